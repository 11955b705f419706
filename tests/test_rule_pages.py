"""The rule pages (docs/rules/*.md) against the package: their order, their code boxes,
their readings, and every number, count and seed they state.

Nothing here builds the site: the Markdown is read directly, the pieces the pages print
are computed with ``tarock.docs``, and the figures typed in the prose are checked
against the rule sets' options.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from tarock import docs, explain, rules
from tarock.cards import pack
from tarock.cli import main
from tarock.play import replay
from tarock.rules.declarations import Count, Declaration, Group, Run
from tarock.rules.options import OptionError
from tarock.scoring.counting import card_points
from tarock.scoring.settlement import Pot

ROOT = Path(__file__).resolve().parents[1]
PAGES = ROOT / "docs" / "rules"
VARIANTS = rules.ids()
CARDS_78 = [v for v in VARIANTS if rules.get(v).options.pack == 78]

BOX = '??? program "How the program does it"'
MARK = "[Reading](#readings){ .reading }"

ORDER = {
    "taroc-1754": [
        "pack-and-ranks",
        "deal-and-discard",
        "declarations",
        "play",
        "the-excuse",
        "the-pagat",
        "settlement",
        "worked-deal",
        "readings",
        "sources",
    ],
    "grosstarock": [
        "pack-and-ranks",
        "deal-and-discard",
        "declarations",
        "play",
        "the-skus",
        "bonuses",
        "settlement",
        "worked-deal",
        "readings",
        "sources",
    ],
    "danish-tarok": [
        "pack-and-ranks",
        "deal-and-discard",
        "declarations",
        "play",
        "the-scies",
        "bonuses",
        "settlement",
        "pots",
        "readings",
        "sources",
    ],
    "grand-tarot": [
        "pack-and-ranks",
        "deal-and-discard",
        "declarations",
        "play",
        "the-fool",
        "bonuses",
        "settlement",
        "pots",
        "changes",
        "readings",
        "sources",
    ],
    "tapp-tarock": [
        "pack-and-ranks",
        "deal-and-discard",
        "the-auction",
        "the-talon",
        "discard",
        "announcements",
        "play",
        "bonuses",
        "settlement",
        "worked-deal",
        "grosstarock",
        "readings",
        "sources",
    ],
}
"""Each page's sections (level 2) in the order a rulebook gives them, by their anchors."""

SUBSECTIONS = {
    "taroc-1754": ["deal", "players-and-seats", "discard", "card-points", "against-26"],
    "grosstarock": ["deal", "discard", "pagat-and-kings", "vole-and-nolo", "card-points"],
    "danish-tarok": ["deal", "discard", "the-last-trick", "vole-and-nolo", "card-points"],
    "grand-tarot": ["deal", "discard", "card-points", "with-eldest", "worked-session"],
    "tapp-tarock": ["card-points", "the-game"],
}
"""Anchors below the sections that other pages and the comparison matrix link to."""

PENDING_OPTIONS = {"ladons=one-point"}
"""Option values a page names that another branch is adding to the package."""

_HEADING = re.compile(r"^(#{2,6}) .+? \{ #([a-z0-9-]+) \}$", re.MULTILINE)


def page(variant: str) -> str:
    return (PAGES / f"{variant}.md").read_text(encoding="utf-8")


def sections(text: str) -> dict[str, str]:
    """Anchor -> the section's text, up to the next heading of the same or a higher level."""
    found = list(_HEADING.finditer(text))
    out = {}
    for index, match in enumerate(found):
        level = len(match.group(1))
        end = next(
            (later.start() for later in found[index + 1 :] if len(later.group(1)) <= level),
            len(text),
        )
        out[match.group(2)] = text[match.end() : end]
    return out


def section(variant: str, anchor: str) -> str:
    return sections(page(variant))[anchor]


def table_rows(text: str) -> list[list[str]]:
    """The cells of the first Markdown table in ``text``, header and rule left out."""
    lines = [line for line in text.splitlines() if line.startswith("|")]
    first = text.splitlines().index(lines[0])
    rows = []
    for line in text.splitlines()[first:]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows[2:]


# -- order and shape -----------------------------------------------------------------


