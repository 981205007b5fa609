"""A peer process: host a table or join one, then play a session over the encrypted mesh.

The host fills the seats nobody took with bots it runs itself. Whoever hosts bots learns the
bots' hands (it holds their keys), so it could let them play with that knowledge or tell its own
player; it can still not see a human's cards, nor stack the deck. ``docs/FAIRNESS.md`` says more.
"""

from __future__ import annotations

import os
import socket
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

import zmq

from protocol.identity import Identity
from protocol.lobby import (
    MAX_LOBBY_MESSAGE,
    Join,
    LobbyError,
    decode_join,
    decode_table,
    encode_go,
    encode_join,
    encode_ready,
    encode_refusal,
    encode_table,
    is_ready_from,
    refusal_reason,
)
from protocol.transport import MeshTransport, PeerAddress, curve_keypair

from .engine.actions import Action
from .engine.rules import RuleSet
from .engine.state import SEAT_NAMES, SEATS
from .headless import make_bot
from .table.config import TableConfig
from .table.node import LocalSeat, NodeEvent, TableNode
from .table.transcript import Transcript, TranscriptError, read_transcript, table_digest
from .text_view import describe_action, render_view

LINGER = 3.0
"""After the session, how long a peer keeps its links up so the others get its last messages."""


class PeerError(RuntimeError):
    """The table could not be set up or did not finish; the text says why."""


@dataclass
class PeerOptions:
    identity_dir: Path
    name: str | None = None
    play: str = "greedy"
    history_dir: Path | None = None
    timeout: float = 60.0
    out: TextIO = field(default_factory=lambda: sys.stdout)
    timing: Callable[[str, int, int], None] | None = None
    read_line: Callable[[], str | None] | None = None
    """Non-blocking: a line the human typed, or None (for a seat played as "human" at the terminal)."""
    listener: Callable[[NodeEvent], None] | None = None
    """Every table event (a desktop client); replaces the terminal report."""
    moves: Callable[[], tuple[int, Action] | None] | None = None
    """Non-blocking: a human move chosen elsewhere (a desktop client), or None."""
    cancelled: Callable[[], bool] = lambda: False
    """Polled by the loops: True ends the session at once."""
    announce: str | None = None
    """Host: announce the table on the LAN under this name (mDNS) while seats are free."""
    interfaces: list[str] | None = None
    """The addresses whose interfaces mDNS may use (None: the system's choice)."""


def parse_choice(line: str, legal: list[Action]) -> Action | None:
    text = line.strip()
    if text.isdigit() and 1 <= int(text) <= len(legal):
        return legal[int(text) - 1]
    return None


def stdin_lines() -> Callable[[], str | None]:
    import select

    def read() -> str | None:
        ready, _, _ = select.select([sys.stdin], [], [], 0)
        return sys.stdin.readline() if ready else None

    return read


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


def split_address(address: str) -> tuple[str, int]:
    host, _, port = address.rpartition(":")
    if not host or not port.isdigit():
        raise PeerError(f"an address is HOST:PORT, got {address!r}")
    return host, int(port)


def _agent(play: str) -> Any:
    return None if play == "human" else make_bot(play)


