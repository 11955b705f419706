"""The committed endgame duel (``findings/endgame``): its sidecar against its rows, its
rollout arm against the committed duel's 8-world arm, a sample of its deals replayed through
the package, and the page's figures worked out from the rows."""

from __future__ import annotations

from typing import Any

import pytest

from sitegen import duel
from tarock import fast, rules
from tarock.analysis.stats import mean_interval
from tarock.scoring.settlement import settle
from tarock.search.player import ENDGAME_LIMIT


def test_the_endgame_sidecar_names_the_run_the_rows_hold() -> None:
    about = duel.about(duel.ENDGAME_DATA)
    assert about["command"] == duel.ENDGAME_COMMAND and about["seed"] == duel.SEED
    assert about["search"]["endgame"] == [0, duel.ENDGAME]
    assert about["search"]["worlds"] == duel.ENDGAME_WORLDS
    assert about["plan"] == duel.ENDGAME_PLAN
    for variant in rules.ids():
        mine = [item for item in duel.endgame_rows() if item["variant"] == variant]
        assert len(mine) == about["deals"][variant] == duel.ENDGAME_DEALS
        assert [item["deal"] for item in mine] == list(range(duel.ENDGAME_DEALS))
        seats = rules.get(variant).options.seats
        assert all(item["dealer"] == item["deal"] % seats for item in mine)


def test_the_player_without_an_endgame_is_the_duel_s_8_world_player() -> None:
    """On the deals the two runs share, the endgame duel's rollout arm has the nets of the
    committed 64-against-8 duel's 8-world arm (endgame=0 is today's player), but for a few
    deals of that older run which today's package plays otherwise: each of those replays
    as the endgame duel has it."""
    w8 = {(item["variant"], item["deal"]): item["net_w8"] for item in duel.rows()}
    shared = [item for item in duel.endgame_rows() if (item["variant"], item["deal"]) in w8]
    assert len(shared) == len(w8)
    other = [i for i in shared if i["net_rollouts"] != w8[i["variant"], i["deal"]]]
    assert len(other) <= len(shared) // 1000
    for item in other:
        state = duel.played(item["variant"], item["deal"], 8)
        assert float(settle(state).net([0])[0]) == item["net_rollouts"], item


@pytest.mark.skipif(not fast.available(), reason="through Python the run takes long")
@pytest.mark.parametrize("variant", rules.ids())
def test_a_sample_of_the_endgame_deals_replays(variant: str) -> None:
    """Three deals of each rule set played again by both players (the first, the first the
    endgame changed, and one from the second half): the same nets at seat A."""
    mine = [item for item in duel.endgame_rows() if item["variant"] == variant]
    changed = [item for item in mine if item["net_solved"] != item["net_rollouts"]]
    for item in (mine[0], *changed[:1], mine[len(mine) // 2 + 7]):
        for column, endgame in (("net_rollouts", 0), ("net_solved", duel.ENDGAME)):
            state = duel.endgame_played(variant, item["deal"], endgame)
            assert float(settle(state).net([0])[0]) == item[column], (variant, item)


def test_the_endgame_figures_come_from_the_rows() -> None:
    result = duel.endgame_results()
    assert list(result) == rules.ids()
    for variant, item in result.items():
        mine = [row for row in duel.endgame_rows() if row["variant"] == variant]
        want = mean_interval(row["net_solved"] - row["net_rollouts"] for row in mine)
        assert item.difference == want
        assert item.changed == sum(row["net_solved"] != row["net_rollouts"] for row in mine)
        assert (item.verdict == "better") == (want.low > 0)
        assert (item.verdict == "worse") == (want.high < 0)
    text = duel.endgame_summary(result)
    assert f"On {duel.ENDGAME_DEALS:,} deals a rule set" in text
    method = duel.endgame_method()
    assert f"more than {ENDGAME_LIMIT:,} positions" in method
    assert f"last {duel.ENDGAME} tricks" in method and f"{duel.ENDGAME_DEALS:,} deals" in method


def test_the_endgame_verdict_on_made_up_rows() -> None:
    """Better, worse and cannot tell, on rows made up for the purpose."""

    def made(gain: float) -> list[dict[str, Any]]:
        return [
            {"variant": "grosstarock", "net_solved": gain + k % 3, "net_rollouts": 1.0}
            for k in range(30)
        ]

    assert duel.endgame_results(made(4.0))["grosstarock"].verdict == "better"
    assert duel.endgame_results(made(-5.0))["grosstarock"].verdict == "worse"
    assert duel.endgame_results(made(0.0))["grosstarock"].verdict == "cannot tell"
    assert "cannot tell" in duel.endgame_summary(duel.endgame_results(made(0.0)))
    both = made(-5.0) + [{**row, "variant": "tapp-tarock"} for row in made(0.0)]
    text = duel.endgame_summary(duel.endgame_results(both)).splitlines()[-1]
    assert "worse in 1 of 2 rule sets; in 1 the run cannot tell" in text
    assert duel.endgame_summary(duel.endgame_results(made(-5.0))).endswith("1 rule sets.")
