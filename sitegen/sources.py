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
from tarock.rules.readings import Reading, rows_of, value_text
from tarock.rules.sources import SOURCES, Source, key_of, keys_of, name, parse

PUBLISHED: Final = {"project-notes": "readings.md#notes"}
"""Works this site publishes itself: a citation links to the page, not to the bibliography."""

__all__ = [
    "PUBLISHED",
    "SOURCES",
    "cite",
    "cited_by",
    "fines",
    "key_of",
    "label",
    "point_by_point",
    "ruleset_keys",
    "year_of",
]


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
            options = [option for option, cited in ruleset.cites.items() if key in keys_of(cited)]
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
    "bga-help-da": "Board Game Arena, Danish help page",
    "bga-grosstarock": "Board Game Arena program (Shirk)",
    "pagat-dantarok": "Christiansen, pagat.com",
    "pagat-tapptarock": "McLeod, pagat.com",
    "project-notes": "The project's notes",
}


def label(source: Source) -> str:
    """A short citation label: surnames and year, or a short title for anonymous works.

    Examples:
        >>> by_key = SOURCES
        >>> keys = ("dummett-mcleod-2004", "regeln-1754", "article-grosstarock")
        >>> [label(by_key[key]) for key in keys]
        ['Dummett and McLeod 2004', 'Regeln bey dem Taroc-Spiele 1754',
         "English Wikipedia 'Grosstarock'"]
        >>> label(by_key["anweisung-1821"])
        'Theoretisch-praktische Anweisung ... 1821'
    """
    if source.key in _LABELS:
        return _LABELS[source.key]
    if source.author.endswith("Wikipedia"):
        return f"{source.author} '{source.title.split(' (')[0]}'"
    year = str(year_of(source)) if year_of(source) < 9999 else ""
    if "'s " in source.author:  # "Bunbury's Games for Loka": the owner's name
        return f"{source.author.split(chr(39))[0]} {year}".strip()
    if source.author.startswith("Anonymous"):  # "Anonymous ('einem genauen Kenner')"
        words = source.title.split()
        kept = words[:4]
        while len(kept) < len(words) and len(kept) > 2 and kept[-1].islower():
            kept.pop()  # a cut title ends on a noun, not on "zur gründlichen"
        name = " ".join(kept) + (" ..." if len(kept) < len(words) else "")
    else:
        people = source.author.replace(" (ed.)", "").split(" and ")
        name = " and ".join(person.split()[-1] for person in people)
    return f"{name} {year}".strip()


def cite(citation: str, prefix: str = "") -> str:
    """A citation for a page: the work named as what it is, linked to its entry on the
    sources page, the summary it was read through (if any), and the place.

    Examples:
        >>> print(cite("regeln-1754, §3"))
        [Regeln bey dem Taroc-Spiele (Leipzig, 1754)](sources.md#regeln-1754), §3
        >>> print(cite("dummett-1980 via article-grosstarock, section 'Grosstarock'", "../"))
        [Michael Dummett, Twelve Tarot Games (1980)](../sources.md#dummett-1980), as summarised
        in [the English Wikipedia article 'Grosstarock'](../sources.md#article-grosstarock),
        section 'Grosstarock'
        >>> print(cite("pagat-dantarok via project-notes, on the Danish Tout"))
        [Jens Brix Christiansen, 'Tarok (Danish)', pagat.com](sources.md#pagat-dantarok), as
        summarised in [the project's notes on its readings](readings.md#notes), on the Danish
        Tout
    """
    key, via, place = parse(citation)

    def link(key: str) -> str:
        return f"[{name(SOURCES[key])}]({prefix}{PUBLISHED.get(key, f'sources.md#{key}')})"

    text = link(key) + (f", as summarised in {link(via)}" if via else "")
    return f"{text}, {place}" if place else text


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def project_does(row: Reading) -> str:
    """What the project does on a rule point: the option's value in the rule set and the
    text it follows, and the other reading as an option value (or, for a fine, the text).

    Examples:
        >>> print(project_does(rows_of("taroc-1754")[0]))
        `seats=3`, following both texts; `seats=4` gives four at the table, the seat opposite
        the dealer sitting out (the project's reading)
    """
    if not row.option:
        return f"follows {row.follows}"
    value = value_text(rules.VARIANTS[row.ruleset].options, row.option)
    does = f"`{row.option}={value}`, following {row.follows}"
    if row.other:
        does += f"; `{row.other}` gives {row.other_is}"
    return does


def point_by_point(ruleset_id: str, prefix: str = "../") -> str:
    """A rule page's "Sources, point by point": each rule point with what the oldest text
    read says, what the summary says, and what the project does (the option's value in
    the rule set, and the other reading as an option value)."""
    out = [
        "| Rule point | The oldest text read | The summary | The project |",
        "| --- | --- | --- | --- |",
    ]
    for row in rows_of(ruleset_id):
        oldest = f"{row.oldest_says} ({cite(row.oldest, prefix)})"
        summary = f"{row.summary_says} ({cite(row.summary, prefix)})"
        does = project_does(row)
        out.append(f"| {_cell(row.rule)} | {_cell(oldest)} | {_cell(summary)} | {_cell(does)} |")
    # On a phone each row becomes a block of four labelled lines (readers.css).
    return '<div class="point-by-point" markdown>\n\n' + "\n".join(out) + "\n\n</div>"


def fines(ruleset_id: str, prefix: str = "../") -> str:
    """The fines the rule set's sources give, as a table ('' if none)."""
    ruleset = rules.VARIANTS[ruleset_id]
    if not ruleset.fines:
        return ""
    out = ["| Fault | Fine | To | Source |", "| --- | --- | --- | --- |"]
    for fine in ruleset.fines:
        where = cite(fine.cite, prefix)
        amount = fine.amount or "not stated"
        out.append(f"| {_cell(fine.what)} | {amount} | {fine.to} | {where} |")
    return "\n".join(out)
