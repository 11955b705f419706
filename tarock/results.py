"""What a deal or a session comes to: its record, its final state, its ledger and totals.

``tarock.table.Table`` makes them, whether the deal was played by bots, by people or
replayed from a record.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tarock import rules
from tarock.cards import CardError, parse_many
from tarock.engine.loop import Step
from tarock.engine.seats import SEAT_NAMES
from tarock.engine.state import State
from tarock.records import Record, RecordError, SessionRecord
from tarock.rules.ruleset import Ruleset
from tarock.scoring.counting import points_by_seat, side_points
from tarock.scoring.settlement import Amount, Ledger, Pot, exact, settle
from tarock.shown import Shown


@dataclass(frozen=True, repr=False)
class DealResult(Shown):
    """A finished deal: its record, final state, card points, ledger and net per seat. It
    shows itself (``tarock.shown``) as a short line, the deal explained step by step (as
    ``tarock replay`` tells it) and a notebook picture of the hands, tricks and ledger."""

    record: Record
    state: State
    steps: tuple[Step, ...]
    card_points: dict[int, Amount]
    """Each seat's own pile (with a declarer, the talon half left to the defenders is on
    nobody's pile: ``sides`` counts the two sides)."""
    ledger: Ledger
    net: dict[int, Amount]
    sides: tuple[Amount, Amount] | None = None
    """With a declarer and a deal played out: the card points of his side (his tricks and
    his discard) and of the defenders' side (their tricks and the talon cards left to
    them), which together make the whole pack."""


def deal_result(
    record: Record, state: State, steps: Sequence[Step], pots: Mapping[Pot, Amount] | None
) -> DealResult:
    """A finished deal settled from its state (``pots``: their values when play began)."""
    ledger = settle(state, pots)
    net = ledger.net(state.seats)
    sides = None
    if state.declarer >= 0 and state.tricks:
        ours, theirs = side_points(state)
        sides = (exact(ours), exact(theirs))
    return DealResult(
        record=record,
        state=state,
        steps=tuple(steps),
        card_points={seat: exact(points) for seat, points in points_by_seat(state).items()},
        ledger=ledger,
        net={seat: amount for seat, amount in net.items() if isinstance(seat, int)},
        sides=sides,
    )


def record_of(
    state: State,
    players: Sequence[str],
    seed: int | None,
    names: Sequence[str] | None = None,
    pots: Mapping[Pot, Amount] | None = None,
) -> Record:
    """The record of a deal as played so far: the cards as dealt and every action."""
    return Record(
        variant=state.ruleset.id,
        options=rules.changed_options(state.ruleset),
        seats=list(names or SEAT_NAMES[: state.options.seats]),
        dealer=state.dealer,
        hands=[" ".join(card.code for card in hand) for hand in state.dealt],
        talon=" ".join(card.code for card in state.talon),
        actions=[action.text for action in state.history],
        pots=pot_values(pots),
        thrown_in=state.thrown_in.value if state.thrown_in is not None else None,
        players=list(players),
        seed=seed,
    )


def pot_values(pots: Mapping[Pot, Amount] | None) -> dict[str, int] | None:
    """The pots as a record stores them: ``{"king": 60, "pagat": 65}``."""
    if pots is None:
        return None
    return {pot.name.lower(): int(value) for pot, value in pots.items()}


def pots_in(record: Record) -> dict[Pot, Amount] | None:
    if record.pots is None:
        return None
    try:
        return {Pot[name.upper()]: value for name, value in record.pots.items()}
    except KeyError as error:
        raise RecordError(f"field 'pots': unknown pot {error.args[0]!r} (king or pagat)") from None


def recorded_ruleset(record: Record | SessionRecord) -> Ruleset:
    """The rule set a record names, with its options; ``RecordError`` naming the field."""
    try:
        return rules.get(record.variant, record.options)
    except ValueError as error:
        field = "variant" if isinstance(error, rules.UnknownVariant) else "options"
        raise RecordError(f"field {field!r}: {error}") from None


def start(record: Record) -> State:
    """The state at the start of a recorded deal; raises ``RecordError`` naming the field."""
    ruleset = recorded_ruleset(record)
    seats = ruleset.options.seats
    if len(record.seats) != seats:
        raise RecordError(
            f"field 'seats': {ruleset.id} has {seats} seats, the record names {len(record.seats)}"
        )
    try:
        hands = [parse_many(hand) for hand in record.hands]
    except CardError as error:
        raise RecordError(f"field 'hands': {error}") from None
    try:
        talon = parse_many(record.talon)
    except CardError as error:
        raise RecordError(f"field 'talon': {error}") from None
    try:
        return State(ruleset, hands, record.dealer, talon=talon)
    except ValueError as error:
        text = str(error)
        field = "dealer" if "dealer" in text else "talon" if "talon" in text else "hands"
        raise RecordError(f"field {field!r}: {error}") from None


@dataclass(frozen=True, repr=False)
class SessionResult(Shown):
    """A finished session: each deal, the stakes before it, the pots after it, the sharing
    (shown as a short line: ``tarock.shown``)."""

    record: SessionRecord
    deals: tuple[DealResult, ...]
    stakes: tuple[Ledger, ...]
    """The stakes paid before each deal (empty before a redeal's new deal)."""
    pots: tuple[dict[Pot, Amount], ...]
    """The pots after each deal."""
    final: Ledger
    """What is left in the pots, shared equally at the end."""

    @property
    def ledgers(self) -> list[Ledger]:
        """Every ledger in order: stakes and deal, deal by deal, then the sharing."""
        out: list[Ledger] = []
        for stake, result in zip(self.stakes, self.deals, strict=True):
            out += [stake, result.ledger]
        return [*out, self.final]

    def totals(self, upto: int | None = None) -> dict[int, Amount]:
        """Each seat's running total after deal ``upto`` (all deals and the sharing: None)."""
        seats = range(len(self.record.seats))
        ledgers = self.ledgers if upto is None else self.ledgers[: 2 * (upto + 1)]
        total: dict[int, Amount] = dict.fromkeys(seats, 0)
        for ledger in ledgers:
            for party, amount in ledger.net(seats).items():
                if isinstance(party, int):
                    total[party] = exact(total[party] + amount)
        return total


def session_head(
    ruleset: Ruleset, players: Sequence[str], seed: int | None, names: Sequence[str] | None
) -> SessionRecord:
    """A session record with no deals yet: the rule set, the seats, who plays, the seed."""
    return SessionRecord(
        variant=ruleset.id,
        options=rules.changed_options(ruleset),
        seats=list(names or SEAT_NAMES[: ruleset.options.seats]),
        deals=[],
        pots=[],
        players=list(players),
        seed=seed,
    )
