"""Golden deals of Tapp Tarock for the readings settled after the first version.

Only the declarer announces; a silent Pagat beaten in the last trick pays its ultimo to
the side that takes the trick; an announced Valat replaces the game; any overbid player
may hold, a Solo included; card points are counted by side and make 70; a deal nobody
bids is thrown in and dealt by the next dealer; the 1821 Tapper, an option, is paid
without play.

Seat 0 deals, so seat 1 (forehand) bids and leads first; the order of play is 1, 2, 0.
The declarer is seat 1 (D), the defenders seats 2 (A) and 0 (B). Every payment is
worked out by hand in the comments: a pile counts its card values less 2 for each three
cards (the Trull cards and Kings 5, Queens 4, Cavaliers 3, Jacks 2, the rest 1).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from fractions import Fraction

import pytest
from helpers import assert_payments, cards
from test_golden_tapp import TAPP, A, B, D, each_defender

from tarock.cards import PAGAT, pack
from tarock.engine.actions import (
    PASS,
    Announce,
    Bid,
    Contract,
    Hold,
    Play,
    parse_action,
)
from tarock.engine.legal import Clause
from tarock.engine.phases import Phase, ThrownIn
from tarock.engine.state import IllegalAction, State
from tarock.play import DealResult, play_deal, play_session, record_of, replay, replay_session
from tarock.records import RecordError, loads, loads_any
from tarock.rules.ruleset import Ruleset
from tarock.scoring.counting import card_points, side_points
from tarock.scoring.settlement import settle
from tarock.text.explain import as_json, card_points_line, explain, summary_lines

# ==========================================================================================
# Deal P: a Solo in which the declarer's Pagat is beaten in the last trick.
#
# D leads his eight high trumps; A follows with X down to III and keeps II; B follows
# with his four trumps, then throws his clubs. D then leads his Kings and Queens, which
# A and B follow or, void, throw under; last, D must lead the Pagat and A's II beats it.
# ==========================================================================================

HANDS_P = {
    D: "F T21 T20 T19 T18 T17 T16 T15 T1 HK HQ DK DQ CK CQ SK",
    A: "T2 T3 T4 T5 T6 T7 T8 T9 T10 H4 H3 D4 D3 C7 C8 S7",
    B: "T11 T12 T13 T14 HC HJ H1 H2 DC DJ D1 D2 CC CJ C10 C9",
}
TALON_P = "SQ SC SJ S10 S9 S8"

PLAY_P = [
    ("F T10 T14", D),
    ("T21 T9 T13", D),
    ("T20 T8 T12", D),
    ("T19 T7 T11", D),
    ("T18 T6 C9", D),  # B is out of trumps: he throws his clubs
    ("T17 T5 C10", D),
    ("T16 T4 CJ", D),
    ("T15 T3 CC", D),
    ("HK H4 H2", D),
    ("HQ H3 H1", D),  # red pips: the 1 is the highest, still below the Queen
    ("DK D4 D2", D),
    ("DQ D3 D1", D),
    ("CK C7 HJ", D),  # B, void in clubs and trumps, throws a heart
    ("CQ C8 HC", D),
    ("SK S7 DJ", D),
    ("T1 T2 DC", A),  # the Pagat led to the last trick and beaten by A's II
]
# Card points. The defenders hold the last trick and the whole talon (a Solo takes none):
# T1 T2 DC SQ SC SJ S10 S9 S8 = 5 + 1 + 3 + 4 + 3 + 2 + 1 + 1 + 1 = 21, less 2 * 3 = 15.
# The declarer has the other 45 cards: the pack's values 106 - 21 = 85, less 2 * 15 = 55.
SIDES_P = (55, 15)

SOLO = ["bid solo", "pass", "pass"]


def deal(
    hands: dict[int, str] = HANDS_P,
    talon: str = TALON_P,
    ruleset: Ruleset = TAPP,
) -> State:
    return State(ruleset, [cards(hands[seat]) for seat in range(3)], 0, talon=cards(talon))


def run(
    auction: Sequence[str],
    announce: Sequence[Contract] = (),
    play: Sequence[tuple[str, int]] = PLAY_P,
    ruleset: Ruleset = TAPP,
) -> State:
    """Deal P: bid (action texts), the declarer announces as told, and every trick is played,
    each won by the seat the script names."""
    state = deal(ruleset=ruleset)
    for text in auction:
        state.apply(parse_action(text))
    plan = list(announce)
    while state.phase is Phase.ANNOUNCE:
        assert state.to_move == state.declarer, "only the declarer is asked"
        state.apply(Announce(plan.pop(0)) if plan else PASS)
    assert not plan
    for number, (text, winner) in enumerate(play, start=1):
        for card in cards(text):
            state.apply(Play(card))
        assert (state.tricks[-1].number, state.tricks[-1].winner) == (number, winner), text
    assert state.is_over
    return state


def replayed(state: State, options: Sequence[str] = ()) -> DealResult:
    """The deal's record, written to JSON and read back, replayed."""
    record = record_of(state, ["by hand"] * 3, None).replace(options=list(options))
    return replay(loads(record.dumps()))


