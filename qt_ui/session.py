"""A table session run off the GUI thread, reported to the interface as immutable snapshots.

The interface only ever reads snapshots and sends the player's chosen moves back through
``submit``; it never touches the engine's state.
"""

from __future__ import annotations

import queue
import threading
import time
from collections import deque
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from tusac_lan.engine.actions import Action, ActionType
from tusac_lan.engine.rules import RuleSet
from tusac_lan.engine.state import HandResult, HandState, Phase
from tusac_lan.lobby_events import (
    CarryOnAsked,
    Hosting,
    JoinRefused,
    Notice,
    PeerAway,
    PeerBack,
    PeerEvent,
    PeerGaveUp,
    PeerLink,
    PlayerJoined,
    PlayerLeft,
    PlayerReady,
    Rejoined,
    SeatedAtTable,
    SeatListing,
    TableContinued,
    TableSet,
    WaitingForSeat,
)
from tusac_lan.local_table import run_local_table
from tusac_lan.peer_options import CODE_BY_ADDRESS
from tusac_lan.rejoin import resume_seated
from tusac_lan.session_runner import PeerError, PeerOptions, host_table, join_table, run_seated
from tusac_lan.table.config import COACH
from tusac_lan.table.events import (
    Dealt,
    DecisionNeeded,
    Desync,
    HandEnded,
    HandStarted,
    HandStopped,
    SessionOver,
    TurnApplied,
)
from tusac_lan.table.hand_run import Verdict
from tusac_lan.table.node import LEFT_TABLE

from .carry_on import CarryOnSlot
from .i18n import translate
from .mailbox import Mailbox
from .move_log import MoveLog
from .result_view import Groups, sorted_hands
from .words import bot_level_name, card_name, dice_line, seat_name, shown_name, shown_names

BOT_PACE_MS = 800
"""The default least time between two moves shown (a setting)."""
SESSION_OVER = "session over"
"""The reason a session closes when every hand was played (compared, never shown)."""
NEXT_HAND_SECONDS = 25.0
"""How long the result of a hand stays before the next hand starts without Next hand: under the
protocol deadline (30 s), so the other peers never call this peer's next commitment late."""


@dataclass(frozen=True)
class EndOfHand:
    hand_no: int
    result: HandResult | None
    verdict: Verdict
    full: HandState | None
    """The final state with every card known (from the audit), None if the deal could not be opened."""
    scores: tuple[int, ...]
    hands: tuple[Groups, ...] | None = None
    """Each seat's hand sorted into its sets for the result view (worked out here, off the GUI thread)."""


@dataclass(frozen=True)
class Snapshot:
    names: tuple[str, ...]
    me: int
    hand_no: int = 0
    view: HandState | None = None
    scores: tuple[int, ...] = (0, 0, 0, 0)
    legal: tuple[Action, ...] = ()
    decision_turn: int = -1
    status: str = ""
    ended: EndOfHand | None = None
    alerts: tuple[str, ...] = field(default_factory=tuple)
    next_at: float = 0.0
    """After a hand: the time (time.monotonic) the next hand starts without Next hand."""
    over: bool = False
    """The session has played its last hand."""
    log: tuple[str, ...] = ()
    """The moves so far in words, the newest last."""
    mover: int = -1
    """The seat whose move this snapshot shows (-1: none), for the table to show it moving."""
    trouble: tuple[Trouble, ...] = ()
    """The players the table is waiting for because they are gone, each with its countdown."""
    since: float = 0.0
    """When (time.monotonic) the table last moved on: a player slow to move is counted from here."""
    move_wait: float = 0.0
    """Seconds the table waits for a move before it asks the others for it, and gives up after the grace."""
    seat_wanted_since: float = 0.0
    """A bot plays this player's seat: since when (time.monotonic) it waits to take the seat back (0: not)."""


@dataclass(frozen=True)
class Trouble:
    """Players whose connection dropped: the table waits for them until ``until`` (time.monotonic)."""

    seats: tuple[int, ...]
    until: float


