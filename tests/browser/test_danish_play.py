"""The Danish play page (/da/play/) in chromium: a whole deal of Danish Tarok played by
clicking, a card the rules forbid, a hint, the payments at the end; every message of the
game in Danish, each the catalogue's Danish for what the engine said in English; the page's
own words from the catalogue; its twin in English linked both ways; the engine the English
site's own.

The same game is played beside it in Python, in English, with the same clicks (``Game``,
recorded with ``tarock.text.translate.recording``): the Danish of every text it said is
what the page may show.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from test_danish_pages import english_blocks, english_share
from test_translate import english_words

from sitegen.play_words import words
from tarock.text.translate import in_language, recording, sentence
from tarock.web.game import Game

from .conftest import Visit
from .test_danish import READER_TEXT
from .test_play import NEXT_CLICK, READY_TIMEOUT_MS, next_click

pytestmark = pytest.mark.browser

PAGE = "da/play/"
SEED = 2
"""Danish Tarok's seed 2, one deal, the person at B: a card is forbidden at the first
trick, and the deal pays Kings, the last trick and card points."""

GAME_TEXT = """() => {
  const game = document.querySelector('[data-game]').cloneNode(true);
  game.querySelectorAll('code, [lang=en]').forEach(e => e.remove());
  return game.innerText;
}"""
"""The game's text as a reader reads it, without code (the replay command)."""

ENGINE_TEXTS = """() => [
  ...document.querySelectorAll('.play-log li, [data-payments] tbody td, .play-prompt,'
    + ' [data-error], [data-balance], .play-played small, .play-winner')
].map(e => e.innerText.trim()).filter(t => t)"""
"""Every text on the page that the engine wrote (the log, the payments, the prompt, a
refusal, the balance, the clauses under the trick)."""


def forbidden_card(view: dict[str, Any]) -> str | None:
    """The first card of the hand the rules forbid now, as the page's hand offers it."""
    return next(
        (str(c["action"]) for c in view["hand"] if c["action"] and not c["legal"]), None
    )


def worth_a_hint(view: dict[str, Any]) -> bool:
    return sum(card["legal"] for card in view["hand"]) > 1


def english_game() -> tuple[set[str], list[str], str]:
    """The same game played in Python, in English: every text it gave a reader, the
    English refusal of the forbidden card and the hint's reason."""
    refusal = reason = ""
    with recording() as said:
        game = Game("danish-tarok", SEED, "B", "heuristic", 1)
        view = game.view()
        while not game.over:
            card = forbidden_card(view)
            if not refusal and card:
                refusal = game.act(card)["error"]
            if not reason and worth_a_hint(view):
                reason = game.hint()["hint"]["reason"]
            action = next_click(view)
            assert action
            view = game.act(action)
    return said, [refusal], reason


