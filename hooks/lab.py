"""MkDocs hook: the rules lab's ready-made deals, one data file per rule set.

A lab run compares the reader's rules with the rule set's own on the same seeds; the
rule set's own side is the same on every machine, so it is computed here, when the site
is built (``tarock.analysis.lab.defaults_text``: ``MAX_DEALS`` deals of each rule set), and the
page's worker hands the file of the chosen rule set to ``tarock.analysis.lab.load_defaults``
before a run: the page then plays only the deals under the reader's rules.

The files go to ``site/lab/defaults-HASH/ID.json``; HASH is taken from their contents
and written into the lab page's ``data-defaults`` attribute, so a browser never reads
stale deals. They are kept in ``.cache/lab/`` under a hash of the package's sources, so
a build after an edit elsewhere does not play them again.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from tarock import rules
from tarock.analysis import lab

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache" / "lab"
PAGE = "lab/index.md"
PLACEHOLDER = 'data-defaults="defaults/"'

_built: dict[str, str] = {}
"""Rule set id -> its data file's text, for the build under way."""


def sources_hash() -> str:
    """A hash of the package's Python sources: the deals change only when they do."""
    digest = hashlib.sha256()
    for file in sorted((ROOT / "tarock").rglob("*.py")):
        digest.update(file.relative_to(ROOT).as_posix().encode() + b"\0" + file.read_bytes())
    return digest.hexdigest()[:16]


def texts() -> dict[str, str]:
    """Each rule set's data file, from the cache or computed now."""
    cached = CACHE / f"{sources_hash()}.json"
    if cached.is_file():
        found: dict[str, str] = json.loads(cached.read_text(encoding="utf-8"))
        if set(found) == set(rules.VARIANTS):
            return found
    made = {variant: lab.defaults_text(variant) for variant in rules.VARIANTS}
    CACHE.mkdir(parents=True, exist_ok=True)
    for old in CACHE.glob("*.json"):
        old.unlink()
    cached.write_text(json.dumps(made), encoding="utf-8")
    return made


def folder() -> str:
    """The data files' folder, named by a hash of their contents."""
    digest = hashlib.sha256("".join(_built[key] for key in sorted(_built)).encode())
    return f"defaults-{digest.hexdigest()[:12]}"


def on_pre_build(config: Any, **kwargs: Any) -> None:
    _built.clear()
    _built.update(texts())


def on_page_content(html: str, page: Any, **kwargs: Any) -> str:
    if page.file.src_uri != PAGE:
        return html
    return html.replace(PLACEHOLDER, f'data-defaults="{folder()}/"')


def on_post_build(config: Any, **kwargs: Any) -> None:
    site = Path(config["site_dir"]) / "lab"
    for old in site.glob("defaults-*"):
        for file in old.iterdir():
            file.unlink()
        old.rmdir()
    target = site / folder()
    target.mkdir(parents=True)
    for variant, text in _built.items():
        (target / f"{variant}.json").write_text(text, encoding="utf-8")
