"""The one loop: a deal played on by its players until it is over, or until told to stop.

Examples:
    >>> from tarock import rules
    >>> from tarock.engine.state import deal
    >>> from tarock.search.bots import make
    >>> state = deal(rules.get("grosstarock"), seed=7)
    >>> bots = [make("random", seat) for seat in range(3)]
    >>> run(state, bots, stop=lambda state, legal: state.tricks != []).phase.value
    'announce'
    >>> len(state.tricks)
    1
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple, Protocol

from tarock.engine.actions import Action
from tarock.engine.legal import legal_actions, why_illegal
from tarock.engine.phases import Phase
from tarock.engine.state import IllegalAction, State, made


class Player(Protocol):
    """Anything that chooses an action for the seat to move.

    A player may read the whole state, but the bots in this package look only
    at their own hand and at what has been played.
    """

    name: str

    def choose(self, state: State, legal: Mapping[Action, str]) -> Action:
        """One of the ``legal`` actions for ``state.to_move``."""
        ...


class Step(NamedTuple):
    """One action of a deal: who took it, what it was, and the rule clause that allowed it."""

    seat: int
    action: Action
    clause: str


Stop = Callable[[State, Mapping[Action, str]], bool]
"""Whether to stop before the seat to move chooses (given the state and its legal actions)."""

Watch = Callable[[Step, Phase], None]
"""Told of each step once taken, with the phase it was taken in."""


# --8<-- [start:run]
def run(
    state: State,
    players: Sequence[Player | None],
    steps: list[Step] | None = None,
    watch: Watch | None = None,
    stop: Stop | None = None,
) -> State:
    """Play ``state`` on, each seat's player choosing among the legal actions, until the
    deal is over or ``stop`` says so (before a choice; a seat with no player must stop).

    Each step, with the clause that allowed it, goes to ``steps`` if given, and to
    ``watch`` (with the phase it was taken in) once taken. An action the rules do not
    allow raises ``IllegalAction`` naming the rule, and the state is left as it was.
    """
    keep = steps is not None or watch is not None
    while not state.is_over:
        legal = legal_actions(state)
        if stop is not None and stop(state, legal):
            break
        seat, phase = state.to_move, state.phase
        player = players[seat]
        if player is None:
            raise ValueError(f"seat {seat} has no player and the loop was not told to stop")
        action = player.choose(state, legal)
        if keep:  # the clause is kept: looking it up is the check
            try:
                clause = legal[action]
            except KeyError:
                raise IllegalAction(why_illegal(state, action)) from None
        elif action not in legal:
            raise IllegalAction(why_illegal(state, action))
        state.push(action)
        if keep:
            step = made(Step, (seat, action, clause))  # Step(seat, action, clause)
            if steps is not None:
                steps.append(step)
            if watch is not None:
                watch(step, phase)
    return state


# --8<-- [end:run]
