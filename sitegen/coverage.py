"""Where the site covers each section of the texts the project keeps, what it leaves out,
and which other works it read that the rule sets' defaults follow.

The project keeps a few texts whole (``tarock.rules.sources.SOURCE_TEXTS``: the
Grosstarock article in English, German and Japanese, the English Tapp Tarock article and
the "Grand Tarot" blog post). ``COVERAGE`` names, for every section of each (or, where a
text has no headings, every topic), the pages that state its facts and what is left out
on purpose. A test checks that every heading of the texts that have headings has a row,
that each row's ``marker`` stands in its text, and that every page named exists. The
other works read in part, and the options that cite them, come from the bibliography and
the rule sets' citations (``other_sources``).

Examples:
    >>> sorted({row.text for row in COVERAGE}) == sorted(TEXTS)
    True
    >>> print(table().splitlines()[4])
    | Section | Covered on | Left out, and why |
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from tarock import rules
from tarock.rules.sources import SOURCE_TEXTS, SOURCES, name, parse

TEXTS: Final = {
    "en": ('The English Wikipedia article "Grosstarock"', "article-grosstarock"),
    "de": ('The German Wikipedia article "Großtarock"', "article-grosstarock-de"),
    "ja": ("The Japanese Wikipedia article on Grosstarock", "article-grosstarock-ja"),
    "tapp": ('The English Wikipedia article "Tapp Tarock" (a snapshot)', "article-tapp-tarock"),
    "grand": ('"Grand Tarot", Bunbury\'s Games for Loka (2015)', "grand-tarot-2015"),
}
"""Text id -> its name as the site gives it, and its key in the bibliography."""


@dataclass(frozen=True)
class Section:
    """One section of a source text and the pages that cover it."""

    text: str
    """The text's id (a key of ``TEXTS``)."""
    heading: str
    """The section's heading as the text gives it ("Taroc / Play"); for a text without
    headings, the topic in a few words."""
    marker: str
    """A few words of the section as the text has them, to find it (checked by a test)."""
    pages: tuple[str, ...]
    """The pages (Markdown paths under docs/, with an anchor where useful) that cover it."""
    left_out: str = ""
    """What the site leaves out of the section, and why ('' for nothing)."""


R = "rules/"

