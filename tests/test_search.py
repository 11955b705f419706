"""The search player: the worlds it deals are consistent with what its seat has seen and
with nothing else, its choices are legal and reproducible, its objective is the rule
set's settlement, and it plays at the command line and gives hints at the terminal."""

from __future__ import annotations

import contextlib
import io
from fractions import Fraction
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console

from tarock import rules
from tarock.analysis.simulate import simulate
from tarock.cards import FOOL_BIT, SUIT_MASKS, TRUMPS_MASK, Suit, cards_of, mask
from tarock.cli import main
from tarock.cli.terminal import Command, Game, Quit, interpret
from tarock.engine.actions import Discard, Play
from tarock.engine.state import State, deal
from tarock.play import play_deal, run
from tarock.players import HeuristicPlayer
from tarock.players.worlds import sample, view, voids
from tarock.records import load
from tarock.rng import Rng, bot_seed
from tarock.rules.options import CardSettlement
from tarock.scoring.counting import points_by_seat
from tarock.scoring.settlement import Pot, card_point_nets
from tarock.search.bots import KINDS, make
from tarock.search.player import SearchPlayer, best, founded_pots, net, under
from tarock.table import Setup, Table
from tarock.text.coach import advise

VARIANTS = rules.ids()


def positions(variant: str, seed: int, every: int = 7) -> list[State]:
    """Every ``every``-th position of a deal played by heuristic bots."""
    state = deal(rules.get(variant), seed, seed % 3)
    bot = HeuristicPlayer(seed)
    out = []
    while not state.is_over:
        if len(state.history) % every == 0:
            out.append(state.copy())
        state.push(bot.choose(state, state.legal()))
    return out


# -- worlds --------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_world_keeps_what_the_seat_has_seen(variant: str) -> None:
    """In every sampled world: the same history, phase and seat to move; the seat's own
    hand and discard; every hand of the same size; no card where a void says it cannot be;
    the cards a declaration showed in the declarer's hand."""
    for seed in (1, 2):
        for state in positions(variant, seed):
            seat = state.to_move
            lacks = voids(state)
            for n in range(3):
                world = sample(state, seat, Rng(n))
                hidden = seat != state.discarder  # the discard it did not see is dealt again
                assert len(world.history) == len(state.history)
                for mine, real in zip(world.history, state.history, strict=True):
                    assert mine == real or (hidden and type(mine) is type(real) is Discard)
                assert (world.phase, world.to_move) == (state.phase, state.to_move)
                assert world.held[seat] == state.held[seat]
                assert [b.bit_count() for b in world.held] == [b.bit_count() for b in state.held]
                if seat == state.discarder:
                    assert world.discard == state.discard
                for other in state.seats:
                    assert not world.held[other] & lacks[other], (variant, seed, other)
                    for item in state.declared[other] or ():
                        gone = mask(c for t in state.tricks for c in t.cards)
                        gone |= mask(state.trick)
                        assert mask(item.cards) & ~gone & ~world.held[other] == 0


def test_a_seat_that_did_not_follow_holds_none_of_the_suit() -> None:
    """Grosstarock seed 3: a seat discards on a suit led; every world keeps it void."""
    for state in positions("grosstarock", 3, every=1):
        if len(state.tricks) < 6:
            continue
        shown = {s for s, bits in voids(state).items() if bits & SUIT_MASKS[Suit.HEARTS]}
        for other in shown - {state.to_move}:
            world = sample(state, state.to_move, Rng(9))
            assert not world.held[other] & SUIT_MASKS[Suit.HEARTS]
        if shown:
            return
    pytest.fail("no void in hearts shown in this deal")


def test_a_lead_passed_on_at_the_fools_deadline_puts_the_fool_with_the_passer() -> None:
    """Taroc 1754, seed 13 (heuristic bots): seat A wins trick 22 but must pass the lead
    at trick 23, still holding the Fool. Every world seat B deals keeps B to lead and
    gives A the Fool."""
    state = deal(rules.get("taroc-1754"), 13, dealer=1)
    bot = HeuristicPlayer(13)
    while len(state.tricks) < 22 or state.trick:
        state.push(bot.choose(state, state.legal()))
    assert (state.tricks[-1].winner, state.to_move) == (0, 1)
    for n in range(5):
        world = sample(state, 1, Rng(n))
        assert world.to_move == 1
        assert world.held[0] & FOOL_BIT


