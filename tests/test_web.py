"""tarock.web, the play page's game: exact legal cards and clauses, exact payments, the
bots of ``play_deal``, sessions with their pots, the record viewer, and bad input."""

from __future__ import annotations

import json
from contextlib import nullcontext

import pytest

from tarock import fast, rules, web
from tarock.engine.actions import parse_action
from tarock.play import play_deal, play_session, replay, replay_session, start
from tarock.records import Record, SessionRecord, loads_any
from tarock.rng import bot_seed
from tarock.scoring.session import keeps_pots
from tarock.search import bots
from tarock.text.explain import explain, totals_text
from tarock.web import Game, Viewer, act, goto, new_game, open_record, ready


def as_the_bot(variant: str, seed: int, deals: int = 1, kind: str = "heuristic") -> Game:
    """A game in which the person (seat B) clicks what the ``kind`` bot would choose."""
    game = Game(variant, seed, "B", deals=deals)
    bot, dealt_from = None, None
    while not game.over:
        if game.result is not None:
            assert game.act("next deal")["error"] is None
            continue
        if dealt_from != game.deal_seed:
            dealt_from, bot = game.deal_seed, bots.make(kind, bot_seed(game.deal_seed, 1))
        assert bot is not None
        view = game.act(bot.choose(game.state, game.state.legal()).text)
        assert view["error"] is None, view["error"]
    return game


def first_legal(view: dict[str, object]) -> str:
    """A legal card if there is one, else the last choice offered."""
    hand = view["hand"]
    choices = view["choices"]
    assert isinstance(hand, list) and isinstance(choices, list)
    cards = [card["action"] for card in hand if card["legal"]]
    return str(cards[0] if cards else choices[-1]["action"])


@pytest.mark.parametrize("variant", sorted(rules.VARIANTS))
def test_a_person_who_plays_as_the_bot_plays_the_bots_deal(variant: str) -> None:
    """The page deals and plays exactly as ``play_deal`` / ``play_session`` do."""
    ruleset = rules.get(variant)
    if keeps_pots(ruleset.options):
        game = as_the_bot(variant, 7, deals=2)
        session = play_session(ruleset, "heuristic", 7, 2)
        assert game.session is not None
        assert game.session.totals() == session.totals()
        ours = [deal.actions for deal in game.session.record.deals]
        assert ours == [deal.actions for deal in session.record.deals]
    else:
        game = as_the_bot(variant, 7)
        result = play_deal(ruleset, "heuristic", 7)
        assert game.result is not None
        assert game.result.record.actions == result.record.actions
        assert game.result.net == result.net


def must_follow(game: Game) -> dict[str, object]:
    """Play the first legal card (or pass) until some card of the hand is not allowed."""
    view = game.view()
    while not any(card["action"] and not card["legal"] for card in view["hand"]):
        view = game.act(first_legal(view))
    return view


def test_the_legal_cards_and_their_clause_when_suit_must_be_followed() -> None:
    game = Game("grosstarock", 3, "B")
    view = must_follow(game)
    assert view["step"] == 16 and view["phase"] == "play"
    assert view["trick"] == [
        {"seat": "A", "card": "D10", "label": "♦10", "clause": "the leader may lead any card"}
    ]
    legal = [card["card"] for card in view["hand"] if card["legal"]]
    assert legal == ["D3", "D4", "D6", "D7", "D8", "DK"]
    assert {card["clause"] for card in view["hand"] if card["legal"]} == {"must follow suit"}
    assert all(card["action"] == f"play {card['card']}" for card in view["hand"])


def test_an_illegal_card_is_refused_with_the_clause_and_nothing_moves() -> None:
    game = Game("grosstarock", 3, "B")
    must_follow(game)
    before = len(game.state.history)
    view = game.act("play T7")
    assert view["error"] == (
        "VII cannot be played: must follow suit (diamonds led)."
        " Legal: \u26663 \u26664 \u26666 \u26667 \u26668 \u2666K"
    )
    assert len(game.state.history) == before and view["step"] == before
    assert game.act("play D3")["error"] is None


