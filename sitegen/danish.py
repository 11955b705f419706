"""The game's Danish words, as the Danish texts use them: one record for the Danish
edition's word page (``da/ord/``) and the quick-start's "Spillets egne ord".

Each term has its meaning, written in Danish, the word the English pages use for the same
thing, and the texts it was seen in. The texts the package's bibliography holds take their
title and address from it.

Examples:
    >>> TERMS[0].word, TERMS[0].english
    ('tarok, tarokker', 'trump')
    >>> [term.word for term in TERMS if term.sheet][:2]
    ['tarok, tarokker', 'skisen, scusen']
    >>> sheet_words().startswith("**tarok, tarokker**: trumf")
    True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from tarock.rules.sources import SOURCES


@dataclass(frozen=True)
class Text:
    """A Danish text (or one about the Danish game) the words were read in."""

    name: str
    """What it is, in Danish."""
    url: str = ""


def _from_bibliography(key: str, name: str) -> Text:
    return Text(name, SOURCES[key].url)


TEXTS: Final = {
    "B": _from_bibliography(
        "bga-help-da",
        "Dansk Tarokforbunds spilleregler, som Board Game Arenas danske hjælpeside gengiver"
        " dem (afsnittene Tilbehør og Kortgivning)",
    ),
    "P": _from_bibliography(
        "pagat-dantarok",
        "pagat.coms side om dansk Tarok (Jens Brix Christiansen), dens første afsnit",
    ),
    "PS": Text("pagat.coms side om strategi i dansk Tarok"),
    "D": _from_bibliography(
        "dansk-tarokforbund-2011",
        "Dansk Tarokforbunds spillevejledning, marts 2011 (de første sider)",
    ),
    "E": Text("Dansk Tarokforbunds hjemmeside, siden om kort og tilbehør"),
    "L": Text("Dansk Tarokforbunds litteraturliste"),
    "T": Text(
        "»Tarok \u2013 et bidrag til fremme af ensartede regler og fælles spillemåde«"
        " (indholdsfortegnelsen)"
    ),
    "H": Text("Henneberg 2002 (spillets historie)"),
    "DM": Text("forbundets referat af danmarksmesterskabet 2023"),
}
"""Key -> a text the words were seen in."""


@dataclass(frozen=True)
class Term:
    """A Danish word of the game."""

    word: str
    meaning: str
    """What it means, in Danish."""
    english: str
    """The word the English pages use for it."""
    seen: tuple[str, ...]
    """Keys of ``TEXTS``: where the word was read."""
    sheet: bool = False
    """Whether the quick-start's "Spillets egne ord" gives it."""


