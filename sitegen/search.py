"""The search player's runs: its strength against the heuristic bots, and whether the
card-point rule changes its play. Too slow to play at every build of the site, they are
played once by ``make findings`` (``python -m sitegen.search``) and kept in
``findings/search/``, with ``about.json`` naming the command, the seeds, the search's
settings and the package version; the pages compute every figure from those files, and
``tests/test_search_data.py`` replays some of the deals through the package.

The duels (``duels.csv``): in every rule set, ``duel_deals(variant)`` deals with the search
player at seat A and the heuristic bot at the others (``tarock simulate --players
search,heuristic,heuristic --seed SEED``), and the same deals with the heuristic bot at
every seat (column ``net_heuristic``), which by symmetry is worth nothing on average: the
difference is a second, tighter estimate of what the search is worth. Whether the
card-point rule changes the search's play is the study of ``sitegen.study``.

``--cluster ADDRESS`` plays the duels on a Dask cluster (``tarock.analysis.cluster``) in batches of
deals; the files are the same.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Final

import pandas as pd

import tarock
from sitegen import ROOT, sidecar
from tarock import rules
from tarock.analysis.cluster import ClusterError, connect
from tarock.analysis.simulate import Cluster, simulate
from tarock.analysis.stats import Interval, mean_interval
from tarock.engine.actions import Action
from tarock.engine.loop import run
from tarock.engine.state import State, deal
from tarock.players import HeuristicPlayer
from tarock.rng import bot_seed, deal_seed
from tarock.scoring.session import keeps_pots
from tarock.search.player import ROLLOUTS, WORLDS, SearchPlayer

SEED: Final = 21
"""The seed of both runs (issue 21)."""
DUEL_DEALS: Final = 240
"""Deals per rule set in the duels (a multiple of 3: every seat deals as often)."""
POT_DUEL_DEALS: Final = 600
"""Deals in the duels of the rule sets that keep pots, whose nets vary about three times
as much (a whole number of sessions of 3 deals)."""
DATA: Final = Path(
    os.environ.get("TAROCK_SEARCH_DATA")
    or ROOT / "findings" / "search"
)
"""Where the runs are kept: ``findings/search`` in a checkout of the project (the
environment variable ``TAROCK_SEARCH_DATA`` names another folder, to try a smaller run)."""
COMMAND: Final = "make findings"


# -- the duels -------------------------------------------------------------------------------


def duel_deals(variant: str) -> int:
    """The deals of ``variant``'s duel: more for a rule set that keeps pots."""
    return POT_DUEL_DEALS if keeps_pots(rules.get(variant).options) else DUEL_DEALS


def duel(
    variant: str, deals: int | None = None, seed: int = SEED, cluster: Cluster | None = None
) -> pd.DataFrame:
    """One row per deal and seat: the search player at seat A against two heuristic bots,
    and the same deal with heuristic bots only (``net_heuristic``); on ``cluster`` if given."""
    deals = duel_deals(variant) if deals is None else deals
    keep = ["deal", "session", "seed", "variant", "seat", "dealer", "player", "net"]
    searched = simulate(variant, deals, "search,heuristic,heuristic", seed, cluster=cluster)
    searched = searched[keep]
    baseline = simulate(variant, deals, "heuristic", seed, cluster=cluster)
    out = searched.copy()
    out["net_heuristic"] = baseline["net"].to_numpy()
    return out


# -- cost per decision -------------------------------------------------------------------------


class Timed(SearchPlayer):
    """A search player that times its searches."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.times: list[float] = []

    def choose(self, state: State, legal: Mapping[Action, str]) -> Action:
        start = time.perf_counter()
        action = super().choose(state, legal)
        if len(legal) > 1:
            self.times.append(time.perf_counter() - start)
        return action


def cost(variant: str, deals: int = 6, seed: int = SEED) -> dict[str, float]:
    """Seconds per searched decision (mean) and searched decisions per deal, measured on
    ``deals`` deals against two heuristic bots on this machine."""
    ruleset = rules.get(variant)
    times: list[float] = []
    for k in range(deals):
        seed_k = deal_seed(seed, k)
        timed = Timed(bot_seed(seed_k, 0))
        others = [HeuristicPlayer(bot_seed(seed_k, s)) for s in (1, 2)]
        run(deal(ruleset, seed_k, k % 3), [timed, *others])
        times += timed.times
    return {"seconds": sum(times) / len(times), "per_deal": len(times) / deals}


# -- making and reading the data ---------------------------------------------------------------


PARTS: Final = ("duels", "about")


def make(out: Path = DATA, parts: Sequence[str] = PARTS, cluster: Cluster | None = None) -> None:
    """Play the runs and write them to ``out``: the duels, and last ``about.json`` (with
    the cost per decision, measured now, here); on ``cluster`` if given."""
    out.mkdir(parents=True, exist_ok=True)
    if "duels" in parts:
        duels = pd.concat([duel(v, cluster=cluster) for v in rules.ids()], ignore_index=True)
        duels.to_csv(out / "duels.csv", index=False)
    if "about" in parts:
        sidecar.write(out, made())


def made() -> dict[str, Any]:
    """What made the runs: the command, seed, deals, the search's settings, the package
    version, and the cost per decision measured on this machine."""
    return {
        "command": COMMAND,
        "module": "python -m sitegen.search",
        "version": tarock.__version__,
        "seed": SEED,
        "duel_deals": {v: duel_deals(v) for v in rules.ids()},
        "duel_players": "search,heuristic,heuristic",
        "search": {"worlds": WORLDS, "rollouts": ROLLOUTS, "policy": "heuristic", "budget": None},
        "cost": {v: cost(v) for v in rules.ids()},
    }


def about(folder: Path = DATA) -> dict[str, Any]:
    """The sidecar of the committed runs."""
    return sidecar.read(folder)


@cache
def table(name: str, folder: Path = DATA) -> pd.DataFrame:
    """One committed file: ``duels``."""
    return pd.read_csv(folder / f"{name}.csv")


# -- the figures -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Duel:
    """The search player's result in one rule set."""

    variant: str
    deals: int
    net: Interval
    """Its mean net game points per deal."""
    gain: Interval
    """Its mean net less that of a heuristic bot in its seat on the same deal."""


