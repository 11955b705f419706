"""The simulated deals behind the notebooks and the findings page, and their key figures.

Every notebook and the page "What the scoring rules change" read their deals through
``deals``: the same seed, the same number of deals per rule set, sessions of
``SESSION`` deals for the rule sets that carry pots. A simulation is kept in
``.cache/simulate`` under a hash of the package source (``tarock.analysis.simulate.cached``),
so within one build of the site each set of deals is played once and shared, and it
is never read stale.

``exact_or_bands`` settles the same deals exactly against 26 and in Danish bands and
returns the figures that answer the project's central question, each a
``tarock.analysis.stats.Interval`` (a 95% confidence interval over deals).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Final

import numpy as np
import pandas as pd

from sitegen import ROOT
from tarock import rules
from tarock.analysis.rows import POSITIONS
from tarock.analysis.simulate import CATEGORIES, cached
from tarock.analysis.stats import Interval, mean_interval, share_interval
from tarock.scoring.session import keeps_pots

SEED: Final = 1754
"""The seed of every simulation on the site."""
DEALS: Final = 2000
"""Deals per rule set with heuristic players at every seat."""
RANDOM_DEALS: Final = 600
"""Deals per rule set with random players at every seat."""
SESSION: Final = 30
"""Deals in a session of the rule sets that keep pots (the pots are shared at its end)."""
WORKERS: Final = 2
"""Processes that share a simulation (the result does not depend on it)."""


CACHE: Final = ROOT / ".cache" / "simulate" if (ROOT / "pyproject.toml").is_file() else None
"""Where simulations are kept (in a checkout of the project; none for an installed package)."""


def variants() -> list[str]:
    """The rule sets for three players with the 78-card pack, in the registry's order."""
    return [
        key
        for key, ruleset in rules.VARIANTS.items()
        if ruleset.options.pack == 78 and ruleset.options.seats == 3
    ]


def title(variant: str) -> str:
    """A rule set's title, e.g. ``Grosstarock (after Dummett)``."""
    return rules.VARIANTS[variant].title


def deals(
    variant: str, players: str = "heuristic", n: int = DEALS, options: Sequence[str] = ()
) -> pd.DataFrame:
    """``n`` seeded deals of ``variant`` played by ``players``: one row per deal and seat
    (``tarock.analysis.simulate.COLUMNS``), with a ``role`` column (dealer, forehand,
    middlehand)."""
    pots = keeps_pots(rules.get(variant, tuple(options)).options)
    frame = cached(
        CACHE,
        variant,
        n,
        players,
        SEED,
        options,
        session=SESSION if pots else None,
        workers=WORKERS,
    )
    frame["role"] = frame["position"].map(POSITIONS)
    return frame


def all_deals(players: str = "heuristic", n: int = DEALS) -> pd.DataFrame:
    """``deals`` of every rule set of ``variants``, one frame."""
    return pd.concat([deals(v, players, n) for v in variants()], ignore_index=True)


# -- 26 exactly or in bands ---------------------------------------------------------------

RULES: Final = ("exact", "bands")
"""The two ways of settling card points compared: exactly against 26, Danish bands."""

READINGS: Final = {"absorber": "bands", "each": "bands_each"}
"""The two readings of who settles the Danish bands with whom, by the column of their
game points: the seat after the dealer unrounded, taking the balance (``bands``, Board
Game Arena's program and the project's default), or each player's rounded amount paid by
each opponent, as bonuses are (``bands_each``)."""


@dataclass(frozen=True)
class Settlement:
    """For one rule set, card points settled both ways on the same deals."""

    variant: str
    deals: int
    size: dict[str, Interval]
    """The mean card-point payment to or from a seat (its absolute amount)."""
    size_change: Interval
    """Bands less exact in that mean size, paired deal by deal."""
    nothing: dict[str, Interval]
    """The share of seats whose card points pay nothing."""
    quiet: dict[str, Interval]
    """The share of deals in which card points pay nobody anything."""
    absorber_change: Interval
    """What the bands change in forehand's card-point payment on average (he absorbs)."""
    absorber_spread: Interval
    """Forehand's mean distance between his banded and exact payment, less the dealer's."""
    share: dict[str, Interval]
    """Card points' share of all that changes hands in a deal (pots aside), mean over deals."""
    agreement: dict[str, Interval]
    """Of the seats off the par, the share whose result for the deal has the sign of their
    card points against 26 (above the par and ahead, or below and behind)."""
    agreement_change: Interval
    """Bands less exact in that agreement, paired deal by deal."""


