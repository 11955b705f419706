"""The ``tarock`` command line: variants, deal, play, record, replay, and its errors."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import subprocess
import sys
from collections import defaultdict
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from tarock import fast, play, rules
from tarock.cards import parse, parse_many
from tarock.cli import main
from tarock.engine.state import deal
from tarock.fast import solver as compiled_solver
from tarock.records import SessionRecord, load, load_any
from tarock.scoring.settlement import Ledger, Payment
from tarock.table import Table
from tarock.text import explain

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str, stdin: str | None = None) -> Result:
    return CliRunner().invoke(main, list(args), input=stdin)


def ok(*args: str) -> Result:
    result = run(*args)
    assert result.exception is None, result.stderr
    assert result.exit_code == 0, result.stderr
    return result


def failed(*args: str, stdin: str | None = None) -> str:
    """Run a command that must fail: exit 2, one line on stderr, no traceback; the line."""
    result = run(*args, stdin=stdin)
    assert result.exit_code == 2, (result.stdout, result.stderr)
    assert isinstance(result.exception, SystemExit), result.exception  # nothing uncaught
    assert "Traceback" not in result.stderr + result.stdout
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("tarock: error: ")
    return lines[0]


def as_amount(value: int | str) -> Fraction:
    return Fraction(value)


@pytest.fixture(scope="module")
def record_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A heuristic deal with seed 1, recorded through the command line."""
    path = tmp_path_factory.mktemp("records") / "deal.json"
    result = ok("deal", "--seed", "1", "--players", "heuristic", "--record", str(path))
    assert f"Record written to {path}" in result.stdout
    return path


