"""The small network pieces both sides of the lobby share: addresses, this peer's keys and mesh socket."""

from __future__ import annotations

import socket
import time
from collections.abc import Callable

import zmq

from protocol.identity import Identity
from protocol.transport import MeshTransport, curve_keypair

from ..table.config import TableConfig
from ..table.seating import seat_listing
from .events import KeyFileWarning, PeerEvent, SeatListing
from .options import PeerError, PeerOptions


def local_ip_towards(host: str) -> str:
    """The address of this machine on the route to ``host`` (a UDP connect sends nothing)."""
    if host in ("127.0.0.1", "localhost"):
        return "127.0.0.1"
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect((host, 9))
        return str(probe.getsockname()[0])
    finally:
        probe.close()


def lan_address() -> str:
    """This machine's LAN address: the one on its route to mDNS's group; on a LAN with no router (a
    switch, a phone's hotspot) there may be no such route, so then the first private IPv4 address of an
    interface; loopback when there is none."""
    try:
        return local_ip_towards("224.0.0.251")
    except OSError:
        pass
    import ipaddress

    import ifaddr

    found = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str):
                address = ipaddress.ip_address(ip.ip)
                if not (address.is_loopback or address.is_link_local):
                    found.append((not address.is_private, ip.ip))
    return min(found)[1] if found else "127.0.0.1"


def split_address(address: str) -> tuple[str, int]:
    host, _, port = address.rpartition(":")
    if not host or not port.isdigit():
        raise PeerError.of("BAD_ADDRESS", address=repr(address))
    return host, int(port)


def tell(options: PeerOptions, event: PeerEvent) -> None:
    if options.listener is not None:
        options.listener(event)


def listing(config: TableConfig, me: int, hands: int = 0) -> SeatListing:
    """The seats of the table ``config`` for the peer at seat ``me``; ``hands``: the hands it plays."""
    data = seat_listing(config, me)
    return SeatListing(
        seat=me,
        names=tuple(data["names"]),
        bots=tuple(data["bots"]),
        fingerprints=tuple(data["fingerprints"]),
        host_seat=data["host_seat"],
        lookalikes=tuple((i, j) for i, j in data["lookalikes"]),
        coach=config.coach,
        waits=config.waits.seconds(),
        game=config.game_id,
        waits_for_answers=config.waits_for_answers,
        hands=hands,
    )


def prepare(options: PeerOptions, ip: str) -> tuple[Identity, bytes, MeshTransport]:
    """This player's identity, a fresh transport key pair for the table, and its mesh socket bound on ``ip``."""
    identity = Identity.load_or_create(options.identity_dir, options.name)
    if identity.warning is not None:
        tell(options, KeyFileWarning(identity.warning))
    curve_public, curve_secret = curve_keypair()
    try:
        mesh = MeshTransport(curve_public, curve_secret, f"tcp://{ip}:0", lambda peer, wire: None)
    except zmq.ZMQError as exc:
        raise bind_problem(exc, ip) from None
    return identity, curve_public, mesh


def bind_problem(exc: zmq.ZMQError, address: str) -> PeerError:
    """Why a socket could not listen at ``address``, in kinds a player can be told."""
    if exc.errno == zmq.EADDRINUSE:
        return PeerError.of("ADDRESS_IN_USE", address=address)
    return PeerError.of("ADDRESS_NOT_HERE", address=address, error=exc.strerror)


def bind(socket_: zmq.Socket[bytes], address: str, endpoint: str) -> None:
    """Listen at ``endpoint`` (given by the player as ``address``)."""
    try:
        socket_.bind(endpoint)
    except zmq.ZMQError as exc:
        raise bind_problem(exc, address) from None


POLL_MS = 100
"""How often a wait in the lobby looks whether its player cancelled it."""
RETRY_AFTER = 0.2
"""Seconds between two tries of a connection the host's machine refused."""


def receive(
    socket_: zmq.Socket[bytes], timeout: float, address: str, cancelled: Callable[[], bool] = lambda: False
) -> bytes:
    """The next message on ``socket_`` within ``timeout`` seconds; PeerError if none comes or ``cancelled``."""
    end = time.monotonic() + timeout
    while not socket_.poll(POLL_MS, zmq.POLLIN):
        if cancelled():
            raise PeerError.of("JOINING_CANCELLED")
        if time.monotonic() >= end:
            raise PeerError.of("NO_ANSWER", address=address, seconds=f"{timeout:.0f}")
    return socket_.recv()


def something_listens(host: str, port: int, wait: float, cancelled: Callable[[], bool] = lambda: False) -> None:
    """PeerError within ``wait`` seconds when nothing listens at ``host``:``port`` (refused, unreachable,
    or no answer), rather than a message that never gets an answer: ZeroMQ would keep retrying the
    connection silently. A refused connection is tried again until ``wait`` ends (a host starting at the
    same moment). The probe connection is closed at once; the lobby drops it as any other."""
    end = time.monotonic() + wait
    while True:
        left = end - time.monotonic()
        try:
            with socket.create_connection((host, port), timeout=max(0.1, left)):
                return
        except OSError as exc:
            if cancelled():
                raise PeerError.of("JOINING_CANCELLED") from None
            if time.monotonic() + RETRY_AFTER >= end:
                raise PeerError.of(
                    "NOTHING_LISTENS", address=f"{host}:{port}", error=exc.strerror or type(exc).__name__
                ) from None
        time.sleep(RETRY_AFTER)
