"""The worker: a table session run off the GUI thread, reported to the interface as immutable snapshots.

Its thread runs the peer; the player's moves reach it through a queue, and its news reaches the GUI
thread through a mailbox. Each table event becomes the next snapshot in ``snapshot.reduce``; the
interface only ever reads snapshots and sends the player's chosen moves back through ``submit``; it
never touches the engine's state.
"""

from __future__ import annotations

import queue
import threading
import time
from collections import deque
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from tusac_lan.peer.events import (
    CarryOnAsked,
    CutOffFromAll,
    Hosting,
    JoinRefused,
    LobbyNotice,
    Notice,
    OutOfTime,
    PeerAway,
    PeerBack,
    PeerEvent,
    PeerGaveUp,
    PlayerJoined,
    PlayerLeft,
    PlayerReady,
    Rejoined,
    SeatedAtTable,
    TableContinued,
    TableNotice,
    TableSet,
    VoteNotice,
    WaitingForSeat,
    Welcomed,
)
from tusac_lan.peer.local import run_local_table
from tusac_lan.peer.log import LOG_FILE, log_failure
from tusac_lan.peer.move_clock import time_to_move
from tusac_lan.peer.options import CODE_BY_ADDRESS
from tusac_lan.peer.places import journal_dir
from tusac_lan.peer.problems import Problem, other
from tusac_lan.peer.runner import PeerError, PeerOptions, host_table, join_table, take_up
from tusac_lan.table.events import DecisionNeeded, TurnApplied

from .carry_on import CarryOnSlot
from .i18n import translate
from .mailbox import Mailbox, Press
from .own_table import Move, Rules, played_without_asking, seat_name
from .problem_words import leaving_words, problem_words, refusal_words
from .snapshot import ClientState, Snapshot, new_state, reduce, session_hand
from .status_words import StatusWords, seat_lines, seated_so_far, with_key
from .vote_words import vote_words

BOT_PACE_MS = 800
"""The default least time between two moves shown (a setting)."""
SESSION_OVER = "session over"
"""The reason a session closes when every hand was played (compared, never shown)."""


WELCOME_LINE = -1
"""The key of a joining player's one lobby line about its seat (``seat_line``), replaced as news comes."""


def welcome_line(seat: int, free: int, key: str, names: tuple[str, ...] = ()) -> str:
    """A joining player's line once the host gave it a seat, before the table is full (told again as seats
    are taken or freed), with who sits where so far."""
    if free > 0:
        text = translate("Status", "You sit {seat}; players still to come: {count} (the host's key {key})")
    else:
        text = translate("Status", "You sit {seat}; the host starts the table (the host's key {key})")
    line = text.format(seat=seat_name(seat), count=free, key=key)
    others = seated_so_far(names, seat, seat_name)
    return f"{line}. {others}" if others else line


