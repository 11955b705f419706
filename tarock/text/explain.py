"""A finished deal in words: the step-by-step explanation and its JSON summary.

Pure functions of a ``DealResult`` (or a ``State``), returning plain text lines
or JSON-able data, so the command line, the site and notebooks can share them.
Seats are called by the record's names; a pot by its name.

    >>> from tarock import rules
    >>> from tarock.play import play_deal
    >>> result = play_deal(rules.get("grosstarock"), ["heuristic"] * 3, seed=1)
    >>> summary = as_json(result)
    >>> summary["net"]
    {'A': 64, 'B': -59, 'C': -5}
    >>> summary["ledger"][0]
    {'payer': 'B', 'payee': 'A', 'amount': 10, 'reason': 'declaration: 4 Kings'}
    >>> [line for line in explain(result) if line.startswith("   1.")]
    ['   1. B leads ♦7; C ♦C (must follow suit); A ♦K (must follow suit). A wins.']
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Final, NotRequired, TypedDict

from tarock.analysis.resettle import Resettled
from tarock.cards import SUITS, Card, CardError, ordered, parse, roman
from tarock.engine.actions import Announce, Bid, ChooseTalon, Discard, Half, Hold, Pass, Play
from tarock.engine.legal import Clause, discard_shown
from tarock.engine.phases import Phase, ThrownIn
from tarock.engine.seats import SEAT_NAMES
from tarock.engine.state import State
from tarock.records import SessionRecord
from tarock.results import DealResult, SessionResult
from tarock.rules.options import CardSettlement, Disclosure
from tarock.rules.ruleset import Names, Ruleset
from tarock.scoring.counting import count, piles
from tarock.scoring.session import keeps_pots
from tarock.scoring.settlement import Amount, Kind, Ledger, Party, Payment, Pot, exact

NAMES = Names()
"""The names a card has when no rule set is in view."""

JsonNumber = int | str
"""A whole number as itself, a fraction as text such as ``"13/3"``."""


class JsonPayment(TypedDict):
    """One ledger entry in the JSON summary."""

    payer: str
    payee: str
    amount: JsonNumber
    reason: str


class JsonSummary(TypedDict):
    """What ``tarock replay --json`` prints. With a declarer, ``card_points`` are the two
    sides' ("declarer", "defenders"), which make the whole pack, and ``declarer`` names
    him; a deal thrown in says why in ``thrown_in`` and counts no card points."""

    card_points: dict[str, JsonNumber]
    ledger: list[JsonPayment]
    net: dict[str, JsonNumber]
    declarer: NotRequired[str]
    thrown_in: NotRequired[str]


class JsonSessionDeal(TypedDict):
    """One deal of a session in ``tarock replay --json``."""

    dealer: str
    redealt: bool
    stakes: list[JsonPayment]
    card_points: dict[str, JsonNumber]
    ledger: list[JsonPayment]
    net: dict[str, JsonNumber]
    pots: dict[str, JsonNumber]


class JsonSession(TypedDict):
    """What ``tarock replay --json`` prints for a session record."""

    deals: list[JsonSessionDeal]
    sharing: list[JsonPayment]
    totals: dict[str, JsonNumber]


# -- small pieces --------------------------------------------------------------------


def label(card: Card, names: Names) -> str:
    """A card as readers meet it, in a rule set's own ``names``: trumps in Roman numerals,
    the Pagat and the Fool by their names, a suit card with its suit's symbol. The one
    naming of a card for every page, message, hint and log (codes such as ``T4`` are only
    for typing a card in).

    >>> from tarock import rules
    >>> from tarock.cards import parse_many
    >>> [label(card, NAMES) for card in parse_many("T21 T4 T1 F HK C10 SC")]
    ['XXI', 'IV', 'Pagat', 'Fool', '♥K', '♣10', '♠C']
    >>> [label(card, rules.get("danish-tarok").names) for card in parse_many("F T1")]
    ['Scies', 'Pagat']
    """
    if card.is_fool:
        return names.fool
    if card.is_trump:
        return names.pagat if card.rank == 1 else roman(card.rank)
    return card.suit.symbol + card.code[1:]


OWN_WORDS: Final = re.compile(r"\b(Fool|Pagat|Vole|Nolo)(?=\W|$)")
"""The engine's generic words that a rule set names its own way (``Names``); the translator
marks them as placeholders."""


def own_words(text: str, names: Names) -> str:
    """The engine's words for the Fool, the Pagat, taking every trick and taking none
    replaced by a rule set's own ``names``, so that its players read its terms.

    >>> from tarock import rules
    >>> own_words("the Fool was led; a Vole or Nolo may be announced",
    ...           rules.get("danish-tarok").names)
    'the Scies was led; a Tout or Nolo may be announced'
    """
    if names == NAMES:
        return text
    own = {"Fool": names.fool, "Pagat": names.pagat, "Vole": names.vole, "Nolo": names.nolo}
    return OWN_WORDS.sub(lambda match: own[match.group(1)], text)


def labels(cards: Iterable[Card], names: Names) -> str:
    """Cards as labels in the order given, separated by spaces."""
    return " ".join(label(card, names) for card in cards)


def readable(message: str, names: Names) -> str:
    """An engine message with the card it names first and the legal cards after "Legal:"
    drawn as labels.

    >>> readable("T4 cannot be played: must follow suit. Legal: play D3, play DK", NAMES)
    'IV cannot be played: must follow suit. Legal: ♦3 ♦K'
    """
    head, sep, tail = message.partition(" Legal: ")
    first, space, rest = head.partition(" ")
    if space and rest.startswith(("cannot ", "may not ")):
        with contextlib.suppress(CardError):
            head = f"{label(parse(first), names)} {rest}"
    if sep:
        words = [word.strip(",").split() for word in tail.split(", ")]
        try:
            cards = [parse(word[-1]) for word in words if len(word) == 2]
        except CardError:
            cards = []
        if cards and len(cards) == len(words):
            tail = labels(ordered(cards), names)
    return own_words(head + sep + tail, names)


def talon_text(state: State) -> str:
    """Each half of the talon with its cards."""
    names = state.ruleset.names
    return "; ".join(f"{half.value} half {labels(state.talon_half(half), names)}" for half in Half)


def laid_away(state: State, who: str, face_up: bool) -> str:
    """The discard as the table is told it: every card when ``face_up`` (the discarder's
    own view, or a record's), else the cards the rules show and how many lie face down."""
    cards, names = state.discard, state.ruleset.names
    verb = "lay" if who == "You" else "lays"
    if face_up:
        return f"{who} {verb} away {labels(cards, names)}."
    shown = [card for card in cards if card in discard_shown(state)]
    told = f": {labels(shown, names)} shown" if shown else ", face down"
    if shown and len(shown) < len(cards):
        told += f", {len(cards) - len(shown)} face down"
    if state.options.discard_disclosure is Disclosure.FACT:
        trump = any(card.is_trump and card not in shown for card in cards)
        told += " (a trump among them)" if trump else " (no trump among them)"
    return f"{who} {verb} away {len(cards)} cards{told}."


def hand_text(cards: Iterable[Card], names: Names) -> str:
    """A hand sorted (trumps, the Fool, then each suit), two spaces between the groups.

    >>> from tarock.cards import parse_many
    >>> hand_text(parse_many("HK T3 F C2 H1 T1"), NAMES)
    'Pagat III  Fool  ♥1 ♥K  ♣2'
    """
    cards = ordered(cards)
    groups = [[c for c in cards if c.is_trump], [c for c in cards if c.is_fool]]
    groups += [[c for c in cards if c.suit is suit] for suit in SUITS]
    return "  ".join(labels(group, names) for group in groups if group)


def number(amount: Amount, signed: bool = False) -> str:
    """An amount as text, a fraction as a whole number and a proper fraction: ``5``,
    ``4 1/3``, ``2/3``; with ``signed``, ``+5`` and ``-4 1/3``.

    >>> number(Fraction(13, 3)), number(Fraction(6, 3), signed=True), number(-5, signed=True)
    ('4 1/3', '+2', '-5')
    >>> number(Fraction(-85, 3), signed=True), number(Fraction(2, 3))
    ('-28 1/3', '2/3')
    """
    value = Fraction(amount)
    sign = "-" if value < 0 else "+" if signed and value > 0 else ""
    whole, part = divmod(abs(value), 1)
    if not part:
        return f"{sign}{int(whole)}"
    if not whole:
        return f"{sign}{part}"
    return f"{sign}{int(whole)} {part}"


_FRACTION = re.compile(r"(?<![\w/.])(\d+)/(\d+)(?![\w/])")


def mixed(text: str) -> str:
    """``text`` with every improper fraction written as ``number`` writes it.

    >>> mixed("card points: seat 2 has 65/3 against 26, 2/3 left")
    'card points: seat 2 has 21 2/3 against 26, 2/3 left'
    """
    return _FRACTION.sub(lambda m: number(Fraction(int(m[1]), int(m[2]))), text)


def json_number(amount: Amount) -> JsonNumber:
    """An amount for JSON: a whole number as an int, a fraction as ``"p/q"``.

    >>> json_number(Fraction(26, 1)), json_number(Fraction(13, 3)), json_number(-4)
    (26, '13/3', -4)
    """
    if isinstance(amount, Fraction):
        return amount.numerator if amount.denominator == 1 else str(amount)
    return int(amount)


def party_name(party: Party, names: Sequence[str]) -> str:
    """A seat's name, or a pot's name."""
    return party.value if isinstance(party, Pot) else names[party]


_SEAT = re.compile(r"\bseat (\d+)\b")


def named(text: str, names: Sequence[str]) -> str:
    """``text`` with every "seat N" replaced by that seat's name.

    >>> named("card points: seat 1 has 17 against 26", ["Ann", "Bob", "Cy"])
    'card points: Bob has 17 against 26'
    """

    def name(match: re.Match[str]) -> str:
        seat = int(match.group(1))
        return names[seat] if seat < len(names) else match.group(0)

    return _SEAT.sub(name, text)


def not_a_seat(option: str, seat: int, ruleset: Ruleset) -> str:
    """The error for a seat the table does not have, naming it both ways.

    >>> from tarock import rules
    >>> not_a_seat("--seat", 3, rules.get("grosstarock"))
    '--seat D (3) is not a seat of grosstarock (A-C or 0-2)'
    """
    seats = ruleset.options.seats
    given = f"{SEAT_NAMES[seat]} ({seat})" if seat < len(SEAT_NAMES) else str(seat)
    return (
        f"{option} {given} is not a seat of {ruleset.id}"
        f" ({SEAT_NAMES[0]}-{SEAT_NAMES[seats - 1]} or 0-{seats - 1})"
    )


def heading(ruleset: Ruleset, options: Sequence[str] = ()) -> str:
    """The rule set's id and title, and the options changed from it.

    >>> from tarock import rules
    >>> heading(rules.get("grosstarock"), ["vole=30"])
    'grosstarock: Grosstarock (after Dummett), options vole=30'
    """
    changed = f"options {', '.join(options)}" if options else "default options"
    return f"{ruleset.id}: {ruleset.title}, {changed}"


# -- the hands -----------------------------------------------------------------------


def hand_lines(state: State, names: Sequence[str]) -> list[str]:
    """One line per seat: its name, the dealer, the number of cards and the hand as dealt."""
    width = max(len(name) for name in names)
    lines = []
    for seat, name in enumerate(names):
        cards = state.dealt[seat]
        if seat not in state.seats:
            lines.append(f"  {name:<{width}}  sits out this deal")
            continue
        role = "dealer, " if seat == state.dealer else ""
        hand = hand_text(cards, state.ruleset.names)
        lines.append(f"  {name:<{width}}  {role}{len(cards)} cards: {hand}")
    return lines


# -- a deal in progress ----------------------------------------------------------------

_DOING = {
    Phase.DEAL: "to answer the deal",
    Phase.BID: "to bid",
    Phase.TALON: "to take a talon half",
    Phase.DISCARD: "to lay away",
    Phase.DECLARE: "to declare",
    Phase.ANNOUNCE: "to announce",
    Phase.PLAY: "to play",
}


def state_repr(state: State, names: Sequence[str] = SEAT_NAMES) -> str:
    """A state in one line: the rule set, the dealer, where the deal stands.

    >>> from tarock import rules
    >>> from tarock.play import dealt
    >>> state_repr(dealt(rules.get("grosstarock"), 3))
    '<State grosstarock, dealer A: A to lay away>'
    """
    if state.is_over:
        where = "redealt" if state.redealt else f"over after {len(state.tricks)} tricks"
    else:
        where = f"{names[state.to_move]} {_DOING[state.phase]}"
        if state.phase is Phase.PLAY:
            where = f"trick {state.trick_number}, {where}"
    return f"<State {state.ruleset.id}, dealer {names[state.dealer]}: {where}>"


def state_lines(state: State, names: Sequence[str] = SEAT_NAMES) -> list[str]:
    """A state as text: every hand now, the talon, the discard, the trick so far, and
    each seat's tricks and card points so far."""
    lines = [state_repr(state, names)[1:-1]]
    width = max(len(names[seat]) for seat in state.seats)
    for seat in state.seats:
        mark = "*" if seat == state.to_move and not state.is_over else " "
        role = "dealer, " if seat == state.dealer else ""
        role += "declarer, " if seat == state.declarer else ""
        cards = state.hands[seat]
        lines.append(
            f" {mark}{names[seat]:<{width}}  {role}{len(cards)} cards:"
            f" {hand_text(cards, state.ruleset.names) or '-'}"
        )
    if state.talon:
        lines.append(f"  talon: {labels(state.talon, state.ruleset.names)}")
    if state.discard:
        lines.append(f"  laid away by {names[state.discarder]}: {len(state.discard)} cards")
    if state.trick:
        plays = zip(state.trick_seats, state.trick, strict=True)
        so_far = ", ".join(
            f"{names[seat]} {label(card, state.ruleset.names)}" for seat, card in plays
        )
        lines.append(f"  trick {state.trick_number} so far: {so_far}")
    if state.tricks:
        taken = piles(state)
        lines.append(
            "  tricks won: " + ", ".join(f"{names[s]} {state.won[s]}" for s in state.seats)
        )
        lines.append(
            "  card points so far: "
            + ", ".join(f"{names[s]} {number(count(taken[s]))}" for s in state.seats)
        )
    return lines


# -- the summary of a played deal ----------------------------------------------------


def summary_lines(result: DealResult) -> list[str]:
    """A short table: tricks won, card points and net result per seat, with totals.

    With a declarer the card points are counted by side, not by seat: the declarer's row
    has his side's (his tricks and his discard), a "defenders" row theirs (their tricks and
    the talon cards left to them), and the two make the whole pack. A deal thrown in, or a
    game paid without play, is one line saying so.
    """
    state, names = result.state, result.record.seats
    if state.thrown_in is not None:
        return [f"  thrown in: {thrown_in_text(state, names)}"]
    game = state.game
    if game is not None and not game.played:  # the 1821 Tapper
        who = names[state.declarer]
        return [f"  {who} is paid the {game.name} without play; net:{net_line(result)[1:]}"]
    width = max(4, *(len(names[seat]) for seat in state.seats))
    sides = result.sides
    declarer = state.declarer
    if declarer >= 0:
        width = max(width, len("defenders"), *(len(_role(state, s, names)) for s in state.seats))
    lines = [f"  {'seat':<{width}}  tricks  card points     net"]

    def row(name: str, tricks: int, points: Amount | None, net: Amount, signed: bool) -> str:
        shown = "" if points is None else number(points)
        return f"  {name:<{width}}  {tricks:>6}  {shown:>11}  {number(net, signed):>6}"

    seats = state.seats if declarer < 0 else state.round_from(declarer)
    for seat in seats:
        points: Amount | None = result.card_points[seat]
        if declarer >= 0:
            points = None if sides is None or seat != declarer else sides[0]
        name = _role(state, seat, names)
        lines.append(row(name, state.won[seat], points, result.net[seat], True))
    total_net: Amount = sum(result.net.values(), Fraction(0))
    tricks = sum(state.won[seat] for seat in state.seats)
    if declarer >= 0:
        defenders = state.opponents(declarer)
        won = sum(state.won[seat] for seat in defenders)
        net: Amount = sum((result.net[seat] for seat in defenders), Fraction(0))
        lines.append(row("defenders", won, None if sides is None else sides[1], net, True))
        total = None if sides is None else sides[0] + sides[1]
    else:
        total = sum(result.card_points.values(), Fraction(0))
    lines.append(row("all", tricks, total, total_net, False))
    return lines


def seat_role(state: State, seat: int) -> str:
    """What ``seat`` is at this deal's table, in the rule set's words: the dealer, forehand
    (the seat after the dealer, first to bid and to lead), out of the deal, or nothing.

    >>> from tarock import rules
    >>> from tarock.engine.state import deal
    >>> state = deal(rules.get("grand-tarot"), seed=1)
    >>> [seat_role(state, seat) for seat in range(3)]
    ['the dealer', 'Eldest, the seat after the dealer', '']
    """
    if seat not in state.seats:
        return "out of this deal (the dealer's opposite)"
    if seat == state.dealer:
        return "the dealer"
    if seat == state.forehand:
        return f"{state.ruleset.names.forehand}, the seat after the dealer"
    return ""


def _role(state: State, seat: int, names: Sequence[str]) -> str:
    """A seat's name, with its role where there is a declarer: ``C (declarer)``."""
    if state.declarer < 0:
        return names[seat]
    return f"{names[seat]} ({'declarer' if seat == state.declarer else 'defender'})"


def thrown_in_text(state: State, names: Sequence[str]) -> str:
    """Why a deal was thrown in, and who deals it again.

    >>> from tarock import rules
    >>> from tarock.engine.actions import PASS
    >>> from tarock.engine.state import deal
    >>> state = deal(rules.get("tapp-tarock"), seed=1)
    >>> for _ in range(3):
    ...     state.apply(PASS)
    >>> thrown_in_text(state, "ABC")
    'everyone passed; nothing is paid, and B deals the next deal'
    """
    why = state.thrown_in
    assert why is not None
    said = why.value
    if why is ThrownIn.NO_TRUMP:  # the deal ended on his demand
        said = f"{names[state.to_move]}, dealt no trump, demanded a new deal"
    again = "deals again" if why.same_dealer else "deals the next deal"
    return f"{said}; nothing is paid, and {names[state.next_dealer]} {again}"


# -- the step-by-step explanation ----------------------------------------------------


def explain(result: DealResult) -> list[str]:
    """The deal step by step: hands, discard, declarations, announcements, tricks, payments.

    Every card played to a trick that is not a plain lead carries the rule clause that
    allowed it; the payments come from the ledger, with their reasons. The rule set's own
    words name its cards and games (``own_words``).
    """
    words = result.state.ruleset.names
    return [own_words(line, words) for line in _explained(result)]


def _explained(result: DealResult) -> list[str]:
    record, state = result.record, result.state
    names = record.seats
    ruleset = state.ruleset
    lines = [heading(ruleset, record.options)]
    about = f"Dealer {names[state.dealer]}"
    if record.players:
        about += f"; played by {', '.join(record.players)}"
    if record.seed is not None:
        about += f"; seed {record.seed}"
    lines += [about + ".", "", "Hands as dealt", *hand_lines(state, names)]
    if state.options.contracts:
        lines += ["", "Auction", *auction_lines(result)]
    if state.thrown_in is not None:
        return [*lines, "", "Thrown in", f"  {thrown_in_text(state, names)}"]
    if state.game is not None and not state.game.played:  # the 1821 Tapper
        return [*lines, "", "Payments", *payment_lines(result), "", "Net", net_line(result)]
    lines += ["", "Discard", *discard_lines(result)]
    if state.options.declarations:  # Tapp Tarock declares nothing
        lines += ["", "Declarations", *_declaration_lines(state, names)]
    lines += ["", "Announcements", *_announcement_lines(result)]
    lines += ["", "Tricks", *_trick_lines(result)]
    lines += ["", "Payments", *payment_lines(result)]
    lines += ["", "Card points", card_points_line(result)]
    lines += ["", "Net", net_line(result)]
    return lines


def explain_session(result: SessionResult) -> list[str]:
    """A session step by step: for each deal the stakes, the deal explained as by
    ``explain``, the pots and the running totals; then the sharing and the totals."""
    record = result.record
    names = record.seats
    count = len(result.deals)
    lines = session_head_lines(record, result.deals[0].state.ruleset, count)
    rows = zip(result.stakes, result.deals, result.pots, _running(result), strict=True)
    for index, (stake, deal, pots, totals) in enumerate(rows):
        state = deal.state
        title = f"Deal {index + 1} of {count}: {names[state.dealer]} deals"
        if deal.record.seed is not None:
            title += f" (seed {deal.record.seed})"
        lines += ["", title, "", "Stakes", *ledger_lines(stake, names)]
        lines += explain(deal)[2:]
        lines += ["", "Pots after the deal", f"  {pots_text(pots)}"]
        lines += ["", "Totals after the deal", "  " + totals_text(totals, names)]
    lines += ["", "Sharing the pots", *ledger_lines(result.final, names)]
    lines += ["", "Totals", "  " + totals_text(result.totals(), names)]
    words = result.deals[0].state.ruleset.names
    return [own_words(line, words) for line in lines]


def analysis_lines(
    result: DealResult, heading: str = "Analysis", tricks: int | None = None
) -> list[str]:
    """The cards of the deal's last ``tricks`` tricks (by default as far as the solver
    answers in a second or two: ``tarock.analysis.review.reach``) that cost their player
    something against the best card, every hand shown, with what each lost; the first line
    says from which trick on and that the values are the solver's paranoid ones. Nothing
    for a deal without tricks."""
    from tarock.analysis import review  # the solver and pandas: only when asked

    state = result.state
    if not state.tricks:
        return []
    words = state.ruleset.names
    table = review.analyse(
        result.record,
        tricks or review.reach(state),
        label=lambda card: label(card, words),
    )
    if table.empty:
        return [heading, "  Even the last trick is beyond the solver's reach."]
    first = int(table.trick.min())
    lines = [
        f"{heading} from trick {first} on, every hand shown",
        "  (paranoid open-hand values: the player to move plays for his own net,"
        " every other player against him)",
    ]
    for row in table[table.cost > 0].to_dict("records"):
        lines.append(
            f"  Trick {row['trick']}: {row['player']} played {row['played']}"
            f" ({number(row['value'], True)}), {row['best']} was best"
            f" ({number(row['best_value'], True)}): cost {number(row['cost'])}; {row['words']}."
        )
    if len(lines) == 2:
        lines.append(f"  Every card from trick {first} on was as good as any.")
    return [own_words(line, words) for line in lines]


def _running(result: SessionResult) -> Iterable[dict[int, Amount]]:
    """Each seat's running total after each deal of a session (the stakes counted)."""
    totals: dict[int, Amount] = dict.fromkeys(range(len(result.record.seats)), 0)
    for stake, deal in zip(result.stakes, result.deals, strict=True):
        add_to(totals, stake)
        add_to(totals, deal.ledger)
        yield dict(totals)


def add_to(totals: dict[int, Amount], ledger: Iterable[Payment]) -> None:
    """Add each seat's balance in ``ledger`` to its running total in ``totals``."""
    for payment in ledger:
        for party, amount in ((payment.payer, -payment.amount), (payment.payee, payment.amount)):
            if isinstance(party, int) and party in totals:
                totals[party] = exact(totals[party] + amount)


def session_head_lines(record: SessionRecord, ruleset: Ruleset, deals: int) -> list[str]:
    """The heading of a session: the rule set, the deals, who plays, the seed."""
    about = f"A session of {deals} deal{'s' * (deals != 1)}"
    if record.players:
        about += f"; played by {', '.join(record.players)}"
    if record.seed is not None:
        about += f"; seed {record.seed}"
    return [heading(ruleset, record.options), about + "."]


def session_deal_lines(
    index: int,
    result: DealResult,
    pots: Mapping[Pot, Amount] | None,
    totals: Mapping[int, Amount],
) -> list[str]:
    """One deal of a session in brief: the table of ``summary_lines`` (which tells a deal
    thrown in), the pots after it (None: a rule set without pots) and the running totals."""
    names = result.record.seats
    lines = ["", f"Deal {index + 1}: {names[result.state.dealer]} deals"]
    lines += summary_lines(result)
    if pots is not None:
        lines.append(f"  Pots: {pots_text(pots)}")
    lines.append("  Totals: " + totals_text(totals, names))
    return lines


def session_end_lines(
    final: Ledger, totals: Mapping[int, Amount], names: Sequence[str]
) -> list[str]:
    """The end of a session: the sharing of the pots (if any) and the totals."""
    lines = ["", "Sharing the pots", *ledger_lines(final, names)] if len(final) else []
    return [*lines, "", "Totals", "  " + totals_text(totals, names)]


def session_summary_lines(result: SessionResult) -> list[str]:
    """A session in brief: per deal the table of ``summary_lines``, the pots and the running
    totals; then the sharing and the final totals (``explain_session`` tells it all)."""
    ruleset = result.deals[0].state.ruleset
    pots_kept = keeps_pots(ruleset.options)
    lines = session_head_lines(result.record, ruleset, len(result.deals))
    rows = zip(result.deals, result.pots, _running(result), strict=True)
    for index, (deal, pots, totals) in enumerate(rows):
        lines += session_deal_lines(index, deal, pots if pots_kept else None, totals)
    names = result.record.seats
    return lines + session_end_lines(result.final, result.totals(), names)


def payment_lines(result: DealResult) -> list[str]:
    """Every payment of the deal's ledger in order: payer, payee, amount and reason."""
    return ledger_lines(result.ledger, result.record.seats)


def ledger_lines(ledger: Iterable[Payment], names: Sequence[str]) -> list[str]:
    """Every payment in order, one line each (``  none`` for none)."""
    return [
        f"  {party_name(p.payer, names)} pays {party_name(p.payee, names)} {number(p.amount)}:"
        f" {mixed(named(p.reason, names))}"
        for p in ledger
    ] or ["  none"]


def pots_text(pots: Mapping[Pot, Amount]) -> str:
    """The pots and what they hold.

    >>> pots_text({Pot.KING: 60, Pot.PAGAT: Fraction(65)})
    'King pot 60, Pagat pot 65'
    """
    return ", ".join(f"{pot.value} {number(amount)}" for pot, amount in pots.items())


def totals_text(totals: Mapping[int, Amount], names: Sequence[str]) -> str:
    """Running totals by seat name, signed.

    >>> totals_text({0: 10, 1: -5, 2: Fraction(-5)}, "ABC")
    'A +10, B -5, C -5'
    """
    return ", ".join(f"{names[seat]} {number(amount, True)}" for seat, amount in totals.items())


def card_points_line(result: DealResult) -> str:
    """Each seat's card points, their total and the par (with a declarer: the two sides,
    the defenders' talon cards included, which together make the whole pack)."""
    names = result.record.seats
    state = result.state
    if state.thrown_in is not None:
        return "  none: the deal was thrown in"
    if state.game is not None and not state.game.played:
        return f"  none: the {state.game.name} is paid without play"
    if result.sides is not None:
        ours, theirs = result.sides
        return (
            f"  declarer {names[state.declarer]} {number(ours)}, defenders {number(theirs)}"
            f" (together {number(ours + theirs)}; the declarer needs {state.options.par})"
        )
    total: Amount = sum(result.card_points.values(), Fraction(0))
    points = ", ".join(f"{names[s]} {number(a)}" for s, a in result.card_points.items())
    return f"  {points} (together {number(total)}; par {state.options.par})"


def balance_text(result: DealResult) -> str | None:
    """How the card points were settled, naming the seat that takes the balance (None
    when no card points were paid)."""
    paid = [p for p in result.ledger if p.kind is Kind.CARD_POINTS]
    if not paid:
        return None
    state, names = result.state, result.record.seats
    par = state.options.par
    rule = state.options.card_settlement
    if rule is CardSettlement.EXACT:
        return (
            f"Card points are settled to the point: each seat is paid, or pays, its card"
            f" points minus {par}. The seat alone on its side of {par} pays each of the"
            " others, or is paid by each of them, what that seat is over or under."
        )
    absorber = state.next_seat(state.dealer)
    alone = (
        f" {names[absorber]} settles with each of the others alone."
        if rule is CardSettlement.BANDS_WITH_ELDEST
        else ""
    )
    return (
        f"Card points are settled in steps of 5 against {par}: within 2 of {par} a seat"
        f" scores nothing, 3 to 7 over scores 5, and so on. {names[absorber]}, the seat"
        " after the dealer, is not rounded but takes the balance: minus what the others"
        f" score, so the card-point payments add up to nothing.{alone}"
    )


def payment_rows(ledger: Iterable[Payment], names: Sequence[str]) -> list[dict[str, str]]:
    """Every payment as a row of a table: who pays, whom, how much and why."""
    return [
        {
            "payer": party_name(p.payer, names),
            "payee": party_name(p.payee, names),
            "amount": number(p.amount),
            "reason": mixed(named(p.reason, names)),
        }
        for p in ledger
    ]


def net_line(result: DealResult) -> str:
    """The net result per seat, signed: ``  A +64, B -59, C -5``."""
    names = result.record.seats
    return "  " + ", ".join(f"{names[s]} {number(a, True)}" for s, a in result.net.items())


def auction_lines(result: DealResult) -> list[str]:
    """The auction in one line (each bid, hold and pass in turn), then its outcome."""
    names = result.record.seats
    state = result.state
    games = {game.name.casefold(): game.name for game in state.options.games}
    said, took = [], ""
    for step in result.steps:
        action, who = step.action, names[step.seat]
        if isinstance(action, Bid):
            said.append(f"{who} bids {games.get(action.game, action.game)}")
        elif isinstance(action, Hold):
            said.append(f"{who} holds")
        elif isinstance(action, Pass) and step.clause == Clause.PASS_BID:
            said.append(f"{who} passes")
        elif isinstance(action, ChooseTalon):
            took = f", taking the {action.half.value} half of the talon"
    lines = [f"  {', '.join(said)}"] if said else []
    game = state.game
    if game is not None and not game.played:
        lines.append(f"  {names[state.declarer]} is paid the {game.name} without play")
    elif game is not None:
        lines.append(f"  {names[state.declarer]} plays the {game.name}{took}")
    return lines or ["  none"]


def discard_lines(result: DealResult) -> list[str]:
    """What was laid away (by the dealer, or the declarer), with the rule clause."""
    names = result.record.seats
    discards = [
        (step.action.card, step.clause) for step in result.steps if isinstance(step.action, Discard)
    ]
    if not discards:
        return ["  none"]
    who = names[next(step.seat for step in result.steps if isinstance(step.action, Discard))]
    clauses = {clause for _, clause in discards}
    words = result.state.ruleset.names
    if len(clauses) == 1:
        return [f"  {who} lays away {labels((c for c, _ in discards), words)} ({clauses.pop()})"]
    return [f"  {who} lays away {label(card, words)} ({clause})" for card, clause in discards]


def _declaration_lines(state: State, names: Sequence[str]) -> list[str]:
    return [f"  {line}" for seat in state.seats for line in declared(state, seat, names)]


def declared(state: State, seat: int, names: Sequence[str]) -> list[str]:
    """What ``seat`` has declared: one line per declaration, or one saying nothing."""
    held = state.declared[seat] or ()
    if not held:
        return [f"{names[seat]}: nothing"]
    return [
        f"{names[seat]}: {item.name}, {item.value} from each opponent"
        f" ({labels(item.cards, state.ruleset.names)})"
        for item in held
    ]


def _announcement_lines(result: DealResult) -> list[str]:
    names = result.record.seats
    size = len(result.state.seats)
    lines, passes, played = [], 0, 0
    for step in result.steps:
        action = step.action
        if isinstance(action, Play):
            played += 1
        elif isinstance(action, Announce):
            lines.append(
                f"  before trick {played // size + 1}: {names[step.seat]} announces"
                f" {action.kind.value.capitalize()} ({step.clause})"
            )
        elif step.clause == Clause.NO_ANNOUNCEMENT:
            passes += 1
    if not lines:
        lines.append(f"  none: every player passed ({passes} chances)" if passes else "  none")
    return lines


def _trick_lines(result: DealResult) -> list[str]:
    names = result.record.seats
    plays = [step for step in result.steps if isinstance(step.action, Play)]
    size = len(result.state.seats)
    lines = []
    for trick in result.state.tricks:
        cards = [
            (names[step.seat], step.action.card, step.clause)
            for step in plays[(trick.number - 1) * size : trick.number * size]
            if isinstance(step.action, Play)
        ]
        text = trick_text(cards, result.state.ruleset.names)
        lines.append(f"  {trick.number:>2}. {text}. {names[trick.winner]} wins.")
    return lines


def trick_text(cards: Sequence[tuple[str, Card, str]], names: Names) -> str:
    """A trick (or its start) as played: who played which card, under which clause.

    >>> from tarock.cards import parse
    >>> trick_text([("B", parse("D7"), Clause.LEAD), ("C", parse("DC"), Clause.FOLLOW)], NAMES)
    'B leads ♦7; C ♦C (must follow suit)'
    """
    parts: list[str] = []
    for who, card, clause in cards:
        if not parts:
            parts.append(f"{who} leads {label(card, names)}")
            if clause != Clause.LEAD:
                parts[-1] += f" ({own_words(clause, names)})"
        else:
            parts.append(f"{who} {label(card, names)} ({own_words(clause, names)})")
    return "; ".join(parts)


# -- JSON ------------------------------------------------------------------------------


def as_json(result: DealResult) -> JsonSummary:
    """Card points, every payment and the net result, by seat name (for ``--json``); with
    a declarer the card points are the two sides'; a deal thrown in says why."""
    names = result.record.seats
    state = result.state
    points = {names[s]: json_number(a) for s, a in result.card_points.items()}
    if state.thrown_in is not None:
        points = {}
    elif result.sides is not None:
        ours, theirs = result.sides
        points = {"declarer": json_number(ours), "defenders": json_number(theirs)}
    summary: JsonSummary = {
        "card_points": points,
        "ledger": json_payments(result.ledger, names),
        "net": {names[s]: json_number(a) for s, a in result.net.items()},
    }
    if state.declarer >= 0:
        summary["declarer"] = names[state.declarer]
    if state.thrown_in is not None:
        summary["thrown_in"] = state.thrown_in.value
    return summary


class JsonResettled(TypedDict):
    """What ``tarock replay --option ... --json`` prints."""

    options: list[str]
    before: JsonSummary
    after: JsonSummary
    difference: dict[str, JsonNumber]


def resettled_json(again: Resettled) -> JsonResettled:
    """A deal settled as recorded and again: both summaries, and the difference per seat."""
    names = again.before.record.seats
    return {
        "options": list(again.options),
        "before": as_json(again.before),
        "after": as_json(again.after),
        "difference": {names[s]: json_number(a) for s, a in again.difference.items()},
    }


def json_payments(ledger: Iterable[Payment], names: Sequence[str]) -> list[JsonPayment]:
    """Payments for JSON, parties by name."""
    return [
        {
            "payer": party_name(p.payer, names),
            "payee": party_name(p.payee, names),
            "amount": json_number(p.amount),
            "reason": named(p.reason, names),
        }
        for p in ledger
    ]


def session_json(result: SessionResult) -> JsonSession:
    """Each deal (stakes, card points, ledger, net, pots after), the sharing and the totals.

    >>> from tarock import rules
    >>> from tarock.play import play_session
    >>> summary = session_json(play_session(rules.get("danish-tarok"), ["heuristic"] * 3, 1, 2))
    >>> len(summary["deals"]), sorted(summary["deals"][0]["pots"]), sorted(summary["totals"])
    (2, ['King pot', 'Pagat pot'], ['A', 'B', 'C'])
    """
    names = result.record.seats
    deals: list[JsonSessionDeal] = []
    for stake, deal, pots in zip(result.stakes, result.deals, result.pots, strict=True):
        summary = as_json(deal)
        deals.append(
            {
                "dealer": names[deal.state.dealer],
                "redealt": deal.state.redealt,
                "stakes": json_payments(stake, names),
                "card_points": summary["card_points"],
                "ledger": summary["ledger"],
                "net": summary["net"],
                "pots": {pot.value: json_number(amount) for pot, amount in pots.items()},
            }
        )
    return {
        "deals": deals,
        "sharing": json_payments(result.final, names),
        "totals": {names[s]: json_number(a) for s, a in result.totals().items()},
    }


def result_repr(result: DealResult) -> str:
    names = result.record.seats
    seed = "" if result.record.seed is None else f", seed {result.record.seed}"
    net = totals_text(result.net, names)
    return (
        f"<DealResult {result.state.ruleset.id}{seed}, dealer {names[result.state.dealer]}: {net}>"
    )


def session_repr(result: SessionResult) -> str:
    seed = "" if result.record.seed is None else f", seed {result.record.seed}"
    totals = totals_text(result.totals(), result.record.seats)
    return f"<SessionResult {result.record.variant}{seed}, {len(result.deals)} deals: {totals}>"
