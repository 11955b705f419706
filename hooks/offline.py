"""MkDocs hook: keep the built site fully offline.

nbconvert's HTML templates, which mkdocs-jupyter renders notebook pages with, always add
two loaders: MathJax (a plain ``<script src=...>`` with mkdocs-jupyter's
``custom_mathjax_url``, empty by default, otherwise nbconvert's CDN address) and Mermaid
(an inline module that imports the library from a CDN when a diagram is present). The
notebooks here use neither TeX nor Mermaid, so both loaders are removed. Should a
notebook ever need math, vendor MathJax under ``docs/`` and point mkdocs-jupyter's
``custom_mathjax_url`` at it.

After that clean-up every page is scanned, and the build fails if any page (or any CSS
file in the site) still loads a script, stylesheet, font, image or frame from outside
the site. Plain hyperlinks (``<a href>``) are allowed: they load nothing by themselves.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError

# mkdocs-jupyter passes its `custom_mathjax_url` (default: empty) as the loader's src.
_MATHJAX_LOADER = re.compile(
    r"<!-- Load mathjax -->\s*<script src=\"[^\"]*\">\s*</script>\s*", re.IGNORECASE
)
_MATHJAX_CONFIG = re.compile(
    r"(?:<!-- MathJax configuration -->\s*)?<script type=\"text/x-mathjax-config\">.*?</script>\s*",
    re.IGNORECASE | re.DOTALL,
)
_MODULE_SCRIPT = re.compile(r"<script type=\"module\">(.*?)</script>\s*", re.DOTALL)
_REMOTE_IMPORT = re.compile(r"""import\(\s*["'](?:https?:)?//""")
_REMOTE_URL = re.compile(r"^\s*(?:https?:)?//", re.IGNORECASE)
_CSS_REMOTE = re.compile(r"""(?:url\(\s*["']?|@import\s+["'])(?:https?:)?//""", re.IGNORECASE)

# <link rel=...> values that make the browser fetch or contact the target.
_FETCHING_RELS = {
    "stylesheet",
    "preload",
    "modulepreload",
    "prefetch",
    "preconnect",
    "dns-prefetch",
    "icon",
    "shortcut",
    "apple-touch-icon",
    "manifest",
}
# (tag, attribute) pairs whose URL the browser loads.
_LOADING_ATTRS = {
    ("script", "src"),
    ("img", "src"),
    ("img", "srcset"),
    ("iframe", "src"),
    ("frame", "src"),
    ("embed", "src"),
    ("object", "data"),
    ("source", "src"),
    ("source", "srcset"),
    ("video", "src"),
    ("video", "poster"),
    ("audio", "src"),
    ("track", "src"),
    ("input", "src"),
}


def _drop_remote_module(match: re.Match[str]) -> str:
    return "" if _REMOTE_IMPORT.search(match.group(1)) else match.group(0)


def strip_cdn_loaders(html: str) -> str:
    """Remove nbconvert's MathJax and Mermaid CDN loaders from a page."""
    html = _MATHJAX_LOADER.sub("", html)
    html = _MATHJAX_CONFIG.sub("", html)
    return _MODULE_SCRIPT.sub(_drop_remote_module, html)


class _RemoteFinder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []
        self._in: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        for name, value in values.items():
            if (tag, name) in _LOADING_ATTRS and any(
                _REMOTE_URL.match(part) for part in value.split(",")
            ):
                self.found.append(f"<{tag} {name}={value!r}>")
            if name == "style" and _CSS_REMOTE.search(value):
                self.found.append(f"<{tag} style={value!r}>")
        if tag == "link":
            rels = set(values.get("rel", "").lower().split())
            if rels & _FETCHING_RELS and _REMOTE_URL.match(values.get("href", "")):
                self.found.append(f"<link rel={values['rel']!r} href={values['href']!r}>")
        self._in = tag if tag in {"style", "script"} else None

    def handle_endtag(self, tag: str) -> None:
        self._in = None

    def handle_data(self, data: str) -> None:
        if self._in == "style" and _CSS_REMOTE.search(data):
            self.found.append("<style> with a remote url() or @import")
        if self._in == "script" and _REMOTE_IMPORT.search(data):
            self.found.append("<script> importing a remote module")


def find_remote_resources(html: str) -> list[str]:
    """List what a page would load from outside the site (empty when offline)."""
    finder = _RemoteFinder()
    finder.feed(html)
    finder.close()
    return finder.found


def on_post_page(output: str, page: Any, config: Any, **kwargs: Any) -> str:
    output = strip_cdn_loaders(output)
    remote = find_remote_resources(output)
    if remote:
        listing = "\n  ".join(remote)
        raise PluginError(f"{page.file.src_uri} loads resources from the web:\n  {listing}")
    return output


def on_post_build(config: Any, **kwargs: Any) -> None:
    site = Path(config["site_dir"])
    bad = [
        str(css.relative_to(site))
        for css in sorted(site.rglob("*.css"))
        if _CSS_REMOTE.search(css.read_text(encoding="utf-8", errors="replace"))
    ]
    if bad:
        raise PluginError("CSS files load resources from the web: " + ", ".join(bad))
