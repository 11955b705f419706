"""The Danish edition: `mkdocs.da.yml` built into the site's `da/` folder after the
English site, by `mkdocs build` and `mkdocs serve` alike.

One build per language, as Material advises: the Danish pages live in `docs/da/` (the
English build leaves that folder out), share the English site's stylesheets and engine,
and get Material's Danish interface and a Danish search index of their own. A second,
nested build keeps notebooks, the API reference and the play page's engine out of the
Danish folder, which a plugin that rebuilds every page per language does not.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from mkdocs.commands.build import build
from mkdocs.config import load_config

CONFIG = Path(__file__).resolve().parents[1] / "mkdocs.da.yml"
log = logging.getLogger("mkdocs.hooks.danish")


def on_post_build(config: Any) -> None:
    """Build the Danish pages into ``<site_dir>/da`` (strict, as the English site)."""
    danish = load_config(str(CONFIG), site_dir=str(Path(config["site_dir"]) / "da"))
    log.info("Building the Danish edition into %s", danish["site_dir"])
    build(danish)
    # A nested build has no address of its own, so its 404 page would link the Danish nav
    # from the site's root (/ord/); the English 404 page answers every missing address.
    (Path(danish["site_dir"]) / "404.html").unlink(missing_ok=True)
