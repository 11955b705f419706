"""The rules lab page in chromium: a run from a link gives the package's own figures for the
same seeds, Stop stops it with the figures of the deals played, and a refused choice in
the address is one line on a page that stays usable. Nothing is loaded from elsewhere.

The run test prints the page's own rate in deals a second (``pytest -s`` shows it).
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from sitegen.browser_speed import lab_option
from tarock import rules
from tarock.analysis import lab
from tarock.analysis.lab import LabError, checked, run
from tarock.analysis.rows import Batch
from tarock.analysis.simulate import simulate

from .conftest import Visit

pytestmark = pytest.mark.browser

READY_TIMEOUT_MS = 90_000
RUN_TIMEOUT_MS = 120_000
POSITIONS = {0: "dealer", 1: "forehand", 2: "middlehand"}


def open_lab(visit: Visit, query: str) -> None:
    visit.goto(f"lab/?{query}")
    visit.page.wait_for_selector("[data-lab-run]:not([disabled])", timeout=READY_TIMEOUT_MS)


def shown(visit: Visit) -> dict[str, list[float | None]]:
    """Each row of the result table: its three figures' exact values (None: no figure)."""
    rows = visit.page.eval_on_selector_all(
        "[data-lab-result] tr[data-figure]",
        """rows => rows.map(row => [row.dataset.figure,
            Array.from(row.querySelectorAll('td')).map(td => td.dataset.value ?? null)])""",
    )
    return {label: [None if v is None else float(v) for v in values] for label, values in rows}


def test_a_lab_link_runs_to_the_packages_own_figures(visit: Visit) -> None:
    options = ["card_settlement=exact"]
    open_lab(visit, "variant=danish-tarok&deals=200&option=card_settlement=exact")
    page = visit.page
    assert page.locator("[data-lab-error]").is_hidden()
    assert page.locator("select[name=card_settlement]").input_value() == "exact"
    page.click("[data-lab-run]")
    page.wait_for_selector("[data-lab-result]", timeout=RUN_TIMEOUT_MS)
    assert page.get_attribute("[data-lab-result]", "data-deals") == "200"
    table = shown(visit)
    expected = run("danish-tarok", options, 200)
    assert list(table) == [figure["label"] for figure in expected["figures"]]
    for figure in expected["figures"]:
        values = [
            figure[key] and figure[key]["estimate"] for key in ("chosen", "default", "difference")
        ]
        assert table[figure["label"]] == values, figure["label"]
    # The same means as the simulation frame of the same seeds, played apart from the lab.
    frame = simulate("danish-tarok", 200, "heuristic", seed=1, options=options)
    for position, mean in frame.groupby("position")["net"].mean().items():
        chosen = table[f"Net per deal: {POSITIONS[int(position)]}"][0]
        assert chosen == pytest.approx(float(mean), abs=1e-9)
    assert "variant=danish-tarok" in page.url and "option=card_settlement%3Dexact" in page.url
    rate = int(page.get_attribute("[data-lab-rate]", "data-lab-rate") or 0)
    assert rate > 0
    assert page.locator(".lab-chart").count() >= 4
    assert not visit.console_errors, visit.console_errors
    assert not visit.outside_requests(), visit.outside_requests()
    print(f"\nlab: 2 x 200 Danish deals at {rate} deals a second in the page")


def test_stop_ends_the_run_with_the_figures_of_the_deals_played(visit: Visit) -> None:
    # A change that is played (the rule set's own deals come ready-made: without one, the
    # run would be over before it could be stopped), by the Python engine: the compiled
    # core plays the 2,000 deals in about a third of a second, too soon to stop by a click.
    # The stopping is the page's and its worker's, whichever engine plays.
    option = lab_option("grosstarock")
    open_lab(visit, f"variant=grosstarock&deals=2000&option={option}&engine=python")
    assert visit.page.get_attribute("#tarock-lab", "data-plays") == "python"
    page = visit.page
    page.click("[data-lab-run]")
    page.wait_for_function(
        "() => /Played \\d+ of 2000/.test(document.querySelector('[data-lab-status]').textContent)",
        timeout=RUN_TIMEOUT_MS,
    )
    page.click("[data-lab-stop]")
    page.wait_for_selector("[data-lab-result][data-stopped]", timeout=RUN_TIMEOUT_MS)
    deals = int(page.get_attribute("[data-lab-result]", "data-deals") or 0)
    assert 0 < deals < 2000
    assert f"{deals} deals of 2000" in page.locator(".lab-what").inner_text()
    assert page.locator("[data-lab-status]").inner_text() == f"Stopped after {deals} deals."
    table = shown(visit)
    expected = run("grosstarock", [option], deals)
    assert table["Net per deal: dealer"][0] == expected["figures"][0]["chosen"]["estimate"]
    assert page.locator("[data-lab-run]").is_enabled()
    assert page.locator("[data-lab-stop]").is_disabled()
    assert not visit.console_errors, visit.console_errors


def refusal(variant: str, options: list[str], deals: str) -> str:
    with pytest.raises(LabError) as caught:
        checked(variant, options, deals)
    return str(caught.value)


