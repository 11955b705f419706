"""Worlds a player cannot tell apart: the unseen cards dealt again, consistently with what
the player has seen.

A seat sees its own hand, every card played, the declarations (their names and the cards
they show), the announcements, the discard if it laid it away (else only the cards shown
when laid away), and the talon once it is turned up (Tapp Tarock). ``sample`` deals the
cards it has not seen to the places they may be (the other hands, a discard it did not
see, a talon not yet turned up) at random, keeping to the voids each player has shown by
not following suit or not trumping, to the cards shown, and to a trump in a discard the
table was told holds one (``discard_disclosure=fact``); then it replays the deal's
history in that world and keeps the world only if every action in it is legal there and
taken by the same seat (which checks the declarations, a demand for a new deal, the
ultimo's Pagat and the discard rules as the engine reads them). A world whose replay
fails is dealt again, up to ``TRIES`` times; after that the last world dealt is put in
place of the hidden cards of a copy of the deal (its voids and shown cards kept, its
declarations and what else the history implies not).

These functions are the reference: the compiled core (``tarock.fast.search_worlds``)
deals, repairs and replays the worlds the same way, draw for draw, its C twins named in
the docstrings below, and hands a world it gives up on back to ``fallback``.

What a player may infer from the auction (a bid says something about a hand) or from an
announcement beyond what makes it legal is not used: every consistent world is as likely.

Examples:
    >>> from tarock import rules
    >>> from tarock.engine.state import deal
    >>> from tarock.rng import Rng
    >>> state = deal(rules.get("taroc-1754"), seed=3)
    >>> world = sample(state, 1, Rng(5))
    >>> world.held[1] == state.held[1], world.held[0] == state.held[0]
    (True, False)
    >>> [bin(bits).count("1") for bits in world.held] == [len(h) for h in state.hands]
    True
"""

from __future__ import annotations

from typing import NamedTuple

from tarock.cards import PAGAT, TRUMPS_MASK, Card, Suit, cards_of, mask, pack
from tarock.engine.actions import Contract, Discard
from tarock.engine.state import IllegalAction, State
from tarock.rng import Rng
from tarock.rules import discard as discard_rules
from tarock.rules.declarations import Count, Declaration, Run, declare
from tarock.rules.options import Disclosure

TRIES = 20
"""Worlds dealt (and replayed) at most for one sample before the last one is used."""

DISCARD = -1
TALON = -2


class View(NamedTuple):
    """What one seat knows of a deal, worked out once for all the worlds of a decision."""

    seat: int
    hidden: tuple[Card, ...]
    """The cards the seat has not seen, to be dealt to the places below."""
    places: tuple[int, ...]
    """Where hidden cards may be: another seat's hand (its number), ``DISCARD``, ``TALON``."""
    sizes: tuple[int, ...]
    """How many hidden cards each place holds."""
    allowed: dict[Card, tuple[int, ...]]
    """For each hidden card, the indices (into ``places``) of the places it may be in."""
    movers: tuple[int, ...]
    """The seat that took each action of the history."""
    declared: dict[int, tuple[tuple[str, ...], int]]
    """For each other seat that has declared: the names it declared, and the cards it has
    played since (its hand when it declared is those and the cards it holds now)."""
    trump_place: int = -1
    """The index (into ``places``) of a hidden discard the table was told holds a trump
    (``discard_disclosure=fact``): every world lays one there; -1 for none."""


def seen_talon(state: State) -> bool:
    """Whether the talon has been turned up: once a declarer's game takes a half of it."""
    return state.declarer >= 0 and state.game is not None and state.game.takes_talon


def played(state: State) -> dict[int, int]:
    """The cards each seat has played so far, as masks."""
    out = dict.fromkeys(range(state.options.seats), 0)
    for trick in state.tricks:
        for seat, card in zip(trick.seats, trick.cards, strict=True):
            out[seat] |= card.bit
    for seat, card in zip(state.trick_seats, state.trick, strict=True):
        out[seat] |= card.bit
    return out


