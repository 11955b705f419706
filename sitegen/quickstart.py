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

import posixpath
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from sitegen import danish
from sitegen.docs import _bonuses, _deal, _direction, names, suit_orders, word
from sitegen.i18n import N_, _, cap, pgettext
from sitegen.readings import MARK_CLASS
from tarock import rules
from tarock.cards import FOOL, Card, ordered, pack
from tarock.rules.declarations import Count, Group, Run
from tarock.rules.options import CardSettlement, DiscardLimit, FailedUltimo, Options
from tarock.rules.readings import reading_of
from tarock.rules.ruleset import Ruleset
from tarock.scoring.counting import card_points
from tarock.scoring.settlement import banded, card_point_nets
from tarock.text.explain import number
from tarock.text.language import current, speaking

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
    "danish-tarok": N_("jetons for paying, ideally of 5, 10, 20 and 100, and two pots"),
    "grand-tarot": N_("a good stock of poker chips and two pots"),
}
"""Rule-set id -> what its source says to bring besides the cards (others: counters)."""

CAVEATS: Final = {
    "tapp-tarock": N_(
        "The article's payment table is empty: these figures follow Mayr and Sedlaczek as"
        " the project reconstructs them{reading}: the Trull and the four Kings are paid to"
        " whoever captures them."
    ),
}
"""Rule-set id -> what the reader must know about its figures (``{reading}``: the mark of
the rule set's reading of them)."""

_DISCARD: Final = {
    DiscardLimit.TAROC_1754: N_(
        "no King. Trumps and the Excuse only as Pagat, Excuse and one more trump together,"
        " or, when he holds exactly three trumps (the Excuse not counted), the Pagat among"
        " them, those three together."
    ),
    DiscardLimit.DUMMETT: N_(
        "no King and not trump XXI; other trumps only if he holds the Pagat and at most two"
        " more; the Sküs may always go."
    ),
    DiscardLimit.DANISH: N_(
        "never a King, the Pagat, XXI or the Scies; no card of a combination he can declare"
        " unless unavoidable (then shown); a trump only to leave himself without trumps, or"
        " when plain cards run short, and he says that a trump went."
    ),
    DiscardLimit.GRAND_TAROT: N_(
        "no Honour, King or trump, unless nothing else can go or the discard leaves him"
        " without trumps."
    ),
    DiscardLimit.TAPP: N_(
        "no King and no Trull card; other trumps only when nothing else can go (then shown)."
    ),
}


# -- links -------------------------------------------------------------------------------


def _href(link: str, ruleset_id: str) -> str:
    """A link as the English sheet writes it (from ``docs/rules/<id>/``): a page's ``.md``
    or a site address relative to the sheet. The Danish sheet, built apart from the English
    pages, one folder deeper (``da/``), links them by their address.

    >>> from tarock.text.language import speaking
    >>> with speaking("da"):
    ...     _href("../danish-tarok.md", "danish-tarok"), _href("../../../score/", "x")
    ('../../../../rules/danish-tarok/', '../../../../score/')
    """
    if current() == "en" or not link.partition("#")[0].endswith(".md"):
        return link if current() == "en" else f"../{link}"
    path, _, anchor = link.partition("#")
    page = posixpath.normpath(posixpath.join("rules", ruleset_id, path)).removesuffix(".md")
    return f"../../../../{page}/" + (f"#{anchor}" if anchor else "")


def reading_mark(ruleset_id: str) -> str:
    """The mark after a reading the sheet states: a link to the rule page's readings."""
    target = _href(f"../../rules/{ruleset_id}.md#readings", ruleset_id)
    said = _("a reading")
    return f"[{said}]({target}){MARK_CLASS}"


# -- the pieces ----------------------------------------------------------------------------


def _mark(ruleset: Ruleset, *points: str) -> str:
    """The reading mark for a rule stated on the sheet, if the rule set reads it: one of
    ``points`` (the names of its records) is a reading of the rule set ('' otherwise)."""
    if any(reading_of(ruleset.id, point) for point in points):
        return reading_mark(ruleset.id)
    return ""


