"""The committed duel of the search player with 64 worlds against 8 (``findings/duel``):
a sample of its deals replayed through the package, its sidecar checked against its rows,
and the page's figures worked out from the rows."""

from __future__ import annotations

import pytest

from sitegen import duel
from tarock import fast, rules
from tarock.analysis.stats import mean_interval
from tarock.scoring.settlement import settle


def test_the_sidecar_names_the_run_the_rows_hold() -> None:
    about = duel.about()
    assert about["command"] == "make duel" and about["seed"] == duel.SEED
    assert about["search"]["worlds"] == list(duel.WORLDS)
    for variant in rules.ids():
        mine = [item for item in duel.rows() if item["variant"] == variant]
        assert len(mine) == about["deals"][variant] == duel.DEALS
        assert [item["deal"] for item in mine] == list(range(duel.DEALS))
        seats = rules.get(variant).options.seats
        assert all(item["dealer"] == item["deal"] % seats for item in mine)


@pytest.mark.parametrize("variant", rules.ids())
def test_a_sample_of_the_deals_replays(variant: str) -> None:
    """Two deals of each rule set played again by both search players: the same nets at
    seat A (the 64-world arm only where the core is built: through Python it takes long)."""
    mine = [item for item in duel.rows() if item["variant"] == variant]
    for item in (mine[0], mine[len(mine) // 2 + 1]):
        arms = duel.WORLDS if fast.available() else (8,)
        for worlds in arms:
            state = duel.played(variant, item["deal"], worlds)
            assert float(settle(state).net([0])[0]) == item[f"net_w{worlds}"], (variant, item)


def test_the_page_s_figures_come_from_the_rows() -> None:
    result = duel.results()
    assert list(result) == rules.ids()
    for variant, item in result.items():
        mine = [row for row in duel.rows() if row["variant"] == variant]
        want = mean_interval(row["net_w64"] - row["net_w8"] for row in mine)
        assert item.difference == want
        assert item.beats == (want.low > 0)
    text = duel.summary(result)
    wins = sum(item.beats for item in result.values())
    assert f"in {wins} of {len(result)} rule sets" in text
    assert f"On {duel.DEALS:,} deals a rule set" in text
    assert ("holds" in text.splitlines()[-1]) == (wins >= 3)


def test_beating_is_an_interval_wholly_above_zero() -> None:
    """The criterion on rows made up for the purpose: a clear gain, and none."""
    gain = [{"variant": "grosstarock", "net_w64": 5.0 + k % 3, "net_w8": 1.0} for k in range(30)]
    even = [
        {"variant": "grosstarock", "net_w64": float(k % 3 - 1), "net_w8": 0.0} for k in range(30)
    ]
    assert duel.results(gain)["grosstarock"].beats
    assert not duel.results(even)["grosstarock"].beats
