"""A player that picks uniformly among the legal actions."""

from __future__ import annotations

from collections.abc import Mapping

from tarock.engine.actions import Action
from tarock.engine.state import State
from tarock.rng import Rng


class RandomPlayer:
    """Uniform over the legal actions, from its own seeded random source."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, state: State, legal: Mapping[Action, str]) -> Action:
        actions = list(legal)
        return actions[self.rng.below(len(actions))]
