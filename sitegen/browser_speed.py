"""The lab and the hint timed in chromium: what ``bench/browser.py`` measures, and the
tables the lab page and the performance page make from what it recorded.

The timings are measured, not computed at build time (they need a browser and take
minutes): ``bench/browser.json`` holds them with the machine they were taken on, and the
pages say so. What is timed is fixed here, so the bench and the pages agree.
"""

from __future__ import annotations

import json
import os
import statistics
from pathlib import Path
from typing import Any

from sitegen import ROOT
from tarock import rules
from tarock.analysis import lab
from tarock.engine.phases import Phase
from tarock.engine.state import State
from tarock.results import DealResult
from tarock.rules.options import PipOrder
from tarock.web import HINT_WORLDS, watched

RECORDED = ROOT / "bench" / "browser.json"
SCORE_RECORDED = ROOT / "bench" / "score.json"
SCORE_NETWORK = {"down_kbit": 1600, "up_kbit": 750, "latency_ms": 150}
"""The slow phone connection ``bench/score_offline.py`` emulates (a slow 4G line)."""
CHROMIUM = Path(os.environ.get("TAROCK_CHROMIUM", "/usr/bin/chromium"))
"""The chromium the bench and the browser tests drive: Debian's, unless told otherwise."""
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
"""Its switches: headless, and nothing fetched from outside the page's own server."""
LAB_DEALS = lab.MAX_DEALS
HINT_SEED = 1
HINT_SEAT = 1
"""The play page's seat B, whose choices are hinted."""


def lab_option(variant: str) -> str:
    """The change a timed lab run makes: the red suits' pips ranked the other way (the
    order the old packs used against the natural one), a change to who wins tricks, so
    every deal under the reader's rules is played (not settled again from the rule set's
    own) and its figures differ from the defaults.

    Examples:
        >>> lab_option("grosstarock"), lab_option("grand-tarot")
        ('pip_order=natural', 'pip_order=red-reversed')
    """
    own = rules.get(variant).options.pip_order
    other = next(order for order in PipOrder if order is not own)
    return f"pip_order={other.value}"


def hint_moments(variant: str) -> list[str]:
    """Two moments of the bots' deal of the first seed from ``HINT_SEED`` that is played
    (not thrown in) at which seat B chooses a card among several: its first such choice
    (the most cards unseen) and its first at or after the middle of the deal, as
    positions (``State.position``).

    Examples:
        >>> first, middle = hint_moments("grosstarock")
        >>> State.from_position(first).to_move, State.from_position(middle).to_move
        (1, 1)
    """
    for seed in range(HINT_SEED, HINT_SEED + 100):
        found = _moments(watched(variant, seed).result)
        if len(found) == 2:
            return found
    raise LookupError(f"no deal of {variant} gives seat B two card choices")


def _moments(result: DealResult | None) -> list[str]:
    assert result is not None
    played = result.state
    state = State(played.ruleset, played.dealt, played.dealer, talon=played.talon)
    found: list[str] = []
    for action in played.history:
        choosing = state.phase is Phase.PLAY and state.to_move == HINT_SEAT
        later = len(found) == 1 and len(state.tricks) + 1 >= state.options.tricks // 2
        if choosing and len(state.legal()) > 1 and (not found or later):
            found.append(state.position())
        state.push(action)
    return found


def recorded() -> dict[str, Any]:
    """What ``bench/browser.py`` last recorded (empty if it never ran)."""
    return json.loads(RECORDED.read_text(encoding="utf-8")) if RECORDED.is_file() else {}


def machine_words(found: dict[str, Any], part: str) -> str:
    """The machine and the browser, in words; the load average as ``part`` began, if known."""
    m = found["machine"]
    known = found.get("load", {}).get(part)
    load = f" (load average {known:g} as these runs began)" if known is not None else ""
    return (
        f"{m['chromium']} (headless) on {m['cores']} cores of an {m['processor']}{load},"
        f" {m['system']}, {m['date']}; CPython {m['python']} on the same machine"
    )


def _ratio(rate: float, found: dict[str, Any], part: str) -> str:
    """``rate`` (a second) over the calibration loop's deals a second timed as ``part`` began."""
    calibration = found.get("calibration", {}).get(part)
    return f"{rate / calibration:.2f}" if calibration else "not timed"


