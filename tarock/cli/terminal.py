"""Play a deal in the terminal against bots: the loop, the input it reads, the screen.

At every turn the loop asks the engine for the legal actions and offers exactly
those. An action that carries a card (a card to play or to lay away) is typed as
the card: its code (``hk``, ``t21``, ``f``), a historical name (``pagat``,
``sküs``), the suit symbol (``♥k``) or, when no menu is open, a trump's number
(``21``). Every other action (an announcement, a pass, whatever a rule set adds)
is offered in a numbered menu by its text, and chosen by its number or a word of
it. A card the rules forbid is refused with the engine's own explanation, which
names the rule, and the person is asked again. An action that is the only legal
one (a declaration, which the engine computes from the hand) is shown and taken.

    >>> from tarock import rules
    >>> from tarock.play import dealt
    >>> state = dealt(rules.get("grosstarock"), seed=1)  # seat 0 deals and lays away
    >>> interpret("d5", state), interpret("♦9", state)
    (Discard(card=D5), Discard(card=D9))
    >>> interpret("dk", state)
    Traceback (most recent call last):
    ...
    tarock.cli.terminal.InputError: DK may not be laid away: ...
    >>> interpret("quit", state)
    <Command.QUIT: 'quit'>

The bots are the seeded bots of ``tarock deal --players``: a person who plays as
the heuristic bot would plays the same deal as ``tarock deal --players heuristic``.
"""

from __future__ import annotations

import contextlib
import copy
import io
import re
import sys
import tempfile
from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import Enum
from pathlib import Path

from rich.console import Console
from rich.text import Text

from tarock import players, rules
from tarock.cards import SUITS, Card, CardError, Suit, ordered, parse
from tarock.engine.actions import (
    Action,
    ActionError,
    Announce,
    Bid,
    ChooseTalon,
    Declare,
    Demand,
    Discard,
    Hold,
    Pass,
    Play,
    card_of,
)
from tarock.engine.actions import parse_action as _parse_action
from tarock.engine.loop import Step
from tarock.engine.phases import Phase
from tarock.engine.seats import SEAT_NAMES
from tarock.engine.state import IllegalAction, State
from tarock.players.base import Player
from tarock.records import Record, SessionRecord
from tarock.results import DealResult, SessionResult
from tarock.rng import bot_seed
from tarock.rules.ruleset import Names
from tarock.scoring.counting import count, piles
from tarock.scoring.session import keeps_pots
from tarock.search import bots
from tarock.table import Setup, Table
from tarock.text import coach, explain

# -- reading a line ----------------------------------------------------------------------


class Quit(Exception):
    """The person stopped the game: ``quit``, the end of input, or Ctrl-C."""


class InputError(ValueError):
    """A line that is no legal choice now; the message says why (naming the rule)."""


class Command(Enum):
    """What a line may ask for besides an action."""

    QUIT = "quit"
    HELP = "help"
    HAND = "hand"
    UNDO = "undo"
    HINT = "hint"
    SEARCH = "search"


COMMANDS = {
    "q": Command.QUIT,
    "quit": Command.QUIT,
    "exit": Command.QUIT,
    "?": Command.HELP,
    "help": Command.HELP,
    "hand": Command.HAND,
    "undo": Command.UNDO,
    "hint": Command.HINT,
    "hint search": Command.SEARCH,
    "search": Command.SEARCH,
}
"""Commands by the words that ask for them."""

_FROM_SYMBOL = {suit.symbol: suit.value for suit in (*SUITS, Suit.FOOL)}

TYPING = (
    "  Type a card (hk, xxi or t21, pagat, f), a number from a menu, hint, undo, ? for help,"
    " quit to stop."
)

HELP = f"""\
  Cards: type them as shown (xxi, iv, pagat, ♥k) or by their codes: t21, t1,
         f (the Fool), hk, dq, cc (Cavalier), sj, s1 (Ace), h10. Historical names
         work (mond, sküs, scies, excuse), and, when no menu is open, a trump's
         number alone (21).
         When laying away, several cards may go on one line: d5 d9 h3.
  Menus: type the number, or a word of the choice (vole, pass).
  hint:  what the heuristic bot would do here, and why.
  hint search (or search): the play page's hint, the search player's choice: it deals
         the cards you have not seen again {coach.WORLDS} times and plays each choice out in each
         (a second or so); the same moment always gets the same advice.
  undo:  take back your last card (and what the others played after it).
  hand:  show your hand again.
  quit (or Ctrl-D): stop; the deal so far is saved, to go on with tarock play --resume."""


