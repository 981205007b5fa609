"""What a table against bots of any game shows, as a pure reducer: ``reduce(snapshot, event)``.

The worker (``practice.py``) plays the hands over the game interface and posts these events; the page
draws the snapshot. Views are the game's own values, opaque here.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tusac_lan.games.api import Outcome, Step, top_winner
from tusac_lan.peer.problems import Problem

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
class TimedOut:
    """A player ran out of time and their peer's bot played the move (``mine``: this player's); ``line``
    says so in the player's language."""

    line: str
    mine: bool


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
class SessionEnded:
    reason: str = ""
    """Empty when every hand was played; else why the session stopped."""
    problem: Problem | None = None
    """Why the table could not be set up, joined or go on, as a kind the client words (``reason`` is then
    its English text)."""


@dataclass(frozen=True)
class Earlier:
    """Back from a crash: the hands that counted before the one the table came back to, read from the signed
    files (the tables before a next table's too), as rows of the sheet ahead of those played since."""

    payments: tuple[tuple[int, ...], ...]
    winners: tuple[int, ...]


Event = (
    HandStarted
    | Stepped
    | Asked
    | Moved
    | OwnClock
    | Waiting
    | TimedOut
    | Away
    | Back
    | HandEnded
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
    payments: tuple[tuple[int, ...], ...] = ()
    """One row per finished hand."""
    winners: tuple[int, ...] = ()
    """Per finished hand, the first of its winners (-1: none)."""
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
    notice: str = ""
    """The last word about a player who ran out of time, until the player moves again or the hand ends (it
    stays in the log)."""
    next_at: float = 0.0
    """Between hands at a LAN table: when the next hand starts without Next hand (0: only with it)."""
    away: tuple[Away, ...] = ()
    """At a LAN table, the players whose computers stopped answering, while the table waits for them."""

    @property
    def totals(self) -> tuple[int, ...]:
        seats = len(self.payments[0]) if self.payments else self.seats
        return tuple(sum(row[seat] for row in self.payments) for seat in range(seats))

    @property
    def my_turn(self) -> bool:
        return bool(self.legal)


def new_snapshot(seats: int, hands: int) -> PracticeSnapshot:
    return PracticeSnapshot(seats, hands)


def _logged(log: tuple[str, ...], lines: tuple[str, ...]) -> tuple[str, ...]:
    return (log + lines)[-LOG_LINES:]


def reduce(snapshot: PracticeSnapshot, event: Event) -> PracticeSnapshot:
    match event:
        case HandStarted(hand_no, view, seat, names, heading, hands, move_time):
            names = names or snapshot.names
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
                log=log,
                hands=hands or snapshot.hands,
                move_time=move_time,
                own_due=0.0,
                waiting=None,
                notice="",
                next_at=0.0,
            )
        case Stepped(view, step, lines):
            return replace(snapshot, view=view, steps=(*snapshot.steps, step), log=_logged(snapshot.log, lines))
        case Asked(view, legal):
            return replace(snapshot, view=view, legal=legal)
        case Moved():  # the player moved again: a word that someone ran out of time is no longer news
            return replace(snapshot, legal=(), own_due=0.0, notice="")
        case OwnClock(due):
            return replace(snapshot, own_due=due)
        case Waiting():
            return replace(snapshot, waiting=event if event.seats else None)
        case TimedOut(line, mine):
            if mine:
                snapshot = replace(snapshot, legal=(), own_due=0.0)
            return replace(snapshot, notice=line, log=_logged(snapshot.log, (line,)))
        case Away(seats):
            kept = tuple(a for a in snapshot.away if not set(a.seats) & set(seats))
            return replace(snapshot, away=(*kept, event))
        case Back(seats):
            return replace(snapshot, away=tuple(a for a in snapshot.away if not set(a.seats) & set(seats)))
        case HandEnded(view, outcome, full_state, next_at):
            winner = top_winner(outcome)
            return replace(
                snapshot,
                view=view,
                legal=(),
                own_due=0.0,
                waiting=None,
                notice="",
                next_at=next_at,
                outcome=outcome,
                end_state=full_state,
                payments=(*snapshot.payments, tuple(outcome.payments)),
                winners=(*snapshot.winners, winner),
            )
        case Earlier(payments, winners):
            return replace(snapshot, payments=(*payments, *snapshot.payments), winners=(*winners, *snapshot.winners))
        case SessionEnded(reason, problem):
            return replace(
                snapshot, legal=(), own_due=0.0, waiting=None, away=(), over=True, stopped=reason, problem=problem
            )
    return snapshot
