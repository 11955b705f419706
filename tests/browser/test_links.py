"""Every internal link of the built site resolves, to its page and its #fragment; and no
page calls a source by the project's file name for it ("seed 000")."""

from __future__ import annotations

import re
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

import pytest

pytestmark = pytest.mark.browser

SKIPPED_SCHEMES = {"http", "https", "mailto", "data", "javascript", "blob", "about"}


class _Page(HTMLParser):
    """The links and the ids of one HTML page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        for name in ("id", "name"):
            if values.get(name):
                self.ids.add(str(values[name]))
        if tag in ("a", "link") and values.get("href"):
            self.links.append(str(values["href"]))
        if tag in ("img", "script", "source", "iframe") and values.get("src"):
            self.links.append(str(values["src"]))


@cache
def _read(path: Path) -> _Page:
    page = _Page()
    page.feed(path.read_text(encoding="utf-8", errors="replace"))
    return page


def _target(site: Path, url_path: str) -> Path:
    """The file a site URL path names (a folder: its index.html)."""
    file = site / unquote(url_path).lstrip("/")
    return file / "index.html" if file.is_dir() or url_path.endswith("/") else file


def broken_links(site: Path) -> list[str]:
    """Every internal link of the built site whose page or fragment is missing."""
    broken = []
    for html in sorted(site.rglob("*.html")):
        rel = html.relative_to(site).as_posix()
        here = "/" + rel
        for link in _read(html).links:
            parts = urlsplit(link)
            if parts.scheme in SKIPPED_SCHEMES or parts.netloc:
                continue
            resolved = urlsplit(urljoin(here, link))
            target = html if not (parts.path or parts.query) else _target(site, resolved.path)
            if not target.is_file():
                broken.append(f"{rel}: {link} (no {target.relative_to(site)})")
                continue
            fragment = unquote(resolved.fragment)
            if fragment and target.suffix == ".html" and fragment not in _read(target).ids:
                broken.append(f"{rel}: {link} (no #{fragment})")
    return broken


def test_every_internal_link_resolves(site_dir: Path) -> None:
    broken = broken_links(site_dir)
    assert not broken, f"{len(broken)} broken links:\n" + "\n".join(broken[:40])


def test_the_checker_finds_a_missing_page_and_a_missing_fragment(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "index.html").write_text('<h2 id="x">x</h2>', encoding="utf-8")
    (tmp_path / "index.html").write_text(
        '<a href="a/#x">ok</a><a href="a/#y">no id</a><a href="b/">no page</a>'
        '<a href="https://example.org/">outside</a><a href="#top">here</a>',
        encoding="utf-8",
    )
    found = broken_links(tmp_path)
    assert found == [
        "index.html: a/#y (no #y)",
        "index.html: b/ (no b/index.html)",
        "index.html: #top (no #top)",
    ]


SEED = re.compile(r"\bseeds? 00[0-4]\b", re.IGNORECASE)


def test_no_page_names_a_seed_file(site_dir: Path) -> None:
    found = []
    for html in sorted(site_dir.rglob("*.html")):
        text = re.sub(r"<[^>]+>", " ", html.read_text(encoding="utf-8", errors="replace"))
        for match in SEED.finditer(text):
            around = text[max(0, match.start() - 60) : match.end() + 20]
            found.append(f"{html.relative_to(site_dir)}: {around!r}")
    assert not found, "\n".join(found[:30])
