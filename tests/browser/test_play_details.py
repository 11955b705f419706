"""The play page's details in chromium: the payments table and the seat that takes the
balance, the dealer's discard kept out of the scoreboard, the person's seat readable in
both schemes, the viewer's keys at once, four players only for the 1754 rules, the
download's progress, taking back a move, a shared moment, and a touch screen."""

from __future__ import annotations

import itertools
import re
from typing import Any

import pytest

from tarock import rules
from tarock.records import loads_any
from tarock.table import Table
from tarock.text.explain import balance_text, payment_rows

from .conftest import SITE, Visit, recording
from .test_play import NEXT_CLICK, clicked, first, forbidden, moment, open_game, play_out

pytestmark = pytest.mark.browser


def test_the_end_of_a_deal_is_a_table_of_payments(visit: Visit) -> None:
    open_game(visit, "variant=danish-tarok&seed=2&deals=1")
    play_out(visit)
    page = visit.page
    record = loads_any(page.locator("[data-record]").get_attribute("data-json") or "")
    table = Table.replay(record)
    assert table.session is not None
    result = table.session.deals[-1]
    rows = page.locator("table.play-payments tbody tr")
    want = payment_rows(result.ledger, record.seats)
    assert rows.count() == len(want)
    for index, row in enumerate(want):
        cells = rows.nth(index).locator("td").all_inner_texts()
        assert cells == [row["payer"], row["payee"], row["amount"], row["reason"]]
    balance = page.locator("[data-balance]").inner_text()
    assert balance == balance_text(result)
    after_dealer = record.seats[result.state.next_seat(result.state.dealer)]
    assert f"{after_dealer}, the seat after the dealer, is not rounded but takes the balance" in (
        balance
    )
    assert not visit.console_errors, visit.console_errors


def test_the_dealers_discard_is_not_counted_before_the_first_trick(visit: Visit) -> None:
    # Grosstarock, seed 3: A deals and lays away; B (the person) is asked first.
    open_game(visit, "variant=grosstarock&seed=3")
    page = visit.page
    board = page.locator("table.play-score")
    assert board.locator("[data-unseen]").inner_text().startswith("A's laid-away cards")
    points = board.locator("tbody tr").first.locator("td").nth(1).inner_text()
    assert points == "0"  # A has taken no trick: the discard is not shown
    tricks = "table.play-score tbody td:nth-child(2)"
    while not sum(int(t) for t in page.locator(tricks).all_inner_texts()):
        page.locator(f"[data-legal][data-action='{page.evaluate(NEXT_CLICK)}']").first.click()
    assert page.locator("[data-unseen]").count() == 0  # after trick 1 the piles are counted


def _luminance(rgb: str) -> float:
    red, green, blue = (int(x) / 255 for x in re.findall(r"\d+", rgb)[:3])

    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)


CONTRAST = """() => {
    const seat = document.querySelector('.play-you th');
    let node = seat, background = 'rgba(0, 0, 0, 0)';
    while (node && /rgba\\(0, 0, 0, 0\\)|transparent/.test(background)) {
        background = getComputedStyle(node).backgroundColor; node = node.parentElement;
    }
    return [getComputedStyle(seat).color, background, seat.textContent];
}"""


@pytest.mark.parametrize("scheme", ["default", "slate"])
def test_the_persons_seat_is_readable_in_both_schemes(visit: Visit, scheme: str) -> None:
    open_game(visit, "variant=grosstarock&seed=3")
    page = visit.page
    page.evaluate(f"() => document.body.setAttribute('data-md-color-scheme', '{scheme}')")
    color, background, text = page.evaluate(CONTRAST)
    assert text == "B (you)"
    light, dark = sorted((_luminance(color), _luminance(background)), reverse=True)
    assert (light + 0.05) / (dark + 0.05) >= 4.5, (color, background)


def test_the_viewer_steps_with_the_arrow_keys_at_once(visit: Visit) -> None:
    open_game(visit, moment(clicked("tapp-tarock", 6)[-1]))  # the last choice of seed 6
    play_out(visit)
    page = visit.page
    page.get_by_role("button", name="Step through it").click()
    viewer = page.locator("[data-viewer]")
    assert "Step 0 of " in viewer.inner_text()
    page.keyboard.press("ArrowRight")  # no click first
    assert "Step 1 of " in viewer.inner_text()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")
    assert "Step 1 of " in viewer.inner_text()


def test_four_players_are_offered_only_where_a_source_gives_four(visit: Visit) -> None:
    open_game(visit, "variant=grosstarock&seed=3")
    page = visit.page
    players = page.locator(".play-settings .play-players")
    shown = {}
    for ruleset in rules.VARIANTS.values():
        page.select_option(".play-settings [name=variant]", ruleset.id)
        shown[ruleset.id] = players.is_visible()
    # the 1754 Regeln (§1) and pagat.com's Danish page ('Players and Equipment') give four
    assert shown == {
        variant: variant in ("taroc-1754", "danish-tarok") for variant in rules.VARIANTS
    }
    assert all("seats" in rules.get(v).cites for v in ("taroc-1754", "danish-tarok"))


