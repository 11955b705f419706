"""The discard limits: a discard is a set of cards, and each rule says which sets may go.

The rules are restated here as whole discards (RULES-NOTES, "Readings settled after the
first version"): ``RANKS[limit](hand, discard)`` says whether a discard is never allowed
(None), allowed outright (``()``), or allowed only when nothing better is possible (a
tuple counting what it spends, fewer being better). The legal discards of a hand are then
found by brute force over all its discards, and the legal next card is every card that,
with those already laid away, still belongs to one of them. The package must give the
same answer at every step; a property test shows that on any hand, extreme ones included,
the answer is never empty and never holds a card the rule forbids outright (so no "any
card" fallback is needed). Scenario tests give the exact legal set, with its clauses, for
chosen hands and cards already laid away.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterable
from functools import cache
from itertools import combinations

import pytest
from helpers import new_state
from hypothesis import given, settings
from hypothesis import strategies as st

from tarock import rules
from tarock.cards import FOOL, MOND, PAGAT, Card, pack, parse, parse_many
from tarock.engine.actions import Discard
from tarock.engine.legal import Clause, legal_actions
from tarock.engine.phases import Phase
from tarock.engine.state import IllegalAction, State, deal
from tarock.play import dealt
from tarock.rules.declarations import Declaration, declare
from tarock.rules.discard import RULES, allowed
from tarock.rules.options import DiscardLimit, Disclosure
from tarock.rules.ruleset import Ruleset

RULESET: dict[DiscardLimit, Ruleset] = {
    DiscardLimit.TAROC_1754: rules.get("taroc-1754"),
    DiscardLimit.TAROC_1754_WITH_PLAIN: rules.get("taroc-1754", ("discard_limit=1754-with-plain",)),
    DiscardLimit.DUMMETT: rules.get("grosstarock"),
    DiscardLimit.DANISH: rules.get("danish-tarok"),
    DiscardLimit.GRAND_TAROT: rules.get("grand-tarot"),
    DiscardLimit.TAPP: rules.get("tapp-tarock"),
}
"""The rule set whose limit each one is (its pack, hand size and declarations)."""

Rank = tuple[int, ...] | None
Ranker = Callable[[frozenset[Card], frozenset[Card], tuple[Declaration, ...]], Rank]


def _is_taroc(card: Card) -> bool:
    return card.is_trump or card.is_fool


def _is_plain(card: Card) -> bool:
    """A suit card that is not a King."""
    return not (card.is_king or card.is_trump or card.is_fool)


# -- The rules, restated as whole discards ------------------------------------------------------


def rank_1754(
    hand: frozenset[Card], discard: frozenset[Card], table: object, with_plain: bool = False
) -> Rank:
    """No King. Tarocs only as Pagat + Excuse + one more trump, or when the hand holds
    exactly three trumps (the Excuse not counted), Pagat among them: those three together
    (``with_plain``: any of them, with plain cards); failing every such discard, as few
    Tarocs as possible."""
    if any(card.is_king for card in discard):
        return None
    laid = {card for card in discard if _is_taroc(card)}
    trumps = {card for card in hand if card.is_trump}
    if not laid:
        return ()
    three = len(trumps) == 3 and PAGAT in trumps  # "these three"
    if three and (laid == trumps or (with_plain and laid <= trumps)):
        return ()
    if len(laid) == 3 and PAGAT in laid and FOOL in laid:
        return ()
    return (len(laid),)


def rank_1754_with_plain(hand: frozenset[Card], discard: frozenset[Card], table: object) -> Rank:
    """``rank_1754`` with the other reading of "these three"."""
    return rank_1754(hand, discard, table, with_plain=True)


def rank_dummett(hand: frozenset[Card], discard: frozenset[Card], table: object) -> Rank:
    """No King, never XXI; trumps only with the Pagat and at most two more trumps; failing
    that, as few trumps as possible."""
    if any(card.is_king for card in discard) or MOND in discard:
        return None
    trumps = sum(card.is_trump for card in discard)
    held = [card for card in hand if card.is_trump]
    return () if not trumps or (PAGAT in held and len(held) <= 3) else (trumps,)


def rank_danish(
    hand: frozenset[Card], discard: frozenset[Card], table: tuple[Declaration, ...]
) -> Rank:
    """No King, Pagat, XXI or Scies. Plain cards outside every declarable combination, or
    all the trumps (leaving him void) with such cards; failing that, as few trumps, then as
    few cards of a combination, as possible."""
    if any(card.is_king or card.is_honour for card in discard):
        return None
    combined = {card for item in declare(hand, table) for card in item.cards}
    trumps = {card for card in hand if card.is_trump}
    kept = {card for card in discard if card in combined and not card.is_trump}
    if not kept and trumps and trumps <= discard:
        return ()  # every trump goes with cards of no combination: he is void in trumps
    laid_trumps = sum(card.is_trump for card in discard)
    return () if not (kept or laid_trumps) else (laid_trumps, len(kept))


def rank_grand_tarot(hand: frozenset[Card], discard: frozenset[Card], table: object) -> Rank:
    """Plain cards; all the trumps (the Magician and World among them) with plain cards,
    leaving him void; failing that, as few Honours, Kings and trumps as possible."""
    trumps = {card for card in hand if card.is_trump}
    others = {card for card in discard if not _is_plain(card)}
    if not others or (trumps and trumps == others):
        return ()
    return (len(others),)


def rank_tapp(hand: frozenset[Card], discard: frozenset[Card], table: object) -> Rank:
    """No King and no Trull card; as few trumps as possible."""
    if any(card.is_king or card.is_honour for card in discard):
        return None
    trumps = sum(card.is_trump for card in discard)
    return () if not trumps else (trumps,)


RANKS: dict[DiscardLimit, Ranker] = {
    DiscardLimit.TAROC_1754: rank_1754,
    DiscardLimit.TAROC_1754_WITH_PLAIN: rank_1754_with_plain,
    DiscardLimit.DUMMETT: rank_dummett,
    DiscardLimit.DANISH: rank_danish,
    DiscardLimit.GRAND_TAROT: rank_grand_tarot,
    DiscardLimit.TAPP: rank_tapp,
}

FORBIDDEN: dict[DiscardLimit, Callable[[Card], bool]] = {
    DiscardLimit.TAROC_1754: lambda card: card.is_king,
    DiscardLimit.TAROC_1754_WITH_PLAIN: lambda card: card.is_king,
    DiscardLimit.DUMMETT: lambda card: card.is_king or card is MOND,
    DiscardLimit.DANISH: lambda card: card.is_king or card.is_honour,
    DiscardLimit.GRAND_TAROT: lambda card: False,  # anything may go when nothing else can
    DiscardLimit.TAPP: lambda card: card.is_king or card.is_honour,
}
"""The cards each rule never lets go, whatever the hand."""


def legal_discards(
    limit: DiscardLimit, hand: Collection[Card], count: int
) -> list[frozenset[Card]]:
    """Every discard of ``count`` cards the restated rule allows: the allowed-outright
    ones if there are any, otherwise the cheapest of the rest."""
    whole = frozenset(hand)
    table = RULESET[limit].options.declarations
    ranked = [
        (rank, discard)
        for discard in map(frozenset, combinations(sorted(whole, key=_index), count))
        if (rank := RANKS[limit](whole, discard, table)) is not None
    ]
    best = min(rank for rank, _ in ranked)
    return [discard for rank, discard in ranked if rank == best]


def next_cards(discards: Iterable[frozenset[Card]], laid: Collection[Card]) -> set[Card]:
    """The cards that, with ``laid``, still belong to one of ``discards``."""
    done = set(laid)
    return {card for discard in discards if done <= discard for card in discard - done}


def _index(card: Card) -> int:
    return card.index


# -- Hands, extreme ones included -----------------------------------------------------------------


@cache
def kinds(size: int) -> tuple[tuple[Card, ...], ...]:
    """The pack's Kings, honours, other trumps, other courts and pips."""
    cards = pack(size)
    return (
        tuple(card for card in cards if card.is_king),
        tuple(card for card in cards if card.is_honour),
        tuple(card for card in cards if card.is_trump and not card.is_honour),
        tuple(card for card in cards if card.is_court and not card.is_king),
        tuple(card for card in cards if card.is_pip),
    )


