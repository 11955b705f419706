"""The Danish score page (/da/score/) in chromium: an evening of Danish Tarok set up and
three deals typed in as a person would give the package's totals and pots, and a CSV
with Danish headers that opens again; the page is
``<html lang="da">`` and neither the setup nor the evening's form shows common English
words; a bad entry the page names itself gets a Danish message, and so does a file of a
rule set the Danish page does not offer; the page and its English twin link each other;
and the evening prints on one A4 page in Danish."""

from __future__ import annotations

import csv
import io
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from sitegen import score_page
from tarock.scoring.sheet import Sheet, loads, transfers
from tarock.text.explain import number as shown_number

from .conftest import Visit, browser_required
from .test_score import FOUR, THREE, _begin, _ready, _sheet, _showing, _type_deal

pytestmark = pytest.mark.browser

PAGE = "da/score/"
DANISH = score_page.words("da")
ENGLISH_WORDS = (
    "the", "and", "of", "deal", "deals", "dealer", "Pagat pot", "King pot", "total",
    "totals", "player", "players", "points", "trick", "pays", "evening", "enter", "undo",
    "correct", "clear", "none", "nobody", "won", "lost", "shows", "each",
)  # fmt: skip
"""Common English words (and the English page's labels) no Danish form may show."""

FORM_TEXT = """() => {
    const root = document.getElementById('tarock-score');
    const skipped = '.score-print, details.score-payments, .score-end table';
    const kinds = 'h2, legend, label, p, span, button, a, th, td, summary';
    const own = (e) => [...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent);
    const text = [...root.querySelectorAll(kinds)]
        .filter((e) => !e.closest(skipped) && e.getClientRects().length)
        .map((e) => own(e).join(' '));
    const said = [...root.querySelectorAll('[aria-label]')].map((e) => e.ariaLabel);
    const lists = [...root.querySelectorAll('option, optgroup')].map((e) => e.label);
    return [...text, ...said, ...lists].join('\\n');
}"""
"""Every text of the page's form a person meets: what it shows, every choice of every
list, and the names a screen reader says. Not the payments' reasons (the details of each
deal, the sharing of the pots, the printed sheet): those are the engine's own texts, which
``tarock.web.score.in_reader_language`` will put into Danish once the engine has a
catalogue of them."""


def english_in(text: str) -> list[str]:
    """The words of ``ENGLISH_WORDS`` in ``text`` (whole words, any case)."""
    return [
        word for word in ENGLISH_WORDS if re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.I)
    ]


def test_the_check_finds_english_words() -> None:
    assert english_in("Deal 2: Ann deals, the King pot") == ["the", "deal", "deals", "King pot"]
    assert english_in("Spil 2: Ann giver, kongekoppen og pagat i sidste stik") == []


def test_a_danish_evening_gives_the_packages_totals_and_pots(
    visit: Visit, site_dir: Path, tmp_path: Path
) -> None:
    html = (site_dir / PAGE / "index.html").read_text(encoding="utf-8")
    assert '<html lang="da"' in html and 'id="tarock-score-words"' in html
    page = visit.page
    visit.goto(PAGE)
    assert page.locator("html").get_attribute("lang") == "da"
    setup = page.evaluate(FORM_TEXT)
    assert DANISH["start"] in setup and english_in(setup) == [], english_in(setup)
    names = ("Ann", "Bo", "Cy")
    _begin(visit, names, 0, path=PAGE)
    _ready(visit)
    for number, deal in enumerate(THREE[:3], 1):
        _type_deal(visit, deal, number)
    _showing(visit, _sheet(names, THREE[:3]))
    assert page.inner_text("[data-score-pot][data-pot=king]").startswith("Kongekop ")
    assert page.inner_text("[data-score-deal] h2") == "Spil 4"
    # a Pagat and a King chosen, so that their lists of what became of them are open
    page.select_option("select[name=held-T1]", "1")
    page.select_option("select[name=held-HK]", "2")
    shown = page.evaluate(FORM_TEXT)
    for word in ("Kortgiver", "Meldinger", "Pagat og kongerne", "Hjerterkongen", "Kortpoint"):
        assert word in shown, word
    assert english_in(shown) == [], english_in(shown)
    # the CSV for a spreadsheet: Danish headers, the package's totals, and it opens again
    with page.expect_download() as download:
        page.click("[data-score-csv]")
    saved = tmp_path / "aften.csv"
    download.value.save_as(saved)
    header, *_, end = csv.reader(io.StringIO(saved.read_text(encoding="utf-8")))
    assert header[:2] == ["spil", "kortgiver"] and header[-3:] == ["kongekop", "pagatkop", "fakta"]
    assert english_in(" ".join(header)) == [], header
    final = _sheet(names, THREE[:3]).final()
    assert [int(end[header.index(f"i alt {name}")]) for name in names] == list(final.values())
    assert loads(saved.read_text(encoding="utf-8")).final() == final
    assert not visit.console_errors, visit.console_errors
    assert not visit.outside_requests()