def test_no_card_no_such_card_and_no_such_action_each_get_one_line() -> None:
    game = Game("grosstarock", 3, "B")
    must_follow(game)
    assert game.act("play HK")["error"] == "'play HK': HK is not in B's hand"
    assert game.act("play T22")["error"] == (
        "action 'play T22': unknown card 'T22': use T1-T21, F (the Sküs), or a suit letter"
        " H D C S with K Q C J or 1-10"
    )
    assert game.act("fly")["error"] == (
        "unknown action 'fly': expected play, discard, declare, announce, demand, name, bid,"
        " hold, take or pass"
    )
    assert game.act("next deal")["error"] == "there is no next deal now"
    assert len(game.state.history) == 16  # nothing was played


def test_a_deal_played_in_the_page_has_exact_payments_and_replays_to_them() -> None:
    view = json.loads(new_game("grosstarock", 3, "B", "heuristic", 1))
    while not view["over"]:
        view = json.loads(act(first_legal(view)))
        assert view["error"] is None
    assert view["net"] == "A +3, B -53, C +50"
    record = loads_any(view["record"])
    assert isinstance(record, Record) and record.players == ["heuristic", "human", "heuristic"]
    assert totals_text(replay(record).net, record.seats) == view["net"]
    assert view["result"]["lines"] == explain(replay(record))
    assert view["result"]["lines"][-2:] == ["Net", "  A +3, B -53, C +50"]


def test_a_danish_session_carries_the_pots_and_replays_to_the_same_totals() -> None:
    view = json.loads(new_game("danish-tarok", 2, "B", "heuristic", 2))
    assert view["deal"] == [1, 2] and view["stakes"] == [
        "A pays King pot 20: founds the empty King pot",
        "B pays King pot 20: founds the empty King pot",
        "C pays King pot 20: founds the empty King pot",
        "A pays King pot 5: the dealer's stake",
        "A pays Pagat pot 20: founds the empty Pagat pot",
        "B pays Pagat pot 20: founds the empty Pagat pot",
        "C pays Pagat pot 20: founds the empty Pagat pot",
        "A pays Pagat pot 5: the dealer's stake",
        "Pots: King pot 65, Pagat pot 65",
    ]
    seen_next = False
    while not view["over"]:
        if view["result"] is not None:
            assert [choice["action"] for choice in view["choices"]] == ["next deal"]
            assert view["record"] is None  # the record comes when the session is over
            seen_next = True
        view = json.loads(act(first_legal(view)))
        assert view["error"] is None
    assert seen_next and len(view["totals"]) >= 2
    record = loads_any(view["record"])
    assert isinstance(record, SessionRecord)
    session = replay_session(record)
    assert view["net"] == totals_text(session.totals(), record.seats)
    assert view["totals"][-1] == totals_text(session.totals(len(session.deals) - 1), record.seats)


def test_the_viewer_steps_forward_and_back_through_a_record() -> None:
    played = play_deal(rules.get("taroc-1754"), "heuristic", seed=4)
    viewer = Viewer(played.record.dumps())
    first = viewer.goto(0, 0)
    assert first["step"] == 0 and first["steps"] == len(played.record.actions)
    assert first["result"] is None and first["log"] == []
    state = start(played.record)
    for text in played.record.actions[:30]:
        state.apply(parse_action(text))
    middle = viewer.goto(0, 30)
    assert {name: [card["card"] for card in cards] for name, cards in middle["hands"].items()} == {
        "ABC"[seat]: [card.code for card in state.hands[seat]] for seat in state.seats
    }
    end = viewer.goto(0, 10_000)  # clamped to the end
    assert end["step"] == len(played.record.actions)
    assert end["result"]["lines"] == explain(played)
    assert viewer.goto(0, -5)["step"] == 0


