"""Benchmarks for tarock (placeholder).

Run with `make bench`. Results are written to .bench/results.json.
"""

from __future__ import annotations

import json
from pathlib import Path

RESULTS = Path(__file__).resolve().parent.parent / ".bench" / "results.json"


def main() -> None:
    print("no benchmarks yet")
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps({}) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
