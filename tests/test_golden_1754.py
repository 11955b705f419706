"""Golden deals for German Taroc after the 1754 rules (``taroc-1754``).

Every ledger below was worked out by hand from the rules (RULES-NOTES, "German Taroc,
1754" and "Details that decide scores"; seed 000, "== Taroc =="), the arithmetic in the
comments. Seats are numbered in the order of play, so with seat 0 dealing, seat 1
(forehand, the dealer's right in an anticlockwise game) leads and the order is 1, 2, 0.
What 1754 pays: declarations (Tarocs with the Excuse counted, Matadors, Cavalry and half
Cavalry, four Kings and three Kings with the Excuse), the Pagat (captured 5, lost in the
last trick 10, last trick won 10), 4 for keeping the Excuse without a trick, and card
points against 26. No King bonus, no Vole, no Nolo, no announcements.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from helpers import (
    Expected,
    assert_payments,
    codes,
    hands_from_script,
    new_state,
    run_script,
    to_play,
)
from test_golden_grosstarock import SCRIPT_E, each, pays_each, seq

from tarock import rules
from tarock.cards import FOOL, parse
from tarock.engine.actions import Announce, Declare, Discard, Pass, Play
from tarock.engine.legal import Clause
from tarock.engine.phases import Phase
from tarock.engine.state import IllegalAction, State, deal
from tarock.rules.options import CardSettlement
from tarock.rules.ruleset import Ruleset
from tarock.scoring.counting import piles, points_by_seat
from tarock.scoring.settlement import (
    Ledger,
    card_point_nets,
    settle,
    settle_against_par,
    settle_card_points,
)

T1754 = rules.get("taroc-1754")
FOUR = rules.get("taroc-1754", ["seats=4"])

Script = list[tuple[str, int]]
Legal = dict[tuple[int, int], dict[str, str]]


def run(
    script: Script,
    discard: str,
    ruleset: Ruleset = T1754,
    dealer: int = 0,
    leaders: dict[int, int] | None = None,
) -> tuple[State, Legal]:
    """Play the script; also return the legal plays (code -> clause) at each (trick, seat)."""
    seen: Legal = {}

    def observe(state: State) -> None:
        seen[(state.trick_number, state.to_move)] = {
            action.card.code: clause  # type: ignore[union-attr]
            for action, clause in state.legal().items()
        }

    state = run_script(
        script, dealer=dealer, discard=discard, ruleset=ruleset, leaders=leaders, observe=observe
    )
    return state, seen


def trumps_down(first: int, tricks: range, seat2: list[str], seat0: list[str]) -> Script:
    """Seat 1 leads trumps down from ``first``, one per trick; the others throw the given cards."""
    return [
        (f"T{first - i} {a} {b}", 1)
        for i, (_, a, b) in enumerate(zip(tricks, seat2, seat0, strict=True))
    ]


def test_the_rule_set_has_no_announcements_and_no_king_vole_or_nolo_bonus() -> None:
    options = T1754.options
    assert (options.vole_announced, options.nolo_announced) == ((), ())
    assert (options.king_home, options.king_captured, options.king_ultimo) == (0, 0, 0)
    assert (options.vole, options.nolo, options.pagat_home) == (0, 0, 0)


# ==========================================================================================
# The source's worked example: A 40, B 20, C 18 card points
# ==========================================================================================


def test_worked_example_a_40_b_20_c_18() -> None:
    # "B pays 26 - 20 = 6 game points to A and C pays 26 - 18 = 8 game points to A. A thus
    # receives 14 game points which equal his overshoot points i.e. 40 - 26 = 14."
    points = {0: 40, 1: 20, 2: 18}
    options = T1754.options
    assert (options.par, options.card_settlement) == (26, CardSettlement.EXACT)
    assert card_point_nets(points, options.card_settlement, options.par, None) == {
        0: 14,
        1: -6,
        2: -8,
    }
    by_par, by_rule = Ledger(), Ledger()
    settle_against_par(points, options.par, by_par)
    settle_card_points(points, options.card_settlement, options.par, 1, by_rule)
    for ledger in (by_par, by_rule):
        assert_payments(
            ledger,
            [
                (1, 0, 6, "card points: seat 1 has 20 against 26"),
                (2, 0, 8, "card points: seat 2 has 18 against 26"),
            ],
        )
        assert ledger.net((0, 1, 2)) == {0: 14, 1: -6, 2: -8}


# ==========================================================================================
# The discard: no King; Tarocs (the Excuse counted) only as Pagat, Excuse and one more
# trump together, or when he holds exactly three, the Pagat among them. The cases give the
# cards that may go first (tests/test_discard_limits.py follows whole discards).
# ==========================================================================================

HEARTS = " ".join(seq("H", *range(1, 11), "J", "C", "Q"))  # 13 cards, no King
DIAMONDS = " ".join(seq("D", *range(1, 11), "J", "C", "Q"))
CLUBS_11 = " ".join(seq("C", *range(1, 11), "J"))

DISCARD_CASES = [
    # (id, the Tarocs and Kings in the 28-card hand, the Tarocs and Kings that may go)
    ("exactly three with the Pagat: they may go", "T1 T5 T9", "T1 T5 T9"),
    ("Pagat, Excuse and one trump may go", "T1 F T9", "T1 F T9"),
    ("four, the Excuse counted: Pagat, Excuse and either trump", "T1 F T5 T9", "T1 F T5 T9"),
    ("four with the Pagat: none may go", "T1 T2 T3 T4", ""),
    ("three without the Pagat: none", "T2 T3 T4", ""),
    ("two trumps and the Excuse, no Pagat: none", "T2 T3 F", ""),
    ("the Pagat and one more: two are not three", "T1 T2", ""),
    ("the Excuse alone is a Taroc: it stays", "F", ""),
    ("no King ever, not even with three Tarocs", "T1 F T9 HK DK", "T1 F T9"),
    (
        "many Tarocs and the four Kings: Pagat, Excuse and one trump",
        "T1 T2 T3 T4 T5 T6 T7 F HK DK CK SK",
        "T1 T2 T3 T4 T5 T6 T7 F",
    ),
    ("many trumps without the Excuse: none", "T1 T2 T3 T4 T5 T6 T7 HK", ""),
]


@pytest.mark.parametrize(
    ("special", "may_go"),
    [case[1:] for case in DISCARD_CASES],
    ids=[case[0] for case in DISCARD_CASES],
)
def test_discard_limits(special: str, may_go: str) -> None:
    plain = f"{HEARTS} {DIAMONDS} {CLUBS_11}".split()[: 28 - len(special.split())]
    hand = f"{special} {' '.join(plain)}"
    assert len(set(hand.split())) == 28
    state = new_state({0: hand}, ruleset=T1754)
    allowed = {action.card.code: clause for action, clause in state.legal().items()}  # type: ignore[union-attr]
    expected = dict.fromkeys(plain, Clause.LAY_AWAY)
    for code in may_go.split():  # a trump laid away is shown; the Excuse is no numbered trump
        expected[code] = Clause.LAY_AWAY if code == "F" else Clause.LAY_AWAY_TRUMP
    assert allowed == expected


def test_discard_of_pagat_excuse_and_trump_is_carried_out() -> None:
    hand = f"T1 F T9 {HEARTS} {' '.join(seq('D', *range(1, 11)))} HK DK"
    state = new_state({0: hand}, ruleset=T1754)
    for code in ("T1", "F", "T9"):
        state.apply(Discard(parse(code)))
    assert state.phase is Phase.DECLARE and codes(state.discard) == {"T1", "F", "T9"}


# ==========================================================================================
# Deal P1: seat 1 holds every trump and every King and takes all 25 tricks.
#
#   seat 1: T1-T21, HK DK CK SK
#   seat 2: H1-H10 HJ HC HQ, D1-D10 DJ DC
#   seat 0: DQ, C1-C10 CJ CC CQ, S1-S10 SJ SC SQ, the Excuse; lays away C1 CJ CC (he may
#           not lay away the Excuse: it is his only Taroc)
#
# Seat 0 is void in hearts and out of trumps, so to trick 1 he must play the Excuse.
# ==========================================================================================

SCRIPT_P1: Script = [
    ("HK HQ F", 1),
    ("DK DC DQ", 1),
    ("CK HC CQ", 1),
    ("SK HJ SQ", 1),
    *trumps_down(
        21,
        range(5, 25),
        [*seq("H", *range(1, 11)), *seq("D", *range(1, 11))],
        [*seq("C", *range(2, 11)), *seq("S", *range(1, 11)), "SJ"],
    ),  # tricks 5-24: XXI down to II
    ("T1 DJ SC", 1),  # the Pagat wins the last trick
]


def p1_expected(forehand: int, second: int, dealer: int) -> list[Expected]:
    """Deal P1's ledger for any seating (forehand leads; the dealer plays third)."""
    f, s, d = forehand, second, dealer
    return [
        # Declarations. The dealer (after laying away C1 CJ CC) holds SQ SC SJ and the
        # Excuse: half Cavalry 5; forehand 21 Tarocs (10 + 11 * 5 = 65) and four Kings 10;
        # no Matadors without the Excuse. Second hand holds nothing to declare.
        *each(d, (f, s), 5, "declaration: half Cavalry in spades"),
        *each(f, (s, d), 65, "declaration: 21 Tarocs"),
        *each(f, (s, d), 10, "declaration: four Kings"),
        # The four Kings win tricks 1-4: nothing in 1754. The Pagat takes the last trick.
        *each(f, (s, d), 10, "Pagat ultimo wins trick 25"),
        # The dealer took no trick and ends with the Excuse: 4 from each. (Forehand took
        # every trick: no Vole in 1754; the other two none: no Nolo.)
        *each(d, (f, s), 4, f"seat {d} kept the Fool and took no trick"),
        # Card points: the Excuse came back to the dealer, who gave C1 (his only 1-point
        # card) from his laid-away cards: CJ CC Excuse = 2 + 3 + 5 - 2 = 8; second hand
        # none, 0; forehand 78 - 8 = 70. Forehand alone is over 26.
        (d, f, 18, f"card points: seat {d} has 8 against 26"),
        (s, f, 26, f"card points: seat {s} has 0 against 26"),
    ]


