"""What a person picks from when entering a deal by hand: every form of every declaration
in the rule set's table, with its name, its value and the cards it certainly shows.

A count ("12 trumps with Pagat") shows only the cards it names; a run of Matadors and a
whole group (four Kings, a Cavalry) show all their cards; a group completed by the Fool
("three Kings and the Fool") shows the Fool, not which card it stands for. Two players
showing the same card is what ``tarock.scoring.facts.check`` refuses.

Examples:
    >>> from tarock import rules
    >>> forms = declaration_forms(rules.get("danish-tarok").options)
    >>> [(f.name, f.value) for f in forms if "Kings" in f.name]
    [('half in Kings', 5), ('four Kings', 10), ('overfull in Kings', 15)]
    >>> [(f.name, f.value, f.cards) for f in forms if f.name.startswith("12 trumps")]
    [('12 trumps with Pagat', 20, (T1,)), ('12 trumps without Pagat', 20, ())]
"""

from __future__ import annotations

from typing import NamedTuple

from tarock.cards import FOOL, Card
from tarock.rules.declarations import Count, Declaration, Group, Run
from tarock.rules.options import Options
from tarock.scoring.facts import Declared


class Form(NamedTuple):
    """One form of a declaration: what it is called, its value and the cards it shows;
    ``group`` names the table's entry it belongs to."""

    group: str
    name: str
    value: int
    cards: tuple[Card, ...]

    def declared(self, seat: int) -> Declared:
        """This form shown by ``seat``."""
        return Declared(seat, self.name, self.value, self.cards)


def declaration_forms(options: Options) -> list[Form]:
    """Every form of every declaration of the rule set, in the table's order."""
    out: list[Form] = []
    for item in options.declaration_table:
        out += _forms(item)
    return out


def _forms(item: Declaration) -> list[Form]:
    if isinstance(item, Count):
        return _counts(item)
    if isinstance(item, Run):
        group = f"{item.name} ({len(item.required)} or more)"
        out = []
        for extra in range(len(item.run) + 1):
            hand = (*item.required, *item.run[:extra])
            found = item.score(hand)
            assert found is not None
            out.append(Form(group, found.name, found.value, found.cards))
        return out
    return _groups(item)


def _counts(item: Count) -> list[Form]:
    """n of the counted cards, for each n the table allows, with and without each card the
    declarer names (only the cards he says he holds are certain)."""
    group = f"{item.name} ({item.minimum} or more)"
    named = item.mentioned
    others = sorted((card for card in item.cards if card not in named), key=lambda c: c.index)
    out = []
    for count in range(item.minimum, len(item.cards) + 1):
        for flags in range(1 << len(named)):
            held = tuple(card for i, card in enumerate(named) if not flags >> i & 1)
            if count - len(held) > len(others) or count < len(held):
                continue
            found = item.score((*held, *others[: count - len(held)]))
            assert found is not None
            out.append(Form(group, found.name, found.value, held))
    return out


def _groups(item: Group) -> list[Form]:
    """The forms of a group: all but one with the Fool, the whole group, the whole with the
    Fool (each where it scores)."""
    out: list[Form] = []
    hands: list[tuple[tuple[Card, ...], tuple[Card, ...]]] = [
        ((FOOL, *item.cards[1:]), (FOOL,)),
        (item.cards, item.cards),
        ((FOOL, *item.cards), (FOOL, *item.cards)),
    ]
    for hand, shown in hands:
        found = item.score(hand)
        if found is not None and (found.name, found.value) not in [(f.name, f.value) for f in out]:
            out.append(Form(item.name, found.name, found.value, shown))
    return out
