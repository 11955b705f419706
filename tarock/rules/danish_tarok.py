"""Danish Tarok after the rules of the Dansk Tarokforbund, 2011 (``danish-tarok``).

The living descendant of Grosstarock: anticlockwise, a wild Scies, a King pot and
a Pagat pot carried from deal to deal, ultimos that win or double a pot, and card
points settled in 5-point bands with the next dealer taking the balance.
"""

from __future__ import annotations

from tarock.cards import FOOL, KINGS, PAGAT, TRUMPS
from tarock.rules.declarations import Count, Declaration, Group
from tarock.rules.grosstarock import cavalries, matadors
from tarock.rules.options import (
    CardSettlement,
    Direction,
    DiscardLimit,
    Disclosure,
    FailedUltimo,
    Options,
    PipOrder,
)
from tarock.rules.ruleset import Branch, Fine, Lineage, Names, Preset, Ruleset, Status

PAGAT_TOUT = "pagat-dantarok via project-notes, on the Danish Tout"
"""Where pagat.com's Tout (135, no card points settled) comes from: the project read that
page only to its section on the cards, so it cites the point as its notes report it."""

# --8<-- [start:declarations]
DECLARATIONS: tuple[Declaration, ...] = (
    Count("trumps", frozenset((*TRUMPS, FOOL)), minimum=10, base=10, step=5, mention=PAGAT),
    matadors(),
    Group(
        "four Kings",
        KINGS,
        full=10,
        with_fool=5,
        full_with_fool=15,
        half_name="half in Kings",
        over_name="overfull in Kings",
    ),
    *cavalries(with_fool=5, full_with_fool=15),
)
"""Ten or more trumps (with or without the Pagat) and three or more Matadors (10 + 5);
four Kings 10, three and the Scies 5, four and the Scies 15; the four courts of a suit
10, three and the Scies 5, four and the Scies 15. The Scies is wild and may serve in
several declarations; the larger form replaces the smaller."""
# --8<-- [end:declarations]

# --8<-- [start:options]
OPTIONS = Options(
    # Pack and deal: to the right (anticlockwise) in packets of five; the dealer takes
    # the three left over and lays away three: no King, Pagat, XXI or Scies; the cards of
    # a combination he could declare only if it cannot be avoided (shown, and still
    # declared); a trump only to leave himself void in trumps or when the plain cards run
    # short (the table is told that a trump went, not which). A player dealt no trump
    # (the Scies not counted) may demand a new deal.
    pack=78,
    seats=3,
    direction=Direction.ANTICLOCKWISE,
    pip_order=PipOrder.RED_REVERSED,
    packet=5,
    discard=3,
    discard_limit=DiscardLimit.DANISH,
    discard_disclosure=Disclosure.FACT,
    redeal_without_trumps=True,
    declarations=DECLARATIONS,
    declare_laid_away=True,
    # The Scies: any time; led, its owner names the suit (in the last trick too), which
    # the next player may rename when neither opponent can follow it; taken back for a
    # low card; barred from trick 24 and lost in trick 25; before trick 23 an opponent
    # may demand it.
    fool_may_lead=True,
    fool_deadline=0,
    fool_when_out_of_trumps=False,
    fool_captured_from=25,
    fool_kept_no_trick=0,
    fool_names_suit=True,
    fool_named_held=False,
    fool_named_last_trick=True,
    fool_barred_trick=24,
    fool_demand_trick=23,
    # In play: the Pagat brought home earns 5; a King or the Pagat losing a trick costs 5
    # to each opponent and 5 into its pot.
    pagat_home=5,
    pagat_captured=5,
    pagat_captured_pot=5,
    king_home=0,
    king_captured=5,
    king_captured_pot=5,
    # The last trick: Pagat ultimo 45 and the Pagat pot, King ultimo 40 and the King pot;
    # a failed ultimo pays 45 or 40 to each and doubles its pot (a success for the same
    # pot is settled first); otherwise 20 for the trick.
    pagat_ultimo=45,
    pagat_ultimo_lost=45,
    king_ultimo=40,
    king_ultimo_lost=40,
    ultimo_takes_pot=True,
    failed_ultimo_pot=FailedUltimo.DOUBLE,
    ultimo_success_first=True,
    last_trick=20,
    # Tout (every trick) 80 and both pots, with no card points; Nolo (no trick) 25, which
    # cancels the card points, the other players' ultimos and the last-trick bonus.
    # Nothing is announced.
    vole=80,
    vole_takes_pots=True,
    vole_cancels_card_points=True,
    vole_replaces_ultimo=True,
    nolo=25,
    nolo_cancels=True,
    vole_announced=(),
    nolo_announced=(),
    # The pots: 20 from each player into an empty pot, and 5 from the dealer into each pot
    # before every deal, a pot just founded included.
    pot_ante=20,
    dealer_stake=5,
    dealer_stake_on_ante=True,
    # Card points in 5-point bands around 26; the next dealer takes the balance (a
    # reading, after Board Game Arena's program).
    par=26,
    card_settlement=CardSettlement.BANDS,
)
# --8<-- [end:options]

