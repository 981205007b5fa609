"""The clock on this player's own moves (sans-IO: the session loop hands in the time).

The others wait for a human seat's move the table's move deadline, then ask for it, and past the grace
sign that it never came, which voids the hand and names the seat. A peer that is alive never lets that
happen to its own player: ``SAFETY`` before that deadline (counted from when the decision became pending
here) it plays the move with the game's stand-in bot itself, and the player's next move is theirs again.

The margin: the others start counting when they take in the message that made the move due, which reaches
them at about the moment it reaches this peer (a LAN's milliseconds earlier at most); the move then
travels back to them, behind this peer's journal sync and a session loop that looks every 50 ms on a
machine that may be loaded. 5 s covers that many times over; for long deadlines 10 % of it (a 120 s
move is played at 108 s). A table with a very short move deadline (tests) leaves the player half of it.

After a crash and rejoin this peer does not know how long a decision pending then had been owed before;
the others do (their clocks stood still while it was away, they did not start again). It was owed at
most the player's time (else the bot would have played it), so the others still wait the margin and the
grace: a decision found pending at a rejoin gets that, less ``SAFETY`` (at least ``REJOIN_LEAST``).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass, field

from protocol.carry_on import Timed

from ..table.config import WAITS_MAX, TableConfig

SAFETY = 5.0
"""The least time (seconds) before the others' move deadline at which this peer plays for its player."""
SAFETY_SHARE = 0.1
"""The margin as a share of the move deadline, when that is larger than ``SAFETY``."""
REJOIN_LEAST = 1.0
"""The least time a player has for a decision found pending when its peer rejoined the table."""
WARN_BEFORE = 15.0
"""Seconds before the bot plays at which the player is warned."""
NO_LIMIT = WAITS_MAX
"""A move deadline this long (a day, the longest a TABLE signs) is the host's "no limit": the player is
never timed (a peer that is gone is still settled by the rejoin wait and "go on with a bot")."""

Owed = tuple[int, int, int]
"""(hand, seat, turn) of a decision this peer's player owes."""


def margin(move: float) -> float:
    """How long before the others' move deadline ``move`` this peer plays for its player."""
    return min(max(SAFETY, SAFETY_SHARE * move), move / 2)


def time_to_move(move: float) -> float | None:
    """Seconds the player has for a move at a table whose move deadline is ``move``; None: no limit."""
    if move >= NO_LIMIT:
        return None
    return move - margin(move)


def time_after_rejoin(move: float, grace: float) -> float | None:
    """Seconds the player has for a decision found pending at a rejoin (see above); None: no limit."""
    limit = time_to_move(move)
    if limit is None:
        return None
    return min(limit, max(REJOIN_LEAST, margin(move) + grace - SAFETY))


@dataclass(frozen=True)
class ClockStarted:
    """A decision of ``seat`` became pending: ``seconds`` (None: no limit) before a bot plays it."""

    seat: int
    seconds: float | None


@dataclass(frozen=True)
class ClockWarning:
    """``left`` seconds remain before a bot plays the move of ``seat``."""

    seat: int
    left: float


@dataclass(frozen=True)
class ClockRanOut:
    """The time for the decision ``owed`` is over: the bot plays it now."""

    owed: Owed

    @property
    def seat(self) -> int:
        return self.owed[1]


ClockNews = ClockStarted | ClockWarning | ClockRanOut


@dataclass
class MoveClock:
    """Since when each of this player's decisions has been pending, and what is due about them now."""

    move: float
    """The table's move deadline (seconds)."""
    grace: float = 0.0
    """The table's grace past a deadline (seconds)."""
    warn_before: float = WARN_BEFORE
    since: dict[Owed, float] = field(default_factory=dict)
    limits: dict[Owed, float | None] = field(default_factory=dict)
    """Each pending decision's time (a decision found at a rejoin has less)."""
    rejoined: bool = False
    """This peer came back from a crash: the decisions the next look finds get ``time_after_rejoin``."""
    warned: set[Owed] = field(default_factory=set)
    ran_out: set[Owed] = field(default_factory=set)

    @property
    def limit(self) -> float | None:
        return time_to_move(self.move)

    def look(self, owed: Iterable[Owed], now: float) -> list[ClockNews]:
        """What is due at ``now`` for the decisions ``owed`` now (each told once): a start, a warning, the end.
        A decision no longer owed (the player chose) is forgotten."""
        pending = set(owed)
        if not pending and not self.since and not self.rejoined:
            return []  # the loop looks every round: most rounds nothing is owed
        for key in [key for key in self.since if key not in pending]:
            del self.since[key]
            del self.limits[key]
            self.warned.discard(key)
            self.ran_out.discard(key)
        first = time_after_rejoin(self.move, self.grace) if self.rejoined else self.limit
        self.rejoined = False
        news: list[ClockNews] = []
        for key in sorted(pending):
            if key not in self.since:
                self.since[key], self.limits[key] = now, first
                news.append(ClockStarted(key[1], first))
            limit = self.limits[key]
            if limit is None or key in self.ran_out:
                continue
            left = limit - (now - self.since[key])
            if left <= 0:
                self.ran_out.add(key)
                news.append(ClockRanOut(key))
            elif left <= min(self.warn_before, limit / 2) and key not in self.warned:
                self.warned.add(key)
                news.append(ClockWarning(key[1], left))
        return news

    def left(self, key: Owed, now: float) -> float | None:
        """Seconds left for the decision ``key`` (None: no limit, or not pending)."""
        limit, since = self.limits.get(key), self.since.get(key)
        if limit is None or since is None:
            return None
        return max(0.0, limit - (now - since))


def told_by_its_seat(timed: Timed, table: bytes, config: TableConfig, sender_seats: Collection[int]) -> bool:
    """Whether a notice that a bot played a player's move is one to tell: about the table ``table`` (its
    transcript digest), for a human seat of it that the sending peer runs (``sender_seats``), signed by
    that seat's key. (``decode_timed`` checked the signature against the key the notice names.)"""
    seat = timed.seat
    if timed.table != table or seat not in sender_seats or not 0 <= seat < config.seats:
        return False
    return timed.seat_key == config.seat_keys[seat] and not config.bots[seat]