def _read(ruleset: Ruleset, *points: str, sep: str = " (", end: str = ")") -> str:
    """The mark as the sheet puts it after a rule, `` (a reading)`` ('' if not read)."""
    found = _mark(ruleset, *points)
    return f"{sep}{found}{end}" if found else ""


def _short(ruleset: Ruleset, point: str) -> str:
    """A reading's sentence in the current language ('' if the rule set has none)."""
    read = reading_of(ruleset.id, point)
    return _(read.short) if read and read.short else ""


def _kind(card: Card, fool: str) -> str:
    if card.is_honour:
        return _("Pagat (I), XXI and the {fool}").format(fool=fool)
    if card.is_court:
        return {
            14: _("Kings"),
            13: _("Queens"),
            12: _("Cavaliers"),
            11: _("Jacks (Valets)"),
        }[card.rank]
    return _("every other card (pips and trumps II to XX)")


def value_table(ruleset: Ruleset) -> str:
    """The card values of the rule set's pack as a Markdown table, highest first, with how
    many of each the pack holds."""
    fool = _(names(ruleset).fool)
    rows: dict[str, list[int]] = {}
    for card in pack(ruleset.options.pack):
        rows.setdefault(_kind(card, fool), []).append(card.value)
    head = (_("Cards"), _("Card points each"), _("In the pack"))
    lines = ["| {} | {} | {} |".format(*head), "| --- | ---: | ---: |"]
    for kind, values in sorted(rows.items(), key=lambda item: -max(item[1])):
        lines.append(f"| {kind} | {max(values)} | {len(values)} |")
    return "\n".join(lines)


def counting(ruleset: Ruleset) -> str:
    """How the cards are counted, with the pack's total."""
    total = number(card_points(pack(ruleset.options.pack)))
    return _(
        "Cards are counted in threes: add the three values and take 2 off (a Queen, a Jack"
        " and a low card: 4 + 2 + 1 \u2212 2 = 5). The whole pack holds {total} card points."
    ).format(total=total)


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
            span = _("{low} to {high}").format(low=start, high=points)
            rows.append((span, banded(points - 26)))
            start = points + 1
    return rows


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"\u2212{-value}" if value < 0 else "0"


def _and(words: Iterable[str]) -> str:
    return " {} ".format(_("and")).join(words)


def _or(words: Iterable[str]) -> str:
    return " {} ".format(_("or")).join(words)


def _counted(item: Count, fool: str, read: str = "") -> str:
    """What a count declaration counts, where that is not plain from its name, and the
    cards its holder must mention (``read``: the mark if counting the Fool is a reading)."""
    notes = []
    if len(item.cards) <= 8:
        kings = [card for card in item.cards if card.is_king]
        named = ", ".join(
            _card_name(card, fool) for card in ordered(item.cards) if not card.is_king
        )
        which = _("any of {cards} and the Kings") if kings else _("any of {cards}")
        notes.append(which.format(cards=named))
    elif FOOL in item.cards:
        notes.append(_("the {fool} counts").format(fool=fool) + (f", {read}" if read else ""))
    if item.mentioned:
        said = _and(_card_name(card, fool) for card in item.mentioned)
        notes.append(_("say whether you hold {cards}").format(cards=said))
    return f" ({'; '.join(notes)})" if notes else ""


def _card_name(card: Card, fool: str) -> str:
    return fool if card is FOOL else _(card.name)


