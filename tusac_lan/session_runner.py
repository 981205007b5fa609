"""Runs a seated peer's session: a TableNode over the MeshTransport, polled until the session is over.

It knows nothing of terminals or windows: every event goes to ``PeerOptions.listener``, a human seat's
moves come from ``PeerOptions.moves``. ``host_table``, ``join_table`` and ``join_discovered`` are the
whole peer: the lobby (``lobby_host``/``lobby_join``), then the session.
"""

from __future__ import annotations

import time
from dataclasses import replace

from protocol.identity import fingerprint
from protocol.transport import MeshTransport

from .engine.rules import RuleSet
from .lobby_events import PeerLink
from .lobby_host import host_lobby
from .lobby_join import find_table, join_lobby
from .lobby_net import tell
from .peer_options import PeerError, PeerOptions
from .table.events import CutOff, HandStarted, TableEvent
from .table.node import TableNode
from .table.seating import Seated, SeatPlan

__all__ = ["LINGER", "PeerError", "PeerOptions", "SessionRunner", "host_table", "join_discovered", "join_table"]

LINGER = 3.0
"""After the session, how long a peer keeps its links up so the others get its last messages."""
GIVE_UP_AFTER_STOP = 5.0
"""After a hand stopped, how long without news before this peer settles it with what it has."""


class SessionRunner:
    """Drives one seated peer's node: polls the mesh, feeds human moves, watches for progress."""

    def __init__(self, seated: Seated, options: PeerOptions) -> None:
        self.options = options
        self.seated = seated
        self.mesh = seated.mesh
        self.silent: set[int] = set()
        transcript = seated.transcript
        # The mesh names a peer by its index; the node by the lowest seat that peer runs.
        self.seat_of = [min(p[2]) for p in transcript.peers]
        self.fingerprints = tuple(fingerprint(key) for key in transcript.config.seat_keys)
        self.node = self._make_node(self.mesh)
        self.mesh.on_liveness = self._liveness

    def _make_node(self, transport: MeshTransport) -> TableNode:
        transcript = self.seated.transcript
        node = TableNode(
            transcript.config,
            self.seated.seats,
            transport.broadcast,
            transcript=transcript,
            hands=transcript.hands,
            listener=self._on_event,
            history_dir=self.options.history_dir,
            timing=self.options.timing,
            deadlines=self.options.deadlines[:2],
            grace=self.options.deadlines[2],
            ready_for_next=self.options.ready_for_next,
        )
        transport.on_message = lambda peer, wire: node.receive(wire, self.seat_of[peer])
        transport.on_misbehaviour = lambda peer, reason: node.cut_off(self.seat_of[peer], reason)
        return node

    def _on_event(self, event: TableEvent) -> None:
        if isinstance(event, CutOff):
            peer = self.seat_of.index(self.seated.transcript.config.peers[event.seat])
            self.mesh.cut_off(peer, event.reason)
        elif isinstance(event, HandStarted) and not event.fingerprints:
            event = replace(event, fingerprints=self.fingerprints)
        if self.options.listener is not None:
            self.options.listener(event)

    def _liveness(self, peer: int, up: bool) -> None:
        (self.silent.discard if up else self.silent.add)(peer)
        tell(self.options, PeerLink(tuple(self.seated.transcript.peers[peer][2]), up))

    def run(self) -> TableNode:
        """Play to the end of the session (or until it stops); the mesh is closed afterwards."""
        try:
            self.mesh.connect(self.seated.me, self.seated.addresses)
            return self._loop()
        finally:
            self.mesh.close()

    def _loop(self) -> TableNode:
        node, options = self.node, self.options
        node.start()
        last_progress = time.monotonic()
        seen = node.processed
        stall_limit = options.stall_limit
        while not node.complete and node.stopped is None:
            if options.cancelled():
                raise PeerError("left the table")
            self.mesh.poll(0.05)
            node.tick(time.monotonic())
            if options.moves is not None:
                move = options.moves()
                if move is not None:
                    node.submit(*move)
            if node.processed != seen:
                seen = node.processed
                last_progress = time.monotonic()
            elif (
                node.run is not None
                and node.run.stopped is not None
                and time.monotonic() - last_progress > GIVE_UP_AFTER_STOP
            ):
                node.give_up()
            elif time.monotonic() - last_progress > stall_limit:
                step = node.run.step.value if node.run else "-"
                raise PeerError(
                    f"no progress for {stall_limit:.0f} s at step {step}; silent peers: {sorted(self.silent)};"
                    f" last log: {node.log[-3:]}"
                )
        # Keep the links up until every peer has acknowledged our last messages, and until the records
        # of the peers that opened their seeds are in this hand's file (each bounded): a peer that gave
        # up waiting for a record then still adds it, so every honest peer's file ends up the same.
        now = time.monotonic()
        acked_by, records_by = now + LINGER, now + options.deadlines[0]
        while (now < acked_by and self.mesh.pending()) or (now < records_by and node.awaiting_records()):
            self.mesh.poll(0.05)
            now = time.monotonic()
        return node


def run_seated(seated: Seated, options: PeerOptions) -> TableNode:
    try:
        runner = SessionRunner(seated, options)
    except BaseException:
        seated.mesh.close()
        raise
    return runner.run()


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
    try:
        seat_plan = SeatPlan(plan) if plan is not None else SeatPlan.for_players(players, fill)
    except ValueError as exc:
        raise PeerError(str(exc)) from None
    return run_seated(host_lobby(address, seat_plan, hands, rules, options), options)


def join_table(address: str, options: PeerOptions) -> TableNode:
    """Take a seat at the table hosted at ``address`` and play the session."""
    return run_seated(join_lobby(address, options), options)


def join_discovered(options: PeerOptions, wait: float) -> TableNode:
    """Join the first table announced on the LAN that has a free seat and whose lobby answers,
    refusing it if its TABLE is not signed by the key the announcement names."""
    ad = find_table(options, wait)
    return run_seated(join_lobby(ad.endpoint, options, ad), options)
