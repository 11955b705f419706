"""One click, one computation: a card the person plays on the play page or types in the
terminal has its legal actions computed once (when the table stops for the person), and
a game's settings are checked once, by ``Table.set_up``."""

from __future__ import annotations

import inspect
import io
import json
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Mapping
from dataclasses import replace

import pytest
from click.testing import CliRunner
from rich.console import Console

import tarock.engine.legal
from tarock import web
from tarock.cli import main, terminal
from tarock.engine.actions import Action, Play, card_of
from tarock.engine.state import State
from tarock.table import Setup, Table
from tarock.web.game import Game

YOU = 1
"""The person's seat (B) in these games."""

Moments = Counter[int]
"""How often the person's legal actions were computed, by the step of the deal."""


@pytest.fixture
def computed(monkeypatch: pytest.MonkeyPatch) -> Iterator[Moments]:
    """Count the calls of ``legal_actions`` for the person's moments, wherever the function
    was imported by name."""
    real = tarock.engine.legal.legal_actions
    moments: Moments = Counter()

    def counting(state: State) -> Mapping[Action, str]:
        if not state.is_over and state.to_move == YOU:
            moments[len(state.history)] += 1
        return real(state)

    for name, module in list(sys.modules.items()):
        if name.startswith("tarock") and getattr(module, "legal_actions", None) is real:
            monkeypatch.setattr(module, "legal_actions", counting)
    yield moments


def test_a_card_on_the_play_page_computes_the_legal_actions_once(computed: Moments) -> None:
    game = Game("grosstarock", 3, "B", "random")
    view = game.view()
    played = []
    while not game.over:
        cards = [card["action"] for card in view["hand"] if card["legal"]]
        if cards:
            played.append(len(game.state.history))
        view = game.act(cards[0] if cards else "pass")
        assert view["error"] is None, view["error"]
    assert len(played) > 10
    assert [computed[moment] for moment in played] == [1] * len(played)
    assert set(computed.values()) == {1}  # every moment of the person's, card or not


def test_a_page_act_checks_the_card_against_the_legal_actions_kept(computed: Moments) -> None:
    """Each ``act`` of the page computes nothing for the card it takes, and once for each
    later moment of the person's (a forced one, and the next stop)."""
    view = json.loads(web.new_game("grosstarock", 3, "B", "random", 1))
    while not view["over"]:
        cards = [card["action"] for card in view["hand"] if card["legal"]]
        moment, before = view["step"], computed.copy()
        view = json.loads(web.act(cards[0] if cards else "pass"))
        assert view["error"] is None, view["error"]
        new = computed - before
        assert computed[moment] == 1 and moment not in new
        assert set(new.values()) <= {1} and all(later > moment for later in new)
        assert view["over"] or view["step"] in new  # the next stop's, kept for the view


def typist(typed: list[int]) -> Callable[[terminal.Game], str]:
    """Types the first legal card (its step noted in ``typed``), else passes or takes the
    first choice of the menu."""

    def read(game: terminal.Game) -> str:
        legal = game.table.legal
        cards = [card for action in legal if (card := card_of(action)) is not None]
        if cards:
            typed.append(len(game.state.history))
            return cards[0].code.lower()
        return "pass" if any(action.text == "pass" for action in legal) else "1"

    return read


def test_a_typed_card_in_the_terminal_computes_the_legal_actions_once(
    computed: Moments,
) -> None:
    typed: list[int] = []
    table = Table.set_up(Setup("grosstarock", 3, "B", "random", flags=True))
    game = terminal.Game(table, Console(file=io.StringIO()), typist(typed))
    result = game.run()
    assert sum(isinstance(step.action, Play) and step.seat == YOU for step in result.steps) > 10
    assert len(typed) > 10
    assert [computed[moment] for moment in typed] == [1] * len(typed)
    assert set(computed.values()) == {1}  # every moment of the person's, card or not


def test_a_refused_card_still_names_the_rule() -> None:
    game = Game("grosstarock", 3, "B", "random")
    view = game.view()
    while not (view["trick"] and any(not card["legal"] for card in view["hand"])):
        cards = [card["action"] for card in view["hand"] if card["legal"]]
        view = game.act(cards[0] if cards else "pass")
    wrong = next(card for card in view["hand"] if not card["legal"])
    clauses = {card["clause"] for card in view["hand"] if card["legal"]}
    error = game.act(f"play {wrong['card']}")["error"]
    assert error is not None and any(clause in error for clause in clauses), error


def test_the_terminal_plays_at_the_table() -> None:
    source = inspect.getsource(terminal)
    assert "class Table" not in source and " as Deal" not in source
    assert vars(terminal)["Table"] is Table


@pytest.mark.parametrize(
    ("setup", "page", "command_line"),
    [
        (
            Setup("grosstarock", 1, "D"),
            "seat D is not a seat here (A-C)",
            "--seat D (3) is not a seat of grosstarock (A-C or 0-2)",
        ),
        (
            Setup("grosstarock", 1, dealer=4),
            "dealer 4 is not a seat here (A-C)",
            "--dealer 4 is not a seat of grosstarock (A-C or 0-2)",
        ),
        (Setup("grosstarock", 1, deals=0), "deals 0: a game", "--deals 0: a game"),
        (Setup("grosstarock", 1, bots=["random"] * 3), "bots names 3 bots", "--players names"),
        (
            Setup("taroc-1754", 1, "C", options=["seats=4"]),
            "C sits this deal out (the dealer's opposite at a table of four): choose A, B or D",
            "--seat 2 sits out when A deals with 4 players; choose another --seat or --dealer",
        ),
        (Setup("grosstarock", 1, bots="robot"), "unknown player 'robot'", "unknown player"),
        (Setup("grosstarock", 1, bots="human"), "unknown player 'human'", "unknown player"),
        (Setup("grosstarock", None), "a new game is dealt from a seed", "dealt from a seed"),
        (Setup("nope", 1), "unknown variant 'nope'", "unknown variant"),
    ],
)
def test_the_settings_are_checked_once_in_one_line(
    setup: Setup, page: str, command_line: str
) -> None:
    """``Table.set_up`` names the setting as the page does, or as the command line's
    option, in one line."""
    with pytest.raises(ValueError) as caught:
        Table.set_up(setup)
    assert page in str(caught.value) and "\n" not in str(caught.value)
    with pytest.raises(ValueError) as caught:
        Table.set_up(replace(setup, flags=True))
    assert command_line in str(caught.value)


def test_the_page_and_the_command_line_show_the_table_s_error() -> None:
    with pytest.raises(ValueError) as caught:
        Table.set_up(Setup("taroc-1754", 1, "C", options=["seats=4"]))
    answer = json.loads(web.new_game("taroc-1754", 1, "C", "heuristic", 1, 4))
    assert answer == {"error": str(caught.value)}
    with pytest.raises(ValueError) as caught:
        Table.set_up(Setup("grosstarock", 1, 3, flags=True))
    result = CliRunner().invoke(main, ["play", "--seed", "1", "--seat", "3"])
    assert result.stderr == f"tarock: error: {caught.value}\n"
