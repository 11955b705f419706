"""Performance figures for tarock, printed and written to .bench/results.json.

Every figure is measured on one core, best of several rounds. Bare random trick
loops (no rules engine, no settlement) are measured too, so figures from different
machines can be compared by their ratio to them: the engine's against ``bitmask_loop``
below, and the Python engine's, the compiled core's and the simulations' against the
project's calibration loop (``calibration.py`` beside this file) timed in turns with them.
``--quick`` leaves out the simulation figures; ``--phases`` prints only where a
Grosstarock deal's time goes; ``--python`` only the Python engine's deals against the
calibration loop; ``--compiled`` only the compiled core's figures (``tarock.fast``);
``--solve`` only the solver's (``tarock.analysis.solver``); ``--simulate`` only ``tarock
simulate``'s throughput, compiled and pure; ``--million`` only a million Danish deals to Parquet on
two workers (also recorded in ``bench/million.json``).
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

import calibration  # bench/calibration.py: this script's folder is first on its path

from tarock import rules
from tarock.cards import ALL, FOOL, SUIT_MASKS, TRUMPS_MASK, cards_of, mask
from tarock.engine.actions import Play
from tarock.engine.loop import run
from tarock.engine.state import deal
from tarock.play import play_deal
from tarock.scoring.settlement import settle
from tarock.search.bots import make

ROUNDS = 3
SECONDS = 1.5


def rate(work: Callable[[int], object]) -> float:
    """Calls of ``work(i)`` per second: the best of ``ROUNDS`` runs of about ``SECONDS``."""
    best = 0.0
    start_index = 0
    for _ in range(ROUNDS):
        count, started = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - started) < SECONDS:
            for _ in range(20):
                work(start_index + count)
                count += 1
        best = max(best, count / elapsed)
        start_index += count
    return best


def bare_loop(seed: int) -> None:
    """A bare random trick loop: shuffle, deal 3 x 25, follow suit, 25 tricks, no scoring."""
    rng = random.Random(seed)
    deck = [(s, r) for s in "HDCS" for r in range(1, 15)] + [("T", r) for r in range(1, 22)]
    deck.append(("F", 0))
    rng.shuffle(deck)
    hands = [deck[0:25], deck[25:50], deck[50:75]]
    leader = 0
    for _ in range(25):
        trick = []
        led = None
        for i in range(3):
            seat = (leader + i) % 3
            hand = hands[seat]
            legal = hand
            if led is not None:
                legal = [c for c in hand if c[0] == led] or [c for c in hand if c[0] == "T"] or hand
            card = rng.choice(legal)
            hand.remove(card)
            trick.append((seat, card))
            if led is None and card[0] != "F":
                led = card[0]
        leader = max(trick, key=lambda sc: (sc[1][0] == "T", sc[1][0] == led, sc[1][1]))[0]


_SUIT_MASKS = tuple(SUIT_MASKS[card.suit] for card in ALL)
_RANK = tuple(100 + card.rank if card.is_trump else card.rank for card in ALL)


def bitmask_loop(seed: int) -> None:
    """The engine's yardstick: a bare random-play loop on the engine's own card masks
    (``tarock.cards``), with no rules engine and no scoring. Shuffle and deal 3 x 25 as
    masks; each player draws uniformly among his cards of the suit led, else his trumps,
    else any card; the highest trump, else the highest card of the suit led, wins and
    leads; 25 tricks."""
    rng = random.Random(seed)
    draw = rng.random
    deck = list(ALL)
    rng.shuffle(deck)
    hands = [mask(deck[0:25]), mask(deck[25:50]), mask(deck[50:75])]
    leader = 0
    for _ in range(25):
        led = best = winner = 0
        for i in range(3):
            seat = (leader + i) % 3
            hand = hands[seat]
            legal = hand & led or hand & TRUMPS_MASK or hand if led else hand
            cards = cards_of(legal)
            card = cards[int(draw() * len(cards))]
            hands[seat] = hand ^ card.bit
            if not led and card is not FOOL:
                led = _SUIT_MASKS[card.index]
            rank = _RANK[card.index] if card.is_trump or card.bit & led else 0
            if rank > best:
                best, winner = rank, seat
        leader = winner


def engine_deal(variant: str, kind: str) -> Callable[[int], object]:
    """A complete deal through the engine: deal, discard, declarations, tricks, settlement."""
    ruleset = rules.get(variant)
    seats = ruleset.options.seats

    def work(seed: int) -> object:
        players = [make(kind, seed * 7 + seat) for seat in range(seats)]
        return settle(run(deal(ruleset, seed), players))

    return work


def full_play(variant: str, kind: str) -> Callable[[int], object]:
    """``play_deal``: the same plus the step list and the game record."""
    ruleset = rules.get(variant)
    kinds = [kind] * ruleset.options.seats
    return lambda seed: play_deal(ruleset, kinds, seed)


# -- where the time goes: one deal's phases ----------------------------------------------

PHASES = ("players", "deal", "before_play", "play", "settlement")


def phase_times(variant: str, kind: str, deals: int = 1000) -> dict[str, float]:
    """Microseconds per deal spent making the players, dealing, before the first card (the
    auction, discard, declarations, first announcements), playing the cards and settling:
    the best of ``ROUNDS`` runs over the same ``deals`` seeds."""
    ruleset = rules.get(variant)
    seats = ruleset.options.seats
    first_card = []  # the number of actions before the first card, per seed
    for seed in range(deals):
        state = run(deal(ruleset, seed), [make(kind, seed * 7 + seat) for seat in range(seats)])
        plays = [i for i, action in enumerate(state.history) if type(action) is Play]
        first_card.append(plays[0] if plays else len(state.history))
    best = dict.fromkeys(PHASES, float("inf"))
    clock = time.perf_counter
    for _ in range(ROUNDS):
        spent = dict.fromkeys(PHASES, 0.0)
        for seed in range(deals):
            t0 = clock()
            players = [make(kind, seed * 7 + seat) for seat in range(seats)]
            t1 = clock()
            state = deal(ruleset, seed)
            t2 = clock()
            first = first_card[seed]
            run(state, players, stop=lambda state, legal, first=first: len(state.history) == first)
            t3 = clock()
            run(state, players)
            t4 = clock()
            settle(state)
            t5 = clock()
            times = (t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4)
            for phase, took in zip(PHASES, times, strict=True):
                spent[phase] += took
        best = {phase: min(best[phase], spent[phase]) for phase in PHASES}
    return {phase: took / deals * 1e6 for phase, took in best.items()}


def phase_figures(results: dict[str, float]) -> None:
    """``grosstarock.<bot>.us.<phase>``: where a Grosstarock deal's time goes, per bot,
    with the bitmask loop's microseconds per deal measured alongside."""
    results["bare.bitmask_loop.us"] = 1e6 / rate(bitmask_loop)
    for kind in ("random", "heuristic"):
        for phase, took in phase_times("grosstarock", kind).items():
            results[f"grosstarock.{kind}.us.{phase}"] = took


