"""The compiled core as WebAssembly, for the browser's engine.

``tarock/fast/_wasm.c`` (the core's game and the solver's search, with calls on plain
memory) is built by Zig's C compiler, from the pinned ``ziglang`` package, for the bare
``wasm32`` target: no C library, nothing imported but a clock. The play page's engine
carries the result as ``tarock/fast/_core.wasm`` (``hooks/pyodide.py``), where
``tarock.fast._wasm`` finds it. The build is kept in ``.cache/wasm/`` under a hash of the
sources and the command, so a site build compiles it only when the core changed.

``python -m sitegen.wasm [OUT]`` (``make wasm``) builds it and writes it to ``OUT``.
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Final

from sitegen import ROOT

FAST: Final = ROOT / "tarock" / "fast"
SOURCES: Final = ("_wasm.c", "_game.c", "_solver.c")
"""The files the module is built from (``_wasm.c`` includes the other two)."""
FLAGS: Final = ("--target=wasm32-freestanding", "-O2", "-s", "-Wl,--no-entry")
"""Zig's ``cc``: the bare target, optimised, stripped, a library (no ``main``)."""
CACHE: Final = ROOT / ".cache" / "wasm"


class BuildError(RuntimeError):
    """The compiler could not build the module."""


def key() -> str:
    """A hash of the sources and the command: what the cached build is named by."""
    digest = hashlib.sha256(" ".join(FLAGS).encode())
    for name in SOURCES:
        digest.update(name.encode() + b"\0" + (FAST / name).read_bytes())
    return digest.hexdigest()[:16]


def build() -> bytes:
    """The module's bytes, built now if no build of these sources is cached."""
    cached = CACHE / f"core-{key()}.wasm"
    if cached.is_file():
        return cached.read_bytes()
    with tempfile.TemporaryDirectory() as work:
        out = Path(work) / "core.wasm"
        command = [sys.executable, "-m", "ziglang", "cc", *FLAGS, "-o", str(out)]
        try:
            subprocess.run(
                [*command, str(FAST / SOURCES[0])],
                check=True,
                capture_output=True,
                text=True,
                timeout=900,
            )
        except subprocess.CalledProcessError as error:
            lines = (error.stderr or error.stdout or "no message").strip().splitlines()
            raise BuildError("wasm: the core did not compile: " + " / ".join(lines[-5:])) from None
        data = out.read_bytes()
    CACHE.mkdir(parents=True, exist_ok=True)
    partial = cached.with_suffix(".part")
    partial.write_bytes(data)
    partial.replace(cached)  # whole or not at all
    return data


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    try:
        data = build()
    except BuildError as error:
        print(error, file=sys.stderr)
        return 1
    if args:
        Path(args[0]).write_bytes(data)
    print(f"the core as WebAssembly: {len(data):,} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
