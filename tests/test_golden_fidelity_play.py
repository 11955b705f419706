"""Golden deals for the play and declaration readings settled after the first version.

Danish Tarok: a Scies led and named, whose suit nobody follows and nobody trumps, gives
the trick to the highest card of the suit of the first card played after it. Grosstarock:
a Nolo is not offered to a player who has taken a trick, nor a Vole to one who has lost
one; ten or more trumps are declared with or without the Sküs and the Pagat; the Ladons
are the pips, or with the option ``ladons=one-point`` every one-point card.

The deals are those of the Danish and Grosstarock golden files, changed where said; every
payment is worked out by hand in the comments (see those files for the arithmetic of the
parts that do not change).
"""

from __future__ import annotations

import pytest
from helpers import GT, Expected, assert_payments, new_state, run_script, to_play
from helpers_danish import DT, run_rows
from test_golden_danish import DEAL_A, DISCARD, START, TRUMPS_A, Row
from test_golden_grosstarock import (
    CARDS_C,
    SCRIPT_C,
    SILENT_NOLO_C,
    TRICKS_C,
    announcements_asked,
    each,
    seq,
    stopped_after,
)

from sitegen.ladons import Share, after_discard, shares
from tarock import rules
from tarock.cards import Suit, parse_many
from tarock.engine.actions import Announce, Claim, Contract, Demand
from tarock.engine.phases import ThrownIn
from tarock.engine.state import IllegalAction
from tarock.play import record_of, replay
from tarock.records import RecordError, loads
from tarock.rng import derive
from tarock.rules.declarations import declare
from tarock.rules.options import Ladons
from tarock.scoring.counting import points_by_seat
from tarock.scoring.settlement import Pot, settle
from tarock.text.explain import declared, summary_lines

# ==========================================================================================
# Danish Tarok, deal R: the Scies led to the last trick and renamed.
#
# Deal A's hands (see test_golden_danish) with seat 2's Pagat captured in trick 7, as in
# deal Z there. In trick 24 seat 2 leads H9, which nobody can follow or trump; seats 0 and
# 1 throw C2 and D9. To trick 25 seat 2 leads the Scies and names hearts; neither
# opponent holds one, so seat 0 may rename: he names diamonds, which nobody holds
# either. Seat 0 plays S1, seat 1 S2: nobody follows, nobody trumps, so spades count as
# led and S2 (black pips: 2 above the Ace) takes the trick, and the Scies with it (played
# to trick 25 it is lost to the winner). Before this reading the first card after the
# Scies, seat 0's S1, took the trick.
# ==========================================================================================

DEAL_R: list[Row] = [
    *TRUMPS_A[:6],
    ("T2 T15 T1", 1),  # 7   seat 2's Pagat captured by seat 1's XV
    *DEAL_A[7:18],  # 8-18
    *DEAL_A[19:23],  # 19-22: the spades
    DEAL_A[18],  # 23  C8 C9 C10: seat 2
    ("C2 D9 H9", 2),  # 24  H9 led: nobody can follow or trump
    ("S1 S2 F", 1),  # 25  the Scies led, named hearts, renamed diamonds
]
H, D = Suit.HEARTS, Suit.DIAMONDS


