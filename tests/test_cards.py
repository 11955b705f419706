"""Cards, packs, notation and card points (RULES-NOTES: "Shared by all five variants")."""

from __future__ import annotations

import pickle
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarock.cards import (
    ALL,
    FOOL,
    MOND,
    PAGAT,
    SUITS,
    Card,
    CardError,
    Suit,
    pack,
    parse,
    parse_many,
    show,
)
from tarock.scoring.counting import card_points, card_points_1754, count

PACK_78 = pack(78)
PACK_54 = pack(54)

# -- the packs -----------------------------------------------------------------------------


def test_78_card_pack_has_78_distinct_cards() -> None:
    assert len(PACK_78) == 78
    assert len(set(PACK_78)) == 78
    assert len({card.code for card in PACK_78}) == 78


def test_78_card_pack_composition() -> None:
    trumps = [card for card in PACK_78 if card.is_trump]
    assert sorted(card.rank for card in trumps) == list(range(1, 22))
    assert [card for card in PACK_78 if card.is_fool] == [FOOL]
    for suit in SUITS:
        ranks = sorted(card.rank for card in PACK_78 if card.suit is suit)
        assert ranks == list(range(1, 15))  # Ace..10, Jack, Cavalier, Queen, King


def test_78_card_pack_values_sum_to_130_and_count_78_card_points() -> None:
    # 21 trumps: Pagat 5 + Mond 5 + 19 blanks; the Fool 5; each suit K5 Q4 C3 J2 + 10 pips.
    assert 5 + 5 + 19 + 5 + 4 * (5 + 4 + 3 + 2 + 10) == 130
    assert sum(card.value for card in PACK_78) == 130
    # 26 threes, 2 off each: 130 - 52 = 78.
    assert card_points(PACK_78) == 78


def test_54_card_pack_composition() -> None:
    assert len(PACK_54) == 54
    assert len(set(PACK_54)) == 54
    assert set(PACK_54) <= set(PACK_78)
    trumps = [card for card in PACK_54 if card.is_trump]
    assert len(trumps) == 21  # numbered trumps; the Fool is counted apart
    assert [card for card in PACK_54 if card.is_fool] == [FOOL]
    assert len(trumps) + 1 == 22  # 22 trumps with the Sküs, as Tapp Tarock counts them
    for suit in SUITS:
        in_suit = {card.code for card in PACK_54 if card.suit is suit}
        letter = suit.value
        courts = {letter + rank for rank in "KQCJ"}
        pips = {f"{letter}{n}" for n in ((1, 2, 3, 4) if suit.is_red else (7, 8, 9, 10))}
        assert in_suit == courts | pips, suit


def test_54_card_pack_counts_70_card_points() -> None:
    # 34 for trumps and the Fool, each suit 14 for the courts + 4 pips: 106; 18 threes: 70.
    assert sum(card.value for card in PACK_54) == 34 + 4 * 18 == 106
    assert card_points(PACK_54) == 70


def test_no_other_pack_size() -> None:
    with pytest.raises(CardError, match="78 or 54"):
        pack(52)


# -- card values and attributes -------------------------------------------------------------


def expected_value(card: Card) -> int:
    """Per the rules notes: K 5, Q 4, C 3, J 2; Pagat, XXI and the Fool 5; any other card 1."""
    if card.code in ("T1", "T21", "F"):
        return 5
    if card.suit in SUITS and card.rank >= 11:
        return {"K": 5, "Q": 4, "C": 3, "J": 2}[card.code[1]]
    return 1


@pytest.mark.parametrize("card", PACK_78, ids=lambda card: card.code)
def test_card_value(card: Card) -> None:
    assert card.value == expected_value(card)


def test_card_flags() -> None:
    assert [c.code for c in PACK_78 if c.is_honour] == ["T1", "T21", "F"]
    assert [c.code for c in PACK_78 if c.is_king] == ["HK", "DK", "CK", "SK"]
    assert len([c for c in PACK_78 if c.is_court]) == 16
    assert len([c for c in PACK_78 if c.is_pip]) == 40
    assert not FOOL.is_trump and FOOL.is_fool and FOOL.suit is Suit.FOOL
    assert PAGAT.is_trump and PAGAT.rank == 1 and MOND.rank == 21
    assert Suit.HEARTS.is_red and Suit.DIAMONDS.is_red
    assert not Suit.CLUBS.is_red and not Suit.SPADES.is_red


def test_cards_are_immutable_and_interned() -> None:
    with pytest.raises(AttributeError):
        PAGAT.value = 9  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(PAGAT)) is PAGAT


def test_card_names() -> None:
    assert parse("HQ").name == "Queen of hearts"
    assert parse("T21").name == "trump 21"
    assert parse("F").name == "Fool"
    assert parse("S1").name == "Ace of spades"
    assert parse("CK").name == "King of clubs"


# -- notation -----------------------------------------------------------------------------------


@pytest.mark.parametrize("card", PACK_78, ids=lambda card: card.code)
def test_notation_round_trip_78(card: Card) -> None:
    assert format(parse(card.code)) == card.code
    assert parse(format(card)) is card
    assert parse(card.code.lower()) is card


@pytest.mark.parametrize("card", PACK_54, ids=lambda card: card.code)
def test_notation_round_trip_54(card: Card) -> None:
    assert format(parse(card.code)) == card.code


