"""Markdown for the site's pages around the rule sets, generated from the package.

The pages call these functions in ``markdown-exec`` blocks when the site is
built, so the comparison matrix, the card pictures, the deal viewer, the
bibliography, the timeline and the historical examples always show what the
code does. Links are written to the Markdown source files (``rules/x.md``), as
in hand-written Markdown; ``hooks/links.py`` turns them into site URLs and
checks them.

    >>> from tarock import rules
    >>> [row.id for row in catalogue()][:2]
    ['taroc-1754', 'grosstarock']
    >>> 'id="option-direction"' in matrix()
    True
"""

from __future__ import annotations

import dataclasses
import inspect
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any, Final

from sitegen import ROOT
from sitegen.examples import EXAMPLES
from sitegen.history import PER_YEAR, events, family_tree_svg, family_tree_tall_svg
from sitegen.i18n import _
from sitegen.readings import marked
from sitegen.sources import PUBLISHED, SOURCES, cite, cited_by, key_of, label, ruleset_keys, year_of
from tarock import rules
from tarock.analysis.rows import RULES
from tarock.cards import ALIASES, SUITS, Card, Suit, pack, parse_many, roman
from tarock.engine.actions import Discard
from tarock.engine.state import strengths
from tarock.play import DealResult
from tarock.rules.declarations import Declaration
from tarock.rules.options import CardSettlement, Options, group, name_in_words, sections
from tarock.rules.options import names as option_names
from tarock.rules.readings import any_suit
from tarock.rules.ruleset import Ruleset
from tarock.rules.sources import BIBLIOGRAPHY, SOURCE_TEXTS
from tarock.scoring.counting import card_points
from tarock.scoring.settlement import card_point_nets
from tarock.text.explain import label as card_label
from tarock.text.explain import named, number, party_name
from tarock.text.render import hand_svg, trick_svg

DOCS: Final = ROOT / "docs"
"""The site's Markdown sources (present in a checkout of the project)."""

# -- the five rule sets ----------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    """One rule set for the home page: its place in the family, and the rule set."""

    id: str
    title: str
    rules_of: str
    played: str
    blurb: str
    ruleset: Ruleset


def catalogue() -> list[Row]:
    """The registered rule sets, in registry order, each with its lineage."""
    return [
        Row(r.id, r.lineage.name, r.lineage.rules_of, r.lineage.played, r.lineage.in_short, r)
        for r in rules.VARIANTS.values()
    ]


def page_exists(ruleset_id: str, docs: Path = DOCS) -> bool:
    """Whether the rule set has a page under ``docs/rules``."""
    return (docs / "rules" / f"{ruleset_id}.md").is_file()


def ruleset_link(ruleset_id: str, text: str, prefix: str = "", anchor: str = "") -> str:
    """A Markdown link to the rule set's page, or the plain text when there is no page."""
    if not page_exists(ruleset_id):
        return text
    fragment = f"#{anchor}" if anchor else ""
    return f"[{text}]({prefix}rules/{ruleset_id}.md{fragment})"


def _id(ruleset_id: str) -> str:
    """A rule-set id as code that does not break across lines."""
    return f'<code class="nowrap">{ruleset_id}</code>'