@pytest.mark.parametrize(
    "names", [(H, D), (H, H)], ids=["renamed diamonds", "hearts kept by the next player"]
)
def test_deal_r_the_scies_renamed_and_not_followed_the_first_cards_suit_counts_as_led(
    names: tuple[Suit, Suit],
) -> None:
    state = run_rows(DEAL_R, discard=DISCARD, names={25: names})
    last = state.tricks[-1]
    assert (last.seats, [card.code for card in last.cards]) == ((2, 0, 1), ["F", "S1", "S2"])
    assert last.winner == 1
    # No declarations (the hands are deal A's). Tricks: seat 0 8 11 13 15 17 19 21 (7),
    # seat 2 9 16 23 24 (4), seat 1 the other 14.
    assert state.won == [7, 14, 4]
    # Card points, "three cards count 1, plus each counter's surplus":
    #   seat 0: 7 tricks + the discard = 8, surplus HK 4 HQ 3 DQ 3 DJ 1 CQ 3 CC 2 SK 4 SJ 1
    #           = 21: 29;
    #   seat 2: 4 tricks, surplus HC 2 CK 4 = 6: 10;
    #   seat 1: 14 tricks, surplus XXI 4, Pagat 4, HJ 1, DK 4, DC 2, CJ 1, SQ SC 5 and the
    #           Scies 4 = 25: 39.
    assert points_by_seat(state) == {0: 29, 1: 39, 2: 10}
    ledger = settle(state, START)
    assert_payments(
        ledger,
        [
            # Trick 7: the Pagat loses a trick: 5 to each opponent and 5 into its pot.
            (2, 0, 5, "Pagat lost in trick 7 to seat 1"),
            (2, 1, 5, "Pagat lost in trick 7 to seat 1"),
            (2, Pot.PAGAT, 5, "Pagat lost in trick 7 to seat 1"),
            # Every King wins its trick: nothing. The last trick holds no Pagat or King:
            # its winner, seat 1, takes 20 from each.
            (0, 1, 20, "seat 1 wins the last trick"),
            (2, 1, 20, "seat 1 wins the last trick"),
            # Bands: seat 0 29 -> +5; seat 2 10 (-16) -> -15; seat 1, the next dealer, +10.
            (2, 0, 5, "card points: seat 0 has 29 against 26"),
            (2, 1, 10, "card points: seat 1 has 39 against 26"),
        ],
    )
    assert ledger.net((0, 1, 2)) == {0: -10, 1: 55, 2: -50, Pot.PAGAT: 5}
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (35, 55)


def test_a_danish_new_deal_demanded_is_thrown_in_for_the_same_dealer() -> None:
    """Seat 2, dealt no trump (the Scies is none), demands a new deal: it is thrown in,
    nothing is paid, and the same dealer deals again; the record and the replay say so."""
    state = new_state({1: "T5", 2: "F"}, dealer=0, ruleset=DT, avoid={2: [Suit.TRUMPS]})
    state.apply(Demand(Claim.REDEAL))
    assert (state.thrown_in, state.next_dealer) == (ThrownIn.NO_TRUMP, 0)
    record = record_of(state, ["by hand"] * 3, None, pots={Pot.KING: 35, Pot.PAGAT: 50})
    assert record.thrown_in == "a player dealt no trump demanded a new deal"
    result = replay(loads(record.dumps()))
    assert list(result.ledger) == []
    assert summary_lines(result) == [
        "  thrown in: C, dealt no trump, demanded a new deal; nothing is paid, and A deals again"
    ]


# ==========================================================================================
# Grosstarock, deal C (see test_golden_grosstarock): seat 1 takes tricks 1-24, seat 2 the
# last, seat 0 none. Seat 1 holds twenty trumps with the Pagat, but not the Sküs (seat 0
# has it).
# ==========================================================================================

DISCARD_C = "C1 CJ CC"
NOLO, VOLE = Contract.NOLO, Contract.VOLE

# Declarations, each paid by both opponents, with their full names:
#   seat 0: half Cavalry in spades (SQ SC SJ and the Sküs) 5; 19 Ladons (C2-C10, S1-S10) 30
#   seat 1: 20 trumps (T1, T3-T21) = 10 + 10 * 5 = 60, said "without the Sküs, with the
#           Pagat"; Pagat, XXI and the four Kings are 6 "Kings" = 5 + 3 * 5 = 20
#   seat 2: 19 Ladons (H1-H9, D1-D10) = 30
NAMES_C = {
    0: [("half Cavalry in spades", 5), ("19 Ladons", 30)],
    1: [("20 trumps without Fool, with Pagat", 60), ("6 Kings", 20)],
    2: [("19 Ladons", 30)],
}


def declarations(names: dict[int, list[tuple[str, int]]]) -> list[Expected]:
    return [
        (other, seat, value, f"declaration: {name}")
        for seat, held in names.items()
        for name, value in held
        for other in (0, 1, 2)
        if other != seat
    ]


