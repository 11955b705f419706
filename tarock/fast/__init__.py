"""A compiled play core beside the Python reference: whole deals, many times faster.

The Python engine stays the reference (it is what the pages show and what runs in the
browser); ``tarock.fast`` plays the same deals in C, action for action and payment for
payment, for the batches that need many deals. Its tables come from the Python rule
sets (``tarock.fast.tables``) and its logic mirrors the Python functions it names
(``_game.c``, which ``_core.c`` wraps for Python); ``tests/test_fast.py`` plays thousands
of seeded deals through both.

``play(variant, players, seeds)`` gives, for each seed, the seats' nets as
``play_deal(ruleset, players, seed).net`` gives them (dealer seat 0; a seat sitting out
nets 0; in the rule sets that keep pots, a single deal with the pots empty when it
begins, as ``play_deal`` plays it). ``summaries`` and ``session`` play the runs of
``tarock simulate`` (``tarock.analysis.rows.Batch.rows``): each deal's
``tarock.scoring.summary.Summary``, and sessions with the stakes and the pots carried
over from deal to deal, as ``tarock.play.play_session`` plays them. Without the compiled
core (no C compiler when the package was installed, or ``TAROCK_PURE=1``), ``play``
plays the deals through the Python engine instead, saying so once on standard error when
the core is missing. A rule set, option or bot the core does not yet play is refused
with one line (``Unsupported``), on either path, so an answer never depends on the
machine.

May import the players it mirrors, scoring, the engine, the rules and the base.

Examples:
    >>> nets = play("grosstarock", "random", [1, 2])
    >>> len(nets), [sum(net) for net in nets]
    (2, [0, 0])
    >>> play("grosstarock", "search", [1])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    tarock.fast.Unsupported: the compiled core plays the bots random, heuristic, not 'search'
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache
from types import ModuleType
from typing import Any

from tarock import rules
from tarock.cards import ALL
from tarock.engine.actions import Action, Contract
from tarock.engine.loop import run
from tarock.engine.state import State, deal
from tarock.fast import tables
from tarock.fast.tables import Report
from tarock.players import BOTS, worlds
from tarock.rng import Rng, bot_seed
from tarock.rules.options import CardSettlement, Options
from tarock.rules.ruleset import Ruleset
from tarock.scoring.settlement import Amount, Pot, settle
from tarock.scoring.summary import Summary

_core: ModuleType | None
try:
    from tarock.fast import _core
except ImportError:  # no CPython core: in the browser, the WebAssembly build if it is there
    from tarock.fast._wasm import browser

    _core = browser()
MISSING = (
    ""
    if _core is not None
    else "tarock: the compiled play core is not built (no C compiler at install time?);"
    " playing through the Python engine"
)

_told = False


class Unsupported(ValueError):
    """A rule set, option or bot the compiled core does not yet play."""


@dataclass(frozen=True)
class Count:
    """An objective the core counts in a rollout (1 or 0) rather than settles: whether the
    seat wins trick ``trick`` (from 1), or, with ``trick`` 0, whether it loses its Pagat
    (``tarock.search.player.wins_trick`` and ``loses_pagat``)."""

    trick: int = 0


_switched_off = 0
"""How many ``python_engine`` blocks are open."""


def pure() -> bool:
    """Whether ``TAROCK_PURE`` (or an open ``python_engine`` block) asks for the Python
    engine everywhere."""
    return _switched_off > 0 or os.environ.get("TAROCK_PURE", "") not in ("", "0")


@contextmanager
def python_engine() -> Iterator[None]:
    """Within the block, the Python engine plays, as under ``TAROCK_PURE=1``: what the
    browser runs, timed in CPython.

    Examples:
        >>> with python_engine():
        ...     available()
        False
    """
    global _switched_off
    _switched_off += 1
    try:
        yield
    finally:
        _switched_off -= 1


def available() -> bool:
    """Whether the compiled core is built and not switched off by ``TAROCK_PURE=1``."""
    return _core is not None and not pure()


def _names() -> tables.Names:
    """The core's discard rules and card settlements (without the core, what it exports
    when built: ``tests/test_fast.py`` holds the two the same)."""
    if _core is None:
        return tables.BUILT_NAMES
    return tuple(_core.DISCARD_RULES), tuple(_core.CARD_SETTLEMENTS)


def supports(options: Options, kinds: Sequence[str]) -> str | None:
    """Why the core does not play ``options`` with the bots ``kinds`` (None: it does)."""
    why = tables.unsupported(options, kinds, _names())
    return why or tables.unread(options, _fields())


def _fields() -> frozenset[str]:
    """The names of the core's own fields (without the core, the options it reads by name
    when built: ``tests/test_fast.py`` holds the two the same)."""
    if _core is None:
        return tables.BUILT_FIELDS
    return frozenset(name for name, _ in _core.FIELDS)


def _kinds(options: Options, players: str | Sequence[str]) -> tuple[str, ...]:
    seats = options.seats
    kinds = (players,) * seats if isinstance(players, str) else tuple(players)
    if len(kinds) != seats:
        raise ValueError(f"{seats} seats need {seats} players, not {len(kinds)}")
    return kinds


def _amount(thirds: int) -> Amount:
    """An amount in thirds as the ledger gives it: an int when whole, else a fraction."""
    return thirds // 3 if thirds % 3 == 0 else Fraction(thirds, 3)


def play(
    variant: str,
    players: str | Sequence[str],
    seeds: Iterable[int],
    options: Sequence[str] = (),
    dealer: int = 0,
) -> list[tuple[Amount, ...]]:
    """For each seed, the seats' nets (in seat order) of the deal ``play_deal`` plays with
    that seed, these bots (one kind for every seat, or one a seat), these options
    (``NAME=VALUE``, as ``--option`` takes them) and this dealer; ``Unsupported`` for
    what the core does not yet play."""
    kinds = _checked(variant, players, options, dealer)
    seeds = list(seeds)
    if not available():
        return _play_pure(variant, kinds, seeds, tuple(options), dealer)
    config, codes = _compiled(variant, kinds, options, dealer)
    assert _core is not None
    return [tuple(map(_amount, nets)) for nets in _core.play(config, codes, seeds)]


def _checked(
    variant: str, players: str | Sequence[str], options: Sequence[str], dealer: int
) -> tuple[str, ...]:
    """The bot kind of each seat, once the rule set, the bots and the dealer are checked."""
    ruleset = rules.get(variant, tuple(options))
    kinds = _kinds(ruleset.options, players)
    why = supports(ruleset.options, kinds)
    if why is not None:
        raise Unsupported(why)
    if not 0 <= dealer < ruleset.options.seats:
        raise ValueError(f"dealer {dealer} is not a seat (0-{ruleset.options.seats - 1})")
    return kinds


def _compiled(
    variant: str, kinds: Sequence[str], options: Sequence[str], dealer: int
) -> tuple[bytes, tuple[int, ...]]:
    """The core's config for the rule set and dealer, and its codes for the bots."""
    if _core is None:
        raise Unsupported(MISSING)
    ruleset = rules.get(variant, tuple(options))
    config = tables.config(ruleset.options, _core.FIELDS, _names(), dealer)
    return config, tuple(tables.BOTS.index(kind) for kind in kinds)


