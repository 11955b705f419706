"""Playing a deal with bots, and replaying a record, to a settled result.

Examples:
    >>> from tarock import rules
    >>> result = play_deal(rules.get("grosstarock"), ["heuristic"] * 3, seed=7)
    >>> sum(result.card_points.values()), sum(result.net.values())
    (78, 0)
    >>> replay(result.record).net == result.net
    True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from tarock import players as bots
from tarock import rules
from tarock.cards import CardError, parse_many
from tarock.engine.actions import Action, ActionError, Declare, parse_action
from tarock.engine.legal import legal_actions, why_illegal
from tarock.engine.phases import Phase
from tarock.engine.state import IllegalAction, State, active_seats, deal
from tarock.players import Player
from tarock.rng import bot_seed, deal_seed
from tarock.rules.ruleset import Ruleset
from tarock.scoring.counting import points_by_seat, side_points
from tarock.scoring.session import EMPTY, share, stakes
from tarock.scoring.settlement import Amount, Ledger, Pot, exact, settle

if TYPE_CHECKING:  # records are read and written only when asked: the core needs no parser
    from tarock.records import Record, SessionRecord

SEAT_NAMES = ("A", "B", "C", "D")
"""The seats' names, in the order of play: seat 0 is A (the command line takes either)."""


def seat(name: str | int) -> int:
    """A seat's number from its name (``"B"``, any case) or its number.

    Examples:
        >>> seat("b"), seat(2), seat("3")
        (1, 2, 3)
    """
    text = str(name).strip()
    if text.isdigit():
        return int(text)
    if text.upper() in SEAT_NAMES:
        return SEAT_NAMES.index(text.upper())
    raise ValueError(f"{name!r} is not a seat: give its letter (A-D) or its number (0-3)")


class Step(NamedTuple):
    """One action of a deal: who took it, what it was, and the rule clause that allowed it."""

    seat: int
    action: Action
    clause: str


# --8<-- [start:run]
def run(
    state: State,
    players: Sequence[Player],
    steps: list[Step] | None = None,
    until: int = -1,
    watch: Callable[[Step, Phase], None] | None = None,
) -> State:
    """The one loop: play ``state`` on until the deal is over, each seat's player choosing
    among the legal actions (bots, or ``players.Human`` at the terminal).

    Each step, with the clause that allowed it, goes to ``steps`` if given, and to
    ``watch`` (with the phase it was taken in) once taken; ``until``: stop, unfinished,
    once that many actions are in the history. An action the rules do not allow raises
    ``IllegalAction`` naming the rule, and the state is left as it was.
    """
    keep = steps is not None or watch is not None
    while not state.is_over and len(state.history) != until:
        legal = legal_actions(state)
        seat, phase = state.to_move, state.phase
        action = players[seat].choose(state, legal)
        if action not in legal:
            raise IllegalAction(why_illegal(state, action))
        state.push(action)
        if keep:
            step = Step(seat, action, legal[action])
            if steps is not None:
                steps.append(step)
            if watch is not None:
                watch(step, phase)
    return state


# --8<-- [end:run]


@dataclass(frozen=True)
class DealResult:
    """A finished deal: its record, final state, card points, ledger and net per seat."""

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

    def __repr__(self) -> str:
        """A short line: the rule set, the seed, the dealer and the net per seat."""
        from tarock.explain import totals_text

        names = self.record.seats
        seed = "" if self.record.seed is None else f", seed {self.record.seed}"
        net = totals_text(self.net, names)
        return (
            f"<DealResult {self.state.ruleset.id}{seed}, dealer {names[self.state.dealer]}: {net}>"
        )

    def __str__(self) -> str:
        """The deal explained step by step, as ``tarock replay`` shows it."""
        from tarock.explain import explain

        return "\n".join(explain(self))

    def _repr_svg_(self) -> str:
        """A picture for Jupyter: the hands, every trick and the ledger."""
        from tarock.render import deal_svg

        return deal_svg(self)


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


def dealt(ruleset: Ruleset, seed: int, dealer: int = 0) -> State:
    """The deal that ``play_deal`` plays for ``seed``: the hands before any action."""
    return deal(ruleset, seed, dealer)


