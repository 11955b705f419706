"""The lab, the hint and the engines timed in a real browser, written to ``bench/browser.json``.

Serves the built ``site/`` on a local port, drives Debian's chromium (headless, through
Playwright) and times, ``--rounds`` times each on a fresh page, with the compiled core
(the page's own engine, built to WebAssembly) and with the Python engine (the reference,
``engine=python`` in the address):

- the rules lab: a 2,000-deal run of each rule set with its red pips ranked the other way
  (so every deal under the reader's rules is played; the rule set's own come ready-made),
  from the click on Run to the result on the page, charts included;
- the hint: the play page's coach at a few moments of each rule set's deal, from the
  click on Hint to its words on the page, and the deals of the unseen cards it reached;
- the engines: the play page's comparison of the two on 200 seeded deals of each rule set
  (deals a second of each, in the browser);
- looking back: the viewer's open-hand solver at the end of the bots' deals, from the
  click on the last step to its marks, and how many tricks it went back over.

Beside each, the same work in CPython on this machine through the compiled core, and the
calibration loop (``calibration.py``) timed in the same run, before and after each part,
so that every figure can be given as a ratio to it. The file names the machine; the lab
page and the performance page state it.

    python bench/browser.py [--rounds 3] [--port 8132] [--only lab|hint|engines|back]
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

import calibration  # bench/calibration.py: this script's folder is first on its path
from playwright.sync_api import sync_playwright

from sitegen.browser_speed import (
    CHROMIUM,
    CHROMIUM_ARGS,
    LAB_DEALS,
    hint_moments,
    lab_option,
)
from tarock import rules, web
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
    pages: dict[str, list[float]] = {}
    for engine in ("compiled", "python"):
        pages[engine] = []
        for _ in range(rounds):
            page = browser.new_page()
            query = urlencode(
                {"variant": variant, "deals": LAB_DEALS, "option": option, "engine": engine}
            )
            page.goto(f"{base}lab/?{query}")
            page.wait_for_selector("[data-lab-run]:not([disabled])", timeout=READY_MS)
            plays = page.get_attribute("#tarock-lab", "data-plays")
            assert plays == engine, f"the lab played through {plays}, not {engine}"
            page.click("[data-lab-run]")
            page.wait_for_selector("#tarock-lab[data-wall]", timeout=READY_MS)
            pages[engine].append(float(page.get_attribute("#tarock-lab", "data-wall") or 0))
            page.close()
    cpython = []
    for _ in range(rounds):
        lab._kept.clear()
        lab.load_defaults(lab.defaults_text(variant))
        started = time.perf_counter()
        lab.run(variant, [option], LAB_DEALS)  # through the compiled core
        cpython.append(time.perf_counter() - started)
    print(f"lab {variant} {option}: page {pages}; CPython {cpython}")
    return {
        "option": option,
        "deals": LAB_DEALS,
        "page": summary(pages["compiled"]),
        "page_python": summary(pages["python"]),
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
    found: dict[str, Any] = {"position": position}
    for engine, key in (("compiled", "page"), ("python", "page_python")):
        page_seconds, reached = [], []
        query = urlencode({"position": position, "seat": "B", "engine": engine})
        for _ in range(rounds):
            page = browser.new_page()
            page.goto(f"{base}play/?{query}")
            page.wait_for_selector("[data-hint]", timeout=READY_MS)
            assert page.get_attribute("#tarock-play", "data-plays") == engine
            seconds, deals = page.evaluate(HINT_JS)
            page_seconds.append(seconds)
            reached.append(deals)
            page.close()
        found[key] = summary(page_seconds) | {"worlds": reached}
    cpython, worlds = [], []
    for _ in range(rounds):
        web.from_position(position, "B", "heuristic")
        started = time.perf_counter()
        answer = json.loads(web.hint())  # through the compiled core
        cpython.append(time.perf_counter() - started)
        worlds.append(answer["hint"]["deals"])
    found["cpython"] = summary(cpython) | {"worlds": worlds}
    print(f"hint {position[:30]}: {found}")
    return found


ENGINES_JS = """async () => {
  document.querySelector('[data-compare-engines]').click();
  while (!document.querySelector('[data-engines]')) await new Promise(r => setTimeout(r, 5));
  return JSON.parse(document.querySelector('[data-engines]').dataset.engines);
}"""


WARM = 4
"""Comparisons a page makes in a row: the browser compiles the WebAssembly quickly at first
and optimises what runs often as it goes, so the first is cold and the last warm."""


def time_engines(browser: Any, base: str, variant: str, rounds: int) -> dict[str, Any]:
    """The play page's comparison of the engines, ``WARM`` times on each fresh page, and
    the same deals in CPython."""
    cold, warm, python = [], [], []
    for _ in range(rounds):
        page = browser.new_page()
        page.goto(f"{base}play/?variant={variant}")
        page.wait_for_selector("#tarock-play[data-ready] [data-compare-engines]", timeout=READY_MS)
        runs = []
        for _ in range(WARM):
            page.evaluate("delete document.querySelector('[data-engines-answer]').dataset.engines")
            found = page.evaluate(ENGINES_JS)
            assert found["same"], f"the engines differ in the browser: {found}"
            runs.append(found)
        cold.append(runs[0]["compiled"])
        warm.append(runs[-1]["compiled"])
        python.append(runs[-1]["python"])
        page.close()
    cpython = [json.loads(web.engines(variant, web.ENGINE_DEALS)) for _ in range(rounds)]
    print(f"engines {variant}: browser {cold} -> {warm} / {python}; CPython {cpython}")
    return {
        "deals": web.ENGINE_DEALS,
        "runs": WARM,
        "page": [round(n) for n in warm],
        "page_cold": [round(n) for n in cold],
        "page_python": [round(n) for n in python],
        "cpython": [round(found["compiled"]) for found in cpython],
        "cpython_python": [round(found["python"]) for found in cpython],
    }


BACK_JS = """async () => {
  const controls = [...document.querySelectorAll('[data-viewer] .play-controls button')];
  const started = performance.now();
  controls[controls.length - 1].click();  // the deal's end: the solver looks back
  while (!document.querySelector('[data-looking-back]')) await new Promise(r => setTimeout(r, 2));
  const intro = document.querySelector('[data-looking-back] p').textContent;
  return [(performance.now() - started) / 1000, intro];
}"""
BACK_SEEDS = (1, 2, 3)
"""The bots' deals whose ends the viewer looks back on (``?watch=``), in each rule set."""


