"""The data files of the choices where the two rules part (``sitegen.choices``): a rule
set's listing holds every noted choice and gives back the table's figures; the records
files hold every deal once, each with its own choices, and replay."""

from __future__ import annotations

import json

import pytest

from sitegen import choices, stronger, study
from tarock.play import replay
from tarock.records import Record


@pytest.mark.parametrize("variant", study.VARIANTS)
def test_the_listing_gives_back_the_table_s_figures(variant: str) -> None:
    data = choices.listing(variant)
    result = study.outcomes(variant, study.data(stronger.DATA))
    assert len(data["choices"]) / data["searched"] == pytest.approx(result.differ.estimate)
    cost = sum(row[data["columns"].index("cost")] for row in data["choices"])
    assert cost / data["rows"] == pytest.approx(result.cost.estimate, abs=1e-5)
    assert data["differ"] == result.differ.format(".1%")
    at = data["columns"].index("chosen")
    cards = [row[at] for row in data["choices"] if row[at].startswith(("play ", "discard "))]
    assert {text.split(" ")[1] for text in cards} <= set(data["labels"])


def test_each_deal_is_in_one_records_file_with_its_choices() -> None:
    variant = study.VARIANTS[-1]
    seen: dict[str, set[int]] = {"exact": set(), "bands": set()}
    listed = 0
    for name, data in choices.chunks(variant):
        rule, number = name.split(".")
        deals = {int(deal) for deal in data["records"]}
        assert not deals & seen[rule]
        assert all(deal // choices.CHUNK == int(number) for deal in deals)
        seen[rule] |= deals
        at = data["columns"].index("deal")
        assert {row[at] for row in data["choices"]} <= deals
        listed += len(data["choices"])
    assert listed == len(choices.listing(variant)["choices"])
    deals = study.about(stronger.DATA)["deals"][variant]
    assert seen == {"exact": set(range(deals)), "bands": set(range(deals))}


def test_a_record_as_the_page_gets_it_reads_and_replays() -> None:
    _, data = next(choices.chunks(study.VARIANTS[0]))
    text = json.dumps(next(iter(data["records"].values())))
    record = Record.from_json(json.loads(text))
    assert replay(record).state.is_over


def test_the_widget_names_the_rule_sets() -> None:
    made = choices.widget()
    assert 'id="tarock-choices"' in made
    for variant in study.VARIANTS:
        assert variant in made