def _per_deal(frame: pd.DataFrame, values: pd.Series) -> pd.Series:
    return values.groupby(frame["deal"]).mean()


def settlement(frame: pd.DataFrame, reading: str = "absorber") -> Settlement:
    """The ``Settlement`` figures of one rule set's deals (a ``deals`` frame), the bands
    read as ``reading`` (a key of ``READINGS``)."""
    variant = str(frame["variant"].iloc[0])
    column = {"exact": "exact", "bands": READINGS[reading]}
    cp = {rule: frame[f"cp_{column[rule]}"] for rule in RULES}
    net = {rule: frame[f"net_{column[rule]}"] for rule in RULES}
    size = {rule: cp[rule].abs() for rule in RULES}
    per_deal_size = {rule: _per_deal(frame, size[rule]) for rule in RULES}
    zero = {rule: _per_deal(frame, cp[rule] == 0) for rule in RULES}
    quiet = {
        rule: share_interval((cp[rule] == 0).groupby(frame["deal"]).all().tolist())
        for rule in RULES
    }
    change = cp["bands"] - cp["exact"]
    forehand = frame["role"] == "forehand"
    dealer = frame["role"] == "dealer"
    spread = (
        change[forehand].abs().to_numpy() - change[dealer].abs().to_numpy()
    )  # one of each per deal, in deal order
    bonuses = [c for c in CATEGORIES if c not in ("card_points", "pots")]
    moved = frame[[f"pay_{c}" for c in bonuses]].abs().sum(axis=1)
    moved_bonuses = moved.groupby(frame["deal"]).sum()
    share: dict[str, Interval] = {}
    agreement: dict[str, pd.Series] = {}
    off_par = frame["card_points"] != 26
    for rule in RULES:
        card = size[rule].groupby(frame["deal"]).sum()
        total = card + moved_bonuses
        share[rule] = mean_interval((card / total).where(total > 0).tolist())
        result = net[rule] - frame["from_pots"]
        agree = (np.sign(frame["card_points"] - 26) == np.sign(result))[off_par]
        agreement[rule] = agree.groupby(frame["deal"][off_par]).mean()
    return Settlement(
        variant=variant,
        deals=int(frame["deal"].nunique()),
        size={rule: mean_interval(per_deal_size[rule].tolist()) for rule in RULES},
        size_change=mean_interval((per_deal_size["bands"] - per_deal_size["exact"]).tolist()),
        nothing={rule: mean_interval(zero[rule].astype(float).tolist()) for rule in RULES},
        quiet=quiet,
        absorber_change=mean_interval(change[forehand].tolist()),
        absorber_spread=mean_interval(spread.tolist()),
        share=share,
        agreement={rule: mean_interval(agreement[rule].tolist()) for rule in RULES},
        agreement_change=mean_interval((agreement["bands"] - agreement["exact"]).dropna().tolist()),
    )


def exact_or_bands(
    frame: pd.DataFrame | None = None, reading: str = "absorber"
) -> dict[str, Settlement]:
    """``settlement`` for every rule set of ``variants`` (of ``frame``, default ``all_deals``,
    worked out once per process), the bands read as ``reading``."""
    if frame is None:
        return _exact_or_bands(reading)
    return {
        str(variant): settlement(part, reading)
        for variant, part in frame.groupby("variant", sort=False)
    }


@cache
def _exact_or_bands(reading: str) -> dict[str, Settlement]:
    return exact_or_bands(all_deals(), reading)


