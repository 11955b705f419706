"""The bots by name: every kind a table, the command line or a record may ask for.

Examples:
    >>> sorted(KINDS)
    ['heuristic', 'random', 'search']
    >>> make("heuristic", 7).__class__.__name__
    'HeuristicPlayer'
"""

from __future__ import annotations

from collections.abc import Callable

from tarock.players import BOTS, Player
from tarock.search.player import SearchPlayer

KINDS: dict[str, Callable[[int], Player]] = {**BOTS, "search": SearchPlayer}
"""Bot kinds by name; each is made with a seed."""


class UnknownPlayer(ValueError):
    """A player kind that does not exist."""


def make(kind: str, seed: int) -> Player:
    """A bot of ``kind`` with its own random source seeded by ``seed``."""
    try:
        return KINDS[kind](seed)
    except KeyError:
        raise UnknownPlayer(f"unknown player {kind!r}; players are: {', '.join(KINDS)}") from None
