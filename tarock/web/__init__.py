"""The play page's Python side: the calls the page makes, JSON text both ways.

The site's play page runs this package in the browser (Pyodide): the page only draws what
the views return (``tarock.web.views``) and sends back the text of the action a person
clicked. A ``Game`` (``tarock.web.game``) is a view of a ``tarock.table.Table``, which plays
the bots until the person has a choice to make, so the rules, the bots and the ledger are
exactly the tested ones; a ``Viewer`` steps through a game record forward and back. Bad
input gives ``{"error": "one line"}``, never a traceback.

May import every other part of the package but the command line (``tarock.cli``).

Examples:
    >>> view = json.loads(new_game("grosstarock", 3, "B", "heuristic", 1))
    >>> view["prompt"], json.loads(act("pass"))["prompt"]
    ('Before trick 1: announce, or pass.', 'Your lead: play a card.')
    >>> json.loads(new_game("grosstarock", 3, "Z", "heuristic", 1))["error"]
    "'Z' is not a seat: give its letter (A-D) or its number (0-3)"
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from urllib.parse import parse_qsl

from tarock import fast, rules
from tarock.analysis.resettle import causes, resettle, settled_as
from tarock.engine.seats import SEAT_NAMES, seat
from tarock.engine.state import State
from tarock.records import RecordError
from tarock.results import recorded_ruleset
from tarock.rules.sources import in_words
from tarock.scoring.session import keeps_pots
from tarock.scoring.settlement import Amount, Pot
from tarock.search import bots
from tarock.table import Table
from tarock.text import explain
from tarock.text.language import LANGUAGES, speaking
from tarock.text.translate import in_language, sentence
from tarock.web.game import HINT_WORLDS, Game, Viewer, read_pots, watched
from tarock.web.views import (
    RULES,
    View,
    by_clause,
    clause,
    comparison,
    for_reader,
    option_label,
    pictures,
)

# -- the page's calls (JSON text both ways) ------------------------------------------------

_current: dict[str, Game | Viewer] = {}
_reader = {"language": LANGUAGES[0]}
"""The language of the page that calls (``set_language``)."""


def set_language(language: str) -> str:
    """Write every text of the calls that follow in ``language`` (the page's own, ``en``
    or ``da``; any other is English): ``{"language": ...}``, the one taken.

    >>> set_language("da"), set_language("xx")
    ('{"language": "da"}', '{"language": "en"}')
    """
    _reader["language"] = language if language in LANGUAGES else LANGUAGES[0]
    return json.dumps({"language": _reader["language"]})


def _answer(make: Callable[[], View]) -> str:
    """``make()`` as JSON text, its texts in the page's language; bad input gives
    ``{"error": "one line"}``."""
    with speaking(_reader["language"]):
        try:
            return json.dumps(make())
        except (ValueError, RecordError) as error:  # UnknownVariant is a ValueError too
            return json.dumps({"error": sentence(str(error), in_language(str(error)))})


def _refused(text: str) -> str:
    """``{"error": text}``, in the page's language."""
    with speaking(_reader["language"]):
        return json.dumps({"error": in_language(text)})


def new_game(variant: str, seed: int, seat: str, bots: str, deals: int, seats: int = 0) -> str:
    """Start a game (``seats``: 4 for the four-handed table, 0 for the rule set's own);
    its first view."""

    def begin() -> View:
        options = (f"seats={int(seats)}",) if int(seats) else ()
        game = Game(variant, int(seed), seat, bots, int(deals), options)
        _current["game"] = game
        return game.view()

    return _answer(begin)


def _position(text: str) -> State:
    """The state a position's text describes; an error names the seats by their letters."""
    try:
        return State.from_position(text)
    except ValueError as error:
        raise ValueError(explain.named(str(error), SEAT_NAMES)) from None


def _at(state: State, seed: int, seat: str, bots: str, deal: int = 0, pots: str = "") -> Game:
    """A game at ``state``, named by ``seed`` (-1: none) only if that seed deals its cards
    (with ``deal``, not 0: if deal ``deal`` of the page's session of ``seed`` does), its
    deal settled with ``pots`` (the address's text; "" for none)."""
    given = _pots(state, pots)
    number = int(deal) if int(deal) > 0 else None
    named = int(seed) if int(seed) >= 0 else None
    game = Game(state.ruleset.id, named, seat, bots, at=state, number=number, pots=given)
    if named is not None and game.seed is None:
        which = f" as deal {number} of its session" if number else ""
        game.error = f"Seed {seed} does not deal these cards{which}, so this game names no seed."
    elif pots and given is None:
        game.error = f"{state.ruleset.title} keeps no pots, so the address's pots are left out."
    _current["game"] = game
    return game


def _pots(state: State, text: str) -> dict[Pot, Amount] | None:
    """The pots the address gives, where the rule set of ``state`` keeps pots."""
    pots = read_pots(text)
    return pots if keeps_pots(state.options) else None


