"""Golden deals of Danish Tarok: curated full deals whose every payment is written out.

Every deal is a table, one row a trick, one column a seat (seat 0, 1, 2), and the seat
that wins the trick. Seat 0 deals and lays away H10 D10 C1 (three blanks, 1 card point
between them); seat 1 (forehand, the seat after the dealer) leads to trick 1 and, being
the next dealer, absorbs the rounding of the 5-point card-point bands.

Expectations are worked out by hand from shared/RULES-NOTES.md. Card points use the
rule "three cards count 1, plus what each counter is worth above 1": King 4, Queen 3,
Cavalier 2, Jack 1, Pagat / XXI / Scies 4; so a pile of 3n cards counts n plus its
counters' surplus. The pots start at 35 (King pot) and 50 (Pagat pot) so the two
cannot be confused.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from helpers import assert_payments
from helpers_danish import DT, Row, hands_from_rows, play_row, run_rows

from tarock.cards import FOOL, Suit
from tarock.engine.actions import PASS, Claim, Demand, Play
from tarock.engine.legal import Clause
from tarock.engine.phases import Phase
from tarock.engine.state import IllegalAction, State
from tarock.scoring.counting import piles, points_by_seat
from tarock.scoring.settlement import Pot, settle

START = {Pot.KING: 35, Pot.PAGAT: 50}
DISCARD = "H10 D10 C1"

# Tricks 1-7: seat 1 leads his trumps from XXI down and wins them all; seat 2 plays the
# Scies to trick 7 and, having no trick yet, owes seat 1 a low card.
TRUMPS_A: list[Row] = [
    ("T8 T21 T14", 1),
    ("T7 T20 T13", 1),
    ("T6 T19 T12", 1),
    ("T5 T18 T11", 1),
    ("T4 T17 T10", 1),
    ("T3 T16 T9", 1),
    ("T2 T15 F", 1),
]

# -- Deal A: Pagat ultimo won ---------------------------------------------------------------
# Tricks 8-23: every seat follows suit; each King wins its own trick (which pays nothing).
# Seat 2 takes his first trick at 9 and pays his debt for the Scies from it (H1).
DEAL_A: list[Row] = [
    *TRUMPS_A,
    ("HK HQ H2", 0),  # 8   HK+HQ: +7 to seat 0
    ("H1 H3 HC", 2),  # 9   HC: +2 to seat 2 (who gives H1 to seat 1)
    ("H5 HJ H4", 1),  # 10  HJ: +1
    ("H6 H7 H8", 0),  # 11  red pips: 6 beats 7 and 8
    ("D2 DK D1", 1),  # 12  DK: +4
    ("DQ D3 DJ", 0),  # 13  DQ+DJ: +4
    ("D4 DC D5", 1),  # 14  DC: +2
    ("D6 D8 D7", 0),  # 15
    ("C3 C4 CK", 2),  # 16  CK: +4
    ("CQ CC C5", 0),  # 17  CQ+CC: +5
    ("C6 CJ C7", 1),  # 18  CJ: +1
    ("C8 C9 C10", 2),  # 19 black pips: 10 is high
    ("SK S3 S4", 0),  # 20  SK: +4
    ("S5 SQ SC", 1),  # 21  SQ+SC: +5
    ("SJ S6 S7", 0),  # 22  SJ: +1
    ("S8 S10 S9", 1),  # 23
    ("S1 S2 H9", 1),  # 24  seat 2 void in spades and trumps; seat 0 follows with S1
    ("C2 T1 D9", 1),  # 25  Pagat ultimo: the Pagat (+4) wins the last trick
]


def test_deal_a_pagat_ultimo_won() -> None:
    state = run_rows(DEAL_A, discard=DISCARD)
    # Seat 0: 7 tricks + the discard = 8, surplus 7+4+5+4+1 = 21 -> 29.
    # Seat 1: 15 tricks, surplus XXI 4 + 1+4+2+1+5 + Pagat 4 = 21 -> 36.
    # Seat 2: 3 tricks, surplus HC 2 + CK 4 + the Scies 4 = 10 -> 13.
    assert points_by_seat(state) == {0: 29, 1: 36, 2: 13}
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            (0, 1, 45, "Pagat ultimo wins trick 25"),
            (2, 1, 45, "Pagat ultimo wins trick 25"),
            (Pot.PAGAT, 1, 50, "takes the Pagat pot"),
            # bands: seat 0 29 -> +5, seat 2 13 -> -15, seat 1 (next dealer) takes +10
            (2, 0, 5, "card points: seat 0 has 29 against 26"),
            (2, 1, 10, "card points: seat 1 has 36 against 26"),
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (35, 0)
    assert ledger.net((0, 1, 2)) == {0: -40, 1: 150, 2: -60, Pot.PAGAT: -50}


def test_deal_a_final_piles_with_the_scies_exchanged() -> None:
    """The Scies played to trick 7 goes back to seat 2, who pays seat 1 the lowest card
    of the first trick he takes (H1 from trick 9)."""
    state = run_rows(DEAL_A, discard=DISCARD)
    final = [{card.code for card in pile} for pile in piles(state)]

    def won(seat: int) -> set[str]:
        return {code for text, winner in DEAL_A if winner == seat for code in text.split()}

    assert final[0] == won(0) | {"H10", "D10", "C1"}
    assert final[1] == (won(1) - {"F"}) | {"H1"}
    assert final[2] == (won(2) - {"H1"}) | {"F"}
    assert [len(pile) for pile in final] == [24, 45, 9]


def _a(*changes: tuple[int, Row]) -> list[Row]:
    """Deal A's table with some tricks (numbered from 1) rewritten."""
    rows = list(DEAL_A)
    for number, row in changes:
        rows[number - 1] = row
    return rows