def test_the_page_calls_answer_bad_input_in_one_line() -> None:
    assert json.loads(new_game("no-such-game", 1, "B", "heuristic", 1))["error"].startswith(
        "unknown variant"
    )
    assert json.loads(new_game("grosstarock", 1, "D", "heuristic", 1)) == {
        "error": "seat D is not a seat here (A-C)"
    }
    assert (
        "unknown player 'wizard'"
        in json.loads(new_game("grosstarock", 1, "B", "wizard", 1))["error"]
    )
    web._current.clear()
    assert json.loads(act("pass")) == {"error": "no game in progress"}
    assert json.loads(goto(1, 0)) == {"error": "no record is open"}
    assert json.loads(open_record("{not json")) == {
        "error": "not JSON: Expecting property name enclosed in double quotes at line 1"
    }


def test_ready_names_every_rule_set_and_draws_every_card() -> None:
    found = json.loads(ready())
    assert [variant["id"] for variant in found["variants"]] == list(rules.VARIANTS)
    assert {v["id"] for v in found["variants"] if v["pots"]} == {"danish-tarok", "grand-tarot"}
    assert len(found["pictures"]) == 78
    assert (
        found["pictures"]["HK"].startswith("<svg") and "King of hearts" in found["pictures"]["HK"]
    )


def test_the_viewer_goes_from_deal_to_deal_of_a_session() -> None:
    session = play_session(rules.get("grand-tarot"), "heuristic", seed=5, deals=2)
    viewer = Viewer(session.record.dumps())
    second = viewer.goto(1, 10_000)
    assert (second["deal"], second["deals"]) == (2, 2)
    assert second["result"]["lines"] == explain(session.deals[1])
    assert viewer.goto(7, 0)["deal"] == 2  # clamped to the last deal


def test_four_players_the_dealers_opposite_sits_out_and_the_record_replays() -> None:
    """The four-handed 1754 table: D takes a seat, C (opposite dealer A) watches."""
    found = json.loads(ready())
    tables = {variant["id"]: variant["tables"] for variant in found["variants"]}
    assert tables["taroc-1754"] == [3, 4] and tables["tapp-tarock"] == [3]
    view = json.loads(new_game("taroc-1754", 5, "D", "heuristic", 1, 4))
    assert view["names"] == ["A", "B", "C", "D"] and view["you"] == "D"
    assert sorted(view["tricks"]) == ["A", "B", "D"]  # C sits the deal out
    game = web._current["game"]
    assert isinstance(game, Game)
    while not game.over:
        view = game.act(first_legal(view))
        assert view["error"] is None, view["error"]
    assert game.result is not None
    record = game.result.record
    assert "seats=4" in record.options and len(record.hands) == 4
    assert replay(record).net == game.result.net
    assert set(game.result.net) == {0, 1, 3}
    assert json.loads(new_game("tapp-tarock", 5, "B", "heuristic", 1, 4))["error"] == (
        "option 'seats' cannot be 4 with a talon of 6 cards: the talon is split between three hands"
    )


def test_the_person_takes_back_a_choice_and_shares_the_moment() -> None:
    game = Game("grosstarock", 3, "B")
    assert game.view()["undo"] is False  # a forced declaration is no choice to take back
    game.act("pass")
    view = game.act(next(card["action"] for card in game.view()["hand"] if card["legal"]))
    assert view["undo"] is True
    view = game.act("undo")
    assert view["error"] is None and view["step"] == 9 and view["undo"] is True
    assert view["prompt"] == "Your lead: play a card."
    again = json.loads(web.from_position(view["position"], "B", "heuristic"))
    assert again["position"] == view["position"] and again["prompt"] == view["prompt"]
    assert json.loads(web.from_position("grosstarock | dealer A", "B", "heuristic"))[
        "error"
    ].startswith("position: 2 parts separated by '|'")


