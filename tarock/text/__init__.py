"""Words and pictures: the step-by-step explanations (``explain``), the SVG pictures of
cards, hands, tricks and deals (``render``), the coach (``coach``: the search player's
advice in words), and the engine's texts in the reader's language (``translate``, from
the catalogue ``tarock/locale``; ``language``: which language is being written).

May import the analysis, the table, the search player and everything below them; only
the interfaces (web, cli) import it. Its ``MAKERS`` is the table ``tarock.shown`` finds
on first use, so that every state, result and record shows itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tarock.engine.seats import SEAT_NAMES
from tarock.text import explain, render

MAKERS: dict[tuple[str, str], Callable[..., Any]] = {
    ("State", "repr"): explain.state_repr,
    ("State", "str"): lambda state: "\n".join(explain.state_lines(state)),
    ("State", "svg"): render.state_svg,
    ("State", "hand"): lambda state, seat: render.Hand(
        state.hands[seat], SEAT_NAMES[seat], state.ruleset.names
    ),
    ("DealResult", "repr"): explain.result_repr,
    ("DealResult", "str"): lambda result: "\n".join(explain.explain(result)),
    ("DealResult", "svg"): render.deal_svg,
    ("SessionResult", "repr"): explain.session_repr,
    ("Record", "svg"): render.record_svg,
}
"""How each class shows itself: by the class's name and the way (``repr``, ``str``,
``svg``, ``hand``), the function that does it (see ``tarock.shown``)."""

__all__ = ["MAKERS", "explain", "render"]
