"""A session against bots of any game, on this computer, at the real fair table (``peer.local``).

The worker thread runs a local table: every seat is a peer in this process, the deal is the fair deal
(mental poker) and each hand ends with a verified history file, as at a LAN table. The table's events
become ``practice_state`` events: the seat's view after each turn, the steps the seat saw (a reveal to
another seat shows no card), its legal moves when it owes one, the hand's outcome. They reach the GUI
thread through the mailbox, where the pure reducer folds them in.
"""

from __future__ import annotations

import math
import queue
import re
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from tusac_lan.games import AnyGame
from tusac_lan.games.api import Moved, Outcome, Step
from tusac_lan.games.seen import seen_steps
from tusac_lan.games.simple_client import bot_name
from tusac_lan.peer.events import (
    EarlierHands,
    Hosting,
    LobbyNotice,
    MoveTime,
    OutOfTime,
    PeerAway,
    PeerBack,
    PeerGaveUp,
    PlayerJoined,
    PlayerLeft,
    Rejoined,
    SeatedAtTable,
    TableContinued,
    TableNotice,
    TableSet,
    VoteNotice,
    Welcomed,
)
from tusac_lan.peer.local import run_local_table
from tusac_lan.peer.log import LOG_FILE, log_failure
from tusac_lan.peer.move_clock import time_to_move
from tusac_lan.peer.options import PeerError, PeerOptions
from tusac_lan.peer.places import journal_dir
from tusac_lan.peer.problems import other
from tusac_lan.peer.runner import host_table, join_table, take_up
from tusac_lan.table import events as table
from tusac_lan.table.seat_legend import other_players

from .i18n import translate
from .mailbox import Mailbox, Press
from .practice_state import (
    Asked,
    Away,
    Back,
    Earlier,
    Event,
    Gathering,
    HandEnded,
    HandStarted,
    HandVoid,
    OwnClock,
    Said,
    SessionEnded,
    Shown,
    Stepped,
    TableBase,
    TimedOut,
    Waiting,
)
from .practice_state import Moved as MoveTaken
from .problem_words import leaving_words, problem_words
from .sheet_rows import Carried, SheetRow
from .snapshot import LATEST_NEXT_SECONDS
from .status_words import out_of_time_line
from .vote_words import vote_words

PLAYER = 0
LEFT = "left"
MADE_BOT = re.compile(r"(Beginner|Good|Expert) bot ([0-9])")
"""How a host names the bots it seats (``table.seating``; a next table the bot for a gone player, the host too:
``table.next_table``): the level in English and the seat."""


def shown_names(names: Sequence[str], bots: Sequence[str] = ()) -> tuple[str, ...]:
    """The seats' names as the table gives them, a bot the host named worded in the player's language; a
    name a player chose is shown as it is (``bots``: the seats' bot levels, "" for a player, when known)."""
    shown = []
    for seat, name in enumerate(names):
        made = MADE_BOT.fullmatch(name)
        level = made.group(1).lower() if made is not None else ""
        known = bots[seat] if seat < len(bots) else None
        if made is None or int(made.group(2)) != seat or (known is not None and known != level):
            shown.append(name)
        else:
            shown.append(bot_name(level, seat))
    return tuple(shown)


Words = Callable[[Any, Step[Any], Any], list[str]]
"""A step in words for the log: (state before, step, state after)."""


