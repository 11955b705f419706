"""Could I have won? A double-dummy solver for the tricks, every hand shown.

``solve(state)`` gives, for every legal action of the seat to move, what that seat can be
sure of with every hand shown and the other seats playing against it: the *paranoid*
value, a two-sided minimax in which the seat to move maximises its value and every other
seat minimises it. With a declarer (Tapp's contracts) the defenders are one side, as the
settlement pays them alike: a defender solved for has his partner playing with him.

Two objectives: ``"net"``, the seat's net for the deal as the settlement pays it (the pots
as they stand: ``pots``, by default as just founded, as the search player reckons), and
``"card-points"``, the card points the seat takes (with a declarer, his side's). The value
is of the whole deal: what is already won counts.

The search is alpha-beta over ``State.push``/``State.pop`` and the engine's legal actions,
with a transposition table at each trick's start, moves ordered (the table's best first,
then the cheapest card that wins the trick, then the cheapest that does not) and
equivalent cards merged (``merged``). ``limit`` bounds the work in positions visited
(``OutOfReach``), ``table`` the positions kept. Where the compiled core is built
(``tarock.fast``), it searches the same tree in C, giving the same values; ``compiled=False``
asks for the Python reference.

The table's key is the position and what the tricks so far mean for the settlement
(``Summary``): each seat's pile by card value, with the cards the settlement reads by name
(the Pagat, the XXI, the Fool, the Kings) by name; and, where the Fool is an excuse, what
its exchange reads (its owner's pile when it was played, in order where it matters).

Examples:
    >>> from tarock import rules
    >>> from tarock.engine.state import deal
    >>> from tarock.engine.loop import run
    >>> from tarock.search.bots import make
    >>> state = deal(rules.get("grosstarock"), seed=4)
    >>> bots = [make("heuristic", seat) for seat in range(3)]
    >>> state = run(state, bots, stop=lambda state, legal: len(state.tricks) == 22)
    >>> solution = solve(state)  # three tricks to play: A leads the Pagat, or keeps it
    >>> [(choice.action.text, choice.value) for choice in solution.choices]
    [('play T1', 77), ('play T18', 103), ('play T19', 103)]
    >>> " ".join(action.card.code for action in solution.best.line)
    'T18 SQ T21 SJ T1 S10 T19 CJ T5'
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Final, Literal

from tarock.cards import ALL, FOOL, Card, cards_of
from tarock.engine.actions import Action, Play
from tarock.engine.legal import PLAYS, legal_actions, play_groups
from tarock.engine.phases import Phase
from tarock.engine.seats import active_seats
from tarock.engine.state import Fixed, State, Trick
from tarock.fast import solver as compiled_solver
from tarock.rules.options import Options
from tarock.scoring.counting import points_by_seat, side_points
from tarock.scoring.session import EMPTY, keeps_pots, stakes
from tarock.scoring.settlement import Amount, Pot, settle

Objective = Literal["net", "card-points"]
OBJECTIVES: Final = ("net", "card-points")
"""The values the solver can reckon: the seat's net for the deal, or its card points."""

LIMIT: Final = 2_000_000
"""Positions a solve may visit by default before it gives up (``OutOfReach``)."""
TABLE: Final = 1 << 17
"""Positions the transposition table keeps by default (0: no table). The Python table is
cleared when full; the compiled one replaces the position with the fewest cards left."""


class SolveError(ValueError):
    """A state or request the solver cannot answer (one line saying why)."""


class OutOfReach(SolveError):
    """The solve would visit more positions (or take longer) than its limit allows."""


@dataclass(frozen=True)
class Choice:
    """One legal action and what the seat to move can be sure of after it (the paranoid
    value: every other seat playing against it), with a line of best play that gets it:
    the action itself, then every action to the end of the deal."""

    action: Action
    value: Amount
    line: tuple[Action, ...]


