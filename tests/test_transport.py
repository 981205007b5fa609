"""The ZeroMQ mesh on loopback: encrypted links, exactly-once delivery, silent peers noticed."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from protocol.transport import (
    EARLY_BYTES,
    EARLY_FRAMES,
    HEARTBEAT_EVERY,
    JUNK_LIMIT,
    LINK_TIMEOUT_MS,
    SILENT_AFTER,
    STUCK_AFTER,
    MeshTransport,
    PeerAddress,
    curve_keypair,
)

DEADLINE = 10.0


def wait_for(condition: Callable[[], bool], meshes: list[MeshTransport], limit: float = DEADLINE) -> None:
    end = time.monotonic() + limit
    while not condition():
        assert time.monotonic() < end, "timed out"
        for mesh in meshes:
            mesh.poll(0.01)


TEST_SILENCE = 3.0
"""The silence threshold the tests give their meshes (the real one, ``SILENT_AFTER``, is longer)."""


def build(
    n: int, silent_after: float = TEST_SILENCE
) -> tuple[list[MeshTransport], list[list[tuple[int, bytes]]], list[list[tuple[int, bool]]]]:
    keys = [curve_keypair() for _ in range(n)]
    inboxes: list[list[tuple[int, bytes]]] = [[] for _ in range(n)]
    liveness: list[list[tuple[int, bool]]] = [[] for _ in range(n)]

    def inbox(i: int) -> Callable[[int, bytes], None]:
        return lambda peer, wire: inboxes[i].append((peer, wire))

    def alive(i: int) -> Callable[[int, bool], None]:
        return lambda peer, up: liveness[i].append((peer, up))

    meshes = [
        MeshTransport(keys[i][0], keys[i][1], "tcp://127.0.0.1:0", inbox(i), alive(i), silent_after=silent_after)
        for i in range(n)
    ]
    peers = [PeerAddress(m.endpoint, keys[i][0]) for i, m in enumerate(meshes)]
    for i, mesh in enumerate(meshes):
        mesh.connect(i, peers)
    return meshes, inboxes, liveness


def introduced(meshes: list[MeshTransport]) -> None:
    """Wait until every peer knows every other's incarnation (and is known by it): frames are tagged."""
    wait_for(lambda: all(link.knows_me and link.theirs for m in meshes for link in m._links.values()), meshes)


def tag(receiver: MeshTransport, sender: int) -> bytes:
    """The tag of the frames ``sender`` numbers for ``receiver`` now."""
    theirs = receiver._links[sender].theirs
    assert theirs is not None
    return theirs + receiver.incarnation


@pytest.fixture
def mesh3():  # type: ignore[no-untyped-def]
    meshes, inboxes, liveness = build(3)
    introduced(meshes)
    yield meshes, inboxes, liveness
    for mesh in meshes:
        mesh.close()


def test_every_peer_gets_every_message_once_and_in_order(mesh3) -> None:  # type: ignore[no-untyped-def]
    meshes, inboxes, _ = mesh3
    for n in range(50):
        meshes[n % 3].broadcast(f"m{n}".encode())
    expected = [sum(1 for k in range(50) if k % 3 != i) for i in range(3)]
    wait_for(lambda: [len(box) for box in inboxes] == expected, meshes)
    for i, box in enumerate(inboxes):
        for sender in range(3):
            got = [w for s, w in box if s == sender]
            assert got == [f"m{n}".encode() for n in range(50) if n % 3 == sender and sender != i]
    wait_for(lambda: all(m.pending() == 0 for m in meshes), meshes)


def test_a_repeated_frame_is_delivered_once(mesh3) -> None:  # type: ignore[no-untyped-def]
    meshes, inboxes, _ = mesh3
    frame = [b"M", tag(meshes[0], 1), (0).to_bytes(8, "big"), b"hello"]
    meshes[0]._handle(1, frame)
    meshes[0]._handle(1, frame)
    assert inboxes[0] == [(1, b"hello")]


