"""The search player's runs: its strength against the heuristic bots, and whether the
card-point rule changes its play. Too slow to play at every build of the site, they are
played once by ``make findings`` (``python -m tarock.site.search``) and kept in
``findings/search/``, with ``about.json`` naming the command, the seeds, the search's
settings and the package version; the pages compute every figure from those files, and
``tests/test_search_data.py`` replays some of the deals through the package.

Two runs:

- **Duels** (``duels.csv``): in every rule set, ``duel_deals(variant)`` deals with the search
  player at seat A and the heuristic bot at the others (``tarock simulate --players
  search,heuristic,heuristic --seed SEED``), and the same deals with the heuristic bot at
  every seat (column ``net_heuristic``), which by symmetry is worth nothing on average:
  the difference is a second, tighter estimate of what the search is worth.
- **Objectives** (``objectives.csv``, ``decisions.csv``): the 1754 rules, ``RULE_DEALS``
  deals played by three search players, once with the card points settled exactly (the
  1754 rule) and once in the Danish bands (option ``card_settlement=bands``): the same
  cards, the same rules but for that one. At every choice each player also works out, in
  the same sampled worlds and rollouts, what it would choose under the other rule.

``--cluster ADDRESS`` plays the runs on a Dask cluster (``tarock.cluster``): the duels in
batches of deals, each objectives run as one task; the files are the same.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Final

import pandas as pd

import tarock
from tarock import rules
from tarock.cluster import ClusterError, connect
from tarock.engine.actions import Action
from tarock.engine.state import State, deal
from tarock.engine.loop import run
from tarock.search import ROLLOUTS, WORLDS, SearchPlayer, best, under
from tarock.rng import bot_seed, deal_seed
from tarock.rules.options import CardSettlement
from tarock.scoring.counting import points_by_seat
from tarock.scoring.session import keeps_pots
from tarock.scoring.settlement import settle
from tarock.simulate import Cluster, simulate
from tarock.site.stats import Interval, mean_interval, share_interval

SEED: Final = 21
"""The seed of both runs (issue 21)."""
DUEL_DEALS: Final = 240
"""Deals per rule set in the duels (a multiple of 3: every seat deals as often)."""
POT_DUEL_DEALS: Final = 600
"""Deals in the duels of the rule sets that keep pots, whose nets vary about three times
as much (a whole number of sessions of 3 deals)."""
RULE_DEALS: Final = 120
"""Deals of the 1754 rules played under each card-point rule."""
RULE_VARIANT: Final = "taroc-1754"
RULES: Final = {"exact": CardSettlement.EXACT, "bands": CardSettlement.BANDS}
"""The two card-point rules compared, by the names the data uses."""
DATA: Final = Path(
    os.environ.get("TAROCK_SEARCH_DATA")
    or Path(__file__).resolve().parents[2] / "findings" / "search"
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


# -- one rule set under two card-point rules ---------------------------------------------------


class Comparing(SearchPlayer):
    """A search player that chooses by ``rule`` and notes, at every choice it searches,
    what it would have chosen under each rule of ``RULES`` (the same worlds and rollouts);
    its choices are exactly those of ``SearchPlayer``."""

    def __init__(self, seed: int, rule: str, notes: list[dict[str, Any]]) -> None:
        super().__init__(seed)
        self.rule = rule
        self.notes = notes

    def choose(self, state: State, legal: Mapping[Action, str]) -> Action:
        actions = list(legal)
        habit = self.heuristic.advise(state, legal)[0]
        if len(actions) == 1:
            return actions[0]
        objectives = [under(rule) for rule in RULES.values()]
        means = dict(zip(RULES, self.values(state, actions, objectives), strict=True))
        picks = {name: best(actions, means[name], habit) for name in RULES}
        self.notes.append(
            {
                "seat": state.to_move,
                "phase": state.phase.value,
                "trick": len(state.tricks) + 1,
                "options": len(actions),
                **{f"choice_{name}": pick.text for name, pick in picks.items()},
            }
        )
        return picks[self.rule]


def objective_run(
    rule: str, deals: int = RULE_DEALS, seed: int = SEED
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """``deals`` deals of the 1754 rules with the card points settled by ``rule``, three
    comparing search players; the rows per deal and seat and the notes per choice."""
    ruleset = rules.get(RULE_VARIANT, (f"card_settlement={RULES[rule].value}",))
    rows: list[dict[str, Any]] = []
    notes: list[dict[str, Any]] = []
    for k in range(deals):
        seed_k, dealer = deal_seed(seed, k), k % ruleset.options.seats
        start = len(notes)
        players = [Comparing(bot_seed(seed_k, s), rule, notes) for s in range(3)]
        state = run(deal(ruleset, seed_k, dealer), players)
        if state.redealt:  # pragma: no cover (the 1754 rules deal no new hand)
            raise RuntimeError(f"deal {k} was thrown in")
        for note in notes[start:]:
            note.update(rule=rule, deal=k)
        points = points_by_seat(state)
        nets = settle(state).net(state.seats)
        for s in state.seats:
            rows.append(
                {
                    "rule": rule,
                    "deal": k,
                    "seed": seed_k,
                    "seat": s,
                    "position": (s - dealer) % 3,
                    "tricks": state.won[s],
                    "card_points": float(points[s]),
                    "net": float(nets[s]),
                    "net_exact": float(under(CardSettlement.EXACT)(state, s)),
                    "net_bands": float(under(CardSettlement.BANDS)(state, s)),
                }
            )
    return rows, notes


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
    from tarock.players import HeuristicPlayer

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


PARTS: Final = ("duels", "objectives", "about")


def make(out: Path = DATA, parts: Sequence[str] = PARTS, cluster: Cluster | None = None) -> None:
    """Play the runs and write them to ``out``: the duels, the objectives run, and last
    ``about.json`` (with the cost per decision, measured now, here); on ``cluster`` if given."""
    out.mkdir(parents=True, exist_ok=True)
    if "duels" in parts:
        duels = pd.concat([duel(v, cluster=cluster) for v in rules.ids()], ignore_index=True)
        duels.to_csv(out / "duels.csv", index=False)
    if "objectives" in parts:
        rows: list[dict[str, Any]] = []
        notes: list[dict[str, Any]] = []
        if cluster is None:
            played = [objective_run(rule) for rule in RULES]
        else:  # both rules at once, a task each
            tasks = [cluster.executor.submit(objective_run, rule) for rule in RULES]
            played = [task.result() for task in tasks]
        for more_rows, more_notes in played:
            rows += more_rows
            notes += more_notes
        pd.DataFrame(rows).to_csv(out / "objectives.csv", index=False)
        pd.DataFrame(notes).to_csv(out / "decisions.csv", index=False)
    if "about" in parts:
        (out / "about.json").write_text(json.dumps(sidecar(), indent=2) + "\n")


def sidecar() -> dict[str, Any]:
    """What made the runs: the command, seed, deals, the search's settings, the package
    version, and the cost per decision measured on this machine."""
    return {
        "command": COMMAND,
        "module": "python -m tarock.site.search",
        "version": tarock.__version__,
        "seed": SEED,
        "duel_deals": {v: duel_deals(v) for v in rules.ids()},
        "duel_players": "search,heuristic,heuristic",
        "rule_variant": RULE_VARIANT,
        "rule_deals": RULE_DEALS,
        "rules": {name: rule.value for name, rule in RULES.items()},
        "search": {"worlds": WORLDS, "rollouts": ROLLOUTS, "policy": "heuristic", "budget": None},
        "cost": {v: cost(v) for v in rules.ids()},
        "python": sys.version.split()[0],
        "machine": platform.machine(),
    }


@cache
def about(folder: Path = DATA) -> dict[str, Any]:
    """The sidecar of the committed runs."""
    data: dict[str, Any] = json.loads((folder / "about.json").read_text())
    return data


@cache
def table(name: str, folder: Path = DATA) -> pd.DataFrame:
    """One committed file: ``duels``, ``objectives`` or ``decisions``."""
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


def differ(frame: pd.DataFrame | None = None, phases: Sequence[str] = ()) -> Interval:
    """The share of searched choices in which the two card-point rules would choose
    differently (all phases, or only ``phases``)."""
    data = table("decisions") if frame is None else frame
    if phases:
        data = data[data["phase"].isin(phases)]
    return share_interval(data["choice_exact"] != data["choice_bands"])


# -- the card-point rule and the play ----------------------------------------------------------

POSITIONS: Final = {0: "dealer", 1: "forehand", 2: "middlehand"}
"""A seat by its place after the dealer: forehand absorbs the bands' rounding."""
PHASES: Final = {"discard": "laying away", "play": "playing a card", "announce": "announcing"}
"""The phases in which the search chooses, in words."""


