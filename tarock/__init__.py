"""tarock: an executable history of the Grosstarock family of card games.

One seed is one deal everywhere: ``tarock.deal(ruleset, seed)`` deals the cards that
``play_deal(..., seed)``, ``tarock deal --seed`` and a record with that seed hold (see
``tarock.rng``). Seats are numbered from 0 and named A, B, C, D (``tarock.seat("B")``
is 1); states, hands, results and records draw themselves in a notebook.

The names below are loaded on first use (PEP 562): ``import tarock.engine.state`` loads
the engine alone, not the players, the compiled core or the words and pictures.

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

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tarock import rules
    from tarock.cards import Card, Suit, pack, parse
    from tarock.engine.seats import SEAT_NAMES, seat
    from tarock.engine.state import IllegalAction, State, deal
    from tarock.play import play_deal, replay
    from tarock.records import Record, RecordError
    from tarock.results import DealResult
    from tarock.table import Table
    from tarock.text import explain, render
    from tarock.text.render import Hand

__version__ = "0.1.0"

_WHERE: dict[str, str] = {
    "SEAT_NAMES": "tarock.engine.seats",
    "Card": "tarock.cards",
    "DealResult": "tarock.results",
    "Hand": "tarock.text.render",
    "IllegalAction": "tarock.engine.state",
    "Record": "tarock.records",
    "RecordError": "tarock.records",
    "State": "tarock.engine.state",
    "Suit": "tarock.cards",
    "Table": "tarock.table",
    "deal": "tarock.engine.state",
    "pack": "tarock.cards",
    "parse": "tarock.cards",
    "play_deal": "tarock.play",
    "replay": "tarock.play",
    "seat": "tarock.engine.seats",
}
"""Each name of the front door and the module that defines it."""
_MODULES = {
    "explain": "tarock.text.explain",
    "render": "tarock.text.render",
    "rules": "tarock.rules",
}
"""The modules the front door offers by a short name."""

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


def __getattr__(name: str) -> Any:
    """A front-door name, loaded from its module on first use."""
    if name in _MODULES:
        value = import_module(_MODULES[name])
    elif name in _WHERE:
        value = getattr(import_module(_WHERE[name]), name)
    else:
        raise AttributeError(f"module 'tarock' has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
