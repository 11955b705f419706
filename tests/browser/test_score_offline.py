"""The score page at a club without a network: after one visit its service worker holds
the page and all it needs, so with the network cut (the browser offline and the site's
server stopped) the page reloads, takes a deal and shows the package's totals. The worker
keeps the score page only: the play page is not under it. The page is installable (its
manifest and icons pass chromium's checks), and its form takes entries at once on a
first visit, before the engine has loaded. The Danish page (da/score/) does all the same
with a worker and a manifest of its own, and neither page's worker clears the other's
cache."""

from __future__ import annotations

import functools
import json
import re
import struct
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from .conftest import DESKTOP, Visit, recording
from .test_score import THREE, _begin, _ready, _sheet, _showing, _type_deal

pytestmark = pytest.mark.browser

WORKER_READY = """async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    while (worker.state === "activating") {
        await new Promise((done) => worker.addEventListener("statechange", done, { once: true }));
    }
    return [worker.state, registration.scope];
}"""


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


@contextmanager
def _server(site: Path) -> Iterator[tuple[str, ThreadingHTTPServer]]:
    """The built site on a server of this test's own, which the test can stop."""
    handler = functools.partial(_Quiet, directory=str(site))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/", server
    finally:
        server.shutdown()
        server.server_close()


PAGES = ("score/", "da/score/")
"""The score page and its Danish twin."""


@pytest.mark.parametrize("path", PAGES)
def test_after_one_visit_the_page_works_without_a_network(
    browser: Any, site_dir: Path, path: str
) -> None:
    names = ("Ann", "Bo", "Cy")
    with (
        _server(site_dir) as (base_url, server),
        recording(browser, base_url, service_workers="allow", **DESKTOP) as visit,
    ):
        page = visit.page
        _begin(visit, names, 0, path=path)
        _ready(visit)
        _type_deal(visit, THREE[0], 1)
        state, scope = page.evaluate(WORKER_READY)
        assert (state, scope) == ("activated", base_url + path)
        # the worker, the manifest and the icons all as chromium asks; only the test's
        # throwaway profile (an incognito one) keeps it from installing
        assert _installability_errors(visit) == ["in-incognito"]
        # the rest of the site is not under the worker
        other = page.context.new_page()
        other.goto(base_url + "play/")
        assert other.evaluate("() => navigator.serviceWorker.controller") is None
        other.close()
        # the network cut: the browser offline, the site's server stopped
        page.context.set_offline(True)
        server.shutdown()
        server.server_close()
        visit.console_errors.clear()
        page.reload()
        page.wait_for_selector('[data-score-row="1"]')
        _ready(visit)
        _type_deal(visit, THREE[1], 2)
        _showing(visit, _sheet(names, THREE[:2]))
        assert not visit.console_errors


@pytest.mark.parametrize("path", PAGES)
def test_the_page_is_installable(visit: Visit, site_dir: Path, path: str) -> None:
    manifest = json.loads((site_dir / path / "manifest.webmanifest").read_text())
    assert (manifest["start_url"], manifest["scope"], manifest["display"]) == (
        "./",
        "./",
        "standalone",
    )
    for icon in manifest["icons"]:
        data = (site_dir / path / icon["src"]).resolve().read_bytes()
        width, height = struct.unpack(">II", data[16:24])  # a PNG's header
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and icon["sizes"] == f"{width}x{height}"
    visit.goto(path)
    # the worker is blocked in the shared test profile; all else chromium asks for is there
    errors = _installability_errors(visit)
    assert set(errors) <= {"no-matching-service-worker"}, errors


def _installability_errors(visit: Visit) -> list[str]:
    """What chromium finds missing to install the page as an app."""
    session = visit.page.context.new_cdp_session(visit.page)
    try:
        answer = session.send("Page.getInstallabilityErrors")
    finally:
        session.detach()
    return [error["errorId"] for error in answer["installabilityErrors"]]


def test_the_form_takes_a_deal_before_the_engine_has_loaded(browser: Any, base_url: str) -> None:
    """The engine's files held back: the evening begins and a deal is entered all the
    same; the payments appear once the engine is let through."""
    names = ("Ann", "Bo", "Cy")
    held: list[Any] = []
    let_through: list[bool] = []

    def hold(route: Any) -> None:
        if let_through:
            route.continue_()
        else:
            held.append(route)

    with recording(browser, base_url, **DESKTOP) as visit:
        page = visit.page
        page.route("**/play/engine/**", hold)
        _begin(visit, names, 0)
        _type_deal(visit, THREE[0], 1)
        assert held  # the engine was asked for, and is not there yet
        assert page.get_attribute("#tarock-score", "data-ready") is None
        assert page.inner_text('[data-score-total][data-seat="A"]') == "Ann …"
        let_through.append(True)
        for route in held:
            route.continue_()
        _ready(visit)
        _showing(visit, _sheet(names, THREE[:1]))
        assert not visit.console_errors


@pytest.mark.parametrize("path", PAGES)
def test_the_worker_lists_what_the_page_loads(site_dir: Path, path: str) -> None:
    """The built worker names the page, the engine's files and the page's own script and
    styles, each a file of the site; each page's worker names its caches apart."""
    text = (site_dir / path / "sw.js").read_text()
    files = json.loads(text.split("const FILES = ", 1)[1].split(";", 1)[0])
    assert files[0] == "./"
    up = "../" * path.count("/")  # from the page's folder to the site's root
    engine = sorted(path.name for path in (site_dir / "play" / "engine").iterdir())
    assert sorted(f.rsplit("/", 1)[1] for f in files if f.startswith(f"{up}play/engine/")) == engine
    own = (f"{up}javascripts/score.js", f"{up}javascripts/engine.js", "./manifest.webmanifest")
    assert set(own) <= set(files)
    for name in files[1:]:
        assert (site_dir / path / name).resolve().is_file(), name
    assert 'const VERSION = "unbuilt"' not in text
    name = "tarock-score" + ("-da" if path.startswith("da/") else "")
    assert f'const NAME = "{name}";' in text


def test_the_two_pages_keep_their_own_caches(browser: Any, base_url: str) -> None:
    """The English page's worker and the Danish page's, both installed in one browser:
    each keeps its cache (a worker clears only its own page's caches of earlier builds)."""
    with recording(browser, base_url, service_workers="allow", **DESKTOP) as visit:
        for path in PAGES:
            visit.goto(path)
            _ready(visit)
            state, scope = visit.page.evaluate(WORKER_READY)
            assert (state, scope) == ("activated", base_url + path)
        caches = visit.page.evaluate("() => caches.keys()")
        assert len([c for c in caches if c.startswith("tarock-score-da-")]) == 1, caches
        assert len([c for c in caches if re.fullmatch(r"tarock-score-[0-9a-f]+", c)]) == 1, caches
        assert not visit.console_errors
