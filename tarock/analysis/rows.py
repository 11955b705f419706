"""The rows of simulated deals: one row per deal and playing seat, as plain dicts.

``deal_rows`` turns a finished deal into its rows (``COLUMNS`` says what each column
holds); ``Batch.rows`` plays deals ``start`` to ``stop - 1`` of a seeded run and yields
their rows, deal ``k`` being the same deal whoever plays it. ``tarock.analysis.simulate`` puts
the rows into a DataFrame and shares the deals among processes (where the compiled core
plays, it builds the same rows as columns: ``tarock.analysis.columnar``, which mirrors
``summary_rows``); the rules lab (``tarock.analysis.lab``) reads them in the browser.
Standard library only.

Examples:
    >>> rows = next(Batch("grosstarock", (), ("random",) * 3, seed=1).rows(0, 1))
    >>> [row["seat"] for row in rows], sum(row["card_points"] for row in rows)
    ([0, 1, 2], 78.0)
"""

from __future__ import annotations

import fnmatch
import math
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any

from tarock import fast, play, rules
from tarock.cards import PAGAT, Card, cards_of, mask
from tarock.play import DealResult, play_deal
from tarock.rng import deal_seed
from tarock.rules.declarations import Declaration
from tarock.rules.options import CardSettlement, Options
from tarock.rules.ruleset import Ruleset
from tarock.scoring.counting import card_points
from tarock.scoring.session import keeps_pots, share
from tarock.scoring.settlement import (
    Amount,
    Kind,
    Ledger,
    Payment,
    Pot,
    card_point_nets,
    exact,
)
from tarock.scoring.summary import Summary
from tarock.search import bots

Row = dict[str, Any]

POSITIONS: dict[int, str] = {0: "dealer", 1: "forehand", 2: "middlehand"}
"""A playing seat by its place after the dealer (the ``position`` column; at a table of
four the dealer's opposite sits out and is not counted); forehand leads and absorbs the
bands' rounding."""

# -- categories of payments ----------------------------------------------------------------

CATEGORIES: tuple[str, ...] = tuple(kind.value for kind in Kind)
"""The payment categories, one ``pay_<category>`` column each."""


# --8<-- [start:category]
def category(payment: Payment) -> str:
    """The category of a payment, one of ``CATEGORIES``: its structured ``kind``.

    Examples:
        >>> category(Payment(1, 0, 15, "Pagat ultimo wins trick 25", Kind.PAGAT_ULTIMO))
        'pagat_ultimo'
    """
    return payment.kind.value


# --8<-- [end:category]

# -- columns ---------------------------------------------------------------------------------

RULES: tuple[CardSettlement, ...] = tuple(r for r in CardSettlement if r is not CardSettlement.NONE)
"""The card-point rules every deal is re-scored under: those that pay card points (without
them, ``net - cp`` is what a deal pays)."""


def rule_slug(rule: CardSettlement) -> str:
    """A rule's column suffix: ``exact``, ``bands``, ``bands_eldest``."""
    return rule.value.replace("-", "_")


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def declaration_columns(ruleset: Ruleset) -> dict[str, Declaration]:
    """``decl_<name>`` column names for each entry of the rule set's declaration table, as
    its options read it (``Options.declaration_table``: the table the deal declares from)."""
    out: dict[str, Declaration] = {}
    for entry in ruleset.options.declaration_table:
        name = f"decl_{slug(entry.name)}"
        while name in out:
            name += "_"
        out[name] = entry
    return out


