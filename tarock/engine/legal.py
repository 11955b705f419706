"""Legal actions: a pure function of the state, each answer with its rule clause.

Examples:
    >>> from tarock import rules
    >>> from tarock.engine.state import deal
    >>> state = deal(rules.get("grosstarock"), seed=1)
    >>> sorted({str(clause) for clause in legal_actions(state).values()})
    ['the dealer lays away cards the rules allow']
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from enum import StrEnum
from typing import TYPE_CHECKING

from tarock.cards import (
    ALL,
    FOOL,
    FOOL_BIT,
    PAGAT,
    SUIT_MASKS,
    TRUMPS_MASK,
    Card,
    Suit,
    cards_of,
    chunks,
    mask,
    members,
)
from tarock.engine.actions import (
    NAMEABLE,
    PASS,
    Action,
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
    Play,
)
from tarock.engine.phases import Phase
from tarock.rules import discard as discard_rules
from tarock.rules.contracts import TalonUse
from tarock.rules.options import Hold as HoldRule
from tarock.rules.options import TalonChoice

if TYPE_CHECKING:
    from tarock.engine.state import State


class Clause(StrEnum):
    """The rule clauses that allow or force an action."""

    LAY_AWAY = "the dealer lays away cards the rules allow"
    LAY_AWAY_TRUMP = "a trump may be laid away only as the rules allow, and is shown"
    LAY_AWAY_COMBINATION = (
        "a card of a combination the dealer could declare goes only when it cannot be"
        " avoided, and is shown"
    )
    DECLARE = "declarations are computed from the hand and paid by each opponent"
    ANNOUNCE = "a Vole or Nolo may be announced before this trick"
    NO_ANNOUNCEMENT = "no announcement"
    LEAD = "the leader may lead any card"
    FOLLOW = "must follow suit"
    TRUMP = "void in the suit led: must trump"
    ANY = "void in the suit led and in trumps: any card"
    FOOL_ANY_TIME = "the Fool may be played to any trick"
    FOOL_LED = "the Fool was led: the next card sets the suit"
    FOOL_DEADLINE = "the Fool must have been played by this trick"
    FOOL_OUT_OF_TRUMPS = "out of trumps and void in the suit led: the Fool must be played"
    FOOL_DEMANDED = "an opponent demanded the Fool in this trick"
    DEMAND_FOOL = "an opponent may demand that the Fool be played to this trick"
    NAME = "leading the Fool, its owner names the suit to follow"
    NAME_HELD = "leading the Fool, its owner names a suit an opponent still holds"
    RENAME = "neither opponent can follow the named suit: the next player may name another"
    REDEAL = "a player dealt no trump may demand a new deal"
    NO_REDEAL = "play the hand as dealt"
    BID = "bid one step higher (or, as the first bid, the lowest game)"
    BID_SOLO = "Solo may be bid at a player's first turn"
    HOLD = "an overbid player may hold: take over the last bid"
    HOLD_FOREHAND = "forehand may hold: take over the last bid"
    PASS_BID = "pass: out of the auction"
    TALON_EITHER = "the declarer may take either half of the talon"
    TALON_FIXED = "this game takes its own half of the talon"
    LAY_AWAY_DECLARER = "the declarer lays away cards the rules allow"
    ANNOUNCE_ULTIMO = "the declarer, holding the Pagat, may announce the ultimo before the lead"
    ANNOUNCE_VALAT = "the declarer may announce a Valat before the first lead"


# Members read on every card, bound once: Python 3.11 looks up an Enum member ten times
# slower than a global (the one place the engine keeps this idiom).
_LEAD, _FOLLOW, _TRUMP, _ANY = Clause.LEAD, Clause.FOLLOW, Clause.TRUMP, Clause.ANY
_PLAY, _TRUMPS = Phase.PLAY, Suit.TRUMPS

PLAYS: tuple[Play, ...] = tuple(Play(card) for card in ALL)
"""The play of each card, by ``Card.index``."""
_PLAYS = chunks(PLAYS)
"""The plays of the cards of a mask, a byte at a time (see ``tarock.cards.members``)."""
DISCARDS: dict[Card, Discard] = {card: Discard(card) for card in ALL}
_DISCARDS = chunks(list(DISCARDS.values()))
"""The discards of the cards of a mask, a byte at a time."""
ANNOUNCES: dict[Contract, Announce] = {kind: Announce(kind) for kind in Contract}
DEMAND_FOOL = Demand(Claim.FOOL)
HOLD = Hold()
_ANNOUNCE_CLAUSES = {
    Contract.VOLE: Clause.ANNOUNCE,
    Contract.NOLO: Clause.ANNOUNCE,
    Contract.ULTIMO: Clause.ANNOUNCE_ULTIMO,
    Contract.VALAT: Clause.ANNOUNCE_VALAT,
}


def legal_actions(state: State) -> Mapping[Action, str]:
    """Every legal action for the player to move, mapped to the clause that allows it (a
    card to play: ``Plays``, read from masks when asked)."""
    if state.phase is _PLAY and state.naming < 0:  # the common case first
        return Plays(play_groups(state))
    return LEGAL[state.phase](state)


def offered(legal: Mapping[Action, str]) -> list[Action]:
    """The legal actions as a list, in the order offered (of ``Plays`` and ``Discards``,
    read from their masks)."""
    return legal.actions() if type(legal) is Plays or type(legal) is Discards else list(legal)


class Plays(Mapping[Action, str]):
    """The cards the player to move may play, as a mapping of their ``Play`` actions to
    clauses that reads its masks only when asked: ``in`` is a bit test, ``len`` a
    popcount, and the actions come in the order offered (each group in card order)."""

    __slots__ = ("bits", "groups")

    bits: int
    """The cards that may be played, as one mask."""

    def __init__(self, groups: Groups) -> None:
        self.groups = groups
        if len(groups) == 1:  # the common case: one clause for every card
            self.bits = groups[0][0]
            return
        bits = 0
        for cards, _ in groups:
            bits |= cards
        self.bits = bits

    def __contains__(self, action: object) -> bool:
        return type(action) is Play and bool(action.card.bit & self.bits)

    def __getitem__(self, action: Action) -> str:
        if type(action) is Play:
            for bits, clause in self.groups:
                if bits & action.card.bit:
                    return clause
        raise KeyError(action)

    def __len__(self) -> int:
        return self.bits.bit_count()  # the groups never share a card

    def __iter__(self) -> Iterator[Action]:
        return iter(self.actions())

    def actions(self) -> list[Action]:
        """The legal plays, in the order offered."""
        groups = self.groups
        if len(groups) == 1:
            return members(groups[0][0], _PLAYS)
        return [play for bits, _ in groups for play in members(bits, _PLAYS)]


def _redeal(state: State) -> dict[Action, str]:
    return {Demand(Claim.REDEAL): Clause.REDEAL, PASS: Clause.NO_REDEAL}


def _declaration(state: State) -> dict[Action, str]:
    held = state.holdings[state.to_move]
    return {Declare(tuple(item.name for item in held)): Clause.DECLARE}


def _announcements(state: State) -> dict[Action, str]:
    seat, clauses = state.to_move, _ANNOUNCE_CLAUSES
    legal: dict[Action, str] = {
        ANNOUNCES[kind]: clauses[kind] for kind in announce_kinds(state, seat)
    }
    if may_demand_fool(state, seat):
        legal[DEMAND_FOOL] = Clause.DEMAND_FOOL
    legal[PASS] = Clause.NO_ANNOUNCEMENT
    return legal


def _nothing(state: State) -> dict[Action, str]:
    return {}


def _names(state: State) -> dict[Action, str]:
    if state.naming != state.trick_seats[0]:
        return {NameSuit(suit): Clause.RENAME for suit in NAMEABLE}
    if not state.options.fool_named_held:
        return {NameSuit(suit): Clause.NAME for suit in NAMEABLE}
    held = 0  # what the opponents still hold
    for seat in state.seats:
        if seat != state.naming:
            held |= state.held[seat]
    return {NameSuit(suit): Clause.NAME_HELD for suit in NAMEABLE if held & SUIT_MASKS[suit]}


Groups = tuple[tuple[int, str], ...]
"""Cards as masks, each with the clause that allows them, in the order offered."""


# --8<-- [start:plays]
def play_groups(state: State) -> Groups:
    """The cards the player to move may play, as masks with their clauses: follow suit,
    else trump, else any card; the Fool's own rules first (masks: ``tarock.cards``)."""
    hand = state.held[state.to_move]
    follow = state.fixed.follow
    led = state.led if state.trick else None
    if state.fixed.excuse is None:  # the Fool is the top trump: no rules of its own
        return _groups_fool_trump(hand, led, follow)
    options = state.options
    fool = hand & FOOL_BIT
    leads = hand
    if fool:
        number = len(state.tricks) + 1
        if options.fool_deadline and number >= options.fool_deadline:
            return ((FOOL_BIT, Clause.FOOL_DEADLINE),)
        if state.fool_demanded:
            return ((FOOL_BIT, Clause.FOOL_DEMANDED),)
        barred = options.fool_barred_trick == number
        if barred or (not state.trick and not options.fool_may_lead and hand != FOOL_BIT):
            leads = hand ^ FOOL_BIT
            fool = 0 if barred else fool
    if not state.trick:
        return ((leads, _LEAD),)
    if led is None:
        return ((leads, Clause.FOOL_LED),)
    if hand & follow[led]:
        first = (hand & follow[led], _FOLLOW)
    elif hand & TRUMPS_MASK:
        first = (hand & TRUMPS_MASK, _TRUMP)
    elif fool and options.fool_when_out_of_trumps:
        return ((FOOL_BIT, Clause.FOOL_OUT_OF_TRUMPS),)
    else:
        first = (leads & ~FOOL_BIT, _ANY)
    return (first, (FOOL_BIT, Clause.FOOL_ANY_TIME)) if fool else (first,)