STATUSES = """() => {
    window.seen = [];
    window.bar = [];
    new MutationObserver(() => {
        const line = document.querySelector('[data-status]');
        if (line && window.seen[window.seen.length - 1] !== line.textContent)
            window.seen.push(line.textContent);
        const bar = document.querySelector('[data-progress]');
        const last = window.bar[window.bar.length - 1];
        if (bar && bar.hasAttribute('value') && (!last || last[0] !== bar.value))
            window.bar.push([bar.value, bar.max]);
    }).observe(document, { subtree: true, childList: true, characterData: true,
                           attributes: true, attributeFilter: ['value', 'max'] });
}"""
THROUGHPUT = 5_000_000
"""Bytes a second: the download slowed to a few seconds, as over a fast home line."""


def test_the_engine_download_shows_its_progress_steadily(browser: Any, base_url: str) -> None:
    """A first visit over a throttled line: the bar rises in many small steps to the
    engine's exact size (every file of play/engine/), never by a large part of it at once
    (as when the WebAssembly, two thirds of it, was counted only once complete)."""
    engine = sum(file.stat().st_size for file in (SITE / "play" / "engine").iterdir())
    with recording(browser, base_url, viewport={"width": 1280, "height": 900}) as visit:
        line = visit.page.context.new_cdp_session(visit.page)
        line.send("Network.enable")
        line.send(
            "Network.emulateNetworkConditions",
            {"offline": False, "latency": 5, "downloadThroughput": THROUGHPUT,
             "uploadThroughput": THROUGHPUT},
        )  # fmt: skip
        visit.page.add_init_script(f"({STATUSES})()")
        open_game(visit, "variant=grosstarock&seed=3")
        seen: list[str] = visit.page.evaluate("() => window.seen")
        bar: list[list[float]] = visit.page.evaluate("() => window.bar")
    assert {total for _, total in bar} == {engine}, bar  # the engine's size, to the byte
    values = [value for value, _ in bar]
    assert values == sorted(values) and values[-1] == engine, values
    steps = [after - before for before, after in itertools.pairwise([0.0, *values])]
    assert len(values) >= 10 and max(steps) <= engine / 4, (len(values), max(steps), engine)
    loading = [
        line for line in seen if re.match(r"Loading the rules engine: [\d.]+ of [\d.]+ MB", line)
    ]
    assert len(loading) >= 5, seen
    sizes = [float(line.split(": ")[1].split()[0]) for line in loading]
    assert sizes == sorted(sizes)
    assert all(line.endswith(f" of {engine / 1e6:.1f} MB…") for line in loading), loading
    assert any(line.startswith("Starting the rules") for line in seen), seen
    assert seen[-1].startswith("The engine is ready")
    print(f"\nthe bar: {len(values)} values, largest step {max(steps):,} of {engine:,} bytes")


def test_a_move_is_taken_back_and_a_moment_is_shared(visit: Visit) -> None:
    open_game(visit, "variant=grosstarock&seed=3")
    page = visit.page
    step = page.get_attribute("[data-game]", "data-step")
    page.locator("[data-legal][data-action='pass']").click()
    page.locator(".play-hand [data-legal]").first.click()
    page.wait_for_function(f"() => document.querySelector('[data-game]').dataset.step > {step}")
    page.locator("[data-undo]").click()
    assert page.get_attribute("[data-game]", "data-step") == str(int(step or 0) + 3)
    shared = page.locator("[data-share]").get_attribute("href") or ""
    assert "position=" in shared
    visit.goto("play/" + shared[shared.index("?") :])
    page.wait_for_selector("[data-legal]", timeout=60_000)
    assert page.get_attribute("[data-game]", "data-step") == str(int(step or 0) + 3)
    assert "Your lead: play a card." in page.locator(".play-prompt").inner_text()
    assert not visit.console_errors, visit.console_errors


def test_a_touch_screen_taps_a_forbidden_card_and_reads_the_rule(
    browser: Any, base_url: str
) -> None:
    options = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
    with recording(browser, base_url, **options) as phone:
        # Where tapping tapp-tarock's seed 6 first offers a card the rules forbid.
        open_game(phone, moment(first(clicked("tapp-tarock", 6), forbidden)))
        page = phone.page
        assert page.locator(".play-hand button.play-card:not([data-legal])").count() > 0
        line = page.locator("[data-legal-line]").inner_text()
        assert re.match(r"You may (play|lay away) ", line) and "Tap or click any other card" in line
        assert not re.search(r"\b[HDCS](10|[1-9]|[JCQK])\b", line)  # suit cards as symbols
        page.locator(".play-hand button.play-card:not([data-legal])").first.tap()
        refusal = page.locator("[data-error]").inner_text()
        assert re.search(r"(cannot be played|may not be laid away): ", refusal), refusal
        assert not re.search(r"\b[HDCS](10|[1-9]|[JCQK])\b", refusal), refusal  # symbols
