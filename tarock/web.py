"""The play page's game: a deal (or a session) against the bots, as plain JSON to draw.

The site's play page runs this module in the browser (Pyodide): the page only draws what
``Game.view`` returns and sends back the text of the action a person clicked. The bots
move through the package's one loop, ``tarock.play.run``; the person's seat is a
``players.Human`` whose question stops that loop (``Waiting``) until a choice is made,
so the rules, the bots and the ledger are exactly the tested ones. ``Viewer`` steps
through a game record forward and back.

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

import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from tarock import explain, players, rules
from tarock.cards import ALL, Card, CardError, ordered
from tarock.engine.actions import (
    Action,
    ActionError,
    ChooseTalon,
    Declare,
    Discard,
    Play,
    card_of,
    parse_action,
)
from tarock.engine.legal import why_illegal
from tarock.engine.phases import Phase
from tarock.engine.state import State
from tarock.play import (
    SEAT_NAMES,
    DealResult,
    NextDeal,
    SessionResult,
    SessionRun,
    Step,
    deal_result,
    dealt,
    record_of,
    replay,
    replay_session,
    run,
    seat,
    start,
)
from tarock.players import Human, Player
from tarock.records import Record, RecordError, SessionRecord, loads_any
from tarock.render import card_svg
from tarock.rng import bot_seed
from tarock.scoring.counting import count, piles
from tarock.scoring.session import keeps_pots
from tarock.scoring.settlement import Pot

View = dict[str, Any]
"""What the page draws: plain JSON (see ``Game.view``)."""


class Waiting(Exception):
    """The person is to move and has not chosen yet: the loop stops, the state unchanged."""


def pictures() -> dict[str, str]:
    """Every card's picture (SVG, drawn by ``tarock.render``) by its code."""
    return {card.code: card_svg(card) for card in ALL}


class Narrator:
    """Tells a deal as it goes, one line per event: what the page's log shows."""

    def __init__(self, state: State, names: Sequence[str], you: int | None) -> None:
        self.state, self.names, self.you = state, names, you
        self.lines: list[str] = []
        self.plays: list[tuple[str, Card, str]] = []
        """The trick in progress: who played which card, under which clause."""
        self.last: list[tuple[str, Card, str]] = []
        """The last complete trick."""

    def who(self, seat: int) -> str:
        return "You" if seat == self.you else self.names[seat]

    def seen(self, step: Step, phase: Phase) -> None:
        """One action just taken (``play.run``'s ``watch``)."""
        state, action, who = self.state, step.action, self.who(step.seat)
        if isinstance(action, Play):
            self.plays.append((self.names[step.seat], action.card, step.clause))
            if len(self.plays) == len(state.seats):
                winner = self.names[state.tricks[-1].winner]
                number = state.tricks[-1].number
                self.lines.append(
                    f"Trick {number}: {explain.trick_text(self.plays)}. {winner} wins."
                )
                self.last, self.plays = self.plays, []
        elif isinstance(action, Discard):
            if state.phase is not phase:  # the discard is complete
                face_up = step.seat == self.you or self.you is None
                self.lines.append(explain.laid_away(state, who, face_up))
        elif isinstance(action, Declare):
            self.lines += explain.declared(state, step.seat, self.names)
        else:
            self.lines.append(f"{who}: {choice_text(action, state)} ({step.clause})")
        if state.phase is Phase.TALON and phase is not Phase.TALON:
            self.lines.append("The talon is turned up: " + explain.talon_text(state))
        if state.is_over and state.thrown_in is not None:
            self.lines.append(f"No play: {explain.thrown_in_text(state, self.names)}.")



def choice_text(action: Action, state: State) -> str:
    """An action without a card as a button says it: its text, a talon half with its cards."""
    if isinstance(action, ChooseTalon):
        return f"{action.text}: {explain.labels(state.talon_half(action.half))}"
    return action.text


def card_verb(state: State) -> str | None:
    """What a click on a card of the hand asks for now ("play", "discard"), if anything."""
    if state.phase is Phase.DISCARD:
        return "discard"
    if state.phase is Phase.PLAY and state.naming < 0:
        return "play"
    return None


