"""The one loop (``play.run``), the person as a player, and the core without site-packages."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

import pytest

from tarock import rules
from tarock.engine.actions import PASS, Action, Play
from tarock.engine.loop import Stop
from tarock.engine.phases import Phase
from tarock.engine.state import IllegalAction, State, deal
from tarock.play import Step, play_deal, run
from tarock.players import Human
from tarock.rng import bot_seed
from tarock.search.bots import make

ROOT = Path(__file__).resolve().parents[1]


def _after(count: int) -> Stop:
    """A stop condition: once ``count`` actions are in the history."""
    return lambda state, legal: len(state.history) == count


CORE_DEAL = """
import json, sys
from tarock import rules
from tarock.engine.state import deal
from tarock.play import run
from tarock.search.bots import make
from tarock.rng import bot_seed
from tarock.scoring.settlement import settle

ruleset = rules.get("danish-tarok")
seats = ruleset.options.seats
state = run(deal(ruleset, 9), [make("heuristic", bot_seed(9, s)) for s in range(seats)])
net = settle(state).net(state.seats)
heavy = {"pydantic", "pandas", "rich", "click", "tqdm"}
heavy = sorted({m.split(".")[0] for m in sys.modules} & heavy)
print(json.dumps({"net": {str(s): str(net[s]) for s in state.seats}, "tricks": len(state.tricks),
                  "heavy": heavy, "site": [p for p in sys.path if "site-packages" in p]}))
"""


def test_the_core_plays_a_heuristic_danish_deal_with_python_s_and_the_checkout_only() -> None:
    env = {key: value for key, value in os.environ.items() if not key.startswith("PYTHON")}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-S", "-c", CORE_DEAL],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["heavy"] == [] and out["site"] == []
    expected = play_deal(rules.get("danish-tarok"), ["heuristic"] * 3, seed=9)
    assert out["tricks"] == len(expected.state.tricks) == 25
    assert out["net"] == {str(seat): str(amount) for seat, amount in expected.net.items()}


@pytest.mark.parametrize("variant", rules.ids())
def test_a_human_answering_as_the_bots_do_plays_the_same_deal_as_play_deal(variant: str) -> None:
    ruleset = rules.get(variant)
    seats = ruleset.options.seats
    bots = [make("heuristic", bot_seed(4, seat)) for seat in range(seats)]
    asked: list[int] = []

    def ask(state: State, legal: Mapping[Action, str]) -> Action:
        asked.append(state.to_move)
        return bots[1].choose(state, legal)

    players = [*bots[:1], Human(ask), *bots[2:]]
    steps: list[Step] = []
    state = run(deal(ruleset, 4), players, steps)
    expected = play_deal(ruleset, ["heuristic"] * seats, seed=4)
    assert steps == list(expected.steps) and state.history == expected.state.history
    assert asked == [step.seat for step in steps if step.seat == 1] and asked


@pytest.mark.parametrize("kept", [False, True], ids=["steps-not-kept", "steps-kept"])
def test_an_illegal_choice_raises_naming_the_rule_and_leaves_the_state_as_it_was(
    kept: bool,
) -> None:
    state = deal(rules.get("grosstarock"), 3)
    run(state, [make("random", seat) for seat in range(3)], stop=_after(6))
    while state.phase is not Phase.PLAY or not state.trick:
        run(state, [make("random", seat) for seat in range(3)], stop=_after(len(state.history) + 1))
    hand = state.hands[state.to_move]
    legal = state.legal()
    wrong = next(card for card in hand if Play(card) not in legal)
    history, held = list(state.history), list(state.held)
    steps: list[Step] | None = [] if kept else None
    with pytest.raises(IllegalAction, match=f"{wrong.code} cannot be played: must follow suit"):
        run(state, [Human(lambda s, legal: Play(wrong))] * 3, steps)
    with pytest.raises(IllegalAction):  # not a card at all, when a card is to be played
        run(state, [Human(lambda s, legal: PASS)] * 3, steps)
    assert state.history == history and state.held == held and not steps


def test_until_stops_the_loop_after_that_many_actions() -> None:
    state = deal(rules.get("tapp-tarock"), 2)
    steps: list[Step] = []
    run(state, [make("random", seat) for seat in range(3)], steps, stop=_after(5))
    assert len(state.history) == len(steps) == 5 and not state.is_over


def test_one_bot_name_plays_every_seat() -> None:
    """``players="heuristic"`` means a heuristic bot at every seat, in a deal and a session."""
    from tarock import rules
    from tarock.play import play_deal, play_session

    grand = rules.get("grand-tarot")
    assert play_deal(grand, "heuristic", 4).record == play_deal(grand, ["heuristic"] * 3, 4).record
    one = play_session(grand, "random", 4, 2)
    assert one.record.players == ["random"] * 3
    assert one.record == play_session(grand, ["random"] * 3, 4, 2).record
