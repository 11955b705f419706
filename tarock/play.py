"""Playing a deal or a session with bots, and replaying a record, to a settled result: the
short ways to a ``tarock.table.Table`` with nobody but bots at it.

Examples:
    >>> from tarock import rules
    >>> result = play_deal(rules.get("grosstarock"), ["heuristic"] * 3, seed=7)
    >>> sum(result.card_points.values()), sum(result.net.values())
    (78, 0)
    >>> replay(result.record).net == result.net
    True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tarock.engine.loop import Step, run
from tarock.engine.seats import SEAT_NAMES, seat
from tarock.engine.state import State, deal
from tarock.records import Record, SessionRecord
from tarock.results import DealResult, SessionResult, record_of, start
from tarock.rules.ruleset import Ruleset
from tarock.scoring.settlement import Amount, Pot
from tarock.table import Table


def dealt(ruleset: Ruleset, seed: int, dealer: int = 0) -> State:
    """The deal that ``play_deal`` plays for ``seed``: the hands before any action."""
    return deal(ruleset, seed, dealer)


def play_deal(
    ruleset: Ruleset,
    players: str | Sequence[str],
    seed: int,
    dealer: int = 0,
    names: Sequence[str] | None = None,
    pots: Mapping[Pot, Amount] | None = None,
) -> DealResult:
    """Deal with ``seed`` and play it out with the named bots (one per seat, or one name
    for every seat).

    ``pots``: the pots' values when play begins, for the rule sets that keep pots (a
    single deal of such a rule set is best played as a session, see ``play_session``).
    """
    table = Table(ruleset, seed, players, dealer=dealer, names=names, session=False, pots=pots)
    table.advance()
    assert table.result is not None  # nobody but bots: the deal is played out
    return table.result


def play_session(
    ruleset: Ruleset,
    players: str | Sequence[str],
    seed: int,
    deals: int,
    first_dealer: int = 0,
    names: Sequence[str] | None = None,
) -> SessionResult:
    """Play ``deals`` deals with bots (one per seat, or one name for every seat), the pots
    carried over, the deal passing to the next seat (see ``tarock.table`` for the seeds
    and redeals)."""
    table = Table(
        ruleset, seed, players, deals=deals, dealer=first_dealer, names=names, session=True
    )
    while True:
        table.advance()
        if table.session is not None:
            return table.session
        table.next_deal()


def replay(record: Record) -> DealResult:
    """Replay a complete record and settle it; raises ``RecordError`` on any inconsistency."""
    result = Table.replay(record).result
    assert result is not None  # a finished replay ends the deal
    return result


def replay_session(record: SessionRecord) -> SessionResult:
    """Replay a session record, checking every deal and the pots it records."""
    session = Table.replay(record).session
    assert session is not None  # a finished replay ends the session
    return session


__all__ = [
    "SEAT_NAMES",
    "DealResult",
    "SessionResult",
    "Step",
    "dealt",
    "play_deal",
    "play_session",
    "record_of",
    "replay",
    "replay_session",
    "run",
    "seat",
    "start",
]
