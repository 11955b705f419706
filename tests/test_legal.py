"""Scenario tables: a hand, a trick, the Grosstarock rule set -> the legal cards and the clause.

Seat 0 deals, so seat 1 (forehand) leads to trick 1 and the order is 1, 2, 0.
"""

from __future__ import annotations

import pytest
from helpers import (
    GT,
    build_deal,
    codes,
    new_state,
    play,
    plays,
    to_play,
)

from tarock import rules
from tarock.cards import Suit, parse, parse_many
from tarock.engine.actions import PASS, Announce, Contract, Declare, Discard, Play
from tarock.engine.legal import Clause, legal_actions
from tarock.engine.phases import Phase
from tarock.engine.state import IllegalAction, State

T, H, D, C, S, FOOL = Suit.TRUMPS, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES, Suit.FOOL
VOLE, NOLO = Announce(Contract.VOLE), Announce(Contract.NOLO)


def run(letter: str, *ranks: object) -> str:
    """Codes of one suit: run("H", 1, 2, "K") -> "H1 H2 HK"."""
    return " ".join(f"{letter}{rank}" for rank in ranks)


PIPS = tuple(range(1, 11))
ALL_RANKS = (*PIPS, "J", "C", "Q", "K")
MIXED_HAND = f"T2 T3 H1 {run('D', *ALL_RANKS)} {run('C', *range(1, 9))}"

# -- the play: follow, trump, any card, the Fool ------------------------------------------

# (id, given cards per seat, suits a seat gets nothing more of, cards played, expected)
PLAY_SCENARIOS = [
    (
        "must follow suit",
        {1: "H5", 2: "H1 H9 HK T5"},
        {2: [H, FOOL]},
        ["H5"],
        {"H1": Clause.FOLLOW, "H9": Clause.FOLLOW, "HK": Clause.FOLLOW},
    ),
    (
        "must follow suit, the Fool at any time",
        {1: "H5", 2: "H1 H9 HK F T5"},
        {2: [H]},
        ["H5"],
        {
            "H1": Clause.FOLLOW,
            "H9": Clause.FOLLOW,
            "HK": Clause.FOLLOW,
            "F": Clause.FOOL_ANY_TIME,
        },
    ),
    (
        "void in the suit led: must trump (exact trump set)",
        {1: "H5", 2: "T3 T17 C5 SK"},
        {2: [H, T, FOOL]},
        ["H5"],
        {"T3": Clause.TRUMP, "T17": Clause.TRUMP},
    ),
    (
        "void: must trump, the Fool at any time",
        {1: "H5", 2: "T3 F C5"},
        {2: [H, T]},
        ["H5"],
        {"T3": Clause.TRUMP, "F": Clause.FOOL_ANY_TIME},
    ),
    (
        "void in the suit led and in trumps: any card",
        {1: "H5", 2: f"{run('D', *ALL_RANKS)} {run('C', *PIPS, 'J')}"},
        {},
        ["H5"],
        {code: Clause.ANY for code in f"{run('D', *ALL_RANKS)} {run('C', *PIPS, 'J')}".split()},
    ),
    (
        "void in the suit led and in trumps: any card, the Fool too",
        {1: "H5", 2: f"F {run('D', *ALL_RANKS)} {run('C', *PIPS)}"},
        {},
        ["H5"],
        {
            "F": Clause.FOOL_ANY_TIME,
            **{code: Clause.ANY for code in f"{run('D', *ALL_RANKS)} {run('C', *PIPS)}".split()},
        },
    ),
    (
        "trumps led: must follow with a trump",
        {1: "T10", 2: "T2 T21 H3"},
        {2: [T, FOOL]},
        ["T10"],
        {"T2": Clause.FOLLOW, "T21": Clause.FOLLOW},
    ),
    (
        "trumps led, none held: any card",
        {1: "T10", 2: f"{run('H', *ALL_RANKS)} {run('S', *PIPS, 'J')}"},
        {},
        ["T10"],
        {code: Clause.ANY for code in f"{run('H', *ALL_RANKS)} {run('S', *PIPS, 'J')}".split()},
    ),
    (
        "the Fool led: any card",
        {1: "F", 2: MIXED_HAND},
        {},
        ["F"],
        dict.fromkeys(MIXED_HAND.split(), Clause.FOOL_LED),
    ),
    (
        "the Fool led: the second card sets the suit for the third",
        {1: "F", 2: "C5", 0: "C1 C9 CK T4"},
        {0: [C]},
        ["F", "C5"],
        {"C1": Clause.FOLLOW, "C9": Clause.FOLLOW, "CK": Clause.FOLLOW},
    ),
    (
        "the Fool led, then a trump: the third must follow trumps",
        {1: "F", 2: "T4", 0: "T6 T8 C3"},
        {0: [T]},
        ["F", "T4"],
        {"T6": Clause.FOLLOW, "T8": Clause.FOLLOW},
    ),
    (
        "third hand follows the suit led, not the trump played second",
        {1: "H5", 2: "T9", 0: "H2 HQ T11"},
        {2: [H], 0: [H]},
        ["H5", "T9"],
        {"H2": Clause.FOLLOW, "HQ": Clause.FOLLOW},
    ),
    (
        "third hand void: must trump, no duty to overtrump",
        {1: "H5", 2: "T20", 0: "T2 T3 C4"},
        {2: [H], 0: [H, T, FOOL]},
        ["H5", "T20"],
        {"T2": Clause.TRUMP, "T3": Clause.TRUMP},
    ),
]


