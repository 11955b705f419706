"""The engine's texts in the reader's language, translated where they are shown.

The engine writes English, and the English it writes is also what game records and the
behaviour corpus store (a clause, a payment's reason), so it is never changed: a text is
put into another language only on its way to a reader (``in_language``), from the
package's catalogue (``tarock/locale/<lang>/LC_MESSAGES/tarock.mo``, made by ``make
messages``). A message id is either a whole text ("must follow suit") or a template with
named placeholders for the parts that vary ("{card} wins trick {trick}"); a template is
matched as a pattern, and each part it captures is put into the language by its kind,
which its name gives:

- numbers (``{trick}``, ``{amount}``, ...) stay as they are;
- cards (``{card}``, ``{cards}``) are labels: trumps keep their Roman numerals, a court
  card its suit's sign and the language's letter ("card letter" context), and a named
  card (the Pagat, the Fool) its name in the language;
- a seat (``{seat}``, ``{payer}``, ...) keeps its name, a pot and "You" are translated;
- a rule set's own name for the Fool, the Pagat, taking every trick or none, and the
  seat after the dealer (``{fool}``, ``{pagat}``, ``{vole}``, ``{nolo}``, ``{forehand}``);
- any other placeholder is text, put into the language in turn (a payment's reason in a
  line of the log).

A text made only of seats, numbers and cards needs no message; a list joined by "; " or
", " is translated item by item. What has no translation stays English: the tests replay
the behaviour corpus and find every text a reader sees translated
(``tests/test_translate.py``).

    >>> from tarock.text.language import speaking
    >>> with speaking("da"):
    ...     in_language("Pagat wins trick 3"), in_language("must follow suit")
    ('pagat tager stik 3', 'skal bekende farve')
    >>> with speaking("da"):
    ...     in_language("Paid now: A pays B 5: C wins the last trick")
    'Betalt nu: A betaler B 5: C tager sidste stik'
    >>> in_language("Pagat wins trick 3"), translation("no such text", "da")
    ('Pagat wins trick 3', None)
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Final

from tarock.rules import VARIANTS
from tarock.rules.ruleset import Names
from tarock.text.explain import OWN_WORDS
from tarock.text.language import LANGUAGES, catalogue, current

DOMAIN: Final = "tarock"
"""The catalogue's name (its package's, too)."""
CARD_LETTER: Final = "card letter"
"""The context of a court card's letter (K, Q, C, J) in the catalogue."""


def _names(field: str) -> str:
    """Every rule set's own word for one of ``Names``' fields, as a pattern."""
    words = {getattr(Names(), field)} | {getattr(r.names, field) for r in VARIANTS.values()}
    return "|".join(re.escape(word) for word in sorted(words, key=lambda w: (-len(w), w)))


_ENGINE_WORDS: Final = ("fool", "pagat", "vole", "nolo")
"""The words ``explain.own_words`` gives in a rule set's own terms (``Names``' fields)."""
_FOOLS: Final = _names("fool")
_PAGATS: Final = _names("pagat")
_CARD: Final = rf"(?:[♥♦♣♠](?:10|[1-9]|[KQCJ])|{_FOOLS}|{_PAGATS}|[IVXL]+)(?![\w])"
"""A card's label (``tarock.text.explain.label``) in any rule set's words."""
_POTS: Final = "King pot|Pagat pot|Magician pot"
_HONOUR: Final = rf"(?:King of (?:hearts|diamonds|clubs|spades)|{_PAGATS})"
"""A card with a bonus as a payment's reason names it: a King by its suit, the Pagat."""
_NUMBER: Final = r"[-+]?\d+(?:/\d+)?(?: \d+/\d+)?"

NUMBERS: Final = frozenset(
    {"n", "trick", "amount", "points", "par", "count", "left", "total", "step", "steps"}
    | {"deal", "deals", "value", "seed", "number", "seconds", "more", "needed", "chances"}
    | {"before", "after", "difference", "net", "tricks", "held", "times"}
)
"""Placeholders that stand for a number: kept as they are."""
SEATS: Final = frozenset(
    {"seat", "who", "payer", "payee", "winner", "dealer", "declarer", "player", "by"}
    | {"party", "leader", "owner", "demander"}
)
"""Placeholders that stand for a seat's name (or a pot, or "You")."""
_CODES: Final = {
    "id": r"[a-z0-9][a-z0-9-]*",
    "ids": r"[a-z0-9][a-z0-9-]*(?:, [a-z0-9][a-z0-9-]*)*",
    "options": r"[\w-]+=\S+(?:, [\w-]+=\S+)*",
    "given": r"'[^']*'|\"[^\"]*\"",
    "field": r"'[^']*'|[a-z_]+",
    "example": r"\S+",
    "detail": r".+?",
    "got": r".+?",
}
"""Placeholders that stand for what a reader types or a program reads, each with what it
matches (a rule set's id, an option's ``NAME=VALUE``, a value of the address as Python
quotes it): kept as they are."""
CODES: Final = frozenset(_CODES)

