"""Each rule set checked against its sources, rule point by rule point.

A row names a rule point, what the oldest text the project could read says of it (with
its place), what the summary the rule set was first built from says, and the option that
carries it: its default value (``value``, checked against the rule set by a test, so a
row cannot drift from the code) and, where the texts differ, the other reading as an
option value (``other``). The rule pages show these rows under "Sources, point by point".

Examples:
    >>> [row.option for row in rows_of("danish-tarok")][:3]
    ['pot_ante', 'dealer_stake', 'dealer_stake_on_ante']
    >>> value_text(Options(), "direction"), value_text(Options(), "vole_takes_pots")
    ('clockwise', 'false')
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Final

from tarock.rules.danish_tarok import PAGAT_TOUT
from tarock.rules.declarations import Declaration
from tarock.rules.options import Options


@dataclass(frozen=True)
class Reading:
    """One rule point of one rule set, as the texts give it and as the project plays it."""

    ruleset: str
    rule: str
    """The rule point, in a few words."""
    oldest: str
    """A citation of the oldest text read on this point (``KEY[ via SUMMARY], PLACE``)."""
    oldest_says: str
    summary: str
    """A citation of the summary the rule set was first built from."""
    summary_says: str
    option: str
    """The option that carries the point; empty for a fine, which is data, not play."""
    value: str
    """The option's value in the rule set (as on the command line)."""
    follows: str
    """Which text the default follows, in words (``the federation's text``)."""
    other: str = ""
    """The other text's reading as ``NAME=VALUE``, if the texts differ."""
    other_is: str = ""
    """Whose reading ``other`` is."""


def any_suit(text: str) -> str:
    """A declaration's words with its suit made general (``Cavalry in hearts 10`` ->
    ``Cavalry in a suit 10``), so the four suits' copies read alike."""
    return re.sub(r"\b(in|of) (hearts|diamonds|clubs|spades)\b", r"\1 a suit", text)


def kinds(table: tuple[Declaration, ...]) -> tuple[str, ...]:
    """The kinds of declaration a table holds, by name, a kind in each of the four suits
    counted once (``Cavalry in a suit``), a kind in two sizes twice (``four Kings``,
    ``three Kings and the Fool``).

    >>> from tarock import rules
    >>> kinds(rules.get("taroc-1754").options.declarations)[2:]
    ('Cavalry in a suit', 'half Cavalry in a suit', 'four Kings', 'three Kings and the Fool')
    """
    names: list[str] = []
    for item in table:
        for form in item.describe().split("; "):
            name = any_suit(re.sub(r"(: .*| \d+)$", "", form))
            if name not in names:
                names.append(name)
    return tuple(names)


def value_text(options: Options, name: str) -> str:
    """An option's value as the command line writes it (a declaration table as the count
    and names of its kinds)."""
    value = getattr(options, name)
    if name == "declarations":
        return f"{len(kinds(value))} kinds: " + ", ".join(kinds(value)) if value else "none"
    if isinstance(value, tuple):
        return f"{len(value)} entries"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, Enum):
        return str(value.value)
    return str(value)


_TAROC: Final = "regeln-1754 via article-grosstarock, section 'Taroc'"
_EN_TAROC: Final = "article-grosstarock, section 'Taroc'"
_DK: Final = "article-grosstarock, section 'Danish Tarok'"
_DKV: Final = "dansk-tarokforbund-2011 via article-grosstarock, section 'Danish Tarok'"
_GT: Final = "article-grosstarock, section 'Grosstarock'"
_DUM: Final = "dummett-1980 via article-grosstarock, section 'Grosstarock'"
_TAPP: Final = "article-tapp-tarock"

