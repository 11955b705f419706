"""The Danish pages the site generator writes: its message catalogue (every message
translated, compiled as committed, the template up to date), the Danish quick-start's
figures equal to its English twin's, and no English prose on a Danish page."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from sitegen import danish, messages, teach
from sitegen.danish_rules import in_short, sources_table
from sitegen.quickstart import quick_start
from sitegen.readings import said
from sitegen.sources import point_by_point
from tarock.rules.readings import rows_of
from tarock.text.language import speaking


def _danish_catalogue() -> Catalog:
    with messages.po_path("da").open("rb") as po:
        return read_po(po, locale="da", domain=messages.DOMAIN)


def untranslated(catalog: Catalog, wanted: Iterable[tuple[str | None, str]]) -> list[str]:
    """The (context, message) pairs of ``wanted`` that ``catalog`` lacks, leaves empty or
    marks fuzzy."""
    missing = []
    for context, text in wanted:
        found = catalog.get(text, context=context or None)
        if found is None or not found.string or found.fuzzy:
            missing.append(f"{context or ''}|{text}")
    return missing


def _in_code() -> set[tuple[str | None, str]]:
    return {(context, text) for text, context, _, _ in messages.extracted()}


# -- the catalogue -----------------------------------------------------------------------


def test_every_message_in_the_code_and_on_the_danish_page_has_its_danish() -> None:
    catalog = _danish_catalogue()
    assert len(_in_code()) > 150
    assert untranslated(catalog, _in_code()) == []
    looked_up = messages.from_the_package()
    assert ("", "Scies") in looked_up and ("card letter", "Q") in looked_up
    assert untranslated(catalog, looked_up) == []


def test_the_check_fails_on_a_message_missing_or_empty_in_danish() -> None:
    catalog = _danish_catalogue()
    catalog.get("Card values").string = ""
    del catalog["Fines"]
    wanted = [(None, "Card values"), (None, "Fines"), (None, "Pots"), (None, "Not a message")]
    assert untranslated(catalog, wanted) == ["|Card values", "|Fines", "|Not a message"]


def test_a_translation_keeps_the_placeholders_of_its_message() -> None:
    def names(text: str) -> set[str]:
        return set(re.findall(r"\{(\w*)\}", text))

    wrong = [m.id for m in _danish_catalogue() if m.id and names(m.id) != names(m.string)]
    assert wrong == []


def test_the_committed_mo_is_the_po_compiled_by_babel() -> None:
    assert messages.compiled("da") == messages.mo_path("da").read_bytes()


def test_the_template_holds_every_message_the_code_and_the_pages_use() -> None:
    with messages.TEMPLATE.open("rb") as pot:
        committed = {(m.context, m.id) for m in read_po(pot) if m.id}
    made = {(m.context, m.id) for m in messages.template() if m.id}
    assert committed == made, "run make messages"


# -- the Danish quick-start --------------------------------------------------------------


def _sheet(language: str) -> str:
    with speaking(language):
        return quick_start("danish-tarok", twin=True)


def _without_words(sheet: str) -> str:
    """The sheet without its last section, the game's own words (the English from the
    rule set's sources, the Danish from the Danish texts: different lists on purpose)."""
    return sheet[: sheet.index("{ #words }")]


def numbers(text: str) -> Counter[str]:
    """Every number written in digits, with its sign (``+5``, a minus sign) and each
    Roman numeral of a trump (``(I)``, ``XXI``; a lone ``I`` is the Danish "you"), as a
    multiset."""
    text = re.sub(r"\]\([^)]*\)", "]", text)  # link targets
    found = re.findall(r"[+\u2212]?\d+", text) + re.findall(r"\b[IVX]{2,}\b|\(I\)", text)
    return Counter(found)


def test_the_danish_sheet_s_figures_are_its_english_twin_s() -> None:
    english, danish_text = (_without_words(_sheet(language)) for language in ("en", "da"))
    assert numbers(danish_text) == numbers(english)
    assert numbers(english)["\u22125"] >= 3 and numbers(english)["26"] == 1
    # and the check can fail: one figure changed is seen
    assert numbers(danish_text.replace("mod 26", "mod 27")) != numbers(english)


def test_the_danish_sheet_says_it_in_danish_words() -> None:
    sheet = _sheet("da")
    assert sheet.startswith("# Dansk Tarok (2011) på én side")
    for word in ("skisen", "kongekop", "pagatkop", "funderer", "skat", "bagud", "tout"):
        assert word in sheet, word
    words = set(re.findall(r"\w+", prose(sheet)))
    assert not words & {"Scies", "Fool", "Forehand", "pot", "pots", "trump", "trick"}
    assert "[en læsning](../../../../rules/danish-tarok/#readings){ .reading }" in sheet
    assert danish.sheet_words() in sheet


def test_the_twins_link_each_other() -> None:
    assert (
        "Dansk: [Dansk Tarok (2011) på én side](../../../da/rules/danish-tarok/quick-start/)"
        in (_sheet("en"))
    )
    assert "English: [Danish Tarok (2011): quick-start](../../../../rules/danish-tarok/" in (
        _sheet("da")
    )
    assert "Dansk:" not in quick_start("danish-tarok")  # the English sheet alone, as before


