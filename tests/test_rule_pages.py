"""The rule pages (docs/rules/*.md) against the package: their order, their code boxes,
their readings, and every number, count and seed they state.

Nothing here builds the site: the Markdown is read directly, the pieces the pages print
are computed with ``sitegen.docs``, and the figures typed in the prose are checked
against the rule sets' options.
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import re
from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner

from sitegen import docs
from sitegen.readings import readings_chosen
from tarock import rules
from tarock.cards import FOOL, KINGS, MOND, PAGAT, TRUMPS, Card, ordered, pack, parse, parse_many
from tarock.cli import main
from tarock.engine.actions import Announce
from tarock.play import dealt, play_deal, replay
from tarock.rules.declarations import Count, Declaration, Group, Run, declare
from tarock.rules.discard import allowed, shown
from tarock.rules.options import DiscardLimit, OptionError
from tarock.scoring.counting import card_points
from tarock.scoring.settlement import Pot
from tarock.text import explain

NAMES = [ruleset.names for ruleset in rules.VARIANTS.values()]
"""Every rule set's own names for its cards: a label in any of them names one card."""

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
        "sources-point-by-point",
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
        "sources-point-by-point",
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
        "sources-point-by-point",
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
        "sources-point-by-point",
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
        "sources-point-by-point",
        "sources",
    ],
}
"""Each page's sections (level 2) in the order a rulebook gives them, by their anchors."""

SUBSECTIONS = {
    "taroc-1754": ["deal", "players-and-seats", "discard", "card-points", "against-26"],
    "grosstarock": ["deal", "discard", "pagat-and-kings", "vole-and-nolo", "card-points"],
    "danish-tarok": ["deal", "discard", "the-last-trick", "vole-and-nolo", "card-points"],
    "grand-tarot": ["deal", "discard", "card-points", "with-eldest", "worked-session"],
    "tapp-tarock": ["tapper", "card-points", "the-game"],
}
"""Anchors below the sections that other pages and the comparison matrix link to."""

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
    """A section's Markdown; the readings' with their list as the page prints it (from the
    records, ``sitegen.readings.readings_chosen``)."""
    text = sections(page(variant))[anchor]
    if anchor == "readings":
        block = (
            '```python exec="on"\nfrom sitegen.readings import readings_chosen\n'
            f'print(readings_chosen("{variant}"))\n```'
        )
        assert block in text, variant
        text = text.replace(block, readings_chosen(variant))
    return text


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
    text = re.sub(r"\A---\n.*?\n---\n\n", "", page(variant), flags=re.DOTALL)  # front matter
    title, rest = text.split("\n", 1)
    assert title.startswith("# ")
    link, rest = rest.strip().split("\n", 1)
    assert link.startswith("[Quick-start") and f"({variant}/quick-start.md)" in link
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
    for change in named:
        try:
            rules.get(variant, [change])
        except OptionError as error:  # pragma: no cover - the assertion reports it
            pytest.fail(f"{variant} names `{change}`: {error}")


