"""The search player with 64 sampled worlds a choice against itself with 8: is the larger
search worth its cost? Played once by ``make duel`` (``python -m sitegen.duel``) and
kept in ``findings/duel/`` with ``about.json`` (the command, the version, the seed, the
settings, the deals and the cost); the performance page computes its figures from those
files, and ``tests/test_duel.py`` replays a sample of the deals through the package.

The design, fixed before the run:

- Every rule set, ``DEALS`` deals each. Deal ``k`` is the deal with seed
  ``deal_seed(SEED, k)``, dealt by seat ``k % seats``, so seat A sits in every position
  equally often. Seat A is the search player (seeded ``bot_seed(seed, 0)``), the other
  seats heuristic bots (``bot_seed(seed, seat)``); the deal is played twice, once with 64
  worlds a choice and once with 8, everything else the same (its first 8 worlds are
  the same worlds). Each deal is settled on its own, the pots empty, as ``play_deal``
  settles a single deal.
- The measure is the paired difference of seat A's net game points per deal, 64 worlds
  minus 8, with its 95% interval (the mean ± 1.96 standard errors, ``tarock.analysis.stats``).
- **What counts as "beats"**: in a rule set, the 64-world player beats the 8-world one
  when that whole interval lies above zero. Issue 30's claim holds when it does so in at
  least three rule sets. An interval that straddles zero says the run cannot tell the
  two apart there; one wholly below zero would say the 8-world player is the stronger.
- ``DEALS`` was set from the measured cost (about 0.15 s a paired deal through the
  compiled core) before any result was seen, and is not changed after.

The endgame duel (``python -m sitegen.duel --endgame``, kept in ``findings/endgame/``) plays
the same way the search player with 8 worlds against itself solving its worlds' last
``ENDGAME`` tricks (``SearchPlayer(endgame=ENDGAME)``); its plan (``ENDGAME_PLAN``) was
written to its sidecar and committed before the run (``--plan``).
"""

from __future__ import annotations

import argparse
import csv
import multiprocessing
import os
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Final

import tarock
from sitegen import ROOT, sidecar
from tarock import fast, rules
from tarock.analysis.stats import Interval, mean_interval
from tarock.engine.legal import legal_actions
from tarock.engine.loop import run
from tarock.engine.state import State, deal
from tarock.players import HeuristicPlayer, Player
from tarock.rng import bot_seed, deal_seed
from tarock.scoring.settlement import settle
from tarock.search import player
from tarock.search.player import ROLLOUTS, SearchPlayer

SEED: Final = 30
"""The seed of the run (issue 30)."""
DEALS: Final = 2400
"""Deals per rule set (a multiple of 3 and of 4: every seat deals as often)."""
WORLDS: Final = (64, 8)
"""The two search players: worlds a choice."""
POLICY: Final = "heuristic"
"""The search players' rollout bot."""
DATA: Final = Path(os.environ.get("TAROCK_DUEL_DATA") or ROOT / "findings" / "duel")
"""Where the run is kept: ``findings/duel`` in a checkout (``TAROCK_DUEL_DATA`` names
another folder, to try a smaller run)."""
COMMAND: Final = "make duel"
COLUMNS: Final = ("variant", "deal", "seed", "dealer", "net_w64", "net_w8")


def players(variant: str, seed: int, worlds: int, endgame: int = 0) -> list[Player]:
    """Seat A's search player with ``worlds`` worlds a choice (solving the last ``endgame``
    tricks), heuristic bots elsewhere."""
    seats = rules.get(variant).options.seats
    search = SearchPlayer(bot_seed(seed, 0), worlds=worlds, policy=POLICY, endgame=endgame)
    return [search, *(HeuristicPlayer(bot_seed(seed, seat)) for seat in range(1, seats))]


def played(variant: str, number: int, worlds: int, endgame: int = 0) -> State:
    """Deal ``number`` of ``variant``'s duel played out with ``worlds`` worlds (and
    ``endgame``) at seat A."""
    ruleset = rules.get(variant)
    seed = deal_seed(SEED, number)
    start = deal(ruleset, seed, number % ruleset.options.seats)
    return run(start, players(variant, seed, worlds, endgame))


