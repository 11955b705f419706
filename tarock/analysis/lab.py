"""The rules lab: many deals under chosen options, against the defaults on the same seeds.

``Lab`` plays deals ``0, 1, ...`` of a rule set twice, once with the chosen ``NAME=VALUE``
options and once with the rule set's own, with the heuristic bot at every seat (rule sets
with pots in sessions, as ``tarock.analysis.simulate`` plays them: the same
``tarock.analysis.rows.Batch``).
Deal ``k`` of both runs has the same seed, so each figure comes with the paired difference
of the two. ``Lab.result`` gives the figures as plain JSON-ready data: each seat's mean net
and card-point payment by its place after the dealer, how often card points pay nothing,
and the pots, each with its 95% interval (``tarock.analysis.stats``). The site's lab page runs this
module in a Web Worker (Pyodide); ``run`` is the same loop for Python.

Examples:
    >>> lab = Lab("grosstarock", ["card_settlement=bands"], deals=6, seed=272)
    >>> lab.done, lab.advance(3), lab.finished
    (1, 4, False)
    >>> lab.advance(100), lab.finished
    (6, True)
    >>> net = lab.result()["figures"][0]
    >>> net["label"], net["chosen"]["n"], net["difference"]["n"]
    ('Net per deal: dealer', 6, 6)
    >>> Lab("grosstarock", ["vole=many"], deals=10)
    Traceback (most recent call last):
    ...
    tarock.analysis.lab.LabError: option 'vole' takes a whole number, not 'many'
"""

from __future__ import annotations

import dataclasses
import json
import time
from collections.abc import Callable, Iterator, Sequence
from enum import Enum
from typing import Any, Final

from tarock import rules
from tarock.analysis import lab_rows
from tarock.analysis.lab_rows import KEPT
from tarock.analysis.rows import POSITIONS, Batch, Row, rule_slug
from tarock.analysis.stats import (
    Interval,
    deals_needed,
    holm,
    mean_interval,
    p_value,
    share_interval,
)
from tarock.rules import options as rule_options
from tarock.rules.applies import option_names, unused
from tarock.rules.ruleset import Ruleset
from tarock.rules.sources import key_of
from tarock.scoring.settlement import Pot

MAX_DEALS: Final = 2000
"""The most deals a lab run plays (under each of the two rule sets)."""
SEED: Final = 1
"""The run's seed: deal ``k`` is the deal of ``tarock.rng.deal_seed(SEED, k)``."""
BOT: Final = "heuristic"
"""The bot at every seat."""

Json = dict[str, Any]


class LabError(ValueError):
    """A lab run that cannot be made, in one line: an unknown rule set, an option the rule
    set refuses, options that cannot be played together, a number of deals out of range."""


# -- the options a reader may switch ----------------------------------------------------------


def option_facts(ruleset: Ruleset, name: str) -> Json:
    """What the page says of option ``name`` of ``ruleset``: its name in words, its one-line
    meaning, its group, the source it cites (a bibliography key, perhaps with a place), its
    value there and the values it takes. The one place the lab reads option metadata.

    Examples:
        >>> facts = option_facts(rules.get("danish-tarok"), "card_settlement")
        >>> facts["words"], facts["value"], facts["key"]
        ('Card points settled', 'bands', 'bga-grosstarock')
        >>> facts["choices"]
        ['exact', 'bands', 'bands-eldest', 'bands-each', 'none']
    """
    value = getattr(ruleset.options, name)
    facts: Json = {
        "name": name,
        "words": rule_options.name_in_words(name),
        "meaning": rule_options.doc(name),
        "group": rule_options.group(name),
        "cites": ruleset.citation(name),
        "key": key_of(ruleset.citation(name)),
    }
    if isinstance(value, bool):
        facts.update(kind="bool", value="true" if value else "false", choices=["true", "false"])
    elif isinstance(value, Enum):
        choices = [str(member.value) for member in type(value)]
        facts.update(kind="choice", value=str(value.value), choices=choices)
    else:
        facts.update(kind="number", value=str(value), choices=[])
    return facts