def at_a_glance(prefix: str = "") -> str:
    """The home page's table of the rule sets: rules, place and time, the pack and the
    direction of play (read from the options), status, in short."""
    lines = [
        "| Rule set | Rules of | Played | Cards, play | Status | In short |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for row in catalogue():
        name = ruleset_link(row.id, row.title, prefix)
        options = row.ruleset.options
        status = f"**{row.ruleset.status.value}**: executable"
        shape = f"{options.pack}, {options.direction.value}"
        lines.append(
            f"| {name}<br>{_id(row.id)} | {row.rules_of} | {row.played} | {shape} | {status}"
            f" | {row.blurb} |"
        )
    # On a phone each rule set becomes a block of labelled lines (readers.css).
    return '<div class="rule-sets-table" markdown>\n\n' + "\n".join(lines) + "\n\n</div>"


# -- the comparison matrix -------------------------------------------------------------

SECTIONS: Final[dict[str, tuple[str, ...]]] = {
    name: found for name in option_names() if (found := sections(name))
}
"""Option name -> the rule-page sections that document it, best first (each option
declares them, in ``tarock.rules.options``). A rule page links to the first of those
sections it has. An option that declares none has its sections guessed from its name."""

OTHER: Final = "Other rules"


def option_name(option: str) -> str:
    """An option's name in words (its own, from ``tarock.rules.options``).

    Examples:
        >>> option_name("fool_deadline"), option_name("pack")
        ('Fool played by trick', 'Cards in the pack')
    """
    return name_in_words(option)


_NAMES_OF_CARDS: Final = frozenset({"Fool", "Pagat", "King", "Vole", "Nolo", "Solo", "Valat"})


def _in_a_sentence(name: str) -> str:
    """An option's name inside a sentence: lower case first, unless it starts with the
    name of a card or a game.

    Examples:
        >>> _in_a_sentence("The Fool may lead"), _in_a_sentence("Fool played by trick")
        ('the Fool may lead', 'Fool played by trick')
    """
    first = name.split(" ", 1)[0]
    return name if first in _NAMES_OF_CARDS else name[0].lower() + name[1:]


def _breakable(option: str) -> str:
    """An option id as code that may break after an underscore, never inside a word."""
    return "<code>" + option.replace("_", "_<wbr>") + "</code>"


def settles_against_par(ruleset: Ruleset) -> bool:
    """Whether card points are settled against a par: not when they decide a contract."""
    return not ruleset.options.contracts


def _matrix_value(ruleset: Ruleset, option: str, value: object) -> str:
    """A cell of the matrix: the option's value, said plainly where the raw value would
    mislead (a contract game settles no card points against a par)."""
    if option == "card_settlement" and not settles_against_par(ruleset):
        return "none: card points decide the contract"
    if option == "par" and not settles_against_par(ruleset):
        return f"{value}: what the declarer needs"
    return show_value(option, value)


def sections_for(option: str) -> tuple[str, tuple[str, ...]]:
    """The group (the option's own) and candidate sections of an option; the sections
    are guessed from the name for an option ``SECTIONS`` does not list, and a name that
    is no option falls in the group "Other rules".

    Examples:
        >>> sections_for("discard_limit")
        ('Pack and deal', ('deal-and-discard',))
        >>> sections_for("kitty_size")
        ('Other rules', ('kitty', 'kittys', 'the-kitty', 'the-kittys'))
        >>> sections_for("fool_is_top_trump")[0]
        'The Fool'
    """
    kind = group(option) if option in option_names() else OTHER
    if option in SECTIONS:
        return kind, SECTIONS[option]
    stem = option.split("_", 1)[0]
    guessed = (stem, f"{stem}s", f"the-{stem}", f"the-{stem}s")
    for known, anchors in SECTIONS.items():
        if known.split("_", 1)[0] == stem:  # a new fool_... option joins the other fool_ ones
            return kind, (*anchors, *(name for name in guessed if name not in anchors))
    return kind, guessed


_ANCHOR: Final = re.compile(r"\{\s*#([A-Za-z0-9_-]+)[^}]*\}")


@cache
def anchors(ruleset_id: str, docs: Path = DOCS) -> frozenset[str]:
    """The section ids (``{ #id }``) written in the rule set's page."""
    path = docs / "rules" / f"{ruleset_id}.md"
    if not path.is_file():
        return frozenset()
    return frozenset(_ANCHOR.findall(path.read_text(encoding="utf-8")))


def anchor_for(option: str, ruleset_id: str, docs: Path = DOCS) -> str:
    """The section of the rule set's page that documents ``option`` ('' for the page top)."""
    found = anchors(ruleset_id, docs)
    return next((name for name in sections_for(option)[1] if name in found), "")


def _declarations(table: Sequence[Declaration] | Sequence[Any]) -> list[str]:
    """Items that describe themselves (declarations, games), one line each; the four
    suits' Cavalries merged into one."""
    lines: list[str] = []
    for item in table:
        text = any_suit(item.describe())
        if text not in lines:
            lines.append(text)
    return lines


def show_value(name: str, value: object) -> str:
    """An option's value as short text for the matrix.

    Examples:
        >>> show_value("direction", rules.get("taroc-1754").options.direction)
        'anticlockwise'
        >>> show_value("vole_announced", ((1, 52), (13, 38)))
        '52 before trick 1; 38 before trick 13'
        >>> games = rules.get("tapp-tarock").options.contracts
        >>> show_value("contracts", games).split("<br>")[0]
        'Dreier 3 (either half of the talon)'
        >>> show_value("king_home", 0), show_value("fool_may_lead", True)
        ('none', 'yes')
    """
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, int):
        return str(value) if value else "none"
    if isinstance(value, tuple):
        if not value:
            return "none"
        if all(callable(getattr(item, "describe", None)) for item in value):
            return "<br>".join(_declarations(value))  # declarations, games: one line each
        if name == "vole_announced":
            return "; ".join(f"{won} before trick {trick}" for trick, won, *_ in value)
        if name == "nolo_announced":
            return "; ".join(
                f"{won} before trick {trick} (fails: {rest[0] if rest else 0})"
                for trick, won, *rest in value
            )
        return "; ".join(
            " / ".join(str(part) for part in item) if isinstance(item, tuple) else str(item)
            for item in value
        )
    return str(value)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _citation(ruleset: Ruleset, option: str) -> str:
    """The source an option of a rule set cites, as a short label ('' if none)."""
    return label(SOURCES[key_of(ruleset.citation(option))])