def write_variant(tmp_path: Path, source: Path, change: Any) -> Path:
    """A copy of the record at ``source`` with ``change(data)`` applied."""
    data = json.loads(source.read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# -- variants ---------------------------------------------------------------------------


def test_variants_lists_every_rule_set_with_title_and_status() -> None:
    lines = ok("variants").stdout.splitlines()
    assert [line.split()[0] for line in lines] == rules.ids()
    line = next(line for line in lines if line.startswith("grosstarock "))
    assert "Grosstarock (after Dummett)" in line
    assert line.split()[-1] == "Scholarly"


def test_variants_json() -> None:
    data = json.loads(ok("variants", "--json").stdout)
    assert [item["id"] for item in data] == rules.ids()
    grosstarock = next(item for item in data if item["id"] == "grosstarock")
    assert grosstarock == {
        "id": "grosstarock",
        "title": "Grosstarock (after Dummett)",
        "status": "Scholarly",
    }


def test_python_m_tarock_runs_in_a_real_process() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "tarock", "variants"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=ROOT,
        env=env,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "grosstarock" in done.stdout.split()
    assert done.stderr == ""


@pytest.mark.parametrize("command", [[], *([name] for name in sorted(main.commands))])
def test_help_has_an_example(command: list[str]) -> None:
    """Every command (and the group) shows an example of itself in its --help."""
    out = ok(*command, "--help").stdout
    assert "Usage: " in out
    assert "Example" in out
    assert f"tarock {' '.join(command)}".strip() in out.split("Example", 1)[1]


# -- deal -----------------------------------------------------------------------------------


def hand_rows(out: str) -> dict[str, list[str]]:
    """Seat name -> the card labels of its row in the 'Hands as dealt' block."""
    rows = {}
    for line in out.splitlines():
        if " cards: " in line:
            head, cards = line.split(": ", 1)
            rows[head.split()[0]] = cards.split()
    return rows


def test_deal_shows_three_sorted_hands_of_28_25_25_cards() -> None:
    out = ok("deal", "--variant", "grosstarock", "--seed", "1").stdout
    assert out.splitlines()[0] == "grosstarock: Grosstarock (after Dummett), default options"
    assert "Seed 1, dealer A." in out
    rows = hand_rows(out)
    assert {name: len(cards) for name, cards in rows.items()} == {"A": 28, "B": 25, "C": 25}
    assert "A  dealer, 28 cards: " in out
    assert "B  25 cards: " in out
    every = [label for cards in rows.values() for label in cards]
    assert len(set(every)) == 78
    assert any(label.startswith("♥") for label in every)
    assert "Sküs" in every  # the Fool, by Grosstarock's name for it
    assert not any(label.startswith("T") for label in every)  # trumps in Roman numerals
    # Sorted: trumps first in ascending order, then the Fool, then hearts...
    for cards in rows.values():
        parsed = [parse(label) for label in cards if label[0] not in "♥♦♣♠"]
        trumps = [card.rank for card in parsed if card.is_trump]
        assert trumps == sorted(trumps)
        assert all(card.is_trump for card in parsed[: len(trumps)])


def test_deal_shows_the_hands_that_the_bots_then_play(tmp_path: Path) -> None:
    rows = hand_rows(ok("deal", "--seed", "1").stdout)
    path = tmp_path / "r.json"
    ok("deal", "--seed", "1", "--players", "random", "--record", str(path))
    record = load(path)
    for name, hand in zip(record.seats, record.hands, strict=True):
        names = rules.get(record.variant).names
        assert rows[name] == explain.hand_text(parse_many(hand), names).split()


def test_deal_without_a_seed_prints_the_seed_it_chose() -> None:
    out = ok("deal").stdout
    seed = out.splitlines()[1].removeprefix("Seed ").split(",")[0]
    assert seed.isdigit()
    assert hand_rows(ok("deal", "--seed", seed).stdout) == hand_rows(out)


def test_deal_options_and_dealer() -> None:
    out = ok("deal", "--seed", "5", "--option", "seats=4", "--dealer", "2").stdout
    assert "options seats=4" in out
    assert "Seed 5, dealer C." in out
    assert "A  sits out this deal" in out  # the dealer's opposite
    assert {name: len(cards) for name, cards in hand_rows(out).items()} == {
        "B": 25,
        "C": 28,
        "D": 25,
    }
    rows = hand_rows(ok("deal", "--seed", "5", "-o", "pack=54").stdout)
    assert sum(len(cards) for cards in rows.values()) == 54


def test_deal_played_summary_matches_the_deal(tmp_path: Path) -> None:
    out = ok("deal", "--seed", "7", "--players", "random,heuristic,heuristic").stdout
    result = play.play_deal(rules.get("grosstarock"), ["random", "heuristic", "heuristic"], 7)
    assert "played by random, heuristic, heuristic" in out
    rows = [line.split() for line in out.splitlines()]
    table = {row[0]: row[1:] for row in rows if row and row[0] in ("A", "B", "C", "all")}
    assert rows[3] == ["seat", "tricks", "card", "points", "net"]
    for seat, name in enumerate("ABC"):
        tricks, points, net = table[name]
        assert int(tricks) == result.state.won[seat]
        assert Fraction(points) == result.card_points[seat]
        assert Fraction(net) == result.net[seat]
    assert table["all"] == ["25", "78", "0"]
    assert not list(tmp_path.iterdir())  # nothing written without --record


def test_record_replays_to_the_same_net(record_path: Path) -> None:
    record = load(record_path)
    assert record.players == ["heuristic"] * 3
    assert record.seed == 1
    data = json.loads(ok("replay", str(record_path), "--json").stdout)
    assert set(data) == {"card_points", "ledger", "net"}
    net = {name: as_amount(value) for name, value in data["net"].items()}
    points = {name: as_amount(value) for name, value in data["card_points"].items()}
    assert sum(net.values()) == 0
    assert sum(points.values()) == 78
    expected = play.replay(load(record_path))
    assert net == {record.seats[seat]: amount for seat, amount in expected.net.items()}
    assert points == {record.seats[s]: amount for s, amount in expected.card_points.items()}
    assert len(data["ledger"]) == len(expected.ledger) > 0


def test_ledger_in_json_sums_to_the_net(record_path: Path) -> None:
    data = json.loads(ok("replay", str(record_path), "--json").stdout)
    balance: defaultdict[str, Fraction] = defaultdict(Fraction)
    for payment in data["ledger"]:
        assert set(payment) == {"payer", "payee", "amount", "reason"}
        assert payment["payer"] != payment["payee"]
        assert as_amount(payment["amount"]) > 0
        assert payment["reason"]
        balance[payment["payer"]] -= as_amount(payment["amount"])
        balance[payment["payee"]] += as_amount(payment["amount"])
    assert {name: balance[name] for name in data["net"]} == {
        name: as_amount(value) for name, value in data["net"].items()
    }
    # Seats are called by name in the reasons too ("card points: B has 17 against 26").
    assert not any("seat " in payment["reason"] for payment in data["ledger"])


def test_replay_explains_every_step(record_path: Path) -> None:
    out = ok("replay", str(record_path)).stdout
    lines = out.splitlines()
    for heading in (
        "Hands as dealt",
        "Discard",
        "Declarations",
        "Announcements",
        "Tricks",
        "Payments",
        "Card points",
        "Net",
    ):
        assert heading in lines
    result = play.replay(load(record_path))
    tricks = [line for line in lines if line[:5].strip().rstrip(".").isdigit()]
    assert len(tricks) == 25
    first = tricks[0]
    assert first.startswith("   1. B leads ♦7; C ♦C (must follow suit); A ♦K (must follow suit).")
    assert first.endswith("A wins.")
    # Every card after the lead carries its clause; each trick names its winner.
    for line, trick in zip(tricks, result.state.tricks, strict=True):
        followers = line.split("; ")[1:]
        assert len(followers) == 2
        assert all("(" in part and ")" in part for part in followers)
        assert line.endswith(f"{'ABC'[trick.winner]} wins.")
    assert "void in the suit led: must trump" in out
    assert "  A lays away ♦5 ♦9 ♥3 (the dealer lays away cards the rules allow)" in lines
    assert "  A: 4 Kings, 10 from each opponent (XXI Sküs ♥K ♦K)" in lines
    payments = lines[lines.index("Payments") + 1 : lines.index("Card points") - 1]
    assert len(payments) == len(result.ledger)
    assert payments[0] == "  B pays A 10: declaration: 4 Kings"
    assert payments[-1] == "  B pays A 9: card points: B has 17 against 26"
    assert lines[lines.index("Card points") + 1] == "  A 35, B 17, C 26 (together 78; par 26)"
    assert lines[lines.index("Net") + 1] == "  A +64, B -59, C -5"


def test_replay_reads_standard_input(record_path: Path) -> None:
    result = run("replay", "-", "--json", stdin=record_path.read_text(encoding="utf-8"))
    assert result.exit_code == 0
    assert json.loads(result.stdout)["net"] == {"A": 64, "B": -59, "C": -5}


def test_replay_shows_announcements(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    ok("deal", "--seed", "0", "--players", "random", "--record", str(path))
    result = play.replay(load(path))
    out = ok("replay", str(path)).stdout
    announced = [line for line in out.splitlines() if " announces " in line]
    assert len(announced) == len(result.state.announced) > 0
    assert announced[0].startswith("  before trick 1: ")
    assert "Nolo announced before trick 1" in out


def test_json_writes_fractions_as_text() -> None:
    result = play.play_deal(rules.get("grosstarock"), ["heuristic"] * 3, seed=1)
    ledger = Ledger([Payment(1, 0, Fraction(13, 3), "card points: seat 1 has 65/3")])
    changed = dataclasses.replace(
        result,
        ledger=ledger,
        net={0: Fraction(13, 3), 1: Fraction(-13, 3), 2: 0},
        card_points={0: Fraction(91, 3), 1: Fraction(65, 3), 2: 26},
    )
    data = explain.as_json(changed)
    assert data == {
        "card_points": {"A": "91/3", "B": "65/3", "C": 26},
        "ledger": [
            {"payer": "B", "payee": "A", "amount": "13/3", "reason": "card points: B has 65/3"}
        ],
        "net": {"A": "13/3", "B": "-13/3", "C": 0},
    }
    assert json.loads(json.dumps(data)) == data


# -- errors ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["deal", "--variant", "nope"], ["unknown variant 'nope'", "grosstarock"]),
        (["deal", "--option", "speed=9"], ["unknown option 'speed'", "vole"]),
        (["deal", "--option", "vole=lots"], ["'vole'", "whole number", "'lots'"]),
        (["deal", "--option", "vole"], ["'vole'", "NAME=VALUE"]),
        (["deal", "--option", "direction=up"], ["'direction'", "clockwise"]),
        (["deal", "--players", "robot"], ["unknown player 'robot'", "heuristic"]),
        (["deal", "--players", "random,random"], ["2 players", "3 seats"]),
        (["deal", "--dealer", "3"], ["--dealer D (3) is not a seat", "A-C or 0-2"]),
        (["deal", "--seed", "many"], ["--seed", "'many'", "tarock deal --help"]),
        (["deal", "--record", "x.json"], ["--record needs --players"]),
        (["replay"], ["Missing argument", "RECORD.json"]),
        (["replay", "/no/such/file.json"], ["cannot read /no/such/file.json", "No such file"]),
        (["frobnicate"], ["No such command 'frobnicate'"]),
    ],
)
def test_usage_errors_are_one_line(args: list[str], words: list[str]) -> None:
    line = failed(*args)
    for word in words:
        assert word in line


