"""The solver (tarock.analysis.solver): exact values of small endgames worked out by hand,
merged cards and the transposition table proven harmless on many seeded endgames, the
compiled search against the Python reference, the errors, and the table of a finished deal
(tarock.analysis.review).

The endgames by hand are deals of two tricks: hands of two cards (the dealer's three more
laid away), with the card points paying nothing (``card_settlement=none``) and, where the
rule set pays them, no silent Vole or Nolo (a seat can hardly help taking both tricks of
two), so that what is left is the one bonus each test is about. The engine plays them as
it plays any deal: the last trick is the last trick.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence

import pytest
from helpers import cards, play, to_play

from tarock import fast, rules
from tarock.analysis import analyse, solve
from tarock.analysis.review import words
from tarock.analysis.solver import OutOfReach, Solution, SolveError
from tarock.cards import FOOL, pack
from tarock.engine.actions import PASS, Action, card_of, parse_action
from tarock.engine.loop import run
from tarock.engine.phases import Phase
from tarock.engine.state import PositionError, State, deal
from tarock.fast import solver as compiled_solver
from tarock.play import play_deal
from tarock.scoring.settlement import Pot
from tarock.search.bots import make
from tarock.text.explain import label

compiled = pytest.mark.skipif(
    compiled_solver.unsupported(deal(rules.get("grosstarock"), 1)) is not None,
    reason="the compiled solver is not built",
)
ENGINES = [False, pytest.param(True, marks=compiled)]
"""The Python reference, and the compiled search where it is built."""


def endgame(
    variant: str,
    options: Sequence[str],
    hands: Mapping[int, str],
    dealer: int,
    discard: str = "",
    actions: Sequence[str] = (),
    talon: str = "",
) -> State:
    """A deal of a few cards a hand (not a whole pack: the engine is not asked to check
    it), the auction's ``actions`` taken, the dealer's (or declarer's) ``discard`` laid away,
    declared, no announcement: the first lead."""
    ruleset = rules.get(variant, list(options))
    hands_ = [cards(hands.get(seat, "")) for seat in range(ruleset.options.seats)]
    state = State(ruleset, hands_, dealer, talon=cards(talon), check=False)
    while state.phase is Phase.DEAL:
        state.apply(PASS)
    for text in actions:
        state.apply(parse_action(text))
    return to_play(state, discard=discard or None)


def values(solution: Solution) -> dict[str, object]:
    """Each choice's value, by the card (or the action's text)."""
    out: dict[str, object] = {}
    for choice in solution.choices:
        card = card_of(choice.action)
        out[card.code if card is not None else choice.action.text] = choice.value
    return out


def codes(line: Sequence[Action]) -> str:
    """The cards of a line of plays, as codes."""
    return " ".join(card.code for action in line if (card := card_of(action)) is not None)


# -- endgames worked out by hand -------------------------------------------------------


@pytest.mark.parametrize("use_core", ENGINES)
def test_one_card_wins_the_pagat_ultimo_and_the_other_loses_the_pagat(use_core: bool) -> None:
    """1754, card points not paid. A leads the first of two tricks holding the Pagat and
    V; B holds III and a heart, C two hearts (B and C no other trump).

    Lead V: B must follow with III, C throws a heart; A wins. A leads the Pagat to the
    last trick, B and C throw hearts: the Pagat ultimo is made, 10 from each, +20.
    Lead the Pagat: B's III takes it, a Pagat lost before the last trick pays 5 to each
    opponent, -10; B leads his heart, C follows and A trumps with V, the last trick
    paying nothing. So V is worth +20 and the Pagat -10 (A taking both tricks is a
    silent Vole, which 1754 does not pay)."""
    state = endgame(
        "taroc-1754",
        ["card_settlement=none"],
        {0: "T1 T5", 1: "T3 H5", 2: "H6 H7 S2 S3 S4"},
        dealer=2,
        discard="S2 S3 S4",
    )
    solution = solve(state, compiled=use_core)
    assert solution.seat == 0 and values(solution) == {"T1": -10, "T5": 20}
    assert codes([solution.best.action]) == "T5"
    line = solution.best.line
    assert codes(line[:2]) == "T5 T3" and codes(line[3:5]) == "T1 H5" and len(line) == 6


@pytest.mark.parametrize("use_core", ENGINES)
def test_a_two_trick_ending_with_a_king_ultimo(use_core: bool) -> None:
    """Grand Tarot, card points and a silent Vole or Nolo not paid, the pots empty. A leads
    holding ♥K and IV; B holds XXI and XX, C two hearts.

    Lead IV: B takes it with a trump and leads the other; A, with only ♥K left, must play it
    under B's trump in the last trick: the King ultimo fails, 40 to each opponent and the
    penalty, 40, into the King pot: -120.
    Lead ♥K: B, void in hearts, must trump it: a King lost before the last trick, 5 to
    each opponent and 5 into the pot: -15; the last trick (B's trump, A's IV, a heart) pays
    nothing. So ♥K is worth -15 and IV -120: keeping the King for the last trick loses the
    ultimo to the XXI."""
    state = endgame(
        "grand-tarot",
        ["card_settlement=none", "vole=0", "nolo=0"],
        {0: "HK T4", 1: "T21 T20", 2: "H3 H4 S2 S3 S4"},
        dealer=2,
        discard="S2 S3 S4",
    )
    solution = solve(state, compiled=use_core, pots={Pot.KING: 0, Pot.PAGAT: 0})
    assert values(solution) == {"T4": -120, "HK": -15}
    worst = min(solution.choices, key=lambda choice: choice.value)
    assert codes(worst.line[-3:]) == "T21 H4 HK"  # the last trick: XXI takes the King


@pytest.mark.parametrize("use_core", ENGINES)
def test_the_excuse_goes_back_to_its_owner_for_a_card(use_core: bool) -> None:
    """1754, card points as the objective. A, the dealer, laid away ♥1 ♥2 ♥3 and holds the
    Scies and II; B leads ♠K, C follows with ♠4; A, void in spades, must trump or may play
    the Scies.

    II: A takes ♠K ♠4 II, then must lead the Scies (his last card); B and C play ♠3 and ♠5,
    C takes the trick; the Scies goes back to A, who gives C his lowest card (♠4, the first
    of the lowest). A's pile: ♥1 ♥2 ♥3 ♠K II and the Scies, 14 in value less 2 for each three
    cards: 10 card points.
    The Scies: B takes the trick with ♠K; the Scies goes back to A, who gives B his lowest
    card at once, ♥1 of his discard. B leads ♠3, C follows, A trumps with II and takes the
    last trick. A's pile: ♥2 ♥3, the Scies, ♠3 ♠5 II: 10 less 4: 6 card points."""
    state = endgame(
        "taroc-1754", [], {0: "F T2 H1 H2 H3", 1: "SK S3", 2: "S4 S5"}, dealer=0, discard="H1 H2 H3"
    )
    play(state, "SK", "S4")
    solution = solve(state, "card-points", compiled=use_core)
    assert solution.seat == 0 and values(solution) == {"T2": 10, "F": 6}


