"""Grosstarock's announced Vole and Nolo on the score page: who announced which, before
which trick, entered as a person would; the page pays them as the package does (a Vole
announced before the first trick and made, a Nolo announced before the 13th and failed),
and a deal opened to be corrected shows its announcement again."""

from __future__ import annotations

import pytest

from tarock.engine.actions import Contract
from tarock.scoring.facts import Announced, Facts
from tarock.scoring.sheet import Sheet
from tarock.text.explain import number as shown_number

from .conftest import Visit
from .test_score import _ready, _shown

pytestmark = pytest.mark.browser

NAMES = ("Ann", "Bo", "Cy")
DEALS = [
    (
        {"dealer": "0", "announced": "vole:1:1", "outcome": "vole:1", "last_winner": "1"},
        {0: 8, 1: 70, 2: 0},
        Facts(
            dealer=0,
            announced=(Announced(1, Contract.VOLE, 1),),
            every_trick=1,
            no_trick=(0, 2),
            last_winner=1,
            card_points={0: 8, 1: 70, 2: 0},
        ),
    ),
    (
        {"dealer": "1", "announced": "nolo:2:13", "last_winner": "2"},
        {0: 30, 1: 28, 2: 20},
        Facts(
            dealer=1,
            announced=(Announced(2, Contract.NOLO, 13),),
            last_winner=2,
            card_points={0: 30, 1: 28, 2: 20},
        ),
    ),
]


def test_announced_vole_and_nolo_are_entered_and_paid(visit: Visit) -> None:
    page = visit.page
    visit.goto("score/?variant=grosstarock")
    for seat, name in enumerate(NAMES):
        page.fill(f"input[name=name{seat}]", name)
    page.click("[data-score-begin]")
    _ready(visit)
    labels = page.eval_on_selector_all(
        "select[name=announced] optgroup[label=Bo] option", "options => options.map(o => o.text)"
    )
    assert labels == [
        "Vole before trick 1 (52)",
        "Vole before trick 13 (38)",
        "Vole before trick 20 (31)",
        "Nolo before trick 1 (36)",
        "Nolo before trick 13 (31)",
    ]
    sheet = Sheet("grosstarock", NAMES)
    for number, (choices, points, facts) in enumerate(DEALS, 1):
        for name, value in choices.items():
            page.select_option(f"select[name={name}]", value)
        for seat, value in points.items():
            page.fill(f"input[name=points{seat}]", str(value))
        page.click("[data-score-enter]")
        page.wait_for_selector(f'[data-score-row="{number}"]')
        sheet.add(facts)
    totals = [f"{NAMES[s]} {shown_number(v)}" for s, v in sheet.totals().items()]
    assert _shown(visit) == (totals, {})
    reasons = page.eval_on_selector_all(
        ".score-payments td:last-child", "cells => cells.map(c => c.textContent)"
    )
    assert "Bo's Vole announced before trick 1 made" in reasons
    assert "Cy's Nolo announced before trick 13 failed" in reasons
    page.click('[data-score-correct="2"]')
    assert page.input_value("select[name=announced]") == "nolo:2:13"
    assert not visit.console_errors
