"""Golden deals for the discard readings: curated full deals whose every payment is written
out (RULES-NOTES, "Readings settled after the first version").

- Deal G1 (1754): the dealer lays away Pagat, Excuse and one more trump although he holds
  thirteen Tarocs (seed 000, "== Taroc ==").
- Deal G2 (Danish): the dealer's plain cards run short; trump II goes with his two
  blanks, and is shown.
- Deal G3 (Danish): the dealer must lay away a card of his whole Cavalry (shown); the
  combination is lost, his other declarations stand.
- Deal G4 (Grand Tarot): the dealer lays away the Magician, the World and his third trump,
  leaving himself void in trumps (seed 002, "Deal").

Every expectation is worked out by hand from the rules, the arithmetic in the comments.
Card points use the rule "three cards count 1, plus what each counter is worth above 1"
(King 4, Queen 3, Cavalier 2, Jack 1, Pagat / XXI / Fool 4): a pile of 3n cards counts n
plus its counters' surplus. Seat 0 deals every deal; seat 1 (the seat after the dealer,
forehand or Eldest) leads to trick 1.
"""

from __future__ import annotations

import pytest
from helpers import assert_payments, hands_from_script, run_script
from helpers_danish import DT, Row, answer_deal_phase, hands_from_rows, record_of, run_rows
from helpers_grand_tarot import GTR, SEATS, final_piles, run, won
from test_golden_grosstarock import each, seq

from tarock import rules
from tarock.cards import parse
from tarock.engine.actions import Discard
from tarock.engine.legal import Clause
from tarock.engine.phases import Phase
from tarock.engine.state import IllegalAction, State
from tarock.play import replay
from tarock.records import loads
from tarock.rules.ruleset import Ruleset
from tarock.scoring.counting import points_by_seat
from tarock.scoring.settlement import Pot, settle
from tarock.text import explain

T1754 = rules.get("taroc-1754")


def legal_discards(state: State) -> dict[str, str]:
    """The legal discards now, as card code -> clause."""
    return {action.card.code: clause for action, clause in state.legal().items()}  # type: ignore[union-attr]


def at_discard(rows: list[Row], discard: str, ruleset: Ruleset = DT) -> State:
    """The table's deal (seat 0 dealing) at the dealer's discard."""
    state = State(ruleset, hands_from_rows(rows, discard=discard), 0)
    answer_deal_phase(state)
    assert state.phase is Phase.DISCARD
    return state


def by_clause(**groups: str) -> dict[str, str]:
    """Card code -> clause from space-separated codes per clause name."""
    return {code: Clause[name.upper()] for name, codes in groups.items() for code in codes.split()}


# ==========================================================================================
# Deal G1 (1754): Pagat, Excuse and one trump laid away from thirteen Tarocs.
#
#   seat 1 (forehand): T13-T21, H1-H10 HJ HC HQ HK, D1 D2
#   seat 2:            D3-D10 DJ DC DQ DK, C1-C10 CJ CC CQ
#   seat 0 (dealer):   T1 the Excuse T2-T12, CK, S1-S10 SJ SC SQ SK; lays away T1 F T2
#
# Play goes 1, 2, 0. Forehand leads XXI down to XIII and wins tricks 1-9; then HK, which
# the dealer trumps with T12, and the dealer takes every trick after it.
# ==========================================================================================

SCRIPT_G1 = [
    *[(f"T{22 - n} C{n} T{2 + n}", 1) for n in range(1, 10)],  # 1-9: T21/C1/T3 ... T13/C9/T11
    ("HK C10 T12", 0),  # 10  the dealer's last trump takes the King of hearts
    ("CK H1 CQ", 0),  # 11
    ("SK H2 CJ", 0),  # 12
    *[
        (f"{spade} {heart} {other}", 0)
        for spade, heart, other in zip(
            [*seq("S", *range(1, 11)), "SJ", "SC", "SQ"],
            [*seq("H", *range(3, 11)), "HJ", "HC", "HQ", "D1", "D2"],
            [*seq("D", *range(3, 11)), "DJ", "DC", "DQ", "DK", "CC"],
            strict=True,
        )
    ],  # 13-25: the dealer leads his spades; nobody else holds one, nor a trump
]
DISCARD_G1 = "T1 F T2"


