"""Every honest peer writes the same file for a stopped hand, whatever move each had reached; and an
abort that proves nothing cannot void a hand its sender had already played to the end."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest

from protocol.messages import Message, decode
from tests.table_harness import keep_seed, make_table
from tusac_lan.cli import main
from tusac_lan.table.history import verify_history
from tusac_lan.table.node import TableNode

ABORTER = 2


def abort_after(node: TableNode, trigger: str, reason: str) -> None:
    """``node`` (a modified peer) signs an abort showing no proof right after its first ``trigger``."""
    send = node._send
    done = [False]

    def patched(seat: int, type_: str, payload: Any, hand: int | None = None) -> Message:
        message = send(seat, type_, payload, hand)
        if type_ == trigger and not done[0]:
            done[0] = True
            send(seat, "abort", [reason, []])
        return message

    node._send = patched  # type: ignore[method-assign]


def test_an_abort_that_proves_nothing_mid_hand_leaves_one_file_with_the_deal_and_no_move() -> None:
    hub, nodes = make_table(hands=1)
    abort_after(nodes[ABORTER], "action", "I do not like my cards")
    for node in nodes:
        node.start()
    hub.run()
    files = {node.records[-1].history for node in nodes}
    assert len(files) == 1
    history, _ = verify_history(files.pop())
    assert not history.verdict.ok and history.verdict.seat == -1
    assert f"stopped by seat {ABORTER}: I do not like my cards" in history.verdict.reason
    config = history.config
    kept = {decode(wire, config.table_id, list(config.seat_keys), config.shape).type for wire in history.messages}
    assert "action" not in kept and "reveal" not in kept and "deal_keys" in kept
    assert len(history.hash_chain) == 1  # the dealt state only


def test_an_abort_after_its_sender_opened_its_seed_changes_nothing() -> None:
    hub, nodes = make_table(hands=1)
    abort_after(nodes[ABORTER], "open", "I lost, so nothing happened")
    for node in nodes:
        node.start()
    hub.run()
    assert all(node.records and node.records[-1].verdict.ok for node in nodes)
    assert len({node.records[-1].history for node in nodes}) == 1
    verify_history(nodes[0].records[-1].history)
    assert all(any("already ended, showing no proof: ignored" in line for line in node.log) for node in nodes)


def test_peers_waiting_for_the_seed_of_a_player_who_stopped_the_hand_give_up_with_the_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The aborter (a player who left, say) never opens its seed: when one peer gives up waiting, its
    record brings the others along and every file carries every honest record."""
    keep_seed(monkeypatch, ABORTER)
    hub, nodes = make_table(hands=1)
    abort_after(nodes[ABORTER], "action", "I have to go")
    for node in nodes:
        node.start()
    hub.run()
    honest = [node for seat, node in enumerate(nodes) if seat != ABORTER]
    assert not any(node.records for node in honest)
    honest[0].give_up()
    hub.run()
    files = {node.records[-1].history for node in honest}
    assert len(files) == 1
    history, _ = verify_history(files.pop())
    assert history.verdict.seat == -1 and f"seats [{ABORTER}] never opened" in history.verdict.reason
    assert {0, 1, 3} <= set(history.signers)


def test_history_show_tells_a_hand_stopped_before_the_deal(tmp_path: Path) -> None:
    """A genuine file of a hand stopped before any card was dealt: `history show` tells it, no crash."""
    hub, nodes = make_table(hands=1)
    abort_after(nodes[ABORTER], "commit", "no deal today")
    for node in nodes:
        node.start()
    hub.run()
    data = nodes[0].records[-1].history
    _, run = verify_history(data)
    assert run.state is None  # nothing dealt
    path = tmp_path / "stopped-before-the-deal.tusac"
    path.write_bytes(data)
    out, err = io.StringIO(), io.StringIO()
    assert main(["history", "show", str(path)], out, err) == 0, err.getvalue()
    text = out.getvalue()
    assert "result: the hand was stopped before the deal" in text and "no deal today" in text, text
    assert "dealt:" not in text and "signed by " in text
