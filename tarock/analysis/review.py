"""A finished deal looked back on: every card of its last tricks against the best card,
every hand shown (the solver's paranoid value, ``tarock.analysis.solver``).

``analyse(record)`` replays a record and, for each card played in its last ``tricks``
tricks, solves the position before it (from the end backwards, as far as the solver answers
within its limit): the value of the card played, of the best card, what it cost, and a
line for a reader naming what the card lost and the card that kept it, e.g. "♥K lost the
King ultimo: XXI kept it". The cards are named by ``label`` (pass the pages' naming,
``tarock.text.explain.label`` with the rule set's names: the analysis does not import the
words; without it a card is named in plain English).

Examples:
    >>> from tarock import rules
    >>> from tarock.play import play_deal
    >>> from tarock.text.explain import label
    >>> ruleset = rules.get("grosstarock")
    >>> record = play_deal(ruleset, "heuristic", seed=3).record
    >>> table = analyse(record, tricks=2, label=lambda card: label(card, ruleset.names))
    >>> print(table[["trick", "player", "played", "value", "best", "cost"]].to_string(index=False))
     trick player played  value  best  cost
        24      A   XIII    -11  XIII     0
        24      B     ♠C     21    ♠C     0
        24      C    XIX    -31 Pagat    21
        25      C  Pagat    -31 Pagat     0
        25      A   XVII      0  XVII     0
        25      B     ♥Q     31    ♥Q     0
    >>> table.words[2]
    'XIX lost the Pagat ultimo: Pagat kept it'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from tarock.analysis.solver import LIMIT, TABLE, Choice, OutOfReach, Solution, solve
from tarock.cards import Card
from tarock.engine.actions import Action, Play
from tarock.engine.state import State
from tarock.fast import solver as compiled_solver
from tarock.play import replay
from tarock.records import Record
from tarock.results import pots_in, recorded_ruleset, start
from tarock.rules.ruleset import Names
from tarock.scoring.settlement import Amount, Kind, Pot, settle
from tarock.search.player import founded_pots

if TYPE_CHECKING:
    import pandas as pd

Label = Callable[[Card], str]
"""How a card is named for a reader."""


def plain(card: Card) -> str:
    """A card in plain English (``Card.name``): the default ``label``."""
    return card.name


REACH: Final = 8
"""The last tricks a deal's analysis looks back over by default with the compiled core (a
deal analyses in about a second or two)."""
REACH_PYTHON: Final = 4
"""The same through the Python engine (which searches some fifty times slower)."""


def reach(state: State) -> int:
    """The last tricks to analyse of the deal of ``state`` by default: ``REACH`` where the
    compiled core solves its rule set, else ``REACH_PYTHON``."""
    return REACH if compiled_solver.unsupported(state) is None else REACH_PYTHON


COLUMNS = (
    "trick",
    "seat",
    "player",
    "played",
    "value",
    "best",
    "best_value",
    "cost",
    "words",
)
"""The table's columns: the trick's number, the seat and its player's name, the card played
and its value, the best card and its value, what the card cost (best less played, 0 at
best), and the words for a reader."""


@dataclass(frozen=True)
class Step:
    """One card of a recorded deal, solved: the state before it and the solution there."""

    state: State
    played: Action
    solution: Solution
    index: int = 0
    """The number of the record's actions before the card (the step a viewer shows)."""


def steps(
    record: Record,
    tricks: int = 4,
    *,
    objective: str = "net",
    limit: int = LIMIT,
    table: int = TABLE,
    compiled: bool | None = None,
) -> list[Step]:
    """Each card played in the record's last ``tricks`` tricks, solved, in the order played:
    from the end backwards while the solver answers within ``limit``."""
    result = replay(record)
    pots = pots_in(record)
    state = start(record)
    first = state.last_trick - tricks + 1
    positions: list[tuple[int, State, Action]] = []
    for index, step in enumerate(result.steps):
        if isinstance(step.action, Play) and len(state.tricks) + 1 >= first:
            positions.append((index, state.copy(), step.action))
        state.push(step.action)
    found: list[Step] = []
    for index, before, action in reversed(positions):
        try:
            solution = solve(
                before, objective, limit=limit, pots=pots, table=table, compiled=compiled
            )
        except OutOfReach:
            break
        found.append(Step(before, action, solution, index))
    return found[::-1]


