"""Runs a seated peer's session: a TableNode over the MeshTransport, polled until the session is over.

It knows nothing of terminals or windows: every event goes to ``PeerOptions.listener``, a human seat's
moves come from ``PeerOptions.moves``. ``host_table``, ``join_table`` and ``join_discovered`` are the
whole peer: the lobby (``lobby_host``/``lobby_join``), then the session.
"""

from __future__ import annotations

import gc
import os
import time
from dataclasses import replace

from protocol.identity import fingerprint
from protocol.transport import MeshTransport

from .engine.rules import RuleSet
from .lobby_events import PeerAway, PeerBack, PeerGaveUp, PeerLink, Rejoined
from .lobby_host import host_lobby
from .lobby_join import find_table, join_lobby
from .lobby_net import listing, tell
from .peer_options import PeerError, PeerOptions
from .rejoin import replay_journal, resume_seated, start_journal
from .table.events import CutOff, DecisionNeeded, HandStarted, TableEvent, TurnApplied
from .table.journal import HOST, JOIN, Journal, JournalRead
from .table.node import ReplayError, TableNode
from .table.seating import Seated, SeatPlan

__all__ = ["LINGER", "PeerError", "PeerOptions", "SessionRunner", "host_table", "join_discovered", "join_table"]

LINGER = 3.0
"""After the session, how long a peer keeps its links up so the others get its last messages."""
AWAY_NOTICE_EVERY = 10.0
AWAY_AFTER = 1.0
"""Seconds a peer's connection must stay down before it counts as away (a reconnection takes less)."""
GIVE_UP_AFTER_STOP = 5.0
"""After a hand stopped, how long without news before this peer settles it with what it has."""


