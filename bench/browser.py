"""The lab and the hint timed in a real browser, written to ``bench/browser.json``.

Serves the built ``site/`` on a local port, drives Debian's chromium (headless, through
Playwright) and times, ``--rounds`` times each on a fresh page:

- the rules lab: a 2,000-deal run of each rule set with its red pips ranked the other way
  (so every deal under the reader's rules is played; the rule set's own come ready-made),
  from the click on Run to the result on the page, charts included;
- the hint: the play page's coach at a few moments of each rule set's deal, from the
  click on Hint to its words on the page, and the deals of the unseen cards it reached.

Beside each, the same work in CPython on this machine (the same calls through the same
Python engine, the compiled core switched off, as the page has none). The file names the
machine; the lab page and the performance page state it.

    python bench/browser.py [--rounds 3] [--port 8132] [--only lab|hint]
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import statistics
import subprocess
import threading
import time
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from playwright.sync_api import sync_playwright

from sitegen.browser_speed import (
    CHROMIUM,
    CHROMIUM_ARGS,
    LAB_DEALS,
    hint_moments,
    lab_option,
)
from tarock import fast, rules, web
from tarock.analysis import lab

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
OUT = ROOT / "bench" / "browser.json"
READY_MS = 120_000


class Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def summary(seconds: list[float]) -> dict[str, Any]:
    return {
        "seconds": [round(s, 3) for s in seconds],
        "best": round(min(seconds), 3),
        "median": round(statistics.median(seconds), 3),
    }


def machine() -> dict[str, Any]:
    model = ""
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            model = line.split(":", 1)[1].strip()
            break
    version = subprocess.run(
        [CHROMIUM, "--version"], capture_output=True, text=True, check=False
    ).stdout.strip()
    return {
        "processor": model or platform.processor(),
        "cores": len(os.sched_getaffinity(0)),
        "system": f"{platform.system()} {platform.release()}",
        "chromium": version,
        "python": platform.python_version(),
        "date": datetime.date.today().isoformat(),
    }


def time_lab(browser: Any, base: str, variant: str, rounds: int) -> dict[str, Any]:
    option = lab_option(variant)
    page_seconds = []
    for _ in range(rounds):
        page = browser.new_page()
        page.goto(f"{base}lab/?variant={variant}&deals={LAB_DEALS}&option={option}")
        page.wait_for_selector("[data-lab-run]:not([disabled])", timeout=READY_MS)
        page.click("[data-lab-run]")
        page.wait_for_selector("#tarock-lab[data-wall]", timeout=READY_MS)
        page_seconds.append(float(page.get_attribute("#tarock-lab", "data-wall") or 0))
        rate = page.get_attribute("[data-lab-rate]", "data-lab-rate")
        page.close()
    cpython = []
    for _ in range(rounds):
        lab._kept.clear()
        lab.load_defaults(lab.defaults_text(variant))
        with fast.python_engine():  # the page's engine, not the compiled core
            started = time.perf_counter()
            lab.run(variant, [option], LAB_DEALS)
            cpython.append(time.perf_counter() - started)
    print(f"lab {variant} {option}: page {page_seconds}, rate {rate}; CPython {cpython}")
    return {
        "option": option,
        "deals": LAB_DEALS,
        "page": summary(page_seconds),
        "cpython": summary(cpython),
    }


HINT_JS = """async () => {
  const started = performance.now();
  document.querySelector('[data-hint]').click();
  while (!document.querySelector('[data-hint-reason]')) await new Promise(r => setTimeout(r, 2));
  const seconds = (performance.now() - started) / 1000;
  const time = document.querySelector('[data-hint-time]');
  return [seconds, Number(/from (\\d+) deal/.exec(time.textContent)[1])];
}"""


def time_hint(browser: Any, base: str, position: str, rounds: int) -> dict[str, Any]:
    page_seconds, reached = [], []
    query = urlencode({"position": position, "seat": "B"})
    for _ in range(rounds):
        page = browser.new_page()
        page.goto(f"{base}play/?{query}")
        page.wait_for_selector("[data-hint]", timeout=READY_MS)
        seconds, deals = page.evaluate(HINT_JS)
        page_seconds.append(seconds)
        reached.append(deals)
        page.close()
    cpython, worlds = [], []
    for _ in range(rounds):
        web.from_position(position, "B", "heuristic")
        with fast.python_engine():  # the page's engine, not the compiled core
            started = time.perf_counter()
            answer = json.loads(web.hint())
            cpython.append(time.perf_counter() - started)
        worlds.append(answer["hint"]["deals"])
    print(f"hint {position[:30]}: page {page_seconds} {reached}; CPython {cpython} {worlds}")
    return {
        "position": position,
        "page": summary(page_seconds) | {"worlds": reached},
        "cpython": summary(cpython) | {"worlds": worlds},
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--port", type=int, default=8132)
    parser.add_argument("--only", choices=["lab", "hint"])
    args = parser.parse_args()
    found = json.loads(OUT.read_text()) if OUT.is_file() else {}
    server = ThreadingHTTPServer(("127.0.0.1", args.port), partial(Quiet, directory=str(SITE)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{args.port}/"
    found["machine"] = machine()
    load = found.setdefault("load", {})  # each part's load average as it starts
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            if args.only in (None, "lab"):
                load["lab"] = round(os.getloadavg()[0], 1)
                found["lab"] = {v: time_lab(browser, base, v, args.rounds) for v in rules.VARIANTS}
            if args.only in (None, "hint"):
                load["hint"] = round(os.getloadavg()[0], 1)
                found["hint"] = [
                    time_hint(browser, base, position, args.rounds)
                    for variant in rules.VARIANTS
                    for position in hint_moments(variant)
                ]
            browser.close()
    finally:
        server.shutdown()
    OUT.write_text(json.dumps(found, indent=1) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
