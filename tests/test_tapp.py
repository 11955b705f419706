"""Tapp Tarock: the auction, the talon, the discard, the Sküs as top trump, the
announcements, the 35/36 boundary, and invariants over many random and heuristic deals.

Seat 0 deals, so seat 1 is forehand; the order of bidding and of play is 1, 2, 0.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from helpers import cards

from tarock import rules
from tarock.cards import FOOL, MOND, Suit, pack, parse
from tarock.engine.actions import (
    PASS,
    Announce,
    Bid,
    ChooseTalon,
    Contract,
    Discard,
    Half,
    Hold,
    Play,
    parse_action,
)
from tarock.engine.legal import Clause
from tarock.engine.phases import Phase
from tarock.engine.state import IllegalAction, State, deal
from tarock.play import play_deal, replay
from tarock.players.heuristic import HeuristicPlayer
from tarock.records import RecordError
from tarock.rules.options import OptionError, Options
from tarock.rules.ruleset import Ruleset
from tarock.scoring.counting import card_points, piles, side_points
from tarock.scoring.settlement import settle, won_by_points

TAPP = rules.get("tapp-tarock")
HOLD = Hold()
DREIER, UNTERER, OBERER, SOLO = (Bid(name) for name in ("Dreier", "Unterer", "Oberer", "Solo"))

HANDS = [
    "T8 T9 T10 T11 T12 T13 T14 CK CC C7 SK SQ SC SJ S9 S8",
    "F T21 T20 T19 T18 T17 T16 T15 HK H1 H2 DK D1 D2 C10 S10",
    "T1 T2 T3 T4 T5 T6 T7 HJ H3 DC DJ D3 CQ CJ C9 C8",
]
TALON = "HQ HC DQ H4 D4 S7"


def fresh(ruleset: Ruleset = TAPP, hands: list[str] = HANDS, talon: str = TALON) -> State:
    return State(ruleset, [cards(hand) for hand in hands], 0, talon=cards(talon))


def bids(state: State, *texts: str) -> State:
    for text in texts:
        state.apply(parse_action(text))
    return state


# -- the pack and the deal --------------------------------------------------------------------


def test_the_pack_has_54_cards_and_70_card_points() -> None:
    cards54 = pack(54)
    assert len(cards54) == 54 and card_points(cards54) == 70
    assert sum(1 for card in cards54 if card.is_trump or card.is_fool) == 22
    assert {c.code for c in cards54 if c.suit is Suit.HEARTS} == {
        "HK", "HQ", "HC", "HJ", "H1", "H2", "H3", "H4"
    }  # fmt: skip
    assert {c.code for c in cards54 if c.suit is Suit.CLUBS} == {
        "CK", "CQ", "CC", "CJ", "C7", "C8", "C9", "C10"
    }  # fmt: skip


def test_options_give_16_tricks_and_keep_25_for_the_78_card_games() -> None:
    assert TAPP.options.tricks == 16
    assert [rules.get(v).options.tricks for v in rules.ids() if v != "tapp-tarock"] == [25] * 4


def test_a_deal_puts_the_talon_first_then_16_cards_each() -> None:
    state = deal(TAPP, seed=3)
    assert len(state.talon) == 6 and [len(hand) for hand in state.dealt] == [16, 16, 16]
    assert set(state.talon) | {c for hand in state.dealt for c in hand} == set(pack(54))
    assert state.talon_half(Half.LOWER) == state.talon[:3]
    assert state.talon_half(Half.UPPER) == state.talon[3:]
    assert (state.phase, state.to_move, state.forehand) == (Phase.BID, 1, 1)


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"talon": 5}, "talon"),
        ({"talon": 6, "seats": 4}, "talon"),
        ({"discard": 0}, "contracts"),
        ({"talon": 0}, "contracts"),
    ],
)
def test_inconsistent_talon_options_are_refused(changes: dict[str, int], field: str) -> None:
    import dataclasses

    with pytest.raises(OptionError, match=field):
        dataclasses.replace(TAPP.options, **changes)  # type: ignore[arg-type]


def test_a_record_must_carry_the_talon() -> None:
    result = play_deal(TAPP, ["random"] * 3, seed=5)
    assert result.record.talon == " ".join(c.code for c in result.state.talon)
    with pytest.raises(RecordError, match="field 'talon'"):
        replay(result.record.replace(talon=""))
    with pytest.raises(RecordError, match="field 'talon'"):
        replay(result.record.replace(talon="T1 T2 Z9"))


@pytest.mark.parametrize("text", ["bid dreier", "bid solo", "hold", "take lower", "take upper"])
def test_new_actions_read_back_from_their_text(text: str) -> None:
    assert parse_action(text).text == text
    assert parse_action("bid Dreier") is DREIER


# -- the auction ---------------------------------------------------------------------------------


def test_forehand_opens_with_the_lowest_game_or_solo() -> None:
    state = fresh()
    assert state.legal() == {DREIER: Clause.BID, SOLO: Clause.BID_SOLO, PASS: Clause.PASS_BID}


def test_each_bid_one_step_higher_and_solo_at_a_first_turn() -> None:
    state = bids(fresh(), "bid dreier")
    assert (state.to_move, state.legal()) == (
        2,
        {UNTERER: Clause.BID, SOLO: Clause.BID_SOLO, PASS: Clause.PASS_BID},
    )
    bids(state, "bid unterer")
    assert (state.to_move, state.legal()) == (
        0,
        {OBERER: Clause.BID, SOLO: Clause.BID_SOLO, PASS: Clause.PASS_BID},
    )


def test_an_overbid_player_may_hold_and_solo_only_at_the_first_turn() -> None:
    """Forehand, overbid by the Unterer, may bid the Oberer or hold; Solo is not offered
    at his second turn (it is not the next step)."""
    state = bids(fresh(), "bid dreier", "bid unterer", "pass")
    assert (state.to_move, state.legal()) == (
        1,
        {OBERER: Clause.BID, HOLD: Clause.HOLD, PASS: Clause.PASS_BID},
    )
    with pytest.raises(IllegalAction, match="may not bid solo"):
        state.apply(SOLO)


def test_nobody_holds_against_an_earlier_bidder() -> None:
    """After forehand holds, the later bidder must go higher or pass."""
    state = bids(fresh(), "bid dreier", "bid unterer", "pass", "hold")
    assert (state.to_move, state.legal()) == (2, {OBERER: Clause.BID, PASS: Clause.PASS_BID})


def test_solo_is_the_next_step_after_the_oberer() -> None:
    state = bids(fresh(), "bid dreier", "bid unterer", "bid oberer")
    assert state.legal() == {SOLO: Clause.BID, HOLD: Clause.HOLD, PASS: Clause.PASS_BID}


def test_after_a_solo_the_others_can_only_pass_or_hold() -> None:
    state = bids(fresh(), "bid solo")
    assert state.legal() == {PASS: Clause.PASS_BID}
    state = bids(fresh(), "bid dreier", "bid solo")
    assert (state.to_move, state.legal()) == (0, {PASS: Clause.PASS_BID})
    bids(state, "pass")
    assert (state.to_move, state.legal()) == (1, {HOLD: Clause.HOLD, PASS: Clause.PASS_BID})
    bids(state, "hold", "pass")
    assert state.declarer == 1 and state.game == TAPP.options.contracts[3]


def test_solo_at_the_first_turn_can_be_switched_off() -> None:
    state = fresh(TAPP.with_options(["solo_first_turn=false"]))
    assert state.legal() == {DREIER: Clause.BID, PASS: Clause.PASS_BID}
    bids(state, "bid dreier")
    assert state.legal() == {UNTERER: Clause.BID, PASS: Clause.PASS_BID}


def test_an_overbid_middlehand_may_hold_under_the_overbid_reading_only() -> None:
    """Seat 2 bids the Unterer over forehand's Dreier, seat 0 the Oberer. Forehand passes:
    seat 2, overbid by seat 0, may hold, unless only forehand may hold."""
    moves = ("bid dreier", "bid unterer", "bid oberer", "pass")
    state = bids(fresh(), *moves)
    assert (state.to_move, state.legal()) == (
        2,
        {SOLO: Clause.BID, HOLD: Clause.HOLD, PASS: Clause.PASS_BID},
    )
    state = bids(fresh(TAPP.with_options(["hold=forehand"])), *moves)
    assert state.legal() == {SOLO: Clause.BID, PASS: Clause.PASS_BID}


def test_forehand_holds_under_the_forehand_reading() -> None:
    state = bids(fresh(TAPP.with_options(["hold=forehand"])), "bid dreier", "bid unterer", "pass")
    assert state.legal() == {OBERER: Clause.BID, HOLD: Clause.HOLD_FOREHAND, PASS: Clause.PASS_BID}


def test_a_passed_player_is_out_and_the_last_bidder_declares() -> None:
    state = bids(fresh(), "pass", "bid dreier", "pass")
    assert (state.declarer, state.phase, state.to_move) == (2, Phase.TALON, 2)
    assert state.spoken == [1, 2, 0] and state.bidding == [2]


def test_the_last_player_in_may_still_bid_after_two_passes() -> None:
    state = bids(fresh(), "pass", "pass")
    assert (state.to_move, state.legal()) == (
        0,
        {DREIER: Clause.BID, SOLO: Clause.BID_SOLO, PASS: Clause.PASS_BID},
    )
    bids(state, "bid dreier")
    assert state.declarer == 0


def test_everyone_passing_is_a_redeal() -> None:
    state = bids(fresh(), "pass", "pass", "pass")
    assert state.is_over and state.redealt and state.legal() == {}
    assert len(settle(state)) == 0


# -- the talon ----------------------------------------------------------------------------------


WON_DREIER = ("bid dreier", "pass", "pass")
WON_UNTERER = ("bid dreier", "bid unterer", "pass", "pass")
WON_OBERER = ("bid dreier", "bid unterer", "bid oberer", "pass", "pass")
EITHER = {ChooseTalon(half): Clause.TALON_EITHER for half in (Half.LOWER, Half.UPPER)}


@pytest.mark.parametrize(
    ("auction", "choice", "expected"),
    [
        (WON_DREIER, "fixed", EITHER),
        (WON_UNTERER, "fixed", {ChooseTalon(Half.LOWER): Clause.TALON_FIXED}),
        (WON_OBERER, "fixed", {ChooseTalon(Half.UPPER): Clause.TALON_FIXED}),
        (WON_DREIER, "free", EITHER),
        (WON_UNTERER, "free", EITHER),
        (WON_OBERER, "free", EITHER),
    ],
)
def test_which_talon_half_a_game_takes(
    auction: tuple[str, ...], choice: str, expected: dict[ChooseTalon, Clause]
) -> None:
    """The Dreier takes either half; the Unterer the lower and the Oberer the upper, unless
    the choice is free (the seed's reading)."""
    state = bids(fresh(TAPP.with_options([f"talon_half={choice}"])), *auction)
    assert state.phase is Phase.TALON
    assert state.legal() == expected


def test_a_solo_takes_no_talon_and_goes_straight_to_the_announcements() -> None:
    state = bids(fresh(), "bid solo", "pass", "pass")
    assert (state.phase, state.to_move, state.half, state.discard) == (
        Phase.ANNOUNCE,
        1,
        None,
        [],
    )
    assert state.defenders_talon() == tuple(cards(TALON))


def test_the_talon_half_goes_into_the_declarers_hand() -> None:
    state = bids(fresh(), "pass", "bid dreier", "pass")
    state.apply(ChooseTalon(Half.UPPER))
    assert (state.phase, state.to_move, len(state.hands[2])) == (Phase.DISCARD, 2, 19)
    assert set(cards("H4 D4 S7")) <= set(state.hands[2])
    assert state.defenders_talon() == tuple(cards("HQ HC DQ"))


# -- the discard ------------------------------------------------------------------------------

STRONG = [
    "T1 T2 T3 T4 T5 T6 T7 HJ H3 DC DJ D3 CQ CJ C9 C8",
    "F T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 HK",
    "SK SQ SC SJ S10 S9 S8 S7 CC C10 C7 HQ HC H1 H2 DQ",
]
STRONG_TALON = "DK CK H4 D1 D2 D4"


def test_no_king_trull_or_trump_is_laid_away_while_other_cards_can_go() -> None:
    state = bids(fresh(), "bid dreier", "pass", "pass")
    state.apply(ChooseTalon(Half.LOWER))
    legal = state.legal()
    expected = {"HQ", "HC", "DQ", "H1", "H2", "D1", "D2", "C10", "S10"}
    assert {a.card.code for a in legal if isinstance(a, Discard)} == expected
    assert set(legal.values()) == {Clause.LAY_AWAY_DECLARER}


def test_trumps_are_laid_away_only_when_nothing_else_can_go() -> None:
    """The declarer holds 15 trumps and the King of hearts, takes DK CK H4: one card other
    than Kings and trumps, so two trumps (never the Sküs or the Mond) must go with it."""
    state = State(TAPP, [cards(hand) for hand in STRONG], 0, talon=cards(STRONG_TALON))
    bids(state, "bid dreier", "pass", "pass")
    state.apply(ChooseTalon(Half.LOWER))
    trumps = {f"T{n}": Clause.LAY_AWAY_TRUMP for n in range(8, 21)}
    assert {a.card.code: c for a, c in state.legal().items() if isinstance(a, Discard)} == {
        "H4": Clause.LAY_AWAY_DECLARER,
        **trumps,
    }
    state.apply(Discard(parse("T8")))
    assert len(state.legal()) == 13  # H4 and T9-T20: one trump still has to go
    state.apply(Discard(parse("T9")))
    assert state.legal() == {Discard(parse("H4")): Clause.LAY_AWAY_DECLARER}
    state.apply(Discard(parse("H4")))
    assert state.discard == cards("T8 T9 H4") and state.phase is Phase.ANNOUNCE


def test_the_discard_counts_for_the_declarer() -> None:
    state = bids(fresh(), "bid dreier", "pass", "pass")
    state.apply(ChooseTalon(Half.LOWER))
    for code in ("HQ", "HC", "DQ"):
        state.apply(Discard(parse(code)))
    while not state.is_over:
        state.apply(next(iter(state.legal())))
    final = piles(state)
    assert set(cards("HQ HC DQ")) <= set(final[1])
    assert sum(len(pile) for pile in final) + len(state.defenders_talon()) == 54


# -- the Sküs, the highest trump ------------------------------------------------------------------


def test_the_skus_follows_trumps_and_wins_over_the_mond() -> None:
    hands = [
        "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17",
        "T21 HK HQ HC HJ H1 H2 H3 DK DQ DC DJ D1 D2 D3 D4",
        "F T1 T18 T19 T20 CK CQ CC CJ C10 C9 C8 C7 SK SQ SC",
    ]
    state = State(TAPP, [cards(hand) for hand in hands], 0, talon=cards("SJ S10 S9 S8 S7 H4"))
    bids(state, "bid solo", "pass", "pass")
    while state.phase is Phase.ANNOUNCE:
        state.apply(PASS)
    state.apply(Play(MOND))
    legal = state.legal()
    assert {a.card.code: c for a, c in legal.items()} == {
        "F": Clause.FOLLOW,
        "T1": Clause.FOLLOW,
        "T18": Clause.FOLLOW,
        "T19": Clause.FOLLOW,
        "T20": Clause.FOLLOW,
    }
    state.apply(Play(FOOL))
    state.apply(Play(parse("T2")))
    assert state.tricks[-1].winner == 2
    assert FOOL in piles(state)[2]  # won like any card: never handed back


def test_a_player_void_in_the_suit_led_must_trump_with_the_skus() -> None:
    hands = [
        "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17",
        "HK HQ HC HJ H1 H2 H3 DK DQ DC DJ D1 D2 D3 D4 CK",
        "F T1 T18 T19 T20 T21 CQ CC CJ C10 C9 C8 C7 SK SQ SC",
    ]
    state = State(TAPP, [cards(hand) for hand in hands], 0, talon=cards("SJ S10 S9 S8 S7 H4"))
    bids(state, "bid solo", "pass", "pass")
    while state.phase is Phase.ANNOUNCE:
        state.apply(PASS)
    state.apply(Play(parse("HK")))
    assert {a.card.code for a in state.legal()} == {"F", "T1", "T18", "T19", "T20", "T21"}
    assert set(state.legal().values()) == {Clause.TRUMP}
    state.apply(Play(FOOL))
    state.apply(Play(parse("T17")))
    assert state.tricks[-1].winner == 2


def test_the_skus_led_asks_for_trumps() -> None:
    state = bids(fresh(), "bid solo", "pass", "pass")
    while state.phase is Phase.ANNOUNCE:
        state.apply(PASS)
    state.apply(Play(FOOL))
    assert state.led is Suit.TRUMPS
    assert {a.card.code for a in state.legal()} == {f"T{n}" for n in range(1, 8)}


def test_the_78_card_games_keep_the_fool_as_an_excuse() -> None:
    state = deal(rules.get("grosstarock"), seed=1)
    assert state.excuse is FOOL and state.suit_of[FOOL] is Suit.FOOL
    assert state.strength[FOOL] == -1
    assert TAPP.options.fool_is_top_trump and fresh().strength[FOOL] > fresh().strength[MOND]


# -- announcements ------------------------------------------------------------------------------


def test_only_the_declarer_announces_not_the_defender_holding_the_pagat() -> None:
    state = bids(fresh(), "bid solo", "pass", "pass")
    assert (state.phase, state.to_move) == (Phase.ANNOUNCE, 1)
    assert state.legal() == {
        Announce(Contract.VALAT): Clause.ANNOUNCE_VALAT,
        PASS: Clause.NO_ANNOUNCEMENT,
    }
    state.apply(PASS)
    # Seat 2 holds the Pagat, but is a defender: he is not asked, and play begins.
    assert (state.phase, state.to_move) == (Phase.PLAY, 1)
    assert state.announced == []


def test_a_declarer_holding_the_pagat_may_make_both_announcements() -> None:
    hands = [HANDS[0], "F T1 T21 T20 T19 T18 T17 T16 T15 HK H1 H2 DK D1 D2 C10", HANDS[2]]
    hands[2] = hands[2].replace("T1 ", "S10 ")
    state = bids(fresh(hands=hands), "bid solo", "pass", "pass")
    assert set(state.legal()) == {Announce(Contract.ULTIMO), Announce(Contract.VALAT), PASS}
    state.apply(Announce(Contract.ULTIMO))
    assert (state.to_move, set(state.legal())) == (1, {Announce(Contract.VALAT), PASS})
    state.apply(Announce(Contract.VALAT))
    assert state.phase is Phase.PLAY
    assert [(a.seat, a.kind) for a in state.announced] == [
        (1, Contract.ULTIMO),
        (1, Contract.VALAT),
    ]


def test_no_announcement_after_the_first_lead() -> None:
    state = bids(fresh(), "bid solo", "pass", "pass")
    while state.phase is Phase.ANNOUNCE:
        state.apply(PASS)
    for _ in range(3):
        state.apply(next(iter(state.legal())))
    assert state.phase is Phase.PLAY and state.trick_number == 2


# -- the 35/36 boundary --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("points", "won"),
    [(35, False), (Fraction(106, 3), False), (Fraction(107, 3), True), (36, True), (0, False)],
)
def test_the_declarer_needs_36_counting_35_2_thirds_as_36(points: Fraction, won: bool) -> None:
    assert won_by_points(points, TAPP.options.par) is won


