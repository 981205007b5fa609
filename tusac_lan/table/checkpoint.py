"""A table node's state at a hand boundary, so that a peer restarted after a crash resumes the session
from there instead of replaying the whole evening (docs/RELIABILITY.md).

At the start of every hand after the first the journal (``table.journal``) is rewritten as its header,
this checkpoint and then only what the new hand brings. The checkpoint holds what the node carries from
one hand to the next: the session (hands played, next starter, scores, the session digest and the hands
of the session file), each hand's verdict, the numbers of the messages each seat sent and this peer took
in, what waits in its inbox, the peers it cut off, and the records of the last hand. A restart trusts
none of it blindly: the checkpoint is signed by the player's key, the last hand's records must be signed
by the table's seats over the checkpoint's session digest, the session digest must be the chain of the
hands listed, and where the peer keeps files, the session file and the last hand's file on disk must say
the same. Anything else is refused with a CheckpointError saying why.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgpack

from protocol.identity import Identity, verify
from protocol.messages import Message, MessageError, decode

from . import reasons
from .history import NO_SESSION, HistoryError, body_digest, session_digest, unpack_record
from .records import HandRecord
from .session_file import hand_file_name, session_file_name, write_session
from .verdict import Verdict

if TYPE_CHECKING:
    from .node import TableNode

FORMAT = 1
CONTEXT = b"tusac-checkpoint"
PLAIN = Verdict(True, -1, reasons.ALL_CHECK_OUT)
"""The verdict of almost every hand: a checkpoint lists only the others."""


class CheckpointError(ValueError):
    """A checkpoint that does not check against the table or the signed files; the text says why."""


@dataclass(frozen=True)
class Checkpoint:
    """The node's state at the start of hand ``hand`` (see the module's text)."""

    hand: int
    hands_played: int
    starter: int
    scores: list[Any]
    session_digest: bytes
    hand_digests: list[bytes]
    """The body digest of each hand the session file lists (none without a history directory)."""
    verdicts: list[list[Any]]
    """[hand, ok, seat, reason] of each finished hand whose verdict is not the plain "all checks out"."""
    seq_out: list[list[int]]
    expected: list[int]
    taken_early: list[list[int]]
    waiting: list[bytes]
    sent_in_hand: list[list[int]]
    bad_from: list[int]
    cut: list[int]
    last_records: list[bytes]

    def body(self) -> list[Any]:
        return [FORMAT, self.hand, self.hands_played, self.starter, list(self.scores), self.session_digest,
                self.hand_digests, self.verdicts, self.seq_out, self.expected, self.taken_early, self.waiting,
                self.sent_in_hand, self.bad_from, self.cut, self.last_records]  # fmt: skip

    def signed(self, table_id: bytes, identity: Identity) -> list[Any]:
        """What the journal keeps: the body and the player's signature over it (and the table's id)."""
        return [self.body(), identity.sign(_signed_bytes(table_id, self.body()))]

    @classmethod
    def from_body(cls, body: Any) -> Checkpoint:
        try:
            version, hand, played, starter, scores, digest, hands, verdicts, seq_out, expected, early, waiting, \
                sent, bad, cut, records = body  # fmt: skip
            if version != FORMAT:
                raise CheckpointError(f"checkpoint format {version!r}, this program reads {FORMAT}")
            if any(len(row) != 5 for row in sent) or any(len(pair) != 2 for pair in seq_out):
                raise CheckpointError("not a checkpoint: a row of the wrong length")
            return cls(int(hand), int(played), int(starter), list(scores), bytes(digest),
                       [bytes(d) for d in hands], [[int(h), bool(o), int(s), str(r)] for h, o, s, r in verdicts],
                       [[int(s), int(n)] for s, n in seq_out], [int(e) for e in expected],
                       [[int(n) for n in seqs] for seqs in early], [bytes(w) for w in waiting],
                       [[int(x) for x in row] for row in sent], [int(b) for b in bad], [int(c) for c in cut],
                       [bytes(r) for r in records])  # fmt: skip
        except (TypeError, ValueError) as exc:
            if isinstance(exc, CheckpointError):
                raise
            raise CheckpointError(f"not a checkpoint: {exc}") from None


def _signed_bytes(table_id: bytes, body: list[Any]) -> bytes:
    packed: bytes = msgpack.packb([CONTEXT, table_id, body], use_bin_type=True)
    return packed


def take(node: TableNode) -> Checkpoint:
    """The state ``node`` carries into the hand it is about to deal (called before it draws anything)."""
    hand = len(node.records)
    written = node._written
    records = [m.wire for _, m in sorted(written.signed.items())] if written is not None else []
    inbox = node.inbox
    sent = [[h, s, int(r), c, b] for (h, s, r), (c, b) in sorted(inbox.sent_in_hand.items()) if h >= hand - 1]
    return Checkpoint(
        hand,
        node.session.hands_played,
        node.session.starter,
        list(node.session.scores),
        node.session_digest,
        [bytes(entry[2]) for entry in node._session_hands],
        [[r.hand_no, *r.verdict.to_canonical()] for r in node.records if r.verdict != PLAIN],
        [[seat, number] for seat, number in sorted(node._seq_out.items())],
        list(inbox.expected),
        [sorted(seqs) for seqs in inbox.taken_early],
        [m.wire for queue in inbox.waiting for _, m in sorted(queue.items())],
        sent,
        list(inbox.bad_from),
        sorted(node.cut),
        records,
    )


def read_signed(data: Any, table_id: bytes, player_key: bytes) -> Checkpoint:
    """The checkpoint a journal holds, its signature by the player's key checked."""
    try:
        body, signature = data
        ok = verify(player_key, bytes(signature), _signed_bytes(table_id, body))
    except (TypeError, ValueError):
        raise CheckpointError("not a signed checkpoint") from None
    if not ok:
        raise CheckpointError("the checkpoint is not signed by this player's key: it was changed")
    return Checkpoint.from_body(body)


