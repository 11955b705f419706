"""A person as a player like the bots, for a program that asks inside the loop.

``Human`` reads nothing itself: it hands the state and the legal actions to ``ask``, which
shows them and returns a legal action. The terminal and the play page do not use it: a
``tarock.table.Table`` stops its loop when a person is to choose, and takes the choice
with ``act``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from tarock.engine.actions import Action
from tarock.engine.state import State

Ask = Callable[[State, Mapping[Action, str]], Action]
"""Shows the position, reads the person's choice and returns it."""


class Human:
    """A player whose every choice is asked of a person through ``ask``."""

    name = "human"

    def __init__(self, ask: Ask) -> None:
        self.ask = ask

    def choose(self, state: State, legal: Mapping[Action, str]) -> Action:
        return self.ask(state, legal)
