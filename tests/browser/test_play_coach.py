"""The play page's questions to the engine, in chromium: a hint with its reason, undo twice,
a finished deal branched at a step and played to a different end with both endings side by
side, the deal re-settled under bands (the differences sum to zero) and bad input answered
in one line (a rule page's "watch it happen" link: test_showcase)."""

from __future__ import annotations

import time
from fractions import Fraction
from urllib.parse import parse_qs, urlsplit

import pytest

from .conftest import Visit
from .test_play import NEXT_CLICK, READY_TIMEOUT_MS, clicked, moment, open_game, play_out

pytestmark = pytest.mark.browser


def amount(text: str) -> Fraction:
    """A signed amount as the page writes it: ``+5``, ``-4 1/3``, ``0``."""
    whole, _, part = text.partition(" ")
    value = Fraction(whole)
    return value + (Fraction(part) if value >= 0 else -Fraction(part)) if part else value


def test_a_hint_with_its_reason_then_undo_twice(visit: Visit) -> None:
    open_game(visit, "variant=grosstarock&seed=3")
    page = visit.page
    page.click("[data-action='pass']")
    page.wait_for_selector("[data-hint]")
    started = time.perf_counter()
    page.click("[data-hint]")
    page.wait_for_selector("[data-hint-reason]", timeout=30_000)
    took = time.perf_counter() - started
    reason = page.inner_text("[data-hint-reason]")
    seconds = float(page.get_attribute("[data-hint-time]", "data-hint-time") or "nan")
    print(f"hint: {seconds} s in the engine, {took:.2f} s to the page; {reason}")
    assert "of the unseen cards" in reason and "it has the best average there" in reason
    hinted = page.locator(".play-hand [data-hinted]")
    assert hinted.count() == 1 and hinted.get_attribute("data-legal") is not None
    deals = int(page.inner_text("[data-hint-time]").split(" from ")[1].split(" ")[0])
    assert 1 <= deals <= 32 and seconds >= 0  # how long it took is the bench's to measure
    assert f"of {deals} deals of the unseen cards" in reason
    game = page.locator("[data-game]")
    steps = [int(game.get_attribute("data-step") or -1)]
    for _ in range(2):  # play the hinted (or a legal) card twice
        action = page.evaluate(NEXT_CLICK)
        page.click(f"[data-action='{action}']")
        page.wait_for_function(f"document.querySelector('[data-game]').dataset.step > {steps[-1]}")
        steps.append(int(game.get_attribute("data-step") or -1))
    for back in (steps[1], steps[0]):
        page.click("[data-undo]")
        page.wait_for_function(f"document.querySelector('[data-game]').dataset.step == {back}")
    assert page.locator("[data-hint]").count() == 1  # your lead again, the hint offered again


def finish_and_view(visit: Visit) -> None:
    """Grosstarock's seed 3 finished by clicking (from its last choice) and opened in the
    viewer."""
    open_game(visit, moment(clicked("grosstarock", 3)[-1]))
    play_out(visit)
    visit.page.click("text=Step through it")
    visit.page.wait_for_selector("[data-branch]")


def test_a_finished_deal_branched_and_played_to_another_end(visit: Visit) -> None:
    finish_and_view(visit)
    page = visit.page
    for _ in range(10):
        page.click("text=Forward ▶")
    page.select_option("[name=branch-seat]", "C")
    page.click("[data-branch]")
    page.wait_for_selector("[data-game] [data-legal]")
    query = parse_qs(urlsplit(page.url).query)
    assert query["step"] == ["10"] and query["seat"] == ["C"] and "position" in query
    while page.locator("[data-compare]").count() == 0:  # C plays its last legal card
        action = page.evaluate(
            """() => { const legal = [...document.querySelectorAll('.play-hand [data-legal]')];
            const choices = [...document.querySelectorAll('[data-legal]')];
            const pick = legal.length ? legal[legal.length - 1] : choices[choices.length - 1];
            return pick ? pick.dataset.action : null; }"""
        )
        assert action
        page.click(f"[data-game] [data-action='{action}']")
    rows = page.locator("[data-compare] tbody tr").all_inner_texts()
    net = page.locator("[data-compare] [data-difference]").all_inner_texts()
    assert sum(amount(d) for d in net) == 0
    assert any(amount(d) != 0 for d in net), rows  # a different end
    sides = page.locator("[data-compare] .play-lines th").all_inner_texts()[-2:]
    assert sides == ["As it was played", "As you played it"]


def test_a_deal_resettled_under_bands(visit: Visit) -> None:
    finish_and_view(visit)
    page = visit.page
    resettle = page.locator("[data-game] [data-resettle]")
    resettle.select_option("card_settlement=bands")
    table = page.locator("[data-game] [data-resettled]")
    table.wait_for()
    differences = table.locator("[data-difference]").all_inner_texts()
    assert len(differences) == 3 and sum(amount(d) for d in differences) == 0
    assert "The rule behind every change: How card points are settled." in table.inner_text()


def test_bad_input_is_one_line(visit: Visit) -> None:
    visit.goto("play/?position=nonsense&step=3&seat=B")
    error = visit.page.wait_for_selector("[data-error]", timeout=READY_TIMEOUT_MS)
    assert error.inner_text().startswith("position: 1 part")
    assert "Traceback" not in visit.page.inner_text("body")
    visit.page.click("button[type=submit]")  # the page stays usable
    visit.page.wait_for_selector("[data-game] [data-legal]")