def test_malformed_frames_are_counted_and_ignored(mesh3) -> None:  # type: ignore[no-untyped-def]
    meshes, inboxes, _ = mesh3
    for sender, frames in (
        (1, [b"M"]),
        (1, [b"X", b"12345678"]),
        (9, [b"M", tag(meshes[0], 1), b"12345678", b"w"]),
        (1, []),
        (1, [b"M", b"\x01", b"12345678", b"w"]),
        (1, [b"A", tag(meshes[0], 1), (5).to_bytes(8, "big")]),
        (1, [b"M", tag(meshes[0], 1), b"\x01", b"w"]),
        (1, [b"A", (5).to_bytes(8, "big")]),
    ):
        meshes[0]._handle(sender, frames)
    assert meshes[0].rejected_frames == 8 and inboxes[0] == []


def test_a_silent_peer_is_reported_after_the_stated_silence_and_not_before(mesh3) -> None:  # type: ignore[no-untyped-def]
    meshes, _, liveness = mesh3
    wait_for(lambda: all(not m.silent_peers() for m in meshes), meshes)
    stopped_at = time.monotonic()
    alive = meshes[:2]
    wait_for(lambda: (2, False) in liveness[0] and (2, False) in liveness[1], alive, limit=TEST_SILENCE + 2.0)
    assert TEST_SILENCE - 0.6 <= time.monotonic() - stopped_at < TEST_SILENCE + 0.6


def test_the_stated_silence_outlasts_tcp_stalls_at_heavy_loss() -> None:
    """At 20 % loss TCP stalls a link for seconds at a time; only a much longer silence is reported."""
    assert SILENT_AFTER >= 10.0 and SILENT_AFTER >= 6 * LINK_TIMEOUT_MS / 1000


def test_a_stranger_key_cannot_join_the_mesh(mesh3) -> None:  # type: ignore[no-untyped-def]
    meshes, inboxes, _ = mesh3
    public, secret = curve_keypair()
    stranger = MeshTransport(public, secret, "tcp://127.0.0.1:0", lambda p, w: None)
    try:
        addresses = [PeerAddress(meshes[0].endpoint, meshes[0]._public), PeerAddress(stranger.endpoint, public)]
        stranger.connect(1, addresses)
        stranger.broadcast(b"let me in")
        end = time.monotonic() + 1.5
        while time.monotonic() < end:
            for mesh in [*meshes, stranger]:
                mesh.poll(0.01)
        assert all(w != b"let me in" for _, w in inboxes[0])
    finally:
        stranger.close()


def test_a_peer_that_connects_before_the_other_admits_it_is_refused_then_let_in() -> None:
    """A handshake refused (the other peer had not admitted the table's keys yet) is tried again: ZeroMQ
    alone would never retry it, and the link would stay down for the whole table."""
    keys = [curve_keypair() for _ in range(2)]
    inbox: list[tuple[int, bytes]] = []
    meshes = [
        MeshTransport(keys[0][0], keys[0][1], "tcp://127.0.0.1:0", lambda p, w: None),
        MeshTransport(keys[1][0], keys[1][1], "tcp://127.0.0.1:0", lambda p, w: inbox.append((p, w))),
    ]
    try:
        peers = [PeerAddress(m.endpoint, keys[i][0]) for i, m in enumerate(meshes)]
        meshes[0].connect(0, peers)
        wait_for(lambda: meshes[0]._links[1].refused_at is not None, meshes)
        meshes[1].connect(1, peers)
        introduced(meshes)
        meshes[0].broadcast(b"in at last")
        wait_for(lambda: inbox == [(0, b"in at last")], meshes)
        assert meshes[0].connections()[1] == 1
    finally:
        for mesh in meshes:
            mesh.close()


