"""The compiled core in the browser: ``_wasm.c`` built to WebAssembly (``_core.wasm``, which
the play page's engine carries beside this module), called from Pyodide.

``core(host)`` is a module with the names and calls of the CPython core (``_core``) and of
the solver's (``_solve``), answering alike: ``tarock.fast`` and ``tarock.fast.solver`` take
it where the CPython core is not built. A ``Host`` is the instantiated module: its calls
and its memory. In Pyodide, ``browser()`` instantiates ``_core.wasm`` through JavaScript's
own WebAssembly; elsewhere (the tests) any WebAssembly runtime can stand in.

Every call takes room in the module's memory for what it writes and reads, and gives it
back (``reset``) before the next: the memory stays as large as the largest call needed.
The CPython core's test-only calls (``soak``, ``random_draws``, ``shuffled``) and
``card_texts`` (for Arrow, which the browser does not load) are not here, nor the trace of
``play``; a call of them says so.
"""

from __future__ import annotations

import importlib
import json
import struct
import sys
from collections.abc import Sequence
from functools import cache
from importlib import resources
from types import ModuleType
from typing import Any, Protocol

WASM = "_core.wasm"
"""The module's file, beside this one."""


class Host(Protocol):
    """An instantiated ``_core.wasm``: call an export, read and write its memory."""

    def call(self, name: str, *args: int | float) -> int: ...

    def read(self, at: int, size: int) -> bytes: ...

    def write(self, at: int, data: bytes) -> None: ...


class _Browser:
    """The module instantiated by the browser's WebAssembly, through Pyodide's bridge."""

    def __init__(self, wasm: bytes) -> None:
        js = importlib.import_module("js")
        ffi = importlib.import_module("pyodide.ffi")
        imports = ffi.to_js(
            {"env": {"now_ms": js.performance.now.bind(js.performance)}},
            dict_converter=js.Object.fromEntries,
        )
        module = js.WebAssembly.Module.new(ffi.to_js(wasm))
        self._exports = js.WebAssembly.Instance.new(module, imports).exports
        self._bytes = js.Uint8Array

    def call(self, name: str, *args: int | float) -> int:
        answer: int = getattr(self._exports, name)(*args)
        return answer

    def read(self, at: int, size: int) -> bytes:
        data: bytes = self._bytes.new(self._exports.memory.buffer, at, size).to_bytes()
        return data

    def write(self, at: int, data: bytes) -> None:
        self._bytes.new(self._exports.memory.buffer, at, len(data)).assign(data)


failure = ""
"""Why the browser's WebAssembly could not take the core, if it could not."""


@cache
def browser() -> ModuleType | None:
    """The core, in Pyodide where the engine carries ``_core.wasm``; else None (and then
    the Python engine plays: a browser that cannot instantiate it sets ``failure``)."""
    global failure
    if "emscripten" not in sys.platform:  # not "!=": the type checker reads that as dead code
        return None
    wasm = resources.files(__package__ or "tarock.fast").joinpath(WASM)
    if not wasm.is_file():
        return None
    try:
        return core(_Browser(wasm.read_bytes()))
    except Exception as error:  # any failure of the browser's WebAssembly: Python plays
        failure = f"{type(error).__name__}: {error}"
        return None


class CoreError(RuntimeError):
    """What the WebAssembly core could not do, as the CPython core says it."""


_WORD = struct.Struct("<q")
_UWORD = struct.Struct("<Q")


