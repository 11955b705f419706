"""The executable rulebook: the registry of rule sets.

Examples:
    >>> ids()
    ['taroc-1754', 'grosstarock', 'danish-tarok', 'grand-tarot', 'tapp-tarock']
    >>> get("grosstarock").title
    'Grosstarock (after Dummett)'
"""

from __future__ import annotations

from dataclasses import fields
from enum import Enum

from tarock.rules.danish_tarok import DANISH_TAROK
from tarock.rules.grand_tarot import GRAND_TAROT
from tarock.rules.grosstarock import GROSSTAROCK
from tarock.rules.options import OptionError, Options, settable
from tarock.rules.ruleset import Branch, Lineage, Ruleset, Status
from tarock.rules.sources import Source
from tarock.rules.tapp_tarock import TAPP_TAROCK
from tarock.rules.taroc_1754 import TAROC_1754

VARIANTS: dict[str, Ruleset] = {
    ruleset.id: ruleset
    for ruleset in (TAROC_1754, GROSSTAROCK, DANISH_TAROK, GRAND_TAROT, TAPP_TAROCK)
}
"""Every rule set, by id."""


class UnknownVariant(ValueError):
    """A rule-set id that is not in the registry."""


def ids() -> list[str]:
    """The ids of all rule sets."""
    return list(VARIANTS)


def get(variant: str, options: list[str] | tuple[str, ...] = ()) -> Ruleset:
    """The rule set ``variant``, with ``NAME=VALUE`` option changes applied."""
    try:
        ruleset = VARIANTS[variant]
    except KeyError:
        raise UnknownVariant(
            f"unknown variant {variant!r}; variants are: {', '.join(VARIANTS)}"
        ) from None
    return ruleset.with_options(options)


def changed_options(ruleset: Ruleset) -> list[str]:
    """``NAME=VALUE`` for every settable option that differs from the registered rule set
    (what ``get`` takes back).

    Examples:
        >>> changed_options(get("grosstarock", ["seats=4"]))
        ['seats=4']
    """
    base = VARIANTS[ruleset.id].options
    if ruleset.options == base:
        return []
    names = set(settable(base))
    out = []
    for field in fields(ruleset.options):
        name = field.name
        value = getattr(ruleset.options, name)
        if name in names and value != getattr(base, name):
            text = value.value if isinstance(value, Enum) else str(value).lower()
            out.append(f"{name}={text}")
    return out


__all__ = [
    "VARIANTS",
    "Branch",
    "Lineage",
    "OptionError",
    "Options",
    "Ruleset",
    "Source",
    "Status",
    "UnknownVariant",
    "changed_options",
    "get",
    "ids",
]
