"""Re-settling a record: the same play under other scoring options, both ledgers and the
difference per seat (tarock.analysis.resettle and ``tarock replay --option``), figured by hand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from tarock import play, rules
from tarock.analysis.resettle import resettle
from tarock.cli import main
from tarock.records import Record, RecordError
from tarock.rules.options import OptionError
from tarock.scoring.settlement import Kind

GT = rules.get("grosstarock")


def record(seed: int) -> Record:
    return play.play_deal(GT, ["heuristic"] * 3, seed=seed).record


def card_point_payments(result: play.DealResult) -> list[tuple[int, int, object]]:
    return [(p.payer, p.payee, p.amount) for p in result.ledger if p.kind is Kind.CARD_POINTS]


def test_bands_instead_of_exact_card_points_by_hand() -> None:
    """Seed 9: A (dealer) 33, B 27, C 18 card points; par 26.

    Exact: A +7, B +1, C -8, so C pays A 7 and B 1. In bands: A's +7 rounds to +5, C's
    -8 to -10; B, the seat after the dealer, is not rounded and takes the balance, +5:
    C pays A 5 and B 5. The difference: A -2, B +4, C -2; nothing else changes."""
    again = resettle(record(9), ["card_settlement=bands"])
    assert again.before.card_points == again.after.card_points == {0: 33, 1: 27, 2: 18}
    assert card_point_payments(again.before) == [(2, 0, 7), (2, 1, 1)]
    assert card_point_payments(again.after) == [(2, 0, 5), (2, 1, 5)]
    assert again.difference == {0: -2, 1: 4, 2: -2}
    others = [p for p in again.before.ledger if p.kind is not Kind.CARD_POINTS]
    assert [p for p in again.after.ledger if p.kind is not Kind.CARD_POINTS] == others
    assert again.after.state.history == again.before.state.history  # the same play


def test_a_bonus_value_by_hand() -> None:
    """Seed 1: A's Kings of diamonds and hearts win tricks 1 and 2, B's King of spades
    trick 4, C's King of clubs trick 6. With king_home 10 instead of 5 each of these pays
    5 more by each opponent: A +20 -5 -5 = +10, B -10 +10 -5 = -5, C -10 -5 +10 = -5."""
    again = resettle(record(1), ["king_home=10"])
    assert again.difference == {0: 10, 1: -5, 2: -5}
    assert sum(again.after.net.values()) == 0


def test_only_scoring_options_may_change() -> None:
    with pytest.raises(RecordError, match="option seats changes the play"):
        resettle(record(1), ["seats=4"])
    with pytest.raises(RecordError, match="option trull does nothing in grosstarock"):
        resettle(record(1), ["trull=5"])
    with pytest.raises(RecordError, match="sets the stakes paid before a deal"):
        resettle(record(1), ["pot_ante=10"])
    with pytest.raises(OptionError, match="option 'vole' takes a whole number"):
        resettle(record(1), ["vole=many"])
    with pytest.raises(RecordError, match="at least one"):
        resettle(record(1), [])


@pytest.fixture
def saved(tmp_path: Path) -> Path:
    path = tmp_path / "deal.json"
    record(9).save(path)
    return path


def test_the_command_line_shows_both_ledgers_side_by_side(saved: Path) -> None:
    result = CliRunner(env={"COLUMNS": "200"}).invoke(
        main, ["replay", str(saved), "--option", "card_settlement=bands"]
    )
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert "Settled again with card_settlement=bands: the same play." in lines
    row = next(line for line in lines if "C pays A 7" in line)
    assert "│ C pays A 5: card points: A has 33 against 26" in row  # side by side
    nets = {
        line.split()[1]: line.split()[2:] for line in lines if line[:3] in ("│ A", "│ B", "│ C")
    }
    again = resettle(record(9), ["card_settlement=bands"])
    for seat, name in enumerate("ABC"):
        cells = [cell for cell in nets[name] if cell != "│"]
        before, after = again.before.net[seat], again.after.net[seat]
        assert [int(cell) for cell in cells[1:]] == [before, after, after - before]
    assert [int(cell) for cell in nets["B"] if cell != "│"][-1] == 4


def test_the_command_line_in_json(saved: Path) -> None:
    result = CliRunner().invoke(
        main, ["replay", str(saved), "-o", "card_settlement=bands", "--json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["options"] == ["card_settlement=bands"]
    assert data["difference"] == {"A": -2, "B": 4, "C": -2}
    assert (
        data["before"]["card_points"]
        == data["after"]["card_points"]
        == {
            "A": 33,
            "B": 27,
            "C": 18,
        }
    )


@pytest.mark.parametrize(
    ("option", "message"),
    [
        ("seats=4", "option seats changes the play, not only the scoring of a finished deal"),
        ("fool_may_lead=false", "option fool_may_lead changes the play"),
        ("card_settlement=odd", "option 'card_settlement' takes one of exact, bands"),
        ("trull=5", "option trull does nothing in grosstarock"),
    ],
)
def test_the_command_line_refuses_in_one_line(saved: Path, option: str, message: str) -> None:
    result = CliRunner().invoke(main, ["replay", str(saved), "--option", option])
    assert result.exit_code == 2
    (line,) = result.stderr.splitlines()
    assert line.startswith(f"tarock: error: {saved}: ") and message in line, line


def test_a_session_record_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "session.json"
    play.play_session(rules.get("danish-tarok"), ["random"] * 3, 1, 2).record.save(path)
    result = CliRunner().invoke(main, ["replay", str(path), "-o", "card_settlement=exact"])
    assert result.exit_code == 2
    assert "--option settles one deal again; this is a session record" in result.stderr
