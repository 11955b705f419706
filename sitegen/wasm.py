"""The compiled core as WebAssembly, for the browser's engine.

``tarock/fast/_wasm.c`` (the core's game and the solver's search, with calls on plain
memory) is built by Zig's C compiler, from the pinned ``ziglang`` package, for the bare
``wasm32`` target: no C library, nothing imported but a clock. Zig's optimiser takes
several minutes of a core over these sources, so the module is kept in the repository like
the project's other costly data: ``tarock/fast/_core.wasm``, with a sidecar
(``_core.wasm.json``) naming the hash of the sources it was built from, the command and
the compiler. ``make wasm`` rebuilds both. A site build takes the committed module (the
play page's engine carries it, ``hooks/pyodide.py``) and fails in one line if it is older
than the sources; ``tests/test_wasm.py`` holds it call for call to the CPython core.

``python -m sitegen.wasm`` (``make wasm``) builds it; ``--check`` only says whether the
committed module is the current sources'.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, Final

from sitegen import ROOT

FAST: Final = ROOT / "tarock" / "fast"
SOURCES: Final = ("_wasm.c", "_game.c", "_solver.c")
"""The files the module is built from (``_wasm.c`` includes the other two)."""
FLAGS: Final = ("--target=wasm32-freestanding", "-O2", "-s", "-Wl,--no-entry")
"""Zig's ``cc``: the bare target, optimised, stripped, a library (no ``main``)."""
MODULE: Final = FAST / "_core.wasm"
SIDECAR: Final = FAST / "_core.wasm.json"


class BuildError(RuntimeError):
    """The module could not be built, or the committed one is not the sources'."""


def key() -> str:
    """A hash of the sources and the command: what the built module is named by."""
    digest = hashlib.sha256(" ".join(FLAGS).encode())
    for name in SOURCES:
        digest.update(name.encode() + b"\0" + (FAST / name).read_bytes())
    return digest.hexdigest()[:16]


def about() -> dict[str, Any]:
    """The sidecar of the committed module ({} if there is none)."""
    if not SIDECAR.is_file():
        return {}
    found: dict[str, Any] = json.loads(SIDECAR.read_text(encoding="utf-8"))
    return found


def current() -> bytes:
    """The committed module, if it was built from the sources as they are."""
    if not MODULE.is_file():
        raise BuildError(f"wasm: {MODULE.relative_to(ROOT)} is missing: run `make wasm`")
    data = MODULE.read_bytes()
    told = about()
    if told.get("sources") != key() or told.get("sha256") != hashlib.sha256(data).hexdigest():
        raise BuildError(
            f"wasm: {MODULE.relative_to(ROOT)} is older than tarock/fast/{', '.join(SOURCES)}:"
            " run `make wasm` (several minutes) and commit it"
        )
    return data


def compiler() -> str:
    """The version of Zig that builds the module."""
    answer = subprocess.run(
        [sys.executable, "-m", "ziglang", "version"], capture_output=True, text=True, check=False
    )
    return answer.stdout.strip() or "unknown"


def build() -> bytes:
    """Build the module from the sources, write it and its sidecar whole, return it."""
    with tempfile.TemporaryDirectory() as work:
        out = Path(work) / "core.wasm"
        command = [sys.executable, "-m", "ziglang", "cc", *FLAGS, "-o", str(out)]
        try:
            subprocess.run(
                [*command, str(FAST / SOURCES[0])],
                check=True,
                capture_output=True,
                text=True,
                timeout=3600,
            )
        except subprocess.CalledProcessError as error:
            lines = (error.stderr or error.stdout or "no message").strip().splitlines()
            raise BuildError("wasm: the core did not compile: " + " / ".join(lines[-5:])) from None
        data = out.read_bytes()
    sidecar = {
        "command": "make wasm",
        "module": "python -m sitegen.wasm",
        "compiler": f"zig cc {compiler()} (the ziglang package)",
        "flags": list(FLAGS),
        "sources": key(),
        "files": [f"tarock/fast/{name}" for name in SOURCES],
        "bytes": len(data),
        "sha256": hashlib.sha256(data).hexdigest(),
    }
    text = json.dumps(sidecar, indent=1) + "\n"
    for path, content in ((MODULE, data), (SIDECAR, text.encode())):
        partial = path.with_name(path.name + ".part")
        partial.write_bytes(content)
        partial.replace(path)  # whole or not at all
    return data


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the committed module")
    args = parser.parse_args(argv)
    try:
        data = current() if args.check else build()
    except BuildError as error:
        print(error, file=sys.stderr)
        return 1
    print(f"the core as WebAssembly: {len(data):,} bytes, from sources {key()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
