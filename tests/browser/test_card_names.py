"""Readers meet a card by its name: no built page outside the reference shows a trump as
a code (``T4``) in its text. Codes stay where a reader types a card: in code, in the
terminal's input, in records and in the API reference (``reference/``), which say so."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Final

import pytest

pytestmark = pytest.mark.browser

TRUMP_CODE = re.compile(r"(?<![\w/.#])T(?:[1-9]|1\d|2[01])(?!\w)")
"""A trump's code as a word of prose: ``T4``, ``T21`` (not ``T4`` inside a name or path)."""

SKIPPED = frozenset({"script", "style", "svg", "pre", "code", "textarea"})
"""Elements whose text is code, a picture or a form's content, not prose."""

COPY: Final = "clipboard-copy-txt"
"""The class of a notebook cell's hidden copy of its code (for the copy button)."""


class _Prose(HTMLParser):
    """The text of a page outside code, pictures and scripts."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.depth = 0
        self.closing: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in SKIPPED or COPY in (dict(attrs).get("class") or "").split():
            self.depth += 1
            self.closing.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if self.closing and tag == self.closing[-1]:
            self.depth -= 1
            self.closing.pop()

    def handle_data(self, data: str) -> None:
        if not self.depth:
            self.text.append(data)


def trump_codes(html: str) -> list[str]:
    """Each trump code in the prose of ``html``.

    >>> trump_codes("<p>Play T4 now</p><code>T21</code><pre>T1</pre><p>T10-T12</p>")
    ['T4', 'T10', 'T12']
    """
    parser = _Prose()
    parser.feed(html)
    text = " ".join(" ".join(parser.text).split())
    return [m.group() for m in TRUMP_CODE.finditer(text)]


def test_no_page_for_readers_shows_a_trump_as_a_code(site_dir: Path) -> None:
    found = {}
    for html in sorted(site_dir.rglob("*.html")):
        page = html.relative_to(site_dir).as_posix()
        if page.startswith("reference/"):
            continue
        if codes := trump_codes(html.read_text(encoding="utf-8")):
            found[page] = codes[:3]
    assert not found, found


def test_the_check_sees_a_code_in_prose_and_a_table() -> None:
    html = "<table><tr><td>may not: T4 T16</td></tr></table><p>XXI and ♥K</p>"
    assert trump_codes(html) == ["T4", "T16"]
