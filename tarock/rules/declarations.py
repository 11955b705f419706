"""Declarations as data: counts, runs from the top, and sets with the Fool as joker.

A rule set lists its declarations; ``declare(hand, table)`` says which a hand
holds. Each kind keeps its own largest form only (whole Cavalry replaces half
Cavalry in the same suit), and the Fool may serve several declarations.

Examples:
    >>> from tarock.cards import parse_many
    >>> kings = Group("four Kings", parse_many("HK DK CK SK"), full=10, with_fool=5)
    >>> kings.score(set(parse_many("HK DK CK F")))
    Declared(name='three Kings and the Fool', value=5, cards=(F, HK, DK, CK))
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cache, cached_property
from typing import NamedTuple

from tarock.cards import FOOL, FOOL_BIT, Card, cards_of, mask

Holding = frozenset[Card] | set[Card]
"""The cards a hand holds, as a set."""

Hand = int | Iterable[Card]
"""The cards a hand holds, as a mask (``tarock.cards.mask``: declarations are found by
popcounts on masks) or as cards."""


def _bits(hand: Hand) -> int:
    """The hand as a mask."""
    return hand if isinstance(hand, int) else mask(hand)


class Declared(NamedTuple):
    """A declaration a hand holds: its name, its value from each opponent, the cards shown."""

    name: str
    value: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Count:
    """``minimum`` or more of ``cards``: ``base`` for the minimum, ``step`` for each beyond.

    "10 + 5" for ten or more trumps: 12 trumps are worth 20.

    Examples:
        >>> from tarock.cards import FOOL, PAGAT, TRUMPS, parse_many
        >>> trumps = Count("trumps", frozenset((*TRUMPS, FOOL)), 10, 10, 5, mention=(FOOL, PAGAT))
        >>> trumps.score(set(parse_many("F T2 T3 T4 T5 T6 T7 T8 T9 T10 T11"))).name
        '11 trumps with Fool, without Pagat'
    """

    name: str
    cards: frozenset[Card]
    minimum: int
    base: int
    step: int
    mention: Card | tuple[Card, ...] | None = None
    """The card or cards whose presence the declarer states ("with" or "without Pagat")."""
    literal: frozenset[Card] | None = None
    """The cards the source's wording names literally, where the rule set reads it more
    narrowly (Grosstarock's Ladons: every one-point card, not only the pips); counted
    instead of ``cards`` under the option ``ladons=one-point`` (see ``read_literally``)."""

    def score(self, hand: Hand) -> Declared | None:
        found = self.bits & _bits(hand)
        if found.bit_count() < self.least:
            return None
        held = tuple(cards_of(found))
        value = self.base + self.step * (len(held) - self.minimum)
        name = f"{len(held)} {self.name}"
        if self.mention is not None:
            name += " " + said(self.mentioned, frozenset(held))
        return Declared(name, value, held)

    @cached_property
    def bits(self) -> int:
        """The counted cards as a mask."""
        return mask(self.cards)

    @cached_property
    def least(self) -> int:
        """The fewest of ``bits`` a hand holds to declare this."""
        return self.minimum

    @property
    def mentioned(self) -> tuple[Card, ...]:
        """The cards whose presence the declarer states, in the order he names them."""
        mention = self.mention
        return () if mention is None else mention if isinstance(mention, tuple) else (mention,)

    def read_literally(self) -> Count:
        """This count with its ``literal`` cards (itself if it has none)."""
        if self.literal is None:
            return self
        return replace(self, cards=self.literal, literal=None)

    def describe(self) -> str:
        return f"{self.minimum}+ {self.name}: {self.base} + {self.step} per extra card"


# --8<-- [start:said]
def said(cards: tuple[Card, ...], held: Holding) -> str:
    """What a declarer says of the cards he must mention: "with Pagat", "without Pagat";
    of two, "with Fool and Pagat", "with Fool, without Pagat", "without Fool or Pagat".

    Examples:
        >>> from tarock.cards import FOOL, PAGAT
        >>> said((PAGAT,), {PAGAT}), said((FOOL, PAGAT), {FOOL, PAGAT})
        ('with Pagat', 'with Fool and Pagat')
        >>> said((FOOL, PAGAT), {PAGAT}), said((FOOL, PAGAT), set())
        ('without Fool, with Pagat', 'without Fool or Pagat')
    """
    names = [card.name for card in cards]
    have = [card in held for card in cards]
    if all(have):
        return "with " + " and ".join(names)
    if not any(have):
        return "without " + " or ".join(names)
    return ", ".join(
        f"{'with' if on else 'without'} {name}" for name, on in zip(names, have, strict=True)
    )


# --8<-- [end:said]


@dataclass(frozen=True)
class Run:
    """All of ``required``, extended by an unbroken run from the top of ``run``.

    Three Matadors (Pagat, Fool, XXI) are worth ``base``; each of XX, XIX, ...
    held in sequence adds ``step``. The Fool is never a stand-in inside the run.
    """

    name: str
    required: tuple[Card, ...]
    run: tuple[Card, ...]
    base: int
    step: int
    full_name: str = ""
    """The name of the smallest holding, and number words for the larger ones ("Full
    Honours", "Four Honours", ...); without it, "3 Matadors", "4 Matadors", ..."""

    def score(self, hand: Hand) -> Declared | None:
        bits = _bits(hand)
        if (self.bits & bits).bit_count() < self.least:
            return None
        extra: list[Card] = []
        for card in self.run:
            if not card.bit & bits:
                break
            extra.append(card)
        count = len(self.required) + len(extra)
        value = self.base + self.step * len(extra)
        name = f"{count} {self.name}"
        if self.full_name:
            name = self.full_name if not extra else f"{_WORDS[count].capitalize()} {self.name}"
        return Declared(name, value, tuple(cards_of(self.bits | mask(extra))))

    @cached_property
    def bits(self) -> int:
        """The required cards as a mask."""
        return mask(self.required)

    @cached_property
    def least(self) -> int:
        """The fewest of ``bits`` a hand holds to declare this: all."""
        return len(self.required)

    def describe(self) -> str:
        return f"{len(self.required)}+ {self.name}: {self.base} + {self.step} per card in sequence"


@dataclass(frozen=True)
class Group:
    """A named group of cards (four Kings, the courts of a suit), the Fool as joker.

    ``full``: the whole group; ``with_fool``: all but one, with the Fool;
    ``full_with_fool``: the whole group and the Fool. A value of 0 means that
    form does not score. Only the largest form held is declared.
    """

    name: str
    cards: tuple[Card, ...]
    full: int
    with_fool: int = 0
    full_with_fool: int = 0
    half_name: str = ""
    over_name: str = ""

    def score(self, hand: Hand) -> Declared | None:
        bits = _bits(hand)
        if (self.bits & bits).bit_count() < self.least:
            return None  # no form of the group: the common case, found by one popcount
        held = tuple(card for card in self.cards if card.bit & bits)
        fool = bits & FOOL_BIT
        whole = len(held) == len(self.cards)
        if whole and fool and self.full_with_fool:
            name = self.over_name or f"{self.name} and the Fool"
            return Declared(name, self.full_with_fool, (FOOL, *held))
        if whole and self.full:
            return Declared(self.name, self.full, held)
        if len(held) == len(self.cards) - 1 and fool and self.with_fool:
            return Declared(self.half_name or _half_name(self.name), self.with_fool, (FOOL, *held))
        return None

    @cached_property
    def bits(self) -> int:
        """The group's cards as a mask."""
        return mask(self.cards)

    @cached_property
    def least(self) -> int:
        """The fewest of ``bits`` a hand holds to declare this: all but one."""
        return len(self.cards) - 1

    def describe(self) -> str:
        forms = [f"{self.name} {self.full}"] if self.full else []
        if self.with_fool:
            forms.append(f"{self.half_name or _half_name(self.name)} {self.with_fool}")
        if self.full_with_fool:
            forms.append(f"{self.over_name or self.name + ' and the Fool'} {self.full_with_fool}")
        return "; ".join(forms)


_WORDS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
    "twenty-one",
    "twenty-two",
]


def _half_name(name: str) -> str:
    words = name.split(" ", 1)
    number = {"four": "three", "three": "two"}.get(words[0], "")
    if number and len(words) == 2:
        return f"{number} {words[1]} and the Fool"
    return f"half {name}"


Declaration = Count | Run | Group


@cache
def read_literally(table: tuple[Declaration, ...]) -> tuple[Declaration, ...]:
    """The table with every count that has a literal reading read literally (option
    ``ladons=one-point``)."""
    return tuple(item.read_literally() if isinstance(item, Count) else item for item in table)


def declare(hand: Hand, table: Iterable[Declaration]) -> tuple[Declared, ...]:
    """Every declaration in ``table`` that ``hand`` (a mask, or cards) holds, in table order."""
    held = _bits(hand)
    # Most hands hold few declarations: one popcount each (``bits``, ``least``) rules the
    # rest out before any is scored.
    found = (item.score(held) for item in table if (item.bits & held).bit_count() >= item.least)
    return tuple(item for item in found if item is not None)
