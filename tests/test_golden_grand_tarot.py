"""Golden deals of Grand Tarot (2015): curated full deals whose every payment is written out.

The source is seed 002 ("Grand Tarot", Bunbury's Games for Loka, 2015) read with
shared/RULES-NOTES.md ("Grand Tarot" and "Details that decide scores"). Every expectation
below is worked out by hand from those texts, never read back from the package.

Every deal is a table, one row a trick, one column a seat (seat 0, 1, 2) and the seat that
wins the trick. Seats are numbered in the order play goes round (to the left): seat 0
deals and lays away three blanks, seat 1 is Eldest (the dealer's left), leads to trick 1
and, in the reading of the garbled card-point sentence, settles card points with each of
the other two players, in 5-point bands around 26.

Card points are counted here the way the rules notes allow: three cards count 1, plus
what each counter is worth above 1 (King 4, Queen 3, Cavalier 2, Jack 1, the Magician /
World / Fool 4). A pile of 3n cards counts n plus its counters' surplus.

The pots start at 125 (the King's pot) and 140 (the Sparrow's pot, ``Pot.PAGAT``) so
the two cannot be confused; 125 is what a pot holds after the foundation (40 from each)
and the dealer's 5.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import pytest
from helpers import assert_payments, cards, first_legal, new_state, play_out, to_play
from helpers_danish import rotate
from helpers_grand_tarot import (
    GTR,
    SEATS,
    Row,
    change,
    final_piles,
    one_card,
    record,
    run,
    won,
)

from tarock.cards import FOOL, Suit, parse_many
from tarock.engine.actions import Discard, Play
from tarock.engine.legal import Clause
from tarock.engine.phases import Phase
from tarock.engine.state import IllegalAction, State, deal
from tarock.play import SessionResult, play_session, replay, replay_session
from tarock.records import SessionRecord, loads, loads_any
from tarock.rules.declarations import declare
from tarock.rules.options import CardSettlement, Direction, FailedUltimo, PipOrder
from tarock.scoring.counting import card_points, piles, points_by_seat
from tarock.scoring.session import share, stakes
from tarock.scoring.settlement import Ledger, Pot, card_point_nets, settle, settle_card_points

START = {Pot.KING: 125, Pot.PAGAT: 140}
DISCARD = "H3 D1 S1"

# -- The base deal: The Sparrow ------------------------------------------------------------------
# Tricks 1-7: Eldest (seat 1) leads his trumps from XXI down and wins them all; seat 2
# plays the Fool to trick 7 (it comes back to him; he pays seat 1 a card at the end).
# Tricks 8-23: everyone follows suit; every King wins its own trick (which pays nothing).
# Pips rank 10 high to Ace low in every suit. Nobody holds a declaration.
TRUMPS: list[Row] = [
    ("T8 T21 T14", 1),  # 1
    ("T7 T20 T13", 1),
    ("T6 T19 T12", 1),
    ("T5 T18 T11", 1),
    ("T4 T17 T10", 1),
    ("T3 T16 T9", 1),
    ("T2 T15 F", 1),  # 7   seat 2, out of trumps, plays the Fool
]

SPARROW: list[Row] = [
    *TRUMPS,
    ("HK H4 H5", 0),  # 8   HK wins: +4 to seat 0
    ("H6 HQ H7", 1),  # 9   +3
    ("H8 HJ HC", 2),  # 10  +1 +2
    ("H1 H10 H9", 1),  # 11 the 10 is high and the Ace low in hearts too
    ("D3 DK D4", 1),  # 12  DK wins: +4
    ("DQ D5 D6", 0),  # 13  +3
    ("D7 DC D8", 1),  # 14  +2
    ("D9 D10 DJ", 2),  # 15 +1
    ("C4 C5 CK", 2),  # 16  CK wins: +4
    ("CQ C6 C7", 0),  # 17  +3
    ("CJ C10 C3", 0),  # 18 +1
    ("SK S3 S4", 0),  # 19  SK wins: +4
    ("S5 SQ S6", 1),  # 20  +3
    ("S7 S8 SC", 2),  # 21  +2
    ("S9 S10 SJ", 2),  # 22 +1
    ("C8 CC C9", 1),  # 23  +2
    ("C1 S2 H2", 1),  # 24  seat 1 leads S2; seats 0 and 2 are void in spades and trumps
    ("C2 T1 D2", 1),  # 25  The Sparrow: the Magician (+4) wins the last trick
]


def test_sparrow_takes_the_sparrows_pot_and_45_from_each() -> None:
    state = run(SPARROW, discard=DISCARD)
    # Seat 0: 5 tricks + the discard = 6 threes, surplus 4+3+3+1+4 = 15 -> 21.
    # Seat 2: 5 tricks, surplus 3+1+4+2+1 = 11, and the Fool back (+4) for a blank -> 20.
    # Seat 1: 15 tricks, surplus XXI 4 + 3 + 0 + 4 + 2 + 2 + 3 + 0 + Magician 4 = 22 -> 37.
    assert points_by_seat(state) == {0: 21, 1: 37, 2: 20}
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            (0, 1, 45, "Pagat ultimo wins trick 25"),
            (2, 1, 45, "Pagat ultimo wins trick 25"),
            (Pot.PAGAT, 1, 140, "takes the Pagat pot"),
            # bands with Eldest: seat 0 21 -> -5, seat 2 20 -> -5, each paid to Eldest
            (0, 1, 5, "card points: seat 0 has 21 against 26"),
            (2, 1, 5, "card points: seat 2 has 20 against 26"),
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (125, 0)
    assert ledger.net(SEATS) == {0: -50, 1: 240, 2: -50, Pot.PAGAT: -140}


def test_play_goes_to_the_left_and_eldest_leads_the_first_trick() -> None:
    assert GTR.options.direction is Direction.CLOCKWISE
    state = run(SPARROW, discard=DISCARD)
    # Eldest (seat 1, the dealer's left) leads; play goes on to seat 2, then the dealer.
    assert state.tricks[0].seats == (1, 2, 0)
    # Every other trick is led by the winner of the one before.
    for before, trick in zip(state.tricks, state.tricks[1:], strict=False):
        assert trick.seats[0] == before.winner
    for dealer in SEATS:
        fresh = to_play(new_state({}, dealer=dealer, ruleset=GTR))
        eldest = (dealer + 1) % 3
        assert (fresh.phase, fresh.to_move, fresh.leader) == (Phase.PLAY, eldest, eldest)


def test_pips_rank_ten_high_and_ace_low_in_red_suits_too() -> None:
    assert GTR.options.pip_order is PipOrder.NATURAL
    state = run(SPARROW, discard=DISCARD)
    trick = state.tricks[10]
    assert trick.number == 11
    assert dict(zip(trick.seats, (c.code for c in trick.cards), strict=True)) == {
        0: "H1",
        1: "H10",
        2: "H9",
    }
    assert trick.winner == 1  # H10 beats H9 and the Ace


def test_the_fool_comes_back_and_is_paid_for_with_a_blank_at_the_end() -> None:
    """The Fool played to trick 7 (won by seat 1) goes back to seat 2, who took tricks:
    at the end of the hand he gives seat 1 one card of his own pile, the lowest-valued
    (a blank; which of his blanks makes no difference to any score)."""
    state = run(SPARROW, discard=DISCARD)
    final = final_piles(state)
    assert final[0] == won(SPARROW, 0) | {"H3", "D1", "S1"}
    assert "F" in final[2] and "F" not in final[1]
    given = final[1] - won(SPARROW, 1)
    assert final[1] == (won(SPARROW, 1) - {"F"}) | given
    assert final[2] == (won(SPARROW, 2) - given) | {"F"}
    assert one_card(given).value == 1 and given <= won(SPARROW, 2)
    assert [len(pile) for pile in final] == [18, 45, 15]


# -- The Fool played to the last trick: never captured ----------------------------------------
FOOL_LAST = change(
    SPARROW,
    (7, ("T2 T15 D2", 1)),  # seat 2, out of trumps, keeps the Fool and throws D2
    (25, ("C2 T1 F", 1)),  # the Fool played to the last trick
)


def test_fool_in_the_last_trick_is_not_captured() -> None:
    state = run(FOOL_LAST, discard=DISCARD)
    final = final_piles(state)
    assert "F" in final[2] and "F" not in final[1]
    given = final[1] - won(FOOL_LAST, 1)
    assert one_card(given).value == 1 and given <= won(FOOL_LAST, 2)
    assert final[2] == (won(FOOL_LAST, 2) - given) | {"F"}
    # The same cards end where they did in the base deal: 21, 37, 20.
    assert points_by_seat(state) == {0: 21, 1: 37, 2: 20}
    assert_payments(
        settle(state, START),
        [
            (0, 1, 45, "Pagat ultimo wins trick 25"),
            (2, 1, 45, "Pagat ultimo wins trick 25"),
            (Pot.PAGAT, 1, 140, "takes the Pagat pot"),
            (0, 1, 5, "card points: seat 0 has 21 against 26"),
            (2, 1, 5, "card points: seat 2 has 20 against 26"),
        ],
    )


# -- Dropped Balls: the Magician played to the last trick and beaten ---------------------------
# Seat 2 keeps T2 to the end (he plays the Fool to trick 7); seat 0, with six trumps, is
# void at trick 7 and throws C1; the dealer lays away H3 D1 H2.
DROPPED_DISCARD = "H3 D1 H2"
DROPPED = change(
    SPARROW,
    (7, ("C1 T15 F", 1)),
    (24, ("D2 S2 S1", 1)),  # seat 2 follows with S1 (he still holds T2)
    (25, ("C2 T1 T2", 2)),  # the Magician led is beaten by T2
)


def test_dropped_balls_pays_45_to_each_and_45_into_the_sparrows_pot() -> None:
    state = run(DROPPED, discard=DROPPED_DISCARD)
    # Seat 0: as before, 21. Seat 1: 14 tricks, surplus XXI 4 + 3 + 0 + 4 + 2 + 2 + 3 = 18
    # -> 32. Seat 2: 6 tricks, surplus 11 + Magician 4 = 15, the Fool back +4 -> 25.
    assert points_by_seat(state) == {0: 21, 1: 32, 2: 25}
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            (1, 0, 45, "Pagat ultimo lost in trick 25 to seat 2"),
            (1, 2, 45, "Pagat ultimo lost in trick 25 to seat 2"),
            # not the pot's value (the Danish doubling) but the same 45 into it
            (1, Pot.PAGAT, 45, "Pagat ultimo lost in trick 25 to seat 2: into the Pagat pot"),
            # bands: seat 0 21 -> -5 to Eldest; seat 2 25 -> 0
            (0, 1, 5, "card points: seat 0 has 21 against 26"),
        ],
    )
    assert GTR.options.failed_ultimo_pot is FailedUltimo.PENALTY
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (125, 185)
    assert ledger.net(SEATS) == {0: 40, 1: -130, 2: 45, Pot.PAGAT: 45}


# -- The Emperor: a King wins the last trick; the Magician wins trick 24 (nothing) ------------
EMPEROR = change(
    SPARROW,
    (12, ("D3 D2 D4", 2)),  # seat 1 keeps DK back and plays D2; D4 wins
    (24, ("C1 T1 H2", 1)),  # the Magician wins trick 24: nothing before the last trick
    (25, ("C2 DK S2", 1)),  # The Emperor
)


def test_emperor_takes_the_kings_pot_and_40_from_each() -> None:
    state = run(EMPEROR, discard=DISCARD)
    # Seat 1: 14 tricks, surplus XXI 4 + 3 + 0 + 2 + 2 + 3 + Magician 4 + DK 4 = 22 -> 36.
    # Seat 2: 6 tricks, surplus 3 + 0 + 1 + 4 + 2 + 1 = 11, the Fool back +4 -> 21.
    assert points_by_seat(state) == {0: 21, 1: 36, 2: 21}
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            (0, 1, 40, "King of diamonds ultimo wins trick 25"),
            (2, 1, 40, "King of diamonds ultimo wins trick 25"),
            (Pot.KING, 1, 125, "King of diamonds ultimo wins trick 25: takes the King pot"),
            (0, 1, 5, "card points: seat 0 has 21 against 26"),
            (2, 1, 5, "card points: seat 2 has 21 against 26"),
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (0, 140)


# -- Usurped King, with The Sparrow in the same trick -------------------------------------------
USURPED = change(
    SPARROW,
    (16, ("C4 C5 C2", 1)),  # seat 2 keeps CK back and leads C2; C5 wins
    (25, ("D2 T1 CK", 1)),  # seat 2, void, throws CK to the Magician: Usurped King
)


def test_usurped_king_pays_40_to_each_and_40_into_the_kings_pot() -> None:
    state = run(USURPED, discard=DISCARD)
    # Seat 1: 16 tricks, surplus XXI 4 + 3 + 0 + 4 + 2 + 2 + 3 + 0 (trick 16) + 0 (trick 24)
    # + Magician 4 + CK 4 = 26 -> 42. Seat 2: 4 tricks, surplus 3 + 1 + 2 + 1 = 7, the Fool
    # back +4 -> 15.
    assert points_by_seat(state) == {0: 21, 1: 42, 2: 15}
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            (2, 0, 40, "King of clubs ultimo lost in trick 25 to seat 1"),
            (2, 1, 40, "King of clubs ultimo lost in trick 25 to seat 1"),
            (2, Pot.KING, 40, "King of clubs ultimo lost in trick 25 to seat 1: into the King pot"),
            (0, 1, 45, "Pagat ultimo wins trick 25"),
            (2, 1, 45, "Pagat ultimo wins trick 25"),
            (Pot.PAGAT, 1, 140, "takes the Pagat pot"),
            # bands: seat 0 21 -> -5; seat 2 15 (-11) -> -10
            (0, 1, 5, "card points: seat 0 has 21 against 26"),
            (2, 1, 10, "card points: seat 2 has 15 against 26"),
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (165, 0)
    assert ledger.net(SEATS) == {
        0: 40 - 45 - 5,
        1: 40 + 45 + 45 + 140 + 5 + 10,
        2: -40 - 40 - 40 - 45 - 10,
        Pot.KING: 40,
        Pot.PAGAT: -140,
    }


# -- Two Kings in the last trick: the failure pays into the pot before the success takes it ----
TWO_KINGS = change(
    SPARROW,
    (12, ("D3 D2 D4", 2)),
    (16, ("C4 C5 C2", 1)),
    (24, ("C1 T1 H2", 1)),
    (25, ("S2 DK CK", 1)),  # DK led wins; seat 2, void, throws CK
)


def test_two_kings_the_usurped_kings_40_goes_into_the_pot_the_emperor_takes() -> None:
    state = run(TWO_KINGS, discard=DISCARD)
    # Seat 1: 15 tricks, surplus 4 + 3 + 0 + 2 + 2 + 3 + 0 + Magician 4 + DK CK 8 = 26 -> 41.
    # Seat 2: 5 tricks, surplus 3 + 0 + 1 + 2 + 1 = 7, the Fool back +4 -> 16.
    assert points_by_seat(state) == {0: 21, 1: 41, 2: 16}
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            (2, 0, 40, "King of clubs ultimo lost in trick 25 to seat 1"),
            (2, 1, 40, "King of clubs ultimo lost in trick 25 to seat 1"),
            (2, Pot.KING, 40, "King of clubs ultimo lost in trick 25 to seat 1: into the King pot"),
            (0, 1, 40, "King of diamonds ultimo wins trick 25"),
            (2, 1, 40, "King of diamonds ultimo wins trick 25"),
            # 125 + the Usurped King's 40
            (Pot.KING, 1, 165, "King of diamonds ultimo wins trick 25: takes the King pot"),
            (0, 1, 5, "card points: seat 0 has 21 against 26"),
            (2, 1, 10, "card points: seat 2 has 16 against 26"),
        ],
    )
    into = next(i for i, p in enumerate(ledger) if p.payee is Pot.KING)
    taken = next(i for i, p in enumerate(ledger) if p.payer is Pot.KING)
    assert into < taken
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (0, 140)


# -- During play: a King and the Magician played and not winning --------------------------------
# From Dropped Balls: seat 0, void in trumps at trick 7, throws SK there (beaten by T15);
# he plays his spades in tricks 19-21 and, void, throws C1 to trick 22. The Magician led
# to trick 24 is beaten by seat 2's T2; the last trick holds no Magician and no King.
IN_PLAY = change(
    DROPPED,
    (7, ("SK T15 F", 1)),
    (19, ("S5 SQ S6", 1)),
    (20, ("S7 S8 SC", 2)),
    (21, ("S9 S10 SJ", 2)),
    (22, ("C1 S3 S4", 2)),
    (24, ("D2 T1 T2", 2)),
    (25, ("C2 S2 S1", 1)),
)


def test_a_king_and_the_magician_not_winning_before_the_last_trick_pay_5_and_5() -> None:
    state = run(IN_PLAY, discard=DROPPED_DISCARD)
    # Seat 0: 4 tricks + the discard, surplus HK 4 + 3 + 3 + 1 = 11 -> 16.
    # Seat 1: 14 tricks, surplus XXI 4 + SK 4 + 3 + 0 + 4 + 2 + 3 + 2 + 0 = 22 -> 36.
    # Seat 2: 7 tricks, surplus 3 + 1 + 4 + 2 + 1 + 0 + Magician 4 = 15, Fool +4 -> 26.
    assert points_by_seat(state) == {0: 16, 1: 36, 2: 26}
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
            # HK, DK and CK won tricks 8, 12 and 16: nothing. No bonus for the last trick.
            # bands: seat 0 16 -> -10 to Eldest; seat 2 26 -> 0
            (0, 1, 10, "card points: seat 0 has 16 against 26"),
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (130, 145)


def test_the_magician_and_kings_winning_before_the_last_trick_pay_nothing() -> None:
    ledger = settle(run(EMPEROR, discard=DISCARD), START)
    for payment in ledger:
        assert "trick 25" in payment.reason or "card points" in payment.reason, str(payment)


# -- Slam: one player takes every trick ------------------------------------------------------
# Seat 1 holds the high cards and leads every trick; seat 0 throws SK to trick 7 (a King
# not winning); seat 2 plays the Fool to the last trick and, having taken no trick,
# surrenders it. Nobody holds a declaration.
SLAM_DISCARD = "H10 D10 C1"
SLAM: list[Row] = [
    *TRUMPS[:6],
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
    ("D4 S7 C3", 1),
    ("C8 S6 C2", 1),  # 24
    ("C7 T1 F", 1),  # 25  The Sparrow; the Fool goes back to seat 2, who surrenders it
]


def test_slam_85_from_each_on_top_of_the_sparrow_and_no_pot_for_the_slam() -> None:
    state = run(SLAM, discard=SLAM_DISCARD)
    assert state.won == [0, 25, 0]
    # Seat 1 ends with all 75 cards played: 25 + the whole surplus 52 = 77; seat 0 has the
    # discard (three blanks: 1); seat 2 nothing.
    assert points_by_seat(state) == {0: 1, 1: 77, 2: 0}
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            (0, 1, 5, "King of spades lost in trick 7 to seat 1"),
            (0, 2, 5, "King of spades lost in trick 7 to seat 1"),
            (0, Pot.KING, 5, "King of spades lost in trick 7 to seat 1"),
            (0, 1, 45, "Pagat ultimo wins trick 25"),
            (2, 1, 45, "Pagat ultimo wins trick 25"),
            (Pot.PAGAT, 1, 140, "takes the Pagat pot"),
            (0, 1, 85, "every trick"),
            (2, 1, 85, "every trick"),
            # no Beggar for the two who took no trick; bands: 1 -> -25, 0 -> -25
            (0, 1, 25, "card points: seat 0 has 1 against 26"),
            (2, 1, 25, "card points: seat 2 has 0 against 26"),
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (130, 0)
    final = final_piles(state)
    assert final[0] == {"H10", "D10", "C1"}
    assert final[1] == {code for text, _ in SLAM for code in text.split()}
    assert final[2] == set()


# -- Beggar: a player takes no trick -----------------------------------------------------------
# Seat 2 holds the four lowest cards of every suit in tricks 8-23 and plays the Fool to
# trick 7: having taken no trick he surrenders the Fool to seat 1, who won that trick.
BEGGAR: list[Row] = [
    *TRUMPS,
    ("HK H7 H1", 0),  # 8   +4
    ("H8 HQ H4", 1),  # 9   +3
    ("HC HJ H5", 0),  # 10  +2 +1
    ("H10 H9 H6", 0),  # 11
    ("D8 DK D3", 1),  # 12  +4
    ("DQ DC D4", 0),  # 13  +3 +2
    ("DJ D9 D5", 0),  # 14  +1
    ("D10 D7 D6", 0),  # 15
    ("CK CQ C3", 0),  # 16  +4 +3
    ("C7 CC C4", 1),  # 17  +2
    ("CJ C10 C5", 0),  # 18 +1
    ("C9 C8 C6", 0),  # 19
    ("SQ SC S4", 0),  # 20  +3 +2
    ("SJ S10 S5", 0),  # 21 +1
    ("S9 S8 S6", 0),  # 22
    ("S7 SK S3", 1),  # 23  +4
    ("C1 S2 H2", 1),  # 24
    ("C2 T1 D2", 1),  # 25  The Sparrow
]


def test_beggar_25_from_each_and_nothing_cancelled() -> None:
    state = run(BEGGAR, discard=DISCARD)
    assert state.won == [12, 13, 0]
    # Seat 0: 12 tricks + the discard, surplus 4+3+0+5+1+0+7+1+0+5+1+0 = 27 -> 40.
    # Seat 1: 13 tricks, surplus XXI 4 + the surrendered Fool 4 + 3 + 4 + 2 + 4 + 0 +
    # Magician 4 = 25 -> 38. Seat 2: nothing.
    assert points_by_seat(state) == {0: 40, 1: 38, 2: 0}
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            (0, 1, 45, "Pagat ultimo wins trick 25"),
            (2, 1, 45, "Pagat ultimo wins trick 25"),
            (Pot.PAGAT, 1, 140, "takes the Pagat pot"),
            (0, 2, 25, "seat 2's Nolo"),
            (1, 2, 25, "seat 2's Nolo"),
            # bands with Eldest: seat 0 40 (+14) -> +15 paid by Eldest; seat 2 0 -> -25
            (1, 0, 15, "card points: seat 0 has 40 against 26"),
            (2, 1, 25, "card points: seat 2 has 0 against 26"),
        ],
    )
    assert ledger.net(SEATS) == {
        0: -45 - 25 + 15,
        1: 45 + 45 + 140 - 25 - 15 + 25,
        2: -45 + 25 + 25 - 25,
        Pot.PAGAT: -140,
    }


def test_beggar_surrenders_the_fool_to_the_winner_of_its_trick() -> None:
    state = run(BEGGAR, discard=DISCARD)
    final = final_piles(state)
    assert final[2] == set()
    assert final[1] == won(BEGGAR, 1)  # the Fool of trick 7 included
    assert final[0] == won(BEGGAR, 0) | {"H3", "D1", "S1"}


# -- The Fool paid for with the owner's lowest card, here a single Cavalier ---------------------
# As the Beggar deal, but seat 2 takes one trick, of three courts (HK over HQ and HC): the
# lowest card he has to give for the Fool is HC (3), so every pile is exactly known.
FOOL_PAID = change(
    BEGGAR,
    (8, ("HC HQ HK", 2)),  # seat 1 leads HQ; HK wins
    (9, ("H1 HJ H4", 1)),  # seat 2 leads H4
    (10, ("H10 H9 H5", 0)),
    (11, ("H8 H7 H6", 0)),
)


def test_fool_paid_for_at_the_end_with_the_owners_lowest_card() -> None:
    state = run(FOOL_PAID, discard=DISCARD)
    final = final_piles(state)
    assert final[2] == {"HK", "HQ", "F"}
    assert final[1] == (won(FOOL_PAID, 1) - {"F"}) | {"HC"}
    assert final[0] == won(FOOL_PAID, 0) | {"H3", "D1", "S1"}
    # Seat 2: HK 5 + HQ 4 + Fool 5 - 2 = 12. Seat 0: 11 tricks + the discard, surplus
    # 0+0+5+1+0+7+1+0+5+1+0 = 20 -> 32. Seat 1: 78 - 12 - 32 = 34.
    assert points_by_seat(state) == {0: 32, 1: 34, 2: 12}
    assert [card_points(pile) for pile in piles(state)] == [32, 34, 12]
    assert_payments(
        settle(state, START),
        [
            (0, 1, 45, "Pagat ultimo wins trick 25"),
            (2, 1, 45, "Pagat ultimo wins trick 25"),
            (Pot.PAGAT, 1, 140, "takes the Pagat pot"),
            # no Beggar: seat 2 took a trick. Bands: 32 (+6) -> +5; 12 (-14) -> -15
            (1, 0, 5, "card points: seat 0 has 32 against 26"),
            (2, 1, 15, "card points: seat 2 has 12 against 26"),
        ],
    )


# Seat 2 also takes a trick of three blanks later (trick 15). Under the Danish and
# Grosstarock rule he would pay for the Fool from the first trick he takes (HC, trick 8);
# in Grand Tarot he pays at the end of the hand, with the lowest card of his whole pile.
FOOL_LATE = change(FOOL_PAID, (15, ("D6 D7 D10", 2)))


def test_fool_exchange_is_made_at_the_end_of_the_hand_not_when_the_trick_ends() -> None:
    state = run(FOOL_LATE, discard=DISCARD)
    final = final_piles(state)
    given = final[1] - won(FOOL_LATE, 1)
    assert given < {"D6", "D7", "D10"}
    assert final[2] == ({"HK", "HQ", "HC", "D6", "D7", "D10"} - given) | {"F"}
    # Seat 2: HK 5 + HQ 4 + HC 3 + Fool 5 + two blanks - 4 = 15. Seat 0: 32 less the
    # three blanks of trick 15 (1) = 31. Seat 1: 34 with a blank in place of HC = 32.
    assert points_by_seat(state) == {0: 31, 1: 32, 2: 15}
    assert_payments(
        settle(state, START),
        [
            (1, 0, 5, "card points: seat 0 has 31 against 26"),
            (2, 1, 10, "card points: seat 2 has 15 against 26"),
        ],
        only="card points",
    )


# -- The dealer moves round: Eldest is always the seat after the dealer --------------------------


def test_eldest_settles_card_points_when_the_deal_moves_round() -> None:
    """The Beggar deal with every seat moved on by one: seat 1 deals, seat 2 is Eldest."""
    state = run(rotate(BEGGAR, 1), dealer=1, discard=DISCARD)
    assert points_by_seat(state) == {1: 40, 2: 38, 0: 0}
    assert_payments(
        settle(state, START),
        [
            (1, 2, 45, "Pagat ultimo wins trick 25"),
            (0, 2, 45, "Pagat ultimo wins trick 25"),
            (Pot.PAGAT, 2, 140, "takes the Pagat pot"),
            (1, 0, 25, "seat 0's Nolo"),
            (2, 0, 25, "seat 0's Nolo"),
            (2, 1, 15, "card points: seat 1 has 40 against 26"),
            (0, 2, 25, "card points: seat 0 has 0 against 26"),
        ],
    )


# -- Card points in bands, settled with Eldest ---------------------------------------------------


@pytest.mark.parametrize(
    ("points", "expected"),
    [
        # Eldest (seat 1) pays seat 0 its +15 and is paid seat 2's -10: net -5. Under the
        # Danish BANDS the single winner would be paid by both (1 -> 0 5, 2 -> 0 10).
        pytest.param(
            {0: 40, 1: 20, 2: 18},
            [
                (1, 0, 15, "card points: seat 0 has 40 against 26"),
                (2, 1, 10, "card points: seat 2 has 18 against 26"),
            ],
            id="one over and one under par",
        ),
        pytest.param(
            {0: 31, 1: 16, 2: 31},
            [
                (1, 0, 5, "card points: seat 0 has 31 against 26"),
                (1, 2, 5, "card points: seat 2 has 31 against 26"),
            ],
            id="both over par",
        ),
        pytest.param(
            {0: 19, 1: 40, 2: 19},
            [
                (0, 1, 5, "card points: seat 0 has 19 against 26"),
                (2, 1, 5, "card points: seat 2 has 19 against 26"),
            ],
            id="both under par",
        ),
        pytest.param(
            {0: 28, 1: 26, 2: 24},
            [],
            id="within 2 of the par: nothing",
        ),
        pytest.param(
            {0: 29, 1: 26, 2: 23},
            [
                (1, 0, 5, "card points: seat 0 has 29 against 26"),
                (2, 1, 5, "card points: seat 2 has 23 against 26"),
            ],
            id="3 from the par: 5",
        ),
        pytest.param(
            {0: 34, 1: 44, 2: 0},
            [
                (1, 0, 10, "card points: seat 0 has 34 against 26"),
                (2, 1, 25, "card points: seat 2 has 0 against 26"),
            ],
            id="Eldest not rounded",
        ),
    ],
)
def test_settle_card_points_with_eldest(
    points: dict[int, int], expected: list[tuple[int, int, int, str]]
) -> None:
    ledger = Ledger()
    settle_card_points(points, CardSettlement.BANDS_WITH_ELDEST, 26, 1, ledger)
    assert_payments(ledger, expected)
    assert all(1 in (p.payer, p.payee) for p in ledger)  # every payment is with Eldest


def test_card_point_nets_with_eldest_taking_the_balance() -> None:
    nets = card_point_nets({0: 40, 1: 20, 2: 18}, CardSettlement.BANDS_WITH_ELDEST, 26, 1)
    assert nets == {0: 15, 1: -5, 2: -10}
    nets = card_point_nets({0: 34, 1: 44, 2: 0}, CardSettlement.BANDS_WITH_ELDEST, 26, 1)
    assert nets == {0: 10, 1: 15, 2: -25}
    assert GTR.options.card_settlement is CardSettlement.BANDS_WITH_ELDEST


# -- Declarations: compulsory, paid by each other player; the larger form replaces the smaller --

BLANKS = "H2 H3 H4 D2 D3 D4 C2 C3 C4 S2 S3 S4"


def _declared(hand: str) -> list[tuple[str, int]]:
    return [(item.name, item.value) for item in declare(parse_many(hand), GTR.options.declarations)]


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        pytest.param("HK DK CK SK", [("Full Kings", 10)], id="Full Kings"),
        pytest.param("HK DK CK SK F", [("Abundant Kings", 15)], id="Abundant Kings"),
        pytest.param("HK DK SK F", [("Half Kings", 5)], id="Half Kings"),
        pytest.param("HK DK CK", [], id="three Kings alone"),
        pytest.param("SK SQ SC SJ", [("the Court of spades", 10)], id="the Court"),
        pytest.param("DK DQ DC DJ F", [("Abundance of diamonds", 15)], id="Abundance"),
        pytest.param("CQ CC CJ F", [("Half Court of clubs", 5)], id="Half Court"),
        pytest.param("HK HQ HJ F", [("Half Court of hearts", 5)], id="Half Court with a King"),
        pytest.param("HQ HC HJ", [], id="three courts alone"),
        pytest.param(
            "F HK DK CK HQ HC",
            [("Half Kings", 5), ("Half Court of hearts", 5)],
            id="the Fool serves two",
        ),
        pytest.param(
            "T2 T3 T4 T5 T6 T7 T8 T9 T10 F",
            [("10 trumps without Pagat", 10)],
            id="ten trumps, the Fool counting",
        ),
        pytest.param(
            "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12",
            [("12 trumps with Pagat", 20)],
            id="twelve trumps with the Magician",
        ),
        pytest.param("T2 T3 T4 T5 T6 T7 T8 T9 F", [], id="nine trumps and the Fool"),
        pytest.param("T1 T21 T5 T9 T14 T15 T16 T17 T18", [], id="nine trumps"),
    ],
)
def test_declarations(hand: str, expected: list[tuple[str, int]]) -> None:
    assert _declared(f"{hand} {BLANKS}") == expected


@pytest.mark.parametrize(
    ("hand", "value"),
    [
        pytest.param("F T1 T21", 10, id="Full Honours"),
        pytest.param("F T1 T21 T20", 15, id="Four Honours"),
        pytest.param("F T1 T21 T20 T19", 20, id="Five Honours"),
        pytest.param("F T1 T21 T20 T19 T17 T16", 20, id="the run stops at the missing XVIII"),
        pytest.param("F T1 T21 T19 T18", 10, id="without XX no run"),
    ],
)
def test_honours_10_and_5_for_each_trump_in_sequence_from_xx(hand: str, value: int) -> None:
    (item,) = declare(parse_many(f"{hand} {BLANKS}"), GTR.options.declarations)
    assert "Honours" in item.name
    assert item.value == value


@pytest.mark.parametrize(
    "hand",
    [
        pytest.param("T1 T21 T20 T19", id="without the Fool"),
        pytest.param("F T21 T20 T19", id="without the Magician"),
        pytest.param("F T1 T20 T19", id="without the World"),
    ],
)
def test_no_honours_without_all_three(hand: str) -> None:
    assert _declared(f"{hand} {BLANKS}") == []


def test_honours_run_down_to_ii_with_all_the_trumps() -> None:
    # Every trump and the Fool: Honours 10 + 5 x 19 (XX down to II) = 105; 22 trumps
    # counting the Fool: 10 + 5 x 12 = 70.
    held = " ".join(f"T{n}" for n in range(1, 22)) + " F"
    honours, trumps = _declared(f"{held} H2 H3 H4")
    assert "Honours" in honours[0] and honours[1] == 105
    assert trumps == ("22 trumps with Pagat", 70)


def test_honours_named_as_the_source_names_them() -> None:
    """The source's table: "Full Honours" (the Fool, the Magician and the World), "Four
    Honours" (and XX), "Five Honours" (and XIX), "Six Honours" (and XVIII)."""
    hands = ["F T1 T21", "F T1 T21 T20", "F T1 T21 T20 T19", "F T1 T21 T20 T19 T18"]
    names = [_declared(f"{hand} {BLANKS}")[0][0] for hand in hands]
    assert names == ["Full Honours", "Four Honours", "Five Honours", "Six Honours"]


