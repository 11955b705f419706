"""The teaching section's exercises, made from seeded deals when the site is built.

Five kinds, each answered by the package: a pile's card points exactly and in bands
(``points_by_seat``, ``banded``), which cards the dealer may lay away
(``discard_allowed``), what a hand declares and is paid (``declare``), which cards may be
played to a trick (``legal_actions``), and who wins a trick with the Fool in it (the
trick as the engine settled it). A wrong answer is told why, with the rule and its source.

Examples:
    >>> [e.kind for e in exercises()][:5]
    ['points', 'points', 'points', 'points', 'points']
    >>> len(exercises()) >= 24
    True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from html import escape
from typing import Any, Final

from sitegen.teach_html import answer_data, card_buttons, feedback, played, source_link
from tarock import rules
from tarock.cards import FOOL, Card, ordered, parse
from tarock.engine.actions import Action, Discard, Play
from tarock.engine.legal import Clause, discard_allowed, legal_actions, why_illegal
from tarock.engine.loop import run
from tarock.engine.phases import Phase
from tarock.engine.seats import SEAT_NAMES
from tarock.engine.state import State, Trick, deal
from tarock.play import play_deal
from tarock.players.heuristic import HeuristicPlayer
from tarock.rng import Rng
from tarock.rules.declarations import declare
from tarock.rules.ruleset import Names, Ruleset
from tarock.scoring.counting import piles, points_by_seat
from tarock.scoring.settlement import banded
from tarock.text.explain import label, labels, readable
from tarock.text.render import hand_svg

FIRST_SEED: Final = 1
"""Each exercise takes the first fitting deal from this seed up (a fixed search)."""
PLAN: Final = {
    "points": ("grosstarock", "danish-tarok", "grand-tarot", "grosstarock", "danish-tarok"),
    "discard": ("taroc-1754", "grosstarock", "danish-tarok", "grand-tarot", "tapp-tarock"),
    "declare": ("taroc-1754", "grosstarock", "danish-tarok", "grand-tarot", "grosstarock"),
    "legal": ("taroc-1754", "grosstarock", "danish-tarok", "grand-tarot", "tapp-tarock"),
    "winner": ("taroc-1754", "grosstarock", "danish-tarok", "grand-tarot", "danish-tarok"),
}
"""The rule set of each exercise, kind by kind."""
KINDS: Final = {
    "points": "Count the card points",
    "discard": "What may the dealer lay away?",
    "declare": "What does this hand declare?",
    "legal": "Which cards may be played?",
    "winner": "Who wins this trick?",
}


@dataclass(frozen=True)
class Exercise:
    """One exercise: what is shown and asked, and the package's answer with its reasons."""

    number: int
    kind: str
    variant: str
    seed: int
    question: str
    picture: str
    """The deal's cards as SVG (not to be clicked)."""
    answer: dict[str, Any]
    """What the page checks against: ``cards``, ``seat`` or ``numbers``."""
    choices: tuple[str, ...] = ()
    """Card codes or seat names to pick from (none for a number answer)."""
    fields: tuple[str, ...] = ()
    """The labels of the numbers asked."""
    why: dict[str, str] = field(default_factory=dict)
    """Per choice: why it is right or wrong."""
    rule: str = ""
    source: str = ""
    """The citation (``key`` or ``key, place``) of the rule."""
    key: str = ""
    """The answer in words, for the answer key."""


def _plain(text: str) -> str:
    """A message on one line (docstrings run over several)."""
    return " ".join(text.split())


def _signed(amount: int) -> str:
    """An amount won (plus sign) or paid (minus sign); 0 without a sign."""
    return f"{amount:+d}".replace("-", "\u2212") if amount else "0"


def _names(cards: list[Card] | tuple[Card, ...], names: Names) -> str:
    return labels(ordered(cards), names) or "none"


def _bots(ruleset: Ruleset, seed: int) -> list[HeuristicPlayer]:
    return [HeuristicPlayer(seed * 10 + seat) for seat in range(ruleset.options.seats)]


def _stop_at(ruleset: Ruleset, seed: int, phase: Phase) -> State | None:
    """The deal of ``seed`` played by heuristic players up to ``phase`` (None if it ends
    first)."""
    state = deal(ruleset, seed)
    run(state, _bots(ruleset, seed), stop=lambda s, legal: s.phase is phase)
    return None if state.is_over else state


