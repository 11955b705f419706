"""Settlement: every payment of a finished deal as a ledger entry.

A payment names its payer, its payee, the amount and the reason. A player's
net result is the sum of the ledger; the ledger always sums to zero.

Examples:
    >>> ledger = Ledger()
    >>> ledger.each_opponent_pays(0, (1, 2), 5, "Pagat home")
    >>> ledger.net((0, 1, 2))
    {0: 10, 1: -5, 2: -5}
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from typing import NamedTuple

from tarock.cards import KINGS, PAGAT, Card
from tarock.engine.actions import Contract
from tarock.engine.state import State, Trick
from tarock.rules.contracts import Game
from tarock.rules.options import CardSettlement, FailedUltimo, Options
from tarock.scoring.facts import Amount as Amount
from tarock.scoring.facts import (
    Facts,
    Honour,
    check,
    counted,
    facts_of,
    game_of,
    honours_in,
    round_from,
    seats_of,
    vole_and_nolo,
)


class Pot(Enum):
    """A pot that takes and pays stakes (used by the rule sets that keep pots)."""

    KING = "King pot"
    PAGAT = "Pagat pot"


Party = int | Pot


class Kind(Enum):
    """What a payment is for: the categories a ledger's payments are grouped by."""

    DECLARATIONS = "declarations"
    PAGAT = "pagat"
    PAGAT_ULTIMO = "pagat_ultimo"
    KINGS = "kings"
    KING_ULTIMO = "king_ultimo"
    VOLE = "vole"
    NOLO = "nolo"
    FOOL = "fool"
    LAST_TRICK = "last_trick"
    CONTRACT = "contract"
    TRULL = "trull"
    POTS = "pots"
    """Stakes into the pots and their sharing; a pot won or fed by an event is that event's."""
    CARD_POINTS = "card_points"
    OTHER = "other"


class Payment(NamedTuple):
    """``payer`` pays ``amount`` to ``payee`` for ``reason``."""

    payer: Party
    payee: Party
    amount: Amount
    reason: str
    kind: Kind = Kind.OTHER

    def __str__(self) -> str:
        return f"{_name(self.payer)} pays {_name(self.payee)} {self.amount}: {self.reason}"


def _name(party: Party) -> str:
    return party.value if isinstance(party, Pot) else f"seat {party}"


def exact(amount: Amount) -> Amount:
    """A fraction that is a whole number, as an int."""
    if isinstance(amount, int) or amount.denominator != 1:
        return amount
    return amount.numerator


@dataclass
class Ledger:
    """The payments of a deal, in the order they arise."""

    payments: list[Payment] = field(default_factory=list)
    start: dict[Pot, Amount] = field(default_factory=dict)
    """The pots' values before the first payment."""

    def __iter__(self) -> Iterator[Payment]:
        return iter(self.payments)

    def __len__(self) -> int:
        return len(self.payments)

    def pay(
        self, payer: Party, payee: Party, amount: Amount, reason: str, kind: Kind = Kind.OTHER
    ) -> None:
        """Record one payment; a zero amount is not recorded, a negative one is turned round."""
        self.each_opponent_pays(payee, (payer,), amount, reason, kind)

    def each_opponent_pays(
        self,
        seat: Party,
        opponents: Iterable[Party],
        amount: Amount,
        reason: str,
        kind: Kind = Kind.OTHER,
    ) -> None:
        """Every opponent pays ``seat`` (a negative amount: ``seat`` pays every opponent);
        nothing is recorded for a zero amount."""
        # tuple.__new__ makes the same Payment as Payment(...), whose __new__ is Python code
        if not isinstance(amount, int):
            amount = exact(amount)
        if amount > 0:
            for opponent in opponents:
                self.payments.append(Payment(opponent, seat, amount, reason, kind))
        elif amount:
            paid = -amount
            for opponent in opponents:
                self.payments.append(Payment(seat, opponent, paid, reason, kind))

    def pot(self, pot: Pot) -> Amount:
        """What ``pot`` holds now: its start value and every payment into and out of it."""
        value = self.start.get(pot, 0)
        for payment in self.payments:
            if payment.payee is pot:
                value += payment.amount
            elif payment.payer is pot:
                value -= payment.amount
        return exact(value)

    def net(self, parties: Iterable[Party]) -> dict[Party, Amount]:
        """Each party's balance (every party named, and any other the ledger touches)."""
        balance: dict[Party, Amount] = dict.fromkeys(parties, 0)
        for payment in self.payments:
            balance[payment.payer] = balance.get(payment.payer, 0) - payment.amount
            balance[payment.payee] = balance.get(payment.payee, 0) + payment.amount
        return {party: exact(amount) for party, amount in balance.items()}


