"""MkDocs hook: notebook pages for readers, with the code a click away.

mkdocs-jupyter renders every code cell's input above its output. This hook folds
each input into a ``<details>`` box ("Show the code"), so a notebook page reads as
prose, charts and tables, and the code opens on request.

Charts come out of the notebooks as SVG (``sitegen.charts``), which nbconvert embeds
as ``<img src="data:image/svg+xml;base64,...">``. The hook puts each one into the
page as inline SVG instead: its text stays text that the browser draws at the page's
resolution, the colour ``sitegen.charts.INK`` becomes ``currentColor`` (the page's text
colour, light or dark), and each chart's ids get a prefix of their own so that two
charts on a page never share one. A chart's SVG holds a second drawing for a phone,
nested and hidden (``sitegen.charts.with_phone``): the hook sets the two side by side,
``tarock-chart-wide`` and ``tarock-chart-phone``, and the stylesheet shows the one that
fits the screen (readers.css).
"""

from __future__ import annotations

import base64
import html
import re
from typing import Any

_CODE_CELL = re.compile(r'<div class="jp-Cell jp-CodeCell[^"]*"[^>]*>')
_INPUT = re.compile(r'<div class="jp-Cell-inputWrapper"[^>]*>')
_DIV = re.compile(r"<div\b|</div>")
_PRE = re.compile(r"<pre>(.*?)</pre>", re.DOTALL)
_SVG_IMG = re.compile(r'<img\b[^>]*?\bsrc="data:image/svg\+xml;base64,([A-Za-z0-9+/=\s]+)"[^>]*>')
_PROLOG = re.compile(r"<\?xml[^>]*\?>|<!DOCTYPE[^>]*>|<metadata>.*?</metadata>", re.DOTALL)
_ID = re.compile(r'\bid="([^"]+)"')
INK = "#010101"  # sitegen.charts.INK, not imported: a hook must not import the package early
PHONE = '<svg class="tarock-phone" display="none" '  # how sitegen.charts.with_phone nests it


def _div_end(text: str, start: int) -> int:
    """The index just after the ``</div>`` that closes the ``<div`` at ``start``."""
    depth = 0
    for match in _DIV.finditer(text, start):
        depth += 1 if match.group(0) == "<div" else -1
        if depth == 0:
            return match.end()
    raise ValueError("unbalanced <div> in a notebook page")


def _lines(block: str) -> int:
    found = _PRE.search(block)
    if not found:
        return 0
    return len(html.unescape(re.sub(r"<[^>]+>", "", found.group(1))).strip("\n").splitlines())


def fold_inputs(page: str) -> str:
    """Wrap the input of every code cell in a closed ``<details>`` box."""
    out: list[str] = []
    position = 0
    for cell in _CODE_CELL.finditer(page):
        if cell.start() < position:  # a cell nested in one already handled
            continue
        found = _INPUT.search(page, cell.end())
        if found is None:
            break
        end = _div_end(page, found.start())
        block = page[found.start() : end]
        lines = _lines(block)
        label = f"Show the code ({lines} line{'s' if lines != 1 else ''})"
        out += [page[position : found.start()], '<details class="notebook-code">']
        out += [f"<summary>{label}</summary>", block, "</details>"]
        position = end
    out.append(page[position:])
    return "".join(out)


def inline_svg(page: str) -> str:
    """Replace each base64 SVG image with the SVG itself (see the module's description)."""
    count = 0

    def replace(match: re.Match[str]) -> str:
        nonlocal count
        count += 1
        prefix = f"chart{count}-"
        svg = base64.b64decode(match.group(1)).decode("utf-8")
        svg = _PROLOG.sub("", svg).strip()
        ids = set(_ID.findall(svg))
        svg = _ID.sub(lambda m: f'id="{prefix}{m.group(1)}"', svg)
        for name in sorted(ids, key=len, reverse=True):
            svg = svg.replace(f"url(#{name})", f"url(#{prefix}{name})")
            svg = svg.replace(f'href="#{name}"', f'href="#{prefix}{name}"')
        svg = svg.replace(INK, "currentColor")
        wide, phone = split_phone(svg)
        if not phone:
            return wide.replace("<svg ", '<svg class="tarock-chart" role="img" ', 1)
        wide = wide.replace("<svg ", '<svg class="tarock-chart tarock-chart-wide" role="img" ', 1)
        phone = phone.replace(PHONE, '<svg class="tarock-chart tarock-chart-phone" role="img" ', 1)
        return wide + phone

    return _SVG_IMG.sub(replace, page)


def split_phone(svg: str) -> tuple[str, str]:
    """A chart's own drawing and the phone drawing nested at its end ("" when it has none)."""
    start = svg.find(PHONE)
    if start < 0:
        return svg, ""
    end = svg.rindex("</svg>")
    return svg[:start] + svg[end:], svg[start:end]


def on_page_content(html_text: str, page: Any, **kwargs: Any) -> str:
    if not page.file.src_uri.endswith(".ipynb"):
        return html_text
    return inline_svg(fold_inputs(html_text))