def duels(frame: pd.DataFrame | None = None) -> dict[str, Duel]:
    """Per rule set, the search seat's mean net per deal, with 95% intervals."""
    data = table("duels") if frame is None else frame
    out = {}
    for variant, rows in data[data["player"] == "search"].groupby("variant", sort=False):
        gain = rows["net"] - rows["net_heuristic"]
        out[str(variant)] = Duel(
            str(variant), len(rows), mean_interval(rows["net"]), mean_interval(gain)
        )
    return out


# -- the answers in words ----------------------------------------------------------------------


def _signed(item: Interval, spec: str = ".1f") -> str:
    return item.format(spec, signed=True)


def strength_summary(result: dict[str, Duel] | None = None) -> str:
    """The search player's strength in a few sentences, from the committed duels."""
    result = result or duels()
    items = list(result.values())
    clear = [_name(v) for v, item in result.items() if item.net.above(0)]
    unclear = [_name(v) for v, item in result.items() if not item.net.above(0)]
    gain = [v for v, item in result.items() if item.gain.above(0)]
    deals = sorted({item.deals for item in items})
    played = " or ".join(str(n) for n in deals)
    head = (
        "Against two heuristic bots, the search player at seat A wins on average in every"
        f" rule set: over {played} deals each, the 95% interval of its mean net per deal"
        " lies above zero in all of them."
        if not unclear
        else "Against two heuristic bots, the search player's mean net per deal is clear of"
        f" zero in {len(clear)} of {len(items)} rule sets ({', '.join(clear)}), over"
        f" {played} deals each; in {', '.join(unclear)} the interval still contains zero."
    )
    tighter = (
        " Compared deal by deal with a heuristic bot in its own seat, which cancels most of"
        f" the luck of the cards, it gains in {len(gain)} of {len(items)} rule sets."
    )
    return head + tighter


def strength_table(result: dict[str, Duel] | None = None, folder: Path = DATA) -> str:
    """A Markdown table: per rule set, the search seat's mean net and gain per deal with
    their 95% intervals, and the cost of its decisions."""
    result = result or duels()
    spent = about(folder)["cost"]
    lines = [
        "| Rule set | Deals | Mean net per deal | Gain over a heuristic bot in its seat"
        " | Searched choices per deal | Time per choice |",
        "|---|--:|--:|--:|--:|--:|",
    ]
    for variant, item in result.items():
        cost_of = spent[variant]
        lines.append(
            f"| {_name(variant)} | {item.deals} | {_signed(item.net)} | {_signed(item.gain)}"
            f" | {cost_of['per_deal']:.0f} | {1000 * cost_of['seconds']:.0f} ms |"
        )
    return "\n".join(lines)


def _name(variant: str) -> str:
    return rules.get(variant).title.split(" (")[0]


def _deals_in_words(deals: dict[str, int]) -> str:
    """``240 deals per rule set (600 in Danish Tarok and Grand Tarot)``."""
    common = max(set(deals.values()), key=list(deals.values()).count)
    others = {n: [_name(v) for v, m in deals.items() if m == n] for n in set(deals.values())}
    rest = [f"{n} in {' and '.join(names)}" for n, names in others.items() if n != common]
    return f"{common} deals per rule set" + (f" ({'; '.join(rest)})" if rest else "")


def method(folder: Path = DATA) -> str:
    """How the runs were made, from ``about.json``."""
    info = about(folder)
    search = info["search"]
    return (
        f"The runs were played by `{info['command']}` (`{info['module']}`) with seed"
        f" {info['seed']}, package version {info['version']}, Python {info['python']}:"
        f" {_deals_in_words(info['duel_deals'])} in the duels. The search player dealt"
        f" {search['worlds']} worlds per choice and played each action out once in each with"
        f" {search['policy']} bots, with no time limit, so every run is reproducible; a test"
        " replays some of the deals through the package and checks that they come out the"
        " same."
    )


def main(argv: Sequence[str] = ()) -> None:
    """``python -m sitegen.search [--cluster ADDRESS] [FOLDER [PART...]]``: play the
    runs (all parts, or those named: duels, about) and write them to
    ``findings/search``; with ``--cluster``, on a Dask cluster (``tarock.analysis.cluster``)."""
    parser = argparse.ArgumentParser(prog="python -m sitegen.search")
    parser.add_argument("--cluster", metavar="ADDRESS", help="a Dask scheduler, or 'local'")
    parser.add_argument("folder", nargs="?", type=Path, default=DATA)
    parser.add_argument("parts", nargs="*", metavar="PART", help=f"of {', '.join(PARTS)}")
    args = parser.parse_args(list(argv))
    parts = tuple(args.parts) or PARTS
    if set(parts) - set(PARTS):
        parser.error(f"unknown parts {sorted(set(parts) - set(PARTS))}; parts are {PARTS}")
    if args.cluster is None:
        make(args.folder, parts)
        return
    try:
        with connect(args.cluster) as cluster:
            make(args.folder, parts, cluster)
    except ClusterError as error:
        parser.exit(2, f"{parser.prog}: error: {error}\n")


if __name__ == "__main__":  # pragma: no cover
    main(sys.argv[1:])