def _row(
    variant: str, number: int, arms: Sequence[tuple[str, int, int]]
) -> tuple[dict[str, Any], float]:
    """Deal ``number`` played by each arm (its column, worlds, endgame): its row, and the
    seconds it took."""
    started = time.process_time()
    nets = {}
    for name, worlds, endgame in arms:
        state = played(variant, number, worlds, endgame)
        nets[name] = float(settle(state).net([0])[0])
    seed = deal_seed(SEED, number)
    dealer = number % rules.get(variant).options.seats
    out = {"variant": variant, "deal": number, "seed": seed, "dealer": dealer, **nets}
    return out, time.process_time() - started


def row(task: tuple[str, int]) -> tuple[dict[str, Any], float]:
    """Deal ``number`` played by both search players: its row, and the seconds it took."""
    return _row(*task, [(f"net_w{worlds}", worlds, 0) for worlds in WORLDS])


def make(
    out: Path = DATA, deals: int = DEALS, variants: Sequence[str] = (), workers: int = 1
) -> None:
    """Play the duel in every rule set (or ``variants``) on ``workers`` processes and write
    ``duel.csv`` and ``about.json`` to ``out``; the rows do not depend on ``workers``."""
    if not fast.available():
        print("tarock: the duel needs the compiled core (it would take days)", file=sys.stderr)
        raise SystemExit(1)
    names = list(variants) or rules.ids()
    out.mkdir(parents=True, exist_ok=True)
    rows: list[dict[str, Any]] = []
    cost: dict[str, float] = dict.fromkeys(names, 0.0)
    started = time.perf_counter()
    tasks = [(variant, number) for variant in names for number in range(deals)]
    with multiprocessing.Pool(workers) as pool:
        for done, (item, seconds) in enumerate(pool.imap(row, tasks, chunksize=8), 1):
            rows.append(item)
            cost[item["variant"]] += seconds
            if done % 200 == 0:
                print(f"{done}/{len(tasks)} deals", file=sys.stderr)
    with (out / "duel.csv").open("w", newline="") as handle:
        writer = csv.DictWriter(handle, COLUMNS)
        writer.writeheader()
        writer.writerows(rows)
    made = {
        "command": COMMAND,
        "module": "python -m sitegen.duel",
        "version": tarock.__version__,
        "seed": SEED,
        "deals": {variant: deals for variant in names},
        "seat_a": "search",
        "others": "heuristic",
        "search": {"worlds": list(WORLDS), "rollouts": ROLLOUTS, "policy": POLICY},
        "beats": "the paired 95% interval of the mean of net_w64 - net_w8 lies above zero",
        "cost": {
            "cpu_seconds": {variant: round(seconds, 1) for variant, seconds in cost.items()},
            "wall_seconds": round(time.perf_counter() - started, 1),
            "workers": workers,
            "cpus": os.cpu_count(),
        },
    }
    sidecar.write(out, made)


# -- reading the data ------------------------------------------------------------------------


def about(folder: Path = DATA) -> dict[str, Any]:
    """The sidecar of the committed run."""
    return sidecar.read(folder)


@cache
def rows(folder: Path = DATA) -> tuple[dict[str, Any], ...]:
    """The committed rows, numbers as numbers."""
    with (folder / "duel.csv").open(newline="") as handle:
        return tuple(
            {**item, "deal": int(item["deal"]), "seed": int(item["seed"]),
             "dealer": int(item["dealer"]), "net_w64": float(item["net_w64"]),
             "net_w8": float(item["net_w8"])}
            for item in csv.DictReader(handle)
        )  # fmt: skip


@dataclass(frozen=True)
class Result:
    """One rule set's duel: the paired difference per deal (64 worlds minus 8), and each
    player's mean net."""

    difference: Interval
    w64: float
    w8: float

    @property
    def beats(self) -> bool:
        """Whether the 64-world player beats the 8-world one (the module's criterion)."""
        return self.difference.above(0)


