"""Where options apply (tarock.rules.applies): the options that do nothing in a rule set
are named with the reason, and the scoring options are never read by the engine."""

from __future__ import annotations

import dataclasses
import re
from enum import Enum
from pathlib import Path

import pytest
from click.testing import CliRunner

from tarock import play, rules
from tarock.cli import main
from tarock.rules.applies import CONDITIONS, SCORING, STAKES, not_scoring, unused
from tarock.rules.options import OptionError, Options, names, sections, settable, settles

ROOT = Path(__file__).resolve().parents[1]
FIELDS = {field.name for field in dataclasses.fields(Options)}
ENGINE = [
    *sorted((ROOT / "tarock" / "engine").glob("*.py")),
    ROOT / "tarock" / "rules" / "discard.py",
    ROOT / "tarock" / "rules" / "declarations.py",
]


def test_every_name_is_an_option() -> None:
    named = SCORING | STAKES | {name for condition in CONDITIONS for name in condition.names}
    assert named <= FIELDS, named - FIELDS


@pytest.mark.parametrize("name", sorted(SCORING))
def test_the_engine_never_reads_a_scoring_option(name: str) -> None:
    """A scoring option changes no legal action: the engine's code never reads it."""
    for path in ENGINE:
        text = path.read_text(encoding="utf-8")
        assert not re.search(rf"options\.{name}\b", text), f"{path.name} reads {name}"


@pytest.mark.parametrize("variant", rules.ids())
def test_a_recorded_play_stays_legal_under_any_scoring_option(variant: str) -> None:
    """Each settable scoring option that applies, changed: the recorded play replays."""
    ruleset = rules.get(variant)
    record = play.play_deal(ruleset, ["heuristic"] * ruleset.options.seats, seed=4).record
    for name in sorted(SCORING & set(settable(ruleset.options))):
        value = getattr(ruleset.options, name)
        if isinstance(value, bool):
            text = str(not value).lower()
        elif isinstance(value, Enum):
            text = next(m.value for m in type(value) if m is not value)
        else:
            text = str(value + 7)
        change = f"{name}={text}"
        if unused(ruleset.with_options((change,)), [change]) is not None:
            continue
        again = record.replace(options=[change])
        assert play.replay(again).state.history == play.replay(record).state.history


@pytest.mark.parametrize("variant", rules.ids())
def test_a_conditional_option_applies_exactly_when_its_condition_holds(variant: str) -> None:
    ruleset = rules.get(variant)
    for condition in CONDITIONS:
        for name in condition.names:
            why = unused(ruleset, [f"{name}=1"])
            if condition.holds(ruleset.options):
                assert why is None
            else:
                assert why == (
                    f"option {name} does nothing in {variant}: "
                    + condition.otherwise.format(id=variant)
                )


def test_an_option_that_changes_the_play_is_not_a_scoring_option() -> None:
    assert not_scoring(["card_settlement=bands", "vole=30", "par=30"]) is None
    assert not_scoring(["fool_may_lead=false"]) == (
        "option fool_may_lead changes the play, not only the scoring of a finished deal"
    )
    assert not_scoring(["pot_ante=10"]) == (
        "option pot_ante sets the stakes paid before a deal, not a deal's settlement"
    )


@pytest.mark.parametrize(
    ("variant", "changes", "message"),
    [
        ("grosstarock", ["talon=6"], "only an auction gives a talon to a declarer"),
        ("taroc-1754", ["talon=6", "discard=0"], "only an auction gives a talon to a declarer"),
        ("danish-tarok", ["discard=6"], "no card for the last"),
    ],
)
def test_options_that_cannot_be_played_are_refused(
    variant: str, changes: list[str], message: str
) -> None:
    """Option values that would leave a seat without a legal card are refused up front."""
    with pytest.raises(OptionError, match=message):
        rules.get(variant).with_options(changes)
    result = CliRunner().invoke(
        main,
        ["deal", "--variant", variant, "--seed", "1"] + [a for c in changes for a in ("-o", c)],
    )
    assert result.exit_code == 2
    assert message in result.output and "Traceback" not in result.output


def test_every_option_declares_the_pages_that_document_it() -> None:
    """An option's facts live with it (``tarock.rules.options``): a new option without
    its rule-page sections fails here, and the tables of ``applies`` and the site are
    read from the options."""
    assert [name for name in sorted(names()) if not sections(name)] == []
    assert {name for name in names() if settles(name) is not None} - STAKES == SCORING
