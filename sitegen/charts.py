"""One look for every chart of the notebooks: SVG with real text, sized for the page.

``use()`` sets matplotlib up once per notebook. Charts are drawn as SVG whose text
stays text (``svg.fonttype: none``), at the width of the site's content column
(688 px at 96 px to the inch, so a chart is shown at the size it was drawn), with
no label under 11 px. Each chart is drawn a second time for a phone (``phone_layout``):
as wide as a 390 px phone's column, its panels in one column, long titles wrapped; the
page shows one drawing or the other by its width (``hooks/notebooks.py``). Colours come
from the Okabe and Ito palette, which stays distinct under the common kinds of colour
blindness. Backgrounds are transparent,
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

import io
import re
import textwrap
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from typing import Any, Final

_PROLOG: Final = re.compile(r"<\?xml[^>]*\?>|<!DOCTYPE[^>]*>|<metadata>.*?</metadata>", re.DOTALL)
_ID: Final = re.compile(r'(\bid="|url\(#|href="#)([^")]+)')
"""An id, and each reference to one (matplotlib's SVG refers only within itself)."""

COLUMN_PX: Final = 688
"""The width of the site's content column at 1280 px, in CSS pixels."""
PHONE_PX: Final = 358
"""The width of the content column of a 390 px phone, in CSS pixels."""
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
        from matplotlib.figure import Figure

        shell.run_line_magic("matplotlib", "inline")
        shell.run_line_magic("config", "InlineBackend.figure_formats = ['svg']")
        shell.display_formatter.formatters["image/svg+xml"].for_type(Figure, with_phone)
    settings: Any = style()
    mpl.rcParams.update(settings)


def svg(fig: Any) -> str:
    """The figure as SVG text, at the size it was drawn (no tight bounding box), undated."""
    buffer = io.StringIO()
    fig.savefig(buffer, format="svg", bbox_inches=None, metadata={"Date": None})
    return buffer.getvalue()


STACKED: Final = 0.8
"""A panel moved into one column keeps this share of its height on a phone."""


@contextmanager
def phone_layout(fig: Any) -> Iterator[None]:
    """The figure redrawn for a phone for the time of the ``with``, and put back after:
    ``PHONE_PX`` wide; a grid of panels side by side becomes one column, each panel with
    its tick labels and the axis labels its row or column shared; a panel's legend moves out
    of the panels (``_fit_legends``), and titles, labels and legend entries too long for
    the width wrap."""
    undo: list[Callable[[], None]] = []
    size = tuple(fig.get_size_inches())
    undo.append(lambda: fig.set_size_inches(size))
    height = size[1]
    panels = [ax for ax in fig.axes if ax.get_subplotspec() is not None]
    grids = {id(ax.get_subplotspec().get_gridspec()) for ax in panels}
    rows, columns = panels[0].get_subplotspec().get_gridspec().get_geometry() if panels else (1, 1)
    try:
        if len(grids) == 1 and columns > 1:
            height = height / rows * len(panels) * STACKED
            _stack(fig, panels, undo)
        fig.set_size_inches(PHONE_PX / PX_PER_INCH, height)
        _lay_out(fig)
        _fit_legends(fig, undo)
        for _ in range(2):  # wrapping moves the layout: a second look, if it wrapped
            _lay_out(fig)
            if not _wrap_texts(fig, undo):
                break
        yield
    finally:
        for step in reversed(undo):
            step()


def _lay_out(fig: Any) -> None:
    """Place everything, quietly: a layout on the way to the phone's may not fit yet."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        fig.draw_without_rendering()


def _stack(fig: Any, panels: list[Any], undo: list[Callable[[], None]]) -> None:
    """Put the panels of a grid one under the other, row by row."""
    order = sorted(
        panels,
        key=lambda ax: (ax.get_subplotspec().rowspan.start, ax.get_subplotspec().colspan.start),
    )
    column = fig.add_gridspec(len(order), 1)
    for index, ax in enumerate(order):
        spec = ax.get_subplotspec()
        ticks = (ax.xaxis.get_tick_params()["labelbottom"], ax.yaxis.get_tick_params()["labelleft"])
        labels = (ax.get_xlabel(), ax.get_ylabel())
        ax.set_subplotspec(column[index, 0])
        ax.tick_params(labelbottom=True, labelleft=True)

        def back(ax: Any = ax, spec: Any = spec, ticks: Any = ticks, labels: Any = labels) -> None:
            ax.set_subplotspec(spec)
            ax.tick_params(labelbottom=ticks[0], labelleft=ticks[1])
            ax.set_xlabel(labels[0])
            ax.set_ylabel(labels[1])

        undo.append(back)
    for axis in ("x", "y"):
        named = {getattr(ax, f"get_{axis}label")() for ax in order} - {""}
        if len(named) == 1:  # a label the grid's edge carried goes on every panel
            (label,) = named
            for ax in order:
                getattr(ax, f"set_{axis}label")(label)


def _fit_legends(fig: Any, undo: list[Callable[[], None]]) -> None:
    """Move each legend of a panel out of the panels, where it covers nothing: above the
    chart, or below it when the chart has a title of its own; and take columns off a legend
    of the figure that is wider than the figure. Each takes as many columns as fit."""
    limit = fig.bbox.width - 4
    side = "lower" if fig.get_suptitle() else "upper"
    legends = []
    if not (fig.get_suptitle() and fig.get_supxlabel()):  # else no side is free
        legends = [(legend, side, True) for ax in fig.axes if (legend := ax.get_legend())]
    legends += [(legend, "lower", False) for legend in fig.legends]
    for legend, side, move in legends:
        if not legend.get_visible():
            continue
        box = legend.get_window_extent()
        if not move and box.width <= limit and box.x0 >= 0 and box.x1 <= fig.bbox.width:
            continue
        labels = [text.get_text() for text in legend.texts]
        found = {}
        for ax in fig.axes:  # the artists themselves (a legend keeps only their likeness)
            found.update({label: handle for handle, label in zip(*_handles(ax), strict=True)})
        proxies = legend.legend_handles
        handles = [found.get(label, proxy) for label, proxy in zip(labels, proxies, strict=True)]
        for columns in range(len(labels), 0, -1):
            moved = fig.legend(handles, labels, loc=f"outside {side} center", ncols=columns)
            if columns == 1 or moved.get_window_extent().width <= limit:
                break
            moved.remove()
        legend.set_visible(False)
        undo.append(_put_back(legend, moved))


def _put_back(legend: Any, moved: Any) -> Callable[[], None]:
    def back() -> None:
        moved.remove()
        legend.set_visible(True)

    return back


def _handles(ax: Any) -> tuple[list[Any], list[str]]:
    handles, labels = ax.get_legend_handles_labels()
    return handles, labels


def _wrap_texts(fig: Any, undo: list[Callable[[], None]]) -> int:
    """Wrap each title, axis label and legend entry that reaches past the figure's edges;
    how many were wrapped."""
    from matplotlib.text import Text

    ticks = {
        id(label)
        for ax in fig.axes
        for label in (*ax.get_xticklabels("both"), *ax.get_yticklabels("both"))
    }
    right = fig.bbox.width - 2
    wrapped = 0
    for text in fig.findobj(Text):
        words = text.get_text()
        if id(text) in ticks or not text.get_visible() or " " not in words.strip():
            continue
        box = text.get_window_extent()
        if box.x0 >= 2 and box.x1 <= right:
            continue
        room = {
            "left": right - max(box.x0, 2),
            "right": box.x1 - 2,
            "center": 2 * min((box.x0 + box.x1) / 2 - 2, right - (box.x0 + box.x1) / 2),
        }[text.get_ha()]
        chars = max(8, int(len(words) * min(room, box.width) / box.width) - 1)
        text.set_text("\n".join(textwrap.fill(line, chars) for line in words.splitlines()))
        undo.append(partial(text.set_text, words))
        wrapped += 1
    return wrapped


def phone_svg(fig: Any) -> str:
    """The figure drawn for a phone (``phone_layout``) as SVG text."""
    with phone_layout(fig):
        return svg(fig)


PHONE_CLASS: Final = "tarock-phone"
"""The class of the phone drawing nested, hidden, in a chart's SVG (``with_phone``)."""


def with_phone(fig: Any) -> str:
    """The figure's SVG with its phone drawing nested at the end, hidden and its ids
    prefixed: a notebook shows the chart as drawn, and ``hooks/notebooks.py`` takes the
    two drawings apart for the site's pages."""
    wide = svg(fig)
    phone = _PROLOG.sub("", phone_svg(fig)).strip()
    phone = _ID.sub(lambda found: f"{found.group(1)}phone-{found.group(2)}", phone)
    phone = phone.replace("<svg ", f'<svg class="{PHONE_CLASS}" display="none" ', 1)
    end = wide.rindex("</svg>")
    return wide[:end] + phone + wide[end:]


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
