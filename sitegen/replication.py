"""The Danish replication of the study (issue 41): Danish Tarok played again on fresh deals,
as many as the first run's own variance asks for, decided before it runs.

The first run (``sitegen.study``, seed 31, 1,000 deals) left Danish Tarok "not settled":
the players paid the two ways differ at 9% of their choices, no outcome moved, and what
the other rule's choices would cost a player has an interval that straddles
``study.COST_FLOOR``. The replication keeps every criterion of ``sitegen.study`` as it is
and plays as many deals as make that interval, centred on the first run's estimate, fall
below the floor with ``POWER`` (80%) at the 95% level:

    rows = ((z(0.975) + z(POWER)) · sd / (COST_FLOOR - estimate))², deals = rows / 6,

``sd`` and ``estimate`` being the first run's, over its rows (a row per deal, rule and
seat: six a deal), the unit the criterion's interval is taken over. The seed (``SEED``)
is not the first run's, so its deals are new.

``python -m sitegen.replication plan`` (``make replication-plan``) writes the plan to
``findings/replication/plan.json`` and is committed before the run; ``python -m
sitegen.replication run`` (``make replication``) refuses to run unless the plan it would
make is the one committed, then plays it into the same folder (``rows.csv.gz``,
``about.json``).
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence
from pathlib import Path
from statistics import NormalDist
from typing import Any, Final

from sitegen import ROOT, sidecar, study

VARIANT: Final = "danish-tarok"
"""The rule set the first run left open."""
SEED: Final = 41
"""The replication's seed (issue 41): a stream of deals of its own, none of the first run's."""
POWER: Final = 0.80
"""The chance the planned run settles it, if the true cost is the first run's estimate."""
LEVEL: Final = 0.95
"""The level of the criterion's intervals."""
ROWS_A_DEAL: Final = 6
"""Rows a deal gives: three seats under each of two rules."""
DATA: Final = ROOT / "findings" / "replication"
PLAN: Final = DATA / "plan.json"
COMMAND: Final = "make replication"


def plan(first: Path = study.DATA) -> dict[str, Any]:
    """The replication's plan from the first run's rows: the estimate and spread of the
    cost there, the rows and deals they ask for, the seed and the criteria kept."""
    frame = study.data(first)
    cost = frame.loc[frame["variant"] == VARIANT, "cost"].astype(float)
    estimate, sd = float(cost.mean()), float(cost.std())
    normal = NormalDist()
    z = normal.inv_cdf(0.5 + LEVEL / 2) + normal.inv_cdf(POWER)
    rows = (z * sd / (study.COST_FLOOR - estimate)) ** 2
    return {
        "variant": VARIANT,
        "first_run": {"seed": study.about(first)["seed"], "deals": study.about(first)["deals"]},
        "estimate": round(estimate, 4),
        "sd": round(sd, 4),
        "level": LEVEL,
        "power": POWER,
        "z_sum": round(z, 4),
        "rows": math.ceil(rows),
        "deals": math.ceil(rows / ROWS_A_DEAL),
        "seed": SEED,
        "worlds": study.WORLDS,
        "criteria": {"differ_floor": study.DIFFER_FLOOR, "cost_floor": study.COST_FLOOR},
        "formula": "rows = ((z(0.975) + z(power)) * sd / (cost_floor - estimate))^2;"
        " deals = rows / 6",
    }


def committed() -> dict[str, Any]:
    """The plan as committed before the run."""
    return sidecar.read_plan(PLAN)


def write_plan() -> dict[str, Any]:
    """Write the plan, to be committed before the run."""
    return sidecar.write_plan(PLAN, plan())


def run(workers: int | None = None, address: str | None = None) -> None:
    """Play the committed plan (refused if the first run's rows now give another)."""
    decided = sidecar.planned(PLAN, plan, lambda: committed(), "replication-plan")
    study.make(
        DATA,
        decided["deals"],
        workers,
        address,
        decided["worlds"],
        variants=(VARIANT,),
        seed=decided["seed"],
        command=COMMAND,
    )