def _declaration_rows(options: Options, fool: str, read: str = "") -> list[tuple[str, str]]:
    """Each declaration: what it is and what it pays, the "10 + 5" written out (``read``:
    the mark if counting the Fool among the trumps is a reading)."""
    rows: list[tuple[str, str]] = []
    for item in options.declaration_table:
        if isinstance(item, Count):
            extra = item.minimum + 2
            counted = _counted(item, fool, read)
            name = _("{count} or more {name}").format(
                count=word(item.minimum).capitalize(), name=_(item.name)
            )
            value = _(
                "{base} + {step}: {base} for {least}, {step} more for each beyond ({more} pay"
                " {paid})"
            )
            rows.append(
                (
                    name + counted,
                    value.format(
                        base=item.base,
                        step=item.step,
                        least=item.minimum,
                        more=extra,
                        paid=item.base + 2 * item.step,
                    ),
                )
            )
        elif isinstance(item, Run):
            least = len(item.required)
            name = _("{count} or more {name}").format(
                count=word(least).capitalize(), name=_(item.name)
            )
            value = _(
                "{base} + {step}: {base} for {least}, {step} more for each trump that extends"
                " the run down from XX ({more} pay {paid})"
            )
            rows.append(
                (
                    name,
                    value.format(
                        base=item.base,
                        step=item.step,
                        least=least,
                        more=least + 2,
                        paid=item.base + 2 * item.step,
                    ),
                )
            )
        elif isinstance(item, Group):
            for form in item.describe().split("; "):
                english, _space, value = form.rpartition(" ")
                english = _suited(english[:1].upper() + english[1:])
                name = _(english.replace("the Fool", "the {fool}")).format(fool=fool)
                if (name, value) not in rows:
                    rows.append((name, value))
    return rows


def _suited(name: str) -> str:
    for suit in ("hearts", "diamonds", "clubs", "spades"):
        name = name.replace(f"in {suit}", "in a suit").replace(f"of {suit}", "of a suit")
    return name


def _fool_lines(ruleset: Ruleset) -> list[str]:
    options, fool = ruleset.options, _(names(ruleset).fool)
    if options.fool_is_top_trump:
        return [
            cap(
                _("The {fool} is the highest trump: it wins any trick it is played to.").format(
                    fool=fool
                )
            )
        ]
    led = "" if options.fool_may_lead else _(", though it may not be led")
    lines = [
        cap(
            _(
                "The {fool} may be played to any trick instead of a proper card{led}{read};"
                " it never wins."
            ).format(fool=fool, led=led, read=_read(ruleset, "Leading the Excuse"))
        )
    ]
    if options.fool_exchange_at_end:
        lines.append(
            _(
                "Its owner keeps it and, at the end of the hand, gives the trick's winner a card"
                " from his own tricks (with no trick, he gives up the Fool instead)."
            )
        )
    else:
        read = _read(
            ruleset, "The Excuse's exchange card", "The Sküs's exchange card", sep=": ", end=""
        )
        lines.append(
            _(
                "Its owner takes it back and gives the trick's winner a low card from his own"
                " tricks (owed until he has taken one{read})."
            ).format(read=read)
        )
    if options.fool_names_suit:
        lines.append(
            _(
                "When he leads it he names the suit it stands for; if neither opponent can"
                " follow, the next player may name another."
            )
        )
    if options.fool_deadline:
        lines.append(
            _(
                "It must be out by trick {trick} (the third-last): an owner on lead then"
                " passes the lead to the next player and plays it in turn."
            ).format(trick=options.fool_deadline)
        )
    if options.fool_when_out_of_trumps:
        lines.append(
            _(
                "Once its owner has no trumps left, he must play it to the next trick he"
                " cannot follow."
            )
        )
    if options.fool_demand_trick:
        lines.append(
            _("At trick {trick} an opponent may demand it.").format(trick=options.fool_demand_trick)
        )
    if options.fool_barred_trick:
        lines.append(
            _("It may not be played to trick {trick}.").format(trick=options.fool_barred_trick)
        )
    if options.fool_captured_from:
        last = options.tricks - options.fool_captured_from + 1
        where = (
            _("the last trick")
            if last == 1
            else _("one of the last {count} tricks (from trick {trick})").format(
                count=word(last), trick=options.fool_captured_from
            )
        )
        lines.append(_("Played to {where}, it goes to the trick's winner.").format(where=where))
    if options.fool_kept_no_trick:
        lines.append(
            _(
                "A player who takes no trick and still holds it is paid {amount} by each opponent."
            ).format(amount=options.fool_kept_no_trick)
        )
    return lines