def voids(state: State) -> dict[int, int]:
    """For each seat, the cards it cannot hold: the suits it has shown it lacks by not
    following (and the trumps too when it did not trump either)."""
    fixed = state.fixed
    follow, suit_of, excuse = fixed.follow, fixed.suit_of, fixed.excuse
    trumps = follow[Suit.TRUMPS]
    lacks = dict.fromkeys(range(state.options.seats), 0)
    tricks = [(t.seats, t.cards) for t in state.tricks]
    if state.trick:
        tricks.append((tuple(state.trick_seats), tuple(state.trick)))
    for seats, cards in tricks:
        if cards[0] is excuse:  # the Fool led: the suit to follow may have been named
            continue
        led = follow[suit_of[cards[0]]]
        for seat, card in zip(seats[1:], cards[1:], strict=True):
            if card is excuse or card.bit & led:
                continue
            lacks[seat] |= led
            if not card.bit & trumps:
                lacks[seat] |= trumps
    return lacks


def movers(state: State) -> tuple[int, ...]:
    """The seat that took each action of ``state``'s history (the deal replayed: who moved
    when is public, though working it out needs the hands)."""
    probe = State(state.ruleset, state.dealt, state.dealer, talon=state.talon, check=False)
    seats = []
    for action in state.history:
        seats.append(probe.to_move)
        probe.push(action)
    return tuple(seats)


def view(state: State, seat: int) -> View:
    """What ``seat`` knows of ``state``: the hidden cards and where each may be."""
    options = state.options
    out = played(state)
    known = state.held[seat] | mask(state.dealt[seat])
    for bits in out.values():
        known |= bits
    discarder = state.discarder if state.discard else -1
    discard_bits = mask(state.discard)
    taken = mask(state.talon_half(state.half)) if state.half is not None else 0
    if seen_talon(state):  # the half taken is the declarer's (in hand or laid away)
        known |= mask(state.talon) & ~taken if seat != state.declarer else mask(state.talon)
    places: list[int] = []
    sizes: list[int] = []
    for other in state.seats:
        if other != seat:
            places.append(other)
            sizes.append(state.held[other].bit_count())
    if discarder >= 0 and discarder != seat:
        # Which of the cards laid away were shown is public; which were not, is not.
        whole = mask(state.dealt[discarder]) | taken
        shown = discard_rules.shown_mask(
            options.discard_limit, whole, options.declarations, options.discard_disclosure
        )
        known |= discard_bits & shown
        places.append(DISCARD)
        sizes.append((discard_bits & ~shown).bit_count())
    elif discarder == seat:
        known |= discard_bits
    if state.talon and not seen_talon(state):
        places.append(TALON)
        sizes.append(len(state.talon))
    # Told only the fact: a hidden trump may lie in the discard if one was laid away.
    trump_told = (
        options.discard_disclosure is Disclosure.FACT
        and discarder not in (-1, seat)
        and bool(discard_bits & TRUMPS_MASK & ~known)
    )
    lacks = voids(state)
    for other, bits in _declared_without(state).items():
        lacks[other] |= bits
    pinned = _pinned(state, seat)
    hidden = tuple(card for card in pack(options.pack) if not card.bit & known)
    allowed: dict[Card, tuple[int, ...]] = {}
    for card in hidden:
        if card in pinned:
            allowed[card] = (places.index(pinned[card]),)
            continue
        where = []
        for index, place in enumerate(places):
            if place >= 0 and card.bit & lacks[place]:
                continue
            if card.bit & taken and place not in (state.declarer, DISCARD):
                continue  # the half taken is in the declarer's hand or laid away
            if place == DISCARD and card.bit & TRUMPS_MASK and not trump_told:
                continue  # a trump laid away is shown, or the table is told there is none
            where.append(index)
        allowed[card] = tuple(where)
    declared = {
        other: (tuple(item.name for item in state.declared[other] or ()), out[other])
        for other in state.seats
        if other != seat and state.declared[other] is not None
    }
    trump_place = places.index(DISCARD) if trump_told else -1
    return View(
        seat, hidden, tuple(places), tuple(sizes), allowed, movers(state), declared, trump_place
    )


