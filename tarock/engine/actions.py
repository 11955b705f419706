"""Typed actions, each with a one-line text form used in game records.

Examples:
    >>> from tarock.cards import parse
    >>> Play(parse("T21")).text, parse_action("discard HK"), parse_action("announce vole")
    ('play T21', Discard(card=HK), Announce(kind=<Contract.VOLE: 'vole'>))
    >>> Play(parse("HK")) is Play(parse("HK"))
    True
    >>> parse_action("bid Dreier"), parse_action("hold").text, parse_action("take lower").text
    (Bid(game='dreier'), 'hold', 'take lower')
"""

from __future__ import annotations

from enum import Enum
from typing import ClassVar, Self

from tarock.cards import SUITS, Card, CardError, Suit, Symbol, parse


class Contract(Symbol):
    """What a player may announce: to take every trick, or none; in a game with a declarer,
    the Pagat ultimo, or (the declarer) a Valat."""

    VOLE = "vole"
    NOLO = "nolo"
    ULTIMO = "ultimo"
    VALAT = "valat"


class Half(Enum):
    """A half of the talon: the lower (dealt first) or the upper."""

    LOWER = "lower"
    UPPER = "upper"


class Claim(Enum):
    """What a player may demand: a new deal, or that the Fool be played to this trick."""

    REDEAL = "redeal"
    FOOL = "fool"


class ActionError(ValueError):
    """An action text that cannot be read."""


class _Action:
    """Actions are interned: equal actions are the same object, so they hash and compare fast."""

    __slots__: tuple[str, ...] = ()
    _cache: ClassVar[dict[tuple[object, ...], _Action]] = {}

    @classmethod
    def _intern(cls, *values: object) -> Self:
        key = (cls, *values)
        found = _Action._cache.get(key)
        if found is None:
            found = object.__new__(cls)
            for slot, value in zip(cls.__slots__, values, strict=True):
                object.__setattr__(found, slot, value)
            _Action._cache[key] = found
        return found  # type: ignore[return-value]

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("actions are immutable")

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (type(self), tuple(getattr(self, slot) for slot in self.__slots__))

    def __repr__(self) -> str:
        fields = ", ".join(f"{slot}={getattr(self, slot)!r}" for slot in self.__slots__)
        return f"{type(self).__name__}({fields})"

    @property
    def text(self) -> str:
        raise NotImplementedError


class Discard(_Action):
    """The dealer lays one card away."""

    __slots__ = ("card",)
    card: Card

    def __new__(cls, card: Card) -> Discard:
        return cls._intern(card)

    @property
    def text(self) -> str:
        return f"discard {self.card.code}"


class Declare(_Action):
    """A player declares what his hand holds (the names, as the rule set computes them)."""

    __slots__ = ("names",)
    names: tuple[str, ...]

    def __new__(cls, names: tuple[str, ...]) -> Declare:
        return cls._intern(tuple(names))

    @property
    def text(self) -> str:
        return "declare " + ("; ".join(self.names) if self.names else "nothing")


class Announce(_Action):
    """A player announces a Vole or a Nolo before a trick."""

    __slots__ = ("kind",)
    kind: Contract

    def __new__(cls, kind: Contract) -> Announce:
        return cls._intern(kind)

    @property
    def text(self) -> str:
        return f"announce {self.kind.value}"


class Demand(_Action):
    """A player demands a new deal (holding no trump), or that the Fool be played now."""

    __slots__ = ("claim",)
    claim: Claim

    def __new__(cls, claim: Claim) -> Demand:
        return cls._intern(claim)

    @property
    def text(self) -> str:
        return f"demand {self.claim.value}"


class NameSuit(_Action):
    """The Fool's owner, leading it, names the suit it stands for (or the next player renames)."""

    __slots__ = ("suit",)
    suit: Suit

    def __new__(cls, suit: Suit) -> NameSuit:
        return cls._intern(suit)

    @property
    def text(self) -> str:
        return f"name {self.suit.name.lower()}"


class Bid(_Action):
    """A player bids a game of the auction, named as in the rule set (any case)."""

    __slots__ = ("game",)
    game: str

    def __new__(cls, game: str) -> Bid:
        return cls._intern(game.strip().casefold())

    @property
    def text(self) -> str:
        return f"bid {self.game}"


class Hold(_Action):
    """An overbid player takes over the last bid at the same level."""

    __slots__ = ()

    def __new__(cls) -> Hold:
        return cls._intern()

    @property
    def text(self) -> str:
        return "hold"


class ChooseTalon(_Action):
    """The declarer takes a half of the talon."""

    __slots__ = ("half",)
    half: Half

    def __new__(cls, half: Half) -> ChooseTalon:
        return cls._intern(half)

    @property
    def text(self) -> str:
        return f"take {self.half.value}"


class Pass(_Action):
    """A player makes no announcement (or, in the auction, passes and is out)."""

    __slots__ = ()

    def __new__(cls) -> Pass:
        return cls._intern()

    @property
    def text(self) -> str:
        return "pass"


class Play(_Action):
    """A player plays a card to the trick."""

    __slots__ = ("card",)
    card: Card

    def __new__(cls, card: Card) -> Play:
        return cls._intern(card)

    @property
    def text(self) -> str:
        return f"play {self.card.code}"


Action = Discard | Declare | Announce | Demand | NameSuit | Bid | Hold | ChooseTalon | Pass | Play

NAMEABLE = (Suit.TRUMPS, *SUITS)
"""The suits the Fool may be named as."""

PASS = Pass()


def card_of(action: object) -> Card | None:
    """The card an action carries (a card played or laid away), if any."""
    card = getattr(action, "card", None)
    return card if isinstance(card, Card) else None


def parse_action(text: str) -> Action:
    """The action written as ``text`` (the inverse of ``action.text``)."""
    verb, _, rest = text.strip().partition(" ")
    rest = rest.strip()
    try:
        if verb == "play":
            return Play(parse(rest))
        if verb == "discard":
            return Discard(parse(rest))
        if verb == "announce":
            return Announce(Contract(rest))
        if verb == "demand":
            return Demand(Claim(rest))
        if verb == "name":
            return NameSuit(Suit[rest.upper()])
        if verb == "pass" and not rest:
            return PASS
        if verb == "bid" and rest:
            return Bid(rest)
        if verb == "hold" and not rest:
            return Hold()
        if verb == "take":
            return ChooseTalon(Half(rest.lower()))
        if verb == "declare":
            names = () if rest in ("", "nothing") else tuple(n.strip() for n in rest.split(";"))
            return Declare(names)
    except CardError as error:
        raise ActionError(f"action {text!r}: {error}") from None
    except (ValueError, KeyError):
        raise ActionError(f"action {text!r}: {rest!r} cannot follow {verb!r}") from None
    raise ActionError(
        f"unknown action {text!r}: expected play, discard, declare, announce, demand, name,"
        " bid, hold, take or pass"
    )
