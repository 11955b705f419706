"""The player protocol: given the deal and the legal actions, choose one."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from tarock.engine.actions import Action
from tarock.engine.state import State


class Player(Protocol):
    """Anything that chooses an action for the seat to move.

    A player may read the whole state, but the bots in this package look only
    at their own hand and at what has been played.
    """

    name: str

    def choose(self, state: State, legal: Mapping[Action, str]) -> Action:
        """One of the ``legal`` actions for ``state.to_move``."""
        ...