def test_deal_p1_excuse_forced_out_of_trumps_and_kept_without_a_trick() -> None:
    state, legal = run(SCRIPT_P1, "C1 CJ CC")
    assert legal[(1, 0)] == {"F": Clause.FOOL_OUT_OF_TRUMPS}
    assert state.won == [0, 25, 0]
    final = piles(state)
    assert codes(final[0]) == {"CJ", "CC", "F"} and parse("C1") in final[1]
    assert points_by_seat(state) == {0: 8, 1: 70, 2: 0}
    # No announcement phase at all: the history is the discard, the declarations, the plays.
    assert not any(isinstance(action, Announce | Pass) for action in state.history)
    assert [type(a) for a in state.history[:6]] == [Discard] * 3 + [Declare] * 3
    ledger = settle(state)
    assert_payments(ledger, p1_expected(1, 2, 0))
    # seat 1: +150 +20 +44 -5 -4 = 205; seat 0: +10 +8 -75 -10 -18 = -85;
    # seat 2: -75 -10 -5 -4 -26 = -120
    assert ledger.net(state.seats) == {0: -85, 1: 205, 2: -120}


# ==========================================================================================
# Deal P2: as P1 but the Excuse is seat 2's, who never takes a trick: he keeps it alone,
# a pile of one card worth 5 - 2/3 = 13/3 card points.
#
#   seat 1: T1-T21, HK DK CK SK
#   seat 2: the Excuse, H1-H10 HJ HC HQ, D1-D9 DJ DC
#   seat 0: D10 DQ, C1-C10 CJ CC CQ, S1-S10 SJ SC SQ; lays away C1 C2 C3
# ==========================================================================================

