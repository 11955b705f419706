"""The score page in chromium: a Danish evening of six deals typed in as a person would, at
three and at four players, gives every running total and pot the package gives for the
same deals; a reload half way loses nothing, the deal half typed included; a second tab
on the evening sees the same deals, and deals entered in either are all kept; the CSV
download read with pandas gives the same totals; undo takes back changes of every kind,
step by step; a corrected deal recomputes every later deal; a bad entry gets one message
and changes nothing; the evening downloads and opens again."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pandas as pd
import pytest

from sitegen import score_page
from tarock.cards import parse
from tarock.scoring.facts import Declared, Facts, Honour, parse_amount
from tarock.scoring.settlement import Pot
from tarock.scoring.sheet import Sheet
from tarock.text.explain import number as shown_number
from tarock.web.score import page_data

from .conftest import Visit

pytestmark = pytest.mark.browser

READY_TIMEOUT_MS = 90_000
FORMS = json.loads(page_data())["setups"]["danish-tarok"]["forms"]

Deal = dict[str, Any]
"""A deal as the table saw it: dealer, declarations (seat, name), the Pagat and Kings
(card, seat, fate as the page words it: won, lost:S, last, last-lost:S), the last
trick's winner, a Tout or Nolo (vole:S, nolo:S) and the card points; or thrown in."""

THREE: list[Deal] = [
    {"dealer": 0, "last": 1, "points": {0: 20, 1: 34, 2: 24}},
    {
        "dealer": 1,
        "declared": [(2, "four Kings")],
        "honours": [("HK", 2, "last"), ("T1", 0, "lost:1")],
        "last": 2,
        "points": {0: 26, 1: 22, 2: 30},
    },
    {
        "dealer": 2,
        "declared": [(0, "11 trumps with Pagat"), (1, "half in Kings")],
        "honours": [("T1", 0, "won"), ("SK", 1, "last-lost:0")],
        "last": 0,
        "points": {0: 40, 1: 20, 2: 18},
    },
    {"dealer": 0, "outcome": "nolo:2", "last": 1, "honours": [("DK", 1, "lost:0")]},
    {"dealer": 1, "last": 2, "points": {0: "28 2/3", 1: "21 1/3", 2: 28}},
    {
        "dealer": 2,
        "declared": [(1, "12 trumps with Pagat")],
        "honours": [("T1", 1, "last-lost:0"), ("CK", 2, "won")],
        "last": 0,
        "points": {0: 30, 1: 28, 2: 20},
    },
]

FOUR: list[Deal] = [
    {"dealer": 3, "last": 0, "points": {0: 30, 2: 26, 3: 22}},
    {"dealer": 0, "honours": [("CK", 3, "last")], "last": 3, "points": {0: 26, 1: 22, 3: 30}},
    {"dealer": 1, "declared": [(1, "4 Matadors")], "last": 2, "points": {0: 36, 1: 20, 2: 22}},
    {"dealer": 2, "outcome": "vole:3", "last": 3, "honours": [("T1", 3, "last")]},
    {"dealer": 3, "last": 2, "points": {0: 18, 2: 40, 3: 20}},
    {"dealer": 0, "thrown_in": True},
]


def _facts(deal: Deal, seats: int) -> Facts:
    """The facts the package takes for ``deal``."""
    if deal.get("thrown_in"):
        return Facts(dealer=deal["dealer"], thrown_in=True)
    honours, last = [], []
    for code, seat, fate in deal.get("honours", []):
        where, _, by = fate.partition(":")
        winner = int(by) if by else seat
        (last if where.startswith("last") else honours).append(Honour(parse(code), seat, winner))
    declared = []
    for seat, name in deal.get("declared", []):
        form = next(f for f in FORMS if f["name"] == name)
        declared.append(Declared(seat, name, form["value"], tuple(map(parse, form["cards"]))))
    kind, _, who = deal.get("outcome", "").partition(":")
    every, none = None, ()
    if kind == "vole":
        every = int(who)
        active = [s for s in range(seats) if seats == 3 or s != (deal["dealer"] + 2) % 4]
        none = tuple(s for s in active if s != every)
    elif kind == "nolo":
        none = (int(who),)
    points = {s: parse_amount(v, "card points") for s, v in deal.get("points", {}).items()}
    return Facts(
        dealer=deal["dealer"],
        declared=tuple(declared),
        honours=tuple(honours),
        last=tuple(last),
        last_winner=deal["last"],
        every_trick=every,
        no_trick=none,
        card_points=points,
    )


