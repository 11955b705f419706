"""Every worked example and figure in the sources, recomputed by the package.

Each ``Example`` pairs what a source states (``figure``) with a function that
computes the same thing with the package (``compute``). The site's page of
historical examples shows both side by side, and the tests assert that they
are equal, so a change to the code that broke a historical example fails.

    >>> [example.key for example in EXAMPLES][:3]
    ['settlement-40-20-18', 'queen-jack-seven', 'pack-78']
    >>> all(example.compute() == example.figure for example in EXAMPLES)
    True
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Final

from tarock import rules
from tarock.cards import SUITS, pack, parse_many
from tarock.engine.state import strengths
from tarock.rules.declarations import declare
from tarock.rules.options import CardSettlement, PipOrder
from tarock.scoring.counting import card_points, card_points_1754
from tarock.scoring.settlement import (
    Amount,
    Ledger,
    banded,
    card_point_nets,
    settle_against_par,
    settle_card_points,
)
from tarock.text.explain import label

Figure = int | Fraction | str | tuple[object, ...] | dict[str, object]


@dataclass(frozen=True)
class Example:
    """A figure from a source and the package's computation of it."""

    key: str
    title: str
    source: str
    """The source as a citation key (``tarock.rules.sources``; ``KEY via SUMMARY`` when
    the work is known through a summary)."""
    where: str
    """Where in the source: its section, note or passage."""
    claim: str
    """What the source states, in the project's words."""
    shown: str
    """The figure as the source writes it."""
    figure: Figure
    """The same figure as a value the computation is compared with."""
    compute: Callable[[], Figure]


# -- the computations (shown on the site as they are) --------------------------------


def settlement_40_20_18() -> Figure:
    ledger = Ledger()
    settle_against_par({0: 40, 1: 20, 2: 18}, 26, ledger)  # A, B, C
    paid = {(p.payer, p.payee): p.amount for p in ledger}
    return {"B pays A": paid[1, 0], "C pays A": paid[2, 0], "A gains": ledger.net((0, 1, 2))[0]}


def queen_jack_seven() -> Figure:
    return card_points(parse_many("HQ HJ H7"))


def pack_78() -> Figure:
    return card_points(pack(78))


def pack_78_in_1754() -> Figure:
    result = card_points_1754(pack(78))
    assert result is not None
    return result


def seven_blank_threes() -> Figure:
    counters = [card for card in pack(78) if card.value > 1]
    blanks = len(pack(78)) - len(counters)
    return (blanks - 2 * len(counters)) // 3  # threes of blanks left once each counter has two


def three_blanks_and_a_counter() -> Figure:
    blanks, counter = parse_many("H7 H8 H9"), parse_many("HK H7 H8")
    return (card_points(blanks), card_points_1754(blanks), card_points(counter))


def twelve_trumps() -> Figure:
    hand = parse_many("II III IV V VI VII VIII IX X XI XII XIII HK H7 S2")
    table = rules.get("grosstarock").options.declarations
    return next(item.value for item in declare(hand, table) if " trumps" in item.name)


def five_matadors() -> Figure:
    hand = parse_many("Pagat Sküs XXI XX XIX XVII HK H7 S2")
    table = rules.get("grosstarock").options.declarations
    return next(item.value for item in declare(hand, table) if item.name.endswith("Matadors"))


def four_matadors() -> Figure:
    hand = parse_many("Pagat Excuse XXI XX XVIII XVII HK H7 S2")
    ruleset = rules.get("taroc-1754")
    found = next(
        item for item in declare(hand, ruleset.options.declarations) if "Matadors" in item.name
    )
    return ", ".join(label(card, ruleset.names) for card in found.cards)


def exactly_26() -> Figure:
    nets = card_point_nets({0: 26, 1: 33, 2: 19}, CardSettlement.EXACT, 26, None)
    return nets[0]


def danish_bands() -> Figure:
    return tuple(banded(points - 26) for points in (18, 23, 24, 28, 29, 34))


def pip_ranks() -> Figure:
    table = strengths(PipOrder.RED_REVERSED)
    rows = []
    for suit in (SUITS[0], SUITS[2]):  # hearts (red), clubs (black)
        cards = sorted((c for c in pack(78) if c.suit is suit), key=lambda c: -table[c])
        rows.append(" ".join("A" if c.rank == 1 else c.code[1:] for c in cards))
    return tuple(rows)


