"""Playing a deal with bots, and replaying a record, to a settled result.

>>> from tarock import rules
>>> result = play_deal(rules.get("grosstarock"), ["heuristic"] * 3, seed=7)
>>> sum(result.card_points.values()), sum(result.net.values())
(78, 0)
>>> replay(result.record).net == result.net
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tarock import players as bots
from tarock import rules
from tarock.cards import CardError, parse_many
from tarock.engine.actions import Action, ActionError, parse_action
from tarock.engine.state import IllegalAction, State, deal
from tarock.records import Record, RecordError
from tarock.rng import derive
from tarock.rules.ruleset import Ruleset
from tarock.scoring.counting import points_by_seat
from tarock.scoring.settlement import Amount, Ledger, exact, settle

SEAT_NAMES = ("A", "B", "C", "D")


@dataclass(frozen=True)
class Step:
    """One action of a deal: who took it, what it was, and the rule clause that allowed it."""

    seat: int
    action: Action
    clause: str


@dataclass(frozen=True)
class DealResult:
    """A finished deal: its record, final state, card points, ledger and net per seat."""

    record: Record
    state: State
    steps: tuple[Step, ...]
    card_points: dict[int, Amount]
    ledger: Ledger
    net: dict[int, Amount]


def _finish(record: Record, state: State, steps: list[Step]) -> DealResult:
    ledger = settle(state)
    net = ledger.net(state.seats)
    return DealResult(
        record=record,
        state=state,
        steps=tuple(steps),
        card_points={seat: exact(points) for seat, points in points_by_seat(state).items()},
        ledger=ledger,
        net={seat: amount for seat, amount in net.items() if isinstance(seat, int)},
    )


def dealt(ruleset: Ruleset, seed: int, dealer: int = 0) -> State:
    """The deal that ``play_deal`` plays for ``seed``: the hands before any action."""
    return deal(ruleset, derive(seed, 0), dealer)


def play_deal(
    ruleset: Ruleset,
    players: Sequence[str],
    seed: int,
    dealer: int = 0,
    names: Sequence[str] | None = None,
) -> DealResult:
    """Deal with ``seed`` and play it out with the named bots (one per seat)."""
    seats = ruleset.options.seats
    if len(players) != seats:
        raise ValueError(
            f"{ruleset.id} with {seats} seats needs {seats} players, not {len(players)}"
        )
    bots_by_seat = [bots.make(kind, derive(seed, 1 + seat)) for seat, kind in enumerate(players)]
    state = dealt(ruleset, seed, dealer)
    steps: list[Step] = []
    while not state.is_over:
        legal = state.legal()
        seat = state.to_move
        action = bots_by_seat[seat].choose(state, legal)
        steps.append(Step(seat, action, legal.get(action, "")))
        state.apply(action)
    record = Record(
        variant=ruleset.id,
        options=_changed_options(ruleset),
        seats=list(names or SEAT_NAMES[:seats]),
        dealer=dealer,
        hands=[" ".join(card.code for card in hand) for hand in state.dealt],
        actions=[action.text for action in state.history],
        players=list(players),
        seed=seed,
    )
    return _finish(record, state, steps)


def _changed_options(ruleset: Ruleset) -> list[str]:
    """``NAME=VALUE`` for every settable option that differs from the registered rule set."""
    from dataclasses import fields
    from enum import Enum

    from tarock.rules.options import settable

    base = rules.VARIANTS[ruleset.id].options
    out = []
    for field in fields(ruleset.options):
        name = field.name
        value = getattr(ruleset.options, name)
        if name in settable(base) and value != getattr(base, name):
            text = value.value if isinstance(value, Enum) else str(value).lower()
            out.append(f"{name}={text}")
    return out


def start(record: Record) -> State:
    """The state at the start of a recorded deal; raises ``RecordError`` naming the field."""
    try:
        ruleset = rules.get(record.variant, record.options)
    except ValueError as error:
        field = "variant" if isinstance(error, rules.UnknownVariant) else "options"
        raise RecordError(f"field {field!r}: {error}") from None
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
        return State(ruleset, hands, record.dealer)
    except ValueError as error:
        field = "dealer" if "dealer" in str(error) else "hands"
        raise RecordError(f"field {field!r}: {error}") from None


def replay(record: Record) -> DealResult:
    """Replay a complete record and settle it; raises ``RecordError`` on any inconsistency."""
    state = start(record)
    steps: list[Step] = []
    for index, text in enumerate(record.actions):
        if state.is_over:
            raise RecordError(f"field 'actions[{index}]': the deal is over, but {text!r} follows")
        try:
            action = parse_action(text)
            legal = state.legal()
            seat = state.to_move
            state.apply(action)
        except (ActionError, IllegalAction) as error:
            raise RecordError(f"field 'actions[{index}]': {error}") from None
        steps.append(Step(seat, action, legal[action]))
    if not state.is_over:
        raise RecordError(
            f"field 'actions': the deal is not finished after {len(record.actions)} actions"
            f" (seat {state.to_move} is to {state.phase.value})"
        )
    return _finish(record, state, steps)
