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
from tarock.rules.ruleset import Ruleset, Source, Status

MAYR_SEDLACZEK = Source(
    "mayr-sedlaczek-2001",
    "Wolfgang Mayr and Robert Sedlaczek",
    "Das große Tarockbuch",
    "2001",
    "Vienna and Frankfurt/M: Deuticke. The modern rules of Tapp Tarock.",
)
ARTICLE = Source(
    "article-tapp-tarock",
    "Encyclopedia article 'Tapp Tarock'",
    "English version, with its notes on the talon and on Grosstarock",
    "snapshot",
    "Seed 001: the modern rules after Mayr and Sedlaczek (2001) and the game's history.",
)
ANWEISUNG_1821 = Source(
    "anweisung-1821",
    "Anonymous",
    "Theoretisch-praktische Anweisung zur gründlichen Erlernung des beliebten Tarok-Tappen Spiels",
    "1821",
    "Vienna. The first description of the rules of Tapp Tarock (tarock.info/Tapptarock_1821.htm).",
)
PAGAT_COM = Source(
    "pagat-tapptarock",
    "John McLeod",
    "Tapp Tarock",
    "undated web page",
    "pagat.com/tarot/tapptarock.html.",
)

PAYMENTS = "mayr-sedlaczek-2001, the values as the project reconstructs them"
"""Where the payment values come from (the games, the Pagat ultimo, the Valat, Trull and
four Kings): the snapshot of the article (seed 001) has an empty table of values, so they
are the project's reconstruction after Mayr and Sedlaczek, not the article's."""

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
    sources=(MAYR_SEDLACZEK, ARTICLE, ANWEISUNG_1821, PAGAT_COM),
    cites={
        "pack": "article-tapp-tarock",
        "direction": "article-tapp-tarock",
        "packet": "article-tapp-tarock",
        "talon": "article-tapp-tarock",
        "discard_limit": "article-tapp-tarock",
        "contracts": PAYMENTS,
        "solo_first_turn": "article-tapp-tarock",
        "hold": "article-tapp-tarock",
        "talon_half": "mayr-sedlaczek-2001",
        "fool_is_top_trump": "article-tapp-tarock",
        "pagat_ultimo": PAYMENTS,
        "pagat_ultimo_announced": PAYMENTS,
        "vole": PAYMENTS,
        "vole_announced": PAYMENTS,
        "trull": PAYMENTS,
        "four_kings": PAYMENTS,
        "par": "article-tapp-tarock",
    },
)
