"""The compiled core as WebAssembly (``tarock/fast/_wasm.c`` through ``tarock.fast._wasm``)
against the CPython core: the same names, and call for call the same answers (deals, rows,
sessions, rollouts, the search player's worlds, the solver), run here by a WebAssembly
runtime standing in for the browser's. The browser itself: ``tests/browser/test_engine.py``.
"""

from __future__ import annotations

import struct
import time
from collections.abc import Iterator
from types import ModuleType

import pytest
import wasmtime
from test_fast import states_in_progress
from test_solve import endgames, found

from sitegen import wasm as build
from tarock import fast, rules
from tarock.analysis import solve
from tarock.analysis.solver import OutOfReach
from tarock.engine.legal import legal_actions, offered
from tarock.fast import _wasm, tables
from tarock.fast import solver as compiled_solver
from tarock.search import player as search

pytestmark = pytest.mark.skipif(fast._core is None, reason="the CPython core is not built")


class Runtime:
    """``_core.wasm`` instantiated by wasmtime: a ``tarock.fast._wasm.Host``."""

    def __init__(self, data: bytes) -> None:
        engine = wasmtime.Engine()
        self.store = wasmtime.Store(engine)
        clock = wasmtime.Func(
            self.store,
            wasmtime.FuncType([], [wasmtime.ValType.f64()]),
            lambda: time.perf_counter() * 1000,
        )
        module = wasmtime.Module(engine, data)
        self.exports = wasmtime.Instance(self.store, module, [clock]).exports(self.store)
        self.memory = self.exports["memory"]

    def call(self, name: str, *args: int | float) -> int:
        answer: int = self.exports[name](self.store, *args)
        return answer

    def read(self, at: int, size: int) -> bytes:
        return bytes(self.memory.read(self.store, at, at + size))

    def write(self, at: int, data: bytes) -> None:
        self.memory.write(self.store, data, at)


@pytest.fixture(scope="module")
def core() -> ModuleType:
    return _wasm.core(Runtime(build.current()))


def test_the_committed_module_is_the_sources() -> None:
    """``make wasm`` built the committed module from the sources as they are now."""
    about = build.about()
    assert about["sources"] == build.key(), "run `make wasm`: the C sources changed"
    assert about["bytes"] == len(build.current()) < 400_000


@pytest.fixture
def in_wasm(core: ModuleType, monkeypatch: pytest.MonkeyPatch) -> Iterator[ModuleType]:
    """``tarock.fast`` and its solver playing through the WebAssembly core."""
    monkeypatch.setattr(fast, "_core", core)
    monkeypatch.setattr(compiled_solver, "_core", core)
    monkeypatch.setattr(compiled_solver, "_solve", core)
    yield core


NAMES = ("FIELDS", "STATE_FIELDS", "VIEW_FIELDS", "SUMMARY_FIELDS", "DISCARD_RULES")
NAMES += ("CARD_SETTLEMENTS", "ACTIONS", "KINDS", "PHASES", "WORDS", "FACTORIAL_WORDS", "MAXDECL")


def test_the_names_are_the_cpython_cores(core: ModuleType) -> None:
    native = fast._core
    for name in NAMES:
        assert getattr(core, name) == getattr(native, name), name
    _solve = compiled_solver._solve
    assert (core.CONFIG_BYTES, core.STATE_BYTES, core.ENTRY_BYTES) == (
        _solve.CONFIG_BYTES,
        _solve.STATE_BYTES,
        _solve.ENTRY_BYTES,
    )


@pytest.mark.parametrize("kind", ["random", "heuristic"])
@pytest.mark.parametrize("variant", rules.ids())
def test_deals_are_the_cpython_cores(variant: str, kind: str, core: ModuleType) -> None:
    """600 seeds, some of them past 2**63, each seat's net in thirds."""
    ruleset = rules.get(variant)
    config = tables.config(ruleset.options, core.FIELDS, fast._names(), 1)
    kinds = (tables.BOTS.index(kind),) * ruleset.options.seats
    seeds = [*range(500), *(2**64 - 1 - k for k in range(50)), *(2**40 + k for k in range(50))]
    assert core.play(config, kinds, seeds) == fast._core.play(config, kinds, seeds)


