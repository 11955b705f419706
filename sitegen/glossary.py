"""The glossary: the terms of the Grosstarock family, with their names in other languages.

Each ``Term`` holds a short plain-text definition, the spellings that should
carry it as a tooltip on the site, and the German, Danish and Japanese names
the sources give (blank where they give none). The site's glossary page and
its tooltips (the Markdown ``abbr`` glossary, set by ``hooks/glossary.py``) are
both generated from ``TERMS``.

    >>> term("Pagat").japanese
    'パガット'
    >>> abbreviations()["Sküs"].startswith("The Grosstarock name")
    True
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Final

from sitegen.docs import word
from sitegen.sources import SOURCES, label
from tarock.rules.readings import reading_of
from tarock.rules.sources import BIBLIOGRAPHY, name


def read_as(ruleset_id: str, rule: str) -> str:
    """A term's meaning where it is one of the project's readings: the reading's short
    form from its record, capitalised and marked as a reading.

    >>> read_as("grosstarock", "Ladons")
    "The pip cards, Ace to 10, of the four suits, in the project's reading"
    """
    found = reading_of(ruleset_id, rule)
    if found is None or not found.short:
        raise KeyError(f"no short reading for {ruleset_id}: {rule}")
    return f"{found.short[:1].upper()}{found.short[1:]}, in the project's reading"


@dataclass(frozen=True)
class Term:
    """One glossary entry."""

    term: str
    """The headword, as the site spells it."""
    definition: str
    """Plain text, one or two sentences: shown on the glossary page and as the tooltip."""
    sources: tuple[str, ...]
    """Keys of the sources (``tarock.rules.sources``) the term and its names come from."""
    forms: tuple[str, ...] = ()
    """Other spellings and plurals that carry the same tooltip."""
    german: str = ""
    danish: str = ""
    """The name used for the Danish game, as the sources report it."""
    japanese: str = ""
    note: str = ""
    """A remark for the glossary page only (e.g. a translation slip in a source)."""
    tooltip: bool = True
    """False for everyday words (trick, dealer) that would clutter every page."""

    @property
    def anchor(self) -> str:
        """The term's id on the glossary page.

        Examples:
            >>> term("Pagat ultimo").anchor, term("Sküs").anchor
            ('pagat-ultimo', 'skus')
        """
        return _slug(self.term)

    @property
    def spellings(self) -> tuple[str, ...]:
        """The headword and its other forms."""
        return (self.term, *self.forms)


def _slug(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text)
    plain = "".join(ch for ch in folded if not unicodedata.combining(ch)).lower()
    return "-".join("".join(ch if ch.isalnum() else " " for ch in plain).split())


ARTICLE: Final = "article-grosstarock"
TAPP: Final = "article-tapp-tarock"
GRAND: Final = "grand-tarot-2015"

TERMS: Final = (
    Term(
        "Pagat",
        "Trump I, the lowest trump and one of the three honours, worth 5 card points."
        " Every rule set rewards it, above all for winning the last trick (its ultimo).",
        (ARTICLE, TAPP),
        german="Pagat",
        danish="Pagat",
        japanese="パガット",
    ),
    Term(
        "Mond",
        "The German name of trump XXI, the highest numbered trump, one of the three"
        " honours. Grand Tarot calls it the World.",
        (TAPP,),
        german="Mond",
    ),
    Term(
        "Fool",
        "The unnumbered card of the tarot pack. It excuses its owner from following suit,"
        " never wins a trick and normally returns to its owner; in Tapp Tarock it is the top"
        " trump instead.",
        (ARTICLE, TAPP, GRAND),
        german="Narr",
        japanese="愚者, フール",
    ),
    Term(
        "Excuse",
        "The name of the Fool in the 1754 rules: played in place of a proper card, it is"
        " taken back by its owner, who gives the trick's winner a low card for it.",
        (ARTICLE,),
        german="Excuse",
        japanese="エクスキューズ",
    ),
    Term(
        "Sküs",
        "The Grosstarock name of the Fool (earlier spelt Sckis or Scüs). It may be played"
        " to any trick, never wins, and is kept by the trick's winner in the last three"
        " tricks.",
        (ARTICLE, TAPP),
        forms=("Sckis", "Scüs"),
        german="Sküs, Sckis, Scüs",
        japanese="スク, スキス",
    ),
    Term(
        "Scies",
        "The Danish name of the Fool (also Scus). Its owner names the suit it stands for;"
        " it serves as a wild card in declarations.",
        (ARTICLE,),
        forms=("Scus",),
        danish="Scies, Scus",
        japanese="シー",
    ),
    Term(
        "honours",
        "The three cards worth 5 card points besides the Kings: the Pagat, trump XXI and the Fool.",
        (ARTICLE, GRAND),
        forms=("Honours",),
        german="Honours",
    ),
    Term(
        "Trull",
        "In Tapp Tarock, the three honours together: Sküs, Mond and Pagat.",
        (TAPP,),
        german="Trull",
    ),
    Term(
        "Matadors",
        "The Pagat, the Fool and trump XXI, extended by XX, XIX and so on as long as the"
        " run from the top is unbroken; holding three or more is a declaration.",
        (ARTICLE,),
        forms=("Matador", "matadors"),
        german="Matador",
        japanese="マタドール",
    ),
    Term(
        "Ladons",
        read_as("grosstarock", "Ladons") + "; holding sixteen or more is a Grosstarock"
        " declaration.",
        (ARTICLE,),
        forms=("Ladon",),
        german="Ladons",
        japanese="ラドン",
    ),
    Term(
        "Cavalry",
        "King, Queen, Cavalier and Jack of one suit held together, a declaration worth 10.",
        (ARTICLE,),
        forms=("Whole Cavalry", "whole Cavalry"),
        german="Cavallerie, Kavallerie",
        japanese="騎兵隊, 全騎兵隊",
    ),
    Term(
        "Half Cavalry",
        "Three courts of one suit with the Fool standing in for the fourth, a declaration worth 5.",
        (ARTICLE,),
        forms=("half Cavalry",),
        german="halbe Cavallerie",
        japanese="半騎兵",
    ),
    Term(
        "Cavalier",
        "The court card between the Queen and the Jack, worth 3 card points; written C.",
        (ARTICLE,),
        forms=("Cavaliers",),
        german="Cavall",
        japanese="キャバリア",
    ),
    Term(
        "Valet",
        "The lowest court card, the Jack, worth 2 card points.",
        (ARTICLE,),
        german="Valet, Bube",
        japanese="バレット",
    ),
    Term(
        "Tarock",
        "A permanent trump of the tarot pack (21 of them); also the name of the whole"
        " family of games. Spelt Taroc in 1754 and Tarok in Denmark.",
        (ARTICLE,),
        forms=("Tarocks", "Tarocs", "Taroks"),
        german="Tarock, Taroc, Tarok",
        danish="Tarok",
        japanese="タロック",
        tooltip=False,
    ),
    Term(
        "Grosstarock",
        "The classical three-handed game with the full 78-card pack, as played in the German"
        " lands from the eighteenth century and still, as Tarok, in Denmark.",
        (ARTICLE,),
        german="Großtarock",
        japanese="グロスタロック",
        tooltip=False,
    ),
    Term(
        "Schustertarock",
        "'Cobbler's Tarock': a name that, the article suggests, Grosstarock may have earned"
        " in the nineteenth century as the game of ordinary folk.",
        (ARTICLE,),
        german="Schustertaroc",
        japanese="シュスタータロック",
    ),
    Term(
        "ultimo",
        "Winning the last trick with a particular card, the Pagat or a King, for a bonus;"
        " losing that card in the last trick costs a penalty.",
        (ARTICLE,),
        forms=("ultimos",),
        german="Ultimo",
        japanese="ウルティモ",
    ),
    Term(
        "Pagat ultimo",
        "Winning the last trick with the Pagat, the bonus the early German game stressed;"
        " the Danish game pays it 45 and the Pagat pot.",
        (ARTICLE,),
        german="Pagat ultimo, Pagat-Ultimo",
        japanese="パガット・ウルティモ",
    ),
    Term(
        "King ultimo",
        "Winning the last trick with a King.",
        (ARTICLE,),
        german="König ultimo",
        japanese="キング・ウルティモ",
    ),
    Term(
        "Nolo",
        "Taking no trick at all, which earns a bonus; first recorded in 1783. The dealer's"
        " laid-away cards are not a trick.",
        (ARTICLE,),
        forms=("Noloist",),
        german="Nolo",
        danish="Nolo",
        japanese="ノロ, ノーロ",
    ),
    Term(
        "Vole",
        "Taking every trick in Grosstarock, worth a bonus; it may also be announced in"
        " advance for more.",
        (ARTICLE,),
        german="Vole",
        japanese="ハタネズミ",
        note="The German and Japanese bonus tables translate the word as the animal"
        " (Wühlmaus, ハタネズミ); both keep Vole in the prose on announcements.",
    ),
    Term(
        "Tout",
        "Taking every trick in Danish Tarok, paid with a bonus and both pots.",
        (ARTICLE,),
        danish="Tout",
        japanese="トゥート",
    ),
    Term(
        "Slam",
        "Taking every trick in Grand Tarot.",
        (GRAND,),
    ),
    Term(
        "Beggar",
        "Taking no trick in Grand Tarot, its name for a Nolo.",
        (GRAND,),
    ),
    Term(
        "Magician",
        "Grand Tarot's name for trump I, the Pagat; winning the last trick with it is"
        " called the Sparrow.",
        (GRAND,),
        forms=("The Magician",),
    ),
    Term(
        "Sparrow",
        "In Grand Tarot, the Magician winning the last trick, which takes the Sparrow's"
        " pot; also a name for the Magician itself.",
        (GRAND,),
        forms=("The Sparrow",),
    ),
    Term(
        "Emperor",
        "In Grand Tarot, a King winning the last trick, which takes the King's pot.",
        (GRAND,),
        forms=("The Emperor",),
    ),
    Term(
        "pot",
        "A pool of stakes that carries over from deal to deal: Danish Tarok and Grand Tarot"
        " keep one for the King and one for the Pagat (the Sparrow), won by the matching"
        " ultimo.",
        (ARTICLE, GRAND),
        forms=("pots", "King pot", "Pagat pot"),
        german="Töpfe",
        japanese="ポット",
    ),
    Term(
        "jetons",
        "Coloured counters used by Danish players to pay game points and stakes.",
        (ARTICLE,),
        german="Jetons",
        japanese="ジェトン",
        tooltip=False,
    ),
    Term(
        "skat",
        "The Danish name for the three cards the dealer lays away after the deal.",
        (ARTICLE,),
        danish="skat",
    ),
    Term(
        "talon",
        "Cards left undealt on the table for later use; in Tapp Tarock six cards in two"
        " halves of three, from which the declarer may take one half.",
        (TAPP,),
        german="Tapp",
    ),
    Term(
        "Blatt",
        "In Tapp Tarock, a low card: a pip card or an ordinary trump outside the Trull.",
        (TAPP,),
        german="Blatt",
    ),
    Term(
        "Dreier",
        "The lowest bid of Tapp Tarock: the declarer plays with one half of the talon.",
        (TAPP,),
        german="Dreier",
    ),
    Term(
        "Solo",
        "The Tapp Tarock bid to play without the talon, which then counts for the defenders.",
        (TAPP,),
        german="Solo",
    ),
    Term(
        "hold",
        "In Tapp Tarock bidding, a player who has been overcalled takes the higher bid over"
        " at his next turn instead of bidding higher.",
        (TAPP,),
        german="halte ich",
        tooltip=False,
    ),
    Term(
        "forehand",
        "The seat after the dealer in the order of play (on his left when play goes"
        " clockwise, on his right otherwise): he leads to the first trick, bids first, and"
        " deals next. The site's one name for this seat.",
        (ARTICLE, TAPP),
        forms=("Forehand",),
        german="Vorhand",
        japanese="フォアハンド",
    ),
    Term(
        "Eldest",
        "Grand Tarot's name for forehand, the player after the dealer, who leads first and"
        " deals next.",
        (GRAND,),
    ),
    Term(
        "declaration",
        "A scoring combination shown after the deal (trumps, Matadors, Kings, a Cavalry)"
        " and paid by every opponent.",
        (ARTICLE,),
        forms=("declarations",),
        german="Meldung",
        japanese="宣言",
        tooltip=False,
    ),
    Term(
        "card points",
        "What the cards won in tricks count, in threes with 2 taken off each three; the"
        " 78-card pack holds 78.",
        (ARTICLE,),
        german="Augen, Points",
        japanese="カードポイント",
        tooltip=False,
    ),
    Term(
        "game points",
        "The units in which players pay one another: for card points over or under the"
        " par, for declarations and for bonuses.",
        (ARTICLE,),
        german="Spielpunkte",
        japanese="ゲームポイント",
        tooltip=False,
    ),
    Term(
        "par",
        "The 26 card points, a third of the pack, that neither win nor lose when card"
        " points are settled.",
        (ARTICLE,),
        german="Überschusspoints, Unterschusspoints",
        note="The German article names the points above and below 26 (Überschuss- and"
        " Unterschusspoints) rather than the 26 itself.",
        tooltip=False,
    ),
    Term(
        "Tarot Nouveau",
        "The French-suited 78-card tarot pack used for Grosstarock and Danish Tarok today.",
        (ARTICLE,),
        german="Tarot Nouveau",
        japanese="タロット・ヌーヴォー",
    ),
    Term(
        "Industrie und Glück",
        "The 54-card tarock pack of Tapp Tarock: 22 trumps and eight cards in each suit.",
        (TAPP,),
    ),
    Term(
        "animal tarot",
        "The German tarot packs, so named, used for the German games of the"
        " eighteenth and nineteenth centuries, from those made in Strasbourg and in Germany"
        " around 1740 to Göbl's Bavarian pattern of about 1765.",
        (ARTICLE,),
        german="Tiertarock",
        japanese="動物タロット",
        tooltip=False,
    ),
    Term(
        "trick",
        "One card from each player in turn; the highest trump, or else the highest card of"
        " the suit led, wins it.",
        (ARTICLE,),
        forms=("tricks",),
        german="Stich",
        japanese="トリック",
        tooltip=False,
    ),
    Term(
        "dealer",
        "The player who deals; in the games without bidding he also takes the last cards"
        " and lays three away, which count for him.",
        (ARTICLE,),
        german="Geber",
        japanese="ディーラー",
        tooltip=False,
    ),
)
"""Every term, in no particular order (the page sorts them)."""


def term(name: str) -> Term:
    """The entry whose headword or other form is ``name``."""
    for item in TERMS:
        if name in item.spellings:
            return item
    raise KeyError(f"no glossary term {name!r}")


def sorted_terms() -> list[Term]:
    """The terms in alphabetical order, ignoring case and accents."""
    return sorted(TERMS, key=lambda item: _slug(item.term))


def abbreviations() -> dict[str, str]:
    """Spelling -> definition, for every term shown as a tooltip (the ``abbr`` glossary)."""
    return {
        spelling: item.definition for item in TERMS if item.tooltip for spelling in item.spellings
    }


def abbreviation_lines() -> str:
    """The same as Markdown ``abbr`` definitions (``*[Pagat]: ...``), one per line.

    Examples:
        >>> abbreviation_lines().splitlines()[0].startswith("*[Pagat]: Trump I")
        True
    """
    return "".join(f"*[{spelling}]: {text}\n" for spelling, text in abbreviations().items())


LANGUAGES: Final = (
    ("german", "German", "de"),
    ("danish", "Danish game", "da"),
    ("japanese", "Japanese", "ja"),
)


def danish_reading(sources_page: str = "sources.md") -> str:
    """What the project read in Danish, from the bibliography: the sentence that says why
    many Danish names stay blank.

    Examples:
        >>> print(danish_reading("s.md"))  # doctest: +NORMALIZE_WHITESPACE
        Of the works in Danish, the project read only parts of two: [Dansk Tarokforbund,
        Dansk Tarokforbunds Spillevejledning (March 2011)](s.md#dansk-tarokforbund-2011)
        and [Board Game Arena's Danish help page for Grosstarock](s.md#bga-help-da) (the
        sources page says which parts). The Danish names below are not yet taken from them:
        they are those the articles report for the Danish game, and many stay blank.
    """
    read = [source for source in BIBLIOGRAPHY if source.language == "Danish" and source.read]
    if not read:
        return "The project read no work in Danish, so many Danish names stay blank."
    links = [f"[{name(source)}]({sources_page}#{source.key})" for source in read]
    listed = links[0] if len(links) == 1 else f"{', '.join(links[:-1])} and {links[-1]}"
    how_many = word(len(read))
    keys = {source.key for source in read}
    drawn = any(keys & set(item.sources) for item in TERMS if item.danish)
    names = (
        "Some Danish names below are taken from them; the others"
        if drawn
        else "The Danish names below are not yet taken from them: they"
    )
    return (
        f"Of the works in Danish, the project read only parts of {how_many}: {listed} (the"
        f" sources page says which parts). {names} are those the articles report for the"
        " Danish game, and many stay blank."
    )


def glossary_markdown(sources_page: str = "sources.md") -> str:
    """The glossary page body: the terms by initial letter, each with its names and sources."""
    lines: list[str] = []
    letter = ""
    for item in sorted_terms():
        initial = _slug(item.term)[0].upper()
        if initial != letter:
            letter = initial
            lines += [f"## {letter}", ""]
        lines.append(f"{item.term} {{ #{item.anchor} }}")
        lines.append(f":   {item.definition}")
        names = [
            f'{name}: <span lang="{lang}">{getattr(item, field)}</span>'
            for field, name, lang in LANGUAGES
            if getattr(item, field)
        ]
        cites = ", ".join(f"[{label(SOURCES[key])}]({sources_page}#{key})" for key in item.sources)
        details = " · ".join([*names, f"Sources: {cites}"])
        lines += ["", f"    {details}"]
        if item.note:
            lines += ["", f"    *{item.note}*"]
        lines.append("")
    return "\n".join(lines)
