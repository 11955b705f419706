"""The generated site pages: the matrix, the rule sets at a glance, sources, glossary, history.

Nothing here builds the site: the Markdown the pages print is checked directly, and the
section anchors the matrix links to are looked up in the rule pages' Markdown.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import logging
import re
import xml.etree.ElementTree as ET
from itertools import pairwise
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

import pytest

from sitegen import glossary, history, pages, sources
from sitegen.examples import EXAMPLES
from tarock import rules
from tarock.rules.options import Options
from tarock.rules.readings import READINGS
from tarock.rules.ruleset import Branch
from tarock.rules.sources import BIBLIOGRAPHY, SOURCES, read_there, unknown
from tarock.rules.sources import name as work_name

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT.parent / "shared" / "seeds"
"""The source texts, beside the checkout (as CI and every developer have them)."""
FIELDS = [field.name for field in dataclasses.fields(Options)]


def load_hook(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"hook_{name}", ROOT / "hooks" / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# -- sources -------------------------------------------------------------------------


@pytest.mark.parametrize("variant", rules.ids())
def test_every_rule_set_has_sources_and_cites_only_its_own(variant: str) -> None:
    ruleset = rules.get(variant)
    assert ruleset.sources, f"{variant} lists no source"
    assert len(set(ruleset.sources)) == len(ruleset.sources), f"{variant} lists a source twice"
    assert [source.key for source in ruleset.works] == list(ruleset.sources)
    for option, citation in ruleset.cites.items():
        assert option in FIELDS, f"{variant} cites a source for an unknown option {option!r}"
        assert sources.key_of(citation) in ruleset.sources, f"{variant}.{option} cites {citation!r}"


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"sources": ("dummett-1980", "nobody-1999")}, "not in the bibliography: nobody-1999"),
        ({"sources": ()}, "no source listed"),
        ({"sources": ("dummett-1980", "dummett-1980")}, "a source listed twice"),
        (
            {"sources": ("martin-2015",), "cites": {"par": "dummett-1980, p. 3"}},
            r"options citing a source the rule set does not list: par \(dummett-1980, p. 3\)",
        ),
    ],
)
def test_a_rule_set_citing_outside_the_bibliography_is_refused(
    changes: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError, match=f"rule set grosstarock: {message}"):
        dataclasses.replace(rules.get("grosstarock"), **changes)


def test_every_cited_key_names_a_source() -> None:
    cited = [key for term in glossary.TERMS for key in term.sources]
    cited += [key for event in history.events() for key in event.cites]
    cited += [example.source for example in EXAMPLES]
    assert cited and not unknown(cited)


def test_the_bibliography_lists_every_source_once_with_an_anchor() -> None:
    text = pages.bibliography()
    anchors = re.findall(r"^\{: #([a-z0-9-]+) \}$", text, re.MULTILINE)
    assert len(anchors) == len(set(anchors))
    assert set(anchors) == set(SOURCES)
    assert anchors[: len(sources.ruleset_keys())] == sources.ruleset_keys()
    assert (
        "Among the sources above: [English Wikipedia 'Grosstarock'](#article-grosstarock)" in text
    )


def _every_citation() -> list[str]:
    """Every citation with a place the project holds: the rule sets' option citations,
    fines, presets and events, both cited columns of every reading, and the historical
    examples."""
    found: list[str] = []
    for ruleset in rules.VARIANTS.values():
        found += [*ruleset.cites.values(), *ruleset.lineage.event_cites]
        found += [fine.cite for fine in ruleset.fines]
        found += [preset.cite for preset in ruleset.presets]
    for row in READINGS:
        found += [row.oldest, row.summary]
    found += [f"{example.source}, {example.where}" for example in EXAMPLES]
    return found


def test_no_citation_points_into_a_part_of_a_work_the_project_did_not_read() -> None:
    """A citation without "via" names a place the registry says was read (``read_at``);
    a point known only through a summary or the project's notes names that go-between."""
    citations = _every_citation()
    assert len(citations) > 100
    assert [c for c in citations if not read_there(c)] == []
    # The check bites: pagat.com's page was read only to its section on the cards, the
    # Regeln of 1754 to §5.
    assert not read_there("pagat-dantarok, section 'Scoring, payment'")
    assert not read_there("regeln-1754, §12")
    assert read_there("pagat-dantarok, section 'Players and Equipment', 'Cards'")