# --8<-- [start:settle]
def settle(state: State, pots: Mapping[Pot, Amount] | None = None) -> Ledger:
    """All payments of a finished deal: the settlement of its facts (``settle_facts``).

    ``pots`` are the pots' values when play begins (for the rule sets that keep pots);
    payments into and out of them are ledger entries like any other.
    """
    return pay(facts_of(state), state.options, pots)


def settle_facts(
    facts: Facts, options: Options, pots: Mapping[Pot, Amount] | None = None
) -> Ledger:
    """All payments of a deal from its facts, as a person entered them: checked first
    (``FactsError`` naming the entry no deal could have), then paid as a played deal is."""
    check(facts, options)
    return pay(facts, options, pots)


def pay(facts: Facts, options: Options, pots: Mapping[Pot, Amount] | None = None) -> Ledger:
    """The payments of facts known to be possible, in order: declarations, tricks, the
    end, card points."""
    ledger = Ledger(start=dict(pots or {}))
    if facts.thrown_in:
        return ledger
    seats = seats_of(facts, options)
    opponents = {seat: seats[:i] + seats[i + 1 :] for i, seat in enumerate(seats)}
    order = round_from(facts.dealer, seats)
    for item in sorted(facts.declared, key=lambda item: order.index(item.seat)):
        why, seat = f"declaration: {item.name}", item.seat
        ledger.each_opponent_pays(seat, opponents[seat], item.value, why, Kind.DECLARATIONS)
    if facts.game is not None:
        settle_contract(facts, options, opponents, ledger)
        return ledger
    result = Outcome(*vole_and_nolo(facts))
    _honours_in_play(options, facts.honours, opponents, ledger)
    _last_trick(options, facts, result, opponents, ledger)
    _vole_and_nolo(options, facts, result, opponents, ledger)
    _fool_kept(options, facts, opponents, ledger)
    if counted(facts, options):
        rule, absorber = options.card_settlement, order[1]
        settle_card_points(facts.card_points, rule, options.par, absorber, ledger)
    return ledger


# --8<-- [end:settle]


def paid_in_trick(state: State, trick: Trick) -> Ledger:
    """What ``trick``, one before the last of a deal without a declarer, pays the moment it
    is won (a Pagat or King home or captured): the same payments ``settle`` lists for it."""
    ledger = Ledger()
    if state.declarer < 0:
        seats = state.seats
        opponents = {seat: seats[:i] + seats[i + 1 :] for i, seat in enumerate(seats)}
        _honours_in_play(state.options, honours_in(trick), opponents, ledger)
    return ledger


class Outcome(NamedTuple):
    """Who took every trick (Vole) and who took none (Nolo), if anyone."""

    vole: int | None
    nolo: int | None


class _Honour(NamedTuple):
    """A card with a bonus in play: its name, its pot, and the kinds of its payments in a
    trick before the last and in the last."""

    name: str
    pot: Pot
    kind: Kind
    ultimo: Kind


_HONOURS: dict[Card, _Honour] = {
    PAGAT: _Honour("Pagat", Pot.PAGAT, Kind.PAGAT, Kind.PAGAT_ULTIMO),
    **{king: _Honour(king.name, Pot.KING, Kind.KINGS, Kind.KING_ULTIMO) for king in KINGS},
}
"""The cards with a bonus in play, the Pagat and the Kings."""

Opponents = Mapping[int, tuple[int, ...]]
"""Each active seat's opponents."""