def traced(
    variant: str,
    players: str | Sequence[str],
    seeds: Iterable[int],
    options: Sequence[str] = (),
    dealer: int = 0,
) -> list[Report]:
    """The compiled core's deals in full, for the tests: for each seed its nets and card
    points in thirds, its nets in thirds by kind of payment, its actions (each
    ``kind << 8 | argument``, the kinds named by ``_core.ACTIONS``) and what went into
    each pot (in the order of ``Pot``)."""
    config, codes = _compiled(variant, _checked(variant, players, options, dealer), options, dealer)
    assert _core is not None
    result: list[Report] = _core.play(config, codes, list(seeds), True)
    return result


def _play_pure(
    variant: str, kinds: tuple[str, ...], seeds: list[int], options: tuple[str, ...], dealer: int
) -> list[tuple[Amount, ...]]:
    """The same answer through the Python engine (the reference), played as ``play_deal``
    plays a single deal: dealt from the seed, each bot seeded with ``bot_seed``, settled
    with no pots carried in (``tests/test_fast.py`` holds the two the same)."""
    say_missing()
    ruleset = rules.get(variant, options)
    seats = range(ruleset.options.seats)
    out = []
    for seed in seeds:
        players = [BOTS[kind](bot_seed(seed, seat)) for seat, kind in enumerate(kinds)]
        state = run(deal(ruleset, seed, dealer), players)
        net = settle(state).net(list(seats))
        out.append(tuple(net.get(seat, 0) for seat in seats))
    return out


