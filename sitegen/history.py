"""The history of the family as data: a timeline and a family tree of the rule sets.

Every event cites the sources it rests on (keys of the bibliography,
``tarock.rules.sources``). The rule sets bring their own events and their places in
the tree (``Ruleset.lineage``); this module adds the other dated steps and the
branches. The family tree is drawn as an SVG, with no library and no font to fetch,
and each rule set in it links to its page when the page exists.

    >>> events()[0].year < 1720 < events()[-1].year
    True
    >>> family_tree_svg().count('class="ruleset')
    5
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from textwrap import wrap
from typing import Final

from sitegen.i18n import _
from tarock import rules
from tarock.rules.ruleset import Branch

A: Final = "article-grosstarock"
T: Final = "article-tapp-tarock"

GERMAN, DENMARK, VIENNA, ENGLAND, FRANCE = (
    Branch.GERMAN,
    Branch.DENMARK,
    Branch.VIENNA,
    Branch.ENGLAND,
    Branch.FRANCE,
)


@dataclass(frozen=True)
class Event:
    """One dated step in the family's history."""

    year: int
    text: str
    cites: tuple[str, ...]
    lane: Branch | None = None
    """The branch of the family tree the event belongs to (None: none)."""
    circa: bool = False
    ruleset: str = ""
    """The id of the rule set the event gave rise to, if any."""

    @property
    def when(self) -> str:
        return f"c. {self.year}" if self.circa else str(self.year)


EVENTS: Final = (
    Event(
        1711,
        "A German dictionary describes the 'Trappelier' cards only as a kind of card game in"
        " Italy; the German article takes this as a sign that the game was not yet common in"
        " Germany.",
        ("raedlein-1711", A),
    ),
    Event(
        1720,
        "Tarot games reach the southern German states from France, keeping French terms and"
        " a French way of playing.",
        ("depaulis-2010", A),
        GERMAN,
        circa=True,
    ),
    Event(
        1740,
        "The first animal tarots with Lyonnais courts are made in Strasbourg and in Germany,"
        " where they are made until the early nineteenth century.",
        (A,),
        circa=True,
    ),
    Event(
        1755,
        "The 1754 rules are reprinted in the games compendium *Palamedes Redivivus*, and"
        " expanded a year later in *Die Kunst, die Welt*.",
        ("palamedes-1755", "kunst-1756", A),
    ),
    Event(
        1765,
        "Andreas Benedict Göbl of Munich designs the Bavarian animal tarot, soon the most"
        " widely copied pattern.",
        (A,),
        circa=True,
    ),
    Event(
        1770,
        "The game is known in Denmark, where it is played at the royal court: the earliest"
        " Danish date the article gives.",
        (A,),
        DENMARK,
    ),
    Event(
        1783,
        "*Das Neue Königliche l'Hombre* first lets a player who takes no trick score: the"
        " Nolo, which Dummett takes as the mark of Grosstarock.",
        ("lhombre-1783", A),
        GERMAN,
    ),
    Event(
        1785,
        "'Großtarock' appears by name among the card games of Göttingen, long before the"
        " date Dummett had assumed for the name.",
        ("list-1785", A),
        GERMAN,
    ),
    Event(
        1786,
        "The first Danish rules are printed.",
        (A,),
        DENMARK,
    ),
    Event(
        1803,
        "Professor Wildt finds Gross-Taroc, with six or seven possible ultimos, more taxing"
        " than chess.",
        ("martin-2015", A),
        GERMAN,
    ),
    Event(
        1806,
        "'Tarocktappen', the 54-card Tapp Tarock, is already familiar enough to be mentioned"
        " in a Viennese comic opera.",
        ("perinet-1806", T),
        VIENNA,
    ),
    Event(
        1821,
        "The first description of the rules of Tapp Tarock is printed in Vienna.",
        ("anweisung-1821", T),
        VIENNA,
    ),
    Event(
        1820,
        "A comic opera printed in Pest has Jupiter mention 'Tarocktappen'.",
        (T,),
    ),
    Event(
        1838,
        "Packs for Tapp Tarock are advertised in Darmstadt: the game has reached southern Germany.",
        (T,),
    ),
    Event(
        1838,
        "A ladies' encyclopedia explains that the three-handed 78-card game is also called"
        " Großtarok, to tell it from Tarok l'Hombre.",
        ("herlossohn-1838", A),
    ),
    Event(
        1840,
        "Danish rules now keep separate pots for the King and the Pagat ultimo, a feature"
        " of the Danish game ever since.",
        (A,),
        DENMARK,
    ),
    Event(
        1841,
        "An Aarau maker sells 54-card packs for Tapp Tarock beside 78-card packs for"
        " Grosstarock, a sign of a Swiss vogue for the game.",
        (T,),
    ),
    Event(
        1872,
        "Tapp Tarock cards are on sale in Karlsruhe with Tarock, Whist and Piquet packs.",
        (T,),
    ),
    Event(
        1892,
        "A Coburg newspaper reports that Tarok is at home only in Austria and Bavaria.",
        ("coburger-zeitung-1892", A),
    ),
    Event(
        1930,
        "Hülsemann still finds Grosstarock popular in southern Germany and Austria, against"
        " Dummett's view that it died out with the First World War.",
        ("huelsemann-1930", A),
        GERMAN,
    ),
    Event(
        1938,
        "Until the Anschluss, Tapp Tarock is the favourite game of Vienna's coffee houses.",
        (T,),
        VIENNA,
    ),
    Event(
        1939,
        "By this year all making of Danish Tarok cards has stopped (the source gives the"
        " date by which, not when); Danish players now use imported French Tarot Nouveau"
        " packs.",
        ("jensen-2008", A),
        DENMARK,
    ),
    Event(
        2010,
        "The Danish Tarok Association (Dansk Tarokforbund) is founded; clubs play across Denmark.",
        ("dansk-tarokforbund-2011", A),
        DENMARK,
    ),
    Event(
        2015,
        "Martin argues that the Danish game is close to the original German Grosstarock.",
        ("martin-2015", A),
    ),
)
"""The dated steps of the timeline besides the rule sets' own, in date order."""


