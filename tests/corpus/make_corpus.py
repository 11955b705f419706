"""Build the behaviour corpus: game records and the outcome the engine gives them today.

    .venv/bin/python tests/corpus/make_corpus.py            (or: make corpus)
    .venv/bin/python tests/corpus/make_corpus.py --search   (find the seeds again)

Every deal is played by the package's own bots, with ``tarock.play.play_deal`` (sessions
with ``play_session``), and stored as its record (cards and actions, as ``tarock.records``
writes it) with its outcome (``outcome.py``): every step's seat, action, clause and legal
set, every payment, the card points, the pots. ``tests/test_corpus.py`` replays the
records and asserts the same outcome. One JSON Lines file per rule set, four groups:

* base: every rule set (``taroc-1754`` with three and four seats), every dealer seat,
  random, heuristic and mixed tables, and deals chosen for the special rules they show
  (ultimos won and lost, Nolo, the Fool in the last tricks, the Scies renamed, ...);
* rigged: what bots never meet in a shuffled deal, on hands made for it (the forehand
  holding every trump and King: a Vole or Tout; a hand without trumps: a redeal), played
  by the same bots; their records have no seed;
* option: for every option and every rule set it means something in, a deal with a
  non-default value that shows the change (its record replayed under the default
  options gives other steps, legal sets or payments; for ``packet``, the seed deals
  other cards);
* session: Danish and Grand Tarot sessions with pots founded, emptied, refounded and
  shared at the end, a Tout, a Slam and a redeal in a session, four seats, a Tapp
  session with a deal thrown in, and the sessions the pot stakes options need.

The seeds are kept below, between the ``seeds`` markers; ``--search`` finds them again
(deterministically) and rewrites that block. The option pairs left out, and why, are
printed with the coverage.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import re
import sys
import textwrap
import time
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from pathlib import Path

from outcome import deal_outcome, record_json, session_outcome

from tarock import rules
from tarock.cards import FOOL, KINGS, PAGAT, TRUMPS, Card, pack
from tarock.engine.actions import Hold
from tarock.engine.legal import Clause
from tarock.engine.seats import SEAT_NAMES, active_seats
from tarock.engine.state import State
from tarock.play import (
    DealResult,
    SessionResult,
    dealt,
    play_deal,
    play_session,
    record_of,
    replay,
    start,
)
from tarock.records import Record, RecordError
from tarock.results import pot_values
from tarock.rng import Rng, deal_seed, derive
from tarock.rules.applies import STAKES, unused
from tarock.rules.options import OptionError, Options, settable
from tarock.rules.ruleset import Ruleset
from tarock.scoring.session import keeps_pots
from tarock.scoring.settlement import Kind, Pot
from tarock.search import bots as bot_kinds
from tarock.table import Table as GameTable

HERE = Path(__file__).resolve().parent
SCRIPT = Path(__file__).resolve()
Pots = Mapping[Pot, int | Fraction]

# -- what is played ---------------------------------------------------------------------


@dataclass(frozen=True)
class Table:
    """A rule set as the corpus plays it: a registered rule set, perhaps with options."""

    key: str
    variant: str
    options: tuple[str, ...] = ()

    @property
    def ruleset(self) -> Ruleset:
        return rules.get(self.variant, list(self.options))


TABLES = (
    Table("taroc-1754", "taroc-1754"),
    Table("taroc-1754 seats=4", "taroc-1754", ("seats=4",)),
    Table("grosstarock", "grosstarock"),
    Table("danish-tarok", "danish-tarok"),
    Table("grand-tarot", "grand-tarot"),
    Table("tapp-tarock", "tapp-tarock"),
)

MIXES = ("random", "heuristic", "mixed", "mixed-random")
"""The bot tables: all random, all heuristic, and alternating from either."""


def bots(mix: str, seats: int) -> list[str]:
    """The bots of a ``mix`` for ``seats`` seats."""
    if mix in ("random", "heuristic"):
        return [mix] * seats
    first, second = ("heuristic", "random") if mix == "mixed" else ("random", "heuristic")
    return [first if seat % 2 == 0 else second for seat in range(seats)]


def seating(seed: int, ruleset: Ruleset) -> tuple[int, list[str]]:
    """The dealer and the bots a seed is played with: in a search every seed is one deal,
    so a seed alone names it."""
    seats = ruleset.options.seats
    return seed % seats, bots(MIXES[(seed // seats) % len(MIXES)], seats)


def opening_pots(ruleset: Ruleset, dealer: int) -> dict[Pot, int | Fraction] | None:
    """For a rule set with pots, the pots when a session's first deal begins (a single
    deal is played with them, so the pot rules have something to take); else None."""
    if not keeps_pots(ruleset.options):
        return None
    return GameTable(ruleset, 0, "random", dealer=dealer, session=True).pots


def play(ruleset: Ruleset, seed: int) -> DealResult:
    """The deal a seed names (see ``seating``)."""
    dealer, players = seating(seed, ruleset)
    return play_deal(ruleset, players, seed, dealer, pots=opening_pots(ruleset, dealer))


# -- rigged deals: hands made for what shuffling hardly ever gives -----------------------

RIGS = ("vole", "no-trump")


def rig_hands(ruleset: Ruleset, rig: str, seed: int, dealer: int) -> tuple[list[str], str]:
    """The hands (and talon) of a rigged deal, as card codes: the forehand holds every
    trump and King (``vole``) or no trump at all (``no-trump``); the rest is shuffled."""
    options = ruleset.options
    seats = active_seats(options.seats, dealer)
    forehand = seats[(seats.index(dealer) + 1) % len(seats)]
    kept = 0 if options.talon else options.discard
    size = (options.pack - options.talon - kept) // len(seats)
    cards = pack(options.pack)
    if rig == "vole":
        fixed = [*TRUMPS, *KINGS]
    else:
        fixed = Rng(seed).shuffled([c for c in cards if not (c.is_trump or c.is_fool)])[:size]
    assert len(fixed) == size, f"{rig} cannot be rigged in {ruleset.id}"
    rest = Rng(derive(seed, 0)).shuffled([c for c in cards if c not in fixed])
    talon, rest = rest[: options.talon], rest[options.talon :]
    hands: list[list[Card]] = []
    for seat in range(options.seats):
        want = 0 if seat not in seats else size + (kept if seat == dealer else 0)
        hand = fixed if seat == forehand else rest[:want]
        rest = rest if seat == forehand else rest[want:]
        hands.append(hand)
    return [" ".join(c.code for c in hand) for hand in hands], " ".join(c.code for c in talon)


def rigged(
    ruleset: Ruleset,
    rig: str,
    seed: int,
    dealer: int,
    players: Sequence[str],
    pots: Pots | None = None,
) -> DealResult:
    """A rigged deal played out by ``players`` (their seeds derived from ``seed``)."""
    state = rigged_start(ruleset, rig, seed, dealer, pots)
    table = [bot_kinds.make(kind, derive(seed, 1 + seat)) for seat, kind in enumerate(players)]
    while not state.is_over:
        state.apply(table[state.to_move].choose(state, state.legal()))
    return replay(record_of(state, players, None, pots=pots))


def rigged_start(
    ruleset: Ruleset, rig: str, seed: int, dealer: int, pots: Pots | None = None
) -> State:
    """A rigged deal as dealt."""
    hands, talon = rig_hands(ruleset, rig, seed, dealer)
    options = [f"{k}={v}" for k, v in _assignments(ruleset).items()]
    record = Record(
        variant=ruleset.id,
        options=options,
        seats=list(SEAT_NAMES[: ruleset.options.seats]),
        dealer=dealer,
        hands=hands,
        talon=talon,
        actions=[],
        pots=pot_values(pots),
    )
    return start(record)


def rigged_deal(ruleset: Ruleset, rig: str, seed: int) -> DealResult:
    """The rigged deal a seed names (dealer and bots as ``seating`` says)."""
    dealer, players = seating(seed, ruleset)
    return rigged(ruleset, rig, seed, dealer, players, opening_pots(ruleset, dealer))


def _assignments(ruleset: Ruleset) -> dict[str, str]:
    """The options in which ``ruleset`` differs from its registered rule set."""
    base = rules.get(ruleset.id).options
    return {
        name: text(getattr(ruleset.options, name))
        for name in settable(base)
        if getattr(ruleset.options, name) != getattr(base, name)
    }


def can_rig(ruleset: Ruleset, rig: str) -> bool:
    """Whether the rig makes sense here: a Vole needs 25-card hands and no declarer;
    a hand without trumps needs the redeal rule to be worth playing in the base set."""
    options = ruleset.options
    if rig == "vole":
        size = (options.pack - options.talon - options.discard) // 3
        return not options.contracts and options.pack == 78 and size == 25
    return options.redeal_without_trumps


# -- the special rules a deal shows ------------------------------------------------------

CLAUSE_EVENTS = {
    Clause.RENAME: "Scies renamed",
    Clause.NAME: "Fool led, suit named",
    Clause.FOOL_LED: "Fool led",
    Clause.FOOL_DEADLINE: "Fool deadline",
    Clause.FOOL_OUT_OF_TRUMPS: "Fool forced, out of trumps",
    Clause.FOOL_DEMANDED: "Fool demanded",
    Clause.LAY_AWAY_TRUMP: "trump laid away",
    Clause.LAY_AWAY_COMBINATION: "combination card laid away",
    Clause.HOLD: "hold",
    Clause.HOLD_FOREHAND: "hold",
    Clause.BID_SOLO: "Solo bid at a first turn",
}


def events(result: DealResult) -> set[str]:
    """The special rules a deal shows, by name (used to choose deals, and as their tags)."""
    state = result.state
    if state.thrown_in is not None:
        return {f"thrown in: {state.thrown_in.value}"}
    found = {CLAUSE_EVENTS[Clause(s.clause)] for s in result.steps if s.clause in CLAUSE_EVENTS}
    found.update(f"{item.kind.value} announced" for item in state.announced)
    if any(isinstance(step.action, Hold) for step in result.steps):
        found.add("hold")
    if state.game is not None:
        found.add(f"game: {state.game.name}")
        if not state.game.played:
            return found
    found |= _cards_events(result)
    if state.declarer >= 0:
        if state.won[state.declarer] in (0, len(state.tricks)):
            found.add("Valat")
        found.add("declarer won" if result.net[state.declarer] > 0 else "declarer lost")
    elif any(state.won[seat] == len(state.tricks) for seat in state.seats):
        found.add("Vole")
    elif any(state.won[seat] == 0 for seat in state.seats):
        found.add("Nolo")
    for payment in result.ledger:
        if isinstance(payment.payer, Pot):
            found.add("pot taken")
        if payment.kind is Kind.FOOL:
            found.add("Fool kept without a trick")
        if payment.kind is Kind.TRULL or payment.reason.startswith("four Kings"):
            found.add(payment.reason.split(":")[0])
        if payment.kind is Kind.LAST_TRICK:
            found.add("last-trick bonus")
        if "Ladons" in payment.reason:
            found.add("Ladons declared")
    if any(isinstance(v, Fraction) for v in result.card_points.values()):
        found.add("card points in thirds")
    return found


def _cards_events(result: DealResult) -> set[str]:
    """The Pagat and the Kings in the last trick, the Fool in the last three."""
    state, found = result.state, set()
    last = state.tricks[-1]
    for seat, card in zip(last.seats, last.cards, strict=True):
        outcome = "won" if seat == last.winner else "lost"
        if card is PAGAT:
            found.add(f"Pagat ultimo {outcome}")
        elif card.is_king:
            found.add(f"King ultimo {outcome}")
    for trick in state.tricks[-3:]:
        if FOOL in trick.cards:
            owner = trick.seats[trick.cards.index(FOOL)]
            kept = "won" if owner == trick.winner else "lost"
            found.add(f"Fool in the last three tricks ({kept})")
    return found


# -- the options --------------------------------------------------------------------------

SECOND_VALUES: dict[str, dict[int, int]] = {
    "pack": {78: 54, 54: 78},
    "seats": {3: 4, 4: 3},
    "packet": {5: 4, 4: 5},
    "talon": {0: 6},
    "discard": {3: 6},
    "fool_deadline": {0: 23, 23: 20},
    "fool_captured_from": {0: 23, 23: 25, 25: 23},
    "fool_barred_trick": {0: 24, 24: 22},
    "fool_demand_trick": {0: 23, 23: 20},
    "par": {26: 30, 36: 40},
}
"""The second value of an int option where doubling (or 5 for 0) would not do."""

OWN_VALUES: dict[tuple[str, str], tuple[tuple[str, ...], ...]] = {
    ("tapp-tarock", "talon"): (("talon=12", "discard=6"),),
    ("tapp-tarock", "discard"): (("talon=12", "discard=6"),),
    ("taroc-1754", "fool_barred_trick"): (("fool_barred_trick=20",),),
    ("danish-tarok", "discard"): (("discard=6",), ("discard=0",)),
    **{
        (variant, "talon"): (("talon=6",),)
        for variant in ("taroc-1754", "grosstarock", "danish-tarok", "grand-tarot")
    },
}
"""Where the general choice does not do, the changes an option is covered with: one value
alone is refused (the games that take the talon need a discard of half the talon), fails
in play (then the failure is listed, and another change covers the option), or falls
after the Fool's deadline."""

