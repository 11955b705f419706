"""The core runs wherever Python runs: it imports nothing outside the standard library.

Each core module is imported in a fresh interpreter started with ``-S`` (no
site-packages) and only the checkout on its path, so a third-party import would fail
outright; the test also names any heavy library or site module that got loaded.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

CORE = (
    "tarock",
    "tarock.cards",
    "tarock.rng",
    "tarock.rules",
    "tarock.engine",
    "tarock.scoring",
    "tarock.players",
    "tarock.search.player",
    "tarock.players.worlds",
    "tarock.play",
    "tarock.records",
    "tarock.text.explain",
    "tarock.text.render",
    "tarock.analysis.resettle",
    "tarock.web",
    "tarock.analysis.lab",
)
HEAVY = ("pydantic", "pandas", "rich", "click", "tqdm", "numpy", "matplotlib", "pyarrow")
NOT_CORE = ("sitegen", "tarock.cli", "tarock.analysis.simulate")

PROBE = """
import json, sys
import {module}
loaded = set(sys.modules)
print(json.dumps({{
    "heavy": sorted(name for name in {heavy!r} if name in loaded),
    "not_core": sorted(name for name in loaded if name.startswith({not_core!r})),
    "outside": sorted(
        name for name, mod in sys.modules.items()
        if (getattr(mod, "__file__", None) or "").startswith({site_dirs!r})
    ),
}}))
"""


def probe(module: str) -> dict[str, list[str]]:
    """Import ``module`` in a bare interpreter; what it loaded that the core must not."""
    site_dirs = tuple(path for path in sys.path if "site-packages" in path) or ("\0",)
    code = PROBE.format(module=module, heavy=HEAVY, not_core=NOT_CORE, site_dirs=site_dirs)
    done = subprocess.run(
        [sys.executable, "-S", "-c", code],
        env={"PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, f"import {module} without site-packages failed:\n{done.stderr}"
    return dict(json.loads(done.stdout))


@pytest.mark.parametrize("module", CORE)
def test_core_module_imports_only_the_standard_library(module: str) -> None:
    found = probe(module)
    assert found == {"heavy": [], "not_core": [], "outside": []}


def test_the_probe_sees_a_third_party_import() -> None:
    """The check can fail: a site module (pandas via findings) is caught without -S paths."""
    done = subprocess.run(
        [sys.executable, "-S", "-c", "import sitegen.findings"],
        env={"PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0
    assert "No module named 'numpy'" in done.stderr
