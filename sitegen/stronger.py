"""The study with stronger players (issue 41): the four 78-card rule sets played again by
search players of ``WORLDS`` (64) sampled worlds a choice, twice the first run's, on fresh
deals, as many in each rule set as the first run's own spread asks for, decided before it
runs.

Every criterion of ``sitegen.study`` is kept as it is. A rule set's verdict can be reached
by several routes: "changes" when the share of differing choices is clear of
``study.DIFFER_FLOOR`` and one of the four outcome measures moves; "does not change" (the
route that the first run's figures make possible) when the cost of the other rule's
choices falls below ``study.COST_FLOOR``. For each route the power calculation asks how
many deals give its interval an ``POWER`` (80%) chance of settling it at the 95% level if
the true value is the first run's estimate:

    rows = ((z(0.975) + z(POWER)) · sd / distance)², deals = rows / rows a deal,

``distance`` being the estimate's distance from zero (a measure's paired change) or from
the floor (the cost), ``sd`` the first run's over its rows. A rule set gets the fewest
deals any route asks for, at least as many as the share of differing choices asks for.

The machine cannot play every number a route may ask for, so the plan caps each rule set
at ``cap()`` deals, worked out before the run from the time a deal took in a trial
(``TRIAL_SECONDS``), the slowdown the shared machine gave the Danish replication
(``SHARED``), ``PROCESSES`` and the time the run may take (``WINDOW_MINUTES``). A rule set
whose calculation asks for more is played at the cap, and may well stay "not settled".

``python -m sitegen.stronger plan`` (``make stronger-plan``) writes the plan to
``findings/stronger/plan.json`` to be committed before the run; ``python -m sitegen.stronger
run`` (``make stronger``) refuses to run unless the plan it would make is the one
committed, then plays it into the same folder: ``rows.csv.gz`` as the study's,
``choices.csv.gz`` (a row per differing choice, ``study.choice_row``), ``records.csv.gz``
(a row per deal played, ``study.record_row``) and ``about.json``.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from statistics import NormalDist
from typing import Any, Final

import pandas as pd

from sitegen import ROOT, sidecar, study

SEED: Final = 412
"""The run's seed (issue 41, item 2): deals of its own, neither the first run's nor the
replication's."""
WORLDS: Final = 64
"""Sampled worlds a choice: twice the first run's."""
POWER: Final = 0.80
LEVEL: Final = 0.95
TRIAL_SECONDS: Final = 0.145
"""Seconds of one core a deal took under one rule with 64 worlds, measured before the
plan (three deals under each rule in each rule set, an idle machine)."""
SHARED: Final = 2.6
"""How much slower a deal ran in the Danish replication than in the first run, on this
machine shared with other work: the margin the cap allows for."""
PROCESSES: Final = 2
WINDOW_MINUTES: Final = 65
"""The time the whole run may take."""
DATA: Final = Path(os.environ.get("TAROCK_STRONGER_DATA") or ROOT / "findings" / "stronger")
"""Where the run is kept: ``findings/stronger`` (``TAROCK_STRONGER_DATA`` names another
folder, e.g. a trial's; the plan stays where it was committed)."""
PLAN: Final = ROOT / "findings" / "stronger" / "plan.json"
COMMAND: Final = "make stronger"
ROUTES: Final = ("nothing", "edge", "spread", "paid", "cost")
"""The routes to a verdict: a measure of ``study.MEASURES`` moving, or the cost falling
below its floor."""


def cap() -> int:
    """The most deals a rule set is played on: the window's core seconds over what the
    four rule sets' deals under both rules would take at the trial's pace slowed by
    ``SHARED``, rounded down to the hundred."""
    seconds = WINDOW_MINUTES * 60 * PROCESSES
    per_deal = len(study.VARIANTS) * 2 * TRIAL_SECONDS * SHARED
    return int(seconds / per_deal) // 100 * 100


def _paired(rows: pd.DataFrame) -> dict[str, pd.Series]:
    """Each measure's paired values, bands less exact, as ``study.outcomes`` pairs them."""
    by = {
        rule: rows[rows["rule"] == rule].sort_values(["deal", "seat"]).reset_index(drop=True)
        for rule in ("exact", "bands")
    }
    rounded = {rule: frame["position"] != 1 for rule, frame in by.items()}
    values = {
        "nothing": {
            r: (study.band(f["card_points"]) == 0).where(rounded[r]) for r, f in by.items()
        },
        "edge": {r: study.above_edge(f["card_points"]).where(rounded[r]) for r, f in by.items()},
        "spread": {r: (f["card_points"] - 26).abs() for r, f in by.items()},
        "paid": {r: study.banded_payment(f).abs() for r, f in by.items()},
    }
    return {
        name: (pair["bands"].astype(float) - pair["exact"].astype(float)).dropna()
        for name, pair in values.items()
    }


