"""'What would you play?' puzzles: moments of simulated deals where one card is clearly best.

A deal is played by heuristic players; at each card to play with three or more legal
cards (not in the first or last tricks) the search player values every legal card twice,
with independent seeds and ``WORLDS`` worlds each. The moment is a puzzle when both runs
pick the same card and, in each run, it beats the next best by at least ``MARGIN`` game
points, and the open-hand solver (``tarock.analysis.solver``, every hand shown, for the net:
the game points the puzzle asks about) does not find another card better where the
position is within its reach (``verdict``). The values are costly, so ``make puzzles``
writes them to ``findings/puzzles/`` with a sidecar (command, version, seeds, settings,
cost), and the site reads that file.

Run ``python -m sitegen.puzzles`` (``--quick`` for a small check run, ``--verdicts`` to
put the stored puzzles to the solver again without finding them anew).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator, Mapping
from dataclasses import asdict, dataclass, replace
from html import escape
from typing import Final

from sitegen import ROOT
from sitegen.teach_html import answer_data, card_buttons, feedback, play_link, played
from tarock import __version__, rules
from tarock.analysis.solver import OutOfReach, solve
from tarock.cards import ordered, parse
from tarock.engine.actions import Action, card_of
from tarock.engine.legal import legal_actions
from tarock.engine.loop import run
from tarock.engine.phases import Phase
from tarock.engine.seats import SEAT_NAMES
from tarock.engine.state import State, deal
from tarock.players.heuristic import HeuristicPlayer
from tarock.scoring.counting import points_by_seat, side_points
from tarock.scoring.settlement import Amount
from tarock.search.player import SearchPlayer, net
from tarock.text.explain import label

WORLDS = 400
"""Worlds each of the two runs deals per puzzle."""
MARGIN = 5
"""Game points by which the best card must beat the next best, in both runs."""
PER_VARIANT = 4
"""Puzzles kept per rule set."""
FIRST_SEED = 1
"""Deals are tried from this seed up."""
RUN_SEEDS = (101, 202)
"""The search player's seeds for the two independent runs."""
SOLVER_TRICKS = 12
"""Positions with at most this many tricks to play are put to the open-hand solver."""
SOLVER_LIMIT = 30_000_000
"""The positions the solver may visit for a puzzle (the compiled core: some seconds)."""
VERDICTS: Final = ("proven", "level", "beyond", "contradicted")
"""What the solver says of a puzzle's answer (``verdict``)."""
DATA = ROOT / "findings" / "puzzles"
PUZZLES = DATA / "puzzles.json"
SIDECAR = DATA / "puzzles.meta.json"


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: the moment, the seat to move, and each legal card's values in both runs."""

    variant: str
    seed: int
    position: str
    seat: str
    trick: int
    """The number of the trick being played."""
    values: dict[str, tuple[float, float]]
    """Card code -> mean net game points in the first and second run."""
    points: dict[str, float]
    """Card code -> mean card points of the seat's side at the end, in the first run."""
    best: str
    margin: float
    """The smaller of the two runs' leads of the best card over the next best."""
    solver: str = "beyond"
    """What the open-hand solver says of ``best`` (``verdict``)."""


def side_card_points(state: State, seat: int) -> Amount:
    """The card points of ``seat``'s side at the end of a deal (its own pile without a
    declarer)."""
    if state.declarer >= 0 and state.tricks:
        ours, theirs = side_points(state)
        return ours if seat == state.declarer else theirs
    return points_by_seat(state)[seat]


def moments(variant: str, seed: int) -> Iterator[State]:
    """The card plays of a deal played by heuristic players worth asking about: three or
    more legal cards, after the first three tricks and before the last three."""
    state = deal(rules.get(variant), seed)
    bots = [HeuristicPlayer(seed * 10 + seat) for seat in range(state.options.seats)]
    last = state.last_trick

    def ask(state: State, legal: Mapping[Action, str]) -> bool:
        return state.phase is Phase.PLAY and 3 < len(state.tricks) < last - 3 and len(legal) >= 3

    while not run(state, bots, stop=ask).is_over:
        yield state.copy()
        state.push(bots[state.to_move].choose(state, legal_actions(state)))


def valued(state: State, run_seed: int, worlds: int) -> dict[str, float]:
    """Each legal card's mean net game points over ``worlds`` worlds (the compiled core plays
    the rollouts where it is built)."""
    actions: list[Action] = list(legal_actions(state))
    means = SearchPlayer(run_seed, worlds=worlds).values(state, actions, (net,))[0]
    return {_code(a): float(means[a]) for a in actions}