# Three whole hands: seat 0 (dealer) holds the Court of spades; seat 1 (Eldest) the Fool,
# the Magician, the World, XX and XIX (Five Honours), ten trumps and the Fool (eleven),
# three Kings and the Fool (Half Kings), HK HQ HC and the Fool (Half Court of hearts);
# seat 2 nothing.
DECLARING = [
    "T8 T9 T10 T11 T12 T13 SK SQ SC SJ S1 S2 S3 S4 S5 S6 S7 S8 S9 S10 H1 H2 H3 H4 H5 H6 H7 H8",
    "F T1 T2 T3 T4 T5 T6 T7 T19 T20 T21 HK DK CK HQ HC D2 D3 D4 D5 D6 C2 C3 C4 C5",
    "T14 T15 T16 T17 T18 H9 H10 HJ D1 D7 D8 D9 D10 DJ DC DQ C1 C6 C7 C8 C9 C10 CJ CC CQ",
]


def _declaring(discard: str) -> State:
    state = State(GTR, [cards(hand) for hand in DECLARING], 0)
    to_play(state, discard=discard)
    return state


def test_declarations_paid_by_each_other_player() -> None:
    state = _declaring("H1 H2 H3")
    assert [item.name for item in state.declared[0] or ()] == ["the Court of spades"]
    held = [(item.name, item.value) for item in state.declared[1] or ()]
    assert [value for _, value in held] == [5, 5, 20, 15]
    assert [name for name, _ in held][:2] == ["Half Kings", "Half Court of hearts"]
    assert "Honours" in held[2][0]  # Five Honours: F, Magician, World, XX, XIX
    assert held[3][0] == "11 trumps with Pagat"
    assert state.declared[2] == ()
    play_out(state, first_legal)
    assert_payments(
        settle(state, START),
        [
            (1, 0, 10, "declaration: the Court of spades"),
            (2, 0, 10, "declaration: the Court of spades"),
            *[(other, 1, 5, "declaration: Half Kings") for other in (0, 2)],
            *[(other, 1, 5, "declaration: Half Court of hearts") for other in (0, 2)],
            *[(other, 1, 20, "Honours") for other in (0, 2)],
            *[(other, 1, 15, "declaration: 11 trumps with Pagat") for other in (0, 2)],
        ],
        only="declaration",
    )


