"""The quick-start of a rule set: everything needed to sit down and play it tonight.

Every figure is read from the rule set (its options, declaration table, games, fines and
sources) when the site is built, so the sheet cannot drift from the program. The page
``rules/<id>/quick-start/`` prints on one A4 page (a browser test checks it).

Examples:
    >>> from tarock import rules
    >>> print(value_table(rules.get("grosstarock")).splitlines()[2])
    | Pagat (I), XXI and the Sküs | 5 | 3 |
    >>> band_rows()[2:4]
    [('19 to 23', -5), ('24 to 28', 0)]
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from sitegen.docs import _bonuses, _deal, _direction, names, suit_orders, word
from sitegen.readings import mark
from tarock import rules
from tarock.cards import FOOL, Card, ordered, pack
from tarock.rules.declarations import Count, Group, Run
from tarock.rules.options import CardSettlement, DiscardLimit, FailedUltimo, Options
from tarock.rules.readings import reading_of
from tarock.rules.ruleset import Ruleset
from tarock.scoring.counting import card_points
from tarock.scoring.settlement import banded, card_point_nets
from tarock.text.explain import number

# -- the rule set's own words ------------------------------------------------------------


@dataclass(frozen=True)
class Word:
    """A word a rule set's source uses for a card, a holding or a contract."""

    word: str
    meaning: str


WORDS: Final = {
    "taroc-1754": (
        Word("Taroc", "a trump"),
        Word("Excuse, Sckis", "the Fool"),
        Word("Pagat, Bagat", "trump I"),
        Word("Honneurs", "the declarations"),
        Word("gantze / halbe Cavallerie", "whole / half Cavalry"),
        Word("the King", "with four players, the one sitting the deal out"),
        Word("Points", "game points, the units paid"),
    ),
    "grosstarock": (
        Word("Tarok", "a trump"),
        Word("Sküs", "the Fool"),
        Word("Matadors", "Pagat, Sküs, XXI and the trumps in an unbroken run below XXI"),
        Word("Ladons", "the low cards, read here as the pips (a reading)"),
        Word("Cavallerie", "the four courts of a suit"),
        Word("Vole / Nolo", "all the tricks / none"),
    ),
    "danish-tarok": (
        Word("Tarok", "a trump; also the game itself"),
        Word("Scies, Scus", "the Fool"),
        Word("skat", "the three cards the dealer lays away"),
        Word("jetons", "the counters (5, 10, 20 and 100)"),
        Word(
            "Full / Half / Overfull in a suit",
            "the courts of a suit: four; three and the Scies; four and the Scies",
        ),
        Word("Half in Kings, Overfull in Kings", "three Kings and the Scies; four and the Scies"),
        Word("Tout / Nolo", "all the tricks / none"),
    ),
    "grand-tarot": (
        Word("Honours", "the Magician (I), the World (XXI) and the Fool"),
        Word("The Sparrow", "the Magician; also winning the last trick with it"),
        Word("The Emperor", "winning the last trick with a King"),
        Word("Dropped Balls / Usurped King", "the Magician / a King beaten in the last trick"),
        Word("Eldest", "the player after the dealer, who leads first and deals next"),
        Word("Empty cards", "cards worth 1 point or less"),
        Word("Slam / Beggar", "all the tricks / none"),
    ),
    "tapp-tarock": (
        Word("Sküs", "the Fool, here the highest trump"),
        Word("Mond", "trump XXI"),
        Word("Trull", "Sküs, Mond and Pagat together"),
        Word("Tapp", "the talon, six cards in two halves"),
        Word("Blatt", "a low card: a pip or a trump outside the Trull"),
        Word("Dreier, Unterer, Oberer, Solo", "the games of the auction, lowest first"),
        Word("halte ich", "I hold: an overbid player takes the bid over"),
        Word("Valat", "all the tricks"),
    ),
}
"""Rule-set id -> the words its sources use, as the rule page and the glossary explain them."""

EQUIPMENT: Final = {
    "danish-tarok": "jetons for paying, ideally of 5, 10, 20 and 100, and two pots",
    "grand-tarot": "a good stock of poker chips and two pots",
}
"""Rule-set id -> what its source says to bring besides the cards (others: counters)."""

