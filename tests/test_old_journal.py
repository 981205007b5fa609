"""A journal written before the table played over the game interface (by the code at commit 0bb4fad,
scripts/make_old_journal.py) still rejoins: today's code reads the file, rebuilds the peer's seats from
its header as rejoin does, replays it into a new node, and reaches the hand, turn, hash chain and public
state hash the old code had when the peer was killed, facing the same decision, signing nothing anew."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from protocol.identity import Identity
from tusac_lan.rejoin import HUMAN, replay_journal
from tusac_lan.table.journal import Journal, find_unfinished, read_journal
from tusac_lan.table.node import LocalSeat, TableNode
from tusac_lan.table.transcript import read_transcript

DATA = Path(__file__).parent / "data" / "journal_0bb4fad"


def test_a_journal_written_by_the_code_before_the_game_interface_replays_to_the_same_place(tmp_path: Path) -> None:
    expected = json.loads((DATA / "expected.json").read_text("utf-8"))
    table = tmp_path / "tables" / "old"
    table.mkdir(parents=True)
    shutil.copyfile(DATA / "journal", table / "journal")
    read = read_journal(table / "journal")
    header = read.header
    assert not read.ended
    assert find_unfinished(tmp_path / "tables", header.role, header.address, header.player_key) == table / "journal"
    transcript = read_transcript(header.table_wire, header.go_wire)
    config = transcript.config
    seats: dict[int, LocalSeat] = {}
    for key in header.seats:
        identity = Identity(Ed25519PrivateKey.from_private_bytes(key.private_key), config.names[key.seat])
        assert config.seat_keys[key.seat] == identity.public_key
        assert key.play == HUMAN
        seats[key.seat] = LocalSeat(identity, None)
    journal = Journal(table / "journal", read.entropy)
    sent: list[bytes] = []
    node = TableNode(config, seats, sent.append, transcript=transcript, hands=transcript.hands,
                     entropy=journal.entropy)  # fmt: skip
    announced: set[bytes] = set()
    own = replay_journal(node, read.entries, announced.update)
    journal.close()

    run = node.run
    assert run is not None and run.state is not None and node.stopped is None and not node.records
    assert run.hand_no == expected["hand"]
    assert run.state.turn == expected["turn"]
    assert run.state.public_hash().hex() == expected["public_hash"]
    assert [h.hex() for h in run.hash_chain] == expected["hash_chain"]
    assert run.hash_chain[-1].hex() == expected["turn_hash"]
    assert sorted([d.seat, d.turn] for d in node.pending_decisions) == expected["decisions"]
    assert node.next_seq(header.seats[0].seat) == expected["next_seq"] == len(own)
    journaled = {bytes(e[1]) for e in read.entries if e[0] == "out"}
    assert announced == journaled
    assert set(sent) <= journaled, "the replay signed a message anew"
    assert (table / "journal").read_bytes() == (DATA / "journal").read_bytes(), "the replay drew fresh entropy"
