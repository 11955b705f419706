"""The compiled core's tables, read from the Python rule sets: no rule fact is typed twice.

``config(ruleset)`` fills the core's one flat array of 64-bit words, field by field in
the order the core itself exports (``_core.FIELDS``), from the same objects the Python
engine reads: the cards (``tarock.cards``), what the options fix for a deal
(``tarock.engine.state.Fixed``, ``packets``), the declarations
(``Options.declaration_table``), the discard rules' masks (``tarock.rules.discard``)
and the heuristic bot's rankings (``tarock.players.heuristic._orders``).
``unsupported(ruleset, kinds)`` names what the core does not yet play, or returns None.
"""

from __future__ import annotations

import dataclasses
import math
from array import array
from collections.abc import Iterable, Mapping, Sequence
from functools import cache

from tarock import cards, players
from tarock.cards import ALL, FOOL, KINGS, PAGAT, SUIT_MASKS, TRUMPS_MASK, Suit, pack
from tarock.engine.actions import (
    NAMEABLE,
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
    Pass,
    Play,
)
from tarock.engine.state import State, _fixed, packets
from tarock.players import heuristic, worlds
from tarock.rules import discard as discard_rules
from tarock.rules.contracts import Game, TalonUse
from tarock.rules.declarations import Count, Group, Run
from tarock.rules.options import FailedUltimo, Options, TalonChoice
from tarock.rules.options import Hold as HoldRule
from tarock.scoring.counting import card_points
from tarock.scoring.settlement import Amount, Pot, valat_values

_WORD = (1 << 64) - 1
_SUITS = list(Suit)
"""The suits in the order the core indexes them; one more row stands for none led."""
BOTS = tuple(players.BOTS)
"""The bot kinds the core plays, by their index in the core."""
DECLARATION_ROW = 32
"""Words a declaration takes in the core's table (``DECLW`` in ``_game.c``)."""


def signed(word: int) -> int:
    """A 64-bit word as the core's signed words hold it (two's complement)."""
    return word - (1 << 64) if word >= 1 << 63 else word


def words(value: int) -> list[int]:
    """A mask as the core reads it: the low 64 bits, then the high."""
    return [signed(value & _WORD), value >> 64]


def _masks(values: Iterable[int]) -> list[int]:
    return [word for value in values for word in words(value)]


Report = tuple[
    tuple[int, ...], tuple[int, ...], dict[str, tuple[int, ...]], list[int], tuple[int, ...]
]
"""A deal as the core reports it when traced: each seat's net and card points in thirds,
its nets in thirds by kind of payment, the actions as codes, what went into each pot."""

Names = tuple[tuple[str, ...], tuple[str, ...]]
"""The core's discard rules and card settlements, by their option values."""


BUILT_NAMES: Names = (
    ("1754", "dummett", "danish", "grand-tarot", "tapp", "1754-with-plain"),
    ("exact", "bands", "bands-eldest", "bands-each", "none"),
)
"""What the built core exports as its names: the refusals without it are the same."""


THROUGH_TABLES = frozenset(
    {
        "pack",  # pack_cards, fact_limit, pack_points
        "packet",  # packets
        "pip_order",  # scores (Fixed.strength)
        "fool_is_top_trump",  # follow, suit_of, scores, excuse
        "contracts",  # games
        "tapper",  # games
        "hold",  # hold_forehand
        "talon_half",  # talon_free
        "declarations",  # decl
        "ladons",  # decl (Options.declaration_table)
        "discard_limit",  # discard_rule
        "card_settlement",  # card_settlement
        "failed_ultimo_pot",  # failed_double, failed_penalty
        "vole_announced",  # vole_until, vole_tiers
        "nolo_announced",  # nolo_until, nolo_tiers
        "valat_game_factor",  # games (valat_values)
        "direction",  # seats are numbered in the order of play: the engine never reads it
        "pot_ante",  # the stakes before a deal: sessions, not a deal
        "dealer_stake",
        "dealer_stake_on_ante",
        # What the table is told of trumps laid away changes only what a player is shown (the
        # clauses of the legal discards, the search player's worlds, sampled in Python): the
        # random and heuristic bots choose among the same discards either way.
        "discard_disclosure",
    }
)
"""The options the core honours through its tables rather than a field of the same name."""


