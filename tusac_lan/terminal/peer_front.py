"""The terminal front end of ``tusac peer``: prints the lobby and table events, and reads a human
seat's moves typed as listed (as ``tusac play`` reads them: the game's ``TerminalPlugin.seat_menu``)."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from typing import Any, Protocol, TextIO

from ..games import DEFAULT_GAME, AnyGame, find_game, load_terminal
from ..games.api import Refusal, SeatMenu, TerminalPlugin
from ..games.seen import seen_steps
from ..peer.events import (
    Hosting,
    JoinRefused,
    KeyFileWarning,
    MoveTime,
    Notice,
    OutOfTime,
    PeerAway,
    PeerBack,
    PeerEvent,
    PeerGaveUp,
    PlayerJoined,
    PlayerLeft,
    SeatedAtTable,
    SeatListing,
    TableContinued,
    TableFound,
    TableSet,
    Welcomed,
)
from ..peer.move_clock import time_to_move
from ..table.events import (
    CutOff,
    Dealt,
    DecisionNeeded,
    Desync,
    FilesUnwritten,
    FilesWritten,
    Gathering,
    HandEnded,
    HandStarted,
    HandStopped,
    SessionOver,
    TurnApplied,
)
from ..table.reasons import VOID_UNOPENED
from ..table.seat_legend import other_players, player, with_names
from ..table.verdict import Verdict
from .play_any import GameSeatMenu

QUIT_WORDS = frozenset({"quit", "exit"})
HELP_WORDS = frozenset({"help", "?"})
GO_ON_WORDS = frozenset({"bot", "go on"})
"""Typed while a player is shown as gone: go on with a bot now rather than wait for them."""
MADE_BOT = re.compile(r"([A-Za-z]+) bot ([0-9])")
"""How a host names the bots it seats: the level it signed and the seat (``table.seating``, ``table.next_table``)."""


class LineReader(Protocol):
    def __call__(self, wait: float = 0.0) -> str | None: ...


def stdin_lines(stream: TextIO | None = None) -> LineReader:
    """Non-blocking: a line typed on standard input (or ``stream``), or None; "" at the end of input.

    A thread reads the lines into a queue, so it works on every system: ``select`` on a console or a pipe
    is POSIX-only (Windows selects sockets only). ``read(wait)`` waits up to ``wait`` seconds for a line."""
    import queue
    import threading

    source = stream if stream is not None else sys.stdin
    lines: queue.SimpleQueue[str] = queue.SimpleQueue()

    def pump() -> None:
        while True:
            line = source.readline()
            lines.put(line)
            if not line:
                return

    threading.Thread(target=pump, name="stdin lines", daemon=True).start()

    def read(wait: float = 0.0) -> str | None:
        try:
            return lines.get(timeout=wait) if wait > 0 else lines.get_nowait()
        except queue.Empty:
            return None

    return read


class TerminalFront:
    """``listener`` for PeerOptions.listener, ``moves`` for PeerOptions.moves, ``cancelled`` after "quit"."""

    def __init__(
        self,
        out: TextIO,
        err: TextIO,
        read_line: Callable[[], str | None] | None = None,
        tusac: bool = True,
        game: AnyGame | None = None,
    ) -> None:
        self.out = out
        self.tusac = tusac
        """The table plays Tứ Sắc, whose seat menu shows the whole table; another game's (``game``) lists the
        player's cards and moves, and the others' moves are told as its narrator tells them."""
        self.game = game
        self.seat = 0
        """This player's seat at the table (its first, if it runs several)."""
        self.err = err
        self.read_line = read_line
        words = load_terminal(find_game(DEFAULT_GAME))
        assert words is not None
        self.words: TerminalPlugin = words
        """Tứ Sắc's terminal words: its seat names (used for every game), dice and move menu."""
        self.prompt: tuple[int, SeatMenu] | None = None
        self.forced: tuple[int, Any] | None = None
        """A draw or pass that is the only move: played without asking, as ``tusac play`` does."""
        self.quit = False
        self.played_before = 0
        """Hands of the session played before the current table: hands are numbered across the session."""
        self.names: tuple[str, ...] = ()
        """The players at the table, by seat, to name them beside a reason that gives seat numbers (a bot the
        host named by its level as the client names it, ``_named``)."""
        self.bots: tuple[str, ...] = ()
        """Each seat's bot level as the table signed it ("" for a player), once the seats are known."""
        self.stop: HandStopped | None = None
        """The stop of the hand in play, if it stopped: whether its end is a fault (void) or cheating found."""
        self.gone: set[str] = set()
        """The players shown as gone (away, still waited for)."""
        self.go_on_now = False
        """The player typed "bot" while a player was gone: ``stop_waiting`` says so once."""

    # --- moves --------------------------------------------------------------------------------

    def cancelled(self) -> bool:
        return self.quit

    def stop_waiting(self) -> bool:
        """``PeerOptions.stop_waiting``: True once after the player typed "bot" while a player was gone (read
        here when no move is asked; ``moves`` reads it while one is)."""
        if self.prompt is None and self.read_line is not None and self.gone:
            line = self.read_line()
            if line is not None and not self._command(line):
                self.out.write("no move is asked now: type 'bot' to go on with a bot now, or wait\n")
                self.out.flush()
        asked, self.go_on_now = self.go_on_now, False
        return asked

    def _command(self, line: str) -> bool:
        """A line that is no move: quit, or "bot" while a player is gone. True if it was one of those."""
        word = " ".join(line.strip().lower().split())
        if line == "" or word in QUIT_WORDS:
            self.quit = True
            return True
        if word in GO_ON_WORDS and self.gone:
            self.go_on_now = True
            self.out.write(f"going on with a bot for {', '.join(sorted(self.gone))} now\n")
            self.out.flush()
            return True
        return False

    def moves(self) -> tuple[int, Any] | None:
        if self.forced is not None:
            forced, self.forced = self.forced, None
            return forced
        if self.read_line is None or self.prompt is None:
            return None
        line = self.read_line()
        if line is None or self._command(line):
            return None
        seat, options = self.prompt
        if line.strip().lower() in HELP_WORDS:
            self._show(options)
            return None
        choice = options.match(line)
        if isinstance(choice, Refusal):
            self.out.write(choice.reason + "\nyour choice: ")
            self.out.flush()
            return None
        self.prompt = None
        return seat, choice

    def _show(self, options: SeatMenu) -> None:
        entries = options.entries()
        width = max(len(label) for label, _ in entries)
        for index, (label, hint) in enumerate(entries, 1):
            hint = f"   {hint}" if hint else ""
            self.out.write(f"  {index:>2}) {label:<{width}}{hint}".rstrip() + "\n")
        self.out.write("your choice: ")

    # --- events -------------------------------------------------------------------------------

    def listener(self, event: PeerEvent) -> None:
        out = self.out
        match event:
            case KeyFileWarning(text=text):
                self.err.write(f"warning: {text}\n")
                self.err.flush()
            case Hosting(address=address, name=name, key=key, code=code):
                out.write(f"hosting on {address} as {name} ({key})\n")
                if code is not None:
                    out.write(f"table code: {code} (players join with: tusac peer --join {address} --code {code})\n")
            case TableContinued(seats=seats, hands_played=played):
                self.played_before = played
                out.write(f"{self._table_continued(seats)}\n")
                self._seats(seats)
            case OutOfTime(seat=seat, mine=True):
                if self.prompt is not None and self.prompt[0] == seat:
                    self.prompt = None
                out.write("\nyou ran out of time; a bot played for you (your next move is yours again)\n")
            case MoveTime(seat=seat, seconds=seconds, warning=warning):
                self._clock(seat, seconds, warning)
            case PeerAway(text=text, name=name):
                out.write(f"{text}\n")
                if name not in self.gone and self.read_line is not None:
                    out.write("  (type 'bot' to go on with a bot in their seat now; they may take it back later)\n")
                self.gone.add(name)
            case PeerBack(text=text, name=name) | PeerGaveUp(text=text, name=name):
                self.gone.discard(name)
                out.write(f"{text}\n")
            case Notice(text=text):
                out.write(f"{text}\n")
            case JoinRefused(reason=reason):
                out.write(f"refused a join: {reason}\n")
            case PlayerJoined(name=name, seat=seat, fingerprint=key):
                out.write(f"{name} joined as {self._seat_name(seat)} (key {key})\n")
            case PlayerLeft(name=name, seat=seat, reason=reason):
                out.write(f"{name} left seat {self._seat_name(seat)}: {reason}\n")
            case Welcomed(seat=seat, free=free, key=key, names=names):
                waiting = f"; waiting for {free} more player(s)" if free else ""
                others = [f"{name} ({self._seat_name(s)})" for s, name in enumerate(names) if name and s != seat]
                sitting = f"; at the table so far: {', '.join(others)}" if others else ""
                out.write(f"welcomed to seat {self._seat_name(seat)} by the host key {key}{waiting}{sitting}\n")
            case TableFound(table=table):
                out.write(f"found {table}\n")
            case SeatedAtTable(seats=seats):
                self.bots = tuple(seats.bots)
                self.names = self._named(seats.names)
                out.write(f"seated as {self._seat_name(seats.seat)} at {self.names[seats.host_seat]}'s table\n")
                self._seats(seats)
            case TableSet(seats=seats):
                self._seats(seats)
            case Dealt(dice=dice, starter=starter) if dice:
                out.write(f"dice: {self.words.dice_text(dice)}; {self._seat_name(starter)} starts\n")
            case DecisionNeeded(seat=seat, view=view, legal=legal):
                self._decision(seat, view, list(legal))
            case TurnApplied(before=before, actions=actions) if self._tells_moves(before) and self.game:
                words = self.game.narrator()
                for view_before, step, view_after in seen_steps(self.game, before, actions, self.seat):
                    for line in words.tell(view_before, step, view_after):
                        out.write(f"{line}\n")
            case HandStarted(names=names):
                self.names, self.stop = self._named(names), None
            case Gathering(seats=seats) if self.read_line is not None:
                waited = [player(self.names, seat) for seat in other_players(seats, self.seat, self.bots)]
                if waited:
                    out.write(f"waiting for {', '.join(waited)} to start the next hand\n")
            case HandEnded():
                self._hand_ended(event)
            case Desync():
                out.write(f"desync: {event}\n")
            case HandStopped(reason=reason):
                self.stop = event
                out.write(f"stopped: {with_names(reason, self.names)}\n")
            case SessionOver(reason=reason):
                out.write(f"session_over: {with_names(reason, self.names)}\n")
            case CutOff(seat=seat, reason=reason):
                who = f" [{player(self.names, seat)}]" if seat < len(self.names) else ""
                out.write(f"cut off {self._seat_name(seat)}: {reason}{who}\n")
            case FilesUnwritten():
                out.write(f"{files_unwritten_text(event)}\n")
            case FilesWritten(directory=directory):
                out.write(f"the history files kept back are now written to {directory}\n")
        out.flush()

    def _seat_name(self, seat: int) -> str:
        """A seat as the table's game names it (Tứ Sắc's names until the table's seats are known)."""
        if self.tusac or self.game is None or not self.names:
            return self.words.seat_names[seat]
        return self.game.narrator().seat_name(seat, len(self.names))

    def _tells_moves(self, before: Any) -> bool:
        """A player at a table of another game than Tứ Sắc follows the others' moves in its narrator's words
        (Tứ Sắc's menu shows the whole table instead; a peer of bots only tells how each hand ended)."""
        return not self.tusac and self.game is not None and self.read_line is not None and before is not None

    def _level(self, level: str) -> str:
        """A bot level as players know it: Tứ Sắc's in plain words ("greedy" -> "beginner", as the client and
        ``--fill`` say it); another game's levels are plain already."""
        if not self.tusac:
            return level
        try:
            return self.words.plain_level(level)
        except ValueError:
            return level

    def _named(self, names: tuple[str, ...] | list[str]) -> tuple[str, ...]:
        """The seats' names as shown: a bot's name its host made from the level it signed ("Greedy bot 3",
        ``table.seating``; "Strong bot 1" at a next table) names the level in plain words, "Beginner bot 3",
        as the desktop client shows it; a name a player chose, or any other, is shown as it is."""
        shown = []
        for seat, name in enumerate(names):
            level = self.bots[seat] if seat < len(self.bots) else ""
            made = MADE_BOT.fullmatch(name)
            if level and made is not None and int(made.group(2)) == seat:
                plain = self._level(level)
                if self._level(made.group(1).lower()) == plain:
                    name = f"{plain.capitalize()} bot {seat}"
            shown.append(name)
        return tuple(shown)

    def _table_continued(self, listing: SeatListing) -> str:
        """The peer's line that the session goes on at a new table, its bots named as the seat listing after it
        names them ("bots: Good bot 1 (good)", where the peer's English says "Strong bot 1 (strong)")."""
        self.bots = tuple(listing.bots)
        names = self._named(listing.names)
        text = f"the session goes on at a new table hosted by {names[listing.host_seat]}"
        bots = [f"{names[seat]} ({self._level(level)})" for seat, level in enumerate(listing.bots) if level]
        return f"{text}; bots: {', '.join(bots)}" if bots else text

    def _seats(self, listing: SeatListing) -> None:
        self.seat = listing.seat
        self.bots = tuple(listing.bots)
        names = self._named(listing.names)
        self.names = names
        self.out.write(f"  game: {listing.game}, {len(names)} seats\n")
        for seat, (name, bot, key) in enumerate(zip(names, listing.bots, listing.fingerprints, strict=True)):
            who = "you" if seat == listing.seat else (f"{self._level(bot)} bot" if bot else "player")
            self.out.write(f"  {self._seat_name(seat)}: {name} ({who}, key {key})\n")
        if listing.coach:
            self.out.write("  table rule: each player may turn on the coach\n")
        if listing.waits_for_answers:
            self.out.write("  table rule: no answer to 'go on with a bot?' keeps the table waiting for it\n")
        protocol, move, grace, rejoin = listing.waits
        moves = "no limit for a move" if time_to_move(move) is None else f"{move:g} s a move"
        self.out.write(
            f"  deadlines: {protocol:g} s a message, {moves}, then {grace:g} s grace;"
            f" a player who went away is waited for {rejoin:g} s a hand\n"
        )
        for i, j in listing.lookalikes:
            self.out.write(
                f"  beware: {self._seat_name(i)} ({names[i]}) and {self._seat_name(j)} ({names[j]}) have names"
                " that look alike; tell them apart by their keys\n"
            )

    def _decision(self, seat: int, view: Any, legal: list[Any]) -> None:
        if self.tusac or self.game is None:
            options: SeatMenu = self.words.seat_menu(view, seat, legal)
        else:
            options = GameSeatMenu(self.game, view, seat, len(self.names), legal)
        if options.forced is not None:
            self.forced = (seat, options.forced)
            return
        self.out.write("\n" + options.view_text() + "\n")
        self.prompt = (seat, options)
        self._show(options)

    def _clock(self, seat: int, seconds: float | None, warning: bool) -> None:
        """The time this player has left for the choice on screen (none is shown for a move played without
        asking, nor at a table without a limit)."""
        if seconds is None or self.prompt is None or self.prompt[0] != seat:
            return
        left = max(0, int(seconds))
        clock = f"{left // 60}:{left % 60:02d}"
        if warning:
            self.out.write(f"\nhurry: {clock} left to choose, then a bot plays this move for you\nyour choice: ")
        else:
            self.out.write(f"\n({clock} to choose, then a bot plays this move for you)\nyour choice: ")

    def _hand_ended(self, ended: HandEnded) -> None:
        result, verdict = ended.result, ended.verdict
        if not self.tusac:
            text = "played to its end" if result is not None else "stopped"
        elif result is not None and result.winner >= 0:
            text = f"{self._seat_name(result.winner)} wins {result.points} points"
        elif result is not None:
            text = "no winner"
        else:
            text = "stopped"
        self.out.write(f"hand {self.played_before + ended.hand}: {text}; audit {audit_words(verdict, self.stop)}\n")
        scores = ended.scores
        self.out.write("scores: " + " ".join(f"{self._seat_name(i)} {s:+d}" for i, s in enumerate(scores)) + "\n")


def audit_words(verdict: Verdict, stop: HandStopped | None) -> str:
    """The end of a hand's line, in the words of ``history verify``: a hand a player stopped answering in, or
    stopped on a word nobody proved, is void (a fault); only a proof every peer checks fails the audit."""
    if verdict.ok:
        return "ok"
    if (stop is not None and stop.withheld) or verdict.reason.startswith(VOID_UNOPENED):
        return f"void: a player stopped answering: {verdict.reason}"
    if stop is not None and not stop.proven:
        return f"void, no fault proven: {verdict.reason}"
    return f"FAILED: {verdict.reason}"


def files_unwritten_text(event: FilesUnwritten) -> str:
    why = "the disk is full" if event.full else "the folder cannot be written to"
    return (
        f"cannot write {event.files} history file(s) to {event.directory}: {why} ({event.error}). Play goes on;"
        " the files are kept in memory and written at the next hand once there is room."
    )