class SessionRunner:
    """Drives one seated peer's node: polls the mesh, feeds human moves, watches for progress."""

    def __init__(
        self, seated: Seated, options: PeerOptions, journal: Journal | None = None, replay: JournalRead | None = None
    ) -> None:
        self.options = options
        self.seated = seated
        self.mesh = seated.mesh
        self.silent: set[int] = set()
        self.journal = journal
        self.replay = replay
        self.replaying = False
        self.away_since: dict[int, float] = {}
        """Peers (mesh index) whose link went silent, and since when: waited for up to ``rejoin_wait``."""
        self.rejoin_wait = options.rejoin_wait
        self.given_up: set[int] = set()
        """Away peers waited for past ``rejoin_wait``: the deadlines run for their seats again."""
        self._down_since: dict[int, float] = {}
        self._replayed_out: set[bytes] = set()
        self._outbox: list[bytes] = []
        self._told_away = 0.0
        self.resumed_at: float | None = None
        """When this peer, restarted, had replayed its journal and was back at the table."""
        transcript = seated.transcript
        # The mesh names a peer by its index; the node by the lowest seat that peer runs.
        self.seat_of = [min(p[2]) for p in transcript.peers]
        self.fingerprints = tuple(fingerprint(key) for key in transcript.config.seat_keys)
        self.node = self._make_node(self.mesh)
        # The rules' analysis tables (built with the node) are over a hundred thousand objects that live
        # as long as the process: out of the collector's sight, a full collection takes no 20 ms pause
        # in the middle of a turn.
        gc.freeze()
        self.mesh.on_liveness = self._liveness

    def _make_node(self, transport: MeshTransport) -> TableNode:
        transcript = self.seated.transcript
        node = TableNode(
            transcript.config,
            self.seated.seats,
            self._send_own,
            transcript=transcript,
            hands=transcript.hands,
            listener=self._on_event,
            history_dir=self.options.history_dir,
            timing=self._timing if self.options.timing is not None else None,
            deadlines=self.options.deadlines[:2],
            grace=self.options.deadlines[2],
            ready_for_next=self._ready_for_next,
            entropy=self.journal.entropy if self.journal is not None else os.urandom,
        )
        transport.on_message = self._arrived
        transport.on_misbehaviour = self._misbehaved
        return node

    def _timing(self, kind: str, hand: int, index: int) -> None:
        if self.options.timing is not None and not self.replaying:
            self.options.timing(kind, hand, index)

    def _ready_for_next(self, hand: int) -> bool:
        if self.replaying or self.options.ready_for_next is None:
            return True
        return self.options.ready_for_next(hand)

    def _send_own(self, wire: bytes) -> None:
        """A message a seat of this peer signed: journaled now, sent by the next ``_flush``. In a replay,
        what the journal holds is sent again after the replay, in order."""
        if self.replaying and wire in self._replayed_out:
            return
        if self.journal is not None:
            self.journal.signed(wire)
        self._outbox.append(wire)

    def _flush(self) -> None:
        """Send what this peer signed since the last flush, once it and everything before it is on disk:
        one sync for all the messages that one arrival (or one tick) made."""
        if not self._outbox:
            return
        if self.journal is not None:
            self.journal.sync()
        for wire in self._outbox:
            self.mesh.broadcast(wire)
        self._outbox.clear()

    def _poll(self, timeout: float) -> None:
        self.mesh.poll(timeout)
        self._flush()

    def _arrived(self, peer: int, wire: bytes) -> None:
        if self.journal is not None:
            self.journal.arrived(self.seat_of[peer], wire)
        self.node.receive(wire, self.seat_of[peer])
        self._flush()

    def _misbehaved(self, peer: int, reason: str) -> None:
        if self.journal is not None:
            self.journal.cut_off(self.seat_of[peer], reason)
        self.node.cut_off(self.seat_of[peer], reason)

    def _give_up(self) -> None:
        if self.journal is not None:
            self.journal.gave_up()
        self.node.give_up()

    def _on_event(self, event: TableEvent) -> None:
        if isinstance(event, CutOff):
            peer = self.seat_of.index(self.seated.transcript.config.peers[event.seat])
            self.mesh.cut_off(peer, event.reason)
        elif isinstance(event, HandStarted) and not event.fingerprints:
            event = replace(event, fingerprints=self.fingerprints)
        if self.options.listener is not None and not self.replaying:
            self.options.listener(event)

    def _peer_name(self, peer: int) -> str:
        """The player of that peer (its lowest seat; the others it runs are bots)."""
        seats: list[int] = self.seated.transcript.peers[peer][2]
        return self.seated.transcript.config.names[min(seats)]

    def _who(self, peer: int) -> tuple[str, tuple[int, ...]]:
        """The player of that peer and the seats it runs."""
        return self._peer_name(peer), tuple(self.seated.transcript.peers[peer][2])

    def _liveness(self, peer: int, up: bool) -> None:
        (self.silent.discard if up else self.silent.add)(peer)
        tell(self.options, PeerLink(tuple(self.seated.transcript.peers[peer][2]), up))

    def _leave(self) -> None:
        """Tell the others this player left (a signed abort), and give it a moment to reach them."""
        self.node.leave()
        self._flush()
        end = time.monotonic() + LINGER
        while time.monotonic() < end and self.mesh.pending():
            self._poll(0.05)

    def run(self) -> TableNode:
        """Play to the end of the session (or until it stops); the mesh is closed afterwards."""
        try:
            self.mesh.connect(self.seated.me, self.seated.addresses, resuming=self.replay is not None)
            if self.replay is not None:
                self._replay(self.replay)
            else:
                self.node.start()
            self._flush()
            return self._loop()
        finally:
            self.mesh.close()
            if self.journal is not None:
                # Only a peer that dies without a word (killed, power cut) comes back to this table.
                self.journal.ended(self.node.stopped or ("session complete" if self.node.complete else "left"))
                self.journal.discard()

    def _replay(self, read: JournalRead) -> None:
        """Rebuild the node from the journal: the same inputs in the same order, every message this peer
        signed before taken back as it was; then send those again (the others drop what they have)."""
        node, config = self.node, self.seated.transcript.config
        self.replaying = True
        try:
            own = replay_journal(node, read.entries, lambda wires: self._replayed_out.update(wires))
        except ReplayError as exc:
            raise PeerError(f"cannot rejoin: {exc}") from None
        finally:
            self.replaying = False
        hand = node.run.hand_no if node.run is not None else 0
        for key in sorted(own, key=lambda k: (own[k].hand, k)):
            message = own[key]
            if message.hand == hand or (message.hand == hand - 1 and message.type == "record"):
                self.mesh.broadcast(message.wire)
        self._flush()
        self.resumed_at = time.monotonic()
        if self.options.timing is not None:
            self.options.timing("rejoined", hand, len(node.run.hash_chain) - 1 if node.run is not None else -1)
        text = f"back at the table: hand {hand}, {len(read.entries)} journal entries replayed"
        tell(self.options, Rejoined(text, hand, len(read.entries), listing(config, min(self.seated.seats))))
        if node.run is not None:
            humans = [seat for seat, local in sorted(self.seated.seats.items()) if local.agent is None]
            self._on_event(HandStarted(hand, tuple(config.names), humans[0] if humans else -1))
            if node.run.state is not None:
                self._on_event(TurnApplied(node.run.state, len(node.run.hash_chain) - 1))
        for decision in node.pending_decisions:
            self._on_event(DecisionNeeded(decision.seat, decision.view, tuple(decision.legal)))
        node.resume()

    def _follow_links(self, now: float) -> None:
        """A peer whose connection is down for ``AWAY_AFTER`` (or that is silent) is away; back when its
        connection is up and it is heard again."""
        for peer in range(len(self.seated.addresses)):
            if peer == self.seated.me or self.mesh.is_cut_off(peer):
                continue
            if peer in self.silent or not self.mesh.is_connected(peer):
                since = self._down_since.setdefault(peer, now)
                if now - since >= AWAY_AFTER and peer not in self.away_since:
                    self.away_since[peer] = since
                    self._told_away = 0.0
            else:
                self._down_since.pop(peer, None)
                if self.away_since.pop(peer, None) is not None:
                    self.given_up.discard(peer)
                    name, seats = self._who(peer)
                    tell(self.options, PeerBack(f"{name} is back", name, seats))

    def _away(self, now: float) -> frozenset[int]:
        """The seats of peers that are away and still waited for; a notice with the time left now and then.
        Past the wait, the table's deadlines run for them again (a hand they hold up ends void, naming them)."""
        waiting = {peer: since for peer, since in self.away_since.items() if peer not in self.given_up}
        if not waiting:
            return frozenset()
        notice = now - self._told_away >= AWAY_NOTICE_EVERY
        if notice:
            self._told_away = now
        for peer, since in sorted(waiting.items()):
            left = self.rejoin_wait - (now - since)
            if left < 0:
                self.given_up.add(peer)
                name, seats = self._who(peer)
                text = f"{name} did not come back within {self.rejoin_wait:.0f} s"
                tell(self.options, PeerGaveUp(text, name, seats, self.rejoin_wait))
            elif notice:
                name, seats = self._who(peer)
                tell(self.options, PeerAway(f"waiting for {name} to come back ({left:.0f} s left)", name, seats, left))
        peers = self.seated.transcript.peers
        return frozenset(seat for peer in self.away_since if peer not in self.given_up for seat in peers[peer][2])

    def _loop(self) -> TableNode:
        node, options = self.node, self.options
        last_progress = time.monotonic()
        seen = node.processed
        stall_limit = options.stall_limit
        while not node.complete and node.stopped is None:
            if options.cancelled():
                self._leave()
                raise PeerError("left the table")
            self._poll(0.05)
            self._follow_links(time.monotonic())
            away = self._away(time.monotonic())
            node.tick(time.monotonic(), away)
            if options.moves is not None:
                move = options.moves()
                if move is not None:
                    node.submit(*move)
            self._flush()
            if node.processed != seen or away:
                seen = node.processed
                last_progress = time.monotonic()
            elif (
                node.run is not None
                and node.run.stopped is not None
                and time.monotonic() - last_progress > GIVE_UP_AFTER_STOP
            ):
                self._give_up()
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
            self._poll(0.05)
            now = time.monotonic()
        return node


