"""A peer killed with SIGKILL mid-hand (a joiner, then the host) is started again with the same
arguments: it rejoins the same table at the same hand and turn, the session finishes, and every
peer's history files are byte-identical and verify. Real `tusac peer` processes on 127.0.0.1."""

from __future__ import annotations

import hashlib
import itertools
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import zmq
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, NoEncryption, PrivateFormat

from protocol.identity import Identity
from protocol.messages import decode
from protocol.transport import MeshTransport, PeerAddress, curve_keypair
from tests.table_harness import Hub, transcript_for
from tusac_lan.games.tusac.bots.greedy import GreedyBot
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.peer.options import PeerError, PeerOptions
from tusac_lan.peer.rejoin import replay_journal, resume_seated
from tusac_lan.table.checkpoint import read_signed
from tusac_lan.table.config import TableConfig
from tusac_lan.table.history import verify_history
from tusac_lan.table.journal import (
    HOST,
    JOIN,
    Journal,
    JournalHeader,
    LocalSeatKey,
    find_unfinished,
    read_journal,
)
from tusac_lan.table.node import LocalSeat, ReplayError, TableNode
from tusac_lan.table.transcript import Transcript, local_transcript, read_transcript

LIMIT = 240.0
ROOT = Path(__file__).resolve().parent.parent


def peer(tmp: Path, index: int, *args: str) -> subprocess.Popen[str]:
    log = open(tmp / f"out{index}.txt", "a", encoding="utf-8")
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tusac_lan.terminal.cli",
            "peer",
            *args,
            "--identity",
            str(tmp / f"id{index}"),
            "--history-dir",
            str(tmp / f"h{index}"),
            "--timing",
            str(tmp / f"timing{index}.jsonl"),
            "--timeout",
            "60",
        ],
        cwd=ROOT,
        stdout=log,
        stderr=subprocess.STDOUT,
        text=True,
    )


def marks(path: Path) -> list[list[object]]:
    if not path.exists():
        return []
    rows = []
    for line in path.read_text("utf-8").splitlines():
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError:
            break  # a line being written
    return rows


def wait_until(check: object, what: str, limit: float = 60.0) -> None:
    assert callable(check)
    end = time.monotonic() + limit
    while not check():
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.02)


def host_address(tmp: Path) -> str:
    def hosting() -> bool:
        text = (tmp / "out0.txt").read_text("utf-8") if (tmp / "out0.txt").exists() else ""
        return text.startswith("hosting on 127.0.0.1:") and "\n" in text

    wait_until(hosting, "the host's address")
    return (tmp / "out0.txt").read_text("utf-8").split()[2]


def all_end_well(tmp: Path, processes: dict[int, subprocess.Popen[str]]) -> None:
    """Every process ends within LIMIT, and well (its output ``out{index}.txt`` shown if not)."""
    deadline = time.monotonic() + LIMIT
    for index, process in processes.items():
        process.wait(timeout=max(1.0, deadline - time.monotonic()))
        out = (tmp / f"out{index}.txt").read_text("utf-8")
        assert process.returncode == 0, out


def kill_all(processes: dict[int, subprocess.Popen[str]]) -> None:
    for process in processes.values():
        if process.poll() is None:
            process.kill()
            process.wait()


