"""The stronger players' run (``findings/stronger``, made by ``make stronger``): it is the
committed plan, its rows, noted choices and records agree with one another, and a sample
of its deals replays through the package now as committed."""

from __future__ import annotations

import pandas as pd
import pytest

from sitegen import choices, stronger, study
from tarock.play import replay

PLAN = stronger.committed()
INFO = study.about(stronger.DATA)
ROWS = study.data(stronger.DATA)
CHOICES = choices.choices(stronger.DATA)
RECORDS = choices.records(stronger.DATA)


def test_the_run_is_the_plan() -> None:
    assert INFO["command"] == stronger.COMMAND and INFO["seed"] == PLAN["seed"]
    assert INFO["search"]["worlds"] == PLAN["worlds"]
    assert INFO["deals"] == {v: item["deals"] for v, item in PLAN["variants"].items()}
    assert set(INFO["core_seconds"]) == set(study.VARIANTS)
    for variant, deals in INFO["deals"].items():
        for rule in ("exact", "bands"):
            mine = ROWS[(ROWS["variant"] == variant) & (ROWS["rule"] == rule)]
            assert sorted(set(mine["deal"])) == list(range(deals))
            assert len(mine) == 3 * deals
            kept = RECORDS[(RECORDS["variant"] == variant) & (RECORDS["rule"] == rule)]
            assert sorted(kept["deal"]) == list(range(deals))


def test_the_noted_choices_are_the_rows_differing_choices_and_cost() -> None:
    keys = ["variant", "rule", "deal", "seat"]
    noted = CHOICES.groupby(keys, as_index=False).agg(
        differ_noted=("cost", "size"), cost_noted=("cost", "sum")
    )
    joined = ROWS.merge(noted, on=keys, how="left").fillna({"differ_noted": 0, "cost_noted": 0.0})
    assert len(joined) == len(ROWS)
    assert (joined["differ"] == joined["differ_noted"]).all()
    assert joined["cost"].to_numpy() == pytest.approx(joined["cost_noted"].to_numpy(), abs=1e-4)


@pytest.mark.parametrize("variant", study.VARIANTS)
def test_a_sample_replays_rows_choices_and_record(variant: str) -> None:
    deals = PLAN["variants"][variant]["deals"]
    for rule, deal in (("exact", 5 % deals), ("bands", (deals * 2) // 3)):
        rows, noted, records = study.play_noted(
            variant, rule, deal, 1, worlds=PLAN["worlds"], seed=PLAN["seed"]
        )
        where = (ROWS["variant"] == variant) & (ROWS["rule"] == rule) & (ROWS["deal"] == deal)
        committed = ROWS[where].reset_index(drop=True)
        assert pd.DataFrame(rows)[committed.columns].to_csv(index=False) == committed.to_csv(
            index=False
        )
        where = (CHOICES["variant"] == variant) & (CHOICES["rule"] == rule)
        mine = CHOICES[where & (CHOICES["deal"] == deal)].reset_index(drop=True)
        pd.testing.assert_frame_equal(
            pd.DataFrame(noted, columns=mine.columns), mine, check_dtype=False
        )
        kept = RECORDS[
            (RECORDS["variant"] == variant) & (RECORDS["rule"] == rule) & (RECORDS["deal"] == deal)
        ]
        assert records[0]["actions"] == kept["actions"].item()
        played = replay(study.record(kept.iloc[0].to_dict()))
        points = [float(played.card_points[s]) for s in range(3)]
        assert points == list(committed["card_points"])


def test_the_page_gives_each_rule_set_both_answers_and_the_plan() -> None:
    table = stronger.side_by_side()
    for variant in study.VARIANTS:
        now = study.outcomes(variant, study.data(stronger.DATA))
        assert now.differ.format(".1%") in table and now.cost.format(".2f") in table
    planned = stronger.how_planned()
    for item in PLAN["variants"].values():
        assert f"{item['deals']:,}" in planned
    assert f"{PLAN['cap']['deals']:,} deals a rule set" in planned
    assert f"{INFO['seconds'] / 60:.0f} minutes" in stronger.reading()


def test_the_scale_sets_the_cost_beside_the_duel() -> None:
    from sitegen import duel

    table = stronger.scale()
    shares = []
    for variant in study.VARIANTS:
        gained = duel.results()[variant].difference
        assert gained.format(".2f", signed=True) in table
        shares.append(study.outcomes(variant, ROWS).cost.estimate / gained.estimate)
    assert f"{min(shares):.0%} to {max(shares):.0%}" in table
