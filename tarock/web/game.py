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

import time
from collections.abc import Sequence

from tarock import rules
from tarock.cards import CardError, ordered
from tarock.engine.actions import ActionError, card_of, parse_action
from tarock.engine.phases import Phase
from tarock.engine.state import IllegalAction, State
from tarock.records import Record, RecordError, SessionRecord, loads_any
from tarock.results import DealResult, SessionResult, pots_in, start
from tarock.scoring.settlement import Pot
from tarock.table import Setup, Table
from tarock.text import coach, explain
from tarock.web.views import (
    Narrator,
    View,
    card_verb,
    card_view,
    choice_text,
    comparison,
    in_own_words,
    position,
    result_view,
)

HINT_WORLDS = 32
"""A hint deals the unseen cards at most this many times..."""
HINT_SECONDS = 0.9
"""...and stops dealing after this many seconds (at least one deal done), so the page
answers within about a second."""


class Game:
    """A deal (or a session, with the pots carried over) played by a person at ``seat``
    against bots of one kind, dealt from ``seed`` exactly as ``tarock play`` deals it: the
    page's view of a ``tarock.table.Table``.

    A rule set that keeps pots is played as a session of ``deals`` deals; so is any rule
    set when ``deals`` is more than one (as ``tarock play --deals``). A game ``at`` a
    shared moment claims ``seed`` only if that seed deals its cards (``deals_as``); else
    its seed is None.
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
    ) -> None:
        if at is not None:  # a shared moment: the bots seeded from 0 without a seed
            seed = seed if seed is not None and deals_as(at, seed) else None
        setup = Setup(variant, seed, seat, bots, deals=deals, options=options, at=at)
        self.table = Table.set_up(setup)
        self.ruleset, self.seed, self.deals = self.table.ruleset, seed, deals
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
        if table.is_session:
            self.stakes = [line.strip() for line in explain.ledger_lines(table.stake, self.names)]
            self.stakes.append(f"Pots: {explain.pots_text(table.pots)}")
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
        """The view with the coach's advice for the person's choice now (``coach.advise``,
        seeded with the game's seed), and the seconds it took."""
        self.error = None
        if not self.table.waiting:
            self.error = "A hint is for your own turn."
            return self.view()
        started = time.perf_counter()
        try:
            advice = coach.advise(self.state, self.seed or 0, HINT_WORLDS, HINT_SECONDS)
        except ValueError as error:  # one thing to do: nothing to advise
            self.error = str(error)
            return self.view()
        advice |= {
            "seconds": round(time.perf_counter() - started, 2),
            "most": HINT_WORLDS,
            "budget": HINT_SECONDS,
        }
        return self.view() | {"hint": in_own_words(advice, self.ruleset.names)}

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
        if table.session is not None:
            out["sharing"] = explain.ledger_lines(table.session.final, self.names)
            out["net"] = explain.totals_text(table.session.totals(), self.names)
        elif self.over and self.result is not None:
            out["net"] = explain.totals_text(self.result.net, self.names)
        if self.original is not None:
            out["branched"] = self.original.state.position()
            if self.result is not None:
                out["compare"] = comparison(self.original, self.result)
        return in_own_words(out, self.ruleset.names)  # type: ignore[no-any-return]

    def _filename(self) -> str:
        """The record's file name: the rule set and the seed that dealt it; a what-if or a
        shared moment without a seed says so instead of claiming one."""
        parts = [f"tarock-{self.ruleset.id}"]
        if self.seed is not None:
            parts.append(str(self.seed))
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
        if isinstance(record, SessionRecord):
            assert table.session is not None
            self.deals, self.results = list(record.deals), list(table.session.deals)
        else:
            assert table.result is not None
            self.deals, self.results = [record], [table.result]
        self.deal = self.step = 0
        self._seeds: dict[int, int | None] = {}

    def _seed(self, state: State) -> int | None:
        """The open deal's seed, if it deals these cards as the page deals a game."""
        if self.deal not in self._seeds:
            seed = self.deals[self.deal].seed
            self._seeds[self.deal] = seed if seed is not None and deals_as(state, seed) else None
        return self._seeds[self.deal]

    def goto(self, deal: int, step: int) -> View:
        """The position of deal ``deal`` after ``step`` actions (both clamped to the record)."""
        self.deal = max(0, min(deal, len(self.deals) - 1))
        record, result = self.deals[self.deal], self.results[self.deal]
        self.step = max(0, min(step, len(result.steps)))
        names = record.seats
        state = start(record)
        seed = self._seed(state)
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
            "seated": [names[s] for s in state.seats],
        }
        pots = pots_in(record)
        if pots is not None:  # a rule set with pots: the pots as the deal began, and after
            out["pots"] = explain.pots_text(pots)
            if state.is_over:
                out["pots_after"] = explain.pots_text({pot: result.ledger.pot(pot) for pot in Pot})
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