def play_with_a_crash(tmp: Path, victim: int, turn: int, hand: int = 0) -> tuple[int, int, int]:
    """Host (index 0, with two bots) and one joiner (index 1) play three hands; ``victim`` is killed once
    a hand from ``hand`` on has applied ``turn`` turns (-1: as soon as ``hand`` starts, in its deal), and
    started again. Returns (turn applied when killed, turn it rejoined at); ``hand`` is where it was."""
    host_args = ["--host", "127.0.0.1:0", "--players", "2", "--hands", "3", "--name", "Host"]
    processes = {0: peer(tmp, 0, *host_args)}
    try:
        address = host_address(tmp)
        join_args = ["--join", address, "--name", "Lan"]
        processes[1] = peer(tmp, 1, *join_args)
        timing = tmp / f"timing{victim}.jsonl"

        def reached() -> bool:
            if turn < 0:
                return any(r[0] == "hand_start" and r[1] == hand for r in marks(timing))
            # A hand may end before ``turn`` (a quick win): then the next one is the one.
            return any(r[0] == "applied" and int(r[1]) >= hand and int(r[2]) >= turn for r in marks(timing))  # type: ignore[call-overload]

        wait_until(reached, f"turn {turn} at peer {victim}")
        if turn >= 0:
            rows = marks(timing)
            hand = next(int(r[1]) for r in rows if r[0] == "applied" and int(r[1]) >= hand and int(r[2]) >= turn)  # type: ignore[call-overload]
        os.kill(processes[victim].pid, signal.SIGKILL)
        processes[victim].wait(timeout=10)
        for path in (tmp / f"id{victim}" / "tables").glob("*/journal"):
            shutil.copyfile(path, tmp / "journal-at-kill")
        killed_at = max((int(r[2]) for r in marks(timing) if r[0] == "applied" and r[1] == hand), default=-1)  # type: ignore[call-overload]
        assert not any(r[0] == "verdict" and r[1] == hand for r in marks(timing)), "killed after the hand ended"
        timing.rename(tmp / f"timing{victim}-before.jsonl")
        # Down long enough for the other to say so (a restart within a second is back before that).
        survivor, name = tmp / f"out{1 - victim}.txt", "Host" if victim == 0 else "Lan"
        wait_until(lambda: f"waiting for {name} to come back (" in survivor.read_text("utf-8"), "the notice")
        processes[victim] = peer(tmp, victim, *(host_args if victim == 0 else join_args))
        all_end_well(tmp, processes)
    finally:
        kill_all(processes)
    rejoined = [r for r in marks(tmp / f"timing{victim}.jsonl") if r[0] == "rejoined"]
    assert rejoined, "the restarted peer did not rejoin"
    assert rejoined[0][1] == hand, "rejoined another hand"
    return killed_at, int(rejoined[0][2]), hand  # type: ignore[call-overload]


def assert_same_verified_files(tmp: Path) -> None:
    for name in ("hand0000.tusac", "hand0001.tusac", "hand0002.tusac", "session.tusac"):
        blobs = {next((tmp / f"h{i}").glob(f"*{name}")).read_bytes() for i in (0, 1)}
        assert len(blobs) == 1, f"{name}: the peers' files differ"
    for i in (0, 1):
        for hand in (0, 1, 2):
            history, _ = verify_history(next((tmp / f"h{i}").glob(f"*hand{hand:04d}.tusac")).read_bytes())
            assert history.verdict.ok


@pytest.mark.parametrize("victim", [1, 0], ids=["joiner", "host"])
def test_a_peer_killed_mid_hand_rejoins_the_same_hand_at_the_same_turn(tmp_path: Path, victim: int) -> None:
    killed_at, rejoined_at, hand = play_with_a_crash(tmp_path, victim, turn=5)
    # The hand stood still while the peer was away: its journal brings it back where the others are, at or
    # just after the last turn it had applied (messages it had taken in but not yet applied count too).
    # The mark is taken where the journal ends: the host's bots move on inside the replay (the CI once
    # counted their moves too and saw six turns more in Kuaho, where the host runs three seats in a row).
    assert killed_at <= rejoined_at <= killed_at + 3
    assert_same_verified_files(tmp_path)
    out = (tmp_path / f"out{victim}.txt").read_text("utf-8")
    assert f"back at the table: hand {hand}" in out
    survivor = (tmp_path / f"out{1 - victim}.txt").read_text("utf-8")
    name = "Host" if victim == 0 else "Lan"
    assert f"waiting for {name} to come back (" in survivor and f"{name} is back" in survivor, survivor


def test_a_joiner_killed_in_the_deal_of_the_second_hand_rejoins_it(tmp_path: Path) -> None:
    killed_at, rejoined_at, _ = play_with_a_crash(tmp_path, 1, turn=-1, hand=1)
    assert killed_at == -1 and rejoined_at <= 0
    assert_same_verified_files(tmp_path)
    assert "back at the table: hand 1" in (tmp_path / "out1.txt").read_text("utf-8")