def _seats(ruleset: Ruleset) -> list[str]:
    options = ruleset.options
    side = _("right") if options.direction.value == "anticlockwise" else _("left")
    bids = _(", bids first") if options.has_auction else ""
    lines = [
        _("Three players. Deal and play go {direction}.").format(direction=_direction(options)),
        _(
            "**Forehand**, the player on the dealer's {side}, leads to the first trick{read}"
            "{bids} and deals next."
        ).format(side=side, read=_read(ruleset, "Who leads first"), bids=bids),
    ]
    if 4 in ruleset.tables() and options.seats == 3:
        short = _short(ruleset, "Players")
        who = (
            _("{reading} and neither pays nor receives{read}").format(
                reading=short, read=_read(ruleset, "Players")
            )
            if reading_of(ruleset.id, "Players")
            else _(
                "the player opposite the dealer sits each deal out and neither pays nor"
                " receives (as its source says)"
            )
        )
        lines.append(_("With four, {who}.").format(who=who))
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
            _(
                "The declarer wins with {par} of the {total} card points or more (his tricks"
                " with his laid-away cards; the defenders' with the unused talon half). The"
                " game's value is paid by each defender to him, or by him to each defender."
            ).format(par=options.par, total=total),
            "",
            "| {} | {} | {} |".format(_("Game"), _("Value"), _("Talon")),
            "| --- | ---: | --- |",
            games,
        ]
    points = {0: 40, 1: 20, 2: 18}
    if options.card_settlement is CardSettlement.EXACT:
        nets = card_point_nets(points, options.card_settlement, options.par, None)
        return [
            _(
                "Each player counts his tricks (the dealer's laid-away cards count for him)"
                " against {par}, a third of the pack. Whoever is below pays his shortfall,"
                " whoever is above is paid his excess, point for point. With {first}, {second}"
                " and {third}: {nets}."
            ).format(
                par=options.par,
                first=points[0],
                second=points[1],
                third=points[2],
                nets=", ".join(_signed(int(v)) for v in nets.values()),
            ),
        ]
    absorber = 1  # forehand, the seat after the dealer (seat 0)
    points = {0: 31, 1: 24, 2: 23}
    nets = card_point_nets(points, options.card_settlement, options.par, absorber)
    table = "\n".join(f"| {span} | {_signed(value)} |" for span, value in band_rows())
    short = _short(ruleset, "Card points in bands") or _short(ruleset, "Card points")
    who = (
        _("{reading} ({mark}; the full rules show why)").format(
            reading=short, mark=reading_mark(ruleset.id)
        )
        if short
        else _("each player's amount is paid by each opponent")
    )
    return [
        _(
            "Card points are settled against {par} in bands of 5, and {who}. Dealer {first},"
            " forehand {second}, the third player {third} give {dealer}, {forehand} and"
            " {third_net}."
        ).format(
            par=options.par,
            who=who,
            first=points[0],
            second=points[1],
            third=points[2],
            dealer=_signed(int(nets[0])),
            forehand=_signed(int(nets[1])),
            third_net=_signed(int(nets[2])),
        ),
        "",
        "| {} | {} |".format(_("Card points"), _("Game points")),
        "| --- | ---: |",
        table,
        "",
        _("And so on, 5 game points for every further 5 card points."),
    ]


def _announced(ruleset: Ruleset) -> list[str]:
    """The announcements a rule set allows, with what they pay."""
    options, called = ruleset.options, names(ruleset)
    lines = []
    if options.pagat_ultimo_announced:
        lines.append(_("the Pagat ultimo ({amount})").format(amount=options.pagat_ultimo_announced))
    if options.vole_announced:
        tiers = ", ".join(
            _("{won} before trick {trick}").format(won=won, trick=trick)
            for trick, won in options.vole_announced
        )
        lines.append(
            _("{vole} ({tiers}; failing costs the same)").format(vole=_(called.vole), tiers=tiers)
        )
    if options.nolo_announced:
        tiers = ", ".join(
            _("{won} before trick {trick} (failing: normal scoring and {fine} more)").format(
                won=won, trick=trick, fine=fine
            )
            for trick, won, fine in options.nolo_announced
        )
        lines.append(_("{nolo} ({tiers})").format(nolo=_(called.nolo), tiers=tiers))
    if not lines:
        return []
    who = _("The declarer may announce") if options.has_auction else _("A player may announce")
    return ["", f"{who} " + "; {} ".format(_("or")).join(lines) + "."]