def _ready(visit: Visit) -> None:
    visit.page.wait_for_selector("#tarock-score[data-ready]", timeout=READY_TIMEOUT_MS)


def _type_deal(visit: Visit, deal: Deal, number: int) -> None:
    """Enter ``deal`` through the form, as a person would."""
    page = visit.page
    page.select_option("select[name=dealer]", str(deal["dealer"]))
    if deal.get("thrown_in"):
        page.check("input[name=thrown_in]")
    for seat, name in deal.get("declared", []):
        index = next(i for i, f in enumerate(FORMS) if f["name"] == name)
        page.select_option(f"select[name=declare{seat}]", str(index))
    for code, seat, fate in deal.get("honours", []):
        page.select_option(f"select[name=held-{code}]", str(seat))
        page.select_option(f"select[name=fate-{code}]", fate)
    if "last" in deal:
        page.select_option("select[name=last_winner]", str(deal["last"]))
    if "outcome" in deal:
        page.select_option("select[name=outcome]", deal["outcome"])
    for seat, value in deal.get("points", {}).items():
        page.fill(f"input[name=points{seat}]", str(value))
    page.click("[data-score-enter]")
    page.wait_for_selector(f'[data-score-row="{number}"]')
    assert page.locator("[data-score-error]").is_hidden(), page.inner_text("[data-score-error]")


def _begin(
    visit: Visit, names: tuple[str, ...], first: int, settlement: str = "", path: str = "score/"
) -> None:
    """A new evening of Danish Tarok begun on the score page at ``path``."""
    page = visit.page
    visit.goto(f"{path}?variant=danish-tarok")
    if len(names) == 4:
        page.select_option("select[name=size]", "4")
    if settlement:
        page.select_option("select[name=settlement]", settlement)
    for seat, name in enumerate(names):
        page.fill(f"input[name=name{seat}]", name)
    page.select_option("select[name=first]", str(first))
    page.click("[data-score-begin]")
    # The evening's first form waits for the engine when it is still loading (a loaded
    # machine running two browsers takes longer than the 30 s default).
    page.wait_for_selector("[data-score-deal]", timeout=READY_TIMEOUT_MS)


def _shown(visit: Visit) -> tuple[list[str], dict[str, str]]:
    page = visit.page
    totals = page.eval_on_selector_all(
        "[data-score-total]", "nodes => nodes.map(n => [n.dataset.seat, n.textContent])"
    )
    pots = page.eval_on_selector_all(
        "[data-score-pot]", "nodes => nodes.map(n => [n.dataset.pot, n.textContent])"
    )
    return [text for _, text in sorted(totals)], dict(pots)


def _sheet(names: tuple[str, ...], deals: list[Deal], options: tuple[str, ...] = ()) -> Sheet:
    """The package's sheet of ``deals``, first dealt by the first deal's dealer."""
    sheet = Sheet("danish-tarok", names, options, first_dealer=deals[0]["dealer"])
    for deal in deals:
        sheet.add(_facts(deal, len(names)))
    return sheet


def _rows(visit: Visit) -> list[list[str]]:
    """The deals table as the page shows it: each deal's cells after the dealer (each
    player's result and running total, the pots after it)."""
    rows: list[list[str]] = visit.page.eval_on_selector_all(
        "[data-score-row]",
        "rows => rows.map(r => [...r.cells].slice(2, -1).map(c => c.textContent))",
    )
    return rows


def _pot_words(visit: Visit) -> tuple[str, str]:
    """The King pot's and the Pagat pot's names in the page's language."""
    words = score_page.words(visit.page.evaluate("() => document.documentElement.lang"))
    return words["kingPot"], words["pagatPot"]