def results(items: Iterable[dict[str, Any]] | None = None) -> dict[str, Result]:
    """Each rule set's ``Result``, in the order of ``rules.ids()``."""
    data = list(rows() if items is None else items)
    out = {}
    for variant in rules.ids():
        mine = [item for item in data if item["variant"] == variant]
        if mine:
            diff = mean_interval(item["net_w64"] - item["net_w8"] for item in mine)
            w64 = sum(item["net_w64"] for item in mine) / len(mine)
            w8 = sum(item["net_w8"] for item in mine) / len(mine)
            out[variant] = Result(diff, w64, w8)
    return out


def summary(result: dict[str, Result] | None = None) -> str:
    """A Markdown table of the duel per rule set (seat A's mean net per deal with each
    player, their paired difference), and the verdict on issue 30's claim."""
    result = results() if result is None else result
    lines = [
        "| Rule set | 64 worlds | 8 worlds | 64 \u2212 8 (95% interval) | beats |",
        "| --- | --: | --: | --: | --- |",
    ]
    for variant, item in result.items():
        diff = item.difference.format(".2f", signed=True)
        lines.append(
            f"| {rules.get(variant).title} | {_signed(item.w64)} | {_signed(item.w8)} | "
            f"{diff} | {'yes' if item.beats else 'no'} |"
        )
    counts = sorted({item.difference.n for item in result.values()})
    deals = " or ".join(f"{n:,}" for n in counts)
    wins = sum(item.beats for item in result.values())
    verdict = "holds" if wins >= 3 else "does not hold"
    lines.append("")
    lines.append(
        f"On {deals} deals a rule set, the 64-world player beats the 8-world one in {wins} "
        f"of {len(result)} rule sets: "
        f"the claim (at least three) {verdict}."
    )
    return "\n".join(lines)


def _signed(value: float) -> str:
    """A number with its sign, the minus typographic."""
    return f"{value:+.2f}".replace("-", "\u2212")


def timings(variant: str, count: int = 10) -> dict[int, float]:
    """The search player's milliseconds per choice with 8 worlds through the Python engine
    (``TAROCK_PURE=1``) and with 64 through the compiled core, by worlds, on the same
    ``count`` choices of heuristic-bot deals, taking turns."""
    states = choices(variant, count)
    spent = {8: 0.0, 64: 0.0}
    for state in states:
        for worlds in spent:
            os.environ["TAROCK_PURE"] = "1" if worlds == 8 else ""
            started = time.perf_counter()
            SearchPlayer(1, worlds=worlds).choose(state, legal_actions(state))
            spent[worlds] += time.perf_counter() - started
    os.environ.pop("TAROCK_PURE")
    return {worlds: 1000 * took / len(states) for worlds, took in spent.items()}


def speed(variants: Sequence[str] = ("grosstarock", "tapp-tarock", "danish-tarok")) -> str:
    """A Markdown table of ``timings``, measured now (``make bench`` measures 30 choices)."""
    if not fast.available():
        return f"(No compiled core where this page was built: {fast.MISSING or 'TAROCK_PURE'}.)"
    lines = ["| Rule set | 8 worlds, Python engine, ms | 64 worlds, compiled core, ms | ratio |"]
    lines.append("| --- | --: | --: | --: |")
    for variant in variants:
        ms = timings(variant)
        title = rules.get(variant).title
        lines.append(f"| {title} | {ms[8]:.1f} | {ms[64]:.1f} | {ms[64] / ms[8]:.2f}x |")
    return "\n".join(lines)


