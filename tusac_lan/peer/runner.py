"""Runs a seated peer's session: a TableNode over the MeshTransport, polled until the session is over.

It knows nothing of terminals or windows: every event goes to ``PeerOptions.listener``, a human seat's
moves come from ``PeerOptions.moves``. ``host_table``, ``join_table`` and ``join_discovered`` are the
whole peer: the lobby (``peer.host``/``peer.join``), then the session.
"""

from __future__ import annotations

import gc
import os
import time
from collections.abc import Generator
from dataclasses import replace
from typing import Any, TypeVar

from protocol.carry_on import Timed, decode_timed, encode_timed, kind_of, unwrap, wrap
from protocol.identity import Identity, fingerprint
from protocol.lobby import LobbyError
from protocol.transport import MeshTransport, PeerAddress, valid_curve_key

from ..games.api import SeatAgent
from ..table import reasons
from ..table.checkpoint import Checkpoint, CheckpointError, read_signed, take
from ..table.config import cannot_play
from ..table.events import CutOff, Dealt, DecisionNeeded, HandStarted, HandStopped, TableEvent, TurnApplied
from ..table.hand_run import Step
from ..table.journal import HOST, JOIN, Journal, JournalRead
from ..table.next_table import Player
from ..table.node import LEFT_TABLE, LocalSeat, ReplayError, TableNode
from ..table.seat_legend import with_names
from ..table.seating import SeatPlan
from ..table.session_file import hand_file_name
from .earlier_hands import EarlierReading
from .events import (
    CutOffFromAll,
    EarlierHands,
    MoveTime,
    OutOfTime,
    PeerAway,
    PeerBack,
    PeerGaveUp,
    PeerLink,
    Rejoined,
)
from .handover import MOVED_EVERY, Handover, NextTable, Note, PauseClocks, Send, TableFacts, players_of, told
from .host import host_lobby
from .join import find_table, join_lobby
from .late_records import LateRecords, remember
from .move_clock import ClockRanOut, ClockStarted, ClockWarning, MoveClock, told_by_its_seat
from .net import listing, tell
from .options import PeerError, PeerOptions
from .quiet import QuietClocks
from .rejoin import replay_journal, resume_seated, start_journal, still_going
from .said_floor import keep_said_floor, read_said_floor
from .seated import Seated

__all__ = [
    "LINGER",
    "PeerError",
    "PeerOptions",
    "SessionRunner",
    "host_table",
    "join_discovered",
    "join_table",
    "take_up",
]

LINGER = 3.0
"""After the session, how long a peer keeps its links up so the others get its last messages."""
AWAY_NOTICE_EVERY = 10.0
AWAY_AFTER = 1.0
"""Seconds a peer's connection must stay down before it counts as away (a reconnection takes less)."""
WATCH_EVERY = 0.05
"""Seconds between the session loop's looks at the links, the handover and the move clock, whose times
are a second and more (the loop goes round with every frame that comes)."""
GIVE_UP_AFTER_STOP = 5.0
"""After a hand stopped, how long without news before this peer settles it with what it has."""
END_WAIT = 30.0
"""At the end of a table, the longest a peer stays for the others to acknowledge its last messages
(its record) and for their records: on a lossy link that takes seconds, not the 3 of ``LINGER``."""
GOODBYE_WAIT = 10.0
"""After its goodbye, the longest a peer stays for the goodbyes of the others still at the table (its own
repeated with every heartbeat meanwhile): one that did not hear it may still wait for its last
acknowledgements, which the closing of its connections may lose."""
GONE_AFTER = 6.0
"""A peer not heard for this long while this one waits for its goodbye has left: its goodbye went with
the last frames it sent before closing. Longer than the stalls of a link at 20 % loss (3 s seen), shorter
than ``SILENT_AFTER``, so a peer that left is not reported silent by one that stayed for it."""
PARTING = 1.0
"""The least a peer stays after its goodbye while others are still there, repeating it: long enough for
TCP to send a lost one again twice (its retransmission timer starts at 0.2 s), so the last goodbye of a
table rarely leaves the others waiting ``GONE_AFTER`` for it."""
UNNEEDED_RECORD_WAIT = 10.0
"""At the end of a table, the longest a peer waits for the record of a connected peer that did not need to
send one (it never opened its seed): a peer that holds it back (it may be cheating) delays nobody more."""
UNSETTLED_AFTER = 1.0
"""Back from a cut, with a word that the others went on at a next table, how long this peer's hand may take
nothing more in before it leaves it unsettled (what they sent comes in a burst when the links return)."""
COME_BACK_WAIT = 900.0
"""How long a replaced player that came back waits for a table to take it back (a hand or two)."""
T = TypeVar("T")