def test_the_danish_tout_is_cited_through_the_project_s_notes() -> None:
    danish = rules.get("danish-tarok")
    said = (
        "Jens Brix Christiansen, 'Tarok (Danish)', pagat.com, as summarised in the project's"
        " notes on its readings, on the Danish Tout"
    )
    assert danish.cited("vole_cancels_card_points") == said
    (row,) = [
        line
        for line in pages.citations("danish-tarok").splitlines()
        if line.startswith("| [`vole_cancels_card_points`]")
    ]
    pagat = "[Jens Brix Christiansen, 'Tarok (Danish)', pagat.com](../sources.md#pagat-dantarok)"
    assert pagat in row
    assert "[the project's notes on its readings](../readings.md#notes)" in row
    assert "Scoring, payment" not in row
    (preset,) = [p for p in danish.presets if p.name == "pagat"]
    assert preset.cite == danish.cites["vole_cancels_card_points"]


def test_a_web_page_is_named_by_its_registry_title() -> None:
    for key, site in (("pagat-dantarok", "pagat.com"), ("pagat-tapptarock", "pagat.com")):
        source = SOURCES[key]
        assert work_name(source) == f"{source.author}, '{source.title}', {site}"
    assert (
        work_name(SOURCES["pagat-dantarok"])
        == "Jens Brix Christiansen, 'Tarok (Danish)', pagat.com"
    )


def test_every_short_label_reads_as_a_label() -> None:
    """Each work's short label (the bold head of its entry on the sources page, and the
    glossary's links) is whole: no cut author string, brackets and quotes balanced, a
    word or a year at both ends, and no two works alike."""
    labels = [sources.label(source) for source in BIBLIOGRAPHY]
    assert len(set(labels)) == len(labels)
    for source, text in zip(BIBLIOGRAPHY, labels, strict=True):
        assert text.count("(") == text.count(")"), text
        quotes = re.findall(r"(?<![^\W\d_])'|'(?![^\W\d_])", text)  # not l'Hombre, project's
        assert len(quotes) in (0, 2), text
        assert text[0].isalnum() and (text[-1].isalnum() or text[-1] in "')"), text
        assert "Anonymous" not in text and "Kenner" not in text, text
        if source.author.startswith("Anonymous"):  # a short title and the year
            assert text.endswith(f" {sources.year_of(source)}"), text
    by_key = dict(zip(SOURCES, labels, strict=True))
    assert by_key["anweisung-1821"] == "Theoretisch-praktische Anweisung ... 1821"
    assert by_key["kunst-1756"] == "Die beste ... 1756"
    assert by_key["regeln-1754"] == "Regeln bey dem Taroc-Spiele 1754"
    assert "**Theoretisch-praktische Anweisung ... 1821**: Anonymous (" in pages.bibliography()


def test_the_bibliography_holds_each_work_once() -> None:
    works = [
        (source.author.casefold(), source.title.casefold(), sources.year_of(source))
        for source in BIBLIOGRAPHY
    ]
    assert len(works) == len(set(works)) == len(SOURCES)


# -- the rule sets at a glance -------------------------------------------------------


def test_at_a_glance_shows_each_rule_set_with_its_lineage() -> None:
    text = pages.at_a_glance()
    assert text.startswith('<div class="rule-sets-table" markdown>')  # blocks on a phone
    rows = [line for line in text.splitlines() if line.startswith("|")][2:]
    assert len(rows) == len(pages.catalogue()) == len(rules.VARIANTS) >= 5
    for ruleset, row in zip(rules.VARIANTS.values(), rows, strict=True):
        assert f">{ruleset.id}</code>" in row and ruleset.lineage.rules_of in row
        assert ruleset.lineage.played in row and "executable" in row


def test_a_new_rule_set_appears_without_editing_the_site(monkeypatch: pytest.MonkeyPatch) -> None:
    extra = dataclasses.replace(rules.get("grosstarock"), id="grosstarock-x", title="Test set")
    monkeypatch.setitem(rules.VARIANTS, "grosstarock-x", extra)
    assert "grosstarock-x" in [row.id for row in pages.catalogue()]
    assert ">grosstarock-x</code>" in pages.at_a_glance()
    assert "| Test set |" in pages.matrix() or "| Test set\n" in pages.matrix()
    assert ("grosstarock-x", "Grosstarock", "Dummett 1980", 1980, Branch.GERMAN) in (
        history.ruleset_nodes()
    )
    assert 'data-ruleset="grosstarock-x"' in history.family_tree_svg()
    assert [e.year for e in history.events() if e.ruleset == "grosstarock-x"] == [1980]
    assert "grosstarock-x" in [ruleset_id for ruleset_id, _ in sources.cited_by("dummett-1980")]


