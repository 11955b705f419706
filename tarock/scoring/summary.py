"""What the rows of one simulated deal are built from: a ``Summary``.

``tarock.analysis.rows.summary`` reads it off a deal the Python engine played;
``tarock.fast.summaries`` gives the same from the compiled core;
``tarock.analysis.rows.summary_rows``
turns either into the deal's rows, so every column is worked out in one place. Amounts are
game points or card points (``int``, or ``Fraction`` where they come in thirds); tuples
``by seat`` have an entry for every seat at the table, a seat sitting out holding zeros.
Standard library only.
"""

from __future__ import annotations

from typing import NamedTuple

from tarock.scoring.settlement import Amount, Pot


class Summary(NamedTuple):
    """One finished deal, as its rows need it."""

    seed: int
    """The deal's seed (after any redeal)."""
    redeals: int
    """Deals thrown in before this one."""
    dealer: int
    seats: tuple[int, ...]
    """The playing seats, in the order of play."""
    absorber: int
    """The seat after the dealer (it absorbs the card-point bands' rounding)."""
    hands: tuple[int, ...]
    """By seat: the hand as dealt, as a mask (``tarock.cards.mask``)."""
    tricks: tuple[int, ...]
    """By seat: tricks won."""
    card_points: dict[int, Amount]
    """By playing seat: card points at the end."""
    side_points: tuple[Amount, ...]
    """By seat: the card points of the seat's side (see the column ``side_points``)."""
    discarder: int
    """The seat that laid cards away (the dealer, or a contract's declarer)."""
    discard_points: Amount
    trumps: tuple[int, ...]
    """By seat: trumps in the hand as dealt, with a talon half taken, less the discard."""
    declarations: tuple[int, ...]
    """By seat: how many declarations it made."""
    declared_value: tuple[int, ...]
    """By seat: their total value."""
    declared: tuple[tuple[int, ...], ...]
    """By seat: the value declared of each entry of the rule set's declaration table."""
    declared_other: tuple[int | None, ...]
    """By seat: the value of declarations no entry accounts for (None: there were none)."""
    ultimos: tuple[tuple[bool, bool, bool, bool], ...]
    """By seat: played the Pagat to the last trick, won it; played a King, won it."""
    announced: tuple[tuple[int, str, int], ...]
    """Each announcement made, in order: (seat, kind, before trick)."""
    contract: str
    """The game the declarer plays ('' without an auction)."""
    declarer: int
    """The declarer's seat, or -1."""
    pay: dict[str, dict[int, Amount]]
    """By payment category (``tarock.analysis.rows.CATEGORIES``) and playing seat: its net; a
    category missing pays nothing."""
    from_pots: dict[int, Amount]
    """By playing seat: taken out of the pots less paid into them."""
    pots_before: dict[Pot, Amount]
    pot_change: dict[Pot, Amount]
    pot_taken: dict[tuple[Pot, int], Amount]
    """What each seat took out of each pot during the deal."""