def _declared_without(state: State) -> dict[int, int]:
    """For each seat that has declared, the cards its declarations say it does not hold:
    the rest of a count it declared (a count shows every card counted), and the next card
    of a run beyond the part it showed."""
    out: dict[int, int] = {}
    table = state.options.declaration_table
    for seat in state.seats:
        declared = state.declared[seat]
        if declared is None:
            continue
        lacks = 0
        for item in declared:
            shown = mask(item.cards)
            for rule in table:
                if isinstance(rule, Count) and item.name.startswith(
                    f"{len(item.cards)} {rule.name}"
                ):
                    if not shown & ~rule.bits:
                        lacks |= rule.bits & ~shown
                elif isinstance(rule, Run) and not rule.bits & ~shown and shown & ~rule.bits:
                    extra = (shown & ~rule.bits).bit_count()
                    if extra < len(rule.run):
                        lacks |= rule.run[extra].bit
        out[seat] = lacks
    return out


def _pinned(state: State, seat: int) -> dict[Card, int]:
    """Hidden cards whose place is known: the cards a declaration showed, and the Pagat of
    a player who announced its ultimo (while it is in his hand)."""
    out = played(state)
    pinned: dict[Card, int] = {}
    for other in state.seats:
        if other == seat:
            continue
        for item in state.declared[other] or ():
            for card in item.cards:
                if not card.bit & out[other]:
                    pinned[card] = other
    for said in state.announced:
        if said.kind is Contract.ULTIMO and said.seat != seat and not PAGAT.bit & out[said.seat]:
            pinned[PAGAT] = said.seat
    return pinned


def _deal_hidden(known: View, rng: Rng, strict: bool) -> list[int] | None:
    """The hidden cards dealt to their places (a mask per place), or None if stuck or, when
    strict, if the discard lacks the trump the table was told of (C twin: ``deal_hidden``
    in ``tarock/fast/_game.c``)."""
    free = list(known.sizes)
    bits = [0] * len(free)
    every = tuple(range(len(free)))
    order = rng.shuffled(known.hidden)
    if strict:
        order.sort(key=lambda card: len(known.allowed[card]))
    for card in order:
        where = [i for i in (known.allowed[card] if strict else every) if free[i]]
        if not where:
            return None
        total = sum(free[i] for i in where)
        pick = rng.below(total)
        for i in where:
            pick -= free[i]
            if pick < 0:
                break
        free[i] -= 1
        bits[i] |= card.bit
    if strict and known.trump_place >= 0 and not bits[known.trump_place] & TRUMPS_MASK:
        return None
    return bits


REPAIRS = 60
"""Swaps of two hidden cards tried at most to make a world's declarations come out right."""


def _misdeclared(known: View, bits: list[int], table: tuple[Declaration, ...]) -> list[int]:
    """The indices of the places (hands) whose declarations would not be the ones made
    (C twin: ``misdeclared``)."""
    wrong = []
    for index, place in enumerate(known.places):
        target = known.declared.get(place)
        if target is not None:
            names, since = target
            if tuple(item.name for item in declare(bits[index] | since, table)) != names:
                wrong.append(index)
    return wrong


def _repair(known: View, bits: list[int], rng: Rng, table: tuple[Declaration, ...]) -> bool:
    """Swap hidden cards between places (each staying where it may be) until every hand's
    declarations come out as they were made; whether that was reached. A swap that leaves
    more hands wrong, or takes from the discard the trump the table was told of, is undone
    (C twin: ``repair``)."""
    wrong = _misdeclared(known, bits, table)
    places = range(len(bits))
    for _ in range(REPAIRS):
        if not wrong:
            return True
        here = rng.choice(wrong)
        there = rng.choice([i for i in places if i != here and bits[i]])
        mine, theirs = cards_of(bits[here]), cards_of(bits[there])
        a, b = rng.choice(mine), rng.choice(theirs)
        if there not in known.allowed[a] or here not in known.allowed[b]:
            continue
        swap = a.bit | b.bit
        bits[here] ^= swap
        bits[there] ^= swap
        told = known.trump_place
        now = _misdeclared(known, bits, table)
        if len(now) > len(wrong) or (told >= 0 and not bits[told] & TRUMPS_MASK):
            bits[here] ^= swap
            bits[there] ^= swap
        else:
            wrong = now
    return not wrong


