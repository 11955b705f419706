"""The ``tarock`` command line: list the rule sets, deal, play with bots, replay a record.

Every error is one line on stderr, ``tarock: error: ...``, with exit status 2.
The text comes from ``tarock.text.explain``; this module only adds colour.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

import click
from rich.console import Console

import tarock
from tarock import play, rules
from tarock.analysis.resettle import Resettled, resettle
from tarock.cli import terminal
from tarock.engine.seats import SEAT_NAMES
from tarock.records import Record, RecordError, SessionRecord, SessionWriter, load_any, loads_any
from tarock.results import pot_values, session_head
from tarock.rng import new_seed
from tarock.rules import applies
from tarock.rules.ruleset import Ruleset
from tarock.scoring.session import keeps_pots, share
from tarock.scoring.settlement import Amount
from tarock.search import bots
from tarock.table import Setup, Table
from tarock.text import explain

if TYPE_CHECKING:
    from tqdm import tqdm


class TarockError(click.ClickException):
    """An error reported as one line, ``tarock: error: ...``, with exit status 2."""

    exit_code = 2

    def __init__(self, message: str) -> None:
        super().__init__(" ".join(message.split()))

    def show(self, file: IO[Any] | None = None) -> None:
        click.echo(f"tarock: error: {self.format_message()}", file=file, err=file is None)


@contextmanager
def _reported() -> Iterator[None]:
    """Turn the package's errors (all ``ValueError``: records, variants, options, players,
    cards, illegal actions) and file errors into a one-line ``TarockError``."""
    try:
        yield
    except (ValueError, OSError) as error:
        raise TarockError(str(error) or type(error).__name__) from None


class _Group(click.Group):
    """A group whose commands report click's usage errors as one line too."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (TarockError, click.exceptions.NoArgsIsHelpError):
            raise
        except click.ClickException as error:
            where = getattr(error, "ctx", None) or ctx
            hint = (
                f"; see '{where.command_path} --help'"
                if isinstance(error, click.UsageError)
                else ""
            )
            raise TarockError(error.format_message().rstrip(".") + hint) from None
        except BrokenPipeError:  # the reader went away (tarock replay x | head)
            _quiet_stdout()
            raise SystemExit(1) from None


