"""Each rule set checked against its sources, rule point by rule point, and every reading
written once.

A row names a rule point, what the oldest text the project could read says of it (with
its place), what the summary the rule set was first built from says, and the option that
carries it: its default value (``value``, checked against the rule set by a test, so a
row cannot drift from the code) and, where the texts differ, the other reading as an
option value (``other``). The rule pages show these rows under "Sources, point by point".

Where the texts are silent, unclear or at odds, the row is also a *reading*: ``chosen``
says in plain words what the program does and which option value plays the other
reading. That sentence is the only one: the rule page's "Readings chosen" and the page
"How the readings were chosen" print it, the quick-starts and teaching pages take its
``short`` form, and ``wording`` (a pattern of its words) lets a test find any page that
states the reading without marking it as one.

Examples:
    >>> [row.option for row in rows_of("danish-tarok")][:3]
    ['pot_ante', 'dealer_stake', 'dealer_stake_on_ante']
    >>> value_text(Options(), "direction"), value_text(Options(), "vole_takes_pots")
    ('clockwise', 'false')
    >>> reading_of("taroc-1754", "Players").short
    'the player opposite the dealer sits each deal out'
    >>> reading_of("grosstarock", "Players") is None
    True
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
    chosen: str = ""
    """The reading in plain words (Markdown; links relative to the docs folder): what the
    program does where the texts are silent or differ, and the option value that plays
    the other reading. Empty where the texts agree and nothing is read."""
    short: str = ""
    """A short form of ``chosen`` for the quick-starts and teaching pages, a clause the
    page marks as a reading."""
    wording: str = ""
    """A pattern (a regular expression, case-insensitive) of the reading's distinctive
    words: a page paragraph that matches it must be marked as a reading."""

    @property
    def is_reading(self) -> bool:
        """Whether the row is a reading (it has a sentence)."""
        return bool(self.chosen)

    @property
    def is_fine(self) -> bool:
        """Whether the row is a fine: data on the rule set, not an option of play."""
        return self.rule.startswith("Fine")


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
        chosen="With four at the table (`seats=4`), the player opposite the dealer sits the"
        " deal out and neither pays nor receives for it. The *Regeln* say only that four may"
        " play 'zum Könige', the summary only that one of them, the 'King', rests in turn;"
        " which seat rests is the project's choice.",
        short="the player opposite the dealer sits each deal out",
        wording=r"opposite\s+(?:to\s+)?the\s+dealer|dealer's\s+opposite",
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
        chosen="A King never goes. The Pagat, the Excuse and one more trump may go together,"
        " as the whole discard, whatever else the dealer holds, and the Excuse never goes"
        " with plain cards. Exactly three Tarocs, the Pagat among them, is a second and"
        " separate permission, read in two ways. 'These three' go all three together, as the"
        " whole discard (`discard_limit=1754-with-plain` lets one or two of them go with"
        " plain cards instead, the project's first reading). And the Excuse does not count"
        " among the three, since the *Regeln* do not say whether their 'Taroc' includes the"
        " Sckis: the three are trumps.",
        wording=r"whole\s+discard|(?:not\s+count|not\s+counted)\s+(?:as\s+one\s+)?(?:among|of)"
        r"\s+the\s+(?:three|\"3)|1754-with-plain",
    ),
    Reading(
        "taroc-1754",
        "What the table learns of trumps laid away",
        "regeln-1754, §1",
        "nothing: the paragraph says which cards may go, not whether they are shown",
        f"{_EN_TAROC}, 'Preliminaries'",
        "not said",
        "discard_disclosure",
        "cards",
        "neither text: the trumps are shown, as the Tapp Tarock article has its declarer"
        " show them (a reading)",
        "discard_disclosure=fact",
        "only the fact that a trump went, as in the Danish rules",
        chosen="Trumps laid away are shown. Neither the *Regeln* nor the summary says whether"
        " the table learns which Tarocs the dealer buried; the program shows them, as the"
        " Tapp Tarock article has its declarer show the trumps he lays away"
        " (`discard_disclosure=fact` tells only that a trump went, as the Danish rules do)."
        " Nothing is paid for them, so no payment depends on this reading.",
        wording=r"(?:Tarocs|trumps)\s+laid\s+away\s+are\s+shown|which\s+Tarocs\s+the\s+dealer"
        r"\s+buried",
    ),
    Reading(
        "taroc-1754",
        "Too few plain cards to lay away",
        "regeln-1754, §1",
        "no King; Tarocs only in the two cases it names",
        f"{_EN_TAROC}, 'Preliminaries'",
        "the same",
        "",
        "",
        "both texts, for three cards; for a larger discard, a reading",
        chosen="The case cannot arise with three cards to lay away: a 28-card hand with"
        " fewer than three plain cards holds all 22 Tarocs, so the Pagat and the Excuse can"
        " go. With a larger discard (`discard=6`), Tarocs would make up the number, never a"
        " King.",
        wording=r"holds\s+all\s+22\s+Tarocs|Tarocs\s+would\s+make\s+up\s+the\s+number",
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
        "Ten Tarocs and the Excuse",
        "regeln-1754, §2",
        "the players declare the 'Honneurs' they hold; the paragraph does not list them",
        f"{_EN_TAROC}, table 'Declarations in German Taroc'",
        "'10 Tarocs, 11 Tarocs, etc.'; the Excuse stands in for a card in the half Cavalry"
        " and the three Kings",
        "",
        "",
        "the summary, the Excuse counted as a Taroc (a reading)",
        chosen="The Excuse counts as a trump towards ten Tarocs, since the half Cavalry and"
        " the three Kings use it as a stand-in.",
        wording=r"as\s+a\s+trump\s+towards\s+ten|ten\s+or\s+more\s+Tarocs\s+\(the\s+Excuse",
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
        "Who leads first",
        f"{_TAROC}, 'Play'",
        "(§§ after 5 not read: the summary is the project's text)",
        f"{_EN_TAROC}, 'Preliminaries' and 'Play'",
        "play goes anticlockwise; who leads to the first trick not said",
        "",
        "",
        "the other games of the family (a reading)",
        chosen="Forehand, the player on the dealer's right and the next in the direction of"
        " play, leads to the first trick, as in the other games of the family; the summary"
        " does not say who leads first.",
        wording=r"leads?\s+(?:to\s+)?the\s+first\s+trick|who\s+leads\s+first",
    ),
    Reading(
        "taroc-1754",
        "No duty to win a trick",
        f"{_TAROC}, 'Play'",
        "(not read: see the summary)",
        f"{_EN_TAROC}, 'Play'",
        "follow suit, or trump if unable, else any card; nothing said of winning the trick",
        "",
        "",
        "the article's Grosstarock section, which says it of the later game (a reading)",
        chosen="Nobody has to win the trick, as the article's Grosstarock section says of the"
        " later game; its summary of the 1754 rules names only following suit and trumping.",
        wording=r"(?:nobody|no\s+one)\s+(?:has|is\s+obliged)\s+to\s+(?:win|beat)|no\s+duty\s+to"
        r"\s+win",
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
        "Leading the Excuse",
        f"{_TAROC}, 'Play'",
        "(not read: see the summary)",
        f"{_EN_TAROC}, 'Play'",
        "its holder may put it down in place of a card whenever he likes",
        "fool_may_lead",
        "false",
        "the summary's 'instead of another card', read as never leading it (a reading)",
        "fool_may_lead=true",
        "leading it allowed, as in Grosstarock",
        chosen="The Excuse is never led: the summary speaks only of playing it in place of"
        " another card, so the program does not let its owner lead it (`fool_may_lead=true`"
        " does).",
        wording=r"(?:never|not\s+be|not)\s+led\b|not\s+let\s+(?:him|its\s+owner)\s+lead",
    ),
    Reading(
        "taroc-1754",
        "The Excuse's exchange card",
        f"{_TAROC}, 'Play'",
        "(not read: see the summary)",
        f"{_EN_TAROC}, 'Play'",
        "the trick's winner gets a low card from the owner's won tricks, the owner choosing"
        " which; whoever ends without a trick but still holding it collects 4 from each",
        "",
        "",
        "the summary; which card, and what happens without a trick to give from, a reading",
        chosen="The card given in exchange is the owner's lowest-valued card. An owner with"
        " no trick yet pays it from his first one; if he takes none, the debt lapses, and he"
        " collects 4 from each opponent for keeping the Excuse.",
        wording=r"lowest[- ]valued\s+card|debt\s+lapses|owed\s+until\s+he\s+has\s+taken",
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
        "The Pagat winning a trick before the last",
        f"{_TAROC}, table 'Bonuses in early German Taroc'",
        "(not read: see the summary)",
        f"{_EN_TAROC}, table 'Bonuses in early German Taroc'",
        "the row 'bringing the Pagat home' has no bonus, only -5 for failing",
        "pagat_home",
        "0",
        "the summary's table, read as paying nothing for a trick won (a reading)",
        "pagat_home=5",
        "5 for it, as in Grosstarock",
        chosen="It earns nothing; only the Pagat's loss is paid for (`pagat_home=5` pays 5 for it,"
        " as in Grosstarock).",
        wording=r"earns\s+nothing|pagat_home=5",
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
        "the summary; the Sküs, which it does not name, a reading",
        chosen="The Sküs may always be laid away: the summary's limits name the Kings, the"
        " XXI and the other trumps, not the Sküs, and it may be played at any time. With"
        " three cards to lay away the limits never leave the dealer short, since 28 cards"
        " less four Kings and 21 trumps still hold three plain cards or the Sküs. With more"
        " (`discard=6`), trumps other than the XXI fill the places that plain cards and the"
        " Sküs cannot, never a King.",
        wording=r"Sküs\s+(?:go\s+like\s+a\s+plain|may\s+always\s+be\s+laid)|never\s+leave\s+him"
        r"\s+short|trumps\s+other\s+than\s+(?:the\s+)?XXI\s+(?:would\s+)?fill",
    ),
    Reading(
        "grosstarock",
        "Three or more Kings",
        f"{_DUM}, table 'Declarations in Grosstarock'",
        "(not read)",
        f"{_GT}, table 'Declarations in Grosstarock'",
        "three or more of the Pagat, the Sküs, the XXI and any King; 5 + 5",
        "",
        "",
        "the summary, read literally (a reading)",
        chosen="The name is read literally: any three or more of the Pagat, the"
        " Sküs, the XXI and the four Kings score 5 + 5, even when they are also Matadors, so"
        " the declaration can overlap with the Matadors.",
        wording=r"(?:taken|read)\s+literally|overlap\s+with\s+the\s+Matadors",
    ),
    Reading(
        "grosstarock",
        "Ladons",
        f"{_DUM}, table 'Declarations in Grosstarock'",
        "(not read)",
        f"{_GT}, table 'Declarations in Grosstarock' and 'Scoring'",
        "sixteen or more Ladons, 'low cards', 15 + 5; the card values call every one-point"
        " card a Ladon, the trumps II to XX included",
        "ladons",
        "pips",
        "the declaration table's 'low cards', read as the pips (a reading)",
        "ladons=one-point",
        "every one-point card, as the sentence on card values has it",
        chosen="The Ladons are the pips, Ace to 10 of the four suits (`ladons=pips`): counted"
        " as every one-point card, low trumps included, as the sentence on card values"
        " suggests, some player would hold sixteen in almost every deal. That literal reading"
        " is the option `ladons=one-point`, and the rule page's section on"
        " [declarations](rules/grosstarock.md#declarations) counts how often each reading"
        " pays.",
        short="the pip cards, Ace to 10, of the four suits",
        wording=r"pip(?:s|\s+cards),?\s+Ace\s+to\s+10|Ladons?\W+(?:\w+\W+){0,6}?(?:are|as)\s+the"
        r"\s+pips",
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
        "the summary; the -26, a reading",
        chosen="A Vole that was not announced cannot fail, so the table's -26 is never paid"
        " for it; only an announced Vole is paid for when it fails.",
        wording=r"not\s+announced\s+cannot\s+fail|unannounced\s+Vole\s+cannot\s+fail",
    ),
    Reading(
        "grosstarock",
        "When a Vole or a Nolo may be announced",
        f"{_DUM}, 'Scoring'",
        "(not read)",
        f"{_GT}, 'Scoring' (below the bonus table)",
        "a Vole announced before the 1st, the 13th or the 20th trick, a Nolo before the 1st"
        " or the 13th; who may announce not said",
        "",
        "",
        "the summary; the windows and who may announce, a reading",
        chosen="'Before the 13th trick' means before any of tricks 2 to 13, and 'before the"
        " 20th' before any of tricks 14 to 20. A Vole may be announced only by a player who"
        " has lost no trick, a Nolo only by one who has taken none (the tiers say when, not"
        " by whom); each player announces at most once, and only one Vole may be announced.",
        wording=r"tricks?\s+2\s+to\s+13|tricks?\s+14\s+to\s+20",
    ),
    Reading(
        "grosstarock",
        "An announced Vole or Nolo",
        f"{_DUM}, 'Scoring'",
        "(not read)",
        f"{_GT}, 'Scoring' (below the bonus table)",
        "the values announced, and a failed Nolo's penalty on top of the normal payments;"
        " whether the silent bonus is paid too not said",
        "",
        "",
        "a reading",
        chosen="It replaces the silent one of the same kind; everything else is scored as usual.",
        wording=r"replaces\s+the\s+silent\s+one",
    ),
    Reading(
        "grosstarock",
        "How declarations are made",
        f"{_DUM}, 'Declarations'",
        "(not read)",
        f"{_GT}, 'Declarations'",
        "the players declare, the dealer first; nothing said of the discard or of a smaller"
        " form inside a larger",
        "",
        "",
        "a reading",
        chosen="Declarations are read from the hand after the discard and paid automatically;"
        " the larger form of a combination replaces the smaller.",
        wording=r"larger\s+form\s+of\s+a\s+combination\s+replaces|declared?\s+(?:and\s+)?paid"
        r"\s+automatically|paid\s+automatically",
    ),
    Reading(
        "grosstarock",
        "Leading the Sküs",
        f"{_DUM}, 'Play'",
        "(not read)",
        f"{_GT}, 'Play'",
        "it may be played at any time to any trick",
        "fool_may_lead",
        "true",
        "the summary's 'at any time', read as leading too (a reading)",
        "fool_may_lead=false",
        "no lead, as in 1754",
        chosen="The Sküs may be led, and the next card then sets the suit: the summary lets"
        " it be played at any time (`fool_may_lead=false` forbids the lead, as in 1754).",
        wording=r"Sküs\s+may\s+be\s+led|include\s+leading\s+it|next\s+card\s+(?:then\s+)?"
        r"(?:sets|decides)\s+the\s+suit",
    ),
    Reading(
        "grosstarock",
        "The Sküs's exchange card",
        f"{_DUM}, 'Play'",
        "(not read)",
        f"{_GT}, 'Play'",
        "its owner gives the trick's winner a low card from his trick pile",
        "",
        "",
        "the summary; which card, and what happens without a trick to give from, a reading",
        chosen="The card given in exchange is the owner's lowest-valued card. An owner with"
        " no trick yet pays it from his first; if he never takes one, the debt lapses.",
        wording=r"lowest[- ]valued\s+card|debt\s+lapses|owed\s+until\s+he\s+has\s+taken",
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
        "four at the table, the player opposite the dealer sitting out, as pagat.com's page says",
    ),
    Reading(
        "danish-tarok",
        "The order of the pips",
        f"{_DKV}, 'Preliminaries'",
        "(not read: the summary)",
        "article-grosstarock, section 'Equipment'",
        "for every game of the family: black suits from the 10 down, red suits from the Ace"
        " down; in some rules every suit in natural order, the Ace low; the section on"
        " Danish Tarok says nothing",
        "pip_order",
        "red-reversed",
        "the article's order for the German games (a reading)",
        "pip_order=natural",
        "every suit from the 10 down, the article's 'some rules'",
        chosen="The red suits rank the Ace highest among the pips, the black suits the 10, as"
        " in the other German games; the summary's section on the Danish game does not say"
        " (`pip_order=natural` ranks every suit from the 10 down).",
        wording=r"(?:pips|red\s+suits)\s+rank\s+(?:the\s+Ace\s+high|as\s+in\s+the\s+other\s+German)"
        r"|Ace\s+high\w*\s+among\s+the\s+pips",
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
        "both texts; who deals again, a reading",
        "redeal_without_trumps=false",
        "Board Game Arena's program, which deals no new hand for it (grosstarock.game.php,"
        " doDeal and stNewHand; preset=bga)",
        chosen="The new deal is dealt by the same dealer, without a new stake. Board Game"
        " Arena's program deals no new hand for it: the hand is played as dealt"
        " (`redeal_without_trumps=false`, part of `preset=bga`).",
        wording=r"same\s+dealer\W+(?:\w+\W+){0,3}?(?:deals\s+again|without\s+a\s+new\s+stake)"
        r"|dealt\s+by\s+the\s+same\s+dealer",
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
        "What the dealer may lay away",
        f"{_DKV}, 'Preliminaries'",
        "(the federation's section on laying away not read: the summary)",
        f"{_DK}, 'Preliminaries'",
        "no Matador and no King; no card of a declaration unless that cannot be avoided,"
        " and then shown; a trump only if it leaves him void",
        "discard_limit",
        "danish",
        "the summary; which combinations, and what goes when plain cards run short, a reading",
        chosen="The cards of a combination are those of every declaration the dealer's 28"
        " cards could make; when too few other plain cards are left, as few of them go as"
        " possible, and each is shown. Should the plain cards run short altogether, trumps II"
        " to XX make up the number, also shown; the Kings, the Pagat, the XXI and the Scies"
        " never go. The three cards are judged together, so the order he lays them away in"
        " does not matter.",
        wording=r"28\s+cards\s+could|as\s+few\s+of\s+(?:them|their\s+cards)\s+as\s+possible"
        r"|II\s+to\s+XX\s+(?:make\s+up|also\s+fill|fill)",
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
        "the summary; that any suit or trumps may be named, a reading",
        "fool_named_held=true",
        "Board Game Arena's program (preset=bga)",
        chosen="Any of the four suits, or trumps, may be named; the next player may rename it"
        " only when neither opponent holds the named suit. Board Game Arena's program offers"
        " only a suit the others still hold, so nobody renames (`fool_named_held=true`).",
        wording=r"four\s+suits,?\s+or\s+trumps,?\s+may\s+be\s+named|rename\s+it\s+only\s+when"
        r"|fool_named_held=true",
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
        "the summary, which makes no exception (a reading)",
        "fool_named_last_trick=false",
        "Board Game Arena's program (preset=bga)",
        chosen="A suit is named for it there too, since the summary makes no exception for"
        " the last trick; Board Game Arena's program names none and lets the next card set"
        " the suit (`fool_named_last_trick=false`).",
        wording=r"no\s+exception\s+for\s+the\s+last\s+trick|fool_named_last_trick=false",
    ),
    Reading(
        "danish-tarok",
        "Nobody follows the named suit",
        f"{_DKV}, 'Play'",
        "(not read: the summary)",
        f"{_DK}, 'Play'",
        "the Scies never wins the trick; who wins when nobody plays the named suit not said",
        "",
        "",
        "a reading",
        chosen="When nobody plays the named (or renamed) suit and nobody trumps, the Scies"
        " still cannot win: the first card played after it counts as led, so the highest card"
        " of that card's suit takes the trick.",
        wording=r"counts\s+as\s+led|as\s+though\s+it\s+had\s+been\s+led|as\s+if\s+(?:that\s+card|it)"
        r"\s+had\s+been\s+led",
    ),
    Reading(
        "danish-tarok",
        "A demand for the Scies",
        f"{_DKV}, 'Play'",
        "(not read: the summary)",
        f"{_DK}, 'Play'",
        "an opponent may demand that it be played to the antepenultimate trick; a wrong"
        " demand is penalised, no amount given",
        "",
        "",
        "a reading: the program knows where the Scies is",
        chosen="The program offers the demand only while the Scies is still in a hand, and"
        " only to the players who do not hold it, so the penalty for a wrong demand never"
        " arises.",
        wording=r"wrong\s+demand\s+(?:cannot|never)",
    ),
    Reading(
        "danish-tarok",
        "A failed ultimo's payment into its pot",
        "bga-grosstarock, grosstarock.game.php, payLastTrick",
        "the failure pays 45 or 40 to each and the pot's value into the pot",
        f"{_DK}, table 'Bonuses in Danish Tarok'",
        "-45 and double the Pagat pot, -40 and double the King pot",
        "failed_ultimo_pot",
        "double",
        "both texts: 'double' as paying in the pot's value before the last trick (a reading)",
        "failed_ultimo_pot=penalty",
        "the penalty paid into the pot instead, as Grand Tarot's text has it",
        chosen="The failure pays in what the pot held before the last trick"
        " (`failed_ultimo_pot=double`; `failed_ultimo_pot=penalty` pays the penalty in"
        " instead).",
        wording=r"what\s+the\s+pot\s+held\s+before\s+the\s+last\s+trick",
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
        "Board Game Arena (and pagat.com); a reading, since no rule text read gives the order",
        "ultimo_success_first=false",
        "the project's first reading (the failure first)",
        chosen="When one wins and the other is beaten, the success takes the pot as it stood"
        " before the last trick and the failure then pays that same value in, as Board Game"
        " Arena's program does (`ultimo_success_first=false` settles the failure first, so the"
        " success takes the doubled pot).",
        wording=r"success\s+(?:is\s+settled\s+first|takes\s+the\s+pot\s+as\s+it\s+stood)",
    ),
    Reading(
        "danish-tarok",
        "The last-trick bonus",
        "bga-grosstarock, grosstarock.game.php, stNextPlayer",
        "the 20 is paid only when no ultimo was won or lost in the last trick (unless the"
        " table chooses to pay it after a failed ultimo too)",
        f"{_DK}, table 'Bonuses in Danish Tarok'",
        "20 for taking the last trick",
        "last_trick",
        "20",
        "Board Game Arena's program (a reading: the summary names no condition)",
        chosen="Its 20 is paid only when no Pagat or King was played to the last trick, as in"
        " Board Game Arena's program.",
        wording=r"only\s+when\s+no\s+Pagat\s+or\s+King|last\s+trick,?\s+with\s+no\s+Pagat\s+or"
        r"\s+King",
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
        "the summary, of the three figures the texts give (a reading)",
        "vole=85",
        "Board Game Arena (preset=bga); 135 is pagat.com's (preset=pagat)",
        chosen="80 from each opponent and both pots, as the summary has it;"
        " `vole=85` is Board Game Arena's figure and `vole=135` pagat.com's, as the project's"
        " [notes](readings.md#notes-danish-tout) report it.",
        wording=r"vole=135|pagat\.com(?:'s)?\s+135",
    ),
    Reading(
        "danish-tarok",
        "What a Tout replaces",
        f"{_DKV}, table 'Bonuses in Danish Tarok'",
        "(not read: the summary)",
        f"{_DK}, table 'Bonuses in Danish Tarok'",
        "80 and both pots; nothing said of its maker's ultimo or the last trick",
        "vole_replaces_ultimo",
        "true",
        "a reading",
        "vole_replaces_ultimo=false",
        "the ultimo and the last trick paid besides, as Grand Tarot's Slam is read",
        chosen="Its maker's own ultimo and last-trick bonus are not paid besides"
        " (`vole_replaces_ultimo=false` pays them).",
        wording=r"replaces\s+its\s+maker's|maker's\s+own\s+ultimo",
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
        "pagat.com (a reading: the summary is silent)",
        "vole_cancels_card_points=false",
        "Board Game Arena's program (preset=bga)",
        chosen="None are settled, as after a Nolo: pagat.com's rule, as the project's notes"
        " report it. Board Game Arena's program settles them"
        " (`vole_cancels_card_points=false`).",
        wording=r"(?:no|without)\s+card\s+points\s+(?:are\s+)?settled\s+after|settles\s+no\s+card"
        r"\s+points|no\s+card\s+points\s+after\s+a\s+Tout|after\s+a\s+Tout\W+None\s+are",
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
        chosen="The success is settled first, as with two ultimo cards for one pot: the Tout"
        " takes both pots as they stood before the last trick, and the beaten card's owner"
        " then pays his 40 or 45 to each opponent and the pot's value before the trick into"
        " it, where it stays for the next deal (`ultimo_success_first=false` lets the failure"
        " pay in first, so the Tout takes the doubled pot).",
        wording=r"Tout\s+takes\s+both\s+pots\s+(?:as\s+they\s+stood|at\s+what)",
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
        "the summary, and for the card points Board Game Arena and pagat.com (a reading)",
        chosen="A Nolo cancels the card points too, after pagat.com (as the project's notes"
        " report it) and Board Game Arena's program; the summary names only the other"
        " players' ultimos and the last-trick bonus.",
        short="the card points are not settled either",
        wording=r"Nolo\W+(?:\w+\W+){0,12}?(?:cancels\s+the\s+card\s+points|card\s+points\s+"
        r"(?:are\s+)?(?:not\s+settled|unsettled))|leaves\s+card\s+points\s+unsettled",
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
        chosen="The seat after the dealer, the next dealer, is not rounded and takes the"
        " balance. No rule text says so; it is how Board Game Arena's program settles"
        " (`card_settlement=bands-each` pays each player's rounded amount by each opponent).",
        short="forehand (who deals next) is not rounded: he takes whatever balances the other two",
        wording=r"\bbalanc|unrounded|not\s+(?:be\s+)?rounded",
    ),
    Reading(
        "danish-tarok",
        "Sharing the pots at the end",
        f"{_DKV}, 'Preliminaries'",
        "(not read: the summary)",
        f"{_DK}, 'Preliminaries'",
        "not said",
        "",
        "",
        "the Grand Tarot text's rule for its own game (a reconstruction, a reading)",
        chosen="What the pots hold when the players stop is shared equally and exactly among"
        " everyone at the table, at four the player who sat the last deal out too (in thirds"
        " or quarters where needed). That is a reconstruction: it is the rule the"
        " [Grand Tarot text](sources.md#grand-tarot-2015) gives for its own game, and the"
        " Danish summary does not state it. At a real table the score page shares in whole"
        " chips of 5 instead, the rest to the player with the lowest total, as Board Game"
        " Arena's program does.",
        short="what is left in the pots at the end is shared equally",
        wording=r"(?:shared|divided)\s+equally",
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
        "What the dealer may lay away",
        "grand-tarot-2015, 'Deal:'",
        "no Honours, Kings or trumps, unless there is no other choice or the discard leaves"
        " the dealer void in trumps",
        "grand-tarot-2015, 'Deal:'",
        "(the same text)",
        "discard_limit",
        "grand-tarot",
        "its text, literally; what 'void in trumps' allows, a reading",
        chosen="'No other choice' lets Honours, Kings and trumps alike make up the number when"
        " plain cards run short. 'Void in trumps' lets all of the dealer's trumps go"
        " together, the Magician and the World among them, with plain cards to fill the"
        " discard; the Fool and the Kings cannot make him void.",
        wording=r"only\s+trumps\s+can\s+leave\s+him\s+void|cannot\s+make\s+him\s+void",
    ),
    Reading(
        "grand-tarot",
        "The Fool's owner who took no trick",
        "grand-tarot-2015, 'Play:'",
        "an owner who has taken no trick surrenders the Fool instead of a card; the dealer's"
        " discard is not mentioned",
        "grand-tarot-2015, 'Play:'",
        "(the same text)",
        "",
        "",
        "its text, the discard not counted as a trick (a reading)",
        chosen="He gives up the Fool to the winner of the"
        " trick it was played to, even when he is the dealer and holds a discard.",
        wording=r"even\s+when\s+he\s+is\s+the\s+dealer",
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
        chosen="It is paid on top of The Sparrow or The Emperor and takes no pot; the Danish"
        " readings are the options `vole_replaces_ultimo=true` and `vole_takes_pots=true`.",
        wording=r"on\s+top\s+of\s+The\s+Sparrow",
    ),
    Reading(
        "grand-tarot",
        "Beggar (no trick)",
        "grand-tarot-2015, 'Finishing The Hand:'",
        "each of the others pays 25; nothing more said of it",
        "grand-tarot-2015, 'Finishing The Hand:'",
        "(the same text)",
        "nolo_cancels",
        "false",
        "its text, which cancels nothing (a reading)",
        "nolo_cancels=true",
        "the Danish rule: the others' ultimos and the last trick void",
        chosen="It cancels nothing (`nolo_cancels=true` plays the Danish rule, under which"
        " it voids the other players' ultimos).",
        wording=r"Beggar\W+(?:\w+\W+){0,3}?cancels\s+nothing",
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
        "a reconstruction: bands of 5, each settling with Eldest (a reading)",
        "card_settlement=bands",
        "the Danish settlement, between all three players",
        chosen="The garbled sentence is read as the Danish rule seen from Eldest's chair: each"
        " of the other two settles his distance from 26, rounded to the nearest 5, with"
        " Eldest alone, and Eldest, unrounded, takes what balances them"
        " (`card_settlement=bands-eldest`; `card_settlement=bands` settles between all three"
        " players as in Danish Tarok).",
        short="each of the other two settles his amount with forehand (Eldest), who takes the"
        " balance",
        wording=r"\bbalanc|unrounded|settl\w*\s+(?:\w+\s+){0,4}?with\s+(?:forehand\s+\()?Eldest",
    ),
    Reading(
        "grand-tarot",
        "Names of the Magician and its pot",
        "grand-tarot-2015, 'Play:'",
        "The Magician and The Sparrow's Pot (its opening calls the Magician The Sparrow)",
        "grand-tarot-2015, 'Finishing The Hand:'",
        "(the same text)",
        "",
        "",
        "its text on the pages; the family's German names inside the program (a reading)",
        chosen="The program's ledger keeps the family's German names, 'Pagat' for the Magician"
        " and 'Pagat pot' for the Sparrow's pot: the same objects under other names.",
        wording=r"Pagat\s+pot\W+for\s+the\s+Sparrow",
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
        "The pips",
        "mayr-sedlaczek-2001",
        "(not read)",
        f"{_TAPP}, the passage on the cards",
        "four pips in each suit; the list of how they rank is lost in the project's copy",
        "",
        "",
        "the Industrie und Glück pack as Mayr and Sedlaczek describe it (a reading)",
        chosen="Those of the 54-card pack, red 1 to 4 and black 10 to 7, follow Mayr and"
        " Sedlaczek: the article's list of them is lost in the project's copy.",
        wording=r"red\s+(?:suits\s+)?1\s+to\s+4|1\s+to\s+4\s+in\s+the\s+red|7\s+to\s+10\s+in"
        r"\s+the\s+black",
    ),
    Reading(
        "tapp-tarock",
        "The payment table",
        "mayr-sedlaczek-2001 via project-notes, the values as the project reconstructs them",
        "game 3, 4, 5, 8; Pagat ultimo 4 and 8; Valat 12 and 24; Trull and four Kings 3",
        f"{_TAPP}, the passage on scoring",
        "a table of game values and bonuses, empty in the project's copy",
        "",
        "",
        "the project's notes, after Mayr and Sedlaczek (a reconstruction, a reading)",
        chosen="Its figures (game 3, 4, 5, 8; Pagat ultimo 4 and 8; Valat 12 and 24; Trull"
        " and four Kings 3) are the project's reconstruction after Mayr and Sedlaczek:"
        " the article's own table is empty in the project's copy of the English article.",
        wording=r"as\s+the\s+project\s+reconstructs|reconstruction\s+after\s+Mayr",
    ),
    Reading(
        "tapp-tarock",
        "The talon halves",
        "mayr-sedlaczek-2001",
        "(not read)",
        f"{_TAPP}, the passage on dealing",
        "six cards laid down first in two packets of three; which is the lower half not"
        " said; the hands dealt in packets of four, or sixteen at once after a knock",
        "",
        "",
        "a reading",
        chosen="The three cards laid down first are the lower half, the next three the upper"
        " half. The hands are dealt in packets of four, as the article says (it also allows"
        " sixteen at once after a knock).",
        wording=r"laid\s+down\s+first\s+(?:are|is)\s+the\s+\W?lower",
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
        "the summary (the modern game has none); its value, a reading",
        "tapper=2",
        "the 1821 manual as the summary reports it (a value below the Dreier's 3)",
        chosen="The option `tapper`, off by default, brings it back: it is paid without play when"
        " nobody overcalls it. The sources give it no value; the rule page's example takes one"
        " point below the Dreier (`tapper=2`).",
        wording=r"one\s+point\s+(?:below|less\s+than)\s+the\s+Dreier",
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
        chosen="The Unterer takes the lower and the Oberer the upper half"
        " (`talon_half=fixed`), as the other accounts the project's"
        " [notes](readings.md#notes-tapp-talon-half) name have it; the article's free choice"
        " is `talon_half=free`.",
        short="the Unterer takes the lower half, the Oberer the upper",
        wording=r"(?:an|the)\s+Unterer\s+(?:takes\s+)?the\s+lower|Unterer\s+to\s+the\s+lower",
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
        "the summary; whatever the bid, a Solo included, a reading",
        "hold=forehand",
        "the project's notes, naming no source (forehand alone)",
        chosen="Any player overcalled by a later bidder may hold, whatever the bid, a Solo"
        " included (`hold=overbid`, the article); `hold=forehand` lets only forehand hold."
        " Holding is always against a later bidder, so an auction cannot go round for ever.",
        wording=r"a\s+Solo\s+included|go\s+round\s+for\s+ever",
    ),
    Reading(
        "tapp-tarock",
        "A Solo at the first turn",
        "mayr-sedlaczek-2001",
        "(not read)",
        f"{_TAPP}, the passage on bidding",
        "a Solo may be bid at the first opportunity of a player's turn",
        "solo_first_turn",
        "true",
        "the summary; whatever has been bid before, a reading",
        chosen="It may be bid at a player's own first turn, whatever has been bid before,"
        " unless a Solo already stands (`solo_first_turn`).",
        wording=r"whatever\s+has\s+been\s+bid\s+before|unless\s+a\s+Solo\s+already\s+stands",
    ),
    Reading(
        "tapp-tarock",
        "All three pass",
        "mayr-sedlaczek-2001",
        "(not read)",
        f"{_TAPP}, the passage on bidding",
        "not said",
        "",
        "",
        "a reading",
        short="the deal is thrown in with no payment, and forehand deals next",
        chosen="The deal is thrown in with no payment, and forehand deals next; the game"
        ' record says "thrown in: everyone passed" (its field `thrown_in`), and so do'
        " `tarock deal` and `tarock replay`.",
        wording=r"thrown\s+in\W+(?:\w+\W+){0,8}?(?:forehand|seat\s+after)|all\s+(?:three\s+)?pass\b",
    ),
    Reading(
        "tapp-tarock",
        "What the declarer may lay away",
        "mayr-sedlaczek-2001",
        "(not read)",
        f"{_TAPP}, the passage on the talon and discard",
        "no Kings and no Trull cards; a trump only when he has no option, and then shown",
        "discard_limit",
        "tapp",
        "the summary; 'no option' read as the places plain cards cannot fill (a reading)",
        chosen="Trumps II to XX go only for the places the declarer's plain cards cannot fill,"
        " as few as possible, and are shown; nothing else is ever needed, since 19 cards less"
        " the Kings and the Trull always leave at least twelve that may go.",
        wording=r"places\s+(?:the\s+declarer's|his)\s+plain\s+cards\s+cannot",
    ),
    Reading(
        "tapp-tarock",
        "Who may announce",
        "mayr-sedlaczek-2001",
        "(not read)",
        f"{_TAPP}, the passage on announcements",
        "before play the declarer may announce one of two things; which two is missing",
        "",
        "",
        "the summary, read as the declarer's alone (a reading)",
        chosen="Announcements are the declarer's alone, as the article presents them: a"
        " defender announces nothing, not even the ultimo with the Pagat in his hand.",
        wording=r"defenders?\s+announces?\s+nothing|declarer's\s+alone",
    ),
    Reading(
        "tapp-tarock",
        "The silent Pagat ultimo",
        "mayr-sedlaczek-2001",
        "(not read)",
        f"{_TAPP}, the passage on scoring",
        "awarded to whoever takes the last trick when the Pagat is played to it; a"
        " defender's ultimo scores for both defenders",
        "",
        "",
        "the summary's 'whoever takes it' (a reading)",
        chosen="It goes to the side that takes the last trick when the"
        " Pagat is in it (the article's 'whoever takes it'), whether the Pagat wins or is"
        " beaten: a declarer whose Pagat is beaten there pays it. It is also won by a"
        " defender whose partner overtakes his Pagat; some modern accounts, such as"
        " [Shirk's rules](sources.md#shirk-tower-grove), count that as a failure.",
        wording=r"partner\s+overtakes|beaten\s+in\s+the\s+last\s+trick\s+pays\s+the\s+ultimo",
    ),
    Reading(
        "tapp-tarock",
        "The announced Pagat ultimo",
        "mayr-sedlaczek-2001",
        "(not read)",
        f"{_TAPP}, the passage on scoring",
        "won only if it is made; lost if the declarer loses it at any point",
        "",
        "",
        "the summary, read as his own Pagat taking the last trick (a reading)",
        chosen="It is won only if the declarer's own Pagat takes the last trick; if the Pagat"
        " falls earlier, or is beaten there, he pays. A Solo doubles it, silent or announced.",
        wording=r"own\s+Pagat\s+takes\s+the\s+last\s+trick",
    ),
    Reading(
        "tapp-tarock",
        "Valat",
        "mayr-sedlaczek-2001 via project-notes, the values as the project reconstructs them",
        "12 silent, 24 announced",
        f"{_TAPP}, the passage on announcements",
        "two announcements, their list lost in the project's copy: a Valat is not named",
        "valat_game_factor",
        "0",
        "the project's notes (a reconstruction, a reading)",
        "valat_game_factor=4",
        "four times the game, eight times announced, as the project's notes record without"
        " naming a source",
        chosen="Either side may make a silent Valat (the defenders' Valat is"
        " *reconstructed*); it stands in place of the game value. An announced Valat, made or"
        " failed, is paid instead of the game. The ultimo, Trull and Kings are paid besides."
        " Four times the game (eight announced) instead of 12 and 24: `valat_game_factor=4`.",
        wording=r"paid\s+instead\s+of\s+the\s+game|in\s+place\s+of\s+the\s+game",
    ),
    Reading(
        "tapp-tarock",
        "Card points by side",
        "mayr-sedlaczek-2001",
        "(not read)",
        f"{_TAPP}, the passage on scoring",
        "the cards taken in tricks, talon cards included, counted in threes; the declarer needs 36",
        "",
        "",
        "the summary, counted by side (a reading)",
        chosen="The declarer's tricks and discard are counted against the defenders' tricks"
        " and their talon cards, the two always making the whole pack; no count per seat is"
        " shown.",
        wording=r"by\s+side,\s+not\s+by\s+seat|only\s+by\s+side|no\s+count\s+per\s+seat",
    ),
    Reading(
        "tapp-tarock",
        "Trull and four Kings",
        "mayr-sedlaczek-2001 via project-notes, the values as the project reconstructs them",
        "3 each; accounts differ",
        f"{_TAPP}, the passage on scoring",
        "the table is empty in the project's copy",
        "trull",
        "3",
        "the project's notes (a reconstruction, a reading)",
        "trull=0",
        "no Trull payment (and `four_kings=0`, none for the Kings)",
        chosen="They pay 3 (*reconstructed*: the sources differ) to the side whose cards at the"
        " end, tricks and talon included, hold all of them (`trull=0` and `four_kings=0` leave"
        " them out).",
        wording=r"tricks\s+and\s+talon\s+included|whose\s+cards\s+at\s+the\s+end",
    ),
    Reading(
        "tapp-tarock",
        "No other bonuses",
        "mayr-sedlaczek-2001",
        "(not read)",
        f"{_TAPP}, the passage on scoring",
        "the table is empty in the project's copy",
        "",
        "",
        "a reading",
        chosen="A Pagat or King winning or losing an ordinary trick scores nothing.",
        wording=r"ordinary\s+trick\s+scores\s+nothing",
    ),
)
"""Every rule point checked against the texts, rule set by rule set."""


def rows_of(ruleset_id: str) -> tuple[Reading, ...]:
    """The rows of one rule set, in the order of play."""
    return tuple(row for row in READINGS if row.ruleset == ruleset_id)


def readings_of(ruleset_id: str) -> tuple[Reading, ...]:
    """The rows of one rule set that are readings, in the order of play."""
    return tuple(row for row in rows_of(ruleset_id) if row.is_reading)


def reading_of(ruleset_id: str, rule: str) -> Reading | None:
    """The reading a rule set takes on a rule point, or None if it takes none there (its
    texts settle the point, or it has no such point)."""
    for row in readings_of(ruleset_id):
        if row.rule == rule:
            return row
    return None
