"""The score page's icon for a phone's home screen: the site's own pictures of the Pagat
and the King of hearts, fanned on the site's deep purple, drawn by ``tarock.text.render``.

``icon_svg`` is the picture; ``python -m sitegen.score_icon`` draws it with chromium into
the PNG files the web app manifest names (``docs/score/icon-192.png``, ``icon-512.png``,
and the 180-pixel ``icon-180.png`` that iPhones take). The PNGs are committed: a build
needs no browser.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import sync_playwright

from sitegen import ROOT
from sitegen.browser_speed import CHROMIUM, CHROMIUM_ARGS
from tarock.cards import KINGS, PAGAT
from tarock.text.render import card_group

PURPLE = "#673ab7"
"""Material's deep purple 500, the site's primary colour (mkdocs.yml)."""
SIZES = (180, 192, 512)
FOLDER = ROOT / "docs" / "score"


def icon_svg(size: int) -> str:
    """The icon, ``size`` pixels square: two cards on a purple square with round corners
    (the cards kept inside the middle 80 %, the safe zone of a masked icon)."""
    pagat = card_group(PAGAT)
    king = card_group(KINGS[0])
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="{size}"'
        f' height="{size}" font-family="sans-serif">'
        f'<rect width="100" height="100" rx="18" fill="{PURPLE}"/>'
        '<g transform="translate(48 49) scale(0.8)">'
        f'<g transform="translate(-38 -42) rotate(-15 24 72)">{pagat}</g>'
        f'<g transform="translate(-10 -42) rotate(12 24 72)">{king}</g></g>'
        "</svg>"
    )


def draw(folder: Path = FOLDER) -> list[Path]:
    """Draw the icon at each size into ``folder`` with chromium; the files written."""
    written = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        for size in SIZES:
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(
                f'<body style="margin:0;background:transparent">{icon_svg(size)}</body>'
            )
            path = folder / f"icon-{size}.png"
            page.screenshot(path=str(path), omit_background=True)
            written.append(path)
            page.close()
        browser.close()
    return written


if __name__ == "__main__":
    for path in draw():
        print(path.relative_to(ROOT))
