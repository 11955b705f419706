"""Markdown pieces for the site's pages, computed from the package at build time.

>>> from tarock import rules
>>> print(ruleset_header(rules.get("grosstarock")).splitlines()[0])
!!! abstract "Rule set `grosstarock` · Scholarly"
"""

from __future__ import annotations

from tarock.play import DealResult
from tarock.rules.ruleset import Ruleset


def ruleset_header(ruleset: Ruleset) -> str:
    """A box with the rule set's id, status, summary, sources and a command to try."""
    lines = [
        f'!!! abstract "Rule set `{ruleset.id}` · {ruleset.status.value}"',
        "",
        f"    {ruleset.summary}",
        "",
        f"    *{ruleset.status.value}:* {ruleset.status.meaning}",
        "",
        "    Sources: " + "; ".join(str(source) for source in ruleset.sources),
        "",
        f"    Try it: `tarock deal --variant {ruleset.id} --seed 1 --players heuristic`",
    ]
    return "\n".join(lines)


def deal_summary(result: DealResult) -> str:
    """A finished deal as Markdown: the step-by-step explanation in a text block."""
    from tarock.explain import explain

    body = "\n".join(explain(result))
    return f"```text\n{body}\n```"
