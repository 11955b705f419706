"""Test-suite options: the ``slow`` marker, excluded unless asked for.

Run the larger invariant runs with ``pytest --run-slow`` (or TAROCK_SLOW=1, or by
selecting them with ``-m slow``).
"""

from __future__ import annotations

import os

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--run-slow", action="store_true", default=False, help="also run tests marked slow"
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: a long run, skipped unless --run-slow is given")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    wanted = (
        config.getoption("--run-slow")
        or os.environ.get("TAROCK_SLOW") == "1"
        or "slow" in (config.getoption("-m") or "")
    )
    if wanted:
        return
    skip = pytest.mark.skip(reason="slow: run with --run-slow or TAROCK_SLOW=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
