"""The teaching pages: the lesson "From 1754 to Denmark" and its one-page handout.

The lesson follows six rule points through the family's history. Each ``Step`` names the
rule set that shows the change, the options it lies in and the year of the event on the
timeline, so its date and its sources are read from the rule sets' lineage, the timeline
and their citations (``tarock.rules.sources``) when the site is built, never typed; its
picture is drawn by ``tarock.text.render`` from a seeded deal and its figure computed from the
simulated deals of the findings (``sitegen.findings``).

Examples:
    >>> [step.year for step in STEPS]
    [1754, 1754, 1783, 1821, 1840, 2011, 2011]
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from html import escape
from typing import Final

from sitegen import ROOT, findings
from sitegen.history import COMPACT_PER_YEAR, Event, charted, events
from sitegen.i18n import _
from sitegen.pages import family_tree, settlement_comparison, values_table
from sitegen.sources import cite as cite_one
from sitegen.teach_html import figure, play_link
from tarock import rules
from tarock.cards import FOOL, cards_of
from tarock.engine.seats import SEAT_NAMES
from tarock.engine.state import Trick, deal
from tarock.play import play_deal, play_session
from tarock.rules.declarations import Count, Declaration, Group, Run, declare
from tarock.rules.sources import key_of
from tarock.scoring.settlement import Pot
from tarock.text.render import hand_svg, trick_svg

SEED: Final = 1754
"""The seed the lesson's pictures start from."""


# -- shared by the teaching pages ---------------------------------------------------------


def cite(citations: tuple[str, ...] | list[str], prefix: str = "../") -> str:
    """Markdown links to the sources page, each work named in words once (its first
    citation keeps its place and the summary it was read through)."""
    first: dict[str, str] = {}
    for citation in citations:
        first.setdefault(key_of(citation), citation)
    return "; ".join(cite_one(citation, prefix) for citation in first.values())


def rule_citation(variant: str, option: str, prefix: str = "../") -> str:
    """The source an option of a rule set rests on, as a link."""
    return cite([rules.VARIANTS[variant].citation(option)], prefix)


# -- what the declarations gained ----------------------------------------------------------


def _kind(declaration: Declaration) -> tuple[str, int, int]:
    """What makes two declarations the same: their form, their cards and the fewest held
    (the 1754 "Tarocs" and Grosstarock's "trumps" are one declaration under two names)."""
    return type(declaration).__name__, declaration.bits, declaration.least


def declaration_words(declaration: Declaration, fool: str) -> str:
    """A declaration in a few words (``fool``: the rule set's name for the Fool).

    Examples:
        >>> from tarock.rules.grosstarock import DECLARATIONS
        >>> [declaration_words(d, "Sküs") for d in DECLARATIONS[:2]]
        ['10 or more trumps', '3 or more Matadors']
        >>> declaration_words(DECLARATIONS[2], "Sküs")
        '3 or more Kings (Pagat, XXI and Sküs count as Kings)'
        >>> declaration_words(DECLARATIONS[3], "Sküs")
        'Cavalry in a suit'
    """
    if isinstance(declaration, Run):
        return f"{len(declaration.required)} or more {declaration.name}"
    if isinstance(declaration, Group):
        return re.sub(r" in \w+$", " in a suit", declaration.name)
    assert isinstance(declaration, Count)
    text = f"{declaration.minimum} or more {declaration.name}"
    others = [card for card in cards_of(declaration.bits) if not card.is_court]
    if len(declaration.cards) <= 8 and others:
        names = [fool if card is FOOL else card.name.replace("trump 21", "XXI") for card in others]
        text += f" ({', '.join(names[:-1])} and {names[-1]} count as {declaration.name})"
    return text


def declarations_added(old: str, new: str) -> tuple[list[str], list[str], list[str]]:
    """The declarations of rule set ``old``, those of them ``new`` keeps, and those ``new``
    has that ``old`` has not, each in words once."""
    before = rules.get(old).options.declarations
    after = rules.get(new).options.declarations
    had_kinds, has_kinds = {_kind(d) for d in before}, {_kind(d) for d in after}
    fool = rules.VARIANTS[old].names.fool, rules.VARIANTS[new].names.fool
    had = [declaration_words(d, fool[0]) for d in before]
    kept = [declaration_words(d, fool[0]) for d in before if _kind(d) in has_kinds]
    added = [declaration_words(d, fool[1]) for d in after if _kind(d) not in had_kinds]
    return list(dict.fromkeys(had)), list(dict.fromkeys(kept)), list(dict.fromkeys(added))


