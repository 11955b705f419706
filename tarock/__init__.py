"""tarock: an executable history of the Grosstarock family of card games.

Examples:
    >>> import tarock
    >>> result = tarock.play_deal(tarock.rules.get("grosstarock"), ["random"] * 3, seed=1)
    >>> len(result.state.tricks), sum(result.net.values())
    (25, 0)
"""

from __future__ import annotations

from tarock import rules
from tarock.cards import Card, Suit, pack, parse
from tarock.engine.state import IllegalAction, State, deal
from tarock.play import DealResult, play_deal, replay
from tarock.records import Record, RecordError

__version__ = "0.1.0"

__all__ = [
    "Card",
    "DealResult",
    "IllegalAction",
    "Record",
    "RecordError",
    "State",
    "Suit",
    "deal",
    "pack",
    "parse",
    "play_deal",
    "replay",
    "rules",
]
