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
from helpers import assert_payments, new_state, plays, to_play
from helpers_danish import (
    DT,
    Row,
    answer_deal_phase,
    card,
    hands_from_rows,
    play_row,
    record_of,
    rotate,
    run_rows,
)

from tarock.cards import FOOL, Suit, parse_many
from tarock.engine.actions import PASS, Claim, Demand, Discard, NameSuit, Play
from tarock.engine.legal import Clause
from tarock.engine.phases import Phase
from tarock.engine.state import IllegalAction, State
from tarock.play import play_deal, replay
from tarock.records import loads
from tarock.rules.declarations import declare
from tarock.rules.options import CardSettlement
from tarock.scoring.counting import piles, points_by_seat
from tarock.scoring.settlement import (
    Ledger,
    Pot,
    banded,
    card_point_nets,
    settle,
    settle_card_points,
)

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


def test_deal_e_success_takes_the_pot_before_the_failure_pays_in() -> None:
    """Two Kings in the last trick: DK wins, CK fails. The federation's text as Board Game
    Arena plays it: the success takes the King pot as it stood (35), then the failure pays
    in that same 35, so the pot is 35 again, not 0."""
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
            (0, 1, 40, "King of diamonds ultimo wins trick 25"),
            (2, 1, 40, "King of diamonds ultimo wins trick 25"),
            (Pot.KING, 1, 35, "King of diamonds ultimo wins trick 25: takes the King pot"),
            (2, 0, 40, "King of clubs ultimo lost in trick 25 to seat 1"),
            (2, 1, 40, "King of clubs ultimo lost in trick 25 to seat 1"),
            (2, Pot.KING, 35, "King of clubs ultimo lost in trick 25 to seat 1: into the King pot"),
            # bands: 29 -> +5, 9 -> -15, seat 1 +10
            (2, 0, 5, "card points: seat 0 has 29 against 26"),
            (2, 1, 10, "card points: seat 1 has 40 against 26"),
        ],
    )
    into = next(i for i, p in enumerate(ledger) if p.payee is Pot.KING)
    taken = next(i for i, p in enumerate(ledger) if p.payer is Pot.KING)
    assert taken < into
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (35, 50)


def test_deal_e_failure_first_is_the_old_reading_as_an_option() -> None:
    """``ultimo_success_first=false``: the failure doubles the pot first (35 -> 70), then
    the success takes the doubled pot."""
    state = run_rows(DEAL_E, discard=DISCARD, ruleset=DT.with_options(["ultimo_success_first=0"]))
    ledger = settle(state, START)
    assert [p.amount for p in ledger if Pot.KING in (p.payer, p.payee)] == [35, 70]
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


# -- Nolo: seat 2 takes no trick ------------------------------------------------------------
# Seat 2 holds the lowest four cards of every suit in tricks 8-23 and plays the Scies to
# trick 7 (he never takes a trick, so he keeps it and his debt lapses). Seat 0 holds the
# four spade courts: Cavalry in spades, 10 from each.
NOLO_KINGS: list[Row] = [
    *TRUMPS_A,
    ("HC HQ H5", 1),  # 8
    ("H1 HJ H6", 1),
    ("H3 H2 H7", 1),
    ("H9 H4 H8", 1),  # 11  red pips: 4 beats 8 beats 9
    ("DQ DC D6", 0),
    ("D2 D1 D7", 1),
    ("DJ D3 D8", 0),
    ("D4 D5 D9", 0),  # 15
    ("SK S10 S3", 0),
    ("SQ S9 S4", 0),
    ("SC S8 S5", 0),
    ("SJ S7 S6", 0),  # 19
    ("CQ CC C2", 0),
    ("CJ C10 C3", 0),
    ("C9 C6 C5", 0),
    ("C7 C8 C4", 1),  # 23
    ("S1 T1 HK", 1),  # 24  Pagat home; seat 2, void, throws HK: a King lost
    ("S2 DK CK", 1),  # 25  King ultimo by seat 1; seat 2's CK beaten: a failed ultimo
]


def test_nolo_cancels_the_ultimo_won_and_card_points_but_not_the_rest() -> None:
    state = run_rows(NOLO_KINGS, discard=DISCARD)
    assert state.won[2] == 0
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            (1, 0, 10, "declaration: Cavalry in spades"),
            (2, 0, 10, "declaration: Cavalry in spades"),
            (0, 1, 5, "Pagat wins trick 24"),
            (2, 1, 5, "Pagat wins trick 24"),
            # the noloist still pays for his King lost in play ...
            (2, 0, 5, "King of hearts lost in trick 24 to seat 1"),
            (2, 1, 5, "King of hearts lost in trick 24 to seat 1"),
            (2, Pot.KING, 5, "King of hearts lost in trick 24 to seat 1"),
            # ... and for his failed ultimo, which doubles the pot as it stood (35 + 5)
            (2, 0, 40, "King of clubs ultimo lost in trick 25 to seat 1"),
            (2, 1, 40, "King of clubs ultimo lost in trick 25 to seat 1"),
            (2, Pot.KING, 40, "into the King pot"),
            # seat 1's King ultimo is cancelled (no 40, the pot stays); no card points
            (0, 2, 25, "seat 2's Nolo"),
            (1, 2, 25, "seat 2's Nolo"),
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (80, 50)
    assert ledger.net((0, 1, 2)) == {0: 35, 1: 20, 2: -100, Pot.KING: 45}


