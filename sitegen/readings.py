"""The readings, each printed from its one record in ``tarock.rules.readings``: the page
"How the readings were chosen" (every rule point the rule pages' tables check against the
texts, written out, rule set by rule set), each rule page's "Readings chosen", and the
mark a page puts on a reading it states.

Each point comes from its record: the texts weighed, what each says, which one the
default follows, the other reading as an option value, and the reading's sentence.

Examples:
    >>> text = reasoning("grand-tarot")
    >>> text.splitlines()[0]
    '#### Founding the pots { #grand-tarot-founding-the-pots }'
    >>> print(readings_chosen("grand-tarot").splitlines()[0])  # doctest: +ELLIPSIS
    - **What the dealer may lay away.** 'No other choice' lets Honours, Kings and trumps ...
    >>> print(mark("taroc-1754", "../"))
    [a reading](../rules/taroc-1754.md#readings){ .reading }
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Final

from sitegen.sources import cite, project_does
from tarock import rules
from tarock.rules.readings import Reading, readings_of, rows_of

MARK_CLASS = "{ .reading }"
"""The attribute a page puts on a reading's mark (styled by readers.css)."""


def anchor(row: Reading) -> str:
    """A stable anchor for a rule point: the rule set's id and the point in lower case."""
    words = re.sub(r"[^a-z0-9]+", "-", row.rule.lower()).strip("-")
    return f"{row.ruleset}-{words}"


def said(text: str) -> str:
    """What a text says, as a clause (``(not read)``: the project has not read it).

    >>> said("(not read)"), said("(the same text)"), said("five rounds of five")
    ('not read by the project', 'the same text', 'five rounds of five')
    >>> said("the 20 is paid (unless the table chooses otherwise)")
    'the 20 is paid (unless the table chooses otherwise)'
    """
    if text == "(not read)":
        return "not read by the project"
    if text.startswith("(") and text.endswith(")"):
        return text[1:-1]
    return text


def relink(text: str, prefix: str) -> str:
    """A record's Markdown with its links, written from the docs folder, made relative to
    a page ``prefix`` deep (``"../"`` for a rule page); web addresses and anchors stay.

    >>> relink("the [notes](readings.md#notes) and [a site](https://example.org)", "../")
    'the [notes](../readings.md#notes) and [a site](https://example.org)'
    """
    return re.sub(r"\]\((?![a-z]+:|#)", f"]({prefix}", text)


def mark(ruleset_id: str, prefix: str = "") -> str:
    """The mark a page puts after a reading it states: a link to the rule page's list of
    readings, with the reading class."""
    return f"[a reading]({prefix}rules/{ruleset_id}.md#readings){MARK_CLASS}"


def marked(text: str, ruleset_id: str, prefix: str = "") -> str:
    """``text`` with a reading mark after it when it states one of the rule set's readings
    in its record's words and does not already say so.

    >>> marked("the Excuse may not be led", "taroc-1754")
    'the Excuse may not be led ([a reading](rules/taroc-1754.md#readings){ .reading })'
    >>> marked("the Sküs kept by the trick's winner from trick 23", "grosstarock")
    "the Sküs kept by the trick's winner from trick 23"
    """
    rows = readings_of(ruleset_id)
    if is_marked(text) or not any(re.search(row.wording, text, re.I) for row in rows):
        return text
    return f"{text} ({mark(ruleset_id, prefix)})"


def item(row: Reading, prefix: str = "../") -> str:
    """One reading as an item of a rule page's list: the rule point, then its sentence."""
    return f"- **{row.rule}.** {relink(row.chosen, prefix)}"


def readings_chosen(ruleset_id: str, prefix: str = "../") -> str:
    """A rule page's "Readings chosen": every reading of the rule set, one item each, in
    the order of play, each sentence from its record."""
    return "\n".join(item(row, prefix) for row in readings_of(ruleset_id))


def point(row: Reading, prefix: str = "") -> str:
    """One rule point in prose: the texts, what each says, the default and the other, and
    the reading's sentence where the point is a reading."""
    lines = [
        f"#### {row.rule} {{ #{anchor(row)} }}",
        "",
        f"- **The oldest text**, {cite(row.oldest, prefix)}: {said(row.oldest_says)}.",
        f"- **The summary**, {cite(row.summary, prefix)}: {said(row.summary_says)}.",
        f"- **The project**: {project_does(row)}.",
    ]
    if row.is_reading:
        lines.append(f"- **The reading**: {relink(row.chosen, prefix)}")
    return "\n".join([*lines, ""])


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