def test_a_file_that_is_not_json(tmp_path: Path) -> None:
    path = tmp_path / "notes.json"
    path.write_text('{"variant": "grosstarock", ', encoding="utf-8")
    line = failed("replay", str(path))
    assert (
        line == f"tarock: error: {path}: not JSON: Expecting property name enclosed in"
        " double quotes at line 1"
    )


def test_a_file_that_is_not_text(tmp_path: Path) -> None:
    path = tmp_path / "binary.json"
    path.write_bytes(b"\xff\xfe\x00\x01")
    assert failed("replay", str(path)) == f"tarock: error: cannot read {path}: not UTF-8 text"


def test_a_directory(tmp_path: Path) -> None:
    assert "cannot read" in failed("replay", str(tmp_path))


def test_a_bad_card_code_in_the_hands(tmp_path: Path, record_path: Path) -> None:
    def spoil(data: dict[str, Any]) -> None:
        data["hands"][0] = data["hands"][0].replace("T21", "Z9")

    line = failed("replay", str(write_variant(tmp_path, record_path, spoil)))
    assert "field 'hands'" in line
    assert "unknown card 'Z9'" in line


def test_a_wrongly_typed_field(tmp_path: Path, record_path: Path) -> None:
    def spoil(data: dict[str, Any]) -> None:
        data["dealer"] = "first"

    assert "field 'dealer'" in failed("replay", str(write_variant(tmp_path, record_path, spoil)))


