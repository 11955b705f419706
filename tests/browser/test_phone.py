"""Wide pictures on a phone and the family tree: at 390 px the family tree and a notebook
chart are shown in their drawings for a phone, which fit the column, and a dealer's
28-card hand scrolls in its own box with a visible cue; the tree's words are 12 px or
more on a desktop and on a phone, its event marks never overlap, and it has a legend."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import Visit

pytestmark = pytest.mark.browser

TREE_TEXT = """selector => Array.from(document.querySelectorAll(selector + ' text'))
    .map(t => { const m = t.getScreenCTM();
        return parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b); })"""

MARKS = """() => Array.from(document.querySelectorAll('svg.tarock-family-wide circle.event'))
    .map(c => { const b = c.getBoundingClientRect();
        return [b.left, b.top, b.right, b.bottom]; })"""

# Each wide picture's box: whether it fits, or scrolls and shows a cue (a background).
BOXES = """selector => Array.from(document.querySelectorAll(selector)).map(el => {
    const box = el.closest('.tarock-pictures, .jp-RenderedSVG, .md-typeset__scrollwrap');
    const style = getComputedStyle(box);
    return {fits: box.scrollWidth <= box.clientWidth + 1,
            scrolls: ['auto', 'scroll'].includes(style.overflowX),
            cue: style.backgroundImage.includes('gradient'),
            right: box.getBoundingClientRect().right, width: window.innerWidth};
})"""


def _overlap(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_the_family_tree_is_legible_with_a_legend(visit: Visit) -> None:
    visit.goto("history/")
    sizes: list[float] = visit.page.evaluate(TREE_TEXT, "svg.tarock-family-wide")
    assert sizes and min(sizes) >= 12, min(sizes)
    marks: list[list[float]] = visit.page.evaluate(MARKS)
    assert len(marks) >= 10
    clashes = [(a, b) for i, a in enumerate(marks) for b in marks[i + 1 :] if _overlap(a, b)]
    assert not clashes, clashes
    legend = visit.page.locator("article li", has_text="dotted: Dummett's reconstruction")
    assert legend.count() == 1


@pytest.mark.parametrize("path", ["history/", "teach/handout/"])
def test_on_a_phone_the_family_tree_runs_down_the_page(phone: Visit, path: str) -> None:
    phone.goto(path)
    page = phone.page
    assert page.locator("svg.tarock-family-wide").is_hidden()
    tall = page.locator("svg.tarock-family-tall")
    assert tall.is_visible() and tall.locator("[data-ruleset]").count() == 5
    sizes: list[float] = page.evaluate(TREE_TEXT, "svg.tarock-family-tall")
    assert sizes and min(sizes) >= 12, min(sizes)


@pytest.mark.parametrize(
    ("path", "selector", "fits"),
    [
        ("history/", "svg.tarock-family-tall", True),
        ("notebooks/exact-or-bands/", "svg.tarock-chart-phone", True),
        ("rules/grosstarock/", ".tarock-pictures svg", False),
    ],
)
def test_on_a_phone_charts_fit_and_wide_hands_scroll_with_a_cue(
    phone: Visit, path: str, selector: str, fits: bool
) -> None:
    phone.goto(path)
    boxes: list[dict[str, Any]] = phone.page.evaluate(BOXES, selector)
    assert boxes, selector
    for box in boxes:
        assert box["right"] <= box["width"] + 1, box  # the box itself stays on the screen
        assert box["fits"] or (box["scrolls"] and box["cue"]), box
    assert all(box["fits"] for box in boxes) == fits, boxes
