"""The solver's search in C (``_solve.c``) beside the Python reference
(``tarock.search.solver``): the same tree, the same values, many times faster.

``_solve.c`` compiles the search (``_solver.c``) over the core's game (``_game.c``: its state,
its legal actions and its settlement) and reads the same config and state words
(``tarock.fast.tables``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from types import ModuleType

from tarock import fast
from tarock.engine.actions import NAMEABLE, PASS, Action, Announce, Claim, Contract, Demand
from tarock.engine.actions import NameSuit as Name
from tarock.engine.legal import PLAYS
from tarock.engine.state import State
from tarock.fast import tables
from tarock.players import worlds
from tarock.rng import Rng
from tarock.rules.options import CardSettlement
from tarock.scoring.settlement import Amount, Pot

_core: ModuleType | None
_solve: ModuleType | None
try:
    from tarock.fast import _core, _solve
except ImportError:  # no CPython core: the WebAssembly build in the browser, else Python
    from tarock.fast._wasm import browser

    _core = _solve = browser()

OBJECTIVES = ("net", "card-points")
"""The objectives, in the order the core numbers them."""

Found = tuple[Action, int, tuple[Action, ...]]
"""A choice as the core gives it: the action, its value in thirds, its line."""


def unsupported(state: State) -> str | None:
    """Why the compiled solver cannot answer for ``state`` (None: it can)."""
    if _solve is None:
        return "the compiled solver is not built (no C compiler at install time?)"
    if not fast.available():
        return "TAROCK_PURE is set: no compiled core"
    return fast.supports(state.options, ())


def action(code: int) -> Action:
    """The action a core's code stands for (the actions of the tricks: a card, a suit named
    for the Fool, an announcement, the Fool demanded, a pass)."""
    assert _core is not None
    kind, argument = _core.ACTIONS[code >> 8], code & 255
    if kind == "play":
        return PLAYS[argument]
    if kind == "name":
        return Name(NAMEABLE[argument])
    if kind == "announce":
        return Announce(list(Contract)[argument])
    if kind == "demand":
        return Demand(list(Claim)[argument])
    if kind == "pass":
        return PASS
    raise ValueError(f"the solver does not play {kind!r} actions")


def solve(
    state: State,
    objective: str,
    limit: int,
    seconds: float | None,
    pots: Mapping[Pot, Amount] | None,
    merge: bool,
    table: int,
) -> tuple[list[Found] | None, int, str]:
    """The choices of the seat to move (merged cards stand for their equals), the positions
    visited, and (if the choices are None) what ran out: ``"positions"`` or ``"time"``."""
    assert _core is not None and _solve is not None
    options = state.options
    config = tables.config(options, _core.FIELDS, fast._names(), state.dealer)
    words = tables.state_words(state, _core.STATE_FIELDS, _core.PHASES, pots)
    choices, nodes, why = _solve.solve(
        config, words, OBJECTIVES.index(objective), limit, seconds or 0.0, merge, table
    )
    if choices is None:
        return None, nodes, why
    found = [
        (action(code), value, tuple(action(step) for step in line)) for code, value, line in choices
    ]
    return found, nodes, ""


def search_worlds(
    state: State,
    known: worlds.View,
    rng: Rng,
    first: int,
    count: int,
    seed: int,
    rollouts_each: int,
    policy: str,
    actions: Sequence[Action],
    settlements: Sequence[CardSettlement | fast.Count],
    pots: Mapping[Pot, Amount] | None,
    limit: int,
    table: int,
) -> tuple[int, list[list[Fraction]], bool, list[int] | None]:
    """``tarock.fast.search_worlds`` (its arguments and its answer) with each world solved
    instead of played out, for the search player's endgames (``SearchPlayer(endgame=K)``):
    each action's paranoid net for the seat to move, counted once a rollout; a world whose
    solve would visit more than ``limit`` positions is played out (``table``: the entries
    the solve's table keeps). ``settlements`` is the rule set's own card settlement alone
    (the objective ``net``)."""
    assert _core is not None and _solve is not None
    options = state.options
    if list(settlements) != [options.card_settlement]:
        raise ValueError("search_worlds: an endgame is solved for the objective net alone")
    args = fast.worlds_args(
        state, known, rng, first, count, seed, rollouts_each, policy, actions, settlements, pots
    )
    return fast.worlds_answer(rng, _solve.search_worlds(*args, limit, table))
