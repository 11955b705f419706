"""Settlement: every payment of a finished deal as a ledger entry.

A payment names its payer, its payee, the amount and the reason. A player's
net result is the sum of the ledger; the ledger always sums to zero.

    >>> ledger = Ledger()
    >>> ledger.each_opponent_pays(0, (1, 2), 5, "Pagat home")
    >>> ledger.net((0, 1, 2))
    {0: 10, 1: -5, 2: -5}
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from functools import partial

from tarock.cards import FOOL, PAGAT, Card
from tarock.engine.actions import Contract
from tarock.engine.state import State
from tarock.rules.options import CardSettlement
from tarock.scoring.counting import piles, points_by_seat


class Pot(Enum):
    """A pot that takes and pays stakes (used by the rule sets that keep pots)."""

    KING = "King pot"
    PAGAT = "Pagat pot"


Party = int | Pot
Amount = int | Fraction
"""Game points: whole numbers, or exact fractions where card points need them."""


@dataclass(frozen=True)
class Payment:
    """``payer`` pays ``amount`` to ``payee`` for ``reason``."""

    payer: Party
    payee: Party
    amount: Amount
    reason: str

    def __str__(self) -> str:
        return f"{_name(self.payer)} pays {_name(self.payee)} {_number(self.amount)}: {self.reason}"


def _name(party: Party) -> str:
    return party.value if isinstance(party, Pot) else f"seat {party}"


def _number(amount: Amount) -> str:
    return str(amount)


def exact(amount: Amount) -> Amount:
    """A fraction that is a whole number, as an int."""
    if isinstance(amount, Fraction) and amount.denominator == 1:
        return amount.numerator
    return amount


@dataclass
class Ledger:
    """The payments of a deal, in the order they arise."""

    payments: list[Payment] = field(default_factory=list)

    def __iter__(self) -> Iterator[Payment]:
        return iter(self.payments)

    def __len__(self) -> int:
        return len(self.payments)

    def pay(self, payer: Party, payee: Party, amount: Amount, reason: str) -> None:
        """Record one payment; a zero amount is not recorded, a negative one is turned round."""
        if amount < 0:
            payer, payee, amount = payee, payer, -amount
        if amount:
            self.payments.append(Payment(payer, payee, exact(amount), reason))

    def each_opponent_pays(
        self, seat: int, opponents: Iterable[int], amount: Amount, reason: str
    ) -> None:
        """Every opponent pays ``seat`` (a negative amount: ``seat`` pays every opponent)."""
        for other in opponents:
            self.pay(other, seat, amount, reason)

    def net(self, parties: Iterable[Party]) -> dict[Party, Amount]:
        """Each party's balance (every party named, and any other the ledger touches)."""
        balance: dict[Party, Amount] = dict.fromkeys(parties, 0)
        for payment in self.payments:
            balance[payment.payer] = balance.get(payment.payer, 0) - payment.amount
            balance[payment.payee] = balance.get(payment.payee, 0) + payment.amount
        return {party: exact(amount) for party, amount in balance.items()}


# --8<-- [start:settle]
def settle(state: State) -> Ledger:
    """All payments of a finished deal, in order: declarations, tricks, the end, card points."""
    if not state.is_over:
        raise ValueError("the deal is not finished")
    ledger = Ledger()
    for seat in _from(state, state.dealer):
        for item in state.declared[seat] or ():
            ledger.each_opponent_pays(
                seat, state.opponents(seat), item.value, f"declaration: {item.name}"
            )
    for trick in state.tricks:
        _honour_bonuses(state, trick.number, trick.seats, trick.cards, trick.winner, ledger)
    _vole_and_nolo(state, ledger)
    _fool_kept(state, ledger)
    _card_points(state, ledger)
    return ledger


# --8<-- [end:settle]


def _from(state: State, seat: int) -> list[int]:
    seats = state.seats
    start = seats.index(seat)
    return list(seats[start:] + seats[:start])


def _honour_bonuses(
    state: State,
    number: int,
    seats: tuple[int, ...],
    cards: tuple[Card, ...],
    winner: int,
    ledger: Ledger,
) -> None:
    """Pagat and King bonuses: home or captured before the last trick, ultimo in it."""
    options = state.options
    last = number == state.last_trick
    for seat, card in zip(seats, cards, strict=True):
        if card is not PAGAT and not card.is_king:
            continue
        if card is PAGAT:
            name, won, lost = "Pagat", options.pagat_home, options.pagat_captured
            if last:
                name, won, lost = "Pagat ultimo", options.pagat_ultimo, options.pagat_ultimo_lost
        else:
            name, won, lost = card.name, options.king_home, options.king_captured
            if last:
                name = f"{card.name} ultimo"
                won, lost = options.king_ultimo, options.king_ultimo_lost
        opponents = state.opponents(seat)
        if winner == seat:
            ledger.each_opponent_pays(seat, opponents, won, f"{name} wins trick {number}")
        else:
            ledger.each_opponent_pays(
                seat, opponents, -lost, f"{name} lost in trick {number} to seat {winner}"
            )


def _tier(tiers: Iterable[tuple[int, ...]], trick: int) -> tuple[int, ...]:
    """The first tier whose 'before trick' is at or after the trick of the announcement."""
    for tier in sorted(tiers):
        if trick <= tier[0]:
            return tier
    raise ValueError(f"no announcement tier covers trick {trick}")


