"""What the play page draws of a deal, as plain JSON: the log told as the deal goes
(``Narrator``), the position, a settled deal, and two settlements of one deal side by side.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any, Final

from tarock import rules
from tarock.analysis.resettle import alternatives, settled_as, used_by
from tarock.analysis.resettle import text as as_text
from tarock.cards import ALL, Card
from tarock.engine.actions import (
    Action,
    Announce,
    ChooseTalon,
    Claim,
    Declare,
    Demand,
    Discard,
    Play,
)
from tarock.engine.loop import Step
from tarock.engine.phases import Phase
from tarock.engine.state import State
from tarock.results import DealResult, recorded_ruleset
from tarock.rules.options import doc, name_in_words
from tarock.rules.ruleset import Names
from tarock.scoring.counting import count, piles
from tarock.scoring.settlement import Kind, Payment, Pot, exact, paid_in_trick
from tarock.text import explain
from tarock.text.render import card_svg
from tarock.text.translate import in_language, sentence

View = dict[str, Any]
"""What the page draws: plain JSON (see ``tarock.web.game.Game.view``)."""


def pictures() -> dict[str, str]:
    """Every card's picture (SVG, drawn by ``tarock.text.render``) by its code."""
    return {card.code: card_svg(card) for card in ALL}


class Narrator:
    """Tells a deal as it goes, one line per event: what the page's log shows."""

    def __init__(self, state: State, names: Sequence[str], you: int | None) -> None:
        self.state, self.names, self.you = state, names, you
        self.lines: list[str] = []
        self.plays: list[tuple[str, Card, str]] = []
        """The trick in progress: who played which card, under which clause."""
        self.last: list[tuple[str, Card, str]] = []
        """The last complete trick."""
        self.told: list[Payment] = []
        """The payments told as they were made (in a trick before the last)."""
        self.ended = False

    def retell(self, steps: Sequence[Step]) -> None:
        """Take ``steps`` on this narrator's state (a deal as dealt), telling each."""
        for step in steps:
            phase = self.state.phase
            self.state.push(step.action)
            self.seen(step, phase)

    def paid(self, payments: Sequence[Payment], when: str = "Paid now") -> None:
        """Tell ``payments`` as they are made."""
        if payments:
            self.told += payments
            lines = explain.ledger_lines(payments, self.names)
            self.lines += [f"{when}: {line.strip()}" for line in lines]

    def settled(self, result: DealResult) -> None:
        """Tell, once, what the end of the deal pays: the last trick, the Vole or Nolo, the
        card points (what was told as it was made, and the declarations, are not told again)."""
        if self.ended:
            return
        self.ended = True
        told = list(self.told)
        rest = []
        for payment in result.ledger:
            if payment in told:
                told.remove(payment)
            elif payment.kind is not Kind.DECLARATIONS:
                rest.append(payment)
        if rest:
            self.paid(rest, "Paid at the end")

    def who(self, seat: int) -> str:
        return "You" if seat == self.you else self.names[seat]

    def seen(self, step: Step, phase: Phase) -> None:
        """One action just taken (the loop's ``watch``)."""
        state, action, who = self.state, step.action, self.who(step.seat)
        if isinstance(action, Play):
            self.plays.append((self.names[step.seat], action.card, step.clause))
            if len(self.plays) == len(state.seats):
                winner = self.names[state.tricks[-1].winner]
                number = state.tricks[-1].number
                self.lines.append(
                    f"Trick {number}: {explain.trick_text(self.plays, state.ruleset.names)}."
                    f" {winner} wins."
                )
                self.last, self.plays = self.plays, []
                if not state.is_over:
                    self.paid(list(paid_in_trick(state, state.tricks[-1])))
        elif isinstance(action, Discard):
            if state.phase is not phase:  # the discard is complete
                face_up = step.seat == self.you or self.you is None
                self.lines.append(explain.laid_away(state, who, face_up))
        elif isinstance(action, Declare):
            self.lines += explain.declared(state, step.seat, self.names)
        else:
            self.lines.append(f"{who}: {choice_text(action, state)} ({step.clause})")
        if state.phase is Phase.TALON and phase is not Phase.TALON:
            self.lines.append("The talon is turned up: " + explain.talon_text(state))
        if state.is_over and state.thrown_in is not None:
            self.lines.append(f"No play: {explain.thrown_in_text(state, self.names)}.")


_VERBATIM: Final = frozenset(
    {"record", "position", "branched", "filename", "card", "action", "option", "variant"}
    | {"names", "you", "kinds", "phase", "final", "pots_at", "id"}
)
"""The keys of a view whose values the page or the engine reads back as they are."""


def in_own_words(view: Any, names: Names) -> Any:
    """Every text of ``view`` for the reader in the rule set's own words
    (``explain.own_words``), leaving what the page or the engine reads back alone."""
    return for_reader(view, names, lambda text: text)