@pytest.mark.parametrize(
    ("variant", "anchor", "phrases"),
    [
        ("taroc-1754", "pack-and-ranks", ["natural order", "`pip_order=natural`"]),
        ("taroc-1754", "deal", ["misdeal", "§3", "[^regeln]"]),
        ("taroc-1754", "players-and-seats", [MARK, "opposite the"]),
        ("taroc-1754", "the-excuse", [MARK, "never led", "`fool_may_lead=true`"]),
        ("grosstarock", "declarations", ["the Sküs and the Pagat", MARK, "`ladons=one-point`"]),
        ("grosstarock", "declarations", ["print(ladons_shares())", "declarations.py:said"]),
        ("danish-tarok", "the-scies", [MARK, "as though it had been led", "state.py:trick-winner"]),
        ("danish-tarok", "readings", ["first card played after it counts as led"]),
        ("tapp-tarock", "the-auction", [MARK, "after the dealer, deals", "phases.py:thrown-in"]),
        ("tapp-tarock", "tapper", [MARK, "[^1821]", "[^article]", "`tapper=0`"]),
        ("tapp-tarock", "announcements", [MARK, "the defenders announce nothing"]),
        ("tapp-tarock", "bonuses", [MARK, "announced by the declarer", "[^shirk]"]),
        ("tapp-tarock", "card-points", [MARK, "by side, not by seat", "replay --json"]),
        ("danish-tarok", "pots", [MARK, "preset=summary", "reconstruction", "[^loka]"]),
        ("tapp-tarock", "bonuses", ["[^mayr]", "empty in the project's copy", "reconstructs"]),
        ("tapp-tarock", "readings", ["reconstruction after Mayr and Sedlaczek", "English article"]),
        ("tapp-tarock", "readings", ["forehand deals next", "`tapper`", "Card points by side"]),
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


STALE = {
    "grosstarock": ["does not name them"],
    "danish-tarok": ["the first card played after it takes the trick"],
    "tapp-tarock": [
        "a defender may announce it too",
        "also lets a defender",
        "announcer",
        "pays it to him if it fails",
        "a new deal follows",
    ],
}
"""Sentences the rule changes of branch fix-play made wrong: they must not come back."""


@pytest.mark.parametrize("variant", sorted(STALE))
def test_no_page_keeps_a_sentence_the_rules_made_wrong(variant: str) -> None:
    text = " ".join(page(variant).split())
    for phrase in STALE[variant]:
        assert phrase not in text, (variant, phrase)
    assert "TODO(F2)" not in page(variant)


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
    assert f"the dealer puts {o.dealer_stake} into each pot, a pot just founded included" in pots
    assert o.dealer_stake_on_ante
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


# -- the rule changes of branch fix-play ---------------------------------------------


def test_the_tapp_sides_make_the_pack() -> None:
    """The page: "Between them the two sides always hold the pack's 70", the table of the
    worked deal with a row per side, and `card_points` by side in `replay --json`."""
    o = rules.get("tapp-tarock").options
    total = card_points(pack(o.pack))
    assert f"always hold the pack's {total}." in _prose("tapp-tarock", "card-points")
    for seed in range(12):
        result = play_deal(rules.get("tapp-tarock"), ["heuristic"] * 3, seed=seed)
        if result.state.thrown_in is None:
            assert result.sides is not None and sum(result.sides) == total, seed
    worked = docs.worked_deal("tapp-tarock")
    assert worked.sides is not None
    ours, theirs = worked.sides
    shown = docs.told(worked, bids=False)
    rows = {line.split()[0]: line.split() for line in shown.splitlines() if line.strip()}
    assert rows["defenders"][2] == str(theirs) and rows["all"][2] == str(total)
    declarer = worked.record.seats[worked.state.declarer]
    assert rows[declarer][3] == str(ours)
    summary = explain.as_json(worked)
    assert summary["card_points"] == {"declarer": ours, "defenders": theirs}
    assert summary["declarer"] == declarer


def test_the_tapp_thrown_in_example() -> None:
    """The page's deal everyone passes: nothing paid, the next dealer deals, the record
    says why, and `tarock deal` with the page's command says so."""
    text = section("tapp-tarock", "the-auction")
    assert "deal.state.thrown_in is not None" in text and "print(told(result))" in text
    result = docs.first_deal("tapp-tarock", lambda deal: deal.state.thrown_in is not None)
    state = result.state
    assert [step.action.text for step in result.steps] == ["pass"] * 3
    assert list(result.ledger) == [] and result.record.thrown_in == "everyone passed"
    assert state.next_dealer == state.next[state.dealer]
    out = CliRunner().invoke(main, docs.command(result).split()[1:])
    assert out.exit_code == 0, out.output
    assert docs.told(result).splitlines()[2] in out.output
    assert "thrown in: everyone passed; nothing is paid" in out.output


def test_the_tapper_section_names_a_real_option() -> None:
    """`tapper=0` is the default and adds nothing; the example's Tapper, one point below
    the Dreier, is paid by each defender without play and nothing else is counted."""
    text = section("tapp-tarock", "tapper")
    plain = rules.get("tapp-tarock").options
    assert plain.tapper == 0 and rules.get("tapp-tarock", ["tapper=0"]).options == plain
    lowest = plain.contracts[0]
    assert lowest.name == "Dreier" and "one point less than the Dreier" in " ".join(text.split())
    assert 'change = f"tapper={lowest.value - 1}"' in text
    change = f"tapper={lowest.value - 1}"
    games = rules.get("tapp-tarock", [change]).options.games
    assert games[0].name == "Tapper" and not games[0].played and games[1:] == plain.contracts
    result = docs.first_deal("tapp-tarock", lambda deal: deal.state.game == games[0], (change,))
    declarer = result.state.declarer
    assert {(p.payer, p.payee, p.amount) for p in result.ledger} == {
        (seat, declarer, lowest.value - 1) for seat in result.state.opponents(declarer)
    }
    assert len(result.ledger) == 2 and not result.state.tricks
    out = CliRunner().invoke(main, docs.command(result).split()[1:])
    assert out.exit_code == 0, out.output
    assert f"--option {change}" in docs.command(result)
    assert "is paid the Tapper without play" in out.output


def test_the_tapp_announcements_and_valat_as_the_page_states_them() -> None:
    """ "The defenders announce nothing": random bots, which take any action offered, never
    announce as defenders; the Valat's "fixed 12 and 24" are the options'."""
    o = rules.get("tapp-tarock").options
    assert f"fixed {o.vole} and {o.vole_announced[0][1]}" in _prose("tapp-tarock", "bonuses")
    announced = 0
    for seed in range(30):
        result = play_deal(rules.get("tapp-tarock"), ["random"] * 3, seed=seed)
        for step in result.steps:
            if isinstance(step.action, Announce):
                announced += 1
                assert step.seat == result.state.declarer, seed
    assert announced  # the declarer does announce now and then


def test_the_tapp_payments_cite_the_reconstruction_after_mayr_and_sedlaczek() -> None:
    """The prose calls the payment table the project's reconstruction after Mayr and
    Sedlaczek, not the article's (its table is empty): the sources table says the same."""
    from sitegen.pages import citations
    from sitegen.sources import key_of

    ruleset = rules.get("tapp-tarock")
    paid = ("contracts", "pagat_ultimo", "pagat_ultimo_announced", "vole", "vole_announced")
    for option in (*paid, "trull", "four_kings"):
        cited = ruleset.cites[option]
        assert key_of(cited) == "mayr-sedlaczek-2001" and "reconstructs" in cited, option
    table = citations("tapp-tarock")
    for option in (*paid, "trull", "four_kings"):
        (row,) = [line for line in table.splitlines() if line.startswith(f"| [`{option}`]")]
        assert (
            "Wolfgang Mayr and Robert Sedlaczek, Das große Tarockbuch (2001)" in row
            and "reconstructs" in row
        ), option


@pytest.fixture(scope="module")
def ladons() -> dict[object, object]:
    from sitegen.ladons import shares

    return dict(shares(docs.LADONS_DEALS, 1))


def test_the_ladons_figures_come_from_the_function(ladons: dict[object, object]) -> None:
    """The page prints `ladons_shares()`: one row per reading with the hits, the share and
    the interval of `sitegen.ladons.shares`; the prose's claims hold for them."""
    from sitegen.ladons import Share
    from tarock.rules.options import Ladons

    rows = table_rows(docs.ladons_shares())
    assert [row[0] for row in rows] == [f"`ladons={reading.value}`" for reading in Ladons]
    for row, reading in zip(rows, Ladons, strict=True):
        share = ladons[reading]
        assert isinstance(share, Share) and share.deals == docs.LADONS_DEALS
        low, high = share.interval
        assert row[1] == f"{share.hits} of {share.deals} ({share.share:.1%})"
        assert row[2] == f"{low:.1%} to {high:.1%}"
    pips, literal = ladons[Ladons.PIPS], ladons[Ladons.ONE_POINT]
    assert isinstance(pips, Share) and isinstance(literal, Share)
    # "some player would hold sixteen in almost every deal": read literally...
    assert literal.share >= 0.95
    # ...while the pips pay in a minority of deals, the intervals far apart.
    assert pips.interval[1] < 0.5 < literal.interval[0]
    assert "from sitegen.docs import LADONS_DEALS, ladons_shares" in section(
        "grosstarock", "declarations"
    )


def test_the_ten_trumps_are_said_as_the_page_quotes() -> None:
    """The page quotes "11 trumps with Fool, without Pagat" as the program's words."""
    from tarock.cards import parse_many
    from tarock.rules.declarations import declare

    quoted = '"11 trumps with Fool, without Pagat"'
    assert quoted in _prose("grosstarock", "declarations")
    table = rules.get("grosstarock").options.declarations
    hand = parse_many("F T2 T3 T4 T5 T6 T7 T8 T9 T10 T11")
    assert f'"{declare(hand, table)[0].name}"' == quoted


def test_the_scies_reading_is_the_engine_s() -> None:
    """The trick-winner shown in the Scies box states the reading the page gives."""
    from tarock.engine.state import State

    doc = " ".join((State.trick_winner.__doc__ or "").split())
    assert "the first card after the Fool sets the suit as if it had been led" in doc


def test_the_tapp_readings_state_the_payment_table_and_the_pass_out() -> None:
    from tarock.engine.phases import ThrownIn

    o = rules.get("tapp-tarock").options
    games = ", ".join(str(game.value) for game in o.contracts)
    kings = o.four_kings
    assert o.trull == kings
    table = (
        f"(game {games}; Pagat ultimo {o.pagat_ultimo} and {o.pagat_ultimo_announced};"
        f" Valat {o.vole} and {o.vole_announced[0][1]}; Trull and four Kings {kings})"
    )
    readings = _prose("tapp-tarock", "readings")
    assert table in readings
    assert f'"thrown in: {ThrownIn.EVERYONE_PASSED.value}"' in readings


# -- the discard -----------------------------------------------------------------------
#
# Each discard section's examples are run as the site runs them, and what they print is
# checked against ``tarock.rules.discard.allowed`` and against the rule as the prose states
# it (the cards that may go, after what, and which are kept back).

SNIPPETS = {
    DiscardLimit.TAROC_1754: "discard-1754",
    DiscardLimit.DUMMETT: "discard-dummett",
    DiscardLimit.DANISH: "discard-danish",
    DiscardLimit.GRAND_TAROT: "discard-grand-tarot",
    DiscardLimit.TAPP: "discard-tapp",
}
"""The snippet of ``tarock/rules/discard.py`` that shows each limit."""

_EXEC = re.compile(r'^```python exec="on"\n(.*?)^```$', re.MULTILINE | re.DOTALL)


def discard_output(variant: str) -> str:
    """What the discard section's example blocks print, in order."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for code in _EXEC.findall(section(variant, "discard")):
            exec(code, {})
    return out.getvalue()


def choice_tables(output: str) -> list[list[list[str]]]:
    """Every table printed by ``docs.discard_choices`` in ``output``: its rows, each the
    cards laid away so far, those that may go next and the others."""
    tables: list[list[list[str]]] = []
    lines = output.splitlines()
    for index, line in enumerate(lines):
        if line == "| Laid away so far | May go next | May not go next |":
            rows = []
            for row in lines[index + 2 :]:
                if not row.startswith("|"):
                    break
                rows.append([cell.strip() for cell in row.strip("|").split("|")])
            tables.append(rows)
    return tables


def cards_of(cell: str) -> set[Card]:
    """The cards a table cell names by their labels ("nothing": none)."""
    by_label = {explain.label(card, names): card for card in pack(78) for names in NAMES}
    return set() if cell == "nothing" else {by_label[text] for text in cell.split()}


def expected_rows(variant: str, hand: Sequence[Card], after: list[str]) -> list[list[str]]:
    """The rows of a choice table computed from the package, for the same laid cards."""
    options, names = rules.get(variant).options, rules.get(variant).names
    rows = []
    for codes in after:
        laid = parse_many(codes)
        may = allowed(options.discard_limit, hand, laid, options.discard, options.declarations)
        rest = [card for card in hand if card not in may and card not in laid]
        cells = [explain.labels(ordered(cards), names) or "nothing" for cards in (laid, may, rest)]
        rows.append(cells)
    return rows


def dealer_hand(variant: str, seed: int, dealer: int = 0) -> list[Card]:
    return list(dealt(rules.get(variant), seed, dealer).hands[dealer])


def the_deal_command_shows(command: str, seat: str, hand: Sequence[Card]) -> None:
    out = CliRunner().invoke(main, command.split()[1:])
    assert out.exit_code == 0, out.output
    names = rules.get(command.split("--variant ")[1].split()[0]).names
    assert f"  {seat}  dealer, {len(hand)} cards: {explain.hand_text(hand, names)}" in out.output


PLAIN = {card for card in pack(78) if not (card.is_trump or card.is_fool or card.is_king)}
LOW = {card for card in TRUMPS if card not in (PAGAT, MOND)}


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_discard_section_shows_its_own_rule_and_a_reading(variant: str) -> None:
    text = section(variant, "discard")
    limit = rules.get(variant).options.discard_limit
    snippets = re.findall(r'--8<-- "tarock/rules/discard.py:([a-z0-9-]+)"', text)
    assert snippets == [SNIPPETS[limit]]
    source = (ROOT / "tarock" / "rules" / "discard.py").read_text(encoding="utf-8")
    assert f"# --8<-- [start:{SNIPPETS[limit]}]" in source
    assert MARK in text
    assert "TODO(F1)" not in text
    who = "declarer" if rules.get(variant).options.has_auction else "dealer"
    assert f"\n- **What the {who} may lay away.** " in section(variant, "readings")
    assert choice_tables(discard_output(variant)), "no example table"


@pytest.mark.parametrize(
    "path", [*(PAGES / f"{v}.md" for v in VARIANTS), ROOT / "docs" / "comparison.md"]
)
def test_no_page_states_the_old_discard(path: Path) -> None:
    text = " ".join(path.read_text(encoding="utf-8").split())
    for old in ("any card go", "any card may go", "fallback", "Danish discard rule", "H4 C7"):
        assert old not in text, (path.name, old)


def test_the_1754_discard_examples() -> None:
    output = discard_output("taroc-1754")
    pagat_and_excuse, three, with_plain = choice_tables(output)
    # C, dealing seed 1005: the Pagat, the Excuse and nine more trumps.
    hand = dealer_hand("taroc-1754", 1005, 2)
    trumps = {card for card in hand if card.is_trump}
    assert PAGAT in trumps and FOOL in hand and len(trumps) - 1 == 9
    assert "the Pagat, the Excuse and nine more trumps" in output
    the_deal_command_shows("tarock deal --variant taroc-1754 --seed 1005 --dealer 2", "C", hand)
    after = ["", "F", "F T1", "T5", "H9"]
    assert pagat_and_excuse == expected_rows("taroc-1754", hand, after)
    first, excuse, both, trump, plain = (cards_of(row[1]) for row in pagat_and_excuse)
    kings = {card for card in hand if card.is_king}
    assert first == set(hand) - kings  # any card but a King, to begin with
    assert excuse == trumps  # after the Excuse, a trump (the Pagat or another)
    assert both == trumps - {PAGAT}  # after both, one more trump ends it
    assert trump == {PAGAT, FOOL}  # after an ordinary trump, the Pagat or the Excuse
    assert plain == PLAIN & set(hand) - {parse("H9")}  # after a plain card, no Taroc
    # A, dealing seed 882: exactly three Tarocs, the Pagat among them, and no Excuse.
    hand = dealer_hand("taroc-1754", 882)
    tarocs = [card for card in hand if card.is_trump or card.is_fool]
    assert len(tarocs) == 3 and PAGAT in tarocs and FOOL not in hand
    names = rules.get("taroc-1754").names
    assert f"holds only three Tarocs, {explain.labels(tarocs, names)}, and no Excuse" in output
    the_deal_command_shows("tarock deal --variant taroc-1754 --seed 882", "A", hand)
    assert three == expected_rows("taroc-1754", hand, ["", "T3"])
    kings = {card for card in hand if card.is_king}
    assert cards_of(three[0][2]) == kings  # to begin with, any card but a King
    assert cards_of(three[1][1]) == set(tarocs) - {parse("T3")}  # "these three" together
    # the other reading: after T3, plain cards too; only the Kings are kept back
    assert with_plain[0][0] == explain.labels([parse("T3")], rules.get("taroc-1754").names)
    assert cards_of(with_plain[0][2]) == kings


def test_the_1754_discard_readings() -> None:
    options = rules.get("taroc-1754").options
    hand_size = (options.pack - options.discard) // 3 + options.discard
    tarocs = sum(card.is_trump or card.is_fool for card in pack(options.pack))
    assert hand_size - 4 - 2 == tarocs == 22  # fewer than three plain cards: every Taroc
    assert "holds all 22 Tarocs" in _prose("taroc-1754", "readings")
    # With six to lay away and no Pagat, Tarocs make up the number, as few as possible.
    hand = parse_many("T2 T3 T4 T9 F HK DK H2 H3 C4 S5")
    limit = DiscardLimit.TAROC_1754
    assert allowed(limit, hand, (), 6) == set(hand) - {parse("HK"), parse("DK")}
    assert allowed(limit, hand, parse_many("T2 F"), 6) == PLAIN & set(hand)


def test_the_grosstarock_discard_examples() -> None:
    output = discard_output("grosstarock")
    many, few = choice_tables(output)
    hand = dealer_hand("grosstarock", 1005, 2)
    assert hand == dealer_hand("taroc-1754", 1005, 2)  # "the first hand", under 1754
    assert "With the Pagat and nine more trumps, C" in output
    assert sum(card.is_trump for card in hand) == 10 and PAGAT in hand
    the_deal_command_shows("tarock deal --variant grosstarock --seed 1005 --dealer 2", "C", hand)
    assert many == expected_rows("grosstarock", hand, [""])
    assert cards_of(many[0][1]) == (PLAIN | {FOOL}) & set(hand)  # plain cards and the Sküs
    hand = dealer_hand("grosstarock", 7680)
    trumps = {card for card in hand if card.is_trump}
    kings = [card for card in hand if card.is_king]
    assert len(trumps) == 3 and {PAGAT, MOND} <= trumps and len(kings) == 1
    assert "A holds three trumps, the Pagat and the XXI among them" in output
    the_deal_command_shows("tarock deal --variant grosstarock --seed 7680", "A", hand)
    assert few == expected_rows("grosstarock", hand, [""])
    assert cards_of(few[0][2]) == {MOND, *kings}  # every card but the XXI and his King


def test_the_grosstarock_discard_reading() -> None:
    options = rules.get("grosstarock").options
    hand_size = (options.pack - options.discard) // 3 + options.discard
    assert hand_size - 4 - 21 == 3
    assert "28 cards less four Kings and 21 trumps still hold three" in _prose(
        "grosstarock", "discard"
    )
    # Six to lay away with four plain cards and the Sküs: one trump, never XXI or a King.
    hand = parse_many("T5 T9 T21 F HK H2 H3 C4 S5 T12")
    limit = DiscardLimit.DUMMETT
    assert allowed(limit, hand, (), 6) == set(hand) - {parse("HK"), MOND}
    assert allowed(limit, hand, parse_many("T5"), 6) == (PLAIN | {FOOL}) & set(hand)


def test_the_danish_discard_examples() -> None:
    output = discard_output("danish-tarok")
    (table,) = choice_tables(output)
    ruleset = rules.get("danish-tarok")
    hand = dealer_hand("danish-tarok", 69)
    trumps = {card for card in hand if card.is_trump}
    assert len(trumps) == 3 and trumps <= LOW
    held = declare(hand, ruleset.options.declarations)
    assert [item.name for item in held] == ["Cavalry in diamonds"]
    assert "A deals himself three low trumps and can declare a Cavalry in diamonds" in output
    the_deal_command_shows("tarock deal --variant danish-tarok --seed 69", "A", hand)
    assert table == expected_rows("danish-tarok", hand, ["", "T7", "H5"])
    courts = {card for card in held[0].cards if not card.is_king}
    kings = {card for card in hand if card.is_king}
    first, trump, plain = (cards_of(row[1]) for row in table)
    assert cards_of(table[0][2]) == kings | courts  # the Cavalry's courts are kept back
    assert first == set(hand) - kings - courts
    assert trump == trumps - {parse("T7")}  # all his trumps together, or none
    assert plain == PLAIN & set(hand) - courts - {parse("H5")}  # then no trump
    # The made-up hands: trumps II-XX fill in last, after the cards of a combination.
    limit, table_ = DiscardLimit.DANISH, ruleset.options.declarations
    kings_etc = parse_many("HK DK CK SK T1 T21")
    first_hand = (*kings_etc, FOOL, *sorted(LOW, key=lambda c: c.code), *parse_many("H2 H3"))
    second = (*kings_etc, *parse_many(" ".join(f"T{n}" for n in range(2, 19))))
    second += parse_many("HQ HC HJ H2 H3")
    assert len(first_hand) == len(second) == 28
    blanks = set(parse_many("H2 H3"))
    assert allowed(limit, first_hand, (), 3, table_) == LOW | blanks
    assert allowed(limit, first_hand, tuple(blanks), 3, table_) == LOW
    cavalry = set(parse_many("HQ HC HJ"))
    assert allowed(limit, second, (), 3, table_) == blanks | cavalry
    assert allowed(limit, second, tuple(blanks), 3, table_) == cavalry
    assert cavalry <= shown(limit, second, table_)
    for cards in (LOW | blanks, blanks | cavalry):
        names = rules.get("danish-tarok").names
        assert f"chooses his three among {explain.labels(ordered(cards), names)}." in output


def test_the_grand_tarot_discard_examples() -> None:
    output = discard_output("grand-tarot")
    (table,) = choice_tables(output)
    hand = dealer_hand("grand-tarot", 882)
    trumps = [card for card in hand if card.is_trump]
    assert len(trumps) == 3 and PAGAT in trumps
    names = rules.get("grand-tarot").names
    assert f"only three trumps, {explain.labels(trumps, names)}, the Magician among them" in output
    the_deal_command_shows("tarock deal --variant grand-tarot --seed 882", "A", hand)
    assert table == expected_rows("grand-tarot", hand, ["", "T3", "H3"])
    first, trump, plain = (cards_of(row[1]) for row in table)
    assert set(trumps) <= first  # all of them may go, to leave him void
    assert trump == set(trumps) - {parse("T3")}
    assert not plain & set(trumps)
    # The made-up hand: every trump, the Fool, the four Kings and two blanks.
    every = (*TRUMPS, FOOL, *KINGS, *parse_many("H5 C7"))
    assert len(every) == 28 == len(TRUMPS) + 1 + len(KINGS) + 2
    assert (
        "fewer than three plain cards only when his 28 cards hold every trump, the Fool and"
        " all four Kings" in _prose("grand-tarot", "discard")
    )
    limit = DiscardLimit.GRAND_TAROT
    assert allowed(limit, every) == set(every)
    assert allowed(limit, every, parse_many("SK")) == set(parse_many("H5 C7"))
    assert "may begin with any of his cards; once ♠K has gone, only ♥5 ♣7 may follow." in output


def test_the_tapp_discard_examples() -> None:
    output = discard_output("tapp-tarock")
    (table,) = choice_tables(output)
    result = docs.worked_deal("tapp-tarock")
    state = result.state
    assert state.half is not None and state.game is not None
    hand = [*state.dealt[state.declarer], *state.talon_half(state.half)]
    options = state.options
    assert len(hand) == (options.pack - options.talon) // 3 + options.talon // 2 == 19
    assert 19 - 4 - 3 == 12 and "leave at least twelve" in _prose("tapp-tarock", "discard")
    assert table == expected_rows("tapp-tarock", hand, [""])
    assert cards_of(table[0][1]) == PLAIN & set(hand)  # only plain cards, with some to spare
    assert len(PLAIN & set(hand)) > options.discard
    assert set(result.state.discard) <= PLAIN
    # The made-up hand: one plain card; two low trumps make up the number, and are shown.
    made_up = parse_many("HK DK CK SK T1 T21 F " + " ".join(f"T{n}" for n in range(2, 13)) + " CQ")
    limit = DiscardLimit.TAPP
    low = {card for card in made_up if card in LOW}
    assert allowed(limit, made_up) == low | {parse("CQ")}
    assert allowed(limit, made_up, parse_many("CQ T2")) == low - {parse("T2")}
    assert low <= shown(limit, made_up)
    names = rules.get("tapp-tarock").names
    assert (
        f"chooses its three among {explain.labels(ordered(low | {parse('CQ')}), names)}:" in output
    )


def test_the_danish_fines_say_not_stated_and_are_introduced_from_their_own_rows() -> None:
    section = docs.fines_section("danish-tarok")
    assert section.startswith("### Fines { #fines }\n")
    assert (
        "The sources fine four faults at the table; for three of them they state no amount."
        in section
    )
    # the amount column: three unstated; the cups not moved: 5 more into each cup
    assert section.count("| not stated |") == 3
    assert "| 5 | each cup (a further 5, after his 5 before dealing) |" in section
    assert "| 0 |" not in section
    assert section.count("section 'Kortgivning'") == 2
    for word in ("misdeal", "revoke", "laying away"):
        assert word not in section, word


def test_the_1754_fines_keep_their_amounts_and_the_rule_pages_print_them_under_fines() -> None:
    section = docs.fines_section("taroc-1754")
    assert "The source fines three faults at the table. The program" in section
    assert section.count("| 5 | each other player |") == 3
    assert docs.fines_section("grosstarock") == ""
    for variant in rules.ids():
        text = (ROOT / "docs" / "rules" / f"{variant}.md").read_text(encoding="utf-8")
        opening = '```python exec="on" idprefix=""\nfrom sitegen.docs import fines_section\n'
        block = text[text.index(opening) :]
        assert f'print("\\n" + fines_section("{variant}"))\n```' in block, variant