COVERAGE: Final = (
    # -- the English article: its headings, one row each
    Section(
        "en",
        "Grosstarock",
        "Classical Grosstarock is not related",
        ("history.md#arrival", "cards.md", "glossary.md"),
        "The infobox's list of related games (Droggn, Troccas, Troggu, Tarok l'Hombre): the"
        " site does not describe them.",
    ),
    Section(
        "en",
        "History",
        "Schustertaroc",
        (
            "history.md#rules-and-name",
            "history.md#survival",
            "history.md#denmark",
            "history.md#timeline",
        ),
    ),
    Section(
        "en",
        "Equipment",
        "Bavarian animal tarot was designed",
        ("history.md#cards", "cards.md", "historical-examples.md#pip-ranks"),
    ),
    Section(
        "en",
        "Aim",
        "capturing counting cards in tricks",
        ("rules/index.md", "cards.md"),
    ),
    Section(
        "en",
        "Taroc",
        "Palamedes Redivivus",
        (R + "taroc-1754.md", "history.md#rules-and-name"),
    ),
    Section(
        "en",
        "Taroc / Preliminaries",
        "known as the 'King'",
        (
            R + "taroc-1754.md#deal",
            R + "taroc-1754.md#players-and-seats",
            R + "taroc-1754.md#discard",
            R + "taroc-1754/quick-start.md#fines",
        ),
    ),
    Section(
        "en",
        "Taroc / Declarations",
        "halbe Cavallerie",
        (R + "taroc-1754.md#declarations", "historical-examples.md#twelve-trumps"),
    ),
    Section(
        "en",
        "Taroc / Play",
        "surrender the lead",
        (R + "taroc-1754.md#play", R + "taroc-1754.md#the-excuse", R + "taroc-1754.md#the-pagat"),
    ),
    Section(
        "en",
        "Taroc / Scoring",
        "exactly 78 points in the pack",
        (
            R + "taroc-1754.md#card-points",
            R + "taroc-1754.md#against-26",
            "historical-examples.md#settlement-40-20-18",
        ),
    ),
    Section(
        "en",
        "Grosstarock",
        "Dummett describes Grosstarock rules",
        (R + "grosstarock.md", R + "grosstarock.md#discard", "history.md#disagreements"),
    ),
    Section(
        "en",
        "Grosstarock / Declarations",
        "Sixteen or more Ladons",
        (R + "grosstarock.md#declarations",),
    ),
    Section(
        "en",
        "Grosstarock / Play",
        "no compulsion to win a trick",
        (R + "grosstarock.md#play", R + "grosstarock.md#the-skus"),
    ),
    Section(
        "en",
        "Grosstarock / Scoring",
        "announce a Vole beforehand",
        (
            R + "grosstarock.md#card-points",
            R + "grosstarock.md#against-26",
            R + "grosstarock.md#bonuses",
            R + "grosstarock.md#vole-and-nolo",
        ),
    ),
    Section(
        "en",
        "Danish Tarok",
        "each local club may have its own version",
        (R + "danish-tarok.md", "history.md#denmark"),
    ),
    Section(
        "en",
        "Danish Tarok / Preliminaries",
        "denominations of 5, 10, 20 and 100",
        (
            R + "danish-tarok.md#deal",
            R + "danish-tarok.md#discard",
            R + "danish-tarok.md#pots",
            R + "danish-tarok/quick-start.md#need",
        ),
    ),
    Section(
        "en",
        "Danish Tarok / Declarations",
        "Overfull in Kings",
        (R + "danish-tarok.md#declarations", R + "danish-tarok/quick-start.md#fines"),
        "The amount of the penalty for not declaring: the text gives none.",
    ),
    Section(
        "en",
        "Danish Tarok / Play",
        "re-designate the suit",
        (
            R + "danish-tarok.md#play",
            R + "danish-tarok.md#the-scies",
            R + "danish-tarok.md#vole-and-nolo",
        ),
    ),
    Section(
        "en",
        "Danish Tarok / Scoring",
        "every 5 card points scored above 24",
        (R + "danish-tarok.md#bands", R + "danish-tarok.md#bonuses", "historical-examples.md"),
    ),
    Section(
        "en",
        "Bibliography",
        "Two Centuries of Danish Tarok Rules",
        ("sources.md",),
    ),
    # -- the German version: no headings in the text the project holds, so by topic
    Section(
        "de",
        "Introduction",
        "Wiener Großtarock",
        ("history.md#arrival",),
    ),
    Section(
        "de",
        "History, with notes 4 to 18",
        "Trappelier-Karte",
        ("history.md#arrival", "history.md#rules-and-name", "history.md#disagreements"),
        "Notes 14 and 15 (a Mannheim booklet of 1860 and a Rhineland guide of 1851) and note"
        " 17 (Hülsemann calls the game simply Tarock): detail of the citations, not facts"
        " about the game.",
    ),
    Section(
        "de",
        "Equipment",
        "Belgisches Tiertarot",
        ("history.md#cards", "cards.md"),
        "Notes 22 to 32, the card-pattern references: the site names the patterns, not their"
        " catalogues.",
    ),
    Section(
        "de",
        "Taroc, with notes 37 and 38",
        "12 Tarocs ergeben 20 Punkte",
        (
            R + "taroc-1754.md",
            "historical-examples.md#twelve-trumps",
            "historical-examples.md#four-matadors",
        ),
        "Its slip 'Entschuldigung' (the Excuse translated as a word) is read as the Excuse.",
    ),
    Section(
        "de",
        "Grosstarock, with note 40",
        "Zugeständnis",
        (R + "grosstarock.md", "comparison.md", "history.md#disagreements"),
        "Its table's 'Wühlmaus' for Vole is read as Vole, as its own prose has it.",
    ),
    # -- the Japanese version: by topic
    Section(
        "ja",
        "Introduction and history",
        "ウィーングロスタロック",
        ("history.md#story", "history.md#disagreements"),
    ),
    Section(
        "ja",
        "Equipment",
        "アドラー・セゴ",
        ("history.md#cards",),
    ),
    Section(
        "ja",
        "Taroc, Grosstarock and Danish Tarok rules",
        "ハタネズミ",
        (R + "taroc-1754.md", R + "grosstarock.md", R + "danish-tarok.md"),
        "Its translation slips (listed under 'Where the sources disagree') are not followed;"
        " it keeps the tables but leaves out the paragraphs on card points and game points"
        " in all three sections.",
    ),
    # -- the Tapp Tarock snapshot: by topic
    Section(
        "tapp",
        "Opening: the game, its pack, its dates",
        "Literatencafés",
        ("history.md#tapp", R + "tapp-tarock.md"),
    ),
    Section(
        "tapp",
        "The name, other names and relatives",
        "Pagatjagen",
        ("history.md#tapp", "glossary.md"),
    ),
    Section(
        "tapp",
        "History: the first sources, the bids of 1821",
        "Die neue Alzeste",
        ("history.md#tapp", "history.md#timeline", R + "tapp-tarock.md#tapper"),
    ),
    Section(
        "tapp",
        "Its place among the tarock games",
        "five basic features of tarock",
        ("history.md#tapp",),
        "The list of the five features is lost in the snapshot.",
    ),
    Section(
        "tapp",
        "The cards",
        "Industrie und Glück Tarot pack",
        (R + "tapp-tarock.md#pack-and-ranks", "cards.md", "historical-examples.md#pack-54"),
        "The list of the pips is lost in the snapshot; the site gives it after Mayr and"
        " Sedlaczek, as a reading.",
    ),
    Section(
        "tapp",
        "Rules: deal and bidding",
        "Forehand opens",
        (R + "tapp-tarock.md#deal-and-discard", R + "tapp-tarock.md#the-auction"),
    ),
    Section(
        "tapp",
        "Rules: talon, discard and announcements",
        "both talon halves",
        (
            R + "tapp-tarock.md#the-talon",
            R + "tapp-tarock.md#discard",
            R + "tapp-tarock.md#announcements",
        ),
        "The list of announcements is lost in the snapshot.",
    ),
    Section(
        "tapp",
        "Rules: play and scoring",
        "35 2",
        (
            R + "tapp-tarock.md#play",
            R + "tapp-tarock.md#card-points",
            R + "tapp-tarock.md#bonuses",
            "historical-examples.md#tapp-target",
        ),
        "The table of game values is empty in the snapshot; the site's figures follow Mayr"
        " and Sedlaczek as a reconstruction.",
    ),
    Section(
        "tapp",
        "Variants",
        "Dreiertarock",
        ("history.md#tapp",),
    ),
    Section(
        "tapp",
        "The article on the talon, carried in the snapshot",
        "Meyers Lexicon",
        ("glossary.md#talon",),
        "Its general account of talons in other card games: outside the family.",
    ),
    Section(
        "tapp",
        "The Grosstarock article, carried in the snapshot",
        "Gross Taroc",
        ("history.md",),
        "A second copy of the English Grosstarock article, covered by its own rows.",
    ),
    # -- Grand Tarot: its headings
    Section(
        "grand",
        "Introduction",
        "last surviving member of the Grosstarock family",
        (R + "grand-tarot.md", R + "grand-tarot.md#changes"),
    ),
    Section(
        "grand",
        "Equipment",
        "poker chips",
        (R + "grand-tarot/quick-start.md#need", R + "grand-tarot.md#pots"),
    ),
    Section("grand", "Pack", "four regular suits", (R + "grand-tarot.md#pack-and-ranks",)),
    Section("grand", "Ranking", "Standard ranking is used", (R + "grand-tarot.md#pack-and-ranks",)),
    Section(
        "grand",
        "Empty Cards",
        "values of 1 point or less",
        (R + "grand-tarot.md#card-points", R + "grand-tarot/quick-start.md#words"),
    ),
    Section(
        "grand",
        "Honours",
        "always among the highest scoring cards",
        (R + "grand-tarot.md#card-points", R + "grand-tarot.md#declarations"),
    ),
    Section("grand", "Foundation", "foundation payment", (R + "grand-tarot.md#pots",)),
    Section(
        "grand",
        "Deal",
        "privilege of the discard",
        (R + "grand-tarot.md#deal", R + "grand-tarot.md#discard"),
    ),
    Section(
        "grand",
        "Declarations",
        "Thirteen trumps with The Magician",
        (R + "grand-tarot.md#declarations", "historical-examples.md#thirteen-trumps"),
        "The author's note that the tables display badly.",
    ),
    Section(
        "grand",
        "Play",
        "seldom lost",
        (R + "grand-tarot.md#play", R + "grand-tarot.md#the-fool", R + "grand-tarot.md#bonuses"),
    ),
    Section(
        "grand",
        "Finishing The Hand",
        "rounded to the nearest 25",
        (R + "grand-tarot.md#with-eldest", R + "grand-tarot.md#bonuses"),
    ),
    Section(
        "grand",
        "Finishing the Game",
        "divided equally between the three players",
        (R + "grand-tarot.md#pots", R + "danish-tarok.md#pots"),
    ),
)
"""Every section of every source text, in the order of the texts."""