@pytest.mark.parametrize("use_core", ENGINES)
def test_a_tapp_defender_solves_with_his_partner(use_core: bool) -> None:
    """Tapp Tarock: A declares a Dreier (taking the lower half, laying it away again); B and
    C defend. The declarer's few card points lose the game, 3 to each defender, whatever
    happens, and he takes one trick in every line (no Valat). Left: the silent Pagat
    ultimo, 4, to the side that takes the last trick with the Pagat in it.

    B leads holding IV and ♠7; C holds II and ♠8, A the Pagat and III.
    IV: A ducks with III (C's II is forced), B takes the trick and leads ♠7, C follows and
    A trumps with the Pagat in the last trick: the declarer's side takes it, B pays 4:
    3 - 4 = -1. (A playing the Pagat to the first trick would give the defenders nothing.)
    ♠7: C follows, A trumps with the Pagat (not the III: then he must lead the Pagat into
    B's IV in the last trick, paying 4): B takes the last trick without the Pagat in it:
    +3. The declarer's own choices after ♠7 ♠8: the Pagat, -6 (3 to each defender), or
    III, -6 - 8 = -14. The defenders are paid alike: C, to move after ♠7, values it as B."""
    state = endgame(
        "tapp-tarock",
        [],
        {0: "T1 T3", 1: "T4 S7", 2: "T2 S8"},
        dealer=0,
        actions=("pass", "pass", "bid dreier", "take lower"),
        discard="S9 S10 SJ",
        talon="S9 S10 SJ H1 H2 H3",
    )
    assert state.declarer == 0 and state.to_move == 1
    solution = solve(state, compiled=use_core)
    assert values(solution) == {"T4": -1, "S7": 3}
    play(state, "S7")
    assert values(solve(state, compiled=use_core)) == {"S8": 3}  # the partner, forced
    play(state, "S8")
    assert values(solve(state, compiled=use_core)) == {"T1": -6, "T3": -14}


