"""What a table against bots of any game shows, as a pure reducer: ``reduce(snapshot, event)``.

The worker (``practice.py``) plays the hands over the game interface and posts these events; the page
draws the snapshot. Views are the game's own values, opaque here.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tusac_lan.games.api import Outcome, Step, top_winner
from tusac_lan.peer.problems import Problem

from .sheet_rows import Carried, SheetRow, renumbered, sheet_rows

LOG_LINES = 400
"""The Moves log keeps this many lines (the oldest go)."""


@dataclass(frozen=True)
class HandStarted:
    hand_no: int
    view: Any
    seat: int = 0
    """The player's seat at this table (a player who joined a LAN table sits where the host put it)."""
    names: tuple[str, ...] = ()
    """Every seat's name as the table has them (empty: the page's own)."""
    heading: str = ""
    """The Moves log's first line for the hand ("— Hand 2 —"; empty: none)."""
    hands: int = 0
    """The hands the table plays, as its host set them (0: as the snapshot has them)."""
    move_time: float = 0.0
    """A LAN table's time for a move before a bot plays it, as the table signed it (0: no clock)."""


@dataclass(frozen=True)
class Stepped:
    view: Any
    step: Step[Any]
    """As the player's seat saw it (a reveal to another seat shows no card)."""
    lines: tuple[str, ...]


@dataclass(frozen=True)
class Asked:
    """The player's seat must move: ``legal`` is never empty."""

    view: Any
    legal: tuple[Any, ...]


@dataclass(frozen=True)
class Shown:
    """The player's seat as it is now, with nothing to choose: a move with nothing to decide was played for the
    player without asking (Tiến lên's lone "I do not hold 3♠"), and the hand it was asked with is shown all the
    same (a guest's first view of its dealt cards; the table waits for another player's opening)."""

    view: Any


@dataclass(frozen=True)
class Moved:
    """The player's move was taken: nothing to choose until the next ``Asked``."""


@dataclass(frozen=True)
class OwnClock:
    """At a LAN table, the time the player has for the move asked: at ``due`` (``time.monotonic``) its own
    peer's bot plays it for them."""

    due: float


@dataclass(frozen=True)
class Waiting:
    """At a LAN table, the players (not bots, not this one) the table waits for to move, since ``since``
    (``time.monotonic``); each has ``move_time`` seconds (0: no limit) before its own peer's bot plays."""

    seats: tuple[int, ...]
    since: float
    move_time: float


@dataclass(frozen=True)
class Gathering:
    """At a LAN table, after this player started the next hand: the players (not bots, not this one) whose
    programs have not started it yet."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class TimedOut:
    """A player ran out of time and their peer's bot played the move (``mine``: this player's); ``line``
    says so in the player's language."""

    line: str
    mine: bool


@dataclass(frozen=True)
class Said:
    """A word of the table for the player (a seat taken back at the next hand, a player who ended the
    session), in the player's language: in the Moves log and on the status line until the player moves."""

    line: str


@dataclass(frozen=True)
class Away:
    """At a LAN table, the peer of ``seats`` stopped answering: the table waits for it until ``until``
    (``time.monotonic``), unless the player goes on with a bot now."""

    seats: tuple[int, ...]
    until: float


@dataclass(frozen=True)
class Back:
    """The peer of ``seats`` that was away is back, or the table no longer waits for it."""

    seats: tuple[int, ...]


@dataclass(frozen=True)
class HandEnded:
    view: Any
    outcome: Outcome
    full_state: Any = None
    """The hand's last full state when the table audited the hand (every seat's cards are public then)."""
    next_at: float = 0.0
    """At a LAN table, when the next hand starts without Next hand (``time.monotonic``; 0: only with it)."""


@dataclass(frozen=True)
class HandVoid:
    """The hand ended without a result (a player gone, a fault or cheating): its row says it did not count;
    ``line`` says so in the Moves log."""

    line: str = ""


@dataclass(frozen=True)
class TableBase:
    """The current table's hand 0 is the session's hand ``first`` (a next table's, or a rejoined table's), and
    the table plays ``hands`` (0: as before); ``carried``: the session's scores at the start of some of its
    hands (the sheet's rows before add up to them, one row standing for hands this computer has none of)."""

    first: int
    hands: int = 0
    carried: tuple[Carried, ...] = ()


@dataclass(frozen=True)
class SessionEnded:
    reason: str = ""
    """Empty when every hand was played; else why the session stopped."""
    problem: Problem | None = None
    """Why the table could not be set up, joined or go on, as a kind the client words (``reason`` is then
    its English text)."""


