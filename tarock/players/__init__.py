"""Players: the protocol and the bots the compiled core mirrors. The bots by name, the
search player among them, are in ``tarock.players.kinds`` (the search player plays its
rollouts through the compiled core, which reads the heuristic bot's tables from here).
"""

from __future__ import annotations

from tarock.players.base import Player
from tarock.players.heuristic import HeuristicPlayer
from tarock.players.human import Human
from tarock.players.random import RandomPlayer

__all__ = ["HeuristicPlayer", "Human", "Player", "RandomPlayer"]