@dataclass(frozen=True)
class Solution:
    """Every legal action of ``seat`` (in the order offered) with its paranoid value under
    ``objective``; ``nodes``: the positions the search visited; ``engine``: ``"python"``
    or ``"compiled"``."""

    seat: int
    objective: str
    choices: tuple[Choice, ...]
    nodes: int
    engine: str

    @property
    def best(self) -> Choice:
        """The choice of the highest value (the first offered, of equals)."""
        return max(self.choices, key=lambda choice: choice.value)

    def value(self, action: Action) -> Amount:
        """The value of ``action``."""
        for choice in self.choices:
            if choice.action is action:
                return choice.value
        raise KeyError(action)


def founded_pots(state: State) -> dict[Pot, Amount] | None:
    """The pots as just founded (every player's ante in each), for a rule set that keeps
    pots; None for one that does not."""
    founded = _founded(state.options, state.dealer)
    return None if founded is None else dict(founded)


@cache
def _founded(options: Options, dealer: int) -> dict[Pot, Amount] | None:
    """``founded_pots`` for a rule set and dealer, worked out once (every rollout of a
    search settles with them); callers get a copy."""
    if not keeps_pots(options):
        return None
    seats = active_seats(options.seats, dealer)
    ledger = stakes(options, EMPTY, dealer, seats)
    return {pot: ledger.pot(pot) for pot in Pot}


# -- what the settlement reads of a card ----------------------------------------------------

_NAMED: Final = tuple(card for card in ALL if card.is_honour or card.is_king)
"""The cards a settlement reads by name: the Pagat, the XXI and the Fool (the honours, the
Trull) and the four Kings. Every other card counts by its value alone."""
_WEIGHT: Final = tuple(
    1 << (40 + _NAMED.index(card)) if card in _NAMED else 1 << (10 * (card.value - 1))
    for card in ALL
)
"""A card's part in a pile's code: one in the count of its value (1 to 4, ten bits each),
or, for a card read by name, its own bit."""


def pile_code(cards: Sequence[Card]) -> int:
    """A pile as the settlement reads it: how many cards of each value, the named cards."""
    return sum(_WEIGHT[card.index] for card in cards)


def mergeable(card: Card) -> bool:
    """Whether ``card`` may be one choice with its neighbours: not a card read by name."""
    return card not in _NAMED


Summary = tuple[tuple[int, ...], tuple[Card, ...], tuple[object, ...] | None]
"""What the tricks so far mean for the rest of the settlement: each seat's pile code
(``pile_code``: its discard and the tricks it won); where the Fool is an excuse, its owner's
named cards in the order won, and once it was played (``None`` before) the trick's number,
its owner's pile code then, and (if that pile was empty and the Fool lost its trick) the
cards of the owner's first trick after it, or whether they are still awaited."""


def _owner(state: State) -> int | None:
    """The seat whose Fool, an excuse, is played or still to be played to a trick."""
    if state.fixed.excuse is None:
        return None
    for seat in state.seats:
        if state.held[seat] & FOOL.bit:
            return seat
    for trick in state.tricks:
        if FOOL in trick.cards:
            return trick.seats[trick.cards.index(FOOL)]
    if FOOL in state.trick:
        return state.trick_seats[state.trick.index(FOOL)]
    return None


def summary_of(state: State) -> Summary:
    """The summary (``Summary``) of ``state``'s tricks so far."""
    codes = [0] * state.options.seats
    if state.discard:
        codes[state.discarder] = pile_code(state.discard)
    owner = _owner(state)
    summary: Summary = (tuple(codes), (), None)
    for trick in state.tricks:
        summary = after_trick(summary, trick, owner)
    return summary


def after_trick(summary: Summary, trick: Trick, owner: int | None) -> Summary:
    """The summary once ``trick`` is won (``owner``: the excuse's owner, see ``_owner``)."""
    codes, named, fool = summary
    winner = trick.winner
    before = codes[winner]
    codes = (*codes[:winner], before + pile_code(trick.cards), *codes[winner + 1 :])
    if owner is None:
        return codes, named, fool
    if winner == owner:
        named += tuple(card for card in trick.cards if card in _NAMED)
        if fool is not None and fool[2] is True:  # the debt waits for this trick
            fool = (fool[0], fool[1], trick.cards)
    if FOOL in trick.cards:
        kept = summary[0][owner]
        fool = (trick.number, kept, kept == 0 and winner != owner)
    return codes, named, fool


