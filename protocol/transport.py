"""The ZeroMQ mesh between the peers of a table.

Each peer binds one ROUTER (a CURVE server) and connects one DEALER (a CURVE client) to every
other peer's ROUTER, so every link is encrypted and only peers whose CURVE keys are in the table
may connect (a ZAP handler checks them). On top of ZeroMQ, each link numbers its frames, the
receiver acknowledges them, and unacknowledged frames are sent again after a pause or a
reconnection, so a message is neither lost nor delivered twice. A peer is reported silent only
after ``SILENT_AFTER`` seconds with no frame at all from it (heartbeats go every ``HEARTBEAT_EVERY``).

Links come back fast after an outage (docs/RELIABILITY.md, "Links and silence"): ZeroMQ's own
heartbeats drop a connection that carried nothing for ``LINK_TIMEOUT_MS``, a connection attempt
that gets no answer is abandoned after ``CONNECT_TIMEOUT_MS`` and tried again ``RECONNECT_MS``
later (instead of waiting on the kernel's doubling SYN retries), every frame not yet acknowledged
goes again as soon as a connection's handshake succeeds, and a link whose peer is heard but never
acknowledges is reconnected at once.

Frames on a link: ``[b"M", tag, seq, wire, ack]`` a message (``ack``, when present, acknowledges
like an ``A`` frame: on a busy table acknowledgements ride on messages instead of waking the peer up
on their own), ``[b"A", tag, seq]`` "I have every message up to seq", ``[b"H"]`` a heartbeat,
``[b"B"]`` "I am leaving, wait for nothing more from me" (said once a table is over, and again in
place of every heartbeat and after every handshake until the peer sends a message again or closes: a
goodbye lost with the last frames of a connection would hold the others up; a heartbeat after it says
the peer stays, at a next table of the session),
``[b"S", mine, yours]`` "I am incarnation ``mine`` and know you as ``yours``" (8 random bytes
each, ``yours`` empty while unknown); ``seq`` and ``ack`` are 8 bytes big-endian; ``tag`` is the
sender's incarnation followed by the receiver's as the sender knows it (empty while unknown).

A peer that crashed and restarts (``connect(..., resuming=True)``) comes back as a new incarnation
with its links numbered from zero. The others learn it from its ``S`` frame: they number their side
of that link from zero again, keep every frame it had not acknowledged (renumbered, in order) and
answer with an ``S`` that names the new incarnation. A link's numbering is that of one pair of
incarnations, and its ``tag`` says which: a peer takes a message or an acknowledgement only if it
is tagged with the incarnation it knows the sender as and with its own. ZeroMQ keeps no order
between two connections of one link (a reconnection leaves the old one's frames queued beside the
new one's), so a frame numbered for a previous life of either end, even one read after the new
numbering began, is never taken for a frame of the new numbering (it would be acknowledged and the
frame that really has its number dropped as a copy). A frame tagged before the sender knew its
receiver is not taken either: the sender sends it again, tagged, once it is known. An ``S`` of an
incarnation the peer has left behind (read late off a dead connection) is ignored: the link is numbered
anew once a restart, never again under a tag already in use.

No frame says who sent it: the ZAP handler answers each connection with the user id of the peer
whose CURVE key it authenticated, and ZeroMQ stamps that id (``User-Id``) on every frame received
on the connection. So a peer can only ever speak, acknowledge or beat for its own link. Who
*signed* a message is decided by its signature, a layer above.

Every buffer is bounded per peer: at most ``EARLY_FRAMES`` frames and ``EARLY_BYTES`` bytes wait
for a gap in a link's numbering (a frame beyond is dropped; an honest sender sends it again), at
most ``QUEUE_FRAMES`` frames of ``MAX_FRAME`` bytes wait in ZeroMQ's queue, and a peer that sends
``JUNK_LIMIT`` malformed frames is cut off and reported.
"""

from __future__ import annotations

import os
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field

import zmq
from zmq.auth.thread import ThreadAuthenticator
from zmq.utils import z85
from zmq.utils.monitor import parse_monitor_message

from .address import PeerAddress as PeerAddress  # its home was here: importers keep working

