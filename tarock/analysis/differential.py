"""The compiled core against the Python engine, deal by deal (for the tests and the soak).

``reference(result)`` reads from a deal the Python engine played what the core reports of
the same deal: each seat's net and card points in thirds, its nets by kind of payment,
every action as a code and what went into each pot; ``differences`` plays seeds through
both and names those that differ.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction

from tarock import fast, rules
from tarock.fast.tables import Report, code
from tarock.play import DealResult, play_deal
from tarock.scoring.settlement import Pot


def thirds(amount: int | Fraction) -> int:
    """An amount in thirds of a game point, as the core keeps it."""
    whole = Fraction(amount) * 3
    if whole.denominator != 1:
        raise ValueError(f"{amount} is not a whole number of thirds")
    return int(whole)


def reference(
    result: DealResult, seats: int, actions: Sequence[str], kinds: Sequence[str]
) -> Report:
    """What the core reports of a deal, read from the Python engine's ``result``
    (``actions`` and ``kinds``: the core's names for actions and kinds of payment)."""
    by_kind = {name: [0] * seats for name in kinds}
    pots = dict.fromkeys(Pot, 0)
    games = [game.name for game in result.state.options.games]
    for payment in result.ledger:
        row = by_kind[payment.kind.value]  # a kind the core does not pay: KeyError
        for party, sign in ((payment.payer, -1), (payment.payee, 1)):
            if isinstance(party, Pot):
                pots[party] += sign * thirds(payment.amount)
            else:
                row[party] += sign * thirds(payment.amount)
    return (
        tuple(thirds(result.net.get(seat, 0)) for seat in range(seats)),
        tuple(thirds(result.card_points.get(seat, 0)) for seat in range(seats)),
        {name: tuple(row) for name, row in by_kind.items()},
        [code(step.action, actions, games) for step in result.steps],
        tuple(pots[pot] for pot in Pot),
    )


def differences(
    variant: str,
    players: str | Sequence[str],
    seeds: Iterable[int],
    options: Sequence[str] = (),
    dealer: int = 0,
) -> tuple[int, list[tuple[int, str]]]:
    """Play ``seeds`` through both engines: the number of actions compared, and each seed
    whose deals differ with where they first part."""
    core = fast._core
    if core is None:
        raise fast.Unsupported(fast.MISSING)
    ruleset = rules.get(variant, tuple(options))
    seats = ruleset.options.seats
    seeds = list(seeds)
    kinds = [players] * seats if isinstance(players, str) else list(players)
    compared, differ = 0, []
    for seed, got in zip(seeds, fast.traced(variant, kinds, seeds, options, dealer), strict=True):
        want = reference(play_deal(ruleset, kinds, seed, dealer), seats, core.ACTIONS, core.KINDS)
        compared += len(want[3])
        if tuple(got) != want:
            pairs = zip(got[3], want[3], strict=False)
            first = next((i for i, (a, b) in enumerate(pairs) if a != b), None)
            where = f"action {first}" if first is not None else "the settlement"
            differ.append((seed, f"{where}: nets {got[0]} vs {want[0]} (thirds)"))
    return compared, differ