@dataclass(frozen=True)
class Earlier:
    """Back from a crash: the hands before the one the table came back to, read from the signed files (the
    tables before a next table's too), as rows of the sheet numbered over the session; ``first`` (when the
    tables before were read, else -1) the session's number of the current table's hand 0."""

    rows: tuple[SheetRow, ...]
    first: int = -1


Event = (
    HandStarted
    | Stepped
    | Asked
    | Shown
    | Moved
    | OwnClock
    | Waiting
    | Gathering
    | TimedOut
    | Said
    | Away
    | Back
    | HandEnded
    | HandVoid
    | TableBase
    | SessionEnded
    | Earlier
)


@dataclass(frozen=True)
class PracticeSnapshot:
    seats: int
    hands: int
    hand_no: int = -1
    view: Any = None
    steps: tuple[Step[Any], ...] = ()
    """The current hand's, as the player saw them."""
    legal: tuple[Any, ...] = ()
    log: tuple[str, ...] = ()
    rows: tuple[SheetRow, ...] = ()
    """The score sheet's row of each finished hand this computer has (a hand that did not count too),
    numbered over the session, with the players who played it."""
    carried: tuple[Carried, ...] = ()
    """The session's scores at the start of a next or rejoined table (``TableBase``)."""
    hand_base: int = 0
    """The session's number of the current table's hand 0 (a next table's hands go on from the last)."""
    columns: tuple[str, ...] = ()
    """The sheet's columns: each seat's first player of the session (a bot standing in for one later is
    named beside it in the header)."""
    outcome: Outcome | None = None
    """The last hand's, while it is shown between hands."""
    end_state: Any = None
    """As ``HandEnded.full_state``, while the hand's result is shown."""
    over: bool = False
    stopped: str = ""
    problem: Problem | None = None
    """As ``SessionEnded.problem``."""
    seat: int = 0
    """The player's seat."""
    names: tuple[str, ...] = ()
    """Every seat's name as the table has them (empty: the page's own)."""
    move_time: float = 0.0
    """As ``HandStarted.move_time``."""
    own_due: float = 0.0
    """When the player's time for the move asked is over (``time.monotonic``; 0: no clock)."""
    waiting: Waiting | None = None
    """The other players the table waits for to move, at a LAN table."""
    gathering: tuple[int, ...] = ()
    """After the hand: the players the next hand waits for to start it (``Gathering``)."""
    notice: str = ""
    """The last word about a player who ran out of time, until the player moves again or the hand ends (it
    stays in the log)."""
    next_at: float = 0.0
    """Between hands at a LAN table: when the next hand starts without Next hand (0: only with it)."""
    away: tuple[Away, ...] = ()
    """At a LAN table, the players whose computers stopped answering, while the table waits for them."""

    @property
    def sheet(self) -> tuple[SheetRow, ...]:
        """The sheet's rows as shown: a row for hands this computer has no row of where the scores carried say
        there were some."""
        return sheet_rows(self.rows, self.carried)

    @property
    def payments(self) -> tuple[tuple[int, ...], ...]:
        """Each hand's payments, of the hands that counted."""
        return tuple(row.payments for row in self.rows if row.ok)

    @property
    def winners(self) -> tuple[int, ...]:
        """Each hand's first winner (-1: none), of the hands that counted."""
        return tuple(row.winner for row in self.rows if row.ok)

    @property
    def totals(self) -> tuple[int, ...]:
        shown = self.sheet
        return shown[-1].totals if shown else (0,) * self.seats

    @property
    def session_hand(self) -> int:
        """The session's number of the current hand."""
        return self.hand_base + max(self.hand_no, 0)

    @property
    def my_turn(self) -> bool:
        return bool(self.legal)


def new_snapshot(seats: int, hands: int) -> PracticeSnapshot:
    return PracticeSnapshot(seats, hands)


def _logged(log: tuple[str, ...], lines: tuple[str, ...]) -> tuple[str, ...]:
    return (log + lines)[-LOG_LINES:]


def _with_row(
    snapshot: PracticeSnapshot, winner: int, points: int, payments: tuple[int, ...], ok: bool
) -> PracticeSnapshot:
    """The current hand's row added to the sheet (its totals those before it plus its payments)."""
    before = snapshot.totals
    if len(before) != len(payments):
        before = (0,) * len(payments)
    totals = tuple(t + p for t, p in zip(before, payments, strict=True))
    number = snapshot.session_hand
    row = SheetRow(number, winner, points, payments, totals, ok, players=snapshot.names)
    return replace(snapshot, rows=(*(r for r in snapshot.rows if r.hand_no != number), row))


