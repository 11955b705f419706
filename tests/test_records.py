"""Game records: JSON and file round trips, and a clear error for every malformed record.

A record must name the field that is wrong: its shape is checked when it is read
(``tarock.records.loads``), its consistency (a real deal, legal actions, a finished
deal) when it is replayed (``tarock.play.replay``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from helpers import run_script
from test_golden_grosstarock import SCRIPT_E

from tarock import rules
from tarock.engine.state import State
from tarock.play import play_deal, replay
from tarock.records import Record, RecordError, load, loads
from tarock.scoring.settlement import settle


def record_of(state: State, variant: str, options: list[str] | None = None) -> Record:
    """A record of a finished state: the hands as dealt and every action's text."""
    return Record(
        variant=variant,
        options=options or [],
        seats=["A", "B", "C", "D"][: len(state.dealt)],
        dealer=state.dealer,
        hands=[" ".join(card.code for card in hand) for hand in state.dealt],
        actions=[action.text for action in state.history],
    )


@pytest.fixture(scope="module")
def golden() -> tuple[State, Record]:
    """Grosstarock's golden deal E and its record."""
    state = run_script(SCRIPT_E, dealer=0, discard="HQ SQ SC")
    return state, record_of(state, "grosstarock")


def data_of(record: Record) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(record.dumps())
    return data


def read(data: object) -> Record:
    return loads(json.dumps(data))


# -- round trips --------------------------------------------------------------------------------


def test_a_golden_record_round_trips_through_json_and_replays_to_its_ledger(
    golden: tuple[State, Record],
) -> None:
    state, record = golden
    text = record.dumps()
    data = json.loads(text)
    assert data["format"] == "tarock-record" and data["version"] == 2
    assert data["hands"][0].split()[:3] == ["T4", "T5", "T6"]  # the dealer's 28 cards, sorted
    # 3 discards, 3 declarations, 75 plays, and the passes: before tricks 1-3 all three
    # seats may announce (seat 1 has every trick so far, the others none); before tricks
    # 4 and 5 only seat 2, still without a trick, may announce a Nolo; then nobody.
    passes = [action for action in data["actions"] if action == "pass"]
    assert len(passes) == 3 + 3 + 3 + 1 + 1
    assert len(data["actions"]) == 3 + 3 + 11 + 75 == 92
    again = loads(text)
    assert again == record
    result = replay(again)
    assert result.ledger.payments == settle(state).payments
    assert result.net == {0: -9, 1: 55, 2: -46}  # as worked out in the golden test