_KINDS: Final = {
    "card": _CARD,
    "cards": rf"(?:{_CARD}(?: +{_CARD})*|-)",
    "fool": rf"(?:{_FOOLS})",
    "pagat": rf"(?:{_PAGATS})",
    "vole": rf"(?:{_names('vole')})",
    "nolo": rf"(?:{_names('nolo')})",
    "forehand": rf"(?:{_names('forehand')})",
    "honour": _HONOUR,
    **_CODES,
    **dict.fromkeys(NUMBERS, _NUMBER),
    **dict.fromkeys(SEATS, rf"(?:{_POTS}|[^\s;:,.()]+)"),
}
"""Placeholder kind -> what it matches; any other kind is text (``.+?``)."""

_PLACEHOLDER: Final = re.compile(r"\{([a-z_]+?)(\d*)\}")
_LABEL: Final = re.compile(rf"(?<![\w♥♦♣♠]){_CARD}")
_COURT: Final = re.compile(r"([♥♦♣♠])([KQCJ])")
_NEUTRAL: Final = re.compile(rf"(?:{_LABEL.pattern}|{_NUMBER}|\b[A-D]\b|[\s,;:.()+/\-])*")
"""A text of cards, numbers and seat letters only, which needs no message of its own."""


def kind(placeholder: str) -> str:
    """A placeholder's kind: its name without a final number (``card2`` is a card)."""
    match = _PLACEHOLDER.fullmatch(f"{{{placeholder}}}")
    return placeholder if match is None else match.group(1)


def placeholders(message: str) -> list[str]:
    """The placeholders of a message id or a translation, in order.

    >>> placeholders("{payer} pays {payee} {amount}: {reason}")
    ['payer', 'payee', 'amount', 'reason']
    """
    return [match.group(0)[1:-1] for match in _PLACEHOLDER.finditer(message)]


@dataclass(frozen=True)
class Template:
    """A message id with placeholders, as a pattern, and its translation."""

    message: str
    pattern: re.Pattern[str]
    pieces: tuple[str, ...]
    """Its literal text between the placeholders (each must be in a text it matches)."""
    translation: str

    @property
    def weight(self) -> int:
        """How much literal text it has: of two templates that match, the heavier wins."""
        return sum(len(piece) for piece in self.pieces)


def template(message: str, translation: str) -> Template:
    """A message id compiled to a pattern: its literal text as itself, each placeholder
    as its kind matches (a placeholder met twice matches the same text twice)."""
    parts, pieces, seen, at = [], [], set(), 0
    for match in _PLACEHOLDER.finditer(message):
        literal = message[at : match.start()]
        parts.append(re.escape(literal))
        if literal:
            pieces.append(literal)
        name = match.group(0)[1:-1]
        if name in seen:
            parts.append(f"(?P={name})")
        else:
            seen.add(name)
            parts.append(f"(?P<{name}>{_KINDS.get(match.group(1), '.+?')})")
        at = match.end()
    if message[at:]:
        pieces.append(message[at:])
    parts.append(re.escape(message[at:]))
    return Template(message, re.compile("".join(parts), re.DOTALL), tuple(pieces), translation)


@dataclass(frozen=True)
class Catalogue:
    """A language's messages: whole texts by their id, the templates, the card letters."""

    language: str
    whole: dict[str, str]
    templates: tuple[Template, ...]
    letters: dict[str, str]


@cache
def messages(language: str) -> Catalogue:
    """The compiled catalogue of ``language``, read into whole messages and templates
    (the heavier templates first)."""
    found = catalogue(DOMAIN, DOMAIN, language)
    entries: dict[str, str] = dict(getattr(found, "_catalog", {}))
    whole, letters, templates = {}, {}, []
    for key, value in entries.items():
        if not key:  # the header
            continue
        context, _, message = key.rpartition("\x04")
        if context == CARD_LETTER:
            letters[message] = value
        elif context:
            continue
        elif _PLACEHOLDER.search(message):
            templates.append(template(message, value))
        else:
            whole[message] = value
    templates.sort(key=lambda t: (-t.weight, t.message))
    return Catalogue(language, whole, tuple(templates), letters)


# -- recording what is translated ---------------------------------------------------------

_RECORD: ContextVar[set[str] | None] = ContextVar("translated", default=None)


@contextmanager
def recording() -> Iterator[set[str]]:
    """Collect every text given to ``in_language`` inside the block (in any language)."""
    record: set[str] = set()
    token = _RECORD.set(record)
    try:
        yield record
    finally:
        _RECORD.reset(token)


# -- translating --------------------------------------------------------------------------


def in_language(text: str, language: str | None = None) -> str:
    """``text``, an engine text a reader sees, in ``language`` (the current one by
    default); a text with no translation stays as it is."""
    found = translation(text, language)
    return text if found is None else found