def leftover_thirds() -> Figure:
    return (card_points(parse_many("S7")), card_points(parse_many("S7 V")))


def five_honours() -> Figure:
    hand = parse_many("Magician Fool XXI XX XIX XVII HK H7 S2")
    ruleset = rules.get("grand-tarot")
    found = next(
        item for item in declare(hand, ruleset.options.declarations) if "Honours" in item.name
    )
    return (found.name, ", ".join(label(card, ruleset.names) for card in found.cards), found.value)


def thirteen_trumps() -> Figure:
    hand = parse_many("Magician II III IV V VI VII VIII IX X XI XII XIII HK S2")
    table = rules.get("grand-tarot").options.declarations
    found = next(item for item in declare(hand, table) if "trumps" in item.name)
    return (found.name, found.value)


def pack_54() -> Figure:
    cards = pack(54)
    trumps = sum(1 for card in cards if card.is_trump or card.is_fool)
    per_suit = tuple(sum(1 for card in cards if card.suit is suit) for suit in SUITS)
    return (len(cards), trumps, per_suit)


def pack_54_points() -> Figure:
    return card_points(pack(54))


def tapp_target() -> Figure:
    half = card_points(pack(54)) / 2
    return math.floor(half) + 1  # the least whole number of card points above half the pack


# -- the examples ----------------------------------------------------------------------

A: Final = "article-grosstarock"
T: Final = "article-tapp-tarock"