# -- the comparison matrix -----------------------------------------------------------


def test_the_section_map_names_only_real_options() -> None:
    assert set(pages.SECTIONS) <= set(FIELDS)


def test_the_matrix_has_a_row_per_option_and_a_link_per_cell() -> None:
    text = pages.matrix()
    variants = list(rules.VARIANTS.values())
    for name in FIELDS:
        row = next(line for line in text.splitlines() if f'id="option-{name}"' in line)
        cells = row.strip("|").split(" | ")[1:]
        assert len(cells) == len(variants), name
        for ruleset, cell in zip(variants, cells, strict=True):
            if pages.page_exists(ruleset.id):
                assert f"](rules/{ruleset.id}.md" in cell, (name, ruleset.id, cell)


def test_the_comparison_page_gives_every_heading_its_own_id() -> None:
    page = (ROOT / "docs" / "comparison.md").read_text(encoding="utf-8")
    ids = re.findall(r"\{\s*#([a-z0-9-]+)\s*\}", page + pages.matrix())
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    groups = re.findall(r"^### (.+) \{ #([a-z0-9-]+) \}$", pages.matrix(), re.M)
    assert ("The Fool", "matrix-the-fool") in groups
    assert ("Card points", "matrix-card-points") in groups
    assert {"declarations", "the-fool", "bonuses", "pots", "card-points"} <= set(ids)


@pytest.mark.parametrize("variant", [v for v in rules.ids() if pages.page_exists(v)])
def test_every_matrix_link_points_at_a_section_of_the_page(variant: str) -> None:
    page = (ROOT / "docs" / "rules" / f"{variant}.md").read_text(encoding="utf-8")
    written = set(re.findall(r"\{\s*#([a-z0-9-]+)\s*\}", page))
    for name in FIELDS:
        anchor = pages.anchor_for(name, variant)
        assert anchor == "" or anchor in written, (name, anchor)


@pytest.mark.parametrize(
    ("variant", "option", "anchor"),
    [
        ("grosstarock", "discard_limit", "deal-and-discard"),
        ("grosstarock", "declarations", "declarations"),
        ("grosstarock", "fool_captured_from", "the-skus"),
        ("grosstarock", "king_home", "bonuses"),
        ("grosstarock", "vole_announced", "vole-and-nolo"),
        ("grosstarock", "card_settlement", "settlement"),
        ("taroc-1754", "fool_deadline", "the-excuse"),
        ("taroc-1754", "pagat_ultimo", "the-pagat"),
        ("taroc-1754", "seats", "players-and-seats"),
        ("danish-tarok", "fool_names_suit", "the-scies"),
        ("danish-tarok", "ultimo_takes_pot", "the-last-trick"),
        ("danish-tarok", "pot_ante", "pots"),
        ("tapp-tarock", "contracts", "the-auction"),
        ("tapp-tarock", "talon_half", "the-talon"),
    ],
)
def test_known_options_link_to_their_sections(variant: str, option: str, anchor: str) -> None:
    assert pages.anchor_for(option, variant) == anchor


def test_values_read_plainly() -> None:
    gt = rules.get("grosstarock").options
    assert pages.show_value("fool_may_lead", gt.fool_may_lead) == "yes"
    assert pages.show_value("nolo_announced", ((1, 36, 10),)) == "36 before trick 1 (fails: 10)"
    lines = pages.show_value("declarations", gt.declarations).split("<br>")
    assert "Cavalry in a suit 10; half Cavalry in a suit 5" in lines
    assert len(lines) == len(set(lines)) < len(gt.declarations)


def test_the_settlement_comparison_uses_every_rule_that_pays() -> None:
    text = pages.settlement_comparison({0: 31, 1: 24, 2: 23}, absorber=1)
    rows = [line for line in text.splitlines() if line.startswith("| ") and "---" not in line]
    assert len(rows) == 1 + len(rules.options.CardSettlement) - 1  # not "not counted"
    assert "Not counted" not in text
    assert "| Exactly against 26 | +5 | \u22122 | \u22123 |" in text
    assert "| +5 | 0 | \u22125 |" in text


