"""What the performance page says of the compiled core, worked out when the site is built.

``coverage()`` is a Markdown table of the rule sets and bots the core plays (asked of
``tarock.fast.supports``, never typed in); ``speed()`` times the core and the Python
engine on the same seeded deals in one process, taking turns.
"""

from __future__ import annotations

import time

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


def _rate(work: object, seconds: float) -> float:
    """Deals per second of ``work(seeds)``, run on growing batches for about ``seconds``."""
    assert callable(work)
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
    ruleset = rules.get(variant)
    lines = ["| Bots | Python engine, deals/s | compiled core, deals/s | ratio |"]
    lines.append("| --- | --: | --: | --: |")
    for kind in BOTS:

        def python(seeds: range, kind: str = kind) -> None:
            for seed in seeds:
                play_deal(ruleset, kind, seed)

        def compiled(seeds: range, kind: str = kind) -> None:
            fast.play(variant, kind, seeds)

        pairs = sorted(
            ((_rate(python, seconds), _rate(compiled, seconds)) for _ in range(rounds)),
            key=lambda pair: pair[1] / pair[0],
        )
        slow, quick = pairs[len(pairs) // 2]
        lines.append(f"| {kind} | {slow:,.0f} | {quick:,.0f} | {quick / slow:,.0f}x |")
    return "\n".join(lines)
