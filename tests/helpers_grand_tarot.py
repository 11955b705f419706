"""Helpers for the Grand Tarot tests: the rule set, deals written trick by trick, piles.

A Grand Tarot golden deal is a table of 25 rows, as for Danish Tarok (see
``helpers_danish``): each row gives the card every seat plays to that trick (seat 0,
seat 1, seat 2, whatever the order of play) and the seat that must win it. Seats are
numbered in the order play goes round (to the left in Grand Tarot), so the seat after
the dealer is Eldest. The helpers only deal, drive and read back; they compute no
expected payment.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from helpers import cards
from helpers_danish import Row, record_of, run_rows

from tarock import rules
from tarock.cards import Card
from tarock.engine.state import State
from tarock.records import Record
from tarock.rules.ruleset import Ruleset
from tarock.scoring.counting import piles

GTR: Ruleset = rules.get("grand-tarot")
SEATS = (0, 1, 2)


def run(rows: Sequence[Row], dealer: int = 0, discard: str = "") -> State:
    """Deal the table's hands, lay away ``discard``, declare, and play every trick as
    written (each card checked by the engine, each trick's winner checked)."""
    return run_rows(rows, dealer=dealer, discard=discard, ruleset=GTR)


def change(rows: Sequence[Row], *changes: tuple[int, Row]) -> list[Row]:
    """The table with some tricks (numbered from 1) rewritten."""
    out = list(rows)
    for number, row in changes:
        out[number - 1] = row
    return out


def won(rows: Iterable[Row], seat: int) -> set[str]:
    """The codes of every card in the tricks the table has ``seat`` win."""
    return {code for text, winner in rows if winner == seat for code in text.split()}


def final_piles(state: State) -> list[set[str]]:
    """Each seat's cards at the end (``tarock.scoring.counting.piles``), as code sets."""
    return [{card.code for card in pile} for pile in piles(state)]


def record(state: State, pots: Mapping[str, int]) -> Record:
    """The deal record of a finished state, with the pots as play began."""
    return record_of(state, pots)


def one_card(codes: set[str]) -> Card:
    """The single card of a one-element code set."""
    (only,) = codes
    return cards(only)[0]


__all__ = ["GTR", "SEATS", "Row", "change", "final_piles", "one_card", "record", "run", "won"]
