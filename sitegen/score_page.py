"""The score page in a language: the words its script shows and the data its form needs,
written into the page when the site is built.

The page's script (``docs/javascripts/score.js``) keeps its English words in one table,
``ENGLISH``, JSON once its comment lines are left out. A page in another language carries
the same keys in its own words (``#tarock-score-words``), each looked up in the site
generator's catalogue under the context ``score page``; a word with values keeps their
names (``{number}``), which the script fills in. The form's data
(``tarock.web.score.page_data``, ``#tarock-score-data``) passes the package's words (the
rule sets' titles, the declarations, the Pagat and the Kings, the ways of settling card
points) through the catalogue's ``_``. The Danish page offers Danish Tarok alone, the rule
set Danish clubs play; the others are kept on the English page.

    >>> english()["deal"], words("da")["deal"]
    ('Deal {number}', 'Spil {number}')
    >>> placeholders("{title} ({options}): {names}.") == {"title", "options", "names"}
    True
"""

from __future__ import annotations

import json
import re
from typing import Final

from sitegen import ROOT
from sitegen.i18n import _, pgettext
from tarock.text.language import LANGUAGES, speaking
from tarock.web import score

SCRIPT: Final = ROOT / "docs" / "javascripts" / "score.js"
CONTEXT: Final = "score page"
"""The catalogue's context of the script's words (a word may say one thing on this page
and another on the quick-start)."""
RULE_SETS: Final = {"da": ("danish-tarok",)}
"""Language -> the rule sets its page offers (a language not named: every rule set)."""
_TABLE = re.compile(r"^const ENGLISH = (\{.*?^\});$", re.DOTALL | re.MULTILINE)
_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def english() -> dict[str, str]:
    """The script's own table of words: key -> the English."""
    found = _TABLE.search(SCRIPT.read_text(encoding="utf-8"))
    if found is None:
        raise ValueError(f"{SCRIPT.name}: no table `const ENGLISH = {{...}};` of words")
    lines = [line for line in found[1].splitlines() if not line.lstrip().startswith("//")]
    table: dict[str, str] = json.loads("\n".join(lines))
    return table


def placeholders(text: str) -> set[str]:
    """The names of the values a word takes (``{number}``)."""
    return set(_PLACEHOLDER.findall(text))


def words(language: str) -> dict[str, str]:
    """The script's words in ``language``: the same keys, each from the catalogue."""
    with speaking(language):
        return {key: pgettext(CONTEXT, text) for key, text in english().items()}


def _json(element_id: str, text: str) -> str:
    """A ``<script type="application/json">`` holding ``text``."""
    safe = text.replace("</", "<\\/")
    return f'<script type="application/json" id="{element_id}">{safe}</script>'


def scripts(language: str) -> str:
    """The page's data for its form and, in a language other than English, its words:
    the JSON elements the script reads."""
    with speaking(language):
        data = score.page_data(language, _, RULE_SETS.get(language))
    out = [_json("tarock-score-data", data)]
    if language != LANGUAGES[0]:
        out.append(_json("tarock-score-words", json.dumps(words(language), ensure_ascii=False)))
    return "\n".join(out)