def card_points_of(state: State, run_seed: int, worlds: int) -> dict[str, float]:
    """Each legal card's mean card points of the seat's side, in the same worlds and
    rollouts as ``valued`` with the same seed (played by the Python engine)."""
    actions: list[Action] = list(legal_actions(state))
    player = SearchPlayer(run_seed, worlds=worlds)
    means = player.values(state, actions, (net, side_card_points))[1]
    return {_code(a): float(means[a]) for a in actions}


def _code(action: Action) -> str:
    card = card_of(action)
    if card is None:
        raise ValueError(f"not a card played: {action}")
    return card.code


def lead(values: dict[str, float]) -> tuple[str, float]:
    """The best card and its lead over the next best."""
    ranked = sorted(values, key=values.__getitem__, reverse=True)
    return ranked[0], values[ranked[0]] - values[ranked[1]]


def verdict(position: str, best: str) -> str:
    """What the open-hand solver says of the card ``best`` at ``position``, every hand shown,
    for the net (the paranoid value: the others playing against the seat to move):
    ``"proven"``, best and better than some other card; ``"level"``, every card as good;
    ``"contradicted"``, another card better; ``"beyond"``, more than ``SOLVER_TRICKS``
    tricks to play or more than ``SOLVER_LIMIT`` positions to search."""
    state = State.from_position(position)
    if state.last_trick - len(state.tricks) > SOLVER_TRICKS:
        return "beyond"
    try:
        solution = solve(state, "net", limit=SOLVER_LIMIT)
    except OutOfReach:
        return "beyond"
    values = {_code(choice.action): choice.value for choice in solution.choices}
    if values[best] < max(values.values()):
        return "contradicted"
    return "level" if values[best] == min(values.values()) else "proven"


def judge(state: State, variant: str, seed: int, worlds: int) -> Puzzle | None:
    """The puzzle at ``state``, or None when the two runs disagree, the margin is short or
    the open-hand solver finds another card better (``verdict``)."""
    first, second = (valued(state, run_seed, worlds) for run_seed in RUN_SEEDS)
    best1, lead1 = lead(first)
    best2, lead2 = lead(second)
    margin = min(lead1, lead2)
    if best1 != best2 or margin < MARGIN:
        return None
    said = verdict(state.position(), best1)
    if said == "contradicted":
        return None
    points = card_points_of(state, RUN_SEEDS[0], worlds)
    return Puzzle(
        variant=variant,
        seed=seed,
        position=state.position(),
        seat=SEAT_NAMES[state.to_move],
        trick=len(state.tricks) + 1,
        values={code: (round(first[code], 3), round(second[code], 3)) for code in first},
        points={code: round(points[code], 3) for code in points},
        best=best1,
        margin=round(margin, 3),
        solver=said,
    )


def find(variant: str, count: int, worlds: int, log: bool = True) -> tuple[list[Puzzle], int]:
    """``count`` puzzles of ``variant`` (at most one a deal), and the last seed tried."""
    found: list[Puzzle] = []
    seed = FIRST_SEED
    while len(found) < count:
        for state in moments(variant, seed):
            puzzle = judge(state, variant, seed, worlds)
            if puzzle is not None:
                found.append(puzzle)
                if log:
                    print(f"{variant} seed {seed}: {puzzle.best} by {puzzle.margin}", flush=True)
                break
        seed += 1
    return found, seed - 1


def load() -> list[Puzzle]:
    """The stored puzzles."""
    data = json.loads(PUZZLES.read_text(encoding="utf-8"))
    return [
        Puzzle(
            **{
                **item,
                "values": {k: tuple(v) for k, v in item["values"].items()},
            }
        )
        for item in data
    ]


