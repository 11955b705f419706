"""The play page's own words (``docs/javascripts/play.js``'s ``WORDS`` table) in another
language, from the package's catalogue: the table's English is the message id (context
"play page"), and a page in another language carries the translation as JSON, written
here when the site is built.

    >>> words()["hint"]
    ('Hint', ...)
    >>> json.loads(table("da"))["hint"]
    'Tip'
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Final

from tarock.text.language import catalogue
from tarock.text.translate import DOMAIN

PLAY_JS: Final = Path(__file__).resolve().parents[1] / "docs" / "javascripts" / "play.js"
CONTEXT: Final = "play page"
"""The words' context in the catalogue (a page's "Deal" is not the engine's)."""
SCRIPT_ID: Final = "tarock-play-words"

_ENTRY = re.compile(r'^  (\w+): ("(?:[^"\\]|\\.)*"),$')


def words(path: Path = PLAY_JS) -> dict[str, tuple[str, int]]:
    """The page's words: key -> (English, line), read from the ``WORDS`` table (one entry
    a line, each a JSON string); ``ValueError`` for a line of the table that is not one."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = lines.index("const WORDS = {")
    found: dict[str, tuple[str, int]] = {}
    for number, line in enumerate(lines[start + 1 :], start=start + 2):
        if line == "};":
            return found
        match = _ENTRY.match(line)
        if match:
            found[match.group(1)] = (json.loads(match.group(2)), number)
        elif not line.lstrip().startswith("//"):
            raise ValueError(f"{path.name}:{number}: not a word of the table: {line!r}")
    raise ValueError(f"{path.name}: the WORDS table has no end")


def table(language: str) -> str:
    """The page's words in ``language`` as JSON (key -> text); ``KeyError`` naming any
    the catalogue does not translate."""
    book = catalogue(DOMAIN, DOMAIN, language)
    known: dict[str, str] = getattr(book, "_catalog", {})
    missing = [key for key, (text, _) in words().items() if f"{CONTEXT}\x04{text}" not in known]
    if missing:
        raise KeyError(f"no {language} for the play page's words {', '.join(missing)}")
    out = {key: book.pgettext(CONTEXT, english) for key, (english, _) in words().items()}
    return json.dumps(out, ensure_ascii=False, sort_keys=True)


def script(language: str) -> str:
    """The words as the page reads them: a JSON script element (``</`` escaped)."""
    text = table(language).replace("</", "<\\/")
    return f'<script type="application/json" id="{SCRIPT_ID}">{text}</script>'