def no_such_card(word: str) -> str | None:
    """Why ``word``, which looks like a card, names none; None if it does not look like one.

    >>> no_such_card("t22")
    'there is no trump 22: the trumps run from 1 to 21'
    >>> no_such_card("h11")
    'there is no H11: a suit runs 1-10, J, C, Q, K'
    >>> no_such_card("pass") is None
    True
    """
    found = re.fullmatch(r"(t?)(\d+)|([hdcs])(\d+)", word.strip().lower())
    if found is None:
        return None
    if found[2] is not None:
        return f"there is no trump {int(found[2])}: the trumps run from 1 to 21"
    return f"there is no {word.strip().upper()}: a suit runs 1-10, J, C, Q, K"


def menu(legal: Iterable[Action]) -> list[Action]:
    """The legal actions that carry no card, in the engine's order: the numbered menu."""
    return [action for action in legal if card_of(action) is None]


def read_card(text: str, numbers: bool = False) -> Card | None:
    """The card ``text`` names, or ``None``; with ``numbers``, ``21`` is trump 21.

    >>> read_card("♥k"), read_card("pagat"), read_card("★"), read_card("21", numbers=True)
    (HK, T1, F, T21)
    >>> read_card("pass") is None
    True
    """
    word = text.strip()
    if word[:1] in _FROM_SYMBOL:
        word = _FROM_SYMBOL[word[0]] + word[1:]
    if numbers and word.isdigit() and 1 <= int(word) <= 21:
        word = f"T{int(word)}"
    try:
        return parse(word)
    except CardError:
        return None


# --8<-- [start:interpret]
def interpret(
    text: str,
    state: State,
    names: Sequence[str] = SEAT_NAMES,
    legal: Mapping[Action, str] | None = None,
) -> Action | Command:
    """The legal action (or command) that the line ``text`` asks for in ``state``, whose
    ``legal`` actions are found if not given.

    Raises ``InputError`` with a one-line reason otherwise: for a card the rules
    forbid, the engine's explanation, with seats called by ``names``.
    """
    word = " ".join(text.split()).lower()
    if not word:
        raise InputError("type a card, a number from the menu, ? for help, or quit")
    if word in COMMANDS:
        return COMMANDS[word]
    if legal is None:
        legal = state.legal()
    choices = menu(legal)
    if word.isdigit() and choices:
        number = int(word)
        if 1 <= number <= len(choices):
            return choices[number - 1]
        raise InputError(f"{word} is not on the menu: choose 1-{len(choices)}")
    for action in choices:
        if action.text.lower() == word:
            return action
    carded = len(choices) < len(legal)
    if carded and (card := read_card(word, numbers=not choices)) is not None:
        return _card_action(state, legal, card, names)
    found = _by_word(word, choices)
    if found is not None:
        return found
    if (card := read_card(word)) is not None:
        offered = ", ".join(f"{n}. {a.text}" for n, a in enumerate(choices, start=1))
        shown = explain.label(card, state.ruleset.names)
        raise InputError(f"{shown} is not a choice now: choose from {offered}")
    if (missing := no_such_card(word)) is not None:
        raise InputError(missing)
    raise InputError(
        f"{text.strip()!r} is not a card or a choice: type a card (hk, xxi or t21, pagat, f)"
        + (", a number from the menu" if choices else "")
        + ", ? for help, or quit"
    )


def _card_action(
    state: State, legal: Mapping[Action, str], card: Card, names: Sequence[str]
) -> Action:
    """The legal action that carries ``card``; if there is none, the engine says why not
    (it is given the action of the same kind, e.g. ``play HK``, and refuses it)."""
    for action in legal:
        if card_of(action) is card:
            return action
    verb = next(a.text.split()[0] for a in legal if card_of(a) is not None)
    try:
        wanted = _parse_action(f"{verb} {card.code}")
        state.copy().apply(wanted)
    except (ActionError, IllegalAction) as error:
        raise InputError(explain.named(str(error), names)) from None
    raise InputError(f"{card} is not a legal card now")  # pragma: no cover


# --8<-- [end:interpret]