@pytest.mark.parametrize(
    ("given", "avoid", "played", "expected"),
    [scenario[1:] for scenario in PLAY_SCENARIOS],
    ids=[scenario[0] for scenario in PLAY_SCENARIOS],
)
def test_play_scenarios(
    given: dict[int, str], avoid: dict[int, list[Suit]], played: list[str], expected: dict
) -> None:
    state = to_play(new_state(given, avoid=avoid), keep=given.get(0, ""))
    play(state, *played)
    assert state.phase is Phase.PLAY
    assert plays(state) == {code: str(clause) for code, clause in expected.items()}
    assert legal_actions(state) == state.legal()  # pure: the same answer again


def test_leader_may_lead_any_card_the_fool_too() -> None:
    hand = f"F T1 T21 {run('H', *ALL_RANKS)} {run('S', 1, 2, 3, 4, 5, 6, 7, 'K')}"
    assert len(hand.split()) == 25
    state = to_play(new_state({1: hand}))
    assert state.to_move == 1 and not state.trick
    assert plays(state) == {code: Clause.LEAD for code in hand.split()}


def test_fool_may_not_be_led_when_the_option_forbids_it() -> None:
    ruleset = GT.with_options(["fool_may_lead=false"])
    state = to_play(State(ruleset, build_deal({1: "F H2"}, ruleset=ruleset), 0))
    legal = plays(state)
    assert "F" not in legal and "H2" in legal and len(legal) == 24


# -- who wins a trick ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "winner"),
    [
        ("H10 H1 H5", 2),  # red suits: Ace high, 10 low below the courts
        ("H1 HJ H2", 2),  # the Jack beats the Ace
        ("C1 C10 C5", 2),  # black suits: 10 high, Ace low
        ("CJ C10 CQ", 0),
        ("HK HQ HJ", 1),
        ("HQ HK HC", 2),
        ("HK T2 HQ", 2),  # the lowest trump beats the King
        ("T2 T21 T20", 2),
        ("T1 T3 T2", 2),
        ("H9 SK H10", 1),  # a King discarded off-suit does not win
        ("F C2 C3", 0),  # the Fool led never wins; the next card sets the suit
        ("C2 F C3", 0),
        ("C3 F C2", 1),
        ("T1 F S5", 1),  # the Pagat led wins against the Fool and a plain card
    ],
)
def test_trick_winner(cards: str, winner: int) -> None:
    first, second, third = cards.split()
    given = {1: first, 2: second, 0: third}
    avoid: dict[int, list[Suit]] = {}
    led = parse(second if first == "F" else first).suit
    for seat, code in given.items():
        if parse(code).suit is not led:
            avoid[seat] = [led] if led is Suit.TRUMPS else [led, Suit.TRUMPS]
    state = to_play(new_state(given, avoid=avoid), keep=third)
    play(state, first, second, third)
    trick = state.tricks[0]
    assert trick.cards == parse_many(cards)
    assert trick.winner == winner
    assert state.leader == winner


