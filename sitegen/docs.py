"""Markdown pieces for the rule pages, computed from the package at build time.

Each rule page opens with ``at_a_glance(ruleset)``: players, pack, direction, deal,
what wins a deal and the key numbers, read from the rule set's options. The worked
examples further down are the ones ``WORKED`` names, so the command the box offers
to try plays exactly the deal or session the page shows.

Examples:
    >>> from tarock import rules
    >>> print(at_a_glance(rules.get("grosstarock")).splitlines()[0])
    !!! abstract "At a glance"
    >>> try_it("taroc-1754")
    'tarock deal --variant taroc-1754 --seed 5 --players heuristic'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final

from sitegen.i18n import N_, _
from sitegen.ladons import shares
from sitegen.pages import show_value
from sitegen.readings import mark
from sitegen.sources import fines
from tarock import rules
from tarock.cards import Card, Suit, ordered, pack, parse_many
from tarock.engine.actions import Bid, ChooseTalon, Discard, Hold, Pass
from tarock.engine.state import strengths
from tarock.play import DealResult, SessionResult, play_deal, play_session
from tarock.rules.discard import allowed
from tarock.rules.options import CardSettlement, Direction, Options, doc
from tarock.rules.readings import kinds, reading_of
from tarock.rules.ruleset import Names, Ruleset
from tarock.rules.sources import key_of
from tarock.scoring.counting import card_points
from tarock.scoring.settlement import Kind, Payment, Pot
from tarock.text.explain import auction_lines as auction_said
from tarock.text.explain import explain, labels, named, number, summary_lines
from tarock.text.render import hand_svg

# -- the worked examples -------------------------------------------------------------


@dataclass(frozen=True)
class Worked:
    """The worked example of a rule page: a seed, and how many deals (more than one: a
    session, the pots carried over)."""

    seed: int
    deals: int = 1


WORKED: Final = {
    "taroc-1754": Worked(5),
    "grosstarock": Worked(2),
    "danish-tarok": Worked(0, deals=6),
    "grand-tarot": Worked(3, deals=3),
    "tapp-tarock": Worked(13),
}
"""Rule-set id -> the example its page works through (played by heuristic bots). The
Danish session is one in which a pot doubles and is emptied (a test checks it)."""

BOTS: Final = "heuristic"


def try_it(ruleset_id: str) -> str:
    """The command that plays the page's worked example."""
    worked = WORKED[ruleset_id]
    deals = f" --deals {worked.deals}" if worked.deals > 1 else ""
    return f"tarock deal --variant {ruleset_id} --seed {worked.seed}{deals} --players {BOTS}"


@cache
def worked_deal(ruleset_id: str) -> DealResult:
    """The page's worked deal (the first deal of its session, for a rule set with pots)."""
    worked = WORKED[ruleset_id]
    if worked.deals > 1:
        return worked_session(ruleset_id).deals[0]
    seats = rules.get(ruleset_id).options.seats
    return play_deal(rules.get(ruleset_id), [BOTS] * seats, seed=worked.seed)


_SEARCH: Final = 200
"""How many seeds ``first_deal`` tries."""


def first_deal(
    ruleset_id: str, wanted: Callable[[DealResult], bool], changes: tuple[str, ...] = ()
) -> DealResult:
    """The deal of the lowest seed from 0, played by the page's bots under the option
    ``changes``, for which ``wanted`` holds: a page's example of a case its worked deal
    does not show (a deal everyone passes, a Tapper)."""
    ruleset = rules.get(ruleset_id, changes)
    for seed in range(_SEARCH):
        result = play_deal(ruleset, [BOTS] * ruleset.options.seats, seed=seed)
        if wanted(result):
            return result
    raise LookupError(f"no deal of {ruleset_id} up to seed {_SEARCH} shows the case")


def command(result: DealResult) -> str:
    """The ``tarock deal`` command that plays a deal of one of the pages again."""
    record = result.record
    changes = "".join(f" --option {change}" for change in record.options)
    return f"tarock deal --variant {record.variant} --seed {record.seed}{changes} --players {BOTS}"