def _by_word(word: str, choices: Sequence[Action]) -> Action | None:
    def words(action: Action) -> list[str]:
        return action.text.lower().replace(";", " ").split()

    found = [action for action in choices if word in words(action)]
    if not found:
        found = [a for a in choices if any(w.startswith(word) for w in words(a))]
    if len(found) > 1:
        numbers = ", ".join(f"{choices.index(a) + 1}. {a.text}" for a in found)
        raise InputError(f"{word!r} could be {numbers}: type the number")
    return found[0] if found else None


# -- the screen --------------------------------------------------------------------------


def styled(line: str) -> Text:
    """A line of plain text with colour: headings bold, red suits red, the Fool yellow,
    gains green and losses red, rule clauses in parentheses dim (on a terminal only).

        >>> [span.style for span in styled("Trick 2: A leads ♦10; B T3 (void)").spans]
        ['bold', 'dim', 'red']
    """
    text = Text(line)
    if line.startswith("Trick ") and ":" in line:  # a trick as played: its cards in colour
        text.stylize("bold", 0, line.index(":") + 1)
    elif line and not line.startswith(" "):
        text.stylize("bold")
        return text
    text.highlight_regex(r"\([^()]*\)", "dim")
    text.highlight_regex(r"[♥♦](?:10|[1-9JCQK])", "red")
    text.highlight_regex(r"★", "yellow")
    text.highlight_regex(r"(?<![\w/])\+\d+(?: \d+/\d+|/\d+)?", "green")
    text.highlight_regex(r"(?<![\w/])-\d+(?: \d+/\d+|/\d+)?", "red")
    return text


def _card_style(card: Card) -> str:
    if card.is_fool:
        return "yellow"
    if card.is_trump:
        return "cyan"
    return "red" if card.suit.is_red else ""


def hand_rows(
    hand: Iterable[Card], legal: Iterable[Card] | None = None, names: Names = explain.NAMES
) -> list[Text]:
    """A hand sorted and drawn one row per group (trumps, the Fool, each suit).

    When only some cards are legal, those are marked in brackets (and bold on a
    terminal, the others dim).

        >>> from tarock.cards import parse_many
        >>> [row.plain for row in hand_rows(parse_many("HK T3 F H1 C2"), parse_many("H1 HK"))]
        ['    III', '    Fool', '    [♥1] [♥K]', '    ♣2']
    """
    cards = ordered(hand)
    allowed = set(cards if legal is None else legal)
    marked = not allowed.issuperset(cards)
    groups = [[c for c in cards if c.is_trump], [c for c in cards if c.is_fool]]
    groups += [[c for c in cards if c.suit is suit] for suit in SUITS]
    rows = []
    for group in groups:
        if not group:
            continue
        row = Text("   ")
        for card in group:
            name = explain.label(card, names)
            if not marked:
                row.append(" " + name, _card_style(card))
            elif card in allowed:
                row.append(" [")
                row.append(name, f"bold underline {_card_style(card)}".strip())
                row.append("]")
            else:
                row.append(" " + name, f"dim {_card_style(card)}".strip())
        rows.append(row)
    return rows


# -- the game ------------------------------------------------------------------------------

Reader = Callable[["Game"], str]
"""Reads the person's next line (the prompt is already shown); raises ``EOFError`` at
the end of input."""


def keyboard(console: Console) -> Reader:
    """Read lines from standard input; when it is not a terminal, echo them, so that a
    scripted session reads like a typed one."""
    interactive = sys.stdin.isatty()
    if interactive:
        with contextlib.suppress(ImportError):
            import readline  # noqa: F401 (line editing and history for input())

    def read(game: Game) -> str:
        line = input()
        if not interactive:
            console.print(line, markup=False, highlight=False)
        return line

    return read