# -- the dealer's discard ---------------------------------------------------------------------

HAND_NO_PAGAT = f"T5 T21 F HK DK {run('H', *PIPS, 'J', 'C', 'Q')} {run('D', *PIPS)}"
HAND_PAGAT_TWO = f"T1 T7 T21 HK {run('H', *PIPS, 'J', 'C', 'Q')} {run('D', *PIPS, 'J')}"
HAND_PAGAT_THREE = f"T1 T2 T3 T4 F SK {run('H', *PIPS, 'J', 'C', 'Q')} {run('D', *range(1, 10))}"
HAND_PAGAT_ALONE = f"T1 HK DK {run('H', *PIPS, 'J', 'C', 'Q')} {run('D', *PIPS, 'J', 'C')}"
HAND_TWO_NO_PAGAT = f"T2 T3 {run('H', *ALL_RANKS)} {run('D', *PIPS, 'J', 'C')}"
HAND_ALL_TRUMPS = f"{run('T', *range(1, 22))} F HK DK CK SK H5 C7"

DISCARD_SCENARIOS = [
    (
        "no Pagat: no trump, no King; the Fool may go",
        HAND_NO_PAGAT,
        f"F {run('H', *PIPS, 'J', 'C', 'Q')} {run('D', *PIPS)}",
    ),
    (
        "Pagat and two more: those trumps may go, never XXI",
        HAND_PAGAT_TWO,
        f"T1 T7 {run('H', *PIPS, 'J', 'C', 'Q')} {run('D', *PIPS, 'J')}",
    ),
    (
        "Pagat and three more: no trump",
        HAND_PAGAT_THREE,
        f"F {run('H', *PIPS, 'J', 'C', 'Q')} {run('D', *range(1, 10))}",
    ),
    (
        "the Pagat alone may go",
        HAND_PAGAT_ALONE,
        f"T1 {run('H', *PIPS, 'J', 'C', 'Q')} {run('D', *PIPS, 'J', 'C')}",
    ),
    (
        "two trumps without the Pagat: neither may go",
        HAND_TWO_NO_PAGAT,
        f"{run('H', *PIPS, 'J', 'C', 'Q')} {run('D', *PIPS, 'J', 'C')}",
    ),
    ("every trump and King: only the Fool and the two plain cards", HAND_ALL_TRUMPS, "F H5 C7"),
]


@pytest.mark.parametrize(
    ("hand", "allowed"),
    [scenario[1:] for scenario in DISCARD_SCENARIOS],
    ids=[scenario[0] for scenario in DISCARD_SCENARIOS],
)
def test_discard_limits(hand: str, allowed: str) -> None:
    assert len(hand.split()) == 28
    state = new_state({0: hand})
    assert state.phase is Phase.DISCARD and state.to_move == 0
    legal = state.legal()
    assert all(isinstance(action, Discard) for action in legal)
    expected = {
        code: Clause.LAY_AWAY_TRUMP if parse(code).is_trump else Clause.LAY_AWAY
        for code in allowed.split()
    }
    assert {a.card.code: clause for a, clause in legal.items()} == expected  # type: ignore[union-attr]


