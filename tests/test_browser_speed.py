"""What the browser timings measure is fixed in the package, and the recorded timings the
pages state are of exactly those runs and moments."""

from __future__ import annotations

import json
import statistics

import pytest

from sitegen import browser_speed
from sitegen.browser_speed import (
    back_table,
    engines_table,
    hint_moments,
    hint_table,
    lab_option,
    lab_table,
)
from tarock import rules
from tarock.analysis import lab
from tarock.engine.phases import Phase
from tarock.engine.state import State
from tarock.web import HINDSIGHT_TRICKS, HINT_WORLDS


@pytest.mark.parametrize("variant", rules.VARIANTS)
def test_the_timed_lab_run_plays_every_deal_under_the_changed_rules(variant: str) -> None:
    option = lab_option(variant)
    chosen, default, deals = lab.checked(variant, [option], browser_speed.LAB_DEALS)
    assert deals == 2000 and chosen.options.pip_order is not default.options.pip_order
    assert lab.settled_again(chosen, [option]) is None
    differing = lab.run(variant, [option], deals=60)["figures"][0]["difference"]
    assert differing["estimate"] != 0  # the reader sees the change in the figures


@pytest.mark.parametrize("variant", rules.VARIANTS)
def test_the_hint_moments_are_seat_bs_card_choices(variant: str) -> None:
    first, middle = (State.from_position(text) for text in hint_moments(variant))
    for state in (first, middle):
        assert (state.phase, state.to_move, state.ruleset.id) == (Phase.PLAY, 1, variant)
        assert len(state.legal()) > 1
    assert len(middle.tricks) + 1 >= middle.options.tricks // 2 > len(first.tricks)


def test_the_recorded_timings_are_of_those_runs_and_moments() -> None:
    found = browser_speed.recorded()
    if not found:
        pytest.skip("no timings recorded (bench/browser.py has not run)")
    assert list(found["lab"]) == list(rules.VARIANTS)
    calibration = found["calibration"]
    assert set(calibration) == {"lab", "hint", "engines", "back", "end"}
    table = lab_table(found)
    for variant, row in found["lab"].items():
        assert (row["option"], row["deals"]) == (lab_option(variant), 2000)
        for side in ("page", "page_python", "cpython"):
            times = row[side]["seconds"]
            assert row[side]["best"] == min(times)
        ratio = row["deals"] / row["page"]["median"] / calibration["lab"]
        assert (
            f"{row['page']['median']:.2f}\u00a0s | {row['page']['best']:.2f}\u00a0s"
            f" | {max(row['page']['seconds']):.2f}\u00a0s | {ratio:.2f}"
            in table
        )
    moments = [text for variant in rules.VARIANTS for text in hint_moments(variant)]
    assert [row["position"] for row in found["hint"]] == moments
    assert all(set(row["page"]["worlds"]) == {HINT_WORLDS} for row in found["hint"])
    table = hint_table(found)
    rows = [line for line in table.splitlines() if line.startswith("| ")]
    assert len(rows) == 1 + len(moments)  # the header and a row for each moment
    assert found["machine"]["processor"] in table
    engines = engines_table(found)
    for row in found["engines"].values():
        page, cpython = statistics.median(row["page"]), statistics.median(row["cpython"])
        assert f"| {page:,.0f} | {page / calibration['engines']:.2f} |" in engines
        assert statistics.median(row["page_cold"]) > 0
        assert f"| {page / cpython:.2f} |" in engines
    back = back_table(found)
    for variant, row in found["back"].items():
        reached = [t for t in row["page"]["tricks"] if t]
        assert not reached or max(reached) <= HINDSIGHT_TRICKS["compiled"]
        assert rules.get(variant).title in back


def test_the_score_pages_timings_are_of_the_network_it_names() -> None:
    """The score page states the recorded figures of the slow connection the bench emulates."""
    found = json.loads(browser_speed.SCORE_RECORDED.read_text(encoding="utf-8"))
    assert found["network"] == browser_speed.SCORE_NETWORK
    note = browser_speed.score_note(found)
    assert f"after {found['first_visit']['payments']['median']:.0f} s" in note
    assert f"after {found['later_visit']['median']:.1f} s" in note
    assert f"after {found['offline']['median']:.1f} s with no network" in note
    assert browser_speed.score_note({}).startswith("*No timings recorded yet")