def test_every_rule_set_has_a_page_and_a_worked_example() -> None:
    assert {path.stem for path in PAGES.glob("*.md")} - {"index"} == set(VARIANTS)
    assert set(docs.WORKED) == set(VARIANTS)


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_page_opens_with_the_glance_box(variant: str) -> None:
    text = page(variant)
    title, rest = text.split("\n", 1)
    assert title.startswith("# ")
    first_block = rest.strip().split("```\n", 1)[0]
    assert f'print(at_a_glance(rules.get("{variant}")))' in first_block
    box = docs.at_a_glance(rules.get(variant))
    assert box.startswith('!!! abstract "At a glance"\n')


@pytest.mark.parametrize("variant", VARIANTS)
def test_sections_come_in_rulebook_order(variant: str) -> None:
    level_two = re.findall(r"^## .+? \{ #([a-z0-9-]+) \}$", page(variant), re.MULTILINE)
    assert level_two == ORDER[variant]
    assert set(SUBSECTIONS[variant]) <= set(sections(page(variant)))


@pytest.mark.parametrize("variant", VARIANTS)
def test_code_shows_only_in_the_program_boxes(variant: str) -> None:
    lines = page(variant).splitlines()
    in_box = False
    for number, line in enumerate(lines, 1):
        if line.startswith("??? program"):
            assert line == BOX, (number, line)
            in_box = True
        elif line and not line.startswith(" "):
            in_box = False
        if "--8<--" in line:
            assert in_box and line.startswith("    "), (variant, number, line)
        if line.strip().startswith("```python") and 'exec="on"' not in line:
            assert in_box, (variant, number, line)
        assert "source=" not in line, (variant, number, line)  # exec blocks show output only


# -- readings ------------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_readings_are_marked_alike_and_listed(variant: str) -> None:
    text = page(variant)
    body = text.split("## Readings chosen { #readings }")[0]
    assert body.count(MARK) >= 3
    assert body.count("[Reading](") == body.count(MARK)
    assert section(variant, "readings").count("\n- **") >= 4


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_options_a_page_names_exist(variant: str) -> None:
    named = set(re.findall(r"`([a-z_]+=[a-z0-9-]+)`", page(variant)))
    assert named, variant
    for change in named - PENDING_OPTIONS:
        try:
            rules.get(variant, [change])
        except OptionError as error:  # pragma: no cover - the assertion reports it
            pytest.fail(f"{variant} names `{change}`: {error}")


@pytest.mark.parametrize(
    ("variant", "anchor", "phrases"),
    [
        ("taroc-1754", "pack-and-ranks", ["natural order", "`pip_order=natural`"]),
        ("taroc-1754", "deal", ["misdeal", "seed 000"]),
        ("taroc-1754", "players-and-seats", [MARK, "opposite the"]),
        ("taroc-1754", "the-excuse", [MARK, "never led", "`fool_may_lead=true`"]),
        ("grosstarock", "declarations", ["the Sküs and the Pagat", MARK, "`ladons=one-point`"]),
        ("danish-tarok", "pots", [MARK, "seed 002", "reconstruction", "[^loka]"]),
        ("tapp-tarock", "bonuses", ["[^mayr]", "seed 001", "reconstructs"]),
        ("tapp-tarock", "readings", ["reconstruction after Mayr and Sedlaczek", "seed 001"]),
        ("grand-tarot", "declarations", ["without being shown"]),
        ("grand-tarot", "with-eldest", [MARK, "`card_settlement=bands-eldest`"]),
    ],
)
def test_the_pages_show_the_readings_of_the_sources(
    variant: str, anchor: str, phrases: list[str]
) -> None:
    text = " ".join(section(variant, anchor).split())
    for phrase in phrases:
        assert phrase in text, (variant, anchor, phrase)


@pytest.mark.parametrize("variant", CARDS_78)
def test_card_points_link_to_the_findings(variant: str) -> None:
    assert "](../findings.md)" in section(variant, "settlement")


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_sources_close_the_page(variant: str) -> None:
    sources = section(variant, "sources")
    assert f'print(citations("{variant}"))' in sources
    assert "///Footnotes Go Here///" in sources


