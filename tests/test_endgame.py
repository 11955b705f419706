"""The search player's exact endgames (``SearchPlayer(endgame=K)``): once at most K tricks
are left each world is solved, not played out; the compiled core and the Python reference
give the same values; a world past the solver's limit is played out as before."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from fractions import Fraction
from typing import Any

import pytest

from tarock import fast, rules
from tarock.engine.actions import Action
from tarock.engine.legal import legal_actions
from tarock.engine.loop import run
from tarock.engine.state import State, deal
from tarock.fast import solver as compiled_solver
from tarock.players.worlds import sample, view
from tarock.rng import Rng, derive
from tarock.rules.options import CardSettlement
from tarock.search import player as search
from tarock.search.bots import make
from tarock.search.solver import founded_pots, solve

COMPILED = compiled_solver.unsupported(deal(rules.get("grosstarock"), 1)) is None


def endgames(variant: str, tricks: int, seeds: Sequence[int]) -> Iterator[State]:
    """Heuristic-bot deals stopped at a choice (two or more actions) with at most ``tricks``
    tricks left, a card or two into the trick for some seeds."""
    ruleset = rules.get(variant)
    last = ruleset.options.tricks
    for seed in seeds:
        bots = [make("heuristic", seed * 10 + seat) for seat in range(ruleset.options.seats)]
        into = seed % 3

        def stop(state: State, legal: Any, into: int = into) -> bool:
            return (
                len(state.tricks) >= last - tricks
                and len(state.trick) >= min(into, len(state.seats) - 1)
                and len(legal) > 1
            )

        state = run(deal(ruleset, seed), bots, stop=stop)
        if not state.is_over:
            yield state


def values(states: Sequence[State], **settings: Any) -> list[dict[Action, Fraction]]:
    return [
        search.SearchPlayer(5, **settings).values(s, list(legal_actions(s)), (search.net,))[0]
        for s in states
    ]


@pytest.mark.skipif(not COMPILED, reason="the compiled solver is not built")
@pytest.mark.parametrize("variant", rules.ids())
def test_the_compiled_endgame_is_the_python_reference(
    variant: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seeded endgames of every rule set: the worlds dealt and solved in C give exactly the
    values of the worlds dealt and solved in Python (``TAROCK_PURE=1``)."""
    states = [
        *endgames(variant, 2, range(1, 5)),
        *endgames(variant, 3, range(5, 9)),
        *endgames(variant, 4, range(9, 11)),
    ]
    assert len(states) >= 4
    calls = {"solved": 0}
    solved_in_c = compiled_solver.search_worlds

    def spy(*args: Any) -> Any:
        calls["solved"] += 1
        return solved_in_c(*args)

    monkeypatch.setattr(compiled_solver, "search_worlds", spy)
    compiled = values(states, worlds=3, rollouts=2, endgame=4)
    assert calls["solved"] >= len(states)
    monkeypatch.setenv("TAROCK_PURE", "1")
    pure = values(states, worlds=3, rollouts=2, endgame=4)
    monkeypatch.delenv("TAROCK_PURE")
    assert pure == compiled


@pytest.mark.parametrize("variant", ["grosstarock", "tapp-tarock"])
def test_a_world_s_value_is_its_solve(variant: str) -> None:
    """With one world, each action's value is the solver's paranoid net of that action in
    the world the search deals (the seat's own stream)."""
    checked = 0
    for state in endgames(variant, 3, range(1, 10)):
        actions = list(legal_actions(state))
        player = search.SearchPlayer(11, worlds=1, endgame=3)
        got = player.values(state, actions, (search.net,))[0]
        world = sample(state, state.to_move, Rng(derive(11, len(state.history))))
        solution = solve(world, "net", pots=founded_pots(state))
        assert got == {a: Fraction(solution.value(a)) for a in actions}
        checked += 1
    assert checked >= 3


def test_no_endgame_and_too_many_tricks_left_play_the_worlds_out() -> None:
    """endgame=0 is the search as it was; with more tricks left than K the worlds are
    played out too; with K reached the values change."""
    states = list(endgames("grand-tarot", 3, range(1, 5)))
    rolled = values(states, worlds=4)
    assert values(states, worlds=4, endgame=0) == rolled
    assert values(states, worlds=4, endgame=2) == rolled  # three tricks left, more than 2
    assert values(states, worlds=4, endgame=3) != rolled


