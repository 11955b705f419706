"""Simulations: the frame, reproducibility across workers, invariants, re-scoring, the CLI."""

from __future__ import annotations

import dataclasses
import fnmatch
import os
import re
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pandas as pd
import pytest
from click.testing import CliRunner, Result
from pandas.testing import assert_frame_equal

import tarock.analysis.rows
from tarock import play, rules
from tarock.analysis import simulate as sim
from tarock.analysis.simulate import RULES
from tarock.cards import pack
from tarock.cli import main
from tarock.rng import derive
from tarock.scoring.counting import card_points
from tarock.scoring.session import keeps_pots
from tarock.scoring.settlement import Kind, Ledger, Pot

DEALS = 24


@pytest.fixture(scope="module")
def gross() -> pd.DataFrame:
    return sim.simulate("grosstarock", DEALS, "heuristic", seed=5)


@pytest.fixture(scope="module", params=rules.ids())
def each(request: pytest.FixtureRequest) -> pd.DataFrame:
    """A few deals of every rule set in the registry, random and heuristic players mixed."""
    variant: str = request.param
    seats = rules.get(variant).options.seats
    kinds = (["random", "heuristic"] * seats)[:seats]
    return sim.simulate(variant, 12, kinds, seed=3)


def fractions(column: pd.Series) -> list[Fraction]:
    return [Fraction(text) for text in column]


# -- the frame -----------------------------------------------------------------------------


def test_frame_has_one_row_per_deal_and_seat_with_the_documented_columns(
    gross: pd.DataFrame,
) -> None:
    ruleset = rules.get("grosstarock")
    assert gross.shape == (DEALS * 3, len(sim.columns(ruleset)))
    assert list(gross.columns) == sim.columns(ruleset)
    assert list(gross["deal"]) == [k for k in range(DEALS) for _ in range(3)]
    assert list(gross["seat"]) == [0, 1, 2] * DEALS
    assert {name: str(kind) for name, kind in gross.dtypes.items()} == {
        name: sim.dtype(name) for name in gross.columns
    }
    for name in gross.columns:
        documented = any(fnmatch.fnmatchcase(name, pattern) for pattern in sim.COLUMNS)
        assert documented, f"{name} is not documented in COLUMNS"
    for rule in RULES:
        assert f"cp_{sim.rule_slug(rule)}" in gross.columns
        assert f"net_{sim.rule_slug(rule)}" in gross.columns


def test_seed_and_dealer_of_each_deal(gross: pd.DataFrame) -> None:
    first = gross.groupby("deal").first()
    assert list(first["seed"]) == [derive(5, k) for k in range(DEALS)]
    dealers = gross[gross["dealer"]]
    assert list(dealers["seat"]) == [k % 3 for k in range(DEALS)]
    assert (dealers["position"] == 0).all()
    assert sorted(gross["position"].unique()) == [0, 1, 2]


def test_a_row_is_the_deal_played_alone(gross: pd.DataFrame) -> None:
    k = 7
    result = play.play_deal(rules.get("grosstarock"), ["heuristic"] * 3, derive(5, k), k % 3)
    rows = gross[gross["deal"] == k]
    assert list(rows["net"]) == [float(result.net[s]) for s in (0, 1, 2)]
    assert list(rows["tricks"]) == [result.state.won[s] for s in (0, 1, 2)]
    assert fractions(rows["card_points_fraction"]) == [result.card_points[s] for s in (0, 1, 2)]


def test_same_seed_same_frame_and_another_seed_another() -> None:
    one = sim.simulate("taroc-1754", 10, "random", seed=11)
    assert_frame_equal(one, sim.simulate("taroc-1754", 10, "random", seed=11))
    assert not one.equals(sim.simulate("taroc-1754", 10, "random", seed=12))


@pytest.mark.parametrize("variant", ["grosstarock", "taroc-1754"])
def test_the_frame_does_not_depend_on_the_number_of_workers(variant: str) -> None:
    alone = sim.simulate(variant, 40, "random,heuristic,random", seed=2, workers=1)
    pooled = sim.simulate(variant, 40, "random,heuristic,random", seed=2, workers=2)
    assert_frame_equal(alone, pooled)


