"""Every rule point on which the sources differ, as a named option.

A rule set is a selection of these values (``Options``). The engine reads only
options, never a rule set's name, and the comparison matrix on the site is
generated from them. ``Options.with_changes`` applies ``NAME=VALUE`` strings as
given on the command line, with a clear error for an unknown name or value.

Examples:
    >>> opts = Options().with_changes(["direction=anticlockwise", "vole=30"])
    >>> opts.direction, opts.vole
    (<Direction.ANTICLOCKWISE: 'anticlockwise'>, 30)
    >>> Options().with_changes(["speed=9"])
    Traceback (most recent call last):
    ...
    tarock.rules.options.OptionError: unknown option 'speed'; options are: ...
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

from tarock.rules.contracts import Game, tapper
from tarock.rules.declarations import Declaration, read_literally


class OptionError(ValueError):
    """An unknown option, or a value the option does not take."""


class Direction(Enum):
    """The way dealing and play go round the table."""

    CLOCKWISE = "clockwise"
    ANTICLOCKWISE = "anticlockwise"


class PipOrder(Enum):
    """How the pips rank below the courts in a trick."""

    RED_REVERSED = "red-reversed"
    """Black suits 10 high to Ace low; red suits Ace high to 10 low."""
    NATURAL = "natural"
    """10 high to Ace low in every suit."""


class DiscardLimit(Enum):
    """What the dealer may lay away (implemented in ``tarock.rules.discard``)."""

    TAROC_1754 = "1754"
    """No King; Tarocs only as the Pagat, the Fool and one trump together, or, when he holds
    exactly three trumps (the Fool not counted), the Pagat among them, those three
    together."""
    TAROC_1754_WITH_PLAIN = "1754-with-plain"
    """As ``TAROC_1754``, but of exactly three trumps with the Pagat any one or two may go
    with plain cards, not only all three together."""
    DUMMETT = "dummett"
    """No King, no XXI; other trumps only if he holds the Pagat and at most two more."""
    DANISH = "danish"
    """No King, Pagat, XXI or Fool; the cards of a combination he could declare only if
    unavoidable; trumps only to leave himself void, or when the plain cards run short."""
    GRAND_TAROT = "grand-tarot"
    """Honours, Kings and trumps only when nothing else can go, or trumps all together to
    leave himself void in trumps."""
    TAPP = "tapp"
    """No King and no Trull card (Pagat, XXI, Sküs); other trumps only when nothing else
    can go."""


class Hold(Enum):
    """Who may hold in the auction: take over the last bid at the same level."""

    OVERBID = "overbid"
    """Any player whose bid was overcalled by a later bidder (one nearer the dealer)."""
    FOREHAND = "forehand"
    """Forehand alone, over any later bidder."""


class TalonChoice(Enum):
    """Which talon half a game that takes the talon may take."""

    FIXED = "fixed"
    """The half each game names (the lower for the Unterer, the upper for the Oberer)."""
    FREE = "free"
    """Either half, in every game that takes the talon."""


class FailedUltimo(Enum):
    """What a failed ultimo pays into its pot, besides the penalty to each opponent."""

    NOTHING = "nothing"
    DOUBLE = "double"
    """The pot's value before the last trick: the pot doubles."""
    PENALTY = "penalty"
    """The same amount as the penalty."""


class CardSettlement(Enum):
    """How card points become game points."""

    EXACT = "exact"
    """Each player's points against the par (26), to the point, exact fractions kept."""
    BANDS = "bands"
    """Against the par in steps of 5 (within 2 of it scores nothing); the seat after the
    dealer is not rounded but takes the balance. Settled between the players."""
    BANDS_WITH_ELDEST = "bands-eldest"
    """As ``BANDS``, but each of the other two players settles with the seat after the
    dealer (Eldest) alone."""
    BANDS_EACH = "bands-each"
    """Against the par in steps of 5, every player rounded: each receives his amount from
    (or pays it to) each opponent, as a bonus is paid. Nobody takes a balance."""
    NONE = "none"
    """Card points are not counted and pay nothing: the Danish clubs' choice "uden
    tælling" for an evening, against "med tælling"."""