def _trick(number: int | None) -> str:
    """A trick as a reason names it: by its number, where it was noted."""
    return "a trick" if number is None else f"trick {number}"


# --8<-- [start:honours]
def _honours_in_play(
    options: Options, honours: Iterable[Honour], opponents: Opponents, ledger: Ledger
) -> None:
    """A Pagat or King in a trick before the last: home if it wins, else captured."""
    for card, seat, winner, number in honours:
        name, pot, kind, _ = _HONOURS[card]
        pagat = card is PAGAT
        if seat == winner:
            home = options.pagat_home if pagat else options.king_home
            why = f"{name} wins {_trick(number)}"
            ledger.each_opponent_pays(seat, opponents[seat], home, why, kind)
            continue
        why = f"{name} lost in {_trick(number)} to seat {winner}"
        lost = options.pagat_captured if pagat else options.king_captured
        ledger.each_opponent_pays(seat, opponents[seat], -lost, why, kind)
        into = options.pagat_captured_pot if pagat else options.king_captured_pot
        if into:
            ledger.pay(seat, pot, into, why, kind)


def _last_trick(
    options: Options, facts: Facts, result: Outcome, opponents: Opponents, ledger: Ledger
) -> None:
    """Ultimos: failures pay first (into their pots too), then a success takes its bonus
    (and its pot); with ``ultimo_success_first`` the success first, each failure then
    paying in the pot's value before the trick. A Vole that takes the pots is a success
    too: with ``ultimo_success_first`` it takes them here, before the failures pay in
    (else in ``_vole_and_nolo``, after them). With no Pagat or King in the trick, the
    last-trick bonus."""
    number, winner = options.tricks, facts.last_winner
    assert winner is not None
    ultimos = [(honour.seat, honour.card) for honour in facts.last]
    before = {pot: ledger.pot(pot) for pot in Pot}
    cancelled = result.nolo is not None and options.nolo_cancels
    replaced = result.vole is not None and options.vole_replaces_ultimo
    if options.ultimo_success_first:
        _ultimos_won(options, number, ultimos, winner, cancelled or replaced, opponents, ledger)
        if result.vole is not None and options.vole_takes_pots:
            _vole_takes_pots(result.vole, ledger)  # a success too: before the failures
        _ultimos_lost(options, number, ultimos, winner, before, opponents, ledger)
    else:
        _ultimos_lost(options, number, ultimos, winner, before, opponents, ledger)
        _ultimos_won(options, number, ultimos, winner, cancelled or replaced, opponents, ledger)
    if options.last_trick and not ultimos and not cancelled and not replaced:
        why = f"seat {winner} wins the last trick"
        ledger.each_opponent_pays(
            winner, opponents[winner], options.last_trick, why, Kind.LAST_TRICK
        )


def _ultimos_lost(
    options: Options,
    number: int,
    ultimos: list[tuple[int, Card]],
    winner: int,
    before: Mapping[Pot, Amount],
    opponents: Opponents,
    ledger: Ledger,
) -> None:
    """Each ultimo card beaten in the last trick: its penalty, and what goes into its pot
    (``before``: the pots' values before the last trick)."""
    rule = options.failed_ultimo_pot
    for seat, card in ultimos:
        if seat == winner:
            continue
        name, pot, _, kind = _HONOURS[card]
        lost = options.pagat_ultimo_lost if card is PAGAT else options.king_ultimo_lost
        why = f"{name} ultimo lost in trick {number} to seat {winner}"
        ledger.each_opponent_pays(seat, opponents[seat], -lost, why, kind)
        into = {
            FailedUltimo.NOTHING: 0,
            FailedUltimo.DOUBLE: before.get(pot, 0),
            FailedUltimo.PENALTY: lost,
        }[rule]
        ledger.pay(seat, pot, into, f"{why}: into the {pot.value}", kind)


