"""Cards, the two packs and the card notation.

Notation: ``T1`` .. ``T21`` for the trumps, ``F`` for the Fool (Excuse, Sküs,
Scies), and a suit letter (``H`` hearts, ``D`` diamonds, ``C`` clubs, ``S``
spades) followed by a rank for the rest: ``K`` King, ``Q`` Queen, ``C``
Cavalier, ``J`` Jack (Valet), ``1`` .. ``10`` for the pips (``1`` is the Ace).

Examples:
    >>> parse("Pagat"), parse("Mond"), parse("Sküs"), parse("hk"), parse("DA")
    (T1, T21, F, HK, D1)
    >>> format(parse("C10"))
    'C10'
    >>> sum(card.value for card in pack(78))
    130

Counting value (``Card.value``) is kept apart from trick rank, which depends on
the rule set (see ``tarock.rules.options.PipOrder``).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from enum import Enum
from operator import attrgetter
from typing import Final, TypeVar


class Symbol(Enum):
    """An enumeration hashed by identity, in C: ``Suit``, ``Phase`` and ``Contract`` key
    tables read on every card or turn, and Enum's own hash (of the name, in Python) costs
    several times more."""

    __hash__ = object.__hash__


class Suit(Symbol):
    """The five suits of a tarot pack, and the Fool on its own."""

    TRUMPS = "T"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"
    SPADES = "S"
    FOOL = "F"

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def symbol(self) -> str:
        return _SYMBOLS[self]


_SYMBOLS: Final = {
    Suit.TRUMPS: "T",
    Suit.HEARTS: "\u2665",
    Suit.DIAMONDS: "\u2666",
    Suit.CLUBS: "\u2663",
    Suit.SPADES: "\u2660",
    Suit.FOOL: "\u2605",
}

SUITS: Final = (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)
"""The four plain suits, in the order used for sorting and notation."""

JACK, CAVALIER, QUEEN, KING = 11, 12, 13, 14
COURT_LETTERS: Final = {JACK: "J", CAVALIER: "C", QUEEN: "Q", KING: "K"}
COURT_VALUES: Final = {JACK: 2, CAVALIER: 3, QUEEN: 4, KING: 5}


class CardError(ValueError):
    """An unknown card code."""


class Card:
    """One card: its suit, its number and its counting value.

    ``rank`` is the card's number: 1-21 for trumps, 0 for the Fool, 1-10 for
    pips and 11-14 for Jack, Cavalier, Queen and King. Cards are interned: there
    is exactly one object per card, so they compare by identity.
    """

    __slots__ = (
        "bit",
        "code",
        "index",
        "is_court",
        "is_fool",
        "is_honour",
        "is_king",
        "is_pip",
        "is_trump",
        "rank",
        "suit",
        "value",
    )

    suit: Suit
    rank: int
    code: str
    value: int
    index: int
    bit: int
    """``1 << index``: the card as a mask (see ``mask``)."""
    is_trump: bool
    """A numbered trump (the Fool is not one)."""
    is_fool: bool
    is_king: bool
    is_court: bool
    is_pip: bool
    """A numbered suit card, 1 (Ace) to 10: a Ladon."""
    is_honour: bool
    """Pagat (T1), Mond (T21) or the Fool."""

    def __init__(self, suit: Suit, rank: int, index: int) -> None:
        plain = suit in SUITS
        fields = {
            "suit": suit,
            "rank": rank,
            "index": index,
            "bit": 1 << index,
            "code": _code(suit, rank),
            "value": _value(suit, rank),
            "is_trump": suit is Suit.TRUMPS,
            "is_fool": suit is Suit.FOOL,
            "is_king": plain and rank == KING,
            "is_court": plain and rank >= JACK,
            "is_pip": plain and rank <= 10,
            "is_honour": suit is Suit.FOOL or (suit is Suit.TRUMPS and rank in (1, 21)),
        }
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __repr__(self) -> str:
        return self.code

    def __format__(self, spec: str) -> str:
        return format(self.code, spec)

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (parse, (self.code,))

    @property
    def name(self) -> str:
        """A plain English name, e.g. 'Queen of hearts', 'trump 21', 'Fool'."""
        if self.suit is Suit.FOOL:
            return "Fool"
        if self.suit is Suit.TRUMPS:
            return "Pagat" if self.rank == 1 else f"trump {self.rank}"
        rank = {JACK: "Jack", CAVALIER: "Cavalier", QUEEN: "Queen", KING: "King"}.get(
            self.rank, "Ace" if self.rank == 1 else str(self.rank)
        )
        return f"{rank} of {self.suit.name.lower()}"


def _code(suit: Suit, rank: int) -> str:
    if suit is Suit.FOOL:
        return "F"
    if suit is Suit.TRUMPS:
        return f"T{rank}"
    letter: str = suit.value
    return letter + COURT_LETTERS.get(rank, str(rank))


def _value(suit: Suit, rank: int) -> int:
    if suit is Suit.FOOL or (suit is Suit.TRUMPS and rank in (1, 21)):
        return 5
    if suit is Suit.TRUMPS:
        return 1
    return COURT_VALUES.get(rank, 1)


def _build() -> tuple[Card, ...]:
    specs = [(Suit.TRUMPS, r) for r in range(1, 22)] + [(Suit.FOOL, 0)]
    specs += [(s, r) for s in SUITS for r in range(1, 15)]
    return tuple(Card(s, r, i) for i, (s, r) in enumerate(specs))


_INDEX: Final = attrgetter("index")

ALL: Final = _build()
"""The 78 cards in canonical order: T1-T21, the Fool, then each suit 1-10, J C Q K."""

BY_CODE: Final = {card.code: card for card in ALL}

PAGAT: Final = BY_CODE["T1"]
MOND: Final = BY_CODE["T21"]
FOOL: Final = BY_CODE["F"]
KINGS: Final = tuple(card for card in ALL if card.is_king)
TRUMPS: Final = tuple(card for card in ALL if card.is_trump)

_PACK_54: Final = tuple(
    card
    for card in ALL
    if not card.is_pip or card.rank in ((1, 2, 3, 4) if card.suit.is_red else (7, 8, 9, 10))
)


def pack(size: int) -> tuple[Card, ...]:
    """The 78-card Tarot Nouveau pack or the 54-card Industrie und Glück pack.

    The 54-card pack keeps all trumps, the Fool, the courts, the red 1-4 and the
    black 7-10.

    Examples:
        >>> len(pack(54)), sum(card.value for card in pack(54))
        (54, 106)
    """
    if size == 78:
        return ALL
    if size == 54:
        return _PACK_54
    raise CardError(f"no {size}-card pack: the packs have 78 or 54 cards")


ALIASES: Final = {
    "PAGAT": "T1",
    "PAGATO": "T1",
    "MAGICIAN": "T1",
    "SPARROW": "T1",
    "MOND": "T21",
    "MONDE": "T21",
    "WORLD": "T21",
    "FOOL": "F",
    "EXCUSE": "F",
    "SKUS": "F",
    "SKUES": "F",
    "SCUS": "F",
    "SCIES": "F",
    "SCKIS": "F",
}
"""Historical names accepted by ``parse`` (compared without accents or case)."""

_ROMAN: Final = {"I": 1, "V": 5, "X": 10}


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.strip())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).upper()


def _roman(text: str) -> int | None:
    if not text or any(ch not in _ROMAN for ch in text):
        return None
    total = 0
    for i, ch in enumerate(text):
        value = _ROMAN[ch]
        nxt = _ROMAN[text[i + 1]] if i + 1 < len(text) else 0
        total += -value if value < nxt else value
    return total if 1 <= total <= 21 and roman(total) == text else None


def roman(number: int) -> str:
    """A trump's number in Roman numerals.

    Examples:
        >>> [roman(n) for n in (1, 4, 9, 14, 19, 21)]
        ['I', 'IV', 'IX', 'XIV', 'XIX', 'XXI']
    """
    out = ""
    for value, letters in ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while number >= value:
            out += letters
            number -= value
    return out


_HELP: Final = "use T1-T21, F (the Fool), or a suit letter H D C S with K Q C J or 1-10"


def parse(text: str) -> Card:
    """The card named by ``text``: a code, a historical alias or a Roman trump.

    Examples:
        >>> parse("Excuse") is parse("Scies") is parse("F")
        True
        >>> parse("XXI"), parse("t7"), parse("SV"), parse("s1")
        (T21, T7, SJ, S1)
        >>> parse("Z9")  # doctest: +ELLIPSIS
        Traceback (most recent call last):
        ...
        tarock.cards.CardError: unknown card 'Z9': use T1-T21, F (the Fool), or a suit letter ...
    """
    folded = _fold(text)
    code = ALIASES.get(folded, folded)
    if code[:1] in "HDCS" and code[1:] in ("V", "A"):
        code = code[0] + {"V": "J", "A": "1"}[code[1:]]
    card = BY_CODE.get(code)
    if card is None and (number := _roman(code)) is not None:
        card = BY_CODE[f"T{number}"]
    if card is None:
        raise CardError(f"unknown card {text!r}: {_HELP}")
    return card


def parse_many(text: str) -> tuple[Card, ...]:
    """Cards from a space- or comma-separated list.

    Examples:
        >>> parse_many("T21, F HK")
        (T21, F, HK)
    """
    return tuple(parse(part) for part in text.replace(",", " ").split())


def ordered(cards: Iterable[Card]) -> list[Card]:
    """Cards in canonical order: trumps, the Fool, then hearts, diamonds, clubs, spades.

    (Cards define no ``<``: comparing them by value would slow every ``card in hand``.)
    """
    return sorted(cards, key=_INDEX)


def show(cards: Iterable[Card]) -> str:
    """Cards as a space-separated string of codes, in canonical order.

    Examples:
        >>> show([parse("HK"), parse("T1")])
        'T1 HK'
    """
    return " ".join(card.code for card in ordered(cards))


# -- masks: a set of cards as an ``int``, bit ``card.index`` for each card ------------

T = TypeVar("T")


def mask(cards: Iterable[Card]) -> int:
    """The cards as a mask.

    Examples:
        >>> mask(parse_many("T1 T2")) == 0b11, cards_of(mask(parse_many("HK F T21")))
        (True, [T21, F, HK])
    """
    out = 0
    for card in cards:
        out |= card.bit
    return out


def chunks(items: Sequence[T]) -> tuple[tuple[tuple[T, ...], ...], ...]:
    """A table for ``members``: for each 8 bits of a mask, the items of each byte value."""
    return tuple(
        tuple(
            tuple(
                items[i] for i in range(start, min(start + 8, len(items))) if value >> i - start & 1
            )
            for value in range(256)
        )
        for start in range(0, len(items), 8)
    )


def members(bits: int, table: tuple[tuple[tuple[T, ...], ...], ...]) -> list[T]:
    """The items of ``table`` (made by ``chunks``) whose bits are set, in index order:
    a byte at a time from the lowest set, so a hand costs a few table look-ups, not a loop
    over its cards."""
    if not bits:
        return []
    row = ((bits & -bits).bit_length() - 1) >> 3
    bits >>= row << 3
    out: list[T] = []
    while bits:
        if byte := bits & 255:
            out += table[row][byte]
        bits >>= 8
        row += 1
    return out


_CARD_CHUNKS: Final = chunks(ALL)


def cards_of(bits: int) -> list[Card]:
    """The cards of a mask, in canonical order."""
    return members(bits, _CARD_CHUNKS)


FOOL_BIT: Final = FOOL.bit
TRUMPS_MASK: Final = mask(TRUMPS)
"""The 21 numbered trumps (not the Fool)."""
SUIT_MASKS: Final = {suit: mask(c for c in ALL if c.suit is suit) for suit in Suit}
"""Each suit's cards as a mask (``Suit.FOOL``: the Fool alone)."""
