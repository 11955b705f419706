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
import json
import math
import sys
from collections.abc import Sequence
from pathlib import Path
from statistics import NormalDist
from typing import Any, Final

from sitegen import ROOT, study

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
    data: dict[str, Any] = json.loads(PLAN.read_text())
    return data


def write_plan() -> dict[str, Any]:
    """Write the plan, to be committed before the run."""
    made = plan()
    DATA.mkdir(parents=True, exist_ok=True)
    PLAN.write_text(json.dumps(made, indent=2) + "\n")
    return made


def run(workers: int | None = None, address: str | None = None) -> None:
    """Play the committed plan (refused if the first run's rows now give another)."""
    if not PLAN.exists():
        raise SystemExit(f"no plan at {PLAN}: run 'make replication-plan' and commit it first")
    if plan() != committed():
        raise SystemExit(f"{PLAN} is not the plan the first run's rows give: not run")
    decided = committed()
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
