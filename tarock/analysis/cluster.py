"""Deals played on a Dask cluster: what ``--cluster ADDRESS`` connects to.

``tarock simulate --cluster`` and the study runner (``python -m sitegen.search
--cluster``) use ``connect``, which yields a ``tarock.analysis.simulate.Cluster`` for
``simulate(..., cluster=...)``. Dask is an optional extra (``pip install
'tarock[cluster]'``): this is the one module that imports it, and only the command line
and the study runner import this module, so the core runs without it.

``ADDRESS`` is a Dask scheduler's (``tcp://HOST:8786``: ``dask scheduler`` on one
machine, ``dask worker tcp://HOST:8786`` on each of the others, this same package
installed on all of them), or ``local``: a ``LocalCluster`` on this machine, one
single-threaded worker process per core (or fewer, as asked).

Batches. One batch of deals is one Dask task, cut by ``simulate`` as for its own process
pool: about ``CHUNKS_PER_WORKER`` batches per worker, so that a slow or lost worker holds
back little, at most ``CHUNK_MOST`` deals, and whole sessions for the rule sets with pots.
The bound comes from ``TASK_COST`` against ``DEAL_COST``: a full batch spends a few per
cent of its time on Dask, a batch of one deal most of it. A search player's deal takes
seconds, so any batch is worth its task.

A worker that dies: the scheduler hands the batches it held to the other workers (Dask's
own resubmission, at most ``distributed.scheduler.allowed-failures`` deaths per batch, 3
by default, then ``ClusterError``). Every batch comes back under its first deal and the
rows are put in deal order, so the frame is the same, byte for byte, as with one process.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack, contextmanager
from typing import Final

from tarock.analysis.simulate import Cluster, cores, source_key

TASK_COST: Final = 0.005
"""Seconds a Dask task costs besides its play (sending it, scheduling it, bringing its rows
back), measured with a ``local`` cluster of two workers on the project's two-core machine,
November 2026: 100,000 Grosstarock deals took 17 to 18.6 s in 1,000 batches, 12 s in 100."""
DEAL_COST: Final = 0.00001
"""Seconds a deal of the heuristic bots took to play there through the compiled core, its
columns made with numpy (``tarock.analysis.columnar``); with its rows made in Python it took
ten times as long, and the Python engine alone takes about a hundred times as long."""
TIMEOUT: Final = 5.0
"""Seconds to reach a scheduler, and then to wait for its first worker."""
LOCAL: Final = "local"
"""The address that starts a cluster on this machine."""


class ClusterError(ValueError):
    """No cluster to play on (Dask missing, no scheduler, no worker, another source on a
    worker), or a batch lost with every worker that took it."""


@contextmanager
def connect(
    address: str, workers: int | None = None, timeout: float = TIMEOUT
) -> Iterator[Cluster]:
    """A ``Cluster`` for ``simulate`` on the Dask scheduler at ``address``, whose own
    workers play (``workers`` is for ``local``: that many processes on this machine, at
    most its cores; default: one per core), closed on leaving. Raises ``ClusterError``
    with one line if it cannot be used."""
    try:  # an optional dependency, imported only when a cluster is asked for
        from distributed import Client, LocalCluster
        from distributed.scheduler import KilledWorker
    except ImportError:
        raise ClusterError("--cluster needs Dask: pip install 'tarock[cluster]'") from None
    logger = logging.getLogger("distributed")
    level = logger.level
    logger.setLevel(logging.ERROR)  # a worker's death is handled, not news on stderr
    with ExitStack() as stack:
        stack.callback(logger.setLevel, level)
        target: object = address
        if address == LOCAL:
            count = max(1, min(workers or cores(), cores()))
            with _quiet_workers():
                local = LocalCluster(
                    n_workers=count,
                    threads_per_worker=1,
                    processes=True,
                    dashboard_address="127.0.0.1:0",  # a free port, this machine only
                )
            stack.callback(local.close)
            target = local
        else:
            _reach(address, timeout)
        client = Client(target, timeout=timeout)
        stack.callback(client.close)
        try:
            client.wait_for_workers(1, timeout=timeout)
        except TimeoutError:
            raise ClusterError(
                f"the scheduler at {address} has no workers after {timeout:g} s:"
                f" start some with 'dask worker {address}'"
            ) from None
        _same_source(client.run(source_key, on_error="return"))
        slots = sum(client.nthreads().values())
        try:
            yield Cluster(client.get_executor(pure=False), slots)
        except KilledWorker:
            raise ClusterError(
                "a batch of deals was lost: every worker that took it died (see the workers'"
                " logs; distributed.scheduler.allowed-failures sets how many may)"
            ) from None


@contextmanager
def _quiet_workers() -> Iterator[None]:
    """Start worker processes that ignore Ctrl-C and log only errors (they inherit both):
    this process stops the run and keeps the deals that finished, as with its own pool."""
    key = "DASK_LOGGING__DISTRIBUTED"
    saved = os.environ.get(key)
    os.environ[key] = "error"
    main = threading.current_thread() is threading.main_thread()  # signals: only there
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN) if main else None
    try:
        yield
    finally:
        if main:
            signal.signal(signal.SIGINT, previous)
        if saved is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = saved


def _reach(address: str, timeout: float) -> None:
    """Raise ``ClusterError`` unless a scheduler answers at ``address`` within ``timeout``
    (a ``Client`` that fails to connect lingers and blocks the exit instead)."""
    from distributed.comm.core import connect as open_comm

    async def knock() -> None:
        comm = await open_comm(address, timeout=timeout)
        await comm.close()

    try:
        with ThreadPoolExecutor(1) as thread:  # a loop of its own, even under a notebook's
            thread.submit(asyncio.run, knock()).result()
    except OSError:
        raise ClusterError(f"no Dask scheduler answers at {address} within {timeout:g} s") from None
    except (ValueError, TypeError) as error:
        why = str(error).split("\n")[0] or type(error).__name__
        raise ClusterError(f"{address!r} is not a Dask scheduler's address: {why}") from None


def _same_source(found: dict[str, object]) -> None:
    """Refuse workers whose ``tarock`` is another source (or missing): their deals could
    differ from this machine's."""
    here = source_key()
    other = sorted(address for address, key in found.items() if key != here)
    if other:
        raise ClusterError(
            f"{len(other)} of {len(found)} workers run another version of tarock than this"
            f" machine ({', '.join(other)}): install the same one on every machine"
        )


__all__ = ["DEAL_COST", "LOCAL", "TASK_COST", "TIMEOUT", "ClusterError", "connect"]
