""" "Play this rule": for a rule a reader may want to see happen, a seed on which the
heuristic bots make it happen, found when the site is built (the first of the seeds tried),
the moment it happens (the step the viewer opens at, and its trick), and a link that opens
that deal in the play page's record viewer at that moment.

A Tapp Solo is the exception: the bots never bid one (they open with the lowest game their
hand allows, and a Solo may only be jumped to at a first turn), so the Solo's link opens
the play page on a deal where the reader's seat may bid it and holds the hand for it.

    >>> seed_for("four-handed"), moment("four-handed")
    (1, Moment(step=9, trick=1))
    >>> link("four-handed")  # doctest: +ELLIPSIS
    '[Watch it happen](../../play/?watch=taroc-1754&seed=1&options=seats%3D4&step=9#record)...'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from urllib.parse import urlencode

from tarock import rules
from tarock.cards import FOOL, PAGAT, cards_of
from tarock.engine.actions import Bid, NameSuit, Play
from tarock.engine.legal import Clause
from tarock.engine.seats import SEAT_NAMES
from tarock.players.heuristic import BID_STRENGTH, HeuristicPlayer
from tarock.results import DealResult
from tarock.scoring.settlement import Kind, Pot
from tarock.table import Table
from tarock.web import Game, watched

SEEDS = range(1, 300)
"""The seeds tried, in order."""


@dataclass(frozen=True)
class Moment:
    """Where in a deal a rule happens: the actions taken by then (the viewer's step, just
    after the action or the trick that shows it) and the trick it happens in."""

    step: int
    trick: int


def trick_ends(result: DealResult) -> list[int]:
    """The step at which each trick is complete (just after its last card), trick by trick."""
    plays = [n for n, taken in enumerate(result.steps, 1) if isinstance(taken.action, Play)]
    ends, played = [], 0
    for trick in result.state.tricks:
        played += len(trick.cards)
        ends.append(plays[played - 1])
    return ends


def after_trick(result: DealResult, number: int) -> Moment:
    """The moment trick ``number`` (1-based) is complete."""
    return Moment(trick_ends(result)[number - 1], number)


def fool_after_deadline(result: DealResult) -> Moment | None:
    """The Fool played at or after the trick from which its trick's winner keeps it, and
    lost to that winner: the moment that trick is complete."""
    deadline = result.state.options.fool_captured_from
    for t in result.state.tricks:
        if (
            FOOL in t.cards
            and t.number >= deadline > 0
            and t.seats[t.cards.index(FOOL)] != t.winner
        ):
            return after_trick(result, t.number)
    return None


def fool_just_in_time(result: DealResult) -> Moment | None:
    """The Fool played in the last trick before its deadline, so its owner still keeps it:
    the moment that trick is complete."""
    deadline = result.state.options.fool_captured_from
    for t in result.state.tricks:
        if FOOL in t.cards and t.number == deadline - 1:
            return after_trick(result, t.number)
    return None


def fool_renamed(result: DealResult) -> Moment | None:
    """The Fool led, its suit named, and the next player (neither opponent able to follow)
    naming another suit: the moment he names it."""
    named = None
    for step, taken in enumerate(result.steps, 1):
        if not isinstance(taken.action, NameSuit):
            continue
        if taken.clause == Clause.RENAME and taken.action.suit is not named:
            done = sum(1 for end in trick_ends(result) if end <= step)
            return Moment(step, done + 1)
        named = taken.action.suit
    return None


def pagat_ultimo(won: bool) -> Callable[[DealResult], Moment | None]:
    """The Pagat's player paid for its ultimo (``won``) or paying for losing it: the moment
    the last trick is complete."""

    def happened(result: DealResult) -> Moment | None:
        last = result.state.tricks[-1] if result.state.tricks else None
        if last is None or PAGAT not in last.cards:
            return None
        player = last.seats[last.cards.index(PAGAT)]
        paid = any(p.kind is Kind.PAGAT_ULTIMO for p in result.ledger.payments)
        return after_trick(result, last.number) if (player == last.winner) is won and paid else None

    return happened


def pot_doubled(result: DealResult) -> Moment | None:
    """A failed ultimo paid into its pot as much as the pot held, the pot doubled: the
    moment the last trick is complete and the deal is settled."""
    doubled = any(
        isinstance(p.payee, Pot) and "ultimo lost" in p.reason and p.amount > 0
        for p in result.ledger.payments
    )
    return after_trick(result, len(result.state.tricks)) if doubled else None


def four_handed(result: DealResult) -> Moment | None:
    """A deal at a table of four: the moment its first trick (three cards, the dealer's
    opposite sitting out) is complete."""
    return after_trick(result, 1) if result.state.options.seats == 4 else None


@dataclass(frozen=True)
class Showcase:
    """A rule to watch: the rule set (and options) it is played under, what the link says
    will be seen, and the moment it happens in a finished deal (``None``: it does not)."""

    variant: str
    options: tuple[str, ...]
    shows: str
    finds: Callable[[DealResult], Moment | None]

    def happens(self, result: DealResult) -> bool:
        """Whether the rule happens in ``result``."""
        return self.finds(result) is not None


SHOWCASES: dict[str, Showcase] = {
    "fool-deadline": Showcase(
        "grosstarock",
        (),
        "the Sküs played in the last trick before its deadline",
        fool_just_in_time,
    ),
    "scies": Showcase("danish-tarok", (), "the Scies lost after its deadline", fool_after_deadline),
    "scies-renamed": Showcase(
        "danish-tarok", (), "the Scies led, and its suit renamed by the next player", fool_renamed
    ),
    "pagat-ultimo-won": Showcase("grosstarock", (), "a Pagat ultimo won", pagat_ultimo(True)),
    "pagat-ultimo-lost": Showcase("grosstarock", (), "a Pagat ultimo lost", pagat_ultimo(False)),
    "pot-doubled": Showcase("danish-tarok", (), "a pot doubled by a lost ultimo", pot_doubled),
    "four-handed": Showcase(
        "taroc-1754",
        ("seats=4",),
        "a deal of four, the player opposite the dealer sitting out (a reading)",
        four_handed,
    ),
}
"""Every rule the rule pages offer to watch, by key."""


def result_of(key: str, seed: int) -> DealResult:
    """The last deal of ``key``'s rule set dealt from ``seed``, played by the bots."""
    case = SHOWCASES[key]
    table = watched(case.variant, seed, case.options)
    assert table.result is not None
    return table.result


