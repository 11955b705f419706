"""Grand Tarot, an English adaptation of Danish Tarok (2015) (``grand-tarot``).

The Danish game retold for English players: clockwise, one pip order in every
suit, larger pot foundations, compulsory declarations with new names, the Fool
paid for at the end of the hand, and named payments for the last trick. Every
mechanism is shared with Danish Tarok; only option values differ.
"""

from __future__ import annotations

from dataclasses import replace

from tarock.cards import ALL, FOOL, KINGS, MOND, PAGAT, SUITS, TRUMPS
from tarock.rules import danish_tarok
from tarock.rules.declarations import Count, Declaration, Group, Run
from tarock.rules.options import (
    CardSettlement,
    Direction,
    DiscardLimit,
    Disclosure,
    FailedUltimo,
    PipOrder,
)
from tarock.rules.ruleset import Branch, Lineage, Names, Ruleset, Status


def _court(suit_name: str) -> Group:
    suit = next(s for s in SUITS if s.name.lower() == suit_name)
    courts = tuple(card for card in reversed(ALL) if card.suit is suit and card.is_court)
    return Group(
        f"the Court of {suit_name}",
        courts,
        full=10,
        with_fool=5,
        full_with_fool=15,
        half_name=f"Half Court of {suit_name}",
        over_name=f"Abundance of {suit_name}",
    )


# --8<-- [start:declarations]
DECLARATIONS: tuple[Declaration, ...] = (
    Group(
        "Full Kings",
        KINGS,
        full=10,
        with_fool=5,
        full_with_fool=15,
        half_name="Half Kings",
        over_name="Abundant Kings",
    ),
    *(_court(suit.name.lower()) for suit in SUITS),
    Run(
        "Honours",
        (FOOL, PAGAT, MOND),
        tuple(reversed(TRUMPS[1:20])),
        base=10,
        step=5,
        full_name="Full Honours",
    ),
    Count("trumps", frozenset((*TRUMPS, FOOL)), minimum=10, base=10, step=5, mention=PAGAT),
)
"""Compulsory: Full Kings 10, Abundant Kings (with the Fool) 15, Half Kings (three and
the Fool) 5; the Court of a suit 10, Abundance 15, Half Court 5; Full Honours (Fool,
Magician, World) 10 and 5 for each trump in sequence down from XX; ten or more trumps
10 + 5, the Fool counting and the Magician named."""
# --8<-- [end:declarations]

# --8<-- [start:options]
OPTIONS = replace(
    danish_tarok.OPTIONS,
    # The Danish game, except: play and the deal go to the left (clockwise), Eldest on the
    # dealer's left; the pips rank K Q C J 10 ... 2 A in every suit; no redeal. The dealer
    # lays away no Honour, King or trump unless nothing else can go, or unless his trumps
    # all go and leave him void in trumps.
    direction=Direction.CLOCKWISE,
    pip_order=PipOrder.NATURAL,
    redeal_without_trumps=False,
    discard_limit=DiscardLimit.GRAND_TAROT,
    discard_disclosure=Disclosure.CARDS,
    declarations=DECLARATIONS,
    declare_laid_away=False,
    # The Fool: never captured, never named or demanded; its owner pays the trick's winner
    # a card at the end of the hand, or gives up the Fool if he took no trick.
    fool_captured_from=0,
    fool_exchange_at_end=True,
    fool_names_suit=False,
    fool_barred_trick=0,
    fool_demand_trick=0,
    # During play the Magician earns nothing for winning a trick.
    pagat_home=0,
    # The last trick: Dropped Balls and Usurped King pay their 45 or 40 into the pot too
    # (not the pot's value); no bonus for the last trick itself.
    failed_ultimo_pot=FailedUltimo.PENALTY,
    ultimo_success_first=False,
    last_trick=0,
    # Slam 85 and Beggar 25, paid on top of everything else and cancelling nothing.
    vole=85,
    vole_takes_pots=False,
    vole_replaces_ultimo=False,
    vole_cancels_card_points=False,
    nolo_cancels=False,
    # The pots: founded with 40 from each; the dealer pays 5 into each pot every hand.
    pot_ante=40,
    dealer_stake_on_ante=True,
    # Card points: a reading of a garbled sentence: bands of 5 around 26, each of the
    # other two players settling with Eldest, who takes the balance.
    card_settlement=CardSettlement.BANDS_WITH_ELDEST,
)
# --8<-- [end:options]

GRAND_TAROT = Ruleset(
    id="grand-tarot",
    title="Grand Tarot (2015)",
    status=Status.ADAPTED,
    summary=(
        "An English retelling of Danish Tarok: clockwise, one pip order, pots founded with"
        " 40, compulsory declarations, The Sparrow and The Emperor in the last trick."
    ),
    options=OPTIONS,
    lineage=Lineage(
        name="Grand Tarot",
        rules_of="Grand Tarot, a blog post of 2015",
        played="in English; the text names no place",
        branch=Branch.ENGLAND,
        year=2015,
        label="2015",
        in_short=(
            "An English adaptation of the Danish game, aimed at the last trick: the Sparrow and"
            " the Emperor."
        ),
        event=(
            "'Grand Tarot', an English retelling of the Danish game under a new name, aims the"
            " play at the last trick."
        ),
        event_cites=("grand-tarot-2015",),
    ),
    sources=("grand-tarot-2015",),
    cites={
        "direction": "grand-tarot-2015, 'Deal:'",
        "pip_order": "grand-tarot-2015, 'Ranking:'",
        "discard_limit": "grand-tarot-2015, 'Deal:'",
        "declarations": "grand-tarot-2015, 'Declarations:'",
        "fool_exchange_at_end": "grand-tarot-2015, 'Play:'",
        "pagat_captured_pot": "grand-tarot-2015, 'Play:' (the two payments during play)",
        "pagat_ultimo": "grand-tarot-2015, 'Finishing The Hand:'",
        "failed_ultimo_pot": "grand-tarot-2015, 'Finishing The Hand:'",
        "vole": "grand-tarot-2015, 'Finishing The Hand:'",
        "nolo": "grand-tarot-2015, 'Finishing The Hand:'",
        "pot_ante": "grand-tarot-2015, 'Foundation:'",
        "dealer_stake": "grand-tarot-2015, 'Deal:'",
        "dealer_stake_on_ante": "grand-tarot-2015, 'Deal:'",
        "card_settlement": "grand-tarot-2015, 'Finishing The Hand:' (its sentence on card points)",
    },
    names=Names("Fool", pagat="Magician", vole="Slam", nolo="Beggar", forehand="Eldest"),
)
