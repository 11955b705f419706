"""The play page's questions to the engine, in chromium: a hint with its reason, undo twice,
a finished deal branched at a step and played to a different end with both endings side by
side, the deal re-settled under bands (the differences sum to zero) and bad input answered
in one line (a rule page's "watch it happen" link: test_showcase)."""

from __future__ import annotations

import time
from fractions import Fraction
from urllib.parse import parse_qs, urlsplit

import pytest

from tarock.records import Record, SessionRecord, loads_any
from tarock.scoring.settlement import Pot
from tarock.text.coach import advise
from tarock.web import HINT_WORLDS, Game

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
    assert 1 <= deals <= HINT_WORLDS and seconds >= 0  # how long it took is the bench's to measure
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


def hint_at_the_lead(visit: Visit) -> tuple[str, str, str]:
    """Grosstarock's seed 3 opened afresh, B passes and asks for a hint at the lead: its
    words, the line saying how it was worked out, and its table of every choice."""
    open_game(visit, "variant=grosstarock&seed=3")
    page = visit.page
    page.click("[data-action='pass']")
    page.click("[data-hint]")
    page.wait_for_selector("[data-hint-reason]", timeout=30_000)
    worked = page.inner_text("[data-hint-time]")
    table = page.locator(".play-hint table").text_content() or ""
    return page.inner_text("[data-hint-reason]"), worked, table


def test_the_same_moment_gets_the_same_hint_on_two_visits(visit: Visit) -> None:
    """Two page loads of the same seeded deal: the same hint at the same moment, from the
    same number of deals, the same as the package's coach gives in CPython."""
    first, worked, table = hint_at_the_lead(visit)
    again, worked_again, table_again = hint_at_the_lead(visit)
    assert (first, table) == (again, table_again)
    game = Game("grosstarock", 3, "B")
    game.act("pass")
    advice = advise(game.state)
    assert first == f"Hint: {advice['label']}. {advice['reason']}"
    deals = f"from {HINT_WORLDS} deals of the cards you cannot see"
    assert deals in worked and deals in worked_again
    seconds = [float(text.split(" in ")[1].split(" s ")[0]) for text in (worked, worked_again)]
    print(f"hint at Grosstarock's first lead: {seconds} s in the engine")


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


def test_a_what_if_from_a_seeded_danish_deal_keeps_its_seed_and_pots(visit: Visit) -> None:
    """Danish Tarok, seed 2, one deal (a session: the pots are kept) played to its end,
    stepped through and taken over at step 12: the what-if is still seed 2's deal 1, with
    the pots it began with, and its record says so."""
    open_game(visit, "variant=danish-tarok&seed=2&deals=1")
    play_out(visit)
    page = visit.page
    session = loads_any(page.locator("[data-record]").get_attribute("data-json") or "")
    assert isinstance(session, SessionRecord) and len(session.deals) == 1
    dealt = session.deals[0]
    page.click("text=Step through it")
    page.wait_for_selector("[data-branch]")
    began = page.inner_text("[data-viewer] [data-pots]")
    for _ in range(12):
        page.click("text=Forward ▶")
    page.select_option("[name=branch-seat]", "B")
    page.click("[data-branch]")
    page.wait_for_selector("[data-game] [data-legal]")
    query = parse_qs(urlsplit(page.url).query)
    assert (query["seed"], query["deal"], query["step"]) == (["2"], ["1"], ["12"])
    assert dealt.pots is not None
    pots = ", ".join(f"{pot.value} {dealt.pots[pot.name.lower()]}" for pot in Pot)
    assert began == f"Pots as the deal began: {pots}."
    game = page.locator("[data-game]")
    assert "names no seed" not in game.inner_text()
    assert page.inner_text("[data-game] .play-heading").endswith(", deal 1")
    assert page.inner_text("[data-origin]").startswith("Seed 2, deal 1 of its session.")
    assert page.locator(".play-stakes summary").inner_text() == f"Before the deal: Pots: {pots}"
    play_out(visit)
    link = page.locator("[data-record]")
    assert link.get_attribute("download") == "tarock-danish-tarok-2-deal-1-what-if.json"
    record = loads_any(link.get_attribute("data-json") or "")
    assert isinstance(record, Record)
    assert (record.seed, record.pots) == (dealt.seed, dealt.pots)
    assert record.actions[:12] == dealt.actions[:12]
    assert "Pots after the deal: " in game.inner_text()
    assert page.locator("[data-compare]").count() == 1
    assert not visit.console_errors, visit.console_errors