def test_lost_frames_are_sent_again_and_delivered_exactly_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every third message frame is lost on its first trip: resends fill the gaps, nothing doubles."""
    original = MeshTransport._send
    first_trip: set[tuple[int, bytes]] = set()
    counter = [0]

    def lossy(self: MeshTransport, link, frames: list[bytes]) -> None:  # type: ignore[no-untyped-def]
        if frames[0] == b"M":
            key = (id(link), frames[2])
            if key not in first_trip:
                first_trip.add(key)
                counter[0] += 1
                if counter[0] % 3 == 0:
                    return
        original(self, link, frames)

    monkeypatch.setattr(MeshTransport, "_send", lossy)
    meshes, inboxes, _ = build(3)
    try:
        for n in range(30):
            meshes[0].broadcast(f"m{n}".encode())
        wait_for(lambda: all(len(inboxes[i]) == 30 for i in (1, 2)), meshes)
        wait_for(lambda: meshes[0].pending() == 0, meshes)
        for i in (1, 2):
            assert [w for _, w in inboxes[i]] == [f"m{n}".encode() for n in range(30)]
    finally:
        for mesh in meshes:
            mesh.close()


def test_a_peer_that_drops_off_and_comes_back_gets_what_it_missed() -> None:
    """Peer 2's router goes away and comes back on the same address; its backlog is resent once."""
    meshes, inboxes, _ = build(3)
    try:
        wait_for(lambda: all(not m.silent_peers() for m in meshes), meshes)
        endpoint = meshes[2].endpoint
        meshes[2].router.unbind(endpoint)
        for n in range(10):
            meshes[0].broadcast(f"gap{n}".encode())
        for _ in range(20):
            for mesh in meshes[:2]:
                mesh.poll(0.01)
        meshes[2].router.bind(endpoint)
        wait_for(lambda: sum(1 for _, w in inboxes[2] if w.startswith(b"gap")) == 10, meshes)
        assert [w for _, w in inboxes[2] if w.startswith(b"gap")] == [f"gap{n}".encode() for n in range(10)]
    finally:
        for mesh in meshes:
            mesh.close()


def test_a_lost_goodbye_is_said_again_until_the_peer_sends_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """The first goodbyes never arrive (as when a peer closes right after saying goodbye on a lossy link):
    those repeated in place of heartbeats do. Once the peer sends a message (it is at a next table) its
    heartbeats are heartbeats again."""
    original = MeshTransport._handle
    lost = [2]

    def losing(self: MeshTransport, sender: int, frames: list[bytes]) -> None:
        if frames == [b"B"] and lost[0] > 0:
            lost[0] -= 1
            return
        original(self, sender, frames)

    monkeypatch.setattr(MeshTransport, "_handle", losing)
    meshes, inboxes, _ = build(2)
    try:
        introduced(meshes)
        meshes[0].goodbye()
        wait_for(lambda: meshes[1].said_goodbye(0), meshes, limit=4 * HEARTBEAT_EVERY + 1.0)
        assert lost == [0]
        meshes[0].broadcast(b"next table")
        wait_for(lambda: inboxes[1] == [(0, b"next table")], meshes)
        wait_for(lambda: not meshes[1].said_goodbye(0), meshes, limit=4 * HEARTBEAT_EVERY + 1.0)
        end = time.monotonic() + 3 * HEARTBEAT_EVERY
        while time.monotonic() < end:
            for mesh in meshes:
                mesh.poll(0.01)
        assert not meshes[1].said_goodbye(0)
    finally:
        for mesh in meshes:
            mesh.close()


def test_a_goodbye_is_forgotten_once_the_peer_is_at_a_next_table() -> None:
    """A goodbye said at the end of one table does not stick to the next table of the session (the link
    is the same): the peer's heartbeats after its next message say it stays, and the others wait for its
    acknowledgements and goodbye again at the end of that table. Before, the flag stayed set for the rest
    of the session, and at every later table this peer's last messages and record were not waited for."""
    meshes, inboxes, _ = build(2)
    try:
        introduced(meshes)
        meshes[0].goodbye()
        wait_for(lambda: meshes[1].said_goodbye(0), meshes, limit=4 * HEARTBEAT_EVERY + 1.0)
        meshes[0].broadcast(b"offer of the next table")
        wait_for(lambda: inboxes[1] == [(0, b"offer of the next table")], meshes)
        wait_for(lambda: not meshes[1].said_goodbye(0), meshes, limit=4 * HEARTBEAT_EVERY + 1.0)
        meshes[0].goodbye()  # the end of the next table: said and heard again
        wait_for(lambda: meshes[1].said_goodbye(0), meshes, limit=4 * HEARTBEAT_EVERY + 1.0)
    finally:
        for mesh in meshes:
            mesh.close()


def send_raw(mesh: MeshTransport, to: int, frames: list[bytes]) -> None:
    """Frames written straight onto ``mesh``'s connection to peer ``to``, as a modified peer could."""
    mesh._links[to].socket.send_multipart(frames)


