"""The score page's Python side: an evening's sheet of deals played with real cards.

The page keeps the sheet (``tarock.scoring.sheet``: the rule set, the names, each deal's
facts) in the browser and sends it whole; ``score`` works every deal out again and
returns the payments with their reasons (the words of the play page's payments table),
the pots and the running totals, the sharing at the end and who pays whom. A game record
made here or by ``tarock`` opens as a sheet (``open_file``). JSON text both ways; bad
input gives ``{"error": "one line"}``, never a traceback.

Each function the page calls takes the page's language (``lang``, its ``<html lang>``) and
works inside ``speaking(lang)``. The package carries no translation of its own: the words
``page_data`` writes pass through the ``translate`` it is given (the site generator gives
its catalogue's ``_`` for a Danish page), and the engine's own texts (a payment's reason,
an error) through ``in_reader_language``, the one place where they are put into the
reader's language.

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
from collections.abc import Callable, Iterable, Sequence
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
from tarock.scoring.settlement import Amount, Payment, Pot
from tarock.scoring.sheet import Sheet, loads, parsed, transfers
from tarock.table import Table
from tarock.text import explain
from tarock.text.language import Translate, speaking
from tarock.text.translate import in_language

Json = Any

FIRST = "danish-tarok"
"""The rule set the page offers first: the one still played at clubs."""


def in_reader_language(text: str) -> str:
    """One of the engine's texts (a payment's reason, "Pagat wins trick 13"; an error
    message; a word of the package) in the language being written (``speaking``): the one
    place where the score page puts the engine's English into the reader's language,
    through the package's catalogue (``tarock.text.translate``)."""
    return in_language(text)


def _answer(make: Callable[[], Json]) -> str:
    try:
        return json.dumps(make())
    except (ValueError, RecordError) as error:  # SheetError, FactsError are ValueErrors
        return json.dumps({"error": str(error)})


def _order(only: Sequence[str] | None = None) -> list[str]:
    """The rule sets' ids, Danish Tarok first (``only``: just those)."""
    ids = [FIRST, *(variant for variant in rules.ids() if variant != FIRST)]
    return [variant for variant in ids if only is None or variant in only]


def variants(
    translate: Translate = in_reader_language, only: Sequence[str] | None = None
) -> list[dict[str, Json]]:
    """The rule sets, Danish Tarok first: id, title, table sizes, whether pots are kept
    (``only``: just those rule sets)."""
    out = []
    for variant in _order(only):
        ruleset = rules.get(variant)
        out.append(
            {
                "id": ruleset.id,
                "title": translate(ruleset.title),
                "tables": list(ruleset.tables()),
                "pots": keeps_pots(ruleset.options),
            }
        )
    return out


def setup(variant: str, options: str = "", lang: str = "en") -> str:
    """What the page needs to enter a deal of ``variant`` (``options``: NAME=VALUE, comma
    separated): its presets, the forms of its declarations, its games, its words."""

    def make() -> Json:
        changes = tuple(item for item in options.split(",") if item.strip())
        return {"variants": variants(), **_setup(rules.get(variant, changes))}

    with speaking(lang):
        return _named(_answer(make), "")