@st.composite
def hands(draw: st.DrawFn, pack_size: int = 78, size: int = 28) -> list[Card]:
    """A hand of ``size`` cards, each kind of card drawn in any number (so the Kings, the
    honours and all the trumps together are as likely as a hand of blanks)."""
    rng = draw(st.randoms(use_true_random=False))
    *special, _ = kinds(pack_size)
    chosen: list[Card] = []
    for cards in special:
        chosen += rng.sample(cards, draw(st.integers(0, len(cards))))
    if len(chosen) > size:
        chosen = rng.sample(chosen, size)
    rest = [card for card in pack(pack_size) if card not in chosen]
    rest.sort(key=lambda card: (not card.is_pip, rng.random()))
    return chosen + rest[: size - len(chosen)]


def _size(limit: DiscardLimit, count: int) -> tuple[int, int]:
    """The pack and the discarder's hand size (the Tapp declarer: 16 and a talon half)."""
    if limit is DiscardLimit.TAPP:
        return 54, 16 + count
    return 78, 25 + count


ALL_TRUMPS_AND_KINGS = " ".join(f"T{n}" for n in range(1, 22)) + " F HK DK CK SK H5 C7"
EXTREME = {
    "every trump, the Fool and the four Kings": ALL_TRUMPS_AND_KINGS,
    "Kings, honours, II-XVIII and a full court": "HK DK CK SK T1 T21 F "
    + " ".join(f"T{n}" for n in range(2, 19))
    + " HQ HC HJ",
    "Kings, honours, twelve courts, seven trumps": "HK DK CK SK F T1 T21 T2 T3 T4 T5 T6 T7 T8 "
    "HQ HC HJ DQ DC DJ CQ CC CJ SQ SC SJ H2 H3",
    "no trump at all": "HK DK CK SK HQ HC HJ DQ DC DJ CQ CC CJ SQ SC SJ "
    "H1 H2 H3 H4 D1 D2 D3 D4 C1 C2 C3 C4",
}