def test_a_joiner_killed_late_in_a_session_replays_only_its_hand_from_the_checkpoint(tmp_path: Path) -> None:
    """Issue 24, point 5: the journal kept at hand 2 is a checkpoint (the session so far, signed) and that
    hand's entries alone; the restarted peer comes back from it and the session ends with the same files."""
    killed_at, rejoined_at, hand = play_with_a_crash(tmp_path, 1, turn=3, hand=2)
    assert hand == 2 and killed_at <= rejoined_at <= killed_at + 3
    read = read_journal(tmp_path / "journal-at-kill")
    assert read.checkpoint is not None
    transcript = read_transcript(read.header.table_wire, read.header.go_wire)
    checkpoint = read_signed(read.checkpoint, transcript.config.table_id, read.header.player_key)
    assert checkpoint.hand == 2 and checkpoint.hands_played == 2
    config = transcript.config
    own = [
        decode(bytes(e[1]), config.table_id, list(config.seat_keys), config.shape)
        for e in read.entries
        if e[0] == "out"
    ]
    assert own and {m.hand for m in own} == {2}, "the journal holds messages of earlier hands"
    assert_same_verified_files(tmp_path)
    out = (tmp_path / "out1.txt").read_text("utf-8")
    assert f"back at the table: hand 2, {len(read.entries)} journal entries replayed" in out


def test_a_restarted_transport_gets_what_it_missed_once_and_in_order_under_new_numbers() -> None:
    """Peer 1 dies (its mesh closed without a word) and comes back with the same keys and address:
    what peer 0 sent meanwhile, and what it had sent before that was never acknowledged, arrives once;
    frames numbered for the previous life never do; both directions go on."""
    keys = [curve_keypair() for _ in range(2)]
    inboxes: list[list[bytes]] = [[], []]
    restarts: list[int] = []

    def mesh(i: int, endpoint: str = "tcp://127.0.0.1:0") -> MeshTransport:
        return MeshTransport(keys[i][0], keys[i][1], endpoint, lambda peer, wire: inboxes[i].append(wire))

    meshes = [mesh(0), mesh(1)]
    meshes[0].on_restart = restarts.append
    addresses = [PeerAddress(m.endpoint, k[0]) for m, k in zip(meshes, keys, strict=True)]
    for i, m in enumerate(meshes):
        m.connect(i, addresses)

    def until(check: object) -> None:
        assert callable(check)
        end = time.monotonic() + 20.0
        while not check():
            assert time.monotonic() < end, "timed out"
            for m in meshes:
                m.poll(0.01)

    try:
        for n in range(5):
            meshes[0].broadcast(f"before{n}".encode())
        until(lambda: len(inboxes[1]) == 5 and meshes[0].pending() == 0)
        meshes[1].close()
        for n in range(3):
            meshes[0].broadcast(f"away{n}".encode())
        end = time.monotonic() + 0.5
        while time.monotonic() < end:
            meshes[0].poll(0.01)
        inboxes[1].clear()
        meshes[1] = mesh(1, addresses[1].endpoint)
        meshes[1].connect(1, addresses, resuming=True)
        until(lambda: len(inboxes[1]) >= 3 and meshes[0].pending() == 0)
        assert inboxes[1] == [b"away0", b"away1", b"away2"]
        assert restarts == [1]
        meshes[1].broadcast(b"back")
        meshes[0].broadcast(b"welcome")
        until(lambda: inboxes[0][-1:] == [b"back"] and inboxes[1][-1:] == [b"welcome"])
        assert inboxes[0] == [b"back"] and inboxes[1] == [b"away0", b"away1", b"away2", b"welcome"]
    finally:
        for m in meshes:
            m.close()


def seeded(label: str) -> Callable[[int], bytes]:
    """Entropy that is the same in every run: a deal these tests can count on (a random one may end before
    the player has the moves they make)."""
    counter = itertools.count()

    def entropy(size: int) -> bytes:
        out = b""
        while len(out) < size:
            out += hashlib.sha256(f"{label}/{next(counter)}".encode()).digest()
        return out[:size]

    return entropy


class Recorder:
    """What a journal keeps of one node, in memory: entropy, arrivals and its own messages, in order."""

    def __init__(self) -> None:
        self.entries: list[list[Any]] = []
        self._source = seeded("seat 1")

    def entropy(self, size: int) -> bytes:
        value = self._source(size)
        self.entries.append(["entropy", value])
        return value