def lab_table(found: dict[str, Any] | None = None) -> str:
    """The lab's recorded timings as a Markdown table, one row per rule set: the page with
    the compiled core (median, best and slowest run) and with the Python engine, and
    CPython with the compiled core."""
    found = recorded() if found is None else found
    if "lab" not in found or "page_python" not in next(iter(found["lab"].values())):
        return "*No timings recorded yet: run `python bench/browser.py`.*"
    lines = [
        "| Rule set | Chromium, compiled core: median | best | slowest"
        " | deals a second ÷ calibration | Chromium, Python engine: median"
        " | CPython, compiled core: median |",
        "|---|--:|--:|--:|--:|--:|--:|",
    ]
    for variant, row in found["lab"].items():
        page, python, cpython = row["page"], row["page_python"], row["cpython"]
        ratio = _ratio(row["deals"] / page["median"], found, "lab")
        lines.append(
            f"| {rules.get(variant).title} | {page['median']:.2f}\u00a0s"
            f" | {page['best']:.2f}\u00a0s | {max(page['seconds']):.2f}\u00a0s | {ratio}"
            f" | {python['median']:.1f}\u00a0s"
            f" | {cpython['median']:.2f}\u00a0s |"
        )
    rounds = len(next(iter(found["lab"].values()))["page"]["seconds"])
    words = machine_words(found, "lab")
    return "\n".join(lines) + (
        f"\n\nMedian, best and slowest of {rounds} runs each, {words}. The ratio is the"
        " page's deals a second with the compiled core over the calibration loop's, timed in"
        " the same run."
    )


def _span(values: list[int]) -> str:
    """The least and the most of ``values``, or the one value they all are.

    Examples:
        >>> _span([32, 32, 32]), _span([28, 32, 31])
        ('32', '28 to 32')
    """
    low, high = min(values), max(values)
    return str(low) if low == high else f"{low} to {high}"


def hint_table(found: dict[str, Any] | None = None) -> str:
    """The hint's recorded timings as a Markdown table, one row per moment: the page with
    the compiled core and with the Python engine, CPython with the compiled core."""
    found = recorded() if found is None else found
    if "hint" not in found or "page_python" not in found["hint"][0]:
        return "*No timings recorded yet: run `python bench/browser.py`.*"
    lines = [
        "| Rule set | Moment | Chromium, compiled core: median | deals reached"
        " | deals in a second | ÷ calibration | Chromium, Python engine: median"
        " | CPython, compiled core: median |",
        "|---|---|--:|--:|--:|--:|--:|--:|",
    ]
    for row in found["hint"]:
        page, python, cpython = row["page"], row["page_python"], row["cpython"]
        state = State.from_position(row["position"])
        second = min(page["worlds"]) / page["median"]
        lines.append(
            f"| {state.ruleset.title} | trick {len(state.tricks) + 1} |"
            f" {page['median']:.2f}\u00a0s | {_span(page['worlds'])} | {second:,.0f}"
            f" | {_ratio(second, found, 'hint')} | {python['median']:.2f}\u00a0s"
            f" | {cpython['median']:.3f}\u00a0s |"
        )
    rounds = len(found["hint"][0]["page"]["seconds"])
    return "\n".join(lines) + (
        f"\n\nA hint deals the unseen cards {HINT_WORLDS} times, whichever engine plays;"
        " the deals in a second are those it would reach in one second at the measured"
        " pace, and their ratio to the calibration loop's deals a second timed in the same"
        f" run. Medians of {rounds} hints each, {machine_words(found, 'hint')}."
    )


