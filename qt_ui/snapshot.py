"""What the table shows, as immutable snapshots, and the pure reducer that turns table events into them.

Nothing here imports Qt: the words come from a ``Words`` the caller hands in (``status_words.StatusWords``
in the client), the clock as ``now``, so the reducer is tested with plain values.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Protocol

from tusac_lan.peer.events import (
    CarryOnAsked,
    CutOffFromAll,
    EarlierHands,
    MoveTime,
    OutOfTime,
    PeerAway,
    PeerBack,
    PeerGaveUp,
    PeerLink,
    Rejoined,
    SeatedAtTable,
    SeatListing,
    TableContinued,
    TableNotice,
    TableSet,
    WaitingForSeat,
)
from tusac_lan.peer.move_clock import time_to_move
from tusac_lan.peer.problems import Problem
from tusac_lan.table.events import (
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
from tusac_lan.table.hand_run import Verdict
from tusac_lan.table.node import LEFT_TABLE
from tusac_lan.table.reason_kinds import parse as parse_reason
from tusac_lan.table.seat_legend import other_players

from .sheet_rows import Carried, SheetRow, renumbered, sheet_rows

if TYPE_CHECKING:
    from .result_view import Groups

Move = Any
"""One of the legal moves the table offered (the game's own value: the reducer never looks inside)."""
View = Any
"""The hand's state as this seat sees it, or with every card known after the audit (the game's own value)."""
Result = Any
"""The game's own account of a hand's result."""
StoryStep = Any
"""One step of the hand as the game tells it (``Words.story``)."""

FILES_LINE = -1
"""The "seat" the status line about the history files tells of: a newer one replaces it."""
LATEST_NEXT_SECONDS = 35.0
"""The latest the next hand starts without Next hand, counted from the end of the hand: the countdown
(result_view.NEXT_HAND_SECONDS) runs from when the result is shown, after the last moves are replayed,
and this keeps the commitment within the protocol deadline and its grace (30 + 10 s) of the others'."""
LOG_LINES = 60
"""Lines of the move log a snapshot keeps (the newest last)."""
ALERT_LINES = 3
"""Status lines kept below the table (the newest last)."""


@dataclass(frozen=True)
class EndOfHand:
    hand_no: int
    result: Result | None
    verdict: Verdict
    full: View | None
    """The final state with every card known (from the audit), None if the deal could not be opened."""
    scores: tuple[int, ...]
    hands: tuple[Groups, ...] | None = None
    """Each seat's hand sorted into its sets for the result view (worked out off the GUI thread)."""


@dataclass(frozen=True)
class Trouble:
    """Players whose connection dropped: the table waits for them until ``until`` (time.monotonic)."""

    seats: tuple[int, ...]
    until: float


@dataclass(frozen=True)
class Snapshot:
    names: tuple[str, ...]
    me: int
    hand_no: int = 0
    view: View | None = None
    scores: tuple[int, ...] = (0, 0, 0, 0)
    legal: tuple[Move, ...] = ()
    decision_turn: int = -1
    status: str = ""
    ended: EndOfHand | None = None
    alerts: tuple[str, ...] = field(default_factory=tuple)
    next_at: float = 0.0
    """After a hand: the latest time (time.monotonic) the next hand starts without Next hand."""
    over: bool = False
    """The session has played its last hand."""
    log: tuple[str, ...] = ()
    """The moves so far in words, the newest last."""
    mover: int = -1
    """The seat whose move this snapshot shows (-1: none), for the table to show it moving."""
    trouble: tuple[Trouble, ...] = ()
    """The players the table is waiting for because they are gone, each with its countdown; a seat is in
    one of them at most."""
    since: float = 0.0
    """When (time.monotonic) the table last moved on: a player slow to move is counted from here."""
    move_wait: float = 0.0
    """Seconds the table waits for a move before it asks the others for it, and gives up after the grace."""
    seat_wanted_since: float = 0.0
    """A bot plays this player's seat: since when (time.monotonic) it waits to take the seat back (0: not)."""
    offer: int = 0
    """Counts the decisions put to the player: a new number is a new question, even with the same moves."""
    move_time: float = 0.0
    """Seconds a connected player has for a move before its own computer plays it with a bot (the TABLE's
    move deadline less the margin, ``peer.move_clock``); 0: not known yet, or the table sets no limit."""
    own_due: float = 0.0
    """When (time.monotonic) this player's own peer plays the move asked with its bot, unless the player
    chooses first (0: no clock, or no move asked)."""
    sheet: tuple[SheetRow, ...] = ()
    """The session's score sheet: a row for each hand this player saw end or read back from the signed
    files after a rejoin (numbered across the session), and one for the hands it has no row of, so that the
    totals are the session's (``sheet_rows``)."""
    sheet_names: tuple[str, ...] = ()
    """The sheet's columns: each seat's first player of the session (a player a bot stands in for at a next
    table keeps the column; ``names`` say who plays now)."""
    hands: int = 0
    """The session's hands, as far as the table in play says (0: not said). A void hand's next table plays
    that hand again, so the count grows by one (the heading says hand 4 of 4 after a void, not 4 of 3)."""


class Words(Protocol):
    """The player words the reducer needs (the client's are ``status_words.StatusWords``)."""

    def state(self, state: View, me: int, names: tuple[str, ...] = ()) -> str: ...
    def shuffling(self) -> str: ...
    def gathering(self, players: tuple[str, ...]) -> str:
        """The new hand waits for these players to start it (they still read the last result)."""
        ...

    def claim_lost(self, winner: str, now: str) -> str:
        """This player claimed the card ``winner`` took, and ``now`` is what happens next."""
        ...

    def hand_heading(self, number: int) -> str: ...
    def dice(self, rounds: tuple[tuple[int, ...], ...], starter: int, names: tuple[str, ...]) -> str: ...
    def story(self, trace: list[tuple[Move, View]]) -> list[StoryStep]:
        """The hand's moves (each with the state after it) as the steps the move log tells."""
        ...

    def move(self, step: StoryStep, names: tuple[str, ...]) -> str: ...
    def shown_names(self, names: tuple[str, ...], bots: tuple[str, ...] | None) -> tuple[str, ...]: ...
    def player(self, names: tuple[str, ...], seat: int) -> str: ...
    def rejoined(self, hand: int) -> str: ...
    def waiting_for_answer(self) -> str: ...
    def seat_taken(self, host: str) -> str: ...
    def waiting_for_seat(self) -> str: ...
    def back(self, who: tuple[str, ...]) -> str:
        """The players (``player`` words, one or more) are back: worded for as many as they are."""
        ...

    def gave_up(self, players: tuple[str, ...], waited: float) -> str: ...
    def gave_up_now(self, players: tuple[str, ...]) -> str: ...
    def cut_off(self, players: tuple[str, ...]) -> str: ...
    def left_table(self, who: str) -> str: ...
    def stopped_unproven(self, who: str, said: str) -> str: ...
    def withheld(self, who: str) -> str: ...
    def out_of_time(self, who: str) -> str: ...
    def out_of_time_mine(self) -> str: ...
    def played_by_bot(self, line: str) -> str: ...
    def notice(self, told: Problem) -> str: ...
    def withheld_word(self, who: str, signer: str) -> str: ...
    def broke_protocol(self, who: str, reason: str) -> str: ...
    def desync(self, turn: int, who: str) -> str: ...
    def files_unwritten(self, directory: str, files: int, full: bool) -> str: ...
    def files_written(self, directory: str) -> str: ...
    def table_rules(self, listing: SeatListing) -> list[str]: ...
    def a_player(self) -> str: ...
    def several_players(self) -> str: ...
    def goes_on(self) -> str: ...
    def continued(
        self,
        before: SeatListing | None,
        after: SeatListing,
        names: tuple[str, ...],
        replaced: dict[int, str],
        returned: bool,
    ) -> list[str]: ...
    def sorted_hands(self, full: View) -> tuple[Groups, ...]: ...


@dataclass(frozen=True)
class ClientState:
    """The snapshot shown, and what the client remembers beside it to make the next one. The reducer
    replaces ``snapshot`` only when there is something new to show."""

    snapshot: Snapshot
    me: int = 0
    bots: tuple[str, ...] | None = None
    """Each seat's bot level ("" for a player) once the table is known: bots' names are then worded."""
    hand_base: int = 0
    """The session's number of the current table's hand 0 (a session may go on at next tables, whose
    hands are numbered from 0 again); the hands shown are numbered across the session."""
    table_hand: int = -1
    """The current table's last hand started (its own numbering)."""
    voids: int = 0
    """Hands of the session this player saw end without a result (the session's count leaves them out)."""
    listing: SeatListing | None = None
    replaced: tuple[tuple[int, str], ...] = ()
    """Seats a bot took from an absent player at a next table of the session, with that player's name."""
    seat_taken: bool = False
    """A bot plays this player's seat while it waits to take it back."""
    seat_alert: str = ""
    """The status line that said a bot took this player's seat until the next hand ("" once that is over)."""
    back_alerts: tuple[str, ...] = ()
    """The status lines that said who takes their seat back at the next hand: they go when it comes."""
    rejoined_alert: str = ""
    peer_back_alerts: tuple[str, ...] = ()
    """The status lines that said a player came back and play goes on: true of the hand it came back to,
    they go when that hand ends (or when a new hand starts, if it came back between hands)."""
    bot_turns: tuple[tuple[int, int], ...] = ()
    """(seat, turn) of the moves a bot is playing for a player who ran out of time (turn -1: its next),
    so that the move log says whose move it was."""
    hand_alerts: tuple[str, ...] = ()
    """Status lines that tell of the current hand only (a player ran out of time): they end with it."""
    table_alerts: tuple[str, ...] = ()
    """Status lines that tell how the session went on at a new table: they go once that table plays."""
    stop_alerts: tuple[str, ...] = ()
    """Status lines that tell why a hand ended without a result: they stay with its result and go when
    another hand starts."""
    away_told: tuple[int, ...] = ()
    """Seats the session loop said are away, cut off past the wait or given up on (until they are back): its
    word (the table's wait, the time they were away before in the hand) stands over a link's silence."""
    alert_seats: tuple[tuple[int, ...], ...] = ()
    """For each of ``snapshot.alerts``: the seats it tells the status of (a newer status replaces it)."""
    trace: tuple[tuple[Move, View], ...] = ()
    """The hand's moves so far, each with the state after it, for the move log."""
    told: int = 0
    """Steps of the hand's story already in the move log."""
    rows: tuple[SheetRow, ...] = ()
    """The score sheet's rows of the hands this player has (seen to their end, or read from their files)."""
    carried: tuple[Carried, ...] = ()
    """The session's scores a rejoin or a next table started from: the sheet adds up to them."""


SEAT_WAIT_ENDS = frozenset({"ENDED_WHILE_AWAY", "NOT_TAKEN_BACK"})
"""The kinds of ``TableNotice`` that end a replaced player's wait for its seat: no table takes it back."""
SEAT_BACK = "SEAT_BACK_NEXT_HAND"
"""The kind of ``TableNotice`` that says who takes their seat back at the next table of the session."""


def new_state(move_wait: float = 0.0) -> ClientState:
    return ClientState(Snapshot(names=("", "", "", ""), me=0, move_wait=move_wait))


def session_hand(state: ClientState, hand: int) -> int:
    """The session's number of the current table's ``hand``."""
    return state.hand_base + hand


def _show(state: ClientState, **changes: object) -> ClientState:
    return replace(state, snapshot=replace(state.snapshot, **changes))  # type: ignore[arg-type]


def _log(state: ClientState, lines: list[str], **memory: object) -> ClientState:
    log = (*state.snapshot.log, *lines)[-LOG_LINES:] if lines else state.snapshot.log
    return _show(replace(state, **memory), log=log)  # type: ignore[arg-type]


def _alert(state: ClientState, text: str, seats: tuple[int, ...] = ()) -> ClientState:
    """Add a status line: the same line is never there twice, and a seat's newer status replaces its older."""
    kept = [
        (line, about)
        for line, about in zip(state.snapshot.alerts, state.alert_seats, strict=True)
        if line != text and not set(about) & set(seats)
    ]
    kept = [*kept, (text, seats)][-ALERT_LINES:]
    return _show(replace(state, alert_seats=tuple(about for _, about in kept)), alerts=tuple(line for line, _ in kept))


def _stop_alert(state: ClientState, text: str, seats: tuple[int, ...] = ()) -> ClientState:
    """A status line that says why the hand stops: it goes when another hand starts."""
    return _alert(replace(state, stop_alerts=(*state.stop_alerts, text)), text, seats)


def _bot_played(state: ClientState, turn: int, actions: tuple[Move, ...]) -> frozenset[int]:
    """The seats whose move among ``actions`` (applied at ``turn``) a bot played for a player out of time."""
    movers = {action.seat for action in actions}
    return frozenset(seat for seat, at in state.bot_turns if seat in movers and (at < 0 or at == turn))


def _end_hand_alerts(state: ClientState, seats: frozenset[int] | None = None) -> ClientState:
    """The status lines of the hand that ended go (a player who ran out of time in it is not so now); with
    ``seats``, only those about these seats (their players moved again by themselves)."""
    if not state.hand_alerts:
        return state
    gone = {
        line
        for line, about in zip(state.snapshot.alerts, state.alert_seats, strict=True)
        if line in state.hand_alerts and (seats is None or set(about) & seats)
    }
    if not gone:
        return state
    kept = [
        (line, about) for line, about in zip(state.snapshot.alerts, state.alert_seats, strict=True) if line not in gone
    ]
    hand_alerts = tuple(line for line in state.hand_alerts if line not in gone)
    state = replace(state, hand_alerts=hand_alerts, alert_seats=tuple(about for _, about in kept))
    return _show(state, alerts=tuple(line for line, _ in kept))


def _table_playing(state: ClientState) -> ClientState:
    """The new table of the session plays (its deal is made): the lines that said it came go (the log keeps
    them)."""
    if not state.table_alerts:
        return state
    kept = [
        (line, about)
        for line, about in zip(state.snapshot.alerts, state.alert_seats, strict=True)
        if line not in state.table_alerts
    ]
    state = replace(state, table_alerts=(), alert_seats=tuple(about for _, about in kept))
    return _show(state, alerts=tuple(line for line, _ in kept))


def _drop_alert(state: ClientState, text: str) -> ClientState:
    """The status line ``text`` goes (it is no longer so)."""
    if not text or text not in state.snapshot.alerts:
        return state
    kept = [(line, about) for line, about in zip(state.snapshot.alerts, state.alert_seats, strict=True) if line != text]
    state = replace(state, alert_seats=tuple(about for _, about in kept))
    return _show(state, alerts=tuple(line for line, _ in kept))


def _peers_back_over(state: ClientState) -> ClientState:
    """The lines that said who came back and that play goes on go: the hand they told of is over."""
    for line in state.peer_back_alerts:
        state = _drop_alert(state, line)
    return replace(state, peer_back_alerts=())


def _seat_wait_over(state: ClientState) -> ClientState:
    """No table takes this player back (the session ended while it was away, or no table did in time): the
    countdown of its wait for its seat and the line that said it comes back at the next hand go."""
    state = _drop_alert(state, state.seat_alert)
    state = replace(state, seat_taken=False, seat_alert="")
    return _show(state, seat_wanted_since=0.0)


def _forget_seats(state: ClientState, seats: tuple[int, ...]) -> ClientState:
    """The seats' status lines and countdowns go: a new status of theirs follows."""
    kept = [
        (line, about)
        for line, about in zip(state.snapshot.alerts, state.alert_seats, strict=True)
        if not set(about) & set(seats)
    ]
    trouble = []
    for t in state.snapshot.trouble:
        rest = tuple(s for s in t.seats if s not in seats)
        if rest:
            trouble.append(Trouble(rest, t.until))
    return _show(
        replace(state, alert_seats=tuple(about for _, about in kept)),
        alerts=tuple(line for line, _ in kept),
        trouble=tuple(trouble),
    )


def _away(state: ClientState, seats: tuple[int, ...], until: float) -> ClientState:
    state = _forget_seats(state, seats)
    return _show(state, trouble=(*state.snapshot.trouble, Trouble(seats, until)))


def _told_away(state: ClientState, seats: tuple[int, ...]) -> ClientState:
    return replace(state, away_told=tuple(sorted(set(state.away_told) | set(seats))))


def _who(state: ClientState, seats: tuple[int, ...], words: Words) -> tuple[str, ...]:
    """The players of ``seats``, each in the words the table names them by (the words list them)."""
    return tuple(words.player(state.snapshot.names, seat) for seat in seats)


def _sheet(state: ClientState, rows: tuple[SheetRow, ...], carried: tuple[Carried, ...]) -> ClientState:
    state = replace(state, rows=rows, carried=carried)
    return _show(state, sheet=sheet_rows(rows, carried))


def _with_rows(state: ClientState, new: tuple[SheetRow, ...]) -> ClientState:
    """The sheet with the rows ``new`` (a hand's newer row replaces its older)."""
    numbers = {row.hand_no for row in new}
    kept = tuple(row for row in state.rows if row.hand_no not in numbers)
    return _sheet(state, tuple(sorted((*kept, *new), key=lambda row: row.hand_no)), state.carried)


def _renumbered(state: ClientState, first: int) -> ClientState:
    """The current table's hands numbered on from ``first``: back at a next table, the session's count of the
    hands of the tables before, read from their files (a hand that did not count among them, as the live
    sheet and the history viewer number them), where the rejoin had only the count of hands that counted."""
    rows, carried = renumbered(state.rows, state.carried, state.hand_base, first)
    return _sheet(replace(state, hand_base=first), rows, carried)


def _carried(state: ClientState, hand: int, scores: tuple[int, ...], away: bool = False) -> ClientState:
    """The session's ``scores`` at the start of its hand ``hand``: the sheet's rows add up to them."""
    if not scores:
        return state
    marks = tuple(mark for mark in state.carried if mark.hand != hand)
    return _sheet(state, state.rows, (*marks, Carried(hand, scores, away)))


def _seated(state: ClientState, names: tuple[str, ...]) -> ClientState:
    """The sheet's columns are named by the seats' first players of the session (``names`` as shown): a bot
    that stands in for a player at a next table leaves the column that player's (a bot's seat from the
    start is the bot's)."""
    if len(state.snapshot.sheet_names) == len(names):
        return state
    return _show(state, sheet_names=names)


def reduce(state: ClientState, event: object, now: float, words: Words, rejoin_wait: float = 0.0) -> ClientState:
    """The client's state after ``event`` at ``now`` (time.monotonic); ``rejoin_wait``: how long the table
    waits for a player whose connection dropped. Events that change nothing shown return ``state``'s
    snapshot unchanged (the same object)."""
    snap = state.snapshot
    match event:
        case HandStarted():
            if event.hand != state.table_hand:
                # "back at the table, in hand N" is told of that hand only (not of the one the rejoin starts)
                state = replace(_drop_alert(state, state.rejoined_alert), rejoined_alert="")
                state = _peers_back_over(state)
                for line in state.stop_alerts:  # why the last hand was void: that is over
                    state = _drop_alert(state, line)
                state = replace(state, stop_alerts=())
            me = event.human if event.human >= 0 else state.me
            number = state.hand_base + event.hand
            state = replace(state, me=me, table_hand=event.hand, trace=(), told=0, bot_turns=())
            state = _end_hand_alerts(state)
            state = _log(state, [words.hand_heading(number)])
            names = words.shown_names(event.names, state.bots)
            state = _seated(state, names)
            return _show(
                state,
                since=now,
                mover=-1,
                view=None,  # an empty table while the new hand is shuffled, not the last hand's cards
                decision_turn=-1,
                names=names,
                me=me,
                hand_no=number,
                hands=state.hand_base + state.listing.hands if state.listing is not None and state.listing.hands else 0,
                legal=(),
                # a score for each seat of the table (2, 3 or 4), zero until a hand ends
                scores=snap.scores if len(snap.scores) == len(event.names) else (0,) * len(event.names),
                seat_wanted_since=0.0,
                own_due=0.0,
                move_time=move_time(state.listing) if state.listing is not None else snap.move_time,
                ended=None,
                status=words.shuffling(),
            )
        case Gathering(hand=hand, seats=seats) if hand == state.table_hand and snap.view is None:
            players = tuple(snap.names[s] for s in other_players(seats, snap.me, state.bots or ()))
            return _show(state, status=words.gathering(players) if players else words.shuffling())
        case Dealt(dice=dice, starter=starter) if dice:
            return _log(state, [words.dice(dice, starter, snap.names)])
        case TurnApplied(state=after, before=before, actions=actions):
            state = _table_playing(state)
            # The question stands while the hand still waits for this seat: the others' answers to a
            # shown card move the turn on, not the question.
            asked = snap.decision_turn == after.turn or (
                snap.decision_turn >= 0 and after.turn >= snap.decision_turn and state.me in after.awaiting()
            )
            steps: list[StoryStep] = []
            if before is not None and actions:
                # Only the state after the last answer matters to the story: the earlier answers of a
                # claim window leave the card shown, as ``before`` has it.
                trace = (*state.trace, *((action, before) for action in actions[:-1]), (actions[-1], after))
                steps = words.story(list(trace))
                state = replace(state, trace=trace)
            new = steps[state.told :]
            if steps:
                state = replace(state, told=len(steps))
            by_bot = _bot_played(state, before.turn if before is not None else -1, actions)
            if state.bot_turns:
                turn_now = before.turn if before is not None else -1
                left = tuple(t for t in state.bot_turns if t[0] not in by_bot and (t[1] < 0 or t[1] >= turn_now))
                state = replace(state, bot_turns=left)
            lines = [words.move(step, snap.names) for step in new]
            lines = [words.played_by_bot(line) if step.seat in by_bot else line for step, line in zip(new, lines)]
            state = _log(state, lines)
            # A player who ran out of time and then moved again is no longer so (the line would read stale).
            state = _end_hand_alerts(state, frozenset(action.seat for action in actions) - by_bot)
            mover = new[-1].seat if new else (actions[-1].seat if actions else -1)
            status = words.state(after, state.me, snap.names)
            # A claim of this player that lost was said only in the move log (seen by a helper at a LAN table).
            lost = [step for step in new if step.kind == "take" and state.me in step.also and step.seat != state.me]
            if lost and 0 <= lost[-1].seat < len(snap.names):
                status = words.claim_lost(snap.names[lost[-1].seat], status)
            return _show(
                state,
                since=now,
                view=after.view(state.me),
                legal=snap.legal if asked else (),
                status=status,
                mover=mover,
            )
        case DecisionNeeded(seat=seat, view=view, legal=offered):
            state = replace(state, me=seat)
            return _show(
                state,
                view=view,
                legal=offered,
                decision_turn=view.turn,
                offer=snap.offer + 1,
                own_due=0.0,
                status=words.state(view, seat, snap.names),
            )
        case HandEnded():
            if not event.verdict.ok:
                state = replace(state, voids=state.voids + 1)
            # "play goes on" was true of the hand it came back to, not of its result
            state = replace(_drop_alert(state, state.rejoined_alert), rejoined_alert="")
            state = _peers_back_over(state)  # "X is back; play goes on": so of the hand, not of its result
            ended = end_of_hand(state.hand_base + event.hand, event, words)
            state = _end_hand_alerts(state)
            state = _with_rows(state, (sheet_row(ended, snap.names),))
            return _show(
                state, ended=ended, legal=(), own_due=0.0, scores=event.scores, next_at=now + LATEST_NEXT_SECONDS
            )
        case SessionOver():
            return _show(state, over=True)
        case SeatedAtTable(seats=listing) | TableSet(seats=listing):
            # The move time is shown from the hand on. A guest's window goes to the table as it is seated,
            # before the lobby's seat list could be read: the table rules go into the move log too.
            state = replace(state, bots=listing.bots, listing=listing)
            told = words.table_rules(listing)
            return _log(state, told) if told else state
        case EarlierHands(rows=rows, before=before, first=first):
            if first >= 0 and first != state.hand_base:
                state = _renumbered(state, first)
            earlier = tuple(
                SheetRow(row.hand_no, row.winner, row.points, row.payments, row.totals, row.ok) for row in before
            ) + tuple(
                SheetRow(state.hand_base + row.hand_no, row.winner, row.points, row.payments, row.totals, row.ok)
                for row in rows
            )
            return _with_rows(state, earlier)
        case Rejoined(hand=hand, seats=listing):
            # the player's own seat, even where a bot plays it
            state = replace(
                state,
                bots=listing.bots,
                listing=listing,
                table_hand=max(state.table_hand, hand),
                me=listing.seat,
                rejoined_alert=words.rejoined(hand),
                away_told=(),
            )
            state = _show(state, scores=event.scores or state.snapshot.scores, move_time=move_time(listing))
            if event.played_before > state.hand_base:
                # back at a next table of the session: its hands are numbered on from the tables before, whose
                # hands are one row adding up to the scores this table began with
                state = _carried(replace(state, hand_base=event.played_before), event.played_before, event.carried)
            # the sheet's totals are the session's at once; the rows of the hands before come in EarlierHands
            state = _carried(state, state.hand_base + hand, event.scores)
            state = _seated(state, words.shown_names(listing.names, listing.bots))
            return _alert(state, state.rejoined_alert)
        case CarryOnAsked():
            # the table is over, not the session
            return _show(state, trouble=(), status=words.waiting_for_answer(), over=False)
        case TableContinued(seats=listing, hands_played=played, scores=scores):
            return _table_continued(state, listing, played, scores, words)
        case WaitingForSeat(host=host):
            if snap.view is not None and snap.ended is None and not state.seat_taken:
                # The hand the replay brought this player back to ended without a result (a bot took its seat
                # at a next table only because of that): the session's count of hands leaves it out.
                state = replace(state, voids=state.voids + 1)
            state = replace(state, seat_taken=True)
            # "play goes on" from the replay is not so: the seat went to a bot
            kept = [
                (line, about)
                for line, about in zip(snap.alerts, state.alert_seats, strict=True)
                if line != state.rejoined_alert
            ]
            state = replace(state, alert_seats=tuple(about for _, about in kept))
            state = _show(state, alerts=tuple(line for line, _ in kept))
            # the hand the replay showed goes on without this player: its lines (who ran out of time) go
            state = _end_hand_alerts(state)
            line = words.seat_taken(host)
            state = replace(state, seat_alert=line)
            state = _alert(state, line)
            # The board of the hand the replay showed is not this player's any more: the table shows no cards.
            return _show(
                state,
                view=None,
                over=False,
                seat_wanted_since=now,
                legal=(),
                trouble=(),
                status=words.waiting_for_seat(),
            )
        case MoveTime(seat=seat, seconds=seconds) if seat == state.me and seconds is not None and snap.legal:
            return _show(state, own_due=now + max(0.0, seconds))
        case OutOfTime(seat=seat, mine=True, turn=turn):
            if turn < 0 or snap.decision_turn <= turn:
                state = _show(state, legal=(), own_due=0.0)
            line = words.out_of_time_mine()
            state = replace(state, hand_alerts=(*state.hand_alerts, line), bot_turns=(*state.bot_turns, (seat, turn)))
            return _alert(state, line, (seat,))
        case OutOfTime(seat=seat, turn=turn):
            line = words.out_of_time(words.player(snap.names, seat))
            state = replace(state, hand_alerts=(*state.hand_alerts, line), bot_turns=(*state.bot_turns, (seat, turn)))
            return _alert(state, line, (seat,))
        case TableNotice(problem=told) if told.kind in SEAT_WAIT_ENDS:
            return _alert(_seat_wait_over(state), words.notice(told))
        case TableNotice(problem=told) if told.kind == SEAT_BACK:
            line = words.notice(told)
            return _alert(replace(state, back_alerts=(*state.back_alerts, line)), line)
        case TableNotice(problem=told):
            return _alert(state, words.notice(told))
        case PeerAway(seats=seats, left=left):
            return _away(_told_away(state, seats), seats, now + max(0.0, left))
        case PeerLink(seats=seats, up=False):
            if set(seats) & set(state.away_told):
                # The session loop already said how long the table waits for them, or that it waits no longer
                # (seen in a real window: the line that this computer is cut off and keeps waiting gave way to
                # "the table waits 5:00" when the link's silence was noticed after it, at a table waiting 8 s)
                return state
            wait = state.listing.waits[3] if state.listing is not None else rejoin_wait
            return _away(state, seats, now + wait)
        case PeerBack(seats=seats) | PeerLink(seats=seats, up=True):
            line = words.back(_who(state, seats, words))
            state = replace(state, away_told=tuple(s for s in state.away_told if s not in seats))
            state = replace(state, peer_back_alerts=(*state.peer_back_alerts, line))
            return _alert(_forget_seats(state, seats), line, seats)
        case CutOffFromAll(names=names):
            # Said every few seconds while it lasts: one line, gone when those players are back. It takes the
            # place of their countdowns (the wait is over) and of Go on with a bot now (this side cannot).
            named = {seat for seat, name in enumerate(snap.names) if name in names}
            seats = tuple(sorted(named | {seat for t in snap.trouble for seat in t.seats}))
            state = _forget_seats(_told_away(state, seats), seats)
            return _alert(state, words.cut_off(_who(state, seats, words)), seats)
        case PeerGaveUp(seats=seats, now=True):
            state = _forget_seats(_told_away(state, seats), seats)
            return _alert(state, words.gave_up_now(_who(state, seats, words)), seats)
        case PeerGaveUp(seats=seats, waited=waited):
            state = _forget_seats(_told_away(state, seats), seats)
            return _alert(state, words.gave_up(_who(state, seats, words), waited), seats)
        case HandStopped(by=by, said=said) if by >= 0 and said == LEFT_TABLE:
            return _stop_alert(_forget_seats(state, (by,)), words.left_table(words.player(snap.names, by)), (by,))
        case HandStopped(by=by, reason=reason, proven=False, withheld=True) if by >= 0:
            # One peer's word alone (a table of two peers) that a seat never sent what it owed.
            about = parse_reason(reason).number("seat")
            who = words.player(snap.names, about) if 0 <= about < len(snap.names) else words.a_player()
            signer = words.player(snap.names, by)
            return _stop_alert(state, words.withheld_word(who, signer), (about,) if about >= 0 else ())
        case HandStopped(by=by, said=said, proven=False) if by >= 0:
            return _stop_alert(state, words.stopped_unproven(words.player(snap.names, by), said))
        case HandStopped(seat=seat, withheld=True):
            who = words.player(snap.names, seat) if seat >= 0 else words.a_player()
            return _stop_alert(state, words.withheld(who))
        case HandStopped(seat=seat, reason=reason):
            who = snap.names[seat] if 0 <= seat < len(snap.names) else words.a_player()
            return _alert(state, words.broke_protocol(who, reason))
        case Desync(turn=turn, disputed=disputed):
            minority = ", ".join(snap.names[s] for s in disputed if 0 <= s < len(snap.names))
            return _alert(state, words.desync(turn, minority or words.several_players()))
        case FilesUnwritten(directory=directory, files=files, full=full):
            return _alert(state, words.files_unwritten(directory, files, full), (FILES_LINE,))
        case FilesWritten(directory=directory):
            return _alert(state, words.files_written(directory), (FILES_LINE,))
    return state


def move_time(listing: SeatListing) -> float:
    """``Snapshot.move_time`` at the table ``listing`` shows."""
    return time_to_move(listing.waits[1]) or 0.0


def _table_continued(
    state: ClientState, listing: SeatListing, played: int, scores: tuple[int, ...], words: Words
) -> ClientState:
    """The session goes on at a next table: new seats (a bot for an absent player, or a player back),
    its hands numbered on from the session's, the scores carried on; said at the table and in the log."""
    replaced = dict(state.replaced)
    names = words.shown_names(listing.names, listing.bots)
    lines = words.continued(state.listing, listing, names, replaced, state.seat_taken)
    for line in (state.seat_alert, *state.back_alerts):  # "... back at the next hand": that has come
        state = _drop_alert(state, line)
    away = state.seat_taken
    # Numbered on from the hands this player saw, or from the hands the session played while it was away.
    first = max(state.hand_base + state.table_hand + 1, played + state.voids)
    # The sheet adds up to the scores carried on: one row for the hands this player has no row of.
    state = _carried(state, first, scores, away)
    state = _seated(state, names)
    state = replace(
        state,
        hand_base=first,
        table_hand=-1,
        listing=listing,
        bots=listing.bots,
        me=listing.seat,
        replaced=tuple(sorted(replaced.items())),
        seat_taken=False,
        seat_alert="",
        back_alerts=(),
        away_told=(),
    )
    state = _log(state, lines)
    for line in lines:
        state = _alert(state, line)
    state = replace(state, table_alerts=tuple(lines))
    return _show(
        state,
        names=names,
        me=state.me,
        over=False,
        trouble=(),
        legal=(),
        seat_wanted_since=0.0,
        scores=scores or state.snapshot.scores,
        status=words.goes_on(),
    )


def sheet_row(end: EndOfHand, players: tuple[str, ...]) -> SheetRow:
    """The score sheet's row of the hand that ended, as the seats' ``players`` (the names then) played it."""
    result = end.result
    if result is None:  # the hand did not count: no amounts, the totals as they were
        return SheetRow(end.hand_no, -1, 0, (0,) * len(end.scores), end.scores, False, players=players)
    winner, points, payments = result.winner, result.points, tuple(result.payments)
    return SheetRow(end.hand_no, winner, points, payments, end.scores, end.verdict.ok, players=players)


def end_of_hand(hand_no: int, ended: HandEnded, words: Words) -> EndOfHand:
    full = ended.full_state
    hands = words.sorted_hands(full) if full is not None and full.result is not None else None
    return EndOfHand(hand_no, ended.result, ended.verdict, full, ended.scores, hands)
