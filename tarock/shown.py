"""How the package's objects show themselves: a short line, a text, a notebook picture.

The words and pictures are made by ``tarock.text.explain`` and ``tarock.text.render``, which import
the core; the core never imports them. Instead each of them fills in this table when it
is imported (importing ``tarock`` imports both), and an object's ``__repr__``, ``__str__``
and ``_repr_svg_`` look its maker up here.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any, Final

MAKERS: dict[tuple[str, str], Callable[..., Any]] = {}
"""The maker of each way (``repr``, ``str``, ``svg``, ``hand``) of showing each class, by
the class's name."""


PRESENTATION: Final = "tarock.text"
"""The package that fills in ``MAKERS`` when it is loaded."""


def register(kind: type, how: str, maker: Callable[..., Any]) -> None:
    """Let ``maker`` show objects of ``kind`` as ``how``."""
    MAKERS[kind.__name__, how] = maker


def shown(thing: object, how: str, *args: object) -> Any:
    """``thing`` shown as ``how`` by its registered maker (a plain default without one)."""
    if not MAKERS:
        import_module(PRESENTATION)
    maker = MAKERS.get((type(thing).__name__, how))
    if maker is not None:
        return maker(thing, *args)
    if how == "str":
        return shown(thing, "repr")
    if how == "repr":
        return object.__repr__(thing)
    raise LookupError(f"nothing shows a {type(thing).__name__} as {how}: import tarock.text.render")


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