def routes(variant: str, first: Path = study.DATA) -> dict[str, dict[str, Any]]:
    """For each route, the first run's estimate, spread and the deals the calculation
    asks for (``None``: the estimate points away from that route)."""
    normal = NormalDist()
    z = normal.inv_cdf(0.5 + LEVEL / 2) + normal.inv_cdf(POWER)
    rows = study.data(first)
    rows = rows[rows["variant"] == variant]
    deals = int(rows["deal"].nunique())
    found: dict[str, dict[str, Any]] = {}
    for name, paired in _paired(rows).items():
        estimate, sd = float(paired.mean()), float(paired.std())
        asks = None if estimate == 0 else (z * sd / estimate) ** 2 / (len(paired) / deals)
        found[name] = {"estimate": round(estimate, 4), "sd": round(sd, 4), "asks": asks}
    cost = rows["cost"].astype(float)
    estimate, sd = float(cost.mean()), float(cost.std())
    below = estimate < study.COST_FLOOR
    asks = (z * sd / (study.COST_FLOOR - estimate)) ** 2 / (len(cost) / deals) if below else None
    found["cost"] = {"estimate": round(estimate, 4), "sd": round(sd, 4), "asks": asks}
    for item in found.values():
        item["asks"] = None if item["asks"] is None else math.ceil(item["asks"])
    return found


def _differ_asks(variant: str, first: Path, z: float) -> int:
    """The deals the share of differing choices asks for to lie clear of its floor."""
    rows = study.data(first)
    rows = rows[rows["variant"] == variant]
    share = rows["differ"].sum() / rows["choices"].sum()
    a_deal = rows["choices"].sum() / rows["deal"].nunique() / 2
    choices = (z * math.sqrt(share * (1 - share)) / abs(share - study.DIFFER_FLOOR)) ** 2
    return max(1, math.ceil(choices / a_deal))


def plan(first: Path = study.DATA) -> dict[str, Any]:
    """The run's plan from the first run's rows: for each rule set the routes and their
    deals, the deals asked for and played (at most ``cap()``); the seed, worlds, criteria
    and the figures the cap comes from."""
    normal = NormalDist()
    z = normal.inv_cdf(0.5 + LEVEL / 2) + normal.inv_cdf(POWER)
    limit = cap()
    variants: dict[str, Any] = {}
    for variant in study.VARIANTS:
        found = routes(variant, first)
        asked = {name: item["asks"] for name, item in found.items() if item["asks"] is not None}
        route = min(asked, key=asked.__getitem__)
        asks = max(asked[route], _differ_asks(variant, first, z))
        variants[variant] = {
            "first_verdict": study.verdict(study.outcomes(variant, study.data(first))),
            "routes": found,
            "route": route,
            "asks": asks,
            "deals": min(asks, limit),
            "capped": asks > limit,
        }
    info = study.about(first)
    return {
        "first_run": {
            "seed": info["seed"],
            "deals": info["deals"],
            "worlds": info["search"]["worlds"],
        },
        "seed": SEED,
        "worlds": WORLDS,
        "level": LEVEL,
        "power": POWER,
        "z_sum": round(z, 4),
        "criteria": {"differ_floor": study.DIFFER_FLOOR, "cost_floor": study.COST_FLOOR},
        "formula": "rows = ((z(0.975) + z(power)) * sd / distance)^2; deals = rows / rows a deal;"
        " a rule set's deals: the fewest any route asks for, at most the cap",
        "cap": {
            "deals": limit,
            "trial_seconds": TRIAL_SECONDS,
            "shared": SHARED,
            "processes": PROCESSES,
            "window_minutes": WINDOW_MINUTES,
            "formula": "window * 60 * processes / (4 rule sets * 2 rules * trial_seconds *"
            " shared), rounded down to the hundred",
        },
        "variants": variants,
    }


def committed() -> dict[str, Any]:
    """The plan as committed before the run."""
    return sidecar.read_plan(PLAN)


def write_plan() -> dict[str, Any]:
    """Write the plan, to be committed before the run."""
    return sidecar.write_plan(PLAN, plan())


def run(workers: int | None = None, address: str | None = None) -> None:
    """Play the committed plan (refused if the first run's rows now give another)."""
    decided = sidecar.planned(PLAN, plan, lambda: committed(), "stronger-plan")
    study.make(
        DATA,
        workers=workers,
        address=address,
        worlds=decided["worlds"],
        seed=decided["seed"],
        command=COMMAND,
        noted=True,
        deals_by={variant: item["deals"] for variant, item in decided["variants"].items()},
    )