class _Session:
    """Runs a TableNode over a MeshTransport until the session is over."""

    def __init__(self, options: PeerOptions, mesh: MeshTransport, node_factory: Callable[[MeshTransport], TableNode]):
        self.options = options
        self.mesh = mesh
        self.silent: set[int] = set()
        self.prompt: tuple[int, list[Action]] | None = None
        self.node = node_factory(mesh)

    def run(self) -> TableNode:
        node = self.node
        node.start()
        last_progress = time.monotonic()
        seen = node.processed
        while not node.complete and node.stopped is None:
            if self.options.cancelled():
                raise PeerError("left the table")
            self.mesh.poll(0.05)
            self._read_human_move()
            if node.processed != seen:
                seen = node.processed
                last_progress = time.monotonic()
            elif node.run is not None and node.run.stopped is not None and time.monotonic() - last_progress > 5.0:
                node.give_up()
            elif time.monotonic() - last_progress > self.options.timeout:
                step = node.run.step.value if node.run else "-"
                raise PeerError(
                    f"no progress for {self.options.timeout:.0f} s at step {step}; silent peers: {sorted(self.silent)};"
                    f" last log: {node.log[-3:]}"
                )
        # Keep the links up until every peer has acknowledged our last messages (bounded).
        end = time.monotonic() + LINGER
        while time.monotonic() < end and self.mesh.pending():
            self.mesh.poll(0.05)
        return node

    def _read_human_move(self) -> None:
        if self.options.moves is not None:
            move = self.options.moves()
            if move is not None:
                self.node.submit(*move)
            return
        if self.prompt is None or self.options.read_line is None:
            return
        line = self.options.read_line()
        if line is None:
            return
        seat, legal = self.prompt
        choice = parse_choice(line, legal)
        if choice is None:
            self.options.out.write(f"type a number from 1 to {len(legal)}\n")
            return
        self.prompt = None
        self.node.submit(seat, choice)


def _report(options: PeerOptions, session: _Session, event: NodeEvent) -> None:
    out = options.out
    if event.kind == "decision":
        seat, view, legal = event.data["seat"], event.data["view"], event.data["legal"]
        out.write("\n" + render_view(view, seat) + "\n")
        for index, action in enumerate(legal, 1):
            out.write(f"  {index:>2}) {describe_action(action)}\n")
        out.write("your choice: ")
        session.prompt = (seat, legal)
    elif event.kind == "hand_ended":
        result = event.data["result"]
        verdict = event.data["verdict"]
        if result is not None and result.winner >= 0:
            text = f"{SEAT_NAMES[result.winner]} wins {result.points} points"
        elif result is not None:
            text = "no winner"
        else:
            text = "stopped"
        out.write(f"hand {event.data['hand']}: {text}; audit {'ok' if verdict.ok else 'FAILED: ' + verdict.reason}\n")
        out.write("scores: " + " ".join(f"{SEAT_NAMES[i]} {s:+d}" for i, s in enumerate(event.data["scores"])) + "\n")
    elif event.kind in ("desync", "stopped", "session_over"):
        out.write(f"{event.kind}: {event.data.get('reason', event.data)}\n")
    elif event.kind == "cut_off":
        out.write(f"cut off {SEAT_NAMES[event.data['seat']]}: {event.data['reason']}\n")
    out.flush()


def _guarded(options: PeerOptions, what: str, job: Callable[[], object]) -> object:
    """mDNS trouble costs the announcement, never the table: players can always join by address."""
    try:
        return job()
    except (OSError, ValueError, AssertionError) as exc:
        options.out.write(f"could not {what} ({exc}); players can join by address\n")
        return None


def _announce(options: PeerOptions, identity: Identity, address: str, port: int, free: int) -> Any:
    from protocol.discovery import TableAnnouncer

    name, interfaces = options.announce or "table", options.interfaces
    return _guarded(
        options,
        "announce the table on the LAN",
        lambda: TableAnnouncer(name, identity.name, address, port, identity.fingerprint, free, interfaces),
    )


def _prepare(options: PeerOptions, ip: str) -> tuple[Identity, bytes, MeshTransport]:
    """This player's identity, a fresh transport key pair for the table, and its mesh socket bound on ``ip``."""
    identity = Identity.load_or_create(options.identity_dir, options.name)
    curve_public, curve_secret = curve_keypair()
    return identity, curve_public, MeshTransport(curve_public, curve_secret, f"tcp://{ip}:0", lambda peer, wire: None)