# -- The package against the restated rules -------------------------------------------------------


def _check_every_step(limit: DiscardLimit, hand: list[Card], count: int) -> None:
    """At every set of cards that can be laid away so far, the package's next cards are
    the restated rule's: never empty, never a forbidden card."""
    discards = legal_discards(limit, hand, count)
    table = RULESET[limit].options.declarations
    frontier: set[frozenset[Card]] = {frozenset()}
    for _ in range(count):
        following: set[frozenset[Card]] = set()
        for laid in frontier:
            may = allowed(limit, hand, laid, count, table)
            assert may, (limit, hand, laid)
            assert may == next_cards(discards, laid), (limit, hand, laid)
            assert not any(FORBIDDEN[limit](card) for card in may), (limit, hand, laid)
            following |= {laid | {card} for card in may}
        frontier = following
    assert frontier == set(discards)


@pytest.mark.parametrize("limit", list(DiscardLimit))
@pytest.mark.parametrize("name", list(EXTREME))
def test_extreme_hands_every_step_as_the_rule_restated(limit: DiscardLimit, name: str) -> None:
    hand = parse_many(EXTREME[name])
    if limit is DiscardLimit.TAPP:  # the Tapp declarer's 19 cards of the 54-card pack
        hand = [card for card in hand if card in pack(54)][:19]
    _check_every_step(limit, hand, 3)


@pytest.mark.parametrize("limit", list(DiscardLimit))
@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_every_step_as_the_rule_restated(limit: DiscardLimit, data: st.DataObject) -> None:
    size, hand_size = _size(limit, 3)
    _check_every_step(limit, data.draw(hands(size, hand_size)), 3)


@pytest.mark.parametrize(
    ("limit", "count"),
    [(limit, 3) for limit in DiscardLimit]
    + [(limit, 6) for limit in DiscardLimit if limit is not DiscardLimit.TAPP],
)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_never_empty_and_never_a_forbidden_card(
    limit: DiscardLimit, count: int, data: st.DataObject
) -> None:
    """Any hand, any cards chosen along the way: something may always go next, and never
    a card the rule forbids outright (six cards too, for a rule set played with
    ``discard=6``)."""
    size, hand_size = _size(limit, count)
    hand = data.draw(hands(size, hand_size))
    table = RULESET[limit].options.declarations
    laid: list[Card] = []
    for _ in range(count):
        may = allowed(limit, hand, laid, count, table)
        assert may and not any(FORBIDDEN[limit](card) for card in may), (hand, laid)
        laid.append(data.draw(st.sampled_from(sorted(may, key=_index))))
    assert RANKS[limit](frozenset(hand), frozenset(laid), table) is not None


