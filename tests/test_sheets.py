"""The lesson's sheets: as many exercises and puzzles as the plan's minutes allow, chosen by
the rule the pages state, each keeping its number from the full page."""

from __future__ import annotations

from collections import Counter

from sitegen import exercises, puzzles, sheets, teach


def test_the_lesson_s_exercises_fill_the_plan_s_minutes_one_of_each_kind() -> None:
    plan = teach.plan()
    chosen = sheets.lesson_exercises()
    assert len(chosen) == plan.exercises // sheets.EXERCISE_PACE
    assert len(chosen) == len(exercises.KINDS), "the plan's ten minutes make one of each kind"
    assert sorted(e.kind for e in chosen) == sorted(exercises.KINDS)
    full = exercises.exercises()
    assert all(full[e.number - 1] == e for e in chosen), "each is the full page's, number and all"
    assert [e.number for e in chosen] == sorted(e.number for e in chosen)


def test_the_lesson_s_exercises_spread_over_the_lesson_s_rule_sets() -> None:
    lesson = sheets.lesson_rulesets()
    assert lesson == ["taroc-1754", "grosstarock", "tapp-tarock", "danish-tarok"]
    used = Counter(e.variant for e in sheets.lesson_exercises())
    assert set(used) == set(lesson), "every rule set the lesson plays, and no other"
    assert max(used.values()) - min(used.values()) <= 1


def test_more_minutes_go_round_the_kinds_again() -> None:
    assert len(sheets.lesson_exercises(4)) == 2
    chosen = sheets.lesson_exercises(20)
    assert Counter(e.kind for e in chosen) == dict.fromkeys(exercises.KINDS, 2)
    assert len({e.number for e in chosen}) == len(chosen)
    everything = sheets.lesson_exercises(1000)
    assert sorted(e.number for e in everything) == [e.number for e in exercises.exercises()]


def test_the_lesson_s_puzzles_are_each_rule_set_s_clearest() -> None:
    plan = teach.plan()
    chosen = sheets.lesson_puzzles()
    assert len(chosen) == plan.puzzles // sheets.PUZZLE_PACE == 4
    stored = puzzles.load()
    for number, puzzle in chosen:
        assert stored[number - 1] == puzzle, "the number is the puzzles page's"
        same = [p.margin for p in stored if p.variant == puzzle.variant]
        assert puzzle.margin == max(same)
    assert [p.variant for _, p in chosen] == sorted(
        sheets.lesson_rulesets(), key=[p.variant for p in stored].index
    )


def test_fewer_or_more_minutes_change_the_puzzles_by_the_same_rule() -> None:
    assert [p.variant for _, p in sheets.lesson_puzzles(2)] == ["taroc-1754"]
    twice = sheets.lesson_puzzles(16)
    assert Counter(p.variant for _, p in twice) == dict.fromkeys(sheets.lesson_rulesets(), 2)
    lesson_only = [p for p in puzzles.load() if p.variant in sheets.lesson_rulesets()]
    assert len(sheets.lesson_puzzles(1000)) == len(lesson_only)


def test_the_sheets_state_their_rule_with_the_plan_s_figures() -> None:
    plan = teach.plan()
    text = sheets.exercises_rule()
    assert f"has {plan.exercises} minutes for the exercises in pairs" in text
    assert f"that is {len(sheets.lesson_exercises())} of the {len(exercises.exercises())}" in text
    text = sheets.puzzles_rule()
    assert f"leaves {plan.puzzles} minutes for puzzles" in text
    assert f"that is {len(sheets.lesson_puzzles())} of the {len(puzzles.load())}" in text
    sheet = sheets.exercises_sheet()
    assert sheet.count('class="teach-exercise"') == len(sheets.lesson_exercises())
    assert sheets.puzzles_sheet().count("data-puzzle=") == len(sheets.lesson_puzzles())


def test_the_lesson_links_its_sheets_and_no_longer_counts_them_by_hand() -> None:
    text = teach.LESSON.read_text(encoding="utf-8")
    assert "sheets.print_list()" in text
    assert "(lesson-exercises.md)" in text and "(lesson-puzzles.md)" in text
    assert "about five exercises" not in text
    listed = sheets.print_list()
    assert "(lesson-exercises.md)" in listed and "(lesson-puzzles.md)" in listed