def band(points: pd.Series) -> pd.Series:
    """The Danish band of each card-point total: its distance from 26 rounded to the
    nearest five (24 to 28: 0; 29 to 33: 5; ...), as ``tarock.scoring.settlement.banded``."""
    return 5 * ((2 * (points - 26) + 5) // 10)


def above_edge(points: pd.Series) -> pd.Series:
    """How far each total lies above the lower edge of its band, 0 to 5: a total just
    past an edge (29, 34, 24) is near 0, one just short of the next band near 5."""
    return (points - 26 + 2.5) % 5


@dataclass(frozen=True)
class RulePlay:
    """What settling card points in bands instead of exactly does to the search's play,
    on the same deals of the 1754 rules."""

    deals: int
    decisions: int
    differ: Interval
    """The share of choices (in both runs) in which the two rules would choose differently."""
    differ_by_phase: dict[str, Interval]
    deals_differ: Interval
    """The share of deals that the two rules' players play differently (some choice of the
    exact players' deal would have gone otherwise in bands)."""
    nothing: dict[str, Interval]
    """The share of the rounded seats (dealer, middlehand) whose card points fall in the
    band that pays nothing (24 to 28), under each rule's play."""
    nothing_change: Interval
    """Bands less exact in that share, paired seat by seat."""
    edge: dict[str, Interval]
    """The rounded seats' mean distance above the lower edge of their band (0 to 5)."""
    edge_change: Interval
    spread: dict[str, Interval]
    """The mean distance of a seat's card points from 26."""
    spread_change: Interval
    paid: dict[str, Interval]
    """The mean card-point payment to or from a seat, settled in bands."""
    paid_change: Interval


def banded_payment(rows: pd.DataFrame) -> pd.Series:
    """Each seat's card-point payment settled in bands: its net in bands less its net
    exactly (all else is the same), plus its exact card-point payment (points - 26)."""
    return rows["net_bands"] - rows["net_exact"] + rows["card_points"] - 26


def rule_play(
    objectives: pd.DataFrame | None = None, decisions: pd.DataFrame | None = None
) -> RulePlay:
    """The ``RulePlay`` figures from the committed runs (or the frames given)."""
    rows = table("objectives") if objectives is None else objectives
    notes = table("decisions") if decisions is None else decisions
    changed = notes["choice_exact"] != notes["choice_bands"]
    own = notes["rule"] == "exact"  # the deals as the exact players played them
    by = {rule: rows[rows["rule"] == rule].reset_index(drop=True) for rule in RULES}
    rounded = {rule: frame[frame["position"] != 1] for rule, frame in by.items()}
    nothing = {rule: band(frame["card_points"]) == 0 for rule, frame in rounded.items()}
    edge = {rule: above_edge(frame["card_points"]) for rule, frame in rounded.items()}
    spread = {rule: (frame["card_points"] - 26).abs() for rule, frame in by.items()}
    paid = {rule: banded_payment(frame) for rule, frame in by.items()}

    def change(values: dict[str, pd.Series]) -> Interval:
        return mean_interval(values["bands"].astype(float) - values["exact"].astype(float))

    return RulePlay(
        deals=int(rows["deal"].nunique()),
        decisions=len(notes),
        differ=share_interval(changed),
        differ_by_phase={
            phase: share_interval(changed[notes["phase"] == phase])
            for phase in PHASES
            if (notes["phase"] == phase).sum() > 1
        },
        deals_differ=share_interval(changed[own].groupby(notes["deal"][own]).any()),
        nothing={rule: share_interval(v) for rule, v in nothing.items()},
        nothing_change=change(nothing),
        edge={rule: mean_interval(v) for rule, v in edge.items()},
        edge_change=change(edge),
        spread={rule: mean_interval(v) for rule, v in spread.items()},
        spread_change=change(spread),
        paid={rule: mean_interval(v.abs()) for rule, v in paid.items()},
        paid_change=change({rule: v.abs() for rule, v in paid.items()}),
    )


# -- the answers in words ----------------------------------------------------------------------


def _signed(item: Interval, spec: str = ".1f") -> str:
    return item.format(spec, signed=True)


def _compare(values: dict[str, Interval], change: Interval, spec: str) -> str:
    """``exact A, bands B, a change of C`` and whether the change is clear of zero."""
    head = (
        f"{values['exact'].format(spec)} for players paid exactly,"
        f" {values['bands'].format(spec)} for players paid in bands"
    )
    shift = change.format(spec, signed=True)
    if change.contains(0):
        return f"{head}: no clear change ({shift}, an interval that contains 0)"
    return f"{head}: a change of {shift}"


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


def rule_summary(result: RulePlay | None = None) -> str:
    """The answer to "does the card-point rule change the play?" with its figures."""
    r = result or rule_play()
    pct = ".0%"
    by_phase = "; ".join(
        f"{PHASES[phase]} {item.format(pct)}" for phase, item in r.differ_by_phase.items()
    )
    changes_play = r.differ.above(0)
    aims = r.edge_change.below(0)
    moved = any(
        not item.contains(0)
        for item in (r.nothing_change, r.edge_change, r.spread_change, r.paid_change)
    )
    return "\n".join(
        [
            f"On the same {r.deals} deals of the 1754 rules, played by three search players"
            " who optimise either the exact settlement against 26 or the Danish bands,"
            + (
                " the rule does not measurably change the play."
                if not changes_play
                else f" the rule changes about one choice in {round(1 / r.differ.estimate)},"
                " and it moves where the card points end up."
                if moved
                else f" the rule changes about one choice in {round(1 / r.differ.estimate)},"
                " but not measurably where the card points end up, nor what they pay."
            ),
            "",
            f"- **The choice differs in {r.differ.format(pct)} of {r.decisions:,} choices**"
            f" ({by_phase}), and {r.deals_differ.format(pct)} of deals are played"
            " differently somewhere.",
            "- **Card points in the band that pays nothing (24 to 28),** for the dealer and"
            " middlehand, the two seats the bands round:"
            f" {_compare(r.nothing, r.nothing_change, pct)}.",
            "- **Band edges.** A total's mean distance above the lower edge of its band (0 just"
            " past an edge, 5 just short of the next band) is"
            f" {_compare(r.edge, r.edge_change, '.2f')}"
            + (
                ": band players do finish just past an edge more often."
                if aims
                else ": no sign that band players aim at the edges."
                if r.edge_change.contains(0)
                else ": band players finish just short of an edge more often."
            ),
            "- **Distance from 26,** every seat, in card points:"
            f" {_compare(r.spread, r.spread_change, '.2f')}.",
            "- **What it does to the outcomes.** Settled in bands, what a seat's card points"
            " win or lose it, in game points per deal, is"
            f" {_compare(r.paid, r.paid_change, '.2f')}.",
        ]
    )


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
        f" {_deals_in_words(info['duel_deals'])} in the duels, {info['rule_deals']} deals"
        f" of the 1754 rules under each card-point rule. The search player dealt"
        f" {search['worlds']} worlds per choice and played each action out once in each with"
        f" {search['policy']} bots, with no time limit, so every run is reproducible; a test"
        " replays some of the deals through the package and checks that they come out the"
        " same."
    )


def main(argv: Sequence[str] = ()) -> None:
    """``python -m tarock.site.search [--cluster ADDRESS] [FOLDER [PART...]]``: play the
    runs (all parts, or those named: duels, objectives, about) and write them to
    ``findings/search``; with ``--cluster``, on a Dask cluster (``tarock.cluster``)."""
    parser = argparse.ArgumentParser(prog="python -m tarock.site.search")
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
