"""tarock: an executable history of the Grosstarock family of card games.

One seed is one deal everywhere: ``tarock.deal(ruleset, seed)`` deals the cards that
``play_deal(..., seed)``, ``tarock deal --seed`` and a record with that seed hold (see
``tarock.rng``). Seats are numbered from 0 and named A, B, C, D (``tarock.seat("B")``
is 1); states, hands, results and records draw themselves in a notebook.

Examples:
    >>> import tarock
    >>> result = tarock.play_deal(tarock.rules.get("grosstarock"), ["random"] * 3, seed=1)
    >>> len(result.state.tricks), sum(result.net.values())
    (25, 0)
    >>> tarock.deal(tarock.rules.get("grosstarock"), 1).dealt == result.state.dealt
    True
    >>> result
    <DealResult grosstarock, seed 1, dealer A: A +83, B +43, C -126>
"""

from __future__ import annotations

from tarock import explain, render, rules
from tarock.cards import Card, Suit, pack, parse
from tarock.engine.seats import SEAT_NAMES, seat
from tarock.engine.state import IllegalAction, State, deal
from tarock.play import play_deal, replay
from tarock.records import Record, RecordError
from tarock.render import Hand
from tarock.results import DealResult
from tarock.table import Table

__version__ = "0.1.0"

__all__ = [
    "SEAT_NAMES",
    "Card",
    "DealResult",
    "Hand",
    "IllegalAction",
    "Record",
    "RecordError",
    "State",
    "Suit",
    "Table",
    "deal",
    "explain",
    "pack",
    "parse",
    "play_deal",
    "render",
    "replay",
    "rules",
    "seat",
]