def choices(variant: str, count: int) -> list[State]:
    """``count`` choices (two or more legal actions) from heuristic-bot deals."""
    ruleset = rules.get(variant)
    out: list[State] = []
    for seed in range(20):
        state = deal(ruleset, seed)
        bots = [HeuristicPlayer(seed * 7 + seat) for seat in range(ruleset.options.seats)]
        while not state.is_over and len(out) < count:
            legal = legal_actions(state)
            if len(legal) > 1 and len(state.history) % 5 == 0:
                out.append(state.copy())
            state.push(bots[state.to_move].choose(state, legal))
    return out


# -- the endgame duel: solved endgames against rollouts -------------------------------------

ENDGAME: Final = 5
"""Tricks left from which the endgame player solves its worlds (``SearchPlayer(endgame=5)``):
measured before the run, 8 worlds a choice cost it about 20 ms a deal against 16 ms
without (solves of at most about 14,000 positions, far below the limit). Measured after
the run (27 choices of seeded heuristic-bot deals, other work running): a choice with 8
worlds at 5 tricks left took 28 ms (median), at 6 tricks left 104 ms."""
ENDGAME_DEALS: Final = 4800
"""Deals per rule set of the endgame duel (a multiple of 3 and of 4), fixed from the
measured cost (about 40 ms a paired deal on one core) before the run."""
ENDGAME_WORLDS: Final = 8
"""Worlds a choice of both players of the endgame duel (the search player's default)."""
ENDGAME_DATA: Final = Path(os.environ.get("TAROCK_ENDGAME_DATA") or ROOT / "findings" / "endgame")
"""Where the endgame duel is kept (``TAROCK_ENDGAME_DATA`` names another folder)."""
ENDGAME_COMMAND: Final = "python -m sitegen.duel --endgame"
ENDGAME_COLUMNS: Final = ("variant", "deal", "seed", "dealer", "net_rollouts", "net_solved")
ENDGAME_PLAN: Final = {
    "question": (
        "Does solving each sampled world exactly once at most five tricks are left"
        " (SearchPlayer(endgame=5)) win the search player more than playing it out?"
    ),
    "deals": (
        f"{ENDGAME_DEALS} deals a rule set, deal k the deal with seed deal_seed({SEED}, k),"
        " dealt by seat k % seats (the first 2400 are the duel's deals)"
    ),
    "players": (
        f"seat A the search player with {ENDGAME_WORLDS} worlds a choice, one heuristic"
        " rollout, seeded bot_seed(seed, 0), once with endgame=0 (today's player) and once"
        f" with endgame={ENDGAME}; the other seats heuristic bots seeded bot_seed(seed, seat)"
    ),
    "measure": (
        "per rule set, the paired difference of seat A's net game points per deal (solved"
        " minus rollouts), each deal settled on its own with the pots empty, its mean with"
        " the 95% interval (mean \u00b1 1.96 standard errors)"
    ),
    "better": (
        "in a rule set, the endgame player is better when the whole interval lies above"
        " zero, worse when it lies wholly below, and the run cannot tell them apart when it"
        " straddles zero; no claim is made across rule sets"
    ),
    "cost": (
        "measured before the run: 13-20 ms a deal a player on 12 deals a rule set, and a"
        " 24-deal trial of every rule set through this command took 4.8 s (40 ms a paired"
        " deal); the trial's figures were printed and seen (their intervals wide, one below"
        f" zero); {ENDGAME_DEALS} deals a rule set was set from that cost, to finish within"
        " about 40 minutes of one core at the lowest priority, and is not changed after"
    ),
}
"""The plan of the endgame duel, written to the sidecar before the run."""


def endgame_played(variant: str, number: int, endgame: int) -> State:
    """Deal ``number`` of ``variant``'s endgame duel played out with ``endgame`` at seat A."""
    return played(variant, number, ENDGAME_WORLDS, endgame)


def endgame_row(task: tuple[str, int]) -> tuple[dict[str, Any], float]:
    """Deal ``number`` played by both players: its row, and the seconds it took."""
    arms = [("net_rollouts", ENDGAME_WORLDS, 0), ("net_solved", ENDGAME_WORLDS, ENDGAME)]
    return _row(*task, arms)


