"""``tarock play``: the input parser, the loop with scripted input, and whole deals and
sessions played through a real pseudo-terminal (pexpect), checked against their records."""

from __future__ import annotations

import contextlib
import io
import os
import re
import sys
from pathlib import Path

import pexpect
import pytest
from click.testing import CliRunner
from helpers import new_state, play, to_play
from rich.console import Console

from tarock import players, rules, web
from tarock.cards import Suit, parse, parse_many
from tarock.cli import main
from tarock.cli.terminal import (
    Autopilot,
    Command,
    Game,
    InputError,
    Quit,
    Session,
    Stopped,
    describe,
    finish,
    hand_rows,
    interpret,
    read_card,
    resume,
    start,
    transcript,
)
from tarock.engine.actions import (
    PASS,
    Announce,
    Claim,
    Contract,
    Declare,
    Demand,
    Discard,
    Half,
    NameSuit,
    Play,
    parse_action,
)
from tarock.engine.legal import Clause
from tarock.engine.phases import Phase
from tarock.engine.state import State
from tarock.play import SessionResult, dealt, play_deal, play_session, replay, replay_session
from tarock.records import Record, SessionRecord, load, load_any
from tarock.rng import bot_seed
from tarock.rules.ruleset import Ruleset
from tarock.scoring.counting import count, piles
from tarock.table import Setup, Table
from tarock.text import explain

ROOT = Path(__file__).resolve().parents[1]
GT = rules.get("grosstarock")
CLAUSES = [str(clause) for clause in Clause]


def seated(ruleset: Ruleset, seed: int, human: int = 1, deals: int | None = None) -> Table:
    """A table as ``tarock play`` sets it: the person at ``human``, heuristic bots."""
    return Table.set_up(Setup(ruleset.id, seed, human, deals=deals, flags=True))


# -- reading a line ---------------------------------------------------------------------


@pytest.fixture
def following() -> State:
    """Grosstarock, trick 1: seat 1 has led the King of hearts; seat 2, holding H1, C2
    and T5, is to play."""
    state = to_play(new_state({1: "H7 H9 HK T3 F SQ", 2: "H1 C2 T5"}, dealer=0))
    return play(state, "HK")


def test_card_codes_aliases_symbols_and_case(following: State) -> None:
    state = following  # seat 2 to move: holds H1 among others
    assert interpret("h1", state) is Play(parse("H1"))
    assert interpret("  H1 ", state) is Play(parse("H1"))
    assert interpret("♥1", state) is Play(parse("H1"))
    assert interpret("ha", state) is Play(parse("H1"))  # A for the Ace


def test_aliases_and_trump_numbers() -> None:
    state = to_play(new_state({1: "T1 T21 F HK"}, dealer=0))
    assert state.to_move == 1
    assert interpret("pagat", state) is Play(parse("T1"))
    assert interpret("Mond", state) is Play(parse("T21"))
    assert interpret("sküs", state) is Play(parse("F"))
    assert interpret("excuse", state) is Play(parse("F"))
    assert interpret("★", state) is Play(parse("F"))
    assert interpret("21", state) is Play(parse("T21"))  # no menu open: a trump's number
    assert interpret("XXI", state) is Play(parse("T21"))
    assert read_card("♠c") is parse("SC")
    assert read_card("nonsense") is None


def test_an_illegal_card_names_the_rule(following: State) -> None:
    with pytest.raises(InputError, match="must follow suit") as error:
        interpret("c2", following)
    assert "hearts led" in str(error.value)
    with pytest.raises(InputError, match="SQ is not in C's hand"):
        interpret("sq", following, names=["A", "B", "C"])


def test_void_must_trump() -> None:
    state = to_play(new_state({1: "HK H2", 2: "T5 T9 C2"}, dealer=0, avoid={2: ["H"]}))
    play(state, "HK")
    with pytest.raises(InputError, match="void in the suit led: must trump"):
        interpret("c2", state)
    assert interpret("t9", state) is Play(parse("T9"))