SCRIPT_P2: Script = [
    ("HK HQ C4", 1),
    ("DK DC DQ", 1),
    ("CK F CQ", 1),  # seat 2: void in clubs, out of trumps: the Excuse
    ("SK HC SQ", 1),
    *trumps_down(
        21,
        range(5, 25),
        ["HJ", *seq("H", *range(1, 11)), *seq("D", *range(1, 10))],
        [*seq("C", *range(5, 11)), "CJ", "CC", "D10", *seq("S", *range(1, 11)), "SJ"],
    ),
    ("T1 DJ SC", 1),
]


def test_deal_p2_lone_excuse_counts_13_thirds_and_is_settled_exactly() -> None:
    state, legal = run(SCRIPT_P2, "C1 C2 C3")
    assert legal[(3, 2)] == {"F": Clause.FOOL_OUT_OF_TRUMPS}
    assert state.won == [0, 25, 0]
    final = piles(state)
    assert final[2] == [FOOL]  # he owed seat 1 a card and never took a trick to pay it
    # Card points: seat 2: 5 - 2/3 = 13/3; seat 0: C1 C2 C3 = 1; seat 1: the other 74 cards,
    # worth 130 - 5 - 3 = 122, less 2/3 of 74: 122 - 148/3 = 218/3.
    assert points_by_seat(state) == {0: 1, 1: Fraction(218, 3), 2: Fraction(13, 3)}
    ledger = settle(state)
    expected = [
        # Seat 1: 21 Tarocs 65, four Kings 10. Seat 2: HQ HC HJ and the Excuse: half
        # Cavalry 5. Seat 0 (D10 DQ C4-C10 CJ CC CQ S1-S10 SJ SC SQ): nothing.
        *each(1, (2, 0), 65, "declaration: 21 Tarocs"),
        *each(1, (2, 0), 10, "declaration: four Kings"),
        *each(2, (1, 0), 5, "declaration: half Cavalry in hearts"),
        *each(1, (2, 0), 10, "Pagat ultimo wins trick 25"),
        *each(2, (1, 0), 4, "seat 2 kept the Fool and took no trick"),
        # Against 26: seat 2 pays 26 - 13/3 = 65/3, seat 0 pays 25.
        (2, 1, Fraction(65, 3), "card points: seat 2 has 13/3 against 26"),
        (0, 1, 25, "card points: seat 0 has 1 against 26"),
    ]
    assert_payments(ledger, expected)
    # seat 1: +130 +20 +20 +25 +65/3 -5 -4 = 623/3; seat 2: +10 +8 -75 -10 -65/3 = -266/3;
    # seat 0: -75 -5 -10 -4 -25 = -119
    assert ledger.net(state.seats) == {0: -119, 1: Fraction(623, 3), 2: Fraction(-266, 3)}
    assert sum(ledger.net(state.seats).values()) == 0