def human_table(recorder: Recorder) -> tuple[Hub, list[TableNode], TableConfig, Identity, Transcript]:
    """Four nodes in one process; seat 1 is a player (moves submitted by the test) whose node is journaled.
    The same table and deal in every run (keys, table id and every seat's entropy are seeded)."""
    identities = [
        Identity(Ed25519PrivateKey.from_private_bytes(seeded(f"key {i}")(32)), f"player{i}") for i in range(4)
    ]
    config = TableConfig(
        table_id=seeded("table")(16),
        rules=RuleSet(),
        seat_keys=tuple(i.public_key for i in identities),
        names=tuple(i.name for i in identities),
        bots=("greedy", "", "greedy", "greedy"),
        host_seat=0,
    )
    transcript = transcript_for(config, identities, [(seat,) for seat in range(4)], 1)
    hub = Hub()

    def send(wire: bytes) -> None:
        recorder.entries.append(["out", wire])
        hub.sender(1)(wire)

    nodes = [
        TableNode(
            config,
            {seat: LocalSeat(identities[seat], None if seat == 1 else GreedyBot())},
            send if seat == 1 else hub.sender(seat),
            transcript=transcript,
            entropy=recorder.entropy if seat == 1 else seeded(f"seat {seat}"),
        )
        for seat in range(4)
    ]
    player = nodes[1]
    original = player.receive

    def receive(wire: bytes, source: int = -1) -> None:
        recorder.entries.append(["in", source, wire])
        original(wire, source)

    player.receive = receive  # type: ignore[method-assign]
    hub.nodes = nodes
    return hub, nodes, config, identities[1], transcript


def play_moves(hub: Hub, node: TableNode, moves: int) -> None:
    """Let the table run, the player taking its first legal move ``moves`` times (or to the hand's end)."""
    hub.run()
    for _ in range(moves):
        if not node.pending_decisions:
            break
        decision = node.pending_decisions[0]
        node.submit(decision.seat, decision.legal[0])
        hub.run()


def test_a_node_rebuilt_from_its_journal_faces_the_same_decision_and_the_hand_ends_the_same_everywhere() -> None:
    recorder = Recorder()
    hub, nodes, config, identity, transcript = human_table(recorder)
    for node in nodes:
        node.start()
    play_moves(hub, nodes[1], 6)
    old = nodes[1]
    assert old.pending_decisions and not old.records, "the crash must come while the player has a move to make"
    entropy = [e[1] for e in recorder.entries if e[0] == "entropy"]
    resent: list[bytes] = []
    replaying = [True]

    def send(wire: bytes) -> None:
        (resent.append if replaying[0] else hub.sender(1))(wire)

    new = TableNode(
        config,
        {1: LocalSeat(identity, None)},
        send,
        transcript=transcript,
        entropy=lambda size: entropy.pop(0),
    )
    own = replay_journal(new, recorder.entries)
    assert {(d.seat, d.turn) for d in new.pending_decisions} == {(d.seat, d.turn) for d in old.pending_decisions}
    assert new.run is not None and old.run is not None and new.run.hash_chain == old.run.hash_chain
    assert new.next_seq(1) == old.next_seq(1) == len(own)
    assert set(resent) <= {bytes(e[1]) for e in recorder.entries if e[0] == "out"}, "a message was signed anew"
    replaying[0] = False
    hub.nodes[1] = new
    for _ in range(500):  # a hand has far fewer moves: more means it is stuck
        if new.records:
            break
        play_moves(hub, new, 1)
    histories = {node.records[0].history for node in (nodes[0], new, nodes[2], nodes[3])}
    assert len(histories) == 1 and new.records[0].verdict.ok


