"""The coach: the search player's advice for one seat, in words, with every legal action's
figures beside it (what the play page's *Hint* shows).

The search sees only the seat's own cards and what has been played: it deals the unseen
cards again ``WORLDS`` times (``tarock.search.player``) and plays every legal action out
in each of those deals. The words say what it counted there.

A hint is a function of the position: its random source is the position's text (the deal
as dealt and every action so far, ``State.position``) put through the portable generator
(``seed_of``), and it deals a fixed number of worlds, never stopping on a clock. The same
moment of the same deal gets the same advice on every visit, on every machine, from the
play page, a shared link or the terminal's ``hint search``, with the compiled core or
without it. (The seed only picks which worlds are dealt; every world is dealt from what
the seat has seen.)

Examples:
    >>> from tarock import rules
    >>> from tarock.engine.state import deal
    >>> state = deal(rules.get("grosstarock"), seed=3)
    >>> advice = advise(state, seed=3, worlds=4)
    >>> advice["action"], advice["values"][-1]
    ('discard C2', {'action': 'discard F', 'label': 'Sküs', 'value': '-15', 'trick': 0, 'pagat': 0})
    >>> print(advice["reason"])  # doctest: +NORMALIZE_WHITESPACE
    ♣2 does best over 4 deals of the unseen cards; it has the best average there, +14 game
    points, against +14 for the next best, ♣3.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from tarock.cards import PAGAT
from tarock.engine.actions import Action, card_of
from tarock.engine.phases import Phase
from tarock.engine.state import State
from tarock.rng import derive
from tarock.rules.ruleset import Names
from tarock.search.player import Advice, SearchPlayer
from tarock.text.explain import label, number

WORLDS = 64
"""The deals of the unseen cards a hint plays out: a fixed amount of work, not a time limit."""

Hint = dict[str, Any]
"""The advice as plain JSON: the action, its words, every legal action's figures."""


def name(action: Action, names: Names) -> str:
    """An action as a reader names it: a card by its label, else the action's words."""
    card = card_of(action)
    return action.text if card is None else label(card, names)


def rounded(amount: Fraction) -> str:
    """A mean to the nearest half, signed: ``+32``, ``-3 1/2``."""
    return number(Fraction(round(amount * 2), 2), signed=True)


def reason(advice: Advice, state: State, seat: int) -> str:
    """Why the search chose its action, in a sentence from what it counted."""
    chosen, tallies, deals = advice.chosen, advice.tallies, advice.deals
    words = state.ruleset.names
    mine = tallies[chosen]
    others = sorted((a for a in tallies if a != chosen), key=lambda a: -tallies[a].mean)
    parts = []
    playing = state.phase is Phase.PLAY and card_of(chosen) is not None
    of = f"{deals} deal{'s' * (deals != 1)} of the unseen cards"
    if playing:
        won = "none" if mine.trick == 0 else f"{mine.trick}"
        parts.append(f"{name(chosen, words)} wins the trick in {won} of {of}")
    else:
        parts.append(f"{name(chosen, words)} does best over {of}")
    if PAGAT in state.hands[seat] and any(t.pagat for t in tallies.values()):
        worst = max(tallies, key=lambda a: tallies[a].pagat)
        parts.append(
            f"with it you lose the Pagat in {mine.pagat}"
            + (f" ({name(worst, words)}: in {tallies[worst].pagat})" if worst != chosen else "")
        )
    text = "; ".join(parts) + f"; it has the best average there, {rounded(mine.mean)} game points"
    if others:
        best = others[0]
        text += f", against {rounded(tallies[best].mean)} for the next best, {name(best, words)}"
    return text + "."


def seed_of(state: State) -> int:
    """The hint's seed at ``state``: its position's text, character by character, through
    ``tarock.rng.derive`` (the same on every platform, unlike ``hash``).

    >>> from tarock import rules
    >>> from tarock.engine.state import deal
    >>> state = deal(rules.get("grosstarock"), seed=3)
    >>> seed_of(state) == seed_of(State.from_position(state.position()))
    True
    """
    return derive(0, *state.position().encode())


def advise(state: State, seed: int | None = None, worlds: int = WORLDS) -> Hint:
    """The search player's advice for the seat to move, seeing only its cards, from
    ``worlds`` deals of the unseen cards; ``seed``: its random source (by default the
    position's own, ``seed_of``)."""
    legal = state.legal()
    if len(legal) < 2:
        raise ValueError("there is only one thing to do here")
    seat = state.to_move
    seed = seed_of(state) if seed is None else seed
    advice = SearchPlayer(seed, worlds=worlds).tally(state, legal)
    tallies, words = advice.tallies, state.ruleset.names
    order = sorted(tallies, key=lambda a: -tallies[a].mean)
    return {
        "action": advice.chosen.text,
        "label": name(advice.chosen, words),
        "reason": reason(advice, state, seat),
        "deals": advice.deals,
        "values": [
            {
                "action": a.text,
                "label": name(a, words),
                "value": rounded(tallies[a].mean),
                "trick": tallies[a].trick,
                "pagat": tallies[a].pagat,
            }
            for a in order
        ],
    }
