"""The facts of a deal: what the table sees of it, and all that its settlement reads.

A played deal gives its facts (``facts_of``); a person keeping score at a real table
enters them. ``tarock.scoring.settlement`` pays from the facts alone, so a deal played
here and a deal played with real cards are paid by one settlement. The facts are plain
data: ``to_json`` and ``from_json`` take them to JSON and back, and ``check`` names the
entry of facts that no deal could have (``FactsError``).

The seats that play are those of ``tarock.engine.seats.active_seats``: all three, or at
four all but the dealer's opposite. Cards are named by their codes (``T1``, ``HK``).

Examples:
    >>> from tarock import rules
    >>> options = rules.get("danish-tarok").options
    >>> facts = Facts(dealer=0, last_winner=1, card_points={0: 30, 1: 24, 2: 24})
    >>> check(facts, options)
    >>> from_json(to_json(facts)) == facts
    True
    >>> check(Facts(dealer=0, last_winner=1, card_points={0: 30, 1: 24, 2: 20}), options)
    Traceback (most recent call last):
    ...
    tarock.scoring.facts.FactsError: card points: seat 0 30, seat 1 24, seat 2 20 add up to 74, \
not 78
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from fractions import Fraction
from typing import Any, NamedTuple

from tarock.cards import FOOL, KINGS, MOND, PAGAT, Card, CardError, pack, parse
from tarock.engine.actions import Contract
from tarock.engine.seats import active_seats
from tarock.engine.state import State, Trick
from tarock.rules.options import CardSettlement, Options
from tarock.scoring.counting import card_points, piles, points_by_seat, side_piles

Amount = int | Fraction
"""Game points or card points: whole numbers, or exact fractions where card points need
them."""

HONOURS = frozenset((PAGAT, *KINGS))
"""The cards whose fate in the tricks is paid: the Pagat and the Kings."""

Json = Any
"""A value as ``json.loads`` returns it."""


class FactsError(ValueError):
    """Facts that no deal could have; the message names the entry."""


class Declared(NamedTuple):
    """A declaration a seat showed: its name and value (from the rule set's table) and
    the cards it certainly shows (all of them when the deal was played here; the cards
    named by the form when a person entered it: four Kings, "with Pagat")."""

    seat: int
    name: str
    value: int
    cards: tuple[Card, ...] = ()


class Honour(NamedTuple):
    """A Pagat or a King played to a trick: who played it and who took the trick.
    ``trick``: its number, when it was noted (a person may give none)."""

    card: Card
    seat: int
    winner: int
    trick: int | None = None


class Announced(NamedTuple):
    """An announcement: a Vole or a Nolo (Grosstarock), a Pagat ultimo or a Valat (Tapp),
    made by ``seat`` before trick ``trick``."""

    seat: int
    kind: Contract
    trick: int = 1


@dataclass(frozen=True)
class Game:
    """A declarer's game (Tapp Tarock): its name in the rule set's auction, the declarer,
    the half of the talon he took (``lower``, ``upper``; None for none), the card points
    of his side (his tricks and his discard: None for a game paid without play), and
    where the Trull and the four Kings ended (``declarer``, ``defenders`` or None)."""

    name: str
    declarer: int
    half: str | None = None
    points: Amount | None = None
    trull: str | None = None
    kings: str | None = None


@dataclass(frozen=True)
class Facts:
    """What a table sees of one deal, and all its settlement reads."""

    dealer: int
    declared: tuple[Declared, ...] = ()
    """The declarations, dealer first round the table."""
    honours: tuple[Honour, ...] = ()
    """The Pagat and the Kings in the tricks before the last, in the order played."""
    last: tuple[Honour, ...] = ()
    """The Pagat and the Kings played to the last trick (ultimos, won or lost)."""
    last_winner: int | None = None
    """Who took the last trick (None: the deal was not played out)."""
    every_trick: int | None = None
    """The seat that took every trick (a Vole, Tout, Slam, Valat), if any."""
    no_trick: tuple[int, ...] = ()
    """Every seat that took no trick (with a Vole, all the others)."""
    fool_kept: int | None = None
    """A seat that took no trick and kept the Fool."""
    announced: tuple[Announced, ...] = ()
    card_points: Mapping[int, Amount] = field(default_factory=dict)
    """Each playing seat's card points (none needed when nothing settles them)."""
    game: Game | None = None
    """A declarer's game, if the rule set has an auction."""
    thrown_in: bool = False
    """The deal was thrown in and pays nothing."""


# -- from a played deal ------------------------------------------------------------------


def honours_in(trick: Trick) -> tuple[Honour, ...]:
    """The Pagat and the Kings played to ``trick``."""
    if HONOURS.isdisjoint(trick.cards):
        return ()
    number, seats, cards, winner = trick
    return tuple(
        Honour(card, seat, winner, number)
        for seat, card in zip(seats, cards, strict=True)
        if card in HONOURS
    )


def facts_of(state: State) -> Facts:
    """The facts of a finished deal, as the table saw them."""
    if not state.is_over:
        raise ValueError("the deal is not finished")
    if state.redealt:
        return Facts(dealer=state.dealer, thrown_in=True)
    declared = tuple(
        Declared(seat, name, value, cards)
        for seat in state.round_from(state.dealer)
        for name, value, cards in state.declared[seat] or ()
    )
    announced = tuple(Announced(a.seat, a.kind, a.trick) for a in state.announced)
    tricks, won = state.tricks, state.won
    seats = state.seats
    every = next((seat for seat in seats if tricks and won[seat] == len(tricks)), None)
    none = tuple(seat for seat in seats if won[seat] == 0)
    if state.declarer >= 0:
        return Facts(
            dealer=state.dealer,
            last=honours_in(tricks[-1]) if tricks else (),
            last_winner=tricks[-1].winner if tricks else None,
            every_trick=every,
            no_trick=none if tricks else (),
            announced=announced,
            game=_game_of(state),
        )
    kept = None
    if none and state.options.fool_kept_no_trick:
        final = piles(state)
        kept = next((seat for seat in none if FOOL in final[seat]), None)
    honours: list[Honour] = []
    for trick in tricks[:-1]:
        if not HONOURS.isdisjoint(trick.cards):
            honours += honours_in(trick)
    return Facts(
        dealer=state.dealer,
        declared=declared,
        honours=tuple(honours),
        last=honours_in(tricks[-1]),
        last_winner=tricks[-1].winner,
        every_trick=every,
        no_trick=none,
        fool_kept=kept,
        announced=announced,
        card_points=points_by_seat(state),
    )


def _game_of(state: State) -> Game:
    """A declarer's game as the table saw it."""
    game = state.game
    assert game is not None
    half = None if state.half is None else state.half.name.lower()
    if not game.played:
        return Game(game.name, state.declarer, half)
    ours, theirs = side_piles(state)
    sets = {}
    for name, cards in (("trull", (PAGAT, MOND, FOOL)), ("kings", KINGS)):
        if all(card in ours for card in cards):
            sets[name] = "declarer"
        elif all(card in theirs for card in cards):
            sets[name] = "defenders"
    points = card_points(ours)
    whole = points.numerator if points.denominator == 1 else points
    return Game(game.name, state.declarer, half, whole, sets.get("trull"), sets.get("kings"))


# -- what the facts mean -----------------------------------------------------------------


def seats_of(facts: Facts, options: Options) -> tuple[int, ...]:
    """The seats that play the deal, in the order of play."""
    return active_seats(options.seats, facts.dealer)


def round_from(seat: int, seats: tuple[int, ...]) -> tuple[int, ...]:
    """``seats`` in the order of play, starting with ``seat``.

    >>> round_from(3, (0, 1, 3)), round_from(1, (0, 1, 2))
    ((3, 0, 1), (1, 2, 0))
    """
    at = seats.index(seat)
    return seats[at:] + seats[:at]


def vole_and_nolo(facts: Facts) -> tuple[int | None, int | None]:
    """The seat that took every trick, else the first seat that took none (as the seats are
    numbered): the Vole and the Nolo a deal pays, at most one of them."""
    if facts.every_trick is not None:
        return facts.every_trick, None
    return None, min(facts.no_trick, default=None)


def game_of(facts: Facts, options: Options) -> Any:
    """The rule set's game (``tarock.rules.contracts.Game``) the facts name."""
    assert facts.game is not None
    for game in options.games:
        if game.name == facts.game.name:
            return game
    names = ", ".join(game.name for game in options.games) or "none"
    raise FactsError(f"game: {facts.game.name!r} is not a game of this rule set ({names})")


def pack_points(options: Options) -> Fraction:
    """The card points of the whole pack: 78, or 70 for Tapp's 54 cards."""
    return card_points(pack(options.pack))


# -- checking ------------------------------------------------------------------------------


def _seat(where: str, seat: int, seats: tuple[int, ...], table: int) -> None:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < table:
        raise FactsError(f"{where}: {seat!r} is not a seat (0 to {table - 1})")
    if seat not in seats:
        raise FactsError(f"{where}: seat {seat} sits this deal out")


def _amount(where: str, value: object) -> None:
    if not isinstance(value, int | Fraction) or isinstance(value, bool):
        raise FactsError(f"{where}: {value!r} is not a number")
    if value < 0:
        raise FactsError(f"{where}: {_text(value)} is negative")


def _thirds(where: str, value: Amount) -> None:
    """Card points are whole or in thirds: cards count in threes, 2 off each three."""
    if Fraction(value).denominator not in (1, 3):
        raise FactsError(f"{where}: {_text(value)} cannot be, card points come whole or in thirds")


def check(facts: Facts, options: Options) -> None:
    """Raise ``FactsError`` naming the first entry that no deal could have: a seat that is
    not at the table or sits out, a negative count, a card shown or played by two players,
    two winners of the last trick or none (a deal without a declarer is played out), card
    points that are not whole or in thirds or do not add up to the pack."""
    table = options.seats
    if not isinstance(facts.dealer, int) or not 0 <= facts.dealer < table:
        raise FactsError(f"dealer: {facts.dealer!r} is not a seat (0 to {table - 1})")
    seats = seats_of(facts, options)
    if facts.thrown_in:
        return
    owner: dict[Card, int] = {}
    for item in facts.declared:
        where = f"declaration {item.name!r}"
        _seat(where, item.seat, seats, table)
        _amount(where, item.value)
        for card in item.cards:
            if owner.setdefault(card, item.seat) != item.seat:
                raise FactsError(
                    f"{where}: the {card.name} is shown by seat {owner[card]} and seat {item.seat}"
                    + (": more than four Kings declared" if card in KINGS else "")
                )
    played: dict[Card, int] = {}
    for where, honours in (("trick", facts.honours), ("last trick", facts.last)):
        for honour in honours:
            _honour(where, honour, seats, table, options, owner, played)
    _last(facts, seats, table)
    for where, seat in (("Vole", facts.every_trick), ("Fool kept", facts.fool_kept)):
        if seat is not None:
            _seat(where, seat, seats, table)
    for seat in facts.no_trick:
        _seat("no trick", seat, seats, table)
    if facts.game is None and facts.last_winner is None:
        raise FactsError("last trick: who took it?")
    _tricks(facts, seats)
    for said in facts.announced:
        _seat(f"announced {said.kind.value}", said.seat, seats, table)
        if not 1 <= said.trick <= options.tricks:
            raise FactsError(f"announced {said.kind.value}: before trick {said.trick}?")
    if facts.game is not None:
        _game(facts, seats, table, options)
    elif facts.card_points or counted(facts, options):
        _card_points(facts.card_points, seats, table, options)


def counted(facts: Facts, options: Options) -> bool:
    """Whether the deal settles card points: not when they are not counted at all, nor when
    it was thrown in, nor in a game with a declarer (his side's points decide it), nor
    after a Nolo or a Vole that cancels them."""
    vole, nolo = vole_and_nolo(facts)
    return not (
        options.card_settlement is CardSettlement.NONE
        or facts.thrown_in
        or facts.game is not None
        or (nolo is not None and options.nolo_cancels)
        or (vole is not None and options.vole_cancels_card_points)
    )


def _honour(
    where: str,
    honour: Honour,
    seats: tuple[int, ...],
    table: int,
    options: Options,
    owner: Mapping[Card, int],
    played: dict[Card, int],
) -> None:
    card = honour.card
    if card not in HONOURS:
        raise FactsError(f"{where}: the {getattr(card, 'name', card)} is not the Pagat or a King")
    what = f"the {card.name}" + ("" if where == "trick" else f" in the {where}")
    _seat(what, honour.seat, seats, table)
    _seat(f"{what} taken by", honour.winner, seats, table)
    if card in played:
        raise FactsError(f"{what} is played twice, by seat {played[card]} and seat {honour.seat}")
    played[card] = honour.seat
    if owner.get(card, honour.seat) != honour.seat:
        raise FactsError(
            f"{what} is played by seat {honour.seat}, but seat {owner[card]} declared it"
        )
    if honour.trick is not None and not 1 <= honour.trick <= options.tricks:
        raise FactsError(f"{what}: trick {honour.trick} is not a trick of the deal")


def _last(facts: Facts, seats: tuple[int, ...], table: int) -> None:
    """One winner of the last trick, the one every ultimo card in it names."""
    winners = {honour.winner for honour in facts.last}
    if facts.last_winner is not None:
        _seat("last trick", facts.last_winner, seats, table)
        winners.add(facts.last_winner)
    if len(winners) > 1:
        named = " and ".join(f"seat {seat}" for seat in sorted(winners))
        raise FactsError(f"last trick: two winners, {named}")
    if facts.last and facts.last_winner is None:
        raise FactsError("last trick: who took it?")


def _tricks(facts: Facts, seats: tuple[int, ...]) -> None:
    """A Vole leaves everyone else without a trick; a trick taken is not 'no trick'."""
    every, none = facts.every_trick, set(facts.no_trick)
    if every is not None and none != set(seats) - {every}:
        raise FactsError(f"Vole: seat {every} took every trick, so only the others took none")
    if len(none) == len(seats):
        raise FactsError("no trick: somebody took the tricks")
    takers = {honour.winner for honour in (*facts.honours, *facts.last)}
    if facts.last_winner is not None:
        takers.add(facts.last_winner)
    for seat in sorted(takers & none):
        if every is not None:
            raise FactsError(f"Vole: seat {every} took every trick, but seat {seat} took one")
        raise FactsError(f"no trick: seat {seat} is entered as taking none, but took one")
    if facts.fool_kept is not None and facts.fool_kept not in none:
        raise FactsError(f"Fool kept: seat {facts.fool_kept} took a trick")


def _card_points(
    points: Mapping[int, Amount], seats: tuple[int, ...], table: int, options: Options
) -> None:
    for seat, value in points.items():
        _seat("card points", seat, seats, table)
        _amount(f"card points of seat {seat}", value)
        _thirds(f"card points of seat {seat}", value)
    missing = [seat for seat in seats if seat not in points]
    if missing:
        raise FactsError(f"card points: none given for seat {missing[0]}")
    total = sum(points.values(), Fraction(0))
    whole = pack_points(options)
    if total != whole:
        given = ", ".join(f"seat {seat} {value}" for seat, value in points.items())
        raise FactsError(f"card points: {given} add up to {_text(total)}, not {_text(whole)}")


def _game(facts: Facts, seats: tuple[int, ...], table: int, options: Options) -> None:
    game = facts.game
    assert game is not None
    _seat("declarer", game.declarer, seats, table)
    game_of(facts, options)
    if game.points is not None:
        _amount("the declarer's card points", game.points)
        _thirds("the declarer's card points", game.points)
        whole = pack_points(options)
        if game.points > whole:
            raise FactsError(f"the declarer's card points: {game.points} is more than {whole}")
    for name in ("trull", "kings"):
        if getattr(game, name) not in (None, "declarer", "defenders"):
            raise FactsError(f"{name}: with the declarer, the defenders, or split")


def _text(amount: Amount) -> str:
    """An amount as a person writes it: ``78``, ``28 2/3``, ``-1/3``.

    >>> _text(Fraction(86, 3)), _text(Fraction(-1, 3)), _text(Fraction(-7, 3))
    ('28 2/3', '-1/3', '-2 1/3')
    """
    value = Fraction(amount)
    whole, rest = divmod(abs(value.numerator), value.denominator)
    sign = "-" if value < 0 else ""
    if not rest:
        return f"{sign}{whole}"
    part = f"{rest}/{value.denominator}"
    return f"{sign}{whole} {part}" if whole else f"{sign}{part}"


# -- JSON ------------------------------------------------------------------------------------


def _number(value: Amount) -> int | str:
    """An amount for JSON: a whole number as an int, a fraction as ``"p/q"``."""
    value = Fraction(value)
    return value.numerator if value.denominator == 1 else str(value)


def to_json(facts: Facts) -> dict[str, Json]:
    """The facts as plain JSON data (only what differs from the defaults)."""
    out: dict[str, Json] = {"dealer": facts.dealer}
    if facts.thrown_in:
        out["thrown_in"] = True
    if facts.declared:
        out["declared"] = [
            {"seat": d.seat, "name": d.name, "value": d.value, "cards": [c.code for c in d.cards]}
            for d in facts.declared
        ]
    for key in ("honours", "last"):
        honours: tuple[Honour, ...] = getattr(facts, key)
        if honours:
            out[key] = [
                {"card": h.card.code, "seat": h.seat, "winner": h.winner}
                | ({} if h.trick is None else {"trick": h.trick})
                for h in honours
            ]
    for key in ("last_winner", "every_trick", "fool_kept"):
        if getattr(facts, key) is not None:
            out[key] = getattr(facts, key)
    if facts.no_trick:
        out["no_trick"] = list(facts.no_trick)
    if facts.announced:
        out["announced"] = [
            {"seat": a.seat, "kind": a.kind.value, "trick": a.trick} for a in facts.announced
        ]
    if facts.card_points:
        out["card_points"] = {str(seat): _number(v) for seat, v in facts.card_points.items()}
    if facts.game is not None:
        game = facts.game
        out["game"] = {
            key: _number(value) if key == "points" else value
            for key, value in vars(game).items()
            if value is not None
        }
    return out


_KEYS = frozenset(field.name for field in fields(Facts))


def from_json(data: Json) -> Facts:
    """Facts from ``to_json``'s data; ``FactsError`` naming the field that is wrong."""
    if not isinstance(data, dict):
        raise FactsError("a deal's facts are a JSON object")
    for key in data:
        if key not in _KEYS:
            raise FactsError(f"{key!r}: not a fact of a deal")
    try:
        return Facts(
            dealer=_int(data, "dealer"),
            thrown_in=bool(data.get("thrown_in", False)),
            declared=tuple(
                Declared(
                    _int(item, "seat"),
                    str(item["name"]),
                    _int(item, "value"),
                    tuple(_card(code) for code in item.get("cards", ())),
                )
                for item in _list(data, "declared")
            ),
            honours=_honours(data, "honours"),
            last=_honours(data, "last"),
            last_winner=_maybe(data, "last_winner"),
            every_trick=_maybe(data, "every_trick"),
            fool_kept=_maybe(data, "fool_kept"),
            no_trick=tuple(_seat_number(seat, "no_trick") for seat in _list(data, "no_trick")),
            announced=tuple(
                Announced(_int(item, "seat"), Contract(item["kind"]), _int(item, "trick"))
                for item in _list(data, "announced")
            ),
            card_points={
                _seat_number(seat, "card_points"): parse_amount(
                    value, f"card points of seat {seat}"
                )
                for seat, value in _dict(data, "card_points").items()
            },
            game=_game_json(data["game"]) if data.get("game") is not None else None,
        )
    except (KeyError, TypeError, ValueError) as error:
        if isinstance(error, FactsError):
            raise
        raise FactsError(f"facts of a deal: {error}") from None


def parse_amount(value: object, where: str) -> Amount:
    """A number as JSON or a person writes it: ``26``, ``"26"``, ``"86/3"``, ``"28 2/3"``.

    >>> parse_amount("28 2/3", "x"), parse_amount(7, "x")
    (Fraction(86, 3), 7)
    """
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str):
        try:
            parts = value.split()
            number = sum((Fraction(part) for part in parts), Fraction(0))
            if len(parts) in (1, 2):
                return number.numerator if number.denominator == 1 else number
        except (ValueError, ZeroDivisionError):
            pass
    raise FactsError(f"{where}: {value!r} is not a number")


