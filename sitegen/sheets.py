"""The exercises and puzzles a 45-minute lesson has time for: two short sheets to print.

The lesson's plan (``teach.plan``) gives the exercises in pairs and the puzzles their
minutes; at ``EXERCISE_PACE`` and ``PUZZLE_PACE`` minutes apiece that makes the number of
each. Which ones follows a rule, never a pick by hand:

- exercises: the kinds in the order of the exercises page, round again while minutes are
  left; each time the exercise of that kind from a rule set the lesson plays, the one the
  sheet has used least, the order in which the lesson meets them breaking ties (then the
  exercise's number; a rule set the lesson does not play only when no other is left);
- puzzles: the lesson's rule sets in the order it meets them, round again while minutes
  are left; each time that rule set's clearest puzzle not yet taken (the widest margin by
  which the best card beats the next).

Each keeps its number from the full page, so one answer key serves both.

Examples:
    >>> [exercise.kind for exercise in lesson_exercises(10)]
    ['points', 'discard', 'declare', 'legal', 'winner']
    >>> len(lesson_puzzles(8))
    4
"""

from __future__ import annotations

from collections import Counter
from typing import Final

from sitegen import exercises, puzzles, teach
from sitegen.exercises import Exercise
from sitegen.puzzles import Puzzle
from tarock import rules

EXERCISE_PACE: Final = 2
"""Minutes a pair of students takes for one exercise: read it, count or pick, check."""
PUZZLE_PACE: Final = 2
"""Minutes the class takes for one puzzle: a vote, the click, a word on why."""


def lesson_rulesets() -> list[str]:
    """The rule sets of the lesson's steps, in the order the lesson meets them."""
    return list(dict.fromkeys(step.variant for step in teach.STEPS))


def _rank(variant: str) -> int:
    order = lesson_rulesets()
    return order.index(variant) if variant in order else len(order)


def lesson_exercises(minutes: int | None = None) -> list[Exercise]:
    """The exercises for ``minutes`` in pairs (the plan's by default), by the module's rule,
    in the order of their numbers."""
    minutes = teach.plan().exercises if minutes is None else minutes
    left = list(exercises.exercises())
    kinds = list(exercises.KINDS)
    chosen: list[Exercise] = []
    used: Counter[str] = Counter()
    turn = 0
    while left and len(chosen) < minutes // EXERCISE_PACE:
        kind = kinds[turn % len(kinds)]
        turn += 1
        mine = [exercise for exercise in left if exercise.kind == kind]
        if not mine:
            continue
        best = min(
            mine,
            key=lambda e: (e.variant not in lesson_rulesets(), used[e.variant], _rank(e.variant)),
        )
        chosen.append(best)
        used[best.variant] += 1
        left.remove(best)
    return sorted(chosen, key=lambda exercise: exercise.number)


def lesson_puzzles(minutes: int | None = None) -> list[tuple[int, Puzzle]]:
    """The puzzles for ``minutes`` played together (the plan's by default), by the module's
    rule, each with its number on the puzzles page, in the order of those numbers."""
    minutes = teach.plan().puzzles if minutes is None else minutes
    numbered = list(enumerate(puzzles.load(), start=1))
    queues = {
        variant: sorted(
            (item for item in numbered if item[1].variant == variant),
            key=lambda item: (-item[1].margin, item[0]),
        )
        for variant in lesson_rulesets()
    }
    chosen: list[tuple[int, Puzzle]] = []
    while any(queues.values()) and len(chosen) < minutes // PUZZLE_PACE:
        for queue in queues.values():
            if queue and len(chosen) < minutes // PUZZLE_PACE:
                chosen.append(queue.pop(0))
    return sorted(chosen, key=lambda item: item[0])


def _titles(variants: list[str]) -> str:
    names = [rules.VARIANTS[variant].title for variant in variants]
    return ", ".join(names[:-1]) + f" and {names[-1]}" if len(names) > 1 else "".join(names)


def exercises_rule() -> str:
    """How the lesson's exercises were chosen, with the plan's figures."""
    minutes = teach.plan().exercises
    chosen = lesson_exercises()
    return (
        f"The plan of the {teach.MINUTES}-minute lesson has {minutes} minutes for the"
        f" exercises in pairs; at {EXERCISE_PACE} minutes an exercise, that is {len(chosen)}"
        f" of the {len(exercises.exercises())} on the [exercises page](exercises.md)."
        " They are chosen by a rule: one of each kind in the page's order (round again if"
        " minutes are left), each time from the rule set of the lesson the sheet has used"
        f" least, the lesson's order ({_titles(lesson_rulesets())}) breaking ties, then the"
        " exercise's number. Each keeps its number,"
        " so the [answer key](answers.md#exercises) serves this sheet too."
    )


def puzzles_rule() -> str:
    """How the lesson's puzzles were chosen, with the plan's figures."""
    minutes = teach.plan().puzzles
    chosen = lesson_puzzles()
    return (
        f"The plan of the {teach.MINUTES}-minute lesson leaves {minutes} minutes for puzzles"
        f" played together; at {PUZZLE_PACE} minutes a puzzle (a vote, the click, a word on"
        f" why), that is {len(chosen)} of the {len(puzzles.load())} on the"
        " [puzzles page](puzzles.md). They are chosen by a rule: the rule sets in the order"
        f" the lesson meets them ({_titles(lesson_rulesets())}), round again if minutes are"
        " left, each time that rule set's clearest puzzle, the one whose best card wins by"
        " the widest margin. Each keeps its number, so the [answers](answers.md#puzzles)"
        " serve this sheet too."
    )


def exercises_sheet() -> str:
    """The lesson's exercises as the exercises page shows them."""
    return "\n".join(exercises.exercise_html(exercise) for exercise in lesson_exercises())


def puzzles_sheet() -> str:
    """The lesson's puzzles as the puzzles page shows them, each under its rule set."""
    out: list[str] = []
    for number, puzzle in lesson_puzzles():
        out += [f"## {rules.VARIANTS[puzzle.variant].title}", ""]
        out.append(puzzles.puzzle_html(puzzle, number))
    return "\n".join(out)


def print_list() -> str:
    """What to print for the lesson, for the lesson page and the Teach page."""
    return (
        f"*To print for the class:* the [handout](handout.md) (one A4 page), the"
        f" [lesson's exercises](lesson-exercises.md) ({len(lesson_exercises())} for the pairs,"
        f" two A4 pages at most) and, to project or print, the"
        f" [lesson's puzzles](lesson-puzzles.md) ({len(lesson_puzzles())}, two A4 pages at"
        " most); the full [exercises](exercises.md) and [puzzles](puzzles.md) are there for"
        " more."
    )
