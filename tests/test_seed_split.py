"""A stopped hand is filed one way by every honest peer even when a cheater's seed reached some of them
and not another (issue 24 point 8). Seen in a starved run of nine thousand copies at once: Lan had cut the
flooder off, so its seed never came to Lan directly; the Host, buried in copies, was slow to show it; Lan
gave up 5 s after its last news and filed the seed as never opened while the Host filed it opened, and
neither file carried the other's record. Now a peer does not give up while a peer still here that may
hold what it lacks has not answered (``TableNode.answers_awaited``), for up to the protocol deadline and
grace (``SessionRunner._may_give_up``). In process (tests/table_harness.py)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from tests.table_harness import Hub, deal_until, keep_seed
from tests.test_table import lie_about_discard_keys
from tusac_lan.peer.runner import GIVE_UP_AFTER_STOP, SessionRunner
from tusac_lan.table.history import body_digest, unpack_record, verify_history
from tusac_lan.table.node import TableNode

HONEST = (0, 1, 3)
SLOW = (0, 3)
"""The peers whose messages to peer 1 are held up (slow), once the flooder is cut off there."""


def stopped(node: TableNode) -> bool:
    return node.run is not None and node.run.stopped is not None


def split_table(monkeypatch: pytest.MonkeyPatch) -> tuple[Hub, list[TableNode], dict[str, Any]]:
    """Seat 2 lies about a key (the hand stops naming it) and peer 1 cuts it off: seat 2's seed never comes
    to peer 1 directly. What peers 0 and 3 send to peer 1 is held while ``state["slow"]``."""
    lie_about_discard_keys(monkeypatch, seat=2)
    state: dict[str, Any] = {"slow": False, "held": []}

    def fresh() -> Any:
        state["held"] = []

        def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
            if origin == 2 and target == 1 and b"\xa4open" in wire:
                return None  # cut off at peer 1
            if state["slow"] and target == 1 and origin in SLOW:
                state["held"].append(wire)
                return None
            return wire

        return tamper

    def stops(nodes: list[TableNode]) -> bool:
        return all(stopped(nodes[i]) for i in HONEST)

    hub, nodes = deal_until(stops, fresh)
    return hub, nodes, state


def cut_at_peer_1(hub: Hub, nodes: list[TableNode]) -> None:
    """Peer 1 cuts seat 2 off (it flooded peer 1) and, past the deadline and grace, signs that its seed never
    came."""
    nodes[1].cut_off(2, "flooding")
    hub.run()
    for now in (1.0, 25.0):
        for i in HONEST:
            nodes[i].tick(now)
        hub.run()
    assert nodes[1].watch.owed.signed, nodes[1].log[-3:]


def honest_files(nodes: list[TableNode]) -> set[bytes]:
    return {nodes[i].records[-1].history for i in HONEST if nodes[i].records}


def test_a_peer_lacking_the_cheaters_seed_waits_for_the_peers_that_may_hold_it_and_files_the_hand_alike(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hub, nodes, state = split_table(monkeypatch)
    state["slow"] = True
    cut_at_peer_1(hub, nodes)
    run = nodes[1].run
    assert run is not None and run.opens[2] is None, "the seed did not come to peer 1"
    assert {0, 3} <= set(nodes[1].watch.records_in), "the others have it: their records sign a file with it"
    assert nodes[1].answers_awaited(frozenset(SLOW)), "they have not answered peer 1 yet: it waits"
    assert not nodes[1].answers_awaited(frozenset()), "nobody else is here: nothing to wait for"
    state["slow"] = False
    for wire in state["held"]:
        nodes[1].receive(wire)
    hub.run()
    assert run.opens[2] is not None, "shown by another peer"
    assert not nodes[1].answers_awaited(frozenset(SLOW))
    files = honest_files(nodes)
    assert len(files) == 1 and all(nodes[i].records for i in HONEST), files
    history, _ = verify_history(files.pop())
    assert history.verdict.seat == 2 and "never opened" not in history.verdict.reason
    assert set(HONEST) <= set(history.signers)


def test_giving_up_before_the_others_answered_files_the_hand_two_ways() -> None:
    """The control, on the old rule (give up 5 s after the last news, whoever may still answer)."""
    mp = pytest.MonkeyPatch()
    try:
        hub, nodes, state = split_table(mp)
        state["slow"] = True
        cut_at_peer_1(hub, nodes)
        nodes[1].give_up()
        hub.run()
        state["slow"] = False
        for wire in state["held"]:
            nodes[1].receive(wire)
        hub.run()
        assert len(honest_files(nodes)) == 2
    finally:
        mp.undo()


def test_when_nobody_has_the_seed_the_others_records_answer_and_every_file_is_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Seat 2 keeps its seed from everyone: the others give up in their own time and their records sign the
    file peer 1 would write, so peer 1 waits for nobody and gives up with them."""
    keep_seed(monkeypatch, 2)
    hub, nodes, _ = split_table(monkeypatch)
    cut_at_peer_1(hub, nodes)
    assert nodes[1].answers_awaited(frozenset(SLOW))
    nodes[0].give_up()
    nodes[3].give_up()
    hub.run()
    assert not nodes[1].answers_awaited(frozenset(SLOW))
    assert all(nodes[i].records for i in HONEST), [nodes[i].log[-2:] for i in HONEST]
    # One hand, one body: peer 1's file lacks only the record of the seat it cut off.
    assert len({body_digest(list(unpack_record(f))[:11]) for f in honest_files(nodes)}) == 1
    for data in honest_files(nodes):
        history, _ = verify_history(data)
        assert history.verdict.seat == 2 and "never opened" in history.verdict.reason
        assert set(HONEST) <= set(history.signers)


def runner(awaited: bool, owed: bool = False) -> Any:
    return SimpleNamespace(
        node=SimpleNamespace(
            run=SimpleNamespace(stopped=object()), owed_by_deadline=owed, answers_awaited=lambda here: awaited
        ),
        options=SimpleNamespace(deadlines=(30.0, 120.0, 10.0)),
        _still_here=lambda: frozenset({0, 3}),
    )


def test_the_session_loop_gives_up_only_when_nobody_still_here_may_answer_or_the_answer_wait_is_over() -> None:
    may = SessionRunner._may_give_up
    assert not may(runner(False), GIVE_UP_AFTER_STOP - 0.1)
    assert may(runner(False), GIVE_UP_AFTER_STOP + 0.1)
    assert not may(runner(True), GIVE_UP_AFTER_STOP + 0.1)
    assert not may(runner(True), GIVE_UP_AFTER_STOP + 39.0)
    assert may(runner(True), GIVE_UP_AFTER_STOP + 40.1)
    assert not may(runner(False, owed=True), 1000.0)
