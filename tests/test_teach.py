"""The teaching section: every exercise's answer key and every puzzle's margin, checked
against the package by a route other than the one that made them; the lesson's dates and
sources come from the rule sets."""

from __future__ import annotations

import json
import re
from fractions import Fraction

import pytest

from sitegen import exercises, findings, history, puzzles, teach
from sitegen.history import events
from tarock import rules
from tarock.cards import FOOL, parse
from tarock.engine.actions import Discard, Play, card_of
from tarock.engine.legal import legal_actions
from tarock.engine.phases import Phase
from tarock.engine.state import IllegalAction, State, deal
from tarock.fast import solver as compiled_solver
from tarock.play import play_deal
from tarock.rules.declarations import declare

EXERCISES = exercises.exercises()
PUZZLES = puzzles.load()


def test_there_are_24_exercises_or_more_five_of_each_kind() -> None:
    assert len(EXERCISES) >= 24
    kinds = [e.kind for e in EXERCISES]
    assert {kind: kinds.count(kind) for kind in exercises.KINDS} == dict.fromkeys(
        exercises.KINDS, 5
    )
    assert [e.number for e in EXERCISES] == list(range(1, len(EXERCISES) + 1))


def test_the_exercises_are_the_same_each_build() -> None:
    exercises.exercises.cache_clear()
    again = exercises.exercises()
    assert [(e.variant, e.seed, e.answer) for e in again] == [
        (e.variant, e.seed, e.answer) for e in EXERCISES
    ]


def _count(cards: list[str]) -> Fraction:
    """Card points counted by hand: the values less 2 for each three cards."""
    return Fraction(sum(parse(code).value for code in cards)) - Fraction(2 * len(cards), 3)


@pytest.mark.parametrize("exercise", [e for e in EXERCISES if e.kind == "points"], ids=str)
def test_a_points_answer_is_the_pile_counted_and_settled(exercise: exercises.Exercise) -> None:
    result = play_deal(rules.get(exercise.variant), "heuristic", exercise.seed)
    state = result.state
    seat = state.next_seat(state.next_seat(state.dealer))
    points, exact, bands = exercise.answer["numbers"]
    assert points == result.card_points[seat]
    assert exact == points - 26
    assert bands % 5 == 0 and abs(bands - exact) <= 2, "rounded to the nearest five"
    # The picture's cards are the pile counted.
    codes = [part.split('"')[0] for part in exercise.picture.split('data-card="')[1:]]
    assert _count(codes) == points


@pytest.mark.parametrize("exercise", [e for e in EXERCISES if e.kind == "discard"], ids=str)
def test_a_discard_answer_is_what_the_engine_accepts(exercise: exercises.Exercise) -> None:
    state = exercises._stop_at(rules.get(exercise.variant), exercise.seed, Phase.DISCARD)
    assert state is not None
    accepted = []
    for code in exercise.choices:
        try:
            state.after(Discard(parse(code)))
        except IllegalAction:
            continue
        accepted.append(code)
    assert sorted(accepted) == sorted(exercise.answer["cards"])
    assert 0 < len(accepted) < len(exercise.choices)
    for code in exercise.choices:
        if code not in accepted:
            assert "may not be laid away" in exercise.why[code]


@pytest.mark.parametrize("exercise", [e for e in EXERCISES if e.kind == "discard"], ids=str)
def test_a_discard_question_names_a_talon_only_where_the_rule_set_has_one(
    exercise: exercises.Exercise,
) -> None:
    ruleset = rules.get(exercise.variant)
    state = exercises._stop_at(ruleset, exercise.seed, Phase.DISCARD)
    assert state is not None
    held = len(state.hands[state.to_move])
    if ruleset.options.talon:
        assert "has taken the talon" in exercise.question
    else:
        assert "talon" not in exercise.question
        assert f"holds {held} cards after the deal" in exercise.question


@pytest.mark.parametrize("exercise", [e for e in EXERCISES if e.kind == "declare"], ids=str)
def test_a_declaration_answer_is_the_table_applied(exercise: exercises.Exercise) -> None:
    ruleset = rules.get(exercise.variant)
    state = deal(ruleset, exercise.seed)
    hand = state.dealt[state.next_seat(state.dealer)]
    said = declare(hand, ruleset.options.declarations)
    assert exercise.answer["numbers"] == [sum(d.value for d in said)]
    assert exercise.answer["numbers"][0] > 0
    for item in said:
        assert item.name in exercise.key