def test_deal_g1_the_discard_pagat_excuse_and_a_trump_is_legal() -> None:
    state = State(T1754, hands_from_script(SCRIPT_G1, discard=DISCARD_G1, ruleset=T1754), 0)
    trumps = " ".join(f"T{n}" for n in range(1, 13))
    blanks = " ".join(seq("S", *range(1, 11), "J", "C", "Q"))
    assert legal_discards(state) == by_clause(lay_away_trump=trumps, lay_away=f"F {blanks}")
    state.apply(Discard(parse("T1")))  # now only the Excuse or another trump
    assert legal_discards(state) == by_clause(lay_away_trump=trumps[3:], lay_away="F")
    state.apply(Discard(parse("F")))
    with pytest.raises(IllegalAction, match="S1 may not be laid away"):
        state.apply(Discard(parse("S1")))
    state.apply(Discard(parse("T2")))
    assert state.phase is Phase.DECLARE


def test_deal_g1_ledger() -> None:
    state = run_script(SCRIPT_G1, discard=DISCARD_G1, ruleset=T1754)
    assert state.won == [16, 9, 0]
    # Seat 1: tricks 1-9, 27 cards: XXI (+4) -> 9 + 4 = 13.
    # Seat 0: the discard T1 F T2 (1 + 4 + 4 = 9) and tricks 10-25 (16 threes: HK 4;
    # CK 4, CQ 3; SK 4, CJ 1; then SJ SC SQ 1+2+3, HJ HC HQ 1+2+3, DJ DC DQ DK 1+2+3+4,
    # CC 2 = 40) -> 16 + 40 + 9 = 65. Seat 2 took nothing: 0.
    assert points_by_seat(state) == {0: 65, 1: 13, 2: 0}
    ledger = settle(state)
    assert_payments(
        ledger,
        [
            # Declarations, made after the discard. The dealer: T3-T12 are ten Tarocs (10)
            # and SK SQ SC SJ a whole Cavalry (10); forehand HK HQ HC HJ, seat 2 DK DQ DC DJ,
            # each a whole Cavalry (10). Nobody holds the Pagat and the Excuse any more:
            # no Matadors, no Pagat bonus, no Excuse kept.
            *each(0, (1, 2), 10, "declaration: 10 Tarocs"),
            *each(0, (1, 2), 10, "declaration: Cavalry in spades"),
            *each(1, (2, 0), 10, "declaration: Cavalry in hearts"),
            *each(2, (1, 0), 10, "declaration: Cavalry in diamonds"),
            # Card points against 26: the dealer alone is over (65 - 26 = 39).
            (1, 0, 13, "card points: seat 1 has 13 against 26"),
            (2, 0, 26, "card points: seat 2 has 0 against 26"),
        ],
    )
    # seat 0: +40 -10 -10 +13 +26 = 59; seat 1: +20 -20 -10 -13 = -23;
    # seat 2: +20 -20 -10 -26 = -36
    assert ledger.net(state.seats) == {0: 59, 1: -23, 2: -36}


# ==========================================================================================
# Deal G2 (Danish): the plain cards run short; II goes with the two blanks, shown.
#
#   seat 0 (dealer): HK DK CK SK, the Pagat, XXI, the Scies, II-XX, H2 H3; lays away
#                    H2 H3 T2 (three blanks are impossible: one trump II-XX must go)
#   seat 1:          H1 H4-H10 HJ HC HQ, D1-D10 DJ DC DQ, C1
#   seat 2:          C2-C10 CJ CC CQ, S1-S10 SJ SC SQ
#
# The dealer plays the Scies to trick 1 (forehand's HQ takes it and gets a blank from the
# discard for it); then he wins every trick. Seat 2 takes none: a Nolo.
# ==========================================================================================

START = {Pot.KING: 35, Pot.PAGAT: 50}
DISCARD_G2 = "H2 H3 T2"
LOW = " ".join(f"T{n}" for n in range(2, 21))