def matrix_anchor(group: str) -> str:
    """The id of a group's heading in the option matrix, apart from the prose sections
    above it that may share its name (``The Fool`` -> ``matrix-the-fool``)."""
    return "matrix-" + re.sub(r"[^a-z0-9]+", "-", group.lower()).strip("-")


def matrix(prefix: str = "") -> str:
    """Every rule option against every registered rule set, grouped, each cell linking to the
    section of the rule set's page that documents it (its source in the link's title)."""
    variants = list(rules.VARIANTS.values())
    fields = dataclasses.fields(Options)
    groups: dict[str, list[dataclasses.Field[object]]] = {}
    for field in fields:
        groups.setdefault(sections_for(field.name)[0], []).append(field)
    header = "| Rule | " + " | ".join(ruleset_link(r.id, _short(r.title), prefix) for r in variants)
    out: list[str] = []
    for heading_name, members in groups.items():
        heading = f"### {heading_name} {{ #{matrix_anchor(heading_name)} }}"
        out += [heading, "", header + " |", "| --- |" + " --- |" * len(variants)]
        for field in members:
            values = [getattr(r.options, field.name) for r in variants]
            differs = len({repr(v) for v in values}) > 1
            mark = " ≠" if differs else ""
            doc = _cell(field.metadata.get("doc", "")).replace('"', "&quot;")
            cells = [
                f'<span class="option" id="option-{field.name}"></span>'
                f'<span title="{doc}">**{option_name(field.name)}**</span>{mark}'
                f'<br><span class="option-id">{_breakable(field.name)}</span>'
            ]
            for ruleset, value in zip(variants, values, strict=True):
                text = _cell(_matrix_value(ruleset, field.name, value))
                anchor = anchor_for(field.name, ruleset.id)
                cite = _citation(ruleset, field.name)
                title = f' "{cite}"' if cite else ""
                if page_exists(ruleset.id):
                    fragment = f"#{anchor}" if anchor else ""
                    text = f"[{text}]({prefix}rules/{ruleset.id}.md{fragment}{title})"
                cells.append(text)
            out.append("| " + " | ".join(cells) + " |")
        out.append("")
    return '<div class="option-matrix" markdown>\n\n' + "\n".join(out) + "\n</div>"


def _short(title: str) -> str:
    """A rule set's title without its parenthesis: ``Grosstarock (after Dummett)`` ->
    ``Grosstarock``."""
    return title.split(" (")[0]


# -- cards -------------------------------------------------------------------------------


def _picture(svg: str, css: str = "tarock-pictures") -> str:
    """An SVG as a raw HTML block that Markdown leaves alone."""
    return f'<div class="{css}">{svg}</div>'


def pack_pictures(size: int) -> str:
    """The pack of ``size`` cards as pictures: the trumps and the Fool, then each suit."""
    cards = pack(size)
    rows = [[c for c in cards if c.is_trump or c.is_fool]]
    rows += [[c for c in cards if c.suit is suit] for suit in SUITS]
    labels = ["Trumps and the Fool", *(suit.name.title() for suit in SUITS)]
    return "\n\n".join(
        _picture(hand_svg(row, label=f"{name} ({len(row)})", step=34))
        for name, row in zip(labels, rows, strict=True)
    )


