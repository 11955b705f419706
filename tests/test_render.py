"""SVG pictures: well-formed, one element per card, red suits red, the winner marked."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import tarock
from tarock import rules
from tarock.cards import ALL, pack, parse, parse_many, roman
from tarock.engine.state import State, Trick
from tarock.play import play_deal, play_session
from tarock.search.bots import make
from tarock.text.render import (
    BLACK,
    RED,
    DealView,
    Hand,
    TrickView,
    card_svg,
    colour,
    deal_svg,
    hand_svg,
    rank_text,
    trick_svg,
)

SVG = "{http://www.w3.org/2000/svg}"


def parsed(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    assert float(root.get("width", 0)) > 0 and float(root.get("height", 0)) > 0
    assert root.get("viewBox")
    return root


def cards_in(root: ET.Element) -> list[ET.Element]:
    return [g for g in root.iter(f"{SVG}g") if "card" in g.get("class", "").split()]


@pytest.mark.parametrize("card", ALL, ids=lambda card: card.code)
def test_every_card_is_a_well_formed_picture(card: object) -> None:
    root = parsed(card_svg(card))  # type: ignore[arg-type]
    groups = cards_in(root)
    assert [g.get("data-card") for g in groups] == [card.code]  # type: ignore[attr-defined]
    assert root.get("aria-label") == card.name  # type: ignore[attr-defined]


def test_red_suits_are_red_and_black_suits_black() -> None:
    for card in ALL:
        svg = card_svg(card)
        if card.suit.is_red:
            assert colour(card) == RED and RED in svg
        else:
            assert colour(card) == BLACK and RED not in svg


def test_faces_show_rank_roman_numerals_and_a_star() -> None:
    assert [roman(n) for n in (1, 4, 9, 18, 21)] == ["I", "IV", "IX", "XVIII", "XXI"]
    assert all(parse(roman(n)) is parse(f"T{n}") for n in range(1, 22))
    assert ">XVIII<" in card_svg(parse("T18"))
    assert rank_text(parse("F")) == "★"
    assert ">K<" in card_svg(parse("SK"))


def test_pictures_need_nothing_from_outside() -> None:
    svg = hand_svg(pack(78))
    assert "http" not in svg.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "@font-face" not in svg and "<image" not in svg and "href" not in svg
    assert 'font-family="sans-serif"' in svg


def test_a_hand_has_one_element_per_card_sorted_by_suit() -> None:
    hand = parse_many("HK T1 F C2 H1 T21")
    root = parsed(hand_svg(hand, label="Ann"))
    assert [g.get("data-card") for g in cards_in(root)] == ["T1", "T21", "F", "H1", "HK", "C2"]
    assert "Ann" in "".join(root.itertext())
    unsorted = parsed(hand_svg(hand, sort=False))
    assert [g.get("data-card") for g in cards_in(unsorted)] == [c.code for c in hand]


def test_a_trick_marks_its_winner() -> None:
    trick = Trick(7, (2, 0, 1), parse_many("S3 SK T4"), 1)
    root = parsed(trick_svg(trick, ["Ann", "Bob", "Cy"]))
    groups = cards_in(root)
    assert [g.get("data-card") for g in groups] == ["S3", "SK", "T4"]
    winners = [g.get("data-card") for g in groups if "winner" in g.get("class", "")]
    assert winners == ["T4"]
    assert len([r for r in root.iter(f"{SVG}rect") if r.get("class") == "winner-mark"]) == 1
    text = "".join(root.itertext())
    assert "Trick 7" in text and all(name in text for name in ("Ann", "Bob", "Cy"))
    assert root.get("aria-label") == "Trick 7, won by Bob"


@pytest.mark.parametrize("variant", rules.ids())
def test_a_deal_shows_hands_discard_tricks_and_ledger(variant: str) -> None:
    ruleset = rules.get(variant)
    result = play_deal(ruleset, ["heuristic"] * ruleset.options.seats, seed=4)
    root = parsed(deal_svg(result))
    groups = cards_in(root)
    tricks = len(result.state.tricks)
    dealt = sum(len(result.state.dealt[seat]) for seat in result.state.seats)
    talon = len(parse_many(result.record.talon))
    assert len(groups) == dealt + talon + len(result.state.discard) + 3 * tricks
    assert sum("winner" in g.get("class", "") for g in groups) == tricks
    text = "".join(root.itertext())
    assert "Ledger" in text and "Net:" in text
    assert text.count("Trick ") == tricks


def test_notebook_wrappers_show_the_same_pictures() -> None:
    hand = parse_many("T1 F HK")
    assert Hand(hand, "A")._repr_svg_() == hand_svg(hand, label="A")
    result = play_deal(rules.get("grosstarock"), ["random"] * 3, seed=9)
    trick = result.state.tricks[0]
    assert TrickView(trick, result.record.seats)._repr_svg_() == trick_svg(
        trick, result.record.seats
    )
    assert DealView(result)._repr_svg_() == deal_svg(result)


# -- the package's objects draw themselves in a notebook ---------------------------------------


def notebook_picture(thing: object) -> str:
    """What Jupyter shows for ``thing``: IPython's own SVG formatter."""
    from IPython.core.formatters import SVGFormatter

    svg = SVGFormatter()(thing)
    assert isinstance(svg, str), f"{type(thing).__name__} has no picture"
    return svg


