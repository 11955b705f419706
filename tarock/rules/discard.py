"""What may be laid away, one function per ``DiscardLimit``.

Each function takes the whole hand before the discard (the dealer's, or with a talon
the declarer's with the talon half he took), the cards laid away so far and the number
to lay away, and returns the cards he may lay away next. When none is allowed, the
engine lets him lay away any card (the rule "unless it cannot be avoided").

Examples:
    >>> from tarock.cards import ordered, parse_many
    >>> hand = parse_many("T1 T5 T9 HK H3 C4")
    >>> ordered(allowed(DiscardLimit.DUMMETT, hand))
    [T1, T5, T9, H3, C4]
    >>> ordered(allowed(DiscardLimit.DUMMETT, hand + parse_many("T12")))
    [H3, C4]
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from tarock.cards import ALL, FOOL, KINGS, MOND, PAGAT, TRUMPS, Card
from tarock.rules.options import DiscardLimit

# The kinds of card the rules name: a hand's cards of a kind are found by one set operation.
_TRUMPS = frozenset(TRUMPS)
_TAROCS = _TRUMPS | {FOOL}
"""The trumps and the Fool."""
_NO_KING = frozenset(ALL) - frozenset(KINGS)
_NO_KING_NOR_XXI = _NO_KING - {MOND}
_PLAIN = _NO_KING - _TAROCS
"""The suit cards but the Kings."""
_PLAIN_OR_FOOL = _PLAIN | {FOOL}
_LOW_TRUMPS = _TRUMPS - {PAGAT, MOND}
"""The trumps but the Pagat and XXI."""


# --8<-- [start:discard-1754]
def taroc_1754(hand: Collection[Card], laid: Collection[Card], count: int) -> frozenset[Card]:
    """No King; trumps (the Fool among them) only when he holds exactly three, Pagat included."""
    may_trump = PAGAT in hand and len(_TAROCS.intersection(hand)) == 3
    return (_NO_KING if may_trump else _PLAIN).intersection(hand)


# --8<-- [end:discard-1754]


# --8<-- [start:discard-dummett]
def dummett(hand: Collection[Card], laid: Collection[Card], count: int) -> frozenset[Card]:
    """No King and never XXI; another trump only with the Pagat and at most two more trumps."""
    may_trump = PAGAT in hand and len(_TRUMPS.intersection(hand)) <= 3
    return (_NO_KING_NOR_XXI if may_trump else _PLAIN_OR_FOOL).intersection(hand)


# --8<-- [end:discard-dummett]


# --8<-- [start:discard-danish]
def danish(hand: Collection[Card], laid: Collection[Card], count: int) -> frozenset[Card]:
    """No King, Pagat, XXI or Fool; trumps only if laying them all away leaves him void."""
    plain = _PLAIN.intersection(hand)
    if PAGAT in hand or MOND in hand:  # they may not go: he cannot be left void
        return plain
    trumps = _TRUMPS.intersection(hand)
    if not trumps or len(trumps) > count:
        return plain
    if not _TRUMPS.isdisjoint(laid):  # he has begun on his trumps: the rest must follow
        return trumps.difference(laid) or plain
    if len(trumps) <= count - len(laid):
        return plain | trumps
    return plain


# --8<-- [end:discard-danish]


# --8<-- [start:discard-tapp]
def tapp(hand: Collection[Card], laid: Collection[Card], count: int) -> frozenset[Card]:
    """No King and no Trull card (Pagat, XXI, Sküs); another trump only when too few other
    cards are left to make up the discard."""
    plain = _PLAIN.intersection(hand)
    if len(plain.difference(laid)) >= count - len(laid):
        return plain
    return plain | _LOW_TRUMPS.intersection(hand)


# --8<-- [end:discard-tapp]


Rule = Callable[[Collection[Card], Collection[Card], int], frozenset[Card]]

RULES: dict[DiscardLimit, Rule] = {
    DiscardLimit.TAROC_1754: taroc_1754,
    DiscardLimit.DUMMETT: dummett,
    DiscardLimit.DANISH: danish,
    DiscardLimit.TAPP: tapp,
}


def allowed(
    limit: DiscardLimit, hand: Collection[Card], laid: Collection[Card] = (), count: int = 3
) -> frozenset[Card]:
    """The cards of ``hand`` (the whole hand before the discard) that may be laid away
    next under ``limit``, when ``laid`` are already laid away out of ``count``.

    Examples:
        >>> from tarock.cards import ordered, parse_many
        >>> hand = parse_many("T1 T5 F HK HQ")
        >>> ordered(allowed(DiscardLimit.TAPP, hand, (), 1))
        [HQ]
        >>> ordered(allowed(DiscardLimit.TAPP, hand, (), 2))
        [T5, HQ]
    """
    return RULES[limit](hand, laid, count).difference(laid)