def _nolo(ruleset: Ruleset) -> list[str]:
    if not ruleset.options.nolo_cancels:
        return []
    short = _short(ruleset, "Nolo")
    also = (
        _("; {reading} ({mark}, after pagat.com and Board Game Arena's program)").format(
            reading=short, mark=reading_mark(ruleset.id)
        )
        if short
        else ""
    )
    return [
        "",
        cap(
            _("A {nolo} cancels the other players' ultimos and the last-trick bonus{also}.").format(
                nolo=_(names(ruleset).nolo), also=also
            )
        ),
    ]


BONUS_NAMES: Final = {
    "grand-tarot": (
        (N_("Pagat ultimo"), N_("The Sparrow (lost: Dropped Balls)")),
        (N_("King ultimo"), N_("The Emperor (lost: Usurped King)")),
        (N_("Pagat"), N_("Magician")),
    ),
}
"""Rule-set id -> the names its source gives the bonuses, in place of the family's."""


def _own_names(ruleset_id: str, item: str) -> str:
    """A bonus as the rule set's source names it ("Pagat ultimo: won 45" -> "The Sparrow
    ...: won 45")."""
    for family, own in BONUS_NAMES.get(ruleset_id, ()):
        if item.startswith(_(family) + ":"):
            return _(own) + item[len(_(family)) :]
    return item


def _pots(ruleset: Ruleset) -> list[str]:
    options = ruleset.options
    if not options.pot_ante:
        return []
    failed = {
        FailedUltimo.DOUBLE: _("doubles that pot (pays in its value)"),
        FailedUltimo.PENALTY: _("pays the same penalty into that pot"),
        FailedUltimo.NOTHING: _("pays nothing into it"),
    }[options.failed_ultimo_pot]
    stake = (
        _("Every deal the dealer adds {stake} to each pot.")
        if options.dealer_stake_on_ante
        else _("Every deal the dealer adds {stake} to each pot that was not founded for this deal.")
    )
    lines = [
        "- "
        + _(
            "Two pots, one for the King and one for the Pagat. To found a pot each player puts"
            " in {ante}, again whenever one is empty."
        ).format(ante=options.pot_ante),
        "- " + stake.format(stake=options.dealer_stake),
        "- "
        + _(
            "A King or the Pagat beaten before the last trick: its owner pays {amount} into"
            " its pot besides the penalty."
        ).format(amount=options.king_captured_pot),
        "- "
        + _("The ultimo won takes the whole pot; a failed ultimo {failed}.").format(failed=failed),
    ]
    if options.vole_takes_pots:
        lines.append("- " + cap(_("{vole} takes both pots.").format(vole=_(names(ruleset).vole))))
    lines.append(
        "- "
        + _(
            "What is left at the end of the session is shared equally among everyone at the"
            " table{read}."
        ).format(read=_read(ruleset, "Sharing the pots at the end"))
    )
    return lines


_LETTERS: Final = re.compile("([\u2665\u2666\u2663\u2660])([KQCJ])")


def _lettered(cards: str) -> str:
    """Card labels with the courts' letters in the current language (``♥Q``: ``♥D``)."""
    return _LETTERS.sub(lambda m: m[1] + pgettext("card letter", m[2]), cards)


def suit_line(ruleset: Ruleset) -> str:
    """How the cards of a plain suit rank, highest first, in one line."""
    orders = "; ".join(f"{which} {_lettered(cards)}" for which, _s, cards in suit_orders(ruleset))
    return _("In a suit, highest first: {orders}.").format(orders=orders)


def _ultimo_named(ruleset: Ruleset) -> bool:
    """Whether the bonus line names an ultimo by that word (the English ids say it)."""
    with speaking("en"):
        return any("ultimo:" in _own_names(ruleset.id, item) for item in _bonuses(ruleset))