def from_position(
    text: str, seat: str, bots: str, seed: int = -1, deal: int = 0, pots: str = ""
) -> str:
    """Start a game at a shared moment (a position's text), the person at ``seat``;
    ``seed``: the seed that dealt it, if the address carries one (``deal``: the deal's
    number in the session of that seed, 0 for none); ``pots``: the pots as the deal
    began (``king:65,pagat:70``; "" for none)."""
    return _answer(lambda: _at(_position(text), seed, seat, bots, deal, pots).view())


def branch(
    text: str, step: int, seat: str, bots: str, seed: int = -1, deal: int = 0, pots: str = ""
) -> str:
    """Play on from step ``step`` of the finished deal ``text`` (a position), the person at
    ``seat`` against ``bots`` (``seed``, ``deal`` and ``pots`` as for ``from_position``);
    the game's view shows both endings once it is over, both settled with those pots."""

    def begin() -> View:
        finished = _position(text)
        if not finished.is_over:
            raise ValueError("position: the deal is not finished, so it has no ending to compare")
        original = Table.at(finished, "heuristic", pots=_pots(finished, pots)).result
        assert original is not None
        while len(finished.history) > max(0, int(step)):
            finished.pop()
        game = _at(finished, seed, seat, bots, deal, pots)
        game.original = original
        return game.view()

    return _answer(begin)


def hint() -> str:
    """The coach's advice for the person's choice in the game in progress."""
    game = _current.get("game")
    if not isinstance(game, Game):
        return _refused("no game in progress")
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
        if len(changes) > 1:  # each changed line with the clauses that alone change it
            by_clause(out, again.before, ruleset, causes(record, changes))
        changed = [option_label(change) for change in changes]
        view = out | {"option": option, "label": label, "changes": changed}
        return for_reader(view, ruleset.names)  # type: ignore[no-any-return]

    return _answer(table)


def act(text: str) -> str:
    """The person's action in the game in progress; the new view."""
    game = _current.get("game")
    if not isinstance(game, Game):
        return _refused("no game in progress")
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
        return _refused("no record is open")
    return _answer(lambda: viewer.goto(int(deal) - 1, int(step)))


HINDSIGHT_TRICKS = {"compiled": 6, "python": 3}
"""The last tricks the viewer looks back over, every hand shown, by the engine that plays
(``plays``): what the solver answers in about a second in the page."""
HINDSIGHT_LIMIT = 200_000
"""The positions the solver may visit for one card of them (a second or so in the page)."""


def hindsight(deal: int) -> str:
    """The open record's deal ``deal`` (1-based) looked back on, every hand shown: from
    which trick on the solver answered within ``HINDSIGHT_LIMIT`` in the last
    ``HINDSIGHT_TRICKS`` tricks (by the engine that plays), and each card that cost its
    player something (its ``step`` in the viewer, what it cost and lost, and the line of
    best play from there)."""
    viewer = _current.get("viewer")
    if not isinstance(viewer, Viewer):
        return _refused("no record is open")
    tricks = HINDSIGHT_TRICKS[plays()]
    return _answer(lambda: viewer.hindsight(int(deal) - 1, tricks, HINDSIGHT_LIMIT))


def hindsight_of(text: str, deal: int) -> str:
    """Deal ``deal`` (1-based) of the record ``text`` looked back on as ``hindsight`` does:
    the end of a game on the play page, before any record is opened in the viewer."""
    tricks = HINDSIGHT_TRICKS[plays()]
    return _answer(lambda: Viewer(text).hindsight(int(deal) - 1, tricks, HINDSIGHT_LIMIT))


_WHOLE = re.compile(r"\d+")


