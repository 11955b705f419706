"""A recorded deal settled again under other scoring rules: the same play, two ledgers.

Only the options that score a finished deal may change (``tarock.rules.applies.SCORING``:
card points exact or in bands, the par, the bonuses, the Valat values, ...); an option
that would change the play, or that does nothing in the record's rule set, is refused.

Examples:
    >>> from tarock import rules
    >>> from tarock.play import play_deal
    >>> record = play_deal(rules.get("grosstarock"), ["heuristic"] * 3, seed=1).record
    >>> again = resettle(record, ["card_settlement=bands"])
    >>> again.before.net, again.after.net, again.difference
    ({0: 64, 1: -59, 2: -5}, {0: 65, 1: -60, 2: -5}, {0: 1, 1: -1, 2: 0})
    >>> resettle(record, ["seats=4"])
    Traceback (most recent call last):
    ...
    tarock.records.RecordError: option seats changes the play, not only the scoring of ...
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields
from enum import Enum

from tarock import rules
from tarock.play import replay
from tarock.records import Record, RecordError
from tarock.results import DealResult, recorded_ruleset
from tarock.rules.applies import SCORING, not_scoring, unused
from tarock.rules.options import Options, counts_tricks
from tarock.rules.ruleset import Ruleset
from tarock.scoring.settlement import Amount, Party, Payment, exact


@dataclass(frozen=True)
class Resettled:
    """One recorded deal settled as recorded (``before``) and under ``options`` (``after``)."""

    before: DealResult
    after: DealResult
    options: tuple[str, ...]

    @property
    def difference(self) -> dict[int, Amount]:
        """Each seat's net after less its net before."""
        return {
            seat: exact(self.after.net[seat] - self.before.net[seat]) for seat in self.before.net
        }


def resettle(record: Record, options: Sequence[str]) -> Resettled:
    """Replay ``record`` and settle its play again with the scoring ``options``
    (``NAME=VALUE``) changed; ``RecordError`` for an option that may not change,
    ``OptionError`` for an unknown option or value."""
    if not options:
        raise RecordError("give at least one scoring option to change, as NAME=VALUE")
    why = not_scoring(options)
    ruleset = recorded_ruleset(record).with_options(tuple(options))  # OptionError
    why = why or unused(ruleset, options)
    if why is not None:
        raise RecordError(why)
    changed = record.replace(options=[*record.options, *options])
    return Resettled(replay(record), replay(changed), tuple(options))


def causes(record: Record, changes: Sequence[str]) -> dict[Payment, list[str]]:
    """The changes of ``changes`` (``NAME=VALUE``) that, each made alone, change a payment
    of ``record``'s own settlement or make a new one: for each such payment (the one made
    under the change where there is one, else the one no longer made), those changes. A
    change that cannot be made alone is left out.

    Examples:
        >>> from tarock.play import play_deal
        >>> record = play_deal(rules.get("grosstarock"), ["heuristic"] * 3, seed=1).record
        >>> found = causes(record, ["card_settlement=bands", "pagat_ultimo=0"])
        >>> [(payment.reason, found[payment]) for payment in found]
        [('card points: seat 1 has 17 against 26', ['card_settlement=bands'])]
    """
    own = _by_key(replay(record).ledger)
    out: dict[Payment, list[str]] = {}
    for change in changes:
        try:
            alone = _by_key(replay(record.replace(options=[*record.options, change])).ledger)
        except (RecordError, ValueError):
            continue
        for key in [*own, *(key for key in alone if key not in own)]:
            mine, theirs = own.get(key, []), alone.get(key, [])
            if [p.amount for p in mine] != [p.amount for p in theirs]:
                out.setdefault((theirs or mine)[0], []).append(change)
    return out


def _by_key(ledger: Iterable[Payment]) -> dict[tuple[Party, Party, str], list[Payment]]:
    """A ledger's payments by who pays whom for what."""
    out: dict[tuple[Party, Party, str], list[Payment]] = {}
    for payment in ledger:
        out.setdefault((payment.payer, payment.payee, payment.reason), []).append(payment)
    return out


def text(name: str, value: object) -> str:
    """An option's value as ``NAME=VALUE``."""
    if isinstance(value, Enum):
        value = value.value
    elif isinstance(value, bool):
        value = str(value).lower()
    return f"{name}={value}"


def settled_as(ruleset: Ruleset, other: Ruleset) -> list[str]:
    """The scoring options (``NAME=VALUE``) that settle a deal of ``ruleset`` as ``other``
    settles its deals: those whose values differ. Empty where the cards do not allow it
    (another pack or table, a declarer, or an option that does nothing in ``ruleset``)."""
    mine, theirs = ruleset.options, other.options
    if (mine.pack, mine.seats, bool(mine.games)) != (theirs.pack, theirs.seats, bool(theirs.games)):
        return []
    changes = [
        text(name, getattr(theirs, name))
        for name in sorted(SCORING)
        if getattr(mine, name) != getattr(theirs, name)
    ]
    return changes if changes and unused(ruleset.with_options(changes), changes) is None else []


def alternatives(ruleset: Ruleset) -> list[str]:
    """The scoring changes a deal of ``ruleset`` may be settled again under, as
    ``NAME=VALUE``, each option's in turn: every other value of a choice; an amount doubled,
    and nothing instead of it; for a trick's number, the tricks that other rule sets of as
    many tricks name, and never (0). Only changes that do something there (``unused``);
    the par stays.

    Examples:
        >>> [t for t in alternatives(rules.get("grosstarock")) if t.startswith("fool_")]
        ['fool_captured_from=25', 'fool_captured_from=0', 'fool_exchange_at_end=true']
        >>> [t for t in alternatives(rules.get("grosstarock")) if t.startswith("pagat_ultimo=")]
        ['pagat_ultimo=30', 'pagat_ultimo=0']
    """
    out = []
    mine = ruleset.options
    for field in fields(Options):
        name = field.name
        if name not in SCORING or name == "par":
            continue
        value = getattr(mine, name)
        if isinstance(value, Enum):
            others = [str(v.value) for v in type(value) if v is not value]
        elif isinstance(value, bool):
            others = [str(not value).lower()]
        elif counts_tricks(name):
            used = {
                getattr(r.options, name)
                for r in rules.VARIANTS.values()
                if r.options.tricks == mine.tricks
            }
            others = [str(v) for v in sorted(used - {0, value})] + ["0"] * (value != 0)
        elif value:  # an amount: double, and nothing (rule sets pay on scales of their own)
            others = [str(value * 2), "0"]
        else:
            others = []
        for other in others:
            change = f"{name}={other}"
            if unused(ruleset, [change]) is None:
                out.append(change)
    return out


def used_by(ruleset: Ruleset, change: str) -> list[Ruleset]:
    """The other rule sets whose own value of the option is the one ``change``
    (``NAME=VALUE``) sets, and in which that option does something."""
    name = change.partition("=")[0]
    return [
        other
        for other in rules.VARIANTS.values()
        if other.id != ruleset.id
        and text(name, getattr(other.options, name)) == change
        and unused(other, [change]) is None
    ]
