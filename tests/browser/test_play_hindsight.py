"""The record viewer looks back on a finished deal in chromium, every hand shown: the cards
that cost their player something marked, each with a step to go to and its line of best
play, the same as ``tarock.web.hindsight`` gives in CPython."""

from __future__ import annotations

import json

import pytest

from tarock import rules, web

from .conftest import Visit
from .test_play import READY_TIMEOUT_MS, clicked, moment, open_game, play_out

pytestmark = pytest.mark.browser


def test_a_finished_deal_is_looked_back_on_in_the_viewer(visit: Visit) -> None:
    """A deal played to its end on the page and stepped through to its end: the marks are
    those the package gives for its record."""
    open_game(visit, moment(clicked("grosstarock", 1)[-2]))
    play_out(visit)
    page = visit.page
    record = page.get_attribute("[data-record]", "data-json")
    assert record is not None
    page.get_by_role("button", name="Step through it").click()
    page.keyboard.press("End")
    page.wait_for_selector("[data-viewer] [data-looking-back]", timeout=READY_TIMEOUT_MS)
    json.loads(web.open_record(record))
    expected = json.loads(web.hindsight(1))
    assert page.locator("[data-viewer] [data-mark]").count() == len(expected["marks"])
    assert f"From trick {expected['from']} on, every hand shown" in page.inner_text(
        "[data-viewer] [data-looking-back]"
    )
    assert not visit.console_errors, visit.console_errors


def test_a_mark_goes_to_its_step_and_shows_how(visit: Visit) -> None:
    """Grosstarock seed 1 as the bots played it: B's XIX and XX cost him (the Pagat at once
    was best); "Show me how" opens the line of best play, "Go there" the step before XX."""
    visit.goto("play/?watch=grosstarock&seed=1#record")
    page = visit.page
    page.wait_for_selector("[data-viewer] [data-mark]", timeout=READY_TIMEOUT_MS)
    marks = page.locator("[data-viewer] [data-mark]")
    assert marks.count() == 2
    second = marks.nth(1)
    assert second.inner_text().startswith(
        "Trick 24: B played XX, which cost 20: XX lost the Pagat ultimo: Pagat kept it."
    )
    second.locator("summary", has_text="Show me how").click()
    assert second.locator("[data-show-how] li").all_inner_texts() == [
        "B Pagat, C VIII, A ♣C",
        "C IX, A ♠J, B XX",
    ]
    step = second.get_attribute("data-step")
    second.get_by_role("button", name="Go there").click()
    assert f"Step {step} of " in page.inner_text("[data-viewer]")
    assert "B (to move)" in page.inner_text("[data-viewer]")
    assert not visit.console_errors, visit.console_errors


def test_the_danish_page_looks_back_in_danish(visit: Visit) -> None:
    visit.goto("da/play/?watch=grosstarock&seed=1#record")
    page = visit.page
    page.wait_for_selector("[data-viewer] [data-mark]", timeout=READY_TIMEOUT_MS)
    text = page.inner_text("[data-viewer] [data-looking-back]")
    assert "Set i bakspejlet" in text and "Vis mig hvordan" in text
    assert "XX kostede pagat ultimo: pagat ville have holdt det." in text
    assert not visit.console_errors, visit.console_errors


@pytest.mark.parametrize("variant", rules.ids())
def test_the_end_of_a_game_is_looked_back_on_at_once(visit: Visit, variant: str) -> None:
    """A game played to its end on the page shows each of its deals looked back on, the
    marks the package gives for its record; a mark's *Go there* opens the viewer at it."""
    open_game(visit, moment(clicked(variant, 2)[-2]))
    play_out(visit)
    page = visit.page
    record = page.get_attribute("[data-record]", "data-json")
    assert record is not None
    game = page.locator("[data-game]")
    game.locator("[data-looking-back]").first.wait_for(timeout=READY_TIMEOUT_MS)
    expected = json.loads(web.hindsight_of(record, 1))
    section = game.locator("[data-looking-back]").first
    if expected["from"] is not None:
        assert f"From trick {expected['from']} on, every hand shown" in section.inner_text()
    assert section.locator("[data-mark]").count() == len(expected["marks"])
    if expected["marks"]:
        section.locator("[data-mark] button").first.click()
        step = page.locator("[data-viewer] .play-step")
        step.wait_for()
        assert f"{expected['marks'][0]['step']} of" in step.inner_text()
    assert not visit.console_errors, visit.console_errors
