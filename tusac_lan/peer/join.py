"""A player's side of the lobby: send a signed JOIN (in a KNOCK with the table code exchange when the
player has a code, and go on only if the host proves it knows the code too); on the host's
WELCOME check its key (the one announced, or pinned with ``expect_key``) and give the seat back at
once if it is another; take the TABLE only if that key signs it, confirm it with a READY and wait
for the GO. Finding an announced table on the LAN is here too."""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Mapping

import zmq

from protocol.carry_on import unwrap
from protocol.discovery import FINGERPRINT, TableAd, key_mismatch
from protocol.identity import Identity, fingerprint
from protocol.lobby import (
    LobbyError,
    Welcome,
    check_code,
    decode_table,
    decode_welcome,
    encode_join,
    encode_leave,
    encode_ready,
    encode_stay,
    refusal_reason,
)
from protocol.lobby_code import PlayerCode
from protocol.shape import TableShape
from protocol.transport import MeshTransport, PeerAddress, carried_wire

from ..games import GAMES, AnyGame, find_game
from ..games.api import table_shape
from ..table.config import TableConfig, cannot_play, signer_of
from ..table.node import LocalSeat
from ..table.transcript import TranscriptError, read_transcript, table_digest
from .events import LobbyNotice, SeatedAtTable, TableFound, Welcomed
from .net import POLL_MS, listing, local_ip_towards, prepare, receive, something_listens, split_address, tell
from .options import PeerError, PeerOptions
from .problems import Problem, problem
from .seated import Seated


def _leave(dealer: zmq.Socket[bytes], identity: Identity, reason: str) -> None:
    """Give the seat back (a LEAVE with ``reason``), sent before the socket closes."""
    dealer.linger = 1000
    dealer.send(encode_leave(identity, reason))


def wrong_host(host_key: bytes, options: PeerOptions, announced: TableAd | None) -> str | None:
    """Why the key that signs the TABLE is not the one this player was told to expect, or None."""
    if announced is not None:
        reason = key_mismatch(announced, host_key)
        if reason is not None:
            return reason
    if options.expect_key is not None and fingerprint(host_key) != options.expect_key.strip().lower():
        return f"the table is signed by the key {fingerprint(host_key)}, not by {options.expect_key.strip()}"
    return None


