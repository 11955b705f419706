"""The score page's printed sheet: an evening of six deals at four prints on one A4 page
with the players, each deal's result and running totals, the pots before and after each
deal, its payments in short, the sharing of the pots, the final totals and who pays whom;
only the sheet prints, and no text on it is under 8 pt."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tarock.scoring.sheet import transfers
from tarock.text.explain import number as shown_number

from .conftest import Visit, browser_required
from .test_score import FOUR, _ready, _sheet

pytestmark = pytest.mark.browser

SMALLEST = """() => {
    const sizes = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
        const node = walker.currentNode;
        const box = node.parentElement;
        if (!node.textContent.trim() || !box.getClientRects().length) continue;
        if (getComputedStyle(box).visibility === "hidden") continue;
        const inside = Boolean(box.closest("[data-score-print]"));
        sizes.push([parseFloat(getComputedStyle(box).fontSize), node.textContent.trim(), inside]);
    }
    return sizes;
}"""
"""Every text shown: its font size in CSS pixels (1 pt is 4/3 px), and whether it is in
the printed sheet."""


def test_the_evening_prints_on_one_a4_page(visit: Visit, tmp_path: Path) -> None:
    if not (shutil.which("pdftotext") and shutil.which("pdfinfo")):
        message = "poppler's pdftotext and pdfinfo are not installed"
        if browser_required():  # CI installs them (.ci/run): there the check must run
            pytest.fail(message)
        pytest.skip(message)
    names = ("Ann", "Bo", "Cy", "Dan")
    sheet = _sheet(names, FOUR)
    saved = tmp_path / "evening.json"
    saved.write_text(sheet.dumps())
    page = visit.page
    visit.goto("score/?variant=danish-tarok")
    _ready(visit)
    page.set_input_files("[data-score-import]", str(saved))
    page.wait_for_selector('[data-score-row="6"]')

    page.emulate_media(media="print")
    shown = page.evaluate(SMALLEST)
    assert shown and not [text for _, text, inside in shown if not inside]  # the sheet alone
    small = [(size, text) for size, text, _ in shown if size < 8 * 4 / 3 - 0.01]
    assert not small, small

    pdf = tmp_path / "sheet.pdf"
    page.pdf(path=str(pdf), format="A4", print_background=True)
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True)
    assert re.search(r"Pages:\s+1\n", info.stdout)
    assert "(A4)" in info.stdout
    text = subprocess.run(
        ["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    words = re.sub(r"\s*→\s*", "→", " ".join(text.split()))  # however the arrows are spaced
    final = sheet.final()
    assert "Players: Ann, Bo, Cy, Dan. First dealer: Dan." in words
    assert (
        "Final totals: " + ", ".join(f"{n} {shown_number(final[s])}" for s, n in enumerate(names))
        in words
    )
    pays = "; ".join(
        f"{names[a]} pays {names[b]} {shown_number(v)}" for a, b, v in transfers(final)
    )
    assert f"Who pays whom, in the fewest transfers: {pays}." in words
    for scored in sheet.scores():  # every running total and the pots before and after
        for seat in sheet.seats:
            net = shown_number(scored.net.get(seat, 0))
            assert f"{net}→{shown_number(scored.totals[seat])}" in words
        for pot in scored.pots_after:
            assert (
                f"{shown_number(scored.pots_before[pot])}→{shown_number(scored.pots_after[pot])}"
                in words
            )
    assert "Dan's Vole takes the King pot: Dan +70" in words  # a payment in short
    assert not visit.console_errors