@pytest.mark.parametrize("exercise", [e for e in EXERCISES if e.kind == "legal"], ids=str)
def test_a_legal_cards_answer_is_what_the_engine_accepts(exercise: exercises.Exercise) -> None:
    ruleset = rules.get(exercise.variant)
    index = [e for e in EXERCISES if e.kind == "legal"].index(exercise)
    state = exercises._legal_state(ruleset, exercise.seed, index)
    assert state is not None
    hand = sorted(card.code for card in state.hands[state.to_move])
    assert sorted(exercise.choices) == hand
    accepted = []
    for code in hand:
        try:
            state.after(Play(parse(code)))
        except IllegalAction:
            continue
        accepted.append(code)
    assert sorted(accepted) == sorted(exercise.answer["cards"])
    assert len(accepted) < len(hand)


@pytest.mark.parametrize("exercise", [e for e in EXERCISES if e.kind == "winner"], ids=str)
def test_a_trick_winner_answer_holds_the_best_card(exercise: exercises.Exercise) -> None:
    result = play_deal(rules.get(exercise.variant), "heuristic", exercise.seed)
    number = int(exercise.question.split()[1].rstrip(","))
    trick = result.state.tricks[number - 1]
    assert FOOL in trick.cards
    winner = exercise.answer["seat"]
    assert "ABCD"[trick.winner] == winner
    card = trick.cards[trick.seats.index(trick.winner)]
    assert card is not FOOL, "the Fool never wins the trick"
    strength = result.state.strength
    trumps = [c for c in trick.cards if c.suit.name == "TRUMPS" and c is not FOOL]
    if trumps:
        assert card == max(trumps, key=strength.__getitem__)
    assert exercise.why[winner].startswith(f"{winner} wins")


def test_every_wrong_choice_says_why_with_a_rule_and_a_source() -> None:
    for exercise in EXERCISES:
        assert exercise.rule and exercise.source, exercise.number
        for choice in exercise.choices:
            assert exercise.why[choice], (exercise.number, choice)
        assert "\n" not in exercise.rule


# -- the puzzles -------------------------------------------------------------------------


def test_there_are_20_puzzles_or_more_four_of_each_rule_set() -> None:
    assert len(PUZZLES) >= 20
    for variant in rules.ids():
        assert sum(p.variant == variant for p in PUZZLES) >= 4, variant


def test_the_sidecar_says_how_the_puzzles_were_made() -> None:
    meta = json.loads(puzzles.SIDECAR.read_text(encoding="utf-8"))
    assert meta["command"].startswith("make puzzles")
    assert meta["worlds"] == puzzles.WORLDS and meta["margin"] == puzzles.MARGIN
    assert meta["solver"] == {
        "objective": "net",
        "tricks": puzzles.SOLVER_TRICKS,
        "limit": puzzles.SOLVER_LIMIT,
    }
    assert set(meta["deal_seeds"]) == set(rules.ids())
    assert set(meta["seconds"]) == set(rules.ids())


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: f"{p.variant}-{p.seed}")
def test_a_puzzle_is_its_position_and_legal_cards_with_a_clear_best(
    puzzle: puzzles.Puzzle,
) -> None:
    state = State.from_position(puzzle.position)
    assert "ABCD"[state.to_move] == puzzle.seat
    assert len(state.tricks) + 1 == puzzle.trick
    legal = sorted(str(getattr(card_of(action), "code", "")) for action in legal_actions(state))
    assert sorted(puzzle.values) == legal
    for run in (0, 1):
        values = {code: pair[run] for code, pair in puzzle.values.items()}
        best, lead = puzzles.lead(values)
        assert best == puzzle.best, "both runs agree"
        assert lead >= puzzles.MARGIN and lead >= puzzle.margin - 2e-3, "rounded to 3 places"


@pytest.mark.parametrize(
    "puzzle",
    [next(p for p in PUZZLES if p.variant == variant) for variant in rules.ids()],
    ids=lambda p: p.variant,
)
def test_a_puzzle_s_values_are_recomputed_by_the_search_player(puzzle: puzzles.Puzzle) -> None:
    state = State.from_position(puzzle.position)
    again = puzzles.valued(state, puzzles.RUN_SEEDS[0], puzzles.WORLDS)
    for code, value in again.items():
        assert value == pytest.approx(puzzle.values[code][0], abs=1e-3), code


