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

from tarock.cards import MOND, PAGAT, Card
from tarock.rules.options import DiscardLimit


# --8<-- [start:discard-1754]
def taroc_1754(hand: Collection[Card], laid: Collection[Card], count: int) -> frozenset[Card]:
    """No King; trumps (the Fool among them) only when he holds exactly three, Pagat included."""
    trumps = [card for card in hand if card.is_trump or card.is_fool]
    may_trump = len(trumps) == 3 and PAGAT in trumps
    return frozenset(
        card
        for card in hand
        if not card.is_king and (may_trump or not (card.is_trump or card.is_fool))
    )


# --8<-- [end:discard-1754]


# --8<-- [start:discard-dummett]
def dummett(hand: Collection[Card], laid: Collection[Card], count: int) -> frozenset[Card]:
    """No King and never XXI; another trump only with the Pagat and at most two more trumps."""
    trumps = [card for card in hand if card.is_trump]
    may_trump = PAGAT in trumps and len(trumps) <= 3
    return frozenset(
        card
        for card in hand
        if not card.is_king and card is not MOND and (may_trump or not card.is_trump)
    )


# --8<-- [end:discard-dummett]


# --8<-- [start:discard-danish]
def danish(hand: Collection[Card], laid: Collection[Card], count: int) -> frozenset[Card]:
    """No King, Pagat, XXI or Fool; trumps only if laying them all away leaves him void."""
    trumps = [card for card in hand if card.is_trump]
    plain = frozenset(
        card for card in hand if not (card.is_king or card.is_honour or card.is_trump)
    )
    if not trumps or PAGAT in trumps or MOND in trumps or len(trumps) > count:
        return plain
    if any(card.is_trump for card in laid):
        left = frozenset(card for card in trumps if card not in laid)
        return left or plain
    if len(trumps) <= count - len(laid):
        return plain | frozenset(trumps)
    return plain


# --8<-- [end:discard-danish]


# --8<-- [start:discard-tapp]
def tapp(hand: Collection[Card], laid: Collection[Card], count: int) -> frozenset[Card]:
    """No King and no Trull card (Pagat, XXI, Sküs); another trump only when too few other
    cards are left to make up the discard."""
    plain = frozenset(card for card in hand if not (card.is_king or card.is_trump or card.is_fool))
    if len(plain - frozenset(laid)) >= count - len(laid):
        return plain
    return plain | frozenset(card for card in hand if card.is_trump and not card.is_honour)


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
    return RULES[limit](hand, laid, count) - frozenset(laid)
