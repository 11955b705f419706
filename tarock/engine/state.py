"""One deal as a state machine.

A ``State`` holds everything about a deal in progress: the hands, the discard,
the declarations and announcements, the tricks. ``apply(action)`` checks the
action against ``legal_actions`` and moves the deal on; ``after(action)``
does the same on a copy. The engine reads the rule options only, never a rule
set's name.

Examples:
    >>> from tarock import rules
    >>> state = deal(rules.get("grosstarock"), seed=1)
    >>> state.phase, state.to_move, [len(hand) for hand in state.hands]
    (<Phase.DISCARD: 'discard'>, 0, [28, 25, 25])
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from tarock.cards import FOOL, Card, Suit, ordered, pack, show
from tarock.engine.actions import (
    Action,
    Announce,
    Claim,
    Contract,
    Declare,
    Demand,
    Discard,
    NameSuit,
    Pass,
    Play,
)
from tarock.engine.legal import (
    announcers,
    fool_passes_lead,
    legal_actions,
    may_announce,
    why_illegal,
)
from tarock.engine.phases import Phase
from tarock.rng import Rng
from tarock.rules.declarations import Declared, declare
from tarock.rules.options import Options, PipOrder
from tarock.rules.ruleset import Ruleset


class IllegalAction(ValueError):
    """An action the rules do not allow here; the message names the rule."""


class Trick(NamedTuple):
    """A finished trick: its number (from 1), who played which card, who won it."""

    number: int
    seats: tuple[int, ...]
    cards: tuple[Card, ...]
    winner: int

    def card_of(self, seat: int) -> Card | None:
        """The card ``seat`` played to this trick, if any."""
        for who, card in zip(self.seats, self.cards, strict=True):
            if who == seat:
                return card
        return None


class Announcement(NamedTuple):
    """A Vole or Nolo announced by ``seat`` before trick ``trick``."""

    seat: int
    kind: Contract
    trick: int


# --8<-- [start:strengths]
def strengths(order: PipOrder) -> dict[Card, int]:
    """Trick strength of every card: trumps above suit cards; the Fool never wins."""
    table: dict[Card, int] = {}
    for card in pack(78):
        if card.is_fool:
            table[card] = -1
        elif card.is_trump:
            table[card] = 100 + card.rank
        elif card.is_court:
            table[card] = card.rank
        elif order is PipOrder.RED_REVERSED and card.suit.is_red:
            table[card] = 11 - card.rank
        else:
            table[card] = card.rank
    return table


# --8<-- [end:strengths]


_STRENGTHS = {order: strengths(order) for order in PipOrder}


class State:
    """A deal in progress. Seats are numbered in the order play goes round."""

    __slots__ = (
        "_holds",
        "_legal",
        "announce_until",
        "announced",
        "dealer",
        "dealt",
        "declared",
        "discard",
        "fool_demanded",
        "hands",
        "history",
        "leader",
        "led",
        "naming",
        "next",
        "nolo_until",
        "options",
        "pending",
        "phase",
        "redealt",
        "ruleset",
        "seats",
        "strength",
        "to_move",
        "trick",
        "trick_seats",
        "tricks",
        "vole_until",
        "won",
    )

    ruleset: Ruleset
    options: Options
    dealer: int
    seats: tuple[int, ...]
    dealt: tuple[tuple[Card, ...], ...]
    hands: list[list[Card]]
    discard: list[Card]
    declared: list[tuple[Declared, ...] | None]
    announced: list[Announcement]
    phase: Phase
    to_move: int
    leader: int
    led: Suit | None
    naming: int
    """The seat that must name the Fool's suit now, or -1."""
    fool_demanded: bool
    redealt: bool
    next: tuple[int, ...]
    announce_until: int
    vole_until: int
    nolo_until: int
    pending: list[int]
    trick: list[Card]
    trick_seats: list[int]
    tricks: list[Trick]
    won: list[int]
    history: list[Action]
    strength: dict[Card, int]
    _legal: dict[Action, str] | None
    _holds: list[tuple[Declared, ...] | None]

    def __init__(
        self,
        ruleset: Ruleset,
        hands: Sequence[Iterable[Card]],
        dealer: int,
        *,
        check: bool = True,
    ) -> None:
        options = ruleset.options
        self.ruleset = ruleset
        self.options = options
        self.dealer = dealer
        self.seats = seats = active_seats(options.seats, dealer)
        self.next = tuple(
            seats[(seats.index(s) + 1) % len(seats)] if s in seats else s
            for s in range(options.seats)
        )
        self.vole_until = max((tier[0] for tier in options.vole_announced), default=0)
        self.nolo_until = max((tier[0] for tier in options.nolo_announced), default=0)
        self.announce_until = max(self.vole_until, self.nolo_until)
        self.led = None
        self.naming = -1
        self.fool_demanded = False
        self.redealt = False
        self.dealt = tuple(tuple(ordered(hand)) for hand in hands)
        self.hands = [list(hand) for hand in self.dealt]
        self.discard = []
        self.declared = [None] * options.seats
        self._holds = [None] * options.seats
        self.announced = []
        self.phase = Phase.DISCARD if options.discard else Phase.DECLARE
        self.to_move = dealer
        self.leader = self.next_seat(dealer)
        self.pending = []
        self.trick = []
        self.trick_seats = []
        self.tricks = []
        self.won = [0] * options.seats
        self.history = []
        self.strength = _STRENGTHS[options.pip_order]
        self._legal = None
        if check:
            check_deal(options, self.dealt, self.seats, dealer)
        if options.redeal_without_trumps:
            start = seats.index(self.next[dealer])
            order = seats[start:] + seats[:start]
            self.pending = [s for s in order if not any(c.is_trump for c in self.hands[s])]
            if self.pending:
                self.phase = Phase.DEAL
                self.to_move = self.pending.pop(0)

    # -- geometry -------------------------------------------------------------

    def next_seat(self, seat: int) -> int:
        """The active seat after ``seat`` in the order of play."""
        return self.next[seat]

    def opponents(self, seat: int) -> tuple[int, ...]:
        """The other active players."""
        return tuple(s for s in self.seats if s != seat)

    @property
    def trick_number(self) -> int:
        """The number (from 1) of the trick being played or about to be played."""
        return len(self.tricks) + 1

    @property
    def last_trick(self) -> int:
        """The number of the last trick of the deal."""
        return self.options.tricks

    def fool_demand_due(self) -> bool:
        """Whether the coming trick is the one to which the Fool may be demanded."""
        return self.options.fool_demand_trick == len(self.tricks) + 1

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.DONE

    def led_suit(self) -> Suit | None:
        """The suit to follow in the current trick: the first card that is not the Fool."""
        return self.led

    # -- moving on ------------------------------------------------------------

    def legal(self) -> dict[Action, str]:
        """The legal actions, each with the rule clause behind it (cached)."""
        if self._legal is None:
            self._legal = legal_actions(self)
        return self._legal

    def apply(self, action: Action) -> None:
        """Carry out ``action`` for the player to move; ``IllegalAction`` if it is not legal."""
        legal = self._legal
        if legal is None:
            legal = self._legal = legal_actions(self)
        if action not in legal:
            raise IllegalAction(why_illegal(self, action))
        self._legal = None
        self.history.append(action)
        if type(action) is Play:  # the common case first
            self._play(action.card)
        elif isinstance(action, Discard):
            self._discard(action.card)
        elif isinstance(action, Declare):
            self._declare()
        elif isinstance(action, Announce):
            self.announced.append(Announcement(self.to_move, action.kind, self.trick_number))
            self._ask_next()
        elif isinstance(action, NameSuit):
            self._name(action.suit)
        elif isinstance(action, Demand):
            if action.claim is Claim.REDEAL:
                self.redealt = True
                self.phase = Phase.DONE
            else:
                self.fool_demanded = True
                self._ask_next()
        elif isinstance(action, Pass):
            if self.phase is Phase.DEAL:
                self._next_redeal_question()
            else:
                self._ask_next()

    def after(self, action: Action) -> State:
        """A copy of this state with ``action`` applied."""
        other = self.copy()
        other.apply(action)
        return other

    def copy(self) -> State:
        """An independent copy."""
        other = object.__new__(State)
        for name in State.__slots__:
            value = getattr(self, name)
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            object.__setattr__(other, name, value)
        return other

    def _next_redeal_question(self) -> None:
        if self.pending:
            self.to_move = self.pending.pop(0)
        else:
            self.phase = Phase.DISCARD if self.options.discard else Phase.DECLARE
            self.to_move = self.dealer

    def _name(self, suit: Suit) -> None:
        """The Fool's suit is named (by its owner leading it) or renamed (by the next player)."""
        self.led = suit
        if self.naming != self.trick_seats[0]:
            self.naming = -1  # renamed (or kept) by the next player, who now plays
            return
        self.to_move = self.next[self.naming]
        others = [s for s in self.seats if s != self.naming]
        can_follow = any(c.suit is suit for s in others for c in self.hands[s])
        self.naming = -1 if can_follow else self.to_move

    def _discard(self, card: Card) -> None:
        self.hands[self.dealer].remove(card)
        self.discard.append(card)
        if len(self.discard) == self.options.discard:
            self.phase = Phase.DECLARE
            self.to_move = self.dealer

    def holding(self, seat: int) -> tuple[Declared, ...]:
        """The declarations ``seat``'s hand holds now (cached once the discard is made)."""
        held = self._holds[seat]
        if held is None or self.phase is Phase.DISCARD:
            held = declare(self.hands[seat], self.options.declarations)
            if self.phase is not Phase.DISCARD:
                self._holds[seat] = held
        return held

    def _declare(self) -> None:
        seat = self.to_move
        self.declared[seat] = self.holding(seat)
        seat = self.next_seat(seat)
        if seat == self.dealer:
            self._start_trick()
        else:
            self.to_move = seat

    def _start_trick(self) -> None:
        self.phase = Phase.PLAY
        self.to_move = self.leader
        if self.options.fool_deadline and fool_passes_lead(self):
            self.leader = self.to_move = self.next[self.leader]
        if len(self.tricks) < self.announce_until or self.fool_demand_due():
            self.pending = announcers(self)
            if self.pending:
                self.phase = Phase.ANNOUNCE
                self.to_move = self.pending.pop(0)

    def _ask_next(self) -> None:
        while self.pending:
            seat = self.pending.pop(0)
            if may_announce(self, seat):
                self.to_move = seat
                return
        self.phase = Phase.PLAY
        self.to_move = self.leader

    def _play(self, card: Card) -> None:
        seat = self.to_move
        self.hands[seat].remove(card)
        trick = self.trick
        trick.append(card)
        self.trick_seats.append(seat)
        if self.led is None and card is not FOOL:
            self.led = card.suit
        elif len(trick) == 1 and self.options.fool_names_suit:
            self.naming = seat  # the Fool was led: its owner names a suit before anyone plays
            return
        if len(trick) < len(self.seats):
            self.to_move = self.next[seat]
            return
        winner = self.trick_winner()
        self.tricks.append(
            Trick(len(self.tricks) + 1, tuple(self.trick_seats), tuple(trick), winner)
        )
        self.trick = []
        self.trick_seats = []
        self.led = None
        self.fool_demanded = False
        self.leader = winner
        self.won[winner] += 1
        if self.hands[winner]:
            self._start_trick()
        else:
            self.phase = Phase.DONE

    # --8<-- [start:trick-winner]
    def trick_winner(self) -> int:
        """The seat winning the full trick: the highest trump, else the highest of the suit led."""
        led = self.led
        best, winner = -2, self.trick_seats[0]
        strength = self.strength
        for seat, card in zip(self.trick_seats, self.trick, strict=True):
            score = strength[card] if card.is_trump or card.suit is led else -1
            if score > best:
                best, winner = score, seat
        return winner
        # --8<-- [end:trick-winner]


