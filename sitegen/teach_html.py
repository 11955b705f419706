"""Small HTML pieces shared by the teaching pages: links, figures, cards to pick.

Examples:
    >>> play_link("danish-tarok", seed=3)
    '../../play/?variant=danish-tarok&seed=3'
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from html import escape
from typing import Any, Final
from urllib.parse import urlencode

from tarock.cards import Card
from tarock.engine.seats import SEAT_NAMES
from tarock.rules.sources import in_words, key_of
from tarock.text.render import card_svg

PLAY: Final = "../../play/"
"""The play page, seen from a page of the teaching section."""


def play_link(variant: str, seed: int | None = None, **more: str | int) -> str:
    """A link that opens the play page on ``variant`` (and ``seed``, or a ``position``)."""
    query: dict[str, str | int] = {"variant": variant}
    if seed is not None:
        query["seed"] = seed
    query.update(more)
    return f"{PLAY}?{urlencode(query)}"


def figure(svg: str, caption: str) -> str:
    """A picture with its caption (the SVG carries its own alternative text)."""
    return (
        f'<figure class="teach-figure tarock-pictures" markdown="0">{svg}'
        f"<figcaption>{escape(caption)}</figcaption></figure>"
    )


def source_link(citation: str) -> str:
    """A citation (``key[ via summary][, place]``) in words, as an HTML link to the work's
    entry on the sources page.

    Examples:
        >>> link = source_link("dummett-1980 via article-grosstarock, section 'Taroc'")
        >>> link.startswith('<a href="../../sources/#dummett-1980">Michael Dummett, Twelve')
        True
        >>> link.endswith("as summarised in the English Wikipedia article &#x27;Grosstarock&#x27;,"
        ...               " section &#x27;Taroc&#x27;</a>")
        True
    """
    return f'<a href="../../sources/#{key_of(citation)}">{escape(in_words(citation))}</a>'


def played(seats: Sequence[int], cards: Sequence[Card], what: str) -> str:
    """Cards played to a trick, in order, each over its player's name (no winner shown)."""
    pairs = list(zip(seats, cards, strict=True))
    parts = "".join(
        f'<span class="teach-played">{card_svg(card)}<span>{SEAT_NAMES[seat]}</span></span>'
        for seat, card in pairs
    )
    alt = escape(f"{what}: " + ", ".join(f"{SEAT_NAMES[seat]} {card.name}" for seat, card in pairs))
    return f'<div class="teach-trick" role="img" aria-label="{alt}">{parts}</div>'


def card_buttons(cards: Iterable[Card], enabled: frozenset[str] | None = None) -> str:
    """Cards to pick, each a toggle button (``enabled``: the codes that may be picked)."""
    buttons = "".join(
        f'<button type="button" class="teach-card" data-choice="{card.code}"'
        f' aria-pressed="false" aria-label="{escape(card.name)}"'
        f"{'' if enabled is None or card.code in enabled else ' disabled'}>"
        f"{card_svg(card)}</button>"
        for card in cards
    )
    return f'<div class="teach-choices" role="group" aria-label="Cards to pick">{buttons}</div>'


def answer_data(data: dict[str, Any]) -> str:
    """The answer of an exercise or puzzle, for the page's script to check against."""
    text = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    return f'<script type="application/json" data-answer>{text}</script>'


def feedback() -> str:
    """The place an answer is answered in."""
    return '<p class="teach-feedback" data-feedback role="status" aria-live="polite"></p>'