def test_progress_counts_every_deal() -> None:
    counts: list[int] = []
    sim.simulate("grosstarock", 9, "random", seed=1, workers=2, progress=counts.append)
    assert sum(counts) == 9


# -- invariants, for every rule set --------------------------------------------------------


def test_card_points_make_the_whole_pack(each: pd.DataFrame) -> None:
    options = rules.get(each["variant"].iloc[0]).options
    whole = card_points(pack(options.pack))  # 78 for the 78-card pack, 70 for the 54
    totals = each.groupby("deal")["card_points_fraction"].apply(lambda c: sum(fractions(c)))
    if getattr(options, "contracts", ()):
        # With an auction the talon half the declarer leaves counts for the defenders
        # as a side, on nobody's row.
        assert (totals <= whole).all()
        return
    assert (totals == whole).all()
    assert each.groupby("deal")["card_points"].sum().round(9).eq(whole).all()


def test_nets_and_pots_sum_to_zero_per_deal(each: pd.DataFrame) -> None:
    pots = [f"pot_{pot.name.lower()}_change" for pot in Pot]
    for _, rows in each.groupby("deal"):
        assert sum(fractions(rows["net_fraction"])) + rows[pots].iloc[0].sum() == 0


def test_the_categories_add_up_to_the_net(each: pd.DataFrame) -> None:
    pay = each[[f"pay_{name}" for name in sim.CATEGORIES]].sum(axis=1)
    assert (pay - each["net"]).abs().max() < 1e-9
    assert (each["pay_other"] == 0).all(), "a payment this module cannot place"


def has_auction(frame: pd.DataFrame) -> bool:
    return bool(getattr(rules.get(frame["variant"].iloc[0]).options, "contracts", ()))


def test_no_rescoring_where_card_points_decide_a_contract(each: pd.DataFrame) -> None:
    rescored = each[[f"{kind}_{sim.rule_slug(rule)}" for rule in RULES for kind in ("cp", "net")]]
    assert rescored.isna().all(axis=None) == has_auction(each)
    assert rescored.notna().all(axis=None) != has_auction(each)


def test_rescored_nets_sum_to_zero_for_every_rule(each: pd.DataFrame) -> None:
    deals = each.groupby("deal")
    pots = deals[[f"pot_{pot.name.lower()}_change" for pot in Pot]].first().sum(axis=1)
    for rule in RULES:
        slug = sim.rule_slug(rule)
        assert deals[f"cp_{slug}"].sum().abs().max() < 1e-9, rule
        assert (deals[f"net_{slug}"].sum() + pots).abs().max() < 1e-9, rule


def test_rescoring_under_the_deal_s_own_rule_changes_nothing(each: pd.DataFrame) -> None:
    if has_auction(each):
        return
    own = sim.rule_slug(rules.get(each["variant"].iloc[0]).options.card_settlement)
    assert (each[f"net_{own}"] - each["net"]).abs().max() < 1e-9
    assert (each[f"cp_{own}"] - each["pay_card_points"]).abs().max() < 1e-9


def test_bands_pay_in_fives_except_the_seat_after_the_dealer(gross: pd.DataFrame) -> None:
    forehand = gross["position"] == 1
    assert (gross.loc[~forehand, "cp_bands"] % 5 == 0).all()
    diff = gross["card_points"] - 26
    assert ((gross.loc[~forehand, "cp_bands"] - diff[~forehand]).abs() <= 2.5).all()


def test_declaration_columns_add_up(each: pd.DataFrame) -> None:
    decl = [c for c in each.columns if c.startswith("decl_")]
    assert (each[decl].sum(axis=1) == each["declared_value"]).all()
    assert ((each["declarations"] > 0) == (each["declared_value"] > 0)).all()


def test_four_players_one_sits_out() -> None:
    frame = sim.simulate("taroc-1754", 8, "random", seed=4, options=["seats=4"])
    assert frame.groupby("deal").size().eq(3).all()
    for k, rows in frame.groupby("deal"):
        assert (k + 2) % 4 not in set(rows["seat"])  # the dealer's opposite
        assert rows.loc[rows["dealer"], "seat"].tolist() == [k % 4]


# -- re-scoring on a constructed deal -------------------------------------------------------