# --8<-- [end:plays]


# --8<-- [start:plays-fool-trump]
def _groups_fool_trump(hand: int, led: Suit | None, follow: dict[Suit, int]) -> Groups:
    """Follow suit, else trump, else any card, with the Fool as the highest trump."""
    if led is None:
        return ((hand, _LEAD),)
    if hand & follow[led]:
        return ((hand & follow[led], _FOLLOW),)
    if hand & follow[_TRUMPS]:
        return ((hand & follow[_TRUMPS], _TRUMP),)
    return ((hand, _ANY),)


# --8<-- [end:plays-fool-trump]


def play_mask(state: State) -> int:
    """The cards the player to move may play, as one mask."""
    return Plays(play_groups(state)).bits


def _plays(state: State) -> Mapping[Action, str]:
    if state.naming >= 0:  # the Fool was led: a suit is named before anyone plays
        return _names(state)
    return Plays(play_groups(state))


def discard_allowed(state: State) -> frozenset[Card]:
    """The cards that may be laid away next (judged on the whole hand before the discard:
    the dealer's as dealt, or the declarer's with the talon half he took)."""
    return frozenset(cards_of(_allowed_mask(state)))


def discard_shown(state: State) -> frozenset[Card]:
    """The cards of the discarder's hand that are shown to the table if laid away."""
    return frozenset(cards_of(_shown_mask(state)))