# -- the five kinds -------------------------------------------------------------------------


PILE_ROW: Final = 10
"""Cards in a row of a counting exercise's pile: ten fit a phone's width."""
HAND_ROW: Final = 14
"""Cards in a row of a dealt hand: two rows for a dealer's 28, each the width of a printed
page with its cards large enough to read (8 pt corner numbers)."""


def _points(variant: str, seed: int) -> Exercise | None:
    ruleset = rules.get(variant)
    state = play_deal(ruleset, "heuristic", seed).state
    # Middlehand's pile: forehand, after the dealer, is not rounded in the Danish bands.
    seat = state.next_seat(state.next_seat(state.dealer))
    pile = piles(state)[seat]
    points = points_by_seat(state)[seat]
    if not isinstance(points, int) or len(pile) > 30:
        return None
    par = ruleset.options.par
    exact, bands = points - par, banded(points - par)
    name = SEAT_NAMES[seat]
    return Exercise(
        0,
        "points",
        variant,
        seed,
        f"At the end of a deal {name} holds these {len(pile)} cards. Count them (in threes,"
        f" 2 off each three), then settle them against {par}: exactly, and in bands of five.",
        hand_svg(pile, label=f"{name}'s cards at the end", per_row=PILE_ROW),
        {"numbers": [points, exact, bands]},
        fields=("Card points", f"Exactly against {par}", "In bands of five"),
        rule=(
            "Each King, the Pagat, the XXI and the Fool is worth 5, a Queen 4, a Cavalier 3, a"
            " Jack 2 and every other card 1; the cards are counted in threes with 2 taken off"
            f" each three. Exactly: the difference from {par} is paid. In bands: the"
            " difference is rounded to the nearest 5 (within 2 of the par pays nothing)."
        ),
        source=ruleset.citation("card_settlement"),
        key=f"{points} card points; exactly {_signed(exact)}; in bands {_signed(bands)}.",
    )


def _discard(variant: str, seed: int) -> Exercise | None:
    ruleset = rules.get(variant)
    state = _stop_at(ruleset, seed, Phase.DISCARD)
    if state is None:
        return None
    seat = state.to_move
    hand = state.hands[seat]
    allowed = discard_allowed(state)
    rng = Rng(seed)
    yes = [card for card in hand if card in allowed]
    no = [card for card in hand if card not in allowed]
    if len(yes) < 3 or len(no) < 3:
        return None
    shown = ordered([*rng.shuffled(yes)[:3], *rng.shuffled(no)[:3]])
    why = {
        card.code: (
            "may be laid away"
            if card in allowed
            else f"{label(card, ruleset.names)} may not be laid away"
        )
        for card in shown
    }
    name = SEAT_NAMES[seat]
    took = f"holds {len(hand)} cards after the deal"
    if ruleset.options.talon:
        took = "has taken the talon"
    return Exercise(
        0,
        "discard",
        variant,
        seed,
        f"{name} {took} and must lay away {ruleset.options.discard} cards."
        " Of the six cards below, pick every one the rules let him lay away.",
        hand_svg(hand, label=f"{name}'s hand", per_row=HAND_ROW),
        {"cards": [card.code for card in shown if card in allowed]},
        choices=tuple(card.code for card in shown),
        why=why,
        rule=_plain(why_illegal(state, Discard(no[0])).split(": ", 1)[1].split(" Legal:")[0]),
        source=ruleset.citation("discard_limit"),
        key=f"may: {_names([c for c in shown if c in allowed], ruleset.names)}; may not:"
        f" {_names([c for c in shown if c not in allowed], ruleset.names)}.",
    )


def _declare(variant: str, seed: int) -> Exercise | None:
    ruleset = rules.get(variant)
    state = deal(ruleset, seed)
    seat = state.next_seat(state.dealer)
    hand = state.dealt[seat]
    said = declare(hand, ruleset.options.declarations)
    if not said:
        return None
    total = sum(item.value for item in said)
    listed = "; ".join(f"{item.name}: {item.value}" for item in said)
    name = SEAT_NAMES[seat]
    return Exercise(
        0,
        "declare",
        variant,
        seed,
        f"{name} is dealt this hand. What does it declare, and how many game points does"
        " each opponent pay for all its declarations together?",
        hand_svg(hand, label=name, per_row=HAND_ROW),
        {"numbers": [total]},
        fields=("Paid by each opponent",),
        why={"found": listed},
        rule=f"This hand declares {listed} (total {total}).",
        source=ruleset.citation("declarations"),
        key=f"{listed}; each opponent pays {total}.",
    )


