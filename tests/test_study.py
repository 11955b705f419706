"""The study of whether the card-point rule changes the play: its rows are the same in any
process, its measures are what they say, and its verdict follows the stated criteria."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

import pandas as pd
import pytest

from sitegen import study
from tarock import rules
from tarock.analysis.stats import Interval
from tarock.engine.loop import run
from tarock.engine.state import deal
from tarock.rng import bot_seed, deal_seed
from tarock.rules.options import CardSettlement
from tarock.scoring.counting import points_by_seat
from tarock.search.player import SearchPlayer, under


def test_the_rules_compared_are_exact_and_each_rule_sets_own_bands() -> None:
    assert study.paid("taroc-1754") == {
        "exact": CardSettlement.EXACT,
        "bands": CardSettlement.BANDS,
    }
    assert study.paid("danish-tarok")["bands"] is CardSettlement.BANDS
    assert study.paid("grand-tarot")["bands"] is CardSettlement.BANDS_WITH_ELDEST
    assert set(study.VARIANTS) == {v for v in rules.ids() if rules.get(v).options.pack == 78}


def test_a_batch_is_the_same_in_another_process() -> None:
    here = study.play_batch("grosstarock", "bands", 3, 1, worlds=1)
    with ProcessPoolExecutor(1) as pool:
        there = pool.submit(study.play_batch, "grosstarock", "bands", 3, 1, 1).result()
    assert here == there
    assert [row["seat"] for row in here] == [0, 1, 2]


def test_a_batch_plays_what_a_search_player_plays() -> None:
    # The comparing player chooses exactly as a search player paid by its rule, and the
    # rows hold that deal's card points and nets under both rules.
    rows = study.play_batch("taroc-1754", "exact", 2, 1, worlds=1)
    ruleset = rules.get("taroc-1754", ("card_settlement=exact",))
    seed = deal_seed(study.SEED, 2)
    players = [SearchPlayer(bot_seed(seed, s), worlds=1) for s in range(3)]
    state = run(deal(ruleset, seed, 2 % 3), players)
    points = points_by_seat(state)
    assert [row["card_points"] for row in rows] == [float(points[s]) for s in range(3)]
    assert sum(row["card_points"] for row in rows) == 78
    for s, row in enumerate(rows):
        assert row["net_exact"] == float(under(CardSettlement.EXACT)(state, s))
        assert row["net_bands"] == float(under(CardSettlement.BANDS)(state, s))
        assert 0 <= row["differ"] <= row["choices"] and (row["differ"] or row["cost"] == 0)
    assert sum(row["position"] == 1 for row in rows) == 1


def _frame(exact: list[float], bands: list[float]) -> pd.DataFrame:
    """Rows of one rule set: one deal per three totals, the same deals under both rules."""
    rows = []
    for rule, totals in (("exact", exact), ("bands", bands)):
        for i, points in enumerate(totals):
            rows.append(
                {
                    "variant": "x",
                    "rule": rule,
                    "deal": i // 3,
                    "seat": i % 3,
                    "position": i % 3,
                    "card_points": points,
                    "net_exact": points - 26,
                    "net_bands": float(study.band(pd.Series([points - 0]))[0]),
                    "choices": 10,
                    "differ": 1,
                    "choices_play": 8,
                    "differ_play": 1,
                    "cost": 0.0,
                }
            )
    return pd.DataFrame(rows)


def test_the_measures_are_paired_deal_by_deal() -> None:
    exact = [30, 26, 22, 40, 20, 18]
    bands = [29, 27, 22, 39, 21, 18]
    result = study.outcomes("x", _frame(exact, bands))
    assert result.deals == 2 and result.choices == 120
    assert result.differ.estimate == pytest.approx(12 / 120)
    # the distance from 26, every seat: exact 4,0,4,14,6,8 (mean 6); bands 3,1,4,13,5,8 (5.67)
    assert result.under["spread"]["exact"].estimate == pytest.approx(6)
    assert result.change["spread"].estimate == pytest.approx(-1 / 3)
    # the rounded seats (positions 0 and 2): totals 30, 22, 40, 18 exactly; 29, 22, 39, 18
    # in bands; above their band's lower edge (23.5, 18.5, 38.5, 13.5 ...): 1.5, 3.5, 1.5,
    # 4.5 and 0.5, 3.5, 0.5, 4.5
    assert result.under["edge"]["exact"].estimate == pytest.approx(2.75)
    assert result.change["edge"].estimate == pytest.approx(-0.5)
    assert result.under["nothing"]["exact"].estimate == 0


def _outcome(differ: Interval, moved: bool, cost: Interval) -> study.Outcomes:
    change = Interval(1.0, 0.5, 1.5, 99) if moved else Interval(0.0, -1.0, 1.0, 99)
    return study.Outcomes("x", 1000, 60000, differ, differ, cost, {}, {"spread": change})


def test_the_verdict_follows_the_stated_criteria() -> None:
    often, rare = Interval(0.1, 0.08, 0.12, 99), Interval(0.004, 0.002, 0.008, 99)
    cheap, dear = Interval(0.05, 0.02, 0.1, 99), Interval(0.5, 0.3, 0.7, 99)
    assert study.verdict(_outcome(often, True, dear)) == "changes"
    assert study.verdict(_outcome(often, True, cheap)) == "changes"
    assert study.verdict(_outcome(rare, True, dear)) == "does not change"
    assert study.verdict(_outcome(often, False, cheap)) == "does not change"
    assert study.verdict(_outcome(often, False, dear)) == "not settled"


def test_bad_arguments_get_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        study.main(["--deals", "0"])
    assert stop.value.code == 2
    assert "--deals, --worlds and --workers take a whole number" in capsys.readouterr().err
