"""Danish Tarok sessions: the stakes before each deal, the pots carried over, the sharing.

Rules (shared/RULES-NOTES.md, "Danish Tarok", as the federation's text settles them): each
player antes 20 into each pot at the start and into any pot that is empty before a deal;
then the dealer adds 5 to each, a pot just founded included (the English summary's
"otherwise", the dealer's 5 only into a pot that was not empty, is ``preset=summary``).
The deal passes to the next seat; a redeal keeps the same dealer and pays no new stake.
What is left at the end is shared equally. Every payment is a ledger entry, so at every
point the players' totals and the two pots sum to zero.
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from helpers import assert_payments, build_deal
from helpers_danish import DT, record_of, rotate, run_rows
from test_golden_danish import DEAL_A, DEAL_F, DISCARD

from tarock import rules
from tarock.cards import Suit
from tarock.engine.actions import Claim, Demand
from tarock.engine.phases import Phase
from tarock.engine.state import State
from tarock.play import SessionResult, play_deal, play_session, replay_session
from tarock.records import Record, RecordError, SessionRecord, loads_any
from tarock.scoring.session import share, stakes
from tarock.scoring.settlement import Ledger, Pot

OPTIONS = DT.options
SEATS = (0, 1, 2)


# -- stakes and sharing --------------------------------------------------------------------


SUMMARY = ["dealer_stake_on_ante=false"]
"""The English summary's reading of the stakes (``preset=summary``)."""