def page_data(
    lang: str = "en",
    translate: Translate = in_reader_language,
    only: Sequence[str] | None = None,
) -> str:
    """Everything the page's form needs before the engine has loaded, for every rule set
    (written into the page when the site is built): the ``setup`` of each, and who plays
    each deal at a table of three and of four, by dealer; in ``lang``, each word through
    ``translate``; ``only``: the rule sets the page offers (every title is given, to name
    a file's rule set the page does not offer)."""
    with speaking(lang):
        data = {
            "variants": variants(translate, only),
            "titles": {variant: translate(rules.get(variant).title) for variant in _order()},
            "setups": {variant: _setup(rules.get(variant), translate) for variant in _order(only)},
            "playing": {
                str(size): [list(active_seats(size, dealer)) for dealer in range(size)]
                for size in (3, 4)
            },
            "settlements": [
                {"value": rule.value, "words": translate(_SETTLEMENT_WORDS[rule])}
                for rule in CardSettlement
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


_AT_LEAST = re.compile(r"(.+) \((\d+) or more\)")
_COUNTED = re.compile(r"(\d+) (.+)")
_SUIT = re.compile(r"(.*\b)(hearts|diamonds|clubs|spades)")


def said(name: str, translate: Translate = in_reader_language) -> str:
    """A declaration's, a group's or a card's name through ``translate``, its number and
    its suit taken out, so that one message serves every count and every suit
    ("{count} trumps with Pagat", "King of {suit}").

    >>> said("12 trumps with Pagat"), said("Matadors (3 or more)"), said("King of hearts")
    ('12 trumps with Pagat', 'Matadors (3 or more)', 'King of hearts')
    >>> words = {"{count} Matadors": "{count} matadorer", "King of {suit}": "{suit}kongen",
    ...          "hearts": "hjerter"}
    >>> said("12 Matadors", lambda t: words.get(t, t)), said("King of hearts", words.get)
    ('12 matadorer', 'hjerterkongen')
    """
    if found := _AT_LEAST.fullmatch(name):
        inner = said(found[1], translate)
        return translate("{name} ({count} or more)").format(name=inner, count=found[2])
    if found := _COUNTED.fullmatch(name):
        return translate("{count} " + found[2]).format(count=found[1])
    if found := _SUIT.fullmatch(name):
        return translate(found[1] + "{suit}").format(suit=translate(found[2]))
    return translate(name)


def _cap(text: str) -> str:
    """``text`` with a capital first letter, as a label starts ("pagat" -> "Pagat")."""
    return text[:1].upper() + text[1:]


def _setup(ruleset: Ruleset, translate: Translate = in_reader_language) -> Json:
    """``setup``'s answer for one rule set; a form's and a game's ``name`` is what the
    engine knows it by, its ``label`` what the page shows."""
    names = ruleset.names
    options = ruleset.options
    return {
        "id": ruleset.id,
        "title": translate(ruleset.title),
        "tables": list(ruleset.tables()),
        "pots": keeps_pots(ruleset.options),
        "presets": [{"name": p.name, "title": translate(p.title)} for p in ruleset.presets],
        "forms": [
            {
                "group": _cap(said(f.group, translate)),
                "name": f.name,
                "label": said(f.name, translate),
                "value": f.value,
                "cards": [c.code for c in f.cards],
            }
            for f in declaration_forms(ruleset.options)
        ],
        "games": [
            {
                "name": game.name,
                "label": translate(game.name),
                "value": game.value,
                "played": game.played,
            }
            for game in ruleset.options.games
        ],
        "honours": [
            {
                "code": card.code,
                "name": said(card.name, translate),
                "label": _cap(said(card.name, translate)),
            }
            for card in (PAGAT, *KINGS)
        ],
        "words": {
            "fool": translate(names.fool),
            "vole": translate(names.vole),
            "nolo": translate(names.nolo),
        },
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


def _rows(ledger: Iterable[Payment], names: Sequence[str]) -> list[dict[str, str]]:
    """The payments as the page's table shows them, each reason in the reader's language."""
    rows = explain.payment_rows(ledger, names)
    return [row | {"reason": in_reader_language(row["reason"])} for row in rows]


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
                "stakes": _rows(scored.stakes, names),
                "payments": _rows(scored.ledger, names),
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
        "sharing": _rows(sheet.sharing(), names),
        "final": {names[s]: _number(a) for s, a in final.items()},
        "transfers": [
            {"payer": names[a], "payee": names[b], "amount": explain.number(amount)}
            for a, b, amount in transfers(final)
        ],
    }


def score(text: str, lang: str = "en") -> str:
    """The sheet (its JSON text) worked out; an entry no deal could have is one error line
    naming the deal and the entry, and each player by name; in ``lang``."""
    with speaking(lang):
        return _named(_answer(lambda: worked(loads(text))), text)


def _named(answer: str, text: str) -> str:
    """An answer of ``_answer``; its error, if any, with each seat by its player's name."""
    if answer.startswith('{"error"'):
        message = in_words(json.loads(answer)["error"], text)
        return json.dumps({"error": in_reader_language(message)})
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


def open_file(text: str, lang: str = "en") -> str:
    """A file a person opens: a score sheet (JSON or CSV) or a game record made by
    ``tarock`` or the play page, as the sheet's JSON data (an error in ``lang``)."""
    with speaking(lang):
        return _named(_answer(lambda: opened(text).to_json()), text)


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


def to_csv(text: str, lang: str = "en") -> str:
    """The sheet (its JSON text) as CSV text, its header's words in ``lang``, or
    ``{"error": ...}`` JSON."""
    with speaking(lang):
        try:
            return loads(text).to_csv(in_reader_language)
        except ValueError as error:
            return json.dumps({"error": in_reader_language(str(error))})


__all__ = [
    "in_reader_language",
    "open_file",
    "page_data",
    "said",
    "score",
    "setup",
    "sheet_of",
    "to_csv",
    "variants",
    "worked",
]