def _expected(
    sheet: Sheet, pot_words: tuple[str, str] = ("King pot", "Pagat pot")
) -> tuple[list[str], dict[str, str], list[list[str]]]:
    """The totals, pots and deals table the page must show for ``sheet``."""
    names = sheet.names
    totals = [f"{names[s]} {shown_number(v)}" for s, v in sheet.totals().items()]
    king, pagat = pot_words
    pots = {
        "king": f"{king} {shown_number(sheet.pots()[Pot.KING])}",
        "pagat": f"{pagat} {shown_number(sheet.pots()[Pot.PAGAT])}",
    }
    rows = [
        [
            *(
                f"{shown_number(scored.net.get(s, 0))} → {shown_number(scored.totals[s])}"
                for s in sheet.seats
            ),
            *(shown_number(scored.pots_after[pot]) for pot in Pot),
        ]
        for scored in sheet.scores()
    ]
    return totals, pots, rows


def _showing(visit: Visit, sheet: Sheet) -> None:
    """The page shows every running total and pot of ``sheet``, deal by deal (the pots
    named in the page's language)."""
    totals, pots, rows = _expected(sheet, _pot_words(visit))
    assert _rows(visit) == rows
    assert _shown(visit) == (totals, pots)


@pytest.mark.parametrize(
    ("names", "deals"), [(("Ann", "Bo", "Cy"), THREE), (("Ann", "Bo", "Cy", "Dan"), FOUR)]
)
def test_an_evening_typed_in_gives_the_packages_totals_and_pots(
    visit: Visit, names: tuple[str, ...], deals: list[Deal], tmp_path: Path
) -> None:
    assert len(deals) == 6
    _begin(visit, names, deals[0]["dealer"])
    _ready(visit)
    half = len(deals) // 2
    for number, deal in enumerate(deals[:half], 1):
        _type_deal(visit, deal, number)
    # half a deal typed, then the page reloaded: nothing is lost
    page = visit.page
    field = page.locator("input[name^=points]").first.get_attribute("name")
    page.fill(f"input[name={field}]", "17")
    page.reload()
    page.wait_for_selector(f'[data-score-row="{half}"]')
    assert page.input_value(f"input[name={field}]") == "17"
    _ready(visit)
    _showing(visit, _sheet(names, deals[:half]))
    page.click("[data-score-clear]")
    for number, deal in enumerate(deals[half:], half + 1):
        _type_deal(visit, deal, number)
    sheet = _sheet(names, deals)
    _showing(visit, sheet)
    # the CSV for a spreadsheet, read with pandas: the same totals, deal by deal and final
    with page.expect_download() as download:
        page.click("[data-score-csv]")
    saved = tmp_path / "evening.csv"
    download.value.save_as(saved)
    table = pd.read_csv(saved, dtype=str).set_index("deal")
    for number, scored in enumerate(sheet.scores(), 1):
        row = table.loc[str(number)]
        assert [row[f"total {n}"] for n in names] == [str(scored.totals[s]) for s in sheet.seats]
        assert [row["King pot"], row["Pagat pot"]] == [str(scored.pots_after[p]) for p in Pot]
    end = table.loc["end"]
    assert [int(end[f"total {n}"]) for n in names] == list(sheet.final().values())
    assert not visit.console_errors
    assert not visit.outside_requests()


def test_an_evening_without_counting_asks_for_no_card_points(visit: Visit) -> None:
    names = ("Ann", "Bo", "Cy")
    _begin(visit, names, 0, settlement="none")
    _ready(visit)
    assert visit.page.locator("input[name^=points]").count() == 0
    deals = [{k: v for k, v in deal.items() if k != "points"} for deal in THREE[:3]]
    for number, deal in enumerate(deals, 1):
        _type_deal(visit, deal, number)
    sheet = _sheet(names, deals, ("card_settlement=none",))
    _showing(visit, sheet)
    counted = _sheet(names, THREE[:3])  # the same deals counted: only card points differ
    assert sheet.totals() != counted.totals() and sheet.pots() == counted.pots()
    assert not visit.console_errors


DEAF = """
    const deaf = (event) => { if (window.deaf) event.stopImmediatePropagation(); };
    for (const name of ["storage", "focus", "pageshow"]) window.addEventListener(name, deaf, true);
    document.addEventListener("visibilitychange", deaf, true);
"""
"""Lets a test keep a tab from hearing that another saved (as a phone that slept may
not): run before the page's scripts, it stops those events while ``window.deaf``."""


