"""The compiled play core against the Python engine: the same deals, action for action.

Every test here plays seeded deals through both engines and compares what they did:
every action, each seat's card points, each seat's net and its nets by kind of payment
(declarations, Pagat, Kings, ultimos, Vole, Nolo, the Fool, card points). The random
streams are compared on their own first (the Mersenne Twister of the random bot, the
SplitMix64 shuffle), then 2,000 deals per rule set and bot kind, then the options each
rule set may be played with, then the seeded deals of the behaviour corpus.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterator, Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from helpers import build_deal, to_play

from sitegen import performance
from tarock import fast, rules
from tarock.analysis import differential
from tarock.analysis.differential import differences, thirds
from tarock.cards import Suit, pack
from tarock.engine.actions import NAMEABLE, PASS, Action, parse_action
from tarock.engine.legal import legal_actions, offered
from tarock.engine.phases import Phase
from tarock.engine.state import State, deal
from tarock.fast import tables
from tarock.play import play_deal, run
from tarock.players import worlds
from tarock.rng import shuffle_pack
from tarock.rules.options import CardSettlement, Options
from tarock.scoring.settlement import Kind
from tarock.search import player as search
from tarock.search.bots import make

core = pytest.importorskip("tarock.fast._core", reason="the compiled core is not built")

DONE = ("grosstarock", "taroc-1754", "tapp-tarock", "grand-tarot", "danish-tarok")
"""The rule sets the compiled core plays, proven identical below."""
DEALS = 2000
"""Seeded deals per rule set and bot kind in the differential."""
CORPUS = Path(__file__).parent / "corpus"


def compare(variant: str, kind: str, seeds: Sequence[int], options: tuple[str, ...] = ()) -> int:
    """Play ``seeds`` through both engines; assert every deal the same. Returns the number
    of actions compared."""
    compared, differ = differences(variant, kind, seeds, options)
    assert not differ, f"{variant} {options} {kind}: {differ[:3]}"
    return compared


def code(action: Action, games: Sequence[str] = ()) -> int:
    return differential.code(action, core.ACTIONS, games)


# -- the random streams ----------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 7, 2**32 - 1, 2**32, 2**63 + 12345, 2**64 - 1])
def test_the_random_bots_draws_are_cpythons(seed: int) -> None:
    draw = random.Random(seed).random
    assert core.random_draws(seed, 2000) == [draw() for _ in range(2000)]  # three blocks


@pytest.mark.parametrize("size", [78, 54])
def test_the_shuffle_is_the_python_shuffle(size: int) -> None:
    options = rules.get("grosstarock", [f"pack={size}"]).options
    config = tables.config(options, core.FIELDS, fast._names())
    for seed in [*range(300), 2**64 - 1, 2**70 + 3]:
        want = [card.index for card in shuffle_pack(seed, pack(size))]
        assert core.shuffled(config, seed & (2**64 - 1)) == want


def test_the_names_without_the_core_are_the_cores() -> None:
    assert tables.BUILT_NAMES == (core.DISCARD_RULES, core.CARD_SETTLEMENTS)
    options = {field.name for field in dataclasses.fields(Options)}
    assert options & {name for name, _ in core.FIELDS} == tables.BUILT_FIELDS


def test_every_option_is_read_by_the_core_or_refused() -> None:
    """A new option fails here until the core reads it (a field, or through its tables);
    until then ``supports`` refuses it at any value but its default."""
    options = {field.name for field in dataclasses.fields(Options)}
    assert options <= tables.BUILT_FIELDS | tables.THROUGH_TABLES
    assert tables.unread(rules.get("grosstarock").options, frozenset()) is None  # defaults
    changed = rules.get("grosstarock", ["fool_deadline=20"]).options
    assert tables.unread(changed, tables.BUILT_FIELDS - {"fool_deadline"}) == (
        "the compiled core does not yet read the option fool_deadline"
    )


def test_the_core_reads_every_field_it_declares() -> None:
    names = [name for name, _ in core.FIELDS]
    assert len(names) == len(set(names))
    assert sum(size for _, size in core.FIELDS) == core.WORDS
    assert set(names) <= set(tables.values(rules.get("grosstarock").options, fast._names()))


# -- whole deals -------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["random", "heuristic"])
@pytest.mark.parametrize("variant", DONE)
def test_two_thousand_deals_are_identical(variant: str, kind: str) -> None:
    actions = compare(variant, kind, range(DEALS))
    assert actions > DEALS * rules.get(variant).options.tricks * 2  # the cards, and the rest


OPTIONS = [
    ("taroc-1754", ("seats=4",)),
    ("taroc-1754", ("fool_deadline=20",)),
    ("taroc-1754", ("fool_may_lead=true", "fool_when_out_of_trumps=false")),
    ("taroc-1754", ("card_settlement=bands",)),
    ("taroc-1754", ("discard_limit=dummett",)),
    ("grosstarock", ("seats=4",)),
    ("grosstarock", ("card_settlement=bands",)),
    ("grosstarock", ("card_settlement=bands-eldest",)),
    ("grosstarock", ("ladons=one-point",)),
    ("grosstarock", ("discard_limit=1754",)),
    ("grosstarock", ("fool_captured_from=0", "fool_exchange_at_end=true")),
    ("grosstarock", ("fool_kept_no_trick=4", "fool_when_out_of_trumps=true")),
    ("grosstarock", ("fool_barred_trick=24", "fool_demand_trick=23")),
    ("grosstarock", ("fool_is_top_trump=true",)),
    ("grosstarock", ("redeal_without_trumps=true", "pack=54")),
    ("grosstarock", ("pip_order=natural", "packet=3", "par=30")),
    ("grosstarock", ("last_trick=10", "vole_replaces_ultimo=true", "nolo_cancels=true")),
    ("grosstarock", ("discard=0",)),
    ("grosstarock", ("discard_limit=tapp",)),
    ("grosstarock", ("discard_limit=grand-tarot",)),
    ("taroc-1754", ("discard_limit=danish",)),
    ("tapp-tarock", ("tapper=2",)),
    ("tapp-tarock", ("hold=forehand", "solo_first_turn=false")),
    ("tapp-tarock", ("talon_half=free", "valat_game_factor=4")),
    ("tapp-tarock", ("pagat_ultimo_announced=0", "trull=0", "four_kings=5")),
    ("tapp-tarock", ("fool_is_top_trump=false", "fool_captured_from=18")),
    ("tapp-tarock", ("par=30", "discard_limit=grand-tarot")),
    ("grand-tarot", ("failed_ultimo_pot=double", "vole_takes_pots=true")),
    ("grand-tarot", ("failed_ultimo_pot=nothing", "ultimo_takes_pot=false", "seats=4")),
    ("grand-tarot", ("card_settlement=bands", "king_captured_pot=0", "nolo_cancels=true")),
    ("danish-tarok", ("fool_names_suit=false",)),
    ("danish-tarok", ("fool_named_held=true",)),
    ("danish-tarok", ("fool_named_last_trick=false",)),
    ("taroc-1754", ("discard_limit=1754-with-plain",)),
    ("danish-tarok", ("seats=4", "card_settlement=exact")),
    ("danish-tarok", ("fool_demand_trick=0", "fool_barred_trick=0", "redeal_without_trumps=false")),
    ("danish-tarok", ("fool_may_lead=false", "vole_replaces_ultimo=false", "nolo_cancels=false")),
    ("danish-tarok", ("preset=pagat",)),
    ("danish-tarok", ("preset=summary",)),
    ("danish-tarok", ("preset=bga",)),
    ("danish-tarok", ("discard_disclosure=cards", "declare_laid_away=false")),
    ("danish-tarok", ("ultimo_success_first=false", "vole_cancels_card_points=false")),
    ("danish-tarok", ("card_settlement=bands-each",)),
    ("danish-tarok", ("seats=4", "card_settlement=bands-each")),
    ("danish-tarok", ("seats=4", "card_settlement=none")),
    ("taroc-1754", ("card_settlement=none",)),
    ("grand-tarot", ("ultimo_success_first=true", "failed_ultimo_pot=double")),
    ("grosstarock", ("vole_cancels_card_points=true", "card_settlement=bands-each")),
    ("taroc-1754", ("declare_laid_away=true", "discard_disclosure=fact")),
]


@pytest.mark.parametrize("kind", ["random", "heuristic"])
@pytest.mark.parametrize(("variant", "options"), OPTIONS)
def test_options_are_identical(variant: str, options: tuple[str, ...], kind: str) -> None:
    compare(variant, kind, range(10_000, 10_250), options)


@pytest.mark.parametrize("kind", ["random", "heuristic"])
def test_the_trumps_told_change_nothing_the_bots_do(kind: str) -> None:
    """``discard_disclosure`` changes only what a player is shown: the bots lay away and
    play the same (both values are in the differential above, so the Python engine agrees)."""
    told = [
        fast.traced("danish-tarok", kind, range(300), (f"discard_disclosure={value}",))
        for value in ("fact", "cards")
    ]
    assert told[0] == told[1]


def test_both_orders_of_two_ultimos_for_one_pot_are_identical() -> None:
    """Two ultimo cards for one pot in the last trick: the seeds (of the first 5,000) where
    ``ultimo_success_first`` changes the Danish payments, through both engines."""
    both = ("ultimo_success_first=true", "ultimo_success_first=false")
    first, last = (fast.play("danish-tarok", "random", range(5000), (o,)) for o in both)
    seeds = [seed for seed, (a, b) in enumerate(zip(first, last, strict=True)) if a != b]
    assert len(seeds) >= 10
    for options in both:
        compare("danish-tarok", "random", seeds, (options,))


def test_both_readings_of_the_1754_three_trumps_are_identical() -> None:
    """The 1754 dealer with exactly three trumps, the Pagat among them: the seeds (of the
    first 3,000) where letting them go with plain cards (``1754-with-plain``) changes the
    deal, through both engines under both readings."""
    both = ("discard_limit=1754", "discard_limit=1754-with-plain")
    together, with_plain = (fast.play("taroc-1754", "random", range(3000), (o,)) for o in both)
    seeds = [seed for seed, (a, b) in enumerate(zip(together, with_plain, strict=True)) if a != b]
    assert len(seeds) >= 2
    for options in both:
        compare("taroc-1754", "random", seeds, (options,))


def _rollouts_agree(state: State, seat: int) -> list[int]:
    """``seat``'s nets (in thirds) from each action offered in ``state``, played out by
    random bots: through the core, asserted equal to the search player's Python rollouts."""
    actions = offered(legal_actions(state))
    pots = search.founded_pots(state)
    want = [
        search.net(search._played_out(state.copy(), action, search.POLICIES["random"](5)), seat)
        for action in actions
    ]
    assert fast.rollouts(state, actions, seat, "random", 5, pots) == want
    return [thirds(net) for net in want]