NOLO_PLAIN: list[Row] = [
    *TRUMPS_A,
    ("HK HQ H5", 0),  # 8
    ("HC HJ H6", 0),
    ("H3 H2 H7", 1),
    ("H1 H4 H8", 0),
    ("CK CQ C2", 0),  # 12
    ("SK S10 S3", 0),
    ("SQ S9 S4", 0),
    ("SC S8 S5", 0),
    ("SJ S7 S6", 0),  # 16
    ("DQ DK D6", 1),
    ("DJ DC D7", 1),
    ("D2 D1 D8", 1),
    ("D4 D3 D9", 1),  # 20  red pips: 3 beats 4
    ("CJ CC C3", 1),
    ("C9 C10 C4", 1),
    ("C7 C8 C5", 1),  # 23
    ("S1 T1 H9", 1),  # 24  Pagat home
    ("S2 D5 C6", 1),  # 25  no Pagat or King: the last trick would pay 20
]


def test_nolo_cancels_the_last_trick_twenty_while_declarations_and_pagat_home_stand() -> None:
    state = run_rows(NOLO_PLAIN, discard=DISCARD)
    assert state.won == [8, 17, 0]
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            (1, 0, 10, "declaration: Cavalry in spades"),
            (2, 0, 10, "declaration: Cavalry in spades"),
            (0, 1, 5, "Pagat wins trick 24"),
            (2, 1, 5, "Pagat wins trick 24"),
            (0, 2, 25, "seat 2's Nolo"),
            (1, 2, 25, "seat 2's Nolo"),
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (35, 50)


# -- Tout: seat 1 takes every trick ---------------------------------------------------------
# Seat 0 has six trumps and throws SK to trick 7 (a King lost); seat 2 keeps the Scies,
# may be asked for it before trick 23, may not play it to trick 24 and loses it in 25.
TOUT: list[Row] = [
    ("T8 T21 T14", 1),
    ("T7 T20 T13", 1),
    ("T6 T19 T12", 1),
    ("T5 T18 T11", 1),
    ("T4 T17 T10", 1),
    ("T3 T16 T9", 1),
    ("SK T15 T2", 1),  # 7
    ("HJ HK H5", 1),
    ("H1 HQ H6", 1),
    ("H2 HC H7", 1),  # 10
    ("DJ DK D5", 1),
    ("D1 DQ D6", 1),
    ("D2 DC D7", 1),  # 13
    ("CJ CK C6", 1),
    ("C10 CQ C5", 1),
    ("C9 CC C4", 1),  # 16
    ("S5 SQ S2", 1),
    ("S4 SC S1", 1),
    ("S3 SJ H8", 1),
    ("H3 S10 H9", 1),  # 20
    ("H4 S9 D8", 1),
    ("D3 S8 D9", 1),
    ("D4 S7 C3", 1),  # 23
    ("C8 S6 C2", 1),  # 24
    ("C7 T1 F", 1),  # 25  the Scies played to the last trick is lost to its winner
]


def test_tout_takes_both_pots_replaces_the_ultimo_and_settles_no_card_points() -> None:
    state = run_rows(TOUT, discard=DISCARD)
    # Seat 1 holds all 75 cards played: 25 + the whole surplus 52 = 77; seat 0 has the
    # discard (1), seat 2 nothing (0).
    assert points_by_seat(state) == {0: 1, 1: 77, 2: 0}
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            (0, 1, 5, "King of spades lost in trick 7 to seat 1"),
            (0, 2, 5, "King of spades lost in trick 7 to seat 1"),
            (0, Pot.KING, 5, "King of spades lost in trick 7 to seat 1"),
            (0, 1, 80, "every trick"),
            (2, 1, 80, "every trick"),
            (Pot.KING, 1, 40, "takes the King pot"),
            (Pot.PAGAT, 1, 50, "takes the Pagat pot"),
            # no Pagat ultimo (45) and no last trick (20) for the Tout player, and no card
            # points after a Tout
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (0, 0)
    # The summary's silence read the other way (and Board Game Arena's program): card
    # points settled too. Bands: seat 0 1 -> -25, seat 2 0 -> -25, seat 1 takes +50.
    state = run_rows(TOUT, discard=DISCARD, ruleset=DT.with_options(["preset=bga"]))
    cards_paid = [(p.payer, p.payee, p.amount) for p in settle(state, START) if "card" in p.reason]
    assert cards_paid == [(0, 1, 25), (2, 1, 25)]
    # The Scies played to trick 25 stays with the winner of the trick.
    final = [{c.code for c in pile} for pile in piles(state)]
    assert final[0] == {"H10", "D10", "C1"}
    assert final[1] == {code for text, _ in TOUT for code in text.split()}
    assert final[2] == set()


