"""Golden deals of Tapp Tarock: whole deals dealt by hand, every payment written out.

Seat 0 deals, so seat 1 is forehand (first to bid and to lead) and the order of play
is 1, 2, 0. In every deal but the last the declarer is seat 1 and the defenders are
seats 2 and 0. Card points are counted by hand in the comments: a trick of three is
worth its values less 2; the talon halves below are worth 9 (lower: HQ HC DQ =
4 + 3 + 4 - 2) and 1 (upper: H4 D4 S7).

Deal A and deal E share the hands; only the play differs. In the talon games of deals
A and E the declarer lays away the very cards he took, so the same play serves every
game: only the talon cards that count for each side change.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

import pytest
from helpers import assert_payments, cards

from tarock import rules
from tarock.engine.actions import (
    PASS,
    Announce,
    ChooseTalon,
    Contract,
    Discard,
    Half,
    Play,
    parse_action,
)
from tarock.engine.phases import Phase
from tarock.engine.state import State
from tarock.play import replay
from tarock.records import Record
from tarock.rules.ruleset import Ruleset
from tarock.scoring.counting import side_points
from tarock.scoring.settlement import Ledger, settle

TAPP = rules.get("tapp-tarock")
D, A, B = 1, 2, 0
"""The declarer (forehand) and the two defenders, in the order they play to trick 1."""

TALON = "HQ HC DQ H4 D4 S7"
"""Lower half HQ HC DQ (9 card points), upper half H4 D4 S7 (1)."""
SWAPPED = "H4 D4 S7 HQ HC DQ"
"""The same cards with the halves exchanged: lower 1, upper 9."""

HANDS_A = {
    D: "F T21 T20 T19 T18 T17 T16 T15 HK H1 H2 DK D1 D2 C10 S10",
    A: "T1 T2 T3 T4 T5 T6 T7 HJ H3 DC DJ D3 CQ CJ C9 C8",
    B: "T8 T9 T10 T11 T12 T13 T14 CK CC C7 SK SQ SC SJ S9 S8",
}

TRUMP_TRICKS = [
    ("F T7 T14", D),  # 5 + 1 + 1 - 2 = 5
    ("T21 T6 T13", D),  # 5
    ("T20 T5 T12", D),  # 1
    ("T19 T4 T11", D),  # 1
    ("T18 T3 T10", D),  # 1
    ("T17 T2 T9", D),  # 1: the declarer has 14 after six tricks
]

PLAY_A = [
    *TRUMP_TRICKS,
    ("HK HJ T8", B),  # B trumps the King: 5 + 2 + 1 - 2 = 6 for the defenders
    ("SK S10 T1", A),  # A, void in spades, must trump with the Pagat: 9
    ("CQ CK C10", B),  # 8
    ("SQ T15 D3", D),  # 4
    ("DK DC C7", D),  # 7
    ("D1 DJ SJ", A),  # 3
    ("C8 CC T16", D),  # 3
    ("H1 H3 SC", D),  # 3 (the red 1 is the highest red pip)
    ("H2 C9 S8", D),  # 1
    ("D2 CJ S9", D),  # 2: the declarer's tricks 34, the defenders' 26
]

PLAY_A_35 = [*PLAY_A[:11], ("D1 DJ S8", A), *PLAY_A[12:14], ("H2 C9 SJ", D), PLAY_A[15]]
"""Deal A with B keeping the Jack of spades for the declarer's trick: tricks 35 and 25."""

PLAY_E = [
    *TRUMP_TRICKS,
    ("HK H3 T8", B),  # 6 for the defenders
    ("CK C10 C8", B),  # 5
    ("CC T16 C9", D),  # 3
    ("DK D3 C7", D),  # 5
    ("D1 DJ SJ", A),  # 3
    ("CQ S9 T15", D),  # 4
    ("H1 HJ SC", A),  # 4
    ("CJ SQ D2", A),  # 5
    ("DC S8 H2", A),  # 3
    ("T1 SK S10", A),  # 9: A's Pagat wins the last trick; tricks: declarer 26, defenders 34
]

HANDS_B = {
    D: "F T21 T20 T19 T18 T17 T16 T15 T14 T13 T1 HK DK CK SK H1",
    A: "T2 T3 T4 T5 T6 T7 HJ H2 H3 DC DJ D1 D2 D3 CQ CC",
    B: "T8 T9 T10 T11 T12 CJ C7 C8 C9 C10 SQ SC SJ S8 S9 S10",
}