def test_an_unknown_variant_in_a_record(tmp_path: Path, record_path: Path) -> None:
    def spoil(data: dict[str, Any]) -> None:
        data["variant"] = "skat"

    line = failed("replay", str(write_variant(tmp_path, record_path, spoil)))
    assert "field 'variant'" in line
    assert "unknown variant 'skat'" in line


def test_an_illegal_action(tmp_path: Path, record_path: Path) -> None:
    def swap(data: dict[str, Any]) -> None:
        actions = data["actions"]
        first = next(i for i, text in enumerate(actions) if text.startswith("play "))
        actions[first], actions[first + 1] = actions[first + 1], actions[first]

    line = failed("replay", str(write_variant(tmp_path, record_path, swap)))
    # B leads D7 and C follows with DC; swapped, B would play C's DC.
    assert "field 'actions[9]'" in line
    assert "'play DC': DC is not in B's hand" in line


def test_an_unfinished_deal(tmp_path: Path, record_path: Path) -> None:
    def cut(data: dict[str, Any]) -> None:
        data["actions"] = data["actions"][:-4]

    line = failed("replay", str(write_variant(tmp_path, record_path, cut)))
    assert "field 'actions'" in line
    assert "not finished after 87 actions" in line


def test_actions_after_the_end(tmp_path: Path, record_path: Path) -> None:
    def extend(data: dict[str, Any]) -> None:
        data["actions"].append("play T1")

    assert "the deal is over" in failed("replay", str(write_variant(tmp_path, record_path, extend)))