# -- the equivalent cards ----------------------------------------------------------------

_CHAINS: dict[int, tuple[tuple[Card, ...], ...]] = {}


def _chains(fixed: Fixed) -> tuple[tuple[Card, ...], ...]:
    """Each suit's cards (as they follow: the Fool with the trumps where it is one) from
    the weakest to the strongest in a trick, under these rules."""
    chains = _CHAINS.get(id(fixed))
    if chains is None:
        suits: dict[object, list[Card]] = {}
        for card in ALL:
            suits.setdefault(fixed.suit_of[card], []).append(card)
        chains = tuple(
            tuple(sorted(cards, key=fixed.strength.__getitem__)) for cards in suits.values()
        )
        if len(_CHAINS) > 100:
            _CHAINS.clear()
        _CHAINS[id(fixed)] = chains
    return chains


def _in_play(state: State) -> int:
    """The cards left in play: in a hand or in the trick."""
    bits = 0
    for held in state.held:
        bits |= held
    for card in state.trick:
        bits |= card.bit
    return bits


def _runs(chain: tuple[Card, ...], hand: int, in_play: int) -> Iterator[list[Card]]:
    """The runs of ``hand``'s cards in ``chain``: cards one after the other among those
    left in play (``in_play``), of the same value, none read by name (``mergeable``)."""
    run: list[Card] = []
    for card in chain:
        bit = card.bit
        if not bit & in_play:
            continue
        if not bit & hand:
            if run:
                yield run
            run = []
            continue
        if run and not (run[-1].value == card.value and mergeable(card) and mergeable(run[-1])):
            yield run
            run = []
        run.append(card)
    if run:
        yield run


def merged(state: State, legal: int) -> int:
    """The cards of ``legal`` (a mask of the mover's legal cards) that stand for all: of
    cards adjacent in a suit's (or the trumps') order of strength, held by the seat to move,
    with no card between them left in play (in a hand or in the trick), of the same card
    value and neither read by name by a settlement (``mergeable``), the weakest stands for
    the others, which lead to the same positions but for the two cards' names."""
    hand, in_play, out = state.held[state.to_move], _in_play(state), legal
    for chain in _chains(state.fixed):
        if not any(card.bit & legal for card in chain):
            continue
        for run in _runs(chain, hand, in_play):
            for card in run[1:]:
                out &= ~card.bit
    return out


def equivalents(state: State, card: Card) -> list[Card]:
    """The cards the mover holds that are one choice with ``card`` (``merged``), the card
    that stands for them first."""
    hand, in_play = state.held[state.to_move], _in_play(state)
    for chain in _chains(state.fixed):
        if card in chain:
            for run in _runs(chain, hand, in_play):
                if card in run:
                    return run
    return [card]


# -- the search -----------------------------------------------------------------------

Score = Callable[[State], int]
"""A finished deal -> the objective's value for the seat solved for, in thirds."""


def thirds(amount: Amount) -> int:
    """An amount in thirds of a point (card points come in thirds)."""
    whole = Fraction(amount) * 3
    if whole.denominator != 1:
        raise SolveError(f"solve: {amount} is not a whole number of thirds")
    return whole.numerator


def amount(value: int) -> Amount:
    """Thirds back to an amount: an int when whole."""
    return value // 3 if value % 3 == 0 else Fraction(value, 3)


def scorer(state: State, seat: int, objective: str, pots: Mapping[Pot, Amount] | None) -> Score:
    """The objective's value for ``seat`` of a finished deal, in thirds."""
    if objective == "net":
        return lambda end: thirds(settle(end, pots).net([seat])[seat])
    if state.declarer >= 0:
        ours = seat == state.declarer
        return lambda end: thirds(side_points(end)[0 if ours else 1])
    return lambda end: thirds(points_by_seat(end)[seat])


