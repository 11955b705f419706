"""Fixtures for the browser tests: the built site/, a local server and Debian's chromium.

The tests read the site that `make site` built; when site/ is missing they build it once.
Chromium is never downloaded: the tests drive /usr/bin/chromium (or $TAROCK_CHROMIUM).
Without it they are skipped, unless browser tests are required (CI=true or
TAROCK_REQUIRE_BROWSER=1), in which case a missing browser is a failure.
"""

from __future__ import annotations

import functools
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from sitegen.browser_speed import CHROMIUM, CHROMIUM_ARGS

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "site"
LOCAL_SCHEMES = {"data", "blob", "about"}


def browser_required() -> bool:
    return (
        os.environ.get("CI", "").lower() == "true"
        or os.environ.get("TAROCK_REQUIRE_BROWSER", "") == "1"
    )


# --------------------------------------------------------------------------- site + server


@pytest.fixture(scope="session")
def site_dir() -> Path:
    """The built site; built here (strict) only if `make site` has not run."""
    if not (SITE / "index.html").is_file():
        mkdocs = [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(SITE)]
        subprocess.run(mkdocs, cwd=ROOT, check=True)
    return SITE


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture(scope="session")
def base_url(site_dir: Path) -> Iterator[str]:
    handler = functools.partial(_QuietHandler, directory=str(site_dir))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def pages(site_dir: Path) -> list[str]:
    """Every HTML page of the site, as a URL path ("" for the home page)."""
    found = []
    for html in sorted(site_dir.rglob("*.html")):
        rel = html.relative_to(site_dir).as_posix()
        found.append(rel.removesuffix("index.html"))
    assert "" in found, "the site has no home page"
    return found


# --------------------------------------------------------------------------- browser


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not (CHROMIUM.is_file() and os.access(CHROMIUM, os.X_OK)):
        message = f"{CHROMIUM} not found: install Debian's chromium (apt-get install chromium)"
        if browser_required():
            pytest.fail(message + " -- browser tests are required (CI / TAROCK_REQUIRE_BROWSER)")
        pytest.skip(message)
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        try:
            yield browser
        finally:
            browser.close()


@dataclass
class Visit:
    """A browser page with everything it asked for and complained about."""

    page: Any
    base_url: str
    requests: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)

    def goto(self, path: str) -> None:
        self.page.goto(self.base_url + path, wait_until="load")

    def outside_requests(self) -> list[str]:
        allowed = urlsplit(self.base_url).netloc
        return [
            url
            for url in self.requests
            if urlsplit(url).scheme not in LOCAL_SCHEMES and urlsplit(url).netloc != allowed
        ]


@contextmanager
def recording(browser: Any, base_url: str, **options: Any) -> Iterator[Visit]:
    """A new browser page (``options`` for its context) that records every request and
    console error, and never lets a request leave the local server."""
    context = browser.new_context(service_workers="block", **options)
    page = context.new_page()
    visit = Visit(page=page, base_url=base_url)
    host = urlsplit(base_url).netloc

    def on_route(route: Any) -> None:
        # Never let a request leave the local server ("request" events record them all).
        url = route.request.url
        if urlsplit(url).netloc == host or urlsplit(url).scheme in LOCAL_SCHEMES:
            route.continue_()
        else:
            route.abort()

    context.route("**/*", on_route)
    context.on("request", lambda request: visit.requests.append(request.url))
    page.on(
        "console",
        lambda msg: visit.console_errors.append(msg.text) if msg.type == "error" else None,
    )
    page.on("pageerror", lambda error: visit.console_errors.append(str(error)))
    try:
        yield visit
    finally:
        context.close()


@pytest.fixture
def visit(browser: Any, base_url: str) -> Iterator[Visit]:
    """A desktop page, 1280 x 900."""
    with recording(browser, base_url, viewport={"width": 1280, "height": 900}) as page:
        yield page


@pytest.fixture
def phone(browser: Any, base_url: str) -> Iterator[Visit]:
    """A phone-sized page, 390 x 844."""
    viewport = {"width": 390, "height": 844}
    with recording(browser, base_url, viewport=viewport, is_mobile=True) as page:
        yield page