def constructed(dealer: int, points: dict[int, int]) -> play.DealResult:
    """A played deal with its card points and ledger replaced: exact card points against 26
    and seat 2's 10 for a declaration."""
    ruleset = rules.get("grosstarock")
    real = play.play_deal(ruleset, ["random"] * 3, seed=1, dealer=dealer)
    ledger = Ledger()
    ledger.each_opponent_pays(2, (0, 1), 10, "declaration: 4 Kings", Kind.DECLARATIONS)
    for seat, amount in points.items():
        if amount < 26:
            winner = max(points, key=lambda s: points[s])
            why = f"card points: seat {seat} has {amount}"
            ledger.pay(seat, winner, 26 - amount, why, Kind.CARD_POINTS)
    net = {seat: amount for seat, amount in ledger.net((0, 1, 2)).items() if isinstance(seat, int)}
    card_points = {seat: Fraction(amount) for seat, amount in points.items()}
    return dataclasses.replace(real, ledger=ledger, net=net, card_points=card_points)


def by_seat(rows: list[dict[str, Any]], column: str) -> list[Any]:
    return [row[column] for row in sorted(rows, key=lambda row: row["seat"])]


def test_banded_rescoring_by_hand_dealer_0() -> None:
    # 31 24 23 card points; the dealer is seat 0, so seat 1 absorbs.
    # Bands: seat 0 +5 (31 is 5 over), seat 2 -5 (23 is 3 under), seat 1 takes -(5 - 5) = 0.
    rows = sim.deal_rows(constructed(0, {0: 31, 1: 24, 2: 23}))
    assert by_seat(rows, "pay_card_points") == [5, -2, -3]
    assert by_seat(rows, "cp_exact") == [5, -2, -3]
    assert by_seat(rows, "cp_bands") == [5, 0, -5]
    assert by_seat(rows, "cp_bands_eldest") == [5, 0, -5]
    # The declaration stays: seat 2 +20, seats 0 and 1 -10 each.
    assert by_seat(rows, "net") == [-5, -12, 17]
    assert by_seat(rows, "net_exact") == [-5, -12, 17]
    assert by_seat(rows, "net_bands") == [-5, -10, 15]


def test_banded_rescoring_by_hand_dealer_2() -> None:
    # 38 21 19; the dealer is seat 2, so seat 0 absorbs: seat 1 -5 (5 under),
    # seat 2 -5 (7 under: rounds to 5), seat 0 takes +10 rather than its exact 12.
    rows = sim.deal_rows(constructed(2, {0: 38, 1: 21, 2: 19}))
    assert by_seat(rows, "cp_exact") == [12, -5, -7]
    assert by_seat(rows, "cp_bands") == [10, -5, -5]
    assert by_seat(rows, "net_bands") == [0, -15, 15]
    assert by_seat(rows, "position") == [1, 2, 0]


def test_cancelled_card_points_stay_cancelled_under_every_rule() -> None:
    result = constructed(0, {0: 31, 1: 24, 2: 23})
    ledger = Ledger([p for p in result.ledger if not p.reason.startswith("card points")])
    net = {s: a for s, a in ledger.net((0, 1, 2)).items() if isinstance(s, int)}
    rows = sim.deal_rows(dataclasses.replace(result, ledger=ledger, net=net))
    for rule in RULES:
        assert by_seat(rows, f"cp_{sim.rule_slug(rule)}") == [0, 0, 0]


# -- categories -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("reason", "expected"),
    [
        ("declaration: ", "declarations"),
        ("card points: ", "card_points"),
        ("Pagat wins trick", "pagat"),
        ("Pagat lost in trick", "pagat"),
        ("lost in trick", "kings"),
        ("ultimo", None),
        ("founds the empty", "pots"),
        ("the dealer's stake", "pots"),
        ("share of the", "pots"),
        ("wins the last trick", "last_trick"),
    ],
)
def test_each_payment_of_real_sessions_has_the_kind_its_reason_names(
    reason: str, expected: str | None
) -> None:
    """Every payment carries a structured kind; check it against the reasons of real deals."""
    from tarock.play import play_session

    seen = 0
    for variant in ("danish-tarok", "grand-tarot"):
        session = play_session(rules.get(variant), ["heuristic"] * 3, seed=3, deals=6)
        for ledger in session.ledgers:
            for payment in ledger:
                if reason not in payment.reason:
                    continue
                if expected is None:  # an ultimo: its pot moves with it
                    pagat = "Pagat" in payment.reason
                    expected_here = "pagat_ultimo" if pagat else "king_ultimo"
                else:
                    expected_here = expected
                if reason == "lost in trick" and "Pagat" in payment.reason:
                    continue
                if reason in ("lost in trick",) and "ultimo" in payment.reason:
                    continue
                assert sim.category(payment) == expected_here, payment
                seen += 1
    assert seen > 0


