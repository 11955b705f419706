"""A score sheet: an evening of deals played with real cards, entered as their facts.

The sheet holds the rule set (and its option changes), the names at the table (three or
four: at four the dealer's opposite sits each deal out), the first dealer and the facts
of each deal. Everything else is worked out from them, every time, so a correction to
any past deal recomputes every later stake, pot and total: before each deal the stakes
(``tarock.scoring.session.stakes``; none before the new deal of one thrown in), then the
deal's payments (``tarock.scoring.settlement.settle_facts``). At the end what is left in
the pots is shared in whole chips (``share_in_chips``) and the debts are settled in the
fewest transfers (``transfers``). A sheet goes to JSON and to CSV and back.

Examples:
    >>> sheet = Sheet("danish-tarok", ("Ann", "Bo", "Cy"))
    >>> sheet.add(Facts(dealer=0, last_winner=1, card_points={0: 20, 1: 34, 2: 24}))
    >>> sheet.totals()  # founding 40 each, the dealer 10; B the last trick 40, A -5 in bands
    {0: -75, 1: 5, 2: -60}
    >>> sheet.pots()
    {<Pot.KING: 'King pot'>: 65, <Pot.PAGAT: 'Pagat pot'>: 65}
    >>> sheet.next_dealer()
    1
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any

from tarock import rules
from tarock.engine.seats import active_seats
from tarock.rules.ruleset import Ruleset
from tarock.scoring import entry
from tarock.scoring.facts import Facts, FactsError, from_json, parse_amount, round_from, to_json
from tarock.scoring.session import EMPTY, keeps_pots, share, stakes
from tarock.scoring.settlement import Amount, Kind, Ledger, Pot, exact, settle_facts

FORMAT = "tarock-score"
VERSION = 1

Json = Any
"""A value as ``json.loads`` returns it."""


class SheetError(ValueError):
    """A sheet that cannot be read or a deal that cannot be entered; nothing is changed."""


@dataclass(frozen=True)
class Scored:
    """One deal of the sheet worked out: the stakes before it, its payments, the pots
    before play and after the deal, and each seat's running total after it."""

    facts: Facts
    stakes: Ledger
    ledger: Ledger
    pots_before: dict[Pot, Amount]
    pots_after: dict[Pot, Amount]
    totals: dict[int, Amount]

    @property
    def net(self) -> dict[int, Amount]:
        """Each seat's result of the deal, its stakes included."""
        out: dict[int, Amount] = {}
        for ledger in (self.stakes, self.ledger):
            for party, amount in ledger.net(()).items():
                if isinstance(party, int):
                    out[party] = exact(out.get(party, 0) + amount)
        return out


