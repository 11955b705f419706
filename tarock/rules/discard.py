"""What may be laid away, one function per ``DiscardLimit``.

A discard is a set of cards. Each function takes the whole hand before the discard (the
dealer's, or with a talon the declarer's with the half he took), the cards laid away so
far, the number to lay away and the rule set's declarations, and returns the cards that
may go next: those that, with the cards already laid away, still belong to some discard
the rule allows. No rule falls back to "any card": each says itself what goes when its
ordinary cards run short, and its answer is never empty (``tests/test_discard_limits.py``
checks that on any hand).

A rule is written as the discards it allows, each a *pattern*: how many cards of each
kind may go (at least, at most). ``_in_turn`` is the pattern "these first; those only
for the places these cannot fill". The rules work on masks (``tarock.cards.mask``): a
hand's cards of a kind are one ``&``, and how many it holds one popcount;
``allowed`` and ``shown`` take and give cards.

Examples:
    >>> from tarock.cards import ordered, parse_many
    >>> hand = parse_many("T1 T5 T9 HK H3 C4 S2")
    >>> ordered(allowed(DiscardLimit.DUMMETT, hand))
    [T1, T5, T9, H3, C4, S2]
    >>> ordered(allowed(DiscardLimit.DUMMETT, hand + parse_many("T12")))
    [H3, C4, S2]

    A set, not one card at a time: after the Pagat, the 1754 rule lets only the Excuse or
    another trump follow (Pagat, Excuse and one trump go together), never a plain card.

    >>> more = hand + parse_many("F T12")
    >>> ordered(allowed(DiscardLimit.TAROC_1754, more, parse_many("T1")))
    [T5, T9, T12, F]
    >>> ordered(allowed(DiscardLimit.TAROC_1754, more, parse_many("T1 F")))
    [T5, T9, T12]
    >>> ordered(allowed(DiscardLimit.TAROC_1754, more, parse_many("H3")))
    [C4, S2]

    Never "any card": with only two plain cards (a hand far smaller than a dealer's),
    both go and a Taroc makes up the third (a reading), never the King.

    >>> ordered(allowed(DiscardLimit.TAROC_1754, parse_many("T2 T3 HK H1 H2")))
    [T2, T3, H1, H2]
    >>> ordered(allowed(DiscardLimit.TAROC_1754, parse_many("T2 T3 HK H1 H2"), parse_many("T2")))
    [H1, H2]
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import NamedTuple

from tarock.cards import ALL, FOOL, KINGS, MOND, PAGAT, TRUMPS, Card, cards_of, mask
from tarock.rules.declarations import Declaration, declare
from tarock.rules.options import DiscardLimit, Disclosure

# The kinds of card the rules name, as masks: a hand's cards of a kind are ``hand & kind``.
_TRUMPS = mask(TRUMPS)
_TAROCS = _TRUMPS | FOOL.bit
"""The trumps and the Fool."""
_NO_KING = mask(ALL) & ~mask(KINGS)
_NO_KING_NOR_XXI = _NO_KING & ~MOND.bit
_PLAIN = _NO_KING & ~_TAROCS
"""The suit cards but the Kings."""
_PLAIN_OR_FOOL = _PLAIN | FOOL.bit
_LOW_TRUMPS = _TRUMPS & ~(PAGAT.bit | MOND.bit)
"""The trumps but the Pagat and XXI (II to XX)."""

Table = Sequence[Declaration]
"""A rule set's declarations (only the Danish limit reads them)."""


class Quota(NamedTuple):
    """Of ``cards`` (the hand's cards of one kind, as a mask), at least ``least`` and at
    most ``most`` go in the discard; ``room``: how many may go at most (``most``, or fewer
    if the hand has fewer)."""

    cards: int
    least: int
    most: int
    room: int


def _quota(cards: int, least: int, most: int) -> Quota:
    return Quota(cards, least, most, min(most, cards.bit_count()))


Pattern = tuple[Quota, ...]
"""A discard the rule allows: quotas of cards of different kinds, nothing else."""


def _any(cards: int, count: int) -> Quota:
    return _quota(cards, 0, count)


def _one(cards: int) -> Quota:
    return _quota(cards, 1, 1)


def _all(cards: int) -> Quota:
    return _quota(cards, cards.bit_count(), cards.bit_count())


def _in_turn(count: int, *kinds: int) -> Pattern:
    """The first kind fills the discard, each later kind only the places the ones before
    it cannot fill (when there are too few cards of all of them, it fits no hand)."""
    quotas, left = [], count
    for cards in kinds:
        take = min(left, cards.bit_count())
        quotas.append(_quota(cards, take, take))
        left -= take
    return (*quotas, _quota(0, left, left)) if left else tuple(quotas)