def switchable(ruleset: Ruleset) -> list[str]:
    """The options of ``ruleset`` a reader may switch: those that take a plain value and
    do something in it (``tarock.rules.applies``)."""
    options = ruleset.options
    names = [
        name
        for name in rule_options.settable(options)
        if name != "seats" or len(ruleset.tables()) > 1  # four only where a source gives four
    ]
    return [name for name in names if unused(ruleset, [f"{name}={_text(options, name)}"]) is None]


def _text(options: rule_options.Options, name: str) -> str:
    value = getattr(options, name)
    return str(value.value) if isinstance(value, Enum) else str(value).lower()


def catalogue(label: Callable[[str], str] = str) -> list[Json]:
    """Every rule set with the options the lab may switch (``option_facts``); ``label``
    turns a citation into the words the page shows (the site passes its short labels).

    Examples:
        >>> [entry["id"] for entry in catalogue()][:2]
        ['taroc-1754', 'grosstarock']
    """
    out = []
    for ruleset in rules.VARIANTS.values():
        facts = [option_facts(ruleset, name) for name in switchable(ruleset)]
        for entry in facts:
            entry["source"] = label(entry["cites"])
        out.append({"id": ruleset.id, "title": ruleset.title, "options": facts})
    return out


def page_data(label: Callable[[str], str] = str, measured: int = 500, **extra: object) -> str:
    """What the lab page needs before its engine starts, as a JSON ``<script>``: the
    ``catalogue``, the limits, and (``measured`` deals > 0) each rule set's ``rate`` in
    the Python that builds the page; ``extra`` entries are added as they are."""
    data = {
        "variants": catalogue(label),
        "max_deals": MAX_DEALS,
        "seed": SEED,
        "bot": BOT,
        "cpython": {key: round(rate(key, measured)) for key in rules.VARIANTS} if measured else {},
        **extra,
    }
    text = json.dumps(data, separators=(",", ":")).replace("</", "<\\/")
    return f'<script type="application/json" id="lab-data">{text}</script>'


# -- a run -----------------------------------------------------------------------------------------


def checked(variant: str, options: Sequence[str], deals: int | str) -> tuple[Ruleset, Ruleset, int]:
    """The rule set with the chosen options, with its own, and the number of deals (given
    as a number or as the text of an address); ``LabError`` if the run cannot be made,
    naming every problem found.

    Examples:
        >>> checked("grosstarock", ["pot_ante=20", "vole_takes_pots=true"], 10)[0].id
        'grosstarock'
        >>> checked("grosstarock", ["vole_takes_pots=true"], 10)
        Traceback (most recent call last):
        ...
        tarock.analysis.lab.LabError: option vole_takes_pots does nothing in grosstarock: ...
        >>> checked("danish-tarok", [], "2001")
        Traceback (most recent call last):
        ...
        tarock.analysis.lab.LabError: deals must be a whole number from 1 to 2000, not '2001'
        >>> checked("grosstarock", ["bogus=1"], "99999")  # every problem at once
        Traceback (most recent call last):
        ...
        tarock.analysis.lab.LabError: deals must be a whole number from 1 to 2000, ...bogus...
    """
    problems = []
    number = deals.strip() if isinstance(deals, str) else deals
    if isinstance(number, str) and number.isdigit():
        number = int(number)
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= MAX_DEALS:
        problems.append(f"deals must be a whole number from 1 to {MAX_DEALS}, not {deals!r}")
    if variant not in rules.VARIANTS:
        known = ", ".join(rules.VARIANTS)
        problems.append(f"unknown rule set {variant!r}; rule sets are: {known}")
        raise LabError("; ".join(problems))
    default = rules.get(variant)
    try:
        chosen = rules.get(variant, tuple(options))
    except ValueError as error:
        problems.append(str(error))
    else:
        why = unused(chosen, options)
        if why is not None:
            problems.append(why)
    if problems:
        raise LabError("; ".join(problems))
    assert isinstance(number, int)  # else it was a problem
    return chosen, default, number


