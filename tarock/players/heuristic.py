"""A player with a sensible beginner's habits.

It follows cheaply, takes counters with a high trump when it can, saves the
Pagat for the last trick, plays the Fool before it could be captured, lays away
low cards from short suits, and announces only when the hand is overwhelming.
In a game with an auction it bids by counting its trumps, Trull cards and Kings
(passing most hands), takes the talon half with more trumps and points, lays away
to void a short suit (keeping what it lays away: the discard counts for it), and as
a defender does not overtake its partner. It looks only at its own hand, the talon
it is shown, and the cards played so far.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tarock.cards import (
    ALL,
    FOOL,
    FOOL_BIT,
    PAGAT,
    SUIT_MASKS,
    TRUMPS,
    TRUMPS_MASK,
    Card,
    Suit,
    cards_of,
    mask,
)
from tarock.engine.actions import (
    PASS,
    Action,
    Announce,
    Bid,
    ChooseTalon,
    Claim,
    Contract,
    Demand,
    Discard,
    Hold,
    NameSuit,
    Play,
)
from tarock.engine.phases import Phase
from tarock.engine.state import State
from tarock.rng import Rng

_REDEAL = Demand(Claim.REDEAL)
_HIGH_TRUMPS = mask(card for card in TRUMPS if card.rank >= 15)
_LOW_TRUMPS = mask(card for card in TRUMPS if card.rank <= 6)
_PIPS = mask(card for card in ALL if card.is_pip)

BID_STRENGTH = (9.5, 11.0, 12.0, 14.0)
"""The hand strength (see ``HeuristicPlayer.strength``) at which the bot will play the
first, second, third and fourth game of the auction."""


class HeuristicPlayer:
    """Plays like a sensible beginner; ties are broken by its own seeded random source."""

    name = "heuristic"

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, state: State, legal: Mapping[Action, str]) -> Action:
        return self.advise(state, legal)[0]

    def advise(self, state: State, legal: Mapping[Action, str]) -> tuple[Action, str]:
        """The action this player chooses, and the habit that chose it, in a few words."""
        actions = list(legal)
        if len(actions) == 1:
            return actions[0], "the only legal choice"
        if type(actions[0]) is not Play:
            return self._before_play(state, legal, actions)
        card, why = self._play(state, [a.card for a in actions if isinstance(a, Play)])
        return Play(card), why

    def _before_play(
        self, state: State, legal: Mapping[Action, str], actions: list[Action]
    ) -> tuple[Action, str]:
        """Every choice but a card to play: the discard, the Fool's suit, the auction, the
        talon, a new deal, announcements."""
        first = actions[0]
        if isinstance(first, Discard):
            return self._discard(state, [a for a in actions if isinstance(a, Discard)])
        if isinstance(first, NameSuit):
            return self._name(state, [a for a in actions if isinstance(a, NameSuit)])
        if state.phase is Phase.BID:
            return self._bid(state, actions)
        if isinstance(first, ChooseTalon):
            return self._talon(state, [a for a in actions if isinstance(a, ChooseTalon)])
        if _REDEAL in legal:
            return _REDEAL, "no trump in the hand: take the new deal"
        if isinstance(first, Announce | Demand) or first is PASS:
            return self._announce(state, actions)
        card, why = self._play(state, [a.card for a in actions if isinstance(a, Play)])
        return Play(card), why

    # -- discard and announcements ------------------------------------------------

    def _discard(self, state: State, options: Sequence[Discard]) -> tuple[Discard, str]:
        held = state.held[state.to_move]
        length = {suit: (held & bits).bit_count() for suit, bits in SUIT_MASKS.items()}

        def cost(action: Discard) -> tuple[int, int, int]:
            card = action.card
            return (card.is_trump or card.is_fool, card.value, length[card.suit])

        def declarer_cost(action: Discard) -> tuple[int, int, int]:
            card = action.card  # void the shortest suit; a counter laid away is kept
            return (card.is_trump or card.is_fool, length[card.suit], -card.value)

        if state.declarer >= 0:
            why = "void the shortest suit (a counter laid away still counts for the declarer)"
            return min(options, key=declarer_cost), why
        return min(options, key=cost), "lay away a low card, from a short suit"

    # -- the auction and the talon --------------------------------------------------

    @staticmethod
    def strength(state: State, hand: Sequence[Card]) -> float:
        """Trumps (the Sküs among them when it is a trump), one more for each Trull card,
        three quarters for each King, a half for each void plain suit."""
        trumps = sum(1 for card in hand if state.suit_of[card] is Suit.TRUMPS)
        trull = sum(1 for card in hand if card.is_honour)
        kings = sum(1 for card in hand if card.is_king)
        voids = sum(
            1
            for suit in (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)
            if not any(card.suit is suit for card in hand)
        )
        return trumps + trull + 0.75 * kings + 0.5 * voids

    def _bid(self, state: State, actions: Sequence[Action]) -> tuple[Action, str]:
        """Hold, or make the lowest bid, up to the game its hand is worth; else pass."""
        games = [game.name.casefold() for game in state.options.games]
        worth = self.strength(state, cards_of(state.held[state.to_move]))
        limit = sum(1 for need in BID_STRENGTH[: len(games)] if worth >= need) - 1
        why = f"the hand is worth {worth:g} (trumps, Trull cards, Kings, voids): "
        why += f"enough for a {games[limit].capitalize()}" if limit >= 0 else "too weak to bid"
        if any(isinstance(a, Hold) for a in actions) and state.bid <= limit:
            return next(a for a in actions if isinstance(a, Hold)), why
        bids = sorted((a for a in actions if isinstance(a, Bid)), key=lambda a: games.index(a.game))
        for action in bids:
            if games.index(action.game) <= limit:
                return action, why
        return PASS, why + (", not more" if limit >= 0 else "")

    def _talon(self, state: State, options: Sequence[ChooseTalon]) -> tuple[ChooseTalon, str]:
        """The half with more trumps, then more card value."""

        def worth(action: ChooseTalon) -> tuple[int, int]:
            cards = state.talon_half(action.half)
            trumps = sum(1 for card in cards if state.suit_of[card] is Suit.TRUMPS)
            return trumps, sum(card.value for card in cards)

        return max(options, key=worth), "the half with more trumps, then more card points"

    def _name(self, state: State, options: Sequence[NameSuit]) -> tuple[NameSuit, str]:
        """Name the plain suit it holds most of (the others are likely to follow it)."""
        hand = cards_of(state.held[state.to_move])
        plain = [a for a in options if a.suit is not Suit.TRUMPS]
        best = max(plain, key=lambda a: sum(1 for card in hand if card.suit is a.suit))
        return best, "the plain suit it holds most of"

    def _announce(self, state: State, actions: Sequence[Action]) -> tuple[Action, str]:
        held = state.held[state.to_move]
        trumps = (held & TRUMPS_MASK).bit_count()
        top = (held & _HIGH_TRUMPS).bit_count()
        trumped = (held & state.fixed.follow[Suit.TRUMPS]).bit_count()  # the Sküs too if a trump
        weak = not held & ~(_PIPS | _LOW_TRUMPS)  # only pips and trumps up to VI
        for action in actions:
            if not isinstance(action, Announce):
                continue
            if action.kind is Contract.VOLE and trumps >= 16 and top >= 6:
                return action, "16 trumps or more, six of them 15 or higher"
            if action.kind is Contract.ULTIMO and trumped >= 11:
                return action, "11 trumps or more to bring the Pagat home"
            valat = action.kind is Contract.VALAT and trumped >= 14
            if valat and self.strength(state, cards_of(held)) >= 18:
                return action, "14 trumps or more in a very strong hand"
            if action.kind is Contract.NOLO and weak and trumps <= 3:
                return action, "only pips and low trumps, three trumps at most"
        return PASS, "the hand is not overwhelming: announce nothing"

    # -- play -----------------------------------------------------------------------

    def _play(self, state: State, cards: list[Card]) -> tuple[Card, str]:
        options = state.options
        number = state.trick_number
        last = number == state.last_trick
        excuse = state.excuse
        fool_safe_until = (options.fool_captured_from or state.last_trick + 1) - 1
        others = [card for card in cards if card is not excuse]
        if excuse in cards and (not others or number >= fool_safe_until):
            return FOOL, "play the Fool now, before it could be captured"
        keep = [card for card in others if card is not PAGAT or last]
        cards = keep or others
        strength, follow = state.fixed.strength, state.fixed.follow
        if not state.trick:
            return self._lead(state, cards)
        led = state.led
        counts = follow[Suit.TRUMPS] | (follow[led] if led is not None else 0)

        def score(card: Card) -> int:
            """What the card is worth in this trick: a trump or a card of the suit led
            by its strength; any other card never wins."""
            return strength[card] if card.bit & counts else -1

        winning = state.trick[0]
        for card in state.trick:
            if card is not excuse and (winning is excuse or score(card) > score(winning)):
                winning = card
        counters = sum(card.value for card in state.trick) - len(state.trick)
        last_to_play = len(state.trick) == len(state.seats) - 1
        if self._partner_wins(state, winning):
            if last_to_play:  # give the partner a counter
                plain = [c for c in cards if not c.bit & follow[Suit.TRUMPS]] or cards
                best = max(plain, key=lambda c: (c.value, -strength[c]))
                return best, "the partner wins the trick: give him a counter"
            cheap = min(cards, key=lambda c: (c.value, strength[c]))
            return cheap, "the partner is winning the trick: follow cheaply"
        top = -2 if winning is excuse else score(winning)
        beaters = [card for card in cards if card is not excuse and score(card) > top]
        if beaters and (counters >= 2 or last_to_play or any(c.value >= 3 for c in beaters)):
            if last_to_play:
                best = min(beaters, key=lambda c: (strength[c], -c.value))
                return best, "last to play: win the trick with the lowest card that does"
            best = max(beaters, key=lambda c: (c.value >= 3, strength[c]))
            return best, "win the trick and its counters, as high as it can"
        holds_fool = excuse is not None and state.held[state.to_move] & FOOL_BIT
        if holds_fool and min(c.value for c in cards) >= 3:
            return FOOL, "only counters left to give: play the Fool instead"
        cheap = min(cards, key=lambda c: (c.value, strength[c]))
        return cheap, "the trick is not worth winning: follow with the cheapest card"

    @staticmethod
    def _partner_wins(state: State, winning: Card) -> bool:
        """Whether, as a defender, its partner (the other defender) is winning the trick."""
        declarer = state.declarer
        if declarer < 0 or state.to_move == declarer:
            return False
        winner = state.trick_seats[state.trick.index(winning)]
        return winner != declarer

    def _lead(self, state: State, cards: list[Card]) -> tuple[Card, str]:
        held = state.held[state.to_move]
        strength = state.fixed.strength
        plain = [card for card in cards if not card.is_trump and card is not FOOL]
        if not plain:
            low = min(cards, key=lambda c: (c.value, strength[c]))
            return low, "no plain card to lead: lead the lowest trump"
        kings = [card for card in plain if card.is_king]
        if kings and self.rng.below(2):
            return kings[0], "lead a King to bring it home (a coin toss, one time in two)"
        longest = max(plain, key=lambda c: (held & SUIT_MASKS[c.suit]).bit_count())
        suit = [card for card in plain if card.suit is longest.suit]
        low = min(suit, key=lambda c: (c.value, strength[c]))
        return low, "lead low from the longest plain suit"
