"""One look for every chart of the notebooks: SVG with real text, sized for the page.

``use()`` sets matplotlib up once per notebook. Charts are drawn as SVG whose text
stays text (``svg.fonttype: none``), at the width of the site's content column
(688 px at 96 px to the inch, so a chart is shown at the size it was drawn), with
no label under 11 px. Colours come from the Okabe and Ito palette, which stays
distinct under the common kinds of colour blindness. Backgrounds are transparent,
and text, axes and ticks are drawn in ``INK``, a near-black that
``hooks/notebooks.py`` turns into the page's own text colour, so a chart reads the
same in the light and the dark scheme.

Examples:
    >>> figsize(344)
    (7.166666666666667, 3.5833333333333335)
    >>> round(points(11), 2)
    8.25
"""

from __future__ import annotations

from typing import Any, Final

COLUMN_PX: Final = 688
"""The width of the site's content column at 1280 px, in CSS pixels."""
PX_PER_INCH: Final = 96
"""CSS pixels to the inch; an SVG's points are 1/72 inch."""
INK: Final = "#010101"
"""Text, axes and ticks: shown in the page's text colour on the site."""

OKABE_ITO: Final = {
    "orange": "#E69F00",
    "sky blue": "#56B4E9",
    "bluish green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "reddish purple": "#CC79A7",
    "grey": "#999999",
}
"""Okabe and Ito's palette for colour-blind readers (2008)."""

CYCLE: Final = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9", "#999999")
"""The order in which series take the palette's colours (yellow left out: too light)."""

SEATS: Final = {"dealer": "#0072B2", "forehand": "#D55E00", "middlehand": "#009E73"}
"""One colour per seat, in every chart."""

RULES: Final = {"exact": "#0072B2", "bands": "#E69F00"}
"""Card points settled exactly against 26, and in Danish bands."""

PLAYERS: Final = {"heuristic": "#0072B2", "random": "#999999"}
"""The two kinds of bot."""

LABEL_PX: Final = 13
"""Axis labels and titles, in CSS pixels."""
SMALL_PX: Final = 12
"""Tick labels and legends: the smallest text of a chart (at least 11 px)."""


def points(pixels: float) -> float:
    """A size in CSS pixels as typographic points (matplotlib's unit for fonts)."""
    return pixels * 72 / PX_PER_INCH


def figsize(height_px: float, width_px: float = COLUMN_PX) -> tuple[float, float]:
    """A figure size in inches for a chart shown ``width_px`` by ``height_px``."""
    return width_px / PX_PER_INCH, height_px / PX_PER_INCH


def style() -> dict[str, Any]:
    """The matplotlib settings of every chart (see the module's description)."""
    from cycler import cycler

    return {
        "svg.fonttype": "none",
        "svg.hashsalt": "tarock",
        "figure.figsize": figsize(360),
        "figure.dpi": PX_PER_INCH,
        "figure.constrained_layout.use": True,
        "figure.facecolor": "none",
        "axes.facecolor": "none",
        "savefig.facecolor": "none",
        "savefig.transparent": True,
        "font.family": "sans-serif",
        "font.sans-serif": ["DejaVu Sans"],
        "font.size": points(LABEL_PX),
        "axes.titlesize": points(LABEL_PX),
        "axes.titlelocation": "left",
        "axes.labelsize": points(LABEL_PX),
        "figure.titlesize": points(LABEL_PX + 1),
        "xtick.labelsize": points(SMALL_PX),
        "ytick.labelsize": points(SMALL_PX),
        "legend.fontsize": points(SMALL_PX),
        "legend.title_fontsize": points(SMALL_PX),
        "legend.frameon": False,
        "text.color": INK,
        "axes.labelcolor": INK,
        "axes.edgecolor": INK,
        "axes.titlecolor": INK,
        "xtick.color": INK,
        "ytick.color": INK,
        "grid.color": INK,
        "grid.alpha": 0.15,
        "axes.spines.top": False,
        "axes.spines.right": False,
        "axes.prop_cycle": cycler(color=list(CYCLE)),
        "lines.linewidth": 2.0,
        "patch.edgecolor": "none",
    }


def use() -> None:
    """Set matplotlib to ``style()`` and, in a notebook, to inline SVG at the drawn size."""
    import matplotlib as mpl

    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with the docs extra
        get_ipython = None
    shell = get_ipython() if get_ipython else None
    if shell is not None:
        shell.run_line_magic("matplotlib", "inline")
        shell.run_line_magic("config", "InlineBackend.figure_formats = ['svg']")
        # No tight bounding box: the figure keeps the width it was drawn at.
        kwargs = "{'bbox_inches': None, 'metadata': {'Date': None}}"
        shell.run_line_magic("config", f"InlineBackend.print_figure_kwargs = {kwargs}")
    settings: Any = style()
    mpl.rcParams.update(settings)


def interval_bars(
    ax: Any, positions: Any, intervals: Any, *, horizontal: bool = False, **kwargs: Any
) -> Any:
    """Draw each ``tarock.analysis.stats.Interval`` as a point with its 95% interval as a bar."""
    estimate = [item.estimate for item in intervals]
    lower = [item.estimate - item.low for item in intervals]
    upper = [item.high - item.estimate for item in intervals]
    options: dict[str, Any] = {"fmt": "o", "capsize": 3, "markersize": 5, "color": INK}
    options.update(kwargs)
    if horizontal:
        return ax.errorbar(estimate, positions, xerr=[lower, upper], **options)
    return ax.errorbar(positions, estimate, yerr=[lower, upper], **options)


def rows(ax: Any, labels: Any) -> None:
    """Label the rows of a horizontal chart, the first label on top (once, even when
    several panels share the axis)."""
    labels = list(labels)
    ax.set_yticks(range(len(labels)), labels)
    if not ax.yaxis_inverted():
        ax.invert_yaxis()
