"""The stronger players' study: its plan, committed before the run and made again from the
first run's rows, and the recording of differing choices, which leaves the study's rows as
they were."""

from __future__ import annotations

import math
from pathlib import Path
from statistics import NormalDist

import pandas as pd
import pytest

from sitegen import stronger, study
from tarock.play import replay


def test_the_committed_plan_is_the_one_the_first_run_gives() -> None:
    assert stronger.committed() == stronger.plan()


def test_each_rule_set_gets_the_fewest_deals_a_route_asks_for_at_most_the_cap() -> None:
    made = stronger.committed()
    assert made["seed"] not in (made["first_run"]["seed"], 41)  # neither earlier run's deals
    assert made["criteria"] == {"differ_floor": study.DIFFER_FLOOR, "cost_floor": study.COST_FLOOR}
    assert made["worlds"] == 2 * made["first_run"]["worlds"]
    cap = made["cap"]
    budget = cap["window_minutes"] * 60 * cap["processes"]
    assert cap["deals"] * 4 * 2 * cap["trial_seconds"] * cap["shared"] <= budget
    z = NormalDist().inv_cdf(0.975) + NormalDist().inv_cdf(0.80)
    for item in made["variants"].values():
        asked = {name: r["asks"] for name, r in item["routes"].items() if r["asks"] is not None}
        assert item["asks"] >= min(asked.values()) and item["route"] in asked
        assert item["deals"] == min(item["asks"], cap["deals"])
        assert item["capped"] == (item["asks"] > cap["deals"])
        moved = item["routes"][item["route"]]
        if item["route"] != "cost":  # at the estimate, the planned interval misses zero
            assert moved["estimate"] != 0 and z * moved["sd"] > 0


def test_the_routes_follow_from_the_first_run_s_rows() -> None:
    rows = study.data()
    z = NormalDist().inv_cdf(0.975) + NormalDist().inv_cdf(0.80)
    for variant in study.VARIANTS:
        cost = rows.loc[rows["variant"] == variant, "cost"].astype(float)
        found = stronger.routes(variant)["cost"]
        if cost.mean() < study.COST_FLOOR:
            asks = (z * cost.std() / (study.COST_FLOOR - cost.mean())) ** 2 / 6
            assert found["asks"] == math.ceil(asks)
        else:
            assert found["asks"] is None


def test_a_plan_changed_after_the_fact_is_not_run(monkeypatch: pytest.MonkeyPatch) -> None:
    changed = {**stronger.committed(), "seed": 1}
    monkeypatch.setattr(stronger, "committed", lambda: changed)
    with pytest.raises(SystemExit, match="not the plan"):
        stronger.run()


@pytest.mark.parametrize(
    ("variant", "rule", "deal"), [("grosstarock", "exact", 3), ("grand-tarot", "bands", 21)]
)
def test_noting_the_choices_leaves_the_rows_byte_for_byte(
    variant: str, rule: str, deal: int
) -> None:
    committed = study.data()
    mine = committed[
        (committed["variant"] == variant)
        & (committed["rule"] == rule)
        & (committed["deal"] == deal)
    ].reset_index(drop=True)
    rows, choices, records = study.play_noted(variant, rule, deal, 1)
    now = pd.DataFrame(rows)[mine.columns]
    assert now.to_csv(index=False) == mine.to_csv(index=False)
    assert len(choices) == mine["differ"].sum()
    assert sum(c["cost"] for c in choices) == pytest.approx(mine["cost"].sum(), abs=1e-5)
    # the record rebuilt from its row replays to the same card points
    result = replay(study.record(records[0]))
    assert [float(result.card_points[s]) for s in range(3)] == list(mine["card_points"])
    for choice in choices:  # the player's own rule ranks its card first, the other's second
        own, other = rule, "bands" if rule == "exact" else "exact"
        assert choice[f"{own}_chosen"] >= choice[f"{own}_other"]
        assert choice[f"{other}_other"] >= choice[f"{other}_chosen"]


def test_a_noted_run_writes_rows_choices_records_and_each_rule_set_s_time(
    tmp_path: pytest.TempPathFactory,
) -> None:
    out = Path(str(tmp_path))
    deals = {"grand-tarot": 2, "taroc-1754": 1}
    study.make(out, workers=1, worlds=2, variants=tuple(deals), seed=9, noted=True, deals_by=deals)
    rows = pd.read_csv(out / "rows.csv.gz")
    noted = pd.read_csv(out / "choices.csv.gz")
    kept = pd.read_csv(out / "records.csv.gz", keep_default_na=False)
    assert rows.groupby("variant")["deal"].nunique().to_dict() == deals
    assert len(kept) == 2 * sum(deals.values())
    assert len(noted) == rows["differ"].sum()
    info = study.about(out)
    assert info["deals"] == deals and set(info["core_seconds"]) == set(deals)
    assert not (out / "batches").exists()
    for row in kept.to_dict("records"):
        assert replay(study.record(row)).state.is_over
