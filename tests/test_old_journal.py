"""Journals written before the table played over the game interface (by the code at commit 0bb4fad,
scripts/make_old_journal.py: four peers killed mid-hand) still rejoin. Today's code reads each file,
rebuilds the peer's seats from its header as rejoin does and replays it into a new node: the player's
node reaches the hand, turn, hash chain and public state hash the old code had when it was killed, facing
the same decision, signing nothing anew; and the four rebuilt peers play the hand to its end together,
every one writing the same verified hand."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from protocol.identity import Identity
from tests.table_harness import Hub
from tusac_lan.games.tusac.bots.levels import make_bot
from tusac_lan.peer.rejoin import HUMAN, replay_journal
from tusac_lan.table.journal import Journal, JournalRead, find_unfinished, read_journal
from tusac_lan.table.node import LocalSeat, TableNode
from tusac_lan.table.transcript import read_transcript

DATA = Path(__file__).parent / "data" / "journal_0bb4fad"
PLAYER = 1


@dataclass
class Rebuilt:
    node: TableNode
    read: JournalRead
    journal_path: Path
    seat: int
    announced: set[bytes] = field(default_factory=set)
    signed_in_replay: list[bytes] = field(default_factory=list)
    own: int = 0


def rebuild(seat: int, tmp: Path, send: Callable[[bytes], None] = lambda wire: None) -> Rebuilt:
    """The peer of ``seat`` as rejoin brings it back from its old journal (a copy in ``tmp``)."""
    table = tmp / f"seat{seat}" / "tables" / "old"
    table.mkdir(parents=True)
    shutil.copyfile(DATA / f"seat{seat}" / "journal", table / "journal")
    read = read_journal(table / "journal")
    header = read.header
    assert not read.ended
    assert find_unfinished(table.parent, header.role, header.address, header.player_key) == table / "journal"
    transcript = read_transcript(header.table_wire, header.go_wire)
    config = transcript.config
    seats: dict[int, LocalSeat] = {}
    for key in header.seats:
        identity = Identity(Ed25519PrivateKey.from_private_bytes(key.private_key), config.names[key.seat])
        assert config.seat_keys[key.seat] == identity.public_key
        seats[key.seat] = LocalSeat(identity, None if key.play == HUMAN else make_bot(key.play))
    assert list(seats) == [seat]
    journal = Journal(table / "journal", read.entropy)
    replaying = [True]
    signed: list[bytes] = []

    def sent(wire: bytes) -> None:
        (signed.append if replaying[0] else send)(wire)

    node = TableNode(config, seats, sent, transcript=transcript, hands=transcript.hands, entropy=journal.entropy)
    rebuilt = Rebuilt(node, read, table / "journal", seat, signed_in_replay=signed)
    own = replay_journal(node, read.entries, rebuilt.announced.update)
    replaying[0] = False
    journal.close()
    rebuilt.own = len(own)
    return rebuilt


def journaled_out(read: JournalRead) -> set[bytes]:
    return {bytes(e[1]) for e in read.entries if e[0] == "out"}


def test_an_old_journal_replays_to_the_hand_turn_and_hashes_the_old_code_recorded(tmp_path: Path) -> None:
    expected = json.loads((DATA / "expected.json").read_text("utf-8"))
    rebuilt = rebuild(PLAYER, tmp_path)
    node, run = rebuilt.node, rebuilt.node.run
    assert run is not None and run.state is not None and node.stopped is None and not node.records
    assert run.hand_no == expected["hand"]
    assert run.state.turn == expected["turn"]
    assert run.state.public_hash().hex() == expected["public_hash"]
    assert [h.hex() for h in run.hash_chain] == expected["hash_chain"]
    assert run.hash_chain[-1].hex() == expected["turn_hash"]
    assert sorted([d.seat, d.turn] for d in node.pending_decisions) == expected["decisions"]
    assert node.next_seq(PLAYER) == expected["next_seq"] == rebuilt.own
    assert rebuilt.announced == journaled_out(rebuilt.read)
    assert set(rebuilt.signed_in_replay) <= rebuilt.announced, "the replay signed a message anew"
    assert rebuilt.journal_path.read_bytes() == (DATA / "seat1" / "journal").read_bytes(), "fresh entropy drawn"


def test_a_table_of_peers_back_from_old_journals_plays_the_hand_to_one_verified_end(tmp_path: Path) -> None:
    hub = Hub()
    peers = [rebuild(seat, tmp_path, hub.sender(seat)) for seat in range(4)]
    hub.nodes = [peer.node for peer in peers]
    hands = {(p.node.run.hand_no, len(p.node.run.hash_chain)) for p in peers if p.node.run is not None}
    assert len(hands) == 1, "the peers were killed at the same moment"
    for peer in peers:
        # As the session runner does after a replay: what this peer signed goes out again (the others
        # drop what they already have), then the table goes on.
        for wire in sorted(journaled_out(peer.read)):
            hub.sender(peer.seat)(wire)
    for peer in peers:
        peer.node.resume()
    player = peers[PLAYER].node
    assert player.pending_decisions and not player.records
    for _ in range(500):  # a hand has far fewer moves: more means it is stuck
        hub.run()
        if player.records or not player.pending_decisions:
            break
        decision = player.pending_decisions[0]
        player.submit(decision.seat, decision.legal[0])
    hub.run()
    for peer in peers:
        assert peer.node.stopped is None, peer.node.stopped
        assert peer.node.records and peer.node.records[0].verdict.ok
    assert len({peer.node.records[0].history for peer in peers}) == 1
