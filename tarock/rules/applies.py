"""Where each option applies: an option set where it does nothing is refused, and only
the options that score a finished deal may change when a record is settled again.

Examples:
    >>> from tarock import rules
    >>> print(unused(rules.get("tapp-tarock"), ["card_settlement=bands"]))
    option card_settlement does nothing in tapp-tarock: its card points decide the declarer's game
    >>> unused(rules.get("grosstarock"), ["card_settlement=bands"]) is None
    True
    >>> print(not_scoring(["vole=30", "seats=4"]))
    option seats changes the play, not only the scoring of a finished deal
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import fields
from typing import NamedTuple

from tarock.rules.options import Options, Settles, When, applies, settles
from tarock.rules.ruleset import Ruleset

OPTIONS = tuple(field.name for field in fields(Options))
"""Every option's name, in the order ``Options`` declares them."""


class Applies(NamedTuple):
    """Options that do something only when ``holds`` is true of the rule set's options;
    ``otherwise`` says why they do nothing (``{id}``: the rule set's id)."""

    names: tuple[str, ...]
    holds: Callable[[Options], bool]
    otherwise: str


def _conditions() -> tuple[Applies, ...]:
    by_condition: dict[When, list[str]] = {}
    for name in OPTIONS:
        when = applies(name)
        if when is not None:
            by_condition.setdefault(when, []).append(name)
    return tuple(
        Applies(tuple(names), when.holds, when.otherwise) for when, names in by_condition.items()
    )


CONDITIONS: tuple[Applies, ...] = _conditions()
"""The options that apply only under a condition on the others (each option declares its
own, in ``tarock.rules.options``)."""

SCORING: frozenset[str] = frozenset(name for name in OPTIONS if settles(name) is Settles.DEAL)
"""The options read only when a finished deal is settled (never by the engine, so they
change no legal action): a recorded deal may be settled again under other values."""

STAKES: frozenset[str] = frozenset(name for name in OPTIONS if settles(name) is Settles.STAKES)
"""The options of the stakes paid into the pots before a deal."""


def option_names(assignments: Iterable[str]) -> list[str]:
    """The option names of ``NAME=VALUE`` texts, as ``Options`` spells them."""
    return [text.partition("=")[0].strip().replace("-", "_") for text in assignments]


def unused(ruleset: Ruleset, assignments: Iterable[str]) -> str | None:
    """Why one of the ``NAME=VALUE`` options given does nothing in ``ruleset`` (which has
    them applied), in one line; None if each of them applies."""
    options = ruleset.options
    for name in option_names(assignments):
        for condition in CONDITIONS:
            if name in condition.names and not condition.holds(options):
                why = condition.otherwise.format(id=ruleset.id)
                return f"option {name} does nothing in {ruleset.id}: {why}"
    return None


def not_scoring(assignments: Iterable[str]) -> str | None:
    """Why one of the ``NAME=VALUE`` options may not change when a finished deal is settled
    again, in one line; None if each of them only scores."""
    for name in option_names(assignments):
        if name in STAKES:
            return f"option {name} sets the stakes paid before a deal, not a deal's settlement"
        if name not in SCORING:
            return f"option {name} changes the play, not only the scoring of a finished deal"
    return None