class PracticeSession(QObject):
    """Plays ``hands`` hands of ``game`` at ``len(levels) + 1`` seats: the player at seat 0, a bot of each
    level at the others. ``pace`` seconds pass after each turn a bot made, so the player can follow. The
    player's key is loaded from ``identity_dir`` (None: a key made for this session); each hand's history
    file goes to ``history_dir`` (None: none is kept)."""

    happened = Signal(object)
    """Every ``practice_state`` event, on the GUI thread."""
    hosting = Signal(str, str)
    """A hosted table listens: the address players join at, the table code they give ("" for none)."""
    seated = Signal(object)
    """The host of the table this player joins gave it a seat (again, after another player refused a TABLE,
    and as seats are taken or freed): (its seat, who sits where so far by seat, "" a free seat)."""
    lobby_told = Signal(str)
    """A notice of the lobby in the player's words (the host's table was refused by a player, say)."""
    seat_news = Signal(int, str, str)
    """Before a hosted table starts: a player took a seat (its name), or left it ("", and why in words); seat
    -1: the player named is gone from its seat (its program refused the table, which says why itself)."""

    def __init__(
        self,
        game: AnyGame,
        rules: Any,
        levels: Sequence[str],
        hands: int,
        words: Words,
        pace: float = 0.0,
        parent: QObject | None = None,
        *,
        identity_dir: Path | None = None,
        history_dir: Path | None = None,
        name: str = "",
        without_asking: Callable[[Sequence[Any]], Any | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.game, self.rules, self.hands, self.pace = game, rules, hands, pace
        self.seats = len(levels) + 1
        if self.seats not in game.seat_counts:
            raise ValueError(f"{game.id} is not played by {self.seats} seats")
        for level in levels:
            game.make_bot(level)  # a level the game does not know fails here, not in the worker
        self.levels = tuple(levels)
        self.identity_dir, self.history_dir, self.name = identity_dir, history_dir, name
        self._words = words
        self._without_asking = without_asking
        """The move played for the player where there is nothing to decide (the plugin's), or None."""
        self._moves: queue.SimpleQueue[tuple[int, Any]] = queue.SimpleQueue()
        self._nexts = 0
        self._left = threading.Event()
        self._asked: tuple[int, tuple[Any, ...]] = (0, ())
        """The number of the player's current decision and its legal moves (none once chosen). A move chosen
        for an earlier decision (one a bot played when time ran out) is never taken for a later one."""
        self.deadlines: tuple[float, float, float] | None = None
        """The deadlines a hosted table signs (a message, a move, the grace; None: the protocol's)."""
        self._move_time = 0.0
        """Seconds a player of the LAN table has for a move before its own peer's bot plays it (0: no limit)."""
        self._hand = -1
        self._base = 0
        """The session's number of the current table's hand 0 (a next table's hands go on from the last)."""
        self._voids = 0
        """The hands of the session seen here that did not count (a next table plays one more for each)."""
        self._seat = PLAYER
        """The player's seat (where the host put it, at a LAN table)."""
        self._names: tuple[str, ...] = ()
        self._bots: tuple[str, ...] = ()
        """The bot level of each seat of the LAN table ("" for a player), once it is set."""
        self._table_hands = 0
        """The hands the LAN table plays, as its host set them (0: not known yet, or Play now)."""
        self._body: Callable[[PeerOptions], Any] = self._local
        self._lan = False
        """What the worker runs: a local table (Play now), or hosts or joins a LAN table."""
        self._next_by = math.inf
        """When the next hand starts without Next hand (``time.monotonic``; a LAN table's, once a hand ended)."""
        self._shown = -1
        """The last hand whose start was posted."""
        self._held: list[Event] = []
        """Events of the current hand that came before its start was posted."""
        self._timed: dict[int, TimedOut] = {}
        """By seat, the word that a bot played for a player out of time, told with that move in the log."""
        self._view: Any = None
        self._scores: tuple[int, ...] = (0,) * self.seats
        self.node: Any = None
        """The table node once the session ended (its records; tests read them)."""
        self._mailbox = Mailbox(self)
        self._start_level: str | None = None
        """Set from the GUI thread: the host chose to start now, with bots of this level in the free seats."""
        self._stop_waiting = Press()
        """Set from the GUI thread: the player goes on with a bot now for the players who are gone."""
        self._thread = threading.Thread(target=self._run, name=f"practice-{game.id}", daemon=True)

    # --- the GUI thread -------------------------------------------------------------------------

    def start(self) -> None:
        self._thread.start()

    @property
    def table_names(self) -> tuple[str, ...]:
        """The names the LAN table gives its seats, once its hand started (empty before, and at Play now);
        read on the worker thread, which sets them."""
        return self._names

    def host(self, address: str, plan: tuple[str, ...], announce: str | None = None, code: str = "") -> None:
        """Host a LAN table at ``address`` instead: ``plan`` says for each seat after the host's "player"
        (a player joins it) or a bot level; ``announce``: the name the table is announced under on the
        LAN; ``code``: the table-code setting (``peer.options``). The game and its rules go into the TABLE."""

        def body(options: PeerOptions) -> Any:
            options.announce, options.code = announce, code or options.code
            options.lobby_open, options.start_now = True, self._take_start_now
            options.only_going = True  # a table left unfinished here is taken up from the lobby's offer
            return host_table(address, 0, self.hands, self.rules, "good", options, plan, seats=len(plan) + 1)

        self._body, self._lan = body, True
        self.start()

    def start_now(self, level: str) -> None:
        """The host starts its table now (GUI thread): bots of ``level`` take the seats nobody took."""
        self._start_level = level

    def _take_start_now(self) -> str | None:
        level, self._start_level = self._start_level, None
        return level

    def join(self, address: str, code: str = "", knock_wait: float | None = None) -> None:
        """Take a seat at the LAN table at ``address`` instead; a table of another game is refused.
        ``knock_wait``: seconds to wait for the host to open the table (Play again), None: the usual."""

        def body(options: PeerOptions) -> Any:
            options.join_code = code.strip() or None
            options.lobby_open = True  # seated, the player waits for the host to start (Leave stops it)
            options.only_going = True  # a table left unfinished here is taken up from the lobby's offer
            if knock_wait is not None:
                options.knock_wait = knock_wait
            return join_table(address, options)

        self._body, self._lan = body, True
        self.start()

    def rejoin(self, role: str, address: str) -> None:
        """Go back to the unfinished LAN table this player had in ``role`` ("host" or "join") at ``address``
        (its journal): the same hand at the same turn."""

        def body(options: PeerOptions) -> Any:
            return take_up(options, role, address)

        self._body, self._lan = body, True
        self.start()

    def choose(self, move: Any) -> None:
        """The player's move: one of the moves last offered (anything else is ignored)."""
        number, legal = self._asked
        if move in legal:
            self._asked = (number, ())
            self._moves.put((number, move))

    def next_hand(self) -> None:
        self._nexts += 1

    def go_on_now(self) -> None:
        """The player does not wait the rejoin wait out for the players who are gone: the table gives them up
        now (``PeerOptions.stop_waiting``), and a bot takes their seats from the next hand."""
        self._stop_waiting.press()

    def leave(self, wait: float = 5.0) -> None:
        self._left.set()
        if self._thread.is_alive():
            self._thread.join(wait)
        self._mailbox.drain()
        self._mailbox.stop()

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    # --- the worker thread ----------------------------------------------------------------------

    def _post(self, event: Event) -> None:
        self._mailbox.post(lambda: self.happened.emit(event))

    def _start_shown(self, view: Any) -> None:
        if self._shown != self._hand:
            self._shown = self._hand
            heading = translate("Moves", "— Hand {number} —").format(number=self._base + self._hand + 1)
            self._post(
                HandStarted(self._hand, view, self._seat, self._names, heading, self._table_hands, self._move_time)
            )
            for event in self._held:
                self._post(event)
            self._held.clear()

    def _post_in_hand(self, event: Event) -> None:
        """Post it in the current hand: after its start is shown (a bot that played the hand's first move for
        the player is told before the move that starts the hand's log)."""
        if self._shown == self._hand:
            self._post(event)
        else:
            self._held.append(event)

    def _next_move(self, timeout: float) -> tuple[int, Any] | None:
        end = time.monotonic() + timeout
        while True:
            try:
                number, move = self._moves.get(timeout=max(0.0, end - time.monotonic()))
            except queue.Empty:
                return None
            if number == self._asked[0]:
                self._post(MoveTaken())
                return self._seat, move

    def _new_decision(self, legal: tuple[Any, ...]) -> None:
        self._asked = (self._asked[0] + 1, legal)

    def _poll_move(self) -> tuple[int, Any] | None:
        return self._next_move(0.0) if not self._moves.empty() else None

    def _heard(self, event: Any) -> None:
        game = self.game
        match event:
            case Hosting(address=address, code=code):
                self._mailbox.post(lambda: self.hosting.emit(address, code or ""))
            case Welcomed(seat=seat, names=names):
                self._mailbox.post(lambda: self.seated.emit((seat, names)))
            case PlayerJoined(name=name, seat=seat):
                self._mailbox.post(lambda: self.seat_news.emit(seat, name, ""))
            case PlayerLeft(seat=seat):
                why = leaving_words(event.problem)
                self._mailbox.post(lambda: self.seat_news.emit(seat, "", why))
            case EarlierHands(rows=rows, before=before, first=first):
                self._base = first if first >= 0 else self._base
                sheet = tuple(SheetRow(r.hand_no, r.winner, r.points, r.payments, r.totals, r.ok) for r in before)
                here = tuple(
                    SheetRow(self._base + r.hand_no, r.winner, r.points, r.payments, r.totals, r.ok) for r in rows
                )
                self._post(Earlier((*sheet, *here), first))
            case LobbyNotice(problem=told):  # before the table is set (a refused TABLE, shorter waits)
                if told.kind == "TABLE_REFUSED_SEAT_FREE":  # the refuser's seat is awaited again
                    refuser = told.detail("name")
                    self._mailbox.post(lambda: self.seat_news.emit(-1, refuser, ""))
                text = problem_words(told)
                self._mailbox.post(lambda: self.lobby_told.emit(text))
            case SeatedAtTable(seats=listing) | TableSet(seats=listing) | Rejoined(seats=listing):
                # A joined table's hands are the host's, not this player's lobby's.
                self._bots, self._table_hands = listing.bots, listing.hands
                self._move_time = time_to_move(listing.waits[1]) or 0.0
                if isinstance(event, Rejoined):
                    self._rejoined(event)
            case TableContinued(seats=listing, hands_played=played, scores=scores):
                # numbered on from the hands seen here, or from the session's count (void hands counted)
                self._base = max(self._base + self._hand + 1, played + self._voids)
                self._bots, self._table_hands, self._hand, self._shown = listing.bots, listing.hands, -1, -1
                self._scores = scores or self._scores
                carried = (Carried(self._base, scores),) if scores else ()
                self._post(TableBase(self._base, listing.hands, carried))
            case MoveTime(seat=seat, seconds=seconds) if seat == self._seat and seconds is not None:
                self._post(OwnClock(time.monotonic() + seconds))
            case OutOfTime(mine=True):
                self._new_decision(())  # the bot played it: a click on the old offer is not taken
                self._post(MoveTaken())
                self._timed[self._seat] = TimedOut(out_of_time_line(None), True)
            case OutOfTime(name=name, seat=seat):
                who = self._names[seat] if seat < len(self._names) else name
                self._timed[seat] = TimedOut(out_of_time_line(who), False)
            case TableNotice(problem=told):
                self._post_in_hand(Said(problem_words(told)))
            case VoteNotice():
                self._post_in_hand(Said(vote_words(event)))
            case PeerAway(seats=seats, left=left):
                self._post(Away(seats, time.monotonic() + max(0.0, left)))
            case PeerBack(seats=seats) | PeerGaveUp(seats=seats):
                self._post(Back(seats))
            case table.HandStarted(hand, names, human):
                self._hand, self._seat = hand, max(human, 0)
                self._timed.clear()
                if self._lan:
                    self._names = shown_names(names, self._bots)
            case table.Gathering(hand, seats) if self._lan and hand == self._hand:
                self._post(Gathering(other_players(seats, self._seat, self._bots)))
            case table.TurnApplied(state, _, before, actions, replayed):
                start = state if before is None else before
                self._start_shown(game.view(start, self._seat))
                bots_moved, stepped = False, False
                for view_before, step, view_after in (
                    seen_steps(game, start, actions, self._seat) if before is not None else ()
                ):
                    if isinstance(step, Moved) and step.seat in self._timed:
                        self._post(self._timed.pop(step.seat))  # just before the move a bot played
                    lines = tuple(self._words(view_before, step, view_after))
                    self._post(Stepped(view_after, step, lines))
                    stepped = True
                    bots_moved = bots_moved or (isinstance(step, Moved) and step.seat != self._seat)
                self._view = game.view(state, self._seat)
                if not stepped and before is not None:
                    # A turn with no step to tell (the deal's end: the player's own cards now known) is shown
                    # all the same: a guest saw no cards until the leader's first play (seen in real windows).
                    self._post(Shown(self._view))
                if self._lan:
                    self._post(Waiting(self._players_waited_for(state), time.monotonic(), self._move_time))
                if bots_moved and self.pace > 0 and not replayed:  # told again after a rejoin: at once
                    self._left.wait(self.pace)
            case table.DecisionNeeded(seat, view, legal) if seat == self._seat and legal:
                self._start_shown(view)
                self._new_decision(tuple(legal))
                forced = self._without_asking(tuple(legal)) if self._without_asking is not None else None
                if forced is not None:
                    self._post(Shown(view))  # the hand it was asked with (a guest's dealt cards) all the same
                    self._moves.put((self._asked[0], forced))  # nothing to decide: the others do not wait
                else:
                    self._post(Asked(view, tuple(legal)))
            case table.HandEnded(_, account, verdict, scores, full_state) if verdict.ok:
                outcome = self._outcome(account, scores, full_state)
                # At a LAN table the next hand starts by itself if Next hand is not pressed, as at a Tứ Sắc
                # table: the others wait for this peer's first message of it only the protocol deadline and
                # its grace, and the session loop gives up on a table that went nowhere for a minute.
                self._next_by = time.monotonic() + LATEST_NEXT_SECONDS if self._lan else math.inf
                next_at = self._next_by if self._lan else 0.0
                for seat in sorted(self._timed):  # a move the log did not show: said all the same
                    self._post(self._timed.pop(seat))
                self._post(HandEnded(self._end_view(full_state), outcome, full_state, next_at))
            case table.HandEnded(verdict=verdict) if not verdict.ok:
                self._voids += 1
                line = translate("Scores", "Hand {number} did not count").format(number=self._base + self._hand + 1)
                self._post(HandVoid(line))

    def _rejoined(self, event: Rejoined) -> None:
        """Back from a crash: the table's hands numbered on from the tables before (a next table's), the
        session's scores as the journal gives them (the sheet's rows before follow in ``EarlierHands``)."""
        marks: list[Carried] = []
        if event.played_before > self._base:
            self._base = event.played_before
            if event.carried:
                marks.append(Carried(self._base, event.carried))
        if event.scores:
            self._scores = event.scores
            marks.append(Carried(self._base + event.hand, event.scores))
        self._post(TableBase(self._base, event.seats.hands, tuple(marks)))

    def _players_waited_for(self, state: Any) -> tuple[int, ...]:
        """The seats of other players (not bots) whose move the table waits for now."""
        waiting = self.game.waiting(state)
        if waiting.reveals or waiting.ended:
            return ()
        return other_players(waiting.seats, self._seat, self._bots)

    def _end_view(self, full_state: Any) -> Any:
        return self._view if full_state is None else self.game.view(full_state, self._seat)

    def _outcome(self, account: Any, scores: tuple[int, ...], full_state: Any) -> Outcome:
        """What the table counted for the hand (its scores' change), with the game's winners when the
        audit replayed the hand."""
        if len(self._scores) != len(scores):  # a joined table's seats are the host's to choose
            self._scores = (0,) * len(scores)
        payments = tuple(now - then for now, then in zip(scores, self._scores, strict=True))
        self._scores = tuple(scores)
        told = self.game.outcome(full_state) if full_state is not None else None
        if told is None:
            return Outcome(payments, -1, account)
        return told._replace(payments=payments, account=account)

    def _local(self, options: PeerOptions) -> Any:
        return run_local_table(options, self.rules, self.hands, self.levels, self._next_move, game=self.game)

    def _ready(self, hand_no: int) -> bool:
        if self._nexts <= hand_no and time.monotonic() >= self._next_by:
            self._nexts = hand_no + 1  # the next hand started without Next hand: a press now is for the next
        return self._nexts > hand_no

    def _run(self) -> None:
        with tempfile.TemporaryDirectory(prefix="tusac-practice-") as spare:
            options = PeerOptions(
                identity_dir=self.identity_dir or Path(spare),
                name=self.name or None,
                play="human",
                history_dir=self.history_dir,
                listener=self._heard,
                moves=self._poll_move,
                cancelled=self._left.is_set,
                ready_for_next=self._ready,
                stop_waiting=self._stop_waiting.take,
            )
            if self.deadlines is not None:
                options.deadlines = self.deadlines
            try:
                options.game = self.game.id
                node = self._body(options)
                self.node = node
                if self._left.is_set():
                    self._post(SessionEnded(LEFT))
                else:
                    self._post(SessionEnded(node.stopped or ""))
            except PeerError as error:
                self._post(SessionEnded(str(error), error.problem))
            except Exception as error:  # a fault of the game or a bot: said on the page, never a dead worker
                text = f"{type(error).__name__}: {error}"
                log = log_failure(journal_dir(options.identity_dir) / LOG_FILE, "the table failed", error)
                self._post(SessionEnded(text, other(text, log)))
