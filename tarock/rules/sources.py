"""The bibliography: every work the project cites, once, under one key.

A rule set names its sources by key (``Ruleset.sources``, ``Ruleset.cites``), and so do
the site's history, glossary and historical examples; the sources page is drawn from
this list. A key that is not here is an error when the rule set is made.

Examples:
    >>> SOURCES["martin-2015"].year
    '2015'
    >>> key_of("regeln-1754, p. 3"), "regeln-1754" in SOURCE_TEXTS
    ('regeln-1754', False)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


@dataclass(frozen=True)
class Source:
    """A bibliographic source, cited by ``key``."""

    key: str
    author: str
    title: str
    year: str
    note: str = ""

    def __str__(self) -> str:
        note = f" {self.note}" if self.note else ""
        return f"{self.author} ({self.year}), {self.title}.{note}"


BIBLIOGRAPHY: Final = (
    # -- the rulebooks and descriptions the rule sets rest on, and the project's seeds
    Source(
        "regeln-1754",
        "Anonymous",
        "Regeln bey dem Taroc-Spiele",
        "1754",
        "Reprinted in J. G. Dyck, Palamedes Redivivus (1755); transcription at tarock.info.",
    ),
    Source(
        "palamedes-1755",
        "Johann Gottfried Dyck",
        "Palamedes Redivivus",
        "1755",
        "Games compendium reprinting the 1754 rules.",
    ),
    Source(
        "dummett-1980",
        "Michael Dummett",
        "Twelve Tarot Games",
        "1980",
        "The Grosstarock chapter; also in The Game of Tarot (1980).",
    ),
    Source(
        "dummett-mcleod-2004",
        "Michael Dummett and John McLeod",
        "A History of Games Played with the Tarot Pack",
        "2004; Supplement 2009",
    ),
    Source(
        "article-grosstarock",
        "Encyclopedia article 'Grosstarock'",
        "English, German and Japanese versions",
        "snapshot",
        "The English, German and Japanese Wikipedia articles; section 'Grosstarock'.",
    ),
    Source(
        "dansk-tarokforbund-2011",
        "Dansk Tarokforbund",
        "Tarok: regler",
        "2011",
        "The association's rules; clubs may keep their own variations (dansk-tarok.dk).",
    ),
    Source(
        "pagat-dantarok",
        "John McLeod",
        "Danish Tarok",
        "undated web page",
        "pagat.com/tarot/dantarok.html.",
    ),
    Source(
        "bga-grosstarock",
        "W. Michael Shirk",
        "Grosstarock for Board Game Arena",
        "program, undated",
        "github.com/wmichaelshirk/grosstarock: the pot and last-trick mechanics.",
    ),
    Source(
        "moller",
        "Hans J. Møller",
        "Two Centuries of Danish Tarok Rules",
        "undated",
        "Listed in the article's bibliography.",
    ),
    Source(
        "grand-tarot-2015",
        "Bunbury's Games for Loka",
        "Grand Tarot",
        "2015",
        "Blog post, August 2015: an English adaptation of the Danish game.",
    ),
    Source(
        "mayr-sedlaczek-2001",
        "Wolfgang Mayr and Robert Sedlaczek",
        "Das große Tarockbuch",
        "2001",
        "Vienna and Frankfurt/M: Deuticke. The modern rules of Tapp Tarock.",
    ),
    Source(
        "article-tapp-tarock",
        "Encyclopedia article 'Tapp Tarock'",
        "English version, with its notes on the talon and on Grosstarock",
        "snapshot",
        "The modern rules after Mayr and Sedlaczek (2001) and the game's history.",
    ),
    Source(
        "anweisung-1821",
        "Anonymous",
        "Theoretisch-praktische Anweisung zur gründlichen Erlernung des beliebten"
        " Tarok-Tappen Spiels",
        "1821",
        "Vienna. The first description of the rules of Tapp Tarock"
        " (tarock.info/Tapptarock_1821.htm).",
    ),
    Source(
        "pagat-tapptarock",
        "John McLeod",
        "Tapp Tarock",
        "undated web page",
        "pagat.com/tarot/tapptarock.html.",
    ),
    # -- the literature the encyclopedia articles cite (seeds 000, 004, 001)
    Source(
        "raedlein-1711",
        "Johann Rädlein",
        "Europäischer Sprach-Schatz",
        "1711",
        "Leipzig: Braun, p. 884; cited in the German article's note on the game's arrival.",
    ),
    Source(
        "kunst-1756",
        "Anonymous",
        "Die Kunst, die Welt erlaubt mitzunehmen in den verschiedenen Arten der Spiele",
        "1756",
        "Elaborates the 1754 rules.",
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

SOURCE_TEXTS: Final = ("article-grosstarock", "article-tapp-tarock", "grand-tarot-2015")
"""The project's own source texts: the Grosstarock article in English, German and
Japanese, the Tapp Tarock article and the Grand Tarot text."""


def key_of(citation: str) -> str:
    """The source key of a citation (``"key"`` or ``"key, place"``)."""
    return citation.split(",", 1)[0].strip()


def unknown(citations: tuple[str, ...] | list[str]) -> list[str]:
    """The citations whose key names no source in the bibliography.

    Examples:
        >>> unknown(["martin-2015, p. 3", "nobody-1999"])
        ['nobody-1999']
    """
    return [citation for citation in citations if key_of(citation) not in SOURCES]
