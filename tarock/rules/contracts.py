"""The games of a bidding rule set, as data: a name, a value and what it takes from the talon.

A rule set with an auction (Tapp Tarock) lists its games lowest first in the option
``contracts``; a bid names one of them. The engine reads only this table, never a
game's name: a game that takes no talon is a Solo (it may be bid at a player's first
turn where the rules allow it, and doubles the bonuses its ``bonus_factor`` says).

Examples:
    >>> dreier = Game("Dreier", 3, TalonUse.EITHER)
    >>> dreier.describe(), dreier.takes_talon
    ('Dreier 3 (either half of the talon)', True)
    >>> Game("Solo", 8, TalonUse.NONE, bonus_factor=2).describe()
    'Solo 8 (no talon; Pagat ultimo doubled)'
    >>> tapper(2).describe(), tapper(2).is_solo
    ('Tapper 2 (paid without play)', False)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class TalonUse(Enum):
    """Which half of the talon a game takes."""

    EITHER = "either"
    """The declarer chooses either half."""
    LOWER = "lower"
    """The lower half (the three cards dealt first)."""
    UPPER = "upper"
    """The upper half (the three cards dealt second)."""
    NONE = "none"
    """No talon: the whole talon counts for the defenders (a Solo)."""


_TALON_WORDS = {
    TalonUse.EITHER: "either half of the talon",
    TalonUse.LOWER: "the lower half of the talon",
    TalonUse.UPPER: "the upper half of the talon",
    TalonUse.NONE: "no talon",
}


@dataclass(frozen=True)
class Game:
    """One game of the auction: its name, its value from each defender, its talon."""

    name: str
    value: int
    talon: TalonUse
    bonus_factor: int = 1
    """What the Pagat ultimo (silent or announced) is multiplied by in this game."""
    played: bool = True
    """False for a game not played out: the declarer is paid its value and the deal ends."""

    @property
    def takes_talon(self) -> bool:
        """Whether the declarer takes a half of the talon (and lays away as many cards)."""
        return self.talon is not TalonUse.NONE and self.played

    @property
    def is_solo(self) -> bool:
        """A game played without the talon."""
        return self.talon is TalonUse.NONE and self.played

    def describe(self) -> str:
        if not self.played:
            return f"{self.name} {self.value} (paid without play)"
        extra = "; Pagat ultimo doubled" if self.bonus_factor == 2 else ""
        if self.bonus_factor > 2:
            extra = f"; Pagat ultimo x{self.bonus_factor}"
        return f"{self.name} {self.value} ({_TALON_WORDS[self.talon]}{extra})"


# --8<-- [start:tapper]
def tapper(value: int) -> Game:
    """The Tapper of 1821, the lowest bid, "I tap" (*ich tappe*): a game paid ``value`` by
    each defender without play.

    The first printed rules, the *Theoretisch-praktische Anweisung zur gründlichen
    Erlernung des beliebten Tarok-Tappen Spiels* (Vienna 1821), had three bids: Tapper,
    Dreier and Solo. The Tapper had once been an exchange with the whole talon; by the
    time the rules were printed it was usually not played out: the bidder was paid its
    value and the deal passed on (the English Wikipedia article "Tapp Tarock", its
    history of the bids). No value is given there: the option ``tapper`` sets it (off, 0,
    by default).
    """
    return Game("Tapper", value, TalonUse.NONE, played=False)


# --8<-- [end:tapper]
