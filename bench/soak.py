"""The soak: a million deals per rule set through the compiled core, a sample through both.

For each rule set the compiled core plays (``tarock.fast``), half the deals with random
bots and half with heuristic bots, every deal checked by the core itself: every card of
the pack in exactly one place, the card points those of the whole pack, the ledger and
each kind of payment summing to zero. Then a sample, evenly spread over the same seeds,
is played through the Python engine too and compared action for action and payment for
payment (``tarock.analysis.differential``). Prints one line a rule set and bot kind, and
exits 1 if any deal broke an invariant or differed.

Run: python bench/soak.py [--deals 1000000] [--sample 10000]
"""

from __future__ import annotations

import argparse
import sys
import time

from tarock import fast, rules
from tarock.analysis.differential import differences
from tarock.fast import tables

KINDS = ("random", "heuristic")
CHUNK = 100_000


def soak(variant: str, kind: str, deals: int, sample: int) -> bool:
    """One rule set and bot kind: the invariants over ``deals`` seeds, then ``sample`` of
    them through both engines. Whether all held."""
    core = fast._core
    assert core is not None
    options = rules.get(variant).options
    config = tables.config(options, core.FIELDS, fast._names())
    codes = (tables.BOTS.index(kind),) * options.seats
    started = time.perf_counter()
    broken, first, why = 0, -1, ""
    for start in range(0, deals, CHUNK):
        _, bad, seed, reason = core.soak(config, codes, start, min(CHUNK, deals - start))
        if bad and not broken:
            first, why = seed, reason
        broken += bad
    played = time.perf_counter() - started
    step = max(1, deals // sample)
    started = time.perf_counter()
    compared, differ = differences(variant, kind, range(0, deals, step)[:sample])
    checked = time.perf_counter() - started
    print(
        f"{variant:<12} {kind:<9} {deals:>9,} deals in {played:5.1f} s"
        f" ({deals / played:,.0f}/s): {broken} broken"
        + (f" (first: seed {first}, {why})" if broken else "")
        + f"; {min(sample, len(range(0, deals, step))):,} through both in {checked:4.1f} s,"
        f" {compared:,} actions: {len(differ)} differ"
        + (f" (first: seed {differ[0][0]}, {differ[0][1]})" if differ else "")
    )
    return not broken and not differ


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1_000_000, help="deals per rule set")
    parser.add_argument("--sample", type=int, default=10_000, help="of them through both")
    args = parser.parse_args()
    if not fast.available():
        print(f"no compiled core: {fast.MISSING or 'TAROCK_PURE is set'}", file=sys.stderr)
        return 1
    ok = True
    started = time.perf_counter()
    for variant in rules.ids():
        if fast.supports(rules.get(variant).options, KINDS) is not None:
            print(f"{variant:<12} not yet played by the compiled core")
            continue
        for kind in KINDS:
            ok &= soak(variant, kind, args.deals // len(KINDS), args.sample // len(KINDS))
    print(f"soak {'passed' if ok else 'FAILED'} in {time.perf_counter() - started:.0f} s")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