def main(argv: Sequence[str] = ()) -> None:
    """``python -m sitegen.stronger plan|run [--workers N | --cluster ADDRESS]``."""
    parser = argparse.ArgumentParser(prog="python -m sitegen.stronger")
    parser.add_argument("step", choices=("plan", "run"))
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--cluster", metavar="ADDRESS", help="a Dask scheduler, or 'local'")
    args = parser.parse_args(list(argv))
    if args.step == "plan":
        made = write_plan()
        for variant, item in made["variants"].items():
            print(f"{variant}: {item['asks']:,} asked, {item['deals']:,} played ({item['route']})")
    else:
        run(args.workers, args.cluster)


if __name__ == "__main__":  # pragma: no cover
    main(sys.argv[1:])


# -- the page -----------------------------------------------------------------------------------

SHORT_ROUTES: Final = {
    "nothing": "share in the band that pays nothing",
    "edge": "distance above the band's lower edge",
    "spread": "distance from 26",
    "paid": "card-point payment",
    "cost": "cost of the other rule's choices",
}
"""Each route to an answer, in words."""


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def how_planned() -> str:
    """How each rule set's number of deals and the cap were fixed, in words and a table,
    from the committed plan."""
    made = committed()
    cap_ = made["cap"]
    capped = [study.name(v) for v, item in made["variants"].items() if item["capped"]]
    after = (
        f"The calculation asked for more than the cap in {_listed(capped)}: played at the"
        " cap, as the plan said before the run, an answer there may well stay \u201cnot"
        " settled\u201d."
        if capped
        else "No rule set's calculation asked for more than the cap, so each was played on"
        " the deals it asked for."
    )
    lines = [
        f"Before this run, its size was worked out from the first run's rows (seed"
        f" {made['first_run']['seed']}, {made['first_run']['deals']:,} deals,"
        f" {made['first_run']['worlds']} worlds a choice), with the criteria unchanged. An"
        " answer can be reached by more than one route: one of the four outcomes moving, or"
        f" the cost of the other rule's choices falling below {study.COST_FLOOR}. For each"
        " route, the calculation asks how many deals give its interval an"
        f" {made['power']:.0%} chance of settling it at the {made['level']:.0%} level, were"
        " the truth the first run's estimate; each rule set gets the fewest deals any route"
        " asks for. That is the hopeful choice: the route that asks fewest deals is the one"
        " whose estimate stood out most against its spread, and an estimate picked for"
        " standing out tends to be too large, so the real chance of settling is likely"
        f" below {made['power']:.0%}. The machine cannot play every number a route may ask"
        " for, so the plan"
        f" also fixed a cap before the run: {cap_['deals']:,} deals a rule set, from what a"
        f" 64-world deal cost in a trial ({cap_['trial_seconds']} seconds of a core under"
        f" one rule), a margin of {cap_['shared']} times for the machine being shared (the"
        f" Danish replication ran that much slower than the first run), {cap_['processes']}"
        f" processes and {cap_['window_minutes']} minutes. A rule set whose calculation"
        " asks for more than the cap is played at the cap and may well stay \u201cnot"
        f" settled\u201d. {after} The plan, the seed ({made['seed']}: deals neither earlier"
        " run played) and the criteria were committed before the first deal, and the run"
        " refuses any other plan.",
        "",
        "| Rule set | First run's answer | Planned for (the route that asks fewest deals)"
        " | Deals asked | Deals played"
        " | The costliest route asks |",
        "|---|---|---|--:|--:|--:|",
    ]
    for variant, item in made["variants"].items():
        asks = [r["asks"] for r in item["routes"].values() if r["asks"] is not None]
        lines.append(
            f"| {study.name(variant)} | {study.VERDICTS[item['first_verdict']]}"
            f" | {SHORT_ROUTES[item['route']]} | {item['asks']:,} | {item['deals']:,}"
            f" | {max(asks):,} |"
        )
    return "\n".join(lines)


def side_by_side(first: Path = study.DATA, again: Path = DATA) -> str:
    """A Markdown table, a row per rule set: the stronger players' figures and answer by
    the same criteria beside the first run's answer, and the core minutes each took."""
    spent = study.about(again).get("core_seconds", {})
    lines = [
        "| Rule set | Deals | Choices that differ | Cost of the other rule's choices,"
        " game points a deal | Outcomes that moved | Answer, 64 worlds | Answer, 32 worlds"
        " | Minutes of a core |",
        "|---|--:|--:|--:|---|---|---|--:|",
    ]
    for variant in study.VARIANTS:
        now = study.outcomes(variant, study.data(again))
        before = study.outcomes(variant, study.data(first))
        moved = ", ".join(
            f"{study.SHORT[name]}: {now.change[name].format(study.SPEC[name], signed=True)}"
            for name in now.moved
        )
        lines.append(
            f"| {study.name(variant)} | {now.deals:,} | {now.differ.format('.1%')}"
            f" | {now.cost.format('.2f')} | {moved or 'none'}"
            f" | {study.VERDICTS[study.verdict(now)]} | {study.VERDICTS[study.verdict(before)]}"
            f" | {spent.get(variant, 0) / 60:.0f} |"
        )
    return "\n".join(lines)