CAVEATS: Final = {
    "tapp-tarock": (
        "The article's payment table is empty: these figures follow Mayr and Sedlaczek as"
        " the project reconstructs them{reading}: the Trull and the four Kings are paid to"
        " whoever captures them."
    ),
}
"""Rule-set id -> what the reader must know about its figures (``{reading}``: the mark of
the rule set's reading of them)."""

_DISCARD: Final = {
    DiscardLimit.TAROC_1754: (
        "no King. Trumps and the Excuse only as Pagat, Excuse and one more trump together,"
        " or, when he holds exactly three trumps (the Excuse not counted), the Pagat among"
        " them, those three together."
    ),
    DiscardLimit.DUMMETT: (
        "no King and not trump XXI; other trumps only if he holds the Pagat and at most two"
        " more; the Sküs may always go."
    ),
    DiscardLimit.DANISH: (
        "never a King, the Pagat, XXI or the Scies; no card of a combination he can declare"
        " unless unavoidable (then shown); a trump only to leave himself without trumps, or"
        " when plain cards run short, and he says that a trump went."
    ),
    DiscardLimit.GRAND_TAROT: (
        "no Honour, King or trump, unless nothing else can go or the discard leaves him"
        " without trumps."
    ),
    DiscardLimit.TAPP: (
        "no King and no Trull card; other trumps only when nothing else can go (then shown)."
    ),
}


# -- the pieces ----------------------------------------------------------------------------


def _mark(ruleset: Ruleset, *points: str) -> str:
    """The reading mark for a rule stated on the sheet, if the rule set reads it: one of
    ``points`` (the names of its records) is a reading of the rule set ('' otherwise)."""
    if any(reading_of(ruleset.id, point) for point in points):
        return mark(ruleset.id, "../../")
    return ""


def _read(ruleset: Ruleset, *points: str, sep: str = " (", end: str = ")") -> str:
    """The mark as the sheet puts it after a rule, `` (a reading)`` ('' if not read)."""
    found = _mark(ruleset, *points)
    return f"{sep}{found}{end}" if found else ""


def _kind(card: Card, fool: str) -> str:
    if card.is_honour:
        return f"Pagat (I), XXI and the {fool}"
    if card.is_court:
        return {14: "Kings", 13: "Queens", 12: "Cavaliers", 11: "Jacks (Valets)"}[card.rank]
    return "every other card (pips and trumps II to XX)"


def value_table(ruleset: Ruleset) -> str:
    """The card values of the rule set's pack as a Markdown table, highest first, with how
    many of each the pack holds."""
    fool = names(ruleset).fool
    rows: dict[str, list[int]] = {}
    for card in pack(ruleset.options.pack):
        rows.setdefault(_kind(card, fool), []).append(card.value)
    lines = ["| Cards | Card points each | In the pack |", "| --- | ---: | ---: |"]
    for kind, values in sorted(rows.items(), key=lambda item: -max(item[1])):
        lines.append(f"| {kind} | {max(values)} | {len(values)} |")
    return "\n".join(lines)


def counting(ruleset: Ruleset) -> str:
    """How the cards are counted, with the pack's total."""
    total = number(card_points(pack(ruleset.options.pack)))
    return (
        "Cards are counted in threes: add the three values and take 2 off (a Queen, a Jack"
        f" and a low card: 4 + 2 + 1 \u2212 2 = 5). The whole pack holds {total} card points."
    )


def card_values(ruleset: Ruleset) -> str:
    """The table and the way of counting, for a rule page where it counts card points."""
    return f"{value_table(ruleset)}\n\n{counting(ruleset)}"


def band_rows(low: int = 9, high: int = 43) -> list[tuple[str, int]]:
    """Card points, in the ranges the 5-point bands group them, and the game points each
    range scores (from the package's rounding)."""
    rows: list[tuple[str, int]] = []
    start = low
    for points in range(low, high + 1):
        if points == high or banded(points + 1 - 26) != banded(points - 26):
            rows.append((f"{start} to {points}", banded(points - 26)))
            start = points + 1
    return rows


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"\u2212{-value}" if value < 0 else "0"


def _counted(item: Count, fool: str, read: str = "") -> str:
    """What a count declaration counts, where that is not plain from its name, and the
    cards its holder must mention (``read``: the mark if counting the Fool is a reading)."""
    notes = []
    if len(item.cards) <= 8:
        kings = [card for card in item.cards if card.is_king]
        named = [_card_name(card, fool) for card in ordered(item.cards) if not card.is_king]
        notes.append("any of " + ", ".join(named) + (" and the Kings" if kings else ""))
    elif FOOL in item.cards:
        notes.append(f"the {fool} counts" + (f", {read}" if read else ""))
    if item.mentioned:
        said = " and ".join(_card_name(card, fool) for card in item.mentioned)
        notes.append(f"say whether you hold {said}")
    return f" ({'; '.join(notes)})" if notes else ""


