"""Four table nodes wired together in one process, delivering bytes through a queue."""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from protocol.identity import Identity
from protocol.messages import encode
from protocol.transport import curve_keypair
from tusac_lan.games.tusac.bots.greedy import GreedyBot
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.table.config import TableConfig
from tusac_lan.table.events import TableEvent
from tusac_lan.table.hand_run import HandRun, Outgoing
from tusac_lan.table.node import LocalSeat, TableNode
from tusac_lan.table.transcript import Transcript, local_transcript


class Hub:
    """Broadcasts every node's bytes to the others; ``tamper`` may rewrite them in flight."""

    def __init__(self) -> None:
        self.queue: deque[tuple[int, bytes]] = deque()
        self.nodes: list[TableNode] = []
        self.tamper: Callable[[int, int, bytes], bytes | None] | None = None
        self.delivered = 0

    def sender(self, index: int) -> Callable[[bytes], None]:
        return lambda wire: self.queue.append((index, wire))

    def run(self, limit: int = 500_000) -> None:
        while self.queue and self.delivered < limit:
            origin, wire = self.queue.popleft()
            for index, node in enumerate(self.nodes):
                if index == origin:
                    continue
                data = self.tamper(origin, index, wire) if self.tamper else wire
                if data is not None:
                    self.delivered += 1
                    node.receive(data)


def make_table(
    hands: int = 1,
    history_dir: Path | None = None,
    rules: RuleSet | None = None,
    listeners: list[Callable[[TableEvent], None]] | None = None,
    ready_for_next: list[Callable[[int], bool] | None] | None = None,
) -> tuple[Hub, list[TableNode]]:
    identities = [Identity.generate(f"player{i}") for i in range(4)]
    config = TableConfig(
        table_id=os.urandom(16),
        rules=rules or RuleSet(),
        seat_keys=tuple(i.public_key for i in identities),
        names=tuple(i.name for i in identities),
        bots=("greedy",) * 4,
        host_seat=0,
    )
    hub = Hub()
    nodes = []
    transcript = transcript_for(config, identities, [(seat,) for seat in range(4)], hands)
    for seat in range(4):
        node = TableNode(
            config,
            {seat: LocalSeat(identities[seat], GreedyBot())},
            hub.sender(seat),
            transcript=transcript,
            hands=hands,
            listener=listeners[seat] if listeners else None,
            history_dir=history_dir / f"peer{seat}" if history_dir else None,
            ready_for_next=ready_for_next[seat] if ready_for_next else None,
        )
        nodes.append(node)
    hub.nodes = nodes
    return hub, nodes


def dealt_table() -> tuple[Hub, list[TableNode]]:
    """Four started nodes, delivered to just the point where every one holds its dealt hand."""
    hub, nodes = make_table()
    for node in nodes:
        node.start()
    while not all(n.run is not None and n.run.dealt for n in nodes):
        origin, wire = hub.queue.popleft()
        for index, node in enumerate(nodes):
            if index != origin:
                node.receive(wire)
    return hub, nodes


def start_all(hub: Hub, nodes: list[TableNode]) -> None:
    for node in nodes:
        node.start()
    hub.run()


def deal_until(
    shows: Callable[[list[TableNode]], bool],
    tamper_for: Callable[[], Callable[[int, int, bytes], bytes | None]] | None = None,
) -> tuple[Hub, list[TableNode]]:
    """Tables started and delivered until one ``shows`` what a test needs, at most 10: a random deal can
    give a cheating seat no chance (a hand won before its discard, or before any card is drawn).
    ``tamper_for`` makes each table's tamper afresh, so nothing a tamper held from one table reaches the next."""
    for _ in range(10):
        hub, nodes = make_table()
        hub.tamper = tamper_for() if tamper_for is not None else None
        start_all(hub, nodes)
        if shows(nodes):
            break
    return hub, nodes


def keep_seed(monkeypatch: pytest.MonkeyPatch, seat: int) -> None:
    """Make ``seat`` never open its seed (every other message it owes goes out)."""
    honest_due = HandRun._due

    def secretive(self: HandRun, local_seat: int) -> Outgoing | None:
        due = honest_due(self, local_seat)
        return None if due is not None and due.type == "open" and local_seat == seat else due

    monkeypatch.setattr(HandRun, "_due", secretive)


def forge(node: TableNode, seat: int, type_: str, payload: Any, *, hand: int | None = None, ahead: int = 0) -> bytes:
    """A message correctly signed by ``seat`` (held by ``node``), numbered ``ahead`` past its next number."""
    assert node.run is not None
    seq = node._seq_out[seat] + ahead
    if ahead == 0:
        node._seq_out[seat] += 1
    number = node.run.hand_no if hand is None else hand
    return encode(node.seats[seat].identity, node.config.table_id, number, seat, seq, type_, payload, TUSAC_SHAPE).wire


def grouped_table(
    groups: list[tuple[int, ...]], bots: tuple[str, ...] = ("greedy",) * 4
) -> tuple[Hub, list[TableNode]]:
    """One node per group of seats (a peer running several seats, like a host with its bots)."""
    identities = [Identity.generate(f"player{i}") for i in range(4)]
    leader = {seat: min(group) for group in groups for seat in group}
    config = TableConfig(
        table_id=os.urandom(16),
        rules=RuleSet(),
        seat_keys=tuple(i.public_key for i in identities),
        names=tuple(i.name for i in identities),
        bots=bots,
        host_seat=0,
        peers=tuple(leader[seat] for seat in range(4)),
    )
    hub = Hub()
    transcript = transcript_for(config, identities, groups, 1)
    hub.nodes = [
        TableNode(
            config,
            {s: LocalSeat(identities[s], GreedyBot()) for s in group},
            hub.sender(index),
            transcript=transcript,
        )
        for index, group in enumerate(groups)
    ]
    return hub, hub.nodes


def transcript_for(
    config: TableConfig, identities: list[Identity], groups: list[tuple[int, ...]], hands: int
) -> Transcript:
    """The lobby record of a table whose peers run these groups of seats (the host's group holds its seat)."""
    peers = [[f"tcp://127.0.0.1:{41000 + i}", curve_keypair()[0], list(group)] for i, group in enumerate(groups)]
    players = {g[0]: identities[g[0]] for g in groups if config.host_seat not in g}
    return local_transcript(identities[config.host_seat], config, peers, hands, players)
