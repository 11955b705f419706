"""The Danish rule page's computed parts: each rule point of Danish Tarok with the oldest
text read on it, what that text says, and what the program plays, in the words of the
language being written (``sitegen.i18n``), from the same records as the English page's
"Sources, point by point" (``tarock.rules.readings``).

Links go to the English site's pages by plain relative addresses: the Danish build does
not know them.

    >>> from tarock.text.language import speaking
    >>> with speaking("da"):
    ...     print(cite("bga-help-da, section 'Kortgivning'", ""))  # doctest: +NORMALIZE_WHITESPACE
    [Board Game Arenas danske hjælpeside til Grosstarock](sources/#bga-help-da),
    afsnittet 'Kortgivning'
"""

from __future__ import annotations

from typing import Final

from sitegen.i18n import _
from sitegen.readings import anchor, said
from tarock import rules
from tarock.rules.readings import Reading, rows_of, value_text
from tarock.rules.sources import SOURCES, name, parse

RULESET: Final = "danish-tarok"


def _source(key: str, prefix: str) -> str:
    """A work named as what it is, linked to its entry on the (English) sources page."""
    page = "readings/#notes" if key == "project-notes" else f"sources/#{key}"
    return f"[{_(name(SOURCES[key]))}]({prefix}{page})"


def cite(citation: str, prefix: str) -> str:
    """A citation in the current language: the work, the summary it was read through, the
    place in the work (section names are the work's own and stay as it writes them)."""
    key, via, place = parse(citation)
    text = _source(key, prefix)
    if via:
        text = _("{work}, as summarised in {summary}").format(
            work=text, summary=_source(via, prefix)
        )
    return f"{text}, {_(place)}" if place else text


def _plays(row: Reading, prefix: str) -> str:
    """What the program plays on the point: the option's value (or, for a fine, that the
    rule set carries it), marked where the point is a reading."""
    if row.option:
        value = value_text(rules.VARIANTS[RULESET].options, row.option)
        plays = f"`{row.option}={value}`"
    else:
        plays = _("a fine the rule set names; the program plays no fines")
    if row.is_reading:
        mark = _("a reading")
        plays += f" ([{mark}]({prefix}readings/#{anchor(row)}){{ .reading }})"
    return plays


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def sources_table(prefix: str = "../../../") -> str:
    """Every rule point of Danish Tarok: the point, the oldest text read on it, what that
    text says, and what the program plays (``prefix``: from the page to the site's root)."""
    head = (_("Rule point"), _("The oldest text read"), _("What it says"), _("The program"))
    out = [f"| {' | '.join(head)} |", "| --- | --- | --- | --- |"]
    for row in rows_of(RULESET):
        says = _(said(row.oldest_says))
        cells = (_(row.rule), cite(row.oldest, prefix), says, _plays(row, prefix))
        out.append("| " + " | ".join(_cell(cell) for cell in cells) + " |")
    # On a phone each row becomes a block of labelled lines (readers.css).
    return '<div class="point-by-point" markdown>\n\n' + "\n".join(out) + "\n\n</div>"


def in_short(prefix: str = "../../../") -> str:
    """The game in a few lines, its figures from the rule set's options."""
    ruleset = rules.VARIANTS[RULESET]
    options = ruleset.options
    hand = (options.pack - options.discard) // options.seats
    read = f" ([{_('a reading')}]({prefix}readings/#danish-tarok){{ .reading }})"
    lines = [
        _(
            "{seats} players; a fourth may sit in, the player opposite the dealer sitting"
            " each deal out. Cards are dealt and play goes to the right."
        ).format(seats=options.seats),
        _(
            "{hand} cards each, {packet} at a time; the dealer takes the last {discard} and"
            " lays {discard} away."
        ).format(hand=hand, packet=options.packet, discard=options.discard),
        _(
            "Declarations are shown before the first lead and paid by each opponent. Then"
            " {tricks} tricks: follow suit, else play a trump; the {fool} may be played"
            " instead of any card and never wins a trick."
        ).format(tricks=hand, fool=_(ruleset.names.fool)),
        _(
            "Two pots, a King pot and a Pagat pot: everyone founds each with {ante}, and the"
            " dealer puts {stake} into each before every deal."
        ).format(ante=options.pot_ante, stake=options.dealer_stake),
        _(
            "Ultimo (the Pagat or a King takes the last trick): {pagat} for the Pagat, {king}"
            " for a King, from each opponent, and the pot; an ultimo beaten pays the same to"
            " each and the pot's value into the pot."
        ).format(pagat=options.pagat_ultimo, king=options.king_ultimo),
        _("The last trick {last}, a {vole} {vole_value}, a {nolo} {nolo_value}.").format(
            last=options.last_trick,
            vole=_(ruleset.names.vole),
            vole_value=options.vole,
            nolo=_(ruleset.names.nolo),
            nolo_value=options.nolo,
        ),
        _("Card points are settled against {par} in steps of 5").format(par=options.par)
        + read
        + ".",
    ]
    return "\n".join(f"- {line}" for line in lines)


def rule_page(ruleset_id: str, prefix: str) -> str:
    """A rule set's page from a Danish page ``prefix`` below the Danish home: its Danish
    page where there is one, else the English one."""
    if ruleset_id == RULESET:
        return f"{prefix}rules/{ruleset_id}/"
    return f"{prefix}../rules/{ruleset_id}/"