def settled_again(ruleset: Ruleset, options: Sequence[str]) -> str | None:
    """When the only change is ``card_settlement`` in a rule set that settles card points
    against the par, the suffix of the ``cp_*`` and ``net_*`` columns of that rule: every
    row is settled under every rule already, and the bots' play does not read the rule, so
    the rule set's own deals serve both runs (``tests/test_lab.py`` plays both to check).

    Examples:
        >>> change = ["card_settlement=exact"]
        >>> settled_again(rules.get("danish-tarok", change), change)
        'exact'
        >>> settled_again(rules.get("grosstarock", ["par=25"]), ["par=25"]) is None
        True
    """
    if option_names(options) != ["card_settlement"] or ruleset.options.has_auction:
        return None
    return rule_slug(ruleset.options.card_settlement)


def _as_settled(rows: list[Row], suffix: str) -> list[Row]:
    """A deal's rows with the net and the card-point payment of another card-point rule."""
    return [
        {**row, "net": row[f"net_{suffix}"], "pay_card_points": row[f"cp_{suffix}"]} for row in rows
    ]


@dataclasses.dataclass
class _Known:
    """The rule set's own deals ``0, 1, ...`` of a run of ``asked`` deals, as a run keeps them."""

    asked: int
    deals: list[list[Row]]

    def usable(self, deals: int, session: int) -> list[list[Row]]:
        """The deals a run of ``deals`` may take from here: all of a run of the same
        length, else whole sessions only (a session cut short by the end of a run is
        settled there, so it is not the same as one played through)."""
        if self.asked == deals:
            return self.deals
        count = min(deals, len(self.deals))
        return self.deals[: count - count % session]


_kept: dict[tuple[str, int], _Known] = {}
"""The rule set's own deals (by rule set and seed): those the site computed when it was
built (``load_defaults``) or those of the last finished run, whichever are more; a run of
that rule set then plays only the deals it does not find here."""


def _keep(key: tuple[str, int], known: _Known) -> None:
    if key not in _kept or len(known.deals) >= len(_kept[key].deals):
        _kept[key] = known


def _own_batch(ruleset: Ruleset, seed: int) -> Batch:
    """The run of ``ruleset``'s own options, the heuristic bot at every seat."""
    return Batch.of(ruleset, (), (BOT,) * ruleset.options.seats, seed)


def _number(value: float) -> float | int:
    """A whole float as an int, so the data file carries no ``.0``."""
    return int(value) if value.is_integer() else value


def defaults_text(variant: str, seed: int = SEED, deals: int = MAX_DEALS) -> str:
    """The rule set's own ``deals`` deals as the lab keeps them, as compact JSON (the
    columns that are not zero in every row, and each deal's rows as lists of values):
    the site computes it when it is built, and the page hands it to ``load_defaults``
    so that a run plays only the deals under the reader's rules.

    Examples:
        >>> data = json.loads(defaults_text("taroc-1754", deals=4))
        >>> data["variant"], data["seed"], data["asked"], len(data["deals"])
        ('taroc-1754', 1, 4, 4)
        >>> data["columns"][:3]
        ['position', 'net', 'pay_card_points']
    """
    played = list(lab_rows.rows(_own_batch(rules.get(variant), seed), 0, deals))
    columns = [key for key in KEPT if any(row[key] != 0 for rows in played for row in rows)]
    values = [[[_number(float(row[key])) for key in columns] for row in rows] for rows in played]
    data = {"variant": variant, "seed": seed, "asked": deals, "columns": columns}
    return json.dumps({**data, "deals": values}, separators=(",", ":"))


