"""The site generator's words in the language being written: ``_`` looks a message up in
the ``sitegen`` catalogue (``sitegen/locale/<lang>/LC_MESSAGES/sitegen.mo``).

The English text is the message id, so the English pages need no catalogue. A message
with values has named placeholders (``_("{count} tricks").format(count=...)``), so a
language can put them where its word order wants. Words the package gives (a rule set's
title, its names for the cards, its fines, its readings' sentences) go through ``_`` as
they are; they are not literals the extractor sees, so ``recording`` collects them while
a Danish page is written, and ``sitegen.messages`` puts them into the catalogue.

    >>> from tarock.text.language import speaking
    >>> _("right"), N_("right")
    ('right', 'right')
    >>> with speaking("da"):
    ...     _("right"), pgettext("card letter", "Q")
    ('højre', 'D')
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from tarock.text.language import catalogue, current, translator

DOMAIN = "sitegen"
"""The catalogue's name (its package's, too)."""

_translate = translator(DOMAIN, DOMAIN)
_RECORD: ContextVar[set[tuple[str, str]] | None] = ContextVar("recording", default=None)


def _seen(context: str, message: str) -> None:
    record = _RECORD.get()
    if record is not None:
        record.add((context, message))


def _(message: str) -> str:
    """``message`` in the current language."""
    _seen("", message)
    return _translate(message)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, told apart from the same English by
    ``context`` (a card's letter is not the word)."""
    _seen(context, message)
    return catalogue(DOMAIN, DOMAIN, current()).pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue where it is written; translate it where used."""
    return message


@contextmanager
def recording() -> Iterator[set[tuple[str, str]]]:
    """Collect every (context, message) looked up inside the block."""
    record: set[tuple[str, str]] = set()
    token = _RECORD.set(record)
    try:
        yield record
    finally:
        _RECORD.reset(token)


def cap(text: str) -> str:
    """``text`` with its first letter upper case (a Danish sentence may open with a name
    that is lower case in the middle of one: "skisen")."""
    return text[:1].upper() + text[1:]