def test_menus_by_number_by_word_and_by_text() -> None:
    state = new_state({}, dealer=0)
    while state.phase is not Phase.ANNOUNCE:
        state.apply(next(iter(state.legal())))
    choices = [a for a in state.legal() if not isinstance(a, Play)]
    assert choices == [Announce(Contract.VOLE), Announce(Contract.NOLO), PASS]
    assert interpret("1", state) is Announce(Contract.VOLE)
    assert interpret("3", state) is PASS
    assert interpret("pass", state) is PASS
    assert interpret("nolo", state) is Announce(Contract.NOLO)
    assert interpret("Announce Vole", state) is Announce(Contract.VOLE)
    assert interpret("v", state) is Announce(Contract.VOLE)  # a word's start, before T5
    with pytest.raises(InputError, match="choose 1-3"):
        interpret("4", state)
    with pytest.raises(InputError, match=r"could be 1\. announce vole, 2\. announce nolo"):
        interpret("announce", state)
    with pytest.raises(InputError, match="is not a choice now"):
        interpret("hk", state)


def test_commands_and_garbage(following: State) -> None:
    assert interpret("quit", following) is Command.QUIT
    assert interpret("Q", following) is Command.QUIT
    assert interpret("?", following) is Command.HELP
    assert interpret("help", following) is Command.HELP
    assert interpret("hand", following) is Command.HAND
    with pytest.raises(InputError, match="type a card"):
        interpret("", following)
    with pytest.raises(InputError) as error:
        interpret("the red one", following)
    message = str(error.value)
    assert message.startswith("'the red one' is not a card or a choice")
    assert "\n" not in message


def test_discard_codes_and_the_discard_rule() -> None:
    state = dealt(GT, seed=1)
    assert state.phase is Phase.DISCARD
    assert interpret("d5", state) is Discard(parse("D5"))
    with pytest.raises(InputError, match="DK may not be laid away"):
        interpret("dk", state)


def test_unknown_action_types_are_offered_by_their_text() -> None:
    """Any action without a card (a rule set's new kind of action) is a menu entry."""
    state = dealt(GT, seed=1)
    while state.phase is not Phase.DECLARE:
        state.apply(next(iter(state.legal())))
    (declare,) = state.legal()
    assert isinstance(declare, Declare)
    assert interpret("1", state) is declare
    assert interpret(declare.text, state) is declare


DANISH = rules.get("danish-tarok")


def test_a_redeal_is_offered_by_its_text() -> None:
    """Danish Tarok: a player dealt no trump may demand a new deal (a ``Demand``)."""
    state = new_state({}, dealer=0, ruleset=DANISH, avoid={1: [Suit.TRUMPS]})
    assert state.phase is Phase.DEAL and state.to_move == 1
    assert interpret("1", state) is Demand(Claim.REDEAL)
    assert interpret("demand", state) is Demand(Claim.REDEAL)
    assert interpret("redeal", state) is Demand(Claim.REDEAL)
    assert interpret("pass", state) is PASS
    assert describe(Demand(Claim.REDEAL)) == "demand a new deal"


def test_naming_the_fools_suit_is_offered_by_its_text() -> None:
    state = new_state({1: "F T5 H3"}, dealer=0, ruleset=DANISH)
    while state.phase is not Phase.PLAY:
        legal = state.legal()
        state.apply(PASS if PASS in legal else next(iter(legal)))
    assert state.to_move == 1
    state.apply(Play(parse("F")))
    assert state.to_move == 1  # the Fool's owner names its suit
    assert interpret("hearts", state) is NameSuit(Suit.HEARTS)
    assert interpret("h", state) is NameSuit(Suit.HEARTS)
    assert interpret("1", state) is NameSuit(Suit.TRUMPS)
    assert interpret("name clubs", state) is NameSuit(Suit.CLUBS)
    with pytest.raises(InputError, match="is not a choice now"):
        interpret("t5", state)


def test_hand_rows_mark_the_legal_cards() -> None:
    hand = parse_many("HK T3 F H1 C2 T21")
    rows = [row.plain for row in hand_rows(hand, parse_many("H1 HK"), GT.names)]
    assert rows == ["    III XXI", "    Sküs", "    [♥1] [♥K]", "    ♣2"]
    assert [row.plain for row in hand_rows(hand)] == [
        "    III XXI",
        "    Fool",
        "    ♥1 ♥K",
        "    ♣2",
    ]


