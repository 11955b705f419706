"""A rule set: a name, a status, its place in the family, its sources, and its options."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from tarock.rules.options import Options
from tarock.rules.sources import SOURCES, Source, key_of, unknown


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


class Branch(Enum):
    """A branch of the family, where the games were played."""

    FRANCE = "French tarot games"
    GERMAN = "German lands: Taroc, then Grosstarock"
    VIENNA = "Vienna: Tapp Tarock, 54 cards"
    DENMARK = "Denmark: Tarok"
    ENGLAND = "In English: an adaptation"


@dataclass(frozen=True)
class Lineage:
    """Where a rule set stands in the family's history."""

    name: str
    """The game's name, without the year (``German Taroc``)."""
    rules_of: str
    """Whose rules, and when."""
    played: str
    """Where and when the game was played."""
    branch: Branch
    year: int
    """The year of the rules the rule set follows."""
    label: str
    """The rules in a few words, for the family tree (``rules of 1754``)."""
    in_short: str
    """What sets the game apart, in a sentence."""
    event: str
    """What happened in ``year``, for the timeline."""
    event_cites: tuple[str, ...]
    """The sources of ``event`` (keys of the bibliography)."""


@dataclass(frozen=True)
class Fine:
    """A fine a source sets for a mistake at the table (not played by the engine)."""

    offence: str
    """The mistake, in a few words (``a misdeal``)."""
    amount: int
    """Paid to each other player by the one at fault; 0 where the source names no amount."""
    cite: str
    """The source key and place (``regeln-1754, §3``)."""
    outcome: str = ""
    """What else follows (``the deal is void and dealt again``)."""


@dataclass(frozen=True)
class Ruleset:
    """One executable rule set."""

    id: str
    title: str
    status: Status
    summary: str
    options: Options
    lineage: Lineage
    sources: tuple[str, ...]
    """Keys of the bibliography (``tarock.rules.sources``), the main source first."""
    cites: dict[str, str] = field(default_factory=dict, compare=False, hash=False)
    """Option name -> the source key (and place) it comes from."""
    fines: tuple[Fine, ...] = ()
    """The fines the sources give, for the quick-start (the engine plays no mistakes)."""

    def __post_init__(self) -> None:
        """Every source is in the bibliography, listed once, and an option cites one of the
        rule set's own sources."""
        cited = [
            *self.sources,
            *self.cites.values(),
            *self.lineage.event_cites,
            *(fine.cite for fine in self.fines),
        ]
        missing = unknown(cited)
        problems = [f"not in the bibliography: {', '.join(missing)}"] if missing else []
        if not self.sources:
            problems.append("no source listed")
        if len(set(self.sources)) < len(self.sources):
            problems.append("a source listed twice")
        foreign = [
            f"{name} ({cite})"
            for name, cite in self.cites.items()
            if key_of(cite) not in self.sources
        ]
        foreign += [fine.cite for fine in self.fines if key_of(fine.cite) not in self.sources]
        if foreign:
            problems.append(
                f"options citing a source the rule set does not list: {', '.join(foreign)}"
            )
        if problems:
            raise ValueError(f"rule set {self.id}: {'; '.join(problems)}")

    @property
    def works(self) -> tuple[Source, ...]:
        """The rule set's sources, from the bibliography."""
        return tuple(SOURCES[key] for key in self.sources)

    def citation(self, option: str) -> str:
        """The source an option rests on: its own citation, else the rule set's first source
        (where the rule set's rules as a whole come from)."""
        return self.cites.get(option) or self.sources[0]

    def with_options(self, assignments: list[str] | tuple[str, ...]) -> Ruleset:
        """This rule set with ``NAME=VALUE`` option changes."""
        if not assignments:
            return self
        from dataclasses import replace

        return replace(self, options=self.options.with_changes(assignments))
