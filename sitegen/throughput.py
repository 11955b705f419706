"""How many deals a second ``tarock simulate`` plays, rows and all, through the compiled
core and through the Python engine (``TAROCK_PURE=1``): measured when the site is built,
on the same seeded deals, taking turns, so the pages state this machine's figures.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

from tarock import fast, rules
from tarock.analysis.simulate import simulate
from tarock.scoring.session import keeps_pots

PLAYERS = "heuristic"
"""The bots of the runs timed (those of the site's own simulations)."""
TRIAL = 20
"""Deals of the trial run that sizes a measured one."""


@contextmanager
def engine(pure: bool) -> Iterator[None]:
    """``TAROCK_PURE`` set (the Python engine plays) or unset (the compiled core plays)."""
    before = os.environ.get("TAROCK_PURE")
    os.environ["TAROCK_PURE"] = "1" if pure else ""
    try:
        yield
    finally:
        if before is None:
            del os.environ["TAROCK_PURE"]
        else:
            os.environ["TAROCK_PURE"] = before


def rate(variant: str, seconds: float, seed: int) -> float:
    """Deals per second of one ``simulate`` run in this process, sized from a short trial
    to take about ``seconds``."""
    simulate(variant, 2, PLAYERS, seed=seed)  # warm-up: tables, caches
    started = time.perf_counter()
    simulate(variant, TRIAL, PLAYERS, seed=seed)
    deals = max(TRIAL, int(TRIAL / (time.perf_counter() - started) * seconds))
    started = time.perf_counter()
    simulate(variant, deals, PLAYERS, seed=seed)
    return deals / (time.perf_counter() - started)


def rates(variant: str, seconds: float, rounds: int) -> tuple[float, float]:
    """Deals per second of ``simulate`` through the Python engine and through the core (one
    process), the round with the median ratio of ``rounds`` rounds taken in turns."""
    pairs = []
    for round_ in range(rounds):
        with engine(pure=True):
            python = rate(variant, seconds, round_)
        with engine(pure=False):
            compiled = rate(variant, seconds, round_)
        pairs.append((python, compiled))
    pairs.sort(key=lambda pair: pair[1] / pair[0])
    return pairs[len(pairs) // 2]


@cache
def figures(seconds: float = 0.4, rounds: int = 3) -> dict[str, tuple[float, float]]:
    """Each rule set's ``rates`` (measured once a build: both pages state the same)."""
    if not fast.available():
        return {}
    return {variant: rates(variant, seconds, rounds) for variant in rules.ids()}


def table(seconds: float = 0.4, rounds: int = 3) -> str:
    """A Markdown table of ``figures``: each rule set, the two engines and their ratio."""
    found = figures(seconds, rounds)
    if not found:
        return f"(No compiled core where this page was built: {fast.MISSING or 'TAROCK_PURE'}.)"
    lines = ["| Rule set | Python engine, deals/s | compiled core, deals/s | ratio |"]
    lines.append("| --- | --: | --: | --: |")
    for variant, (python, compiled) in found.items():
        title = rules.get(variant).title
        lines.append(f"| {title} | {python:,.0f} | {compiled:,.0f} | {compiled / python:,.1f}x |")
    return "\n".join(lines)


def speedup(seconds: float = 0.4, rounds: int = 3) -> str:
    """A sentence: how many times as many deals a second the core gives ``simulate``, the
    least and the most of ``figures`` over the rule sets."""
    found = figures(seconds, rounds).values()
    if not found:
        return "Where this page was built there was no compiled core to measure."
    each = sorted(compiled / python for python, compiled in found)
    return (
        f"Where this page was built, the core made `simulate` {each[0]:.1f} to"
        f" {each[-1]:.1f} times as fast as the Python engine, depending on the rule set"
        " (heuristic bots, one process; the figures are on the"
        " [performance page](performance.md#simulate))."
    )


def with_pots() -> str:
    """The titles of the rule sets that keep pots (and so are played in sessions)."""
    return " and ".join(
        rules.get(variant).title
        for variant in rules.ids()
        if keeps_pots(rules.get(variant).options)
    )