def trouble_text(trouble: Trouble, names: tuple[str, ...], now: float) -> str:
    """Who is gone, how long the table still waits for them and what happens then, in player words."""
    who = ", ".join(player_label(names, seat) for seat in trouble.seats)
    left = max(0, int(trouble.until - now + 0.999))
    clock = f"{left // 60}:{left % 60:02d}"
    return translate(
        "Status",
        "{who} is not answering: the connection dropped. The table waits {clock} for them to come back; "
        "if they do not, the hand ends without a result and names them.",
    ).format(who=who, clock=clock)


SLOW_AFTER = 20.0
"""Seconds without a move after which the table says whom it waits for and how long it still will."""


def slow_text(snap: Snapshot, now: float) -> str:
    """Whom the table waits for to discard, when that takes long, with the time left; "" otherwise."""
    view = snap.view
    if view is None or view.phase != Phase.DISCARD or snap.ended is not None or now - snap.since < SLOW_AFTER:
        return ""
    seat = view.current
    if seat == snap.me or any(seat in t.seats for t in snap.trouble):
        return ""
    left = max(0, int(snap.since + snap.move_wait - now + 0.999))
    return translate(
        "Status",
        "Waiting for {who} to discard: {clock} left. If nothing comes by then, the hand ends without a result and "
        "names them.",
    ).format(who=player_label(snap.names, seat), clock=f"{left // 60}:{left % 60:02d}")


def player_label(names: tuple[str, ...], seat: int) -> str:
    name = names[seat] if 0 <= seat < len(names) else ""
    return translate("Status", "{name} ({seat})").format(name=name, seat=seat_name(seat))


def describe_state(state: HandState, me: int) -> str:
    mine = state.current == me
    who = seat_name(state.current)
    if state.phase == Phase.CLAIM and state.shown >= 0:
        card = card_name(state.cards[state.shown])
        if state.shown_drawn:
            text = translate("Status", "You drew {card}") if mine else translate("Status", "{who} drew {card}")
        else:
            text = (
                translate("Status", "You discarded {card}") if mine else translate("Status", "{who} discarded {card}")
            )
        return text.format(who=who, card=card)
    if state.phase == Phase.DISCARD:
        if mine:
            return translate("Status", "Your turn: choose a card to discard")
        return translate("Status", "{who} is discarding").format(who=who)
    if state.phase == Phase.DRAW:
        if mine:
            return translate("Status", "You draw from the deck")
        return translate("Status", "{who} draws from the deck").format(who=who)
    if state.phase == Phase.DEAL:
        return translate("Status", "Dealing")
    return translate("Status", "Hand over")


def seat_lines(listing: SeatListing) -> list[str]:
    """A seat listing as lines: who sits where, bot or player, each seat's key fingerprint, and a
    warning for names that look alike."""
    names, bots = listing.names, listing.bots
    keys = listing.fingerprints or ("",) * len(names)
    lines = []
    for seat, (name, bot, key) in enumerate(zip(names, bots, keys, strict=True)):
        if seat == listing.seat:
            who = translate("Status", "you")
        elif bot:
            who = translate("Status", "{level} bot").format(level=bot_level_name(str(bot)))
        else:
            who = translate("Status", "player")
        shown = shown_name(name, seat, bot)
        if shown != name and seat != listing.seat:  # a bot the host made: its name says its level
            line = translate("Status", "{seat}: {name}").format(seat=seat_name(seat), name=shown)
        else:
            line = translate("Status", "{seat}: {name} ({who})").format(seat=seat_name(seat), name=shown, who=who)
        if key and not bot:
            line += " · " + translate("Status", "key {fingerprint}").format(fingerprint=key)
        lines.append(line)
    lines.append(coach_rule_line(listing.coach))
    for first, second in listing.lookalikes:
        lines.append(
            translate(
                "Status",
                "{first} ({first_name}) and {second} ({second_name}) have names that look alike: tell them "
                "apart by their keys",
            ).format(
                first=seat_name(first), first_name=names[first], second=seat_name(second), second_name=names[second]
            )
        )
    return lines


