"""The calibration loop (``bench/calibration.py``) and the performance page's use of it.

The loop is checked against a plain version of its rules written with lists of cards,
draw for draw, and for the same outcomes from the same seed; the page's table of the
peers for the figures it computes and for what it must never show (a path of the
machine it was built on, a notice of a missing file). The loop's speed is measured by
``make bench`` and the page, never asserted here.
"""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

from sitegen import ROOT, performance
from tarock import fast

MACHINE_PATH = re.compile(r"/work|/home|/tmp|/Users|/root|[A-Za-z]:\\")


def load_loop() -> ModuleType:
    spec = importlib.util.spec_from_file_location("calibration_under_test", performance.LOOP)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


loop = load_loop()


# -- the rules, written plainly --------------------------------------------------------

POINTS = {10: 3, 11: 5, 12: 7, 13: 9}
"""Half points of the jack, cavalier, queen and king (index in the suit); others below."""


def group(card: int) -> int | None:
    """A plain card's suit (0..3), 4 for a trump, None for the Excuse (card 77)."""
    return None if card == 77 else 4 if card >= 56 else card // 14


def half_points(card: int) -> int:
    if card in (56, 76, 77):  # the trump 1, the trump 21, the Excuse
        return 9
    return POINTS.get(card % 14, 1) if card < 56 else 1


def plainly(dealer: int, draw: Callable[[], float], led_excuse: list[int]) -> object:
    """One deal by the rules the loop states, on sorted lists of card numbers: each
    random choice the k-th lowest of the cards allowed, k = int(draw() * how many)."""
    keys = [draw() for _ in range(78)]
    order = sorted(range(78), key=keys.__getitem__)
    hands = [sorted(order[0:25]), sorted(order[25:50]), sorted(order[50:75])]
    hands[dealer] = sorted(hands[dealer] + order[75:])
    piles: list[list[int]] = [[], [], []]
    for size in (28, 27, 26):
        assert len(hands[dealer]) == size
        piles[dealer].append(hands[dealer].pop(int(draw() * size)))
    keeper = next((seat for seat in range(3) if 77 in hands[seat]), dealer)
    tricks = [0, 0, 0]
    leader = (dealer + 1) % 3
    for _ in range(25):
        trick: list[tuple[int, int]] = []
        led = None
        for seat in (leader, (leader + 1) % 3, (leader + 2) % 3):
            hand = hands[seat]
            allowed = hand
            if led is not None:
                allowed = [c for c in hand if group(c) == led] or [c for c in hand if group(c) == 4]
                if allowed and 77 in hand:
                    allowed.append(77)
                allowed = allowed or hand
            card = allowed[int(draw() * len(allowed))]
            hand.remove(card)
            trick.append((seat, card))
            if card == 77 and not trick[:-1]:
                led_excuse.append(1)
            if led is None:
                led = group(card)
        trumps = [(card, seat) for seat, card in trick if group(card) == 4]
        suited = [(card, seat) for seat, card in trick if group(card) == led]
        winner = max(trumps or suited)[1]
        tricks[winner] += 1
        piles[winner] += [card for _, card in trick if card != 77]
        leader = winner
    if 77 not in piles[keeper]:  # (unless the dealer laid it away)
        piles[keeper].append(77)
    assert sorted(card for pile in piles for card in pile) == list(range(78))
    return tricks, [sum(map(half_points, pile)) for pile in piles]


def test_the_loop_plays_by_the_rules_it_states() -> None:
    ours, plain = random.Random(11).random, random.Random(11).random
    led_excuse: list[int] = []
    for deal in range(600):
        assert loop.play(deal % 3, ours) == plainly(deal % 3, plain, led_excuse), deal
    assert led_excuse  # the case where the next card sets the suit came up


def test_the_loop_is_the_same_for_a_seed() -> None:
    first = loop.deals(300, 7)
    assert first == loop.deals(300, 7)
    assert first != loop.deals(300, 8)
    for tricks, points in first:
        assert sum(tricks) == 25
        assert sum(points) == 182  # 91 card points, in half points


def test_the_loop_runs_as_the_page_and_the_bench_call_it() -> None:
    bench = performance.calibration()
    assert bench(20, 1) > 0  # deals per second; how many is measured, not asserted
    assert str(ROOT / "bench") not in sys.path  # loaded from its file, not put on the path
    assert (ROOT / "bench" / "bench.py").read_text("utf-8").count("import calibration") == 1


# -- the page ----------------------------------------------------------------------------


def test_the_peers_table_times_both_engines_against_the_calibration_loop(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ratios = {"Python engine": 0.0, "compiled core": 0.0}
    calls: list[int] = []

    def stand_in(deals: int, seed: int) -> float:  # a stand-in loop of known speed
        calls.append(deals)
        return 1e9

    monkeypatch.setattr(performance, "calibration", lambda: stand_in)
    table = performance.peers(seconds=0.01, rounds=1).splitlines()
    engines = 2 if fast.available() else 1
    assert calls == [3000] * 2 * engines  # one round for each engine and bot kind
    rows = [line for line in table[2:] if "the project's" in line]
    assert len(rows) == 2 * engines
    for line in rows:
        name = next(engine for engine in ratios if engine in line)
        ratios[name] = float(line.split(" | ")[1])
        assert ratios[name] < 0.01  # nothing plays a billion deals a second
    openspiel, numba = table[-2:]
    assert "OpenSpiel" in openspiel and " | 2.1 | " in openspiel  # 34,703 / 16,584
    assert "numba" in numba and " | 32.2 | " in numba  # 533,669 / 16,584


def test_the_page_shows_no_machine_path_and_no_missing_loop(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = performance.calibration()  # the real loader and loop, on fewer deals
    monkeypatch.setattr(performance, "calibration", lambda: lambda n, seed: real(100, seed))
    table = performance.peers(seconds=0.01, rounds=1)
    assert table.startswith("| What plays |")
    page = (ROOT / "docs" / "reference" / "performance.md").read_text("utf-8")
    for text in (table, page, loop.__doc__ or ""):
        assert not MACHINE_PATH.search(text), MACHINE_PATH.search(text)
        assert "not beside" not in text
    assert "bench/calibration.py" in page and "{ #calibration }" in page
    assert Path(performance.LOOP).is_relative_to(ROOT)