def join_lobby(address: str, options: PeerOptions, announced: TableAd | None = None) -> Seated:
    """Take a seat at the table whose lobby is at ``address``; ``announced``: the LAN record that led here."""
    host, port = split_address(address)
    if options.expect_key is not None and not FINGERPRINT.fullmatch(options.expect_key.strip().lower()):
        raise PeerError.of("BAD_FINGERPRINT", key=repr(options.expect_key))
    code = None
    if options.join_code is not None:
        try:
            code = check_code(options.join_code)
        except LobbyError as exc:
            raise PeerError.of("BAD_CODE", error=exc) from None
    try:
        game = find_game(options.game, options.games)
    except ValueError as exc:
        raise PeerError.of("UNKNOWN_GAME", error=exc) from None
    identity, curve_public, mesh = prepare(options, local_ip_towards(host))
    context: zmq.Context[zmq.Socket[bytes]] = zmq.Context()
    dealer: zmq.Socket[bytes] = context.socket(zmq.DEALER)
    dealer.linger = 0
    try:
        something_listens(host, port, options.knock_wait, options.cancelled)
        dealer.connect(f"tcp://{host}:{port}")
        join = encode_join(identity, curve_public, mesh.endpoint, options.play)
        exchange = PlayerCode(identity, join, code) if code is not None else None
        dealer.send(join if exchange is None else exchange.knock)
        answer = receive(dealer, options.timeout, address, options.cancelled)
        if exchange is not None:
            refused = refusal_reason(answer)
            if refused is not None:
                raise PeerError.of("HOST_REFUSED", reason=refused)
            try:
                dealer.send(exchange.confirm(answer))
            except LobbyError as exc:
                raise PeerError.of("CODE_NOT_PROVEN", address=address, error=exc) from None
            answer = receive(dealer, options.timeout, address, options.cancelled)
        refused = refusal_reason(answer)
        if refused is not None:
            raise PeerError.of("HOST_REFUSED", reason=refused)
        # Seats are numbered within the most the agreed game is played by; the TABLE names the count.
        lobby_shape = table_shape(game, max(game.seat_counts))
        try:
            welcome = decode_welcome(answer, lobby_shape)
        except LobbyError as exc:
            raise PeerError.of("BAD_ANSWER", error=exc) from None
        mismatch = wrong_host(welcome.host_key, options, announced)
        if mismatch is None and exchange is not None and exchange.host_key != welcome.host_key:
            mismatch = "the WELCOME is not signed by the key that proved the table code"
        if mismatch is not None:
            _leave(dealer, identity, problem("NOT_THE_KEY_EXPECTED").text)
            raise PeerError.of("NOT_THE_EXPECTED_HOST", error=mismatch)
        dealer.send(encode_stay(identity))
        tell(options, Welcomed(welcome.seat, welcome.free, fingerprint(welcome.host_key), welcome.names))
        # Seated: the host starts the table when it chooses (a desktop host's lobby stays open).
        until_started = math.inf if options.lobby_open else options.timeout
        while True:  # a TABLE another player refused is set again: this player keeps its seat
            wire = receive(dealer, until_started, address, options.cancelled)
            refused = refusal_reason(wire)
            if refused is not None:
                raise PeerError.of("HOST_REFUSED", reason=refused)
            news = _welcomed_again(wire, welcome.host_key, lobby_shape)
            if news is not None:  # a seat taken or freed: who sits where now
                if news.seat == welcome.seat:
                    tell(options, Welcomed(news.seat, news.free, fingerprint(welcome.host_key), news.names))
                continue
            try:
                offer = decode_table(wire, signer_of, None)
                config = TableConfig.from_canonical(offer.table, options.games)
            except (LobbyError, ValueError, TypeError, IndexError) as exc:
                raise PeerError.of("BAD_TABLE", error=exc) from None
            if config.seat_keys[config.host_seat] != welcome.host_key:
                raise PeerError.of("TABLE_NOT_FROM_HOST")
            refusal: PeerError | None = None
            if config.game_id != options.game:
                refusal = PeerError.of("WRONG_GAME", game=config.game_id, mine=options.game)
            elif (cannot := cannot_play(config.game_id, options.games)) is not None:
                refusal = PeerError.of("CANNOT_PLAY", game=config.game_id, seats=config.seats, error=cannot)
            peers = offer.peers
            me = next((i for i, p in enumerate(peers) if p[0] == mesh.endpoint), -1)
            if refusal is None and (me < 0 or identity.public_key not in config.seat_keys):
                refusal = PeerError.of("NOT_SEATED")
            if refusal is not None:
                # Said to the host at once: it stops waiting for this player's READY (and tells its player why).
                _leave(dealer, identity, refusal.problem.text)
                raise refusal
            shorter = _shorter_waits(config, options)
            if shorter is not None:
                tell(options, LobbyNotice(shorter.text, shorter))
            addresses = [PeerAddress(p[0], p[1]) for p in peers]
            try:
                mesh.allow(me, addresses)
            except ValueError as exc:
                raise PeerError.of("BAD_TABLE", error=exc) from None
            dealer.send(encode_ready(identity, table_digest(wire)))
            go = await_go(dealer, mesh, wire, options.timeout, address, options.games, options.cancelled)
            refused = refusal_reason(go)
            if refused is not None:
                raise PeerError.of("HOST_REFUSED", reason=refused)
            again = _welcomed_again(go, welcome.host_key, lobby_shape)
            if again is None:
                break
            # Another player's program refused this TABLE; the host's open lobby keeps this seat.
            tell(options, Welcomed(again.seat, again.free, fingerprint(welcome.host_key), again.names))
            told = problem("TABLE_SET_AGAIN")
            tell(options, LobbyNotice(told.text, told))
        try:
            transcript = read_transcript(wire, go, games=options.games)
        except TranscriptError as exc:
            raise PeerError.of("NOT_STARTED", error=exc) from None
    except BaseException:
        mesh.close()
        raise
    finally:
        dealer.close()
        context.term()
    seat = config.seat_keys.index(identity.public_key)
    tell(options, SeatedAtTable(listing(config, seat, transcript.hands)))
    seats = {seat: LocalSeat(identity, None if options.play == "human" else config.game.make_bot(options.play))}
    return Seated(transcript, me, addresses, seats, mesh)


def _welcomed_again(wire: bytes, host_key: bytes, shape: TableShape) -> Welcome | None:
    """The host's WELCOME again where the GO was awaited (its TABLE was refused by another player: this
    player keeps its seat), or None for anything else; ``shape``: the lobby's, as for the first WELCOME."""
    try:
        welcome = decode_welcome(wire, shape)
    except LobbyError:
        return None
    return welcome if welcome.host_key == host_key else None