def bonus_terms(ruleset: Ruleset) -> str:
    """What the words of the bonus line mean, for the bonuses this rule set pays ('' if it
    pays none of them)."""
    options = ruleset.options
    pagat = _("the {card}").format(card=_own_names(ruleset.id, _("Pagat") + ":")[:-1])
    cards = (
        (pagat, options.pagat_home, options.pagat_captured),
        (_("a King"), options.king_home, options.king_captured),
    )
    home = _or(name for name, paid, _s in cards if paid)
    captured = _or(name for name, _s, paid in cards if paid)
    terms = []
    if home:
        terms.append(_("*home*: {cards} wins a trick before the last").format(cards=home))
    if captured:
        terms.append(
            _("*captured*: {cards} falls to another player's trick before the last").format(
                cards=captured
            )
        )
    if _ultimo_named(ruleset):
        terms.append(_("*ultimo*: the card wins (won) or is beaten (lost) in the last trick"))
    return "; ".join(terms) + "." if terms else ""


def _fines(ruleset: Ruleset) -> list[str]:
    if not ruleset.fines:
        return [_("The sources this rule set rests on give no fines.")]
    lines = []
    for fine in ruleset.fines:
        paid = (
            _("{amount} to {whom}").format(amount=fine.amount, whom=_(fine.to))
            if fine.amount
            else _("a penalty (the source gives no amount)")
        )
        then = f"; {_(fine.outcome)}" if fine.outcome else ""
        lines.append(f"- {cap(_(fine.what))}: {paid}{then}.")
    return lines


def _words(ruleset: Ruleset) -> str:
    """The rule set's own words: its sources' in English; in Danish the Danish texts'."""
    if current() == "da" and ruleset.id == "danish-tarok":
        return danish.sheet_words()
    return "; ".join(f"**{item.word}**: {item.meaning}" for item in WORDS[ruleset.id]) + "."


# -- the page ------------------------------------------------------------------------------


TWINS: Final = {
    ("danish-tarok", "en"): (
        "Dansk: [{title}](../../../da/rules/danish-tarok/quick-start/)"
        "{{ hreflang=da lang=da target=_self }}"
    ),
    ("danish-tarok", "da"): (
        "English: [{title}](../../../../rules/danish-tarok/quick-start/){{ hreflang=en lang=en }}"
    ),
}
"""(rule-set id, language) -> the line that links the sheet's twin in the other language,
in that language (``{title}``: the twin's title)."""


def title(ruleset_id: str) -> str:
    """The sheet's title in the current language."""
    return _("{title}: quick-start").format(title=_(rules.get(ruleset_id).title))


def _twin(ruleset_id: str) -> list[str]:
    """The line linking the sheet in the other language, if there is one (screen only)."""
    line = TWINS.get((ruleset_id, current()))
    if line is None:
        return []
    with speaking("da" if current() == "en" else "en"):
        other = title(ruleset_id)
    return [line.format(title=other), "{ .qs-screen .qs-twin }", ""]


