"""A rule set: a name, a status, its sources, and a selection of options."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from tarock.rules.options import Options


class Status(Enum):
    """How directly a rule set rests on a rulebook."""

    DESCRIBED = "Described"
    SCHOLARLY = "Scholarly"
    RECONSTRUCTED = "Reconstructed"
    ADAPTED = "Adapted"

    @property
    def meaning(self) -> str:
        """What the status says about the rule set's footing."""
        return _MEANINGS[self]


_MEANINGS = {
    Status.DESCRIBED: "written down by players of its time (a rulebook or club rules).",
    Status.SCHOLARLY: "a historian's synthesis of several period sources.",
    Status.RECONSTRUCTED: "rebuilt where the sources are silent or garbled; readings flagged.",
    Status.ADAPTED: "a modern adaptation of a historical game.",
}


@dataclass(frozen=True)
class Source:
    """A bibliographic source, cited by ``key``."""

    key: str
    author: str
    title: str
    year: str
    note: str = ""

    def __str__(self) -> str:
        note = f" {self.note}" if self.note else ""
        return f"{self.author} ({self.year}), {self.title}.{note}"


@dataclass(frozen=True)
class Ruleset:
    """One executable rule set."""

    id: str
    title: str
    status: Status
    summary: str
    options: Options
    sources: tuple[Source, ...] = ()
    cites: dict[str, str] = field(default_factory=dict, compare=False, hash=False)
    """Option name -> the source key (and place) it comes from."""

    def citation(self, option: str) -> str:
        """The source an option rests on: its own citation, else the rule set's first source
        (where the rule set's rules as a whole come from)."""
        return self.cites.get(option) or self.sources[0].key

    def with_options(self, assignments: list[str] | tuple[str, ...]) -> Ruleset:
        """This rule set with ``NAME=VALUE`` option changes."""
        if not assignments:
            return self
        from dataclasses import replace

        return replace(self, options=self.options.with_changes(assignments))
