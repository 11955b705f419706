"""The play page's game: a deal (or a session) against the bots, as plain JSON to draw.

The site's play page runs this module in the browser (Pyodide): the page only draws what
``Game.view`` returns and sends back the text of the action a person clicked. A ``Game``
is a view of a ``tarock.table.Table``, which plays the bots until the person has a choice
to make, so the rules, the bots and the ledger are exactly the tested ones. ``Viewer``
steps through a game record forward and back.

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
import time
from collections.abc import Callable, Sequence
from typing import Any

from tarock import bots, coach, explain, rules
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
from tarock.engine.loop import Step
from tarock.engine.phases import Phase
from tarock.engine.seats import SEAT_NAMES, seat
from tarock.engine.state import IllegalAction, State
from tarock.records import Record, RecordError, SessionRecord, loads_any
from tarock.render import card_svg
from tarock.resettle import alternatives, resettle, settled_as
from tarock.results import DealResult, SessionResult, recorded_ruleset, start
from tarock.rules.options import doc, name_in_words
from tarock.rules.sources import in_words
from tarock.scoring.counting import count, piles
from tarock.scoring.session import keeps_pots
from tarock.scoring.settlement import Kind, Payment, Pot, exact, paid_in_trick
from tarock.table import PERSON, Table

View = dict[str, Any]
"""What the page draws: plain JSON (see ``Game.view``)."""

HINT_WORLDS = 32
"""A hint deals the unseen cards at most this many times..."""
HINT_SECONDS = 0.9
"""...and stops dealing after this many seconds (at least one deal done), so the page
answers within about a second."""


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
        self.told: list[Payment] = []
        """The payments told as they were made (in a trick before the last)."""
        self.ended = False

    def retell(self, steps: Sequence[Step]) -> None:
        """Take ``steps`` on this narrator's state (a deal as dealt), telling each."""
        for step in steps:
            phase = self.state.phase
            self.state.push(step.action)
            self.seen(step, phase)

    def paid(self, payments: Sequence[Payment], when: str = "Paid now") -> None:
        """Tell ``payments`` as they are made."""
        if payments:
            self.told += payments
            lines = explain.ledger_lines(payments, self.names)
            self.lines += [f"{when}: {line.strip()}" for line in lines]

    def settled(self, result: DealResult) -> None:
        """Tell, once, what the end of the deal pays: the last trick, the Vole or Nolo, the
        card points (what was told as it was made, and the declarations, are not told again)."""
        if self.ended:
            return
        self.ended = True
        told = list(self.told)
        rest = []
        for payment in result.ledger:
            if payment in told:
                told.remove(payment)
            elif payment.kind is not Kind.DECLARATIONS:
                rest.append(payment)
        if rest:
            self.paid(rest, "Paid at the end")

    def who(self, seat: int) -> str:
        return "You" if seat == self.you else self.names[seat]

    def seen(self, step: Step, phase: Phase) -> None:
        """One action just taken (the loop's ``watch``)."""
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
                if not state.is_over:
                    self.paid(list(paid_in_trick(state, state.tricks[-1])))
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