# --8<-- [start:active-seats]
def active_seats(seats: int, dealer: int) -> tuple[int, ...]:
    """The seats that play this deal: all three, or with four all but the dealer's opposite."""
    if seats == 3:
        return (0, 1, 2)
    out = (dealer + 2) % 4
    return tuple(s for s in range(4) if s != out)


# --8<-- [end:active-seats]


def check_deal(
    options: Options,
    hands: Sequence[Sequence[Card]],
    seats: Sequence[int],
    dealer: int,
) -> None:
    """Raise ``ValueError`` unless the hands are a proper deal of the rule set's pack."""
    if not 0 <= dealer < options.seats:
        raise ValueError(f"dealer {dealer} is not a seat (0-{options.seats - 1})")
    if len(hands) != options.seats:
        raise ValueError(f"{len(hands)} hands for {options.seats} seats")
    cards = [card for hand in hands for card in hand]
    if len(cards) != len(set(cards)):
        doubled = ordered({c for c in cards if cards.count(c) > 1})
        raise ValueError(f"cards dealt twice: {' '.join(c.code for c in doubled)}")
    if set(cards) != set(pack(options.pack)):
        missing = set(pack(options.pack)) - set(cards)
        extra = set(cards) - set(pack(options.pack))
        problem = show(missing) or "none"
        raise ValueError(
            f"the hands do not make up the {options.pack}-card pack: missing {problem}"
            + (f", not in the pack {show(extra)}" if extra else "")
        )
    per_player = (options.pack - options.discard) // len(seats)
    for seat, hand in enumerate(hands):
        want = 0 if seat not in seats else per_player + (options.discard if seat == dealer else 0)
        if len(hand) != want:
            raise ValueError(f"seat {seat} was dealt {len(hand)} cards, not {want}")


