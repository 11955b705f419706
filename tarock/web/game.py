"""The play page's game and record viewer: a deal (or a session) against the bots, and a
record stepped through, each a view of a ``tarock.table.Table``.

Examples:
    >>> game = Game("grosstarock", seed=3, seat="B")
    >>> view = game.view()
    >>> view["phase"], view["to_move"], [choice["action"] for choice in view["choices"]]
    ('announce', 'B', ['announce vole', 'announce nolo', 'pass'])
    >>> view = game.act("pass")
    >>> view["prompt"], sum(card["legal"] for card in view["hand"])
    ('Your lead: play a card.', 25)
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Mapping, Sequence

from tarock import rules
from tarock.analysis import review
from tarock.cards import Card, CardError, ordered
from tarock.engine.actions import Action, ActionError, card_of, parse_action
from tarock.engine.phases import Phase
from tarock.engine.state import IllegalAction, State, deal
from tarock.records import Record, RecordError, SessionRecord, loads_any
from tarock.results import DealResult, SessionResult, pots_in, start
from tarock.rng import deal_seed
from tarock.scoring.settlement import Amount, Pot
from tarock.table import Setup, Table
from tarock.text import coach, explain
from tarock.web.views import (
    Narrator,
    View,
    card_verb,
    card_view,
    choice_text,
    comparison,
    for_reader,
    position,
    result_view,
)

HINT_WORLDS = coach.WORLDS
"""A hint deals the unseen cards this many times, whatever the time it takes: the same
position gets the same hint (``tarock.text.coach``)."""


class Game:
    """A deal (or a session, with the pots carried over) played by a person at ``seat``
    against bots of one kind, dealt from ``seed`` exactly as ``tarock play`` deals it: the
    page's view of a ``tarock.table.Table``.

    A rule set that keeps pots is played as a session of ``deals`` deals; so is any rule
    set when ``deals`` is more than one (as ``tarock play --deals``). A game ``at`` a
    shared moment claims ``seed`` only if that seed deals its cards, or with ``number`` if
    deal ``number`` of the page's session of ``seed`` does (``dealt_by``); else its seed
    is None. ``pots``: the pots when play of that deal began, which settle it.
    """

    def __init__(
        self,
        variant: str,
        seed: int | None,
        seat: int | str = 1,
        bots: str = "heuristic",
        deals: int = 1,
        options: Sequence[str] = (),
        *,
        at: State | None = None,
        number: int | None = None,
        pots: Mapping[Pot, Amount] | None = None,
    ) -> None:
        dealt = seed
        if at is not None:  # a shared moment: the bots seeded from 0 without a seed
            dealt = None if seed is None else dealt_by(at, seed, number)
            seed, number = (None, None) if dealt is None else (seed, number)
        setup = Setup(variant, dealt, seat, bots, deals=deals, options=options, at=at, pots=pots)
        self.table = Table.set_up(setup)
        self.ruleset, self.seed, self.deals = self.table.ruleset, seed, deals
        self.session_deal = number if at is not None else None
        """At a moment of a session's deal: the deal's number (from 1) in the session of
        ``seed``."""
        self.you, self.names, self.kinds = self.table.person, self.table.names, self.table.kinds
        self.error: str | None = None
        self.original: DealResult | None = None
        """The deal as it was first played, when this game plays on from one of its steps."""
        self.totals: list[str] = []
        """The running totals after each deal of a session."""
        self._deal()

    def _deal(self) -> None:
        """The deal in play (a session's next, or the one deal), played up to the person."""
        table = self.table
        self.stakes: list[str] = []
        """A session's deal: the stakes paid into the pots before it, and the pots then."""
        self.start_pots = table.pots_at_start
        """The pots when play of the deal began (None without pots)."""
        if table.is_session:
            self.stakes = [line.strip() for line in explain.ledger_lines(table.stake, self.names)]
        if self.start_pots is not None:
            self.stakes.append(f"Pots: {explain.pots_text(self.start_pots)}")
        self.number, self.attempt = table.number, table.attempt
        self.narrator = Narrator(table.start.copy(), self.names, self.you)
        self.narrator.retell(table.steps)
        self.narrator.state = table.state
        self._advance()

    def _advance(self) -> None:
        self.table.advance(self.narrator.seen)
        if self.table.result is not None:
            self.narrator.settled(self.table.result)
        if self.table.result is not None and self.table.is_session:
            self.totals.append(explain.totals_text(self.table.totals(), self.names))

    @property
    def state(self) -> State:
        """The deal in play."""
        return self.table.state

    @property
    def deal_seed(self) -> int | None:
        """The seed the deal in play was shuffled with (a session's deal's own)."""
        return self.table.deal_seed

    @property
    def session(self) -> SessionResult | None:
        """The whole session, once its last deal is over."""
        return self.table.session

    @property
    def result(self) -> DealResult | None:
        """The deal in play, settled, once it is over."""
        return self.table.result

    # -- what the page sends ---------------------------------------------------------------

    def act(self, text: str) -> View:
        """Take the action ``text`` (``play HK``, ``pass``, ``next deal``, ``undo``) for the
        person; an action the rules forbid is refused with the rule that forbids it."""
        self.error = None
        try:
            if text == "next deal":
                self.table.next_deal()
                self._deal()
            elif text == "undo":
                self.table.undo()
                self.narrator = Narrator(self.table.start.copy(), self.names, self.you)
                self.narrator.retell(self.table.steps)
                self.narrator.state = self.state
            else:
                self.table.act(parse_action(text), self.narrator.seen)
                self._advance()
        except (ActionError, CardError) as error:
            self.error = str(error)
        except IllegalAction as error:
            self.error = explain.readable(
                explain.named(str(error), self.names), self.state.ruleset.names
            )
        return self.view()

    def hint(self) -> View:
        """The view with the coach's advice for the person's choice now (``coach.advise``: a
        function of the position alone), and the seconds it took."""
        self.error = None
        if not self.table.waiting:
            self.error = "A hint is for your own turn."
            return self.view()
        started = time.perf_counter()
        try:
            advice = coach.advise(self.state, worlds=HINT_WORLDS)
        except ValueError as error:  # one thing to do: nothing to advise
            self.error = str(error)
            return self.view()
        advice["seconds"] = round(time.perf_counter() - started, 2)
        return self.view() | {"hint": for_reader(advice, self.ruleset.names)}

    @property
    def over(self) -> bool:
        """Whether the whole game (the deal, or every deal of the session) is over."""
        return self.table.over

    def record(self) -> Record | SessionRecord | None:
        """The game's record once it is over (a session record for a session)."""
        return self.table.record if self.over else None

    def view(self) -> View:
        """The position for the page to draw: the person's hand with each card's legal
        flag and clause, the choices without a card, the trick, the card points so far,
        the log; at the end of a deal its payments; at the end of the game the record."""
        state, table = self.state, self.table
        out = position(state, self.narrator, self.names, hidden=self._hidden())
        hand, choices = self._offer()
        record = self.record()
        out |= {
            "variant": self.ruleset.id,
            "title": self.ruleset.title,
            "seed": self.seed,
            "names": self.names,
            "you": self.names[self.you],
            "role": explain.seat_role(state, self.you),
            "kinds": self.kinds,
            "deal": [self.number + 1, self.deals] if table.is_session else None,
            "number": self.number + 1 if table.is_session else self.session_deal,
            "pots_at": pots_address(self.start_pots),
            "stakes": self.stakes,
            "again": table.is_session and self.attempt > 0,
            "prompt": self._prompt(),
            "hand": hand,
            "choices": choices,
            "error": self.error,
            "undo": self.table.undoable,
            "position": state.position(),
            "result": None if self.result is None else result_view(self.result),
            "totals": self.totals,
            "over": self.over,
            "record": None if record is None else record.dumps(),
            "filename": self._filename(),
        }
        if table.is_session:
            out["pots"] = explain.pots_text(table.pots)
        elif self.start_pots is not None:  # a moment of a deal with pots: after it, once over
            pots = self.start_pots if self.result is None else after(self.result)
            out["pots"] = explain.pots_text(pots)
        if table.session is not None:
            out["sharing"] = explain.ledger_lines(table.session.final, self.names)
            out["net"] = explain.totals_text(table.session.totals(), self.names)
        elif self.over and self.result is not None:
            out["net"] = explain.totals_text(self.result.net, self.names)
        if self.original is not None:
            out["branched"] = self.original.state.position()
            if self.result is not None:
                out["compare"] = comparison(self.original, self.result)
        return for_reader(out, self.ruleset.names)  # type: ignore[no-any-return]

    def _filename(self) -> str:
        """The record's file name: the rule set and the seed that dealt it (and the deal's
        number in its session); a what-if or a shared moment without a seed says so instead
        of claiming one."""
        parts = [f"tarock-{self.ruleset.id}"]
        if self.seed is not None:
            parts.append(str(self.seed))
        if self.session_deal is not None:
            parts.append(f"deal-{self.session_deal}")
        if self.original is not None:
            parts.append("what-if")
        elif self.seed is None:
            parts.append("moment")
        return "-".join(parts) + ".json"

    def _hidden(self) -> int | None:
        """The seat whose laid-away cards the scoreboard must not count yet: another
        seat's discard before the first trick is over (the person has not seen it)."""
        state = self.state
        if state.tricks or state.is_over:
            return None
        seat = state.discarder
        return None if seat == self.you else seat

    def _offer(self) -> tuple[list[View], list[View]]:
        state, words = self.state, self.state.ruleset.names
        mine = self.table.waiting
        legal = self.table.legal if mine else {}
        cards = {card: (a.text, clause) for a, clause in legal.items() if (card := card_of(a))}
        verb = card_verb(state) if mine else None
        hand = []
        for card in ordered(state.hands[self.you]):
            if card in cards:
                hand.append(card_view(card, words, *cards[card]))
            else:
                hand.append(card_view(card, words, f"{verb} {card.code}" if verb else None))
        choices = [
            {"action": a.text, "label": choice_text(a, state), "clause": clause}
            for a, clause in legal.items()
            if card_of(a) is None
        ]
        if self.result is not None and self.table.is_session and self.table.session is None:
            choices.append({"action": "next deal", "label": "Next deal", "clause": ""})
        return hand, choices

    def _prompt(self) -> str:
        state = self.state
        if self.over:
            return "The game is over." if self.table.is_session else "The deal is over."
        if self.result is not None:
            return "The deal is over; the session goes on with the next deal."
        if state.phase is Phase.DISCARD:
            left = state.options.discard - len(state.discard)
            more = " more" if state.discard else ""
            return f"Lay away {left}{more} card{'s' * (left != 1)}."
        if state.phase is Phase.PLAY and state.naming < 0:
            return "Play a card." if self.narrator.plays else "Your lead: play a card."
        return {
            Phase.DEAL: "You hold no trump: demand a new deal, or play on.",
            Phase.BID: "Your turn in the auction.",
            Phase.TALON: "Take a half of the talon.",
            Phase.ANNOUNCE: f"Before trick {state.trick_number}: announce, or pass.",
            Phase.PLAY: "Name the suit the Fool stands for.",
        }.get(state.phase, "Your turn.")


REDEALS = 20
"""A session's deal dealt again at most this many times is still found by its number."""


def dealt_by(state: State, seed: int, number: int | None = None) -> int | None:
    """The seed that deals the cards of ``state``, as the page deals them: ``seed`` itself
    for a game of one deal (``deals_as``), or with ``number`` that of deal ``number`` (from
    1) of the page's session of ``seed``, or of that deal dealt again; None if none does.

    >>> table = Table(rules.get("danish-tarok"), 5, "heuristic", deals=2)
    >>> dealt_by(table.state, 5, 1) == deal_seed(5, 0), dealt_by(table.state, 5)
    (True, None)
    """
    if number is None:
        return seed if deals_as(state, seed) else None
    if seed < 0 or number < 1:
        return None
    dealt = State(state.ruleset, state.dealt, state.dealer, talon=state.talon).position()
    for attempt in range(REDEALS):
        candidate = deal_seed(seed, number - 1, attempt)
        if deal(state.ruleset, candidate, state.dealer).position() == dealt:
            return candidate
    return None


def after(result: DealResult) -> dict[Pot, Amount]:
    """The pots after a deal (where the rule set keeps pots)."""
    return {pot: result.ledger.pot(pot) for pot in Pot}


def pots_address(pots: Mapping[Pot, Amount] | None) -> str | None:
    """Pots as the page's address gives them (None for none).

    >>> pots_address({Pot.KING: 65, Pot.PAGAT: 70})
    'king:65,pagat:70'
    """
    if pots is None:
        return None
    return ",".join(f"{pot.name.lower()}:{int(amount)}" for pot, amount in pots.items())


_POT = re.compile(r"([a-z]+):(-?\d+)")


def read_pots(text: str) -> dict[Pot, Amount] | None:
    """The pots an address gives (as ``pots_address`` writes them; "" for none), or
    ``ValueError`` in one line.

    >>> read_pots("king:65,pagat:70") == {Pot.KING: 65, Pot.PAGAT: 70}
    True
    >>> read_pots("king:65")
    Traceback (most recent call last):
    ...
    ValueError: pots 'king:65' is not understood: give what each pot holds, as king:65,pagat:65.
    """
    if not text:
        return None
    found: dict[Pot, Amount] = {}
    for part in text.split(","):
        match = _POT.fullmatch(part.strip().lower())
        pot = Pot.__members__.get(match.group(1).upper()) if match else None
        if match is None or pot is None or pot in found:
            break
        found[pot] = int(match.group(2))
    else:
        if len(found) == len(Pot):
            return found
    example = ",".join(f"{pot.name.lower()}:65" for pot in Pot)
    raise ValueError(f"pots {text!r} is not understood: give what each pot holds, as {example}.")


def deals_as(state: State, seed: int) -> bool:
    """Whether ``seed`` deals the cards of ``state`` as the page deals a game of one deal
    (a session's deals are shuffled with seeds of their own, so no session seed does)."""
    if seed < 0:
        return False
    table = Table(state.ruleset, seed, "heuristic")
    dealt = State(state.ruleset, state.dealt, state.dealer, talon=state.talon)
    return not table.is_session and table.start.position() == dealt.position()


class Viewer:
    """A game record, stepped through forward and back: every hand open (a view of the
    record's ``Table``, each deal's state taken back and forth with ``push`` and ``pop``)."""

    def __init__(self, text: str) -> None:
        record = loads_any(text)
        try:
            table = Table.replay(record)
        except RecordError as error:  # the seats named as the page names them
            raise RecordError(explain.named(str(error), record.seats)) from None
        self.session: int | None = None
        """A session record's seed."""
        if isinstance(record, SessionRecord):
            assert table.session is not None
            self.deals, self.results = list(record.deals), list(table.session.deals)
            self.session = record.seed
        else:
            assert table.result is not None
            self.deals, self.results = [record], [table.result]
        self.deal = self.step = 0
        self._seeds: dict[int, tuple[int | None, int | None]] = {}

    def _seed(self, state: State) -> tuple[int | None, int | None]:
        """The seed the page names the open deal by, if it deals these cards as the page
        deals a game, and for a session's deal its number in the session of that seed."""
        if self.deal not in self._seeds:
            self._seeds[self.deal] = self._named(state)
        return self._seeds[self.deal]

    def _named(self, state: State) -> tuple[int | None, int | None]:
        seed, session = self.deals[self.deal].seed, self.session
        if seed is None:
            return None, None
        if session is None:
            return (seed, None) if deals_as(state, seed) else (None, None)
        for number in range(len(self.deals)):  # the deal of the session (or a redeal of it)
            shuffled = any(deal_seed(session, number, n) == seed for n in range(REDEALS))
            if shuffled and dealt_by(state, session, number + 1) == seed:
                return session, number + 1
        return None, None

    def goto(self, deal: int, step: int) -> View:
        """The position of deal ``deal`` after ``step`` actions (both clamped to the record)."""
        self.deal = max(0, min(deal, len(self.deals) - 1))
        record, result = self.deals[self.deal], self.results[self.deal]
        self.step = max(0, min(step, len(result.steps)))
        names = record.seats
        state = start(record)
        seed, number = self._seed(state)
        narrator = Narrator(state, names, None)
        narrator.retell(result.steps[: self.step])
        out = position(state, narrator, names)
        out |= {
            "variant": record.variant,
            "names": names,
            "deals": len(self.deals),
            "deal": self.deal + 1,
            "steps": len(record.actions),
            "position": state.position(),
            "hands": {
                names[s]: [card_view(card, state.ruleset.names) for card in ordered(state.hands[s])]
                for s in state.seats
            },
            "result": result_view(result) if state.is_over else None,
            "final": result.state.position(),
            "seed": seed,
            "number": number,
            "seated": [names[s] for s in state.seats],
        }
        pots = pots_in(record)
        out["pots_at"] = pots_address(pots)
        if pots is not None:  # a rule set with pots: the pots as the deal began, and after
            out["pots"] = explain.pots_text(pots)
            if state.is_over:
                out["pots_after"] = explain.pots_text(after(result))
        return for_reader(out, state.ruleset.names)  # type: ignore[no-any-return]


    def hindsight(self, deal: int, tricks: int, limit: int) -> View:
        """Deal ``deal`` looked back on over its last ``tricks`` tricks, every hand shown
        (``tarock.analysis.review``, through the engine the page plays with): the
        first trick the solver answered for (None: not even the last), and each card that
        cost its player something, with its step, the words and the line of best play."""
        record, result = self.deals[deal], self.results[deal]
        names = result.state.ruleset.names

        def named(card: Card) -> str:
            return explain.label(card, names)

        found = review.steps(record, tricks, limit=limit)
        marks: list[View] = []
        for step in found:
            row = review.row(step, record, "net", named, names)
            if row["cost"] > 0:
                marks.append(
                    {
                        "step": step.index,
                        "trick": row["trick"],
                        "player": row["player"],
                        "played": row["played"],
                        "cost": explain.number(row["cost"]),
                        "words": row["words"],
                        "line": _line(step.state, step.solution.best.line, record.seats, named),
                    }
                )
        first = found[0].state.tricks if found else None
        view: View = {
            "deal": deal + 1,
            "from": None if first is None else len(first) + 1,
            "marks": marks,
        }
        return for_reader(view, names)  # type: ignore[no-any-return]


def _line(
    state: State, line: Sequence[Action], seats: Sequence[str], named: Callable[[Card], str]
) -> list[str]:
    """A line of play from ``state`` as the page shows it: each trick's cards by seat."""
    out: list[str] = []
    work = state.copy(undo=False)
    plays: list[str] = []
    for action in line:
        card = card_of(action)
        if card is not None:
            plays.append(f"{seats[work.to_move]} {named(card)}")
        done = len(work.tricks)
        work.push(action)
        if len(work.tricks) > done:
            out.append(", ".join(plays))
            plays = []
    return out


def watched(variant: str, seed: int, options: Sequence[str] = ()) -> Table:
    """The deal of ``seed`` (a session of one deal where the rule set keeps pots) played
    out by the heuristic bots in every seat, as ``tarock play`` deals it."""
    table = Table(rules.get(variant, tuple(options)), seed, "heuristic")
    table.advance()
    while not table.over:
        table.next_deal()  # a deal thrown in is dealt again
        table.advance()
    return table
