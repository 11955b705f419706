"""The choices where the two rules part, for the reader to browse: the data files the
findings page lists them from and the play page's viewer opens them with.

The stronger players' run (``sitegen.stronger``) notes every choice at which a player's
search, paid one way, ranks another card first under the other rule. Each rule set gets
a listing (``listing``: every such choice, with the figures of the page's table that the
reader can check from it) and, in chunks of ``CHUNK`` deals, the records of the deals
played with the choices they hold (``chunks``). ``hooks/choices.py`` writes them into
``site/findings/choices/`` when the site is built; ``docs/javascripts/choices.js`` reads
them.
"""

from __future__ import annotations

import html
import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any, Final

import pandas as pd

from sitegen import stronger, study
from tarock import cards, rules
from tarock.text import explain

CHUNK: Final = 50
"""Deals a records file holds."""
COLUMNS: Final = (
    "rule",
    "deal",
    "seat",
    "step",
    "phase",
    "chosen",
    "other",
    "exact_chosen",
    "exact_other",
    "bands_chosen",
    "bands_other",
    "cost",
    "habit",
)
"""A listed choice's fields, in the order of each row of a listing."""
SEATS: Final = "ABCD"


@cache
def choices(folder: Path = stronger.DATA) -> pd.DataFrame:
    """The committed differing choices."""
    return pd.read_csv(folder / "choices.csv.gz")


@cache
def records(folder: Path = stronger.DATA) -> pd.DataFrame:
    """The committed records, a row per rule set, rule and deal."""
    return pd.read_csv(folder / "records.csv.gz", keep_default_na=False)


def _row(item: Any) -> list[Any]:
    """A choice as a listing's row: the seat as a letter, each number as it was stored."""
    out: list[Any] = []
    for name in COLUMNS:
        value = getattr(item, name)
        if name == "seat":
            value = SEATS[int(value)]
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            value = int(value) if name in ("deal", "step") else float(value)
        out.append(value)
    return out


def listing(variant: str, folder: Path = stronger.DATA) -> dict[str, Any]:
    """One rule set's listing: its title, the rules' names, the figures of the table (the
    deals, the choices searched, the rows the cost is averaged over, and the share and
    cost as the table writes them) and every differing choice, sorted by rule, deal and
    step."""
    rows = study.data(folder)
    rows = rows[rows["variant"] == variant]
    result = study.outcomes(variant, study.data(folder))
    mine = choices(folder)
    mine = mine[mine["variant"] == variant].sort_values(["rule", "deal", "step"], kind="stable")
    return {
        "variant": variant,
        "title": study.name(variant),
        "rules": {name: rule.value for name, rule in study.paid(variant).items()},
        "deals": result.deals,
        "searched": int(rows["choices"].sum()),
        "rows": len(rows),
        "differ": result.differ.format(".1%"),
        "cost": result.cost.format(".2f"),
        "verdict": study.VERDICTS[study.verdict(result)],
        "columns": list(COLUMNS),
        "choices": [_row(item) for item in mine.itertuples(index=False)],
        "labels": labels(variant, [*mine["chosen"], *mine["other"]]),
    }


def labels(variant: str, actions: list[str]) -> dict[str, str]:
    """The rule set's short name of each card the ``actions`` (``play H1``) name."""
    names = rules.get(variant).names
    codes = {text.split(" ", 1)[1] for text in actions if text.startswith(("play ", "discard "))}
    return {code: explain.label(cards.parse(code), names) for code in sorted(codes)}


def chunks(variant: str, folder: Path = stronger.DATA) -> Iterator[tuple[str, dict[str, Any]]]:
    """Each records file of ``variant``: its name (``RULE.N``, deals ``N * CHUNK`` on) and
    its records, keyed by deal, with the differing choices each holds."""
    played = records(folder)
    played = played[played["variant"] == variant]
    noted = choices(folder)
    noted = noted[noted["variant"] == variant]
    for rule in ("exact", "bands"):
        deals = played[played["rule"] == rule].set_index("deal")
        ours = noted[noted["rule"] == rule]
        for first in range(0, int(deals.index.max()) + 1, CHUNK):
            part = deals.loc[first : first + CHUNK - 1]
            inside = ours[(ours["deal"] >= first) & (ours["deal"] < first + CHUNK)]
            yield (
                f"{rule}.{first // CHUNK}",
                {
                    "records": {
                        str(deal): study.record(
                            {
                                **{str(k): v for k, v in row.items()},
                                "variant": variant,
                                "rule": rule,
                            }
                        ).to_json()
                        for deal, row in part.iterrows()
                    },
                    "choices": [_row(item) for item in inside.itertuples(index=False)],
                    "labels": labels(variant, [*inside["chosen"], *inside["other"]]),
                    "columns": list(COLUMNS),
                    "title": study.name(variant),
                    "rules": {name: rule.value for name, rule in study.paid(variant).items()},
                },
            )


def files(folder: Path = stronger.DATA) -> dict[str, str]:
    """Every data file, by its path under ``findings/choices/``: ``VARIANT.json`` (the
    listing) and ``records/VARIANT.RULE.N.json``."""
    out: dict[str, str] = {}
    present = set(choices(folder)["variant"])
    for variant in study.VARIANTS:
        if variant not in present:
            continue
        out[f"{variant}.json"] = json.dumps(listing(variant, folder), separators=(",", ":"))
        for name, data in chunks(variant, folder):
            out[f"records/{variant}.{name}.json"] = json.dumps(data, separators=(",", ":"))
    return out


def widget(folder: Path = stronger.DATA) -> str:
    """The findings page's list of choices: an element ``choices.js`` fills, naming the
    rule sets whose data there is, and what to read without JavaScript."""
    present = set(choices(folder)["variant"])
    variants = [[v, study.name(v)] for v in study.VARIANTS if v in present]
    return (
        '<div id="tarock-choices" class="tarock-choices" data-src="choices/"'
        f' data-play="../play/" data-variants="{html.escape(json.dumps(variants))}">'
        "<noscript><p>The list needs JavaScript. The same choices are in"
        " <code>findings/stronger/choices.csv.gz</code>, a row each, with the deals' records"
        " beside them in <code>records.csv.gz</code>.</p></noscript>"
        '<p class="choices-status" role="status">Loading the choices…</p></div>'
    )
