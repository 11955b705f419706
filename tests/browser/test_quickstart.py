"""Each rule set's quick-start prints on one A4 page, without the
site's navigation, in dark ink on no background."""

from __future__ import annotations

import re

import pytest

from tarock import rules

from .conftest import Visit

pytestmark = pytest.mark.browser


def _pages_in(pdf: bytes) -> int:
    """The number of pages of a PDF chromium printed (its page objects)."""
    return len(re.findall(rb"/Type\s*/Page[^s]", pdf))


@pytest.mark.parametrize("variant", rules.ids())
def test_a_quick_start_prints_on_one_a4_page(visit: Visit, variant: str) -> None:
    visit.goto(f"rules/{variant}/quick-start/")
    page = visit.page
    assert page.locator(".quick-start table").count() >= 1, "the card values are a table"
    page.emulate_media(media="print")
    assert page.locator(".md-sidebar--primary").first.is_hidden(), "no navigation in print"
    assert page.locator(".md-header").first.is_hidden()
    assert page.locator(".qs-screen").first.is_hidden()
    ink = page.evaluate(
        "() => getComputedStyle(document.querySelector('.quick-start')).columnCount"
    )
    assert ink == "2"
    pages = _pages_in(page.pdf(format="A4"))
    assert pages == 1, f"{variant}: {pages} pages"
    assert not visit.console_errors


@pytest.mark.parametrize("variant", rules.ids())
def test_every_rule_page_links_its_quick_start_at_the_top(visit: Visit, variant: str) -> None:
    visit.goto(f"rules/{variant}/")
    link = visit.page.locator("article a.qs-button").first
    assert link.is_visible()
    link.click()
    visit.page.wait_for_load_state("load")
    assert visit.page.url.endswith(f"rules/{variant}/quick-start/")


def test_the_home_page_links_every_quick_start(visit: Visit) -> None:
    visit.goto("")
    hrefs = visit.page.eval_on_selector_all(
        "article a", "links => links.map(a => a.getAttribute('href'))"
    )
    for variant in rules.ids():
        assert f"rules/{variant}/quick-start/" in hrefs, variant