def both_readings(frame: pd.DataFrame | None = None) -> dict[str, dict[str, Settlement]]:
    """``exact_or_bands`` under each reading of ``READINGS``."""
    return {reading: exact_or_bands(frame, reading) for reading in READINGS}


def _pooled(values: list[Interval]) -> tuple[float, float]:
    """The smallest and largest estimate of several intervals."""
    estimates = [item.estimate for item in values]
    return min(estimates), max(estimates)


def minus(text: str) -> str:
    """Hyphen-minus signs as typographic ones (U+2212)."""
    return text.replace("-", "\u2212")


def span(values: list[Interval], spec: str = ".1f") -> str:
    """``a to b``: the smallest and largest estimate, or one figure when they agree.

    Examples:
        >>> span([Interval(6.96, 6.8, 7.1, 9), Interval(7.18, 7.0, 7.3, 9)])
        '7.0 to 7.2'
    """
    low, high = _pooled(values)
    first, last = format(low, spec), format(high, spec)
    return first if first == last else f"{first} to {last}"


# -- the answer in words ------------------------------------------------------------------


def check(results: dict[str, dict[str, Settlement]]) -> list[str]:
    """The claims ``summary`` makes that the intervals do not bear out (empty: all hold).

    Each claim is tested on its 95% interval, rule set by rule set, under the reading of
    the bands it is made for (``results``: ``both_readings``)."""
    failed = []
    for variant, item in results["absorber"].items():
        exact = item.size["exact"].estimate
        if not item.size_change.within(-0.05 * exact, 0.05 * exact):
            failed.append(f"{variant}: bands change the mean payment by 5% or more")
        if not (item.absorber_change.contains(0) and item.absorber_change.within(-0.5, 0.5)):
            failed.append(f"{variant}: the absorbing seat gains or loses on average")
        if not item.absorber_spread.above(0):
            failed.append(f"{variant}: the absorber's payment strays no more than the dealer's")
        if not item.share["exact"].below(0.5) or not item.share["bands"].below(0.5):
            failed.append(f"{variant}: card points are not the smaller part of a deal")
        if abs(item.share["bands"].estimate - item.share["exact"].estimate) > 0.02:
            failed.append(f"{variant}: the rule moves card points' share by 2 points or more")
        if not item.agreement_change.below(0):
            failed.append(f"{variant}: bands agree with the result as often as exact")
    for variant, item in results["each"].items():
        if not item.size["bands"].above(2.5 * item.size["exact"].high):
            failed.append(f"{variant}: paid by each opponent, bands are not 2.5 times as large")
        if not item.share["bands"].above(item.share["exact"].high + 0.05):
            failed.append(f"{variant}: paid by each opponent, card points' share does not grow")
        if not item.agreement_change.above(0):
            failed.append(f"{variant}: paid by each opponent, bands agree no more often")
    for reading, result in results.items():
        for variant, item in result.items():
            if not item.nothing["bands"].above(2 * item.nothing["exact"].high):
                failed.append(f"{variant} ({reading}): bands do not pay nothing twice as often")
            if not item.quiet["bands"].above(item.quiet["exact"].high):
                failed.append(f"{variant} ({reading}): quiet deals are not commoner in bands")
    return failed


def _pct(values: list[Interval]) -> str:
    """``21% to 23%`` as ``21 to 23%``."""
    return span(values, ".0%").replace("% to", " to")


def times(more: list[Interval], fewer: list[Interval]) -> str:
    """How many times ``more`` is ``fewer``, as words: ``four to five``, ``about five``.

    Examples:
        >>> a, b = Interval(0.21, 0.2, 0.22, 9), Interval(0.05, 0.04, 0.06, 9)
        >>> times([a, a], [b, Interval(0.043, 0.04, 0.05, 9)])
        'four to five'
    """
    words = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
    ratios = [a.estimate / b.estimate for a, b in zip(more, fewer, strict=True)]
    low, high = (min(round(r) for r in ratios), max(round(r) for r in ratios))
    if high >= len(words):
        return f"{low} to {high}" if low != high else f"about {low}"
    return f"{words[low]} to {words[high]}" if low != high else f"about {words[low]}"


