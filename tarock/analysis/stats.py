"""95% confidence intervals for the figures drawn from simulated deals (the site, the lab).

A figure from 600 or 3000 simulated deals is an estimate: these functions give it
with the range that would cover the true value in 95 of 100 such simulations.
Means use the normal approximation (mean ± 1.96·sd/√n), proportions the Wilson
score interval, which stays inside 0 to 1 and behaves for rare events.

Examples:
    >>> mean_interval([1, 2, 3, 4]).format(".2f")
    '2.50 (1.23 to 3.77)'
    >>> wilson(0, 10).high > 0 and wilson(10, 10).low < 1
    True
    >>> print(wilson(30, 100).format(".0%"))
    30% (22% to 40%)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from statistics import NormalDist

Z95 = 1.959963984540054
"""The two-sided 95% point of the standard normal distribution."""


@dataclass(frozen=True)
class Interval:
    """An estimate with its 95% confidence interval, from ``n`` observations."""

    estimate: float
    low: float
    high: float
    n: int

    def above(self, value: float) -> bool:
        """The whole interval lies above ``value``."""
        return self.low > value

    def below(self, value: float) -> bool:
        """The whole interval lies below ``value``."""
        return self.high < value

    def within(self, low: float, high: float) -> bool:
        """The whole interval lies between ``low`` and ``high``."""
        return low <= self.low and self.high <= high

    def contains(self, value: float) -> bool:
        return self.low <= value <= self.high

    def format(self, spec: str = ".1f", *, signed: bool = False) -> str:
        """``estimate (low to high)`` with a format spec such as ``.1f`` or ``.0%``;
        ``signed`` puts a sign on the estimate. Minus signs are typographic (U+2212).

        Examples:
            >>> Interval(-0.04, -0.31, 0.23, 900).format(".2f", signed=True) == (
            ...     "\u22120.04 (\u22120.31 to 0.23)"
            ... )
            True
        """
        head = format(self.estimate, ("+" if signed else "") + spec)
        text = f"{head} ({format(self.low, spec)} to {format(self.high, spec)})"
        return text.replace("-", "\u2212")

    def __str__(self) -> str:
        return self.format()


def mean_interval(values: Iterable[float], z: float = Z95) -> Interval:
    """The mean of ``values`` with mean ± z·sd/√n (sd with n - 1); NaN values are skipped.

    Examples:
        >>> mean_interval([5.0] * 4)
        Interval(estimate=5.0, low=5.0, high=5.0, n=4)
    """
    data = [value for value in map(float, values) if not math.isnan(value)]
    n = len(data)
    if n < 2:
        raise ValueError(f"a confidence interval needs at least 2 values, not {n}")
    mean = math.fsum(data) / n
    variance = math.fsum((value - mean) ** 2 for value in data) / (n - 1)
    half = z * math.sqrt(variance / n)
    return Interval(mean, mean - half, mean + half, n)


def wilson(successes: int, n: int, z: float = Z95) -> Interval:
    """The share ``successes / n`` with its Wilson score interval.

    Examples:
        >>> round(wilson(5, 50).low, 4), round(wilson(5, 50).high, 4)
        (0.0435, 0.2136)
    """
    if n < 1:
        raise ValueError(f"a proportion needs at least 1 trial, not {n}")
    if not 0 <= successes <= n:
        raise ValueError(f"{successes} successes in {n} trials")
    share = successes / n
    denominator = 1 + z * z / n
    centre = (share + z * z / (2 * n)) / denominator
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / denominator
    low, high = max(0.0, centre - half), min(1.0, centre + half)
    return Interval(share, min(low, share), max(high, share), n)  # exact at 0 and n


def share_interval(flags: Iterable[bool], z: float = Z95) -> Interval:
    """The share of true ``flags`` with its Wilson interval.

    Examples:
        >>> share_interval([True, False, False, False]).estimate
        0.25
    """
    values = [bool(flag) for flag in flags]
    return wilson(sum(values), len(values), z)


def p_value(interval: Interval) -> float:
    """The two-sided p-value of "the difference is zero" that a 95% normal interval implies
    (1 for an interval of no width around zero, 0 for one of no width off it).

    Examples:
        >>> round(p_value(Interval(1.96, 0.0, 3.92, 100)), 3)
        0.05
    """
    half = (interval.high - interval.low) / 2
    if half <= 0:
        return 1.0 if interval.estimate == 0 else 0.0
    z = abs(interval.estimate) / (half / Z95)
    return math.erfc(z / math.sqrt(2))


def holm(p_values: Sequence[float], alpha: float = 0.05) -> list[bool]:
    """Holm's step-down method: which of several claims stand when all of them are made
    together, the chance of any false one held at ``alpha``.

    Examples:
        >>> holm([0.01, 0.04, 0.03])  # 0.01 < 0.05/3; 0.03 > 0.05/2: it and 0.04 fall
        [True, False, False]
        >>> holm([0.001, 0.02, 0.04])
        [True, True, True]
    """
    order = sorted(range(len(p_values)), key=lambda k: p_values[k])
    stands = [False] * len(p_values)
    for rank, k in enumerate(order):
        if p_values[k] > alpha / (len(p_values) - rank):
            break
        stands[k] = True
    return stands


def deals_needed(interval: Interval, claims: int, power: float = 0.8) -> int | None:
    """About how many deals would make a claim of this size stand among ``claims`` claims
    (Bonferroni's share of 5%, the strictest step of Holm's) with chance ``power``, if the
    estimate is the true value (None for an estimate of zero: no number of deals would).

    Examples:
        >>> deals_needed(Interval(0.5, -0.48, 1.48, 100), claims=1)  # 100 · (2.80 · 0.5 / 0.5)²
        785
    """
    half = (interval.high - interval.low) / 2
    if interval.estimate == 0 or half <= 0:
        return None
    sd_of_mean = half / Z95
    normal = NormalDist()
    z = normal.inv_cdf(1 - 0.05 / (2 * claims)) + normal.inv_cdf(power)
    return math.ceil(interval.n * (z * sd_of_mean / abs(interval.estimate)) ** 2)