def _card_name(card: Card, fool: str) -> str:
    return fool if card is FOOL else card.name


def _declaration_rows(options: Options, fool: str, read: str = "") -> list[tuple[str, str]]:
    """Each declaration: what it is and what it pays, the "10 + 5" written out (``read``:
    the mark if counting the Fool among the trumps is a reading)."""
    rows: list[tuple[str, str]] = []
    for item in options.declaration_table:
        if isinstance(item, Count):
            extra = item.minimum + 2
            counted = _counted(item, fool, read)
            rows.append(
                (
                    f"{word(item.minimum).capitalize()} or more {item.name}{counted}",
                    f"{item.base} + {item.step}: {item.base} for {item.minimum}, {item.step}"
                    f" more for each beyond ({extra} pay {item.base + 2 * item.step})",
                )
            )
        elif isinstance(item, Run):
            least = len(item.required)
            rows.append(
                (
                    f"{word(least).capitalize()} or more {item.name}",
                    f"{item.base} + {item.step}: {item.base} for {least}, {item.step} more"
                    f" for each trump that extends the run down from XX ({least + 2} pay"
                    f" {item.base + 2 * item.step})",
                )
            )
        elif isinstance(item, Group):
            for form in item.describe().split("; "):
                name, _, value = form.rpartition(" ")
                name = _suited(name[:1].upper() + name[1:]).replace("the Fool", f"the {fool}")
                if (name, value) not in rows:
                    rows.append((name, value))
    return rows


def _suited(name: str) -> str:
    for suit in ("hearts", "diamonds", "clubs", "spades"):
        name = name.replace(f"in {suit}", "in a suit").replace(f"of {suit}", "of a suit")
    return name


def _fool_lines(ruleset: Ruleset) -> list[str]:
    options, fool = ruleset.options, names(ruleset).fool
    if options.fool_is_top_trump:
        return [f"The {fool} is the highest trump: it wins any trick it is played to."]
    lines = [
        f"The {fool} may be played to any trick instead of a proper card"
        + ("" if options.fool_may_lead else ", though it may not be led")
        + _read(ruleset, "Leading the Excuse")
        + "; it never wins."
    ]
    if options.fool_exchange_at_end:
        lines.append(
            "Its owner keeps it and, at the end of the hand, gives the trick's winner a card"
            " from his own tricks (with no trick, he gives up the Fool instead)."
        )
    else:
        lines.append(
            "Its owner takes it back and gives the trick's winner a low card from his own"
            " tricks (owed until he has taken one"
            + _read(
                ruleset, "The Excuse's exchange card", "The Sküs's exchange card", sep=": ", end=""
            )
            + ")."
        )
    if options.fool_names_suit:
        lines.append(
            "When he leads it he names the suit it stands for; if neither opponent can"
            " follow, the next player may name another."
        )
    if options.fool_deadline:
        lines.append(
            f"It must be out by trick {options.fool_deadline} (the third-last): an owner on"
            " lead then passes the lead to the next player and plays it in turn."
        )
    if options.fool_when_out_of_trumps:
        lines.append(
            "Once its owner has no trumps left, he must play it to the next trick he cannot follow."
        )
    if options.fool_demand_trick:
        lines.append(f"At trick {options.fool_demand_trick} an opponent may demand it.")
    if options.fool_barred_trick:
        lines.append(f"It may not be played to trick {options.fool_barred_trick}.")
    if options.fool_captured_from:
        last = options.tricks - options.fool_captured_from + 1
        where = (
            "the last trick"
            if last == 1
            else f"one of the last {word(last)} tricks (from trick {options.fool_captured_from})"
        )
        lines.append(f"Played to {where}, it goes to the trick's winner.")
    if options.fool_kept_no_trick:
        lines.append(
            f"A player who takes no trick and still holds it is paid"
            f" {options.fool_kept_no_trick} by each opponent."
        )
    return lines