class Game:
    """The deal in play at ``table`` (a ``tarock.table.Table``, which plays the bots and
    keeps the deal: a session's, or a resumed record's), played in the terminal by the
    person at ``table.person``."""

    def __init__(self, table: Table, console: Console, read: Reader | None = None) -> None:
        self.table = table
        self.console = console
        self.read = read or keyboard(console)
        self.names = list(table.names)
        self.human = table.person
        """The person's seat."""
        seed = table.deal_seed if table.deal_seed is not None else table.seed
        assert seed is not None  # the terminal deals from a seed
        self.seed = seed
        self.advisor = players.HeuristicPlayer(bot_seed(self.seed, self.human))
        """The heuristic bot that gives hints (copied for each, so it never moves on)."""
        self.undoable = False
        """Whether the person's last card may be taken back now."""
        self._recount()

    @property
    def state(self) -> State:
        """The deal in play."""
        return self.table.state

    @property
    def words(self) -> Names:
        """The rule set's own names for its cards."""
        return self.table.state.ruleset.names

    def _recount(self) -> None:
        """What the screen keeps of the deal so far: the trick in progress (after a resume,
        or a card taken back)."""
        self.queue: list[str] = []
        self.passed: list[tuple[str, str]] = []
        """Who has passed (and under which clause) since the last action of another kind."""
        plays = [step for step in self.table.steps if isinstance(step.action, Play)]
        in_trick = plays[len(plays) - len(self.state.trick) :] if self.state.trick else []
        self.plays: list[tuple[str, Card, str]] = [
            (self.names[step.seat], card, step.clause)
            for step in in_trick
            if (card := card_of(step.action)) is not None
        ]
        """The cards of the trick in progress: who, which card, under which clause."""
        self.shown = 0
        """How many of them the screen has shown as the trick so far."""
        self.forced = False
        """Whether the person's forced action was just shown."""

    def _seen(self, step: Step, phase: Phase) -> None:
        """Show an action just taken."""
        self._show(step.seat, step.action, step.clause, phase)

    # -- output ------------------------------------------------------------------------

    def say(self, *lines: str | Text) -> None:
        say(self.console, *lines, names=self.words)

    @property
    def you(self) -> str:
        return self.names[self.human]

    # -- the loop ------------------------------------------------------------------------

    def run(self, intro: Sequence[str] = ()) -> DealResult:
        """Play the deal to its end (the table plays the bots; the person is asked at each
        turn) and return it. Raises ``Quit`` if the person stops.

        ``intro``: lines for a deal of a session (else the game introduces itself)."""
        if intro:
            self.say("", *intro, self._role())
        else:
            self._opening()
        if self.state.history:
            self.say(f"  Resumed after {len(self.state.history)} actions.")
        if self.state.phase is Phase.TALON:
            self._talon()
        human = self.human
        while not self.state.is_over:
            self.table.advance(self._seen, stop=lambda state, legal: state.to_move == human)
            if not self.state.is_over:
                self._turn()
        result = self.table.result
        assert result is not None
        self._closing(result)
        return result

    def record(self) -> Record:
        """The record of the deal as played so far."""
        return self.table.deal_record()

    def _opening(self) -> None:
        table = self.table
        self.say(
            explain.heading(table.ruleset, rules.changed_options(table.ruleset)),
            f"  Seed {self.seed}; {self.names[self.state.dealer]} deals.",
            self._role(),
            TYPING,
        )

    def _role(self) -> str:
        """Which seat the person plays, and who plays the others."""
        state, table = self.state, self.table
        if self.human not in state.seats:
            return f"  You sit out this deal ({self.you}); the bots play it."
        role = explain.seat_role(state, self.human) or "a player"
        others = [
            f"{self.names[seat]} ({kind})"
            for seat, kind in enumerate(table.kinds)
            if seat != self.human and seat in state.seats
        ]
        return f"  You are {self.you} ({role}); against you: {' and '.join(others)}."

    # -- the person's turn -------------------------------------------------------------

    def _turn(self) -> None:
        """The person's turn: their only legal action shown and taken, or lines read until
        one is a legal choice (taken) or takes a card back."""
        state, legal = self.state, self.table.legal
        if len(legal) == 1:
            (action,) = legal
            self._forced(action, legal[action])
            self.undoable = False
            self.table.act(action, self._seen, chosen=False)
            return
        if not self.queue:
            self._offer()
        while True:
            if self.queue:
                text = self.queue.pop(0)
            else:
                text = self._line()
                words = text.split()
                if len(words) > 1 and all(read_card(word) is not None for word in words):
                    self.queue = words[1:]
                    text = words[0]
            try:
                choice = interpret(text, state, self.names, legal)
            except InputError as error:
                self.queue.clear()
                self.say(Text(f"  ✗ {self._readable(str(error))}", "red"))
                continue
            if choice is Command.QUIT:
                raise Quit
            if choice is Command.HELP:
                self.say(Text(HELP))
            elif choice is Command.HAND:
                self._offer()
            elif choice is Command.HINT:
                self.say(self._hint())
            elif choice is Command.SEARCH:
                self.say(self._hint(search=True))
            elif choice is Command.UNDO:
                if self._undo():
                    return
            elif isinstance(choice, Command):  # pragma: no cover
                raise AssertionError(choice)
            else:
                self.undoable = card_of(choice) is not None
                self.table.act(choice, self._seen)
                return

    def _hint(self, search: bool = False) -> str:
        """What the heuristic bot (or with ``search`` the coach, the play page's hint: the
        same advice for the same position) would do here, and why."""
        state = self.state
        if search:
            advice = coach.advise(state)
            action = next(a for a in self.table.legal if a.text == advice["action"])
            why = str(advice["reason"]).removesuffix(".")
        else:
            action, why = copy.deepcopy(self.advisor).advise(state, self.table.legal)
        card = card_of(action)
        what = (
            f"{action.text.split()[0]} {explain.label(card, state.ruleset.names)}"
            if card
            else describe(action, state)
        )
        who = "search player" if search else "heuristic bot"
        return f"  Hint: {what}, the {who}'s choice: {why}."

    def _undo(self) -> bool:
        """Take back the person's last card and everything after it; False (and say why)
        if there is nothing to take back."""
        if not self.undoable:
            self.say(Text("  ✗ nothing to take back: undo takes back your last card, once", "red"))
            return False
        taken = self.table.undo()
        mine = card_of(taken[0].action)
        assert mine is not None
        after = [
            f"{self.names[step.seat]}'s {explain.label(card, self.words)}"
            for step in taken[1:]
            if (card := card_of(step.action)) is not None
        ]
        self._recount()
        self.undoable = False
        more = f" (and {', '.join(after)} after it)" if after else ""
        self.say(f"  Taken back: your {explain.label(mine, self.words)}{more}.")
        return True

    def _readable(self, message: str) -> str:
        """An engine message for the person: "your hand", and the legal cards drawn as in
        the hand (``explain.readable``)."""
        return explain.readable(message.replace(f"{self.you}'s hand", "your hand"), self.words)

    def _line(self) -> str:
        legal = self.table.legal
        choices = menu(legal)
        if len(choices) == len(legal):
            prompt = f"Your choice [1-{len(choices)}]> "
        else:
            verb = next(a.text.split()[0] for a in legal if card_of(a) is not None)
            prompt = {"play": "Your card", "discard": "Card to lay away"}.get(
                verb, f"Card to {verb}"
            )
            prompt += f" or choice [1-{len(choices)}]> " if choices else "> "
        self.console.print(Text(prompt, "bold"), end="")
        try:
            return self.read(self)
        except (EOFError, KeyboardInterrupt):
            self.console.print()
            raise Quit from None

    def _offer(self) -> None:
        """Show the trick so far, the hand with the legal cards marked, and the menu."""
        state, legal = self.state, self.table.legal
        cards = {card: clause for a, clause in legal.items() if (card := card_of(a)) is not None}
        choices = menu(legal)
        self.say("", self._situation())
        if state.phase in (Phase.PLAY, Phase.ANNOUNCE) and state.tricks:
            self.say(self._taken())
        hand = state.hands[self.human]
        self.say(*hand_rows(hand, cards if cards else None, self.words))
        if cards:
            self.say(self._legal_line(hand, cards, self.words))
        clauses = {legal[action] for action in choices}
        if len(choices) > 1 and len(clauses) == 1:
            self.say(f"  {clauses.pop()}:")
            self.say(*(f"  {n}. {describe(a, state)}" for n, a in enumerate(choices, start=1)))
        else:
            self.say(
                *(f"  {n}. {describe(a, state)} ({legal[a]})" for n, a in enumerate(choices, 1))
            )

    def _situation(self) -> str:
        """A heading for the person's turn: the trick so far, or what is being decided."""
        state = self.state
        if state.phase is Phase.PLAY:
            self.shown = len(self.plays)
            so_far = explain.trick_text(self.plays, self.words) if self.plays else "your lead"
            return f"Trick {state.trick_number}: {so_far}"
        if state.phase is Phase.DISCARD:
            left = state.options.discard - len(state.discard)
            more = " more" if state.discard else ""
            role = "the declarer" if state.declarer >= 0 else "the dealer"
            return f"You lay away {left}{more} card{'s' * (left != 1)} (as {role})"
        if state.phase is Phase.ANNOUNCE:
            return f"Before trick {state.trick_number}"
        if state.phase is Phase.DEAL:
            return "Your hand as dealt"
        return f"Your turn ({state.phase.value})"

    def _taken(self) -> str:
        """The card points each seat has taken so far (its tricks, and any discard)."""
        state = self.state
        taken = piles(state)
        points = ", ".join(
            f"{self.names[seat]} {explain.number(count(taken[seat]))}" for seat in state.seats
        )
        return f"  card points so far: {points}"

    def _talon(self) -> None:
        """The talon turned up: each half with its cards."""
        self.say("", f"The talon is turned up: {explain.talon_text(self.state)}")

    @staticmethod
    def _legal_line(hand: Sequence[Card], cards: dict[Card, str], names: Names) -> str:
        clauses = list(dict.fromkeys(cards.values()))
        if len(clauses) == 1 and set(cards) == set(hand):
            return f"  legal: every card ({clauses[0]})"
        groups = [
            explain.labels(ordered(c for c, why in cards.items() if why == clause), names)
            + f" ({clause})"
            for clause in clauses
        ]
        return "  legal: " + "; ".join(groups)

    def _forced(self, action: Action, clause: str) -> None:
        card = card_of(action)
        if isinstance(action, Declare):
            return  # shown once made
        if card is None:
            self.say(f"  You: {describe(action, self.state)}, the only choice ({clause})")
            self.forced = True
            return
        only = explain.label(card, self.words)
        self.say("", self._situation(), f"  Your only legal card: {only} ({clause})")

    # -- what happened -------------------------------------------------------------------

    def _passes(self) -> None:
        """Show the passes made since the last action of another kind, one line a clause."""
        for clause in dict.fromkeys(why for _, why in self.passed):
            self.say(f"  {', '.join(who for who, why in self.passed if why == clause)}: {clause}")
        self.passed = []

    def _show(self, seat: int, action: Action, clause: str, phase: object) -> None:
        state, who = self.state, self.names[seat]
        if self.passed and not isinstance(action, Pass):
            self._passes()
        if self.queue and state.to_move != self.human:
            self.say(Text(f"  ignored: {' '.join(self.queue)} (one card at a time)", "yellow"))
            self.queue.clear()
        unseen = self.plays and self.shown != len(self.plays)
        if phase is Phase.PLAY and not isinstance(action, Play) and unseen:
            # e.g. the Fool's suit is named: show the trick so far first
            self.say(
                "", f"Trick {state.trick_number}: {explain.trick_text(self.plays, self.words)}"
            )
            self.shown = len(self.plays)
        if isinstance(action, Play):
            self.plays.append((who, action.card, clause))
            if len(self.plays) == len(state.seats):
                trick = state.tricks[-1]
                winner = self.names[trick.winner]
                text = explain.trick_text(self.plays, self.words)
                self.say(f"Trick {trick.number}: {text}. {winner} wins.")
                self.plays = []
        elif isinstance(action, Discard):
            if state.phase is not phase:  # the discard is complete
                if seat == self.human:
                    self.say(f"  {explain.laid_away(state, 'You', face_up=True)}")
                else:
                    self.say("", explain.laid_away(state, who, face_up=False))
        elif isinstance(action, Declare):
            if sum(held is not None for held in state.declared) == 1:
                self.say("", "Declarations")
            self.say(*(f"  {line}" for line in explain.declared(state, seat, self.names)))
        elif isinstance(action, Announce):
            self.say(f"  {who} announces {action.kind.value.capitalize()} ({clause})")
        elif isinstance(action, Pass):
            self.passed.append((who, clause))
            if state.phase is not phase or state.to_move == self.human:
                self._passes()
        elif self.forced and seat == self.human:
            pass  # shown as the only choice
        elif isinstance(action, Bid):
            self.say(f"  {who} bids {action.game.capitalize()}")
        elif isinstance(action, Hold):
            self.say(f"  {who} holds")
        elif isinstance(action, ChooseTalon):
            half = explain.labels(state.talon_half(action.half), self.words)
            self.say(f"  {who} takes the {action.half.value} half: {half}")
        else:
            self.say(f"  {who}: {describe(action)} ({clause})")
        self.forced = False
        if state.phase is Phase.TALON and phase is not Phase.TALON:
            self._talon()

    def _closing(self, result: DealResult) -> None:
        if result.state.thrown_in is not None:
            self.say("", f"No play: {explain.thrown_in_text(result.state, self.names)}.")
            return
        self.say(
            "",
            "The deal is over",
            *explain.summary_lines(result),
            "",
            "Discard",
            *explain.discard_lines(result),
            "",
            "Payments",
            *explain.payment_lines(result),
            "",
            "Card points",
            explain.card_points_line(result),
            "",
            "Net",
            explain.net_line(result),
        )


