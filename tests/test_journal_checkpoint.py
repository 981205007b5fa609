"""The journal starts again from a signed checkpoint at every hand boundary (issue 24, point 5): its size
stays that of one hand plus a constant however long the evening, a peer rebuilt from it late in a
session finishes with files byte-identical to everyone else's, and a checkpoint that was changed is
refused. Four nodes in one process; seat 1 is journaled as the session runner journals a peer."""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import msgpack
import pytest

from protocol.identity import Identity
from tests.table_harness import Hub, transcript_for
from tusac_lan.games.tusac.bots.greedy import GreedyBot
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.peer.rejoin import replay_journal
from tusac_lan.table.checkpoint import Checkpoint, CheckpointError, read_signed, restore, take
from tusac_lan.table.config import TableConfig
from tusac_lan.table.journal import JOIN, Journal, JournalHeader, LocalSeatKey, read_journal
from tusac_lan.table.node import LocalSeat, ReplayError, TableNode
from tusac_lan.table.transcript import Transcript

SEAT = 1


@dataclass
class Table:
    hub: Hub
    nodes: list[TableNode]
    config: TableConfig
    identities: list[Identity]
    transcript: Transcript
    tmp: Path
    journal: Journal
    sizes: dict[int, tuple[int, int]] = field(default_factory=dict)
    """Hand -> (journal bytes just before its checkpoint, just after)."""


def journaled(table: Table, node: TableNode, journal: Journal) -> None:
    """Wire ``node`` to ``journal`` as the session runner does: arrivals and own messages recorded, a
    checkpoint signed by the player at every hand boundary."""
    table.journal = journal
    original = node.receive

    def receive(wire: bytes, source: int = -1) -> None:
        journal.arrived(source, wire)
        original(wire, source)

    def checkpoint() -> None:
        hand = len(node.records)
        before = journal.path.stat().st_size
        journal.checkpoint(take(node).signed(table.config.table_id, table.identities[SEAT]))
        table.sizes[hand] = (before, journal.path.stat().st_size)

    node.receive = receive  # type: ignore[method-assign]
    node.on_hand_start = checkpoint


def make(tmp: Path, hands: int) -> Table:
    identities = [Identity.generate(f"player{i}") for i in range(4)]
    config = TableConfig(
        table_id=os.urandom(16),
        rules=RuleSet(),
        seat_keys=tuple(i.public_key for i in identities),
        names=tuple(i.name for i in identities),
        bots=("greedy",) * 4,
        host_seat=0,
    )
    transcript = transcript_for(config, identities, [(seat,) for seat in range(4)], hands)
    header = JournalHeader(
        JOIN, "127.0.0.1:7777", identities[SEAT].public_key, transcript.table_wire, transcript.go_wire, SEAT,
        b"p" * 40, b"s" * 40, (LocalSeatKey(SEAT, "greedy", b""),),
    )  # fmt: skip
    journal = Journal.create(tmp / "tables" / config.table_id.hex(), header)
    hub = Hub()
    table = Table(hub, [], config, identities, transcript, tmp, journal)

    def send(wire: bytes) -> None:
        table.journal.signed(wire)
        hub.sender(SEAT)(wire)

    for seat in range(4):
        hub.nodes.append(
            TableNode(
                config,
                {seat: LocalSeat(identities[seat], GreedyBot())},
                send if seat == SEAT else hub.sender(seat),
                transcript=transcript,
                hands=hands,
                history_dir=tmp / f"h{seat}",
                entropy=journal.entropy if seat == SEAT else os.urandom,
            )
        )
    table.nodes = hub.nodes
    journaled(table, hub.nodes[SEAT], journal)
    return table


def run_until(table: Table, hand: int, turns: int) -> None:
    """Deliver until seat 1 has applied ``turns`` turns of ``hand``."""
    delivered = table.hub.delivered
    while True:
        run = table.nodes[SEAT].run
        if run is not None and run.hand_no == hand and len(run.hash_chain) > turns:
            return
        assert run is None or run.hand_no <= hand, "the hand ended before the turn: pick a smaller one"
        assert table.hub.queue, f"the table stopped: {stopped_at(table)}"
        delivered += 20
        table.hub.run(delivered)


