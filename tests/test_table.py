"""The table (``tarock.table.Table``), ``State.pop``, the position notation, and a package
whose imports run one way."""

from __future__ import annotations

import ast
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from tarock import rules
from tarock.bots import make
from tarock.engine.actions import Play
from tarock.engine.loop import Stop, run
from tarock.engine.state import IllegalAction, PositionError, State, deal
from tarock.play import play_deal, play_session
from tarock.rng import bot_seed
from tarock.scoring.settlement import settle
from tarock.table import PERSON, Table

PACKAGE = Path(__file__).resolve().parents[1] / "tarock"


# -- the import graph -----------------------------------------------------------------------


def _module(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, modules: set[str]) -> Iterator[str]:
    """Every module of the package ``path`` imports at run time (in a function too; not
    under ``if TYPE_CHECKING``), with the packages on the way to it."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = {
        id(node)
        for block in ast.walk(tree)
        if isinstance(block, ast.If) and "TYPE_CHECKING" in ast.unparse(block.test)
        for part in block.body
        for node in ast.walk(part)
    }
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names = [f"{node.module}.{alias.name}" for alias in node.names] + [node.module]
        for name in names:
            parts = name.split(".")
            for end in range(2, len(parts) + 1):  # the packages on the way are imported too
                if ".".join(parts[:end]) in modules:
                    yield ".".join(parts[:end])


def import_graph() -> dict[str, set[str]]:
    """Each module of ``tarock`` (its top ``__init__``, the package's front door, left out)
    and the modules it imports (its own packages left out)."""
    paths = {_module(path): path for path in PACKAGE.rglob("*.py")}
    modules = set(paths) - {"tarock"}
    return {
        name: {other for other in _imports(paths[name], modules) if not _within(name, other)}
        for name in sorted(modules)
    }


def _within(module: str, other: str) -> bool:
    """Whether ``other`` is ``module`` or a package holding it (imported before it anyway)."""
    return module == other or module.startswith(other + ".")


def cycle(graph: dict[str, set[str]]) -> list[str]:
    """A cycle of imports, or [] (depth first, colouring the modules)."""
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for other in sorted(graph[node]):
            if state.get(other) == 1:
                return [*path[path.index(other) :], other]
            if other not in state and (found := visit(other)):
                return found
        state[node] = 2
        path.pop()
        return []

    for node in graph:
        if node not in state and (found := visit(node)):
            return found
    return []


def test_the_import_graph_has_no_cycle() -> None:
    graph = import_graph()
    assert "tarock.engine.state" in graph and "tarock.table" in graph
    assert cycle(graph) == []


def rooms(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """The import graph between the package's parts: each sub-package (``tarock.engine``,
    ``tarock.fast``, ...) taken as one, each top-level module as itself."""

    def room(module: str) -> str:
        return ".".join(module.split(".")[:2])

    out: dict[str, set[str]] = {}
    for module, imported in graph.items():
        here = room(module)
        out.setdefault(here, set()).update(room(m) for m in imported if room(m) != here)
    for imported in list(out.values()):
        for other in imported:
            out.setdefault(other, set())
    return out


def test_the_parts_of_the_package_import_one_way() -> None:
    # A part (a sub-package as a whole, or a top-level module) never imports one that
    # imports it back: the search player sits above the compiled core, which sits above
    # the bots it plays.
    graph = rooms(import_graph())
    assert {"tarock.fast", "tarock.search", "tarock.players"} <= set(graph)
    assert "tarock.fast" in graph["tarock.search"] and "tarock.players" in graph["tarock.fast"]
    assert cycle(graph) == []


def test_the_cycle_finder_finds_one() -> None:
    assert cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle({"a": {"b"}, "b": set()}) == []


def test_the_core_imports_no_words_or_pictures() -> None:
    graph = import_graph()
    above = {"tarock.explain", "tarock.render", "tarock.web", "tarock.cli", "tarock.site"}
    core = [m for m in graph if m.split(".")[1] in ("engine", "rules", "scoring", "players")]
    core += ["tarock.cards", "tarock.rng", "tarock.table", "tarock.results", "tarock.records"]
    for module in core:
        assert not {m for m in graph[module] if m.startswith(tuple(above))}, module


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