def test_discard_allowance_is_judged_on_the_hand_before_the_discard() -> None:
    # Pagat and two more trumps: after the Pagat goes, T7 may still go (the hand as taken up).
    state = new_state({0: HAND_PAGAT_TWO})
    state.apply(Discard(parse("T1")))
    assert Discard(parse("T7")) in state.legal()
    state.apply(Discard(parse("T7")))
    assert Discard(parse("T21")) not in state.legal()
    state.apply(Discard(parse("H5")))
    assert state.phase is Phase.DECLARE
    assert codes(state.discard) == {"T1", "T7", "H5"}
    assert len(state.hands[0]) == 25


def test_discard_every_trump_and_king_lays_away_exactly_the_three_allowed() -> None:
    state = new_state({0: HAND_ALL_TRUMPS})
    state.apply(Discard(parse("H5")))
    assert {a.card.code for a in state.legal()} == {"F", "C7"}  # type: ignore[union-attr]
    state.apply(Discard(parse("F")))
    assert state.legal() == {Discard(parse("C7")): Clause.LAY_AWAY}


def test_discard_1754_limit_with_two_blanks_lays_away_pagat_excuse_and_a_trump() -> None:
    # Under the 1754 limit the Fool is a Taroc: this hand has only two plain cards (H5,
    # C7), so three plain cards cannot go; Pagat, Excuse and one more trump can, and
    # they are the only discard (no "any card" fallback; a plain card may not start it).
    ruleset = GT.with_options(["discard_limit=1754"])
    state = State(ruleset, build_deal({0: HAND_ALL_TRUMPS}, ruleset=ruleset), 0)
    trumps = {f"T{n}": Clause.LAY_AWAY_TRUMP for n in range(1, 22)}
    assert {a.card.code: c for a, c in state.legal().items()} == {  # type: ignore[union-attr]
        **trumps,
        "F": Clause.LAY_AWAY,
    }
    state.apply(Discard(parse("T1")))
    state.apply(Discard(parse("F")))
    assert {a.card.code for a in state.legal()} == set(trumps) - {"T1"}  # type: ignore[union-attr]
    state.apply(Discard(parse("T21")))
    assert state.phase is Phase.DECLARE


def test_discard_1754_three_trumps_with_pagat_may_go() -> None:
    ruleset = GT.with_options(["discard_limit=1754"])
    hand = f"T1 T9 F HK {run('H', *PIPS, 'J', 'C', 'Q')} {run('D', *PIPS, 'J')}"
    state = State(ruleset, build_deal({0: hand}, ruleset=ruleset), 0)
    allowed = {a.card.code for a in state.legal()}  # type: ignore[union-attr]
    assert allowed == set(hand.split()) - {"HK"}


# -- illegal actions name the rule --------------------------------------------------------------


def _following(given: dict[int, str], avoid: dict[int, list[Suit]], *played: str) -> State:
    state = to_play(new_state(given, avoid=avoid), keep=given.get(0, ""))
    return play(state, *played)


