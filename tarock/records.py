"""Game records: plain JSON holding the cards as dealt and every action.

A record stores what happened, not a seed, so it replays the same under any
version of the shuffle. Reading one checks its shape (with the standard library
only) and then its consistency (a real deal, legal actions); every error names
the field.

Examples:
    >>> record = Record(variant="grosstarock", seats=["A", "B", "C"], dealer=0,
    ...                 hands=["T1", "", ""], actions=[])
    >>> record.version
    2
    >>> Record(variant="grosstarock", seats=["A", "B"], dealer=0, hands=[], actions=[])
    Traceback (most recent call last):
    ...
    tarock.records.RecordError: field 'seats': 3 or 4 names, got 2

Version 2 added ``thrown_in`` (a deal ended without play says why) and names Grosstarock's
trump declaration with the Sküs and the Pagat ("11 trumps with Fool, without Pagat");
version 1 records still read and replay.
"""

from __future__ import annotations

import dataclasses
import json
import os
import secrets
import shutil
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import IO, Any, Final, TypeVar

from tarock.shown import shown

FORMAT = "tarock-record"
SESSION_FORMAT: Final = "tarock-session"
VERSION: Final = 2
VERSIONS: Final = (1, 2)


class RecordError(ValueError):
    """A record that cannot be read or does not describe a possible deal."""


# -- checking the shape --------------------------------------------------------------------