def rollouts(
    world: State,
    actions: Sequence[Action],
    seat: int,
    policy: str,
    seed: int,
    pots: Mapping[Pot, Amount] | None = None,
    rule: CardSettlement | None = None,
) -> list[Amount]:
    """The search player's rollouts through the core: for each action, ``world`` with the
    action taken and played to its end by one bot of kind ``policy`` seeded with ``seed``
    in every seat, settled with ``pots`` as the pots when play began (the card points under
    ``rule`` if given, else the rule set's own), ``seat``'s net:
    ``[settle(_played_out(world, a, POLICIES[policy](seed)), pots).net([seat])[seat]
    for a in actions]``, without the Python engine."""
    if not available():
        raise Unsupported(MISSING or "TAROCK_PURE is set: no compiled core")
    assert _core is not None
    options = world.options if rule is None else replace(world.options, card_settlement=rule)
    if policy not in tables.BOTS:
        raise Unsupported(
            f"the compiled core plays the bots {', '.join(tables.BOTS)}, not {policy!r}"
        )
    config = tables.config(options, _core.FIELDS, _names(), world.dealer)
    words = tables.state_words(world, _core.STATE_FIELDS, _core.PHASES, pots)
    games = [game.name for game in options.games]
    codes = [tables.code(action, _core.ACTIONS, games) for action in actions]
    kind = tables.BOTS.index(policy)
    nets = _core.play_on(config, words, kind, seed & (2**64 - 1), seat, codes)
    return [_amount(net) for net in nets]


def search_worlds(
    state: State,
    known: worlds.View,
    rng: Rng,
    first: int,
    count: int,
    seed: int,
    rollouts_each: int,
    policy: str,
    actions: Sequence[Action],
    objectives: Sequence[CardSettlement | Count],
    pots: Mapping[Pot, Amount] | None,
) -> tuple[int, list[list[Fraction]], bool, list[int] | None]:
    """The search player's worlds ``first`` .. ``first + count - 1`` through the core: each
    dealt from ``rng`` as ``tarock.players.worlds.sample`` deals it and its actions played out as
    ``SearchPlayer.values`` plays them, settled under each card settlement of ``objectives``
    or counted (``Count``). Returns the worlds done, for each objective the sum over them of
    each action's nets (or counts), whether it gave up on the next world, and the places'
    masks it last dealt for it (None if none: what ``tarock.players.worlds.fallback``
    takes); ``rng`` is left where the core left the stream."""
    if not available():
        raise Unsupported(MISSING or "TAROCK_PURE is set: no compiled core")
    assert _core is not None
    args = worlds_args(
        state, known, rng, first, count, seed, rollouts_each, policy, actions, objectives, pots
    )
    return worlds_answer(rng, _core.search_worlds(*args))


def worlds_args(
    state: State,
    known: worlds.View,
    rng: Rng,
    first: int,
    count: int,
    seed: int,
    rollouts_each: int,
    policy: str,
    actions: Sequence[Action],
    objectives: Sequence[CardSettlement | Count],
    pots: Mapping[Pot, Amount] | None,
) -> tuple[Any, ...]:
    """``search_worlds``' arguments as the core reads them (the solver's endgame search
    reads the same, ``tarock.fast.solver.search_worlds``)."""
    assert _core is not None
    options = state.options
    config = tables.config(options, _core.FIELDS, _names(), state.dealer)
    view = tables.view_words(state, known, _core.VIEW_FIELDS, _core.PHASES, _core.ACTIONS, pots)
    games = [game.name for game in options.games]
    codes = [tables.code(action, _core.ACTIONS, games) for action in actions]
    rules_ = [
        (_core.OBJ_TRICK + aim.trick if aim.trick else _core.OBJ_PAGAT)
        if isinstance(aim, Count)
        else _names()[1].index(aim.value)
        for aim in objectives
    ]
    return (
        config,
        view,
        tables.factorials(_core.FACTORIAL_WORDS),
        rng._state,
        first,
        count,
        seed & (2**64 - 1),
        rollouts_each,
        tables.BOTS.index(policy),
        codes,
        rules_,
        worlds.TRIES,
        worlds.REPAIRS,
    )


def worlds_answer(
    rng: Rng, answer: tuple[int, int, list[list[int]], tuple[tuple[int, int], ...] | None]
) -> tuple[int, list[list[Fraction]], bool, list[int] | None]:
    """A search over worlds' answer from the core as ``search_worlds`` gives it, ``rng``
    left where the core left the stream."""
    done, rng._state, sums, gave_up = answer
    totals = [[Fraction(thirds, 3) for thirds in row] for row in sums]
    if gave_up is None:
        return done, totals, False, None
    last = [low | high << 64 for low, high in gave_up] if gave_up else None
    return done, totals, True, last


# -- the rows of a simulation ------------------------------------------------------------


def plays(ruleset: Ruleset, kinds: Sequence[str]) -> bool:
    """Whether ``summaries`` and ``session`` play this run: the core is available and plays
    the rule set's options with these bots."""
    return available() and supports(ruleset.options, kinds) is None