def test_each_rule_set_has_its_own_limit() -> None:
    assert {limit: ruleset.options.discard_limit for limit, ruleset in RULESET.items()} == {
        limit: limit for limit in RULESET
    }
    assert set(RULES) == set(DiscardLimit)


@pytest.mark.parametrize("variant", rules.ids())
def test_the_legal_discards_follow_the_hand_and_name_their_clause(variant: str) -> None:
    ruleset = rules.get(variant)
    options = ruleset.options
    for seed in range(150):
        state = deal(ruleset, seed)
        while state.phase.value in ("deal", "bid", "talon"):
            state.apply(next(iter(state.legal())))
        while state.phase is Phase.DISCARD:
            hand = state.hands[state.discarder]
            whole = [*hand, *state.discard]
            may = allowed(
                options.discard_limit, whole, state.discard, options.discard, options.declarations
            )
            combined = {c for item in declare(whole, options.declarations) for c in item.cards}
            legal = legal_actions(state)
            cards = [action.card for action in legal]  # type: ignore[attr-defined]
            assert cards == [card for card in hand if card in may] and cards
            told_only = options.discard_disclosure is Disclosure.FACT
            for card, clause in zip(cards, legal.values(), strict=True):
                if card.is_trump and told_only and card not in combined:
                    assert clause is Clause.LAY_AWAY  # only the fact is told, not the card
                elif card.is_trump:
                    assert clause is Clause.LAY_AWAY_TRUMP
                elif options.discard_limit is DiscardLimit.DANISH and card in combined:
                    assert clause is Clause.LAY_AWAY_COMBINATION
                else:
                    assert clause in (Clause.LAY_AWAY, Clause.LAY_AWAY_DECLARER)
            state.apply(list(legal)[seed % len(legal)])


# -- Scenarios: the exact legal set for a given hand and the cards laid away ---------------------

FILLER = "H1 H2 H3 H4 H5 H6 H7 H8 H9 H10 D1 D2 D3 D4 D5 D6 D7 D8 D9 D10 C1 C2 C3 C4 C5 C6"
"""Blanks: no King, no court, so no combination."""


def dealer(special: str, ruleset: Ruleset) -> tuple[State, list[str]]:
    """A deal in its discard phase; the dealer (seat 0) holds ``special`` and blanks."""
    extra = special.split()
    blanks = FILLER.split()[: 28 - len(extra)]
    state = new_state({0: " ".join(extra + blanks)}, dealer=0, ruleset=ruleset)
    while state.phase is Phase.DEAL:  # nobody demands a new deal
        state.apply(next(a for a in state.legal() if a.text == "pass"))
    assert state.phase is Phase.DISCARD and len(state.hands[0]) == 28
    return state, blanks


def may_go(state: State) -> dict[str, str]:
    """The legal discards now, as card code -> clause."""
    return {action.card.code: clause for action, clause in state.legal().items()}  # type: ignore[union-attr]


def lay(state: State, codes: str) -> State:
    for code in codes.split():
        state.apply(Discard(parse(code)))
    return state


def clauses(
    trumps: Iterable[str] = (), plain: Iterable[str] = (), kept: Iterable[str] = ()
) -> dict[str, str]:
    return {
        **dict.fromkeys(plain, Clause.LAY_AWAY),
        **dict.fromkeys(trumps, Clause.LAY_AWAY_TRUMP),
        **dict.fromkeys(kept, Clause.LAY_AWAY_COMBINATION),
    }


T1754 = RULESET[DiscardLimit.TAROC_1754]
DANISH = RULESET[DiscardLimit.DANISH]
GRAND = RULESET[DiscardLimit.GRAND_TAROT]
LOW = [f"T{n}" for n in range(2, 21)]
"""Trumps II to XX."""


def test_1754_the_issue_deal_seed_1005_dealer_c() -> None:
    """``tarock deal --variant taroc-1754 --seed 1005 --dealer 2``: dealer C holds the
    Pagat, the Excuse and more trumps, and may lay away Pagat, Excuse and one trump."""
    state = dealt(T1754, 1005, 2)
    hand = [card.code for card in state.hands[2]]
    trumps = [code for code in hand if code.startswith("T")]
    assert trumps == [f"T{n}" for n in (1, 5, 6, 9, 10, 12, 16, 17, 18, 19)] and "F" in hand
    plain = [code for code in hand if code[0] in "HDCS" and not code.endswith("K")]
    assert may_go(state) == clauses(trumps, [*plain, "F"])
    lay(state, "F")
    assert may_go(state) == clauses(trumps)  # the Pagat and one more trump must follow
    lay(state, "T1")
    assert may_go(state) == clauses(trumps[1:])
    lay(state, trumps[-1])
    assert state.phase is Phase.DECLARE
    assert {card.code for card in state.discard} == {"T1", "F", trumps[-1]}