def _shorter_waits(config: TableConfig, options: PeerOptions) -> Problem | None:
    """A warning when the table's signed deadlines are shorter than this player's own: it plays by the table's."""
    protocol, move, _ = options.deadlines
    if config.waits.protocol >= protocol and config.waits.move >= move:
        return None
    return problem(
        "SHORTER_WAITS",
        move=f"{config.waits.move:g}",
        protocol=f"{config.waits.protocol:g}",
        own_move=f"{move:g}",
        own_protocol=f"{protocol:g}",
    )


def await_go(
    dealer: zmq.Socket[bytes],
    mesh: MeshTransport,
    table_wire: bytes,
    timeout: float,
    address: str,
    games: Mapping[str, AnyGame] = GAMES,
    cancelled: Callable[[], bool] = lambda: False,
) -> bytes:
    """The GO: from the host, or relayed by any other player of the table that has it (every peer sends
    it on as its session starts), so a host that keeps back one player's GO does not keep that player
    out. The table's mesh is not up yet: what other peers send before it is read here and dropped (they
    send it again, unacknowledged), except a GO that starts this table."""
    poller = zmq.Poller()
    poller.register(dealer, zmq.POLLIN)
    poller.register(mesh.router, zmq.POLLIN)
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if cancelled():
            raise PeerError.of("JOINING_CANCELLED")
        ready = dict(poller.poll(int(min(POLL_MS, max(0.0, end - time.monotonic()) * 1000))))
        if dealer in ready:
            return dealer.recv()
        if mesh.router in ready:
            relayed = _relayed_go(mesh.router.recv_multipart(), table_wire, games)
            if relayed is not None:
                return relayed
    raise PeerError.of("NO_ANSWER", address=address, seconds=f"{timeout:.0f}")


def _relayed_go(frames: list[bytes], table_wire: bytes, games: Mapping[str, AnyGame]) -> bytes | None:
    """The GO of this table in a message frame another peer sent on the mesh, or None."""
    wire = carried_wire(frames)
    inner = unwrap(wire) if wire is not None else None
    if inner is None:
        return None
    try:
        read_transcript(table_wire, inner, games=games)
    except TranscriptError:
        return None
    return inner


SETTLE = 1.5
"""Seconds to keep listening once a table answers, so that a look-alike or a twin announced beside it
is seen before one is chosen."""
LOOK_ALIKE_WAIT = 5.0
"""Seconds more to wait for the table asked for by name when only look-alikes of it answer."""


def find_table(options: PeerOptions, wait: float, name: str | None = None) -> TableAd:
    """The table announced on the LAN under exactly ``name`` (any name: the only one announced) that
    has a free seat and whose lobby answers; PeerError, listing the tables, when it is not one table."""
    from protocol.discovery import TableBrowser, choose_table, reachable

    changed = threading.Event()
    live: list[list[TableAd]] = [[]]

    def seen(tables: list[TableAd]) -> None:
        live[0] = [table for table in tables if table.free > 0 and reachable(table)]
        changed.set()

    key = options.expect_key.strip().lower() if options.expect_key is not None else None
    deadline = time.monotonic() + wait
    first_seen: float | None = None
    browser = TableBrowser(seen, options.interfaces)
    try:
        while (now := time.monotonic()) < deadline:
            changed.wait(min(0.25, deadline - now))
            changed.clear()
            if live[0] and first_seen is None:
                first_seen = time.monotonic()
            if first_seen is None:
                continue
            choice = choose_table(live[0], name, key)
            listened = time.monotonic() - first_seen
            if choice.final or (choice.table is not None and listened >= SETTLE):
                break
            if choice.problem is not None and listened >= SETTLE + LOOK_ALIKE_WAIT:
                break
    finally:
        browser.close()
    choice = choose_table(live[0], name, key)
    if choice.table is None:
        if choice.problem is not None:
            raise PeerError.of("LAN_CHOICE", error=choice.problem)
        named = "" if name is None else f" announced as {name!r}"
        raise PeerError.of("NO_TABLE_ON_LAN", named=named, seconds=f"{wait:.0f}")
    tell(options, TableFound(choice.table.describe(), choice.table.endpoint, choice.table.fingerprint))
    return choice.table
