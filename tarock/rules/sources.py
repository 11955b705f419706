"""The bibliography: every work the project cites, once, under one key.

A rule set names its sources by key (``Ruleset.sources``, ``Ruleset.cites``), and so do
the site's history, glossary and historical examples; the sources page is drawn from
this list. A key that is not here is an error when the rule set is made.

A citation is text of the form ``KEY[ via SUMMARY][, PLACE]``: the work, the summary it
was read through when the project did not read the work itself (``via``), and the place
(a numbered paragraph, a section, a table, a note) where a reader finds the point.

Examples:
    >>> SOURCES["martin-2015"].year
    '2015'
    >>> key_of("regeln-1754, §3"), key_of("dummett-1980 via article-grosstarock, 'Grosstarock'")
    ('regeln-1754', 'dummett-1980')
    >>> parse("dummett-1980 via article-grosstarock, section 'Grosstarock'")
    Citation(key='dummett-1980', via='article-grosstarock', place="section 'Grosstarock'")
    >>> "regeln-1754" in SOURCE_TEXTS
    False
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, NamedTuple


@dataclass(frozen=True)
class Source:
    """A bibliographic source, cited by ``key``."""

    key: str
    author: str
    """Author or editor; for an encyclopedia article, the encyclopedia and language."""
    title: str
    year: str
    note: str = ""
    language: str = ""
    url: str = ""
    """Where it can be read (a link on the site); empty when the project knows no address."""
    read: str = ""
    """What the project itself read of the work, and where; empty when it knows the work
    only through a summary (its citations then say ``via``)."""
    read_at: tuple[str, ...] = ()
    """The places read, as citations name them (``"§3"``, ``"section 'Kortgivning'"``); a
    citation without ``via`` names one of them or a place inside one. ``("",)``: the
    whole work."""

    def __str__(self) -> str:
        note = f" {self.note}" if self.note else ""
        language = f" In {self.language}." if self.language else ""
        return f"{self.author} ({self.year}), {self.title}.{language}{note}"


class Citation(NamedTuple):
    """A citation taken apart: the work, the summary it was read through, the place."""

    key: str
    via: str
    place: str


BIBLIOGRAPHY: Final = (
    # -- the rulebooks and descriptions the rule sets rest on, and the source texts
    Source(
        "regeln-1754",
        "Anonymous",
        "Regeln bey dem Taroc-Spiele",
        "Leipzig, 1754",
        "Reprinted in J. G. Dyck, Palamedes Redivivus (Leipzig, 1755). The transcription on"
        " tarock.info numbers its paragraphs.",
        language="German",
        url="https://tarock.info/Tarock_1754.htm",
        read="§§1-5 (dealing, laying away, declaring, the fines) in the tarock.info"
        " transcription; the rest as the English Wikipedia article summarises it",
        read_at=("§1", "§2", "§3", "§4", "§5"),
    ),
    Source(
        "palamedes-1755",
        "Johann Gottfried Dyck",
        "Palamedes Redivivus",
        "1755",
        "Games compendium reprinting the 1754 rules.",
        language="German",
    ),
    Source(
        "kunst-1756",
        "Anonymous",
        "Die beste und neueste Art, das ... Taroc-Spiel, so wol in drey Personen zum König,"
        " als in vier wirklichen Personen ... zu spielen",
        "Vienna and Nuremberg: Georg Bauer, 1756",
        "The 1756 manual for three players (with a fourth as the King) and for four; the"
        " English article cites it as Die Kunst, die Welt erlaubt mitzunehmen (1756), which"
        " elaborates the 1754 rules.",
        language="German",
        url="https://tarock.info/Tarock_1756.htm",
        read="its title page and opening verses",
        read_at=("title page", "opening verses"),
    ),
    Source(
        "dummett-1980",
        "Michael Dummett",
        "Twelve Tarot Games",
        "1980",
        "The Grosstarock chapter, known to the project only through the English article,"
        " which calls the book Ten Tarot Games in its text and Twelve Tarot Games in its"
        " bibliography.",
        language="English",
    ),
    Source(
        "dummett-mcleod-2004",
        "Michael Dummett and John McLeod",
        "A History of Games Played with the Tarot Pack",
        "2004; Supplement 2009",
        language="English",
    ),
    Source(
        "article-grosstarock",
        "English Wikipedia",
        "Grosstarock",
        "a copy taken in 2026, its revision not recorded",
        "Sections 'History', 'Equipment', 'Aim', 'Taroc' (the 1754 rules), 'Grosstarock'"
        " (after Dummett), 'Danish Tarok' (after the Dansk Tarokforbund, 2011), each with"
        " 'Preliminaries', 'Declarations', 'Play' and 'Scoring'.",
        language="English",
        url="https://en.wikipedia.org/wiki/Grosstarock",
        read="the whole article",
        read_at=("",),
    ),
    Source(
        "article-grosstarock-de",
        "German Wikipedia",
        "Großtarock",
        "a copy taken in 2026, its revision not recorded",
        "A translation of the English article with numbered notes of its own.",
        language="German",
        url="https://de.wikipedia.org/wiki/Gro%C3%9Ftarock",
        read="the whole article",
        read_at=("",),
    ),
    Source(
        "article-grosstarock-ja",
        "Japanese Wikipedia",
        "グロスタロック (Grosstarock)",
        "a copy taken in 2026, its revision not recorded",
        "A translation of the English article; it keeps every table but leaves out the"
        " paragraphs on card points and game points (the 1754 example, Grosstarock's 26,"
        " the Danish bands).",
        language="Japanese",
        url="https://ja.wikipedia.org/wiki/%E3%82%B0%E3%83%AD%E3%82%B9%E3%82%BF%E3%83%AD%E3%83%83%E3%82%AF",
        read="the whole article",
        read_at=("",),
    ),
    Source(
        "dansk-tarokforbund-2011",
        "Dansk Tarokforbund",
        "Dansk Tarokforbunds Spillevejledning",
        "March 2011",
        "ISBN 978-87-989727-7-8; clubs may keep their own variations. Board Game Arena's"
        " Danish help page for Grosstarock gives rules under the federation's name; the"
        " project has not compared them with the booklet.",
        language="Danish",
        url="https://www.dansk-tarok.dk/om-tarok/dansk-tarokforbunds-spilleregler/",
        read="its opening pages (the transcript on docplayer.dk) and its sections"
        " 'Tilbehør' (equipment) and 'Kortgivning' (dealing) as Board Game Arena's Danish"
        " help page gives them under the federation's name; the rest as the English"
        " article summarises it",
        read_at=("opening pages", "section 'Tilbehør'", "section 'Kortgivning'"),
    ),
    Source(
        "bga-help-da",
        "Board Game Arena",
        "Gamehelpgrosstarock: Dansk Tarokforbunds spilleregler",
        "help page, revision of 2022",
        "Board Game Arena's Danish help page for its Grosstarock: rules given under the"
        " federation's name ('Dansk Tarokforbunds spilleregler'), with headings such as"
        " 'Tilbehør' and 'Kortgivning'.",
        language="Danish",
        url="https://da.doc.boardgamearena.com/Gamehelpgrosstarock",
        read="the sections 'Tilbehør' and 'Kortgivning'",
        read_at=("section 'Tilbehør'", "section 'Kortgivning'"),
    ),
    Source(
        "pagat-dantarok",
        "Jens Brix Christiansen",
        "Tarok (Danish)",
        "web page on pagat.com, edited by John McLeod; undated",
        "Its sections run from 'Players and Equipment' through 'The discard (the skat)',"
        " 'Scoring, payment' and 'Logistics, The fourth player' to 'Irregularities during"
        " play - fines'; the project read only the opening ones.",
        language="English",
        url="https://www.pagat.com/tarot/dantarok.html",
        read="its opening sections (summary, players and equipment, cards)",
        read_at=("section 'Summary'", "section 'Players and Equipment'"),
    ),
    Source(
        "bga-grosstarock",
        "W. Michael Shirk",
        "Grosstarock for Board Game Arena",
        "program, last commit January 2022",
        "The one other executable Danish Tarok: grosstarock.game.php, functions foundPots,"
        " dealerPay, doDeal, discard, getPossibleSuitsToName, playCard, nameScuse,"
        " stNextPlayer, payLastTrick and calculateScore.",
        language="PHP",
        url="https://github.com/wmichaelshirk/grosstarock",
        read="grosstarock.game.php (commit 50bb5f4)",
        read_at=("grosstarock.game.php",),
    ),
    Source(
        "moller",
        "Hans J. Møller",
        "Two Centuries of Danish Tarok Rules",
        "undated",
        "Listed under this title in the English article's bibliography; the project has not"
        " seen it.",
        language="Danish",
    ),
    Source(
        "grand-tarot-2015",
        "Bunbury's Games for Loka",
        "Grand Tarot",
        "blog post, August 2015",
        "An English adaptation of the Danish game, posted on the Blogger site Bunbury's"
        " Games for Loka; the project keeps its text.",
        language="English",
        url="https://bunburysgamesforloka.blogspot.com/2015/08/this-is-from-danish-game-last-surviving.html",
        read="the whole text",
        read_at=("",),
    ),
    Source(
        "mayr-sedlaczek-2001",
        "Wolfgang Mayr and Robert Sedlaczek",
        "Das große Tarockbuch",
        "2001",
        "Vienna and Frankfurt/M: Deuticke. The modern rules of Tapp Tarock.",
        language="German",
    ),
    Source(
        "article-tapp-tarock",
        "English Wikipedia",
        "Tapp Tarock",
        "a copy taken in 2026, its revision not recorded",
        "The modern rules after Mayr and Sedlaczek (2001) and the game's history; its table"
        " of payments is empty in the snapshot.",
        language="English",
        url="https://en.wikipedia.org/wiki/Tapp_Tarock",
        read="the whole article",
        read_at=("",),
    ),
    Source(
        "anweisung-1821",
        "Anonymous ('einem genauen Kenner')",
        "Theoretisch-praktische Anweisung zur gründlichen Erlernung des beliebten"
        " Tarok-Tappen-Spiels",
        "Vienna and Prague: Carl Haas, 1821",
        "The first description of the rules of Tapp Tarock.",
        language="German",
        url="https://tarock.info/Tapptarock_1821.htm",
        read="its title page and preface (Vorrede)",
        read_at=("title page", "preface"),
    ),
    Source(
        "pagat-tapptarock",
        "John McLeod",
        "Tapp Tarock",
        "web page on pagat.com, undated",
        language="English",
        url="https://www.pagat.com/tarot/tapptarock.html",
    ),
    Source(
        "shirk-tower-grove",
        "W. Michael Shirk",
        "Tapp Tarock",
        "web page in Tower Grove Tarock, undated",
        "Modern three-, four- and two-handed rules; a note says the Pagat must win the last"
        " trick itself, so a partner's overtaking counts as a failure.",
        language="English",
        url="https://w-michael-shirk.firebaseapp.com/tower-grove-tarock/tapp-tarock.html",
        read="the whole page",
        read_at=("",),
    ),
    Source(
        "project-notes",
        "The tarock project",
        "Notes on the readings chosen where the sources are unclear",
        "published on this site as 'How the readings were chosen'",
        "The project's own working record of its readings. A few of them report points of"
        " works the project has not read itself; a citation through these notes names the"
        " work, says so, and links to the page where the notes say what they record.",
        language="English",
        read="its own notes, in full",
        read_at=("",),
    ),
    # -- the literature the Wikipedia articles cite
    Source(
        "raedlein-1711",
        "Johann Rädlein",
        "Europäischer Sprach-Schatz",
        "1711",
        "Leipzig: Braun, p. 884; cited in the German article's note on the game's arrival.",
    ),
    Source(
        "lhombre-1783",
        "Anonymous",
        "Das Neue Königliche l'Hombre",
        "1783",
        "Hamburg: Herold. First records a player scoring for taking no tricks.",
    ),
    Source(
        "list-1785",
        "Gottlieb Christian Heinrich List",
        "Beyträge zur Statistik von Göttingen",
        "1785",
        "Berlin. Names Großtarock among the card games played in Göttingen.",
    ),
    Source(
        "perinet-1806",
        "Joachim Perinet",
        "Die neue Alzeste",
        "1806",
        "Viennese comic opera mentioning 'Tarocktappen'; cited in the Tapp Tarock article.",
    ),
    Source(
        "herlossohn-1838",
        "Carl Herloßsohn",
        "Damen Conversations Lexikon, vol. 10",
        "1838",
        "Adorf: Verlags-Bureau. Distinguishes the 78-card game from Tarok l'Hombre.",
    ),
    Source(
        "coburger-zeitung-1892",
        "Coburger Zeitung",
        "Vermischtes",
        "1892",
        "19 March 1892, p. 4: Tarok at home only in Austria and Bavaria.",
    ),
    Source(
        "huelsemann-1930",
        "Robert Hülsemann",
        "Das Buch der Spiele",
        "1930",
        "Leipzig: Hesse and Becker. Grosstarock still popular in southern Germany and Austria.",
    ),
    Source(
        "alscher-2003",
        "Hans-Joachim Alscher (ed.)",
        "Tarock: mein einziges Vergnügen",
        "2003",
        "Leoben: Obersteirisches Druck- und Verlagsges.",
    ),
    Source(
        "jensen-2008",
        "K. Frank Jensen",
        "Französische Tarotkartenspiele in Dänemark und das Jacob Holmblad Animal Tarot",
        "2008",
        "The Playing-Card 36 (3), pp. 180-189 (title as the German article gives it); the end"
        " of Danish Tarok card making by 1939.",
    ),
    Source(
        "furr-2009",
        "Jerry Neill Furr",
        "Grosstarock, in Tarocchi: Introducing the Card Games for Tarot",
        "2009",
        "Philebus.",
    ),
    Source(
        "depaulis-2010",
        "Thierry Depaulis",
        "When (and how) did Tarot reach Germany?",
        "2010",
        "The Playing-Card 39 (2), pp. 77-78.",
    ),
    Source(
        "martin-2015",
        "Ulf Martin",
        "The Tarock of the Skat Inventors. Part I: Grosstarock Redefined",
        "2015",
        "The Playing-Card 44 (3), pp. 134-147.",
    ),
)
"""Every source, each once: the rule sets' first, then the literature."""