HEARTBEAT_EVERY = 0.5
SILENT_AFTER = 12.0
"""Seconds with no frame at all from a peer before it is reported silent. At 20 % packet loss TCP
stalls a link for a few seconds now and then (its retransmission timer doubles); a peer that is
alive is heard again well within this."""
RESEND_AFTER = 2.0
"""Seconds before an unacknowledged frame goes again on a link that is up (TCP delivers what it was
given; this covers frames ZeroMQ dropped). After a reconnection everything unacknowledged goes at once."""
STUCK_AFTER = 3.0
"""Seconds a link may wait for an acknowledgement while its peer is heard before it is reconnected."""
LINK_HEARTBEAT_MS = 500
LINK_TIMEOUT_MS = 1500
"""ZeroMQ (ZMTP) heartbeats: a connection that carried nothing this long after a ping is dropped and
made again, so a link whose TCP retransmission timer has backed off far does not wait on it."""
CONNECT_TIMEOUT_MS = 600
"""A TCP connection attempt without an answer is given up after this and made again, instead of
waiting on the kernel's SYN retries (1, 2, 4, 8 ... s apart). Above the round trip of any LAN."""
RECONNECT_MS = 100
"""Pause between connection attempts, never growing: with ``CONNECT_TIMEOUT_MS`` an attempt starts at
most 0.8 s apart (ZeroMQ adds up to one pause of jitter)."""
REFUSED_RETRY = 0.5
"""Seconds before a handshake the peer refused is tried again. ZeroMQ never retries one itself, and a peer
refuses every key until it has admitted the table's (``allow``), which it may do after others connect."""
ACK_EVERY = 0.1
"""Acknowledgements are batched: at most one per link this often (a frame each way per message would
double the wake-ups on a busy table)."""
MAX_FRAME = 70_000
EARLY_FRAMES = 256
EARLY_BYTES = 2 * 1024 * 1024
QUEUE_FRAMES = 200
"""ZeroMQ's receive queue per connection; when it is full ZeroMQ stops reading that connection."""
JUNK_LIMIT = 100
FORMER_KEPT = 16
"""Earlier incarnations of a peer remembered per link (one a restart)."""
DRAIN_FRAMES = 500
"""Frames handled per call of ``drain`` before the timers and the table get their turn."""
USER_PREFIX = "peer:"
REFUSALS = zmq.EVENT_HANDSHAKE_FAILED_AUTH | zmq.EVENT_HANDSHAKE_FAILED_PROTOCOL | zmq.EVENT_HANDSHAKE_FAILED_NO_DETAIL
"""Handshakes that failed: after one ZeroMQ drops the connection for good (``REFUSED_RETRY``)."""


@dataclass
class _Link:
    index: int
    socket: zmq.Socket[bytes]
    endpoint: str
    monitor: zmq.Socket[bytes]
    """ZeroMQ's connection events of ``socket`` (handshakes, disconnections)."""
    next_out: int = 0
    unacked: OrderedDict[int, tuple[float, bytes]] = field(default_factory=OrderedDict)
    """seq -> (last sent, frame)."""
    waiting_since: float = 0.0
    """When the link last got an acknowledgement that moved on, or started waiting for one."""
    connected: bool = False
    connections: int = 0
    """Handshakes that succeeded on this link (the first one included)."""
    forced_at: float = float("-inf")
    refused_at: float | None = None
    """When the peer last refused this link's handshake (None: it has not since the last attempt)."""
    next_in: int = 0
    early: dict[int, bytes] = field(default_factory=dict)
    early_bytes: int = 0
    last_heard: float = 0.0
    silent: bool = False
    bye: bool = False
    """The peer said it is leaving (until it beats again, at a next table, or comes back as a new
    incarnation)."""
    ack_due: bool = False
    last_ack: float = 0.0
    junk: int = 0
    dropped: int = 0
    """Frames beyond the reorder window, not kept (an honest sender sends them again)."""
    cut_off: bool = False
    theirs: bytes | None = None
    """The incarnation the peer at the other end said it is (None: not heard yet)."""
    knows_me: bool = False
    """The peer's last ``S`` frame named this transport's incarnation."""
    gated: bool = False
    """Resuming after a restart: no message or acknowledgement is taken before the peer knows us."""
    former: list[bytes] = field(default_factory=list)
    """The peer's earlier incarnations (the newest ``FORMER_KEPT``): a hello of one, read late off a dead
    connection, is not a restart."""


