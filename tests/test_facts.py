"""The facts of a deal: one settlement for a deal played here and a deal entered by hand.

Every deal of the behaviour corpus is settled through its facts, taken to JSON and back
and checked, and pays exactly the ledger the corpus stores; facts no deal could have are
refused with one message naming the entry.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

import pytest
from corpus.outcome import payments
from test_corpus import ENTRIES, ids, read

from tarock import rules
from tarock.cards import KINGS, PAGAT, parse
from tarock.engine.actions import Contract
from tarock.play import replay, replay_session
from tarock.records import SessionRecord
from tarock.scoring.entry import check as check_declarations
from tarock.scoring.facts import (
    Announced,
    Declared,
    Facts,
    FactsError,
    Game,
    Honour,
    check,
    facts_of,
    from_json,
    to_json,
)
from tarock.scoring.settlement import Pot, settle, settle_facts

DANISH = rules.get("danish-tarok").options
DANISH_4 = rules.get("danish-tarok", ["seats=4"]).options
TAPP = rules.get("tapp-tarock").options


def _deals(entry: dict[str, Any]) -> list[tuple[Any, list[Any]]]:
    """Each deal of a corpus entry: its result replayed, and the payments the corpus stores."""
    record = read(entry)
    if isinstance(record, SessionRecord):
        deals = replay_session(record).deals
        expected = [deal["payments"] for deal in entry["expect"]["deals"]]
        return list(zip(deals, expected, strict=True))
    return [(replay(record), entry["expect"]["payments"])]


@pytest.mark.parametrize("entry", ENTRIES, ids=ids)
def test_every_corpus_deal_pays_its_ledger_through_its_facts(entry: dict[str, Any]) -> None:
    for result, expected in _deals(entry):
        state = result.state
        facts = facts_of(state)
        again = from_json(json.loads(json.dumps(to_json(facts))))
        assert again == facts
        check_declarations(facts.declared, state.options)  # as the page offers them
        ledger = settle_facts(again, state.options, result.ledger.start)
        assert payments(ledger) == expected
        assert list(ledger) == list(settle(state, result.ledger.start))


def test_facts_entered_without_trick_numbers_pay_the_same_amounts() -> None:
    """A person notes who lost a King to whom, not in which trick: the same payments, the
    reasons naming "a trick"."""
    entry = next(e for e in ENTRIES if e["record"].get("variant") == "danish-tarok")
    for result, _ in _deals(entry):
        facts = facts_of(result.state)
        plain = dataclasses.replace(
            facts, honours=tuple(h._replace(trick=None) for h in facts.honours)
        )
        start = result.ledger.start
        played = settle_facts(facts, result.state.options, start)
        entered = settle_facts(plain, result.state.options, start)
        assert [p[:3] for p in played] == [p[:3] for p in entered]
        reasons = [p.reason for p in entered if "trick" in p.reason and "last" not in p.reason]
        assert all("a trick" in reason or "ultimo" in reason for reason in reasons)


# -- a deal entered by hand ------------------------------------------------------------------

HK, DK, CK, SK = KINGS


def _entered(**changes: Any) -> Facts:
    """A Danish deal at three as a person enters it: A deals; B shows four Kings and loses
    the King of spades to C; C brings the Pagat home and wins the last trick without an
    ultimo; card points A 20, B 30, C 28."""
    base = Facts(
        dealer=0,
        declared=(Declared(1, "four Kings", 10, (HK, DK, CK, SK)),),
        honours=(Honour(SK, 1, 2), Honour(PAGAT, 2, 2)),
        last_winner=2,
        card_points={0: 20, 1: 30, 2: 28},
    )
    return dataclasses.replace(base, **changes)


def test_a_deal_entered_by_hand_pays_each_rule_once() -> None:
    ledger = settle_facts(_entered(), DANISH, {})
    assert [(p.payer, p.payee, p.amount, p.reason) for p in ledger] == [
        (0, 1, 10, "declaration: four Kings"),
        (2, 1, 10, "declaration: four Kings"),
        (1, 0, 5, "King of spades lost in a trick to seat 2"),
        (1, 2, 5, "King of spades lost in a trick to seat 2"),
        (1, Pot.KING, 5, "King of spades lost in a trick to seat 2"),
        (0, 2, 5, "Pagat wins a trick"),
        (1, 2, 5, "Pagat wins a trick"),
        (0, 2, 20, "seat 2 wins the last trick"),
        (1, 2, 20, "seat 2 wins the last trick"),
        # bands: A 20 is -5, C 28 is 0 and B (the seat after the dealer) takes the balance
        (0, 1, 5, "card points: seat 0 has 20 against 26"),
    ]


def test_at_four_the_dealers_opposite_sits_out() -> None:
    """Seat 3 deals: seat 1, opposite, takes no part. Seat 2 takes the last trick (20 from
    each of 0 and 3) and has 30 card points (+5); seat 0, after the dealer, takes the
    card points' balance (-5)."""
    facts = _entered(dealer=3, declared=(), honours=(), card_points={0: 20, 2: 30, 3: 28})
    ledger = settle_facts(facts, DANISH_4, {})
    assert ledger.net((0, 1, 2, 3)) == {0: -20 - 5, 1: 0, 2: 40 + 5, 3: -20}
    with pytest.raises(FactsError, match="card points: seat 1 sits this deal out"):
        check(dataclasses.replace(facts, card_points={0: 20, 1: 30, 2: 28}), DANISH_4)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"card_points": {0: 20, 1: 30, 2: 20}}, "add up to 70, not 78"),
        ({"card_points": {0: -2, 1: 52, 2: 28}}, "card points of seat 0: -2 is negative"),
        ({"card_points": {0: 20, 1: 58}}, "card points: none given for seat 2"),
        ({"card_points": {}}, "card points: none given for seat 0"),
        (
            {"honours": (Honour(PAGAT, 0, 0), Honour(PAGAT, 2, 2))},
            "the Pagat is played twice, by seat 0 and seat 2",
        ),
        ({"last": (Honour(HK, 1, 1),), "last_winner": 2}, "last trick: two winners"),
        (
            {
                "honours": (),
                "last": (Honour(PAGAT, 0, 0), Honour(HK, 1, 1)),
                "last_winner": None,
            },
            "last trick: two winners, seat 0 and seat 1",
        ),
        (
            {
                "declared": (
                    Declared(1, "four Kings", 10, (HK, DK, CK, SK)),
                    Declared(2, "four Kings", 10, (HK, DK, CK, SK)),
                )
            },
            "more than four Kings declared",
        ),
        ({"declared": (Declared(1, "12 trumps", -20),)}, "-20 is negative"),
        ({"honours": (Honour(SK, 2, 2),)}, "played by seat 2, but seat 1 declared it"),
        ({"honours": (Honour(parse("T21"), 2, 2),)}, "is not the Pagat or a King"),
        ({"every_trick": 2}, "Vole: seat 2 took every trick, so only the others took none"),
        ({"no_trick": (2,)}, "no trick: seat 2 is entered as taking none, but took one"),
        ({"dealer": 5}, "dealer: 5 is not a seat"),
        ({"last_winner": 7}, "last trick: 7 is not a seat"),
    ],
)
def test_impossible_facts_get_one_message_naming_the_entry(
    changes: dict[str, Any], message: str
) -> None:
    with pytest.raises(FactsError, match=message.replace("(", r"\(")):
        settle_facts(_entered(**changes), DANISH, {})


