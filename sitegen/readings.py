"""The page "How the readings were chosen": every rule point the rule pages' tables check
against the texts, written out, rule set by rule set.

Each point comes from its record in ``tarock.rules.readings``: the texts weighed, what
each says, which one the default follows, and the other reading as an option value.

Examples:
    >>> text = reasoning("grand-tarot")
    >>> text.splitlines()[0]
    '#### Founding the pots { #grand-tarot-founding-the-pots }'
"""

from __future__ import annotations

import re

from sitegen.sources import cite, project_does
from tarock import rules
from tarock.rules.readings import Reading, rows_of


def anchor(row: Reading) -> str:
    """A stable anchor for a rule point: the rule set's id and the point in lower case."""
    words = re.sub(r"[^a-z0-9]+", "-", row.rule.lower()).strip("-")
    return f"{row.ruleset}-{words}"


def said(text: str) -> str:
    """What a text says, as a clause (``(not read)``: the project has not read it).

    >>> said("(not read)"), said("(the same text)"), said("five rounds of five")
    ('not read by the project', 'the same text', 'five rounds of five')
    """
    if text == "(not read)":
        return "not read by the project"
    return text.removeprefix("(").removesuffix(")")


def point(row: Reading, prefix: str = "") -> str:
    """One rule point in prose: the texts, what each says, the default and the other."""
    lines = [
        f"#### {row.rule} {{ #{anchor(row)} }}",
        "",
        f"- **The oldest text**, {cite(row.oldest, prefix)}: {said(row.oldest_says)}.",
        f"- **The summary**, {cite(row.summary, prefix)}: {said(row.summary_says)}.",
    ]
    return "\n".join([*lines, f"- **The project**: {project_does(row)}.", ""])


def reasoning(ruleset_id: str, prefix: str = "") -> str:
    """Every rule point of one rule set, in prose (Markdown)."""
    return "\n".join(point(row, prefix) for row in rows_of(ruleset_id))


def page(prefix: str = "") -> str:
    """Every rule set's points, each under its title with a link to its rule page."""
    out = []
    for ruleset in rules.VARIANTS.values():
        out += [
            f"### {ruleset.title} {{ #{ruleset.id} }}",
            "",
            f"On the rule page: [sources, point by point]({prefix}rules/{ruleset.id}.md"
            "#sources-point-by-point).",
            "",
            reasoning(ruleset.id, prefix),
        ]
    return "\n".join(out)