def test_deal_c_after_trick_1_nolo_only_for_those_without_a_trick_vole_only_for_the_winner() -> (
    None
):
    """Before trick 2: seat 1 has taken a trick, so he may announce a Vole but no Nolo;
    seats 2 and 0 have lost one, so they may announce a Nolo but no Vole."""
    state = stopped_after(SCRIPT_C, DISCARD_C, 1)
    assert announcements_asked(state) == [
        (1, {"announce vole", "pass"}),
        (2, {"announce nolo", "pass"}),
        (0, {"announce nolo", "pass"}),
    ]
    state = stopped_after(SCRIPT_C, DISCARD_C, 1)
    assert state.to_move == 1
    with pytest.raises(IllegalAction, match="seat 1 may not announce nolo"):
        state.apply(Announce(NOLO))
    state.apply(Announce(VOLE))
    with pytest.raises(IllegalAction, match="seat 2 may not announce vole"):
        state.apply(Announce(VOLE))


def test_deal_c_a_nolo_announced_before_trick_2_by_the_player_without_a_trick() -> None:
    """Seat 0, who has taken no trick, announces the Nolo before trick 2 (the tier up to
    trick 13: 31) and makes it; it replaces the silent Nolo. Everything else is paid as in
    the silent deal: the declarations (with their full names), the Kings and the Pagat
    home, card points (seat 0 8, seat 2 3, seat 1 67)."""
    state = run_script(SCRIPT_C, dealer=0, discard=DISCARD_C, announce={(2, 0): NOLO})
    assert [(item.seat, item.kind, item.trick) for item in state.announced] == [(0, NOLO, 2)]
    for seat, held in NAMES_C.items():
        assert [(item.name, item.value) for item in state.declared[seat] or ()] == held
    expected = [
        *declarations(NAMES_C),
        *TRICKS_C,
        *each(0, (1, 2), 31, "seat 0's Nolo announced before trick 2 made"),
        *CARDS_C,
    ]
    ledger = settle(state)
    assert_payments(ledger, expected)
    # seat 1: +160 +40 +10 +41 -35 -30 -31 = 155; seat 0: +70 +62 -80 -30 -20 -5 -18 = -21
    assert ledger.net(state.seats) == {0: -21, 1: 155, 2: -134}


# -- ten or more trumps: with or without the Sküs and the Pagat -------------------------------


@pytest.mark.parametrize(
    ("hand", "name"),
    [
        ("T1 F T2 T3 T4 T5 T6 T7 T8 T9", "10 trumps with Fool and Pagat"),
        ("F T2 T3 T4 T5 T6 T7 T8 T9 T10 T11", "11 trumps with Fool, without Pagat"),
        ("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10", "10 trumps without Fool, with Pagat"),
        ("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11", "10 trumps without Fool or Pagat"),
    ],
)
def test_ten_trumps_are_declared_with_or_without_the_skus_and_the_pagat(
    hand: str, name: str
) -> None:
    (item,) = [i for i in declare(parse_many(hand), GT.options.declarations) if "trumps" in i.name]
    assert item.name == name and item.value == 10 + 5 * (len(hand.split()) - 10)


def test_deal_c_the_trump_declaration_in_the_record_and_the_explanation() -> None:
    """The record carries what seat 1 said, and the explanation shows it; a version 1
    record, which named the declaration "20 trumps", still replays to the same ledger."""
    state = run_script(SCRIPT_C, dealer=0, discard=DISCARD_C)
    record = record_of(state, ["by hand"] * 3, None)
    said = "declare 20 trumps without Fool, with Pagat; 6 Kings"
    assert said in record.actions
    result = replay(loads(record.dumps()))
    assert declared(result.state, 1, record.seats)[0] == (
        "B: 20 trumps without Fool, with Pagat, 60 from each opponent"
        " (Pagat III IV V VI VII VIII IX X XI XII XIII XIV XV XVI XVII XVIII XIX XX XXI)"
    )
    old_words = [("declare 20 trumps; 6 Kings" if a == said else a) for a in record.actions]
    old = record.replace(version=1, actions=old_words)
    assert replay(loads(old.dumps())).ledger.payments == result.ledger.payments
    with pytest.raises(RecordError, match="actions"):
        replay(record.replace(actions=old_words))  # version 2: today's words


# -- the Ladons: the pips, or every one-point card ----------------------------------------------

ONE_POINT = GT.with_options(["ladons=one-point"])