def _listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else f"{'; '.join(items[:-1])} and {items[-1]}"


def declarations_before() -> str:
    """The handout's "before" of the declarations step: the 1754 declarations."""
    return f"1754: {_listed(declarations_added('taroc-1754', 'grosstarock')[0])}"


def declarations_after() -> str:
    """The handout's "after": what Grosstarock declares that the 1754 rules do not."""
    return f"Grosstarock adds {_listed(declarations_added('taroc-1754', 'grosstarock')[2])}"


def declarations_sentence() -> str:
    """The lesson's account of the declarations step, from the two rule sets' tables."""
    had, kept, added = declarations_added("taroc-1754", "grosstarock")
    return (
        f"The 1754 rules already pay for {_listed(had)}. Grosstarock keeps"
        f" {_listed(kept)}, and its other declarations are new: {_listed(added)}."
    )


# -- the lesson -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Step:
    """One rule point of the lesson, at the moment the sources show it."""

    key: str
    title: str
    variant: str
    """The rule set that shows the point."""
    options: tuple[str, ...]
    """The options the point lies in (their citations are the step's sources)."""
    year: int
    """The year of the timeline's event for the step."""
    before: str
    """The rule before, in a few words (for the handout's table; empty: the starting point)."""
    after: str
    """The rule after."""
    picture: Callable[[], str]
    figure: Callable[[], str]
    play: Callable[[], str]

    @property
    def event(self) -> Event:
        """The timeline's event of ``year`` on the rule set's branch (or any of that year)."""
        ruleset = rules.VARIANTS[self.variant]
        dated = [event for event in events() if event.year == self.year]
        for event in dated:
            if event.ruleset == self.variant or event.lane is ruleset.lineage.branch:
                return event
        return dated[0]

    def sources(self) -> list[str]:
        """The event's sources, then the rule set's citation of each option."""
        ruleset = rules.VARIANTS[self.variant]
        return [*self.event.cites, *(ruleset.citation(option) for option in self.options)]


def _dealt_hand(variant: str, seat: int, what: str) -> str:
    """A seat's hand as dealt from ``SEED``, its caption ending with ``what``."""
    cards = deal(rules.get(variant), SEED).dealt[seat]
    name = SEAT_NAMES[seat]
    title = rules.VARIANTS[variant].lineage.name
    return figure(
        hand_svg(cards, label=name),
        f"{name}'s {len(cards)} cards in a deal of {title} (deal no. {SEED}): {what}",
    )


def _hand_picture() -> str:
    fool = rules.VARIANTS["taroc-1754"].names.fool
    return _dealt_hand(
        "taroc-1754", 0, f"the trumps (with the {fool}, if held), then the four suits."
    )


def _four_picture() -> str:
    ruleset = rules.get("taroc-1754", ["seats=4"])
    state = deal(ruleset, SEED)
    active = [seat for seat in range(4) if state.dealt[seat]]
    hands = "".join(hand_svg(state.dealt[seat], label=SEAT_NAMES[seat]) for seat in active)
    out = [seat for seat in range(4) if not state.dealt[seat]]
    who = SEAT_NAMES[out[0]] if out else "nobody"
    return figure(
        f'<div class="teach-hands">{hands}</div>',
        f"Four at the table under the 1754 rules (deal no. {SEED}): three hands are dealt and"
        f" {who} sits the deal out.",
    )


@cache
def _declaring_seed(variant: str) -> tuple[int, int]:
    """The first seed from ``SEED`` whose dealt hand of seat 0 or 1 declares two things."""
    ruleset = rules.get(variant)
    for seed in range(SEED, SEED + 500):
        state = deal(ruleset, seed)
        for seat in (1, 2):
            if len(declare(state.dealt[seat], ruleset.options.declarations)) >= 2:
                return seed, seat
    raise LookupError(f"no hand with two declarations in {variant}")


