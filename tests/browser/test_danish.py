"""The Danish edition at /da/: Danish pages (``lang="da"``, Material's Danish interface
and search), reached from every English page by the header's language switch, and back."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import Visit

pytestmark = pytest.mark.browser


def test_the_danish_home_is_danish_and_linked_both_ways(visit: Visit, site_dir: Path) -> None:
    assert '<html lang="da"' in (site_dir / "da" / "index.html").read_text(encoding="utf-8")
    visit.goto("da/")
    page = visit.page
    assert page.locator("h1").inner_text().startswith("Tarok")
    assert page.get_attribute("input.md-search__input", "placeholder") == "Søg"
    switch = {
        a.get_attribute("hreflang"): a.get_attribute("href")
        for a in page.locator("a[hreflang]").all()
    }
    assert switch == {"en": "/", "da": "/da/"}
    visit.goto("rules/grosstarock/")  # any English page offers the Danish edition
    assert visit.page.locator("a[hreflang=da]").get_attribute("href") == "/da/"
    assert not visit.console_errors, visit.console_errors


def test_the_danish_pages_have_their_own_search_index(site_dir: Path) -> None:
    index = (site_dir / "da" / "search" / "search_index.json").read_text(encoding="utf-8")
    assert '"lang":["da"]' in index.replace(" ", "") and "skisen" in index