def test_facts_read_from_json_name_the_bad_field() -> None:
    good = to_json(_entered())
    assert from_json(good) == _entered()
    for bad, message in [
        ([], "a JSON object"),
        ({**good, "colour": "red"}, "'colour': not a fact of a deal"),
        ({**good, "dealer": "A"}, "'dealer': 'A' is not a whole number"),
        ({**good, "card_points": {"0": "lots"}}, "card points of seat 0: 'lots' is not a number"),
        ({**good, "honours": [{"card": "Z9", "seat": 0, "winner": 0}]}, "card 'Z9'"),
    ]:
        with pytest.raises(FactsError, match=message):
            from_json(bad)


def test_a_tapp_game_entered_by_hand() -> None:
    """A Dreier won with 40 card points, the Pagat ultimo announced and made, the Trull
    with the declarer: each defender pays 3 + 8 + 3."""
    facts = Facts(
        dealer=0,
        game=Game("Dreier", declarer=1, half="lower", points=40, trull="declarer"),
        announced=(Announced(1, Contract.ULTIMO),),
        last=(Honour(PAGAT, 1, 1),),
        last_winner=1,
    )
    ledger = settle_facts(facts, TAPP, {})
    assert ledger.net((0, 1, 2)) == {0: -14, 1: 28, 2: -14}
    assert from_json(json.loads(json.dumps(to_json(facts)))) == facts
    with pytest.raises(FactsError, match="'Achter' is not a game of this rule set"):
        settle_facts(dataclasses.replace(facts, game=Game("Achter", 1)), TAPP, {})
