"""The end of the evening on the score page: what is left in the pots is shared as the
evening chose, in whole chips (a reading, which the page says it is) or exactly, and the
page then shows who pays whom in the fewest transfers; each as the package works it out."""

from __future__ import annotations

import dataclasses

import pytest

from tarock.scoring.sheet import Sheet, transfers
from tarock.text.explain import number as shown_number
from tarock.text.explain import payment_rows

from .conftest import Visit
from .test_score import FOUR, _begin, _ready, _sheet, _type_deal

pytestmark = pytest.mark.browser

NAMES = ("Ann", "Bo", "Cy", "Dan")
READING = "is this page's reading"


def _end(visit: Visit) -> tuple[list[list[str]], str, list[str]]:
    """The sharing table's rows, the final totals and the transfers, as shown."""
    page = visit.page
    rows = page.eval_on_selector_all(
        ".score-end table tbody tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))"
    )
    final = page.inner_text("[data-score-final]")
    pays = page.eval_on_selector_all(
        "[data-score-transfers] li", "items => items.map(i => i.textContent)"
    )
    return rows, final, pays


def _expected(sheet: Sheet) -> tuple[list[list[str]], str, list[str]]:
    names = sheet.names
    rows = [
        [r["payer"], r["payee"], r["amount"], r["reason"]]
        for r in payment_rows(sheet.sharing(), names)
    ]
    final = sheet.final()
    said = ", ".join(f"{names[s]} {shown_number(v)}" for s, v in final.items())
    pays = [f"{names[a]} pays {names[b]} {shown_number(v)}" for a, b, v in transfers(final)]
    return rows, f"Final totals: {said}.", pays


def test_the_pots_are_shared_as_the_evening_chose_then_the_fewest_transfers(visit: Visit) -> None:
    page = visit.page
    visit.goto("score/?variant=danish-tarok")
    assert READING in page.inner_text(".score-setup")  # the choice is stated as a reading
    assert page.input_value("select[name=sharing]") == "chips"
    _begin(visit, NAMES, FOUR[0]["dealer"])
    _ready(visit)
    for number, deal in enumerate(FOUR[:3], 1):
        _type_deal(visit, deal, number)
    sheet = _sheet(NAMES, FOUR[:3])  # pots King 65, Pagat 75: not shared evenly by four
    assert READING in page.inner_text("[data-score-reading]")
    assert _end(visit) == _expected(sheet)  # whole chips of 5, the rest to the lowest total
    assert (
        page.locator(".score-end caption")
        .inner_text()
        .startswith("Sharing the pots (whole chips of 5")
    )
    page.select_option(".score-end select[name=sharing]", "exact")
    page.wait_for_selector("text=Sharing the pots (exactly)")
    exact = dataclasses.replace(sheet, chip=0)
    assert _end(visit) == _expected(exact)
    assert "16 1/4" in page.inner_text(".score-end table")  # 65 among four
    page.select_option(".score-end select[name=sharing]", "chips")
    page.wait_for_selector("text=Sharing the pots (whole chips of 5; the rest to the lowest total)")
    page.fill(".score-end input[name=chip]", "10")
    page.dispatch_event(".score-end input[name=chip]", "change")
    page.wait_for_selector(
        "text=Sharing the pots (whole chips of 10; the rest to the lowest total)"
    )
    assert _end(visit) == _expected(dataclasses.replace(sheet, chip=10))
    assert len(_end(visit)[2]) == len(transfers(dataclasses.replace(sheet, chip=10).final()))
    assert not visit.console_errors


def test_an_evening_begun_to_share_exactly(visit: Visit) -> None:
    page = visit.page
    visit.goto("score/?variant=danish-tarok")
    page.select_option("select[name=sharing]", "exact")
    assert page.locator("input[name=chip]").count() == 0
    _begin(visit, NAMES, FOUR[0]["dealer"])
    _ready(visit)
    for number, deal in enumerate(FOUR[:3], 1):
        _type_deal(visit, deal, number)
    assert page.input_value(".score-end select[name=sharing]") == "exact"
    assert _end(visit) == _expected(dataclasses.replace(_sheet(NAMES, FOUR[:3]), chip=0))
