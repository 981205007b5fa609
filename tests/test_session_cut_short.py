"""A session that ends before the hands its table set, after a finished hand, still verifies as a
session: its hands 0..N-1 each once, its scores the sums of their payments (issue 9, point 3)."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.table_harness import make_table
from tusac_lan.table.node import TableNode
from tusac_lan.table.session_file import verify_session
from tusac_lan.terminal.cli import main

HANDS = 4


def stop_after(last: int) -> Callable[[int], bool]:
    """A player who sees the result of hand ``last`` and does not go on."""
    return lambda hand_no: hand_no < last


def session_file(directory: Path, seat: int) -> Path:
    files = list((directory / f"peer{seat}").glob("*-session.tusac"))
    assert len(files) == 1
    return files[0]


def payments(node: TableNode) -> list[int]:
    totals = [0, 0, 0, 0]
    for record in node.records:
        if record.result is not None:
            totals = [t + p for t, p in zip(totals, record.result.payments, strict=True)]
    return totals


def test_a_session_the_players_stop_after_hand_two_of_four_verifies(tmp_path: Path) -> None:
    hub, nodes = make_table(hands=HANDS, history_dir=tmp_path, ready_for_next=[stop_after(1)] * 4)
    for node in nodes:
        node.start()
    hub.run()
    assert all(len(n.records) == 2 and all(r.verdict.ok for r in n.records) for n in nodes)
    assert not any(n.complete for n in nodes)
    files = [session_file(tmp_path, seat) for seat, n in enumerate(nodes)]
    assert len({f.read_bytes() for f in files}) == 1
    _, lines = verify_session(files[0])
    assert [line.split(":")[0] for line in lines[:2]] == ["hand 0", "hand 1"]
    assert "ended after 2 of the 4 hands" in lines[-2]
    assert lines[-1] == f"scores: {payments(nodes[0])}" == f"scores: {list(nodes[0].session.scores)}"
    out = io.StringIO()
    assert main(["history", "verify", str(files[0])], out=out) == 0
    assert "session ended after 2 of the 4 hands" in out.getvalue()  # verify says so too, not only show


def test_a_session_left_by_one_peer_between_hands_verifies_for_it_and_for_the_others(tmp_path: Path) -> None:
    """Seat 3's player stops after hand 1; the others start hand 2 and wait for its commitment in vain:
    their hand 2 is void naming seat 3. Both kinds of session file verify."""
    ready: list[Callable[[int], bool] | None] = [None, None, None, stop_after(1)]
    hub, nodes = make_table(hands=HANDS, history_dir=tmp_path, ready_for_next=ready)
    for node in nodes:
        node.start()
    hub.run()
    assert len(nodes[3].records) == 2
    for node in nodes[:3]:
        assert node.run is not None and node.run.hand_no == 2 and node.records[-1].verdict.ok
    # The session loop's clock: past the deadline the others ask for seat 3's commitment, past the
    # grace each signs that it never came, and with every other peer's word hand 2 is void.
    for now in (0.0, 1_000.0, 2_000.0, 3_000.0):
        for node in nodes[:3]:
            node.tick(now)
        hub.run()
    for node in nodes[:3]:
        assert len(node.records) == 3 and node.records[-1].verdict.seat == 3 and node.stopped is not None
    for seat, node in enumerate(nodes):
        _, lines = verify_session(session_file(tmp_path, seat))
        assert lines[-1] == f"scores: {payments(node)}"
        listed = [line for line in lines if line.startswith("hand ")]
        if seat == 3:
            assert len(listed) == 2 and "ended after 2 of the 4 hands" in lines[-2]
        else:
            assert len(listed) == 3 and "stopped" in listed[-1], lines


def test_a_player_who_leaves_between_hands_stops_the_next_hand_naming_nobody(tmp_path: Path) -> None:
    """Seat 3's player stops after hand 1 and leaves: its signed abort is for hand 2, which the others
    are dealing. They stop hand 2 on it as soon as they take seat 3's first message of that hand,
    without waiting out a deadline for its commitment: the hand is void, nobody named."""
    ready: list[Callable[[int], bool] | None] = [None, None, None, stop_after(1)]
    hub, nodes = make_table(hands=HANDS, history_dir=tmp_path, ready_for_next=ready)
    for node in nodes:
        node.start()
    hub.run()
    assert nodes[3].between_hands and len(nodes[3].records) == 2
    nodes[3].leave()
    hub.run()
    for node in nodes[:3]:
        assert node.run is not None and node.run.hand_no == 2 and node.run.stopped is not None
        assert "stopped by seat 3: left the table" in node.run.stopped.reason
    # Seat 3 opens no seed for hand 2: past the deadlines the others end it without.
    for now in (0.0, 1_000.0, 2_000.0, 3_000.0):
        for node in nodes[:3]:
            node.tick(now)
        hub.run()
    for node in nodes[:3]:
        verdict = node.records[-1].verdict
        assert len(node.records) == 3 and not verdict.ok and verdict.seat == -1, verdict
        assert verdict.reason.startswith("stopped by seat 3: left the table"), verdict
    files = {node.records[-1].history for node in nodes[:3]}
    assert len(files) == 1
    for seat in range(3):
        _, lines = verify_session(session_file(tmp_path, seat))
        assert lines[-1] == f"scores: {payments(nodes[seat])}"


@pytest.mark.parametrize("last", [0, 2])
def test_a_session_stopped_after_any_finished_hand_verifies(tmp_path: Path, last: int) -> None:
    hub, nodes = make_table(hands=HANDS, history_dir=tmp_path, ready_for_next=[stop_after(last)] * 4)
    for node in nodes:
        node.start()
    hub.run()
    _, lines = verify_session(session_file(tmp_path, 0))
    assert len([line for line in lines if line.startswith("hand ")]) == last + 1
    assert lines[-1] == f"scores: {payments(nodes[0])}"
