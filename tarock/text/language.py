"""The language words reach a reader in: English by default, Danish for the Danish edition.

Words are translated the ecosystem's way, by gettext: the English text is the message
id, and a catalogue per language and domain (``<package>/locale/<lang>/LC_MESSAGES/
<domain>.mo``, compiled from its ``.po`` with Babel) gives the translation. The language
is the context's (``speaking``), so the functions that write text need no extra
parameter, and a build can write one page in Danish and the next in English.

    >>> with speaking("da"):
    ...     current()
    'da'
    >>> current()
    'en'
    >>> with speaking("fr"):  # doctest: +ELLIPSIS
    ...     pass
    Traceback (most recent call last):
    ...
    ValueError: no language 'fr': the languages are en, da
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from importlib.resources import files
from typing import Final

LANGUAGES: Final = ("en", "da")
"""The languages, the default (the message ids' own) first."""

Translate = Callable[[str], str]
"""A translating function: ``_(message)`` is the message in the current language."""

_CURRENT: ContextVar[str] = ContextVar("language", default=LANGUAGES[0])


def current() -> str:
    """The language being written now."""
    return _CURRENT.get()


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Write in ``language`` inside the block."""
    if language not in LANGUAGES:
        raise ValueError(f"no language {language!r}: the languages are {', '.join(LANGUAGES)}")
    token = _CURRENT.set(language)
    try:
        yield
    finally:
        _CURRENT.reset(token)


@cache
def catalogue(package: str, domain: str, language: str) -> gettext.NullTranslations:
    """The compiled catalogue of ``domain`` in ``package`` for ``language`` (none: the
    English ids themselves)."""
    if language == LANGUAGES[0]:
        return gettext.NullTranslations()
    path = files(package).joinpath("locale", language, "LC_MESSAGES", f"{domain}.mo")
    with path.open("rb") as compiled:
        return gettext.GNUTranslations(compiled)


def translator(package: str, domain: str) -> Translate:
    """A ``_`` for ``domain``'s messages: the text in the current language."""

    def translate(message: str) -> str:
        return catalogue(package, domain, current()).gettext(message)

    return translate
