"""German Taroc after the *Regeln bey dem Taroc-Spiele* of 1754 (``taroc-1754``).

The oldest surviving German rules: three players (four with one sitting out),
anticlockwise, six declarations, the Excuse that must be gone by the
third-last trick, a Pagat bonus, and card points settled against 26.
"""

from __future__ import annotations

from tarock.cards import FOOL, KINGS, TRUMPS
from tarock.rules.declarations import Count, Declaration, Group
from tarock.rules.grosstarock import cavalries, matadors
from tarock.rules.options import CardSettlement, Direction, DiscardLimit, Options, PipOrder
from tarock.rules.ruleset import Branch, Fine, Lineage, Names, Ruleset, Status

# --8<-- [start:declarations]
DECLARATIONS: tuple[Declaration, ...] = (
    Count("Tarocs", frozenset((*TRUMPS, FOOL)), minimum=10, base=10, step=5),
    matadors(),
    *cavalries(with_fool=5),
    Group("four Kings", KINGS, full=10, with_fool=5),
)
"""Ten or more Tarocs (the Excuse counted: a reading), three or more Matadors (both
10 + 5), whole Cavalry 10 and half Cavalry (three courts and the Excuse) 5 in each
suit, four Kings 10 and three Kings with the Excuse 5."""
# --8<-- [end:declarations]

# --8<-- [start:options]
OPTIONS = Options(
    # Pack and deal: anticlockwise, five rounds of five, the dealer keeps 28 and lays
    # away three: no King; Tarocs (the Excuse counted) only as Pagat + Excuse + one more
    # trump, or when he holds exactly three Tarocs, Pagat among them.
    pack=78,
    seats=3,
    direction=Direction.ANTICLOCKWISE,
    pip_order=PipOrder.RED_REVERSED,
    packet=5,
    discard=3,
    discard_limit=DiscardLimit.TAROC_1754,
    declarations=DECLARATIONS,
    # The Excuse: never led, played by trick 23 at the latest (its owner on lead then
    # passes the lead on), forced once its owner is out of trumps and cannot follow,
    # always taken back in exchange for a low card; 4 from each for a player who keeps
    # it and takes no trick.
    fool_may_lead=False,
    fool_deadline=23,
    fool_when_out_of_trumps=True,
    fool_captured_from=0,
    fool_kept_no_trick=4,
    # The Pagat: captured -5, lost in the last trick -10, last trick won with it +10.
    # No King bonuses, no Vole or Nolo, no announcements.
    pagat_home=0,
    pagat_captured=5,
    pagat_ultimo=10,
    pagat_ultimo_lost=10,
    king_home=0,
    king_captured=0,
    king_ultimo=0,
    king_ultimo_lost=0,
    vole=0,
    nolo=0,
    vole_announced=(),
    nolo_announced=(),
    # Card points against 26, exactly.
    par=26,
    card_settlement=CardSettlement.EXACT,
)
# --8<-- [end:options]

TAROC_1754 = Ruleset(
    id="taroc-1754",
    title="German Taroc (1754)",
    status=Status.DESCRIBED,
    summary=(
        "The oldest German rules: anticlockwise, six declarations, the Excuse gone by the"
        " third-last trick, the Pagat bonus, card points against 26; four may play with"
        " one sitting out."
    ),
    options=OPTIONS,
    lineage=Lineage(
        name="German Taroc",
        rules_of="Regeln bey dem Taroc-Spiele, 1754",
        played="German lands, from about 1720",
        branch=Branch.GERMAN,
        year=1754,
        label="rules of 1754",
        in_short=(
            "The oldest German rules: no bidding, six declarations, the Excuse gone by the"
            " third-last trick, the Pagat bonus."
        ),
        event=(
            "The *Regeln bey dem Taroc-Spiele*, the oldest rules of a tarot game in German:"
            " three players, no bidding, a few declarations, an Excuse to be played early and"
            " a stress on the Pagat."
        ),
        event_cites=("regeln-1754", "article-grosstarock"),
    ),
    sources=("regeln-1754", "palamedes-1755", "article-grosstarock", "kunst-1756"),
    cites={
        "seats": "regeln-1754, §1",
        "direction": "regeln-1754 via article-grosstarock, section 'Taroc', 'Preliminaries'",
        "packet": "regeln-1754, §1",
        "discard_limit": "regeln-1754, §1",
        "declarations": "regeln-1754 via article-grosstarock,"
        " section 'Taroc', table 'Declarations in German Taroc'",
        "fool_deadline": "regeln-1754 via article-grosstarock, section 'Taroc', 'Play'",
        "fool_when_out_of_trumps": "regeln-1754 via article-grosstarock, section 'Taroc', 'Play'",
        "fool_kept_no_trick": "regeln-1754 via article-grosstarock, section 'Taroc', 'Play'",
        "pagat_captured": "regeln-1754 via article-grosstarock,"
        " section 'Taroc', table 'Bonuses in early German Taroc'",
        "pagat_ultimo": "regeln-1754 via article-grosstarock,"
        " section 'Taroc', table 'Bonuses in early German Taroc'",
        "card_settlement": "regeln-1754 via article-grosstarock, section 'Taroc', 'Scoring'",
    },
    # The Regeln's fines, 5 points to each other player (its paragraphs 3 to 5).
    fines=(
        Fine(
            "a misdeal",
            5,
            "each other player",
            "regeln-1754, §3",
            "the deal is void and the same dealer deals again",
        ),
        Fine(
            "laying away the wrong number of cards (1, 2 or 4), found at the end",
            5,
            "each other player",
            "regeln-1754, §4",
            "he also pays the others' declarations for both opponents, and the deal is void",
        ),
        Fine(
            "a revoke (not following suit or trumping when able)",
            5,
            "each other player",
            "regeln-1754, §5",
        ),
    ),
    names=Names("Excuse"),
)
