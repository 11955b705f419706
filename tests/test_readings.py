"""The rule sets against their sources: every rule point keeps its row, every row's "the
project does" is the rule set's actual option value, every citation names a work of the
bibliography, and the 1754 fines are on the rule set."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sitegen import teach
from sitegen.docs import at_a_glance
from sitegen.quickstart import quick_start
from sitegen.sources import fines, point_by_point
from tarock import rules
from tarock.rules.options import OptionError
from tarock.rules.readings import READINGS, kinds, rows_of, value_text
from tarock.rules.sources import SOURCES, in_words, keys_of, parse

RULE_POINTS = {
    "taroc-1754": [
        "Players",
        "The deal",
        "What the dealer may lay away",
        "Declarations, and forgetting them",
        "Fine for a misdeal",
        "Fine for laying away a wrong number",
        "Fine for a revoke",
        "The Excuse played by the third-last trick",
        "The Pagat",
        "Card points",
    ],
    "grosstarock": [
        "Direction of play",
        "What the dealer may lay away",
        "Pagat ultimo",
        "Vole (every trick), unannounced",
        "Card points",
    ],
    "danish-tarok": [
        "Founding the pots",
        "The dealer's stake",
        "The dealer's stake into a pot just founded",
        "Players",
        "Direction and deal",
        "A hand without trumps",
        "Fine: the cups not moved by the first lead",
        "Fine: a wrong number of cards in hand",
        "What the table learns of a trump laid away",
        "A combination laid away because nothing else could go",
        "The suit named for a led Scies",
        "A Scies led to the last trick",
        "Two ultimo cards for one pot in the last trick",
        "Tout (every trick)",
        "Card points after a Tout",
        "A Tout whose last trick beats an opponent's King or Pagat",
        "Nolo",
        "Card points in bands",
    ],
    "grand-tarot": ["Founding the pots", "The dealer's stake", "Slam (every trick)", "Card points"],
    "tapp-tarock": [
        "The pack",
        "The Tapper, the 1821 lowest game",
        "Which talon half",
        "Who may hold",
    ],
}
"""The rule points checked against the texts: a row that goes missing fails here."""


def test_every_rule_point_keeps_its_row_and_every_rule_set_has_rows() -> None:
    assert set(RULE_POINTS) == set(rules.ids())
    for ruleset_id, points in RULE_POINTS.items():
        assert [row.rule for row in rows_of(ruleset_id)] == points


@pytest.mark.parametrize("row", READINGS, ids=lambda row: f"{row.ruleset}: {row.rule}")
def test_the_project_cell_is_the_rule_sets_option_value(row) -> None:  # type: ignore[no-untyped-def]
    ruleset = rules.get(row.ruleset)
    if not row.option:  # a fine: on the rule set, citing the same paragraph
        assert any(fine.cite == row.oldest for fine in ruleset.fines), row.oldest
        return
    assert value_text(ruleset.options, row.option) == row.value
    if row.other:
        name, _, value = row.other.partition("=")
        assert name == row.option
        other = rules.get(row.ruleset, [row.other])
        assert value_text(other.options, name) == value != row.value


@pytest.mark.parametrize("row", READINGS, ids=lambda row: f"{row.ruleset}: {row.rule}")
def test_every_citation_names_its_works_and_a_place(row) -> None:  # type: ignore[no-untyped-def]
    ruleset = rules.get(row.ruleset)
    for citation in (row.oldest, row.summary):
        assert all(key in SOURCES for key in keys_of(citation)), citation
        assert all(key in ruleset.sources for key in keys_of(citation)), citation
    assert parse(row.summary).place, row.summary


def test_the_1754_fines_are_the_regeln_paragraphs_3_to_5() -> None:
    fines_ = rules.get("taroc-1754").fines
    assert [(fine.amount, fine.to, fine.cite) for fine in fines_] == [
        (5, "each other player", "regeln-1754, §3"),
        (5, "each other player", "regeln-1754, §4"),
        (5, "each other player", "regeln-1754, §5"),
    ]
    table = fines("taroc-1754")
    assert table.count("| 5 | each other player |") == 3
    assert "§4" in table
    assert fines("grosstarock") == ""


def test_the_danish_defaults_follow_the_federation_and_the_summary_is_a_preset() -> None:
    danish = rules.get("danish-tarok").options
    assert danish.dealer_stake_on_ante is True
    summary = rules.get("danish-tarok", ["preset=summary"]).options
    assert summary.dealer_stake_on_ante is False
    assert rules.get("danish-tarok", ["preset=pagat"]).options.vole == 135
    bga = rules.get("danish-tarok", ["preset=bga"]).options
    assert (bga.vole, bga.vole_cancels_card_points) == (85, False)
    # Board Game Arena's program: no new deal for a hand without trumps, the Scies named
    # only as a suit the others still hold, and no suit named for it in the last trick.
    assert (bga.redeal_without_trumps, bga.fool_named_held, bga.fool_named_last_trick) == (
        False,
        True,
        False,
    )
    # a later assignment overrides the preset
    assert rules.get("danish-tarok", ["preset=pagat", "vole=90"]).options.vole == 90


def test_an_unknown_preset_is_one_clear_line() -> None:
    with pytest.raises(OptionError, match="unknown preset 'nope' for danish-tarok; presets: pagat"):
        rules.get("danish-tarok", ["preset=nope"])


def test_a_citation_read_through_a_summary_says_so() -> None:
    text = in_words(rules.get("grosstarock").citation("declarations"))
    assert text.startswith("Michael Dummett, Twelve Tarot Games (1980), as summarised in the")
    assert "English Wikipedia article 'Grosstarock', section 'Grosstarock'" in text


def test_the_point_by_point_table_shows_the_actual_value_and_the_other_reading() -> None:
    page = point_by_point("danish-tarok")
    assert "`dealer_stake_on_ante=true`, following the federation's text" in page
    assert "`dealer_stake_on_ante=false` gives the summary's 'otherwise'" in page
    assert page.count("\n| ") == 2 + len(rows_of("danish-tarok"))  # head, rule, a row a point


def test_every_rule_set_says_what_it_rests_on() -> None:
    footing = {ruleset_id: rules.get(ruleset_id).footing for ruleset_id in rules.ids()}
    assert "The project read §§1-5" in footing["taroc-1754"]
    assert "knows it only as the English Wikipedia article 'Grosstarock'" in footing["grosstarock"]
    assert "knows it only as the English Wikipedia article 'Tapp Tarock'" in footing["tapp-tarock"]


def test_the_sources_page_links_every_address_and_names_no_source_file() -> None:
    from sitegen.pages import bibliography, citations

    text = bibliography()
    for source in SOURCES.values():
        if source.url:
            assert f"<{source.url}>" in text, source.key
    pages = [text, *(citations(ruleset_id) for ruleset_id in rules.ids())]
    pages += [point_by_point(ruleset_id) for ruleset_id in rules.ids()]
    for page in pages:
        assert not re.search(r"\bseeds? 00[0-4]\b", page)
    assert "the German Wikipedia article 'Großtarock'" in in_words("article-grosstarock-de")
    assert "Jens Brix Christiansen" in in_words("pagat-dantarok")


def test_the_1754_declarations_row_counts_the_kinds_as_the_glance_does() -> None:
    options = rules.get("taroc-1754").options
    assert len(options.declarations) == 7  # the Cavalry once for each suit
    assert kinds(options.declarations) == (
        "10+ Tarocs",
        "3+ Matadors",
        "Cavalry in a suit",
        "half Cavalry in a suit",
        "four Kings",
        "three Kings and the Fool",
    )
    row = point_by_point("taroc-1754")
    assert "`declarations=6 kinds: 10+ Tarocs, 3+ Matadors, Cavalry in a suit," in row
    assert "entries" not in row
    assert "six kinds, each paid by every opponent" in at_a_glance(rules.get("taroc-1754"))
    assert value_text(rules.get("tapp-tarock").options, "declarations") == "none"


def test_grand_tarot_cites_the_dealers_stake_where_the_text_gives_it() -> None:
    # The text pays the dealer's 5 under "Deal:", after the discard, not under "Foundation:".
    ruleset = rules.get("grand-tarot")
    assert ruleset.citation("dealer_stake") == "grand-tarot-2015, 'Deal:'"
    assert ruleset.citation("dealer_stake_on_ante") == "grand-tarot-2015, 'Deal:'"
    slam = next(row for row in READINGS if row.ruleset == "grand-tarot" and row.option == "vole")
    assert "on top of" not in slam.oldest_says and "reading" in slam.follows


# -- a reading is never taught as a fact ------------------------------------------------

ROOT = Path(__file__).resolve().parents[1]

MARKED: dict[str, tuple[str, ...]] = {
    # 1754: the summary says one player in turn sits out; which one is the project's choice
    r"opposite\s+the\s+dealer|dealer's\s+opposite": (
        "docs/teach/lesson.md",
        "docs/teach/handout.md",
        "docs/rules/taroc-1754.md",
    ),
    # Danish bands: who takes the balance is Board Game Arena's practice, not a rule text
    r"\bbalance": ("docs/teach/lesson.md", "docs/teach/handout.md", "docs/rules/danish-tarok.md"),
}
"""Wordings of a reading (a pattern), and the pages that teach the rule it belongs to."""


def _paragraphs(text: str) -> list[str]:
    """Paragraphs, list items and table rows: the unit a reader takes in at once. A page's
    section "Readings chosen" is left out: under that heading everything is a reading."""
    text = re.sub(r"\n## Readings chosen \{ #readings \}.*?(?=\n## |\Z)", "\n", text, flags=re.S)
    out: list[str] = []
    for block in re.split(r"\n\s*\n", text):
        if block.lstrip().startswith("|"):
            out += block.splitlines()
        else:
            out += re.split(r"\n(?=- )", block)
    return out


@pytest.mark.parametrize("phrase", list(MARKED))
def test_a_reading_s_wording_is_marked_wherever_a_teaching_page_states_it(phrase: str) -> None:
    texts = {page: (ROOT / page).read_text(encoding="utf-8") for page in MARKED[phrase]}
    texts["handout's table"] = teach.changes_table()
    texts["1754 quick-start"] = quick_start("taroc-1754")
    found = 0
    for page, text in texts.items():
        for paragraph in _paragraphs(text):
            if re.search(phrase, paragraph):
                found += 1
                assert "reading" in paragraph.lower(), f"{page}: {paragraph[:120]}"
    assert found >= 2  # the check reads pages that state it