TABLE_OPTIONS = ("contracts", "declarations", "vole_announced", "nolo_announced")
SESSION_OPTIONS = tuple(sorted(STAKES))
"""Pot options read only between deals (the stakes): covered by sessions."""

REQUIRED = {"tapper": "game: Tapper", "ladons": "Ladons declared"}
"""An option whose deal must also show this event."""

RIGGED_FOR = {
    "vole": "vole",
    "vole_replaces_ultimo": "vole",
    "vole_takes_pots": "vole",
    "vole_cancels_card_points": "vole",
    "redeal_without_trumps": "no-trump",
}
"""Options that only a rigged deal shows (where the rig can be made)."""


def meaningless(ruleset: Ruleset, name: str) -> str | None:
    """Why option ``name`` does nothing in ``ruleset`` where ``tarock.rules.applies`` (the
    package's own list, tried first in ``switches``) does not say so (None: it does)."""
    options = ruleset.options
    if name in TABLE_OPTIONS:
        return "a table, not settable with with_options: covered by each rule set's own table"
    if name == "direction":
        return "not read by the engine (seats are numbered in the order of play)"
    if name == "fool_names_suit" and not options.fool_may_lead and options.fool_deadline:
        return "the Fool is never led: fool_may_lead=false, and its deadline comes first"
    if name == "fool_kept_no_trick" and options.fool_exchange_at_end:
        return "an owner without a trick gives the Fool up (fool_exchange_at_end=true)"
    if name == "ladons":
        literal = options.with_changes(["ladons=one-point"]).declaration_table
        if literal == options.declarations:
            return "no declaration of this rule set counts Ladons"
    return None