def side(state: State, seat: int) -> frozenset[int]:
    """The seats that play with ``seat``: with a declarer, the defenders are one side (the
    settlement pays them alike); otherwise ``seat`` alone."""
    if state.declarer >= 0 and seat != state.declarer:
        return frozenset(s for s in state.seats if s != state.declarer)
    return frozenset((seat,))


INF: Final = 1 << 60


class _Search:
    """Alpha-beta in thirds, over one state pushed and popped, with its table."""

    def __init__(
        self,
        state: State,
        score: Score,
        limit: int,
        seconds: float | None,
        table: int,
        merge: bool,
    ) -> None:
        self.state = state
        self.score = score
        self.maximisers = side(state, state.to_move)
        self.minimisers = frozenset(state.seats) - self.maximisers
        self.limit = limit
        self.deadline = None if seconds is None else time.perf_counter() + seconds
        self.cap = table
        self.merge = merge
        self.table: dict[object, tuple[int, int, Action | None]] = {}
        self.nodes = 0
        self.owner = _owner(state)
        self.summary = summary_of(state)
        self.tricks_left = state.last_trick - len(state.tricks)

    # -- moving ------------------------------------------------------------------

    def push(self, action: Action) -> Summary:
        state, before = self.state, self.summary
        done = len(state.tricks)
        state.push(action)
        if len(state.tricks) > done:
            self.summary = after_trick(before, state.tricks[-1], self.owner)
        return before

    def pop(self, before: Summary) -> None:
        self.state.pop()
        self.summary = before

    def moves(self, best: Action | None) -> list[Action]:
        """The mover's choices, equivalent cards merged, the likeliest best first."""
        state = self.state
        if state.phase is not Phase.PLAY or state.naming >= 0:
            actions = list(legal_actions(state))
        else:
            legal = 0
            for bits, _ in play_groups(state):
                legal |= bits
            if self.merge:
                legal = merged(state, legal)
            friends = self.maximisers if state.to_move in self.maximisers else self.minimisers
            cards = _ordered(state, cards_of(legal), friends)
            actions = [PLAYS[card.index] for card in cards]
        if best is not None and best in actions:
            actions.remove(best)
            actions.insert(0, best)
        return actions

    def key(self) -> object:
        state = self.state
        return (
            tuple(state.held),
            state.to_move,
            state.leader,
            state.phase,
            tuple(state.pending),
            state.fool_demanded,
            state.announce_until,
            tuple(state.announced),
            self.summary,
        )

    # -- searching -------------------------------------------------------------

    def value(self, alpha: int, beta: int) -> int:
        """The value of the state, in thirds: exact if strictly between ``alpha`` and
        ``beta``, else a bound on the side it fell (fail-soft)."""
        state = self.state
        if state.is_over:
            return self.score(state)
        self.nodes += 1
        if self.nodes > self.limit or (
            self.deadline is not None
            and not self.nodes & 1023
            and time.perf_counter() > self.deadline
        ):
            raise self.out_of_reach()
        key = None
        best: Action | None = None
        if not state.trick and state.naming < 0 and self.cap:  # a trick's start: the table
            key = self.key()
            entry = self.table.get(key)
            if entry is not None:
                low, high, best = entry
                if low >= beta or low == high:
                    return low
                if high <= alpha:
                    return high
                alpha, beta = max(alpha, low), min(beta, high)
        maximise = state.to_move in self.maximisers
        found = -INF if maximise else INF
        chosen: Action | None = None
        a, b = alpha, beta
        first = True
        for action in self.moves(best):
            kept = self.push(action)
            if first or b - a <= 1:
                child = self.value(a, b)
            elif maximise:  # the first move's value to beat: a null window, then if beaten
                child = self.value(a, a + 1)
                if a < child < b:
                    child = self.value(child, b)
            else:
                child = self.value(b - 1, b)
                if a < child < b:
                    child = self.value(a, child)
            self.pop(kept)
            first = False
            if maximise:
                if child > found:
                    found, chosen = child, action
                    a = max(a, found)
            elif child < found:
                found, chosen = child, action
                b = min(b, found)
            if a >= b:
                break
        if key is not None:
            self.store(key, found, alpha, beta, chosen)
        return found

    def exact(self, guess: int | None) -> int:
        """The exact value, first tried in a window around ``guess`` (the previous
        action's value, often the same)."""
        if guess is None:
            return self.value(-INF, INF)
        found = self.value(guess - 1, guess + 1)
        if found <= guess - 1:
            return self.value(-INF, found + 1)
        if found >= guess + 1:
            return self.value(found - 1, INF)
        return found

    def store(self, key: object, found: int, alpha: int, beta: int, best: Action | None) -> None:
        low = -INF if found <= alpha else found  # a fail low is an upper bound
        high = INF if found >= beta else found  # a fail high a lower bound
        entry = self.table.get(key)
        if entry is not None:
            low, high = max(low, entry[0]), min(high, entry[1])
        elif len(self.table) >= self.cap:
            self.table.clear()
        self.table[key] = (low, high, best)

    def out_of_reach(self) -> OutOfReach:
        return _out_of_reach(self.tricks_left, self.limit, self.nodes > self.limit)

    def line(self, value: int) -> tuple[Action, ...]:
        """A line of best play from here to the end, keeping ``value`` (exact) at each step."""
        state = self.state
        if state.is_over:
            return ()
        best = None
        if not state.trick and state.naming < 0 and self.cap:
            entry = self.table.get(self.key())
            best = None if entry is None else entry[2]
        for action in self.moves(best):
            kept = self.push(action)
            child = self.value(value - 1, value + 1)
            if child == value:
                rest = self.line(value)
                self.pop(kept)
                return (action, *rest)
            self.pop(kept)
        raise AssertionError("no move keeps the value")  # a bug, never a position