def time_looking_back(browser: Any, base: str, variant: str) -> dict[str, Any]:
    """The viewer's looking back at the end of the bots' deals, with each engine: the
    seconds from the step to the marks, and the tricks it went back over."""
    found: dict[str, Any] = {}
    for engine in ("compiled", "python"):
        seconds, tricks = [], []
        for seed in BACK_SEEDS:
            page = browser.new_page()
            page.goto(f"{base}play/?watch={variant}&seed={seed}&step=0&engine={engine}")
            page.wait_for_selector("[data-viewer] .play-controls", timeout=READY_MS)
            took, words = page.evaluate(BACK_JS)
            page.close()
            _, said, rest = words.partition("From trick ")
            first = int(rest.split(" ")[0]) if said else 0
            seconds.append(round(took, 3))
            last = rules.get(variant).options.tricks
            tricks.append(last - first + 1 if first else 0)
        found["page" if engine == "compiled" else "page_python"] = {
            "seconds": seconds,
            "tricks": tricks,
        }
    print(f"looking back {variant}: {found}")
    return found


def calibrate(found: dict[str, Any], part: str) -> None:
    """The calibration loop's deals a second (3,000 deals, the median of 3), recorded as
    ``part`` begins and after the last part."""
    rates = [calibration.bench(3000, seed) for seed in range(3)]
    found.setdefault("calibration", {})[part] = round(statistics.median(rates))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--port", type=int, default=8132)
    parser.add_argument("--only", choices=["lab", "hint", "engines", "back"])
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
                calibrate(found, "lab")
                found["lab"] = {v: time_lab(browser, base, v, args.rounds) for v in rules.VARIANTS}
            if args.only in (None, "hint"):
                load["hint"] = round(os.getloadavg()[0], 1)
                calibrate(found, "hint")
                found["hint"] = [
                    time_hint(browser, base, position, args.rounds)
                    for variant in rules.VARIANTS
                    for position in hint_moments(variant)
                ]
            if args.only in (None, "engines"):
                load["engines"] = round(os.getloadavg()[0], 1)
                calibrate(found, "engines")
                found["engines"] = {
                    v: time_engines(browser, base, v, args.rounds) for v in rules.VARIANTS
                }
            if args.only in (None, "back"):
                load["back"] = round(os.getloadavg()[0], 1)
                calibrate(found, "back")
                found["back"] = {v: time_looking_back(browser, base, v) for v in rules.VARIANTS}
            calibrate(found, "end")
            browser.close()
    finally:
        server.shutdown()
    OUT.write_text(json.dumps(found, indent=1) + "\n")
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