def test_a_rule_set_without_a_par_is_never_listed_as_settled_against_one() -> None:
    """Tapp Tarock's card points decide a contract: it has no par, so it is listed under no
    card-point rule (the comparison once showed it under "exact")."""
    text = pages.settlement_comparison({0: 31, 1: 24, 2: 23}, absorber=1)
    tapp = rules.get("tapp-tarock")
    assert not pages.settles_against_par(tapp)
    rows = [line for line in text.splitlines() if line.startswith("| ")]
    assert all(tapp.title not in row for row in rows)
    assert f"{tapp.title} settles no card points against a par" in text
    for ruleset in rules.VARIANTS.values():
        if pages.settles_against_par(ruleset):
            assert any(ruleset.title in row for row in rows), ruleset.id
    values = pages.counting_values()
    assert f"| none | the declarer needs {tapp.options.par} |" in values
    matrix = pages.matrix()
    assert "none: card points decide the contract" in matrix


def test_the_matrix_names_every_rule_in_words_with_its_id_under_it() -> None:
    text = pages.matrix()
    for name in FIELDS:
        label = pages.option_name(name)
        assert label and "_" not in label, name
        assert f"**{label}**" in text
        # the id is secondary, and breaks only after an underscore, never inside a word
        assert f'<span class="option-id">{pages._breakable(name)}</span>' in text
        assert pages._breakable(name).replace("<wbr>", "") == f"<code>{name}</code>"
    names = {pages.option_name(name) for name in FIELDS}
    assert len(names) == len(FIELDS), "no two rules share a name"


def test_every_option_names_itself_and_its_group() -> None:
    """An option's name in words and its group are its own (one place): the matrix groups
    come from them, in the order the options are declared."""
    groups = [pages.sections_for(name)[0] for name in FIELDS]
    assert pages.OTHER not in groups
    assert list(dict.fromkeys(groups)) == [
        "Pack and deal",
        "Bidding and the talon",
        "Declarations",
        "The Fool",
        "Bonuses",
        "Vole and Nolo",
        "Pots",
        "Card points",
    ]


# -- cards and the deal viewer -------------------------------------------------------


def test_card_pages_draw_both_packs() -> None:
    assert pages.pack_pictures(78).count('class="card"') == 78
    assert pages.pack_pictures(54).count('class="card"') == 54
    lines = pages.counting_values().splitlines()
    rows = [next(line for line in lines if r.title in line) for r in rules.VARIANTS.values()]
    assert all(" | 78 | 78 | 26 |" in row or " | 54 | 70 |" in row for row in rows), rows
    assert "`Sküs`" not in pages.notation() and "Skus" in pages.notation()


def test_the_deal_viewer_draws_a_record() -> None:
    from tarock.play import play_deal, replay

    result = play_deal(rules.get("taroc-1754"), ["heuristic"] * 3, seed=5)
    text = pages.deal_view(replay(result.record))
    assert text.count('class="tarock-trick"') == len(result.state.tricks) == 25
    assert text.count('class="card winner"') == 25
    assert "### Ledger" in text and "| Payer | Payee | Amount | Reason |" in text
    assert "**Ledger**" in pages.deal_view(result, heading_level=0)


# -- glossary ------------------------------------------------------------------------


def test_glossary_terms_are_distinct_and_plain() -> None:
    spellings = [s for term in glossary.TERMS for s in term.spellings]
    assert len(spellings) == len(set(spellings))
    anchors = [term.anchor for term in glossary.TERMS]
    assert len(anchors) == len(set(anchors))
    for term in glossary.TERMS:
        assert not re.search(r"[*_\[\]|`<>]", term.definition), term.term
        assert term.definition.endswith("."), term.term


def test_tooltips_cover_every_spelling_of_the_tooltip_terms() -> None:
    tips = glossary.abbreviations()
    for term in glossary.TERMS:
        for spelling in term.spellings:
            assert (spelling in tips) == term.tooltip
    assert glossary.abbreviation_lines().count("\n") == len(tips)


def test_the_glossary_page_lists_every_term_with_its_anchor() -> None:
    text = glossary.glossary_markdown()
    for term in glossary.TERMS:
        assert f"{term.term} {{ #{term.anchor} }}" in text


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the source texts are not here")
def test_foreign_names_come_from_the_sources() -> None:
    text = "\n".join(path.read_text(encoding="utf-8") for path in sorted(SEEDS.glob("*.txt")))
    for term in glossary.TERMS:
        for field in ("german", "danish", "japanese"):
            for name in filter(None, getattr(term, field).split(", ")):
                assert name in text, f"{term.term}: {field} name {name!r} is not in the sources"


