"""Where each option applies: an option set where it does nothing is refused, and only
the options that score a finished deal may change when a record is settled again.

Examples:
    >>> from tarock import rules
    >>> print(unused(rules.get("tapp-tarock"), ["card_settlement=bands"]))
    option card_settlement does nothing in tapp-tarock: its card points decide the declarer's game
    >>> unused(rules.get("grosstarock"), ["card_settlement=bands"]) is None
    True
    >>> print(not_scoring(["vole=30", "seats=4"]))
    option seats changes the play, not only the scoring of a finished deal
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import NamedTuple

from tarock.rules.options import Options
from tarock.rules.ruleset import Ruleset


class Applies(NamedTuple):
    """Options that do something only when ``holds`` is true of the rule set's options;
    ``otherwise`` says why they do nothing (``{id}``: the rule set's id)."""

    names: tuple[str, ...]
    holds: Callable[[Options], bool]
    otherwise: str


CONDITIONS: tuple[Applies, ...] = (
    Applies(
        ("solo_first_turn", "hold", "talon_half", "pagat_ultimo_announced"),
        lambda options: bool(options.contracts),
        "{id} has no auction (no contracts to bid)",
    ),
    Applies(
        ("valat_game_factor", "trull", "four_kings"),
        lambda options: bool(options.contracts),
        "it scores contract games, and {id} has no auction",
    ),
    Applies(
        ("tapper",),
        lambda options: bool(options.contracts),
        "the Tapper is a game of the auction, and {id} has none",
    ),
    Applies(
        (
            "pagat_home",
            "pagat_captured",
            "pagat_ultimo_lost",
            "king_home",
            "king_captured",
            "king_ultimo",
            "king_ultimo_lost",
            "last_trick",
            "nolo",
            "vole_replaces_ultimo",
            "vole_cancels_card_points",
            "nolo_cancels",
        ),
        lambda options: not options.contracts,
        "a declarer's game against two defenders is settled without it (settle_contract)",
    ),
    Applies(
        ("declare_laid_away",),
        lambda options: bool(options.declarations) and not options.contracts,
        "{id} has no declarations made after a discard",
    ),
    Applies(
        ("card_settlement",),
        lambda options: not options.contracts,
        "its card points decide the declarer's game",
    ),
    Applies(
        (
            "dealer_stake",
            "dealer_stake_on_ante",
            "pagat_captured_pot",
            "king_captured_pot",
            "ultimo_takes_pot",
            "failed_ultimo_pot",
            "ultimo_success_first",
            "vole_takes_pots",
        ),
        lambda options: options.pot_ante > 0,
        "{id} keeps no pots (pot_ante=0)",
    ),
    Applies(
        (
            "fool_may_lead",
            "fool_deadline",
            "fool_when_out_of_trumps",
            "fool_captured_from",
            "fool_kept_no_trick",
            "fool_exchange_at_end",
            "fool_names_suit",
            "fool_barred_trick",
            "fool_demand_trick",
        ),
        lambda options: not options.fool_is_top_trump,
        "the Fool is the highest trump there (fool_is_top_trump)",
    ),
)
"""The options that apply only under a condition on the others."""

SCORING: frozenset[str] = frozenset(
    {
        "par",
        "card_settlement",
        "pagat_home",
        "pagat_captured",
        "pagat_ultimo",
        "pagat_ultimo_lost",
        "king_home",
        "king_captured",
        "king_ultimo",
        "king_ultimo_lost",
        "last_trick",
        "vole",
        "nolo",
        "vole_replaces_ultimo",
        "valat_game_factor",
        "trull",
        "four_kings",
        "nolo_cancels",
        "fool_captured_from",
        "fool_kept_no_trick",
        "fool_exchange_at_end",
        "pagat_captured_pot",
        "king_captured_pot",
        "ultimo_takes_pot",
        "failed_ultimo_pot",
        "vole_takes_pots",
        "vole_cancels_card_points",
        "ultimo_success_first",
    }
)
"""The options read only when a finished deal is settled (never by the engine, so they
change no legal action): a recorded deal may be settled again under other values."""

STAKES: frozenset[str] = frozenset({"pot_ante", "dealer_stake", "dealer_stake_on_ante"})
"""The options of the stakes paid into the pots before a deal."""


def option_names(assignments: Iterable[str]) -> list[str]:
    """The option names of ``NAME=VALUE`` texts, as ``Options`` spells them."""
    return [text.partition("=")[0].strip().replace("-", "_") for text in assignments]


def unused(ruleset: Ruleset, assignments: Iterable[str]) -> str | None:
    """Why one of the ``NAME=VALUE`` options given does nothing in ``ruleset`` (which has
    them applied), in one line; None if each of them applies."""
    options = ruleset.options
    for name in option_names(assignments):
        for condition in CONDITIONS:
            if name in condition.names and not condition.holds(options):
                why = condition.otherwise.format(id=ruleset.id)
                return f"option {name} does nothing in {ruleset.id}: {why}"
    return None


def not_scoring(assignments: Iterable[str]) -> str | None:
    """Why one of the ``NAME=VALUE`` options may not change when a finished deal is settled
    again, in one line; None if each of them only scores."""
    for name in option_names(assignments):
        if name in STAKES:
            return f"option {name} sets the stakes paid before a deal, not a deal's settlement"
        if name not in SCORING:
            return f"option {name} changes the play, not only the scoring of a finished deal"
    return None
