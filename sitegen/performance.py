"""What the performance page says of the compiled core, worked out when the site is built.

``coverage()`` is a Markdown table of the rule sets and bots the core plays (asked of
``tarock.fast.supports``, never typed in); ``speed()`` times the core and the Python
engine on the same seeded deals in one process, taking turns; ``peers()`` puts both
beside the project's calibration loop (``bench/calibration.py``), timed in the same
process, and beside the compiled peers of the field as they were measured against a loop
of the same design.
"""

from __future__ import annotations

import importlib.util
import time
from collections.abc import Callable
from functools import cache
from typing import Final

from sitegen import ROOT
from tarock import fast, rules
from tarock.fast.tables import BOTS
from tarock.play import play_deal


def coverage() -> str:
    """Each rule set: whether the core plays it with each bot, or why not."""
    lines = ["| Rule set | " + " | ".join(f"{kind} bots" for kind in BOTS) + " |"]
    lines.append("| --- |" + " --- |" * len(BOTS))
    for variant in rules.ids():
        options = rules.get(variant).options
        cells = []
        for kind in BOTS:
            why = fast.supports(options, [kind] * options.seats)
            cells.append("compiled" if why is None else "not yet: " + _short(why))
        lines.append(f"| {rules.get(variant).title} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def _short(why: str) -> str:
    """A refusal without its opening words."""
    return why.removeprefix("the compiled core does not yet play ")


Work = Callable[[range], object]
"""Plays the deals of the seeds it is given."""


def _engines(variant: str, kind: str) -> tuple[Work, Work]:
    """Deals of ``variant`` played by ``kind`` bots through the Python engine
    (``play_deal``) and through the compiled core (``tarock.fast.play``)."""
    ruleset = rules.get(variant)

    def python(seeds: range) -> None:
        for seed in seeds:
            play_deal(ruleset, kind, seed)

    def compiled(seeds: range) -> None:
        fast.play(variant, kind, seeds)

    return python, compiled


def _rate(work: Work, seconds: float) -> float:
    """Deals per second of ``work(seeds)``, run on growing batches for about ``seconds``."""
    count, batch, started = 0, 10, time.perf_counter()
    while (elapsed := time.perf_counter() - started) < seconds:
        work(range(count, count + batch))
        count += batch
        batch *= 2
    return count / elapsed


def speed(variant: str = "grosstarock", seconds: float = 0.3, rounds: int = 3) -> str:
    """A Markdown table: deals per second through the Python engine (``play_deal``) and
    through the core (``tarock.fast.play``), and their ratio, for each bot kind; the
    median of ``rounds`` rounds taken in turns."""
    if not fast.available():
        return f"(No compiled core where this page was built: {fast.MISSING or 'TAROCK_PURE'}.)"
    lines = ["| Bots | Python engine, deals/s | compiled core, deals/s | ratio |"]
    lines.append("| --- | --: | --: | --: |")
    for kind in BOTS:
        python, compiled = _engines(variant, kind)
        pairs = sorted(
            ((_rate(python, seconds), _rate(compiled, seconds)) for _ in range(rounds)),
            key=lambda pair: pair[1] / pair[0],
        )
        slow, quick = pairs[len(pairs) // 2]
        lines.append(f"| {kind} | {slow:,.0f} | {quick:,.0f} | {quick / slow:,.0f}x |")
    return "\n".join(lines)


LOOP: Final = ROOT / "bench" / "calibration.py"
"""The project's calibration loop, a bare bitmask random-play loop with no rules: every
speed figure is a ratio to it. It stays a plain script beside the benchmarks that time
it (``python bench/calibration.py``), so the page loads it from its file."""

PEERS: dict[str, tuple[float, float]] = {
    "OpenSpiel's Slovenian tarok, its C++ game loop": (34_703, 16_584),
    "a numba bitmask play loop": (533_669, 16_584),
}
"""The compiled peers, as measured once on the project's two-core machine in November 2026
(issue 30): deals per second of play alone (no bidding, no settlement), and the deals per
second of the calibration loop then in use, timed beside it in the same process (an
earlier loop of the same design, kept outside the project, which ``LOOP`` runs at 0.98 to
0.99 of: the page says how that was measured). They are not installed with the project,
so the page gives them as recorded, as ratios to the loop."""


@cache
def calibration() -> Callable[[int, int], float]:
    """The calibration loop's ``bench(n, seed)``: deals per second of ``n`` deals played
    from ``seed``."""
    spec = importlib.util.spec_from_file_location("tarock_bench_calibration", LOOP)
    assert spec is not None and spec.loader is not None, LOOP.name
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    bench: Callable[[int, int], float] = module.bench
    return bench


def peers(variant: str = "grosstarock", seconds: float = 0.3, rounds: int = 3) -> str:
    """A Markdown table: the Python engine and the compiled core (complete deals of
    ``variant``, each bot kind) as multiples of the calibration loop timed beside them in
    this process, taking turns (the median of ``rounds``), and the peers as recorded."""
    bench = calibration()
    lines = ["| What plays | Times the calibration loop | Figures |", "| --- | --: | --- |"]
    for kind in BOTS:
        python, compiled = _engines(variant, kind)
        engines = [("Python engine", python)]
        if fast.available():
            engines.append(("compiled core", compiled))
        for name, work in engines:
            ratios = sorted(_rate(work, seconds) / bench(3000, r) for r in range(rounds))
            lines.append(
                f"| the project's {name}, {kind} bots, complete deals"
                f" | {ratios[len(ratios) // 2]:.2f} | measured as this page was built |"
            )
    for name, (rate, loop) in PEERS.items():
        lines.append(f"| {name}, play only | {rate / loop:.1f} | recorded, November 2026 |")
    return "\n".join(lines)