def _ultimos_won(
    options: Options,
    number: int,
    ultimos: list[tuple[int, Card]],
    winner: int,
    void: bool,
    opponents: Opponents,
    ledger: Ledger,
) -> None:
    """The ultimo card that wins the last trick: its bonus and its whole pot (none if a
    Nolo or a Vole makes it ``void``)."""
    for seat, card in ultimos:
        if seat != winner or void:
            continue
        name, pot, _, kind = _HONOURS[card]
        won = options.pagat_ultimo if card is PAGAT else options.king_ultimo
        why = f"{name} ultimo wins trick {number}"
        ledger.each_opponent_pays(seat, opponents[seat], won, why, kind)
        if options.ultimo_takes_pot:
            ledger.pay(pot, seat, ledger.pot(pot), f"{why}: takes the {pot.value}", kind)


# --8<-- [end:honours]


def _tier(tiers: Iterable[tuple[int, ...]], trick: int) -> tuple[int, ...]:
    """The first tier whose 'before trick' is at or after the trick of the announcement."""
    for tier in sorted(tiers):
        if trick <= tier[0]:
            return tier
    raise ValueError(f"no announcement tier covers trick {trick}")


_VOLE, _NOLO = Contract.VOLE, Contract.NOLO
_ANNOUNCED = {Contract.VOLE: ("Vole", Kind.VOLE), Contract.NOLO: ("Nolo", Kind.NOLO)}
"""An announced contract's name and the kind of its payments."""


def _vole_and_nolo(
    options: Options, facts: Facts, result: Outcome, opponents: Opponents, ledger: Ledger
) -> None:
    """Vole (every trick) and Nolo (no trick), silent or announced."""
    announced = {item.seat: item for item in facts.announced}
    pays = ledger.each_opponent_pays
    for seat in sorted(opponents):
        item = announced.get(seat)
        vole, nolo = seat == result.vole, seat == result.nolo
        if item is None and not vole and not nolo:
            continue
        against = opponents[seat]
        called = None if item is None else item.kind
        if item is not None:
            name, kind = _ANNOUNCED[item.kind]
            before = f"seat {seat}'s {name} announced before trick {item.trick}"
            if called is _VOLE:
                _, value = _tier(options.vole_announced, item.trick)
                made, lost = vole, value
            else:
                _, value, lost = _tier(options.nolo_announced, item.trick)
                made = nolo
            if made:
                pays(seat, against, value, f"{before} made", kind)
            else:
                pays(seat, against, -lost, f"{before} failed", kind)
        if vole and called is not _VOLE:
            pays(seat, against, options.vole, f"seat {seat}'s Vole: every trick", Kind.VOLE)
        if vole and options.vole_takes_pots and not options.ultimo_success_first:
            _vole_takes_pots(seat, ledger)
        if nolo and called is not _NOLO:
            pays(seat, against, options.nolo, f"seat {seat}'s Nolo: no trick", Kind.NOLO)


def _vole_takes_pots(seat: int, ledger: Ledger) -> None:
    """``seat``'s Vole takes both pots, as they stand now."""
    for pot in Pot:
        why = f"seat {seat}'s Vole takes the {pot.value}"
        ledger.pay(pot, seat, ledger.pot(pot), why, Kind.VOLE)


# -- a declarer against two defenders ------------------------------------------------


def won_by_points(points: Amount, par: int) -> bool:
    """Whether a declarer with ``points`` card points wins, needing ``par`` counted to the
    nearest point (35 2/3 counts as 36; 35 1/3 as 35).

    Examples:
        >>> [won_by_points(points, 36) for points in (35, Fraction(106, 3))]
        [False, False]
        >>> [won_by_points(points, 36) for points in (Fraction(107, 3), 36)]
        [True, True]
    """
    return round(Fraction(points)) >= par


def valat_values(options: Options, game: Game) -> tuple[int, int]:
    """The Valat silent and announced: fixed (``vole`` and the first ``vole_announced`` tier)
    or, with ``valat_game_factor``, that many times the game value, twice as many announced.

    Examples:
        >>> from tarock import rules
        >>> options = rules.get("tapp-tarock").options
        >>> solo = options.contracts[-1]
        >>> valat_values(options, solo)
        (12, 24)
        >>> valat_values(rules.get("tapp-tarock", ["valat_game_factor=4"]).options, solo)
        (32, 64)
    """
    if options.valat_game_factor:
        silent = options.valat_game_factor * game.value
        return silent, 2 * silent
    announced = _tier(options.vole_announced, 1)[1] if options.vole_announced else 0
    return options.vole, announced


