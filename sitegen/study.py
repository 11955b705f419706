"""Does the card-point rule change the play? The study, for the four 78-card rule sets.

In each of German Taroc (1754), Grosstarock, Danish Tarok and Grand Tarot, the same
``DEALS`` deals are played twice by three search players (``tarock.search.player``, ``WORLDS``
sampled worlds a choice, one heuristic rollout per world and action): once paid with the
card points settled exactly against 26, once in the rule set's five-point bands (its own
where it has them, else the Danish ones), every other rule the rule set's own. At every
choice a player searches, it works out in the same worlds and rollouts what it would
choose under the other rule, and what that other choice would cost it in its own terms.

What counts, stated before the run (issue 31) and held to by ``verdict``:

- **The rule changes the play** in a rule set when the players paid the two ways choose
  differently at a share of their choices whose 95% interval lies above ``DIFFER_FLOOR``,
  *and* at least one outcome moves: one of the four paired measures of ``Outcomes`` (the
  share of rounded seats in the band that pays nothing; how far totals lie above their
  band's lower edge; the distance from 26; the size of the card-point payment settled
  in bands) has a 95% interval clear of zero.
- **It does not** when the share's interval lies below ``DIFFER_FLOOR``, or when no outcome
  moves and what the other rule's choices would cost a player, by its own search, has an
  interval below ``COST_FLOOR`` game points a deal.
- Anything else is **not settled** by the run, and the pages say so.

Four measures in four rule sets are sixteen intervals at 95%: about one in twenty such
intervals misses zero by chance, so a single moved measure is weak evidence, and the
pages say which measure moved. The cost of the other rule's choice is measured again, at
each choice that differs, in as many fresh worlds as chose (another random stream): the
worlds that chose would flatter their own choice, being the ones it looked best in.

Deals are played in batches of ``BATCH`` (a task each, on this machine's cores or on a Dask
cluster); every batch gives the same rows wherever it runs, put in deal order.
``python -m sitegen.study`` (``make study``) plays it and writes ``findings/study/``:
``rows.csv.gz`` (a row per rule set, rule, deal and seat) and ``about.json``.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from contextlib import ExitStack
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import Any, Final

import pandas as pd

import tarock
from sitegen import ROOT, sidecar
from tarock import fast, rules
from tarock.analysis.cluster import ClusterError, connect
from tarock.analysis.simulate import cores
from tarock.analysis.stats import Interval, mean_interval, share_interval, wilson
from tarock.engine.actions import Action
from tarock.engine.loop import run
from tarock.engine.seats import SEAT_NAMES
from tarock.engine.state import State, deal
from tarock.records import Record
from tarock.rng import bot_seed, deal_seed, derive
from tarock.rules.options import CardSettlement
from tarock.scoring.counting import points_by_seat
from tarock.search.player import SearchPlayer, best, under

VARIANTS: Final = ("taroc-1754", "grosstarock", "danish-tarok", "grand-tarot")
"""The 78-card rule sets studied."""
DEALS: Final = 1000
"""Deals per rule set and rule."""
WORLDS: Final = 32
"""Sampled worlds per choice."""
SEED: Final = 31
"""The study's seed (issue 31)."""
BATCH: Final = 20
"""Deals per task: a deal of three search players takes about a second, so a batch is
worth its task many times over and a lost worker loses little."""
JUDGE: Final = 0x5EC0
"""Stirred into a player's seed for the fresh worlds that cost a differing choice."""
DIFFER_FLOOR: Final = 0.01
"""A share of differing choices below this is no change of play."""
COST_FLOOR: Final = 0.25
"""Game points a deal: what the other rule's choices would cost a player, below which
they do not matter."""
DATA: Final = Path(
    os.environ.get("TAROCK_STUDY_DATA")
    or ROOT / "findings" / "study"
)
"""Where the study is kept: ``findings/study`` (``TAROCK_STUDY_DATA`` names another folder)."""
COMMAND: Final = "make study"


def paid(variant: str) -> dict[str, CardSettlement]:
    """The two rules of ``variant``, by the names the data uses: exactly, and in bands
    (the rule set's own bands if it settles in bands, else the Danish ones)."""
    own = rules.get(variant).options.card_settlement
    bands = CardSettlement.BANDS if own is CardSettlement.EXACT else own
    return {"exact": CardSettlement.EXACT, "bands": bands}


