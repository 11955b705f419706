"""The package's shape: imports run one way, the engine loads alone, the package keeps to
its own folder, and a newcomer reads the top level as the architecture."""

from __future__ import annotations

import ast

from sitegen.architecture import (
    LAYERS,
    PACKAGE,
    cycle,
    import_graph,
    layer_of,
    loaded_by,
    modules,
    picture,
    table,
    violations,
)


def test_the_import_graph_has_no_cycle() -> None:
    graph = import_graph()
    assert "tarock.engine.state" in graph and "tarock" in graph  # the front door too
    assert cycle(graph) == []


def test_the_cycle_finder_finds_one() -> None:
    assert cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle({"a": {"b"}, "b": set()}) == []


def test_no_module_imports_from_a_layer_above_its_own() -> None:
    assert violations(import_graph()) == []
    # the check sees a wrong arrow: the engine importing the table would be one
    assert violations({"tarock.engine.state": {"tarock.table"}, "tarock.table": set()}) == [
        ("tarock.engine.state", "tarock.table")
    ]


def test_every_module_belongs_to_a_layer() -> None:
    for module in modules():
        layer_of(module)  # raises for a module no layer holds


def test_importing_the_engine_loads_the_engine() -> None:
    loaded = loaded_by("import tarock.engine.state")
    assert len(loaded) <= 20, loaded
    for above in ("tarock.players", "tarock.fast", "tarock.search", "tarock.text", "tarock.table"):
        assert not [name for name in loaded if name.startswith(above)], above


def test_the_front_door_loads_on_first_use() -> None:
    assert loaded_by("import tarock") == ["tarock"]
    first_use = loaded_by("import tarock; tarock.deal")
    assert "tarock.engine.state" in first_use and "tarock.text.render" not in first_use
    shown = loaded_by("import tarock; repr(tarock.deal(tarock.rules.get('grosstarock'), 1))")
    assert "tarock.text.render" in shown  # the pictures, found when first shown


def test_every_front_door_name_resolves() -> None:
    import tarock

    for name in tarock.__all__:
        assert getattr(tarock, name) is not None
    assert set(tarock.__all__) <= set(dir(tarock))


def test_at_most_ten_modules_at_the_top() -> None:
    top = sorted(path.name for path in PACKAGE.glob("*.py"))
    assert len(top) <= 10, top


def test_every_folder_says_what_it_may_import() -> None:
    for init in sorted(PACKAGE.glob("*/__init__.py")):
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))) or ""
        assert "May import" in doc, init.parent.name


def test_nothing_in_the_package_reaches_outside_it() -> None:
    # No module finds files by climbing out of the package or changes the import path; the
    # only names loaded by name are the rule sets (rules), the words and pictures (shown)
    # and the front door's.
    loads_by_name = {"tarock", "tarock.rules", "tarock.shown"}
    for module, path in modules().items():
        text = path.read_text(encoding="utf-8")
        assert "sys.path" not in text, module
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Subscript) and ast.unparse(node.value).endswith(".parents"):
                climbs = ast.literal_eval(node.slice)
                assert module.count(".") >= climbs, f"{module} climbs out of the package"
            if isinstance(node, ast.Name) and node.id == "import_module":
                assert module in loads_by_name, module
        for folder in ("docs", "findings", "bench", "notebooks", "shared"):
            assert f'"{folder}"' not in text, f"{module} names the checkout's {folder}/"


def test_the_layers_are_listed_from_the_bottom() -> None:
    assert LAYERS[0].name == "base" and LAYERS[-1].name == "front door"
    graph = import_graph()
    assert graph["tarock.cards"] == set()  # the bottom imports nothing of the package


def test_the_page_shows_every_layer_and_module() -> None:
    drawn, listed = picture(), table()
    for layer in LAYERS:
        assert f'<span class="layer-name">{layer.name}</span>' in drawn
        assert f"| {layer.name} |" in listed
    for module in modules():
        assert f"`{module.removeprefix('tarock.') or 'tarock'}` (" in listed