G2: list[Row] = [
    ("F HQ S1", 1),  # 1   the Scies; HQ wins (+3 to seat 1, and a blank from seat 0)
    ("HK H1 S2", 0),  # 2
    ("DK DQ S3", 0),  # 3
    ("CK C1 CQ", 0),  # 4
    ("SK H4 SQ", 0),  # 5
    ("T21 H5 S4", 0),  # 6
    ("T1 H6 S5", 0),  # 7   the Pagat brought home
    *[
        (f"T{20 - n} {one} {two}", 0)
        for n, (one, two) in enumerate(
            zip(
                [*seq("H", 7, 8, 9, 10, "J", "C"), *seq("D", *range(1, 11), "J", "C")],
                [*seq("S", 6, 7, 8, 9, 10, "J", "C"), *seq("C", *range(2, 11), "J", "C")],
                strict=True,
            )
        )
    ],  # 8-25: XX down to III; the others hold no trump and throw anything
]


def test_deal_g2_the_discard_takes_a_trump_only_when_the_plain_cards_run_short() -> None:
    state = at_discard(G2, DISCARD_G2)
    # His trumps make declarations (22 trumps, 22 Matadors): a trump laid away is a card
    # of a combination, shown, not only told as a fact.
    assert legal_discards(state) == by_clause(lay_away="H2 H3", lay_away_trump=LOW)
    state.apply(Discard(parse("T2")))  # one trump, no more
    assert legal_discards(state) == by_clause(lay_away="H2 H3")
    with pytest.raises(IllegalAction, match="HK may not be laid away"):
        state.apply(Discard(parse("HK")))


def test_deal_g2_ledger() -> None:
    state = run_rows(G2, discard=DISCARD_G2)
    assert state.won == [24, 1, 0]
    # Seat 1: HQ S1 and a blank from the discard: 1 + 3 = 4. Seat 2: nothing. Seat 0: the
    # rest, 78 - 4 = 74 (card points do not count: the Nolo cancels them).
    assert points_by_seat(state) == {0: 74, 1: 4, 2: 0}
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            # The dealer declares from his 28 cards (declare_laid_away): II, laid away
            # because the plain cards ran short, still counts. The Pagat, XXI, II-XX and
            # the Scies are 22 trumps (10 + 12 * 5 = 70); Pagat, Scies, XXI and XX down to
            # II are 22 Matadors (10 + 19 * 5 = 105); four Kings and the Scies (15).
            *each(0, (1, 2), 70, "declaration: 22 trumps with Pagat"),
            *each(0, (1, 2), 105, "declaration: 22 Matadors"),
            *each(0, (1, 2), 15, "declaration: overfull in Kings"),
            *each(0, (1, 2), 5, "Pagat wins trick 7"),
            # Seat 2 took no trick: Nolo 25 from each; it cancels the card points and the
            # 20 for the last trick. Every King won its trick: nothing.
            *each(2, (0, 1), 25, "Nolo"),
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (35, 50)
    # seat 0: +390 -25 = 365; seat 1: -195 -25 = -220; seat 2: -195 +50 = -145
    assert ledger.net((0, 1, 2)) == {0: 365, 1: -220, 2: -145}
    # Declared from the hand after the discard (the project's first reading): 21 and 21.
    first = run_rows(G2, discard=DISCARD_G2, ruleset=DT.with_options(["declare_laid_away=false"]))
    assert [item.name for item in first.declared[0] or ()][:2] == [
        "21 trumps with Pagat",
        "21 Matadors",
    ]


def test_deal_g2_the_trump_laid_away_is_shown_in_the_record() -> None:
    state = run_rows(G2, discard=DISCARD_G2)
    result = replay(loads(record_of(state, {"king": 35, "pagat": 50}).dumps()))
    assert explain.discard_lines(result) == [
        f"  A lays away ♥2 ({Clause.LAY_AWAY})",
        f"  A lays away ♥3 ({Clause.LAY_AWAY})",
        f"  A lays away II ({Clause.LAY_AWAY_TRUMP})",
    ]