def quick_start(ruleset_id: str, twin: bool = False) -> str:
    """The quick-start page of a rule set, as Markdown (the page's title included), in the
    current language; ``twin``: with a line linking it in the other language."""
    ruleset = rules.get(ruleset_id)
    options, called = ruleset.options, names(ruleset)
    fool = _(called.fool)
    cards = pack(options.pack)
    trumps = sum(card.is_trump for card in cards)
    suit = sum(card.suit is cards[-1].suit for card in cards)
    bring = _(EQUIPMENT.get(ruleset.id, N_("counters to pay game points")))
    deal = _deal(options)
    out = [
        f"# {title(ruleset_id)}",
        "",
        '<div class="quick-start" markdown>',
        "",
        _(
            "One sheet to play from (it prints on one A4 page). Every rule here is explained,"
            " with its source, in the [full rules]({rules}). Keep score tonight on the [score"
            " page]({score}): it pays every deal you enter, with the rule behind each payment."
        ).format(
            rules=_href(f"../{ruleset.id}.md", ruleset.id),
            score=_href(f"../../../score/?variant={ruleset.id}", ruleset.id),
        ),
        "{ .qs-screen }",
        "",
        *(_twin(ruleset_id) if twin else []),
        f"*{_(ruleset.summary)}*",
        "",
        "## {} {{ #need }}".format(_("What you need")),
        "",
        "- "
        + _("**Cards:** {cards}: {trumps} trumps, the {fool}, four suits of {suit}").format(
            cards=len(cards), trumps=trumps, fool=fool, suit=suit
        )
        + (
            _(" (a French Tarot Nouveau does).")
            if options.pack == 78
            else _(" (an Industrie und Glück tarock pack).")
        ),
        "- " + _("**Also:** {bring}; paper for the running totals.").format(bring=bring),
        *(f"- {line}" for line in _seats(ruleset)),
        "",
        "## {} {{ #values }}".format(_("Card values")),
        "",
        card_values(ruleset),
        "",
        "## {} {{ #deal }}".format(_("The deal")),
        "",
        f"- {cap(deal)}.",
        "- "
        + _("**Laid away:** {rule}").format(
            rule=_(_DISCARD[options.discard_limit]).removesuffix(".")
        )
        + _read(ruleset, "What the dealer may lay away", "What the declarer may lay away")
        + "."
        + (_(" The laid-away cards count for him.") if not options.has_auction else ""),
    ]
    if options.has_auction:
        passed = reading_of(ruleset.id, "All three pass")
        halves = reading_of(ruleset.id, "Which talon half")
        out += [
            "- "
            + _(
                "**Auction:** forehand first, each bid one game higher or pass; a passed"
                " player is out; an overbid player may hold. All pass: {passed}."
            ).format(
                passed=(
                    f"{_(passed.short)}{_read(ruleset, passed.rule)}" if passed else _("deal again")
                )
            ),
            "- "
            + _(
                "**Talon:** the declarer turns up both halves, takes the one his game allows"
                "{halves} and lays away {discard} cards; the other half counts for the"
                " defenders."
            ).format(
                halves=(
                    f" ({_(halves.short)}{_read(ruleset, halves.rule, sep=': ', end='')})"
                    if halves
                    else ""
                ),
                discard=options.discard,
            ),
        ]
    read = _mark(ruleset, "Ten Tarocs and the Excuse")
    rows = _declaration_rows(options, fool, read)
    if rows:
        out += [
            "",
            "## {} {{ #declarations }}".format(_("Declarations")),
            "",
            _(
                "Said after the discard, dealer first; each is paid by every opponent."
                " \u201c10 + 5\u201d means 10 for the least holding and 5 for each card"
                " beyond it."
            ),
            "",
            "| {} | {} |".format(_("Holding"), _("Each opponent pays")),
            "| --- | --- |",
            *(f"| {name} | {value} |" for name, value in rows),
        ]
    bonuses = "; ".join(_own_names(ruleset.id, item) for item in _bonuses(ruleset))
    out += [
        "",
        "## {} {{ #play }}".format(_("Play")),
        "",
        "- "
        + _(
            "Follow suit; if you cannot, play a trump; if you have none, any card. Nobody has"
            " to win the trick{read}. A trick goes to its highest trump; without one, to the"
            " best card of the suit that was led."
        ).format(read=_read(ruleset, "No duty to win a trick")),
        f"- {suit_line(ruleset)}",
        *(f"- {line}" for line in _fool_lines(ruleset)),
        "",
        "## {} {{ #bonuses }}".format(_("Bonuses")),
        "",
        (
            _("Paid by each defender to the declarer, or by him to each defender: {bonuses}.")
            if options.has_auction
            else _("Each paid by both opponents (a minus: paid to both): {bonuses}.")
        ).format(bonuses=bonuses),
        *(["", terms] if (terms := bonus_terms(ruleset)) else []),
        *_announced(ruleset),
        *(
            ["", _(CAVEATS[ruleset.id]).format(reading=_read(ruleset, "The payment table"))]
            if ruleset.id in CAVEATS
            else []
        ),
        *_nolo(ruleset),
        "",
        "## {} {{ #card-points }}".format(_("Card points")),
        "",
        *_settlement(ruleset),
    ]
    pots = _pots(ruleset)
    if pots:
        out += ["", "## {} {{ #pots }}".format(_("Pots")), "", *pots]
    out += [
        "",
        "## {} {{ #fines }}".format(_("Fines")),
        "",
        *_fines(ruleset),
        "",
        "## {} {{ #words }}".format(_("The game's own words")),
        "",
        _words(ruleset),
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
