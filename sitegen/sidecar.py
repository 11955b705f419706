"""The sidecar of a committed run (``about.json``): what made its data, written beside it
(``make findings``, ``make duel``, ``make study``) and read by the pages and the tests."""

from __future__ import annotations

import json
import platform
import sys
from functools import cache
from pathlib import Path
from typing import Any


def write(folder: Path, made: dict[str, Any]) -> None:
    """Write ``made`` (the command, settings and cost) to ``folder/about.json``, with the
    Python version and the machine that made it."""
    info = {**made, "python": sys.version.split()[0], "machine": platform.machine()}
    (folder / "about.json").write_text(json.dumps(info, indent=2) + "\n")


@cache
def read(folder: Path) -> dict[str, Any]:
    """The sidecar kept in ``folder``."""
    data: dict[str, Any] = json.loads((folder / "about.json").read_text())
    return data