# ==========================================================================================
# Deal G3 (Danish): a card of a whole Cavalry goes, because it cannot be avoided.
#
#   seat 0 (dealer): HK DK CK SK, HQ HC HJ, H2 H3, the Pagat, XXI, II-XVIII; lays away
#                    H2 H3 HQ (two blanks and one court of his Cavalry in hearts)
#   seat 1:          XX, the Scies, H1 H4-H10, D1-D10 DJ DC DQ, C1 C2
#   seat 2:          XIX, C3-C10 CJ CC CQ, S1-S10 SJ SC SQ
# ==========================================================================================

DISCARD_G3 = "H2 H3 HQ"

G3: list[Row] = [
    ("HJ H1 T19", 2),  # 1   seat 2, void in hearts, trumps: +1 for HJ
    ("CK C1 C3", 0),  # 2   led by seat 2
    ("T2 T20 S1", 1),  # 3   XX beats II
    ("DK D1 S2", 0),  # 4   led by seat 1
    ("T21 F S3", 0),  # 5   seat 1 plays the Scies; he pays seat 0 a blank from trick 3
    ("SK H4 SQ", 0),  # 6
    ("HK H5 S4", 0),  # 7
    ("HC H6 S5", 0),  # 8
    ("T1 H7 S6", 0),  # 9   the Pagat brought home
    *[
        (f"T{3 + n} {one} {two}", 0)
        for n, (one, two) in enumerate(
            zip(
                [*seq("H", 8, 9, 10), "C2", *seq("D", *range(2, 11), "J", "C", "Q")],
                [*seq("C", *range(4, 11), "J", "C", "Q"), *seq("S", 7, 8, 9, 10, "J", "C")],
                strict=True,
            )
        )
    ],  # 10-25: III up to XVIII; the others hold no trump and throw anything
]


def test_deal_g3_a_court_of_the_cavalry_goes_only_because_it_must_and_is_shown() -> None:
    state = at_discard(G3, DISCARD_G3)
    assert legal_discards(state) == by_clause(lay_away="H2 H3", lay_away_combination="HQ HC HJ")
    state.apply(Discard(parse("HQ")))  # one court, no more: the blanks must go
    assert legal_discards(state) == by_clause(lay_away="H2 H3")
    with pytest.raises(IllegalAction, match="HC may not be laid away"):
        state.apply(Discard(parse("HC")))


def test_deal_g3_ledger() -> None:
    state = run_rows(G3, discard=DISCARD_G3)
    assert state.won == [23, 1, 1]
    # Seat 2: HJ H1 XIX = 1 + 1 = 2. Seat 1: XX, S1 and the Scies (he gave II to seat 0)
    # = 1 + 4 = 5. Seat 0: 78 - 7 = 71.
    assert points_by_seat(state) == {0: 71, 1: 5, 2: 2}
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            # The dealer: the Pagat, XXI and II-XVIII are 19 trumps (10 + 9 * 5 = 55) and
            # four Kings (10); HQ went because it had to, so the whole Cavalry in hearts
            # is still declared (10). No Scies: no Matadors.
            *each(0, (1, 2), 55, "declaration: 19 trumps with Pagat"),
            *each(0, (1, 2), 10, "declaration: four Kings"),
            *each(0, (1, 2), 10, "declaration: Cavalry in hearts"),
            # Seat 1: DQ DC DJ and the Scies, half a Cavalry in diamonds (5).
            *each(1, (0, 2), 5, "declaration: half Cavalry in diamonds"),
            *each(0, (1, 2), 5, "Pagat wins trick 9"),
            # The last trick, won with XVIII, no Pagat or King in it: 20.
            *each(0, (1, 2), 20, "last trick"),
            # Bands: seat 0 71 -> +45, seat 2 2 -> -25; seat 1 (next dealer) takes -20.
            (2, 0, 25, "card points: seat 2 has 2 against 26"),
            (1, 0, 20, "card points: seat 1 has 5 against 26"),
        ],
    )
    # seat 0: +150 +10 +40 +45 -5 = 240; seat 1: -75 -5 -20 -20 +10 = -110;
    # seat 2: -75 -5 -5 -20 -25 = -130
    assert ledger.net((0, 1, 2)) == {0: 240, 1: -110, 2: -130}


