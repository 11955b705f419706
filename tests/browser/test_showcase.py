"""A rule page's "watch it happen" link, in chromium: the play page's viewer opens on the
showcase's deal at the step just after the rule happens, and a step the address gets wrong
opens the deal at its end."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest

from sitegen.showcase import SHOWCASES, moment, result_of, seed_for

from .conftest import Visit
from .test_play import READY_TIMEOUT_MS

pytestmark = pytest.mark.browser


def opened(visit: Visit, steps: int) -> str:
    """Wait for the viewer to draw the watched deal; its step counter's words."""
    counter = visit.page.locator("[data-viewer] .play-step")
    counter.wait_for(timeout=READY_TIMEOUT_MS)
    text = counter.inner_text()
    assert text.endswith(f" of {steps}")
    return text


def test_the_scies_renamed_link_opens_the_viewer_just_after_the_rename(visit: Visit) -> None:
    at, seed = moment("scies-renamed"), seed_for("scies-renamed")
    steps = len(result_of("scies-renamed", seed).steps)
    visit.goto("rules/danish-tarok/")
    link = visit.page.locator(f"a[href*='seed={seed}&step={at.step}']", has_text="Watch it happen")
    assert link.count() == 1
    words = link.locator("xpath=..").inner_text()
    assert f"renamed by the next player, in trick {at.trick} of seed {seed};" in words
    link.click()
    assert opened(visit, steps) == f"Step {at.step} of {steps}"
    viewer = visit.page.inner_text("[data-viewer]")
    assert "A: name spades (neither opponent can follow the named suit" in viewer
    status = visit.page.inner_text("[data-viewer-status]")
    assert f"seed {seed}, open at step {at.step} of {steps}" in status


def test_a_grosstarock_link_opens_where_its_rule_happens(visit: Visit) -> None:
    visit.goto("rules/grosstarock/")
    link = visit.page.locator("a", has_text="Watch it happen").first
    query = parse_qs(urlsplit(link.get_attribute("href") or "").query)
    key = next(
        k
        for k, case in SHOWCASES.items()
        if case.variant == query["watch"][0]
        and seed_for(k) == int(query["seed"][0])
        and moment(k).step == int(query["step"][0])
    )
    result = result_of(key, seed_for(key))
    assert SHOWCASES[key].happens(result)
    link.click()
    at = moment(key)
    assert opened(visit, len(result.steps)) == f"Step {at.step} of {len(result.steps)}"
    assert f"Trick {at.trick}: " in visit.page.inner_text("[data-viewer] .play-lastline")


@pytest.mark.parametrize("step", ["abc", "-3"])
def test_a_bad_step_opens_the_deal_at_its_end(visit: Visit, step: str) -> None:
    steps = len(result_of("scies-renamed", 10).steps)
    visit.goto(f"play/?watch=danish-tarok&seed=10&step={step}#record")
    assert opened(visit, steps) == f"Step {steps} of {steps}"
    assert "The deal is over." in visit.page.inner_text("[data-viewer]")
