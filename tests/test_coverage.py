"""The table from each section of each source text to the pages that cover it is whole:
every heading of the texts with headings has a row, every row's marker stands in its
text, and every page a row names exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sitegen.coverage import COVERAGE, TEXTS, backed, opening, other_sources, reported, table
from tarock import rules
from tarock.rules.sources import SOURCE_TEXTS, SOURCES, name, parse

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT.parent / "shared" / "seeds"
FILES = {"en": "000", "tapp": "001", "grand": "002", "ja": "003", "de": "004"}
"""Text id -> the number of the file that holds it among the project's source texts."""


def _text(text_id: str) -> str:
    (path,) = SEEDS.glob(f"{FILES[text_id]}_*.txt")
    return path.read_text(encoding="utf-8")


def english_headings(text: str) -> list[str]:
    """The English article's headings, a subsection under its section ("Taroc / Play")."""
    found, section = [], ""
    for level, title in re.findall(r"^(=+) (.+?) =+$", text, flags=re.MULTILINE):
        if len(level) <= 2:
            section = title
            found.append(title)
        else:
            found.append(f"{section} / {title}")
    return found


def grand_headings(text: str) -> list[str]:
    """The Grand Tarot text's run-in headings ("Deal: ..."), after its introduction."""
    run_in = re.findall(r"^([A-Z][A-Za-z]*(?: [A-Za-z]+){0,2}): \S", text, flags=re.MULTILINE)
    return ["Introduction", *run_in]


def test_the_heading_readers_find_headings() -> None:
    assert english_headings("= A =\n== B ==\n=== C ===\n== D ==\n") == ["A", "B", "B / C", "D"]
    assert grand_headings("intro\nDeal: first dealer\nCard Points are:\nPlay: Eldest\n") == [
        "Introduction",
        "Deal",
        "Play",
    ]


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the source texts are not here")
@pytest.mark.parametrize(
    ("text_id", "headings"), [("en", english_headings), ("grand", grand_headings)]
)
def test_every_heading_of_a_text_has_a_row(text_id: str, headings: object) -> None:
    wanted = headings(_text(text_id))  # type: ignore[operator]
    rows = [row.heading for row in COVERAGE if row.text == text_id]
    assert rows == wanted


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the source texts are not here")
@pytest.mark.parametrize("row", COVERAGE, ids=lambda row: f"{row.text}:{row.heading}")
def test_each_row_is_found_in_its_text(row: object) -> None:
    assert row.marker in _text(row.text), row  # type: ignore[attr-defined]


def test_every_text_has_rows_and_a_source() -> None:
    assert {row.text for row in COVERAGE} == set(TEXTS)
    assert all(key in SOURCES for _, key in TEXTS.values())


@pytest.mark.parametrize("row", COVERAGE, ids=lambda row: f"{row.text}:{row.heading}")
def test_every_page_named_exists(row: object) -> None:
    for page in row.pages:  # type: ignore[attr-defined]
        assert (ROOT / "docs" / page.partition("#")[0]).is_file(), page


def test_the_table_has_a_row_per_section() -> None:
    rows = [line for line in table().splitlines() if line.startswith("| ") and "[" in line]
    assert len(rows) == len(COVERAGE)


def test_each_text_links_to_its_own_entry() -> None:
    assert sorted(key for _, key in TEXTS.values()) == sorted(SOURCE_TEXTS)


def test_the_opening_counts_and_names_the_kept_texts() -> None:
    text = opening()
    assert text.startswith("The tables below go through the five texts the project keeps")
    for text_name, key in TEXTS.values():
        assert f"[{text_name}](sources.md#{key})" in text


def test_the_other_sources_are_every_read_work_an_option_cites() -> None:
    direct = {
        parse(cited).key
        for ruleset in rules.VARIANTS.values()
        for cited in ruleset.cites.values()
        if not parse(cited).via and SOURCES[parse(cited).key].read
    }
    assert set(backed()) == {key for key in direct if key not in SOURCE_TEXTS}
    assert set(backed()) == {"regeln-1754", "bga-help-da", "bga-grosstarock", "pagat-dantarok"}
    assert backed()["bga-help-da"] == {
        "danish-tarok": [
            "direction",
            "packet",
            "redeal_without_trumps",
            "pot_ante",
            "dealer_stake",
            "dealer_stake_on_ante",
        ]
    }
    assert backed()["bga-grosstarock"] == {
        "danish-tarok": ["failed_ultimo_pot", "ultimo_success_first", "card_settlement"]
    }
    assert set(reported()) == {"pagat-dantarok", "mayr-sedlaczek-2001"}
    text = other_sources()
    for key, by_ruleset in (*backed().items(), *reported().items()):
        assert f"[{name(SOURCES[key])}](sources.md#{key})" in text
        for ruleset_id, options in by_ruleset.items():
            assert f"(rules/{ruleset_id}.md#sources-point-by-point)" in text
            assert all(f"`{option}`" in text for option in options)
    assert "It gives the defaults of 6 options of Danish Tarok (2011): `direction`," in text


def test_the_page_prints_what_it_covers_from_the_package() -> None:
    page = (ROOT / "docs" / "source-coverage.md").read_text(encoding="utf-8")
    assert "five texts" not in page
    for call in ("opening()", "table()", "other_sources()"):
        assert f"print({call})" in page
    assert "{ #other-sources }" in page and "(#other-sources)" in page