# -- A Tout whose last trick beats an opponent's King ---------------------------------------
# The Tout deal with seat 0 keeping SK to the end: he discards C7 to trick 7, and from
# trick 20 seat 1 leads the red pips and C8 that seat 0 held, seat 0 throwing his spades.
# In trick 25 seat 1's Pagat beats SK: a King ultimo lost to the Tout.
TOUT_KING_LOST: list[Row] = [
    *TOUT[:6],
    ("C7 T15 T2", 1),  # 7
    *TOUT[7:19],
    ("S10 H3 H9", 1),  # 20
    ("S9 H4 D8", 1),
    ("S8 D3 D9", 1),
    ("S7 D4 C3", 1),  # 23
    ("S6 C8 C2", 1),  # 24
    ("SK T1 F", 1),  # 25  SK beaten by the Pagat
]


def test_tout_takes_the_pots_before_a_king_lost_in_the_last_trick_pays_in() -> None:
    """As for two ultimo cards for one pot, the success first: the Tout takes both pots as
    they stood before the last trick (35 and 50), then the King ultimo lost pays 40 to each
    opponent and the King pot's value before the trick (35) into it, which stays there."""
    state = run_rows(TOUT_KING_LOST, discard=DISCARD)
    assert [trick.winner for trick in state.tricks] == [1] * 25
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            (0, 1, 80, "every trick"),
            (2, 1, 80, "every trick"),
            (Pot.KING, 1, 35, "takes the King pot"),
            (Pot.PAGAT, 1, 50, "takes the Pagat pot"),
            (0, 1, 40, "King of spades ultimo lost in trick 25 to seat 1"),
            (0, 2, 40, "King of spades ultimo lost in trick 25 to seat 1"),
            (0, Pot.KING, 35, "King of spades ultimo lost in trick 25 to seat 1"),
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (35, 0)
    net = ledger.net([0, 1, 2])
    assert (net[0], net[1], net[2]) == (-195, 285, -40)
    # The failure first (ultimo_success_first=false): SK doubles the King pot, 35 -> 70,
    # and the Tout takes the doubled pot.
    first = DT.with_options(["ultimo_success_first=false"])
    ledger = settle(run_rows(TOUT_KING_LOST, discard=DISCARD, ruleset=first), START)
    taken = [(p.payer, p.amount) for p in ledger if "takes the" in p.reason]
    assert taken == [(Pot.KING, 70), (Pot.PAGAT, 50)]
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (0, 0)


def test_scies_offered_for_demand_before_trick_23_then_barred_from_trick_24() -> None:
    state = State(DT, hands_from_rows(TOUT, discard=DISCARD), 0)
    answer_deal_phase(state)
    to_play(state, discard=DISCARD)
    for row in TOUT[:22]:
        play_row(state, row)
    # Before trick 23 the Scies is still in seat 2's hand: seat 1 (the leader) and seat 0
    # may demand it, seat 2 is never asked.
    assert (state.phase, state.to_move) == (Phase.ANNOUNCE, 1)
    assert state.legal() == {Demand(Claim.FOOL): Clause.DEMAND_FOOL, PASS: Clause.NO_ANNOUNCEMENT}
    state.apply(PASS)
    assert (state.phase, state.to_move) == (Phase.ANNOUNCE, 0)
    assert Demand(Claim.FOOL) in state.legal()
    state.apply(PASS)
    assert (state.phase, state.to_move) == (Phase.PLAY, 1)
    play_row(state, TOUT[22])
    # Trick 24: the Scies may not be played.
    state.apply(Play(card("S6")))
    assert plays(state) == {"C2": Clause.ANY}
    with pytest.raises(IllegalAction, match="may not be played to trick 24"):
        state.apply(Play(FOOL))