def _allowed_mask(state: State) -> int:
    options, laid = state.options, mask(state.discard)
    whole = state.held[state.discarder] | laid  # the discarder's hand before the discard
    limit, table = options.discard_limit, options.declarations
    return discard_rules.allowed_mask(limit, whole, laid, options.discard, table)


def _shown_mask(state: State) -> int:
    options, whole = state.options, state.held[state.discarder] | mask(state.discard)
    return discard_rules.shown_mask(
        options.discard_limit, whole, options.declarations, options.discard_disclosure
    )


def _discards(state: State) -> Discards:
    allowed = _allowed_mask(state) & state.held[state.discarder]
    plain = Clause.LAY_AWAY_DECLARER if state.declarer >= 0 else Clause.LAY_AWAY
    return Discards(allowed, _shown_mask(state) & allowed, plain)


class Discards(Mapping[Action, str]):
    """The cards the rules allow to be laid away next, as a mapping of their ``Discard``
    actions (in card order) to clauses, read from masks when asked: a trump or a card of
    a combination that is shown when laid away says so."""

    __slots__ = ("bits", "plain", "shown")

    bits: int
    """The cards that may be laid away, as a mask."""
    shown: int
    """Those of them shown to the table if laid away."""
    plain: str
    """The clause of a card that is not shown."""

    def __init__(self, bits: int, shown: int, plain: str) -> None:
        self.bits, self.shown, self.plain = bits, shown, plain

    def __contains__(self, action: object) -> bool:
        return type(action) is Discard and bool(action.card.bit & self.bits)

    def __getitem__(self, action: Action) -> str:
        if type(action) is not Discard or not action.card.bit & self.bits:
            raise KeyError(action)
        card = action.card
        if not card.bit & self.shown:
            return self.plain
        return Clause.LAY_AWAY_TRUMP if card.is_trump else Clause.LAY_AWAY_COMBINATION

    def __len__(self) -> int:
        return self.bits.bit_count()

    def __iter__(self) -> Iterator[Action]:
        return iter(self.actions())

    def actions(self) -> list[Action]:
        """The discards the rules allow, in card order."""
        return members(self.bits, _DISCARDS)