@pytest.mark.parametrize("pure", [False, True])
def test_a_world_past_the_limit_is_played_out(pure: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """With a limit of one position every solve gives up: the worlds are played out, the
    values those of the search without an endgame, in C and in Python."""
    if pure:
        monkeypatch.setenv("TAROCK_PURE", "1")
    monkeypatch.setattr(search, "ENDGAME_LIMIT", 1)
    states = list(endgames("danish-tarok", 3, range(1, 4)))
    assert values(states, worlds=3, endgame=3) == values(states, worlds=3)


def test_other_objectives_are_played_out() -> None:
    """The tally (the trick and the Pagat counted too) plays its worlds out."""
    state = next(endgames("taroc-1754", 2, [3]))
    player = search.SearchPlayer(2, worlds=2, endgame=3)
    assert not player.solves(state, (search.net, search.loses_pagat))
    assert player.solves(state, (search.net,))
    assert (
        player.tally(state, legal_actions(state)).tallies
        == search.SearchPlayer(2, worlds=2).tally(state, legal_actions(state)).tallies
    )


def test_a_negative_endgame_is_refused() -> None:
    with pytest.raises(ValueError, match="endgame"):
        search.SearchPlayer(1, endgame=-1)


def test_the_core_refuses_other_settlements() -> None:
    if not fast.available() or not COMPILED:
        pytest.skip("no compiled core")
    state = next(endgames("taroc-1754", 2, [3]))
    other = next(rule for rule in CardSettlement if rule is not state.options.card_settlement)
    with pytest.raises(ValueError, match="net alone"):
        compiled_solver.search_worlds(
            state, view(state, state.to_move), Rng(1), 0, 1, 1, 1, "heuristic",
            list(legal_actions(state)), [other], None, 100, 16,
        )  # fmt: skip


def test_the_advice_says_when_the_worlds_were_solved() -> None:
    state = next(endgames("grosstarock", 3, [2]))
    legal = legal_actions(state)
    assert "each solved" in search.SearchPlayer(1, worlds=2, endgame=3).advise(state, legal)[1]
    assert "each solved" not in search.SearchPlayer(1, worlds=2).advise(state, legal)[1]


NAMING = (
    "danish-tarok | dealer C | A T1 T2 T10 T13 T14 T19 H4 H6 H8 HJ D1 D5 D8 DJ DQ C5 C6 C"
    "7 CK S3 S6 S8 S9 SJ SQ | B T6 T8 T11 T15 T21 H1 H3 H5 H7 H9 H10 HC D4 D6 D9 DK C2 C8"
    " C9 C10 CJ CC S4 S5 SC | C T3 T4 T5 T7 T9 T12 T16 T17 T18 T20 F H2 HQ HK D2 D3 D7 D1"
    "0 DC C1 C3 C4 CQ S1 S2 S7 S10 SK | talon - | H2, C1, C3, declare, declare, declare, "
    "D1, DK, D10, H10, HK, HJ, SK, SQ, S4, D7, D8, D6, H9, HQ, H8, S1, SJ, SC, C2, CQ, C5"
    ", D3, DJ, D9, D5, D4, D2, S2, S3, S5, H7, T3, H6, S7, S6, T6, C8, C4, C6, H5, T4, H4"
    ", DC, DQ, T8, C9, T5, C7, S10, S8, T11, H3, T7, T10, CK, C10, T9, T12, T2, T15, H1, "
    "T16, T19, S9, T21, T17, pass, pass, CJ, T18, T13, T20, T14, HC, F, name hearts"
)
"""Danish Tarok, the Fool led by seat A with one trick to play, its suit to name: only a
suit an opponent holds may be named (``fool_named_held``), which a world need not keep."""


def test_an_action_not_legal_in_a_world_has_that_world_played_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = State.from_position(NAMING)
    actions = list(legal_actions(state))
    rng = Rng(3)
    worlds = [sample(state, state.to_move, rng) for _ in range(12)]
    pots = founded_pots(state)
    assert any(search.SearchPlayer._solved(world, actions, pots) is None for world in worlds)
    compiled = values([state], worlds=8, endgame=5)
    monkeypatch.setenv("TAROCK_PURE", "1")
    assert values([state], worlds=8, endgame=5) == compiled