PLAY_B = [
    ("F T7 T12", D),
    ("T21 T6 T11", D),
    ("T20 T5 T10", D),
    ("T19 T4 T9", D),
    ("T18 T3 T8", D),
    ("T17 T2 S10", D),
    ("HK H3 S9", D),
    ("DK D3 S8", D),
    ("CK CC C7", D),
    ("SK D2 SJ", D),
    ("T16 D1 SC", D),
    ("T15 DJ SQ", D),
    ("T14 DC C8", D),
    ("T13 CQ C9", D),
    ("H1 HJ CJ", A),  # the defenders' only trick: 1 + 2 + 2 - 2 = 3
    ("H2 C10 T1", D),  # the declarer's Pagat wins the last trick
]

PLAY_B_EARLY = [*PLAY_B[:13], ("T1 CQ C9", D), PLAY_B[14], ("H2 C10 T13", D)]
"""Deal B with the Pagat led to trick 14 (it wins that trick, not the last)."""

HANDS_C = {
    D: "F T21 T20 T19 T18 T17 T16 T15 T14 T13 T1 HK DK CK SK HJ",
    A: "T2 T3 T4 T5 T6 T7 H1 H2 H3 DC DJ D1 D2 D3 CQ CC",
    B: HANDS_B[B],
}

PLAY_C = [*PLAY_B[:14], ("HJ H2 CJ", D), ("T1 H1 C10", D)]
"""Deal C: the declarer takes every trick, the last with the Pagat."""

HANDS_F = {
    D: "T2 T3 T4 T5 T6 T7 T8 H4 H3 H2 D4 D3 D2 C7 C8 S7",
    A: "F T21 T20 T19 T18 T17 T16 T15 HK HJ DK DC DJ CK CQ CC",
    B: "T14 T13 T12 T11 T10 T9 T1 CJ C9 C10 SK SQ SC SJ S9 S10",
}
TALON_F = "HQ HC DQ H1 D1 S8"

PLAY_F = [
    ("T8 F T9", A),
    ("T21 T10 T7", A),
    ("T20 T11 T6", A),
    ("T19 T12 T5", A),
    ("T18 T13 T4", A),
    ("T17 T14 T3", A),
    ("T16 T1 T2", A),  # B must follow with the Pagat: it is captured by his partner
    ("HK S10 H4", A),
    ("HJ S9 H3", A),
    ("DK SJ D4", A),
    ("DC SC D3", A),
    ("DJ SQ D2", A),
    ("CK C9 C7", A),
    ("CQ C10 C8", A),
    ("CC CJ H2", A),
    ("T15 SK S7", A),
]
"""Deal F: the defenders take every trick."""

Tricks = Sequence[tuple[str, int]]


def run(
    hands: Mapping[int, str],
    auction: Sequence[str],
    play: Tricks,
    talon: str = TALON,
    take: Half | None = None,
    discard: str = "",
    announce: Mapping[int, Sequence[Contract]] | None = None,
    ruleset: Ruleset = TAPP,
) -> State:
    """Deal, bid (action texts), take the talon half, lay away, announce as planned (else
    pass), and play every trick, each won by the seat the script names."""
    state = State(ruleset, [cards(hands[seat]) for seat in range(3)], 0, talon=cards(talon))
    for text in auction:
        state.apply(parse_action(text))
    if take is not None:
        assert state.phase is Phase.TALON
        state.apply(ChooseTalon(take))
    for card in cards(discard):
        state.apply(Discard(card))
    plan = {seat: list(kinds) for seat, kinds in (announce or {}).items()}
    while state.phase is Phase.ANNOUNCE:
        wanted = plan.get(state.to_move)
        state.apply(Announce(wanted.pop(0)) if wanted else PASS)
    assert all(not kinds for kinds in plan.values()), f"not announced: {plan}"
    for number, (text, winner) in enumerate(play, start=1):
        for card in cards(text):
            state.apply(Play(card))
        trick = state.tricks[-1]
        assert (trick.number, trick.winner) == (number, winner), f"trick {number}: {text}"
    assert state.is_over
    return state


