"""A peer that withholds what it owes is named on the signed word of every other peer, past a deadline;
a hand played to its end keeps its result even if a loser never opens its seed."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest

from protocol.messages import decode
from tests.table_harness import Hub, make_table
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.table.history import verify_history
from tusac_lan.table.node import GRACE, MOVE_DEADLINE, TableNode
from tusac_lan.table.verdict_words import audit_line
from tusac_lan.terminal.cli import main

HONEST = [0, 1, 3]
CHEAT = 2


def silence(hub: Hub, nodes: list[TableNode], seat: int, when: Callable[[str], bool]) -> list[bool]:
    """From the first message of ``seat`` that ``when`` picks by type, it sends nothing more to anyone.
    Returns a flag set once it fell silent."""
    config = nodes[0].config
    silent = [False]

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        if origin != seat:
            return wire
        if not silent[0] and when(decode(wire, config.table_id, list(config.seat_keys), TUSAC_SHAPE).type):
            silent[0] = True
        return None if silent[0] else wire

    hub.tamper = tamper
    return silent


def wait_out(hub: Hub, nodes: list[TableNode], rounds: int = 12) -> None:
    """Let the deadlines pass on the honest peers' clocks, a step at a time, until they finish."""
    now = 0.0
    for _ in range(rounds):
        hub.run()
        if all(nodes[i].records for i in HONEST):
            return
        for i in HONEST:
            nodes[i].tick(now)
        hub.run()
        now += MOVE_DEADLINE + GRACE + 1
        for i in HONEST:
            nodes[i].tick(now)


def honest_file(nodes: list[TableNode]) -> bytes:
    files = {nodes[i].records[-1].history for i in HONEST}
    assert len(files) == 1, "honest peers wrote different files"
    return files.pop()


def test_a_seat_that_stops_answering_mid_hand_is_named_and_the_hand_is_void() -> None:
    hub, nodes = make_table()
    silence(hub, nodes, CHEAT, lambda kind: kind == "action")
    for node in nodes:
        node.start()
    wait_out(hub, nodes)
    for i in HONEST:
        verdict = nodes[i].records[-1].verdict
        assert not verdict.ok and verdict.seat == CHEAT and "withheld" in verdict.reason, verdict
        assert nodes[i].records[-1].result is None, "a void hand pays nothing"
    history, _ = verify_history(honest_file(nodes))
    assert history.verdict.seat == CHEAT
    assert [
        decode(w, history.config.table_id, list(history.config.seat_keys), TUSAC_SHAPE).type for w in history.evidence
    ] == ["withheld"] * 3


def test_verify_calls_a_seat_that_stopped_answering_a_fault_not_cheating(tmp_path: Path) -> None:
    hub, nodes = make_table()
    silence(hub, nodes, CHEAT, lambda kind: kind == "action")
    for node in nodes:
        node.start()
    wait_out(hub, nodes)
    path = tmp_path / "void.tusac"
    path.write_bytes(honest_file(nodes))
    out, err = io.StringIO(), io.StringIO()
    code = main(["history", "verify", str(path)], out=out, err=err)
    assert code == 5, (out.getvalue(), err.getvalue())
    text = out.getvalue()
    assert f"audit verdict: void: seat {CHEAT} (player{CHEAT}) stopped answering: " in text, text
    assert "cheating found" not in text


@pytest.mark.parametrize("step", ["commit", "nonce", "shuffle", "lock", "deal_keys", "reveal"])
def test_withholding_in_the_deal_is_named_too(step: str) -> None:
    for _ in range(8):
        hub, nodes = make_table()
        silent = silence(hub, nodes, CHEAT, lambda kind: kind == step)
        for node in nodes:
            node.start()
        wait_out(hub, nodes)
        if silent[0]:
            break  # a deal can end before the seat has one to send (a reveal, seen once): dealt again
    assert silent[0], f"the seat never had a {step} message to withhold"
    for i in HONEST:
        verdict = nodes[i].records[-1].verdict
        assert not verdict.ok and verdict.seat == CHEAT and "withheld" in verdict.reason, verdict
    history, run = verify_history(honest_file(nodes))
    # verify calls it a fault, naming the player, whatever step the seat stopped at (issue 24, point 8)
    line, cheating = audit_line(history, run)
    assert not cheating and line.startswith(f"audit verdict: void: seat {CHEAT} (player{CHEAT}) stopped answering: ")


def test_a_loser_who_never_opens_its_seed_cannot_erase_its_loss() -> None:
    hub, nodes = make_table()
    silence(hub, nodes, CHEAT, lambda kind: kind == "open")
    for node in nodes:
        node.start()
    wait_out(hub, nodes)
    for i in HONEST:
        record = nodes[i].records[-1]
        assert record.verdict.ok and record.verdict.seat == CHEAT and "result stands" in record.verdict.reason
        assert record.result is not None and sum(record.result.payments) == 0
    history, run = verify_history(honest_file(nodes))
    assert history.verdict.seat == CHEAT and run.state is not None and run.state.result is not None


def test_a_message_withheld_from_one_peer_only_is_shown_by_another_and_play_goes_on() -> None:
    hub, nodes = make_table()
    config = nodes[0].config
    dropped: list[bytes] = []

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        if origin == CHEAT and target == 0 and not dropped:
            if decode(wire, config.table_id, list(config.seat_keys), TUSAC_SHAPE).type == "action":
                dropped.append(wire)
                return None
        return wire

    hub.tamper = tamper
    for node in nodes:
        node.start()
    wait_out(hub, nodes)
    assert dropped
    for i in HONEST:
        assert nodes[i].records[-1].verdict.ok, nodes[i].records[-1].verdict


def test_at_a_table_of_two_one_peers_word_never_makes_the_other_name_itself() -> None:
    """The host (seats 0, 2, 3) signs that seat 1 withheld a message it does not owe yet: the peer of
    seat 1 doubts it (its own clock does not agree) and is not named; the host's own stop on its word
    names nobody, at both peers."""
    from tests.table_harness import grouped_table

    hub, nodes = grouped_table([(0, 2, 3), (1,)])
    host, joiner = nodes
    for node in nodes:
        node.start()
    while not all(n.run is not None and n.run.dealt for n in nodes) and hub.queue:
        origin, wire = hub.queue.popleft()
        nodes[1 - origin].receive(wire)
    assert host.run is not None and joiner.run is not None and joiner.run.stopped is None
    host._send(0, "withheld", [1, host.inbox.expected[1] + 20, "its move"])
    hub.run()
    for node in nodes:
        node.tick(1.0)
    hub.run()
    assert joiner.run.stopped is not None and host.run.stopped is not None
    assert joiner.run.stopped.seat == -1 and host.run.stopped.seat == -1, (joiner.run.stopped, host.run.stopped)
    assert "seat 0 alone signed that seat 1 withheld its move (its word, no proof)" in host.run.stopped.reason
    assert joiner.word_named == -1 and host.word_named == 1
