"""The committed runs of the search player (``findings/search``, made by ``make findings``)
belong to this package: their sidecar names this version, seed and settings, and deals
replayed through the package now come out as the files say. If the players or the
engine change what they do, this fails: run ``make findings`` again and commit the data."""

from __future__ import annotations

import pandas as pd
import pytest

import tarock
from tarock import rules
from tarock.play import play_deal
from tarock.rng import deal_seed
from tarock.search import ROLLOUTS, WORLDS
from tarock.site import search

ABOUT = search.about()


def test_the_sidecar_names_this_package_and_its_settings() -> None:
    assert ABOUT["version"] == tarock.__version__
    assert ABOUT["command"] == "make findings"
    assert ABOUT["seed"] == search.SEED
    assert ABOUT["duel_deals"] == {v: search.duel_deals(v) for v in rules.ids()}
    assert ABOUT["rule_deals"] == search.RULE_DEALS
    assert ABOUT["search"] == {
        "worlds": WORLDS,
        "rollouts": ROLLOUTS,
        "policy": "heuristic",
        "budget": None,
    }
    assert set(ABOUT["cost"]) == set(rules.ids())


def test_the_files_hold_the_runs_the_sidecar_names() -> None:
    duels = search.table("duels")
    assert list(duels["variant"].unique()) == rules.ids()
    for variant, rows in duels.groupby("variant"):
        assert len(rows) == 3 * search.duel_deals(str(variant))
        assert (rows[rows["seat"] == 0]["player"] == "search").all()
    objectives = search.table("objectives")
    assert sorted(objectives["rule"].unique()) == sorted(search.RULES)
    assert len(objectives) == 2 * 3 * search.RULE_DEALS
    decisions = search.table("decisions")
    assert set(decisions["deal"]) == set(range(search.RULE_DEALS))


@pytest.mark.parametrize(
    ("variant", "deals"), [("tapp-tarock", 3), ("taroc-1754", 1), ("danish-tarok", 3)]
)
def test_duel_deals_replay_to_the_committed_nets(variant: str, deals: int) -> None:
    """The first deals (a whole session of Danish Tarok, pots and all) played again."""
    committed = search.table("duels")
    committed = committed[(committed["variant"] == variant) & (committed["deal"] < deals)]
    now = search.duel(variant, deals)
    assert now["net"].tolist() == committed["net"].tolist()
    assert now["net_heuristic"].tolist() == committed["net_heuristic"].tolist()
    assert now["seed"].tolist() == committed["seed"].tolist()


def test_a_deal_under_each_card_point_rule_replays_to_its_rows_and_choices() -> None:
    """Deal 0 of the exact run, with every choice the players noted, played again; and
    deal 0 of the bands run through ``play_deal`` with three search players."""
    rows, notes = search.objective_run("exact", deals=1)
    for name, now in (("objectives", rows), ("decisions", notes)):
        committed = search.table(name)
        first = committed[(committed["rule"] == "exact") & (committed["deal"] == 0)]
        pd.testing.assert_frame_equal(
            pd.DataFrame(now)[first.columns].reset_index(drop=True),
            first.reset_index(drop=True),
            check_dtype=False,
        )
    committed = search.table("objectives")
    bands = committed[(committed["rule"] == "bands") & (committed["deal"] == 0)]
    ruleset = rules.get(search.RULE_VARIANT, ("card_settlement=bands",))
    result = play_deal(ruleset, "search", deal_seed(search.SEED, 0), dealer=0)
    assert [float(result.net[s]) for s in range(3)] == bands["net"].tolist()
    assert [float(result.card_points[s]) for s in range(3)] == bands["card_points"].tolist()


def test_the_pages_figures_come_from_the_files() -> None:
    """The players page's table and the notebook's summary are worked out from the data:
    every rule set's mean net appears in the table as computed from the rows."""
    duels = search.table("duels")
    table = search.strength_table()
    for variant, rows in duels[duels["player"] == "search"].groupby("variant"):
        mean = rows["net"].mean()
        assert f"{mean:+.1f}".replace("-", "\u2212") in table, variant
    text = search.rule_summary()
    share = search.rule_play().differ.format(".0%")
    assert share in text