@dataclass
class Sheet:
    """An evening's score: the rule set, the names, the first dealer, the deals' facts.

    ``chip``: the smallest amount real chips pay in, for the sharing at the end (0: share
    exactly, in fractions if need be). ``pots``: the pots when the first deal began, for
    a single deal opened from a record that names them (no stakes are paid before it).
    """

    variant: str
    names: tuple[str, ...]
    options: tuple[str, ...] = ()
    first_dealer: int = 0
    deals: list[Facts] = field(default_factory=list)
    chip: int = 5
    pots_at_start: dict[Pot, Amount] | None = None

    def __post_init__(self) -> None:
        self.names = tuple(name.strip() for name in self.names)
        if not 3 <= len(self.names) <= 4:
            raise SheetError(f"names: three or four players, not {len(self.names)}")
        for index, name in enumerate(self.names):
            if not name:
                raise SheetError(f"names: player {index + 1} has no name")
            if name.casefold() in (other.casefold() for other in self.names[:index]):
                raise SheetError(f"names: {name!r} is at the table twice")
        if not 0 <= self.first_dealer < len(self.names):
            raise SheetError(f"first dealer: {self.first_dealer} is not a seat")
        if self.chip < 0:
            raise SheetError(f"chip: {self.chip} is negative")
        self.ruleset  # noqa: B018 (the rule set and its options are checked here, once)

    @cached_property
    def ruleset(self) -> Ruleset:
        """The rule set with the sheet's options, at the sheet's table size."""
        options = [item for item in self.options if not item.startswith("seats=")]
        try:
            own = rules.get(self.variant, options)
            if len(self.names) not in own.tables():
                tables = " or ".join(map(str, own.tables()))
                raise SheetError(
                    f"names: {own.title} is played by {tables} players, not {len(self.names)}"
                )
            if own.options.seats != len(self.names):
                options.append(f"seats={len(self.names)}")
            return rules.get(self.variant, options)
        except SheetError:
            raise
        except ValueError as error:
            raise SheetError(f"rule set: {error}") from None

    @property
    def seats(self) -> range:
        return range(len(self.names))

    # -- entering ------------------------------------------------------------------------

    def add(self, facts: Facts) -> None:
        """Enter the next deal; ``SheetError`` naming the entry if no deal could have it
        (the sheet unchanged)."""
        self._checked([*self.deals, facts])
        self.deals.append(facts)

    def correct(self, index: int, facts: Facts) -> None:
        """Put right deal ``index`` (from 0); every later pot and total follows."""
        if not 0 <= index < len(self.deals):
            raise SheetError(f"deal {index + 1}: there is no such deal")
        deals = [*self.deals]
        deals[index] = facts
        self._checked(deals)
        self.deals[index] = facts

    def undo(self) -> Facts:
        """Take back the last deal entered."""
        if not self.deals:
            raise SheetError("there is no deal to take back")
        return self.deals.pop()

    def next_dealer(self) -> int:
        """Who deals next, as the rule set rotates: the seat after the last dealer (at four,
        the seat after him, who played), or the same dealer again after a deal thrown in
        because a player held no trump."""
        if not self.deals:
            return self.first_dealer
        last = self.deals[-1]
        if last.thrown_in and self.ruleset.options.redeal_without_trumps:
            return last.dealer
        seats = active_seats(len(self.names), last.dealer)
        return round_from(last.dealer, seats)[1]

    # -- working it out ------------------------------------------------------------------

    def _checked(self, deals: Sequence[Facts]) -> list[Scored]:
        try:
            return list(self._scores(deals))
        except FactsError as error:
            raise SheetError(str(error)) from None

    def _scores(self, deals: Sequence[Facts]) -> Iterator[Scored]:
        options = self.ruleset.options
        pots_kept = keeps_pots(options)
        pots: dict[Pot, Amount] = dict(EMPTY)
        if self.pots_at_start is not None:
            pots = dict(self.pots_at_start)
        totals: dict[int, Amount] = dict.fromkeys(self.seats, 0)
        staked = self.pots_at_start is None
        for number, facts in enumerate(deals, 1):
            if not 0 <= facts.dealer < len(self.names):
                raise FactsError(f"deal {number}: dealer {facts.dealer} is not at the table")
            stake = Ledger(start=dict(pots))
            if pots_kept and staked:
                seats = active_seats(len(self.names), facts.dealer)
                stake = stakes(options, pots, facts.dealer, seats)
            before = {pot: stake.pot(pot) for pot in Pot}
            try:
                entry.check(facts.declared, options)
                ledger = settle_facts(facts, options, before if pots_kept else None)
            except FactsError as error:
                raise FactsError(f"deal {number}: {error}") from None
            after = {pot: ledger.pot(pot) for pot in Pot} if pots_kept else dict(EMPTY)
            for book in (stake, ledger):
                for party, amount in book.net(()).items():
                    if isinstance(party, int):
                        totals[party] = exact(totals[party] + amount)
            yield Scored(facts, stake, ledger, before, after, dict(totals))
            pots, staked = after, not facts.thrown_in

    def scores(self) -> list[Scored]:
        """Every deal worked out, in order."""
        return self._checked(self.deals)

    def pots(self) -> dict[Pot, Amount]:
        """The pots now (as founded before the first deal when there is none yet)."""
        scores = self.scores()
        if scores:
            return scores[-1].pots_after
        return dict(self.pots_at_start or EMPTY)

    def totals(self) -> dict[int, Amount]:
        """Each seat's running total now (before the sharing at the end)."""
        scores = self.scores()
        return scores[-1].totals if scores else dict.fromkeys(self.seats, 0)

    def sharing(self) -> Ledger:
        """What is left in the pots shared among everyone at the table (``share_in_chips``)."""
        if not keeps_pots(self.ruleset.options):
            return Ledger()
        return share_in_chips(self.pots(), self.totals(), self.next_dealer(), self.chip)

    def final(self) -> dict[int, Amount]:
        """Each seat's total with the pots shared."""
        totals = self.totals()
        for party, amount in self.sharing().net(()).items():
            if isinstance(party, int):
                totals[party] = exact(totals[party] + amount)
        return totals

    # -- JSON and CSV --------------------------------------------------------------------

    def head(self) -> dict[str, Json]:
        """The sheet without its deals, as JSON data."""
        out: dict[str, Json] = {
            "format": FORMAT,
            "version": VERSION,
            "variant": self.variant,
            "options": list(self.options),
            "names": list(self.names),
            "first_dealer": self.first_dealer,
            "chip": self.chip,
        }
        if self.pots_at_start is not None:
            out["pots"] = {pot.name.lower(): _number(v) for pot, v in self.pots_at_start.items()}
        return out

    def to_json(self) -> dict[str, Json]:
        """The whole sheet as JSON data: its head and each deal's facts."""
        return {**self.head(), "deals": [to_json(facts) for facts in self.deals]}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    def to_csv(self, words: Callable[[str], str] = str) -> str:
        """The sheet as a table for a spreadsheet: a row per deal (its number, the dealer,
        each player's result and running total, the pots after), a last row with the pots
        shared and the final totals; the second row and the last column hold what
        ``from_csv`` reads back (it reads the table by place, so ``words``, which puts the
        header's and the marker rows' words into the reader's language, may change them)."""
        names = self.names
        total = words("total")
        header = [words("deal"), words("dealer"), *names, *(f"{total} {name}" for name in names)]
        header += [words(Pot.KING.value), words(Pot.PAGAT.value), words("facts")]
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(header)
        blank = [""] * (2 * len(names) + 2)
        writer.writerow([words("setup"), "", *blank, json.dumps(self.head(), ensure_ascii=False)])
        for number, scored in enumerate(self.scores(), 1):
            net = scored.net
            writer.writerow(
                [
                    number,
                    names[scored.facts.dealer],
                    *(_number(net.get(seat, 0)) for seat in self.seats),
                    *(_number(scored.totals[seat]) for seat in self.seats),
                    *(_number(scored.pots_after[pot]) for pot in Pot),
                    json.dumps(to_json(scored.facts)),
                ]
            )
        shared = self.sharing().net(self.seats)
        final = self.final()
        writer.writerow(
            [
                words("end"),
                "",
                *(_number(shared.get(seat, 0)) for seat in self.seats),
                *(_number(final[seat]) for seat in self.seats),
                0 if keeps_pots(self.ruleset.options) else "",
                0 if keeps_pots(self.ruleset.options) else "",
                "",
            ]
        )
        return out.getvalue()