def _out_of_reach(tricks: int, limit: int, positions: bool) -> OutOfReach:
    """The one-line error of a solve past its limit (``positions``: else past its time)."""
    why = f"more than {limit:,} positions" if positions else "more time than allowed"
    return OutOfReach(
        f"solve: out of reach: {tricks} trick{'s' * (tricks != 1)} to play need {why};"
        " give a larger limit or solve nearer the end"
    )


def _ordered(state: State, cards: list[Card], friends: frozenset[int]) -> list[Card]:
    """Cards in the order tried: leading, the strongest first; following, when the trick
    goes to the mover's own side, the dearest card first; else the cheapest card that wins
    the trick so far, then the others cheapest first (``friends``: the mover's side)."""
    strength = state.fixed.strength
    if not state.trick:
        return sorted(cards, key=lambda card: -strength[card])
    score = state.fixed.scores[state.led]
    top, ahead = -3, -1
    for seat, card in zip(state.trick_seats, state.trick, strict=True):
        if score[card.index] > top:
            top, ahead = score[card.index], seat
    if ahead in friends:
        return sorted(cards, key=lambda card: (-card.value, strength[card]))
    winners = [card for card in cards if score[card.index] > top]
    others = [card for card in cards if score[card.index] <= top]
    winners.sort(key=lambda card: (card.value, strength[card]))
    others.sort(key=lambda card: (card.value, strength[card]))
    return winners + others


# -- the answer ----------------------------------------------------------------------


def check(state: State, objective: str) -> None:
    """``SolveError`` (one line) unless the solver can answer for ``state``."""
    if objective not in OBJECTIVES:
        raise SolveError(
            f"solve: unknown objective {objective!r}; objectives: {', '.join(OBJECTIVES)}"
        )
    if state.is_over:
        raise SolveError("solve: the deal is over; there is nothing left to choose")
    if state.phase not in (Phase.PLAY, Phase.ANNOUNCE):
        raise SolveError(
            f"solve: the deal is in its {state.phase.value} phase; the solver answers once"
            " the tricks are being played"
        )


