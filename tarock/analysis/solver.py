"""Could I have won? The double-dummy solver for the tricks, every hand shown: the paranoid
value of each legal action, with a line of best play (see ``tarock.search.solver``, where
it lives beside the search player, which solves its worlds' endgames with it; its names
are given here too).

Examples:
    >>> from tarock import rules
    >>> from tarock.engine.state import deal
    >>> from tarock.engine.loop import run
    >>> from tarock.search.bots import make
    >>> state = deal(rules.get("grosstarock"), seed=4)
    >>> bots = [make("heuristic", seat) for seat in range(3)]
    >>> state = run(state, bots, stop=lambda state, legal: len(state.tricks) == 22)
    >>> [(choice.action.text, choice.value) for choice in solve(state).choices]
    [('play T1', 77), ('play T18', 103), ('play T19', 103)]
"""

from __future__ import annotations

from tarock.search.solver import (
    LIMIT,
    OBJECTIVES,
    TABLE,
    Choice,
    Objective,
    OutOfReach,
    Solution,
    SolveError,
    after_trick,
    equivalents,
    merged,
    pile_code,
    solve,
    summary_of,
)

__all__ = [
    "LIMIT",
    "OBJECTIVES",
    "TABLE",
    "Choice",
    "Objective",
    "OutOfReach",
    "Solution",
    "SolveError",
    "after_trick",
    "equivalents",
    "merged",
    "pile_code",
    "solve",
    "summary_of",
]