def _vole_and_nolo(state: State, ledger: Ledger) -> None:
    """Vole (every trick) and Nolo (no trick), silent or announced."""
    options = state.options
    total = len(state.tricks)
    vole = next((s for s in state.seats if state.won[s] == total), None)
    announced = {item.seat: item for item in state.announced}
    for seat in state.seats:
        pay = partial(ledger.each_opponent_pays, seat, state.opponents(seat))
        made = {Contract.VOLE: seat == vole, Contract.NOLO: state.won[seat] == 0 and vole is None}
        item = announced.get(seat)
        if item is not None:
            before = f"seat {seat}'s {item.kind.value.title()} announced before trick {item.trick}"
            if item.kind is Contract.VOLE:
                (_, value) = _tier(options.vole_announced, item.trick)
                if made[Contract.VOLE]:
                    pay(value, f"{before} made")
                else:
                    pay(-value, f"{before} failed")
            else:
                (_, value, penalty) = _tier(options.nolo_announced, item.trick)
                if made[Contract.NOLO]:
                    pay(value, f"{before} made")
                else:
                    pay(-penalty, f"{before} failed")
        if made[Contract.VOLE] and (item is None or item.kind is not Contract.VOLE):
            pay(options.vole, f"seat {seat}'s Vole: every trick")
        if made[Contract.NOLO] and (item is None or item.kind is not Contract.NOLO):
            pay(options.nolo, f"seat {seat}'s Nolo: no trick")


def _fool_kept(state: State, ledger: Ledger) -> None:
    """A player who took no trick and still holds the Fool at the end."""
    amount = state.options.fool_kept_no_trick
    if not amount:
        return
    final = piles(state)
    for seat in state.seats:
        if state.won[seat] == 0 and FOOL in final[seat]:
            ledger.each_opponent_pays(
                seat, state.opponents(seat), amount, f"seat {seat} kept the Fool and took no trick"
            )


def _card_points(state: State, ledger: Ledger) -> None:
    options = state.options
    absorber = state.next_seat(state.dealer)
    settle_card_points(
        points_by_seat(state), options.card_settlement, options.par, absorber, ledger
    )


def settle_against_par(points: Mapping[int, Amount], par: int, ledger: Ledger) -> None:
    """Card points exactly against the par (the 1754 and Dummett rule).

    The source's example: A 40, B 20, C 18 card points.

        >>> ledger = Ledger()
        >>> settle_against_par({0: 40, 1: 20, 2: 18}, 26, ledger)
        >>> [(p.payer, p.payee, p.amount) for p in ledger]
        [(1, 0, 6), (2, 0, 8)]
    """
    settle_card_points(points, CardSettlement.EXACT, par, None, ledger)


# --8<-- [start:card-points]
def banded(diff: Amount) -> int:
    """A distance from the par rounded to the nearest 5: -2..2 give 0, 3..7 give 5.

    >>> [banded(d) for d in (-8, -7, -3, -2, 0, 2, 3, 7, 8)]
    [-10, -5, -5, 0, 0, 0, 5, 5, 10]
    """
    return 5 * math.floor((diff + Fraction(5, 2)) / 5)


def card_point_nets(
    points: Mapping[int, Amount], rule: CardSettlement, par: int, absorber: int | None
) -> dict[int, Amount]:
    """Each player's game points for his card points under ``rule``; they sum to zero.

    With the 5-point bands the ``absorber`` (the seat after the dealer) is not rounded:
    he takes minus the sum of the others, so nothing is lost to rounding.

        >>> card_point_nets({0: 31, 1: 24, 2: 23}, CardSettlement.BANDS, 26, absorber=2)
        {0: 5, 1: 0, 2: -5}
        >>> card_point_nets({0: 31, 1: 24, 2: 23}, CardSettlement.EXACT, 26, absorber=None)
        {0: 5, 1: -2, 2: -3}
    """
    if rule is CardSettlement.EXACT:
        return {seat: exact(amount - par) for seat, amount in points.items()}
    nets: dict[int, Amount] = {
        seat: banded(amount - par) for seat, amount in points.items() if seat != absorber
    }
    if absorber is not None:
        nets[absorber] = -sum(nets.values())
    return {seat: nets[seat] for seat in points}


def settle_card_points(
    points: Mapping[int, Amount],
    rule: CardSettlement,
    par: int,
    absorber: int | None,
    ledger: Ledger,
) -> None:
    """The card-point payments: the player alone on his side of the par pays or is paid by
    each other player his own amount (with ``BANDS_WITH_ELDEST``, everyone settles with
    the absorber instead)."""
    nets = card_point_nets(points, rule, par, absorber)

    def reason(seat: int) -> str:
        return f"card points: seat {seat} has {_number(points[seat])} against {par}"

    if rule is CardSettlement.BANDS_WITH_ELDEST and absorber is not None:
        for seat, net in nets.items():
            if seat != absorber:
                ledger.pay(absorber, seat, net, reason(seat))
        return
    winners = [seat for seat, net in nets.items() if net > 0]
    losers = [seat for seat, net in nets.items() if net < 0]
    if len(winners) == 1:
        for seat in losers:
            ledger.pay(seat, winners[0], -nets[seat], reason(seat))
    else:
        for seat in winners:
            ledger.pay(losers[0], seat, nets[seat], reason(seat))


# --8<-- [end:card-points]