def midway(seed: int = 3, tricks: int = 5) -> State:
    """A Grosstarock deal of the heuristic bots, stopped after a card of trick ``tricks + 1``."""
    state = tarock.deal(rules.get("grosstarock"), seed)
    bots = [make("heuristic", seat) for seat in range(3)]
    while len(state.tricks) < tricks or not state.trick:
        state.apply(bots[state.to_move].choose(state, state.legal()))
    return state


def test_a_state_in_a_notebook_and_at_the_prompt() -> None:
    state = midway()
    assert repr(state) == "<State grosstarock, dealer A: trick 6, B to play>"
    root = parsed(notebook_picture(state))
    in_hands = sum(len(state.hands[seat]) for seat in state.seats)
    assert len(cards_in(root)) == in_hands + len(state.trick)
    assert "B to play" in "".join(root.itertext())
    lines = str(state).splitlines()
    assert lines[0] == "State grosstarock, dealer A: trick 6, B to play"
    assert lines[1].startswith("  A  dealer, 19 cards: II III X")
    assert lines[2].startswith(" *B  20 cards: ")  # the seat to play
    assert "  trick 6 so far: A ♦9" in lines
    assert "  tricks won: A 1, B 3, C 1" in lines
    assert "  card points so far: A 2, B 11, C 6" in lines


def test_a_fresh_state_and_a_finished_one() -> None:
    tapp = tarock.deal(rules.get("tapp-tarock"), 9)
    assert repr(tapp) == "<State tapp-tarock, dealer A: B to bid>"
    assert "  talon: XIII ♦1 ♠7 III ♠Q ♦4" in str(tapp).splitlines()
    assert len(cards_in(parsed(notebook_picture(tapp)))) == 48 + 6  # hands and the talon
    result = play_deal(rules.get("grosstarock"), ["random"] * 3, seed=9)
    assert repr(result.state) == "<State grosstarock, dealer A: over after 25 tricks>"


def test_a_deal_result_a_record_and_a_hand() -> None:
    result = play_deal(rules.get("grosstarock"), ["heuristic"] * 3, seed=1)
    assert repr(result) == "<DealResult grosstarock, seed 1, dealer A: A +64, B -59, C -5>"
    assert notebook_picture(result) == deal_svg(result)
    assert str(result).splitlines()[:2] == [
        "grosstarock: Grosstarock (after Dummett), default options",
        "Dealer A; played by heuristic, heuristic, heuristic; seed 1.",
    ]
    record = result.record
    assert repr(record) == "<Record grosstarock, seed 1, seats A B C, dealer A: 91 actions>"
    assert notebook_picture(record) == deal_svg(result)
    unfinished = record.replace(actions=record.actions[:10])
    assert 'class="tarock-state"' in notebook_picture(unfinished)
    hand = midway().hand(1)
    assert repr(hand) == "Hand('B', 'T6 T7 T8 T15 H1 H2 H4 H8 HQ D3 D4 D6 D7 D8 CC S4 S5 S8 S9 SC')"
    assert str(hand) == "B: VI VII VIII XV  ♥1 ♥2 ♥4 ♥8 ♥Q  ♦3 ♦4 ♦6 ♦7 ♦8  ♣C  ♠4 ♠5 ♠8 ♠9 ♠C"
    assert len(cards_in(parsed(notebook_picture(hand)))) == 20


def test_the_package_and_the_command_line_name_seats_alike() -> None:
    assert tarock.SEAT_NAMES == ("A", "B", "C", "D")
    assert [tarock.seat(name) for name in ("A", "b", "C", "d", 2, "1")] == [0, 1, 2, 3, 2, 1]
    with pytest.raises(ValueError, match="'E' is not a seat"):
        tarock.seat("E")


def test_a_session_and_its_record_have_short_reprs() -> None:
    session = play_session(rules.get("danish-tarok"), ["random"] * 3, 1, 2)
    assert repr(session) == (
        "<SessionResult danish-tarok, seed 1, 2 deals: A +103 1/3, B -46 2/3, C -56 2/3>"
    )
    assert repr(session.record) == "<SessionRecord danish-tarok, seed 1, seats A B C: 2 deals>"