class Disclosure(Enum):
    """What the table learns of the trumps the dealer lays away."""

    CARDS = "cards"
    """Which trumps he laid away: they are shown."""
    FACT = "fact"
    """Only that he laid away a trump, not which nor how many."""


# --8<-- [start:ladons]
class Ladons(Enum):
    """Which cards count toward Grosstarock's "sixteen or more Ladons".

    The declaration table says only "low cards"; the card-value sentence calls every
    one-point card a Ladon, low trumps included. Read so, a hand of 25 holds sixteen
    almost always, which would make the declaration a formality: the project reads the
    Ladons as the pip cards, and offers the literal reading as this option's other value.
    """

    PIPS = "pips"
    """The pip cards, Ace (1) to 10 of the four suits (the project's reading)."""
    ONE_POINT = "one-point"
    """Every card worth one point: the pips and the trumps II to XX (the literal reading)."""


# --8<-- [end:ladons]


class Settles(Enum):
    """The settlement an option is read by, if it is read only there."""

    DEAL = "deal"
    """A finished deal's: the engine never reads it, so a record may be settled again."""
    STAKES = "stakes"
    """The stakes paid into the pots before a deal."""


class When(NamedTuple):
    """When an option does something: ``holds`` of the rule set's options; ``otherwise``
    says why it does nothing (``{id}``: the rule set's id)."""

    holds: Callable[[Options], bool]
    otherwise: str


WITH_AUCTION = When(lambda o: bool(o.contracts), "{id} has no auction (no contracts to bid)")
SCORES_GAMES = When(
    lambda o: bool(o.contracts), "it scores contract games, and {id} has no auction"
)
TAPPER_BID = When(
    lambda o: bool(o.contracts), "the Tapper is a game of the auction, and {id} has none"
)
NO_DECLARER = When(
    lambda o: not o.contracts,
    "a declarer's game against two defenders is settled without it (settle_contract)",
)
CARD_POINTS_PAID = When(lambda o: not o.contracts, "its card points decide the declarer's game")
WITH_POTS = When(lambda o: o.pot_ante > 0, "{id} keeps no pots (pot_ante=0)")
DECLARED_AFTER_DISCARD = When(
    lambda o: bool(o.declarations) and not o.contracts,
    "{id} has no declarations made after a discard",
)
FOOL_EXCUSE = When(
    lambda o: not o.fool_is_top_trump, "the Fool is the highest trump there (fool_is_top_trump)"
)

FOOL_NAMES = When(
    lambda o: o.fool_names_suit and not o.fool_is_top_trump,
    "no suit is named for the Fool in {id} (fool_names_suit)",
)

FOOL_SECTIONS = ("the-skus", "the-excuse", "the-scies", "the-fool", "play")
BONUS_SECTIONS = ("bonuses", "the-pagat", "the-kings", "settlement")
ULTIMO_SECTIONS = ("the-last-trick", "bonuses", "the-pagat", "settlement")
VOLE_SECTIONS = ("vole-and-nolo", "the-last-trick", "bonuses", "settlement")
POT_SECTIONS = ("pots", "the-last-trick", "bonuses")
SETTLEMENT_SECTIONS = ("settlement", "card-points")
DEAL_SECTIONS = ("deal-and-discard",)
"""Rule-page sections (their anchors) that document several options."""


def _about(
    name: str,
    group: str,
    doc: str,
    *,
    sections: tuple[str, ...] = (),
    settles: Settles | None = None,
    applies: When | None = None,
    trick: bool = False,
) -> dict[str, object]:
    """An option's metadata: its name in words and its group (as the comparison matrix
    shows them), its description, the rule-page sections that document it (best first),
    the settlement that alone reads it, when it does something, and whether its number is
    a trick's (not an amount)."""
    return {
        "name": name,
        "group": group,
        "doc": doc,
        "sections": sections,
        "settles": settles,
        "applies": applies,
        "trick": trick,
    }