# -- --record is written whole or not at all ----------------------------------------------


def test_a_failed_deal_writes_no_record(tmp_path: Path) -> None:
    path = tmp_path / "out.json"
    failed("deal", "--seed", "1", "--players", "robot", "--record", str(path))
    failed("deal", "--seed", "1", "--players", "random", "-o", "vole=x", "--record", str(path))
    failed("deal", "--variant", "nope", "--players", "random", "--record", str(path))
    assert list(tmp_path.iterdir()) == []


def test_a_failed_deal_leaves_an_old_record_alone(tmp_path: Path, record_path: Path) -> None:
    path = tmp_path / "out.json"
    before = record_path.read_text(encoding="utf-8")
    path.write_text(before, encoding="utf-8")
    failed("deal", "--seed", "2", "--players", "random,robot,random", "--record", str(path))
    assert path.read_text(encoding="utf-8") == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.json"]


def test_an_unwritable_record_path(tmp_path: Path) -> None:
    path = tmp_path / "missing" / "out.json"
    line = failed("deal", "--seed", "1", "--players", "random", "--record", str(path))
    assert line == (f"tarock: error: cannot write {path}: folder '{path.parent}' does not exist")
    assert list(tmp_path.iterdir()) == []


def test_a_recorded_deal_is_complete_json(tmp_path: Path) -> None:
    path = tmp_path / "out.json"
    ok("deal", "--seed", "3", "--players", "heuristic", "-o", "vole=30", "--record", str(path))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.json"]  # no .part left
    record = load(path)
    assert record.options == ["vole=30"]
    assert len([a for a in record.actions if a.startswith("play ")]) == 75
    assert "options vole=30" in ok("replay", str(path)).stdout.splitlines()[0]