def test_categories_are_the_payment_kinds() -> None:
    assert tuple(kind.value for kind in Kind) == sim.CATEGORIES
    assert {"declarations", "card_points", "other"} <= set(sim.CATEGORIES)


# -- files -------------------------------------------------------------------------------------


@pytest.mark.parametrize("suffix", [".csv", ".parquet"])
def test_write_and_read_back(gross: pd.DataFrame, tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"deals{suffix}"
    sim.write(gross, path)
    assert_frame_equal(sim.read(path), gross)
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no temporary file left


def test_source_key_is_a_hash_of_the_package_files() -> None:
    key = sim.source_key()
    assert len(key) == 64 and int(key, 16) >= 0


def test_cache_is_keyed_on_arguments_and_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A fixed source key, so that an edit to the package during the test cannot bypass
    # the cache (which is the right thing for the cache to do, but not for this test).
    source = "a" * 64
    monkeypatch.setattr(sim, "source_key", lambda: source)
    monkeypatch.setattr(sim, "_IMPORTED_SOURCE", source)
    stale = tmp_path / "grosstarock-5-0123456789abcdef-0123456789abcdef.parquet"
    stale.write_bytes(b"from an older source")
    first = sim.cached(tmp_path, "grosstarock", 5, "random", seed=1)
    files = list(tmp_path.iterdir())
    assert len(files) == 1 and files[0] != stale  # the older source's result is gone
    assert source[:16] in files[0].name
    assert_frame_equal(sim.cached(tmp_path, "grosstarock", 5, "random", seed=1), first)
    assert len(list(tmp_path.iterdir())) == 1
    sim.cached(tmp_path, "grosstarock", 5, "random", seed=2)
    assert len(list(tmp_path.iterdir())) == 2
    monkeypatch.setattr(sim, "source_key", lambda: "b" * 64)  # the source has changed:
    monkeypatch.setattr(sim, "_IMPORTED_SOURCE", "b" * 64)  # a new result replaces both
    sim.cached(tmp_path, "grosstarock", 5, "random", seed=1)
    assert [p.name.split("-")[2] for p in tmp_path.iterdir()] == ["b" * 16]


def test_cache_is_bypassed_when_the_source_changed_since_import(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sim, "_IMPORTED_SOURCE", "not the source on disk")
    frame = sim.cached(tmp_path, "grosstarock", 3, "random", seed=1)
    assert list(tmp_path.iterdir()) == []
    assert_frame_equal(frame, sim.simulate("grosstarock", 3, "random", seed=1))


# -- interruption ---------------------------------------------------------------------------------


@pytest.fixture
def interrupt_after(monkeypatch: pytest.MonkeyPatch) -> Iterator[int]:
    """``play_deal`` raises KeyboardInterrupt (as Ctrl-C would) on its sixth call (the
    Python engine plays: ``tests/test_fast_rows.py`` interrupts the compiled core's runs)."""
    monkeypatch.setenv("TAROCK_PURE", "1")
    calls = {"n": 0}
    real = tarock.analysis.rows.play_deal

    def flaky(*args: Any, **kwargs: Any) -> play.DealResult:
        calls["n"] += 1
        if calls["n"] > 5:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(tarock.analysis.rows, "play_deal", flaky)
    yield 5


def test_interrupt_keeps_the_finished_deals(interrupt_after: int) -> None:
    with pytest.raises(sim.SimulationInterrupted) as caught:
        sim.simulate("grosstarock", 20, "random", seed=9)
    kept = caught.value.frame
    assert isinstance(caught.value, KeyboardInterrupt)
    assert sorted(kept["deal"].unique()) == list(range(interrupt_after))
    full = sim.frame(
        (row for k in range(interrupt_after) for row in _deal(k)), rules.get("grosstarock")
    )
    assert_frame_equal(kept, full)


def _deal(k: int) -> list[dict[str, Any]]:
    ruleset = rules.get("grosstarock")
    result = play.play_deal(ruleset, ["random"] * 3, derive(9, k), k % 3)
    return sim.deal_rows(result, k, k)


def test_interrupt_in_a_pool_keeps_whole_finished_chunks() -> None:
    def stop(count: int) -> None:
        raise KeyboardInterrupt

    with pytest.raises(sim.SimulationInterrupted) as caught:
        sim.simulate("grosstarock", 64, "random", seed=9, workers=2, progress=stop)
    kept = caught.value.frame
    deals = sorted(kept["deal"].unique())
    assert 0 < len(deals) < 64
    full = sim.simulate("grosstarock", 64, "random", seed=9)
    assert_frame_equal(kept, full[full["deal"].isin(deals)].reset_index(drop=True))


# -- the command line --------------------------------------------------------------------------


def run(*args: str) -> Result:
    return CliRunner().invoke(main, ["simulate", *args])


@pytest.mark.parametrize("suffix", [".csv", ".parquet"])
def test_cli_writes_the_frame(tmp_path: Path, suffix: str) -> None:
    out = tmp_path / f"deals{suffix}"
    result = run(
        "--deals", "12", "--seed", "4", "--players", "random", "-w", "2", "--out", str(out)
    )
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("Wrote 12 deals of grosstarock (36 rows, seed 4")
    assert_frame_equal(sim.read(out), sim.simulate("grosstarock", 12, "random", seed=4))


def test_cli_progress_goes_to_stderr_only(tmp_path: Path) -> None:
    out = tmp_path / "deals.csv"
    args = ["--deals", "6", "--seed", "4", "--players", "random", "--out", str(out), "--progress"]
    result = run(*args)
    assert result.exit_code == 0, result.stderr
    assert len(result.stdout.splitlines()) == 1
    assert "deal" in result.stderr and "6/6" in result.stderr
    quiet = run(*args[:-1], "--no-progress")
    assert quiet.stdout == result.stdout
    assert quiet.stderr == ""


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--out", "deals.txt"], "unknown file type '.txt'; use .csv or .parquet"),
        (["--out", "deals"], "unknown file type '(none)'"),
        (["--out", "no/such/folder/deals.csv"], "does not exist"),
        (["--out", "x.csv", "--variant", "nope"], "unknown variant 'nope'"),
        (["--out", "x.csv", "--players", "random,random"], "2 players for 3 seats"),
        (["--out", "x.csv", "-o", "vole=many"], "option 'vole' takes a whole number"),
        (["--out", "x.csv", "--deals", "0"], "--deals"),
    ],
)
def test_cli_errors_are_one_line_with_exit_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], message: str
) -> None:
    monkeypatch.chdir(tmp_path)
    result = run(*args)
    assert result.exit_code == 2, (result.stdout, result.stderr)
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("tarock: error: ") and message in lines[0], lines[0]
    assert "Traceback" not in result.stderr
    assert list(tmp_path.iterdir()) == []