def main(argv: list[str] | None = None) -> int:
    """Find the puzzles of every rule set (or of those named) and write them with their
    sidecar; the other rule sets' stored puzzles are kept."""
    parser = argparse.ArgumentParser(prog="python -m sitegen.puzzles")
    parser.add_argument("--quick", action="store_true", help="a small check run, not written")
    parser.add_argument("--variant", action="append", choices=rules.ids(), help="only these")
    parser.add_argument(
        "--verdicts", action="store_true", help="only put the stored puzzles to the solver again"
    )
    given = sys.argv[1:] if argv is None else argv
    args = parser.parse_args(given)
    if args.verdicts:
        again = [replace(p, solver=verdict(p.position, p.best)) for p in load()]
        PUZZLES.write_text(json.dumps([asdict(p) for p in again], indent=1) + "\n", "utf-8")
        print(", ".join(f"{n} {p.solver}" for n, p in enumerate(again, start=1)))
        return 0
    worlds, count = (6, 1) if args.quick else (WORLDS, PER_VARIANT)
    variants = args.variant or rules.ids()
    stored = PUZZLES.exists() and SIDECAR.exists() and args.variant
    puzzles = [p for p in load() if p.variant not in variants] if stored else []
    meta = json.loads(SIDECAR.read_text(encoding="utf-8")) if stored else {}
    seeds: dict[str, list[int]] = meta.get("deal_seeds", {})
    seconds: dict[str, int] = meta.get("seconds", {})
    for variant in variants:
        start = time.perf_counter()
        found, last = find(variant, count, worlds)
        puzzles += found
        seeds[variant] = [FIRST_SEED, last]
        seconds[variant] = round(time.perf_counter() - start)
    if args.quick:
        print(f"{len(puzzles)} puzzles in {sum(seconds.values())} s (not written)")
        return 0
    puzzles.sort(key=lambda p: (rules.ids().index(p.variant), p.seed))
    DATA.mkdir(parents=True, exist_ok=True)
    PUZZLES.write_text(json.dumps([asdict(p) for p in puzzles], indent=1) + "\n", "utf-8")
    sidecar = {
        "command": "make puzzles" + (f" ARGS='{' '.join(given)}'" if given else ""),
        "version": __version__,
        "python": sys.version.split()[0],
        "deal_seeds": {v: seeds[v] for v in rules.ids() if v in seeds},
        "search_seeds": list(RUN_SEEDS),
        "worlds": WORLDS,
        "rollouts": 1,
        "policy": "heuristic",
        "margin": MARGIN,
        "per_variant": PER_VARIANT,
        "solver": {"objective": "net", "tricks": SOLVER_TRICKS, "limit": SOLVER_LIMIT},
        "seconds": {v: seconds[v] for v in rules.ids() if v in seconds},
    }
    SIDECAR.write_text(json.dumps(sidecar, indent=1) + "\n", "utf-8")
    print(f"{len(puzzles)} puzzles written to {PUZZLES} in {sum(seconds.values())} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


# -- the pages ------------------------------------------------------------------------------


def mean(pair: tuple[float, float]) -> float:
    """The mean of the two runs' values."""
    return (pair[0] + pair[1]) / 2


def ranked(puzzle: Puzzle) -> list[str]:
    """The legal cards, best first (by the mean of the two runs)."""
    return sorted(puzzle.values, key=lambda code: mean(puzzle.values[code]), reverse=True)


def comparison(puzzle: Puzzle, code: str) -> str:
    """How the card ``code`` compares with the best, in game points and card points."""
    best = puzzle.best
    games = mean(puzzle.values[best]) - mean(puzzle.values[code])
    points = puzzle.points[best] - puzzle.points[code]
    card, top = _label(puzzle, code), _label(puzzle, best)
    if code == best:
        second = ranked(puzzle)[1]
        lead = mean(puzzle.values[best]) - mean(puzzle.values[second])
        more = puzzle.points[best] - puzzle.points[second]
        return (
            f"{card} is the best card: {lead:.1f} game points a deal better on average than"
            f" the next best, {_label(puzzle, second)}, with {_signed(more)} card points for your"
            " side."
        )
    return (
        f"{card} is worth {games:.1f} game points a deal less on average than {top}, the best"
        f" card, with {_signed(-points)} card points for your side against it."
    )


def _label(puzzle: Puzzle, code: str) -> str:
    return label(parse(code), rules.VARIANTS[puzzle.variant].names)


def _signed(value: float) -> str:
    return f"{value:+.1f}".replace("-", "\u2212")


def explanation(puzzle: Puzzle) -> str:
    """The answer in words: the best card, what it wins or saves, and the margin."""
    second = ranked(puzzle)[1]
    best = mean(puzzle.values[puzzle.best])
    return (
        f"Play {_label(puzzle, puzzle.best)}. Over {WORLDS} deals of the unseen cards, twice, it"
        f" averages {_signed(best)} game points for you against"
        f" {_signed(mean(puzzle.values[second]))} for {_label(puzzle, second)}, the next best"
        f" (at least {puzzle.margin:.1f} better in each run), and"
        f" {puzzle.points[puzzle.best]:.1f} card points for your side against"
        f" {puzzle.points[second]:.1f}. {proof(puzzle)}"
    )


def proof(puzzle: Puzzle) -> str:
    """Whether the answer is proven by the open-hand solver or the search player's judgement
    (``Puzzle.solver``), in words."""
    card = _label(puzzle, puzzle.best)
    if puzzle.solver == "proven":
        return (
            f"Proven by the open-hand solver: with every hand shown and the others playing"
            f" against you, no card does better than {card}, and some do worse."
        )
    if puzzle.solver == "level":
        return (
            "With every hand shown every card does as well, so the answer is the search"
            " player's judgement of the cards you cannot see."
        )
    return "The answer is the search player's judgement: the position is beyond the solver's reach."


def puzzle_html(puzzle: Puzzle, number: int) -> str:
    """One puzzle as the page shows it: the trick so far, the hand to pick from, the check."""
    state = State.from_position(puzzle.position)
    seat = state.to_move
    ruleset = state.ruleset
    hand = ordered(state.hands[seat])
    data = {
        "best": puzzle.best,
        "feedback": {code: comparison(puzzle, code) for code in puzzle.values},
        "explain": explanation(puzzle),
    }
    trick = (
        played(state.trick_seats, state.trick, "The trick so far")
        if state.trick
        else "<p>You lead this trick.</p>"
    )
    link = play_link(ruleset.id, position=puzzle.position, seat=puzzle.seat)
    won = ", ".join(f"{SEAT_NAMES[s]} {n}" for s, n in enumerate(state.won) if s in state.seats)
    return "\n".join(
        [
            f"### Puzzle {number} · trick {puzzle.trick} {{ #puzzle-{number} }}",
            "",
            f'<div class="teach-exercise teach-puzzle" data-puzzle="{number}"'
            f' data-variant="{ruleset.id}" markdown="0">',
            f'<p class="teach-question">Deal no. {puzzle.seed}; {SEAT_NAMES[state.dealer]} dealt.'
            f" Tricks taken so far: {won}. You are {puzzle.seat}: which card do you play?</p>",
            f'<div class="teach-picture tarock-pictures">{trick}</div>',
            card_buttons(hand, frozenset(puzzle.values)),
            feedback(),
            f'<p class="teach-actions"><a href="{escape(link)}">Play on from here</a></p>',
            answer_data(data),
            "</div>",
            "",
        ]
    )


def page() -> str:
    """Every stored puzzle, rule set by rule set."""
    out: list[str] = []
    variant = ""
    for number, puzzle in enumerate(load(), start=1):
        if puzzle.variant != variant:
            variant = puzzle.variant
            out += [f"## {rules.VARIANTS[variant].title} {{ #{variant} }}", ""]
        out.append(puzzle_html(puzzle, number))
    return "\n".join(out)


def answer_key() -> str:
    """Each puzzle's answer in words."""
    lines = ["| Puzzle | Rule set | Answer |", "| ---: | --- | --- |"]
    for number, puzzle in enumerate(load(), start=1):
        title = rules.VARIANTS[puzzle.variant].title
        lines.append(
            f"| [{number}](puzzles.md#puzzle-{number}) | {title} | {explanation(puzzle)} |"
        )
    return "\n".join(lines)


def settings() -> str:
    """How the puzzles were found, from their sidecar."""
    meta = json.loads(SIDECAR.read_text(encoding="utf-8"))
    return (
        f"Each position comes from a deal played by the package's heuristic players. The search"
        f" player valued every legal card in {meta['worlds']} deals of the cards it cannot see,"
        f" twice, with independent seeds ({', '.join(map(str, meta['search_seeds']))}); a"
        f" position is a puzzle only when both runs pick the same card and, in each, it beats"
        f" the next best by at least {meta['margin']} game points. The values are stored in"
        f" `findings/puzzles/` with the command (`{meta['command']}`), the package version"
        f" ({meta['version']}) and the seconds each rule set took. {proven()}"
    )


def _numbers(numbers: list[str]) -> str:
    """"puzzle 3", "puzzles 1, 4 and 17" or "no puzzle"."""
    if not numbers:
        return "no puzzle"
    if len(numbers) == 1:
        return f"puzzle {numbers[0]}"
    return f"puzzles {', '.join(numbers[:-1])} and {numbers[-1]}"


def proven() -> str:
    """Which puzzles' answers the open-hand solver proves, and which are the search player's
    judgement."""
    stored = list(enumerate(load(), start=1))
    ours = [str(n) for n, p in stored if p.solver == "proven"]
    level = [str(n) for n, p in stored if p.solver == "level"]
    said = (
        f"Where at most {SOLVER_TRICKS} tricks are left to play, the open-hand solver"
        " (every hand shown, the others playing against you, for the game points) checked the"
        " answer too, and a position where it found another card better was not taken."
        f" It proves the answers of {_numbers(ours)}"
    )
    if level:
        said += f"; in {_numbers(level)} every card does as well with every hand shown"
    return said + "; the other answers are the search player's judgement alone."
