"""The pages around the rule sets in a real browser: the comparison matrix, the glossary
tooltips, the card pictures, the deal viewer, the family tree, and the navigation on a
phone. Every visit also checks that nothing left 127.0.0.1 and that the console stayed
clean."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

import pytest

from tarock import rules

from .conftest import Visit

pytestmark = pytest.mark.browser

# The size of every <svg> of a kind on the page, and whether it is in the viewport's flow.
SVG_SIZES = """selector => Array.from(document.querySelectorAll(selector)).map(svg => {
    const box = svg.getBoundingClientRect();
    return {width: box.width, height: box.height};
})"""


def clean(visit: Visit) -> None:
    assert not visit.console_errors, visit.console_errors
    assert not visit.outside_requests(), visit.outside_requests()


def sizes(visit: Visit, selector: str) -> list[dict[str, float]]:
    found: list[dict[str, float]] = visit.page.evaluate(SVG_SIZES, selector)
    return found


def test_the_comparison_contents_lead_to_the_matrix_groups(visit: Visit) -> None:
    visit.goto("comparison/")
    page = visit.page
    ids = page.eval_on_selector_all("[id]", "els => els.map(e => e.id)")
    assert len(ids) == len(set(ids)), sorted({i for i in ids if ids.count(i) > 1})
    link = page.locator("nav.md-nav--secondary a[href='#matrix-the-fool']").first
    assert link.inner_text().strip() == "The Fool"
    heading = page.locator("#matrix-the-fool")
    assert (
        heading.locator("xpath=following::table[1]//span[@id='option-fool_is_top_trump']").count()
        == 1
    )
    clean(visit)


def test_the_matrix_has_a_link_in_every_cell(visit: Visit) -> None:
    visit.goto("comparison/")
    # For each row of the matrix: per rule set, [links in the cell, links in the column head].
    rows = visit.page.evaluate(
        """() => Array.from(document.querySelectorAll('table'))
            .filter(t => t.querySelector('span.option'))
            .flatMap(t => {
                const heads = Array.from(t.querySelectorAll('thead th')).slice(1)
                    .map(th => th.querySelectorAll('a[href]').length);
                return Array.from(t.querySelectorAll('tbody tr')).map(tr =>
                    Array.from(tr.querySelectorAll('td')).slice(1)
                        .map((td, i) => [td.querySelectorAll('a[href]').length, heads[i]]));
            })"""
    )
    assert len(rows) >= 30, "the matrix should list every rule option"
    # A rule set with a page (its name in the head links to it) has a link in every cell.
    assert all(row and all(cell == head for cell, head in row) for row in rows), rows
    assert sum(head for _, head in rows[0]) >= 2
    # A cell leads to a section of a rule page, which exists.
    first = visit.page.locator("table span.option").first.locator("xpath=ancestor::tr//td[2]/a")
    href = first.get_attribute("href")
    assert href and "rules/" in href and "#" in href
    first.click()
    visit.page.wait_for_load_state("load")
    fragment = urlsplit(visit.page.url).fragment
    assert visit.page.locator(f"[id='{fragment}']").count() == 1
    clean(visit)


def test_glossary_terms_have_tooltips_on_a_rule_page(visit: Visit) -> None:
    visit.goto("rules/grosstarock/")
    pagat = visit.page.locator("article abbr", has_text="Pagat").first
    pagat.wait_for(state="visible")
    title = pagat.get_attribute("title")
    assert title and title.startswith("Trump I")
    assert visit.page.locator("article abbr[title]").count() > 10
    pagat.hover()  # Material shows its own tooltip; hovering must not raise errors
    clean(visit)


def test_card_pictures_are_drawn(visit: Visit) -> None:
    visit.goto("cards/")
    hands = sizes(visit, ".tarock-pictures svg.tarock-hand")
    assert len(hands) >= 10
    assert all(size["width"] > 100 and size["height"] > 40 for size in hands), hands
    assert visit.page.locator("svg.tarock-hand g.card").count() >= 78 + 54
    clean(visit)


def test_the_deal_viewer_draws_tricks_and_winners(visit: Visit) -> None:
    visit.goto("deal-viewer/")
    tricks = sizes(visit, "svg.tarock-trick")
    visible = [size for size in tricks if size["width"] > 0]
    assert len(visible) >= 25 and all(size["height"] > 50 for size in visible)
    assert visit.page.locator("svg.tarock-trick g.card.winner").count() >= 25
    assert visit.page.locator("table", has_text="Payer").count() >= 1
    clean(visit)


def test_the_family_tree_is_drawn(visit: Visit) -> None:
    visit.goto("history/")
    (tree,) = sizes(visit, "svg.tarock-family-wide")
    assert tree["width"] > 300 and tree["height"] > 100
    assert visit.page.locator("svg.tarock-family-wide [data-ruleset]").count() == 5
    (tall,) = sizes(visit, "svg.tarock-family-tall")
    assert tall["width"] == 0, "the drawing for a phone is not shown on a desktop"
    clean(visit)


IN_VIEW = """element => { const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.left >= 0 && box.right <= window.innerWidth
        && box.top >= 0 && box.bottom <= window.innerHeight; }"""


def in_view(locator: Any) -> bool:
    return bool(locator.evaluate(IN_VIEW))


def test_a_phone_shows_the_navigation(phone: Visit) -> None:
    phone.goto("")
    page = phone.page
    toggle = page.locator("label.md-header__button[for='__drawer']")
    assert toggle.is_visible() and in_view(toggle)
    primary = page.locator("nav.md-nav--primary")
    section = primary.locator("label.md-nav__link", has_text="Around the rules").first
    assert not in_view(section), "the drawer starts closed"
    toggle.click()
    page.wait_for_timeout(400)  # the drawer slides in
    assert in_view(section)
    section.click()
    page.wait_for_timeout(400)  # the section's panel slides in
    comparison = primary.locator("a.md-nav__link[href$='comparison/']").first
    assert in_view(comparison)
    comparison.click()
    page.wait_for_load_state("load")
    assert urlsplit(page.url).path.endswith("/comparison/")
    assert in_view(page.locator("h1").first)
    clean(phone)


def test_the_danish_fines_have_a_stable_id_and_state_no_amount(visit: Visit) -> None:
    visit.goto("rules/danish-tarok/")
    heading = visit.page.locator("h3#fines")
    assert heading.inner_text().strip().startswith("Fines")
    fines = heading.locator("xpath=following::table[1]//tbody/tr/td[2]").all_inner_texts()
    # each fine as its rule set gives it: an amount where the text gives one
    given = [str(fine.amount or "not stated") for fine in rules.get("danish-tarok").fines]
    assert [cell.strip() for cell in fines] == given
    assert given.count("not stated") == 3 and "5" in given
    clean(visit)