def host_table(
    address: str,
    players: int,
    hands: int,
    rules: RuleSet,
    fill: str,
    options: PeerOptions,
    plan: tuple[str, str, str] | None = None,
) -> TableNode:
    """Host a table at ``address`` for ``players`` peer processes (this one included); bots fill the rest.

    ``plan`` says, for East, North and West, "player" or the bot level of that seat (it then sets
    the number of players); without it players take East, North, West in turn and ``fill`` bots the rest.
    """
    if plan is None:
        plan = tuple("player" if seat < players else fill for seat in range(1, SEATS))  # type: ignore[assignment]
    assert plan is not None
    human_seats = [seat for seat, level in enumerate(plan, 1) if level == "player"]
    players = 1 + len(human_seats)
    if not 1 <= players <= SEATS:
        raise PeerError("a table has 1 to 4 players")
    host_ip, port = split_address(address)
    reachable_ip = host_ip if host_ip != "0.0.0.0" else local_ip_towards("224.0.0.251")
    identity, curve_public, mesh = _prepare(options, reachable_ip)
    context: zmq.Context[zmq.Socket[bytes]] = zmq.Context()
    lobby: zmq.Socket[bytes] = context.socket(zmq.ROUTER)
    lobby.linger = 500
    lobby.setsockopt(zmq.MAXMSGSIZE, MAX_LOBBY_MESSAGE)  # a stranger sending more is disconnected
    lobby.rcvhwm = 100
    announcer = None
    try:
        lobby.bind(f"tcp://{host_ip}:{port}")
        bound = lobby.getsockopt_string(zmq.LAST_ENDPOINT).rsplit(":", 1)[1]
        options.out.write(f"hosting on {reachable_ip}:{bound} as {identity.name} ({identity.fingerprint})\n")
        options.out.flush()
        if options.listener is not None:
            options.listener(NodeEvent("hosting", {"address": f"{reachable_ip}:{bound}", "key": identity.fingerprint}))
        if options.announce is not None and players > 1:
            announcer = _announce(options, identity, reachable_ip, int(bound), players - 1)
        joins: list[tuple[bytes, Join]] = []
        join_wires: dict[bytes, bytes] = {}
        deadline = time.monotonic() + options.timeout
        while len(joins) < players - 1:
            if options.cancelled():
                raise PeerError("hosting cancelled")
            if time.monotonic() > deadline:
                raise PeerError(f"only {len(joins) + 1} of {players} players came")
            if not lobby.poll(100, zmq.POLLIN):
                continue
            frames = lobby.recv_multipart()
            try:
                join = _admissible(decode_join(frames[-1]), identity, curve_public, mesh.endpoint, joins)
            except LobbyError as exc:
                options.out.write(f"refused a join: {exc}\n")
                lobby.send_multipart([frames[0], encode_refusal(identity, str(exc))])
                continue
            joins.append((frames[0], join))
            join_wires[frames[0]] = frames[-1]
            options.out.write(f"{join.name} joined\n")
            if announcer is not None:
                _guarded(options, "update the LAN announcement", lambda: announcer.update(players - 1 - len(joins)))
            if options.listener is not None:
                seat_taken = human_seats[len(joins) - 1]
                options.listener(NodeEvent("joined", {"name": join.name, "play": join.play, "seat": seat_taken}))
        levels = {seat: plan[seat - 1] for seat in range(1, SEATS) if seat not in human_seats}
        bot_identities = {seat: Identity.generate(f"{level.capitalize()} bot {seat}") for seat, level in levels.items()}
        keys, names, plays = [identity.public_key], [identity.name], [options.play]
        joined_at = dict(zip(human_seats, (j for _, j in joins), strict=True))
        for seat in range(1, SEATS):
            if seat in joined_at:
                keys.append(joined_at[seat].identity)
                names.append(joined_at[seat].name)
                plays.append(joined_at[seat].play)
            else:
                keys.append(bot_identities[seat].public_key)
                names.append(bot_identities[seat].name)
                plays.append(levels[seat])
        config = TableConfig(
            table_id=os.urandom(16),
            rules=rules,
            seat_keys=tuple(keys),
            names=tuple(names),
            bots=tuple("" if p == "human" else p for p in plays),
            host_seat=0,
            peers=tuple(0 if seat == 0 or seat in bot_identities else seat for seat in range(SEATS)),
        )
        addresses = [PeerAddress(mesh.endpoint, curve_public)] + [
            PeerAddress(j.endpoint, j.curve_public) for _, j in joins
        ]
        hosted = [[0, *bot_identities]] + [[seat] for seat in human_seats]
        peers: list[list[Any]] = [[a.endpoint, a.curve_public, s] for a, s in zip(addresses, hosted, strict=True)]
        mesh.allow(0, addresses)
        seated = sorted(((human_seats[i], r) for i, (r, _) in enumerate(joins)), key=lambda item: item[0])
        table = encode_table(identity, config.to_canonical(), peers, hands, [join_wires[r] for _, r in seated])
        digest = table_digest(table)
        for routing, _ in joins:
            lobby.send_multipart([routing, table])
        waiting = {routing: join.identity for routing, join in joins}
        readies: dict[bytes, bytes] = {}
        while waiting:
            if time.monotonic() > deadline or not lobby.poll(int(max(0.0, deadline - time.monotonic()) * 1000)):
                raise PeerError("not every player confirmed the table")
            frames = lobby.recv_multipart()
            key = waiting.get(frames[0])
            if key is not None and is_ready_from(frames[-1], key, digest):
                del waiting[frames[0]]
                readies[frames[0]] = frames[-1]
                if options.listener is not None:
                    ready = next(j.name for r, j in joins if r == frames[0])
                    options.listener(NodeEvent("ready", {"name": ready}))
        go = encode_go(identity, [readies[r] for _, r in seated])
        try:
            transcript = read_transcript(table, go)
        except TranscriptError as exc:
            raise PeerError(f"the table's own record does not hold together: {exc}") from None
        for routing, _ in joins:
            lobby.send_multipart([routing, go])
    finally:
        if announcer is not None:
            _guarded(options, "withdraw the LAN announcement", announcer.close)
        lobby.close()
        context.term()
    seats = {0: LocalSeat(identity, _agent(options.play))}
    seats.update({seat: LocalSeat(bot, make_bot(levels[seat])) for seat, bot in bot_identities.items()})
    return _play(transcript, 0, addresses, seats, mesh, options)