def test_a_bad_entry_gets_a_danish_message(visit: Visit, tmp_path: Path) -> None:
    page = visit.page
    visit.goto(PAGE)
    for seat, name in enumerate(("Ann", "Bo", "ann")):
        page.fill(f"input[name=name{seat}]", name)
    page.click("[data-score-begin]")
    error = page.locator("[data-score-error]")
    error.wait_for()
    assert error.inner_text() == "ann sidder ved bordet to gange: giv hver spiller sit eget navn."
    page.fill("input[name=name2]", "Cy")
    page.click("[data-score-begin]")
    page.wait_for_selector("[data-score-deal]")
    _ready(visit)
    page.select_option("select[name=held-SK]", "1")  # a King played, and no word of its fate
    page.click("[data-score-enter]")
    page.wait_for_function(
        "() => document.querySelector('[data-score-error]').textContent.startsWith('Hvad')"
    )
    assert error.inner_text() == "Hvad blev der af sparkongen?"
    assert page.locator("[data-score-row]").count() == 0
    # an evening of a rule set the Danish page does not offer is refused, in Danish
    tapp = tmp_path / "tapp.json"
    tapp.write_text(Sheet("tapp-tarock", ("Ann", "Bo", "Cy")).dumps())
    page.set_input_files("[data-score-import]", str(tapp))
    page.wait_for_function(
        "() => document.querySelector('[data-score-error]').textContent.startsWith('tapp')"
    )
    assert error.inner_text().startswith("tapp.json: aftenen er spillet efter Tapp-Tarock")
    assert page.inner_text("[data-score-deal] h2") == "Spil 1"
    assert not visit.console_errors, visit.console_errors


def test_the_twins_link_each_other(visit: Visit) -> None:
    """Each page's link leads to its twin. Material's language switch takes over a click
    on any link into /da/ once it has read the sitemaps, and (the site has no sitemap: no
    site_url) sends it to /da/; the English page's link is ``target=_self``, which it
    leaves alone. The clicks wait until the sitemaps are read."""
    page = visit.page
    visit.goto("score/")
    page.wait_for_load_state("networkidle")
    with page.expect_navigation(url=f"**/{PAGE}"):
        page.locator("article a[hreflang=da]").click()
    assert page.locator("h1").inner_text().startswith("Hold regnskab ved bordet")
    with page.expect_navigation(url="**/score/"):
        page.locator("article a[hreflang=en][lang=en]").click()
    assert page.locator("html").get_attribute("lang") == "en"
    visit.goto("da/")  # the Danish home page's list leads to the Danish page
    with page.expect_navigation(url=f"**/{PAGE}"):
        page.locator("article a", has_text="Hold regnskab ved bordet").click()
    assert not visit.console_errors, visit.console_errors


def test_the_danish_evening_prints_on_one_a4_page(visit: Visit, tmp_path: Path) -> None:
    if not (shutil.which("pdftotext") and shutil.which("pdfinfo")):
        message = "poppler's pdftotext and pdfinfo are not installed"
        if browser_required():
            pytest.fail(message)
        pytest.skip(message)
    names = ("Ann", "Bo", "Cy", "Dan")
    sheet = _sheet(names, FOUR)
    saved = tmp_path / "aften.json"
    saved.write_text(sheet.dumps())
    page = visit.page
    visit.goto(PAGE)
    _ready(visit)
    page.set_input_files("[data-score-import]", str(saved))
    page.wait_for_selector('[data-score-row="6"]')
    page.emulate_media(media="print")
    pdf = tmp_path / "regnskab.pdf"
    page.pdf(path=str(pdf), format="A4", print_background=True)
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True)
    assert re.search(r"Pages:\s+1\n", info.stdout) and "(A4)" in info.stdout
    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    words = " ".join(text.split())
    assert "Dansk Tarok (2011): aftenens regnskab" in words
    assert "Spillere: Ann, Bo, Cy, Dan. Første kortgiver: Dan." in words
    final = sheet.final()
    assert (
        "Slutstilling: " + ", ".join(f"{n} {shown_number(final[s])}" for s, n in enumerate(names))
        in words
    )
    pays = "; ".join(
        f"{names[a]} betaler {names[b]} {shown_number(v)}" for a, b, v in transfers(final)
    )
    assert f"{DANISH['fewest']} {pays}." in words
    for label in ("Spil", "Kortgiver", "Kongekop", "Pagatkop"):
        assert label in words, label
    assert not visit.console_errors, visit.console_errors
