"""Every engine text a reader of the play page meets, collected by making the page's own
calls (``tarock.web``) in English with ``tarock.text.translate.recording``: what the
package's catalogue must translate.

The deals are the behaviour corpus (``tests/corpus/*.jsonl``): each record opened in the
record viewer at the end of every deal (the log, the payments, the explanation), and at
every step of it what a person to move would be offered (each choice and card with its
clause) and refused (the rule that forbids one card of the hand). Beside them, a game of
each rule set played on the page by clicking, a hint, the other settlements of a finished
deal, and the page's answers to a bad address or a bad file.

    >>> texts = record_texts(corpus_records("danish-tarok")[0])
    >>> "must follow suit" in texts and "Hands as dealt" in texts
    True
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, Final

from tarock import rules, web
from tarock.cards import ordered
from tarock.engine.actions import Discard, Play, card_of, parse_action
from tarock.engine.legal import why_illegal
from tarock.engine.phases import Phase
from tarock.engine.state import State
from tarock.records import Record, SessionRecord, loads_any
from tarock.results import recorded_ruleset, start
from tarock.text import coach, explain
from tarock.text.translate import recording
from tarock.web.game import Game
from tarock.web.views import choice_text, for_reader

ROOT: Final = Path(__file__).resolve().parents[1]
CORPUS: Final = ROOT / "tests" / "corpus"

GAMES: Final = (
    ("taroc-1754", 4, "A", 1, 0),
    ("taroc-1754", 5, "D", 1, 4),
    ("grosstarock", 3, "B", 1, 0),
    ("danish-tarok", 2, "B", 2, 0),
    ("danish-tarok", 7, "A", 1, 0),
    ("grand-tarot", 5, "B", 2, 0),
    ("tapp-tarock", 6, "B", 1, 0),
    ("tapp-tarock", 1, "A", 1, 0),
)
"""Games played on the page by clicking: rule set, seed, seat, deals, seats (0: its own)."""

ADDRESSES: Final = (
    "variant=nothing&seed=x&deals=y&deal=z&step=w&seat=Z&bots=nobody&seats=9",
    "variant=danish-tarok&deals=0&deal=0&pots=king:5&seat=D",
    "variant=taroc-1754&seats=4&seat=7",
)
"""Addresses with a value the page cannot use, each refused in a line."""

FILES: Final = ("not json", "{}", '{"format": "tarock-record", "version": 99}')
"""Files the record viewer cannot read."""


def corpus_records(variant: str | None = None) -> list[str]:
    """The corpus's records (of ``variant``, or all), each as the text of its file."""
    paths = sorted(CORPUS.glob("*.jsonl" if variant is None else f"{variant}.jsonl"))
    return [
        json.dumps(json.loads(line)["record"])
        for path in paths
        for line in path.read_text(encoding="utf-8").splitlines()
    ]


def _deals(record: Record | SessionRecord) -> list[Record]:
    return list(record.deals) if isinstance(record, SessionRecord) else [record]


def record_texts(text: str) -> set[str]:
    """What the page shows of the record ``text``: each deal in the viewer, at its start
    and its end, and at every step what a person to move is offered and refused."""
    with recording() as seen:
        opened = json.loads(web.open_record(text))
        assert "error" not in opened, opened["error"]
        for number, deal in enumerate(_deals(loads_any(text)), start=1):
            web.goto(number, 0)
            web.goto(number, len(deal.actions))
            _offered(deal)
    return seen


def _offered(record: Record) -> None:
    """At every step of ``record``: each legal choice and card with its clause, and the
    rule that forbids the first card of the hand that is not legal (as the page shows
    them to the person to move)."""
    state, names = start(record), record.seats
    words = state.ruleset.names
    for text in record.actions:
        if state.is_over:
            break
        legal = state.legal()
        shown: dict[str, Any] = {
            "choices": [
                {"label": choice_text(action, state), "clause": clause}
                for action, clause in legal.items()
                if card_of(action) is None
            ],
            "cards": [
                {"label": explain.label(card, words), "clause": clause}
                for action, clause in legal.items()
                if (card := card_of(action)) is not None
            ],
        }
        refused = _refused(state, legal)
        if refused:
            shown["error"] = explain.readable(explain.named(refused, names), words)
        for_reader(shown, words)
        state.apply(parse_action(text))


def _refused(state: State, legal: Iterable[Any]) -> str | None:
    """The rule that forbids the first card of the hand the player to move may not play
    or lay away now, if there is one."""
    allowed = {card_of(action) for action in legal}
    if state.phase not in (Phase.PLAY, Phase.DISCARD) or state.naming >= 0:
        return None
    for card in ordered(state.hands[state.to_move]):
        if card not in allowed:
            action = Play(card) if state.phase is Phase.PLAY else Discard(card)
            return why_illegal(state, action)
    return None


def _next_click(view: dict[str, Any]) -> str | None:
    """The click the browser tests make: a legal card, else a bid, a talon half, a suit
    or the next deal, else the last choice."""
    for card in view["hand"]:
        if card["legal"] and card["action"]:
            return str(card["action"])
    choices = view["choices"]
    eager = [c for c in choices if str(c["action"]).startswith(("bid", "take", "name", "next"))]
    return next((str(choice["action"]) for choice in eager or choices[-1:]), None)


def game_texts(variant: str, seed: int, seat: str, deals: int, seats: int = 0) -> set[str]:
    """What the page shows of a game played by clicking (as the browser tests click), with
    a hint at the first choice with more than one card, the other settlements of its
    first finished deal, and the page's refusals."""
    with recording() as seen:
        web.ready()
        view = json.loads(web.new_game(variant, seed, seat, "heuristic", deals, seats))
        hinted = False
        resettled = False
        while not view["over"]:
            if not hinted and sum(card["legal"] for card in view["hand"]) > 1:
                game = web._current["game"]
                assert isinstance(game, Game)
                advice = coach.advise(game.state, worlds=2)
                for_reader(advice, game.ruleset.names)
                hinted = True
            if view["result"] and not resettled:
                for alternative in view["result"]["alternatives"]:
                    web.resettled("game", alternative["option"])
                resettled = True
            action = _next_click(view)
            assert action, view["prompt"]
            view = json.loads(web.act(action))
        if not resettled:
            for alternative in view["result"]["alternatives"]:
                web.resettled("game", alternative["option"])
        json.loads(web.act("undo"))
        web.act("next deal")
        web.hint()
    return seen


def page_texts() -> set[str]:
    """The page's answers to what it cannot use: an address, a file, a call out of turn."""
    with recording() as seen:
        for query in ADDRESSES:
            web.address(query)
        for text in FILES:
            web.open_record(text)
        web._current.clear()
        web.act("pass")
        web.hint()
        web.goto(1, 0)
        web.resettled("game", "pagat_ultimo=0")
    return seen


def every_text(variants: Iterable[str] = rules.VARIANTS) -> Iterator[tuple[str, str]]:
    """Every text a reader meets, with where it was met: (text, where)."""
    for variant in variants:
        for text in corpus_records(variant):
            record = loads_any(text)
            where = f"{recorded_ruleset(record).id} corpus, seed {record.seed}"
            for found in sorted(record_texts(text)):
                yield found, where
        for game in GAMES:
            if game[0] == variant:
                for found in sorted(game_texts(*game)):
                    yield found, f"{variant} game, seed {game[1]}"
    for found in sorted(page_texts()):
        yield found, "the page's refusals"
