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

The Danish edition's build (``mkdocs.da.yml``, into the site's ``da/``) runs this hook
too, for its own score page (``da/score/``): a manifest of its own in Danish (the English
page's icons), a worker written from the same source with caches named apart
(``tarock-score-da-...``), and the English site's engine, whose core it names as the
English build wrote it.

``files(site, prefix)`` is the list, as paths relative to the score page's folder; the
build fails if the page loads a file that is not in the site.
"""

from __future__ import annotations

import hashlib
import json
import posixpath
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
SOURCE = Path(__file__).resolve().parents[1] / "docs" / FOLDER / "sw.js"
"""The worker's source, for every language's score page."""
ENGINE = "play/engine/"
CORE = 'data-core="tarock.zip"'
"""The engine's core as a page names it before the build writes in its file's name."""
HEAD = (
    '<link rel="manifest" href="manifest.webmanifest">'
    '<meta name="theme-color" content="#673ab7">'
    '<link rel="apple-touch-icon" href="{icon}">'
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


def prefix(config: Any) -> str:
    """Where a build's pages sit in the site: ``""`` for the English build, ``"da/"`` for
    the Danish edition's (by its theme's language)."""
    language = config["theme"]["language"]
    return "" if language == "en" else f"{language}/"


def site_root(config: Any) -> Path:
    """The whole site's folder (a language's build writes into a folder inside it)."""
    site = Path(config["site_dir"])
    return site.parents[len(Path(prefix(config)).parts) - 1] if prefix(config) else site


def files(site: Path, prefix: str = "") -> list[str]:
    """Every file the built score page under ``prefix`` needs, relative to its folder, page
    first (``site``: the whole site)."""
    folder = prefix + FOLDER
    html = site / folder / "index.html"
    parser = _Loads()
    parser.feed(html.read_text(encoding="utf-8"))
    base = f"/{folder}"
    wanted = [urljoin(base, address) for address in parser.found]
    if parser.search:
        index = f"/{prefix}search/search_index.json"
        worker = urljoin(base, parser.search)
        wanted += [worker, index, *_lunr(worker, _languages(site / index.lstrip("/")))]
    for address in list(wanted):  # the modules the page's scripts import
        if address.endswith(".js") and (site / address.lstrip("/")).is_file():
            text = (site / address.lstrip("/")).read_text(encoding="utf-8")
            wanted += [urljoin(address, found) for found in _IMPORT.findall(text)]
    manifest = json.loads((site / folder / "manifest.webmanifest").read_text(encoding="utf-8"))
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
    return [_relative(address, folder) for address in out]


def _languages(index: Path) -> list[str]:
    """The languages a search index is made for (its ``config.lang``)."""
    if not index.is_file():
        return []
    languages: list[str] = json.loads(index.read_text(encoding="utf-8"))["config"]["lang"]
    return languages


def _lunr(worker: str, languages: list[str]) -> list[str]:
    """The files Material's search worker at ``worker`` imports for ``languages``, as it
    chooses them: a stemmer and a file per language other than English, a segmenter for
    Japanese, Hindi and Thai, and one more when there are several languages."""
    lunr = urljoin(worker, "../lunr/")
    found = []
    for language in languages:
        if language == "ja":
            found.append("tinyseg.js")
        if language in ("hi", "th"):
            found.append("wordcut.js")
        if language != "en":
            found.append(f"min/lunr.{language}.min.js")
    if len(languages) > 1:
        found.append("min/lunr.multi.min.js")
    if found:
        found.insert(0, "min/lunr.stemmer.support.min.js")
    return [urljoin(lunr, name) for name in found]


def _relative(address: str, folder: str = FOLDER) -> str:
    """A site address (``/play/engine/x``) as the worker in ``folder`` names it."""
    if address.startswith(f"/{folder}"):
        return "./" + address.removeprefix(f"/{folder}")
    return posixpath.relpath(address, f"/{folder}")


def version(site: Path, names: list[str], prefix: str = "") -> str:
    """A hash of the listed files' bytes (the page as ``index.html``)."""
    digest = hashlib.sha256()
    for name in names:
        path = site / prefix / FOLDER / name
        if name == "./":
            path = site / prefix / FOLDER / "index.html"
        digest.update(name.encode() + b"\0" + path.resolve().read_bytes())
    return digest.hexdigest()[:12]


def on_page_content(html: str, page: Any, config: Any, **kwargs: Any) -> str:
    """A language's score page names the English site's core (its build has no engine of
    its own); the English build's pyodide hook has named it already."""
    if page.file.src_uri != PAGE or CORE not in html or not prefix(config):
        return html
    cores = sorted((site_root(config) / ENGINE).glob("tarock-*.zip"))
    if len(cores) != 1:
        raise PluginError(f"score page: no single engine core in {ENGINE} of the built site")
    return html.replace(CORE, f'data-core="{cores[0].name}"')


def on_post_page(output: str, page: Any, config: Any, **kwargs: Any) -> str:
    if page.file.src_uri != PAGE:
        return output
    icon = _relative(f"/{FOLDER}icon-180.png", prefix(config) + FOLDER)
    return output.replace("</head>", HEAD.format(icon=icon) + "</head>", 1)


def on_post_build(config: Any, **kwargs: Any) -> None:
    site, where = site_root(config), prefix(config)
    worker = site / where / FOLDER / "sw.js"
    names = files(site, where)
    name = "tarock-score" + (f"-{where.rstrip('/')}" if where else "")
    lines = {
        'const VERSION = "unbuilt";': f'const VERSION = "{version(site, names, where)}";',
        "const FILES = [];": f"const FILES = {json.dumps(names, indent=1)};",
        'const NAME = "tarock-score";': f'const NAME = "{name}";',
    }
    text = SOURCE.read_text(encoding="utf-8")
    for line, filled in lines.items():
        if line not in text:
            raise PluginError(f"score page: sw.js no longer has the line {line}")
        text = text.replace(line, filled)
    worker.write_text(text, encoding="utf-8")
