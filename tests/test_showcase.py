""" "Play this rule": each rule page's link opens a deal on which the rule really happens,
found as the first such seed, and each showcase is linked from a rule page."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tarock import web
from tarock.cards import FOOL, PAGAT
from tarock.site.showcase import (
    SEEDS,
    SHOWCASES,
    link,
    result_of,
    seed_for,
    solo,
    solo_deal,
    solo_link,
)

RULES = Path(__file__).resolve().parents[1] / "docs" / "rules"


@pytest.mark.parametrize("key", SHOWCASES)
def test_the_seed_shows_the_rule_and_is_the_first_that_does(key: str) -> None:
    seed = seed_for(key)
    case = SHOWCASES[key]
    assert case.happens(result_of(key, seed))
    assert not any(case.happens(result_of(key, earlier)) for earlier in SEEDS if earlier < seed)


def test_the_seeds_found() -> None:
    assert {key: seed_for(key) for key in SHOWCASES} == {
        "fool-deadline": 1,
        "scies": 2,
        "pagat-ultimo-won": 12,
        "pagat-ultimo-lost": 1,
        "pot-doubled": 2,
        "four-handed": 1,
    }


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


def test_the_page_opens_the_deal_at_its_end() -> None:
    view = json.loads(web.watch("grosstarock", 12))
    assert view["phase"] == "done" and view["result"] is not None
    assert view["step"] == view["steps"]
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