# ==========================================================================================
# Deal P3: Grosstarock's deal E played under the 1754 rules. The Pagat is captured in
# trick 1; the Excuse's owner (seat 2) plays it before he has a trick and pays for it
# from his first trick (trick 5).
# ==========================================================================================


def test_deal_p3_pagat_captured_and_excuse_paid_from_the_first_trick() -> None:
    state, _ = run(SCRIPT_E, "HQ SQ SC")
    assert state.won == [2, 22, 1]
    final = piles(state)
    assert FOOL in final[2] and len(final[2]) == 3
    assert points_by_seat(state) == {0: 27, 1: 46, 2: 5}  # as in Grosstarock's deal E
    ledger = settle(state)
    expected = [
        # Seat 1: T12-T21 are 10 Tarocs (10). Seat 2: DK DC DJ and the Excuse, half Cavalry
        # (5); Kings of diamonds and spades with the Excuse are only two Kings. Seat 0: none.
        *each(1, (2, 0), 10, "declaration: 10 Tarocs"),
        *each(2, (1, 0), 5, "declaration: half Cavalry in diamonds"),
        # Only the Pagat pays in play: captured before the last trick, 5 to each.
        *pays_each(2, (1, 0), 5, "Pagat lost in trick 1 to seat 1"),
        (2, 1, 20, "card points: seat 1 has 46 against 26"),
        (2, 0, 1, "card points: seat 0 has 27 against 26"),
    ]
    assert_payments(ledger, expected)
    assert ledger.net(state.seats) == {0: -9, 1: 40, 2: -31}


# ==========================================================================================
# Deal P4: the Pagat lost in the last trick.
#
#   seat 1: T1 T12-T20, DK DQ DC DJ, CK CQ CC CJ, SK SQ SC SJ, HQ HC HJ
#   seat 2: II, the Excuse, HK, D1-D4 C1-C4 S1-S4 H1-H3, D9 D10 C9 C10 S9 S10 H10
#   seat 0: T3-T11 T21, D5-D8 C5-C8 S5-S8 H4-H6; lays away H7 H8 H9
# ==========================================================================================