def text(value: object) -> str:
    """An option value as ``with_options`` reads it."""
    return value.value if isinstance(value, Enum) else str(value).lower()


def changes(name: str, current: object) -> list[str]:
    """The non-default values of an option: every other enum value, the flipped
    boolean, a second whole number."""
    if isinstance(current, bool):
        values: list[object] = [not current]
    elif isinstance(current, Enum):
        values = [member for member in type(current) if member is not current]
    else:
        assert isinstance(current, int)
        second = SECOND_VALUES.get(name, {})
        values = [second.get(current, 2 * current if current else 5)]
    return [f"{name}={text(value)}" for value in values]


@dataclass(frozen=True)
class Switch:
    """One option change in one rule set, or why it is left out."""

    variant: str
    option: str
    assignments: tuple[str, ...]
    skipped: str = ""

    @property
    def key(self) -> str:
        return f"{self.variant} {' '.join(self.assignments) or self.option}"

    @property
    def base(self) -> Ruleset:
        return rules.get(self.variant)

    @property
    def ruleset(self) -> Ruleset:
        return self.base.with_options(list(self.assignments))

    @property
    def in_session(self) -> bool:
        return self.option in SESSION_OPTIONS

    @property
    def rig(self) -> str:
        rig = RIGGED_FOR.get(self.option, "")
        return rig if rig and can_rig_changed(self.ruleset, rig) else ""

    def deal(self, seed: int) -> DealResult:
        """The deal this switch is covered with, for ``seed``."""
        if self.rig:
            return rigged_deal(self.ruleset, self.rig, seed)
        return play(self.ruleset, seed)


def can_rig_changed(ruleset: Ruleset, rig: str) -> bool:
    """Whether a rig can be dealt under changed options (the redeal rule may be off)."""
    return rig == "no-trump" or can_rig(ruleset, rig)


def switches() -> list[Switch]:
    """Every (rule set, option value) pair: to cover, or skipped with the reason."""
    out = []
    for variant in rules.ids():
        ruleset = rules.get(variant)
        plain = set(settable(ruleset.options))
        for field in dataclasses.fields(Options):
            name = field.name
            reason = meaningless(ruleset, name)
            if reason is None and name not in plain:
                reason = "not settable with with_options"
            own = OWN_VALUES.get((variant, name))
            if own is None and not reason:
                own = tuple((change,) for change in changes(name, getattr(ruleset.options, name)))
            package = _unused(ruleset, own[0]) if own else None
            if package or reason:
                out.append(Switch(variant, name, (), package or f"(corpus reading) {reason}"))
                continue
            assert own is not None
            for assignments in own:
                if any(s.variant == variant and s.assignments == assignments for s in out):
                    continue  # one change covering two options (talon and discard)
                out.append(Switch(variant, name, assignments, _refused(ruleset, assignments)))
    return out


def _unused(ruleset: Ruleset, assignments: Sequence[str]) -> str | None:
    """What ``tarock.rules.applies`` says of a change that does nothing here, or None."""
    try:
        why = unused(ruleset.with_options(list(assignments)), assignments)
    except OptionError:
        return None  # refused: listed with the change
    return f"(tarock.rules.applies) {why}" if why else None


def _refused(ruleset: Ruleset, assignments: Sequence[str]) -> str:
    """Why ``with_options`` refuses a change, or why the changed rule set cannot be played
    (the package accepts it and then fails: reported, not covered); "" if it plays."""
    try:
        changed = ruleset.with_options(list(assignments))
    except OptionError as error:
        return f"refused by with_options: {str(error)[:70]}"
    try:
        for seed in range(6):
            play(changed, seed)
    except Exception as error:  # reported, not hidden
        return f"accepted by with_options, but play fails: {type(error).__name__} {error}"
    return ""


