"""The phases of a deal."""

from __future__ import annotations

from enum import Enum

from tarock.cards import Symbol


class Phase(Symbol):
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


# --8<-- [start:thrown-in]
class ThrownIn(Enum):
    """Why a deal ended without play: it is thrown in and dealt again."""

    NO_TRUMP = "a player dealt no trump demanded a new deal"
    """The same dealer deals again."""
    EVERYONE_PASSED = "everyone passed"
    """Nobody bid in the auction: the next dealer deals."""

    @property
    def same_dealer(self) -> bool:
        """Whether the same dealer deals again (else the next seat deals)."""
        return self is ThrownIn.NO_TRUMP


# --8<-- [end:thrown-in]
