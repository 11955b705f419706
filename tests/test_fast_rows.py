"""``tarock simulate`` through the compiled core: the same rows, byte for byte.

The frames (as CSV text) of runs played by the compiled core, built column by column
(``tarock.analysis.columnar``), are compared with those of ``TAROCK_PURE=1`` (the Python
engine, row by row) for every rule set and both bot kinds, the option sets of the core's
own differential (``tests/test_fast.py``), sessions with pots, worker pools and a local
cluster; the frames themselves exactly (values and dtypes) and their Parquet files byte for
byte, at three seats and four and under every kind of card settlement; then the fallback
without the core, the choice of engine, Ctrl-C, and the errors for bad input.
"""

from __future__ import annotations

import io
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from click.testing import CliRunner

import tarock.analysis.rows
from sitegen import throughput
from tarock import fast, rules
from tarock.analysis import columnar
from tarock.analysis import simulate as sim
from tarock.analysis.cluster import connect
from tarock.analysis.rows import Batch, summary
from tarock.cli import main
from tarock.play import play_deal
from tarock.rng import deal_seed
from tarock.scoring.session import keeps_pots

try:  # the option sets the core's differential plays (skipped there without the core)
    from test_fast import OPTIONS
except pytest.skip.Exception:
    OPTIONS = []

core = pytest.importorskip("tarock.fast._core", reason="the compiled core is not built")

KINDS = ("random", "heuristic")
DEALS = 300
"""Seeded deals per rule set and bot kind in the differential over rows."""


def pure(monkeypatch: pytest.MonkeyPatch, variant: str, deals: int, **kwargs: Any) -> str:
    """The run's frame as CSV text, played by the Python engine."""
    with monkeypatch.context() as patch:
        patch.setenv("TAROCK_PURE", "1")
        assert not fast.available()
        return sim.simulate(variant, deals, **kwargs).to_csv(index=False)


def compiled(variant: str, deals: int, **kwargs: Any) -> str:
    """The run's frame as CSV text, played by the compiled core."""
    assert fast.available()
    return sim.simulate(variant, deals, **kwargs).to_csv(index=False)