def test_frames_numbered_for_another_life_of_either_end_are_never_taken(mesh3) -> None:  # type: ignore[no-untyped-def]
    """Issue 24: after a restart ZeroMQ may hand over frames of the link's old numbering (queued on an
    old connection) after the new numbering began. Whichever end restarted, they are dropped, not taken
    in place of the new frames under the same numbers (nor counted as junk)."""
    meshes, inboxes, _ = mesh3
    host, old = meshes[0], tag(meshes[0], 1)
    host._handle(1, [b"M", old, (0).to_bytes(8, "big"), b"before the crash"])
    assert inboxes[0] == [(1, b"before the crash")]
    reborn = bytes(8)
    host._handle(1, [b"S", reborn, b""])  # peer 1 crashed and came back: the link is numbered anew
    late = [b"M", old, (1).to_bytes(8, "big"), b"from the dead process"]
    host._handle(1, [b"M", old, (0).to_bytes(8, "big"), b"old life, number 0"])
    host._handle(1, [b"A", old, (500).to_bytes(8, "big")])
    host._handle(1, [b"M", reborn + host.incarnation, (0).to_bytes(8, "big"), b"new life, number 0"])
    host._handle(1, late)
    assert inboxes[0][1:] == [(1, b"new life, number 0")]
    assert host._links[1].junk == 0 and host._links[1].next_in == 1
    # The other end: peer 2 hears that peer 0 restarted; what peer 0's dead life numbered is not taken.
    other, dead = meshes[2], tag(meshes[2], 0)
    other._handle(0, [b"S", reborn, other.incarnation])
    other._handle(0, [b"M", dead, (0).to_bytes(8, "big"), b"numbered for the dead life", (0).to_bytes(8, "big")])
    other._handle(0, [b"M", reborn + other.incarnation, (0).to_bytes(8, "big"), b"numbered anew"])
    assert [w for p, w in inboxes[2] if p == 0] == [b"numbered anew"] and other._links[0].junk == 0


def test_a_hello_of_a_dead_life_read_late_never_numbers_the_link_again(mesh3) -> None:  # type: ignore[no-untyped-def]
    """Issue 24 point 4: a restarted peer's old process said hello every heartbeat; one of those frames,
    queued on the dead connection, may be read after the new life's hello. It is not taken for a third
    restart: the link is numbered anew once, so what the new life acknowledges stays what was sent to it
    (before, the numbering began again under the same tag: frames the new life had taken came again as
    copies and dropped, and its acknowledgements counted as junk until it was cut off)."""
    meshes, _, _ = mesh3
    host, link = meshes[0], meshes[0]._links[1]
    dead, reborn = link.theirs, bytes(8)
    assert dead is not None
    host._handle(1, [b"S", reborn, host.incarnation])  # peer 1 came back as a new life
    for n in range(3):
        host.send_to(frozenset({1}), f"message {n}".encode())
    host._handle(1, [b"A", reborn + host.incarnation, (2).to_bytes(8, "big")])  # the new life has all three
    assert not link.unacked and link.next_out == 3
    host._handle(1, [b"S", dead, host.incarnation])  # the dead life's hello, read late
    host._handle(1, [b"S", reborn, host.incarnation])
    assert link.theirs == reborn and link.next_out == 3
    host._handle(1, [b"A", reborn + host.incarnation, (2).to_bytes(8, "big")])
    assert link.junk == 0


def test_a_resuming_peer_takes_nothing_tagged_for_its_previous_life() -> None:
    """The restarted end: frames the others numbered for its previous life are dropped even when they
    are read after the answer that began the new numbering (two connections of one link)."""
    meshes, _, _ = build(2)
    try:
        introduced(meshes)
        old_me = meshes[1].incarnation
        endpoint, keys = meshes[1].endpoint, meshes[1].curve_keys
        meshes[1].close()
        reborn_inbox: list[tuple[int, bytes]] = []
        reborn = MeshTransport(keys[0], keys[1], endpoint, lambda p, w: reborn_inbox.append((p, w)))
        try:
            addresses = [PeerAddress(meshes[0].endpoint, meshes[0].curve_keys[0]), PeerAddress(endpoint, keys[0])]
            reborn.connect(1, addresses, resuming=True)
            host = meshes[0].incarnation
            reborn._handle(0, [b"S", host, reborn.incarnation])  # the answer: the new numbering begins
            reborn._handle(0, [b"M", host + old_me, (0).to_bytes(8, "big"), b"for the previous life"])
            reborn._handle(0, [b"M", host + reborn.incarnation, (0).to_bytes(8, "big"), b"for this life"])
            assert reborn_inbox == [(0, b"for this life")] and reborn._links[0].junk == 0
        finally:
            reborn.close()
    finally:
        meshes[0].close()