@pytest.mark.parametrize(
    ("variant", "options", "players", "seed"),
    [
        ("grosstarock", [], ["heuristic", "random", "heuristic"], 7),
        ("taroc-1754", [], ["random"] * 3, 8),
        ("taroc-1754", ["seats=4"], ["heuristic"] * 4, 9),
    ],
)
def test_a_played_record_round_trips_through_json_and_a_file(
    tmp_path: Path, variant: str, options: list[str], players: list[str], seed: int
) -> None:
    result = play_deal(rules.get(variant, options), players, seed=seed, dealer=1)
    record = result.record
    assert record.options == options and record.seed == seed and record.players == players
    assert loads(record.dumps()) == record
    path = tmp_path / "deal.json"
    record.save(path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deal.json"]  # no .part left
    assert load(path) == record
    again = replay(load(path))
    assert again.ledger.payments == result.ledger.payments
    assert again.net == result.net and again.card_points == result.card_points
    if options == ["seats=4"]:
        assert record.hands[3] == ""  # dealer 1: seat 3 sits out


def test_save_replaces_an_existing_file_and_leaves_no_part_file(
    tmp_path: Path, golden: tuple[State, Record]
) -> None:
    _, record = golden
    path = tmp_path / "deal.json"
    path.write_text("old", encoding="utf-8")
    record.save(path)
    record.save(str(path))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deal.json"]
    assert load(path) == record


def test_load_of_a_missing_file_is_a_record_error(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read"):
        load(tmp_path / "nothing.json")


# -- the shape: errors when reading ---------------------------------------------------------------


def test_not_json() -> None:
    with pytest.raises(RecordError, match="not JSON"):
        loads('{"variant": "grosstarock",')


@pytest.mark.parametrize("text", ["[1, 2]", '"grosstarock"', "3", "null"])
def test_not_an_object(text: str) -> None:
    with pytest.raises(RecordError, match="a record is a JSON object"):
        loads(text)


def edit(record: Record, **changes: object) -> dict[str, Any]:
    data = data_of(record)
    for key, value in changes.items():
        if value is None:
            del data[key]
        else:
            data[key] = value
    return data


SHAPE_ERRORS = [
    ("wrong format", {"format": "pgn"}, "field 'format'"),
    ("wrong version", {"version": 3}, "field 'version'"),
    ("version as text", {"version": "1"}, "field 'version'"),
    ("missing variant", {"variant": None}, "field 'variant'"),
    ("missing hands", {"hands": None}, "field 'hands'"),
    ("missing actions", {"actions": None}, "field 'actions'"),
    ("missing dealer", {"dealer": None}, "field 'dealer'"),
    ("unknown field", {"colour": "red"}, "field 'colour'"),
    ("dealer not a number", {"dealer": "north"}, "field 'dealer'"),
    ("negative dealer", {"dealer": -1}, "field 'dealer'"),
    ("hands not a list", {"hands": "T1 T2"}, "field 'hands'"),
    ("two seats", {"seats": ["A", "B"]}, "field 'seats'"),
    ("an action that is not text", {"actions": ["discard C1", 5]}, r"field 'actions\[1\]'"),
]


@pytest.mark.parametrize(
    ("changes", "field"),
    [case[1:] for case in SHAPE_ERRORS],
    ids=[case[0] for case in SHAPE_ERRORS],
)
def test_malformed_record_names_the_field(
    golden: tuple[State, Record], changes: dict[str, object], field: str
) -> None:
    _, record = golden
    with pytest.raises(RecordError, match=field):
        read(edit(record, **changes))


# -- consistency: errors when replaying ------------------------------------------------------------


def swap_card(hands: list[str], seat: int, old: str, new: str) -> list[str]:
    codes = hands[seat].split()
    codes[codes.index(old)] = new
    out = list(hands)
    out[seat] = " ".join(codes)
    return out


def test_a_bad_card_code_in_the_hands(golden: tuple[State, Record]) -> None:
    _, record = golden
    hands = swap_card(record.hands, 1, "H5", "Z9")
    with pytest.raises(RecordError, match=r"field 'hands': unknown card 'Z9'"):
        replay(read(edit(record, hands=hands)))


def test_hands_that_do_not_make_up_the_pack(golden: tuple[State, Record]) -> None:
    _, record = golden
    hands = list(record.hands)
    hands[2] = " ".join(hands[2].split()[:-1])  # seat 2 loses his last card
    with pytest.raises(RecordError, match="field 'hands': the hands do not make up the 78-card"):
        replay(read(edit(record, hands=hands)))


def test_a_doubled_card(golden: tuple[State, Record]) -> None:
    _, record = golden
    hands = swap_card(record.hands, 1, "H5", "T4")  # T4 is also the dealer's
    with pytest.raises(RecordError, match="field 'hands': cards dealt twice: T4"):
        replay(read(edit(record, hands=hands)))


def test_wrong_hand_sizes(golden: tuple[State, Record]) -> None:
    _, record = golden
    hands = list(record.hands)
    first, *rest = hands[1].split()
    hands[1] = " ".join(rest)
    hands[2] = f"{hands[2]} {first}"
    with pytest.raises(RecordError, match="field 'hands': seat 1 was dealt 24 cards, not 25"):
        replay(read(edit(record, hands=hands)))


def test_wrong_number_of_hands(golden: tuple[State, Record]) -> None:
    _, record = golden
    with pytest.raises(RecordError, match="field 'hands': 4 hands for 3 seats"):
        replay(read(edit(record, hands=[*record.hands, ""])))


def test_wrong_number_of_seats(golden: tuple[State, Record]) -> None:
    _, record = golden
    with pytest.raises(RecordError, match="field 'seats': grosstarock has 3 seats"):
        replay(read(edit(record, seats=["A", "B", "C", "D"])))


def test_dealer_out_of_range(golden: tuple[State, Record]) -> None:
    _, record = golden
    with pytest.raises(RecordError, match=r"field 'dealer': dealer 3 is not a seat \(0-2\)"):
        replay(read(edit(record, dealer=3)))


def test_an_unknown_variant(golden: tuple[State, Record]) -> None:
    _, record = golden
    with pytest.raises(RecordError, match="field 'variant': unknown variant 'piquet'"):
        replay(read(edit(record, variant="piquet")))


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["speed=9"], "unknown option 'speed'"),
        (["seats=5"], "option 'seats' cannot be 5"),
        (["vole=lots"], "option 'vole' takes a whole number"),
        (["seats"], "is not NAME=VALUE"),
    ],
)
def test_a_bad_option(golden: tuple[State, Record], options: list[str], message: str) -> None:
    _, record = golden
    with pytest.raises(RecordError, match=f"field 'options': .*{message}"):
        replay(read(edit(record, options=options)))


def test_an_illegal_play_names_the_action_and_the_rule(golden: tuple[State, Record]) -> None:
    _, record = golden
    actions = list(record.actions)
    # Trick 3: seat 1 leads DQ and seat 2 must follow with a diamond; say he plays C7.
    index = actions.index("play DK")
    assert actions[index - 1] == "play DQ"
    actions[index] = "play C7"
    with pytest.raises(
        RecordError,
        match=rf"field 'actions\[{index}\]': C7 cannot be played: must follow suit"
        r" \(diamonds led\)",
    ):
        replay(read(edit(record, actions=actions)))


def test_an_illegal_discard_names_the_action_and_the_rule(golden: tuple[State, Record]) -> None:
    _, record = golden
    actions = ["discard T5", *record.actions[1:]]
    with pytest.raises(
        RecordError, match=r"field 'actions\[0\]': T5 may not be laid away: No King and never XXI"
    ):
        replay(read(edit(record, actions=actions)))


def test_an_action_out_of_turn_and_an_unreadable_one(golden: tuple[State, Record]) -> None:
    _, record = golden
    actions = ["play T4", *record.actions[1:]]
    with pytest.raises(RecordError, match=r"field 'actions\[0\]': 'play T4' is out of turn"):
        replay(read(edit(record, actions=actions)))
    actions = [*record.actions[:3], "shout loudly", *record.actions[4:]]
    with pytest.raises(RecordError, match=r"field 'actions\[3\]': unknown action 'shout loudly'"):
        replay(read(edit(record, actions=actions)))


def test_an_unfinished_deal(golden: tuple[State, Record]) -> None:
    _, record = golden
    actions = record.actions[:-1]
    with pytest.raises(
        RecordError, match=r"field 'actions': the deal is not finished after 91 actions"
    ):
        replay(read(edit(record, actions=actions)))


def test_an_action_after_the_end(golden: tuple[State, Record]) -> None:
    _, record = golden
    actions = [*record.actions, "play T1"]
    with pytest.raises(
        RecordError, match=r"field 'actions\[92\]': the deal is over, but 'play T1' follows"
    ):
        replay(read(edit(record, actions=actions)))
