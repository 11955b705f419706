"""The rows of simulated deals as columns, straight from the compiled core's words.

``compiled(job, start, stop)`` has the core (``tarock.fast``) play deals ``start`` to
``stop - 1`` of a run and hands them back as ``Columns``: one array a column, row for row
what ``tarock.analysis.rows.Batch.rows`` gives, built from the deals' summary words with
numpy rather than a dict a row. Each column mirrors its line of
``tarock.analysis.rows.summary_rows`` (with ``_rescored`` and ``_shared``); the frame is
the same, byte for byte, as the Python engine's under ``TAROCK_PURE=1``
(``tests/test_fast_rows.py`` compares them). ``frame`` puts the columns of several batches
into one DataFrame; ``of_frame`` turns a frame made from rows into columns.

Amounts are counted in whole units of ``1 / (3 * seats)`` game point: card points come in
thirds, and a session's pots are shared among the seats at the table.

Examples:
    >>> from tarock import fast, rules
    >>> from tarock.analysis.rows import Batch
    >>> job = Batch.of(rules.get("grosstarock"), (), ("random",) * 3, seed=1)
    >>> part = compiled(job, 0, 2) if fast.plays(job.ruleset(), job.kinds) else None
    >>> part is None or (part["deal"].tolist(), part["seat"].tolist())
    ([0, 0, 0, 1, 1, 1], [0, 1, 2, 0, 1, 2])
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

import numpy as np
import pandas as pd
import pyarrow as pa  # type: ignore[import-untyped]

from tarock import fast
from tarock.analysis.rows import (
    _POT_COLUMNS,
    _RULE_COLUMNS,
    CATEGORIES,
    RULES,
    ULTIMOS,
    Batch,
    columns,
    declaration_columns,
    dictionary,
    dtype,
    share_units,
)
from tarock.rules.ruleset import Ruleset
from tarock.scoring.settlement import Pot

Columns = dict[str, Any]
"""A batch of rows by column: a numpy array of the column's dtype, or for text a pyarrow
``large_string`` array; all of one length."""

Ints = np.ndarray[Any, np.dtype[np.int64]]


def frame(
    parts: Sequence[Columns], ruleset: Ruleset, about: Mapping[str, object] | None = None
) -> pd.DataFrame:
    """The batches' rows, in order, as ``tarock.analysis.simulate.frame`` makes a frame of
    rows: the rule set's columns and their dtypes, then any others (``decl_other``: 0 in a
    batch without it), and the ``attrs``."""
    names = columns(ruleset)
    names += sorted({name for part in parts for name in part} - set(names))
    # the columns are new arrays: the frame keeps them as they are (no copy into blocks)
    data = pd.DataFrame({name: _joined(name, parts) for name in names}, columns=names, copy=False)
    return described(data, about)


def described(data: pd.DataFrame, about: Mapping[str, object] | None) -> pd.DataFrame:
    """``data`` with ``about`` (what the run was) and the column dictionary in its ``attrs``."""
    data.attrs.update(about or {})
    data.attrs["columns"] = dictionary(data.columns)
    return data


def _joined(name: str, parts: Sequence[Columns]) -> Any:
    """One column of all the batches (one a batch lacks is a ``decl_*`` column: zeros)."""
    pieces = [
        part[name] if name in part else np.zeros(len(part["deal"]), np.int64) for part in parts
    ]
    if dtype(name) == "str":
        return pd.array(pa.concat_arrays(pieces), dtype="str")
    return np.concatenate(pieces)


def of_frame(data: pd.DataFrame) -> Columns:
    """The rows of a frame as ``Columns`` (a batch the Python engine played, to go with the
    core's batches)."""
    return {
        name: (
            pa.array(data[name].tolist(), pa.large_string())
            if dtype(name) == "str"
            else data[name].to_numpy()
        )
        for name in data.columns
    }


# -- the core's words --------------------------------------------------------------------------


class _Deals:
    """The summary words of a batch of deals (``tarock.fast.summary_layout``), word by word (a
    row of the array a word, one entry a deal), and the rows of the frame: a row for each
    playing seat of each deal."""

    def __init__(self, data: bytes) -> None:
        size, layout = fast.summary_layout()
        self.words: Ints = np.frombuffer(data, np.int64).reshape(size, -1)
        self.fields = {name: (at, at + width) for name, at, width in layout}
        self.count = self.words.shape[1]
        active = self.field("active")
        self.seats = active.shape[1]  # the words of a field by seat
        self.playing = np.arange(self.seats) < self.scalar("nactive")[:, None]
        self.deal, self.place = np.nonzero(self.playing)  # each row's deal and place in play
        self.seat = active[self.deal, self.place]
        self.at_seat = self.seat * self.count + self.deal  # in a field by seat, laid flat

    def field(self, name: str) -> Ints:
        """A field's words, a row of them a deal."""
        at, end = self.fields[name]
        return self.words[at:end].T

    def scalar(self, name: str) -> Ints:
        """A one-word field, a word a deal."""
        words: Ints = self.words[self.fields[name][0]]
        return words

    def per_deal(self, name: str, word: int = 0) -> Ints:
        """A field's word ``word`` (of a one-word field, its word), on each row."""
        words: Ints = self.words[self.fields[name][0] + word][self.deal]
        return words

    def per_seat(self, name: str, block: int = 0) -> Ints:
        """On each row, its seat's word of a field by seat (of its ``block``-th block of one
        word a seat, for the fields with a block for each kind, pot or rule)."""
        at = self.fields[name][0] + block * self.seats
        words: Ints = self.words[at : at + self.seats].reshape(-1)[self.at_seat]
        return words

    def per_row(self, name: str, index: Ints) -> Ints:
        """On each row, the word ``index`` (one a row) of a field."""
        return self.words[self.fields[name][0] + index, self.deal]


def compiled(job: Batch, start: int, stop: int) -> Columns:
    """Deals ``start`` to ``stop - 1`` of ``job`` played by the compiled core, as columns:
    the rows ``job.rows(start, stop)`` gives, one after another."""
    ruleset = job.ruleset()
    if job.pots:
        data, ends = fast.session_words(ruleset, job.kinds, job.seed, start, stop, job.session)
    else:
        data, ends = fast.summary_words(ruleset, job.kinds, job.seed, start, stop), b""
    deals = _Deals(data)
    k = start + deals.deal
    first = start + (k - start) // job.session * job.session  # the first deal of k's session
    sharing = _sharing(deals.count, ends, stop - start, job.session, ruleset)
    return {
        "deal": k,
        "session": first // job.session,
        "seed": deals.per_deal("seed").view(np.uint64),
        "variant": _constant(ruleset.id, len(k)),
        **_seats(deals, job.kinds, ruleset),
        **_events(deals, ruleset),
        **_payments(deals, ruleset, sharing),
    }


def _seats(deals: _Deals, kinds: Sequence[str], ruleset: Ruleset) -> Columns:
    """The columns of the seat, its cards and its tricks: ``seat`` to ``decl_*``."""
    seat = deals.seat
    active = deals.field("active")
    dealer = np.argmax((active == deals.scalar("dealer")[:, None]) & deals.playing, axis=1)
    points = deals.per_seat("points")
    out: Columns = {
        "seat": seat,
        "position": (deals.place - dealer[deals.deal]) % deals.per_deal("nactive"),
        "dealer": seat == deals.per_deal("dealer"),
        "player": _texts(list(kinds), seat),
        "hand": _hands(deals),
        "redeals": deals.per_deal("redeals"),
        "tricks": deals.per_seat("won"),
        "card_points": points / 3,
        "card_points_fraction": _fractions(points, 3),
        "side_points": deals.per_seat("side_points") / 3,
        "discard_points": np.where(
            seat == deals.per_deal("discarder"), deals.per_deal("discard_points") / 3, 0.0
        ),
        "trumps": deals.per_seat("trumps"),
        "declarations": deals.per_seat("declarations"),
        "declared_value": deals.per_seat("declared_value"),
    }
    entries = deals.field("declared").shape[1] // deals.seats  # the words a seat's entries take
    for i, name in enumerate(declaration_columns(ruleset)):
        out[name] = deals.per_row("declared", seat * entries + i)
    other = deals.per_seat("has_other") != 0
    if other.any():  # declarations no entry of the table accounts for
        out["decl_other"] = np.where(other, deals.per_seat("other"), 0)
    return out


def _hands(deals: _Deals) -> Any:
    """Each row's hand as dealt, as card codes (``tarock.fast.card_texts``)."""
    low = deals.per_row("hands", 2 * deals.seat)
    masks = np.stack([low, deals.per_row("hands", 2 * deals.seat + 1)], axis=1)
    offsets, text = fast.card_texts(masks.tobytes())
    buffers = [None, pa.py_buffer(offsets), pa.py_buffer(text)]
    return pa.Array.from_buffers(pa.large_string(), len(masks), buffers)


def _events(deals: _Deals, ruleset: Ruleset) -> Columns:
    """The ultimos, the announcements and the contract."""
    options = ruleset.options
    bits = deals.per_seat("ultimos")
    declarer = deals.per_deal("declarer")
    games = ["", *(game.name for game in options.games)]
    return {
        **{name: (bits >> i & 1) != 0 for i, name in enumerate(ULTIMOS)},
        "announced": _announced(deals),
        "contract": _texts(games, np.where(declarer >= 0, deals.per_deal("bid") + 1, 0)),
        "declarer": deals.seat == declarer,
        "card_settlement": _constant(options.card_settlement.value, len(declarer)),
    }


def _announced(deals: _Deals) -> Any:
    """Each row's announcements, e.g. 'vole@1 nolo@3' (the deals with any, one by one)."""
    kinds = fast.summary_names()[2]
    count = deals.scalar("nann")
    row = np.full((deals.count, deals.seats), -1)
    row[deals.deal, deals.seat] = np.arange(len(deals.seat))
    said: dict[int, list[str]] = {}
    for d in np.flatnonzero(count).tolist():
        words = deals.field("announced")[d, : 3 * count[d]].tolist()
        for seat, kind, trick in zip(words[0::3], words[1::3], words[2::3], strict=True):
            said.setdefault(int(row[d, seat]), []).append(f"{kinds[kind]}@{trick}")
    said.pop(-1, None)  # a seat sitting out has no row
    table = ["", *(" ".join(items) for items in said.values())]
    index = np.zeros(len(deals.seat), np.int64)
    index[list(said)] = np.arange(1, len(table))
    return _texts(table, index)


Sharing = tuple[dict[str, Ints], Ints, Ints]
"""A session's sharing of the pots counted in its last deal, in units, a row a deal: by
category, each seat's payments; each seat's net with the pots; each pot's change."""


def _sharing(count: int, ends: bytes, played: int, length: int, ruleset: Ruleset) -> Sharing:
    """For ``count`` deals in sessions of ``length``, the sharing of the pots at the end of
    each session (``ends``: its pots, in thirds) in the session's last deal, as
    ``tarock.analysis.rows._shared`` counts it; zeros elsewhere."""
    seats = ruleset.options.seats
    pay: dict[str, Ints] = {}
    from_pots = np.zeros((count, seats), np.int64)
    change = np.zeros((count, len(Pot)), np.int64)
    if not ends:
        return pay, from_pots, change
    pots = np.frombuffer(ends, np.int64).reshape(-1, len(Pot))
    last = np.minimum(np.arange(length, played + length, length), played) - 1
    values, which = np.unique(pots, axis=0, return_inverse=True)
    shares = [share_units(tuple(thirds), seats) for thirds in values.tolist()]
    which = which.reshape(-1)
    for name in CATEGORIES:
        if any(name in by_category for by_category, _, _ in shares):
            table = np.array([by_category.get(name, (0,) * seats) for by_category, _, _ in shares])
            pay[name] = np.zeros((count, seats), np.int64)
            pay[name][last] = table[which]
    from_pots[last] = np.array([nets for _, nets, _ in shares])[which]
    change[last] = np.array([moved for _, _, moved in shares])[which]
    return pay, from_pots, change


def _payments(deals: _Deals, ruleset: Ruleset, sharing: Sharing) -> Columns:
    """The payments by category, the pots, the net and the card points under every rule."""
    seats = ruleset.options.seats
    unit = 3 * seats  # units a game point; the words count thirds
    kinds = fast.summary_names()[0]
    shared, shared_from, shared_change = sharing
    out: Columns = {}
    paid: dict[str, Ints] = {}
    for name in CATEGORIES:
        if name in kinds:
            units = deals.per_seat("kinds", kinds.index(name)) * seats
        elif name == "pots":  # the stakes before a session's deal
            units = deals.per_seat("staked") * seats
        else:
            units = np.zeros(len(deals.seat), np.int64)
        if name in shared:
            units = units + shared[name][deals.deal, deals.seat]
        paid[name] = units
        out[f"pay_{name}"] = units / unit
    net = sum(paid.values(), np.zeros(len(deals.seat), np.int64))
    from_pots = deals.per_seat("from_pots") * seats + shared_from[deals.deal, deals.seat]
    out |= {"from_pots": from_pots / unit, "net": net / unit, "net_fraction": _fractions(net, unit)}
    for i, (_, before, change, taken) in enumerate(_POT_COLUMNS):
        out[before] = deals.per_deal("pots_before", i) / 3
        moved = deals.per_deal("pot_change", i) * seats + shared_change[deals.deal, i]
        out[change] = moved / unit
        out[taken] = deals.per_seat("pot_taken", i) / 3
    rest = (net - paid["card_points"]) / unit
    for (cp_column, net_column), cp in zip(_RULE_COLUMNS, _rescored(deals, ruleset), strict=True):
        out[cp_column] = cp
        out[net_column] = rest + cp
    return out


def _rescored(deals: _Deals, ruleset: Ruleset) -> list[np.ndarray[Any, np.dtype[np.float64]]]:
    """The card points' game points under each of ``RULES``, as
    ``tarock.analysis.rows._rescored`` gives them: NaN where card points decide a contract;
    where the ledger's card-point payments are not the deal's own rule's, 0 if all are
    zero (cancelled), else NaN."""
    options = ruleset.options
    rows = len(deals.seat)
    if getattr(options, "contracts", ()):
        return [np.full(rows, math.nan) for _ in RULES]
    kinds, settlements, _ = fast.summary_names()
    own = deals.per_seat("rescored", settlements.index(options.card_settlement.value))
    paid = deals.per_seat("kinds", kinds.index("card_points"))
    count = deals.count
    differs = np.bincount(deals.deal, weights=own != paid, minlength=count)[deals.deal] > 0
    some = np.bincount(deals.deal, weights=paid != 0, minlength=count)[deals.deal] > 0
    otherwise = np.where(differs & ~some, 0.0, math.nan)  # cancelled, or not to be re-scored
    return [
        np.where(differs, otherwise, deals.per_seat("rescored", settlements.index(rule.value)) / 3)
        for rule in RULES
    ]


# -- text columns ------------------------------------------------------------------------------


def _texts(table: Sequence[str], index: Ints) -> Any:
    """The text column whose row ``i`` is ``table[index[i]]``."""
    return pa.array(table, pa.large_string()).take(pa.array(index))


def _constant(text: str, rows: int) -> Any:
    return _texts([text], np.zeros(rows, np.int64))


def _fractions(amounts: Ints, unit: int) -> Any:
    """Amounts in units of ``1 / unit`` written exactly, as ``str(exact(amount))``: '26',
    '79/3', '-13/3'."""
    values, index = _distinct(amounts)
    return _texts([str(Fraction(value, unit)) for value in values.tolist()], index)


def _distinct(values: Ints) -> tuple[Ints, Ints]:
    """The distinct values, in order, and where each value is among them (``np.unique`` with
    ``return_inverse``; for values close together, by a table rather than a sort)."""
    if not len(values):
        return values, values
    low = int(values.min())
    span = int(values.max()) - low + 1
    if span > 4 * len(values):
        found, where = np.unique(values, return_inverse=True)
        return found, where.reshape(-1)
    present = np.zeros(span, np.bool_)
    present[values - low] = True
    return np.flatnonzero(present) + low, (np.cumsum(present) - 1)[values - low]
