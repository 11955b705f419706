"""SVG pictures of cards, hands, tricks and whole deals.

Every function here is pure and returns an SVG document as a string: no files,
no fonts to fetch (text uses the generic ``sans-serif`` and ``serif`` families,
and the suit signs are drawn as paths). Each card is one ``<g class="card">``
element carrying its code in ``data-card``, so pages and tests can find it.

    >>> from tarock.cards import parse, parse_many
    >>> svg = card_svg(parse("HK"))
    >>> svg.startswith("<svg") and 'data-card="HK"' in svg
    True
    >>> hand_svg(parse_many("T21 F HK C10")).count('class="card"')
    4

In a notebook, ``Hand``, ``TrickView`` and ``DealView`` show themselves as
pictures (they have ``_repr_svg_``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import Final

from tarock.cards import COURT_LETTERS, SUITS, Card, Suit, ordered, parse_many, roman
from tarock.engine.actions import Discard, parse_action
from tarock.engine.state import State, Trick
from tarock.records import Record, RecordError
from tarock.results import DealResult, start
from tarock.rules.ruleset import Names
from tarock.table import Table
from tarock.text.explain import NAMES, hand_text, named, number, party_name, state_repr
from tarock.text.translate import court_letter, in_language

WIDTH: Final = 48
"""Width of a card, in SVG user units."""
HEIGHT: Final = 72
"""Height of a card."""

RED: Final = "#c62828"
BLACK: Final = "#212121"
INK: Final = "#333333"
MUTED: Final = "#666666"
HIGHLIGHT: Final = "#ef6c00"
"""The frame around the card that wins a trick."""
GOLD: Final = "#d4a017"
"""The dot that marks the three honours."""
_FACE: Final = {"suit": "#ffffff", "trump": "#f7f1de", "fool": "#e9eef9"}
_SANS: Final = "sans-serif"
_SERIF: Final = "serif"

# Suit signs as paths in a 24 x 24 box (no font needed).
_SIGNS: Final = {
    Suit.HEARTS: (
        '<path d="M12 21.5C12 21.5 2.5 14.8 2.5 8.6C2.5 5.4 4.9 3.2 7.7 3.2'
        "C9.6 3.2 11.2 4.4 12 6C12.8 4.4 14.4 3.2 16.3 3.2C19.1 3.2 21.5 5.4 21.5 8.6"
        'C21.5 14.8 12 21.5 12 21.5Z"/>'
    ),
    Suit.DIAMONDS: '<path d="M12 1.5L20.5 12L12 22.5L3.5 12Z"/>',
    Suit.CLUBS: (
        '<circle cx="12" cy="7" r="4.6"/><circle cx="6.6" cy="13.6" r="4.6"/>'
        '<circle cx="17.4" cy="13.6" r="4.6"/><path d="M11 12L13 12L15 22L9 22Z"/>'
    ),
    Suit.SPADES: (
        '<path d="M12 1.8C12 1.8 2.6 9 2.6 14.2C2.6 17 4.8 18.8 7.3 18.8'
        "C9 18.8 10.4 17.9 11.2 16.6C10.9 18.9 10 20.7 8.6 22.2L15.4 22.2"
        "C14 20.7 13.1 18.9 12.8 16.6C13.6 17.9 15 18.8 16.7 18.8"
        'C19.2 18.8 21.4 17 21.4 14.2C21.4 9 12 1.8 12 1.8Z"/>'
    ),
    Suit.FOOL: (
        '<path d="M12 1.5L14.6 8.9L22.5 9L16.2 13.8L18.5 21.4L12 16.9L5.5 21.4'
        'L7.8 13.8L1.5 9L9.4 8.9Z"/>'
    ),
}


def colour(card: Card) -> str:
    """The ink of a card: red for hearts and diamonds, black for the rest.

    Examples:
        >>> from tarock.cards import parse
        >>> colour(parse("D7")), colour(parse("S7")), colour(parse("T7"))
        ('#c62828', '#212121', '#212121')
    """
    return RED if card.suit.is_red else BLACK


def rank_text(card: Card) -> str:
    """The corner index of a card: ``K`` ``Q`` ``C`` ``J`` or the pip number for suit
    cards, the Arabic number for a trump, a star for the Fool.

        >>> from tarock.cards import parse_many
        >>> [rank_text(card) for card in parse_many("HK S10 D1 T21 F")]
        ['K', '10', '1', '21', '★']
    """
    if card.is_fool:
        return "\u2605"
    if card.is_trump:
        return str(card.rank)
    letter = COURT_LETTERS.get(card.rank)
    return str(card.rank) if letter is None else court_letter(letter)


def _sign(suit: Suit, x: float, y: float, size: float, fill: str) -> str:
    scale = size / 24
    return (
        f'<g transform="translate({_n(x)} {_n(y)}) scale({_n(scale)})" fill="{fill}">'
        f"{_SIGNS[suit]}</g>"
    )


def _n(value: float) -> str:
    """A coordinate without needless decimals."""
    return f"{value:.2f}".rstrip("0").rstrip(".")


def _text(
    x: float,
    y: float,
    text: str,
    *,
    size: float,
    fill: str = INK,
    family: str = _SANS,
    anchor: str = "start",
    weight: str = "normal",
    extra: str = "",
) -> str:
    attrs = f'<text x="{_n(x)}" y="{_n(y)}" font-size="{_n(size)}"'
    if family != _SANS:  # the picture's default family is sans-serif, its ink INK
        attrs += f' font-family="{family}"'
    if fill != INK:
        attrs += f' fill="{fill}"'
    if anchor != "start":
        attrs += f' text-anchor="{anchor}"'
    if weight != "normal":
        attrs += f' font-weight="{weight}"'
    return f"{attrs}{extra}>{escape(text)}</text>"


def _face(card: Card) -> str:
    """The inside of a card drawn at the origin."""
    ink = colour(card)
    kind = "fool" if card.is_fool else "trump" if card.is_trump else "suit"
    parts = [
        f'<rect x="0.5" y="0.5" width="{WIDTH - 1}" height="{HEIGHT - 1}" rx="4"'
        f' fill="{_FACE[kind]}" stroke="#8a8a8a"/>'
    ]
    if card.is_honour:  # Pagat, XXI and the Fool: a gold dot in the corner
        parts.append(f'<circle cx="{WIDTH - 7}" cy="7" r="3.5" fill="{GOLD}"/>')
    if card.is_fool:
        parts.append(_sign(Suit.FOOL, WIDTH / 2 - 13, HEIGHT / 2 - 16, 26, "#5e35b1"))
        fool = in_language("Fool")
        parts.append(_text(WIDTH / 2, HEIGHT - 8, fool, size=11, anchor="middle", fill=MUTED))
        return "".join(parts)
    if card.is_trump:
        parts.append(_text(5, 13, str(card.rank), size=11, weight="bold", fill=ink))
        numeral = roman(card.rank)
        fit = (
            f' textLength="{WIDTH - 10}" lengthAdjust="spacingAndGlyphs"'
            if len(numeral) > 3
            else ""
        )
        parts.append(
            _text(
                WIDTH / 2,
                HEIGHT / 2 + 8,
                numeral,
                size=20,
                family=_SERIF,
                anchor="middle",
                weight="bold",
                fill=ink,
                extra=fit,
            )
        )
        return "".join(parts)
    index = rank_text(card)
    parts.append(_text(4, 13, index, size=11, weight="bold", fill=ink))
    parts.append(_sign(card.suit, 4.5, 16, 9, ink))
    if card.is_court:
        parts.append(
            _text(
                WIDTH / 2 + 3,
                HEIGHT / 2 + 12,
                index,
                size=28,
                family=_SERIF,
                anchor="middle",
                weight="bold",
                fill=ink,
            )
        )
    else:
        parts.append(_sign(card.suit, WIDTH / 2 - 11, HEIGHT / 2 - 6, 24, ink))
    return "".join(parts)


def card_group(card: Card, x: float = 0, y: float = 0, extra_class: str = "") -> str:
    """One card as an SVG ``<g>`` element placed at (x, y), with a hover title."""
    classes = "card" + (f" {extra_class}" if extra_class else "")
    return (
        f'<g class="{classes}" data-card="{card.code}" transform="translate({_n(x)} {_n(y)})">'
        f"<title>{escape(in_language(card.name))}</title>{_face(card)}</g>"
    )


def _svg(width: float, height: float, body: str, label: str, css_class: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="{css_class}"'
        f' viewBox="0 0 {_n(width)} {_n(height)}" width="{_n(width)}" height="{_n(height)}"'
        f' font-family="{_SANS}" fill="{INK}" role="img" aria-label="{escape(label)}">'
        f"{body}</svg>"
    )


def card_svg(card: Card) -> str:
    """A picture of one card.

    Examples:
        >>> from tarock.cards import parse
        >>> 'aria-label="trump 21"' in card_svg(parse("XXI"))
        True
    """
    return _svg(WIDTH, HEIGHT, card_group(card), card.name, "tarock-card")


def _groups(cards: Iterable[Card]) -> list[list[Card]]:
    """Cards in canonical order, split into trumps, the Fool and each suit."""
    cards = ordered(cards)
    groups = [[c for c in cards if c.is_trump], [c for c in cards if c.is_fool]]
    groups += [[c for c in cards if c.suit is suit] for suit in SUITS]
    return [group for group in groups if group]


def _row(
    groups: Sequence[Sequence[Card]], x: float, y: float, step: float, gap: float
) -> tuple[list[str], float]:
    """Cards laid out left to right, overlapping by ``step``, with a gap between groups."""
    parts: list[str] = []
    for index, group in enumerate(groups):
        if index:
            x += gap
        for card in group:
            parts.append(card_group(card, x, y))
            x += step
    width = x - step + WIDTH if parts else 0
    return parts, width


def hand_svg(
    cards: Iterable[Card],
    *,
    label: str = "",
    sort: bool = True,
    step: float = 30,
    per_row: int | None = None,
) -> str:
    """A hand of cards in a row, overlapping, sorted and grouped by suit unless ``sort`` is off.

    ``label`` is written above the cards (e.g. the player's name). ``per_row``: at most
    that many cards in a row, the rest in rows below (a long pile that fits a phone).

        >>> from tarock.cards import parse_many
        >>> svg = hand_svg(parse_many("HK T1 F"), label="A")
        >>> [svg.index(code) < svg.index("data-card=\\"HK\\"") for code in ('"T1"', '"F"')]
        [True, True]
    """
    cards = list(cards)
    groups = _groups(cards) if sort else [cards]
    top = 18 if label else 0
    if per_row is None:
        rows = [groups]
    else:
        in_order = [card for group in groups for card in group]
        rows = [[in_order[i : i + per_row]] for i in range(0, len(in_order), per_row)]
    parts, width = [], 0.0
    for index, row in enumerate(rows):
        drawn, wide = _row(row, 1, top + 1 + index * (HEIGHT + 6), step, 8 if sort else 0)
        parts += drawn
        width = max(width, wide)
    if label:
        parts.insert(0, _text(1, 13, label, size=13, weight="bold"))
    width = max(width + 2, 60)
    height = top + len(rows) * (HEIGHT + 6) - 4
    text = f"{len(cards)} cards" + (f": {label}" if label else "")
    return _svg(width, height, "".join(parts), text, "tarock-hand")


def _trick_parts(
    trick: Trick, names: Sequence[str], x: float, y: float, gap: float = 6
) -> tuple[list[str], float, float]:
    """A trick drawn at (x, y): its number, each card with its player, the winner marked."""
    parts = [_text(x, y + 11, f"Trick {trick.number}", size=11, weight="bold", fill=MUTED)]
    top = y + 16
    for position, (seat, card) in enumerate(zip(trick.seats, trick.cards, strict=True)):
        left = x + position * (WIDTH + gap)
        won = seat == trick.winner
        if won:
            parts.append(
                f'<rect class="winner-mark" x="{_n(left - 2.5)}" y="{_n(top - 2.5)}"'
                f' width="{WIDTH + 5}" height="{HEIGHT + 5}" rx="6" fill="none"'
                f' stroke="{HIGHLIGHT}" stroke-width="3"/>'
            )
        parts.append(card_group(card, left, top, "winner" if won else ""))
        parts.append(
            _text(
                left + WIDTH / 2,
                top + HEIGHT + 14,
                names[seat] if seat < len(names) else f"seat {seat}",
                size=11,
                anchor="middle",
                weight="bold" if won else "normal",
            )
        )
    width = len(trick.cards) * (WIDTH + gap) - gap
    return parts, width, 16 + HEIGHT + 18


def trick_svg(trick: Trick, names: Sequence[str]) -> str:
    """One trick: the cards in the order played, each player's name, the winner framed.

    The winning card's element has the class ``winner``.

        >>> from tarock.cards import parse_many
        >>> from tarock.engine.state import Trick
        >>> svg = trick_svg(Trick(3, (1, 2, 0), parse_many("H7 HK T2"), 0), "ABC")
        >>> svg.count('class="card'), 'class="card winner" data-card="T2"' in svg
        (3, True)
    """
    parts, width, height = _trick_parts(trick, names, 4, 2)
    winner = names[trick.winner] if trick.winner < len(names) else f"seat {trick.winner}"
    label = f"Trick {trick.number}, won by {winner}"
    return _svg(width + 8, height + 4, "".join(parts), label, "tarock-trick")


def _lines(x: float, y: float, lines: Sequence[str], size: float = 12) -> tuple[list[str], float]:
    parts = [_text(x, y + (i + 1) * (size + 5), line, size=size) for i, line in enumerate(lines)]
    return parts, len(lines) * (size + 5) + 6


def deal_svg(result: DealResult, *, per_row: int = 5) -> str:
    """A whole deal: the hands as dealt, the discard, every trick with its winner, and
    the ledger with the net result of each player.

        >>> from tarock import rules
        >>> from tarock.play import play_deal
        >>> svg = deal_svg(play_deal(rules.get("grosstarock"), ["heuristic"] * 3, seed=2))
        >>> svg.count('class="card winner"'), svg.count("Trick ")
        (25, 25)
    """

    state, names = result.state, result.record.seats
    parts: list[str] = []
    width = 0.0
    y = 4.0
    title = f"{state.ruleset.title}: dealer {names[state.dealer]}"
    if result.record.seed is not None:
        title += f", seed {result.record.seed}"
    parts.append(_text(4, y + 14, title, size=15, weight="bold"))
    y += 26
    for seat in state.seats:
        role = " (dealer)" if seat == state.dealer else ""
        parts.append(_text(4, y + 12, f"{names[seat]}{role}", size=12, weight="bold"))
        row, row_width = _row(_groups(state.dealt[seat]), 4, y + 17, 26, 8)
        parts += row
        width = max(width, row_width + 4)
        y += 17 + HEIGHT + 10
    laid: list[tuple[str, Sequence[Card]]] = []
    if result.record.talon:
        laid.append(("Talon", parse_many(result.record.talon)))
    if state.discard:
        who = next((s.seat for s in result.steps if isinstance(s.action, Discard)), state.dealer)
        laid.append((f"{names[who]} lays away", state.discard))
    for title, cards in laid:
        parts.append(_text(4, y + 12, title, size=12, weight="bold"))
        row, _ = _row([cards], 4, y + 17, WIDTH + 4, 0)
        parts += row
        y += 17 + HEIGHT + 10
    column = 3 * (WIDTH + 6) + 18
    for index, trick in enumerate(state.tricks):
        if index and index % per_row == 0:
            y += 16 + HEIGHT + 24
        trick_parts, trick_width, _ = _trick_parts(trick, names, 4 + (index % per_row) * column, y)
        parts += trick_parts
        width = max(width, 4 + (index % per_row) * column + trick_width + 4)
    if state.tricks:
        y += 16 + HEIGHT + 28
    ledger = [
        f"{party_name(p.payer, names)} pays {party_name(p.payee, names)} {number(p.amount)}:"
        f" {named(p.reason, names)}"
        for p in result.ledger
    ] or ["no payments"]
    net = ", ".join(f"{names[s]} {number(a, signed=True)}" for s, a in result.net.items())
    parts.append(_text(4, y + 12, "Ledger", size=13, weight="bold"))
    text_parts, height = _lines(4, y + 14, [*ledger, f"Net: {net}"])
    parts += text_parts
    y += 14 + height
    label = f"A deal of {state.ruleset.title}: hands, {len(state.tricks)} tricks and the ledger"
    return _svg(max(width, 600), y + 4, "".join(parts), label, "tarock-deal")


class Hand:
    """A hand that shows itself as a picture in a notebook (``print`` shows it as text).

    Examples:
        >>> hand = Hand(parse_many("HK T1 F"), "B")
        >>> hand, str(hand)
        (Hand('B', 'T1 F HK'), 'B: Pagat  Fool  ♥K')
    """

    def __init__(self, cards: Iterable[Card], label: str = "", names: Names = NAMES) -> None:
        self.cards = tuple(cards)
        self.label = label
        self.names = names

    def __repr__(self) -> str:
        codes = " ".join(card.code for card in ordered(self.cards))
        return f"Hand({self.label!r}, {codes!r})"

    def __str__(self) -> str:
        text = hand_text(self.cards, self.names)
        return f"{self.label}: {text}" if self.label else text

    def _repr_svg_(self) -> str:
        return hand_svg(self.cards, label=self.label)


def state_svg(state: State, names: Sequence[str] = ("A", "B", "C", "D")) -> str:
    """A deal in progress: each active seat's hand now (the seat to move marked), and the
    trick so far.

        >>> from tarock import rules
        >>> from tarock.play import dealt
        >>> svg = state_svg(dealt(rules.get("grosstarock"), 3))
        >>> svg.count('class="card"'), "A (dealer) to lay away" in svg
        (78, True)
    """
    parts = [_text(4, 18, state_repr(state, names)[1:-1], size=14, weight="bold")]
    y, width = 30.0, 0.0
    for seat in state.seats:
        label = names[seat] + (" (dealer)" if seat == state.dealer else "")
        label += " (declarer)" if seat == state.declarer else ""
        if seat == state.to_move and not state.is_over:
            label += " to " + state_repr(state, names).rsplit(" to ", 1)[-1][:-1]
        parts.append(_text(4, y + 12, label, size=12, weight="bold"))
        row, row_width = _row(_groups(state.hands[seat]), 4, y + 17, 26, 8)
        parts += row
        width = max(width, row_width + 4)
        y += 17 + HEIGHT + 10
    if state.talon and state.declarer < 0 and not state.is_over:
        parts.append(_text(4, y + 12, "Talon: lower half, upper half", size=12, weight="bold"))
        halves = [
            list(state.talon[: len(state.talon) // 2]),
            list(state.talon[len(state.talon) // 2 :]),
        ]
        row, _ = _row(halves, 4, y + 17, WIDTH + 4, 12)
        parts += row
        y += 17 + HEIGHT + 10
    if state.trick:
        parts.append(_text(4, y + 12, f"Trick {state.trick_number} so far", size=12, weight="bold"))
        for position, (seat, card) in enumerate(zip(state.trick_seats, state.trick, strict=True)):
            left = 4 + position * (WIDTH + 6)
            parts.append(card_group(card, left, y + 17))
            parts.append(
                _text(left + WIDTH / 2, y + 17 + HEIGHT + 14, names[seat], size=11, anchor="middle")
            )
        y += 17 + HEIGHT + 22
    label = f"A deal of {state.ruleset.title} in progress"
    return _svg(max(width, 400), y + 4, "".join(parts), label, "tarock-state")


class TrickView:
    """A trick that shows itself as a picture in a notebook."""

    def __init__(self, trick: Trick, names: Sequence[str] = ("A", "B", "C", "D")) -> None:
        self.trick = trick
        self.names = tuple(names)

    def _repr_svg_(self) -> str:
        return trick_svg(self.trick, self.names)


class DealView:
    """A finished deal that shows itself as a picture in a notebook.

    Examples:
        >>> from tarock import rules
        >>> from tarock.play import play_deal
        >>> DealView(play_deal(rules.get("taroc-1754"), ["random"] * 3, seed=1))._repr_svg_()[:4]
        '<svg'
    """

    def __init__(self, result: DealResult) -> None:
        self.result = result

    def _repr_svg_(self) -> str:
        return deal_svg(self.result)


def record_svg(record: Record) -> str:
    """A record's picture: the whole deal if it is finished, else where it stands."""
    try:
        result = Table.replay(record).result
    except RecordError:  # unfinished: the deal where it stopped
        state = start(record)
        for text in record.actions:
            state.apply(parse_action(text))
        return state_svg(state, record.seats)
    assert result is not None
    return deal_svg(result)