def test_a_frame_is_from_the_peer_whose_key_carried_it_whatever_it_says(mesh3) -> None:  # type: ignore[no-untyped-def]
    """Peer 2 writes frames in the old layout that named a sender (peer 1): they count as peer 2's junk."""
    meshes, inboxes, _ = mesh3
    send_raw(meshes[2], 0, [b"M", bytes([1]), (0).to_bytes(8, "big"), b"forged as peer 1"])
    send_raw(meshes[2], 0, [b"M", tag(meshes[0], 2), (0).to_bytes(8, "big"), b"said by peer 2"])
    wait_for(lambda: len(inboxes[0]) == 1 and meshes[0].rejected_frames == 1, meshes)
    assert inboxes[0] == [(2, b"said by peer 2")]
    assert meshes[0]._links[2].junk == 1 and meshes[0]._links[1].junk == 0


def test_a_forged_ack_cannot_make_a_message_to_another_peer_look_delivered(mesh3) -> None:  # type: ignore[no-untyped-def]
    meshes, inboxes, _ = mesh3
    meshes[0].broadcast(b"for everyone")
    send_raw(meshes[2], 0, [b"A", bytes([1]), (0).to_bytes(8, "big")])  # old layout, naming peer 1
    send_raw(meshes[2], 0, [b"A", tag(meshes[0], 2), (0).to_bytes(8, "big")])  # a real ack: peer 2's own link only
    wait_for(lambda: not meshes[0]._links[2].unacked and meshes[0].rejected_frames == 1, [meshes[0]])
    assert list(meshes[0]._links[1].unacked) == [0]
    wait_for(lambda: (0, b"for everyone") in inboxes[1] and meshes[0].pending() == 0, meshes)


def test_forged_heartbeats_do_not_keep_a_silent_peer_alive(mesh3) -> None:  # type: ignore[no-untyped-def]
    meshes, _, liveness = mesh3
    wait_for(lambda: all(not m.silent_peers() for m in meshes), meshes)
    end = time.monotonic() + 5.0
    while (1, False) not in liveness[0]:
        assert time.monotonic() < end, "the silent peer 1 was never noticed"
        send_raw(meshes[2], 0, [b"H", bytes([1])])  # "peer 1 is alive", in the old layout
        for mesh in (meshes[0], meshes[2]):
            mesh.poll(0.02)
    assert meshes[0]._links[2].junk > 0 and not meshes[0]._links[2].silent


def test_the_reorder_window_is_bounded_in_frames_and_bytes(mesh3) -> None:  # type: ignore[no-untyped-def]
    meshes, inboxes, _ = mesh3
    big = b"x" * 60_000
    for seq in range(1, 2_001):
        meshes[0]._handle(1, [b"M", tag(meshes[0], 1), seq.to_bytes(8, "big"), big])
    frames, size = meshes[0].buffered(1)
    assert frames <= EARLY_FRAMES and size <= EARLY_BYTES and inboxes[0] == []
    for seq in range(10**6, 10**6 + 1_000):
        meshes[0]._handle(1, [b"M", tag(meshes[0], 1), seq.to_bytes(8, "big"), b"far ahead"])
    assert meshes[0].buffered(1)[0] <= EARLY_FRAMES
    meshes[0]._handle(1, [b"M", tag(meshes[0], 1), (0).to_bytes(8, "big"), b"first"])
    assert inboxes[0][0] == (1, b"first")


def test_a_full_reorder_window_never_blocks_the_frame_due_next(mesh3) -> None:  # type: ignore[no-untyped-def]
    meshes, inboxes, _ = mesh3
    for seq in range(10, 10 + EARLY_FRAMES):
        meshes[0]._handle(1, [b"M", tag(meshes[0], 1), seq.to_bytes(8, "big"), b"z" * 60_000])
    for seq in range(5):
        meshes[0]._handle(1, [b"M", tag(meshes[0], 1), seq.to_bytes(8, "big"), f"due {seq}".encode()])
    assert [w for _, w in inboxes[0]] == [f"due {seq}".encode() for seq in range(5)]