def translation(text: str, language: str | None = None) -> str | None:
    """``text`` in ``language``, or None where the catalogue has no translation for it
    (English, the engine's own language, is every text itself)."""
    record = _RECORD.get()
    if record is not None:
        record.add(text)
    language = language or current()
    if language == LANGUAGES[0]:
        return text
    return _top(text, language)


@lru_cache(maxsize=1 << 16)
def _top(text: str, language: str) -> str | None:
    """A whole text, its spaces kept. A capital letter is the translation's own: the
    English one of a name ("Pagat wins trick 3") is not kept, as a text may stand inside
    a sentence of the page's ("... for pagat tager stik 3"); ``sentence`` makes one."""
    body = text.strip()
    if not body:
        return text
    found = _inner(body, language)
    if found is None:
        return None
    start, end = text.index(body[0]), len(text.rstrip())
    return text[:start] + found + text[end:]


def sentence(english: str, translated: str) -> str:
    """``translated`` with a capital letter where ``english``, shown as a sentence of its
    own (a refusal), has one.

    >>> sentence("Scies cannot be played", "skisen kan ikke spilles")
    'Skisen kan ikke spilles'
    """
    if english[:1].isupper() and translated[:1].islower():
        return translated[0].upper() + translated[1:]
    return translated


@lru_cache(maxsize=1 << 16)
def _inner(text: str, language: str) -> str | None:
    """A text or a part of one: its own message, else a text of cards and numbers, else
    the heaviest template that matches, else a list of parts that each translate."""
    book = messages(language)
    if text in book.whole:
        return book.whole[text]
    if "\n" in text:  # a docstring's lines (a rule's words): one line, as the message id
        return _inner(" ".join(text.split()), language)
    if _NEUTRAL.fullmatch(text):
        return cards(text, language)
    for candidate in book.templates:
        if not all(piece in text for piece in candidate.pieces):
            continue
        match = candidate.pattern.fullmatch(text)
        if match is None:
            continue
        values = {name: _part(name, value, language) for name, value in match.groupdict().items()}
        if None not in values.values():
            return _filled(candidate.translation, values)
    for separator in ("; ", " / ", ", "):
        if separator in text:
            parts = [_inner(part, language) for part in text.split(separator)]
            if None not in parts:
                return separator.join(part or "" for part in parts)
    return _sentences(text, language)


def _sentences(text: str, language: str) -> str | None:
    """Sentences one after another, each translated (split after a full stop only where
    the part before it translates: a name such as "W. Michael Shirk" holds one too)."""
    for match in re.finditer(r"(?<=\.) (?=[A-Z])", text):
        first = _inner(text[: match.start()], language)
        if first is not None:
            rest = _inner(text[match.end() :], language)
            if rest is not None:
                return f"{first} {rest}"
    return None


def as_template(text: str) -> str:
    """A text of the engine as a message id: the words a rule set says in its own terms
    (``explain.own_words``) as placeholders.

    >>> as_template("the Fool may be played to any trick; a Vole or Nolo")
    'the {fool} may be played to any trick; a {vole} or {nolo}'
    """
    return OWN_WORDS.sub(lambda match: f"{{{match.group(1).lower()}}}", text)


def _filled(translation: str, values: dict[str, str | None]) -> str:
    """A translation with its placeholders filled in."""
    return _PLACEHOLDER.sub(lambda match: values[match.group(0)[1:-1]] or "", translation)


def _part(name: str, value: str, language: str) -> str | None:
    """What a template's placeholder captured, in the language by its kind."""
    what = kind(name)
    if what in NUMBERS or what in CODES:
        return value
    if what in ("card", "cards"):
        return cards(value, language)
    if what in SEATS or what in (*_ENGINE_WORDS, "forehand"):
        return messages(language).whole.get(value, value)
    return _inner(value, language)  # text, or an honour ("King of {suit}", "Pagat")


def court_letter(letter: str, language: str | None = None) -> str:
    """A court card's letter (K, Q, C, J) as ``language`` writes it.

    >>> court_letter("Q", "da"), court_letter("J", "da"), court_letter("Q", "en")
    ('D', 'Kn', 'Q')
    """
    return messages(language or current()).letters.get(letter, letter)


def cards(text: str, language: str | None = None) -> str:
    """Every card label in ``text`` in ``language``: a court card's letter and a named
    card's name translated, a trump's numeral and a pip's number kept.

    >>> cards("♥Q ♠J XXI Pagat Scies", "da")
    '♥D ♠Kn XXI pagat skisen'
    """
    book = messages(language or current())

    def card(match: re.Match[str]) -> str:
        label = match.group(0)
        court = _COURT.fullmatch(label)
        if court:
            return court.group(1) + book.letters.get(court.group(2), court.group(2))
        return book.whole.get(label, label)

    return _LABEL.sub(card, text)

