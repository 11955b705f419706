"""Many deals at once: ``simulate`` (local or on a Dask cluster, ``cluster``), the rows of
each deal (``rows``; as columns from the compiled core, ``columnar``), the rules lab
(``lab``), settling a recorded deal again
(``resettle``), the compiled core checked against the Python engine (``differential``)
and the intervals the figures carry (``stats``); one deal looked at with every hand shown:
the solver (``solver``: ``solve``) and a finished deal's cards against the best
(``review``: ``analyse``).

May import the table and play, the search player, the compiled core, records and
results, scoring, the engine, the rules and the base (cards, rng); never the words and
pictures or the interfaces.
"""

from __future__ import annotations

from typing import Any

__all__ = ["analyse", "solve"]


def __getattr__(name: str) -> Any:
    """``solve`` and ``analyse``, loaded on first use (the other modules need neither)."""
    if name == "solve":
        from tarock.analysis.solver import solve

        return solve
    if name == "analyse":
        from tarock.analysis.review import analyse

        return analyse
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