def load_defaults(text: str) -> int:
    """Keep the rule set's own deals of ``defaults_text`` for the runs to come; the number
    of deals it holds. ``LabError`` (one line) if the text is not such data."""
    try:
        data = json.loads(text)
        columns = list(data["columns"])
        if not set(columns) <= set(KEPT) or data["variant"] not in rules.VARIANTS:
            raise ValueError("unknown columns or rule set")
        blank = dict.fromkeys(KEPT, 0.0)
        deals = [
            [{**blank, **dict(zip(columns, row, strict=True))} for row in rows]
            for rows in data["deals"]
        ]
        key, asked = (str(data["variant"]), int(data["seed"])), int(data["asked"])
    except (ValueError, KeyError, TypeError) as error:
        raise LabError(f"the rule sets' own deals could not be read: {error}") from None
    _keep(key, _Known(asked, deals))
    return len(deals)


@dataclasses.dataclass
class _Run:
    """One of the two runs: its deals' rows as they come (only the ``KEPT`` columns)."""

    batch: Batch
    rows: Iterator[list[Row]]
    done: list[list[Row]] = dataclasses.field(default_factory=list)
    played: int = 0
    """Deals played here, not taken from elsewhere."""

    def pull(self) -> None:
        self.done.append(next(self.rows))
        self.played += 1


class Lab:
    """Deals ``0`` to ``deals - 1`` under the chosen options and under the defaults.

    ``advance(count)`` plays about ``count`` more deals under both (whole sessions, for
    rule sets with pots), so a run can be shown and stopped between calls. Options that
    cannot be played together are found on the first deal (``LabError``). The defaults'
    deals are taken from those kept (``_kept``: the site's ready-made ones, or the last
    finished run's) as far as they serve, and only the rest is played; without options,
    or with another card-point rule alone (``settled_again``), the two runs are one.
    """

    def __init__(
        self, variant: str, options: Sequence[str], deals: int | str, seed: int = SEED
    ) -> None:
        chosen, default, deals = checked(variant, options, deals)
        self.variant = variant
        self.options = [str(text) for text in options]
        self.deals = deals
        self.seed = seed
        self.chosen_rules = chosen
        self.default_rules = default
        self.key = (variant, seed)
        own = _own_batch(default, seed)
        known = _kept.get(self.key)
        ready = known.usable(deals, own.session) if known else []
        self.kept = len(ready)  # the rule set's own deals taken ready-made, not played
        rest = lab_rows.rows(own, self.kept, deals) if self.kept < deals else iter(())
        base = _Run(own, rest, list(ready))
        self.settled = settled_again(chosen, self.options)
        if self.options and self.settled is None:
            batch = Batch.of(chosen, self.options, (BOT,) * chosen.options.seats, seed)
            self.runs: tuple[_Run, ...] = (_Run(batch, lab_rows.rows(batch, 0, deals)), base)
        else:
            self.runs = (base,)
        try:
            self.advance(1)
        except (ValueError, KeyError, IndexError, RuntimeError) as error:
            given = ", ".join(self.options)
            raise LabError(f"{variant} cannot be played with {given}: {error}") from None

    @property
    def played(self) -> int:
        """Deals played by this run (under both rule sets), not taken from an earlier run."""
        return sum(run.played for run in self.runs)

    @property
    def done(self) -> int:
        """The deals played under both."""
        return min(len(run.done) for run in self.runs)

    @property
    def finished(self) -> bool:
        return self.done >= self.deals

    def _boundary(self) -> bool:
        """Both runs are between sessions (or through)."""
        return all(
            len(run.done) >= self.deals or len(run.done) % run.batch.session == 0
            for run in self.runs
        )

    def advance(self, count: int) -> int:
        """Play about ``count`` more deals under both rule sets, ending between sessions;
        the deals played so far."""
        target = min(self.deals, self.done + max(1, count))
        while self.done < target or not self._boundary():
            behind = self.done
            for run in self.runs:
                if len(run.done) == behind and behind < self.deals:
                    run.pull()
        if self.finished:
            _keep(self.key, _Known(self.deals, self.runs[-1].done))
        return self.done

    def result(self) -> Json:
        """The figures of the deals played so far (JSON-ready); see ``figures``."""
        chosen, default = (self.runs[0].done[: self.done], self.runs[-1].done[: self.done])
        if self.settled is not None:
            chosen = [_as_settled(rows, self.settled) for rows in default]
        card_points = not self.default_rules.options.has_auction
        pots = any(run.batch.pots for run in self.runs)
        return {
            "variant": self.variant,
            "title": self.chosen_rules.title,
            "options": self.options,
            "seed": self.seed,
            "deals": self.done,
            "asked": self.deals,
            "finished": self.finished,
            "played": self.played,
            "kept": self.kept,
            "settled_again": self.settled is not None,
            "figures": judged(figures(chosen, default, card_points=card_points, pots=pots)),
        }