# -- a reading is never stated as a fact -----------------------------------------------

NAMED: Final = {
    "taroc-1754": r"\b1754\b|\bTaroc\b|\bRegeln\b",
    "grosstarock": r"\bGrosstarock\b|\bDummett\b|\bSküs\b",
    "danish-tarok": r"\bDan(?:ish|es)\b|\bDenmark\b|\bScies\b",
    "grand-tarot": r"\bGrand Tarot\b|\bEldest\b|\bMagician\b",
    "tapp-tarock": r"\bTapp|\bDreier\b|\bUnterer\b|\bOberer\b",
}
"""Rule-set id -> the words that tie a paragraph of a shared page to the rule set."""

_FENCE: Final = re.compile(r"^[ \t]*```.*?^[ \t]*```[ \t]*$", re.MULTILINE | re.DOTALL)
_CHOSEN: Final = re.compile(r"^## Readings chosen \{ #readings \}$.*?(?=^## |\Z)", re.M | re.S)


def paragraphs(text: str) -> list[str]:
    """The units a reader takes in at once: paragraphs, list items, footnotes and table
    rows (a row with its table's head, when the head marks the column a reading).
    Headings and code are left out (a page's code prints text of its own, read where it
    is printed), and so is a rule page's section "Readings chosen" (under that heading
    everything is a reading).

    >>> page = "One.\\nStill one.\\n\\n- a\\n- b\\n\\n| x |\\n| y |\\n\\n```py\\nz\\n```\\n\\n## H"
    >>> paragraphs(page)
    ['One.\\nStill one.', '- a', '- b', '| x |', '| y |']
    """
    text = _CHOSEN.sub("", _FENCE.sub("", text))
    out: list[str] = []
    for block in re.split(r"\n[ \t]*\n", text):
        block = re.sub(r"^[ \t]*#{1,6} .*$\n?", "", block, flags=re.MULTILINE)
        if not block.strip():
            continue
        if block.lstrip().startswith("|"):
            head, *rows = [line for line in block.splitlines() if line.strip()]
            out += [head, *(f"{head}\n{row}" if is_marked(head) else row for row in rows)]
        else:
            out += re.split(r"\n(?=[ \t]*(?:[-*]|\d+\.|\[\^[^\]]+\]:) )", block)
    return [unit.strip("\n") for unit in out if unit.strip()]


def is_marked(paragraph: str) -> bool:
    """Whether a paragraph says that what it states is a reading: a reading mark
    (``{ .reading }``) or the word itself.

    >>> is_marked("Forehand leads ([a reading](x.md#readings){ .reading })."), is_marked("So.")
    (True, False)
    """
    return MARK_CLASS in paragraph or bool(re.search(r"\breadings?\b", paragraph, re.I))


def unmarked(text: str, ruleset_ids: Iterable[str] | None = None) -> list[tuple[Reading, str]]:
    """Every paragraph of a page's text that states a reading in its record's words
    (``Reading.wording``) without marking it, with the reading. ``ruleset_ids``: the rule
    sets the page is about (a rule page, a quick-start); None for a shared page, where a
    reading counts only in a paragraph that names its rule set.

    >>> page = "In 1754, with four players, the one opposite the dealer sits out."
    >>> [(row.ruleset, row.rule) for row, _ in unmarked(page)]
    [('taroc-1754', 'Players')]
    >>> unmarked(page.replace("sits out", "sits out (a reading)"))
    []
    >>> unmarked("At the Danish table the one opposite the dealer sits out.")
    []
    """
    found: list[tuple[Reading, str]] = []
    ids = list(ruleset_ids) if ruleset_ids is not None else list(rules.ids())
    rows = [row for ruleset_id in ids for row in readings_of(ruleset_id)]
    text = re.sub(r"<script\b.*?</script>", "", text, flags=re.S)  # data, not prose
    for unit in paragraphs(text):
        if is_marked(unit):
            continue
        paragraph = re.sub(r"<[^>]*>", "", unit)  # what the reader sees, not a tag's title
        for row in rows:
            if ruleset_ids is None and not re.search(NAMED[row.ruleset], paragraph):
                continue
            if re.search(row.wording, paragraph, re.IGNORECASE):
                found.append((row, unit))
    return found