# -- the compiled core (tarock.fast) ------------------------------------------------------

COMPILED_DEALS = 20_000
"""Deals per timing of the compiled core (about a quarter of a second)."""


def python_figures(results: dict[str, float], seconds: float = 1.0) -> None:
    """``<variant>.<bot>.python.ratio_to_calibration``: complete deals through the Python
    engine (``engine_deal``: the browser's fallback and every test's reference) over
    ``calibration.bench(3000, seed)``, timed in the same process, taking turns (the median
    of five rounds' ratios), with ``.python.deals_per_s`` beside it."""
    for variant in rules.ids():
        for kind in ("random", "heuristic"):
            work = engine_deal(variant, kind)
            work(0)  # warm-up
            found = []
            for round_ in range(5):
                calib = calibration.bench(3000, round_)
                deals, started = 0, time.perf_counter()
                while time.perf_counter() - started < seconds:
                    work(round_ * 100_000 + deals)
                    deals += 1
                rate_ = deals / (time.perf_counter() - started)
                found.append((rate_ / calib, rate_))
            ratio, rate_ = sorted(found)[2]
            results[f"{variant}.{kind}.python.deals_per_s"] = rate_
            results[f"{variant}.{kind}.python.ratio_to_calibration"] = ratio


def compiled_figures(results: dict[str, float]) -> None:
    """``<variant>.<bot>.compiled.deals_per_s`` through ``tarock.fast.play``, and its ratio
    to ``calibration.bench(3000, seed)`` timed in the same process, taking turns (the
    median of the rounds' ratios, so the shared machine's drift hits both alike)."""
    from tarock import fast

    if not fast.available():
        print(f"no compiled core: {fast.MISSING or 'TAROCK_PURE is set'}", file=sys.stderr)
        return
    for variant in rules.ids():
        for kind in ("random", "heuristic"):
            if fast.supports(rules.get(variant).options, [kind] * 4) is not None:
                continue  # a rule set the core does not play yet
            fast.play(variant, kind, range(1000))  # warm-up: the tables are built once
            ratios, rates, calibs = [], [], []
            for round_ in range(5):
                calib = calibration.bench(3000, round_)
                seeds = range(round_ * COMPILED_DEALS, (round_ + 1) * COMPILED_DEALS)
                started = time.perf_counter()
                fast.play(variant, kind, seeds)
                rate_ = COMPILED_DEALS / (time.perf_counter() - started)
                ratios.append(rate_ / calib)
                rates.append(rate_)
                calibs.append(calib)
            middle = sorted(range(5), key=ratios.__getitem__)[2]
            results[f"{variant}.{kind}.compiled.deals_per_s"] = rates[middle]
            results[f"{variant}.{kind}.compiled.calibration_deals_per_s"] = calibs[middle]
            results[f"{variant}.{kind}.compiled.ratio_to_calibration"] = ratios[middle]