def engines_table(found: dict[str, Any] | None = None) -> str:
    """The play page's comparison of the engines, recorded: deals a second in chromium with
    the compiled core (its first run on a page, and its last, warm) and with the Python
    engine, and in CPython with the compiled core."""
    found = recorded() if found is None else found
    if "engines" not in found or "page_cold" not in next(iter(found["engines"].values())):
        return "*No timings recorded yet: run `python bench/browser.py`.*"
    lines = [
        "| Rule set | Chromium, compiled core: first run | warm | ÷ calibration"
        " | Chromium, Python engine | CPython, compiled core | Chromium (warm) ÷ CPython |",
        "|---|--:|--:|--:|--:|--:|--:|",
    ]
    median = statistics.median
    for variant, row in found["engines"].items():
        page, cpython = median(row["page"]), median(row["cpython"])
        lines.append(
            f"| {rules.get(variant).title} | {median(row['page_cold']):,.0f} | {page:,.0f}"
            f" | {_ratio(page, found, 'engines')} | {median(row['page_python']):,.0f}"
            f" | {cpython:,.0f} | {page / cpython:.2f} |"
        )
    first = next(iter(found["engines"].values()))
    return "\n".join(lines) + (
        f"\n\nDeals a second, heuristic bots, the seeds 1 to {first['deals']} (the play"
        f" page's *Compare the engines*, pressed {first['runs']} times on each fresh page: the"
        " browser first runs the WebAssembly as it compiled it quickly on loading, then"
        " optimises what runs often, so the first run is slower than the last, warm one;"
        " the ratio is the warm run's over the calibration loop's deals a second, timed in"
        f" the same run). Medians of {len(first['page'])} pages,"
        f" {machine_words(found, 'engines')}; every run gave the same nets through both engines."
    )


def back_table(found: dict[str, Any] | None = None) -> str:
    """The viewer's looking back, recorded: the seconds to its marks and the tricks it went
    back over, with each engine, one row per rule set."""
    found = recorded() if found is None else found
    if "back" not in found:
        return "*No timings recorded yet: run `python bench/browser.py`.*"
    lines = [
        "| Rule set | Compiled core: median | slowest | tricks | Python engine: median"
        " | slowest | tricks |",
        "|---|--:|--:|--:|--:|--:|--:|",
    ]
    median = statistics.median
    for variant, row in found["back"].items():
        cells = []
        for key in ("page", "page_python"):
            seconds, tricks = row[key]["seconds"], [t for t in row[key]["tricks"] if t]
            cells.append(
                f"{median(seconds):.2f}\u00a0s | {max(seconds):.2f}\u00a0s"
                f" | {_span(tricks) if tricks else 0}"
            )
        lines.append(f"| {rules.get(variant).title} | {' | '.join(cells)} |")
    deals = len(next(iter(found["back"].values()))["page"]["seconds"])
    return "\n".join(lines) + (
        f"\n\nThe viewer at the end of the bots' first {deals} deals of each rule set (a deal"
        " thrown in has no tricks to look back on), from the click on the last step to the"
        f" marks on the page, {machine_words(found, 'back')}."
    )


def score_note(found: dict[str, Any] | None = None) -> str:
    """What ``bench/score_offline.py`` recorded of the score page, in words."""
    if found is None:
        found = (
            json.loads(SCORE_RECORDED.read_text(encoding="utf-8"))
            if SCORE_RECORDED.is_file()
            else {}
        )
    if "first_visit" not in found:
        return "*No timings recorded yet: run `python bench/score_offline.py`.*"
    net, first = found["network"], found["first_visit"]
    m = found["machine"]
    return (
        f"Measured on a slow phone connection ({net['down_kbit'] / 1000:g} Mbit/s down,"
        f" {net['up_kbit']} kbit/s up, {net['latency_ms']} ms latency, as chromium emulates"
        f" it, at a phone's size): on a first visit the form took entries after"
        f" {first['form']['median']:.1f} s, and the payments of a deal entered at once"
        f" appeared after {first['payments']['median']:.0f} s, once the engine had loaded"
        f" ({first['megabytes']:.1f} MB in all, downloaded once, uncompressed as the test's"
        " server sends them: a host that compresses what it sends halves the engine's"
        " part). On later visits the"
        f" page and the engine come from the phone itself: the payments appeared after"
        f" {found['later_visit']['median']:.1f} s, and after"
        f" {found['offline']['median']:.1f} s with no network at all. Medians from the"
        f" start of the page's loading; {m['chromium']} (headless) on {m['cores']} cores of"
        f" an {m['processor']}, {m['date']} (`python bench/score_offline.py`)."
    )
