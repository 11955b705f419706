"""Markdown pieces for the site's pages, computed from the package at build time.

Examples:
    >>> from tarock import rules
    >>> print(ruleset_header(rules.get("grosstarock")).splitlines()[0])
    !!! abstract "Rule set `grosstarock` · Scholarly"
"""

from __future__ import annotations

import dataclasses

from tarock.explain import explain, named
from tarock.play import DealResult, SessionResult
from tarock.rules.options import doc
from tarock.rules.ruleset import Ruleset
from tarock.scoring.settlement import Pot
from tarock.site import show_value


def ruleset_header(ruleset: Ruleset) -> str:
    """A box with the rule set's id, status, summary, sources and a command to try."""
    lines = [
        f'!!! abstract "Rule set `{ruleset.id}` · {ruleset.status.value}"',
        "",
        f"    {ruleset.summary}",
        "",
        f"    *{ruleset.status.value}:* {ruleset.status.meaning}",
        "",
        "    Sources:",
        "",
        *(f"    - {source.author}, *{source.title}* ({source.year})" for source in ruleset.sources),
        "",
        f"    Try it: `tarock deal --variant {ruleset.id} --seed 13 --players heuristic`",
    ]
    return "\n".join(lines)


def deal_summary(result: DealResult) -> str:
    """A finished deal as Markdown: the step-by-step explanation in a text block."""

    body = "\n".join(explain(result))
    return f"```text\n{body}\n```"


def session_summary(result: SessionResult) -> str:
    """A session as Markdown: per deal the dealer, the stakes, the events at the end, the pots
    after it and the running totals; then the sharing of the pots."""
    names = result.record.seats
    head = ["deal", "dealer", "stakes", "the end of the deal", "King pot", "Pagat pot"]
    lines = ["| " + " | ".join(head + names) + " |", "|" + " --- |" * (len(head) + len(names))]
    for number, (stake, deal) in enumerate(zip(result.stakes, result.deals, strict=True)):
        events = sorted({named(_event(p.reason), names) for p in deal.ledger if _event(p.reason)})
        if deal.state.redealt:
            events = ["no trump dealt: a new deal"]
        paid = sum((p.amount for p in stake), start=0)
        pots = result.pots[number]
        totals = result.totals(number)
        row = [
            str(number + 1),
            names[deal.state.dealer],
            str(paid),
            "; ".join(events) or "card points only",
            str(pots[Pot.KING]),
            str(pots[Pot.PAGAT]),
            *(f"{totals[seat]:+}" for seat in range(len(names))),
        ]
        lines.append("| " + " | ".join(row) + " |")
    shared = result.totals()
    lines += [
        "",
        "At the end the pots are shared equally; the final totals are "
        + ", ".join(f"{names[seat]} {shared[seat]}" for seat in range(len(names)))
        + f", which sum to {sum(shared.values())}.",
    ]
    return "\n".join(lines)


def _event(reason: str) -> str:
    """The notable part of a payment's reason: ultimos, Tout, Nolo, pots taken."""
    for word in ("ultimo", "Vole", "Nolo", "last trick"):
        if word in reason:
            return reason.split(":")[0]
    return ""


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