@pytest.fixture
def python_engine_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Python engine's deals and sessions raise: only the compiled core may play."""

    def refused(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("the Python engine played a deal the compiled core plays")

    monkeypatch.setattr(tarock.analysis.rows, "play_deal", refused)
    monkeypatch.setattr(tarock.analysis.rows.play, "play_session", refused)


# -- the same rows -----------------------------------------------------------------------


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("variant", rules.ids())
def test_every_rule_set_gives_the_pure_rows(
    monkeypatch: pytest.MonkeyPatch, variant: str, kind: str, python_engine_refused: None
) -> None:
    got = compiled(variant, DEALS, players=kind, seed=21)
    monkeypatch.undo()  # the Python engine may play again
    want = pure(monkeypatch, variant, DEALS, players=kind, seed=21)
    assert got == want
    frame = pd.read_csv(io.StringIO(got))
    assert frame["deal"].nunique() == DEALS
    by_deal = frame.groupby("deal")
    pots = by_deal["pot_king_change"].first() + by_deal["pot_pagat_change"].first()
    assert ((by_deal["net"].sum() + pots).abs() < 1e-9).all()  # the ledger and the pots


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(("variant", "options"), OPTIONS)
def test_the_differential_s_option_sets_give_the_pure_rows(
    monkeypatch: pytest.MonkeyPatch, variant: str, options: tuple[str, ...], kind: str
) -> None:
    args = {"players": kind, "seed": 4, "options": options}
    assert compiled(variant, 40, **args) == pure(monkeypatch, variant, 40, **args)


POTS = [variant for variant in rules.ids() if keeps_pots(rules.get(variant).options)]


@pytest.mark.parametrize(
    ("players", "session"), [("heuristic", 1), ("random,heuristic,random", 7), ("random", 25)]
)
@pytest.mark.parametrize("variant", POTS)
def test_sessions_of_any_length_give_the_pure_rows(
    monkeypatch: pytest.MonkeyPatch, variant: str, players: str, session: int
) -> None:
    # 50 deals: the last session cut short where 50 is not a whole number of sessions
    args = {"players": players, "seed": 8, "session": session}
    assert compiled(variant, 50, **args) == pure(monkeypatch, variant, 50, **args)


def test_a_mixed_table_and_a_seed_beyond_64_bits_give_the_pure_rows(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    args = {"players": "heuristic,random,heuristic", "seed": 2**70 + 5}
    assert compiled("grosstarock", 60, **args) == pure(monkeypatch, "grosstarock", 60, **args)


COLUMNAR = [
    ("taroc-1754", ()),
    ("taroc-1754", ("seats=4",)),
    ("taroc-1754", ("declare_laid_away=true", "discard_disclosure=fact")),  # decl_other
    ("grosstarock", ()),
    ("grosstarock", ("card_settlement=none",)),
    ("grosstarock", ("seats=4", "card_settlement=bands-each")),
    ("danish-tarok", ()),
    ("danish-tarok", ("seats=4", "card_settlement=none")),  # pots shared in twelfths
    ("grand-tarot", ()),
    ("grand-tarot", ("seats=4", "card_settlement=bands")),
    ("tapp-tarock", ()),
    ("tapp-tarock", ("talon_half=free",)),
]
"""Every rule set, at three seats and four, under card settlements that pay and that do not."""


@pytest.mark.parametrize("players", ["random", "heuristic", "mixed"])
@pytest.mark.parametrize(("variant", "options"), COLUMNAR)
def test_the_columns_give_the_pure_frame_and_file_exactly(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    variant: str,
    options: tuple[str, ...],
    players: str,
    python_engine_refused: None,
) -> None:
    """The frame built column by column from the core's words is the Python engine's frame
    (``TAROCK_PURE=1``), value for value and dtype for dtype, and so is its Parquet file,
    byte for byte; the run comes in batches, some without a rare column (``decl_other``)."""
    seats = rules.get(variant, options).options.seats
    kinds = ["random", "heuristic"] * 2 if players == "mixed" else [players]
    args = {"players": kinds[:seats] if players == "mixed" else players, "options": options}
    got = sim.simulate(variant, 120, seed=17, **args)
    monkeypatch.undo()  # the Python engine may play again
    with monkeypatch.context() as patch:
        patch.setenv("TAROCK_PURE", "1")
        want = sim.simulate(variant, 120, seed=17, **args)
    pd.testing.assert_frame_equal(got, want, check_exact=True)
    assert got.attrs == want.attrs
    files = [tmp_path / "compiled.parquet", tmp_path / "pure.parquet"]
    for data, path in zip((got, want), files, strict=True):
        sim.write(data, path)
    assert files[0].read_bytes() == files[1].read_bytes()


def test_batches_of_rows_and_of_columns_make_one_frame() -> None:
    """A batch the Python engine played (a cluster's worker without the core) goes into the
    frame with the core's batches, as if the core had played it."""
    options = ("declare_laid_away=true",)
    ruleset = rules.get("taroc-1754", options)
    job = Batch.of(ruleset, options, ("random",) * 3, 2)
    compiled_part = sim._chunk(job, 0, 30)
    with fast.python_engine():
        pure_part = sim._chunk(job, 30, 60)
        whole = sim.simulate(ruleset.id, 60, "random", seed=2, options=options)
    assert isinstance(compiled_part[2], dict) and isinstance(pure_part[2], list)
    mixed = sim._frame({30: pure_part[2], 0: compiled_part[2]}, ruleset, whole.attrs)
    assert "decl_other" in mixed.columns
    pd.testing.assert_frame_equal(mixed, whole, check_exact=True)


@pytest.mark.parametrize("variant", ["taroc-1754", "danish-tarok"])
def test_two_workers_give_the_pure_rows_of_one_process(
    monkeypatch: pytest.MonkeyPatch, variant: str
) -> None:
    args = {"players": "heuristic", "seed": 12}
    two = compiled(variant, 120, workers=2, **args)
    assert two == pure(monkeypatch, variant, 120, **args)


def test_the_summary_is_the_python_engines_deal_by_deal() -> None:
    """What the core reports of each deal (before any row is built) is what the rows read
    off the Python engine's deal: the redeals, the hands, the declarations, every payment."""
    ruleset = rules.get("tapp-tarock")  # an auction: deals thrown in when everyone passes
    kinds = ("random",) * 3
    got = fast.summaries(ruleset, kinds, 5, 0, 200)
    redealt = 0
    for k, facts in enumerate(got):
        result = play_deal(ruleset, kinds, deal_seed(5, k), k % 3)
        redeals = 0
        while result.state.redealt:
            redeals += 1
            result = play_deal(ruleset, kinds, deal_seed(5, k, redeals), k % 3)
        want = summary(result, redeals=redeals)
        redealt += redeals > 0
        nonzero = {name: {s: v for s, v in row.items() if v} for name, row in want.pay.items()}
        assert {name: row for name, row in nonzero.items() if row} == {
            name: {s: v for s, v in row.items() if v}
            for name, row in facts.pay.items()
            if any(row.values())
        }
        same = ("pay", "pots_before", "pot_change", "pot_taken", "from_pots")
        assert facts._replace(**{name: None for name in same}) == want._replace(
            **{name: None for name in same}
        ), k
    assert redealt > 0  # the redeals were compared too


# -- which engine plays ------------------------------------------------------------------


def test_tarock_pure_makes_the_python_engine_play(monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("the compiled core played under TAROCK_PURE=1")

    monkeypatch.setattr(fast, "summaries", refused)
    monkeypatch.setattr(fast, "session", refused)
    monkeypatch.setenv("TAROCK_PURE", "1")
    for variant in ("grosstarock", "danish-tarok"):
        assert sim.simulate(variant, 6, "random", seed=1)["deal"].nunique() == 6


def test_a_bot_the_core_does_not_play_leaves_the_run_to_the_python_engine(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    batch = Batch.of(rules.get("grosstarock"), (), ("search", "heuristic", "heuristic"), 3)
    assert not fast.plays(batch.ruleset(), batch.kinds)
    assert fast.plays(batch.ruleset(), ("heuristic",) * 3)
    with pytest.raises(fast.Unsupported, match="plays the bots random, heuristic, not 'search'"):
        fast.summaries(batch.ruleset(), batch.kinds, 3, 0, 1)


def without_core(patch: pytest.MonkeyPatch) -> None:
    """This machine as one without a C compiler: the core not built."""
    patch.setattr(fast, "_core", None)
    patch.setattr(fast, "MISSING", "the compiled play core is not built (test)")
    patch.setattr(fast, "_told", False)


@pytest.mark.parametrize("variant", ["grosstarock", "grand-tarot"])
def test_without_the_core_the_python_engine_plays_and_one_line_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], variant: str
) -> None:
    want = compiled(variant, 30, players="heuristic", seed=2)
    capsys.readouterr()
    with monkeypatch.context() as patch:
        without_core(patch)
        assert not fast.available()
        assert not fast.plays(rules.get(variant), ("heuristic",) * 3)
        got = sim.simulate(variant, 30, "heuristic", seed=2).to_csv(index=False)
        sim.simulate(variant, 3, "heuristic", seed=2)  # said once only
    assert got == want
    assert capsys.readouterr().err == "the compiled play core is not built (test)\n"


def test_the_cli_without_the_core_writes_the_same_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    args = ["simulate", "--variant", "taroc-1754", "--deals", "25", "--seed", "6"]
    args += ["--players", "random"]
    CliRunner().invoke(main, [*args, "--out", str(tmp_path / "fast.csv")], catch_exceptions=False)
    without_core(monkeypatch)
    result = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "pure.csv")])
    assert result.exit_code == 0, result.stderr
    assert "the compiled play core is not built (test)" in result.stderr.splitlines()
    assert (tmp_path / "fast.csv").read_bytes() == (tmp_path / "pure.csv").read_bytes()


