"""How the package's objects show themselves: a short line, a text, a notebook picture.

The words and pictures are made in ``tarock.text``, which imports the core; the core never
imports it. An object's ``__repr__``, ``__str__`` and ``_repr_svg_`` find their maker on
first use in ``tarock.text``'s table (``MAKERS``), loaded by its name (``PRESENTATION``):
importing the engine loads none of the words and pictures, and nothing is registered as a
side effect of an import.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from importlib import import_module
from typing import Any, Final

PRESENTATION: Final = "tarock.text"
"""The package whose ``MAKERS`` table shows each class: by the class's name and the way of
showing it (``repr``, ``str``, ``svg``, ``hand``), the function that does it."""


@cache
def makers() -> Mapping[tuple[str, str], Callable[..., Any]]:
    """The table of makers, loaded the first time an object is shown."""
    table: Mapping[tuple[str, str], Callable[..., Any]] = import_module(PRESENTATION).MAKERS
    return table


def shown(thing: object, how: str, *args: object) -> Any:
    """``thing`` shown as ``how`` by its maker (a plain default without one)."""
    maker = makers().get((type(thing).__name__, how))
    if maker is not None:
        return maker(thing, *args)
    if how == "str":
        return shown(thing, "repr")
    if how == "repr":
        return object.__repr__(thing)
    raise LookupError(f"nothing shows a {type(thing).__name__} as {how}")


class Shown:
    """A class whose objects show themselves through this table: a short line (``repr``),
    a text (``str``) and a notebook picture (``_repr_svg_``)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return str(shown(self, "repr"))

    def __str__(self) -> str:
        return str(shown(self, "str"))

    def _repr_svg_(self) -> str:
        return str(shown(self, "svg"))
