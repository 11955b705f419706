"""The notebooks' charts drawn for a phone (sitegen.charts) and set apart on the page
(hooks/notebooks.py): as wide as a phone's column, panels in one column, legends out of
the panels, long words wrapped, and the figure as it was afterwards."""

from __future__ import annotations

import base64
import importlib.util
import re
from pathlib import Path
from types import ModuleType

import matplotlib.pyplot as plt
import pytest

from sitegen import charts

HOOK = Path(__file__).resolve().parents[1] / "hooks" / "notebooks.py"


def _hook() -> ModuleType:
    spec = importlib.util.spec_from_file_location("hook_notebooks", HOOK)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True)
def _style() -> None:
    charts.use()


def _grid() -> object:
    fig, axes = plt.subplots(1, 3, figsize=charts.figsize(300), sharey=True)
    for ax, name in zip(axes, ("dealer", "forehand", "middlehand"), strict=True):
        ax.plot(range(70), [x - 26 for x in range(70)], label="exactly against 26")
        ax.set_title(name)
        ax.set_xlabel("card points")
    axes[0].set_ylabel("payment in bands")
    axes[0].legend(loc="upper left")
    fig.suptitle("A seat's card-point payment in bands, by seat (all four rule sets)")
    return fig


def _size(svg: str) -> tuple[float, float]:
    found = re.search(r'<svg[^>]*width="([\d.]+)pt" height="([\d.]+)pt"', svg)
    assert found
    return float(found.group(1)) * 4 / 3, float(found.group(2)) * 4 / 3


def test_a_grid_of_panels_becomes_a_column_as_wide_as_a_phone() -> None:
    fig = _grid()
    width, height = _size(charts.phone_svg(fig))
    assert round(width) == charts.PHONE_PX
    assert height == pytest.approx(300 * 3 * charts.STACKED)
    with charts.phone_layout(fig):
        boxes = [ax.get_position() for ax in fig.axes]
        assert all(box.x0 < 0.3 and box.width > 0.6 for box in boxes), boxes
        assert all(ax.get_ylabel() == "payment in bands" for ax in fig.axes)
        assert all(ax.yaxis.get_tick_params()["labelleft"] for ax in fig.axes)
        assert not fig.axes[0].get_legend().get_visible() and len(fig.legends) == 1
        title = fig.get_suptitle()
        assert "\n" in title and title.replace("\n", " ") == _grid().get_suptitle()
    plt.close("all")


def test_the_figure_is_as_it_was_after_the_phone_drawing() -> None:
    fig = _grid()
    before = charts.svg(fig)
    charts.phone_svg(fig)
    assert charts.svg(fig) == before
    assert not fig.legends and fig.axes[0].get_legend().get_visible()
    assert [ax.get_ylabel() for ax in fig.axes] == ["payment in bands", "", ""]
    plt.close("all")


def test_a_legend_too_wide_for_a_phone_takes_fewer_columns() -> None:
    fig, ax = plt.subplots(figsize=charts.figsize(280))
    for n in range(8):
        ax.barh([0, 1], [1, 2], label=f"a long category {n}")
    fig.legend(loc="outside lower center", ncols=8)
    with charts.phone_layout(fig):
        shown = [legend for legend in fig.legends if legend.get_visible()]
        assert len(shown) == 1 and shown[0].get_window_extent().width <= charts.PHONE_PX
    plt.close("all")


def test_the_page_shows_one_drawing_or_the_other() -> None:
    fig = _grid()
    svg = charts.with_phone(fig)
    assert svg.count("<svg ") == 2 and f'<svg class="{charts.PHONE_CLASS}" display="none"' in svg
    ids = re.findall(r'\bid="([^"]+)"', svg)
    assert len(ids) == len(set(ids)), "the two drawings share no id"
    encoded = base64.b64encode(svg.encode()).decode()
    page = _hook().inline_svg(f'<img src="data:image/svg+xml;base64,{encoded}">')
    wide, phone = re.findall(r'<svg class="([^"]+)"', page)
    assert (wide, phone) == ("tarock-chart tarock-chart-wide", "tarock-chart tarock-chart-phone")
    assert page.index("tarock-chart-wide") < page.index("tarock-chart-phone")
    assert page.count("</svg>") == 2 and 'display="none"' not in page
    plt.close("all")