def test_stakes_empty_pots_are_founded_by_every_player_then_the_dealer_adds_five() -> None:
    ledger = stakes(OPTIONS, {Pot.KING: 0, Pot.PAGAT: 0}, dealer=1, seats=SEATS)
    assert_payments(
        ledger,
        [
            *[(seat, Pot.KING, 20, "founds the empty King pot") for seat in SEATS],
            (1, Pot.KING, 5, "the dealer's stake"),
            *[(seat, Pot.PAGAT, 20, "founds the empty Pagat pot") for seat in SEATS],
            (1, Pot.PAGAT, 5, "the dealer's stake"),
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (65, 65)
    summary = DT.with_options(SUMMARY).options
    ledger = stakes(summary, {Pot.KING: 0, Pot.PAGAT: 0}, dealer=1, seats=SEATS)
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (60, 60)


def test_stakes_dealer_adds_five_to_each_pot_that_holds_something() -> None:
    ledger = stakes(OPTIONS, {Pot.KING: 35, Pot.PAGAT: 50}, dealer=2, seats=SEATS)
    assert_payments(
        ledger,
        [(2, Pot.KING, 5, "the dealer's stake"), (2, Pot.PAGAT, 5, "the dealer's stake")],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (40, 55)


def test_stakes_a_pot_emptied_by_an_ultimo_is_refounded_the_other_topped_up() -> None:
    ledger = stakes(OPTIONS, {Pot.KING: 80, Pot.PAGAT: 0}, dealer=0, seats=SEATS)
    assert_payments(
        ledger,
        [
            (0, Pot.KING, 5, "the dealer's stake"),
            *[(seat, Pot.PAGAT, 20, "founds the empty Pagat pot") for seat in SEATS],
            (0, Pot.PAGAT, 5, "the dealer's stake"),
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (85, 65)


def test_share_in_exact_thirds() -> None:
    ledger = share({Pot.KING: 65, Pot.PAGAT: 60}, SEATS)
    assert_payments(
        ledger,
        [
            *[(Pot.KING, seat, Fraction(65, 3), "share of the King pot") for seat in SEATS],
            *[(Pot.PAGAT, seat, 20, "share of the Pagat pot") for seat in SEATS],
        ],
    )
    assert (ledger.pot(Pot.KING), ledger.pot(Pot.PAGAT)) == (0, 0)
    assert ledger.net(SEATS) == {
        **dict.fromkeys(SEATS, Fraction(125, 3)),
        Pot.KING: -65,
        Pot.PAGAT: -60,
    }


def test_share_of_an_empty_pot_pays_nothing() -> None:
    assert list(share({Pot.KING: 0, Pot.PAGAT: 0}, SEATS)) == []


# -- a session constructed by hand: a redeal, a pot emptied and refounded ------------------


def _redeal_record(dealer: int, pots: dict[str, int]) -> Record:
    """A deal in which seat 2 is dealt no trump (only the Scies) and demands a new deal."""
    hands = build_deal({(dealer + 1) % 3: "T5", 2: "F"}, dealer, DT, avoid={2: [Suit.TRUMPS]})
    state = State(DT, hands, dealer)
    assert (state.phase, state.to_move) == (Phase.DEAL, 2)
    state.apply(Demand(Claim.REDEAL))
    return record_of(state, pots)


def _hand_made_session() -> SessionRecord:
    """Deal 1 (seat 0 deals): seat 2 demands a redeal. Deal 2: seat 0 deals again, golden
    deal A (Pagat ultimo: the Pagat pot is emptied). Deal 3: seat 1 deals golden deal F
    moved round one seat (Pagat home, last trick 20). Played under the summary's stakes
    (``SUMMARY``), the reading these hand-worked totals were first made for."""
    a = run_rows(DEAL_A, discard=DISCARD)
    f = run_rows(rotate(DEAL_F, 1), dealer=1, discard=DISCARD)
    deals = [
        _redeal_record(0, {"king": 60, "pagat": 60}),
        record_of(a, {"king": 60, "pagat": 60}),
        record_of(f, {"king": 65, "pagat": 60}),
    ]
    return SessionRecord(
        variant="danish-tarok",
        options=SUMMARY,
        seats=["A", "B", "C"],
        deals=[deal.replace(options=SUMMARY) for deal in deals],
        pots=[{"king": 60, "pagat": 60}, {"king": 60, "pagat": 0}, {"king": 65, "pagat": 60}],
    )


def test_hand_made_session_redeal_keeps_the_dealer_and_pays_no_new_stake() -> None:
    result = replay_session(_hand_made_session())
    assert [deal.state.dealer for deal in result.deals] == [0, 0, 1]
    assert result.deals[0].state.redealt
    # Deal 1: everyone founds both pots; its redeal (deal 2) pays no stake at all.
    assert_payments(
        result.stakes[0],
        [(seat, pot, 20, "founds the empty") for seat in SEATS for pot in Pot],
    )
    assert list(result.stakes[1]) == []
    assert list(result.deals[0].ledger) == []
    # Deal 3: the King pot (60) gets the dealer's 5; the Pagat pot, emptied by deal A's
    # Pagat ultimo, is founded again by all three.
    assert_payments(
        result.stakes[2],
        [
            (1, Pot.KING, 5, "the dealer's stake"),
            *[(seat, Pot.PAGAT, 20, "founds the empty Pagat pot") for seat in SEATS],
        ],
    )
    assert result.pots == (
        {Pot.KING: 60, Pot.PAGAT: 60},
        {Pot.KING: 60, Pot.PAGAT: 0},
        {Pot.KING: 65, Pot.PAGAT: 60},
    )
    # Totals: -40 each after the founding; deal A (pots 60/60) pays seat 1 45 + 45 + the
    # 60 pot + 10 card points, seat 0 -45 + 5, seat 2 -45 - 15; deal 3's stakes, then
    # deal F moved round (seat 2 +60, seat 1 -20, seat 0 -40).
    assert result.totals(0) == {0: -40, 1: -40, 2: -40}
    assert result.totals(1) == {0: -80, 1: 120, 2: -100}
    assert result.totals(2) == {0: -140, 1: 75, 2: -60}
    # The sharing: 65/3 of the King pot and 20 of the Pagat pot each.
    assert result.totals() == {
        0: Fraction(-295, 3),
        1: Fraction(350, 3),
        2: Fraction(-55, 3),
    }
    assert_payments(
        result.final,
        [
            *[(Pot.KING, seat, Fraction(65, 3), "share") for seat in SEATS],
            *[(Pot.PAGAT, seat, 20, "share") for seat in SEATS],
        ],
    )


def test_hand_made_session_round_trips_through_json() -> None:
    record = _hand_made_session()
    loaded = loads_any(record.dumps())
    assert isinstance(loaded, SessionRecord)
    assert loaded == record
    assert json.loads(record.dumps())["format"] == "tarock-session"
    _same(replay_session(loaded), replay_session(record))


# -- inconsistent session records ----------------------------------------------------------


def _tamper(record: SessionRecord, deal: int | None = None, **changes: object) -> SessionRecord:
    if deal is None:
        return record.replace(**changes)
    deals = list(record.deals)
    deals[deal] = deals[deal].replace(**changes)
    return record.replace(deals=deals)


def test_tampered_pots_entry_raises_naming_the_field() -> None:
    record = _hand_made_session()
    pots = [dict(entry) for entry in record.pots]
    pots[1]["pagat"] = 5
    with pytest.raises(RecordError, match=r"field 'pots\[1\]'"):
        replay_session(_tamper(record, pots=pots))


def test_tampered_pots_of_a_deal_raises_naming_the_field() -> None:
    record = _hand_made_session()
    # Deal 3 claims a new stake was not paid: the King pot as it was after deal 2.
    with pytest.raises(RecordError, match=r"field 'deals\[2\]\.pots'"):
        replay_session(_tamper(record, 2, pots={"king": 60, "pagat": 60}))
    # The redeal's new deal claims a stake was paid.
    with pytest.raises(RecordError, match=r"field 'deals\[1\]\.pots'"):
        replay_session(_tamper(record, 1, pots={"king": 65, "pagat": 65}))


def test_wrong_dealer_raises_naming_the_field() -> None:
    record = _hand_made_session()
    with pytest.raises(RecordError, match=r"field 'deals\[1\]\.dealer'"):
        replay_session(_tamper(record, 1, dealer=1))


def test_deal_of_another_variant_raises_naming_the_field() -> None:
    record = _hand_made_session()
    other = play_deal(rules.get("grosstarock"), ["random"] * 3, seed=3).record
    deals = [record.deals[0], other, record.deals[2]]
    with pytest.raises(RecordError, match=r"field 'deals\[1\]': not the session's variant"):
        replay_session(record.replace(deals=deals))


def test_missing_pots_entry_raises_naming_the_field() -> None:
    record = _hand_made_session()
    with pytest.raises(RecordError, match=r"field 'pots'"):
        replay_session(record.replace(pots=record.pots[:2]))


# -- sessions played by bots --------------------------------------------------------------


def _check_session(result: SessionResult, first_dealer: int) -> None:
    """The rules of a session, checked on any played session."""
    dealer = first_dealer
    before = {Pot.KING: 0, Pot.PAGAT: 0}
    for k, (stake, deal) in enumerate(zip(result.stakes, result.deals, strict=True)):
        # The dealer moves to the next seat, except after a redeal.
        assert deal.state.dealer == dealer
        redeal_before = k > 0 and result.deals[k - 1].state.redealt
        # The stakes: nothing after a redeal; else 20 from each into an empty pot and the
        # dealer's 5 into each pot (with dealer_stake_on_ante=false, into the others only).
        expected = []
        on_ante = deal.state.options.dealer_stake_on_ante
        if not redeal_before:
            for pot in Pot:
                if before[pot] == 0:
                    expected += [(seat, pot, 20, "founds the empty") for seat in SEATS]
                if before[pot] != 0 or on_ante:
                    expected.append((dealer, pot, 5, "the dealer's stake"))
        assert_payments(stake, expected)
        # The pot history matches the ledgers, and no pot ever goes below zero.
        assert stake.start == before
        assert deal.ledger.start == {pot: stake.pot(pot) for pot in Pot}
        assert result.pots[k] == {pot: deal.ledger.pot(pot) for pot in Pot}
        for ledger in (stake, deal.ledger):
            running = Ledger(start=dict(ledger.start))
            for payment in ledger:
                running.payments.append(payment)
                assert all(running.pot(pot) >= 0 for pot in Pot)
            # Every ledger sums to zero, pots included.
            assert sum(ledger.net(SEATS).values()) == 0
        # Players' totals and both pots always sum to zero.
        assert sum(result.totals(k).values()) + sum(result.pots[k].values()) == 0
        before = dict(result.pots[k])
        if not deal.state.redealt:
            dealer = (dealer + 1) % 3
    assert sum(result.totals().values()) == 0
    assert all(result.final.pot(pot) == 0 for pot in Pot)


def _same(a: SessionResult, b: SessionResult) -> None:
    assert [list(x) for x in a.ledgers] == [list(y) for y in b.ledgers]
    assert a.pots == b.pots
    assert a.totals() == b.totals()


def test_play_session_rules_and_replay() -> None:
    result = play_session(DT, ["heuristic", "random", "heuristic"], seed=11, deals=6)
    assert sum(not deal.state.redealt for deal in result.deals) == 6
    _check_session(result, 0)
    _same(replay_session(loads_any(result.record.dumps())), result)  # type: ignore[arg-type]


def test_play_session_under_the_summarys_stakes() -> None:
    result = play_session(DT.with_options(SUMMARY), ["random"] * 3, seed=11, deals=4)
    assert result.record.options == SUMMARY
    _check_session(result, 0)
    _same(replay_session(loads_any(result.record.dumps())), result)  # type: ignore[arg-type]


def test_play_session_first_dealer_and_names() -> None:
    result = play_session(DT, ["random"] * 3, seed=5, deals=4, first_dealer=2, names="XYZ")
    assert result.record.seats == ["X", "Y", "Z"]
    assert result.deals[0].state.dealer == 2
    _check_session(result, 2)


def test_play_session_needs_a_deal() -> None:
    with pytest.raises(ValueError, match="at least one deal"):
        play_session(DT, ["random"] * 3, seed=1, deals=0)


MIXES = [
    ["random", "random", "random"],
    ["heuristic", "heuristic", "heuristic"],
    ["random", "heuristic", "random"],
    ["heuristic", "random", "random"],
]


@pytest.mark.parametrize("mix", range(len(MIXES)))
def test_invariants_over_many_random_sessions(mix: int) -> None:
    """50 sessions of 6 deals for each of four mixes of bots (200 in all)."""
    for seed in range(50):
        first = seed % 3
        result = play_session(DT, MIXES[mix], seed=1000 * mix + seed, deals=6, first_dealer=first)
        _check_session(result, first)
        _same(replay_session(result.record), result)
