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

The package has a catalogue of its own (``tarock/locale``, domain ``tarock``): the texts
of the engine a reader of the play page meets, which ``tarock.text.translate`` puts into
the page's language. Its messages are the templates ``tarock/text/messages.py`` lists and
the package's own words, taken from the code (the rules' clauses, the rule sets' titles,
the options' names and meanings, the sources cited): ``package_words``; and the play
page's own words, its script's ``WORDS`` table (``sitegen.play_words``). The run also
names every text of the corpus's deals that no message translates yet
(``sitegen.reader_texts``), so that a new wording is seen before a test fails on it.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from sitegen import play_words, score_page
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
    return _compiled(po_path(language), language, DOMAIN)


# -- the package's catalogue ----------------------------------------------------------------

PACKAGE_DOMAIN: Final = "tarock"
PACKAGE_LOCALE: Final = HERE.parent / "tarock" / "locale"
PACKAGE_TEMPLATE: Final = PACKAGE_LOCALE / f"{PACKAGE_DOMAIN}.pot"
PACKAGE_SOURCE: Final = HERE.parent / "tarock" / "text" / "messages.py"
"""The module whose literals are the package's templates."""
PACKAGE_HEADER: Final = (
    "# The tarock package's messages ({language}): the engine's texts a reader meets, as\n"
    "# tarock.text.translate puts them into a language; made by `make messages`."
)
CODE_WORDS: Final = "The package's own words (tarock), taken from its code."


def package_po_path(language: str) -> Path:
    """Where a language's translations of the package's messages are kept."""
    return PACKAGE_LOCALE / language / "LC_MESSAGES" / f"{PACKAGE_DOMAIN}.po"


def package_mo_path(language: str) -> Path:
    """Where a language's compiled package catalogue goes (package data: in the wheel and
    in the play page's engine)."""
    return package_po_path(language).with_suffix(".mo")


def package_templates() -> Iterator[tuple[str, str | None, int]]:
    """The package's templates: (message, context, line in ``tarock/text/messages.py``)."""
    keywords = {"N_": None, "C_": ((1, "c"), 2)}
    for line, message, _, context in extract_from_file(
        "python", str(PACKAGE_SOURCE), keywords=keywords
    ):
        yield (message[-1] if isinstance(message, tuple) else message), context, line


def package_words() -> list[str]:
    """The package's own words a reader meets, from the code: the rules' clauses, why a
    deal is thrown in, the rule sets' titles and their names for the cards and games, the
    pots, the suits, the games of an auction and the bots, the cards a rule lets be laid
    away, and the options another settlement changes, with their values and the sources
    cited for them (the engine's words for the Fool, the Pagat, Vole and Nolo as
    placeholders, as ``translate.as_template`` writes them)."""
    from tarock import rules
    from tarock.cards import SUITS
    from tarock.engine.legal import Clause
    from tarock.engine.phases import ThrownIn
    from tarock.rules import discard
    from tarock.rules.applies import SCORING
    from tarock.rules.contracts import tapper
    from tarock.rules.options import CardSettlement, FailedUltimo, doc, name_in_words
    from tarock.rules.ruleset import Names
    from tarock.rules.sources import in_words
    from tarock.scoring.settlement import Pot
    from tarock.search.bots import KINDS
    from tarock.text.translate import as_template

    variants = list(rules.VARIANTS.values())
    words = [as_template(clause.value) for clause in Clause]
    words += [why.value for why in ThrownIn]
    words += [ruleset.title for ruleset in variants]
    for field in ("fool", "pagat", "vole", "nolo", "forehand"):
        words += [getattr(Names(), field)] + [getattr(r.names, field) for r in variants]
    words += ["Ultimo", *(pot.value for pot in Pot)]
    words += [suit.name.lower() for suit in SUITS] + ["trumps"]
    games = [game.name for ruleset in variants for game in ruleset.options.games]
    games.append(tapper(0).name)
    words += games + [game.lower() for game in games]
    words += [*sorted(KINDS), "human"]
    rules_said = (" ".join((rule.__doc__ or "").split()) for rule in discard.RULES.values())
    words += [as_template(said) for said in rules_said]
    for name in sorted(SCORING - {"par"}):  # what another settlement may change
        words += [as_template(name_in_words(name)), as_template(doc(name))]
        words += [in_words(other.citation(name)) for other in variants]
    words += [in_words(ruleset.sources[0]) for ruleset in variants]
    words += [value.value for value in (*CardSettlement, *FailedUltimo)]
    return list(dict.fromkeys(words))