def test_the_scoreboard_does_not_count_a_discard_the_person_has_not_seen() -> None:
    game = Game("grosstarock", 3, "B")  # A deals and lays away 3 cards
    view = game.view()
    assert view["unseen_discard"] == "A" and view["points"]["A"] == "0"
    assert game.state.discard and not game.state.tricks
    while not game.state.tricks:
        cards = [card["action"] for card in view["hand"] if card["legal"]]
        view = game.act(cards[0] if cards else "pass")
    assert view["unseen_discard"] is None


def test_what_if_at_four_offers_only_the_seats_at_the_table() -> None:
    """The 1754 four-handed deal of seed 1: A deals, so C sits out and cannot be taken over."""
    view = json.loads(web.watch("taroc-1754", 1, "seats=4"))
    assert view["names"] == ["A", "B", "C", "D"] and view["seated"] == ["A", "B", "D"]
    sits_out = "C sits this deal out (the dealer's opposite at a table of four): choose A, B or D"
    assert json.loads(web.branch(view["final"], 10, "C", "heuristic", 1)) == {"error": sits_out}
    assert json.loads(new_game("taroc-1754", 1, "C", "heuristic", 1, 4)) == {"error": sits_out}
    taken = json.loads(web.branch(view["final"], 10, "D", "heuristic", 1))
    assert taken["error"] is None and taken["you"] == "D" and taken["seed"] == 1
    assert taken["step"] >= 10 and taken["to_move"] == "D"  # the bots play up to D's turn
    assert not taken["over"] and taken["branched"] == view["final"]


def test_a_game_from_a_position_names_a_seed_only_if_that_seed_deals_it() -> None:
    game = Game("grosstarock", 3, "B")
    moment = game.act("pass")["position"]
    seeded = json.loads(web.from_position(moment, "B", "heuristic", 3))
    assert (seeded["seed"], seeded["filename"], seeded["error"]) == (
        3,
        "tarock-grosstarock-3.json",
        None,
    )
    unseeded = json.loads(web.from_position(moment, "B", "heuristic"))
    assert (unseeded["seed"], unseeded["filename"]) == (None, "tarock-grosstarock-moment.json")
    wrong = json.loads(web.from_position(moment, "B", "heuristic", 4))
    assert wrong["seed"] is None and wrong["step"] == unseeded["step"]
    assert wrong["error"] == "Seed 4 does not deal these cards, so this game names no seed."
    final = web.watched("grosstarock", 3).state.position()
    what_if = json.loads(web.branch(final, 12, "C", "heuristic", 3))
    assert (what_if["seed"], what_if["filename"]) == (3, "tarock-grosstarock-3-what-if.json")
    assert json.loads(web.branch(final, 12, "C", "heuristic"))["filename"] == (
        "tarock-grosstarock-what-if.json"
    )
    # The viewer names the seed that deals a one-deal record; a session's deal by the
    # session's seed and the deal's number, never by the deal's own (a derived seed).
    one = json.loads(web.watch("grosstarock", 3))
    assert (one["seed"], one["number"]) == (3, None)
    session = json.loads(web.watch("danish-tarok", 2))
    assert (session["seed"], session["number"]) == (2, 1)