ILLEGAL = [
    (
        "trump instead of following",
        lambda: _following({1: "H5", 2: "H1 T5"}, {2: [H]}, "H5"),
        Play(parse("T5")),
        "must follow suit",
    ),
    (
        "plain card instead of trumping",
        lambda: _following({1: "H5", 2: "T3 C5"}, {2: [H]}, "H5"),
        Play(parse("C5")),
        "void in the suit led: must trump",
    ),
    (
        "a card from another seat's hand",
        lambda: _following({1: "H5", 2: "H1", 0: "H2"}, {}, "H5"),
        Play(parse("H2")),
        "H2 is not in seat 2's hand",
    ),
    (
        "a card already played",
        lambda: _following({1: "H5", 2: "H1"}, {}, "H5"),
        Play(parse("H5")),
        "not in seat 2",
    ),
    (
        "a King laid away",
        lambda: new_state({0: HAND_NO_PAGAT}),
        Discard(parse("HK")),
        "HK may not be laid away",
    ),
    (
        "XXI laid away",
        lambda: new_state({0: HAND_PAGAT_TWO}),
        Discard(parse("T21")),
        "T21 may not be laid away",
    ),
    (
        "a trump laid away without the Pagat",
        lambda: new_state({0: HAND_NO_PAGAT}),
        Discard(parse("T5")),
        "T5 may not be laid away",
    ),
    (
        "laying away a card not held",
        lambda: new_state({0: HAND_NO_PAGAT, 1: "C5"}),
        Discard(parse("C5")),
        "not in seat 0",
    ),
    (
        "a play during the discard",
        lambda: new_state({0: HAND_NO_PAGAT}),
        Play(parse("H5")),
        "out of turn",
    ),
    (
        "a discard during play",
        lambda: _following({1: "H5"}, {}),
        Discard(parse("H5")),
        "out of turn",
    ),
    (
        "a pass during play",
        lambda: _following({1: "H5"}, {}, "H5"),
        PASS,
        "out of turn",
    ),
    (
        "an announcement during play",
        lambda: _following({1: "H5"}, {}, "H5"),
        VOLE,
        "out of turn",
    ),
    (
        "a made-up declaration",
        lambda: _discarded({0: HAND_NO_PAGAT}),
        Declare(("50 trumps",)),
        "declarations are computed from the hand",
    ),
]


def _discarded(given: dict[int, str]) -> State:
    state = new_state(given)
    for action in list(state.legal())[:3]:
        state.apply(action)
    assert state.phase is Phase.DECLARE
    return state


@pytest.mark.parametrize(
    ("setup", "action", "message"),
    [case[1:] for case in ILLEGAL],
    ids=[case[0] for case in ILLEGAL],
)
def test_illegal_action_names_the_rule(setup, action, message: str) -> None:  # type: ignore[no-untyped-def]
    state = setup()
    history, hands, legal = list(state.history), [list(h) for h in state.hands], state.legal()
    assert action not in legal
    with pytest.raises(IllegalAction, match=message):
        state.apply(action)
    # Nothing changed.
    assert state.history == history and state.hands == hands and state.legal() == legal


def test_illegal_play_lists_the_legal_cards() -> None:
    state = _following({1: "H5", 2: "H1 H9 T5"}, {2: [H, FOOL]}, "H5")
    with pytest.raises(IllegalAction) as caught:
        state.apply(Play(parse("T5")))
    message = str(caught.value)
    assert "T5 cannot be played: must follow suit (hearts led)" in message
    assert "play H1" in message and "play H9" in message


def test_nothing_is_legal_after_the_end() -> None:
    state = _vole_deal()
    while not state.is_over:
        if state.phase is Phase.ANNOUNCE:
            state.apply(PASS)
        else:
            state.apply(next(iter(state.legal())))
    assert state.legal() == {}
    with pytest.raises(IllegalAction, match="the deal is over"):
        state.apply(Play(parse("T1")))


def test_illegal_action_is_an_error_even_from_after() -> None:
    state = to_play(new_state({1: "H5", 2: "H1"}))
    with pytest.raises(IllegalAction):
        state.after(Play(parse("H1")))  # seat 1 leads, H1 is seat 2's
    state.after(Play(parse("H5")))
    assert state.trick == []  # after() works on a copy


# -- announcements -------------------------------------------------------------------------------

VOLE_HAND = f"{run('T', *range(1, 22))} HK DK CK SK"


def _vole_deal() -> State:
    """Seat 1 holds every trump and King, so he wins every trick whatever he leads."""
    state = new_state({1: VOLE_HAND})
    for action in list(state.legal())[:3]:
        state.apply(action)
    while state.phase is Phase.DECLARE:
        state.apply(next(iter(state.legal())))
    return state  # in the announcement phase before trick 1


def _lead_and_win(state: State) -> None:
    """Play one trick with the first legal card for each seat."""
    for _ in range(3):
        state.apply(next(iter(state.legal())))