def test_a_second_tab_on_the_evening_keeps_every_deal(visit: Visit) -> None:
    """Two tabs on one evening: each shows the deals entered in the other, and a deal
    entered in either is kept, as the package pays them all."""
    names = ("Ann", "Bo", "Cy")
    _begin(visit, names, 0)
    _ready(visit)
    _type_deal(visit, THREE[0], 1)
    other = Visit(page=visit.page.context.new_page(), base_url=visit.base_url)
    other.page.add_init_script(DEAF)
    try:
        other.goto("score/")
        other.page.wait_for_selector('[data-score-row="1"]')
        _ready(other)
        _type_deal(other, THREE[1], 2)
        visit.page.wait_for_selector('[data-score-row="2"]')  # the first tab follows
        _type_deal(visit, THREE[2], 3)
        other.page.wait_for_selector('[data-score-row="3"]')
        # a tab that has not heard of the other's last deal (a phone asleep) keeps it all
        # the same: its next entry takes in what the other saved first
        other.page.evaluate("() => { window.deaf = true; }")
        _type_deal(visit, THREE[3], 4)
        assert other.page.locator("[data-score-row]").count() == 3
        _type_deal(other, THREE[4], 5)
        sheet = _sheet(names, THREE[:5])
        _showing(other, sheet)
        visit.page.wait_for_selector('[data-score-row="5"]')
        _showing(visit, sheet)
    finally:
        other.page.close()
    assert not visit.console_errors


def _undo(visit: Visit, what: str) -> None:
    button = visit.page.locator("[data-score-undo]")
    assert button.inner_text() == f"Undo: {what}"
    button.click()


def test_undo_takes_back_every_kind_of_change_step_by_step(visit: Visit, tmp_path: Path) -> None:
    names = ("Ann", "Bo", "Cy")
    page = visit.page
    _begin(visit, names, 0)
    _ready(visit)
    for number, deal in enumerate(THREE[:3], 1):
        _type_deal(visit, deal, number)
    # a correction of deal 1 (Cy took the last trick, not Bo): every later total follows
    page.click('[data-score-correct="1"]')
    page.select_option("select[name=last_winner]", "2")
    page.click("[data-score-enter]")
    corrected = THREE[0] | {"last": 2}
    page.wait_for_function(
        "() => !document.querySelector('[data-score-deal] h2').textContent.startsWith('Correcting')"
    )
    _showing(visit, _sheet(names, [corrected, *THREE[1:3]]))
    assert _rows(visit)[1:] != _expected(_sheet(names, THREE[:3]))[2][1:]  # recomputed
    page.click("[data-score-take-back]")
    page.wait_for_selector('[data-score-row="3"]', state="detached")
    page.select_option("select[name=sharing]", "exact")
    page.wait_for_selector("text=Sharing the pots (exactly)")
    with page.expect_download() as download:
        page.click("[data-score-export]")
    saved = tmp_path / "evening.json"
    download.value.save_as(saved)
    page.click("[data-score-new]")
    page.wait_for_selector("[data-score-begin]")
    page.set_input_files("[data-score-import]", str(saved))
    page.wait_for_selector('[data-score-row="2"]')
    # and back, step by step
    _undo(visit, "evening.json opened")
    page.wait_for_selector("[data-score-begin]")
    _undo(visit, "a new evening begun")
    page.wait_for_selector('[data-score-row="2"]')
    _undo(visit, "the sharing of the pots changed")
    page.wait_for_selector("text=Sharing the pots (whole chips of 5; the rest to the lowest total)")
    _undo(visit, "deal 3 taken back")
    page.wait_for_selector('[data-score-row="3"]')
    _showing(visit, _sheet(names, [corrected, *THREE[1:3]]))
    _undo(visit, "deal 1 corrected")
    page.wait_for_function(
        "() => document.querySelector('[data-score-deal] h2').textContent === 'Correcting deal 1'"
    )
    _showing(visit, _sheet(names, THREE[:3]))
    _undo(visit, "deal 3 entered")
    page.wait_for_selector('[data-score-row="3"]', state="detached")
    _showing(visit, _sheet(names, THREE[:2]))
    assert page.input_value("input[name=points0]") == "40"  # the deal is back in the form
    _undo(visit, "deal 2 entered")
    _undo(visit, "deal 1 entered")
    page.wait_for_selector("[data-score-row]", state="detached")
    _undo(visit, "the evening started")
    page.wait_for_selector("[data-score-begin]")
    assert page.locator("[data-score-undo]").count() == 0
    assert not visit.console_errors