def _quiet_stdout() -> None:
    """Point stdout at /dev/null so that the interpreter's final flush does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


# -- output ----------------------------------------------------------------------------


def _console() -> Console:
    """A console on the current stdout: colour on a terminal only, no wrapping, no markup."""
    return Console(highlight=False, soft_wrap=True, markup=False, emoji=False)


def _show(lines: Sequence[str]) -> None:
    console = _console()
    for line in lines:
        console.print(terminal.styled(line))


def _print_json(data: object) -> None:
    click.echo(json.dumps(data, indent=2, ensure_ascii=False))


# -- commands ----------------------------------------------------------------------------


@click.group("tarock", cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(tarock.__version__, prog_name="tarock")
def main() -> None:
    """Grosstarock and its family: list the rule sets (variants), deal or let bots play
    (deal), play a deal yourself (play), replay a record with its scoring explained
    (replay), and simulate many deals (simulate).

    Seats are named A, B, C (and D) and numbered from 0; options that take a seat accept
    either. One seed is one deal everywhere: the same seed and rule set deal the same
    cards in every command and in the Python package.

    \b
    Examples:
      tarock variants
      tarock deal --variant grosstarock --seed 1
      tarock play --variant taroc-1754 --seed 3
      tarock deal --seed 1 --players heuristic --record deal.json
      tarock replay deal.json --option card_settlement=bands
    """


class SeatType(click.ParamType[int, Any]):
    """A seat by its letter (``B``) or its number from 0 (``1``), as a number."""

    name = "seat"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        try:
            return play.seat(value)
        except ValueError as error:
            self.fail(str(error), param, ctx)


SEAT = SeatType()


def _ruleset(variant: str, options: Sequence[str]) -> Ruleset:
    """The rule set with the options applied; an option that does nothing in it is refused."""
    with _reported():
        ruleset = rules.get(variant, tuple(options))
    why = applies.unused(ruleset, options)
    if why is not None:
        raise TarockError(why)
    return ruleset


def _seed_and_seats(command: Callable[..., None]) -> Callable[..., None]:
    """The ``--seed`` and ``--seats`` options of the commands that deal."""
    command = click.option(
        "--seats",
        "seats_option",
        type=click.IntRange(3, 4),
        help="Players at the table (4: the dealer's opposite sits out; same as --option seats=4).",
    )(command)
    return click.option(
        "--seed",
        "-s",
        type=int,
        help="The deal's seed: the same seed, the same cards (default: a random one).",
    )(command)


def _option_option(text: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """The ``--option NAME=VALUE`` option (repeatable) of the commands that take rule
    options, with its help ``text``."""
    return click.option("--option", "-o", "options", multiple=True, metavar="NAME=VALUE", help=text)


_rule_options = _option_option("Change a rule option (repeatable), e.g. vole=30.")


@main.command()
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list instead of text.")
def variants(as_json: bool) -> None:
    """List the rule sets: id, title and status.

    \b
    Example:
      tarock variants --json
    """
    found = [rules.VARIANTS[name] for name in rules.ids()]
    if as_json:
        _print_json([{"id": r.id, "title": r.title, "status": r.status.value} for r in found])
        return
    width = max(len(r.id) for r in found)
    title_width = max(len(r.title) for r in found)
    for r in found:
        click.echo(f"{r.id:<{width}}  {r.title:<{title_width}}  {r.status.value}")


def _player_kinds(text: str, seats: int) -> list[str]:
    """One kind for every seat, or one per seat, comma-separated (``play_deal`` checks the
    kinds themselves and raises ``UnknownPlayer``)."""
    kinds = [kind.strip().lower() for kind in text.split(",")]
    if "" in kinds:
        raise TarockError(f"--players {text!r}: empty player kind")
    if len(kinds) == 1:
        return kinds * seats
    if len(kinds) != seats:
        raise TarockError(
            f"--players names {len(kinds)} players, but the deal has {seats} seats"
            " (give one kind for all, or one per seat)"
        )
    return kinds


@main.command()
@click.option("--variant", default="grosstarock", show_default=True, help="The rule-set id.")
@_seed_and_seats
@click.option(
    "--dealer",
    "-d",
    type=SEAT,
    default="A",
    show_default=True,
    help="The dealer's seat: A, B, C (D), or its number from 0.",
)
@_rule_options
@click.option(
    "--players",
    "-p",
    "kinds",
    metavar="KIND[,KIND...]",
    help=f"Play the deal with bots ({', '.join(bots.KINDS)}): one kind or one per seat.",
)
@click.option(
    "--deals",
    "-n",
    type=click.IntRange(min=1),
    help="With --players: play a session of this many deals, the deal passing round and the"
    " pots carried over (a rule set with pots is always played as a session; default 1).",
)
@click.option(
    "--record",
    "-r",
    "record_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the played deal (or session) as a JSON record (needs --players).",
)
@click.option(
    "--progress/--no-progress",
    default=None,
    help="With --deals: a progress bar on stderr (default: when stderr is a terminal).",
)
def deal(
    variant: str,
    seed: int | None,
    seats_option: int | None,
    dealer: int,
    options: tuple[str, ...],
    kinds: str | None,
    deals: int | None,
    record_path: Path | None,
    progress: bool | None,
) -> None:
    """Deal and show the hands; with --players, play the deal (or a session) out and
    summarise it.

    \b
    Examples:
      tarock deal --seed 1
      tarock deal --variant taroc-1754 --seats 4 --seed 1 --dealer 2
      tarock deal --seed 7 --players random,heuristic,heuristic --record deal.json
      tarock deal --variant danish-tarok --deals 6 --players heuristic --record game.json
    """
    if record_path is not None and kinds is None:
        raise TarockError("--record needs --players: only a played deal can be recorded")
    if deals is not None and kinds is None:
        raise TarockError("--deals needs --players: the bots play the deals")
    if seats_option is not None:
        options = (*options, f"seats={seats_option}")
    ruleset = _ruleset(variant, options)
    seats = ruleset.options.seats
    if dealer >= seats:
        raise TarockError(explain.not_a_seat("--dealer", dealer, ruleset))
    if seed is None:
        seed = new_seed()
    names = SEAT_NAMES[:seats]
    heading = explain.heading(ruleset, options)
    about = f"Seed {seed}, dealer {names[dealer]}"
    if kinds is None:
        with _reported():
            state = play.dealt(ruleset, seed, dealer)
        _show([heading, about + ".", "", "Hands as dealt", *explain.hand_lines(state, names)])
        return
    chosen = _player_kinds(kinds, seats)
    if record_path is not None:
        _writable(record_path)
    if deals is not None or keeps_pots(ruleset.options):
        _stream_session(ruleset, chosen, seed, deals or 1, dealer, record_path, progress)
        return
    with _reported():
        result = play.play_deal(ruleset, chosen, seed, dealer, names)
    lines = [heading, f"{about}; played by {', '.join(chosen)}.", ""]
    lines += explain.summary_lines(result)
    if record_path is not None:
        _save(result.record, record_path)
        lines += ["", _written(record_path)]
    _show(lines)


def _written(path: Path) -> str:
    return f"Record written to {path}; explain it with: tarock replay {path}"


def _save(record: Record | SessionRecord, path: Path) -> None:
    try:
        record.save(path)
    except OSError as error:
        raise TarockError(f"cannot write {path}: {error.strerror or error}") from None


def _writable(path: Path) -> None:
    """Refuse now, before any deal is played, a record path that cannot be written."""
    folder = path.parent
    if not folder.is_dir():
        raise TarockError(f"cannot write {path}: folder {str(folder)!r} does not exist")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise TarockError(f"cannot write {path}: folder {str(folder)!r} is not writable")
    if path.is_dir():
        raise TarockError(f"cannot write {path}: it is a folder")


def _progress_bar(deals: int, progress: bool | None, leave: bool = True) -> tqdm[Any]:
    """A progress bar of deals on stderr: shown when asked, or by default on a terminal."""
    from tqdm import tqdm

    disable = not progress if progress is not None else None
    return tqdm(
        total=deals, unit="deal", file=sys.stderr, disable=disable, leave=leave, dynamic_ncols=True
    )


def _stream_session(
    ruleset: Ruleset,
    kinds: Sequence[str],
    seed: int,
    deals: int,
    dealer: int,
    record_path: Path | None,
    progress: bool | None,
) -> None:
    """Play a session with bots, showing each deal as it ends: time grows with the deals,
    memory does not (the record, if any, is written deal by deal). Ctrl-C stops it and
    writes the record of the deals that finished (exit status 130)."""
    from tqdm import tqdm

    names = SEAT_NAMES[: ruleset.options.seats]
    head = session_head(ruleset, kinds, seed, names)
    pots_kept = keeps_pots(ruleset.options)
    console = _console()
    run = Table(ruleset, seed, kinds, deals=deals, dealer=dealer, session=True, keep=False)
    totals: dict[int, Amount] = dict.fromkeys(range(len(names)), 0)
    bar = _progress_bar(deals, progress, leave=False)

    def show(lines: Sequence[str]) -> None:
        with tqdm.external_write_mode(file=sys.stdout):
            for line in lines:
                console.print(terminal.styled(line))

    writer = SessionWriter(record_path, head) if record_path is not None else None
    played = 0
    with contextlib.ExitStack() as stack:
        if writer is not None:
            stack.enter_context(writer)
        stack.enter_context(bar)
        show(explain.session_head_lines(head, ruleset, deals))
        try:
            while True:
                with _reported():
                    run.advance()
                last = run.result
                assert last is not None  # bots play every deal out
                explain.add_to(totals, run.stake)
                explain.add_to(totals, last.ledger)
                if writer is not None:
                    writer.add(last.record, pot_values(run.pots))
                pots = dict(run.pots) if pots_kept else None
                show(explain.session_deal_lines(played, last, pots, totals))
                played += 1
                bar.n = run.number
                bar.refresh()
                if run.number == deals:
                    break
                run.next_deal()
        except KeyboardInterrupt:
            bar.close()
            where = ""
            if writer is not None and writer.count:
                writer.close()
                where = f"; the record of the deals that finished is in {record_path}"
            click.echo(f"tarock: interrupted after {run.number} of {deals} deals{where}", err=True)
            raise SystemExit(130) from None
        final = share(run.pots, tuple(range(ruleset.options.seats)))
        explain.add_to(totals, final)
        lines = explain.session_end_lines(final, totals, names)
        if writer is not None:
            try:
                writer.close()
            except OSError as error:
                raise TarockError(f"cannot write {record_path}: {error.strerror}") from None
            lines += ["", _written(writer.path)]
        show(lines)


@main.command("play")
@click.option("--variant", default="grosstarock", show_default=True, help="The rule-set id.")
@click.option(
    "--seat",
    type=SEAT,
    default="B",
    show_default=True,
    help="Your seat: A, B, C (D), or its number from 0. With the default dealer A, B is"
    " forehand and leads first.",
)
@_seed_and_seats
@click.option(
    "--dealer",
    "-d",
    type=SEAT,
    default="A",
    show_default=True,
    help="The dealer's seat: A, B, C (D), or its number (your own seat to lay away cards).",
)
@_rule_options
@click.option(
    "--players",
    "--bots",
    "-p",
    "kinds",
    default="heuristic",
    show_default=True,
    metavar="KIND[,KIND...]",
    help=f"The bots at the other seats ({', '.join(bots.KINDS)}): one kind, or one per seat"
    " (--bots is another name for it).",
)
@click.option(
    "--deals",
    "-n",
    type=click.IntRange(min=1),
    help="Play a session of this many deals, the deal passing round (default: 1, or one"
    " round of deals for a rule set with pots, which is always played as a session).",
)
@click.option(
    "--record",
    "-r",
    "record_path",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Where to save the record; an existing file is refused (default:"
    " tarock-VARIANT-SEED.json here, numbered -2, -3, ... if taken).",
)
@click.option(
    "--resume",
    "resume_path",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="RECORD.json",
    help="Go on with a game saved when play stopped (saved back to the same file, unless"
    " --record names another).",
)
def play_command(
    variant: str,
    seat: int,
    seed: int | None,
    seats_option: int | None,
    dealer: int,
    options: tuple[str, ...],
    kinds: str,
    deals: int | None,
    record_path: Path | None,
    resume_path: Path | None,
) -> None:
    """Play a deal (or a session) yourself against bots, in the terminal; save its record.

    Your hand is shown sorted by suit with the legal cards in brackets. Type a card
    (hk, t21, f, pagat, ♥k), or a number from a menu for an announcement or a pass;
    a card the rules forbid is refused with the rule that forbids it. 'hint' shows what
    the heuristic bot would do and why ('hint search': the search player, which plays
    each choice out in deals made up of the cards you have not seen), 'undo' takes
    back your last card, ? shows help.
    At the end the payments and the net are shown and the record is saved for 'tarock
    replay'. quit or Ctrl-D stops (exit status 130) and saves the game so far, to go on
    with --resume. A rule set with pots (danish-tarok) is played as a session of
    --deals deals.

    \b
    Examples:
      tarock play --seed 3
      tarock play --variant taroc-1754 --seats 4 --seat D --seed 8
      tarock play --seed 3 --dealer B --players random --record mine.json
      tarock play --seed 5 --bots search
      tarock play --variant danish-tarok --deals 6 --seed 7
      tarock play --resume tarock-grosstarock-3.json
    """
    console = _console()
    if resume_path is not None:
        given = [
            f"--{name.replace('_', '-')}"
            for name in ("variant", "seat", "seed", "dealer", "deals")
            if click.get_current_context().get_parameter_source(name)
            is not click.core.ParameterSource.DEFAULT
        ]
        if options or seats_option is not None or given or kinds != "heuristic":
            raise TarockError(
                f"--resume goes on with the game in {resume_path} as it was set up: leave out"
                f" {', '.join(given) or 'the options that set up a game'}"
            )
        with _reported():
            game = terminal.resume(_read(str(resume_path)), console)
        path = record_path or resume_path
        if record_path is not None and record_path.exists():
            raise TarockError(f"--record {record_path} exists; a record is never overwritten")
    else:
        if seats_option is not None:
            options = (*options, f"seats={seats_option}")
        if seed is None:
            seed = new_seed()
        bots = [kind.strip().lower() for kind in kinds.split(",")]
        setup = Setup(variant, seed, seat, bots, dealer, deals=deals, options=options, flags=True)
        with _reported():
            table = Table.set_up(setup)
            game = terminal.start(table, console)
        if record_path is not None and record_path.exists():
            raise TarockError(
                f"--record {record_path} exists; a record is never overwritten (give another"
                " path, or go on with a stopped game with --resume)"
            )
        path = record_path or terminal.default_record_path(table)
    _writable(path)  # say so now, not after the whole deal
    try:
        terminal.finish(game, path)
    except terminal.Stopped as stop:
        what = "session" if isinstance(game, terminal.Session) else "deal"
        click.echo(
            f"tarock: stopped before the end of the {what}; saved so far to {stop.path};"
            f" go on with: tarock play --resume {stop.path}",
            err=True,
        )
        raise SystemExit(130) from None
    except (OSError, RecordError) as error:
        text = f"cannot write {path}: {error.strerror}" if isinstance(error, OSError) else error
        raise TarockError(f"{text}") from None


def _read(path: str) -> Record | SessionRecord:
    """The deal or session record in ``path`` (``-``: standard input)."""
    try:
        return loads_any(sys.stdin.read()) if path == "-" else load_any(path)
    except UnicodeDecodeError:
        raise TarockError(f"cannot read {path}: not UTF-8 text") from None
    except RecordError as error:
        message = str(error)
        raise TarockError(
            message if message.startswith("cannot") else f"{path}: {message}"
        ) from None


@main.command()
@click.argument("record", metavar="RECORD.json")
@click.option(
    "--json",
    "as_json",
    is_flag=True,
    help="Print card points, the ledger and the net per seat as one JSON object.",
)
@_option_option(
    "Settle the recorded play again with this scoring option changed (repeatable),"
    " e.g. card_settlement=bands: both ledgers side by side, and the difference per seat."
)
@click.option(
    "--analyse",
    is_flag=True,
    help="After the replay, the cards of the last tricks that cost their player something"
    " against the best card, every hand shown (the open-hand solver).",
)
def replay(record: str, as_json: bool, options: tuple[str, ...], analyse: bool) -> None:
    """Replay a game record and explain it step by step, every payment with its reason.

    The record's own rule options apply. A session record (several deals with pots,
    as 'tarock play' saves for Danish Tarok) is explained deal by deal, with the
    stakes, the pots and the running totals. With --option the same play is settled
    again under other scoring rules (only options that score a finished deal may
    change: card points exact or in bands, the par, bonuses, Valat values).
    RECORD.json may be '-' for standard input. With --analyse the solver looks back
    over each deal's last tricks (8 with the compiled core, 4 without; fewer where it runs
    out of reach) with every hand shown: the values are paranoid, the player to move
    playing for his own net and every other player against him.

    \b
    Examples:
      tarock replay deal.json
      tarock replay deal.json --json
      tarock replay deal.json --option card_settlement=bands
      tarock replay deal.json --analyse
      tarock replay tarock-danish-tarok-7.json
    """
    if analyse and (as_json or options):
        raise TarockError(
            "--analyse explains the play in words; it goes without --json and --option"
        )
    with _reported():
        loaded = _read(record)
    if options:
        if isinstance(loaded, SessionRecord):
            raise TarockError(
                f"{record}: --option settles one deal again; this is a session record"
            )
        try:
            again = resettle(loaded, options)
        except ValueError as error:
            raise TarockError(f"{record}: {explain.named(str(error), loaded.seats)}") from None
        if as_json:
            _print_json(explain.resettled_json(again))
        else:
            _show_resettled(again)
        return
    try:
        if isinstance(loaded, SessionRecord):
            session = play.replay_session(loaded)
        else:
            result = play.replay(loaded)
    except ValueError as error:
        message = explain.named(str(error), loaded.seats)
        stopped = "not finished" in message or "entries for" in message
        if stopped and "human" in loaded.players:
            message += f"; go on playing it with: tarock play --resume {record}"
        raise TarockError(f"{record}: {message}") from None
    if isinstance(loaded, SessionRecord):
        if as_json:
            _print_json(explain.session_json(session))
        else:
            _show(explain.explain_session(session))
    elif as_json:
        _print_json(explain.as_json(result))
    else:
        _show(explain.explain(result))
    if analyse:
        deals = session.deals if isinstance(loaded, SessionRecord) else (result,)
        for number, deal in enumerate(deals, start=1):
            heading = f"Deal {number}: analysis" if len(deals) > 1 else "Analysis"
            _show(["", *explain.analysis_lines(deal, heading)])


def _show_resettled(again: Resettled) -> None:
    """Both ledgers side by side, then each seat's net under both and the difference."""
    from rich.table import Table

    before, after = again.before, again.after
    names = before.record.seats
    console = _console()
    console.print(terminal.styled(explain.heading(before.state.ruleset, before.record.options)))
    console.print(terminal.styled(f"Settled again with {', '.join(again.options)}: the same play."))
    ledgers = Table(title="Ledgers", title_justify="left", show_lines=False)
    ledgers.add_column("as recorded")
    ledgers.add_column("with " + ", ".join(again.options))
    left = [line.strip() for line in explain.payment_lines(before)]
    right = [line.strip() for line in explain.payment_lines(after)]
    for index in range(max(len(left), len(right))):
        cells = [lines[index] if index < len(lines) else "" for lines in (left, right)]
        ledgers.add_row(*cells, style="" if cells[0] == cells[1] else "bold")
    console.print(ledgers)
    nets = Table(title="Net per seat", title_justify="left")
    for heading in ("seat", "card points", "as recorded", "again", "difference"):
        nets.add_column(heading, justify="left" if heading == "seat" else "right")
    for seat, change in again.difference.items():
        nets.add_row(
            names[seat],
            explain.number(before.card_points[seat]),
            explain.number(before.net[seat], True),
            explain.number(after.net[seat], True),
            explain.number(change, True),
        )
    console.print(nets)


