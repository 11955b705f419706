"""The same deal settled again in chromium, where the change moves money into or out of a
pot: the pot has its own line, and the differences add up to nothing."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator

from .conftest import Visit
from .test_play import READY_TIMEOUT_MS

pytestmark = pytest.mark.browser


def settled_again(visit: Visit, variant: str, seed: int, option: str) -> Locator:
    """The bots' deal of ``variant`` from ``seed`` opened in the viewer and settled again
    with ``option``: the table of both settlements."""
    visit.goto(f"play/?watch={variant}&seed={seed}#record")
    page = visit.page
    page.wait_for_selector("[data-viewer] [data-payments]", timeout=READY_TIMEOUT_MS)
    page.locator("[data-viewer] [data-resettle]").select_option(option)
    table = page.locator("[data-viewer] [data-resettled]")
    table.wait_for()
    return table


def test_a_pot_is_a_line_of_the_resettled_table(visit: Visit) -> None:
    """Danish Tarok, seed 2: C's lost Pagat ultimo paid 65 into the Pagat pot
    (``tests/test_coach.py`` checks the same figures in Python)."""
    table = settled_again(visit, "danish-tarok", 2, "failed_ultimo_pot=nothing")
    rows = table.locator(".play-score tbody tr").all_inner_texts()
    assert [row.split("\t") for row in rows] == [
        ["A", "+55", "+55", "0"],
        ["B", "+20", "+20", "0"],
        ["C", "-140", "-75", "+65"],
        ["Pagat pot", "+65", "0", "-65"],
    ]
    assert table.locator(".play-score thead th").first.inner_text() == "Seat or pot"
    assert "The differences add up to 0, the pots counted with the seats" in table.inner_text()
    assert not visit.console_errors, visit.console_errors


def test_another_rule_sets_settlement_names_the_rule_behind_each_group_of_lines(
    visit: Visit,
) -> None:
    """Grosstarock, seed 1, settled as German Taroc (1754): the Kings' payments go, and the
    lost Pagat ultimo pays 10 instead of 15, each group under the rule behind it."""
    table = settled_again(visit, "grosstarock", 1, "rules:taroc-1754")
    groups = table.locator(".play-changed")
    rules_said = table.locator("[data-rule]").all_inner_texts()
    assert [groups.nth(n).locator("li").count() for n in range(groups.count())] == [8, 2]
    assert [text.split(". So in ")[0] for text in rules_said] == [
        "The rule behind these: A King wins its trick before the last",
        "The rule behind these: Pagat beaten in the last trick (penalty)",
    ]
    assert all("German Taroc (1754), after Regeln bey dem Taroc-Spiele" in t for t in rules_said)