def test_notation_codes() -> None:
    assert [format(card) for card in PACK_78[:22]] == [f"T{n}" for n in range(1, 22)] + ["F"]
    hearts = [card.code for card in PACK_78 if card.suit is Suit.HEARTS]
    assert hearts == [f"H{n}" for n in range(1, 11)] + ["HJ", "HC", "HQ", "HK"]
    assert f"{parse('HK'):>4}" == "  HK"


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Pagat", "T1"),
        ("pagat", "T1"),
        ("Mond", "T21"),
        ("Sküs", "F"),
        ("Skus", "F"),
        ("SKÜS", "F"),
        ("Scüs", "F"),
        ("Scies", "F"),
        ("Excuse", "F"),
        ("Fool", "F"),
        ("Sckis", "F"),
        ("XXI", "T21"),
        ("I", "T1"),
        ("IV", "T4"),
        ("V", "T5"),
        ("IX", "T9"),
        ("XIV", "T14"),
        ("XIX", "T19"),
        ("xx", "T20"),
        ("HV", "HJ"),
        ("SV", "SJ"),
        ("cv", "CJ"),
        ("DA", "D1"),
        ("HA", "H1"),
        ("sa", "S1"),
        (" hk ", "HK"),
        ("CC", "CC"),
        ("C10", "C10"),
        ("t7", "T7"),
    ],
)
def test_aliases(text: str, code: str) -> None:
    assert parse(text).code == code


@pytest.mark.parametrize(
    "text", ["Z9", "T0", "T22", "H11", "H0", "HX", "XXII", "IIII", "VV", "", "K", "Pagatt"]
)
def test_unknown_codes_raise_a_helpful_card_error(text: str) -> None:
    with pytest.raises(CardError) as caught:
        parse(text)
    message = str(caught.value)
    assert repr(text) in message
    assert "T1-T21" in message and "F (the Fool)" in message and "H D C S" in message


def test_card_error_is_a_value_error() -> None:
    assert issubclass(CardError, ValueError)


def test_parse_many_and_show() -> None:
    assert parse_many("T21, F HK") == (MOND, FOOL, parse("HK"))
    assert parse_many("") == ()
    assert show(parse_many("HK T1 F S1")) == "T1 F HK S1"
    with pytest.raises(CardError):
        parse_many("T1 T99")


# -- card points --------------------------------------------------------------------------------


def test_card_points_source_examples() -> None:
    # "So a Queen, Jack and 7 count as 4+2+1-2 = 5."
    assert card_points(parse_many("HQ HJ H7")) == 5
    # A pile of three blanks is worth 1.
    assert card_points(parse_many("H2 H3 T5")) == 1
    # A lone Fool is 5 - 2/3 = 13/3 (exact, not rounded).
    assert card_points([FOOL]) == Fraction(13, 3)
    assert card_points([]) == 0


def test_card_points_1754_examples() -> None:
    # One counter with two blanks is worth the counter; three blanks are worth 1.
    assert card_points_1754(parse_many("HK H7 H8 C2 C3 C4")) == 6
    assert card_points_1754(parse_many("HK H7 H8")) == 5
    # Two counters and one blank: cannot be sorted the 1754 way.
    assert card_points_1754(parse_many("HK HQ H7")) is None
    # Not a multiple of three.
    assert card_points_1754(parse_many("H7 H8")) is None
    assert card_points_1754(PACK_78) == 78


piles = st.lists(st.sampled_from(ALL), unique=True, max_size=78)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(ALL))
def test_parse_code_is_card(card: Card) -> None:
    assert parse(card.code) is card


@settings(max_examples=300, deadline=None)
@given(piles)
def test_card_points_in_threes(pile: list[Card]) -> None:
    pile = pile[: len(pile) - len(pile) % 3]
    assert card_points(pile) == sum(card.value for card in pile) - 2 * (len(pile) // 3)


@settings(max_examples=300, deadline=None)
@given(piles)
def test_count_is_the_card_points_an_int_when_whole(pile: list[Card]) -> None:
    exact = Fraction(3 * sum(card.value for card in pile) - 2 * len(pile), 3)
    points = count(pile)
    assert points == exact == card_points(pile)
    assert type(points) is (int if exact.denominator == 1 else Fraction)
    assert type(card_points(pile)) is Fraction


@settings(max_examples=300, deadline=None)
@given(piles)
def test_1754_description_agrees_where_it_applies(pile: list[Card]) -> None:
    counters = [card for card in pile if card.value > 1]
    blanks = len(pile) - len(counters)
    applies = len(pile) % 3 == 0 and blanks >= 2 * len(counters)
    result = card_points_1754(pile)
    if applies:
        assert result == card_points(pile)
    else:
        assert result is None


@settings(max_examples=200, deadline=None)
@given(st.permutations(ALL), st.integers(0, 78), st.integers(0, 78))
def test_pack_split_three_ways_totals_78(order: list[Card], a: int, b: int) -> None:
    low, high = sorted((a, b))
    parts = (order[:low], order[low:high], order[high:])
    total = sum((card_points(part) for part in parts), Fraction(0))
    assert total == 78
    assert all(isinstance(card_points(part), Fraction) for part in parts)