def say(console: Console, *lines: str | Text, names: Names = explain.NAMES) -> None:
    """Print lines of plain text (styled by ``styled``, in the rule set's own ``names``:
    ``explain.own_words``) or rich ``Text``."""
    for line in lines:
        console.print(styled(explain.own_words(line, names)) if isinstance(line, str) else line)


class Session:
    """Several deals in the terminal with the pots carried over, the deal passing round:
    a view of a ``tarock.table.Table`` playing a session (a new one, or a resumed one)."""

    def __init__(self, table: Table, console: Console, read: Reader | None = None) -> None:
        self.table = table
        self.console = console
        self.read = read or keyboard(console)
        self.names = list(table.names)
        self.first = table.results[0].state.dealer if table.results else table.dealer
        """The seat that deals the first deal."""

    def say(self, *lines: str | Text) -> None:
        say(self.console, *lines, names=self.table.state.ruleset.names)

    def record(self) -> SessionRecord:
        """The record of the session so far: the deals played, and the one in play."""
        record = self.table.record
        assert isinstance(record, SessionRecord)
        return record

    def run(self) -> SessionResult:
        """Play every deal, then return the session."""
        table, names = self.table, self.names
        options = table.ruleset.options
        self.say(
            explain.heading(table.ruleset, rules.changed_options(table.ruleset)),
            f"  A session of {table.deals} deal{'s' * (table.deals != 1)}, seed {table.seed};"
            f" {names[self.first]} deals first, then the deal passes on.",
            TYPING,
        )
        done = len(table.results)
        if table.result is not None:  # resumed between deals
            table.next_deal()
        if done:
            totals = explain.totals_text(table.totals(), names)
            self.say("", f"Resumed after {done} deal{'s' * (done != 1)}; totals so far: {totals}")
        while True:
            title = f"Deal {table.number + 1} of {table.deals}: {names[table.dealer]} deals"
            intro = [title + (" again" if table.attempt else "")]
            intro += explain.ledger_lines(table.stake, names)
            if keeps_pots(options):
                intro.append(f"  Pots: {explain.pots_text(table.pots)}")
            Game(table, self.console, self.read).run(intro)
            if keeps_pots(options):
                self.say(f"  Pots after the deal: {explain.pots_text(table.pots)}")
            self.say(f"  Totals so far: {explain.totals_text(table.totals(), names)}")
            if table.session is not None:
                break
            table.next_deal()
        session = table.session
        self.say(
            "",
            "The session is over",
            "",
            "Sharing the pots",
            *explain.ledger_lines(session.final, names),
            "",
            "Totals",
            "  " + explain.totals_text(session.totals(), names),
        )
        return session