def test_1754_pagat_and_excuse_go_only_together_with_one_trump() -> None:
    hand = "T1 F T5 T9 T12 HK"  # four trumps: "exactly three" does not apply
    state, blanks = dealer(hand, T1754)
    assert may_go(state) == clauses(["T1", "T5", "T9", "T12"], [*blanks, "F"])
    assert may_go(lay(dealer(hand, T1754)[0], "T1")) == clauses(["T5", "T9", "T12"], ["F"])
    assert may_go(lay(dealer(hand, T1754)[0], "T5")) == clauses(["T1"], ["F"])
    # A blank first: no Taroc may follow it (the Excuse never goes with plain cards).
    assert may_go(lay(state, "H1")) == clauses(plain=blanks[1:])
    with pytest.raises(IllegalAction, match="F may not be laid away"):
        state.apply(Discard(FOOL))


def test_1754_exactly_three_trumps_with_the_pagat_go_all_three_together() -> None:
    """Regeln §1, "these three": the default lets the three trumps go only together; the
    Excuse is not counted among them (a reading), so Pagat, Excuse and a trump still go."""
    state, blanks = dealer("T1 T5 T9", T1754)
    assert may_go(state) == clauses(["T1", "T5", "T9"], blanks)
    assert may_go(lay(dealer("T1 T5 T9", T1754)[0], "T5")) == clauses(["T1", "T9"])
    assert may_go(lay(state, "H1")) == clauses(plain=blanks[1:])  # no trump after a blank
    with_excuse, blanks = dealer("T1 F T5 T9", T1754)
    assert may_go(with_excuse) == clauses(["T1", "T5", "T9"], [*blanks, "F"])
    assert may_go(lay(with_excuse, "F")) == clauses(["T1", "T5", "T9"])
    assert may_go(lay(dealer("T1 F T5 T9", T1754)[0], "T5")) == clauses(["T1", "T9"], ["F"])


def test_1754_with_plain_lets_one_or_two_of_the_three_trumps_go_with_plain_cards() -> None:
    """``discard_limit=1754-with-plain``, the other reading: any of the three trumps may go
    with plain cards; the Excuse still goes only with the Pagat and a trump."""
    ruleset = RULESET[DiscardLimit.TAROC_1754_WITH_PLAIN]
    state, blanks = dealer("T1 F T9 T12", ruleset)
    assert may_go(state) == clauses(["T1", "T9", "T12"], [*blanks, "F"])
    assert may_go(lay(state, "T1 H1")) == clauses(["T9", "T12"], blanks[1:])
    # With three Tarocs but only two trumps, no trump goes with a blank under either.
    for limit in (DiscardLimit.TAROC_1754, DiscardLimit.TAROC_1754_WITH_PLAIN):
        two, blanks = dealer("T1 F T9", RULESET[limit])
        assert may_go(lay(two, "H1")) == clauses(plain=blanks[1:])


def test_1754_every_taroc_and_king_only_pagat_excuse_and_a_trump() -> None:
    """Only two blanks: three plain cards are impossible, so the Pagat, the Excuse and one
    more trump are the only discard; the blanks may not start it."""
    state = new_state({0: ALL_TRUMPS_AND_KINGS}, dealer=0, ruleset=T1754)
    trumps = [f"T{n}" for n in range(1, 22)]
    assert may_go(state) == clauses(trumps, ["F"])
    assert may_go(lay(state, "T7")) == clauses(["T1"], ["F"])


def test_danish_plain_cards_running_short_let_trumps_ii_to_xx_go_shown() -> None:
    state = new_state({0: "HK DK CK SK T1 T21 F " + " ".join(LOW) + " H2 H3"}, 0, DANISH)
    while state.phase is Phase.DEAL:
        state.apply(next(a for a in state.legal() if a.text == "pass"))
    assert may_go(state) == clauses(LOW, ["H2", "H3"])
    assert may_go(lay(state, "T9")) == clauses(plain=["H2", "H3"])  # one trump, no more
    assert may_go(lay(state, "H2")) == clauses(plain=["H3"])