def play_deal(
    ruleset: Ruleset,
    players: str | Sequence[str],
    seed: int,
    dealer: int = 0,
    names: Sequence[str] | None = None,
    pots: Mapping[Pot, Amount] | None = None,
) -> DealResult:
    """Deal with ``seed`` and play it out with the named bots (one per seat, or one name
    for every seat).

    ``pots``: the pots' values when play begins, for the rule sets that keep pots (a
    single deal of such a rule set is best played as a session, see ``play_session``).
    """
    seats = ruleset.options.seats
    if isinstance(players, str):
        players = [players] * seats
    if len(players) != seats:
        raise ValueError(
            f"{ruleset.id} with {seats} seats needs {seats} players, not {len(players)}"
        )
    bots_by_seat = [bots.make(kind, bot_seed(seed, seat)) for seat, kind in enumerate(players)]
    steps: list[Step] = []
    state = run(dealt(ruleset, seed, dealer), bots_by_seat, steps)
    record = record_of(state, players, seed, names, pots)
    return deal_result(record, state, steps, pots)


def record_of(
    state: State,
    players: Sequence[str],
    seed: int | None,
    names: Sequence[str] | None = None,
    pots: Mapping[Pot, Amount] | None = None,
) -> Record:
    """The record of a deal as played so far: the cards as dealt and every action."""
    from tarock.records import Record

    return Record(
        variant=state.ruleset.id,
        options=_changed_options(state.ruleset),
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


def _pots_in(record: Record) -> dict[Pot, Amount] | None:
    from tarock.records import RecordError

    if record.pots is None:
        return None
    try:
        return {Pot[name.upper()]: value for name, value in record.pots.items()}
    except KeyError as error:
        raise RecordError(f"field 'pots': unknown pot {error.args[0]!r} (king or pagat)") from None


def _changed_options(ruleset: Ruleset) -> list[str]:
    """``NAME=VALUE`` for every settable option that differs from the registered rule set."""
    from dataclasses import fields
    from enum import Enum

    from tarock.rules.options import settable

    base = rules.VARIANTS[ruleset.id].options
    if ruleset.options == base:
        return []
    names = set(settable(base))
    out = []
    for field in fields(ruleset.options):
        name = field.name
        value = getattr(ruleset.options, name)
        if name in names and value != getattr(base, name):
            text = value.value if isinstance(value, Enum) else str(value).lower()
            out.append(f"{name}={text}")
    return out


def recorded_ruleset(record: Record | SessionRecord) -> Ruleset:
    """The rule set a record names, with its options; ``RecordError`` naming the field."""
    from tarock.records import RecordError

    try:
        return rules.get(record.variant, record.options)
    except ValueError as error:
        field = "variant" if isinstance(error, rules.UnknownVariant) else "options"
        raise RecordError(f"field {field!r}: {error}") from None


def start(record: Record) -> State:
    """The state at the start of a recorded deal; raises ``RecordError`` naming the field."""
    from tarock.records import RecordError

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


def replay(record: Record) -> DealResult:
    """Replay a complete record and settle it; raises ``RecordError`` on any inconsistency."""
    from tarock.records import RecordError

    state = start(record)
    steps: list[Step] = []
    for index, text in enumerate(record.actions):
        if state.is_over:
            raise RecordError(f"field 'actions[{index}]': the deal is over, but {text!r} follows")
        try:
            action = parse_action(text)
            legal = state.legal()
            seat = state.to_move
            if record.version == 1 and isinstance(action, Declare):
                action = _declared_as_now(action, legal)
            state.apply(action)
        except (ActionError, IllegalAction) as error:
            raise RecordError(f"field 'actions[{index}]': {error}") from None
        steps.append(Step(seat, action, legal[action]))
    if not state.is_over:
        raise RecordError(
            f"field 'actions': the deal is not finished after {len(record.actions)} actions"
            f" (seat {state.to_move} is to {state.phase.value})"
        )
    thrown = state.thrown_in.value if state.thrown_in is not None else None
    if record.thrown_in is not None and record.thrown_in != thrown:
        happened = f"it was thrown in: {thrown}" if thrown else "it was played out"
        said = f"the record says {record.thrown_in!r}"
        raise RecordError(f"field 'thrown_in': {said}, but {happened}")
    return deal_result(record, state, steps, _pots_in(record))


def _declared_as_now(action: Declare, legal: Mapping[Action, str]) -> Action:
    """A version 1 record's declaration in today's words: version 1 named Grosstarock's
    trumps without saying "with" or "without" the Sküs and the Pagat ("11 trumps")."""
    for allowed in legal:
        if isinstance(allowed, Declare) and action.names == tuple(
            name.split(" with", 1)[0] for name in allowed.names
        ):
            return allowed
    return action


# -- sessions: several deals with the pots carried over ------------------------------


@dataclass(frozen=True)
class SessionResult:
    """A finished session: each deal, the stakes before it, the pots after it, the sharing."""

    record: SessionRecord
    deals: tuple[DealResult, ...]
    stakes: tuple[Ledger, ...]
    """The stakes paid before each deal (empty before a redeal's new deal)."""
    pots: tuple[dict[Pot, Amount], ...]
    """The pots after each deal."""
    final: Ledger
    """What is left in the pots, shared equally at the end."""

    def __repr__(self) -> str:
        """A short line: the rule set, the seed, the deals and the totals."""
        from tarock.explain import totals_text

        seed = "" if self.record.seed is None else f", seed {self.record.seed}"
        totals = totals_text(self.totals(), self.record.seats)
        return f"<SessionResult {self.record.variant}{seed}, {len(self.deals)} deals: {totals}>"

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


@dataclass(frozen=True)
class NextDeal:
    """The deal a session plays next: its number, redeal attempt, seed, dealer, the stake
    paid before it (empty for a redeal) and the pots when play begins."""

    number: int
    attempt: int
    seed: int
    dealer: int
    stake: Ledger
    pots: dict[Pot, Amount]


class SessionRun:
    """The bookkeeping of a session in progress: which deal comes next, with what seed,
    stake and pots. The caller plays each deal (bots or a person) and hands it back.

    Deal ``k`` is shuffled with ``derive(seed, k)`` (a redeal with ``derive(seed, k, n)``).
    A deal thrown in pays nothing and is dealt again without a new stake: by the same
    dealer when a player dealt no trump demanded it, by the next one when everyone passed.
    With ``keep=False`` the deals played are not kept (memory stays flat; no ``finish``).
    """

    def __init__(
        self, ruleset: Ruleset, seed: int, deals: int, first_dealer: int = 0, *, keep: bool = True
    ) -> None:
        if deals < 1:
            raise ValueError("a session has at least one deal")
        self.ruleset, self.seed, self.deals, self.dealer = ruleset, seed, deals, first_dealer
        self.keep = keep
        self.pots: dict[Pot, Amount] = dict(EMPTY)
        self.results: list[DealResult] = []
        self.paid: list[Ledger] = []
        self.after: list[dict[Pot, Amount]] = []
        self.number = self.attempt = 0

    def next(self) -> NextDeal | None:
        """The next deal to play, or None when the session is over."""
        if self.number == self.deals:
            return None
        options = self.ruleset.options
        stake = Ledger(start=dict(self.pots))
        if self.attempt == 0:
            stake = stakes(
                options, self.pots, self.dealer, active_seats(options.seats, self.dealer)
            )
            self.pots = {pot: stake.pot(pot) for pot in Pot}
        seed = deal_seed(self.seed, self.number, self.attempt)
        return NextDeal(self.number, self.attempt, seed, self.dealer, stake, dict(self.pots))

    def add(self, deal: NextDeal, result: DealResult) -> None:
        """Record the played ``deal``: the pots move on, and so does the deal unless redealt."""
        self.pots = {pot: result.ledger.pot(pot) for pot in Pot}
        if self.keep:
            self.results.append(result)
            self.paid.append(deal.stake)
            self.after.append(dict(self.pots))
        if result.state.redealt:
            self.attempt += 1
        else:
            self.number, self.attempt = self.number + 1, 0
        self.dealer = result.state.next_dealer

    def finish(self, players: Sequence[str], names: Sequence[str] | None = None) -> SessionResult:
        """The finished session, its record and the sharing of the pots."""
        return _session(
            self.ruleset, players, self.seed, names, self.results, self.paid, self.after
        )


def play_session(
    ruleset: Ruleset,
    players: str | Sequence[str],
    seed: int,
    deals: int,
    first_dealer: int = 0,
    names: Sequence[str] | None = None,
) -> SessionResult:
    """Play ``deals`` deals with bots (one per seat, or one name for every seat), the pots
    carried over, the deal passing to the next seat (see ``SessionRun`` for the seeds and
    redeals)."""
    if isinstance(players, str):
        players = [players] * ruleset.options.seats
    run = SessionRun(ruleset, seed, deals, first_dealer)
    while (deal := run.next()) is not None:
        run.add(deal, play_deal(ruleset, players, deal.seed, deal.dealer, names, deal.pots))
    return run.finish(players, names)


def _session(
    ruleset: Ruleset,
    players: Sequence[str],
    seed: int | None,
    names: Sequence[str] | None,
    results: list[DealResult],
    paid: list[Ledger],
    after: list[dict[Pot, Amount]],
) -> SessionResult:
    record = session_head(ruleset, players, seed, names).replace(
        deals=[result.record for result in results], pots=[pot_values(pots) for pots in after]
    )
    final = share(after[-1], results[-1].state.seats)
    return SessionResult(record, tuple(results), tuple(paid), tuple(after), final)


def session_head(
    ruleset: Ruleset, players: Sequence[str], seed: int | None, names: Sequence[str] | None
) -> SessionRecord:
    """A session record with no deals yet: the rule set, the seats, who plays, the seed."""
    from tarock.records import SessionRecord

    return SessionRecord(
        variant=ruleset.id,
        options=_changed_options(ruleset),
        seats=list(names or SEAT_NAMES[: ruleset.options.seats]),
        deals=[],
        pots=[],
        players=list(players),
        seed=seed,
    )


def replay_session(record: SessionRecord) -> SessionResult:
    """Replay a session record, checking every deal and the pots it records."""
    from tarock.records import RecordError

    ruleset = recorded_ruleset(record)
    if not record.deals:
        raise RecordError("field 'deals': a session has at least one deal")
    if len(record.pots) != len(record.deals):
        raise RecordError(f"field 'pots': {len(record.pots)} entries for {len(record.deals)} deals")
    options = ruleset.options
    pots: dict[Pot, Amount] = dict(EMPTY)
    results: list[DealResult] = []
    paid: list[Ledger] = []
    after: list[dict[Pot, Amount]] = []
    dealer = record.deals[0].dealer
    redeal = False
    for index, deal_record in enumerate(record.deals):
        where = f"deals[{index}]"
        if (deal_record.variant, deal_record.options) != (record.variant, record.options):
            raise RecordError(f"field '{where}': not the session's variant and options")
        if deal_record.dealer != dealer:
            raise RecordError(
                f"field '{where}.dealer': seat {dealer} deals this deal, not {deal_record.dealer}"
            )
        stake = Ledger(start=dict(pots))
        if not redeal:
            stake = stakes(options, pots, dealer, active_seats(options.seats, dealer))
            pots = {pot: stake.pot(pot) for pot in Pot}
        if _pots_in(deal_record) != pots:
            raise RecordError(f"field '{where}.pots': the pots were {pot_values(pots)}")
        try:
            result = replay(deal_record)
        except RecordError as error:
            raise RecordError(str(error).replace("field '", f"field '{where}.", 1)) from None
        results.append(result)
        paid.append(stake)
        pots = {pot: result.ledger.pot(pot) for pot in Pot}
        after.append(dict(pots))
        if pot_values(pots) != record.pots[index]:
            raise RecordError(
                f"field 'pots[{index}]': replaying gives {pot_values(pots)}, the record says"
                f" {record.pots[index]}"
            )
        redeal = result.state.redealt
        dealer = result.state.next_dealer
    return _session(ruleset, record.players, record.seed, record.seats, results, paid, after)