def _fits(pattern: Pattern, count: int) -> bool:
    """Whether ``pattern`` allows some discard of ``count`` cards of the hand."""
    least = room = 0
    for quota in pattern:
        if quota.least > quota.room:
            return False
        least += quota.least
        room += quota.room
    return least <= count <= room


def _next(pattern: Pattern, laid: int, count: int) -> int:
    """The cards that, added to ``laid``, still leave a discard that ``pattern`` allows."""
    used = [(quota.cards & laid).bit_count() for quota in pattern]
    placed = laid.bit_count()
    if sum(used) != placed:
        return 0  # ``laid`` is no part of a discard of this pattern
    need = room = 0  # the cards the pattern still needs, the places it still has
    for quota, n in zip(pattern, used, strict=True):
        if n > quota.most:
            return 0  # nor is it when it has too many of a kind
        need += max(0, quota.least - n)
        room += quota.room - n
    rest = count - placed - 1  # the places left once one more card goes
    cards = 0
    for quota, n in zip(pattern, used, strict=True):
        if n < quota.most and need - (n < quota.least) <= rest <= room - 1:
            cards |= quota.cards & ~laid
    return cards


def _first(laid: int, count: int, *choices: Sequence[Pattern]) -> int:
    """The cards that may go next under the first choice (a list of patterns, each
    allowed) with a pattern that fits the hand; a later choice is a fallback."""
    for patterns in choices:
        cards = fitting = 0
        for pattern in patterns:
            if _fits(pattern, count):
                fitting += 1
                cards |= _next(pattern, laid, count)
        if fitting:
            return cards
    return 0


def combination_cards(hand: int, table: Table) -> int:
    """The cards of every combination in ``table`` that ``hand`` could declare."""
    return mask(card for item in declare(hand, table) for card in item.cards)


# --8<-- [start:discard-1754]
def taroc_1754(hand: int, laid: int = 0, count: int = 3, table: Table = ()) -> int:
    """No King. Tarocs go only as the Pagat, the Excuse and one more trump together, or,
    when he holds exactly three trumps (the Excuse not counted: a reading), the Pagat among
    them, as those three together ("these three"); otherwise plain cards. Should they run
    short, Tarocs make up the number (a reading)."""
    return _taroc_1754(hand, laid, count, with_plain=False)


def taroc_1754_with_plain(hand: int, laid: int = 0, count: int = 3, table: Table = ()) -> int:
    """As ``taroc_1754``, but of exactly three trumps with the Pagat any one or two may go
    with plain cards (the other reading of "these three")."""
    return _taroc_1754(hand, laid, count, with_plain=True)


def _taroc_1754(hand: int, laid: int, count: int, with_plain: bool) -> int:
    plain, trumps, tarocs = _PLAIN & hand, _TRUMPS & hand, _TAROCS & hand
    pagat_and_excuse = (
        _one(tarocs & PAGAT.bit),
        _one(tarocs & FOOL.bit),
        _one(tarocs & ~(PAGAT.bit | FOOL.bit)),
        _any(plain, count),
    )
    permitted = [(_any(plain, count),), pagat_and_excuse]
    if trumps & PAGAT.bit and trumps.bit_count() == 3:
        these_three = _any(trumps, count) if with_plain else _all(trumps)
        permitted.append((these_three, _any(plain, count)))
    return _first(laid, count, permitted, [_in_turn(count, plain, tarocs)])


# --8<-- [end:discard-1754]


# --8<-- [start:discard-dummett]
def dummett(hand: int, laid: int = 0, count: int = 3, table: Table = ()) -> int:
    """No King and never XXI; another trump only with the Pagat and at most two more
    trumps. Should the plain cards and the Sküs run short, trumps but XXI make up the
    number (a reading)."""
    trumps = _TRUMPS & hand
    free = _NO_KING_NOR_XXI if trumps & PAGAT.bit and trumps.bit_count() <= 3 else _PLAIN_OR_FOOL
    first = free & hand
    then = _NO_KING_NOR_XXI & hand & ~first
    return _first(laid, count, [_in_turn(count, first, then)])


# --8<-- [end:discard-dummett]


# --8<-- [start:discard-danish]
def danish(hand: int, laid: int = 0, count: int = 3, table: Table = ()) -> int:
    """No King, Pagat, XXI or Scies. Plain cards, those of a combination he could declare
    only when too few others are left (they are shown); trumps either all together, to
    leave him void in trumps, or, when the plain cards run short, as many of II-XX as
    it takes (they are shown)."""
    plain, trumps = _PLAIN & hand, _TRUMPS & hand
    free = plain & ~combination_cards(hand, table)
    permitted = [_in_turn(count, free, plain & ~free, trumps & _LOW_TRUMPS)]
    if trumps and trumps & _LOW_TRUMPS == trumps:
        permitted.append((_all(trumps), _any(free, count)))
    return _first(laid, count, permitted)


