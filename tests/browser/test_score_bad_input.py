"""The score page refuses twenty kinds of bad entry, each with one message in
[data-score-error], and changes nothing: no evening begun, or the evening's deals, totals,
pots and undo history as they were, and the form as it was typed.

The kinds: three in setting up an evening, fourteen in entering a deal (one of them at
four at the table), three in opening a file."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tarock.web.score import open_file

from .conftest import Visit
from .test_score import FORMS, THREE, _begin, _ready, _shown, _type_deal

pytestmark = pytest.mark.browser

Fill = Callable[[Any], None]
"""What a person does on the form before pressing Enter."""

SETUP: list[tuple[str, dict[str, str], str]] = [
    ("a name left empty", {"name0": "Ann", "name1": "", "name2": "Cy"}, "Player B has no name."),
    (
        "a name given twice",
        {"name0": "Ann", "name1": "Bo", "name2": "ann"},
        "ann is at the table twice: give each player a name of their own.",
    ),
    (
        "a negative founding amount",
        {"name0": "Ann", "name1": "Bo", "name2": "Cy", "ante": "-10"},
        "Founding amount: -10 is negative.",
    ),
]


def _points(*values: object) -> Fill:
    def fill(page: Any) -> None:
        for seat, value in enumerate(values):
            page.fill(f"input[name=points{seat}]", str(value))

    return fill


def _declare(*shown: tuple[int, str]) -> Fill:
    def fill(page: Any) -> None:
        for seat, name in shown:
            index = next(i for i, form in enumerate(FORMS) if form["name"] == name)
            page.select_option(f"select[name=declare{seat}]", str(index))

    return fill


def _select(**choices: str) -> Fill:
    def fill(page: Any) -> None:
        for name, value in choices.items():
            page.select_option(f"select[name={name}]", value)

    return fill


def _all(*fills: Fill) -> Fill:
    def fill(page: Any) -> None:
        for step in fills:
            step(page)

    return fill


GOOD = _points(26, 22, 30)
"""Card points that add up (Ann 26, Bo 22, Cy 30)."""
LAST_BO = _select(last_winner="1")

DEAL: list[tuple[str, Fill, str]] = [
    (
        "card points that do not add up",
        _all(_points(20, 30, 20), LAST_BO),
        "deal 2: card points: Ann 20, Bo 30, Cy 20 add up to 70, not 78",
    ),
    (
        "card points that are not a number",
        _all(_points("twenty", 34, 24), LAST_BO),
        "deal 2: card points of Ann: 'twenty' is not a number",
    ),
    (
        "a negative count of card points",
        _all(_points(-4, 58, 24), LAST_BO),
        "deal 2: card points of Ann: -4 is negative",
    ),
    (
        "card points left out for a player",
        _all(_points(20, 58, ""), LAST_BO),
        "deal 2: card points: none given for Cy",
    ),
    (
        "card points no pile can count",
        _all(_points("28 1/4", "21 3/4", 28), LAST_BO),
        "deal 2: card points of Ann: 28 1/4 cannot be, card points come whole or in thirds",
    ),
    (
        "the Pagat shown by two players",
        _all(_declare((0, "10 trumps with Pagat"), (1, "10 trumps with Pagat")), GOOD, LAST_BO),
        "deal 2: declaration '10 trumps with Pagat': the Pagat is shown by Ann and Bo",
    ),
    (
        "the Pagat declared by one player and played by another",
        _all(
            _declare((0, "10 trumps with Pagat")),
            _select(**{"held-T1": "1", "fate-T1": "won"}),
            GOOD,
            LAST_BO,
        ),
        "deal 2: the Pagat is played by Bo, but Ann declared it",
    ),
    (
        "more than four Kings declared",
        _all(_declare((0, "four Kings"), (1, "half in Kings")), GOOD, LAST_BO),
        "deal 2: declarations: Ann's four Kings and Bo's half in Kings need 7 Kings;"
        " the pack has 4",
    ),
    (
        "more trumps declared than the pack has",
        _all(
            _declare((0, "12 trumps without Pagat"), (2, "11 trumps without Pagat")),
            GOOD,
            LAST_BO,
        ),
        "deal 2: declarations: Ann's 12 trumps without Pagat and Cy's 11 trumps without"
        " Pagat need 23 trumps; the pack has 22",
    ),
    (
        "two winners of the last trick",
        _all(_select(**{"held-T1": "0", "fate-T1": "last"}), LAST_BO, GOOD),
        "deal 2: last trick: two winners, Ann and Bo",
    ),
    ("the last trick's winner left out", GOOD, "deal 2: last trick: who took it?"),
    (
        "a King's fate without who played it",
        _all(_select(**{"fate-HK": "won"}), GOOD, LAST_BO),
        "The King of hearts: who played it?",
    ),
    (
        "a Tout, and another player took the last trick",
        _all(_select(outcome="vole:0"), LAST_BO),
        "deal 2: Tout: Ann took every trick, but Bo took one",
    ),
]

AT_FOUR = (
    "the player who sits out named in the deal (the dealer changed after the Pagat)",
    "deal 1: the Pagat: Cy sits this deal out",
)

FILES: list[tuple[str, str, Callable[[dict[str, Any]], str]]] = [
    (
        "a corrupted file",
        "evening.json",
        lambda evening: json.dumps(evening)[:-40],
    ),
    (
        "a seat count the rule set does not allow",
        "tapp-for-four.json",
        lambda evening: json.dumps(
            {**evening, "variant": "tapp-tarock", "names": ["Ann", "Bo", "Cy", "Dan"], "deals": []}
        ),
    ),
    (
        "a declaration the rule set does not have",
        "seven-kings.json",
        lambda evening: json.dumps(
            {
                **evening,
                "deals": [
                    {
                        **evening["deals"][0],
                        "declared": [{"seat": 0, "name": "seven Kings", "value": 30, "cards": []}],
                    }
                ],
            }
        ),
    ),
]
FILE_MESSAGES = [
    None,  # the package's own words for where the JSON breaks off
    "names: Tapp Tarock (Mayr & Sedlaczek) is played by 3 players, not 4",
    "deal 1: declaration 'seven Kings': not a declaration of this rule set",
]


def test_there_are_twenty_kinds() -> None:
    assert len(SETUP) + len(DEAL) + 1 + len(FILES) == 20


def _stored(visit: Visit) -> dict[str, Any]:
    saved: dict[str, Any] = json.loads(
        visit.page.evaluate("() => localStorage.getItem('tarock-score')") or "{}"
    )
    return saved


def _state(visit: Visit) -> tuple[Any, ...]:
    """What a bad entry must leave as it was: totals and pots shown, deals listed, the
    evening and its undo history as saved."""
    saved = _stored(visit)
    rows = visit.page.locator("[data-score-row]").count()
    return _shown(visit), rows, saved.get("sheet"), len(saved.get("history") or [])


def _refused(visit: Visit, message: str) -> None:
    """The one message shown (the line keeps the last message until the next is given)."""
    error = visit.page.locator("[data-score-error]")
    expect(error).to_be_visible()
    expect(error).to_have_text(message)


def test_bad_setups_begin_no_evening(visit: Visit) -> None:
    page = visit.page
    visit.goto("score/?variant=danish-tarok")
    for kind, fields, message in SETUP:
        for name, value in fields.items():
            page.fill(f"input[name={name}]", value)
        page.click("[data-score-begin]")
        _refused(visit, message)
        assert _stored(visit).get("sheet") is None, kind
        assert page.locator("[data-score-deal]").count() == 0, kind
        assert page.input_value("input[name=name2]") == fields["name2"], kind  # kept
    assert not visit.console_errors


def test_bad_deals_change_nothing(visit: Visit) -> None:
    page = visit.page
    _begin(visit, ("Ann", "Bo", "Cy"), 0)
    _ready(visit)
    _type_deal(visit, THREE[0], 1)
    before = _state(visit)
    for kind, fill, message in DEAL:
        page.click("[data-score-clear]")
        fill(page)
        typed = _stored(visit)["draft"]
        page.click("[data-score-enter]")
        _refused(visit, message)
        assert _state(visit) == before, kind
        assert _stored(visit)["draft"] == typed, kind  # what was typed is kept
    assert not visit.console_errors


def test_a_player_who_sits_out_named_in_the_deal(visit: Visit) -> None:
    page = visit.page
    _begin(visit, ("Ann", "Bo", "Cy", "Dan"), 1)
    _ready(visit)
    # Bo deals, Dan opposite sits out; the Pagat is Cy's; then the dealer is put right to
    # Ann, which makes Cy (opposite Ann) the one who sits out
    page.select_option("select[name=held-T1]", "2")
    page.select_option("select[name=fate-T1]", "won")
    page.select_option("select[name=dealer]", "0")
    for seat, value in {0: 30, 1: 26, 3: 22}.items():
        page.fill(f"input[name=points{seat}]", str(value))
    page.select_option("select[name=last_winner]", "1")
    before = _state(visit)
    page.click("[data-score-enter]")
    _refused(visit, AT_FOUR[1])
    assert _state(visit) == before
    assert page.input_value("select[name=held-T1]") == "2"  # shown, not dropped


def test_bad_files_leave_the_evening_untouched(visit: Visit, tmp_path: Path) -> None:
    page = visit.page
    _begin(visit, ("Ann", "Bo", "Cy"), 0)
    _ready(visit)
    _type_deal(visit, THREE[0], 1)
    before = _state(visit)
    evening = before[2]
    for (kind, name, make), message in zip(FILES, FILE_MESSAGES, strict=True):
        path = tmp_path / name
        text = make(evening)
        path.write_text(text)
        if message is None:
            message = json.loads(open_file(text))["error"]
            assert message.startswith("the file is damaged: its JSON breaks off at line")
        page.set_input_files("[data-score-import]", str(path))
        _refused(visit, f"{name}: {message}")
        assert _state(visit) == before, kind
    assert not visit.console_errors
