"""Many deals at once: reproducible simulations as a pandas DataFrame.

``simulate`` plays ``deals`` deals of a rule set with bots and returns one row per
deal and playing seat. Deal ``k`` (from 0) is shuffled with the seed
``tarock.rng.derive(seed, k)`` and dealt by seat ``k % seats``, so the deal is
the same whichever worker process plays it: the frame is identical for any
number of workers. With ``workers > 1`` the deals are spread in chunks over a
process pool and put back in deal order; ``workers=1`` plays in this process; a
``Cluster`` (``tarock.analysis.cluster.connect``: Dask) plays the same chunks on other processes.
Rule sets that keep pots (Danish Tarok, Grand Tarot) are played in sessions of
deals with the pots carried over: session ``j`` is played by
``tarock.play.play_session`` with the seed ``derive(seed, j)``.

Every payment of a deal's ledger is counted in one category (``pay_*`` columns,
see ``category``), so a seat's categories add up to its net. The card points are
also settled under every rule of ``CardSettlement`` with the rest of the ledger
unchanged (``cp_*`` and ``net_*`` columns), so the rules can be compared on the
very same deals. ``COLUMNS`` describes every column.

Where the compiled core (``tarock.fast``) plays the rule set and the bots, it plays the
deals and the Python engine is not used: each batch of deals comes back as columns
(``tarock.analysis.columnar``), and the frame is built column by column; the rows are the
same, byte for byte, as those the Python engine's deals give (``tarock.analysis.rows``).
``TAROCK_PURE=1`` makes the Python engine play them.

Ctrl-C during a simulation raises ``SimulationInterrupted`` (a ``KeyboardInterrupt``)
whose ``frame`` holds the deals that finished.

Examples:
    >>> frame = simulate("grosstarock", deals=4, players="random", seed=1)
    >>> frame.shape[0], list(frame["seat"][:3]), list(frame["dealer"][:3])
    (12, [0, 1, 2], [True, False, False])
    >>> frame.groupby("deal")["card_points"].sum().tolist()
    [78.0, 78.0, 78.0, 78.0]
    >>> bool((frame.groupby("deal")["net"].sum() == 0).all())
    True
"""

from __future__ import annotations

import hashlib
import math
import os
import secrets
import signal
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path

import pandas as pd

from tarock import fast, rules
from tarock.analysis import columnar
from tarock.analysis.columnar import Columns
from tarock.analysis.rows import (
    CATEGORIES,
    COLUMNS,
    RULES,
    Batch,
    Row,
    category,
    columns,
    deal_rows,
    declaration_columns,
    describe,
    dictionary,
    dtype,
    player_kinds,
    rule_slug,
    slug,
)
from tarock.rng import new_seed
from tarock.rules.ruleset import Ruleset

Progress = Callable[[int], object]
"""Called with the number of deals that have just finished (``tqdm``'s ``update`` fits)."""

Part = list[list[Row]] | Columns
"""A batch of deals played: the rows of each deal (the Python engine played them), or the
batch's columns (the compiled core did)."""


def frame(
    rows: Iterable[Row], ruleset: Ruleset, about: Mapping[str, object] | None = None
) -> pd.DataFrame:
    """The rows as a DataFrame with the rule set's columns and their dtypes; its ``attrs``
    hold the column dictionary (``"columns"``) and ``about`` (what the run was)."""
    names = columns(ruleset)
    records = list(rows)
    extra = sorted({key for row in records for key in row} - set(names))
    names += extra  # e.g. decl_other, should a rule set declare what its table lacks
    data = pd.DataFrame.from_records(records, columns=names)
    for name in extra:
        if name.startswith("decl_"):
            data[name] = data[name].fillna(0)
    data = data.astype({name: dtype(name) for name in names})
    return columnar.described(data, about)


def _frame(done: Mapping[int, Part], ruleset: Ruleset, about: Mapping[str, object]) -> pd.DataFrame:
    """The frame of the batches played, in deal order: built from the rows if the Python engine
    played every batch, else column by column (a batch of rows turned into columns)."""
    parts = [done[k] for k in sorted(done)]
    played = [part for part in parts if isinstance(part, list)]
    if len(played) == len(parts):
        return frame((row for part in played for rows in part for row in rows), ruleset, about)
    columns_ = [
        columnar.of_frame(frame((row for rows in part for row in rows), ruleset))
        if isinstance(part, list)
        else part
        for part in parts
    ]
    return columnar.frame(columns_, ruleset, about)