def _number(value: Amount) -> int | str:
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else str(value)


def loads(text: str) -> Sheet:
    """A sheet from ``Sheet.dumps``'s JSON or ``Sheet.to_csv``'s table; ``SheetError``
    naming what is wrong."""
    stripped = text.lstrip("\ufeff").strip()
    if not stripped:
        raise SheetError("the file is empty")
    if stripped.startswith("{"):
        return from_data(parsed(stripped))
    return _from_csv(stripped)


def parsed(text: str) -> Any:
    """A file's JSON; ``SheetError`` saying where it breaks off."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise SheetError(
            f"the file is damaged: its JSON breaks off at line {error.lineno}, column {error.colno}"
        ) from None


def from_data(data: Json) -> Sheet:
    """A sheet from its JSON data."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SheetError(f"not a score sheet: 'format' is not {FORMAT!r}")
    if data.get("version") != VERSION:
        raise SheetError(f"'version': expected {VERSION}, got {data.get('version')!r}")
    deals = data.get("deals", [])
    if not isinstance(deals, list):
        raise SheetError("'deals': expected a list")
    try:
        names, options = data["names"], data.get("options", [])
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise SheetError("'names': expected a list of names")
        if not isinstance(options, list) or not all(isinstance(o, str) for o in options):
            raise SheetError("'options': expected a list of NAME=VALUE")
        pots = data.get("pots")
        sheet = Sheet(
            variant=str(data["variant"]),
            names=tuple(names),
            options=tuple(options),
            first_dealer=_whole(data.get("first_dealer", 0), "first_dealer"),
            chip=_whole(data.get("chip", 5), "chip"),
            pots_at_start=None
            if pots is None
            else {Pot[k.upper()]: parse_amount(v, f"pots.{k}") for k, v in pots.items()},
        )
        facts = []
        for number, item in enumerate(deals, 1):
            try:
                facts.append(from_json(item))
            except FactsError as error:
                raise SheetError(f"deal {number}: {error}") from None
    except KeyError as error:
        raise SheetError(f"{error.args[0]!r}: missing or unknown") from None
    except (FactsError, AttributeError, TypeError) as error:
        raise SheetError(f"not a score sheet: {error}") from None
    sheet._checked(facts)
    sheet.deals = facts
    return sheet