def describe(action: Action, state: State | None = None) -> str:
    """A menu entry for an action without a card (any other action: its text); with the
    state, a talon half is shown with its cards.

    >>> from tarock.engine.actions import PASS, Contract
    >>> describe(Announce(Contract.VOLE)), describe(PASS)
    ('Vole: to take every trick', 'pass')
    """
    if isinstance(action, Announce):
        goal = {"vole": "to take every trick", "nolo": "to take no trick"}.get(action.kind.value)
        return action.kind.value.capitalize() + (f": {goal}" if goal else "")
    if isinstance(action, Demand):
        wanted = {"redeal": "a new deal", "fool": "the Fool"}.get(action.claim.value)
        return f"demand {wanted or action.claim.value}"
    if isinstance(action, ChooseTalon) and state is not None:
        return (
            f"{action.text}: {explain.labels(state.talon_half(action.half), state.ruleset.names)}"
        )
    return action.text


# -- saving, and a session written out for the site -----------------------------------------


def default_record_path(table: Table, folder: Path = Path()) -> Path:
    """``tarock-<variant>-<seed>.json`` in ``folder``, or with ``-2``, ``-3``, ... before
    ``.json`` if that file exists already (an earlier record is never overwritten)."""
    stem = f"tarock-{table.ruleset.id}-{table.seed}"
    path = folder / f"{stem}.json"
    number = 1
    while path.exists():
        number += 1
        path = folder / f"{stem}-{number}.json"
    return path


