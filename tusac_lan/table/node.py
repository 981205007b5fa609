"""A peer at a table: turns bytes from the transport into hands played, hashes compared and
histories written. It knows nothing of sockets: ``send`` takes the bytes to broadcast and
``receive`` takes the bytes that arrived.
"""

from __future__ import annotations

import bisect
import os
from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from protocol.fairdeal import DealSecrets
from protocol.identity import Identity
from protocol.messages import ForAnotherTable, Message, MessageError, decode, encode
from protocol.text import printable

from ..games.api import Refusal, SeatAgent
from . import reasons
from .config import DEFAULT_WAITS, TableConfig
from .deadlines import UNSHOWN_FACTOR, Owed, deadline_for, decided, owed_by, owed_key
from .events import (
    CutOff,
    Dealt,
    DecisionNeeded,
    Desync,
    FilesUnwritten,
    FilesWritten,
    Gathering,
    HandEnded,
    HandStarted,
    MessageRejected,
    SessionOver,
    TableEvent,
    TurnApplied,
)
from .evidence import (
    EQUIVOCATION,
    HASH_OWED,
    LIST_OWED,
    MOVES,
    SEED_OWED,
    UNPROVEN,
    WITHHELD,
    WRONG_HASH,
    chain_index,
    claim_contradicts_list,
    conflicts,
    latest_move_turn,
    message_list,
    stale_hash,
    withheld_stop,
)
from .hand_run import AnyGame, Decision, Diverged, HandRun, Rejected, Step, Verdict, equivocation_reason
from .history import NO_SESSION, history_body, session_digest, write_history
from .inbox import BAD_LIMIT, INBOX_BYTES, INBOX_MESSAGES, Admit, Inbox
from .lost import Lost, lost_plan, lost_statement_error, lost_void, still_owed, whole_void
from .records import HandRecord, hand_files, record_payload
from .session import SessionState
from .session_file import hand_file_name
from .stops import FLOODING, LEFT_TABLE, abort_detail, equivocation_pair, replaces, stopped_event, unproven_reason
from .transcript import Transcript
from .unwritten import Unwritten
from .votes import HashVotes, desync_file, desync_report
from .watch import HandWatch

__all__ = [
    "BAD_LIMIT",
    "FLOODING",
    "GRACE",
    "HASH_AHEAD",
    "INBOX_BYTES",
    "INBOX_MESSAGES",
    "LEFT_TABLE",
    "MOVE_DEADLINE",
    "PROTOCOL_DEADLINE",
    "HandRecord",
    "LocalSeat",
    "ReplayError",
    "TableNode",
]

LOG_LIMIT = 1_000
HASH_AHEAD = INBOX_MESSAGES
"""How many turns past this peer's own a state hash may be: no honest peer gets further ahead than the
messages this one has not taken in yet."""
PROTOCOL_DEADLINE = DEFAULT_WAITS.protocol
"""Seconds a peer has for what its software sends without a player (a nonce, a stage, keys, a seed)."""
MOVE_DEADLINE = DEFAULT_WAITS.move
"""Seconds a seat has for a move (a player thinking)."""
GRACE = DEFAULT_WAITS.grace
"""After a deadline, seconds the others have to show a copy of the missing message before it is withheld."""
TABLE_LEVEL = frozenset({"hash", "evidence", "exhibit", "record", "missing", "withheld", "lost"})
"""Messages about the table rather than moves of the hand: they never wait behind a move. An abort is
not one: it is taken in its sender's order, so every peer knows alike whether its sender had opened its
seed (ended its hand) before it."""


class ReplayError(RuntimeError):
    """Replaying a journal after a crash led somewhere else than the journal went: no rejoin."""


@dataclass
class LocalSeat:
    identity: Identity
    agent: SeatAgent[Any, Any] | None
    """None for a human: the node waits for ``submit``."""