@pytest.mark.parametrize("variant", rules.ids())
def test_rows_and_sessions_are_the_cpython_cores(variant: str, core: ModuleType) -> None:
    ruleset = rules.get(variant)
    configs, codes = fast._prepared(ruleset, ("heuristic",) * ruleset.options.seats)
    stake = fast._stake(ruleset.options)
    native = fast._core
    assert core.summaries(configs, codes, 7, 3, 83) == native.summaries(configs, codes, 7, 3, 83)
    for dealer in range(ruleset.options.seats):
        assert core.session(configs, codes, 11, dealer, 30, stake) == native.session(
            configs, codes, 11, dealer, 30, stake
        )
    args = (configs, codes, 2**63 + 5, 4, 61, 9, stake)
    assert core.sessions(*args) == native.sessions(*args)


@pytest.mark.parametrize("variant", ["grosstarock", "danish-tarok", "tapp-tarock"])
def test_rollouts_and_worlds_are_the_cpython_cores(
    variant: str, in_wasm: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The search player's values through the WebAssembly core equal the CPython core's."""
    states = [s for s in states_in_progress(variant, range(3)) if len(legal_actions(s)) > 1]
    assert len(states) > 10

    def values() -> list[object]:
        player = search.SearchPlayer(5, worlds=6, rollouts=2)
        found: list[object] = [
            player.values(s, offered(legal_actions(s)), (search.net,)) for s in states
        ]
        return found + [player.tally(s, s.legal()) for s in states if s.tricks]  # the hint's

    through_wasm = values()
    monkeypatch.setattr(fast, "_core", pytest.importorskip("tarock.fast._core"))
    assert values() == through_wasm


@pytest.mark.parametrize("variant", rules.ids())
def test_the_solver_is_the_cpython_solvers(variant: str, in_wasm: ModuleType) -> None:
    """Values, lines and positions visited, both objectives, the last 3 and 4 tricks."""
    checked = 0
    for tricks, seeds in ((3, range(1, 5)), (4, range(9, 12))):
        for state in endgames(variant, tricks, seeds):
            for objective in ("net", "card-points"):
                wasm = solve(state, objective, compiled=True)
                python = solve(state, objective, compiled=False)
                assert wasm.engine == "compiled"
                assert found(wasm) == found(python) and wasm.nodes == python.nodes
                checked += 1
    assert checked >= 6


def test_a_solve_past_its_limit_is_out_of_reach_alike(in_wasm: ModuleType) -> None:
    state = next(endgames("grosstarock", 8, [1]))
    with pytest.raises(OutOfReach, match="need more than 500 positions"):
        solve(state, limit=500, compiled=True)


def test_wrong_words_are_refused_as_the_cpython_core_refuses_them(core: ModuleType) -> None:
    ruleset = rules.get("grosstarock")
    config = tables.config(ruleset.options, core.FIELDS, fast._names(), 0)
    with pytest.raises(ValueError, match="config: 8 bytes, the core reads"):
        core.play(b"\0" * 8, (1, 1, 1), [1])
    with pytest.raises(ValueError, match="kinds: one bot kind a seat"):
        core.play(config, (1, 1), [1])
    with pytest.raises(ValueError, match="summaries: 0 <= start <= stop"):
        core.summaries((config,) * 3, (1, 1, 1), 1, 5, 2)
    wrong = bytearray(config)
    names = [name for name, _ in core.FIELDS]
    at = 8 * sum(size for _, size in core.FIELDS[: names.index("ndecl")])
    wrong[at : at + 8] = struct.pack("<q", 99)
    with pytest.raises(ValueError, match="a table is larger than the core holds"):
        core.play(bytes(wrong), (1, 1, 1), [1])
    with pytest.raises(ValueError, match="configs\\[d\\] must be the config of dealer d"):
        core.summaries((config,) * 3, (1, 1, 1), 1, 0, 2)


def test_the_memory_stays_as_large_as_the_largest_call(core: ModuleType) -> None:
    ruleset = rules.get("danish-tarok")
    config = tables.config(ruleset.options, core.FIELDS, fast._names(), 0)
    core.play(config, (1, 1, 1), list(range(2000)))
    runtime: Runtime = core.play.__self__._host
    size = runtime.memory.size(runtime.store)
    for _ in range(20):
        core.play(config, (1, 1, 1), list(range(2000)))
    assert runtime.memory.size(runtime.store) == size
