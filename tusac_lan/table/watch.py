"""What a peer keeps about the hand in play besides the hand itself: a new hand is one new ``HandWatch``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from protocol.messages import Message

from .deadlines import OwedClocks
from .hand_run import Decision


@dataclass
class HandWatch:
    hashes_sent: int = 0
    based: set[int] = field(default_factory=set)
    """Turns of this hand whose state hash went out as the basis of a move or key of this peer."""
    disputes: dict[int, tuple[int, bytes, Message]] = field(default_factory=dict)
    """Peers that signed another state than this peer's: (turn, their hash, the signed message)."""
    evidence_in: dict[int, Message] = field(default_factory=dict)
    evidence_sent: bool = False
    exhibited: set[tuple[int, int]] = field(default_factory=set)
    """Messages this peer has exhibited already: once is enough, every peer gets the exhibit."""
    forced: int = 0
    """How many times the session loop gave up waiting: once for seeds and proofs, twice for records."""
    body: list[Any] | None = None
    """The file body of the finished hand, once this peer has signed it."""
    body_digest: bytes | None = None
    records_in: dict[int, Message] = field(default_factory=dict)
    expected_record: list[bytes] = field(default_factory=list)
    owed: OwedClocks = field(default_factory=OwedClocks)
    word_named: int = -1
    """The seat a withheld stop of this hand concerns, named or on one peer's word alone."""
    claimed_rejected: dict[tuple[int, int], Message] = field(default_factory=dict)
    """(seat, seq) of a message an abort says is rejected, with that abort, until this peer judges it."""
    said: tuple[Message, str] | None = None
    """An abort that proves nothing, with what is said of it, waiting until the hand either needs its
    sender (then it stops the hand) or is decided (then it is ignored): see ``TableNode._settle_said``."""
    dispute_cut: int | None = None
    """When a disagreement in play stopped the hand: the turns every peer's file keeps (up to the disputed one)."""
    late_disputes: set[int] = field(default_factory=set)
    """Peers whose state hash for the hand's last turn is not this peer's: the result stands, their
    evidence list is owed."""
    named_after: set[int] = field(default_factory=set)
    """Peers named for withholding what they owed after a dispute or the result (a state hash, a list)."""
    first_hash: dict[int, int] = field(default_factory=dict)
    """Each peer's lowest-numbered state hash message taken in this hand."""
    final_from: dict[int, Message] = field(default_factory=dict)
    """Peers whose state hash for the hand's last turn this peer took in."""
    pending_human: dict[int, Decision] = field(default_factory=dict)
    decided: set[tuple[int, int]] = field(default_factory=set)
    """(seat, turn) of the moves this peer's seats have chosen."""
    finished: bool = False