# -- seeded endgames ---------------------------------------------------------------------


def endgames(variant: str, tricks: int, seeds: Sequence[int]) -> Iterator[State]:
    """Heuristic-bot deals stopped ``tricks`` tricks before the end (a card or two into the
    trick for some seeds), where the solver can start."""
    ruleset = rules.get(variant)
    last = ruleset.options.tricks
    for seed in seeds:
        state = deal(ruleset, seed)
        bots = [make("heuristic", seed * 10 + seat) for seat in range(ruleset.options.seats)]
        into = seed % len(state.seats)

        def stop(state: State, legal: object, into: int = into) -> bool:
            return len(state.tricks) >= last - tricks and (
                len(state.trick) >= into or len(state.tricks) > last - tricks
            )

        state = run(state, bots, stop=stop)
        if not state.is_over and state.phase in (Phase.PLAY, Phase.ANNOUNCE):
            yield state


def found(solution: Solution) -> list[tuple[object, object, object]]:
    return [(choice.action, choice.value, choice.line) for choice in solution.choices]


@pytest.mark.parametrize("variant", rules.ids())
def test_the_compiled_search_is_the_python_search(variant: str) -> None:
    """The same values, lines and positions visited, last 3 to 6 tricks of seeded deals."""
    if compiled_solver.unsupported(deal(rules.get(variant), 1)) is not None:
        pytest.skip("the compiled solver is not built")
    checked = 0
    for tricks, seeds in ((3, range(1, 7)), (4, range(9, 15)), (5, range(17, 19)), (6, [20])):
        for state in endgames(variant, tricks, seeds):
            python = solve(state, compiled=False)
            core = solve(state, compiled=True)
            assert (python.engine, core.engine) == ("python", "compiled")
            assert found(python) == found(core), (variant, state.position())
            assert python.nodes == core.nodes, (variant, state.position())
            checked += 1
    assert checked >= 8  # Tapp throws some deals in: everyone passed


@pytest.mark.parametrize("variant", rules.ids())
def test_the_card_points_objective_in_both_engines(variant: str) -> None:
    if compiled_solver.unsupported(deal(rules.get(variant), 1)) is not None:
        pytest.skip("the compiled solver is not built")
    for state in endgames(variant, 4, range(30, 34)):
        python = solve(state, "card-points", compiled=False)
        assert found(python) == found(solve(state, "card-points", compiled=True))


@pytest.mark.parametrize("variant", rules.ids())
def test_merged_cards_and_the_table_change_no_value(variant: str) -> None:
    """Equivalent cards played as one choice, and the table of positions at each trick's
    start, give every choice the value of the plain search (no merging, no table) on many
    seeded endgames: through the compiled search, and a few through the Python reference."""
    use_core = compiled_solver.unsupported(deal(rules.get(variant), 1)) is None
    checked = 0
    for tricks, seeds in ((4, range(40, 52)), (5, range(52, 58))):
        for state in endgames(variant, tricks, seeds):
            plain = solve(state, merge=False, table=0, compiled=use_core)
            merged = solve(state, compiled=use_core)
            assert values(plain) == values(merged), (variant, state.position())
            assert plain.nodes > merged.nodes or len(plain.choices) == 1
            checked += 1
    assert checked >= 12
    for state in endgames(variant, 3, range(60, 64)):
        plain = solve(state, merge=False, table=0, compiled=False)
        assert values(plain) == values(solve(state, compiled=False))