def _chunk(job: Batch, start: int, stop: int) -> tuple[int, int, Part]:
    """Deals ``start`` to ``stop - 1`` of ``job``: the first, how many, and what they gave (as
    columns where the compiled core plays them)."""
    if fast.plays(job.ruleset(), job.kinds):
        return start, stop - start, columnar.compiled(job, start, stop)
    return start, stop - start, list(job.rows(start, stop))


def _ignore_interrupt() -> None:
    """Workers leave Ctrl-C to the parent, which stops the pool and keeps what finished."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@dataclass(frozen=True)
class Cluster:
    """Processes beyond this machine's pool that play chunks of deals: ``executor`` runs
    them, ``slots`` at a time. ``tarock.analysis.cluster.connect`` makes one for a Dask cluster."""

    executor: Executor
    slots: int


class SimulationInterrupted(KeyboardInterrupt):
    """Ctrl-C during ``simulate``: ``frame`` holds the deals that finished, in deal order."""

    def __init__(self, frame: pd.DataFrame, deals: int) -> None:
        super().__init__(f"interrupted after {frame['deal'].nunique()} of {deals} deals")
        self.frame = frame
        self.deals = deals


CHUNKS_PER_WORKER = 8
"""Chunks (tasks) per worker, about: a slow or lost worker holds back one chunk of many."""
CHUNK_MOST = 10_000
"""The most deals in a chunk: enough that a task's cost (a few ms on Dask, see
``tarock.analysis.cluster``) is small beside its play through the compiled core, its columns
and all."""


def _chunk_size(deals: int, workers: int, session: int) -> int:
    """Deals per task: about ``CHUNKS_PER_WORKER`` tasks per worker, at most ``CHUNK_MOST``
    deals, whole sessions."""
    size = max(1, min(CHUNK_MOST, math.ceil(deals / (workers * CHUNKS_PER_WORKER))))
    return max(session, size // session * session)


def cores() -> int:
    """The processor cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover (not Linux)
        return os.cpu_count() or 1


def worker_count(workers: int, deals: int, session: int = 1) -> tuple[int, str]:
    """The worker processes ``simulate`` starts for ``workers`` asked: at most the cores
    and the sessions (deals) to share; and why fewer, if fewer ('' otherwise).

    Examples:
        >>> worker_count(4, deals=3)[0] <= 3, worker_count(1, deals=100)
        (True, (1, ''))
    """
    tasks = max(1, math.ceil(deals / session))
    used = max(1, min(workers, cores(), tasks))
    if used == workers:
        return used, ""
    if used == tasks and tasks < cores():
        what = ("deal" if session == 1 else "session") + ("s" if tasks != 1 else "")
        return used, f"there {'is' if tasks == 1 else 'are'} only {tasks} {what} to share"
    count = cores()
    return used, f"this machine lets the process use {count} core{'s' * (count != 1)}"