TERMS: Final = (
    Term(
        "tarok, tarokker",
        "trumf, et af de 21 nummererede kort; også spillets navn",
        "trump",
        ("P",),
        sheet=True,
    ),
    Term(
        "skisen, scusen",
        "kortet uden nummer, der kan spilles i stedet for et andet og aldrig tager stik",
        "the Scies (the Fool)",
        ("P", "B", "D"),
        sheet=True,
    ),
    Term("sciesen, skusen", "andre stavemåder for skisen", "the Scies", ("P", "B", "D")),
    Term("trumf", "det samme som tarok: et kort, der stikker alle farvekort", "trump", ("B",)),
    Term(
        "pagat; mindste tarok, mindste trumf",
        "tarok I, den laveste tarok",
        "the Pagat",
        ("P", "T", "B"),
        sheet=True,
    ),
    Term(
        "honnør, honnører",
        "billedkortene i farverne: konge, dame, kaval og knægt",
        "court card",
        ("P",),
    ),
    Term(
        "konge, dame, kaval, knægt",
        "de fire honnører i hver farve, den højeste først",
        "King, Queen, Cavalier, Jack",
        ("P",),
    ),
    Term(
        "ladon, ladoner",
        "de lave kort i farverne, talkortene fra es til ti",
        "pip card",
        ("P",),
    ),
    Term("kortblade; kortsæt", "spillekortene; et helt spil kort", "cards; a pack", ("E",)),
    Term(
        "kop, kopper; kongekop, pagatkop",
        "de to puljer, som ultimo vinder: én til kongen, én til pagat",
        "pots: King pot, Pagat pot",
        ("B", "E"),
        sheet=True,
    ),
    Term(
        "jetons; spillebrikker",
        "brikkerne, der betales med: i kopperne og spillerne imellem",
        "chips, counters",
        ("E",),
        sheet=True,
    ),
    Term(
        "fundere",
        "at lægge jetons i en tom kop; alle ved bordet funderer",
        "to found a pot",
        ("B",),
        sheet=True,
    ),
    Term(
        "kortgiver; kortgivning",
        "den, der giver kortene; uddelingen af dem",
        "dealer; the deal",
        ("B",),
    ),
    Term(
        "give om; omgivning", "at give kortene på ny; en ny uddeling", "to redeal; a redeal", ("B",)
    ),
    Term(
        "højre om; mod uret",
        "den vej, kortene gives og spillet går rundt om bordet",
        "anticlockwise, to the right",
        ("B", "H"),
    ),
    Term(
        "»det passer«",
        "det, kortgiveren siger, når tællingen af de sidste kort stemmer",
        "(the dealer's words when the count is right)",
        ("B",),
    ),
    Term(
        "tarokløs hånd",
        "en hånd uden tarokker (skisen regnes ikke med); man kan forlange, at der gives om",
        "a hand without trumps",
        ("B",),
    ),
    Term(
        "skat; lægge skat (ecartere)",
        "de kort, kortgiveren lægger fra sig; at lægge dem",
        "the discard; to lay it away",
        ("B",),
        sheet=True,
    ),
    Term("udspil", "det første kort til et stik", "the lead", ("B",)),
    Term(
        "stik; sidste stik",
        "et kort fra hver spiller, taget af den højeste; spillets sidste",
        "trick; last trick",
        ("B",),
    ),
    Term(
        "ultimo",
        "at vinde sidste stik med en konge eller med pagat",
        "ultimo",
        ("P", "B"),
        sheet=True,
    ),
    Term("bagud", "at tabe sidste stik med sit ultimokort", "an ultimo lost", ("PS",), sheet=True),
    Term("fjenden", "den spiller, der går efter sin egen ultimo", "'the enemy'", ("PS",)),
    Term(
        "melding, meldinger",
        "kort på hånden, der vises og betales",
        "declaration",
        ("T",),
        sheet=True,
    ),
    Term(
        "betalinger",
        "det, der betales efter hvert spil, til spillere og kopper",
        "payments",
        ("L",),
    ),
    Term(
        "tælling; med eller uden tælling",
        "optællingen af kortenes point; om kortpointene afregnes eller ej",
        "the count of card points",
        ("L",),
    ),
    Term(
        "bod; bøderegler",
        "en bøde for en fejl ved bordet; reglerne for bøder",
        "a fine",
        ("B", "L"),
    ),
    Term("tilbehør", "det, der skal bruges ud over kortene: jetons og kopper", "equipment", ("B",)),
    Term(
        "regelsæt; afvigelser",
        "de regler, der spilles efter; en klubs små forskelle fra dem",
        "rule set; deviations",
        ("D",),
    ),
    Term("spillevejledning", "forbundets vejledning i spillet", "playing guide", ("D",)),
    Term(
        "3-personers bord, 4-personers bord",
        "et bord med tre eller fire spillere",
        "a table of three, of four",
        ("DM",),
    ),
)
"""The Danish words, roughly in the order a game meets them."""


def sheet_words() -> str:
    """The quick-start's "Spillets egne ord": the terms it gives, in one paragraph."""
    return "; ".join(f"**{term.word}**: {term.meaning}" for term in TERMS if term.sheet) + "."


def _seen(term: Term) -> str:
    return ", ".join(_text(TEXTS[key]) for key in term.seen)


def _text(text: Text) -> str:
    return f"[{text.name}]({text.url})" if text.url else text.name


def word_table() -> str:
    """The word page's table: each word, its meaning, the English pages' word, where seen."""
    lines = [
        "| Ord | Betydning | På de engelske sider | Set i |",
        "| --- | --- | --- | --- |",
    ]
    for term in TERMS:
        lines.append(
            f'| **{term.word}** | {term.meaning} | <span lang="en">{term.english}</span>'
            f" | {', '.join(term.seen)} |"
        )
    return "\n".join(lines)


def text_list() -> str:
    """The texts the words come from, keyed as the table's last column."""
    return "\n".join(f"- **{key}**: {_text(text)}" for key, text in TEXTS.items())