class _Admission(ThreadAuthenticator):
    """Admits the table's CURVE keys and names each connection by the peer index of its key."""

    def __init__(self, context: zmq.Context[zmq.Socket[bytes]]) -> None:
        super().__init__(context)
        self.peer_of: dict[bytes, int] = {}
        """z85 key -> peer index; replaced whole (never mutated) because the ZAP thread reads it."""

    def callback(self, domain: str, key: bytes) -> bool:
        return key in self.peer_of

    def curve_user_id(self, client_public_key: bytes) -> str:
        return f"{USER_PREFIX}{self.peer_of.get(z85.encode(client_public_key), -1)}"


def _keep_alive(socket: zmq.Socket[bytes]) -> None:
    """ZMTP heartbeats on every connection of ``socket``, and TCP keepalive under them for a socket
    whose peer vanished without a word while nothing was being sent."""
    socket.setsockopt(zmq.HEARTBEAT_IVL, LINK_HEARTBEAT_MS)
    socket.setsockopt(zmq.HEARTBEAT_TIMEOUT, LINK_TIMEOUT_MS)
    socket.setsockopt(zmq.TCP_KEEPALIVE, 1)
    socket.setsockopt(zmq.TCP_KEEPALIVE_IDLE, 2)
    socket.setsockopt(zmq.TCP_KEEPALIVE_INTVL, 1)
    socket.setsockopt(zmq.TCP_KEEPALIVE_CNT, 3)


def curve_keypair() -> tuple[bytes, bytes]:
    public, secret = zmq.curve_keypair()
    return public, secret


def valid_curve_key(key: object) -> bool:
    """A z85-encoded 32-byte CURVE key, as ZeroMQ will accept it."""
    if not isinstance(key, bytes) or len(key) != 40:
        return False
    try:
        return len(z85.decode(key)) == 32
    except (ValueError, KeyError, TypeError, IndexError):
        return False


def carried_wire(frames: list[bytes]) -> bytes | None:
    """The message a message frame carries, as read off a mesh's router (the routing id first) before the
    mesh is up, whatever numbering it belongs to; None for any other frame."""
    if len(frames) not in (5, 6) or frames[1] != b"M":
        return None
    return frames[4]


