"""A player that looks ahead: determinized Monte Carlo search.

For each choice with more than one legal action it deals the cards it has not seen
again, ``worlds`` times, consistently with everything it has seen (``tarock.players.worlds``),
plays each legal action out in every world with fast bots (``policy``, ``rollouts``
times), settles each finished deal under the rule set's own settlement, and takes the
action with the best mean of its own net game points. Every action is tried in the same
worlds with the same rollout bots, so the comparison is between actions, not between
luckier and unluckier deals. Ties (within ``1e-9``) go to the heuristic player's choice.

Where the compiled core is built (``tarock.fast``) and the objectives are ``net``,
``under(rule)``, ``wins_trick(n)`` or ``loses_pagat`` (the hint's), the core deals the
worlds and plays their rollouts: the same worlds from
the same random stream, the same deals to the action, so the same values and the same
choices as the Python engine gives (``TAROCK_PURE=1``), many times faster.
It does not see the pots' values (a player is given the deal, not the session): in a rule
set that keeps pots it reckons with pots as just founded, every player's ante in each.

The random source of a decision is ``derive(seed, len(state.history))``: the same seed
and the same deal give the same choices. ``budget`` (seconds per decision) stops the
search after the world in which it runs out, at least one world done; the choice then
depends on the machine's speed, so it is not deterministic. The default has no budget.

Examples:
    >>> from tarock import rules
    >>> from tarock.engine.state import deal
    >>> state = deal(rules.get("taroc-1754"), seed=2)
    >>> player = SearchPlayer(7, worlds=2)
    >>> action = player.choose(state, state.legal())
    >>> action == SearchPlayer(7, worlds=2).choose(state, state.legal())
    True
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cache

from tarock import fast
from tarock.cards import PAGAT
from tarock.engine.actions import Action
from tarock.engine.loop import run
from tarock.engine.seats import active_seats
from tarock.engine.state import State
from tarock.players import BOTS, HeuristicPlayer, Player
from tarock.players.worlds import fallback, sample, view
from tarock.rng import Rng, derive
from tarock.rules.options import CardSettlement, Options
from tarock.scoring.session import EMPTY, keeps_pots, stakes
from tarock.scoring.settlement import Amount, Pot, settle

WORLDS = 8
"""Worlds dealt per decision, by default."""
ROLLOUTS = 1
"""Rollouts per world and action, by default."""
POLICIES = BOTS
"""The bots that play the rollouts, by name."""

Objective = Callable[[State, int], Amount]
"""A finished deal and a seat -> what the deal is worth to the seat."""


def founded_pots(state: State) -> dict[Pot, Amount] | None:
    """The pots as just founded (every player's ante in each), for a rule set that keeps
    pots; None for one that does not."""
    founded = _founded(state.options, state.dealer)
    return None if founded is None else dict(founded)


@cache
def _founded(options: Options, dealer: int) -> dict[Pot, Amount] | None:
    """``founded_pots`` for a rule set and dealer, worked out once (every rollout of a
    search settles with them); callers get a copy."""
    if not keeps_pots(options):
        return None
    seats = active_seats(options.seats, dealer)
    ledger = stakes(options, EMPTY, dealer, seats)
    return {pot: ledger.pot(pot) for pot in Pot}


def net(state: State, seat: int) -> Amount:
    """``seat``'s net game points in the finished ``state`` under its rule set's settlement
    (the pots as just founded, see ``founded_pots``)."""
    return settle(state, founded_pots(state)).net([seat])[seat]


@dataclass(frozen=True)
class Tally:
    """What the search saw of one action over its deals of the unseen cards: the mean of
    the seat's net game points, and in how many deals the seat won the trick in progress
    and lost its Pagat to another seat."""

    mean: Fraction
    trick: int
    pagat: int


@dataclass(frozen=True)
class Advice:
    """A search's choice and its figures: each legal action's ``Tally`` over ``deals``
    played-out deals (worlds times rollouts)."""

    chosen: Action
    tallies: dict[Action, Tally]
    deals: int


@dataclass(frozen=True)
class WinsTrick:
    """1 if the seat wins trick ``number`` (from 1) of the finished deal, else 0: an
    objective as data, so the compiled core can count it too."""

    number: int

    def __call__(self, state: State, seat: int) -> Amount:
        number = self.number
        return int(len(state.tricks) >= number and state.tricks[number - 1].winner == seat)


def wins_trick(number: int) -> WinsTrick:
    """The objective: 1 if the seat wins trick ``number`` (from 1), else 0 (``WinsTrick``)."""
    return WinsTrick(number)


def loses_pagat(state: State, seat: int) -> Amount:
    """1 if the seat played its Pagat to a trick another seat won, else 0."""
    for trick in state.tricks:
        if PAGAT in trick.cards:
            return int(trick.winner != seat and trick.card_of(seat) == PAGAT)
    return 0


class SearchPlayer:
    """Determinized Monte Carlo search (see the module's docstring)."""

    name = "search"

    def __init__(
        self,
        seed: int,
        worlds: int = WORLDS,
        rollouts: int = ROLLOUTS,
        policy: str = "heuristic",
        budget: float | None = None,
    ) -> None:
        if worlds < 1 or rollouts < 1:
            raise ValueError("worlds and rollouts must be 1 or more")
        if policy not in POLICIES:
            raise ValueError(f"unknown rollout policy {policy!r}; policies: {', '.join(POLICIES)}")
        self.seed = seed
        self.worlds = worlds
        self.rollouts = rollouts
        self.policy = POLICIES[policy]
        self.policy_name = policy
        self.budget = budget
        self.heuristic = HeuristicPlayer(seed)

    def choose(self, state: State, legal: Mapping[Action, str]) -> Action:
        return self.advise(state, legal)[0]

    def advise(self, state: State, legal: Mapping[Action, str]) -> tuple[Action, str]:
        """The action this player chooses, and why, in a few words."""
        actions = list(legal)
        habit, why = self.heuristic.advise(state, legal)
        if len(actions) == 1:
            return actions[0], why
        means = self.values(state, actions, (net,))[0]
        chosen = best(actions, means, habit)
        others = [means[a] for a in actions if a is not chosen]
        worlds = self.last_worlds
        text = f"best mean over {worlds} sampled deal{'s' * (worlds != 1)}: "
        text += f"{float(means[chosen]):+.1f} game points (the next best {float(max(others)):+.1f})"
        return chosen, text

    def tally(self, state: State, legal: Mapping[Action, str]) -> Advice:
        """The action this player chooses among ``legal`` (two or more), with every
        action's figures (see ``Tally``)."""
        actions = list(legal)
        habit = self.heuristic.advise(state, legal)[0]
        objectives = (net, wins_trick(len(state.tricks) + 1), loses_pagat)
        means, tricks, pagats = self.values(state, actions, objectives)
        deals = self.last_worlds * self.rollouts
        tallies = {
            a: Tally(means[a], int(tricks[a] * deals), int(pagats[a] * deals)) for a in actions
        }
        return Advice(best(actions, means, habit), tallies, deals)

    last_worlds = 0
    """How many worlds the last search dealt (fewer than ``worlds`` if the budget ran out)."""

    def values(
        self, state: State, actions: Sequence[Action], objectives: Sequence[Objective]
    ) -> list[dict[Action, Fraction]]:
        """For each objective, the mean worth of each action to the seat to move, over the
        sampled worlds and rollouts (the same for every action and objective)."""
        seat = state.to_move
        rng = Rng(derive(self.seed, len(state.history)))
        known = view(state, seat)
        totals: list[dict[Action, Amount]] = [dict.fromkeys(actions, 0) for _ in objectives]
        pots = founded_pots(state)
        rules = _settlements(state, objectives, self.policy_name)
        start = time.perf_counter()
        done = 0
        while done < self.worlds:
            world: State | None
            if rules is not None:  # the worlds dealt and played out by the compiled core
                count = 1 if self.budget is not None else self.worlds - done
                more, sums, gave_up, last = fast.search_worlds(
                    state, known, rng, done, count, self.seed, self.rollouts,
                    self.policy_name, actions, rules, pots,
                )  # fmt: skip
                for total, row in zip(totals, sums, strict=True):
                    for action, value in zip(actions, row, strict=True):
                        total[action] += value
                done += more
                world = fallback(state, known, last, rng) if gave_up else None
            else:
                world = sample(state, seat, rng, known)
            if world is not None:
                self._play_world(world, done, actions, objectives, totals, rules, pots)
                done += 1
            if self.budget is not None and time.perf_counter() - start > self.budget:
                break
        self.last_worlds = done
        count = done * self.rollouts
        return [{a: Fraction(v) / count for a, v in total.items()} for total in totals]

    def _play_world(
        self,
        world: State,
        number: int,
        actions: Sequence[Action],
        objectives: Sequence[Objective],
        totals: list[dict[Action, Amount]],
        rules: Sequence[CardSettlement | fast.Count] | None,
        pots: Mapping[Pot, Amount] | None,
    ) -> None:
        """Add world ``number``'s rollouts to ``totals``: through the compiled core under
        ``rules`` (one card settlement an objective), else through the Python engine."""
        seat = world.to_move
        settled = None if rules is None else [r for r in rules if isinstance(r, CardSettlement)]
        if settled is not None and len(settled) < len(rules or ()):
            settled = None  # counts: the core's rollouts give nets only, so Python plays these
        for rollout in range(self.rollouts):
            bot_seed = derive(self.seed, number, rollout)
            if settled is not None:  # the same rollouts, played by the compiled core
                for total, rule in zip(totals, settled, strict=True):
                    policy = self.policy_name
                    worth = fast.rollouts(world, actions, seat, policy, bot_seed, pots, rule)
                    for action, value in zip(actions, worth, strict=True):
                        total[action] += value
                continue
            for action in actions:  # the same bots, from the same seed, for each action
                end = _played_out(world.copy(undo=False), action, self.policy(bot_seed))
                for total, objective in zip(totals, objectives, strict=True):
                    total[action] += objective(end, seat)


def _settlements(
    state: State, objectives: Sequence[Objective], policy: str
) -> list[CardSettlement | fast.Count] | None:
    """What the compiled core totals for each objective (a card settlement for ``net`` and
    ``under(rule)``, a count for ``wins_trick`` and ``loses_pagat``), if it plays the rule
    set, the rules and the rollout bots; else None."""
    options = state.options
    if not fast.available():
        return None
    rules: list[CardSettlement | fast.Count] = []
    for objective in objectives:
        if objective is net:
            rule = options.card_settlement
        elif isinstance(objective, Under):
            rule = objective.rule
        elif isinstance(objective, WinsTrick) and objective.number >= 1:
            rules.append(fast.Count(objective.number))
            continue
        elif objective is loses_pagat:
            rules.append(fast.Count(0))
            continue
        else:
            return None
        ruled = (
            options if rule is options.card_settlement else replace(options, card_settlement=rule)
        )
        if fast.supports(ruled, [policy] * options.seats):
            return None
        rules.append(rule)
    if fast.supports(options, [policy] * options.seats):
        return None
    return rules


def best(actions: Sequence[Action], means: Mapping[Action, Fraction], habit: Action) -> Action:
    """The action with the best mean; ``habit`` (the heuristic's choice) if it ties."""
    top = max(means.values())
    return (
        habit if means[habit] >= top - Fraction(1, 10**9) else max(actions, key=means.__getitem__)
    )


@dataclass(frozen=True)
class Under:
    """The objective ``net`` with the card points settled by ``rule`` instead of the rule
    set's own rule (everything else as the rule set settles it): an objective as data, so
    the compiled core can settle it too."""

    rule: CardSettlement

    def __call__(self, state: State, seat: int) -> Amount:
        options = state.options
        if options.card_settlement is self.rule:
            return net(state, seat)
        state.options = replace(options, card_settlement=self.rule)
        try:
            return net(state, seat)
        finally:
            state.options = options


def under(rule: CardSettlement) -> Under:
    """The objective ``net`` with the card points settled by ``rule`` (see ``Under``)."""
    return Under(rule)


def _played_out(world: State, action: Action, bot: Player) -> State:
    """``world`` with ``action`` taken and the deal played to its end by ``bot`` in every
    seat, through the package's one loop."""
    world.push(action)
    return run(world, [bot] * world.options.seats)


__all__ = [
    "POLICIES",
    "ROLLOUTS",
    "WORLDS",
    "Advice",
    "SearchPlayer",
    "Tally",
    "Under",
    "best",
    "founded_pots",
    "loses_pagat",
    "net",
    "under",
    "wins_trick",
]