# -- Ctrl-C and bad input ----------------------------------------------------------------


def test_an_interrupt_between_the_cores_batches_keeps_the_finished_deals(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls = {"n": 0}
    real = columnar.compiled

    def flaky(*args: Any, **kwargs: Any) -> columnar.Columns:
        calls["n"] += 1
        if calls["n"] > 2:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(columnar, "compiled", flaky)
    monkeypatch.setattr(sim, "CHUNK_MOST", 3)  # batches of three deals
    with pytest.raises(sim.SimulationInterrupted) as caught:
        sim.simulate("grosstarock", 20, "random", seed=9)
    kept = caught.value.frame
    monkeypatch.undo()
    deals = kept["deal"].nunique()
    assert calls["n"] == 3 and deals == 6  # the two batches before the third
    assert sorted(kept["deal"].unique()) == list(range(deals))
    full = sim.simulate("grosstarock", deals, "random", seed=9)
    assert kept.to_csv(index=False) == full.to_csv(index=False)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "random,heuristic"], "2 players for 3 seats"),
        (["--players", "cheater"], "unknown player 'cheater'"),
        (["--deals", "-1"], "--deals"),
        (["-o", "vole=many"], "option 'vole' takes a whole number"),
        (["--session", "3"], "keeps no pots"),
    ],
)
def test_bad_input_still_gets_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], message: str
) -> None:
    assert fast.available()  # the compiled core would play the run
    monkeypatch.chdir(tmp_path)
    command = ["simulate", "--variant", "grosstarock", "--deals", "3", "--out", "x.csv", *args]
    result = CliRunner().invoke(main, command)
    assert result.exit_code == 2, result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("tarock: error: "), result.stderr
    assert message in lines[0]
    assert list(tmp_path.iterdir()) == []


