"""The play page in chromium: a whole deal (or session) of every rule set played by
clicking, its record replayed by the package to the same payments, an illegal card
answered with the rule's clause, the record viewer, the keyboard, a phone; and nothing
loaded from outside the serving host.

Each test prints how long the engine took to be ready after the navigation began and how
many bytes the page loaded (``pytest -s`` shows them).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest

from tarock import rules
from tarock.cards import parse
from tarock.engine.actions import Play, parse_action
from tarock.engine.legal import why_illegal
from tarock.play import play_session, replay, replay_session, start
from tarock.records import Record, loads_any
from tarock.text.explain import named, readable, totals_text
from tarock.web.game import Game

from .conftest import SITE, Visit
from .test_card_names import trump_codes

pytestmark = pytest.mark.browser

READY_TIMEOUT_MS = 60_000

GAMES = [
    ("taroc-1754", "seed=4&seat=A"),
    ("taroc-1754", "seed=5&seats=4&seat=D"),
    ("grosstarock", "seed=3"),
    ("danish-tarok", "seed=2&deals=2"),
    ("grand-tarot", "seed=5&deals=2"),
    ("tapp-tarock", "seed=6"),
]
"""The rule sets and what the address asks for: in 1754 the person deals and lays away, and
plays once at the four-handed table; the pot rule sets play a session of 2 deals."""

LOADED = """() => performance.getEntriesByType('resource')
    .concat(performance.getEntriesByType('navigation'))
    .map(e => [e.name, e.transferSize || e.encodedBodySize])"""

NEXT_CLICK = """() => {
    // A legal card of the hand if there is one; else the first bid, talon half, suit or
    // next deal offered; else the last choice (pass rather than announce or demand).
    const card = document.querySelector('.play-hand [data-legal]');
    if (card) return card.dataset.action;
    const choices = Array.from(document.querySelectorAll('[data-legal]'));
    const eager = choices.find(c => /^(bid|take|name|next)/.test(c.dataset.action));
    return (eager || choices[choices.length - 1] || {dataset: {}}).dataset.action || null;
}"""


EAGER = re.compile(r"^(bid|take|name|next)")


def next_click(view: dict[str, Any]) -> str | None:
    """NEXT_CLICK's choice, made on the view the page draws (``tarock.web``)."""
    for card in view["hand"]:
        if card["legal"] and card["action"]:
            return str(card["action"])
    choices = view["choices"]
    eager = [choice for choice in choices if EAGER.match(choice["action"])]
    return next((str(choice["action"]) for choice in eager or choices[-1:]), None)


def clicked(variant: str, seed: int, seat: str = "B", options: Sequence[str] = ()) -> list[Any]:
    """The views at each of the person's choices in the page's game of ``variant`` from
    ``seed`` (one deal) when every click is NEXT_CLICK's, played by the package. Opened at
    one of their positions (``moment``), the page is where those clicks would take it, and
    its record is the whole deal's."""
    game = Game(variant, seed, seat, "heuristic", 1, options)
    view, views = game.view(), []
    while not game.over:
        action = next_click(view)
        assert action, view["prompt"]
        views.append(view)
        view = game.act(action)
        assert not view["error"], view["error"]
    return views


def moment(view: dict[str, Any]) -> str:
    """The play page's address of the game at ``view`` (its seat, and its seed)."""
    return urlencode({"position": view["position"], "seat": view["you"], "seed": view["seed"]})