def say_missing() -> None:
    """Say once, on standard error, that the compiled core is not built (nothing if it is,
    or if ``TAROCK_PURE`` asks for the Python engine)."""
    global _told
    if MISSING and not _told and not pure():
        print(MISSING, file=sys.stderr)
        _told = True


def _run(ruleset: Ruleset, kinds: Sequence[str]) -> tuple[tuple[bytes, ...], tuple[int, ...]]:
    """The core's configs (one a dealer) and bot codes for a run; ``Unsupported`` unless
    ``plays(ruleset, kinds)``."""
    if not available():
        raise Unsupported(MISSING or "TAROCK_PURE is set: no compiled core")
    return _prepared(ruleset, tuple(kinds))


@cache
def _prepared(
    ruleset: Ruleset, kinds: tuple[str, ...]
) -> tuple[tuple[bytes, ...], tuple[int, ...]]:
    """``_run``'s answer, worked out once a run (a session is a call of its own)."""
    why = supports(ruleset.options, kinds)
    if why is not None:
        raise Unsupported(why)
    assert _core is not None
    options = ruleset.options
    configs = tuple(
        tables.config(options, _core.FIELDS, _names(), dealer) for dealer in range(options.seats)
    )
    return configs, tuple(tables.BOTS.index(kind) for kind in kinds)


def summaries(
    ruleset: Ruleset, kinds: Sequence[str], seed: int, start: int, stop: int
) -> list[Summary]:
    """The ``Summary`` of deals ``start`` to ``stop - 1`` of a run seeded with ``seed``, as
    ``tarock.analysis.rows.Batch.rows`` plays them without pots: deal ``k`` dealt by seat
    ``k % seats`` with the seed ``deal_seed(seed, k)``, dealt again after a redeal."""
    return _summaries(ruleset.options, summary_words(ruleset, kinds, seed, start, stop))


def summary_words(
    ruleset: Ruleset, kinds: Sequence[str], seed: int, start: int, stop: int
) -> bytes:
    """The deals of ``summaries`` in the core's words (``summary_layout()``), word by word:
    word ``j`` of the ``n`` deals' ``k``-th at ``j * n + k`` (signed 64-bit words in the
    machine's order), each field of every deal side by side, as numpy reads columns."""
    configs, codes = _run(ruleset, kinds)
    assert _core is not None
    data: bytes = _core.summaries(configs, codes, seed & _WORD, start, stop)
    return data


def session(
    ruleset: Ruleset, kinds: Sequence[str], seed: int, deals: int, first_dealer: int = 0
) -> tuple[list[Summary], dict[Pot, Amount]]:
    """A session of ``deals`` deals with the pots carried over, as ``tarock.play.play_session``
    plays it with this ``seed``: each played deal's ``Summary`` (the stakes paid before it
    counted in it, the sharing at the end not), and the pots at the end."""
    configs, codes = _run(ruleset, kinds)
    assert _core is not None
    options = ruleset.options
    data, pots = _core.session(configs, codes, seed & _WORD, first_dealer, deals, _stake(options))
    return _summaries(options, data), {pot: _amount(pots[i]) for i, pot in enumerate(_POTS)}


def session_words(
    ruleset: Ruleset, kinds: Sequence[str], seed: int, start: int, stop: int, length: int
) -> tuple[bytes, bytes]:
    """Deals ``start`` to ``stop - 1`` of a run with pots, in sessions of ``length`` deals, as
    ``tarock.analysis.rows.Batch.rows`` plays them: from each ``first`` of ``range(start,
    stop, length)``, the ``session`` of the next ``length`` deals (fewer at the end) with the
    seed ``deal_seed(seed, first // length)``, first dealt by seat ``first % seats``. Every
    deal's words (as ``summary_words``) and each session's pots at its end (two words, in
    thirds, in the order of ``Pot``), for the sharing."""
    configs, codes = _run(ruleset, kinds)
    assert _core is not None
    stake = _stake(ruleset.options)
    words: tuple[bytes, bytes] = _core.sessions(
        configs, codes, seed & _WORD, start, stop, length, stake
    )
    return words


def _stake(options: Options) -> tuple[int, int, int]:
    """What the core reads of the stakes before a session's deal."""
    return options.pot_ante, options.dealer_stake, int(options.dealer_stake_on_ante)


def summary_layout() -> tuple[int, tuple[tuple[str, int, int], ...]]:
    """The words of a deal's summary: how many, and each field's name, first word and size
    (the core's ``SUMMARY_FIELDS``); ``Unsupported`` without the core."""
    if _core is None:
        raise Unsupported(MISSING)
    return tables._layout(_core.SUMMARY_FIELDS)