def test_danish_cards_of_a_combination_go_only_when_unavoidable_and_are_shown() -> None:
    # Four Kings, honours but the Scies, II-XVIII, the Queen, Cavalier and Jack of hearts
    # (a whole Cavalry with the King), and two blanks: the blanks and one court go.
    hand = "HK DK CK SK T1 T21 " + " ".join(LOW[:17]) + " HQ HC HJ H2 H3"
    state = new_state({0: hand}, 0, DANISH)
    while state.phase is Phase.DEAL:
        state.apply(next(a for a in state.legal() if a.text == "pass"))
    assert may_go(state) == clauses(plain=["H2", "H3"], kept=["HQ", "HC", "HJ"])
    assert may_go(lay(state, "HC")) == clauses(plain=["H2", "H3"])
    with pytest.raises(IllegalAction, match="HQ may not be laid away"):
        state.apply(Discard(parse("HQ")))


def test_danish_courts_with_the_scies_are_kept_while_blanks_remain() -> None:
    # HQ HC HJ and the Scies are half a Cavalry in hearts: they stay. The trumps may go
    # (they leave him void) with the plain clause: only the fact of a trump is told.
    state, blanks = dealer("HQ HC HJ F T5 T9", DANISH)
    blanks = [code for code in blanks if code not in ("HQ", "HC", "HJ")]
    assert may_go(state) == clauses(plain=[*blanks, "T5", "T9"])


def test_danish_void_in_trumps_a_set_not_a_sequence() -> None:
    state, blanks = dealer("T5 T9 SK", DANISH)
    assert may_go(state) == clauses(plain=[*blanks, "T5", "T9"])
    lay(state, "T5")
    assert may_go(state) == clauses(plain=[*blanks, "T9"])  # T9 must still go: now or last
    lay(state, "H1")
    assert may_go(state) == clauses(plain=["T9"])
    shown = DANISH.with_options(["discard_disclosure=cards"])
    state, blanks = dealer("T5 T9 SK", shown)
    assert may_go(state) == clauses(["T5", "T9"], blanks)


def test_grand_tarot_magician_and_world_go_when_they_leave_him_void() -> None:
    state, blanks = dealer("T1 T21 F HK", GRAND)
    assert may_go(state) == clauses(["T1", "T21"], blanks)
    lay(state, "T21")
    assert may_go(state) == clauses(["T1"], blanks)
    lay(state, "H1")
    assert may_go(state) == clauses(["T1"])
    for code in ("F", "HK"):  # an Honour that is no trump, and a King, never make him void
        with pytest.raises(IllegalAction, match=f"{code} may not be laid away"):
            state.apply(Discard(parse(code)))


def test_grand_tarot_no_other_choice_lets_any_card_go_with_the_blanks() -> None:
    state = new_state({0: ALL_TRUMPS_AND_KINGS}, dealer=0, ruleset=GRAND)
    every = [card.code for card in state.hands[0]]
    trumps = [code for code in every if code.startswith("T")]
    assert may_go(state) == clauses(trumps, [code for code in every if code not in trumps])
    lay(state, "SK")
    assert may_go(state) == clauses(plain=["H5", "C7"])  # both blanks must go with it


def test_grand_tarot_four_trumps_cannot_leave_him_void() -> None:
    state, blanks = dealer("T1 T5 T9 T21", GRAND)
    assert may_go(state) == clauses(plain=blanks)


def test_random_hands_agree_with_the_legal_actions() -> None:
    """The engine's legal discards are the package's ``allowed``, for deals built round
    random dealer hands."""
    rng = random.Random(2011)
    for limit, ruleset in RULESET.items():
        if limit is DiscardLimit.TAPP:
            continue  # the declarer's discard: covered through the auction above
        for _ in range(20):
            hand = rng.sample(pack(78), 28)
            state = new_state({0: hand}, 0, ruleset)
            while state.phase is Phase.DEAL:
                state.apply(next(a for a in state.legal() if a.text == "pass"))
            table = ruleset.options.declarations
            assert set(may_go(state)) == {c.code for c in allowed(limit, hand, (), 3, table)}