def sample(state: State, seat: int, rng: Rng, known: View | None = None) -> State:
    """A world ``seat`` cannot tell from ``state``: a new state with the same history, the
    hidden cards dealt again (see the module's docstring; C twin: ``core_search_worlds``)."""
    known = known or view(state, seat)
    table = state.options.declaration_table
    last = None
    for _ in range(TRIES):
        bits = _deal_hidden(known, rng, strict=True)
        if bits is None:
            continue
        last = bits
        if known.declared and not _repair(known, bits, rng, table):
            continue
        world = _replayed(state, known, bits, rng)
        if world is not None:
            return world
    return fallback(state, known, last, rng)


def fallback(state: State, known: View, last: list[int] | None, rng: Rng) -> State:
    """The world used when ``TRIES`` worlds dealt gave none that replays: the ``last`` dealt
    (or, if none could be dealt strictly, one dealt without the places' limits) in place of
    the hidden cards (the compiled core hands its worlds back here)."""
    if last is None:
        last = _deal_hidden(known, rng, strict=False)
        assert last is not None  # the sizes add up to the hidden cards
    return _substituted(state, known, last, rng)


def _substituted(state: State, known: View, bits: list[int], rng: Rng) -> State:
    """``state`` with the hidden cards in ``bits``: the other hands, a hidden discard and a
    hidden talon replaced, everything public kept (the fallback when no replay succeeds:
    a sound state, though its history may not be legal in it)."""
    where = dict(zip(known.places, bits, strict=True))
    world = state.copy()
    for place, cards in where.items():
        if place >= 0:
            world.held[place] = cards
    if DISCARD in where:
        laid = iter(cards_of(where[DISCARD]))
        hidden = mask(known.hidden)
        world.discard = [next(laid) if card.bit & hidden else card for card in state.discard]
    if TALON in where:
        world.talon = tuple(rng.shuffled(cards_of(where[TALON])))
    if state.holdings and not state.tricks:  # what each hand holds, for its declaration
        world.holdings = tuple(
            world.holding(other) if other in state.seats else ()
            for other in range(state.options.seats)
        )
    return world


def _replayed(state: State, known: View, bits: list[int], rng: Rng) -> State | None:
    """The deal replayed with the hidden cards in ``bits``; None if an action is not legal
    there or not taken by the same seat, or if it ends with another seat to move (C twin:
    ``replayed``, its check ``legal_code``)."""
    where = dict(zip(known.places, bits, strict=True))
    out = played(state)
    seat = known.seat
    discarder = state.discarder if state.discard else -1
    hidden_discard = discarder >= 0 and discarder != seat
    discard = mask(state.discard)
    if hidden_discard:
        discard = (discard & ~mask(known.hidden)) | where[DISCARD]
    taken = mask(state.talon_half(state.half)) if state.half is not None else 0
    hands: list[list[Card]] = []
    for other in range(state.options.seats):
        if other == seat or other not in state.seats:
            hands.append(list(state.dealt[other]))
            continue
        held = where[other] | out[other]
        if other == discarder:
            held |= discard
        if other == state.declarer:
            held &= ~taken
        hands.append(cards_of(held))
    talon = state.talon if TALON not in where else tuple(rng.shuffled(cards_of(where[TALON])))
    world = State(state.ruleset, hands, state.dealer, talon=talon, check=False)
    laid = iter(cards_of(discard & ~mask(state.discard))) if hidden_discard else iter(())
    for action, mover in zip(state.history, known.movers, strict=True):
        if hidden_discard and isinstance(action, Discard) and action.card.bit & ~discard:
            action = Discard(next(laid))
        if world.to_move != mover:
            return None
        try:
            world.apply(action)
        except IllegalAction:
            return None
    if (world.to_move, world.phase) != (state.to_move, state.phase):
        return None  # e.g. the lead passed on by the Fool's holder at its deadline
    return world


__all__ = ["REPAIRS", "TRIES", "View", "fallback", "sample", "view", "voids"]
