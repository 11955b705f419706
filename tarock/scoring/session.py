"""The pots between deals: the stakes before each deal and the sharing at the end.

For the rule sets that keep a King pot and a Pagat pot, a session is a run of
deals with the pots carried over. Before each deal every player founds an empty
pot, and the dealer adds his stake; at the end what is left is shared equally among
everyone at the table (at four, the one who sat the last deal out too).

Examples:
    >>> from tarock import rules
    >>> options = rules.get("danish-tarok").options
    >>> ledger = stakes(options, {Pot.KING: 0, Pot.PAGAT: 35}, dealer=1, seats=(0, 1, 2))
    >>> [str(p) for p in ledger]  # doctest: +NORMALIZE_WHITESPACE
    ['seat 0 pays King pot 20: founds the empty King pot',
     'seat 1 pays King pot 20: founds the empty King pot',
     'seat 2 pays King pot 20: founds the empty King pot',
     "seat 1 pays King pot 5: the dealer's stake",
     "seat 1 pays Pagat pot 5: the dealer's stake"]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from tarock.rules.options import Options
from tarock.scoring.settlement import Amount, Kind, Ledger, Pot, exact

EMPTY: dict[Pot, Amount] = {Pot.KING: 0, Pot.PAGAT: 0}


def keeps_pots(options: Options) -> bool:
    """Whether a rule set plays with pots (and so in sessions)."""
    return options.pot_ante > 0


# --8<-- [start:stakes]
def stakes(
    options: Options, pots: Mapping[Pot, Amount], dealer: int, seats: Sequence[int]
) -> Ledger:
    """Before a deal: every player founds an empty pot; the dealer stakes into the others
    (into a just-founded one too, where the rules say so)."""
    ledger = Ledger(start=dict(pots))
    for pot in Pot:
        founded = pots.get(pot, 0) == 0
        if founded:
            for seat in seats:
                ledger.pay(seat, pot, options.pot_ante, f"founds the empty {pot.value}", Kind.POTS)
        if not founded or options.dealer_stake_on_ante:
            ledger.pay(dealer, pot, options.dealer_stake, "the dealer's stake", Kind.POTS)
    return ledger


# --8<-- [end:stakes]


def share(pots: Mapping[Pot, Amount], seats: Sequence[int]) -> Ledger:
    """At the end of a session: each pot is shared equally among the players (exactly).

    Examples:
        >>> [str(p) for p in share({Pot.KING: 65, Pot.PAGAT: 0}, (0, 1, 2))]
        ['King pot pays seat 0 65/3: share of the King pot', 'King pot pays seat 1 65/3: \
share of the King pot', 'King pot pays seat 2 65/3: share of the King pot']
    """
    ledger = Ledger(start=dict(pots))
    for pot in Pot:
        part = exact(Fraction(pots.get(pot, 0)) / len(seats))
        for seat in seats:
            ledger.pay(pot, seat, part, f"share of the {pot.value}", Kind.POTS)
    return ledger