def _int(data: Json, key: str) -> int:
    value = data[key]
    if not isinstance(value, int) or isinstance(value, bool):
        raise FactsError(f"{key!r}: {value!r} is not a whole number")
    return value


def _maybe(data: Json, key: str) -> int | None:
    return None if data.get(key) is None else _int(data, key)


def _seat_number(value: object, where: str) -> int:
    try:
        return int(str(value))
    except ValueError:
        raise FactsError(f"{where!r}: {value!r} is not a seat number") from None


def _list(data: Json, key: str) -> list[Json]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise FactsError(f"{key!r}: expected a list")
    return value


def _dict(data: Json, key: str) -> dict[str, Json]:
    value = data.get(key, {})
    if not isinstance(value, dict):
        raise FactsError(f"{key!r}: expected an object")
    return value


def _card(code: object) -> Card:
    try:
        return parse(str(code))
    except CardError as error:
        raise FactsError(f"card {code!r}: {error}") from None


def _honours(data: Json, key: str) -> tuple[Honour, ...]:
    return tuple(
        Honour(_card(item["card"]), _int(item, "seat"), _int(item, "winner"), _maybe(item, "trick"))
        for item in _list(data, key)
    )


def _game_json(data: Json) -> Game:
    if not isinstance(data, dict):
        raise FactsError("'game': expected an object")
    points = data.get("points")
    return Game(
        name=str(data["name"]),
        declarer=_int(data, "declarer"),
        half=data.get("half"),
        points=None if points is None else parse_amount(points, "game.points"),
        trull=data.get("trull"),
        kings=data.get("kings"),
    )