def test_declarations_are_made_from_the_hand_after_the_discard() -> None:
    state = _declaring("SJ H1 H2")  # the dealer lays away a court of his spades
    assert state.declared[0] == ()


# -- The discard ---------------------------------------------------------------------------------
FILLER = "H1 H2 H3 H4 H5 H6 H7 H8 H9 H10 HJ HC HQ D1 D2 D3 D4 D5 D6 D7 D8 D9 D10 DJ DC DQ"


def _dealer(special: str) -> tuple[State, set[str]]:
    """A deal in its discard phase; the dealer (seat 0) holds ``special`` and filler."""
    extra = special.split()
    filler = FILLER.split()[: 28 - len(extra)]
    state = new_state({0: " ".join(extra + filler)}, dealer=0, ruleset=GTR)
    assert state.phase is Phase.DISCARD and len(state.hands[0]) == 28
    return state, set(filler)


def _discards(state: State) -> dict[str, str]:
    return {action.card.code: clause for action, clause in state.legal().items()}  # type: ignore[union-attr]


def test_discard_no_king_or_fool_but_magician_and_world_together_to_leave_him_void() -> None:
    # The Magician and the World are his only trumps: both may go, leaving him void.
    state, plain = _dealer("HK SK T1 T21 F")
    assert _discards(state) == {
        **dict.fromkeys(plain, Clause.LAY_AWAY),
        "T1": Clause.LAY_AWAY_TRUMP,
        "T21": Clause.LAY_AWAY_TRUMP,
    }
    for code in ("HK", "F"):
        with pytest.raises(IllegalAction, match="may not be laid away"):
            state.apply(Discard(cards(code)[0]))