def _strengths(ruleset: Ruleset) -> dict[Card, int]:
    """The engine's trick strength of every card under the rule set's options."""
    return strengths(ruleset.options.pip_order, ruleset.options.fool_is_top_trump)


def rank_orders() -> str:
    """For each registered rule set: the trumps and each colour of suit, highest first."""
    out: list[str] = []
    for ruleset in rules.VARIANTS.values():
        table = _strengths(ruleset)
        cards = pack(ruleset.options.pack)
        out.append(f"#### {ruleset_link(ruleset.id, ruleset.title)}")
        out.append("")
        trumps = sorted((c for c in cards if c.is_trump), key=lambda c: -table[c])
        fool = next(c for c in cards if c.is_fool)
        names = ruleset.names
        fool_note = "never wins a trick" if table[fool] < 0 else "ranks as the top trump"
        out.append(
            f"Trumps from {card_label(trumps[0], names)} down to {roman(trumps[-1].rank)}, the"
            f" {names.pagat}; the {names.fool} {fool_note}."
            f" Pip order: `{ruleset.options.pip_order.value}`."
        )
        out.append("")
        for suit in (Suit.HEARTS, Suit.CLUBS):
            row = sorted((c for c in cards if c.suit is suit), key=lambda c: -table[c])
            colour = "Red suits (hearts shown)" if suit.is_red else "Black suits (clubs shown)"
            out.append(_picture(hand_svg(row, label=f"{colour}, highest first", sort=False)))
            out.append("")
    return "\n".join(out)


def _kind(card: Card) -> str:
    if card.is_honour:
        return "Pagat, XXI and the Fool (the honours)"
    if card.is_court:
        return {14: "Kings", 13: "Queens", 12: "Cavaliers", 11: "Jacks"}[card.rank]
    return "every other trump" if card.is_trump else "pips (Ace to 10)"


def values_table() -> str:
    """The card values: each kind of card, its value, how many of it each pack holds (in the
    language being written)."""
    kinds: dict[str, set[int]] = {}
    counts: dict[tuple[str, int], int] = {}
    for size in (78, 54):
        for card in pack(size):
            kinds.setdefault(_kind(card), set()).add(card.value)
            counts[_kind(card), size] = counts.get((_kind(card), size), 0) + 1
    order = sorted(kinds, key=lambda kind: (-max(kinds[kind]), "honours" in kind))
    head = (_("Cards"), _("Value"), _("In the 78-card pack"), _("In the 54-card pack"))
    lines = [f"| {' | '.join(head)} |", "| --- | ---: | ---: | ---: |"]
    for kind in order:
        values = ", ".join(map(str, sorted(kinds[kind])))
        lines.append(
            f"| {_(kind)} | {values} | {counts.get((kind, 78), 0)}"
            f" | {counts.get((kind, 54), 0)} |"
        )
    return "\n".join(lines)


def counting_values() -> str:
    """The card values, then per rule set: pack size, card points in the pack, par."""

    lines = [values_table(), "", "| Rule set | Pack | Card points in the pack | Par | Settled |"]
    lines.append("| --- | --- | --- | --- | --- |")
    for ruleset in rules.VARIANTS.values():
        options = ruleset.options
        total = _number(card_points(pack(options.pack)))
        if settles_against_par(ruleset):
            par, settled = str(options.par), RULE_NAMES[options.card_settlement]
        else:
            par, settled = "none", f"the declarer needs {options.par}"
        lines.append(
            f"| {ruleset_link(ruleset.id, ruleset.title)} | {options.pack} | {total}"
            f" | {par} | {settled} |"
        )
    return "\n".join(lines)


def own_names() -> str:
    """Each rule set's own words for its special cards and its two extreme games, as the
    pages, the play page and the exercises use them."""
    lines = [
        "| Rule set | Trump I | The Fool | Taking every trick | Taking none |",
        "| --- | --- | --- | --- | --- |",
    ]
    for ruleset in rules.VARIANTS.values():
        names, options = ruleset.names, ruleset.options
        vole = names.vole if options.vole or options.vole_announced else "(not played)"
        nolo = names.nolo if options.nolo or options.nolo_announced else "(not played)"
        lines.append(
            f"| {ruleset_link(ruleset.id, ruleset.title)} | {names.pagat} | {names.fool}"
            f" | {vole} | {nolo} |"
        )
    return "\n".join(lines)