def test_a_bad_entry_gets_one_message_and_changes_nothing(visit: Visit, tmp_path: Path) -> None:
    _begin(visit, ("Ann", "Bo", "Cy"), 0)
    _ready(visit)
    _type_deal(visit, THREE[0], 1)
    page = visit.page
    before = _shown(visit)
    page.fill("input[name=points0]", "20")
    page.fill("input[name=points1]", "30")
    page.fill("input[name=points2]", "20")
    page.select_option("select[name=last_winner]", "1")
    page.click("[data-score-enter]")
    error = page.locator("[data-score-error]")
    error.wait_for()
    assert re.search(r"deal 2: card points: .* add up to 70, not 78", error.inner_text())
    assert page.locator("[data-score-row]").count() == 1
    assert _shown(visit) == before
    assert page.input_value("input[name=points2]") == "20"  # what was typed is kept
    # the evening downloads and opens again
    with page.expect_download() as download:
        page.click("[data-score-export]")
    saved = tmp_path / "evening.json"
    download.value.save_as(saved)
    assert json.loads(saved.read_text())["names"] == ["Ann", "Bo", "Cy"]
    page.set_input_files("[data-score-import]", str(saved))
    page.wait_for_selector('[data-score-row="1"]')
    assert _shown(visit) == before


def test_a_tapp_game_entered_by_hand(visit: Visit) -> None:
    """Tapp Tarock: the game, its declarer and the result; Bo's Dreier with 40 card points,
    the Pagat ultimo announced and won: each defender pays 3 + 8."""
    page = visit.page
    visit.goto("score/?variant=tapp-tarock")
    visit.page.set_default_timeout(READY_TIMEOUT_MS)  # the Tapp form waits for the engine
    for seat, name in enumerate(("Ann", "Bo", "Cy")):
        page.fill(f"input[name=name{seat}]", name)
    page.click("[data-score-begin]")
    _ready(visit)
    page.select_option("select[name=game]", "Dreier")
    page.select_option("select[name=declarer]", "1")
    page.select_option("select[name=half]", "lower")
    page.fill("input[name=game_points]", "40")
    page.check("input[name=ultimo]")
    page.select_option("select[name=held-T1]", "1")
    page.select_option("select[name=fate-T1]", "last")
    page.click("[data-score-enter]")
    page.wait_for_selector('[data-score-row="1"]')
    assert _shown(visit) == (["Ann -11", "Bo 22", "Cy -11"], {})
    assert not visit.console_errors


def test_a_phone_shows_the_form_without_scrolling_sideways(phone: Visit) -> None:
    """At 390 px nothing scrolls sideways and every field and button is big enough to tap."""
    _begin(phone, ("Ann", "Bo", "Cy", "Dan"), 0)
    _ready(phone)
    _type_deal(phone, FOUR[1], 1)
    wide = phone.page.evaluate("() => document.documentElement.scrollWidth")
    assert wide <= 390, wide
    small = phone.page.evaluate(SMALL_TARGETS)
    assert not small, small


SMALL_TARGETS = """() => [...document.querySelectorAll(
        '#tarock-score :is(select, input, button, a)')]
    .filter((e) => e.getClientRects().length)
    .map((e) => [e.name || e.textContent.trim(), (e.type === 'checkbox' ? e.closest('label') : e)
        .getBoundingClientRect().height])
    .filter(([, height]) => height < 44 - 0.5)"""
"""The page's fields and buttons a finger finds too small (under 44 px high; a checkbox by
its label)."""


def test_typing_while_the_engine_arrives_loses_nothing(visit: Visit) -> None:
    """The engine's arrival does not draw the setup again under the person's fingers: the
    name being typed keeps its letters and the focus (a phone's keyboard stays open)."""
    page = visit.page
    visit.goto("score/?variant=danish-tarok")
    field = page.locator("input[name=name0]")
    field.click()
    page.keyboard.type("An")  # before the engine is ready, most likely
    _ready(visit)
    page.keyboard.type("n")
    assert field.input_value() == "Ann"
    assert page.evaluate("() => document.activeElement.name") == "name0"
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('tarock-score')).setup.names[0]")
    assert stored == "Ann"