def test_deal_plays_a_session_and_replay_adds_pots_and_totals(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    out = ok(
        "deal",
        "--variant",
        "danish-tarok",
        "--deals",
        "3",
        "--players",
        "heuristic",
        "--seed",
        "2",
        "--record",
        str(path),
    ).output
    assert out.count("Pots: King pot") == 3 and "Sharing the pots" in out
    recorded = load_any(path)
    assert isinstance(recorded, SessionRecord)
    session = play.replay_session(recorded)
    assert (
        session.totals()
        == play.play_session(rules.get("danish-tarok"), ["heuristic"] * 3, seed=2, deals=3).totals()
    )
    summary = json.loads(ok("replay", str(path), "--json").output)
    assert [deal["dealer"] for deal in summary["deals"]] == ["A", "B", "C"]
    totals = {name: Fraction(value) for name, value in summary["totals"].items()}
    assert totals == {
        name: Fraction(session.totals()[seat]) for seat, name in enumerate(recorded.seats)
    }
    assert sum(totals.values()) == 0
    # Every deal's stakes, ledger and pots after it: players' totals plus both pots is zero.
    for index in range(3):
        pots = session.pots[index]
        assert sum(session.totals(index).values()) + sum(pots.values()) == 0


def test_a_rule_set_with_pots_is_always_a_session(tmp_path: Path) -> None:
    path = tmp_path / "one.json"
    ok(
        "deal",
        "--variant",
        "grand-tarot",
        "--players",
        "random",
        "--seed",
        "4",
        "--record",
        str(path),
    )
    assert json.loads(path.read_text())["format"] == "tarock-session"


# -- a session of many deals streams (linear time, flat memory) --------------------------------


def test_a_streamed_session_shows_what_the_whole_session_shows(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    out = ok(
        "deal", "--variant", "danish-tarok", "--seed", "1", "--deals", "3", "--players",
        "heuristic", "--record", str(path),
    ).stdout  # fmt: skip
    whole = play.play_session(rules.get("danish-tarok"), ["heuristic"] * 3, seed=1, deals=3)
    expected = explain.session_summary_lines(whole)
    assert out.splitlines()[: len(expected)] == expected
    written = f"Record written to {path}; explain it with: tarock replay {path}"
    assert out.splitlines()[-1] == written
    assert load_any(path) == whole.record  # the record written deal by deal is the same
    assert "King pot pays A 26 2/3: share of the King pot" in out  # not 80/3


def test_the_summary_of_a_session_adds_up_totals_once() -> None:
    """session_summary_lines once computed every running total from the start (N^2)."""
    whole = play.play_session(rules.get("grosstarock"), ["random"] * 3, seed=2, deals=12)
    calls: list[object] = []
    original = play.SessionResult.totals

    def counted(self: play.SessionResult, upto: int | None = None) -> dict[int, Any]:
        calls.append(upto)
        return original(self, upto)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(play.SessionResult, "totals", counted)
        lines = explain.session_summary_lines(whole)
        explain.explain_session(whole)
    assert calls == [None, None]  # the final totals only: the running ones are added up
    last = [line for line in lines if line.startswith("  Totals: ")][-1]
    assert last == "  Totals: " + explain.totals_text(whole.totals(), whole.record.seats)


def test_a_session_run_that_does_not_keep_holds_no_deal() -> None:
    ruleset = rules.get("danish-tarok")
    run = Table(ruleset, 5, "random", deals=6, keep=False)
    kept = Table(ruleset, 5, "random", deals=6)
    while True:
        run.advance()
        kept.advance()
        assert kept.deal_seed == run.deal_seed
        if run.number == 6:
            break
        run.next_deal()
        kept.next_deal()
    assert run.results == run.paid == run.after == []
    assert run.pots == kept.pots and len(kept.results) >= 6


MEMORY = """
import sys, os, tracemalloc
from tarock.cli import main
from tarock.engine.state import deal
from tarock.fast import solver as compiled_solver
sys.stdout = open(os.devnull, "w")
tracemalloc.start()
try:
    main(["deal", "--seed", "1", "--players", "random", "--deals", sys.argv[1],
          "--record", sys.argv[2], "--no-progress"])
except SystemExit:
    pass
print(tracemalloc.get_traced_memory()[1], file=sys.stderr)
"""


def test_a_long_session_needs_no_more_memory_than_a_short_one(tmp_path: Path) -> None:
    """Peak memory of 'tarock deal --deals N --record' for 10 and for 60 deals: flat."""
    peaks = []
    for deals in (10, 60):
        done = subprocess.run(
            [sys.executable, "-c", MEMORY, str(deals), str(tmp_path / f"{deals}.json")],
            capture_output=True, text=True, cwd=ROOT, timeout=300, check=True,
            env=dict(os.environ, PYTHONPATH=str(ROOT)),
        )  # fmt: skip
        peaks.append(int(done.stderr.split()[-1]))
        assert len(load_any(tmp_path / f"{deals}.json").deals) >= deals  # type: ignore[union-attr]
    assert peaks[1] < peaks[0] * 1.3, peaks  # six times the deals, not six times the memory


def test_ctrl_c_stops_a_session_and_keeps_the_deals_that_finished(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = Table.advance
    calls = []

    def interrupted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        if len(calls) == 4:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(Table, "advance", interrupted)
    path = tmp_path / "game.json"
    args = ["deal", "--seed", "3", "--deals", "10", "--players", "random", "--record", str(path)]
    result = run(*args)
    assert result.exit_code == 130
    assert result.stderr.strip() == (
        "tarock: interrupted after 3 of 10 deals; the record of the deals that finished"
        f" is in {path}"
    )
    session = play.replay_session(load_any(path))  # type: ignore[arg-type]
    assert len(session.deals) == 3
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]  # no temporary files


def test_a_progress_bar_on_stderr_when_asked(tmp_path: Path) -> None:
    result = run("deal", "--seed", "3", "--deals", "4", "--players", "random", "--progress")
    assert result.exit_code == 0
    assert "4/4" in result.stderr and "deal" in result.stderr
    assert "4/4" not in result.stdout
    quiet = run("deal", "--seed", "3", "--deals", "4", "--players", "random", "--no-progress")
    assert quiet.stderr == "" and quiet.stdout == result.stdout


# -- options that do nothing, seats by letter, help ---------------------------------------------


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (
            ["deal", "--variant", "tapp-tarock", "-o", "card_settlement=bands"],
            "option card_settlement does nothing in tapp-tarock: its card points decide the"
            " declarer's game",
        ),
        (
            ["deal", "-o", "trull=5"],
            "option trull does nothing in grosstarock: it scores contract games, and"
            " grosstarock has no auction",
        ),
        (
            ["deal", "-o", "hold=forehand"],
            "option hold does nothing in grosstarock: grosstarock has no auction (no contracts"
            " to bid)",
        ),
        (
            ["deal", "-o", "king_captured_pot=5"],
            "option king_captured_pot does nothing in grosstarock: grosstarock keeps no pots"
            " (pot_ante=0)",
        ),
        (
            ["deal", "--variant", "tapp-tarock", "-o", "fool_may_lead=false"],
            "option fool_may_lead does nothing in tapp-tarock: the Fool is the highest trump"
            " there (fool_is_top_trump)",
        ),
        (
            ["play", "--variant", "tapp-tarock", "-o", "card_settlement=bands"],
            "option card_settlement does nothing in tapp-tarock",
        ),
        (
            ["simulate", "--session", "5", "--out", "x.csv"],
            "--session does nothing in grosstarock: it keeps no pots, so its deals are not"
            " played in sessions",
        ),
        (
            ["simulate", "--variant", "tapp-tarock", "-o", "card_settlement=bands"],
            "option card_settlement does nothing in tapp-tarock",
        ),
        (["deal", "--deals", "3"], "--deals needs --players"),
        (["deal", "--dealer", "E"], "'E' is not a seat: give its letter (A-D) or its number"),
        (["play", "--seat", "D"], "--seat D (3) is not a seat of grosstarock (A-C or 0-2)"),
    ],
)
def test_options_that_do_nothing_are_refused_in_one_line(
    args: list[str], expected: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert expected in failed(*args)
    assert list(tmp_path.iterdir()) == []


def test_options_that_apply_are_accepted() -> None:
    ok("deal", "--seed", "1", "-o", "card_settlement=bands")
    ok("deal", "--variant", "danish-tarok", "--seed", "1", "-o", "king_captured_pot=5")
    ok("deal", "--variant", "tapp-tarock", "--seed", "1", "-o", "hold=forehand", "-o", "trull=5")
    # switching pots on makes the pot options apply
    ok("deal", "--seed", "1", "-o", "pot_ante=10", "-o", "king_captured_pot=5")


def test_seats_by_letter_or_number() -> None:
    by_letter = ok("deal", "--seed", "4", "--dealer", "c").stdout
    assert by_letter == ok("deal", "--seed", "4", "--dealer", "2").stdout
    assert "Seed 4, dealer C." in by_letter
    assert (
        ok("deal", "--seed", "4", "--seats", "4", "--dealer", "D").stdout
        == ok("deal", "--seed", "4", "--seats", "4", "--dealer", "3").stdout
    )


def test_help_promises_only_commands_that_exist() -> None:
    texts = [ok("--help").stdout] + [ok(name, "--help").stdout for name in main.commands]
    named = {word for text in texts for word in re.findall(r"\btarock ([a-z][\w-]*)", text)}
    assert named, "no command named in the help"
    assert named <= set(main.commands), named - set(main.commands)
    assert "explain a deal" not in texts[0]  # there is no 'explain' command


# -- replay --analyse -------------------------------------------------------------------

ANALYSIS_HEAD = (
    "  (paranoid open-hand values: the player to move plays for his own net,"
    " every other player against him)"
)
LATE_COSTS = [
    "  Trick 23: B played XIX (-39), Pagat was best (-37): cost 2;"
    " XIX lost card points: Pagat kept them.",
    "  Trick 24: B played XX (-59), Pagat was best (-39): cost 20;"
    " XX lost the Pagat ultimo: Pagat kept it.",
]


def analysis(out: str) -> list[str]:
    """The lines from the analysis's heading on."""
    lines = out.splitlines()
    start = next(index for index, line in enumerate(lines) if line.startswith("Analysis"))
    return lines[start:]


@pytest.mark.skipif(
    compiled_solver.unsupported(deal(rules.get("grosstarock"), 1)) is not None,
    reason="the compiled solver is not built",
)
def test_replay_analyse_names_the_cards_that_cost_something(record_path: Path) -> None:
    """Seed 1, heuristic bots, the compiled core: the last 8 tricks solved; A's ♣8 in trick
    18 and three of B's trumps kept back cost them, the Pagat played at once was best."""
    out = ok("replay", str(record_path), "--analyse").stdout
    assert out.startswith(ok("replay", str(record_path)).stdout)  # the replay, then more
    assert analysis(out) == [
        "Analysis from trick 18 on, every hand shown",
        ANALYSIS_HEAD,
        "  Trick 18: A played ♣8 (+30), ♠5 was best (+40): cost 10;"
        " ♣8 lost the Pagat ultimo: ♠5 kept it.",
        "  Trick 19: B played XIV (-39), Pagat was best (-14): cost 25;"
        " XIV lost the Pagat's bonus: Pagat kept it.",
        *LATE_COSTS,
    ]


def test_replay_analyse_looks_back_less_far_through_the_python_engine(
    record_path: Path,
) -> None:
    with fast.python_engine():
        out = ok("replay", str(record_path), "--analyse").stdout
    assert analysis(out) == [
        "Analysis from trick 22 on, every hand shown",
        ANALYSIS_HEAD,
        *LATE_COSTS,
    ]


def test_replay_analyse_takes_each_deal_of_a_session(tmp_path: Path) -> None:
    path = tmp_path / "session.json"
    ok(
        "deal",
        "--variant",
        "danish-tarok",
        "--seed",
        "2",
        "--players",
        "heuristic",
        "--deals",
        "2",
        "--record",
        str(path),
    )
    with fast.python_engine():
        out = ok("replay", str(path), "--analyse").stdout
    headings = [line for line in out.splitlines() if "analysis from trick" in line]
    assert headings == [f"Deal {n}: analysis from trick 22 on, every hand shown" for n in (1, 2)]
    assert "Scies" in out and " T2" not in out  # the Danish names, no codes


def test_replay_analyse_goes_without_json_and_option(record_path: Path) -> None:
    said = (
        "tarock: error: --analyse explains the play in words; it goes without --json and --option"
    )
    assert failed("replay", str(record_path), "--analyse", "--json") == said
    assert failed("replay", str(record_path), "--analyse", "--option", "vole=30") == said
    assert failed("replay", "/no/such/file.json", "--analyse").startswith(
        "tarock: error: cannot read /no/such/file.json"
    )