def notation() -> str:
    """The card notation as a table, and the historical names the parser accepts."""
    lines = [
        "| Cards | Codes | Examples |",
        "| --- | --- | --- |",
        "| Trumps I to XXI | `T1` ... `T21` (Roman numerals accepted too) | `T1` the Pagat,"
        " `T21` (or `XXI`) |",
        "| The Fool | `F` | `F` |",
    ]
    for suit in SUITS:
        letter = suit.value
        lines.append(
            f"| {suit.name.title()} {suit.symbol} | `{letter}` + `K` `Q` `C` `J`, `1` ... `10`"
            f" | `{letter}K`, `{letter}1` (the Ace; `{letter}A` accepted), `{letter}J`"
            f" (`{letter}V` accepted) |"
        )
    by_card: dict[str, list[str]] = {}
    for alias, code in ALIASES.items():
        by_card.setdefault(code, []).append(alias.title())
    names = "; ".join(f"`{code}`: {', '.join(names)}" for code, names in by_card.items())
    return "\n".join(lines) + f"\n\nHistorical names, read without accents or case: {names}."


# -- a deal as pictures ------------------------------------------------------------------


def _number(amount: int | Fraction) -> str:

    return number(amount)


def deal_view(result: object, *, heading_level: int = 3) -> str:
    """A played deal as pictures: the hands, the discard, each trick with its winner, and
    the ledger. ``result`` is a ``tarock.play.DealResult``; ``heading_level`` 0 writes the
    part titles in bold instead of as headings (for use inside tabs)."""

    assert isinstance(result, DealResult)
    state, record = result.state, result.record
    names = record.seats

    def title(text: str) -> str:
        return f"{'#' * heading_level} {text}" if heading_level else f"**{text}**"

    about = f"{state.ruleset.title}, dealer {names[state.dealer]}"
    if record.players:
        kinds = sorted(set(record.players))
        bots = f"{len(record.players)} {kinds[0]}" if len(kinds) == 1 else ", ".join(record.players)
        about += f", played by {bots} bots"
    if record.seed is not None:
        about += f", seed {record.seed}"
    out = [f"*{about}.*", "", title("Hands as dealt"), ""]
    for seat in state.seats:
        role = " (dealer)" if seat == state.dealer else ""
        label = f"{names[seat]}{role}: {len(state.dealt[seat])} cards"
        out += [_picture(hand_svg(state.dealt[seat], label=label, step=26)), ""]
    if record.talon:

        talon = hand_svg(parse_many(record.talon), label="Talon", sort=False, step=52)
        out += [_picture(talon), ""]
    if state.discard:

        who = next((s.seat for s in result.steps if isinstance(s.action, Discard)), state.dealer)
        laid = hand_svg(state.discard, label=f"{names[who]} lays away", step=52)
        out += [_picture(laid), ""]
    declared = [
        f"- {names[seat]}: {item.name}, {item.value} from each opponent"
        for seat in state.seats
        for item in state.declared[seat] or ()
    ]
    announced = [
        f"- {names[item.seat]} announces {item.kind.value.title()} before trick {item.trick}"
        for item in state.announced
    ]
    out += [title("Declarations and announcements"), ""]
    out += [*(declared + announced or ["- none"]), ""]
    out += [
        title("Tricks"),
        "",
        "Each trick in the order the cards were played; the winner's"
        " card is framed and the winner's name is in bold.",
        "",
    ]
    tricks = "".join(trick_svg(trick, names) for trick in state.tricks)
    out += [_picture(tricks, "tarock-pictures tarock-tricks"), ""]
    out += [title("Ledger"), "", "| Payer | Payee | Amount | Reason |"]
    out.append("| --- | --- | ---: | --- |")
    for p in result.ledger:
        out.append(
            f"| {party_name(p.payer, names)} | {party_name(p.payee, names)} | {number(p.amount)}"
            f" | {_cell(named(p.reason, names))} |"
        )
    out += ["", "| Player | Tricks | Card points | Net |", "| --- | ---: | ---: | ---: |"]
    for seat in state.seats:
        out.append(
            f"| {names[seat]} | {state.won[seat]} | {number(result.card_points[seat])}"
            f" | {number(result.net[seat], signed=True)} |"
        )
    return "\n".join(out)


