"""The behaviour corpus: today's game records replay to today's outcome.

``tests/corpus/*.jsonl`` holds a few hundred deals and sessions of every rule set, both
bots, every dealer seat and every option switch, each stored as its record (cards and
actions) with the outcome the engine gave it when the corpus was made (see
``tests/corpus/README.md``). Replaying a record must give the same steps (seat, action,
clause, legal actions), payments, card points and pots.

The ``test_seed_scheme_*`` tests check the other half: a seeded entry's seed, given to
``play_deal`` or ``play_session`` with the recorded bots, still deals and plays the very
same record. They are the only tests a new shuffle or a new way of seeding the bots may
break, and then only once, with the new scheme documented and the corpus regenerated.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import fields
from enum import Enum
from pathlib import Path
from typing import Any

import pytest
from corpus.outcome import deal_outcome, differences, record_json, session_outcome

from tarock import rules
from tarock.engine.actions import parse_action
from tarock.engine.legal import legal_actions
from tarock.engine.state import State
from tarock.play import play_deal, play_session, replay, replay_session
from tarock.records import Record, SessionRecord, loads_any
from tarock.results import recorded_ruleset, start
from tarock.rules.options import Options, settable
from tarock.scoring.settlement import Pot

CORPUS = Path(__file__).parent / "corpus"
ENTRIES: list[dict[str, Any]] = [
    json.loads(line)
    for path in sorted(CORPUS.glob("*.jsonl"))
    for line in path.read_text(encoding="utf-8").splitlines()
]
SEEDED = [entry for entry in ENTRIES if entry["seeded"]]


def ids(entry: dict[str, Any]) -> str:
    return str(entry["id"])


def read(entry: dict[str, Any]) -> Record | SessionRecord:
    """The entry's record, read as the package reads a record file."""
    return loads_any(json.dumps(entry["record"]))


def deal_records(entry: dict[str, Any]) -> list[Record]:
    record = read(entry)
    return list(record.deals) if isinstance(record, SessionRecord) else [record]


@pytest.mark.parametrize("entry", ENTRIES, ids=ids)
def test_record_replays_to_the_recorded_outcome(entry: dict[str, Any]) -> None:
    record = read(entry)
    assert record_json(record) == entry["record"], "the record does not read back as written"
    if isinstance(record, SessionRecord):
        actual = session_outcome(replay_session(record))
    else:
        actual = deal_outcome(replay(record))
    problems = list(differences(entry["expect"], actual))
    assert not problems, f"{entry['id']}: " + "; ".join(problems[:6])


# -- the seed scheme: allowed to change once, documented (see tests/corpus/README.md) ----


@pytest.mark.parametrize("entry", SEEDED, ids=ids)
def test_seed_scheme_still_deals_and_plays_the_record(entry: dict[str, Any]) -> None:
    record = read(entry)
    assert record.seed is not None
    ruleset = recorded_ruleset(record)
    if isinstance(record, SessionRecord):
        session = entry["session"]
        played = play_session(
            ruleset,
            record.players,
            record.seed,
            session["deals"],
            session["first_dealer"],
            record.seats,
        ).record
    else:
        pots = None
        if record.pots is not None:
            pots = {Pot[name.upper()]: value for name, value in record.pots.items()}
        played = play_deal(
            ruleset, record.players, record.seed, record.dealer, record.seats, pots
        ).record
    problems = list(differences(entry["record"], record_json(played)))
    assert not problems, f"{entry['id']} (seed {record.seed}): " + "; ".join(problems[:6])


# -- what the corpus covers ---------------------------------------------------------------


def test_corpus_has_every_rule_set_seat_count_dealer_and_bot_table() -> None:
    tables: dict[tuple[str, int], set[int]] = {}
    kinds: dict[str, set[frozenset[str]]] = {}
    for entry in ENTRIES:
        for record in deal_records(entry):
            seats = len(record.seats)
            tables.setdefault((record.variant, seats), set()).add(record.dealer)
            kinds.setdefault(record.variant, set()).add(frozenset(record.players))
    for variant in rules.ids():
        seats = rules.get(variant).options.seats
        assert tables[variant, seats] == set(range(seats)), variant
        assert {frozenset({"random"}), frozenset({"heuristic"})} < kinds[variant], variant
        assert frozenset({"random", "heuristic"}) in kinds[variant], variant
    assert tables["taroc-1754", 4] == {0, 1, 2, 3}


def test_corpus_plays_every_value_of_every_option() -> None:
    """Every enum value and both booleans of every option are played somewhere (as a rule
    set's default or a record's option), and every whole-number option with two values."""
    used: dict[str, set[object]] = {}
    for entry in ENTRIES:
        options = recorded_ruleset(read(entry)).options
        for name in settable(options):
            used.setdefault(name, set()).add(getattr(options, name))
    for field in fields(Options):
        default = getattr(Options(), field.name)
        if field.name not in settable(Options()):
            continue
        if isinstance(default, Enum):
            assert used[field.name] == set(type(default)), field.name
        elif isinstance(default, bool):
            assert used[field.name] == {True, False}, field.name
        else:
            assert len(used[field.name]) >= 2, field.name


def test_corpus_shows_the_special_rules() -> None:
    tags = Counter(tag for entry in ENTRIES for tag in entry["tags"])
    wanted = [
        "Pagat ultimo won",
        "Pagat ultimo lost",
        "King ultimo won",
        "King ultimo lost",
        "Nolo",
        "Vole",
        "Valat",
        "Fool in the last three tricks (lost)",
        "Scies renamed",
        "Fool demanded",
        "Fool deadline",
        "thrown in: everyone passed",
        "thrown in: a player dealt no trump demanded a new deal",
        "game: Tapper",
        "Ladons declared",
        "pot emptied and refounded",
        "pots shared at the end",
    ]
    assert [tag for tag in wanted if not tags[tag]] == []


@pytest.mark.parametrize("variant", ["danish-tarok", "grand-tarot"])
def test_corpus_sessions_empty_refound_and_share_the_pots(variant: str) -> None:
    sessions = [
        entry
        for entry in ENTRIES
        if entry["kind"] == "session" and entry["record"]["variant"] == variant
    ]
    refounded = shared = 0
    for entry in sessions:
        expect = entry["expect"]
        for after, stakes in zip(expect["pots"], expect["stakes"][1:], strict=False):
            emptied = {name for name, value in after.items() if value == "0"}
            founding = {p[1] for p in stakes if p[3].startswith("founds")}
            refounded += any(f"{name.capitalize()} pot" in founding for name in emptied)
        shared += bool(expect["final"])
    assert len(sessions) >= 3 and refounded >= 3 and shared == len(sessions)


# -- every corpus deal, stopped half way, written as a position and read back ---------------


@pytest.mark.parametrize("entry", ENTRIES, ids=ids)
def test_a_position_taken_half_way_plays_on_to_the_recorded_end(entry: dict[str, Any]) -> None:
    for record in deal_records(entry):
        straight, half = start(record), len(record.actions) // 2
        for text in record.actions[:half]:
            straight.apply(parse_action(text))
        again = State.from_position(straight.position())
        assert legal_actions(again) == legal_actions(straight)
        for text in record.actions[half:]:
            straight.apply(parse_action(text))
            again.apply(parse_action(text))
        assert again.is_over and again.position() == straight.position()