def events() -> list[Event]:
    """The timeline: ``EVENTS`` and each registered rule set's event, in date order (a rule
    set's event after the others of its year)."""
    own = [
        Event(
            ruleset.lineage.year,
            ruleset.lineage.event,
            ruleset.lineage.event_cites,
            ruleset.lineage.branch,
            ruleset=ruleset.id,
        )
        for ruleset in rules.VARIANTS.values()
    ]
    return sorted([*EVENTS, *own], key=lambda event: event.year)


def charted() -> list[Event]:
    """The events the family tree shows: those on a branch (its marks and its rule sets),
    in date order; a table of dates beside the tree lists exactly these."""
    return [event for event in events() if event.lane is not None]


@dataclass(frozen=True)
class Lane:
    """A branch of the family: where, from when, and until when it is attested."""

    key: Branch
    start: int
    end: int
    parent: Branch | None = None
    branch_year: int = 0
    """The year the branch leaves its parent lane."""
    dashed: bool = False
    """A looser link to the parent (a different pack)."""

    @property
    def title(self) -> str:
        """The branch's name in the language being written."""
        return _(self.key.value)


LANES: Final = (
    Lane(FRANCE, 1700, 1720),
    Lane(GERMAN, 1720, 1930, FRANCE, 1720),
    Lane(VIENNA, 1800, 2022, GERMAN, 1800, dashed=True),
    Lane(DENMARK, 1770, 2022, GERMAN, 1770),
    Lane(ENGLAND, 2015, 2022, DENMARK, 2015),
)


def ruleset_nodes() -> list[tuple[str, str, str, int, Branch]]:
    """The registered rule sets in the order of their years: id, name, label, year, branch."""
    return [
        (r.id, _(r.lineage.name), _(r.lineage.label), r.lineage.year, r.lineage.branch)
        for r in sorted(rules.VARIANTS.values(), key=lambda r: r.lineage.year)
    ]


_X0, _X1, _Y0, _LANE_GAP = 24, 650, 56, 120
_FIRST, _LAST = 1690, 2025
_INK, _MUTED, _LINE = "#333333", "#666666", "#7e57c2"
_BOX = 104
_SMALL, _LABEL, _TITLE = 13, 14, 15
"""Font sizes in the drawing's units; it is drawn at about its own width on a desktop
column and at exactly its width (scrolling sideways) on a phone, so none is below 12 px."""
_LABEL_EM = 0.58
"""The width of a character of a year label, in ems: a label that would run into the one
before it goes below the lane."""
_SAME = 9
"""Two events closer than this share one marker (and one label, "1783, 1785")."""