@dataclass(frozen=True)
class Options:
    """The rule options; the defaults are those of Grosstarock after Dummett."""

    # Pack and deal
    pack: int = field(
        default=78,
        metadata=_about(
            "Cards in the pack",
            "Pack and deal",
            "Cards in the pack (78 or 54).",
            sections=("pack-and-ranks", "the-pack", *DEAL_SECTIONS),
        ),
    )
    seats: int = field(
        default=3,
        metadata=_about(
            "Players",
            "Pack and deal",
            "Players at the table; with four, the player opposite the dealer sits out.",
            sections=("players-and-seats", *DEAL_SECTIONS),
        ),
    )
    direction: Direction = field(
        default=Direction.CLOCKWISE,
        metadata=_about(
            "Direction of play",
            "Pack and deal",
            "Direction of dealing and play.",
            sections=DEAL_SECTIONS,
        ),
    )
    pip_order: PipOrder = field(
        default=PipOrder.RED_REVERSED,
        metadata=_about(
            "Rank of the pips",
            "Pack and deal",
            "Rank of the pips within a suit.",
            sections=("pack-and-ranks", "the-pack", "play"),
        ),
    )
    packet: int = field(
        default=5,
        metadata=_about(
            "Cards per packet",
            "Pack and deal",
            "Cards in each packet of the deal.",
            sections=DEAL_SECTIONS,
        ),
    )
    talon: int = field(
        default=0,
        metadata=_about(
            "Talon",
            "Pack and deal",
            "Cards dealt face down first, in two halves: the lower half (dealt first) and the"
            " upper half (0: no talon).",
            sections=("the-talon", *DEAL_SECTIONS),
        ),
    )
    discard: int = field(
        default=3,
        metadata=_about(
            "Cards laid away",
            "Pack and deal",
            "Cards laid away: the dealer's extra cards, or with a talon the cards the declarer"
            " takes from it.",
            sections=DEAL_SECTIONS,
        ),
    )
    discard_limit: DiscardLimit = field(
        default=DiscardLimit.DUMMETT,
        metadata=_about(
            "What may be laid away",
            "Pack and deal",
            "What may be laid away.",
            sections=DEAL_SECTIONS,
        ),
    )
    discard_disclosure: Disclosure = field(
        default=Disclosure.CARDS,
        metadata=_about(
            "Trumps laid away, told",
            "Pack and deal",
            "What the table learns of the trumps the dealer lays away: the cards, or only"
            " the fact.",
            sections=("discard", *DEAL_SECTIONS),
        ),
    )
    # The auction (rule sets with a declarer against two defenders)
    contracts: tuple[Game, ...] = field(
        default=(),
        metadata=_about(
            "Games of the auction",
            "Bidding and the talon",
            "The games that may be bid, lowest first, each with its value and talon half"
            " (none: no auction, everyone plays for himself).",
            sections=("the-auction", "bidding"),
        ),
    )
    solo_first_turn: bool = field(
        default=False,
        metadata=_about(
            "Solo at the first turn",
            "Bidding and the talon",
            "A game without the talon (Solo) may be bid at a player's first turn.",
            sections=("the-auction", "bidding"),
            applies=WITH_AUCTION,
        ),
    )
    hold: Hold = field(
        default=Hold.OVERBID,
        metadata=_about(
            "Who may hold",
            "Bidding and the talon",
            "Who may hold: take over the last bid.",
            sections=("the-auction", "bidding"),
            applies=WITH_AUCTION,
        ),
    )
    talon_half: TalonChoice = field(
        default=TalonChoice.FIXED,
        metadata=_about(
            "Which talon half",
            "Bidding and the talon",
            "Whether each game takes its own talon half or the declarer picks one.",
            sections=("the-talon", "the-auction"),
            applies=WITH_AUCTION,
        ),
    )
    tapper: int = field(
        default=0,
        metadata=_about(
            "The Tapper (1821)",
            "Bidding and the talon",
            "The 1821 Tapper: a game below the lowest, paid this many points by each defender"
            " without play (0: no Tapper).",
            sections=("the-auction", "bidding"),
            applies=TAPPER_BID,
        ),
    )
    # Declarations
    declarations: tuple[Declaration, ...] = field(
        default=(),
        metadata=_about(
            "Declarations",
            "Declarations",
            "The declarations, each paid by every opponent.",
            sections=("declarations",),
        ),
    )
    declare_laid_away: bool = field(
        default=False,
        metadata=_about(
            "Combinations laid away still declared",
            "Declarations",
            "The dealer declares from the cards he held before the discard: a combination"
            " laid away because nothing else could go is still declared and paid.",
            sections=("declarations", "discard"),
            applies=DECLARED_AFTER_DISCARD,
        ),
    )
    ladons: Ladons = field(
        default=Ladons.PIPS,
        metadata=_about(
            "What counts as a Ladon",
            "Declarations",
            "Which cards count as Ladons: the pips, or every one-point card.",
            sections=("declarations",),
        ),
    )
    # The Fool
    fool_is_top_trump: bool = field(
        default=False,
        metadata=_about(
            "Fool as top trump",
            "The Fool",
            "The Fool is the highest trump (above XXI), never an excuse: the other Fool"
            " options do not apply.",
            sections=("pack-and-ranks", *FOOL_SECTIONS),
        ),
    )
    fool_may_lead: bool = field(
        default=True,
        metadata=_about(
            "The Fool may lead",
            "The Fool",
            "The Fool may be led (the next card then sets the suit).",
            sections=FOOL_SECTIONS,
            applies=FOOL_EXCUSE,
        ),
    )
    fool_deadline: int = field(
        default=0,
        metadata=_about(
            "Fool played by trick",
            "The Fool",
            "The trick by which the Fool must have been played (0: no deadline); its owner on"
            " lead then passes the lead to the next player.",
            sections=FOOL_SECTIONS,
            applies=FOOL_EXCUSE,
            trick=True,
        ),
    )
    fool_when_out_of_trumps: bool = field(
        default=False,
        metadata=_about(
            "Fool when out of trumps",
            "The Fool",
            "An owner out of trumps must play the Fool to the next trick he cannot follow.",
            sections=FOOL_SECTIONS,
            applies=FOOL_EXCUSE,
        ),
    )
    fool_captured_from: int = field(
        default=23,
        metadata=_about(
            "Fool kept by the winner from trick",
            "The Fool",
            "From this trick on the Fool is kept by the trick winner (0: never).",
            sections=FOOL_SECTIONS,
            applies=FOOL_EXCUSE,
            trick=True,
            settles=Settles.DEAL,
        ),
    )
    fool_kept_no_trick: int = field(
        default=0,
        metadata=_about(
            "Fool kept without a trick",
            "The Fool",
            "Paid by each opponent to a player who takes no trick and keeps the Fool.",
            sections=FOOL_SECTIONS,
            applies=FOOL_EXCUSE,
            settles=Settles.DEAL,
        ),
    )
    fool_exchange_at_end: bool = field(
        default=False,
        metadata=_about(
            "Fool exchanged at the end",
            "The Fool",
            "The Fool's owner gives its trick's winner a card at the end of the deal (or,"
            " having taken no trick, the Fool itself).",
            sections=FOOL_SECTIONS,
            applies=FOOL_EXCUSE,
            settles=Settles.DEAL,
        ),
    )
    fool_names_suit: bool = field(
        default=False,
        metadata=_about(
            "Fool names a suit",
            "The Fool",
            "Leading the Fool, its owner names the suit to follow; if neither opponent can"
            " follow it, the next player may name another.",
            sections=FOOL_SECTIONS,
            applies=FOOL_EXCUSE,
        ),
    )
    fool_named_held: bool = field(
        default=False,
        metadata=_about(
            "Fool names a suit still held",
            "The Fool",
            "With fool_names_suit, the suit named for the led Fool must be one an opponent"
            " still holds (trumps included), so nobody renames it.",
            sections=FOOL_SECTIONS,
            applies=FOOL_NAMES,
        ),
    )
    fool_named_last_trick: bool = field(
        default=True,
        metadata=_about(
            "Fool names a suit in the last trick",
            "The Fool",
            "With fool_names_suit, a suit is named for the Fool led to the last trick too"
            " (false: none is named there, and the next card sets the suit).",
            sections=FOOL_SECTIONS,
            applies=FOOL_NAMES,
        ),
    )
    fool_barred_trick: int = field(
        default=0,
        metadata=_about(
            "Trick barred to the Fool",
            "The Fool",
            "A trick to which the Fool may not be played (0: none).",
            sections=FOOL_SECTIONS,
            applies=FOOL_EXCUSE,
            trick=True,
        ),
    )
    fool_demand_trick: int = field(
        default=0,
        metadata=_about(
            "Fool demanded before trick",
            "The Fool",
            "Before this trick an opponent may demand that the Fool be played to it (0: never).",
            sections=FOOL_SECTIONS,
            applies=FOOL_EXCUSE,
            trick=True,
        ),
    )
    redeal_without_trumps: bool = field(
        default=False,
        metadata=_about(
            "New deal without trumps",
            "Pack and deal",
            "A player dealt no trump (the Fool not counted) may demand a new deal.",
            sections=DEAL_SECTIONS,
        ),
    )
    # Bonuses, each paid by every opponent (a penalty: paid to every opponent)
    pagat_home: int = field(
        default=5,
        metadata=_about(
            "Pagat wins a trick",
            "Bonuses",
            "Pagat wins its trick before the last.",
            sections=BONUS_SECTIONS,
            applies=NO_DECLARER,
            settles=Settles.DEAL,
        ),
    )
    pagat_captured: int = field(
        default=5,
        metadata=_about(
            "Pagat captured",
            "Bonuses",
            "Pagat captured before the last trick (penalty).",
            sections=BONUS_SECTIONS,
            applies=NO_DECLARER,
            settles=Settles.DEAL,
        ),
    )
    pagat_ultimo: int = field(
        default=15,
        metadata=_about(
            "Pagat ultimo won",
            "Bonuses",
            "Pagat wins the last trick.",
            sections=ULTIMO_SECTIONS,
            settles=Settles.DEAL,
        ),
    )
    pagat_ultimo_lost: int = field(
        default=15,
        metadata=_about(
            "Pagat ultimo lost",
            "Bonuses",
            "Pagat beaten in the last trick (penalty).",
            sections=ULTIMO_SECTIONS,
            applies=NO_DECLARER,
            settles=Settles.DEAL,
        ),
    )
    king_home: int = field(
        default=5,
        metadata=_about(
            "King wins a trick",
            "Bonuses",
            "A King wins its trick before the last.",
            sections=BONUS_SECTIONS,
            applies=NO_DECLARER,
            settles=Settles.DEAL,
        ),
    )
    king_captured: int = field(
        default=5,
        metadata=_about(
            "King captured",
            "Bonuses",
            "A King captured before the last trick (penalty).",
            sections=BONUS_SECTIONS,
            applies=NO_DECLARER,
            settles=Settles.DEAL,
        ),
    )
    king_ultimo: int = field(
        default=10,
        metadata=_about(
            "King ultimo won",
            "Bonuses",
            "A King wins the last trick.",
            sections=ULTIMO_SECTIONS,
            applies=NO_DECLARER,
            settles=Settles.DEAL,
        ),
    )
    king_ultimo_lost: int = field(
        default=10,
        metadata=_about(
            "King ultimo lost",
            "Bonuses",
            "A King beaten in the last trick (penalty).",
            sections=ULTIMO_SECTIONS,
            applies=NO_DECLARER,
            settles=Settles.DEAL,
        ),
    )
    last_trick: int = field(
        default=0,
        metadata=_about(
            "Last trick",
            "Bonuses",
            "Winning the last trick, when no Pagat or King was played to it.",
            sections=ULTIMO_SECTIONS,
            applies=NO_DECLARER,
            settles=Settles.DEAL,
        ),
    )
    vole: int = field(
        default=26,
        metadata=_about(
            "Vole (every trick)",
            "Vole and Nolo",
            "Taking every trick, unannounced.",
            sections=VOLE_SECTIONS,
            settles=Settles.DEAL,
        ),
    )
    nolo: int = field(
        default=26,
        metadata=_about(
            "Nolo (no trick)",
            "Vole and Nolo",
            "Taking no trick (when nobody takes them all), unannounced.",
            sections=VOLE_SECTIONS,
            applies=NO_DECLARER,
            settles=Settles.DEAL,
        ),
    )
    vole_announced: tuple[tuple[int, int], ...] = field(
        default=((1, 52), (13, 38), (20, 31)),
        metadata=_about(
            "Vole announced",
            "Vole and Nolo",
            "Announced Vole: (announced before trick, value won or lost).",
            sections=VOLE_SECTIONS,
        ),
    )
    nolo_announced: tuple[tuple[int, int, int], ...] = field(
        default=((1, 36, 10), (13, 31, 5)),
        metadata=_about(
            "Nolo announced",
            "Vole and Nolo",
            "Announced Nolo: (announced before trick, value won, penalty if it fails).",
            sections=VOLE_SECTIONS,
        ),
    )
    vole_cancels_card_points: bool = field(
        default=False,
        metadata=_about(
            "Vole cancels card points",
            "Vole and Nolo",
            "After a Vole (every trick) card points are not settled.",
            sections=VOLE_SECTIONS,
            applies=NO_DECLARER,
            settles=Settles.DEAL,
        ),
    )
    vole_replaces_ultimo: bool = field(
        default=False,
        metadata=_about(
            "Vole replaces the ultimos",
            "Vole and Nolo",
            "A Vole replaces its maker's ultimo and last-trick bonuses.",
            sections=VOLE_SECTIONS,
            applies=NO_DECLARER,
            settles=Settles.DEAL,
        ),
    )
    pagat_ultimo_announced: int = field(
        default=0,
        metadata=_about(
            "Pagat ultimo announced",
            "Bonuses",
            "Contract games: the Pagat ultimo announced before the first lead, won only if the"
            " Pagat wins the last trick, else paid (0: no announcement).",
            sections=("announcements", *ULTIMO_SECTIONS),
            applies=WITH_AUCTION,
        ),
    )
    valat_game_factor: int = field(
        default=0,
        metadata=_about(
            "Valat as a multiple of the game",
            "Vole and Nolo",
            "Contract games: a Valat is worth this many times the game value, announced twice"
            " as many (0: the fixed values of vole and vole_announced).",
            sections=("announcements", "settlement", *VOLE_SECTIONS),
            applies=SCORES_GAMES,
            settles=Settles.DEAL,
        ),
    )
    trull: int = field(
        default=0,
        metadata=_about(
            "All three Trull cards",
            "Bonuses",
            "Contract games: to the side that ends with all three Trull cards.",
            sections=("settlement", "bonuses"),
            applies=SCORES_GAMES,
            settles=Settles.DEAL,
        ),
    )
    four_kings: int = field(
        default=0,
        metadata=_about(
            "All four Kings",
            "Bonuses",
            "Contract games: to the side that ends with all four Kings.",
            sections=("settlement", "bonuses"),
            applies=SCORES_GAMES,
            settles=Settles.DEAL,
        ),
    )
    nolo_cancels: bool = field(
        default=False,
        metadata=_about(
            "Nolo cancels other scores",
            "Vole and Nolo",
            "A Nolo cancels the card points, the other players' ultimos won and the"
            " last-trick bonus.",
            sections=VOLE_SECTIONS,
            applies=NO_DECLARER,
            settles=Settles.DEAL,
        ),
    )
    # Pots (Pagat pot and King pot), carried from deal to deal
    pot_ante: int = field(
        default=0,
        metadata=_about(
            "Stake into an empty pot",
            "Pots",
            "Each player's stake into an empty pot before a deal (0: no pots).",
            sections=POT_SECTIONS,
            settles=Settles.STAKES,
        ),
    )
    dealer_stake: int = field(
        default=0,
        metadata=_about(
            "Dealer's stake",
            "Pots",
            "The dealer's stake into each pot before he deals.",
            sections=POT_SECTIONS,
            applies=WITH_POTS,
            settles=Settles.STAKES,
        ),
    )
    dealer_stake_on_ante: bool = field(
        default=False,
        metadata=_about(
            "Dealer's stake on a new pot",
            "Pots",
            "The dealer also pays his stake into a pot that was just founded.",
            sections=POT_SECTIONS,
            applies=WITH_POTS,
            settles=Settles.STAKES,
        ),
    )
    pagat_captured_pot: int = field(
        default=0,
        metadata=_about(
            "Pagat captured, into the pot",
            "Pots",
            "Paid into the Pagat pot when the Pagat loses a trick.",
            sections=("bonuses", *POT_SECTIONS),
            applies=WITH_POTS,
            settles=Settles.DEAL,
        ),
    )
    king_captured_pot: int = field(
        default=0,
        metadata=_about(
            "King captured, into the pot",
            "Pots",
            "Paid into the King pot when a King loses a trick.",
            sections=("bonuses", *POT_SECTIONS),
            applies=WITH_POTS,
            settles=Settles.DEAL,
        ),
    )
    ultimo_takes_pot: bool = field(
        default=False,
        metadata=_about(
            "Ultimo takes the pot",
            "Pots",
            "A Pagat or King ultimo also takes its whole pot.",
            sections=("the-last-trick", *POT_SECTIONS),
            applies=WITH_POTS,
            settles=Settles.DEAL,
        ),
    )
    failed_ultimo_pot: FailedUltimo = field(
        default=FailedUltimo.NOTHING,
        metadata=_about(
            "Failed ultimo, into the pot",
            "Pots",
            "What a failed ultimo pays into its pot.",
            sections=("the-last-trick", *POT_SECTIONS),
            applies=WITH_POTS,
            settles=Settles.DEAL,
        ),
    )
    ultimo_success_first: bool = field(
        default=False,
        metadata=_about(
            "Ultimo won before ultimo lost",
            "Pots",
            "With two ultimo cards for one pot in the last trick, the success takes the pot"
            " as it stood before the trick, then the failure pays in (else the failure first).",
            sections=("the-last-trick", *POT_SECTIONS),
            applies=WITH_POTS,
            settles=Settles.DEAL,
        ),
    )
    vole_takes_pots: bool = field(
        default=False,
        metadata=_about(
            "Vole takes the pots",
            "Pots",
            "A Vole also takes both pots.",
            sections=("vole-and-nolo", "the-last-trick", *POT_SECTIONS),
            applies=WITH_POTS,
            settles=Settles.DEAL,
        ),
    )
    # Card points
    par: int = field(
        default=26,
        metadata=_about(
            "Par of card points",
            "Card points",
            "Card points that neither win nor lose; in a contract game, what the declarer's"
            " side needs (rounded to the nearest point) to win.",
            sections=SETTLEMENT_SECTIONS,
            settles=Settles.DEAL,
        ),
    )
    card_settlement: CardSettlement = field(
        default=CardSettlement.EXACT,
        metadata=_about(
            "Card points settled",
            "Card points",
            "How card points are settled.",
            sections=SETTLEMENT_SECTIONS,
            applies=CARD_POINTS_PAID,
            settles=Settles.DEAL,
        ),
    )

    def __post_init__(self) -> None:
        checks = {
            "pack": self.pack in (78, 54),
            "seats": self.seats in (3, 4),
            "packet": self.packet >= 1,
            "discard": 0 <= self.discard <= 6 and (self.pack - self.discard) % 3 == 0,
            "talon": self.talon == 0 or (self.talon % 2 == 0 and (self.pack - self.talon) % 3 == 0),
            "contracts": all(
                self.talon and self.discard == self.talon // 2
                for game in self.contracts
                if game.takes_talon
            ),
            "par": self.par >= 0,
            "tapper": self.tapper >= 0,
            "pot_ante": self.pot_ante >= 0,
            "dealer_stake": self.dealer_stake >= 0,
        }
        for name, ok in checks.items():
            if not ok:
                raise OptionError(f"option {name!r} cannot be {getattr(self, name)!r}")
        if self.talon and self.seats != 3:
            raise OptionError(
                f"option 'seats' cannot be {self.seats} with a talon of {self.talon} cards:"
                " the talon is split between three hands"
            )
        if self.talon and not self.contracts:
            raise OptionError(
                f"option 'talon' cannot be {self.talon}: only an auction gives a talon to a"
                " declarer, and this rule set has none (contracts)"
            )
        if self.fool_barred_trick == self.tricks and not self.fool_is_top_trump:
            raise OptionError(
                f"option 'fool_barred_trick' cannot be {self.fool_barred_trick} in a deal of"
                f" {self.tricks} tricks: the Fool's holder would have no card for the last"
            )

    @property
    def tricks(self) -> int:
        """Tricks in a deal, in tricks of three: the pack less the talon, or without a talon
        less the dealer's discard."""
        return (self.pack - (self.talon or self.discard)) // 3

    @property
    def games(self) -> tuple[Game, ...]:
        """The games of the auction, lowest first: ``contracts``, with the 1821 Tapper below
        them when ``tapper`` gives it a value."""
        if self.tapper and self.contracts:
            return (tapper(self.tapper), *self.contracts)
        return self.contracts

    @property
    def declaration_table(self) -> tuple[Declaration, ...]:
        """The declarations as these options read them (``ladons=one-point``: the Ladons
        are every one-point card)."""
        if self.ladons is Ladons.PIPS:
            return self.declarations
        return read_literally(self.declarations)

    @property
    def has_auction(self) -> bool:
        """Whether a declarer is found by bidding (and plays against two defenders)."""
        return bool(self.contracts)

    def with_changes(self, assignments: Iterable[str]) -> Options:
        """These options with ``NAME=VALUE`` changes applied."""
        changes: dict[str, object] = {}
        fields = {f.name: f for f in dataclasses.fields(self)}
        for text in assignments:
            name, sep, raw = text.partition("=")
            name = name.strip().replace("-", "_")
            if not sep:
                raise OptionError(f"option {text!r} is not NAME=VALUE")
            if name not in fields:
                raise OptionError(
                    f"unknown option {name!r}; options are: {', '.join(settable(self))}"
                )
            changes[name] = _convert(name, getattr(self, name), raw.strip())
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