def _danish_discard(hand: str, seat: int, options: str) -> State:
    """A Danish deal (dealer seat 0) in its discard phase, ``seat`` holding ``hand``."""
    ruleset = rules.get("danish-tarok", (options,))
    state = State(ruleset, build_deal({seat: hand}, 0, ruleset), 0)
    while state.phase is Phase.DEAL:
        state.apply(PASS)
    return state


def test_a_combination_laid_away_is_declared_alike_by_both() -> None:
    """The dealer can lay away nothing but hearts courts of his overfull Cavalry: with
    ``declare_laid_away`` it is still declared (15 from each), through both engines."""
    hand = "HK HQ HC HJ F SK DK CK T1 T21 " + " ".join(f"T{i}" for i in range(2, 20))
    kept, lost = (
        _rollouts_agree(_danish_discard(hand, 0, f"declare_laid_away={value}"), 0)
        for value in ("true", "false")
    )
    assert len(kept) == 3
    assert [a - b for a, b in zip(kept, lost, strict=True)] == [3 * 2 * 15] * 3


def test_a_tout_cancels_card_points_alike_in_both() -> None:
    """Seat 1 holds every trump but the Scies and the four Kings: a Tout whatever is played.
    With ``vole_cancels_card_points`` no card points are settled, through both engines."""
    hand = "HK SK DK CK " + " ".join(f"T{i}" for i in range(1, 22))
    cancelled, settled = (
        _rollouts_agree(_danish_discard(hand, 1, f"vole_cancels_card_points={value}"), 1)
        for value in ("true", "false")
    )
    assert cancelled and all(a != b for a, b in zip(cancelled, settled, strict=True))