BUILT_FIELDS = frozenset(
    {
        "card_settlement",
        "declare_laid_away",
        "discard",
        "fool_barred_trick",
        "fool_captured_from",
        "fool_deadline",
        "fool_demand_trick",
        "fool_exchange_at_end",
        "fool_kept_no_trick",
        "fool_may_lead",
        "fool_named_held",
        "fool_named_last_trick",
        "fool_names_suit",
        "fool_when_out_of_trumps",
        "four_kings",
        "king_captured",
        "king_captured_pot",
        "king_home",
        "king_ultimo",
        "king_ultimo_lost",
        "last_trick",
        "nolo",
        "nolo_cancels",
        "pack",
        "pagat_captured",
        "pagat_captured_pot",
        "pagat_home",
        "pagat_ultimo",
        "pagat_ultimo_announced",
        "pagat_ultimo_lost",
        "par",
        "redeal_without_trumps",
        "seats",
        "solo_first_turn",
        "talon",
        "trull",
        "ultimo_success_first",
        "ultimo_takes_pot",
        "vole",
        "vole_cancels_card_points",
        "vole_replaces_ultimo",
        "vole_takes_pots",
    }
)
"""The options the built core reads by a field of the same name (``_core.FIELDS``): without
the core, the refusals are the same (``tests/test_fast.py`` holds the two the same)."""


def unread(options: Options, fields: frozenset[str]) -> str | None:
    """An option the core does not read (neither a field of its own, ``fields``, nor
    ``THROUGH_TABLES``) set to other than its default, or None."""
    base = Options()
    for field in dataclasses.fields(options):
        name = field.name
        if name in fields or name in THROUGH_TABLES:
            continue
        if getattr(options, name) != getattr(base, name):
            return f"the compiled core does not yet read the option {name}"
    return None


def unsupported(options: Options, kinds: Sequence[str], names: Names) -> str | None:
    """Why the core cannot play these options with these bots yet (None: it can).

    ``names`` are the core's discard rules and card settlements, as it exports them.
    """
    for kind in kinds:
        if kind not in BOTS:
            return f"the compiled core plays the bots {', '.join(BOTS)}, not {kind!r}"
    discard_rules_known, settlements = names
    if options.discard and options.discard_limit.value not in discard_rules_known:
        limit = options.discard_limit.value
        return f"the compiled core does not yet play the discard limit {limit!r}"
    if options.card_settlement.value not in settlements:
        rule = options.card_settlement.value
        return f"the compiled core does not yet settle card points {rule!r}"
    return None


def _declarations(options: Options) -> tuple[int, list[int]]:
    """The declaration table as rows of ``DECLARATION_ROW`` words (see ``declarations_value``
    in ``_game.c``): kind, mask, the fewest cards, base, step, the group's three values, the
    run's cards."""
    rows: list[int] = []
    table = options.declaration_table
    for item in table:
        row: list[int]
        if isinstance(item, Count):
            row = [0, *words(item.bits), item.least, item.base, item.step, 0, 0, 0, 0]
        elif isinstance(item, Run):
            run = [card.index for card in item.run]
            row = [1, *words(item.bits), item.least, item.base, item.step, 0, 0, 0, len(run)]
            row += run
        else:
            assert isinstance(item, Group)
            row = [2, *words(item.bits), item.least, 0, 0]
            row += [item.full, item.with_fool, item.full_with_fool, 0]
        rows += row + [0] * (DECLARATION_ROW - len(row))
    return len(table), rows


def _quarters(value: float) -> int:
    """A hand strength in quarters (the heuristic bot's strengths are whole quarters)."""
    quarters = 4 * value
    if quarters != int(quarters):
        raise ValueError(f"{value} is not a whole number of quarters")
    return int(quarters)


def _game(options: Options, game: Game) -> list[int]:
    """A game as the core reads it (``G_*`` in ``_game.c``)."""
    silent, loud = valat_values(options, game)
    return [
        game.value,
        game.talon is TalonUse.EITHER,
        game.talon is TalonUse.LOWER,
        game.takes_talon,
        game.is_solo,
        game.played,
        game.bonus_factor,
        silent,
        loud,
    ]


def _index(names: tuple[str, ...], name: str) -> int:
    """The core's number for ``name`` (0 for one it does not play: ``unsupported`` says so
    before any deal is played)."""
    return names.index(name) if name in names else 0