def _declaration_picture() -> str:
    ruleset = rules.get("grosstarock")
    seed, seat = _declaring_seed("grosstarock")
    cards = deal(ruleset, seed).dealt[seat]
    said = declare(cards, ruleset.options.declarations)
    listed = "; ".join(f"{d.name}, {d.value} from each opponent" for d in said)
    return figure(
        hand_svg(cards, label=SEAT_NAMES[seat]),
        f"{SEAT_NAMES[seat]}'s hand in a Grosstarock deal (deal no. {seed}) declares: {listed}.",
    )


def _tapp_picture() -> str:
    return _dealt_hand(
        "tapp-tarock", 1, "the 54-card pack keeps every trump and court but drops most pips."
    )


@cache
def _session() -> tuple[list[int], list[int]]:
    """The King pot and the Pagat pot after each deal of a twelve-deal Danish session."""
    result = play_session(rules.get("danish-tarok"), "heuristic", SEED, deals=12)
    kings = [int(pots[Pot.KING]) for pots in result.pots]
    pagats = [int(pots[Pot.PAGAT]) for pots in result.pots]
    return kings, pagats


POT_WIDTH: Final = 336
"""The pot chart's width: it fits a lesson step's column on a 390 px phone at its own size."""


def pot_svg(series: dict[str, list[int]], label: str) -> str:
    """A line chart of pot values after each deal, in the page's text colour, with a legend
    above it, a line a series (a solid line for the first series, a dashed one for the
    second)."""
    width, left, bottom = float(POT_WIDTH), 34.0, 24.0
    top = 16.0 * len(series) + 14
    height = top + 170
    deals = max(len(values) for values in series.values())
    high = max(max(values) for values in series.values()) or 1
    step = (width - left - 10) / max(deals - 1, 1)

    def point(i: int, value: int) -> str:
        y = top + (height - bottom - top) * (1 - value / high)
        return f"{left + i * step:.1f},{y:.1f}"

    parts = [
        f'<line x1="{left}" y1="{height - bottom}" x2="{width - 6}" y2="{height - bottom}"'
        ' stroke="currentColor" stroke-width="1"/>',
        f'<text x="{left - 4}" y="{top + 4}" font-size="11" text-anchor="end">{high}</text>',
        f'<text x="{left - 4}" y="{height - bottom}" font-size="11" text-anchor="end">0</text>',
        f'<text x="{width / 2}" y="{height - 4}" font-size="11" text-anchor="middle">'
        f"after deal 1 to {deals}</text>",
    ]
    dashes = ["", ' stroke-dasharray="6 4"']
    for n, (name, values) in enumerate(series.items()):
        dash = dashes[n % 2]
        line = " ".join(point(i, v) for i, v in enumerate(values))
        parts.append(
            f'<polyline points="{line}" fill="none" stroke="currentColor" stroke-width="2"{dash}/>'
        )
        y = 10 + 16 * n
        parts.append(
            f'<line x1="{left}" y1="{y}" x2="{left + 24}" y2="{y}" stroke="currentColor"'
            f' stroke-width="2"{dash}/>'
            f'<text x="{left + 30}" y="{y + 4}" font-size="11">{escape(name)}, last'
            f" {values[-1]}</text>"
        )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="teach-chart" viewBox="0 0 {width}'
        f' {height}" width="{width}" height="{height}" role="img"'
        f' aria-label="{escape(label)}" fill="currentColor">{"".join(parts)}</svg>'
    )


def _pot_picture() -> str:
    kings, pagats = _session()
    text = (
        f"The King pot and the Pagat pot after each of {len(kings)} Danish deals played by"
        f" the package's bots (deal no. {SEED}): the King pot ends at {kings[-1]}, the Pagat pot"
        f" at {pagats[-1]}."
    )
    return figure(pot_svg({"King pot": kings, "Pagat pot": pagats}, text), text)


@cache
def _fool_trick(variant: str) -> tuple[int, Trick]:
    """The first trick holding the Fool in a deal from ``SEED`` that the Fool's owner
    did not lead (its seed and the trick)."""
    ruleset = rules.get(variant)
    for seed in range(SEED, SEED + 200):
        tricks = play_deal(ruleset, "heuristic", seed).state.tricks
        for trick in tricks:
            if FOOL in trick.cards and trick.cards[0] is not FOOL:
                return seed, trick
    raise LookupError(f"no trick with the Fool in {variant}")