# -- the loop with scripted input ---------------------------------------------------------


def run_game(table: Table, lines: list[str]) -> tuple[str, Game]:
    buffer = io.StringIO()
    console = Console(file=buffer, width=200, color_system=None, soft_wrap=True)
    feed = iter(lines)

    def read(game: Game) -> str:
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    game = Game(table, console, read)
    with contextlib.suppress(Quit):
        game.run()
    return buffer.getvalue(), game


def test_end_of_input_stops_the_game_without_a_record() -> None:
    out, game = run_game(seated(GT, 5), [])
    assert "Before trick 1" in out
    assert not game.state.is_over


def test_help_hand_errors_then_a_choice() -> None:
    out, game = run_game(seated(GT, 5), ["?", "hand", "zz", "4", "pass", "quit"])
    assert "Historical names" in out
    assert out.count("Before trick 1") == 2  # shown again by 'hand'
    assert "✗ 'zz' is not a card or a choice" in out
    assert "✗ 4 is not on the menu: choose 1-3" in out
    assert "Trick 1: your lead" in out
    assert PASS in game.state.history


def test_hint_search_is_the_play_pages_hint_for_the_same_moment() -> None:
    """Grosstarock's seed 5 at B's lead: 'hint search' gives the advice the play page's
    Hint gives at that moment, word for word, from the same number of deals."""
    out, game = run_game(seated(GT, 5), ["pass", "hint search", "quit"])
    page = web.Game("grosstarock", 5, "B")
    page.act("pass")
    assert page.state.position() == game.state.position()
    hint = page.hint()["hint"]
    assert hint["deals"] == web.HINT_WORLDS
    assert f"the search player's choice: {hint['reason']}" in out
    assert f"of {web.HINT_WORLDS} deals of the unseen cards" in out


def test_several_cards_on_one_line_when_laying_away() -> None:
    out, game = run_game(seated(GT, 1, human=0), ["d5 d9 h3", "quit"])  # seat 0 lays away
    assert game.state.discard == list(parse_many("D5 D9 H3"))
    assert "You lay away ♦5 ♦9 ♥3." in out
    out, game = run_game(seated(GT, 1, human=0), ["d5 dk h3", "quit"])
    assert game.state.discard == [parse("D5")]
    assert "✗ ♦K may not be laid away" in out


def test_the_autopilot_plays_the_heuristic_deal() -> None:
    """The Autopilot types what the heuristic bot would: the record is play_deal's."""
    buffer = io.StringIO()
    console = Console(file=buffer, width=200, color_system=None)
    result = Game(seated(GT, 5), console, Autopilot()).run()
    expected = play_deal(GT, ["heuristic"] * 3, seed=5)
    assert result.record.actions == expected.record.actions
    assert result.net == expected.net
    assert result.record.players == ["heuristic", "human", "heuristic"]


def test_the_transcript_shows_a_refusal_and_the_saved_record() -> None:
    text = transcript("grosstarock", seed=5)
    lines = text.splitlines()
    assert lines[0] == "$ tarock play --variant grosstarock --seed 5"
    refusal = next(line for line in lines if line.startswith("  ✗ "))
    assert any(clause in refusal for clause in CLAUSES)
    net = lines[lines.index("Net") + 1]
    assert net == explain.net_line(play_deal(GT, ["heuristic"] * 3, seed=5))
    assert lines[-1].startswith("Record saved to tarock-grosstarock-5.json")


def test_a_session_records_every_deal_and_the_pots() -> None:
    danish = rules.get("danish-tarok")
    buffer = io.StringIO()
    console = Console(file=buffer, width=200, color_system=None)
    session = Session(seated(danish, 7, deals=3), console, Autopilot())
    result = session.run()
    again = replay_session(SessionRecord.loads(result.record.dumps()))
    assert again.totals() == result.totals()
    out = buffer.getvalue()
    assert out.count("Deal 1 of 3: A deals") == 1
    assert "Deal 3 of 3: C deals" in out
    assert "Sharing the pots" in out
    assert [deal.state.dealer for deal in result.deals][:3] == [0, 1, 2]