def test_cli_interrupt_writes_the_finished_deals(tmp_path: Path, interrupt_after: int) -> None:
    out = tmp_path / "deals.parquet"
    result = run("--deals", "20", "--seed", "9", "--players", "random", "--out", str(out))
    assert result.exit_code == 130
    assert result.stdout == ""
    assert result.stderr.strip().endswith(
        f"wrote the {interrupt_after} of 20 deals that finished to {out}"
    )
    kept = sim.read(out)
    assert sorted(kept["deal"].unique()) == list(range(interrupt_after))


# -- sessions (rule sets with pots) ----------------------------------------------------------

POTS = [variant for variant in rules.ids() if keeps_pots(rules.get(variant).options)]


@pytest.mark.parametrize("variant", POTS)
def test_a_session_is_play_session_deal_by_deal(variant: str) -> None:
    frame = sim.simulate(variant, 10, "heuristic", seed=6, session=5)
    assert sorted(frame["session"].unique()) == [0, 1]
    assert list(frame.groupby("deal")["session"].first()) == [0] * 5 + [1] * 5
    for number in (0, 1):
        outcome = play.play_session(
            rules.get(variant), ["heuristic"] * 3, derive(6, number), 5, first_dealer=5 * number % 3
        )
        rows = frame[frame["session"] == number]
        totals = rows.groupby("seat")["net_fraction"].apply(lambda c: sum(fractions(c)))
        assert totals.to_dict() == outcome.totals()
        # The pots start empty, are carried from deal to deal and shared at the end.
        deals = rows.groupby("deal")
        before = deals[["pot_king_before", "pot_pagat_before"]].first().to_numpy()
        change = deals[["pot_king_change", "pot_pagat_change"]].first().to_numpy()
        assert (before[0] == 0).all()
        assert (before[1:] == (before + change)[:-1]).all()
        assert (before[-1] + change[-1] == 0).all()


