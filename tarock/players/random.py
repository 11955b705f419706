"""A player that picks uniformly among the legal actions.

Its random source is the standard library's Mersenne Twister, whose ``random()``
Python promises to keep giving the same sequence for the same seed on every
version; it is several times cheaper per draw than the SplitMix64 of
``tarock.rng``, which the shuffle keeps. A draw ``int(random() * n)`` is uniform
to within ``n / 2**53``.

Examples:
    >>> RandomPlayer(7).draw()  # the same on every Python version and platform
    0.32383276483316237
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from tarock.engine.actions import Action
from tarock.engine.legal import offered
from tarock.engine.state import State


class RandomPlayer:
    """Uniform over the legal actions, from its own seeded random source."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.draw = random.Random(seed).random

    def choose(self, state: State, legal: Mapping[Action, str]) -> Action:
        actions = offered(legal)
        return actions[int(self.draw() * len(actions))]