# -- a silent Pagat beaten in the last trick; announcements by the declarer only -----------


def test_deal_p_the_declarers_silent_pagat_beaten_in_the_last_trick_pays_the_defenders() -> None:
    """The Solo is won with 55. The Pagat, played to the last trick and beaten, pays the
    silent ultimo, 4 doubled in a Solo, to the side that takes the trick: the defenders.
    The declarer took all four Kings (3 from each); the Trull is split (T1 went to A)."""
    state = run(SOLO)
    assert state.tricks[-1].cards[0] is PAGAT
    expected = [
        *each_defender(8, "seat 1's Solo won: 55 card points, 36 needed"),
        *each_defender(-8, "silent Pagat ultimo: seat 2 takes the last trick and the Pagat"),
        *each_defender(3, "four Kings: all with the declarer"),
    ]
    ledger = settle(state)
    assert_payments(ledger, expected)
    assert ledger.net((0, 1, 2)) == {D: 6, A: -3, B: -3}
    assert side_points(state) == (Fraction(55), Fraction(15))
    assert replayed(state).ledger.payments == ledger.payments


def test_deal_p_announced_ultimo_failed_replaces_the_silent_one() -> None:
    """Announced, the ultimo is 8, doubled 16: the Pagat is beaten, so the declarer pays
    16 to each, and the silent ultimo is not paid besides."""
    state = run(SOLO, announce=[Contract.ULTIMO])
    assert [(item.seat, item.kind) for item in state.announced] == [(D, Contract.ULTIMO)]
    assert_payments(
        settle(state),
        [
            *each_defender(8, "Solo won: 55 card points"),
            *each_defender(-16, "Pagat ultimo announced by seat 1: failed"),
            *each_defender(3, "four Kings: all with the declarer"),
        ],
    )


def test_deal_p_announced_valat_failed_replaces_the_game() -> None:
    """A Valat announced and failed (one trick lost) costs 24 to each defender, and the
    Solo the declarer won with 55 is not paid: the Valat stands in its place. The silent
    ultimo and the Kings are paid as usual."""
    state = run(SOLO, announce=[Contract.VALAT])
    assert_payments(
        settle(state),
        [
            *each_defender(-24, "seat 1's Solo: Valat announced, failed"),
            *each_defender(-8, "silent Pagat ultimo: seat 2 takes the last trick"),
            *each_defender(3, "four Kings: all with the declarer"),
        ],
    )


def test_deal_p_only_the_declarer_is_asked_and_a_defender_cannot_announce() -> None:
    """The declarer holds the Pagat: he is offered both announcements; the defenders, even
    before play, are never asked, and an announcement out of turn is refused."""
    state = deal()
    for text in SOLO:
        state.apply(parse_action(text))
    assert (state.phase, state.to_move) == (Phase.ANNOUNCE, D)
    assert state.legal() == {
        Announce(Contract.ULTIMO): Clause.ANNOUNCE_ULTIMO,
        Announce(Contract.VALAT): Clause.ANNOUNCE_VALAT,
        PASS: Clause.NO_ANNOUNCEMENT,
    }
    state.apply(PASS)
    assert (state.phase, state.to_move) == (Phase.PLAY, D)
    with pytest.raises(IllegalAction, match="out of turn"):
        state.apply(Announce(Contract.VALAT))


# -- holding a Solo --------------------------------------------------------------------------


def test_deal_p_an_overbid_forehand_holds_a_solo() -> None:
    """D opens with a Dreier; A, at his first turn, bids Solo; B passes; D, overbid, holds
    the Solo and A, who can go no higher, passes. D plays the Solo, with the same ledger
    as the Solo bid outright."""
    state = deal()
    state.apply(Bid("Dreier"))
    state.apply(Bid("Solo"))
    state.apply(PASS)
    assert state.to_move == D
    assert state.legal() == {Hold(): Clause.HOLD, PASS: Clause.PASS_BID}
    state.apply(Hold())
    assert (state.to_move, state.legal()) == (A, {PASS: Clause.PASS_BID})
    state.apply(PASS)
    assert (state.declarer, state.game is not None and state.game.name) == (D, "Solo")
    held = run(["bid dreier", "bid solo", "pass", "hold", "pass"])
    assert settle(held).payments == settle(run(SOLO)).payments