# -- sources, timeline, examples ---------------------------------------------------------


def _cite(keys: Iterable[str], page: str = "sources.md") -> str:
    return "; ".join(cite(key, page.removesuffix("sources.md")) for key in keys)


def bibliography(prefix: str = "") -> str:
    """The sources page: the rule sets' sources with what they back, the project's source
    texts, and the literature cited by the articles, each with its key as anchor."""

    def entry(source_key: str) -> list[str]:
        source = SOURCES[source_key]
        note = f" {source.note}" if source.note else ""
        language = f" In {source.language}." if source.language else ""
        where = f" <{source.url}>" if source.url else ""
        if source_key in PUBLISHED:
            where = f" [Read it on this site]({prefix}{PUBLISHED[source_key]})."
        read = (
            f" The project read {source.read}."
            if source.read
            else " Not read by the project: where it is cited, the citation names the summary"
            " it was read through."
            if cited_by(source_key)
            else ""
        )
        text = (
            f"**{label(source)}**: {source.author} ({source.year}), *{source.title}*."
            f"{language}{where}{note}{read}"
        )
        uses = []
        for ruleset_id, options in cited_by(source_key):
            title = rules.VARIANTS[ruleset_id].title
            backed = ", ".join(
                f"[`{name}`]({prefix}comparison.md#option-{name})" for name in options
            )
            link = ruleset_link(ruleset_id, title, prefix)
            uses.append(f"{link}" + (f" for {backed}" if backed else ""))
        lines = [text]
        if uses:
            lines.append(f"Used by {'; '.join(uses)}.")
        return [" ".join(lines), f"{{: #{source_key} }}", ""]

    by_rulesets = ruleset_keys()
    texts = [key for key in SOURCE_TEXTS if key not in by_rulesets]
    shown = {*by_rulesets, *texts}
    literature = sorted((s for s in BIBLIOGRAPHY if s.key not in shown), key=year_of)
    out = ["## Sources of the rule sets", ""]
    for key in by_rulesets:
        out += entry(key)
    out += ["## The project's source texts", ""]
    above = [f"[{label(SOURCES[key])}](#{key})" for key in SOURCE_TEXTS if key in by_rulesets]
    if above:
        out += [f"Among the sources above: {', '.join(above)}.", ""]
    for key in texts:
        out += entry(key)
    out += ["## Literature", ""]
    for source in literature:
        out += entry(source.key)
    return "\n".join(out)


def timeline() -> str:
    """The timeline as a table: year, event, sources, and the rule set it led to."""

    lines = ["| Year | What happened | Sources |", "| --- | --- | --- |"]
    for event in events():
        text = event.text
        if event.ruleset:
            title = rules.VARIANTS[event.ruleset].lineage.name
            text += f" Rule set: {ruleset_link(event.ruleset, title)}."
        lines.append(f"| {event.when} | {_cell(text)} | {_cite(event.cites)} |")
    return "\n".join(lines)


def family_tree(
    prefix: str = "", per_year: float = PER_YEAR, page: Callable[[str], str] | None = None
) -> str:
    """The family tree, each executable rule set with a page linked to it: drawn along the
    page, and down it for a phone (``per_year``: the tall drawing's units a year; ``page``:
    a rule set's address, instead of its Markdown file under ``prefix``)."""

    def link(ruleset_id: str) -> str | None:
        if not page_exists(ruleset_id):
            return None
        return page(ruleset_id) if page else f"{prefix}rules/{ruleset_id}.md"

    executable = frozenset(rules.VARIANTS)
    svg = family_tree_svg(link, executable) + family_tree_tall_svg(link, executable, per_year)
    return _picture(svg, "tarock-pictures tarock-family")


