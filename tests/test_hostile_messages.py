"""Hostile seats in process: signed messages the hand cannot use, floods, and the fuzz script's sample.

Every test checks the same three things: no honest node raises, the hostile seat is the one
named, and the honest nodes agree (byte-identical history files).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

from tusac_lan.games.tusac.engine.actions import ActionType, ClaimKind
from tusac_lan.table.events import CutOff
from tusac_lan.table.history import verify_history
from tusac_lan.table.node import BAD_LIMIT, FLOODING, GRACE, HASH_AHEAD, INBOX_BYTES, INBOX_MESSAGES, TableNode

from .table_harness import Hub, dealt_table, forge

ROOT = Path(__file__).resolve().parent.parent


def finish(hub: Hub, nodes: list[TableNode], honest: list[int]) -> None:
    """Deliver everything, letting the grace after a cut-off pass (never a deadline); honest nodes still
    waiting for the cheater's seed judge without it."""
    hub.run()
    for now in (0.0, GRACE + 1, 2 * (GRACE + 1)):
        for index in honest:
            nodes[index].tick(now)
        hub.run()
    for index in honest:
        if not nodes[index].records:
            nodes[index].give_up()
    hub.run()


def assert_named_and_agreed(
    nodes: list[TableNode], honest: list[int], seat: int, reason: str, *, or_nobody: bool = False
) -> None:
    """Every honest node's verdict names ``seat`` (or nobody, where allowed) for ``reason``; one history."""
    for index in honest:
        assert nodes[index].records, f"node {index} never finished the hand"
        verdict = nodes[index].records[-1].verdict
        assert not verdict.ok and verdict.seat in ((seat, -1) if or_nobody else (seat,)), verdict
        assert reason in verdict.reason, verdict.reason
    assert len({nodes[i].records[-1].history for i in honest}) == 1, "honest peers wrote different histories"


def moves_of_the_starter(nodes: list[TableNode]) -> tuple[int, Any, list[int]]:
    """The seat to discard first, its own hand run, and its slots."""
    run = nodes[0].run
    assert run is not None and run.state is not None
    starter = run.state.current
    own = nodes[starter].run
    assert own is not None and own.state is not None
    return starter, own, list(own.state.hands[starter])


@pytest.mark.parametrize(
    ("shape", "reason"),
    [
        ("pass with a card", "a move's slots and cards differ"),
        ("pass showing a slot and card", "a pass shows no cards"),
        ("discard without its key", "keys do not match"),
        ("discard without a card", "slots and cards differ"),
        ("discard of two cards", "a discard shows exactly one card"),
        ("claim of no known kind", "no claim of kind"),
        ("slot that does not exist", "does not exist"),
        ("slot named twice", "names a slot twice"),
    ],
)
def test_a_move_whose_parts_do_not_fit_together_stops_the_hand_naming_its_sender(shape: str, reason: str) -> None:
    hub, nodes = dealt_table()
    seat, own, slots = moves_of_the_starter(nodes)
    turn = own.state.turn
    key = own.local[seat].lock_keys[slots[0]].to_bytes(32, "big")
    card = own.state.cards[slots[0]]
    discard, claim, pass_ = int(ActionType.DISCARD), int(ActionType.CLAIM), int(ActionType.PASS)
    action, keys = {
        "pass with a card": ([pass_, seat, -1, [], [card]], []),
        "pass showing a slot and card": ([pass_, seat, -1, [slots[0]], [card]], []),
        "discard without its key": ([discard, seat, -1, [slots[0]], [card]], []),
        "discard without a card": ([discard, seat, -1, [slots[0]], []], [[slots[0], key]]),
        "discard of two cards": ([discard, seat, -1, slots[:2], [card, card]], [[slots[0], key]]),
        "claim of no known kind": ([claim, seat, len(ClaimKind), [], []], []),
        "slot that does not exist": ([discard, seat, -1, [500], [card]], [[0, key]]),
        "slot named twice": ([claim, seat, 2, [slots[0], slots[0]], [card, card]], []),
    }[shape]
    try:
        wire = forge(nodes[seat], seat, "action", [turn, action, keys, own.hash_chain[-1]])
    except ValueError:
        pytest.skip("the schema itself refuses this shape")  # e.g. a slot above 111
    hub.queue.appendleft((seat, wire))
    honest = [i for i in range(4) if i != seat]
    finish(hub, nodes, honest)
    assert_named_and_agreed(nodes, honest, seat, reason)