def small_deals(variant: str, size: int, count: int, seed: int) -> Iterator[State]:
    """Random deals of ``size`` cards a hand (the dealer's three to lay away plain and no
    King), the Fool always in a hand and never the dealer's: its owner often has no pile
    when it is played, and owes a card until he takes a trick."""
    ruleset = rules.get(variant)
    rng = random.Random(seed)
    pool = [card for card in pack(ruleset.options.pack) if not card.is_fool]
    plain = [card for card in pool if card.is_pip]
    for _ in range(count):
        dealer = rng.randrange(3)
        laid = rng.sample(plain, 3)
        rest = rng.sample([card for card in pool if card not in laid], 3 * size - 1)
        rest.insert(rng.randrange(len(rest) + 1), FOOL)
        hands = [rest[i * size : (i + 1) * size] for i in range(3)]
        if FOOL in hands[dealer]:
            other = (dealer + 1) % 3
            hands[dealer], hands[other] = hands[other], hands[dealer]
        hands[dealer] = hands[dealer] + laid
        state = State(ruleset, hands, dealer, check=False)
        while state.phase is Phase.DEAL:  # a hand without a trump may ask for a new deal
            state.apply(PASS)
        yield to_play(state, discard=laid)


@pytest.mark.parametrize("variant", ["taroc-1754", "grosstarock", "danish-tarok", "grand-tarot"])
def test_small_random_deals_with_the_excuse(variant: str) -> None:
    """On random deals of three and four cards a hand, with the Fool (an excuse) in play:
    the table and merged cards change no value, and the compiled search is the Python one."""
    use_core = compiled_solver.unsupported(deal(rules.get(variant), 1)) is None
    # Grosstarock's Vole and Nolo may be announced before every trick of a small deal
    announcing = variant == "grosstarock"
    for size, count in ((3, 6 if announcing else 15), (4, 0 if announcing else 4)):
        for state in small_deals(variant, size, count, seed=size):
            for objective in ("net", "card-points"):
                plain = solve(state, objective, merge=False, table=0, compiled=False)
                best = solve(state, objective, compiled=False)
                assert values(plain) == values(best), (objective, state.hands)
                if use_core:
                    assert found(best) == found(solve(state, objective, compiled=True))


def test_a_tiny_table_changes_no_value() -> None:
    """A table too small for the positions (cleared, or positions replaced) only costs
    positions visited."""
    for state in endgames("danish-tarok", 4, range(70, 73)):
        for use_core in (False, True):
            if use_core and compiled_solver.unsupported(state) is not None:
                continue
            big = solve(state, compiled=use_core)
            assert values(solve(state, table=8, compiled=use_core)) == values(big)


# -- errors and limits -------------------------------------------------------------------


def test_a_finished_deal_has_nothing_to_solve() -> None:
    result = play_deal(rules.get("grosstarock"), "heuristic", seed=1)
    with pytest.raises(SolveError, match=r"^solve: the deal is over; there is nothing left"):
        solve(result.state)


def test_a_deal_before_its_tricks_is_refused_in_one_line() -> None:
    with pytest.raises(SolveError) as error:
        solve(deal(rules.get("grosstarock"), 1))
    assert str(error.value) == (
        "solve: the deal is in its discard phase; the solver answers once the tricks are"
        " being played"
    )


def test_a_bad_position_is_refused_in_one_line() -> None:
    with pytest.raises(PositionError) as error:
        solve("grosstarock | dealer A | A T1 | B | C | talon - | -")
    assert "\n" not in str(error.value) and str(error.value).startswith("position: ")


def test_an_unknown_objective_is_refused() -> None:
    state = next(endgames("grosstarock", 2, [1]))
    with pytest.raises(SolveError, match="unknown objective 'points'; objectives: net, card-"):
        solve(state, "points")


@pytest.mark.parametrize("use_core", ENGINES)
def test_a_solve_past_its_limit_is_out_of_reach(use_core: bool) -> None:
    state = next(endgames("grosstarock", 8, [1]))
    with pytest.raises(OutOfReach) as error:
        solve(state, limit=500, compiled=use_core)
    assert str(error.value) == (
        "solve: out of reach: 8 tricks to play need more than 500 positions; give a larger"
        " limit or solve nearer the end"
    )


@pytest.mark.parametrize("use_core", ENGINES)
def test_a_whole_deal_is_out_of_reach_in_time_too(use_core: bool) -> None:
    """From the first lead (the first line searched runs to the deal's end, announcements
    and all) a solve gives up at its limit, or at its time."""
    bots = [make("heuristic", seat) for seat in range(3)]
    state = run(
        deal(rules.get("grosstarock"), 3), bots, stop=lambda state, _: state.phase is Phase.PLAY
    )
    with pytest.raises(OutOfReach, match="25 tricks to play need more than 20,000 positions"):
        solve(state, limit=20_000, compiled=use_core)
    with pytest.raises(OutOfReach, match="25 tricks to play need more time than allowed"):
        solve(state, seconds=0.05, compiled=use_core)


