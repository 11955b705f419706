"""No built page shows a path of the machine it was built on (checked without a browser)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
MACHINE = re.compile(r"(?<![\w.-])/(?:work|root|home|tmp|usr|opt|var)/[\w.-]+")
"""An absolute path into a machine's folders (a built page names none)."""


def test_no_page_shows_a_machine_path(site_dir: Path) -> None:
    found = {}
    for page in sorted(site_dir.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        hits = sorted(
            {m.group(0) for m in MACHINE.finditer(text)}
            | {str(folder) for folder in (ROOT, ROOT.parent) if f"{folder}/" in text}
        )
        if hits:
            found[page.relative_to(site_dir).as_posix()] = hits
    assert not found, found


def test_no_page_says_a_file_is_missing(site_dir: Path) -> None:
    for page in sorted(site_dir.rglob("*.html")):
        assert "not beside this checkout" not in page.read_text(encoding="utf-8"), page
