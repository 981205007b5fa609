"""A state hash signed after its signer's own move or key at a later turn is stale and dropped by every
peer (docs/FAIRNESS.md): honest peers never sign one, however their messages cross, and a forged one
changes nothing."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable

from tests.table_harness import make_table
from tusac_lan.table.events import MessageRejected, TableEvent
from tusac_lan.table.evidence import stale_hash
from tusac_lan.table.node import TableNode

STALE = "after its move at a later turn, dropped"


def _crossed_table(seed: int, hands: int) -> tuple[list[TableNode], list[str]]:
    """Four honest bot peers; each link keeps its order, but the links are served in a random order, so
    one arrival often lets a peer play several turns at once."""
    rng = random.Random(seed)
    rejected: list[str] = []

    def listen(event: TableEvent) -> None:
        if isinstance(event, MessageRejected):
            rejected.append(event.reason)

    _, nodes = make_table(hands=hands, listeners=[listen] * 4)
    links: dict[tuple[int, int], deque[bytes]] = {}

    def sender(origin: int) -> Callable[[bytes], None]:
        def send(wire: bytes) -> None:
            for target in range(4):
                if target != origin:
                    links.setdefault((origin, target), deque()).append(wire)

        return send

    for index, node in enumerate(nodes):
        node._send_wire = sender(index)
    for node in nodes:
        node.start()
    for _ in range(400_000):
        live = sorted(link for link, queue in links.items() if queue)
        if not live:
            break
        origin, target = rng.choice(live)
        nodes[target].receive(links[(origin, target)].popleft())
    return nodes, rejected


def test_honest_peers_never_sign_a_stale_hash_when_their_messages_cross() -> None:
    for seed in range(3):
        nodes, rejected = _crossed_table(seed, hands=1)
        for node in nodes:
            assert node.stopped is None and node.complete
            assert [r.verdict.ok for r in node.records] == [True]
        assert not [reason for reason in rejected if STALE in reason]
        assert len({node.records[0].history for node in nodes}) == 1


def test_a_hash_is_stale_only_after_its_signers_move_at_that_turn_or_later() -> None:
    turns = [3, 5, 9, 10]  # the engine turn of each entry of the hash chain
    assert stale_hash(1, turns, 5) and stale_hash(1, turns, 9)  # a move made on entry 1's state, or later
    assert not stale_hash(1, turns, 3) and not stale_hash(1, turns, -1)  # before it, or none
    assert not stale_hash(4, turns, 10)  # a turn not played here: judged where it is played