def package_template() -> Catalog:
    """The package catalogue's template: its templates, then its own words."""
    catalog = _catalog(PACKAGE_DOMAIN, "tarock", PACKAGE_HEADER.format(language="template"))
    for message, context, line in package_templates():
        flags = ["python-brace-format"] if "{" in message else []
        place = [("tarock/text/messages.py", line)]
        catalog.add(message, context=context, locations=place, flags=flags)
    for english, line in play_words.words().values():
        place = [("docs/javascripts/play.js", line)]
        catalog.add(english, context=play_words.CONTEXT, locations=place)
    for message in package_words():
        if catalog.get(message) is None:
            flags = ["python-brace-format"] if "{" in message else []
            catalog.add(message, auto_comments=[CODE_WORDS], flags=flags)
    return catalog


def package_compiled(language: str) -> bytes:
    """The ``.mo`` that compiling the language's package ``.po`` gives."""
    return _compiled(package_po_path(language), language, PACKAGE_DOMAIN)


def _compiled(path: Path, language: str, domain: str) -> bytes:
    with path.open("rb") as po:
        catalog = read_po(po, locale=language, domain=domain)
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def _catalog(domain: str, project: str, header: str) -> Catalog:
    return Catalog(
        domain=domain,
        project=project,
        creation_date=DATE,
        revision_date=DATE,
        charset="utf-8",
        fuzzy=False,
        header_comment=header,
        last_translator=TEAM,
        language_team=TEAM,
    )


def _update(pot: Catalog, pot_path: Path, po: Callable[[str], Path], header: str) -> None:
    """Write the template, bring each language's ``.po`` up to date with it (a
    translation kept, a new message empty, an old one dropped) and compile it."""
    domain, project = pot.domain, pot.project
    pot_path.parent.mkdir(parents=True, exist_ok=True)
    with pot_path.open("wb") as out:
        write_po(out, pot, width=88, sort_output=False)
    for language in LANGUAGES[1:]:
        path = po(language)
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            with path.open("rb") as file:
                catalog = read_po(file, locale=language, domain=domain)
        else:
            catalog = Catalog(locale=language, domain=domain, project=project, fuzzy=False)
        catalog.update(pot, no_fuzzy_matching=True)
        catalog.revision_date = DATE
        catalog.creation_date = DATE
        catalog.header_comment = header.format(language=language)
        catalog.last_translator = catalog.language_team = TEAM
        with path.open("wb") as out:
            write_po(out, catalog, width=88, ignore_obsolete=True)
        path.with_suffix(".mo").write_bytes(_compiled(path, language, domain or DOMAIN))
        print(f"{path}: {sum(1 for m in catalog if m.id and not m.string)} untranslated")


def untranslated_texts(language: str) -> dict[str, str]:
    """The texts of the corpus's deals (and the page's other answers) that the package's
    catalogue does not translate into ``language`` yet: text -> where it was met."""
    from sitegen.reader_texts import every_text
    from tarock.text.translate import messages, translation

    messages.cache_clear()
    missing: dict[str, str] = {}
    for text, where in every_text():
        if text not in missing and translation(text, language) is None:
            missing[text] = where
    return missing


def main() -> None:
    """Extract, update each language's ``.po`` and compile it, for the site generator and
    for the package; then name the package's texts still without a message."""
    for language in LANGUAGES[1:]:
        if not mo_path(language).exists():  # the first run writes the pages untranslated
            mo_path(language).parent.mkdir(parents=True, exist_ok=True)
            with mo_path(language).open("wb") as out:
                write_mo(out, Catalog(locale=language, domain=DOMAIN))
    _update(template(), TEMPLATE, po_path, HEADER)
    _update(package_template(), PACKAGE_TEMPLATE, package_po_path, PACKAGE_HEADER)
    for language in LANGUAGES[1:]:
        missing = untranslated_texts(language)
        for text, where in list(missing.items())[:40]:
            print(f"  no {language} message for {text!r} ({where})")
        print(f"{len(missing)} texts of the package have no {language} message")


if __name__ == "__main__":
    main()