def test_a_whole_danish_deal_is_played_in_danish(visit: Visit, site_dir: Path) -> None:
    said, (refusal,), reason = english_game()
    danish = {in_language(text, "da") for text in said}
    html = (site_dir / PAGE / "index.html").read_text(encoding="utf-8")
    assert '<html lang="da"' in html
    visit.goto(f"{PAGE}?seed={SEED}&deals=1")
    page = visit.page
    page.wait_for_selector("[data-legal]", timeout=READY_TIMEOUT_MS)
    assert page.locator("html").get_attribute("lang") == "da"
    assert page.input_value("[name=variant]") == "danish-tarok"  # the page's own default
    refused = hinted = False
    clicks = 0
    while page.locator("[data-record]").count() == 0:
        wrong = page.locator(".play-hand button.play-card:not([data-legal])")
        if not refused and wrong.count():
            drawn = (wrong.first.get_attribute("aria-label") or "").removesuffix(
                " (ikke tilladt nu)"
            )
            wrong.first.click()
            shown = page.locator("[data-error]").inner_text()
            assert shown == sentence(refusal, in_language(refusal, "da"))
            assert shown.startswith(f"{drawn} kan ikke spilles: "), shown
            refused = True
        if not hinted and page.locator(".play-hand [data-legal]").count() > 1:
            page.click("[data-hint]")
            page.wait_for_selector("[data-hint-reason]", timeout=60_000)
            label = page.locator(".play-hand [data-hinted]").get_attribute("aria-label")
            assert page.inner_text("[data-hint-reason]") == (
                f"Tip: {label}. {in_language(reason, 'da')}"
            )
            hinted = True
        action = page.evaluate(NEXT_CLICK)
        assert action, "nothing to click, and no record"
        page.locator(f"[data-legal][data-action='{action}']").first.click()
        clicks += 1
        assert clicks < 100, "the deal does not end"
        assert page.locator("[data-error]").count() == 0, page.inner_text("[data-error]")
    assert refused and hinted
    assert page.locator("[data-payments] tbody tr").count() >= 3
    for text in page.evaluate(ENGINE_TEXTS):
        assert text in danish or text.removesuffix(".") in danish, text
    game_text = page.evaluate(GAME_TEXT)
    assert not english_words(game_text), sorted(english_words(game_text))
    for word in ("skal bekende farve", "tager stikket", "betaler", "Kortpoint", "Netto: A "):
        assert word in game_text, word
    assert not visit.console_errors, visit.console_errors
    assert not visit.outside_requests(), visit.outside_requests()


def test_the_page_s_words_are_the_catalogue_s(visit: Visit, site_dir: Path) -> None:
    html = (site_dir / PAGE / "index.html").read_text(encoding="utf-8")
    table = json.loads(html.split('id="tarock-play-words">', 1)[1].split("</script>", 1)[0])
    assert set(table) == set(words())
    assert table["hint"] == "Tip" and table["yourHand"] == "Din hånd"
    # the engine is the English site's: the same core, loaded from the English folder
    english = (site_dir / "play" / "index.html").read_text(encoding="utf-8")
    core = re.search(r'data-core="(tarock-[0-9a-f]+\.zip)"', english)
    assert core and f'data-core="{core.group(1)}"' in html
    assert 'data-engine="../../play/engine/"' in html
    assert not (site_dir / PAGE / "engine").exists()
    visit.goto(f"{PAGE}?seats=4&seat=A")  # the page's own rule set is played by four too
    page = visit.page
    page.wait_for_selector("[data-legal]", timeout=READY_TIMEOUT_MS)
    assert page.locator("[data-address]").count() == 0
    assert page.input_value("[name=players]") == "4"
    settings = page.locator(".play-settings").inner_text()
    for label in ("Regelsæt", "Nummer", "Din plads", "Modstandere", "Giv"):
        assert label in settings, label
    assert "heuristisk" in settings and "heuristic" not in settings
    text = page.evaluate(READER_TEXT)
    assert english_share(text) < 0.03 and english_blocks(text.replace("\n", "\n\n")) == []
    # the cards of the hand: their titles and court letters in Danish
    titles = page.eval_on_selector_all("svg title", "nodes => nodes.map(n => n.textContent)")
    assert titles and not [t for t in titles if " of " in t or t.startswith("trump")]
    letters = page.eval_on_selector_all("svg text", "nodes => nodes.map(n => n.textContent)")
    assert not {"Q", "J"} & set(letters)


def test_the_danish_and_english_play_pages_link_each_other(visit: Visit) -> None:
    visit.goto(PAGE)
    page = visit.page
    with page.expect_navigation(url="**/play/"):
        page.locator("article a[hreflang=en]", has_text="Play a deal").click()
    assert page.locator("html").get_attribute("lang") == "en"
    with page.expect_navigation(url=f"**/{PAGE}"):
        page.locator("article a[hreflang=da]", has_text="Spil et spil").click()
    assert page.locator("h1").inner_text().startswith("Spil et spil")