def effect(result: DealResult, base: Ruleset, seed: int | None) -> str:
    """How a deal shows an option change: "rules" if its record replayed under the default
    options gives another outcome (or is not legal there), "deal" if only the seed deals
    other cards, "" if it shows nothing."""
    record = result.record.replace(options=[])
    try:
        if deal_outcome(replay(record)) != deal_outcome(result):
            return "rules"
    except RecordError:
        return "rules"
    dealer = result.record.dealer
    if seed is None:
        return ""
    before = dealt(base, seed, dealer) if dealer < base.options.seats else None
    if before is None or (before.dealt, before.talon) != (result.state.dealt, result.state.talon):
        return "deal"
    return ""


def option_session(ruleset: Ruleset, seed: int) -> SessionResult:
    """The session an option read between deals is covered with: three deals."""
    dealer, players = seating(seed, ruleset)
    return play_session(ruleset, players, seed, 3, dealer)


# -- sessions ---------------------------------------------------------------------------


@dataclass(frozen=True)
class SessionPlan:
    """A session to find: its table, bots, length, first dealer, what it must show, and
    a rigged deal to put in it (``rig`` as deal number ``rig_at``)."""

    key: str
    table: Table
    mix: str
    deals: int
    first_dealer: int
    wants: tuple[str, ...]
    rig: str = ""
    rig_at: int = 1

    @property
    def name(self) -> str:
        return f"{self.table.key} {self.key}"

    def play(self, seed: int) -> SessionResult:
        ruleset = self.table.ruleset
        players = bots(self.mix, ruleset.options.seats)
        if not self.rig:
            return play_session(ruleset, players, seed, self.deals, self.first_dealer)
        table = GameTable(
            ruleset, seed, players, deals=self.deals, dealer=self.first_dealer, session=True
        )
        while True:
            table.advance()
            if table.session is not None:
                return table.session
            if (table.number, table.attempt) != (self.rig_at, 0):
                table.next_deal()
                continue
            # the rigged deal: its cards, and its bots seeded as ``rigged`` seeds them
            rig_seed = deal_seed(seed, table.number, 0)
            table.next_deal(rigged_start(ruleset, self.rig, rig_seed, table.dealer))
            table.bots = {
                s: bot_kinds.make(kind, derive(rig_seed, 1 + s)) for s, kind in enumerate(players)
            }
            table.deal_seed = None


def session_events(result: SessionResult) -> set[str]:
    """What a session shows: pots emptied and refounded, shared at the end, redeals."""
    found = set()
    for index, after in enumerate(result.pots[:-1]):
        emptied = [pot for pot, value in after.items() if value == 0]
        if emptied and any("founds" in p.reason for p in result.stakes[index + 1]):
            found.add("pot emptied and refounded")
    if len(result.final):
        found.add("pots shared at the end")
    for deal in result.deals:
        found.update(e for e in events(deal) if e.startswith(("thrown in", "Vole", "pot")))
    return found


DANISH, GRAND, TAPP = TABLES[3], TABLES[4], TABLES[5]
SHARED = "pots shared at the end"
REFOUNDED = ("pot emptied and refounded", SHARED)
NO_TRUMP = "thrown in: a player dealt no trump demanded a new deal"
SESSIONS = (
    SessionPlan("pots-heuristic", DANISH, "heuristic", 6, 0, REFOUNDED),
    SessionPlan("pots-random", DANISH, "random", 6, 1, REFOUNDED),
    SessionPlan("pots-mixed", DANISH, "mixed", 6, 2, (*REFOUNDED, "pot taken")),
    SessionPlan("redeal", DANISH, "mixed-random", 4, 0, (NO_TRUMP, SHARED), "no-trump"),
    SessionPlan("tout", DANISH, "random", 4, 1, ("Vole", *REFOUNDED), "vole"),
    SessionPlan("pots-heuristic", GRAND, "heuristic", 6, 1, REFOUNDED),
    SessionPlan("pots-random", GRAND, "random", 6, 2, REFOUNDED),
    SessionPlan("pots-mixed", GRAND, "mixed-random", 6, 0, (*REFOUNDED, "pot taken")),
    SessionPlan("slam", GRAND, "mixed", 4, 2, ("Vole", SHARED), "vole", 2),
    SessionPlan(
        "four-seats",
        Table("danish-tarok seats=4", "danish-tarok", ("seats=4",)),
        "mixed",
        5,
        3,
        REFOUNDED,
    ),
    SessionPlan("thrown-in", TAPP, "heuristic", 4, 2, ("thrown in: everyone passed",)),
)