def _renumbered(snapshot: PracticeSnapshot, first: int) -> PracticeSnapshot:
    """The current table's hands numbered on from ``first`` (read from the files of the tables before, void
    hands counted, where a rejoin had only the count of the hands that counted)."""
    rows, carried = renumbered(snapshot.rows, snapshot.carried, snapshot.hand_base, first)
    return replace(snapshot, hand_base=first, rows=rows, carried=carried)


def _merged(rows: tuple[SheetRow, ...], new: tuple[SheetRow, ...]) -> tuple[SheetRow, ...]:
    """``rows`` and ``new`` in the session's order (a hand's row in ``rows`` is kept over ``new``'s)."""
    numbers = {row.hand_no for row in rows}
    return tuple(sorted((*rows, *(row for row in new if row.hand_no not in numbers)), key=lambda row: row.hand_no))


def reduce(snapshot: PracticeSnapshot, event: Event) -> PracticeSnapshot:
    match event:
        case HandStarted(hand_no, view, seat, names, heading, hands, move_time):
            names = names or snapshot.names
            columns = snapshot.columns if len(snapshot.columns) == len(names) else names
            log = _logged(snapshot.log, (heading,)) if heading else snapshot.log
            return replace(
                snapshot,
                hand_no=hand_no,
                view=view,
                steps=(),
                legal=(),
                outcome=None,
                end_state=None,
                seat=seat,
                names=names,
                columns=columns,
                log=log,
                hands=hands or snapshot.hands,
                move_time=move_time,
                own_due=0.0,
                waiting=None,
                gathering=(),
                notice="",
                next_at=0.0,
            )
        case Stepped(view, step, lines):
            return replace(snapshot, view=view, steps=(*snapshot.steps, step), log=_logged(snapshot.log, lines))
        case Asked(view, legal):
            return replace(snapshot, view=view, legal=legal)
        case Shown(view):
            return replace(snapshot, view=view)
        case Moved():  # the player moved again: a word that someone ran out of time is no longer news
            return replace(snapshot, legal=(), own_due=0.0, notice="")
        case OwnClock(due):
            return replace(snapshot, own_due=due)
        case Waiting():
            return replace(snapshot, waiting=event if event.seats else None)
        case Gathering(seats):
            return replace(snapshot, gathering=seats)
        case TimedOut(line, mine):
            if mine:
                snapshot = replace(snapshot, legal=(), own_due=0.0)
            return replace(snapshot, notice=line, log=_logged(snapshot.log, (line,)))
        case Said(line):
            return replace(snapshot, notice=line, log=_logged(snapshot.log, (line,)))
        case Away(seats):
            kept = tuple(a for a in snapshot.away if not set(a.seats) & set(seats))
            return replace(snapshot, away=(*kept, event))
        case Back(seats):
            return replace(snapshot, away=tuple(a for a in snapshot.away if not set(a.seats) & set(seats)))
        case HandEnded(view, outcome, full_state, next_at):
            winner = top_winner(outcome)
            points = max(outcome.payments, default=0)
            snapshot = _with_row(snapshot, winner, points, tuple(outcome.payments), True)
            return replace(
                snapshot,
                view=view,
                legal=(),
                own_due=0.0,
                waiting=None,
                gathering=(),
                notice="",
                next_at=next_at,
                outcome=outcome,
                end_state=full_state,
            )
        case HandVoid(line):
            nothing = (0,) * len(snapshot.totals)
            snapshot = _with_row(snapshot, -1, 0, nothing, False)
            log = _logged(snapshot.log, (line,)) if line else snapshot.log
            return replace(snapshot, legal=(), own_due=0.0, waiting=None, notice="", log=log)
        case TableBase(first, hands, carried):
            marks = tuple(m for m in snapshot.carried if m.hand not in {c.hand for c in carried})
            return replace(
                snapshot,
                hand_base=first,
                hands=hands or snapshot.hands,
                carried=tuple(sorted((*marks, *carried), key=lambda m: m.hand)),
            )
        case Earlier(rows, first):
            if first >= 0 and first != snapshot.hand_base:
                snapshot = _renumbered(snapshot, first)
            return replace(snapshot, rows=_merged(snapshot.rows, rows))
        case SessionEnded(reason, problem):
            return replace(
                snapshot, legal=(), own_due=0.0, waiting=None, away=(), over=True, stopped=reason, problem=problem
            )
    return snapshot
