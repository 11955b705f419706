"""The player protocol: given the deal and the legal actions, choose one (defined with the
loop that asks it, ``tarock.engine.loop``)."""

from __future__ import annotations

from tarock.engine.loop import Player

__all__ = ["Player"]
