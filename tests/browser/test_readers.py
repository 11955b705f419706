"""The site as a new reader meets it, in chromium at 1280 px: prose before code, charts a
class can read, tables that fit the column, and the findings one click from home.

Pages checked: every rule page, the comparison and every notebook page (read from the
built site, so a new rule page or notebook is checked without a change here).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from .conftest import SITE, Visit, recording

pytestmark = pytest.mark.browser

MAX_CODE_LINES = 12
"""At most about a dozen lines of code may show unfolded on a page."""
MIN_CHART_TEXT_PX = 11
"""The smallest text of a notebook chart, in CSS pixels at 1280 px."""


def _pages(folder: str) -> list[str]:
    """The built pages under ``folder`` of site/ as URL paths (empty before a build)."""
    root = SITE / folder
    if not root.is_dir():
        return []
    return sorted(f"{folder}/{page.parent.name}/" for page in root.glob("*/index.html"))


RULE_PAGES = ["rules/", *_pages("rules")]
NOTEBOOK_PAGES = _pages("notebooks")
READER_PAGES = [*RULE_PAGES, "comparison/", *NOTEBOOK_PAGES]


def test_the_pages_to_check_were_found(site_dir: Path) -> None:
    found = set(_pages("rules")) | set(_pages("notebooks"))
    assert {"rules/grosstarock/", "notebooks/exact-or-bands/"} <= found, found
    assert len(NOTEBOOK_PAGES) >= 6 and len(RULE_PAGES) >= 6


# --------------------------------------------------------------------------- code

# Lines of every <pre> a reader sees: displayed, and not inside a closed <details>.
VISIBLE_CODE = """() => Array.from(document.querySelectorAll('article pre'))
    .filter(pre => {
        for (let el = pre.parentElement; el; el = el.parentElement) {
            if (el.tagName === 'DETAILS' && !el.open) return false;
        }
        return pre.getClientRects().length > 0;
    })
    .map(pre => ({
        lines: pre.innerText.replace(/\\n+$/, '').split('\\n').length,
        start: pre.innerText.slice(0, 60),
    }))"""


@pytest.mark.parametrize("path", READER_PAGES)
def test_at_most_a_dozen_lines_of_code_show_unfolded(visit: Visit, path: str) -> None:
    visit.goto(path)
    blocks: list[dict[str, Any]] = visit.page.evaluate(VISIBLE_CODE)
    shown = sum(block["lines"] for block in blocks)
    assert shown <= MAX_CODE_LINES, f"{path}: {shown} lines of code unfolded: {blocks}"


@pytest.mark.parametrize("path", NOTEBOOK_PAGES)
def test_notebook_code_is_folded_and_opens(visit: Visit, path: str) -> None:
    visit.goto(path)
    folded = visit.page.locator("details.notebook-code")
    assert folded.count() >= 2, "every code cell sits in a closed 'Show the code' box"
    assert visit.page.locator(".jp-CodeCell .jp-Cell-inputWrapper:not(details *)").count() == 0
    first = folded.first
    assert first.locator("pre").first.is_hidden()
    first.locator("summary").click()
    assert first.locator("pre").first.is_visible()
    assert not visit.console_errors


# --------------------------------------------------------------------------- charts

# Each shown chart's text: the size it is drawn at on the screen, and its fill colour.
CHART_TEXT = """() => Array.from(document.querySelectorAll('svg.tarock-chart text'))
    .filter(t => t.textContent.trim() && t.getClientRects().length)
    .map(t => {
        const m = t.getScreenCTM();
        const size = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
        return {text: t.textContent.trim(), px: size, fill: getComputedStyle(t).fill};
    })"""


@pytest.mark.parametrize("path", NOTEBOOK_PAGES)
def test_notebook_charts_are_svg_with_readable_text(visit: Visit, path: str) -> None:
    visit.goto(path)
    page = visit.page
    assert page.locator(".jupyter-wrapper img").count() == 0, "charts are SVG, not pictures"
    charts = page.locator("svg.tarock-chart-wide")
    assert charts.count() >= 1
    column = page.locator("article h1").first.bounding_box()
    for index in range(charts.count()):
        box = charts.nth(index).bounding_box()
        assert box and column and box["width"] <= column["width"] + 1, (index, box, column)
    texts: list[dict[str, Any]] = page.evaluate(CHART_TEXT)
    assert texts, "chart text is kept as text"
    smallest = min(texts, key=lambda item: item["px"])
    assert smallest["px"] >= MIN_CHART_TEXT_PX, smallest


def test_there_are_sixteen_or_more_charts_and_all_are_svg(visit: Visit) -> None:
    total = 0
    for path in NOTEBOOK_PAGES:
        visit.goto(path)
        total += visit.page.locator("svg.tarock-chart-wide").count()
    assert total >= 16


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_chart_text_takes_the_page_colour(browser: Any, base_url: str, scheme: str) -> None:
    viewport = {"width": 1280, "height": 900}
    with recording(browser, base_url, viewport=viewport, color_scheme=scheme) as visit:
        visit.goto("notebooks/exact-or-bands/")
        page = visit.page
        text_colour = page.evaluate(
            "() => getComputedStyle(document.querySelector('article p')).color"
        )
        fills = {item["fill"] for item in page.evaluate(CHART_TEXT)}
        assert fills == {text_colour}, (scheme, fills, text_colour)
        background = page.evaluate(
            "() => getComputedStyle(document.querySelector('svg.tarock-chart')).backgroundColor"
        )
        assert background in {"rgba(0, 0, 0, 0)", "transparent"}
        assert not visit.console_errors


# --------------------------------------------------------------------------- tables

# Every displayed table: its drawn width and the width of its content.
TABLES = """() => {
    const column = document.querySelector('article h1').getBoundingClientRect().width;
    return Array.from(document.querySelectorAll('article table'))
        .filter(t => t.getClientRects().length > 0)
        .map(t => ({
            width: Math.max(t.getBoundingClientRect().width, t.scrollWidth),
            column: column,
            head: t.innerText.slice(0, 60),
        }));
}"""


@pytest.mark.parametrize("path", READER_PAGES)
def test_no_table_is_wider_than_the_column(visit: Visit, path: str) -> None:
    visit.goto(path)
    tables: list[dict[str, Any]] = visit.page.evaluate(TABLES)
    wide = [table for table in tables if table["width"] > table["column"] + 1]
    assert not wide, f"{path}: {wide}"


# The boxes that scroll sideways on the page: tables' and charts' own boxes.
SCROLLERS = """() => Array.from(document.querySelectorAll(
        'article .md-typeset__scrollwrap, article .jp-RenderedHTMLCommon, article .jp-RenderedSVG'))
    .filter(box => box.scrollWidth > box.clientWidth + 1)
    .map(box => ({
        overflow: getComputedStyle(box).overflowX,
        cue: getComputedStyle(box).backgroundImage,
        kind: box.className,
    }))"""


@pytest.mark.parametrize("path", ["comparison/", "notebooks/exact-or-bands/"])
def test_on_a_phone_wide_tables_scroll_in_their_own_box(phone: Visit, path: str) -> None:
    phone.goto(path)
    page = phone.page
    width = page.evaluate("() => document.scrollingElement.scrollWidth")
    assert width <= 391, f"the page itself scrolls sideways ({width} px)"
    boxes: list[dict[str, Any]] = page.evaluate(SCROLLERS)
    assert boxes, "a wide table or chart should scroll in its box on a phone"
    for box in boxes:
        assert box["overflow"] in {"auto", "scroll"}, box
    tables = [box for box in boxes if "jp-RenderedSVG" not in box["kind"]]
    assert all("gradient" in box["cue"] for box in tables), tables
    assert not phone.console_errors


@pytest.mark.parametrize("ruleset", ["danish-tarok", "tapp-tarock"])
def test_on_a_phone_sources_point_by_point_is_read_down_not_across(
    phone: Visit, ruleset: str
) -> None:
    phone.goto(f"rules/{ruleset}/")
    page = phone.page
    found = page.evaluate(
        """() => {
        const box = document.querySelector('.point-by-point');
        const wrap = box.querySelector('.md-typeset__scrollwrap') || box;
        const cell = box.querySelector('tbody tr td:nth-child(2)');
        return {fits: wrap.scrollWidth <= wrap.clientWidth + 1,
                label: getComputedStyle(cell, '::before').content,
                head: getComputedStyle(box.querySelector('thead')).display};
    }"""
    )
    assert found == {"fits": True, "label": '"The oldest text read: "', "head": "none"}
    assert not phone.console_errors


# --------------------------------------------------------------------------- findings

FIGURE = re.compile(r"\d+(?:\.\d+)?\s?%|\b\d+\.\d+\b")


def test_the_home_page_links_the_findings(visit: Visit) -> None:
    visit.goto("")
    link = visit.page.locator("article a[href$='findings/']").first
    assert link.is_visible()
    link.click()
    visit.page.wait_for_load_state("load")
    assert urlsplit(visit.page.url).path.endswith("/findings/")
    assert visit.page.locator("h1").first.inner_text().startswith("What the scoring rules change")


def test_the_comparison_links_the_findings(visit: Visit) -> None:
    visit.goto("comparison/")
    assert visit.page.locator("article a[href$='findings/']").count() >= 1


# Paragraphs and list items on the first screen, in order, with their position.
FIRST_SCREEN = """() => Array.from(document.querySelectorAll(
        'article p, article li, article pre, article table'))
    .filter(el => el.getClientRects().length > 0)
    .map(el => ({tag: el.tagName, top: el.getBoundingClientRect().top,
                 text: el.innerText.slice(0, 200)}))
    .filter(el => el.top < window.innerHeight)"""


def test_the_findings_state_figures_before_any_code(visit: Visit) -> None:
    visit.goto("findings/")
    seen: list[dict[str, Any]] = visit.page.evaluate(FIRST_SCREEN)
    with_figures = [el for el in seen if el["tag"] in {"P", "LI"} and FIGURE.search(el["text"])]
    assert len(with_figures) >= 3, seen
    code = [el for el in seen if el["tag"] == "PRE"]
    assert not code or code[0]["top"] > with_figures[0]["top"], code
    text = visit.page.locator("article").inner_text()
    assert "95% confidence interval" in text
    assert visit.page.locator("article .ci").count() >= 20, "every figure with its interval"


def test_the_findings_page_is_first_after_home_in_the_navigation(visit: Visit) -> None:
    visit.goto("")
    links = visit.page.eval_on_selector_all(
        "nav.md-nav--primary a.md-nav__link[href]", "links => links.map(a => a.href)"
    )
    paths = [urlsplit(link).path for link in links]
    findings = next(i for i, path in enumerate(paths) if path.endswith("/findings/"))
    rules = next(i for i, path in enumerate(paths) if "/rules/" in path)
    notebook = next(i for i, path in enumerate(paths) if "/notebooks/" in path)
    reference = next(i for i, path in enumerate(paths) if "/reference/" in path)
    assert findings < rules < notebook < reference


# --------------------------------------------------------------------------- print


@pytest.mark.parametrize("path", ["rules/grosstarock/", "notebooks/exact-or-bands/"])
def test_print_leaves_out_navigation_and_code_boxes(visit: Visit, path: str) -> None:
    visit.goto(path)
    page = visit.page
    page.emulate_media(media="print")
    hidden = page.evaluate(
        """() => Array.from(document.querySelectorAll(
                '.md-header, .md-sidebar, .md-footer, details.program, details.notebook-code'))
            .map(el => getComputedStyle(el).display)"""
    )
    assert hidden and set(hidden) == {"none"}, hidden
    article = page.locator("article").bounding_box()
    assert article and article["width"] > 600, "one column, the page's whole width"
