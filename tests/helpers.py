"""Helpers for the engine tests: build deals by hand, drive them, script whole deals.

Nothing here computes an expected result: the helpers only set up positions and
play actions through the real engine (``State.apply`` checks every action), so an
expectation written in a test stays the test's own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from fractions import Fraction

from tarock import rules
from tarock.cards import ALL, Card, Suit, ordered, pack, parse, parse_many
from tarock.engine.actions import PASS, Action, Announce, Contract, Declare, Discard, Play
from tarock.engine.phases import Phase
from tarock.engine.state import State, active_seats
from tarock.rules.ruleset import Ruleset
from tarock.scoring.settlement import Ledger

GT: Ruleset = rules.get("grosstarock")

CardsLike = str | Iterable[Card]


def cards(spec: CardsLike) -> list[Card]:
    """Cards from a space-separated string of codes (or any iterable of cards)."""
    return list(parse_many(spec)) if isinstance(spec, str) else list(spec)


def codes(items: Iterable[Card]) -> set[str]:
    return {card.code for card in items}


def hand_sizes(ruleset: Ruleset, dealer: int) -> list[int]:
    options = ruleset.options
    per_player = (options.pack - options.discard) // options.seats
    extra = options.discard
    return [per_player + (extra if seat == dealer else 0) for seat in range(options.seats)]


def build_deal(
    partial: Mapping[int, CardsLike],
    dealer: int = 0,
    ruleset: Ruleset = GT,
    avoid: Mapping[int, Iterable[Suit]] | None = None,
) -> list[list[Card]]:
    """A full legal deal: the given cards per seat, the rest of the pack spread out.

    ``avoid[seat]`` lists suits (``Suit.TRUMPS``, ``Suit.FOOL`` too) of which the seat
    receives no further card, so a test can make a seat void in a suit except for
    the cards it names. Cards with fewest possible seats are placed first.
    """
    sizes = hand_sizes(ruleset, dealer)
    hands: list[list[Card]] = [[] for _ in sizes]
    given: set[Card] = set()
    for seat, spec in partial.items():
        for card in cards(spec):
            assert card not in given, f"{card} given twice"
            given.add(card)
            hands[seat].append(card)
    for seat, hand in enumerate(hands):
        assert len(hand) <= sizes[seat], f"seat {seat} given {len(hand)} > {sizes[seat]} cards"
    avoided = {seat: set(suits) for seat, suits in (avoid or {}).items()}

    def eligible(card: Card) -> list[int]:
        return [s for s in range(len(sizes)) if card.suit not in avoided.get(s, set())]

    rest = [card for card in pack(ruleset.options.pack) if card not in given]
    rest.sort(key=lambda card: (len(eligible(card)), card.index))
    for card in rest:
        seats = [s for s in eligible(card) if len(hands[s]) < sizes[s]]
        assert seats, f"no seat can take {card}: constraints too tight"
        hands[seats[0]].append(card)
    return [ordered(hand) for hand in hands]


def new_state(
    partial: Mapping[int, CardsLike],
    dealer: int = 0,
    ruleset: Ruleset = GT,
    avoid: Mapping[int, Iterable[Suit]] | None = None,
) -> State:
    return State(ruleset, build_deal(partial, dealer, ruleset, avoid), dealer)


Announcements = Mapping[tuple[int, int], Contract]
"""(trick number, seat) -> what that seat announces before that trick."""


def settle_announcements(state: State, announce: Announcements | None = None) -> None:
    """In the announcement phase, announce as told and pass otherwise, until play."""
    plan = announce or {}
    while state.phase is Phase.ANNOUNCE:
        kind = plan.get((state.trick_number, state.to_move))
        state.apply(Announce(kind) if kind is not None else PASS)


def to_play(
    state: State,
    discard: CardsLike | None = None,
    announce: Announcements | None = None,
    keep: CardsLike = (),
) -> State:
    """Lay away (the given cards, or the first allowed cards not in ``keep``), declare, announce.

    Returns the same state, now in the play phase before the first trick.
    """
    if state.phase is Phase.DISCARD:
        if discard is not None:
            for card in cards(discard):
                state.apply(Discard(card))
        else:
            kept = set(cards(keep))
            while state.phase is Phase.DISCARD:
                legal = [a for a in state.legal() if isinstance(a, Discard)]
                spare = [a for a in legal if a.card not in kept] or legal
                state.apply(spare[0])
    while state.phase is Phase.DECLARE:
        (action,) = state.legal()
        assert isinstance(action, Declare)
        state.apply(action)
    settle_announcements(state, announce)
    return state


def play(state: State, *plays: str, announce: Announcements | None = None) -> State:
    """Play the cards given by code, one per turn, answering announcement phases."""
    for code in plays:
        settle_announcements(state, announce)
        state.apply(Play(parse(code)))
    settle_announcements(state, announce)
    return state


def first_legal(state: State, legal: Mapping[Action, str]) -> Action:
    """A deterministic filler policy: the first legal play (lowest in canonical order)."""
    return next(iter(legal))


def play_out(
    state: State,
    policy: Callable[[State, Mapping[Action, str]], Action] = first_legal,
    announce: Announcements | None = None,
) -> State:
    """Play the deal to its end with ``policy`` (announcement phases: as planned, else pass)."""
    while not state.is_over:
        settle_announcements(state, announce)
        if state.is_over:
            break
        state.apply(policy(state, state.legal()))
    return state


def plays(state: State) -> dict[str, str]:
    """The legal plays now, as card code -> clause."""
    legal = state.legal()
    assert all(isinstance(action, Play) for action in legal), legal
    return {action.card.code: clause for action, clause in legal.items()}  # type: ignore[union-attr]


# -- scripted deals ----------------------------------------------------------------------

Script = Sequence[tuple[str, int]]
"""Each trick as (the cards in the order played, the seat expected to win it)."""


def hands_from_script(
    script: Script,
    dealer: int = 0,
    discard: CardsLike = "",
    ruleset: Ruleset = GT,
    leaders: Mapping[int, int] | None = None,
) -> list[list[Card]]:
    """The hands that the scripted tricks (and the dealer's discard) imply.

    Each trick's cards are in the order played, from its leader round the active seats
    (with four seats the one opposite the dealer sits out and gets no card). The
    leader is the previous trick's winner, or ``leaders[trick number]`` where the
    script says otherwise (the 1754 Excuse's owner passing the lead at its deadline).
    """
    seats = active_seats(ruleset.options.seats, dealer)
    hands: list[list[Card]] = [[] for _ in range(ruleset.options.seats)]
    hands[dealer].extend(cards(discard))
    leader = seats[(seats.index(dealer) + 1) % len(seats)]
    for number, (text, winner) in enumerate(script, start=1):
        leader = (leaders or {}).get(number, leader)
        trick = cards(text)
        assert len(trick) == len(seats), text
        start = seats.index(leader)
        for offset, card in enumerate(trick):
            hands[seats[(start + offset) % len(seats)]].append(card)
        leader = winner
    return hands


def run_script(
    script: Script,
    dealer: int = 0,
    discard: CardsLike = "",
    announce: Announcements | None = None,
    ruleset: Ruleset = GT,
    leaders: Mapping[int, int] | None = None,
    observe: Callable[[State], None] | None = None,
) -> State:
    """Deal the hands the script implies, lay away, declare, and play every trick.

    Every action goes through ``State.apply`` (so each must be legal), and each trick
    must be won by the seat the script names (and led by the seat it implies).
    ``observe`` is called with the state before each card is played.
    """
    hands = hands_from_script(script, dealer, discard, ruleset, leaders)
    state = State(ruleset, hands, dealer)
    to_play(state, discard=discard, announce=announce)
    for number, (text, winner) in enumerate(script, start=1):
        settle_announcements(state, announce)
        if leaders and number in leaders:
            assert state.to_move == leaders[number], f"trick {number} led by {state.to_move}"
        for card in cards(text):
            if observe is not None:
                observe(state)
            state.apply(Play(card))
        trick = state.tricks[-1]
        assert trick.number == number
        assert trick.winner == winner, f"trick {number} ({text}) won by {trick.winner}"
    assert state.is_over
    return state


# -- ledgers -------------------------------------------------------------------------------

Expected = tuple[int, int, int | Fraction, str]
"""(payer, payee, amount, a substring of the reason)."""


def assert_payments(
    ledger: Ledger,
    expected: Iterable[Expected],
    only: str | None = None,
    payee: int | None = None,
) -> None:
    """The ledger's payments (those whose reason contains ``only``, and to ``payee`` if
    given) are exactly ``expected``.

    Order does not matter; each expected entry must match one payment by payer, payee,
    amount and a substring of its reason, and no payment may be left over.
    """
    actual = [
        p
        for p in ledger.payments
        if (only is None or only in p.reason) and (payee is None or p.payee == payee)
    ]
    left = list(actual)
    missing = []
    for payer, to, amount, reason in expected:
        for payment in left:
            if (
                payment.payer == payer
                and payment.payee == to
                and payment.amount == amount
                and reason in payment.reason
            ):
                left.remove(payment)
                break
        else:
            missing.append((payer, to, amount, reason))
    lines = "\n".join(str(p) for p in actual)
    assert not missing and not left, (
        f"missing: {missing}\nunexpected: {[str(p) for p in left]}\nledger:\n{lines}"
    )


def reference_points(pile: Iterable[Card]) -> Fraction:
    """Card points as the rules notes state them: values less 2/3 per card (2 per three)."""
    pile = list(pile)
    return sum((Fraction(card.value) for card in pile), Fraction(0)) - Fraction(2 * len(pile), 3)


def rest_of_pack(*taken: CardsLike) -> list[Card]:
    used = {card for spec in taken for card in cards(spec)}
    return [card for card in ALL if card not in used]


__all__ = [
    "GT",
    "Announcements",
    "Contract",
    "Expected",
    "Script",
    "assert_payments",
    "build_deal",
    "cards",
    "codes",
    "first_legal",
    "hands_from_script",
    "new_state",
    "play",
    "play_out",
    "plays",
    "reference_points",
    "rest_of_pack",
    "run_script",
    "settle_announcements",
    "to_play",
]