# --8<-- [end:discard-danish]


# --8<-- [start:discard-grand-tarot]
def grand_tarot(hand: int, laid: int = 0, count: int = 3, table: Table = ()) -> int:
    """Plain cards. Honours (Magician, World, Fool), Kings and trumps only when there is no
    other choice, or trumps (the Magician and the World among them) all together, to
    leave him void in trumps."""
    plain, trumps = _PLAIN & hand, _TRUMPS & hand
    permitted = [_in_turn(count, plain, hand & ~plain)]
    if trumps:
        permitted.append((_all(trumps), _any(plain, count)))
    return _first(laid, count, permitted)


# --8<-- [end:discard-grand-tarot]


# --8<-- [start:discard-tapp]
def tapp(hand: int, laid: int = 0, count: int = 3, table: Table = ()) -> int:
    """No King and no Trull card (Pagat, XXI, Sküs); another trump only for the places the
    plain cards cannot fill."""
    plain, low = _PLAIN & hand, _LOW_TRUMPS & hand
    return _first(laid, count, [_in_turn(count, plain, low)])


# --8<-- [end:discard-tapp]


Rule = Callable[[int, int, int, Table], int]
"""A limit's rule: the hand and the cards laid away as masks, the number to lay away and
the declarations; the cards that may go next, as a mask."""

RULES: dict[DiscardLimit, Rule] = {
    DiscardLimit.TAROC_1754: taroc_1754,
    DiscardLimit.TAROC_1754_WITH_PLAIN: taroc_1754_with_plain,
    DiscardLimit.DUMMETT: dummett,
    DiscardLimit.DANISH: danish,
    DiscardLimit.GRAND_TAROT: grand_tarot,
    DiscardLimit.TAPP: tapp,
}

SHOWS_COMBINATIONS = frozenset({DiscardLimit.DANISH})
"""The limits under which a card of a combination the hand could declare is shown when
laid away."""


def allowed(
    limit: DiscardLimit,
    hand: Collection[Card],
    laid: Collection[Card] = (),
    count: int = 3,
    table: Table = (),
) -> frozenset[Card]:
    """The cards of ``hand`` (the whole hand before the discard) that may be laid away
    next under ``limit``, when ``laid`` are already laid away out of ``count``; ``table``
    is the rule set's declarations.

    Examples:
        >>> from tarock.cards import ordered, parse_many
        >>> hand = parse_many("T1 T5 F HK HQ")
        >>> ordered(allowed(DiscardLimit.TAPP, hand, (), 1))
        [HQ]
        >>> ordered(allowed(DiscardLimit.TAPP, hand, (), 2))
        [T5, HQ]
        >>> ordered(allowed(DiscardLimit.TAPP, hand, parse_many("T5"), 2))
        [HQ]
    """
    return frozenset(cards_of(allowed_mask(limit, mask(hand), mask(laid), count, table)))


def allowed_mask(
    limit: DiscardLimit, hand: int, laid: int = 0, count: int = 3, table: Table = ()
) -> int:
    """``allowed`` on masks: the hand before the discard and the cards laid away in, the
    cards that may go next out."""
    return RULES[limit](hand, laid, count, table)


def shown(
    limit: DiscardLimit,
    hand: Collection[Card],
    table: Table = (),
    disclosure: Disclosure = Disclosure.CARDS,
) -> frozenset[Card]:
    """The cards of ``hand`` that are shown to the table if laid away: the trumps (unless
    only the fact of a trump laid away is told), and under the Danish limit the cards of
    every combination the hand could declare.

    Examples:
        >>> from tarock.cards import ordered, parse_many
        >>> from tarock.rules.danish_tarok import DECLARATIONS
        >>> hand = parse_many("T5 F HK HQ HC H2")
        >>> ordered(shown(DiscardLimit.DANISH, hand, DECLARATIONS))
        [T5, F, HC, HQ, HK]
        >>> ordered(shown(DiscardLimit.GRAND_TAROT, hand))
        [T5]
        >>> ordered(shown(DiscardLimit.DANISH, hand, DECLARATIONS, Disclosure.FACT))
        [F, HC, HQ, HK]
    """
    return frozenset(cards_of(shown_mask(limit, mask(hand), table, disclosure)))


def shown_mask(
    limit: DiscardLimit, hand: int, table: Table = (), disclosure: Disclosure = Disclosure.CARDS
) -> int:
    """``shown`` on masks."""
    trumps = _TRUMPS & hand if disclosure is Disclosure.CARDS else 0
    if limit in SHOWS_COMBINATIONS:
        return trumps | combination_cards(hand, table)
    return trumps