def endgame_sidecar(deals: int, variants: Sequence[str]) -> dict[str, Any]:
    """The sidecar's settings and plan (the run adds its cost)."""
    return {
        "command": ENDGAME_COMMAND,
        "version": tarock.__version__,
        "seed": SEED,
        "deals": {variant: deals for variant in variants},
        "seat_a": "search",
        "others": "heuristic",
        "search": {
            "worlds": ENDGAME_WORLDS,
            "rollouts": ROLLOUTS,
            "policy": POLICY,
            "endgame": [0, ENDGAME],
        },
        "plan": ENDGAME_PLAN,
    }


def make_endgame(
    out: Path = ENDGAME_DATA, deals: int = ENDGAME_DEALS, variants: Sequence[str] = ()
) -> None:
    """Play the endgame duel on one process and write ``endgame.csv`` and ``about.json``."""
    if not fast.available():
        print("tarock: the endgame duel needs the compiled core", file=sys.stderr)
        raise SystemExit(1)
    names = list(variants) or rules.ids()
    out.mkdir(parents=True, exist_ok=True)
    rows_: list[dict[str, Any]] = []
    cost: dict[str, float] = dict.fromkeys(names, 0.0)
    started = time.perf_counter()
    tasks = [(variant, number) for variant in names for number in range(deals)]
    for done, task in enumerate(tasks, 1):
        item, seconds = endgame_row(task)
        rows_.append(item)
        cost[item["variant"]] += seconds
        if done % 500 == 0:
            print(f"{done}/{len(tasks)} deals", file=sys.stderr, flush=True)
    with (out / "endgame.csv").open("w", newline="") as handle:
        writer = csv.DictWriter(handle, ENDGAME_COLUMNS)
        writer.writeheader()
        writer.writerows(rows_)
    made = endgame_sidecar(deals, names)
    made["cost"] = {
        "cpu_seconds": {variant: round(seconds, 1) for variant, seconds in cost.items()},
        "wall_seconds": round(time.perf_counter() - started, 1),
        "workers": 1,
        "cpus": os.cpu_count(),
    }
    sidecar.write(out, made)


@cache
def endgame_rows(folder: Path = ENDGAME_DATA) -> tuple[dict[str, Any], ...]:
    """The endgame duel's committed rows, numbers as numbers."""
    with (folder / "endgame.csv").open(newline="") as handle:
        return tuple(
            {**item, "deal": int(item["deal"]), "seed": int(item["seed"]),
             "dealer": int(item["dealer"]), "net_rollouts": float(item["net_rollouts"]),
             "net_solved": float(item["net_solved"])}
            for item in csv.DictReader(handle)
        )  # fmt: skip


@dataclass(frozen=True)
class Endgame:
    """One rule set's endgame duel: the paired difference per deal (solved minus rolled
    out), each player's mean net, and the deals whose net the endgame changed."""

    difference: Interval
    solved: float
    rollouts: float
    changed: int

    @property
    def verdict(self) -> str:
        """``better``, ``worse`` or ``cannot tell`` (the plan's criterion)."""
        if self.difference.above(0):
            return "better"
        if self.difference.below(0):
            return "worse"
        return "cannot tell"


def endgame_results(items: Iterable[dict[str, Any]] | None = None) -> dict[str, Endgame]:
    """Each rule set's ``Endgame``, in the order of ``rules.ids()``."""
    data = list(endgame_rows() if items is None else items)
    out = {}
    for variant in rules.ids():
        mine = [item for item in data if item["variant"] == variant]
        if mine:
            diffs = [item["net_solved"] - item["net_rollouts"] for item in mine]
            out[variant] = Endgame(
                mean_interval(diffs),
                sum(item["net_solved"] for item in mine) / len(mine),
                sum(item["net_rollouts"] for item in mine) / len(mine),
                sum(diff != 0 for diff in diffs),
            )
    return out


