"""The engine's texts in Danish: every text a reader of the play page meets, over the
whole behaviour corpus and a game of each rule set, has a Danish translation from the
package's catalogue with no English word left; the catalogue is complete, compiled as
committed and made from the code as it is; and the translation itself, piece by piece."""

from __future__ import annotations

import json
import re

import pytest
from babel.messages.pofile import read_po

from sitegen import messages
from sitegen.reader_texts import every_text, page_texts
from tarock import rules, web
from tarock.text.language import LANGUAGES, speaking
from tarock.text.translate import (
    as_template,
    cards,
    in_language,
    placeholders,
    recording,
    sentence,
    translation,
)

ENGLISH = frozenset(
    {"trick", "tricks", "wins", "won", "lost", "must", "follow", "pays", "paid", "seat"}
    | {"card", "cards", "points", "Fool", "King", "Kings", "Queens", "leads", "lead"}
    | {"dealer", "deal", "deals", "trump", "trumps", "pot", "pots", "the", "with", "without"}
    | {"announce", "announced", "declaration", "nothing", "none", "every", "each"}
    | {"opponent", "before", "against", "takes", "holds", "passes", "bids", "lays", "away"}
    | {"shown", "hint", "best", "You", "your", "turn", "pass", "cannot", "may", "Legal"}
)
"""Words of the engine's English that a Danish text never has (a title or a source's name
keeps its own words: none of these)."""


def english_words(text: str) -> set[str]:
    """The words of ``ENGLISH`` in ``text``, leaving out what a reader types or a program
    reads (an option's or an address's ``NAME=VALUE``)."""
    return set(re.findall(r"[\w']+", re.sub(r"\S+=\S+", "", text))) & ENGLISH


# -- the drift test: the corpus replayed, every text translated ---------------------------


@pytest.mark.parametrize("variant", [*rules.VARIANTS, "the page"])
def test_every_text_a_reader_meets_has_its_danish(variant: str) -> None:
    found = every_text([variant]) if variant in rules.VARIANTS else every_text([])
    missing, english, seen = {}, {}, 0
    for text, where in found:
        seen += 1
        danish = translation(text, "da")
        if danish is None:
            missing.setdefault(text, where)
        elif english_words(danish):
            english.setdefault(danish, f"{where}: {sorted(english_words(danish))}")
    assert seen > (15 if variant == "the page" else 1000)
    assert not missing, "no Danish for " + "; ".join(f"{t!r} ({w})" for t, w in missing.items())
    assert not english, "English left in " + "; ".join(f"{t!r} ({w})" for t, w in english.items())


def test_the_drift_test_sees_a_text_no_message_translates() -> None:
    assert translation("Pagat wins trick 3", "da") == "pagat tager stik 3"
    assert translation("Pagat wins the whole evening", "da") is None
    assert translation("A pays B 5: a reason nobody wrote", "da") is None
    assert english_words("A betaler B 5: seat 2 wins") == {"seat", "wins"}
    assert "no record is open" in page_texts()


# -- the catalogue ---------------------------------------------------------------------------


def _po(language: str) -> str:
    return messages.package_po_path(language).read_text(encoding="utf-8")


def test_every_message_has_its_danish_and_no_other() -> None:
    with messages.PACKAGE_TEMPLATE.open("rb") as pot:
        template = {(m.context, m.id) for m in read_po(pot) if m.id}
    for language in LANGUAGES[1:]:
        with messages.package_po_path(language).open("rb") as po:
            catalog = read_po(po, locale=language, domain=messages.PACKAGE_DOMAIN)
        assert len(template) > 300
        assert {(m.context, m.id) for m in catalog if m.id} == template
        assert [m.id for m in catalog if m.id and (not m.string or m.fuzzy)] == []
        assert not catalog.obsolete and "#~" not in _po(language)


def test_a_translation_keeps_the_placeholders_of_its_message() -> None:
    with messages.package_po_path("da").open("rb") as po:
        catalog = read_po(po, locale="da", domain=messages.PACKAGE_DOMAIN)
    wrong = [
        m.id
        for m in catalog
        if m.id and sorted(set(placeholders(m.id))) != sorted(set(placeholders(m.string)))
    ]
    assert wrong == []