# -- no English on a Danish page ----------------------------------------------------------

ENGLISH: frozenset[str] = frozenset(
    {"the", "and", "of", "is", "with", "that", "this", "are", "be", "by", "his", "it"}
    | {"from", "which", "an", "each", "when"}
)
"""Common English function words that are not also Danish words ("to", "for", "i")."""
THRESHOLD = 0.03
"""The share of them a Danish page's words may hold (names and titles bring a few)."""
SENTENCE = 0.15
"""The share above which a paragraph, list item or table row of six words or more reads
as English (an English sentence holds two to four times as many)."""


def prose(markdown: str) -> str:
    """A page's words as a reader sees them: without link targets, attribute lists, HTML
    tags, and what is marked as English (``lang=en``: a twin's title, the English word)."""
    text = re.sub(r'<span lang="en">.*?</span>', " ", markdown)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)\{[^}]*lang=en[^}]*\}", " ", text)
    text = re.sub(r"\]\([^)]*\)", "]", text)
    text = re.sub(r"\{[^}]*\}", " ", text)
    return re.sub(r"<[^>]+>", " ", text)


def english_share(text: str) -> float:
    """The share of a text's words that are common English function words."""
    words = re.findall(r"[^\W\d_]+", text.lower())
    return sum(word in ENGLISH for word in words) / max(len(words), 1)


def english_blocks(text: str) -> list[str]:
    """The paragraphs, list items and table rows of six words or more that read as
    English."""
    blocks = re.split(r"\n\s*\n|\n(?=- |\| )", text)
    return [
        block
        for block in blocks
        if len(re.findall(r"[^\W\d_]+", block)) >= 6 and english_share(block) > SENTENCE
    ]


def test_the_danish_pages_hold_no_english_prose() -> None:
    for page in (_sheet("da"), danish.word_table(), danish.text_list()):
        assert english_share(prose(page)) < THRESHOLD, prose(page)[:300]
        assert english_blocks(prose(page)) == []


def test_the_english_check_fails_on_an_english_paragraph() -> None:
    paragraph = quick_start("danish-tarok").split("## Play", 1)[1].split("##", 1)[0]
    assert english_share(prose(paragraph)) > 5 * THRESHOLD
    mixed = _sheet("da").replace("## Spillet", paragraph + "\n\n## Spillet")
    assert len(english_blocks(prose(mixed))) >= 5
    sentence = "- Its owner takes it back and gives the trick's winner a low card."
    assert english_blocks(prose(_sheet("da") + "\n" + sentence)) == [sentence]


# -- the Danish rule page --------------------------------------------------------------------


def test_the_danish_sources_table_says_what_the_english_one_says_with_its_figures() -> None:
    english = {
        line.split(" | ")[0].strip("| "): line
        for line in point_by_point("danish-tarok").splitlines()
        if line.startswith("| ") and "---" not in line
    }
    with speaking("da"):
        table = sources_table()
    rows = [line for line in table.splitlines() if line.startswith("| ") and "---" not in line]
    points = rows_of("danish-tarok")
    assert len(rows) == 1 + len(points) == 1 + len(english) - 1
    for row, danish_row in zip(points, rows[1:], strict=True):
        theirs = english[row.rule]
        _, said_da, plays_da = danish_row.rsplit(" | ", 2)
        # what the text says: the same figures; what the program plays: the same setting
        assert numbers(_without_links(said_da)) == numbers(said(row.oldest_says)), row.rule
        if row.option:
            assert plays_da.startswith(f"`{row.option}=") and plays_da.split("`")[1] in theirs
        assert ("{ .reading }" in plays_da) == row.is_reading, row.rule
    assert english_blocks(prose(table)) == []


def _without_links(text: str) -> str:
    return re.sub(r"\]\([^)]*\)", "]", text)


def test_the_danish_summary_s_figures_are_the_rule_set_s() -> None:
    with speaking("da"):
        danish_text = in_short()
    english = in_short()
    assert numbers(danish_text) == numbers(english)
    assert {"20", "5", "45", "40", "80", "25", "26"} <= set(numbers(danish_text))
    assert english_share(prose(danish_text)) < THRESHOLD
    assert english_share(prose(english)) > 5 * THRESHOLD


# -- the Danish handout ----------------------------------------------------------------------


def test_the_danish_handout_s_tables_are_the_english_ones_in_danish() -> None:
    tables = (teach.handout_timeline, teach.handout_values, teach.changes_table)
    for table in tables:
        english = table()
        with speaking("da"):
            danish_text = table()
        assert numbers(danish_text) == numbers(english), table.__name__
        assert danish_text.count("\n") == english.count("\n")
        assert english_blocks(prose(danish_text)) == [], table.__name__
    with speaking("da"):
        tree = teach.handout_tree()
    assert "Franske tarotspil" in tree and "French" not in tree