# fmt: off
# --8<-- [start:seeds] written by `make_corpus.py --search`; do not edit by hand
BASE_SEEDS: dict[str, list[int]] = {
    "taroc-1754": [0, 4, 5, 6, 7, 10, 11, 18, 31, 51, 81, 98, 121, 524, 710],
    "taroc-1754 seats=4": [0, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 20, 51, 69, 121, 178, 209,
        515],
    "grosstarock": [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 33, 85, 88, 145, 420, 431, 612],
    "danish-tarok": [2, 3, 5, 6, 7, 9, 10, 11, 19, 22, 32, 40, 72, 457, 524],
    "grand-tarot": [4, 5, 6, 7, 9, 10, 11, 12, 24, 38, 39, 95, 524, 721],
    "tapp-tarock": [4, 5, 7, 8, 10, 11, 14, 15, 17, 36, 39, 81, 84, 132, 217, 570],
}
RIG_SEEDS: dict[str, int] = {
    "taroc-1754 vole": 0,
    "taroc-1754 seats=4 vole": 0,
    "grosstarock vole": 0,
    "danish-tarok vole": 2,
    "danish-tarok no-trump": 3,
    "grand-tarot vole": 0,
}
OPTION_SEEDS: dict[str, int] = {
    "taroc-1754 pack=54": 0,
    "taroc-1754 seats=4": 0,
    "taroc-1754 pip_order=natural": 0,
    "taroc-1754 packet=4": 0,
    "taroc-1754 discard=6": 0,
    "taroc-1754 discard_limit=1754-with-plain": 882,
    "taroc-1754 discard_limit=dummett": 1,
    "taroc-1754 discard_limit=danish": 1,
    "taroc-1754 discard_limit=grand-tarot": 4,
    "taroc-1754 discard_limit=tapp": 4,
    "taroc-1754 discard_disclosure=fact": 4,
    "taroc-1754 declare_laid_away=true": 1,
    "taroc-1754 fool_is_top_trump=true": 0,
    "taroc-1754 fool_may_lead=true": 0,
    "taroc-1754 fool_deadline=20": 5,
    "taroc-1754 fool_when_out_of_trumps=false": 32,
    "taroc-1754 fool_captured_from=23": 15,
    "taroc-1754 fool_kept_no_trick=8": 524,
    "taroc-1754 fool_exchange_at_end=true": 133,
    "taroc-1754 fool_barred_trick=20": 5,
    "taroc-1754 fool_demand_trick=23": 15,
    "taroc-1754 redeal_without_trumps=true": 0,
    "taroc-1754 pagat_home=5": 0,
    "taroc-1754 pagat_captured=10": 1,
    "taroc-1754 pagat_ultimo=20": 18,
    "taroc-1754 pagat_ultimo_lost=20": 3,
    "taroc-1754 king_home=5": 0,
    "taroc-1754 king_captured=5": 5,
    "taroc-1754 king_ultimo=5": 81,
    "taroc-1754 king_ultimo_lost=5": 0,
    "taroc-1754 last_trick=5": 1,
    "taroc-1754 vole=5": 0,
    "taroc-1754 nolo=5": 524,
    "taroc-1754 vole_cancels_card_points=true": 0,
    "taroc-1754 vole_replaces_ultimo=true": 3,
    "taroc-1754 nolo_cancels=true": 524,
    "taroc-1754 pot_ante=5": 0,
    "taroc-1754 par=30": 0,
    "taroc-1754 card_settlement=bands": 0,
    "taroc-1754 card_settlement=bands-eldest": 0,
    "taroc-1754 card_settlement=bands-each": 0,
    "taroc-1754 card_settlement=none": 0,
    "grosstarock pack=54": 0,
    "grosstarock seats=4": 0,
    "grosstarock pip_order=natural": 0,
    "grosstarock packet=4": 0,
    "grosstarock discard=6": 0,
    "grosstarock discard_limit=1754": 1,
    "grosstarock discard_limit=1754-with-plain": 1,
    "grosstarock discard_limit=danish": 1,
    "grosstarock discard_limit=grand-tarot": 1,
    "grosstarock discard_limit=tapp": 1,
    "grosstarock discard_disclosure=fact": 882,
    "grosstarock declare_laid_away=true": 1,
    "grosstarock ladons=one-point": 0,
    "grosstarock fool_is_top_trump=true": 0,
    "grosstarock fool_may_lead=false": 0,
    "grosstarock fool_deadline=23": 420,
    "grosstarock fool_when_out_of_trumps=true": 23,
    "grosstarock fool_captured_from=25": 15,
    "grosstarock fool_kept_no_trick=5": 6,
    "grosstarock fool_exchange_at_end=true": 6,
    "grosstarock fool_names_suit=true": 15,
    "grosstarock fool_barred_trick=24": 974,
    "grosstarock fool_demand_trick=23": 420,
    "grosstarock redeal_without_trumps=true": 0,
    "grosstarock pagat_home=10": 10,
    "grosstarock pagat_captured=10": 0,
    "grosstarock pagat_ultimo=30": 33,
    "grosstarock pagat_ultimo_lost=30": 3,
    "grosstarock king_home=10": 0,
    "grosstarock king_captured=10": 0,
    "grosstarock king_ultimo=20": 85,
    "grosstarock king_ultimo_lost=20": 5,
    "grosstarock last_trick=5": 0,
    "grosstarock vole=52": 2,
    "grosstarock nolo=52": 6,
    "grosstarock vole_cancels_card_points=true": 0,
    "grosstarock vole_replaces_ultimo=true": 0,
    "grosstarock nolo_cancels=true": 6,
    "grosstarock pot_ante=5": 0,
    "grosstarock par=30": 0,
    "grosstarock card_settlement=bands": 0,
    "grosstarock card_settlement=bands-eldest": 0,
    "grosstarock card_settlement=bands-each": 0,
    "grosstarock card_settlement=none": 0,
    "danish-tarok pack=54": 0,
    "danish-tarok seats=4": 0,
    "danish-tarok pip_order=natural": 0,
    "danish-tarok packet=4": 0,
    "danish-tarok discard=0": 0,
    "danish-tarok discard_limit=1754": 1,
    "danish-tarok discard_limit=1754-with-plain": 1,
    "danish-tarok discard_limit=dummett": 1,
    "danish-tarok discard_limit=grand-tarot": 1,
    "danish-tarok discard_limit=tapp": 1,
    "danish-tarok discard_disclosure=cards": 69,
    "danish-tarok declare_laid_away=false": -1,
    "danish-tarok fool_is_top_trump=true": 0,
    "danish-tarok fool_may_lead=false": 0,
    "danish-tarok fool_deadline=23": 15,
    "danish-tarok fool_when_out_of_trumps=true": 15,
    "danish-tarok fool_captured_from=23": 241,
    "danish-tarok fool_kept_no_trick=5": 524,
    "danish-tarok fool_exchange_at_end=true": 133,
    "danish-tarok fool_names_suit=false": 1,
    "danish-tarok fool_named_held=true": 1,
    "danish-tarok fool_named_last_trick=false": 16,
    "danish-tarok fool_barred_trick=22": 15,
    "danish-tarok fool_demand_trick=20": 5,
    "danish-tarok redeal_without_trumps=false": 0,
    "danish-tarok pagat_home=10": 0,
    "danish-tarok pagat_captured=10": 1,
    "danish-tarok pagat_ultimo=90": 19,
    "danish-tarok pagat_ultimo_lost=90": 3,
    "danish-tarok king_home=5": 0,
    "danish-tarok king_captured=10": 0,
    "danish-tarok king_ultimo=80": 22,
    "danish-tarok king_ultimo_lost=80": 5,
    "danish-tarok last_trick=40": 0,
    "danish-tarok vole=160": 2,
    "danish-tarok nolo=50": 524,
    "danish-tarok vole_cancels_card_points=false": 2,
    "danish-tarok vole_replaces_ultimo=false": 2,
    "danish-tarok nolo_cancels=false": 524,
    "danish-tarok pot_ante=40": 0,
    "danish-tarok dealer_stake=10": 0,
    "danish-tarok dealer_stake_on_ante=false": 0,
    "danish-tarok pagat_captured_pot=10": 1,
    "danish-tarok king_captured_pot=10": 0,
    "danish-tarok ultimo_takes_pot=false": 19,
    "danish-tarok failed_ultimo_pot=nothing": 3,
    "danish-tarok failed_ultimo_pot=penalty": 3,
    "danish-tarok ultimo_success_first=false": 90,
    "danish-tarok vole_takes_pots=false": 2,
    "danish-tarok par=30": 0,
    "danish-tarok card_settlement=exact": 0,
    "danish-tarok card_settlement=bands-eldest": 1,
    "danish-tarok card_settlement=bands-each": 0,
    "danish-tarok card_settlement=none": 0,
    "grand-tarot pack=54": 0,
    "grand-tarot seats=4": 0,
    "grand-tarot pip_order=red-reversed": 0,
    "grand-tarot packet=4": 0,
    "grand-tarot discard=6": 0,
    "grand-tarot discard_limit=1754": 4,
    "grand-tarot discard_limit=1754-with-plain": 4,
    "grand-tarot discard_limit=dummett": 1,
    "grand-tarot discard_limit=danish": 1,
    "grand-tarot discard_limit=tapp": 69,
    "grand-tarot discard_disclosure=fact": 69,
    "grand-tarot declare_laid_away=true": 1,
    "grand-tarot fool_is_top_trump=true": 0,
    "grand-tarot fool_may_lead=false": 0,
    "grand-tarot fool_deadline=23": 5,
    "grand-tarot fool_when_out_of_trumps=true": 5,
    "grand-tarot fool_captured_from=23": 422,
    "grand-tarot fool_exchange_at_end=false": 133,
    "grand-tarot fool_names_suit=true": 12,
    "grand-tarot fool_barred_trick=24": 5,
    "grand-tarot fool_demand_trick=23": 5,
    "grand-tarot redeal_without_trumps=true": 0,
    "grand-tarot pagat_home=5": 10,
    "grand-tarot pagat_captured=10": 0,
    "grand-tarot pagat_ultimo=90": 4,
    "grand-tarot pagat_ultimo_lost=90": 3,
    "grand-tarot king_home=5": 0,
    "grand-tarot king_captured=10": 0,
    "grand-tarot king_ultimo=80": 24,
    "grand-tarot king_ultimo_lost=80": 11,
    "grand-tarot last_trick=5": 0,
    "grand-tarot vole=170": 0,
    "grand-tarot nolo=50": 524,
    "grand-tarot vole_cancels_card_points=true": 0,
    "grand-tarot vole_replaces_ultimo=true": 3,
    "grand-tarot nolo_cancels=true": 524,
    "grand-tarot pot_ante=80": 0,
    "grand-tarot dealer_stake=10": 0,
    "grand-tarot dealer_stake_on_ante=false": 0,
    "grand-tarot pagat_captured_pot=10": 0,
    "grand-tarot king_captured_pot=10": 0,
    "grand-tarot ultimo_takes_pot=false": 4,
    "grand-tarot failed_ultimo_pot=nothing": 3,
    "grand-tarot failed_ultimo_pot=double": 3,
    "grand-tarot ultimo_success_first=true": 90,
    "grand-tarot vole_takes_pots=true": 0,
    "grand-tarot par=30": 0,
    "grand-tarot card_settlement=exact": 0,
    "grand-tarot card_settlement=bands": 0,
    "grand-tarot card_settlement=bands-each": 0,
    "grand-tarot card_settlement=none": 0,
    "tapp-tarock pack=78": 0,
    "tapp-tarock pip_order=natural": 7,
    "tapp-tarock packet=5": 0,
    "tapp-tarock talon=12 discard=6": 0,
    "tapp-tarock discard_limit=1754": 3,
    "tapp-tarock discard_limit=1754-with-plain": 3,
    "tapp-tarock discard_limit=dummett": 3,
    "tapp-tarock discard_limit=danish": 2521,
    "tapp-tarock discard_limit=grand-tarot": 158,
    "tapp-tarock discard_disclosure=fact": -1,
    "tapp-tarock solo_first_turn=false": 0,
    "tapp-tarock hold=forehand": 1,
    "tapp-tarock talon_half=free": 8,
    "tapp-tarock tapper=5": 0,
    "tapp-tarock fool_is_top_trump=false": 0,
    "tapp-tarock redeal_without_trumps=true": 0,
    "tapp-tarock pagat_ultimo=8": 8,
    "tapp-tarock vole=24": 84,
    "tapp-tarock pagat_ultimo_announced=16": 3,
    "tapp-tarock valat_game_factor=5": 7,
    "tapp-tarock trull=6": 3,
    "tapp-tarock four_kings=6": 7,
    "tapp-tarock pot_ante=5": 0,
    "tapp-tarock par=40": 0,
}
SESSION_SEEDS: dict[str, int] = {
    "danish-tarok pots-heuristic": 0,
    "danish-tarok pots-random": 1,
    "danish-tarok pots-mixed": 0,
    "danish-tarok redeal": 0,
    "danish-tarok tout": 3,
    "grand-tarot pots-heuristic": 0,
    "grand-tarot pots-random": 3,
    "grand-tarot pots-mixed": 4,
    "grand-tarot slam": 0,
    "danish-tarok seats=4 four-seats": 2,
    "tapp-tarock thrown-in": 2,
}
# --8<-- [end:seeds]
# fmt: on