def analyse(
    record: Record,
    tricks: int = 4,
    *,
    objective: str = "net",
    limit: int = LIMIT,
    table: int = TABLE,
    compiled: bool | None = None,
    label: Label = plain,
) -> pd.DataFrame:
    """The table of ``steps`` (``COLUMNS``), a row per card, amounts as the settlement
    pays them; ``label`` names the cards."""
    import pandas as pd  # only here: the solver itself needs no pandas

    names = recorded_ruleset(record).names
    rows = [
        row(step, record, objective, label, names)
        for step in steps(
            record, tricks, objective=objective, limit=limit, table=table, compiled=compiled
        )
    ]
    return pd.DataFrame(rows, columns=list(COLUMNS))


def row(step: Step, record: Record, objective: str, label: Label, names: Names) -> dict[str, Any]:
    """One row of the table (``COLUMNS``) for ``step``, a card of ``record``."""
    state, solution = step.state, step.solution
    played = _choice(solution, step.played)
    best = solution.best
    if played.value == best.value:
        best = played  # the card played was as good as any
    seat = state.to_move
    return {
        "trick": len(state.tricks) + 1,
        "seat": seat,
        "player": record.seats[seat],
        "played": _card(step.played, label),
        "value": played.value,
        "best": _card(best.action, label),
        "best_value": best.value,
        "cost": best.value - played.value,
        "words": words(state, played, best, objective, label, names, pots_in(record)),
    }


def _choice(solution: Solution, action: Action) -> Choice:
    for choice in solution.choices:
        if choice.action is action:
            return choice
    raise KeyError(action)


def _card(action: Action, label: Label) -> str:
    return label(action.card) if isinstance(action, Play) else action.text


_LOST: dict[Kind, str] = {
    Kind.PAGAT: "the Pagat's bonus",
    Kind.PAGAT_ULTIMO: "the Pagat ultimo",
    Kind.KINGS: "a King's bonus",
    Kind.KING_ULTIMO: "the King ultimo",
    Kind.VOLE: "the Vole",
    Kind.NOLO: "the Nolo",
    Kind.FOOL: "the Fool's bonus",
    Kind.LAST_TRICK: "the last trick",
    Kind.CONTRACT: "the game",
    Kind.TRULL: "the Trull",
    Kind.CARD_POINTS: "card points",
    Kind.POTS: "the pots",
}
"""What a kind of payment is, as the words name what a card lost."""


def words(
    state: State,
    played: Choice,
    best: Choice,
    objective: str,
    label: Label,
    names: Names,
    pots: Mapping[Pot, Amount] | None = None,
) -> str:
    """A reader's line for a card played: "best" if it was as good as any, else what it
    lost against the best card (the kind of payment that differs most between the two lines
    of best play, for the seat to move) and the card that kept it."""
    if len(state.legal()) == 1:
        return "forced"
    if played.value >= best.value:
        return "best"
    mine, other = _card(played.action, label), _card(best.action, label)
    if objective != "net":
        return f"{mine} lost card points: {other} kept them"
    seat = state.to_move
    kinds = _by_kind(state, played.line, seat, pots)
    wanted = _by_kind(state, best.line, seat, pots)
    loss = {kind: wanted.get(kind, 0) - kinds.get(kind, 0) for kind in {*kinds, *wanted}}
    kind = max(sorted(loss, key=list(Kind).index), key=loss.__getitem__)
    what = _LOST.get(kind, "game points")
    what = what.replace("Vole", names.vole).replace("Nolo", names.nolo)
    what = what.replace("Fool", names.fool).replace("Pagat", names.pagat)
    return f"{mine} lost {what}: {other} kept {'them' if kind is Kind.CARD_POINTS else 'it'}"


def _by_kind(
    state: State, line: tuple[Action, ...], seat: int, pots: Mapping[Pot, Amount] | None
) -> dict[Kind, Amount]:
    """``seat``'s net by kind of payment at the end of ``line`` played from ``state``."""
    end = state.copy(undo=False)
    for action in line:
        end.push(action)
    out: dict[Kind, Amount] = {}
    for payment in settle(end, pots if pots is not None else founded_pots(end)):
        for party, sign in ((payment.payee, 1), (payment.payer, -1)):
            if party == seat:
                out[payment.kind] = out.get(payment.kind, 0) + sign * payment.amount
    return out