def restore(node: TableNode, checkpoint: Checkpoint) -> list[Message]:
    """Put a new, unstarted ``node`` where the checkpoint was taken, after checking the checkpoint against
    the table and the signed files; CheckpointError if it does not check. The caller then deals the hand.
    Returns the records of the last hand this peer's seats signed (to be sent again)."""
    config = node.config
    seats = config.shape.seats
    cp = checkpoint
    if not 0 < cp.hand < node.hands_wanted:
        raise CheckpointError(f"a checkpoint at hand {cp.hand} of a session of {node.hands_wanted}")
    if len(cp.expected) != seats or len(cp.taken_early) != seats or len(cp.bad_from) != seats:
        raise CheckpointError("a checkpoint for another table shape")
    if sorted(seat for seat, _ in cp.seq_out) != sorted(node.seats) or len(cp.scores) != len(node.session.scores):
        raise CheckpointError("a checkpoint of other seats")
    verdicts = [PLAIN] * cp.hand
    for hand, ok, seat, reason in cp.verdicts:
        if not 0 <= hand < cp.hand or not ok:
            raise CheckpointError("a checkpoint after a stopped hand")
        verdicts[hand] = Verdict(ok, seat, reason)
    last = _last_records(node, cp)
    if node.history_dir is not None:
        _check_files(node, cp, node.history_dir)
    keys = list(config.seat_keys)
    try:
        waiting = [decode(wire, config.table_id, keys, config.shape) for wire in cp.waiting]
    except MessageError as exc:
        raise CheckpointError(f"a message waiting in the checkpoint does not check: {exc}") from None
    node.session = node.session._replace(hands_played=cp.hands_played, starter=cp.starter, scores=tuple(cp.scores))
    node._session = cp.session_digest
    if node.history_dir is not None:
        node._session_hands = [[h, hand_file_name(config, h), d] for h, d in enumerate(cp.hand_digests)]
    node.records = [HandRecord(hand, None, verdict, b"") for hand, verdict in enumerate(verdicts)]
    node.records[-1] = node._written = _written(node, cp, verdicts[-1], last)
    node._seq_out = {seat: number for seat, number in cp.seq_out}
    inbox = node.inbox
    inbox.expected = list(cp.expected)
    inbox.taken_early = [set(seqs) for seqs in cp.taken_early]
    inbox.bad_from = list(cp.bad_from)
    inbox.sent_in_hand = {(h, s, bool(r)): (c, b) for h, s, r, c, b in cp.sent_in_hand}
    for message in waiting:
        inbox.admit(message, True)
    node.cut = set(cp.cut)
    return [m for m in last if m.seat in node.seats]