COLUMNS: dict[str, str] = {
    "deal": "Deal number k, from 0.",
    "session": "Session number: deal // session length (see simulate).",
    "seed": "The deal's seed (tarock.rng.deal_seed(seed, k)): tarock.deal(ruleset, seed,"
    " dealer seat) deals this deal's hands, as does tarock deal --seed SEED --dealer SEAT.",
    "variant": "Rule-set id.",
    "seat": "Seat number.",
    "position": "Seats after the dealer: 0 the dealer, 1 forehand (the seat after him), 2 ...",
    "dealer": "This seat dealt (seat k % seats).",
    "player": "The bot at this seat.",
    "hand": "This seat's cards as dealt, as card codes (e.g. 'T1 T21 F HK').",
    "redeals": "Deals thrown in (and dealt again by the same dealer) before this one.",
    "tricks": "Tricks won.",
    "card_points": "Card points at the end (float; see card_points_fraction).",
    "card_points_fraction": "Card points exactly, e.g. '26' or '79/3'.",
    "side_points": "The card points of this seat's side: with a declarer, his tricks and"
    " discard or the defenders' tricks and the talon cards left to them (the two sides make"
    " the whole pack); without one, the seat's own card points.",
    "discard_points": "Card points of the discard, on the row of the seat that laid it away"
    " (the dealer, or the declarer of a contract); 0 for the others.",
    "trumps": "Trumps (the Fool not counted) in the hand as dealt, with any talon half taken,"
    " less the discard.",
    "declarations": "Number of declarations made.",
    "declared_value": "Their total value, as paid by each opponent.",
    "decl_*": "The value of each declaration of the rule set's table (0: not held).",
    "pagat_ultimo_tried": "Played the Pagat to the last trick.",
    "pagat_ultimo_won": "... and won it.",
    "king_ultimo_tried": "Played a King to the last trick.",
    "king_ultimo_won": "... and won it.",
    "announced": "Announcements made, e.g. 'vole@1' (Vole before trick 1).",
    "contract": "The game the declarer plays, for rule sets with an auction (else empty).",
    "declarer": "This seat is the declarer of the contract.",
    "card_settlement": "The card-point rule of the deal.",
    "pay_*": "Net game points of this seat from the payments of each category.",
    "from_pots": "What this seat took out of the pots less what it paid into them (stakes,"
    " penalties, winnings, sharing); already counted in net.",
    "pot_*_before": "What each pot held before the deal's stakes (the same on every row).",
    "pot_*_change": "The pot's change: stakes, the deal, a session's sharing (every row).",
    "pot_*_taken": "What this seat took out of the pot in the deal (an ultimo, a Tout).",
    "net": "Net game points of the deal (the sum of the pay_* columns; with pots, the stakes"
    " before the deal and, on a session's last deal, the sharing of the pots count too).",
    "net_fraction": "The net exactly, e.g. '-13/3'.",
    "cp_*": "Game points for card points under each CardSettlement rule (NaN for a rule set"
    " whose card points decide a contract instead).",
    "net_*": "The net had the deal been settled under that rule, all else unchanged.",
}
"""What each column (or family of columns, ``*``) holds."""

_BASE = (
    "deal",
    "session",
    "seed",
    "variant",
    "seat",
    "position",
    "dealer",
    "player",
    "hand",
    "redeals",
    "tricks",
    "card_points",
    "card_points_fraction",
    "side_points",
    "discard_points",
    "trumps",
    "declarations",
    "declared_value",
)
_EVENTS = (
    "pagat_ultimo_tried",
    "pagat_ultimo_won",
    "king_ultimo_tried",
    "king_ultimo_won",
    "announced",
    "contract",
    "declarer",
    "card_settlement",
)
_POT_COLUMNS: tuple[tuple[Pot, str, str, str], ...] = tuple(
    (
        pot,
        f"pot_{pot.name.lower()}_before",
        f"pot_{pot.name.lower()}_change",
        f"pot_{pot.name.lower()}_taken",
    )
    for pot in Pot
)
"""Each pot's columns: what it held before, its change, what a seat took out of it."""
_POTS = tuple(name for _, *names in _POT_COLUMNS for name in names)
_STR = {"variant", "player", "hand", "card_points_fraction", "net_fraction", "announced"}
_STR |= {"contract", "card_settlement"}
_BOOL = {"dealer", "declarer", *(c for c in _EVENTS if c.endswith(("_tried", "_won")))}
_INT = {"deal", "session", "seat", "position", "tricks", "trumps", "declarations"}
_INT |= {"declared_value", "redeals"}


@cache
def describe(column: str) -> str:
    """What ``column`` holds: its entry in ``COLUMNS``, or its family's (``pay_*``, ...).

    Examples:
        >>> describe("pay_vole")
        'Net game points of this seat from the payments of each category (here: vole).'
    """
    if column in COLUMNS:
        return COLUMNS[column]
    for pattern, text in COLUMNS.items():
        if "*" in pattern and fnmatch.fnmatchcase(column, pattern):
            head, tail = pattern.split("*")
            part = column[len(head) : len(column) - len(tail)]
            return f"{text[:-1]} (here: {part})."
    return ""