# -- invariants over many deals ------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["random", "heuristic"])
def test_invariants_over_many_deals(kind: str) -> None:
    """Cards conserved, 70 card points, a zero-sum ledger between the declarer and each
    defender, a legal action whenever the deal is not over, the record replaying equal."""
    games = set()
    for seed in range(120):
        result = play_deal(TAPP, [kind] * 3, seed)
        state = result.state
        assert replay(result.record).ledger.payments == result.ledger.payments
        assert sum(result.net.values()) == 0
        if state.redealt:
            assert len(result.ledger) == 0
            continue
        games.add(state.game.name if state.game else "")
        final = piles(state)
        held = [card for pile in final for card in pile] + list(state.defenders_talon())
        assert sorted(held, key=lambda c: c.index) == list(pack(54))
        ours, theirs = side_points(state)
        assert ours + theirs == 70
        assert len(state.tricks) == 16 and sum(state.won) == 16
        declarer = state.declarer
        for payment in result.ledger:
            assert payment.amount > 0
            assert declarer in (payment.payer, payment.payee)
            assert {payment.payer, payment.payee} != {declarer}
    assert "Dreier" in games


@pytest.mark.parametrize("seed", range(8))
def test_the_legal_set_is_never_empty_before_the_end(seed: int) -> None:
    state = deal(TAPP, seed)
    bot = HeuristicPlayer(seed)
    while not state.is_over:
        legal = state.legal()
        assert legal and all(isinstance(clause, str) and clause for clause in legal.values())
        state.apply(bot.choose(state, legal))