class SessionRunner:
    """Drives one seated peer's node: polls the mesh, feeds human moves, watches for progress."""

    def __init__(
        self,
        seated: Seated,
        options: PeerOptions,
        journal: Journal | None = None,
        replay: JournalRead | None = None,
        journal_key: tuple[str, str] | None = None,
    ) -> None:
        self.options = options.at_table(seated.transcript.config.waits)
        """This peer's options with the deadlines and the rejoin wait its table signed."""
        self.seated = seated
        self.mesh = seated.mesh
        self.journal_key = journal_key
        """(role, address) of this peer's journals: a next table of the session gets one too."""
        self.addresses = list(seated.addresses)
        self.me = seated.me
        """Every peer of the session by its mesh index (the first table's): it stays up across tables."""
        config = seated.transcript.config
        self.my_seat = config.host_seat if config.host_seat in seated.seats else min(seated.seats)
        """This player's own seat (the others this peer runs are bots); it keeps it at every table."""
        self.player: Identity = seated.seats[self.my_seat].identity
        self.peer_key: dict[int, bytes] = {}
        """Each peer's player key, by mesh index."""
        self.peer_names: dict[int, str] = {}
        self.peer_seats: dict[int, tuple[int, ...]] = {}
        """The seats each peer runs at the current table (none: it was replaced, or never sat there)."""
        self._others: frozenset[int] = frozenset()
        """The peers of ``peer_seats`` but this one."""
        self.seat_of: dict[int, int] = {}
        begun = time.monotonic()
        self.silent: set[int] = set()
        self.journal = journal
        self.replay = replay
        self.replaying = False
        self.replayed_hand: list[TableEvent] = []
        """The current hand's deal, turns and stops as the journal's replay went through them: told after the
        rejoin, so the front end's move log is the hand's whole log again, and a hand stopped before the crash
        ends as stopped (void, not a failed audit)."""
        self.earlier: EarlierReading | None = None
        """The score sheet's rows of the hands before a rejoin, being read from their files."""
        self.away_since: dict[int, float] = {}
        """Peers (mesh index) whose link went silent, and since when: waited for up to ``rejoin_wait``."""
        self.rejoin_wait = self.options.rejoin_wait
        self.away_spent: dict[int, float] = {}
        """Seconds each peer has been away in the current hand, its absences added up: the rejoin wait is
        for the hand, so a peer that goes away now and then cannot stall it for longer than once."""
        self._spent_in: int | None = None
        """The hand ``away_spent`` counts for."""
        self.quiet = QuietClocks(self.rejoin_wait)
        """Peers heard from not at all for a while (``quiet``): the clocks on what they owe stand still."""
        self.given_up: set[int] = set()
        """Away peers waited for past ``rejoin_wait``: the deadlines run for their seats again."""
        self.given_up_now: set[int] = set()
        """Away peers whose wait this peer's player cut short ("go on with a bot now"): what their seats
        owe is past its deadline at once, so this peer signs that it never came without waiting it out."""
        self.left: set[int] = set()
        """Peers whose player left the current table (a signed abort saying so); given up at once."""
        self.alone_past_wait: list[int] = []
        """Alone at a table it does not host, every other peer away past the wait: this peer leaves (see
        ``_away``) with its journal kept."""
        self.waited_alone = False
        """This peer waited, cut off from the others, past the wait at the current table: they may have settled
        its hand without it and gone on with a bot in its seat (their host says so when it sees it again)."""
        self.cut_at: tuple[int, int] | None = None
        """Where the table was (the hand's number, the hands filed) when this peer last waited cut off past
        the wait: while it is still there, this peer is off its table (``TableFacts.off_table``); a hand
        filed or begun since (play went on with the others back) puts it on it again. Not a turn: the
        others' messages sent before the cut may still come in after it, and apply turns here."""
        self._down_since: dict[int, float] = {}
        self._replayed_out: set[bytes] = set()
        self._journal_turn: tuple[int, int] | None = None
        """Replaying: the hand and turn when this peer first signed a message its journal does not hold, which
        is where the journal brought it back to; what its bots moved on from there is play after it came
        back, not replay (see ``_replay``)."""
        self._outbox: list[bytes] = []
        self._told_away = 0.0
        self._boundary: tuple[bytes, int] | None = None
        self.keep_journal = False
        """This peer leaves a table it may come back to (it was left alone there): its journal stays."""
        self.finished = False
        """The session ended cleanly here (over, or this player left it): only then is the journal deleted.
        A peer that gave up on a stalled table keeps it, so that a restart can take the table up again."""
        self.resumed_at: float | None = None
        """When this peer, restarted, had replayed its journal and was back at the table."""
        self.move_clock = MoveClock(self.options.deadlines[1], self.options.deadlines[2])
        """The clock on this player's own moves: at its end this peer's stand-in bot plays the move."""
        self.stand_in: SeatAgent[Any, Any] | None = None
        """The game's stand-in bot that plays a move this player ran out of time for (made when first needed)."""
        self.timed_heard: dict[int, Timed] = {}
        """By seat, another player's latest notice that a bot played its move, until that move is in."""
        self.timed_told: dict[int, tuple[int, int]] = {}
        """By seat, the (hand, turn) of the last such notice told: one handed in again is not told twice."""
        self.timed_wire: dict[int, bytes] = {}
        """By mesh index, the last such notice it sent: a copy is dropped before its signature is checked."""
        self.late = LateRecords(
            self.player, self.options.history_dir, self.options.games, self._send_one, self._records_came
        )
        """Records this peer gave up waiting for at an earlier table, asked for here (and others' asked of it)."""
        replaced = self._recall_replaced(replay) if replay is not None else {}
        if replay is not None and len(self.addresses) > len(seated.addresses):
            self.mesh.allow(self.me, self.addresses)  # the session's other peers may reconnect at once
        self._adopt()
        self.node = self._make_node(self.mesh)
        address = PeerAddress(self.mesh.endpoint, self.mesh.curve_keys[0])
        self.handover = Handover(
            self.player,
            self.my_seat,
            address,
            self.addresses,
            self.me,
            seated.transcript,
            self._within(),
            self.peer_key,
            self.table_facts(),
            begun,
            self.options.carry_on,
            self.options.games,
        )
        # The rules' analysis tables (built with the node) are over a hundred thousand objects that live
        # as long as the process: out of the collector's sight, a full collection takes no 20 ms pause
        # in the middle of a turn.
        self.handover.replaced.update(replaced)
        self.handover.said_floor = read_said_floor(self.options.identity_dir)
        gc.freeze()
        self.mesh.on_liveness = self._liveness

    def _recall_replaced(self, replay: JournalRead) -> dict[int, Player]:
        """A restart at a next table: the players it replaced, from the journal, and the peers of the whole
        session (after this table's, in the mesh) so that a replaced player who shows up is told where the
        session went. What does not read as such is left out."""
        players, peers = replay.replaced
        known = {a.curve_public for a in self.addresses}
        for entry in peers:
            try:
                address = PeerAddress(str(entry[0]), bytes(entry[1]))
            except (IndexError, TypeError, ValueError):
                continue
            if address.curve_public not in known and valid_curve_key(address.curve_public):
                known.add(address.curve_public)
                self.addresses.append(address)
        config = self.seated.transcript.config
        replaced: dict[int, Player] = {}
        for entry in players:
            try:
                seat, key, name, play = int(entry[0]), bytes(entry[1]), str(entry[2]), str(entry[3])
            except (IndexError, TypeError, ValueError):
                continue
            if 0 <= seat < len(config.names) and config.bots[seat] and key not in config.seat_keys:
                replaced[seat] = Player(key, name, play)
        return replaced

    def _adopt(self) -> None:
        """Map the mesh onto the current table: which peer runs which seats (matched by transport key),
        and each peer's player."""
        transcript = self.seated.transcript
        config = transcript.config
        by_curve = {bytes(p[1]): (i, list(p[2])) for i, p in enumerate(transcript.peers)}
        self.peer_seats, self.seat_of = {}, {}
        for index, address in enumerate(self.addresses):
            entry = by_curve.get(address.curve_public)
            if entry is None:
                continue
            position, seats = entry
            self.peer_seats[index] = tuple(seats)
            # The mesh names a peer by its index; the node by the lowest seat that peer runs.
            self.seat_of[index] = min(seats)
            player = config.host_seat if position == 0 else seats[0]
            self.peer_key[index] = config.seat_keys[player]
            self.peer_names[index] = config.names[player]
        self._others = frozenset(index for index in self.peer_seats if index != self.me)
        self.fingerprints = tuple(fingerprint(key) for key in config.seat_keys)

    def _switch(self, seated: Seated) -> None:
        """Go on at the session's next table: a new node (and journal) over the same mesh."""
        if self.journal is not None:
            self.journal.ended(reasons.END_NEXT_TABLE)
            self.journal.discard()
            self.journal = None
        self.seated = seated
        self.options = self.options.at_table(seated.transcript.config.waits)
        self.rejoin_wait = self.options.rejoin_wait
        self.quiet = QuietClocks(self.rejoin_wait)
        self.move_clock = MoveClock(self.options.deadlines[1], self.options.deadlines[2])
        self.stand_in = None
        self.timed_heard.clear()
        self.timed_told.clear()
        self.timed_wire.clear()
        self._adopt()
        self.away_since.clear()
        self.given_up.clear()
        self.given_up_now.clear()
        self.left.clear()
        self._down_since.clear()
        self.waited_alone = False
        self.cut_at = None
        self.handover.at_table(seated.transcript, self._within(), self.peer_key)
        if self.journal_key is not None:
            try:
                self.journal = start_journal(seated, self.options, *self.journal_key)
            except OSError as exc:
                raise PeerError.of("NO_NEXT_JOURNAL", error=exc) from None
            players = [[seat, p.key, p.name, p.label] for seat, p in sorted(self.handover.replaced.items())]
            self.journal.replaced(players, [[a.endpoint, a.curve_public] for a in self.addresses])
        owed = self.node.unwritten
        self.node = self._make_node(self.mesh)
        if owed is not None and self.node.unwritten is not None:
            self.node.unwritten.pending = {**owed.pending, **self.node.unwritten.pending}
            self.node.unwritten.error = owed.error
            self.node.write_unwritten()
        self._relay_go()
        self.node.start()
        self._flush()

    def _relay_go(self) -> None:
        """Send the table's GO on to every other peer of it: one whose GO the host kept back starts all the
        same (a player waiting in the lobby reads it off its mesh socket; at a next table, from its inbox)."""
        self.send_session(self.seated.transcript.go_wire, self.table_peers())

    # --- the handover, driven by this loop ----------------------------------------------------------

    def table_peers(self) -> frozenset[int]:
        """The other peers at the current table, by mesh index (the loop asks many times a turn)."""
        return self._others

    def send_session(self, wire: bytes, peers: frozenset[int]) -> None:
        self.mesh.send_to(peers, wrap(wire))

    def _send_one(self, peer: int, wire: bytes) -> None:
        self.send_session(wire, frozenset({peer}))

    def _ask_late_records(self) -> None:
        self.late.ask({peer: self.peer_key[peer] for peer in self.table_peers() if peer in self.peer_key})

    def _records_came(self, name: str, hand: int, players: list[str], sender: bytes) -> None:
        config = self.seated.transcript.config
        by_key = dict(zip(config.seat_keys, config.names, strict=True))
        notice = told(
            "RECORDS_CAME",
            file=name,
            hand=hand,
            names=", ".join(players),
            sender=by_key.get(sender, fingerprint(sender)),
        )
        self.node.log.append(notice.text)
        tell(self.options, notice)

    def table_facts(self) -> TableFacts:
        """What the handover reads of the node: hands filed, where the hand is, what a next table takes over."""
        node, transcript = self.node, self.seated.transcript
        session = node.session
        carried = node.config.continues
        played_here = session.hands_played - (carried.played if carried is not None else 0)
        return TableFacts(
            len(node.records),
            node.records[-1].hand_no if node.records else 0,
            node.between_hands,
            _may_leave(node, transcript.config.host_seat),
            transcript.digest,
            session.hands_played,
            session.scores,
            session.starter,
            node.session_digest,
            transcript.hands - played_here,
            self._keys_down(),
            self._off_table(),
        )

    def _keys_down(self) -> frozenset[bytes]:
        """The keys of the other peers at this table whose link is down now."""
        if not self._down_since and not self.mesh.any_cut_off():
            return frozenset()
        return frozenset(self.peer_key[p] for p in self.table_peers() if p in self.peer_key and self._link_down(p))

    def _link_down(self, peer: int) -> bool:
        """This peer's link to that one is down now (or was cut off for misbehaving)."""
        return peer in self._down_since or self.mesh.is_cut_off(peer)

    def _clock(self) -> None:
        self.handover.clock(time.monotonic(), self.table_facts(), self.options.cancelled(), time.time())

    def _carry_out(self) -> None:
        """Do what the handover asked since the last round, in order."""
        for item in self.handover.drain():
            if isinstance(item, Send):
                self.send_session(item.wire, item.peers)
            elif isinstance(item, Note):
                self.node.log.append(item.text)
            elif isinstance(item, PauseClocks):
                self.node.pause_clocks(item.seconds)
            else:
                tell(self.options, item)

    def _watch(self, over: bool = False) -> None:
        """The handover's look at the replaced players whose link is up (their table's host tells them
        where the session is)."""
        self._clock()
        self._look_outside(over)

    def _look_outside(self, over: bool = False) -> None:
        """``_watch`` on the handover's clock as it stands (the loop set it this round)."""
        outside = [i for i in range(len(self.addresses)) if i not in self.peer_seats]
        reachable = frozenset(p for p in outside if self.mesh.is_connected(p) and p not in self.silent)
        self.handover.watch(reachable, over)
        self.handover.say_waiting()
        self._keep_said()
        self._carry_out()

    def _keep_said(self) -> None:
        """A WAITING about to go out: its ``said`` is kept beside the identity first, so that the next run's
        are later whatever its calendar clock says (``tusac_lan.peer.said_floor``)."""
        last = self.handover.said_waiting
        if last is None or last[2] <= self.handover.said_floor:
            return
        if not keep_said_floor(self.options.identity_dir, last[2]):
            self.node.log.append("the time of a waiting notice could not be kept beside the identity")
        self.handover.said_floor = last[2]

    def _moved(self, clocked: bool = False) -> bool:
        """This player's seat went to a bot at a table the others vouch for (``clocked``: the handover's
        clock is the loop's, set at its last look)."""
        if not clocked:
            self._clock()
        moved = self.handover.moved is not None
        self._carry_out()
        return moved

    def _drive(self, step: Generator[None, None, T]) -> T:
        """Run a handover step that waits for the others: a round at a time, the mesh polled in between."""
        while True:
            self._clock()
            try:
                next(step)
            except StopIteration as done:
                self._carry_out()
                result: T = done.value
                return result
            self._carry_out()
            self._poll(0.05)
            self._follow_links(time.monotonic())
            self._watch()

    def _seat(self, table: NextTable | None) -> Seated | None:
        """This peer at the next table: its player's seat, and the bots it runs there as that table's host."""
        if table is None:
            return None
        config = table.transcript.config
        game = config.game
        seats = {self.my_seat: LocalSeat(self.player, self.seated.seats[self.my_seat].agent)}
        seats.update({seat: LocalSeat(bot, game.make_bot(config.bots[seat])) for seat, bot in table.bots.items()})
        return Seated(table.transcript, table.me, table.addresses, seats, self.mesh)

    def _come_back(self) -> Seated | None:
        wait = max(self.rejoin_wait, COME_BACK_WAIT)
        return self._seat(self._drive(self.handover.come_back(self._within(), wait)))

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
        node.on_unsettled = self._unsettled
        if self.journal is not None:
            node.on_hand_start = self._checkpoint
            node.on_lost = self._journal_lost
            node.on_release = self._journal_release
        transport.on_message = self._arrived
        transport.on_misbehaviour = self._misbehaved
        return node

    def _unsettled(self, hand: int) -> None:
        """A hand's file lacks records (some peers never sent theirs): a later table asks for them."""
        if self.options.history_dir is not None and not self.replaying:
            remember(self.options.history_dir, hand_file_name(self.seated.transcript.config, hand))

    def _journal_lost(self, gone: frozenset[int]) -> None:
        """A lost-at-once void is being made here: journaled before anything it signs, so a kill between the
        two leaves a journal that replays (a replay remakes the void at this place). Not in a replay."""
        if self.journal is not None and not self.replaying:
            self.journal.lost(sorted(gone))

    def _journal_release(self, held: list[tuple[int, int]]) -> None:
        """Messages this peer stops holding back on its own clock: journaled before it takes them. Not in a
        replay, which releases them from the journal."""
        if self.journal is not None and not self.replaying:
            self.journal.released(held)

    def _checkpoint(self) -> None:
        """A hand is about to be dealt: what this peer signed so far goes out (synced first), and the journal
        starts again from a checkpoint of the session here, so that a restart replays one hand at most.
        In a replay the journal is left as it is (it is being read)."""
        if self.journal is None or self.replaying:
            return
        self._flush()
        config = self.seated.transcript.config
        self.journal.checkpoint(take(self.node).signed(config.table_id, self.player))

    def _timing(self, kind: str, hand: int, index: int) -> None:
        if self.options.timing is not None and not self.replaying:
            self.options.timing(kind, hand, index)

    def _off_table(self) -> bool:
        """Cut off past the wait on a side of the table that may not settle, and the table still where it was
        then (``cut_at``)."""
        return self.waited_alone and self.cut_at == self._where()

    def _where(self) -> tuple[int, int]:
        """The current hand's number (-1: none) and the hands filed at this table."""
        return (self.node.run.hand_no if self.node.run is not None else -1), len(self.node.records)

    def _turn(self) -> int:
        """The current hand's last applied turn (-1: none yet, or no hand)."""
        return len(self.node.run.hash_chain) - 1 if self.node.run is not None else -1

    def _ready_for_next(self, hand: int) -> bool:
        if self.replaying:
            return True
        boundary = (self.seated.transcript.config.table_id, hand)
        if boundary != self._boundary:
            # Once between every two hands the session loop goes round (a table of one peer and its bots
            # would otherwise deal hand after hand inside one call): a replaced player is told where the
            # session is, and one that asked for its seat back gets it at the next hand.
            self._boundary = boundary
            return False
        self._clock()
        plan = self.handover.take_back_plan()
        self._carry_out()
        if plan is not None:
            return False  # a replaced player asked for its seat: the next hand is dealt at the next table
        if self.options.ready_for_next is None:
            return True
        return self.options.ready_for_next(hand)

    def _send_own(self, wire: bytes) -> None:
        """A message a seat of this peer signed: journaled now, sent by the next ``_flush``. In a replay,
        what the journal holds is sent again after the replay, in order."""
        if self.replaying and wire in self._replayed_out:
            return
        if self.replaying and self._journal_turn is None:
            self._journal_turn = (self.node.run.hand_no if self.node.run is not None else -1, self._turn())
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
        peers = self.table_peers()
        for wire in self._outbox:
            self.mesh.send_to(peers, wire)
        self._outbox.clear()

    def _poll(self, timeout: float) -> None:
        self.mesh.poll(timeout)
        self._flush()

    def _arrived(self, peer: int, wire: bytes) -> None:
        inner = unwrap(wire)
        if inner is not None and _is_timed(inner):
            self._timed(peer, inner)
            return
        if inner is not None and _is_late_records(inner):
            key = self.peer_key.get(peer)
            if key is not None:
                self.late.receive(peer, key, kind_of(inner), inner)
            return
        if inner is not None:
            self.handover.receive(peer, inner)
            self._carry_out()
            return
        if peer not in self.seat_of:
            return
        if self.journal is not None:
            self.journal.arrived(self.seat_of[peer], wire)
        self.node.receive(wire, self.seat_of[peer])
        self._flush()

    def _misbehaved(self, peer: int, reason: str) -> None:
        if peer not in self.seat_of:
            return
        # The transport knows a peer by its index; the player reads its name and seats.
        reason = reason.replace(f"peer {peer} ", f"{self._player(peer)} ", 1)
        if self.journal is not None:
            self.journal.cut_off(self.seat_of[peer], reason)
        self.node.cut_off(self.seat_of[peer], reason)

    def _may_give_up(self, quiet: float) -> bool:
        """Whether a stopped hand may be settled with what this peer has, ``quiet`` seconds after its last news:
        after ``GIVE_UP_AFTER_STOP``, unless the table's deadlines settle what is owed, or a peer still here
        may hold what this peer lacks and has not answered yet (``TableNode.answers_awaited``), which it is
        given the table's protocol deadline and grace for."""
        node = self.node
        if node.run is None or node.run.stopped is None or node.owed_by_deadline or quiet <= GIVE_UP_AFTER_STOP:
            return False
        protocol, _, grace = self.options.deadlines
        return quiet > GIVE_UP_AFTER_STOP + protocol + grace or not node.answers_awaited(self._still_here())

    def _still_here(self) -> frozenset[int]:
        """The other peers of this table (by first seat) whose link is up and that are not away or cut off."""
        return frozenset(
            min(self.peer_seats[peer])
            for peer in self.table_peers()
            if self.peer_seats.get(peer)
            and peer not in self.away_since
            and peer not in self.silent
            and self.mesh.is_connected(peer)
            and not self.mesh.is_cut_off(peer)
        )

    def _give_up(self) -> None:
        if self.journal is not None:
            self.journal.gave_up()
        self.node.give_up()

    def _on_event(self, event: TableEvent) -> None:
        if isinstance(event, CutOff):
            lowest = self.seated.transcript.config.peers[event.seat]
            peer = next(index for index, seat in self.seat_of.items() if seat == lowest)
            self.mesh.cut_off(peer, event.reason)
        elif isinstance(event, HandStopped) and event.said == LEFT_TABLE and event.by >= 0:
            # It said it is not coming back: the hand is not held for it while its link is down.
            gone = {peer for peer, seats in self.peer_seats.items() if event.by in seats and peer != self.me}
            self.left.update(gone)
            self.given_up.update(gone)
        elif isinstance(event, HandStarted) and not event.fingerprints:
            event = replace(event, fingerprints=self.fingerprints)
        if self.replaying and isinstance(event, HandStarted):
            self.replayed_hand.clear()
        elif self.replaying and isinstance(event, Dealt | TurnApplied | HandStopped):
            self.replayed_hand.append(event)
        if self.options.listener is not None and not self.replaying:
            if isinstance(event, TurnApplied):
                # Told with the move it is about: a client that paces the moves after it (the bots of this
                # peer answering at once) would otherwise hear of it a few moves late.
                self._tell_timed(self.node)
            self.options.listener(event)

    def _who(self, peer: int) -> tuple[str, tuple[int, ...]]:
        """The player of that peer and the seats it runs at the current table."""
        return self.peer_names.get(peer, f"peer {peer}"), self.peer_seats.get(peer, ())

    def _player(self, peer: int) -> str:
        """A peer as its player is known: its name and the seats it runs (never a transport index)."""
        name, seats = self._who(peer)
        if not seats:
            return name
        return f"{name} (seat{'s' if len(seats) > 1 else ''} {', '.join(map(str, seats))})"

    def _liveness(self, peer: int, up: bool) -> None:
        (self.silent.discard if up else self.silent.add)(peer)
        if peer in self.peer_seats:
            tell(self.options, PeerLink(self.peer_seats[peer], up))

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
            if self.replay is not None:
                self._replay(self.replay)
            else:
                self.mesh.connect(self.seated.me, self.seated.addresses)
                self._relay_go()
                self.node.start()
            self._flush()
            self._ask_late_records()
            while True:
                self._loop()
                self._tell_earlier(EARLIER_WAIT)  # a table that ended before the sheet's earlier rows were read
                seated = self._next_table()
                if seated is None:
                    self._stay_for_goodbyes()
                    self.finished = True
                    return self.node
                self._switch(seated)
                self._ask_late_records()
        finally:
            self.mesh.close()
            self.node.write_unwritten()  # a last try for files a full disk kept back
            if self.journal is not None and (self.keep_journal or not self.finished):
                self.journal.close()
            elif self.journal is not None:
                # Only a peer that dies without a word (killed, power cut) comes back to this table.
                self.journal.ended(
                    self.node.stopped or (reasons.END_COMPLETE if self.node.complete else reasons.END_LEFT)
                )
                self.journal.discard()

    def _replay(self, read: JournalRead) -> None:
        """Rebuild the node from the journal: the same inputs in the same order, every message this peer
        signed before taken back as it was; then send those again (the others drop what they have)."""
        node, config = self.node, self.seated.transcript.config
        checkpoint: Checkpoint | None = None
        if read.checkpoint is not None:
            try:
                checkpoint = read_signed(read.checkpoint, config.table_id, self.player.public_key)
            except CheckpointError as exc:
                self.finished = True  # a journal that cannot be taken up again is of no use: deleted
                raise PeerError.of("CHECKPOINT_FAILS", error=exc) from None
        self.replaying = True
        try:
            own = replay_journal(node, read.entries, lambda wires: self._replayed_out.update(wires), checkpoint)
        except ReplayError as exc:
            self.finished = True
            raise PeerError.of("REPLAY_FAILS", error=exc) from None
        finally:
            self.replaying = False
        if node.complete:
            # The journal knows the session ended: every hand was played and filed before the crash (it came
            # after, before its end was written). There is nothing to go back to; the journal is ended.
            self.finished = True
            raise PeerError.of("TABLE_OVER")
        # Only now, caught up, does this peer connect: the others count it away (their clocks stopped for
        # its seats) until it can act, not from the moment its process started.
        # Every peer of the session, not only this table's: a replaced player at a next table is a peer too
        # (it may come back, and take its seat back, while this one is restarting).
        self.mesh.connect(self.me, self.addresses, resuming=True)
        for index, seat in sorted(self.seat_of.items()):
            if seat in node.cut:
                self.mesh.cut_off(index, reasons.CUT_BEFORE_CRASH)
        hand = node.run.hand_no if node.run is not None else 0
        for key in sorted(own, key=lambda k: (own[k].hand, k)):
            message = own[key]
            if message.hand == hand or (message.hand == hand - 1 and message.type == "record"):
                self.mesh.broadcast(message.wire)
        self._flush()
        self.resumed_at = time.monotonic()
        if self.options.timing is not None:
            # The turn the journal brought it back to: its bots may have moved on since, inside the replay
            # (their seats' next moves, signed anew), and those turns were played with it, not without it.
            # (A journal that ended in an earlier hand brought it back to none of this one's turns.)
            turn = self._turn()
            if self._journal_turn is not None:
                turn = self._journal_turn[1] if self._journal_turn[0] == hand else -1
            self.options.timing("rejoined", hand, turn)
        text = f"back at the table: hand {hand}, {len(read.entries)} journal entries replayed"
        scores = tuple(node.session.scores)
        if hand > 0 and self.options.history_dir is not None:
            self.earlier = EarlierReading(self.options.history_dir, config, hand, scores, self.options.games)
        seats = listing(config, min(self.seated.seats), self.seated.transcript.hands)
        continues = config.continues
        played_before, carried = (continues.played, continues.scores) if continues is not None else (0, ())
        tell(self.options, Rejoined(text, hand, len(read.entries), seats, scores, played_before, carried))
        if node.run is not None:
            humans = [seat for seat, local in sorted(self.seated.seats.items()) if local.agent is None]
            self._on_event(HandStarted(hand, tuple(config.names), humans[0] if humans else -1))
            told = [event for event in self.replayed_hand if not isinstance(event, Dealt) or event.hand == hand]
            # Who ran out of time in this hand is told again with the move their bot played, as it was.
            timed = [(seat, turn) for at, seat, turn in read.timed if at == hand]
            for event in told:
                if isinstance(event, TurnApplied) and event.before is not None and timed:
                    turn_of = node.game.turn(event.before)
                    for seat, turn in [t for t in timed if t[1] == turn_of]:
                        timed.remove((seat, turn))
                        self._tell_out_of_time(hand, seat, turn, journaled=False)
                self._on_event(replace(event, replayed=True) if isinstance(event, TurnApplied) else event)
            for seat, turn in timed:
                self._tell_out_of_time(hand, seat, turn, journaled=False)
            if node.run.state is not None and not any(isinstance(event, TurnApplied) for event in told):
                self._on_event(TurnApplied(node.run.state, len(node.run.hash_chain) - 1))
        self.replayed_hand.clear()
        for decision in node.pending_decisions:
            self._on_event(DecisionNeeded(decision.seat, decision.view, tuple(decision.legal)))
        self.move_clock.rejoined = True
        node.resume()

    def _follow_links(self, now: float) -> None:
        """A peer whose connection is down for ``AWAY_AFTER`` (or that is silent) is away; back when its
        connection is up and it is heard again."""
        for peer in self.table_peers():
            if self.mesh.is_cut_off(peer):
                continue
            if peer in self.silent or not self.mesh.is_connected(peer):
                since = self._down_since.setdefault(peer, now)
                if now - since >= AWAY_AFTER and peer not in self.away_since:
                    self.away_since[peer] = since
                    self._told_away = 0.0
            else:
                if peer in self.peer_key:
                    self.handover.hear(self.peer_key[peer])
                self._down_since.pop(peer, None)
                went = self.away_since.pop(peer, None)
                if went is not None:
                    self.away_spent[peer] = self.away_spent.get(peer, 0.0) + now - went
                    self.given_up.discard(peer)
                    self.given_up_now.discard(peer)
                    name, seats = self._who(peer)
                    tell(self.options, PeerBack(f"{name} is back", name, seats))

    def _away(self, now: float) -> frozenset[int]:
        """The seats of peers that are away and still waited for; a notice with the time left now and then.
        Past the wait, the table's deadlines run for them again (a hand they hold up ends void, naming them)."""
        hand = self.node.run.hand_no if self.node.run is not None else None
        if hand != self._spent_in:
            self._spent_in, self.away_spent = hand, {}
        waiting = {peer: since for peer, since in self.away_since.items() if peer not in self.given_up}
        if not waiting:
            return frozenset()
        notice = now - self._told_away >= AWAY_NOTICE_EVERY
        if notice:
            self._told_away = now
        alone = self._alone()
        # The player chose not to wait the rejoin wait out: the away players are given up now.
        now_asked = self.options.stop_waiting is not None and self.options.stop_waiting()
        if not alone:
            self.alone_past_wait = []
        for peer, since in sorted(waiting.items()):
            spent = self.away_spent.get(peer, 0.0) + self.quiet.spent_in(hand, peer)  # one budget for both
            left = -1.0 if now_asked else self.rejoin_wait - spent - (now - since)
            if left < 0 and alone:
                # Issue 24: a peer alone at a table it does not host never settles the hand by its own word,
                # nor goes on at a table of its own; the session lives at the host, where it can come back.
                # It keeps waiting (its clocks stand still) until the link returns or its player leaves.
                if peer not in self.alone_past_wait:
                    self.alone_past_wait.append(peer)
                self.waited_alone = True
                self.cut_at = self._where()
            elif left < 0:
                self.given_up.add(peer)
                name, seats = self._who(peer)
                if now_asked:
                    self.given_up_now.add(peer)
                    text = f"{name} is not waited for any longer: its player chose to go on without them"
                else:
                    text = f"{name} did not come back within {self.rejoin_wait:.0f} s"
                tell(self.options, PeerGaveUp(text, name, seats, self.rejoin_wait, now_asked))
            elif notice:
                name, seats = self._who(peer)
                tell(self.options, PeerAway(f"waiting for {name} to come back ({left:.0f} s left)", name, seats, left))
        if self.alone_past_wait and notice:
            cut_off = self._cut_off_from()
            names = ", ".join(self._who(peer)[0] for peer in cut_off)
            everyone = all(peer in self.away_since for peer in self.table_peers())
            side = "alone" if everyone else "without the host and most of the table"
            tell(
                self.options,
                CutOffFromAll(
                    f"{'cut off from every other player' if everyone else 'cut off from the host'}: no word from"
                    f" {names} for over {self.rejoin_wait:.0f} s. Still waiting: this peer does not settle the"
                    f" hand or play on {side}, and rejoins the table when the link comes back. Leave to stop"
                    " waiting (the journal is kept: starting again with the same arguments rejoins the table)",
                    tuple(self._who(peer)[0] for peer in cut_off),
                ),
            )
        return frozenset(
            seat for peer in self.away_since if peer not in self.given_up for seat in self.peer_seats.get(peer, ())
        )

    def _quiet(self, now: float) -> frozenset[int]:
        """The seats of peers heard from not at all for a while, neither away nor cut off: they cannot act, so
        the deadlines on what they owe stand still (``tusac_lan.peer.quiet``)."""
        quiet = {
            peer: self.mesh.quiet_for(peer)
            for peer in self.table_peers()
            if peer not in self.away_since and not self.mesh.is_cut_off(peer)
        }
        hand = self.node.run.hand_no if self.node.run is not None else None
        # Called after ``_away``, which has begun this hand's count of time away.
        still = self.quiet.still(now, hand, quiet, self.away_spent, frozenset(self._down_since))
        return frozenset(seat for peer in still for seat in self.peer_seats.get(peer, ()))

    def _cut_off_from(self) -> list[int]:
        """The peers this peer, alone past the wait, keeps waiting for: those past the wait since it was alone,
        and those still away that it gave up on before (while it heard a side that may settle the hand). A
        peer's time away adds up over the hand, so at a second outage the first one seen missing may be past
        the wait at once, given up on while the others were still heard, a moment before this peer is left
        alone: it is away as much as the others, and the notice names it too. (Not one that left the table, or
        that this peer cut off for breaking the protocol: nobody waits for them.)"""
        gone_before = {
            peer
            for peer in self.given_up
            if peer in self.away_since and peer not in self.left and not self.mesh.is_cut_off(peer)
        }
        return sorted(set(self.alone_past_wait) | gone_before)

    def _overdue_now(self) -> frozenset[int]:
        """The seats of the peers given up on at the player's word: what they owe is overdue now. At a table
        with no limit on a move, so is what every peer given up on owes: the deadlines that would run for it
        again past the rejoin wait are a day long."""
        if not self.given_up:
            return frozenset()
        given_up = self.given_up if self.move_clock.limit is None else self.given_up_now
        return frozenset(seat for peer in given_up for seat in self.peer_seats.get(peer, ()))

    def _gone(self) -> frozenset[int]:
        """The peers (by first seat) this peer's links have given up on past the rejoin wait: with them gone
        at once, the peers still here may void the hand among themselves (``table.lost``). Empty while
        this peer is on a side of the table that may not settle a hand (``_alone``)."""
        if not self.given_up or self._alone():
            return frozenset()
        peers = self.node.config.peers
        return frozenset(peers[seat] for peer in self.given_up for seat in self.peer_seats.get(peer, ()))

    def _alone(self) -> bool:
        """This peer is on a side of the table that may not settle a hand without the others: it neither
        hosts the table nor hears its host, and the peers it still hears (itself among them) are at most
        half of it; or, at a table of three peers or more, it hears none of them (the host too: a void
        needs two signers, ``table.lost.may_settle``, and the others, a majority, settle without it). Of
        two sides of a split only one may go on, so no hand is filed two ways."""
        host_seat = self.seated.transcript.config.host_seat
        peers = self.table_peers()
        heard = [peer for peer in peers if peer not in self.away_since]
        if len(peers) >= 2 and not heard:
            return True
        with_host = host_seat in self.seated.seats or any(host_seat in self.peer_seats[peer] for peer in heard)
        return not with_host and bool(peers) and 2 * (1 + len(heard)) <= len(peers) + 1

    def _leave_alone(self) -> None:
        """Its player leaves a table this peer is alone at, signing nothing (a restart takes the seat up
        again)."""
        names = ", ".join(self._who(peer)[0] for peer in self._cut_off_from())
        self.keep_journal = True
        raise PeerError.of("ALONE", names=names, seconds=f"{self.rejoin_wait:.0f}")

    def _back_with_all(self) -> bool:
        """Every other peer of the table is heard again, and their host says (all of them vouching for it)
        that the session went on at a next table with a bot in this player's seat."""
        heard = all(self.mesh.is_connected(p) and p not in self.silent for p in self.table_peers())
        return heard and self._moved()

    def _leave_unsettled(self, node: TableNode) -> None:
        """Tell the player that this peer leaves a hand the others settled without it (no file of it here)."""
        hand = node.run.hand_no if node.run is not None else 0
        notice = told("SETTLED_WITHOUT_ME", hand=hand)
        node.log.append(notice.text)
        tell(self.options, notice)

    def _within(self) -> float:
        """How long a player has to answer, and the others to agree, when seats change hands."""
        return self.options.deadlines[1] + self.options.deadlines[2]

    def _next_table(self) -> Seated | None:
        """Where the session goes on after the loop ended: back in this player's seat (it was replaced), at
        a table with a bot for a player who did not come back, or nowhere (the session is over)."""
        node = self.node
        if self._moved() and (self.replay is not None or node.stopped is not None or self.waited_alone):
            return self._come_back()
        if node.complete:
            self._watch(over=True)
            self._linger()
            return None
        absent, left = self._absent_players()
        if absent:
            seated = self._seat(self._drive(self.handover.vote(absent, self._within(), left)))
            if seated is None and not self.options.cancelled() and self._moved():
                return self._come_back()  # the others went on without this peer's vote (it came too late)
            return seated
        verdict = node.records[-1].verdict if node.records else None
        concerned = -1 if verdict is None else verdict.seat if verdict.seat >= 0 else node.word_named
        if verdict is not None and concerned in self.seated.seats and self.replay is not None:
            # Back from a crash to a hand the others voided naming this peer: they may have gone on with
            # a bot in its seat, and their host says so as soon as it sees this peer.
            self._drive(self.handover.wait_for_moved(self._within()))
            if self._moved():
                return self._come_back()
        if self.waited_alone and node.stopped is not None:
            # Cut off from everyone past the wait (issue 24 point 6), this peer ended its hand with what the
            # others signed when the link came back. They went on with a bot in its seat, or are still voting
            # on it and setting the next table up (at most about 5 answer times, ``Handover.vote``): their
            # host tells this player where once it hears this peer again, which may take a moment longer
            # than this peer took to read their records.
            self._drive(self.handover.wait_for_moved(5 * self._within() + 2 * MOVED_EVERY))
            if self._moved():
                return self._come_back()
        return None

    def _absent_players(self) -> tuple[dict[int, Player], bool]:
        """The players this peer waited for in vain, if the stopped hand names one of their seats, and
        those who left in the middle of it; and whether every one of them left (rather than stayed away)."""
        node = self.node
        verdict = node.records[-1].verdict if node.records else None
        if verdict is None or verdict.ok:
            return {}, False
        gone = [peer for peer in self.given_up if peer in self.peer_seats]
        # At a table of two, a withheld stop names nobody (this peer's word alone) but concerns the seat; a
        # hand lost at once (``table.lost``) concerns every absent seat.
        concerned = {verdict.seat if verdict.seat >= 0 else node.word_named, *node.lost_seats}
        if self.replay is not None and not gone and not concerned & set(self.seated.seats):
            # Back from a crash in the vote after a hand the others voided: the stop, read back from the
            # journal, says whom the table waited for in vain (this peer had given up on it too).
            gone = [peer for peer, seats in self.peer_seats.items() if concerned & set(seats) and peer != self.me]
        if node.lost_seats:
            gone = [peer for peer in gone if concerned & set(self.peer_seats[peer])]
        elif not any(concerned & set(self.peer_seats[peer]) for peer in gone):
            gone = []
        left = [peer for peer in sorted(self.left) if peer not in gone]
        players = players_of(self.seated.transcript)
        absent = {seat: players[seat] for peer in [*gone, *left] for seat in self.peer_seats[peer] if seat in players}
        return absent, bool(left) and not gone

    def _linger(self) -> None:
        end = time.monotonic() + LINGER
        while time.monotonic() < end and self.mesh.pending():
            self._poll(0.05)

    def _loop(self) -> TableNode:
        node, options = self.node, self.options
        last_progress = time.monotonic()
        seen = node.processed
        stall_limit = options.stall_limit
        looked = float("-inf")
        away: frozenset[int] = frozenset()
        overdue: frozenset[int] = frozenset()
        gone: frozenset[int] = frozenset()
        while not node.complete and node.stopped is None:
            # What runs on clocks of a second and more is looked at every WATCH_EVERY, not every round: a round
            # comes with every frame, several a turn at a busy table.
            looking = time.monotonic() - looked >= WATCH_EVERY
            if looking:
                self._watch()
                self._tell_earlier()
            if self._moved(clocked=True) and (self.replay is not None or node.stopped is not None):
                return node  # back from a crash, this player finds its seat went to a bot while it was away
            if node.between_hands or self.handover.inbox.tables:
                seated = self._seat(self._drive(self.handover.offer_due(self._within())))
                if seated is not None:
                    self._switch(seated)
                    node, seen, last_progress = self.node, self.node.processed, time.monotonic()
                    looked = float("-inf")
                    continue
            if options.cancelled() and self.alone_past_wait:
                self._leave_alone()
            if options.cancelled():
                self._leave()
                self.finished = True
                raise PeerError.of("LEFT")
            self._poll(0.05)
            if looking:
                self._follow_links(time.monotonic())
                away = self._away(time.monotonic()) | self._quiet(time.monotonic())
                gone = self._gone()
                overdue = self._overdue_now()
                held = node.held_alone(gone)
                if held:
                    if self.journal is not None:
                        self.journal.released(held)
                    node.release(held)
            if gone != node.gone and self.journal is not None:
                self.journal.gone(sorted(gone))
            node.tick(time.monotonic(), away, overdue, gone)
            if options.moves is not None:
                move = options.moves()
                if move is not None:
                    node.submit(*move)
            if looking:
                looked = time.monotonic()
                self._time_moves(node, looked)
            self._flush()
            if node.processed != seen or away:
                seen = node.processed
                last_progress = time.monotonic()
            elif self._may_give_up(time.monotonic() - last_progress):
                self._give_up()
            elif (
                self._off_table()
                and (node.run is None or node.run.stopped is None)
                and time.monotonic() - last_progress > UNSETTLED_AFTER
                and self._back_with_all()
            ):
                # Cut off from everyone past the wait, this peer took in the others' stops and records when the
                # link came back, yet its hand may never settle with them: it played on into the cut (its own
                # move, which they never got), so the hand here next needs another seat than the sender of the
                # stop it took first, and waits for that seat forever. The others, every one of them, sit at
                # the table their host names: this player takes its seat back there.
                self._leave_unsettled(node)
                return node
            elif time.monotonic() - last_progress > stall_limit:
                step = node.run.step.value if node.run else "-"
                silent = ", ".join(self._player(peer) for peer in sorted(self.silent)) or "none"
                names = self.seated.transcript.config.names
                log = [with_names(line, names) for line in node.log[-3:]]
                raise PeerError.of("STALLED", seconds=f"{stall_limit:.0f}", step=step, silent=silent, log=log)
        self._stay_for_records(node)
        return node

    # --- this player's move clock ---------------------------------------------------------------------

    def _tell_earlier(self, wait: float = 0.0) -> None:
        """The score sheet's earlier rows, once their files are read (``EarlierReading``; ``wait``: seconds
        to wait for that at most), if this peer is still at the table it came back to."""
        reading = self.earlier
        if reading is None or (wait > 0 and not reading.wait(wait)):
            return
        rows = reading.rows
        if rows is None:
            return
        self.earlier = None
        if (rows or reading.before) and reading.table_id == self.node.config.table_id:
            tell(self.options, EarlierHands(rows, reading.before, reading.first))

    def _time_moves(self, node: TableNode, now: float) -> None:
        """Tell this player its time to move, warn it, and when that time is over play the move with the
        game's stand-in bot, before the others' deadline voids the hand and names this player."""
        run = node.run
        # Only other peers hold this player to the deadline: at a table of its own bots it takes its time.
        owed = []
        if run is not None and run.stopped is None and self.table_peers():
            owed = [(run.hand_no, d.seat, d.turn) for d in node.pending_decisions]
        self._tell_timed(node)
        for news in self.move_clock.look(owed, now):
            if isinstance(news, ClockStarted):
                tell(self.options, MoveTime(news.seat, news.seconds))
            elif isinstance(news, ClockWarning):
                tell(self.options, MoveTime(news.seat, news.left, warning=True))
            elif isinstance(news, ClockRanOut):
                self._play_for(node, *news.owed)

    def _play_for(self, node: TableNode, hand: int, seat: int, turn: int) -> None:
        decision = node.watch.pending_human.get(seat)
        if decision is None or decision.turn != turn:
            return
        game = node.game
        if self.stand_in is None:
            self.stand_in = game.make_bot(game.stand_in)
        move = self.stand_in.choose(decision.view, seat, decision.legal)
        # Told before the move: the move may bring this seat's next decision at once (a general taken, then
        # its discard), and that offer must not be the one withdrawn.
        self._tell_out_of_time(hand, seat, turn)
        node.submit(seat, move)
        if seat in node.watch.pending_human and node.watch.pending_human[seat] is decision:
            return  # not taken (it cannot be: the bot chose among the legal moves)
        node.log.append(f"seat {seat} ran out of time for turn {turn}: its stand-in bot played the move")
        # The notice goes ahead of the move: the others keep it until the move is in and tell it with the move.
        table = self.seated.transcript.digest
        self.send_session(encode_timed(self.seated.seats[seat].identity, table, hand, seat, turn), self.table_peers())
        self._flush()

    def _timed(self, peer: int, wire: bytes) -> None:
        """Another player's notice that it ran out of time and its bot played: kept if it is signed by a human
        seat of this table that its sender runs (a false one would only say so), and told once the move is in."""
        if self.timed_wire.get(peer) == wire:
            return
        try:
            timed = decode_timed(wire)
        except LobbyError:
            return
        transcript = self.seated.transcript
        if not told_by_its_seat(timed, transcript.digest, transcript.config, self.peer_seats.get(peer, ())):
            return
        self.timed_wire[peer] = wire
        if (timed.hand, timed.turn) <= self.timed_told.get(timed.seat, (-1, -1)):
            return  # told already
        self.timed_heard[timed.seat] = timed  # the latest of each seat: a flood keeps nothing more
        self._tell_timed(self.node)

    def _tell_timed(self, node: TableNode) -> None:
        """Tell this player of each notice whose move this peer has taken in (one for a later hand waits)."""
        run = node.run
        for seat, timed in sorted(self.timed_heard.items()):
            if run is None or timed.hand > run.hand_no:
                continue
            if timed.hand == run.hand_no and run.chosen_at.get(seat, -1) < timed.turn:
                continue  # its move is not in yet
            del self.timed_heard[seat]
            if timed.hand == run.hand_no:
                self._tell_out_of_time(timed.hand, seat, timed.turn)

    def _tell_out_of_time(self, hand: int, seat: int, turn: int, journaled: bool = True) -> None:
        """Tell this player that the player of ``seat`` ran out of time at ``turn`` and its bot played; kept
        in the journal, so that the Moves log says it again after a restart."""
        self.timed_told[seat] = max(self.timed_told.get(seat, (-1, -1)), (hand, turn))
        if journaled and self.journal is not None and not self.replaying:
            self.journal.timed(hand, seat, turn)  # written first: a kill just after the player saw it keeps it
        name = self.seated.transcript.config.names[seat]
        local = self.seated.seats.get(seat)
        if local is not None and local.agent is None:
            tell(self.options, OutOfTime("you ran out of time; a bot played for you", name, seat, True, turn))
        else:
            # (told with the move it is about, as it comes in: its next move of that seat is the bot's)
            tell(self.options, OutOfTime(f"{name} ran out of time; a bot played for them", name, seat, False))

    def _stay_for_records(self, node: TableNode) -> None:
        """Keep the links up until every peer of the table has acknowledged this peer's last messages (its
        record among them: each peer stays until the others have its record, so every peer ends up with
        every record), until this peer's own acknowledgements are out, and until the records of the peers
        that opened their seeds are in this hand's file (and, while its link is up and at most
        ``UNNEEDED_RECORD_WAIT``, for the record of a peer that did not need to send one). A peer that
        left, was given up on, cut off or said goodbye (it had all it needed) is not waited for; a peer
        whose link is down (closed, crashed or cut: the transport cannot tell) only
        ``options.deadlines[0]``; the whole wait is bounded by ``END_WAIT``, after which the player is
        told whom it gave up on. Then this peer says goodbye."""
        start = time.monotonic()
        now = start

        def owed() -> tuple[list[int], list[int]]:
            """(peers that have not acknowledged, peers whose record is missing), both mesh indices."""
            gone = self.left | self.given_up
            waited = [
                p
                for p in sorted(self.peer_seats)
                if p != self.me
                and p not in gone
                and not self.mesh.is_cut_off(p)
                and not self.mesh.said_goodbye(p)
                and (self.mesh.is_connected(p) or now - start < self.options.deadlines[0])
            ]
            missing, unheard = set(node.missing_records()), set(node.unheard_records())
            # A peer whose record is not needed (it did not open its seed: cut off, or gone a while) may
            # still send one that signs this very file: waited for while its link is up, so that every
            # honest peer's file of the hand carries the same records.
            unneeded = now - start < min(self.options.deadlines[0], UNNEEDED_RECORD_WAIT)
            return (
                [p for p in waited if self.mesh.unacked_to(p)],
                [
                    p
                    for p in waited
                    if self.seat_of.get(p) in missing
                    or (unneeded and self.seat_of.get(p) in unheard and self.mesh.is_connected(p))
                ],
            )

        unacked, unrecorded = owed()
        # The others wait for this peer's acknowledgements as it waits for theirs: the last ones go out too.
        while not self._moved() and (unacked or unrecorded or self.mesh.acks_owed()) and now - start < END_WAIT:
            self._poll(0.05)
            now = time.monotonic()
            unacked, unrecorded = owed()
        self.mesh.goodbye()
        self._poll(0.05)  # the last acknowledgements and the goodbye leave the socket before the mesh is closed
        written = node.records[-1] if node.records else None
        if node.missing_records() and written is not None:
            self._unsettled(written.hand_no)  # given up on, or waited for in vain: a later table asks
        if self._moved() or not (unacked or unrecorded):
            return
        parts = []
        if unacked:
            parts.append(f"{', '.join(map(self._player, unacked))} did not acknowledge this peer's last messages")
        if unrecorded:
            parts.append(f"the record of {', '.join(map(self._player, unrecorded))} did not come")
        notice = told(
            "END_GAVE_UP",
            seconds=f"{END_WAIT:.0f}",
            parts="; ".join(parts),
            unacked=", ".join(map(self._player, unacked)),
            unrecorded=", ".join(map(self._player, unrecorded)),
        )
        node.log.append(notice.text)
        tell(self.options, notice)

    def _stay_for_goodbyes(self) -> None:
        """At the end of the session, before the mesh is closed: stay (acknowledging what comes, the
        goodbye said at the end of the table repeated with every heartbeat) until each other peer still
        at the table has said goodbye too, has gone quiet for ``GONE_AFTER`` (it left, its goodbye lost)
        or ``GOODBYE_WAIT`` passed; and, while any is there, ``PARTING`` at least. A goodbye is the last
        frame a peer sends on a link, and closing its connections may lose it with the acknowledgements
        before it: a peer that closed at once left the others that missed both waiting up to
        ``END_WAIT`` for those acknowledgements, reporting it silent on the way (one hand in five at
        20 % loss). Not between tables: nobody closes there, and a peer that restarted meanwhile is
        never told the goodbyes of its former life."""
        start = time.monotonic()

        def there() -> list[int]:
            gone = self.left | self.given_up
            return [
                p
                for p in sorted(self.peer_seats)
                if p != self.me
                and p not in gone
                and not self.mesh.is_cut_off(p)
                and self.mesh.quiet_for(p) < GONE_AFTER
            ]

        def staying() -> bool:
            others = there()
            if not others:
                return False
            waited = [p for p in others if not self.mesh.said_goodbye(p)]
            return bool(waited) or time.monotonic() - start < PARTING

        while not self._moved() and staying() and time.monotonic() - start < GOODBYE_WAIT:
            if not self.mesh.leaving:
                self.mesh.goodbye()  # something went out since: the goodbye comes after it
            self._poll(0.05)