def test_a_wrong_puzzle_card_is_compared_with_the_best() -> None:
    puzzle = PUZZLES[0]
    second = puzzles.ranked(puzzle)[1]
    text = puzzles.comparison(puzzle, second)
    gap = puzzles.mean(puzzle.values[puzzle.best]) - puzzles.mean(puzzle.values[second])
    assert f"{gap:.1f} game points a deal less" in text
    assert puzzles.comparison(puzzle, puzzle.best).split(":")[0].endswith("is the best card")


# -- the lesson --------------------------------------------------------------------------


def test_each_step_s_date_and_sources_come_from_the_rule_sets() -> None:
    years = [event.year for event in events()]
    for item in teach.STEPS:
        assert item.year in years
        ruleset = rules.VARIANTS[item.variant]
        for option in item.options:
            assert ruleset.citation(option) in item.sources()
        box = teach.step_box(item.key)
        assert f"**{item.event.when}.**" in box
        assert "../../play/?variant=" + item.variant in box
        assert "<figcaption>" in box or "| Rule |" in box


def test_the_lesson_steps_are_in_date_order_and_cover_the_six_points() -> None:
    years = [item.year for item in teach.STEPS]
    assert years == sorted(years)
    keys = {item.key for item in teach.STEPS}
    assert {"scies", "pots", "bands", "declarations", "four", "tapp"} <= keys


def test_an_unknown_step_is_a_clear_error() -> None:
    with pytest.raises(KeyError, match="no lesson step 'nope'"):
        teach.step("nope")


def test_the_bands_figure_is_the_findings_figure() -> None:
    result = findings.exact_or_bands()["danish-tarok"]
    text = teach._bands_figure()
    assert f"{100 * result.nothing['bands'].estimate:.0f}% in bands" in text


def test_the_declarations_row_says_what_grosstarock_added_to_the_1754_table() -> None:
    row = next(line for line in teach.changes_table().splitlines() if "declarations" in line)
    assert row == (
        "| 1783 | Grosstarock: the Nolo (1783); the declarations grow (undated)"
        " | 1754: 10 or more Tarocs; 3 or more Matadors; Cavalry in a suit and four Kings"
        " | Grosstarock adds 3 or more Kings (Pagat, XXI and Sküs count as Kings); four Queens;"
        " four Cavaliers; four Jacks and 16 or more Ladons |"
    )
    # Tied to the rule sets: the 1754 Tarocs are Grosstarock's trumps, so they are kept,
    # and every 1754 declaration Grosstarock lacks is named as not kept.
    had, kept, added = teach.declarations_added("taroc-1754", "grosstarock")
    assert kept == ["10 or more Tarocs", "3 or more Matadors", "Cavalry in a suit"]
    assert [item for item in had if item not in kept] == ["four Kings"]
    assert len(added) == 5
    kinds = {teach._kind(d) for d in rules.get("taroc-1754").options.declarations}
    new = [
        d.name for d in rules.get("grosstarock").options.declarations if teach._kind(d) not in kinds
    ]
    assert new == ["Kings", "four Queens", "four Cavaliers", "four Jacks", "Ladons"]


def test_the_lesson_names_works_in_words_never_by_key() -> None:
    from tarock.rules.sources import SOURCES

    for item in teach.STEPS:
        box = teach.step_box(item.key)
        text = re.sub(r"\]\([^)]*\)", "]", box)  # the links' targets may hold keys
        for key in SOURCES:
            assert key not in text, (item.key, key)
    box = teach.step_box("declarations")
    assert "as summarised in [the English Wikipedia article 'Grosstarock']" in box
    assert "[Michael Dummett, Twelve Tarot Games (1980)](../sources.md#dummett-1980)" in box


def test_every_date_on_the_family_tree_is_in_the_handout_table() -> None:
    svg = teach.handout_tree()
    on_tree = set(re.findall(r">~?(\d{4})(?:, (\d{4}))?<", svg))
    years = {int(y) for pair in on_tree for y in pair if y}
    years |= {int(y) for y in re.findall(r"(?:rules of|Dummett|>) ?(\d{4})</text>", svg)}
    years -= set(range(1700, 2025, 50))  # the axis
    in_table = {
        int(y) for y in re.findall(r"^\| (?:c\. )?(\d{4}) \|", teach.handout_timeline(), re.M)
    }
    assert years == in_table
    assert {1720, 1770, 1785, 1786, 1803, 1806, 1930, 1938, 1939, 2010} <= in_table
    assert len(in_table) == len(history.charted())