def test_the_heuristic_bot_bids_by_strength_and_takes_the_better_half() -> None:
    """Forehand (8 high trumps, two Trull cards, two Kings: 11.5) bids; seat 2 (7 low
    trumps with the Pagat, void in spades: 8.5) passes; with 15 trumps forehand still opens
    with the lowest game. The half with a trump beats the half with more card value."""
    bot = HeuristicPlayer(1)
    state = fresh()
    assert bot.strength(state, state.hands[1]) == 11.5
    assert bot.choose(state, state.legal()) is DREIER
    state.apply(DREIER)
    assert bot.strength(state, state.hands[2]) == 8.5
    assert bot.choose(state, state.legal()) is PASS
    strong = State(TAPP, [cards(hand) for hand in STRONG], 0, talon=cards(STRONG_TALON))
    assert bot.choose(strong, strong.legal()) is DREIER
    hands = [HANDS[0].replace("T14", "S7"), *HANDS[1:]]
    state = bids(fresh(hands=hands, talon="HQ HC DQ H4 D4 T14"), "bid dreier", "pass", "pass")
    assert bot.choose(state, state.legal()) == ChooseTalon(Half.UPPER)
    state.apply(ChooseTalon(Half.UPPER))
    laid = []
    while state.phase is Phase.DISCARD:
        action = bot.choose(state, state.legal())
        assert isinstance(action, Discard)
        laid.append(action.card.code)
        state.apply(action)
    assert laid == ["C10", "S10", "H1"]  # void in clubs and spades; no King, no trump


def test_the_heuristic_defender_gives_its_winning_partner_a_counter() -> None:
    """The declarer leads C10, defender 2 takes the lead with CQ; defender 0, last to play
    with CC and C7 (neither beats the Queen), gives the Cavalier, not the 7."""
    hands = [HANDS[0].replace("CK", "HK"), HANDS[1].replace("HK", "CK"), HANDS[2]]
    state = bids(fresh(hands=hands), "bid dreier", "pass", "pass")
    state.apply(ChooseTalon(Half.LOWER))
    for code in ("HQ", "HC", "DQ"):
        state.apply(Discard(parse(code)))
    while state.phase is Phase.ANNOUNCE:
        state.apply(PASS)
    for code in ("C10", "CQ"):
        state.apply(Play(parse(code)))
    assert state.to_move == 0 and {a.text for a in state.legal()} == {"play CC", "play C7"}
    assert HeuristicPlayer(2).choose(state, state.legal()).text == "play CC"


def test_options_default_to_no_auction() -> None:
    options = Options()
    assert (options.contracts, options.talon, options.fool_is_top_trump) == ((), 0, False)
    assert not options.has_auction and TAPP.options.has_auction