EARLIER_WAIT = 30.0
"""Seconds a table that ended while the files of the hands before a rejoin were read waits for them at most."""


def _is_timed(wire: bytes) -> bool:
    try:
        return kind_of(wire) == "timed"
    except LobbyError:
        return False


def _is_late_records(wire: bytes) -> bool:
    try:
        return kind_of(wire) in ("wanted", "records")
    except LobbyError:
        return False


def _may_leave(node: TableNode, host_seat: int) -> bool:
    """This peer may leave its table for a next one: its last hand is filed and the next not begun, or
    begun only by this peer (the host, holding the next hand back for the table it offers, has not
    committed to it: nothing of that hand is dealt). Never in the middle of a hand: a host losing one
    would otherwise offer "the same table again" instead of opening its seed, and the hand go unfiled."""
    if node.between_hands:
        return True
    run = node.run
    return run is not None and run.step == Step.COMMIT and run.commits[host_seat] is None


def run_seated(
    seated: Seated,
    options: PeerOptions,
    journal: Journal | None = None,
    replay: JournalRead | None = None,
    journal_key: tuple[str, str] | None = None,
) -> TableNode:
    """Play the session of a seated peer; with ``journal_key`` (role, address) every next table of the
    session is journaled too, so this peer can rejoin it after a crash."""
    try:
        runner = SessionRunner(seated, options, journal, replay, journal_key)
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
        raise PeerError.of("NO_JOURNAL", error=exc) from None
    return run_seated(seated, options, journal, journal_key=(role, address))