# -- the search -------------------------------------------------------------------------

BASE_POOL = 800
"""Seeds 0..BASE_POOL-1 are searched for each table's base deals."""
EVENT_TARGET = 2
"""Base deals wanted for each event (where the pool has them)."""
OPTION_POOL = 3000
"""Seeds searched for a deal that shows an option change (most show it at once)."""
RIG_POOL = 200
SESSION_POOL = 300


def search_base(table: Table) -> list[int]:
    """Seeds covering every dealer and bot table, then every event seen in the pool (the
    rarest first) ``EVENT_TARGET`` times."""
    ruleset = table.ruleset
    pool = {seed: events(play(ruleset, seed)) for seed in range(BASE_POOL)}
    chosen: list[int] = []
    seen: Counter[str] = Counter()
    seats = ruleset.options.seats
    for first in range(seats * len(MIXES)):  # every dealer with every bot table
        same = range(first, BASE_POOL, seats * len(MIXES))
        seed = max(same, key=lambda s: len(pool[s] - set(seen)))
        chosen.append(seed)
        seen.update(pool[seed])
    everything = Counter(e for found in pool.values() for e in found)
    for event, _ in sorted(everything.items(), key=lambda item: (item[1], item[0])):
        for seed in pool:
            if seen[event] >= EVENT_TARGET:
                break
            if event in pool[seed] and seed not in chosen:
                chosen.append(seed)
                seen.update(pool[seed])
    return sorted(chosen)