SCRIPT_P4: Script = [
    ("T20 T2 T11", 1),
    ("T19 F T10", 1),  # seat 2, out of trumps, must play the Excuse
    *[
        (f"T{19 - i} {s2} T{10 - i}", 1)
        for i, s2 in enumerate(["D9", "D10", "C9", "C10", "S9", "S10", "H10"], start=1)
    ],  # tricks 3-9
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
    ],  # tricks 10-24: seat 1's courts, followed by both
    ("T1 HK T21", 0),  # the Pagat led to the last trick and taken by XXI
]


def test_deal_p4_pagat_lost_in_the_last_trick() -> None:
    state, legal = run(SCRIPT_P4, "H7 H8 H9")
    assert legal[(2, 2)] == {"F": Clause.FOOL_OUT_OF_TRUMPS}
    assert state.won == [1, 24, 0]
    # Card points: seat 0: H7 H8 H9 (3) + T1 HK T21 (15) = 18 - 4 = 14; seat 2 the lone
    # Excuse, 13/3; seat 1 the rest: 78 - 14 - 13/3 = 179/3.
    assert points_by_seat(state) == {0: 14, 1: Fraction(179, 3), 2: Fraction(13, 3)}
    ledger = settle(state)
    expected = [
        # Seat 0: T3-T11 and XXI, 10 Tarocs (10). Seat 1: T1 T12-T20, 10 Tarocs (10); whole
        # Cavalry in diamonds, clubs, spades (10 each); three Kings without the Excuse are
        # nothing. Seat 2: II and the Excuse, HK: nothing.
        *each(0, (1, 2), 10, "declaration: 10 Tarocs"),
        *each(1, (2, 0), 10, "declaration: 10 Tarocs"),
        *each(1, (2, 0), 10, "declaration: Cavalry in diamonds"),
        *each(1, (2, 0), 10, "declaration: Cavalry in clubs"),
        *each(1, (2, 0), 10, "declaration: Cavalry in spades"),
        # The Pagat lost in the last trick: 10 to each. (The King of hearts: nothing.)
        *pays_each(1, (2, 0), 10, "Pagat ultimo lost in trick 25 to seat 0"),
        *each(2, (1, 0), 4, "seat 2 kept the Fool and took no trick"),
        (0, 1, 12, "card points: seat 0 has 14 against 26"),
        (2, 1, Fraction(65, 3), "card points: seat 2 has 13/3 against 26"),
    ]
    assert_payments(ledger, expected)
    # seat 1: +80 +12 +65/3 -10 -20 -4 = 239/3; seat 0: +20 +10 -40 -4 -12 = -26;
    # seat 2: +8 -40 -10 -65/3 = -161/3
    assert ledger.net(state.seats) == {0: -26, 1: Fraction(239, 3), 2: Fraction(-161, 3)}


# ==========================================================================================
# Deal P5: Grosstarock's deal C under the 1754 rules: the Pagat is brought home in
# trick 24 (no payment in 1754); the dealer takes no trick (no Nolo in 1754) and keeps
# the Excuse (4 from each). He must play the Excuse to trick 1, being out of trumps.
# ==========================================================================================

SCRIPT_P5: Script = [
    ("T21 T2 F", 1),
    ("HK HQ C2", 1),
    ("DK DC DQ", 1),
    ("CK HC CQ", 1),
    ("SK HJ SQ", 1),
    ("T20 H1 C3", 1),
    *trumps_down(
        19,
        range(7, 24),
        [*seq("H", *range(2, 9)), *seq("D", *range(1, 11))],
        [*seq("C", *range(4, 11)), *seq("S", *range(1, 11))],
    ),  # tricks 7-23: XIX down to III
    ("T1 DJ SJ", 1),  # the Pagat wins trick 24
    ("H10 H9 SC", 2),
]


def test_deal_p5_pagat_home_pays_nothing_and_no_nolo() -> None:
    state, legal = run(SCRIPT_P5, "C1 CJ CC")
    assert legal[(1, 0)] == {"F": Clause.FOOL_OUT_OF_TRUMPS}
    assert state.won == [0, 24, 1]
    assert points_by_seat(state) == {0: 8, 1: 67, 2: 3}
    ledger = settle(state)
    expected = [
        # Seat 0: SQ SC SJ and the Excuse, half Cavalry 5. Seat 1: T1 T3-T21 are 20 Tarocs
        # (10 + 10 * 5 = 60) and four Kings (10). Seat 2: nothing.
        *each(0, (1, 2), 5, "declaration: half Cavalry in spades"),
        *each(1, (2, 0), 60, "declaration: 20 Tarocs"),
        *each(1, (2, 0), 10, "declaration: four Kings"),
        *each(0, (1, 2), 4, "seat 0 kept the Fool and took no trick"),
        (0, 1, 18, "card points: seat 0 has 8 against 26"),
        (2, 1, 23, "card points: seat 2 has 3 against 26"),
    ]
    assert_payments(ledger, expected)
    assert ledger.net(state.seats) == {0: -70, 1: 172, 2: -102}