def _link(page: str, prefix: str) -> str:
    path, _, anchor = page.partition("#")
    name = path.removesuffix(".md").removesuffix("/index").replace("/", " / ") or "home"
    return f"[{name}{' #' + anchor if anchor else ''}]({prefix}{page})"


def table(prefix: str = "") -> str:
    """The coverage as Markdown: for each text a heading and a table, one row per section."""
    lines: list[str] = []
    for text_id, (title, key) in TEXTS.items():
        lines += [
            f"### {title} {{ #{text_id} }}",
            "",
            f"[In the sources]({prefix}sources.md#{key}).",
            "",
            "| Section | Covered on | Left out, and why |",
            "| --- | --- | --- |",
        ]
        for row in COVERAGE:
            if row.text == text_id:
                pages = ", ".join(_link(page, prefix) for page in row.pages)
                lines.append(f"| {row.heading} | {pages} | {row.left_out or '—'} |")
        lines.append("")
    return "\n".join(lines)


_COUNTS: Final = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


def _count(n: int) -> str:
    return _COUNTS.get(n, str(n))


def opening(prefix: str = "") -> str:
    """The page's first sentence: how many texts the tables cover, named, from ``TEXTS``.

    Examples:
        >>> opening().startswith("The tables below go through the five texts the project")
        True
    """
    names = [f"[{text_name}]({prefix}sources.md#{key})" for text_name, key in TEXTS.values()]
    return (
        f"The tables below go through the {_count(len(names))} texts the project keeps and"
        " works from:"
        f" {', '.join(names[:-1])} and {names[-1]}."
    )