def test_scies_demanded_before_trick_23_is_forced_and_kept_without_a_trick() -> None:
    rows = list(TOUT)
    rows[22] = ("D4 S7 F", 1)  # trick 23: seat 0 demands the Scies
    rows[24] = ("C7 T1 C3", 1)
    # A Tout settles no card points by default: read with card points settled, to see the
    # bands take the lone Scies' fraction.
    with_cards = DT.with_options(["vole_cancels_card_points=false"])
    state = State(with_cards, hands_from_rows(rows, discard=DISCARD), 0)
    answer_deal_phase(state)
    to_play(state, discard=DISCARD)
    for row in rows[:22]:
        play_row(state, row)
    state.apply(PASS)  # seat 1
    state.apply(Demand(Claim.FOOL))  # seat 0
    assert state.fool_demanded
    state.apply(Play(card("S7")))
    assert plays(state) == {"F": Clause.FOOL_DEMANDED}
    state.apply(Play(FOOL))
    state.apply(Play(card("D4")))
    assert state.tricks[-1].winner == 1
    for row in rows[23:]:
        play_row(state, row)
    # The Scies goes back to seat 2, who never takes a trick: the debt lapses and he
    # keeps it alone, 5 - 2/3 = 13/3; seat 1 has 78 - 1 - 13/3 = 218/3.
    final = piles(state)
    assert final[2] == [FOOL]
    assert points_by_seat(state) == {0: 1, 1: Fraction(218, 3), 2: Fraction(13, 3)}
    ledger = settle(state, START)
    # 13/3 - 26 = -65/3 (-21.7) is -20 in bands; seat 1 takes 25 + 20.
    assert_payments(
        ledger,
        [
            (0, 1, 25, "card points: seat 0 has 1 against 26"),
            (2, 1, 20, "card points: seat 2 has 13/3 against 26"),
        ],
        only="card points",
    )
    assert ledger.net((0, 1, 2))[1] == 5 + 80 + 80 + 40 + 50 + 25 + 20


# -- The Scies: naming the suit it is led as -------------------------------------------------

T, H, D, C, S = Suit.TRUMPS, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES
NAME_ANY = {NameSuit(suit): Clause.NAME for suit in (T, H, D, C, S)}


def _ready(partial: dict[int, str], avoid: dict[int, list[Suit]], keep: str = "") -> State:
    state = new_state(partial, dealer=0, ruleset=DT, avoid=avoid)
    answer_deal_phase(state)
    return to_play(state, keep=keep)


def test_scies_led_its_owner_names_the_suit_and_it_must_be_followed() -> None:
    state = _ready({1: "F T6", 2: "H5 H7 T3", 0: "H2 T4"}, {2: [H, Suit.FOOL], 0: [H]}, keep="H2")
    assert state.to_move == 1
    state.apply(Play(FOOL))
    assert state.naming == 1
    assert state.legal() == NAME_ANY
    state.apply(NameSuit(H))
    assert (state.to_move, state.naming, state.led) == (2, -1, H)
    assert plays(state) == {"H5": Clause.FOLLOW, "H7": Clause.FOLLOW}
    state.apply(Play(card("H5")))
    assert plays(state) == {"H2": Clause.FOLLOW}
    state.apply(Play(card("H2")))
    assert state.tricks[0].winner == 0  # red pips: 2 beats 5; the Scies never wins


def test_scies_renamed_by_the_next_player_when_neither_opponent_can_follow() -> None:
    hearts = "HK HQ HC HJ H1 H2 H3 H4 H5 H6 H7 H8 H9 H10"
    state = _ready({1: f"F T6 {hearts}", 2: "C5 C6 T3", 0: "T4"}, {2: [C]})
    state.apply(Play(FOOL))
    state.apply(NameSuit(H))  # nobody else holds a heart
    assert (state.naming, state.to_move) == (2, 2)
    assert state.legal() == {NameSuit(suit): Clause.RENAME for suit in (T, H, D, C, S)}
    state.apply(NameSuit(C))
    assert (state.naming, state.led) == (-1, C)
    assert plays(state) == {"C5": Clause.FOLLOW, "C6": Clause.FOLLOW}


def test_scies_rename_not_offered_when_one_opponent_can_follow() -> None:
    hearts = "HK HQ HC HJ H1 H2 H3 H4 H5 H6 H7 H8 H9"
    state = _ready({1: f"F T6 {hearts}", 2: "T3 T7", 0: "H10 T4"}, {2: [T]}, keep="H10")
    state.apply(Play(FOOL))
    state.apply(NameSuit(H))  # seat 0 holds H10
    assert (state.naming, state.to_move) == (-1, 2)
    assert plays(state) == {"T3": Clause.TRUMP, "T7": Clause.TRUMP}  # void: must trump


# Deal Z: seat 2 keeps the Scies to the last trick and leads it; nobody else holds the
# suit named or a trump.
DEAL_Z = [
    *TRUMPS_A[:6],
    ("T2 T15 T1", 1),  # 7  seat 2 holds the Pagat here (lost: not what this deal is about)
    *DEAL_A[7:18],  # 8-18
    *DEAL_A[19:23],  # 19-22 (the spades)
    DEAL_A[18],  # 23  C8 C9 C10: seat 2 wins
    ("S1 S2 H9", 2),  # 24  H9 led: nobody can follow or trump
    ("C2 D9 F", -1),  # 25  the Scies led (played by hand below)
]