def run(
    variant: str,
    options: Sequence[str],
    deals: int | str,
    *,
    seed: int = SEED,
    every: int = 100,
    progress: Callable[[int, int], object] | None = None,
    stop: Callable[[], bool] | None = None,
) -> Json:
    """A whole lab run: ``progress(done, deals)`` after about every ``every`` deals; the run
    ends early when ``stop()`` says so (the figures are then those of the deals played).

    Examples:
        >>> seen = []
        >>> out = run("taroc-1754", [], 5, seed=271, every=2, progress=lambda d, n: seen.append(d))
        >>> seen, out["deals"], out["figures"][0]["difference"]["estimate"]
        ([2, 4, 5], 5, 0.0)
    """
    lab = Lab(variant, options, deals, seed)
    while not lab.finished:
        if stop is not None and stop():
            break
        lab.advance(every - lab.done % every if lab.done % every else every)
        if progress is not None:
            progress(lab.done, lab.deals)
    return lab.result()


def rate(variant: str, deals: int = 500) -> float:
    """Deals a second that a lab run of ``variant`` (its own options, nothing kept from an
    earlier run) plays here, through the compiled core where it is built, as the page
    plays them: the page states the build machine's figure beside its own."""
    _kept.clear()
    started = time.perf_counter()
    lab = Lab(variant, [], deals)
    lab.advance(deals)
    return lab.played / (time.perf_counter() - started)


# -- the figures --------------------------------------------------------------------------------


def _interval(values: Sequence[float]) -> Json | None:
    if len(values) < 2:
        return None
    return dataclasses.asdict(mean_interval(values))


def _share(flags: Sequence[bool]) -> Json | None:
    if not flags:
        return None
    found: Interval = share_interval(flags)
    return dataclasses.asdict(found)


def _by_position(deals: Sequence[list[Row]], column: str) -> dict[int, dict[int, float]]:
    """Position -> the column's value at each deal that position played (deal -> value)."""
    out: dict[int, dict[int, float]] = {}
    for k, rows in enumerate(deals):
        for row in rows:
            place = row["position"]
            if place not in out:
                out[place] = {}
            out[place][k] = float(row[column])
    return out


def _figure(
    label: str,
    group: str,
    unit: str,
    chosen: Json | None,
    default: Json | None,
    difference: Json | None,
) -> Json:
    return {
        "label": label,
        "group": group,
        "unit": unit,
        "chosen": chosen,
        "default": default,
        "difference": difference,
    }


def _seat_figures(
    chosen: Sequence[list[Row]], default: Sequence[list[Row]], column: str, group: str
) -> list[Json]:
    ours, theirs = _by_position(chosen, column), _by_position(default, column)
    out = []
    for place in sorted({*ours, *theirs}):
        mine, other = ours.get(place, {}), theirs.get(place, {})
        paired = [value - other[k] for k, value in mine.items() if k in other]
        name = POSITIONS[place]
        out.append(
            _figure(
                f"{group}: {name}",
                group,
                "points",
                _interval(list(mine.values())),
                _interval(list(other.values())),
                _interval(paired),
            )
        )
    return out


