"""The built site in a real browser: pages, images, search, and no request to the web."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

import pytest

from .conftest import Visit

pytestmark = pytest.mark.browser

NOTEBOOK = "notebooks/card-values/"

ALL_IMAGES_DONE = "() => Array.from(document.images).every(img => img.complete)"
IMAGES = """() => Array.from(document.images).map(img => ({
    src: img.src.slice(0, 80),
    width: img.naturalWidth,
    inNotebook: !!img.closest('.jupyter-wrapper'),
}))"""


def check_page(visit: Visit, path: str) -> list[str]:
    """Load one page and list what is wrong with it."""
    problems: list[str] = []
    visit.requests.clear()
    visit.console_errors.clear()
    response = visit.page.goto(visit.base_url + path, wait_until="load")
    if response is None or not response.ok:
        problems.append(f"HTTP status {response.status if response else 'none'}")
    h1 = visit.page.locator("h1").first
    if h1.count() == 0 or not h1.is_visible():
        problems.append("no visible <h1>")
    visit.page.wait_for_function(ALL_IMAGES_DONE, timeout=10_000)
    problems += [f"image not loaded: {img['src']}" for img in images(visit) if img["width"] == 0]
    problems += [f"console error: {text}" for text in visit.console_errors]
    problems += [f"request left 127.0.0.1: {url}" for url in visit.outside_requests()]
    return problems


def images(visit: Visit) -> list[dict[str, Any]]:
    result: list[dict[str, Any]] = visit.page.evaluate(IMAGES)
    return result


def test_site_has_the_expected_pages(pages: list[str]) -> None:
    assert "" in pages
    assert NOTEBOOK in pages


PARTS = 4
"""The pages are checked in this many parts (every PARTS-th page), which can run side by
side."""


@pytest.mark.parametrize("part", range(PARTS))
def test_every_page_loads_cleanly(visit: Visit, pages: list[str], part: int) -> None:
    mine = pages[part::PARTS]
    failures = {path or "/": problems for path in mine if (problems := check_page(visit, path))}
    assert not failures, "\n".join(
        f"{path}:\n  " + "\n  ".join(problems) for path, problems in failures.items()
    )


def test_notebook_chart_is_rendered(visit: Visit) -> None:
    visit.goto(NOTEBOOK)
    charts = visit.page.eval_on_selector_all(
        ".jupyter-wrapper svg.tarock-chart-wide",
        "svgs => svgs.map(s => s.getBoundingClientRect().width)",
    )
    assert charts, "the card values notebook shows no chart"
    assert all(width > 300 for width in charts), charts
    assert "Card values in the 78-card pack" in visit.page.locator("h1").first.inner_text()
    assert not visit.console_errors
    assert not visit.outside_requests()


@pytest.mark.parametrize(
    ("word", "expected_page"),
    [("Grosstarock", ""), ("Cavaliers", NOTEBOOK)],
)
def test_search_finds_a_word(visit: Visit, word: str, expected_page: str) -> None:
    visit.goto("")
    page = visit.page
    query = page.locator("input[data-md-component='search-query']")
    query.click()
    query.press_sequentially(word, delay=20)  # Material searches on key events
    results = page.locator(".md-search-result__item")
    results.first.wait_for(state="visible", timeout=15_000)
    links = page.eval_on_selector_all(
        ".md-search-result__item a", "links => links.map(a => a.href)"
    )
    assert "/" + expected_page in {urlsplit(link).path for link in links}, (word, links)
    assert not visit.console_errors
    assert not visit.outside_requests()


def test_dark_palette_toggle(visit: Visit) -> None:
    visit.goto(NOTEBOOK)
    page = visit.page
    before = page.locator("body").get_attribute("data-md-color-scheme")
    page.locator("form[data-md-component='palette'] label:visible").first.click()
    page.wait_for_function(
        f"() => document.body.getAttribute('data-md-color-scheme') !== {before!r}"
    )
    assert not visit.console_errors


@pytest.mark.parametrize("query", ["pots", "King pot", "fourth player"])
def test_search_puts_reader_pages_before_the_api(visit: Visit, query: str) -> None:
    visit.goto("")
    page = visit.page
    box = page.locator("input[data-md-component='search-query']")
    box.click()
    box.press_sequentially(query, delay=20)
    results = page.locator(".md-search-result__item")
    results.first.wait_for(state="visible", timeout=15_000)
    links = page.eval_on_selector_all(
        ".md-search-result__item > a", "links => links.map(a => a.href)"
    )
    assert links, query
    first = urlsplit(links[0]).path
    assert "/reference/" not in first, (query, links[:5])
