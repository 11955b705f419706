"""Confidence intervals (tarock.analysis.stats): known values, edge cases, and honest coverage."""

from __future__ import annotations

import math
import random

import pytest

from tarock.analysis.stats import Interval, mean_interval, share_interval, wilson


def test_the_mean_interval_is_mean_plus_or_minus_1_96_standard_errors() -> None:
    values = [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]
    found = mean_interval(values)
    sd = math.sqrt(sum((v - 5.0) ** 2 for v in values) / 7)
    assert found.estimate == 5.0 and found.n == 8
    assert found.high - found.estimate == pytest.approx(1.959964 * sd / math.sqrt(8))
    assert found.estimate - found.low == pytest.approx(found.high - found.estimate)


def test_wilson_matches_published_values() -> None:
    # Newcombe (1998), table I: 81 of 263 gives 0.2553 to 0.3662; 15 of 148, 0.0624 to 0.1605.
    first, second = wilson(81, 263), wilson(15, 148)
    assert (round(first.low, 4), round(first.high, 4)) == (0.2553, 0.3662)
    assert (round(second.low, 4), round(second.high, 4)) == (0.0624, 0.1605)
    assert wilson(0, 20).low == 0.0 and wilson(0, 20).high > 0.1
    assert wilson(20, 20).high == 1.0 and wilson(20, 20).low < 0.9


def test_bad_input_gets_a_clear_error() -> None:
    with pytest.raises(ValueError, match="at least 2 values"):
        mean_interval([1.0])
    with pytest.raises(ValueError, match="at least 1 trial"):
        wilson(0, 0)
    with pytest.raises(ValueError, match="3 successes in 2 trials"):
        wilson(3, 2)


def test_nan_values_are_left_out_and_shares_count_true_flags() -> None:
    assert mean_interval([1.0, float("nan"), 3.0]).n == 2
    assert share_interval([True, True, False, False]).estimate == 0.5


@pytest.mark.parametrize(("make", "truth"), [("mean", 3.5), ("share", 0.1)])
def test_the_intervals_cover_the_truth_about_95_times_in_100(make: str, truth: float) -> None:
    draw = random.Random(26)
    covered = 0
    trials = 1000
    for _ in range(trials):
        if make == "mean":
            found = mean_interval([draw.randint(1, 6) for _ in range(200)])
        else:
            found = share_interval([draw.random() < truth for _ in range(200)])
        covered += found.contains(truth)
    assert 0.93 <= covered / trials <= 0.97, covered


def test_an_interval_answers_above_below_and_within() -> None:
    item = Interval(0.5, 0.4, 0.6, 100)
    assert item.above(0.39) and not item.above(0.45)
    assert item.below(0.61) and not item.below(0.55)
    assert item.within(0.4, 0.6) and not item.within(0.45, 0.6)
    assert item.format(".0%") == "50% (40% to 60%)"
    assert str(Interval(-1.5, -2.0, -1.0, 9)) == "\u22121.5 (\u22122.0 to \u22121.0)"