# -- the auction and the talon ---------------------------------------------------------


# --8<-- [start:bids]
def _bids(state: State) -> dict[Action, str]:
    """One step higher (or the lowest game to open), Solo at a first turn, hold, or pass."""
    options, seat = state.options, state.to_move
    games = options.games
    step = state.bid + 1
    legal: dict[Action, str] = {}
    if step < len(games):
        legal[Bid(games[step].name)] = Clause.BID
    if options.solo_first_turn and seat not in state.spoken:
        for game in games[step + 1 :]:
            if game.is_solo:
                legal[Bid(game.name)] = Clause.BID_SOLO
    if may_hold(state, seat):
        forehand_only = options.hold is HoldRule.FOREHAND
        legal[HOLD] = Clause.HOLD_FOREHAND if forehand_only else Clause.HOLD
    legal[PASS] = Clause.PASS_BID
    return legal


def may_hold(state: State, seat: int) -> bool:
    """Whether ``seat`` may take over the last bid: it was made by a later bidder (nearer the
    dealer), and ``seat`` is forehand or, under ``Hold.OVERBID``, any player so overbid."""
    bidder = state.bidder
    if bidder < 0 or bidder == seat:
        return False
    order = state.bidding_order
    if order.index(bidder) < order.index(seat):
        return False
    return state.options.hold is HoldRule.OVERBID or seat == state.forehand


def _talon_halves(state: State) -> dict[Action, str]:
    """Either half (a Dreier, or any game when the choice is free), else the game's own half."""
    game = state.game
    assert game is not None
    if game.talon is TalonUse.EITHER or state.options.talon_half is TalonChoice.FREE:
        return {ChooseTalon(half): Clause.TALON_EITHER for half in Half}
    own = Half.LOWER if game.talon is TalonUse.LOWER else Half.UPPER
    return {ChooseTalon(own): Clause.TALON_FIXED}


# --8<-- [end:bids]


LEGAL: dict[Phase, Callable[[State], Mapping[Action, str]]] = {
    Phase.DEAL: _redeal,
    Phase.BID: _bids,
    Phase.TALON: _talon_halves,
    Phase.DISCARD: _discards,
    Phase.DECLARE: _declaration,
    Phase.ANNOUNCE: _announcements,
    Phase.PLAY: _plays,
    Phase.DONE: _nothing,
}
"""The legal actions in each phase (``legal_actions`` looks them up)."""


# -- announcements --------------------------------------------------------------


# --8<-- [start:announce]
def announce_kinds(state: State, seat: int) -> list[Contract]:
    """What ``seat`` may announce before the coming trick."""
    if state.options.contracts:
        return contract_announcements(state, seat)
    number = len(state.tricks) + 1
    won = state.won[seat]
    vole = number <= state.vole_until and won == number - 1  # every trick so far
    nolo = number <= state.nolo_until and won == 0  # no trick so far
    if not (vole or nolo):
        return []
    for item in state.announced:
        if item.seat == seat:
            return []
        vole = vole and item.kind is not Contract.VOLE
    return [kind for kind, may in ((Contract.VOLE, vole), (Contract.NOLO, nolo)) if may]


# --8<-- [end:announce]


