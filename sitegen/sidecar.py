"""The sidecar of a committed run (``about.json``): what made its data, written beside it
(``make findings``, ``make duel``, ``make study``) and read by the pages and the tests."""

from __future__ import annotations

import json
import platform
import sys
from collections.abc import Callable
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


def read_plan(path: Path) -> dict[str, Any]:
    """A run's plan as committed before the run (``plan.json``)."""
    data: dict[str, Any] = json.loads(path.read_text())
    return data


def write_plan(path: Path, made: dict[str, Any]) -> dict[str, Any]:
    """Write a run's plan to ``path``, to be committed before the run."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(made, indent=2) + "\n")
    return made


def planned(
    path: Path,
    made: Callable[[], dict[str, Any]],
    committed: Callable[[], dict[str, Any]],
    target: str,
) -> dict[str, Any]:
    """The plan committed at ``path``, if the data still give it (``made``); else the run
    is refused in one line (``target``: the make target that writes the plan)."""
    if not path.exists():
        raise SystemExit(f"no plan at {path}: run 'make {target}' and commit it first")
    decided = committed()
    if made() != decided:
        raise SystemExit(f"{path} is not the plan the first run's rows give: not run")
    return decided