@pytest.mark.parametrize("variant", POTS)
def test_sessions_do_not_depend_on_the_number_of_workers(variant: str) -> None:
    alone = sim.simulate(variant, 12, "heuristic", seed=8, session=4)
    assert_frame_equal(alone, sim.simulate(variant, 12, "heuristic", seed=8, session=4, workers=2))


# -- workers, file modes, the column dictionary -------------------------------------------------


def test_never_more_workers_than_cores_or_deals(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sim, "cores", lambda: 3)
    assert sim.worker_count(10_000, 1000) == (3, "this machine lets the process use 3 cores")
    assert sim.worker_count(10_000, 2) == (2, "there are only 2 deals to share")
    assert sim.worker_count(2, 1000) == (2, "")
    assert sim.worker_count(10_000, 7, session=7) == (1, "there is only 1 session to share")
    started: list[int] = []
    real = sim.ProcessPoolExecutor

    def pool(max_workers: int, **kwargs: Any) -> Any:
        started.append(max_workers)
        return real(max_workers=max_workers, **kwargs)

    monkeypatch.setattr(sim, "ProcessPoolExecutor", pool)
    frame = sim.simulate("grosstarock", 12, "random", seed=3, workers=10_000)
    assert started == [3]
    assert_frame_equal(frame, sim.simulate("grosstarock", 12, "random", seed=3))