def _x(year: float) -> float:
    return _X0 + (year - _FIRST) * (_X1 - _X0) / (_LAST - _FIRST)


def _text(x: float, y: float, text: str, size: float, **attrs: str) -> str:
    extra = "".join(f' {name.replace("_", "-")}="{value}"' for name, value in attrs.items())
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-family="sans-serif" font-size="{size}"'
        f' fill="{_INK}"{extra}>{escape(text)}</text>'
    )


def marks(lane: Branch) -> list[tuple[int, str]]:
    """The dated events of a lane as marks: the year of each and its label, events closer
    than ``_SAME`` units of the wide drawing sharing one mark.

    Examples:
        >>> marks(Branch.GERMAN)
        [(1720, '~1720'), (1783, '1783, 1785'), (1803, '1803'), (1930, '1930')]
    """
    found: list[tuple[int, str]] = []
    for event in charted():
        if event.lane is not lane or event.ruleset:
            continue
        label = event.when.replace("c. ", "~")
        if found and _x(event.year) - _x(found[-1][0]) < _SAME:
            found[-1] = (found[-1][0], f"{found[-1][1]}, {label}")
        else:
            found.append((event.year, label))
    return found


def markers(lane: Branch) -> list[tuple[float, str]]:
    """A lane's marks (``marks``) placed along the wide drawing: the x of each and its label.

    Examples:
        >>> [label for _, label in markers(Branch.GERMAN)]
        ['~1720', '1783, 1785', '1803', '1930']
    """
    return [(_x(year), label) for year, label in marks(lane)]


def _title(lane: Lane, y: int) -> str:
    """A lane's title above its start, to the right of the curve it comes in by (or ending
    left of the curve, when the drawing has no room on the right)."""
    width = 9 * len(lane.title)
    x0 = _x(lane.start)
    if not lane.parent:
        return _text(min(x0, _X1 + 60 - width), y - 34, lane.title, _TITLE, font_weight="bold")
    low, high = sorted((_x(lane.branch_year), x0))
    if high + 10 + width <= _X1 + 60:
        return _text(high + 10, y - 34, lane.title, _TITLE, font_weight="bold")
    return _text(low - 10, y - 34, lane.title, _TITLE, font_weight="bold", text_anchor="end")


Box = tuple[float, float, float, float]
"""A rectangle in the drawing: left, top, right, bottom."""


def _overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def obstacles(lane_y: dict[Branch, int]) -> list[Box]:
    """What a year label must keep clear of: each branch's connecting curve (a band a few
    units either side of the year it leaves its parent) and each rule set's hanging line."""
    found: list[Box] = []
    for lane in LANES:
        if lane.parent:
            low, high = sorted((_x(lane.branch_year), _x(lane.start)))
            found.append((low - 7, lane_y[lane.parent], high + 7, lane_y[lane.key]))
    for *_node, year, lane_key in ruleset_nodes():
        x, y = _x(year), lane_y[lane_key]
        found.append((x - 2, y, x + 2, y + 30))
    return found


def place_label(x: float, y: float, label: str, taken: list[Box]) -> tuple[float, float]:
    """Where a year label's middle and baseline go: above its mark, else below, else moved
    right past what it would cross; the box it takes is added to ``taken``."""
    half = _LABEL_EM * _SMALL * len(label) / 2
    for baseline in (y - 10, y + 24):
        box = (x - half, baseline - 11, x + half, baseline + 3)
        if not any(_overlaps(box, other) for other in taken):
            taken.append(box)
            return x, baseline
    for baseline in (y - 10, y + 24):
        left = x - half
        for _attempt in range(len(taken) + 1):
            box = (left, baseline - 11, left + 2 * half, baseline + 3)
            crossed = [other for other in taken if _overlaps(box, other)]
            if not crossed:
                taken.append(box)
                return left + half, baseline
            left = max(other[2] for other in crossed) + 3
    raise ValueError(f"no room for the year label {label!r}")