def search_figures(results: dict[str, float], choices: int = 30) -> None:
    """``<variant>.search.ms_per_choice.python_w8`` and ``...compiled_w64``: the search
    player's milliseconds per choice with 8 worlds through the Python engine
    (``TAROCK_PURE=1``) and with 64 worlds dealt, replayed and played out by the compiled
    core, on the same ``choices`` decisions of heuristic-bot deals, taking turns."""
    from sitegen.duel import timings
    from tarock import fast

    if not fast.available():
        return
    for variant in ("grosstarock", "tapp-tarock", "danish-tarok"):
        ms = timings(variant, choices)
        results[f"{variant}.search.ms_per_choice.python_w8"] = ms[8]
        results[f"{variant}.search.ms_per_choice.compiled_w64"] = ms[64]
        results[f"{variant}.search.ratio_w64_compiled_to_w8_python"] = ms[64] / ms[8]


# -- the solver (tarock.analysis.solver) -------------------------------------------------------

SOLVE_VARIANTS = ("taroc-1754", "grosstarock", "danish-tarok", "grand-tarot")
"""The 78-card rule sets whose endgames the solver figures are taken on."""
SOLVE_SEEDS = range(1, 6)
"""The heuristic-bot deals, in each rule set, stopped before their last tricks."""
SOLVE_ROUNDS = 3


def endgames(tricks: int) -> list[object]:
    """The seeded endgames with ``tricks`` tricks to play (``SOLVE_VARIANTS``, ``SOLVE_SEEDS``)."""
    out = []
    for variant in SOLVE_VARIANTS:
        ruleset = rules.get(variant)
        last = ruleset.options.tricks
        for seed in SOLVE_SEEDS:
            bots = [make("heuristic", seed * 10 + seat) for seat in range(ruleset.options.seats)]
            state = run(
                deal(ruleset, seed),
                bots,
                stop=lambda state, legal, last=last: len(state.tricks) >= last - tricks,
            )
            if not state.is_over:
                out.append(state)
    return out