def test_no_year_label_or_title_of_the_tree_crosses_a_branch_curve() -> None:
    svg = history.family_tree_svg()
    lanes = history.LANES
    lane_y = {lane.key: history._Y0 + i * history._LANE_GAP for i, lane in enumerate(lanes)}
    curves = history.obstacles(lane_y)
    marks = {label for lane in lanes for _, label in history.markers(lane.key)}
    texts = re.findall(r'<text x="([\d.]+)" y="([\d.]+)"[^>]*font-size="13"[^>]*>([^<]+)<', svg)
    labels = [(x, y, label) for x, y, label in texts if label in marks]
    assert len(labels) == len(marks) == 12
    for x, y, label in labels:
        half = history._LABEL_EM * 13 * len(label) / 2
        box = (float(x) - half, float(y) - 11, float(x) + half, float(y) + 3)
        assert not any(history._overlaps(box, curve) for curve in curves), label
    titles = re.findall(r'<text x="([\d.]+)" y="([\d.]+)"[^>]*font-size="15"([^>]*)>([^<]+)<', svg)
    assert len(titles) == len(history.LANES)
    for x, y, attrs, title in titles:
        width = 9 * len(title)
        left = float(x) - width if 'text-anchor="end"' in attrs else float(x)
        box = (left, float(y) - 12, left + width, float(y) + 3)
        assert not any(history._overlaps(box, c) for c in curves[: len(history.LANES) - 1]), title


def test_the_plan_adds_up_to_45_minutes_from_the_lesson_s_own_timings() -> None:
    text = teach.LESSON.read_text(encoding="utf-8")
    item = teach.plan(text)
    assert item.tasks == (3, 2, 3)
    assert item.reading == round(teach.lesson_words(text) / 130)
    assert item.reading + sum(item.tasks) + item.exercises + item.puzzles == 45
    assert item.puzzles > 0
    sentence = teach.plan_sentence()
    assert sentence.startswith(f"45 minutes: {item.reading} of reading aloud")
    longer = text + " word" * 130 * (item.puzzles + 1)
    with pytest.raises(ValueError, match="no time for the puzzles: 46 of 45 minutes"):
        teach.plan(longer)


def test_a_number_field_lets_a_phone_type_a_minus_sign() -> None:
    # A settlement against 26 can be negative: no field asks for a digits-only keypad.
    points = next(e for e in EXERCISES if e.kind == "points")
    html = exercises.exercise_html(points)
    assert html.count('type="number"') == 3
    assert "inputmode" not in html and " min=" not in html
    assert any(n < 0 for e in EXERCISES if e.kind == "points" for n in e.answer["numbers"])


@pytest.mark.parametrize("exercise", [e for e in EXERCISES if e.kind == "points"], ids=str)
def test_a_counting_pile_fits_a_phone_and_shows_every_card(exercise: exercises.Exercise) -> None:
    width = float(exercise.picture.split('width="')[1].split('"')[0])
    assert width <= 340  # a 390 px phone's text column, with room to spare
    codes = [part.split('"')[0] for part in exercise.picture.split('data-card="')[1:]]
    assert len(codes) > exercises.PILE_ROW  # the pile does wrap


@pytest.mark.skipif(
    compiled_solver.unsupported(deal(rules.get("grosstarock"), 1)) is not None,
    reason="the compiled solver is not built (its limit counts the compiled search's positions)",
)
@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: f"{p.variant}-{p.seed}")
def test_the_open_hand_solver_s_verdict_on_each_puzzle_is_the_recorded_one(
    puzzle: puzzles.Puzzle,
) -> None:
    """Every puzzle replayed through the solver (net, every hand shown): the verdict stored
    with it, and none that the solver contradicts."""
    assert puzzle.solver in puzzles.VERDICTS and puzzle.solver != "contradicted"
    assert puzzles.verdict(puzzle.position, puzzle.best) == puzzle.solver


def test_the_page_says_which_answers_the_solver_proves() -> None:
    numbers = [n for n, p in enumerate(PUZZLES, start=1) if p.solver == "proven"]
    assert numbers, "some puzzle is within the solver's reach"
    text = puzzles.settings()
    assert "the other answers are the search player's judgement alone" in text
    for number in numbers:
        assert re.search(rf"\b{number}\b", text.split("It proves the answers of")[1].split(";")[0])
    for puzzle in PUZZLES:
        said = puzzles.explanation(puzzle)
        assert ("Proven by the open-hand solver" in said) == (puzzle.solver == "proven")