def _pages(ruleset_id: str, prefix: str) -> str:
    page = f"{prefix}rules/{ruleset_id}.md"
    return (
        f"[the rule page's sources]({page}#sources) and"
        f" [sources, point by point]({page}#sources-point-by-point)"
    )


def backed() -> dict[str, dict[str, list[str]]]:
    """Work key -> rule set id -> the options whose default cites the work directly (no
    ``via``), for every work read in part that is not one of the kept texts.

    Examples:
        >>> backed()["regeln-1754"]["taroc-1754"]
        ['seats', 'packet', 'discard_limit']
    """
    found: dict[str, dict[str, list[str]]] = {}
    for ruleset in rules.VARIANTS.values():
        for option, cited in ruleset.cites.items():
            key, via, _ = parse(cited)
            if not via and key not in SOURCE_TEXTS and SOURCES[key].read:
                found.setdefault(key, {}).setdefault(ruleset.id, []).append(option)
    return found


def reported(via: str = "project-notes") -> dict[str, dict[str, list[str]]]:
    """Work key -> rule set id -> the options cited to the work through ``via`` (the
    project's notes), the works the project did not read at that point.

    Examples:
        >>> reported()["pagat-dantarok"]
        {'danish-tarok': ['vole_cancels_card_points']}
    """
    found: dict[str, dict[str, list[str]]] = {}
    for ruleset in rules.VARIANTS.values():
        for option, cited in ruleset.cites.items():
            key, through, _ = parse(cited)
            if through == via:
                found.setdefault(key, {}).setdefault(ruleset.id, []).append(option)
    return found


def _uses(by_ruleset: dict[str, list[str]], prefix: str) -> str:
    parts = []
    for ruleset_id, options in by_ruleset.items():
        title = rules.VARIANTS[ruleset_id].title
        codes = [f"`{option}`" for option in options]
        listed = codes[0] if len(codes) == 1 else f"{', '.join(codes[:-1])} and {codes[-1]}"
        many = (
            "the default of one option"
            if len(codes) == 1
            else f"the defaults of {len(codes)} options"
        )
        parts.append(f"{many} of {title}: {listed} (see {_pages(ruleset_id, prefix)})")
    return "; ".join(parts)


def other_sources(prefix: str = "") -> str:
    """The works outside the kept texts that the rule sets' defaults follow: those the
    project read in part, each with what it read and the options citing it, then those it
    knows only through its notes."""
    lines = []
    for key, by_ruleset in backed().items():
        source = SOURCES[key]
        lines.append(
            f"- [{name(source)}]({prefix}sources.md#{key}). The project read {source.read}."
            f" It gives {_uses(by_ruleset, prefix)}."
        )
    notes = reported()
    if notes:
        lines += [
            "",
            "Some defaults rest on works the project has not read at the point concerned;"
            " their citations say they are known through the project's notes:",
            "",
        ]
        for key, by_ruleset in notes.items():
            lines.append(
                f"- [{name(SOURCES[key])}]({prefix}sources.md#{key}): {_uses(by_ruleset, prefix)}."
            )
    return "\n".join(lines)
