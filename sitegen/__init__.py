"""The documentation site's generators: what the pages compute and show at build time.

A build-side package beside the game: it uses ``tarock`` through its public modules and
reads this checkout's folders (``ROOT``); nothing under ``tarock/`` imports it. ``pages``
builds the home page's table, the comparison matrix and the rule pages' citations;
``docs`` the rule pages' worked examples; ``history``, ``sources``, ``glossary`` and
``examples`` the pages of those names; ``findings``, ``stats`` and ``charts`` the
notebooks' figures; ``search``, ``study``, ``duel`` and ``puzzles`` make the committed
data behind them (``make findings``, ``make study``, ``make duel``, ``make puzzles``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parents[1]
"""The checkout this package sits in: its ``docs/``, ``findings/`` and ``bench/``."""