def continued_lines(
    before: SeatListing | None,
    after: SeatListing,
    names: tuple[str, ...],
    replaced: dict[int, str],
    returned: bool = False,
) -> list[str]:
    """What changed at the next table of the session, in player words: a bot in an absent player's seat
    (and whose computer runs it), a player back in their seat; ``replaced`` (seat -> the absent player's
    name) is kept up to date; ``returned``: this player is back in its own seat."""
    host = after.host_seat
    if host == after.seat:
        runner = translate("Status", "your computer")
    else:
        runner = translate("Status", "{name}'s computer").format(name=after.names[host] if host >= 0 else "")
    lines = []
    for seat, name in enumerate(after.names):
        if seat == after.seat:
            if returned:
                lines.append(translate("Status", "You are back in your seat: the session goes on at a new table."))
            continue
        if before is None:
            continue
        if seat in replaced and name == replaced[seat]:
            del replaced[seat]
            lines.append(translate("Status", "{name} is back in their seat.").format(name=name))
        elif name != before.names[seat] and seat not in replaced:
            replaced[seat] = before.names[seat]
            lines.append(
                translate(
                    "Status", "The session goes on at a new table: {bot} plays {name}'s seat, run by {runner}."
                ).format(bot=names[seat], name=before.names[seat], runner=runner)
            )
    if not lines:
        lines.append(translate("Status", "The session goes on at a new table, run by {runner}.").format(runner=runner))
    return lines


def coach_rule_line(allowed: bool) -> str:
    """The table's coach rule, as every player sees it before the table starts."""
    if allowed:
        return translate("Status", "Coach: on (each player may turn on a coach that uses only their own cards)")
    return translate("Status", "Coach: off")