# --8<-- [start:contract]
def settle_contract(facts: Facts, options: Options, opponents: Opponents, ledger: Ledger) -> None:
    """A declarer against two defenders: every amount passes between the declarer and each
    defender. The game (or a Valat in its place), the Pagat ultimo, Trull and four Kings;
    a game not played out (the 1821 Tapper) pays its value alone."""
    played = facts.game
    assert played is not None
    declarer, game = played.declarer, game_of(facts, options)
    defenders = opponents[declarer]

    def pay(amount: Amount, reason: str, kind: Kind = Kind.CONTRACT) -> None:
        """Each defender pays the declarer ``amount`` (a negative amount: is paid it)."""
        ledger.each_opponent_pays(declarer, defenders, amount, reason, kind)

    who = f"seat {declarer}'s {game.name}"
    if not game.played:  # the 1821 Tapper: the game's value, and nothing else
        pay(game.value, f"{who}: paid without play")
        return
    points = Fraction(played.points or 0)
    announced = {item.kind: item.seat for item in facts.announced}
    silent, loud = valat_values(options, game)
    if Contract.VALAT in announced:
        made = facts.every_trick == declarer
        pay(loud if made else -loud, f"{who}: Valat announced, {'made' if made else 'failed'}")
    elif facts.every_trick == declarer:
        pay(silent, f"{who}: silent Valat, the declarer takes every trick")
    elif declarer in facts.no_trick:
        pay(-silent, f"{who}: silent Valat, the defenders take every trick")
    else:
        won = won_by_points(points, options.par)
        pay(
            game.value if won else -game.value,
            f"{who} {'won' if won else 'lost'}: {points} card points, {options.par} needed",
        )
    _contract_ultimo(options, facts, game, announced, pay)
    kinds = {"Trull": Kind.TRULL, "four Kings": Kind.KINGS}
    for name, side, value in (
        ("Trull", played.trull, options.trull),
        ("four Kings", played.kings, options.four_kings),
    ):
        if value and side == "declarer":
            pay(value, f"{name}: all with the declarer, seat {declarer}", kinds[name])
        elif value and side == "defenders":
            pay(-value, f"{name}: all with the defenders", kinds[name])


def _contract_ultimo(
    options: Options,
    facts: Facts,
    game: Game,
    announced: Mapping[Contract, int],
    pay: Callable[[Amount, str, Kind], None],
) -> None:
    """An announced Pagat ultimo (the declarer's) is won only if his Pagat wins the last
    trick, else he pays it; unannounced, it goes to the side that takes the last trick with
    the Pagat in it, won by the Pagat or beaten (a reading). Both are multiplied by the
    game's ``bonus_factor`` (Solo: doubled)."""
    assert facts.game is not None
    declarer, winner = facts.game.declarer, facts.last_winner
    pagat = next((honour for honour in facts.last if honour.card is PAGAT), None)
    played = pagat is not None and pagat.seat == winner
    side = {True: 1, False: -1}  # the declarer's side is paid, the defenders' side pays
    by = announced.get(Contract.ULTIMO)
    if by is not None:
        value = options.pagat_ultimo_announced * game.bonus_factor
        made = played and winner == by
        sign = side[by == declarer] * side[made]
        why = f"Pagat ultimo announced by seat {by}: {'made' if made else 'failed'}"
        pay(sign * value, why, Kind.PAGAT_ULTIMO)
    elif pagat is not None:
        value = options.pagat_ultimo * game.bonus_factor
        how = "with the Pagat" if played else "and the Pagat beaten in it"
        reason = f"silent Pagat ultimo: seat {winner} takes the last trick {how}"
        pay(side[winner == declarer] * value, reason, Kind.PAGAT_ULTIMO)


# --8<-- [end:contract]


def _fool_kept(options: Options, facts: Facts, opponents: Opponents, ledger: Ledger) -> None:
    """A player who took no trick and still holds the Fool at the end."""
    amount, seat = options.fool_kept_no_trick, facts.fool_kept
    if amount and seat is not None:
        why = f"seat {seat} kept the Fool and took no trick"
        ledger.each_opponent_pays(seat, opponents[seat], amount, why, Kind.FOOL)