def _seats(ruleset: Ruleset) -> list[str]:
    options = ruleset.options
    side = "right" if options.direction.value == "anticlockwise" else "left"
    lines = [
        f"Three players. Deal and play go {_direction(options)}.",
        f"**Forehand**, the player on the dealer's {side}, leads to the first trick"
        + _read(ruleset, "Who leads first")
        + (", bids first" if options.has_auction else "")
        + " and deals next.",
    ]
    if 4 in ruleset.tables() and options.seats == 3:
        read = reading_of(ruleset.id, "Players")
        who = (
            f"{read.short} and neither pays nor receives{_read(ruleset, 'Players')}"
            if read
            else "the player opposite the dealer sits each deal out and neither pays nor"
            " receives (as its source says)"
        )
        lines.append(f"With four, {who}.")
    return lines


def _settlement(ruleset: Ruleset) -> list[str]:
    """The card-point settlement: exact, in bands (with the table) or the declarer's game."""
    options = ruleset.options
    total = number(card_points(pack(options.pack)))
    if options.has_auction:
        games = "\n".join(
            f"| {game.name} | {game.value} | {game.describe().split('(', 1)[1].rstrip(')')} |"
            for game in options.games
        )
        return [
            f"The declarer wins with {options.par} of the {total} card points or more (his"
            " tricks with his laid-away cards; the defenders' with the unused talon half). The"
            " game's value is paid by each defender to him, or by him to each defender.",
            "",
            "| Game | Value | Talon |",
            "| --- | ---: | --- |",
            games,
        ]
    points = {0: 40, 1: 20, 2: 18}
    if options.card_settlement is CardSettlement.EXACT:
        nets = card_point_nets(points, options.card_settlement, options.par, None)
        return [
            f"Each player counts his tricks (the dealer's laid-away cards count for him)"
            f" against {options.par}, a third of the pack. Whoever is below pays his"
            " shortfall, whoever is above is paid his excess, point for point. With 40, 20"
            f" and 18: {', '.join(_signed(int(v)) for v in nets.values())}.",
        ]
    absorber = 1  # forehand, the seat after the dealer (seat 0)
    nets = card_point_nets({0: 31, 1: 24, 2: 23}, options.card_settlement, options.par, absorber)
    table = "\n".join(f"| {span} | {_signed(value)} |" for span, value in band_rows())
    read = reading_of(ruleset.id, "Card points in bands") or reading_of(ruleset.id, "Card points")
    who = (
        f"{read.short} ({mark(ruleset.id, '../../')}; the full rules show why)"
        if read and read.short
        else "each player's amount is paid by each opponent"
    )
    return [
        f"Card points are settled against {options.par} in bands of 5, and {who}. Dealer 31,"
        " forehand 24, the third player 23 give"
        f" {_signed(int(nets[0]))}, {_signed(int(nets[1]))} and {_signed(int(nets[2]))}.",
        "",
        "| Card points | Game points |",
        "| --- | ---: |",
        table,
        "",
        "And so on, 5 game points for every further 5 card points.",
    ]


def _announced(ruleset: Ruleset) -> list[str]:
    """The announcements a rule set allows, with what they pay."""
    options, called = ruleset.options, names(ruleset)
    lines = []
    if options.pagat_ultimo_announced:
        lines.append(f"the Pagat ultimo ({options.pagat_ultimo_announced})")
    if options.vole_announced:
        tiers = ", ".join(f"{won} before trick {trick}" for trick, won in options.vole_announced)
        lines.append(f"{called.vole} ({tiers}; failing costs the same)")
    if options.nolo_announced:
        tiers = ", ".join(
            f"{won} before trick {trick} (failing: normal scoring and {fine} more)"
            for trick, won, fine in options.nolo_announced
        )
        lines.append(f"{called.nolo} ({tiers})")
    if not lines:
        return []
    who = "The declarer may announce" if options.has_auction else "A player may announce"
    return ["", f"{who} " + "; or ".join(lines) + "."]


def _nolo(ruleset: Ruleset) -> list[str]:
    if not ruleset.options.nolo_cancels:
        return []
    read = reading_of(ruleset.id, "Nolo")
    also = (
        f"; {read.short} ({mark(ruleset.id, '../../')}, after pagat.com and Board Game"
        " Arena's program)"
        if read and read.short
        else ""
    )
    return [
        "",
        f"A {names(ruleset).nolo} cancels the other players' ultimos and the last-trick bonus"
        + also
        + ".",
    ]


