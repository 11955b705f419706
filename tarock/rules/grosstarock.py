"""Grosstarock as Michael Dummett reconstructs it (``grosstarock``).

Three players, the 78-card pack, no bidding: declarations, then 25 tricks with
bonuses for the Pagat and the Kings, Vole and Nolo, and card points against 26.
Each section below is one part of the rulebook, with the place it comes from.
"""

from __future__ import annotations

from tarock.cards import ALL, FOOL, KINGS, MOND, PAGAT, SUITS, TRUMPS, Card
from tarock.rules.declarations import Count, Declaration, Group, Run
from tarock.rules.options import CardSettlement, Direction, DiscardLimit, Options, PipOrder
from tarock.rules.ruleset import Branch, Lineage, Names, Ruleset, Status


def _courts(suit_cards: list[Card]) -> tuple[Card, ...]:
    return tuple(card for card in reversed(suit_cards) if card.is_court)


# --8<-- [start:declarations]
def matadors() -> Run:
    """Pagat, Fool and XXI, extended by XX, XIX, ... held in sequence: 10 + 5."""
    return Run("Matadors", (PAGAT, FOOL, MOND), tuple(reversed(TRUMPS[1:20])), base=10, step=5)


def cavalries(with_fool: int, full_with_fool: int = 0) -> tuple[Group, ...]:
    """King, Queen, Cavalier and Jack of one suit: 10; three of them and the Fool:
    ``with_fool``; all four and the Fool: ``full_with_fool`` (0: not a declaration)."""
    return tuple(
        Group(
            f"Cavalry in {suit.name.lower()}",
            _courts([card for card in ALL if card.suit is suit]),
            full=10,
            with_fool=with_fool,
            full_with_fool=full_with_fool,
            half_name=f"half Cavalry in {suit.name.lower()}",
            over_name=f"overfull Cavalry in {suit.name.lower()}",
        )
        for suit in SUITS
    )


PIPS = frozenset(card for card in ALL if card.is_pip)
"""The pip cards, Ace (1) to 10 of the four suits: the Ladons as the project reads them."""
ONE_POINT = frozenset(card for card in ALL if card.value == 1)
"""Every card worth one point, the pips and the trumps II to XX: the Ladons as the
source's passage on card values names them, read literally (option ``ladons``)."""

DECLARATIONS: tuple[Declaration, ...] = (
    Count("trumps", frozenset((*TRUMPS, FOOL)), 10, 10, 5, mention=(FOOL, PAGAT)),
    matadors(),
    Count("Kings", frozenset((PAGAT, FOOL, MOND, *KINGS)), minimum=3, base=5, step=5),
    *cavalries(with_fool=5),
    Group("four Queens", tuple(c for c in ALL if c.is_court and c.rank == 13), full=5),
    Group("four Cavaliers", tuple(c for c in ALL if c.is_court and c.rank == 12), full=5),
    Group("four Jacks", tuple(c for c in ALL if c.is_court and c.rank == 11), full=5),
    Count("Ladons", PIPS, minimum=16, base=15, step=5, literal=ONE_POINT),
)
"""Dummett's table: ten or more trumps (the Sküs counts, and the holder says whether he
has the Sküs and the Pagat), Matadors, "three or more Kings" read literally as three or
more of Pagat, Sküs, XXI and the Kings, Cavalry and half Cavalry, four Queens, Cavaliers
or Jacks, sixteen or more Ladons (the pip cards; option ``ladons``)."""
# --8<-- [end:declarations]


# --8<-- [start:options]
OPTIONS = Options(
    # Pack and deal: 78 cards, clockwise, packets of five; the dealer keeps 28 and
    # lays away three (no King, no XXI, other trumps only with the Pagat and at most
    # two more).
    pack=78,
    seats=3,
    direction=Direction.CLOCKWISE,
    pip_order=PipOrder.RED_REVERSED,
    packet=5,
    discard=3,
    discard_limit=DiscardLimit.DUMMETT,
    declarations=DECLARATIONS,
    # The Sküs: may be led, played at any time, exchanged for a low card, and kept
    # by the trick winner in the last three tricks.
    fool_may_lead=True,
    fool_deadline=0,
    fool_when_out_of_trumps=False,
    fool_captured_from=23,
    fool_kept_no_trick=0,
    # Bonuses: Pagat 5, Pagat ultimo 15, King 5, King ultimo 10, Vole and Nolo 26;
    # the same amounts as penalties when the card is captured or beaten.
    pagat_home=5,
    pagat_captured=5,
    pagat_ultimo=15,
    pagat_ultimo_lost=15,
    king_home=5,
    king_captured=5,
    king_ultimo=10,
    king_ultimo_lost=10,
    vole=26,
    nolo=26,
    # Announced Vole: 52 before trick 1, 38 before trick 13, 31 before trick 20, lost
    # for the same. Announced Nolo: 36 before trick 1, 31 before trick 13; if it fails,
    # a penalty of 10 or 5 on top of the normal scoring.
    vole_announced=((1, 52), (13, 38), (20, 31)),
    nolo_announced=((1, 36, 10), (13, 31, 5)),
    # Card points: exactly against 26.
    par=26,
    card_settlement=CardSettlement.EXACT,
)
# --8<-- [end:options]

_VIA = "dummett-1980 via article-grosstarock, section 'Grosstarock'"
"""Dummett's rules as the English article summarises them (the project has not read the
book)."""

GROSSTAROCK = Ruleset(
    id="grosstarock",
    title="Grosstarock (after Dummett)",
    status=Status.SCHOLARLY,
    summary=(
        "The classical three-handed game as Dummett describes it from several sources:"
        " clockwise, declarations, Pagat and King bonuses, Vole and Nolo, card points"
        " against 26."
    ),
    options=OPTIONS,
    lineage=Lineage(
        name="Grosstarock",
        rules_of="Michael Dummett, 1980",
        played="German lands and Austria, late 18th to early 20th century",
        branch=Branch.GERMAN,
        year=1980,
        label="Dummett 1980",
        in_short=(
            "The classical game with Nolo and Vole, King and Pagat bonuses and more"
            " declarations, as a historian reconstructs it."
        ),
        event=(
            "Michael Dummett describes the rules of Grosstarock, drawing on a number of sources."
        ),
        event_cites=("dummett-1980",),
    ),
    sources=("dummett-1980", "article-grosstarock", "dummett-mcleod-2004"),
    cites={
        "direction": f"{_VIA} (opening paragraph)",
        "discard_limit": f"{_VIA} (opening paragraph)",
        "declarations": f"{_VIA}, table 'Declarations in Grosstarock'",
        "fool_captured_from": f"{_VIA}, 'Play'",
        "pagat_home": f"{_VIA}, table 'Bonuses in Grosstarock'",
        "king_home": f"{_VIA}, table 'Bonuses in Grosstarock'",
        "vole_announced": f"{_VIA}, 'Scoring' (below the bonus table)",
        "nolo_announced": f"{_VIA}, 'Scoring' (below the bonus table)",
        "card_settlement": "article-grosstarock, section 'Grosstarock', 'Scoring'",
    },
    names=Names("Sküs"),
)
