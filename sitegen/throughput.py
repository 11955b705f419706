"""How many deals a second ``tarock simulate`` plays, rows and all, through the compiled
core and through the Python engine (``TAROCK_PURE=1``), and how many ``tarock.fast.play``
plays alone: measured when the site is built, on the same seeded deals, taking turns, so
the pages state this machine's figures. Every run is in this process, so the seconds are
its processor time (``time.process_time``): what other work on a shared machine takes
does not count. A run recorded once (``bench/million.json``, by ``python bench/bench.py
--million``) gives the big run's figure with its machine.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any

from sitegen import ROOT
from tarock import fast, rules
from tarock.analysis.simulate import simulate
from tarock.rng import deal_seed
from tarock.scoring.session import keeps_pots

PLAYERS = "heuristic"
"""The bots of the runs timed (those of the site's own simulations)."""
TRIAL = 20
"""Deals of the trial run that sizes a measured one."""
MILLION = ROOT / "bench" / "million.json"
"""The big run as ``bench/bench.py --million`` recorded it."""


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


def rate(variant: str, seconds: float, seed: int) -> tuple[float, int]:
    """Deals per second of one ``simulate`` run in this process, sized from short trials
    (each four times the last, until one takes a tenth of ``seconds``: a run's fixed cost
    would make a trial of a few deals too slow) to take about ``seconds``, and the deals
    it played."""
    simulate(variant, 2, PLAYERS, seed=seed)  # warm-up: tables, caches
    trial = TRIAL
    while True:
        started = time.process_time()
        simulate(variant, trial, PLAYERS, seed=seed)
        took = time.process_time() - started
        if took >= seconds / 10:
            break
        trial *= 4
    deals = max(TRIAL, int(trial / took * seconds))
    started = time.process_time()
    simulate(variant, deals, PLAYERS, seed=seed)
    return deals / (time.process_time() - started), deals


def dealings(variant: str, deals: int, seed: int, players: str = PLAYERS) -> dict[int, list[int]]:
    """Every dealing ``simulate`` plays in its first ``deals`` deals with ``seed``, by dealer:
    each deal's seed and, before it, those of the dealings thrown in and dealt again
    (``tarock.rng.deal_seed`` with the redeal's number; a rule set with pots numbers its
    deals within each session). ``simulate``'s own frame (not timed) says how often each
    deal was dealt again and who dealt it; the seeds it names are checked against these."""
    found = simulate(variant, deals, players, seed=seed)
    by_deal = found[found["dealer"]].set_index("deal")
    session = found.attrs["session"]
    out: dict[int, list[int]] = {}
    for k, redeals, played, dealer in zip(
        by_deal.index, by_deal["redeals"], by_deal["seed"], by_deal["seat"], strict=True
    ):
        base, number = (
            (seed, k) if session is None else (deal_seed(seed, k // session), k % session)
        )
        seeds = [deal_seed(base, number, n) for n in range(redeals + 1)]
        if seeds[-1] != played:
            raise RuntimeError(f"deal {k}: simulate played the seed {played}, not {seeds[-1]}")
        out.setdefault(int(dealer), []).extend(seeds)
    return out


def play_rate(variant: str, deals: int, seed: int) -> float:
    """Deals per second of ``tarock.fast.play`` on every dealing of ``simulate``'s first
    ``deals`` deals with ``seed`` (``dealings``: the deals, and those thrown in and dealt
    again, each by its dealer), counting ``deals``: the same play, without the rows."""
    played = dealings(variant, deals, seed)
    started = time.process_time()
    for dealer, seeds in played.items():
        fast.play(variant, PLAYERS, seeds, dealer=dealer)
    return deals / (time.process_time() - started)


def rates(variant: str, seconds: float, rounds: int) -> tuple[float, float, float]:
    """Deals per second of ``simulate`` through the Python engine and through the core (one
    process), and of ``tarock.fast.play`` on as many of the same deals: the round with the
    median ratio of the two ``simulate`` figures of ``rounds`` rounds taken in turns."""
    found = []
    for round_ in range(rounds):
        with engine(pure=True):
            python, _ = rate(variant, seconds, round_)
        with engine(pure=False):
            compiled, deals = rate(variant, seconds, round_)
            alone = play_rate(variant, deals, round_)
        found.append((python, compiled, alone))
    found.sort(key=lambda each: each[1] / each[0])
    return found[len(found) // 2]


@cache
def figures(seconds: float = 0.4, rounds: int = 3) -> dict[str, tuple[float, float, float]]:
    """Each rule set's ``rates`` (measured once a build: both pages state the same)."""
    if not fast.available():
        return {}
    return {variant: rates(variant, seconds, rounds) for variant in rules.ids()}


def table(seconds: float = 0.4, rounds: int = 3) -> str:
    """A Markdown table of ``figures``: each rule set, ``simulate`` through the two engines
    and their ratio, ``tarock.fast.play`` alone and the share of its rate ``simulate`` keeps."""
    found = figures(seconds, rounds)
    if not found:
        return f"(No compiled core where this page was built: {fast.MISSING or 'TAROCK_PURE'}.)"
    lines = [
        "| Rule set | Python engine, deals/s | compiled core, deals/s | ratio"
        " | `fast.play` alone, deals/s | share kept |"
    ]
    lines.append("| --- | --: | --: | --: | --: | --: |")
    for variant, (python, compiled, alone) in found.items():
        title = rules.get(variant).title
        lines.append(
            f"| {title} | {python:,.0f} | {compiled:,.0f} | {compiled / python:,.1f}x"
            f" | {alone:,.0f} | {compiled / alone:.0%} |"
        )
    return "\n".join(lines)


def speedup(seconds: float = 0.4, rounds: int = 3) -> str:
    """A sentence: how many times as many deals a second the core gives ``simulate``, the
    least and the most of ``figures`` over the rule sets."""
    found = figures(seconds, rounds).values()
    if not found:
        return "Where this page was built there was no compiled core to measure."
    each = sorted(compiled / python for python, compiled, _ in found)
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


def recorded() -> dict[str, Any]:
    """The big run as ``bench/bench.py --million`` recorded it (empty if it never ran)."""
    return json.loads(MILLION.read_text(encoding="utf-8")) if MILLION.is_file() else {}


def million(found: dict[str, Any] | None = None) -> str:
    """A sentence: how long the recorded big run took, and where."""
    found = recorded() if found is None else found
    if not found:
        return "*No big run recorded yet: run `python bench/bench.py --million`.*"
    m = found["machine"]
    title = rules.get(found["variant"]).title
    return (
        f"{found['deals']:,} deals of {title} with {found['players']} bots, written to a"
        f" Parquet file by `tarock simulate --workers {found['workers']}`, took"
        f" {found['seconds']:.0f} seconds, {found['ratio_to_calibration']:.2f} times the"
        " calibration loop's deals per second timed just before and after it"
        f" ({m['cores']} cores of an {m['processor']} under a load average of {m['load']:g},"
        f" CPython {m['python']}, {m['date']})."
    )