SOURCES: Final = {source.key: source for source in BIBLIOGRAPHY}
"""Every source by key."""

SOURCE_TEXTS: Final = (
    "article-grosstarock",
    "article-grosstarock-de",
    "article-grosstarock-ja",
    "article-tapp-tarock",
    "grand-tarot-2015",
)
"""The texts the project keeps and works from: the Grosstarock article in English, German
and Japanese, the English Tapp Tarock article and the Grand Tarot blog post."""

_NAMED: Final = {
    "article-grosstarock": "the English Wikipedia article 'Grosstarock'",
    "article-grosstarock-de": "the German Wikipedia article 'Großtarock'",
    "article-grosstarock-ja": "the Japanese Wikipedia article 'グロスタロック' (Grosstarock)",
    "article-tapp-tarock": "the English Wikipedia article 'Tapp Tarock'",
    "bga-grosstarock": "W. Michael Shirk, Grosstarock for Board Game Arena (program)",
    "bga-help-da": "Board Game Arena's Danish help page for Grosstarock",
    "grand-tarot-2015": "'Grand Tarot', Bunbury's Games for Loka (blog post, August 2015)",
    "dansk-tarokforbund-2011": "Dansk Tarokforbund, Dansk Tarokforbunds Spillevejledning"
    " (March 2011)",
    "regeln-1754": "Regeln bey dem Taroc-Spiele (Leipzig, 1754)",
    "project-notes": "the project's notes on its readings",
}
"""How a work is named where the generic form (author, title, year) would not say what it
is."""


