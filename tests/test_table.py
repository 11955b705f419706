"""The table (``tarock.table.Table``), ``State.pop`` and the position notation."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from tarock import rules
from tarock.engine.actions import Play
from tarock.engine.loop import Stop, run
from tarock.engine.state import IllegalAction, PositionError, State, deal
from tarock.play import play_deal, play_session
from tarock.rng import bot_seed
from tarock.scoring.settlement import settle
from tarock.search.bots import make
from tarock.table import PERSON, Table

PACKAGE = Path(__file__).resolve().parents[1] / "tarock"


# -- pop: a stack of what each action changed ---------------------------------------------


def fields(state: State) -> dict[str, object]:
    return {name: getattr(state, name) for name in State.__slots__ if name != "_stack"}


@pytest.mark.parametrize("variant", rules.ids())
def test_pop_takes_back_every_action_of_a_deal(variant: str) -> None:
    ruleset = rules.get(variant)
    state = deal(ruleset, 11)
    bots = [make("random", seat) for seat in range(ruleset.options.seats)]
    seen = [fields(state.copy())]
    while not state.is_over:
        state.apply(bots[state.to_move].choose(state, state.legal()))
        seen.append(fields(state.copy()))
    for before in reversed(seen[:-1]):
        state.pop()
        assert fields(state) == before
    with pytest.raises(IndexError, match="nothing to take back"):
        state.pop()


def test_a_copy_pops_only_what_was_pushed_on_it_and_leaves_the_original_alone() -> None:
    state = deal(rules.get("grosstarock"), 4)
    bots = [make("random", seat) for seat in range(3)]
    run(state, bots, stop=lambda s, _: len(s.tricks) == 2 and len(s.trick) == 1)
    before = fields(state.copy())
    twin = state.copy()
    with pytest.raises(IndexError, match="since this copy was made"):
        twin.pop()
    run(twin, bots, stop=lambda s, _: len(s.tricks) == 4)
    while twin.history != state.history:
        twin.pop()
    assert fields(twin) == fields(state) == before
    state.pop()  # the original still pops its own, the trick cut back
    assert len(state.trick) == 0 and len(state.history) == len(twin.history) - 1


@pytest.mark.parametrize("variant", rules.ids())
def test_a_copy_made_not_to_take_back_plays_the_same_deal_and_leaves_the_original_alone(
    variant: str,
) -> None:
    ruleset = rules.get(variant)
    state = deal(ruleset, 12)
    bots = [make("heuristic", seat) for seat in range(ruleset.options.seats)]
    run(state, bots, stop=lambda s, _: len(s.history) == 12)
    before = fields(state.copy())
    forward, undoing = state.copy(undo=False), state.copy()
    bots = [make("heuristic", seat) for seat in range(ruleset.options.seats)]
    run(forward, bots)
    bots = [make("heuristic", seat) for seat in range(ruleset.options.seats)]
    run(undoing, bots)
    assert forward.is_over and fields(forward) == fields(undoing)
    assert fields(state) == before
    with pytest.raises(IndexError, match="this copy was made not to take back"):
        forward.pop()


# -- the position: a deal as one line of text ------------------------------------------------


def random_states(count: int) -> Iterator[State]:
    """States of every rule set stopped at random points of random deals."""
    rng = random.Random(26)
    for variant in rules.ids():
        for options in ((), ("seats=4",)) if variant == "taroc-1754" else ((),):
            ruleset = rules.get(variant, options)
            for _ in range(count):
                seed, dealer = rng.randrange(10**6), rng.randrange(ruleset.options.seats)
                state = deal(ruleset, seed, dealer)
                bots = [make("random", seed + s) for s in range(ruleset.options.seats)]
                run(state, bots, stop=_after(rng.randrange(120)))
                yield state


def _after(count: int) -> Stop:
    return lambda state, legal: len(state.history) >= count


def played_on(state: State, seed: int) -> tuple[list[str], dict[int, object]]:
    bots = [make("heuristic", bot_seed(seed, s)) for s in range(state.options.seats)]
    run(state, bots)
    return [action.text for action in state.history], dict(settle(state).net(state.seats))


def test_a_position_read_back_plays_on_identically() -> None:
    for number, state in enumerate(random_states(6)):
        text = state.position()
        assert "\n" not in text
        again = State.from_position(text)
        assert again.position() == text
        assert fields(again) == fields(state)
        assert played_on(again, number) == played_on(state.copy(), number)


def test_the_position_of_a_fresh_deal() -> None:
    state = deal(rules.get("taroc-1754", ("seats=4",)), 3, dealer=1)
    head, dealer, *hands, talon, actions = state.position().split(" | ")
    assert (head, dealer, talon, actions) == ("taroc-1754 seats=4", "dealer B", "talon -", "-")
    assert hands[3] == "D -"  # the dealer's opposite sits out
    assert [len(hand.split()) - 1 for hand in hands[:3]] == [len(h) for h in state.dealt[:3]]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda t: t.replace("grosstarock", "grosstarok"),
            "position: unknown variant 'grosstarok'",
        ),
        (lambda t: t.replace(" | dealer A", " | dealer E"), "the dealer 'E' is not a seat"),
        (lambda t: t.replace(" | dealer A", " | deal A"), "expected 'dealer' at 'deal A'"),
        (lambda t: t.replace(" T1 ", " T1 T1 ", 1), "position: cards dealt twice: T1"),
        (lambda t: t.replace(" T1 ", " X9 ", 1), "position: "),
        (lambda t: t.rsplit(" | ", 1)[0] + " | HK", "position: action 1 ('HK'): "),
        (lambda t: " | ".join(t.split(" | ")[:3]), "position: 3 parts separated by '|'"),
        (lambda t: "grosstarock seats=9" + t[11:], "position: "),
        (lambda t: "", "position: 1 part separated"),
    ],
)
def test_bad_positions_get_one_line(change: object, message: str) -> None:
    text = deal(rules.get("grosstarock"), 1).position()
    assert callable(change)
    with pytest.raises(PositionError) as caught:
        State.from_position(change(text))
    assert message in str(caught.value) and "\n" not in str(caught.value)


# -- the table ----------------------------------------------------------------------------


def test_bots_at_a_table_play_as_play_deal_and_play_session() -> None:
    ruleset = rules.get("grosstarock")
    table = Table(ruleset, 5, "heuristic")
    table.advance()
    assert table.result is not None and table.over
    assert table.result.net == play_deal(ruleset, "heuristic", 5).net
    danish = rules.get("danish-tarok")
    session = Table(danish, 5, "random", deals=3)
    while not session.over:
        session.advance()
        if not session.over:
            session.next_deal()
    assert session.session is not None
    assert session.session.totals() == play_session(danish, "random", 5, 3).totals()


def test_a_person_acts_undoes_and_branches() -> None:
    ruleset = rules.get("grosstarock")
    table = Table(ruleset, 3, ["heuristic", PERSON, "heuristic"])
    table.advance()
    assert table.waiting and table.state.to_move == 1
    with pytest.raises(IllegalAction, match="out of turn: seat 1 must announce"):
        table.act(Play(table.state.hands[1][0]))  # an announcement is asked for first
    first = dict(table.state.legal())
    pass_ = next(a for a in first if a.text == "pass")
    table.act(pass_)
    table.advance()
    assert table.waiting
    mark = len(table.steps)
    card = next(iter(table.state.legal()))
    table.act(card)
    table.advance()
    taken = table.undo()
    assert taken[0].action == card and len(table.steps) == mark
    assert table.state.position() == Table.replay(table.record, finished=False).state.position()
    other = table.branch(2)
    assert len(other.steps) == 2 and other.state.history == table.state.history[:2]
    with pytest.raises(IllegalAction, match="nothing to take back"):
        Table(ruleset, 3, ["heuristic", PERSON, "heuristic"]).undo()


def test_a_bots_move_is_not_a_persons() -> None:
    table = Table(rules.get("grosstarock"), 3, "heuristic")
    with pytest.raises(IllegalAction, match="not yours"):
        table.act(next(iter(table.state.legal())))