class TableSession(QObject):
    snapshot = Signal(object)
    joined = Signal(str)
    seats = Signal(list)
    """The table's seats, one line each, replacing any list shown before."""
    hosting = Signal(str, str)
    """address players join at, table code they must give ("" when the table needs none)"""
    closed = Signal(str)
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
        self._moves: queue.Queue[tuple[int, Action]] = queue.Queue()
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self._snap = Snapshot(names=("", "", "", ""), me=0)
        self.me = 0
        self._bots: tuple[str, ...] | None = None
        """Each seat's bot level ("" for a player) once the table is known: bots' names are then worded."""
        self._next_pressed = -1
        """The last hand (of the session) whose result the player closed with Next hand (set from the GUI thread)."""
        self._hand_base = 0
        """The session's number of the current table's hand 0 (a session may go on at next tables, whose
        hands are numbered from 0 again); the hands shown are numbered across the session."""
        self._table_hand = -1
        """The current table's last hand started (its own numbering)."""
        self._voids = 0
        """Hands of the session this player saw end without a result (the session's count leaves them out)."""
        self._listing: SeatListing | None = None
        self._carry_on = CarryOnSlot()
        self._asked: CarryOnAsked | None = None
        """The question about a player who did not come back, until the session goes on at a next table."""
        self._seat_taken = False
        """A bot plays this player's seat while it waits to take it back."""
        self._rejoined_alert = ""
        self._replaced: dict[int, str] = {}
        """Seats a bot took from an absent player at a next table of the session, with that player's name."""
        self._next_at = 0.0
        self._log = MoveLog()
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
        self._snap = replace(self._snap, move_wait=move + grace)

    # --- control, from the GUI thread ------------------------------------------------------------

    def submit(self, action: Action) -> None:
        self._moves.put((action.seat, action))

    def next_hand(self) -> None:
        """The player has seen the result: this peer may start the next hand."""
        self._next_pressed = self._snap.hand_no

    def _ready_for_next(self, hand: int) -> bool:
        return self._next_pressed >= self._hand_base + hand or time.monotonic() >= self._next_at

    def answer_carry_on(self, question: CarryOnAsked, go_on: bool, runner_seat: int) -> None:
        """The player's answer to ``question`` (GUI thread): go on with a bot run by ``runner_seat``'s
        player, or end the session."""
        self._carry_on.answer(question, go_on, runner_seat)

    def cancel(self) -> None:
        self._cancel.set()

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

    def play_local(self, rules: RuleSet, hands: int, bots: tuple[str, str, str]) -> None:
        self._bots = ("", *bots)
        self._start(lambda options: run_local_table(options, rules, hands, bots, self._next_move))

    def host(
        self,
        address: str,
        name: str,
        plan: tuple[str, str, str],
        hands: int,
        rules: RuleSet,
        announce: bool,
        code: str = CODE_BY_ADDRESS,
        coach: bool = False,
    ) -> None:
        """``code``: the table-code setting (by default a fresh code unless the table is on loopback);
        ``coach``: the table's rules let every player turn on the coach."""

        def body(options: PeerOptions) -> Any:
            options.announce = name if announce else None
            options.code = code
            options.table_rules = (COACH,) if coach else ()
            return host_table(address, 0, hands, rules, "greedy", options, plan)

        self._start(body)

    def rejoin(self, role: str, address: str) -> None:
        """Go back to the unfinished table this player had in ``role`` ("host" or "join") at ``address``:
        the same hand at the same turn, as restarting the peer with the same arguments does."""

        def body(options: PeerOptions) -> Any:
            resumed = resume_seated(options, role, address)
            if resumed is None:
                raise PeerError(translate("Status", "that table is over: there is nothing to go back to"))
            seated, read, journal = resumed
            return run_seated(seated, options, journal, read, (role, address))

        self._start(body)

    def join(self, address: str, code: str = "") -> None:
        """``code``: the table code the host gave ("" if none)."""

        def body(options: PeerOptions) -> Any:
            options.join_code = code.strip() or None
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
            rejoin_wait=self.rejoin_wait,
            deadlines=self.deadlines,
        )

        def run() -> None:
            try:
                node = body(options)
            except PeerError as exc:
                self._close(str(exc))
                return
            except Exception as exc:  # the interface must hear about any failure, not hang
                self._close(
                    translate("Status", "the table failed: {error}").format(error=f"{type(exc).__name__}: {exc}")
                )
                return
            asked = self._asked
            if asked is not None:  # a player did not come back, and the session did not go on with a bot
                self._publish(over=True, status=translate("Window", "Session over — leave the table to play again"))
                ended = translate("Status", "the session ended without a bot in {names}'s seat")
                self._close(ended.format(names=", ".join(asked.absent)))
                return
            self._close(node.stopped or SESSION_OVER)

        self._thread = threading.Thread(target=run, name="tusac-table", daemon=True)
        self._thread.start()

    def _close(self, reason: str) -> None:
        self._mailbox.post(lambda: self.closed.emit(reason))

    def _next_move(self, timeout: float) -> tuple[int, Action] | None:
        try:
            return self._moves.get(timeout=timeout)
        except queue.Empty:
            return None

    def _poll_move(self) -> tuple[int, Action] | None:
        try:
            return self._moves.get_nowait()
        except queue.Empty:
            return None

    def _publish(self, paced: bool = False, **changes: Any) -> None:
        """A new snapshot; ``paced``: it shows a move, which then stays ``pace_ms`` before the next."""
        self._snap = replace(self._snap, **changes)
        snap = self._snap
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
        match event:
            case Hosting(address=address, code=code):
                self._mailbox.post(lambda: self.hosting.emit(address, code or ""))
            case PlayerJoined(name=name, seat=seat):
                self._tell(translate("Status", "{name} took seat {seat}").format(name=name, seat=seat_name(seat)))
            case HandStarted():
                if event.human >= 0:
                    self.me = event.human
                self._table_hand = event.hand
                number = self._hand_base + event.hand
                self._log.new_hand(number)
                self._publish(
                    since=time.monotonic(),
                    log=self._log.lines,
                    mover=-1,
                    names=shown_names(event.names, self._bots),
                    me=self.me,
                    hand_no=number,
                    legal=(),
                    seat_wanted_since=0.0,
                    ended=None,
                    status=translate("Status", "Shuffling together…"),
                )
            case Dealt(dice=dice, starter=starter) if dice:
                self._log.note(dice_line(dice, starter, self._snap.names))
                self._publish(log=self._log.lines)
            case TurnApplied(state=state, before=before, actions=actions):
                still = self._snap.legal if self._snap.decision_turn == state.turn else ()
                steps = self._log.turn(before, actions, state, self._snap.names)
                mover = steps[-1].seat if steps else (actions[-1].seat if actions else -1)
                self._publish(
                    paced=any(action.seat != self.me for action in actions),
                    since=time.monotonic(),
                    view=state.view(self.me),
                    legal=still,
                    status=describe_state(state, self.me),
                    log=self._log.lines,
                    mover=mover,
                )
            case DecisionNeeded(seat=seat, view=view, legal=offered):
                self.me = seat
                if len(offered) == 1 and offered[0].type == ActionType.PASS:
                    self._moves.put((self.me, offered[0]))  # nothing to decide: don't make the player wait
                    return
                self._publish(view=view, legal=offered, decision_turn=view.turn, status=describe_state(view, self.me))
            case HandEnded():
                if not event.verdict.ok:
                    self._voids += 1
                self._next_at = time.monotonic() + NEXT_HAND_SECONDS
                self._publish(ended=self._end_of_hand(event), legal=(), scores=event.scores, next_at=self._next_at)
            case SessionOver():
                self._publish(over=True)
            case SeatedAtTable(seats=listing) | TableSet(seats=listing):
                self._bots = listing.bots
                self._listing = listing
                lines = seat_lines(listing)
                self._mailbox.post(lambda: self.seats.emit(lines))
                self._mailbox.post(lambda: self.coach_allowed.emit(listing.coach))
            case Rejoined(hand=hand, seats=listing):
                self._bots = listing.bots
                self._listing = listing
                self._table_hand = max(self._table_hand, hand)
                self.me = listing.seat  # even where a bot plays the player's seat
                self._mailbox.post(lambda: self.coach_allowed.emit(listing.coach))
                self._rejoined_alert = translate(
                    "Status", "You are back at the table, in hand {number}: play goes on."
                ).format(number=hand + 1)
                self._alert(self._rejoined_alert)
            case CarryOnAsked():
                self._asked = event
                self._carry_on.ask(event)
                waiting = translate("Status", "The hand ended without a result. Waiting for your answer…")
                self._publish(trouble=(), status=waiting, over=False)  # the table is over, not the session
                self._mailbox.post(lambda: self.carry_on_asked.emit(event))
            case TableContinued(seats=listing, hands_played=played, scores=scores):
                self._table_continued(listing, played, scores)
            case WaitingForSeat(host=host):
                self._seat_taken = True
                text = translate(
                    "Status",
                    "While you were away, a bot took your seat at the table {host} hosts now. You take your seat "
                    "back at the start of the next hand.",
                ).format(host=host)
                self._publish(
                    over=False,
                    seat_wanted_since=time.monotonic(),
                    legal=(),
                    trouble=(),
                    status=translate("Status", "Waiting to take your seat back at the next hand…"),
                    # "play goes on" from the replay is not so: the seat went to a bot
                    alerts=(*[a for a in self._snap.alerts if a != self._rejoined_alert][-2:], text),
                )
            case PeerAway(seats=seats, left=left):
                until = time.monotonic() + max(0.0, left)
                trouble = tuple(t for t in self._snap.trouble if t.seats != seats)
                self._publish(trouble=(*trouble, Trouble(seats, until)))
            case PeerBack(seats=seats):
                who = ", ".join(player_label(self._snap.names, seat) for seat in seats)
                trouble = tuple(t for t in self._snap.trouble if t.seats != seats)
                back = translate("Status", "{who} is back; play goes on.").format(who=who)
                self._publish(trouble=trouble, alerts=(*self._snap.alerts[-2:], back))
            case PeerGaveUp(seats=seats, waited=waited):
                who = ", ".join(player_label(self._snap.names, seat) for seat in seats)
                trouble = tuple(t for t in self._snap.trouble if t.seats != seats)
                if waited < 60:
                    gone = translate(
                        "Status",
                        "{who} did not come back within {seconds} s: the table waits no longer, and the hand ends "
                        "without a result if they do not move in time.",
                    ).format(who=who, seconds=f"{waited:.0f}")
                else:
                    gone = translate(
                        "Status",
                        "{who} did not come back within {minutes} min: the table waits no longer, and the hand ends "
                        "without a result if they do not move in time.",
                    ).format(who=who, minutes=f"{waited / 60:.3g}")
                self._publish(trouble=trouble, alerts=(*self._snap.alerts[-2:], gone))
            case PlayerLeft(name=name, seat=seat, reason=reason):
                self._tell(
                    translate("Status", "{name} left seat {seat}: {reason}").format(
                        name=name, seat=seat_name(seat), reason=reason
                    )
                )
            case JoinRefused(reason=reason):
                self._tell(translate("Status", "A player was turned away: {reason}").format(reason=reason))
            case Notice(text=text):
                self._tell(text)
            case PlayerReady(name=name):
                self._tell(translate("Status", "{name} is ready").format(name=name))
            case HandStopped(by=by, said=said) if by >= 0 and said == LEFT_TABLE:
                self._alert(
                    translate("Status", "{who} left the table: the hand ends without a result.").format(
                        who=player_label(self._snap.names, by)
                    )
                )
            case HandStopped(by=by, said=said, proven=False) if by >= 0:
                self._alert(
                    translate(
                        "Status",
                        "{who} stopped the hand ({said}). Nothing proves a fault, so nobody is blamed; the hand ends "
                        "without a result.",
                    ).format(who=player_label(self._snap.names, by), said=said)
                )
            case HandStopped(seat=seat, withheld=True):
                who = player_label(self._snap.names, seat) if seat >= 0 else translate("Status", "A player")
                self._alert(
                    translate(
                        "Status",
                        "{who} did not answer in time, and every other player signed that it never came: the hand "
                        "ends without a result, naming {who}.",
                    ).format(who=who)
                )
            case HandStopped(seat=seat, reason=reason):
                who = self._snap.names[seat] if 0 <= seat < len(self._snap.names) else translate("Status", "A player")
                self._alert(
                    translate(
                        "Status",
                        "The hand was stopped: {who} broke the protocol ({reason}). Everyone now opens their "
                        "secrets; the audit will name who cheated, and the table will close.",
                    ).format(who=who, reason=reason)
                )
            case Desync(turn=turn, disputed=disputed):
                names = self._snap.names
                minority = ", ".join(names[s] for s in disputed if 0 <= s < len(names))
                self._alert(
                    translate(
                        "Status",
                        "The tables disagree at turn {turn} ({who} differ from the rest). Play is stopped so no wrong "
                        "result is recorded; a desync report was written next to the histories.",
                    ).format(turn=turn, who=minority or translate("Status", "several players"))
                )
            case PeerLink(seats=seats, up=True):
                who = ", ".join(player_label(self._snap.names, seat) for seat in seats)
                trouble = tuple(t for t in self._snap.trouble if t.seats != seats)
                back = translate("Status", "{who} is back; play goes on.").format(who=who)
                self._publish(trouble=trouble, alerts=(*self._snap.alerts[-2:], back))
            case PeerLink(seats=seats, up=False):
                until = time.monotonic() + self.rejoin_wait
                trouble = tuple(t for t in self._snap.trouble if t.seats != seats)
                self._publish(trouble=(*trouble, Trouble(seats, until)))

    def _table_continued(self, listing: SeatListing, played: int, scores: tuple[int, ...]) -> None:
        """The session goes on at a next table: new seats (a bot for an absent player, or a player back),
        its hands numbered on from the session's, the scores carried on; said at the table and in the log."""
        before = self._listing
        self._asked = None
        # Numbered on from the hands this player saw, or from the hands the session played while it was away.
        self._hand_base = max(self._hand_base + self._table_hand + 1, played + self._voids)
        self._table_hand = -1
        self._listing, self._bots, self.me = listing, listing.bots, listing.seat
        names = shown_names(listing.names, listing.bots)
        lines = continued_lines(before, listing, names, self._replaced, self._seat_taken)
        self._seat_taken = False
        for line in lines:
            self._log.note(line)
        self._publish(
            names=names,
            me=self.me,
            over=False,
            trouble=(),
            legal=(),
            seat_wanted_since=0.0,
            scores=scores or self._snap.scores,
            log=self._log.lines,
            status=translate("Status", "The session goes on at a new table"),
            alerts=(*self._snap.alerts, *lines)[-3:],
        )
        seats = seat_lines(listing)
        self._mailbox.post(lambda: self.seats.emit(seats))
        self._mailbox.post(self.table_continued.emit)

    def _tell(self, text: str) -> None:
        self._mailbox.post(lambda: self.joined.emit(text))

    def _alert(self, text: str) -> None:
        self._publish(alerts=(*self._snap.alerts[-2:], text))

    def _end_of_hand(self, ended: HandEnded) -> EndOfHand:
        full = ended.full_state
        hands = sorted_hands(full) if full is not None and full.result is not None else None
        return EndOfHand(self._hand_base + ended.hand, ended.result, ended.verdict, full, ended.scores, hands)