def run_seated(
    seated: Seated, options: PeerOptions, journal: Journal | None = None, replay: JournalRead | None = None
) -> TableNode:
    try:
        runner = SessionRunner(seated, options, journal, replay)
    except BaseException:
        seated.mesh.close()
        if journal is not None:
            journal.close()
        raise
    return runner.run()


def _journaled(seated: Seated, options: PeerOptions, role: str, address: str) -> TableNode:
    try:
        journal = start_journal(seated, options, role, address)
    except OSError as exc:
        seated.mesh.close()
        raise PeerError(f"cannot keep the table's journal: {exc}") from None
    return run_seated(seated, options, journal)


def _rejoined(options: PeerOptions, role: str, address: str) -> TableNode | None:
    """Back at the table this player left unfinished (it crashed) in ``role`` at ``address``, if any."""
    resumed = resume_seated(options, role, address)
    if resumed is None:
        return None
    seated, read, journal = resumed
    return run_seated(seated, options, journal, read)


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
    A table this host left unfinished at ``address`` (it crashed) is taken up again instead.
    """
    try:
        seat_plan = SeatPlan(plan) if plan is not None else SeatPlan.for_players(players, fill)
    except ValueError as exc:
        raise PeerError(str(exc)) from None
    rejoined = _rejoined(options, HOST, address)
    if rejoined is not None:
        return rejoined
    return _journaled(host_lobby(address, seat_plan, hands, rules, options), options, HOST, address)


def join_table(address: str, options: PeerOptions) -> TableNode:
    """Take a seat at the table hosted at ``address`` and play the session (or go back to the one this
    player left unfinished there)."""
    rejoined = _rejoined(options, JOIN, address)
    if rejoined is not None:
        return rejoined
    return _journaled(join_lobby(address, options), options, JOIN, address)


def join_discovered(options: PeerOptions, wait: float) -> TableNode:
    """Join the first table announced on the LAN that has a free seat and whose lobby answers,
    refusing it if its TABLE is not signed by the key the announcement names."""
    ad = find_table(options, wait)
    return _journaled(join_lobby(ad.endpoint, options, ad), options, JOIN, ad.endpoint)
