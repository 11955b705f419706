"""The score page on a slow phone connection, timed in a real browser: ``bench/score.json``.

Serves the built ``site/``, drives Debian's chromium (headless, through Playwright) at a
phone's size with its network slowed by chromium's own emulation (1.6 Mbit/s down,
750 kbit/s up, 150 ms latency: a slow 4G line), and times, from the start of the page's
navigation:

- on a first visit (a fresh profile, nothing cached): when the form takes entries, and
  when the payments of a deal entered at once appear (the engine has loaded);
- on a later visit (the service worker holds the page): when the payments appear;
- on a later visit with no network at all (the browser offline, the server stopped).

The score page states what this recorded, and on which machine.

    python bench/score_offline.py [--rounds 3] [--first-rounds 2] [--port 8133]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import threading
from functools import partial
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any

from browser import Quiet, machine  # bench/browser.py: this script's folder is first on its path
from playwright.sync_api import sync_playwright

from sitegen.browser_speed import CHROMIUM, CHROMIUM_ARGS, SCORE_NETWORK

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
OUT = ROOT / "bench" / "score.json"
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True}
WAIT_MS = 600_000

SHOWN = """() => {
    const total = document.querySelector('[data-score-total]');
    return total && !total.textContent.endsWith('…') && performance.now() / 1000;
}"""
"""Seconds since the navigation began, once the first running total shows a number."""
FORM = """() => document.querySelector('[data-score-begin], [data-score-enter]')
    && performance.now() / 1000"""
BYTES = """() => performance.getEntriesByType('resource')
    .reduce((sum, entry) => sum + entry.transferSize, 0)"""


def slow(page: Any) -> None:
    """``page``'s network slowed as ``SCORE_NETWORK`` says."""
    session = page.context.new_cdp_session(page)
    session.send("Network.enable")
    session.send(
        "Network.emulateNetworkConditions",
        {
            "offline": False,
            "latency": SCORE_NETWORK["latency_ms"],
            "downloadThroughput": SCORE_NETWORK["down_kbit"] * 1000 / 8,
            "uploadThroughput": SCORE_NETWORK["up_kbit"] * 1000 / 8,
        },
    )


def seconds(page: Any, script: str) -> float:
    return float(page.wait_for_function(script, timeout=WAIT_MS, polling="raf").json_value())


def first_visit(browser: Any, base: str) -> tuple[dict[str, float], Any]:
    """A first visit: the form, then a deal entered at once; returns the context, whose
    service worker then holds the page."""
    context = browser.new_context(service_workers="allow", **PHONE)
    page = context.new_page()
    slow(page)
    page.goto(base + "score/?variant=danish-tarok", wait_until="commit")
    form = seconds(page, FORM)
    for seat, name in enumerate(("Ann", "Bo", "Cy")):
        page.fill(f"input[name=name{seat}]", name)
    page.click("[data-score-begin]")
    page.select_option("select[name=last_winner]", "1")
    for seat, points in enumerate((20, 34, 24)):
        page.fill(f"input[name=points{seat}]", str(points))
    page.click("[data-score-enter]")
    payments = seconds(page, SHOWN)
    megabytes = page.evaluate(BYTES) / 1e6
    page.evaluate("async () => { await navigator.serviceWorker.ready; }")
    page.close()
    return {"form": form, "payments": payments, "megabytes": megabytes}, context


def later_visit(context: Any, base: str) -> float:
    page = context.new_page()
    slow(page)
    page.goto(base + "score/", wait_until="commit")
    found = seconds(page, SHOWN)
    page.close()
    return found


def summary(values: list[float]) -> dict[str, Any]:
    return {
        "seconds": [round(v, 2) for v in values],
        "median": round(statistics.median(values), 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--first-rounds", type=int, default=2)
    parser.add_argument("--port", type=int, default=8133)
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), partial(Quiet, directory=str(SITE)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{args.port}/"
    found: dict[str, Any] = {
        "machine": machine() | {"load": round(os.getloadavg()[0], 2)},
        "network": SCORE_NETWORK,
    }
    forms, firsts, later, offline, sizes = [], [], [], [], []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        for round_ in range(args.first_rounds):
            first, context = first_visit(browser, base)
            print(f"first visit {round_ + 1}: {first}")
            forms.append(first["form"])
            firsts.append(first["payments"])
            sizes.append(first["megabytes"])
            if round_ == 0:
                for _ in range(args.rounds):
                    later.append(later_visit(context, base))
                    print(f"later visit: {later[-1]:.2f} s")
                context.set_offline(True)
                for _ in range(args.rounds):
                    offline.append(later_visit(context, base))
                    print(f"offline: {offline[-1]:.2f} s")
            context.close()
        browser.close()
    server.shutdown()
    found["first_visit"] = {
        "form": summary(forms),
        "payments": summary(firsts),
        "megabytes": round(max(sizes), 1),
    }
    found["later_visit"] = summary(later)
    found["offline"] = summary(offline)
    OUT.write_text(json.dumps(found, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