def summary(
    results: dict[str, dict[str, Settlement]], notebook: str = "notebooks/exact-or-bands.ipynb"
) -> str:
    """The answer to "exactly against 26, or in bands?" in a few sentences, with figures,
    under both readings of the bands (``results``: ``both_readings``).

    ``notebook`` is the link to the notebook with the charts ('' for none). Raises
    ``AssertionError`` if a claim does not hold on its interval (``check``)."""
    failed = check(results)
    if failed:
        raise AssertionError("the findings no longer hold: " + "; ".join(failed))
    absorber, each = list(results["absorber"].values()), list(results["each"].values())
    n = absorber[0].deals
    names = ", ".join(title(v).split(" (")[0] for v in results["absorber"])

    def pick(items: list[Settlement], get: Callable[[Settlement], Interval]) -> list[Interval]:
        return [get(item) for item in items]

    exact_size = pick(absorber, lambda s: s.size["exact"])
    nothing_exact = pick(absorber, lambda s: s.nothing["exact"])
    quiet_exact = pick(absorber, lambda s: s.quiet["exact"])
    shift = pick(absorber, lambda s: s.absorber_change)
    share_exact = pick(absorber, lambda s: s.share["exact"])
    more = f" ([charts and method]({notebook}))" if notebook else ""
    nothing_absorber = pick(absorber, lambda s: s.nothing["bands"])
    nothing_each = pick(each, lambda s: s.nothing["bands"])
    size_absorber = pick(absorber, lambda s: s.size["bands"])
    size_each = pick(each, lambda s: s.size["bands"])
    lines = [
        f"On the same {n:,} deals of each 78-card rule set ({names}), settling card points"
        " in Danish bands of five instead of exactly against 26 makes them pay nothing far"
        " more often under either reading of the bands; whether it changes what they pay"
        " depends on who settles with whom, which no rule text says" + more + ".",
        "",
        "- **Nothing is paid far more often, under both readings.** A seat's card points pay"
        f" nothing in {_pct(nothing_absorber)} of deals when forehand (the next dealer) takes the"
        f" balance ({times(nothing_absorber, nothing_exact)} times as often as exactly, where"
        f" it is {_pct(nothing_exact)}), and in {_pct(nothing_each)} when each opponent pays"
        f" ({times(nothing_each, nothing_exact)} times as often).",
        "- **The size of the payments depends on the reading.** A seat's card points win or"
        f" lose it {span(exact_size)} game points per deal exactly, {span(size_absorber)} in"
        " bands with the next dealer taking the balance, but"
        f" {span(size_each)} paid by each opponent ({times(size_each, exact_size)} times as"
        " much), when card points become a far larger part of a deal.",
        "- **Under the first reading, the seat that takes the balance neither gains nor"
        f" loses** on average: the bands move its payment by {minus(span(shift, '+.2f'))}"
        " game points, and every interval contains 0.",
        "- **What the sources support.** The Danish summary gives only the bands (5 for"
        " every 5 card points above 24, 5 paid for every 5 below 28) and says that bonuses"
        " are paid by each opponent; it does not say how card points are settled. Board Game"
        " Arena's program, the one other executable Danish Tarok, leaves the next dealer"
        " unrounded and sums his result from the others: that is the project's default, a"
        " reading (`card_settlement=bands`); the other is the option"
        " `card_settlement=bands-each`.",
        "",
        "| Lowest to highest of the rule sets | Exactly against 26 | Bands, the next dealer"
        " takes the balance | Bands, paid by each opponent |",
        "| --- | --- | --- | --- |",
        f"| A seat's card-point payment per deal | {span(exact_size)} |"
        f" {span(size_absorber)} | {span(size_each)} |",
        f"| A seat's card points pay nothing | {_pct(nothing_exact)} |"
        f" {_pct(nothing_absorber)} | {_pct(nothing_each)} |",
        f"| A deal settles no card points | {span(quiet_exact, '.1%')} |"
        f" {_pct(pick(absorber, lambda s: s.quiet['bands']))} |"
        f" {_pct(pick(each, lambda s: s.quiet['bands']))} |",
        f"| Card points' share of a deal's payments | {_pct(share_exact)} |"
        f" {_pct(pick(absorber, lambda s: s.share['bands']))} |"
        f" {_pct(pick(each, lambda s: s.share['bands']))} |",
        f"| A seat above the par ends ahead (below, behind) |"
        f" {_pct(pick(absorber, lambda s: s.agreement['exact']))} |"
        f" {_pct(pick(absorber, lambda s: s.agreement['bands']))} |"
        f" {_pct(pick(each, lambda s: s.agreement['bands']))} |",
    ]
    return "\n".join(lines)


