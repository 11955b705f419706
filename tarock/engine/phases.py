"""The phases of a deal."""

from __future__ import annotations

from enum import Enum


class Phase(Enum):
    """Where a deal stands."""

    DEAL = "deal"
    """The cards are dealt; a player with no trump may demand a new deal."""
    BID = "bid"
    """The auction: each player bids a game, holds, or passes."""
    TALON = "talon"
    """The declarer takes a half of the talon."""
    DISCARD = "discard"
    DECLARE = "declare"
    ANNOUNCE = "announce"
    PLAY = "play"
    DONE = "done"

    __hash__ = object.__hash__  # by identity, in C (Enum hashes its name in Python)
