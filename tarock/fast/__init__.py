"""A compiled play core beside the Python reference: whole deals, many times faster.

The Python engine stays the reference (it is what the pages show and what runs in the
browser); ``tarock.fast`` plays the same deals in C, action for action and payment for
payment, for the batches that need many deals. Its tables come from the Python rule
sets (``tarock.fast.tables``) and its logic mirrors the Python functions it names
(``_core.c``); ``tests/test_fast.py`` plays thousands of seeded deals through both.

``play(variant, players, seeds)`` gives, for each seed, the seats' nets as
``play_deal(ruleset, players, seed).net`` gives them (dealer seat 0; a seat sitting out
nets 0; in the rule sets that keep pots, a single deal with the pots empty when it
begins, as ``play_deal`` plays it: sessions with the pots carried over are not played
here yet). Without the compiled core (no C compiler when the package was installed, or
``TAROCK_PURE=1``), it plays the deals through the Python engine instead, saying so
once on standard error when the core is missing. A rule set, option or bot the core
does not yet play is refused with one line (``Unsupported``), on either path, so an
answer never depends on the machine.

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
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from types import ModuleType

from tarock import rules
from tarock.engine.actions import Action
from tarock.engine.loop import run
from tarock.engine.state import State, deal
from tarock.fast import tables
from tarock.fast.tables import Report
from tarock.players import BOTS
from tarock.rng import bot_seed
from tarock.rules.options import Options
from tarock.scoring.settlement import Amount, Pot, settle

_core: ModuleType | None
try:
    from tarock.fast import _core
except ImportError:  # installed without a C compiler: the Python engine plays
    _core = None
    MISSING = (
        "tarock: the compiled play core is not built (no C compiler at install time?);"
        " playing through the Python engine"
    )
else:
    MISSING = ""

_told = False


class Unsupported(ValueError):
    """A rule set, option or bot the compiled core does not yet play."""


def pure() -> bool:
    """Whether ``TAROCK_PURE`` asks for the Python engine everywhere."""
    return os.environ.get("TAROCK_PURE", "") not in ("", "0")


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
    global _told
    if MISSING and not _told and not pure():
        print(MISSING, file=sys.stderr)
        _told = True
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
) -> list[Amount]:
    """The search player's rollouts through the core: for each action, ``world`` with the
    action taken and played to its end by one bot of kind ``policy`` seeded with ``seed``
    in every seat, settled with ``pots`` as the pots when play began, ``seat``'s net:
    ``[settle(_played_out(world, a, POLICIES[policy](seed)), pots).net([seat])[seat]
    for a in actions]``, without the Python engine."""
    if not available():
        raise Unsupported(MISSING or "TAROCK_PURE is set: no compiled core")
    assert _core is not None
    options = world.options
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