def doc(name: str) -> str:
    """The description of option ``name``."""
    return str(_FIELDS[name].metadata["doc"])


def name_in_words(name: str) -> str:
    """Option ``name`` as a reader calls it.

    Examples:
        >>> name_in_words("fool_deadline"), name_in_words("pack")
        ('Fool played by trick', 'Cards in the pack')
    """
    return str(_FIELDS[name].metadata["name"])


def names() -> frozenset[str]:
    """The names of all options."""
    return frozenset(_FIELDS)


def group(name: str) -> str:
    """The group of rules option ``name`` belongs to (a part of the comparison matrix).

    Examples:
        >>> group("discard_limit"), group("fool_is_top_trump")
        ('Pack and deal', 'The Fool')
    """
    return str(_FIELDS[name].metadata["group"])


def sections(name: str) -> tuple[str, ...]:
    """The rule-page sections that document option ``name``, best first (none declared: ()).

    Examples:
        >>> sections("discard_limit")
        ('deal-and-discard',)
    """
    found: tuple[str, ...] = _FIELDS[name].metadata["sections"]
    return found


def counts_tricks(name: str) -> bool:
    """Whether option ``name``'s number is a trick's number (from 1), not an amount.

    Examples:
        >>> counts_tricks("fool_captured_from"), counts_tricks("pagat_ultimo")
        (True, False)
    """
    return bool(_FIELDS[name].metadata["trick"])