def _scies_picture() -> str:
    seed, trick = _fool_trick("danish-tarok")
    name = rules.VARIANTS["danish-tarok"].names.fool
    owner = SEAT_NAMES[trick.seats[trick.cards.index(FOOL)]]
    return figure(
        trick_svg(trick, SEAT_NAMES),
        f"Trick {trick.number} of a Danish deal (deal no. {seed}): {owner} plays the {name}, and"
        f" {SEAT_NAMES[trick.winner]} wins the trick.",
    )


def _bands_picture() -> str:
    points = {0: 31, 1: 24, 2: 23}
    return (
        f"{settlement_comparison(points, absorber=1)}\n\n"
        "*The same card points (A 31, B 24, C 23) settled by each rule; B sits after the"
        " dealer.*"
    )


# -- the figures, from the findings' simulated deals


def _share(variant: str, column: str, where: str = "") -> tuple[float, int]:
    """The share of rows (hands) with a non-zero ``column``, and the number of deals."""
    frame = findings.deals(variant)
    if where:
        frame = frame[frame[where] != 0]
    return float((frame[column] != 0).mean()), int(frame["deal"].nunique())


def _mean_abs(variant: str, column: str) -> float:
    frame = findings.deals(variant)
    return float(frame[column].abs().mean())


def _pct(value: float) -> str:
    return f"{100 * value:.0f}%"


def _exact_figure() -> str:
    size = _mean_abs("taroc-1754", "cp_exact")
    deals = findings.deals("taroc-1754")["deal"].nunique()
    return (
        f"In {deals:,} simulated deals of the 1754 rules, a player's card points moved"
        f" {size:.1f} game points on average, in one direction or the other."
    )


def _four_figure() -> str:
    ruleset = rules.get("taroc-1754", ["seats=4"])
    state = deal(ruleset, SEED)
    sizes = sorted({len(hand) for hand in state.dealt if hand})
    return (
        f"With four at the table each active hand still holds {sizes[0]} cards: the fourth"
        " player changes who plays, not the game."
    )


def _declaration_figure() -> str:
    share, deals = _share("grosstarock", "declared_value")
    value = findings.deals("grosstarock")
    held = value[value["declared_value"] != 0]["declared_value"]
    return (
        f"In {deals:,} simulated Grosstarock deals, {_pct(share)} of the hands declared"
        f" something, worth {held.mean():.1f} game points from each opponent on average."
    )


def _tapp_figure() -> str:
    frame = findings.deals("tapp-tarock")
    declarer = frame[frame["seat"] == frame["declarer"]]
    won = float((declarer["net"] > 0).mean())
    return (
        f"In {frame['deal'].nunique():,} simulated Tapp Tarock deals, the declarer came out"
        f" ahead in {_pct(won)} of them."
    )


def _pot_figure() -> str:
    frame = findings.deals("danish-tarok")
    tried = float(frame["pagat_ultimo_tried"].mean())
    won_share = float(frame[frame["pagat_ultimo_tried"] != 0]["pagat_ultimo_won"].mean())
    before = float(frame.drop_duplicates("deal")["pot_pagat_before"].mean())
    return (
        f"In {frame['deal'].nunique():,} simulated Danish deals, a hand tried the Pagat ultimo"
        f" {_pct(tried)} of the time and brought it home in {_pct(won_share)} of its tries;"
        f" the Pagat pot held {before:.0f} game points on average before a deal."
    )


def _scies_figure() -> str:
    frame = findings.deals("danish-tarok")
    holds = frame["hand"].str.split().map(lambda cards: FOOL.code in cards)
    declaring = frame["declared_value"] != 0
    with_scies, without = float(declaring[holds].mean()), float(declaring[~holds].mean())
    return (
        f"In {frame['deal'].nunique():,} simulated Danish deals, {_pct(with_scies)} of the"
        f" hands holding the Scies declared something, against {_pct(without)} of the hands"
        " without it."
    )


def _bands_figure() -> str:
    result = findings.exact_or_bands()["danish-tarok"]
    exact, bands = result.nothing["exact"].estimate, result.nothing["bands"].estimate
    return (
        f"On the same {result.deals:,} simulated Danish deals, the card points of"
        f" {_pct(exact)} of the hands pay nothing when settled exactly, and"
        f" {_pct(bands)} in bands of five."
    )


