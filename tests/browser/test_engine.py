"""Which engine plays in the browser, in chromium: the compiled core, built to WebAssembly,
on a fresh build; the same seeds through it and through the Python engine give the same
nets, in every rule set; the same moment gets the same hint from both; the lab says which
engine played; ``engine=python`` asks for the reference, and a value it does not know is
named in one line."""

from __future__ import annotations

import json
from urllib.parse import urlencode

import pytest

from sitegen.browser_speed import lab_option
from tarock import fast, rules
from tarock.web import ENGINE_DEALS

from .conftest import Visit
from .test_play import READY_TIMEOUT_MS, clicked, moment

pytestmark = pytest.mark.browser

COMPARE = """async (variant) => {
  const select = document.querySelector('select[name=variant]');
  select.value = variant;
  select.dispatchEvent(new Event('change'));
  const answer = document.querySelector('[data-engines-answer]');
  delete answer.dataset.engines;
  document.querySelector('[data-compare-engines]').click();
  while (!answer.dataset.engines) await new Promise((done) => setTimeout(done, 5));
  return [JSON.parse(answer.dataset.engines), answer.textContent];
}"""


def ready(visit: Visit, query: str = "") -> str:
    """The play page opened at ``query``, ready: which engine it says plays."""
    visit.goto(f"play/?{query}")
    visit.page.wait_for_selector("#tarock-play[data-ready]", timeout=READY_TIMEOUT_MS)
    return visit.page.get_attribute("#tarock-play", "data-plays") or ""


def test_the_compiled_core_plays_and_gives_the_python_engines_nets(visit: Visit) -> None:
    assert ready(visit) == "compiled"
    page = visit.page
    assert "The compiled core plays" in page.inner_text("[data-status]")
    for variant in rules.VARIANTS:
        found, words = page.evaluate(COMPARE, variant)
        assert found["variant"] == variant and found["deals"] == ENGINE_DEALS
        assert found["same"] is True and found["differ"] == []
        assert found["compiled"] > 0 and found["python"] > 0
        assert "every net the same" in words and rules.get(variant).title in words
    # and the nets are the package's own: the first seeds' nets, as CPython plays them
    grosstarock = fast.play("grosstarock", "heuristic", range(1, 4))
    assert all(sum(net) == 0 for net in grosstarock)


def test_the_same_moment_gets_the_same_hint_from_either_engine(visit: Visit) -> None:
    at = moment(clicked("danish-tarok", 2)[3])
    hints = {}
    for engine in ("compiled", "python"):
        assert ready(visit, f"{at}&engine={engine}") == engine
        page = visit.page
        page.wait_for_selector("[data-hint]", timeout=READY_TIMEOUT_MS)
        page.click("[data-hint]")
        page.wait_for_selector("[data-hint-reason]", timeout=60_000)
        table = page.locator(".play-hint table").text_content() or ""
        hints[engine] = (page.inner_text("[data-hint-reason]"), table)
    assert hints["compiled"] == hints["python"]


def test_the_python_engine_when_the_address_asks_and_a_wrong_value_named(visit: Visit) -> None:
    assert ready(visit, "engine=python") == "python"
    page = visit.page
    assert "as the address asks (engine=python)" in page.inner_text("[data-status]")
    assert page.locator("[data-compare-engines]").count() == 0
    assert ready(visit, urlencode({"engine": "turbo"})) == "compiled"
    problems = page.locator(".play-problem").all_inner_texts()
    assert any(
        "engine 'turbo': give python for the Python engine (the reference)" in text
        for text in problems
    ), problems


def test_the_lab_says_which_engine_played(visit: Visit) -> None:
    for engine in ("compiled", "python"):
        query = {"variant": "tapp-tarock", "deals": 20, "option": lab_option("tapp-tarock")}
        visit.goto(f"lab/?{urlencode(query | {'engine': engine})}")
        page = visit.page
        page.wait_for_selector("[data-lab-run]:not([disabled])", timeout=READY_TIMEOUT_MS)
        assert page.get_attribute("#tarock-lab", "data-plays") == engine
        page.click("[data-lab-run]")
        page.wait_for_selector("[data-lab-speed]", timeout=READY_TIMEOUT_MS)
        speed = page.inner_text("[data-lab-speed]")
        played_by = "the compiled core" if engine == "compiled" else "the Python engine"
        assert f"the deals played by {played_by}" in speed, speed


def test_the_engines_download_carries_the_compiled_core(visit: Visit) -> None:
    """The core's zip, with the WebAssembly module, stays a few hundred kilobytes."""
    ready(visit)
    sizes = visit.page.evaluate(
        "performance.getEntriesByType('resource').filter((e) => /tarock-.*\\.zip$/.test(e.name))"
        ".map((e) => e.encodedBodySize || e.decodedBodySize)"
    )
    assert sizes and 0 < max(sizes) < 600_000, json.dumps(sizes)
