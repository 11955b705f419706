"""The package's layers and its import graph, read from the source: what the architecture
page shows and what ``tests/test_architecture.py`` holds.

Each module of ``tarock`` belongs to one layer; a module imports only from its own layer
and the layers below it, so the graph has no cycle and no import runs back up.

Examples:
    >>> layer_of("tarock.engine.state").name, layer_of("tarock.search.player").name
    ('engine', 'search')
    >>> violations(import_graph())
    []
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Final, NamedTuple

from sitegen import ROOT

PACKAGE: Final = ROOT / "tarock"


class Layer(NamedTuple):
    name: str
    modules: tuple[str, ...]
    """The modules or packages that make up the layer."""
    what: str


LAYERS: Final = (
    Layer(
        "base",
        ("tarock.cards", "tarock.rng", "tarock.shown"),
        "the pack and its notation, the seeded shuffle, how objects show themselves",
    ),
    Layer("rules", ("tarock.rules",), "the executable rulebook: options, rule sets, sources"),
    Layer("engine", ("tarock.engine",), "one deal as a state machine: actions, legality, the loop"),
    Layer("scoring", ("tarock.scoring",), "card points, the settlement into a ledger, the pots"),
    Layer(
        "records",
        ("tarock.records", "tarock.results"),
        "game records (plain JSON) and what a finished deal or session came to",
    ),
    Layer(
        "players",
        ("tarock.players",),
        "the Player protocol, the bots the compiled core mirrors, the worlds it deals",
    ),
    Layer("fast", ("tarock.fast",), "the compiled twin of the engine, the bots and the worlds"),
    Layer("search", ("tarock.search",), "the search player and every player kind by name"),
    Layer(
        "table",
        ("tarock.table", "tarock.play"),
        "a deal or session with people and bots at it; play_deal and replay",
    ),
    Layer(
        "analysis",
        ("tarock.analysis",),
        "many deals: simulate, rows, the rules lab, settling again, statistics",
    ),
    Layer("text", ("tarock.text",), "words and pictures: explanations, SVG, the coach"),
    Layer(
        "interfaces",
        ("tarock.web", "tarock.cli", "tarock.__main__"),
        "the play page's bridge and the command line",
    ),
    Layer("front door", ("tarock",), "``import tarock``: every public name, loaded on first use"),
)
"""The layers from the bottom up."""


def layer_of(module: str) -> Layer:
    """The layer ``module`` belongs to (the longest name of a layer that holds it)."""
    best: tuple[int, Layer] | None = None
    for layer in LAYERS:
        for name in layer.modules:
            if (module == name or module.startswith(name + ".")) and (
                best is None or len(name) > best[0]
            ):
                best = (len(name), layer)
    if best is None:
        raise LookupError(f"{module} belongs to no layer: add it to sitegen.architecture.LAYERS")
    return best[1]


def level(module: str) -> int:
    """The height of ``module``'s layer, from 0 at the bottom."""
    return LAYERS.index(layer_of(module))


def module_name(path: Path) -> str:
    """The dotted name of a file of the package."""
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    """Every module of ``tarock``, by name."""
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def imports(path: Path, known: set[str]) -> Iterator[str]:
    """Every module of the package that ``path`` imports at run time (in a function too; not
    under ``if TYPE_CHECKING``), with the packages on the way to it."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = {
        id(node)
        for block in ast.walk(tree)
        if isinstance(block, ast.If) and "TYPE_CHECKING" in ast.unparse(block.test)
        for part in block.body
        for node in ast.walk(part)
    }
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names = [f"{node.module}.{alias.name}" for alias in node.names] + [node.module]
        for name in names:
            parts = name.split(".")
            for end in range(1, len(parts) + 1):  # the packages on the way are imported too
                if ".".join(parts[:end]) in known:
                    yield ".".join(parts[:end])


def import_graph() -> dict[str, set[str]]:
    """Each module of ``tarock``, the front door included, and the modules of the package it
    imports (the packages that hold it left out: they are loaded before it anyway)."""
    found = modules()
    known = set(found)
    return {
        name: {other for other in imports(path, known) if not _within(name, other)}
        for name, path in found.items()
    }


def _within(module: str, other: str) -> bool:
    return module == other or module.startswith(other + ".")


def violations(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    """Every import of a module from a higher layer than its own."""
    return sorted(
        (module, other)
        for module, imported in graph.items()
        for other in imported
        if level(other) > level(module)
    )


def cycle(graph: dict[str, set[str]]) -> list[str]:
    """A cycle of imports, or [] (depth first, colouring the modules)."""
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for other in sorted(graph[node]):
            if state.get(other) == 1:
                return [*path[path.index(other) :], other]
            if other not in state and (found := visit(other)):
                return found
        state[node] = 2
        path.pop()
        return []

    for node in graph:
        if node not in state and (found := visit(node)):
            return found
    return []


def lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def table() -> str:
    """The layers as a Markdown table, from the top down: the modules of each with their
    lines of Python, and the layers it imports from (read from the code, not by hand)."""
    graph = import_graph()
    found = modules()
    rows = ["| Layer | Modules (lines) | Imports from |", "| --- | --- | --- |"]
    for layer in reversed(LAYERS):
        members = [m for m in found if layer_of(m) is layer]
        shown = ", ".join(
            f"`{m.removeprefix('tarock.') or 'tarock'}` ({lines(found[m])})" for m in members
        )
        below = sorted(
            {layer_of(o).name for m in members for o in graph[m]} - {layer.name},
            key=lambda name: -[x.name for x in LAYERS].index(name),
        )
        rows.append(f"| {layer.name} | {shown} | {', '.join(below) or '—'} |")
    return "\n".join(rows)


def markdown_code(text: str) -> str:
    """``text`` with its Markdown code spans (double backticks) as HTML."""
    parts = text.split("``")
    return "".join(f"<code>{part}</code>" if i % 2 else part for i, part in enumerate(parts))


def picture() -> str:
    """The layers as a picture (HTML that reflows on a phone): a band a layer, the front door
    at the top; each band's bar is its lines of Python, beside the count of imports it
    makes into the layers below it."""
    graph = import_graph()
    found = modules()
    size = {layer.name: 0 for layer in LAYERS}
    down = {layer.name: 0 for layer in LAYERS}
    for module, path in found.items():
        name = layer_of(module).name
        size[name] += lines(path)
        down[name] += sum(1 for other in graph[module] if layer_of(other).name != name)
    most = max(size.values())
    rows = []
    for layer in reversed(LAYERS):
        share = max(1.0, 100 * size[layer.name] / most)
        rows.append(
            f'<li><span class="layer-figures">{size[layer.name]:,} lines, '
            f"{down[layer.name]} imports from below</span>"
            f'<span class="layer-name">{layer.name}</span>: {markdown_code(layer.what)}'
            f'<span class="layer-bar" style="width:{share:.0f}%"></span></li>'
        )
    return (
        '<ol class="layers" reversed aria-label="The layers of the package, top first">'
        + "".join(rows)
        + "</ol>"
    )


def loaded_by(statement: str) -> list[str]:
    """The package's modules a fresh interpreter has loaded after running ``statement``."""
    code = f"import json, sys; {statement}; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return [name for name in json.loads(out.stdout) if name.split(".")[0] == "tarock"]
