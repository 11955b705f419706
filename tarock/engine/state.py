"""One deal as a state machine.

A ``State`` holds everything about a deal in progress: the hands and the talon,
the auction, the discard, the declarations and announcements, the tricks.
``apply(action)`` checks the action against ``legal_actions`` and moves the deal
on; ``after(action)`` does the same on a copy. The engine reads the rule options
only, never a rule set's name.

Examples:
    >>> from tarock import rules
    >>> state = deal(rules.get("grosstarock"), seed=1)
    >>> state.phase, state.to_move, [len(hand) for hand in state.hands]
    (<Phase.DISCARD: 'discard'>, 0, [28, 25, 25])
    >>> state = deal(rules.get("tapp-tarock"), seed=1)
    >>> state.phase, state.to_move, [len(hand) for hand in state.hands], len(state.talon)
    (<Phase.BID: 'bid'>, 1, [16, 16, 16], 6)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from operator import attrgetter
from typing import NamedTuple

from tarock import rules
from tarock.cards import (
    FOOL,
    FOOL_BIT,
    SUIT_MASKS,
    TRUMPS_MASK,
    Card,
    CardError,
    Suit,
    cards_of,
    mask,
    ordered,
    pack,
    parse,
    parse_many,
    show,
)
from tarock.engine.actions import (
    Action,
    ActionError,
    Announce,
    Bid,
    ChooseTalon,
    Claim,
    Contract,
    Declare,
    Demand,
    Discard,
    Half,
    Hold,
    NameSuit,
    Pass,
    Play,
    parse_action,
)
from tarock.engine.legal import (
    announce_kinds,
    announcers,
    fool_passes_lead,
    legal_actions,
    may_announce,
    play_mask,
    why_illegal,
)
from tarock.engine.phases import Phase, ThrownIn
from tarock.engine.seats import SEAT_NAMES, active_seats
from tarock.rng import shuffle_pack
from tarock.rules import changed_options
from tarock.rules.contracts import Game
from tarock.rules.declarations import Declared, declare
from tarock.rules.options import Options, PipOrder
from tarock.rules.ruleset import Ruleset
from tarock.shown import Shown, shown


class IllegalAction(ValueError):
    """An action the rules do not allow here; the message names the rule."""


class PositionError(ValueError):
    """A position's text that does not describe a deal (one line saying what is wrong)."""


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


made = tuple.__new__
"""``made(Kind, fields)``: a ``NamedTuple`` of ``Kind`` made from its fields without the Python
function ``NamedTuple`` gives it as ``__new__``, for those made on every card or action (a
``Trick``, a ``tarock.engine.loop.Step``)."""


class Announcement(NamedTuple):
    """A Vole or Nolo announced by ``seat`` before trick ``trick``."""

    seat: int
    kind: Contract
    trick: int


# --8<-- [start:strengths]
def strengths(order: PipOrder, fool_is_top_trump: bool = False) -> dict[Card, int]:
    """Trick strength of every card: trumps above suit cards; the Fool never wins, or (with
    ``fool_is_top_trump``) it is the highest trump, above XXI."""
    table: dict[Card, int] = {}
    for card in pack(78):
        if card.is_fool:
            table[card] = 122 if fool_is_top_trump else -1
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


Scores = dict[Suit | None, tuple[int, ...]]
"""For each suit led (None: none yet), every card's score in the trick, by ``Card.index``."""


def scores(strength: dict[Card, int], suit_of: dict[Card, Suit]) -> Scores:
    """A card's score in a trick: its strength if it is a trump or of the suit led, -1 for
    any other card, -2 for the Fool as the excuse."""

    def score(card: Card, led: Suit | None) -> int:
        suit = suit_of[card]
        if suit is Suit.TRUMPS or suit is led:
            return strength[card]
        return -2 if suit is Suit.FOOL else -1  # the excuse never wins, nor a card off suit

    return {led: tuple(score(card, led) for card in pack(78)) for led in (*Suit, None)}


_STRENGTHS = {(order, top): strengths(order, top) for order in PipOrder for top in (False, True)}


