"""Players: the protocol and the bots the compiled core mirrors. The bots by name, the
search player among them, are in ``tarock.search.bots``.

May import the engine, the rules and the base (cards, rng, shown); the compiled core
mirrors these bots and the worlds they are dealt (``worlds``), so it sits above them.
"""

from __future__ import annotations

from collections.abc import Callable

from tarock.players.base import Player
from tarock.players.heuristic import HeuristicPlayer
from tarock.players.human import Human
from tarock.players.random import RandomPlayer

BOTS: dict[str, Callable[[int], Player]] = {"random": RandomPlayer, "heuristic": HeuristicPlayer}
"""The bots that play from a seed alone, by name: the compiled core plays them too, in
this order, and the search player plays its rollouts with them."""

__all__ = ["BOTS", "HeuristicPlayer", "Human", "Player", "RandomPlayer"]
