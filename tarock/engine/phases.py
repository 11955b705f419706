"""The phases of a deal."""

from __future__ import annotations

from enum import Enum


class Phase(Enum):
    """Where a deal stands."""

    DISCARD = "discard"
    DECLARE = "declare"
    ANNOUNCE = "announce"
    PLAY = "play"
    DONE = "done"