def scale() -> str:
    """A Markdown table for scale: how much a search player of 8 worlds gains over a
    heuristic bot in its seat, and one of 64 worlds over one of 8 (``sitegen.search`` and
    ``sitegen.duel``), game points a deal."""
    from sitegen import duel, search  # the other runs' data, read only for this table

    gains, duels = search.duels(), duel.results()
    lines = [
        "| Rule set | 8 worlds over a heuristic bot in its seat | 64 worlds over 8 |",
        "|---|--:|--:|",
    ]
    for variant in study.VARIANTS:
        lines.append(
            f"| {study.name(variant)} | {gains[variant].gain.format('.2f', signed=True)}"
            f" ({gains[variant].deals:,} deals)"
            f" | {duels[variant].difference.format('.2f', signed=True)}"
            f" ({duels[variant].difference.n:,} deals) |"
        )
    shares = [
        study.outcomes(v, study.data(DATA)).cost.estimate / duels[v].difference.estimate
        for v in study.VARIANTS
    ]
    lines += [
        "",
        "Set beside the last column, what the other rule's choices cost a player in the"
        f" stronger run comes to {min(shares):.0%} to {max(shares):.0%} of what going from 8"
        " worlds to 64 gains, rule set by rule set.",
    ]
    return "\n".join(lines)


def reading(first: Path = study.DATA, again: Path = DATA) -> str:
    """Which answers hold as the players get stronger, held to the criteria; which
    measures moved in each run where they differ; how the share of differing choices
    went, with a reading of why (marked as one); each run's time and place."""
    held: list[str] = []
    parts: list[str] = []
    fewer = 0
    for variant in study.VARIANTS:
        now = study.outcomes(variant, study.data(again))
        before = study.outcomes(variant, study.data(first))
        fewer += now.differ.high < before.differ.low
        if study.verdict(now) == study.verdict(before):
            held.append(study.name(variant))
        else:
            parts.append(
                f"In {study.name(variant)} it moves from"
                f" \u201c{study.VERDICTS[study.verdict(before)]}\u201d to"
                f" \u201c{study.VERDICTS[study.verdict(now)]}\u201d{_replicated(variant, now)}."
            )
        if now.moved and before.moved and set(now.moved) != set(before.moved):
            parts.append(
                f"In {study.name(variant)} the outcomes that moved are not the first run's:"
                f" {_listed([study.SHORT[m] for m in before.moved])} then,"
                f" {_listed([study.SHORT[m] for m in now.moved])} now."
            )
    if held:
        parts.insert(
            0,
            "By the criteria, the answer holds with players that sample twice as many worlds"
            f" in {_listed(held)}.",
        )
    parts.append(
        f"In {'all four' if fewer == 4 else f'{fewer} of the four'} rule sets the stronger"
        " players part at a"
        " smaller share of their choices than the first run's, the two intervals not"
        " overlapping."
        " *A reading, not a measurement:* with more worlds a player's averages carry less"
        " chance, so fewer choices part by chance alone, and what is left is more likely"
        " the rule's own doing."
    )
    parts.append(
        "Each rule set is still a single run, and the criteria's warning stands: among four"
        " measures one can move by chance, so an answer resting on one moved measure is weak"
        " evidence."
    )
    info, before_info = study.about(again), study.about(first)
    per_deal = sum(info["core_seconds"].values()) / (2 * sum(info["deals"].values()))
    parts.append(
        f"This run was played by `{info['command']}` in {info['seconds'] / 60:.0f} minutes"
        f" ({info['where']}, the machine shared with other work; the table gives each rule"
        f" set's minutes of a core, {per_deal:.2f} seconds a deal under one rule on average"
        f" against the trial's {committed()['cap']['trial_seconds']}); the first run, by"
        f" `{before_info['command']}`, took {before_info['seconds'] / 60:.0f} minutes"
        f" ({before_info['where']})."
    )
    return " ".join(parts)


def _replicated(variant: str, now: study.Outcomes) -> str:
    """ ", as the replication at 32 worlds also found" where the Danish replication gave
    the same answer, else nothing."""
    from sitegen import replication  # the replication's data, read only for this clause

    if variant != replication.VARIANT or not (replication.DATA / "rows.csv.gz").is_file():
        return ""
    again = study.outcomes(variant, study.data(replication.DATA))
    if study.verdict(again) != study.verdict(now):
        return ""
    worlds = study.about(replication.DATA)["search"]["worlds"]
    return f", the answer the Danish replication above, at {worlds} worlds, also gave"
