"""The rule sets against their sources: every rule point keeps its row, every row's "the
project does" is the rule set's actual option value, every citation names a work of the
bibliography, and the 1754 fines are on the rule set.

And a reading is written once: each reading's sentence is its record's, the rule pages and
the page "How the readings were chosen" print it from there, and no page built from the
sources states a reading in its record's words without marking it as one."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from sitegen import teach
from sitegen.docs import at_a_glance
from sitegen.glossary import read_as, term
from sitegen.quickstart import quick_start
from sitegen.readings import (
    MARK_CLASS,
    paragraphs,
    readings_chosen,
    reasoning,
    relink,
    unmarked,
)
from sitegen.sources import fines, point_by_point
from tarock import rules
from tarock.rules.options import OptionError
from tarock.rules.readings import (
    READINGS,
    Reading,
    kinds,
    reading_of,
    readings_of,
    rows_of,
    value_text,
)
from tarock.rules.sources import SOURCES, in_words, keys_of, parse

RULE_POINTS = {
    "taroc-1754": [
        "Players",
        "The deal",
        "What the dealer may lay away",
        "What the table learns of trumps laid away",
        "Too few plain cards to lay away",
        "Declarations, and forgetting them",
        "Ten Tarocs and the Excuse",
        "Fine for a misdeal",
        "Fine for laying away a wrong number",
        "Fine for a revoke",
        "Who leads first",
        "No duty to win a trick",
        "The Excuse played by the third-last trick",
        "Leading the Excuse",
        "The Excuse's exchange card",
        "The Pagat",
        "The Pagat winning a trick before the last",
        "Card points",
    ],
    "grosstarock": [
        "Direction of play",
        "What the dealer may lay away",
        "Three or more Kings",
        "Ladons",
        "Pagat ultimo",
        "Vole (every trick), unannounced",
        "When a Vole or a Nolo may be announced",
        "An announced Vole or Nolo",
        "How declarations are made",
        "Leading the Sküs",
        "The Sküs's exchange card",
        "Card points",
    ],
    "danish-tarok": [
        "Founding the pots",
        "The dealer's stake",
        "The dealer's stake into a pot just founded",
        "Players",
        "The order of the pips",
        "Direction and deal",
        "A hand without trumps",
        "Fine: the cups not moved by the first lead",
        "Fine: a wrong number of cards in hand",
        "What the dealer may lay away",
        "What the table learns of a trump laid away",
        "A combination laid away because nothing else could go",
        "The suit named for a led Scies",
        "A Scies led to the last trick",
        "Nobody follows the named suit",
        "A demand for the Scies",
        "A failed ultimo's payment into its pot",
        "Two ultimo cards for one pot in the last trick",
        "The last-trick bonus",
        "Tout (every trick)",
        "What a Tout replaces",
        "Card points after a Tout",
        "A Tout whose last trick beats an opponent's King or Pagat",
        "Nolo",
        "Card points in bands",
        "Sharing the pots at the end",
    ],
    "grand-tarot": [
        "Founding the pots",
        "The dealer's stake",
        "What the dealer may lay away",
        "The Fool's owner who took no trick",
        "Slam (every trick)",
        "Beggar (no trick)",
        "Card points",
        "Names of the Magician and its pot",
    ],
    "tapp-tarock": [
        "The pack",
        "The pips",
        "The payment table",
        "The talon halves",
        "The Tapper, the 1821 lowest game",
        "Which talon half",
        "Who may hold",
        "A Solo at the first turn",
        "All three pass",
        "What the declarer may lay away",
        "Who may announce",
        "The silent Pagat ultimo",
        "The announced Pagat ultimo",
        "Valat",
        "Card points by side",
        "Trull and four Kings",
        "No other bonuses",
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
    if row.is_fine:  # a fine: on the rule set, citing the same paragraph
        assert not row.option and not row.is_reading
        assert any(fine.cite == row.oldest for fine in ruleset.fines), row.oldest
        return
    if not row.option:  # a reading no option carries: the program has one way only
        assert row.is_reading and not row.other, row.rule
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


# -- a reading is written once ----------------------------------------------------------

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
READS = [row for row in READINGS if row.is_reading]


def _ids(row: Reading) -> str:
    return f"{row.ruleset}: {row.rule}"


@pytest.mark.parametrize("row", READS, ids=_ids)
def test_a_reading_s_record_holds_its_sentence_its_option_values_and_its_mark(
    row: Reading,
) -> None:
    # Its pattern finds its own sentence (with the rule point it is listed under).
    assert re.search(row.wording, f"{row.rule}. {row.chosen}", re.IGNORECASE), row.wording
    # The other reading, where there is one, is named as the option value that plays it,
    # and every option value the sentence names is one the rule set accepts.
    if row.other:
        assert f"`{row.other}`" in row.chosen
    for change in re.findall(r"`([a-z_]+=[a-z0-9-]+)`", row.chosen):
        rules.get(row.ruleset, [change])
    # The table "Sources, point by point" marks the row as a reading too.
    assert "reading" in f"{row.follows} {row.other_is}"
    assert row.chosen.endswith(".") and not row.chosen.startswith(row.rule)


@pytest.mark.parametrize("ruleset_id", rules.ids())
def test_each_rule_page_prints_its_readings_from_the_records(ruleset_id: str) -> None:
    page = (DOCS / "rules" / f"{ruleset_id}.md").read_text(encoding="utf-8")
    section = page.split("## Readings chosen { #readings }\n", 1)[1].split("\n#", 1)[0]
    # The list is the records' (no item typed by hand), and so is the readings page's.
    assert f'print(readings_chosen("{ruleset_id}"))' in section
    assert not re.search(r"^- \*\*", section, re.MULTILINE)
    listed = readings_chosen(ruleset_id)
    reasons = reasoning(ruleset_id)
    rows = [row for row in READS if row.ruleset == ruleset_id]
    assert listed.count("\n- **") + 1 == len(rows) >= 4
    for row in rows:
        assert f"**{row.rule}.** {relink(row.chosen, '../')}" in listed
        assert f"**The reading**: {relink(row.chosen, '')}" in reasons


# What each built-from-source page says: its Markdown with each code block's printout in
# place, as the site build runs it. The package's reference pages (docs/reference) are
# read as written: their blocks print benchmarks and API tables, and take minutes.

_EXEC = re.compile(r'^```python exec="on"[^\n]*\n(.*?)^```$', re.MULTILINE | re.DOTALL)
PAGES = sorted(path for path in DOCS.rglob("*.md") if path != DOCS / "readings.md")


def built(path: Path) -> str:
    """A page's text as a reader gets it: every ``python exec`` block replaced by what it
    prints (not for docs/reference)."""
    text = path.read_text(encoding="utf-8")
    if DOCS / "reference" in path.parents:
        return text

    def run(match: re.Match[str]) -> str:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(match.group(1), {})
        return f"\n\n{out.getvalue()}\n\n"

    return _EXEC.sub(run, text)


def about(path: Path) -> list[str] | None:
    """The rule sets a page is about: its own for a rule page or a quick-start, else None
    (a shared page, where a paragraph must name a rule set to state its reading)."""
    parts = path.relative_to(DOCS).parts
    if parts[0] == "rules" and len(parts) > 1 and parts[1].removesuffix(".md") in rules.ids():
        return [parts[1].removesuffix(".md")]
    return None


@pytest.mark.parametrize("path", PAGES, ids=lambda path: str(path.relative_to(DOCS)))
def test_no_page_states_a_reading_without_its_mark(path: Path) -> None:
    text = built(path)
    found = [
        f"{row.ruleset}, {row.rule}: {unit[:160]!r}" for row, unit in unmarked(text, about(path))
    ]
    assert found == []


def test_the_check_fails_on_a_reading_stated_as_a_fact() -> None:
    """The check bites: each wording below states a reading without a mark."""
    page = (
        "# Four at the table\n\n"
        "In 1754, with four players, the one opposite the dealer sits out.\n\n"
        "- The Danish bands: forehand takes the balance.\n"
        "- In Grand Tarot, Slam is paid on top of The Sparrow.\n\n"
        "| Game | Talon |\n| --- | --- |\n| Tapp: in an Unterer the lower half | 4 |\n"
    )
    found = [(row.ruleset, row.rule) for row, _ in unmarked(page)]
    assert found == [
        ("taroc-1754", "Players"),
        ("danish-tarok", "Card points in bands"),
        ("grand-tarot", "Slam (every trick)"),
        ("tapp-tarock", "Which talon half"),
    ]
    # Each of the three ways a paragraph may say it is a reading clears it.
    for said in ("{ .reading }", "(a reading)", "(the project's reading)"):
        assert unmarked(page.replace("sits out.", f"sits out {said}."))[0][0].ruleset != (
            "taroc-1754"
        )
    # On a rule set's own page every paragraph is about it; elsewhere a paragraph must name
    # it, and another rule set's sourced rule in the same words is no reading.
    assert unmarked("The one opposite the dealer sits out.", ["taroc-1754"])
    assert not unmarked("The one opposite the dealer sits out.")
    assert not unmarked("The one opposite the dealer sits out.", ["danish-tarok"])
    # Under "Readings chosen" everything is a reading; code prints text of its own.
    chosen = "## Readings chosen { #readings }\n\nIn 1754 the one opposite the dealer sits out.\n"
    assert not unmarked(chosen)
    assert not unmarked("```python\nprint('1754: opposite the dealer')\n```\n")
    # A table's head that marks its column marks each row under it.
    table = "| Game ([Reading](#readings){ .reading }) | Talon |\n| --- | --- |\n"
    assert not unmarked(table + "| Tapp: in an Unterer the lower half | 4 |\n")


@pytest.mark.parametrize("ruleset_id", rules.ids())
def test_every_reading_a_rule_page_marks_is_one_of_its_records(ruleset_id: str) -> None:
    """A mark in the body of a rule page stands on a paragraph that states one of the rule
    set's readings in its record's words: no reading lives only in the page's prose."""
    page = (DOCS / "rules" / f"{ruleset_id}.md").read_text(encoding="utf-8")
    marked_ = [unit for unit in paragraphs(page) if MARK_CLASS in unit]
    orphans = [
        unit[:160]
        for unit in marked_
        if "[at the end](#readings)" not in unit  # the opening, which explains the mark
        and not any(re.search(row.wording, unit, re.IGNORECASE) for row in readings_of(ruleset_id))
    ]
    assert len(marked_) >= 3
    assert orphans == []


def test_the_teaching_pages_and_quick_starts_take_the_readings_from_their_records() -> None:
    four = reading_of("taroc-1754", "Players")
    bands = reading_of("danish-tarok", "Card points in bands")
    assert four and bands
    assert f"With four, {four.short} and neither pays nor receives" in quick_start("taroc-1754")
    assert f"and {bands.short} ([a reading](../../rules/danish-tarok.md#readings)" in (
        quick_start("danish-tarok")
    )
    # A rule its source gives is not marked: Danish Tarok's fourth player sits out as
    # pagat.com says, Grand Tarot shares its pots as its own text does.
    assert "opposite the dealer sits each deal out and neither pays nor receives (as its" in (
        quick_start("danish-tarok")
    )
    assert (
        "- What is left at the end of the session is shared equally among everyone at the"
        " table.\n"
    ) in quick_start("grand-tarot")
    assert "shared equally among everyone at the table ([a reading]" in quick_start("danish-tarok")
    ladons = term("Ladons").definition
    assert ladons.startswith(read_as("grosstarock", "Ladons")) and "reading" in ladons
    assert "(which one: a reading)" in teach.changes_table()