EXAMPLES: Final = (
    Example(
        "settlement-40-20-18",
        "Card points against 26: A 40, B 20, C 18",
        A,
        "section 'Taroc', 'Scoring' (also in the German article; the Japanese one leaves the"
        " scoring out)",
        "With 40, 20 and 18 card points, B pays A the 6 he lacks and C the 8 he lacks; A's"
        " 14 is exactly his excess over 26.",
        "26 - 20 = 6; 26 - 18 = 8; 40 - 26 = 14",
        {"B pays A": 6, "C pays A": 8, "A gains": 14},
        settlement_40_20_18,
    ),
    Example(
        "queen-jack-seven",
        "Queen, Jack and 7 count 5",
        A,
        "section 'Grosstarock', 'Scoring' (also in the German article)",
        "Counting in threes with 2 off each three, a Queen, a Jack and a 7 make 5.",
        "4 + 2 + 1 - 2 = 5",
        Fraction(5),
        queen_jack_seven,
    ),
    Example(
        "pack-78",
        "The 78-card pack holds 78 card points",
        A,
        "section 'Grosstarock', 'Scoring'",
        "Counted Dummett's way, the whole pack holds 78 card points.",
        "78",
        Fraction(78),
        pack_78,
    ),
    Example(
        "pack-78-1754",
        "The 1754 count also gives 78",
        "regeln-1754 via article-grosstarock",
        "section 'Taroc', 'Scoring', where the article quotes the Regeln",
        "Sorting each counter with two blanks and counting leftover threes of blanks as 1,"
        " the 1754 rules find exactly 78 points in the pack.",
        "78",
        Fraction(78),
        pack_78_in_1754,
    ),
    Example(
        "seven-blank-threes",
        "Seven threes of blanks",
        A,
        "section 'Taroc', 'Scoring'",
        "Once every counter has its two blanks, seven threes made up only of blanks remain,"
        " each worth 1.",
        "7",
        7,
        seven_blank_threes,
    ),
    Example(
        "three-blanks",
        "Three blanks count 1; a counter with two blanks counts its value",
        "regeln-1754 via article-grosstarock",
        "section 'Taroc', 'Scoring'",
        "Three non-counters together are worth 1 point, and a King with two blanks is worth"
        " the King's 5, whichever way the cards are counted.",
        "1, 1 and 5",
        (Fraction(1), Fraction(1), Fraction(5)),
        three_blanks_and_a_counter,
    ),
    Example(
        "twelve-trumps",
        "Twelve trumps are worth 20",
        "article-grosstarock-de",
        "note 37 on the declaration tables",
        "'10 + 5' means 10 for the smallest holding and 5 for each card beyond it, so twelve"
        " trumps score 20.",
        "12 Tarocs = 20",
        20,
        twelve_trumps,
    ),
    Example(
        "five-matadors",
        "Five Matadors are worth 20",
        A,
        "the declaration tables ('10 + 5') in sections 'Taroc' and 'Grosstarock'",
        "Three Matadors score 10 and each further trump in sequence from the top 5 more, so"
        " Pagat, Fool, XXI, XX and XIX score 20.",
        "10 + 5 + 5 = 20",
        20,
        five_matadors,
    ),
    Example(
        "four-matadors",
        "Four Matadors are Pagat, Excuse, XXI and XX",
        "article-grosstarock-de",
        "note 38",
        "The run is extended only from the top: with XX but without XIX, a player has four"
        " Matadors, whatever lower trumps he holds.",
        "Pagat, Excuse, 21, Tarok 20",
        "Pagat, XX, XXI, Excuse",
        four_matadors,
    ),
    Example(
        "exactly-26",
        "Exactly 26 card points pays and receives nothing",
        A,
        "section 'Grosstarock', 'Scoring'",
        "A player who ends with exactly 26 card points neither pays nor is paid for them.",
        "0",
        0,
        exactly_26,
    ),
    Example(
        "danish-bands",
        "Danish card points in steps of 5",
        A,
        "section 'Danish Tarok', 'Scoring'",
        "Players win 5 for each 5 card points above 24 and pay 5 for each 5 below 28, so"
        " 24 to 28 score nothing. The figures for 18, 23, 24, 28, 29 and 34 card points are"
        " the project's reading of that rule (rounding the distance from 26 to the nearest"
        " 5); the source gives none.",
        "5 for each 5 above 24; 5 for each 5 below 28",
        (-10, -5, 0, 0, 5, 10),
        danish_bands,
    ),
    Example(
        "pip-ranks",
        "Red pips rank upside down",
        A,
        "the infobox and section 'Equipment'",
        "Below the courts, the red suits rank Ace, 2, ... 10 and the black suits 10, 9, ...,"
        " 2, Ace.",
        "K Q C J A 2 ... 10; K Q C J 10 ... 2 A",
        ("K Q C J A 2 3 4 5 6 7 8 9 10", "K Q C J 10 9 8 7 6 5 4 3 2 A"),
        pip_ranks,
    ),
    Example(
        "leftover-thirds",
        "A leftover low card counts a third",
        T,
        "the passage on scoring",
        "When a pile does not divide into threes, the one or two cards left over should be"
        " low cards, worth a third of a point each.",
        "1/3 each: 1/3 and 2/3",
        (Fraction(1, 3), Fraction(2, 3)),
        leftover_thirds,
    ),
    Example(
        "five-honours",
        "Five Honours: the three honours with XX and XIX",
        "grand-tarot-2015",
        "part 'Declarations:'",
        "Grand Tarot's Honours are the Fool, the Magician and the World; with XX they make"
        " Four Honours, with XX and XIX Five, scoring 10 and 5 for each trump in the run.",
        "Five Honours: the Honours + the XX & XIX; 10 + 5 + 5",
        ("Five Honours", "Magician, XIX, XX, XXI, Fool", 20),
        five_honours,
    ),
    Example(
        "thirteen-trumps",
        "Thirteen trumps with the Magician",
        "grand-tarot-2015",
        "part 'Declarations:'",
        "Ten or more trumps must be declared, naming the Magician if it is among them, as in"
        " 'Thirteen trumps with The Magician!'; ten score 10 and each further trump 5.",
        "Thirteen trumps with The Magician: 10 + 3 x 5",
        ("13 trumps with Pagat", 25),
        thirteen_trumps,
    ),
    Example(
        "pack-54",
        "The 54-card pack",
        T,
        "the passage on the cards",
        "The Industrie und Glück pack has 22 trumps counting the Sküs, and in each suit four"
        " courts and four pips.",
        "54 cards: 22 trumps, 8 in each suit",
        (54, 22, (8, 8, 8, 8)),
        pack_54,
    ),
    Example(
        "pack-54-points",
        "The 54-card pack holds 70 card points",
        T,
        "the passage on the card values (the total follows from them)",
        "With the Trull and the Kings at 5, Queens 4, Cavaliers 3, Jacks 2 and the other"
        " cards 1, counted in threes, the 54 cards hold 70.",
        "70",
        Fraction(70),
        pack_54_points,
    ),
    Example(
        "tapp-target",
        "The Tapp declarer needs 36",
        T,
        "the passage on scoring",
        "The declarer must take at least 35⅔ card points, which, rounded up, is 36: more"
        " than half the pack's 70.",
        "35⅔ = 36 (rounded up)",
        36,
        tapp_target,
    ),
)
"""The examples, in the order the site shows them."""


