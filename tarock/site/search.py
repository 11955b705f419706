"""The search player's runs: its strength against the heuristic bots, and whether the
card-point rule changes its play. Too slow to play at every build of the site, they are
played once by ``make findings`` (``python -m tarock.site.search``) and kept in
``findings/search/``, with ``about.json`` naming the command, the seeds, the search's
settings and the package version; the pages compute every figure from those files, and
``tests/test_search_data.py`` replays some of the deals through the package.

Two runs:

- **Duels** (``duels.csv``): in every rule set, ``DUEL_DEALS`` deals with the search
  player at seat A and the heuristic bot at the others (``tarock simulate --players
  search,heuristic,heuristic --seed SEED``), and the same deals with the heuristic bot at
  every seat (column ``net_heuristic``), which by symmetry is worth nothing on average:
  the difference is a second, tighter estimate of what the search is worth.
- **Objectives** (``objectives.csv``, ``decisions.csv``): the 1754 rules, ``RULE_DEALS``
  deals played by three search players, once with the card points settled exactly (the
  1754 rule) and once in the Danish bands (option ``card_settlement=bands``): the same
  cards, the same rules but for that one. At every choice each player also works out, in
  the same sampled worlds and rollouts, what it would choose under the other rule.
"""

from __future__ import annotations

import json
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
from tarock.engine.actions import Action
from tarock.engine.state import State, deal
from tarock.play import run
from tarock.players.search import ROLLOUTS, WORLDS, SearchPlayer, best, under
from tarock.rng import bot_seed, deal_seed
from tarock.rules.options import CardSettlement
from tarock.scoring.counting import points_by_seat
from tarock.scoring.settlement import settle
from tarock.simulate import simulate
from tarock.site.stats import Interval, mean_interval, share_interval

SEED: Final = 21
"""The seed of both runs (issue 21)."""
DUEL_DEALS: Final = 240
"""Deals per rule set in the duels (a multiple of 3: every seat deals as often)."""
RULE_DEALS: Final = 120
"""Deals of the 1754 rules played under each card-point rule."""
RULE_VARIANT: Final = "taroc-1754"
RULES: Final = {"exact": CardSettlement.EXACT, "bands": CardSettlement.BANDS}
"""The two card-point rules compared, by the names the data uses."""
DATA: Final = Path(__file__).resolve().parents[2] / "findings" / "search"
"""Where the runs are kept (in a checkout of the project)."""
COMMAND: Final = "make findings"


# -- the duels -------------------------------------------------------------------------------


def duel(variant: str, deals: int = DUEL_DEALS, seed: int = SEED) -> pd.DataFrame:
    """One row per deal and seat: the search player at seat A against two heuristic bots,
    and the same deal with heuristic bots only (``net_heuristic``)."""
    keep = ["deal", "session", "seed", "variant", "seat", "dealer", "player", "net"]
    searched = simulate(variant, deals, "search,heuristic,heuristic", seed=seed)[keep]
    baseline = simulate(variant, deals, "heuristic", seed=seed)
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


def make(out: Path = DATA, parts: Sequence[str] = PARTS) -> None:
    """Play the runs and write them to ``out``: the duels, the objectives run, and last
    ``about.json`` (with the cost per decision, measured now)."""
    out.mkdir(parents=True, exist_ok=True)
    if "duels" in parts:
        duels = pd.concat([duel(v) for v in rules.ids()], ignore_index=True)
        duels.to_csv(out / "duels.csv", index=False)
    if "objectives" in parts:
        rows: list[dict[str, Any]] = []
        notes: list[dict[str, Any]] = []
        for rule in RULES:
            more_rows, more_notes = objective_run(rule)
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
        "duel_deals": DUEL_DEALS,
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


def main(argv: Sequence[str] = ()) -> None:
    """``python -m tarock.site.search [FOLDER [PART...]]``: play the runs (all parts, or
    those named: duels, objectives, about) and write them to ``findings/search``."""
    make(Path(argv[0]) if argv else DATA, tuple(argv[1:]) or PARTS)


if __name__ == "__main__":  # pragma: no cover
    main(sys.argv[1:])
