"""A table: a deal, or a session of deals with the pots carried over, with people and bots
at it. The terminal, the play page, the record viewer and every replay are views of one.

``advance()`` plays the bots (and a person's only legal choice) until a person has a
choice to make or the deal is over, and keeps that moment's legal actions (``legal``);
``act(action)`` takes the person's choice, checked against them; ``undo()``
takes back the person's last action and whatever followed it; ``branch(step)`` is a new
table from any step of the deal ("what if"); ``next_deal()`` deals a session's next deal.
``Table.set_up(Setup(...))`` is a game as a person sets it up on the play page or the
command line, every setting checked there, once.

Deal ``k`` of a session is shuffled with ``derive(seed, k)`` (a redeal with
``derive(seed, k, n)``). A deal thrown in pays nothing and is dealt again without a new
stake: by the same dealer when a player dealt no trump demanded it, by the next one when
everyone passed.

Examples:
    >>> from tarock import rules
    >>> table = Table(rules.get("grosstarock"), 3, ["heuristic", "human", "heuristic"])
    >>> table.advance().to_move, table.waiting
    (1, True)
    >>> step = table.act(next(iter(table.legal)))
    >>> state = table.advance()
    >>> [step.action.text for step in table.undo()][:1], table.waiting
    (['announce vole'], True)
    >>> bots = Table(rules.get("grosstarock"), 7, "heuristic")
    >>> bots.advance().is_over, Table.replay(bots.record).result.net == bots.result.net
    (True, True)
    >>> Table.set_up(Setup("grosstarock", 1, seat="D"))
    Traceback (most recent call last):
    ...
    ValueError: seat D is not a seat here (A-C)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tarock import rules
from tarock.engine.actions import Action, ActionError, Declare, parse_action
from tarock.engine.legal import why_illegal
from tarock.engine.loop import Player, Step, Stop, Watch, run
from tarock.engine.phases import Phase
from tarock.engine.seats import SEAT_NAMES, active_seats, seat
from tarock.engine.state import IllegalAction, State, deal
from tarock.records import Record, RecordError, SessionRecord
from tarock.results import (
    DealResult,
    SessionResult,
    deal_result,
    pot_values,
    pots_in,
    record_of,
    recorded_ruleset,
    session_head,
    start,
)
from tarock.rng import bot_seed, deal_seed
from tarock.rules.applies import unused
from tarock.rules.ruleset import Ruleset
from tarock.scoring.session import EMPTY, keeps_pots, share, stakes
from tarock.scoring.settlement import Amount, Ledger, Pot
from tarock.search import bots

PERSON = "human"
"""The kind of player that is a person: the table stops for their choices."""


@dataclass(frozen=True)
class Setup:
    """A game as a person sets it up on the play page or the command line, every setting
    as given (a seat by its letter or its number): ``Table.set_up`` checks them, once.

    ``seat``: the person's. ``bots``: one kind for every other seat, or one per other seat
    in order. ``deals``: None for one deal, or one round of deals where the rule set keeps
    pots. ``at``: a moment to play on from (its rule set, not ``variant``'s), and ``pots``
    the pots when play of its deal began (where the rule set keeps pots). ``flags``: an
    error names a setting as the command line's option (``--seat``).
    """

    variant: str = "grosstarock"
    seed: int | None = None
    seat: int | str = 1
    bots: str | Sequence[str] = "heuristic"
    dealer: int | str = 0
    deals: int | None = None
    options: Sequence[str] = ()
    at: State | None = None
    pots: Mapping[Pot, Amount] | None = None
    flags: bool = False

    def ruleset(self) -> Ruleset:
        """The rule set with the options applied; an option that does nothing in it is
        refused."""
        if self.at is not None:
            return self.at.ruleset
        ruleset = rules.get(self.variant, tuple(self.options))
        why = unused(ruleset, self.options)
        if why is not None:
            raise ValueError(why)
        return ruleset

    def rounds(self, ruleset: Ruleset) -> int:
        """The deals to play: as given, else one (a round where the rule set keeps pots)."""
        if self.deals is not None:
            return self.deals
        return ruleset.options.seats if keeps_pots(ruleset.options) else 1


class Table:
    """A deal, or a session of ``deals`` deals (any rule set that keeps pots plays one),
    with a player of a kind at each seat: a bot's name, or ``"human"`` for a person.

    ``players``: one kind for every seat, or one per seat. ``keep=False``: a session
    keeps no finished deals (memory stays flat; no ``session``). ``pots``: a single
    deal's pots when play begins. ``flags``: an error names a setting as the command
    line's option (``--dealer``). An unknown kind of bot fails as the bots are seated.
    """

    def __init__(
        self,
        ruleset: Ruleset,
        seed: int | None,
        players: str | Sequence[str] = "heuristic",
        *,
        deals: int = 1,
        dealer: int = 0,
        names: Sequence[str] | None = None,
        session: bool | None = None,
        keep: bool = True,
        pots: Mapping[Pot, Amount] | None = None,
        dealt: State | None = None,
        flags: bool = False,
    ) -> None:
        seats = ruleset.options.seats
        kinds = [players] * seats if isinstance(players, str) else list(players)
        if len(kinds) != seats:
            raise ValueError(
                f"{ruleset.id} with {seats} seats needs {seats} players, not {len(kinds)}"
            )
        if deals < 1:
            raise ValueError(f"{_named('deals', flags)} {deals}: a game has at least one deal")
        _seat_of("dealer", dealer, ruleset, flags)
        self.ruleset, self.seed, self.kinds, self.deals = ruleset, seed, kinds, deals
        self.names = list(names or SEAT_NAMES[:seats])
        self.people = frozenset(s for s, kind in enumerate(kinds) if kind == PERSON)
        self.is_session = deals > 1 or keeps_pots(ruleset.options) if session is None else session
        self.keep = keep
        self.pots: dict[Pot, Amount] = dict(EMPTY if pots is None else pots)
        self.dealer = dealer
        self.number = self.attempt = 0
        """The deal in play (from 0), and how many times it was dealt again."""
        self.results: list[DealResult] = []
        self.paid: list[Ledger] = []
        """The stakes paid before each finished deal (empty before a redeal's new deal)."""
        self.after: list[dict[Pot, Amount]] = []
        """The pots after each finished deal."""
        self.session: SessionResult | None = None
        """The whole session, once its last deal is over."""
        self._single_pots = None if pots is None else dict(pots)
        self.listed: list[str] = kinds
        """Who plays each seat, as the record says it."""
        self._deal(dealt)

    # -- the deal in play --------------------------------------------------------------

    def _deal(self, state: State | None = None) -> None:
        """Deal the deal in play (``state``: its cards as dealt, if not the seed's)."""
        self.stake = Ledger(start=dict(self.pots))
        """What was paid into the pots before this deal (a session's)."""
        if self.is_session and self.attempt == 0:
            seats = active_seats(self.ruleset.options.seats, self.dealer)
            self.stake = stakes(self.ruleset.options, self.pots, self.dealer, seats)
            self.pots = {pot: self.stake.pot(pot) for pot in Pot}
        self.deal_seed = self.seed
        if self.is_session and self.seed is not None:
            self.deal_seed = deal_seed(self.seed, self.number, self.attempt)
        if state is None:
            if self.deal_seed is None:
                raise ValueError("a table without a seed is dealt from a record")
            state = deal(self.ruleset, self.deal_seed, self.dealer)
        self.start = state
        """The deal as dealt (never played on)."""
        self.state = self.start.copy(undo=bool(self.people))  # only a person takes back
        self.steps: list[Step] = []
        """Every action of the deal so far: who took it, under which clause."""
        self.chosen: list[int] = []
        """The steps a person chose (by their index), for ``undo``."""
        self.result: DealResult | None = None
        """The deal settled, once it is over."""
        self._kept: tuple[int, Mapping[Action, str]] | None = None
        self._seat_bots()

    @property
    def pots_at_start(self) -> dict[Pot, Amount] | None:
        """The pots when play of this deal began (None for a single deal without pots)."""
        return dict(self.pots) if self.is_session else self._single_pots

    def _seat_bots(self) -> None:
        """Seat the bots afresh and let them see the deal so far, each asked at its turns
        as in play so that its random source stands where it would have."""
        seed = self.deal_seed or 0
        self.bots: dict[int, Player] = {
            s: bots.make(kind, bot_seed(seed, s))
            for s, kind in enumerate(self.kinds)
            if kind != PERSON
        }
        if not self.steps or not self.bots:
            return
        state = self.start.copy()
        for step in self.steps:
            bot = self.bots.get(step.seat)
            if bot is not None:
                bot.choose(state, state.legal())
            state.push(step.action)

    @property
    def waiting(self) -> bool:
        """Whether a person is to choose now."""
        return not self.state.is_over and self.state.to_move in self.people

    @property
    def over(self) -> bool:
        """Whether the whole game (the deal, or every deal of the session) is over."""
        return self.result is not None and (not self.is_session or self.session is not None)

    def _choice(self, state: State, legal: Mapping[Action, str]) -> bool:
        """The default stop: a person is to move and has more than one choice."""
        return state.to_move in self.people and len(legal) > 1

    @property
    def legal(self) -> Mapping[Action, str]:
        """The legal actions of the seat to move, each with its clause: those of the moment
        play last stopped at, kept (a person's choice is computed once), else found now."""
        moment = len(self.state.history)
        if self._kept is None or self._kept[0] != moment:
            self._kept = (moment, self.state.legal())
        return self._kept[1]

    def advance(self, watch: Watch | None = None, stop: Stop | None = None) -> State:
        """Play on: the bots choose, and a person's only legal action is taken, until a
        person has a choice to make (or ``stop`` says so) or the deal is over."""
        seated = [self.bots.get(s, _ONLY) for s in range(len(self.kinds))]
        stop = stop or (self._choice if self.people else None)  # bots alone never stop
        run(self.state, seated, self.steps, watch, None if stop is None else self._keeping(stop))
        self._settle()
        return self.state

    def _keeping(self, stop: Stop) -> Stop:
        """``stop``, keeping the legal actions of the moment it stops at (``legal``)."""

        def stopped(state: State, legal: Mapping[Action, str]) -> bool:
            if not stop(state, legal):
                return False
            self._kept = (len(state.history), legal)
            return True

        return stopped

    def act(self, action: Action, watch: Watch | None = None, *, chosen: bool = True) -> Step:
        """Take a person's choice, checked against the legal actions kept (``legal``);
        ``IllegalAction`` naming the rule if it is not theirs to take (the state
        unchanged). ``chosen=False``: the person's only legal action, taken for them
        (``undo`` takes back chosen actions only)."""
        state = self.state
        if state.is_over:
            raise IllegalAction("the deal is over")
        if state.to_move not in self.people:
            raise IllegalAction(f"it is {self.names[state.to_move]}'s turn, not yours")
        legal = self.legal
        if action not in legal:
            raise IllegalAction(why_illegal(state, action))
        step = Step(state.to_move, action, legal[action])
        phase = state.phase
        state.push(action)
        self._kept = None
        if chosen:
            self.chosen.append(len(self.steps))
        self.steps.append(step)
        if watch is not None:
            watch(step, phase)
        self._settle()
        return step

    @property
    def undoable(self) -> bool:
        """Whether a person's choice can be taken back now (the deal not over)."""
        return bool(self.chosen) and self.result is None

    def undo(self) -> list[Step]:
        """Take back a person's last choice and every action after it (the bots' own
        moves are chosen again when play goes on); the steps taken back, in order."""
        if not self.undoable:
            raise IllegalAction("nothing to take back")
        last = self.chosen.pop()
        taken = self.steps[last:]
        for _ in taken:
            self.state.pop()
        self._kept = None
        del self.steps[last:]
        self._seat_bots()
        return taken

    def branch(self, step: int) -> Table:
        """A new table of this deal alone, standing after its first ``step`` actions (the
        same cards, players and bots' seeds): to play on differently."""
        step = max(0, min(step, len(self.steps)))
        other = Table(
            self.ruleset,
            self.deal_seed,
            self.kinds,
            dealer=self.state.dealer,
            names=self.names,
            session=False,
            pots=self.pots_at_start,
            dealt=self.start.copy(),
        )
        other._take([past.action for past in self.steps[:step]])
        return other

    @classmethod
    def set_up(cls, setup: Setup) -> Table:
        """The table ``setup`` asks for, a person at ``setup.seat``: every setting is
        checked here and nowhere else, an error one line naming the setting."""
        ruleset = setup.ruleset()
        you = _seat_of("seat", setup.seat, ruleset, setup.flags)
        kinds = _kinds(you, setup.bots, ruleset.options.seats, setup.flags)
        if setup.at is not None:
            table = cls.at(setup.at, kinds, setup.seed, setup.pots)
        elif setup.seed is None:
            raise ValueError("a new game is dealt from a seed")
        else:
            deals, dealer = setup.rounds(ruleset), seat(setup.dealer)
            table = cls(ruleset, setup.seed, kinds, deals=deals, dealer=dealer, flags=setup.flags)
        if not table.is_session:
            _sits_in(you, table, setup.flags)
        return table

    @property
    def person(self) -> int:
        """The seat of the person at the table (the first, if several)."""
        return min(self.people)

    @classmethod
    def at(
        cls,
        state: State,
        players: str | Sequence[str],
        seed: int | None = None,
        pots: Mapping[Pot, Amount] | None = None,
    ) -> Table:
        """A table of one deal standing where ``state`` stands (e.g. read from a
        position): its actions taken again from the deal as dealt; ``seed``: the deal's
        (its bots seeded from it), ``pots``: the pots when its play began."""
        dealt = State(state.ruleset, state.dealt, state.dealer, talon=state.talon)
        table = cls(
            state.ruleset, seed, players, dealer=state.dealer, session=False, pots=pots, dealt=dealt
        )
        table._take(state.history)
        return table

    def _take(self, actions: Sequence[Action]) -> None:
        """Take ``actions`` (legal ones) from where the deal stands, the bots seated after."""
        for action in actions:
            legal = self.state.legal()
            self.steps.append(Step(self.state.to_move, action, legal[action]))
            self.state.push(action)
        self._seat_bots()
        self._settle()

    def _settle(self) -> None:
        """Once the deal is over: its result, and in a session the pots moving on."""
        if not self.state.is_over or self.result is not None:
            return
        pots = self.pots_at_start
        self.result = deal_result(self.deal_record(), self.state, self.steps, pots)
        self._settled(self.result)

    def _settled(self, result: DealResult) -> None:
        """A session's pots, deal and dealer move on after ``result``."""
        if not self.is_session:
            return
        self.pots = {pot: result.ledger.pot(pot) for pot in Pot}
        if self.keep:
            self.results.append(result)
            self.paid.append(self.stake)
            self.after.append(dict(self.pots))
        self.dealer = self.state.next_dealer
        if self.state.redealt:
            self.attempt += 1
        else:
            self.number, self.attempt = self.number + 1, 0
        if self.number == self.deals and self.keep:
            self.session = self._session()

    def next_deal(self, dealt: State | None = None) -> State:
        """Deal a session's next deal (once the deal in play is over); ``dealt``: its
        cards as dealt, if not the seed's."""
        if not self.is_session or self.result is None or self.number == self.deals:
            raise IllegalAction("there is no next deal now")
        self._deal(dealt)
        return self.state

    # -- records -------------------------------------------------------------------------

    def deal_record(self) -> Record:
        """The record of the deal in play, as far as it has gone."""
        return record_of(self.state, self.listed, self.deal_seed, self.names, self.pots_at_start)

    @property
    def record(self) -> Record | SessionRecord:
        """The game's record so far: the deal's, or the session's with every deal played
        and the one in play (``planned`` while it is not over)."""
        if not self.is_session:
            return self.deal_record()
        deals = [result.record for result in self.results]
        if self.result is None:
            deals.append(self.deal_record())
        planned = None if self.session is not None else self.deals
        head = session_head(self.ruleset, self.listed, self.seed, self.names)
        return head.replace(
            deals=deals, pots=[pot_values(pots) for pots in self.after], planned=planned
        )

    def totals(self) -> dict[int, Amount]:
        """Each seat's running total: the stakes and the deals so far (not the sharing)."""
        return self._session(final=False).totals()

    def _session(self, final: bool = True) -> SessionResult:
        head = session_head(self.ruleset, self.listed, self.seed, self.names)
        record = head.replace(
            deals=[result.record for result in self.results],
            pots=[pot_values(pots) for pots in self.after],
        )
        seats = tuple(range(self.ruleset.options.seats))  # everyone at the table founded
        last = self.after[-1] if self.after else dict(EMPTY)
        sharing = share(last, seats) if final else Ledger(start=dict(last))
        return SessionResult(
            record, tuple(self.results), tuple(self.paid), tuple(self.after), sharing
        )

    @classmethod
    def replay(cls, record: Record | SessionRecord, *, finished: bool = True) -> Table:
        """The table of a record with every recorded action taken again and checked
        (``RecordError`` naming the field). ``finished=False``: a game saved before its
        end, to go on with (the bots seated as they were)."""
        ruleset = recorded_ruleset(record)
        seats = ruleset.options.seats
        if not finished:
            _resumable(record, seats)
        kinds = list(record.players) if not finished else [PERSON] * seats
        first = record if isinstance(record, Record) else _first(record, finished)
        table = cls(
            ruleset,
            record.seed,
            kinds,
            deals=len(record.deals) if isinstance(record, SessionRecord) else 1,
            dealer=_dealer(first, seats),
            names=record.seats,
            session=isinstance(record, SessionRecord),
            pots=pots_in(first) if isinstance(record, Record) else None,
            dealt=_started(first, "" if isinstance(record, Record) else "deals[0]."),
        )
        table.listed = list(record.players)
        if isinstance(record, Record):
            table._recorded(record, finished)
            return table
        if not finished and record.planned is not None:
            table.deals = record.planned
        done = len(record.pots)
        for index, deal_record in enumerate(record.deals):
            table._session_deal(record, index, deal_record, finished or index < done)
        if finished and table.session is None:
            table.session = table._session()
        return table

    def _session_deal(
        self, record: SessionRecord, index: int, deal_record: Record, finished: bool
    ) -> None:
        """Replay deal ``index`` of a session record, checking it against the session."""
        where = f"deals[{index}]"
        if (deal_record.variant, deal_record.options) != (record.variant, record.options):
            raise RecordError(f"field '{where}': not the session's variant and options")
        if deal_record.dealer != self.dealer:
            raise RecordError(
                f"field '{where}.dealer': seat {self.dealer} deals this deal,"
                f" not {deal_record.dealer}"
            )
        if index and self.number == self.deals:
            raise RecordError(f"field '{where}': the session was over before it")
        try:
            if index:
                self.next_deal(start(deal_record))
            if pots_in(deal_record) != self.pots:
                raise RecordError(f"field 'pots': the pots were {pot_values(self.pots)}")
            self._recorded(deal_record, finished)
        except RecordError as error:
            raise RecordError(str(error).replace("field '", f"field '{where}.", 1)) from None
        if index < len(record.pots) and pot_values(self.pots) != record.pots[index]:
            raise RecordError(
                f"field 'pots[{index}]': replaying gives {pot_values(self.pots)}, the"
                f" record says {record.pots[index]}"
            )

    def _recorded(self, record: Record, finished: bool) -> None:
        """Take the recorded deal's actions in turn; ``finished``: it must end with them."""
        self.deal_seed = record.seed
        for index, text in enumerate(record.actions):
            state = self.state
            if state.is_over:
                raise RecordError(
                    f"field 'actions[{index}]': the deal is over, but {text!r} follows"
                )
            try:
                action = parse_action(text)
                legal = state.legal()
                if record.version == 1 and isinstance(action, Declare):
                    action = _declared_as_now(action, legal)
                if action not in legal:
                    raise IllegalAction(why_illegal(state, action))
            except (ActionError, IllegalAction) as error:
                why = " ".join(str(error).split())  # a clause may run over several lines
                raise RecordError(f"field 'actions[{index}]': {why}") from None
            self.steps.append(Step(state.to_move, action, legal[action]))
            state.push(action)
        if finished and not self.state.is_over:
            raise RecordError(
                f"field 'actions': the deal is not finished after {len(record.actions)} actions"
                f" (seat {self.state.to_move} is to {self.state.phase.value})"
            )
        thrown = self.state.thrown_in.value if self.state.thrown_in is not None else None
        if self.state.is_over and record.thrown_in is not None and record.thrown_in != thrown:
            happened = f"it was thrown in: {thrown}" if thrown else "it was played out"
            said = f"the record says {record.thrown_in!r}"
            raise RecordError(f"field 'thrown_in': {said}, but {happened}")
        if not finished:
            self._seat_bots()
        if self.state.is_over:
            pots = pots_in(record)
            self.result = deal_result(record, self.state, self.steps, pots)
            self._settled(self.result)


class _Only:
    """A person's seat when there is nothing to choose: the only legal action."""

    name = PERSON

    def choose(self, state: State, legal: Mapping[Action, str]) -> Action:
        return next(iter(legal))


_ONLY = _Only()


def _named(setting: str, flags: bool) -> str:
    """A setting as an error names it: ``deals``, or the command line's ``--deals``."""
    return f"--{setting}" if flags else setting


def _seat_of(setting: str, given: int | str, ruleset: Ruleset, flags: bool) -> int:
    """The seat ``given`` for ``setting`` names at a table of ``ruleset``; ``ValueError``
    naming the seats there if none (on the command line, both ways)."""
    number = seat(given)
    seats = ruleset.options.seats
    if 0 <= number < seats:
        return number
    letters = f"{SEAT_NAMES[0]}-{SEAT_NAMES[seats - 1]}"
    if not flags:
        raise ValueError(f"{setting} {given} is not a seat here ({letters})")
    both = f"{SEAT_NAMES[number]} ({number})" if number < len(SEAT_NAMES) else str(number)
    raise ValueError(
        f"--{setting} {both} is not a seat of {ruleset.id} ({letters} or 0-{seats - 1})"
    )


def _kinds(you: int, given: str | Sequence[str], seats: int, flags: bool) -> list[str]:
    """Who plays each seat: the person at ``you``, the bots ``given`` at the others (one
    kind for all, or one per seat in order)."""
    theirs = [given] if isinstance(given, str) else list(given)
    others = seats - 1
    if len(theirs) == 1:
        theirs *= others
    if len(theirs) != others:
        raise ValueError(
            f"{'--players' if flags else 'bots'} names {len(theirs)} bots, but {others} seats"
            " are theirs (give one kind for all, or one per seat other than yours)"
        )
    for kind in theirs:
        bots.make(kind, 0)  # an unknown kind (or a person) fails here, the kinds named
    kinds = iter(theirs)
    return [PERSON if s == you else next(kinds) for s in range(seats)]


def _sits_in(you: int, table: Table, flags: bool) -> None:
    """``ValueError`` if ``you`` sits the deal out (the dealer's opposite at four)."""
    state, names = table.state, table.names
    if you in state.seats:
        return
    if flags:
        raise ValueError(
            f"--seat {you} sits out when {names[state.dealer]} deals with {len(names)}"
            " players; choose another --seat or --dealer"
        )
    playing = [names[s] for s in state.seats]
    raise ValueError(
        f"{names[you]} sits this deal out (the dealer's opposite at a table of four):"
        f" choose {', '.join(playing[:-1])} or {playing[-1]}"
    )


def _first(record: SessionRecord, finished: bool) -> Record:
    """A session record's first deal, once its deals and pots are counted."""
    if not record.deals:
        raise RecordError("field 'deals': a session has at least one deal")
    done, deals = len(record.pots), len(record.deals)
    if done > deals or (finished and done != deals):
        raise RecordError(f"field 'pots': {done} entries for {deals} deals")
    return record.deals[0]


def _started(record: Record, where: str) -> State:
    """``start(record)``, an error naming the field at ``where``."""
    try:
        return start(record)
    except RecordError as error:
        raise RecordError(str(error).replace("field '", f"field '{where}", 1)) from None


def _dealer(record: Record, seats: int) -> int:
    if not 0 <= record.dealer < seats:
        raise RecordError(f"field 'dealer': dealer {record.dealer} is not a seat (0-{seats - 1})")
    return record.dealer


def _resumable(record: Record | SessionRecord, seats: int) -> None:
    """Raise ``RecordError`` unless a game can go on from ``record``."""
    if PERSON not in record.players:
        raise RecordError("field 'players': no seat is played by a person (human)")
    if len(record.players) != seats:
        raise RecordError(f"field 'players': {len(record.players)} players for {seats} seats")
    if record.seed is None:
        raise RecordError("field 'seed': missing; the bots need it to go on")
    for kind in record.players:
        if kind != PERSON and kind not in bots.KINDS:
            raise RecordError(f"field 'players': unknown player {kind!r}")
    if isinstance(record, SessionRecord) and (record.planned is None or not record.deals):
        raise RecordError("field 'planned': not a session saved before its end")


def _declared_as_now(action: Declare, legal: Mapping[Action, str]) -> Action:
    """A version 1 record's declaration in today's words: version 1 named Grosstarock's
    trumps without saying "with" or "without" the Sküs and the Pagat ("11 trumps")."""
    for allowed in legal:
        if isinstance(allowed, Declare) and action.names == tuple(
            name.split(" with", 1)[0] for name in allowed.names
        ):
            return allowed
    return action


__all__ = ["PERSON", "Phase", "Setup", "Table"]
