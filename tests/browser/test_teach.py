"""The teaching pages in a browser: one exercise of each kind answered right and wrong,
one puzzle per rule set played, the handout on one A4 page and the sheets printed."""

from __future__ import annotations

import re

import pytest

from sitegen import exercises, puzzles, teach
from tarock import rules

from .conftest import Visit

pytestmark = pytest.mark.browser


def _pages_in(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page[^s]", pdf))


def _first(kind: str) -> exercises.Exercise:
    return next(e for e in exercises.exercises() if e.kind == kind)


def _answer(visit: Visit, exercise: exercises.Exercise, right: bool) -> str:
    """Give the exercise's answer (or a wrong one) on the page; the feedback's text."""
    page = visit.page
    box = page.locator(f'[data-exercise="{exercise.number}"]')
    answer = exercise.answer
    if "cards" in answer:
        wanted = set(answer["cards"])
        if not right:  # one card too many: the first one that may not be picked
            wanted.add(next(c for c in exercise.choices if c not in wanted))
        for code in wanted:
            box.locator(f'[data-choice="{code}"]').click()
    elif "seat" in answer:
        seat = answer["seat"] if right else next(s for s in exercise.choices if s != answer["seat"])
        box.locator(f'[data-choice="{seat}"]').click()
    else:
        for n, value in enumerate(answer["numbers"]):
            given = value if right or n else value + 1
            box.locator(f'[data-field="{n}"]').fill(str(given))
    box.locator("[data-check]").click()
    feedback = box.locator("[data-feedback]")
    assert feedback.get_attribute("data-result") == ("right" if right else "wrong")
    return feedback.inner_text()


@pytest.mark.parametrize("kind", list(exercises.KINDS))
def test_an_exercise_of_each_kind_answered_right_and_wrong(visit: Visit, kind: str) -> None:
    exercise = _first(kind)
    visit.goto("teach/exercises/")
    assert visit.page.locator("[data-exercise]").count() == len(exercises.exercises())
    wrong = _answer(visit, exercise, right=False)
    assert wrong.startswith("Not")
    assert "The rule" in wrong or "declares" in wrong, wrong
    source_label = visit.page.locator(
        f'[data-exercise="{exercise.number}"] [data-feedback] a[href*="sources/#"]'
    )
    assert source_label.count() == 1, "the rule's source is linked"
    visit.goto("teach/exercises/")
    right = _answer(visit, exercise, right=True)
    assert right.startswith("Right")
    assert not visit.console_errors


def _pick(visit: Visit, number: int, code: str) -> str:
    box = visit.page.locator(f'[data-puzzle="{number}"]')
    box.locator(f'[data-choice="{code}"]').click()
    return box.locator("[data-feedback]").inner_text()


@pytest.mark.parametrize("variant", rules.ids())
def test_a_puzzle_of_each_rule_set_is_played(visit: Visit, variant: str) -> None:
    stored = puzzles.load()
    number, puzzle = next((n, p) for n, p in enumerate(stored, 1) if p.variant == variant)
    visit.goto("teach/puzzles/")
    box = visit.page.locator(f'[data-puzzle="{number}"]')
    illegal = box.locator("[data-choice][disabled]").count()
    assert box.locator("[data-choice]").count() - illegal == len(puzzle.values)
    second = puzzles.ranked(puzzle)[1]
    text = _pick(visit, number, second)
    assert "game points a deal less" in text
    assert box.locator("[data-feedback]").get_attribute("data-result") == "wrong"
    text = _pick(visit, number, puzzle.best)
    assert "is the best card" in text
    assert box.locator("[data-feedback]").get_attribute("data-result") == "right"
    link = box.locator("a", has_text="Play on from here").get_attribute("href") or ""
    assert "position=" in link and f"variant={variant}" in link
    assert not visit.console_errors


def test_the_handout_prints_on_one_a4_page(visit: Visit) -> None:
    visit.goto("teach/handout/")
    page = visit.page
    assert page.locator(".teach-handout svg").count() >= 1, "the family tree"
    assert page.locator(".teach-handout table").count() == 3
    page.emulate_media(media="print")
    assert page.locator(".md-sidebar--primary").first.is_hidden()
    assert _pages_in(page.pdf(format="A4")) == 1


@pytest.mark.parametrize(("path", "most"), [("teach/exercises/", 14), ("teach/puzzles/", 14)])
def test_the_sheets_print_without_their_controls(visit: Visit, path: str, most: int) -> None:
    visit.goto(path)
    page = visit.page
    page.emulate_media(media="print")
    assert page.locator("[data-check], .teach-actions").first.is_hidden()
    pages = _pages_in(page.pdf(format="A4"))
    assert 2 <= pages <= most, pages


def test_the_answers_print(visit: Visit) -> None:
    visit.goto("teach/answers/")
    page = visit.page
    rows = page.locator("table tbody tr").count()
    assert rows == len(exercises.exercises()) + len(puzzles.load())
    page.emulate_media(media="print")
    assert 1 <= _pages_in(page.pdf(format="A4")) <= 4


def test_every_lesson_picture_has_a_caption_and_alternative_text(visit: Visit) -> None:
    visit.goto("teach/lesson/")
    page = visit.page
    steps = page.locator("[data-step]")
    assert steps.count() == 7
    for figure in page.locator(".teach-step figure").all():
        assert figure.locator("figcaption").inner_text().strip()
        assert figure.locator("[aria-label]").first.get_attribute("aria-label")
    assert page.locator('.teach-step a[href*="play/?variant="]').count() == 7


@pytest.mark.parametrize("width", [1280, 390])
def test_a_step_s_table_stays_inside_the_step_s_border(visit: Visit, width: int) -> None:
    page = visit.page
    page.set_viewport_size({"width": width, "height": 900})
    visit.goto("teach/lesson/")
    step = page.locator('[data-step="bands"]')
    box = step.bounding_box()
    wrap = step.locator(".md-typeset__scrollwrap").first.bounding_box()
    assert box and wrap
    border = 3  # the step's left border
    assert wrap["x"] >= box["x"] + border
    assert wrap["x"] + wrap["width"] <= box["x"] + box["width"] + 0.5


def test_the_teach_page_gives_the_lesson_s_own_minutes(visit: Visit) -> None:
    item = teach.plan()
    visit.goto("teach/")
    text = visit.page.locator("article").inner_text()
    assert f"A plan for 45 minutes: {item.reading} of reading aloud" in text
    assert f"{item.exercises} of exercises in pairs" in text
    assert f"{item.puzzles} for puzzles played together" in text
    visit.goto("teach/lesson/")
    assert f"The plan for 45 minutes: {item.reading} of reading aloud" in (
        visit.page.locator("article").inner_text()
    )