def test_a_tout_with_a_king_lost_in_the_last_trick_settles_alike_in_both() -> None:
    """The golden Tout whose last trick beats seat 0's King of spades, played to trick 25:
    the Tout takes the pots before the failure pays in (``ultimo_success_first``), or
    after it, and both engines settle it alike either way."""
    from helpers_danish import answer_deal_phase, hands_from_rows, play_row
    from test_golden_danish import DISCARD, TOUT_KING_LOST

    nets = []
    for value in ("true", "false"):
        ruleset = rules.get("danish-tarok", (f"ultimo_success_first={value}",))
        state = State(ruleset, hands_from_rows(TOUT_KING_LOST, discard=DISCARD), 0)
        answer_deal_phase(state)
        to_play(state, discard=DISCARD)
        for row in TOUT_KING_LOST[:-1]:
            play_row(state, row)
        nets.append(_rollouts_agree(state, 1))
    assert nets[0] != nets[1]


def test_card_points_with_nobody_below_the_par_pay_nothing_in_both() -> None:
    """Par 20: two players above it and the third on it, nobody below; nobody is left to
    settle with, so card points pay nothing, and both engines agree to the point."""
    options = ("pip_order=natural", "packet=3", "par=20")
    result = play_deal(rules.get("grosstarock", options), "random", 10001)
    assert sorted(result.card_points.values()) == [20, 29, 29]
    assert not [p for p in result.ledger if p.kind is Kind.CARD_POINTS]
    assert fast.play("grosstarock", "random", [10001], options) == [
        tuple(result.net[seat] for seat in range(3))
    ]