def historical_examples() -> str:
    """Each example: what the source says, what the package computes, and the code."""

    out = ["| Example | The source | The package | |", "| --- | --- | --- | --- |"]
    for example in EXAMPLES:
        value = example.compute()
        ok = "✓" if value == example.figure else "✗ differs"
        out.append(
            f"| [{example.title}](#{example.key}) | {_cell(_typeset(example.shown))} |"
            f" {_cell(_show_figure(value))} | {ok} |"
        )
    out.append("")
    for example in EXAMPLES:
        value = example.compute()
        out += [f"### {example.title} {{ #{example.key} }}", ""]
        out += [f"{example.claim} ({_cite([example.source])}; {example.where})", ""]
        out += [f"- **The source:** {_typeset(example.shown)}"]
        out += [f"- **The package:** {_show_figure(value)}", ""]
        source = inspect.getsource(example.compute).rstrip()
        out += ['??? example "How the package computes it"', "", "    ```python"]
        out += [f"    {line}" if line else "" for line in source.splitlines()]
        out += ["    ```", ""]
    return "\n".join(out)


def _typeset(text: str) -> str:
    """ASCII minus signs (``26 - 20``, ``-5``) as typographic ones (U+2212).

    Examples:
        >>> _typeset("4 + 2 + 1 - 2 = 5; 23: -5").count("\u2212")
        2
    """
    return re.sub(r"(?<=\s)-(?=[\s\d])", "\u2212", text)


def _show_figure(value: object) -> str:
    if isinstance(value, Fraction):
        return _number(value)
    if isinstance(value, dict):
        return "; ".join(f"{key} {_show_figure(item)}" for key, item in value.items())
    if isinstance(value, tuple):
        return ", ".join(_show_figure(item) for item in value)
    if isinstance(value, int) and not isinstance(value, bool) and value < 0:
        return f"\u2212{-value}"
    return str(value)


# -- the comparison guide ----------------------------------------------------------------


def guide_line(*options: str, prefix: str = "") -> str:
    """What each registered rule set does for the given options, as one Markdown line.

    Examples:
        >>> print(guide_line("direction"))  # doctest: +ELLIPSIS
        In the package: ...German Taroc (1754)...: play goes anticlockwise; ...
    """
    parts = []
    for ruleset in rules.VARIANTS.values():
        values = []
        for name in options:
            value = getattr(ruleset.options, name)
            if name == "declarations":
                count = sum(line.count(";") + 1 for line in _declarations(value))
                text = f"{count} declarations"
            else:
                text = in_words(ruleset, name, value)
            values.append(marked(text, ruleset.id, prefix))
        anchor = anchor_for(options[0], ruleset.id)
        parts.append(
            f"{ruleset_link(ruleset.id, ruleset.title, prefix, anchor)}: "
            + ", ".join(dict.fromkeys(values))
        )
    return "In the package: " + "; ".join(parts) + "."


_LIMITS: Final = {
    "1754": "the 1754",
    "dummett": "Dummett's",
    "danish": "the Danish",
    "grand-tarot": "Grand Tarot's",
    "tapp": "Tapp Tarock's",
}

_SAID: Final[dict[str, Callable[[Any, str], str]]] = {
    "fool_deadline": lambda trick, fool: (
        f"the {fool} gone by trick {trick}" if trick else f"no deadline for the {fool}"
    ),
    "fool_captured_from": lambda trick, fool: (
        f"the {fool} kept by the trick's winner from trick {trick}"
        if trick
        else f"the {fool} always taken back"
    ),
    "fool_may_lead": lambda may, fool: (
        f"the {fool} may be led" if may else f"the {fool} may not be led"
    ),
    "discard_limit": lambda limit, _: f"{_LIMITS[limit.value]} limits on what is laid away",
    "direction": lambda direction, _: f"play goes {direction.value}",
}
"""How the comparison's lines say an option's value, where "name value" would not read;
each is given the value and the rule set's name for the Fool."""

_TOP_TRUMP_FOOL: Final = ("fool_deadline", "fool_captured_from", "fool_may_lead")
"""The Fool's options that mean nothing where it is the top trump (Tapp Tarock's Sküs)."""