def summary_names() -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """What the codes of a deal's summary words stand for: the kinds of payment (its blocks
    of ``kinds``), the card settlements (its blocks of ``rescored``) and the kinds of
    announcement (in ``announced``); ``Unsupported`` without the core."""
    if _core is None:
        raise Unsupported(MISSING)
    return tuple(_core.KINDS), _names()[1], _CONTRACTS


def card_texts(masks: bytes) -> tuple[bytes, bytes]:
    """The codes of the cards of each mask (two words, the low 64 bits first), in the
    pack's order and joined by spaces, as ``" ".join(card.code for card in cards_of(mask))``
    gives them: the buffers of an Arrow ``large_string`` array, its offsets (one word more
    than the masks) and its text. ``Unsupported`` without the core."""
    if _core is None:
        raise Unsupported(MISSING)
    texts: tuple[bytes, bytes] = _core.card_texts(masks, _CODES)
    return texts


def _summaries(options: Options, data: bytes) -> list[Summary]:
    """The ``Summary`` of each deal in the core's words (``summary_words``)."""
    size, layout = summary_layout()
    words = memoryview(data).cast("q").tolist()
    count = len(words) // size
    return [_summary(options, words[k::count], layout) for k in range(count)]


_WORD = (1 << 64) - 1
_CODES = tuple(card.code for card in ALL)
_CONTRACTS = tuple(kind.value for kind in Contract)
_POTS = tuple(Pot)


def _summary(
    options: Options, words: list[int], layout: tuple[tuple[str, int, int], ...]
) -> Summary:
    """A ``Summary`` from the core's words (its ``SUMMARY_FIELDS``): amounts from thirds."""
    w = {name: words[at : at + size] for name, at, size in layout}
    seats = tuple(w["active"][: w["nactive"][0]])
    everyone = range(options.seats)
    per_entry = _core.MAXDECL if _core is not None else 0
    table = len(options.declaration_table)
    declarer = w["declarer"][0]

    def by_seat(values: list[int]) -> dict[int, Amount]:
        return {seat: _amount(values[seat]) for seat in seats}

    kinds = _core.KINDS if _core is not None else ()
    return Summary(
        seed=w["seed"][0] & _WORD,
        redeals=w["redeals"][0],
        dealer=w["dealer"][0],
        seats=seats,
        absorber=w["absorber"][0],
        hands=tuple(
            (w["hands"][2 * seat] & _WORD) | (w["hands"][2 * seat + 1] & _WORD) << 64
            for seat in everyone
        ),
        tricks=tuple(w["won"][: options.seats]),
        card_points=by_seat(w["points"]),
        side_points=tuple(_amount(value) for value in w["side_points"][: options.seats]),
        discarder=w["discarder"][0],
        discard_points=_amount(w["discard_points"][0]),
        trumps=tuple(w["trumps"][: options.seats]),
        declarations=tuple(w["declarations"][: options.seats]),
        declared_value=tuple(w["declared_value"][: options.seats]),
        declared=tuple(
            tuple(w["declared"][seat * per_entry : seat * per_entry + table]) for seat in everyone
        ),
        declared_other=tuple(
            w["other"][seat] if w["has_other"][seat] else None for seat in everyone
        ),
        ultimos=tuple(
            (bool(bits & 1), bool(bits & 2), bool(bits & 4), bool(bits & 8))
            for bits in w["ultimos"][: options.seats]
        ),
        announced=tuple(
            (
                w["announced"][3 * i],
                _CONTRACTS[w["announced"][3 * i + 1]],
                w["announced"][3 * i + 2],
            )
            for i in range(w["nann"][0])
        ),
        contract=options.games[w["bid"][0]].name if declarer >= 0 else "",
        declarer=declarer,
        pay={  # the kinds of payment made (a kind left out pays nothing)
            name: by_seat(values)
            for name, values in (
                ("pots", w["staked"]),  # the stakes before a session's deal
                *((name, w["kinds"][4 * k : 4 * k + 4]) for k, name in enumerate(kinds)),
            )
            if any(values)
        },
        from_pots=by_seat(w["from_pots"]),
        pots_before={pot: _amount(w["pots_before"][i]) for i, pot in enumerate(_POTS)},
        pot_change={pot: _amount(w["pot_change"][i]) for i, pot in enumerate(_POTS)},
        pot_taken={
            (pot, seat): _amount(w["pot_taken"][4 * i + seat])
            for i, pot in enumerate(_POTS)
            for seat in seats
            if w["pot_taken"][4 * i + seat]
        },
    )