def for_reader(view: Any, names: Names, language: Callable[[str], str] = in_language) -> Any:
    """Every text of ``view`` as the reader reads it: in the rule set's own words
    (``explain.own_words``), then in the reader's language (``language``: by default
    ``tarock.text.translate.in_language``, the current one), leaving what the page or the
    engine reads back alone."""
    if isinstance(view, str):
        return language(explain.own_words(view, names))
    if isinstance(view, list):
        return [for_reader(item, names, language) for item in view]
    if isinstance(view, dict):
        out = {
            key: value if key in _VERBATIM else for_reader(value, names, language)
            for key, value in view.items()
        }
        if isinstance(view.get("error"), str):  # a sentence of its own
            out["error"] = sentence(view["error"], out["error"])
        return out
    return view


def choice_text(action: Action, state: State) -> str:
    """An action without a card as a button says it: its text, a talon half with its cards,
    an announcement and a demand naming what they are for (in the engine's words, which
    ``explain.own_words`` puts into the rule set's: "announce Tout")."""
    if isinstance(action, ChooseTalon):
        return (
            f"{action.text}: {explain.labels(state.talon_half(action.half), state.ruleset.names)}"
        )
    if isinstance(action, Announce):
        return f"announce {action.kind.value.capitalize()}"
    if isinstance(action, Demand) and action.claim is Claim.FOOL:
        return "demand the Fool"
    return action.text


def card_verb(state: State) -> str | None:
    """What a click on a card of the hand asks for now ("play", "discard"), if anything."""
    if state.phase is Phase.DISCARD:
        return "discard"
    if state.phase is Phase.PLAY and state.naming < 0:
        return "play"
    return None


def position(
    state: State, narrator: Narrator, names: Sequence[str], hidden: int | None = None
) -> View:
    """What every view shows of a deal: the phase, the trick (and the last one, with who
    won it), the card points so far (``hidden``: a seat whose laid-away cards are not
    counted, as the person has not seen them)."""
    taken, words = piles(state), state.ruleset.names
    won = f"{names[state.tricks[-1].winner]} wins." if narrator.last and state.tricks else None
    won = f"{names[state.tricks[-1].winner]} wins." if narrator.last and state.tricks else None
    if hidden is not None:
        laid = set(state.discard)
        taken[hidden] = [card for card in taken[hidden] if card not in laid]
    return {
        "phase": state.phase.value,
        "to_move": None if state.is_over else names[state.to_move],
        "dealer": names[state.dealer],
        "step": len(state.history),
        "trick": [_played(who, card, clause, words) for who, card, clause in narrator.plays],
        "last_trick": [_played(who, card, clause, words) for who, card, clause in narrator.last],
        "won": won,
        "tricks": {names[s]: state.won[s] for s in state.seats},
        "points": {names[s]: explain.number(count(taken[s])) for s in state.seats},
        "unseen_discard": None if hidden is None else names[hidden],
        "talon": explain.talon_text(state) if state.declarer >= 0 else None,
        "log": narrator.lines,
    }


def _played(who: str, card: Card, clause: str, names: Names) -> dict[str, str]:
    return {"seat": who, "card": card.code, "label": explain.label(card, names), "clause": clause}


def card_view(
    card: Card, names: Names, action: str | None = None, clause: str | None = None
) -> View:
    """A card as the page draws it: its code (for the picture and the action), its label
    in the rule set's words, and what a click on it does, if anything."""
    return {
        "card": card.code,
        "label": explain.label(card, names),
        "action": action,
        "legal": clause is not None,
        "clause": clause,
    }


def result_view(result: DealResult) -> View:
    """A finished deal: its payments as rows (who pays whom, how much, why), how the card
    points were settled, the card points, the net per seat, and the explanation
    ``tarock replay`` prints."""
    names = result.record.seats
    return {
        "payments": explain.payment_rows(result.ledger, names),
        "balance": explain.balance_text(result),
        "thrown_in": (
            None if result.state.thrown_in is None else explain.thrown_in_text(result.state, names)
        ),
        "card_points": explain.card_points_line(result).strip(),
        "lines": explain.explain(result),
        "net": explain.totals_text(result.net, names),
        "alternatives": other_rules(recorded_ruleset(result.record)),
    }


RULES = "rules:"
"""How the page names another rule set's settlement as a choice: ``rules:ID``."""


def other_rules(ruleset: rules.Ruleset) -> list[dict[str, str]]:
    """The settlements a deal of ``ruleset`` may be settled again under: each other rule
    set's where the cards allow it, then each scoring option changed alone."""
    return [
        {"option": RULES + other.id, "label": f"As {other.title} settles a deal"}
        for other in rules.VARIANTS.values()
        if other.id != ruleset.id and settled_as(ruleset, other)
    ] + [
        {"option": text, "label": f"{option_label(text)} (as played: {played(ruleset, text)})"}
        for text in alternatives(ruleset)
    ]