def family_tree_svg(
    link: Callable[[str], str | None] = lambda ruleset_id: None,
    executable: frozenset[str] = frozenset(),
) -> str:
    """The family tree: one lane per branch along a time axis, the rule sets as boxes.

    ``link(id)`` gives the URL of a rule set's page (or None for no link); the ids in
    ``executable`` are drawn solid, the others dashed as planned.
    """
    lane_y = {lane.key: _Y0 + index * _LANE_GAP for index, lane in enumerate(LANES)}
    height = _Y0 + (len(LANES) - 1) * _LANE_GAP + 96
    parts: list[str] = []
    for century in range(1700, 2025, 50):
        x = _x(century)
        parts.append(
            f'<line class="grid" x1="{x:.1f}" y1="{_Y0 - 40}" x2="{x:.1f}" y2="{height - 28}"'
            f' stroke="#dddddd" stroke-width="1"/>'
        )
        parts.append(_text(x, height - 8, str(century), _SMALL, text_anchor="middle"))
    taken = obstacles(lane_y)
    for lane in LANES:
        y = lane_y[lane.key]
        x0, x1 = _x(lane.start), _x(lane.end)
        if lane.parent:
            py = lane_y[lane.parent]
            bx = _x(lane.branch_year)
            dash = ' stroke-dasharray="5 4"' if lane.dashed else ""
            parts.append(
                f'<path d="M{bx:.1f} {py} C{bx + 18:.1f} {py} {x0 - 18:.1f} {y} {x0:.1f} {y}"'
                f' fill="none" stroke="{_LINE}" stroke-width="2"{dash}/>'
            )
        parts.append(
            f'<line class="lane" x1="{x0:.1f}" y1="{y}" x2="{x1:.1f}" y2="{y}"'
            f' stroke="{_LINE}" stroke-width="5" stroke-linecap="round"/>'
        )
        parts.append(_title(lane, y))
        for x, label in markers(lane.key):
            parts.append(
                f'<circle class="event" cx="{x:.1f}" cy="{y}" r="4.5" fill="#ffffff"'
                f' stroke="{_INK}"/>'
            )
            middle, baseline = place_label(x, y, label, taken)
            parts.append(_text(middle, baseline, label, _SMALL, text_anchor="middle"))
    # Dummett's reconstruction reaches back over the gap after the German lane ends.
    german = next(lane for lane in LANES if lane.key == GERMAN)
    y = lane_y[GERMAN]
    parts.append(
        f'<line x1="{_x(german.end):.1f}" y1="{y}" x2="{_x(1980):.1f}" y2="{y}"'
        f' stroke="{_LINE}" stroke-width="2" stroke-dasharray="2 5"/>'
    )
    for ruleset_id, title, subtitle, year, lane_key in ruleset_nodes():
        x, y = _x(year), lane_y[lane_key]
        left = min(max(x - _BOX / 2, 2), _X1 + 58 - _BOX)
        for branch in (lane for lane in LANES if lane.parent is lane_key):
            bx = _x(branch.branch_year)
            if left - 6 < bx < left + _BOX + 6:  # a branch leaves here: the box steps aside
                left = bx - 6 - _BOX if bx - 6 - _BOX >= 2 else bx + 6
        node = (ruleset_id, title, subtitle, year)
        parts.append(_ruleset_box(node, (x, y, x, y + 30), left, y + 30, executable, link))
    width = _X1 + 64
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="tarock-family tarock-family-wide"'
        f' viewBox="0 0 {width}'
        f' {height}" width="{width}" height="{height}" role="img"'
        f' aria-label="{_("Family tree of the Grosstarock rule sets along a time axis")}">'
        + "".join(parts)
        + "</svg>"
    )