class Fixed(NamedTuple):
    """What the rule options and the dealer fix for every deal, worked out once."""

    options: Options
    tricks: int
    """The number of tricks in a deal (``Options.tricks``)."""
    seats: tuple[int, ...]
    next: tuple[int, ...]
    rounds: dict[int, tuple[int, ...]]
    vole_until: int
    nolo_until: int
    ultimo_until: int
    excuse: Card | None
    """The Fool when it is an excuse (played at any time, never winning), else None."""
    follow: dict[Suit, int]
    """The cards that follow each suit, as masks: the Fool is a trump when it is the top trump."""
    suit_of: dict[Card, Suit]
    """The suit a card follows: its own, but the Fool's is trumps when it is the top trump."""
    strength: dict[Card, int]
    scores: Scores
    """Each card's score in a trick, for each suit led (see ``scores``)."""


_FIXED: dict[tuple[int, int], Fixed] = {}
"""``Fixed`` by the options' identity and the dealer (a few rule sets in use at a time)."""


def _fixed(options: Options, dealer: int) -> Fixed:
    fixed = _FIXED.get((id(options), dealer))
    if fixed is not None and fixed.options is options:
        return fixed
    if len(_FIXED) > 100:
        _FIXED.clear()
    seats = active_seats(options.seats, dealer)
    top = options.fool_is_top_trump
    follow = dict(SUIT_MASKS)
    if top:
        follow[Suit.TRUMPS] |= FOOL_BIT
        follow[Suit.FOOL] = 0
    suit_of = {card: Suit.TRUMPS if top and card.is_fool else card.suit for card in pack(78)}
    strength = _STRENGTHS[options.pip_order, top]
    fixed = _FIXED[id(options), dealer] = Fixed(
        options=options,
        tricks=options.tricks,
        seats=seats,
        next=tuple(
            seats[(seats.index(s) + 1) % len(seats)] if s in seats else s
            for s in range(options.seats)
        ),
        rounds={s: seats[i:] + seats[:i] for i, s in enumerate(seats)},
        vole_until=max((tier[0] for tier in options.vole_announced), default=0),
        nolo_until=max((tier[0] for tier in options.nolo_announced), default=0),
        ultimo_until=1 if options.contracts and options.pagat_ultimo_announced else 0,
        excuse=None if top else FOOL,
        follow=follow,
        suit_of=suit_of,
        strength=strength,
        scores=scores(strength, suit_of),
    )
    return fixed


_Played = tuple[
    None,
    list[int],
    list[int],
    list[Card],
    list[int],
    int,
    int,
    int,
    bool,
    int,
    "Suit | None",
    int,
    list[int],
    Phase,
    int,
]
"""What a card played may change, kept for ``State.pop``: the held and won lists, the
trick (its lists, and how many cards it held), how many tricks there were, and the
fields ``_play`` and ``_start_trick`` set."""

_Kept = tuple[tuple[str, ...], tuple[object, ...]]
"""What any other action may change, kept for ``State.pop``: the fields' names and values."""


