"""The score page's words in a language: the Danish table has every key of the script's
English table, each with the same placeholders (and the check fails on one missing or
renamed); every word the script uses is in its table; the Danish page's data gives the
package's words in Danish, and the engine still knows each declaration by its name; the
Danish page's offline worker lists every file the page loads, and the build fails on one
missing."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path
from types import ModuleType

import pytest
from mkdocs.exceptions import PluginError

from sitegen import score_page
from tarock.web import score


def wrong_words(english: dict[str, str], other: dict[str, str]) -> list[str]:
    """The keys of ``english`` that ``other`` lacks or gives other placeholders."""
    return [
        key
        for key, text in english.items()
        if key not in other or score_page.placeholders(other[key]) != score_page.placeholders(text)
    ]


def test_the_danish_words_have_every_key_and_placeholder_of_the_english() -> None:
    english, danish = score_page.english(), score_page.words("da")
    assert len(english) > 120
    assert wrong_words(english, danish) == []
    assert set(danish) == set(english)
    same = [key for key, text in english.items() if danish[key] == text]
    assert set(same) <= {"nobody", "trull", "about", "aboutWithOptions"}, same


def test_the_check_fails_on_a_word_missing_or_a_placeholder_renamed() -> None:
    english, danish = score_page.english(), score_page.words("da")
    del danish["deal"]
    danish["pays"] = "{payer} betaler {modtager} {amount}"
    assert wrong_words(english, danish) == ["deal", "pays"]


def test_the_script_uses_only_words_of_its_table() -> None:
    script = score_page.SCRIPT.read_text(encoding="utf-8")
    used = set(re.findall(r"\bWORDS\.(\w+)", script)) | set(re.findall(r'\bsay\("(\w+)"', script))
    assert len(used) > 100
    assert used - set(score_page.english()) == set()


def _data(language: str) -> dict[str, object]:
    found = re.search(r'id="tarock-score-data">(.*?)</script>', score_page.scripts(language))
    assert found is not None
    data: dict[str, object] = json.loads(found[1])
    return data


def test_the_danish_page_offers_danish_tarok_in_danish() -> None:
    data = _data("da")
    assert [v["id"] for v in data["variants"]] == ["danish-tarok"]  # type: ignore[attr-defined]
    setup = data["setups"]["danish-tarok"]  # type: ignore[index]
    assert setup["title"] == "Dansk Tarok (2011)"
    assert setup["words"] == {"fool": "skisen", "vole": "tout", "nolo": "nolo"}
    assert [h["label"] for h in setup["honours"]][:2] == ["Pagat", "Hjerterkongen"]
    forms = {form["name"]: form for form in setup["forms"]}
    assert forms["12 trumps with Pagat"]["label"] == "12 tarokker med pagat"
    assert forms["4 Matadors"]["group"] == "Matadorer (3 eller flere)"
    assert forms["half Cavalry in spades"]["label"] == "halvt kavaleri i spar"
    english = json.loads(score.page_data())["setups"]["danish-tarok"]
    assert [f["name"] for f in english["forms"]] == list(forms)  # the engine's names kept
    assert data["titles"]["tapp-tarock"] == "Tapp-Tarock (Mayr & Sedlaczek)"  # type: ignore[index]
    words = score_page.scripts("da").split('id="tarock-score-words">', 1)[1]
    assert json.loads(words.split("</script>", 1)[0])["deal"] == "Spil {number}"


def test_the_english_page_is_as_the_package_gives_it() -> None:
    assert _data("en") == json.loads(score.page_data())
    assert "tarock-score-words" not in score_page.scripts("en")
    data = json.loads(score.page_data())
    forms = data["setups"]["danish-tarok"]["forms"]
    assert all(form["label"] == form["name"] for form in forms)


# -- the offline worker's list of files --------------------------------------------------


def _hook() -> ModuleType:
    path = score_page.ROOT / "hooks" / "score_offline.py"
    spec = importlib.util.spec_from_file_location("hook_score_offline", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _site(root: Path) -> None:
    """A built site in miniature: the Danish score page, what it loads, the engine."""
    page = (
        '<html lang="da"><head><link rel="stylesheet" href="../../stylesheets/score.css">'
        '<link rel="manifest" href="manifest.webmanifest">'
        '<script id="__config">{"search": "../assets/javascripts/workers/search.js"}</script>'
        '</head><body><div data-engine="../../play/engine/"></div>'
        '<script type="module" src="../../javascripts/score.js"></script></body></html>'
    )
    files = {
        "da/score/index.html": page,
        "da/score/manifest.webmanifest": '{"icons": [{"src": "../../score/icon-192.png"}]}',
        "da/search/search_index.json": '{"config": {"lang": ["da"]}}',
        "da/assets/javascripts/workers/search.js": "",
        "da/assets/javascripts/lunr/min/lunr.stemmer.support.min.js": "",
        "da/assets/javascripts/lunr/min/lunr.da.min.js": "",
        "stylesheets/score.css": "",
        "javascripts/score.js": 'import { el } from "./dom.js";',
        "javascripts/dom.js": "",
        "score/icon-192.png": "",
        "play/engine/pyodide.mjs": "",
        "play/engine/tarock-0123456789ab.zip": "",
    }
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)


def test_the_danish_worker_lists_what_its_page_loads(tmp_path: Path) -> None:
    _site(tmp_path)
    hook = _hook()
    assert hook.files(tmp_path, "da/") == [
        "./",
        "../../stylesheets/score.css",
        "./manifest.webmanifest",
        "../../javascripts/score.js",
        "../assets/javascripts/workers/search.js",
        "../search/search_index.json",
        "../assets/javascripts/lunr/min/lunr.stemmer.support.min.js",
        "../assets/javascripts/lunr/min/lunr.da.min.js",
        "../../javascripts/dom.js",
        "../../score/icon-192.png",
        "../../play/engine/pyodide.mjs",
        "../../play/engine/tarock-0123456789ab.zip",
    ]
    config = {"theme": {"language": "da"}, "site_dir": str(tmp_path / "da")}
    assert hook.prefix(config) == "da/" and hook.site_root(config) == tmp_path
    # the build fails when the page loads a file the site lacks
    (tmp_path / "da/assets/javascripts/lunr/min/lunr.da.min.js").unlink()
    with pytest.raises(PluginError, match=r"lunr\.da\.min\.js, which the site lacks"):
        hook.files(tmp_path, "da/")
