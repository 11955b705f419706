"""The discard limits, found by set operations, agree with the rules restated one card at
a time, for every limit, on many hands and partial discards; the legal discards follow the
hand's order and name their clause."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest

from tarock import rules
from tarock.cards import ALL, MOND, PAGAT, Card
from tarock.engine.legal import Clause, legal_actions
from tarock.engine.state import deal
from tarock.rules.discard import RULES, allowed
from tarock.rules.options import DiscardLimit

Restated = Callable[[Sequence[Card], Sequence[Card], int], set[Card]]


def _1754(hand: Sequence[Card], laid: Sequence[Card], count: int) -> set[Card]:
    tarocs = [card for card in hand if card.is_trump or card.is_fool]
    free = len(tarocs) == 3 and PAGAT in tarocs
    return {card for card in hand if not card.is_king and (free or card not in tarocs)}


def _dummett(hand: Sequence[Card], laid: Sequence[Card], count: int) -> set[Card]:
    trumps = [card for card in hand if card.is_trump]
    free = PAGAT in trumps and len(trumps) <= 3
    return {c for c in hand if not c.is_king and c is not MOND and (free or not c.is_trump)}


def _danish(hand: Sequence[Card], laid: Sequence[Card], count: int) -> set[Card]:
    trumps = [card for card in hand if card.is_trump]
    plain = {card for card in hand if not (card.is_king or card.is_honour or card.is_trump)}
    if not trumps or PAGAT in trumps or MOND in trumps or len(trumps) > count:
        return plain
    if any(card.is_trump for card in laid):
        return {card for card in trumps if card not in laid} or plain
    return plain | set(trumps) if len(trumps) <= count - len(laid) else plain


def _tapp(hand: Sequence[Card], laid: Sequence[Card], count: int) -> set[Card]:
    plain = {card for card in hand if not (card.is_king or card.is_trump or card.is_fool)}
    if len(plain - set(laid)) >= count - len(laid):
        return plain
    return plain | {card for card in hand if card.is_trump and not card.is_honour}


RESTATED: dict[DiscardLimit, Restated] = {
    DiscardLimit.TAROC_1754: _1754,
    DiscardLimit.DUMMETT: _dummett,
    DiscardLimit.DANISH: _danish,
    DiscardLimit.TAPP: _tapp,
}


def _hands(count: int) -> list[list[Card]]:
    """Random hands, weighted towards few trumps so that every branch of every rule is met."""
    rng = random.Random(1754)
    trumps = [card for card in ALL if card.is_trump or card.is_fool]
    others = [card for card in ALL if not (card.is_trump or card.is_fool)]
    hands = []
    for _ in range(count):
        size = rng.choice((6, 19, 28))
        few = rng.randrange(0, 6)
        cards = rng.sample(trumps, few) + rng.sample(others, size - few)
        if rng.random() < 0.3:
            cards = rng.sample(ALL, size)
        rng.shuffle(cards)
        hands.append(cards)
    return hands


@pytest.mark.parametrize("limit", list(DiscardLimit))
def test_allowed_matches_the_rule_restated_card_by_card(limit: DiscardLimit) -> None:
    rng = random.Random(int(limit is DiscardLimit.DANISH))
    for hand in _hands(3000):
        for count in (1, 3):
            laid: list[Card] = []
            for _ in range(count):
                expected = RESTATED[limit](hand, laid, count) - set(laid)
                assert allowed(limit, hand, laid, count) == expected, (hand, laid, count)
                assert RULES[limit](hand, laid, count) == RESTATED[limit](hand, laid, count)
                laid.append(rng.choice([card for card in hand if card not in laid]))


@pytest.mark.parametrize("variant", rules.ids())
def test_the_legal_discards_follow_the_hand_and_name_their_clause(variant: str) -> None:
    ruleset = rules.get(variant)
    for seed in range(200):
        state = deal(ruleset, seed)
        while state.phase.value in ("deal", "bid", "talon"):
            state.apply(next(iter(state.legal())))
        if state.phase.value != "discard":
            continue
        limit, count = ruleset.options.discard_limit, ruleset.options.discard
        while state.phase.value == "discard":
            hand = state.hands[state.discarder]
            whole = [*hand, *state.discard]
            may = RESTATED[limit](whole, state.discard, count) - set(state.discard)
            legal = legal_actions(state)
            cards = [action.card for action in legal]  # type: ignore[attr-defined]
            if may:
                assert cards == [card for card in hand if card in may]
                assert all(
                    (clause is Clause.LAY_AWAY_TRUMP) == card.is_trump
                    for card, clause in zip(cards, legal.values(), strict=True)
                )
            else:
                assert cards == hand
                assert set(legal.values()) == {Clause.LAY_AWAY_FORCED}
            state.apply(list(legal)[seed % len(legal)])