@pytest.mark.parametrize(
    ("script", "discard", "pagat"),
    [
        (SCRIPT_E, "HQ SQ SC", pays_each(2, (1, 0), 5, "Pagat lost in trick 1")),
        (SCRIPT_P4, "H7 H8 H9", pays_each(1, (2, 0), 10, "Pagat ultimo lost in trick 25")),
        (SCRIPT_P1, "C1 CJ CC", each(1, (2, 0), 10, "Pagat ultimo wins trick 25")),
        (SCRIPT_P5, "C1 CJ CC", []),  # home in trick 24: nothing
    ],
    ids=["captured: 5 to each", "lost in the last trick: 10", "last trick won: 10", "home"],
)
def test_pagat_outcomes(script: Script, discard: str, pagat: list[Expected]) -> None:
    state, _ = run(script, discard)
    assert_payments(settle(state), pagat, only="Pagat")


# ==========================================================================================
# Deals P6 and P7: the Excuse must have been played by trick 23.
#
# P6 (not on lead at trick 23):
#   seat 1: T1-T21, the Excuse, HK DK, H10
#   seat 2: H1-H9 HJ HC HQ, D1-D10 DJ DC DQ
#   seat 0: C1-C10 CJ CC CQ CK, S1-S10 SJ SC SQ SK; lays away C1 C2 C3
# Seat 1 keeps the Excuse, loses trick 22 with H10, and must play the Excuse to trick 23
# though he could trump; it comes back to him for a 1-point card (no capture in 1754).
# ==========================================================================================

SCRIPT_P6: Script = [
    ("HK HQ C4", 1),
    ("DK DQ C5", 1),
    *trumps_down(
        21,
        range(3, 22),
        [*seq("H", *range(2, 10)), "HC", *seq("D", *range(2, 11)), "DJ"],
        [*seq("C", *range(6, 11)), "CJ", "CC", "CQ", "CK", *seq("S", *range(1, 11))],
    ),  # tricks 3-21: XXI down to III
    ("H10 H1 SJ", 2),
    ("HJ SC F", 2),  # seat 2 leads; seat 1, void in hearts, must play the Excuse, not trump
    ("D1 SQ T2", 1),
    ("T1 DC SK", 1),
]

# Declarations shared by P6 (Cavalry in clubs too) and P7/P8: seat 1 holds all 21 trumps
# and the Excuse: 22 Tarocs = 10 + 12 * 5 = 70, and 22 Matadors (Pagat, Excuse, XXI and
# XX down to II in sequence) = 10 + 19 * 5 = 105.
BIG_HAND: list[Expected] = [
    *each(1, (2, 0), 70, "declaration: 22 Tarocs"),
    *each(1, (2, 0), 105, "declaration: 22 Matadors"),
]


def test_deal_p6_excuse_forced_at_trick_23_and_returned() -> None:
    state, legal = run(SCRIPT_P6, "C1 C2 C3")
    assert legal[(23, 1)] == {"F": Clause.FOOL_DEADLINE}
    # Before trick 23 he kept it: leading to trick 22 he had every card but the Excuse.
    assert legal[(22, 1)] == dict.fromkeys(["T2", "T1", "H10"], Clause.LEAD)
    final = piles(state)
    assert FOOL in final[1]
    # Seat 2's pile: H10 H1 SJ, HJ SC and a 1-point card from seat 1 for the Excuse.
    assert codes(final[2]) >= {"H10", "H1", "SJ", "HJ", "SC"} and len(final[2]) == 6
    # Card points: seat 0 C1 C2 C3 = 1; seat 2: 1 + 1 + 2 + 2 + 3 + 1 = 10 - 4 = 6;
    # seat 1: 78 - 7 = 71.
    assert points_by_seat(state) == {0: 1, 1: 71, 2: 6}
    ledger = settle(state)
    expected = [
        # Seat 1: two Kings and the Excuse are not three. Seat 0: whole Cavalry in clubs
        # and in spades (10 each). Seat 2: nothing.
        *BIG_HAND,
        *each(0, (1, 2), 10, "declaration: Cavalry in clubs"),
        *each(0, (1, 2), 10, "declaration: Cavalry in spades"),
        *each(1, (2, 0), 10, "Pagat ultimo wins trick 25"),
        (0, 1, 25, "card points: seat 0 has 1 against 26"),
        (2, 1, 20, "card points: seat 2 has 6 against 26"),
    ]
    assert_payments(ledger, expected)
    # seat 1: +350 +20 +45 -20 = 395; seat 0: +40 -175 -10 -25 = -170;
    # seat 2: -175 -20 -10 -20 = -225
    assert ledger.net(state.seats) == {0: -170, 1: 395, 2: -225}


