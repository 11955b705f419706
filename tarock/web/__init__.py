"""The play page's Python side: the calls the page makes, JSON text both ways.

The site's play page runs this package in the browser (Pyodide): the page only draws what
the views return (``tarock.web.views``) and sends back the text of the action a person
clicked. A ``Game`` (``tarock.web.game``) is a view of a ``tarock.table.Table``, which plays
the bots until the person has a choice to make, so the rules, the bots and the ledger are
exactly the tested ones; a ``Viewer`` steps through a game record forward and back. Bad
input gives ``{"error": "one line"}``, never a traceback.

Examples:
    >>> view = json.loads(new_game("grosstarock", 3, "B", "heuristic", 1))
    >>> view["prompt"], json.loads(act("pass"))["prompt"]
    ('Before trick 1: announce, or pass.', 'Your lead: play a card.')
    >>> json.loads(new_game("grosstarock", 3, "Z", "heuristic", 1))["error"]
    "'Z' is not a seat: give its letter (A-D) or its number (0-3)"
"""

from __future__ import annotations

import json
from collections.abc import Callable

from tarock import bots, rules
from tarock.engine.state import State
from tarock.records import RecordError
from tarock.resettle import resettle, settled_as
from tarock.results import recorded_ruleset
from tarock.rules.sources import in_words
from tarock.scoring.session import keeps_pots
from tarock.scoring.settlement import Pot
from tarock.table import Table
from tarock.web.game import HINT_SECONDS, HINT_WORLDS, Game, Viewer, watched
from tarock.web.views import RULES, View, clause, comparison, option_label, pictures

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
        changed = [option_label(change) for change in changes]
        return out | {"option": option, "label": label, "changes": changed}

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


__all__ = [
    "HINT_SECONDS",
    "HINT_WORLDS",
    "Game",
    "Viewer",
    "act",
    "branch",
    "from_position",
    "goto",
    "hint",
    "new_game",
    "open_record",
    "ready",
    "resettled",
    "watch",
    "watched",
]