def test_discard_trumps_only_when_it_leaves_the_dealer_void_in_trumps() -> None:
    state, plain = _dealer("T5 T9 SK")
    assert _discards(state) == {
        **dict.fromkeys(plain, Clause.LAY_AWAY),
        "T5": Clause.LAY_AWAY_TRUMP,
        "T9": Clause.LAY_AWAY_TRUMP,
    }
    state.apply(Discard(cards("T9")[0]))
    # The discard is a set: T5 must go too, now or as the third card.
    assert _discards(state) == {
        **dict.fromkeys(plain, Clause.LAY_AWAY),
        "T5": Clause.LAY_AWAY_TRUMP,
    }
    state.apply(Discard(cards("T5")[0]))
    assert _discards(state) == dict.fromkeys(plain, Clause.LAY_AWAY)


@pytest.mark.parametrize(
    "special",
    [
        pytest.param("T5 T9 T12 T14", id="four trumps"),
        pytest.param("T1 T9 T12 T21", id="four trumps, the Magician and the World among them"),
    ],
)
def test_discard_no_trump_when_it_cannot_leave_him_void(special: str) -> None:
    state, plain = _dealer(special)
    assert _discards(state) == dict.fromkeys(plain, Clause.LAY_AWAY)


@pytest.mark.parametrize("special", ["T1 T9", "T21 T9"], ids=["the Magician", "the World"])
def test_discard_an_honour_trump_goes_with_the_other_to_leave_him_void(special: str) -> None:
    state, plain = _dealer(special)
    assert _discards(state) == {
        **dict.fromkeys(plain, Clause.LAY_AWAY),
        **dict.fromkeys(special.split(), Clause.LAY_AWAY_TRUMP),
    }