def test_a_seat_that_floods_waiting_messages_is_cut_off_and_named_alike_by_every_peer() -> None:
    hub, nodes = dealt_table()
    flooder, honest = 3, [0, 1, 2]
    cut: list[tuple[int, int, str]] = []
    for index in honest:
        nodes[index]._listener = lambda event, i=index: (
            cut.append((i, event.seat, event.reason)) if isinstance(event, CutOff) else None
        )
    # Messages for a hand that has not started wait in the inbox: the flood the review measured.
    for n in range(INBOX_MESSAGES + 10):
        hub.queue.append((flooder, forge(nodes[flooder], flooder, "hash", [n, b"h" * 32], hand=7, ahead=1 + n)))
    hub.run()
    assert sorted(cut) == [(i, flooder, FLOODING) for i in honest]
    for index in honest:
        node = nodes[index]
        assert len(node.inbox.waiting[flooder]) == 0 and node.inbox.waiting_bytes[flooder] <= INBOX_BYTES
    finish(hub, nodes, honest)
    # Each peer's count proves nothing to the others; every peer cut it off, so every peer signed that what
    # it owed next never came (its move, or its key for a card another seat drew: the deal decides which):
    # that co-signed record names it, and every peer writes the same file, which verifies.
    assert_named_and_agreed(nodes, honest, flooder, "withheld its ")
    verify_history(nodes[honest[0]].records[-1].history)


def test_a_flood_seen_by_one_peer_alone_cuts_it_off_there_and_the_others_show_what_it_misses() -> None:
    hub, nodes = dealt_table()
    wire = forge(nodes[2], 2, "hash", [0, b"h" * 32], ahead=10**9)
    nodes[0].receive(wire)  # numbered far ahead: a flood, sent to this peer only
    assert 2 in nodes[0].cut and nodes[0].run is not None and nodes[0].run.stopped is None
    hub.run()
    # Its count proves nothing to the others and stops nothing: it asks for seat 2's messages, the others
    # show them, and the hand ends as if nothing happened, in one file that every peer signed.
    assert all(n.complete and n.records[-1].verdict.ok for n in nodes), [n.records[-1].verdict for n in nodes]
    assert len({n.records[-1].history for n in nodes}) == 1
    verify_history(nodes[0].records[-1].history)


def test_a_state_hash_out_of_order_is_dropped_naming_its_sender_and_play_goes_on() -> None:
    hub, nodes = dealt_table()
    hub.run(limit=hub.delivered + 40)
    run = nodes[1].run
    assert run is not None
    far = len(run.hash_chain) + HASH_AHEAD + 10
    wire = forge(nodes[1], 1, "hash", [far, b"h" * 32])
    hub.queue.appendleft((1, wire))
    nodes[1].receive(wire)  # its own node takes the number it used too, as a modified peer's would
    hub.run()
    assert all(n.complete and n.records[-1].verdict.ok for n in nodes)
    assert len({n.records[-1].history for n in nodes}) == 1
    assert any(f"seat 1: state hash for turn {far}" in line for line in nodes[0].log)
    assert all(key[0] != run.hand_no or index < far for key in nodes[0].votes.votes for index in [key[1]])


def test_a_peer_that_delivers_messages_that_do_not_verify_is_cut_off() -> None:
    _, nodes = dealt_table()
    named: list[str] = []
    nodes[0]._listener = lambda event: named.append(event.reason) if isinstance(event, CutOff) else None
    for _ in range(BAD_LIMIT):
        nodes[0].receive(b"\x93\x02\xc4\x01x\xc4\x01y", source=2)
    assert 2 in nodes[0].cut and named == [f"delivered {BAD_LIMIT} messages that do not verify"]
    assert len(nodes[0].log) <= 1_000


def test_the_fuzz_script_finds_no_crash_in_a_sample() -> None:
    """A bounded sample of scripts/fuzz_messages.py (the full run sends 100,000 messages)."""
    spec = importlib.util.spec_from_file_location("fuzz_messages", ROOT / "scripts" / "fuzz_messages.py")
    assert spec is not None and spec.loader is not None
    fuzz = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = fuzz  # its dataclasses look their module up
    spec.loader.exec_module(fuzz)
    report = fuzz.fuzz(60, seed=11, per_step=1, stride=20)
    assert report.crashes == 0, report.crash_samples
    assert report.messages >= 60
    stops = {k: v for k, v in report.outcomes.items() if k.startswith("hand stopped")}
    assert max(stops, key=stops.__getitem__) == "hand stopped, seat 3 named"