BONUS_NAMES: Final = {
    "grand-tarot": (
        ("Pagat ultimo", "The Sparrow (lost: Dropped Balls)"),
        ("King ultimo", "The Emperor (lost: Usurped King)"),
        ("Pagat", "Magician"),
    ),
}
"""Rule-set id -> the names its source gives the bonuses, in place of the family's."""


def _own_names(ruleset_id: str, item: str) -> str:
    """A bonus as the rule set's source names it ("Pagat ultimo: won 45" -> "The Sparrow
    ...: won 45")."""
    for family, own in BONUS_NAMES.get(ruleset_id, ()):
        if item.startswith(family + ":"):
            return own + item[len(family) :]
    return item


def _pots(ruleset: Ruleset) -> list[str]:
    options = ruleset.options
    if not options.pot_ante:
        return []
    failed = {
        FailedUltimo.DOUBLE: "doubles that pot (pays in its value)",
        FailedUltimo.PENALTY: "pays the same penalty into that pot",
        FailedUltimo.NOTHING: "pays nothing into it",
    }[options.failed_ultimo_pot]
    lines = [
        f"- Two pots, one for the King and one for the Pagat. To found a pot each player puts in"
        f" {options.pot_ante}, again whenever one is empty.",
        f"- Every deal the dealer adds {options.dealer_stake} to each pot"
        + ("." if options.dealer_stake_on_ante else " that was not founded for this deal."),
        f"- A King or the Pagat beaten before the last trick: its owner pays"
        f" {options.king_captured_pot} into its pot besides the penalty.",
        "- The ultimo won takes the whole pot; a failed ultimo " + failed + ".",
    ]
    if options.vole_takes_pots:
        lines.append(f"- {names(ruleset).vole} takes both pots.")
    lines.append(
        "- What is left at the end of the session is shared equally among everyone at the"
        " table"
        + _read(ruleset, "Sharing the pots at the end")
        + "."
    )
    return lines


def suit_line(ruleset: Ruleset) -> str:
    """How the cards of a plain suit rank, highest first, in one line."""
    orders = "; ".join(f"{which} {cards}" for which, _, cards in suit_orders(ruleset))
    return f"In a suit, highest first: {orders}."


def bonus_terms(ruleset: Ruleset) -> str:
    """What the words of the bonus line mean, for the bonuses this rule set pays ('' if it
    pays none of them)."""
    options = ruleset.options
    pagat = "the " + _own_names(ruleset.id, "Pagat:")[:-1]
    cards = (
        (pagat, options.pagat_home, options.pagat_captured),
        ("a King", options.king_home, options.king_captured),
    )
    home = " or ".join(name for name, paid, _ in cards if paid)
    captured = " or ".join(name for name, _, paid in cards if paid)
    terms = []
    if home:
        terms.append(f"*home*: {home} wins a trick before the last")
    if captured:
        terms.append(f"*captured*: {captured} falls to another player's trick before the last")
    if any("ultimo:" in _own_names(ruleset.id, item) for item in _bonuses(ruleset)):
        terms.append("*ultimo*: the card wins (won) or is beaten (lost) in the last trick")
    return "; ".join(terms) + "." if terms else ""


def _fines(ruleset: Ruleset) -> list[str]:
    if not ruleset.fines:
        return ["The sources this rule set rests on give no fines."]
    lines = []
    for fine in ruleset.fines:
        paid = (
            f"{fine.amount} to {fine.to}"
            if fine.amount
            else "a penalty (the source gives no amount)"
        )
        then = f"; {fine.outcome}" if fine.outcome else ""
        lines.append(f"- {fine.what[:1].upper()}{fine.what[1:]}: {paid}{then}.")
    return lines


# -- the page ------------------------------------------------------------------------------