def test_scies_never_wins_a_trick_even_when_nobody_follows_the_suit_named() -> None:
    """The Scies never wins a trick (the Danish rules: "When the Scies is played it never
    wins the trick"), not even when the suit named, here kept by the next player who may
    rename it, is followed by nobody and nobody can trump."""
    state = State(DT, hands_from_rows(DEAL_Z, discard=DISCARD), 0)
    answer_deal_phase(state)
    to_play(state, discard=DISCARD)
    for row in DEAL_Z[:24]:
        play_row(state, row)
    assert (state.to_move, state.hands[2]) == (2, [FOOL])
    state.apply(Play(FOOL))
    state.apply(NameSuit(H))
    assert state.legal() == {NameSuit(suit): Clause.RENAME for suit in (T, H, D, C, S)}
    state.apply(NameSuit(H))  # seat 0 keeps hearts
    state.apply(Play(card("C2")))
    state.apply(Play(card("D9")))
    assert state.is_over
    assert state.tricks[-1].winner != 2


def test_scies_led_to_the_last_trick_names_a_suit_or_not() -> None:
    """Deal Z's last trick: by default its owner names a suit for the Scies led to trick
    25, as to any trick (the summary); with ``fool_named_last_trick=false`` (Board Game
    Arena's program) none is named and the first card after it, C2, sets the suit."""
    ruleset = DT.with_options(["fool_named_last_trick=false"])
    state = State(ruleset, hands_from_rows(DEAL_Z, discard=DISCARD), 0)
    answer_deal_phase(state)
    to_play(state, discard=DISCARD)
    for row in DEAL_Z[:24]:
        play_row(state, row)
    state.apply(Play(FOOL))
    assert (state.naming, state.led, state.to_move) == (-1, None, 0)
    assert plays(state) == {"C2": Clause.FOOL_LED}
    state.apply(Play(card("C2")))
    assert state.led is C
    state.apply(Play(card("D9")))
    assert state.is_over and state.tricks[-1].winner == 0


def test_scies_named_only_as_a_suit_an_opponent_holds_and_never_renamed() -> None:
    """``fool_named_held=true`` (Board Game Arena's program): the suit named must be one
    still in an opponent's hand, so nobody can be left without it and nobody renames."""
    hearts = "HK HQ HC HJ H1 H2 H3 H4 H5 H6 H7 H8 H9 H10"
    ruleset = DT.with_options(["fool_named_held=true"])
    state = new_state(
        {1: f"F T6 {hearts}", 2: "C5 C6 T3", 0: "T4"}, dealer=0, ruleset=ruleset, avoid={2: [C]}
    )
    answer_deal_phase(state)
    to_play(state)
    state.apply(Play(FOOL))
    others = [c.suit for seat in (0, 2) for c in state.hands[seat]]
    held = [suit for suit in (T, D, C, S) if suit in others]
    assert state.legal() == {NameSuit(suit): Clause.NAME_HELD for suit in held}
    assert NameSuit(H) not in state.legal()
    with pytest.raises(IllegalAction):
        state.apply(NameSuit(H))
    state.apply(NameSuit(C))
    assert (state.naming, state.led, state.to_move) == (-1, C, 2)
    assert plays(state) == {"C5": Clause.FOLLOW, "C6": Clause.FOLLOW}


# -- A redeal: a player dealt no trump --------------------------------------------------------


def test_redeal_offered_to_a_player_without_trumps_the_scies_not_counted() -> None:
    state = new_state({1: "T5", 2: "F"}, dealer=0, ruleset=DT, avoid={2: [T]})
    assert (state.phase, state.to_move) == (Phase.DEAL, 2)
    assert state.legal() == {Demand(Claim.REDEAL): Clause.REDEAL, PASS: Clause.NO_REDEAL}
    ended = state.after(Demand(Claim.REDEAL))
    assert ended.is_over and ended.redealt
    ledger = settle(ended, START)
    assert list(ledger) == []
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (35, 50)
    state.apply(PASS)
    assert (state.phase, state.to_move, state.redealt) == (Phase.DISCARD, 0, False)


def test_redeal_asked_from_forehand_round_only_of_players_without_trumps() -> None:
    state = new_state({}, dealer=0, ruleset=DT, avoid={1: [T], 2: [T]})
    assert (state.phase, state.to_move) == (Phase.DEAL, 1)
    state.apply(PASS)
    assert (state.phase, state.to_move) == (Phase.DEAL, 2)
    state.apply(PASS)
    assert (state.phase, state.to_move) == (Phase.DISCARD, 0)
    trumpless_dealer = new_state({}, dealer=1, ruleset=DT, avoid={1: [T], 0: [T]})
    assert (trumpless_dealer.phase, trumpless_dealer.to_move) == (Phase.DEAL, 0)
    trumpless_dealer.apply(PASS)
    assert trumpless_dealer.to_move == 1  # the dealer himself, asked last
    trumpless_dealer.apply(Demand(Claim.REDEAL))
    assert trumpless_dealer.is_over


def test_no_redeal_question_when_everyone_has_a_trump() -> None:
    state = new_state({0: "T1", 1: "T2", 2: "T3"}, dealer=0, ruleset=DT)
    assert state.phase is Phase.DISCARD