# -- card points per side ------------------------------------------------------------------


def test_deal_p_card_points_by_side_in_the_result_the_table_and_the_json() -> None:
    """The seats' own piles leave the talon out (it is the defenders' as a side); the sides
    count it and make 70, in the result, the deal table and the JSON."""
    result = replayed(run(SOLO))
    assert result.sides == SIDES_P and sum(SIDES_P) == card_points(pack(54)) == 70
    # By seat: D's 45 cards 55; A's last trick T1 T2 DC = 5 + 1 + 3 - 2 = 7; B nothing.
    assert result.card_points == {0: 0, 1: 55, 2: 7}
    assert summary_lines(result) == [
        "  seat          tricks  card points     net",
        "  B (declarer)      15           55      +6",
        "  C (defender)       1                   -3",
        "  A (defender)       0                   -3",
        "  defenders          1           15      -6",
        "  all               16           70       0",
    ]
    assert card_points_line(result) == (
        "  declarer B 55, defenders 15 (together 70; the declarer needs 36)"
    )
    summary = as_json(result)
    assert summary["card_points"] == {"declarer": 55, "defenders": 15}
    assert summary["declarer"] == "B" and "thrown_in" not in summary
    assert json.loads(json.dumps(summary))["net"] == {"A": -3, "B": 6, "C": -3}


@pytest.mark.parametrize("kind", ["random", "heuristic"])
def test_the_two_sides_always_make_70(kind: str) -> None:
    """Over many deals: every deal played out counts 70 between the sides, in the result and
    in the table's "all" row; every deal nobody bid is thrown in and counts none."""
    played = thrown = 0
    for seed in range(60):
        result = play_deal(TAPP, [kind] * 3, seed)
        if result.state.thrown_in is not None:
            thrown += 1
            assert result.sides is None and as_json(result)["card_points"] == {}
            continue
        played += 1
        assert result.sides is not None and sum(result.sides) == 70
        assert summary_lines(result)[-1].split()[:3] == ["all", "16", "70"]
        assert sum(as_json(result)["card_points"].values()) == 70  # type: ignore[arg-type]
    assert played and thrown


# -- everyone passes --------------------------------------------------------------------------


def test_deal_p_everyone_passing_throws_the_deal_in_for_the_next_dealer() -> None:
    state = deal()
    for _ in range(3):
        state.apply(PASS)
    assert (state.is_over, state.redealt, state.thrown_in) == (True, True, ThrownIn.EVERYONE_PASSED)
    assert state.next_dealer == 1  # the seat after the dealer (seat 0) deals again
    assert len(settle(state)) == 0
    record = record_of(state, ["by hand"] * 3, None)
    assert record.thrown_in == "everyone passed" and record.version == 2
    result = replay(loads(record.dumps()))
    assert result.sides is None
    assert summary_lines(result) == [
        "  thrown in: everyone passed; nothing is paid, and B deals the next deal"
    ]
    assert explain(result)[-5:] == [
        "Auction",
        "  B passes, C passes, A passes",
        "",
        "Thrown in",
        "  everyone passed; nothing is paid, and B deals the next deal",
    ]
    assert as_json(result) == {
        "card_points": {},
        "ledger": [],
        "net": {"A": 0, "B": 0, "C": 0},
        "thrown_in": "everyone passed",
    }
    # A version 1 record (no thrown_in field) still replays, and says so all the same.
    old = record.replace(version=1, thrown_in=None)
    assert replay(loads(old.dumps())).state.thrown_in is ThrownIn.EVERYONE_PASSED
    # A record must not claim a thrown-in deal that was played, or the other way round.
    with pytest.raises(RecordError, match="field 'thrown_in'"):
        replay(record.replace(thrown_in="a player dealt no trump"))
    played = record_of(run(SOLO), ["by hand"] * 3, None)
    with pytest.raises(RecordError, match="it was played out"):
        replay(played.replace(thrown_in="everyone passed"))


