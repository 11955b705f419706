"""The Danish replication's plan: committed before the run, made again from the first run's
rows, and the number of deals its power calculation gives."""

from __future__ import annotations

import math
from statistics import NormalDist

import pytest

from sitegen import replication, study


def test_the_committed_plan_is_the_one_the_first_run_gives() -> None:
    assert replication.committed() == replication.plan()


def test_the_plan_s_deals_follow_from_its_figures() -> None:
    made = replication.committed()
    normal = NormalDist()
    z = normal.inv_cdf(0.975) + normal.inv_cdf(0.80)
    rows = (z * made["sd"] / (study.COST_FLOOR - made["estimate"])) ** 2
    assert abs(math.ceil(rows / 6) - made["deals"]) <= made["deals"] / 1000  # rounded figures
    assert made["seed"] != made["first_run"]["seed"]
    assert made["criteria"] == {"differ_floor": study.DIFFER_FLOOR, "cost_floor": study.COST_FLOOR}
    # what the run aims at: the interval's half width at the estimate, below the floor
    half = normal.inv_cdf(0.975) * made["sd"] / math.sqrt(made["rows"])
    assert made["estimate"] + half < study.COST_FLOOR


def test_a_plan_changed_after_the_fact_is_not_run(
    monkeypatch: pytest.MonkeyPatch, tmp_path: pytest.TempPathFactory
) -> None:
    changed = {**replication.committed(), "deals": 100}
    monkeypatch.setattr(replication, "committed", lambda: changed)
    with pytest.raises(SystemExit, match="not the plan"):
        replication.run()