def test_the_cli_says_how_many_workers_it_uses(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "deals.csv"
    monkeypatch.setattr(sim, "cores", lambda: 8)
    result = run("--deals", "3", "--seed", "1", "-w", "10000", "--out", str(out))
    assert result.exit_code == 0, result.stderr
    assert result.stderr.splitlines()[0] == (
        "tarock: using 3 worker processes, not 10000: there are only 3 deals to share"
    )
    monkeypatch.setattr(sim, "cores", lambda: 1)
    result = run("--deals", "3", "--seed", "1", "-w", "2", "--out", str(out))
    assert result.stderr.splitlines()[0] == (
        "tarock: using 1 worker process, not 2: this machine lets the process use 1 core"
    )
    assert run("--deals", "3", "--seed", "1", "--out", str(out)).stderr == ""


@pytest.mark.parametrize("suffix", [".csv", ".parquet"])
@pytest.mark.parametrize("umask", [0o022, 0o077, 0o002])
def test_files_follow_the_umask(tmp_path: Path, suffix: str, umask: int) -> None:
    data = sim.simulate("grosstarock", 2, "random", seed=1)
    old = os.umask(umask)
    try:
        sim.write(data, tmp_path / f"deals{suffix}")
    finally:
        os.umask(old)
    mode = (tmp_path / f"deals{suffix}").stat().st_mode & 0o777
    assert mode == 0o666 & ~umask


def test_the_frame_carries_its_column_dictionary_and_its_run() -> None:
    frame = sim.simulate("danish-tarok", 3, "heuristic", seed=4, options=["vole=30"])
    attrs = frame.attrs
    assert attrs["seed"] == 4 and attrs["variant"] == "danish-tarok"
    assert attrs["options"] == ["vole=30"] and attrs["players"] == ["heuristic"] * 3
    assert attrs["deals"] == 3 and attrs["session"] == 3
    assert list(attrs["columns"]) == list(frame.columns)
    assert attrs["columns"]["from_pots"] == sim.COLUMNS["from_pots"]
    assert attrs["columns"]["pay_vole"] == (
        "Net game points of this seat from the payments of each category (here: vole)."
    )
    assert all(attrs["columns"].values())  # every column described
    assert "with_pots" not in frame.columns


def test_from_pots_is_what_the_seat_took_out_of_the_pots_less_what_it_paid_in() -> None:
    frame = sim.simulate("danish-tarok", 6, "heuristic", seed=4)
    for _, rows in frame.groupby("deal"):
        # what the seats took out of the pots, less what they paid in, is what the pots lost
        change = rows["pot_king_change"].iloc[0] + rows["pot_pagat_change"].iloc[0]
        assert rows["from_pots"].sum() == pytest.approx(-change)


def test_a_seed_is_drawn_and_recorded_when_none_is_given() -> None:
    frame = sim.simulate("grosstarock", 2, "random")
    seed = frame.attrs["seed"]
    assert isinstance(seed, int)
    assert_frame_equal(frame, sim.simulate("grosstarock", 2, "random", seed=seed))


@pytest.mark.parametrize("variant", rules.ids())
def test_csv_and_parquet_read_back_alike(variant: str, tmp_path: Path) -> None:
    frame = sim.simulate(variant, 4, "heuristic", seed=2)
    sim.write(frame, tmp_path / "a.csv")
    sim.write(frame, tmp_path / "a.parquet")
    csv, parquet = sim.read(tmp_path / "a.csv"), sim.read(tmp_path / "a.parquet")
    assert dict(csv.dtypes) == dict(parquet.dtypes) == dict(frame.dtypes)
    assert_frame_equal(csv, parquet)
    assert parquet.attrs == frame.attrs  # the run and the dictionary travel with Parquet
    assert csv.attrs == {"columns": frame.attrs["columns"]}  # CSV keeps the dictionary only
    import pyarrow.parquet as pq

    schema = pq.read_schema(tmp_path / "a.parquet")
    for name in frame.columns:
        assert schema.field(name).metadata == {b"description": sim.describe(name).encode()}


def test_the_cli_lists_the_columns() -> None:
    result = run("--variant", "danish-tarok", "--columns")
    assert result.exit_code == 0, result.stderr
    lines = result.stdout.splitlines()
    names = sim.columns(rules.get("danish-tarok"))
    assert [line.split()[0] for line in lines] == names
    assert lines[names.index("from_pots")].split(None, 1)[1] == sim.describe("from_pots")
    missing = run("--deals", "2")
    assert missing.exit_code == 2 and "--out is needed" in missing.stderr


def test_the_cli_draws_a_seed_and_says_it(tmp_path: Path) -> None:
    out = tmp_path / "deals.parquet"
    result = run("--deals", "2", "--out", str(out))
    assert result.exit_code == 0, result.stderr
    seed = int(re.search(r"seed (\d+)", result.stdout)[1])  # type: ignore[index]
    assert sim.read(out).attrs["seed"] == seed


def test_a_session_length_without_pots_is_refused() -> None:
    with pytest.raises(ValueError, match="grosstarock keeps no pots"):
        sim.simulate("grosstarock", 4, "random", seed=1, session=2)


def test_the_two_tapp_sides_make_the_pack_in_every_row() -> None:
    """``side_points``: a Tapp declarer's side and the defenders' (with the unused talon
    half) make 70 in every played deal; without a declarer it is the seat's own points."""
    frame = sim.simulate("tapp-tarock", deals=40, players="heuristic", seed=3)
    played = frame[frame["contract"] != ""]
    assert len(played) > 0
    for _, deal in played.groupby("deal"):
        declarer = deal[deal["declarer"]]["side_points"].iloc[0]
        defenders = deal[~deal["declarer"]]["side_points"]
        assert defenders.nunique() == 1
        assert declarer + defenders.iloc[0] == 70
    gross = sim.simulate("grosstarock", deals=5, players="random", seed=3)
    assert (gross["side_points"] == gross["card_points"]).all()