def replayed(state: State, options: Sequence[str] = ()) -> Ledger:
    """The ledger of the deal's record replayed from its text."""
    record = Record(
        variant="tapp-tarock",
        options=list(options),
        seats=["A", "B", "C"],
        dealer=state.dealer,
        hands=[" ".join(c.code for c in hand) for hand in state.dealt],
        talon=" ".join(c.code for c in state.talon),
        actions=[action.text for action in state.history],
    )
    return replay(record).ledger


def each_defender(amount: int, reason: str) -> list[tuple[int, int, int, str]]:
    """Both defenders pay the declarer ``amount`` (a negative amount: he pays each)."""
    if amount < 0:
        return [(D, A, -amount, reason), (D, B, -amount, reason)]
    return [(A, D, amount, reason), (B, D, amount, reason)]


def check(state: State, expected: list[tuple[int, int, int, str]], points: tuple[int, int]):
    ledger = settle(state)
    assert_payments(ledger, expected)
    assert side_points(state) == (Fraction(points[0]), Fraction(points[1]))
    assert ledger.payments == replayed(state, _options(state)).payments
    assert sum(ledger.net((0, 1, 2)).values()) == 0


def _options(state: State) -> list[str]:
    base = TAPP.options
    out = []
    for name in ("hold", "talon_half", "valat_game_factor", "solo_first_turn"):
        value = getattr(state.options, name)
        if value != getattr(base, name):
            out.append(f"{name}={getattr(value, 'value', value)}")
    return out


DREIER = ["bid dreier", "pass", "pass"]
UNTERER = ["bid dreier", "bid unterer", "pass", "hold", "pass"]
OBERER = ["bid dreier", "bid unterer", "bid oberer", "hold", "pass", "pass"]
SOLO = ["bid solo", "pass", "pass"]

# -- the four games, won and lost ------------------------------------------------------------


def test_dreier_won_with_the_lower_half() -> None:
    """Tricks 34 + the lower half 9 = 43: each defender pays the Dreier's 3."""
    state = run(HANDS_A, DREIER, PLAY_A, take=Half.LOWER, discard="HQ HC DQ")
    assert state.game is not None and state.game.name == "Dreier"
    assert state.discard == cards("HQ HC DQ")
    assert state.defenders_talon() == tuple(cards("H4 D4 S7"))
    check(state, each_defender(3, "Dreier won: 43 card points"), (43, 27))


def test_dreier_lost_with_the_upper_half_at_35() -> None:
    """Tricks 34 + the upper half 1 = 35, one short: the declarer pays each defender 3."""
    state = run(HANDS_A, DREIER, PLAY_A, take=Half.UPPER, discard="H4 D4 S7")
    check(state, each_defender(-3, "Dreier lost: 35 card points, 36 needed"), (35, 35))


def test_unterer_won_after_a_hold() -> None:
    """Forehand is overbid by the Unterer and holds it; the lower half makes 43."""
    state = run(HANDS_A, UNTERER, PLAY_A, take=Half.LOWER, discard="HQ HC DQ")
    assert (state.declarer, state.bidder) == (D, D)
    check(state, each_defender(4, "Unterer won"), (43, 27))


def test_unterer_lost_when_the_lower_half_is_poor() -> None:
    state = run(HANDS_A, UNTERER, PLAY_A, talon=SWAPPED, take=Half.LOWER, discard="H4 D4 S7")
    check(state, each_defender(-4, "Unterer lost: 35 card points"), (35, 35))


def test_oberer_won_when_the_upper_half_is_rich() -> None:
    state = run(HANDS_A, OBERER, PLAY_A, talon=SWAPPED, take=Half.UPPER, discard="HQ HC DQ")
    check(state, each_defender(5, "Oberer won: 43 card points"), (43, 27))


def test_oberer_lost_at_35() -> None:
    state = run(HANDS_A, OBERER, PLAY_A, take=Half.UPPER, discard="H4 D4 S7")
    check(state, each_defender(-5, "Oberer lost: 35 card points, 36 needed"), (35, 35))


def test_oberer_won_at_36() -> None:
    """The boundary: one more card point (the Jack of spades in a trick of the declarer's)
    and the same Oberer is won with exactly 36."""
    state = run(HANDS_A, OBERER, PLAY_A_35, take=Half.UPPER, discard="H4 D4 S7")
    check(state, each_defender(5, "Oberer won: 36 card points, 36 needed"), (36, 34))