@main.command()
@click.option("--variant", default="grosstarock", show_default=True, help="The rule-set id.")
@click.option(
    "--deals",
    "-n",
    type=click.IntRange(min=1),
    default=1000,
    show_default=True,
    help="Number of deals to play.",
)
@click.option(
    "--players",
    "-p",
    "kinds",
    default="heuristic",
    show_default=True,
    metavar="KIND[,KIND...]",
    help=f"The bots ({', '.join(bots.KINDS)}): one kind for all seats or one per seat.",
)
@click.option("--seed", "-s", type=int, help="The run's seed (default: a random one).")
@click.option(
    "--workers",
    "-w",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Worker processes, at most the cores and the deals (the results do not depend on"
    " their number).",
)
@click.option(
    "--cluster",
    metavar="ADDRESS",
    help="Play on a Dask cluster: its scheduler's address (tcp://HOST:8786), or 'local' for"
    " worker processes on this machine's cores (--workers: how many). Same rows as one"
    " process. Needs tarock[cluster].",
)
@_option_option("Change a rule option (repeatable), e.g. card_settlement=bands.")
@click.option(
    "--out",
    type=click.Path(dir_okay=False, path_type=Path),
    help="The output file: .csv or .parquet (Parquet keeps the column dictionary).",
)
@click.option(
    "--columns",
    "list_columns",
    is_flag=True,
    help="List the columns of the file and what each holds, and stop.",
)
@click.option(
    "--session",
    type=click.IntRange(min=1),
    help="Deals per session, for rule sets with pots only (default: one round, a deal by"
    " each seat).",
)
@click.option(
    "--progress/--no-progress",
    default=None,
    help="Show a progress bar on stderr (default: when stderr is a terminal).",
)
def simulate(
    variant: str,
    deals: int,
    kinds: str,
    seed: int | None,
    workers: int,
    cluster: str | None,
    options: tuple[str, ...],
    out: Path | None,
    list_columns: bool,
    session: int | None,
    progress: bool | None,
) -> None:
    """Simulate many deals with bots and write one row per deal and seat (CSV or Parquet).

    Deal k is the deal with a seed derived from --seed and k (the row's seed column;
    'tarock deal --seed' with it shows its hands), dealt by seat k % seats (with pots,
    sessions of deals are played in turn and the pots carried over), so the file is the
    same for any number of workers. --columns lists what each column holds; a Parquet
    file carries that list with it. Ctrl-C stops the run and writes the deals that
    finished (exit status 130).

    \b
    Examples:
      tarock simulate --deals 1000 --seed 1 --out deals.csv
      tarock simulate --variant taroc-1754 -n 5000 -s 1 -w 2 --out deals.parquet
      tarock simulate --variant danish-tarok -n 3000 --session 30 --out pots.csv
      tarock simulate --variant danish-tarok --columns
      tarock simulate -n 100000 -s 1 --cluster tcp://HOST:8786 --out big.parquet
    """

    from tarock.analysis import cluster as clusters
    from tarock.analysis import simulate as simulation

    ruleset = _ruleset(variant, options)
    if list_columns:
        names = simulation.columns(ruleset)
        width = max(len(name) for name in names)
        for name in names:
            click.echo(f"{name:<{width}}  {simulation.describe(name)}")
        return
    if out is None:
        raise TarockError("--out is needed: the file to write (.csv or .parquet)")
    if session is not None and not keeps_pots(ruleset.options):
        raise TarockError(
            f"--session does nothing in {ruleset.id}: it keeps no pots, so its deals are not"
            " played in sessions"
        )
    with _reported():
        simulation.write_check(out)
        chosen = simulation.player_kinds(kinds, ruleset.options.seats)
    if seed is None:
        seed = new_seed()
    if session is None and keeps_pots(ruleset.options):
        session = ruleset.options.seats
    given = click.get_current_context().get_parameter_source("workers")
    asked = given is not click.core.ParameterSource.DEFAULT
    if cluster not in (None, clusters.LOCAL) and asked:
        raise TarockError(
            f"--workers counts this machine's processes; on the cluster at {cluster} its own"
            f" workers play (start more with 'dask worker {cluster}')"
        )
    if cluster == clusters.LOCAL and not asked:
        workers = simulation.cores()
    used, why = simulation.worker_count(workers, deals, session or 1)
    if why and asked:
        processes = f"{used} worker process{'es' * (used != 1)}"
        click.echo(f"tarock: using {processes}, not {workers}: {why}", err=True)
    connected = contextlib.nullcontext() if cluster is None else clusters.connect(cluster, used)
    bar = _progress_bar(deals, progress)
    try:
        with _reported(), connected as pool, bar:
            frame = simulation.simulate(
                ruleset.id,
                deals,
                chosen,
                seed,
                used if pool is None else 1,
                options,
                progress=bar.update,
                session=session,
                cluster=pool,
            )
    except simulation.SimulationInterrupted as stop:
        done = stop.frame["deal"].nunique()
        with _reported():
            simulation.write(stop.frame, out)
        click.echo(
            f"tarock: interrupted: wrote the {done} of {deals} deals that finished to {out}",
            err=True,
        )
        raise SystemExit(130) from None
    with _reported():
        simulation.write(frame, out)
    click.echo(
        f"Wrote {deals} deals of {ruleset.id} ({len(frame)} rows, seed {seed},"
        f" players {','.join(chosen)}) to {out}"
    )