def told(result: DealResult, bids: bool = True) -> str:
    """A deal with an auction as a text block: the bids in one line (unless ``bids`` is
    false), then the table that ``tarock deal`` prints (for a deal thrown in or paid
    without play, one line saying so)."""
    lines = auction_said(result) if bids else []
    if result.sides is None:  # thrown in or paid without play: the summary says so
        lines = lines[:1]
    elif lines:
        lines.append("")
    body = "\n".join([*lines, *summary_lines(result)])
    return f"```text\n{body}\n```"


@cache
def worked_session(ruleset_id: str) -> SessionResult:
    """The page's worked session."""
    worked = WORKED[ruleset_id]
    ruleset = rules.get(ruleset_id)
    players = [BOTS] * ruleset.options.seats
    return play_session(ruleset, players, seed=worked.seed, deals=worked.deals)


# -- at a glance ---------------------------------------------------------------------


_WORDS: Final = (
    *(N_("no"), N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six")),
    *(N_("seven"), N_("eight"), N_("nine"), N_("ten"), N_("eleven"), N_("twelve")),
    *(N_("thirteen"), N_("fourteen"), N_("fifteen"), N_("sixteen"), N_("seventeen")),
    *(N_("eighteen"), N_("nineteen"), N_("twenty")),
)


def word(count: int) -> str:
    """A small count as a word (``3`` -> ``three``), a larger one as digits.

    >>> word(6), word(16), word(25)
    ('six', 'sixteen', '25')
    """
    return _(_WORDS[count]) if 0 <= count < len(_WORDS) else str(count)


def names(ruleset: Ruleset) -> Names:
    """The names a rule set's page uses: the rule set's own."""
    return ruleset.names


def _players(ruleset: Ruleset) -> str:
    options = ruleset.options
    text = f"{word(options.seats)}"
    if options.has_auction:
        text += ": an auction makes one the declarer, who plays alone against the other two"
    else:
        text += ", each playing for himself"
    if "seats" in ruleset.cites and options.seats == 3:
        text += "; four may play, one sitting out each deal (`seats=4`)"
    return text


def _pack(ruleset: Ruleset) -> str:
    cards = pack(ruleset.options.pack)
    trumps = sum(card.is_trump for card in cards)
    suit = sum(card.suit is cards[-1].suit for card in cards)
    fool = names(ruleset).fool
    if ruleset.options.fool_is_top_trump:
        return f"{len(cards)} cards: {trumps + 1} trumps, the {fool} highest; four suits of {suit}"
    return f"{len(cards)} cards: {trumps} trumps, the {fool}, four suits of {suit}"


_DIRECTIONS: Final = {
    Direction.ANTICLOCKWISE: (N_("anticlockwise"), N_("right")),
    Direction.CLOCKWISE: (N_("clockwise"), N_("left")),
}


def _direction(options: Options) -> str:
    direction, side = _DIRECTIONS[options.direction]
    return _("{direction}: the deal and the play pass to the {side}").format(
        direction=_(direction), side=_(side)
    )


def _deal(options: Options) -> str:
    if options.talon:
        hand = (options.pack - options.talon) // 3
        return _(
            "a talon of {talon} face down in two halves, then {hand} cards each in packets of"
            " {packet}"
        ).format(talon=options.talon, hand=hand, packet=options.packet)
    hand = (options.pack - options.discard) // 3
    text = _(
        "{hand} cards each in packets of {packet}; the dealer takes the {left} left over and"
        " lays {left} away"
    ).format(hand=hand, packet=options.packet, left=options.discard)
    if options.redeal_without_trumps:
        text += _("; a player dealt no trump may ask for a new deal")
    return text


def _wins(ruleset: Ruleset) -> str:
    options = ruleset.options
    total = number(card_points(pack(options.pack)))
    if options.has_auction:
        values = ", ".join(f"{game.name} {game.value}" for game in options.contracts)
        return (
            f"the declarer needs {options.par} of the {total} card points; the game ({values})"
            " is paid by each defender to him, or by him to each"
        )
    rule = {
        CardSettlement.EXACT: "each player is paid, or pays, his distance from it, point for point",
        CardSettlement.BANDS: (
            "within 2 of it scores nothing, each further 5 card points 5 game points; forehand"
            " (the next dealer) takes the balance (a reading, after Board Game Arena's program)"
        ),
        CardSettlement.BANDS_WITH_ELDEST: (
            "the distance from it in steps of 5, settled with forehand (Eldest), who takes the"
            " balance (a reading)"
        ),
        CardSettlement.BANDS_EACH: (
            "within 2 of it scores nothing, each further 5 card points 5 game points, paid by"
            " each opponent; nobody takes a balance"
        ),
        CardSettlement.NONE: "not counted: they pay nothing",
    }[options.card_settlement]
    return f"card points against {options.par} of the {total}: {rule}; bonuses on top"


def _bonuses(ruleset: Ruleset) -> list[str]:
    """The bonuses and penalties in play, as short text ("Pagat ultimo: won 10,
    lost" and the penalty with a minus sign)."""
    options, called = ruleset.options, names(ruleset)
    home, captured, won, lost = _("home"), _("captured"), _("won"), _("lost")
    items = [
        (_("Pagat"), ((home, options.pagat_home), (captured, -options.pagat_captured))),
        (
            _("Pagat ultimo"),
            (
                (won, options.pagat_ultimo),
                (lost, -options.pagat_ultimo_lost),
                (_("announced"), options.pagat_ultimo_announced),
            ),
        ),
        (_("King"), ((home, options.king_home), (captured, -options.king_captured))),
        (_("King ultimo"), ((won, options.king_ultimo), (lost, -options.king_ultimo_lost))),
        (_("last trick"), (("", options.last_trick),)),
        (_(called.vole), (("", options.vole),)),
        (_(called.nolo), (("", options.nolo),)),
        (
            _("{fool} kept without a trick").format(fool=_(called.fool)),
            (("", options.fool_kept_no_trick),),
        ),
        (_("Trull"), (("", options.trull),)),
        (_("four Kings"), (("", options.four_kings),)),
    ]
    out = []
    for name, values in items:
        parts = [f"{label} {_signed(value)}".strip() for label, value in values if value]
        if parts and len(values) == 1:
            out.append(f"{name} {parts[0]}")
        elif parts:
            out.append(f"{name}: {', '.join(parts)}")
    return out


def _signed(value: int) -> str:
    return f"\u2212{-value}" if value < 0 else str(value)


def _declarations(options: Options) -> str:
    if not options.declarations:
        return "none"
    return f"{word(len(kinds(options.declarations)))} kinds, each paid by every opponent"


def _pots(options: Options) -> str:
    stake = f", the dealer {options.dealer_stake} into each before he deals"
    return (
        f"a King pot and a Pagat pot, founded with {options.pot_ante} from each player"
        f"{stake if options.dealer_stake else ''}; the ultimos win them"
    )


def at_a_glance(ruleset: Ruleset) -> str:
    """The box at the top of a rule page: players, pack, direction, deal, what wins a deal,
    the key numbers, the status and a command to try, all read from the rule set."""
    options = ruleset.options
    numbers = [f"{options.tricks} tricks", *_bonuses(ruleset)]
    if ruleset.id in WORKED and options == rules.VARIANTS[ruleset.id].options:
        tried = f"`{try_it(ruleset.id)}` plays the example on this page"
    else:
        tried = (
            f"`tarock deal --variant {ruleset.id} --players {BOTS}`, with"
            " `--option NAME=VALUE` for each option changed here"
        )
    items = [
        ("Players", _players(ruleset)),
        ("Pack", _pack(ruleset)),
        ("Direction", _direction(options)),
        ("Deal", _deal(options)),
        ("Declarations", _declarations(options)),
        *([("Pots", _pots(options))] if options.pot_ante else []),
        ("What wins a deal", _wins(ruleset)),
        ("Key numbers", "; ".join(numbers)),
        ("Status", ruleset.footing),
        ("Try it", tried),
    ]
    lines = ['!!! abstract "At a glance"', ""]
    lines += [f"    - **{label}:** {text}" for label, text in items]
    return "\n".join(lines)


def suit_orders(ruleset: Ruleset) -> list[tuple[str, str, str]]:
    """The order of the cards of a plain suit in a trick, highest first: (which suits, the
    suit shown, its cards) for the red and the black suits, or one row when every suit
    ranks alike."""
    options = ruleset.options
    table = strengths(options.pip_order, options.fool_is_top_trump)
    red = _in_order(ruleset, table, lambda card: card.suit is Suit.HEARTS)
    black = _in_order(ruleset, table, lambda card: card.suit is Suit.CLUBS)
    if red.replace("\u2665", "") == black.replace("\u2663", ""):
        return [(_("every suit"), _("hearts"), red)]
    return [(_("the red suits"), _("hearts"), red), (_("the black suits"), _("clubs"), black)]


def _in_order(ruleset: Ruleset, table: dict[Card, int], keep: Callable[[Card], bool]) -> str:
    cards = (card for card in pack(ruleset.options.pack) if keep(card))
    return labels(sorted(cards, key=lambda card: -table[card]), ruleset.names)


def suit_ranks(ruleset: Ruleset) -> str:
    """The order of the cards in a trick, highest first, as a Markdown list: a red and a
    black suit (both alike when the pips rank the same way in every suit), and with a
    top-trump Fool the trumps."""
    options = ruleset.options
    lines = []
    if options.fool_is_top_trump:
        table = strengths(options.pip_order, options.fool_is_top_trump)
        trumps = _in_order(ruleset, table, lambda card: card.is_trump or card.is_fool)
        lines.append(f"- Trumps, highest first: {trumps}")
    for which, shown, cards in suit_orders(ruleset):
        lines.append(f"- {which[:1].upper()}{which[1:]}, highest first ({shown} shown): {cards}")
    return "\n".join(lines)


# -- a deal and a session ------------------------------------------------------------


def deal_summary(result: DealResult) -> str:
    """A finished deal as Markdown: the step-by-step explanation in a text block."""

    body = "\n".join(explain(result))
    return f"```text\n{body}\n```"


def session_summary(result: SessionResult) -> str:
    """A session as Markdown: per deal the dealer, the stakes, the events at the end, the pots
    after it and the running totals; then the sharing of the pots."""
    seats = result.record.seats
    head = ["deal", "dealer", "stakes", "the end of the deal", "King pot", "Pagat pot"]
    lines = ["| " + " | ".join(head + seats) + " |", "|" + " --- |" * (len(head) + len(seats))]
    for index, (stake, deal) in enumerate(zip(result.stakes, result.deals, strict=True)):
        events = sorted({named(_event(p), seats) for p in deal.ledger if _event(p)})
        if deal.state.redealt:
            events = ["no trump dealt: a new deal"]
        paid = sum((p.amount for p in stake), start=0)
        pots = result.pots[index]
        totals = result.totals(index)
        row = [
            str(index + 1),
            seats[deal.state.dealer],
            str(paid),
            "; ".join(events) or "card points only",
            str(pots[Pot.KING]),
            str(pots[Pot.PAGAT]),
            *(f"{totals[seat]:+}" for seat in range(len(seats))),
        ]
        lines.append("| " + " | ".join(row) + " |")
    shared = result.totals()
    ruleset_id = result.deals[0].state.ruleset.id
    read = (
        f" ({mark(ruleset_id, '../')})"
        if reading_of(ruleset_id, "Sharing the pots at the end")
        else ""
    )
    lines += [
        "",
        f"At the end the pots are shared equally{read}; the final totals are "
        + ", ".join(f"{seats[seat]} {number(shared[seat])}" for seat in range(len(seats)))
        + f", which sum to {number(sum(shared.values()))}.",
    ]
    return "\n".join(lines)


def _event(payment: Payment) -> str:
    """The notable part of a payment's reason (ultimos, Tout, Nolo, the last trick), with
    the seat it concerns in front where the reason does not name it first."""
    reason = payment.reason.split(":")[0]
    if not any(text in reason for text in ("ultimo", "Vole", "Nolo", "last trick")):
        return ""
    if reason.startswith("seat"):
        return reason
    lost = " lost" in reason or " beaten" in reason
    who = payment.payer if lost else payment.payee
    return f"seat {who}'s {reason}" if isinstance(who, int) else reason


@dataclass(frozen=True)
class PotEvent:
    """Something that happened to a pot in a session: ``founded`` before a deal, ``fed`` by a
    failed ultimo (``doubled`` when that doubled it), or ``emptied`` by an ultimo or a Vole."""

    deal: int
    """The deal, counted from 1."""
    pot: Pot
    what: str
    seat: int
    """Who founded it first (founding: -1, every player), fed it or emptied it."""
    before: int
    after: int


_ULTIMO_KINDS: Final = {Kind.PAGAT_ULTIMO: "Pagat", Kind.KING_ULTIMO: "King"}


def pot_events(result: SessionResult) -> list[PotEvent]:
    """The pots' story in a session: founded (after the first deal), doubled or fed by a
    failed ultimo, emptied by an ultimo won or a Vole; read from the ledgers."""
    events: list[PotEvent] = []
    for index, (stake, deal) in enumerate(zip(result.stakes, result.deals, strict=True)):
        for pot in Pot:
            founders = [p for p in stake if p.payee is pot and p.reason.startswith("founds")]
            if index and founders:
                events.append(PotEvent(index + 1, pot, "founded", -1, 0, int(stake.pot(pot))))
        value = {pot: int(deal.ledger.start.get(pot, 0)) for pot in Pot}
        for payment in deal.ledger:
            for pot in Pot:
                if pot not in (payment.payer, payment.payee):
                    continue
                before = value[pot]
                step = int(payment.amount)
                value[pot] = before + step if payment.payee is pot else before - step
                if payment.kind not in (*_ULTIMO_KINDS, Kind.VOLE):
                    continue
                if isinstance(payment.payer, int):
                    what = "doubled" if value[pot] == 2 * before else "fed"
                    event = PotEvent(index + 1, pot, what, payment.payer, before, value[pot])
                    events.append(event)
                elif isinstance(payment.payee, int) and value[pot] == 0:
                    events.append(PotEvent(index + 1, pot, "emptied", payment.payee, before, 0))
    return events


def pot_story(result: SessionResult) -> str:
    """The pots' story in a session as a Markdown list, one line per event."""
    seats = result.record.seats
    lines = []
    for event in pot_events(result):
        card = "Pagat" if event.pot is Pot.PAGAT else "King"
        who = seats[event.seat] if event.seat >= 0 else ""
        if event.what == "founded":
            text = (
                f"Before deal {event.deal} the {event.pot.value} is empty, so every player founds"
                f" it again: it holds {event.after}."
            )
        elif event.what == "emptied":
            text = (
                f"Deal {event.deal}: {who} wins the last trick with the {card} and takes the"
                f" whole {event.pot.value}, {event.before}."
            )
        else:
            change = "doubles" if event.what == "doubled" else "goes"
            text = (
                f"Deal {event.deal}: {who}'s {card} is beaten in the last trick, and the"
                f" {event.pot.value} {change} from {event.before} to {event.after}."
            )
        lines.append(f"- {text}")
    last = result.pots[-1]
    lines.append(
        f"- After deal {len(result.deals)} the King pot holds {number(last[Pot.KING])} and the"
        f" Pagat pot {number(last[Pot.PAGAT])}."
    )
    return "\n".join(lines)


def auction_lines(result: DealResult) -> str:
    """What happens between the deal and the first lead of a deal with an auction, as a
    Markdown list: each bid, hold and pass, the talon half taken, the cards laid away and
    the announcements, each with the clause that allowed it; then who plays what."""
    state, seats = result.state, result.record.seats
    lines = []
    for step in result.steps:
        if not isinstance(step.action, Bid | Hold | Pass | ChooseTalon | Discard) and not (
            step.clause.startswith("announce")
        ):
            break
        lines.append(f"- {seats[step.seat]}: `{step.action.text}`, *{step.clause}*")
    if state.game is not None and state.declarer >= 0:
        holds = sum(isinstance(step.action, Hold) for step in result.steps)
        half = f", takes the {state.half.value} half of the talon" if state.half else ""
        laid = f" and lays {word(len(state.discard))} cards away" if state.discard else ""
        lines.append(
            f"\n{seats[state.declarer]} plays {_article(state.game.name)} {state.game.name}"
            f" after {word(holds)} hold{'s' * (holds != 1)} in the auction{half}{laid}."
        )
    return "\n".join(lines)


def _article(name: str) -> str:
    return "an" if name[:1].lower() in "aeiou" else "a"


LADONS_DEALS: Final = 1000
"""How many seeded deals (seed 1) the Grosstarock page counts its Ladons over."""


def ladons_shares(deals: int = LADONS_DEALS, seed: int = 1) -> str:
    """A Markdown table: under each reading of the Ladons (option ``ladons``), in how many
    of ``deals`` deals some player may declare sixteen or more after the discard, with
    the 95% interval (``sitegen.ladons.shares``)."""
    lines = [
        "| Reading | Deals in which a player may declare Ladons | 95% interval |",
        "| --- | ---: | --- |",
    ]
    for reading, share in shares(deals, seed).items():
        low, high = share.interval
        lines.append(
            f"| `ladons={reading.value}` | {share.hits} of {share.deals} ({share.share:.1%})"
            f" | {low:.1%} to {high:.1%} |"
        )
    return "\n".join(lines)


def option_differences(first: Ruleset, second: Ruleset) -> str:
    """A Markdown table of the options on which two rule sets differ."""
    lines = [
        f"| option | what it decides | {first.title} | {second.title} |",
        "| --- | --- | --- | --- |",
    ]
    for field in dataclasses.fields(first.options):
        a, b = getattr(first.options, field.name), getattr(second.options, field.name)
        if a != b:
            row = [f"`{field.name}`", doc(field.name), show_value(field.name, a)]
            lines.append("| " + " | ".join([*row, show_value(field.name, b)]) + " |")
    return "\n".join(lines)


# -- the discard ---------------------------------------------------------------------


def hand_picture(cards: Collection[Card], label: str) -> str:
    """A hand as a picture, sorted by suit, with ``label`` above it."""
    return f'<div class="tarock-pictures">{hand_svg(cards, label=label, step=26)}</div>'


def discard_choices(ruleset: Ruleset, hand: Collection[Card], after: Sequence[str] = ("",)) -> str:
    """What may be laid away next from ``hand`` (the whole hand before the discard) under
    the rule set's discard limit, as a Markdown table: a row for each entry of ``after``
    (the cards already laid away, as codes; "" for none), with the cards that may go next
    and the others.

    >>> from tarock.cards import parse_many
    >>> hand = parse_many("T1 T3 T12 HK H3 H4 C5 SQ")
    >>> print(discard_choices(rules.get("grand-tarot"), hand, ["T3"]).splitlines()[-1])
    | III | Magician XII | ♥3 ♥4 ♥K ♣5 ♠Q |
    """
    options = ruleset.options
    lines = ["| Laid away so far | May go next | May not go next |", "| --- | --- | --- |"]
    for codes in after:
        laid = parse_many(codes)
        may = allowed(options.discard_limit, hand, laid, options.discard, options.declarations)
        rest = [card for card in hand if card not in may and card not in laid]
        cells = [labels(ordered(cards), ruleset.names) or "nothing" for cards in (laid, may, rest)]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def fines_section(ruleset_id: str, prefix: str = "../") -> str:
    """The rule set's fines under a heading of their own, introduced from its own faults
    ('' when its sources give none)."""
    ruleset = rules.get(ruleset_id)
    table = fines(ruleset_id, prefix)
    if not table:
        return ""
    count = len(ruleset.fines)
    unstated = sum(not fine.amount for fine in ruleset.fines)
    one = len({key_of(fine.cite) for fine in ruleset.fines}) == 1
    subject = "The source fines" if one else "The sources fine"
    states = "it states" if one else "they state"
    gap = {
        0: "",
        1: f"; for one {states} no amount",
        count: "; for none of them does it state an amount"
        if one
        else "; for none of them do they state an amount",
    }
    fallback = f"; for {word(unstated)} of them {states} no amount"
    return "\n".join(
        [
            "### Fines { #fines }",
            "",
            f"{subject} {word(count)} faults at the table{gap.get(unstated, fallback)}."
            " The program lets no player commit any of them, so it never levies a fine;"
            f" the table lists them as {'it gives' if one else 'they give'} them.",
            "",
            table,
        ]
    )