def dictionary(names: Iterable[str]) -> dict[str, str]:
    """The column dictionary of a frame: what each of its columns holds."""
    return {name: describe(name) for name in names}


def columns(ruleset: Ruleset) -> list[str]:
    """The frame's columns for a rule set, in order."""
    return [
        *_BASE,
        *declaration_columns(ruleset),
        *_EVENTS,
        *(f"pay_{name}" for name in CATEGORIES),
        "from_pots",
        "net",
        "net_fraction",
        *_POTS,
        *(f"cp_{rule_slug(rule)}" for rule in RULES),
        *(f"net_{rule_slug(rule)}" for rule in RULES),
    ]


def dtype(column: str) -> str:
    """The pandas dtype of a column."""
    if column == "seed":
        return "uint64"
    if column in _STR:
        return "str"
    if column in _BOOL:
        return "bool"
    if column in _INT or column.startswith("decl_"):
        return "int64"
    return "float64"


# -- one deal as rows ---------------------------------------------------------------------------


def _number(amount: Amount) -> str:
    return str(exact(amount))


def _side_points(result: DealResult, seat: int) -> Amount:
    """The card points of ``seat``'s side (see the column ``side_points``)."""
    if result.sides is None:
        return result.card_points[seat]
    ours, theirs = result.sides
    return ours if seat == result.state.declarer else theirs


def _discarder(state: Any) -> int:
    """The seat that laid cards away: the declarer of a contract, else the dealer."""
    return int(getattr(state, "discarder", state.dealer))


def _hand_after_discard(result: DealResult, seat: int) -> list[Card]:
    """The hand as dealt, with the talon half taken (if any), less the discard."""
    state = result.state
    hand = list(state.dealt[seat])
    if seat == _discarder(state):
        half = getattr(state, "half", None)
        if half is not None:
            hand += list(state.talon_half(half))
        hand = [card for card in hand if card not in state.discard]
    return hand


def _declared(
    result: DealResult, seat: int, table: Mapping[str, Declaration]
) -> tuple[tuple[int, ...], int | None]:
    """The value of each declaration the seat made, by entry of the table; and the value
    of those no entry accounts for (None: none)."""
    made = list(result.state.declared[seat] or ())
    values = [0] * len(table)
    if not made:
        return tuple(values), None
    hand = frozenset(_hand_after_discard(result, seat))
    for i, entry in enumerate(table.values()):
        found = entry.score(hand)
        if found is not None and found in made:
            values[i] += found.value
            made.remove(found)
    # declarations this module cannot place (a rule set with its own kinds)
    return tuple(values), (sum(item.value for item in made) if made else None)


def _ultimos(result: DealResult, seat: int) -> tuple[bool, bool, bool, bool]:
    state = result.state
    last = state.tricks[-1] if state.tricks else None
    card = last.card_of(seat) if last is not None and last.number == state.last_trick else None
    won = last is not None and last.winner == seat
    pagat = card is PAGAT
    king = card is not None and card.is_king
    return pagat, pagat and won, king, king and won


ULTIMOS = ("pagat_ultimo_tried", "pagat_ultimo_won", "king_ultimo_tried", "king_ultimo_won")
"""The columns of ``Summary.ultimos``, in its order."""


def _rescored(
    options: Options, points: Mapping[int, Amount], paid: Mapping[int, Amount], absorber: int
) -> dict[str, dict[int, float]]:
    """Card-point game points under every rule, by column and seat.

    If the ledger's card-point payments are not those of the deal's own rule, another
    rule has changed them: all zero means they were cancelled (a Danish Nolo), and they
    stay cancelled under every rule; anything else cannot be re-scored (NaN).
    """
    out: dict[str, dict[int, float]] = {}
    if getattr(options, "contracts", ()):  # card points decide a contract: no par to settle
        return {f"cp_{rule_slug(rule)}": dict.fromkeys(points, math.nan) for rule in RULES}
    own = card_point_nets(points, options.card_settlement, options.par, absorber)
    matches = all(own[seat] == paid.get(seat, 0) for seat in points)
    cancelled = not matches and not any(paid.values())
    for rule in RULES:
        column = f"cp_{rule_slug(rule)}"
        if matches:
            nets = card_point_nets(points, rule, options.par, absorber)
            out[column] = {seat: float(nets[seat]) for seat in points}
        else:
            out[column] = {seat: 0.0 if cancelled else math.nan for seat in points}
    return out


