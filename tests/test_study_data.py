"""The committed study (``findings/study``, made by ``make study``) belongs to this package:
its sidecar names this version and the study's settings, and deals replayed through the
package now come out as its rows say. If the players or the engine change what they do,
this fails: run ``make study`` again and commit the data."""

from __future__ import annotations

import pandas as pd
import pytest

import tarock
from sitegen import study

ABOUT = study.about()
ROWS = study.data()


def test_the_sidecar_names_this_package_and_the_study() -> None:
    assert ABOUT["version"] == tarock.__version__
    assert ABOUT["command"] == study.COMMAND
    assert ABOUT["seed"] == study.SEED
    assert ABOUT["variants"] == list(study.VARIANTS)
    assert ABOUT["deals"] >= 1000 and ABOUT["deals"] == study.DEALS
    assert ABOUT["search"] == {
        "worlds": study.WORLDS,
        "rollouts": 1,
        "policy": "heuristic",
        "budget": None,
    }
    assert study.WORLDS >= 32


def test_the_rows_hold_every_deal_and_seat_once() -> None:
    for variant in study.VARIANTS:
        for rule in ("exact", "bands"):
            mine = ROWS[(ROWS["variant"] == variant) & (ROWS["rule"] == rule)]
            assert sorted(set(mine["deal"])) == list(range(ABOUT["deals"]))
            assert len(mine) == 3 * ABOUT["deals"]
            assert (mine.groupby("deal")["card_points"].sum() == 78).all()


@pytest.mark.parametrize("variant", study.VARIANTS)
@pytest.mark.parametrize("rule", ["exact", "bands"])
def test_a_sample_of_the_deals_replays(variant: str, rule: str) -> None:
    deal = {"exact": 7, "bands": 500}[rule] % ABOUT["deals"]
    now = pd.DataFrame(study.play_batch(variant, rule, deal, 1))
    committed = ROWS[(ROWS["variant"] == variant) & (ROWS["rule"] == rule) & (ROWS["deal"] == deal)]
    pd.testing.assert_frame_equal(
        now[committed.columns].reset_index(drop=True),
        committed.reset_index(drop=True),
        check_dtype=False,
    )


def test_the_pages_figures_come_from_the_rows() -> None:
    text = study.answer()
    for variant in study.VARIANTS:
        result = study.outcomes(variant)
        mine = ROWS[ROWS["variant"] == variant]
        assert result.differ.estimate == pytest.approx(mine["differ"].sum() / mine["choices"].sum())
        assert result.differ.format(".1%") in text
        assert study.VERDICTS[study.verdict(result)] in text