# -- Deal B: Pagat ultimo failed --------------------------------------------------------------
# Seat 2 keeps T2 to the end; seat 0, out of trumps at trick 7, throws D9 there.
DEAL_B = _a(
    (7, ("D9 T15 F", 1)),
    (24, ("H9 S2 S1", 1)),  # seat 2 follows with S1; seat 0, void, throws H9
    (25, ("C2 T1 T2", 2)),  # the Pagat is beaten by T2
)


def test_deal_b_pagat_ultimo_failed_doubles_the_pagat_pot() -> None:
    state = run_rows(DEAL_B, discard=DISCARD)
    # Seat 0: as in deal A, 29. Seat 1: 14 tricks, surplus XXI 4 + 13 = 17 -> 31.
    # Seat 2: 4 tricks, surplus 2 + 4 + Pagat 4 + the Scies 4 = 14 -> 18.
    assert points_by_seat(state) == {0: 29, 1: 31, 2: 18}
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            (1, 0, 45, "Pagat ultimo lost in trick 25 to seat 2"),
            (1, 2, 45, "Pagat ultimo lost in trick 25 to seat 2"),
            # the loser doubles the pot: pays in what it held before the last trick
            (1, Pot.PAGAT, 50, "Pagat ultimo lost in trick 25 to seat 2: into the Pagat pot"),
            # bands: seat 0 29 -> +5, seat 2 18 -> -10, seat 1 takes +5; no last-trick 20
            (2, 0, 5, "card points: seat 0 has 29 against 26"),
            (2, 1, 5, "card points: seat 1 has 31 against 26"),
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (35, 100)


# -- Deal C: King ultimo won, and the Pagat brought home in trick 24 -------------------------
DEAL_C = _a(
    (12, ("D2 D9 D1", 2)),  # seat 1 keeps DK back; D1 takes the trick
    (24, ("S1 T1 H9", 1)),  # the Pagat led wins trick 24: brought home
    (25, ("C2 DK S2", 1)),  # King ultimo
)


def test_deal_c_king_ultimo_won_takes_the_king_pot() -> None:
    state = run_rows(DEAL_C, discard=DISCARD)
    # Seat 1: 14 tricks, surplus XXI 4 + HJ 1 + DC 2 + CJ 1 + SQ SC 5 + Pagat 4 + DK 4 = 21.
    # Seat 2: 4 tricks, surplus HC 2 + CK 4 + Scies 4 = 10.
    assert points_by_seat(state) == {0: 29, 1: 35, 2: 14}
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            (0, 1, 5, "Pagat wins trick 24"),
            (2, 1, 5, "Pagat wins trick 24"),
            (0, 1, 40, "King of diamonds ultimo wins trick 25"),
            (2, 1, 40, "King of diamonds ultimo wins trick 25"),
            (Pot.KING, 1, 35, "takes the King pot"),
            # bands: 29 -> +5, 14 -> -10, seat 1 +5
            (2, 0, 5, "card points: seat 0 has 29 against 26"),
            (2, 1, 5, "card points: seat 1 has 35 against 26"),
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (0, 50)


# -- Deal D: a King lost in play, the Pagat lost in trick 24, King ultimo failed -------------
# Seat 2 keeps T2; seat 0, out of trumps at trick 7, throws SK to it and loses it.
DEAL_D = _a(
    (7, ("SK T15 F", 1)),
    (12, ("D2 D9 D1", 2)),
    (20, ("S1 S3 S4", 2)),
    (24, ("H9 T1 T2", 2)),  # the Pagat led is beaten by T2 before the last trick
    (25, ("C2 DK S2", 2)),  # seat 1, void in spades and trumps, throws DK: it is beaten
)