# -- through a real terminal ------------------------------------------------------------------

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROMPT = re.compile(
    r"(Your card|Card to lay away|Your choice \[1-\d+\])(?: or choice \[1-\d+\])?> "
)
SYMBOL_LETTERS = {"♥": "h", "♦": "d", "♣": "c", "♠": "s"}


def plain(text: str) -> str:
    return ANSI.sub("", text).replace("\r\n", "\n").replace("\r", "")


def typed(label: str) -> str:
    """What to type for a card as drawn: ♥K -> hk, ★ -> f, T21 -> t21."""
    if label == "★":
        return "f"
    if label[0] in SYMBOL_LETTERS:
        return SYMBOL_LETTERS[label[0]] + label[1:].lower()
    return label.lower()


def hand_on_screen(screen: str) -> tuple[list[str], list[str]]:
    """The hand rows just above the 'legal:' line: every card, and the marked ones."""
    lines = screen.splitlines()
    end = max(i for i, line in enumerate(lines) if line.startswith("  legal: "))
    start = end
    while start > 0 and lines[start - 1].startswith("    "):
        start -= 1
    cards = " ".join(lines[start:end]).split()
    marked = [card[1:-1] for card in cards if card.startswith("[")]
    return [card.strip("[]") for card in cards], marked


def menu_on_screen(screen: str) -> dict[str, str]:
    """The numbered menu entries just shown: number -> text."""
    found = re.findall(r"(?m)^  (\d+)\. (.*?) \(", screen)
    return dict(found)


