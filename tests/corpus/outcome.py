"""The outcome the corpus stores for a deal or a session, as plain JSON data.

The generator (``make_corpus.py``) stores what these functions make of a deal the bots
played; the test (``tests/test_corpus.py``) makes the same of the stored record replayed
and compares. One function for both, so what is stored is exactly what is compared.

Amounts are exact strings (``"5"``, ``"13/3"``); a party is a seat number or a pot's
name (``"King pot"``). A step is ``[seat, action, clause, legal]``: ``legal`` is how
many actions were legal before it; ``legal_digest`` fingerprints all of them with their
clauses (``legal_sets``). A payment is ``[payer, payee, amount, reason, kind]``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator, Mapping
from fractions import Fraction
from typing import Any

from tarock.engine.actions import parse_action
from tarock.play import DealResult, SessionResult, start
from tarock.records import Record, SessionRecord
from tarock.scoring.settlement import Party, Payment, Pot

Json = Any
"""A value as ``json.loads`` returns it."""


def amount(value: int | Fraction) -> str:
    """An exact amount as text: ``"5"``, ``"-2"``, ``"13/3"``."""
    return str(value)


def party(who: Party) -> int | str:
    """A seat as its number, a pot as its name."""
    return who.value if isinstance(who, Pot) else who


def payments(ledger: Iterable[Payment]) -> list[list[Json]]:
    """Every payment, in the ledger's order."""
    return [
        [party(p.payer), party(p.payee), amount(p.amount), p.reason, p.kind.value] for p in ledger
    ]


def pots(values: Mapping[Pot, int | Fraction]) -> dict[str, str]:
    """The pots by their record names (``king``, ``pagat``)."""
    return {pot.name.lower(): amount(value) for pot, value in values.items()}


def legal_sets(record: Record) -> list[list[str]]:
    """The legal actions before each step of a record, each as ``action | clause``, sorted
    (the order the engine lists them in is not part of the rules)."""
    state = start(record)
    out = []
    for text in record.actions:
        legal = state.legal()
        out.append(sorted(f"{action.text} | {clause}" for action, clause in legal.items()))
        state.apply(parse_action(text))
    return out


def digest(sets: list[list[str]]) -> str:
    """A short fingerprint of the legal sets of a deal."""
    text = "\n\n".join("\n".join(legal) for legal in sets)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def deal_outcome(result: DealResult) -> dict[str, Json]:
    """Steps with their clauses and legal sets, payments, card points (and sides), net,
    the pots after."""
    sets = legal_sets(result.record)
    out: dict[str, Json] = {
        "steps": [
            [step.seat, step.action.text, str(step.clause), len(legal)]
            for step, legal in zip(result.steps, sets, strict=True)
        ],
        "legal_digest": digest(sets),
        "payments": payments(result.ledger),
        "card_points": {str(seat): amount(v) for seat, v in result.card_points.items()},
        "net": {str(seat): amount(v) for seat, v in result.net.items()},
    }
    if result.sides is not None:
        out["sides"] = [amount(side) for side in result.sides]
    if result.record.pots is not None:
        out["pots_after"] = pots({pot: result.ledger.pot(pot) for pot in Pot})
    return out


def session_outcome(result: SessionResult) -> dict[str, Json]:
    """Each deal's outcome, the stakes before it and the pots after it, the final sharing
    and each seat's total."""
    return {
        "deals": [deal_outcome(deal) for deal in result.deals],
        "stakes": [payments(stake) for stake in result.stakes],
        "pots": [pots(after) for after in result.pots],
        "final": payments(result.final),
        "totals": {str(seat): amount(v) for seat, v in result.totals().items()},
    }


def record_json(record: Record | SessionRecord) -> dict[str, Json]:
    """A record as ``tarock.records`` writes it (``Record.dumps``), as JSON data."""
    data: dict[str, Json] = json.loads(record.dumps())
    return data


def differences(expected: Json, actual: Json, where: str = "") -> Iterator[str]:
    """Where two JSON values differ, in the order of the expected value (the steps before
    the payments): ``steps[34]: expected [...], got [...]``."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        for key in [*expected, *(key for key in actual if key not in expected)]:
            if key not in actual or key not in expected:
                side = "missing" if key not in actual else "unexpected"
                yield f"{where}.{key}: {side}" if where else f"{key}: {side}"
            else:
                yield from differences(expected[key], actual[key], f"{where}.{key}".lstrip("."))
    elif _row(expected) and _row(actual):  # a step or a payment: shown whole
        if expected != actual:
            yield f"{where}: expected {expected!r}, got {actual!r}"
    elif isinstance(expected, list) and isinstance(actual, list):
        for index, (want, got) in enumerate(zip(expected, actual, strict=False)):
            yield from differences(want, got, f"{where}[{index}]")
        if len(expected) != len(actual):
            yield f"{where}: {len(expected)} items expected, {len(actual)} found"
    elif expected != actual:
        yield f"{where}: expected {expected!r}, got {actual!r}"


def _row(value: Json) -> bool:
    """A list of plain values (a step, a payment)."""
    return isinstance(value, list) and all(not isinstance(v, list | dict) for v in value)