class State(Shown):
    """A deal in progress. Seats are numbered in the order play goes round. It shows
    itself (``tarock.shown``) as a short line, a text picture of every hand now, the trick
    so far, the tricks and card points, and a notebook picture.

    Every field is plain data: each hand is a mask of cards (``held``; ``hands`` lists
    the cards), and the legal actions are worked out from the fields when asked.
    """

    __slots__ = (
        "_stack",
        "announce_until",
        "announced",
        "bid",
        "bidder",
        "bidding",
        "dealer",
        "dealt",
        "declared",
        "declarer",
        "discard",
        "fixed",
        "fool_demanded",
        "game",
        "half",
        "held",
        "history",
        "holdings",
        "is_over",
        "leader",
        "led",
        "naming",
        "next",
        "options",
        "pending",
        "phase",
        "redealt",
        "ruleset",
        "seats",
        "spoken",
        "talon",
        "thrown_in",
        "to_move",
        "trick",
        "trick_seats",
        "tricks",
        "won",
    )

    ruleset: Ruleset
    options: Options
    fixed: Fixed
    """What the options and the dealer fix for the deal (shared, never changed)."""
    dealer: int
    seats: tuple[int, ...]
    dealt: tuple[tuple[Card, ...], ...]
    held: list[int]
    """Each seat's hand now, as a mask of cards (``tarock.cards.mask``)."""
    discard: list[Card]
    declared: list[tuple[Declared, ...] | None]
    holdings: tuple[tuple[Declared, ...], ...]
    """What each seat's hand holds once the discard is done (worked out once, when the
    declarations begin; empty before): the answer each seat's declaration gives."""
    announced: list[Announcement]
    phase: Phase
    to_move: int
    leader: int
    led: Suit | None
    naming: int
    """The seat that must name the Fool's suit now, or -1."""
    fool_demanded: bool
    redealt: bool
    """Whether the deal was thrown in without play (``thrown_in`` says why)."""
    thrown_in: ThrownIn | None
    """Why the deal was thrown in, or None."""
    next: tuple[int, ...]
    announce_until: int
    """The last trick before which something may be announced; 0 once it no longer can."""
    pending: list[int]
    trick: list[Card]
    trick_seats: list[int]
    tricks: list[Trick]
    won: list[int]
    history: list[Action]
    is_over: bool
    """Whether the deal is over (its phase is ``DONE``)."""
    talon: tuple[Card, ...]
    """The talon as dealt: the lower half, then the upper half."""
    bid: int
    """The index of the highest game bid so far in ``options.games`` (-1: none)."""
    bidder: int
    """The seat holding the highest bid (-1: none)."""
    bidding: list[int]
    """The seats still in the auction, forehand first (the order of priority)."""
    spoken: list[int]
    """The seats that have had a turn in the auction."""
    declarer: int
    """The seat that won the auction (-1: none, or no auction)."""
    game: Game | None
    """The game the declarer plays."""
    half: Half | None
    """The talon half the declarer took."""

    def __init__(
        self,
        ruleset: Ruleset,
        hands: Sequence[Iterable[Card]],
        dealer: int,
        *,
        talon: Iterable[Card] = (),
        check: bool = True,
    ) -> None:
        options = ruleset.options
        if not 0 <= dealer < options.seats:
            raise ValueError(f"dealer {dealer} is not a seat (0-{options.seats - 1})")
        self.ruleset = ruleset
        self.options = options
        self.dealer = dealer
        self.fixed = fixed = _fixed(options, dealer)
        self.seats, self.next = fixed.seats, fixed.next
        self.announce_until = max(fixed.vole_until, fixed.nolo_until, fixed.ultimo_until)
        self.talon = tuple(talon)
        self.bid = self.bidder = self.declarer = -1
        self.game = None
        self.half = None
        self.bidding = list(self.bidding_order) if options.contracts else []
        self.spoken = []
        self.led = None
        self.naming = -1
        self.fool_demanded = False
        self.redealt = self.is_over = False
        self.thrown_in = None
        self.dealt = tuple([tuple(ordered(hand)) for hand in hands])
        self.held = [mask(hand) for hand in self.dealt]
        self.discard = []
        self.declared = [None] * options.seats
        self.holdings = ()
        self.announced = []
        self.phase = Phase.DISCARD
        self.to_move = dealer
        self.leader = self.next_seat(dealer)
        self.pending = []
        self.trick = []
        self.trick_seats = []
        self.tricks = []
        self.won = [0] * options.seats
        self.history = []
        self._stack: list[_Played | _Kept] | None = []
        """What each action pushed changed, for ``pop`` (None in a copy made not to take
        back, see ``copy``)."""
        if check:
            check_deal(options, self.dealt, self.seats, dealer, self.talon)
        self._begin()
        if options.redeal_without_trumps:
            order = self.bidding_order
            self.pending = [s for s in order if not self.held[s] & TRUMPS_MASK]
            if self.pending:
                self.phase = Phase.DEAL
                self.to_move = self.pending.pop(0)

    # -- what the options fix, and the hands as cards -------------------------------

    @property
    def hands(self) -> list[list[Card]]:
        """Each seat's cards now, in canonical order (read from ``held``)."""
        return [cards_of(bits) for bits in self.held]

    @property
    def excuse(self) -> Card | None:
        """The Fool when it is an excuse (played at any time, never winning), else None."""
        return self.fixed.excuse

    @property
    def suit_of(self) -> dict[Card, Suit]:
        """The suit a card follows: its own, but the Fool's is trumps when it is the top trump."""
        return self.fixed.suit_of

    @property
    def strength(self) -> dict[Card, int]:
        """Each card's trick strength under these rules (see ``strengths``)."""
        return self.fixed.strength

    @property
    def vole_until(self) -> int:
        """The last trick before which a Vole (or a Valat) may be announced."""
        return self.fixed.vole_until

    @property
    def nolo_until(self) -> int:
        """The last trick before which a Nolo may be announced."""
        return self.fixed.nolo_until

    @property
    def ultimo_until(self) -> int:
        """The last trick before which the Pagat ultimo may be announced."""
        return self.fixed.ultimo_until

    # -- geometry -------------------------------------------------------------

    def next_seat(self, seat: int) -> int:
        """The active seat after ``seat`` in the order of play."""
        return self.next[seat]

    def round_from(self, seat: int) -> tuple[int, ...]:
        """The active seats in the order of play, starting with ``seat``."""
        return self.fixed.rounds[seat]

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
        return self.fixed.tricks

    @property
    def forehand(self) -> int:
        """The seat after the dealer: first to bid and to lead."""
        return self.next[self.dealer]

    @property
    def bidding_order(self) -> tuple[int, ...]:
        """The active seats from forehand round: the order of bidding, and of priority."""
        return self.fixed.rounds[self.forehand]

    @property
    def discarder(self) -> int:
        """The seat that lays cards away: the declarer, or without an auction the dealer."""
        return self.declarer if self.declarer >= 0 else self.dealer

    def talon_half(self, half: Half) -> tuple[Card, ...]:
        """The three cards (half the talon) of ``half``: the lower half was dealt first."""
        size = len(self.talon) // 2
        return self.talon[:size] if half is Half.LOWER else self.talon[size:]

    def defenders_talon(self) -> tuple[Card, ...]:
        """The talon cards that count for the defenders: the half the declarer did not take,
        or in a Solo the whole talon (nothing without a declarer)."""
        if self.declarer < 0:
            return ()
        if self.half is None:
            return self.talon
        return self.talon_half(Half.UPPER if self.half is Half.LOWER else Half.LOWER)

    def fool_demand_due(self) -> bool:
        """Whether the coming trick is the one to which the Fool may be demanded."""
        return self.options.fool_demand_trick == len(self.tricks) + 1

    def led_suit(self) -> Suit | None:
        """The suit to follow in the current trick: the first card that is not the Fool."""
        return self.led

    # -- moving on ------------------------------------------------------------

    def legal(self) -> Mapping[Action, str]:
        """The legal actions, each with the rule clause behind it (``legal_actions``)."""
        return legal_actions(self)

    def apply(self, action: Action) -> None:
        """Carry out ``action`` for the player to move; ``IllegalAction`` if it is not legal."""
        if type(action) is Play:  # the common case: a card, checked against a mask
            legal = self.phase is Phase.PLAY and self.naming < 0
            if not (legal and play_mask(self) & action.card.bit):
                raise IllegalAction(why_illegal(self, action))
        elif action not in legal_actions(self):
            raise IllegalAction(why_illegal(self, action))
        self.push(action)

    def push(self, action: Action) -> None:
        """Carry out ``action``, known to be legal (one of ``legal_actions``): unchecked.
        ``pop`` takes it back."""
        stack = self._stack
        if type(action) is Play:  # the common case first, kept in few fields
            if stack is not None:
                trick = self.trick
                stack.append(
                    (
                        None,
                        self.held,
                        self.won,
                        trick,
                        self.trick_seats,
                        len(trick),
                        len(self.tricks),
                        self.announce_until,
                        self.fool_demanded,
                        self.leader,
                        self.led,
                        self.naming,
                        self.pending,
                        self.phase,
                        self.to_move,
                    )
                )
                self.held = self.held[:]  # changed in place: the old ones are kept
                self.won = self.won[:]
            self.history.append(action)
            self._play(action)
            return
        if stack is not None:
            stack.append((_MOVING, _moving(self)))
            for name in _LISTS:  # the lists the action may change are new; the old are kept
                setattr(self, name, list(getattr(self, name)))
        self.history.append(action)
        if isinstance(action, Pass):  # then the commonest: passing an announcement
            if self.phase is Phase.ANNOUNCE:
                self._ask_next()
            elif self.phase is Phase.BID:
                self._bid(action)
            else:
                self._next_redeal_question()
        elif isinstance(action, Discard):
            self._discard(action.card)
        elif isinstance(action, Declare):
            self._declare()
        elif isinstance(action, Announce):
            self.announced.append(Announcement(self.to_move, action.kind, self.trick_number))
            if not announce_kinds(self, self.to_move):  # else he may announce more
                self._ask_next()
        elif isinstance(action, Bid | Hold):
            self._bid(action)
        elif isinstance(action, ChooseTalon):
            self._take(action.half)
        elif isinstance(action, NameSuit):
            self._name(action.suit)
        elif isinstance(action, Demand):
            if action.claim is Claim.REDEAL:
                self._throw_in(ThrownIn.NO_TRUMP)
            else:
                self.fool_demanded = True
                self._ask_next()

    def pop(self) -> Action:
        """Take back the last action (pushed or applied) and return it: the state is again
        exactly what it was before it.

        Examples:
            >>> from tarock import rules
            >>> state = deal(rules.get("grosstarock"), seed=1)
            >>> before = state.position()
            >>> state.push(next(iter(state.legal())))
            >>> state.pop().text, state.position() == before
            ('discard F', True)
        """
        if self._stack is None:
            raise IndexError("nothing to take back: this copy was made not to take back")
        if not self._stack:
            raise IndexError("nothing to take back: no action taken (since this copy was made)")
        kept = self._stack.pop()
        if kept[0] is None:  # a card played: the trick and the tricks are cut back
            (
                _,
                self.held,
                self.won,
                self.trick,
                self.trick_seats,
                cards,
                tricks,
                self.announce_until,
                self.fool_demanded,
                self.leader,
                self.led,
                self.naming,
                self.pending,
                self.phase,
                self.to_move,
            ) = kept
            del self.trick[cards:], self.trick_seats[cards:], self.tricks[tricks:]
            self.is_over = False
        else:
            for name, value in zip(kept[0], kept[1], strict=True):
                setattr(self, name, value)
        return self.history.pop()

    # -- the position: the deal and its actions as one line of text (as FEN for chess)

    def position(self) -> str:
        """The deal as one line of text: the rule set and its changed options, the dealer,
        each seat's hand as dealt, the talon, and every action so far (a card alone for a
        card played or laid away, ``declare`` for a declaration). ``from_position`` reads it.

        Examples:
            >>> from tarock import rules
            >>> from tarock.engine.actions import PASS
            >>> state = deal(rules.get("tapp-tarock"), seed=2)
            >>> state.apply(PASS)
            >>> head, dealer, a, b, c, talon, actions = state.position().split(" | ")
            >>> head, dealer, talon, actions
            ('tapp-tarock', 'dealer A', 'talon SK T1 T21 S8 SQ T13', 'pass')
            >>> b
            'B T12 T16 H1 H2 H4 HJ HQ D1 DJ DK CJ CC CQ S7 S10 SC'
        """
        head = " ".join([self.ruleset.id, *changed_options(self.ruleset)])
        hands = [
            f"{SEAT_NAMES[seat]} {' '.join(card.code for card in hand) or '-'}"
            for seat, hand in enumerate(self.dealt)
        ]
        talon = " ".join(card.code for card in self.talon) or "-"
        actions = ", ".join(_token(action) for action in self.history) or "-"
        return " | ".join(
            [head, f"dealer {SEAT_NAMES[self.dealer]}", *hands, f"talon {talon}", actions]
        )

    @classmethod
    def from_position(cls, text: str) -> State:
        """The state a ``position()`` line describes; ``PositionError`` (one line) if the
        text is no such line, the cards no deal, or an action not legal where it stands."""
        parts = [part.strip() for part in str(text).strip().split("|")]
        if len(parts) < 6:
            raise PositionError(
                f"position: {len(parts)} part{'s' * (len(parts) != 1)} separated by '|',"
                " expected the rule set, the dealer, a hand per seat, the talon and the actions"
            )
        variant, *options = parts[0].split()
        try:
            ruleset = rules.get(variant, options)
        except ValueError as error:
            raise PositionError(f"position: {error}") from None
        seats = ruleset.options.seats
        if len(parts) != seats + 4:
            raise PositionError(
                f"position: {len(parts) - 4} hands for the {seats} seats of {ruleset.id}"
            )
        dealer = _labelled(parts[1], "dealer")
        if dealer not in SEAT_NAMES[:seats]:
            raise PositionError(f"position: the dealer {dealer!r} is not a seat here")
        hands = [
            _cards(_labelled(part, SEAT_NAMES[seat]), SEAT_NAMES[seat])
            for seat, part in enumerate(parts[2 : 2 + seats])
        ]
        talon = _cards(_labelled(parts[-2], "talon"), "talon")
        try:
            state = cls(ruleset, hands, SEAT_NAMES.index(dealer), talon=talon)
        except ValueError as error:
            raise PositionError(f"position: {error}") from None
        tokens = [] if parts[-1] == "-" else [token.strip() for token in parts[-1].split(",")]
        for number, token in enumerate(tokens, start=1):
            try:
                state.apply(_action(state, token))
            except (ActionError, CardError, IllegalAction) as error:
                why = " ".join(str(error).split())  # a clause may run over several lines
                raise PositionError(f"position: action {number} ({token!r}): {why}") from None
        return state

    def after(self, action: Action) -> State:
        """A copy of this state with ``action`` applied."""
        other = self.copy()
        other.apply(action)
        return other

    def copy(self, undo: bool = True) -> State:
        """An independent copy, with a stack of its own: it pops only what is pushed on it
        (the original's stack keeps lists the original may still change). Made with
        ``undo=False`` it keeps nothing to take back, and plays on faster (a rollout's)."""
        other = object.__new__(State)
        for name in State.__slots__:
            value = getattr(self, name)
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            object.__setattr__(other, name, value)
        other._stack = [] if undo else None
        return other

    def _next_redeal_question(self) -> None:
        if self.pending:
            self.to_move = self.pending.pop(0)
        else:
            self._begin()

    def _begin(self) -> None:
        """After the deal: the auction, or the dealer's discard, or the declarations."""
        if self.options.contracts:
            self.phase = Phase.BID
            self.to_move = self.bidding[0]
        elif self.options.discard:
            self.phase = Phase.DISCARD
            self.to_move = self.dealer
        else:
            self._after_discard()

    def _after_discard(self) -> None:
        """The declarations, dealer first; with none in the rule set, straight to play."""
        if self.options.declarations:
            self.phase = Phase.DECLARE
            self.to_move = self.dealer
            self.holdings = tuple(
                self.holding(seat) if seat in self.seats else ()
                for seat in range(self.options.seats)
            )
        else:
            self._start_trick()

    # --8<-- [start:auction]
    def _bid(self, action: Bid | Hold | Pass) -> None:
        """A bid, a hold or a pass; then the next player still in, or the auction's end."""
        seat = self.to_move
        if isinstance(action, Bid):
            names = [game.name.casefold() for game in self.options.games]
            self.bid, self.bidder = names.index(action.game), seat
        elif isinstance(action, Hold):
            self.bidder = seat
        else:
            self.bidding.remove(seat)
        if seat not in self.spoken:
            self.spoken.append(seat)
        left = self.bidding
        if not left:  # everyone passed: the deal is thrown in, the next dealer deals
            self._throw_in(ThrownIn.EVERYONE_PASSED)
        elif len(left) == 1 and self.bid >= 0:  # the last one in holds the highest bid
            self._declare_game(left[0])
        else:
            seat = self.next[seat]
            while seat not in left:
                seat = self.next[seat]
            self.to_move = seat

    def _declare_game(self, seat: int) -> None:
        """The auction is won: the declarer takes a talon half, or in a Solo plays at once."""
        self.declarer = seat
        self.game = game = self.options.games[self.bid]
        if not game.played:  # the 1821 Tapper: paid without play, the deal is over
            self._end()
        elif game.takes_talon:
            self.phase = Phase.TALON
            self.to_move = seat
        else:
            self._after_discard()

    def _take(self, half: Half) -> None:
        """The declarer takes a talon half into his hand, then lays as many cards away."""
        self.half = half
        seat = self.declarer
        self.held[seat] |= mask(self.talon_half(half))
        self.phase = Phase.DISCARD
        self.to_move = seat

    # --8<-- [end:auction]

    def _name(self, suit: Suit) -> None:
        """The Fool's suit is named (by its owner leading it) or renamed (by the next player)."""
        self.led = suit
        if self.naming != self.trick_seats[0]:
            self.naming = -1  # renamed (or kept) by the next player, who now plays
            return
        self.to_move = self.next[self.naming]
        others = [s for s in self.seats if s != self.naming]
        can_follow = any(self.held[s] & SUIT_MASKS[suit] for s in others)
        self.naming = -1 if can_follow else self.to_move

    def _discard(self, card: Card) -> None:
        seat = self.discarder
        self.held[seat] ^= card.bit
        self.discard.append(card)
        if len(self.discard) == self.options.discard:
            self._after_discard()

    def holding(self, seat: int) -> tuple[Declared, ...]:
        """The declarations ``seat``'s hand holds now (with ``declare_laid_away``, the
        discarder's hand with the cards he laid away)."""
        hand = self.held[seat]
        if self.options.declare_laid_away and seat == self.discarder:
            hand |= mask(self.discard)
        return declare(hand, self.options.declaration_table)

    def _declare(self) -> None:
        seat = self.to_move
        self.declared[seat] = self.holdings[seat]
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
        number = len(self.tricks) + 1
        if number <= self.announce_until or number == self.options.fool_demand_trick:
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

    def _play(self, play: Play) -> None:
        seat, card = self.to_move, play.card
        self.held[seat] ^= card.bit
        trick = self.trick
        trick.append(card)
        self.trick_seats.append(seat)
        if self.led is None and card is not self.fixed.excuse:
            self.led = self.fixed.suit_of[card]
        elif len(trick) == 1 and self.options.fool_names_suit and self._names_here(seat):
            self.naming = seat  # the Fool was led: its owner names a suit before anyone plays
            return
        if len(trick) < len(self.seats):
            self.to_move = self.next[seat]
            return
        winner = self.trick_winner()
        done = (len(self.tricks) + 1, tuple(self.trick_seats), tuple(trick), winner)
        self.tricks.append(made(Trick, done))  # Trick(*done)
        self.trick = []
        self.trick_seats = []
        self.led = None
        self.fool_demanded = False
        self.leader = winner
        won = self.won
        won[winner] += 1
        everyone = won[winner] == 1 and all(map(won.__getitem__, self.seats))
        if everyone and not self.options.contracts:
            self.announce_until = 0  # a Vole needs two players, a Nolo one, with no trick
        if self.held[winner]:
            self._start_trick()
        else:
            self._end()

    def _names_here(self, seat: int) -> bool:
        """Whether ``seat``, who just led the Fool, names its suit: not in the last trick
        (his hand now empty) with ``fool_named_last_trick=false``."""
        return self.options.fool_named_last_trick or bool(self.held[seat])

    def _end(self) -> None:
        self.phase = Phase.DONE
        self.is_over = True

    # --8<-- [start:thrown-in]
    def _throw_in(self, why: ThrownIn) -> None:
        self.redealt = True
        self.thrown_in = why
        self._end()

    @property
    def next_dealer(self) -> int:
        """Who deals next: the seat after the dealer, or the same dealer when a new deal
        was demanded by a player dealt no trump."""
        thrown = self.thrown_in
        return self.dealer if thrown is not None and thrown.same_dealer else self.next[self.dealer]

    # --8<-- [end:thrown-in]

    # --8<-- [start:trick-winner]
    def trick_winner(self) -> int:
        """The seat winning the full trick: the highest trump, else the highest of the suit led.

        When the Fool was led and its suit named (or renamed), and nobody followed that suit
        or trumped, the first card after the Fool sets the suit as if it had been led: the
        highest card of that suit wins.
        """
        best, winner = -3, self.trick_seats[0]
        score = self.fixed.scores[self.led]  # by card: its strength if it counts, else below
        for seat, card in zip(self.trick_seats, self.trick):  # noqa: B905 (same length)
            if score[card.index] > best:
                best, winner = score[card.index], seat
        if best == -1:  # nobody followed the suit named for the Fool, nor trumped
            first = next(card for card in self.trick if card is not self.fixed.excuse)
            score = self.fixed.scores[self.fixed.suit_of[first]]
            for seat, card in zip(self.trick_seats, self.trick):  # noqa: B905
                if score[card.index] > best:
                    best, winner = score[card.index], seat
        return winner
        # --8<-- [end:trick-winner]

    # -- pictures for a reader (made in tarock.text: see tarock.shown)

    def hand(self, seat: int) -> object:
        """``seat``'s cards now, as a ``tarock.text.render.Hand`` that draws itself."""
        return shown(self, "hand", seat)


