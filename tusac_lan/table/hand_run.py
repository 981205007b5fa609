"""One hand at a networked table: the fair deal, the replicated engine, and the end-of-hand audit.

A ``HandRun`` consumes verified messages (``accept``) and says what the seats this peer hosts
must send next (``outgoing``) and decide next (``decisions``). Every peer feeds the same messages
through the same steps in the same order, so every peer reaches the same states and hashes.

Order does not depend on arrival: the deal stages go in seat order, answers to a shown card are
collected from every eligible seat and applied in seat order, and a draw waits for all four keys.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from protocol import proofs, shuffle_proof
from protocol.fairdeal import (
    DealSecrets,
    PointBook,
    PublishedStage,
    card_points,
    key_base,
    lock_with_proof,
    nonce_commitment,
    open_point,
    seed_commitment,
    shuffle_with_proof,
    stage_context,
    verify_deal,
)
from protocol.group import Point, is_point, parse, scalar_from_wire, scalar_to_bytes
from protocol.messages import Message

from ..engine.actions import UNKNOWN, Action, ActionType, ClaimKind, deal, draw
from ..engine.cards import NUM_CARDS
from ..engine.replay import audit
from ..engine.rules import FIRST_STARTER_FOUR_DICE
from ..engine.scoring import settled
from ..engine.session import DiceThrow, first_starter, throw_for_starter
from ..engine.state import SEATS, HandResult, HandState, Phase, new_hand
from ..engine.transitions import IllegalAction, apply, learn, legal_actions
from .config import TableConfig
from .evidence import EQUIVOCATION, REJECTED, UNPROVEN, chain_index


class Step(Enum):
    COMMIT = "commit"
    NONCE = "nonce"
    SHUFFLE = "shuffle"
    LOCK = "lock"
    DEAL_KEYS = "deal_keys"
    PLAY = "play"
    OPEN = "open"
    DONE = "done"


class Diverged(Exception):
    """A move made on another state than this peer's: the peers disagree (somebody told them different
    things), which is settled by comparing what they took in, not by blaming the mover."""

    def __init__(self, message: Message, index: int, basis: bytes) -> None:
        super().__init__(f"seat {message.seat} moved on another state at turn {index}")
        self.message = message
        self.index = index
        self.basis = basis


class Rejected(Exception):
    """Why a hand stops: ``seat`` is named (-1: nobody) with a proof of ``kind`` (tusac_lan.table.evidence)."""

    def __init__(self, seat: int, reason: str, *, kind: int = REJECTED) -> None:
        super().__init__(f"seat {seat}: {reason}")
        self.seat = seat
        self.reason = reason
        self.kind = kind

    @property
    def hearsay(self) -> bool:
        """Another peer said so and showed no proof this peer could check."""
        return self.kind == UNPROVEN


@dataclass
class Verdict:
    ok: bool
    seat: int
    """The seat found cheating, -1 if none or unknown."""
    reason: str

    def to_canonical(self) -> list[Any]:
        return [self.ok, self.seat, self.reason]


@dataclass
class Outgoing:
    seat: int
    type: str
    payload: Any


@dataclass
class Decision:
    seat: int
    view: HandState
    legal: list[Action]
    turn: int


def equivocation_reason(seq: int) -> str:
    return f"equivocation: two different messages numbered {seq}"


def _check_move_shape(seat: int, action: Action) -> None:
    """What the engine takes for granted of a move sent by a seat, checked before it gets there."""
    if action.type not in (ActionType.DISCARD, ActionType.CLAIM, ActionType.PASS):
        raise Rejected(seat, "only a discard, a claim or a pass is sent as a move")
    if len(action.slots) != len(action.cards):
        raise Rejected(seat, "a move's slots and cards differ in number")
    if any(not 0 <= x < NUM_CARDS for x in (*action.slots, *action.cards)):
        raise Rejected(seat, "a move names a slot or a card that does not exist")
    if len(set(action.slots)) != len(action.slots):
        raise Rejected(seat, "a move names a slot twice")
    if action.type == ActionType.PASS and (action.slots or action.claim != -1):
        raise Rejected(seat, "a pass shows no cards and claims nothing")
    if action.type == ActionType.DISCARD and (len(action.slots) != 1 or action.claim != -1):
        raise Rejected(seat, "a discard shows exactly one card and claims nothing")
    if action.type == ActionType.CLAIM and not 0 <= action.claim < len(ClaimKind):
        raise Rejected(seat, f"no claim of kind {action.claim}")


def hand_context(table_id: bytes, hand_no: int) -> bytes:
    return table_id + hand_no.to_bytes(4, "big")


@dataclass
class HandRun:
    config: TableConfig
    hand_no: int
    starter: int | None
    """None for a session's first hand: the joint randomness throws the dice."""
    local: dict[int, DealSecrets]
    local_nonces: dict[int, bytes]
    table_digest: bytes = bytes(32)
    """The digest of the signed TABLE (its rules, stake, names and seats): every seat's commitment names
    it, so no seat's moves can be shown under another table's header."""

    step: Step = Step.COMMIT
    commits: list[Message | None] = field(default_factory=lambda: [None] * SEATS)
    nonces: list[Message | None] = field(default_factory=lambda: [None] * SEATS)
    shuffles: list[Message] = field(default_factory=list)
    locks: list[Message] = field(default_factory=list)
    deal_keys: list[Message | None] = field(default_factory=lambda: [None] * SEATS)
    opens: list[Message | None] = field(default_factory=lambda: [None] * SEATS)
    play_log: list[Message] = field(default_factory=list)
    hash_chain: list[bytes] = field(default_factory=list)
    chain_turns: list[int] = field(default_factory=list)
    """The engine turn of each state in the hash chain."""
    play_marks: list[int] = field(default_factory=list)
    """How many messages of ``play_log`` lie behind each entry of the hash chain."""
    cut: int | None = None
    """How many entries of the hash chain (and the moves behind them) the hand's file keeps, when a
    stop leaves the peers at different moves (None: all of them)."""
    keys: list[dict[int, int]] = field(default_factory=lambda: [{} for _ in range(SEATS)])
    """Every lock key published so far: keys[seat][slot]."""
    window: list[Message | None] = field(default_factory=lambda: [None] * SEATS)
    reveals: list[Message | None] = field(default_factory=lambda: [None] * SEATS)
    sent: set[tuple[int, str, int]] = field(default_factory=set)
    state: HandState | None = None
    book: PointBook | None = None
    key_base: bytes = b""
    """G: every published key k must satisfy k·G = its commitment K from the lock pass."""
    _key_base_point: Point | None = None
    _decisions: tuple[HandState, tuple[int, ...], tuple[Decision, ...]] | None = None
    """The last answer of ``decisions``, for the state and open seats it was made for."""
    hand_id: bytes = b""
    deal_digest: bytes = b""
    stopped: Rejected | None = None
    verdict: Verdict | None = None
    dealt: bool = False
    evidence: list[Message] = field(default_factory=list)
    """The message(s) that stopped the hand, kept for the history."""
    applied: list[Action] = field(default_factory=list)
    """Every engine action applied after the deal, in order."""
    turn_messages: list[Message] = field(default_factory=list)
    turn_log: list[list[Message]] = field(default_factory=list)
    """The messages behind each entry of the hash chain, to settle a disagreement."""
    _deal_finding: Verdict | None = None
    seed_withheld_by: int = -1
    named_after_result: tuple[int, str, int] | None = None
    """A seat named after the hand's result was decided (seat, what it did): the result stands."""
    stop_step: Step | None = None
    """The step the hand was in when it stopped, if it stopped."""
    deck: tuple[int, ...] | None = None
    """The whole deal, known once every seed is opened and checks out."""
    full_state: HandState | None = None
    """The end of the hand with every card known: the audit's replay, kept so nobody replays it again."""
    dice: DiceThrow | None = None
    """The first hand's throws for its starter, when the table's rules throw a die for each seat."""
    trace: list[tuple[Action, HandState]] | None = None
    """Set to a list before the audit to keep each action with the full state after it (a viewer)."""

    @property
    def context(self) -> bytes:
        return hand_context(self.config.table_id, self.hand_no)

    # --- what the local seats send --------------------------------------------------------------

    def outgoing(self) -> list[Outgoing]:
        out: list[Outgoing] = []
        for seat in sorted(self.local):
            message = self._due(seat)
            if message is not None:
                key = (seat, message.type, self._progress())
                if key not in self.sent:
                    self.sent.add(key)
                    out.append(message)
        return out

    def _progress(self) -> int:
        return self.state.turn if self.state is not None else -1

    def _due(self, seat: int) -> Outgoing | None:
        secrets = self.local[seat]
        if self.step == Step.COMMIT and self.commits[seat] is None:
            nonce = self.local_nonces[seat]
            return Outgoing(
                seat,
                "commit",
                [seed_commitment(secrets.seed, self.context), nonce_commitment(nonce, self.context), self.table_digest],
            )
        if self.step == Step.NONCE and self.nonces[seat] is None:
            return Outgoing(seat, "nonce", [self.local_nonces[seat]])
        if self.step in (Step.SHUFFLE, Step.LOCK) and (seat, self.step.value, self._progress()) in self.sent:
            return None  # a stage is costly to make: never remake one already sent
        if self.step == Step.SHUFFLE and len(self.shuffles) == seat:
            shuffled = shuffle_with_proof(
                self._stage_context(Step.SHUFFLE, seat), self._input(Step.SHUFFLE, seat), self.key_base, secrets
            )
            proof = shuffle_proof.shuffle_proof_to_wire(shuffled.proof)
            return Outgoing(seat, "shuffle", [list(shuffled.deck), shuffled.commitment, proof])
        if self.step == Step.LOCK and len(self.locks) == seat:
            commitment = self.shuffles[seat].payload[1]
            locked = lock_with_proof(
                self._stage_context(Step.LOCK, seat), self._input(Step.LOCK, seat), commitment, secrets
            )
            proof = proofs.lock_proof_to_wire(locked.challenge, locked.responses)
            return Outgoing(seat, "lock", [list(locked.deck), list(locked.commitments), proof])
        if self.step == Step.DEAL_KEYS and self.deal_keys[seat] is None:
            assert self.state is not None
            slots = sorted(s for other in range(SEATS) if other != seat for s in self.state.hands[other])
            return Outgoing(seat, "deal_keys", [[s, scalar_to_bytes(secrets.lock_keys[s])] for s in slots])
        if self.step == Step.PLAY and self.state is not None and self.state.phase == Phase.DRAW:
            if self.reveals[seat] is None:
                slot = self.state.deck_pos
                key = scalar_to_bytes(secrets.lock_keys[slot])
                return Outgoing(seat, "reveal", [self.state.turn, slot, key, self.hash_chain[-1]])
        if self.step == Step.OPEN and self.opens[seat] is None:
            return Outgoing(seat, "open", [secrets.seed])
        return None

    def decisions(self) -> list[Decision]:
        """Local seats whose move the hand is waiting for."""
        state = self.state
        if self.step != Step.PLAY or state is None or state.phase not in (Phase.DISCARD, Phase.CLAIM):
            return []
        open_seats = tuple(s for s in state.awaiting() if s in self.local and self.window[s] is None)
        cached = self._decisions
        if cached is not None and cached[0] is state and cached[1] == open_seats:
            return list(cached[2])  # the node asks after every message it takes: views are not free
        result = [Decision(seat, state.view(seat), legal_actions(state, seat), state.turn) for seat in open_seats]
        self._decisions = (state, open_seats, tuple(result))
        return result

    def action_payload(self, decision: Decision, action: Action) -> list[Any]:
        """The message payload of a local move: the action and the keys that open what it reveals."""
        secrets = self.local[decision.seat]
        reveal = action.slots if action.type in (ActionType.DISCARD, ActionType.CLAIM) else ()
        keys = [[s, scalar_to_bytes(secrets.lock_keys[s])] for s in reveal]
        return [decision.turn, action.to_canonical(), keys, self.hash_chain[-1]]

    # --- what arrives ------------------------------------------------------------------------

    def accept(self, message: Message) -> bool:
        """Take one message. False: not yet (keep it for later). Raises Rejected if it breaks the hand."""
        handler = getattr(self, f"_on_{message.type}", None)
        if self.step == Step.DONE and message.type == "open" and self.stopped is not None:
            return True  # a seed that comes after the stopped hand was judged without it changes nothing
        if handler is None or self.step == Step.DONE:
            raise Rejected(message.seat, f"unexpected {message.type} message")
        if self.stopped is not None and message.type not in ("open",):
            return True  # the hand is stopping: only openings still matter
        # Filed before handling, so the message that completes a turn is filed with that turn.
        self.turn_messages.append(message)
        consumed = False
        try:
            consumed = bool(handler(message))
        except (Rejected, Diverged):
            raise
        except Exception as exc:  # a signed message no check above foresaw: its sender is named, no peer dies
            why = f"{type(exc).__name__}: {exc}"[:200]
            raise Rejected(message.seat, f"a {message.type} this hand cannot use ({why})") from exc
        finally:
            if not consumed and self.turn_messages and self.turn_messages[-1] is message:
                self.turn_messages.pop()
        return consumed

    def _on_commit(self, m: Message) -> bool:
        if self.step != Step.COMMIT:
            raise Rejected(m.seat, "a second commitment")
        if self.commits[m.seat] is not None:
            raise Rejected(m.seat, "a second commitment")
        if m.payload[2] != self.table_digest:
            raise Rejected(m.seat, "a commitment made at another table (its rules, stake or seats differ)")
        self.commits[m.seat] = m
        if all(c is not None for c in self.commits):
            self.step = Step.NONCE
        return True

    def _on_nonce(self, m: Message) -> bool:
        if self.step == Step.COMMIT:
            return False
        if self.step != Step.NONCE or self.nonces[m.seat] is not None:
            raise Rejected(m.seat, "a second nonce")
        commit = self.commits[m.seat]
        assert commit is not None
        if nonce_commitment(m.payload[0], self.context) != commit.payload[1]:
            raise Rejected(m.seat, "nonce does not match its commitment")
        self.nonces[m.seat] = m
        if all(n is not None for n in self.nonces):
            self._start_deal()
        return True

    def _start_deal(self) -> None:
        joint = hashlib.blake2b(
            self.context + b"".join(n.payload[0] for n in self.nonces if n), digest_size=32
        ).digest()
        self.hand_id = joint[:16]
        if self.starter is None:
            if self.config.rules.first_starter == FIRST_STARTER_FOUR_DICE:
                self.dice = throw_for_starter(joint[16:])
                self.starter = self.dice.starter
            else:
                self.starter = first_starter(self.config.rules, joint[16:])
        self.book = PointBook(card_points(self.hand_id, self.config.shape.deck))
        self.key_base = key_base(self.hand_id)
        self._key_base_point = parse(self.key_base)
        self.state = new_hand(self.config.rules, self.starter)
        self.step = Step.SHUFFLE

    def _check_stage(self, m: Message, stages: list[Message], step: Step) -> bool:
        if self.step.value in ("commit", "nonce") or (self.step == Step.SHUFFLE and step == Step.LOCK):
            return False
        if self.step != step or m.seat < len(stages):
            raise Rejected(m.seat, f"a {step.value} stage out of order")
        if m.seat > len(stages):
            return False
        points = m.payload[0]
        if len(set(points)) != NUM_CARDS or not all(is_point(p) for p in points):
            raise Rejected(m.seat, f"the {step.value} stage is not {NUM_CARDS} distinct curve points")
        try:  # its own stages too: a peer never builds on a stage it has not checked
            self._verify_stage(m, step)
        except proofs.ProofError as exc:
            raise Rejected(m.seat, f"the {step.value} stage's proof fails: {exc}") from None
        stages.append(m)
        return True

    def _stage_context(self, step: Step, seat: int) -> bytes:
        return stage_context(self.context + self.hand_id, step.value, seat)

    def _input(self, step: Step, seat: int) -> tuple[bytes, ...]:
        """The deck stage ``seat`` of ``step`` starts from."""
        assert self.book is not None
        if step == Step.SHUFFLE:
            return self.book.points if seat == 0 else tuple(self.shuffles[seat - 1].payload[0])
        return tuple(self.shuffles[-1].payload[0]) if seat == 0 else tuple(self.locks[seat - 1].payload[0])

    def _verify_stage(self, m: Message, step: Step) -> None:
        """Check the proof published with a stage; raise ProofError if it fails."""
        context = self._stage_context(step, m.seat)
        if step == Step.SHUFFLE:
            deck, commitment, raw = m.payload
            shuffle = shuffle_proof.ShuffleStatement(
                context, self._input(step, m.seat), self.key_base, tuple(deck), commitment
            )
            shuffle_proof.verify_shuffle(shuffle, shuffle_proof.shuffle_proof_from_wire(raw, NUM_CARDS))
        else:
            deck, commitments, raw = m.payload
            base = self.shuffles[m.seat].payload[1]
            lock = proofs.LockStatement(context, self._input(step, m.seat), base, tuple(deck), tuple(commitments))
            proofs.verify_lock(lock, *proofs.lock_proof_from_wire(raw, NUM_CARDS))

    def _key(self, seat: int, slot: int, data: bytes, what: str) -> int:
        """A published key, checked against the commitment K its seat made for the slot in the lock pass."""
        key = self._scalar(seat, data)
        assert self._key_base_point is not None
        if not proofs.key_matches(key, self._key_base_point, self.locks[seat].payload[1][slot]):
            raise Rejected(seat, f"the {what} key for slot {slot} does not match its commitment")
        return key

    def _on_shuffle(self, m: Message) -> bool:
        if not self._check_stage(m, self.shuffles, Step.SHUFFLE):
            return False
        if len(self.shuffles) == SEATS:
            self.step = Step.LOCK
        return True

    def _on_lock(self, m: Message) -> bool:
        if not self._check_stage(m, self.locks, Step.LOCK):
            return False
        if len(self.locks) == SEATS:
            assert self.state is not None
            self.state, _ = apply(self.state, deal((UNKNOWN,) * NUM_CARDS))
            digest = hashlib.blake2b(digest_size=32)
            for msg in [*self.commits, *self.shuffles, *self.locks]:
                assert msg is not None
                digest.update(msg.body)
            self.deal_digest = digest.digest()
            self.step = Step.DEAL_KEYS
        return True

    def _on_deal_keys(self, m: Message) -> bool:
        if self.step in (Step.COMMIT, Step.NONCE, Step.SHUFFLE, Step.LOCK):
            return False
        if self.step != Step.DEAL_KEYS or self.deal_keys[m.seat] is not None:
            raise Rejected(m.seat, "deal keys out of order")
        assert self.state is not None
        expected = sorted(s for other in range(SEATS) if other != m.seat for s in self.state.hands[other])
        if [pair[0] for pair in m.payload] != expected:
            raise Rejected(m.seat, "deal keys for the wrong slots")
        for slot, key in m.payload:
            self.keys[m.seat][slot] = self._key(m.seat, slot, key, "deal")
        self.deal_keys[m.seat] = m
        if all(d is not None for d in self.deal_keys):
            self._open_local_hands()
            self.step = Step.PLAY
            self.dealt = True
            self._record_turn()
        return True

    def _scalar(self, seat: int, data: bytes) -> int:
        try:
            return scalar_from_wire(data)
        except ValueError as exc:
            raise Rejected(seat, f"bad key: {exc}") from None

    def _open(self, slot: int, extra: dict[int, int]) -> int | None:
        """The card at ``slot`` from the published keys plus ``extra`` (seat -> key)."""
        assert self.book is not None
        keys = []
        for seat in range(SEATS):
            key = extra.get(seat, self.keys[seat].get(slot))
            if key is None:
                return None
            keys.append(key)
        return self.book.card(open_point(self.locked_deck()[slot], keys))

    def locked_deck(self) -> tuple[bytes, ...]:
        """The deck after the last lock stage: every slot under all four keys."""
        return tuple(self.locks[-1].payload[0])

    def _open_local_hands(self) -> None:
        assert self.state is not None
        for seat, secrets in sorted(self.local.items()):
            slots = self.state.hands[seat]
            cards = []
            for slot in slots:
                card = self._open(slot, {seat: secrets.lock_keys[slot]})
                if card is None:
                    raise Rejected(-1, f"dealt slot {slot} of seat {seat} opens to no card")
                cards.append(card)
            self.state = learn(self.state, slots, tuple(cards))

    def _playing(self, m: Message, turn: int, basis: bytes) -> HandState | None:
        """The state a move for ``turn``, made on the state hashed ``basis``, applies to; None: not yet.

        A move made on another state than this peer's (Diverged) is a disagreement, not a fault of
        the mover; a move made on the same state that breaks the rules is its mover's fault."""
        state = self.state
        if self.step not in (Step.PLAY, Step.OPEN, Step.DONE) or state is None:
            return None
        if self.step == Step.PLAY and turn > state.turn:
            return None
        index = chain_index(self.chain_turns, turn)
        if index < 0:
            raise Diverged(m, len(self.hash_chain) - 1, basis)
        if self.hash_chain[index] != basis:
            raise Diverged(m, index, basis)
        if self.step != Step.PLAY:
            raise Rejected(m.seat, f"a {m.type} after the hand ended")
        if turn < state.turn:
            raise Rejected(m.seat, f"a {m.type} for a turn already played (replayed or stale)")
        return state

    def _on_action(self, m: Message) -> bool:
        turn, raw, keys, basis = m.payload
        state = self._playing(m, turn, basis)
        if state is None:
            return False
        try:
            action = Action.from_canonical(raw)
        except ValueError as exc:
            raise Rejected(m.seat, f"malformed action: {exc}") from None
        if action.seat != m.seat:
            raise Rejected(m.seat, "a move for another seat")
        _check_move_shape(m.seat, action)
        self._check_reveal_keys(m.seat, action, keys)
        if action.type == ActionType.DISCARD:
            self._apply(m.seat, action)
            self.play_log.append(m)
            self._record_turn()
            return True
        if state.phase != Phase.CLAIM or not state.eligible(m.seat):
            raise Rejected(m.seat, "out of turn: no card for this seat to answer")
        if self.window[m.seat] is not None:
            raise Rejected(m.seat, "a second answer to the same card")
        self.window[m.seat] = m
        if all(self.window[s] is not None for s in range(SEATS) if state.eligible(s)):
            self._resolve_window()
        return True

    def _check_reveal_keys(self, seat: int, action: Action, keys: list[list[Any]]) -> None:
        """One key per revealed slot, in order, each opening its slot to the card the move names."""
        revealed = action.slots if action.type in (ActionType.DISCARD, ActionType.CLAIM) else ()
        if [k[0] for k in keys] != list(revealed) or len(action.cards) != len(revealed):
            raise Rejected(seat, "keys do not match the revealed slots")
        for (slot, raw), card in zip(keys, action.cards, strict=True):
            key = self._key(seat, slot, raw, "shown card's")
            if self._open(slot, {seat: key}) != card:
                raise Rejected(seat, f"the key for slot {slot} does not open it to the card claimed")
            self.keys[seat][slot] = key

    def _apply(self, seat: int, action: Action) -> None:
        assert self.state is not None
        try:
            self.state, _ = apply(self.state, action)
        except IllegalAction as exc:
            raise Rejected(seat, f"illegal move: {exc}") from None
        self.applied.append(action)

    def _resolve_window(self) -> None:
        for seat in range(SEATS):
            m = self.window[seat]
            if m is None:
                continue
            self._apply(seat, Action.from_canonical(m.payload[1]))
            self.play_log.append(m)
        self.window = [None] * SEATS
        self._record_turn()

    def _on_reveal(self, m: Message) -> bool:
        turn, slot, raw, basis = m.payload
        state = self._playing(m, turn, basis)
        if state is None:
            return False
        if state.phase != Phase.DRAW or slot != state.deck_pos:
            raise Rejected(m.seat, "a reveal for a card not being drawn")
        if self.reveals[m.seat] is not None:
            raise Rejected(m.seat, "a second reveal of the same card")
        self.keys[m.seat][slot] = self._key(m.seat, slot, raw, "drawn card's")
        self.reveals[m.seat] = m
        if all(r is not None for r in self.reveals):
            card = self._open(slot, {})
            if card is None:
                raise Rejected(-1, f"the drawn slot {slot} opens to no card")
            self._apply(state.current, draw(state.current, slot, card))
            self.play_log.extend(r for r in self.reveals if r is not None)
            self.reveals = [None] * SEATS
            self._record_turn()
        return True

    def _record_turn(self) -> None:
        self.hash_chain.append(self.turn_hash())
        assert self.state is not None
        self.chain_turns.append(self.state.turn)
        self.play_marks.append(len(self.play_log))
        self.turn_log.append(self.turn_messages)
        self.turn_messages = []
        if self.state is not None and self.state.phase == Phase.ENDED:
            self.step = Step.OPEN

    def turn_hash(self) -> bytes:
        """Public state plus the commitments to hidden state (the deal stages)."""
        assert self.state is not None
        return hashlib.blake2b(self.deal_digest + self.state.public_hash(), digest_size=32).digest()

    def stop(self, rejected: Rejected, evidence: list[Message] | None = None) -> None:
        """Stop play: everyone opens its seed so the audit can say who broke the hand. A stop that
        comes after the seeds (a proof that took longer to settle) replaces the verdict's reason."""
        if self.stopped is None:
            self.stopped = rejected
            self.evidence = list(evidence or [])
            self.cut = self._cut_for(rejected, self.evidence)
        if self.stop_step is None:
            self.stop_step = self.step
        if self.step == Step.DONE:
            self.verdict = self._judged()
        else:
            self.step = Step.OPEN

    def _cut_for(self, rejected: Rejected, evidence: list[Message]) -> int | None:
        """An equivocation, or an abort that proves nothing, reaches each peer at another point of its
        own hand: one had taken a move more than another. Their files keep the deal and none of the
        moves, so that every peer writes the same file (the moves decide nothing in such a stop)."""
        if not self.hash_chain:
            return None
        unproven_abort = rejected.kind == UNPROVEN and len(evidence) == 1 and evidence[0].type == "abort"
        return 1 if rejected.kind == EQUIVOCATION or unproven_abort else None

    def give_up(self) -> None:
        """Some seeds never came: judge the stopped hand on the evidence alone."""
        verdict = self.given_up_verdict()
        if verdict is not None:
            self.verdict = verdict
            self.step = Step.DONE

    def stopping_abort(self) -> Message | None:
        """The abort that stopped the hand on its sender's word alone (naming nobody), or None."""
        evidence = self.evidence
        if self.stopped is None or self.stopped.kind != UNPROVEN or not evidence or evidence[0].type != "abort":
            return None
        return evidence[0]

    def given_up_verdict(self) -> Verdict | None:
        """The verdict ``give_up`` would give now (None: a stopped hand is not waiting for seeds)."""
        if self.step != Step.OPEN or self.stopped is None:
            return None
        missing = [seat for seat in range(SEATS) if self.opens[seat] is None]
        return self._stopped_verdict(f"seats {missing} never opened their seeds")

    def seed_withheld(self, seat: int, word_of: int = -1) -> None:
        """Every other peer signed that ``seat`` never opened its seed. A hand that was played to its
        end keeps its result (the winner's cards were opened and checked when it won): withholding a
        seed cannot erase a loss. Only the withholder's hidden cards go unchecked, and it is named;
        when one peer alone signed it (``word_of``, a table of two), that is its word and names nobody."""
        if self.step != Step.OPEN:
            return
        if self.stopped is None and self.state is not None and self.state.phase == Phase.ENDED:
            if word_of >= 0:
                reason = (
                    f"the result stands; seat {word_of} alone signed that seat {seat} never opened its seed"
                    " (its word, no proof), so that seat's own cards were not re-checked"
                )
                self.verdict = Verdict(True, -1, reason)
            else:
                reason = f"the result stands; seat {seat} never opened its seed, so its own cards were not re-checked"
                self.verdict = Verdict(True, seat, reason)
        else:
            self.give_up()
        self.step = Step.DONE
        self.seed_withheld_by = seat

    def name_after_result(self, seat: int, why: str, word_of: int = -1) -> None:
        """``seat`` is named for what it did after the hand was played to its end (it withheld what it owed
        then): the result stands, and the verdict names it; when one peer alone signed it (``word_of``, a
        table of two), that is its word and names nobody."""
        self.named_after_result = (seat, why, word_of)
        if self.verdict is not None:
            self.verdict = self._standing(self.verdict)

    def _standing(self, verdict: Verdict) -> Verdict:
        if self.named_after_result is None or not verdict.ok or verdict.seat >= 0:
            return verdict
        seat, why, word_of = self.named_after_result
        if word_of >= 0:
            reason = f"the result stands; seat {word_of} alone signed that seat {seat} {why} (its word)"
            return Verdict(True, -1, reason)
        return Verdict(True, seat, f"the result stands; seat {seat} {why}")

    def _on_open(self, m: Message) -> bool:
        if self.step != Step.OPEN:
            if self.step == Step.DONE:
                raise Rejected(m.seat, "a second opening")
            return False
        if self.opens[m.seat] is not None:
            raise Rejected(m.seat, "a second opening")
        self.opens[m.seat] = m
        if all(o is not None for o in self.opens):
            self.verdict = self._audit()
            self.step = Step.DONE
        return True

    # --- end of hand --------------------------------------------------------------------------

    def _audit(self) -> Verdict:
        self._deal_finding = self._check_deal()
        return self._judged()

    def _check_deal(self) -> Verdict | None:
        """With every seed open: a bad stage or a wrong key, or None if the deal checks out."""
        seeds = [o.payload[0] for o in self.opens if o is not None]
        commitments = [c.payload[0] for c in self.commits if c is not None]
        if len(self.shuffles) < SEATS or len(self.locks) < SEATS:
            return None
        problems, deck = verify_deal(
            self.hand_id,
            self.context,
            seeds,
            commitments,
            [PublishedStage(s.payload[0], [s.payload[1]]) for s in self.shuffles],
            [PublishedStage(lk.payload[0], lk.payload[1]) for lk in self.locks],
            self.config.shape.deck,
        )
        if problems:
            return Verdict(False, problems[0].seat, problems[0].reason)
        assert deck is not None
        self.deck = deck
        for seat, seed in enumerate(seeds):
            derived = DealSecrets.from_seed(seed, self.config.shape.deck).lock_keys
            for slot, key in sorted(self.keys[seat].items()):
                if derived[slot] != key:
                    return Verdict(False, seat, f"published a wrong key for slot {slot}")
        return None

    def _judged(self) -> Verdict:
        if self._deal_finding is not None:
            return self._deal_finding
        if len(self.shuffles) < SEATS or len(self.locks) < SEATS:
            return self._stopped_verdict("the deal did not finish")
        if self.stopped is not None:
            return self._stopped_verdict(None)
        assert self.state is not None and self.deck is not None
        actions = self.engine_actions()
        result = audit(self.config.rules, self.state.starter, actions, self.deck, self.trace)
        self.full_state = result.state
        if result.finding is not None:
            return Verdict(False, result.finding.seat, f"move {result.finding.position}: {result.finding.reason}")
        if result.state.public_hash() != self.state.public_hash():
            return Verdict(False, -1, "the replayed hand ends in another state")
        self.full_state = settled(result.state)
        return self._standing(Verdict(True, -1, "deal, reveals and every move check out"))

    def _stopped_verdict(self, detail: str | None) -> Verdict:
        assert self.stopped is not None
        reason = self.stopped.reason if detail is None else f"{self.stopped.reason} ({detail})"
        return Verdict(False, self.stopped.seat, reason)

    @property
    def settled_result(self) -> HandResult | None:
        """The hand's result as it is paid: the audit's full replay settles what needs every hand known (a
        loser's four held from the deal). None unless the verdict lets the result stand."""
        if self.verdict is None or not self.verdict.ok:
            return None
        if self.full_state is not None:
            return self.full_state.result
        # A result that stands without every seed (one was kept back after the hand was won): what every
        # peer's live state holds, without what needs every hand known.
        return self.state.result if self.state is not None else None

    def engine_actions(self) -> list[Action]:
        """The hand's engine actions in the order they were applied, the deal as this peer saw it."""
        return [deal((UNKNOWN,) * NUM_CARDS), *self.applied]
