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
With ``endgame=K`` (0, the default, for none), once at most ``K`` tricks are left (the
trick in progress counted) the search values the actions in each world by solving it
exactly instead of playing it out: the seat's paranoid net (``tarock.search.solver``,
every hand of the world shown, the other seats playing against it), the same for each
rollout. A world whose solve would visit more than ``ENDGAME_LIMIT`` positions is played
out as before, and so is one in which an action offered is not legal (the worlds do not
read what the legal actions say of the other hands: with ``fool_named_held`` a suit may be
named for the Fool only if an opponent holds it, which a world may not give him). Only
the objective ``net`` is solved: a search for other objectives (``tally``, ``under``) plays
its worlds out. The compiled core solves them too
(``tarock.fast.solver.search_worlds``), the same values from the same worlds.
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

from tarock import fast
from tarock.cards import PAGAT
from tarock.engine.actions import Action
from tarock.engine.loop import run
from tarock.engine.phases import Phase
from tarock.engine.state import State
from tarock.fast import solver as compiled_solver
from tarock.players import BOTS, HeuristicPlayer, Player
from tarock.players.worlds import fallback, sample, view
from tarock.rng import Rng, derive
from tarock.rules.options import CardSettlement
from tarock.scoring.settlement import Amount, Pot, settle
from tarock.search.solver import OutOfReach, founded_pots, solve

WORLDS = 8
"""Worlds dealt per decision, by default."""
ROLLOUTS = 1
"""Rollouts per world and action, by default."""
POLICIES = BOTS
"""The bots that play the rollouts, by name."""
ENDGAME_LIMIT = 200_000
"""Positions an endgame's solve in one world may visit; a world past it is played out."""
ENDGAME_TABLE = 1 << 14
"""Positions the table of an endgame's solve keeps."""

Objective = Callable[[State, int], Amount]
"""A finished deal and a seat -> what the deal is worth to the seat."""


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
        endgame: int = 0,
    ) -> None:
        if worlds < 1 or rollouts < 1:
            raise ValueError("worlds and rollouts must be 1 or more")
        if endgame < 0:
            raise ValueError("endgame must be 0 (none) or more tricks")
        if policy not in POLICIES:
            raise ValueError(f"unknown rollout policy {policy!r}; policies: {', '.join(POLICIES)}")
        self.seed = seed
        self.worlds = worlds
        self.rollouts = rollouts
        self.policy = POLICIES[policy]
        self.policy_name = policy
        self.budget = budget
        self.endgame = endgame
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
        text = f"best mean over {worlds} sampled deal{'s' * (worlds != 1)}"
        text += ", each solved from here: " if self.solves(state, (net,)) else ": "
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
        solving = self.solves(state, objectives)
        compiled = solving and compiled_solver.unsupported(state) is None
        if solving and not compiled:
            rules = None  # no compiled solver: the worlds are dealt and solved in Python
        start = time.perf_counter()
        done = 0
        while done < self.worlds:
            world: State | None
            if rules is not None:  # the worlds dealt and played out by the compiled core
                count = 1 if self.budget is not None else self.worlds - done
                asked = (
                    state, known, rng, done, count, self.seed, self.rollouts,
                    self.policy_name, actions, rules, pots,
                )  # fmt: skip
                if compiled:  # each world solved by the compiled solver
                    found = compiled_solver.search_worlds(*asked, ENDGAME_LIMIT, ENDGAME_TABLE)
                else:
                    found = fast.search_worlds(*asked)
                more, sums, gave_up, last = found
                for total, row in zip(totals, sums, strict=True):
                    for action, value in zip(actions, row, strict=True):
                        total[action] += value
                done += more
                world = fallback(state, known, last, rng) if gave_up else None
            else:
                world = sample(state, seat, rng, known)
            if world is not None:
                solved = self._solved(world, actions, pots) if solving else None
                if solved is not None:
                    for action, worth in zip(actions, solved, strict=True):
                        totals[0][action] += worth * self.rollouts
                else:
                    self._play_world(world, done, actions, objectives, totals, rules, pots)
                done += 1
            if self.budget is not None and time.perf_counter() - start > self.budget:
                break
        self.last_worlds = done
        count = done * self.rollouts
        return [{a: Fraction(v) / count for a, v in total.items()} for total in totals]

    def solves(self, state: State, objectives: Sequence[Objective]) -> bool:
        """Whether this search solves the worlds of ``state`` (see the module's docstring):
        an endgame asked for, at most that many tricks left, the objective ``net`` alone."""
        left = state.last_trick - len(state.tricks)
        return (
            0 < left <= self.endgame
            and state.phase in (Phase.PLAY, Phase.ANNOUNCE)
            and tuple(objectives) == (net,)
        )

    @staticmethod
    def _solved(
        world: State, actions: Sequence[Action], pots: Mapping[Pot, Amount] | None
    ) -> list[Amount] | None:
        """Each action's paranoid net for the seat to move in ``world`` (its solve); None
        if the solve would visit more than ``ENDGAME_LIMIT`` positions, or if an action is
        not legal in the world (see the module's docstring)."""
        try:
            found = solve(world, "net", limit=ENDGAME_LIMIT, table=ENDGAME_TABLE, pots=pots)
        except OutOfReach:
            return None
        values = {choice.action: choice.value for choice in found.choices}
        if any(action not in values for action in actions):
            return None
        return [values[action] for action in actions]

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
    "ENDGAME_LIMIT",
    "ENDGAME_TABLE",
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