def test_each_bad_value_in_the_address_gets_one_line_and_is_left_out() -> None:
    default = " The page uses its default instead."
    cases = {
        "variant=nonsense&seed=1": (
            ["variant"],
            "variant 'nonsense' is no rule set here: choose taroc-1754, grosstarock,"
            " danish-tarok, grand-tarot or tapp-tarock.",
        ),
        "seat=Z": (["seat"], "seat 'Z' is not a seat: give its letter (A-D) or its number (0-3)."),
        "variant=grosstarock&seat=D": (["seat"], "seat 'D' is not at a table of 3: choose A-C."),
        "position=x&step=abc": (
            ["step"],
            "step 'abc' is not understood: a step is a count of the actions taken since the"
            " deal (0 as dealt, 1 after the first action, and so on).",
        ),
        "seed=-1": (
            ["seed"],
            "seed '-1' is not understood: a seed is a whole number, 0 or more, that names a deal.",
        ),
        "variant=tapp-tarock&seats=4": (
            ["seats"],
            "seats '4': Tapp Tarock (Mayr & Sedlaczek) is played by 3.",
        ),
        "bots=wizard": (
            ["bots"],
            "bots 'wizard': there is no such bot; the bots are heuristic, random, search.",
        ),
        "position=x&seed=5&deal=0": (
            ["deal"],
            "deal '0' is not understood: a session's first deal is deal 1.",
        ),
        "position=x&seed=5&deal=two": (
            ["deal"],
            "deal 'two' is not understood: give the deal's number in the session of the seed,"
            " 1 or more.",
        ),
        "position=x&pots=king:65": (
            ["pots"],
            "pots 'king:65' is not understood: give what each pot holds, as king:65,pagat:65.",
        ),
    }
    for query, (drop, line) in cases.items():
        want = {"problems": [line + default], "drop": drop, "set": {}}
        assert json.loads(web.address(query)) == want
    fine = "variant=taroc-1754&seed=5&seats=4&seat=D&bots=search&deals=2&deal=2"
    assert json.loads(web.address(fine + "&pots=pagat:70,king:65"))["problems"] == []
    assert json.loads(web.address(fine)) == {"problems": [], "drop": [], "set": {}}
    moment = "position=x&step=3&seat=3"  # a seat by its number is read as its letter
    assert json.loads(web.address(moment)) == {"problems": [], "drop": [], "set": {"seat": "D"}}


def test_the_viewer_shows_the_pots_as_the_deal_began_and_after() -> None:
    """The showcase's doubled Pagat pot: 65 as the deal began, C pays 65 into it, 130 after."""
    from sitegen.showcase import seed_for  # the seed the rule page links to

    view = json.loads(web.watch("danish-tarok", seed_for("pot-doubled")))
    assert view["pots"] == "King pot 65, Pagat pot 65"
    assert view["pots_after"] == "King pot 65, Pagat pot 130"
    into = [p for p in view["result"]["payments"] if p["payee"] == "Pagat pot"]
    assert [(p["payer"], p["amount"]) for p in into] == [("C", "65")]
    start_view = json.loads(goto(1, 0))
    assert start_view["pots"] == view["pots"] and "pots_after" not in start_view
    assert "pots" not in json.loads(web.watch("grosstarock", 3))


def test_a_record_or_position_error_names_the_seats_by_their_letters() -> None:
    played = play_deal(rules.get("grosstarock"), "heuristic", seed=3)
    data = json.loads(played.record.dumps())
    actions = data["actions"]
    first = next(i for i, text in enumerate(actions) if text.startswith("play "))
    actions[first], actions[first + 1] = actions[first + 1], actions[first]
    error = json.loads(open_record(json.dumps(data)))["error"]
    card = actions[first].split()[1]  # the card C played, now before B's (B leads)
    assert error == f"field 'actions[{first}]': '{actions[first]}': {card} is not in B's hand"
    head, _, tokens = played.state.position().rpartition(" | ")
    listed = tokens.split(", ")
    at = listed.index(card)
    listed[at - 1], listed[at] = listed[at], listed[at - 1]
    error = json.loads(web.branch(f"{head} | {', '.join(listed)}", 3, "B", "heuristic"))["error"]
    assert error == f"position: action {at} ({card!r}): 'play {card}': {card} is not in B's hand"


def test_the_page_says_which_role_the_persons_seat_has_this_deal() -> None:
    """A deals the first deal: B is forehand (Grand Tarot's Eldest), A the dealer, C has
    no role of its own; at four, the dealer's opposite sits the deal out."""
    assert Game("danish-tarok", 1, "B").view()["role"] == "forehand, the seat after the dealer"
    assert Game("grand-tarot", 1, "B").view()["role"] == "Eldest, the seat after the dealer"
    assert Game("danish-tarok", 1, "A").view()["role"] == "the dealer"
    assert Game("danish-tarok", 1, "C").view()["role"] == ""
    four = Game("danish-tarok", 1, "C", options=["seats=4"])
    assert four.view()["role"] == "out of this deal (the dealer's opposite)"


