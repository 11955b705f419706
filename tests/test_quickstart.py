"""The quick-starts are read from the rule sets: change a figure there and the sheet says so."""

from __future__ import annotations

import json

import pytest

from sitegen.quickstart import (
    WORDS,
    band_rows,
    bonus_terms,
    quick_start,
    suit_line,
    value_table,
)
from tarock import rules
from tarock.analysis import lab
from tarock.cards import pack
from tarock.scoring.counting import card_points
from tarock.web import ready


@pytest.mark.parametrize("variant", rules.ids())
def test_every_rule_set_has_a_quick_start_with_each_part(variant: str) -> None:
    text = quick_start(variant)
    for part in ("#need", "#values", "#deal", "#play", "#bonuses", "#card-points", "#fines"):
        assert "{ " + part + " }" in text, (variant, part)
    assert variant in WORDS


@pytest.mark.parametrize("variant", rules.ids())
def test_the_value_table_adds_up_to_the_pack(variant: str) -> None:
    size = rules.get(variant).options.pack
    rows = [line.split("|") for line in value_table(rules.get(variant)).splitlines()[2:]]
    cards = sum(int(row[3]) for row in rows)
    raw = sum(int(row[2]) * int(row[3]) for row in rows)
    assert cards == size
    assert raw - 2 * size // 3 == card_points(pack(size))


def test_the_1754_fines_are_five_to_each_player() -> None:
    text = quick_start("taroc-1754")
    assert text.count(": 5 to each other player") == 3
    assert "A misdeal: 5 to each other player" in text


def test_fines_follow_the_rule_set() -> None:
    changed = rules.get("taroc-1754")
    assert changed.fines[0].cite.startswith("regeln-1754")
    assert "give no fines" in quick_start("grosstarock")
    assert "the source gives no amount" in quick_start("danish-tarok")


def test_ten_plus_five_is_spelt_out() -> None:
    assert "10 + 5: 10 for 10, 5 more for each beyond (12 pay 20)" in quick_start("grosstarock")
    assert "15 + 5: 15 for 16, 5 more for each beyond (18 pay 25)" in quick_start("grosstarock")


def test_the_bands_table_comes_from_the_rounding() -> None:
    assert band_rows() == [
        ("9 to 13", -15),
        ("14 to 18", -10),
        ("19 to 23", -5),
        ("24 to 28", 0),
        ("29 to 33", 5),
        ("34 to 38", 10),
        ("39 to 43", 15),
    ]
    assert "| 24 to 28 | 0 |" in quick_start("danish-tarok")
    assert "forehand (who deals next) is not rounded" in quick_start("danish-tarok")
    assert "| 24 to 28 |" not in quick_start("grosstarock")


def test_the_exact_settlement_example_is_computed() -> None:
    assert "With 40, 20 and 18: +14, \u22126, \u22128." in quick_start("taroc-1754")


def test_the_auction_game_values_are_the_rule_sets() -> None:
    text = quick_start("tapp-tarock")
    for game in rules.get("tapp-tarock").options.games:
        assert f"| {game.name} | {game.value} |" in text
    assert "36 of the 70 card points" in text


def test_the_pots_appear_only_where_there_are_pots() -> None:
    assert "## Pots" in quick_start("danish-tarok")
    assert "each player puts in 40" in quick_start("grand-tarot")
    assert "## Pots" not in quick_start("taroc-1754")


def test_the_dealers_stake_follows_the_option() -> None:
    # The federation's text: the dealer's 5 go into a pot just founded too.
    assert rules.get("danish-tarok").options.dealer_stake_on_ante
    assert "adds 5 to each pot." in quick_start("danish-tarok")
    assert "adds 5 to each pot." in quick_start("grand-tarot")


def test_grand_tarot_says_its_own_names_for_the_bonuses() -> None:
    text = quick_start("grand-tarot")
    assert "The Sparrow (lost: Dropped Balls): won 45, lost \u221245" in text
    assert "Magician: captured \u22125" in text
    assert "Pagat ultimo" not in text


def test_the_play_says_how_a_suit_ranks_from_the_pip_order() -> None:
    danish = quick_start("danish-tarok")
    assert (
        "- In a suit, highest first: the red suits ♥K ♥Q ♥C ♥J ♥1 ♥2 ♥3 ♥4 ♥5 ♥6 ♥7 ♥8 ♥9"
        " ♥10; the black suits ♣K ♣Q ♣C ♣J ♣10 ♣9 ♣8 ♣7 ♣6 ♣5 ♣4 ♣3 ♣2 ♣1." in danish
    )
    natural = rules.get("danish-tarok").with_options(["pip_order=natural"])
    assert suit_line(natural) == (
        "In a suit, highest first: every suit ♥K ♥Q ♥C ♥J ♥10 ♥9 ♥8 ♥7 ♥6 ♥5 ♥4 ♥3 ♥2 ♥1."
    )
    assert "every suit ♥K ♥Q ♥C ♥J ♥10 ♥9" in quick_start("grand-tarot")


def test_the_bonus_words_are_explained_for_the_bonuses_paid() -> None:
    assert (
        "*home*: the Pagat wins a trick before the last; *captured*: the Pagat or a King"
        " falls to another player's trick before the last; *ultimo*: the card wins (won) or"
        " is beaten (lost) in the last trick." in quick_start("danish-tarok")
    )
    assert bonus_terms(rules.get("grand-tarot")) == (
        "*captured*: the Magician or a King falls to another player's trick before the last."
    )
    nothing = rules.get("danish-tarok").with_options(
        ["pagat_home=0", "pagat_captured=0", "king_home=0", "king_captured=0"]
    )
    assert "*home*" not in bonus_terms(nothing)
    assert "*captured*" not in bonus_terms(nothing)


def test_four_at_the_table_where_a_source_gives_four() -> None:
    # pagat.com's Danish page (section 'Players and Equipment') and the 1754 Regeln (§1)
    # give four at the table; the others give three only, and nothing offers them four.
    tables = {ruleset.id: ruleset.tables() for ruleset in rules.VARIANTS.values()}
    assert tables == {
        "taroc-1754": (3, 4),
        "grosstarock": (3,),
        "danish-tarok": (3, 4),
        "grand-tarot": (3,),
        "tapp-tarock": (3,),
    }
    offered = {e["id"] for e in lab.catalogue() if any(o["name"] == "seats" for o in e["options"])}
    assert offered == {"taroc-1754", "danish-tarok"}
    page = {v["id"]: v["tables"] for v in json.loads(ready())["variants"]}
    assert page["danish-tarok"] == [3, 4] and page["grand-tarot"] == [3]
    danish = rules.get("danish-tarok")
    assert danish.citation("seats") == "pagat-dantarok, section 'Players and Equipment'"
    with_four = "With four, the player opposite the dealer sits each deal out and neither pays"
    assert f"{with_four} nor receives (as its source says)." in quick_start("danish-tarok")
    assert f"{with_four} nor receives ([a reading](../../rules/taroc-1754.md#readings)" in (
        quick_start("taroc-1754")
    )