def settle_against_par(points: Mapping[int, Amount], par: int, ledger: Ledger) -> None:
    """Card points exactly against the par (the 1754 and Dummett rule).

    The source's example: A 40, B 20, C 18 card points.

    Examples:
        >>> ledger = Ledger()
        >>> settle_against_par({0: 40, 1: 20, 2: 18}, 26, ledger)
        >>> [(p.payer, p.payee, p.amount) for p in ledger]
        [(1, 0, 6), (2, 0, 8)]
    """
    settle_card_points(points, CardSettlement.EXACT, par, None, ledger)


# --8<-- [start:card-points]
def banded(diff: Amount) -> int:
    """A distance from the par rounded to the nearest 5: -2..2 give 0, 3..7 give 5.

    Examples:
        >>> [banded(d) for d in (-8, -7, -3, -2, 0, 2, 3, 7, 8)]
        [-10, -5, -5, 0, 0, 0, 5, 5, 10]
    """
    return 5 * ((2 * diff + 5) // 10)  # (diff + 5/2) // 5, in whole numbers


def card_point_nets(
    points: Mapping[int, Amount], rule: CardSettlement, par: int, absorber: int | None
) -> dict[int, Amount]:
    """Each player's game points for his card points under ``rule``; they sum to zero.

    With the 5-point bands the ``absorber`` (the seat after the dealer) is not rounded:
    he takes minus the sum of the others, so nothing is lost to rounding.

    Examples:
        >>> card_point_nets({0: 31, 1: 24, 2: 23}, CardSettlement.BANDS, 26, absorber=2)
        {0: 5, 1: 0, 2: -5}
        >>> card_point_nets({0: 31, 1: 24, 2: 23}, CardSettlement.EXACT, 26, absorber=None)
        {0: 5, 1: -2, 2: -3}
        >>> card_point_nets({0: 31, 1: 24, 2: 23}, CardSettlement.BANDS_EACH, 26, absorber=2)
        {0: 15, 1: 0, 2: -15}
        >>> card_point_nets({0: 31, 1: 24, 2: 23}, CardSettlement.NONE, 26, absorber=2)
        {0: 0, 1: 0, 2: 0}
    """
    if rule is CardSettlement.NONE:
        return dict.fromkeys(points, 0)
    if rule is CardSettlement.EXACT:
        return {seat: exact(amount - par) for seat, amount in points.items()}
    if rule is CardSettlement.BANDS_EACH:
        bands = {seat: banded(amount - par) for seat, amount in points.items()}
        total = sum(bands.values())
        return {seat: len(bands) * band - total for seat, band in bands.items()}
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
    the absorber instead). With nobody on one side of the par (a par below a third of the
    pack can leave everyone above it) nobody pays: there is no one to settle with."""
    nets = card_point_nets(points, rule, par, absorber)

    def reason(seat: int) -> str:
        return f"card points: seat {seat} has {points[seat]} against {par}"

    if rule is CardSettlement.BANDS_EACH:
        for seat, amount in points.items():
            others = tuple(other for other in points if other != seat)
            band = banded(amount - par)
            ledger.each_opponent_pays(seat, others, band, reason(seat), Kind.CARD_POINTS)
        return
    if rule is CardSettlement.BANDS_WITH_ELDEST and absorber is not None:
        for seat, net in nets.items():
            if seat != absorber:
                ledger.pay(absorber, seat, net, reason(seat), Kind.CARD_POINTS)
        return
    winners = [seat for seat, net in nets.items() if net > 0]
    losers = [seat for seat, net in nets.items() if net < 0]
    if len(winners) == 1:
        for seat in losers:
            ledger.pay(seat, winners[0], -nets[seat], reason(seat), Kind.CARD_POINTS)
    elif losers:
        for seat in winners:
            ledger.pay(losers[0], seat, nets[seat], reason(seat), Kind.CARD_POINTS)


# --8<-- [end:card-points]