@pytest.mark.parametrize("shown_at_tick", [False, True], ids=["shown-at-once", "shown-at-tick"])
def test_a_statement_against_a_slow_seat_is_answered_where_a_replay_answers_it_too(
    shown_at_tick: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another peer's clock ran out on this peer's player first: its statement that the move was withheld
    waits for this peer's own clock. Once the move is out it is shown at once, not at this peer's next
    tick, so the exhibit has the same number when the journal is replayed (CI: "the journal has a
    exhibit, the replay a action"). A journal whose exhibit came at a tick (as before that) replays too."""
    recorder = Recorder()
    hub, nodes, config, identity, transcript = human_table(recorder)
    for node in nodes:
        node.start()
    play_moves(hub, nodes[1], 3)
    player = nodes[1]
    assert player.pending_decisions
    for now in (1000.0, 1100.0, 1200.0):  # seat 0's clock only: it asks, then signs the move withheld
        nodes[0].tick(now)
        hub.run()
    assert player.watch.owed.doubted, "the statement waits for the player's own clock"
    if shown_at_tick:
        monkeypatch.setattr(player, "_show_doubted", lambda: False)
    play_moves(hub, player, 1)
    player.tick(1.0)  # the player's own clock, before its deadline
    hub.run()
    play_moves(hub, player, 2)
    monkeypatch.undo()
    entropy = [e[1] for e in recorder.entries if e[0] == "entropy"]
    new = TableNode(
        config, {1: LocalSeat(identity, None)}, lambda wire: None, transcript=transcript,
        entropy=lambda size: entropy.pop(0),
    )  # fmt: skip
    own = replay_journal(new, recorder.entries)
    assert any(m.type == "exhibit" for m in own.values())
    assert new.next_seq(1) == player.next_seq(1) == len(own)
    assert new.run is not None and player.run is not None and new.run.hash_chain == player.run.hash_chain


def test_a_journal_that_does_not_replay_to_its_own_messages_is_refused() -> None:
    """A journal cut so that a later own message has no place in the replay: refused, never re-signed."""
    recorder = Recorder()
    hub, nodes, config, identity, transcript = human_table(recorder)
    for node in nodes:
        node.start()
    play_moves(hub, nodes[1], 3)
    entries = [e for e in recorder.entries if e[0] != "in" or e is recorder.entries[0]]
    entropy = [e[1] for e in recorder.entries if e[0] == "entropy"]
    new = TableNode(
        config, {1: LocalSeat(identity, None)}, lambda wire: None, transcript=transcript,
        entropy=lambda size: entropy.pop(0),
    )  # fmt: skip
    with pytest.raises(ReplayError):
        replay_journal(new, entries)


def header(role: str = JOIN, address: str = "127.0.0.1:7777", player: bytes = b"k" * 32) -> JournalHeader:
    return JournalHeader(
        role, address, player, b"table", b"go", 1, b"p" * 40, b"s" * 40, (LocalSeatKey(1, "human", b""),)
    )


def test_a_torn_last_record_is_dropped_and_appends_follow_the_last_whole_one(tmp_path: Path) -> None:
    journal = Journal.create(tmp_path / "t1", header())
    journal.arrived(2, b"first")
    journal.signed(b"mine")
    journal.close()
    path = tmp_path / "t1" / "journal"
    with open(path, "ab") as handle:
        handle.write((1000).to_bytes(4, "big") + b"cut sho")
    read = read_journal(path)
    assert [e[0] for e in read.entries] == ["in", "out"]
    journal = Journal(path)
    journal.arrived(3, b"after")
    journal.close()
    assert [e[0] for e in read_journal(path).entries] == ["in", "out", "in"]
    assert oct(path.stat().st_mode & 0o777) == "0o600"


def test_only_an_unfinished_table_of_the_same_player_role_and_address_is_taken_up(tmp_path: Path) -> None:
    Journal.create(tmp_path / "a", header()).close()
    ended = Journal.create(tmp_path / "b", header(address="127.0.0.1:8888"))
    ended.ended("session complete")
    ended.close()
    assert find_unfinished(tmp_path, JOIN, "127.0.0.1:7777", b"k" * 32) == tmp_path / "a" / "journal"
    assert find_unfinished(tmp_path, JOIN, "127.0.0.1:8888", b"k" * 32) is None
    assert find_unfinished(tmp_path, HOST, "127.0.0.1:7777", b"k" * 32) is None
    assert find_unfinished(tmp_path, JOIN, "127.0.0.1:7777", b"x" * 32) is None


def test_the_journal_of_a_table_that_is_over_is_deleted(tmp_path: Path) -> None:
    journal = Journal.create(tmp_path / "t", header())
    journal.signed(b"mine")
    journal.ended("session complete")
    journal.discard()
    assert not (tmp_path / "t").exists()


def unfinished_table(
    tmp: Path,
    endpoint: str,
    tamper_key: bool = False,
    host_endpoint: str = "tcp://127.0.0.1:1",
    host_curve: bytes | None = None,
) -> PeerOptions:
    """An identity directory holding the journal of an unfinished table where it joined as peer 1 (the
    host's peer at ``host_endpoint``, with the CURVE public key ``host_curve`` if given)."""
    host, player = Identity.generate("Host"), Identity.load_or_create(tmp / "id", "Lan")
    config = TableConfig(
        table_id=os.urandom(16),
        rules=RuleSet(),
        seat_keys=(host.public_key, player.public_key, Identity.generate("b2").public_key,
                   Identity.generate("b3").public_key),
        names=("Host", "Lan", "b2", "b3"),
        bots=("", "", "greedy", "greedy"),
        host_seat=0,
        peers=(0, 1, 0, 0),
    )  # fmt: skip
    public, secret = curve_keypair()
    peers = [[host_endpoint, host_curve or curve_keypair()[0], [0, 2, 3]], [endpoint, public, [1]]]
    transcript = local_transcript(host, config, peers, 1, {1: player})
    seat_key = Identity.generate("other").private_key if tamper_key else None
    raw = seat_key.private_bytes(Encoding.Raw, PrivateFormat.Raw, NoEncryption()) if seat_key else b""
    seats = (LocalSeatKey(1, "human", raw),)
    header = JournalHeader(
        JOIN, "127.0.0.1:7777", player.public_key, transcript.table_wire, transcript.go_wire, 1, public, secret, seats
    )
    Journal.create(tmp / "id" / "tables" / config.table_id.hex(), header).close()
    return PeerOptions(identity_dir=tmp / "id")


def test_a_restart_while_the_table_address_is_taken_says_so(tmp_path: Path) -> None:
    context: zmq.Context[zmq.Socket[bytes]] = zmq.Context()
    squatter = context.socket(zmq.ROUTER)
    port = squatter.bind_to_random_port("tcp://127.0.0.1")
    try:
        options = unfinished_table(tmp_path, f"tcp://127.0.0.1:{port}")
        with pytest.raises(PeerError, match="cannot be bound again"):
            resume_seated(options, JOIN, "127.0.0.1:7777")
    finally:
        squatter.close(0)
        context.term()


def test_a_journal_whose_seat_key_is_not_the_tables_is_refused_with_the_way_out(tmp_path: Path) -> None:
    options = unfinished_table(tmp_path, "tcp://127.0.0.1:45999", tamper_key=True)
    with pytest.raises(PeerError, match=r"is not held by the key.*delete that directory"):
        resume_seated(options, JOIN, "127.0.0.1:7777")
    assert resume_seated(options, HOST, "127.0.0.1:7777") is None


def test_entropy_is_given_back_in_order_then_drawn_fresh_and_recorded(tmp_path: Path) -> None:
    journal = Journal.create(tmp_path / "t", header())
    first = [journal.entropy(32) for _ in range(2)]
    journal.close()
    read = read_journal(tmp_path / "t" / "journal")
    assert read.entropy == first
    again = Journal(tmp_path / "t" / "journal", read.entropy)
    assert [again.entropy(32) for _ in range(2)] == first
    fresh = again.entropy(32)
    again.close()
    assert read_journal(tmp_path / "t" / "journal").entropy == [*first, fresh]


def test_a_new_table_of_another_game_at_the_same_address_is_not_taken_for_the_old_one(tmp_path: Path) -> None:
    """Issue 22 (the eve22 evening, real windows): a player dropped from a Tứ Sắc table joined a Tiến lên table
    later hosted at the same address; its peer took up the old Tứ Sắc journal instead and the Tiến lên page
    broke ("an error in this program"). The old table's journal stays, for the lobby's Return."""
    options = unfinished_table(tmp_path, f"tcp://127.0.0.1:{unused_fixed_port()}")
    assert resume_seated(options, JOIN, "127.0.0.1:7777", "tienlen") is None
    assert find_unfinished(tmp_path / "id" / "tables", JOIN, "127.0.0.1:7777", read_key(tmp_path)) is not None
    resumed = resume_seated(options, JOIN, "127.0.0.1:7777", "tusac")
    assert resumed is not None, "the same game's table is taken up, as before"
    resumed[0].mesh.close()
    resumed[2].close()


def unused_fixed_port() -> int:
    """A port of 127.0.0.1 that nothing holds now, below the kernel's range of ephemeral ports: a port in that
    range (45998 was written here) is handed to any other connection of the machine, so the rejoin, which
    binds the journal's address again, found it taken when the other tests' peers ran beside it."""
    low = int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    for port in range(low - 1 - os.getpid() % 4000, 1024, -1):
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise AssertionError("no free port below the ephemeral range")


def read_key(tmp: Path) -> bytes:
    return Identity.load_or_create(tmp / "id", "Lan").public_key
