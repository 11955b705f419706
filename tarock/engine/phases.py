"""The phases of a deal."""

from __future__ import annotations

from enum import Enum


class Phase(Enum):
    """Where a deal stands."""

    DEAL = "deal"
    """The cards are dealt; a player with no trump may demand a new deal."""
    DISCARD = "discard"
    DECLARE = "declare"
    ANNOUNCE = "announce"
    PLAY = "play"
    DONE = "done"