class Stopped(Exception):
    """The person stopped before the end; ``path`` holds the record of the game so far."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"stopped; the game so far is saved to {path}")
        self.path = path


def finish(
    game: Game | Session, path: Path, shown: Path | None = None
) -> DealResult | SessionResult:
    """Play ``game`` (a deal or a session) to its end, then save its record to ``path`` and
    say so (naming ``shown``, if given). If the person stops early (``Quit``, Ctrl-C), the
    record of the game so far is saved there instead and ``Stopped`` is raised: ``tarock
    play --resume`` goes on with it."""
    try:
        result = game.run()
    except (Quit, KeyboardInterrupt):
        game.record().save(path)
        raise Stopped(path) from None
    result.record.save(path)
    where = shown or path
    game.say("", f"Record saved to {where}; explain it with: tarock replay {where}")
    return result


def resume(
    record: Record | SessionRecord, console: Console, read: Reader | None = None
) -> Game | Session:
    """The game a record saved before its end goes on with: the same seats, bots and
    seed, every recorded action taken again. ``RecordError`` if it cannot go on."""
    return start(Table.replay(record, finished=False), console, read)


def start(table: Table, console: Console, read: Reader | None = None) -> Game | Session:
    """A game of one deal, or a session, as the table asks."""
    return Session(table, console, read) if table.is_session else Game(table, console, read)


class Autopilot:
    """Types for the person what a bot would choose: a card's code, or a menu number.

    Once, at the first trick where it must follow, it first tries a card that the rules
    forbid, to show the refusal. Used for the site's recorded session and the tests.
    """

    def __init__(self, kind: str = "heuristic", mistake: bool = True) -> None:
        self.kind = kind
        self.mistake = mistake
        self.game: Game | None = None
        """The deal its bot was made for (held, so that no later deal can share its id)."""
        self.bot: Player | None = None

    def __call__(self, game: Game) -> str:
        state, legal = game.state, game.table.legal
        if self.bot is None or self.game is not game:
            # each deal's bot is seeded as the bots of ``play_deal`` are
            self.game, self.bot = game, bots.make(self.kind, bot_seed(game.seed, game.human))
        bot = self.bot
        hand = state.hands[state.to_move]
        allowed = {card_of(action) for action in legal}
        wrong = [card for card in hand if card not in allowed]
        if self.mistake and wrong and state.trick and isinstance(next(iter(legal)), Play):
            self.mistake = False
            line = wrong[-1].code.lower()
        else:
            action = bot.choose(state, legal)
            card = card_of(action)
            line = card.code.lower() if card else str(menu(legal).index(action) + 1)
        game.console.print(line, markup=False, highlight=False)
        return line


def transcript(
    variant: str = "grosstarock",
    seed: int = 5,
    human: int = 1,
    options: Sequence[str] = (),
    deals: int = 1,
    width: int = 100,
) -> str:
    """A whole session of ``tarock play`` as plain text, the person's lines typed by an
    ``Autopilot``: what the site shows as a recorded session."""
    return recorded(variant, seed, human, options, deals, width)[0]


def recorded(
    variant: str = "grosstarock",
    seed: int = 5,
    human: int = 1,
    options: Sequence[str] = (),
    deals: int = 1,
    width: int = 100,
) -> tuple[str, DealResult | SessionResult]:
    """``transcript``, and the deal or session it played (as replayed from its record)."""
    buffer = io.StringIO()
    console = Console(
        file=buffer, width=width, soft_wrap=True, color_system=None, markup=False, emoji=False
    )
    command = f"tarock play --variant {variant} --seed {seed}"
    command += "".join(f" -o {option}" for option in options)
    command += f" --seat {human}" if human != 1 else ""
    command += f" --deals {deals}" if deals != 1 else ""
    console.print(f"$ {command}", markup=False, highlight=False)
    table = Table.set_up(Setup(variant, seed, human, deals=deals, options=options, flags=True))
    path = default_record_path(table)
    with tempfile.TemporaryDirectory() as folder:
        result = finish(start(table, console, Autopilot()), Path(folder) / path, shown=path)
    return buffer.getvalue(), result
