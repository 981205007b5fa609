"""The ZeroMQ mesh between the peers of a table.

Each peer binds one ROUTER (a CURVE server) and connects one DEALER (a CURVE client) to every
other peer's ROUTER, so every link is encrypted and only peers whose CURVE keys are in the table
may connect (a ZAP handler checks them). On top of ZeroMQ, each link numbers its frames, the
receiver acknowledges them, and unacknowledged frames are sent again after a pause or a
reconnection, so a message is neither lost nor delivered twice. Heartbeats tell a silent peer
within ``SILENT_AFTER`` seconds.

Frames on a link: ``[b"M", from, seq, wire]`` a message, ``[b"A", from, seq]`` "I have every
message up to seq", ``[b"H", from]`` a heartbeat. ``from`` is the sender's peer index (1 byte),
``seq`` 8 bytes big-endian. Who *signed* a message is decided by its signature, never by ``from``.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field

import zmq
from zmq.auth.thread import ThreadAuthenticator

HEARTBEAT_EVERY = 0.5
SILENT_AFTER = 3.0
RESEND_AFTER = 1.0
ACK_EVERY = 0.02
"""Acknowledgements are batched: at most one per link this often (a frame each way per message would
double the wake-ups on a busy table)."""
MAX_FRAME = 70_000


@dataclass(frozen=True)
class PeerAddress:
    endpoint: str
    curve_public: bytes
    """z85-encoded CURVE public key (40 bytes)."""


@dataclass
class _Link:
    index: int
    socket: zmq.Socket[bytes]
    next_out: int = 0
    unacked: OrderedDict[int, tuple[float, bytes]] = field(default_factory=OrderedDict)
    next_in: int = 0
    early: dict[int, bytes] = field(default_factory=dict)
    last_heard: float = 0.0
    silent: bool = False
    ack_due: bool = False
    last_ack: float = 0.0


class _AllowTable:
    def __init__(self, keys: set[bytes]) -> None:
        self.keys = keys

    def callback(self, domain: str, key: bytes) -> bool:
        return key in self.keys


def curve_keypair() -> tuple[bytes, bytes]:
    public, secret = zmq.curve_keypair()
    return public, secret


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
    ) -> None:
        self._context: zmq.Context[zmq.Socket[bytes]] = zmq.Context()
        self._auth = ThreadAuthenticator(self._context)
        self._auth.start()
        self._allowed = _AllowTable(set())
        self._auth.configure_curve_callback("*", credentials_provider=self._allowed)
        self._public = curve_public
        self._secret = curve_secret
        self.on_message = on_message
        self.on_liveness = on_liveness
        self._clock = clock
        self.router: zmq.Socket[bytes] = self._context.socket(zmq.ROUTER)
        self.router.curve_server = True
        self.router.curve_publickey = curve_public
        self.router.curve_secretkey = curve_secret
        self.router.linger = 0
        self.router.bind(bind)
        self.endpoint = self.router.getsockopt_string(zmq.LAST_ENDPOINT)
        self.me = -1
        self._links: dict[int, _Link] = {}
        self._last_beat = 0.0
        self.rejected_frames = 0

    def allow(self, me: int, peers: list[PeerAddress]) -> None:
        """Admit the other peers' CURVE keys. Do it before anyone connects: a refused handshake is not retried."""
        self.me = me
        self._allowed.keys = {p.curve_public for i, p in enumerate(peers) if i != me}

    def connect(self, me: int, peers: list[PeerAddress]) -> None:
        """Join the mesh as peer ``me`` of ``peers`` (every peer's address, in peer order)."""
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
            dealer.setsockopt(zmq.HEARTBEAT_IVL, 500)
            dealer.setsockopt(zmq.HEARTBEAT_TIMEOUT, 2000)
            dealer.setsockopt(zmq.RECONNECT_IVL, 100)
            dealer.setsockopt(zmq.RECONNECT_IVL_MAX, 1000)
            dealer.connect(peer.endpoint)
            self._links[index] = _Link(index, dealer, last_heard=now)

    # --- sending -------------------------------------------------------------------------------

    def broadcast(self, wire: bytes) -> None:
        now = self._clock()
        for link in self._links.values():
            seq = link.next_out
            link.next_out += 1
            link.unacked[seq] = (now, wire)
            self._send(link, [b"M", bytes([self.me]), seq.to_bytes(8, "big"), wire])

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

    def drain(self) -> None:
        """Handle every frame waiting on the router (its descriptor is edge-triggered)."""
        while int(self.router.getsockopt(zmq.EVENTS)) & zmq.POLLIN:
            try:
                frames = self.router.recv_multipart(flags=zmq.NOBLOCK)
            except zmq.Again:
                break
            self._handle(frames[1:])

    def _handle(self, frames: list[bytes]) -> None:
        if not frames or len(frames[0]) != 1 or len(frames) < 2 or len(frames[1]) != 1:
            self.rejected_frames += 1
            return
        kind, sender = frames[0], frames[1][0]
        link = self._links.get(sender)
        if link is None:
            self.rejected_frames += 1
            return
        self._heard(link)
        if kind == b"H" and len(frames) == 2:
            return
        if len(frames) < 3 or len(frames[2]) != 8:
            self.rejected_frames += 1
            return
        seq = int.from_bytes(frames[2], "big")
        if kind == b"A" and len(frames) == 3:
            while link.unacked and next(iter(link.unacked)) <= seq:
                link.unacked.popitem(last=False)
            return
        if kind != b"M" or len(frames) != 4 or len(frames[3]) > MAX_FRAME:
            self.rejected_frames += 1
            return
        if seq >= link.next_in and seq - link.next_in < 100_000:
            link.early[seq] = frames[3]
        while link.next_in in link.early:
            wire = link.early.pop(link.next_in)
            link.next_in += 1
            self.on_message(sender, wire)
        link.ack_due = link.next_in > 0

    def _heard(self, link: _Link) -> None:
        link.last_heard = self._clock()
        if link.silent:
            link.silent = False
            if self.on_liveness is not None:
                self.on_liveness(link.index, True)

    # --- timers ----------------------------------------------------------------------------------

    def tick(self) -> None:
        now = self._clock()
        if now - self._last_beat >= HEARTBEAT_EVERY:
            self._last_beat = now
            for link in self._links.values():
                self._send(link, [b"H", bytes([self.me])])
        for link in self._links.values():
            if link.ack_due and now - link.last_ack >= ACK_EVERY:
                link.ack_due = False
                link.last_ack = now
                self._send(link, [b"A", bytes([self.me]), (link.next_in - 1).to_bytes(8, "big")])
            if not link.silent and now - link.last_heard > SILENT_AFTER:
                link.silent = True
                if self.on_liveness is not None:
                    self.on_liveness(link.index, False)
            for seq, (sent, wire) in list(link.unacked.items()):
                if now - sent < RESEND_AFTER:
                    continue
                link.unacked[seq] = (now, wire)
                self._send(link, [b"M", bytes([self.me]), seq.to_bytes(8, "big"), wire])

    def pending(self) -> int:
        """Frames sent but not yet acknowledged by every peer."""
        return sum(len(link.unacked) for link in self._links.values())

    def silent_peers(self) -> list[int]:
        return [i for i, link in self._links.items() if link.silent]

    def close(self) -> None:
        for link in self._links.values():
            link.socket.close(0)
        self.router.close(0)
        self._auth.stop()
        self._context.term()
