"""How often Grosstarock's Ladons declaration pays under each reading (option ``ladons``).

The declaration wants sixteen or more Ladons. Read as the pip cards (the default) it is
an occasional bonus; read as every one-point card, low trumps included, a hand of 25
nearly always holds sixteen. ``shares`` measures both on the same seeded deals: each
deal is dealt, the dealer lays away three cards as the heuristic bot does, and the deal
counts when some player's hand then holds the declaration.

Examples:
    >>> found = shares(deals=200, seed=1)
    >>> found[Ladons.PIPS].hits <= found[Ladons.ONE_POINT].hits
    True
    >>> low, high = found[Ladons.PIPS].interval
    >>> low <= found[Ladons.PIPS].share <= high
    True
"""

from __future__ import annotations

from math import sqrt
from typing import NamedTuple

from tarock import rules
from tarock.engine.phases import Phase
from tarock.engine.state import State, deal
from tarock.rng import derive
from tarock.rules.declarations import Count
from tarock.rules.options import Ladons
from tarock.search.bots import make


class Share(NamedTuple):
    """``hits`` of ``deals``: the share, with its 95% confidence interval (Wilson's)."""

    hits: int
    deals: int

    @property
    def share(self) -> float:
        """The share of deals, from 0 to 1."""
        return self.hits / self.deals

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% confidence interval of the share (Wilson's score interval).

        Examples:
            >>> [round(bound, 3) for bound in Share(30, 100).interval]
            [0.219, 0.396]
        """
        z, n, p = 1.96, self.deals, self.share
        centre = p + z * z / (2 * n)
        spread = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n))
        scale = 1 + z * z / n
        return max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale)


def ladons_count(reading: Ladons, variant: str = "grosstarock") -> Count:
    """The rule set's Ladons declaration (its count with a literal reading) as ``reading``
    reads it."""
    table = rules.get(variant).options.declarations
    count = next(item for item in table if isinstance(item, Count) and item.literal is not None)
    return count if reading is Ladons.PIPS else count.read_literally()


def after_discard(variant: str, seed: int) -> State:
    """Deal ``seed`` of ``variant``; the dealer (seat 0) lays away as the heuristic bot does."""
    state = deal(rules.get(variant), seed)
    bot = make("heuristic", seed)
    while state.phase is Phase.DISCARD:
        state.apply(bot.choose(state, state.legal()))
    return state


def shares(deals: int = 1000, seed: int = 1, variant: str = "grosstarock") -> dict[Ladons, Share]:
    """For each reading, in how many of ``deals`` deals (deal ``k`` shuffled with
    ``derive(seed, k)``) some player holds the Ladons declaration after the discard."""
    if deals < 1:
        raise ValueError("count at least one deal")
    counts = {reading: ladons_count(reading, variant) for reading in Ladons}
    hits = dict.fromkeys(Ladons, 0)
    for k in range(deals):
        state = after_discard(variant, derive(seed, k))
        hands = [frozenset(state.hands[seat]) for seat in state.seats]
        for reading, count in counts.items():
            hits[reading] += any(count.score(hand) is not None for hand in hands)
    return {reading: Share(hits[reading], deals) for reading in Ladons}
