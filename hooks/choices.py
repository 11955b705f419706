"""MkDocs hook: the data files of the choices where the two card-point rules part.

``sitegen.choices`` makes them from the committed stronger players' run
(``findings/stronger``): a listing per rule set, which the findings page's list reads, and
the deals' records in chunks, which the play page's viewer opens a choice from. They are
written to ``site/findings/choices/`` once the pages are built (nothing, if the run's data
is not there).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sitegen import choices, stronger


def on_post_build(config: Any, **kwargs: Any) -> None:
    if not (stronger.DATA / "choices.csv.gz").is_file():
        return
    target = Path(config["site_dir"]) / "findings" / "choices"
    for name, text in choices.files().items():
        path = target / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