def position(state: State, narrator: Narrator, names: Sequence[str]) -> View:
    """What every view shows of a deal: the phase, the trick, the card points so far."""
    taken = piles(state)
    return {
        "phase": state.phase.value,
        "to_move": None if state.is_over else names[state.to_move],
        "dealer": names[state.dealer],
        "step": len(state.history),
        "trick": [_played(who, card, clause) for who, card, clause in narrator.plays],
        "last_trick": [_played(who, card, clause) for who, card, clause in narrator.last],
        "tricks": {names[s]: state.won[s] for s in state.seats},
        "points": {names[s]: explain.number(count(taken[s])) for s in state.seats},
        "talon": explain.talon_text(state) if state.declarer >= 0 else None,
        "log": narrator.lines,
    }


def _played(who: str, card: Card, clause: str) -> dict[str, str]:
    return {"seat": who, "card": card.code, "label": explain.label(card), "clause": clause}


def _card(card: Card, action: str | None = None, clause: str | None = None) -> View:
    return {
        "card": card.code,
        "label": explain.label(card),
        "action": action,
        "legal": clause is not None,
        "clause": clause,
    }


def result_view(result: DealResult) -> View:
    """A finished deal: the explanation ``tarock replay`` prints, and the net per seat."""
    names = result.record.seats
    return {
        "lines": explain.explain(result),
        "net": explain.totals_text(result.net, names),
    }


