"""Every worked example and figure in the sources, reproduced by the package to the point.

The examples (the source's figure and the computation) are kept in ``sitegen.examples``,
the same list the site's page of historical examples shows.
"""

from __future__ import annotations

import pytest

from sitegen.examples import EXAMPLES, Example
from tarock.rules.sources import unknown


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda example: example.key)
def test_the_package_reproduces_the_source(example: Example) -> None:
    assert example.compute() == example.figure, f"{example.title}: {example.shown}"


def test_examples_are_distinct_and_cite_known_sources() -> None:
    keys = [example.key for example in EXAMPLES]
    assert len(keys) == len(set(keys))
    assert not unknown([example.source for example in EXAMPLES])
    assert not [example.where for example in EXAMPLES if "seed" in example.where]
    places = ("section", "note", "the passage", "part", "the declaration tables", "the infobox")
    assert all(example.where.startswith(places) for example in EXAMPLES)


def test_the_40_20_18_settlement_is_not_credited_to_the_japanese_version() -> None:
    (example,) = [example for example in EXAMPLES if example.key == "settlement-40-20-18"]
    assert "the Japanese one leaves the scoring out" in example.where