@cache
def found(key: str) -> tuple[int, Moment]:
    """The first seed in ``SEEDS`` on which ``key``'s rule happens, and the moment it does."""
    for seed in SEEDS:
        at = SHOWCASES[key].finds(result_of(key, seed))
        if at is not None:
            return seed, at
    raise LookupError(f"no seed in {SEEDS} shows {SHOWCASES[key].shows}")


def seed_for(key: str) -> int:
    """The first seed in ``SEEDS`` on which ``key``'s rule happens."""
    return found(key)[0]


def moment(key: str) -> Moment:
    """The moment ``key``'s rule happens in the deal of ``seed_for(key)``."""
    return found(key)[1]


def link(key: str) -> str:
    """A Markdown link from a rule page (``rules/ID/`` on the site) opening the play page's
    viewer on ``key``'s deal just after the rule happens (a site URL: the query is not a
    page's)."""
    case, (seed, at) = SHOWCASES[key], found(key)
    query: dict[str, str | int] = {"watch": case.variant, "seed": seed}
    if case.options:
        query["options"] = " ".join(case.options)
    query["step"] = at.step
    return (
        f"[Watch it happen](../../play/?{urlencode(query)}#record): "
        f"{case.shows}, in trick {at.trick} of seed {seed}; the viewer opens just after, at"
        f" step {at.step}, every hand open, the heuristic bots playing."
    )


# -- a Tapp Solo: the reader bids it ------------------------------------------------------------

SOLO_VARIANT = "tapp-tarock"
SOLO_SEAT = "B"
"""The play page's seat for the reader unless the address names another."""


@dataclass(frozen=True)
class Solo:
    """A deal on which the reader may bid a Solo: its seed, the hand's strength as the
    heuristic bot counts it against the strength at which it would go as far as a Solo,
    and the bots' play of it from there (the bot in the reader's seat as the declarer)."""

    seed: int
    strength: float
    needs: float
    won: bool
    net: float


def solo(seed: int) -> Solo | None:
    """What the reader's first bid on ``seed`` offers: ``None`` unless a Solo is among the
    bids and the hand is worth one to the heuristic bot."""
    game = Game(SOLO_VARIANT, seed, SOLO_SEAT)
    state = game.table.state
    games = [item.name for item in state.options.games]
    solo_game = next(item.name for item in state.options.games if item.is_solo)
    if not game.table.waiting or Bid(solo_game) not in state.legal():
        return None
    worth = HeuristicPlayer.strength(state, cards_of(state.held[game.you]))
    needs = BID_STRENGTH[games.index(solo_game)]
    if worth < needs:
        return None
    after = state.copy()
    after.push(Bid(solo_game))
    table = Table.at(after, "heuristic", seed)
    table.advance()
    result = table.result
    if result is None or getattr(result.state, "declarer", -1) != game.you:
        return None  # the Solo did not stand
    net = float(result.net[game.you])
    return Solo(seed, worth, needs, net > 0, net)


@cache
def solo_deal() -> Solo:
    """The first seed in ``SEEDS`` on which the reader may bid a Solo worth bidding, and
    the bot that plays it for him wins it."""
    for seed in SEEDS:
        found = solo(seed)
        if found is not None and found.won:
            return found
    raise LookupError(f"no seed in {SEEDS} gives seat {SOLO_SEAT} a Solo to bid and win")


def solo_link() -> str:
    """A Markdown link from the Tapp rule page opening the play page on ``solo_deal``."""
    found = solo_deal()
    query = urlencode({"variant": SOLO_VARIANT, "seed": found.seed, "seat": SOLO_SEAT})
    you = SEAT_NAMES.index(SOLO_SEAT)
    title = rules.get(SOLO_VARIANT).title
    return (
        f"[Play a Solo](../../play/?{query}): {title}, seed {found.seed}, you at seat"
        f" {SEAT_NAMES[you]}. Your hand counts {found.strength:g} by the bots' reckoning"
        f" (a trump each, one more for each Trull card, three quarters a King, a half a"
        f" void suit), where {found.needs:g} would carry them to a Solo: bid it at your"
        f" first turn. The heuristic bot, playing this hand as a Solo against the other"
        f" two, wins it and takes {found.net:g}."
    )