def test_solo_lost_the_whole_talon_counts_for_the_defenders() -> None:
    """Solo: no talon, no discard; the declarer's 34 from tricks is all he has."""
    state = run(HANDS_A, SOLO, PLAY_A)
    assert state.discard == [] and state.half is None
    assert state.defenders_talon() == tuple(cards(TALON))
    check(state, each_defender(-8, "Solo lost: 34 card points"), (34, 36))


def test_solo_won_with_the_silent_ultimo_trull_and_four_kings() -> None:
    """Deal B: the declarer loses only the Jack's trick (3) and the talon (10) counts for the
    defenders: 57. His Pagat wins the last trick: the silent ultimo, 4 doubled in a Solo.
    He ends with all three Trull cards and all four Kings."""
    state = run(HANDS_B, SOLO, PLAY_B)
    expected = [
        *each_defender(8, "Solo won: 57 card points"),
        *each_defender(8, "silent Pagat ultimo: seat 1 takes the last trick"),
        *each_defender(3, "Trull: all with the declarer"),
        *each_defender(3, "four Kings: all with the declarer"),
    ]
    check(state, expected, (57, 13))


# -- announcements -------------------------------------------------------------------------


def test_announced_ultimo_made_by_the_declarer_in_a_solo() -> None:
    """Announced, the ultimo is worth 8, doubled in a Solo: 16 from each defender; it
    replaces the silent one."""
    state = run(HANDS_B, SOLO, PLAY_B, announce={D: [Contract.ULTIMO]})
    expected = [
        *each_defender(8, "Solo won"),
        *each_defender(16, "Pagat ultimo announced by seat 1: made"),
        *each_defender(3, "Trull"),
        *each_defender(3, "four Kings"),
    ]
    check(state, expected, (57, 13))


def test_announced_ultimo_failed_the_pagat_played_before_the_last_trick() -> None:
    """The Pagat wins trick 14, not the last: the announced ultimo fails, 16 to each."""
    state = run(HANDS_B, SOLO, PLAY_B_EARLY, announce={D: [Contract.ULTIMO]})
    expected = [
        *each_defender(8, "Solo won"),
        *each_defender(-16, "Pagat ultimo announced by seat 1: failed"),
        *each_defender(3, "Trull"),
        *each_defender(3, "four Kings"),
    ]
    check(state, expected, (57, 13))


def test_a_defender_holding_the_pagat_may_not_announce_the_ultimo() -> None:
    """Deal A: defender A holds the Pagat, but only the declarer announces; he is offered
    the Valat alone (he has no Pagat), and when he passes play begins. A's Pagat is forced
    out in trick 8; nothing is paid for it, only the Dreier."""
    state = State(TAPP, [cards(HANDS_A[seat]) for seat in range(3)], 0, talon=cards(TALON))
    for text in DREIER:
        state.apply(parse_action(text))
    state.apply(ChooseTalon(Half.LOWER))
    for card in cards("HQ HC DQ"):
        state.apply(Discard(card))
    assert (state.phase, state.to_move) == (Phase.ANNOUNCE, D)
    assert set(state.legal()) == {Announce(Contract.VALAT), PASS}
    state.apply(PASS)
    assert (state.phase, state.to_move) == (Phase.PLAY, D)
    for text, _ in PLAY_A:
        for card in cards(text):
            state.apply(Play(card))
    check(state, each_defender(3, "Dreier won"), (43, 27))


def test_a_defenders_silent_ultimo_scores_for_both_defenders() -> None:
    """Deal E: defender A leads his Pagat to the last trick and nobody can beat it. The
    declarer pays the silent ultimo, 4, to each defender; the Dreier is lost at 26 + 9 = 35."""
    state = run(HANDS_A, DREIER, PLAY_E, take=Half.LOWER, discard="HQ HC DQ")
    expected = [
        *each_defender(-3, "Dreier lost: 35 card points"),
        *each_defender(-4, "silent Pagat ultimo: seat 2 takes the last trick"),
    ]
    check(state, expected, (35, 35))


def test_a_defenders_ultimo_against_a_solo_is_doubled() -> None:
    state = run(HANDS_A, SOLO, PLAY_E)
    expected = [
        *each_defender(-8, "Solo lost: 26 card points"),
        *each_defender(-8, "silent Pagat ultimo: seat 2"),
    ]
    check(state, expected, (26, 44))