def _factorial_limit(size: int) -> tuple[int, list[int]]:
    """``tarock.rng.Rng.below``'s draw for ``size!``: its words and rejection limit."""
    n = 1
    for k in range(2, size + 1):
        n *= k
    count = -(-n.bit_length() // 64)
    span = 1 << 64 * count
    limit = span - span % n
    return count, [signed((limit >> 64 * (count - 1 - i)) & _WORD) for i in range(count)]


def values(options: Options, names: Names, dealer: int = 0) -> dict[str, list[int]]:
    """Every field of the core's config, by name (``names``: the core's discard rules and
    card settlements, as it exports them)."""
    fixed = _fixed(options, dealer)
    orders = heuristic._orders(fixed)
    plan = packets(
        options.pack, options.talon, options.discard, options.packet, dealer, options.seats
    )
    fact_words, fact_limit = _factorial_limit(options.pack)
    ndecl, decl = _declarations(options)
    rules = discard_rules
    limits, settlements = names
    out: dict[str, list[int]] = {
        "seats": [options.seats],
        "nactive": [len(fixed.seats)],
        "active": list(fixed.seats),
        "next": list(fixed.next),
        "dealer": [dealer],
        "pack": [options.pack],
        "pack_cards": [card.index for card in pack(options.pack)],
        "pack_points": [int(3 * card_points(pack(options.pack)))],
        "fact_words": [fact_words],
        "fact_limit": fact_limit,
        "npackets": [len(plan)],
        "packets": [number for packet in plan for number in packet],
        "talon": [options.talon],
        "discard": [options.discard],
        "discard_rule": [_index(limits, options.discard_limit.value)],
        "tricks": [options.tricks],
        "fool": [FOOL.index],
        "pagat": [PAGAT.index],
        "value": [card.value for card in ALL],
        "suit_of": [_SUITS.index(fixed.suit_of[card]) for card in ALL],
        "follow": _masks(fixed.follow[suit] for suit in _SUITS),
        "scores": [score for led in (*_SUITS, None) for score in fixed.scores[led]],
        "excuse": [fixed.excuse is not None],
        "kings": words(cards.mask(KINGS)),
        "trumps": words(TRUMPS_MASK),
        "suit_masks": _masks(SUIT_MASKS[suit] for suit in _SUITS),
        "vole_until": [fixed.vole_until],
        "nolo_until": [fixed.nolo_until],
        "nvole_tiers": [len(options.vole_announced)],
        "vole_tiers": [n for tier in sorted(options.vole_announced) for n in tier],
        "nnolo_tiers": [len(options.nolo_announced)],
        "nolo_tiers": [n for tier in sorted(options.nolo_announced) for n in tier],
        "card_settlement": [_index(settlements, options.card_settlement.value)],
        "ndecl": [ndecl],
        "decl": decl,
        "d_trumps": words(rules._TRUMPS),
        "d_tarocs": words(rules._TAROCS),
        "d_no_king": words(rules._NO_KING),
        "d_no_king_nor_xxi": words(rules._NO_KING_NOR_XXI),
        "d_plain": words(rules._PLAIN),
        "d_plain_or_fool": words(rules._PLAIN_OR_FOOL),
        "d_low_trumps": words(rules._LOW_TRUMPS),
        "h_trumps": words(orders.trumps),
        "h_above": _masks(orders.above.get(level, 0) for level in range(-2, 123)),
        "h_ncheap": [len(orders.cheap)],
        "h_cheap": _masks(orders.cheap),
        "h_nlowest_winner": [len(orders.lowest_winner)],
        "h_lowest_winner": _masks(orders.lowest_winner),
        "h_nhigh_winner": [len(orders.high_winner)],
        "h_high_winner": _masks(orders.high_winner),
        "h_high_trumps": words(heuristic._HIGH_TRUMPS),
        "h_low_trumps": words(heuristic._LOW_TRUMPS),
        "h_pips": words(heuristic._PIPS),
        "h_counters": words(heuristic._COUNTERS),
        "h_suit_cards": words(heuristic._SUIT_CARDS),
        "h_tarocs": words(heuristic._TAROCS),
        "h_by_value": _masks(heuristic._BY_VALUE),
        "h_give": _masks(orders.give),
        "h_ngive": [len(orders.give)],
        "nbid_strength": [len(heuristic.BID_STRENGTH)],
        "bid_strength": [_quarters(need) for need in heuristic.BID_STRENGTH],
        "ngames": [len(options.games)],
        "games": [number for game in options.games for number in _game(options, game)],
        "hold_forehand": [options.hold is HoldRule.FOREHAND],
        "talon_free": [options.talon_half is TalonChoice.FREE],
        "ultimo_until": [fixed.ultimo_until],
        "trull_cards": words(cards.mask(card for card in ALL if card.is_honour)),
        "failed_double": [options.failed_ultimo_pot is FailedUltimo.DOUBLE],
        "failed_penalty": [options.failed_ultimo_pot is FailedUltimo.PENALTY],
    }
    for field in dataclasses.fields(options):  # the plain option values the core reads
        value = getattr(options, field.name)
        if isinstance(value, bool | int) and field.name not in out:
            out[field.name] = [int(value)]
    return out


@cache
def config(
    options: Options, fields: tuple[tuple[str, int], ...], names: Names, dealer: int = 0
) -> bytes:
    """The core's config for ``options``: ``fields`` (the core's own list of names and
    sizes) filled from ``values``, as 64-bit words."""
    return _pack(values(options, names, dealer), fields)


# -- actions and states handed to the core -------------------------------------------------


def code(action: Action, names: Sequence[str], games: Sequence[str] = ()) -> int:
    """An action as the core reads and traces it: its kind (its place in ``names``, the
    core's ``ACTIONS``) and argument (a bid: the game's place in ``games``, their names)."""
    kind = names.index
    if isinstance(action, Play):
        return kind("play") << 8 | action.card.index
    if isinstance(action, Discard):
        return kind("discard") << 8 | action.card.index
    if isinstance(action, Declare):
        return kind("declare") << 8
    if isinstance(action, Pass):
        return kind("pass") << 8
    if isinstance(action, Announce):
        return kind("announce") << 8 | list(Contract).index(action.kind)
    if isinstance(action, Demand):
        return kind("demand") << 8 | list(Claim).index(action.claim)
    if isinstance(action, Bid):
        return kind("bid") << 8 | [game.casefold() for game in games].index(action.game)
    if isinstance(action, Hold):
        return kind("hold") << 8
    if isinstance(action, ChooseTalon):
        return kind("take") << 8 | list(Half).index(action.half)
    if isinstance(action, NameSuit):
        return kind("name") << 8 | list(Suit).index(action.suit)
    raise ValueError(f"the compiled core plays no {action!r}")


def _thirds(amount: Amount) -> int:
    whole = 3 * amount
    if int(whole) != whole:
        raise ValueError(f"{amount} is not a whole number of thirds")
    return int(whole)


def _holding(state: State, seat: int) -> int:
    """The worth the core pays for ``seat``'s declarations: what it declared, once it has
    (settlement pays that: in a world put together by ``tarock.players.worlds.fallback`` the hand
    may hold other declarations now), else what its hand holds."""
    items = state.declared[seat]
    if items is None:
        items = state.holdings[seat] if state.holdings else ()
    return sum(item.value for item in items)


def state_values(
    state: State, phases: Sequence[str], pots: Mapping[Pot, Amount] | None
) -> dict[str, list[int]]:
    """A deal in progress as the core reads it (``STATE_FIELDS`` in ``_game.c``), by field;
    ``phases``: the core's names of the phases; ``pots``: their values when play began."""
    seats = range(state.options.seats)
    trick_cards = [[card.index for card in trick.cards] for trick in state.tricks]
    return {
        "phase": [phases.index(state.phase.value)],
        "to_move": [state.to_move],
        "leader": [state.leader],
        "led": [-1 if state.led is None else _SUITS.index(state.led)],
        "naming": [state.naming],
        "ntrick": [len(state.trick)],
        "trick": [card.index for card in state.trick],
        "trick_seats": list(state.trick_seats),
        "ntricks": [len(state.tricks)],
        "t_cards": [i for cards_ in trick_cards for i in [*cards_, *[0] * (4 - len(cards_))]],
        "t_seats": [
            i for trick in state.tricks for i in [*trick.seats, *[0] * (4 - len(trick.seats))]
        ],
        "t_winner": [trick.winner for trick in state.tricks],
        "won": list(state.won),
        "nann": [len(state.announced)],
        "ann_seat": [item.seat for item in state.announced],
        "ann_kind": [list(Contract).index(item.kind) for item in state.announced],
        "ann_trick": [item.trick for item in state.announced],
        "npending": [len(state.pending)],
        "pending": list(state.pending),
        "announce_until": [state.announce_until],
        "fool_demanded": [state.fool_demanded],
        "redealt": [state.redealt],
        "ndiscard": [len(state.discard)],
        "discard": [card.index for card in state.discard],
        "holdings": [_holding(state, seat) for seat in seats],
        "declared": [state.declared[seat] is not None for seat in seats],
        "talon": [card.index for card in state.talon],
        "bid": [state.bid],
        "bidder": [state.bidder],
        "declarer": [state.declarer],
        "half": [-1 if state.half is None else list(Half).index(state.half)],
        "nbidding": [len(state.bidding)],
        "bidding": list(state.bidding),
        "spoken": [seat in state.spoken for seat in seats],
        "held": _masks(state.held),
        "pots_start": [_thirds((pots or {}).get(pot, 0)) for pot in Pot],
    }


def state_words(
    state: State,
    fields: tuple[tuple[str, int], ...],
    phases: Sequence[str],
    pots: Mapping[Pot, Amount] | None,
) -> bytes:
    """``state_values`` as the core's words, in the order of ``fields`` (its own list)."""
    return _pack(state_values(state, phases, pots), fields)


@cache
def _layout(fields: tuple[tuple[str, int], ...]) -> tuple[int, tuple[tuple[str, int, int], ...]]:
    """The core's words: how many, and each field's name, first word and size."""
    at, out = 0, []
    for name, size in fields:
        out.append((name, at, size))
        at += size
    return at, tuple(out)


def _pack(table: dict[str, list[int]], fields: tuple[tuple[str, int], ...]) -> bytes:
    """The fields' values as the core's 64-bit words in its order, each padded to its size."""
    total, layout = _layout(fields)
    out = [0] * total
    for name, at, size in layout:
        items = table.get(name)
        if items is None:
            raise KeyError(f"the compiled core reads {name!r}, which the tables do not give")
        if len(items) > size:
            raise ValueError(f"{name}: {len(items)} words, the core holds {size}")
        out[at : at + len(items)] = items
    return array("q", out).tobytes()


# -- the search player's worlds handed to the core -----------------------------------------


@cache
def factorials(row: int) -> bytes:
    """``Rng.below(n!)``'s draw for n = 0 .. 78, a row of ``row`` words each (the core's
    ``FACTORIAL_WORDS``): 1 and n! when n! fits one word, else the words and the limit."""
    out: list[int] = []
    for n in range(79):
        size = math.factorial(n)
        if size < 1 << 64:
            items = [1, signed(size)]
        else:
            count, limit = _factorial_limit(n)
            items = [count, 0, *limit]
        out += items + [0] * (row - len(items))
    return array("q", out).tobytes()


def view_values(
    state: State,
    known: worlds.View,
    phases: Sequence[str],
    names: Sequence[str],
    pots: Mapping[Pot, Amount] | None,
) -> dict[str, list[int]]:
    """What ``known.seat`` knows of ``state`` as the core reads it (``VIEW_FIELDS`` in
    ``_game.c``): the view (``tarock.players.worlds.view``) and what
    ``tarock.players.worlds._replayed``
    reads of the state; ``names``: the core's ``ACTIONS``."""
    seats = range(state.options.seats)
    out = worlds.played(state)
    places = list(known.places)
    seat = known.seat
    discarder = state.discarder if state.discard else -1
    hidden_discard = discarder >= 0 and discarder != seat
    games = [game.name for game in state.options.games]
    declared = [state.declared[other] for other in seats]
    return {
        "seat": [seat],
        "nplaces": [len(places)],
        "place": places,
        "size": list(known.sizes),
        "nhidden": [len(known.hidden)],
        "hidden": [card.index for card in known.hidden],
        "allowed": [sum(1 << i for i in known.allowed[card]) for card in known.hidden],
        "trump_place": [known.trump_place],
        "declared": [items is not None for items in declared],
        "declared_value": [sum(item.value for item in items or ()) for items in declared],
        "declared_shown": _masks(
            cards.mask(card for item in items or () for card in item.cards) for items in declared
        ),
        "since": _masks(out[other] for other in seats),
        "base": _masks(
            out[other] if other in places else cards.mask(state.dealt[other]) for other in seats
        ),
        "place_of": [places.index(other) if other in places else -1 for other in seats],
        "discarder": [discarder],
        "declarer": [state.declarer],
        "hidden_discard": [hidden_discard],
        "discard_place": [places.index(worlds.DISCARD) if hidden_discard else -1],
        "discard_mask": words(cards.mask(state.discard)),
        "hidden_mask": words(cards.mask(known.hidden)),
        "taken": words(cards.mask(state.talon_half(state.half)) if state.half is not None else 0),
        "talon_place": [places.index(worlds.TALON) if worlds.TALON in places else -1],
        "talon": [card.index for card in state.talon],
        "nameable": [sum(1 << _SUITS.index(suit) for suit in NAMEABLE)],
        "nhistory": [len(state.history)],
        "history": [code(action, names, games) for action in state.history],
        "movers": list(known.movers),
        "end_to_move": [state.to_move],
        "end_phase": [phases.index(state.phase.value)],
        "pots_start": [_thirds((pots or {}).get(pot, 0)) for pot in Pot],
    }


def view_words(
    state: State,
    known: worlds.View,
    fields: tuple[tuple[str, int], ...],
    phases: Sequence[str],
    names: Sequence[str],
    pots: Mapping[Pot, Amount] | None,
) -> bytes:
    """``view_values`` as the core's words, in the order of ``fields`` (its own list)."""
    return _pack(view_values(state, known, phases, names, pots), fields)
