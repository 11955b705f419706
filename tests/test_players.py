"""The bots: the random player stays legal and seeded; the heuristic one keeps its habits."""

from __future__ import annotations

import pytest
from helpers import GT, new_state, play, to_play

from tarock.cards import FOOL, PAGAT, Suit, parse
from tarock.engine.actions import PASS, Announce, Contract, Discard, Play
from tarock.engine.phases import Phase
from tarock.engine.state import State
from tarock.play import play_deal, start
from tarock.players import HeuristicPlayer, RandomPlayer
from tarock.search.bots import UnknownPlayer, make


def test_unknown_player_kind_is_a_clear_error() -> None:
    with pytest.raises(UnknownPlayer, match="unknown player 'clever'; players are: random"):
        make("clever", 1)


def test_random_player_is_reproducible_and_uniform_over_legal() -> None:
    state = new_state({0: "HK"})
    picks = [RandomPlayer(seed).choose(state, state.legal()) for seed in range(400)]
    assert picks == [RandomPlayer(seed).choose(state, state.legal()) for seed in range(400)]
    legal = set(state.legal())
    assert set(picks) == legal  # every allowed discard is chosen by some seed
    assert PASS not in picks


def test_heuristic_lays_away_blanks_not_trumps_or_counters() -> None:
    state = new_state({0: "T1 T2 T3 HQ HC H2 C5 C6 C7 C8 C9"}, avoid={0: [Suit.SPADES]})
    bot = HeuristicPlayer(1)
    for _ in range(3):
        action = bot.choose(state, state.legal())
        assert isinstance(action, Discard)
        assert action.card.value == 1 and not action.card.is_trump and not action.card.is_fool
        state.apply(action)
    assert state.phase is Phase.DECLARE


def _to_announcement(state: State) -> State:
    """Lay away the first allowed cards and declare, stopping at the first announcement."""
    while state.phase is not Phase.ANNOUNCE:
        state.apply(next(iter(state.legal())))
    return state


def test_heuristic_passes_on_an_ordinary_hand() -> None:
    state = _to_announcement(new_state({1: "T21 T20 HK"}))
    assert state.to_move == 1  # forehand is asked first
    assert HeuristicPlayer(2).choose(state, state.legal()) is PASS


def test_heuristic_announces_vole_only_with_an_overwhelming_hand() -> None:
    trumps = " ".join(f"T{n}" for n in range(6, 22))  # 16 trumps, 7 of them XV or higher
    state = _to_announcement(new_state({1: trumps}))
    assert HeuristicPlayer(2).choose(state, state.legal()) == Announce(Contract.VOLE)


def _to_trick(partial: dict[int, str], avoid: dict[int, list[Suit]], *lead: str) -> State:
    state = to_play(new_state(partial, avoid=avoid))
    return play(state, *lead)


def test_heuristic_saves_the_pagat_when_it_must_trump() -> None:
    # Seat 1 leads a heart; seat 2 has no hearts but T1 and T5: it trumps with T5.
    state = _to_trick({1: "H7", 2: "T1 T5"}, {2: [Suit.HEARTS, Suit.TRUMPS]}, "H7")
    assert state.to_move == 2
    legal = state.legal()
    assert set(legal) >= {Play(PAGAT), Play(parse("T5"))}
    assert HeuristicPlayer(3).choose(state, legal) == Play(parse("T5"))


def test_heuristic_takes_a_king_with_its_lowest_winning_trump_when_last() -> None:
    # Seat 1 leads the King of clubs, seat 2 follows low; seat 0 (last) is void in clubs.
    state = _to_trick(
        {1: "CK", 2: "C2", 0: "T3 T9 T18"},
        {0: [Suit.CLUBS, Suit.TRUMPS]},
        "CK",
        "C2",
    )
    assert state.to_move == 0
    assert HeuristicPlayer(4).choose(state, state.legal()) == Play(parse("T3"))


def test_heuristic_follows_cheaply_when_it_cannot_win() -> None:
    # Seat 1 leads trump 21; seat 2 must follow trumps and cannot win: its lowest trump.
    state = _to_trick({1: "T21", 2: "T2 T7 T15"}, {2: [Suit.TRUMPS, Suit.FOOL]}, "T21")
    assert HeuristicPlayer(5).choose(state, state.legal()) == Play(parse("T2"))


def test_heuristic_plays_the_fool_before_it_could_be_captured() -> None:
    # Play a deal with heuristic bots: whoever holds the Fool gets rid of it by trick 22.
    for seed in range(40):
        result = play_deal(GT, ["heuristic"] * 3, seed=seed)
        tricks = [t for t in result.state.tricks if FOOL in t.cards]
        if tricks:
            assert tricks[0].number <= 22, (seed, tricks[0])


def test_heuristic_keeps_the_pagat_for_the_last_trick_when_it_can() -> None:
    # Replaying heuristic deals: the Pagat goes before the last trick only when it is
    # the sole legal card other than the Fool.
    early = 0
    for seed in range(60):
        result = play_deal(GT, ["heuristic"] * 3, seed=seed)
        state = start(result.record)
        for step in result.steps:
            if step.action == Play(PAGAT) and state.trick_number < state.last_trick:
                early += 1
                others = {a for a in state.legal() if a not in (Play(PAGAT), Play(FOOL))}
                assert not others, (seed, state.trick_number, others)
            state.apply(step.action)
    assert early > 0  # the situation does arise, so the check above is exercised


def test_bots_only_choose_legal_actions() -> None:
    for kind in ("random", "heuristic"):
        result = play_deal(GT, [kind] * 3, seed=99)
        assert len(result.state.tricks) == 25
        assert all(step.clause for step in result.steps)