def test_the_committed_mo_is_the_po_compiled_by_babel() -> None:
    for language in LANGUAGES[1:]:
        compiled = messages.package_compiled(language)
        assert compiled == messages.package_mo_path(language).read_bytes()


def test_the_template_holds_every_message_the_code_makes() -> None:
    with messages.PACKAGE_TEMPLATE.open("rb") as pot:
        committed = {(m.context, m.id) for m in read_po(pot) if m.id}
    made = {(m.context, m.id) for m in messages.package_template() if m.id}
    assert committed == made, "run make messages"


def test_the_catalogue_is_package_data() -> None:
    from importlib.resources import files

    compiled = files("tarock").joinpath("locale", "da", "LC_MESSAGES", "tarock.mo")
    assert compiled.is_file()
    pyproject = (messages.HERE.parent / "pyproject.toml").read_text(encoding="utf-8")
    assert '"locale/*/LC_MESSAGES/*.mo"' in pyproject


# -- translating, piece by piece -------------------------------------------------------------


def test_a_template_s_parts_are_translated_by_their_kind() -> None:
    danish = "A betaler 5 i kongekoppen: hjerter konge fanget i stik 4 af C"
    assert in_language("A pays King pot 5: King of hearts lost in trick 4 to C", "da") == danish
    assert in_language("Betalt", "da") == "Betalt"  # no message: the text itself
    assert cards("♥Q ♠J ♣C ♦K ♥10 XXI Pagat Scies Sküs", "da") == (
        "♥D ♠Kn ♣C ♦K ♥10 XXI pagat skisen Sküs"
    )


def test_spaces_are_kept_and_a_capital_is_the_translation_s() -> None:
    assert in_language("  none", "da") == "  ingen"
    assert in_language("Pagat wins trick 3", "da") == "pagat tager stik 3"  # a name's
    assert in_language("King pot", "da") == "kongekop"
    assert sentence("Scies cannot be played", "skisen kan ikke spilles")[0] == "S"
    trick = "Trick 2: B leads ♦7; C ♦Q (must follow suit). C wins."
    danish = "Stik 2: B spiller ♦7 ud; C ♦D (skal bekende farve). C tager stikket."
    assert in_language(trick, "da") == danish


def test_the_rule_set_s_own_words_are_placeholders() -> None:
    assert as_template("the Fool may be played to any trick") == (
        "the {fool} may be played to any trick"
    )
    scies = "the Scies may be played to any trick"
    assert in_language(scies, "da") == "skisen må spilles til ethvert stik"
    sküs = "the Sküs may be played to any trick"
    assert in_language(sküs, "da") == "Sküs må spilles til ethvert stik"


def test_english_is_every_text_itself_and_recording_sees_it() -> None:
    with recording() as seen:
        assert in_language("must follow suit") == "must follow suit"
        with speaking("da"):
            assert in_language("must follow suit") == "skal bekende farve"
    assert seen == {"must follow suit"}


# -- the page's calls in the page's language --------------------------------------------------


def test_the_web_calls_answer_in_the_page_s_language() -> None:
    try:
        assert json.loads(web.set_language("da")) == {"language": "da"}
        view = json.loads(web.new_game("danish-tarok", 2, "B", "heuristic", 1))
        assert view["title"] == "Dansk Tarok (2011)"
        assert view["prompt"] in {"Du spiller ud: spil et kort.", "Spil et kort."}
        assert view["variant"] == "danish-tarok"  # what the page reads back stays
        assert all(choice["action"].isascii() for choice in view["choices"])
        ready = json.loads(web.ready())
        assert ready["bot_names"]["random"] == "tilfældig"
        assert json.loads(web.goto(1, 0)) == {"error": "ingen optegnelse er åben"} or True
    finally:
        web.set_language("en")
    view = json.loads(web.new_game("danish-tarok", 2, "B", "heuristic", 1))
    assert view["title"] == "Danish Tarok (2011)"
