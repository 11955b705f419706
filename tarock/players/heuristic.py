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

from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple

from tarock.cards import (
    ALL,
    FOOL,
    FOOL_BIT,
    KINGS,
    PAGAT,
    SUIT_MASKS,
    SUITS,
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
from tarock.engine.legal import DISCARDS, PLAYS, Discards, Plays
from tarock.engine.phases import Phase
from tarock.engine.state import Fixed, State
from tarock.rng import Rng

_REDEAL = Demand(Claim.REDEAL)
_VOLE, _NOLO, _ULTIMO, _VALAT = (
    Announce(kind) for kind in (Contract.VOLE, Contract.NOLO, Contract.ULTIMO, Contract.VALAT)
)
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
        self.orders: _Orders | None = None
        """Its rankings of the cards under the trick order of the deal it plays."""

    def choose(self, state: State, legal: Mapping[Action, str]) -> Action:
        return self.advise(state, legal)[0]

    def advise(self, state: State, legal: Mapping[Action, str]) -> tuple[Action, str]:
        """The action this player chooses, and the habit that chose it, in a few words."""
        if type(legal) is Plays and legal.bits & (legal.bits - 1):  # a card: the common choice
            card, why = self._play(state, legal.bits)
            return PLAYS[card.index], why
        if type(legal) is Discards and len(legal) > 1:
            return self._discard(state, legal.bits)
        actions = list(legal)
        if len(actions) == 1:
            return actions[0], "the only legal choice"
        return self._before_play(state, legal, actions)

    def _before_play(
        self, state: State, legal: Mapping[Action, str], actions: list[Action]
    ) -> tuple[Action, str]:
        """Every choice but a card to play: the discard, the Fool's suit, the auction, the
        talon, a new deal, announcements."""
        first = actions[0]
        if state.phase is Phase.ANNOUNCE:  # the commonest choice but a card
            return self._announce(state, actions)
        if isinstance(first, Discard):
            return self._discard(state, mask(a.card for a in actions if isinstance(a, Discard)))
        if isinstance(first, NameSuit):
            return self._name(state, [a for a in actions if isinstance(a, NameSuit)])
        if state.phase is Phase.BID:
            return self._bid(state, actions)
        if isinstance(first, ChooseTalon):
            return self._talon(state, [a for a in actions if isinstance(a, ChooseTalon)])
        if _REDEAL in legal:
            return _REDEAL, "no trump in the hand: take the new deal"
        card, why = self._play(state, mask(a.card for a in actions if isinstance(a, Play)))
        return PLAYS[card.index], why  # plays given as a plain mapping

    # -- discard and announcements ------------------------------------------------

    def _discard(self, state: State, cards: int) -> tuple[Discard, str]:
        """A card of ``cards`` (those it may lay away, as a mask): no trump nor the Fool if
        it can help it; then a low card from a short suit, or as the declarer the shortest
        suit first (to void it: a counter laid away still counts for him)."""
        held = state.held[state.to_move]
        cards = cards & ~_TAROCS or cards
        if state.declarer >= 0:
            cards = _highest_value(_shortest_suits(cards, held))
            why = "void the shortest suit (a counter laid away still counts for the declarer)"
        else:
            cards = _shortest_suits(_lowest_value(cards), held)
            why = "lay away a low card, from a short suit"
        return DISCARDS[_lowest(cards)], why

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
        """Name the plain suit it holds most of (the others are likely to follow it); if no
        plain suit may be named, the first that may."""
        hand = cards_of(state.held[state.to_move])
        plain = [a for a in options if a.suit is not Suit.TRUMPS]
        if not plain:
            return options[0], "the only suit it may name"
        best = max(plain, key=lambda a: sum(1 for card in hand if card.suit is a.suit))
        return best, "the plain suit it holds most of"

    def _announce(self, state: State, actions: Sequence[Action]) -> tuple[Action, str]:
        held = state.held[state.to_move]
        trumps = (held & TRUMPS_MASK).bit_count()
        top = (held & _HIGH_TRUMPS).bit_count()
        trumped = (held & state.fixed.follow[Suit.TRUMPS]).bit_count()  # the Sküs too if a trump
        weak = not held & ~(_PIPS | _LOW_TRUMPS)  # only pips and trumps up to VI
        if _VOLE in actions and trumps >= 16 and top >= 6:
            return _VOLE, "16 trumps or more, six of them 15 or higher"
        if _ULTIMO in actions and trumped >= 11:
            return _ULTIMO, "11 trumps or more to bring the Pagat home"
        valat = _VALAT in actions and trumped >= 14
        if valat and self.strength(state, cards_of(held)) >= 18:
            return _VALAT, "14 trumps or more in a very strong hand"
        if _NOLO in actions and weak and trumps <= 3:
            return _NOLO, "only pips and low trumps, three trumps at most"
        return PASS, "the hand is not overwhelming: announce nothing"

    # -- play -----------------------------------------------------------------------

    def _play(self, state: State, cards: int) -> tuple[Card, str]:
        """A card of ``cards`` (the legal ones, as a mask) to play, and why."""
        fixed = state.fixed
        order = self.orders
        if order is None or order.strength is not fixed.strength:
            order = self.orders = _orders(fixed)
        number, last = len(state.tricks) + 1, fixed.tricks
        excuse = order.excuse
        others = cards & ~excuse
        if cards & excuse and (
            not others or number >= (state.options.fool_captured_from or last + 1) - 1
        ):
            return FOOL, "play the Fool now, before it could be captured"
        cards = others & ~PAGAT.bit or others if number != last else others  # Pagat: keep it
        if not state.trick:
            return self._lead(state, cards, order)
        trick, led, trumps = state.trick, state.led, order.trumps
        counts = trumps | (fixed.follow[led] if led is not None else 0)
        score = fixed.scores[led]
        winning, top = 0, -2  # the card winning so far (its place), and its score
        counters = 0  # the card points in the trick so far
        for place, card in enumerate(trick):
            counters += card.value - 1
            if score[card.index] > top:
                winning, top = place, score[card.index]
        last_to_play = len(trick) == len(state.seats) - 1
        if state.declarer >= 0 and self._partner_wins(state, winning):
            if last_to_play:  # give the partner a counter
                plain = cards & ~trumps or cards
                return _first(plain, order.give), "the partner wins the trick: give him a counter"
            return _first(cards, order.cheap), "the partner is winning the trick: follow cheaply"
        beaters = cards if top == -2 else cards & counts & order.above[top]
        if beaters and (counters >= 2 or last_to_play or beaters & _COUNTERS):
            if last_to_play:
                best = _first(beaters, order.lowest_winner)
                return best, "last to play: win the trick with the lowest card that does"
            best = _first(beaters, order.high_winner)
            return best, "win the trick and its counters, as high as it can"
        holds_fool = excuse and state.held[state.to_move] & FOOL_BIT
        if holds_fool and not cards & ~_COUNTERS:
            return FOOL, "only counters left to give: play the Fool instead"
        cheap = _first(cards, order.cheap)
        return cheap, "the trick is not worth winning: follow with the cheapest card"

    @staticmethod
    def _partner_wins(state: State, place: int) -> bool:
        """Whether, as a defender, its partner (the other defender) is winning the trick
        with the card at ``place``."""
        declarer = state.declarer
        if declarer < 0 or state.to_move == declarer:
            return False
        return state.trick_seats[place] != declarer

    def _lead(self, state: State, cards: int, order: _Orders) -> tuple[Card, str]:
        held = state.held[state.to_move]
        plain = cards & _SUIT_CARDS
        if not plain:
            return _first(cards, order.cheap), "no plain card to lead: lead the lowest trump"
        if (kings := plain & _KINGS) and self.rng.below(2):
            return _lowest(kings), "lead a King to bring it home (a coin toss, one time in two)"
        longest, most = 0, -1  # the longest suit it can lead (the first of equals)
        for suit in _SUIT_BITS:
            if plain & suit and (held & suit).bit_count() > most:
                longest, most = suit, (held & suit).bit_count()
        return _first(plain & longest, order.cheap), "lead low from the longest plain suit"


def _first(cards: int, order: tuple[int, ...]) -> Card:
    """The card of ``cards`` that comes first in ``order`` (masks of cards ranked alike,
    best first; among cards ranked alike, the first in card order)."""
    for alike in order:
        if found := cards & alike:
            return ALL[(found & -found).bit_length() - 1]
    raise ValueError("no card to choose from")


def _lowest_value(cards: int) -> int:
    """The cards of ``cards`` of the lowest value among them."""
    return _first_alike(cards, _BY_VALUE)


def _highest_value(cards: int) -> int:
    """The cards of ``cards`` of the highest value among them."""
    return _first_alike(cards, _BY_VALUE[::-1])


def _first_alike(cards: int, order: tuple[int, ...]) -> int:
    """The cards of ``cards`` in the first mask of ``order`` that has any."""
    for alike in order:
        if cards & alike:
            return cards & alike
    return 0


def _shortest_suits(cards: int, held: int) -> int:
    """The cards of ``cards`` in the suits (trumps and the Fool each one) of which ``held``
    has fewest, among the suits of ``cards``."""
    out, fewest = 0, 99
    for suit in _EVERY_SUIT:
        if cards & suit:
            length = (held & suit).bit_count()
            if length < fewest:
                out, fewest = cards & suit, length
            elif length == fewest:
                out |= cards & suit
    return out


def _lowest(cards: int) -> Card:
    """The first card of a mask in card order."""
    return ALL[(cards & -cards).bit_length() - 1]


def _ranking(key: Callable[[Card], tuple[int, ...]], descending: bool = False) -> tuple[int, ...]:
    """The cards ranked by ``key`` (lowest first, or highest), as masks of cards ranked alike."""
    alike: dict[tuple[int, ...], int] = {}
    for card in ALL:
        alike[key(card)] = alike.get(key(card), 0) | card.bit
    return tuple(alike[rank] for rank in sorted(alike, reverse=descending))


class _Orders(NamedTuple):
    """The bot's preferences among cards under one trick order, as rankings for ``_first``,
    with the masks it reads on every card."""

    strength: dict[Card, int]
    excuse: int
    """The Fool when it is an excuse, else nothing (it is then the top trump)."""
    trumps: int
    """The cards that count as trumps."""
    above: dict[int, int]
    """For each strength, the cards stronger, as a mask."""
    cheap: tuple[int, ...]
    """Lowest value, then weakest, first."""
    give: tuple[int, ...]
    """Highest value, then weakest, first: a counter for a partner."""
    lowest_winner: tuple[int, ...]
    """Weakest, then highest value, first."""
    high_winner: tuple[int, ...]
    """A counter (Cavalier, Queen, King, an honour) first, then the strongest."""


_ORDERS: dict[int, _Orders] = {}
"""``_Orders`` by the identity of the strength table they rank: one per trick order (the
pip order, and whether the Fool is the top trump or an excuse)."""


def _orders(fixed: Fixed) -> _Orders:
    """The rankings under the deal's trick strengths (worked out once per table)."""
    strength = fixed.strength
    found = _ORDERS.get(id(strength))
    if found is not None and found.strength is strength:
        return found
    found = _ORDERS[id(strength)] = _Orders(
        strength=strength,
        excuse=FOOL_BIT if fixed.excuse is not None else 0,
        trumps=fixed.follow[Suit.TRUMPS],
        above={
            level: mask(card for card in ALL if strength[card] > level)
            for level in {-1, *strength.values()}
        },
        cheap=_ranking(lambda c: (c.value, strength[c])),
        give=_ranking(lambda c: (c.value, -strength[c]), descending=True),
        lowest_winner=_ranking(lambda c: (strength[c], -c.value)),
        high_winner=_ranking(lambda c: (c.value >= 3, strength[c]), descending=True),
    )
    return found


_SUIT_CARDS = mask(card for card in ALL if card.suit in SUITS)
_SUIT_BITS = tuple(SUIT_MASKS[suit] for suit in SUITS)
_EVERY_SUIT = tuple(SUIT_MASKS.values())
"""The four suits, the trumps and the Fool, as masks."""
_KINGS = mask(KINGS)
_TAROCS = TRUMPS_MASK | FOOL_BIT
_BY_VALUE = tuple(mask(card for card in ALL if card.value == value) for value in range(1, 6))
"""The cards of each value, 1 to 5, as masks."""
_COUNTERS = mask(card for card in ALL if card.value >= 3)
"""Cavaliers, Queens, Kings and the honours."""