READINGS: Final = (
    # -- German Taroc, 1754: the Regeln read in §§1-5, the rest through the summary
    Reading(
        "taroc-1754",
        "Players",
        "regeln-1754, §1",
        "three players with 78 cards, or four 'zum Könige'",
        f"{_EN_TAROC}, 'Preliminaries'",
        "three; four may play, one in turn (the 'King') sitting out",
        "seats",
        "3",
        "both texts",
        "seats=4",
        "four at the table, the seat opposite the dealer sitting out (the project's reading)",
    ),
    Reading(
        "taroc-1754",
        "The deal",
        "regeln-1754, §1",
        "five rounds of five; the dealer keeps eight in the last and lays away three",
        f"{_EN_TAROC}, 'Preliminaries'",
        "the same",
        "packet",
        "5",
        "both texts",
    ),
    Reading(
        "taroc-1754",
        "What the dealer may lay away",
        "regeln-1754, §1",
        "no King; with exactly three Tarocs, the Pagat one of them, 'these three' may go;"
        " the Pagat, the Sckis and one Taroc may go together; whether 'Taroc' counts the"
        " Sckis is not said",
        f"{_EN_TAROC}, 'Preliminaries'",
        "the same, in other words",
        "discard_limit",
        "1754",
        "the Regeln, read as all three together (a reading), the Sckis not counted among the"
        " three (a reading)",
        "discard_limit=1754-with-plain",
        "one or two of the three with plain cards (the project's first reading)",
    ),
    Reading(
        "taroc-1754",
        "Declarations, and forgetting them",
        "regeln-1754, §2",
        "the dealer declares first, once he has laid away; a declaration forgotten is void",
        f"{_EN_TAROC}, 'Declarations'",
        "the same; the six declarations and their values in a table",
        "declarations",
        "6 kinds: 10+ Tarocs, 3+ Matadors, Cavalry in a suit, half Cavalry in a suit,"
        " four Kings, three Kings and the Fool",
        "the Regeln (the values as the summary's table gives them)",
    ),
    Reading(
        "taroc-1754",
        "Fine for a misdeal",
        "regeln-1754, §3",
        "the dealer pays 5 points to each player; the deal is void and dealt again",
        f"{_EN_TAROC}, 'Preliminaries'",
        "'there are penalties for misdealing', no amount",
        "",
        "",
        "the Regeln: a fine on the rule set (the program never misdeals)",
    ),
    Reading(
        "taroc-1754",
        "Fine for laying away a wrong number",
        "regeln-1754, §4",
        "5 points to each, and the others' declarations paid by him alone; the deal is void",
        f"{_EN_TAROC}",
        "not mentioned",
        "",
        "",
        "the Regeln: a fine on the rule set (the program cannot lay away a wrong number)",
    ),
    Reading(
        "taroc-1754",
        "Fine for a revoke",
        "regeln-1754, §5",
        "5 points to each player",
        f"{_EN_TAROC}",
        "not mentioned",
        "",
        "",
        "the Regeln: a fine on the rule set (the program allows no revoke)",
    ),
    Reading(
        "taroc-1754",
        "The Excuse played by the third-last trick",
        f"{_TAROC}, 'Play'",
        "(§§ after 5 not read: the summary is the project's text)",
        f"{_EN_TAROC}, 'Play'",
        "by the third-last trick; its owner on lead then passes the lead to his right",
        "fool_deadline",
        "23",
        "the summary",
    ),
    Reading(
        "taroc-1754",
        "The Pagat",
        f"{_TAROC}, table 'Bonuses in early German Taroc'",
        "(not read: see the summary)",
        f"{_EN_TAROC}, 'Play' and table 'Bonuses in early German Taroc'",
        "lost during play -5, lost in the last trick -10, last trick won with it +10",
        "pagat_ultimo",
        "10",
        "the summary",
    ),
    Reading(
        "taroc-1754",
        "Card points",
        f"{_TAROC}, 'Scoring'",
        "(not read: see the summary, which quotes the Regeln's '78 points in the pack')",
        f"{_EN_TAROC}, 'Scoring'",
        "each player's points above or below 26, paid exactly (the 40/20/18 example)",
        "card_settlement",
        "exact",
        "the summary",
    ),
    # -- Grosstarock after Dummett: the book not read, the summary only
    Reading(
        "grosstarock",
        "Direction of play",
        f"{_DUM} (opening paragraph)",
        "(Dummett's book not read: see the summary)",
        f"{_GT} (opening paragraph)",
        "clockwise, unlike the German games",
        "direction",
        "clockwise",
        "the summary",
        "direction=anticlockwise",
        "the German games' own direction",
    ),
    Reading(
        "grosstarock",
        "What the dealer may lay away",
        f"{_DUM} (opening paragraph)",
        "(not read)",
        f"{_GT} (opening paragraph)",
        "no King, no XXI; other trumps only with the Pagat and at most two more",
        "discard_limit",
        "dummett",
        "the summary",
    ),
    Reading(
        "grosstarock",
        "Pagat ultimo",
        f"{_DUM}, table 'Bonuses in Grosstarock'",
        "(not read)",
        f"{_GT}, table 'Bonuses in Grosstarock'",
        "15, or -15 if it fails",
        "pagat_ultimo",
        "15",
        "the summary",
    ),
    Reading(
        "grosstarock",
        "Vole (every trick), unannounced",
        f"{_DUM}, table 'Bonuses in Grosstarock'",
        "(not read)",
        f"{_GT}, table 'Bonuses in Grosstarock'",
        "26 (the table's -26 has no case without an announcement)",
        "vole",
        "26",
        "the summary",
    ),
    Reading(
        "grosstarock",
        "Card points",
        f"{_DUM}, 'Scoring'",
        "(not read)",
        f"{_GT}, 'Scoring'",
        "against 26, exactly, as in 1754",
        "card_settlement",
        "exact",
        "the summary",
    ),
    # -- Danish Tarok: the federation's text where read, else the summary
    Reading(
        "danish-tarok",
        "Founding the pots",
        "bga-help-da, section 'Tilbehør'",
        "before play each player pays 20 into each of the two cups",
        f"{_DK}, 'Preliminaries'",
        "20 from each into each pot at the start, and into a pot that is empty",
        "pot_ante",
        "20",
        "both texts",
    ),
    Reading(
        "danish-tarok",
        "The dealer's stake",
        "bga-help-da, section 'Kortgivning'",
        "before dealing the dealer pays 5 into each cup",
        f"{_DK}, 'Preliminaries'",
        "5 from the dealer when no pot is empty ('otherwise')",
        "dealer_stake",
        "5",
        "both texts",
    ),
    Reading(
        "danish-tarok",
        "The dealer's stake into a pot just founded",
        "bga-help-da, section 'Kortgivning'",
        "no exception: the dealer pays before every deal (Board Game Arena's program does"
        " so after founding, grosstarock.game.php, stNewHand and discard)",
        f"{_DK}, 'Preliminaries'",
        "only 'otherwise', when no pot is empty",
        "dealer_stake_on_ante",
        "true",
        "the federation's text",
        "dealer_stake_on_ante=false",
        "the summary's 'otherwise' (preset=summary)",
    ),
    Reading(
        "danish-tarok",
        "Players",
        "pagat-dantarok, section 'Players and Equipment'",
        "three play; four may take part, the player opposite the dealer sitting each deal out",
        "article-grosstarock, infobox",
        "three players (its section on Danish Tarok gives no number)",
        "seats",
        "3",
        "both texts",
        "seats=4",
        "four at the table, the player opposite the dealer sitting out, as pagat.com's page"
        " says",
    ),
    Reading(
        "danish-tarok",
        "Direction and deal",
        "bga-help-da, section 'Kortgivning'",
        "dealt to the right, five at a time; the last three to the dealer",
        f"{_DK}, 'Preliminaries'",
        "the same",
        "direction",
        "anticlockwise",
        "both texts",
    ),
    Reading(
        "danish-tarok",
        "A hand without trumps",
        "bga-help-da, section 'Kortgivning'",
        "a player dealt no trump (the Scies not counted) may demand a new deal",
        f"{_DK}, 'Play'",
        "the same",
        "redeal_without_trumps",
        "true",
        "both texts",
        "redeal_without_trumps=false",
        "Board Game Arena's program, which deals no new hand for it (grosstarock.game.php,"
        " doDeal and stNewHand; preset=bga)",
    ),
    Reading(
        "danish-tarok",
        "Fine: the cups not moved by the first lead",
        "bga-help-da, section 'Kortgivning'",
        "a dealer who has not moved the cups to his right before the first lead pays a"
        " further 5 into each",
        f"{_DK}, 'Preliminaries'",
        "not mentioned",
        "",
        "",
        "the federation's rules as Board Game Arena's page gives them: a fine on the rule set"
        " (the program moves no cups)",
    ),
    Reading(
        "danish-tarok",
        "Fine: a wrong number of cards in hand",
        "bga-help-da, section 'Kortgivning'",
        "everyone counts his cards before taking them up, since a wrong number in hand is"
        " fined (no amount given); a wrong share found so is put right without a new deal",
        f"{_DK}, 'Preliminaries'",
        "not mentioned",
        "",
        "",
        "the federation's rules as Board Game Arena's page gives them: a fine on the rule set"
        " (the program never deals a wrong number)",
    ),
    Reading(
        "danish-tarok",
        "What the table learns of a trump laid away",
        f"{_DKV}, 'Preliminaries'",
        "(the federation's section on laying away not read: the summary;"
        " pagat.com lets the players ask whether, Board Game Arena announces only"
        " 'discarded trumps', grosstarock.game.php, playCard)",
        f"{_DK}, 'Preliminaries'",
        "the dealer discloses the fact",
        "discard_disclosure",
        "fact",
        "the summary and Board Game Arena",
        "discard_disclosure=cards",
        "the project's first reading (the trumps shown)",
    ),
    Reading(
        "danish-tarok",
        "A combination laid away because nothing else could go",
        f"{_DKV}, 'Preliminaries'",
        "(not read: the summary; Board Game Arena declares the dealer's combinations"
        " before the discard, grosstarock.game.php, stNewHand)",
        f"{_DK}, 'Preliminaries'",
        "the dealer must show its cards",
        "declare_laid_away",
        "true",
        "the summary and Board Game Arena",
        "declare_laid_away=false",
        "the project's first reading (declared from the hand after the discard)",
    ),
    Reading(
        "danish-tarok",
        "The suit named for a led Scies",
        f"{_DKV}, 'Play'",
        "(the federation's section on play not read: the summary; Board Game Arena's program"
        " offers only a suit still in the other players' hands, so nobody renames it,"
        " grosstarock.game.php, getPossibleSuitsToName and nameScuse)",
        f"{_DK}, 'Play'",
        "its owner names a suit; if neither opponent can follow it, the next player may"
        " name another",
        "fool_named_held",
        "false",
        "the summary",
        "fool_named_held=true",
        "Board Game Arena's program (preset=bga)",
    ),
    Reading(
        "danish-tarok",
        "A Scies led to the last trick",
        f"{_DKV}, 'Play'",
        "(not read: the summary; Board Game Arena's program asks for no suit there, and the"
        " next card sets it, grosstarock.game.php, playCard)",
        f"{_DK}, 'Play'",
        "a suit is named when the Scies is led, with no exception for the last trick",
        "fool_named_last_trick",
        "true",
        "the summary",
        "fool_named_last_trick=false",
        "Board Game Arena's program (preset=bga)",
    ),
    Reading(
        "danish-tarok",
        "Two ultimo cards for one pot in the last trick",
        "bga-grosstarock, grosstarock.game.php, stNextPlayer",
        "the King pot's value is taken before the last trick is settled: the success takes"
        " it, the failure pays the same value in",
        f"{_DK}, table 'Bonuses in Danish Tarok'",
        "success takes the pot, failure doubles it; the order not said",
        "ultimo_success_first",
        "true",
        "Board Game Arena (and pagat.com)",
        "ultimo_success_first=false",
        "the project's first reading (the failure first)",
    ),
    Reading(
        "danish-tarok",
        "Tout (every trick)",
        f"{_DKV}, table 'Bonuses in Danish Tarok'",
        "(not read: the summary; Board Game Arena pays 85, pagat.com 135)",
        f"{_DK}, table 'Bonuses in Danish Tarok'",
        "80 and both pots",
        "vole",
        "80",
        "the summary",
        "vole=85",
        "Board Game Arena (preset=bga); 135 is pagat.com's (preset=pagat)",
    ),
    Reading(
        "danish-tarok",
        "Card points after a Tout",
        PAGAT_TOUT,
        "none settled (known through the project's notes: the project read pagat.com's page"
        " only to its section on the cards)",
        f"{_DK}, 'Scoring'",
        "not said",
        "vole_cancels_card_points",
        "true",
        "pagat.com",
        "vole_cancels_card_points=false",
        "Board Game Arena's program (preset=bga)",
    ),
    Reading(
        "danish-tarok",
        "A Tout whose last trick beats an opponent's King or Pagat",
        "bga-grosstarock, grosstarock.game.php, stNextPlayer and payLastTrick",
        "the failure pays in before the Tout is paid, and the Tout is given no King pot"
        " value, so the King pot is lost (a slip, not followed)",
        f"{_DK}, table 'Bonuses in Danish Tarok'",
        "the Tout takes both pots; the order with a failed ultimo not said",
        "ultimo_success_first",
        "true",
        "the project's notes: the success first, as for two ultimo cards for one pot (the"
        " Tout takes both pots as they stood before the last trick, then the failure pays"
        " in)",
        "ultimo_success_first=false",
        "the failure first, as Board Game Arena's program pays the Pagat pot (the project's"
        " first reading)",
    ),
    Reading(
        "danish-tarok",
        "Nolo",
        "bga-grosstarock, grosstarock.game.php, calculateScore",
        "no card points after a Nolo",
        f"{_DK}, 'Play'",
        "it voids the other players' ultimos and the last-trick payment",
        "nolo_cancels",
        "true",
        "both",
    ),
    Reading(
        "danish-tarok",
        "Card points in bands",
        "bga-grosstarock, grosstarock.game.php, calculateScore",
        "each player rounded to 5 around 26, but the new dealer is not rounded: his result"
        " is summed from the others",
        f"{_DK}, 'Scoring'",
        "5 for every 5 card points above 24, paid 5 for every 5 below 28; who settles with"
        " whom not said",
        "card_settlement",
        "bands",
        "Board Game Arena (a reading: no rule text says it)",
        "card_settlement=bands-each",
        "each player's rounded amount from each opponent, as the summary says bonuses are paid",
    ),
    # -- Grand Tarot: its own text is the only one
    Reading(
        "grand-tarot",
        "Founding the pots",
        "grand-tarot-2015, 'Foundation:'",
        "40 from each into each pot, again when one is emptied",
        "grand-tarot-2015, 'Foundation:'",
        "(the text is its own summary)",
        "pot_ante",
        "40",
        "its text",
    ),
    Reading(
        "grand-tarot",
        "The dealer's stake",
        "grand-tarot-2015, 'Deal:'",
        "after the discard the dealer pays 5 into each pot",
        "grand-tarot-2015, 'Deal:'",
        "(the same text)",
        "dealer_stake",
        "5",
        "its text",
    ),
    Reading(
        "grand-tarot",
        "Slam (every trick)",
        "grand-tarot-2015, 'Finishing The Hand:'",
        "each of the others pays 85",
        "grand-tarot-2015, 'Finishing The Hand:'",
        "(the same text)",
        "vole",
        "85",
        "its text; that it is paid on top of The Sparrow or The Emperor is the project's"
        " reading (the text lists them side by side)",
    ),
    Reading(
        "grand-tarot",
        "Card points",
        "grand-tarot-2015, 'Finishing The Hand:'",
        "a garbled sentence ('rounded to the nearest 25', 'Eldest (Dealer's right)')",
        "grand-tarot-2015, 'Finishing The Hand:'",
        "(the same text)",
        "card_settlement",
        "bands-eldest",
        "a reconstruction: bands of 5, each settling with Eldest",
    ),
    # -- Tapp Tarock: the 1821 manual read only to its preface
    Reading(
        "tapp-tarock",
        "The pack",
        "anweisung-1821",
        "(read only to its preface)",
        f"{_TAPP}, the passage on the cards",
        "54 cards, the Sküs the highest trump",
        "pack",
        "54",
        "the summary (Mayr and Sedlaczek)",
    ),
    Reading(
        "tapp-tarock",
        "The Tapper, the 1821 lowest game",
        "anweisung-1821",
        "(read only to its preface)",
        f"{_TAPP}, the passage on the 1821 rules",
        "usually not played out by the time the rules were printed",
        "tapper",
        "0",
        "the summary (the modern game has none)",
        "tapper=2",
        "the 1821 manual as the summary reports it (a value below the Dreier's 3)",
    ),
    Reading(
        "tapp-tarock",
        "Which talon half",
        "mayr-sedlaczek-2001",
        "(not read)",
        f"{_TAPP}, the passage on the talon",
        "the declarer may pick either half in all three talon games",
        "talon_half",
        "fixed",
        "the other sources the project's notes name (a reading)",
        "talon_half=free",
        "the summary",
    ),
    Reading(
        "tapp-tarock",
        "Who may hold",
        "mayr-sedlaczek-2001",
        "(not read)",
        f"{_TAPP}, the passage on bidding",
        "a player who was overcalled may hold when his turn comes again",
        "hold",
        "overbid",
        "the summary",
        "hold=forehand",
        "the project's notes, naming no source (forehand alone)",
    ),
)
"""Every rule point checked against the texts, rule set by rule set."""


def rows_of(ruleset_id: str) -> tuple[Reading, ...]:
    """The rows of one rule set, in the order of play."""
    return tuple(row for row in READINGS if row.ruleset == ruleset_id)
