"""The score page's Python side: an evening's sheet of deals played with real cards.

The page keeps the sheet (``tarock.scoring.sheet``: the rule set, the names, each deal's
facts) in the browser and sends it whole; ``score`` works every deal out again and
returns the payments with their reasons (the words of the play page's payments table),
the pots and the running totals, the sharing at the end and who pays whom. A game record
made here or by ``tarock`` opens as a sheet (``open_file``). JSON text both ways; bad
input gives ``{"error": "one line"}``, never a traceback.

Examples:
    >>> sheet = {"format": "tarock-score", "version": 1, "variant": "danish-tarok",
    ...          "names": ["Ann", "Bo", "Cy"], "deals": [{"dealer": 0, "last_winner": 1,
    ...          "card_points": {"0": 20, "1": 34, "2": 24}}]}
    >>> answer = json.loads(score(json.dumps(sheet)))
    >>> answer["totals"], answer["pots"]
    ({'Ann': '-75', 'Bo': '5', 'Cy': '-60'}, {'King pot': '65', 'Pagat pot': '65'})
    >>> answer["deals"][0]["payments"][0]["reason"]
    'Bo wins the last trick'
    >>> json.loads(score('{"format": "tarock-score"'))["error"]
    'the file is damaged: its JSON breaks off at line 1, column 26'
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from tarock import rules
from tarock.cards import KINGS, PAGAT
from tarock.engine.seats import active_seats
from tarock.records import Record, RecordError, SessionRecord, loads_any
from tarock.rules.options import CardSettlement
from tarock.rules.ruleset import Ruleset
from tarock.scoring.entry import declaration_forms
from tarock.scoring.facts import facts_of, pack_points
from tarock.scoring.session import keeps_pots
from tarock.scoring.settlement import Amount, Pot
from tarock.scoring.sheet import Sheet, loads, parsed, transfers
from tarock.table import Table
from tarock.text import explain

Json = Any

FIRST = "danish-tarok"
"""The rule set the page offers first: the one still played at clubs."""


def _answer(make: Callable[[], Json]) -> str:
    try:
        return json.dumps(make())
    except (ValueError, RecordError) as error:  # SheetError, FactsError are ValueErrors
        return json.dumps({"error": str(error)})


def variants() -> list[dict[str, Json]]:
    """The rule sets, Danish Tarok first: id, title, table sizes, whether pots are kept."""
    ids = [FIRST, *(variant for variant in rules.ids() if variant != FIRST)]
    out = []
    for variant in ids:
        ruleset = rules.get(variant)
        out.append(
            {
                "id": ruleset.id,
                "title": ruleset.title,
                "tables": list(ruleset.tables()),
                "pots": keeps_pots(ruleset.options),
            }
        )
    return out


def setup(variant: str, options: str = "") -> str:
    """What the page needs to enter a deal of ``variant`` (``options``: NAME=VALUE, comma
    separated): its presets, the forms of its declarations, its games, its words."""

    def make() -> Json:
        changes = tuple(item for item in options.split(",") if item.strip())
        return {"variants": variants(), **_setup(rules.get(variant, changes))}

    return _answer(make)


def page_data() -> str:
    """Everything the page's form needs before the engine has loaded, for every rule set
    (written into the page when the site is built): the ``setup`` of each, and who plays
    each deal at a table of three and of four, by dealer."""
    data = {
        "variants": variants(),
        "setups": {variant: _setup(rules.get(variant)) for variant in rules.ids()},
        "playing": {
            str(size): [list(active_seats(size, dealer)) for dealer in range(size)]
            for size in (3, 4)
        },
        "settlements": [
            {"value": rule.value, "words": _SETTLEMENT_WORDS[rule]} for rule in CardSettlement
        ],
    }
    return json.dumps(data).replace("</", "<\\/")


_SETTLEMENT_WORDS = {
    CardSettlement.EXACT: "exactly, against 26",
    CardSettlement.BANDS: "in steps of 5, the seat after the dealer takes the balance",
    CardSettlement.BANDS_WITH_ELDEST: "in steps of 5, each settles with the seat after the dealer",
    CardSettlement.BANDS_EACH: "in steps of 5, everyone rounded",
    CardSettlement.NONE: "not counted (they pay nothing)",
}


def _setup(ruleset: Ruleset) -> Json:
    """``setup``'s answer for one rule set."""
    names = ruleset.names
    options = ruleset.options
    return {
        "id": ruleset.id,
        "title": ruleset.title,
        "tables": list(ruleset.tables()),
        "pots": keeps_pots(ruleset.options),
        "presets": [{"name": p.name, "title": p.title} for p in ruleset.presets],
        "forms": [
            {
                "group": f.group,
                "name": f.name,
                "value": f.value,
                "cards": [c.code for c in f.cards],
            }
            for f in declaration_forms(ruleset.options)
        ],
        "games": [
            {"name": game.name, "value": game.value, "played": game.played}
            for game in ruleset.options.games
        ],
        "honours": [{"code": card.code, "name": card.name} for card in (PAGAT, *KINGS)],
        "words": {"fool": names.fool, "vole": names.vole, "nolo": names.nolo},
        "tricks": options.tricks,
        "cancels": {"vole": options.vole_cancels_card_points, "nolo": options.nolo_cancels},
        "fool_kept": bool(options.fool_kept_no_trick),
        "announce": []
        if options.games
        else [
            {"kind": kind, "trick": tier[0], "value": tier[1]}
            for kind, tiers in (("vole", options.vole_announced), ("nolo", options.nolo_announced))
            for tier in tiers
        ],
        "card_settlement": options.card_settlement.value,
        "pot_ante": options.pot_ante,
        "pack_points": _number(pack_points(options)),
    }