def quick_start(ruleset_id: str) -> str:
    """The quick-start page of a rule set, as Markdown (the page's title included)."""
    ruleset = rules.get(ruleset_id)
    options, called = ruleset.options, names(ruleset)
    cards = pack(options.pack)
    trumps = sum(card.is_trump for card in cards)
    suit = sum(card.suit is cards[-1].suit for card in cards)
    bring = EQUIPMENT.get(ruleset.id, "counters to pay game points")
    out = [
        f"# {ruleset.title}: quick-start",
        "",
        '<div class="quick-start" markdown>',
        "",
        "One sheet to play from (it prints on one A4 page). Every rule here is explained, with"
        f" its source, in the [full rules](../{ruleset.id}.md). Keep score tonight on the"
        f" [score page](../../../score/?variant={ruleset.id}): it pays every deal you"
        " enter, with the rule behind each payment.",
        "{ .qs-screen }",
        "",
        f"*{ruleset.summary}*",
        "",
        "## What you need { #need }",
        "",
        f"- **Cards:** {len(cards)}: {trumps} trumps, the {called.fool}, four suits of {suit}"
        + (
            " (a French Tarot Nouveau does)."
            if options.pack == 78
            else " (an Industrie und Glück tarock pack)."
        ),
        f"- **Also:** {bring}; paper for the running totals.",
        *(f"- {line}" for line in _seats(ruleset)),
        "",
        "## Card values { #values }",
        "",
        card_values(ruleset),
        "",
        "## The deal { #deal }",
        "",
        f"- {_deal(options)[:1].upper()}{_deal(options)[1:]}.",
        f"- **Laid away:** {_DISCARD[options.discard_limit].removesuffix('.')}"
        + _read(ruleset, "What the dealer may lay away", "What the declarer may lay away")
        + "."
        + (" The laid-away cards count for him." if not options.has_auction else ""),
    ]
    if options.has_auction:
        passed = reading_of(ruleset.id, "All three pass")
        halves = reading_of(ruleset.id, "Which talon half")
        out += [
            "- **Auction:** forehand first, each bid one game higher or pass; a passed player"
            " is out; an overbid player may hold. All pass: "
            + (f"{passed.short}{_read(ruleset, passed.rule)}" if passed else "deal again")
            + ".",
            "- **Talon:** the declarer turns up both halves, takes the one his game allows"
            + (
                f" ({halves.short}{_read(ruleset, halves.rule, sep=': ', end='')})"
                if halves
                else ""
            )
            + f" and lays away {options.discard} cards; the other half counts for the"
            " defenders.",
        ]
    read = _mark(ruleset, "Ten Tarocs and the Excuse")
    rows = _declaration_rows(options, called.fool, read)
    if rows:
        out += [
            "",
            "## Declarations { #declarations }",
            "",
            "Said after the discard, dealer first; each is paid by every opponent."
            " \u201c10 + 5\u201d means 10 for the least holding and 5 for each card beyond it.",
            "",
            "| Holding | Each opponent pays |",
            "| --- | --- |",
            *(f"| {name} | {value} |" for name, value in rows),
        ]
    out += [
        "",
        "## Play { #play }",
        "",
        "- Follow suit; if you cannot, play a trump; if you have none, any card. Nobody has"
        f" to win the trick{_read(ruleset, 'No duty to win a trick')}. A trick goes to its"
        " highest trump; without one, to the best card of the suit that was led.",
        f"- {suit_line(ruleset)}",
        *(f"- {line}" for line in _fool_lines(ruleset)),
        "",
        "## Bonuses { #bonuses }",
        "",
        (
            "Paid by each defender to the declarer, or by him to each defender: "
            if options.has_auction
            else "Each paid by both opponents (a minus: paid to both): "
        )
        + "; ".join(_own_names(ruleset.id, item) for item in _bonuses(ruleset))
        + ".",
        *(["", terms] if (terms := bonus_terms(ruleset)) else []),
        *_announced(ruleset),
        *(
            ["", CAVEATS[ruleset.id].format(reading=_read(ruleset, "The payment table"))]
            if ruleset.id in CAVEATS
            else []
        ),
        *_nolo(ruleset),
        "",
        "## Card points { #card-points }",
        "",
        *_settlement(ruleset),
    ]
    pots = _pots(ruleset)
    if pots:
        out += ["", "## Pots { #pots }", "", *pots]
    out += [
        "",
        "## Fines { #fines }",
        "",
        *_fines(ruleset),
        "",
        "## The game's own words { #words }",
        "",
        "; ".join(f"**{item.word}**: {item.meaning}" for item in WORDS[ruleset.id]) + ".",
        "",
        "</div>",
    ]
    return "\n".join(out)


def links(prefix: str = "") -> str:
    """Links to every rule set's quick-start, for the home page."""
    items = [
        f"[{ruleset.title}]({prefix}{ruleset.id}/quick-start.md)"
        for ruleset in rules.VARIANTS.values()
    ]
    return ", ".join(items[:-1]) + f" and {items[-1]}"
