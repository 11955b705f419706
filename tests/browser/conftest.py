"""Fixtures for the browser tests: the built site/, a local server and Debian's chromium.

The tests read the site that `make site` built; when site/ is missing they build it once.
Chromium is never downloaded: the tests drive /usr/bin/chromium (or $TAROCK_CHROMIUM).
Without it they are skipped, unless browser tests are required (CI=true or
TAROCK_REQUIRE_BROWSER=1), in which case a missing browser is a failure.

The tests run side by side (``pytest -n``, one process per core): each process serves the
site once and starts chromium once. A desktop page and a phone page are each a new tab of
one browser profile kept for the whole run, so the play page's engine (Pyodide) comes from
the browser's cache, compiled, after its first load; the tab's storage for the site is
wiped when the test ends, so no test sees another's settings. A test that needs a profile
of its own (touch, a colour scheme, a first visit) opens one with ``recording``. No request
leaves the local server: chromium sends every other one to a proxy that is not there.
"""

from __future__ import annotations

import fcntl
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
DESKTOP = {"viewport": {"width": 1280, "height": 900}}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True}
NOWHERE = {"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"}
"""Every request but those to 127.0.0.1 goes to this proxy, where nothing listens: it fails
in the browser, never reaching the network (the tests still see it asked for)."""
STORAGE = "cookies,file_systems,indexeddb,local_storage,websql,service_workers,cache_storage"
"""What a page may have stored for the site (not the HTTP cache), wiped after each test."""


def browser_required() -> bool:
    return (
        os.environ.get("CI", "").lower() == "true"
        or os.environ.get("TAROCK_REQUIRE_BROWSER", "") == "1"
    )


# --------------------------------------------------------------------------- site + server


@pytest.fixture(scope="session")
def site_dir() -> Path:
    """The built site; built here (strict) only if `make site` has not run (by one test
    process: the others wait for it)."""
    (ROOT / ".cache").mkdir(exist_ok=True)
    with open(ROOT / ".cache" / "site-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
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
def playwright() -> Iterator[Any]:
    if not (CHROMIUM.is_file() and os.access(CHROMIUM, os.X_OK)):
        message = f"{CHROMIUM} not found: install Debian's chromium (apt-get install chromium)"
        if browser_required():
            pytest.fail(message + " -- browser tests are required (CI / TAROCK_REQUIRE_BROWSER)")
        pytest.skip(message)
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        yield playwright


def _launch_options() -> dict[str, Any]:
    return {
        "executable_path": str(CHROMIUM),
        "headless": True,
        "args": CHROMIUM_ARGS,
        "proxy": NOWHERE,
    }


@pytest.fixture(scope="session")
def browser(playwright: Any) -> Iterator[Any]:
    """Chromium for the tests that open a profile of their own (``recording``)."""
    browser = playwright.chromium.launch(**_launch_options())
    try:
        yield browser
    finally:
        browser.close()


def _profile(playwright: Any, folder: Path, options: dict[str, Any]) -> Iterator[Any]:
    context = playwright.chromium.launch_persistent_context(
        str(folder), service_workers="block", **_launch_options(), **options
    )
    try:
        yield context
    finally:
        context.close()


@pytest.fixture(scope="session")
def desktop_profile(playwright: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """One browser profile for the run's desktop pages, 1280 x 900."""
    yield from _profile(playwright, tmp_path_factory.mktemp("desktop-profile"), DESKTOP)


@pytest.fixture(scope="session")
def phone_profile(playwright: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """One browser profile for the run's phone-sized pages, 390 x 844."""
    yield from _profile(playwright, tmp_path_factory.mktemp("phone-profile"), PHONE)


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
def _tab(context: Any, base_url: str) -> Iterator[Visit]:
    """A new page of ``context`` that records every request and console error."""
    page = context.new_page()
    visit = Visit(page=page, base_url=base_url)

    def on_request(request: Any) -> None:
        visit.requests.append(request.url)

    context.on("request", on_request)
    page.on(
        "console",
        lambda msg: visit.console_errors.append(msg.text) if msg.type == "error" else None,
    )
    page.on("pageerror", lambda error: visit.console_errors.append(str(error)))
    try:
        yield visit
    finally:
        context.remove_listener("request", on_request)


@contextmanager
def recording(browser: Any, base_url: str, **options: Any) -> Iterator[Visit]:
    """A new browser page in a profile of its own (``options`` for its context) that
    records every request and console error; nothing in it is cached from before. Service
    workers are blocked unless ``options`` allows them (``service_workers="allow"``)."""
    context = browser.new_context(**{"service_workers": "block", **options})
    try:
        with _tab(context, base_url) as visit:
            yield visit
    finally:
        context.close()


def _forget(context: Any, base_url: str) -> None:
    """Wipe what the site stored in ``context`` (cookies, local and session storage,
    databases, caches), keeping only the browser's HTTP cache."""
    context.clear_cookies()
    page = context.pages[0] if context.pages else context.new_page()
    session = context.new_cdp_session(page)
    try:
        session.send(
            "Storage.clearDataForOrigin",
            {"origin": base_url.rstrip("/"), "storageTypes": STORAGE},
        )
    finally:
        session.detach()


@contextmanager
def shared(context: Any, base_url: str) -> Iterator[Visit]:
    """A new tab of the run's ``context``; closed, and the site's storage wiped, after."""
    try:
        with _tab(context, base_url) as visit:
            try:
                yield visit
            finally:
                visit.page.close()
    finally:
        _forget(context, base_url)


@pytest.fixture
def visit(desktop_profile: Any, base_url: str) -> Iterator[Visit]:
    """A desktop page, 1280 x 900."""
    with shared(desktop_profile, base_url) as page:
        yield page


@pytest.fixture
def phone(phone_profile: Any, base_url: str) -> Iterator[Visit]:
    """A phone-sized page, 390 x 844."""
    with shared(phone_profile, base_url) as page:
        yield page
