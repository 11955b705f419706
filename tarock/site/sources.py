"""The bibliography: every rule set's sources, the source texts, and the literature.

The rule sets carry their own sources (``Ruleset.sources``); this module adds the
works the encyclopedia article cites and the other texts the site's history and
glossary draw on, and merges everything into one list keyed by ``Source.key``.
When a rule set and this module name the same key, the rule set's entry wins.

    >>> by_key = sources()
    >>> by_key["martin-2015"].year
    '2015'
    >>> "dummett-1980" in by_key  # from the Grosstarock rule set
    True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from tarock import rules
from tarock.rules.ruleset import Source

SEEDS: Final = (
    Source(
        "article-tapp-tarock",
        "Encyclopedia article 'Tapp Tarock'",
        "English version, with its notes on the talon and on Grosstarock",
        "snapshot",
        "Seed 001: the modern rules after Mayr and Sedlaczek (2001) and the game's history.",
    ),
    Source(
        "grand-tarot-2015",
        "Bunbury's Games for Loka",
        "Grand Tarot",
        "2015",
        "Blog post of August 2015 adapting the Danish game for English players (seed 002).",
    ),
)
"""Source texts of the project besides the Grosstarock article (a rule-set source)."""

LITERATURE: Final = (
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
        "anweisung-1821",
        "Anonymous",
        "Theoretisch-praktische Anweisung zur gründlichen Erlernung des beliebten"
        " Tarok-Tappen Spiels",
        "1821",
        "Vienna. The first description of the rules of Tapp Tarock.",
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
        "mayr-sedlaczek-2001",
        "Wolfgang Mayr and Robert Sedlaczek",
        "Das große Tarockbuch",
        "2001",
        "Vienna and Frankfurt/M: Deuticke. The modern rules of Tapp Tarock.",
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
        "dansk-tarokforbund-2011",
        "Dansk Tarokforbund",
        "Rules of Danish Tarok",
        "2011",
        "The Danish Tarok Association, founded 2010 (dansk-tarok.dk).",
    ),
    Source(
        "martin-2015",
        "Ulf Martin",
        "The Tarock of the Skat Inventors. Part I: Grosstarock Redefined",
        "2015",
        "The Playing-Card 44 (3), pp. 134-147.",
    ),
    Source(
        "moller",
        "Hans J. Møller",
        "Two Centuries of Danish Tarok Rules",
        "n.d.",
        "Listed in the article's bibliography without a date.",
    ),
)
"""The works cited by the encyclopedia articles (seeds 000, 004, 001) and used here."""


def ruleset_sources() -> dict[str, Source]:
    """The sources of every registered rule set, by key, in registry order."""
    found: dict[str, Source] = {}
    for ruleset in rules.VARIANTS.values():
        for source in ruleset.sources:
            found.setdefault(source.key, source)
    return found


def _work(source: Source) -> tuple[str, int]:
    return (source.title.casefold(), year_of(source))


def aliases() -> dict[str, str]:
    """Keys of this module's sources that a rule set lists under another key -> that key.

    The same work (same title and year) is listed once, under the rule set's key.
    """
    theirs = {_work(source): source.key for source in ruleset_sources().values()}
    return {
        source.key: theirs[_work(source)]
        for source in (*SEEDS, *LITERATURE)
        if _work(source) in theirs and theirs[_work(source)] != source.key
    }


def canonical(key: str) -> str:
    """The key under which a source is listed (a rule set's key wins for the same work).

    Examples:
        >>> canonical("martin-2015"), canonical("regeln-1754, p. 3")
        ('martin-2015', 'regeln-1754')
    """
    key = key_of(key)
    return aliases().get(key, key)


def sources() -> dict[str, Source]:
    """Every source by key: the rule sets' own first, then the seeds and the literature.

    A work that a rule set already lists is found under both keys."""
    found = ruleset_sources()
    for source in (*SEEDS, *LITERATURE):
        found.setdefault(source.key, found.get(canonical(source.key), source))
    return found


def listed() -> dict[str, Source]:
    """Every source once, by the key under which the bibliography lists it."""
    return {key: source for key, source in sources().items() if canonical(key) == key}


def cited_by(key: str) -> list[tuple[str, list[str]]]:
    """Which rule sets list the source ``key``, each with the options that cite it.

    Examples:
        >>> cited_by("regeln-1754")[0][0]
        'taroc-1754'
    """
    out = []
    for ruleset in rules.VARIANTS.values():
        if any(source.key == key for source in ruleset.sources):
            options = [name for name, cited in ruleset.cites.items() if key_of(cited) == key]
            out.append((ruleset.id, options))
    return out


def key_of(citation: str) -> str:
    """The source key of a citation (``"key"`` or ``"key, place"``)."""
    return citation.split(",", 1)[0].strip()


def missing(keys: Iterable[str]) -> list[str]:
    """The keys that name no known source.

    Examples:
        >>> missing(["martin-2015", "nobody-1999"])
        ['nobody-1999']
    """
    known = sources()
    return [key for key in keys if key_of(key) not in known]


def year_of(source: Source) -> int:
    """A sortable year (the first four digits; undated sources sort last).

    Examples:
        >>> year_of(sources()["dummett-mcleod-2004"]), year_of(sources()["moller"])
        (2004, 9999)
    """
    digits = "".join(ch for ch in source.year if ch.isdigit())
    return int(digits[:4]) if len(digits) >= 4 else 9999


_LABELS: Final = {
    "coburger-zeitung-1892": "Coburger Zeitung 1892",
    "dansk-tarokforbund-2011": "Dansk Tarokforbund 2011",
}


def label(source: Source) -> str:
    """A short citation label: surnames and year, or a short title for anonymous works.

    Examples:
        >>> by_key = sources()
        >>> keys = ("dummett-mcleod-2004", "regeln-1754", "article-grosstarock")
        >>> [label(by_key[key]) for key in keys]
        ['Dummett and McLeod 2004', 'Regeln bey dem Taroc-Spiele 1754', "article 'Grosstarock'"]
    """
    if source.key in _LABELS:
        return _LABELS[source.key]
    if source.author.startswith("Encyclopedia article"):
        return source.author.replace("Encyclopedia article", "article")
    year = str(year_of(source)) if year_of(source) < 9999 else ""
    if "'s " in source.author:  # "Bunbury's Games for Loka": the owner's name
        return f"{source.author.split(chr(39))[0]} {year}".strip()
    if source.author == "Anonymous":
        words = source.title.split()
        name = " ".join(words[:4]) + (" ..." if len(words) > 4 else "")
    else:
        people = source.author.replace(" (ed.)", "").split(" and ")
        name = " and ".join(person.split()[-1] for person in people)
    return f"{name} {year}".strip()