def stopped_at(table: Table) -> list[tuple[object, ...]]:
    """Where each peer is: its hand, the hand's step, turns applied, why it stopped, its last log lines."""
    return [
        (n.run and n.run.hand_no, n.run and n.run.step.name, n.run and len(n.run.hash_chain), n.stopped, n.log[-3:])
        for n in table.nodes
    ]


def rebuild(table: Table) -> tuple[TableNode, Checkpoint]:
    """Seat 1 crashes and comes back as rejoin brings it back: from the journal on disk."""
    path = table.journal.path
    read = read_journal(path)
    table.journal.close()
    assert read.checkpoint is not None
    checkpoint = read_signed(read.checkpoint, table.config.table_id, table.identities[SEAT].public_key)
    journal = Journal(path, read.entropy)
    replaying = [True]

    def send(wire: bytes) -> None:
        if replaying[0]:
            return  # sent before the crash: the others have it
        journal.signed(wire)
        table.hub.sender(SEAT)(wire)

    node = TableNode(
        table.config,
        {SEAT: LocalSeat(table.identities[SEAT], GreedyBot())},
        send,
        transcript=table.transcript,
        hands=table.transcript.hands,
        history_dir=table.tmp / f"h{SEAT}",
        entropy=journal.entropy,
    )
    replay_journal(node, read.entries, checkpoint=checkpoint)
    replaying[0] = False
    journaled(table, node, journal)
    table.nodes[SEAT] = table.hub.nodes[SEAT] = node
    return node, checkpoint


def finish(table: Table) -> None:
    table.nodes[SEAT].resume()
    table.hub.run()
    for node in table.nodes:
        assert node.complete and node.stopped is None, node.stopped


def files(table: Table, seat: int) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted((table.tmp / f"h{seat}").iterdir())}


def test_the_journal_stays_one_hand_long_and_a_peer_back_at_hand_20_ends_with_the_same_files(
    tmp_path: Path,
) -> None:
    table = make(tmp_path, 22)
    for node in table.nodes:
        node.start()
    run_until(table, 20, 8)
    # sizes[k] is taken when hand k starts, so its "before" holds hand k-1: the largest of all played hands
    # bounds them all (hand 0 is as likely as any to be the longest deal, so it is not left out).
    hand_bytes = max(before - table.sizes[hand][1] for hand, (before, _) in table.sizes.items() if hand > 0)
    for k in (1, 5, 20):
        before, after = table.sizes[k]
        # Just after the checkpoint: the header and the checkpoint (32 bytes a hand listed in the session
        # file, a few KB of messages waiting); just before it: that and one hand.
        assert after < 16 * 1024, (k, after)
        assert before < after + hand_bytes + 1, (k, before)
    assert table.sizes[20][1] < table.sizes[1][1] + 20 * 64
    assert table.journal.path.stat().st_size < 16 * 1024 + hand_bytes
    old = table.nodes[SEAT]
    assert old.run is not None
    node, checkpoint = rebuild(table)
    assert checkpoint.hand == 20
    assert node.run is not None and node.run.hand_no == 20 and node.run.hash_chain == old.run.hash_chain
    assert node.session_digest == old.session_digest and node.session.scores == old.session.scores
    finish(table)
    reference = files(table, 0)
    assert len(reference) == 23  # 22 hands and the session file
    for seat in (1, 2, 3):
        assert files(table, seat) == reference, f"peer {seat}'s files differ"


@pytest.fixture
def crashed(tmp_path: Path) -> Table:
    """A table of three hands whose seat 1 is stopped in the middle of the third."""
    table = make(tmp_path, 3)
    for node in table.nodes:
        node.start()
    run_until(table, 2, 4)
    table.journal.close()
    return table