def position(
    state: State, narrator: Narrator, names: Sequence[str], hidden: int | None = None
) -> View:
    """What every view shows of a deal: the phase, the trick, the card points so far
    (``hidden``: a seat whose laid-away cards are not counted, as the person has not
    seen them)."""
    taken = piles(state)
    if hidden is not None:
        laid = set(state.discard)
        taken[hidden] = [card for card in taken[hidden] if card not in laid]
    return {
        "phase": state.phase.value,
        "to_move": None if state.is_over else names[state.to_move],
        "dealer": names[state.dealer],
        "step": len(state.history),
        "trick": [_played(who, card, clause) for who, card, clause in narrator.plays],
        "last_trick": [_played(who, card, clause) for who, card, clause in narrator.last],
        "tricks": {names[s]: state.won[s] for s in state.seats},
        "points": {names[s]: explain.number(count(taken[s])) for s in state.seats},
        "unseen_discard": None if hidden is None else names[hidden],
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
    """A finished deal: its payments as rows (who pays whom, how much, why), how the card
    points were settled, the card points, the net per seat, and the explanation
    ``tarock replay`` prints."""
    names = result.record.seats
    return {
        "payments": explain.payment_rows(result.ledger, names),
        "balance": explain.balance_text(result),
        "thrown_in": (
            None if result.state.thrown_in is None else explain.thrown_in_text(result.state, names)
        ),
        "card_points": explain.card_points_line(result).strip(),
        "lines": explain.explain(result),
        "net": explain.totals_text(result.net, names),
        "alternatives": other_rules(recorded_ruleset(result.record)),
    }


RULES = "rules:"
"""How the page names another rule set's settlement as a choice: ``rules:ID``."""


def other_rules(ruleset: rules.Ruleset) -> list[dict[str, str]]:
    """The settlements a deal of ``ruleset`` may be settled again under: each other rule
    set's where the cards allow it, then each scoring option changed alone."""
    return [
        {"option": RULES + other.id, "label": f"As {other.title} settles a deal"}
        for other in rules.VARIANTS.values()
        if other.id != ruleset.id and settled_as(ruleset, other)
    ] + [{"option": text, "label": option_label(text)} for text in alternatives(ruleset)]


def option_label(text: str) -> str:
    """A ``NAME=VALUE`` option change in words: ``Card points settled: bands``."""
    name, _, value = text.partition("=")
    return f"{name_in_words(name)}: {value}"


def clause(ruleset: rules.Ruleset, text: str) -> str:
    """The rule an option change rests on: its meaning, and the source it is cited from."""
    name = text.partition("=")[0]
    return f"{doc(name)} Source: {ruleset.cited(name)}."


def comparison(before: DealResult, after: DealResult, why: str = "") -> View:
    """Two settlements of a deal side by side: each seat's net under both and the
    difference, every payment with its amount under each (``lines``; blank where it is not
    made), and the lines that differ (``changed``, each with ``why``: the rule behind the
    change, if one is)."""
    names = before.record.seats
    net = [
        {
            "seat": names[s],
            "before": explain.number(before.net[s], True),
            "after": explain.number(after.net[s], True),
            "difference": explain.number(exact(after.net[s] - before.net[s]), True),
        }
        for s in before.net
    ]
    was, now = (explain.payment_rows(r.ledger, names) for r in (before, after))
    lines: list[dict[str, Any]] = [row | {"before": row["amount"], "after": ""} for row in was]
    for row in now:  # each payment after beside the same payment before, if it was made
        same = (row["payer"], row["payee"], row["reason"])
        match = next(
            (line for line in lines if not line["after"] and same == _key(line)),
            None,
        )
        if match is None:
            lines.append(row | {"before": "", "after": row["amount"]})
        else:
            match["after"] = row["amount"]
    for line in lines:
        line["changed"] = line["before"] != line["after"]
        line["why"] = why if line["changed"] else ""
    changed = [line for line in lines if line["changed"]]
    return {
        "net": net,
        "before": result_view(before),
        "after": result_view(after),
        "lines": lines,
        "changed": changed,
    }


def _key(row: dict[str, Any]) -> tuple[str, str, str]:
    return row["payer"], row["payee"], row["reason"]


class Game:
    """A deal (or a session, with the pots carried over) played by a person at ``seat``
    against bots of one kind, dealt from ``seed`` exactly as ``tarock play`` deals it: the
    page's view of a ``tarock.table.Table``.

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
        *,
        at: State | None = None,
    ) -> None:
        ruleset = rules.get(variant, tuple(options)) if at is None else at.ruleset
        seats = ruleset.options.seats
        self.you = _seat(seat, seats)
        if deals < 1:
            raise ValueError(f"deals {deals}: a game has at least one deal")
        kinds = [PERSON if s == self.you else bots for s in range(seats)]
        if at is None:
            self.table = Table(ruleset, seed, kinds, deals=deals)
        else:  # a shared moment: the deal as it stood, the bots seeded from 0
            self.table = Table.at(at, kinds, seed)
        self.ruleset, self.seed, self.deals = ruleset, seed, deals
        self.names, self.kinds = self.table.names, kinds
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
            self.error = explain.readable(explain.named(str(error), self.names))
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
            advice = coach.advise(self.state, self.seed, HINT_WORLDS, HINT_SECONDS)
        except ValueError as error:  # one thing to do: nothing to advise
            self.error = str(error)
            return self.view()
        advice |= {
            "seconds": round(time.perf_counter() - started, 2),
            "most": HINT_WORLDS,
            "budget": HINT_SECONDS,
        }
        return self.view() | {"hint": advice}

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
            "filename": f"tarock-{self.ruleset.id}-{self.seed}.json",
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
        return out

    def _hidden(self) -> int | None:
        """The seat whose laid-away cards the scoreboard must not count yet: another
        seat's discard before the first trick is over (the person has not seen it)."""
        state = self.state
        if state.tricks or state.is_over:
            return None
        seat = state.discarder
        return None if seat == self.you else seat

    def _offer(self) -> tuple[list[View], list[View]]:
        state = self.state
        mine = self.table.waiting
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


def _seat(name: int | str, seats: int) -> int:
    number = seat(name)
    if not 0 <= number < seats:
        raise ValueError(f"seat {name} is not a seat here (A-{SEAT_NAMES[seats - 1]})")
    return number


class Viewer:
    """A game record, stepped through forward and back: every hand open (a view of the
    record's ``Table``, each deal's state taken back and forth with ``push`` and ``pop``)."""

    def __init__(self, text: str) -> None:
        record = loads_any(text)
        table = Table.replay(record)
        if isinstance(record, SessionRecord):
            assert table.session is not None
            self.deals, self.results = list(record.deals), list(table.session.deals)
        else:
            assert table.result is not None
            self.deals, self.results = [record], [table.result]
        self.deal = self.step = 0

    def goto(self, deal: int, step: int) -> View:
        """The position of deal ``deal`` after ``step`` actions (both clamped to the record)."""
        self.deal = max(0, min(deal, len(self.deals) - 1))
        record, result = self.deals[self.deal], self.results[self.deal]
        self.step = max(0, min(step, len(result.steps)))
        names = record.seats
        state = start(record)
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
                names[s]: [_card(card) for card in ordered(state.hands[s])] for s in state.seats
            },
            "result": result_view(result) if state.is_over else None,
            "final": result.state.position(),
        }
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