def spawn_play(args: list[str], cwd: Path) -> pexpect.spawn:
    """``tarock play ARGS`` in a pseudo-terminal of 50 rows by 250 columns, in colour."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), TERM="xterm-256color")
    env.pop("NO_COLOR", None)
    return pexpect.spawn(
        sys.executable,
        ["-m", "tarock", "play", *args],
        cwd=str(cwd),
        env=env,
        encoding="utf-8",
        timeout=30,
        dimensions=(50, 250),
    )


def drive(args: list[str], cwd: Path) -> tuple[str, int]:
    """Run ``tarock play`` in a pseudo-terminal and answer every prompt with a legal
    card (the first one marked) or the menu's pass; once, try a card that is not legal
    and check that the refusal names the rule. Returns the screen text and exit status."""
    child = spawn_play(args, cwd)
    screen, refused, coloured = "", False, False
    try:
        while True:
            index = child.expect([PROMPT, pexpect.EOF])
            coloured = coloured or "\x1b[" in (child.before or "")
            screen += plain(child.before or "")
            if index == 1:
                break
            screen += plain(child.after)
            turn = screen[screen.rfind("\n\n") :]
            if child.match.group(1).startswith("Your choice"):
                menu = menu_on_screen(turn)
                answer = next((n for n, text in menu.items() if text == "pass"), "1")
            else:
                cards, marked = hand_on_screen(turn)
                legal = marked or cards
                wrong = [card for card in cards if card not in legal]
                if wrong and not refused and child.match.group(1) == "Your card":
                    refused = True
                    child.sendline(typed(wrong[0]))
                    child.expect(PROMPT)
                    refusal = plain(child.before)
                    assert "✗" in refusal, refusal
                    assert any(clause in refusal for clause in CLAUSES), refusal
                    screen += refusal + plain(child.after)
                answer = typed(legal[0])
            child.sendline(answer)
    finally:
        child.close()
    assert refused, "no chance to try an illegal card"
    assert coloured, "no colour on a terminal"
    return screen, child.exitstatus


def block(screen: str, heading: str) -> list[str]:
    """The indented lines under the last line equal to ``heading``."""
    lines = screen.splitlines()
    start = max(i for i, line in enumerate(lines) if line == heading) + 1
    out = []
    for line in lines[start:]:
        if not line.startswith("  "):
            break
        out.append(line)
    return out


@pytest.mark.parametrize(
    "args",
    [
        ["--variant", "grosstarock", "--seed", "5"],
        ["--variant", "taroc-1754", "--seed", "3"],
        ["--variant", "taroc-1754", "--seats", "4", "--seat", "3", "--seed", "8"],
    ],
    ids=["grosstarock", "taroc-1754", "taroc-1754-four"],
)
def test_a_whole_deal_in_a_terminal_replays_to_the_same_ledger(
    args: list[str], tmp_path: Path
) -> None:
    screen, status = drive([*args, "--record", "tmp.json"], tmp_path)
    assert status == 0, screen[-2000:]
    assert "Record saved to tmp.json; explain it with: tarock replay tmp.json" in screen
    record = load(tmp_path / "tmp.json")
    assert isinstance(record, Record)
    result = replay(record)
    assert result.state.is_over
    assert block(screen, "Payments") == explain.payment_lines(result)
    assert block(screen, "Net") == [explain.net_line(result)]
    assert block(screen, "Card points") == [explain.card_points_line(result)]
    assert "human" in record.players
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tmp.json"]  # no .part left


def test_a_danish_session_in_a_terminal_replays_to_the_same_totals(tmp_path: Path) -> None:
    screen, status = drive(["--variant", "danish-tarok", "--seed", "7", "--deals", "2"], tmp_path)
    assert status == 0, screen[-2000:]
    path = tmp_path / "tarock-danish-tarok-7.json"
    assert f"Record saved to {path.name}" in screen
    record = load_any(path)
    assert isinstance(record, SessionRecord)
    result = replay_session(record)
    assert block(screen, "Totals") == ["  " + explain.totals_text(result.totals(), record.seats)]
    assert block(screen, "Sharing the pots") == explain.ledger_lines(result.final, record.seats)


@pytest.mark.parametrize("stop", ["quit", "eof"])
def test_quit_or_end_of_input_exits_130_and_saves_the_deal_so_far(
    stop: str, tmp_path: Path
) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = pexpect.spawn(
        sys.executable,
        ["-m", "tarock", "play", "--seed", "5"],
        cwd=str(tmp_path),
        env=env,
        encoding="utf-8",
        timeout=30,
    )
    child.expect(PROMPT)
    if stop == "quit":
        child.sendline("quit")
    else:
        child.sendeof()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130
    out = plain(child.before or "")
    name = "tarock-grosstarock-5.json"
    assert (
        f"tarock: stopped before the end of the deal; saved so far to {name};"
        f" go on with: tarock play --resume {name}"
    ) in " ".join(out.split())
    assert "Traceback" not in out
    assert [path.name for path in tmp_path.iterdir()] == [name]
    record = load(tmp_path / name)
    assert record.hands == play_deal(GT, ["heuristic"] * 3, seed=5).record.hands
    assert record.players == ["heuristic", "human", "heuristic"]
    assert 0 < len(record.actions) < 10  # the discard and the declarations, no trick yet
    replayed = CliRunner().invoke(main, ["replay", str(tmp_path / name)])
    assert replayed.exit_code == 2
    assert replayed.stderr.rstrip().endswith(
        f"); go on playing it with: tarock play --resume {tmp_path / name}"
    )


# -- the command line ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--seat", "3"], ["--seat D (3) is not a seat of grosstarock", "A-C or 0-2"]),
        (["--variant", "nope"], ["unknown variant 'nope'"]),
        (["--players", "robot"], ["unknown player 'robot'"]),
        (["--players", "random,random,random"], ["3 bots", "2 seats"]),
        (["--seats", "4", "--seat", "2"], ["--seat 2 sits out when A deals", "--dealer"]),
        (["--dealer", "4"], ["--dealer 4 is not a seat"]),
        (["--deals", "0"], ["--deals", "0"]),
        (["--option", "vole=lots"], ["'vole'", "whole number"]),
        (["--record", "/no/such/dir/x.json"], ["cannot write /no/such/dir/x.json", "not exist"]),
    ],
)
def test_play_usage_errors_are_one_line(args: list[str], words: list[str]) -> None:
    result = CliRunner().invoke(main, ["play", "--seed", "1", *args])
    assert result.exit_code == 2, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("tarock: error: "), result.stderr
    for word in words:
        assert word in lines[0]


def test_play_with_piped_input_echoes_it_and_stops_at_the_end_of_input(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["play", "--seed", "5"], input="3\nzz\n")
    assert result.exit_code == 130
    assert "Your choice [1-3]> 3\n" in result.stdout  # echoed: not a terminal
    assert "✗ 'zz' is not a card or a choice" in result.stdout
    assert "\x1b" not in result.stdout  # no colour codes when not on a terminal
    assert "saved so far to tarock-grosstarock-5.json" in result.stderr
    assert [path.name for path in tmp_path.iterdir()] == ["tarock-grosstarock-5.json"]


def test_play_prints_the_seed_it_chose(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["play"], input="")
    assert result.exit_code == 130
    seed = re.search(r"Seed (\d+);", result.stdout)
    assert seed is not None


def test_start_picks_a_session_for_rule_sets_with_pots() -> None:
    console = Console(file=io.StringIO())
    assert isinstance(start(seated(GT, 1), console), Game)
    assert isinstance(start(seated(GT, 1, deals=2), console), Session)
    assert isinstance(start(seated(rules.get("danish-tarok"), 1), console), Session)


def test_a_tapp_auction_and_talon_choice_at_the_terminal() -> None:
    """The person (seat 1, typed by the Autopilot) bids a Dreier and takes a talon half from a
    menu that shows each half's cards; the record is the heuristic bots' deal."""
    tapp = rules.get("tapp-tarock")
    buffer = io.StringIO()
    console = Console(file=buffer, width=200, color_system=None)
    result = Game(seated(tapp, 9), console, Autopilot(mistake=False)).run()
    expected = play_deal(tapp, ["heuristic"] * 3, seed=9)
    assert result.record.actions == expected.record.actions
    assert result.net == expected.net
    out = buffer.getvalue()
    state = result.state
    assert state.declarer == 1 and state.game is not None and state.game.name == "Dreier"
    for half in Half:
        shown = explain.labels(state.talon_half(half), tapp.names)
        assert f"take {half.value}: {shown}" in out
    assert "bid dreier" in out


# -- undo, hints, card points, the talon, bids, saving and resuming ----------------------------


def autopilot_lines(table: Table) -> list[str]:
    """What the Autopilot types, at every prompt, to play ``table`` as the heuristic bot."""
    typed: list[str] = []
    pilot = Autopilot(mistake=False)

    def read(game: Game) -> str:
        typed.append(pilot(game))
        return typed[-1]

    start(table, Console(file=io.StringIO()), read).run()
    return typed


class Tty:
    """``tarock play`` in a pseudo-terminal: wait for a prompt, answer it."""

    def __init__(self, args: list[str], cwd: Path) -> None:
        self.child = spawn_play(args, cwd)
        self.screen = ""

    def prompt(self) -> str:
        """The text shown up to the next prompt (and the prompt)."""
        self.child.expect(PROMPT)
        shown = plain(self.child.before or "") + plain(self.child.after)
        self.screen += shown
        return shown

    def send(self, line: str) -> None:
        self.child.sendline(line)

    def end(self) -> int:
        """Wait for the program to end; its exit status."""
        self.child.expect(pexpect.EOF)
        self.screen += plain(self.child.before or "")
        self.child.close()
        return int(self.child.exitstatus)


def test_undo_hint_and_card_points_through_a_terminal(tmp_path: Path) -> None:
    tty = Tty(["--seed", "5", "--record", "r.json"], tmp_path)
    assert "Before trick 1" in tty.prompt()
    tty.send("3")  # no announcement
    assert "Trick 1: your lead" in tty.prompt()
    tty.send("hint")
    hint = tty.prompt()
    tty.send("dk")  # what the hint said (see below)
    tty.prompt()
    tty.send("undo")
    taken = tty.prompt()
    assert "Taken back: your ♦K (and " in taken and "Trick 1: your lead" in taken
    tty.send("undo")
    assert "✗ nothing to take back: undo takes back your last card, once" in tty.prompt()
    tty.send("d4")
    later = tty.prompt()
    tty.send("quit")
    assert tty.end() == 130
    record = load(tmp_path / "r.json")
    first = next(i for i, text in enumerate(record.actions) if text.startswith("play"))
    assert record.actions[first] == "play D4"  # the King was taken back
    # The hint is the heuristic bot's choice, with its reason.
    state = dealt(GT, 5)
    for text in record.actions[:first]:
        state.apply(parse_action(text))
    action, why = players.HeuristicPlayer(bot_seed(5, 1)).advise(state, state.legal())
    assert action == Play(parse("DK"))
    assert f"Hint: play ♦K, the heuristic bot's choice: {why}." in hint
    # After trick 1: the card points each seat has taken so far (A's discard counts for A).
    for text in record.actions[first : first + 3]:
        state.apply(parse_action(text))
    taken_so_far = piles(state)
    points = ", ".join(f"{n} {explain.number(count(taken_so_far[s]))}" for s, n in enumerate("ABC"))
    assert f"  card points so far: {points}" in later


def test_quit_then_resume_plays_the_deal_that_was_stopped(tmp_path: Path) -> None:
    lines = autopilot_lines(seated(GT, 5))
    tty = Tty(["--seed", "5"], tmp_path)
    for line in lines[:12]:
        tty.prompt()
        tty.send(line)
    tty.prompt()
    tty.send("quit")
    assert tty.end() == 130
    name = "tarock-grosstarock-5.json"
    assert f"go on with: tarock play --resume {name}" in " ".join(tty.screen.split())
    again = Tty(["--resume", name], tmp_path)
    assert "Resumed after" in again.prompt()
    again.send(lines[12])
    for line in lines[13:]:
        again.prompt()
        again.send(line)
    assert again.end() == 0
    assert f"Record saved to {name}" in again.screen
    record = load(tmp_path / name)
    assert record.actions == play_deal(GT, ["heuristic"] * 3, seed=5).record.actions
    assert [path.name for path in tmp_path.iterdir()] == [name]


def test_a_stopped_session_goes_on_where_it_stopped(tmp_path: Path) -> None:
    danish = rules.get("danish-tarok")
    lines = autopilot_lines(seated(danish, 7, deals=2))
    halfway = len(lines) * 3 // 4  # in the second deal
    console = Console(file=io.StringIO())
    feed = iter([*lines[:halfway], "quit"])
    path = tmp_path / "session.json"
    with pytest.raises(Stopped):
        finish(Session(seated(danish, 7, deals=2), console, lambda game: next(feed)), path)
    saved = load_any(path)
    assert isinstance(saved, SessionRecord) and saved.planned == 2
    assert len(saved.deals) == len(saved.pots) + 1  # the deal in play has no pots after it
    rest = iter(lines[halfway:])
    resumed = resume(saved, console, lambda game: next(rest))
    result = finish(resumed, path)
    whole = play_session(danish, ["heuristic"] * 3, 7, 2)
    assert result.record.deals == [
        deal.replace(players=["heuristic", "human", "heuristic"]) for deal in whole.record.deals
    ]
    assert isinstance(result, SessionResult) and result.totals() == whole.totals()


def test_a_tapp_auction_shows_bids_the_talon_and_the_declarer_s_discard() -> None:
    tapp = rules.get("tapp-tarock")
    buffer = io.StringIO()
    console = Console(file=buffer, width=200, color_system=None)
    Game(seated(tapp, 9), console, Autopilot(mistake=False)).run()
    out = buffer.getvalue()
    lines = out.splitlines()
    bids = [line for line in lines if re.match(r"  [ABC] (bids|holds)", line)]
    assert bids and all("(" not in line for line in bids), bids  # no clause repeated
    assert "  B bids Dreier" in lines
    state = dealt(tapp, 9)
    halves = "; ".join(
        f"{half.value} half {explain.labels(state.talon_half(half), tapp.names)}" for half in Half
    )
    shown = lines.index(f"The talon is turned up: {halves}")
    menu_line = next(i for i, line in enumerate(lines) if line.startswith("  1. take "))
    assert shown < menu_line  # shown before the choice
    assert "You lay away 3 cards (as the declarer)" in lines
    assert not any(line.startswith("You deal") for line in lines)


def test_the_dealer_is_told_he_lays_away() -> None:
    out, _ = run_game(seated(GT, 1, human=0), ["quit"])
    assert "You lay away 3 cards (as the dealer)" in out


def test_no_trump_22() -> None:
    state = to_play(new_state({1: "T1 T21 F HK"}, dealer=0))
    for typed, message in [
        ("t22", "there is no trump 22: the trumps run from 1 to 21"),
        ("22", "there is no trump 22: the trumps run from 1 to 21"),
        ("h11", "there is no H11: a suit runs 1-10, J, C, Q, K"),
    ]:
        with pytest.raises(InputError) as error:
            interpret(typed, state)
        assert str(error.value) == message


def test_a_record_path_is_checked_before_the_deal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["play", "--seed", "5", "--record", "no/dir/x.json"])
    assert result.exit_code == 2
    assert result.stdout == ""  # nothing dealt
    assert (
        result.stderr
        == "tarock: error: cannot write no/dir/x.json: folder 'no/dir' does not exist\n"
    )
    earlier = tmp_path / "mine.json"
    earlier.write_text("earlier", encoding="utf-8")
    result = CliRunner().invoke(main, ["play", "--seed", "5", "--record", "mine.json"])
    assert result.exit_code == 2 and result.stdout == ""
    assert "--record mine.json exists; a record is never overwritten" in result.stderr
    assert earlier.read_text(encoding="utf-8") == "earlier"


def test_the_default_record_path_never_overwrites(tmp_path: Path) -> None:
    (tmp_path / "tarock-grosstarock-5.json").write_text("earlier", encoding="utf-8")
    lines = autopilot_lines(seated(GT, 5))
    tty = Tty(["--seed", "5"], tmp_path)
    for line in lines:
        tty.prompt()
        tty.send(line)
    assert tty.end() == 0
    assert "Record saved to tarock-grosstarock-5-2.json" in tty.screen
    assert (tmp_path / "tarock-grosstarock-5.json").read_text(encoding="utf-8") == "earlier"
    assert load(tmp_path / "tarock-grosstarock-5-2.json").actions == (
        play_deal(GT, ["heuristic"] * 3, seed=5).record.actions
    )


def test_resume_refuses_what_it_cannot_go_on_with(tmp_path: Path) -> None:
    finished = tmp_path / "done.json"
    play_deal(GT, ["heuristic"] * 3, seed=5).record.save(finished)
    result = CliRunner().invoke(main, ["play", "--resume", str(finished)])
    assert result.exit_code == 2
    assert "no seat is played by a person (human)" in result.stderr
    result = CliRunner().invoke(main, ["play", "--resume", str(finished), "--seed", "3"])
    assert "leave out --seed" in result.stderr


def test_a_bot_dealers_shown_discard_is_shown_at_the_terminal(tmp_path: Path) -> None:
    """Seed 31 of the 1754 rules with random bots: dealer A lays away two trumps, which are
    shown (the clause says so), and the Excuse, face down; the screen names the two."""
    args = ["--variant", "taroc-1754", "--seed", "31", "--players", "random"]
    expected = play_deal(rules.get("taroc-1754"), ["random"] * 3, seed=31)
    laid = [(s.action.card, s.clause) for s in expected.steps if isinstance(s.action, Discard)]
    shown = [card for card, clause in laid if clause == Clause.LAY_AWAY_TRUMP]
    hidden = [card for card, clause in laid if clause == Clause.LAY_AWAY]
    assert len(shown) == 2 and len(hidden) == 1
    child = spawn_play(args, tmp_path)
    child.expect(PROMPT)
    screen = plain(child.before or "")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    names = rules.get("taroc-1754").names
    line = f"A lays away 3 cards: {explain.labels(shown, names)} shown, 1 face down."
    assert line in screen.splitlines(), screen
