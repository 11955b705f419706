"""MkDocs hook: the score page works without a network after one visit, and installs.

The score page (``score/index.md``) gets a web app manifest (``score/manifest.webmanifest``,
with the icons ``sitegen/score_icon.py`` draws) and a service worker
(``score/sw.js``) whose scope is the score page alone: the rest of the site is served
as it always is. When the site has been built, the worker's list of files is written
into it: everything the built score page loads (its stylesheets, scripts, icons and
manifest, the search's worker and index), the modules its script imports, and the play
page's engine folder (Pyodide and the package's core), which the page loads from there.
The worker's ``VERSION`` is a hash of all those files, so each build that changes any of
them is a new cache.

``files(site)`` is the list, as paths relative to ``score/``; the build fails if the page
loads a file that is not in the site.
"""

from __future__ import annotations

import hashlib
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

try:
    from mkdocs.exceptions import PluginError
except ImportError:  # imported by the tests
    PluginError = RuntimeError  # type: ignore[misc,assignment]

PAGE = "score/index.md"
FOLDER = "score/"
HEAD = (
    '<link rel="manifest" href="manifest.webmanifest">'
    '<meta name="theme-color" content="#673ab7">'
    '<link rel="apple-touch-icon" href="icon-180.png">'
)
"""What the score page's head gets: the manifest, the bar's colour, the iPhone icon."""
_IMPORT = re.compile(r"""\bfrom\s+["'](\./[^"']+)["']""")


class _Loads(HTMLParser):
    """The site's addresses a page loads: stylesheets, icons, manifest, scripts, and the
    engine folder its score-keeper names (``data-engine``)."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []
        self.engine = ""
        self.config = False
        self.search = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {key: value or "" for key, value in attrs}
        rels = set(values.get("rel", "").split())
        if tag == "link" and rels & {"stylesheet", "icon", "manifest", "apple-touch-icon"}:
            self.found.append(values["href"])
        if tag == "script" and values.get("src"):
            self.found.append(values["src"])
        if tag == "script" and values.get("id") == "__config":
            self.config = True
        if values.get("data-engine"):
            self.engine = values["data-engine"]

    def handle_data(self, data: str) -> None:
        if self.config:
            self.search = json.loads(data).get("search", "")
            self.config = False


def files(site: Path) -> list[str]:
    """Every file the built score page needs, relative to ``score/``, page first."""
    html = site / FOLDER / "index.html"
    parser = _Loads()
    parser.feed(html.read_text(encoding="utf-8"))
    base = f"/{FOLDER}"
    wanted = [urljoin(base, address) for address in parser.found]
    if parser.search:
        wanted += [urljoin(base, parser.search), "/search/search_index.json"]
    for address in list(wanted):  # the modules the page's scripts import
        if address.endswith(".js") and (site / address.lstrip("/")).is_file():
            text = (site / address.lstrip("/")).read_text(encoding="utf-8")
            wanted += [urljoin(address, found) for found in _IMPORT.findall(text)]
    manifest = json.loads((site / FOLDER / "manifest.webmanifest").read_text(encoding="utf-8"))
    wanted += [urljoin(base, icon["src"]) for icon in manifest["icons"]]
    if parser.engine:
        engine = site / urljoin(base, parser.engine).lstrip("/")
        wanted += [f"/{path.relative_to(site).as_posix()}" for path in sorted(engine.iterdir())]
    out = [base]
    for address in wanted:
        if address not in out:
            out.append(address)
    missing = [a for a in out[1:] if not (site / a.lstrip("/")).is_file()]
    if missing:
        raise PluginError(f"score page: it loads {', '.join(missing)}, which the site lacks")
    return [_relative(address) for address in out]


def _relative(address: str) -> str:
    """A site address (``/play/engine/x``) as the worker in ``score/`` names it."""
    if address.startswith(f"/{FOLDER}"):
        return "./" + address.removeprefix(f"/{FOLDER}")
    return "../" + address.lstrip("/")


def version(site: Path, names: list[str]) -> str:
    """A hash of the listed files' bytes (the page as ``index.html``)."""
    digest = hashlib.sha256()
    for name in names:
        path = site / FOLDER / name
        if name == "./":
            path = site / FOLDER / "index.html"
        digest.update(name.encode() + b"\0" + path.resolve().read_bytes())
    return digest.hexdigest()[:12]


def on_post_page(output: str, page: Any, **kwargs: Any) -> str:
    if page.file.src_uri != PAGE:
        return output
    return output.replace("</head>", HEAD + "</head>", 1)


def on_post_build(config: Any, **kwargs: Any) -> None:
    site = Path(config["site_dir"])
    worker = site / FOLDER / "sw.js"
    names = files(site)
    text = worker.read_text(encoding="utf-8")
    text = text.replace('const VERSION = "unbuilt";', f'const VERSION = "{version(site, names)}";')
    text = text.replace("const FILES = [];", f"const FILES = {json.dumps(names, indent=1)};")
    if "unbuilt" in text or "FILES = []" in text:
        raise PluginError("score page: sw.js no longer has the lines this hook fills in")
    worker.write_text(text, encoding="utf-8")