def settles(name: str) -> Settles | None:
    """The settlement that alone reads option ``name``, if any.

    Examples:
        >>> settles("vole"), settles("pot_ante"), settles("seats")
        (<Settles.DEAL: 'deal'>, <Settles.STAKES: 'stakes'>, None)
    """
    found: Settles | None = _FIELDS[name].metadata["settles"]
    return found


def applies(name: str) -> When | None:
    """When option ``name`` does something (None: always)."""
    found: When | None = _FIELDS[name].metadata["applies"]
    return found


def settable(options: Options) -> list[str]:
    """Names of the options that take a plain value on the command line."""
    return [
        f.name
        for f in dataclasses.fields(options)
        if isinstance(getattr(options, f.name), bool | int | Enum)
    ]


def _convert(name: str, current: object, raw: str) -> object:
    if isinstance(current, bool):
        if raw.lower() in ("true", "yes", "1", "on"):
            return True
        if raw.lower() in ("false", "no", "0", "off"):
            return False
        raise OptionError(f"option {name!r} takes true or false, not {raw!r}")
    if isinstance(current, Enum):
        kind = type(current)
        for member in kind:
            if raw.lower() in (member.value, member.name.lower()):
                return member
        values = ", ".join(str(m.value) for m in kind)
        raise OptionError(f"option {name!r} takes one of {values}, not {raw!r}")
    if isinstance(current, int):
        try:
            return int(raw)
        except ValueError:
            raise OptionError(f"option {name!r} takes a whole number, not {raw!r}") from None
    raise OptionError(f"option {name!r} is a table and cannot be set on the command line")


_FIELDS = {f.name: f for f in dataclasses.fields(Options)}