def test_discard_any_card_with_the_blanks_when_there_is_no_other_option() -> None:
    """The dealer holds every trump, the Fool and the four Kings, and two blanks: both
    blanks go, and one Honour, King or trump with them (in any order)."""
    special = " ".join(f"T{n}" for n in range(1, 22)) + " F HK DK CK SK H1 H2"
    state = new_state({0: special}, dealer=0, ruleset=GTR)
    every = {card.code for card in state.hands[0]}
    trumps = {code for code in every if code.startswith("T")}
    shown = dict.fromkeys(trumps, Clause.LAY_AWAY_TRUMP)
    assert _discards(state) == {**dict.fromkeys(every - trumps, Clause.LAY_AWAY), **shown}
    state.apply(Discard(cards("H1")[0]))
    state.apply(Discard(cards("H2")[0]))
    assert _discards(state) == {
        **dict.fromkeys(every - trumps - {"H1", "H2"}, Clause.LAY_AWAY),
        **shown,
    }
    state.apply(Discard(cards("HK")[0]))
    assert state.phase is not Phase.DISCARD


def test_no_redeal_for_a_player_dealt_no_trump() -> None:
    state = new_state({1: "T5"}, dealer=0, ruleset=GTR, avoid={2: [Suit.TRUMPS]})
    assert not any(card.is_trump for card in state.hands[2])
    assert (state.phase, state.to_move) == (Phase.DISCARD, 0)


