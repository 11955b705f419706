"""Game records: plain JSON holding the cards as dealt and every action.

A record stores what happened, not a seed, so it replays the same under any
version of the shuffle. Reading one checks its shape (with pydantic) and then
its consistency (a real deal, legal actions); every error names the field.

Examples:
    >>> record = Record(variant="grosstarock", seats=["A", "B", "C"], dealer=0,
    ...                 hands=["T1", "", ""], actions=[])
    >>> record.version
    2

Version 2 added ``thrown_in`` (a deal ended without play says why) and names Grosstarock's
trump declaration with the Sküs and the Pagat ("11 trumps with Fool, without Pagat");
version 1 records still read and replay.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
from pathlib import Path
from types import TracebackType
from typing import IO, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

FORMAT = "tarock-record"
VERSION: Final = 2


class RecordError(ValueError):
    """A record that cannot be read or does not describe a possible deal."""


class _Recorded(BaseModel):
    """What deal and session records share: the rule set, the seats, who played."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format: str
    version: Literal[1, 2] = 2
    variant: str = Field(description="rule-set id, e.g. 'grosstarock'")
    options: list[str] = Field(default_factory=list, description="rule options as NAME=VALUE")
    seats: list[str] = Field(min_length=3, max_length=4, description="the players' names")
    players: list[str] = Field(default_factory=list, description="who played (informative)")
    seed: int | None = Field(default=None, description="the seed (informative)")

    def dumps(self) -> str:
        """The record as JSON text."""
        return self.model_dump_json(indent=1, exclude_none=True) + "\n"

    def save(self, path: str | Path) -> None:
        """Write the record to ``path`` (all at once, so nothing half-written is left)."""
        _save(self.dumps(), path)


class Record(_Recorded):
    """One deal: the rule set, the seats, the cards as dealt and the actions in order."""

    format: Literal["tarock-record"] = "tarock-record"
    dealer: int = Field(ge=0, description="the dealer's seat")
    hands: list[str] = Field(description="each seat's cards as dealt: card codes, space-separated")
    talon: str = Field(default="", description="undealt cards, if any")
    actions: list[str] = Field(description="every action in order, e.g. 'play T21'")
    pots: dict[str, int] | None = Field(
        default=None, description="the pots when play began, for rule sets that keep pots"
    )
    thrown_in: str | None = Field(
        default=None,
        description="why the deal was thrown in without play, e.g. 'everyone passed'"
        " (absent for a deal played out)",
    )

    def __repr__(self) -> str:
        seed = "" if self.seed is None else f", seed {self.seed}"
        return (
            f"<Record {self.variant}{seed}, seats {' '.join(self.seats)},"
            f" dealer {self.seats[self.dealer] if self.dealer < len(self.seats) else self.dealer}:"
            f" {len(self.actions)} actions>"
        )

    def _repr_svg_(self) -> str:
        """A picture for Jupyter: the whole deal if it is finished, else where it stands."""
        from tarock.engine.actions import parse_action
        from tarock.play import replay, start
        from tarock.render import deal_svg, state_svg

        try:
            return deal_svg(replay(self))
        except RecordError:  # unfinished: the deal where it stopped
            state = start(self)
            for text in self.actions:
                state.apply(parse_action(text))
            return state_svg(state, self.seats)


class SessionRecord(_Recorded):
    """Several deals with the pots carried over: the deal records and the pots after each."""

    format: Literal["tarock-session"] = "tarock-session"
    deals: list[Record] = Field(description="every deal in order, redeals included")
    pots: list[dict[str, int]] = Field(description="the pots after each deal")
    planned: int | None = Field(
        default=None,
        ge=1,
        description="the deals planned, in a session saved before its end (its last deal"
        " may be unfinished, with no pots after it yet)",
    )

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
        self._deals.write(comma + record.model_dump_json(exclude_none=True))
        self._pots.write(comma + json.dumps(pots or {}))
        self.count += 1

    def close(self) -> None:
        """Write the record to ``path`` (all at once, as ``save`` does)."""
        head = json.loads(self.head.model_dump_json(exclude_none=True, exclude={"deals", "pots"}))
        target = self.path.with_name(self.path.name + ".part")
        with open(target, "w", encoding="utf-8") as out:
            out.write(json.dumps(head, indent=1)[:-2] + ',\n "deals": [')
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
    if not isinstance(data, dict):
        raise RecordError("a record is a JSON object")
    kinds: dict[str, type[Record] | type[SessionRecord]] = {
        FORMAT: Record,
        "tarock-session": SessionRecord,
    }
    kind = kinds.get(data.get("format", FORMAT))
    if kind is None:
        raise RecordError(
            f"field 'format': expected {FORMAT!r} or 'tarock-session', got {data.get('format')!r}"
        )
    try:
        return kind.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "record"
        more = f" (and {error.error_count() - 1} more)" if error.error_count() > 1 else ""
        raise RecordError(f"field {where!r}: {first['msg']}{more}") from None


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
