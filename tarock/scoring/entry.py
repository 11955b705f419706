"""What a person picks from when entering a deal by hand: every form of every declaration
in the rule set's table, with its name, its value and the cards it certainly shows.

A count ("12 trumps with Pagat") shows only the cards it names; a run of Matadors and a
whole group (four Kings, a Cavalry) show all their cards; a group completed by the Fool
("three Kings and the Fool") shows the Fool, not which card it stands for. Two players
showing the same card is what ``tarock.scoring.facts.check`` refuses; ``check`` refuses
a declaration the rule set does not have, and more cards of a kind declared than the
pack holds (four Kings and half in Kings: seven Kings).

Examples:
    >>> from tarock import rules
    >>> forms = declaration_forms(rules.get("danish-tarok").options)
    >>> [(f.name, f.value) for f in forms if "Kings" in f.name]
    [('half in Kings', 5), ('four Kings', 10), ('overfull in Kings', 15)]
    >>> [(f.name, f.value, f.cards) for f in forms if f.name.startswith("12 trumps")]
    [('12 trumps with Pagat', 20, (T1,)), ('12 trumps without Pagat', 20, ())]
    >>> kings = [f.declared(0) for f in forms if f.name == "four Kings"]
    >>> check((*kings, next(f for f in forms if f.name == "half in Kings").declared(1)),
    ...       rules.get("danish-tarok").options)
    Traceback (most recent call last):
    ...
    tarock.scoring.facts.FactsError: declarations: seat 0's four Kings and seat 1's half in \
Kings need 7 Kings; the pack has 4
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from tarock.cards import FOOL, KINGS, Card
from tarock.rules.declarations import Count, Declaration, Group, Run
from tarock.rules.options import Options
from tarock.scoring.facts import Declared, FactsError


class Form(NamedTuple):
    """One form of a declaration: what it is called, its value and the cards it shows;
    ``group`` names the table's entry it belongs to."""

    group: str
    name: str
    value: int
    cards: tuple[Card, ...]
    holds: int = 0
    """How many of ``kind``'s cards the declarer certainly holds (3 of the four Kings for
    half in Kings, 12 of the trumps for 12 trumps)."""
    kind: tuple[Card, ...] = ()
    """The cards the declaration counts: the table entry's."""
    noun: str = ""
    """Those cards in words ("trumps", "Kings")."""

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
        kind = (*item.required, *item.run)
        out = []
        for extra in range(len(item.run) + 1):
            hand = (*item.required, *item.run[:extra])
            found = item.score(hand)
            assert found is not None
            out.append(
                Form(group, found.name, found.value, found.cards, len(hand), kind, item.name)
            )
        return out
    return _groups(item)


def _counts(item: Count) -> list[Form]:
    """n of the counted cards, for each n the table allows, with and without each card the
    declarer names (only the cards he says he holds are certain)."""
    group = f"{item.name} ({item.minimum} or more)"
    named = item.mentioned
    others = sorted((card for card in item.cards if card not in named), key=lambda c: c.index)
    kind = tuple(sorted(item.cards, key=lambda c: c.index))
    out = []
    for count in range(item.minimum, len(item.cards) + 1):
        for flags in range(1 << len(named)):
            held = tuple(card for i, card in enumerate(named) if not flags >> i & 1)
            if count - len(held) > len(others) or count < len(held):
                continue
            found = item.score((*held, *others[: count - len(held)]))
            assert found is not None
            out.append(Form(group, found.name, found.value, held, count, kind, item.name))
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
    noun = "Kings" if set(item.cards) == set(KINGS) else f"cards of the {item.name}"
    for hand, shown in hands:
        found = item.score(hand)
        if found is not None and (found.name, found.value) not in [(f.name, f.value) for f in out]:
            held = sum(card in item.cards for card in hand)
            out.append(Form(item.name, found.name, found.value, shown, held, item.cards, noun))
    return out


def check(declared: Iterable[Declared], options: Options) -> None:
    """Raise ``FactsError`` for a declaration the rule set does not have (by its name and
    value), or for more cards of one kind declared than the pack holds: for each kind of
    card the table counts, each seat certainly holds as many as its largest declaration of
    that kind names, or as the cards its declarations show, and together no more than
    there are."""
    forms = {form.name: form for form in declaration_forms(options)}
    items = list(declared)
    for item in items:
        form = forms.get(item.name)
        if form is None:
            raise FactsError(f"declaration {item.name!r}: not a declaration of this rule set")
        if form.value != item.value:
            raise FactsError(
                f"declaration {item.name!r}: it is worth {form.value}, not {item.value}"
            )
    kinds = {form.kind: form.noun for form in forms.values()}
    for kind, noun in kinds.items():
        need: dict[int, tuple[int, str]] = {}
        for item in items:
            form = forms[item.name]
            shown = {*item.cards, *form.cards}
            count = max(form.holds if form.kind == kind else 0, sum(c in kind for c in shown))
            if count and count > need.get(item.seat, (0, ""))[0]:
                need[item.seat] = (count, item.name)
        total = sum(count for count, _ in need.values())
        if total > len(kind):
            who = [f"seat {seat}'s {name}" for seat, (_, name) in sorted(need.items())]
            said = ", ".join(who[:-1]) + " and " + who[-1]
            raise FactsError(f"declarations: {said} need {total} {noun}; the pack has {len(kind)}")