def test_announcement_offers_trick_by_trick() -> None:
    state = _vole_deal()
    both = {VOLE: Clause.ANNOUNCE, NOLO: Clause.ANNOUNCE, PASS: Clause.NO_ANNOUNCEMENT}
    vole_only = {VOLE: Clause.ANNOUNCE, PASS: Clause.NO_ANNOUNCEMENT}
    nolo_only = {NOLO: Clause.ANNOUNCE, PASS: Clause.NO_ANNOUNCEMENT}
    assert state.phase is Phase.ANNOUNCE
    assert list(_announce_legal_ordered(state)) == [(1, both), (2, both), (0, both)]
    for number in range(2, 26):
        _lead_and_win(state)
        assert state.won == [0, number - 1, 0]
        asked = list(_announce_legal_ordered(state))
        if number <= 13:  # Nolo up to trick 13 for those with no trick, Vole for seat 1
            assert asked == [(1, vole_only), (2, nolo_only), (0, nolo_only)], number
        elif number <= 20:  # Vole up to trick 20
            assert asked == [(1, vole_only)], number
        else:
            assert asked == [], number
        assert state.phase is Phase.PLAY and state.to_move == 1
    _lead_and_win(state)
    assert state.is_over and state.won == [0, 25, 0]


def _announce_legal_ordered(state: State) -> list[tuple[int, dict]]:
    """Walk the announcement phase passing; each asked seat with its legal actions."""
    out = []
    while state.phase is Phase.ANNOUNCE:
        out.append((state.to_move, dict(state.legal())))
        state.apply(PASS)
    return out


def test_only_one_vole() -> None:
    state = _vole_deal()
    state.apply(VOLE)  # seat 1
    assert state.to_move == 2
    assert state.legal() == {NOLO: Clause.ANNOUNCE, PASS: Clause.NO_ANNOUNCEMENT}
    state.apply(PASS)
    assert state.to_move == 0
    assert state.legal() == {NOLO: Clause.ANNOUNCE, PASS: Clause.NO_ANNOUNCEMENT}
    with pytest.raises(IllegalAction, match="may not announce vole"):
        state.apply(VOLE)


def test_second_player_may_announce_vole_if_the_first_passes() -> None:
    state = _vole_deal()
    state.apply(PASS)  # seat 1
    state.apply(VOLE)  # seat 2
    assert state.to_move == 0
    assert state.legal() == {NOLO: Clause.ANNOUNCE, PASS: Clause.NO_ANNOUNCEMENT}
    assert [(a.seat, a.kind, a.trick) for a in state.announced] == [(2, Contract.VOLE, 1)]


def test_one_announcement_per_player() -> None:
    state = _vole_deal()
    state.apply(PASS)  # seat 1
    state.apply(NOLO)  # seat 2
    state.apply(PASS)  # seat 0
    assert state.phase is Phase.PLAY
    _lead_and_win(state)
    # Before trick 2: seat 1 (Vole), seat 2 not asked again, seat 0 (Nolo).
    assert _announce_legal_ordered(state) == [
        (1, {VOLE: Clause.ANNOUNCE, PASS: Clause.NO_ANNOUNCEMENT}),
        (0, {NOLO: Clause.ANNOUNCE, PASS: Clause.NO_ANNOUNCEMENT}),
    ]


def test_vole_announced_before_a_later_trick_records_the_trick() -> None:
    state = _vole_deal()
    _announce_legal_ordered(state)
    for _ in range(4):
        _lead_and_win(state)
        if state.trick_number < 5:
            _announce_legal_ordered(state)
    assert state.trick_number == 5 and state.to_move == 1 and state.phase is Phase.ANNOUNCE
    state.apply(VOLE)
    state.apply(NOLO)  # seat 2
    state.apply(PASS)  # seat 0
    assert [(a.seat, a.kind, a.trick) for a in state.announced] == [
        (1, Contract.VOLE, 5),
        (2, Contract.NOLO, 5),
    ]
    _lead_and_win(state)
    # Seats 1 and 2 have announced; only seat 0 is asked (Nolo).
    assert _announce_legal_ordered(state) == [
        (0, {NOLO: Clause.ANNOUNCE, PASS: Clause.NO_ANNOUNCEMENT})
    ]