def _shown(value: object) -> str:
    """A JSON value as an error message quotes it (strings in quotes, long ones cut)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _text(value: object, where: str) -> str:
    if not isinstance(value, str):
        raise RecordError(f"field {where!r}: expected text, got {_shown(value)}")
    return value


def _whole(value: object, where: str, least: int | None = None) -> int:
    if not _is_int(value):
        raise RecordError(f"field {where!r}: expected a whole number, got {_shown(value)}")
    assert isinstance(value, int)
    if least is not None and value < least:
        raise RecordError(f"field {where!r}: must be {least} or more, got {value}")
    return value


def _texts(value: object, where: str) -> list[str]:
    if not isinstance(value, list):
        raise RecordError(f"field {where!r}: expected a list of text, got {_shown(value)}")
    for index, item in enumerate(value):
        if not isinstance(item, str):  # the place named only when it is wrong
            _text(item, f"{where}[{index}]")
    return value


def _amounts(value: object, where: str) -> dict[str, int]:
    if not isinstance(value, dict):
        raise RecordError(f"field {where!r}: expected an object of amounts, got {_shown(value)}")
    return {_text(key, where): _whole(amount, f"{where}.{key}") for key, amount in value.items()}


def _check_head(record: _Recorded, format_: str) -> None:
    """The checks deal and session records share."""
    if record.format != format_:
        raise RecordError(f"field 'format': expected {format_!r}, got {_shown(record.format)}")
    if not _is_int(record.version) or record.version not in VERSIONS:
        raise RecordError(f"field 'version': expected 1 or 2, got {_shown(record.version)}")
    _text(record.variant, "variant")
    _texts(record.options, "options")
    seats = _texts(record.seats, "seats")
    if not 3 <= len(seats) <= 4:
        raise RecordError(f"field 'seats': 3 or 4 names, got {len(seats)}")
    _texts(record.players, "players")
    if record.seed is not None:
        _whole(record.seed, "seed")


_R = TypeVar("_R", bound="_Recorded")


def _build(kind: type[_R], data: dict[str, Any]) -> _R:
    """A record of ``kind`` from a JSON object: every field known, the required ones there."""
    fields = {item.name: item for item in dataclasses.fields(kind) if item.init}
    for name in data:
        if name not in fields:
            raise RecordError(f"field {name!r}: not a field of a {kind.__name__}")
    for name, item in fields.items():
        no_default = item.default is dataclasses.MISSING
        if no_default and item.default_factory is dataclasses.MISSING and name not in data:
            raise RecordError(f"field {name!r}: missing")
    return kind(**data)


# -- the records -----------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class _Recorded:
    """What deal and session records share: the rule set, the seats, who played."""

    format: str
    version: int = VERSION
    variant: str
    """The rule-set id, e.g. 'grosstarock'."""
    options: list[str] = field(default_factory=list)
    """Rule options as NAME=VALUE."""
    seats: list[str]
    """The players' names."""
    players: list[str] = field(default_factory=list)
    """Who played (informative)."""
    seed: int | None = None
    """The seed (informative)."""

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON object, in field order, without empty optional fields."""
        out: dict[str, Any] = {}
        for item in dataclasses.fields(self):
            value = getattr(self, item.name)
            if value is None:
                continue
            if isinstance(value, list):
                value = [part.to_json() if isinstance(part, _Recorded) else part for part in value]
            out[item.name] = value
        return out

    def json_text(self, indent: int | None = None, exclude: Iterable[str] = ()) -> str:
        """The record as JSON text (``indent`` spaces a level, or compact on one line)."""
        data = {key: value for key, value in self.to_json().items() if key not in set(exclude)}
        separators = None if indent is not None else (",", ":")
        return json.dumps(data, indent=indent, ensure_ascii=False, separators=separators)

    def replace(self: _R, **changes: Any) -> _R:
        """A copy with some fields changed (checked like a new record)."""
        return dataclasses.replace(self, **changes)

    def dumps(self) -> str:
        """The record as JSON text."""
        return self.json_text(indent=1) + "\n"

    def save(self, path: str | Path) -> None:
        """Write the record to ``path`` (all at once, so nothing half-written is left)."""
        _save(self.dumps(), path)


@dataclass(frozen=True, kw_only=True)
class Record(_Recorded):
    """One deal: the rule set, the seats, the cards as dealt and the actions in order."""

    format: str = FORMAT
    dealer: int
    """The dealer's seat."""
    hands: list[str]
    """Each seat's cards as dealt: card codes, space-separated."""
    talon: str = ""
    """Undealt cards, if any."""
    actions: list[str]
    """Every action in order, e.g. 'play T21'."""
    pots: dict[str, int] | None = None
    """The pots when play began, for rule sets that keep pots."""
    thrown_in: str | None = None
    """Why the deal was thrown in without play, e.g. 'everyone passed' (absent for a deal
    played out)."""

    def __post_init__(self) -> None:
        _check_head(self, FORMAT)
        _whole(self.dealer, "dealer", 0)
        _texts(self.hands, "hands")
        _text(self.talon, "talon")
        _texts(self.actions, "actions")
        if self.pots is not None:
            _amounts(self.pots, "pots")
        if self.thrown_in is not None:
            _text(self.thrown_in, "thrown_in")

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Record:
        """A deal record from a JSON object; a malformed one raises ``RecordError``."""
        return _build(cls, data)

    def __repr__(self) -> str:
        seed = "" if self.seed is None else f", seed {self.seed}"
        return (
            f"<Record {self.variant}{seed}, seats {' '.join(self.seats)},"
            f" dealer {self.seats[self.dealer] if self.dealer < len(self.seats) else self.dealer}:"
            f" {len(self.actions)} actions>"
        )

    def _repr_svg_(self) -> str:
        """A picture for Jupyter: the whole deal if it is finished, else where it stands
        (drawn by ``tarock.text.render``)."""
        return str(shown(self, "svg"))


def _deals(value: object) -> list[Record]:
    if not isinstance(value, list):
        raise RecordError(f"field 'deals': expected a list of deal records, got {_shown(value)}")
    deals = []
    for index, item in enumerate(value):
        if isinstance(item, Record):
            deals.append(item)
            continue
        if not isinstance(item, dict):
            raise RecordError(f"field 'deals[{index}]': expected a deal record, got {_shown(item)}")
        try:
            deals.append(Record.from_json(item))
        except RecordError as error:
            raise RecordError(str(error).replace("field '", f"field 'deals[{index}].", 1)) from None
    return deals