# P7 (on lead at trick 23):
#   seat 1: T1-T21, the Excuse, HK DK CK
#   seat 2: H1-H10 HJ HC HQ, D1-D10 DJ DC
#   seat 0: DQ, C1-C10 CJ CC CQ, S1-S10 SJ SC SQ SK; lays away C1 C2 C3
# Seat 1 wins tricks 1-22 and still holds the Excuse, II and the Pagat. On lead at trick
# 23 he passes the lead to the next player (seat 2) and plays the Excuse last.

SCRIPT_P7_1_22: Script = [
    ("HK HQ C4", 1),
    ("DK DC DQ", 1),
    ("CK HC CQ", 1),
    *trumps_down(
        21,
        range(4, 23),
        [*seq("H", *range(2, 11)), *seq("D", *range(1, 11))],
        [*seq("C", *range(5, 11)), "CJ", "CC", *seq("S", *range(1, 11)), "SJ"],
    ),  # tricks 4-22: XXI down to III
]
SCRIPT_P7: Script = [
    *SCRIPT_P7_1_22,
    ("H1 SC F", 2),  # led by seat 2 (the lead passed); seat 1 plays the Excuse last
    ("HJ SQ T2", 1),
    ("T1 DJ SK", 1),
]
P7_DECLARATIONS: list[Expected] = [
    # Seat 1: three Kings and the Excuse (5). Seat 0: SK SQ SC SJ, whole Cavalry (10).
    *BIG_HAND,
    *each(1, (2, 0), 5, "declaration: three Kings and the Fool"),
    *each(0, (1, 2), 10, "declaration: Cavalry in spades"),
]


def test_deal_p7_owner_on_lead_at_trick_23_passes_the_lead() -> None:
    state, legal = run(SCRIPT_P7, "C1 C2 C3", leaders={23: 2})
    trick = state.tricks[22]
    assert trick.seats == (2, 0, 1) and trick.cards[-1] is FOOL and trick.winner == 2
    assert legal[(23, 1)] == {"F": Clause.FOOL_DEADLINE}
    assert (23, 2) in legal and legal[(23, 2)] == dict.fromkeys(["H1", "HJ", "DJ"], Clause.LEAD)
    # Leading the Excuse earlier was refused (trick 1, seat 1 on lead).
    assert "F" not in legal[(1, 1)] and "F" not in legal[(22, 1)]
    final = piles(state)
    assert FOOL in final[1] and len(final[2]) == 3
    # Card points: seat 0 C1 C2 C3 = 1; seat 2 H1 SC and a blank = 5 - 2 = 3; seat 1 74.
    assert points_by_seat(state) == {0: 1, 1: 74, 2: 3}
    ledger = settle(state)
    expected = [
        *P7_DECLARATIONS,
        *each(1, (2, 0), 10, "Pagat ultimo wins trick 25"),
        (0, 1, 25, "card points: seat 0 has 1 against 26"),
        (2, 1, 23, "card points: seat 2 has 3 against 26"),
    ]
    assert_payments(ledger, expected)
    # seat 1: +360 +20 +48 -10 = 418; seat 0: +20 -180 -10 -25 = -195;
    # seat 2: -180 -10 -10 -23 = -223
    assert ledger.net(state.seats) == {0: -195, 1: 418, 2: -223}