class Game:
    """A deal (or a session, with the pots carried over) played by a person at ``seat``
    against bots of one kind, dealt from ``seed`` exactly as ``tarock play`` deals it.

    A rule set that keeps pots is played as a session of ``deals`` deals; so is any rule
    set when ``deals`` is more than one (as ``tarock play --deals``).
    """

    def __init__(
        self,
        variant: str,
        seed: int,
        seat: int | str = 1,
        bots: str = "heuristic",
        deals: int = 1,
        options: Sequence[str] = (),
    ) -> None:
        self.ruleset = rules.get(variant, tuple(options))
        seats = self.ruleset.options.seats
        self.you = _seat(seat, seats)
        players.make(bots, 0)  # an unknown kind fails here, with the kinds named
        if deals < 1:
            raise ValueError(f"deals {deals}: a game has at least one deal")
        self.seed, self.deals, self.names = seed, deals, list(SEAT_NAMES[:seats])
        self.kinds = ["human" if s == self.you else bots for s in range(seats)]
        self.person = Human(self._ask)
        self.queue: list[Action] = []
        self.error: str | None = None
        self.tally: SessionRun | None = None
        if deals > 1 or keeps_pots(self.ruleset.options):
            self.tally = SessionRun(self.ruleset, seed, deals)
        self.totals: list[str] = []
        """The running totals after each deal of a session."""
        self.session: SessionResult | None = None
        self.result: DealResult | None = None
        self._deal()

    # -- the loop ----------------------------------------------------------------------

    def _deal(self) -> None:
        """Deal the next deal (a session's next, or the one deal) and play up to the person."""
        seed, dealer, self.next = self.seed, 0, None
        self.stakes: list[str] = []
        """A session's deal: the stakes paid into the pots before it, and the pots then."""
        if self.tally is not None:
            self.next = deal = self.tally.next()
            assert deal is not None
            seed, dealer = deal.seed, deal.dealer
            self.stakes = [line.strip() for line in explain.ledger_lines(deal.stake, self.names)]
            self.stakes.append(f"Pots: {explain.pots_text(deal.pots)}")
        self.deal_seed = seed
        self.state = dealt(self.ruleset, seed, dealer)
        self.bots: dict[int, Player] = {
            s: players.make(kind, bot_seed(seed, s))
            for s, kind in enumerate(self.kinds)
            if s != self.you
        }
        self.steps: list[Step] = []
        self.narrator = Narrator(self.state, self.names, self.you)
        self.result = None
        self._advance()

    def _advance(self) -> None:
        seated = [self.bots.get(s) or self.person for s in range(len(self.names))]
        try:
            run(self.state, seated, self.steps, watch=self.narrator.seen)
        except Waiting:
            return
        pots = None if self.next is None else self.next.pots
        record = record_of(self.state, self.kinds, self.deal_seed, self.names, pots)
        self.result = deal_result(record, self.state, self.steps, pots)
        if self.tally is not None:
            self._add(self.tally, self.next, self.result)

    def _add(self, tally: SessionRun, deal: NextDeal | None, result: DealResult) -> None:
        assert deal is not None
        tally.add(deal, result)
        so_far = tally.finish(self.kinds, self.names)
        self.totals.append(explain.totals_text(so_far.totals(len(tally.results) - 1), self.names))
        if tally.number == tally.deals:
            self.session = so_far

    def _ask(self, state: State, legal: Mapping[Action, str]) -> Action:
        """The person's choice (``players.Human``): the one legal action, or a queued one."""
        if len(legal) == 1:
            (action,) = legal
            return action
        if self.queue:
            return self.queue.pop(0)
        raise Waiting

    # -- what the page sends ---------------------------------------------------------------

    def act(self, text: str) -> View:
        """Take the action ``text`` (``play HK``, ``pass``, ``next deal``) for the person;
        an action the rules forbid is refused with the rule that forbids it."""
        self.error = None
        if text == "next deal":
            if self.result is None or self.tally is None or self.session is not None:
                self.error = "there is no next deal now"
            else:
                self._deal()
            return self.view()
        if self.state.is_over:
            self.error = "the deal is over"
            return self.view()
        try:
            action = parse_action(text)
        except (ActionError, CardError) as error:
            self.error = str(error)
            return self.view()
        if self.state.to_move != self.you or action not in self.state.legal():
            self.error = explain.named(why_illegal(self.state, action), self.names)
            return self.view()
        self.queue.append(action)
        self._advance()
        return self.view()

    @property
    def over(self) -> bool:
        """Whether the whole game (the deal, or every deal of the session) is over."""
        return self.result is not None and (self.tally is None or self.session is not None)

    def record(self) -> Record | SessionRecord | None:
        """The game's record once it is over (a session record for a session)."""
        if self.session is not None:
            return self.session.record
        if self.tally is None and self.result is not None:
            return self.result.record
        return None

    def view(self) -> View:
        """The position for the page to draw: the person's hand with each card's legal
        flag and clause, the choices without a card, the trick, the card points so far,
        the log; at the end of a deal its explanation; at the end of the game the record."""
        state = self.state
        out = position(state, self.narrator, self.names)
        hand, choices = self._offer()
        record = self.record()
        deal = self.next
        out |= {
            "variant": self.ruleset.id,
            "title": self.ruleset.title,
            "seed": self.seed,
            "names": self.names,
            "you": self.names[self.you],
            "kinds": self.kinds,
            "deal": None if deal is None else [deal.number + 1, self.deals],
            "stakes": self.stakes,
            "again": deal is not None and deal.attempt > 0,
            "prompt": self._prompt(),
            "hand": hand,
            "choices": choices,
            "error": self.error,
            "result": None if self.result is None else result_view(self.result),
            "totals": self.totals,
            "over": self.over,
            "record": None if record is None else record.dumps(),
            "filename": f"tarock-{self.ruleset.id}-{self.seed}.json",
        }
        if self.tally is not None:
            out["pots"] = explain.pots_text(self.tally.pots)
        if self.session is not None:
            out["sharing"] = explain.ledger_lines(self.session.final, self.names)
            out["net"] = explain.totals_text(self.session.totals(), self.names)
        elif self.over and self.result is not None:
            out["net"] = explain.totals_text(self.result.net, self.names)
        return out

    def _offer(self) -> tuple[list[View], list[View]]:
        state = self.state
        mine = self.you == state.to_move and not state.is_over
        legal = state.legal() if mine else {}
        cards = {card: (a.text, clause) for a, clause in legal.items() if (card := card_of(a))}
        verb = card_verb(state) if mine else None
        hand = []
        for card in ordered(state.hands[self.you]):
            if card in cards:
                hand.append(_card(card, *cards[card]))
            else:
                hand.append(_card(card, f"{verb} {card.code}" if verb else None))
        choices = [
            {"action": a.text, "label": choice_text(a, state), "clause": clause}
            for a, clause in legal.items()
            if card_of(a) is None
        ]
        if self.result is not None and self.tally is not None and self.session is None:
            choices.append({"action": "next deal", "label": "Next deal", "clause": ""})
        return hand, choices

    def _prompt(self) -> str:
        state = self.state
        if self.over:
            return "The game is over." if self.tally else "The deal is over."
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


