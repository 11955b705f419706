"""The calibration loop: the yardstick every speed figure of the project is divided by.

A three-player deal of a 78-card tarot pack played at random, with no rules engine: the
cards are shuffled and dealt 25 each with 3 to the dealer, who lays away 3 of his 28 at
random; then 25 tricks, in which each player plays a card drawn uniformly from those he
may play (the leader any card; the others a card of the suit led, else a trump, else
any card; the Excuse at any time), the highest trump, else the highest card of the suit
led, takes the trick and leads the next (the Excuse never takes one: it goes to the pile
of whoever held it); at the end each pile's card points are counted. There is no
bidding, no declaration, no announcement and no settlement.

It is written as a plain Python loop is written when it is meant to be quick (every
hand an ``int`` with one bit per card, the legal cards one ``&``), so that it stands for
what CPython itself can do on this kind of work. Timed in the same process as the
engine, taking turns, it turns a machine's deals per second into a ratio that compares
across machines and across moments of a shared machine. It uses the standard library
only and never changes: a change to it changes every ratio.

    python bench/calibration.py [deals]    # deals per second, the median of 3 runs
    python bench/calibration.py --against other.py    # its speed against another loop's

Cards are numbered 0..77: the four plain suits first, 14 each from the ace (low) to the
king, then the trumps 1 to 21, then the Excuse. A card's bit is ``1 << number``, so of
two cards of one suit, or two trumps, or a trump and a plain card, the higher bit wins.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable

DECK = range(78)
BIT = tuple(1 << card for card in DECK)
TRUMPS = ((1 << 21) - 1) << 56
EXCUSE = 1 << 77
SUIT_OF = tuple(((1 << 14) - 1) << (14 * (card // 14)) for card in range(56)) + (TRUMPS,) * 21
"""The cards that follow each card but the Excuse: those of its suit, or the trumps."""
FOLLOWERS = ((1, 2), (2, 0), (0, 1))
"""The seats that play after each leader, in order."""


def _cards(*numbers: int) -> int:
    return sum(BIT[number] for number in numbers)


# Card points in half points, so that they stay whole: a king, the trump 1, the trump 21
# or the Excuse 9, a queen 7, a cavalier 5, a jack 3, any other card 1 (182 in the pack).
_JACKS = _cards(10, 24, 38, 52)
_CAVALIERS = _JACKS << 1
_QUEENS = _JACKS << 2
_NINES = (_JACKS << 3) | _cards(56, 76, 77)


def half_points(pile: int) -> int:
    """The card points of a pile of cards (a mask), in half points."""
    return (
        pile.bit_count()
        + 2 * (pile & _JACKS).bit_count()
        + 4 * (pile & _CAVALIERS).bit_count()
        + 6 * (pile & _QUEENS).bit_count()
        + 8 * (pile & _NINES).bit_count()
    )


def play(dealer: int, draw: Callable[[], float]) -> tuple[list[int], list[int]]:
    """One deal with ``dealer`` dealing, every random choice made with ``draw()`` (a
    float in [0, 1)): the tricks each seat took and its card points, in half points."""
    deck, bits, trumps, excuse, suit_of, followers = DECK, BIT, TRUMPS, EXCUSE, SUIT_OF, FOLLOWERS
    keys = [draw() for _ in deck]
    shuffled = list(map(bits.__getitem__, sorted(deck, key=keys.__getitem__)))
    hands = [sum(shuffled[0:25]), sum(shuffled[25:50]), sum(shuffled[50:75])]
    # the dealer takes the last three cards and lays three of his 28 away
    hand = hands[dealer] + sum(shuffled[75:])
    laid_away = 0
    # (the k-th card of a mask is found where it is needed, by leaving out the k lowest
    # ones: a call would cost as much as the rest of the turn)
    for size in (28, 27, 26):
        rest = hand
        skip = int(draw() * size)
        while skip:
            rest &= rest - 1  # the lowest card left out
            skip -= 1
        card = rest & -rest
        hand ^= card
        laid_away |= card
    hands[dealer] = hand
    taken = [0, 0, 0]
    taken[dealer] = laid_away
    tricks = [0, 0, 0]
    keeper = dealer  # who keeps the Excuse: whoever holds it, else the dealer
    for seat in (0, 1, 2):
        if hands[seat] & excuse:
            keeper = seat
    leader = (dealer + 1) % 3
    for _ in range(25):
        hand = rest = hands[leader]
        skip = int(draw() * hand.bit_count())
        while skip:
            rest &= rest - 1
            skip -= 1
        card = rest & -rest
        hands[leader] = hand ^ card
        trick = best = card
        winner = leader
        if card == excuse:
            follow = 0  # the next card sets the suit
            best = 0
        else:
            follow = suit_of[card.bit_length() - 1]
        for seat in followers[leader]:
            hand = hands[seat]
            # the suit led, else the trumps, else any card; the Excuse at any time
            rest = (hand & follow or hand & trumps or hand) | (hand & excuse) if follow else hand
            skip = int(draw() * rest.bit_count())
            while skip:
                rest &= rest - 1
                skip -= 1
            card = rest & -rest
            hands[seat] = hand ^ card
            trick |= card
            if card == excuse:
                continue
            if not follow:
                follow = suit_of[card.bit_length() - 1]
                best, winner = card, seat
            elif card > best and card & (follow | trumps):
                best, winner = card, seat
        tricks[winner] += 1
        taken[winner] |= trick & ~excuse
        leader = winner
    taken[keeper] |= excuse
    return tricks, [half_points(pile) for pile in taken]


def deals(n: int, seed: int) -> list[tuple[list[int], list[int]]]:
    """The outcomes of the ``n`` deals that ``bench(n, seed)`` plays."""
    draw = random.Random(seed).random
    return [play(i % 3, draw) for i in range(n)]


def bench(n: int, seed: int) -> float:
    """Deals per second of ``n`` deals played from ``seed`` (the dealer's seat in turn)."""
    draw = random.Random(seed).random
    started = time.perf_counter()
    for i in range(n):
        play(i % 3, draw)
    return n / (time.perf_counter() - started)


def cpu_rate(bench_: Callable[[int, int], float], n: int, seed: int) -> float:
    """Deals per second of ``bench_(n, seed)`` counted in this thread's CPU time, which
    other processes on a shared machine disturb far less than the wall clock."""
    started = time.thread_time()
    bench_(n, seed)
    return n / (time.thread_time() - started)


def against(other: Callable[[int, int], float], rounds: int = 60, n: int = 1000) -> float:
    """This loop's speed as a fraction of ``other``'s (another loop's ``bench(n, seed)``):
    the median over ``rounds`` of the two timed in turns, in one order and then the other."""
    ratios = []
    for round_ in range(rounds):
        theirs = cpu_rate(other, n, round_)
        ours = cpu_rate(bench, n, round_) + cpu_rate(bench, n, round_ + rounds)
        theirs += cpu_rate(other, n, round_ + rounds)
        ratios.append(ours / theirs)
    return statistics.median(ratios)


def main(args: list[str]) -> None:
    """``[deals]``: this loop's deals per second; ``--against FILE``: its speed as a
    fraction of the loop in ``FILE`` (a module with the same ``bench(n, seed)``)."""
    if args[:1] == ["--against"]:
        import importlib.util

        spec = importlib.util.spec_from_file_location("other_loop", args[1])
        assert spec is not None and spec.loader is not None, args[1]
        other = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(other)
        print(f"this loop runs at {against(other.bench):.3f} of the other's speed")
        return
    n = int(args[0]) if args else 3000
    runs = [bench(n, seed) for seed in (1, 2, 3)]
    rate = statistics.median(runs)
    print(
        f"calibration loop: {rate:,.0f} deals/s ({n} deals, median of 3 runs:"
        f" {', '.join(f'{run:,.0f}' for run in runs)}; {1e6 / rate / 75:.2f} us a card)"
    )


if __name__ == "__main__":
    main(sys.argv[1:])