def seeded_corpus() -> Iterator[tuple[str, dict[str, object]]]:
    for path in sorted(CORPUS.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            record = entry["record"]
            if entry["seeded"] and entry["kind"] == "deal" and record["variant"] in DONE:
                yield entry["id"], record


CORPUS_DEALS = list(seeded_corpus())


@pytest.mark.parametrize(("name", "record"), CORPUS_DEALS, ids=[n for n, _ in CORPUS_DEALS])
def test_the_corpus_passes_through_both(name: str, record: dict[str, object]) -> None:
    players, options = record["players"], tuple(record["options"])
    variant, seed, dealer = record["variant"], record["seed"], record["dealer"]
    assert isinstance(variant, str) and isinstance(seed, int) and isinstance(dealer, int)
    assert isinstance(players, list)
    if fast.supports(rules.get(variant, options).options, players) is not None:
        pytest.skip("an option the core does not play yet")
    nets, _, _, steps, _ = fast.traced(variant, players, [seed], options, dealer)[0]
    actions = record["actions"]
    assert isinstance(actions, list)
    games = [game.name for game in rules.get(variant, options).options.games]
    assert steps == [code(parse_action(text), games) for text in actions]
    result = play_deal(rules.get(variant, options), players, seed, dealer)
    seats = len(players)
    assert nets == tuple(thirds(result.net.get(seat, 0)) for seat in range(seats))


def test_the_corpus_covers_both_rule_sets() -> None:
    assert {record["variant"] for _, record in CORPUS_DEALS} == set(DONE)
    assert len(CORPUS_DEALS) >= 40


# -- the API -----------------------------------------------------------------------------


def test_play_gives_play_deals_nets_fractions_included() -> None:
    ruleset = rules.get("grosstarock")
    nets = fast.play("grosstarock", ["random", "heuristic", "random"], range(200))
    want = [
        tuple(play_deal(ruleset, ["random", "heuristic", "random"], seed).net.values())
        for seed in range(200)
    ]
    assert nets == want
    seeds = [5221, 5671]  # deals that end with a debt for the Fool unpaid: thirds
    nets = fast.play("grosstarock", "random", seeds)
    assert nets == [tuple(play_deal(ruleset, "random", seed).net.values()) for seed in seeds]
    assert all(any(isinstance(amount, Fraction) for amount in net) for net in nets)


def test_a_seat_sitting_out_nets_nothing() -> None:
    nets = fast.play("taroc-1754", "heuristic", [5], ["seats=4"])[0]
    result = play_deal(rules.get("taroc-1754", ["seats=4"]), "heuristic", 5)
    assert len(nets) == 4 and nets[2] == 0 and 2 not in result.net
    assert nets == tuple(result.net.get(seat, 0) for seat in range(4))


@pytest.mark.parametrize("players", ["search", ["random", "human", "random"]])
def test_a_bot_the_core_does_not_play_is_refused(players: str | list[str]) -> None:
    with pytest.raises(fast.Unsupported, match="plays the bots random, heuristic, not") as error:
        fast.play("grosstarock", players, [1])
    assert "\n" not in str(error.value)


def test_a_discard_limit_or_settlement_the_core_lacks_is_refused() -> None:
    options = rules.get("danish-tarok").options
    limits, settlements = tables.BUILT_NAMES
    fewer = (tuple(name for name in limits if name != "danish"), settlements)
    assert tables.unsupported(options, ["random"] * 3, fewer) == (
        "the compiled core does not yet play the discard limit 'danish'"
    )
    fewer = (limits, tuple(name for name in settlements if name != "bands"))
    assert "settle card points 'bands'" in str(tables.unsupported(options, ["random"] * 3, fewer))


def test_the_suits_named_for_the_fool_are_the_first_five_suits() -> None:
    assert [list(Suit).index(suit) for suit in NAMEABLE] == [0, 1, 2, 3, 4]  # the core's picks


def test_pure_python_gives_the_same_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    compiled = fast.play("taroc-1754", "random", range(50))
    monkeypatch.setenv("TAROCK_PURE", "1")
    assert not fast.available()
    assert fast.play("taroc-1754", "random", range(50)) == compiled
    with pytest.raises(fast.Unsupported):  # refused on either path
        fast.play("taroc-1754", "search", [1])


def test_without_the_core_one_line_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    compiled = fast.play("grosstarock", "heuristic", range(20))
    monkeypatch.setattr(fast, "_core", None)
    monkeypatch.setattr(fast, "MISSING", "the compiled play core is not built (test)")
    monkeypatch.setattr(fast, "_told", False)
    assert not fast.available()
    assert fast.play("grosstarock", "heuristic", range(20)) == compiled
    assert fast.play("grosstarock", "heuristic", range(3)) == compiled[:3]
    err = capsys.readouterr().err
    assert err == "the compiled play core is not built (test)\n"


# -- the performance page ----------------------------------------------------------------


def test_the_page_says_what_the_tests_and_the_core_do() -> None:
    page = (Path(__file__).parents[1] / "docs/reference/performance.md").read_text("utf-8")
    assert f"plays {DEALS:,} seeded deals per rule set and bot kind" in page
    table = performance.coverage()
    for variant in rules.ids():
        row = next(line for line in table.splitlines() if rules.get(variant).title in line)
        assert (row.count("| compiled") == 2) == (variant in DONE), row


def test_the_speed_table_times_both_engines() -> None:
    table = performance.speed(seconds=0.02, rounds=1).splitlines()
    assert [line.split(" | ")[0] for line in table[2:]] == ["| random", "| heuristic"]
    assert all(
        float(line.split(" | ")[-1].rstrip("x |").replace(",", "")) > 1 for line in table[2:]
    )


# -- playing on from any state: the search player's rollouts -------------------------------


def states_in_progress(
    variant: str, seeds: range, options: tuple[str, ...] = ()
) -> Iterator[State]:
    """Deals stopped at every kind of moment: before the first action, in the auction or
    the discard, at an announcement, in the middle of a trick, near the end."""
    ruleset = rules.get(variant, options)
    for seed in seeds:
        players = [make("random", seed * 7 + seat) for seat in range(ruleset.options.seats)]
        length = len(run(deal(ruleset, seed), players).history)
        for until in sorted({0, 1, 2, 4, 7, length // 3, length // 2, length - 5, length - 2}):
            players = [make("random", seed * 7 + seat) for seat in range(ruleset.options.seats)]
            state = run(
                deal(ruleset, seed), players, stop=lambda s, _, n=until: len(s.history) >= n
            )
            if not state.is_over:
                yield state


@pytest.mark.parametrize("policy", ["heuristic", "random"])
@pytest.mark.parametrize("variant", DONE)
def test_rollouts_are_the_search_players(variant: str, policy: str) -> None:
    compared = 0
    for state in states_in_progress(variant, range(12)):
        actions = offered(legal_actions(state))
        seat = state.to_move
        for seed in (3, 2**40 + 1):
            want = [
                search.net(
                    search._played_out(state.copy(), action, search.POLICIES[policy](seed)), seat
                )
                for action in actions
            ]
            pots = search.founded_pots(state)
            assert fast.rollouts(state, actions, seat, policy, seed, pots) == want
            compared += len(actions)
    assert compared > 100


def _search_both_ways(
    states: Sequence[State],
    objectives: Sequence[search.Objective],
    monkeypatch: pytest.MonkeyPatch,
    **settings: Any,
) -> tuple[list[list[dict[Action, Fraction]]], dict[str, int]]:
    """Each state's search values through the core and through the Python engine (asserted
    equal), and how the core's worlds went: calls, and worlds it handed back to Python."""
    seen = {"calls": 0, "gave_up": 0}
    search_worlds = fast.search_worlds

    def spy(*args: Any) -> tuple[int, list[list[Fraction]], bool, list[int] | None]:
        out = search_worlds(*args)
        seen["calls"] += 1
        seen["gave_up"] += out[2]
        return out

    monkeypatch.setattr(fast, "search_worlds", spy)
    compiled = [
        search.SearchPlayer(5, **settings).values(s, offered(legal_actions(s)), objectives)
        for s in states
    ]
    assert seen["calls"] >= len(states), "the compiled core dealt the worlds"
    monkeypatch.setenv("TAROCK_PURE", "1")
    calls = seen["calls"]
    pure = [
        search.SearchPlayer(5, **settings).values(s, offered(legal_actions(s)), objectives)
        for s in states
    ]
    monkeypatch.delenv("TAROCK_PURE")
    assert seen["calls"] == calls and pure == compiled
    return compiled, seen


def _choices(states: Sequence[State]) -> list[State]:
    return [s for s in states if len(legal_actions(s)) > 1]


@pytest.mark.parametrize(
    ("variant", "options"),
    [
        ("grosstarock", ()),
        ("taroc-1754", ()),
        ("tapp-tarock", ()),
        ("grand-tarot", ()),
        ("danish-tarok", ()),
        ("danish-tarok", ("discard_disclosure=cards",)),
    ],
)
def test_the_search_player_values_alike_with_and_without_the_core(
    variant: str, options: tuple[str, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The worlds dealt, repaired and replayed in C and their rollouts give exactly the
    Python reference's values (random bots stop the deals at every kind of moment: the
    auction, the discard, declarations, announcements, tricks)."""
    states = _choices(list(states_in_progress(variant, range(4), options)))
    assert len(states) > 15
    _search_both_ways(states, (search.net,), monkeypatch, worlds=6, rollouts=2)


@pytest.mark.parametrize("variant", DONE)
def test_the_hints_counts_alike_with_and_without_the_core(
    variant: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hint's tallies (the net, winning the trick in play, losing the Pagat) counted in
    C as the Python reference counts them, worlds handed back to Python included."""
    monkeypatch.setattr(worlds, "TRIES", 3)
    states = [s for s in _choices(list(states_in_progress(variant, range(4)))) if s.tricks]
    calls = []
    search_worlds = fast.search_worlds

    def spy(*args: Any) -> tuple[int, list[list[Fraction]], bool, list[int] | None]:
        calls.append(args)
        return search_worlds(*args)

    monkeypatch.setattr(fast, "search_worlds", spy)
    compiled = [search.SearchPlayer(5, worlds=6).tally(s, s.legal()) for s in states]
    assert len(calls) >= len(states)
    monkeypatch.setenv("TAROCK_PURE", "1")
    assert [search.SearchPlayer(5, worlds=6).tally(s, s.legal()) for s in states] == compiled
    counted = [t for advice in compiled for t in advice.tallies.values()]
    assert any(t.trick for t in counted) and any(t.trick < 6 for t in counted)


def test_the_core_settles_under_other_card_rules_as_under_does(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """under(EXACT) and under(BANDS) in one search: one play, settled both ways in C."""
    states = _choices(list(states_in_progress("taroc-1754", range(3))))
    rules_ = (CardSettlement.EXACT, CardSettlement.BANDS)
    values, _ = _search_both_ways(states, [search.under(r) for r in rules_], monkeypatch, worlds=4)
    assert any(exact != bands for exact, bands in values)


@pytest.mark.parametrize("variant", ["taroc-1754", "tapp-tarock", "danish-tarok"])
def test_worlds_the_core_gives_up_on_are_finished_in_python(
    variant: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With two tries and three repair swaps, many worlds fail: the core hands back the
    stream and the last world dealt, and the Python fallback finishes them, the values
    still exactly the reference's."""
    monkeypatch.setattr(worlds, "TRIES", 2)
    monkeypatch.setattr(worlds, "REPAIRS", 3)
    states = _choices(list(states_in_progress(variant, range(3))))
    objectives: list[search.Objective] = [search.net]
    if variant == "taroc-1754":  # and settled under two card rules, in C and in Python
        objectives = [search.under(CardSettlement.EXACT), search.under(CardSettlement.BANDS)]
    _, seen = _search_both_ways(states, objectives, monkeypatch, worlds=5)
    assert seen["gave_up"] > 0


def test_a_budget_gives_the_same_worlds_through_the_core(monkeypatch: pytest.MonkeyPatch) -> None:
    """A budget makes the core deal one world a call: the same values as the pure engine
    when the budget is large enough for every world."""
    states = _choices(list(states_in_progress("grosstarock", range(2))))
    _search_both_ways(states, (search.net,), monkeypatch, worlds=4, budget=1000)


def test_danish_worlds_with_the_told_trump_alike_with_and_without_the_core(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where the table was told a trump went into the discard (``discard_disclosure=fact``),
    the core's worlds keep it there as the reference's do: the same values."""
    ruleset = rules.get("danish-tarok")
    states = []
    for seed in range(80, 100):
        state = deal(ruleset, seed)
        bots = [make("random", seed + seat) for seat in range(ruleset.options.seats)]
        while not state.is_over:
            told = worlds.view(state, state.to_move).trump_place >= 0
            if told and len(legal_actions(state)) > 1 and len(state.history) % 4 == 0:
                states.append(state.copy())
            state.push(bots[state.to_move].choose(state, state.legal()))
    assert len(states) > 10
    _search_both_ways(states, (search.net,), monkeypatch, worlds=6)