def test_the_hidden_cards_do_not_change_the_choice() -> None:
    """Two deals that look the same from seat 1 (two hidden cards swapped between the
    other hands) get the same search and so the same choice: it does not peek."""
    state = deal(rules.get("taroc-1754"), 4, dealer=1)
    while state.phase.value != "play" or state.to_move != 0:
        state.push(HeuristicPlayer(1).choose(state, state.legal()))
    for _ in range(3):  # a few tricks in, seat 1 to move with voids and cards seen
        state.push(HeuristicPlayer(2).choose(state, state.legal()))
    seat = state.to_move
    others = [s for s in state.seats if s != seat]
    lacks = voids(state)
    a, b = (cards_of(state.held[s]) for s in others)
    pair = next(
        (x, y)
        for x in a
        for y in b
        if x.suit is y.suit and not (x.bit | y.bit) & (lacks[others[0]] | lacks[others[1]])
    )
    twin = state.copy()
    twin.held[others[0]] ^= pair[0].bit | pair[1].bit
    twin.held[others[1]] ^= pair[0].bit | pair[1].bit
    assert view(state, seat).hidden == view(twin, seat).hidden
    player = SearchPlayer(5, worlds=3)
    assert player.values(state, list(state.legal()), (net,)) == player.values(
        twin, list(twin.legal()), (net,)
    )


# -- the player ------------------------------------------------------------------------------


@pytest.mark.parametrize("variant", VARIANTS)
def test_search_plays_every_rule_set_legally_and_reproducibly(variant: str) -> None:
    """A whole deal with a search player at seat A (``run`` checks every action), twice:
    the same seed plays the same deal."""
    first = play_deal(rules.get(variant), ["search", "heuristic", "heuristic"], seed=7)
    again = play_deal(rules.get(variant), ["search", "heuristic", "heuristic"], seed=7)
    assert first.record.actions == again.record.actions
    assert first.state.is_over


def test_search_is_a_kind_of_player() -> None:
    assert "search" in KINDS
    player = make("search", 3)
    assert isinstance(player, SearchPlayer)
    assert player.name == "search"


def test_settings_are_checked() -> None:
    with pytest.raises(ValueError, match="worlds and rollouts must be 1 or more"):
        SearchPlayer(1, worlds=0)
    with pytest.raises(ValueError, match="unknown rollout policy 'clever'"):
        SearchPlayer(1, policy="clever")


def test_a_budget_stops_after_one_world() -> None:
    """With a budget of no time at all the search deals one world and chooses from it."""
    state = deal(rules.get("grosstarock"), 2)
    player = SearchPlayer(1, worlds=6, budget=0.0)
    player.choose(state, state.legal())
    assert player.last_worlds == 1


def test_the_best_mean_wins_and_a_tie_goes_to_the_heuristic() -> None:
    one, two, three = (Play(card) for card in cards_of(0b111))
    means = {one: Fraction(1), two: Fraction(3), three: Fraction(3)}
    assert best([one, two, three], means, one) is two
    assert best([one, two, three], means, three) is three


def test_the_search_reads_the_cards_it_lays_away_from_its_own_hand() -> None:
    """The dealer's discard (taroc-1754): a legal card, the same for the same seed."""
    state = deal(rules.get("taroc-1754"), 11, dealer=0)
    action = SearchPlayer(2, worlds=2).choose(state, state.legal())
    assert isinstance(action, Discard) and action in state.legal()
    assert action == SearchPlayer(2, worlds=2).choose(state, state.legal())


# -- the objective ---------------------------------------------------------------------------


