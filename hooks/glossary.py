"""MkDocs hook: the glossary's terms as tooltips on every page.

Python-Markdown's ``abbr`` extension takes a ``glossary`` of abbreviations that it
applies to every page it converts; this hook fills it from ``sitegen.glossary`` when
the configuration is loaded, so the tooltips always match the glossary page, with no
generated file to keep in step. ``markdown-exec`` and ``mkdocstrings`` convert their
Markdown with the same extension settings, so generated text gets the tooltips too.
"""

from __future__ import annotations

import importlib
from typing import Any

from mkdocs.exceptions import PluginError


def on_config(config: Any, **kwargs: Any) -> Any:
    if "abbr" not in config["markdown_extensions"]:
        raise PluginError("hooks/glossary.py needs the 'abbr' Markdown extension in mkdocs.yml")
    from sitegen import glossary

    importlib.reload(glossary)  # `mkdocs serve` rebuilds after edits to the glossary
    settings = config["mdx_configs"].setdefault("abbr", {})
    settings["glossary"] = glossary.abbreviations()
    return config
