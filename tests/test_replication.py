"""The Danish replication's plan: committed before the run, made again from the first run's
rows, and the number of deals its power calculation gives."""

from __future__ import annotations

import math
from statistics import NormalDist

import pandas as pd
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


def test_the_run_is_the_plan_and_a_sample_of_its_deals_replays() -> None:
    made, info = replication.committed(), study.about(replication.DATA)
    assert (info["deals"], info["seed"], info["variants"]) == (
        made["deals"],
        made["seed"],
        [replication.VARIANT],
    )
    assert info["search"]["worlds"] == made["worlds"] and info["command"] == replication.COMMAND
    rows = study.data(replication.DATA)
    for rule, deal in (("exact", 11), ("bands", 4000)):
        mine = rows[rows["rule"] == rule]
        assert sorted(set(mine["deal"])) == list(range(made["deals"]))
        now = pd.DataFrame(study.play_batch(replication.VARIANT, rule, deal, 1, seed=made["seed"]))
        committed = mine[mine["deal"] == deal]
        pd.testing.assert_frame_equal(
            now[committed.columns].reset_index(drop=True),
            committed.reset_index(drop=True),
            check_dtype=False,
        )


def test_the_page_gives_both_runs_by_the_same_criteria() -> None:
    table = replication.side_by_side()
    for folder in (study.DATA, replication.DATA):
        result = study.outcomes(replication.VARIANT, study.data(folder))
        assert result.cost.format(".2f") in table
        assert study.VERDICTS[study.verdict(result)] in table
    assert f"{replication.committed()['deals']:,} deals" in replication.how_chosen()