# -- the glance box ------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_glance_box_reads_the_rule_set(variant: str) -> None:
    ruleset = rules.get(variant)
    options = ruleset.options
    box = docs.at_a_glance(ruleset)
    total = card_points(pack(options.pack))
    assert f"**Pack:** {options.pack} cards" in box
    assert f"**Direction:** {options.direction.value}" in box
    assert f"{options.par} of the {total}" in box
    assert f"{options.tricks} tricks" in box
    assert f"`{docs.try_it(variant)}`" in box
    assert ("**Pots:**" in box) == bool(options.pot_ante)


def test_the_glance_box_follows_the_options() -> None:
    def box(variant: str, *changes: str) -> str:
        return docs.at_a_glance(rules.get(variant, list(changes)))

    assert "clockwise: the deal and the play pass to the left" in box(
        "taroc-1754", "direction=clockwise"
    )
    assert "against 30 of the 78" in box("grosstarock", "par=30")
    assert "Pagat ultimo: won 20, lost \u221215" in box("grosstarock", "pagat_ultimo=20")
    assert "founded with 40 from each player" in box("danish-tarok", "pot_ante=40")
    assert "Vole 30; Nolo 26" in box("grosstarock", "vole=30")
    bare = dataclasses.replace(rules.get("grosstarock"), options=rules.get("tapp-tarock").options)
    assert "**Declarations:** none" in docs.at_a_glance(bare)
    assert "--seed" not in box("grosstarock", "vole=30")  # not the page's worked deal
    assert "Excuse kept without a trick 4" in box("taroc-1754")
    assert "Valat 12; Trull 3; four Kings 3" in box("tapp-tarock")
    assert "Dreier 3, Unterer 4, Oberer 5, Solo 8" in box("tapp-tarock")


# -- seeds and worked examples -------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_worked_example_is_the_one_try_it_plays(variant: str) -> None:
    worked = docs.WORKED[variant]
    command = docs.try_it(variant)
    assert f"--seed {worked.seed}" in command
    out = CliRunner().invoke(main, command.split()[1:])
    assert out.exit_code == 0, out.output
    if worked.deals > 1:
        session = docs.worked_session(variant)
        assert len(session.deals) == worked.deals
        totals = explain.totals_text(session.totals(), session.record.seats)
        assert f"Totals\n  {totals}" in out.output
    else:
        for line in explain.summary_lines(docs.worked_deal(variant)):
            assert line in out.output


def test_the_1754_box_names_the_seed_of_the_worked_deal() -> None:
    assert "--seed 5 " in docs.at_a_glance(rules.get("taroc-1754"))
    assert docs.worked_deal("taroc-1754").record.seed == docs.WORKED["taroc-1754"].seed == 5


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_worked_examples_come_from_one_place(variant: str) -> None:
    for anchor in ("worked-deal", "worked-session"):
        text = sections(page(variant)).get(anchor)
        if text is None:
            continue
        assert "seed=" not in text and "play_deal" not in text and "play_session" not in text
        assert f'worked_deal("{variant}")' in text or f'worked_session("{variant}")' in text


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_worked_deal_replays_to_the_same_payments(variant: str) -> None:
    result = docs.worked_deal(variant)
    again = replay(result.record)
    assert again.net == result.net
    assert list(again.ledger) == list(result.ledger)


def test_the_danish_session_doubles_a_pot_and_empties_it() -> None:
    session = docs.worked_session("danish-tarok")
    events = docs.pot_events(session)
    doubled = [e for e in events if e.what == "doubled"]
    emptied = [e for e in events if e.what == "emptied"]
    assert doubled and emptied
    assert all(e.after == 2 * e.before > 0 for e in doubled)
    for event in emptied:
        assert event.before > 0
        assert session.pots[event.deal - 1][event.pot] == 0
        if event.deal < len(session.deals):  # founded again before the next deal
            again = docs.PotEvent(event.deal + 1, event.pot, "founded", -1, 0, 0)
            assert any(
                (e.deal, e.pot, e.what) == (again.deal, again.pot, again.what) for e in events
            )
    # A pot doubles before it is emptied, so the page's story shows both in turn.
    assert min(e.deal for e in doubled) <= min(e.deal for e in emptied)


