"""What each seat owes the hand now, and the clocks on it: a message owed past its deadline is asked
for (``missing``), and past the grace this peer signs that it never came (``withheld``)."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any

from protocol.messages import Message

from ..games.api import EVERYONE
from . import reasons
from .evidence import SEED_OWED
from .hand_run import HandRun, Step

MOVE_OWED = reasons.OWED_MOVE
"""The one thing a player owes (thinking): it has the move deadline; all else has the protocol's."""
RECORD_OWED = reasons.OWED_RECORD

Owed = tuple[int, int, str]
"""(seat, number, what) of a message owed."""


def decided(run: HandRun) -> bool:
    """The hand was played to its end: its result is decided (only proof can change it now)."""
    return run.step in (Step.OPEN, Step.DONE) and run.ended


def owed_by(run: HandRun, seat: int) -> str | None:
    """What the hand waits for from ``seat`` now, in words, or None."""
    step = run.step
    if step == Step.COMMIT:
        return reasons.OWED_COMMITMENT if run.commits[seat] is None else None
    if step == Step.NONCE:
        return reasons.OWED_NONCE if run.nonces[seat] is None else None
    if step == Step.SHUFFLE:
        return reasons.OWED_SHUFFLE if len(run.shuffles) == seat else None
    if step == Step.LOCK:
        return reasons.OWED_LOCK if len(run.locks) == seat else None
    if step == Step.FIRST:
        return reasons.OWED_DEAL_KEYS if run.deal.first_keys[seat] is None else None
    if step == Step.DEAL_KEYS:
        return reasons.OWED_DEAL_KEYS if run.deal_keys[seat] is None else None
    if step == Step.OPEN:
        return SEED_OWED if run.opens[seat] is None else None
    if step != Step.PLAY or run.state is None:
        return None
    waiting = run.waiting()
    if waiting.reveals:
        reveal = waiting.reveals[0]
        owed = run.keys_owed(seat)
        if not owed:
            return None
        if reveal.to == EVERYONE and len(reveal.slots) == 1:
            return reasons.OWED_DRAWN_KEY
        return reasons.OWED_SLOT_KEY.format(slot=owed[0])
    return MOVE_OWED if seat in run.moves_owed() else None


UNSHOWN_FACTOR = 3.0
"""A key owed by a peer that has not shown it reached the turn the key is owed at (no state of that turn
signed by it yet) has this many deadlines: its state may differ (another peer equivocated, and its hash
that shows it is on its way) or be slow to come (its computer is busy). A peer that shows the turn owes the
key a deadline from then; a crashed or silent one is away, and its clock stands still anyway."""


_SLOT_KEY = reasons.OWED_SLOT_KEY.split("{", 1)[0]


def owed_key(what: str) -> bool:
    """``what`` is a key for cards (owed at a turn of play, by every peer alike)."""
    return what == reasons.OWED_DRAWN_KEY or what.startswith(_SLOT_KEY)


def deadline_for(what: str, deadlines: tuple[float, float]) -> float:
    """Seconds ``what`` may take under (protocol, move) deadlines."""
    protocol, move = deadlines
    return move if what == MOVE_OWED else protocol


@dataclass
class OwedClocks:
    """One hand's clocks on what other seats owe this peer and what this peer's own seats owe."""

    since: dict[Owed, float] = field(default_factory=dict)
    """What this peer waits for, with the time it started waiting."""
    asked: set[Owed] = field(default_factory=set)
    signed: set[Owed] = field(default_factory=set)
    committed: set[tuple[int, int]] = field(default_factory=set)
    """Messages this peer signed were withheld: it no longer takes them, unless another peer shows one."""
    requests: set[tuple[int, int]] = field(default_factory=set)
    """Messages other peers asked for that this peer does not hold yet: shown when they come."""
    statements: dict[Owed, dict[int, Message]] = field(default_factory=dict)
    """Withheld statements taken in, by what they say is owed and by signer."""
    doubted: list[Message] = field(default_factory=list)
    """Withheld statements against this peer's own seats that its own clock does not yet agree with."""
    own: dict[Owed, float] = field(default_factory=dict)
    """What this peer's own seats owe, with the time they started to."""

    def chase(
        self,
        owing: list[tuple[Owed, float, float, float]],
        now: float,
        away: Collection[int] = (),
        elapsed: float = 0.0,
        overdue: Collection[int] = (),
        unsigned: Collection[int] = (),
    ) -> list[tuple[str, list[Any]]]:
        """The notices due now for ``owing`` ((seat, number, what), deadline, grace, from): a ``missing`` past
        the deadline, a ``withheld`` past the grace, each once; the deadline counts from ``from`` where that
        is later than when the waiting began (0: from then). The clock stands still for the seats ``away``
        (``elapsed``: seconds since the last look), so time owed adds up over absences. For the seats
        ``overdue`` the deadline and the grace are over now (the player chose not to wait for them). What the
        seats ``unsigned`` owe is asked for but not signed withheld while they are in it."""
        notices: list[tuple[str, list[Any]]] = []
        for key, deadline, grace, start in owing:
            seat, number, what = key
            since = self.since.setdefault(key, now)
            if seat in overdue:
                since = self.since[key] = min(since, now - deadline - grace)
                start = 0.0
            elif seat in away:
                since = self.since[key] = min(now, since + elapsed)
            waited = now - (max(since, start) if start > 0 else since)
            if waited >= deadline and key not in self.asked:
                self.asked.add(key)
                notices.append(("missing", [seat, number]))
            if waited >= deadline + grace and key not in self.signed and seat not in unsigned:
                self.signed.add(key)
                self.committed.add((seat, number))
                notices.append(("withheld", [seat, number, what]))
        return notices

    def pause(self, seconds: float) -> None:
        """Seconds off the table's clock count for nobody: every message owed is owed that much later."""
        self.since = {key: since + seconds for key, since in self.since.items()}

    def note_own(self, key: Owed, now: float) -> None:
        self.own.setdefault(key, now)

    def overdue_own(self, key: Owed, now: float, deadlines: tuple[float, float]) -> bool:
        """Whether this peer's own seat has owed ``key`` for its deadline by this peer's own clock."""
        since = self.own.get(key)
        return since is not None and now - since >= deadline_for(key[2], deadlines)

    def statement(self, key: Owed, message: Message) -> dict[int, Message]:
        """Take a withheld statement about ``key``; every statement about it so far, by signer."""
        signed = self.statements.setdefault(key, {})
        signed[message.seat] = message
        return signed