def _rejoined(options: PeerOptions, role: str, address: str) -> TableNode | None:
    """Back at the table of ``options.game`` this player left unfinished (it crashed) in ``role`` at
    ``address``, if any."""
    resumed = resume_seated(options, role, address, options.game)
    if resumed is None:
        return None
    seated, read, journal = resumed
    others = [(peer.endpoint, peer.curve_public) for index, peer in enumerate(seated.addresses) if index != seated.me]
    if options.only_going and not still_going(others):
        # The session ended without this player (or its peers are all gone): joining or hosting at the
        # address is a new table, not five minutes at a table where nobody answers.
        journal.close()
        seated.mesh.close()
        return None
    try:
        return run_seated(seated, options, journal, read, (role, address))
    except PeerError as error:
        if error.problem.kind == "TABLE_OVER":
            return None  # that session had ended (its journal is ended now): a new table at the address
        raise


def take_up(options: PeerOptions, role: str, address: str) -> TableNode:
    """Go back to the unfinished table this player had in ``role`` at ``address`` (a client's Return to the
    table): the same hand at the same turn, as restarting the peer with the same arguments does."""
    resumed = resume_seated(options, role, address)
    if resumed is None:
        raise PeerError.of("TABLE_OVER")
    seated, read, journal = resumed
    return run_seated(seated, options, journal, read, (role, address))