def parse(citation: str) -> Citation:
    """A citation's parts (``KEY[ via SUMMARY][, PLACE]``)."""
    head, _, place = citation.partition(",")
    key, _, via = head.strip().partition(" via ")
    return Citation(key.strip(), via.strip(), place.strip())


def key_of(citation: str) -> str:
    """The source key of a citation."""
    return parse(citation).key


def keys_of(citation: str) -> tuple[str, ...]:
    """Every key a citation names: the work, and the summary it was read through."""
    key, via, _ = parse(citation)
    return (key, via) if via else (key,)


def unknown(citations: tuple[str, ...] | list[str]) -> list[str]:
    """The citations that name a key not in the bibliography.

    Examples:
        >>> unknown(["martin-2015, p. 3", "nobody-1999", "regeln-1754 via nowhere, §3"])
        ['nobody-1999', 'regeln-1754 via nowhere, §3']
    """
    return [c for c in citations if any(key not in SOURCES for key in keys_of(c))]


def read_there(citation: str) -> bool:
    """Whether a citation points only where the project read: its place (in the summary
    when it names one, ``via``, else in the work) is among ``Source.read_at``; a citation
    without a place names no section and passes.

    Examples:
        >>> read_there("regeln-1754, §3"), read_there("regeln-1754, §12")
        (True, False)
        >>> read_there("pagat-dantarok, section 'Scoring, payment'")
        False
        >>> read_there("pagat-dantarok via project-notes, the Danish Tout")
        True
    """
    key, via, place = parse(citation)
    return not place or any(
        not at or place == at or place.startswith((f"{at},", f"{at} "))
        for at in SOURCES[via or key].read_at
    )