STEPS: Final = (
    Step(
        "exact",
        "Card points counted exactly",
        "taroc-1754",
        ("card_settlement",),
        1754,
        "",
        "",
        _hand_picture,
        _exact_figure,
        lambda: play_link("taroc-1754", SEED),
    ),
    Step(
        "four",
        "The four-handed table",
        "taroc-1754",
        ("seats",),
        1754,
        "three players",
        "four at the table, one sitting out in turn (which one: a reading)",
        _four_picture,
        _four_figure,
        lambda: play_link("taroc-1754", SEED, seats=4),
    ),
    Step(
        "declarations",
        "Grosstarock: the Nolo (1783); the declarations grow (undated)",
        "grosstarock",
        ("declarations",),
        1783,
        declarations_before(),
        declarations_after(),
        _declaration_picture,
        _declaration_figure,
        lambda: play_link("grosstarock", _declaring_seed("grosstarock")[0]),
    ),
    Step(
        "tapp",
        "The 54-card branch",
        "tapp-tarock",
        ("pack",),
        1821,
        "78 cards, three hands of 25",
        "Vienna: 54 cards, an auction and a talon",
        _tapp_picture,
        _tapp_figure,
        lambda: play_link("tapp-tarock", SEED),
    ),
    Step(
        "pots",
        "The Pagat ultimo grows into two pots",
        "danish-tarok",
        ("pagat_ultimo", "ultimo_takes_pot", "failed_ultimo_pot"),
        1840,
        "1754: the Pagat in the last trick paid once",
        "Denmark: a King pot and a Pagat pot, won or doubled",
        _pot_picture,
        _pot_figure,
        lambda: play_link("danish-tarok", SEED),
    ),
    Step(
        "scies",
        "The Excuse becomes the wild Scies",
        "danish-tarok",
        ("fool_names_suit", "fool_barred_trick", "declarations"),
        2011,
        "1754: the Excuse excuses its owner from following",
        "Denmark: the Scies names a suit and is wild in declarations",
        _scies_picture,
        _scies_figure,
        lambda: play_link("danish-tarok", _fool_trick("danish-tarok")[0]),
    ),
    Step(
        "bands",
        "Exact card points give way to bands of five",
        "danish-tarok",
        ("card_settlement",),
        2011,
        "exactly against 26",
        "rounded to the nearest 5 (who takes the balance: a reading)",
        _bands_picture,
        _bands_figure,
        lambda: play_link("danish-tarok", SEED),
    ),
)
"""The lesson's rule points, in the order the sources show them."""


def step(key: str) -> Step:
    """The step called ``key``; a clear error for an unknown one."""
    for item in STEPS:
        if item.key == key:
            return item
    raise KeyError(f"no lesson step {key!r}; steps: {', '.join(s.key for s in STEPS)}")


def step_box(key: str) -> str:
    """A step's date, sources and rule set, its picture, its figure and a link that plays it."""
    item = step(key)
    ruleset = rules.VARIANTS[item.variant]
    event = item.event
    return "\n".join(
        [
            f'<div class="teach-step" data-step="{item.key}" markdown="1">',
            "",
            f"**{event.when}.** {event.text}",
            "",
            f"*Sources:* {cite(item.sources())}. *Rule set:* [{ruleset.title}]"
            f"(../rules/{ruleset.id}.md).",
            "",
            item.picture(),
            "",
            f"**A figure.** {item.figure()}",
            "",
            f'<a class="md-button" href="{escape(item.play())}">Play it: {ruleset.title}</a>',
            "",
            "</div>",
        ]
    )


def changes_table() -> str:
    """The one table of what changed: each rule point, before and after, with its date."""
    head = (_("When"), _("What changed"), _("Before"), _("After"))
    lines = [f"| {' | '.join(head)} |", "| --- | --- | --- | --- |"]
    for item in STEPS:
        if item.before:
            cells = (_when(item.event), _(item.title), _(item.before), _(item.after))
            lines.append(f"| {' | '.join(cells)} |")
    return "\n".join(lines)


def _when(event: Event) -> str:
    """An event's date as the page's language writes it (``c. 1720``)."""
    return _("c. {year}").format(year=event.year) if event.circa else str(event.year)


