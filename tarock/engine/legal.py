"""Legal actions: a pure function of the state, each answer with its rule clause.

Examples:
    >>> from tarock import rules
    >>> from tarock.engine.state import deal
    >>> state = deal(rules.get("grosstarock"), seed=1)
    >>> sorted({str(clause) for clause in legal_actions(state).values()})
    ['the dealer lays away cards the rules allow']
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import TYPE_CHECKING

from tarock.cards import ALL, FOOL, PAGAT, Card, Suit
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
    LAY_AWAY_FORCED = "no allowed card left: the dealer may lay away any card"
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


# Enum members used on every card, read once: in Python 3.11 ``Clause.LEAD`` costs ten
# times a global.
_LEAD, _FOLLOW, _TRUMP, _ANY = Clause.LEAD, Clause.FOLLOW, Clause.TRUMP, Clause.ANY
_FOOL_LED, _FOOL_ANY_TIME = Clause.FOOL_LED, Clause.FOOL_ANY_TIME
_TRUMPS = Suit.TRUMPS
_ALL_SUITS = tuple(Suit)

PLAYS: dict[Card, Play] = {card: Play(card) for card in ALL}
_FOOL_PLAY = PLAYS[FOOL]
DISCARDS: dict[Card, Discard] = {card: Discard(card) for card in ALL}
ANNOUNCES: dict[Contract, Announce] = {kind: Announce(kind) for kind in Contract}
DEMAND_FOOL = Demand(Claim.FOOL)
HOLD = Hold()
_ANNOUNCE_CLAUSES = {
    Contract.VOLE: Clause.ANNOUNCE,
    Contract.NOLO: Clause.ANNOUNCE,
    Contract.ULTIMO: Clause.ANNOUNCE_ULTIMO,
    Contract.VALAT: Clause.ANNOUNCE_VALAT,
}


def legal_actions(state: State) -> dict[Action, str]:
    """Every legal action for the player to move, mapped to the clause that allows it."""
    return LEGAL[state.phase](state)


def _redeal(state: State) -> dict[Action, str]:
    return {Demand(Claim.REDEAL): Clause.REDEAL, PASS: Clause.NO_REDEAL}


def _declaration(state: State) -> dict[Action, str]:
    held = state.holding(state.to_move)
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
    clause = Clause.NAME if state.naming == state.trick_seats[0] else Clause.RENAME
    return {NameSuit(suit): clause for suit in NAMEABLE}


Plays = dict[Action, str]
"""Plays mapped to the clause that allows them."""


def ready_plays(hand: list[Card], suit_of: dict[Card, Suit]) -> tuple[Plays, dict[Suit, Plays]]:
    """A hand's plays made ready as legal answers: all of them as leads, and those of each
    suit (the suit each card follows) as follows; the state keeps them with the hand, so
    the legal plays are a copy, not a search."""
    follows: dict[Suit, Plays] = {suit: {} for suit in _ALL_SUITS}
    for card in hand:
        follows[suit_of[card]][PLAYS[card]] = _FOLLOW
    return dict.fromkeys(map(PLAYS.__getitem__, hand), _LEAD), follows


# --8<-- [start:plays]
def _plays(state: State) -> Plays:
    if state.naming >= 0:  # the Fool was led: a suit is named before anyone plays
        return _names(state)
    options = state.options
    leads = state.leads[state.to_move]
    follows = state.follows[state.to_move]
    if state.excuse is None:
        return _plays_fool_trump(state, leads, follows)
    has_fool = _FOOL_PLAY in leads
    if has_fool:  # the Fool's own rules first
        number = len(state.tricks) + 1
        if options.fool_deadline and number >= options.fool_deadline:
            return {_FOOL_PLAY: Clause.FOOL_DEADLINE}
        if state.fool_demanded:
            return {_FOOL_PLAY: Clause.FOOL_DEMANDED}
        barred = options.fool_barred_trick == number
        if barred or (not state.trick and not options.fool_may_lead and len(leads) > 1):
            leads = leads.copy()
            del leads[_FOOL_PLAY]
            has_fool = not barred
    if not state.trick:
        return leads.copy()
    led = state.led
    if led is None:
        return dict.fromkeys(leads, _FOOL_LED)
    legal: Plays
    if follows[led]:
        legal = follows[led].copy()
    elif follows[_TRUMPS]:
        legal = dict.fromkeys(follows[_TRUMPS], _TRUMP)
    elif has_fool and options.fool_when_out_of_trumps:
        return {_FOOL_PLAY: Clause.FOOL_OUT_OF_TRUMPS}
    else:
        legal = dict.fromkeys(leads, _ANY)
        legal.pop(_FOOL_PLAY, None)
    if has_fool:
        legal[_FOOL_PLAY] = _FOOL_ANY_TIME
    return legal


# --8<-- [end:plays]


# --8<-- [start:plays-fool-trump]
def _plays_fool_trump(state: State, leads: Plays, follows: dict[Suit, Plays]) -> Plays:
    """Follow suit, else trump, else any card, with the Fool as the highest trump."""
    led = state.led
    if not state.trick or led is None:
        return leads.copy()
    if follows[led]:
        return follows[led].copy()
    if follows[_TRUMPS]:
        return dict.fromkeys(follows[_TRUMPS], _TRUMP)
    return dict.fromkeys(leads, _ANY)


# --8<-- [end:plays-fool-trump]


def discard_allowed(state: State) -> frozenset[Card]:
    """The cards that may be laid away next (judged on the whole hand before the discard:
    the dealer's as dealt, or the declarer's with the talon half he took)."""
    options = state.options
    whole = [*state.hands[state.discarder], *state.discard]
    return discard_rules.allowed(options.discard_limit, whole, state.discard, options.discard)


def _discards(state: State) -> dict[Action, str]:
    hand = state.hands[state.discarder]
    allowed = discard_allowed(state)
    plain = Clause.LAY_AWAY_DECLARER if state.declarer >= 0 else Clause.LAY_AWAY
    shown = Clause.LAY_AWAY_TRUMP
    legal: dict[Action, str] = {
        DISCARDS[card]: shown if card.is_trump else plain for card in hand if card in allowed
    }
    return legal or dict.fromkeys(map(DISCARDS.__getitem__, hand), Clause.LAY_AWAY_FORCED)


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


LEGAL: dict[Phase, Callable[[State], dict[Action, str]]] = {
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
    if number <= state.ultimo_until and PAGAT in state.hands[seat] and Contract.ULTIMO not in made:
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
        and FOOL not in state.hands[seat]
        and any(FOOL in state.hands[other] for other in state.seats)
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
    return bool(deadline) and state.trick_number == deadline and FOOL in state.hands[state.leader]


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
        hand = state.hands[seat]
        if card not in hand:
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
