"""MkDocs hook: the play page's engine, Pyodide and the package's own core, in the site.

The play page runs the package itself in the browser: Pyodide (CPython compiled to
WebAssembly, the npm registry's ``pyodide`` package, pinned below with its integrity
hash) and a zip of the package's core modules, made from the files of this checkout at
build time. Both are copied into the built site under ``play/engine/``; the page loads
nothing from anywhere else.

The tarball is fetched once into ``.cache/pyodide/`` with ``npm pack`` (npm, the
registry's own client, is on every machine of the project's kind; it only downloads, no
``node_modules`` and no install scripts), and checked here against the pinned sha512
before anything is taken from it: a mismatch fails the build. A machine without npm can
build all the same once the tarball is in that folder. ``python hooks/pyodide.py``
fetches it ahead of a build.

The zip carries the compiled core too, built to WebAssembly (``tarock/fast/_core.wasm``,
made by ``make wasm``, ``sitegen.wasm``): the package plays through it in the browser where
it can, through its Python engine where not.

The page finds the core zip by the name this hook writes into its ``data-core``
attribute: the name carries a hash of the zip, so a browser never runs a stale engine.
The Danish edition's build runs this hook too (``mkdocs.da.yml``), for its play page's
sizes and core name, but copies nothing: that page loads the English site's engine.
"""

from __future__ import annotations

import base64
import hashlib
import io
import shutil
import subprocess
import tarfile
import zipfile
from pathlib import Path
from typing import Any

from sitegen import wasm
from tarock.fast._wasm import WASM

try:
    from mkdocs.exceptions import PluginError
except ImportError:  # run as a script
    PluginError = RuntimeError  # type: ignore[misc,assignment]

VERSION = "314.0.7"
"""The pinned ``pyodide`` package of the npm registry (its Python is 3.14)."""
PACKAGE = f"pyodide@{VERSION}"
INTEGRITY = (
    "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pO"
    "ttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/6V5JEsOlD2R1A=="
)
"""The registry's integrity string for that tarball (``npm view pyodide@VERSION dist``)."""
RUNTIME = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
"""The files of the package that a page loading Pyodide (with no extra packages) fetches."""

ROOT = Path(__file__).resolve().parents[1]
CACHE = ROOT / ".cache" / "pyodide"
ENGINE = "play/engine"
"""Where in the built site the engine goes."""
NOT_CORE = (
    "tarock/cli/",
    "tarock/analysis/simulate.py",
    "tarock/__main__.py",
    "tarock/text/messages.py",
)
"""The package's edge (terminal, site generation, pandas, the message templates that
only ``make messages`` reads): everything else is the core, which imports only the
standard library (``tests/test_core.py``)."""
PAGE = "play/index.md"
"""The page that runs the engine and states its size."""
PAGES = (PAGE, "lab/index.md", "score/index.md")
"""The pages that load the engine (their ``data-core="tarock.zip"`` gets the real name)."""


def tarball() -> Path:
    """The pinned tarball, downloaded into the cache if it is not there yet, verified."""
    path = CACHE / f"pyodide-{VERSION}.tgz"
    if not path.is_file():
        CACHE.mkdir(parents=True, exist_ok=True)
        command = ["npm", "pack", PACKAGE, "--pack-destination", str(CACHE), "--ignore-scripts"]
        try:
            subprocess.run(command, check=True, capture_output=True, text=True, timeout=300)
        except FileNotFoundError:
            raise PluginError(
                f"pyodide: npm not found; install Node.js and npm, or put {path.name}"
                f" ({PACKAGE} from the npm registry) into {CACHE}"
            ) from None
        except subprocess.CalledProcessError as error:
            last = (error.stderr.strip().splitlines() or ["no message"])[-1]
            raise PluginError(f"pyodide: npm pack {PACKAGE} failed: {last}") from None
    digest = "sha512-" + base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()
    if digest != INTEGRITY:
        path.unlink()
        raise PluginError(f"pyodide: {path.name} does not match the pinned sha512; removed it")
    return path


def core_files() -> list[Path]:
    """The core's source files and its compiled message catalogues (the play page's
    words in another language: ``tarock.text.translate``), in a fixed order."""
    files = sorted((ROOT / "tarock").rglob("*.py")) + sorted((ROOT / "tarock").rglob("*.mo"))
    return [file for file in files if not file.relative_to(ROOT).as_posix().startswith(NOT_CORE)]


def core_zip() -> bytes:
    """The core as a zip (paths ``tarock/...``), the same bytes for the same sources: its
    modules, and the compiled core as WebAssembly (``sitegen.wasm``), which
    ``tarock.fast`` plays through in the browser."""
    members = [(file.relative_to(ROOT).as_posix(), file.read_bytes()) for file in core_files()]
    try:
        members.append((f"tarock/fast/{WASM}", wasm.current()))
    except wasm.BuildError as error:
        raise PluginError(str(error)) from None
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members:
            info = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)
    return buffer.getvalue()


def core_name(data: bytes) -> str:
    return f"tarock-{hashlib.sha256(data).hexdigest()[:12]}.zip"


_built: dict[str, bytes] = {}


def on_pre_build(config: Any, **kwargs: Any) -> None:
    tarball()  # fail early, before the pages are built
    _built.clear()
    _built["core"] = core_zip()


def runtime_bytes() -> int:
    """The size of the Pyodide files the site carries."""
    with tarfile.open(tarball()) as archive:
        return sum(archive.getmember(f"package/{name}").size for name in RUNTIME)


def on_page_markdown(markdown: str, page: Any, **kwargs: Any) -> str:
    if page.file.src_uri != PAGE:
        return markdown
    core = len(_built["core"])
    engine = runtime_bytes() + core
    markdown = markdown.replace("CORE_KILOBYTES", f"{core / 1e3:.0f}")
    markdown = markdown.replace("ENGINE_BYTES", str(engine))  # the page's download bar
    return markdown.replace("ENGINE_MEGABYTES", f"{engine / 1e6:.1f}")


def on_page_content(html: str, page: Any, **kwargs: Any) -> str:
    if page.file.src_uri not in PAGES:
        return html
    return html.replace('data-core="tarock.zip"', f'data-core="{core_name(_built["core"])}"')


def on_post_build(config: Any, **kwargs: Any) -> None:
    if config["extra"].get("engine_of_the_english_site"):  # a language's own build: its
        return  # play page loads the English site's engine (the same core, named alike)
    target = Path(config["site_dir"]) / ENGINE
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    with tarfile.open(tarball()) as archive:
        for name in RUNTIME:
            member = archive.extractfile(f"package/{name}")
            if member is None:
                raise PluginError(f"pyodide: {name} is missing from the {VERSION} tarball")
            (target / name).write_bytes(member.read())
    (target / core_name(_built["core"])).write_bytes(_built["core"])


if __name__ == "__main__":
    print(tarball())