def endgame_method(folder: Path = ENDGAME_DATA) -> str:
    """The endgame duel's design in a paragraph, its figures from the package and the
    committed sidecar."""
    about_ = about(folder)
    deals = sorted(set(about_["deals"].values()))
    search = about_["search"]
    solved = search["endgame"][1]
    return (
        f"A world whose solve would take more than {player.ENDGAME_LIMIT:,} positions is"
        f" played out as before. In the duel, seat A is the search player with"
        f" {search['worlds']} worlds a choice and {search['rollouts']} {search['policy']}"
        f" rollout, once solving its worlds' last {solved} tricks and once playing them out,"
        f" the other seats {about_['others']} bots, {' or '.join(f'{n:,}' for n in deals)}"
        " deals a rule set, nothing else changed. In a rule set the solving player is"
        " better when the 95% interval of the paired difference of seat A's net per deal"
        " (solved minus played out) lies wholly above zero, worse when wholly below; the"
        " run cannot tell them apart when it straddles zero. The table gives seat A's mean"
        " net game points per deal with each player, the paired difference and the deals"
        " whose net the endgame changed at all."
    )


def endgame_summary(result: dict[str, Endgame] | None = None) -> str:
    """A Markdown table of the endgame duel per rule set and a sentence on what it shows."""
    result = endgame_results() if result is None else result
    lines = [
        f"| Rule set | solved from {ENDGAME} tricks | played out | solved \u2212 played out"
        " (95% interval) | deals changed | verdict |",
        "| --- | --: | --: | --: | --: | --- |",
    ]
    for variant, item in result.items():
        diff = item.difference.format(".2f", signed=True)
        lines.append(
            f"| {rules.get(variant).title} | {_signed(item.solved)} | {_signed(item.rollouts)}"
            f" | {diff} | {item.changed:,} | {item.verdict} |"
        )
    counts = sorted({item.difference.n for item in result.values()})
    deals = " or ".join(f"{n:,}" for n in counts)
    verdicts = [item.verdict for item in result.values()]
    better, worse = verdicts.count("better"), verdicts.count("worse")
    lines.append("")
    unclear = len(result) - better - worse
    if better == worse == 0:
        text = (
            f"On {deals} deals a rule set, every interval straddles zero: the run cannot tell"
            " the player that solves its endgames from today's in any rule set."
        )
    else:
        text = (
            f"On {deals} deals a rule set, the player that solves its endgames is better in"
            f" {better} and worse in {worse} of {len(result)} rule sets"
        )
        text += f"; in {unclear} the run cannot tell the two apart." if unclear else "."
    lines.append(text)
    return "\n".join(lines)


def main(argv: Sequence[str] = ()) -> None:
    parser = argparse.ArgumentParser(prog="python -m sitegen.duel", description=__doc__)
    parser.add_argument("--deals", type=int, default=DEALS, help="deals per rule set")
    parser.add_argument("--workers", type=int, default=1, help="processes (2 at most here)")
    parser.add_argument(
        "--endgame",
        action="store_true",
        help="the endgame duel (one process) into findings/endgame",
    )
    parser.add_argument(
        "--plan", action="store_true", help="with --endgame: write only the sidecar's plan"
    )
    parser.add_argument("variants", nargs="*", help="rule sets (default: every one)")
    args = parser.parse_args(list(argv) or None)
    unknown = sorted(set(args.variants) - set(rules.ids()))
    if unknown:
        parser.error(f"unknown rule sets {unknown}; rule sets are {rules.ids()}")
    if args.deals < 2 or args.workers < 1:
        parser.error("--deals needs 2 or more, --workers 1 or more")
    if args.endgame:
        deals = ENDGAME_DEALS if args.deals == DEALS else args.deals
        if args.plan:
            ENDGAME_DATA.mkdir(parents=True, exist_ok=True)
            sidecar.write(ENDGAME_DATA, endgame_sidecar(deals, args.variants or rules.ids()))
        else:
            make_endgame(deals=deals, variants=args.variants)
        return
    make(deals=args.deals, variants=args.variants, workers=args.workers)


if __name__ == "__main__":
    main()