def _cell(item: Interval, spec: str) -> str:
    low, high = format(item.low, spec), format(item.high, spec)
    text = f'{format(item.estimate, spec)}<br><span class="ci">{low} to {high}</span>'
    return text.replace("-", "\u2212")


def table(result: dict[str, Settlement], each: dict[str, Settlement] | None = None) -> str:
    """The key figures per rule set, each with its 95% interval under it (with ``each``,
    the bands paid by each opponent too; the first figures read the bands as the next
    dealer taking the balance)."""
    rows: list[tuple[str, str, Callable[[Settlement], Interval]]] = [
        ("Card-point payment of a seat, exactly", ".2f", lambda s: s.size["exact"]),
        ("… in bands", ".2f", lambda s: s.size["bands"]),
        ("Seats paid nothing, exactly", ".1%", lambda s: s.nothing["exact"]),
        ("… in bands", ".1%", lambda s: s.nothing["bands"]),
        ("Deals paying no card points, exactly", ".1%", lambda s: s.quiet["exact"]),
        ("… in bands", ".1%", lambda s: s.quiet["bands"]),
        ("Change in forehand's payment in bands", "+.2f", lambda s: s.absorber_change),
        ("Card points' share of a deal's payments", ".1%", lambda s: s.share["exact"]),
        (
            "Results that follow the card points, exactly",
            ".1%",
            lambda s: s.agreement["exact"],
        ),
        ("… in bands", ".1%", lambda s: s.agreement["bands"]),
    ]
    if each is not None:
        rows += [
            ("Card-point payment, bands paid by each opponent", ".2f", lambda s: s.size["bands"]),
            ("Seats paid nothing, bands paid by each", ".1%", lambda s: s.nothing["bands"]),
        ]
    head = (
        "| Figure, with its 95% interval | "
        + " | ".join(title(v).split(" (")[0] for v in result)
        + " |"
    )
    lines = [head, "| --- |" + " ---: |" * len(result)]
    for label, spec, pick in rows:
        source = each if each is not None and "by each" in label else result
        cells = [_cell(pick(item), spec) for item in source.values()]
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def method() -> str:
    """How the findings' deals were played and their intervals computed, in a few lines."""
    names = ", ".join(title(v) for v in variants())
    return "\n".join(
        [
            f"- **Deals:** {DEALS:,} per rule set ({names}), each shuffled from the seed"
            f" {SEED} and the deal's number, and dealt by each seat in turn; the rule sets"
            f" with pots are played in sessions of {SESSION} deals, the pots carried from"
            " deal to deal.",
            "- **Players:** the package's heuristic bot at every seat. It follows suit"
            " sensibly and keeps its Pagat for the last trick; it is not an expert.",
            "- **Both rules on the same deals:** each deal is settled under both card-point"
            " rules, everything else in its ledger left as it was.",
            "- **Intervals:** a mean is given as mean ± 1.96 standard errors over deals; a"
            " share of deals with the Wilson interval. Figures about seats are averaged"
            " within each deal first, since the three seats of a deal share its cards.",
        ]
    )


def styled(frame: pd.DataFrame, spec: str = ".1f") -> Any:
    """A table of ``Interval`` values for a notebook: each cell's estimate, with its 95%
    interval in small type under it, so that the table stays narrow (a pandas Styler)."""
    return frame.style.format(
        lambda item: _cell(item, spec) if isinstance(item, Interval) else str(item)
    )