def _legal_state(ruleset: Ruleset, seed: int, index: int) -> State | None:
    """The first moment of the deal where the seat to move, not leading, may play two to
    six cards and may not play three or more: following suit for an even ``index``,
    trumping for an odd one (None if the deal has none)."""
    state = deal(ruleset, seed)
    wanted = Clause.TRUMP if index % 2 else Clause.FOLLOW

    def fits(s: State, legal: Mapping[Action, str]) -> bool:
        if s.phase is not Phase.PLAY or not s.trick or s.naming >= 0 or len(s.tricks) < 2:
            return False
        held = len(s.hands[s.to_move])
        return 2 <= len(legal) <= 6 and held - len(legal) >= 3 and wanted in legal.values()

    run(state, _bots(ruleset, seed), stop=fits)
    return None if state.is_over else state


def _legal(variant: str, seed: int, index: int = 0) -> Exercise | None:
    ruleset = rules.get(variant)
    state = _legal_state(ruleset, seed, index)
    if state is None:
        return None
    seat = state.to_move
    hand = ordered(state.hands[seat])
    legal = legal_actions(state)
    yes = [card for card in hand if Play(card) in legal]
    why = {
        card.code: (
            f"may be played: {legal[Play(card)]}"
            if card in yes
            else _plain(readable(why_illegal(state, Play(card)), ruleset.names).split(" Legal:")[0])
        )
        for card in hand
    }
    name = SEAT_NAMES[seat]
    return Exercise(
        0,
        "legal",
        variant,
        seed,
        f"Trick {len(state.tricks) + 1}: the cards so far are shown, and it is {name}'s turn."
        f" Pick every card in {name}'s hand that may be played now.",
        played(state.trick_seats, state.trick, "The trick so far"),
        {"cards": [card.code for card in yes]},
        choices=tuple(card.code for card in hand),
        why=why,
        rule=sorted({legal[Play(card)] for card in yes})[0],
        source=ruleset.sources[0],
        key=f"{_names(yes, ruleset.names)} ({sorted({legal[Play(card)] for card in yes})[0]}).",
    )


def _fool_trick(variant: str, seed: int, led: bool) -> Trick | None:
    state = play_deal(rules.get(variant), "heuristic", seed).state
    for trick in state.tricks:
        if FOOL in trick.cards and (trick.cards[0] is FOOL) == led:
            return trick
    return None


def _winner(variant: str, seed: int, led: bool = False) -> Exercise | None:
    ruleset = rules.get(variant)
    trick = _fool_trick(variant, seed, led)
    if trick is None:
        return None
    fool = ruleset.names.fool
    seats = tuple(SEAT_NAMES[s] for s in trick.seats)
    winner = SEAT_NAMES[trick.winner]
    owner = SEAT_NAMES[trick.seats[trick.cards.index(FOOL)]]
    top = trick.cards[trick.seats.index(trick.winner)]
    rule = (
        f"A trick goes to its highest trump, else to the highest card of the suit led. The"
        f" {fool} never wins a trick: it excuses its owner from following"
        + (
            ", and when it is led the next card played sets the suit (in Danish Tarok its"
            " owner names the suit, which the next player may rename)"
            if led
            else ""
        )
        + "."
    )
    why = {
        name: (
            f"{name} wins with {label(top, ruleset.names)}"
            if name == winner
            else (
                f"{name} played the {fool}, which never wins a trick"
                if name == owner
                else f"{name}'s card does not beat {label(top, ruleset.names)}"
            )
        )
        for name in seats
    }
    return Exercise(
        0,
        "winner",
        variant,
        seed,
        f"Trick {trick.number}, played in the order shown. Who wins it?"
        + (f" ({owner} led the {fool}.)" if led else ""),
        played(trick.seats, trick.cards, f"Trick {trick.number}"),
        {"seat": winner},
        choices=seats,
        why=why,
        rule=rule,
        source=ruleset.citation("fool_names_suit" if led else "fool_may_lead"),
        key=f"{winner}, with {label(top, ruleset.names)}.",
    )