def _number(amount: Amount) -> str:
    """An amount as the page shows it: ``-75``, ``28 2/3``."""
    return explain.number(amount)


def _pots(pots: dict[Pot, Amount]) -> dict[str, Json]:
    return {pot.value: _number(amount) for pot, amount in pots.items()}


def worked(sheet: Sheet) -> Json:
    """Every deal of ``sheet`` worked out, the end of the evening, and who deals next."""
    names = sheet.names
    deals = []
    for number, scored in enumerate(sheet.scores(), 1):
        playing = active_seats(len(names), scored.facts.dealer)
        deals.append(
            {
                "number": number,
                "dealer": names[scored.facts.dealer],
                "out": [names[s] for s in sheet.seats if s not in playing],
                "thrown_in": scored.facts.thrown_in,
                "stakes": explain.payment_rows(scored.stakes, names),
                "payments": explain.payment_rows(scored.ledger, names),
                "pots_before": _pots(scored.pots_before),
                "pots_after": _pots(scored.pots_after),
                "net": {names[s]: _number(a) for s, a in scored.net.items()},
                "totals": {names[s]: _number(a) for s, a in scored.totals.items()},
            }
        )
    final = sheet.final()
    pots_kept = keeps_pots(sheet.ruleset.options)
    return {
        "deals": deals,
        "totals": {names[s]: _number(a) for s, a in sheet.totals().items()},
        "pots": _pots(sheet.pots()) if pots_kept else {},
        "next_dealer": sheet.next_dealer(),
        "sharing": explain.payment_rows(sheet.sharing(), names),
        "final": {names[s]: _number(a) for s, a in final.items()},
        "transfers": [
            {"payer": names[a], "payee": names[b], "amount": explain.number(amount)}
            for a, b, amount in transfers(final)
        ],
    }


def score(text: str) -> str:
    """The sheet (its JSON text) worked out; an entry no deal could have is one error line
    naming the deal and the entry, and each player by name."""
    answer = _answer(lambda: worked(loads(text)))
    if answer.startswith('{"error"'):
        return json.dumps({"error": in_words(json.loads(answer)["error"], text)})
    return answer


SEAT = re.compile(r"\bseat (\d)\b")


def in_words(message: str, text: str) -> str:
    """An error message about the sheet ``text`` as the table says it: each seat by its
    player's name, the Vole and the Nolo by the rule set's words.

    >>> sheet = {"variant": "danish-tarok", "names": ["Ann", "Bo", "Cy"]}
    >>> in_words("Vole: seat 0 took every trick, but seat 2 took one", json.dumps(sheet))
    'Tout: Ann took every trick, but Cy took one'
    """
    try:
        data = json.loads(text)
        names = [str(name).strip() for name in data["names"]]
        words = rules.get(str(data["variant"])).names
    except (ValueError, KeyError, TypeError):
        return message
    message = SEAT.sub(lambda m: names[int(m[1])] if int(m[1]) < len(names) else m[0], message)
    message = re.sub(r"\bVole\b", words.vole, message)
    return re.sub(r"\bNolo\b", words.nolo, message)


def open_file(text: str) -> str:
    """A file a person opens: a score sheet (JSON or CSV) or a game record made by
    ``tarock`` or the play page, as the sheet's JSON data."""
    answer = _answer(lambda: opened(text).to_json())
    if answer.startswith('{"error"'):
        return json.dumps({"error": in_words(json.loads(answer)["error"], text)})
    return answer


def opened(text: str) -> Sheet:
    """The sheet a file holds (a game record becomes one, deal by deal)."""
    head = text.lstrip("\ufeff").lstrip()
    if head.startswith("{") and '"tarock-score"' not in head[:200]:
        data = parsed(head)
        if isinstance(data, dict) and str(data.get("format", "")).startswith("tarock-"):
            return sheet_of(loads_any(head))
    return loads(text)


def sheet_of(record: Record | SessionRecord) -> Sheet:
    """A game record as a sheet: the facts of each deal as the engine plays it again."""
    table = Table.replay(record)
    if isinstance(record, SessionRecord):
        assert table.session is not None
        results = list(table.session.deals)
        pots = None
    else:
        assert table.result is not None
        results = [table.result]
        pots = table.pots_at_start
    ruleset = results[0].state.ruleset
    return Sheet(
        variant=ruleset.id,
        names=tuple(record.seats),
        options=tuple(rules.changed_options(ruleset)),
        first_dealer=results[0].state.dealer,
        deals=[facts_of(result.state) for result in results],
        pots_at_start=pots,
    )


def to_csv(text: str) -> str:
    """The sheet (its JSON text) as CSV text, or ``{"error": ...}`` JSON."""
    try:
        return loads(text).to_csv()
    except ValueError as error:
        return json.dumps({"error": str(error)})


__all__ = ["open_file", "page_data", "score", "setup", "sheet_of", "to_csv", "variants", "worked"]