def _admissible(
    join: Join, host: Identity, host_curve: bytes, host_endpoint: str, joins: list[tuple[bytes, Join]]
) -> Join:
    """A JOIN the host can seat: its player, transport key and address are not already at the table."""
    seated = [j for _, j in joins]
    if join.identity == host.public_key or any(j.identity == join.identity for j in seated):
        raise LobbyError("this player already sits here")
    if join.curve_public == host_curve or any(j.curve_public == join.curve_public for j in seated):
        raise LobbyError("this transport key is already at the table")
    if join.endpoint == host_endpoint or any(j.endpoint == join.endpoint for j in seated):
        raise LobbyError("this address is already at the table")
    return join


def join_table(address: str, options: PeerOptions) -> TableNode:
    host, port = split_address(address)
    identity, curve_public, mesh = _prepare(options, local_ip_towards(host))
    context: zmq.Context[zmq.Socket[bytes]] = zmq.Context()
    dealer: zmq.Socket[bytes] = context.socket(zmq.DEALER)
    dealer.linger = 0
    try:
        dealer.connect(f"tcp://{host}:{port}")
        dealer.send(encode_join(identity, curve_public, mesh.endpoint, options.play))
        wire = _receive(dealer, options.timeout, address)
        refused = refusal_reason(wire)
        if refused is not None:
            raise PeerError(f"the host refused: {refused}")
        try:
            offer = decode_table(wire, lambda t: t[2][t[5]])
            config = TableConfig.from_canonical(offer.table)
        except (LobbyError, ValueError, TypeError, IndexError) as exc:
            raise PeerError(f"bad table from the host: {exc}") from None
        peers = offer.peers
        me = next((i for i, p in enumerate(peers) if p[0] == mesh.endpoint), -1)
        if me < 0 or identity.public_key not in config.seat_keys:
            raise PeerError("the host's table does not seat this player")
        addresses = [PeerAddress(p[0], p[1]) for p in peers]
        try:
            mesh.allow(me, addresses)
        except ValueError as exc:
            raise PeerError(f"bad table from the host: {exc}") from None
        dealer.send(encode_ready(identity, table_digest(wire)))
        try:
            transcript = read_transcript(wire, _receive(dealer, options.timeout, address))
        except TranscriptError as exc:
            raise PeerError(f"the host did not start the table: {exc}") from None
    finally:
        dealer.close()
        context.term()
    seat = config.seat_keys.index(identity.public_key)
    options.out.write(f"seated as {SEAT_NAMES[seat]} at {config.names[config.host_seat]}'s table\n")
    if options.listener is not None:
        options.listener(NodeEvent("seated", {"seat": seat, "names": config.names, "bots": config.bots}))
    seats = {seat: LocalSeat(identity, _agent(options.play))}
    return _play(transcript, me, addresses, seats, mesh, options)