def from_position(text: str, seat: str, bots: str) -> str:
    """Start a game at a shared moment (a position's text), the person at ``seat``."""

    def begin() -> View:
        state = State.from_position(text)
        game = Game(state.ruleset.id, 0, seat, bots, at=state)
        _current["game"] = game
        return game.view()

    return _answer(begin)


def branch(text: str, step: int, seat: str, bots: str) -> str:
    """Play on from step ``step`` of the finished deal ``text`` (a position), the person at
    ``seat`` against ``bots``; the game's view shows both endings once it is over."""

    def begin() -> View:
        finished = State.from_position(text)
        if not finished.is_over:
            raise ValueError("position: the deal is not finished, so it has no ending to compare")
        original = Table.at(finished, "heuristic").result
        assert original is not None
        while len(finished.history) > max(0, int(step)):
            finished.pop()
        game = Game(finished.ruleset.id, 0, seat, bots, at=finished)
        game.original = original
        _current["game"] = game
        return game.view()

    return _answer(begin)


def hint() -> str:
    """The coach's advice for the person's choice in the game in progress."""
    game = _current.get("game")
    if not isinstance(game, Game):
        return json.dumps({"error": "no game in progress"})
    return _answer(game.hint)


def resettled(source: str, option: str) -> str:
    """The finished deal of the game (``source`` "game") or the record open in the viewer
    ("viewer") settled again with ``option`` (``NAME=VALUE``) changed, beside its own
    settlement."""

    def table() -> View:
        held = _current.get(source)
        if isinstance(held, Game) and held.result is not None:
            record = held.result.record
        elif isinstance(held, Viewer):
            record = held.deals[held.deal]
        else:
            raise ValueError("there is no finished deal to settle again")
        ruleset = recorded_ruleset(record)
        if option.startswith(RULES):
            other = rules.get(option.removeprefix(RULES))
            changes = settled_as(ruleset, other)
            if not changes:
                raise ValueError(f"a deal of {ruleset.title} cannot be settled as {other.title}")
            label = f"{other.title}'s settlement"
            why = f"{label}, after {in_words(other.sources[0])}"
        else:
            changes, label, why = [option], option_label(option), clause(ruleset, option)
        again = resettle(record, changes)
        out = comparison(again.before, again.after, why)
        total = sum(again.difference.values())
        changed = [option_label(change) for change in changes]
        return out | {"option": option, "label": label, "total": str(total), "changes": changed}

    return _answer(table)


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


def watch(variant: str, seed: int, options: str = "", step: int = -1) -> str:
    """Open in the viewer the deal ``watched`` plays (``options``: ``NAME=VALUE`` texts
    separated by spaces), at ``step`` (-1: its end)."""

    def begin() -> View:
        table = watched(variant, int(seed), options.split())
        viewer = Viewer(table.record.dumps())
        _current["viewer"] = viewer
        deal = len(viewer.deals) - 1
        end = len(viewer.results[deal].steps)
        return viewer.goto(deal, end if int(step) < 0 else int(step))

    return _answer(begin)


def goto(deal: int, step: int) -> str:
    """The open record's position at ``step`` of deal ``deal`` (1-based)."""
    viewer = _current.get("viewer")
    if not isinstance(viewer, Viewer):
        return json.dumps({"error": "no record is open"})
    return _answer(lambda: viewer.goto(int(deal) - 1, int(step)))


def _tables(ruleset: rules.Ruleset) -> list[int]:
    """The numbers of players the rule set is played by: its own, and four where its
    sources speak of the number of players (it cites one for ``seats``) and the
    four-handed table (the dealer's opposite sitting out) fits its options."""
    own = ruleset.options.seats
    if "seats" not in ruleset.cites:
        return [own]
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
        {"variants": variants, "bots": sorted(bots.KINDS), "pictures": pictures(), "pots": pots}
    )