def _flag_figure(label: str, group: str, chosen: Sequence[bool], default: Sequence[bool]) -> Json:
    paired = [float(a) - float(b) for a, b in zip(chosen, default, strict=True)]
    return _figure(label, group, "share", _share(chosen), _share(default), _interval(paired))


def _nothing(rows: list[Row]) -> bool:
    return all(row["pay_card_points"] == 0 for row in rows)


def figures(
    chosen: Sequence[list[Row]],
    default: Sequence[list[Row]],
    *,
    card_points: bool = True,
    pots: bool = False,
) -> list[Json]:
    """The lab's figures from the two runs' rows (``tarock.analysis.rows.deal_rows``, one list per
    deal, deal ``k`` at index ``k``): for each, its value under the chosen options and
    under the defaults, each with its 95% interval (``None`` below two deals), and the
    mean paired difference over the same deals. ``card_points=False`` (card points decide
    a contract): no card-point figures. ``pots``: the pots' figures too."""
    out = _seat_figures(chosen, default, "net", "Net per deal")
    if card_points:
        out += _seat_figures(chosen, default, "pay_card_points", "Card-point payment per deal")
        out.append(
            _flag_figure(
                "Deals where card points pay nothing",
                "Deals where card points pay nothing",
                [_nothing(rows) for rows in chosen],
                [_nothing(rows) for rows in default],
            )
        )
    if pots:
        for pot in Pot:
            before = f"pot_{pot.name.lower()}_before"
            out.append(
                _figure(
                    f"Pot before a deal: {pot.value}",
                    "Pot before a deal",
                    "points",
                    _interval([rows[0][before] for rows in chosen]),
                    _interval([rows[0][before] for rows in default]),
                    _interval(
                        [a[0][before] - b[0][before] for a, b in zip(chosen, default, strict=True)]
                    ),
                )
            )
        for pot in Pot:
            taken = f"pot_{pot.name.lower()}_taken"
            out.append(
                _flag_figure(
                    f"Pot taken in a deal: {pot.value}",
                    "Pot taken in a deal",
                    [any(row[taken] > 0 for row in rows) for rows in chosen],
                    [any(row[taken] > 0 for row in rows) for rows in default],
                )
            )
    return out


def judged(found: list[Json]) -> list[Json]:
    """``found`` with each difference judged among all of them (``Interval`` JSON): whether
    it is ``clear`` of zero with the number of figures compared allowed for (Holm's method
    at 5%: a change the rule really makes), and, where it is not, about how many deals
    (``needed``) would make a difference of its size stand (None: none would, or it
    already stands).

    Examples:
        >>> far = {"estimate": 1.0, "low": 0.9, "high": 1.1, "n": 50}
        >>> near = {"estimate": 0.1, "low": -0.02, "high": 0.22, "n": 50}
        >>> [f["difference"]["clear"] for f in judged([{"difference": far}, {"difference": near}])]
        [True, False]
        >>> judged([{"difference": near}])[0]["difference"]["needed"]  # 50 · (2.80 · 0.061 / 0.1)²
        148
    """
    differences = [f["difference"] for f in found if f["difference"] is not None]
    fields = ("estimate", "low", "high", "n")
    intervals = [Interval(**{k: d[k] for k in fields}) for d in differences]
    stands = holm([p_value(interval) for interval in intervals])
    for difference, interval, clear in zip(differences, intervals, stands, strict=True):
        difference["clear"] = clear
        difference["needed"] = None if clear else deals_needed(interval, len(intervals))
    return found


__all__ = [
    "BOT",
    "MAX_DEALS",
    "SEED",
    "Lab",
    "LabError",
    "catalogue",
    "checked",
    "defaults_text",
    "figures",
    "judged",
    "load_defaults",
    "option_facts",
    "page_data",
    "rate",
    "run",
    "settled_again",
    "switchable",
]