def rig_wants(ruleset: Ruleset, rig: str) -> str:
    """The event a base rigged deal must show."""
    return "Vole" if rig == "vole" else NO_TRUMP


def search_rig(ruleset: Ruleset, rig: str) -> int:
    """The first seed whose rigged deal shows what the rig is for (-1: none)."""
    want = rig_wants(ruleset, rig)
    for seed in range(RIG_POOL):
        if want in events(rigged_deal(ruleset, rig, seed)):
            return seed
    return -1


def shows(switch: Switch, result: DealResult, seed: int) -> str:
    """How a switch's deal shows the change ("" if it does not, or lacks its event)."""
    want = REQUIRED.get(switch.option)
    if switch.rig == "vole" and "Vole" not in events(result):
        return ""
    if want and want not in events(result):
        return ""
    found = effect(result, switch.base, None if switch.rig else seed)
    return found if found == "rules" or switch.option == "packet" else ""


def search_option(switch: Switch) -> int:
    """The first seed whose deal shows the change (-1: none in the pool)."""
    pool = RIG_POOL if switch.rig else OPTION_POOL
    for seed in range(pool):
        if shows(switch, switch.deal(seed), seed):
            return seed
    return -1


def search_option_session(switch: Switch) -> int:
    """The first seed of a three-deal session whose stakes the change alters."""
    for seed in range(SESSION_POOL):
        ours = session_outcome(option_session(switch.ruleset, seed))
        theirs = session_outcome(option_session(switch.base, seed))
        if ours["stakes"] != theirs["stakes"]:
            return seed
    return -1


def search_session(plan: SessionPlan) -> int:
    """The first seed whose session shows everything the plan wants (-1: none)."""
    for seed in range(SESSION_POOL):
        if set(plan.wants) <= session_events(plan.play(seed)):
            return seed
    return -1


Seeds = tuple[dict[str, list[int]], dict[str, int], dict[str, int], dict[str, int]]


def search() -> Seeds:
    """All the seeds, found again."""
    base, rigs, options = {}, {}, {}
    for table in TABLES:
        started = time.perf_counter()
        base[table.key] = search_base(table)
        for rig in RIGS:
            if can_rig(table.ruleset, rig):
                rigs[f"{table.key} {rig}"] = search_rig(table.ruleset, rig)
        took = time.perf_counter() - started
        print(f"  {table.key}: {len(base[table.key])} seeds ({took:.1f} s)", file=sys.stderr)
    for switch in switches():
        if not switch.skipped:
            started = time.perf_counter()
            find = search_option_session if switch.in_session else search_option
            options[switch.key] = find(switch)
            took = time.perf_counter() - started
            print(f"  {switch.key}: {options[switch.key]} ({took:.1f} s)", file=sys.stderr)
    sessions = {plan.name: search_session(plan) for plan in SESSIONS}
    for warning in probe_readings():
        print(f"WARNING: {warning}", file=sys.stderr)
    return base, rigs, options, sessions


PROBE_POOL = 60


def probe_readings() -> list[str]:
    """The corpus's own readings of where an option does nothing, tried: a change shown by
    one of ``PROBE_POOL`` deals would prove the reading wrong."""
    found = []
    for skipped in switches():
        reading = skipped.skipped.startswith("(corpus reading)")
        base = skipped.base
        if not reading or skipped.option not in settable(base.options):
            continue
        change = changes(skipped.option, getattr(base.options, skipped.option))[0]
        switch = Switch(skipped.variant, skipped.option, (change,))
        if any(shows(switch, switch.deal(seed), seed) for seed in range(PROBE_POOL)):
            found.append(f"{switch.key} shows a change, yet is left out as meaningless")
    return found


def rewrite_seeds(seeds: Seeds) -> None:
    """Replace the seeds block of this script."""
    names = ("BASE_SEEDS", "RIG_SEEDS", "OPTION_SEEDS", "SESSION_SEEDS")
    kinds = ("dict[str, list[int]]", "dict[str, int]", "dict[str, int]", "dict[str, int]")
    blocks = []
    for name, kind, values in zip(names, kinds, seeds, strict=True):
        lines = [f"{name}: {kind} = {{"]
        for key, value in values.items():
            start = f"    {json.dumps(key)}: "
            lines.append(
                textwrap.fill(f"{value!r},", 99, initial_indent=start, subsequent_indent=" " * 8)
            )
        blocks.append("\n".join([*lines, "}"]))
    source = SCRIPT.read_text(encoding="utf-8")
    start_mark = "# --8<-- [start:seeds]"
    pattern = re.compile(re.escape(start_mark) + r"([^\n]*)\n.*?(?=# --8<-- \[end:seeds\])", re.S)
    body = "\n".join(blocks)
    new = pattern.sub(lambda m: f"{start_mark}{m.group(1)}\n{body}\n", source, count=1)
    SCRIPT.write_text(new, encoding="utf-8")


# -- building the corpus ----------------------------------------------------------------

Entry = dict[str, object]


def deal_entry(key: str, result: DealResult, tags: Iterable[str]) -> Entry:
    """A corpus line for a deal, its outcome checked against its own replay first."""
    outcome = deal_outcome(result)
    if deal_outcome(replay(result.record)) != outcome:
        raise SystemExit(f"{key}: the replay of the record differs from the play")
    record = result.record
    tags = [*tags, f"dealer {record.dealer}", f"bots {'/'.join(record.players)}"]
    return {
        "id": key,
        "kind": "deal",
        "seeded": record.seed is not None,
        "tags": sorted(set(tags) | events(result)),
        "record": record_json(record),
        "expect": outcome,
    }