def test_the_core_refuses_a_run_it_cannot_read_with_one_line() -> None:
    ruleset = rules.get("grosstarock")
    configs, codes = fast._run(ruleset, ("random",) * 3)
    with pytest.raises(ValueError, match="summaries: 0 <= start <= stop"):
        core.summaries(configs, codes, 1, 5, 2)
    with pytest.raises(ValueError, match=r"configs\[d\] must be the config of dealer d"):
        core.summaries(configs[::-1], codes, 1, 0, 2)
    with pytest.raises(ValueError, match="session: a deal or more"):
        core.session(configs, codes, 1, 0, 0, (20, 5, 1))
    with pytest.raises(ValueError, match="sessions: 0 <= start <= stop, a deal or more"):
        core.sessions(configs, codes, 1, 0, 6, 0, (20, 5, 1))
    with pytest.raises(ValueError, match="card_texts: two words a mask"):
        core.card_texts(b"abc", ("T1",))
    with pytest.raises(ValueError, match="card_texts: a mask holds a card beyond the names"):
        core.card_texts((4).to_bytes(16, "little"), ("T1", "T2"))
    with pytest.raises(ValueError, match="card_texts: names of one to three bytes"):
        core.card_texts(bytes(16), ("T100",))


def test_no_deals_give_an_empty_frame_on_both_engines(monkeypatch: pytest.MonkeyPatch) -> None:
    assert compiled("grosstarock", 0, players="random", seed=1) == pure(
        monkeypatch, "grosstarock", 0, players="random", seed=1
    )


@pytest.fixture(scope="module")
def cluster() -> Iterator[sim.Cluster]:
    """A local Dask cluster of two worker processes (``--cluster local``)."""
    with connect("local", workers=2) as pool:
        yield pool


@pytest.mark.parametrize(("variant", "session"), [("grosstarock", None), ("grand-tarot", 4)])
def test_a_local_cluster_gives_the_pure_rows(
    monkeypatch: pytest.MonkeyPatch, cluster: sim.Cluster, variant: str, session: int | None
) -> None:
    extra = {} if session is None else {"session": session}
    got = sim.simulate(variant, 80, "heuristic", seed=13, cluster=cluster, **extra)
    want = pure(monkeypatch, variant, 80, players="heuristic", seed=13, **extra)
    assert got.to_csv(index=False) == want


def test_declarations_read_literally_are_counted_in_their_own_columns() -> None:
    """Under ``ladons=one-point`` the Ladons declared are the literal reading's, and the rows
    place them in the table's columns (not in ``decl_other``), on both engines alike."""
    frame = sim.simulate("grosstarock", 60, "heuristic", seed=4, options=["ladons=one-point"])
    columns = [name for name in frame.columns if name.startswith("decl_")]
    assert "decl_other" not in columns
    assert (frame[columns].sum(axis=1) == frame["declared_value"]).all()
    assert frame["declared_value"].sum() > 0


# -- the figures on the pages ------------------------------------------------------------


def test_the_pages_state_the_simulate_figures_measured_at_build_time() -> None:
    docs = Path(__file__).parents[1] / "docs" / "reference"
    assert "print(throughput.table())" in (docs / "performance.md").read_text("utf-8")
    assert "print(throughput.speedup())" in (docs / "simulate.md").read_text("utf-8")
    figures = throughput.figures(0.02, 1)
    assert list(figures) == rules.ids()
    lines = throughput.table(0.02, 1).splitlines()[2:]
    for line, (variant, (python, compiled, alone)) in zip(lines, figures.items(), strict=True):
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        assert cells == [
            rules.get(variant).title,
            f"{python:,.0f}",
            f"{compiled:,.0f}",
            f"{compiled / python:,.1f}x",
            f"{alone:,.0f}",
            f"{compiled / alone:.0%}",
        ]
    low = min(compiled / python for python, compiled, _ in figures.values())
    assert f"`simulate` {low:.1f} to" in throughput.speedup(0.02, 1)
    assert throughput.with_pots() == " and ".join(rules.get(v).title for v in POTS)


def test_the_performance_page_states_the_recorded_big_run() -> None:
    page = (Path(__file__).parents[1] / "docs" / "reference" / "performance.md").read_text()
    assert "print(throughput.million())" in page
    found = throughput.recorded()
    assert found["deals"] == 1_000_000 and found["workers"] == 2
    said = throughput.million()
    assert f"took {found['seconds']:.0f} seconds" in said
    assert found["machine"]["date"] in said
    assert "No big run recorded" in throughput.million({})


def test_the_measurement_switches_the_engine_and_puts_it_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("TAROCK_PURE", raising=False)
    with throughput.engine(pure=True):
        assert not fast.available()
    assert fast.available() and "TAROCK_PURE" not in os.environ


def test_the_core_refuses_a_config_and_bots_that_do_not_pair() -> None:
    configs, codes = fast._run(rules.get("grosstarock"), ("random",) * 3)
    for call in (
        lambda: core.summaries(configs, codes[:2], 1, 0, 2),
        lambda: core.session(configs, codes[:2], 1, 0, 3, (20, 5, 1)),
        lambda: core.summaries([*configs], codes, 1, 0, 2),
    ):
        with pytest.raises(ValueError, match="a config and a bot kind a seat"):
            call()
    with pytest.raises(ValueError, match="config: 3 bytes"):
        core.summaries((b"abc",) * 3, codes, 1, 0, 2)