# -- playing ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Note:
    """A choice at which the other rule would have chosen otherwise: its step in the deal
    (the actions before it), its phase, the action chosen and the other rule's, the worlds'
    mean of each of the two under each rule (by the rule's name), what the other choice
    would cost, re-measured in fresh worlds, and the heuristic's choice."""

    step: int
    phase: str
    chosen: str
    other: str
    means: dict[str, tuple[Fraction, Fraction]]
    cost: Fraction
    habit: str
    """The heuristic's choice, which a player takes when its best two are level."""


class Comparing(SearchPlayer):
    """A search player paid by ``rule`` that notes, at each choice it searches, whether the
    other rule would choose otherwise and what that choice would cost it (its own choice's
    mean less the other's, under ``rule``, in fresh worlds); it chooses exactly as
    ``SearchPlayer`` does under ``rule``."""

    def __init__(
        self, seed: int, rule: str, rules_: Mapping[str, CardSettlement], worlds: int = WORLDS
    ) -> None:
        super().__init__(seed, worlds=worlds)
        self.rule = rule
        self.other = next(name for name in rules_ if name != rule)
        self.objectives = [under(r) for r in rules_.values()]
        self.names = list(rules_)
        self.judge = SearchPlayer(derive(seed, JUDGE), worlds=worlds)
        self.paid = under(rules_[rule])
        self.choices: Counter[str] = Counter()
        self.differ: Counter[str] = Counter()
        self.cost = Fraction(0)
        self.notes: list[Note] = []

    def choose(self, state: State, legal: Mapping[Action, str]) -> Action:
        actions = list(legal)
        if len(actions) == 1:
            return actions[0]
        habit = self.heuristic.advise(state, legal)[0]
        means = dict(zip(self.names, self.values(state, actions, self.objectives), strict=True))
        mine = best(actions, means[self.rule], habit)
        theirs = best(actions, means[self.other], habit)
        phase = state.phase.value
        self.choices[phase] += 1
        if mine != theirs:
            self.differ[phase] += 1
            fresh = self.judge.values(state, [mine, theirs], [self.paid])[0]
            self.cost += fresh[mine] - fresh[theirs]
            self.notes.append(
                Note(
                    step=len(state.history),
                    phase=phase,
                    chosen=mine.text,
                    other=theirs.text,
                    means={name: (means[name][mine], means[name][theirs]) for name in self.names},
                    cost=fresh[mine] - fresh[theirs],
                    habit=habit.text,
                )
            )
        return mine


def play_batch(
    variant: str, rule: str, first: int, count: int, worlds: int = WORLDS, seed: int = SEED
) -> list[dict[str, Any]]:
    """Deals ``first`` to ``first + count - 1`` of ``variant`` played by three search players
    paid by ``rule``: a row per deal and seat. A deal thrown in is dealt again (as a table
    does, ``deal_seed(seed, k, attempt)``) until one is played."""
    return play_noted(variant, rule, first, count, worlds, seed)[0]


def play_noted(
    variant: str, rule: str, first: int, count: int, worlds: int = WORLDS, seed: int = SEED
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]]:
    """``play_batch``'s rows, with a row per choice at which the other rule would have
    chosen otherwise (``choice_row``) and the record of each deal played (``record_row``)."""
    table = paid(variant)
    ruleset = rules.get(variant, (f"card_settlement={table[rule].value}",))
    seats = ruleset.options.seats
    rows: list[dict[str, Any]] = []
    noted: list[dict[str, Any]] = []
    records: list[dict[str, Any]] = []
    for k in range(first, first + count):
        dealer = k % seats
        for attempt in range(100):
            seed_k = deal_seed(seed, k, attempt)
            players = [Comparing(bot_seed(seed_k, s), rule, table, worlds) for s in range(seats)]
            state = run(deal(ruleset, seed_k, dealer), players)
            if not state.redealt:
                break
        else:  # pragma: no cover (a hundred deals thrown in a row)
            raise RuntimeError(f"{variant} deal {k} was thrown in a hundred times")
        points = points_by_seat(state)
        worth = {name: under(r) for name, r in table.items()}
        for s in state.seats:
            player = players[s]
            rows.append(
                {
                    "variant": variant,
                    "rule": rule,
                    "deal": k,
                    "attempt": attempt,
                    "seat": s,
                    "position": (s - dealer) % seats,
                    "declarer": int(state.declarer == s),
                    "card_points": float(points[s]),
                    **{
                        f"net_{name}": float(objective(state, s))
                        for name, objective in worth.items()
                    },
                    "choices": sum(player.choices.values()),
                    "differ": sum(player.differ.values()),
                    "choices_play": player.choices["play"],
                    "differ_play": player.differ["play"],
                    "cost": float(player.cost),
                }
            )
            noted += [choice_row(variant, rule, k, s, note) for note in player.notes]
        records.append(record_row(variant, rule, k, attempt, seed_k, state))
    return rows, noted, records


