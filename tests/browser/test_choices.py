"""The choices where the two card-point rules part, in chromium: the findings page lists a
rule set's choices, works the table's figures out again from them and sorts them by cost;
a choice opens on the play page in the record viewer at its step, with both cards and
each rule's reason; the list and the moment read at 1280 and 390 px, light and dark."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from sitegen import choices, stronger, study

from .conftest import ROOT, Visit, recording
from .test_play import READY_TIMEOUT_MS

pytestmark = pytest.mark.browser

SHOTS = Path(ROOT / ".cache" / "screenshots")
"""Where the screenshots of the list and the moment are kept, to be looked at."""


def listing(variant: str) -> dict[str, Any]:
    return choices.listing(variant, stronger.DATA)


def test_the_list_gives_the_table_s_figures_and_sorts_by_cost(visit: Visit) -> None:
    variant = study.VARIANTS[1]
    visit.goto(f"findings/?variant={variant}#choices")
    page = visit.page
    page.wait_for_selector("[data-choices-table] [data-choice]")
    data = listing(variant)
    share = page.inner_text("[data-share]")
    assert share == f"{100 * len(data['choices']) / data['searched']:.1f}%"
    assert share == data["differ"].split(" ")[0]  # the table's own figure, from the rows
    cost = sum(row[data["columns"].index("cost")] for row in data["choices"]) / data["rows"]
    assert page.inner_text("[data-mean-cost]") == f"{cost:.2f}" == data["cost"].split(" ")[0]
    shown = [
        float(x)
        for x in page.locator("[data-choice]").evaluate_all("rows => rows.map(r => r.dataset.cost)")
    ]
    assert shown == sorted(shown, reverse=True) and len(shown) == 25
    page.select_option("[name=choices-order]", "cost-up")
    shown = [
        float(x)
        for x in page.locator("[data-choice]").evaluate_all("rows => rows.map(r => r.dataset.cost)")
    ]
    assert shown == sorted(shown)
    assert not visit.console_errors


def test_a_choice_opens_in_the_viewer_at_its_moment_with_both_reasons(visit: Visit) -> None:
    variant = study.VARIANTS[2]
    visit.goto(f"findings/?variant={variant}#choices")
    page = visit.page
    page.wait_for_selector("[data-choices-table] [data-choice]")
    row = page.locator("[data-choice]").first  # the costliest choice
    chosen, other = (
        row.locator("[data-chosen]").inner_text(),
        row.locator("[data-other]").inner_text(),
    )
    step = int(row.get_attribute("data-step"))
    row.locator("[data-open-choice]").click()
    page.wait_for_selector("[data-choice-moment] [data-reason]", timeout=READY_TIMEOUT_MS)
    assert page.url.split("?")[0].endswith("/play/")
    viewer = page.locator("[data-viewer]")
    assert f"Step {step} of " in viewer.inner_text()
    moment = page.locator("[data-choice-moment]")
    text = moment.inner_text()
    assert chosen in text and other in text
    assert moment.locator("[data-chosen] svg").count() == 1
    assert moment.locator("[data-other] svg").count() == 1
    reasons = moment.locator("[data-reason]")
    assert reasons.count() == 2
    assert {reasons.nth(i).get_attribute("data-reason") for i in range(2)} == {"exact", "bands"}
    # the two cards are in the mover's hand at that moment, outlined
    assert viewer.locator(".choice-chosen").count() == 1
    assert viewer.locator(".choice-other").count() == 1
    # stepping away and back
    page.click("[data-viewer] >> text=Forward ▶")
    assert f"Step {step + 1} of " in viewer.inner_text()
    page.click("[data-back-to-choice]")
    assert f"Step {step} of " in viewer.inner_text()
    assert not visit.console_errors


def _moment_of(variant: str) -> str:
    data = listing(variant)
    first = dict(zip(data["columns"], data["choices"][0], strict=True))
    return f"{variant}.{first['rule']}.{first['deal']}.{first['seat']}.{first['step']}"


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [1280, 390])
def test_the_list_and_the_moment_fit_and_read(
    browser: Any, base_url: str, scheme: str, width: int
) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    viewport = {"width": width, "height": 900}
    with recording(browser, base_url, viewport=viewport, color_scheme=scheme) as visit:
        page = visit.page
        visit.goto("findings/#choices")
        page.wait_for_selector("[data-choices-table] [data-choice]")
        page.locator("#tarock-choices").screenshot(
            path=SHOTS / f"choices-list-{width}-{scheme}.png"
        )
        wide = page.evaluate("() => document.documentElement.scrollWidth")
        assert wide <= width  # the table scrolls inside its box, the page does not
        visit.goto(f"play/?choice={_moment_of(study.VARIANTS[0])}#record")
        page.wait_for_selector("[data-choice-moment] [data-reason]", timeout=READY_TIMEOUT_MS)
        page.locator("#tarock-viewer").screenshot(
            path=SHOTS / f"choices-moment-{width}-{scheme}.png"
        )
        assert page.evaluate("() => document.documentElement.scrollWidth") <= width
        assert not visit.console_errors


def test_a_choice_that_is_not_there_says_so(visit: Visit) -> None:
    visit.goto(f"play/?choice={study.VARIANTS[0]}.exact.0.Z.9999#record")
    page = visit.page
    page.wait_for_selector("[data-choice-moment] [data-error]", timeout=READY_TIMEOUT_MS)
    assert "cannot be shown" in page.inner_text("[data-choice-moment]")


def test_the_data_files_are_the_committed_run(site_dir: Path) -> None:
    folder = site_dir / "findings" / "choices"
    for variant in study.VARIANTS:
        built = json.loads((folder / f"{variant}.json").read_text())
        assert built == json.loads(json.dumps(listing(variant)))
