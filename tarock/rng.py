"""A portable seeded random source: the same seed gives the same deal everywhere.

One seed is one deal. A deal's seed ``s`` fixes its cards and its bots, in every entry point alike
(``tarock.deal``, ``tarock.play_deal``, ``tarock deal --seed``, ``tarock play
--seed``, the ``seed`` of a record and of a ``simulate`` row, the pages):

1. The pack, in the order of ``tarock.cards.pack(n)``, is shuffled by
   ``Rng(derive(s, 0)).shuffled`` (``shuffle_pack``); the talon, if any, is its first
   cards, and the hands are dealt from the rest in packets, forehand first
   (``tarock.engine.state.packets``).
2. The bot at seat ``i`` draws from ``Rng(derive(s, 1 + i))`` (``bot_seed``).
3. Deal ``k`` of a run or session with seed ``s`` is the deal with seed
   ``derive(s, k)``, dealt again after a redeal ``n`` with ``derive(s, k, n)``
   (``deal_seed``); in a simulation with pots, session ``j`` has the seed
   ``derive(s, j)``.

This scheme is fixed for good: any rewrite of the engine must deal the same cards for
the same seed (``tests/test_seeds.py`` holds it to a table of hands). A record stores
its cards and actions as well, so it never depends on the scheme.

The generator is SplitMix64, written out in integer arithmetic, so it does not
depend on the Python version or platform (``random.Random`` is not promised to
stay the same across versions). Bounded numbers use rejection sampling, so a
shuffle is unbiased: a shuffle of n items draws one number below n! and reads
the Fisher-Yates swaps off its mixed-radix digits.

Examples:
    >>> hex(Rng(0).next64())  # the published first SplitMix64 output for seed 0
    '0xe220a8397b1dcdaf'
    >>> Rng(7).below(78) == Rng(7).below(78)
    True
    >>> Rng(1).shuffled(range(5))
    [2, 3, 4, 1, 0]
"""

from __future__ import annotations

import math
import secrets
from collections.abc import Iterable, Sequence
from functools import cache
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_SPAN = 1 << 64
_SMALL = 1 << 32
_LIMITS: dict[int, int] = {}
"""For each bound n: the largest multiple of n up to 2**64 (rejection sampling's limit)."""


class Rng:
    """SplitMix64: a tiny, well-tested 64-bit generator."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK

    def next64(self) -> int:
        """The next 64-bit number."""
        self._state = z = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform number in ``range(n)``."""
        if 0 < n < _SMALL:  # next64, written out: this is the bots' hot path
            limit = _LIMITS.get(n) or _LIMITS.setdefault(n, _SPAN - _SPAN % n)
            while True:
                self._state = z = (self._state + 0x9E3779B97F4A7C15) & _MASK
                z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z < limit:
                    return z % n
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        words = -(-n.bit_length() // 64)
        limit = _LIMITS.get(n) or _LIMITS.setdefault(n, (1 << 64 * words) - (1 << 64 * words) % n)
        while True:
            x = 0
            for _ in range(words):
                x = (x << 64) | self.next64()
            if x < limit:
                return x % n

    def choice(self, items: Sequence[T]) -> T:
        """A uniform choice from a non-empty sequence."""
        return items[self.below(len(items))]

    def shuffled(self, items: Iterable[T]) -> list[T]:
        """A new list with the items in a uniformly random order (Fisher-Yates)."""
        out = list(items)
        x = self.below(_factorial(len(out)))
        for i in range(len(out) - 1, 0, -1):
            x, j = divmod(x, i + 1)
            out[i], out[j] = out[j], out[i]
        return out


@cache
def _factorial(n: int) -> int:
    return math.factorial(n)


def derive(seed: int, *path: int) -> int:
    """A child seed for item ``path`` of a run seeded with ``seed``.

    Deal ``k`` of a simulation uses ``derive(seed, k)``, so its cards do not
    depend on how the deals are spread over worker processes.

    Examples:
        >>> derive(1, 0) == derive(1, 0) != derive(1, 1)
        True
    """
    state = seed & _MASK
    for part in path:
        state = Rng(state ^ (part * 0xD1B54A32D192ED03 & _MASK)).next64()
    return state


# --8<-- [start:scheme]
SHUFFLE = 0
"""``derive(seed, SHUFFLE)`` seeds the shuffle of the deal with ``seed``; the bots follow."""


def shuffle_pack(seed: int, cards: Sequence[T]) -> list[T]:
    """The pack ``cards`` (in its standard order) shuffled for the deal with ``seed``: the
    one place where a seed becomes the order of the cards.

    Examples:
        >>> shuffle_pack(3, range(5)) == Rng(derive(3, SHUFFLE)).shuffled(range(5))
        True
    """
    return Rng(derive(seed, SHUFFLE)).shuffled(cards)


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot at ``seat`` in the deal with ``seed``."""
    return derive(seed, SHUFFLE + 1 + seat)


def deal_seed(seed: int, number: int, redeal: int = 0) -> int:
    """The seed of deal ``number`` (from 0) of a run or session with ``seed``, or of its
    ``redeal``-th new deal after it was thrown in."""
    return derive(seed, number, redeal) if redeal else derive(seed, number)


# --8<-- [end:scheme]


def new_seed() -> int:
    """A fresh random seed, below a million (short to type back), for a run given none."""
    return secrets.randbelow(1_000_000)