_MOVING = tuple(
    name
    for name in State.__slots__
    if name not in ("ruleset", "options", "fixed", "dealer", "seats", "next", "dealt", "talon")
    if name not in ("history", "_stack")
)
"""What an action may change: ``push`` keeps these on its stack for ``pop``."""
_moving = attrgetter(*_MOVING)

_LISTS = (
    "announced",
    "bidding",
    "declared",
    "discard",
    "held",
    "pending",
    "spoken",
    "trick",
    "trick_seats",
    "tricks",
    "won",
)
"""The fields that are lists (changed in place by an action)."""


def _token(action: Action) -> str:
    """An action as a position writes it: a card alone, ``declare``, else its text."""
    if isinstance(action, Play | Discard):
        return action.card.code
    return "declare" if isinstance(action, Declare) else action.text


def _action(state: State, token: str) -> Action:
    """The action a position's ``token`` stands for where ``state`` stands."""
    if token == "declare":
        return next((a for a in legal_actions(state) if isinstance(a, Declare)), Declare(()))
    verb = token.split(" ", 1)[0]
    if verb in ("play", "discard", "announce", "demand", "name", "pass", "bid", "hold", "take"):
        return parse_action(token)
    card = parse(token)
    return Discard(card) if state.phase is Phase.DISCARD else Play(card)