def test_net_is_the_seat_s_settled_net_and_under_rescores_only_the_card_points() -> None:
    """On a finished 1754 deal: ``net`` is play_deal's net; ``under(BANDS)`` adds the
    Danish bands' card-point amounts in place of the exact ones (simulate's net_bands)."""
    frame = simulate("taroc-1754", 3, "heuristic", seed=4)
    for k in range(3):
        state = deal(rules.get("taroc-1754"), int(frame["seed"][3 * k]), k % 3)
        run(state, [HeuristicPlayer(bot_seed(int(frame["seed"][3 * k]), s)) for s in range(3)])
        points = points_by_seat(state)
        exact = card_point_nets(points, CardSettlement.EXACT, 26, None)
        bands = card_point_nets(points, CardSettlement.BANDS, 26, state.next_seat(state.dealer))
        for seat in range(3):
            row = frame[(frame["deal"] == k) & (frame["seat"] == seat)].iloc[0]
            assert float(net(state, seat)) == row["net"]
            assert (
                under(CardSettlement.BANDS)(state, seat)
                == net(state, seat) - exact[seat] + bands[seat]
            )
            assert float(under(CardSettlement.BANDS)(state, seat)) == row["net_bands"]
            assert under(CardSettlement.EXACT)(state, seat) == net(state, seat)
        assert state.options.card_settlement is CardSettlement.EXACT  # put back


def test_pots_are_reckoned_as_just_founded() -> None:
    """Danish Tarok: each pot holds every player's ante (20 each) and the dealer's stake
    where the rules add it; a rule set without pots has none."""
    state = deal(rules.get("danish-tarok"), 1)
    options = state.options
    pots = founded_pots(state)
    assert pots is not None
    for pot in Pot:
        stake = options.dealer_stake if options.dealer_stake_on_ante else 0
        assert pots[pot] == 3 * options.pot_ante + stake
    assert founded_pots(deal(rules.get("grosstarock"), 1)) is None


# -- the command line and the terminal -------------------------------------------------------


def test_play_takes_bots_as_another_name_for_players(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``tarock play --bots search``: the record names the search bots."""
    monkeypatch.chdir(tmp_path)
    args = ["play", "--variant", "tapp-tarock", "--seed", "2", "--bots", "search"]
    result = CliRunner().invoke(main, [*args, "--record", "r.json"], input="quit\n")
    assert result.exit_code == 130, result.output
    assert load(tmp_path / "r.json").players == ["search", "human", "search"]
    bad = CliRunner().invoke(main, ["play", "--bots", "clever"], input="quit\n")
    assert bad.exit_code != 0 and "unknown player 'clever'" in bad.output


def test_hint_search_gives_the_search_player_s_choice() -> None:
    assert interpret("hint search", deal(rules.get("grosstarock"), 1)) is Command.SEARCH
    buffer = io.StringIO()
    console = Console(file=buffer, width=200, color_system=None, soft_wrap=True)
    lines = iter(["3", "hint search"])

    def read(game: Game) -> str:
        try:
            return next(lines)
        except StopIteration:
            raise EOFError from None

    game = Game(Table.set_up(Setup("grosstarock", 5)), console, read)
    with contextlib.suppress(Quit):
        game.run()
    advice = advise(game.state)  # the coach's, as the play page's hint (test_terminal)
    assert advice["action"].startswith("play ")
    assert f"the search player's choice: {advice['reason']}" in buffer.getvalue()


def test_every_danish_world_lays_away_the_trump_the_table_was_told_of() -> None:
    """Under ``discard_disclosure=fact`` the table hears that a trump went into the discard,
    not which: every world dealt for another seat has a trump among the cards laid away."""
    ruleset = rules.get("danish-tarok")
    checked = 0
    for seed in range(80, 100):
        state = deal(ruleset, seed)
        bots = [make("random", seed + seat) for seat in range(ruleset.options.seats)]
        while not state.is_over:
            known = view(state, state.to_move)
            if known.trump_place >= 0:
                for number in range(5):
                    world = sample(state, state.to_move, Rng(number), known)
                    assert mask(world.discard) & TRUMPS_MASK
                checked += 1
            state.push(bots[state.to_move].choose(state, state.legal()))
    assert checked > 20
