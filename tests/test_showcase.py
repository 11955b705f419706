""" "Play this rule": each rule page's link opens a deal on which the rule really happens,
found as the first such seed, at the step just after it happens (named by its trick), and
each showcase is linked from a rule page."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from sitegen.showcase import (
    SEEDS,
    SHOWCASES,
    Moment,
    link,
    moment,
    result_of,
    seed_for,
    solo,
    solo_deal,
    solo_link,
)
from tarock import rules, web
from tarock.cards import FOOL, PAGAT
from tarock.engine.actions import NameSuit
from tarock.engine.legal import Clause
from tarock.text.explain import own_words

RULES = Path(__file__).resolve().parents[1] / "docs" / "rules"


@pytest.mark.parametrize("key", SHOWCASES)
def test_the_seed_shows_the_rule_and_is_the_first_that_does(key: str) -> None:
    seed = seed_for(key)
    case = SHOWCASES[key]
    assert case.happens(result_of(key, seed))
    assert not any(case.happens(result_of(key, earlier)) for earlier in SEEDS if earlier < seed)


def test_the_seeds_and_moments_found() -> None:
    assert {key: (seed_for(key), moment(key)) for key in SHOWCASES} == {
        "fool-deadline": (1, Moment(step=82, trick=22)),
        "scies": (2, Moment(step=83, trick=25)),
        "scies-renamed": (10, Moment(step=83, trick=25)),
        "pagat-ultimo-won": (12, Moment(step=88, trick=25)),
        "pagat-ultimo-lost": (1, Moment(step=91, trick=25)),
        "pot-doubled": (2, Moment(step=83, trick=25)),
        "four-handed": (1, Moment(step=9, trick=1)),
    }


def view_at(key: str, step: int) -> dict[str, Any]:
    """What the play page's viewer shows of ``key``'s deal after ``step`` actions."""
    case = SHOWCASES[key]
    view: dict[str, Any] = json.loads(
        web.watch(case.variant, seed_for(key), " ".join(case.options), step)
    )
    assert "error" not in view and view["step"] == step
    return view


@pytest.mark.parametrize("key", [key for key in SHOWCASES if key != "scies-renamed"])
def test_the_viewer_opens_just_as_the_rules_trick_is_complete(key: str) -> None:
    at = moment(key)
    before, after = view_at(key, at.step - 1), view_at(key, at.step)
    assert sum(before["tricks"].values()) == at.trick - 1 and before["trick"]
    assert sum(after["tricks"].values()) == at.trick and after["trick"] == []
    assert after["log"][-1].startswith(f"Trick {at.trick}: ")
    trick = result_of(key, seed_for(key)).state.tricks[at.trick - 1]
    assert [card["card"] for card in after["last_trick"]] == [card.code for card in trick.cards]


def test_the_rules_card_is_in_the_trick_the_viewer_opens_after() -> None:
    assert (
        "(the Sküs may be played to any trick). C wins." in view_at("fool-deadline", 82)["log"][-1]
    )
    assert (
        "B Scies (the Scies may be played to any trick). A wins." in view_at("scies", 83)["log"][-1]
    )
    for key in ("pagat-ultimo-won", "pagat-ultimo-lost", "pot-doubled"):  # the deal's end
        end = view_at(key, moment(key).step)
        assert (end["phase"], end["step"], end["result"] is None) == ("done", end["steps"], False)
    won, lost = (
        view_at("pagat-ultimo-won", 88)["log"][-1],
        view_at("pagat-ultimo-lost", 91)["log"][-1],
    )
    assert won.startswith("Trick 25: C leads Pagat;") and won.endswith("C wins.")
    assert lost.startswith("Trick 25: B leads Pagat;") and lost.endswith("C wins.")
    four = view_at("four-handed", 9)
    assert [card["seat"] for card in four["last_trick"]] == ["B", "D", "A"]  # C sits out


def test_the_scies_renamed_opens_just_after_the_next_player_names_another_suit() -> None:
    at = moment("scies-renamed")
    steps = result_of("scies-renamed", seed_for("scies-renamed")).steps
    named, renamed = steps[at.step - 2], steps[at.step - 1]
    assert isinstance(named.action, NameSuit) and isinstance(renamed.action, NameSuit)
    assert (named.seat, named.action.text, named.clause) == (2, "name hearts", Clause.NAME)
    assert (renamed.seat, renamed.action.text, renamed.clause) == (0, "name spades", Clause.RENAME)
    view = view_at("scies-renamed", at.step)
    assert [card["card"] for card in view["trick"]] == ["F"] and view["to_move"] == "A"
    assert sum(view["tricks"].values()) == at.trick - 1  # trick 25 under way
    scies = rules.get("danish-tarok").names  # the viewer speaks the rule set's words
    assert view["log"][-2:] == [
        f"C: name hearts ({own_words(Clause.NAME, scies)})",
        f"A: name spades ({Clause.RENAME})",
    ]
    assert "Scies" in view["log"][-2]


def test_a_rename_that_keeps_the_suit_is_not_shown_as_renamed() -> None:
    # Seed 6: the next player, holding no plain card, "renames" the suit it already has.
    steps = result_of("scies-renamed", 6).steps
    names = [(s.action.text, s.clause) for s in steps if isinstance(s.action, NameSuit)]
    assert names == [("name hearts", Clause.NAME), ("name hearts", Clause.RENAME)]
    assert not SHOWCASES["scies-renamed"].happens(result_of("scies-renamed", 6))


def test_what_the_deals_show() -> None:
    won, lost = result_of("pagat-ultimo-won", 12), result_of("pagat-ultimo-lost", 1)
    for result, home in ((won, True), (lost, False)):
        last = result.state.tricks[-1]
        player = last.seats[last.cards.index(PAGAT)]
        assert (last.winner == player) is home
    skus = result_of("fool-deadline", 1).state
    assert [t.number for t in skus.tricks if FOOL in t.cards] == [
        skus.options.fool_captured_from - 1
    ]
    assert result_of("four-handed", 1).state.options.seats == 4


@pytest.mark.parametrize("key", SHOWCASES)
def test_each_showcase_is_linked_from_its_rule_page(key: str) -> None:
    page = (RULES / f"{SHOWCASES[key].variant}.md").read_text(encoding="utf-8")
    assert f'link("{key}")' in page
    assert re.match(r"\[Watch it happen\]\(\.\./\.\./play/\?watch=", link(key))
    at = moment(key)
    assert f"&step={at.step}#record): " in link(key)
    assert f", in trick {at.trick} of seed {seed_for(key)}; the viewer opens just after" in link(
        key
    )


def test_the_page_opens_the_deal_at_its_end() -> None:
    view = json.loads(web.watch("grosstarock", 12))
    assert view["phase"] == "done" and view["result"] is not None
    assert view["step"] == view["steps"]
    assert json.loads(web.watch("grosstarock", 12, "", 10_000))["step"] == view["steps"]
    assert "unknown variant" in json.loads(web.watch("nonsense", 1))["error"]


def test_the_solo_deal_is_the_first_with_a_solo_worth_bidding_and_won() -> None:
    found = solo_deal()
    assert (found.seed, found.strength, found.needs, found.won, found.net) == (
        59,
        14.5,
        14.0,
        True,
        54.0,
    )
    for earlier in SEEDS:
        if earlier == found.seed:
            break
        other = solo(earlier)
        assert other is None or not other.won, earlier


def test_the_solo_link_opens_a_deal_where_the_reader_bids_solo_and_plays_it() -> None:
    assert "[Play a Solo](../../play/?variant=tapp-tarock&seed=59&seat=B):" in solo_link()
    # The page's own calls: the reader's first choice offers the Solo, under its clause.
    view = json.loads(web.new_game("tapp-tarock", 59, "B", "heuristic", 1))
    assert (view["phase"], view["to_move"], view["you"]) == ("bid", "B", "B")
    choices = {choice["action"]: choice["clause"] for choice in view["choices"]}
    assert choices == {
        "bid dreier": "bid one step higher (or, as the first bid, the lowest game)",
        "bid solo": "Solo may be bid at a player's first turn",
        "pass": "pass: out of the auction",
    }
    after = json.loads(web.act("bid solo"))
    # The reader's next choice is his announcement before the first lead.
    assert (after["error"], after["phase"], after["to_move"]) == (None, "announce", "B")
    # Nobody overcalls: the reader is the Solo's declarer, with the talon untouched.
    state = web._current["game"].table.state  # type: ignore[union-attr]
    assert (state.declarer, state.game.name) == (1, "Solo")


def test_the_solo_link_is_on_the_tapp_rule_page() -> None:
    page = (RULES / "tapp-tarock.md").read_text(encoding="utf-8")
    assert "print(solo_link())" in page