@pytest.mark.parametrize("variant", ["danish-tarok", "grand-tarot"])
def test_the_pot_story_agrees_with_the_session(variant: str) -> None:
    session = docs.worked_session(variant)
    story = docs.pot_story(session)
    last = session.pots[-1]
    assert story.endswith(
        f"the King pot holds {last[Pot.KING]} and the Pagat pot {last[Pot.PAGAT]}."
    )
    for event in docs.pot_events(session):
        if event.what == "founded":
            ante = rules.get(variant).options.pot_ante * len(session.record.seats)
            assert event.after >= ante
            assert f"Before deal {event.deal} the {event.pot.value} is empty" in story


def test_the_danish_page_counts_its_deals() -> None:
    text = section("danish-tarok", "worked-session")
    assert "word(len(session.deals))" in text
    assert "Four deals" not in page("danish-tarok")
    assert "watch them grow" not in page("danish-tarok")
    assert docs.word(len(docs.worked_session("danish-tarok").deals)) == "six"


def test_the_tapp_worked_deal_tells_its_auction() -> None:
    result = docs.worked_deal("tapp-tarock")
    state, seats = result.state, result.record.seats
    text = docs.auction_lines(result)
    assert state.game is not None and state.half is not None
    holds = sum(step.action.text == "hold" for step in result.steps)
    assert f"{seats[state.declarer]} plays an {state.game.name}" in text
    assert f"after {docs.word(holds)} holds" in text
    assert f"takes the {state.half.value} half of the talon" in text
    assert text.count("`discard ") == len(state.discard) == 3


# -- the figures typed on the pages --------------------------------------------------


def _values(table: tuple[Declaration, ...]) -> list[str]:
    """The value column of a page's declaration table, from the package: "10 + 5" for a
    count or a run, one row per form of a group, the four suits' groups as one."""
    out: list[str] = []
    seen: set[str] = set()
    for item in table:
        if isinstance(item, Count | Run):
            out.append(f"{item.base} + {item.step}")
        elif isinstance(item, Group):
            name = re.sub(r"\b(hearts|diamonds|clubs|spades)\b", "a suit", item.name)
            if name not in seen:
                seen.add(name)
                out += [str(v) for v in (item.full, item.with_fool, item.full_with_fool) if v]
    return out


@pytest.mark.parametrize("variant", [v for v in VARIANTS if rules.get(v).options.declarations])
def test_the_declaration_tables_match_the_package(variant: str) -> None:
    rows = table_rows(section(variant, "declarations"))
    assert [row[-1] for row in rows] == _values(rules.get(variant).options.declarations)


def test_the_bonus_tables_match_the_options() -> None:
    o = rules.get("taroc-1754").options
    assert [row[1:] for row in table_rows(section("taroc-1754", "the-pagat"))] == [
        ["\u2013", str(o.pagat_captured)],
        [str(o.pagat_ultimo), str(o.pagat_ultimo_lost)],
    ]
    o = rules.get("grosstarock").options
    assert [row[1:] for row in table_rows(section("grosstarock", "pagat-and-kings"))] == [
        [str(o.pagat_home), str(o.pagat_captured)],
        [str(o.pagat_ultimo), str(o.pagat_ultimo_lost)],
        [str(o.king_home), str(o.king_captured)],
        [str(o.king_ultimo), str(o.king_ultimo_lost)],
    ]
    vole, nolo, penalty = table_rows(section("grosstarock", "vole-and-nolo"))
    assert vole[1:] == [str(value) for _, value in o.vole_announced]
    assert nolo[1:3] == [str(value) for _, value, _ in o.nolo_announced]
    assert penalty[1:3] == [str(fail) for *_, fail in o.nolo_announced]
    assert [trick for trick, _ in o.vole_announced] == [1, 13, 20]
    o = rules.get("danish-tarok").options
    last = [row[1] for row in table_rows(section("danish-tarok", "the-last-trick"))]
    assert last == [
        str(v)
        for v in (
            o.pagat_ultimo,
            o.king_ultimo,
            o.pagat_ultimo_lost,
            o.king_ultimo_lost,
            o.last_trick,
        )
    ]
    o = rules.get("grand-tarot").options
    rows = table_rows(section("grand-tarot", "bonuses"))
    expected = (o.pagat_ultimo, o.king_ultimo, o.pagat_ultimo_lost, o.king_ultimo_lost)
    assert [row[2] for row in rows] == [str(v) for v in (*expected, o.vole, o.nolo)]
    assert rows[2][3].startswith(f"{o.pagat_ultimo_lost} into")  # failed_ultimo_pot=penalty
    o = rules.get("tapp-tarock").options
    solo = o.contracts[-1].bonus_factor
    assert [row[1] for row in table_rows(section("tapp-tarock", "bonuses"))] == [
        f"{o.pagat_ultimo} ({solo * o.pagat_ultimo} in a Solo)",
        f"{o.pagat_ultimo_announced} ({solo * o.pagat_ultimo_announced} in a Solo)",
        str(o.vole),
        str(o.vole_announced[0][1]),
        str(o.trull),
        str(o.four_kings),
    ]