def test_a_peer_that_floods_junk_is_cut_off_and_named(mesh3) -> None:  # type: ignore[no-untyped-def]
    meshes, inboxes, _ = mesh3
    named: list[tuple[int, str]] = []
    meshes[0].on_misbehaviour = lambda peer, reason: named.append((peer, reason))
    for _ in range(JUNK_LIMIT + 50):
        send_raw(meshes[2], 0, [b"Z", b"junk"])
    wait_for(lambda: bool(named), meshes)
    assert named == [(2, f"peer 2 sent {JUNK_LIMIT} bad frames (malformed transport frames)")]
    meshes[1].broadcast(b"still heard")
    meshes[2].broadcast(b"not heard any more")
    wait_for(lambda: (1, b"still heard") in inboxes[0], meshes)
    assert all(w != b"not heard any more" for _, w in inboxes[0])


def test_a_flood_through_real_sockets_leaves_the_window_bounded_and_others_delivered(mesh3) -> None:  # type: ignore[no-untyped-def]
    meshes, inboxes, _ = mesh3
    big = b"y" * 60_000
    for seq in range(5, 3_005):
        send_raw(meshes[2], 0, [b"M", tag(meshes[0], 2), seq.to_bytes(8, "big"), big])
    meshes[1].broadcast(b"through the flood")
    wait_for(lambda: (1, b"through the flood") in inboxes[0], meshes)
    frames, size = meshes[0].buffered(2)
    assert frames <= EARLY_FRAMES and size <= EARLY_BYTES


def test_acknowledgements_ride_on_messages_and_a_false_one_is_junk(mesh3) -> None:  # type: ignore[no-untyped-def]
    meshes, inboxes, _ = mesh3
    meshes[0].broadcast(b"question")
    wait_for(lambda: (0, b"question") in inboxes[1], meshes[:2])
    sent: dict[int, list[bytes]] = {}
    real_send = meshes[1]._send

    def spy(link, frames: list[bytes]) -> None:  # type: ignore[no-untyped-def]
        if frames[0] == b"M":
            sent[link.index] = frames
        real_send(link, frames)

    meshes[1]._send = spy
    meshes[1].broadcast(b"answer")
    assert len(sent[0]) == 5 and int.from_bytes(sent[0][4], "big") == 0  # "I have your message 0"
    assert len(sent[2]) == 4  # nothing came from peer 2 yet: nothing to acknowledge
    wait_for(lambda: not meshes[0]._links[1].unacked, [meshes[0]])
    assert not meshes[1]._links[0].ack_due  # nothing left to acknowledge on its own
    before = meshes[0].rejected_frames
    meshes[0]._handle(2, [b"M", tag(meshes[0], 2), (0).to_bytes(8, "big"), b"lie", (7).to_bytes(8, "big")])
    assert meshes[0].rejected_frames == before + 1 and (2, b"lie") not in inboxes[0]


def test_a_link_whose_peer_is_heard_but_never_acknowledges_is_reconnected_and_delivers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Peer 1 hears nothing peer 0 sends (as if peer 0's connection hung in TCP retransmissions) while its
    own heartbeats reach peer 0: after ``STUCK_AFTER`` seconds peer 0 makes the connection again, and
    what it had sent goes again on the new one."""
    meshes, inboxes, _ = build(2)
    try:
        wait_for(lambda: all(m.connections() == {1 - i: 1} for i, m in enumerate(meshes)), meshes)
        original = MeshTransport._handle
        deaf = [True]

        def hangs(self: MeshTransport, sender: int, frames: list[bytes]) -> None:
            if not (deaf[0] and self is meshes[1] and sender == 0):
                original(self, sender, frames)

        monkeypatch.setattr(MeshTransport, "_handle", hangs)
        meshes[0].broadcast(b"stuck")
        wait_for(lambda: meshes[0].forced_reconnects == 1, meshes, limit=STUCK_AFTER + 2.0)
        deaf[0] = False
        wait_for(lambda: inboxes[1] == [(0, b"stuck")] and meshes[0].pending() == 0, meshes)
        assert meshes[0].connections()[1] == 2
    finally:
        for mesh in meshes:
            mesh.close()