class TableNode:
    def __init__(
        self,
        config: TableConfig,
        seats: dict[int, LocalSeat],
        send: Callable[[bytes], None],
        *,
        transcript: Transcript | None = None,
        hands: int = 1,
        entropy: Callable[[int], bytes] = os.urandom,
        listener: Callable[[TableEvent], None] | None = None,
        history_dir: Path | None = None,
        timing: Callable[[str, int, int], None] | None = None,
        deadlines: tuple[float, float] = (PROTOCOL_DEADLINE, MOVE_DEADLINE),
        grace: float = GRACE,
        ready_for_next: Callable[[int], bool] | None = None,
        game: AnyGame | None = None,
    ) -> None:
        for seat, local in seats.items():
            if config.seat_keys[seat] != local.identity.public_key:
                raise ValueError(f"seat {seat} is not held by this identity")
        self.game = config.game if game is None else game
        """The game played (None: the game of a TABLE that names none)."""
        self.game.prepare(config.rules)  # build the game's tables now, not inside the first deal
        if transcript is not None and transcript.config != config:
            raise ValueError("the transcript sets up another table")
        self.config = config
        self.transcript = transcript
        """The signed lobby record that set the table up (kept at the head of every hand file)."""
        self.deadlines = deadlines
        """(protocol, move): seconds another peer has for what its software sends, and for a move."""
        self.grace = grace
        """Seconds past a deadline the others have to show a copy before this peer signs it withheld."""
        self.seats = seats
        self._send_wire = send
        self.hands_wanted = hands
        self._entropy = entropy
        self._listener = listener
        self.history_dir = history_dir
        self.unwritten = Unwritten(history_dir) if history_dir is not None else None
        """Files this peer could not write yet (a full disk): kept, and written at the next hand boundary."""
        self._timing = timing
        carried = config.continues
        self.session = (
            SessionState(carried.played, carried.starter, carried.scores)
            if carried is not None
            else self._session_start(0)
        )
        self.records: list[HandRecord] = []
        self._session = NO_SESSION
        """The session digest after the last finished hand, which every peer signs in its records."""
        self._session_hands: list[list[Any]] = []
        self._written: HandRecord | None = None
        """The last hand this peer wrote, which records that come late are still added to."""
        self.log: list[str] = []
        self.run: HandRun | None = None
        self.stopped: str | None = None
        """Why the table stopped (desync, cheating); None while it is healthy."""
        self.complete = False
        self._ready_for_next = ready_for_next
        """Asked with the number of the hand that ended whether this peer may start the next (its player
        has seen the result); None: at once. The next deal needs every peer, so each player sees the result."""
        self._next_waiting = False
        self._seq_out = dict.fromkeys(seats, 0)
        self.inbox = Inbox(config.shape.seats)
        self.votes = HashVotes()
        self.watch = HandWatch()
        self._previous: HandRun | None = None
        self._pumping = False
        self._now = 0.0
        """The session loop's clock at its last tick."""
        self.cut: set[int] = set()
        """Peers (by their lowest seat) this peer no longer listens to, for flooding."""
        self.gone: frozenset[int] = frozenset()
        """Peers (by their lowest seat) this peer's own links have given up on (the session loop says so at
        each ``tick``): with them the peers still here may settle a hand lost at once (``table.lost``)."""
        self._alike: tuple[object, frozenset[int]] | None = None
        """What ``_records_alike`` found last, and for which hand, records and seeds."""
        self.on_lost: Callable[[frozenset[int]], None] | None = None
        """Told a lost-at-once void is being made (with ``gone``), before it signs anything for it: the journal
        notes it there, so that what the void signs never stands in a journal without it."""
        self.on_release: Callable[[list[tuple[int, int]]], None] | None = None
        """Told the messages (seat, number) this peer is about to stop holding back on its own clock, before it
        takes them (``_lost_shown_due``): the journal notes it, and a replay releases them at that place."""
        self.on_unsettled: Callable[[int], None] | None = None
        """Told the hand number of a hand whose file lacks the record of a peer that opened its seed, as the
        next hand starts (the session loop notes it, so that a later table asks for them)."""
        self.on_hand_start: Callable[[], None] | None = None
        """Told when a hand after the first is about to be dealt, before it draws anything: the journal
        takes its checkpoint there (``table.checkpoint``)."""
        self.recall: Callable[[int, int], Message | None] | None = None
        """While a restarted peer replays its journal: the message a local seat signed under a number
        before the crash, sent again as it was (never signed anew), moves included."""

    @property
    def processed(self) -> int:
        """Messages taken in so far: grows while the table makes progress."""
        return self.inbox.processed

    @property
    def word_named(self) -> int:
        """The seat a withheld stop of this hand concerns, named or on one peer's word alone."""
        return self.watch.word_named

    @property
    def lost_seats(self) -> tuple[int, ...]:
        """The seats of the peers a lost-at-once void of this hand names absent (``table.lost``)."""
        return self.watch.lost

    @property
    def session_digest(self) -> bytes:
        """The session digest after the last hand this peer finished (the chain every record signs)."""
        return self._session

    @property
    def between_hands(self) -> bool:
        """A hand has ended and the next waits for this peer's player (``ready_for_next``)."""
        return self._next_waiting

    @property
    def rules(self) -> Any:
        """The game's rules at this table."""
        return self.config.rules

    def _session_start(self, starter: int) -> SessionState:
        return SessionState.start(self.config.shape.seats, starter)

    def _mark(self, kind: str, index: int = -1) -> None:
        """A timing mark for the benchmarks: (kind, hand, turn index)."""
        if self._timing is not None and self.run is not None:
            self._timing(kind, self.run.hand_no, index)

    def _emit(self, event: TableEvent) -> None:
        if self._listener is not None:
            self._listener(event)

    # --- input -----------------------------------------------------------------------------------

    @property
    def pending_decisions(self) -> list[Decision]:
        """The moves this peer's players still have to choose."""
        return [self.watch.pending_human[seat] for seat in sorted(self.watch.pending_human)]

    def resume(self) -> None:
        """Go on with whatever the table can do now (after a replay)."""
        self._pump()

    def next_seq(self, seat: int) -> int:
        """The number the next message of this local seat will carry."""
        return self._seq_out[seat]

    def lost_again(self, gone: frozenset[int]) -> None:
        """Replay: the lost-at-once void this peer made before a crash, at its place, on the links' view of
        who was gone then (``Journal.lost``); the statements it rests on were replayed before it."""
        self.gone = gone
        run = self.run
        if run is not None and not self.watch.finished and self.stopped is None:
            self._lost_at_once(run)
            self._pump()

    def adopt_notice(self, message: Message) -> None:
        """Replay: a deadline notice (missing, withheld) this peer signed before a crash is taken back as
        it was, at its place; the clock that made it is gone, so ``tick`` would not make it again."""
        run = self.run
        if run is None or self._seq_out.get(message.seat) != message.seq:
            return
        seat, seq = message.payload[0], message.payload[1]
        if message.type == "withheld":
            self.watch.owed.signed.add((seat, seq, message.payload[2]))
            self.watch.owed.committed.add((seat, seq))
        else:
            what = next((owed[1] for owed in self._owing(run) if owed[0] == seat), "")
            self.watch.owed.asked.add((seat, seq, what))
        self._send(message.seat, message.type, message.payload)
        self._pump()

    def held_alone(self, gone: frozenset[int]) -> list[tuple[int, int]]:
        """The messages this peer holds back by its own word (it signed that they never came, then they came)
        from a peer still here, while every other peer (``gone``: by first seat, given up on by this peer's
        links) that could show them, or sign the same, is gone. Nobody can take this peer past them any more:
        held back, the hand here would wait for that peer for good while that peer, which sent them, settles
        without this one (a lost-at-once void). Seen with real processes: the host signed that Lan's key never
        came while Lan, late by a message of a lost peer only the host had got, was still asking for it."""
        run = self.run
        if run is None or self.stopped is not None or self.watch.finished or not gone:
            return []
        local = self._local_peers()
        held: list[tuple[int, int]] = []
        for seat, seq in sorted(self.watch.owed.committed):
            peer = self.config.peers[seat]
            others = set(self.config.peers) - local - {peer}
            if peer in gone or not others or not others <= gone:
                continue
            if (seat, seq) not in self.inbox.accepted and self.inbox.waiting[seat].get(seq) is not None:
                held.append((seat, seq))
        return held

    def release(self, held: list[tuple[int, int]]) -> None:
        """Take the messages ``held_alone`` or ``_lost_shown_due`` found (the session loop journals them first,
        and a replay releases them at the same place): this peer no longer holds them back, and goes on."""
        for key in held:
            self.watch.owed.committed.discard(key)
            self.watch.lost_shown.pop(key, None)
        if self.run is not None and not self.watch.finished:
            self._pump()

    def start_from_checkpoint(self) -> None:
        """Deal the next hand of a session ``table.checkpoint.restore`` put this new node back into."""
        self._new_hand(self.session.starter)
        self._pump()

    def start(self) -> None:
        """Deal the first hand: its starter by the dice, or the one the continued table left."""
        self._new_hand(self.config.continues.starter if self.config.continues is not None else None)
        self._pump()

    def receive(self, wire: bytes, source: int = -1) -> None:
        """Bytes that arrived; ``source``, if known, is a seat of the peer that delivered them."""
        source_peer = self.config.peers[source] if 0 <= source < self.config.shape.seats else -1
        if source_peer in self.cut:
            return
        try:
            message = decode(wire, self.config.table_id, list(self.config.seat_keys), self.config.shape)
        except ForAnotherTable:
            return
        except MessageError as exc:
            self._reject(f"message rejected: {exc}")
            if source_peer >= 0 and source_peer not in self._local_peers() and self.inbox.bad(source_peer):
                self.cut_off(source_peer, reasons.CUT_BAD_MESSAGES.format(limit=BAD_LIMIT))
            return
        if self.config.peers[message.seat] in self.cut:
            return
        if self.stopped is not None and message.type == "record":
            self._late_record(message)  # the loop no longer runs: a record that comes late still counts
            return
        self._queue(message)
        self._pump()

    def _local_peers(self) -> set[int]:
        return {self.config.peers[seat] for seat in self.seats}

    def cut_off(self, seat: int, reason: str) -> None:
        """Stop listening to the peer that runs ``seat``, drop what it has waiting, and stop the hand
        naming it. What this peer saw itself outranks what another peer's abort said."""
        peer = self.config.peers[seat]
        if peer in self.cut or peer in self._local_peers():
            return
        self.cut.add(peer)
        for other in range(self.config.shape.seats):
            if self.config.peers[other] == peer:
                self.inbox.drop(other)
        self._log(f"seat {seat} cut off: {reason}")
        self._emit(CutOff(seat, reason))
        # What only this peer counted proves nothing to the others, so it stops nothing: from now on this
        # peer takes that seat's messages only as other peers show them, and signs at once that what the
        # seat owes never came. If it flooded every peer, every peer signs so and it is named for
        # withholding; if it flooded this peer alone, the others show its messages and play goes on.
        self._pump()

    def leave(self) -> None:
        """This peer's player leaves: a signed abort tells the others at once, so that they stop the hand
        rather than wait for a peer that is not coming back. Between hands it is for the next hand, which
        the others may be dealing already: they take it where that hand's first message from this seat
        would be."""
        if self.run is None or self.stopped is not None:
            return
        if not self.watch.finished:
            self._send(min(self.seats), "abort", [LEFT_TABLE, []])
        elif self._next_waiting:
            self._send(min(self.seats), "abort", [LEFT_TABLE, []], hand=len(self.records))
        self._pump()

    def submit(self, seat: int, action: Any) -> None:
        """A human's move, from the interface."""
        decision = self.watch.pending_human.get(seat)
        if decision is None or action not in decision.legal:
            self._reject(f"move not accepted for seat {seat}: not a legal move now")
            return
        del self.watch.pending_human[seat]
        self._send_action(decision, action)
        self._pump()

    def _reject(self, reason: str) -> None:
        self._log(reason)
        self._emit(MessageRejected(reason))

    def _log(self, line: str) -> None:
        self.log.append(line)
        if len(self.log) > LOG_LIMIT:
            del self.log[: LOG_LIMIT // 2]

    def _queue(self, message: Message) -> None:
        admitted, known = self.inbox.admit(message, message.seat in self.seats)
        if admitted == Admit.CONFLICT:
            assert known is not None
            self._equivocation(known, message)
        elif admitted == Admit.REPLAYED:
            self._reject(f"replayed message from seat {message.seat} dropped")
        elif admitted == Admit.FLOOD:
            self.cut_off(message.seat, FLOODING)

    # --- output ----------------------------------------------------------------------------------

    def _send(self, seat: int, type_: str, payload: Any, hand: int | None = None) -> Message:
        assert self.run is not None
        number = self.run.hand_no if hand is None else hand
        if type_ in MOVES:
            self.watch.based.add(len(self.run.hash_chain) - 1)
        stopped = self.run.stopped
        # The hashes of the turns before go first: one signed after a move at a later turn is stale; and a peer
        # that stopped on a disagreement it alone has seen so far shows them before its seed, since a peer still
        # in play takes no hash signed after the seed: it would never see the disagreement itself, would wait
        # for what this peer owed next, and sign that it withheld it.
        if type_ in MOVES or (type_ == "open" and stopped is not None and stopped.kind == UNPROVEN):
            while self._send_hashes(self.run):
                pass
        if type_ != "exhibit":
            # An exhibit only shows a message already signed; one the replay does not make at this place
            # goes out again as it was, and the message being made takes the next number.
            for exhibit in self._exhibits_ahead(seat):
                self._seq_out[seat] += 1
                self._resend_exhibit(exhibit)
        seq = self._seq_out[seat]
        self._seq_out[seat] = seq + 1
        recalled = self.recall(seat, seq) if self.recall is not None else None
        if recalled is not None:
            # Rejoining after a crash: what this seat signed under this number before goes out again as it was.
            if recalled.type != type_ or recalled.hand != number:
                raise ReplayError(f"seat {seat} message {seq}: the journal has a {recalled.type}, the replay a {type_}")
            self._send_wire(recalled.wire)
            self._queue(recalled)
            return recalled
        message = encode(
            self.seats[seat].identity,
            self.config.table_id,
            number,
            seat,
            seq,
            type_,
            payload,
            self.config.shape,
        )
        self._send_wire(message.wire)
        self._queue(message)
        return message

    def _resend_exhibit(self, exhibit: Message) -> None:
        try:
            shown = decode(exhibit.payload[0], self.config.table_id, list(self.config.seat_keys), self.config.shape)
        except MessageError as exc:
            raise ReplayError(f"the journal's exhibit does not check: {exc}") from None
        self.watch.exhibited.add((shown.seat, shown.seq))
        self._send_wire(exhibit.wire)
        self._queue(exhibit)

    def _send_action(self, decision: Decision, action: Any) -> None:
        assert self.run is not None
        self.watch.decided.add((decision.seat, decision.turn))
        self._mark("move_sent", len(self.run.hash_chain))
        self._send(decision.seat, "action", self.run.action_payload(decision, action))

    # --- the loop -------------------------------------------------------------------------------

    def _new_hand(self, starter: int | None) -> None:
        hand_no = len(self.records)
        if self.unwritten is not None and self.unwritten.error:
            self.write_unwritten()
        if hand_no > 0 and self.on_hand_start is not None:
            self.on_hand_start()
        local = {seat: DealSecrets.from_seed(self._entropy(32), self.config.shape.deck) for seat in self.seats}
        nonces = {seat: self._entropy(32) for seat in self.seats}
        self._previous = self.run
        digest = self.transcript.digest if self.transcript is not None else bytes(32)
        self.run = HandRun(self.config, hand_no, starter, local, nonces, digest, game=self.game)
        self._forget_before(hand_no - 1)
        self.watch = HandWatch()
        self._mark("hand_start")
        humans = [seat for seat, local in sorted(self.seats.items()) if local.agent is None]
        self._emit(HandStarted(hand_no, tuple(self.config.names), humans[0] if humans else -1))

    def _forget_before(self, hand_no: int) -> None:
        """Drop what this peer keeps of hands before ``hand_no``: a session's memory stays that of two hands."""
        self.inbox.forget_before(hand_no)
        self.votes.forget_before(hand_no)

    def _pump(self) -> None:
        if self._pumping:
            return
        self._pumping = True
        try:
            while self.stopped is None and (
                self._step_once() or self._show_doubted() or (bool(self.cut) and self._chase_cut_off())
            ):
                pass
        finally:
            self._pumping = False
        self._tell_gathering()

    def _tell_gathering(self) -> None:
        """Tell whose commitments the next hand still waits for, when that changed (``Gathering``). Not for a
        table's first hand, which every peer starts at once."""
        run = self.run
        if run is None or run.hand_no == 0 or self.stopped is not None:
            return
        seats = range(self.config.shape.seats)
        gathering = tuple(seat for seat in seats if owed_by(run, seat) == reasons.OWED_COMMITMENT)
        if gathering != self.watch.gathering:
            self._emit(Gathering(run.hand_no, gathering))
            self.watch.gathering = gathering

    def _chase_cut_off(self) -> bool:
        run = self.run
        if run is None or self.watch.finished:
            return False
        return self._chase(run, self._now)

    def _step_once(self) -> bool:
        run = self.run
        assert run is not None
        if self._settle_said(run):
            return True
        due = run.outgoing()
        for out in due:
            if out.type == "reveal":
                self._mark("move_sent", len(run.hash_chain))
            self._send(out.seat, out.type, out.payload)
        if due:
            return True
        for decision in run.decisions():
            if (decision.seat, decision.turn) in self.watch.decided:
                continue
            agent = self.seats[decision.seat].agent
            recalled = self._recalled_action(decision.seat)
            if recalled is not None:
                self.watch.pending_human.pop(decision.seat, None)  # asked before the journal's move came up
                move = self.game.move_from_wire(recalled.payload[1])
                if isinstance(move, Refusal):
                    raise ReplayError(f"seat {decision.seat}: the journal's move does not read: {move.reason}")
                self._send_action(decision, move)
                return True
            if agent is None:
                if decision.seat not in self.watch.pending_human:
                    self.watch.pending_human[decision.seat] = decision
                    self._emit(DecisionNeeded(decision.seat, decision.view, tuple(decision.legal)))
                continue
            self._send_action(decision, agent.choose(decision.view, decision.seat, decision.legal))
            return True
        for seat in range(self.config.shape.seats):
            if self._process_next(run, seat):
                return True
        # Last, once this peer's keys and bots' moves are out: a turn whose hash one of them carried as
        # its basis needs no hash message of its own (most turns: every peer sends a key or an answer).
        if self._send_hashes(run):
            return True
        if run.step == Step.DONE and not self.watch.finished and (self._settled() or self.watch.forced):
            if self.watch.body is None and self.transcript is not None:
                if not self._adopt_conceded_seed(run):
                    self._send_record(run)
                return True
            if self.transcript is None or self._all_signed() or self.watch.forced > 1:
                self._finish_hand(run)
                return True
        return False

    def _exhibits_ahead(self, seat: int) -> list[Message]:
        """Replaying: the exhibits the journal holds as ``seat``'s next messages (see ``_send``)."""
        ahead: list[Message] = []
        while self.recall is not None:
            recalled = self.recall(seat, self._seq_out[seat] + len(ahead))
            if recalled is None or recalled.type != "exhibit":
                break
            ahead.append(recalled)
        return ahead

    def _recalled_action(self, seat: int) -> Message | None:
        """Replaying: the move the journal holds as ``seat``'s next message (past exhibits, see ``_send``)."""
        if self.recall is None:
            return None
        recalled = self.recall(seat, self._seq_out[seat] + len(self._exhibits_ahead(seat)))
        return recalled if recalled is not None and recalled.type == "action" else None

    def _process_next(self, run: HandRun, seat: int) -> bool:
        """Take the next message of ``seat`` in its order; when the hand cannot take it yet, the table's
        own messages behind it (hashes, evidence, records, deadline notices) are taken anyway."""
        inbox = self.inbox
        if not inbox.waiting[seat] and not inbox.taken_early[seat]:
            return False  # nothing of this seat's waits (most seats, most of the time)
        message = inbox.next_in_order(seat)
        if message is None and not inbox.waiting[seat]:
            return False
        expected = self.inbox.expected[seat]
        # A record is no move of the hand: one that comes after this peer signed it withheld still signs the file.
        own_word = (seat, expected) in self.watch.owed.committed and message is not None and message.type != "record"
        # The sender of an abort that waits for its turn sends nothing more that the hand takes meanwhile.
        peer = self.config.peers[seat]
        held_back = own_word or any(self.config.peers[abort.seat] == peer for abort, _ in self.watch.said)
        if message is not None and message.hand <= run.hand_no and not held_back:
            if self._take(run, seat, message):
                self._consume(seat, message)
                return True
        seed_past = own_word and self._seed_past_own_word(run, seat, expected)
        waiting = self.inbox.later(seat)
        gate = self._hash_gate(seat, message, waiting)
        for later in waiting:
            if later.type == "hash" and gate is not None and later.seq > gate:
                continue
            if later.type in TABLE_LEVEL and not self._unplayed(run, later) and later.hand <= run.hand_no:
                self._take(run, seat, later)
                self._consume(seat, later)
                return True
            if seed_past and later.type == "open" and later.hand == run.hand_no and self._take(run, seat, later):
                self._consume(seat, later)
                return True
            if later.type == "abort" and later.hand == run.hand_no and self._show_early(run, later):
                return True
        return False

    def _show_early(self, run: HandRun, abort: Message) -> bool:
        """Take what an abort waiting in its sender's order shows, as an exhibit, without the abort itself: an
        equivocation it proves shows at once whatever its sender signed before it (a seed this peer's hand
        cannot take yet, or a message this peer signed that it never got). True the first time."""
        key = (abort.seat, abort.seq)
        if key in self.watch.shown_early:
            return False
        self.watch.shown_early.add(key)
        for item in self._shown_by(abort, say=False):  # a bad one is said when the abort is taken in its turn
            if item.hand == run.hand_no:
                self._queue(item)
        return True

    def _shown_by(self, abort: Message, *, say: bool) -> list[Message]:
        """The messages an abort shows that check like any message (``say``: reject each bad one aloud)."""
        shown = []
        for wire in abort.payload[1]:
            try:
                shown.append(decode(wire, self.config.table_id, list(self.config.seat_keys), self.config.shape))
            except MessageError as exc:
                if say:
                    self._reject(f"an abort from seat {abort.seat} shows a bad message: {exc}")
        return shown

    def _seed_past_own_word(self, run: HandRun, seat: int, seq: int) -> bool:
        """Whether ``seat``'s seed is taken past its message ``seq``, which this peer holds back on its own word
        (it signed that it never came) about what the hand owed before it stopped. A stopped hand needs only
        the seeds now, and every other peer takes this one: held behind a statement that may never be
        completed (the others' statements never come when a peer that would sign one is gone), the seed would
        be missing here alone, and this peer would settle another void than the others (the seat named as
        never opening its seed here, not there). Never past a statement about the seed itself: that one
        still settles the openings alike at every peer that signed it."""
        if run.stopped is None or run.step != Step.OPEN or run.opens[seat] is not None:
            return False
        return (seat, seq, SEED_OWED) not in self.watch.owed.signed

    def _hash_gate(self, seat: int, message: Message | None, waiting: list[Message]) -> int | None:
        """The number of ``seat``'s first seed, or first number this peer lacks (it may be the seed), among
        the messages waiting: its state hashes past it wait for their turn. One signed after its seed is about
        a decided hand, and no peer still in play may meet it before the result (it would stop the hand where
        the others do not)."""
        if message is None or message.type == "open":
            return self.inbox.expected[seat]
        early = self.inbox.taken_early[seat]
        number = message.seq + 1
        for later in waiting:
            while number in early:
                number += 1
            if later.seq != number or later.type == "open":
                return number
            number += 1
        return None

    def _take(self, run: HandRun, seat: int, message: Message) -> bool:
        """Handle one message; False: the hand cannot take it yet (it stays waiting)."""
        consumed = True
        if message.type == "hash" and self._previous is not None and message.hand == self._previous.hand_no:
            self._on_hash(self._previous, message)
        elif message.type == "record" and message.hand == run.hand_no - 1:
            self._late_record(message)
        elif message.hand < run.hand_no:
            self._reject(f"message from seat {seat} for a finished hand dropped")
        elif message.type == "hash":
            consumed = self._on_hash(run, message)
        elif message.type == "evidence":
            self._on_evidence(run, message)
        elif message.type == "exhibit":
            self._on_exhibit(message)
        elif message.type == "abort":
            self._on_abort(run, message)
        elif message.type == "record":
            self._on_record(run, message)
        elif message.type == "missing":
            self._on_missing(message)
        elif message.type == "withheld":
            self._on_withheld(run, message)
        elif message.type == "lost":
            self._on_lost(run, message)
        else:
            was_dealt = run.dealt
            was_open = run.step in (Step.OPEN, Step.DONE)
            turns = len(run.hash_chain)
            before, applied = run.state, len(run.applied)
            basis = chain_index(run.chain_turns, message.payload[0]) if message.type in ("action", "reveal") else -1
            try:
                consumed = run.accept(message)
            except Rejected as rejected:
                self._stop_hand(rejected, [message])
            except Diverged as diverged:
                # Taken in but not applied: the hand cannot go on until the disagreement is settled,
                # and that seat's later messages (its evidence) must not wait behind it.
                peer = self.config.peers[diverged.message.seat]
                if peer not in self.watch.disputes and 0 <= diverged.index < len(run.hash_chain):
                    self._report_desync(run, diverged.index, {peer: diverged.basis}, [peer])
                self._dispute(run, diverged.message, diverged.index, diverged.basis)
            else:
                claimed = self.watch.claimed_rejected.pop((message.seat, message.seq), None)
                if consumed and claimed is not None:
                    self._say_stop(run, claimed, abort_detail([message]))
                if consumed and basis >= 0:
                    self._shown(run, self.config.peers[message.seat], basis)
                    self._agree_by_basis(run, message, basis)
            if run.dealt and not was_dealt:
                self._mark("dealt")
                dice = run.dice.rounds if run.dice is not None else ()
                self._emit(Dealt(run.hand_no, dice, run.starter if run.starter is not None else -1))
            if run.step == Step.OPEN and not was_open:
                self._mark("ended")
            if len(run.hash_chain) != turns and run.state is not None:
                self._mark("applied", len(run.hash_chain) - 1)
                turn = len(run.hash_chain) - 1
                self._emit(TurnApplied(run.state, turn, before, tuple(run.applied[applied:])))
        return consumed

    def _consume(self, seat: int, message: Message) -> None:
        self.inbox.take(message)
        if (seat, message.seq) in self.watch.owed.requests:
            self.watch.owed.requests.discard((seat, message.seq))
            self._exhibit(message)
        if self.inbox.count(message) and message.seat not in self.seats:
            self.cut_off(message.seat, FLOODING)

    def _known(self, key: tuple[int, int]) -> Message | None:
        return self.inbox.known(*key)

    def _equivocation(self, first: Message, second: Message) -> None:
        """Two different messages signed by one seat under one number: proof that the seat cheated."""
        reason = equivocation_reason(first.seq)
        self._stop_hand(Rejected(first.seat, reason, kind=EQUIVOCATION), equivocation_pair(first, second))

    def _stop_hand(self, rejected: Rejected, evidence: list[Message], *, show: bool = True) -> None:
        """Stop the hand for ``rejected``; only the strongest proof, then the lowest seat, is kept, so
        every peer records the same stop whatever order it found the proofs in. ``show``: send the others
        an abort with the proof (not for a hand lost at once: each peer still there signs it itself)."""
        run = self.run
        assert run is not None
        if self.watch.finished:
            return
        if not replaces(run.stopped, run.evidence, rejected, evidence):
            return
        self._log(str(rejected))
        run.stopped = None
        run.stop(rejected, evidence)
        cut = self.watch.dispute_cut
        if cut is not None and (run.cut is None or run.cut > cut):
            # Each peer met the disagreement after a move more or less: the file keeps the moves up to its turn.
            run.cut = cut
        self._emit(stopped_event(rejected, evidence, run.stopping_abort()))
        if rejected.kind != UNPROVEN and show:
            # Every peer, the offender's own included, gets the proof and checks it itself.
            self._send(min(self.seats), "abort", [rejected.reason[:300], [m.wire for m in evidence]])

    def _unproven_stop(self, abort: Message, detail: str) -> None:
        self._stop_hand(Rejected(-1, unproven_reason(abort, detail), kind=UNPROVEN), [abort])

    def _on_abort(self, run: HandRun, message: Message) -> None:
        """Another peer stops the hand. What it shows is checked here like any message; what it only
        says names nobody."""
        shown = self._shown_by(message, say=True)
        for item in shown:
            if item.hand == run.hand_no:
                self._queue(item)  # an equivocation shows at once; anything else is judged in its turn
        if run.stopped is not None and run.stopped.kind != UNPROVEN:
            return
        if not shown and run.opens[message.seat] is not None:
            # Its sender had played the hand to its end and opened its seed: words alone cannot void a
            # result now (a loser would erase its loss), and every peer sees this alike.
            self._reject(f"seat {message.seat} stopped a hand it had already ended, showing no proof: ignored")
            return
        pending = [m for m in shown if m.hand == run.hand_no and self.inbox.accepted.get((m.seat, m.seq)) is None]
        if len(shown) == 1 and pending:
            self.watch.claimed_rejected[(pending[0].seat, pending[0].seq)] = message
        elif not (len(shown) == 2 and shown[1].type == "evidence"):
            self._say_stop(run, message, abort_detail(shown))

    def _say_stop(self, run: HandRun, abort: Message, detail: str) -> None:
        """An abort that proves nothing stops the hand where the hand next needs its sender, and is ignored
        if the hand's result is decided first. Until then its sender's later messages wait, so every peer
        meets the same of the two first, whatever the order the others' messages came in (a loser that
        aborts right after the winning move cannot void the result where that move came late). Several
        such aborts all wait (a peer keeping only the first it read would stop on another one than a peer
        that read them in another order); the hand stops when it needs the sender of any, and all of them
        then go to ``_stop_hand``, which keeps the same one at every peer."""
        self.watch.said.append((abort, detail))
        self._settle_said(run)

    def _settle_said(self, run: HandRun) -> bool:
        """Stop the hand for the waiting aborts, or drop them; True if it did either."""
        said = self.watch.said
        if not said:
            return False
        if run.stopped is None and decided(run):
            self.watch.said = []
            for abort, _ in said:
                self._reject(f"seat {abort.seat} stopped a hand whose result was decided, showing no proof: ignored")
            return True
        if run.stopped is None and not any(self._owes(run, abort.seat) for abort, _ in said):
            return False
        self.watch.said = []
        for abort, detail in sorted(said, key=lambda item: (item[0].seat, item[0].seq)):
            self._unproven_stop(abort, detail)  # the first, of the lowest seat, is the one kept
        return True

    def _owes(self, run: HandRun, seat: int) -> bool:
        """The hand waits for something from the peer that runs ``seat``."""
        peer = self.config.peers[seat]
        seats = range(self.config.shape.seats)
        return any(owed_by(run, other) is not None for other in seats if self.config.peers[other] == peer)

    def give_up(self) -> None:
        """Called by the session loop when a stopped hand waits too long for seeds or proofs that never come."""
        if self.run is not None and self.stopped is None and not self.owed_by_deadline:
            self.run.give_up()
            self.watch.forced += 1
            self._pump()

    def _settled(self) -> bool:
        run = self.run
        assert run is not None
        return self.watch.settled(run, self._final_due(run), self._known_message)

    # --- state hashes ----------------------------------------------------------------------------

    def _send_hashes(self, run: HandRun) -> bool:
        """One signed state hash per peer per turn, from the lowest seat it runs, unless a move or key of
        this peer already carried it as the state it was made on."""
        while self.watch.hashes_sent < len(run.hash_chain):
            index = self.watch.hashes_sent
            self.watch.hashes_sent += 1
            if index not in self.watch.based:
                self._send(min(self.seats), "hash", [index, run.hash_chain[index]])
                return True
        return False

    def _agree_by_basis(self, run: HandRun, message: Message, index: int) -> None:
        """A move or key taken in was made on this peer's state ``index``: its peer agrees on that hash."""
        if index < len(run.hash_chain) and run.hash_chain[index] == message.payload[3]:
            peer = self.config.peers[message.seat]
            self.votes.vote(run.hand_no, index, peer, (message.payload[3], message), first_only=True)
            self._compare(run, index)

    def _on_hash(self, run: HandRun, message: Message) -> bool:
        """Take a state hash; False: it is for a turn this peer has not played yet but may still play
        without the signer's next message (it waits in its signer's order)."""
        index, _ = message.payload
        if self.config.peers[message.seat] != message.seat:
            reason = reasons.HASH_FROM_OTHER_SEAT
            if run is self.run:
                self._stop_hand(Rejected(message.seat, reason), [message])
            return True
        key = (run.hand_no, message.seat)
        expected = self.votes.next_hash.get(key, 0)
        if index < expected or index > len(run.hash_chain) + HASH_AHEAD:
            # Not a stop: where each peer's hand stands when it reads a hash differs, so a stop here would
            # leave honest peers with different histories. The hash counts towards the seat's flood bound.
            where = "after one for a later turn" if index < expected else "far past this peer's turn"
            self._reject(f"seat {message.seat}: state hash for turn {index} {where}, dropped")
            return True
        if index >= len(run.hash_chain):
            if run is self.run and self._reachable(run, message.seat):
                return False
            # Its signer cannot have played that turn: the hand ended first, or it needs the signer's next
            # message to get there. Every peer finds the same, since the signer's later messages wait.
            self._reject(f"seat {message.seat}: state hash for turn {index}, a turn not played, refused")
            return True
        if stale_hash(index, run.chain_turns, self._moved_before(message)):
            self._reject(f"seat {message.seat}: state hash for turn {index} after its move at a later turn, dropped")
            return True
        if run is self.run:
            self.watch.first_hash[message.seat] = min(self.watch.first_hash.get(message.seat, message.seq), message.seq)
            if decided(run):
                opened = run.opens[message.seat]
                if opened is not None and self.watch.first_hash[message.seat] > opened.seq:
                    # A peer that signed no hash before its seed: its word on any turn is not taken up after
                    # the result (others would not all wait for its last one, and so not all judge it).
                    self._reject(f"seat {message.seat}: a first state hash after its seed, dropped")
                    return True
                if index == len(run.hash_chain) - 1:
                    self.watch.final_from.setdefault(message.seat, message)
        self._shown(run, message.seat, index)
        self.votes.next_hash[key] = index + 1  # turns whose hash went as a move's basis have none
        self.votes.vote(run.hand_no, index, message.seat, (message.payload[1], message))
        self._compare(run, index)
        return True

    def _moved_before(self, message: Message) -> int:
        """The latest engine turn of the moves and keys of ``message``'s hand its signer signed before it (-1:
        none). When a state hash is taken every lower number of its signer that belongs to this hand is here
        (only earlier hands' may be forgotten), so every peer finds the same; a scan stops where the last
        one began. Numbers run on across hands, so the scan also stops at the first number of an earlier hand
        (or one forgotten): the lower ones are all earlier hands' (without this stop a hand's first hash
        read back through every hand before it)."""
        key = (message.hand, message.seat)
        last = self.watch.moved_before.get(key)
        earlier: list[Message] = []
        latest, seq = -1, message.seq - 1
        while seq >= 0:
            if last is not None and seq == last[0] - 1:
                latest = last[1]
                break
            known = self.inbox.known(message.seat, seq)
            if known is None or known.hand < message.hand:
                break
            if known.hand == message.hand:
                earlier.append(known)
            seq -= 1
        latest = max(latest, latest_move_turn(earlier))
        if last is None or last[0] <= message.seq:
            self.watch.moved_before[key] = (message.seq, latest)
        return latest

    def _reachable(self, run: HandRun, seat: int) -> bool:
        """The hand may still play more turns without another message of ``seat``'s peer."""
        peer = self.config.peers[seat]
        if run.step != Step.PLAY or run.stopped is not None:
            return False
        return all(owed_by(run, s) is None for s in range(self.config.shape.seats) if self.config.peers[s] == peer)

    def _unplayed(self, run: HandRun, message: Message) -> bool:
        """A state hash of this hand for a turn this peer has not played, or any once the hand is played out:
        taken in its signer's order only (so every peer knows alike what its signer sent before it)."""
        if message.type != "hash" or message.hand != run.hand_no:
            return False
        return message.payload[0] >= len(run.hash_chain) or run.step in (Step.OPEN, Step.DONE)

    def _compare(self, run: HandRun, index: int) -> None:
        if index >= len(run.hash_chain):
            return
        peers = sorted(set(self.config.peers))
        seen = self.votes.seen(run.hand_no, index)
        differ = self.votes.tally(run.hand_no, index, peers, run.hash_chain[index])
        if differ is None:
            return
        if not differ:
            if run is self.run:
                self._mark("agreed", index)
            return
        if run is not self.run:
            self._reject(f"state hashes of a finished hand differ at turn {index}")
            return
        self._report_desync(run, index, {seat: seen[seat][0] for seat in peers}, differ)
        for seat in differ:
            self._dispute(run, seen[seat][1], index, seen[seat][0])

    def _report_desync(self, run: HandRun, index: int, signed: dict[int, bytes], differ: list[int]) -> None:
        """A desync report (event and file): peers whose signed state at ``index`` is not this peer's."""
        mine = run.hash_chain[index]
        report = desync_report(run.hand_no, index, signed, differ, mine, repr(run.state))
        self._log(f"desync at turn {index}: seat(s) {differ} signed another state hash")
        self._keep_files([desync_file(self.config.table_id, report)])
        self._emit(Desync(run.hand_no, index, report["hashes"], tuple(differ), mine.hex(), report["state"]))

    def _dispute(self, run: HandRun, message: Message, index: int, digest: bytes) -> None:
        """A peer signed that its state at ``index`` hashes to ``digest``, which is not this peer's.
        Play stops at once (nobody named yet); what the peers took in then shows who is at fault."""
        peer = self.config.peers[message.seat]
        if peer in self.watch.disputes:
            return
        self.watch.disputes[peer] = (index, digest, message)
        opened = run.opens[message.seat]
        after_seed = opened is not None and opened.seq < message.seq
        if run.stopped is None and decided(run) and (index == len(run.hash_chain) - 1 or after_seed):
            # The result is decided: a hash for its last turn, or one its signer signed after its seed (an
            # earlier turn's, kept back until then), changes nothing by itself; every peer meets either only
            # after the result. Its signer owes its list of what it took in (under a deadline), which shows
            # whether the hash was false.
            self.watch.late_disputes.add(peer)
            self._log(f"seat {message.seat} signed another state for turn {index} after the result: its list is owed")
        else:
            if run.stopped is None:
                self.watch.dispute_cut = index + 1
            self._stop_hand(Rejected(-1, reasons.DISAGREE.format(turn=index), kind=UNPROVEN), [message])
        if not self.watch.evidence_sent:
            # Everything this peer took in this hand, so that any two different messages under one number show.
            self.watch.evidence_sent = True
            taken = [m for m in self.inbox.accepted.values() if m.hand == run.hand_no]
            self._send(min(self.seats), "evidence", [index, message_list(taken)])
        self._judge(run, peer)

    def _on_evidence(self, run: HandRun, message: Message) -> None:
        if not self.votes.first_list(message.hand, message.seat):
            self._reject(f"a second evidence message from seat {message.seat} in one hand dropped")
            return
        if run is not self.run:
            return
        self.watch.evidence_in[message.seat] = message
        for seat, seq in conflicts(message.payload[1], self._known_message):
            mine = self._known_message(seat, seq)
            assert mine is not None
            self._exhibit(mine)
        self._judge(run, message.seat)

    def _on_exhibit(self, message: Message) -> None:
        try:
            shown = decode(message.payload[0], self.config.table_id, list(self.config.seat_keys), self.config.shape)
        except MessageError as exc:
            self._reject(f"seat {message.seat} exhibits a bad message: {exc}")
            return
        if self.run is None or shown.hand != self.run.hand_no:
            return
        if self.config.peers[message.seat] != self.config.peers[shown.seat]:
            key = (shown.seat, shown.seq)
            if self._bound_by_lost(message.seat, key):
                self.watch.lost_shown.setdefault(key, self._now)
            else:
                # Another peer holds it: nobody can have signed that it never came to every peer.
                self.watch.owed.committed.discard(key)
                self.watch.lost_shown.pop(key, None)
        self._queue(shown)

    def _bound_by_lost(self, exhibitor: int, key: tuple[int, int]) -> bool:
        """Whether this peer's own ``lost`` statements say the message ``key`` is owed and ``exhibitor`` is of
        an absent peer. A co-signer may have settled the void on them already, its own statements still on
        their way here: taken at once, the absent peer's showing would move this peer past a hand that other
        signer voided, and that signer, stopped, would be named for withholding its next move. So it waits a
        grace for them (``_lost_shown_due``); a co-signer's showing is taken at once, as that signer went on."""
        if key not in self.watch.owed.committed or key in self.inbox.accepted:
            return False
        peer = self.config.peers[exhibitor]
        return any(
            peer not in plan.signers and any((seat, seq) == key for seat, seq, _ in plan.keys)
            for plan in self.watch.lost_plans
        )

    def _lost_shown_due(self, now: float) -> None:
        """Take the absent peers' showings held past the grace, or half the protocol deadline if that is shorter
        (``_bound_by_lost``): the void's other statements never came, so its other signer went on (or keeps
        them back), and so does this peer. Told to ``on_release`` first (the journal), so that a replay takes
        them at the same place."""
        shown = self.watch.lost_shown
        for key, since in list(shown.items()):
            if not since:
                shown[key] = now  # held before this clock's first tick (a replay): counted from here
        # Never past half the deadline the others give this peer's next message once they went on.
        hold = min(self.grace, self.deadlines[0] / 2)
        due = sorted(key for key, since in shown.items() if now - since >= hold)
        if due:
            if self.on_release is not None:
                self.on_release(due)
            self.release(due)

    # --- deadlines ------------------------------------------------------------------------------

    def tick(
        self,
        now: float,
        away: frozenset[int] = frozenset(),
        overdue: frozenset[int] = frozenset(),
        gone: frozenset[int] | None = None,
    ) -> None:
        """The session loop's clock. A message owed past its deadline is asked for; past the grace, this
        peer signs that it never came, and when every other peer has signed the same, its seat is named.
        The clock stands still for the seats in ``away`` (their peer crashed; the session loop waits): the
        time a message is overdue adds up over the hand, so going away now and then never restarts it.
        What the seats in ``overdue`` owe is past its deadline and grace at once (the player chose not to
        wait for them): this peer signs now that it never came; the others still sign by their own clocks.
        ``gone``, if given: the peers (by first seat) this peer's links have given up on (``self.gone``)."""
        if gone is not None:
            self.gone = gone
        elapsed = max(0.0, now - self._now) if self._now else 0.0
        self._now = now
        if self.start_next_hand_if_ready():
            return
        run = self.run
        if run is None or self.watch.finished or self.stopped is not None:
            return
        self._look_again(run, now)
        self._chase(run, now, away, elapsed, overdue)
        self._lost_at_once(run)
        if self.watch.lost_shown and run.stopped is None and not self.watch.lost:
            self._lost_shown_due(now)
        self._pump()

    def pause_clocks(self, seconds: float) -> None:
        """``seconds`` this peer spent off the table's clock (waiting for the GO of a next table that never
        started) count for nobody: every message owed is owed that much later."""
        self.watch.owed.pause(seconds)

    def _chase(
        self,
        run: HandRun,
        now: float,
        away: frozenset[int] = frozenset(),
        elapsed: float = 0.0,
        overdue: frozenset[int] = frozenset(),
    ) -> bool:
        """Ask for, then sign the absence of, what is owed past its deadline; True if it sent anything. Never
        signs the absence of what a signer that stopped on a lost-at-once void owes (``_stopped_signers``)."""
        owing = [
            (self._owed_key(run, seat, what), deadline, grace, start)
            for seat, what, deadline, grace, start in self._owing(run)
        ]
        stopped = self._stopped_signers(run) if self.watch.lost_statements else set()
        unsigned = {seat for seat, peer in enumerate(self.config.peers) if peer in stopped}
        notices = self.watch.owed.chase(owing, now, away, elapsed, overdue, unsigned)
        for type_, payload in notices:
            self._send(min(self.seats), type_, payload)
        return bool(notices)

    def _stopped_signers(self, run: HandRun) -> set[int]:
        """The peers (by first seat) that stopped on a lost-at-once void this peer holds whole: every signer's
        ``lost`` statement on one move owed, naming the same absent seats, signers enough to settle, and this
        peer took that move (it went on). A signer that settled the void stopped there and opened its seed; a
        co-signer that took the move then (its statements came late to it, or it kept them from itself) went
        on, and the peers with it would sign that the stopped one withheld its next move and name a signer
        that followed the rule. A signer counts as stopped only if its seed is in and this peer never saw it
        sign a state past that move: one that went on and sent its statements later is named for what it
        then withholds, and one that stops there must show its cards to do so."""
        stopped: set[int] = set()
        for ((seat, seq, _), absent), said in self.watch.lost_statements.items():
            signers = whole_void(self.config.peers, self.config.host_seat, absent, said)
            if not signers:
                continue
            taken = next((i for i, m in enumerate(run.play_log) if m.seat == seat and m.seq == seq), None)
            if taken is None:
                continue  # not a move, or not taken here: this peer's hand waits where the void was signed
            past = bisect.bisect_right(run.play_marks, taken)  # the first state that holds the move
            for signer in signers:
                shown = self.watch.shown_at.get(signer)
                if (shown is None or shown[0] < past) and self._seed_in(run, signer):
                    stopped.add(signer)
        return stopped

    def _seed_in(self, run: HandRun, seat: int) -> bool:
        """Whether ``seat``'s seed of this hand came, taken or waiting for the hand to take it."""
        if run.opens[seat] is not None:
            return True
        return any(m.type == "open" and m.hand == run.hand_no for m in self.inbox.waiting[seat].values())

    def _owed_key(self, run: HandRun, seat: int, what: str) -> Owed:
        return (seat, self._owed_number(run, seat, what), what)

    def _owed_number(self, run: HandRun, seat: int, what: str) -> int:
        """The number a statement gives what ``seat`` owes: its next message's, or for what it owes after its
        seed (its last hash, its list) the number after its seed's, which every peer gives alike whatever
        notices the seat signs meanwhile."""
        opened = run.opens[seat]
        if what in (LIST_OWED, HASH_OWED) and opened is not None:
            return opened.seq + 1
        return self.inbox.expected[seat]

    def _owing(self, run: HandRun) -> list[tuple[int, str, float, float, float]]:
        """(seat, what, deadline, grace, from) of every other peer's seat this hand is waiting for. A peer this
        one has cut off owes everything at once: nothing more comes from it but what others show. A key
        owed at a turn its peer has shown it reached is owed a deadline from when that was taken in; one
        whose peer has shown nothing of that turn yet is given ``UNSHOWN_FACTOR`` deadlines (docs/RELIABILITY.md,
        "a deadline counts from when the owing peer could act")."""
        owing = []
        final_due = self._final_due(run)
        for seat in range(self.config.shape.seats):
            if seat in self.seats:
                continue
            peer = self.config.peers[seat]
            what = self.watch.owes(run, seat, peer, final_due)
            if what is None:
                continue
            if peer in self.cut:
                owing.append((seat, what, 0.0, self.grace, 0.0))
                continue
            deadline, start = deadline_for(what, self.deadlines), 0.0
            if owed_key(what):
                shown = self.watch.shown_at.get(peer)
                if shown is not None and shown[0] >= len(run.hash_chain) - 1:
                    start = shown[1]
                else:
                    deadline *= UNSHOWN_FACTOR
            owing.append((seat, what, deadline, self.grace, start))
        return owing

    def _shown(self, run: HandRun, peer: int, index: int) -> None:
        """``peer`` signed a state of turn ``index`` of the current hand (``HandWatch.shown_at``)."""
        if run is self.run:
            last = self.watch.shown_at.get(peer)
            if last is None or index > last[0]:
                self.watch.shown_at[peer] = (index, self._now)

    @property
    def owed_by_deadline(self) -> bool:
        """A stopped hand waits for what a peer whose hash disagreed owes (its seed, then its list), and this
        peer has not signed it withheld yet: the table's deadlines settle that, giving up does not."""
        run = self.run
        if run is None or self.watch.finished or self.stopped is not None:
            return False
        for seat, what, _, _, _ in self._owing(run):
            if self.config.peers[seat] != seat or what not in (SEED_OWED, LIST_OWED):
                continue
            if self.watch.list_awaited(run, seat) and self._owed_key(run, seat, what) not in self.watch.owed.signed:
                return True
        return False

    def answers_awaited(self, reachable: Collection[int]) -> bool:
        """A stopped hand lacks a message this peer signed withheld (a cut-off seat's seed, say) and a peer in
        ``reachable`` (by first seat: connected, not given up) has not answered: it has neither shown it, nor
        signed the same, nor signed the very file this peer would write on giving up now (a record of another
        file says it holds more). That peer may hold it; giving up now could file the hand one way here and
        another there (seen under a flood on a starved machine: this peer, which had cut the flooder off, filed
        its seed as never opened while the others, slower to show it, had it)."""
        run = self.run
        if run is None or run.stopped is None or self.watch.finished or self.stopped is not None:
            return False
        local = self._local_peers()
        for key in sorted(self.watch.owed.signed):
            seat, seq, _ = key
            if self._known((seat, seq)) is not None:
                continue
            said = self.watch.owed.statements.get(key, {})
            for peer in sorted(reachable):
                if peer in local or peer == self.config.peers[seat] or peer in self.cut or peer in said:
                    continue
                if peer not in self.watch.records_in or peer not in self._records_alike(run):
                    return True
        return False

    def _records_alike(self, run: HandRun) -> frozenset[int]:
        """The peers whose record signs the file this peer would write on giving up now (the body is made
        again only when the records or the seeds in hand change: the session loop asks every round)."""
        records = tuple(sorted((peer, m.seq) for peer, m in self.watch.records_in.items()))
        held = (run.hand_no, records, tuple(run.opens))
        if self._alike is not None and self._alike[0] == held:
            return self._alike[1]
        payload = self._given_up_payload(run)
        alike: frozenset[int] = frozenset()
        if payload is not None:
            alike = frozenset(peer for peer, record in self.watch.records_in.items() if record.payload == payload)
        self._alike = (held, alike)
        return alike

    def _given_up_payload(self, run: HandRun) -> Any:
        """The record this peer would sign on giving up now (None: giving up files nothing yet)."""
        verdict = run.given_up_verdict()
        if verdict is None or self.transcript is None:
            return None
        return self._record_payload(history_body(self.transcript, run, self._session, verdict))

    def _final_due(self, run: HandRun) -> list[int]:
        if run.step != Step.DONE:
            return []  # what final_due says too, without the sets it is handed (asked every round)
        return self.watch.final_due(run, sorted(set(self.config.peers)), self._local_peers() | self.cut)

    def _on_missing(self, message: Message) -> None:
        seat, seq = message.payload
        held = self._showable(seat, seq)
        if held is not None:
            self._exhibit(held)
        elif self.config.peers[seat] not in self._local_peers():
            self.watch.owed.requests.add((seat, seq))

    def _exhibit(self, message: Message) -> None:
        key = (message.seat, message.seq)
        if self.recall is not None:
            recalled = self.recall(min(self.seats), self._seq_out[min(self.seats)])
            if recalled is not None and (recalled.type != "exhibit" or recalled.payload[0] != message.wire):
                return  # replaying: the journal shows it later (``_send``), or this peer never did
        if key not in self.watch.exhibited:
            self.watch.exhibited.add(key)
            self._send(min(self.seats), "exhibit", [message.wire])

    def _held(self, seat: int, seq: int, what: str) -> Message | None:
        """What this peer holds of the message a withheld statement says ``seat`` never sent."""
        if what in (LIST_OWED, HASH_OWED):
            peer = self.config.peers[seat]
            return (self.watch.evidence_in if what == LIST_OWED else self.watch.final_from).get(peer)
        return self._showable(seat, seq)

    def _showable(self, seat: int, seq: int) -> Message | None:
        """The message ``seat`` signed under ``seq``, if this peer holds it and may show it: not one that came
        only after this peer signed that it never came, and that it holds back by its own word. Shown, it
        would move the others past it while this peer stays (and takes no statement about it): the peers
        still there would then never settle the same hand."""
        if (seat, seq) in self.watch.owed.committed and (seat, seq) not in self.inbox.accepted:
            return None
        return self._known((seat, seq))

    def _show_doubted(self) -> bool:
        """A statement that a seat of this peer withheld a message it had not sent yet waits for this peer's
        clock; once the message is out it is shown at once, here and not at the next tick, so that a replay
        of the journal signs the exhibit under the same number. True if it showed one."""
        run = self.run
        if run is None:
            return False
        for message in self.watch.owed.doubted:
            held = self._held(*message.payload) if message.hand == run.hand_no else None
            if held is not None and (held.seat, held.seq) not in self.watch.exhibited:
                self._exhibit(held)
                return True
        return False

    def _on_withheld(self, run: HandRun, message: Message) -> None:
        seat, seq, what = message.payload
        if self.config.peers[message.seat] != message.seat or self.config.peers[seat] == message.seat:
            self._reject(f"seat {message.seat} may not sign that seat {seat} withheld a message")
            return
        peer = self.config.peers[seat]
        held = self._held(seat, seq, what)
        conceding = held is not None
        if held is not None and not self._may_concede(run, seat, what):
            self._exhibit(held)  # it came here: the others take it from us
            return
        if not conceding and peer in self._local_peers() and not self._overdue_here(run, seat, seq, what):
            # This peer owes no such message yet, or not for as long as the table's deadline: it never
            # takes another's word against itself before its own clock agrees (it looks again each tick).
            self.watch.owed.doubted.append(message)
            return
        signed = self.watch.owed.statement((seat, seq, what), message)
        others = {p for p in set(self.config.peers) if p != self.config.peers[seat]}
        if not others <= set(signed):
            if held is not None:
                self._exhibit(held)  # not every other peer has signed yet: they take it from us
            else:
                self._lost_at_once(run)
            return
        if conceding:
            self._log(f"every other peer signed that seat {seat}'s message {seq} never came: settled as they do")
        evidence = [signed[p] for p in sorted(others)]
        if what in (LIST_OWED, HASH_OWED) and run.stopped is None and decided(run):
            # The result stands; the peer that kept back what it owed after it (its last hash, its list) is named.
            if peer not in self.watch.named_after:
                self.watch.named_after.add(peer)
                run.evidence = evidence
                run.name_after_result(
                    seat, reasons.WITHHELD.format(what=what), evidence[0].seat if len(evidence) == 1 else -1
                )
        elif what == LIST_OWED and self.watch.list_awaited(run, peer):
            # A dispute in play: the list that would show whether its hash was false never came.
            self.watch.named_after.add(peer)
            self._name_withheld(seat, what, others, evidence)
        elif run.step == Step.OPEN and run.opens[seat] is None and what == SEED_OWED:
            # Only a seed's own statements settle it: one about a message owed before the stop (complete
            # only now at some peers) must not end the openings before the seeds that are on their way.
            if run.stopped is None:
                run.evidence = evidence
            elif self.watch.list_awaited(run, peer):
                # A peer whose hash stopped the hand keeps its seed and so its list (owed after it) back.
                self.watch.named_after.add(peer)
                self._name_withheld(seat, what, others, evidence)
            run.seed_withheld(seat, evidence[0].seat if len(evidence) == 1 else -1)
            if len(evidence) == 1 and run.verdict is not None and not run.verdict.ok:
                self.watch.word_named = seat  # a table of two voids on one word: it concerns that seat
        elif run.step == Step.DONE:
            self.watch.forced = 2  # a record that never came: the file is signed by the peers that sent theirs
        else:
            self._name_withheld(seat, what, others, evidence)
            if conceding and run.stopped is not None and run.stopped.kind == WITHHELD and run.evidence == evidence:
                # The others' stop is this peer's too: its file is theirs (a stronger proof found here stands)
                run.conceded[seat] = seq
                run.cut = self._conceded_cut(run, seat, seq)

    def _may_concede(self, run: HandRun, seat: int, what: str) -> bool:
        """Whether this peer may settle the hand on statements that a seat of its own never sent a message it
        did send (into a cut longer than the deadline, say): once every other peer signed so, they void the
        hand on their statements and no longer take that message, so this peer voids it as they do, and files
        it as they do (``HandRun.conceded``). Not for a seed, a list or a hash, which the others settle
        otherwise, and not once this peer's hand is over."""
        if what in (LIST_OWED, HASH_OWED, SEED_OWED) or self.config.peers[seat] not in self._local_peers():
            return False
        return not (run.conceded or run.step == Step.DONE or self.watch.finished)

    def _conceded_cut(self, run: HandRun, seat: int, seq: int) -> int | None:
        """The hash-chain entries a file keeps when ``seat``'s messages from ``seq`` on are conceded: those
        made before the first of them the hand took (the others never took it, nor anything after it). The
        message said withheld may be another than the move behind it (a state hash sent first, say)."""
        first = next((i for i, m in enumerate(run.play_log) if m.seat == seat and m.seq >= seq), None)
        if first is None or not run.hash_chain:
            return run.cut
        return bisect.bisect_right(run.play_marks, first)

    def _lost_at_once(self, run: HandRun) -> None:
        """Void the hand among the peers still here when more than one peer is lost (``table.lost``): this
        peer signs its ``lost`` statements only on its own clock's statements and its own links' view of
        who is gone, never on another's word, and settles once every signer's statements have come."""
        if self.watch.finished:
            return
        if run.step == Step.OPEN and (run.stopped is not None or not run.ended):
            return  # a stopped hand's missing seeds are given up on (``give_up``), not signed withheld
        if run.step not in (Step.OPEN, Step.DONE) and run.stopped is not None:
            return
        final_due = self._final_due(run)

        def owes(seat: int) -> Owed | None:
            if run.step == Step.DONE:  # records, and what is owed after a seed (a last hash, a list)
                what = self.watch.owes(run, seat, self.config.peers[seat], final_due)
            else:
                what = owed_by(run, seat)
            return None if what is None else self._owed_key(run, seat, what)

        peers = self.config.peers
        if self.gone:
            local = self._local_peers()
            plan = lost_plan(peers, self.config.host_seat, local, self.gone - local, owes, self.watch.owed.signed)
            if plan is not None and plan not in self.watch.lost_plans:
                if self.on_lost is not None:
                    self.on_lost(self.gone)  # journaled before anything it signs
                self.watch.lost_plans.append(plan)
                for payload in plan.payloads():
                    self._send(min(self.seats), "lost", payload)
        for plan in self.watch.lost_plans:
            lost = lost_void(plan, self.watch.lost_statements) if still_owed(peers, plan, owes) else None
            if lost is not None:
                self._settle_lost(run, lost)
                return

    def _settle_lost(self, run: HandRun, lost: Lost) -> None:
        for statement in lost.evidence:
            if statement.seat not in self.seats:
                # Every peer then holds the void whole, so none names this peer, stopped on it: a co-signer may
                # have sent its own statements here only (numbered ahead, nobody else asks for them).
                self._exhibit(statement)
        self.watch.lost = lost.absent
        if run.step == Step.DONE:
            # The hand is settled and its body signed: the file is signed by the peers still there.
            self.watch.forced = 2
        elif run.step == Step.OPEN:
            run.evidence = lost.evidence
            run.seeds_lost_at_once(lost.reason)
        else:
            self._stop_hand(Rejected(-1, lost.reason, kind=WITHHELD), lost.evidence, show=False)

    def _on_lost(self, run: HandRun, message: Message) -> None:
        seat, seq, what, absent = message.payload
        error = lost_statement_error(self.config.peers, message.seat, message.payload)
        if error is not None:
            self._reject(error)
            return
        said = self.watch.lost_statements.setdefault(((seat, seq, what), tuple(absent)), {})
        said.setdefault(message.seat, message)
        self._lost_at_once(run)

    def _name_withheld(self, seat: int, what: str, others: set[int], evidence: list[Message]) -> None:
        self.watch.word_named = seat
        named, reason = withheld_stop(seat, printable(what), sorted(others))
        self._stop_hand(Rejected(named, reason, kind=WITHHELD), evidence)

    def _overdue_here(self, run: HandRun, seat: int, seq: int, what: str) -> bool:
        """Whether ``seat`` (run by this peer) owes message ``seq``, ``what``, and has owed it for the
        table's deadline by this peer's own clock."""
        if owed_by(run, seat) != what or seq != self._seq_out[seat]:
            return False
        return self.watch.owed.overdue_own((seat, seq, what), self._now, self.deadlines)

    def _look_again(self, run: HandRun, now: float) -> None:
        """Note since when this peer's own seats owe what they owe, and take the statements against them
        that its clock now agrees with (or show the message, if it went out meanwhile)."""
        for seat in self.seats:
            what = owed_by(run, seat)
            if what is not None:
                self.watch.owed.note_own((seat, self._seq_out[seat], what), now)
        doubted, self.watch.owed.doubted = self.watch.owed.doubted, []
        for message in doubted:
            if message.hand == run.hand_no:
                self._on_withheld(run, message)

    def _judge(self, run: HandRun, seat: int) -> None:
        """A peer whose hash disagrees and whose own message list holds nothing this peer lacks or
        holds otherwise signed a false hash: that is the proof."""
        dispute = self.watch.disputes.get(seat)
        evidence = self.watch.evidence_in.get(seat)
        if dispute is None or evidence is None:
            return
        index, digest, claim = dispute
        if seat in self.watch.named_after:
            return  # named for withholding this list already: a list that comes later changes nothing
        if claim_contradicts_list((index, digest), evidence, run.hash_chain, self._known_message):
            reason = reasons.WRONG_HASH.format(turn=index)
            if seat in self.watch.late_disputes and run.stopped is None:
                run.evidence = [claim, evidence]  # after the result: named with proof, the result stands
                run.name_after_result(seat, reason)
                return
            self._stop_hand(Rejected(seat, reason, kind=WRONG_HASH), [claim, evidence])

    def _known_message(self, seat: int, seq: int) -> Message | None:
        return self._known((seat, seq))

    # --- end of hand ----------------------------------------------------------------------------

    def _send_record(self, run: HandRun) -> None:
        """Sign the hand's file body and the session so far: every peer that reaches the end signs."""
        assert self.transcript is not None
        self._mark("signing")
        self.watch.body = history_body(self.transcript, run, self._session)
        self.watch.expected_record = self._record_payload(self.watch.body)
        self.watch.body_digest = self.watch.expected_record[0]
        self._send(min(self.seats), "record", self.watch.expected_record)

    def _record_payload(self, body: list[Any]) -> list[bytes]:
        return record_payload(self._session, body)

    def _on_record(self, run: HandRun, message: Message) -> None:
        if self.config.peers[message.seat] != message.seat:
            self._reject(f"a record from seat {message.seat}, which is not the first seat of its peer")
            return
        if self.watch.finished:
            self._late_record(message)
            return
        self.watch.records_in.setdefault(message.seat, message)
        if self._gave_up_alike(run, message):
            self.give_up()
        else:
            self._adopt_conceded_seed(run)

    def _adopt_conceded_seed(self, run: HandRun) -> bool:
        """The seed of a seat this peer conceded (``_may_concede``) reached no other peer before each gave up on
        it, and another peer signed the file without it: this peer files the hand so too, its seed counted as
        never opened, and signs that file (its record for the other one, if it signed it, stands unused); checked
        before it signs its own file, and on each record that comes after. Only on the records of
        every other peer, all of them signing that file: one peer's record (a lie, say) never makes this one
        drop a seed the others took. True if it did."""
        if not run.conceded or run.step != Step.DONE or run.stopped is None:
            return False
        others = sorted(set(self.config.peers) - self._local_peers())
        theirs = [self.watch.records_in[peer] for peer in others if peer in self.watch.records_in]
        if self.transcript is None or len(theirs) < len(others):
            return False
        opens = run.deal.opens
        for seat in sorted(run.conceded):
            opened = opens[seat]
            if opened is None:
                continue
            opens[seat] = None
            verdict = run.missing_seeds_verdict()
            payload = self._record_payload(history_body(self.transcript, run, self._session, verdict))
            if all(m.payload == payload for m in theirs):
                run.verdict = verdict
                self._log(f"the others filed the hand without seat {seat}'s seed: so does this peer")
                for own in self.seats:
                    self.watch.records_in.pop(own, None)
                self._send_record(run)
                return True
            opens[seat] = opened
        return False

    def _gave_up_alike(self, run: HandRun, record: Message) -> bool:
        """Another peer gave up waiting for the seeds this one still waits for, and signed the very file
        this one would write on giving up now: it gives up too, so both files carry both records (each
        peer's own clock decides when it gives up; one may wait far longer, e.g. for a peer gone away).
        Only when every seed missing is the stopping peer's (the stopped seat's, or the sender's of an
        abort that named nobody) or a cut-off peer's, so that no record, a forged one included, can
        make this peer write a file without an honest seed."""
        if self.stopped is not None or self.transcript is None or run.stopped is None:
            return False
        abort = run.stopping_abort()
        if run.stopped.seat >= 0:
            stoppers = {self.config.peers[run.stopped.seat]}
        elif abort is not None:
            stoppers = {self.config.peers[abort.seat]}
        elif self.watch.lost:
            stoppers = {self.config.peers[seat] for seat in self.watch.lost}  # a hand lost at once
        else:
            return False
        missing = {self.config.peers[seat] for seat in range(self.config.shape.seats) if run.opens[seat] is None}
        if not missing or any(peer not in stoppers and peer not in self.cut for peer in missing):
            return False
        payload = self._given_up_payload(run)
        return payload is not None and bool(record.payload == payload)

    def _matching_records(self) -> list[Message]:
        return [m for m in self.watch.records_in.values() if m.payload == self.watch.expected_record]

    def _late_record(self, message: Message) -> None:
        """A record that came after this peer wrote the hand's file: one that signs the same body is
        added to the file (so every honest peer's file ends up with every honest peer's record)."""
        written = self._written
        if written is None or not written.add_late(message, self.config.peers[message.seat] == message.seat):
            return
        self._keep_files([(hand_file_name(self.config, message.hand), written.history)])

    def awaiting_records(self) -> bool:
        """The last hand's file lacks the record of a peer that opened its seed: it may still come."""
        return bool(self.missing_records())

    def missing_records(self) -> list[int]:
        """The peers (by first seat) that opened their seeds in the last hand this peer wrote and whose
        record its file still lacks."""
        written, run = self._written, self.run
        if written is None or run is None or written.hand_no != run.hand_no:
            return []
        peers = {p for p in set(self.config.peers) if p not in self.cut and run.opens[p] is not None}
        return sorted(peers - set(written.signed))

    def unheard_records(self) -> list[int]:
        """The peers (by first seat, not cut off) whose record of the last hand this peer wrote never came,
        even one that signs another file: a peer still at the table may yet send it."""
        written, run = self._written, self.run
        if written is None or run is None or written.hand_no != run.hand_no:
            return []
        return sorted(set(self.config.peers) - self.cut - written.heard - set(written.signed))

    def _all_signed(self) -> bool:
        """Every peer has sent its record (one that signs another body says that peer saw another hand);
        a peer this one cut off too, its record shown by the others (or signed withheld past the grace).
        After giving up on a seed, the peers that never opened theirs are not waited for."""
        run = self.run
        assert run is not None
        peers = {p for p in set(self.config.peers) if run.opens[p] is not None}
        return peers <= set(self.watch.records_in)

    def _write_files(self, hand_no: int, history: bytes) -> None:
        assert self.transcript is not None and self.watch.body_digest is not None
        self._keep_files(hand_files(self.transcript, hand_no, history, self._session_hands, self.watch.body_digest))

    def _keep_files(self, files: list[tuple[str, bytes]]) -> None:
        if self.unwritten is None:
            return
        for name, data in files:
            self.unwritten.put(name, data)
        self.write_unwritten(tell_again=False)

    def write_unwritten(self, tell_again: bool = True) -> bool:
        """Write the files owed to the history directory (the session loop calls this at hand boundaries
        and at the end, the node after each hand); True when none is left owed. A failure is told once
        per try (a try within the hand only if the last one worked), the peer plays on: its files are in
        memory and its journal."""
        keeper = self.unwritten
        if keeper is None or not keeper.pending:
            return True
        failed_before = bool(keeper.error)
        written = keeper.flush()
        if keeper.pending:
            if failed_before and not tell_again:
                return False
            self._log(f"cannot write {len(keeper.pending)} file(s) to {keeper.directory}: {keeper.error}")
            self._emit(FilesUnwritten(str(keeper.directory), keeper.error, len(keeper.pending), keeper.full))
            return False
        if failed_before:
            self._emit(FilesWritten(str(keeper.directory), written))
        return True

    def _finish_hand(self, run: HandRun) -> None:
        assert run.verdict is not None
        self.watch.finished = True
        self._mark("verdict")
        history = write_history(self.watch.body, self._matching_records()) if self.watch.body is not None else b""
        if self.watch.body is not None and run.verdict.to_canonical() != self.watch.body[10]:
            # Something came after this peer signed the hand (too late to be in its file): what it
            # signed is what counts, so the live verdict, the scores and the file agree.
            self._log(f"hand {run.hand_no}: {run.verdict.reason} came after the hand was signed: not counted")
            run.verdict = Verdict(*self.watch.body[10])
        outcome = run.settled_outcome
        result: Any = outcome.account if outcome is not None else None
        record = HandRecord(run.hand_no, result, run.verdict, history)
        if self.watch.body is not None:
            record.body, record.expected = self.watch.body, self.watch.expected_record
            record.signed = {m.seat: m for m in self._matching_records()}
            record.heard = set(self.watch.records_in)
            self._written = record
        if self.records:
            self.records[-1].forget_file()
        self.records.append(record)
        if outcome is not None and run.starter is not None:
            if not self.records[:-1] and self.config.continues is None:
                self.session = self._session_start(run.starter)
            self.session = self.session.after(outcome)
        if self.history_dir is not None and history:
            self._write_files(run.hand_no, history)
        if self.watch.body_digest is not None:
            self._session = session_digest(self._session, self.watch.body_digest)
        self._emit(HandEnded(run.hand_no, result, run.verdict, tuple(self.session.scores), run.full_state))
        if not run.verdict.ok:
            self.stopped = reasons.HAND_STOPPED.format(
                hand=run.hand_no, reason=run.verdict.reason, seat=run.verdict.seat
            )
            self._emit(SessionOver(self.stopped))
            return
        if len(self.records) >= self.hands_wanted:
            self.complete = True
            self._emit(SessionOver(reasons.END_COMPLETE))
            return
        self._next_waiting = True
        self.start_next_hand_if_ready()

    def start_next_hand_if_ready(self) -> bool:
        """Start the next hand once ``ready_for_next`` allows it; the session loop polls this (and ``tick``)."""
        if not self._next_waiting:
            return False
        if self._ready_for_next is not None and not self._ready_for_next(len(self.records) - 1):
            return False
        self._next_waiting = False
        written = self._written
        if self.missing_records() and written is not None and self.on_unsettled is not None:
            self.on_unsettled(written.hand_no)
        self._new_hand(self.session.starter)
        self._pump()
        return True