def _prose(variant: str, anchor: str) -> str:
    return " ".join(section(variant, anchor).split())


def test_the_1754_prose_states_the_options() -> None:
    o = rules.get("taroc-1754").options
    hand = (o.pack - o.discard) // 3
    deal = _prose("taroc-1754", "deal")
    assert f"holds {hand + o.discard} cards and each of the others {hand}" in deal
    assert f"five rounds of {docs.word(o.packet)}" in deal
    excuse = _prose("taroc-1754", "the-excuse")
    assert f"trick {o.fool_deadline}" in excuse
    assert f"paid {o.fool_kept_no_trick} by each opponent" in excuse


def test_the_grosstarock_prose_states_the_options() -> None:
    o = rules.get("grosstarock").options
    hand = (o.pack - o.discard) // 3
    assert f"holds {hand + o.discard} and each of the others {hand}" in _prose(
        "grosstarock", "deal"
    )
    vole = _prose("grosstarock", "vole-and-nolo")
    assert f"all {o.tricks} tricks makes a Vole and receives {o.vole} from each" in vole
    assert f"makes a Nolo and also receives {o.nolo}" in vole


def test_the_danish_prose_states_the_options() -> None:
    o = rules.get("danish-tarok").options
    pots = _prose("danish-tarok", "pots")
    assert f"every player puts {o.pot_ante} into it" in pots
    assert f"gets {o.dealer_stake} from the dealer" in pots
    play = _prose("danish-tarok", "during-play")
    assert o.king_captured == o.pagat_captured and o.king_captured_pot == o.pagat_captured_pot
    assert f"costs its owner {o.king_captured} to each opponent and {o.king_captured_pot}" in play
    assert f"earns {o.pagat_home} from each" in play and o.king_home == 0
    tout = _prose("danish-tarok", "vole-and-nolo")
    assert f"a Tout, earns {o.vole} from each" in tout and f"earns {o.nolo} from each" in tout


def test_the_grand_tarot_prose_states_the_options() -> None:
    o = rules.get("grand-tarot").options
    pots = _prose("grand-tarot", "pots")
    assert f"pays {o.pot_ante} into each pot" in pots
    assert f"dealer pays {o.dealer_stake} into each pot" in pots and o.dealer_stake_on_ante
    assert o.pagat_captured == o.king_captured and o.pagat_captured_pot == o.king_captured_pot
    assert (
        f"costs its owner {o.pagat_captured} to each other player and {o.pagat_captured_pot}"
        in _prose("grand-tarot", "bonuses")
    )


def test_the_tapp_prose_states_the_options() -> None:
    o = rules.get("tapp-tarock").options
    total = card_points(pack(o.pack))
    hand = (o.pack - o.talon) // 3
    deal = _prose("tapp-tarock", "deal-and-discard")
    talon = f"{docs.word(o.talon)} cards face down in two packets of {docs.word(o.talon // 2)}"
    assert talon in deal
    assert f"{docs.word(hand)} cards in packets of {docs.word(o.packet)}" in deal
    assert f"{o.par} of the {total} card points" in _prose("tapp-tarock", "the-auction")
    values = [str(game.value) for game in o.contracts]
    assert f"({', '.join(values[:-1])} or {values[-1]})" in _prose("tapp-tarock", "the-game")
    assert f"holds {total}." in _prose("tapp-tarock", "card-points")


def test_the_index_offers_a_worked_example() -> None:
    index = " ".join((PAGES / "index.md").read_text(encoding="utf-8").split())
    assert f"`{docs.try_it('taroc-1754')}` (the worked deal of the" in index
    assert "(taroc-1754.md#worked-deal)" in index