def host_table(
    address: str,
    players: int,
    hands: int,
    rules: Any,
    fill: str,
    options: PeerOptions,
    plan: tuple[str, ...] | None = None,
    seats: int = 4,
) -> TableNode:
    """Host a table at ``address`` for ``players`` peer processes (this one included); bots fill the rest.

    ``plan`` says, for every seat after the host's (East, North and West at four), "player" or the bot
    level of that seat (it then sets the number of players and seats); without it players take seats 1,
    2, ... in turn and ``fill`` bots the rest of ``seats``. ``rules`` are those of ``options.game``.
    A table this host left unfinished at ``address`` (it crashed) is taken up again instead.
    """
    refused = cannot_play(options.game, options.games)
    if refused is not None:
        raise PeerError.of("UNKNOWN_GAME", error=refused)
    try:
        seat_plan = SeatPlan(plan) if plan is not None else SeatPlan.for_players(players, fill, seats)
    except ValueError as exc:
        raise PeerError.of("BAD_PLAN", error=exc) from None
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


def join_discovered(options: PeerOptions, wait: float, name: str | None = None) -> TableNode:
    """Join the table announced on the LAN under exactly ``name`` (None: the only one announced) that has
    a free seat and whose lobby answers, refusing it if its TABLE is not signed by the key the
    announcement names."""
    ad = find_table(options, wait, name)
    if ad.game != options.game:
        raise PeerError.of("ANNOUNCED_OTHER_GAME", table=repr(ad.table), game=ad.game, mine=options.game)
    return _journaled(join_lobby(ad.endpoint, options, ad), options, JOIN, ad.endpoint)