def pots_text_of(record: Record) -> str:
    """A deal record's pots as the page's address gives them."""
    assert record.pots is not None
    return ",".join(f"{name}:{amount}" for name, amount in record.pots.items())


def test_a_what_if_from_a_sessions_deal_keeps_its_seed_number_and_pots() -> None:
    """Danish Tarok, seed 5, two deals played on the page: deal 2 opened in the viewer and
    taken over at step 10 is still seed 5's deal 2, with the pots it began with; played
    the same way to the end, it pays exactly what the session's deal 2 paid."""
    game = Game("danish-tarok", 5, "B", deals=2)
    view = game.view()
    while not game.over:
        view = game.act("next deal" if game.result is not None else first_legal(view))
        assert view["error"] is None, view["error"]
    record = game.record()
    assert isinstance(record, SessionRecord) and game.session is not None
    second, paid = record.deals[1], game.session.deals[1]
    open_record(record.dumps())
    pots_after = json.loads(goto(2, 10_000))["pots_after"]
    step = json.loads(goto(2, 10))
    assert (step["seed"], step["number"], step["pots_at"]) == (5, 2, pots_text_of(second))
    what_if = json.loads(web.branch(step["final"], 10, "B", "heuristic", 5, 2, step["pots_at"]))
    assert what_if["error"] is None
    assert (what_if["seed"], what_if["number"], what_if["pots_at"]) == (5, 2, step["pots_at"])
    assert what_if["filename"] == "tarock-danish-tarok-5-deal-2-what-if.json"
    assert what_if["stakes"] == [f"Pots: {step['pots']}"]  # shown before the deal
    branched = web._current["game"]
    assert isinstance(branched, Game)
    while not branched.over:  # the same actions as the session's deal 2
        branched.act(second.actions[len(branched.state.history)])
    done = branched.view()
    again = loads_any(str(done["record"]))
    assert isinstance(again, Record)
    assert (again.seed, again.pots) == (second.seed, second.pots)  # the deal's seed and pots
    assert branched.result is not None and branched.result.net == paid.net
    assert branched.result.ledger.payments == paid.ledger.payments
    assert done["pots"] == pots_after
    assert all(row["difference"] == "0" for row in done["compare"]["net"])


def test_a_shared_moment_of_a_sessions_deal_names_its_seed_number_and_pots() -> None:
    game = Game("danish-tarok", 5, "B", deals=2)
    view = game.view()
    while view["number"] != 2 or game.result is not None:
        view = game.act("next deal" if game.result is not None else first_legal(view))
    assert view["deal"] == [2, 2] and view["pots_at"] is not None
    shared = json.loads(
        web.from_position(view["position"], "B", "heuristic", 5, 2, view["pots_at"])
    )
    assert (shared["seed"], shared["number"], shared["error"]) == (5, 2, None)
    assert shared["pots_at"] == view["pots_at"] and shared["stakes"][-1] == view["stakes"][-1]
    assert shared["filename"] == "tarock-danish-tarok-5-deal-2.json"
    wrong = json.loads(web.from_position(view["position"], "B", "heuristic", 5, 3))
    assert wrong["seed"] is None and wrong["error"] == (
        "Seed 5 does not deal these cards as deal 3 of its session, so this game names no seed."
    )
    moment = Game("grosstarock", 3, "B").act("pass")["position"]
    no_pots = json.loads(web.from_position(moment, "B", "heuristic", 3, 0, "king:65,pagat:65"))
    assert no_pots["seed"] == 3 and "pots_at" in no_pots and no_pots["pots_at"] is None
    assert no_pots["error"] == (
        "Grosstarock (after Dummett) keeps no pots, so the address's pots are left out."
    )


