"""The Danish edition at /da/: Danish pages (``lang="da"``, Material's Danish interface
and search), reached from every English page by the header's language switch, and back."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_danish_pages import THRESHOLD, english_blocks, english_share

from .conftest import Visit
from .printed import pages_in, text_sizes

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


# -- the Danish quick-start and the word page ------------------------------------------------

QUICK_START = "da/rules/danish-tarok/quick-start/"
SMALLEST_PT = 8
ROUNDING = 0.01
"""As the printouts' test: chromium writes 8 pt as 7.995."""

READER_TEXT = """() => {
  const main = document.querySelector('article').cloneNode(true);
  const skipped = '[lang=en], code, pre, script, .headerlink, .md-source-file';
  main.querySelectorAll(skipped).forEach(e => e.remove());
  return main.innerText;
}"""
"""The page's main text as a reader reads it, without what is marked English (a twin's
title, the English pages' word for a term), without code, and without scripts (a detached
copy's innerText would hold their text: the score page's data)."""


TWINS = {
    "da/": "",
    "da/rules/danish-tarok/": "rules/danish-tarok/",
    QUICK_START: "rules/danish-tarok/quick-start/",
    "da/ord/": "glossary/",
    "da/teach/handout/": "teach/handout/",
    "da/score/": "score/",
    "da/play/": "play/",
}
"""Every Danish page and its English twin."""


def test_every_danish_page_is_checked(site_dir: Path) -> None:
    built = {
        html.parent.relative_to(site_dir).as_posix() + "/"
        for html in (site_dir / "da").rglob("index.html")
    }
    assert built == set(TWINS)


@pytest.mark.parametrize("path", list(TWINS))
def test_a_danish_page_is_danish(visit: Visit, site_dir: Path, path: str) -> None:
    html = (site_dir / path / "index.html").read_text(encoding="utf-8")
    assert '<html lang="da"' in html
    visit.goto(path)
    text = visit.page.evaluate(READER_TEXT)
    assert len(text.split()) > 150
    assert english_share(text) < THRESHOLD, english_share(text)
    assert english_blocks(text.replace("\n", "\n\n")) == []
    # the same check on the English twin's text fails
    visit.goto(TWINS[path])
    assert english_share(visit.page.evaluate(READER_TEXT)) > 5 * THRESHOLD
    assert not visit.console_errors, visit.console_errors


def test_the_rule_pages_link_each_other(visit: Visit) -> None:
    visit.goto("da/rules/danish-tarok/")
    page = visit.page
    with page.expect_navigation(url="**/rules/danish-tarok/"):
        page.locator("article a[hreflang=en]").click()
    assert page.locator("html").get_attribute("lang") == "en"
    with page.expect_navigation(url="**/da/rules/danish-tarok/"):
        page.locator("article a[hreflang=da]").first.click()
    assert page.locator("h1").inner_text().startswith("Dansk Tarok (2011)")
    assert page.locator(".point-by-point tr").count() > 20
    assert not visit.console_errors, visit.console_errors


def test_the_quick_starts_link_each_other(visit: Visit) -> None:
    visit.goto(QUICK_START)
    page = visit.page
    with page.expect_navigation(url="**/rules/danish-tarok/quick-start/"):
        page.locator("a[hreflang=en]", has_text="quick-start").click()
    assert page.locator("html").get_attribute("lang") == "en"
    with page.expect_navigation(url=f"**/{QUICK_START}"):
        page.locator("article a[hreflang=da]").click()
    assert page.locator("h1").inner_text().startswith("Dansk Tarok (2011) på én side")
    assert not visit.console_errors, visit.console_errors


def test_the_word_page_and_the_glossary_link_each_other(visit: Visit) -> None:
    page = visit.page
    visit.goto("da/")
    with page.expect_navigation(url="**/da/ord/"):  # each click's own page, not a race
        page.locator("article a", has_text="Spillets ord").first.click()
    assert page.locator("article table tr").count() > 25
    with page.expect_navigation(url="**/glossary/"):
        page.locator("article a[hreflang=en]").click()
    with page.expect_navigation(url="**/da/ord/"):
        page.locator("article a[hreflang=da]").click()


def test_the_danish_quick_start_prints_on_one_a4_page_no_word_under_8_pt(visit: Visit) -> None:
    visit.goto(QUICK_START)
    page = visit.page
    page.emulate_media(media="print")
    assert page.locator(".qs-twin").first.is_hidden() and page.locator(".md-header").is_hidden()
    pdf: bytes = page.pdf(format="A4")
    assert pages_in(pdf) == 1
    sizes = text_sizes(pdf)
    assert min(sizes) >= SMALLEST_PT - ROUNDING, sorted(sizes)[:10]
