"""The ``tusac`` command."""

from __future__ import annotations

import argparse
import io
import json
import sys
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NoReturn, TextIO

from ..games import DEFAULT_GAME, GAMES, AnyGame, find_game, load_terminal
from ..games.api import Refusal, SeatAgent, TerminalPlugin
from ..table.config import COACH, WAIT_FOR_ANSWERS
from .progress import ProgressBar


def _count(low: int, high: int | None = None) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` (to ``high``), refused with a sentence otherwise."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < low or (high is not None and value > high):
            allowed = f"from {low} to {high}" if high is not None else f"{low} or more"
            raise argparse.ArgumentTypeError(f"{value} is out of range: give {allowed}")
        return value

    return parse


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"{text} seconds: give a positive number")
    return value


def _own_terminal() -> TerminalPlugin:
    """The terminal plugin of the default game (Tứ Sắc), whose flags and commands the terminal keeps."""
    plugin = load_terminal(find_game(DEFAULT_GAME))
    assert plugin is not None
    return plugin


def _level(text: str) -> str:
    """An argparse type: a bot level (plain or old name)."""
    try:
        _own_terminal().plain_level(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text


def _rules_from_args(args: argparse.Namespace) -> Any:
    return _own_terminal().rules_from_args(args)


def _add_rule_options(parser: argparse.ArgumentParser) -> None:
    _own_terminal().add_rule_options(parser)


def _tusac_only(args: argparse.Namespace, what: str) -> None:
    """Refuse, in a sentence, a command made for Tứ Sắc alone asked about another game."""
    game = find_game(args.game)
    if game.id != DEFAULT_GAME:
        raise ValueError(f"{what} is for Tứ Sắc only, not {game.id}")


def cmd_analyze(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    _tusac_only(args, "analyze (trash, sets, points and winning cards of a hand)")
    return _own_terminal().analyze(args, out, err)


SIM_OPTIONS = frozenset(
    ("command", "func", "game", "sim_game", "hands", "seed", "seats", "rotate", "duplicate", "budget", "workers")
    + ("json", "no_progress")
)
"""The sim command's own option names: a game's rule of the same name gets the flag ``--rule-NAME``."""


PEER_OPTIONS = frozenset(
    ("command", "func", "game", "games", "host", "join", "discover", "announce", "interface", "code", "expect_key")
    + ("seats", "players", "hands", "play", "fill", "coach", "identity", "name", "history_dir", "timeout")
    + ("deadlines", "rejoin_wait", "absent", "no_answer", "bot_runner", "timing", "verbose")
)
"""The peer command's own option names: a game's rule of the same name gets the flag ``--rule-NAME``."""

PLAY_OPTIONS = frozenset(("command", "func", "game", "games", "seats", "hands", "bots", "seed"))
"""The play command's own option names: a game's rule of the same name gets the flag ``--rule-NAME``."""


def _rule_dest(name: str, taken: frozenset[str] = SIM_OPTIONS) -> str:
    return f"rule_{name}" if name in taken else name


def _add_game_rule_options(parser: argparse.ArgumentParser, game: AnyGame, taken: frozenset[str] = SIM_OPTIONS) -> None:
    """A flag for every rule field of ``game`` (its name with dashes), with the words of its readings as
    choices; ``taken``: the command's own option names."""
    group = parser.add_argument_group(f"rule options of {game.id}")
    for rule in game.rule_fields():
        dest = _rule_dest(rule.name, taken)
        flag = "--" + dest.replace("_", "-")
        if rule.choices:
            group.add_argument(flag, choices=rule.choices, dest=dest, help=rule.help)
        else:
            group.add_argument(flag, type=int, dest=dest, help=rule.help)


def _game_rules_from_args(args: argparse.Namespace, game: AnyGame, taken: frozenset[str] = SIM_OPTIONS) -> Any:
    values: dict[str, int] = {}
    for rule in game.rule_fields():
        value = getattr(args, _rule_dest(rule.name, taken), None)
        if value is not None:
            values[rule.name] = rule.low + rule.choices.index(value) if rule.choices else value
    rules = game.rules_from_values(values)
    if isinstance(rules, Refusal):
        raise ValueError(rules.reason)
    return rules


def _seat_line(text: str) -> str:
    """An argparse type: a number of seats, or bot levels separated by commas (checked with the game)."""
    if not text.strip().isdigit() and not all(level.strip() for level in text.split(",")):
        raise argparse.ArgumentTypeError(f"{text!r} is neither a number of seats nor bot levels")
    return text


def _line_up(game: AnyGame, seats: str | None) -> list[str]:
    """The bot level of every seat: as given, or for a number of seats (the game's largest count when
    none), the game's second level at the first seat and its weakest at the others."""
    if seats is not None and not seats.strip().isdigit():
        return [level.strip() for level in seats.split(",")]
    count = int(seats) if seats is not None else max(game.seat_counts)
    if count not in game.seat_counts:
        raise ValueError(f"{game.id} is played by {', '.join(map(str, game.seat_counts))} seats, not {count}")
    levels = game.bot_levels
    return [levels[min(1, len(levels) - 1)]] + [levels[0]] * (count - 1)


def speed_line(hands: int, seconds: float) -> str:
    """The simulator's speed line: hands a second, and below ten also the seconds a hand (a hand with an
    expert bot takes about a second, which a whole number of hands a second would print as 0)."""
    rate = hands / max(1e-9, seconds)
    if rate >= 10:
        return f"{rate:,.0f} hands/s\n"
    return f"{rate:.2f} hands/s ({seconds / max(1, hands):.2f} s a hand)\n"


def cmd_sim(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    import time

    from ..games.playout import PlayoutError
    from ..sim import simulate

    game: AnyGame = args.sim_game
    if args.game != game.id:
        raise ValueError(f"the sim command was built for {game.id}, not {args.game}")
    levels = _line_up(game, args.seats)
    seats = len(levels)
    if args.budget is not None and args.budget < 1:
        raise ValueError("--budget must be at least 1")
    if not 1 <= args.workers <= 8:
        raise ValueError("--workers must be 1 to 8")
    if args.duplicate and (not args.rotate or args.hands % seats):
        raise ValueError(f"--duplicate needs --rotate and a number of hands divisible by {seats}")
    rules = _game_rules_from_args(args, game)
    progress = None if args.no_progress else ProgressBar("hands", err)
    started = time.perf_counter()
    try:
        stats = simulate(
            game,
            rules,
            seats,
            args.hands,
            args.seed,
            levels,
            args.workers,
            rotate=args.rotate,
            duplicate=args.duplicate,
            budget=args.budget,
            progress=progress,
        )
    except PlayoutError as exc:
        err.write(f"error: {game.id} broke off a hand: {exc}\n")
        return 1
    speed = speed_line(stats.hands, time.perf_counter() - started)
    summary = stats.to_json()
    if args.json:
        out.write(json.dumps(summary) + "\n")
        if not args.no_progress:
            err.write(speed)
        return 0
    rotation = ", bots rotated through the seats" if args.rotate else ""
    if args.duplicate:
        rotation += ", each deal played in every seating"
    out.write(f"{stats.hands} hands, seed {args.seed}{rotation}\n")
    names = [str(seat + 1) if args.rotate else game.narrator().seat_name(seat, seats) for seat in range(seats)]
    wide = max(7, *(len(name) + 1 for name in names))
    where = "entry" if args.rotate else "seat"
    out.write(
        f"{where:<{wide}}{'bot':<8}{'wins':>6}{'win rate':>16}{'avg pts':>9}{'mean payment':>18}{'net score':>11}\n"
    )
    for seat in summary["seats"]:  # type: ignore[attr-defined]
        rate = f"{seat['win_rate']:.3f}±{seat['win_rate_ci95']:.3f}"
        pay = f"{seat['mean_payment']:+.2f}±{seat['mean_payment_ci95']:.2f}"
        out.write(
            f"{names[seat['seat']]:<{wide}}{seat['bot']:<8}{seat['wins']:>6}{rate:>16}"
            f"{seat['average_win_points']:>9.2f}{pay:>18}{seat['net_score']:>11}\n"
        )
    out.write(
        f"no winner: {stats.no_winner} ({summary['no_winner_rate']:.3f}); "
        f"average win points {summary['average_win_points']:.2f}\n"
    )
    out.write(speed)
    return 0


def cmd_play(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Play at the terminal as South against bots, hand after hand (Tứ Sắc here, any other game by
    ``_play_any_game``)."""
    import os

    from ..detrng import DetRng

    def read() -> str:
        line = sys.stdin.readline()
        if not line:
            raise EOFError
        return line

    game = find_game(args.game)
    seed: int | str = args.seed if args.seed is not None else int.from_bytes(os.urandom(8), "big")
    plugin = load_terminal(game)
    if plugin is not None:
        return plugin.play(args, seed, read, out)
    return _play_any_game(args, game, DetRng(seed), read, out)


def _play_any_game(args: argparse.Namespace, game: AnyGame, rng: Any, read: Callable[[], str], out: TextIO) -> int:
    """``play`` of a game other than Tứ Sắc: its rules (the flags built from its rule fields), its bots, its
    narrator's words."""
    from .play_any import MenuSeat, play_game_session

    rules = _game_rules_from_args(args, game, PLAY_OPTIONS)
    seats = args.seats if args.seats is not None else max(game.seat_counts)
    if seats not in game.seat_counts:
        raise ValueError(f"{game.id} is played by {', '.join(map(str, game.seat_counts))} seats, not {seats}")
    level = _own_terminal().plain_level(args.bots)
    if level not in game.bot_levels:
        raise ValueError(f"{game.id} has no {level} bot; its levels are {', '.join(game.bot_levels)}")
    agents: list[SeatAgent[Any, Any]] = [MenuSeat(game, seats, read, out)]
    agents += [game.make_bot(level, f"play/{seat}") for seat in range(1, seats)]
    play_game_session(game, rules, seats, agents, rng, args.hands, read, out)
    return 0


def cmd_history(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    files = [args.file, *(args.more or [])]
    if len(files) > 1 and args.action == "show":
        err.write("error: history show takes one file\n")
        return 2
    if args.json and args.action != "show":
        err.write("error: --json goes with history show\n")
        return 2
    if len(files) == 1:
        return _history_file(args.action, args.file, out, err, as_json=args.json)
    codes = [_history_file("verify", name, out, err) for name in files]
    proofs = _double_signed(files)
    out.writelines(line + "\n" for line in proofs)
    if proofs:
        return 3
    return 2 if 2 in codes else 3 if 3 in codes else max(codes)


def _history_file(action: str, name: str, out: TextIO, err: TextIO, *, as_json: bool = False) -> int:
    """``history show|verify`` of one file. Exit 0: verified, fair and signed by every peer; 1: does not
    verify; 3: cheating found (with proof); 4: verified but not settled (some peer did not sign: the signers'
    word); 5: verified, the hand void without proof of cheating (a player stopped answering).
    ``show --json`` prints a verified hand file as one JSON object (exit 0 as ``show``)."""
    from pathlib import Path

    from ..table.history import HistoryError, verify_history
    from ..table.history_json import hand_json_text
    from .file_story import file_story

    data = _read_file(name, err)
    if isinstance(data, int):
        return data
    from ..table.session_file import check_session, is_session

    if is_session(data) and as_json:
        err.write(f"{name}: --json shows a hand file; this is a session file\n")
        return 2
    if is_session(data):
        try:
            report = check_session(Path(name))
        except HistoryError as exc:
            err.write(f"{name}: does not verify: {exc}\n")
            return 1
        out.writelines(line + "\n" for line in report.caveats)
        out.write(f"session of table {report.config.table_id.hex()}: every hand file present, unchanged and verified\n")
        if action == "show":
            out.write("\n".join(report.lines) + "\n")
        else:
            out.writelines(line + "\n" for line in report.lines if line.startswith("session ended after"))
        return 4 if report.caveats else 0
    try:
        history, run = verify_history(data)
    except HistoryError as exc:
        err.write(f"{name}: does not verify: {exc}\n")
        return 1
    narrator = file_story(history.config.game)
    if action == "show":
        out.write((hand_json_text(history, run, narrator) if as_json else narrator.show(history, run)) + "\n")
        return 0
    from ..table.settlement import unsettled_line
    from ..table.verdict_words import audit_line

    verdict = history.verdict
    unsettled = unsettled_line(history)
    if unsettled is not None:
        out.write(f"{name}: {unsettled}\n")
    out.write(f"{name}: verified: signatures, deal, reveals, every move and the result check out\n")
    line, cheating = audit_line(history, run)
    out.write(line + "\n")
    out.write(narrator.signed_by(history) + "\n")
    if cheating:
        return 3
    return 5 if not verdict.ok else 4 if unsettled is not None else 0


def _read_file(name: str, err: TextIO) -> bytes | int:
    """The bytes of a history file, or the exit code after saying why it cannot be read."""
    from pathlib import Path

    from ..table.history import MAX_FILE

    path = Path(name)
    try:
        if not path.is_file():
            err.write(f"error: {name} is not a file\n")
            return 2
        if path.stat().st_size > MAX_FILE:
            err.write(f"{name}: does not verify: not a history file: larger than {MAX_FILE} bytes\n")
            return 1
        return path.read_bytes()
    except OSError as exc:
        err.write(f"error: cannot read {name}: {exc.strerror}\n")
        return 2


def _double_signed(files: list[str]) -> list[str]:
    """Every peer that signed two different bodies of one hand among these files (and the hands the
    session files among them list): proof against that peer, whatever else the files show."""
    from pathlib import Path

    from ..table.history import HistoryError, read_history, record_signers
    from ..table.session_file import is_session, listed_hands
    from ..table.settlement import Signed, double_signed

    records: list[Signed] = []
    seen: set[Path] = set()
    paths: list[Path] = []
    for name in files:
        data = _read_file(name, io.StringIO())
        if isinstance(data, bytes) and is_session(data):
            paths += listed_hands(Path(name))
        else:
            paths.append(Path(name))
    from ..table.settlement import signed_records

    for path in paths:
        resolved = path.resolve()
        if resolved in seen:
            continue
        seen.add(resolved)
        data = _read_file(str(path), io.StringIO())
        if isinstance(data, int):
            continue
        try:
            history = read_history(data)
            history.signers = record_signers(history)
        except HistoryError:
            continue
        records += signed_records(history, str(path))
    return double_signed(records)


CPU_MARKS = frozenset({"hand_start", "dealt", "ended"})
"""Timing marks that also note the process's CPU time (scripts/bench_peers.py: CPU time of a deal)."""


def cmd_peer(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    import time
    from pathlib import Path

    import zmq

    from protocol.identity import IdentityError, default_directory

    from ..peer.log import LOG_FILE, logged, start_log
    from ..peer.options import CODE_BY_ADDRESS, CODE_NONE, PeerError, PeerOptions, parse_deadlines
    from ..peer.rejoin import TABLES
    from ..peer.runner import host_table, join_discovered, join_table
    from ..table.seat_legend import with_names
    from .peer_front import TerminalFront, stdin_lines

    if args.host and args.expect_key:
        err.write("error: --expect-key is for joining a table\n")
        return 2
    if args.seats is not None and not args.host:
        err.write("error: --seats is for hosting a table\n")
        return 2
    try:
        game = find_game(args.game, args.games)
        seats = args.seats if args.seats is not None else max(game.seat_counts)
        if seats not in game.seat_counts:
            raise ValueError(f"{game.id} is played by {', '.join(map(str, game.seat_counts))} seats, not {seats}")
        play, fill = _peer_level(game, args.play, True), _peer_level(game, args.fill, False)
        tusac = game.id == DEFAULT_GAME
        rules = _rules_from_args(args) if tusac else _game_rules_from_args(args, game, PEER_OPTIONS)
    except ValueError as exc:
        err.write(f"error: {exc}\n")
        return 2
    if args.players is not None and args.players > seats:
        err.write(f"error: argument --players: {args.players} is out of range: give from 1 to {seats}\n")
        return 2
    try:
        deadlines = parse_deadlines(args.deadlines)
    except ValueError as exc:
        err.write(f"error: --deadlines: {exc}\n")
        return 2
    timing_file = open(args.timing, "w", encoding="utf-8", buffering=1) if args.timing else None

    def mark(kind: str, hand: int, index: int) -> None:
        # Cheap enough not to slow what it measures: the CPU clock only where a benchmark reads it.
        assert timing_file is not None
        used = time.process_time() if kind in CPU_MARKS else 0.0
        timing_file.write(f'["{kind}", {hand}, {index}, {time.monotonic()!r}, {used!r}]\n')

    front = TerminalFront(out, err, stdin_lines() if play == "human" else None, game.id == DEFAULT_GAME, game)
    joining = args.code is not None and args.code.lower() != CODE_NONE and not args.host
    identity_dir = Path(args.identity) if args.identity else default_directory()
    log = start_log(identity_dir / TABLES / LOG_FILE, args.verbose, err)
    options = PeerOptions(
        identity_dir=identity_dir,
        name=args.name,
        play=play,
        history_dir=Path(args.history_dir) if args.history_dir else None,
        timeout=args.timeout,
        deadlines=deadlines,
        rejoin_wait=args.rejoin_wait,
        timing=mark if timing_file else None,
        listener=logged(front.listener, log),
        moves=front.moves,
        cancelled=front.cancelled,
        stop_waiting=front.stop_waiting,
        announce=args.announce,
        interfaces=args.interface,
        code=args.code if args.host and args.code is not None else CODE_BY_ADDRESS,
        join_code=args.code if joining else None,
        expect_key=args.expect_key,
        table_rules=_table_rules(args) if args.host else (),
        game=game.id,
        games=args.games,
        carry_on=lambda asked: (args.absent == "continue", asked.mine if args.bot_runner == "me" else asked.proposed),
    )
    try:
        if args.host:
            players = args.players if args.players is not None else seats
            node = host_table(args.host, players, args.hands, rules, fill, options, seats=seats)
        elif args.discover is not None:
            node = join_discovered(options, args.timeout, unicodedata.normalize("NFC", args.discover) or None)
        else:
            node = join_table(args.join, options)
    except zmq.ZMQError as exc:
        reason = (
            f"{args.host or args.join} is already in use: another table or program listens there; host on"
            " another port (--host ADDRESS:PORT, port 0 for any free one)"
            if exc.errno == zmq.EADDRINUSE
            else f"the network said: {exc}"
        )
        log.error(reason)
        err.write(f"error: {reason}\n")
        return 2
    except (PeerError, IdentityError, OSError) as exc:
        log.error("%s", exc)
        err.write(f"error: {exc}\n")
        return 2
    finally:
        if timing_file is not None:
            timing_file.close()
    if node.stopped is not None:
        log.warning("table stopped: %s", node.stopped)
        err.write(f"table stopped: {with_names(node.stopped, node.config.names)}\n")
        return 1
    log.info("session over: %d hand(s)", len(node.records))
    out.write(f"session over: {len(node.records)} hand(s), every audit ok\n")
    return 0


def _table_rules(args: argparse.Namespace) -> tuple[str, ...]:
    """The table rules a host's options choose, in order."""
    chosen = [COACH] if args.coach else []
    if args.no_answer == "wait":
        chosen.append(WAIT_FOR_ANSWERS)
    return tuple(sorted(chosen))


def _peer_level(game: AnyGame, level: str | None, human: bool) -> str:
    """A peer's ``--play`` (``human`` allowed) or ``--fill`` level for ``game``; ValueError saying why not."""
    if level is None:
        return "greedy" if game.id == DEFAULT_GAME else game.stand_in
    if human and level.strip().lower() == "human":
        return "human"
    if game.id == DEFAULT_GAME:
        try:
            return _level(level)  # Tứ Sắc's plain and old names alike
        except argparse.ArgumentTypeError as exc:
            raise ValueError(str(exc)) from None
    if level not in game.bot_levels:
        raise ValueError(f"unknown bot level {level!r} for {game.id}; choose from {', '.join(game.bot_levels)}")
    return level


def cmd_selftest(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    _tusac_only(args, "selftest (the desktop client's hand against bots)")
    from qt_ui.app import self_test

    return self_test()


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("tusac-lan")
    except PackageNotFoundError:
        return "(not installed)"


class UsageError(Exception):
    """A command line argparse refuses: the sentence goes to the command's error stream."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: error: {message}")


def build_parser(
    sim_game: AnyGame | None = None, peer_game: AnyGame | None = None, play_game: AnyGame | None = None
) -> argparse.ArgumentParser:
    """The command line; ``sim``'s rule flags are those of ``sim_game``, ``peer``'s those of ``peer_game``
    and ``play``'s those of ``play_game`` (default Tứ Sắc)."""
    sim_game = sim_game if sim_game is not None else find_game()
    parser = _Parser(prog="tusac", description="Tứ Sắc (Four Colors) on a LAN, with bots and verifiable hands.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {_version()}")
    sub = parser.add_subparsers(dest="command")

    analyze = sub.add_parser("analyze", help="trash, sets, points and winning cards of hands")
    analyze.add_argument(
        "hands", nargs="*", help="hands like 'GA GB GC RX RY' (one per argument; else one per line on stdin)"
    )
    analyze.add_argument("--json", action="store_true", help="one JSON object per hand")
    analyze.add_argument("--game", default=DEFAULT_GAME, help="the game of the hands (Tứ Sắc only)")
    _add_rule_options(analyze)
    analyze.set_defaults(func=cmd_analyze)

    play = sub.add_parser("play", help="play at the terminal as South against bots")
    play.add_argument("--game", default=DEFAULT_GAME, help=f"the game to play: {', '.join(GAMES)}")
    play.add_argument("--seats", type=_count(2), default=None, help="seats at the table (another game than Tứ Sắc)")
    play.add_argument("--hands", type=_count(1), default=1000)
    play.add_argument("--bots", type=_level, default="strong", help="bot level of the other seats")
    play.add_argument("--seed", default=None)
    if play_game is None or play_game.id == DEFAULT_GAME:
        _add_rule_options(play)
    else:
        _add_game_rule_options(play, play_game, PLAY_OPTIONS)
    play.set_defaults(func=cmd_play)

    history = sub.add_parser("history", help="show or verify a saved hand")
    history.add_argument("action", choices=["show", "verify"])
    history.add_argument("file")
    history.add_argument("more", nargs="*", help="verify: more files; two of one hand signed by one peer prove it")
    history.add_argument("--json", action="store_true", help="show: the hand as one JSON object (docs/HISTORY.md)")
    history.set_defaults(func=cmd_history)

    peer = sub.add_parser("peer", help="play one seat of a networked table from the terminal")
    where = peer.add_mutually_exclusive_group(required=True)
    where.add_argument("--host", metavar="HOST:PORT", help="host a table here (port 0: any free port)")
    where.add_argument("--join", metavar="HOST:PORT", help="join the table hosted there")
    where.add_argument(
        "--discover",
        nargs="?",
        const="",
        metavar="NAME",
        help="join the table announced on the LAN under exactly NAME (without NAME: the only table announced)",
    )
    peer.add_argument("--announce", metavar="NAME", help="announce the hosted table on the LAN under this name")
    peer.add_argument("--interface", action="append", help="address of an interface mDNS may use (repeatable)")
    peer.add_argument(
        "--code",
        metavar="CODE",
        help="host: auto (a fresh code), none, or a code of your own (default: a fresh code, none when hosting"
        " on 127.0.0.1 only); join: the code the host gave you",
    )
    peer.add_argument(
        "--expect-key", metavar="FINGERPRINT", help="join: refuse a table not signed by the key with this fingerprint"
    )
    peer.add_argument(
        "--game",
        default=DEFAULT_GAME,
        help=f"host: the game the table plays; join: the only game to accept ({', '.join(GAMES)}; default"
        f" {DEFAULT_GAME})",
    )
    peer.add_argument("--seats", type=_count(2, 8), help="host: seats at the table (default: the game's most)")
    peer.add_argument(
        "--players", type=_count(1, 8), help="peer processes to wait for, this one included (default: every seat)"
    )
    peer.add_argument("--hands", type=_count(1, 10_000), default=1, help="hands in the session (host)")
    peer.add_argument(
        "--play", help="human, or a bot level of the game (default: Tứ Sắc's greedy, another game's stand-in)"
    )
    peer.add_argument("--fill", help="bot level of the seats nobody takes (host; default as for --play)")
    peer.add_argument(
        "--coach", action="store_true", help="table rule: each player may turn on the coach for themselves (host)"
    )
    peer.add_argument("--identity", help="identity directory (default: the user's data directory)")
    peer.add_argument("--name", help="display name (saved with the identity)")
    peer.add_argument("--history-dir", help="write hand histories here")
    peer.add_argument(
        "--timeout",
        type=_seconds,
        default=60.0,
        help="lobby waits; in play, give up after this many seconds without progress (never less than the"
        " longest deadline plus the grace plus 15 s)",
    )
    peer.add_argument(
        "--deadlines",
        metavar="PROTOCOL,MOVE[,GRACE]",
        default="30,120,10",
        help='seconds another peer has for what its software sends, for a move ("none": no limit), and the'
        " grace before it is named for withholding (default 30,120,10; the host's go in the table). A player"
        " who runs out of time has a bot play that move for them, a margin before the deadline",
    )
    peer.add_argument(
        "--rejoin-wait",
        type=_seconds,
        default=300.0,
        help="seconds to wait for a peer that crashed to come back before its deadlines run again (default 300)",
    )
    peer.add_argument(
        "--absent",
        choices=("continue", "end"),
        default="continue",
        help="when a player does not come back within the wait: vote to go on with a bot in their seat"
        " (default) or to end the session",
    )
    peer.add_argument(
        "--no-answer",
        choices=("go-on", "wait"),
        default="go-on",
        help="table rule (host): when a player gives no answer to 'go on with a bot in the seat of a player who"
        " did not come back?', go on with a bot (default) or keep the table waiting for the answer",
    )
    peer.add_argument(
        "--bot-runner",
        choices=("usual", "me"),
        default="usual",
        help="whose computer runs the bots if the table goes on: the usual choice (the host, or the lowest"
        " remaining seat) or this one",
    )
    peer.add_argument("--timing", help="write timing marks (JSON lines) here, for the benchmarks")
    peer.add_argument(
        "--verbose", action="store_true", help="log what the peer does on standard error too (always to tusac.log)"
    )
    if peer_game is None or peer_game.id == DEFAULT_GAME:
        _add_rule_options(peer)
    else:
        _add_game_rule_options(peer, peer_game, PEER_OPTIONS)
    peer.set_defaults(func=cmd_peer)

    selftest = sub.add_parser(
        "selftest", help="the desktop client plays one hand against bots offscreen and verifies its file"
    )
    selftest.add_argument("--game", default=DEFAULT_GAME, help="the game of the hand (Tứ Sắc only)")
    selftest.set_defaults(func=cmd_selftest)

    sim = sub.add_parser("sim", help="play hands between bots and print the figures")
    sim.add_argument("--game", default=sim_game.id, help=f"the game the bots play (default {sim_game.id})")
    sim.add_argument("--hands", type=_count(1), default=100)
    sim.add_argument("--seed", default="1")
    most = max(sim_game.seat_counts)
    seat_names = ",".join(sim_game.narrator().seat_name(seat, most) for seat in range(most))
    sim.add_argument(
        "--seats",
        type=_seat_line,
        metavar="N|LEVEL,LEVEL,...",
        help=f"a bot level per seat from the first on ({seat_names}): {', '.join(sim_game.bot_levels)}; or"
        f" the number of seats ({', '.join(map(str, sim_game.seat_counts))}), the second level at the first seat"
        " and the weakest at the others (default: the largest number)",
    )
    sim.add_argument(
        "--rotate", action="store_true", help="move every bot one seat on after each hand (figures per entry)"
    )
    sim.add_argument(
        "--duplicate",
        action="store_true",
        help="with --rotate: play each deal once in every seating, the bots one seat on each time (luck of the"
        " deal cancels)",
    )
    sim.add_argument(
        "--budget",
        type=_count(1),
        help="a searching bot's rollouts a decision (Tứ Sắc's expert: 150; Tiến lên's: 200 playouts)",
    )
    sim.add_argument(
        "--workers", type=_count(1, 64), default=1, help="processes sharing a long match (its sessions of 200 hands)"
    )
    sim.add_argument("--json", action="store_true")
    sim.add_argument("--no-progress", action="store_true")
    _add_game_rule_options(sim, sim_game)
    sim.set_defaults(func=cmd_sim, sim_game=sim_game)
    return parser


def _game_named(words: Sequence[str], games: Mapping[str, AnyGame]) -> AnyGame:
    """The game a command line's ``--game`` names (Tứ Sắc without one), before the rest is parsed."""
    finder = _Parser(add_help=False, allow_abbrev=False)
    finder.add_argument("--game")
    try:
        known, _ = finder.parse_known_args(words)
    except UsageError:  # the whole parser says what is wrong
        return find_game(None, games)
    return find_game(known.game, games)


def main(
    argv: Sequence[str] | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
    games: Mapping[str, AnyGame] = GAMES,
) -> int:
    """``games``: the games ``--game`` may name (the registry; a test adds its own)."""
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    words = list(sys.argv[1:] if argv is None else argv)
    if not words:
        from qt_ui.app import main as desktop

        return desktop([])
    if words[0].startswith("-") and words[0] not in ("-h", "--help", "--version"):
        words = ["play", *words]
    try:
        named = _game_named(words[1:], games) if words[0] in ("sim", "peer", "play") else None
        parser = build_parser(*(named if words[0] == command else None for command in ("sim", "peer", "play")))
    except ValueError as exc:
        err.write(f"error: {exc}\n")
        return 2
    try:
        args = parser.parse_args(words)
    except UsageError as exc:
        err.write(f"{exc}\n")
        return 2
    args.games = games
    try:
        return int(args.func(args, out, err))
    except ValueError as exc:
        err.write(f"error: {exc}\n")
        return 2
    except KeyboardInterrupt:
        err.write("\ninterrupted\n")
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