# -- the 1754 settlement under the Danish bands ------------------------------------------


MINUS: Final = "\u2212"


def _signed(amount: Amount) -> str:
    """``+14``, ``-6`` (with a typographic minus), ``0``."""
    if not amount:
        return "0"
    return f"{amount:+}".replace("-", "\u2212")


def _sum(amounts: list[Amount]) -> str:
    """``15 - 5`` (with a typographic minus): a sum written out."""
    text = str(amounts[0]).replace("-", "\u2212")
    for amount in amounts[1:]:
        text += f" {MINUS if amount < 0 else '+'} {abs(amount)}"
    return text


def both_ways(points: tuple[int, ...] = (40, 20, 18), absorber: int = 1, names: str = "ABC") -> str:
    """Card points settled exactly against 26 and in Danish bands, step by step, as
    Markdown: the 1754 example (A 40, B 20, C 18) by default, ``absorber`` being the seat
    after the dealer, who is not rounded and takes what balances the others.

    Examples:
        >>> text = both_ways()
        >>> "B pays A 6" in text and "C pays A 10" in text
        True
    """
    par = 26
    seats = dict(enumerate(points))

    def paid(rule: CardSettlement) -> str:
        ledger = Ledger()
        settle_card_points(seats, rule, par, absorber, ledger)
        found = [f"{names[p.payer]} pays {names[p.payee]} {p.amount}" for p in ledger]  # type: ignore[index]
        return "; ".join(found) or "nobody pays anything"

    exact_nets = card_point_nets(seats, CardSettlement.EXACT, par, absorber)
    band_nets = card_point_nets(seats, CardSettlement.BANDS, par, absorber)
    rounded = [seat for seat in seats if seat != absorber]
    steps = "; ".join(
        f"{names[seat]}'s {_signed(seats[seat] - par)} lies nearest"
        f" {_signed(banded(seats[seat] - par))}"
        for seat in rounded
    )
    own = banded(seats[absorber] - par)
    taken = band_nets[absorber]
    distance = _signed(seats[absorber] - par)
    if own == taken:
        verdict = (
            f"Rounded like the others, his {distance} would also have given {_signed(own)}:"
            " here the rounding balances, and the absorbing seat neither gains nor loses"
            " by his duty."
        )
    else:
        verdict = (
            f"Rounded like the others, his {distance} would have given {_signed(own)}: the"
            f" {_signed(taken - own)} is what the others' rounding leaves to him."
        )
    heads = " | ".join(f"{names[s]} ({seats[s]})" for s in seats)
    exact_row = " | ".join(_signed(exact_nets[s]) for s in seats)
    band_row = " | ".join(_signed(band_nets[s]) for s in seats)
    distances = ", ".join(
        f"{names[s]} {seats[s]} {MINUS} 26 = {_signed(exact_nets[s])}" for s in seats
    )
    return "\n".join(
        [
            "**Exactly against 26.** Each player's distance from the par is what he wins or"
            f" loses: {distances}. The payments: {paid(CardSettlement.EXACT)}.",
            "",
            f"**In Danish bands,** with {names[absorber]} forehand, the seat after the dealer:",
            "",
            f"1. The other two players are rounded to the nearest five: {steps}.",
            f"2. {names[absorber]} is not rounded. He takes minus the sum of the others:"
            f" {MINUS}({_sum([band_nets[s] for s in rounded])}) = {_signed(taken)}, so the three"
            " results sum to 0.",
            f"3. {verdict}",
            f"4. The payments: {paid(CardSettlement.BANDS)}.",
            "",
            f"| | {heads} |",
            "| --- |" + " ---: |" * len(seats),
            f"| Exactly against 26 | {exact_row} |",
            f"| In Danish bands | {band_row} |",
        ]
    )