@dataclass(frozen=True, kw_only=True)
class SessionRecord(_Recorded):
    """Several deals with the pots carried over: the deal records and the pots after each."""

    format: str = SESSION_FORMAT
    deals: list[Record]
    """Every deal in order, redeals included."""
    pots: list[dict[str, int]]
    """The pots after each deal."""
    planned: int | None = None
    """The deals planned, in a session saved before its end (its last deal may be
    unfinished, with no pots after it yet)."""

    def __post_init__(self) -> None:
        _check_head(self, SESSION_FORMAT)
        object.__setattr__(self, "deals", _deals(self.deals))
        if not isinstance(self.pots, list):
            raise RecordError(f"field 'pots': expected a list of pots, got {_shown(self.pots)}")
        for index, pots in enumerate(self.pots):
            _amounts(pots, f"pots[{index}]")
        if self.planned is not None:
            _whole(self.planned, "planned", 1)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SessionRecord:
        """A session record from a JSON object; a malformed one raises ``RecordError``."""
        return _build(cls, data)

    @classmethod
    def loads(cls, text: str) -> SessionRecord:
        """A session record from JSON text."""
        record = loads_any(text)
        if not isinstance(record, SessionRecord):
            raise RecordError("field 'format': a deal record, where a session was expected")
        return record

    def __repr__(self) -> str:
        seed = "" if self.seed is None else f", seed {self.seed}"
        return (
            f"<SessionRecord {self.variant}{seed}, seats {' '.join(self.seats)}:"
            f" {len(self.deals)} deals>"
        )


class SessionWriter:
    """A session record written deal by deal, so that a long session holds no deals in
    memory: ``add`` each deal's record with the pots after it, then ``close`` to put the
    record in place (read back, it is the ``SessionRecord`` of the deals added). Used as a
    context manager, it removes its temporary files whatever happens."""

    def __init__(self, path: str | Path, head: SessionRecord) -> None:
        self.path = Path(path)
        self.head = head
        self.count = 0
        self._deals = self._temporary("deals")
        self._pots = self._temporary("pots")

    def _temporary(self, what: str) -> IO[str]:
        name = f".{self.path.name}.{what}.{secrets.token_hex(4)}.tmp"
        return open(self.path.with_name(name), "x+", encoding="utf-8")

    def add(self, record: Record, pots: dict[str, int] | None) -> None:
        """Append one deal's record and the pots after it."""
        comma = ",\n" if self.count else "\n"
        self._deals.write(comma + record.json_text())
        self._pots.write(comma + json.dumps(pots or {}))
        self.count += 1

    def close(self) -> None:
        """Write the record to ``path`` (all at once, as ``save`` does)."""
        head = self.head.json_text(indent=1, exclude=("deals", "pots"))
        target = self.path.with_name(self.path.name + ".part")
        with open(target, "w", encoding="utf-8") as out:
            out.write(head[:-2] + ',\n "deals": [')
            self._deals.seek(0)
            shutil.copyfileobj(self._deals, out)
            out.write('\n],\n "pots": [')
            self._pots.seek(0)
            shutil.copyfileobj(self._pots, out)
            out.write("\n]\n}\n")
        target.replace(self.path)

    def __enter__(self) -> SessionWriter:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        for handle in (self._deals, self._pots):
            handle.close()
            os.unlink(handle.name)


def _save(text: str, path: str | Path) -> None:
    target = Path(path)
    temporary = target.with_name(target.name + ".part")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(target)


def loads_any(text: str) -> Record | SessionRecord:
    """A deal or session record from JSON text; a malformed one raises ``RecordError``."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(f"not JSON: {error.msg} at line {error.lineno}") from None
    except RecursionError:
        raise RecordError("not a record: its brackets are nested too deep") from None
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    kinds: dict[str, type[Record] | type[SessionRecord]] = {
        FORMAT: Record,
        SESSION_FORMAT: SessionRecord,
    }
    format_ = data.get("format", FORMAT)
    kind = kinds.get(format_) if isinstance(format_, str) else None
    if kind is None:
        raise RecordError(
            f"field 'format': expected {FORMAT!r} or {SESSION_FORMAT!r},"
            f" got {_shown(data.get('format'))}"
        )
    return kind.from_json(data)


def loads(text: str) -> Record:
    """A deal record from JSON text; a malformed one raises ``RecordError`` naming the field."""
    record = loads_any(text)
    if not isinstance(record, Record):
        raise RecordError("field 'format': a session record, where a single deal was expected")
    return record


def read_text(path: str | Path) -> str:
    """A record file's text; an unreadable file raises ``RecordError``."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise RecordError(f"cannot read {path}: not UTF-8 text") from None
    except OSError as error:
        raise RecordError(f"cannot read {path}: {error.strerror}") from None


def load(path: str | Path) -> Record:
    """A deal record from a JSON file."""
    return loads(read_text(path))


def load_any(path: str | Path) -> Record | SessionRecord:
    """A deal or session record from a JSON file."""
    return loads_any(read_text(path))