@pytest.mark.parametrize(
    ("query", "variant", "options", "deals"),
    [
        (
            "variant=grosstarock&option=ultimo_takes_pot=true",
            "grosstarock",
            ["ultimo_takes_pot=true"],
            "2000",
        ),
        ("variant=tapp-tarock&deals=10&option=seats=4", "tapp-tarock", ["seats=4"], "10"),
        ("variant=grosstarock&deals=lots", "grosstarock", [], "lots"),
        ("variant=grosstarok&deals=10", "grosstarok", [], "10"),
        ("variant=grosstarock&deals=99999&option=bogus=1", "grosstarock", ["bogus=1"], "99999"),
    ],
    ids=["refused option", "refused combination", "bad deals", "unknown rule set", "two at once"],
)
def test_a_refused_choice_is_one_line_and_the_page_stays_usable(
    visit: Visit, query: str, variant: str, options: list[str], deals: str
) -> None:
    open_lab(visit, query)
    page = visit.page
    error = page.locator("[data-lab-error]")
    error.wait_for(state="visible", timeout=READY_TIMEOUT_MS)
    assert error.inner_text() == refusal(variant, options, deals)
    assert "\n" not in error.inner_text() and "Traceback" not in page.content()
    # Back to the rule set's own options, a short run works.
    page.click("[data-lab-reset]")
    page.fill("input[name=deals]", "3")
    page.click("[data-lab-run]")
    page.wait_for_selector("[data-lab-result]", timeout=RUN_TIMEOUT_MS)
    assert page.get_attribute("[data-lab-result]", "data-deals") == "3"
    assert error.is_hidden()
    assert not visit.console_errors, visit.console_errors


def test_a_2000_deal_run_plays_only_the_readers_side_to_the_packages_figures(
    visit: Visit,
) -> None:
    option = lab_option("grosstarock")
    open_lab(visit, f"variant=grosstarock&deals=2000&option={option}")
    page = visit.page
    page.click("[data-lab-run]")
    page.wait_for_selector("[data-lab-result]", timeout=RUN_TIMEOUT_MS)
    assert page.get_attribute("[data-lab-result]", "data-deals") == "2000"
    speed = page.locator("[data-lab-speed]").inner_text()
    assert "all 2000 deals under the rule set's own rules came ready-made" in speed
    assert "Playing 2000 deals" in speed  # the reader's side only
    table = shown(visit)
    lab._kept.clear()
    expected = run("grosstarock", [option], 2000)
    for figure in expected["figures"]:
        values = [
            figure[key] and figure[key]["estimate"] for key in ("chosen", "default", "difference")
        ]
        assert table[figure["label"]] == values, figure["label"]
    assert page.locator(".lab-chart").count() >= 3
    assert not visit.console_errors, visit.console_errors
    assert not visit.outside_requests(), visit.outside_requests()
    wall = float(page.get_attribute("#tarock-lab", "data-wall") or 0)
    print(f"\nlab: 2000 Grosstarock deals ({option}) shown {wall:.1f} s after the click")


@pytest.mark.parametrize("variant", rules.VARIANTS)
def test_the_ready_made_deals_are_the_packages_own(site_dir: Path, variant: str) -> None:
    """The data file the page loads, sampled: whole sessions at the start, the middle and
    the end, played again by the package."""
    (folder,) = (site_dir / "lab").glob("defaults-*")
    lab._kept.clear()
    assert lab.load_defaults((folder / f"{variant}.json").read_text(encoding="utf-8")) == 2000
    kept = lab._kept[(variant, lab.SEED)].deals
    batch = Batch.of(rules.get(variant), (), ("heuristic",) * 3, lab.SEED)
    for start in (0, 999, 1995):
        start -= start % batch.session
        for k, rows in enumerate(batch.rows(start, start + batch.session), start):
            for row, held in zip(rows, kept[k], strict=True):
                for key in lab.KEPT:
                    same = row[key] == held[key] or (math.isnan(row[key]) and math.isnan(held[key]))
                    assert same, (variant, k, key)


def test_on_a_phone_each_figure_keeps_its_difference_in_sight(phone: Visit) -> None:
    open_lab(phone, "variant=danish-tarok&option=pip_order%3Dnatural&deals=200")
    page = phone.page
    page.click("[data-lab-run]")
    page.wait_for_selector("[data-lab-result]", timeout=RUN_TIMEOUT_MS)
    width = page.viewport_size["width"] if page.viewport_size else 0
    edges = page.eval_on_selector_all(
        "[data-lab-result] tr[data-figure] td:last-child",
        "cells => cells.map(cell => cell.getBoundingClientRect().right)",
    )
    assert edges and all(0 < right <= width for right in edges), (edges, width)
    # and nothing in a cell runs past the screen's edge: not a range, not the deals needed
    inside = page.eval_on_selector_all(
        "[data-lab-result] tr[data-figure] td > *",
        "items => items.map(item => item.getBoundingClientRect().left + item.scrollWidth)",
    )
    assert inside and max(inside) <= width, (max(inside), width)