# -- The Danish discard -----------------------------------------------------------------------
# The dealer's 28 cards are the named ones and plain hearts and diamonds (no King) to fill.
FILLER = "H1 H2 H3 H4 H5 H6 H7 H8 H9 H10 HJ HC HQ D1 D2 D3 D4 D5 D6 D7 D8 D9 D10 DJ DC DQ"


def _dealer(special: str) -> tuple[State, set[str]]:
    """A deal in its discard phase; the dealer (seat 0) holds ``special`` and filler."""
    extra = special.split()
    filler = FILLER.split()[: 28 - len(extra)]
    state = new_state({0: " ".join(extra + filler)}, dealer=0, ruleset=DT)
    answer_deal_phase(state)
    assert state.phase is Phase.DISCARD and len(state.hands[0]) == 28
    return state, set(filler)


def _discards(state: State) -> dict[str, str]:
    return {action.card.code: clause for action, clause in state.legal().items()}  # type: ignore[union-attr]


def test_discard_never_a_king_the_pagat_xxi_or_the_scies() -> None:
    state, plain = _dealer("HK SK T1 T21 F")
    # HQ HC HJ, with HK and the Scies, are a combination: kept while blanks remain.
    assert _discards(state) == dict.fromkeys(plain - {"HQ", "HC", "HJ"}, Clause.LAY_AWAY)
    with pytest.raises(IllegalAction, match="HK may not be laid away: No King, Pagat, XXI or"):
        state.apply(Discard(card("HK")))


def test_discard_trumps_only_to_leave_the_dealer_void_and_then_all_of_them() -> None:
    state, plain = _dealer("T5 T9 SK")
    assert _discards(state) == {
        **dict.fromkeys(plain, Clause.LAY_AWAY),
        "T5": Clause.LAY_AWAY,
        "T9": Clause.LAY_AWAY,
    }
    state.apply(Discard(card("T5")))
    # The discard is a set: T9 must go too, now or as the third card.
    assert _discards(state) == {
        **dict.fromkeys(plain, Clause.LAY_AWAY),
        "T9": Clause.LAY_AWAY,
    }
    state.apply(Discard(card("T9")))
    # Void in trumps now: the third card is any card the rules allow; never SK or a trump.
    assert _discards(state) == dict.fromkeys(plain, Clause.LAY_AWAY)


def test_discard_three_trumps_all_or_none() -> None:
    state, plain = _dealer("T5 T9 T12")
    assert _discards(state) == {
        **dict.fromkeys(plain, Clause.LAY_AWAY),
        **dict.fromkeys(("T5", "T9", "T12"), Clause.LAY_AWAY),
    }
    state.apply(Discard(card("H1")))  # a plain card first: three trumps no longer fit
    assert _discards(state) == dict.fromkeys(plain - {"H1"}, Clause.LAY_AWAY)


@pytest.mark.parametrize(
    "special",
    [
        pytest.param("T5 T9 T12 T14", id="four trumps"),
        pytest.param("T1 T9", id="with the Pagat"),
        pytest.param("T21 T9", id="with XXI"),
    ],
)
def test_discard_no_trump_when_they_cannot_all_go_or_pagat_or_xxi_is_held(special: str) -> None:
    state, plain = _dealer(special)
    assert _discards(state) == dict.fromkeys(plain, Clause.LAY_AWAY)


def test_discard_the_scies_is_not_a_trump() -> None:
    state, plain = _dealer("F T5 T9")
    # HQ HC HJ and the Scies are half a Cavalry in hearts: kept while blanks remain.
    assert _discards(state) == {
        **dict.fromkeys(plain - {"HQ", "HC", "HJ"}, Clause.LAY_AWAY),
        "T5": Clause.LAY_AWAY,
        "T9": Clause.LAY_AWAY,
    }


# -- Declarations: the Scies wild and serving several; the larger form replaces the smaller ---

BLANKS = "H2 H3 H4 D2 D3 D4 C2 C3 C4 S2 S3 S4"


