"""What a PDF that chromium printed holds: its pages, and the size every run of its text is
printed at, read from the page content itself (no PDF library needed).

A run's size is its font size (``Tf``) times the scale of its text matrix (``Tm``) and of
every transformation in force (``cm``, kept through ``q`` and ``Q``): a drawing scaled
down, or a page shrunk to fit the paper, prints its words smaller, and this sees it.
Text in a form (an XObject drawn by ``Do``) would be read without its placement, so it is
reported as such rather than measured.
"""

from __future__ import annotations

import math
import re
import zlib

_STREAM = re.compile(rb"<<((?:(?!>>).)*?)>>\s*stream\r?\n(.*?)\r?\nendstream", re.DOTALL)
_TOKEN = re.compile(
    rb"\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f\s]*>|/[^\s/\[\]()<>{}]+|[-+]?(?:\d+\.?\d*|\.\d+)"
    rb"|[A-Za-z'\"*]+|[\[\]]"
)
SHOWS = {b"Tj", b"TJ", b"'", b'"'}


def pages_in(pdf: bytes) -> int:
    """The number of pages (their page objects)."""
    return len(re.findall(rb"/Type\s*/Page[^s]", pdf))


def _contents(pdf: bytes) -> list[tuple[bytes, bytes]]:
    """Each stream's dictionary and its content, inflated (streams that are not text-like
    content, such as images and fonts, are left out)."""
    found = []
    for head, body in _STREAM.findall(pdf):
        if b"/FlateDecode" in head:
            try:
                body = zlib.decompress(body)
            except zlib.error:
                continue
        if b"BT" in body and b"ET" in body and (b"Tj" in body or b"TJ" in body):
            found.append((head, body))
    return found


def _det(numbers: list[float]) -> float:
    a, b, c, d = numbers[:4]
    return abs(a * d - b * c)


def text_sizes(pdf: bytes) -> list[float]:
    """The printed size in points of every run of text on the pages (a form's text raises:
    its size could not be told)."""
    sizes: list[float] = []
    for head, body in _contents(pdf):
        if b"/Form" in head:
            raise ValueError("text inside a form XObject: its printed size is not known")
        scale, stack, font, matrix = 1.0, [], 0.0, 1.0
        operands: list[bytes] = []
        for token in _TOKEN.findall(body):
            if re.fullmatch(rb"[A-Za-z'\"*]+", token):
                numbers = [float(t) for t in operands if re.fullmatch(rb"[-+.\d]+", t)]
                if token == b"q":
                    stack.append(scale)
                elif token == b"Q":
                    scale = stack.pop()
                elif token == b"cm":
                    scale *= _det(numbers[-6:])
                elif token == b"BT":
                    matrix = 1.0
                elif token == b"Tf":
                    font = numbers[-1]
                elif token == b"Tm":
                    matrix = _det(numbers[-6:])
                elif token in SHOWS:
                    sizes.append(font * math.sqrt(matrix * scale))
                operands = []
            else:
                operands.append(token)
    return sizes
