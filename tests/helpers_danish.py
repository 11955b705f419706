"""Helpers for the Danish Tarok tests: deals written trick by trick, one column per seat.

A Danish golden deal is a table of 25 rows. Each row gives the card every seat plays
to that trick (seat 0, seat 1, seat 2, whatever the order of play) and the seat that
must win it; the hands are the columns (plus the dealer's discard). ``run_rows``
deals those hands, answers the deal phase, lays away, declares and plays every trick
through ``State.apply``, in the order of play from the real leader, so the engine
checks each card; the helper only sets up and drives, it computes no expectation.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from helpers import cards, to_play

from tarock import results, rules
from tarock.cards import Card, Suit, parse
from tarock.engine.actions import PASS, Claim, Demand, NameSuit, Play
from tarock.engine.phases import Phase
from tarock.engine.state import State
from tarock.records import Record
from tarock.rules.ruleset import Ruleset
from tarock.scoring.settlement import Pot

DT: Ruleset = rules.get("danish-tarok")

Row = tuple[str, int]
"""A trick: "card-of-seat-0 card-of-seat-1 card-of-seat-2", and the seat that wins it."""

Names = Mapping[int, Suit | tuple[Suit, Suit]]
"""Trick number -> the suit the Fool's owner names when he leads it (and the suit the
next player renames it to, when he is asked)."""


def by_seat(row: Row) -> list[Card]:
    played = cards(row[0])
    assert len(played) == 3, row
    return played


def hands_from_rows(rows: Sequence[Row], dealer: int = 0, discard: str = "") -> list[list[Card]]:
    """Each seat's hand as dealt: its column of the table, and the discard for the dealer."""
    hands: list[list[Card]] = [[] for _ in range(3)]
    hands[dealer].extend(cards(discard))
    for row in rows:
        for seat, card in enumerate(by_seat(row)):
            hands[seat].append(card)
    return hands


def rotate(rows: Sequence[Row], by: int) -> list[Row]:
    """The same deal with every seat moved on by ``by`` (seat s plays what s - by played)."""
    out: list[Row] = []
    for row in rows:
        played = by_seat(row)
        moved = [played[(seat - by) % 3] for seat in range(3)]
        out.append((" ".join(card.code for card in moved), (row[1] + by) % 3))
    return out


def answer_deal_phase(state: State, redeal: int | None = None) -> None:
    """In the deal phase, ``redeal`` demands a new deal; everyone else passes."""
    while state.phase is Phase.DEAL:
        state.apply(Demand(Claim.REDEAL) if state.to_move == redeal else PASS)


def answer_demands(state: State, demands: Mapping[int, int] | None) -> None:
    """Before a trick to which the Fool may be demanded: the seat named for that trick
    demands it, everyone else passes."""
    plan = demands or {}
    while state.phase is Phase.ANNOUNCE:
        if plan.get(state.trick_number) == state.to_move:
            state.apply(Demand(Claim.FOOL))
        else:
            state.apply(PASS)


def play_row(
    state: State,
    row: Row,
    names: Names | None = None,
    demands: Mapping[int, int] | None = None,
) -> None:
    """Play one trick of the table from the current leader round, naming the Fool's suit
    where it is led, and check the winner."""
    answer_demands(state, demands)
    number = state.trick_number
    played = by_seat(row)
    seat = state.leader
    for _ in range(3):
        assert state.to_move == seat, f"trick {number}: seat {state.to_move} to play, not {seat}"
        state.apply(Play(played[seat]))
        if state.naming >= 0:
            wanted = (names or {})[number]
            named, renamed = wanted if isinstance(wanted, tuple) else (wanted, None)
            state.apply(NameSuit(named))
            if state.naming >= 0:
                assert renamed is not None, f"trick {number}: the next player may rename"
                state.apply(NameSuit(renamed))
        seat = state.next_seat(seat)
    trick = state.tricks[-1]
    assert trick.number == number
    assert trick.winner == row[1], f"trick {number} ({row[0]}) won by seat {trick.winner}"


def run_rows(
    rows: Sequence[Row],
    dealer: int = 0,
    discard: str = "",
    names: Names | None = None,
    demands: Mapping[int, int] | None = None,
    ruleset: Ruleset = DT,
) -> State:
    """Deal the table's hands, pass in the deal phase, lay away ``discard``, declare, and
    play every trick as written."""
    state = State(ruleset, hands_from_rows(rows, dealer, discard), dealer)
    answer_deal_phase(state)
    to_play(state, discard=discard)
    for row in rows:
        play_row(state, row, names, demands)
    assert state.is_over
    return state


def record_of(state: State, pots: Mapping[str, int] | None) -> Record:
    """A record of a finished (or redealt) state: its hands and actions, with the pots
    (``tarock.results.record_of``, the pots named as a record names them)."""
    at_start = None if pots is None else {Pot[name.upper()]: value for name, value in pots.items()}
    return results.record_of(state, [], None, pots=at_start)


def card(code: str) -> Card:
    return parse(code)