def test_a_player_who_lost_a_trick_may_not_announce_vole() -> None:
    # Trick 1: seat 1 leads H10, seat 2 wins with H1; seat 0 discards.
    state = new_state({1: "H10", 2: "H1", 0: "C2"}, avoid={0: [H, T]})
    to_play(state, keep="C2")
    play(state, "H10", "H1")
    state.apply(Play(parse("C2")))  # (play() would pass the coming announcements)
    assert state.tricks[0].winner == 2
    # Before trick 2 (seat 2 leads): seat 2 may announce Vole, not Nolo; seats 0 and 1 Nolo.
    assert _announce_legal_ordered(state) == [
        (2, {VOLE: Clause.ANNOUNCE, PASS: Clause.NO_ANNOUNCEMENT}),
        (0, {NOLO: Clause.ANNOUNCE, PASS: Clause.NO_ANNOUNCEMENT}),
        (1, {NOLO: Clause.ANNOUNCE, PASS: Clause.NO_ANNOUNCEMENT}),
    ]


def test_announcement_tiers_follow_the_rule_set() -> None:
    options = rules.get("grosstarock").options
    assert options.vole_announced == ((1, 52), (13, 38), (20, 31))
    assert options.nolo_announced == ((1, 36, 10), (13, 31, 5))


# -- the hands as masks, legality as a pure function, and copies ----------------------


@pytest.mark.parametrize("variant", rules.ids())
def test_the_hands_are_the_cards_dealt_less_those_gone_and_legality_is_pure(variant: str) -> None:
    # After every action of whole random deals: each hand (a mask) holds exactly the cards
    # dealt and taken from the talon, less those laid away and played; the legal plays are
    # cards of the hand, in hand order but for the Fool offered last "at any time"; and a
    # fresh state rebuilt from the plain fields alone gives the same legal answer.
    from tarock.cards import FOOL as THE_FOOL
    from tarock.cards import cards_of, mask
    from tarock.engine.state import State, deal
    from tarock.search.bots import make

    ruleset = rules.get(variant)
    for seed in range(4):
        state = deal(ruleset, seed)
        bot = make("random", seed)
        while not state.is_over:
            assert state.is_over is (state.phase is Phase.DONE)
            for seat, hand in enumerate(state.hands):
                gone = [card for trick in state.tricks for card in trick.cards]
                gone += state.trick
                if seat == state.discarder:
                    gone += state.discard
                start = list(state.dealt[seat])
                if seat == state.declarer and state.half is not None:
                    start += state.talon_half(state.half)
                assert hand == cards_of(mask(start) & ~mask(gone)) == cards_of(state.held[seat])
            legal = legal_actions(state)
            cards = [a.card for a in legal if isinstance(a, Play)]
            if cards and legal.get(Play(THE_FOOL)) == Clause.FOOL_ANY_TIME:
                assert cards[-1] is THE_FOOL
                cards = cards[:-1]
            hand = state.hands[state.to_move]
            assert cards == [card for card in hand if card in cards]
            twin = object.__new__(State)
            for name in State.__slots__:
                object.__setattr__(twin, name, getattr(state, name))
            assert list(legal_actions(twin).items()) == list(legal.items())
            state.apply(bot.choose(state, legal))
        assert state.is_over and state.phase is Phase.DONE