def _labelled(part: str, label: str) -> str:
    word, _, rest = part.partition(" ")
    if word != label:
        raise PositionError(f"position: expected {label!r} at {part[:30]!r}")
    return rest.strip()


def _cards(text: str, where: str) -> tuple[Card, ...]:
    if text == "-":
        return ()
    try:
        return parse_many(text)
    except CardError as error:
        raise PositionError(f"position: {where}: {error}") from None


def check_deal(
    options: Options,
    hands: Sequence[Sequence[Card]],
    seats: Sequence[int],
    dealer: int,
    talon: Sequence[Card] = (),
) -> None:
    """Raise ``ValueError`` unless the hands (and the talon) are a proper deal of the rule
    set's pack."""
    if not 0 <= dealer < options.seats:
        raise ValueError(f"dealer {dealer} is not a seat (0-{options.seats - 1})")
    if len(hands) != options.seats:
        raise ValueError(f"{len(hands)} hands for {options.seats} seats")
    if len(talon) != options.talon:
        raise ValueError(f"the talon has {len(talon)} cards, not {options.talon}")
    cards = [card for hand in hands for card in hand] + list(talon)
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
    kept = 0 if options.talon else options.discard  # the dealer's extra cards
    per_player = (options.pack - options.talon - kept) // len(seats)
    for seat, hand in enumerate(hands):
        want = 0 if seat not in seats else per_player + (kept if seat == dealer else 0)
        if len(hand) != want:
            raise ValueError(f"seat {seat} was dealt {len(hand)} cards, not {want}")