class _Calls:
    """The CPython core's calls over a ``Host`` (see ``_core.pyi`` and ``_solve.pyi``)."""

    def __init__(self, host: Host) -> None:
        self._host = host
        at = host.call("layout")
        text = host.read(at, 1 << 14).split(b"\0", 1)[0]
        self.layout: dict[str, Any] = json.loads(text)
        for key in ("FIELDS", "STATE_FIELDS", "VIEW_FIELDS", "SUMMARY_FIELDS"):
            self.layout[key] = tuple((name, size) for name, size in self.layout[key])
        for key in ("DISCARD_RULES", "CARD_SETTLEMENTS", "ACTIONS", "KINDS", "PHASES"):
            self.layout[key] = tuple(self.layout[key])

    # -- memory

    def _put(self, data: bytes) -> int:
        at = self._host.call("alloc", max(len(data), 1))
        if not at:
            raise MemoryError("the WebAssembly core's memory cannot grow")
        self._host.write(at, data)
        return at

    def _room(self, size: int) -> int:
        return self._put(bytes(size))

    def _words(self, at: int, count: int) -> tuple[int, ...]:
        return struct.unpack(f"<{count}q", self._host.read(at, 8 * count))

    def _config(self, config: bytes) -> int:
        return self._configs("config", (config,), (0,))

    def _configs(self, what: str, configs: tuple[bytes, ...], kinds: tuple[int, ...]) -> int:
        if not configs or len(configs) > self.layout["MAXSEATS"] or len(kinds) != len(configs):
            raise ValueError(f"{what}: a config and a bot kind a seat")
        for config in configs:
            if len(config) != self.layout["CONFIG_BYTES"]:
                raise ValueError(
                    f"config: {len(config)} bytes, the core reads {self.layout['CONFIG_BYTES']}"
                )
        return self._put(b"".join(configs))

    def _ints(self, values: Sequence[int]) -> int:
        return self._put(struct.pack(f"<{len(values)}i", *values))

    def _uword(self, value: int) -> int:
        return self._put(_UWORD.pack(value & 0xFFFF_FFFF_FFFF_FFFF))

    def _wrong(self) -> str:
        at = self._host.call("error")
        return self._host.read(at, 256).split(b"\0", 1)[0].decode()

    def _check(self, answer: int, failed: int | None = None) -> None:
        """Raise what the CPython core raises for a call's negative answer."""
        if answer == -1:
            raise ValueError(self._wrong())
        if answer < 0 and failed is not None:
            seed = _UWORD.unpack(self._host.read(failed, 8))[0]
            if answer == -3:
                raise CoreError(
                    f"seed {seed}: card points above the par for two players and below it"
                    " for none cannot be settled"
                )
            raise CoreError(f"seed {seed}: a bot chose an illegal action")
        if answer < 0:
            raise CoreError("a rollout could not be played out")

    # -- the calls

    def play(
        self, config: bytes, kinds: tuple[int, ...], seeds: list[int], trace: bool = False
    ) -> list[tuple[int, ...]]:
        if trace:
            raise NotImplementedError("the browser's core keeps no trace of a deal's actions")
        self._host.call("reset")
        at = self._config(config)
        seats = self._seats(config)
        if len(kinds) != seats:
            raise ValueError("kinds: one bot kind a seat")
        n = len(seeds)
        nets, failed = self._room(8 * 4 * n), self._room(8)
        seed_words = struct.pack(f"<{n}Q", *(seed & 0xFFFF_FFFF_FFFF_FFFF for seed in seeds))
        answer = self._host.call(
            "play", at, self._ints(list(kinds) + [0] * 4), self._put(seed_words), n, nets, failed
        )
        self._check(answer, failed)
        words = self._words(nets, 4 * n)
        return [words[4 * d : 4 * d + seats] for d in range(n)]

    def _seats(self, config: bytes) -> int:
        fields: tuple[tuple[str, int], ...] = self.layout["FIELDS"]
        at = 0
        for name, size in fields:
            if name == "seats":
                return int(_WORD.unpack_from(config, 8 * at)[0])
            at += size
        raise ValueError("config: no seats")

    def play_on(
        self, config: bytes, state: bytes, kind: int, seed: int, seat: int, actions: list[int]
    ) -> list[int]:
        self._host.call("reset")
        at = self._config(config)
        if len(state) != self.layout["STATE_BYTES"]:
            raise ValueError("state: not the size the core reads")
        n = len(actions)
        out = self._room(8 * n)
        answer = self._host.call(
            "play_on", at, self._put(state), kind, self._uword(seed), seat, self._ints(actions), n,
            out,
        )
        self._check(answer)
        return list(self._words(out, n))

    def search_worlds(
        self,
        config: bytes,
        view: bytes,
        factorials: bytes,
        rng: int,
        first: int,
        count: int,
        seed: int,
        rollouts: int,
        kind: int,
        actions: list[int],
        settlements: list[int],
        tries: int,
        repairs: int,
    ) -> tuple[int, int, list[list[int]], tuple[tuple[int, int], ...] | None]:
        self._host.call("reset")
        at = self._config(config)
        layout = self.layout
        if len(view) != layout["VIEW_BYTES"]:
            raise ValueError(f"view: {len(view)} bytes, the core reads {layout['VIEW_BYTES']}")
        size = 8 * layout["FACTORIALS"] * layout["FACTORIAL_WORDS"]
        if len(factorials) != size:
            raise ValueError(f"factorials: {len(factorials)} bytes, the core reads {size}")
        nactions, nsettle = len(actions), len(settlements)
        if nactions > layout["MAXACTIONS"] or nsettle > layout["MAXSETTLE"]:
            raise ValueError("search_worlds: too large, or an objective the core lacks")
        places = layout["MAXPLACES"]
        words = struct.pack("<QQ", rng & 0xFFFF_FFFF_FFFF_FFFF, seed & 0xFFFF_FFFF_FFFF_FFFF)
        numbers = [first, count, rollouts, kind, tries, repairs, nactions, nsettle]
        totals, found = self._room(8 * max(nactions * nsettle, 1)), self._room(8 * (4 + 2 * places))
        answer = self._host.call(
            "search_worlds", at, self._put(view), self._put(factorials), self._put(words),
            self._ints(numbers), self._ints(actions or [0]), self._ints(settlements or [0]),
            totals, found,
        )
        if answer == -4:
            raise ValueError("search_worlds: too large, or an objective the core lacks")
        self._check(answer)
        sums = self._words(totals, nactions * nsettle)
        done, gave_up, have_last, state, *last = self._words(found, 4 + 2 * places)
        rows = [list(sums[k * nactions : (k + 1) * nactions]) for k in range(nsettle)]
        gave: tuple[tuple[int, int], ...] | None = None
        if gave_up:
            nplaces = self._nplaces(view) if have_last else 0
            gave = tuple(
                (last[2 * p] & 0xFFFF_FFFF_FFFF_FFFF, last[2 * p + 1] & 0xFFFF_FFFF_FFFF_FFFF)
                for p in range(nplaces)
            )
        return done, state & 0xFFFF_FFFF_FFFF_FFFF, rows, gave

    def _nplaces(self, view: bytes) -> int:
        at = 0
        for name, size in self.layout["VIEW_FIELDS"]:
            if name == "nplaces":
                return int(_WORD.unpack_from(view, 8 * at)[0])
            at += size
        raise ValueError("view: no places")

    def summaries(
        self, configs: tuple[bytes, ...], kinds: tuple[int, ...], seed: int, start: int, stop: int
    ) -> bytes:
        if start < 0 or stop < start:
            raise ValueError("summaries: 0 <= start <= stop")
        self._host.call("reset")
        at = self._configs("summaries", configs, kinds)
        size = (stop - start) * self.layout["SUMMARY_BYTES"]
        words, failed = self._room(size), self._room(8)
        answer = self._host.call(
            "summaries", at, len(configs), self._ints(kinds), self._uword(seed),
            self._put(struct.pack("<qq", start, stop)), words, failed,
        )
        self._check(answer, failed)
        return self._host.read(words, size)

    def session(
        self,
        configs: tuple[bytes, ...],
        kinds: tuple[int, ...],
        seed: int,
        first_dealer: int,
        deals: int,
        stake: tuple[int, int, int],
    ) -> tuple[bytes, tuple[int, int]]:
        if deals < 1 or not 0 <= first_dealer < len(configs):
            raise ValueError("session: a deal or more, the first dealt by a seat")
        self._host.call("reset")
        at = self._configs("session", configs, kinds)
        size = deals * self.layout["SUMMARY_BYTES"]
        words, pots, failed = self._room(size), self._room(16), self._room(8)
        answer = self._host.call(
            "session", at, len(configs), self._ints(kinds), self._uword(seed), first_dealer,
            self._put(struct.pack("<4q", deals, *stake)), words, pots, failed,
        )
        self._check(answer, failed)
        king, pagat = self._words(pots, 2)
        return self._host.read(words, size), (king, pagat)

    def sessions(
        self,
        configs: tuple[bytes, ...],
        kinds: tuple[int, ...],
        seed: int,
        start: int,
        stop: int,
        length: int,
        stake: tuple[int, int, int],
    ) -> tuple[bytes, bytes]:
        if start < 0 or stop < start or length < 1:
            raise ValueError("sessions: 0 <= start <= stop, a deal or more a session")
        self._host.call("reset")
        at = self._configs("sessions", configs, kinds)
        size = (stop - start) * self.layout["SUMMARY_BYTES"]
        count = (stop - start + length - 1) // length
        words, pots, failed = self._room(size), self._room(16 * max(count, 1)), self._room(8)
        answer = self._host.call(
            "sessions", at, len(configs), self._ints(kinds), self._uword(seed),
            self._put(struct.pack("<6q", start, stop, length, *stake)), words, pots, failed,
        )
        self._check(answer, failed)
        return self._host.read(words, size), self._host.read(pots, 16 * count)

    def solve(
        self,
        config: bytes,
        state: bytes,
        objective: int,
        limit: int,
        seconds: float,
        merge: bool,
        table: int,
    ) -> tuple[list[tuple[int, int, list[int]]] | None, int, str]:
        self._host.call("reset")
        at = self._config(config)
        if len(state) != self.layout["STATE_BYTES"]:
            size = self.layout["STATE_BYTES"]
            raise ValueError(f"state: {len(state)} bytes, the core reads {size}")
        size = self.layout["CHOICES_BYTES"]
        out, found = self._room(size), self._room(16)
        answer = self._host.call(
            "solve", at, self._put(state), objective, self._put(struct.pack("<qq", limit, table)),
            float(seconds), int(merge), out, found,
        )
        if answer == -1:
            raise MemoryError(self._wrong() or "the WebAssembly core's memory cannot grow")
        if answer == -2:
            raise CoreError("solve: no move keeps the value")
        if answer == -4:
            raise CoreError("solve: a line deeper than the stack")
        nodes, stop = self._words(found, 2)
        if stop:
            return None, nodes, "positions" if stop == 1 else "time"
        return self._choices(self._host.read(out, size)), nodes, ""

    def _choices(self, data: bytes) -> list[tuple[int, int, list[int]]]:
        """The Choices struct: n, codes[M], length[M], (padding), values[M], lines[M][D]."""
        moves, depth = self.layout["MAXMOVES"], self.layout["MAXDEPTH"]
        n = struct.unpack_from("<i", data)[0]
        codes = struct.unpack_from(f"<{moves}i", data, 4)
        lengths = struct.unpack_from(f"<{moves}i", data, 4 + 4 * moves)
        at = (4 + 8 * moves + 7) // 8 * 8
        values = struct.unpack_from(f"<{moves}q", data, at)
        at += 8 * moves
        out = []
        for i in range(n):
            line = struct.unpack_from(f"<{lengths[i]}i", data, at + 4 * depth * i)
            out.append((codes[i], values[i], [codes[i], *line]))
        return out


def core(host: Host) -> ModuleType:
    """A module with the CPython core's names and calls (and the solver's), over ``host``."""
    calls = _Calls(host)
    module = ModuleType("tarock.fast._wasm_core", "The compiled core, as WebAssembly.")
    for key, value in calls.layout.items():
        setattr(module, key, value)
    for name in ("play", "play_on", "search_worlds", "summaries", "session", "sessions", "solve"):
        setattr(module, name, getattr(calls, name))
    return module
