"""Simulations on a Dask cluster: the same rows as one process, a worker killed mid-run,
the command line's --cluster, and one-line errors when there is no cluster to use."""

from __future__ import annotations

import math
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from distributed import Client, LocalCluster, WorkerPlugin, default_client

from sitegen import search
from tarock.analysis import simulate as sim
from tarock.analysis.cluster import DEAL_COST, TASK_COST, ClusterError, _same_source, connect
from tarock.cli import main


@pytest.fixture(scope="module")
def local() -> Iterator[tuple[sim.Cluster, Client]]:
    """A local cluster of two single-threaded worker processes, and its client."""
    with connect("local", workers=2) as cluster:
        yield cluster, default_client()


@pytest.fixture
def pool(local: tuple[sim.Cluster, Client]) -> sim.Cluster:
    return local[0]


@pytest.fixture
def address(local: tuple[sim.Cluster, Client]) -> str:
    """The local cluster's scheduler, as another machine would name it."""
    found: str = local[1].scheduler.address
    assert found.startswith("tcp://127.0.0.1:")
    return found


def one_process(variant: str, deals: int, **kwargs: Any) -> str:
    return sim.simulate(variant, deals, "heuristic", seed=11, **kwargs).to_csv(index=False)


def batches(deals: int, slots: int, session: int) -> int:
    """How many batches simulate makes (about eight per worker, whole sessions)."""
    size = max(1, min(sim.CHUNK_MOST, math.ceil(deals / (slots * sim.CHUNKS_PER_WORKER))))
    return math.ceil(deals / max(session, size // session * session))


@pytest.mark.parametrize(
    ("variant", "deals", "session"),
    [("grosstarock", 60, None), ("danish-tarok", 48, 6)],
    ids=["no-pots", "pots-sessions"],
)
def test_a_local_cluster_of_two_gives_the_rows_of_one_process(
    pool: sim.Cluster, variant: str, deals: int, session: int | None
) -> None:
    assert pool.slots == min(2, sim.cores())
    done: list[int] = []
    extra = {} if session is None else {"session": session}
    rows = sim.simulate(
        variant, deals, "heuristic", seed=11, cluster=pool, progress=done.append, **extra
    )
    assert rows.to_csv(index=False) == one_process(variant, deals, **extra)
    # the progress bar moved once per batch, by whole sessions, to the total
    assert sum(done) == deals
    assert len(done) == batches(deals, pool.slots, session or 1)
    assert all(count % (session or 1) == 0 for count in done)
    if session is not None:
        assert rows.groupby("session")["deal"].nunique().tolist() == [session] * (deals // session)


def test_a_scheduler_address_gives_the_same_rows(pool: sim.Cluster, address: str) -> None:
    with connect(address) as remote:
        assert remote.slots == pool.slots
        rows = sim.simulate("taroc-1754", 30, "heuristic", seed=11, cluster=remote)
    assert rows.to_csv(index=False) == one_process("taroc-1754", 30)


class KillOnce(WorkerPlugin):  # type: ignore[misc]
    """Notes every batch a worker starts in ``folder/started``; the first worker to start
    its ``nth`` batch kills its own process then (once: ``folder/killed`` marks it)."""

    def __init__(self, folder: str, nth: int) -> None:
        self.folder = Path(folder)
        self.nth = nth
        self.started = 0

    def transition(self, key: object, start: str, finish: str, **kwargs: object) -> None:
        if finish != "executing":
            return
        with (self.folder / "started").open("a") as log:
            log.write(f"{key}\n")
        self.started += 1
        if self.started != self.nth:
            return
        try:
            marker = os.open(self.folder / "killed", os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            return
        os.write(marker, str(key).encode())
        os.close(marker)
        os.kill(os.getpid(), signal.SIGKILL)


def test_the_cli_plays_on_a_cluster(tmp_path: Path, address: str) -> None:
    runner = CliRunner()
    args = ["simulate", "--variant", "grand-tarot", "-n", "30", "-s", "4", "--progress"]
    there = runner.invoke(main, [*args, "--cluster", address, "--out", str(tmp_path / "a.csv")])
    assert there.exit_code == 0, there.output
    here = runner.invoke(main, [*args, "--out", str(tmp_path / "b.csv")])
    assert here.exit_code == 0, here.output
    assert (tmp_path / "a.csv").read_bytes() == (tmp_path / "b.csv").read_bytes()
    assert "30/30" in there.stderr  # the progress bar, filled as the batches came back
    assert there.stdout.replace("a.csv", "b.csv") == here.stdout


def test_the_study_runner_plays_its_duels_on_the_cluster(pool: sim.Cluster) -> None:
    there = search.duel("taroc-1754", 1, cluster=pool)
    assert there.to_csv(index=False) == search.duel("taroc-1754", 1).to_csv(index=False)
    with pytest.raises(SystemExit) as stop:
        search.main(["--cluster", "foo://x:1", "/nonexistent", "duels"])
    assert stop.value.code == 2


def test_a_worker_killed_mid_run_has_its_batch_played_again(
    local: tuple[sim.Cluster, Client], tmp_path: Path
) -> None:
    cluster, client = local
    deals = 64
    client.register_plugin(KillOnce(str(tmp_path), nth=2), name="kill-once")
    try:
        done: list[int] = []
        rows = sim.simulate(
            "grand-tarot", deals, "heuristic", seed=11, cluster=cluster, progress=done.append
        )
    finally:
        client.unregister_worker_plugin("kill-once")
    killed = (tmp_path / "killed").read_text()
    started = (tmp_path / "started").read_text().split()
    assert started.count(killed) == 2  # started on the worker that died, then again
    assert len(set(started)) == len(done) == batches(deals, 2, 3)  # every batch came back once
    assert sum(done) == deals
    seats = 3
    assert rows["deal"].tolist() == [k for k in range(deals) for _ in range(seats)]
    assert rows.to_csv(index=False) == one_process("grand-tarot", deals)


# After the kill test, so that the batches this one cancels cannot start under its log.
def test_ctrl_c_keeps_the_batches_that_came_back(pool: sim.Cluster) -> None:
    seen: list[int] = []

    def stop_after_two(count: int) -> None:
        seen.append(count)
        if len(seen) == 2:
            raise KeyboardInterrupt

    with pytest.raises(sim.SimulationInterrupted) as stop:
        sim.simulate(
            "grosstarock", 600, "heuristic", seed=11, cluster=pool, progress=stop_after_two
        )
    kept = stop.value.frame
    # the batches counted, and any others that had come back by then, are kept whole
    assert sum(seen) <= kept["deal"].nunique() < 600
    whole = sim.simulate("grosstarock", 600, "heuristic", seed=11)
    same = whole[whole["deal"].isin(kept["deal"])].reset_index(drop=True)
    assert kept.to_csv(index=False) == same.to_csv(index=False)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def test_an_address_with_no_scheduler_is_one_line_and_exit_2(tmp_path: Path) -> None:
    address = f"tcp://127.0.0.1:{free_port()}"
    start = time.monotonic()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "tarock",
            "simulate",
            "-n",
            "5",
            "--cluster",
            address,
            "--out",
            str(tmp_path / "x.csv"),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    took = time.monotonic() - start
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        f"tarock: error: no Dask scheduler answers at {address} within 5 s"
    ]
    assert took < 30  # 5 s of waiting, and the start of Python on a busy machine
    assert not (tmp_path / "x.csv").exists()


def test_other_ways_there_is_no_cluster(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ClusterError, match="not a Dask scheduler's address"), connect("foo://x:1"):
        pass
    started = time.monotonic()
    with (
        pytest.raises(ClusterError, match="within 1 s"),
        connect(f"tcp://127.0.0.1:{free_port()}", timeout=1),
    ):
        pass
    assert time.monotonic() - started < 4
    idle = "has no workers after 1 s: start some with"
    empty = LocalCluster(n_workers=0, processes=False, dashboard_address="127.0.0.1:0")
    bare = empty.scheduler_address  # a scheduler, and no worker
    with empty, pytest.raises(ClusterError, match=idle), connect(bare, timeout=1):
        pass
    monkeypatch.setitem(sys.modules, "distributed", None)
    missing = r"needs Dask: pip install 'tarock\[cluster\]'"
    with pytest.raises(ClusterError, match=missing), connect("local"):
        pass


def test_the_cli_refuses_workers_for_a_remote_cluster() -> None:
    done = CliRunner().invoke(
        main, ["simulate", "-w", "2", "--cluster", "tcp://127.0.0.1:1", "--out", "x.csv"]
    )
    assert done.exit_code == 2
    assert "--workers counts this machine's processes" in done.stderr
    with pytest.raises(ValueError, match="give one or the other"):
        sim.simulate("grosstarock", 3, "random", workers=2, cluster=sim.Cluster(None, 1))  # type: ignore[arg-type]


def test_a_full_batch_is_worth_its_task() -> None:
    """The measured cost of a task is small beside a full batch's play, not a single deal's."""
    assert TASK_COST / (TASK_COST + sim.CHUNK_MOST * DEAL_COST) < 0.05
    assert TASK_COST / (TASK_COST + DEAL_COST) > 0.5


def test_dask_is_imported_only_when_a_cluster_is_asked_for() -> None:
    """The command line and the study runner import the cluster module; Dask waits for
    connect."""
    code = (
        "import sys, tarock.analysis.cluster, sitegen.search;"
        " print(sorted({'dask', 'distributed'} & set(sys.modules)))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["[]"]


def test_a_worker_with_another_source_is_refused() -> None:
    here = sim.source_key()
    _same_source({"tcp://a:1": here, "tcp://b:1": here})
    other = ModuleNotFoundError("No module named 'tarock'")
    with pytest.raises(ClusterError, match=r"2 of 3 workers run another version of tarock"):
        _same_source({"tcp://a:1": here, "tcp://b:1": "0" * 64, "tcp://c:1": other})