DANISH_TAROK = Ruleset(
    id="danish-tarok",
    title="Danish Tarok (2011)",
    status=Status.DESCRIBED,
    summary=(
        "The living Danish game: anticlockwise, a wild Scies, a King pot and a Pagat pot"
        " carried from deal to deal, ultimos that win or double a pot, card points in"
        " 5-point bands."
    ),
    options=OPTIONS,
    lineage=Lineage(
        name="Danish Tarok",
        rules_of="Dansk Tarokforbund, 2011",
        played="Denmark, from 1770 to this day",
        branch=Branch.DENMARK,
        year=2011,
        label="rules of 2011",
        in_short=(
            "The surviving descendant: two pots for the King and Pagat ultimos, the Scies as a"
            " wild card, card points in steps of 5."
        ),
        event="The association publishes its rules, allowing local clubs their own variations.",
        event_cites=("dansk-tarokforbund-2011", "article-grosstarock"),
    ),
    sources=(
        "dansk-tarokforbund-2011",
        "article-grosstarock",
        "bga-help-da",
        "pagat-dantarok",
        "bga-grosstarock",
        "moller",
        "grand-tarot-2015",
        "project-notes",
    ),
    cites={
        "seats": "pagat-dantarok, section 'Players and Equipment'",
        "direction": "bga-help-da, section 'Kortgivning'",
        "packet": "bga-help-da, section 'Kortgivning'",
        "discard_limit": "dansk-tarokforbund-2011 via article-grosstarock,"
        " section 'Danish Tarok', 'Preliminaries'",
        "discard_disclosure": "dansk-tarokforbund-2011 via article-grosstarock,"
        " section 'Danish Tarok', 'Preliminaries'",
        "declare_laid_away": "dansk-tarokforbund-2011 via article-grosstarock,"
        " section 'Danish Tarok', 'Preliminaries'",
        "redeal_without_trumps": "bga-help-da, section 'Kortgivning'",
        "declarations": "dansk-tarokforbund-2011 via article-grosstarock,"
        " section 'Danish Tarok', table 'Declarations in Danish Tarok'",
        "fool_names_suit": "dansk-tarokforbund-2011 via article-grosstarock,"
        " section 'Danish Tarok', 'Play'",
        "fool_named_held": "dansk-tarokforbund-2011 via article-grosstarock,"
        " section 'Danish Tarok', 'Play'",
        "fool_named_last_trick": "dansk-tarokforbund-2011 via article-grosstarock,"
        " section 'Danish Tarok', 'Play'",
        "fool_barred_trick": "dansk-tarokforbund-2011 via article-grosstarock,"
        " section 'Danish Tarok', 'Play'",
        "fool_demand_trick": "dansk-tarokforbund-2011 via article-grosstarock,"
        " section 'Danish Tarok', 'Play'",
        "pagat_captured_pot": "dansk-tarokforbund-2011 via article-grosstarock,"
        " section 'Danish Tarok', table 'Bonuses in Danish Tarok'",
        "pagat_ultimo": "dansk-tarokforbund-2011 via article-grosstarock,"
        " section 'Danish Tarok', table 'Bonuses in Danish Tarok'",
        "failed_ultimo_pot": "bga-grosstarock, grosstarock.game.php, payLastTrick",
        "ultimo_success_first": "bga-grosstarock, grosstarock.game.php, stNextPlayer"
        " (the King pot's value taken before the last trick is settled)",
        "last_trick": "dansk-tarokforbund-2011 via article-grosstarock,"
        " section 'Danish Tarok', table 'Bonuses in Danish Tarok'",
        "vole": "dansk-tarokforbund-2011 via article-grosstarock,"
        " section 'Danish Tarok', table 'Bonuses in Danish Tarok' ('Tout')",
        "vole_cancels_card_points": PAGAT_TOUT,
        "nolo_cancels": "dansk-tarokforbund-2011 via article-grosstarock,"
        " section 'Danish Tarok', 'Play'",
        "pot_ante": "bga-help-da, section 'Tilbehør'",
        "dealer_stake": "bga-help-da, section 'Kortgivning'",
        "dealer_stake_on_ante": "bga-help-da, section 'Kortgivning'",
        "card_settlement": "bga-grosstarock, grosstarock.game.php, calculateScore",
    },
    # The summary names two penalties without an amount; the rules Board Game Arena's help
    # page gives under the federation's name add two at the deal (section 'Kortgivning').
    fines=(
        Fine(
            "not declaring a combination held",
            0,
            "the others (no amount given)",
            "article-grosstarock, section 'Danish Tarok', table 'Declarations in Danish Tarok'",
        ),
        Fine(
            "a wrong demand that the Scies be played to the third-last trick",
            0,
            "the others (no amount given)",
            "article-grosstarock, section 'Danish Tarok', 'Play'",
        ),
        Fine(
            "the dealer has not moved the cups to his right before the first lead",
            5,
            "each cup (a further 5, after his 5 before dealing)",
            "bga-help-da, section 'Kortgivning'",
        ),
        Fine(
            "a wrong number of cards in a player's hand (each counts his cards before"
            " taking them up)",
            0,
            "not stated",
            "bga-help-da, section 'Kortgivning'",
            "a wrong share of the cards found by that count is put right without dealing"
            " again",
        ),
    ),
    names=Names("Scies", vole="Tout"),
    presets=(
        Preset(
            "pagat",
            "pagat.com's description (Jens Brix Christiansen), where it differs",
            ("vole=135",),
            PAGAT_TOUT,
        ),
        Preset(
            "summary",
            "the English Wikipedia article's summary, where it differs",
            ("dealer_stake_on_ante=false",),
            "article-grosstarock, section 'Danish Tarok', 'Preliminaries'",
        ),
        Preset(
            "bga",
            "Board Game Arena's program, where it differs and the options can follow it (the"
            " differences they cannot follow are listed on the rule page)",
            (
                "vole=85",
                "vole_cancels_card_points=false",
                "redeal_without_trumps=false",
                "fool_named_held=true",
                "fool_named_last_trick=false",
            ),
            "bga-grosstarock, grosstarock.game.php, payLastTrick ('slam'), calculateScore,"
            " doDeal, getPossibleSuitsToName and playCard",
        ),
    ),
)
