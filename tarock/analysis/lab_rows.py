"""The rules lab's rows straight from the compiled core's words, in plain Python.

The lab (``tarock.analysis.lab``) reads a few columns of each row: ``KEPT``. Where the
compiled core plays, ``rows`` reads those columns from the deals' summary words
(``tarock.fast.summary_words``, ``session_words``) without building a ``Summary`` and a
whole row first; elsewhere it keeps those columns of ``Batch.rows``. The values are those
of ``tarock.analysis.rows.summary_rows`` (with ``_rescored`` and ``_shared``), as
``tarock.analysis.columnar`` reads them with numpy for ``simulate``;
``tests/test_lab_rows.py`` compares them. Standard library only, so the lab page runs it
in the browser.

Amounts are counted in whole units of ``1 / (3 * seats)`` game point, as in ``columnar``.

Examples:
    >>> from tarock import fast, rules
    >>> from tarock.analysis.rows import Batch
    >>> job = Batch.of(rules.get("grosstarock"), (), ("heuristic",) * 3, seed=1)
    >>> deals = list(rows(job, 0, 2)) if fast.plays(job.ruleset(), job.kinds) else None
    >>> deals is None or [[row["position"] for row in deal] for deal in deals]
    [[0, 1, 2], [2, 0, 1]]
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Final

from tarock import fast
from tarock.analysis.rows import CATEGORIES, RULES, Batch, Row, rule_slug, share_units
from tarock.rules.ruleset import Ruleset
from tarock.scoring.settlement import Pot

KEPT: Final = (
    "position",
    "net",
    "pay_card_points",
    *(f"pot_{pot.name.lower()}_{when}" for pot in Pot for when in ("before", "taken")),
    *(f"{kind}_{rule_slug(rule)}" for rule in RULES for kind in ("cp", "net")),
)
"""The columns of ``tarock.analysis.rows.deal_rows`` that the lab's figures read."""

BATCH: Final = 50
"""Deals the core plays at a call: enough to make a call's cost small, few enough that the
page reports progress often (whole sessions, for rule sets with pots)."""


def rows(batch: Batch, start: int, stop: int) -> Iterator[list[Row]]:
    """The deals ``start`` to ``stop - 1`` that ``batch.rows`` plays, one list of rows a deal,
    with the ``KEPT`` columns only: read from the core's words where the compiled core plays
    (``tarock.fast.plays``), else taken from ``batch.rows``."""
    ruleset = batch.ruleset()
    if not fast.plays(ruleset, batch.kinds):
        for deal in batch.rows(start, stop):
            yield [{key: row[key] for key in KEPT} for row in deal]
        return
    step = max(batch.session, BATCH // batch.session * batch.session)
    for first in range(start, stop, step):
        last = min(first + step, stop)
        if batch.pots:
            data, ends = fast.session_words(
                ruleset, batch.kinds, batch.seed, first, last, batch.session
            )
        else:
            data, ends = fast.summary_words(ruleset, batch.kinds, batch.seed, first, last), b""
        yield from _rows(_Words(data), ends, ruleset, last - first, batch.session)


class _Words:
    """A batch's summary words (``tarock.fast.summary_layout``): ``at(name)`` is where a
    field's first word of the first deal lies, a field's next word ``count`` words on, a
    deal's the word after."""

    def __init__(self, data: bytes) -> None:
        size, layout = fast.summary_layout()
        self.words: list[int] = memoryview(data).cast("q").tolist()
        self.count = len(self.words) // size
        self.starts = {name: at * self.count for name, at, _ in layout}


def _rows(
    words: _Words, ends: bytes, ruleset: Ruleset, played: int, length: int
) -> Iterator[list[Row]]:
    """Each deal's rows, the sharing of a session's pots (``ends``) in its last deal."""
    options = ruleset.options
    seats = options.seats
    unit = 3 * seats
    w, n, at = words.words, words.count, words.starts
    kinds, settlements, _ = fast.summary_names()
    paying = [at["kinds"] + 4 * kinds.index(name) * n for name in CATEGORIES if name in kinds]
    paying.append(at["staked"])  # the stakes before a session's deal (category "pots")
    card_points = at["kinds"] + 4 * kinds.index("card_points") * n
    own = at["rescored"] + 4 * settlements.index(options.card_settlement.value) * n
    rescored = [
        (f"cp_{slug}", f"net_{slug}", at["rescored"] + 4 * settlements.index(rule.value) * n)
        for rule, slug in ((rule, rule_slug(rule)) for rule in RULES)
    ]
    pots = [
        (f"pot_{pot.name.lower()}_before", f"pot_{pot.name.lower()}_taken", i)
        for i, pot in enumerate(Pot)
    ]
    contracts = bool(getattr(options, "contracts", ()))
    at_end = memoryview(ends).cast("q").tolist() if ends else []
    nothing: dict[str, tuple[int, ...]] = {}
    for k in range(n):
        active = [w[at["active"] + i * n + k] for i in range(w[at["nactive"] + k])]
        at_dealer = active.index(w[at["dealer"] + k])
        shared = nothing
        if at_end and ((k + 1) % length == 0 or k == played - 1):
            session = len(Pot) * (k // length)
            shared = share_units(tuple(at_end[session : session + len(Pot)]), seats)[0]
        paid = {seat: w[card_points + seat * n + k] for seat in active}
        # as rows._rescored: no par where card points decide a contract; card-point
        # payments not those of the deal's own rule cannot be re-scored, or were cancelled
        fixed: float | None = math.nan if contracts else None
        if not contracts and any(w[own + seat * n + k] != paid[seat] for seat in active):
            fixed = math.nan if any(paid.values()) else 0.0
        deal: list[Row] = []
        for place, seat in enumerate(active):
            extra = sum(by_seat[seat] for by_seat in shared.values())
            net = sum(w[block + seat * n + k] for block in paying) * seats + extra
            cp_units = paid[seat] * seats + shared.get("card_points", (0,) * seats)[seat]
            row: Row = {
                "position": (place - at_dealer) % len(active),
                "net": net / unit,
                "pay_card_points": cp_units / unit,
            }
            for before, taken, i in pots:
                row[before] = w[at["pots_before"] + i * n + k] / 3
                row[taken] = w[at["pot_taken"] + (4 * i + seat) * n + k] / 3
            rest = (net - cp_units) / unit
            for cp_column, net_column, where in rescored:
                cp = w[where + seat * n + k] / 3 if fixed is None else fixed
                row[cp_column] = cp
                row[net_column] = rest + cp
            deal.append(row)
        yield deal
