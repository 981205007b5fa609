"""Why a hand stops and which stop every peer keeps: equivocations, aborts that prove something or
nothing, and the ranking that makes every peer record the same stop whatever order it found them in."""

from __future__ import annotations

from protocol.messages import Message
from protocol.text import printable

from . import reasons
from .events import HandStopped
from .evidence import UNPROVEN, WITHHELD, stop_rank
from .hand_run import Rejected

LEFT_TABLE = reasons.LEFT_TABLE
"""What a peer whose player leaves says in its abort (the others stop the hand instead of waiting)."""
FLOODING = reasons.FLOODING
"""One reason whichever bound a flood hits first, so that every peer it floods names it the same way."""


def equivocation_pair(first: Message, second: Message) -> list[Message]:
    """Two messages of one seat under one number, in an order every peer keeps (not the order they came)."""
    return sorted([first, second], key=lambda m: m.wire)


def replaces(
    current: Rejected | None, current_evidence: list[Message], new: Rejected, new_evidence: list[Message]
) -> bool:
    """Whether ``new`` is kept over the stop that stands: the strongest proof, then the lowest seat."""
    if current is None:
        return True
    return stop_rank(new.kind, new.seat, new_evidence) < stop_rank(current.kind, current.seat, current_evidence)


def abort_detail(shown: list[Message]) -> str:
    """What an abort that proves nothing is recorded as having shown."""
    return reasons.ABORT_SHOWS_NO_PROOF if not shown else reasons.ABORT_SHOWS_NOTHING_BROKEN


def unproven_reason(abort: Message, detail: str) -> str:
    reason = abort.payload[0]
    return reasons.STOPPED_BY.format(seat=abort.seat, said=printable(reason), detail=detail)


def stopped_event(rejected: Rejected, evidence: list[Message], said: Message | None) -> HandStopped:
    """The event of a stop: proven unless it names nobody, or only on one peer's word (``said``: the abort
    that stopped the hand on its sender's word)."""
    word = rejected.kind == WITHHELD and rejected.seat < 0 and len(evidence) == 1  # several: peers lost at once
    return HandStopped(
        rejected.seat,
        rejected.reason,
        rejected.kind != UNPROVEN and not word,
        withheld=rejected.kind == WITHHELD,
        by=said.seat if said is not None else evidence[0].seat if word else -1,
        said=printable(str(said.payload[0])) if said is not None else "",
    )
