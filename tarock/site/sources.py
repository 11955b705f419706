"""The sources page's helpers: short citation labels, dates, and who cites a work.

The bibliography itself is ``tarock.rules.sources``; the rule sets cite it by key.

    >>> ruleset_keys()[:2]
    ['regeln-1754', 'palamedes-1755']
    >>> SOURCES["dummett-1980"].year
    '1980'
"""

from __future__ import annotations

from typing import Final

from tarock import rules
from tarock.rules.sources import SOURCES, Source, key_of

__all__ = ["SOURCES", "cited_by", "key_of", "label", "ruleset_keys", "year_of"]


def ruleset_keys() -> list[str]:
    """The keys of the sources the registered rule sets list, each once, in registry order."""
    found: dict[str, None] = {}
    for ruleset in rules.VARIANTS.values():
        found.update(dict.fromkeys(ruleset.sources))
    return list(found)


def cited_by(key: str) -> list[tuple[str, list[str]]]:
    """Which rule sets list the source ``key``, each with the options that cite it.

    Examples:
        >>> cited_by("regeln-1754")[0][0]
        'taroc-1754'
    """
    out = []
    for ruleset in rules.VARIANTS.values():
        if key in ruleset.sources:
            options = [name for name, cited in ruleset.cites.items() if key_of(cited) == key]
            out.append((ruleset.id, options))
    return out


def year_of(source: Source) -> int:
    """A sortable year (the first four digits; undated sources sort last).

    Examples:
        >>> year_of(SOURCES["dummett-mcleod-2004"]), year_of(SOURCES["moller"])
        (2004, 9999)
    """
    digits = "".join(ch for ch in source.year if ch.isdigit())
    return int(digits[:4]) if len(digits) >= 4 else 9999


_LABELS: Final = {
    "coburger-zeitung-1892": "Coburger Zeitung 1892",
    "dansk-tarokforbund-2011": "Dansk Tarokforbund 2011",
}


def label(source: Source) -> str:
    """A short citation label: surnames and year, or a short title for anonymous works.

    Examples:
        >>> by_key = SOURCES
        >>> keys = ("dummett-mcleod-2004", "regeln-1754", "article-grosstarock")
        >>> [label(by_key[key]) for key in keys]
        ['Dummett and McLeod 2004', 'Regeln bey dem Taroc-Spiele 1754', "article 'Grosstarock'"]
    """
    if source.key in _LABELS:
        return _LABELS[source.key]
    if source.author.startswith("Encyclopedia article"):
        return source.author.replace("Encyclopedia article", "article")
    year = str(year_of(source)) if year_of(source) < 9999 else ""
    if "'s " in source.author:  # "Bunbury's Games for Loka": the owner's name
        return f"{source.author.split(chr(39))[0]} {year}".strip()
    if source.author == "Anonymous":
        words = source.title.split()
        name = " ".join(words[:4]) + (" ..." if len(words) > 4 else "")
    else:
        people = source.author.replace(" (ed.)", "").split(" and ")
        name = " and ".join(person.split()[-1] for person in people)
    return f"{name} {year}".strip()