# -- looking back, every hand shown -------------------------------------------------------


@pytest.mark.parametrize("engine", ["compiled", "python"])
def test_the_viewer_looks_back_on_a_deal_with_every_hand_shown(engine: str) -> None:
    """Grosstarock, seed 1, the heuristic bots: from trick 20 on with the compiled core, 23
    with the Python engine (the last 6 or 3 tricks, within the limit), B's XIX and XX cost
    him, the Pagat played at once was best; each mark is the viewer's step before the card,
    with the line of best play from it."""
    if engine == "compiled" and not fast.available():
        pytest.skip("the compiled core is not built")
    watched = json.loads(web.watch("grosstarock", 1))
    with fast.python_engine() if engine == "python" else nullcontext():
        assert web.plays() == engine
        back = json.loads(web.hindsight(1))
    assert back["deal"] == 1 and back["from"] == 25 - web.HINDSIGHT_TRICKS[engine] + 1
    assert [(m["trick"], m["player"], m["played"], m["cost"]) for m in back["marks"]] == [
        (23, "B", "XIX", "2"),
        (24, "B", "XX", "20"),
    ]
    assert [m["words"] for m in back["marks"]] == [
        "XIX lost card points: Pagat kept them",
        "XX lost the Pagat ultimo: Pagat kept it",
    ]
    assert back["marks"][1]["line"] == ["B Pagat, C VIII, A ♣C", "C IX, A ♠J, B XX"]
    for mark in back["marks"]:
        view = json.loads(goto(1, mark["step"]))
        assert view["to_move"] == mark["player"] and view["step"] == mark["step"]
        assert mark["step"] < watched["steps"]


def test_looking_back_is_in_the_page_s_language() -> None:
    json.loads(web.watch("grosstarock", 1))
    web.set_language("da")
    try:
        back = json.loads(web.hindsight(1))
    finally:
        web.set_language("en")
    assert back["marks"][1]["words"] == "XX kostede pagat ultimo: pagat ville have holdt det"
    assert back["marks"][1]["line"][1] == "C IX, A ♠Kn, B XX"


def test_looking_back_needs_an_open_record() -> None:
    web._current.pop("viewer", None)
    assert json.loads(web.hindsight(1)) == {"error": "no record is open"}


def test_the_play_pages_say_how_far_back_each_engine_looks() -> None:
    """The pages' numbers of tricks looked back on are the package's, in both languages."""
    from sitegen import ROOT

    tricks = web.HINDSIGHT_TRICKS
    english = (ROOT / "docs" / "play" / "index.md").read_text(encoding="utf-8")
    assert f"last {tricks['compiled']} tricks with every hand shown ({tricks['python']} where" in (
        " ".join(english.split())
    )
    danish = " ".join((ROOT / "docs" / "da" / "play" / "index.md").read_text("utf-8").split())
    said = f"sidste {tricks['compiled']} stik igennem med alle hænder synlige ({tricks['python']}"
    assert said in danish


def test_a_finished_games_record_is_looked_back_on_as_the_viewer_does() -> None:
    """The play page's end of a game: its record looked back on without opening it in the
    viewer, the same answer as the viewer's; a record that cannot be read, one line."""
    game = web.Game("danish-tarok", 4, "B", "heuristic", 2)
    view = game.view()
    while not view["over"]:
        view = game.act(view["choices"][0]["action"] if view["choices"] else view["hand"][
            next(i for i, card in enumerate(view["hand"]) if card["legal"])
        ]["action"])
    text = view["record"]
    assert json.loads(web.open_record(text))["deals"] == 2
    for deal in (1, 2):
        assert json.loads(web.hindsight_of(text, deal)) == json.loads(web.hindsight(deal))
    assert "error" in json.loads(web.hindsight_of("{", 1))
