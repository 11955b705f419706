"""Golden deals for Grosstarock after Dummett: whole deals whose every payment is written out.

Each ledger below was worked out by hand from the rules (RULES-NOTES, "Grosstarock after
Dummett" and "Details that decide scores"; seed 000, "== Grosstarock =="), with the
arithmetic in the comments. Seat 0 deals, so seat 1 (forehand) leads to trick 1 and the
order of play is 1, 2, 0. Card values: honours (Pagat, Sküs, XXI) and Kings 5, Queens 4,
Cavaliers 3, Jacks 2, every other card 1; a pile counts its values less 2 for each three.
Payments are written (payer, payee, amount, a piece of the reason).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from helpers import (
    GT,
    Announcements,
    Contract,
    Expected,
    assert_payments,
    cards,
    codes,
    hands_from_script,
    new_state,
    play,
    play_out,
    run_script,
    to_play,
)

from tarock.cards import FOOL, parse
from tarock.engine.actions import PASS, Play
from tarock.engine.phases import Phase
from tarock.engine.state import State
from tarock.scoring.counting import piles, points_by_seat
from tarock.scoring.settlement import Ledger, settle, settle_against_par

VOLE, NOLO = Contract.VOLE, Contract.NOLO


def each(
    payee: int, payers: tuple[int, int], amount: int | Fraction, reason: str
) -> list[Expected]:
    """``payee`` is paid ``amount`` by each of ``payers``."""
    return [(payer, payee, amount, reason) for payer in payers]


def pays_each(payer: int, payees: tuple[int, int], amount: int, reason: str) -> list[Expected]:
    """``payer`` pays ``amount`` to each of ``payees``."""
    return [(payer, payee, amount, reason) for payee in payees]


def seq(letter: str, *ranks: object) -> list[str]:
    return [f"{letter}{rank}" for rank in ranks]


# ==========================================================================================
# Deal A: seat 1 holds every trump and every King and takes all 25 tricks (a silent Vole).
#
#   seat 1: T1-T21, HK DK CK SK
#   seat 2: H1-H10 HJ HC HQ, D1-D10 DJ DC
#   seat 0: DQ, C1-C10 CJ CC CQ, S1-S10 SJ SC SQ, the Sküs; lays away C1 CJ CC
#
# Tricks 1-4: seat 1 cashes the four Kings (each wins: 5 from each). Tricks 5-24: he
# leads XXI down to II; the others, without trumps, throw what they like. Trick 25: the
# Pagat wins the last trick (Pagat ultimo, 15 from each). The Sküs (seat 0's) goes to
# the trick named by the test.
# ==========================================================================================

SEAT2_A = [*seq("H", *range(1, 11)), *seq("D", *range(1, 11)), "DJ"]  # tricks 5-25
SEAT0_A = [*seq("C", *range(3, 11)), *seq("S", *range(1, 11)), "SJ", "SC"]  # 20 cards


def deal_a_script(fool_trick: int) -> list[tuple[str, int]]:
    script = [("HK HQ C2", 1), ("DK DC DQ", 1), ("CK HC CQ", 1), ("SK HJ SQ", 1)]
    seat0 = iter(SEAT0_A)
    for number in range(5, 26):
        lead = f"T{26 - number}"  # XXI at trick 5 ... II at trick 24, the Pagat at 25
        third = "F" if number == fool_trick else next(seat0)
        script.append((f"{lead} {SEAT2_A[number - 5]} {third}", 1))
    return script


def deal_a(fool_trick: int = 5, announce: Announcements | None = None) -> State:
    return run_script(deal_a_script(fool_trick), dealer=0, discard="C1 CJ CC", announce=announce)


# Declarations (after the discard), each paid by both opponents:
#   seat 0: DQ C2-C10 CQ S1-S10 SJ SC SQ Sküs -> half Cavalry in spades (SQ SC SJ + Sküs) 5;
#           19 Ladons (C2-C10, S1-S10) = 15 + 3 * 5 = 30. (Before the discard he had 20
#           Ladons and a half Cavalry in clubs too: the laid-away cards count for nothing.)
#   seat 1: 21 trumps = 10 + 11 * 5 = 65; "Kings" read literally: Pagat, XXI and the four
#           Kings are 6 of the 7 = 5 + 3 * 5 = 20. No Matadors (no Sküs).
#   seat 2: 20 Ladons = 15 + 4 * 5 = 35 (his three heart courts have no King and no Sküs).
DECLARATIONS_A: list[Expected] = [
    *each(0, (1, 2), 5, "declaration: half Cavalry in spades"),
    *each(0, (1, 2), 30, "declaration: 19 Ladons"),
    *each(1, (2, 0), 65, "declaration: 21 trumps"),
    *each(1, (2, 0), 20, "declaration: 6 Kings"),
    *each(2, (0, 1), 35, "declaration: 20 Ladons"),
]
TRICKS_A: list[Expected] = [
    *each(1, (2, 0), 5, "King of hearts wins trick 1"),
    *each(1, (2, 0), 5, "King of diamonds wins trick 2"),
    *each(1, (2, 0), 5, "King of clubs wins trick 3"),
    *each(1, (2, 0), 5, "King of spades wins trick 4"),
    *each(1, (2, 0), 15, "Pagat ultimo wins trick 25"),
]
SILENT_VOLE_A = each(1, (2, 0), 26, "seat 1's Vole: every trick")


def test_deal_a_silent_vole_complete_ledger() -> None:
    state = deal_a(fool_trick=5)
    assert state.won == [0, 25, 0]
    # The Sküs, played to trick 5 (before trick 23), goes back to seat 0, who gives
    # trick winner seat 1 his lowest card: his pile is only the laid-away C1 CJ CC, so C1.
    final = piles(state)
    assert codes(final[0]) == {"CJ", "CC", "F"}
    assert parse("C1") in final[1] and FOOL not in final[1]
    assert final[2] == []
    # Card points: seat 0 CJ CC Sküs = 2 + 3 + 5 - 2 = 8; seat 2 none = 0; seat 1 the 75
    # trick cards less the Sküs plus C1: 75 cards worth 130 - 10 = 120, less 2 * 25 = 70.
    assert points_by_seat(state) == {0: 8, 1: 70, 2: 0}
    ledger = settle(state)
    # Card points against 26: seat 1 +44 is alone over, so seat 0 pays 26 - 8 = 18 and seat 2
    # pays 26 - 0 = 26. Seat 2 took no trick but is not Nolo: seat 1 took them all.
    expected = [
        *DECLARATIONS_A,
        *TRICKS_A,
        *SILENT_VOLE_A,
        (0, 1, 18, "card points: seat 0 has 8 against 26"),
        (2, 1, 26, "card points: seat 2 has 0 against 26"),
    ]
    assert_payments(ledger, expected)
    # seat 1: +170 declarations +40 Kings +30 Pagat +52 Vole +44 card points -70 = 266
    # seat 0: +70 -85 -35 -20 -15 -26 -18 = -129;  seat 2: +70 -85 -35 -20 -15 -26 -26 = -137
    assert ledger.net(state.seats) == {0: -129, 1: 266, 2: -137}


@pytest.mark.parametrize(
    ("fool_trick", "returned"),
    [(5, True), (22, True), (23, False), (24, False), (25, False)],
)
def test_deal_a_the_skus_returns_before_trick_23_and_is_captured_from_it(
    fool_trick: int, returned: bool
) -> None:
    state = deal_a(fool_trick=fool_trick)
    trick = state.tricks[fool_trick - 1]
    assert trick.card_of(0) is FOOL and trick.winner == 1
    final = piles(state)
    if returned:
        # Back to seat 0, who gives C1 (his only 1-point card) from his laid-away cards.
        assert codes(final[0]) == {"CJ", "CC", "F"}
        points = {0: 8, 1: 70, 2: 0}
    else:
        # Played to the last three tricks: the trick winner keeps it, nothing is given.
        assert codes(final[0]) == {"C1", "CJ", "CC"} and FOOL in final[1]
        points = {0: 4, 1: 74, 2: 0}  # C1 CJ CC = 1 + 2 + 3 - 2 = 4; 78 - 4 = 74
    assert points_by_seat(state) == points
    assert_payments(
        settle(state),
        [
            (0, 1, 26 - points[0], f"card points: seat 0 has {points[0]} against 26"),
            (2, 1, 26, "card points: seat 2 has 0 against 26"),
        ],
        only="card points",
    )


@pytest.mark.parametrize(
    ("before", "amount"),
    [(1, 52), (2, 38), (5, 38), (13, 38), (14, 31), (20, 31)],
)
def test_deal_a_announced_vole_made(before: int, amount: int) -> None:
    state = deal_a(announce={(before, 1): VOLE})
    assert [(a.seat, a.kind, a.trick) for a in state.announced] == [(1, VOLE, before)]
    ledger = settle(state)
    # The announced Vole replaces the silent one; everything else is as in the silent deal.
    expected = [
        *DECLARATIONS_A,
        *TRICKS_A,
        *each(1, (2, 0), amount, f"seat 1's Vole announced before trick {before} made"),
        (0, 1, 18, "card points: seat 0 has 8"),
        (2, 1, 26, "card points: seat 2 has 0"),
    ]
    assert_payments(ledger, expected)
    assert ledger.net(state.seats)[1] == 266 - 52 + 2 * amount


def test_deal_a_an_announced_nolo_fails_when_another_player_takes_every_trick() -> None:
    # Seat 2 announces a Nolo and takes no trick, but seat 1 takes them all: when one
    # player takes every trick the others are not Nolo, so the announcement fails
    # (10 to each, on top of the normal scoring), and the Vole stands.
    state = deal_a(announce={(1, 2): NOLO})
    expected = [
        *DECLARATIONS_A,
        *TRICKS_A,
        *SILENT_VOLE_A,
        *pays_each(2, (0, 1), 10, "seat 2's Nolo announced before trick 1 failed"),
        (0, 1, 18, "card points: seat 0 has 8"),
        (2, 1, 26, "card points: seat 2 has 0"),
    ]
    assert_payments(settle(state), expected)


def stopped_after(script: list[tuple[str, int]], discard: str, tricks: int) -> State:
    """The scripted deal after ``tricks`` tricks, announcements passed up to the last one,
    stopped before anyone is asked about the next trick."""
    state = State(GT, hands_from_script(script, 0, discard), 0)
    to_play(state, discard=discard)
    for text, _ in script[: tricks - 1]:
        play(state, *text.split())
    for code in script[tricks - 1][0].split():
        state.apply(Play(parse(code)))
    return state


def announcements_asked(state: State) -> list[tuple[int, set[str]]]:
    """Pass round the announcement phase: each seat asked, with what it could announce."""
    asked = []
    while state.phase is Phase.ANNOUNCE:
        asked.append((state.to_move, {a.text for a in state.legal()}))
        state.apply(PASS)
    return asked


@pytest.mark.parametrize(("tricks", "asked"), [(19, [(1, {"announce vole", "pass"})]), (20, [])])
def test_deal_a_vole_may_be_announced_up_to_trick_20(
    tricks: int, asked: list[tuple[int, set[str]]]
) -> None:
    state = stopped_after(deal_a_script(5), "C1 CJ CC", tricks)
    assert state.trick_number == tricks + 1
    assert announcements_asked(state) == asked
    assert state.phase is Phase.PLAY and state.to_move == 1


# ==========================================================================================
# Deal C: as deal A, but seat 1 has H10 instead of II, which seat 2 holds. Seat 1 takes
# tricks 1-24 (the Pagat wins trick 24: Pagat home); he must lead H10 to the last trick,
# and seat 2's H9 wins it. Seat 0 takes no trick at all (Nolo).
#
#   seat 1: T1 T3-T21, HK DK CK SK, H10
#   seat 2: T2, H1-H9 HJ HC HQ, D1-D10 DJ DC
#   seat 0: DQ, C1-C10 CJ CC CQ, S1-S10 SJ SC SQ, Sküs; lays away C1 CJ CC
# ==========================================================================================

SCRIPT_C = [
    ("T21 T2 C2", 1),  # seat 2 must follow with his only trump
    ("HK HQ C3", 1),
    ("DK DC DQ", 1),
    ("CK HC CQ", 1),  # seat 2 is void in clubs and out of trumps
    ("SK HJ SQ", 1),
    ("T20 H1 F", 1),  # the Sküs, back to seat 0 for C1 from his laid-away cards
    *[
        (f"T{26 - n} {s2} {s0}", 1)
        for n, s2, s0 in zip(
            range(7, 24),
            [*seq("H", *range(2, 9)), *seq("D", *range(1, 11))],
            [*seq("C", *range(4, 11)), *seq("S", *range(1, 11))],
            strict=True,
        )
    ],  # tricks 7-23: XIX down to III
    ("T1 DJ SJ", 1),  # the Pagat wins trick 24: home
    ("H10 H9 SC", 2),  # seat 1 must lead his last card; seat 2's H9 beats it
]

# Declarations:
#   seat 0: half Cavalry in spades 5, 19 Ladons 30 (as in deal A)
#   seat 1: 20 trumps = 10 + 10 * 5 = 60; Pagat, XXI and four Kings: 6 Kings = 20
#   seat 2: 19 Ladons (H1-H9, D1-D10) = 15 + 3 * 5 = 30
DECLARATIONS_C: list[Expected] = [
    *each(0, (1, 2), 5, "declaration: half Cavalry in spades"),
    *each(0, (1, 2), 30, "declaration: 19 Ladons"),
    *each(1, (2, 0), 60, "declaration: 20 trumps"),
    *each(1, (2, 0), 20, "declaration: 6 Kings"),
    *each(2, (0, 1), 30, "declaration: 19 Ladons"),
]
TRICKS_C: list[Expected] = [
    *each(1, (2, 0), 5, "King of hearts wins trick 2"),
    *each(1, (2, 0), 5, "King of diamonds wins trick 3"),
    *each(1, (2, 0), 5, "King of clubs wins trick 4"),
    *each(1, (2, 0), 5, "King of spades wins trick 5"),
    *each(1, (2, 0), 5, "Pagat wins trick 24"),
]
# Card points: seat 0 CJ CC Sküs = 8; seat 2 H10 H9 SC = 1 + 1 + 3 - 2 = 3; seat 1
# 78 - 11 = 67 (+41). Seat 1 is alone over 26: seat 0 pays 18, seat 2 pays 23.
CARDS_C: list[Expected] = [
    (0, 1, 18, "card points: seat 0 has 8 against 26"),
    (2, 1, 23, "card points: seat 2 has 3 against 26"),
]
SILENT_NOLO_C = each(0, (1, 2), 26, "seat 0's Nolo: no trick")


def deal_c(announce: Announcements | None = None) -> State:
    return run_script(SCRIPT_C, dealer=0, discard="C1 CJ CC", announce=announce)


def test_deal_c_silent_nolo_and_pagat_home_complete_ledger() -> None:
    state = deal_c()
    assert state.won == [0, 24, 1]
    final = piles(state)
    assert codes(final[0]) == {"CJ", "CC", "F"}
    assert codes(final[2]) == {"H10", "H9", "SC"}
    assert points_by_seat(state) == {0: 8, 1: 67, 2: 3}
    ledger = settle(state)
    # Seat 0, the dealer, took no trick (his laid-away cards are no trick): Nolo, 26 from
    # each. Seat 1 lost the last trick: no Vole, and nothing to pay for that unannounced.
    assert_payments(ledger, [*DECLARATIONS_C, *TRICKS_C, *SILENT_NOLO_C, *CARDS_C])
    # seat 1: +160 +40 +10 +41 -35 -30 -26 = 160; seat 0: +70 +52 -80 -30 -20 -5 -18 = -31;
    # seat 2: +60 -80 -35 -20 -5 -26 -23 = -129
    assert ledger.net(state.seats) == {0: -31, 1: 160, 2: -129}


ANNOUNCED_C = [
    pytest.param(
        {(1, 1): VOLE},
        [
            *pays_each(1, (2, 0), 52, "seat 1's Vole announced before trick 1 failed"),
            *SILENT_NOLO_C,
        ],
        id="vole before trick 1 fails: 52 to each",
    ),
    pytest.param(
        {(6, 1): VOLE},
        [
            *pays_each(1, (2, 0), 38, "seat 1's Vole announced before trick 6 failed"),
            *SILENT_NOLO_C,
        ],
        id="vole before trick 13 fails: 38 to each",
    ),
    pytest.param(
        {(1, 0): NOLO},
        each(0, (1, 2), 36, "seat 0's Nolo announced before trick 1 made"),
        id="nolo before trick 1 made: 36, no silent 26",
    ),
    pytest.param(
        {(13, 0): NOLO},
        each(0, (1, 2), 31, "seat 0's Nolo announced before trick 13 made"),
        id="nolo before trick 13 made: 31",
    ),
    pytest.param(
        {(1, 2): NOLO},
        [
            *pays_each(2, (0, 1), 10, "seat 2's Nolo announced before trick 1 failed"),
            *SILENT_NOLO_C,
        ],
        id="nolo before trick 1 fails: normal scoring plus 10",
    ),
    pytest.param(
        {(9, 2): NOLO},
        [*pays_each(2, (0, 1), 5, "seat 2's Nolo announced before trick 9 failed"), *SILENT_NOLO_C],
        id="nolo before trick 13 fails: normal scoring plus 5",
    ),
]


@pytest.mark.parametrize(("announce", "vole_and_nolo"), ANNOUNCED_C)
def test_deal_c_announcements(announce: Announcements, vole_and_nolo: list[Expected]) -> None:
    state = deal_c(announce)
    ((before, seat),) = announce
    assert [(a.seat, a.trick) for a in state.announced] == [(seat, before)]
    ledger = settle(state)
    assert_payments(ledger, [*DECLARATIONS_C, *TRICKS_C, *vole_and_nolo, *CARDS_C])


def test_deal_c_nolo_may_be_announced_up_to_trick_13() -> None:
    state = stopped_after(SCRIPT_C, "C1 CJ CC", 12)
    vole, nolo = {"announce vole", "pass"}, {"announce nolo", "pass"}
    assert announcements_asked(state) == [(1, vole), (2, nolo), (0, nolo)]  # before trick 13
    for code in SCRIPT_C[12][0].split():
        state.apply(Play(parse(code)))
    assert announcements_asked(state) == [(1, vole)]  # before trick 14: Vole only


# ==========================================================================================
# Deal E: an ordinary deal. The Pagat and two Kings are captured, a King wins a trick, a
# King wins the last trick; the Sküs is played by a player who has no trick yet; two
# players end over 26.
#
#   seat 1: T12-T21, DQ, CQ C3, H1-H9 HJ HC HK
#   seat 2: T1 T2 T3, Sküs, DK, CC C10, H10, D1-D10 DJ DC, C7 C8 C9 CJ, SK
#   seat 0: T4-T11, CK C2, C1 C4 C5 C6, S1-S10 SJ, and HQ SQ SC, which he lays away
# ==========================================================================================

SCRIPT_E = [
    ("T21 T1 T4", 1),  # seat 2 follows with the Pagat: captured
    ("T20 F T5", 1),  # the Sküs, from seat 2 who has no trick yet: he owes seat 1 a card
    ("DQ DK T6", 0),  # seat 0, void in diamonds, trumps; the King of diamonds is captured
    ("CK CQ CC", 0),  # seat 0 leads: the King of clubs wins
    ("C2 C3 C10", 2),  # seat 2's first trick: he pays his debt from it
    ("T2 T7 T12", 1),  # seat 2 leads; seat 0, then seat 1 follow
    ("T19 T3 T8", 1),
    ("T18 SK T9", 1),  # seat 2, out of trumps, throws the King of spades: captured
    ("T17 D1 T10", 1),
    ("T16 D2 T11", 1),  # seat 0's last trump
    ("T15 D3 C1", 1),
    ("T14 D4 C4", 1),
    ("T13 D5 C5", 1),
    ("H1 H10 C6", 1),
    *[
        (f"{h} {s2} {s0}", 1)
        for h, s2, s0 in zip(
            [*seq("H", *range(2, 10)), "HJ", "HC"],
            ["D6", "D7", "D8", "D9", "D10", "DJ", "DC", "C7", "C8", "C9"],
            seq("S", *range(1, 11)),
            strict=True,
        )
    ],  # tricks 15-24
    ("HK CJ SJ", 1),  # nobody can follow or trump: the King of hearts wins the last trick
]


def test_deal_e_ordinary_deal_complete_ledger() -> None:
    state = run_script(SCRIPT_E, dealer=0, discard="HQ SQ SC")
    assert state.won == [2, 22, 1]
    # The Sküs went back to seat 2 after trick 2; he had nothing to give, so he pays seat 1
    # from his first trick (trick 5: C2 C3 C10, all 1-point cards; which one makes no
    # difference): his pile is the Sküs and two of those blanks.
    final = piles(state)
    assert FOOL in final[2] and len(final[2]) == 3
    assert set(final[2]) - {FOOL} < set(cards("C2 C3 C10"))
    (given,) = set(cards("C2 C3 C10")) - set(final[2])
    assert given in final[1]
    # Card points: seat 0: HQ SQ SC (4 + 4 + 3) + DQ DK T6 (4 + 5 + 1) + CK CQ CC (5 + 4 + 3)
    # = 33 - 6 = 27; seat 2: Sküs + two blanks = 7 - 2 = 5; seat 1: 78 - 32 = 46.
    assert points_by_seat(state) == {0: 27, 1: 46, 2: 5}
    ledger = settle(state)
    expected = [
        # Declarations. Seat 0: T4-T11 CK C1 C2 C4-C6 S1-S10 SJ: 8 trumps, 15 Ladons: none.
        # Seat 1: 10 trumps (10). Seat 2: Pagat, Sküs and the Kings of diamonds and spades
        # are 4 "Kings" (5 + 5 = 10); DK DC DJ with the Sküs are a half Cavalry (5); his
        # Ladons are 15 (C7-C10, H10, D1-D10): none.
        *each(1, (2, 0), 10, "declaration: 10 trumps"),
        *each(2, (1, 0), 10, "declaration: 4 Kings"),
        *each(2, (1, 0), 5, "declaration: half Cavalry in diamonds"),
        # The tricks.
        *pays_each(2, (1, 0), 5, "Pagat lost in trick 1 to seat 1"),
        *pays_each(2, (1, 0), 5, "King of diamonds lost in trick 3 to seat 0"),
        *each(0, (1, 2), 5, "King of clubs wins trick 4"),
        *pays_each(2, (1, 0), 5, "King of spades lost in trick 8 to seat 1"),
        *each(1, (2, 0), 10, "King of hearts ultimo wins trick 25"),
        # Card points: seats 1 (+20) and 0 (+1) are over 26; seat 2 (-21), alone under,
        # pays each of them his excess.
        (2, 1, 20, "card points: seat 1 has 46 against 26"),
        (2, 0, 1, "card points: seat 0 has 27 against 26"),
    ]
    assert_payments(ledger, expected)
    # seat 1: +20 +5 +5 +5 +20 +20 -15 -5 = 55; seat 0: +5 +5 +5 +10 +1 -10 -15 -10 = -9;
    # seat 2: +30 -10 -10 -10 -10 -5 -10 -21 = -46
    assert ledger.net(state.seats) == {0: -9, 1: 55, 2: -46}


# ==========================================================================================
# Deal F: the Pagat and a King both die in the last trick.
#
#   seat 1: T1 T12-T20, DK DQ DC DJ, CK CQ CC CJ, SK SQ SC SJ, HQ HC HJ
#   seat 2: T2, HK, D1-D4 C1-C4 S1-S4 H1-H3, D9 D10 C9 C10 S9 S10 H9 H10
#   seat 0: T3-T11 T21, D5-D8 C5-C8 S5-S8 H4-H6, and Sküs H7 H8, which he lays away
#
# Seat 1 leads XX down to XII (the others follow or throw), then his courts, each trick
# followed by the others; to the last trick he leads the Pagat, seat 2 throws his King
# of hearts and seat 0's XXI takes both.
# ==========================================================================================

SCRIPT_F = [
    ("T20 T2 T11", 1),
    *[
        (f"T{20 - i} {s2} T{11 - i}", 1)
        for i, s2 in enumerate(["D9", "D10", "C9", "C10", "S9", "S10", "H9", "H10"], start=1)
    ],  # tricks 2-9
    *[
        (f"{lead} {s2} {s0}", 1)
        for lead, s2, s0 in zip(
            [
                *seq("D", "K", "Q", "C", "J"),
                *seq("C", "K", "Q", "C", "J"),
                *seq("S", "K", "Q", "C", "J"),
                *seq("H", "Q", "C", "J"),
            ],
            [
                *seq("D", 1, 2, 3, 4),
                *seq("C", 1, 2, 3, 4),
                *seq("S", 1, 2, 3, 4),
                *seq("H", 1, 2, 3),
            ],
            [
                *seq("D", 5, 6, 7, 8),
                *seq("C", 5, 6, 7, 8),
                *seq("S", 5, 6, 7, 8),
                *seq("H", 4, 5, 6),
            ],
            strict=True,
        )
    ],  # tricks 10-24
    ("T1 HK T21", 0),
]


def test_deal_f_pagat_and_king_ultimo_lost_complete_ledger() -> None:
    state = run_script(SCRIPT_F, dealer=0, discard="F H7 H8")
    assert state.won == [1, 24, 0]
    # Card points: seat 0: Sküs H7 H8 (7) + T1 HK T21 (15) = 22 - 4 = 18; seat 2 none: 0;
    # seat 1: 78 - 18 = 60.
    assert points_by_seat(state) == {0: 18, 1: 60, 2: 0}
    ledger = settle(state)
    expected = [
        # Seat 0 after laying away the Sküs: T3-T11 and XXI are 10 trumps (10); with the
        # Sküs they would have been 11 (15), and his 17 Ladons would have paid 20: he laid
        # away H7 and H8, leaving 15.
        *each(0, (1, 2), 10, "declaration: 10 trumps"),
        # Seat 1: 10 trumps (10); Pagat and three Kings are 4 "Kings" (10); whole Cavalry in
        # diamonds, clubs and spades (10 each); four Queens, four Cavaliers, four Jacks
        # (5 each).
        *each(1, (2, 0), 10, "declaration: 10 trumps"),
        *each(1, (2, 0), 10, "declaration: 4 Kings"),
        *each(1, (2, 0), 10, "declaration: Cavalry in diamonds"),
        *each(1, (2, 0), 10, "declaration: Cavalry in clubs"),
        *each(1, (2, 0), 10, "declaration: Cavalry in spades"),
        *each(1, (2, 0), 5, "declaration: four Queens"),
        *each(1, (2, 0), 5, "declaration: four Cavaliers"),
        *each(1, (2, 0), 5, "declaration: four Jacks"),
        # Seat 2: 23 Ladons = 15 + 7 * 5 = 50.
        *each(2, (1, 0), 50, "declaration: 23 Ladons"),
        # Tricks.
        *each(1, (2, 0), 5, "King of diamonds wins trick 10"),
        *each(1, (2, 0), 5, "King of clubs wins trick 14"),
        *each(1, (2, 0), 5, "King of spades wins trick 18"),
        *pays_each(1, (2, 0), 15, "Pagat ultimo lost in trick 25 to seat 0"),
        *pays_each(2, (1, 0), 10, "King of hearts ultimo lost in trick 25 to seat 0"),
        # Seat 2 took no trick (and nobody took all): Nolo.
        *each(2, (1, 0), 26, "seat 2's Nolo: no trick"),
        (0, 1, 8, "card points: seat 0 has 18 against 26"),
        (2, 1, 26, "card points: seat 2 has 0 against 26"),
    ]
    assert_payments(ledger, expected)
    # seat 1: +130 +30 +10 +34 -10 -50 -30 -26 = 88; seat 0: +20 +15 +10 -65 -50 -15 -26
    # -8 = -119; seat 2: +100 +15 +52 -65 -10 -15 -20 -26 = 31
    assert ledger.net(state.seats) == {0: -119, 1: 88, 2: 31}


# ==========================================================================================
# Declarations one at a time: seat 1's whole hand is given, the others are filled in,
# the deal is played out, and only the declarations paid to seat 1 are checked.
# ==========================================================================================

PIPS_15 = " ".join([*seq("H", *range(1, 11)), *seq("D", *range(1, 6))])
COURTS_5 = "HQ HC DQ DC CQ"  # no four of a rank, at most two courts of a suit

DECLARATION_CASES = [
    (
        "10 trumps, said to be without the Sküs or the Pagat",
        f"{' '.join(seq('T', *range(2, 12)))} {PIPS_15}",
        [("10 trumps without Fool or Pagat", 10)],
    ),
    (
        "nine trumps and the Sküs are ten",
        f"{' '.join(seq('T', *range(2, 11)))} F {PIPS_15}",
        [("10 trumps with Fool, without Pagat", 10)],
    ),
    (
        "12 trumps with the Sküs: 10 + 2 * 5",
        f"{' '.join(seq('T', *range(2, 13)))} F {' '.join(seq('H', *range(1, 11)))} D1 D2 D3",
        [("12 trumps with Fool, without Pagat", 20)],
    ),
    (
        "three Matadors (and Pagat, Sküs, XXI are three 'Kings')",
        f"T1 F T21 T5 T6 {COURTS_5} {PIPS_15}",
        [("3 Matadors", 10), ("3 Kings", 5)],
    ),
    (
        "five Matadors: XX and XIX in sequence",
        f"T1 F T21 T20 T19 {COURTS_5} {PIPS_15}",
        [("5 Matadors", 20), ("3 Kings", 5)],
    ),
    (
        "the run stops at the first gap",
        f"T1 F T21 T20 T18 {COURTS_5} {PIPS_15}",
        [("4 Matadors", 15), ("3 Kings", 5)],
    ),
    (
        "no Matadors without the Sküs itself",
        f"T1 T21 T20 T19 T18 {COURTS_5} {PIPS_15}",
        [],
    ),
    (
        "'three or more Kings' literally: Pagat, Sküs, XXI and one King are four",
        f"T1 F T21 HK T2 DQ DC CQ CC SQ {PIPS_15}",
        [("4 Kings", 10), ("3 Matadors", 10)],
    ),
    ("three Kings", f"HK DK CK {' '.join(seq('T', *range(2, 9)))} {PIPS_15}", [("3 Kings", 5)]),
    (
        "all seven 'Kings'",
        f"T1 F T21 HK DK CK SK T2 T3 T4 {PIPS_15}",
        [("7 Kings", 25), ("3 Matadors", 10)],
    ),
    (
        "Cavalry",
        f"HK HQ HC HJ {' '.join(seq('T', *range(2, 8)))} {PIPS_15}",
        [("Cavalry in hearts", 10)],
    ),
    (
        "half Cavalry: three courts and the Sküs",
        f"HK HQ HC F {' '.join(seq('T', *range(2, 8)))} {PIPS_15}",
        [("half Cavalry in hearts", 5)],
    ),
    (
        "half Cavalry without the King",
        f"HQ HC HJ F {' '.join(seq('T', *range(2, 8)))} {PIPS_15}",
        [("half Cavalry in hearts", 5)],
    ),
    (
        "whole Cavalry and the Sküs: the whole replaces the half",
        f"HK HQ HC HJ F {' '.join(seq('T', *range(2, 7)))} {PIPS_15}",
        [("Cavalry in hearts", 10)],
    ),
    (
        "four Queens",
        f"HQ DQ CQ SQ {' '.join(seq('T', *range(2, 8)))} {PIPS_15}",
        [("four Queens", 5)],
    ),
    (
        "four Cavaliers",
        f"HC DC CC SC {' '.join(seq('T', *range(2, 8)))} {PIPS_15}",
        [("four Cavaliers", 5)],
    ),
    (
        "four Jacks",
        f"HJ DJ CJ SJ {' '.join(seq('T', *range(2, 8)))} {PIPS_15}",
        [("four Jacks", 5)],
    ),
    (
        "16 Ladons",
        f"{' '.join(seq('T', *range(2, 11)))} {PIPS_15} D6",
        [("16 Ladons", 15)],
    ),
    (
        "17 Ladons",
        f"{' '.join(seq('T', *range(2, 10)))} {PIPS_15} D6 D7",
        [("17 Ladons", 20)],
    ),
    ("15 Ladons are nothing", f"{' '.join(seq('T', *range(2, 7)))} {COURTS_5} {PIPS_15}", []),
]


@pytest.mark.parametrize(
    ("hand", "declared"),
    [case[1:] for case in DECLARATION_CASES],
    ids=[case[0] for case in DECLARATION_CASES],
)
def test_declaration_paid_by_each_opponent(hand: str, declared: list[tuple[str, int]]) -> None:
    assert len(hand.split()) == len(set(hand.split())) == 25, hand
    state = to_play(new_state({1: hand}))
    assert sorted((item.name, item.value) for item in state.declared[1] or ()) == sorted(declared)
    ledger = settle(play_out(state))
    expected = [
        (payer, 1, value, f"declaration: {name}") for name, value in declared for payer in (2, 0)
    ]
    assert_payments(ledger, expected, only="declaration", payee=1)


DEALER_HAND = " ".join(
    [
        *seq("T", *range(2, 11)),
        "F",
        *seq("H", *range(1, 11)),
        *seq("C", 1, 2, 3, 4, 5),
        "SQ",
        "SC",
        "SJ",
    ]
)  # 9 trumps and the Sküs, 15 Ladons, three spade courts: 28 cards


@pytest.mark.parametrize(
    ("discard", "declared"),
    [
        # Laying away the Sküs leaves nine trumps and no half Cavalry in spades.
        ("F H1 H2", []),
        # Keeping it: ten trumps with the Sküs, and SQ SC SJ with it a half Cavalry.
        ("H1 H2 H3", [("10 trumps with Fool, without Pagat", 10), ("half Cavalry in spades", 5)]),
        # Laying away a spade court breaks the half Cavalry; the ten trumps stand.
        ("C1 SQ H3", [("10 trumps with Fool, without Pagat", 10)]),
    ],
)
def test_declarations_are_computed_after_the_discard(
    discard: str, declared: list[tuple[str, int]]
) -> None:
    assert len(DEALER_HAND.split()) == 28
    state = to_play(new_state({0: DEALER_HAND}), discard=discard)
    assert codes(state.discard) == set(discard.split())
    assert sorted((item.name, item.value) for item in state.declared[0] or ()) == sorted(declared)
    ledger = settle(play_out(state))
    expected = [
        (payer, 0, value, f"declaration: {name}") for name, value in declared for payer in (1, 2)
    ]
    assert_payments(ledger, expected, only="declaration", payee=0)


# ==========================================================================================
# Card points settled against 26 (the pure function and the ledger it writes)
# ==========================================================================================


def test_settle_against_par_the_source_example() -> None:
    # A 40, B 20, C 18: B pays A 26 - 20 = 6, C pays A 26 - 18 = 8; A receives 14.
    ledger = Ledger()
    settle_against_par({0: 40, 1: 20, 2: 18}, 26, ledger)
    assert_payments(
        ledger,
        [
            (1, 0, 6, "card points: seat 1 has 20 against 26"),
            (2, 0, 8, "card points: seat 2 has 18 against 26"),
        ],
    )
    assert ledger.net((0, 1, 2)) == {0: 14, 1: -6, 2: -8}


@pytest.mark.parametrize(
    ("points", "expected"),
    [
        # Two over 26: the one under pays each his excess.
        ({0: 30, 1: 32, 2: 16}, [(2, 0, 4, "seat 0 has 30"), (2, 1, 6, "seat 1 has 32")]),
        # One exactly at 26 pays and receives nothing.
        ({0: 26, 1: 40, 2: 12}, [(2, 1, 14, "seat 2 has 12")]),
        ({0: 26, 1: 26, 2: 26}, []),
        # Exact fractions are settled as they are.
        (
            {0: Fraction(13, 3), 1: Fraction(218, 3), 2: Fraction(1)},
            [(0, 1, Fraction(65, 3), "seat 0 has 13/3"), (2, 1, 25, "seat 2 has 1")],
        ),
    ],
)
def test_settle_against_par_cases(
    points: dict[int, int | Fraction], expected: list[Expected]
) -> None:
    ledger = Ledger()
    settle_against_par(points, 26, ledger)
    assert_payments(ledger, expected)
    assert sum(ledger.net(points).values()) == 0