def address(query: str, default: str = "grosstarock") -> str:
    """The problems of the page's address (``query``, the part after "?"), one line each,
    the names of the values the page leaves out (each takes its default instead), and the
    values it reads otherwise (a seat given by number, by its letter):
    ``{"problems": [...], "drop": [...], "set": {...}}``. ``default``: the rule set the
    page deals when the address names none.

    >>> json.loads(address("variant=grosstarock&seat=Z&step=abc"))["drop"]
    ['step', 'seat']
    >>> json.loads(address("seats=4"))["drop"], json.loads(address("seats=4", "danish-tarok"))
    (['seats'], {'problems': [], 'drop': [], 'set': {}})
    """
    given: dict[str, str] = {}
    for name, value in parse_qsl(query, keep_blank_values=True):
        given.setdefault(name, value)  # the page reads a name's first value
    problems: list[str] = []
    drop: list[str] = []
    read: dict[str, str] = {}

    def bad(name: str, line: str) -> None:
        problems.append(f"{line} The page uses its default instead.")
        drop.append(name)

    ruleset = rules.get(default if default in rules.VARIANTS else "grosstarock")
    if "variant" in given:
        if given["variant"] in rules.VARIANTS:
            ruleset = rules.get(given["variant"])
        else:
            *others, last = rules.VARIANTS
            known = f"{', '.join(others)} or {last}"
            bad("variant", f"variant {given['variant']!r} is no rule set here: choose {known}.")
    for name in ("seed", "deals", "deal", "step"):
        if name in given and not _WHOLE.fullmatch(given[name]):
            what = {
                "seed": "a seed is a whole number, 0 or more, that names a deal",
                "deals": "give the number of deals of a session, 1 or more",
                "deal": "give the deal's number in the session of the seed, 1 or more",
                "step": "a step is a count of the actions taken since the deal"
                " (0 as dealt, 1 after the first action, and so on)",
            }[name]
            bad(name, f"{name} {given[name]!r} is not understood: {what}.")
    if "deals" in given and given["deals"] == "0":
        bad("deals", "deals '0' is not understood: a session has at least one deal.")
    if "deal" in given and _WHOLE.fullmatch(given["deal"]) and int(given["deal"]) == 0:
        bad("deal", "deal '0' is not understood: a session's first deal is deal 1.")
    if "pots" in given:
        try:
            read_pots(given["pots"])
        except ValueError as error:
            bad("pots", f"{error}")
    seats = ruleset.options.seats
    if "seats" in given:
        tables = list(ruleset.tables())
        if given["seats"] in [str(n) for n in tables]:
            seats = int(given["seats"])
        else:
            counts = " or ".join(str(n) for n in tables)
            bad("seats", f"seats {given['seats']!r}: {ruleset.title} is played by {counts}.")
    if "seat" in given:
        try:
            number = seat(given["seat"])
        except ValueError as error:
            bad("seat", f"seat {error}.")
        else:
            if "position" not in given and not 0 <= number < seats:
                names = f"{SEAT_NAMES[0]}-{SEAT_NAMES[seats - 1]}"
                bad("seat", f"seat {given['seat']!r} is not at a table of {seats}: choose {names}.")
            elif given["seat"] != SEAT_NAMES[number]:
                read["seat"] = SEAT_NAMES[number]
    if "engine" in given and given["engine"] not in ("compiled", "python"):
        bad(
            "engine",
            f"engine {given['engine']!r}: give python for the Python engine (the reference)"
            " or compiled for the compiled core.",
        )
    if "bots" in given and given["bots"] not in bots.KINDS:
        kinds = ", ".join(sorted(bots.KINDS))
        bad("bots", f"bots {given['bots']!r}: there is no such bot; the bots are {kinds}.")
    with speaking(_reader["language"]):
        problems = [in_language(problem) for problem in problems]
    return json.dumps({"problems": problems, "drop": drop, "set": read})


def plays() -> str:
    """Which engine plays the page's deals: ``"compiled"`` (the compiled core, here built to
    WebAssembly) or ``"python"`` (the Python engine, the reference)."""
    return "compiled" if fast.available() else "python"


ENGINE_DEALS = 200
"""The deals ``engines`` plays through each engine."""


def engines(variant: str = "grosstarock", deals: int = ENGINE_DEALS) -> str:
    """The deals with the seeds 1 to ``deals`` (heuristic bots) played here through the
    compiled core and through the Python engine: whether every seat's net agrees, and each
    engine's deals a second. Without the compiled core, a refusal in one line."""
    if variant not in rules.VARIANTS:
        return _refused(f"unknown rule set {variant!r}")
    if not 1 <= int(deals) <= 2000:
        return _refused("from 1 to 2000 deals")
    if not fast.available():
        return _refused("the compiled core is not here: the Python engine plays every deal")
    seeds = range(1, int(deals) + 1)
    started = time.perf_counter()
    compiled = fast.play(variant, "heuristic", seeds)
    middle = time.perf_counter()
    with fast.python_engine():
        python = fast.play(variant, "heuristic", seeds)
    ended = time.perf_counter()
    differ = [seed for seed, a, b in zip(seeds, compiled, python, strict=True) if a != b]
    return json.dumps(
        {
            "variant": variant,
            "deals": len(seeds),
            "same": not differ,
            "differ": differ[:10],
            "compiled": len(seeds) / max(middle - started, 1e-9),
            "python": len(seeds) / max(ended - middle, 1e-9),
        }
    )


def ready() -> str:
    """The rule sets, the bot kinds (each with its name in the page's language), every
    card's picture and which engine plays: what the page needs first."""
    with speaking(_reader["language"]):
        variants = [
            {
                "id": ruleset.id,
                "title": in_language(ruleset.title),
                "seats": ruleset.options.seats,
                "tables": list(ruleset.tables()),
                "pots": keeps_pots(ruleset.options),
            }
            for ruleset in rules.VARIANTS.values()
        ]
        kinds = {kind: in_language(kind) for kind in sorted(bots.KINDS)}
        drawn = pictures()  # the cards' titles and court letters in the page's language
    pots = [pot.value for pot in Pot]
    return json.dumps(
        {
            "variants": variants,
            "bots": sorted(bots.KINDS),
            "bot_names": kinds,
            "pictures": drawn,
            "pots": pots,
            "plays": plays(),
        }
    )


__all__ = [
    "HINT_WORLDS",
    "Game",
    "Viewer",
    "act",
    "address",
    "branch",
    "engines",
    "from_position",
    "goto",
    "hindsight_of",
    "hint",
    "new_game",
    "open_record",
    "plays",
    "ready",
    "resettled",
    "set_language",
    "watch",
    "watched",
]
