"""The committed runs of the search player (``findings/search``, made by ``make findings``)
belong to this package: their sidecar names this version, seed and settings, and deals
replayed through the package now come out as the files say. If the players or the
engine change what they do, this fails: run ``make findings`` again and commit the data."""

from __future__ import annotations

import pytest

import tarock
from sitegen import search
from tarock import rules
from tarock.search.player import ROLLOUTS, WORLDS

ABOUT = search.about()


def test_the_sidecar_names_this_package_and_its_settings() -> None:
    assert ABOUT["version"] == tarock.__version__
    assert ABOUT["command"] == "make findings"
    assert ABOUT["seed"] == search.SEED
    assert ABOUT["duel_deals"] == {v: search.duel_deals(v) for v in rules.ids()}
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


def test_the_pages_figures_come_from_the_files() -> None:
    """The players page's table is worked out from the data: every rule set's mean net
    appears in the table as computed from the rows."""
    duels = search.table("duels")
    table = search.strength_table()
    for variant, rows in duels[duels["player"] == "search"].groupby("variant"):
        mean = rows["net"].mean()
        assert f"{mean:+.1f}".replace("-", "\u2212") in table, variant