def test_deal_d_king_ultimo_failed_pays_the_pot_value_before_the_last_trick() -> None:
    state = run_rows(DEAL_D, discard=DISCARD)
    # Seat 0: 6 tricks + discard = 7, surplus HK HQ 7 + DQ DJ 4 + CQ CC 5 + SJ 1 = 17 -> 24.
    # Seat 1: 12 tricks, surplus XXI 4 + SK 4 + 1 + 2 + 1 + 5 = 17 -> 29.
    # Seat 2: 7 tricks, surplus HC 2 + CK 4 + Pagat 4 + DK 4 + Scies 4 = 18 -> 25.
    assert points_by_seat(state) == {0: 24, 1: 29, 2: 25}
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            (0, 1, 5, "King of spades lost in trick 7 to seat 1"),
            (0, 2, 5, "King of spades lost in trick 7 to seat 1"),
            (0, Pot.KING, 5, "King of spades lost in trick 7 to seat 1"),
            (1, 0, 5, "Pagat lost in trick 24 to seat 2"),
            (1, 2, 5, "Pagat lost in trick 24 to seat 2"),
            (1, Pot.PAGAT, 5, "Pagat lost in trick 24 to seat 2"),
            (1, 0, 40, "King of diamonds ultimo lost in trick 25 to seat 2"),
            (1, 2, 40, "King of diamonds ultimo lost in trick 25 to seat 2"),
            # the King pot held 35 + 5 before the last trick: the failure pays 40 in
            (1, Pot.KING, 40, "into the King pot"),
            # bands: 24 -> 0, 25 -> 0, seat 1 takes -(0 + 0) = 0: no card-point payment
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (80, 55)


# -- Deal E: a failed and a successful King ultimo in the same last trick --------------------
DEAL_E = _a(
    (12, ("D2 D9 D1", 2)),
    (16, ("C3 C4 C2", 1)),  # seat 2 keeps CK back
    (24, ("S1 T1 H9", 1)),
    (25, ("S2 DK CK", 1)),  # DK led wins; seat 2, void, throws CK: a failed ultimo
)


def test_deal_e_failure_pays_into_the_pot_before_the_success_takes_it() -> None:
    state = run_rows(DEAL_E, discard=DISCARD)
    # Seat 1: 15 tricks, surplus 4 + HJ 1 + DC 2 + CJ 1 + 5 + Pagat 4 + DK CK 8 = 25 -> 40.
    # Seat 2: 3 tricks, surplus HC 2 + Scies 4 = 6 -> 9.
    assert points_by_seat(state) == {0: 29, 1: 40, 2: 9}
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            (0, 1, 5, "Pagat wins trick 24"),
            (2, 1, 5, "Pagat wins trick 24"),
            (2, 0, 40, "King of clubs ultimo lost in trick 25 to seat 1"),
            (2, 1, 40, "King of clubs ultimo lost in trick 25 to seat 1"),
            (2, Pot.KING, 35, "King of clubs ultimo lost in trick 25 to seat 1: into the King pot"),
            (0, 1, 40, "King of diamonds ultimo wins trick 25"),
            (2, 1, 40, "King of diamonds ultimo wins trick 25"),
            (Pot.KING, 1, 70, "King of diamonds ultimo wins trick 25: takes the King pot"),
            # bands: 29 -> +5, 9 -> -15, seat 1 +10
            (2, 0, 5, "card points: seat 0 has 29 against 26"),
            (2, 1, 10, "card points: seat 1 has 40 against 26"),
        ],
    )
    into = next(i for i, p in enumerate(ledger) if p.payee is Pot.KING)
    taken = next(i for i, p in enumerate(ledger) if p.payer is Pot.KING)
    assert into < taken
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (0, 50)


# -- Deal F: the last trick without Pagat or King: 20 ---------------------------------------
DEAL_F = _a(
    (24, ("S1 T1 H9", 1)),
    (25, ("C2 D9 S2", 1)),  # D9 led, nobody can follow or trump
)


def test_deal_f_last_trick_twenty_and_kings_winning_pay_nothing() -> None:
    state = run_rows(DEAL_F, discard=DISCARD)
    assert points_by_seat(state) == {0: 29, 1: 36, 2: 13}
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            (0, 1, 5, "Pagat wins trick 24"),
            (2, 1, 5, "Pagat wins trick 24"),
            (0, 1, 20, "seat 1 wins the last trick"),
            (2, 1, 20, "seat 1 wins the last trick"),
            (2, 0, 5, "card points: seat 0 has 29 against 26"),
            (2, 1, 10, "card points: seat 1 has 36 against 26"),
        ],
    )
    assert not [p for p in ledger if "King" in p.reason]  # four Kings won tricks 8-20
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (35, 50)