def _ruleset_box(
    node: tuple[str, str, str, int],
    hang: tuple[float, float, float, float],
    left: float,
    top: float,
    executable: frozenset[str],
    link: Callable[[str], str | None],
    width: float = _BOX,
) -> str:
    """A rule set's box (id, name, label, year), linked to its page when there is one,
    hanging from its lane by the line ``hang`` (x1, y1, x2, y2)."""
    ruleset_id, title, subtitle, year = node
    solid = ruleset_id in executable
    dash = "" if solid else ' stroke-dasharray="4 3"'
    fill = "#ede7f6" if solid else "#ffffff"
    x1, y1, x2, y2 = hang
    box = (
        f'<g class="ruleset{"" if solid else " planned"}" data-ruleset="{ruleset_id}">'
        f"<title>{escape(title)}, {escape(subtitle)}{'' if solid else ': ' + _('planned')}</title>"
        f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke="{_LINE}"'
        f' stroke-width="1.5"/>'
        f'<rect x="{left:.1f}" y="{top:.1f}" width="{width}" height="38"'
        f' rx="6" fill="{fill}" stroke="{_LINE}" stroke-width="1.5"{dash}/>'
        + _text(left + width / 2, top + 16, title, _LABEL, text_anchor="middle", font_weight="bold")
        + _text(
            left + width / 2,
            top + 31,
            subtitle if solid else f"{year} · {_('planned')}",
            _SMALL,
            text_anchor="middle",
        )
        + "</g>"
    )
    url = link(ruleset_id)
    return f'<a href="{escape(url)}">{box}</a>' if url else box


TALL_WIDTH: Final = 358
"""The tall drawing's width: the column of a 390 px phone, where it is shown at its size."""
_COLUMN, _COLUMN_GAP = 10, 16
"""The tall drawing's first lane and the room between lanes, side by side on the left."""
PER_YEAR: Final = 2.0
"""Units a year down the tall drawing, where the rows before leave room."""
COMPACT_PER_YEAR: Final = 1.2
"""The same for the handout, which prints the tall drawing beside its table of dates."""
_TALL_BOX = 160
"""The width of a rule set's box in the tall drawing."""
_BOLD_EM = 0.62
"""The width of a character of a bold title, in ems: a longer title wraps."""


@dataclass(frozen=True)
class Row:
    """One row of the tall drawing: a lane's title, a lane's mark or a rule set's box."""

    year: int
    kind: int
    """0 a lane's title, 1 a mark, 2 a rule set: the order of rows of the same year."""
    lane: Branch
    lines: tuple[str, ...]
    """The title's lines, the mark's label, or the rule set's id, name, label and year."""

    @property
    def height(self) -> float:
        return 44.0 if self.kind == 2 else 18.0 * len(self.lines)


def rows() -> list[Row]:
    """The tall drawing's rows, in the order of their years: each lane's title, its marks
    and its rule sets.

    Examples:
        >>> [(row.year, row.lines[0]) for row in rows()][:4]  # doctest: +NORMALIZE_WHITESPACE
        [(1700, 'French tarot games'), (1720, 'German lands: Taroc,'), (1720, '~1720'),
         (1754, 'taroc-1754')]
    """
    room = int((TALL_WIDTH - _COLUMN - _COLUMN_GAP * len(LANES)) / (_BOLD_EM * _TITLE))
    found = [Row(lane.start, 0, lane.key, balanced(lane.title, room)) for lane in LANES]
    for lane in LANES:
        found += [Row(year, 1, lane.key, (label,)) for year, label in marks(lane.key)]
    for ruleset_id, title, subtitle, year, lane_key in ruleset_nodes():
        found.append(Row(year, 2, lane_key, (ruleset_id, title, subtitle, str(year))))
    order = [lane.key for lane in LANES]
    return sorted(found, key=lambda row: (row.year, row.kind, order.index(row.lane)))


