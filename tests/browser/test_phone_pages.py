"""Every built page on a 390 px phone: the page never scrolls sideways, no chart or drawing
scrolls sideways in its own box, and every word drawn in a picture is readable.

A word's size is the size it is shown at: its font size times the scale its SVG is drawn
at (a chart squeezed into the column shrinks its words with it). The site's charts and
drawings are SVG with real text; a raster image would be judged by how far it is shrunk.
A failure names the page and the element.
"""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import Visit

pytestmark = pytest.mark.browser

PHONE_WIDTH = 390
SMALLEST_PX = 10
"""The smallest word a picture may show on a phone, in CSS pixels."""
DRAWINGS = "svg.tarock-chart, svg.tarock-family, svg.teach-chart"
"""The charts and drawings, which fit the column on a phone (a hand of cards may scroll
in its box, with a cue, and is not among them)."""

CHECK = """([smallest, drawings]) => {
    const shown = el => el.getClientRects().length > 0;
    const name = el => el.tagName.toLowerCase()
        + [...el.classList].map(c => '.' + c).join('');
    const found = [];
    for (const text of document.querySelectorAll('svg text')) {
        const words = text.textContent.trim();
        if (!words || !shown(text)) continue;
        const m = text.getScreenCTM();
        const px = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(m.a, m.b);
        if (px < smallest - 0.05) {
            const svg = text.closest('svg:not(svg svg)') || text.ownerSVGElement;
            found.push(`${name(svg)}: "${words.slice(0, 30)}" at ${px.toFixed(1)} px`);
        }
    }
    for (const svg of document.querySelectorAll(drawings)) {
        if (!shown(svg)) continue;
        const box = svg.parentElement;
        const right = svg.getBoundingClientRect().right;
        if (box.scrollWidth > box.clientWidth + 1 || right > box.getBoundingClientRect().right + 1)
            found.push(`${name(svg)} (${Math.round(svg.getBoundingClientRect().width)} px)`
                + ` scrolls sideways in ${name(box)} (${box.clientWidth} px)`);
    }
    for (const img of document.querySelectorAll('article img')) {
        if (!shown(img) || !img.naturalWidth) continue;
        const scale = img.getBoundingClientRect().width / img.naturalWidth;
        if (scale < 0.9) found.push(`img ${img.src.slice(0, 60)} shrunk to ${scale.toFixed(2)}`);
    }
    return {width: document.documentElement.scrollWidth, found: found};
}"""


def check_phone_page(phone: Visit, path: str) -> list[str]:
    """Load one page at a phone's width and list what does not fit or cannot be read."""
    phone.goto(path)
    result: dict[str, Any] = phone.page.evaluate(CHECK, [SMALLEST_PX, DRAWINGS])
    problems: list[str] = result["found"]
    if result["width"] > PHONE_WIDTH:
        problems.insert(0, f"the page scrolls sideways: {result['width']} px wide")
    return problems


PARTS = 3
"""The pages are checked in this many parts (every PARTS-th page), side by side."""


@pytest.mark.parametrize("part", range(PARTS))
def test_every_page_fits_a_phone_and_its_pictures_read(
    phone: Visit, pages: list[str], part: int
) -> None:
    mine = pages[part::PARTS]
    failures = {
        path or "/": problems for path in mine if (problems := check_phone_page(phone, path))
    }
    assert not failures, "\n".join(
        f"{path}:\n  " + "\n  ".join(problems) for path, problems in failures.items()
    )


def test_the_check_finds_a_squeezed_chart_and_a_wide_page(phone: Visit) -> None:
    """The check can fail: a chart drawn 720 px wide squeezed into the column, and a page
    made wider than the screen, are both named."""
    phone.goto("notebooks/card-values/")
    phone.page.evaluate(
        """() => {
        const chart = document.querySelector('svg.tarock-chart-wide');
        document.querySelector('svg.tarock-chart-phone').style.display = 'none';
        chart.style.display = 'block';
        chart.style.maxWidth = '100%';
        const wide = document.createElement('div');
        wide.style.width = '600px';
        wide.textContent = 'wide';
        document.querySelector('article').append(wide);
    }"""
    )
    result: dict[str, Any] = phone.page.evaluate(CHECK, [SMALLEST_PX, DRAWINGS])
    assert result["width"] > PHONE_WIDTH
    assert any(
        problem.startswith("svg.tarock-chart.tarock-chart-wide:") for problem in result["found"]
    ), result["found"]