def rewrite_checkpoint(table: Table, change: Any, sign: bool) -> None:
    """Put another checkpoint in the journal: ``change`` applied to it, signed again by the player or not."""
    path = table.journal.path
    read = read_journal(path)
    checkpoint = read_signed(read.checkpoint, table.config.table_id, table.identities[SEAT].public_key)
    changed = change(checkpoint)
    if sign:
        state = changed.signed(table.config.table_id, table.identities[SEAT])
    else:
        state = [changed.body(), read.checkpoint[1]]
    data = path.read_bytes()
    header_size = 4 + int.from_bytes(data[:4], "big")
    body: bytes = msgpack.packb(["checkpoint", state], use_bin_type=True)
    rest = b"".join(len(p := msgpack.packb(e, use_bin_type=True)).to_bytes(4, "big") + p for e in read.entries)
    path.write_bytes(data[:header_size] + len(body).to_bytes(4, "big") + body + rest)


def test_a_checkpoint_changed_in_the_journal_is_refused(crashed: Table) -> None:
    def richer(checkpoint: Checkpoint) -> Checkpoint:
        return replace(checkpoint, scores=[s + 100 if i == SEAT else s for i, s in enumerate(checkpoint.scores)])

    rewrite_checkpoint(crashed, richer, sign=False)
    read = read_journal(crashed.journal.path)
    with pytest.raises(CheckpointError, match="not signed by this player's key"):
        read_signed(read.checkpoint, crashed.config.table_id, crashed.identities[SEAT].public_key)


def test_a_checkpoint_signed_anew_that_the_signed_files_contradict_is_refused(crashed: Table) -> None:
    """Whoever holds the player's key still cannot make a restart take another session than the table's:
    the last hand's records (signed by every seat) and the files on disk must agree with the checkpoint."""
    cases = [
        (lambda c: replace(c, session_digest=bytes(32)), "do not sign the checkpoint's session"),
        (lambda c: replace(c, hand_digests=c.hand_digests[:1]), "do not lead to its session digest"),
        (lambda c: replace(c, last_records=[]), "holds no record"),
    ]
    for change, refusal in cases:
        path = crashed.journal.path
        kept = path.read_bytes()
        rewrite_checkpoint(crashed, change, sign=True)
        read = read_journal(path)
        checkpoint = read_signed(read.checkpoint, crashed.config.table_id, crashed.identities[SEAT].public_key)
        node = TableNode(
            crashed.config, {SEAT: LocalSeat(crashed.identities[SEAT], GreedyBot())}, lambda wire: None,
            transcript=crashed.transcript, hands=3, history_dir=crashed.tmp / f"h{SEAT}",
        )  # fmt: skip
        with pytest.raises(ReplayError, match=refusal):
            replay_journal(node, read.entries, checkpoint=checkpoint)
        path.write_bytes(kept)


def test_a_hand_file_changed_on_disk_is_refused(crashed: Table) -> None:
    read = read_journal(crashed.journal.path)
    checkpoint = read_signed(read.checkpoint, crashed.config.table_id, crashed.identities[SEAT].public_key)
    hand_file = next((crashed.tmp / f"h{SEAT}").glob("*hand0001.tusac"))
    data = bytearray(hand_file.read_bytes())
    data[200] ^= 1
    hand_file.write_bytes(bytes(data))
    node = TableNode(
        crashed.config, {SEAT: LocalSeat(crashed.identities[SEAT], GreedyBot())}, lambda wire: None,
        transcript=crashed.transcript, hands=3, history_dir=crashed.tmp / f"h{SEAT}",
    )  # fmt: skip
    with pytest.raises(CheckpointError, match="last hand's file"):
        restore(node, checkpoint)


def test_a_malformed_checkpoint_signed_anew_is_refused_not_a_crash(crashed: Table) -> None:
    rewrite_checkpoint(crashed, lambda c: replace(c, sent_in_hand=[[1]], seq_out=[[1, 2, 3]]), sign=True)
    read = read_journal(crashed.journal.path)
    with pytest.raises(CheckpointError, match="wrong length"):
        read_signed(read.checkpoint, crashed.config.table_id, crashed.identities[SEAT].public_key)