def main(argv: Sequence[str] = ()) -> None:
    """``python -m sitegen.replication plan|run [--workers N | --cluster ADDRESS]``."""
    parser = argparse.ArgumentParser(prog="python -m sitegen.replication")
    parser.add_argument("step", choices=("plan", "run"))
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--cluster", metavar="ADDRESS", help="a Dask scheduler, or 'local'")
    args = parser.parse_args(list(argv))
    if args.step == "plan":
        made = write_plan()
        print(f"{PLAN}: {made['deals']:,} deals, seed {made['seed']}")
    else:
        run(args.workers, args.cluster)


if __name__ == "__main__":  # pragma: no cover
    main(sys.argv[1:])


# -- the page -----------------------------------------------------------------------------------


def side_by_side(first: Path = study.DATA, again: Path = DATA) -> str:
    """A Markdown table: Danish Tarok in the first run and in the replication, each with
    its deals, seed, choices that differ, cost of the other rule's choices, the outcomes
    that moved and the answer by the same criteria."""
    lines = [
        "| Run | Deals | Seed | Choices that differ | Cost of the other rule's choices,"
        " game points a deal | Outcomes that moved | Answer |",
        "|---|--:|--:|--:|--:|---|---|",
    ]
    for label, folder in (("First run", first), ("Replication", again)):
        result = study.outcomes(VARIANT, study.data(folder))
        moved = ", ".join(
            f"{study.SHORT[name]}: {result.change[name].format(study.SPEC[name], signed=True)}"
            for name in result.moved
        )
        info = study.about(folder)
        lines.append(
            f"| {label} | {result.deals:,} | {info['seed']} | {result.differ.format('.1%')}"
            f" | {result.cost.format('.2f')} | {moved or 'none'}"
            f" | {study.VERDICTS[study.verdict(result)]} |"
        )
    return "\n".join(lines)


def how_chosen() -> str:
    """How the number of deals was chosen, in words, from the committed plan."""
    made = committed()
    return (
        f"The first run left Danish Tarok open: what the other rule's choices would cost a"
        f" player came to {made['estimate']:.2f} game points a deal, with an interval"
        f" reaching over the floor of {made['criteria']['cost_floor']}. Before the"
        f" replication ran, its size was worked out from the first run's own spread (a"
        f" standard deviation of {made['sd']:.2f} over its rows, six a deal): "
        f"{made['deals']:,} deals give the interval an {made['power']:.0%} chance of"
        f" falling wholly below the floor at the {made['level']:.0%} level if the true"
        f" cost is the first run's estimate. That plan, the seed ({made['seed']}, a stream"
        " of deals the first run never played) and the criteria, unchanged, were written"
        " down and committed before a single deal was played; the run refuses any other"
        " plan."
    )


def reading() -> str:
    """What the replication says, held to the criteria, with what they leave weak."""
    first = study.outcomes(VARIANT, study.data(study.DATA))
    again = study.outcomes(VARIANT, study.data(DATA))
    answer = study.VERDICTS[study.verdict(again)]
    said = (
        f"By the criteria stated before either run, the replication's answer for Danish Tarok"
        f" is: **{answer}**."
    )
    if study.verdict(again) == "changes":
        moved = "; ".join(
            f"{study.SHORT[name]} (the first run:"
            f" {first.change[name].format(study.SPEC[name], signed=True)})"
            for name in again.moved
        )
        count = "one outcome" if len(again.moved) == 1 else f"{len(again.moved)} outcomes"
        said += (
            f" The players paid the two ways choose differently at"
            f" {again.differ.format('.1%')} of their choices, and {count} moved: {moved}."
            " The criteria call one moved measure enough, and they also warn that among"
            " four measures one can miss zero by chance."
            " What the other rule's choices would cost a player came out at"
            f" {again.cost.format('.2f')}: the cost alone would still not have settled it."
        )
    info = study.about(DATA)
    return (
        f"{said} The replication was played by `{info['command']}` ({info['where']},"
        f" {info['seconds'] / 60:.0f} minutes, the machine shared with other work)."
    )
