"""What a peer keeps about the hand in play besides the hand itself: a new hand is one new ``HandWatch``."""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Any

from protocol.messages import Message

from .deadlines import RECORD_OWED, Owed, OwedClocks, decided, owed_by
from .evidence import HASH_OWED, LIST_OWED, WRONG_HASH, conflicts
from .hand_run import Decision, HandRun, Step
from .lost import LostPlan


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
    shown_early: set[tuple[int, int]] = field(default_factory=set)
    """Aborts (seat, number) waiting in their sender's order whose shown messages were taken already."""
    gathering: tuple[int, ...] = ()
    """The seats whose commitments the hand waited for when last told (``Gathering``)."""
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
    lost: tuple[int, ...] = ()
    """The seats of the peers a lost-at-once void of this hand names absent (``table.lost``)."""
    lost_plans: list[LostPlan] = field(default_factory=list)
    """The lost-at-once voids this peer signed its ``lost`` statements for, in the order it signed them."""
    lost_statements: dict[tuple[Owed, tuple[int, ...]], dict[int, Message]] = field(default_factory=dict)
    """``lost`` statements taken in (this peer's own too), by what they say is owed and the absent seats
    they carry, and by signer."""
    lost_shown: dict[tuple[int, int], float] = field(default_factory=dict)
    """Messages this peer's own ``lost`` statements say an absent seat owes, shown by an absent peer, with
    this peer's clock when they came (0: before any tick): held for a grace, while the void's other
    statements may be on their way (``TableNode._bound_by_lost``)."""
    claimed_rejected: dict[tuple[int, int], Message] = field(default_factory=dict)
    """(seat, seq) of a message an abort says is rejected, with that abort, until this peer judges it."""
    said: list[tuple[Message, str]] = field(default_factory=list)
    """The aborts that prove nothing, with what is said of each, waiting until the hand either needs the
    sender of one (then they stop the hand, the lowest-ranked kept) or is decided (then they are
    ignored): see ``TableNode._settle_said``."""
    dispute_cut: int | None = None
    """When a disagreement in play stopped the hand: the turns every peer's file keeps (up to the disputed one)."""
    late_disputes: set[int] = field(default_factory=set)
    """Peers whose state hash met after the result (the last turn's, or one signed after their seed) is not
    this peer's: the result stands, their evidence list is owed."""
    named_after: set[int] = field(default_factory=set)
    """Peers named for withholding what they owed after a dispute or the result (a state hash, a list)."""
    moved_before: dict[tuple[int, int], tuple[int, int]] = field(default_factory=dict)
    """(hand, seat) -> (number, the latest engine turn of that seat's moves and keys of the hand numbered
    below it): what the last state hash taken from that seat found (``TableNode._moved_before``)."""
    shown_at: dict[int, tuple[int, float]] = field(default_factory=dict)
    """Each peer's latest turn of the hand it signed a state of (a state hash, or the state a move or key of
    it was made on, agreeing or not), with this peer's clock when it took that in: a key owed at a turn its
    peer has shown it reached is owed from then (``TableNode._owing``)."""
    first_hash: dict[int, int] = field(default_factory=dict)
    """Each peer's lowest-numbered state hash message taken in this hand."""
    final_from: dict[int, Message] = field(default_factory=dict)
    """Peers whose state hash for the hand's last turn this peer took in."""
    pending_human: dict[int, Decision] = field(default_factory=dict)
    decided: set[tuple[int, int]] = field(default_factory=set)
    """(seat, turn) of the moves this peer's seats have chosen."""
    finished: bool = False

    def list_awaited(self, run: HandRun, peer: int) -> bool:
        """A stop in play waits for the evidence list of ``peer``, whose state hash disagreed with this peer's:
        no stronger proof settled the hand, and the list is neither in nor named withheld."""
        stopped = run.stopped
        if stopped is None or stopped.kind < WRONG_HASH or peer in self.late_disputes:
            return False
        return peer in self.disputes and peer not in self.evidence_in and peer not in self.named_after

    def list_owed(self, run: HandRun, seat: int, peer: int) -> bool:
        """``seat`` (its peer's first seat ``peer``) signed another state than this peer's and has not sent its
        evidence list, once its seed is in (a seed kept back names it first). After the result for a hash met
        only then (``late_disputes``); in play for any turn, while the list still decides the stop."""
        if seat != peer or peer in self.evidence_in or peer in self.named_after:
            return False
        if peer in self.late_disputes:
            return run.seed_withheld_by < 0 and decided(run)
        return self.list_awaited(run, peer) and run.opens[seat] is not None

    def final_due(self, run: HandRun, peers: list[int], skipped: Collection[int]) -> list[int]:
        """Of ``peers`` (first seats; those ``skipped`` aside), the ones whose state hash for the last turn this
        peer waits for before it signs the hand: each that signed a hash message before its seed (a peer that
        sends none is not waited for). Which those are is the same at every peer: a seat's messages after the
        end are taken in its own order."""
        if run.step != Step.DONE or run.stopped is not None or not decided(run):
            return []
        due = []
        for peer in peers:
            opened = run.opens[peer]
            first = self.first_hash.get(peer)
            if peer in skipped or opened is None or first is None:
                continue
            if first < opened.seq and peer not in self.final_from and peer not in self.named_after:
                due.append(peer)
        return due

    def owes(self, run: HandRun, seat: int, peer: int, final_due: list[int]) -> str | None:
        """What the hand waits for from another peer's ``seat`` (its peer's first seat ``peer``), or None."""
        what = owed_by(run, seat)
        if what is None and self.list_owed(run, seat, peer):
            what = LIST_OWED
        if what is None and seat in final_due:
            what = HASH_OWED
        if what is None and run.step == Step.DONE and self.body is not None:
            if peer == seat and seat not in self.records_in:
                what = RECORD_OWED
        return what

    def settled(self, run: HandRun, final_due: list[int], known: Callable[[int, int], Message | None]) -> bool:
        """Every disagreement this peer saw is judged (or something stronger already stopped the hand)."""
        if run.stopped is not None and run.stopped.kind < WRONG_HASH:
            return True
        if final_due:
            return False
        for peer in self.disputes:
            if peer in self.named_after or (peer in self.late_disputes and run.seed_withheld_by >= 0):
                continue  # named with the result standing: nothing more to wait for
            evidence = self.evidence_in.get(peer)
            if evidence is None or conflicts(evidence.payload[1], known):
                return False  # its list or the exhibits still to come will show who equivocated
        return True