# -- Valat -------------------------------------------------------------------------------------


def test_silent_valat_replaces_the_game_value() -> None:
    """Deal C: every trick to the declarer (60; the talon's 10 are the defenders'). The Valat,
    12, stands in place of the Solo's 8; the ultimo, Trull and Kings are paid besides."""
    state = run(HANDS_C, SOLO, PLAY_C)
    expected = [
        *each_defender(12, "silent Valat, the declarer takes every trick"),
        *each_defender(8, "silent Pagat ultimo"),
        *each_defender(3, "Trull"),
        *each_defender(3, "four Kings"),
    ]
    check(state, expected, (60, 10))


def test_announced_valat_made() -> None:
    state = run(HANDS_C, SOLO, PLAY_C, announce={D: [Contract.VALAT]})
    expected = [
        *each_defender(24, "Valat announced, made"),
        *each_defender(8, "silent Pagat ultimo"),
        *each_defender(3, "Trull"),
        *each_defender(3, "four Kings"),
    ]
    check(state, expected, (60, 10))


def test_announced_valat_failed_is_paid_instead_of_the_game() -> None:
    """Deal B with a Valat announced: one trick lost, so the declarer pays 24 to each, and
    the Solo he won is not paid; his ultimo, Trull and Kings still are."""
    state = run(HANDS_B, SOLO, PLAY_B, announce={D: [Contract.VALAT]})
    expected = [
        *each_defender(-24, "Valat announced, failed"),
        *each_defender(8, "silent Pagat ultimo"),
        *each_defender(3, "Trull"),
        *each_defender(3, "four Kings"),
    ]
    check(state, expected, (57, 13))


def test_both_announcements_by_the_declarer() -> None:
    state = run(HANDS_C, SOLO, PLAY_C, announce={D: [Contract.ULTIMO, Contract.VALAT]})
    expected = [
        *each_defender(24, "Valat announced, made"),
        *each_defender(16, "Pagat ultimo announced by seat 1: made"),
        *each_defender(3, "Trull"),
        *each_defender(3, "four Kings"),
    ]
    check(state, expected, (60, 10))


@pytest.mark.parametrize(
    ("announce", "amount", "reason"),
    [({}, 32, "silent Valat"), ({D: [Contract.VALAT]}, 64, "Valat announced, made")],
)
def test_valat_as_a_multiple_of_the_game_value(
    announce: dict[int, list[Contract]], amount: int, reason: str
) -> None:
    """The other reading: a Valat is 4 times the game value silent, 8 times announced; in a
    Solo (8) that is 32 and 64."""
    ruleset = TAPP.with_options(["valat_game_factor=4"])
    state = run(HANDS_C, SOLO, PLAY_C, announce=announce, ruleset=ruleset)
    expected = [
        *each_defender(amount, reason),
        *each_defender(8, "silent Pagat ultimo"),
        *each_defender(3, "Trull"),
        *each_defender(3, "four Kings"),
    ]
    check(state, expected, (60, 10))


@pytest.mark.parametrize(("options", "amount"), [((), 12), (("valat_game_factor=4",), 32)])
def test_the_defenders_valat(options: tuple[str, ...], amount: int) -> None:
    """Deal F: the defenders take every trick; the declarer has no card point. He pays the
    Valat instead of the Solo, and Trull and Kings, which all went to the defenders. The
    Pagat was captured in trick 7, so there is no ultimo."""
    state = run(HANDS_F, SOLO, PLAY_F, talon=TALON_F, ruleset=TAPP.with_options(options))
    expected = [
        *each_defender(-amount, "silent Valat, the defenders take every trick"),
        *each_defender(-3, "Trull: all with the defenders"),
        *each_defender(-3, "four Kings: all with the defenders"),
    ]
    check(state, expected, (0, 70))


# -- passing out ------------------------------------------------------------------------------


def test_all_pass_is_a_redeal_with_no_payment() -> None:
    state = State(TAPP, [cards(HANDS_A[seat]) for seat in range(3)], 0, talon=cards(TALON))
    for _ in range(3):
        state.apply(PASS)
    assert state.is_over and state.redealt
    assert (state.declarer, state.tricks) == (-1, [])
    assert len(settle(state)) == 0
    assert len(replayed(state)) == 0
