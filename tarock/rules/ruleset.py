"""A rule set: a name, a status, its place in the family, its sources, and its options."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum

from tarock.rules.options import OptionError, Options
from tarock.rules.sources import SOURCE_TEXTS, SOURCES, Source, in_words, keys_of, name, unknown


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
    """A fine a rule set's source gives for a fault at the table (the program makes none
    of these faults, so it never levies one: they are shown, not played)."""

    what: str
    """The fault, in a few words (``the dealer misdeals``)."""
    amount: int
    """Game points, paid by the player at fault."""
    to: str
    """Who receives it (``each other player``)."""
    cite: str
    """Where the source gives it: a bibliography key and the place (``regeln-1754, §3``)."""
    outcome: str = ""
    """What else follows (``the deal is void and dealt again``)."""


@dataclass(frozen=True)
class Names:
    """What a rule set's own sources call the Fool, the Pagat (trump I), taking every trick
    and taking none, and the seat after the dealer."""

    fool: str = "Fool"
    pagat: str = "Pagat"
    forehand: str = "forehand"
    vole: str = "Vole"
    nolo: str = "Nolo"


@dataclass(frozen=True)
class Preset:
    """A named set of option changes: another text's reading of the same game."""

    name: str
    """What it is called on the command line (``preset=NAME``)."""
    title: str
    """Whose reading it is, in words."""
    changes: tuple[str, ...]
    """``NAME=VALUE`` option changes."""
    cite: str
    """Where the reading comes from: a bibliography key and the place."""


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
    """The fines the sources give for faults at the table."""
    presets: tuple[Preset, ...] = ()
    """Other texts' readings of the same game, as option changes."""
    names: Names = Names()
    """Its own names for the Fool, for taking every trick and for taking none."""

    def __post_init__(self) -> None:
        """Every source is in the bibliography, listed once, and an option cites one of the
        rule set's own sources."""
        cited = [
            *self.sources,
            *self.cites.values(),
            *self.lineage.event_cites,
            *(fine.cite for fine in self.fines),
            *(preset.cite for preset in self.presets),
        ]
        missing = unknown(cited)
        problems = [f"not in the bibliography: {', '.join(missing)}"] if missing else []
        if not self.sources:
            problems.append("no source listed")
        if len(set(self.sources)) < len(self.sources):
            problems.append("a source listed twice")
        foreign = [
            f"{option} ({cite})"
            for option, cite in self.cites.items()
            if any(key not in self.sources for key in keys_of(cite))
        ]
        foreign += [
            fine.cite
            for fine in self.fines
            if any(key not in self.sources for key in keys_of(fine.cite))
        ]
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

    @property
    def footing(self) -> str:
        """What the rule set rests on, in a sentence: its status and its main source, and
        how much of that source the project read itself."""
        main = SOURCES[self.sources[0]]
        if main.read:
            read = f" The project read {main.read}."
        else:
            summary = next(key for key in self.sources if key in SOURCE_TEXTS)
            read = f" The project knows it only as {name(SOURCES[summary])} summarises it."
        return f"{self.status.value}: {self.status.meaning} It rests on {name(main)}.{read}"

    def cited(self, option: str) -> str:
        """An option's citation in words (``in_words``)."""
        return in_words(self.citation(option))

    def citation(self, option: str) -> str:
        """The source an option rests on: its own citation, else the rule set's first source
        (where the rule set's rules as a whole come from)."""
        return self.cites.get(option) or self.sources[0]

    def tables(self) -> tuple[int, ...]:
        """The numbers of players the rule set is played by: its own, and four where a
        source of it speaks of the number of players (it cites one for ``seats``) and the
        four-handed table (the dealer's opposite sitting out) fits its options."""
        own = self.options.seats
        if "seats" not in self.cites:
            return (own,)
        try:
            self.with_options(("seats=4",))
        except OptionError:
            return (own,)
        return tuple(sorted({own, 4}))

    def with_options(self, assignments: list[str] | tuple[str, ...]) -> Ruleset:
        """This rule set with ``NAME=VALUE`` option changes; ``preset=NAME`` stands for a
        preset's changes (later assignments override them)."""
        if not assignments:
            return self
        changes: list[str] = []
        for text in assignments:
            name, _, value = text.partition("=")
            if name.strip() == "preset":
                changes.extend(self.preset(value.strip()).changes)
            else:
                changes.append(text)
        return replace(self, options=self.options.with_changes(changes))

    def preset(self, name: str) -> Preset:
        """The preset ``name``, or a clear error naming the ones there are."""
        for preset in self.presets:
            if preset.name == name:
                return preset
        known = ", ".join(preset.name for preset in self.presets) or "none"
        raise OptionError(f"unknown preset {name!r} for {self.id}; presets: {known}")