# --8<-- [start:announce-contract]
def contract_announcements(state: State, seat: int) -> list[Contract]:
    """With a declarer: before the first lead, the declarer alone may announce the Pagat
    ultimo (holding the Pagat) and a Valat, each at most once; the defenders announce
    nothing."""
    if seat != state.declarer:
        return []
    number = len(state.tricks) + 1
    made = [item.kind for item in state.announced if item.seat == seat]
    kinds = []
    if (
        number <= state.ultimo_until
        and PAGAT.bit & state.held[seat]
        and Contract.ULTIMO not in made
    ):
        kinds.append(Contract.ULTIMO)
    if number <= state.vole_until and Contract.VALAT not in made:
        kinds.append(Contract.VALAT)
    return kinds


# --8<-- [end:announce-contract]


def may_demand_fool(state: State, seat: int) -> bool:
    """Whether ``seat`` may demand that the Fool, still in another hand, be played now."""
    return (
        state.options.fool_demand_trick == len(state.tricks) + 1
        and not state.fool_demanded
        and not state.held[seat] & FOOL_BIT
        and any(state.held[other] & FOOL_BIT for other in state.seats)
    )


def may_announce(state: State, seat: int) -> bool:
    """Whether ``seat`` has anything to announce or demand before the coming trick."""
    return bool(announce_kinds(state, seat)) or may_demand_fool(state, seat)


def announcers(state: State) -> list[int]:
    """The seats, from the leader round, that may announce or demand before the coming trick."""
    number = len(state.tricks) + 1
    demand = state.options.fool_demand_trick == number
    if number > state.announce_until and not demand:
        return []
    everyone_took_one = number > 1 and all(map(state.won.__getitem__, state.seats))
    if everyone_took_one and not (demand or state.options.contracts):
        return []  # a Vole needs two players, a Nolo one, who have taken no trick yet
    return [seat for seat in state.round_from(state.leader) if may_announce(state, seat)]


# --8<-- [start:fool-passes-lead]
def fool_passes_lead(state: State) -> bool:
    """Whether the leader must pass the lead because he still holds the Fool at its deadline."""
    deadline = state.options.fool_deadline
    return (
        bool(deadline)
        and state.trick_number == deadline
        and bool(state.held[state.leader] & FOOL_BIT)
    )


# --8<-- [end:fool-passes-lead]


# -- explaining an illegal action ------------------------------------------------


def why_illegal(state: State, action: Action) -> str:
    """A sentence naming the rule that forbids ``action`` now."""
    seat = state.to_move
    legal = state.legal()
    wanted = {
        Phase.DEAL: "demand a new deal or pass",
        Phase.BID: "bid, hold or pass",
        Phase.TALON: "take a half of the talon",
        Phase.DISCARD: "lay a card away",
        Phase.DECLARE: "declare",
        Phase.ANNOUNCE: "announce, demand or pass",
        Phase.PLAY: "name the Fool's suit" if state.naming >= 0 else "play a card",
        Phase.DONE: "nothing: the deal is over",
    }[state.phase]
    options = ", ".join(sorted(a.text for a in legal)) or "none"
    if not any(type(action) is type(allowed) for allowed in legal):
        return f"{action.text!r} is out of turn: seat {seat} must {wanted} now"
    if isinstance(action, Play | Discard):
        card = action.card
        if not card.bit & state.held[seat]:
            return f"{action.text!r}: {card.code} is not in seat {seat}'s hand"
        if isinstance(action, Discard):
            rule = discard_rules.RULES[state.options.discard_limit].__doc__ or ""
            return f"{card.code} may not be laid away: {rule.strip()} Legal: {options}"
        clauses = {clause for clause in legal.values() if clause != Clause.FOOL_ANY_TIME}
        if card is FOOL and not state.trick and not state.options.fool_may_lead:
            reason = "the Fool may not be led"
        elif card is FOOL and state.options.fool_barred_trick == state.trick_number:
            reason = f"the Fool may not be played to trick {state.trick_number}"
        else:
            reason = " / ".join(sorted(clauses)) or "it is not allowed"
        led = state.led_suit()
        where = f" ({led.name.lower()} led)" if led is not None else ""
        return f"{card.code} cannot be played: {reason}{where}. Legal: {options}"
    if isinstance(action, Declare):
        return f"declarations are computed from the hand: seat {seat} must {options}"
    return f"seat {seat} may not {action.text} now; legal: {options}"
