"""The play page's moments and address in chromium: what if at the four-handed table offers
only the seats that play, a game from a position names a seed only where that seed deals
it, each bad value of the address gets one line above a usable page, the viewer shows a
Danish pot as the deal began and after it, and a record's error names seats by letter."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest

from sitegen.showcase import seed_for
from tarock import rules, web
from tarock.engine.state import State
from tarock.play import play_deal

from .conftest import Visit
from .test_play import READY_TIMEOUT_MS, clicked, play_out

pytestmark = pytest.mark.browser


def offers(text: str) -> bool:
    """Whether the game view ``text`` offers the person a choice."""
    view = json.loads(text)
    return bool(view["choices"] or any(card["legal"] for card in view["hand"]))


def test_what_if_at_four_offers_only_the_seats_at_the_table(visit: Visit) -> None:
    visit.goto("play/?watch=taroc-1754&seed=1&options=seats%3D4#record")
    page = visit.page
    page.wait_for_selector("[data-viewer] .play-branch", timeout=READY_TIMEOUT_MS)
    assert page.locator("[data-branch]").count() == 0  # at the end nothing is left to play
    page.click("[data-viewer] >> text=« Start")
    offered = page.locator("[name=branch-seat] option").all_inner_texts()
    assert offered == json.loads(web.watch("taroc-1754", 1, "seats=4"))["seated"] == ["A", "B", "D"]
    # D takes over at its last choice of the deal: the steps back from the end to it.
    final = json.loads(web.watch("taroc-1754", 1, "seats=4"))["final"]
    steps = len(State.from_position(final).history)
    back = next(
        n for n in range(1, steps) if offers(web.branch(final, steps - n, "D", "heuristic", 1))
    )
    page.click("[data-viewer] >> text=End »")
    for _ in range(back):
        page.click("[data-viewer] >> text=◀ Back")
    assert page.locator("[name=branch-seat] option").all_inner_texts() == offered
    page.select_option("[name=branch-seat]", "D")
    page.click("[data-branch]")
    page.wait_for_selector("[data-game] [data-legal]")
    query = parse_qs(urlsplit(page.url).query)
    assert query["seat"] == ["D"] and query["seed"] == ["1"]
    assert page.inner_text("[data-origin]").startswith("Seed 1. A deals; you are D.")
    form = [page.input_value(f".play-settings [name={name}]") for name in ("variant", "players")]
    form += [page.input_value(f".play-settings [name={name}]") for name in ("seat", "seed")]
    assert form == ["taroc-1754", "4", "D", "1"]  # the settings show the game, not defaults
    play_out(visit)
    assert page.get_attribute("[data-record]", "download") == "tarock-taroc-1754-1-what-if.json"
    # An address asking for the seat that sits out: one line, and the page still deals.
    final = json.loads(web.watch("taroc-1754", 1, "seats=4"))["final"]
    visit.goto(f"play/?{urlencode({'position': final, 'step': 10, 'seat': 'C', 'seed': 1})}")
    error = page.wait_for_selector("[data-game] [data-error]", timeout=READY_TIMEOUT_MS)
    assert error.inner_text() == (
        "C sits this deal out (the dealer's opposite at a table of four): choose A, B or D"
    )
    page.click("button[type=submit]")
    page.wait_for_selector("[data-game] [data-legal]")


def test_a_shared_moment_without_a_seed_claims_none(visit: Visit) -> None:
    moment = clicked("grosstarock", 3)[-1]["position"]  # B's last choice of seed 3's deal
    visit.goto(f"play/?{urlencode({'position': moment, 'seat': 'B'})}")
    page = visit.page
    page.wait_for_selector("[data-game] [data-legal]", timeout=READY_TIMEOUT_MS)
    assert page.inner_text("[data-origin]").startswith(
        "A shared moment: the address names no seed that deals these cards."
    )
    share = parse_qs(urlsplit(page.get_attribute("[data-share]", "href") or "").query)
    assert "seed" not in share
    play_out(visit)
    assert page.get_attribute("[data-record]", "download") == "tarock-grosstarock-moment.json"


@pytest.mark.parametrize(
    ("query", "variant", "seat"),
    [
        ("variant=nonsense&seed=1", "grosstarock", "B"),
        ("variant=grosstarock&seed=3&seat=Z", "grosstarock", "B"),
        ("variant=grosstarock&seed=3&seat=D", "grosstarock", "B"),
    ],
)
def test_a_bad_value_in_the_address_is_one_line(
    visit: Visit, query: str, variant: str, seat: str
) -> None:
    visit.goto(f"play/?{query}")
    page = visit.page
    page.wait_for_selector("[data-game] [data-legal]", timeout=READY_TIMEOUT_MS)
    lines = page.locator("[data-address]").all_inner_texts()
    assert lines == json.loads(web.address(query))["problems"] and len(lines) == 1
    assert page.input_value(".play-settings [name=variant]") == variant
    assert page.input_value(".play-settings [name=seat]") == seat
    assert "Traceback" not in page.inner_text("body")


def test_a_bad_step_is_one_line_and_the_moment_opens(visit: Visit) -> None:
    final = web.watched("grosstarock", 3).state.position()
    visit.goto(f"play/?{urlencode({'position': final, 'step': 'abc', 'seat': 'B'})}")
    page = visit.page
    page.wait_for_selector("[data-address]", timeout=READY_TIMEOUT_MS)
    assert page.inner_text("[data-address]").startswith("step 'abc' is not understood")
    page.wait_for_selector("[data-game] [data-payments]")  # the finished deal, as shared
    assert "The deal is over." in page.inner_text("[data-game]")


def test_the_viewer_shows_a_pot_as_the_deal_began_and_after(visit: Visit) -> None:
    seed = seed_for("pot-doubled")
    visit.goto(f"play/?watch=danish-tarok&seed={seed}#record")
    page = visit.page
    pots = page.wait_for_selector("[data-viewer] [data-pots]", timeout=READY_TIMEOUT_MS)
    view = json.loads(web.watch("danish-tarok", seed))
    assert pots.inner_text() == (
        f"Pots as the deal began: {view['pots']}. After it: {view['pots_after']}."
    )
    assert "Pagat pot 65." in pots.inner_text() and "Pagat pot 130." in pots.inner_text()
    rows = page.locator("[data-viewer] table.play-payments tbody tr").all_inner_texts()
    assert any(row.split("\t")[:3] == ["C", "Pagat pot", "65"] for row in rows), rows
    page.click("[data-viewer] >> text=« Start")
    began = page.inner_text("[data-viewer] [data-pots]")
    assert began == f"Pots as the deal began: {view['pots']}."


def test_a_record_error_names_the_seat_by_its_letter(visit: Visit, tmp_path: Path) -> None:
    played = play_deal(rules.get("grosstarock"), "heuristic", seed=3)
    data = json.loads(played.record.dumps())
    actions = data["actions"]
    first = next(i for i, text in enumerate(actions) if text.startswith("play "))
    actions[first], actions[first + 1] = actions[first + 1], actions[first]
    spoiled = tmp_path / "spoiled.json"
    spoiled.write_text(json.dumps(data))
    visit.goto("play/")
    page = visit.page
    page.wait_for_selector("[data-game] [data-legal]", timeout=READY_TIMEOUT_MS)
    page.set_input_files("[data-open-record]", str(spoiled))
    card = actions[first].split()[1]
    status = page.locator("[data-viewer-status]")
    status.filter(has_text="cannot be read").wait_for()
    assert status.inner_text().endswith(f"{card} is not in B's hand")