def _whole(value: object, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise SheetError(f"{where!r}: {value!r} is not a whole number")
    return value


def _from_csv(text: str) -> Sheet:
    """A sheet from ``Sheet.to_csv``'s table, in whichever language its words are: the
    second row's last cell holds the setup, and each row whose first cell is a deal's
    number holds that deal's facts in its last cell."""
    rows = list(csv.reader(io.StringIO(text)))
    missing = "not a score sheet: the CSV's second row holds no setup in its last column"
    if len(rows) < 2 or not rows[1] or not rows[1][-1].lstrip().startswith("{"):
        raise SheetError(missing)
    try:
        head = json.loads(rows[1][-1])
        deals = [json.loads(row[-1]) for row in rows[2:] if row and row[0].strip().isdigit()]
    except (json.JSONDecodeError, IndexError) as error:
        raise SheetError(f"not a score sheet: a 'facts' cell does not read ({error})") from None
    if not isinstance(head, dict):
        raise SheetError(missing)
    return from_data({**head, "deals": deals})


# -- the end of the evening ----------------------------------------------------------------


def share_in_chips(
    pots: Mapping[Pot, Amount], totals: Mapping[int, Amount], next_dealer: int, chip: int
) -> Ledger:
    """Each pot shared among everyone at the table in whole chips of ``chip``; what cannot
    be shared evenly goes to the player with the lowest total (of several, the one who
    would deal soonest, from ``next_dealer`` round). ``chip`` 0 shares exactly.

    Examples:
        >>> totals = {0: 30, 1: -20, 2: -10}
        >>> ledger = share_in_chips({Pot.KING: 70, Pot.PAGAT: 0}, totals, 0, 5)
        >>> [(p.payee, p.amount) for p in ledger]
        [(0, 20), (1, 20), (2, 20), (1, 10)]
        >>> [(p.payee, p.amount) for p in share_in_chips({Pot.KING: 70}, totals, 0, 0)]
        [(0, Fraction(70, 3)), (1, Fraction(70, 3)), (2, Fraction(70, 3))]
    """
    seats = tuple(totals)
    if not chip:
        return share({pot: pots.get(pot, 0) for pot in Pot if pot in pots}, seats)
    ledger = Ledger(start=dict(pots))
    order = round_from(next_dealer, seats) if next_dealer in seats else seats
    lowest = min(order, key=lambda seat: totals[seat])
    for pot in Pot:
        value = pots.get(pot, 0)
        each = chip * int(Fraction(value) // (chip * len(seats)))
        for seat in seats:
            ledger.pay(pot, seat, each, f"share of the {pot.value}", Kind.POTS)
        rest = exact(value - each * len(seats))
        why = f"the rest of the {pot.value}, to the lowest total"
        ledger.pay(pot, lowest, rest, why, Kind.POTS)
    return ledger


def transfers(totals: Mapping[int, Amount]) -> list[tuple[int, int, Amount]]:
    """Who pays whom what, so that everyone ends at zero, in the fewest transfers: the
    players are split into as many groups as possible whose totals sum to zero, and in
    each the largest debtor pays the largest creditor until it is square.

    Examples:
        >>> transfers({0: 30, 1: -20, 2: -10})
        [(1, 0, 20), (2, 0, 10)]
        >>> transfers({0: 10, 1: -10, 2: 5, 3: -5})
        [(1, 0, 10), (3, 2, 5)]
    """
    seats = [seat for seat, amount in totals.items() if amount]
    if sum(totals.values()) != 0:
        raise ValueError("the totals do not sum to zero")
    best = _groups(tuple(Fraction(totals[seat]) for seat in seats))
    out: list[tuple[int, int, Amount]] = []
    for group in best:
        balance = {seats[i]: Fraction(totals[seats[i]]) for i in group}
        while any(balance.values()):
            debtor = min(balance, key=lambda seat: balance[seat])
            creditor = max(balance, key=lambda seat: balance[seat])
            amount = min(-balance[debtor], balance[creditor])
            out.append((debtor, creditor, exact(amount)))
            balance[debtor] += amount
            balance[creditor] -= amount
    return out


def _groups(amounts: tuple[Fraction, ...]) -> list[list[int]]:
    """The most groups of indices whose amounts sum to zero, covering every index (a few
    players: every subset is tried)."""
    count = len(amounts)
    full = (1 << count) - 1
    sums = [
        sum((amounts[i] for i in range(count) if mask >> i & 1), Fraction(0))
        for mask in range(full + 1)
    ]
    most: dict[int, tuple[int, list[int]]] = {0: (0, [])}
    for mask in range(1, full + 1):
        if sums[mask]:
            continue
        low = mask & -mask
        best: tuple[int, list[int]] | None = None
        sub = mask
        while sub:
            if sub & low and not sums[sub] and (mask ^ sub) in most:
                groups, parts = most[mask ^ sub]
                if best is None or groups + 1 > best[0]:
                    best = (groups + 1, [*parts, sub])
            sub = (sub - 1) & mask
        if best is not None:
            most[mask] = best
    return [[i for i in range(count) if part >> i & 1] for part in sorted(most[full][1])]