class TableSession(QObject):
    snapshot = Signal(object)
    joined = Signal(str)
    welcomed = Signal()
    """A joining player has its seat (the table is not full yet, or the host has not started it)."""
    seat_line = Signal(int, str)
    """A hosted table's news of one seat (taken, left): its line in the lobby, in place of the seat's last."""
    seats = Signal(list)
    """The table's seats, one line each, replacing any list shown before."""
    hosting = Signal(str, str)
    """address players join at, table code they must give ("" when the table needs none)"""
    closed = Signal(str)
    failed = Signal(object)
    """The ``Problem`` the table could not be set up, joined or taken up again for: said just before
    ``closed`` (whose reason is then its English text)."""
    coach_allowed = Signal(bool)
    """The table's rules let the player turn on the coach (said when the table is set, or on rejoining)."""
    carry_on_asked = Signal(object)
    """A ``CarryOnAsked``: the player is to answer with ``answer_carry_on`` before its time runs out."""
    table_continued = Signal()
    """The session went on at a next table: any question about it stands no more."""

    def __init__(self, identity_dir: Path, name: str, history_dir: Path | None) -> None:
        super().__init__()
        self._mailbox = Mailbox(self)
        self.identity_dir = identity_dir
        self.name = name
        self.history_dir = history_dir
        self._moves: queue.Queue[tuple[int, Move]] = queue.Queue()
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self._state: ClientState = new_state()
        """What the table shows and what the worker remembers to make the next snapshot (worker thread)."""
        self._words = StatusWords()
        self._next_pressed = -1
        self._next_due: tuple[int, float] = (-1, 0.0)
        """(hand, time.monotonic): the result of that hand of the session was shown; its countdown ends then."""
        """The last hand (of the session) whose result the player closed with Next hand (set from the GUI thread)."""
        self._carry_on = CarryOnSlot()
        self._start_level: str | None = None
        """Set from the GUI thread: the host chose to start now, with bots of this level in the free seats."""
        self._stop_waiting = Press()
        """Set from the GUI thread: the player chose to go on without the away players now."""
        self._asked: CarryOnAsked | None = None
        """The question about a player who did not come back, until the session goes on at a next table."""
        self.pace_ms = BOT_PACE_MS
        """At least this long between two moves shown (the others' moves, bots' above all), so that each
        can be followed; 0 shows each as soon as it happens."""
        self._shown: deque[tuple[Snapshot, bool]] = deque()
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._show_next)
        defaults = PeerOptions(identity_dir=identity_dir)
        self.rejoin_wait = defaults.rejoin_wait
        """Seconds the table waits for a player whose connection dropped (given to the session runner)."""
        self.deadlines = defaults.deadlines
        self.set_waits(defaults.rejoin_wait, defaults.deadlines)

    def set_waits(self, rejoin_wait: float, deadlines: tuple[float, float, float]) -> None:
        """The table's waits (before the session starts): for a player who dropped, and its deadlines."""
        self.rejoin_wait, self.deadlines = rejoin_wait, deadlines
        _, move, grace = deadlines
        snapshot = replace(self._state.snapshot, move_wait=move + grace, move_time=time_to_move(move) or 0.0)
        self._state = replace(self._state, snapshot=snapshot)

    @property
    def current(self) -> Snapshot:
        """The newest snapshot (it may not be shown yet: snapshots of moves are shown at the table's pace)."""
        return self._state.snapshot

    # --- control, from the GUI thread ------------------------------------------------------------

    def submit(self, action: Move) -> None:
        self._moves.put((action.seat, action))

    def next_hand(self) -> None:
        """The player has seen the result: this peer may start the next hand."""
        self._next_pressed = self._state.snapshot.hand_no

    def result_shown(self, hand: int, deadline: float) -> None:
        """The result of ``hand`` (of the session) is on screen; without Next hand the next starts at ``deadline``."""
        self._next_due = (hand, deadline)

    def _ready_for_next(self, hand: int) -> bool:
        state = self._state
        now = time.monotonic()
        shown, due = self._next_due
        number = session_hand(state, hand)
        return self._next_pressed >= number or (shown >= number and now >= due) or now >= state.snapshot.next_at

    def answer_carry_on(self, question: CarryOnAsked, go_on: bool, runner_seat: int) -> None:
        """The player's answer to ``question`` (GUI thread): go on with a bot run by ``runner_seat``'s
        player, or end the session."""
        self._carry_on.answer(question, go_on, runner_seat)

    def go_on_now(self) -> None:
        """The player does not wait the rejoin wait out for the players who are gone (GUI thread): the table
        gives them up now, and the question to go on with a bot in their seats comes at once."""
        self._stop_waiting.press()

    def cancel(self) -> None:
        self._cancel.set()

    def start_now(self, level: str) -> None:
        """The host starts its table now (GUI thread): bots of ``level`` take the seats nobody took."""
        self._start_level = level

    def _take_start_now(self) -> str | None:
        """``PeerOptions.start_now`` (worker thread): the level once the host pressed Start now."""
        level, self._start_level = self._start_level, None
        return level

    def stop_reporting(self) -> None:
        """Nobody listens any more: stop the GUI-thread timer that delivers news."""
        self._mailbox.stop()
        self._pace.stop()
        self._shown.clear()

    def wait(self, timeout: float) -> bool:
        if self._thread is None:
            return True
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def play_local(self, rules: Rules, hands: int, bots: tuple[str, ...]) -> None:
        self._state = replace(self._state, bots=("", *bots))
        self._start(lambda options: run_local_table(options, rules, hands, bots, self._next_move))

    def host(
        self,
        address: str,
        name: str,
        plan: tuple[str, ...],
        hands: int,
        rules: Rules,
        announce: bool,
        code: str = CODE_BY_ADDRESS,
        table_rules: tuple[str, ...] = (),
    ) -> None:
        """``code``: the table-code setting (by default a fresh code unless the table is on loopback);
        ``table_rules``: the table rules the host chose (``TableConfig.table_rules``: the coach, waiting for
        every answer)."""

        def body(options: PeerOptions) -> Any:
            options.announce = name if announce else None
            options.code = code
            options.table_rules = table_rules
            options.lobby_open, options.start_now = True, self._take_start_now
            options.only_going = True  # a table left unfinished here is taken up from the lobby's offer
            return host_table(address, 0, hands, rules, "greedy", options, plan)

        self._start(body)

    def rejoin(self, role: str, address: str) -> None:
        """Go back to the unfinished table this player had in ``role`` ("host" or "join") at ``address``:
        the same hand at the same turn, as restarting the peer with the same arguments does."""

        def body(options: PeerOptions) -> Any:
            return take_up(options, role, address)

        self._start(body)

    def join(self, address: str, code: str = "", knock_wait: float | None = None) -> None:
        """``code``: the table code the host gave ("" if none); ``knock_wait``: seconds to wait for the
        host's address to answer (None: the peer's few seconds)."""

        def body(options: PeerOptions) -> Any:
            options.join_code = code.strip() or None
            options.lobby_open = True  # seated, the player waits for the host to start (Cancel stops it)
            options.only_going = True  # a table left unfinished here is taken up from the lobby's offer
            if knock_wait is not None:
                options.knock_wait = knock_wait
            return join_table(address, options)

        self._start(body)

    # --- the worker thread -----------------------------------------------------------------------

    def _start(self, body: Any) -> None:
        options = PeerOptions(
            identity_dir=self.identity_dir,
            name=self.name,
            play="human",
            history_dir=self.history_dir,
            timeout=120.0,
            listener=self._on_event,
            moves=self._poll_move,
            cancelled=self._cancel.is_set,
            ready_for_next=self._ready_for_next,
            carry_on=self._carry_on.poll,
            stop_waiting=self._stop_waiting.take,
            rejoin_wait=self.rejoin_wait,
            deadlines=self.deadlines,
        )

        def run() -> None:
            try:
                node = body(options)
            except PeerError as exc:
                self._close(str(exc), exc.problem)
                return
            except Exception as exc:  # the interface must hear about any failure, not hang
                text = f"{type(exc).__name__}: {exc}"
                log = log_failure(journal_dir(self.identity_dir) / LOG_FILE, "the table failed", exc)
                self._close(f"the table failed: {text}", other(text, log))
                return
            asked = self._asked
            if asked is not None:  # a player did not come back, and the session did not go on with a bot
                self._publish(over=True, status=translate("Window", "Session over"))
                ended = translate("Status", "the session ended without a bot in {names}'s seat")
                self._close(ended.format(names=", ".join(asked.absent)))
                return
            self._close(node.stopped or SESSION_OVER)

        self._thread = threading.Thread(target=run, name="tusac-table", daemon=True)
        self._thread.start()

    def _close(self, reason: str, problem: Problem | None = None) -> None:
        def told() -> None:
            if problem is not None:
                self.failed.emit(problem)
            self.closed.emit(reason)

        self._mailbox.post(told)

    def _next_move(self, timeout: float) -> tuple[int, Move] | None:
        try:
            return self._moves.get(timeout=timeout)
        except queue.Empty:
            return None

    def _poll_move(self) -> tuple[int, Move] | None:
        try:
            return self._moves.get_nowait()
        except queue.Empty:
            return None

    def _publish(self, paced: bool = False, **changes: Any) -> None:
        """A new snapshot; ``paced``: it shows a move, which then stays ``pace_ms`` before the next."""
        state = self._state
        self._state = replace(state, snapshot=replace(state.snapshot, **changes))
        self._post(self._state.snapshot, paced)

    def _post(self, snap: Snapshot, paced: bool) -> None:
        self._mailbox.post(lambda: self._arrived(snap, paced))

    # --- the pace of what is shown, on the GUI thread ------------------------------------------------

    def _arrived(self, snap: Snapshot, paced: bool) -> None:
        self._shown.append((snap, paced))
        if not self._pace.isActive():
            self._show_next()

    def _show_next(self) -> None:
        while self._shown:
            snap, paced = self._shown.popleft()
            self.snapshot.emit(snap)
            if paced and self.pace_ms > 0:
                self._pace.start(self.pace_ms)
                return

    def _on_event(self, event: PeerEvent) -> None:
        """A table event (worker thread): what it asks of this peer, then the snapshot it makes."""
        match event:
            case Hosting(address=address, code=code):
                self._mailbox.post(lambda: self.hosting.emit(address, code or ""))
            case PlayerJoined(name=name, seat=seat, fingerprint=key):
                taken = translate("Status", "{name} took seat {seat}").format(name=name, seat=seat_name(seat))
                line = with_key(taken, key)
                self._mailbox.post(lambda: self.seat_line.emit(seat, line))
            case DecisionNeeded(legal=offered) if (forced := played_without_asking(offered)) is not None:
                self._moves.put((event.seat, forced))  # nothing to decide: don't make the player wait
                return
            case SeatedAtTable(seats=listing) | TableSet(seats=listing):
                lines = seat_lines(listing)
                self._mailbox.post(lambda: self.seats.emit(lines))
                self._mailbox.post(lambda: self.coach_allowed.emit(listing.coach))
            case Rejoined(seats=listing):
                self._mailbox.post(lambda: self.coach_allowed.emit(listing.coach))
            case CarryOnAsked():
                self._asked = event
                self._carry_on.ask(event)
                self._mailbox.post(lambda: self.carry_on_asked.emit(event))
            case TableContinued():
                self._asked = None
            case PeerAway() | PeerBack() | PeerGaveUp() | WaitingForSeat() | OutOfTime() | CutOffFromAll():
                pass  # notices the reducer words, not lines for the lobby
            case PlayerLeft(name=name, seat=seat):
                line = translate("Status", "{name} left seat {seat}: {reason}").format(
                    name=name, seat=seat_name(seat), reason=leaving_words(event.problem)
                )
                self._mailbox.post(lambda: self.seat_line.emit(seat, line))
            case JoinRefused():
                turned_away = translate("Status", "A player was turned away: {reason}")
                self._tell(turned_away.format(reason=refusal_words(event.problem)))
            case LobbyNotice(problem=told) | TableNotice(problem=told):
                self._tell(problem_words(told))
            case VoteNotice():
                self._tell(vote_words(event))
            case Notice(text=text):
                self._tell(text)
            case PlayerReady(name=name):
                self._tell(translate("Status", "{name} is ready").format(name=name))
            case Welcomed(seat=seat, free=free, key=key, names=names):
                line = welcome_line(seat, free, key, names)  # told again as seats are taken: in place of the last
                self._mailbox.post(lambda: self.seat_line.emit(WELCOME_LINE, line))
                self._mailbox.post(self.welcomed.emit)
        before = self._state
        self._state = reduce(before, event, time.monotonic(), self._words, self.rejoin_wait)
        snap = self._state.snapshot
        if snap is not before.snapshot:
            # Seen at the table's pace: a move of another seat stays a moment before the next is shown.
            paced = (
                isinstance(event, TurnApplied)
                and not event.replayed  # told again after a rejoin: at once
                and any(action.seat != before.me for action in event.actions)
            )
            self._post(snap, paced)
        if isinstance(event, TableContinued):
            seats = seat_lines(event.seats)
            self._mailbox.post(lambda: self.seats.emit(seats))
            self._mailbox.post(self.table_continued.emit)

    def _tell(self, text: str) -> None:
        self._mailbox.post(lambda: self.joined.emit(text))