def _seat(name: int | str, seats: int) -> int:
    number = seat(name)
    if not 0 <= number < seats:
        raise ValueError(f"seat {name} is not a seat here (A-{SEAT_NAMES[seats - 1]})")
    return number


class _Recorded:
    """A seat replaying recorded actions."""

    name = "recorded"

    def __init__(self, actions: Iterator[Action]) -> None:
        self.actions = actions

    def choose(self, state: State, legal: Mapping[Action, str]) -> Action:
        return next(self.actions)


class Viewer:
    """A game record, stepped through forward and back: every hand open."""

    def __init__(self, text: str) -> None:
        record = loads_any(text)
        if isinstance(record, SessionRecord):
            self.deals = list(record.deals)
            self.results = list(replay_session(record).deals)
        else:
            self.deals, self.results = [record], [replay(record)]
        self.deal = self.step = 0

    def goto(self, deal: int, step: int) -> View:
        """The position of deal ``deal`` after ``step`` actions (both clamped to the record)."""
        self.deal = max(0, min(deal, len(self.deals) - 1))
        record = self.deals[self.deal]
        self.step = max(0, min(step, len(record.actions)))
        state = start(record)
        names = record.seats
        narrator = Narrator(state, names, None)
        actions = iter(step.action for step in self.results[self.deal].steps)
        seated = [_Recorded(actions)] * len(names)
        run(state, seated, until=self.step, watch=narrator.seen)
        out = position(state, narrator, names)
        out |= {
            "variant": record.variant,
            "names": names,
            "deals": len(self.deals),
            "deal": self.deal + 1,
            "steps": len(record.actions),
            "hands": {
                names[s]: [_card(card) for card in ordered(state.hands[s])] for s in state.seats
            },
            "result": result_view(self.results[self.deal]) if state.is_over else None,
        }
        return out


# -- the page's calls (JSON text both ways) ------------------------------------------------

_current: dict[str, Game | Viewer] = {}


def _answer(make: Callable[[], View]) -> str:
    """``make()`` as JSON text; bad input gives ``{"error": "one line"}``."""
    try:
        return json.dumps(make())
    except (ValueError, RecordError) as error:  # UnknownVariant is a ValueError too
        return json.dumps({"error": str(error)})


def new_game(variant: str, seed: int, seat: str, bots: str, deals: int, seats: int = 0) -> str:
    """Start a game (``seats``: 4 for the four-handed table, 0 for the rule set's own);
    its first view."""

    def begin() -> View:
        options = (f"seats={int(seats)}",) if int(seats) else ()
        game = Game(variant, int(seed), seat, bots, int(deals), options)
        _current["game"] = game
        return game.view()

    return _answer(begin)


def act(text: str) -> str:
    """The person's action in the game in progress; the new view."""
    game = _current.get("game")
    if not isinstance(game, Game):
        return json.dumps({"error": "no game in progress"})
    return _answer(lambda: game.act(text))


def open_record(text: str) -> str:
    """Open a record to step through; the position before its first action."""

    def begin() -> View:
        viewer = Viewer(text)
        _current["viewer"] = viewer
        return viewer.goto(0, 0)

    return _answer(begin)


def goto(deal: int, step: int) -> str:
    """The open record's position at ``step`` of deal ``deal`` (1-based)."""
    viewer = _current.get("viewer")
    if not isinstance(viewer, Viewer):
        return json.dumps({"error": "no record is open"})
    return _answer(lambda: viewer.goto(int(deal) - 1, int(step)))


def _tables(ruleset: rules.Ruleset) -> list[int]:
    """The numbers of players the rule set can be played by: its own, and four where
    the four-handed table (the dealer's opposite sitting out) fits its options."""
    own = ruleset.options.seats
    try:
        rules.get(ruleset.id, ("seats=4",))
    except ValueError:
        return [own]
    return sorted({own, 4})


def ready() -> str:
    """The rule sets, the bot kinds and every card's picture: what the page needs first."""
    variants = [
        {
            "id": ruleset.id,
            "title": ruleset.title,
            "seats": ruleset.options.seats,
            "tables": _tables(ruleset),
            "pots": keeps_pots(ruleset.options),
        }
        for ruleset in rules.VARIANTS.values()
    ]
    pots = [pot.value for pot in Pot]
    return json.dumps(
        {"variants": variants, "bots": sorted(players.KINDS), "pictures": pictures(), "pots": pots}
    )