def _declared(hand: str) -> list[tuple[str, int]]:
    return [(item.name, item.value) for item in declare(parse_many(hand), DT.options.declarations)]


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        pytest.param("HK DK CK SK", [("four Kings", 10)], id="four Kings"),
        pytest.param("HK DK CK F", [("half in Kings", 5)], id="three Kings and the Scies"),
        pytest.param("HK DK CK SK F", [("overfull in Kings", 15)], id="four Kings and the Scies"),
        pytest.param("HK DK CK", [], id="three Kings alone"),
        pytest.param("SK SQ SC SJ", [("Cavalry in spades", 10)], id="full Cavalry"),
        pytest.param("SQ SC SJ F", [("half Cavalry in spades", 5)], id="half Cavalry"),
        pytest.param("SK SQ SC SJ F", [("overfull Cavalry in spades", 15)], id="overfull Cavalry"),
        pytest.param(
            "F HK DK CK HQ HC SQ SC SJ",
            [("half in Kings", 5), ("half Cavalry in hearts", 5), ("half Cavalry in spades", 5)],
            id="the Scies serves three declarations",
        ),
        pytest.param(
            "F HK DK CK SK HQ HC HJ",
            [("overfull in Kings", 15), ("overfull Cavalry in hearts", 15)],
            id="the Scies and HK each serve two",
        ),
        pytest.param(
            "T2 T3 T4 T5 T6 T7 T8 T9 T10 F",
            [("10 trumps without Pagat", 10)],
            id="ten trumps counting the Scies",
        ),
        pytest.param(
            "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11",
            [("11 trumps with Pagat", 15)],
            id="eleven trumps with the Pagat",
        ),
        pytest.param("T2 T3 T4 T5 T6 T7 T8 T9 T10", [], id="nine trumps"),
        pytest.param("T1 F T21", [("3 Matadors", 10)], id="three Matadors"),
        pytest.param("T1 F T21 T20 T19 T17", [("5 Matadors", 20)], id="five Matadors"),
        pytest.param("T1 T21 T20 T19", [], id="no Matadors without the Scies"),
        pytest.param("T1 F T20 T19", [], id="no Matadors without XXI"),
    ],
)
def test_declarations(hand: str, expected: list[tuple[str, int]]) -> None:
    assert _declared(f"{hand} {BLANKS}") == expected


def test_declarations_paid_by_each_opponent_from_the_hand_after_the_discard() -> None:
    # Seat 1: the Scies, three Kings, HQ HC and ten trumps with the Pagat.
    state = new_state(
        {1: "F HK DK CK HQ HC T1 T2 T3 T4 T5 T6 T7 T8 T9 H2 H3 H4 D2 D3 D4 C2 C3 C4 S2"},
        dealer=0,
        ruleset=DT,
    )
    answer_deal_phase(state)
    to_play(state)
    names = [(item.name, item.value) for item in state.declared[1] or ()]
    assert names == [
        ("10 trumps with Pagat", 10),  # nine trumps and the Scies
        ("half in Kings", 5),
        ("half Cavalry in hearts", 5),
    ]


# -- Card points in 5-point bands -------------------------------------------------------------


@pytest.mark.parametrize(
    ("points", "expected"),
    [
        (18, -10),
        (19, -5),
        (23, -5),
        (24, 0),
        (26, 0),
        (28, 0),
        (29, 5),
        (33, 5),
        (34, 10),
        (0, -25),
    ],
)
def test_banded_at_every_boundary(points: int, expected: int) -> None:
    assert banded(points - 26) == expected


@pytest.mark.parametrize(
    ("points", "absorber", "expected"),
    [
        pytest.param({0: 28, 1: 28, 2: 22}, 0, {0: 5, 1: 0, 2: -5}, id="absorber not rounded up"),
        pytest.param({0: 24, 1: 24, 2: 30}, 1, {0: 0, 1: -5, 2: 5}, id="absorber pays the rest"),
        pytest.param({0: 29, 1: 36, 2: 13}, 1, {0: 5, 1: 10, 2: -15}, id="deal A"),
        pytest.param(
            {0: Fraction(73, 3), 1: Fraction(97, 3), 2: Fraction(64, 3)},
            2,
            {0: 0, 1: 5, 2: -5},
            id="fractions",
        ),
    ],
)
def test_card_point_nets_next_dealer_absorbs_the_balance(
    points: dict[int, Fraction | int], absorber: int, expected: dict[int, int]
) -> None:
    nets = card_point_nets(points, CardSettlement.BANDS, 26, absorber)
    assert nets == expected
    assert sum(nets.values()) == 0


def test_settle_card_points_in_bands() -> None:
    ledger = Ledger()
    settle_card_points({0: 31, 1: 31, 2: 16}, CardSettlement.BANDS, 26, 2, ledger)
    assert_payments(
        ledger,
        [
            (2, 0, 5, "card points: seat 0 has 31 against 26"),
            (2, 1, 5, "card points: seat 1 has 31 against 26"),
        ],
    )
    ledger = Ledger()
    settle_card_points({0: 40, 1: 20, 2: 18}, CardSettlement.BANDS, 26, 0, ledger)
    assert_payments(
        ledger,
        [
            (1, 0, 5, "card points: seat 1 has 20 against 26"),
            (2, 0, 10, "card points: seat 2 has 18 against 26"),
        ],
    )


def test_the_seat_after_the_dealer_absorbs_when_the_deal_moves_round() -> None:
    """Deal A with every seat moved on by one: seat 1 deals, seat 2 is forehand and next
    dealer; the payments move round with the seats."""
    state = run_rows(rotate(DEAL_A, 1), dealer=1, discard=DISCARD)
    assert points_by_seat(state) == {1: 29, 2: 36, 0: 13}
    assert_payments(
        settle(state, START),
        [
            (1, 2, 45, "Pagat ultimo wins trick 25"),
            (0, 2, 45, "Pagat ultimo wins trick 25"),
            (Pot.PAGAT, 2, 50, "takes the Pagat pot"),
            (0, 1, 5, "card points: seat 1 has 29 against 26"),
            (0, 2, 10, "card points: seat 2 has 36 against 26"),
        ],
    )


