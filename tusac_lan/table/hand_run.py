"""One hand at a networked table: the fair deal (``DealRun``), the replicated engine, and the end-of-hand audit.

A ``HandRun`` consumes verified messages (``accept``) and says what the seats this peer hosts
must send next (``outgoing``) and decide next (``decisions``). Every peer feeds the same messages
through the same steps in the same order, so every peer reaches the same states and hashes.

Order does not depend on arrival: the deal stages go in seat order, answers to a shown card are
collected from every eligible seat and applied in seat order, and a draw waits for all four keys.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from protocol.fairdeal import DealSecrets
from protocol.messages import Message

from ..engine.actions import UNKNOWN, Action, ActionType, ClaimKind, draw
from ..engine.actions import deal as deal_action
from ..engine.cards import NUM_CARDS
from ..engine.replay import audit
from ..engine.rules import FIRST_STARTER_FOUR_DICE
from ..engine.scoring import settled
from ..engine.session import DiceThrow, first_starter, throw_for_starter
from ..engine.state import SEATS, HandResult, HandState, Phase, new_hand
from ..engine.transitions import IllegalAction, apply, learn, legal_actions
from . import reasons
from .config import TableConfig
from .deal import DealPlan, DealRun
from .deal import Outgoing as Outgoing  # Outgoing, Step and the verdicts: the node, the files and tests name them here
from .deal import Step as Step
from .evidence import EQUIVOCATION, UNPROVEN, chain_index
from .verdict import Rejected as Rejected
from .verdict import Verdict as Verdict


class Diverged(Exception):
    """A move made on another state than this peer's: the peers disagree (somebody told them different
    things), which is settled by comparing what they took in, not by blaming the mover."""

    def __init__(self, message: Message, index: int, basis: bytes) -> None:
        super().__init__(f"seat {message.seat} moved on another state at turn {index}")
        self.message = message
        self.index = index
        self.basis = basis


@dataclass
class Decision:
    seat: int
    view: HandState
    legal: list[Action]
    turn: int


def equivocation_reason(seq: int) -> str:
    return reasons.EQUIVOCATION.format(seq=seq)


def _check_move_shape(seat: int, action: Action) -> None:
    """What the engine takes for granted of a move sent by a seat, checked before it gets there."""
    if action.type not in (ActionType.DISCARD, ActionType.CLAIM, ActionType.PASS):
        raise Rejected(seat, reasons.MOVE_NOT_SENT)
    if len(action.slots) != len(action.cards):
        raise Rejected(seat, reasons.MOVE_SLOTS_CARDS_DIFFER)
    if any(not 0 <= x < NUM_CARDS for x in (*action.slots, *action.cards)):
        raise Rejected(seat, reasons.MOVE_NO_SUCH_SLOT_OR_CARD)
    if len(set(action.slots)) != len(action.slots):
        raise Rejected(seat, reasons.MOVE_SLOT_TWICE)
    if action.type == ActionType.PASS and (action.slots or action.claim != -1):
        raise Rejected(seat, reasons.PASS_SHOWS_NOTHING)
    if action.type == ActionType.DISCARD and (len(action.slots) != 1 or action.claim != -1):
        raise Rejected(seat, reasons.DISCARD_SHOWS_ONE)
    if action.type == ActionType.CLAIM and not 0 <= action.claim < len(ClaimKind):
        raise Rejected(seat, reasons.NO_CLAIM_KIND.format(claim=action.claim))


def hand_context(table_id: bytes, hand_no: int) -> bytes:
    return table_id + hand_no.to_bytes(4, "big")


def tusac_deal_plan(state: HandState) -> DealPlan:
    """Which seat holds which slot in Tứ Sắc's deal from ``state`` (a new hand): what its engine deals."""
    dealt, _ = apply(state, deal_action((UNKNOWN,) * NUM_CARDS))
    return DealPlan(dealt.hands)


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

    deal: DealRun = field(init=False)
    play_log: list[Message] = field(default_factory=list)
    hash_chain: list[bytes] = field(default_factory=list)
    chain_turns: list[int] = field(default_factory=list)
    """The engine turn of each state in the hash chain."""
    play_marks: list[int] = field(default_factory=list)
    """How many messages of ``play_log`` lie behind each entry of the hash chain."""
    cut: int | None = None
    """How many entries of the hash chain (and the moves behind them) the hand's file keeps, when a
    stop leaves the peers at different moves (None: all of them)."""
    window: list[tuple[Message, Action] | None] = field(default_factory=lambda: [None] * SEATS)
    """The answers to a shown card so far, each with its parsed move, applied in seat order once all are in."""
    reveals: list[Message | None] = field(default_factory=lambda: [None] * SEATS)
    sent: set[tuple[int, str, int]] = field(default_factory=set)
    state: HandState | None = None
    _decisions: tuple[HandState, tuple[int, ...], tuple[Decision, ...]] | None = None
    """The last answer of ``decisions``, for the state and open seats it was made for."""
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
    full_state: HandState | None = None
    """The end of the hand with every card known: the audit's replay, kept so nobody replays it again."""
    dice: DiceThrow | None = None
    """The first hand's throws for its starter, when the table's rules throw a die for each seat."""
    trace: list[tuple[Action, HandState]] | None = None
    """Set to a list before the audit to keep each action with the full state after it (a viewer)."""

    def __post_init__(self) -> None:
        shape = self.config.shape
        self.deal = DealRun(shape.seats, shape.deck, self.context, self.local, self.local_nonces, self.table_digest)

    @property
    def context(self) -> bytes:
        return hand_context(self.config.table_id, self.hand_no)

    @property
    def step(self) -> Step:
        """Where the hand is: the deal's steps, then play, the opening of the seeds, done."""
        return self.deal.step

    @step.setter
    def step(self, step: Step) -> None:
        self.deal.step = step

    # The deal's messages, as the node reads them.

    @property
    def commits(self) -> list[Message | None]:
        return self.deal.commits

    @property
    def nonces(self) -> list[Message | None]:
        return self.deal.nonces

    @property
    def shuffles(self) -> list[Message]:
        return self.deal.shuffles

    @property
    def locks(self) -> list[Message]:
        return self.deal.locks

    @property
    def deal_keys(self) -> list[Message | None]:
        return self.deal.deal_keys

    @property
    def opens(self) -> list[Message | None]:
        return self.deal.opens

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
        if self.step in (Step.SHUFFLE, Step.LOCK) and (seat, self.step.value, self._progress()) in self.sent:
            return None  # a stage is costly to make: never remake one already sent
        if self.step != Step.PLAY:
            return self.deal.due(seat)
        state = self.state
        if state is not None and state.phase == Phase.DRAW and self.reveals[seat] is None:
            slot = state.deck_pos
            return Outgoing(seat, "reveal", [state.turn, slot, self.deal.local_key(seat, slot), self.hash_chain[-1]])
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
        reveal = action.slots if action.type in (ActionType.DISCARD, ActionType.CLAIM) else ()
        keys = [[s, self.deal.local_key(decision.seat, s)] for s in reveal]
        return [decision.turn, action.to_canonical(), keys, self.hash_chain[-1]]

    # --- what arrives ------------------------------------------------------------------------

    def accept(self, message: Message) -> bool:
        """Take one message. False: not yet (keep it for later). Raises Rejected if it breaks the hand."""
        handler = _HANDLERS.get(message.type)
        if self.step == Step.DONE and message.type == "open" and self.stopped is not None:
            return True  # a seed that comes after the stopped hand was judged without it changes nothing
        if handler is None or self.step == Step.DONE:
            raise Rejected(message.seat, reasons.UNEXPECTED_MESSAGE.format(type=message.type))
        if self.stopped is not None and message.type not in ("open",):
            return True  # the hand is stopping: only openings still matter
        # Filed before handling, so the message that completes a turn is filed with that turn.
        self.turn_messages.append(message)
        consumed = False
        try:
            consumed = bool(handler(self, message))
        except (Rejected, Diverged):
            raise
        except Exception as exc:  # a signed message no check above foresaw: its sender is named, no peer dies
            why = f"{type(exc).__name__}: {exc}"[:200]
            raise Rejected(message.seat, reasons.UNUSABLE_MESSAGE.format(type=message.type, why=why)) from exc
        finally:
            if not consumed and self.turn_messages and self.turn_messages[-1] is message:
                self.turn_messages.pop()
        return consumed

    def _on_commit(self, m: Message) -> bool:
        return self.deal.on_commit(m)

    def _on_nonce(self, m: Message) -> bool:
        if not self.deal.on_nonce(m):
            return False
        if self.step == Step.SHUFFLE:  # the last nonce: the joint randomness is known
            self._start_play()
        return True

    def _start_play(self) -> None:
        if self.starter is None:
            if self.config.rules.first_starter == FIRST_STARTER_FOUR_DICE:
                self.dice = throw_for_starter(self.deal.randomness)
                self.starter = self.dice.starter
            else:
                self.starter = first_starter(self.config.rules, self.deal.randomness)
        self.state = new_hand(self.config.rules, self.starter)
        self.deal.plan = tusac_deal_plan(self.state)

    def _on_shuffle(self, m: Message) -> bool:
        return self.deal.on_shuffle(m)

    def _on_lock(self, m: Message) -> bool:
        if not self.deal.on_lock(m):
            return False
        if self.step == Step.DEAL_KEYS:  # the last lock stage
            assert self.state is not None
            self.state, _ = apply(self.state, deal_action((UNKNOWN,) * NUM_CARDS))
        return True

    def _on_deal_keys(self, m: Message) -> bool:
        if not self.deal.on_deal_keys(m):
            return False
        if self.deal.keys_dealt:
            assert self.state is not None
            for _, slots, cards in self.deal.local_hands():
                self.state = learn(self.state, slots, cards)
            self.step = Step.PLAY
            self.dealt = True
            self._record_turn()
        return True

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
            raise Rejected(m.seat, reasons.AFTER_THE_END.format(type=m.type))
        if turn < state.turn:
            raise Rejected(m.seat, reasons.STALE_TURN.format(type=m.type))
        return state

    def _on_action(self, m: Message) -> bool:
        turn, raw, keys, basis = m.payload
        state = self._playing(m, turn, basis)
        if state is None:
            return False
        try:
            action = Action.from_canonical(raw)
        except ValueError as exc:
            raise Rejected(m.seat, reasons.MALFORMED_ACTION.format(error=exc)) from None
        if action.seat != m.seat:
            raise Rejected(m.seat, reasons.ANOTHER_SEATS_MOVE)
        _check_move_shape(m.seat, action)
        self._check_reveal_keys(m.seat, action, keys)
        if action.type == ActionType.DISCARD:
            self._apply(m.seat, action)
            self.play_log.append(m)
            self._record_turn()
            return True
        if state.phase != Phase.CLAIM or not state.eligible(m.seat):
            raise Rejected(m.seat, reasons.OUT_OF_TURN)
        if self.window[m.seat] is not None:
            raise Rejected(m.seat, reasons.SECOND_ANSWER)
        self.window[m.seat] = (m, action)
        if all(self.window[s] is not None for s in range(SEATS) if state.eligible(s)):
            self._resolve_window()
        return True

    def _check_reveal_keys(self, seat: int, action: Action, keys: list[list[Any]]) -> None:
        """One key per revealed slot, in order, each opening its slot to the card the move names."""
        revealed = action.slots if action.type in (ActionType.DISCARD, ActionType.CLAIM) else ()
        if [k[0] for k in keys] != list(revealed) or len(action.cards) != len(revealed):
            raise Rejected(seat, reasons.KEYS_NOT_THE_SLOTS)
        for (slot, raw), card in zip(keys, action.cards, strict=True):
            key = self.deal.checked_key(seat, slot, raw, reasons.KEY_OF_SHOWN_CARD)
            if self.deal.card(slot, {seat: key}) != card:
                raise Rejected(seat, reasons.KEY_NOT_THE_CARD.format(slot=slot))
            self.deal.publish(seat, slot, key)

    def _apply(self, seat: int, action: Action) -> None:
        assert self.state is not None
        try:
            self.state, _ = apply(self.state, action)
        except IllegalAction as exc:
            raise Rejected(seat, reasons.ILLEGAL_MOVE.format(error=exc)) from None
        self.applied.append(action)

    def _resolve_window(self) -> None:
        for seat in range(SEATS):
            answer = self.window[seat]
            if answer is None:
                continue
            m, action = answer
            self._apply(seat, action)
            self.play_log.append(m)
        self.window = [None] * SEATS
        self._record_turn()

    def _on_reveal(self, m: Message) -> bool:
        turn, slot, raw, basis = m.payload
        state = self._playing(m, turn, basis)
        if state is None:
            return False
        if state.phase != Phase.DRAW or slot != state.deck_pos:
            raise Rejected(m.seat, reasons.REVEAL_NOT_DRAWING)
        if self.reveals[m.seat] is not None:
            raise Rejected(m.seat, reasons.SECOND_REVEAL)
        self.deal.publish(m.seat, slot, self.deal.checked_key(m.seat, slot, raw, reasons.KEY_OF_DRAWN_CARD))
        self.reveals[m.seat] = m
        if all(r is not None for r in self.reveals):
            card = self.deal.card(slot, {})
            if card is None:
                raise Rejected(-1, reasons.DRAWN_SLOT_NO_CARD.format(slot=slot))
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
        return hashlib.blake2b(self.deal.deal_digest + self.state.public_hash(), digest_size=32).digest()

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
        missing = [seat for seat in range(SEATS) if self.deal.opens[seat] is None]
        return self._stopped_verdict(reasons.SEEDS_NEVER_OPENED.format(missing=missing))

    def seed_withheld(self, seat: int, word_of: int = -1) -> None:
        """Every other peer signed that ``seat`` never opened its seed. A hand that was played to its
        end keeps its result (the winner's cards were opened and checked when it won): withholding a
        seed cannot erase a loss. Only the withholder's hidden cards go unchecked, and it is named;
        when one peer alone signed it (``word_of``, a table of two), that is its word and names nobody."""
        if self.step != Step.OPEN:
            return
        if self.stopped is None and self.state is not None and self.state.phase == Phase.ENDED:
            if word_of >= 0:
                reason = reasons.RESULT_STANDS_SEED_WORD.format(word_of=word_of, seat=seat)
                self.verdict = Verdict(True, -1, reason)
            else:
                reason = reasons.RESULT_STANDS_SEED.format(seat=seat)
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
            reason = reasons.RESULT_STANDS_WORD.format(word_of=word_of, seat=seat, why=why)
            return Verdict(True, -1, reason)
        return Verdict(True, seat, reasons.RESULT_STANDS.format(seat=seat, why=why))

    def _on_open(self, m: Message) -> bool:
        if not self.deal.on_open(m):
            return False
        if self.deal.seeds_open:
            self.verdict = self._audit()
            self.step = Step.DONE
        return True

    # --- end of hand --------------------------------------------------------------------------

    def _audit(self) -> Verdict:
        self._deal_finding = self.deal.check()
        return self._judged()

    def _judged(self) -> Verdict:
        if self._deal_finding is not None:
            return self._deal_finding
        if not self.deal.staged:
            return self._stopped_verdict("the deal did not finish")
        if self.stopped is not None:
            return self._stopped_verdict(None)
        assert self.state is not None and self.deal.deck is not None
        actions = self.engine_actions()
        result = audit(self.config.rules, self.state.starter, actions, self.deal.deck, self.trace)
        self.full_state = result.state
        finding = result.finding
        if finding is not None:
            reason = reasons.AUDIT_MOVE.format(position=finding.position, reason=finding.reason)
            return Verdict(False, finding.seat, reason)
        if result.state.public_hash() != self.state.public_hash():
            return Verdict(False, -1, reasons.REPLAY_OTHER_STATE)
        self.full_state = settled(result.state)
        return self._standing(Verdict(True, -1, reasons.ALL_CHECK_OUT))

    def _stopped_verdict(self, detail: str | None) -> Verdict:
        assert self.stopped is not None
        reason = self.stopped.reason
        if detail is not None:
            reason = reasons.STOPPED_DETAIL.format(reason=reason, detail=detail)
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
        return [deal_action((UNKNOWN,) * NUM_CARDS), *self.applied]


_HANDLERS: dict[str, Callable[[HandRun, Message], bool]] = {
    "commit": HandRun._on_commit,
    "nonce": HandRun._on_nonce,
    "shuffle": HandRun._on_shuffle,
    "lock": HandRun._on_lock,
    "deal_keys": HandRun._on_deal_keys,
    "action": HandRun._on_action,
    "reveal": HandRun._on_reveal,
    "open": HandRun._on_open,
}
"""What ``accept`` does with each message type; any other type is refused."""
