"""The coach and the page's questions to the engine: the search player's per-action figures,
the hint's words (exact figures for seeded positions), playing on from a finished deal's
step, and the same deal settled again under other rules."""

from __future__ import annotations

import itertools
import json
import time
from fractions import Fraction

import pytest

from sitegen.browser_speed import hint_moments
from tarock import fast, rules, web
from tarock.analysis.resettle import alternatives, resettle, settled_as
from tarock.cards import PAGAT
from tarock.engine.actions import parse_action
from tarock.engine.state import State
from tarock.play import play_deal
from tarock.rules.options import doc
from tarock.scoring.settlement import Kind, Pot
from tarock.search.player import SearchPlayer, loses_pagat, net, wins_trick
from tarock.text.coach import advise
from tarock.web import Game, views


def at_lead() -> Game:
    """Grosstarock, seed 3: seat B passes and leads to the first trick."""
    game = Game("grosstarock", seed=3, seat="B")
    game.act("pass")
    return game


def last_card_until(seed: int, step: int) -> Game:
    """Grosstarock from ``seed``, seat B playing its last legal card, up to ``step`` actions."""
    game = Game("grosstarock", seed=seed, seat="B")
    while len(game.state.history) < step:
        view = game.view()
        legal = [card["action"] for card in view["hand"] if card["legal"]]
        game.act(legal[-1] if legal else view["choices"][-1]["action"])
    return game


def test_tally_counts_the_trick_won_in_each_deal() -> None:
    state = at_lead().state
    advice = SearchPlayer(3, worlds=4).tally(state, state.legal())
    king, nine = parse_action("play SK"), parse_action("play C9")
    assert advice.chosen == king and advice.deals == 4
    assert advice.tallies[king].mean == Fraction(119, 4) and advice.tallies[king].trick == 4
    assert advice.tallies[nine].mean == 28 and advice.tallies[nine].trick == 0
    assert all(tally.pagat == 0 for tally in advice.tallies.values())  # B holds no Pagat
    # the same figures as the search player's own values, so the choice is the same
    means = SearchPlayer(3, worlds=4).values(state, list(state.legal()), [net])[0]
    assert {a: t.mean for a, t in advice.tallies.items()} == means
    assert SearchPlayer(3, worlds=4).choose(state, state.legal()) == king


def test_objectives_read_the_finished_deal() -> None:
    end = play_deal(rules.get("grosstarock"), ["heuristic"] * 3, seed=1).state
    first = end.tricks[0]
    assert wins_trick(1)(end, first.winner) == 1
    assert wins_trick(1)(end, (first.winner + 1) % 3) == 0
    pagat = next(t for t in end.tricks if PAGAT in t.cards)
    player = pagat.seats[pagat.cards.index(PAGAT)]
    assert loses_pagat(end, player) == int(pagat.winner != player)


def test_hint_words_at_the_lead() -> None:
    advice = advise(at_lead().state, seed=3, worlds=4)
    assert advice["action"] == "play SK"
    assert advice["reason"] == (
        "♠K wins the trick in 4 of 4 deals of the unseen cards; it has the best average there,"
        " +30 game points, against +28 for the next best, ♣9."
    )
    assert advice["values"][:2] == [
        {"action": "play SK", "label": "♠K", "value": "+30", "trick": 4, "pagat": 0},
        {"action": "play C9", "label": "♣9", "value": "+28", "trick": 0, "pagat": 0},
    ]
    assert len(advice["values"]) == len(at_lead().state.legal())


def test_hint_words_name_the_pagat_lost() -> None:
    game = last_card_until(seed=1, step=63)
    assert PAGAT in game.state.hands[game.you]
    advice = advise(game.state, seed=1, worlds=4)
    assert advice["reason"] == (
        "Pagat wins the trick in 3 of 4 deals of the unseen cards; with it you lose the Pagat in"
        " 1 (III: in 4); it has the best average there, -25 game points, against -60 1/2 for the"
        " next best, XIII."
    )


def test_hint_in_the_page_answers_for_the_person_only() -> None:
    game = at_lead()
    view = game.hint()
    legal = {card["action"] for card in view["hand"] if card["legal"]}
    assert view["hint"]["action"] in legal and view["hint"]["deals"] == web.HINT_WORLDS
    assert view["hint"]["seconds"] < 5
    finished()
    assert json.loads(web.hint())["error"] == "A hint is for your own turn."


