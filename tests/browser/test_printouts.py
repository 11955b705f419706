"""The teacher's printouts, printed by chromium to A4: the handout on one page with no word
under 8 pt (its family tree included, printed as text), and the lesson's exercises and
puzzles on two pages at most each. Sizes are read from the PDF itself (``printed``), so a
drawing scaled down or a page shrunk to fit the paper counts."""

from __future__ import annotations

import pytest

from sitegen import sheets
from tarock import rules

from .conftest import Visit
from .printed import pages_in, text_sizes

pytestmark = pytest.mark.browser

SMALLEST_PT = 8
"""The smallest print a printout may have, in points."""
ROUNDING = 0.01
"""Chromium writes a font size in hundredths of a pixel: 8 pt (10.667 px) prints as 7.995."""


def _print(visit: Visit, path: str) -> bytes:
    visit.goto(path)
    visit.page.emulate_media(media="print")
    pdf: bytes = visit.page.pdf(format="A4")
    return pdf


@pytest.mark.parametrize("path", ["teach/handout/", "da/teach/handout/"])
def test_the_handout_prints_on_one_page_with_no_word_under_8_pt(visit: Visit, path: str) -> None:
    pdf = _print(visit, path)
    assert pages_in(pdf) == 1
    sizes = text_sizes(pdf)
    assert min(sizes) >= SMALLEST_PT - ROUNDING, sorted(sizes)[:10]
    page = visit.page
    assert page.locator(".teach-handout svg.tarock-family-wide").is_hidden()
    assert page.locator(".teach-handout svg.tarock-family-tall").is_visible()
    words = page.locator(".teach-handout svg.tarock-family-tall text").count()
    tables = page.locator(".teach-handout td, .teach-handout th").count()
    assert len(sizes) >= words + tables, "the tree's words are printed as text"


def test_a_shrunk_page_would_be_seen(visit: Visit) -> None:
    """The check can fail: the same handout with an element wider than the paper makes
    chromium shrink the page, and its 8 pt words print smaller."""
    visit.goto("teach/handout/")
    visit.page.emulate_media(media="print")
    visit.page.evaluate(
        "document.querySelector('.teach-handout').insertAdjacentHTML('beforeend',"
        " '<div style=\"width: 900px\">wide</div>')"
    )
    assert min(text_sizes(visit.page.pdf(format="A4"))) < SMALLEST_PT - ROUNDING


@pytest.mark.parametrize(
    ("path", "selector", "count"),
    [
        ("teach/lesson-exercises/", "[data-exercise]", len(sheets.lesson_exercises())),
        ("teach/lesson-puzzles/", "[data-puzzle]", len(sheets.lesson_puzzles())),
    ],
)
def test_the_lesson_s_sheets_print_on_two_pages_at_most(
    visit: Visit, path: str, selector: str, count: int
) -> None:
    pdf = _print(visit, path)
    assert visit.page.locator(selector).count() == count >= 4
    assert visit.page.locator("[data-check], .teach-actions").first.is_hidden()
    assert 1 <= pages_in(pdf) <= 2, pages_in(pdf)
    sizes = text_sizes(pdf)  # the cards' corner numbers and the Fool's name included
    assert min(sizes) >= SMALLEST_PT - ROUNDING, sorted(sizes)[:10]


@pytest.mark.parametrize("variant", sorted(rules.ids()))
def test_every_quick_start_prints_on_one_page_with_no_word_under_8_pt(
    visit: Visit, variant: str
) -> None:
    pdf = _print(visit, f"rules/{variant}/quick-start/")
    assert pages_in(pdf) == 1
    sizes = text_sizes(pdf)
    assert min(sizes) >= SMALLEST_PT - ROUNDING, sorted(sizes)[:10]


def test_the_lesson_links_its_sheets_where_the_plan_is(visit: Visit) -> None:
    visit.goto("teach/lesson/")
    page = visit.page
    listed = page.locator("article p", has_text="To print for the class")
    for href in ("../lesson-exercises/", "../lesson-puzzles/", "../handout/"):
        assert listed.locator(f'a[href="{href}"]').count() == 1, href
    finish = page.locator("article p", has_text="Then hand out")
    assert finish.locator('a[href="../lesson-exercises/"]').count() == 1