def test_a_tapp_session_moves_the_deal_on_after_a_deal_thrown_in() -> None:
    """In a session a deal thrown in does not count, and the next seat deals it again."""
    result = play_session(TAPP, ["heuristic"] * 3, seed=2, deals=4)
    dealers = [deal.state.dealer for deal in result.deals]
    assert dealers == [k % 3 for k in range(len(dealers))]
    assert sum(deal.state.thrown_in is None for deal in result.deals) == 4
    assert any(deal.state.thrown_in is ThrownIn.EVERYONE_PASSED for deal in result.deals)
    again = replay_session(loads_any(result.record.dumps()))  # type: ignore[arg-type]
    assert [deal.state.dealer for deal in again.deals] == dealers
    assert [d.record.thrown_in for d in again.deals] == [d.record.thrown_in for d in result.deals]


# -- the 1821 Tapper ---------------------------------------------------------------------------

TAPPER = TAPP.with_options(["tapper=2"])


def test_deal_p_the_tapper_is_paid_without_play() -> None:
    """With the option, forehand opens with the Tapper and the others pass: the deal ends
    at once, each defender pays the Tapper's 2, and nothing else is paid or counted."""
    state = deal(ruleset=TAPPER)
    assert state.legal() == {
        Bid("Tapper"): Clause.BID,
        Bid("Solo"): Clause.BID_SOLO,
        PASS: Clause.PASS_BID,
    }
    for text in ("bid tapper", "pass", "pass"):
        state.apply(parse_action(text))
    assert state.is_over and state.thrown_in is None and state.tricks == []
    assert state.game is not None and state.game.name == "Tapper" and state.declarer == D
    ledger = settle(state)
    assert_payments(ledger, each_defender(2, "seat 1's Tapper: paid without play"))
    result = replayed(state, ["tapper=2"])
    assert result.ledger.payments == ledger.payments and result.sides is None
    assert summary_lines(result) == ["  B is paid the Tapper without play; net: A -2, B +4, C -2"]
    assert "Discard" not in explain(result)


def test_deal_p_a_tapper_overcalled_is_played_as_usual() -> None:
    """Overcalled, the Tapper is forgotten: A bids Solo over it, B passes, D holds the Solo
    and A passes; the Solo is played and paid exactly as without the option."""
    state = run(["bid tapper", "bid solo", "pass", "hold", "pass"], ruleset=TAPPER)
    assert state.game is not None and state.game.name == "Solo" and state.declarer == D
    assert settle(state).payments == settle(run(SOLO)).payments


def test_with_the_tapper_off_nothing_changes() -> None:
    """Off (the default), there is no Tapper to bid, the games are the rule set's own, and
    the same deals are bid, played and paid as before."""
    options = TAPP.options
    assert options.tapper == 0 and options.games is options.contracts
    assert [game.name for game in TAPPER.options.games] == [
        "Tapper",
        *(game.name for game in options.contracts),
    ]
    state = deal()
    assert Bid("Tapper") not in state.legal()
    with pytest.raises(IllegalAction):
        state.apply(Bid("Tapper"))
    for seed in range(20):
        plain = play_deal(TAPP, ["heuristic"] * 3, seed)
        assert plain.record.options == []
        assert replay(plain.record).ledger.payments == plain.ledger.payments


@pytest.mark.parametrize("kind", ["random", "heuristic"])
def test_deals_with_the_tapper_settle_and_replay(kind: str) -> None:
    """With the option, bots bid the Tapper too: every deal is zero-sum, a Tapper deal pays
    its 2 from each defender and nothing else, and every record replays the same."""
    tappers = 0
    for seed in range(40):
        result = play_deal(TAPPER, [kind] * 3, seed)
        assert sum(result.net.values()) == 0
        assert replay(loads(result.record.dumps())).ledger.payments == result.ledger.payments
        game = result.state.game
        if game is not None and game.name == "Tapper":
            tappers += 1
            declarer = result.state.declarer
            assert [(p.payee, p.amount) for p in result.ledger] == [(declarer, 2), (declarer, 2)]
    assert tappers


def test_a_tapp_explanation_has_no_declarations_section() -> None:
    """Tapp Tarock declares nothing, so its explanation says nothing about declarations;
    a Grosstarock explanation keeps the section."""
    from tarock import rules
    from tarock.play import play_deal
    from tarock.text.explain import explain

    tapp = explain(play_deal(rules.get("tapp-tarock"), seed=2, players="heuristic"))
    gross = explain(play_deal(rules.get("grosstarock"), seed=2, players="random"))
    assert "Declarations" not in tapp and "Tricks" in tapp
    assert "Declarations" in gross