def test_deal_in_packets_the_dealer_taking_the_last_three() -> None:
    state = deal(GTR, seed=5, dealer=2)
    assert [len(hand) for hand in state.hands] == [25, 25, 28]
    assert (state.phase, state.to_move) == (Phase.DISCARD, 2)


def test_the_fool_may_be_led_and_the_next_card_sets_the_suit() -> None:
    state = to_play(
        new_state({1: "F T5", 2: "C5 C6 T3", 0: "C2 T4"}, ruleset=GTR),
        keep="C2",
    )
    assert state.to_move == 1
    state.apply(Play(FOOL))
    assert state.to_move == 2
    assert set(_plays(state).values()) == {Clause.FOOL_LED}
    state.apply(Play(cards("C5")[0]))
    assert "C2" in _plays(state)
    assert set(_plays(state).values()) == {Clause.FOLLOW}  # seat 0 must follow clubs
    state.apply(Play(cards("C2")[0]))
    assert state.tricks[0].winner == 2  # C5 over C2; the Fool never wins


def _plays(state: State) -> dict[str, str]:
    return {action.card.code: clause for action, clause in state.legal().items()}  # type: ignore[union-attr]


# -- Records ---------------------------------------------------------------------------------


def test_a_record_with_pots_replays_to_the_same_payments() -> None:
    state = run(TWO_KINGS, discard=DISCARD)
    result = replay(loads(record(state, {"king": 125, "pagat": 140}).dumps()))
    assert list(result.ledger) == list(settle(state, START))
    assert result.net == {
        0: 40 - 40 - 5,
        1: 40 + 40 + 40 + 165 + 5 + 10,
        2: -40 - 40 - 40 - 40 - 10,
    }