class MeshTransport:
    """Not thread-safe: drive it from one thread with ``poll`` (or the router's file descriptor)."""

    def __init__(
        self,
        curve_public: bytes,
        curve_secret: bytes,
        bind: str,
        on_message: Callable[[int, bytes], None],
        on_liveness: Callable[[int, bool], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
        on_misbehaviour: Callable[[int, str], None] | None = None,
        silent_after: float = SILENT_AFTER,
    ) -> None:
        self._context: zmq.Context[zmq.Socket[bytes]] = zmq.Context()
        self._auth = _Admission(self._context)
        self._auth.start()
        self._auth.configure_curve_callback("*", credentials_provider=self._auth)
        self._public = curve_public
        self._secret = curve_secret
        self.on_message = on_message
        self.on_liveness = on_liveness
        self.on_misbehaviour = on_misbehaviour
        """Told once when a peer is cut off for what it sent, with the reason."""
        self._clock = clock
        self.router: zmq.Socket[bytes] = self._context.socket(zmq.ROUTER)
        self.router.curve_server = True
        self.router.curve_publickey = curve_public
        self.router.curve_secretkey = curve_secret
        self.router.linger = 0
        self.router.rcvhwm = QUEUE_FRAMES
        self.router.setsockopt(zmq.MAXMSGSIZE, MAX_FRAME)
        _keep_alive(self.router)
        self.router.bind(bind)
        self.endpoint = self.router.getsockopt_string(zmq.LAST_ENDPOINT)
        self.me = -1
        self._links: dict[int, _Link] = {}
        self._last_beat = 0.0
        self.rejected_frames = 0
        self.silent_after = silent_after
        self.forced_reconnects = 0
        """Links this peer reconnected itself because they hung (see ``STUCK_AFTER``)."""
        self.incarnation = os.urandom(8)
        self.on_restart: Callable[[int], None] | None = None
        """Told when a peer came back as a new incarnation (it crashed and restarted)."""
        self.leaving = False
        """This peer said goodbye and has sent no message since: its heartbeats are goodbyes."""

    @property
    def curve_keys(self) -> tuple[bytes, bytes]:
        """(public, secret) z85 CURVE keys: a peer that may restart keeps them to rebind as itself."""
        return self._public, self._secret

    def allow(self, me: int, peers: list[PeerAddress]) -> None:
        """Admit the other peers' CURVE keys. A peer that connected before is refused until then, and tries
        again ``REFUSED_RETRY`` later."""
        keys = [p.curve_public for p in peers]
        if len(set(keys)) != len(keys) or not all(valid_curve_key(k) for k in keys):
            raise ValueError("every peer of a table needs its own valid transport key")
        self.me = me
        self._auth.peer_of = {p.curve_public: i for i, p in enumerate(peers) if i != me}

    def connect(self, me: int, peers: list[PeerAddress], resuming: bool = False) -> None:
        """Join the mesh as peer ``me`` of ``peers`` (every peer's address, in peer order); ``resuming``:
        this peer crashed and restarts, so what the others numbered for its previous life is refused."""
        self.allow(me, peers)
        now = self._clock()
        for index, peer in enumerate(peers):
            if index == me:
                continue
            dealer: zmq.Socket[bytes] = self._context.socket(zmq.DEALER)
            dealer.curve_publickey = self._public
            dealer.curve_secretkey = self._secret
            dealer.curve_serverkey = peer.curve_public
            dealer.linger = 0
            dealer.sndhwm = 10_000
            _keep_alive(dealer)
            dealer.setsockopt(zmq.CONNECT_TIMEOUT, CONNECT_TIMEOUT_MS)
            dealer.setsockopt(zmq.RECONNECT_IVL, RECONNECT_MS)
            dealer.setsockopt(zmq.RECONNECT_IVL_MAX, 0)
            monitor = dealer.get_monitor_socket(zmq.EVENT_HANDSHAKE_SUCCEEDED | zmq.EVENT_DISCONNECTED | REFUSALS)
            dealer.connect(peer.endpoint)
            link = _Link(index, dealer, peer.endpoint, monitor, last_heard=now, gated=resuming)
            self._links[index] = link
            self._hello(link)

    # --- sending -------------------------------------------------------------------------------

    def broadcast(self, wire: bytes) -> None:
        self.send_to(None, wire)

    def send_to(self, peers: frozenset[int] | None, wire: bytes) -> None:
        """Send to these peers (by index), or to every peer when None."""
        now = self._clock()
        self.leaving = False
        for index, link in self._links.items():
            if peers is not None and index not in peers:
                continue
            seq = link.next_out
            link.next_out += 1
            link.unacked[seq] = (now, wire)
            self._send(link, self._message(link, seq, wire))

    def _tag(self, link: _Link) -> bytes:
        """The numbering ``link``'s frames belong to: this incarnation and the peer's as this one knows it."""
        return self.incarnation + (link.theirs or b"")

    def _message(self, link: _Link, seq: int, wire: bytes) -> list[bytes]:
        frames = [b"M", self._tag(link), seq.to_bytes(8, "big"), wire]
        if link.next_in > 0:
            frames.append((link.next_in - 1).to_bytes(8, "big"))
            link.ack_due = False
            link.last_ack = self._clock()
        return frames

    def _hello(self, link: _Link) -> None:
        self._send(link, [b"S", self.incarnation, link.theirs or b""])

    def _send(self, link: _Link, frames: list[bytes]) -> None:
        try:
            link.socket.send_multipart(frames, flags=zmq.NOBLOCK)
        except zmq.Again:
            pass  # the frame stays unacknowledged and goes again later

    # --- receiving -----------------------------------------------------------------------------

    def poll(self, timeout: float) -> None:
        """Wait up to ``timeout`` seconds for frames, handle everything pending, run the timers."""
        if any(link.ack_due for link in self._links.values()):
            timeout = min(timeout, ACK_EVERY)
        if self.router.poll(int(timeout * 1000), zmq.POLLIN):
            self.drain()
        self.tick()

    def drain(self, limit: int = DRAIN_FRAMES) -> bool:
        """Handle up to ``limit`` frames waiting on the router; True if more are waiting. The bound keeps
        a peer that never stops sending from holding the loop; ``poll`` comes back for the rest (its
        descriptor is edge-triggered: whoever watches it instead must call again while this is True)."""
        for _ in range(limit):
            if not int(self.router.getsockopt(zmq.EVENTS)) & zmq.POLLIN:
                return False
            try:
                frames = self.router.recv_multipart(flags=zmq.NOBLOCK, copy=False)
            except zmq.Again:
                return False
            self._handle(self._sender(frames[0]), [f.bytes for f in frames[1:]])
        return bool(int(self.router.getsockopt(zmq.EVENTS)) & zmq.POLLIN)

    @staticmethod
    def _sender(frame: zmq.Frame) -> int:
        """The peer whose CURVE key authenticated the connection this frame came on (-1: none)."""
        try:
            user = frame.get("User-Id")
        except (zmq.ZMQError, UnicodeDecodeError):
            return -1
        if not isinstance(user, str) or not user.startswith(USER_PREFIX):
            return -1
        number = user[len(USER_PREFIX) :]
        return int(number) if number.isdigit() else -1

    def _handle(self, sender: int, frames: list[bytes]) -> None:
        """One frame from the peer ``sender`` (taken from the connection, never from the frame)."""
        link = self._links.get(sender)
        if link is None:
            self.rejected_frames += 1
            return
        if link.cut_off:
            return
        kind = frames[0] if frames else b""
        if kind == b"H" and len(frames) == 1:
            self._heard(link)
            # A peer says goodbye in place of every heartbeat while it is leaving: a heartbeat (after its
            # goodbye on the same connection) says it is at a next table of the session, waited for again.
            link.bye = False
            return
        if kind == b"B" and len(frames) == 1:
            self._heard(link)
            link.bye = True
            return
        if kind == b"S" and len(frames) == 3 and len(frames[1]) == 8 and len(frames[2]) in (0, 8):
            self._heard(link)
            self._on_hello(link, frames[1], frames[2])
            return
        if link.gated and kind in (b"A", b"M"):
            return  # numbered for this peer's previous life, or sent before the peer knew it restarted
        if kind == b"A":
            well_formed = len(frames) == 3 and len(frames[2]) == 8
        else:
            well_formed = len(frames) in (4, 5) and len(frames[2]) == 8 and all(len(f) == 8 for f in frames[4:])
        if kind not in (b"A", b"M") or not well_formed or len(frames[1]) not in (8, 16):
            self._junk(link, "malformed transport frames")
            return
        if link.theirs is None or frames[1] != link.theirs + self.incarnation:
            return  # numbered for another life of either end, or before the sender knew this one: not junk
        seq = int.from_bytes(frames[2], "big")
        if kind == b"A":
            self._acked(link, seq)
            return
        if len(frames) == 5 and not self._acked(link, int.from_bytes(frames[4], "big")):
            return
        wire = frames[3]
        if len(wire) > MAX_FRAME:
            self._junk(link, "oversized frames")
            return
        self._heard(link)
        self._keep(link, seq, wire)
        while link.next_in in link.early:
            wire = link.early.pop(link.next_in)
            link.early_bytes -= len(wire)
            link.next_in += 1
            self.on_message(sender, wire)
            if link.cut_off:
                return
        link.ack_due = link.next_in > 0

    def _on_hello(self, link: _Link, theirs: bytes, yours: bytes) -> None:
        if theirs in link.former:
            # A dead life's hello queued on its old connection: taking it would number the link anew a
            # second time under a tag the new life already uses (its frames dropped as copies, its
            # acknowledgements counted as junk).
            return
        restarted = link.theirs is not None and theirs != link.theirs
        if restarted and link.theirs is not None:
            link.former = [*link.former[-(FORMER_KEPT - 1) :], link.theirs]
        new = theirs != link.theirs
        knew = link.knows_me
        if new:
            link.bye = False
        link.theirs = theirs
        link.knows_me = yours == self.incarnation
        if new or not link.knows_me:
            self._hello(link)  # before any renumbered frame: the restarted peer takes none until it knows
        if restarted:
            self._renumber(link)
            if self.on_restart is not None:
                self.on_restart(link.index)
        if link.knows_me and (link.gated or not knew):
            # A peer that did not know this incarnation yet dropped what came before (a resuming peer
            # takes nothing until it does): everything unacknowledged goes again now, not after a pause.
            link.gated = False
            now = self._clock()
            for seq, (_, wire) in list(link.unacked.items()):
                link.unacked[seq] = (now, wire)
                self._send(link, self._message(link, seq, wire))

    def _renumber(self, link: _Link) -> None:
        """The peer restarted: both directions of the link start again from zero; what it never
        acknowledged goes again under the new numbers, in the same order."""
        waiting = [wire for _, wire in link.unacked.values()]
        link.unacked.clear()
        link.next_out = 0
        link.next_in = 0
        link.early.clear()
        link.early_bytes = 0
        link.ack_due = False
        now = self._clock()
        for wire in waiting:
            seq = link.next_out
            link.next_out += 1
            link.unacked[seq] = (now, wire)
            self._send(link, self._message(link, seq, wire))

    def _acked(self, link: _Link, seq: int) -> bool:
        """The peer has every message up to ``seq``; False (and counted as junk) if it was never sent."""
        if seq >= link.next_out:
            self._junk(link, "acknowledges frames never sent to it")
            return False
        self._heard(link)
        if link.unacked and next(iter(link.unacked)) <= seq:
            link.waiting_since = self._clock()
            while link.unacked and next(iter(link.unacked)) <= seq:
                link.unacked.popitem(last=False)
        return True

    def _keep(self, link: _Link, seq: int, wire: bytes) -> None:
        """File a frame in the link's reorder window, if it is new and there is room. The frame due
        next always has room: what waits behind a gap can never block the gap being filled."""
        if seq < link.next_in or seq in link.early:
            return  # a copy sent again: already have it
        if seq != link.next_in and (seq - link.next_in >= EARLY_FRAMES or link.early_bytes + len(wire) > EARLY_BYTES):
            link.dropped += 1
            return
        link.early[seq] = wire
        link.early_bytes += len(wire)

    def _junk(self, link: _Link, reason: str) -> None:
        self.rejected_frames += 1
        link.junk += 1
        if link.junk >= JUNK_LIMIT:
            self.cut_off(link.index, f"peer {link.index} sent {link.junk} bad frames ({reason})")

    def cut_off(self, peer: int, reason: str) -> None:
        """Ignore every further frame from ``peer`` and drop what it has waiting; report it once."""
        link = self._links.get(peer)
        if link is None or link.cut_off:
            return
        link.cut_off = True
        link.early.clear()
        link.early_bytes = 0
        link.ack_due = False
        if self.on_misbehaviour is not None:
            self.on_misbehaviour(peer, reason)

    def is_connected(self, peer: int) -> bool:
        """This peer's connection to ``peer`` is up (its handshake succeeded and it has not dropped since):
        a peer that crashed shows here within moments, long before it counts as silent."""
        link = self._links.get(peer)
        return link is not None and link.connected

    def is_cut_off(self, peer: int) -> bool:
        link = self._links.get(peer)
        return link is not None and link.cut_off

    def any_cut_off(self) -> bool:
        """Some peer is cut off (a cut is for good: the loop may skip its per-peer look while none is)."""
        return any(link.cut_off for link in self._links.values())

    def buffered(self, peer: int) -> tuple[int, int]:
        """Frames and bytes waiting in ``peer``'s reorder window."""
        link = self._links[peer]
        return len(link.early), link.early_bytes

    def _heard(self, link: _Link) -> None:
        link.last_heard = self._clock()
        if link.silent:
            link.silent = False
            if self.on_liveness is not None:
                self.on_liveness(link.index, True)

    # --- timers ----------------------------------------------------------------------------------

    def tick(self) -> None:
        now = self._clock()
        for link in self._links.values():
            self._connection_events(link, now)
        if now - self._last_beat >= HEARTBEAT_EVERY:
            self._last_beat = now
            for link in self._links.values():
                self._send(link, [b"B" if self.leaving else b"H"])
                if not link.knows_me:
                    self._hello(link)
        for link in self._links.values():
            if not link.unacked:
                link.waiting_since = now
            if link.ack_due and now - link.last_ack >= ACK_EVERY:
                link.ack_due = False
                link.last_ack = now
                self._send(link, [b"A", self._tag(link), (link.next_in - 1).to_bytes(8, "big")])
            if not link.silent and now - link.last_heard > self.silent_after:
                link.silent = True
                if self.on_liveness is not None:
                    self.on_liveness(link.index, False)
            if link.refused_at is not None and now - link.refused_at >= REFUSED_RETRY:
                link.refused_at = None
                self._reconnect(link, now)
            elif self._stuck(link, now):
                self._reconnect(link, now)
            elif link.connected:
                self._resend(link, now, RESEND_AFTER)

    def _resend(self, link: _Link, now: float, after: float) -> None:
        for seq, (sent, wire) in list(link.unacked.items()):
            if now - sent < after:
                continue
            link.unacked[seq] = (now, wire)
            self._send(link, self._message(link, seq, wire))

    def _connection_events(self, link: _Link, now: float) -> None:
        """Follow ``link``'s connection: after each handshake, everything unacknowledged goes again (what
        was in the old connection's buffers when it broke is lost)."""
        while True:
            try:
                frames = link.monitor.recv_multipart(flags=zmq.NOBLOCK)
            except zmq.Again:
                return
            event = int(parse_monitor_message(frames)["event"])
            if event == zmq.EVENT_HANDSHAKE_SUCCEEDED:
                link.connected = True
                link.connections += 1
                link.waiting_since = now
                if not link.knows_me:
                    self._hello(link)  # a hello lost while the connection was down would hold the link up
                if self.leaving:
                    self._send(link, [b"B"])  # one lost with the old connection
                self._resend(link, now, 0.0)
            elif event == zmq.EVENT_DISCONNECTED:
                link.connected = False
            elif event & REFUSALS:
                link.connected = False
                link.refused_at = now

    def _stuck(self, link: _Link, now: float) -> bool:
        """The peer is heard (its link to this peer works) but has acknowledged nothing for ``STUCK_AFTER``
        seconds: this peer's connection to it hangs on TCP retransmissions or a half-open socket."""
        return (
            bool(link.unacked)
            and not link.cut_off
            and now - link.last_heard < 2 * HEARTBEAT_EVERY
            and now - link.waiting_since > STUCK_AFTER
            and now - link.forced_at > STUCK_AFTER
        )

    def _reconnect(self, link: _Link, now: float) -> None:
        link.forced_at = now
        link.connected = False
        self.forced_reconnects += 1
        try:
            link.socket.disconnect(link.endpoint)
        except zmq.ZMQError:
            pass  # no connection to drop: the new one is made all the same
        link.socket.connect(link.endpoint)

    def pending(self) -> int:
        """Frames sent but not yet acknowledged by every peer."""
        return sum(len(link.unacked) for link in self._links.values())

    def goodbye(self) -> None:
        """Tell every peer this one is leaving: it waits for nothing more from them, nor they from it. Said
        again with every heartbeat until this peer sends a message (it is at a next table) or closes."""
        self.leaving = True
        for link in self._links.values():
            if not link.cut_off:
                self._send(link, [b"B"])

    def said_goodbye(self, peer: int) -> bool:
        link = self._links.get(peer)
        return link is not None and link.bye

    def acks_owed(self) -> bool:
        """Some peer's frames arrived that this peer has not acknowledged yet (``tick`` sends it soon)."""
        return any(link.ack_due and not link.cut_off for link in self._links.values())

    def quiet_for(self, peer: int) -> float:
        """Seconds since the last frame from ``peer`` (inf: no such peer)."""
        link = self._links.get(peer)
        return self._clock() - link.last_heard if link is not None else float("inf")

    def unacked_to(self, peer: int) -> int:
        """Frames sent to ``peer`` that it has not acknowledged yet."""
        link = self._links.get(peer)
        return len(link.unacked) if link is not None else 0

    def silent_peers(self) -> list[int]:
        return [i for i, link in self._links.items() if link.silent]

    def connections(self) -> dict[int, int]:
        """Peer -> handshakes that succeeded on this peer's link to it (more than one: it reconnected)."""
        return {i: link.connections for i, link in self._links.items()}

    def close(self) -> None:
        for link in self._links.values():
            link.socket.disable_monitor()
            link.monitor.close(0)
            link.socket.close(0)
        self.router.close(0)
        self._auth.stop()
        self._context.term()
