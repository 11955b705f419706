"""The built HTML references nothing outside the site (checked without a browser)."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

REMOTE = re.compile(r"^\s*(?:https?:)?//", re.IGNORECASE)
LOADING = {"script": "src", "img": "src", "iframe": "src", "source": "src", "embed": "src"}
FETCHING_RELS = {"stylesheet", "preload", "modulepreload", "icon", "preconnect", "manifest"}


class Scanner(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.remote: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {key: value or "" for key, value in attrs}
        if tag in LOADING and REMOTE.match(values.get(LOADING[tag], "")):
            self.remote.append(f"<{tag} {LOADING[tag]}={values[LOADING[tag]]}>")
        rels = set(values.get("rel", "").lower().split())
        if tag == "link" and rels & FETCHING_RELS and REMOTE.match(values.get("href", "")):
            self.remote.append(f"<link rel={values['rel']} href={values['href']}>")


def test_no_page_loads_from_the_web(site_dir: Path) -> None:
    found = {}
    for html in sorted(site_dir.rglob("*.html")):
        scanner = Scanner()
        scanner.feed(html.read_text(encoding="utf-8"))
        if scanner.remote:
            found[html.relative_to(site_dir).as_posix()] = scanner.remote
    assert not found, found


def test_no_google_fonts_or_cdn_names(site_dir: Path) -> None:
    hosts = ("fonts.googleapis.com", "fonts.gstatic.com", "cdnjs.cloudflare.com", "unpkg.com")
    hits = [
        f"{html.relative_to(site_dir)}: {host}"
        for html in sorted(site_dir.rglob("*.html"))
        for host in hosts
        if host in html.read_text(encoding="utf-8")
    ]
    assert not hits, hits


def test_build_hook_strips_cdn_loaders_and_flags_remote_resources() -> None:
    import importlib.util

    path = Path(__file__).resolve().parents[2] / "hooks" / "offline.py"
    spec = importlib.util.spec_from_file_location("offline_hook", path)
    assert spec and spec.loader
    hook = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(hook)

    page = (
        "<!-- Load mathjax -->\n"
        '<script src="https://cdnjs.cloudflare.com/ajax/libs/mathjax/2.7.7/latest.js"> </script>\n'
        '<script type="text/x-mathjax-config">init_mathjax = 1;</script>\n'
        '<script type="module">const m = await import("https://cdn.example/m.mjs");</script>\n'
        "<h1>ok</h1>"
    )
    cleaned = hook.strip_cdn_loaders(page)
    assert cleaned.strip() == "<h1>ok</h1>"
    assert hook.find_remote_resources(cleaned) == []
    assert hook.find_remote_resources(page)
    assert hook.find_remote_resources('<link rel="stylesheet" href="//cdn.example/x.css">')
    assert hook.find_remote_resources('<img srcset="a.png 1x, https://x.example/b.png 2x">')
    assert not hook.find_remote_resources('<a href="https://example.org/">a link</a>')
