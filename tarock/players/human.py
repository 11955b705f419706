"""The person at the terminal, as a player like the bots.

``Human`` reads nothing itself: it hands the state and the legal actions to ``ask``, the
terminal's prompt, which shows them, reads a line and returns a legal action (or raises
to stop, or to take a card back). The core stays free of any terminal library.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from tarock.engine.actions import Action
from tarock.engine.state import State

Ask = Callable[[State, Mapping[Action, str]], Action]
"""Shows the position, reads the person's choice and returns it."""


class Human:
    """A player whose every choice is read from a person (see ``tarock.cli.terminal``)."""

    name = "human"

    def __init__(self, ask: Ask) -> None:
        self.ask = ask

    def choose(self, state: State, legal: Mapping[Action, str]) -> Action:
        return self.ask(state, legal)
