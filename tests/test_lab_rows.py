"""The rules lab's rows read from the compiled core's words: the values of the whole rows.

``tarock.analysis.lab_rows.rows`` is compared, value for value (NaN with NaN), with the
``KEPT`` columns of ``Batch.rows``: with the Python engine playing (``TAROCK_PURE=1``) for
every rule set, and with the core's own rows over the option sets of the core's
differential, sessions cut short, runs that start part-way and tables of four.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence

import pytest

from tarock import fast, rules
from tarock.analysis import lab_rows
from tarock.analysis.lab_rows import KEPT
from tarock.analysis.rows import Batch, Row

try:
    from test_fast import OPTIONS
except pytest.skip.Exception:
    OPTIONS = []

pytest.importorskip("tarock.fast._core", reason="the compiled core is not built")


def whole(batch: Batch, start: int, stop: int) -> Iterator[list[Row]]:
    """The ``KEPT`` columns of ``batch.rows``."""
    for deal in batch.rows(start, stop):
        yield [{key: row[key] for key in KEPT} for row in deal]


def assert_same(found: Sequence[list[Row]], expected: Sequence[list[Row]]) -> None:
    assert len(found) == len(expected)
    for k, (ours, theirs) in enumerate(zip(found, expected, strict=True)):
        assert [list(row) for row in ours] == [list(row) for row in theirs], k
        for row, other in zip(ours, theirs, strict=True):
            for key in KEPT:
                a, b = row[key], other[key]
                assert a == b or (math.isnan(a) and math.isnan(b)), (k, key, a, b)
                assert type(a) is type(b), (k, key)


@pytest.mark.parametrize("variant", rules.ids())
def test_the_python_engines_rows(monkeypatch: pytest.MonkeyPatch, variant: str) -> None:
    ruleset = rules.get(variant)
    batch = Batch.of(ruleset, (), ("heuristic",) * ruleset.options.seats, seed=5)
    read = list(lab_rows.rows(batch, 0, 40))
    with monkeypatch.context() as patch:
        patch.setenv("TAROCK_PURE", "1")
        assert not fast.plays(ruleset, batch.kinds)
        played = list(whole(batch, 0, 40))
    assert_same(read, played)


@pytest.mark.parametrize(("variant", "options"), [(v, ()) for v in rules.ids()] + OPTIONS)
def test_the_cores_own_rows(variant: str, options: tuple[str, ...]) -> None:
    ruleset = rules.get(variant, options)
    for kind in ("random", "heuristic"):
        batch = Batch.of(ruleset, options, (kind,) * ruleset.options.seats, seed=11)
        assert fast.plays(ruleset, batch.kinds)
        assert_same(list(lab_rows.rows(batch, 0, 250)), list(whole(batch, 0, 250)))


@pytest.mark.parametrize("variant", ["danish-tarok", "grand-tarot"])
@pytest.mark.parametrize(("start", "stop", "session"), [(0, 7, 3), (6, 61, 3), (8, 30, 4)])
def test_sessions_cut_short_and_started_part_way(
    variant: str, start: int, stop: int, session: int
) -> None:
    ruleset = rules.get(variant)
    batch = Batch.of(ruleset, (), ("heuristic",) * 3, seed=3, session=session)
    assert_same(list(lab_rows.rows(batch, start, stop)), list(whole(batch, start, stop)))


def test_a_table_of_four_rows_the_three_who_play() -> None:
    ruleset = rules.get("danish-tarok", ("seats=4",))
    batch = Batch.of(ruleset, ("seats=4",), ("heuristic",) * 4, seed=9)
    read = list(lab_rows.rows(batch, 0, 40))
    assert {len(deal) for deal in read} == {3}
    assert sorted(row["position"] for row in read[0]) == [0, 1, 2]
    assert_same(read, list(whole(batch, 0, 40)))
