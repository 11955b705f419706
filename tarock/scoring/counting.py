"""Card points: who ends with which cards, and what a pile counts.

Cards are counted in threes with 2 taken off each three, which is the same as
the sum of the values less 2/3 for each card. The count is kept exact: a pile
whose size is not a multiple of three gives a fraction.

Examples:
    >>> from tarock.cards import parse_many, pack
    >>> card_points(parse_many("HQ HJ H7"))
    Fraction(5, 1)
    >>> card_points(pack(78))
    Fraction(78, 1)
    >>> card_points(parse_many("F"))
    Fraction(13, 3)
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from tarock.cards import FOOL, Card

if TYPE_CHECKING:
    from tarock.engine.state import State


# --8<-- [start:count]
def count(cards: Collection[Card]) -> int | Fraction:
    """The cards' values less 2 for each three cards; exact, and an int when whole (a pile
    whose size is not a multiple of three is 2/3 down for each card)."""
    values = sum([card.value for card in cards])
    if len(cards) % 3:
        return values - Fraction(2 * len(cards), 3)
    return values - 2 * (len(cards) // 3)


def card_points(cards: Collection[Card]) -> Fraction:
    """The cards' points as a fraction (see ``count``)."""
    return Fraction(count(cards))


# --8<-- [end:count]


# --8<-- [start:count-1754]
def card_points_1754(cards: Collection[Card]) -> Fraction | None:
    """The 1754 way: each counter with two blanks is worth the counter, three blanks 1.

    Returns None when the pile has too few blanks to sort it that way (the 1754
    text does not say how to count it then), or its size is not a multiple of 3.

    Examples:
        >>> from tarock.cards import parse_many
        >>> card_points_1754(parse_many("HK H7 H8 C2 C3 C4"))
        Fraction(6, 1)
        >>> card_points_1754(parse_many("HK HQ H7")) is None
        True
    """
    counters = [card.value for card in cards if card.value > 1]
    blanks = len(cards) - len(counters)
    spare = blanks - 2 * len(counters)
    if spare < 0 or spare % 3:
        return None
    return Fraction(sum(counters) + spare // 3)


# --8<-- [end:count-1754]


def _lowest(pile: Sequence[Card]) -> Card | None:
    """The pile's lowest-valued card that is not the Fool (the first of equals)."""
    best: Card | None = None
    for card in pile:
        if card is not FOOL and (best is None or card.value < best.value):
            best = card
    return best


# --8<-- [start:piles]
def piles(state: State) -> list[list[Card]]:
    """Each seat's cards at the end: the discard, the tricks won, the Fool's exchanges.

    The discard belongs to whoever laid it away (the dealer, or the declarer). The Fool
    goes back to its owner, who gives the trick winner his lowest-valued
    card in exchange; with nothing to give yet he pays from the first trick he
    takes, and if he never takes one the debt lapses. From trick
    ``fool_captured_from`` on the winner keeps the Fool. With ``fool_exchange_at_end``
    the card is given at the end of the deal, and an owner who took no trick gives up
    the Fool itself instead. Where the Fool is the top trump it is won like any card.
    """
    options = state.options
    at_end = options.fool_exchange_at_end
    held: list[list[Card]] = [[] for _ in range(options.seats)]
    held[state.discarder].extend(state.discard)
    owed: list[int] = []  # seats the Fool's owner still owes a card to
    owner: int | None = None
    excuse = state.excuse
    for number, seats, cards, winner in state.tricks:
        held[winner] += cards
        if owed and winner == owner and not at_end:
            _pay_debts(held, winner, owed)
        if excuse not in cards:  # never in them if None
            continue
        owner = seats[cards.index(FOOL)]
        captured = options.fool_captured_from and number >= options.fool_captured_from
        if captured or owner == winner:
            continue
        held[winner].remove(FOOL)
        held[owner].append(FOOL)
        owed.append(winner)
        if not at_end:
            _pay_debts(held, owner, owed)
    if at_end and owner is not None and owed:
        if state.won[owner] == 0:
            held[owner].remove(FOOL)
            held[owed.pop()].append(FOOL)
        else:
            _pay_debts(held, owner, owed)
    return held


# --8<-- [end:piles]


def _pay_debts(held: list[list[Card]], owner: int, owed: list[int]) -> None:
    while owed:
        card = _lowest(held[owner])
        if card is None:
            return
        held[owner].remove(card)
        held[owed.pop(0)].append(card)


def points_by_seat(state: State) -> dict[int, int | Fraction]:
    """Card points of each active seat at the end of the deal (an int when whole)."""
    final = piles(state)
    return {seat: count(final[seat]) for seat in state.seats}


# --8<-- [start:sides]
def side_piles(state: State) -> tuple[list[Card], list[Card]]:
    """With a declarer: his cards (tricks and discard) and the defenders' cards (their
    tricks, counted together, and the talon cards that count for them)."""
    final = piles(state)
    declarer = state.declarer
    theirs = [card for seat in state.opponents(declarer) for card in final[seat]]
    return final[declarer], theirs + list(state.defenders_talon())


def side_points(state: State) -> tuple[Fraction, Fraction]:
    """Card points of the declarer's side and of the defenders' side; together 70 in Tapp."""
    ours, theirs = side_piles(state)
    return card_points(ours), card_points(theirs)


# --8<-- [end:sides]