def test_the_glossary_says_which_danish_texts_were_read() -> None:
    """The glossary's sentence on Danish texts names every Danish work the project read
    (from the bibliography), and the page prints it."""
    text = glossary.danish_reading()
    read = [s for s in BIBLIOGRAPHY if s.language == "Danish" and s.read]
    assert [s.key for s in read] == ["dansk-tarokforbund-2011", "bga-help-da"]
    assert text.startswith("Of the works in Danish, the project read only parts of two: ")
    for source in read:
        assert f"[{work_name(source)}](sources.md#{source.key})" in text
    assert "moller" not in text  # listed, not read
    assert "no Danish text" not in (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")
    assert "danish_reading()" in (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")


def test_the_glossary_hook_sets_the_abbr_glossary() -> None:
    hook = load_hook("glossary")
    config: dict[str, Any] = {"markdown_extensions": ["abbr"], "mdx_configs": {}}
    hook.on_config(config)
    assert config["mdx_configs"]["abbr"]["glossary"] == glossary.abbreviations()
    with pytest.raises(Exception, match="abbr"):
        hook.on_config({"markdown_extensions": [], "mdx_configs": {}})


# -- history -------------------------------------------------------------------------


def test_the_timeline_is_in_order_and_spans_the_family() -> None:
    timeline = history.events()
    years = [event.year for event in timeline]
    assert years == sorted(years)
    assert years[0] <= 1720 and 2015 in years and 2011 in years
    assert all(event.cites for event in timeline)
    own = {e.ruleset: (e.year, e.text) for e in timeline if e.ruleset}
    assert own == {r.id: (r.lineage.year, r.lineage.event) for r in rules.VARIANTS.values()}


@pytest.mark.parametrize("draw", [history.family_tree_svg, history.family_tree_tall_svg])
def test_the_family_tree_is_a_picture_with_each_rule_set(draw: Any) -> None:
    root = ET.fromstring(draw(executable=frozenset({"grosstarock"})))
    boxes = [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("data-ruleset")]
    assert {g.get("data-ruleset") for g in boxes} == set(rules.VARIANTS)
    planned = [g.get("data-ruleset") for g in boxes if "planned" in g.get("class", "")]
    assert sorted(planned) == sorted(set(rules.VARIANTS) - {"grosstarock"})


def test_the_family_tree_is_drawn_along_the_page_and_down_it_each_linked() -> None:
    picture = ET.fromstring(pages.family_tree())
    drawings = picture.findall("{http://www.w3.org/2000/svg}svg")
    assert [drawing.get("class", "").split()[-1] for drawing in drawings] == [
        "tarock-family-wide",
        "tarock-family-tall",
    ]
    expected = {f"rules/{v}.md" for v in rules.VARIANTS if pages.page_exists(v)}
    for drawing in drawings:
        assert {a.get("href") for a in drawing.iter("{http://www.w3.org/2000/svg}a")} == expected


def test_the_tall_family_tree_fits_a_phone_and_keeps_every_row_apart() -> None:
    svg = history.family_tree_tall_svg()
    assert f'width="{history.TALL_WIDTH}"' in svg and history.TALL_WIDTH <= 358
    sizes = [float(size) for size in re.findall(r'font-size="([\d.]+)"', svg)]
    assert min(sizes) >= 13
    ys = [float(y) for y in re.findall(r'<circle class="event" cx="[\d.]+" cy="([\d.]+)"', svg)]
    assert len(ys) == 12 and all(b - a >= 18 for a, b in pairwise(ys))
    marks = [label for lane in history.LANES for _, label in history.marks(lane.key)]
    assert all(f">{label}</text>" in svg for label in marks)


# -- the link hook -------------------------------------------------------------------


def test_the_link_hook_turns_md_links_into_site_urls(caplog: pytest.LogCaptureFixture) -> None:
    from mkdocs.structure.files import File, Files

    def file(path: str) -> File:
        return File(path, "docs", "site", use_directory_urls=True)

    files = Files([file("index.md"), file("history.md"), file("rules/grosstarock.md")])
    page = SimpleNamespace(file=files.get_file_from_path("history.md"))
    hook = load_hook("links")
    hook.on_pre_build(config={})
    html = (
        '<a href="rules/grosstarock.md#bonuses">x</a><svg><a href="index.md">y</a></svg>'
        '<a href="https://example.org/a.md">z</a><a href="missing.md">w</a>'
    )
    with caplog.at_level(logging.WARNING, logger="mkdocs.hooks.links"):
        out = hook.on_page_content(html, page=page, config={}, files=files)
    assert '<a href="../rules/grosstarock/#bonuses">x</a>' in out
    assert '<a href="../">y</a>' in out
    assert 'href="https://example.org/a.md"' in out
    assert "missing.md" in caplog.text


def test_the_link_hook_shows_mkdocs_the_ids_code_wrote() -> None:
    from mkdocs.structure.files import File, Files

    files = Files([File("sources.md", "docs", "site", use_directory_urls=True)])
    page = SimpleNamespace(file=files.get_file_from_path("sources.md"), present_anchor_ids={"top"})
    html = load_hook("links").on_page_content(
        '<p id="martin-2015">Martin</p>', page=page, config={}, files=files
    )
    assert html == '<p id="martin-2015">Martin</p>'
    assert page.present_anchor_ids == {"top", "martin-2015"}


def test_every_rule_option_of_every_rule_set_cites_one_of_its_sources() -> None:
    from sitegen.sources import key_of

    for ruleset in rules.VARIANTS.values():
        for field in dataclasses.fields(Options):
            assert key_of(ruleset.citation(field.name)) in ruleset.sources, (ruleset.id, field.name)


# -- the findings, the 1754 example both ways, figures tied to the package -------------


def test_the_1754_example_is_settled_both_ways_step_by_step() -> None:
    from sitegen.examples import both_ways

    text = both_ways((40, 20, 18), absorber=1)
    assert "A 40 \u2212 26 = +14, B 20 \u2212 26 = \u22126, C 18 \u2212 26 = \u22128" in text
    assert "The payments: B pays A 6; C pays A 8." in text
    assert "A's +14 lies nearest +15; C's \u22128 lies nearest \u221210" in text
    assert "He takes minus the sum of the others: \u2212(15 \u2212 10) = \u22125" in text
    assert "neither gains nor loses" in text
    assert "| In Danish bands | +15 | \u22125 | \u221210 |" in text
    # where the others' rounding does not balance, the absorbing seat takes the difference
    other = both_ways((28, 28, 22), absorber=1)
    assert "would have given 0: the +5 is what the others' rounding leaves" in other
    assert "The payments: C pays B 5." in other
    page = (ROOT / "docs" / "historical-examples.md").read_text(encoding="utf-8")
    assert "{ #settled-both-ways }" in page and "both_ways((40, 20, 18)" in page


def _settlement(**changes: Any) -> Any:
    from sitegen import findings
    from tarock.analysis.stats import Interval

    def iv(estimate: float, half: float = 0.01) -> Interval:
        return Interval(estimate, estimate - half, estimate + half, 2000)

    base = {
        "variant": "x",
        "deals": 2000,
        "size": {"exact": iv(7.0, 0.1), "bands": iv(6.95, 0.1)},
        "size_change": iv(-0.05, 0.04),
        "nothing": {"exact": iv(0.045), "bands": iv(0.21)},
        "quiet": {"exact": iv(0.003, 0.002), "bands": iv(0.05)},
        "absorber_change": iv(0.02, 0.08),
        "absorber_spread": iv(0.4, 0.05),
        "share": {"exact": iv(0.2), "bands": iv(0.195)},
        "agreement": {"exact": iv(0.78), "bands": iv(0.75)},
        "agreement_change": iv(-0.03),
    }
    base.update(changes)
    return findings.Settlement(**base)


def _each(**changes: Any) -> Any:
    """A Settlement under the reading 'paid by each opponent': three times the payments."""
    from tarock.analysis.stats import Interval

    def iv(estimate: float, half: float = 0.01) -> Interval:
        return Interval(estimate, estimate - half, estimate + half, 2000)

    base = {
        "size": {"exact": iv(7.0, 0.1), "bands": iv(20.8, 0.3)},
        "size_change": iv(13.8, 0.3),
        "nothing": {"exact": iv(0.045), "bands": iv(0.18)},
        "share": {"exact": iv(0.2), "bands": iv(0.4)},
        "agreement": {"exact": iv(0.78), "bands": iv(0.83)},
        "agreement_change": iv(0.05),
    }
    base.update(changes)
    return _settlement(**base)


def test_the_findings_claims_are_checked_on_their_intervals() -> None:
    from sitegen import findings
    from tarock.analysis.stats import Interval

    good = {"absorber": {"grosstarock": _settlement()}, "each": {"grosstarock": _each()}}
    assert findings.check(good) == []
    text = findings.summary(good)
    assert "about three times as much" in text
    assert "| A seat's card-point payment per deal | 7.0 | 7.0 | 20.8 |" in text
    assert "| Lowest to highest of the rule sets |" in text
    assert "`card_settlement=bands-each`" in text
    # an absorber whose interval excludes 0 contradicts "neither gains nor loses"
    biased = dict(
        good, absorber={"grosstarock": _settlement(absorber_change=Interval(0.3, 0.2, 0.4, 2000))}
    )
    assert any("absorbing seat" in item for item in findings.check(biased))
    with pytest.raises(AssertionError, match="no longer hold"):
        findings.summary(biased)
    # an estimate above 0 whose interval still reaches 0 is not "exact agrees more often"
    unsure = dict(
        good,
        absorber={"grosstarock": _settlement(agreement_change=Interval(-0.01, -0.02, 0.001, 2000))},
    )
    assert any("agree" in item for item in findings.check(unsure))
    # paid by each opponent, payments that did not grow would contradict the page
    same = dict(good, each={"grosstarock": _settlement()})
    assert any("2.5 times" in item for item in findings.check(same))


def test_the_findings_table_gives_every_figure_with_its_interval() -> None:
    from sitegen import findings

    text = findings.table({"grosstarock": _settlement(variant="grosstarock")})
    rows = [line for line in text.splitlines()[2:]]
    assert len(rows) == 10
    assert all(line.count('<span class="ci">') == 1 for line in rows)
    assert "| Card-point payment of a seat, exactly | 7.00<br>" in text
    both = findings.table({"grosstarock": _settlement()}, {"grosstarock": _each()})
    assert "| Card-point payment, bands paid by each opponent | 20.80<br>" in both


def test_the_findings_page_computes_its_figures_and_links_the_notebook() -> None:
    page = (ROOT / "docs" / "findings.md").read_text(encoding="utf-8")
    prose = re.sub(r"```.*?```", "", page, flags=re.DOTALL)
    typed = [found for found in re.findall(r"\d+(?:\.\d+)?%", prose) if found != "95%"]
    assert not typed, "no typed percentage (but the 95% of an interval): figures are computed"
    assert "findings.summary(findings.both_readings())" in page
    assert (
        'findings.table(findings.exact_or_bands(), findings.exact_or_bands(reading="each"))' in page
    )
    for target in ("notebooks/exact-or-bands.ipynb", "historical-examples.md#settled-both-ways"):
        assert target in page
    for linking in ("index.md", "comparison.md"):
        assert "](findings.md)" in (ROOT / "docs" / linking).read_text(encoding="utf-8")


def test_the_comparison_prose_matches_the_options() -> None:
    text = (ROOT / "docs" / "comparison.md").read_text(encoding="utf-8")
    danish, grand = rules.get("danish-tarok").options, rules.get("grand-tarot").options
    assert f"stake {danish.pot_ante} into a King pot" in text
    assert f"tops each up by {danish.dealer_stake}" in text
    assert f"starts each pot with {grand.pot_ante}" in text
    count = pages.guide_line("declarations").split("German Taroc (1754)")[1]
    six = re.search(r": (\d+) declarations", count)
    assert six and "The 1754 rules have six" in text and int(six.group(1)) == 6


QUOTED_TITLES = (
    "Theoretisch-praktische Anweisung zur gründlichen Erlernung des beliebten Tarok-Tappen Spiels",
    "Wolfgang Mayr and Robert Sedlaczek, Das große Tarockbuch (Vienna and Frankfurt/M: Deuticke)",
)
"""Titles of works, which a citation quotes as they are."""


def _words(text: str) -> list[str]:
    return re.findall(r"[a-zà-ÿß]+", text.lower())


def _runs(words: list[str], size: int) -> set[tuple[str, ...]]:
    return {tuple(words[i : i + size]) for i in range(len(words) - size + 1)}


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the source texts are not here")
def test_no_page_copies_a_sentence_of_the_sources() -> None:
    """Every sentence on the site is written fresh: no run of nine words of a page (its
    Markdown, or a notebook's text cells) stands in a source text."""
    size = 9
    seeds = set().union(
        *(_runs(_words(path.read_text(encoding="utf-8")), size) for path in SEEDS.glob("*.txt"))
    )
    pages = sorted((ROOT / "docs").rglob("*.md")) + sorted((ROOT / "notebooks").glob("*.ipynb"))
    titles = set().union(*(_runs(_words(title), size) for title in QUOTED_TITLES))
    copied = {
        path.relative_to(ROOT).as_posix(): " ".join(run)
        for path in pages
        for run in _runs(_words(path.read_text(encoding="utf-8")), size) & seeds - titles
    }
    assert not copied, copied


def test_the_comparison_says_option_values_in_words() -> None:
    line = pages.guide_line("fool_deadline", "fool_captured_from", "fool_may_lead", "discard_limit")
    assert "the Excuse gone by trick 23" in line and "no deadline for the Sküs" in line
    assert "the Excuse may not be led" in line and "Dummett's limits on what is laid away" in line
    assert "the Scies may be led" in line and "the Sküs is the top trump" in line
    assert "Fool" not in line.replace("(rules/grand-tarot.md#the-fool)", "").split("Grand Tarot")[0]
    for raw in ("by trick none", "from trick none", "laid away dummett", "may lead yes"):
        assert raw not in line, raw


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the source texts are not here")
def test_no_generated_page_copies_a_sentence_of_the_sources() -> None:
    """The quick-starts, the coverage table and the history's data are written fresh too."""
    from sitegen import coverage, history, quickstart

    size = 9
    seeds = set().union(
        *(_runs(_words(path.read_text(encoding="utf-8")), size) for path in SEEDS.glob("*.txt"))
    )
    texts = {variant: quickstart.quick_start(variant) for variant in rules.ids()}
    texts["coverage"] = coverage.table()
    texts["timeline"] = " ".join(event.text for event in history.events())
    copied = {
        name: run for name, text in texts.items() for run in _runs(_words(text), size) & seeds
    }
    assert not copied, copied


def test_every_citation_through_the_project_s_notes_leads_to_what_they_record() -> None:
    # The notes are published on "How the readings were chosen": each citation through
    # them links there, and the page says what the notes record at that place.
    page = (Path(__file__).resolve().parents[1] / "docs" / "readings.md").read_text()
    notes = page[page.index("{ #notes }") : page.index("{ #points }")]
    through = [c for c in _every_citation() if " via project-notes" in c]
    assert len(through) >= 3
    for citation in through:
        place = citation.split(", ", 1)[1]
        assert f'Cited on the rule page as "{place}"' in " ".join(notes.split()), citation
        assert "(readings.md#notes)" in sources.cite(citation)


def test_the_published_notes_state_the_values_the_rule_sets_play() -> None:
    # "How the readings were chosen" says in prose what the notes record; each figure it
    # gives is the one the rule set plays (or the preset that plays it).
    page = (Path(__file__).resolve().parents[1] / "docs" / "readings.md").read_text()
    notes = " ".join(page[page.index("{ #notes }") : page.index("{ #points }")].split())
    tapp = rules.get("tapp-tarock").options
    games = {game.name: game.value for game in tapp.contracts}
    assert games == {"Dreier": 3, "Unterer": 4, "Oberer": 5, "Solo": 8}
    assert "the Dreier 3, the Unterer 4, the Oberer 5 and the Solo 8" in notes
    assert (tapp.pagat_ultimo, tapp.pagat_ultimo_announced) == (4, 8)
    assert "the Pagat ultimo 4 when silent and 8 when announced" in notes
    assert (tapp.vole, dict(tapp.vole_announced)[1]) == (12, 24)
    assert "the Valat 12 when silent and 24 when announced" in notes
    assert tapp.trull == tapp.four_kings == 3 and "the four Kings 3 each" in notes
    halves = {game.name: game.talon.value for game in tapp.contracts}
    assert (halves["Dreier"], halves["Unterer"], halves["Oberer"]) == ("either", "lower", "upper")
    assert "the Unterer the lower half and the Oberer the upper half" in notes
    danish = rules.get("danish-tarok")
    assert danish.options.vole == 80 and "stays the summary's 80" in notes
    assert danish.with_options(["preset=pagat"]).options.vole == 135
    assert "paid 135 by each opponent" in notes and "`vole_cancels_card_points=true`" in notes
    assert danish.options.vole_cancels_card_points