def choice_row(variant: str, rule: str, deal_: int, seat: int, note: Note) -> dict[str, Any]:
    """A differing choice as a row: where it was, the two actions, the worlds' means of the
    two under each rule (``exact_chosen``, ``exact_other``, ``bands_chosen``, ...) and the
    re-measured cost, rounded to 1e-6 (exact for means over 64 worlds of whole points),
    and whether each of the two is the heuristic's choice (``habit``: chosen, other or none)."""
    return {
        "variant": variant,
        "rule": rule,
        "deal": deal_,
        "seat": seat,
        "step": note.step,
        "phase": note.phase,
        "chosen": note.chosen,
        "other": note.other,
        **{
            f"{name}_{which}": round(float(pair[i]), 6)
            for name, pair in note.means.items()
            for i, which in enumerate(("chosen", "other"))
        },
        "cost": round(float(note.cost), 6),
        "habit": "chosen"
        if note.habit == note.chosen
        else "other"
        if note.habit == note.other
        else "none",
    }


def record_row(
    variant: str, rule: str, deal_: int, attempt: int, seed: int, state: State
) -> dict[str, Any]:
    """The deal as played, compactly: its dealer, the cards as dealt (a seat's cards joined
    by spaces, seats by ``|``), the talon and every action (joined by ``|``); with the rule
    set and rule, ``Record`` rebuilds from it (``record``)."""
    return {
        "variant": variant,
        "rule": rule,
        "deal": deal_,
        "attempt": attempt,
        "seed": seed,
        "dealer": state.dealer,
        "hands": "|".join(" ".join(card.code for card in hand) for hand in state.dealt),
        "talon": " ".join(card.code for card in state.talon),
        "actions": "|".join(action.text for action in state.history),
    }


def record(row: Mapping[str, Any]) -> Record:
    """The game record of a ``record_row``: the viewer opens it; replayed, it is the deal."""
    table = paid(str(row["variant"]))
    ruleset = rules.get(str(row["variant"]), (f"card_settlement={table[str(row['rule'])].value}",))
    talon = row["talon"]
    return Record(
        variant=ruleset.id,
        options=rules.changed_options(ruleset),
        seats=list(SEAT_NAMES[: ruleset.options.seats]),
        dealer=int(row["dealer"]),
        hands=str(row["hands"]).split("|"),
        talon="" if not isinstance(talon, str) else talon,
        actions=str(row["actions"]).split("|"),
        players=["search"] * 3,
        seed=int(row["seed"]),
    )


Task = tuple[str, str, int, int, int, int]
"""A batch: rule set, rule, first deal, deals, worlds, seed."""


def tasks(
    deals: int = DEALS,
    worlds: int = WORLDS,
    variants: Sequence[str] = VARIANTS,
    seed: int = SEED,
) -> list[Task]:
    """The batches of the study: (rule set, rule, first deal, deals, worlds, seed)."""
    return [
        (variant, rule, first, min(BATCH, deals - first), worlds, seed)
        for variant in variants
        for rule in ("exact", "bands")
        for first in range(0, deals, BATCH)
    ]