def join_discovered(options: PeerOptions, wait: float) -> TableNode:
    """Join the first table announced on the LAN that has a free seat and whose lobby answers."""
    import threading

    from protocol.discovery import TableAd, TableBrowser, reachable

    found = threading.Event()
    chosen: list[TableAd] = []

    def changed(tables: list[TableAd]) -> None:
        for table in tables:
            if table.free > 0 and not chosen and reachable(table):
                chosen.append(table)
                found.set()

    browser = TableBrowser(changed, options.interfaces)
    try:
        if not found.wait(wait):
            raise PeerError(f"no table with a free seat found on the LAN within {wait:.0f} s")
    finally:
        browser.close()
    table = chosen[0]
    options.out.write(f"found {table.describe()}\n")
    return join_table(table.endpoint, options)


def _receive(socket_: zmq.Socket[bytes], timeout: float, address: str) -> bytes:
    if not socket_.poll(int(timeout * 1000), zmq.POLLIN):
        raise PeerError(f"no answer from {address} within {timeout:.0f} s")
    return socket_.recv()


def _play(
    transcript: Transcript,
    me: int,
    peers: list[PeerAddress],
    seats: dict[int, LocalSeat],
    mesh: MeshTransport,
    options: PeerOptions,
) -> TableNode:
    def factory(transport: MeshTransport) -> TableNode:
        # The mesh names a peer by its index; the node by the lowest seat that peer runs.
        seat_of = [min(p[2]) for p in transcript.peers]
        shown = options.listener or (lambda event: _report(options, holder[0], event))

        def listener(event: NodeEvent) -> None:
            if event.kind == "cut_off":
                transport.cut_off(seat_of.index(transcript.config.peers[event.data["seat"]]), event.data["reason"])
            shown(event)

        node = TableNode(
            transcript.config,
            seats,
            transport.broadcast,
            transcript=transcript,
            hands=transcript.hands,
            listener=listener,
            history_dir=options.history_dir,
            timing=options.timing,
        )
        transport.on_message = lambda peer, wire: node.receive(wire, seat_of[peer])
        transport.on_misbehaviour = lambda peer, reason: node.cut_off(seat_of[peer], reason)
        return node

    holder: list[_Session] = []
    try:
        session = _Session(options, mesh, factory)
        holder.append(session)

        def liveness(peer: int, up: bool) -> None:
            (session.silent.discard if up else session.silent.add)(peer)
            if options.listener is not None:
                options.listener(NodeEvent("peer", {"peer": peer, "up": up}))

        mesh.on_liveness = liveness
        mesh.connect(me, peers)
        return session.run()
    finally:
        mesh.close()