def handout_timeline() -> str:
    """The tree's dates in short: every event the family tree marks, with the rule sets'
    own, so each date on the tree can be looked up."""
    lines = [f"| {_('Year')} | {_('What happened')} |", "| --- | --- |"]
    for event in charted():
        text = event.text.split(":")[0].split(";")[0].rstrip(".")
        lines.append(f"| {_when(event)} | {_(text)}. |")
    return "\n".join(lines)


def handout_values() -> str:
    """The card values (the first table of the cards page's counting values)."""
    return values_table()


def handout() -> str:
    """Everything the handout computes: its tree, its dates, the card values, the changes."""
    return "\n\n".join((handout_tree(), handout_timeline(), handout_values(), changes_table()))


def handout_tree(page: Callable[[str], str] | None = None) -> str:
    """The family tree, its boxes linking to the rule pages (``page``: a rule set's
    address, for a page outside the English docs); its tall drawing (a phone's, and the
    printed handout's) in the compact spacing that fits beside the dates."""
    return family_tree("../", COMPACT_PER_YEAR, page)


def lesson_words(text: str) -> int:
    """Words read aloud in the lesson's Markdown: its prose, the declarations it lists and
    each step's box (the date, the event, the sources, the captions and the figure),
    without pictures, tags and links' targets."""
    boxes = " ".join(step_box(item.key) for item in STEPS) + " " + declarations_sentence()
    text = re.sub(r"```.*?```", " ", text, flags=re.S) + " " + boxes
    text = re.sub(r"<svg.*?</svg>", " ", text, flags=re.S)
    text = re.sub(r"<[^>]+>", " ", text)
    text = re.sub(r"\]\([^)]*\)", "]", text)
    return len(re.findall(r"[A-Za-zÀ-ÿ0-9']+", text))


LESSON: Final = ROOT / "docs" / "teach" / "lesson.md"
"""The lesson's page, whose words and tasks for the class are timed."""
MINUTES: Final = 45
"""The length of the class the lesson is planned for."""
WORDS_A_MINUTE: Final = 130
"""The pace of reading aloud."""
EXERCISE_MINUTES: Final = 10
"""The time for the exercises in pairs."""
_NUMBERS: Final = {word: n for n, word in enumerate(["one", "two", "three", "four", "five"], 1)}
"""The minutes a task for the class may take, in words."""


@dataclass(frozen=True)
class Plan:
    """The minutes of the class: reading aloud, the lesson's tasks for the class, the
    exercises, and what is left for the puzzles."""

    words: int
    reading: int
    tasks: tuple[int, ...]
    exercises: int
    puzzles: int

    @property
    def total(self) -> int:
        return self.reading + sum(self.tasks) + self.exercises + self.puzzles


def plan(text: str | None = None) -> Plan:
    """The class's minutes, from the lesson's words and its "For the class (N minutes)"
    tasks; a clear error when they leave no time for the puzzles."""
    text = LESSON.read_text(encoding="utf-8") if text is None else text
    words = lesson_words(text)
    reading = round(words / WORDS_A_MINUTE)
    tasks = tuple(_NUMBERS[n] for n in re.findall(r"\*For the class \((\w+) minutes?\)", text))
    puzzles = MINUTES - reading - sum(tasks) - EXERCISE_MINUTES
    if puzzles <= 0:
        used = MINUTES - puzzles
        raise ValueError(f"the lesson leaves no time for the puzzles: {used} of {MINUTES} minutes")
    return Plan(words, reading, tasks, EXERCISE_MINUTES, puzzles)


def plan_sentence() -> str:
    """The plan of the class in one sentence, for the lesson and the Teach page."""
    item = plan()
    return (
        f"{MINUTES} minutes: {item.reading} of reading aloud ({item.words:,} words at"
        f" {WORDS_A_MINUTE} a minute, with each step's box), {sum(item.tasks)} for the"
        f" {len(item.tasks)} short tasks for the class inside the lesson,"
        f" {item.exercises} of exercises in pairs with the handout, and {item.puzzles} for"
        " puzzles played together."
    )


def sources_line() -> str:
    """Every source the lesson's steps cite, once, as links."""
    keys: list[str] = []
    for item in STEPS:
        keys += [key_of(citation) for citation in item.sources()]
    return f"*The lesson's sources:* {cite(list(dict.fromkeys(keys)))}."