# ==========================================================================================
# Deal G4 (Grand Tarot): the Magician, the World and IX laid away, leaving the dealer void.
#
#   seat 0 (dealer): the Magician, the World, IX, H2-H10 HJ HC HQ HK, D1-D10 DJ DC;
#                    lays away T1 T21 T9
#   seat 1 (Eldest): II-VIII X-XX, the Fool, H1, DQ DK, CK, SK, C1
#   seat 2:          C2-C10 CJ CC CQ, S1-S10 SJ SC SQ
#
# Play goes 1, 2, 0. Eldest leads the Fool (seat 2's spade sets the suit and wins), then
# takes tricks 2-23 with his King of spades, his trumps and his other Kings; the dealer
# takes the last two with hearts.
# ==========================================================================================

START_GT = {Pot.KING: 125, Pot.PAGAT: 140}
DISCARD_G4 = "T1 T21 T9"

G4: list[Row] = [
    ("D1 F S1", 2),  # 1   the Fool led; S1 sets spades and wins
    ("D2 SK S2", 1),  # 2   led by seat 2
    *[
        (f"{thrown} T{trump} {other}", 1)
        for trump, thrown, other in zip(
            [*range(20, 9, -1), *range(8, 1, -1)],
            [*seq("D", *range(5, 11), "J", "C"), *seq("H", *range(2, 11), "J")],
            [*seq("S", *range(3, 11), "J", "C", "Q"), *seq("C", *range(2, 9))],
            strict=True,
        )
    ],  # 3-20: XX down to II (no IX); the others hold no trump and throw anything
    ("HC CK CQ", 1),  # 21
    ("D3 DK C9", 1),  # 22
    ("D4 DQ C10", 1),  # 23
    ("HK H1 CJ", 0),  # 24  the King of hearts wins: nothing to pay
    ("HQ C1 CC", 0),  # 25  led by the dealer; no Magician or King in it: nothing
]


def test_deal_g4_magician_and_world_go_to_leave_the_dealer_void() -> None:
    state = at_discard(G4, DISCARD_G4, GTR)
    blanks = " ".join([*seq("H", *range(2, 11), "J", "C", "Q"), *seq("D", *range(1, 11), "J", "C")])
    assert legal_discards(state) == by_clause(lay_away=blanks, lay_away_trump="T1 T9 T21")
    state.apply(Discard(parse("T21")))  # the other two trumps must go with it
    assert legal_discards(state) == by_clause(lay_away_trump="T1 T9")
    with pytest.raises(IllegalAction, match="HK may not be laid away"):
        state.apply(Discard(parse("HK")))


def test_deal_g4_ledger() -> None:
    state = run(G4, discard=DISCARD_G4)
    assert state.won == [2, 22, 1]
    # The Fool goes back to Eldest, who gives seat 2 a blank for it at the end of the hand.
    assert final_piles(state)[0] == won(G4, 0) | {"T1", "T21", "T9"}
    # Seat 2: D1 S1 and a blank = 1. Seat 0: the discard (Magician 4, World 4) and tricks
    # 24-25 (HK 4, CJ 1, HQ 3, CC 2) = 3 + 18 = 21. Eldest: 78 - 22 = 56.
    assert points_by_seat(state) == {0: 21, 1: 56, 2: 1}
    ledger = settle(state, START_GT)
    assert_payments(
        ledger,
        [
            # After the discard: the dealer holds the Court of hearts (10); Eldest nineteen
            # trumps, the Fool counted (10 + 9 * 5 = 55), and three Kings with the Fool,
            # Half Kings (5). The Magician was laid away: no Sparrow, no Dropped Balls.
            *each(0, (1, 2), 10, "declaration: the Court of hearts"),
            *each(1, (0, 2), 55, "declaration: 19 trumps without Pagat"),
            *each(1, (0, 2), 5, "declaration: Half Kings"),
            # Card points, each settled with Eldest in bands of 5: seat 0 21 -> -5, seat 2
            # 1 -> -25.
            (0, 1, 5, "card points: seat 0 has 21 against 26"),
            (2, 1, 25, "card points: seat 2 has 1 against 26"),
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (125, 140)
    # seat 0: +20 -60 -5 = -45; seat 1: +120 -10 +30 = 140; seat 2: -10 -60 -25 = -95
    assert ledger.net(SEATS) == {0: -45, 1: 140, 2: -95}