def _last_records(node: TableNode, cp: Checkpoint) -> list[Message]:
    """The last hand's records: each signed by a seat of this table, for that hand, over the checkpoint's
    session digest; at least one."""
    config = node.config
    keys = list(config.seat_keys)
    records = []
    for wire in cp.last_records:
        try:
            message = decode(wire, config.table_id, keys, config.shape)
        except MessageError as exc:
            raise CheckpointError(f"a record in the checkpoint does not check: {exc}") from None
        if message.type != "record" or message.hand != cp.hand - 1 or bytes(message.payload[1]) != cp.session_digest:
            raise CheckpointError(f"the records of hand {cp.hand - 1} do not sign the checkpoint's session")
        records.append(message)
    if not records:
        raise CheckpointError(f"the checkpoint holds no record of hand {cp.hand - 1}")
    if len({bytes(m.payload[0]) for m in records}) != 1:
        raise CheckpointError(f"the records of hand {cp.hand - 1} sign different files")
    return records


def _check_files(node: TableNode, cp: Checkpoint, directory: Path) -> None:
    """The session digest is the chain of the hands listed, and the files on disk say the same."""
    assert node.transcript is not None
    config = node.config
    chain = NO_SESSION
    for digest in cp.hand_digests:
        chain = session_digest(chain, digest)
    if len(cp.hand_digests) != cp.hand or chain != cp.session_digest:
        raise CheckpointError("the checkpoint's hands do not lead to its session digest")
    listed = [[h, hand_file_name(config, h), d] for h, d in enumerate(cp.hand_digests)]
    session_path = directory / session_file_name(config)
    try:
        on_disk = unpack_record(session_path.read_bytes(), "session")
        on_disk_hands = on_disk[3]
    except (OSError, HistoryError, TypeError, IndexError) as exc:
        raise CheckpointError(f"the session file {session_path} cannot be read: {exc}") from None
    if write_session(node.transcript, on_disk_hands[: cp.hand]) != write_session(node.transcript, listed):
        raise CheckpointError(f"the session file {session_path} lists other hands than the checkpoint")


def _written(node: TableNode, cp: Checkpoint, verdict: Verdict, last: list[Message]) -> HandRecord:
    """The last hand's record as the node keeps it, so that a record coming late is still added to its file
    (read from disk, where it must be the file the records sign)."""
    hand = cp.hand - 1
    expected = [bytes(last[0].payload[0]), cp.session_digest]
    signed = {m.seat: m for m in last}
    record = HandRecord(hand, None, verdict, b"", [], expected, signed)
    if node.history_dir is None:
        return record
    path = node.history_dir / hand_file_name(node.config, hand)
    try:
        data = path.read_bytes()
        whole = unpack_record(data)
        body, wires = list(whole[:-1]), list(whole[-1])
    except (OSError, HistoryError, TypeError, IndexError) as exc:
        raise CheckpointError(f"the last hand's file {path} cannot be read: {exc}") from None
    if body_digest(body) != expected[0]:
        raise CheckpointError(f"the last hand's file {path} is not the hand the checkpoint's records sign")
    config = node.config
    for wire in wires:
        try:
            message = decode(bytes(wire), config.table_id, list(config.seat_keys), config.shape)
        except MessageError:
            continue
        if message.type == "record" and message.payload == expected:
            signed.setdefault(message.seat, message)
    record.history, record.body = data, body
    return record
