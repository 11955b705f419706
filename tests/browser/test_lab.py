"""The rules lab page in chromium: a run from a link gives the package's own figures for the
same seeds, Stop stops it with the figures of the deals played, and a refused choice in
the address is one line on a page that stays usable. Nothing is loaded from elsewhere.

The run test prints the page's own rate in deals a second (``pytest -s`` shows it).
"""

from __future__ import annotations

import pytest

from tarock.lab import LabError, checked, run
from tarock.simulate import simulate

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
    open_lab(visit, "variant=grosstarock&deals=2000")
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
    expected = run("grosstarock", [], deals)
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
    ],
    ids=["refused option", "refused combination", "bad deals", "unknown rule set"],
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