def _tally(
    payments: Iterable[Payment], seats: Sequence[int]
) -> tuple[dict[str, dict[int, Amount]], dict[int, Amount], dict[Pot, Amount]]:
    """Per category and seat, each seat's net; each seat's net with the pots; each pot's change."""
    by_category: dict[str, dict[int, Amount]] = {
        name: dict.fromkeys(seats, 0) for name in CATEGORIES
    }
    from_pots: dict[int, Amount] = dict.fromkeys(seats, 0)
    pot_change: dict[Pot, Amount] = dict.fromkeys(Pot, 0)
    for payment in payments:
        counts = by_category[category(payment)]
        payer, payee, amount = payment.payer, payment.payee, payment.amount
        for party, signed in ((payer, -amount), (payee, amount)):
            if isinstance(party, Pot):
                pot_change[party] = pot_change.get(party, 0) + signed
            elif party in counts:
                counts[party] += signed
        if isinstance(payee, Pot) and isinstance(payer, int) and payer in from_pots:
            from_pots[payer] -= amount
        if isinstance(payer, Pot) and isinstance(payee, int) and payee in from_pots:
            from_pots[payee] += amount
    return by_category, from_pots, pot_change


def summary(
    result: DealResult,
    *,
    before: Ledger | None = None,
    after: Ledger | None = None,
    redeals: int = 0,
) -> Summary:
    """What the rows of a deal the Python engine played are built from (see ``deal_rows``);
    ``tarock.fast.summaries`` gives the same from the compiled core."""
    state = result.state
    table = declaration_columns(state.ruleset)
    seats = state.seats
    everyone = range(state.options.seats)
    payments = [*(before or ()), *result.ledger, *(after or ())]
    by_category, from_pots, pot_change = _tally(payments, seats)
    discard = card_points(state.discard) if state.discard else Fraction(0)
    start = before if before is not None else result.ledger
    declared = {seat: _declared(result, seat, table) for seat in seats}
    nothing = (tuple([0] * len(table)), None)
    game = getattr(state, "game", None)  # the contract of a rule set with an auction
    return Summary(
        seed=result.record.seed if result.record.seed is not None else 0,
        redeals=redeals,
        dealer=state.dealer,
        seats=tuple(seats),
        absorber=state.next_seat(state.dealer),
        hands=tuple(mask(state.dealt[seat]) for seat in everyone),
        tricks=tuple(state.won[seat] for seat in everyone),
        card_points=dict(result.card_points),
        side_points=tuple(_side_points(result, seat) if seat in seats else 0 for seat in everyone),
        discarder=_discarder(state),
        discard_points=discard,
        trumps=tuple(
            sum(1 for card in _hand_after_discard(result, seat) if card.is_trump)
            for seat in everyone
        ),
        declarations=tuple(len(state.declared[seat] or ()) for seat in everyone),
        declared_value=tuple(
            sum(item.value for item in state.declared[seat] or ()) for seat in everyone
        ),
        declared=tuple(declared.get(seat, nothing)[0] for seat in everyone),
        declared_other=tuple(declared.get(seat, nothing)[1] for seat in everyone),
        ultimos=tuple(_ultimos(result, seat) for seat in everyone),
        announced=tuple((item.seat, item.kind.value, item.trick) for item in state.announced),
        contract="" if game is None else str(getattr(game, "name", game)),
        declarer=getattr(state, "declarer", -1),
        pay=by_category,
        from_pots=from_pots,
        pots_before=dict(getattr(start, "start", None) or {}),
        pot_change=pot_change,
        pot_taken=dict(_taken(result.ledger)),
    )