def first(views: list[Any], wanted: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    return next(view for view in views if wanted(view))


def forbidden(view: dict[str, Any]) -> bool:
    """Whether the person's hand in ``view`` has a card the rules forbid now."""
    return any(card["action"] and not card["legal"] for card in view["hand"])


def open_game(visit: Visit, query: str) -> float:
    """Open the play page at ``query``; the seconds from navigation to the first legal choice."""
    started = time.perf_counter()
    visit.goto(f"play/?{query}")
    visit.page.wait_for_selector("[data-legal]", timeout=READY_TIMEOUT_MS)
    return time.perf_counter() - started


def loaded(visit: Visit) -> tuple[int, list[tuple[str, int]]]:
    entries: list[tuple[str, int]] = [tuple(e) for e in visit.page.evaluate(LOADED)]
    biggest = [
        (name.rsplit("/", 1)[-1], size) for name, size in sorted(entries, key=lambda e: -e[1])[:4]
    ]
    return sum(size for _, size in entries), biggest


def play_out(visit: Visit) -> int:
    """Click legal cards and choices until the page offers the record; the clicks made."""
    page = visit.page
    clicks = 0
    while page.locator("[data-record]").count() == 0:
        action = page.evaluate(NEXT_CLICK)
        assert action, "nothing to click, and no record"
        page.locator(f"[data-legal][data-action='{action}']").first.click()
        clicks += 1
        assert page.locator("[data-error]").count() == 0, page.locator("[data-error]").inner_text()
        assert clicks < 400, "the game does not end"
    return clicks


def replayed_net(text: str) -> str:
    """The net per seat that the package gets by replaying the record ``text``."""
    record = loads_any(text)
    if isinstance(record, Record):
        return totals_text(replay(record).net, record.seats)
    return totals_text(replay_session(record).totals(), record.seats)


@pytest.mark.parametrize(("variant", "query"), GAMES, ids=[f"{v}:{q}" for v, q in GAMES])
def test_a_whole_game_played_by_clicking_replays_to_the_same_payments(
    visit: Visit, variant: str, query: str
) -> None:
    ready = open_game(visit, f"variant={variant}&{query}")
    ready_at = int(visit.page.get_attribute("#tarock-play", "data-ready-at") or 0)
    total, biggest = loaded(visit)
    started = time.perf_counter()
    clicks = play_out(visit)
    took = time.perf_counter() - started
    link = visit.page.locator("[data-record]")
    href = link.get_attribute("href") or ""
    assert href.startswith("blob:")
    text = link.get_attribute("data-json") or ""
    fetched = visit.page.evaluate("url => fetch(url).then(r => r.text())", href)
    assert fetched == text  # the download holds the same record
    record = loads_any(text)
    assert record.variant == variant and "human" in record.players
    assert ("seats=4" in record.options) == ("seats=4" in query)
    shown = visit.page.locator("[data-net]").inner_text()
    assert shown == f"Net: {replayed_net(text)}"
    assert not visit.console_errors, visit.console_errors
    assert not visit.outside_requests(), visit.outside_requests()
    print(
        f"\n{variant}: ready {ready:.1f} s after navigation (page's own clock {ready_at} ms);"
        f" {total:,} bytes loaded, largest {biggest};"
        f" played in {clicks} clicks, {took:.1f} s: {shown}"
    )


def test_an_illegal_card_is_answered_with_the_rule_that_forbids_it(visit: Visit) -> None:
    # Where clicking grosstarock's seed 3 first offers a card the rules forbid.
    open_game(visit, moment(first(clicked("grosstarock", 3), forbidden)))
    page = visit.page
    assert page.locator(".play-hand button.play-card:not([data-legal])").count() > 0
    step = int(page.get_attribute("[data-game]", "data-step") or -1)
    wrong = page.locator(".play-hand button.play-card:not([data-legal])").first
    code = wrong.get_attribute("data-card") or ""
    drawn = (wrong.get_attribute("aria-label") or "").removesuffix(" (not allowed now)")
    wrong.click()
    shown = page.locator("[data-error]").inner_text()
    assert page.get_attribute("[data-game]", "data-step") == str(step)  # nothing was played
    assert shown.startswith(f"{drawn} cannot be played: ")  # the card named as it is drawn
    # A hint at the same moment names its card as the hand draws it, and no page text of
    # the game (the trick, the log, the hint's reason, the error) shows a trump as a code.
    page.click("[data-hint]")
    page.wait_for_selector("[data-hint-reason]", timeout=30_000)
    hinted = page.locator(".play-hand [data-hinted]")
    reason = page.inner_text("[data-hint-reason]")
    assert reason.startswith(f"Hint: {hinted.get_attribute('aria-label')}. ")
    assert not trump_codes(f"<p>{page.inner_text('[data-game]')}</p>")
    play_out(visit)
    record = loads_any(page.locator("[data-record]").get_attribute("data-json") or "")
    assert isinstance(record, Record)
    state = start(record)
    for text in record.actions[:step]:
        state.apply(parse_action(text))
    names = rules.get(record.variant).names
    expected = readable(named(why_illegal(state, Play(parse(code))), record.seats), names)
    assert shown == expected
    assert "cannot be played: " in shown


def test_the_keyboard_plays_and_the_record_steps_back_and_forth(
    visit: Visit, tmp_path: Path
) -> None:
    # Two of the person's choices before the end of taroc-1754's seed 4.
    open_game(visit, moment(clicked("taroc-1754", 4)[-2]))
    page = visit.page
    step = page.get_attribute("[data-game]", "data-step")
    page.locator("[data-legal]").first.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => document.querySelector('[data-game]').dataset.step !== '{step}'")
    play_out(visit)
    page.get_by_role("button", name="Step through it").click()
    viewer = page.locator("[data-viewer]")
    assert "Step 0 of " in viewer.inner_text()
    page.locator("[data-viewer] .play-controls button", has_text="Forward").click()
    assert "Step 1 of " in viewer.inner_text()
    page.keyboard.press("End")
    assert "The deal explained" in viewer.inner_text()
    page.keyboard.press("ArrowLeft")
    assert "The deal explained" not in viewer.inner_text()
    # A record file opened from disk: a session of two Danish deals; then a broken one.
    session = play_session(rules.get("danish-tarok"), "heuristic", seed=2, deals=2)
    (tmp_path / "session.json").write_text(session.record.dumps(), encoding="utf-8")
    page.set_input_files("[data-open-record]", str(tmp_path / "session.json"))
    status = "[data-viewer-status]"
    page.locator(status, has_text="A record of Danish Tarok (2011), 2 deals.").wait_for()
    page.locator("[data-viewer] .play-controls button", has_text="Deal ▶").click()
    assert "Deal 2 of 2" in viewer.inner_text() and "Step 0 of " in viewer.inner_text()
    (tmp_path / "broken.json").write_text('{"variant": "grosstarock"}', encoding="utf-8")
    page.set_input_files("[data-open-record]", str(tmp_path / "broken.json"))
    page.locator(status, has_text="That record cannot be read: field ").wait_for()
    assert not visit.console_errors, visit.console_errors


def test_a_phone_shows_the_hand_without_scrolling_sideways(phone: Visit) -> None:
    open_game(phone, "variant=grand-tarot&seed=5")
    width: Any = phone.page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 390
    hand = phone.page.locator(".play-hand").bounding_box()
    assert hand is not None and hand["x"] >= 0 and hand["x"] + hand["width"] <= 390
    assert not phone.outside_requests(), phone.outside_requests()


def test_the_page_states_the_size_of_the_engine_it_carries(visit: Visit) -> None:
    engine = SITE / "play" / "engine"
    size = sum(file.stat().st_size for file in engine.iterdir())
    assert size > 10_000_000
    visit.goto("play/")
    text = visit.page.locator("article").inner_text()
    assert f"The engine is {size / 1e6:.1f} MB" in text
    (core,) = engine.glob("tarock-*.zip")
    own = " ".join(text.split())
    kilobytes = f"{core.stat().st_size / 1e3:.0f} kB"
    assert f"the package's own code, zipped with its compiled core, is {kilobytes}" in own


def test_the_tapp_solo_link_opens_a_deal_where_you_bid_solo(visit: Visit) -> None:
    visit.goto("rules/tapp-tarock/")
    page = visit.page
    page.click("a:has-text('Play a Solo')")
    page.wait_for_selector("[data-legal]", timeout=READY_TIMEOUT_MS)
    assert "variant=tapp-tarock" in page.url and "seed=59" in page.url
    offered = page.eval_on_selector_all("[data-legal]", "cs => cs.map(c => c.dataset.action)")
    assert offered == ["bid dreier", "bid solo", "pass"]
    step = page.get_attribute("[data-game]", "data-step")
    page.click("[data-legal][data-action='bid solo']")
    page.wait_for_function(f"() => document.querySelector('[data-game]').dataset.step !== '{step}'")
    page.wait_for_selector("[data-legal]", timeout=READY_TIMEOUT_MS)
    # The others pass: the Solo stands, and your next choice is what to announce.
    assert "Solo" in page.locator("[data-game]").inner_text()
    offered = page.eval_on_selector_all("[data-legal]", "cs => cs.map(c => c.dataset.action)")
    assert "pass" in offered and not any(a.startswith("bid") for a in offered)
    assert not visit.console_errors, visit.console_errors
