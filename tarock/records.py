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
from pathlib import Path
from typing import Final, Literal

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


class SessionRecord(_Recorded):
    """Several deals with the pots carried over: the deal records and the pots after each."""

    format: Literal["tarock-session"] = "tarock-session"
    deals: list[Record] = Field(description="every deal in order, redeals included")
    pots: list[dict[str, int]] = Field(description="the pots after each deal")


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