def option_label(text: str) -> str:
    """A ``NAME=VALUE`` option change in words: ``Card points settled: bands``."""
    name, _, value = text.partition("=")
    return f"{name_in_words(name)}: {value}"


def played(ruleset: rules.Ruleset, text: str) -> str:
    """The value ``ruleset`` itself gives the option that ``text`` (``NAME=VALUE``) changes."""
    name = text.partition("=")[0]
    return as_text(name, getattr(ruleset.options, name)).partition("=")[2]


def clause(ruleset: rules.Ruleset, text: str) -> str:
    """The rule behind an option change: the option's meaning, and where the new value is
    the rule (the other rule sets whose own it is, each with the source it is cited from),
    or that it is a what-if no rule set here plays, beside the source of the value played.

    Examples:
        >>> print(clause(rules.get("grosstarock"), "card_settlement=bands"))  # doctest: +ELLIPSIS
        How card points are settled... So in Danish Tarok (2011), after ...
        >>> grosstarock = rules.get("grosstarock")
        >>> print(clause(grosstarock, "pagat_ultimo=0"))  # doctest: +NORMALIZE_WHITESPACE
        Pagat wins the last trick. No rule set here has this value: Grosstarock (after
        Dummett) has 15, after Michael Dummett, Twelve Tarot Games (1980).
    """
    name = text.partition("=")[0]
    users = used_by(ruleset, text)
    if users:
        where = " and in ".join(f"{other.title}, after {other.cited(name)}" for other in users)
        return f"{doc(name)} So in {where}."
    own = played(ruleset, text)
    return (
        f"{doc(name)} No rule set here has this value: {ruleset.title} has {own},"
        f" after {ruleset.cited(name)}."
    )


def comparison(before: DealResult, after: DealResult, why: str = "") -> View:
    """Two settlements of a deal side by side: each seat's net under both and the
    difference (and each pot's, where a payment went into or out of one), with the total of
    the differences (``total``: nothing, as no payment leaves the table), every payment with
    its amount under each (``lines``; blank where it is not made), and the lines that
    differ (``changed``, each with ``why``: the rule behind the change, if one is)."""
    names = before.record.seats
    was, now = (r.ledger.net(before.net) for r in (before, after))
    parties = list(was) + [party for party in now if party not in was]  # the pots paid
    net = [
        {
            "seat": explain.party_name(party, names),
            "pot": isinstance(party, Pot),
            "before": explain.number(was.get(party, 0), True),
            "after": explain.number(now.get(party, 0), True),
            "difference": explain.number(exact(now.get(party, 0) - was.get(party, 0)), True),
        }
        for party in parties
    ]
    total = exact(sum(now.values(), Fraction(0)) - sum(was.values(), Fraction(0)))
    rows_before, rows_after = (explain.payment_rows(r.ledger, names) for r in (before, after))
    lines: list[dict[str, Any]] = [
        row | {"before": row["amount"], "after": ""} for row in rows_before
    ]
    for row in rows_after:  # each payment after beside the same payment before, if it was made
        same = (row["payer"], row["payee"], row["reason"])
        match = next(
            (line for line in lines if not line["after"] and same == _key(line)),
            None,
        )
        if match is None:
            lines.append(row | {"before": "", "after": row["amount"]})
        else:
            match["after"] = row["amount"]
    for line in lines:
        line["changed"] = line["before"] != line["after"]
        line["why"] = why if line["changed"] else ""
    changed = [line for line in lines if line["changed"]]
    return {
        "net": net,
        "total": explain.number(total),
        "pots": any(isinstance(party, Pot) for party in parties),
        "before": result_view(before),
        "after": result_view(after),
        "lines": lines,
        "changed": changed,
    }


def by_clause(
    compared: View, before: DealResult, ruleset: rules.Ruleset, found: dict[Payment, list[str]]
) -> None:
    """Give each changed line of ``compared`` (a ``comparison``) the clauses of the option
    changes that alone change it (``found``, from ``tarock.analysis.resettle.causes``); a line that
    only the changes together make keeps the general rule."""
    names = before.record.seats
    rows = explain.payment_rows(found, names)
    clauses = {
        _key(row): " ".join(clause(ruleset, change) for change in changes)
        for row, changes in zip(rows, found.values(), strict=True)
    }
    for line in compared["changed"]:
        line["why"] = clauses.get(_key(line), line["why"])


def _key(row: dict[str, Any]) -> tuple[str, str, str]:
    return row["payer"], row["payee"], row["reason"]
