"""The site generator's message catalogue, made with Babel: ``python -m sitegen.messages``
(``make messages``) extracts the messages into ``sitegen/locale/sitegen.pot``, brings
each language's ``.po`` up to date with it (a translation kept, a new message empty) and
compiles the ``.po`` files to the ``.mo`` files ``sitegen.i18n`` reads.

Three kinds of message go in. The code's own, found by Babel's Python extractor where
``_``, ``N_`` or ``pgettext`` wraps a literal; the package's words a translated page
shows (a rule set's title, summary, card names, fines, readings' sentences); and the
score page's words, its script's English table (``sitegen.score_page``). The last two
are not literals here: they are collected by writing each translated page with
``sitegen.i18n.recording``.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from sitegen import score_page
from sitegen.danish_rules import in_short, sources_table
from sitegen.i18n import DOMAIN, recording
from sitegen.quickstart import quick_start
from sitegen.teach import handout
from tarock.text.language import LANGUAGES, speaking

HERE: Final = Path(__file__).resolve().parent
LOCALE: Final = HERE / "locale"
TEMPLATE: Final = LOCALE / f"{DOMAIN}.pot"
SOURCES: Final = (
    "docs.py",
    "quickstart.py",
    "i18n.py",
    "danish_rules.py",
    "history.py",
    "teach.py",
    "pages.py",
)
"""The modules whose literals are messages (relative to ``sitegen/``)."""
PAGES: Final = {"da": (("danish-tarok",),)}
"""Language -> the rule sets whose quick-start is written in it."""
SCORE_PAGES: Final = ("da",)
"""The languages the score page is written in besides English."""
DATE: Final = datetime(2025, 1, 1, tzinfo=UTC)
HEADER: Final = (
    "# The tarock site generator's messages ({language}); made by `make messages`, which\n"
    "# keeps the translations and adds new messages untranslated."
)
TEAM: Final = "the tarock project"
PACKAGE_WORDS: Final = "The package's own words (tarock), as a translated page shows them."
SCORE_WORDS: Final = "The score page's words (docs/javascripts/score.js, its table ENGLISH)."
"""The catalogues' dates, fixed so that the files depend on their messages alone."""


def po_path(language: str) -> Path:
    """Where a language's translations are kept."""
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(language: str) -> Path:
    """Where a language's compiled catalogue goes."""
    return po_path(language).with_suffix(".mo")


def extracted() -> Iterator[tuple[str, str | None, str, list[str]]]:
    """The code's messages: (message, context, place, comments)."""
    for name in SOURCES:
        for line, message, comments, context in extract_from_file(
            "python", str(HERE / name), keywords=DEFAULT_KEYWORDS
        ):
            text = message[-1] if isinstance(message, tuple) else message
            yield text, context, f"sitegen/{name}:{line}", list(comments)


def from_the_package() -> set[tuple[str, str]]:
    """The (context, message) pairs the translated pages look up: the code's messages
    they use and the package's words."""
    seen: set[tuple[str, str]] = set()
    for language, pages in PAGES.items():
        for (ruleset_id,) in pages:
            with speaking(language), recording() as record:
                quick_start(ruleset_id, twin=True)
            seen |= record
    with speaking("da"), recording() as record:
        sources_table()  # the Danish rule page's computed parts
        in_short()
        handout()  # the Danish handout's
    seen |= record
    for language in SCORE_PAGES:
        with speaking(language), recording() as record:
            score_page.scripts(language)
        seen |= record
    return seen


def template() -> Catalog:
    """The catalogue template: every message, with where it comes from."""
    catalog = Catalog(
        domain=DOMAIN,
        project="tarock site",
        creation_date=DATE,
        revision_date=DATE,
        charset="utf-8",
        fuzzy=False,
        header_comment=HEADER.format(language="template"),
        last_translator=TEAM,
        language_team=TEAM,
    )
    for text, context, place, comments in extracted():
        path, _, line = place.rpartition(":")
        catalog.add(text, context=context, locations=[(path, int(line))], auto_comments=comments)
    for context, text in sorted(from_the_package()):
        if (text, context or None) not in {(m.id, m.context) for m in catalog if m.id}:
            catalog.add(
                text,
                context=context or None,
                auto_comments=[SCORE_WORDS if context == score_page.CONTEXT else PACKAGE_WORDS],
            )
    return catalog


def compiled(language: str) -> bytes:
    """The ``.mo`` that compiling the language's ``.po`` gives."""
    with po_path(language).open("rb") as po:
        catalog = read_po(po, locale=language, domain=DOMAIN)
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def main() -> None:
    """Extract, update each language's ``.po`` and compile it."""
    for language in LANGUAGES[1:]:
        if not mo_path(language).exists():  # the first run writes the pages untranslated
            mo_path(language).parent.mkdir(parents=True, exist_ok=True)
            with mo_path(language).open("wb") as out:
                write_mo(out, Catalog(locale=language, domain=DOMAIN))
    pot = template()
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    with TEMPLATE.open("wb") as out:
        write_po(out, pot, width=88, sort_output=False)
    for language in LANGUAGES[1:]:
        path = po_path(language)
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            with path.open("rb") as po:
                catalog = read_po(po, locale=language, domain=DOMAIN)
        else:
            catalog = Catalog(locale=language, domain=DOMAIN, project="tarock site", fuzzy=False)
        catalog.update(pot, no_fuzzy_matching=True)
        catalog.revision_date = DATE
        catalog.creation_date = DATE
        catalog.header_comment = HEADER.format(language=language)
        catalog.last_translator = catalog.language_team = TEAM
        with path.open("wb") as out:
            write_po(out, catalog, width=88, ignore_obsolete=True)
        mo_path(language).write_bytes(compiled(language))
        print(f"{path}: {sum(1 for m in catalog if m.id and not m.string)} untranslated")


if __name__ == "__main__":
    main()
