"""A player with a sensible beginner's habits.

It follows cheaply, takes counters with a high trump when it can, saves the
Pagat for the last trick, plays the Fool before it could be captured, lays away
low cards from short suits, and announces only when the hand is overwhelming.
It looks only at its own hand and at the cards played so far.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tarock.cards import FOOL, PAGAT, Card, Suit
from tarock.engine.actions import (
    PASS,
    Action,
    Announce,
    Claim,
    Contract,
    Demand,
    Discard,
    NameSuit,
    Play,
)
from tarock.engine.state import State
from tarock.rng import Rng


class HeuristicPlayer:
    """Plays like a sensible beginner; ties are broken by its own seeded random source."""

    name = "heuristic"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, state: State, legal: Mapping[Action, str]) -> Action:
        actions = list(legal)
        if len(actions) == 1:
            return actions[0]
        first = actions[0]
        if isinstance(first, Discard):
            return self._discard(state, [a for a in actions if isinstance(a, Discard)])
        if isinstance(first, NameSuit):
            return self._name(state, [a for a in actions if isinstance(a, NameSuit)])
        if Demand(Claim.REDEAL) in legal:
            return Demand(Claim.REDEAL)  # no trump: take the new deal
        if isinstance(first, Announce | Demand) or first is PASS:
            return self._announce(state, actions)
        plays = [a for a in actions if isinstance(a, Play)]
        return Play(self._play(state, [a.card for a in plays]))

    # -- discard and announcements ------------------------------------------------

    def _discard(self, state: State, options: Sequence[Discard]) -> Discard:
        hand = state.hands[state.to_move]
        length = {card.suit: sum(1 for c in hand if c.suit is card.suit) for card in hand}

        def cost(action: Discard) -> tuple[int, int, int]:
            card = action.card
            return (card.is_trump or card.is_fool, card.value, length[card.suit])

        return min(options, key=cost)

    def _name(self, state: State, options: Sequence[NameSuit]) -> NameSuit:
        """Name the plain suit it holds most of (the others are likely to follow it)."""
        hand = state.hands[state.to_move]
        plain = [a for a in options if a.suit is not Suit.TRUMPS]
        return max(plain, key=lambda a: sum(1 for card in hand if card.suit is a.suit))

    def _announce(self, state: State, actions: Sequence[Action]) -> Action:
        hand = state.hands[state.to_move]
        trumps = [card for card in hand if card.is_trump]
        top = sum(1 for card in trumps if card.rank >= 15)
        for action in actions:
            if not isinstance(action, Announce):
                continue
            if action.kind is Contract.VOLE and len(trumps) >= 16 and top >= 6:
                return action
            weak = all(card.is_pip or (card.is_trump and card.rank <= 6) for card in hand)
            if action.kind is Contract.NOLO and weak and len(trumps) <= 3:
                return action
        return PASS

    # -- play -----------------------------------------------------------------------

    def _play(self, state: State, cards: list[Card]) -> Card:
        options = state.options
        number = state.trick_number
        last = number == state.last_trick
        fool_safe_until = (options.fool_captured_from or state.last_trick + 1) - 1
        others = [card for card in cards if card is not FOOL]
        if FOOL in cards and (not others or number >= fool_safe_until):
            return FOOL
        keep = [card for card in others if card is not PAGAT or last]
        cards = keep or others
        if not state.trick:
            return self._lead(state, cards)
        winning = self._winning_card(state)
        counters = sum(card.value for card in state.trick) - len(state.trick)
        beaters = [card for card in cards if self._beats(state, card, winning)]
        last_to_play = len(state.trick) == len(state.seats) - 1
        if beaters and (counters >= 2 or last_to_play or any(c.value >= 3 for c in beaters)):
            if last_to_play:
                return min(beaters, key=lambda c: (state.strength[c], -c.value))
            return max(beaters, key=lambda c: (c.value >= 3, state.strength[c]))
        if FOOL in state.hands[state.to_move] and min(c.value for c in cards) >= 3:
            return FOOL
        return min(cards, key=lambda c: (c.value, state.strength[c]))

    def _lead(self, state: State, cards: list[Card]) -> Card:
        hand = state.hands[state.to_move]
        plain = [card for card in cards if not card.is_trump and card is not FOOL]
        if not plain:
            return min(cards, key=lambda c: (c.value, state.strength[c]))
        kings = [card for card in plain if card.is_king]
        if kings and self.rng.below(2):
            return kings[0]
        longest = max(plain, key=lambda c: sum(1 for h in hand if h.suit is c.suit))
        suit = [card for card in plain if card.suit is longest.suit]
        return min(suit, key=lambda c: (c.value, state.strength[c]))

    @staticmethod
    def _winning_card(state: State) -> Card:
        led = state.led
        best = state.trick[0]
        for card in state.trick:
            if card is FOOL:
                continue
            if best is FOOL or HeuristicPlayer._stronger(state, card, best, led):
                best = card
        return best

    @staticmethod
    def _stronger(state: State, card: Card, other: Card, led: object) -> bool:
        def score(c: Card) -> int:
            return state.strength[c] if c.is_trump or c.suit is led else -1

        return score(card) > score(other)

    @staticmethod
    def _beats(state: State, card: Card, winning: Card) -> bool:
        if card is FOOL:
            return False
        if winning is FOOL:
            return True
        return HeuristicPlayer._stronger(state, card, winning, state.led)