# -- Sessions: the foundation, the dealer's stake, the pots refounded and shared -------------------


def test_stakes_foundation_40_from_each_and_the_dealers_5_into_each_pot() -> None:
    ledger = stakes(GTR.options, {Pot.KING: 0, Pot.PAGAT: 0}, dealer=1, seats=SEATS)
    assert_payments(
        ledger,
        [
            *[(seat, Pot.KING, 40, "founds the empty King pot") for seat in SEATS],
            *[(seat, Pot.PAGAT, 40, "founds the empty Pagat pot") for seat in SEATS],
            (1, Pot.KING, 5, "the dealer's stake"),
            (1, Pot.PAGAT, 5, "the dealer's stake"),
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (125, 125)


def test_stakes_the_dealers_5_into_pots_that_hold_something() -> None:
    ledger = stakes(GTR.options, {Pot.KING: 165, Pot.PAGAT: 130}, dealer=2, seats=SEATS)
    assert_payments(
        ledger,
        [(2, Pot.KING, 5, "the dealer's stake"), (2, Pot.PAGAT, 5, "the dealer's stake")],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (170, 135)


def test_stakes_an_emptied_pot_is_founded_again() -> None:
    ledger = stakes(GTR.options, {Pot.KING: 0, Pot.PAGAT: 185}, dealer=0, seats=SEATS)
    assert_payments(
        ledger,
        [
            *[(seat, Pot.KING, 40, "founds the empty King pot") for seat in SEATS],
            (0, Pot.KING, 5, "the dealer's stake"),
            (0, Pot.PAGAT, 5, "the dealer's stake"),
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (125, 190)


def test_share_in_exact_thirds() -> None:
    ledger = share({Pot.KING: 130, Pot.PAGAT: 135}, SEATS)
    assert_payments(
        ledger,
        [
            *[(Pot.KING, seat, Fraction(130, 3), "share of the King pot") for seat in SEATS],
            *[(Pot.PAGAT, seat, 45, "share of the Pagat pot") for seat in SEATS],
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (0, 0)


def _hand_made_game() -> SessionRecord:
    """A game of three hands. Hand 1 (seat 0 deals, pots 125/125): Usurped King and The
    Sparrow (the Sparrow's pot is emptied). Hand 2 (seat 1 deals; the Sparrow's pot is
    founded again): a King and the Magician lost in play, moved round one seat. Hand 3
    (seat 2 deals): The Emperor, moved round two seats (the King's pot is emptied)."""
    first = run(USURPED, discard=DISCARD)
    second = run(rotate(IN_PLAY, 1), dealer=1, discard=DROPPED_DISCARD)
    third = run(rotate(EMPEROR, 2), dealer=2, discard=DISCARD)
    return SessionRecord(
        variant="grand-tarot",
        seats=["A", "B", "C"],
        deals=[
            record(first, {"king": 125, "pagat": 125}),
            record(second, {"king": 170, "pagat": 125}),
            record(third, {"king": 180, "pagat": 135}),
        ],
        pots=[{"king": 165, "pagat": 0}, {"king": 175, "pagat": 130}, {"king": 0, "pagat": 135}],
    )


def test_hand_made_game_pots_refounded_and_shared() -> None:
    result = replay_session(_hand_made_game())
    assert [deal.state.dealer for deal in result.deals] == [0, 1, 2]
    # Hand 1: everyone founds both pots, and the dealer adds 5 to each.
    assert_payments(
        result.stakes[0],
        [
            *[(seat, pot, 40, "founds the empty") for seat in SEATS for pot in Pot],
            (0, Pot.KING, 5, "the dealer's stake"),
            (0, Pot.PAGAT, 5, "the dealer's stake"),
        ],
    )
    # Hand 2: the Sparrow's pot, emptied by The Sparrow, is founded again.
    assert_payments(
        result.stakes[1],
        [
            *[(seat, Pot.PAGAT, 40, "founds the empty Pagat pot") for seat in SEATS],
            (1, Pot.KING, 5, "the dealer's stake"),
            (1, Pot.PAGAT, 5, "the dealer's stake"),
        ],
    )
    assert_payments(
        result.stakes[2],
        [(2, Pot.KING, 5, "the dealer's stake"), (2, Pot.PAGAT, 5, "the dealer's stake")],
    )
    # Hand 2 moved round: seat 1 loses SK (5 to each, 5 into the King's pot), seat 2 the
    # Magician (5 to each, 5 into the Sparrow's pot); seat 1 pays Eldest (seat 2) 10.
    assert_payments(
        result.deals[1].ledger,
        [
            (1, 2, 5, "King of spades lost in trick 7 to seat 2"),
            (1, 0, 5, "King of spades lost in trick 7 to seat 2"),
            (1, Pot.KING, 5, "King of spades lost in trick 7 to seat 2"),
            (2, 1, 5, "Pagat lost in trick 24 to seat 0"),
            (2, 0, 5, "Pagat lost in trick 24 to seat 0"),
            (2, Pot.PAGAT, 5, "Pagat lost in trick 24 to seat 0"),
            (1, 2, 10, "card points: seat 1 has 16 against 26"),
        ],
    )
    # Hand 3 moved round: seat 0 is The Emperor and Eldest.
    assert_payments(
        result.deals[2].ledger,
        [
            (2, 0, 40, "King of diamonds ultimo wins trick 25"),
            (1, 0, 40, "King of diamonds ultimo wins trick 25"),
            (Pot.KING, 0, 180, "takes the King pot"),
            (2, 0, 5, "card points: seat 2 has 21 against 26"),
            (1, 0, 5, "card points: seat 1 has 21 against 26"),
        ],
    )
    assert result.pots == (
        {Pot.KING: 165, Pot.PAGAT: 0},
        {Pot.KING: 175, Pot.PAGAT: 130},
        {Pot.KING: 0, Pot.PAGAT: 135},
    )
    # After the stakes of hand 1: -90, -80, -80; hand 1 nets -10, +270, -175.
    assert result.totals(0) == {0: -100, 1: 190, 2: -255}
    # Stakes of hand 2: -40, -50, -40; hand 2 nets +10, -20, 0.
    assert result.totals(1) == {0: -130, 1: 120, 2: -295}
    # Stakes of hand 3: seat 2 -10; hand 3 nets +270, -45, -45.
    assert result.totals(2) == {0: 140, 1: 75, 2: -350}
    for k in range(3):
        assert sum(result.totals(k).values()) + sum(result.pots[k].values()) == 0
    # The end of the game: the Sparrow's 135 shared, 45 each; the King's pot is empty.
    assert_payments(
        result.final, [(Pot.PAGAT, seat, 45, "share of the Pagat pot") for seat in SEATS]
    )
    assert result.totals() == {0: 185, 1: 120, 2: -305}


def test_hand_made_game_round_trips_through_json() -> None:
    record_ = _hand_made_game()
    loaded = loads_any(record_.dumps())
    assert isinstance(loaded, SessionRecord)
    assert loaded == record_
    _same(replay_session(loaded), replay_session(record_))


def test_the_first_hand_of_a_played_game_pays_the_dealers_stake_too() -> None:
    result = play_session(GTR, ["heuristic"] * 3, seed=3, deals=3, first_dealer=1)
    assert_payments(
        result.stakes[0],
        [
            *[(seat, pot, 40, "founds the empty") for seat in SEATS for pot in Pot],
            (1, Pot.KING, 5, "the dealer's stake"),
            (1, Pot.PAGAT, 5, "the dealer's stake"),
        ],
    )
    assert result.deals[0].ledger.start == {Pot.KING: 125, Pot.PAGAT: 125}


# -- Invariants over random and heuristic games ---------------------------------------------------


def _same(a: SessionResult, b: SessionResult) -> None:
    assert [list(x) for x in a.ledgers] == [list(y) for y in b.ledgers]
    assert a.pots == b.pots
    assert a.totals() == b.totals()


def _expected_pots(state: State, start: dict[Pot, int]) -> dict[Pot, int]:
    """The pots after a hand, restated from the source: 5 into its pot for the Magician or
    a King played and not winning before the last trick; in the last trick 45 / 40 into
    its pot for each one beaten, then The Sparrow / The Emperor empties its pot."""
    pots = dict(start)

    def pot_of(code: str) -> Pot | None:
        if code == "T1":
            return Pot.PAGAT
        return Pot.KING if code.endswith("K") and code[0] in "HDCS" else None

    *before, last = state.tricks
    for trick in before:
        for seat, card in zip(trick.seats, trick.cards, strict=True):
            pot = pot_of(card.code)
            if pot is not None and seat != trick.winner:
                pots[pot] += 5
    emptied = []
    for seat, card in zip(last.seats, last.cards, strict=True):
        pot = pot_of(card.code)
        if pot is None:
            continue
        if seat == last.winner:
            emptied.append(pot)
        else:
            pots[pot] += 45 if pot is Pot.PAGAT else 40
    for pot in emptied:
        pots[pot] = 0
    return pots


def _check_fool(state: State) -> None:
    """The Fool is never captured: it ends with its owner, unless he took no trick, when
    it goes to the winner of the trick it was played to. Cards are conserved."""
    final = piles(state)
    assert sorted(card.index for pile in final for card in pile) == list(range(78))
    assert all(len(pile) % 3 == 0 for pile in final)
    trick = next(t for t in state.tricks if FOOL in t.cards)
    owner = trick.seats[trick.cards.index(FOOL)]
    holder = owner if state.won[owner] else trick.winner
    assert FOOL in final[holder]


def _check_game(result: SessionResult, first_dealer: int) -> None:
    before = {Pot.KING: 0, Pot.PAGAT: 0}
    for k, (stake, hand) in enumerate(zip(result.stakes, result.deals, strict=True)):
        state = hand.state
        dealer = (first_dealer + k) % 3
        assert state.dealer == dealer and not state.redealt
        expected: list[tuple[int, Pot, int, str]] = []
        for pot in Pot:
            if before[pot] == 0:
                expected += [(seat, pot, 40, "founds the empty") for seat in SEATS]
            expected.append((dealer, pot, 5, "the dealer's stake"))
        assert_payments(stake, expected)
        started = {pot: stake.pot(pot) for pot in Pot}
        assert hand.ledger.start == started
        assert result.pots[k] == _expected_pots(state, started)
        for ledger in (stake, hand.ledger):
            assert sum(ledger.net(SEATS).values()) == 0
        # Slam and Beggar, each 85 / 25 from each of the others, exactly when they happen.
        slam = [s for s in SEATS if state.won[s] == 25]
        beggar = [s for s in SEATS if state.won[s] == 0] if not slam else []
        assert_payments(
            hand.ledger,
            [(o, s, 85, "every trick") for s in slam for o in SEATS if o != s],
            only="every trick",
        )
        assert_payments(
            hand.ledger,
            [(o, s, 25, "Nolo") for s in beggar for o in SEATS if o != s],
            only="Nolo",
        )
        # Card points: every non-Eldest seat settles its band with Eldest alone.
        eldest = (dealer + 1) % 3
        points = points_by_seat(state)
        assert sum(points.values()) == 78
        bands = []
        for seat in SEATS:
            if seat == eldest:
                continue
            band = 5 * round((points[seat] - 26) / 5)
            if band:
                payer, payee = (eldest, seat) if band > 0 else (seat, eldest)
                bands.append((payer, payee, abs(band), f"card points: seat {seat} has"))
        assert_payments(hand.ledger, bands, only="card points")
        _check_fool(state)
        assert sum(result.totals(k).values()) + sum(result.pots[k].values()) == 0
        before = dict(result.pots[k])
    # The end of the game: each pot shared in exact thirds.
    assert_payments(
        result.final,
        [
            (pot, seat, Fraction(result.pots[-1][pot]) / 3, "share")
            for pot in Pot
            for seat in SEATS
            if result.pots[-1][pot]
        ],
    )
    assert sum(result.totals().values()) == 0


MIXES: list[Sequence[str]] = [
    ["random", "random", "random"],
    ["heuristic", "heuristic", "heuristic"],
    ["heuristic", "random", "heuristic"],
]


@pytest.mark.parametrize("mix", range(len(MIXES)))
def test_invariants_over_many_games(mix: int) -> None:
    """50 games of three hands for each of three mixes of bots (150 in all)."""
    for seed in range(50):
        first = seed % 3
        result = play_session(GTR, MIXES[mix], seed=500 * mix + seed, deals=3, first_dealer=first)
        _check_game(result, first)
        _same(replay_session(result.record), result)