def deal_rows(
    result: DealResult,
    deal: int = 0,
    session: int = 0,
    *,
    before: Ledger | None = None,
    after: Ledger | None = None,
    redeals: int = 0,
) -> list[Row]:
    """One row per playing seat of a finished deal (``COLUMNS`` describes them).

    ``before``: payments made before the deal (the stakes into the pots), ``after``:
    payments after it (the sharing of the pots at the end of a session); both count in
    the categories and the net. ``redeals``: deals thrown in before this one.
    """
    facts = summary(result, before=before, after=after, redeals=redeals)
    players = tuple(result.record.players or ())
    return summary_rows(facts, result.state.ruleset, players, deal, session)


_ZEROS: dict[int, Amount] = {}
_RULE_COLUMNS = tuple((f"cp_{rule_slug(rule)}", f"net_{rule_slug(rule)}") for rule in RULES)
_PAY_COLUMNS = tuple((name, f"pay_{name}") for name in CATEGORIES)


def summary_rows(
    facts: Summary, ruleset: Ruleset, players: Sequence[str], deal: int = 0, session: int = 0
) -> list[Row]:
    """The rows of a deal from its ``Summary`` (``players``: the bot of each seat); the one
    place every column is worked out, whichever engine played the deal."""
    options = ruleset.options
    table = _declaration_names(ruleset)
    seats = facts.seats
    pay = [(column, facts.pay.get(name, _ZEROS)) for name, column in _PAY_COLUMNS]
    rescored = _rescored(
        options, facts.card_points, facts.pay.get("card_points", _ZEROS), facts.absorber
    )
    announced: dict[int, list[str]] = {seat: [] for seat in seats}
    for seat, kind, trick in facts.announced:
        announced.setdefault(seat, []).append(f"{kind}@{trick}")
    at_dealer = seats.index(facts.dealer)
    settlement = options.card_settlement.value
    rows: list[Row] = []
    for seat in seats:
        paid = {column: by_seat.get(seat, 0) for column, by_seat in pay}
        net = exact(sum(paid.values()))
        points = facts.card_points[seat]
        row: Row = {
            "deal": deal,
            "session": session,
            "seed": facts.seed,
            "variant": ruleset.id,
            "seat": seat,
            "position": (seats.index(seat) - at_dealer) % len(seats),
            "dealer": seat == facts.dealer,
            "player": players[seat] if seat < len(players) else "",
            "hand": " ".join(card.code for card in cards_of(facts.hands[seat])),
            "redeals": facts.redeals,
            "tricks": facts.tricks[seat],
            "card_points": float(points),
            "card_points_fraction": _number(points),
            "side_points": float(facts.side_points[seat]),
            "discard_points": float(facts.discard_points) if seat == facts.discarder else 0.0,
            "trumps": facts.trumps[seat],
            "declarations": facts.declarations[seat],
            "declared_value": facts.declared_value[seat],
            **dict(zip(table, facts.declared[seat], strict=True)),
            **dict(zip(ULTIMOS, facts.ultimos[seat], strict=True)),
            "announced": " ".join(announced.get(seat, ())),
            "contract": facts.contract,
            "declarer": facts.declarer == seat,
            "card_settlement": settlement,
            **{column: float(amount) for column, amount in paid.items()},
            "from_pots": float(facts.from_pots.get(seat, 0)),
            "net": float(net),
            "net_fraction": _number(net),
        }
        if facts.declared_other[seat] is not None:
            row["decl_other"] = facts.declared_other[seat]
        for pot, before, change, taken in _POT_COLUMNS:
            row[before] = float(facts.pots_before.get(pot, 0))
            row[change] = float(facts.pot_change.get(pot, 0))
            row[taken] = float(facts.pot_taken.get((pot, seat), 0))
        rest = float(net - paid["pay_card_points"])
        for cp_column, net_column in _RULE_COLUMNS:
            cp = rescored[cp_column][seat]
            row[cp_column] = cp
            row[net_column] = rest + cp
        rows.append(row)
    return rows


@cache
def _declaration_names(ruleset: Ruleset) -> tuple[str, ...]:
    """The ``decl_*`` columns of a rule set, in the order of its table."""
    return tuple(declaration_columns(ruleset))


def _taken(ledger: Iterable[Payment]) -> list[tuple[tuple[Pot, int], Amount]]:
    """What each seat takes out of each pot during the deal (an ultimo, a Tout)."""
    taken: dict[tuple[Pot, int], Amount] = {}
    for payment in ledger:
        if isinstance(payment.payer, Pot) and isinstance(payment.payee, int):
            key = (payment.payer, payment.payee)
            taken[key] = taken.get(key, 0) + payment.amount
    return list(taken.items())