def balanced(text: str, room: int) -> tuple[str, ...]:
    """``text`` in as few lines of at most ``room`` characters as it needs, as even as can be.

    Examples:
        >>> balanced("German lands: Taroc, then Grosstarock", 28)
        ('German lands: Taroc,', 'then Grosstarock')
    """
    lines = wrap(text, room)
    for width in range(-(-len(text) // len(lines)), room):
        even = wrap(text, width)
        if len(even) == len(lines):
            return tuple(even)
    return tuple(lines)


def family_tree_tall_svg(
    link: Callable[[str], str | None] = lambda ruleset_id: None,
    executable: frozenset[str] = frozenset(),
    per_year: float = PER_YEAR,
) -> str:
    """The family tree drawn down the page for a phone (and the handout's print): the
    lanes side by side on the left, time running down, each title, mark and rule set on a
    row of its own to their right, rows as far apart as their years where there is room.

    >>> family_tree_tall_svg().count('class="ruleset')
    5
    """
    column = {lane.key: _COLUMN + index * _COLUMN_GAP for index, lane in enumerate(LANES)}
    left = _COLUMN + len(LANES) * _COLUMN_GAP
    placed: list[tuple[Row, float]] = []  # each row and the y of its lane point
    bottom = first = 8.0
    found = rows()
    for row in found:
        top = max(first + (row.year - found[0].year) * per_year, bottom)
        placed.append((row, top + (23 if row.kind == 2 else 9)))
        bottom = top + row.height

    def y_at(year: int) -> float:
        """The lane point of the first row of ``year`` or later (below the last row)."""
        return next((y for row, y in placed if row.year >= year), placed[-1][1] + 14)

    start = {row.lane: y for row, y in reversed(placed) if row.kind == 0}
    end = {lane.key: y_at(lane.end) for lane in LANES}
    parts: list[str] = []
    ends = {lane.key: lane.end for lane in LANES}
    for lane in LANES:
        x, y = column[lane.key], start[lane.key]
        if lane.parent:
            px, py = column[lane.parent], y - 18
            if lane.branch_year >= ends[lane.parent]:  # the parent ends where this begins
                end[lane.parent] = py
            dash = ' stroke-dasharray="5 4"' if lane.dashed else ""
            parts.append(
                f'<path d="M{px} {py:.1f} C{px} {py + 12:.1f} {x} {y - 10:.1f} {x} {y:.1f}"'
                f' fill="none" stroke="{_LINE}" stroke-width="2"{dash}/>'
            )
    for lane in LANES:
        x = column[lane.key]
        parts.insert(
            0,
            f'<line class="lane" x1="{x}" y1="{start[lane.key]:.1f}" x2="{x}"'
            f' y2="{end[lane.key]:.1f}" stroke="{_LINE}" stroke-width="5"'
            ' stroke-linecap="round"/>',
        )
    german = next(lane for lane in LANES if lane.key == GERMAN)
    parts.append(
        f'<line x1="{column[GERMAN]}" y1="{end[GERMAN]:.1f}" x2="{column[GERMAN]}"'
        f' y2="{y_at(1980):.1f}" stroke="{_LINE}" stroke-width="2" stroke-dasharray="2 5"/>'
        if german.end < 1980
        else ""
    )
    for row, y in placed:
        x = column[row.lane]
        if row.kind == 2:
            ruleset_id, title, subtitle, year = row.lines
            node = (ruleset_id, title, subtitle, int(year))
            hang = (x, y, left, y)
            parts.append(_ruleset_box(node, hang, left, y - 19, executable, link, _TALL_BOX))
            continue
        parts.append(
            f'<line class="grid" x1="{x + 6}" y1="{y:.1f}" x2="{left - 4}" y2="{y:.1f}"'
            f' stroke="#dddddd" stroke-width="1"/>'
        )
        if row.kind == 1:
            parts.append(
                f'<circle class="event" cx="{x}" cy="{y:.1f}" r="4.5" fill="#ffffff"'
                f' stroke="{_INK}"/>'
            )
            parts.append(_text(left, y + 4.5, row.lines[0], _SMALL))
        else:
            for number, line in enumerate(row.lines):
                parts.append(_text(left, y + 5 + 18 * number, line, _TITLE, font_weight="bold"))
    height = round(max(y for _, y in placed) + 30)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="tarock-family tarock-family-tall"'
        f' viewBox="0 0 {TALL_WIDTH} {height}" width="{TALL_WIDTH}" height="{height}" role="img"'
        f' aria-label="{_("Family tree of the Grosstarock rule sets, time running down")}">'
        + "".join(parts)
        + "</svg>"
    )


LEGEND: Final = (
    (
        "\u25cb",
        "an event the sources date (its year above or below the lane; events a few"
        " years apart share one mark)",
    ),
    (
        "\u25ad",
        "one of the project's rule sets, hanging from the year of its rules and linked to its page",
    ),
    (
        "\u2501",
        "a branch, over the years in which the sources show the game played; the"
        " French branch only marks where the game came from, and the sources give it no dates",
    ),
    ("\u2504", "dotted: Dummett's reconstruction of a game that had died out"),
    ("\u254c", "dashed curve: the looser link from the 78-card game to the 54-card pack"),
)
"""The family tree's legend: a symbol and what it stands for."""


def legend() -> str:
    """The family tree's legend as a Markdown list."""
    return "\n".join(f"- {symbol} {meaning}" for symbol, meaning in LEGEND)