def _first(kind: str, variant: str, index: int) -> Exercise:
    """The first seed's exercise of ``kind`` that fits (the search is fixed: one build, one
    set of exercises)."""
    for seed in range(FIRST_SEED + 7 * index, FIRST_SEED + 7 * index + 300):
        made: Exercise | None
        if kind == "winner":
            made = _winner(variant, seed, led=index == 4)
        elif kind == "legal":
            made = _legal(variant, seed, index)
        else:
            made = MAKERS[kind](variant, seed)
        if made is not None:
            return made
    raise LookupError(f"no {kind} exercise for {variant}")


MAKERS: Final = {"points": _points, "discard": _discard, "declare": _declare}


@cache
def exercises() -> tuple[Exercise, ...]:
    """Every exercise, numbered from 1, kind by kind."""
    out: list[Exercise] = []
    for kind, variants in PLAN.items():
        for index, variant in enumerate(variants):
            made = _first(kind, variant, index)
            out.append(_numbered(made, len(out) + 1))
    return tuple(out)


def _numbered(exercise: Exercise, number: int) -> Exercise:
    return Exercise(**{**exercise.__dict__, "number": number})


# -- the pages --------------------------------------------------------------------------------


def _choice_html(exercise: Exercise) -> str:
    if exercise.kind in ("discard", "legal"):
        return card_buttons([parse(code) for code in exercise.choices])
    if exercise.kind == "winner":
        buttons = "".join(
            f'<button type="button" class="md-button teach-seat" data-choice="{seat}"'
            f' aria-pressed="false">{seat}</button>'
            for seat in exercise.choices
        )
        return f'<div class="teach-choices" role="group" aria-label="Seats">{buttons}</div>'
    # A number field without inputmode: a phone's numeric keypad has no minus sign, and
    # a settlement can be negative.
    inputs = "".join(
        f'<label class="teach-field">{escape(text)} <input type="number" step="1"'
        f' data-field="{n}"></label>'
        for n, text in enumerate(exercise.fields)
    )
    return f'<div class="teach-fields">{inputs}</div>'


def _data(exercise: Exercise) -> str:
    ruleset = rules.VARIANTS[exercise.variant]
    data = {
        "kind": exercise.kind,
        **exercise.answer,
        "fields": list(exercise.fields),
        "why": exercise.why,
        "rule": exercise.rule,
        "source": source_link(exercise.source),
        "key": exercise.key,
        "title": ruleset.title,
    }
    return answer_data(data)


def exercise_html(exercise: Exercise) -> str:
    """One exercise as the page shows it: heading, question, picture, choices, check."""
    ruleset = rules.VARIANTS[exercise.variant]
    head = f"Exercise {exercise.number} · {ruleset.title} · deal no. {exercise.seed}"
    return "\n".join(
        [
            f"### {head} {{ #exercise-{exercise.number} }}",
            "",
            f'<div class="teach-exercise" data-exercise="{exercise.number}"'
            f' data-kind="{exercise.kind}" data-variant="{exercise.variant}" markdown="0">',
            f'<p class="teach-question">{escape(exercise.question)}</p>',
            f'<div class="teach-picture tarock-pictures">{exercise.picture}</div>',
            _choice_html(exercise),
            '<p class="teach-actions"><button type="button" class="md-button md-button--primary"'
            " data-check>Check</button></p>",
            feedback(),
            _data(exercise),
            "</div>",
            "",
        ]
    )


def sheet() -> str:
    """Every exercise, kind by kind, each under its kind's heading."""
    out: list[str] = []
    kind = ""
    for exercise in exercises():
        if exercise.kind != kind:
            kind = exercise.kind
            out += [f"## {KINDS[kind]} {{ #{kind} }}", ""]
        out.append(exercise_html(exercise))
    return "\n".join(out)


def answer_key() -> str:
    """The answer key: each exercise's answer as the package gives it."""
    lines = ["| Exercise | Rule set | Answer |", "| ---: | --- | --- |"]
    for exercise in exercises():
        title = rules.VARIANTS[exercise.variant].title
        link = f"[{exercise.number}](exercises.md#exercise-{exercise.number})"
        lines.append(f"| {link} | {title} | {exercise.key} |")
    return "\n".join(lines)