def deal_hands(options: Options, rng: Rng, dealer: int) -> list[list[Card]]:
    """Shuffle and deal in packets, forehand first and the dealer last, who keeps the rest."""
    cards = rng.shuffled(pack(options.pack))
    seats = active_seats(options.seats, dealer)
    start = (seats.index(dealer) + 1) % len(seats)
    order = seats[start:] + seats[:start]
    hands: list[list[Card]] = [[] for _ in range(options.seats)]
    per_player = (options.pack - options.discard) // len(seats)
    position = 0
    while position < len(cards):
        for seat in order:
            full = all(len(hands[s]) == per_player for s in order if s != dealer)
            if seat == dealer and full:
                take = len(cards) - position
            else:
                take = min(options.packet, per_player - len(hands[seat]))
            hands[seat].extend(cards[position : position + take])
            position += take
    return hands


def deal(ruleset: Ruleset, seed: int, dealer: int = 0) -> State:
    """A new deal of ``ruleset``, shuffled with ``seed``; ``dealer`` deals."""
    if not 0 <= dealer < ruleset.options.seats:
        raise ValueError(f"dealer {dealer} is not a seat (0-{ruleset.options.seats - 1})")
    return State(ruleset, deal_hands(ruleset.options, Rng(seed), dealer), dealer, check=False)