def advice_of(game: Game) -> dict[str, object]:
    """The hint the page shows for ``game`` now, but for the seconds it took."""
    hint = game.hint()["hint"]
    return {key: value for key, value in hint.items() if key != "seconds"}


def shared(position: str) -> Game:
    """A fresh game at a shared moment, with no seed, the person at B."""
    state = State.from_position(position)
    return Game(state.ruleset.id, None, "B", at=state)


@pytest.mark.parametrize("variant", list(rules.VARIANTS))
def test_the_same_position_gets_the_same_hint(variant: str) -> None:
    """Seat B's first card choice (``hint_moments``) asked for three times, each from a
    fresh game, the last with the compiled core switched off: the same advice, every figure
    the same, from the same number of deals of the unseen cards."""
    moment = hint_moments(variant)[0]
    hints = [advice_of(shared(moment)) for _ in range(2)]
    with fast.python_engine():
        hints.append(advice_of(shared(moment)))
    assert hints[0] == hints[1] == hints[2]
    assert hints[0]["deals"] == web.HINT_WORLDS


def test_a_hint_depends_on_the_position_not_the_game_or_the_clock(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Grosstarock's seed 3 at B's lead: the seeded game and a shared moment of it without
    a seed get the same hint, even on a clock that runs an hour a reading (a time limit
    would stop after one deal); the terminal's 'hint search' is the same advice."""
    seeded = at_lead()
    hours = itertools.count(0, 3600)
    monkeypatch.setattr(time, "perf_counter", lambda: float(next(hours)))
    first = advice_of(seeded)
    assert first == advice_of(shared(seeded.state.position()))
    assert first["deals"] == web.HINT_WORLDS
    assert first == {**advise(seeded.state), "deals": web.HINT_WORLDS}


def finished(seed: int = 3) -> dict[str, object]:
    """A finished Grosstarock deal played on the page (seat B plays its first legal card)."""
    view = json.loads(web.new_game("grosstarock", seed, "B", "heuristic", 1))
    while not view["over"]:
        legal = [card["action"] for card in view["hand"] if card["legal"]]
        view = json.loads(web.act(legal[0] if legal else view["choices"][-1]["action"]))
    return dict(view)


def test_branch_plays_on_and_compares_the_endings() -> None:
    view = finished()
    final = str(view["position"])
    branched = json.loads(web.branch(final, 10, "C", "heuristic"))
    assert branched["step"] == 10 and branched["you"] == "C" and branched["branched"] == final
    while not branched["over"]:
        legal = [card["action"] for card in branched["hand"] if card["legal"]]
        branched = json.loads(web.act(legal[-1] if legal else branched["choices"][-1]["action"]))
    compare = branched["compare"]
    original = State.from_position(final)
    assert compare["before"]["net"] == view["net"]
    assert compare["after"]["net"] == branched["net"]
    assert [row["seat"] for row in compare["net"]] == ["A", "B", "C"]
    assert State.from_position(branched["position"]).history[:10] == original.history[:10]


def test_branch_refuses_bad_positions() -> None:
    unfinished = Game("grosstarock", seed=3, seat="B").state.position()
    assert json.loads(web.branch(unfinished, 0, "B", "heuristic")) == {
        "error": "position: the deal is not finished, so it has no ending to compare"
    }
    assert "position: 1 part" in json.loads(web.branch("nonsense", 0, "B", "heuristic"))["error"]


def test_resettled_table_under_bands() -> None:
    finished()
    table = json.loads(web.resettled("game", "card_settlement=bands"))
    game = web._current["game"]
    assert isinstance(game, Game) and game.result is not None
    again = resettle(game.result.record, ["card_settlement=bands"])
    assert [row["difference"] for row in table["net"]] == [
        f"{'+' if d > 0 else ''}{d}" for d in again.difference.values()
    ]
    assert table["total"] == "0" and sum(again.difference.values()) == 0
    [line] = table["changed"]  # A's card points: 3 exactly, 5 in bands
    assert (line["payer"], line["payee"], line["reason"]) == (
        "B",
        "A",
        "card points: A has 29 against 26",
    )
    assert (line["before"], line["after"]) == ("3", "5")
    assert line["why"].startswith("How card points are settled.")
    assert sum(1 for row in table["lines"] if not row["changed"]) == len(table["lines"]) - 1
    assert json.loads(web.resettled("game", "seats=4")) == {
        "error": "option seats changes the play, not only the scoring of a finished deal"
    }


def test_alternatives_are_scoring_changes_that_apply() -> None:
    grosstarock = alternatives(rules.get("grosstarock"))
    assert "card_settlement=bands" in grosstarock and "pagat_ultimo=0" in grosstarock
    assert not any(text.startswith(("par=", "seats=")) for text in grosstarock)
    assert alternatives(rules.get("tapp-tarock")) == [
        "pagat_ultimo=8",
        "pagat_ultimo=0",
        "vole=24",
        "vole=0",
        "trull=6",
        "trull=0",
        "four_kings=6",
        "four_kings=0",
    ]
    record = play_deal(rules.get("grosstarock"), ["heuristic"] * 3, seed=1).record
    for text in grosstarock:
        again = resettle(record, [text])
        assert sum(again.difference.values(), Fraction(0)) == 0, text


def test_a_tricks_number_is_offered_as_other_rule_sets_name_it_never_doubled() -> None:
    for ruleset in rules.VARIANTS.values():
        tricks = ruleset.options.tricks
        named = {r.options.fool_captured_from for r in rules.VARIANTS.values()}
        for text in alternatives(ruleset):
            name, _, value = text.partition("=")
            if name == "fool_captured_from":
                assert int(value) in named and int(value) <= tricks, text
    grosstarock = alternatives(rules.get("grosstarock"))
    assert [text for text in grosstarock if text.startswith("fool_captured_from")] == [
        "fool_captured_from=25",
        "fool_captured_from=0",
    ]


def test_a_choice_says_the_value_played_and_its_rule_where_the_new_value_stands() -> None:
    choices = {c["option"]: c["label"] for c in views.other_rules(rules.get("grosstarock"))}
    assert choices["card_settlement=bands"] == "Card points settled: bands (as played: exact)"
    grosstarock = rules.get("grosstarock")
    assert views.clause(grosstarock, "card_settlement=bands") == (
        "How card points are settled. So in Danish Tarok (2011), after"
        f" {rules.get('danish-tarok').cited('card_settlement')}."
    )
    assert views.clause(grosstarock, "pagat_ultimo=0").endswith(
        f"No rule set here has this value: Grosstarock (after Dummett) has 15,"
        f" after {grosstarock.cited('pagat_ultimo')}."
    )


def test_a_payment_into_a_pot_is_the_pots_line_and_the_differences_add_up_to_nothing() -> None:
    """Danish Tarok, seed 2: C's lost Pagat ultimo pays 65 into the Pagat pot; with nothing
    paid into the pot for it, C keeps the 65 and the pot does not gain it."""
    table = web.watched("danish-tarok", 2)
    assert table.result is not None
    [paid] = [p for p in table.result.ledger.payments if isinstance(p.payee, Pot)]
    assert (paid.payer, paid.amount, paid.kind) == (2, 65, Kind.PAGAT_ULTIMO)
    web.open_record(table.record.dumps())
    out = json.loads(web.resettled("viewer", "failed_ultimo_pot=nothing"))
    rows = {row["seat"]: (row["before"], row["after"], row["difference"]) for row in out["net"]}
    assert [row["pot"] for row in out["net"]] == [False, False, False, True]
    assert rows == {
        "A": ("+55", "+55", "0"),
        "B": ("+20", "+20", "0"),
        "C": ("-140", "-75", "+65"),
        "Pagat pot": ("+65", "0", "-65"),
    }
    assert (out["total"], out["pots"]) == ("0", True)
    [line] = out["changed"]
    assert (line["payer"], line["payee"], line["before"], line["after"]) == (
        "C",
        "Pagat pot",
        "65",
        "",
    )
    assert "No rule set here has this value" in line["why"]


def test_another_rule_sets_settlement_names_the_clause_behind_each_changed_line() -> None:
    """Grosstarock, seed 5, settled as German Taroc (1754): Kings pay nothing home or
    captured there, and each changed line names that rule with the 1754 source."""
    record = play_deal(rules.get("grosstarock"), ["heuristic"] * 3, seed=5).record
    web.open_record(record.dumps())
    out = json.loads(web.resettled("viewer", "rules:taroc-1754"))
    taroc = rules.get("taroc-1754")
    home, captured = (
        f"{doc(name)} So in German Taroc (1754), after {taroc.cited(name)}"
        for name in ("king_home", "king_captured")
    )
    whys = [(line["reason"], line["why"].partition(" and in ")[0]) for line in out["changed"]]
    assert [(reason, why.rstrip(".")) for reason, why in whys] == [
        ("King of diamonds wins trick 1", home),
        ("King of diamonds wins trick 1", home),
        ("King of clubs wins trick 2", home),
        ("King of clubs wins trick 2", home),
        ("King of hearts wins trick 4", home),
        ("King of hearts wins trick 4", home),
        ("King of spades lost in trick 16 to C", captured),
        ("King of spades lost in trick 16 to C", captured),
    ]


@pytest.mark.parametrize("option", ["card_settlement=bands", "pagat_ultimo=0"])
def test_resettled_in_the_viewer(option: str) -> None:
    record = play_deal(rules.get("grosstarock"), ["heuristic"] * 3, seed=1).record
    web.open_record(record.dumps())
    table = json.loads(web.resettled("viewer", option))
    assert table["option"] == option and table["total"] == "0"


def test_each_payment_is_told_when_it_is_made() -> None:
    view = finished()
    log = view["log"]
    assert isinstance(log, list)
    trick3 = log.index(next(line for line in log if line.startswith("Trick 3:")))
    assert log[trick3 + 1 : trick3 + 3] == [
        "Paid now: A pays C 5: King of hearts wins trick 3",
        "Paid now: B pays C 5: King of hearts wins trick 3",
    ]
    assert [line for line in log if line.startswith("Paid at the end")] == [
        "Paid at the end: B pays A 10: King of spades ultimo lost in trick 25 to C",
        "Paid at the end: B pays C 10: King of spades ultimo lost in trick 25 to C",
        "Paid at the end: B pays A 3: card points: A has 29 against 26",
        "Paid at the end: B pays C 20: card points: C has 46 against 26",
    ]
    game = web._current["game"]
    assert isinstance(game, Game) and game.result is not None
    told = sum(line.startswith("Paid") for line in log)
    declared = sum(p.kind is Kind.DECLARATIONS for p in game.result.ledger)
    assert told + declared == len(game.result.ledger.payments)  # each payment told once


def test_another_rule_sets_settlement_where_the_cards_allow_it() -> None:
    assert settled_as(rules.get("grosstarock"), rules.get("danish-tarok")) == []  # no pots
    assert settled_as(rules.get("grosstarock"), rules.get("tapp-tarock")) == []  # 54 cards
    assert settled_as(rules.get("grosstarock"), rules.get("taroc-1754"))[:3] == [
        "fool_captured_from=0",
        "fool_kept_no_trick=4",
        "king_captured=0",
    ]
    record = play_deal(rules.get("grosstarock"), ["heuristic"] * 3, seed=1).record
    web.open_record(record.dumps())
    table = json.loads(web.resettled("viewer", "rules:taroc-1754"))
    assert [row["difference"] for row in table["net"]] == ["-15", "+15", "0"]
    assert table["total"] == "0" and len(table["changes"]) == 11
    assert json.loads(web.resettled("viewer", "rules:danish-tarok")) == {
        "error": "a deal of Grosstarock (after Dummett) cannot be settled as Danish Tarok (2011)"
    }


@pytest.mark.parametrize(
    ("variant", "chosen", "figures"),
    [
        # A rule set with pots: every rollout is settled with the pots as just founded.
        (
            "danish-tarok",
            "play S3",
            {"play T4": ("-85/2", 0, 0), "play H3": ("-85/3", 0, 0), "play S3": ("-65/6", 0, 0)},
        ),
        (
            "grosstarock",
            "play T10",
            {"play T1": ("-35", 0, 6), "play T10": ("-5/6", 1, 1), "play T17": ("-79/6", 5, 2)},
        ),
    ],
)
def test_the_hints_figures_at_fixed_moments_are_pinned(
    variant: str, chosen: str, figures: dict[str, tuple[str, int, int]]
) -> None:
    """The search's tallies at a moment past the middle of a deal (``hint_moments``), six
    deals of the unseen cards: a speed-up of the search must leave every figure as it is."""
    state = State.from_position(hint_moments(variant)[1])
    advice = SearchPlayer(3, worlds=6).tally(state, state.legal())
    assert (advice.chosen.text, advice.deals, len(advice.tallies)) == (chosen, 6, 14)
    found = {a.text: (str(t.mean), t.trick, t.pagat) for a, t in advice.tallies.items()}
    assert {text: found[text] for text in figures} == figures