def solve(
    state: State | str,
    objective: Objective | str = "net",
    *,
    limit: int = LIMIT,
    seconds: float | None = None,
    pots: Mapping[Pot, Amount] | None = None,
    merge: bool = True,
    table: int = TABLE,
    compiled: bool | None = None,
) -> Solution:
    """For every legal action of the seat to move, what it can be sure of with every hand
    shown and every other seat playing against it (the paranoid value; see the module's
    docstring), with a line of best play.

    ``state``: a state (or its ``position()`` line) in the play of the tricks.
    ``objective``: ``"net"`` or ``"card-points"``. ``limit``: the positions the search may
    visit, ``seconds``: the time it may take (``OutOfReach`` beyond either). ``pots``:
    the pots as they stand (default: as just founded). ``merge``: equivalent cards as one
    choice. ``table``: the positions kept. ``compiled``: the compiled core (None: where it
    is built and plays the rule set; True: insist; False: the Python reference)."""
    if isinstance(state, str):
        state = State.from_position(state)
    check(state, objective)
    if pots is None:
        pots = founded_pots(state)
    if compiled is not False:
        why = compiled_solver.unsupported(state)
        if why is None:
            return _compiled(state, objective, limit, seconds, pots, merge, table)
        if compiled:
            raise SolveError(f"solve: {why}")
    return _solve(state, objective, limit, seconds, pots, merge, table)


def _compiled(
    state: State,
    objective: str,
    limit: int,
    seconds: float | None,
    pots: Mapping[Pot, Amount] | None,
    merge: bool,
    table: int,
) -> Solution:
    """``solve`` through the compiled core (``tarock.fast.solver``)."""
    found, nodes, why = compiled_solver.solve(state, objective, limit, seconds, pots, merge, table)
    if found is None:
        raise _out_of_reach(state.last_trick - len(state.tricks), limit, why == "positions")
    return Solution(
        seat=state.to_move,
        objective=objective,
        choices=tuple(_choices(state, {a: (value, line) for a, value, line in found})),
        nodes=nodes,
        engine="compiled",
    )


def _solve(
    state: State,
    objective: str,
    limit: int,
    seconds: float | None,
    pots: Mapping[Pot, Amount] | None,
    merge: bool,
    table: int,
) -> Solution:
    """``solve`` through the Python engine."""
    seat = state.to_move
    work = state.copy()
    search = _Search(work, scorer(state, seat, objective, pots), limit, seconds, table, merge)
    found: dict[Action, tuple[int, tuple[Action, ...]]] = {}
    guess: int | None = None
    for action in search.moves(None):
        kept = search.push(action)
        value = search.exact(guess)
        guess = value
        found[action] = (value, (action, *search.line(value)))
        search.pop(kept)
    return Solution(
        seat=seat,
        objective=objective,
        choices=tuple(_choices(work, found)),
        nodes=search.nodes,
        engine="python",
    )


def _choices(
    state: State, found: Mapping[Action, tuple[int, tuple[Action, ...]]]
) -> Iterator[Choice]:
    """Every legal action with its value and line: a merged card those of the card that
    stood for it, with the two cards' names swapped in the line."""
    stands: dict[Action, Action] = {}
    for action in found:
        if isinstance(action, Play):
            for card in equivalents(state, action.card):
                stands[PLAYS[card.index]] = action
    for action in legal_actions(state):
        rep = stands.get(action, action)
        value, line = found[rep]
        if rep is not action:
            swap = {rep: action, action: rep}
            line = tuple(swap.get(step, step) for step in line)
        yield Choice(action, amount(value), line)


__all__ = [
    "LIMIT",
    "OBJECTIVES",
    "TABLE",
    "Choice",
    "OutOfReach",
    "Solution",
    "SolveError",
    "after_trick",
    "equivalents",
    "founded_pots",
    "merged",
    "pile_code",
    "solve",
    "summary_of",
]