def test_four_seats_the_dealer_sitting_out() -> None:
    """1754 with four seats, each dealer in turn: the compiled search is the Python one."""
    ruleset = rules.get("taroc-1754", ["seats=4"])
    use_core = compiled_solver.unsupported(deal(ruleset, 1)) is None
    for dealer in range(4):
        state = deal(ruleset, dealer + 1, dealer)
        bots = [make("heuristic", dealer * 10 + seat) for seat in range(4)]
        state = run(state, bots, stop=lambda state, legal: len(state.tricks) >= 21)
        assert (dealer + 2) % 4 not in state.seats  # the dealer's opposite sits out
        python = solve(state, compiled=False)
        if use_core:
            core = solve(state, compiled=True)
            assert found(python) == found(core) and python.nodes == core.nodes


def test_without_the_compiled_core_the_python_reference_answers() -> None:
    state = next(endgames("grand-tarot", 3, [4]))
    with fast.python_engine():
        assert solve(state).engine == "python"
        with pytest.raises(SolveError, match=r"^solve: TAROCK_PURE is set: no compiled core$"):
            solve(state, compiled=True)


def test_the_words_name_what_a_card_lost_and_the_card_that_kept_it() -> None:
    """The King-ultimo ending above: IV kept the King for the last trick, where the XXI
    took it (-120); ♥K played at once lost it in the first trick (-15). The line for a
    reader names the kind of payment the card lost most by, and the better card."""
    state = endgame(
        "grand-tarot",
        ["card_settlement=none", "vole=0", "nolo=0"],
        {0: "HK T4", 1: "T21 T20", 2: "H3 H4 S2 S3 S4"},
        dealer=2,
        discard="S2 S3 S4",
    )
    pots = {Pot.KING: 0, Pot.PAGAT: 0}
    solution = solve(state, pots=pots)
    worst = min(solution.choices, key=lambda choice: choice.value)
    names = state.ruleset.names
    said = words(state, worst, solution.best, "net", lambda card: label(card, names), names, pots)
    assert said == "IV lost the King ultimo: ♥K kept it"


def test_the_position_line_is_solved_as_its_state() -> None:
    state = next(endgames("taroc-1754", 3, [2]))
    assert values(solve(state.position())) == values(solve(state))


def test_the_solver_leaves_the_state_as_it_was() -> None:
    state = next(endgames("danish-tarok", 3, [5]))
    before, taken = state.position(), len(state.history)
    solve(state, compiled=False)
    assert state.position() == before and len(state.history) == taken


# -- a finished deal's cards against the best ----------------------------------------------


def test_the_table_of_a_deal_names_what_a_card_lost() -> None:
    """Grosstarock, seed 3, heuristic bots: in trick 24 C plays XIX and keeps the Pagat for
    the last trick, where it is beaten; the Pagat played at once would have been worth 21
    more to C."""
    ruleset = rules.get("grosstarock")
    record = play_deal(ruleset, "heuristic", seed=3).record
    table = analyse(record, tricks=2, label=lambda card: label(card, ruleset.names))
    assert list(table.trick) == [24, 24, 24, 25, 25, 25]
    costly = table[table.cost > 0]
    assert list(costly.played) == ["XIX"] and list(costly.best) == ["Pagat"]
    assert list(costly.cost) == [21] and list(costly.player) == ["C"]
    assert list(costly.words) == ["XIX lost the Pagat ultimo: Pagat kept it"]
    assert list(table.words[3:]) == ["forced"] * 3
    assert (table.best_value - table.value == table.cost).all()
    assert not any(word for word in table.words if "T1" in word or "T19" in word)


def test_the_table_stops_where_the_solver_runs_out() -> None:
    record = play_deal(rules.get("danish-tarok"), "heuristic", seed=2).record
    table = analyse(record, tricks=25, limit=3000, compiled=False)
    assert 0 < len(table) < 75 and table.trick.iloc[-1] == 25
    assert list(table.trick) == sorted(table.trick)