def make(
    out: Path = DATA,
    deals: int = DEALS,
    workers: int | None = None,
    address: str | None = None,
    worlds: int = WORLDS,
    variants: Sequence[str] = VARIANTS,
    seed: int = SEED,
    command: str = COMMAND,
    noted: bool = False,
    deals_by: Mapping[str, int] | None = None,
    extra: Mapping[str, Any] | None = None,
) -> None:
    """Play the study on this machine's cores (``workers``, at most all of them) or on the
    Dask cluster at ``address``, and write ``rows.csv.gz`` and ``about.json`` to ``out``
    (``noted``: also ``choices.csv.gz``, a row per differing choice, and ``records.csv.gz``,
    a row per deal played; ``deals_by``: a number of deals for each rule set instead of
    ``deals``; ``extra``: more for the sidecar). Each batch is kept under ``out/batches``
    as it comes back, so a run stopped half way goes on where it stopped (the batches kept
    are not played again; their time is not counted again either, so ``seconds`` is this
    run's)."""
    kept = out / "batches"
    kept.mkdir(parents=True, exist_ok=True)
    counts = {variant: (deals_by or {}).get(variant, deals) for variant in variants}
    todo = [
        task for variant in variants for task in tasks(counts[variant], worlds, (variant,), seed)
    ]
    parts = ("rows", "choices", "records") if noted else ("rows",)

    def path(task: Task, part: str = "rows") -> Path:
        variant, rule, first, count, _, _ = task
        suffix = "" if part == "rows" else f".{part}"
        return kept / f"{variant}.{rule}.{first}.{count}{suffix}.csv"

    left = [task for task in todo if not path(task).exists()]
    started = time.time()
    spent: dict[str, float] = {}
    with ExitStack() as stack:
        executor: Executor
        if address is None:
            executor = stack.enter_context(ProcessPoolExecutor(min(workers or cores(), cores())))
        else:
            executor = stack.enter_context(connect(address)).executor
        play = _timed_noted if noted else _timed
        futures = {executor.submit(play, *task): task for task in left}
        for number, future in enumerate(as_completed(futures), 1):
            task = futures[future]
            seconds, made = future.result()
            spent[task[0]] = spent.get(task[0], 0.0) + seconds
            # the rows last: a batch counts as kept once its rows are
            for part, found in reversed(list(zip(parts, made, strict=True))):
                final = path(task, part)
                text = pd.DataFrame(found).to_csv(index=False) if found else ""
                final.with_suffix(".part").write_text(text)
                final.with_suffix(".part").rename(final)  # whole or not at all
            print(f"\r{number}/{len(left)} batches", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    for part in parts:
        frames = [
            pd.read_csv(path(task, part)) for task in todo if path(task, part).stat().st_size
        ]
        pd.concat(frames, ignore_index=True).to_csv(out / f"{part}.csv.gz", index=False)
    for task in todo:
        for part in parts:
            path(task, part).unlink()
    kept.rmdir()
    info: dict[str, Any] = {
        "command": command,
        "module": "python -m sitegen.study",
        "version": tarock.__version__,
        "seed": seed,
        "variants": list(variants),
        "deals": counts[variants[0]] if deals_by is None else dict(counts),
        "rules": {v: {name: r.value for name, r in paid(v).items()} for v in variants},
        "search": {"worlds": worlds, "rollouts": 1, "policy": "heuristic", "budget": None},
        "compiled": fast.available(),
        "batch": BATCH,
        "where": address or f"{min(workers or cores(), cores())} processes on this machine",
        "seconds": round(time.time() - started, 1),
    }
    if deals_by is not None:
        info["core_seconds"] = {variant: round(spent.get(variant, 0.0), 1) for variant in variants}
    info |= dict(extra or {})
    sidecar.write(out, info)


def _timed(*task: Any) -> tuple[float, tuple[list[dict[str, Any]]]]:
    """``play_batch(*task)`` and the seconds it took where it ran."""
    started = time.perf_counter()
    rows = play_batch(*task)
    return time.perf_counter() - started, (rows,)


def _timed_noted(*task: Any) -> tuple[float, tuple[list[dict[str, Any]], ...]]:
    """``play_noted(*task)`` and the seconds it took where it ran."""
    started = time.perf_counter()
    made = play_noted(*task)
    return time.perf_counter() - started, made


# -- reading ---------------------------------------------------------------------------------


def about(folder: Path = DATA) -> dict[str, Any]:
    """The sidecar of the committed study."""
    return sidecar.read(folder)


@cache
def data(folder: Path = DATA) -> pd.DataFrame:
    """The committed rows."""
    return pd.read_csv(folder / "rows.csv.gz")


def band(points: pd.Series) -> pd.Series:
    """The band of each card-point total: its distance from 26 rounded to the nearest
    five (24 to 28: 0; 29 to 33: 5; ...), as ``tarock.scoring.settlement.banded``."""
    return 5 * ((2 * (points - 26) + 5) // 10)


def above_edge(points: pd.Series) -> pd.Series:
    """How far each total lies above the lower edge of its band, 0 to 5: a total just
    past an edge (29, 34, 24) is near 0, one just short of the next band near 5."""
    return (points - 26 + 2.5) % 5


def banded_payment(rows: pd.DataFrame) -> pd.Series:
    """Each seat's card-point payment settled in bands: its net in bands less its net
    exactly (all else is the same), plus its exact card-point payment (points - 26)."""
    return rows["net_bands"] - rows["net_exact"] + rows["card_points"] - 26


MEASURES: Final = {
    "nothing": "share of rounded seats in the band that pays nothing (24 to 28)",
    "edge": "distance of a rounded seat's total above its band's lower edge (0 to 5)",
    "spread": "distance of a seat's card points from 26",
    "paid": "size of a seat's card-point payment, settled in bands (game points)",
}
"""The outcome measures, paired deal by deal and seat by seat (bands less exact)."""
SHORT: Final = {
    "nothing": "in the band that pays nothing",
    "edge": "above the band's lower edge",
    "spread": "distance from 26",
    "paid": "card-point payment",
}
"""The measures in a word or two, for the table of answers."""
SPEC: Final = {"nothing": ".1%", "edge": ".2f", "spread": ".2f", "paid": ".2f"}
"""How each measure is written."""


@dataclass(frozen=True)
class Outcomes:
    """One rule set's study: how often the choice differs, what the other choice would
    cost, and the outcome measures under each rule's play with their paired changes."""

    variant: str
    deals: int
    choices: int
    differ: Interval
    differ_play: Interval
    cost: Interval
    """Game points per deal and seat that the other rule's choices would cost a player,
    measured in fresh worlds (both runs together)."""
    under: dict[str, dict[str, Interval]]
    """For each measure, its value under each rule's play."""
    change: dict[str, Interval]
    """For each measure, bands less exact, paired."""

    @property
    def moved(self) -> list[str]:
        """The measures whose paired change is clear of zero."""
        return [name for name, item in self.change.items() if not item.contains(0)]


def outcomes(variant: str, frame: pd.DataFrame | None = None) -> Outcomes:
    """The ``Outcomes`` of ``variant`` from the committed rows (or ``frame``)."""
    every = data() if frame is None else frame
    rows = every[every["variant"] == variant]
    by = {
        rule: rows[rows["rule"] == rule].sort_values(["deal", "seat"]).reset_index(drop=True)
        for rule in ("exact", "bands")
    }
    rounded = {rule: frame_["position"] != 1 for rule, frame_ in by.items()}
    values = {
        "nothing": {r: (band(f["card_points"]) == 0).where(rounded[r]) for r, f in by.items()},
        "edge": {r: above_edge(f["card_points"]).where(rounded[r]) for r, f in by.items()},
        "spread": {r: (f["card_points"] - 26).abs() for r, f in by.items()},
        "paid": {r: banded_payment(f).abs() for r, f in by.items()},
    }
    under_: dict[str, dict[str, Interval]] = {}
    change: dict[str, Interval] = {}
    for name, per_rule in values.items():
        under_[name] = {
            r: share_interval(v.dropna().astype(bool))
            if name == "nothing"
            else mean_interval(v.dropna().astype(float))
            for r, v in per_rule.items()
        }
        paired = (per_rule["bands"].astype(float) - per_rule["exact"].astype(float)).dropna()
        change[name] = mean_interval(paired)
    return Outcomes(
        variant=variant,
        deals=int(rows["deal"].nunique()),
        choices=int(rows["choices"].sum()),
        differ=_ratio(rows["differ"], rows["choices"]),
        differ_play=_ratio(rows["differ_play"], rows["choices_play"]),
        cost=mean_interval(rows["cost"].astype(float)),
        under=under_,
        change=change,
    )


def _ratio(part: pd.Series, whole: pd.Series) -> Interval:
    """The share ``sum(part) / sum(whole)`` of choices, with a Wilson interval that treats
    the choices as independent (a choice's neighbours in a deal are not, so read it as a
    little narrow)."""
    return wilson(int(part.sum()), int(whole.sum()))


def verdict(result: Outcomes) -> str:
    """``changes``, ``does not change`` or ``not settled``, by the criteria stated in the
    module's docstring."""
    if result.differ.above(DIFFER_FLOOR) and result.moved:
        return "changes"
    if result.differ.below(DIFFER_FLOOR) or (not result.moved and result.cost.below(COST_FLOOR)):
        return "does not change"
    return "not settled"


# -- the answer in words ---------------------------------------------------------------------

VERDICTS: Final = {
    "changes": "the rule changes the play",
    "does not change": "the rule does not change the play",
    "not settled": "this run does not settle it",
}


def name(variant: str) -> str:
    """A rule set's title without its date."""
    return rules.get(variant).title.split(" (")[0]


def answer(folder: Path = DATA) -> str:
    """A Markdown table, a row per rule set: the verdict, how often the choice differs,
    what the other rule's choices cost, and which outcomes moved (the notebook has the
    share in card play alone)."""
    frame = data(folder)
    pct = ".1%"
    lines = [
        "| Rule set | Answer | Choices that differ | Cost of the other rule's choices,"
        " game points a deal | Outcomes that moved |",
        "|---|---|--:|--:|---|",
    ]
    for variant in VARIANTS:
        if not (frame["variant"] == variant).any():
            continue
        result = outcomes(variant, frame)
        moved = ", ".join(
            f"{SHORT[name]}: {result.change[name].format(SPEC[name], signed=True)}"
            for name in result.moved
        )
        lines.append(
            f"| {name(variant)} | {VERDICTS[verdict(result)]} | {result.differ.format(pct)}"
            f" | {result.cost.format('.2f')}"
            f" | {moved or 'none'} |"
        )
    return "\n".join(lines)


def measures(variant: str, folder: Path = DATA) -> str:
    """A Markdown table of one rule set's outcome measures under each rule's play."""
    result = outcomes(variant, data(folder))
    lines = ["| Measure | Paid exactly | Paid in bands | Bands less exact |", "|---|--:|--:|--:|"]
    for name, words in MEASURES.items():
        spec = SPEC[name]
        under_ = result.under[name]
        lines.append(
            f"| {words} | {under_['exact'].format(spec)} | {under_['bands'].format(spec)}"
            f" | {result.change[name].format(spec, signed=True)} |"
        )
    return "\n".join(lines)


def criteria() -> str:
    """The criteria stated before the run, in words (from the module's own figures)."""
    return (
        "**The rule changes the play** in a rule set if the players paid the two ways"
        f" choose differently at more than {DIFFER_FLOOR:.0%} of their choices (the whole"
        " 95% interval above it) *and* at least one of the four outcomes below moves (its"
        " paired interval clear of zero). **It does not** if they differ at fewer than"
        f" {DIFFER_FLOOR:.0%} of their choices, or if no outcome moves and the other"
        " rule's choices would cost a player, measured in fresh worlds, less than"
        f" {COST_FLOOR} game points a deal. Anything else this run does not settle. Four"
        " measures in four rule sets make sixteen intervals, and about one interval in"
        " twenty misses zero by chance alone: a single measure that moved is weak"
        " evidence, so the table names it."
    )


def lead(folder: Path = DATA) -> str:
    """One sentence: the verdict in each rule set."""
    frame = data(folder)
    found: dict[str, list[str]] = {}
    for variant in VARIANTS:
        found.setdefault(verdict(outcomes(variant, frame)), []).append(name(variant))
    parts = [f"{VERDICTS[key]} in {_listed(names)}" for key, names in found.items()]
    deals = about(folder)["deals"]
    return (
        f"Played by search players on the same {deals:,} deals per rule set, paid exactly"
        f" or in bands: {'; '.join(parts)}."
    )


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def method(folder: Path = DATA) -> str:
    """How the study was made, from its ``about.json``."""
    info = about(folder)
    search = info["search"]
    minutes = info["seconds"] / 60
    return (
        f"The study was played by `{info['command']}` (`{info['module']}`) with seed"
        f" {info['seed']}, package version {info['version']}, Python {info['python']}:"
        f" {info['deals']:,} deals per rule set under each rule, three search players at"
        f" the table, {search['worlds']} sampled worlds a choice, each action played out"
        f" once in each with {search['policy']} bots, no time limit"
        f" ({'the compiled core' if info['compiled'] else 'the Python engine'} playing the"
        f" rollouts; {info['where']}, {minutes:.0f} minutes). A test replays a sample of"
        " the deals through the package and checks that they come out the same."
    )


def main(argv: Sequence[str] = ()) -> None:
    """``python -m sitegen.study [--deals N] [--workers N | --cluster ADDRESS] [FOLDER]``."""
    parser = argparse.ArgumentParser(prog="python -m sitegen.study")
    parser.add_argument("--deals", type=int, default=DEALS)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--worlds", type=int, default=WORLDS, help="a smaller trial run")
    parser.add_argument("--cluster", metavar="ADDRESS", help="a Dask scheduler, or 'local'")
    parser.add_argument("folder", nargs="?", type=Path, default=DATA)
    args = parser.parse_args(list(argv))
    if min(args.deals, args.worlds, args.workers or 1) < 1:
        parser.error("--deals, --worlds and --workers take a whole number of 1 or more")
    try:
        make(args.folder, args.deals, args.workers, args.cluster, args.worlds)
    except ClusterError as error:
        parser.exit(2, f"{parser.prog}: error: {error}\n")


if __name__ == "__main__":  # pragma: no cover
    main(sys.argv[1:])