def test_leading_the_excuse_is_refused_naming_the_rule() -> None:
    hands = hands_from_script(SCRIPT_P7, 0, "C1 C2 C3", T1754, leaders={23: 2})
    state = to_play(State(T1754, hands, 0), discard="C1 C2 C3")
    assert state.to_move == 1 and FOOL in state.hands[1]
    assert Play(FOOL) not in state.legal()
    with pytest.raises(IllegalAction, match="F cannot be played: the Fool may not be led"):
        state.apply(Play(FOOL))


def test_excuse_may_be_led_when_it_is_the_only_card() -> None:
    # Without the trick-23 deadline (an option), seat 1 of deal P7 keeps the Excuse to the
    # end: leading II and the Pagat first, he leads the Excuse as his last card.
    ruleset = rules.get("taroc-1754", ["fool_deadline=0"])
    script = [
        *SCRIPT_P7_1_22,
        ("T2 H1 SC", 1),
        ("T1 HJ SQ", 1),  # the Pagat home in trick 24: nothing in 1754
        ("F DJ SK", 2),  # the Excuse led; DJ sets the suit, seat 0 cannot follow
    ]
    state, legal = run(script, "C1 C2 C3", ruleset=ruleset)
    assert legal[(24, 1)] == {"T1": Clause.LEAD}  # with a second card the Excuse may not lead
    assert legal[(25, 1)] == {"F": Clause.LEAD}
    assert legal[(25, 2)] == dict.fromkeys(["DJ"], Clause.FOOL_LED)
    final = piles(state)
    assert FOOL in final[1]
    # Seat 2: DJ SK and a blank for the Excuse = 2 + 5 + 1 - 2 = 6; seat 0: 1; seat 1: 71.
    assert points_by_seat(state) == {0: 1, 1: 71, 2: 6}
    assert_payments(
        settle(state),
        [
            *P7_DECLARATIONS,
            (0, 1, 25, "card points: seat 0 has 1 against 26"),
            (2, 1, 20, "card points: seat 2 has 6 against 26"),
        ],
    )


# ==========================================================================================
# Four players: the one opposite the dealer sits the deal out.
# ==========================================================================================


@pytest.mark.parametrize(
    ("dealer", "out", "forehand", "second"),
    [(0, 2, 1, 3), (1, 3, 2, 0), (2, 0, 3, 1), (3, 1, 0, 2)],
)
def test_four_players_deal_p1_with_the_opposite_seat_out(
    dealer: int, out: int, forehand: int, second: int
) -> None:
    script = [(text, forehand) for text, _ in SCRIPT_P1]
    hands = hands_from_script(script, dealer, "C1 CJ CC", FOUR)
    assert hands[out] == []
    state, legal = run(script, "C1 CJ CC", ruleset=FOUR, dealer=dealer)
    assert state.seats == tuple(s for s in range(4) if s != out)
    assert state.tricks[0].seats == (forehand, second, dealer)
    assert legal[(1, dealer)] == {"F": Clause.FOOL_OUT_OF_TRUMPS}
    ledger = settle(state)
    assert_payments(ledger, p1_expected(forehand, second, dealer))
    assert all(out not in (p.payer, p.payee) for p in ledger.payments)
    net = ledger.net(state.seats)
    assert out not in net
    assert net == {dealer: -85, forehand: 205, second: -120}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_four_players_deal_gives_the_opposite_seat_no_cards(seed: int) -> None:
    for dealer in range(4):
        state = deal(FOUR, seed, dealer)
        out = (dealer + 2) % 4
        sizes = [len(hand) for hand in state.hands]
        assert sizes[out] == 0 and sizes[dealer] == 28
        assert sorted(sizes) == [0, 25, 25, 28]
        assert state.seats == tuple(s for s in range(4) if s != out)
        # The order of play skips the seat that sits out.
        forehand = state.next_seat(dealer)
        assert forehand == (dealer + 1) % 4
        assert state.next_seat(forehand) == (dealer + 3) % 4
        assert state.next_seat((dealer + 3) % 4) == dealer


def test_four_players_cards_dealt_to_the_seat_sitting_out_are_refused() -> None:
    hands = hands_from_script(SCRIPT_P1, 0, "C1 CJ CC", FOUR)
    assert hands[2] == []
    hands[2].append(hands[3].pop())
    with pytest.raises(ValueError, match="seat 2 was dealt 1 cards, not 0"):
        State(FOUR, hands, 0)