def in_words(citation: str) -> str:
    """A citation as a reader reads it: the work, its place, and the summary it was read
    through, if any.

    Examples:
        >>> in_words("regeln-1754, §3")
        'Regeln bey dem Taroc-Spiele (Leipzig, 1754), §3'
        >>> print(in_words("dummett-1980 via article-grosstarock, section 'Taroc'"))
        Michael Dummett, Twelve Tarot Games (1980), as summarised in the English Wikipedia
        article 'Grosstarock', section 'Taroc'

    """
    key, via, place = parse(citation)
    text = name(SOURCES[key])
    if via:
        text += f", as summarised in {name(SOURCES[via])}"
    return f"{text}, {place}" if place else text


def name(source: Source) -> str:
    """A work named as what it is: author (if any), title, and year or edition.

    Examples:
        >>> name(SOURCES["article-grosstarock-de"])
        "the German Wikipedia article 'Großtarock'"
        >>> name(SOURCES["pagat-dantarok"])
        "Jens Brix Christiansen, 'Tarok (Danish)', pagat.com"
    """
    if source.key in _NAMED:
        return _NAMED[source.key]
    if source.year.startswith("web page on "):  # the page's title, then its site
        site = source.year.removeprefix("web page on ").split(",")[0].split(";")[0]
        return f"{source.author}, '{source.title}', {site}"
    if source.author == "Anonymous":
        return f"{source.title} ({source.year})"
    return f"{source.author}, {source.title} ({source.year})"
