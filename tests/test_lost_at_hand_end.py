"""Issue 24 point 2 at the end of a hand: two peers of four lost at once after the hand was played to its
end, while the others wait for their seeds or for their records. The two still there settle the hand
among themselves (``tusac_lan.table.lost``): before the seeds, the result stands where the public cards
decide it (no seed withheld can erase a loss), signed by both and verified by ``history verify``; before
the records, the file is signed by the peers still there. Either way their files are identical."""

from __future__ import annotations

import io
from dataclasses import replace
from pathlib import Path

import pytest

from protocol.messages import decode
from tests.table_harness import Hub, make_table
from tests.test_lost_at_once import HERE, LOST, _type, journaled, play_on, rebuilt_host
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.table.hand_run import HandRun
from tusac_lan.table.history import HistoryError, replay_history, verify_history
from tusac_lan.table.node import TableNode
from tusac_lan.terminal.cli import main


def lose_at(hub: Hub, nodes: list[TableNode], first: str) -> list[bool]:
    """From the first ``first`` message any peer sends on, the peers ``LOST`` send nothing and get nothing
    (killed). The flag returned says whether that moment came."""
    gone = [False]

    def tamper(origin: int, target: int, wire: bytes) -> bytes | None:
        if not gone[0] and _type(nodes, wire) == first:
            gone[0] = True
        if gone[0] and (origin in LOST or target in LOST):
            return None
        return wire

    hub.tamper = tamper
    return gone


def settled_at(first: str) -> list[TableNode]:
    """A table whose peers ``LOST`` are lost at once from the first ``first`` message on; the peers still there
    played on past every deadline."""
    hub, nodes = make_table()
    gone = lose_at(hub, nodes, first)
    for node in nodes:
        node.start()
    play_on(hub, nodes, HERE, frozenset(LOST))
    assert gone[0], f"the hand never reached a {first} message"
    return nodes


def verify_text(tmp_path: Path, data: bytes) -> str:
    path = tmp_path / "lost.tusac"
    path.write_bytes(data)
    out, err = io.StringIO(), io.StringIO()
    main(["history", "verify", str(path)], out=out, err=err)
    return out.getvalue() + err.getvalue()


def test_two_peers_lost_before_their_seeds_leave_the_result_standing_signed_by_the_two_still_there(
    tmp_path: Path,
) -> None:
    nodes = settled_at("open")
    for i in HERE:
        assert nodes[i].records, f"peer {i} never settled the hand: {nodes[i].log[-5:]}"
        record = nodes[i].records[-1]
        assert record.verdict.ok and record.verdict.seat == -1, record.verdict
        assert record.verdict.reason.startswith(
            "the result stands; seats [2, 3] stopped answering at once (seat 2 withheld its seed; seat 3 withheld"
        ), record.verdict
        assert record.result is not None, "the result of a hand played to its end stands"
        assert nodes[i].lost_seats == (2, 3)
    files = {nodes[i].records[-1].history for i in HERE}
    assert len(files) == 1, "the peers still there wrote different files"
    data = files.pop()
    history, _ = verify_history(data)
    assert history.verdict.ok and history.signers == HERE
    config = history.config
    statements = [decode(w, config.table_id, list(config.seat_keys), TUSAC_SHAPE) for w in history.evidence]
    assert {m.type for m in statements} == {"lost"} and {m.seat for m in statements} == set(HERE)
    assert all(m.payload[3] == LOST for m in statements), "each statement says which seats were absent"
    text = verify_text(tmp_path, data)
    assert "audit verdict: ok: the result stands; seats [2, 3] stopped answering at once" in text, text
    assert "cheating found" not in text


def test_a_hand_lost_before_its_seeds_does_not_replay_on_one_signers_word_or_with_a_seed_left_out() -> None:
    nodes = settled_at("open")
    history, _ = verify_history(nodes[0].records[-1].history)
    config = history.config
    statements = [decode(w, config.table_id, list(config.seat_keys), TUSAC_SHAPE) for w in history.evidence]
    one_signer = replace(history, evidence=[m.wire for m in statements if m.seat == 0])
    with pytest.raises(HistoryError, match="lost-at-once"):
        replay_history(one_signer)
    opens = [
        w for w in history.messages if decode(w, config.table_id, list(config.seat_keys), TUSAC_SHAPE).type == "open"
    ]
    a_seed_left_out = replace(history, messages=[w for w in history.messages if w != opens[0]])
    with pytest.raises(HistoryError, match="signer never opened its seed"):
        replay_history(a_seed_left_out)


def test_two_peers_lost_before_their_records_leave_a_file_signed_by_the_two_still_there() -> None:
    nodes = settled_at("record")
    for i in HERE:
        assert nodes[i].records, f"peer {i} never signed the hand: {nodes[i].log[-5:]}"
        record = nodes[i].records[-1]
        assert record.verdict.ok, record.verdict
        assert nodes[i].lost_seats == (2, 3)
    files = {nodes[i].records[-1].history for i in HERE}
    assert len(files) == 1, "the peers still there wrote different files"
    history, _ = verify_history(files.pop())
    assert history.verdict.ok
    assert set(HERE) <= set(history.signers), history.signers


@pytest.mark.parametrize("first", ["open", "record"])
def test_a_replay_of_the_journal_remakes_a_loss_at_the_end_of_the_hand_at_its_place(first: str) -> None:
    """A signer killed anywhere around the void made at the end of the hand replays its journal to the same
    file (the session loop journals the void as it is made, before anything it signs)."""
    hub, nodes = make_table()
    lose_at(hub, nodes, first)
    host = nodes[0]
    entries, drawn = journaled(host)
    for node in nodes:
        node.start()
    play_on(hub, nodes, list(reversed(HERE)), frozenset(LOST), apart=True)
    assert host.lost_seats == (2, 3) and host.records
    again = rebuilt_host(host, drawn, entries)
    assert again.lost_seats == (2, 3) and again.records, again.log[-5:]
    assert again.records[-1].history == host.records[-1].history
    lost_at = next(index for index, entry in enumerate(entries) if entry[0] == "lost")
    for cut in range(lost_at - 2, min(len(entries), lost_at + 4)):
        rebuilt_host(host, drawn, entries[:cut])


def test_where_the_public_cards_do_not_decide_the_result_the_hand_lost_before_its_seeds_is_void(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As a Kuaho hand a winner's secret decides, or a Ma Diao hand a closed slot does (here every hand is
    made so): void, naming nobody, paying nothing; ``history verify`` calls it a fault, not cheating."""
    monkeypatch.setattr(HandRun, "_decided_without", lambda self, seat: False)
    nodes = settled_at("open")
    for i in HERE:
        record = nodes[i].records[-1]
        assert not record.verdict.ok and record.verdict.seat == -1, record.verdict
        assert record.verdict.reason.startswith("the hand is void; seats [2, 3] stopped answering at once"), record
        assert record.result is None, "a void hand pays nothing"
    files = {nodes[i].records[-1].history for i in HERE}
    assert len(files) == 1, "the peers still there wrote different files"
    text = verify_text(tmp_path, files.pop())
    assert "audit verdict: void: seats 2 (player2), 3 (player3) stopped answering: the hand is void;" in text, text
    assert "cheating found" not in text