def test_a_copy_plays_on_without_touching_the_original() -> None:
    from tarock.engine.state import deal
    from tarock.search.bots import make

    state = deal(rules.get("grosstarock"), 11)
    bot = make("random", 3)
    while state.phase is not Phase.PLAY:
        state.apply(bot.choose(state, state.legal()))
    hands = [list(hand) for hand in state.hands]
    legal = legal_actions(state)
    other = state.copy()
    for _ in range(12):
        other.apply(bot.choose(other, other.legal()))
    assert len(other.tricks) >= 3
    assert state.hands == hands and not state.tricks and not state.trick
    assert legal_actions(state) == legal
    assert [len(hand) for hand in other.hands] != [len(hand) for hand in hands]


@pytest.mark.parametrize("variant", ["grosstarock", "danish-tarok", "grand-tarot"])
def test_declarations_are_worked_out_once_per_seat(
    variant: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # What each hand holds is found once, when the declarations begin: the legal answer
    # (the Declare action) and the declaration made both read it.
    from tarock.engine import state as state_module
    from tarock.play import run
    from tarock.rules.declarations import declare
    from tarock.search.bots import make

    calls: list[int] = []

    def counted(hand: int, table: object) -> object:
        calls.append(hand)
        return declare(hand, table)  # type: ignore[arg-type]

    monkeypatch.setattr(state_module, "declare", counted)
    ruleset = rules.get(variant)
    state = state_module.deal(ruleset, seed=3)
    run(state, [make("random", seat) for seat in range(ruleset.options.seats)])
    assert len(calls) == len(state.seats)
    for seat in state.seats:
        assert state.declared[seat] == state.holdings[seat]
        names = tuple(item.name for item in state.holdings[seat])
        assert any(a == Declare(names) for a in state.history)


def test_the_legal_plays_are_a_mapping_read_from_masks() -> None:
    # A follower holding hearts and the Fool: the hearts (must follow), then the Fool (at
    # any time). ``in`` is a bit test, ``len`` a popcount; the actions come in the order
    # offered and the clause of each is read when asked.
    from tarock.cards import mask
    from tarock.engine.legal import Plays, offered

    state = to_play(new_state({1: "H5", 2: "H1 H9 HK F T5"}, avoid={2: [H]}))
    play(state, "H5")
    legal = legal_actions(state)
    assert type(legal) is Plays
    hearts = [Play(parse(code)) for code in ("H1", "H9", "HK")]
    assert list(legal) == offered(legal) == [*hearts, Play(parse("F"))]
    assert len(legal) == 4 and legal.bits == mask(parse_many("H1 H9 HK F"))
    assert legal[hearts[0]] == Clause.FOLLOW and legal[Play(parse("F"))] == Clause.FOOL_ANY_TIME
    assert Play(parse("T5")) not in legal and PASS not in legal and "H1" not in legal
    assert legal.get(Play(parse("T5"))) is None
    with pytest.raises(KeyError):
        legal[Play(parse("T5"))]
    assert (
        legal
        == dict(legal.items())
        == {**dict.fromkeys(hearts, "must follow suit"), Play(parse("F")): Clause.FOOL_ANY_TIME}
    )


def test_the_allowed_discards_are_a_mapping_read_from_masks() -> None:
    # The dealer's discard under the Dummett limit: never a King nor XXI; the answer keeps
    # the allowed cards as a mask and gives the actions in card order.
    from tarock.cards import cards_of
    from tarock.engine.legal import Discards, offered

    state = new_state({0: "T21 HK H2 C3"})
    legal = legal_actions(state)
    assert type(legal) is Discards and state.phase is Phase.DISCARD
    cards = [action.card for action in legal if isinstance(action, Discard)]
    assert cards == cards_of(legal.bits) and len(legal) == len(cards) == len(offered(legal))
    assert Discard(parse("H2")) in legal and legal[Discard(parse("H2"))] == Clause.LAY_AWAY
    assert Discard(parse("HK")) not in legal and Discard(parse("T21")) not in legal
    assert Play(parse("H2")) not in legal and legal.get(Discard(parse("HK"))) is None
    assert legal == dict(legal.items())
