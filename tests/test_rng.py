"""The portable seeded shuffle: SplitMix64 and an unbiased Fisher-Yates from one draw."""

from __future__ import annotations

import math
from collections import Counter

import pytest

from tarock.cards import pack
from tarock.rng import Rng, derive

MASK = (1 << 64) - 1


def splitmix64(seed: int, count: int) -> list[int]:
    """Reference SplitMix64 (Vigna), written out from its published definition."""
    out, state = [], seed & MASK
    for _ in range(count):
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        out.append(z ^ (z >> 31))
    return out


def reference_shuffle(seed: int, items: list[int]) -> list[int]:
    """The documented shuffle: one uniform draw below n! by rejection, read as swaps."""
    n = len(items)
    bound = math.factorial(n)
    words = max(1, -(-bound.bit_length() // 64))
    span = 1 << (64 * words)
    limit = span - span % bound
    stream = iter(splitmix64(seed, 1000))
    while True:
        x = 0
        for _ in range(words):
            x = (x << 64) | next(stream)
        if x < limit:
            x %= bound
            break
    out = list(items)
    for i in range(n - 1, 0, -1):
        x, j = divmod(x, i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def test_reference_matches_published_splitmix64_values() -> None:
    # The test vector of the reference C code, seed 0.
    assert splitmix64(0, 3) == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_next64_matches_splitmix64_for_seed_0() -> None:
    rng = Rng(0)
    assert rng.next64() == 0xE220A8397B1DCDAF
    assert rng.next64() == 0x6E789E6AA1B965F4
    assert rng.next64() == 0x06C45D188009454F


@pytest.mark.parametrize("seed", [1, 7, 12345, 2**63 + 5, MASK])
def test_next64_matches_reference(seed: int) -> None:
    rng = Rng(seed)
    assert [rng.next64() for _ in range(5)] == splitmix64(seed, 5)


def test_seed_is_taken_modulo_2_64() -> None:
    assert Rng(-1).next64() == Rng(MASK).next64()
    assert Rng(1 << 64).next64() == Rng(0).next64()


def test_same_seed_same_shuffle() -> None:
    cards = pack(78)
    assert Rng(99).shuffled(cards) == Rng(99).shuffled(cards)
    assert Rng(99).shuffled(cards) != Rng(100).shuffled(cards)


def test_fixed_seed_fixed_permutation_small() -> None:
    # Seed 1's first output is below 2**64 - 2**64 % 120, so x = out % 120.
    first = splitmix64(1, 1)[0]
    assert first < (1 << 64) - (1 << 64) % 120
    x = first % 120
    expected = list(range(5))
    for i in range(4, 0, -1):
        x, j = divmod(x, i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert Rng(1).shuffled(range(5)) == expected == reference_shuffle(1, list(range(5)))
    # By hand: x = 65; i=4: divmod(65, 5) = (13, 0), swap 4<->0 -> [4,1,2,3,0];
    # i=3: (3, 1), swap 3<->1 -> [4,3,2,1,0]; i=2: (1, 0), swap 2<->0 -> [2,3,4,1,0];
    # i=1: (0, 1), no change.
    assert x == 0 and first % 120 == 65
    assert expected == [2, 3, 4, 1, 0]


@pytest.mark.parametrize("seed", [0, 1, 42, 2024])
def test_fixed_seed_fixed_permutation_of_the_pack(seed: int) -> None:
    # 78! has 383 bits: the draw is built from 6 words of SplitMix64.
    assert math.factorial(78).bit_length() == 383
    cards = list(pack(78))
    order = reference_shuffle(seed, list(range(78)))
    assert Rng(seed).shuffled(cards) == [cards[i] for i in order]
    assert sorted(order) == list(range(78))


def test_shuffle_does_not_change_its_input() -> None:
    items = [1, 2, 3, 4]
    Rng(5).shuffled(items)
    assert items == [1, 2, 3, 4]
    assert Rng(5).shuffled([]) == [] and Rng(5).shuffled([9]) == [9]


def test_below_is_in_range_and_rejects_bad_bounds() -> None:
    rng = Rng(3)
    assert {rng.below(6) for _ in range(500)} == set(range(6))
    assert rng.below(1) == 0
    big = 1 << 100
    assert all(0 <= rng.below(big) < big for _ in range(50))
    for bad in (0, -3):
        with pytest.raises(ValueError, match="positive"):
            rng.below(bad)


def test_below_small_bound_uses_one_draw_and_modulo() -> None:
    # Rejection only removes the top 2**64 % n values, which seed 7's draw is not among.
    first = splitmix64(7, 1)[0]
    assert first < (1 << 64) - (1 << 64) % 78
    assert Rng(7).below(78) == first % 78


def test_choice() -> None:
    items = ["a", "b", "c"]
    assert Rng(11).choice(items) == items[Rng(11).below(3)]
    with pytest.raises(ValueError):
        Rng(11).choice([])


def test_derive_is_deterministic_and_gives_different_children() -> None:
    assert derive(1, 0) == derive(1, 0)
    children = {derive(1, k) for k in range(1000)}
    assert len(children) == 1000
    assert derive(1, 0) != derive(2, 0)
    assert derive(1, 0, 0) != derive(1, 0)
    assert derive(1, 0, 1) != derive(1, 1, 0)
    assert derive(5) == 5  # no path: the seed itself
    assert all(0 <= child <= MASK for child in children)


def test_derive_matches_its_definition() -> None:
    # state <- SplitMix64(state xor part * 0xD1B54A32D192ED03).next64(), per path item.
    state = 1
    for part in (3, 4):
        state = splitmix64(state ^ ((part * 0xD1B54A32D192ED03) & MASK), 1)[0]
    assert derive(1, 3, 4) == state


def test_all_six_orders_of_three_appear_over_600_seeds() -> None:
    counts = Counter(tuple(Rng(seed).shuffled("abc")) for seed in range(600))
    assert len(counts) == 6
    assert sum(counts.values()) == 600
    assert min(counts.values()) >= 60  # about 100 each; a badly biased shuffle falls far short
