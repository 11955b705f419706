"""The home page's "Where to start" is one list (checked on the built HTML, no browser)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser


def test_where_to_start_is_one_list_of_every_item(site_dir: Path) -> None:
    html = (site_dir / "index.html").read_text(encoding="utf-8")
    section = html[html.index('id="where-to-start"') :]
    section = section[: section.index("<h2")] if "<h2" in section else section
    lists = re.findall(r"<ul>(.*?)</ul>", section, re.DOTALL)
    assert len(lists) == 1, "the list breaks into pieces"
    items = re.findall(r"<li>.*?</li>", lists[0], re.DOTALL)
    assert len(items) == 7
    assert "Playing tonight?" in items[0] and "Want to program?" in items[-1]
    assert not re.search(r">\s*- <strong>", section), "a list item shown as a literal dash"