def test_deal_c_read_literally_the_ladons_count_the_low_trumps_too() -> None:
    """Deal C with ``ladons=one-point``: seat 1's III-XX and H10 are 19 one-point cards
    (19 Ladons, 30, where the pips alone are one); seat 2's II joins his 19 pips (20
    Ladons, 35 instead of 30); seat 0 has no low trump (the same 19). The rest of the
    ledger is the silent deal's."""
    state = run_script(SCRIPT_C, dealer=0, discard=DISCARD_C, ruleset=ONE_POINT)
    names = {
        0: NAMES_C[0],
        1: [*NAMES_C[1], ("19 Ladons", 30)],
        2: [("20 Ladons", 35)],
    }
    for seat, held in names.items():
        assert [(item.name, item.value) for item in state.declared[seat] or ()] == held
    ledger = settle(state)
    assert_payments(ledger, [*declarations(names), *TRICKS_C, *SILENT_NOLO_C, *CARDS_C])
    # Against the silent deal C ({0: -31, 1: 160, 2: -129}): seat 1's 30 from each of the
    # others, and seat 2's 5 more from each: seat 0 -31 - 30 - 5 = -66, seat 1
    # 160 + 60 - 5 = 215, seat 2 -129 - 30 + 10 = -149.
    assert ledger.net(state.seats) == {0: -66, 1: 215, 2: -149}
    record = record_of(state, ["by hand"] * 3, None)
    assert record.options == ["ladons=one-point"]
    assert replay(loads(record.dumps())).ledger.payments == ledger.payments


@pytest.mark.parametrize("variant", ["taroc-1754", "danish-tarok", "grand-tarot", "tapp-tarock"])
def test_the_ladons_option_leaves_the_other_rule_sets_alone(variant: str) -> None:
    ruleset = rules.get(variant)
    literal = ruleset.with_options(["ladons=one-point"]).options
    assert literal.declaration_table == ruleset.options.declarations


def test_how_often_each_reading_pays_is_what_the_engine_declares() -> None:
    """``shares`` counts, for each reading, the deals in which some player holds the
    Ladons after the dealer's discard. Driving the engine's declarations with the option
    set each way on the same deals gives the same counts; the literal reading pays on
    every deal where the pips do, and the share lies in its interval."""
    deals, seed = 40, 7
    found = shares(deals, seed)
    assert found == shares(deals, seed)  # one seed, one answer
    for reading in Ladons:
        ruleset = GT.with_options([f"ladons={reading.value}"])
        hits = 0
        for k in range(deals):
            state = after_discard("grosstarock", derive(seed, k))
            state = to_play(type(state)(ruleset, state.dealt, 0), discard=state.discard)
            hits += any(
                item.name.endswith("Ladons")
                for seat in state.seats
                for item in state.declared[seat] or ()
            )
        assert found[reading] == Share(hits, deals)
        low, high = found[reading].interval
        assert 0 <= low <= found[reading].share <= high <= 1
    assert found[Ladons.PIPS].hits <= found[Ladons.ONE_POINT].hits
    assert found[Ladons.ONE_POINT].hits > found[Ladons.PIPS].hits


def test_a_share_and_its_interval() -> None:
    """Wilson's interval, worked by hand for 0 of 10 and 10 of 10: with z = 1.96,
    z^2 = 3.8416, the bounds are 0 and n / (n + z^2) = 10 / 13.8416."""
    assert Share(0, 10).interval == (0.0, pytest.approx(3.8416 / 13.8416))
    assert Share(10, 10).interval == (pytest.approx(10 / 13.8416), 1.0)
    with pytest.raises(ValueError, match="at least one deal"):
        shares(0)


def test_a_hand_with_fifteen_pips_and_low_trumps() -> None:
    """Fifteen pips are no Ladons; with two low trumps, read literally, they are 17."""
    hand = parse_many(" ".join([*seq("H", *range(1, 11)), *seq("D", 1, 2, 3, 4, 5), "T2", "T3"]))
    plain = [i.name for i in declare(hand, GT.options.declaration_table) if "Ladons" in i.name]
    literal = [i.name for i in declare(hand, ONE_POINT.options.declaration_table)]
    assert plain == [] and "17 Ladons" in literal