# --8<-- [start:deal]
def deal_cards(options: Options, seed: int, dealer: int) -> tuple[list[list[Card]], list[Card]]:
    """Shuffle for ``seed``; deal the talon first (if any), then the hands in packets.
    Returns the hands and the talon."""
    cards = shuffle_pack(seed, pack(options.pack))
    hands: list[list[Card]] = [[] for _ in range(options.seats)]
    plan = packets(
        options.pack, options.talon, options.discard, options.packet, dealer, options.seats
    )
    for seat, start, stop in plan:
        hands[seat] += cards[start:stop]
    return hands, cards[: options.talon]


@cache
def packets(
    size: int, talon: int, discard: int, packet: int, dealer: int, seats: int
) -> tuple[tuple[int, int, int], ...]:
    """Who is dealt which cards of the shuffled pack, as (seat, start, stop): after the
    talon, packets of ``packet`` cards, forehand first and the dealer last, who keeps the
    rest (his ``discard`` extra cards, when there is no talon)."""
    active = active_seats(seats, dealer)
    first = (active.index(dealer) + 1) % len(active)
    order = active[first:] + active[:first]
    per_player = (size - talon - (0 if talon else discard)) // len(active)
    dealt = [0] * seats
    plan: list[tuple[int, int, int]] = []
    position = talon
    while position < size:
        for seat in order:
            full = all(dealt[other] == per_player for other in order if other != dealer)
            if seat == dealer and full:
                take = size - position
            else:
                take = min(packet, per_player - dealt[seat])
            if take:
                plan.append((seat, position, position + take))
            dealt[seat] += take
            position += take
    return tuple(plan)


# --8<-- [end:deal]


def deal(ruleset: Ruleset, seed: int, dealer: int = 0) -> State:
    """The deal of ``ruleset`` with ``seed`` (see ``tarock.rng``: the same cards as
    ``play_deal``, ``tarock deal --seed`` and a record with this seed); ``dealer`` deals."""
    if not 0 <= dealer < ruleset.options.seats:
        raise ValueError(f"dealer {dealer} is not a seat (0-{ruleset.options.seats - 1})")
    hands, talon = deal_cards(ruleset.options, seed, dealer)
    return State(ruleset, hands, dealer, talon=talon, check=False)
