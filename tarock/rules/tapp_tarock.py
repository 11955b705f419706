"""Tapp Tarock, the modern rules after Mayr and Sedlaczek (2001) (``tapp-tarock``).

Three players and the 54-card pack, in which the Sküs is no longer an excuse but the
highest trump. An auction finds a declarer, who plays alone against the other two: he
takes half of a six-card talon (or none in a Solo), and needs 36 of the 70 card points.
Each section below is one part of the rulebook, with the place it comes from.
"""

from __future__ import annotations

from tarock.rules.contracts import Game, TalonUse
from tarock.rules.options import (
    CardSettlement,
    Direction,
    DiscardLimit,
    Hold,
    Options,
    PipOrder,
    TalonChoice,
)
from tarock.rules.ruleset import Branch, Lineage, Names, Ruleset, Status

PAYMENTS = "mayr-sedlaczek-2001 via project-notes, the values as the project reconstructs them"
"""Where the payment values come from (the games, the Pagat ultimo, the Valat, Trull and
four Kings): the English article's table of values is empty in the project's copy, and the
project has not read Mayr and Sedlaczek, so the values are its reconstruction after them,
as its notes give it."""

# --8<-- [start:games]
GAMES: tuple[Game, ...] = (
    Game("Dreier", 3, TalonUse.EITHER),
    Game("Unterer", 4, TalonUse.LOWER),
    Game("Oberer", 5, TalonUse.UPPER),
    Game("Solo", 8, TalonUse.NONE, bonus_factor=2),
)
"""The four games, lowest first: the Dreier takes either half of the talon, the Unterer
the lower half, the Oberer the upper half; the Solo none, and it doubles the Pagat
ultimo."""
# --8<-- [end:games]

# --8<-- [start:options]
OPTIONS = Options(
    # Pack and deal: 54 cards, anticlockwise; the talon of six is dealt first, in two
    # halves of three (the lower half first), then 16 cards each in packets of four.
    pack=54,
    seats=3,
    direction=Direction.ANTICLOCKWISE,
    pip_order=PipOrder.RED_REVERSED,
    packet=4,
    talon=6,
    discard=3,
    discard_limit=DiscardLimit.TAPP,
    declarations=(),
    # The auction: from forehand, one step higher or pass; Solo at a first turn; an
    # overbid player may hold; each game takes its own talon half.
    contracts=GAMES,
    solo_first_turn=True,
    hold=Hold.OVERBID,
    talon_half=TalonChoice.FIXED,
    # The Sküs is the highest trump, above the Mond (XXI): none of the excuse rules apply
    # (the other fool_* options keep their defaults and are not read).
    fool_is_top_trump=True,
    # Bonuses, between the declarer and each defender: the Pagat ultimo 4 silent and
    # 8 announced (doubled in Solo); Valat 12 silent and 24 announced; Trull and four
    # Kings 3 each. No bonus for a Pagat or King in the other tricks. The values are the
    # project's reconstruction after Mayr and Sedlaczek (``PAYMENTS``).
    pagat_home=0,
    pagat_captured=0,
    pagat_ultimo=4,
    pagat_ultimo_lost=4,
    pagat_ultimo_announced=8,
    king_home=0,
    king_captured=0,
    king_ultimo=0,
    king_ultimo_lost=0,
    vole=12,
    vole_announced=((1, 24),),
    valat_game_factor=0,
    nolo=0,
    nolo_announced=(),
    trull=3,
    four_kings=3,
    # Card points: the declarer's side needs 36 of the 70 (35 2/3 counts as 36).
    par=36,
    card_settlement=CardSettlement.EXACT,
)
# --8<-- [end:options]

_VIA = "mayr-sedlaczek-2001 via article-tapp-tarock"
"""Mayr and Sedlaczek as the English article summarises them."""

TAPP_TAROCK = Ruleset(
    id="tapp-tarock",
    title="Tapp Tarock (Mayr & Sedlaczek)",
    status=Status.DESCRIBED,
    summary=(
        "The Viennese coffee-house game with the 54-card pack: an auction of Dreier, Unterer,"
        " Oberer and Solo, a talon in two halves, the Sküs as the highest trump, one declarer"
        " against two defenders needing 36 of 70 card points."
    ),
    options=OPTIONS,
    lineage=Lineage(
        name="Tapp Tarock",
        rules_of="Mayr and Sedlaczek, 2001 (first rules 1821)",
        played="Vienna and south Germany, from about 1800",
        branch=Branch.VIENNA,
        year=2001,
        label="rules of 2001",
        in_short=(
            "The 54-card cousin: bidding for the talon, a declarer against two defenders, 36 of"
            " 70 card points to win."
        ),
        event=(
            "Mayr and Sedlaczek's *Das große Tarockbuch* gives the modern rules of Tapp Tarock"
            " and calls the 1754 rules the oldest surviving form of Grosstarock."
        ),
        event_cites=("mayr-sedlaczek-2001", "article-tapp-tarock", "article-grosstarock"),
    ),
    sources=(
        "mayr-sedlaczek-2001",
        "article-tapp-tarock",
        "anweisung-1821",
        "pagat-tapptarock",
        "project-notes",
    ),
    cites={
        "pack": f"{_VIA}, the passage on the cards",
        "direction": f"{_VIA}, the passage on dealing",
        "packet": f"{_VIA}, the passage on dealing",
        "talon": f"{_VIA}, the passage on dealing",
        "discard_limit": f"{_VIA}, the passage on the talon and discard",
        "contracts": PAYMENTS,
        "solo_first_turn": f"{_VIA}, the passage on bidding",
        "hold": f"{_VIA}, the passage on bidding",
        "talon_half": "mayr-sedlaczek-2001 via project-notes, the talon half (a reading)",
        "fool_is_top_trump": f"{_VIA}, the passage on the cards",
        "pagat_ultimo": PAYMENTS,
        "pagat_ultimo_announced": PAYMENTS,
        "vole": PAYMENTS,
        "vole_announced": PAYMENTS,
        "trull": PAYMENTS,
        "four_kings": PAYMENTS,
        "par": f"{_VIA}, the passage on scoring",
    },
    names=Names("Sküs", vole="Valat"),
)
