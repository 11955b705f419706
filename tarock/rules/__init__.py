"""The executable rulebook: the registry of rule sets.

The rule sets' own modules are loaded the first time the registry is asked for one
(``get``, ``ids``, ``VARIANTS``), so the engine's types load without them.

May import the cards; nothing else of the package.

Examples:
    >>> ids()
    ['taroc-1754', 'grosstarock', 'danish-tarok', 'grand-tarot', 'tapp-tarock']
    >>> get("grosstarock").title
    'Grosstarock (after Dummett)'
"""

from __future__ import annotations

from dataclasses import fields
from enum import Enum
from functools import cache
from importlib import import_module
from typing import Final

from tarock.rules.options import OptionError, Options, settable
from tarock.rules.ruleset import Branch, Lineage, Ruleset, Status
from tarock.rules.sources import Source

RULEBOOKS: Final = ("taroc_1754", "grosstarock", "danish_tarok", "grand_tarot", "tapp_tarock")
"""The rule sets' modules, in the registry's order; each defines its rule set under its
own name in capitals (``danish_tarok.DANISH_TAROK``)."""

VARIANTS: dict[str, Ruleset]
"""Every rule set, by id (loaded on first use)."""


@cache
def _registry() -> dict[str, Ruleset]:
    rulesets = (getattr(import_module(f"{__name__}.{name}"), name.upper()) for name in RULEBOOKS)
    return {ruleset.id: ruleset for ruleset in rulesets}


def __getattr__(name: str) -> dict[str, Ruleset]:
    if name == "VARIANTS":
        return _registry()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class UnknownVariant(ValueError):
    """A rule-set id that is not in the registry."""


def ids() -> list[str]:
    """The ids of all rule sets."""
    return list(_registry())


def get(variant: str, options: list[str] | tuple[str, ...] = ()) -> Ruleset:
    """The rule set ``variant``, with ``NAME=VALUE`` option changes applied."""
    try:
        ruleset = _registry()[variant]
    except KeyError:
        raise UnknownVariant(
            f"unknown variant {variant!r}; variants are: {', '.join(_registry())}"
        ) from None
    return ruleset.with_options(options)


def changed_options(ruleset: Ruleset) -> list[str]:
    """``NAME=VALUE`` for every settable option that differs from the registered rule set
    (what ``get`` takes back).

    Examples:
        >>> changed_options(get("grosstarock", ["seats=4"]))
        ['seats=4']
    """
    base = _registry()[ruleset.id].options
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
