"""A power cut loses what the journal had not yet put on disk. The session runner sends its messages in
batches, each only once it and everything before it is on disk. These tests cut the power right after
sends of a hand (any send, or one that carried the victim's move), in one process: the peer rebuilt from
what survived signs nothing the others have not seen under the same number, what it had taken in but lost
comes again, and the hand ends with the same verified file at every peer."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

import pytest

from protocol.identity import Identity
from protocol.messages import decode
from tests.table_harness import Hub, transcript_for
from tusac_lan.games.tusac.bots.greedy import GreedyBot
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.peer.rejoin import replay_journal
from tusac_lan.table.config import TableConfig
from tusac_lan.table.events import Desync, TableEvent
from tusac_lan.table.node import LocalSeat, TableNode
from tusac_lan.table.transcript import Transcript

VICTIM = 1


@dataclass
class Disk:
    """The victim's journal as the session runner writes it: ``durable`` entries of it are on disk."""

    entries: list[list[Any]] = field(default_factory=list)
    durable: int = 0
    batch_start: int | None = None
    cuts: list[int] = field(default_factory=list)
    """Where a power cut right after a send leaves the journal."""
    move_cuts: list[int] = field(default_factory=list)
    """The same, for the sends that carried a move of the victim."""
    batch_move: bool = False

    def entropy(self, size: int) -> bytes:
        value = os.urandom(size)
        self.entries.append(["entropy", value])
        return value

    def out(self, wire: bytes, move: bool) -> None:
        self.batch_move |= move
        if self.batch_start is None:
            self.batch_start = len(self.entries)
        self.entries.append(["out", wire])

    def flush(self) -> bool:
        """The runner's flush: True if something was sent."""
        if self.batch_start is None:
            return False
        self.durable = len(self.entries)
        self.cuts.append(self.durable)
        if self.batch_move:
            self.move_cuts.append(self.durable)
        self.batch_start, self.batch_move = None, False
        return True


class Table:
    def __init__(self, victim_plays: str) -> None:
        self.identities = [Identity.generate(f"player{i}") for i in range(4)]
        self.config = TableConfig(
            table_id=os.urandom(16),
            rules=RuleSet(),
            seat_keys=tuple(i.public_key for i in self.identities),
            names=tuple(i.name for i in self.identities),
            bots=tuple("" if s == VICTIM and victim_plays == "human" else "greedy" for s in range(4)),
            host_seat=0,
        )
        self.transcript: Transcript = transcript_for(self.config, self.identities, [(s,) for s in range(4)], 1)
        self.hub = Hub()
        self.disk = Disk()
        self.desyncs: list[TableEvent] = []
        self.human = victim_plays == "human"
        self.came_back = False
        self.sent_by_victim: dict[tuple[int, int], bytes] = {}
        self.nodes = [self._node(seat) for seat in range(4)]
        self.hub.nodes = self.nodes

    def _listener(self, event: TableEvent) -> None:
        if isinstance(event, Desync):
            self.desyncs.append(event)

    def _node(self, seat: int) -> TableNode:
        agent = None if seat == VICTIM and self.human else GreedyBot()
        if seat != VICTIM:
            return TableNode(self.config, {seat: LocalSeat(self.identities[seat], agent)}, self.hub.sender(seat),
                             transcript=self.transcript, listener=self._listener)  # fmt: skip
        node = TableNode(
            self.config,
            {seat: LocalSeat(self.identities[seat], agent)},
            self._victim_sends,
            transcript=self.transcript,
            entropy=self.disk.entropy,
            listener=self._listener,
        )
        original = node.receive

        def receive(wire: bytes, source: int = -1) -> None:
            self.disk.entries.append(["in", source, wire])
            original(wire, source)
            self.disk.flush()

        node.receive = receive  # type: ignore[method-assign]
        return node

    def _victim_sends(self, wire: bytes) -> None:
        message = decode(wire, self.config.table_id, list(self.config.seat_keys), self.config.shape)
        self.disk.out(wire, message.type == "action")
        self.hub.sender(VICTIM)(wire)

    def step(self) -> bool:
        """Deliver one message (or make the human's move); False when the hand is over."""
        victim = self.nodes[VICTIM]
        if self.hub.queue:
            origin, wire = self.hub.queue.popleft()
            for index, node in enumerate(self.nodes):
                if index != origin:
                    node.receive(wire)
            return True
        if victim.pending_decisions:
            decision = victim.pending_decisions[0]
            # A player who, back after the cut, may choose otherwise than before it (were a move sent
            # before it was on disk, the rebuilt peer would sign another move under its number).
            victim.submit(decision.seat, decision.legal[0 if self.came_back else -1])
            self.disk.flush()
            return True
        return False


def rebuilt(table: Table, cut: int) -> TableNode:
    """The victim as it comes back from the journal that survived a power cut at ``cut`` entries."""
    survived = table.disk.entries[:cut]
    entropy = [bytes(e[1]) for e in survived if e[0] == "entropy"]
    resent: list[bytes] = []
    agent = None if table.human else GreedyBot()
    node = TableNode(
        table.config,
        {VICTIM: LocalSeat(table.identities[VICTIM], agent)},
        resent.append,
        transcript=table.transcript,
        entropy=lambda size: entropy.pop(0) if entropy else os.urandom(size),
        listener=table._listener,
    )
    replay_journal(node, survived)
    node._send_wire = table.hub.sender(VICTIM)
    for wire in resent:  # what it signed anew while replaying goes out like the rest
        table.hub.sender(VICTIM)(wire)
    return node


def play_with_a_power_cut(victim_plays: str, cut_at: int, after_moves: bool) -> tuple[Table, int]:
    """Play until the victim's ``cut_at``-th send (or send of a move), cut the power, bring it back, play
    to the end. (A deal whose hand ends before that is dealt again.)"""
    for _ in range(10):
        table = Table(victim_plays)
        cuts = table.disk.move_cuts if after_moves else table.disk.cuts
        for node in table.nodes:
            node.start()
        table.disk.flush()
        while len(cuts) < cut_at and table.step():
            pass
        if len(cuts) >= cut_at:
            break
    else:
        raise AssertionError(f"ten hands ended before the victim's send {cut_at}")
    survived = cuts[-1]
    heard = [bytes(e[2]) for e in table.disk.entries[survived:] if e[0] == "in"]
    new = rebuilt(table, survived)
    table.came_back = True
    table.nodes[VICTIM] = new
    table.hub.nodes = table.nodes
    for wire in heard:  # what it had taken in but lost comes again (the others still have it)
        new.receive(wire)
    for _ in range(20_000):
        if not table.step():
            break
    return table, survived


@pytest.mark.parametrize("victim_plays", ["bot", "human"])
@pytest.mark.parametrize(
    ("cut_at", "after_moves"), [(3, False), (8, False), (20, False), (35, False), (1, True), (3, True), (6, True)]
)
def test_a_peer_that_loses_its_unsynced_journal_tail_signs_nothing_new_and_the_hand_ends_the_same(
    victim_plays: str, cut_at: int, after_moves: bool
) -> None:
    table, survived = play_with_a_power_cut(victim_plays, cut_at, after_moves)
    lost = [e for e in table.disk.entries[survived:] if e[0] == "out"]
    assert not table.desyncs
    for node in table.nodes:
        assert node.stopped is None, node.stopped
        assert node.records and node.records[0].verdict.ok, node.log[-3:]
    assert len({node.records[0].history for node in table.nodes}) == 1
    assert not lost, "nothing is sent before it is on disk"
