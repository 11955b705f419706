"""Words and pictures: the step-by-step explanations (``explain``), the SVG pictures of
cards, hands, tricks and deals (``render``), and the coach (``coach``: the search player's
advice in words).

May import the analysis, the table, the search player and everything below them; only
the interfaces (web, cli) import it. Loading it fills in ``tarock.shown``'s table, so
that every state, result and record shows itself.
"""

from __future__ import annotations

from tarock.text import explain, render

__all__ = ["explain", "render"]