def solver_figures(results: dict[str, float]) -> None:
    """``solve.<engine>.last<k>``: the solver (``tarock.analysis.solve``) on the endgames of
    ``endgames(k)``, every legal card valued with its line: ``.ms`` and ``.nodes``, the median over
    the endgames of one solve's milliseconds and positions visited, and
    ``.ratio_to_budget``, that median time over the time of 3,000 calibration-loop deals
    (``calibration.bench(3000, seed)``, timed in turns with it: the budget a solve of the
    last eight tricks through the compiled core should keep within), ``.worst_ratio_to_budget``
    the slowest endgame's (the round with the median ratio). The compiled core for 4, 6
    and 8 tricks, the Python reference for 4 and 6 (one round)."""
    from tarock import fast
    from tarock.analysis.solver import solve

    engines = [("python", False, (4, 6))]
    if fast.available():
        engines.insert(0, ("compiled", True, (4, 6, 8)))
    for name, compiled, depths in engines:
        for tricks in depths:
            states = endgames(tricks)
            rounds, nodes = [], []
            for round_ in range(SOLVE_ROUNDS if compiled or tricks < 6 else 1):
                budget = 3000 / calibration.bench(3000, round_)
                took = []
                for state in states:
                    started = time.perf_counter()
                    solution = solve(state, compiled=compiled, limit=10**9)
                    took.append(time.perf_counter() - started)
                    nodes.append(solution.nodes)
                took.sort()
                rounds.append((took[len(took) // 2], took[-1], budget))
            median, worst, budget = sorted(rounds, key=lambda r: r[0] / r[2])[len(rounds) // 2]
            key = f"solve.{name}.last{tricks}"
            results[f"{key}.ms"] = 1000 * median
            results[f"{key}.nodes"] = sorted(nodes)[len(nodes) // 2]
            results[f"{key}.ratio_to_budget"] = median / budget
            results[f"{key}.worst_ratio_to_budget"] = worst / budget


# -- simulation throughput (tarock.analysis.simulate) ---------------------------------------------

SIM_SECONDS = 1.0
"""Rough length of one simulation measurement."""
SIM_ROUNDS = 3
"""Rounds of the compiled and pure measurements, taken in turns with the calibration."""


def _sim_rate(variant: str, kind: str, seed: int, workers: int = 1) -> tuple[float, int]:
    """Deals per second of one ``simulate`` run sized, from short trials, to take about
    ``SIM_SECONDS`` (the worker pool's start is part of the figure, as in real use), and the
    deals it played."""
    from tarock.analysis.simulate import simulate

    simulate(variant, 3, kind, seed=1)  # warm-up: caches, first-call costs
    trial = 30
    while True:  # a trial long enough to size the run by
        started = time.perf_counter()
        simulate(variant, trial, kind, seed=1)
        took = time.perf_counter() - started
        if took > SIM_SECONDS / 10:
            break
        trial *= 4
    deals = max(30, int(trial / took * workers * SIM_SECONDS))
    started = time.perf_counter()
    simulate(variant, deals, kind, seed=seed, workers=workers)
    return deals / (time.perf_counter() - started), deals


def _play_rate(variant: str, kind: str, seed: int, deals: int) -> float:
    """Deals per second of ``tarock.fast.play`` on every dealing of ``simulate``'s deals 0
    to ``deals - 1`` with this ``seed`` (``sitegen.throughput.dealings``: the deals, and those
    thrown in and dealt again, each by its dealer), counting ``deals``: the same play, the
    same bots, one process, without the rows."""
    from sitegen.throughput import dealings
    from tarock import fast

    played = dealings(variant, deals, seed, kind)
    started = time.perf_counter()
    for dealer, seeds in played.items():
        fast.play(variant, kind, seeds, dealer=dealer)
    return deals / (time.perf_counter() - started)


def simulation_throughput(results: dict[str, float]) -> None:
    """Deals per second through ``tarock.analysis.simulate``, rows and all, per rule set and player
    kind: ``.pure.w1`` with ``TAROCK_PURE=1`` (the Python engine) and ``.compiled.w1``
    through the compiled core, in one process, each also as a ratio to
    ``calibration.bench(3000, seed)`` timed in turns with them (the round with the median
    compiled ratio of ``SIM_ROUNDS``), and ``.compiled_over_pure``; beside them, in the same
    turns, ``tarock.fast.play`` on as many deals with the same bots (``.play_deals_per_s``)
    and the share of its rate ``simulate`` keeps (``.compiled_over_play``); then
    ``.w<cores>``, a worker per core, through whichever engine the machine has.
    """
    import os

    from tarock import fast

    cores = os.cpu_count() or 1
    compiled = fast.available()
    for variant in rules.ids():
        for kind in ("random", "heuristic"):
            rounds = []
            for round_ in range(SIM_ROUNDS):
                calib = calibration.bench(3000, round_)
                os.environ["TAROCK_PURE"] = "1"
                pure, _ = _sim_rate(variant, kind, seed=2 + round_)
                os.environ["TAROCK_PURE"] = ""
                fast_, play = float("nan"), float("nan")
                if compiled:
                    fast_, deals = _sim_rate(variant, kind, seed=2 + round_)
                    play = _play_rate(variant, kind, 2 + round_, deals)
                rounds.append((pure, fast_, play, calib))
            os.environ.pop("TAROCK_PURE")
            # the round with the median compiled ratio (without the core, the median pure one)
            rounds.sort(key=lambda r: (r[1] if compiled else r[0]) / r[3])
            pure, fast_, play, calib = rounds[len(rounds) // 2]
            name = f"{variant}.{kind}.sim_deals_per_s"
            results[f"{name}.pure.w1"] = pure
            if compiled:
                results[f"{name}.compiled.w1"] = fast_
                results[f"{variant}.{kind}.sim.compiled_over_pure"] = fast_ / pure
                results[f"{variant}.{kind}.sim.play_deals_per_s"] = play
                results[f"{variant}.{kind}.sim.compiled_over_play"] = fast_ / play
            results[f"{variant}.{kind}.sim.calibration_deals_per_s"] = calib
            results[f"{variant}.{kind}.sim.pure.ratio_to_calibration"] = pure / calib
            if compiled:
                results[f"{variant}.{kind}.sim.compiled.ratio_to_calibration"] = fast_ / calib
            if cores > 1:
                results[f"{name}.w{cores}"] = _sim_rate(variant, kind, seed=2, workers=cores)[0]


MILLION = ("danish-tarok", "heuristic", 1_000_000, 2)
"""The big run: a million Danish Tarok deals of the heuristic bots to Parquet, on 2 workers."""
MILLION_RECORD = Path(__file__).parent / "million.json"
"""Where ``--million`` records its run with the machine, for the performance page."""


def million_figures(results: dict[str, float]) -> None:
    """``danish-tarok.heuristic.million_parquet.w2.*``: ``MILLION``'s deals to a Parquet file
    as ``tarock simulate --workers 2 --out FILE.parquet`` makes it (the deals, the frame, the
    file): its seconds, its deals per second and their ratio to ``calibration.bench(3000,
    seed)`` timed just before and just after it (the mean of the two). Also written to
    ``MILLION_RECORD`` with the machine and its load."""
    import os
    import platform
    import tempfile

    from tarock.analysis.simulate import simulate, write

    variant, kind, deals, workers = MILLION
    load = os.getloadavg()[0]
    before = calibration.bench(3000, 0)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        played = simulate(variant, deals, kind, seed=1, workers=workers)
        write(played, Path(folder) / "deals.parquet")
    seconds = time.perf_counter() - started
    calib = (before + calibration.bench(3000, 1)) / 2
    name = f"{variant}.{kind}.million_parquet.w{workers}"
    results[f"{name}.seconds"] = seconds
    results[f"{name}.deals_per_s"] = deals / seconds
    results[f"{name}.calibration_deals_per_s"] = calib
    results[f"{name}.ratio_to_calibration"] = deals / seconds / calib
    record = {
        "variant": variant,
        "players": kind,
        "deals": deals,
        "workers": workers,
        "seconds": round(seconds, 2),
        "ratio_to_calibration": round(deals / seconds / calib, 3),
        "machine": {
            "processor": _processor(),
            "cores": len(os.sched_getaffinity(0)),
            "python": platform.python_version(),
            "date": time.strftime("%Y-%m-%d"),
            "load": round(load, 2),
        },
    }
    MILLION_RECORD.write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")


def _processor() -> str:
    """The processor's model name (Linux), or what ``platform`` says."""
    import platform

    for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
        if line.startswith("model name"):
            return line.split(":", 1)[1].strip()
    return platform.processor()


def main() -> None:
    results: dict[str, float] = {}
    if "--phases" in sys.argv:
        phase_figures(results)
        return _report(results)
    if "--simulate" in sys.argv:
        simulation_throughput(results)
        return _report(results)
    if "--million" in sys.argv:
        million_figures(results)
        return _report(results)
    if "--python" in sys.argv:
        python_figures(results)
        return _report(results)
    if "--compiled" in sys.argv:
        compiled_figures(results)
        search_figures(results)
        return _report(results)
    if "--solve" in sys.argv:
        solver_figures(results)
        return _report(results)
    results["bare.random_trick_loop.deals_per_s"] = rate(bare_loop)
    results["bare.bitmask_loop.deals_per_s"] = rate(bitmask_loop)
    for variant in rules.ids():
        for kind in ("random", "heuristic"):
            results[f"{variant}.{kind}.deals_per_s"] = rate(engine_deal(variant, kind))
        results[f"{variant}.random.play_deal_per_s"] = rate(full_play(variant, "random"))
    gross = results["grosstarock.random.deals_per_s"]
    results["grosstarock.random.us_per_card"] = 1e6 / gross / 75
    results["grosstarock.random.ratio_to_bare_loop"] = (
        gross / results["bare.random_trick_loop.deals_per_s"]
    )
    for kind in ("random", "heuristic"):
        results[f"grosstarock.{kind}.ratio_to_bitmask_loop"] = (
            results[f"grosstarock.{kind}.deals_per_s"] / results["bare.bitmask_loop.deals_per_s"]
        )
    python_figures(results)
    compiled_figures(results)
    search_figures(results)
    solver_figures(results)
    if "--quick" in sys.argv:
        return _report(results)
    simulation_throughput(results)
    million_figures(results)
    _report(results)


def _report(results: dict[str, float]) -> None:
    width = max(map(len, results))
    for name, value in results.items():
        print(f"{name:<{width}}  {value:>10.{3 if 'ratio' in name else 2}f}")
    out = Path(".bench")
    out.mkdir(exist_ok=True)
    (out / "results.json").write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    print(f"written to {out / 'results.json'}", file=sys.stderr)


if __name__ == "__main__":
    main()