def in_words(ruleset: Ruleset, name: str, value: object) -> str:
    """An option's value in a sentence of the comparison, in the rule set's own words:
    "the Excuse gone by trick 23", "no Vole", "Pagat ultimo won 15".

    Examples:
        >>> tapp, danish = rules.get("tapp-tarock"), rules.get("danish-tarok")
        >>> in_words(danish, "fool_deadline", 24), in_words(tapp, "vole", 12)
        ('the Scies gone by trick 24', 'Valat (every trick) 12')
        >>> in_words(tapp, "fool_captured_from", 23)
        'the Sküs is the top trump'
        >>> in_words(tapp, "discard_limit", tapp.options.discard_limit)
        "Tapp Tarock's limits on what is laid away"
    """
    names = ruleset.names
    if name in _TOP_TRUMP_FOOL and ruleset.options.fool_is_top_trump:
        return f"the {names.fool} is the top trump"
    if name in _SAID:
        return str(_SAID[name](value, names.fool))
    label = _in_a_sentence(option_name(name))
    for word, own in (("Vole", names.vole), ("Nolo", names.nolo), ("Pagat", names.pagat)):
        label = re.sub(rf"\b{word}\b", own, label)
    if isinstance(value, int) and not isinstance(value, bool) and not value:
        return f"no {label}"
    return f"{label} {_matrix_value(ruleset, name, value)}"


def settlement_comparison(points: dict[int, int], absorber: int, names: str = "ABC") -> str:
    """A table: the same card points settled under each rule that pays them
    (``tarock.analysis.rows.RULES``)."""

    par = 26
    head = " | ".join(
        f"{names[seat]} ({points[seat]}{', after the dealer' if seat == absorber else ''})"
        for seat in points
    )
    lines = [f"| Rule | {head} | Used by |", "| --- |" + " ---: |" * len(points) + " --- |"]
    for rule in RULES:  # the rules that pay card points
        nets = card_point_nets(points, rule, par, absorber)
        users = [
            r.title
            for r in rules.VARIANTS.values()
            if settles_against_par(r) and r.options.card_settlement is rule
        ]
        used = ", ".join(users) or "no rule set yet"
        cells = " | ".join(_signed(nets[seat]) for seat in points)
        lines.append(f"| {RULE_NAMES[rule]} | {cells} | {used} |")
    others = [r.title for r in rules.VARIANTS.values() if not settles_against_par(r)]
    if others:
        lines += [
            "",
            f"{' and '.join(others)} settle{'s' if len(others) == 1 else ''} no card points"
            " against a par: the card points decide whether the declarer wins his game.",
        ]
    return "\n".join(lines)


def _rule_names() -> dict[Any, str]:

    return {
        CardSettlement.EXACT: "Exactly against 26",
        CardSettlement.BANDS: "Danish bands, forehand absorbing",
        CardSettlement.BANDS_WITH_ELDEST: "Bands, each settling with forehand",
        CardSettlement.BANDS_EACH: "Bands, each player's amount paid by each opponent",
        CardSettlement.NONE: "Not counted",
    }


RULE_NAMES: Final = _rule_names()
"""Each card-point rule (``CardSettlement``) in words."""


def _signed(amount: int | Fraction) -> str:

    return number(amount, signed=True).replace("-", "\u2212")


def pots_line() -> str:
    """What the package's options say about pots (none of its rule sets may keep any yet)."""
    fields = [f.name for f in dataclasses.fields(Options) if "pot" in f.name.split("_")[0]]
    if not fields:
        return (
            "In the package: no rule option concerns pots yet, so no rule set it can play"
            " keeps them."
        )
    return guide_line(*fields)


def citations(ruleset_id: str, prefix: str = "../") -> str:
    """For a rule page: the rule set's sources, and each cited option with its value and
    source, linked to the sources page and the comparison matrix (``prefix`` leads from the
    page to the site's top, ``../`` from ``rules/``)."""
    ruleset = rules.VARIANTS[ruleset_id]
    out = [f"**{ruleset.footing}**", ""]
    out += [
        "- " + f"[{label(source)}]({prefix}sources.md#{source.key}): {source}"
        for source in ruleset.works
    ]
    out += ["", "| Rule option | Value | Source |", "| --- | --- | --- |"]
    for option, cited in ruleset.cites.items():
        value = _cell(show_value(option, getattr(ruleset.options, option)))
        link = _cell(cite(cited, prefix))
        out.append(f"| [`{option}`]({prefix}comparison.md#option-{option}) | {value} | {link} |")
    return "\n".join(out)