def session_entry(key: str, result: SessionResult, tags: Iterable[str], seeded: bool) -> Entry:
    """A corpus line for a session (``seeded``: ``play_session`` plays it from its seed)."""
    record = result.record
    played = sum(1 for deal in record.deals if deal.thrown_in is None)
    return {
        "id": key,
        "kind": "session",
        "seeded": seeded,
        "session": {"deals": played, "first_dealer": record.deals[0].dealer},
        "tags": sorted(set(tags) | session_events(result)),
        "record": record_json(record),
        "expect": session_outcome(result),
    }


class Report:
    """What the build covered, and what it warns about."""

    def __init__(self) -> None:
        self.warnings: list[str] = []
        self.options: list[str] = []


def build(report: Report) -> dict[str, list[Entry]]:
    """Every corpus entry, by file."""
    files: dict[str, list[Entry]] = {variant: [] for variant in rules.ids()}
    for table in TABLES:
        ruleset, name = table.ruleset, table.key.replace(" ", "/")
        tags = ["base", f"table {table.key}"]
        for seed in BASE_SEEDS.get(table.key, []):
            entry = deal_entry(f"{name}/base/seed-{seed}", play(ruleset, seed), tags)
            files[table.variant].append(entry)
        for rig in RIGS:
            if not can_rig(ruleset, rig):
                continue
            seed = RIG_SEEDS.get(f"{table.key} {rig}", -1)
            result = rigged_deal(ruleset, rig, max(seed, 0))
            if rig_wants(ruleset, rig) not in events(result):
                report.warnings.append(f"{table.key} {rig}: not shown (run --search)")
            entry = deal_entry(f"{name}/rigged/{rig}", result, [*tags, f"rigged {rig}"])
            files[table.variant].append(entry)
    for switch in switches():
        if not switch.skipped:
            files[switch.variant].append(option_entry(switch, report))
    for plan in SESSIONS:
        seed = SESSION_SEEDS.get(plan.name, -1)
        result = plan.play(max(seed, 0))
        missing = set(plan.wants) - session_events(result)
        if seed < 0 or missing:
            report.warnings.append(f"session {plan.name}: lacks {sorted(missing)}")
        key = f"{plan.table.key}/session/{plan.key}".replace(" ", "/")
        tags = ["session", f"table {plan.table.key}", *([f"rigged {plan.rig}"] * bool(plan.rig))]
        entry = session_entry(key, result, tags, seeded=not plan.rig)
        files[plan.table.variant].append(entry)
    return files


def option_entry(switch: Switch, report: Report) -> Entry:
    """The entry covering one option change, and a line of the report."""
    seed = OPTION_SEEDS.get(switch.key, -1)
    key = f"{switch.variant}/option/{'+'.join(switch.assignments)}"
    tags = ["option", *(f"option {a}" for a in switch.assignments)]
    if switch.in_session:
        result = option_session(switch.ruleset, max(seed, 0))
        found = "session stakes" if seed >= 0 else ""
        entry = session_entry(key, result, tags, seeded=True)
    else:
        deal = switch.deal(max(seed, 0))
        found = shows(switch, deal, max(seed, 0)) if seed >= 0 else ""
        rig = [f"rigged {switch.rig}"] if switch.rig else []
        entry = deal_entry(key, deal, [*tags, *rig, f"effect: {found or 'none seen'}"])
    if not found:
        report.warnings.append(f"{switch.key}: no deal searched shows the change")
    rig = f", rigged {switch.rig}" if switch.rig else ""
    report.options.append(f"{switch.key}: {found or 'NOT SHOWN'} (seed {seed}{rig})")
    return entry


def write(files: dict[str, list[Entry]]) -> dict[str, int]:
    """Write one JSON Lines file per rule set; returns each file's size in bytes."""
    sizes = {}
    for variant, entries in files.items():
        path = HERE / f"{variant}.jsonl"
        lines = [json.dumps(e, ensure_ascii=False, separators=(",", ":")) for e in entries]
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        sizes[variant] = path.stat().st_size
    return sizes


def summary(files: dict[str, list[Entry]], sizes: dict[str, int], report: Report) -> None:
    """Print what the corpus covers, what is skipped and why, and the warnings."""
    total = [0, 0, 0]
    print("Corpus (tests/corpus/<rule set>.jsonl):")
    for variant, entries in files.items():
        deals = [e for e in entries if e["kind"] == "deal"]
        sessions = [e["record"] for e in entries if e["kind"] == "session"]
        in_sessions = sum(len(record["deals"]) for record in sessions)  # type: ignore[index]
        for index, count in enumerate((len(deals) + in_sessions, len(sessions), sizes[variant])):
            total[index] += count
        print(
            f"  {variant}: {len(deals)} deals and {len(sessions)} sessions"
            f" ({in_sessions} deals), {sizes[variant]} bytes"
        )
        tags = Counter(t for e in entries for t in e["tags"])  # type: ignore[attr-defined]
        shown = sorted(t for t in tags if not t.startswith(("option ", "effect", "bots")))
        print("    " + "; ".join(f"{t} x{tags[t]}" for t in shown))
    print(f"  total: {total[0]} deals ({total[1]} sessions), {total[2]} bytes")
    print("Options covered (rule set change: how its deal shows it):")
    for line in report.options:
        print(f"  {line}")
    print("Options left out (rule set option: why):")
    for switch in switches():
        if switch.skipped:
            print(f"  {switch.key}: {switch.skipped}")
    for warning in report.warnings:
        print(f"WARNING: {warning}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--search", action="store_true", help="find the seeds again and rewrite them here"
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if args.search:
        found = search()
        rewrite_seeds(found)
        for kept, new in zip(
            (BASE_SEEDS, RIG_SEEDS, OPTION_SEEDS, SESSION_SEEDS), found, strict=True
        ):
            kept.clear()
            kept.update(new)  # type: ignore[arg-type]
    report = Report()
    files = build(report)
    sizes = write(files)
    summary(files, sizes, report)
    print(f"({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