def simulate(
    variant: str,
    deals: int,
    players: str | Sequence[str],
    seed: int | None = None,
    workers: int = 1,
    options: Sequence[str] = (),
    progress: Progress | None = None,
    *,
    session: int | None = None,
    cluster: Cluster | None = None,
) -> pd.DataFrame:
    """Play ``deals`` deals of ``variant`` with bots; one row per deal and playing seat.

    Deal ``k`` is the deal with seed ``deal_seed(seed, k)``, dealt by seat
    ``k % seats``; ``seed=None`` draws a seed. ``players`` is one bot kind for every
    seat or one per seat; ``options`` are ``NAME=VALUE`` rule changes. ``workers``
    processes share the deals (1: this process; never more than the cores or the deals,
    see ``worker_count``), or a ``cluster``'s; the frame does not depend on them. ``progress`` is
    called with the number of deals just finished. For rule sets with pots,
    ``session`` deals in a row form one session, the pots carried over within it and
    shared at its end (default: one round, a deal by each seat); see
    ``tarock.analysis.rows.Batch.rows``.
    Ctrl-C raises ``SimulationInterrupted`` with the finished deals.

    The frame's ``attrs`` hold the column dictionary (``"columns"``) and the run:
    variant, options, players, seed, deals and session.
    """
    ruleset = rules.get(variant, tuple(options))
    kinds = tuple(player_kinds(players, ruleset.options.seats))
    if deals < 0:
        raise ValueError(f"deals must be 0 or more, not {deals}")
    if workers < 1:
        raise ValueError(f"workers must be 1 or more, not {workers}")
    if cluster is not None and workers != 1:
        raise ValueError("workers: the cluster's workers play the deals; give one or the other")
    if seed is None:
        seed = new_seed()
    job = Batch.of(ruleset, options, kinds, seed, session)
    if fast.supports(ruleset.options, kinds) is None:
        fast.say_missing()  # the Python engine plays what the compiled core would have
    pots, session = job.pots, job.session
    about = {
        "variant": ruleset.id,
        "options": list(options),
        "players": list(kinds),
        "seed": seed,
        "deals": deals,
        "session": session if pots else None,
    }
    workers, _ = worker_count(workers, deals, session)
    done: dict[int, Part] = {}
    try:
        if cluster is not None:
            _batched(job, deals, cluster.executor, cluster.slots, done, progress)
        elif workers > 1:
            _pooled(job, deals, workers, done, progress)
        elif fast.plays(ruleset, kinds):  # in batches as large as a pool's
            size = max(session, CHUNK_MOST // session * session)
            for start in range(0, deals, size):
                _done(_chunk(job, start, min(start + size, deals)), done, progress)
        else:
            for k, rows in enumerate(job.rows(0, deals)):
                _done((k, 1, [rows]), done, progress)
    except KeyboardInterrupt:
        raise SimulationInterrupted(_frame(done, ruleset, about), deals) from None
    return _frame(done, ruleset, about)


def _done(chunk: tuple[int, int, Part], done: dict[int, Part], progress: Progress | None) -> None:
    """File a batch played under its first deal, and count its deals as done."""
    start, count, part = chunk
    done[start] = part
    if progress is not None:
        progress(count)


def _pooled(
    job: Batch, deals: int, workers: int, done: dict[int, Part], progress: Progress | None
) -> None:
    pool = ProcessPoolExecutor(max_workers=workers, initializer=_ignore_interrupt)
    try:
        _batched(job, deals, pool, workers, done, progress)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _batched(
    job: Batch,
    deals: int,
    executor: Executor,
    slots: int,
    done: dict[int, Part],
    progress: Progress | None,
) -> None:
    """Play the deals in chunks on ``executor`` (a process pool, or a cluster's, running
    ``slots`` at a time) and file each chunk in ``done`` under its first deal."""
    size = _chunk_size(deals, slots, job.session)
    pending: set[Future[tuple[int, int, Part]]] = {
        executor.submit(_chunk, job, start, min(start + size, deals))
        for start in range(0, deals, size)
    }
    try:
        while pending:
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                _done(future.result(), done, progress)
    except KeyboardInterrupt:
        # Drop the chunks not yet started (on a cluster: all unfinished ones); keep those
        # that cannot be stopped.
        running = {future for future in pending if not future.cancel()}
        for future in wait(running).done:
            if future.exception() is None:
                _done(future.result(), done, None)
        raise


# -- files and a cache -----------------------------------------------------------------------------

SUFFIXES = (".csv", ".parquet")
"""The file formats ``write`` and ``read`` know, by suffix."""


def _format(path: Path) -> str:
    suffix = path.suffix.lower()
    if suffix not in SUFFIXES:
        raise ValueError(
            f"{path}: unknown file type {path.suffix or '(none)'!r}; use .csv or .parquet"
        )
    return suffix


def write_check(path: str | os.PathLike[str]) -> None:
    """Raise ``ValueError`` now, before any deal is played, if ``write`` could not write
    ``path``: an unknown suffix, or a folder that does not exist."""
    target = Path(path)
    _format(target)
    if not target.parent.is_dir():
        raise ValueError(f"{target}: folder {str(target.parent)!r} does not exist")
    if target.is_dir():
        raise ValueError(f"{target} is a folder")


def _temporary(target: Path) -> Path:
    """A new empty file next to ``target``, made with the mode the user's umask leaves
    (as ``open`` makes files), to be renamed over ``target`` once written."""
    while True:
        temp = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
        try:
            os.close(os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        except FileExistsError:  # pragma: no cover (a name drawn twice)
            continue
        return temp


def write(data: pd.DataFrame, path: str | os.PathLike[str]) -> None:
    """Write a frame as CSV or Parquet (by suffix), atomically: a temporary file in the
    same folder is renamed over ``path`` once complete. The file's mode follows the
    umask. Parquet keeps the frame's ``attrs`` and each column's description (the
    schema's field metadata, key ``description``), so other readers see it too."""
    target = Path(path)
    suffix = _format(target)
    temp = _temporary(target)
    try:
        if suffix == ".csv":
            data.to_csv(temp, index=False)
        else:
            _write_parquet(data, temp)
        os.replace(temp, target)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise


def _write_parquet(data: pd.DataFrame, path: Path) -> None:
    import pyarrow as pa  # type: ignore[import-untyped]
    import pyarrow.parquet as pq  # type: ignore[import-untyped]

    table = pa.Table.from_pandas(data, preserve_index=False)
    described = dictionary(data.columns)
    fields = [field.with_metadata({"description": described[field.name]}) for field in table.schema]
    pq.write_table(table.cast(pa.schema(fields, metadata=table.schema.metadata)), path)


def read(path: str | os.PathLike[str]) -> pd.DataFrame:
    """A frame written by ``write``, with its dtypes and its ``attrs`` (a CSV file keeps
    no ``attrs``: only the column dictionary is restored)."""
    source = Path(path)
    if _format(source) == ".parquet":
        data = pd.read_parquet(source)  # pandas keeps attrs in the file's metadata
        data.attrs.setdefault("columns", dictionary(data.columns))
        return data
    header = pd.read_csv(source, nrows=0).columns
    data = pd.read_csv(
        source,
        dtype={name: dtype(name) for name in header},
        keep_default_na=False,
        na_values={name: ["", "NaN", "nan"] for name in header if dtype(name) == "float64"},
    )
    data.attrs = {"columns": dictionary(header)}
    return data


def source_key() -> str:
    """A hash of the package's source files: a cached result is valid only for this source."""
    root = Path(__file__).resolve().parents[1]  # the whole package, tarock/
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


def cached(
    directory: str | os.PathLike[str] | None,
    variant: str,
    deals: int,
    players: str | Sequence[str],
    seed: int,
    options: Sequence[str] = (),
    *,
    session: int | None = None,
    workers: int = 1,
) -> pd.DataFrame:
    """``simulate``, kept as Parquet in ``directory`` under a key of the arguments and
    the package source (``source_key``), so a change to any rule or bot recomputes it.

    The key is that of the source this process imported: if the files have changed
    since, the cache is neither read nor written. Results of an older source are
    removed when a new one is stored. ``directory=None``: no cache. ``workers`` is not
    part of the key (it cannot change the result).
    """
    source = source_key()
    if directory is None or source != _IMPORTED_SOURCE:
        return simulate(variant, deals, players, seed, workers, options, session=session)
    folder = Path(directory)
    args = repr((variant, deals, players if isinstance(players, str) else list(players), seed))
    args += repr((list(options), session))
    key = hashlib.sha256(f"{source}\n{args}".encode()).hexdigest()[:16]
    path = folder / f"{slug(variant)}-{deals}-{source[:16]}-{key}.parquet"
    if path.exists():
        return read(path)
    data = simulate(variant, deals, players, seed, workers, options, session=session)
    folder.mkdir(parents=True, exist_ok=True)
    write(data, path)
    for old in folder.glob("*.parquet"):
        parts = old.stem.rsplit("-", 2)
        if len(parts) == 3 and parts[1] != source[:16]:
            old.unlink(missing_ok=True)
    return data


_IMPORTED_SOURCE = source_key()


__all__ = [
    "CATEGORIES",
    "CHUNKS_PER_WORKER",
    "CHUNK_MOST",
    "COLUMNS",
    "RULES",
    "SUFFIXES",
    "Cluster",
    "SimulationInterrupted",
    "cached",
    "category",
    "columns",
    "deal_rows",
    "declaration_columns",
    "describe",
    "dictionary",
    "dtype",
    "frame",
    "player_kinds",
    "read",
    "rule_slug",
    "simulate",
    "source_key",
    "worker_count",
    "write",
    "write_check",
]