# -- Records carry the pots ------------------------------------------------------------------


def test_a_record_with_pots_replays_to_the_same_payments() -> None:
    state = run_rows(DEAL_E, discard=DISCARD)
    record = record_of(state, {"king": 35, "pagat": 50})
    result = replay(loads(record.dumps()))
    assert list(result.ledger) == list(settle(state, START))
    assert result.ledger.start == START
    assert (result.ledger.pot(Pot.KING), result.ledger.pot(Pot.PAGAT)) == (35, 50)
    # seat 0: -5 Pagat, +40 from the failed CK, -40 to the DK ultimo, +5 card points;
    # seat 1 takes the King pot as it stood (35) before the failure pays its 35 in
    assert result.net == {
        0: 0,
        1: 5 + 5 + 40 + 40 + 40 + 35 + 10,
        2: -5 - 40 - 40 - 35 - 40 - 5 - 10,
    }


def test_play_deal_with_pots_records_them_and_replays() -> None:
    pots = {Pot.KING: 35, Pot.PAGAT: 50}
    result = play_deal(DT, ["heuristic", "random", "heuristic"], seed=4, pots=pots)
    assert result.record.pots == {"king": 35, "pagat": 50}
    assert result.ledger.start == pots
    again = replay(result.record)
    assert list(again.ledger) == list(result.ledger)


def test_no_demand_phase_when_the_scies_is_already_played() -> None:
    state = State(DT, hands_from_rows(DEAL_A, discard=DISCARD), 0)
    answer_deal_phase(state)
    to_play(state, discard=DISCARD)
    for row in DEAL_A[:22]:
        play_row(state, row)
    assert (state.phase, state.to_move, state.trick_number) == (Phase.PLAY, 0, 23)


# -- What the table is told of the discard, and a combination laid away ---------------------


def test_a_trump_laid_away_is_told_as_a_fact_not_shown() -> None:
    """The dealer, void after it, lays away T5 and T9: the table learns that a trump went,
    not which; the old reading (``discard_disclosure=cards``) shows them."""
    from tarock.engine.legal import discard_shown
    from tarock.text.explain import laid_away

    state, _ = _dealer("T5 T9 SK")
    to_play(state, discard="T5 T9 H1")
    assert not discard_shown(state) & {card("T5"), card("T9")}
    assert laid_away(state, "Seat A", face_up=False) == (
        "Seat A lays away 3 cards, face down (a trump among them)."
    )
    shown = DT.with_options(["discard_disclosure=cards"])
    state = new_state({0: "T5 T9 SK " + " ".join(FILLER.split()[:25])}, dealer=0, ruleset=shown)
    answer_deal_phase(state)
    to_play(state, discard="T5 T9 H1")
    assert laid_away(state, "Seat A", face_up=False) == (
        "Seat A lays away 3 cards: V IX shown, 1 face down."
    )


def test_the_search_players_world_may_put_a_hidden_trump_in_the_discard() -> None:
    """Told only the fact, another seat's view lets an unseen trump lie in the discard; told
    the cards, the trumps laid away are known and no other trump may lie there."""
    from tarock.players.worlds import view

    for rules_, hidden in ((DT, True), (DT.with_options(["discard_disclosure=cards"]), False)):
        filler = " ".join(FILLER.split()[:25])
        state = new_state({0: f"T5 T9 SK {filler}"}, dealer=0, ruleset=rules_)
        answer_deal_phase(state)
        to_play(state, discard="T5 T9 H1")
        seen = view(state, 1)
        in_discard = [
            c
            for c, places in seen.allowed.items()
            if c.is_trump and any(seen.places[i] < 0 for i in places)
        ]
        assert bool(in_discard) is hidden
        assert (card("T5") in seen.hidden) is hidden


def test_a_combination_laid_away_because_nothing_else_could_go_stays_declared() -> None:
    """The dealer's 28 cards leave nothing to lay away but the hearts courts: they go,
    shown, and 'overfull in hearts' (15) is still declared and paid; with
    ``declare_laid_away=false`` (the project's first reading) it is lost."""
    hand = "HK HQ HC HJ F SK DK CK T1 T21 " + " ".join(f"T{i}" for i in range(2, 20))
    for rules_, paid in ((DT, True), (DT.with_options(["declare_laid_away=false"]), False)):
        state = new_state({0: hand}, dealer=0, ruleset=rules_)
        answer_deal_phase(state)
        assert set(_discards(state)) == {"HQ", "HC", "HJ"}
        to_play(state, discard="HQ HC HJ")
        names = [item.name for item in state.declared[0] or ()]
        assert ("overfull Cavalry in hearts" in names) is paid, names