# -- running many deals -------------------------------------------------------------------------


def player_kinds(players: str | Sequence[str], seats: int) -> list[str]:
    """One bot kind per seat: one kind for all (``"heuristic"``), or one per seat
    (a sequence, or ``"random,heuristic,heuristic"``)."""
    given = players.split(",") if isinstance(players, str) else list(players)
    kinds = [str(kind).strip().lower() for kind in given]
    if len(kinds) == 1:
        kinds *= seats
    if len(kinds) != seats:
        raise ValueError(f"{len(kinds)} players for {seats} seats (give one kind, or one per seat)")
    for kind in kinds:
        if kind not in bots.KINDS:
            raise bots.UnknownPlayer(
                f"unknown player {kind!r}; players are: {', '.join(bots.KINDS)}"
            )
    return kinds


COMPILED_BATCH = 50
"""Deals the compiled core plays at a call (``Batch.rows``): enough to make a call's cost
small, few enough that progress is reported often."""


@dataclass(frozen=True)
class Batch:
    """A seeded run of deals: plain data only (cards and rule sets are rebuilt where it
    is played, so nothing identity-bound crosses a process boundary). ``session``: deals
    per session for rule sets that keep pots (``pots``), else 1."""

    variant: str
    options: tuple[str, ...]
    kinds: tuple[str, ...]
    seed: int
    session: int = 1
    pots: bool = False

    @classmethod
    def of(
        cls,
        ruleset: Ruleset,
        options: Sequence[str],
        kinds: Sequence[str],
        seed: int,
        session: int | None = None,
    ) -> Batch:
        """The run of ``ruleset`` (with its ``options`` applied) for these bots and seed; for
        rule sets with pots, ``session`` deals form one session (default: a deal by each seat)."""
        pots = keeps_pots(ruleset.options)
        if session is not None and not pots:
            raise ValueError(
                f"session: {ruleset.id} keeps no pots, so its deals are not played in sessions"
            )
        if session is None:
            session = ruleset.options.seats if pots else 1
        if session < 1:
            raise ValueError(f"session must be 1 or more, not {session}")
        return cls(ruleset.id, tuple(options), tuple(kinds), seed, session, pots)

    def ruleset(self) -> Ruleset:
        return rules.get(self.variant, self.options)

    def rows(self, start: int, stop: int) -> Iterator[list[Row]]:
        """Play deals ``start`` to ``stop - 1`` (whole sessions), one list of rows per deal.

        Without pots every deal stands alone: deal ``k`` is shuffled with ``derive(seed, k)``
        and dealt by seat ``k % seats`` (a deal thrown in is dealt again by the same dealer
        with ``derive(seed, k, n)``, as ``play_session`` does). With pots (Danish Tarok,
        Grand Tarot) the deals of session ``j`` are played in order by
        ``tarock.play.play_session`` with the seed ``derive(seed, j)``, the first dealer
        being seat ``first deal % seats``, and the pots carried from deal to deal.

        Where the compiled core plays the rule set and the bots (``tarock.fast.plays``;
        never under ``TAROCK_PURE=1``), it plays the same deals and sessions instead; the
        rows are the same, built from each deal's ``Summary`` by ``summary_rows``.
        """
        ruleset = self.ruleset()
        seats = ruleset.options.seats
        if fast.plays(ruleset, self.kinds):
            yield from self._compiled(ruleset, start, stop)
            return
        if not self.pots:
            for k in range(start, stop):
                dealer = k % seats
                result = play_deal(ruleset, self.kinds, deal_seed(self.seed, k), dealer)
                redeals = 0
                while result.state.redealt:
                    redeals += 1
                    result = play_deal(
                        ruleset, self.kinds, deal_seed(self.seed, k, redeals), dealer
                    )
                yield deal_rows(result, k, k // self.session, redeals=redeals)
            return
        for first in range(start, stop, self.session):
            number = first // self.session
            count = min(self.session, stop - first)
            outcome = play.play_session(
                ruleset, self.kinds, deal_seed(self.seed, number), count, first_dealer=first % seats
            )
            yield from _session_rows(outcome, first, number)

    def _compiled(self, ruleset: Ruleset, start: int, stop: int) -> Iterator[list[Row]]:
        """``rows`` through the compiled core: the same deals, the same rows."""
        seats = ruleset.options.seats
        if not self.pots:
            for first in range(start, stop, COMPILED_BATCH):
                last = min(first + COMPILED_BATCH, stop)
                played = fast.summaries(ruleset, self.kinds, self.seed, first, last)
                for k, facts in enumerate(played, first):
                    yield summary_rows(facts, ruleset, self.kinds, k, k // self.session)
            return
        for first in range(start, stop, self.session):
            number = first // self.session
            count = min(self.session, stop - first)
            seed = deal_seed(self.seed, number)
            played, pots = fast.session(ruleset, self.kinds, seed, count, first % seats)
            played[-1] = _shared(played[-1], share(pots, tuple(range(ruleset.options.seats))))
            for k, facts in enumerate(played, first):
                yield summary_rows(facts, ruleset, self.kinds, k, number)


def _shared(facts: Summary, sharing: Ledger) -> Summary:
    """A session's last deal with the sharing of the pots at its end counted in it."""
    by_category, from_pots, pot_change = _tally(sharing, facts.seats)

    def plus(a: Mapping[Any, Amount], b: Mapping[Any, Amount]) -> dict[Any, Amount]:
        return {key: a.get(key, 0) + b.get(key, 0) for key in {*a, *b}}

    pay = {name: plus(facts.pay.get(name, {}), by_category[name]) for name in CATEGORIES}
    return facts._replace(
        pay=pay,
        from_pots=plus(facts.from_pots, from_pots),
        pot_change=plus(facts.pot_change, pot_change),
    )


@cache
def share_units(
    thirds: tuple[int, ...], seats: int
) -> tuple[dict[str, tuple[int, ...]], tuple[int, ...], tuple[int, ...]]:
    """``share`` of pots holding ``thirds`` (in the order of ``Pot``) among ``seats`` seats, as
    ``_tally`` counts it, in whole units of ``1 / (3 * seats)`` game point (the core's words
    count thirds): the payments of each category that pays any, each seat's net with the
    pots, each pot's change.

    Examples:
        >>> paid, nets, moved = share_units((30, 0), 3)
        >>> paid, nets, moved
        ({'pots': (30, 30, 30)}, (30, 30, 30), (-90, 0))
    """
    unit = Fraction(3 * seats)
    everyone = range(seats)
    ledger = share({pot: Fraction(t, 3) for pot, t in zip(Pot, thirds, strict=True)}, everyone)
    by_category, nets, moved = _tally(ledger, everyone)
    paid = {
        name: tuple(_units(amounts[seat], unit) for seat in everyone)
        for name, amounts in by_category.items()
        if any(amounts.values())
    }
    return (
        paid,
        tuple(_units(nets[seat], unit) for seat in everyone),
        tuple(_units(moved.get(pot, 0), unit) for pot in Pot),
    )


def _units(amount: Amount, unit: Fraction) -> int:
    """An amount in whole units of ``1 / unit`` game point."""
    units = Fraction(amount) * unit
    if units.denominator != 1:
        raise ValueError(f"{amount} is not a whole number of units 1/{unit}")
    return units.numerator


def _session_rows(outcome: play.SessionResult, first: int, number: int) -> Iterator[list[Row]]:
    """The rows of a session's deals: the stakes before each deal (with those of any deal
    thrown in before it) count in it, and the sharing at the end in the last deal."""
    played = [i for i, result in enumerate(outcome.deals) if not result.state.redealt]
    carried: list[Payment] = []
    start: dict[Pot, Amount] | None = None
    redeals = 0
    k = first
    for i, (stake, result) in enumerate(zip(outcome.stakes, outcome.deals, strict=True)):
        carried += stake.payments
        if start is None:
            start = dict(stake.start)
        if result.state.redealt:
            redeals += 1
            continue
        before = Ledger(list(carried), start=start)
        after = outcome.final if i == played[-1] else None
        yield deal_rows(result, k, number, before=before, after=after, redeals=redeals)
        k += 1
        carried, start, redeals = [], None, 0
