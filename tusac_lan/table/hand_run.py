"""One hand at a networked table: the fair deal (``DealRun``), the game it is handed played over the game
interface alone (``tusac_lan.games.api``), and the end-of-hand audit.

A ``HandRun`` consumes verified messages (``accept``) and says what the seats this peer hosts
must send next (``outgoing``) and decide next (``decisions``). Every peer feeds the same messages
through the same steps in the same order, so every peer reaches the same states and hashes.

Order does not depend on arrival: the deal stages go in seat order, what the game waits for is read
from public state (``Game.waiting``), a window's answers are collected from every seat it names and
applied in seat order, and a reveal waits for the key of every seat that owes one.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from protocol.fairdeal import DealSecrets
from protocol.messages import Message

from ..games.api import EVERYONE, UNKNOWN, Game, Moved, Opened, Outcome, Refusal, Reveal, Waiting, hands_of
from ..games.api import DealPlan as GameDealPlan
from . import reasons
from .config import TableConfig
from .deal import DealPlan, DealRun
from .deal import Outgoing as Outgoing  # Outgoing, Step and the verdicts: the node, the files and tests name them here
from .deal import Step as Step
from .evidence import EQUIVOCATION, REJECTED, UNPROVEN, chain_index
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


AnyGame = Game[Any, Any, Any]


@dataclass
class Decision:
    seat: int
    view: Any
    """The seat's view of the game's state."""
    legal: list[Any]
    turn: int


def _seats_waited(waiting: Waiting) -> tuple[int, ...]:
    """The seats whose moves a state waits for (none while it waits for a reveal or has ended)."""
    return () if waiting.reveals or waiting.ended else waiting.seats


def equivocation_reason(seq: int) -> str:
    return reasons.EQUIVOCATION.format(seq=seq)


class Throws(NamedTuple):
    """The dice that chose a session's first starter: each round's faces by seat, and who starts."""

    rounds: tuple[tuple[int, ...], ...]
    starter: int


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
    game: AnyGame = field(kw_only=True)
    """The game played: the hand knows its rules only through it."""

    deal: DealRun = field(init=False)
    play_log: list[Message] = field(default_factory=list)
    hash_chain: list[bytes] = field(default_factory=list)
    chain_turns: list[int] = field(default_factory=list)
    """The engine turn of each state in the hash chain."""
    chain_states: list[Any] = field(default_factory=list)
    """The game's state of each entry of the hash chain: a move met after its turn was played is judged
    on it as a peer that met it in time judged it (out of turn is out of turn whenever it comes)."""
    play_marks: list[int] = field(default_factory=list)
    """How many messages of ``play_log`` lie behind each entry of the hash chain."""
    cut: int | None = None
    """How many entries of the hash chain (and the moves behind them) the hand's file keeps, when a
    stop leaves the peers at different moves (None: all of them)."""
    window: list[tuple[Message, Any, Any] | None] = field(init=False)
    """The answers to a window of several seats so far, each with its parsed move and the state it gave
    on the window's state (where it was judged), applied in seat order once all are in."""
    keys_in: dict[tuple[int, int], Message] = field(default_factory=dict)
    """The ``reveal`` messages of the reveal the hand waits for, by (slot, seat)."""
    sent: set[tuple[int, str, int]] = field(default_factory=set)
    state: Any = None
    """The game's public state, with what the local seats were dealt and drew."""
    _decisions: tuple[Any, tuple[int, ...], tuple[Decision, ...]] | None = None
    """The last answer of ``decisions``, for the state and open seats it was made for."""
    stopped: Rejected | None = None
    verdict: Verdict | None = None
    dealt: bool = False
    evidence: list[Message] = field(default_factory=list)
    """The message(s) that stopped the hand, kept for the history."""
    steps: list[Moved[Any] | Reveal] = field(default_factory=list)
    """Every move and reveal applied after the deal, in order (a reveal's cards come from the deck at the audit)."""
    applied: list[object] = field(default_factory=list)
    """Each of ``steps`` as the game's front ends take it (``Game.step_record``)."""
    chosen_at: dict[int, int] = field(default_factory=dict)
    """Each seat's latest move applied: the engine turn of the state it was chosen in (a window's answers
    are all chosen in the state the window opened in, and applied later, in seat order)."""
    turn_messages: list[Message] = field(default_factory=list)
    turn_log: list[list[Message]] = field(default_factory=list)
    """The messages behind each entry of the hash chain, to settle a disagreement."""
    _deal_finding: Verdict | None = None
    _waiting: tuple[Any, Waiting] | None = None
    _plan: GameDealPlan | None = None
    seed_withheld_by: int = -1
    seeds_lost: tuple[int, ...] = ()
    """The seats whose seeds never came because their peers were lost at once after the hand was played to
    its end (``seeds_lost_at_once``)."""
    named_after_result: tuple[int, str, int] | None = None
    """A seat named after the hand's result was decided (seat, what it did): the result stands."""
    stop_step: Step | None = None
    """The step the hand was in when it stopped, if it stopped."""
    conceded: dict[int, int] = field(default_factory=dict)
    """Seats of this peer whose message every other peer signed it never got (sent into a cut, say), by that
    message's number: the hand is settled as the others settle it, and its file holds none of that seat's
    messages from that number on but its seed (which the others take past their statement, if it comes in
    time: see ``TableNode._seed_past_own_word``)."""
    full_state: Any = None
    """The end of the hand with every card known: the audit's replay, kept so nobody replays it again."""
    outcome: Outcome | None = None
    """The game's settlement of the audited hand."""
    dice: Throws | None = None
    """The first hand's throws for its starter, when the game throws dice for it (``Game.first_throws``)."""
    trace: list[tuple[Any, Any]] | None = None
    """Set to a list before the audit to keep each step (``Game.step_record``) with the full state after it
    (a viewer)."""

    def __post_init__(self) -> None:
        shape = self.config.shape
        self.window = [None] * shape.seats
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
                progress = self._progress()
                if message.type == "reveal":  # a reveal of several slots sends one message for each
                    progress = progress * self.config.shape.deck + message.payload[1]
                key = (seat, message.type, progress)
                if key not in self.sent:
                    self.sent.add(key)
                    out.append(message)
        return out

    def _progress(self) -> int:
        return self.game.turn(self.state) if self.state is not None else -1

    def waiting(self) -> Waiting:
        """What the game waits for now (asked after every message: kept for the state it was read from)."""
        cached = self._waiting
        if cached is None or cached[0] is not self.state:
            cached = self._waiting = (self.state, self.game.waiting(self.state))
        return cached[1]

    def keys_owed(self, seat: int) -> tuple[int, ...]:
        """The slots of the reveal the hand waits for whose key ``seat`` has not yet sent."""
        if self.deal.step != Step.PLAY or self.state is None:
            return ()
        reveals = self.waiting().reveals
        if not reveals or reveals[0].to == seat:
            return ()
        return tuple(slot for slot in reveals[0].slots if (slot, seat) not in self.keys_in)

    def moves_owed(self) -> tuple[int, ...]:
        """The seats whose move the hand waits for now."""
        if self.deal.step != Step.PLAY or self.state is None:
            return ()
        waiting = self.waiting()
        if waiting.reveals or waiting.ended:
            return ()
        return tuple(seat for seat in waiting.seats if self.window[seat] is None)

    def _due(self, seat: int) -> Outgoing | None:
        step = self.deal.step
        if step in (Step.SHUFFLE, Step.LOCK) and (seat, step.value, self._progress()) in self.sent:
            return None  # a stage is costly to make: never remake one already sent
        if step != Step.PLAY:
            return self.deal.due(seat)
        owed = self.keys_owed(seat)
        if not owed:
            return None
        key = self.deal.local_key(seat, owed[0])
        return Outgoing(seat, "reveal", [self._progress(), owed[0], key, self.hash_chain[-1]])

    def decisions(self) -> list[Decision]:
        """Local seats whose move the hand is waiting for."""
        state = self.state
        open_seats = tuple(s for s in self.moves_owed() if s in self.local)
        if not open_seats:
            return []
        cached = self._decisions
        if cached is not None and cached[0] is state and cached[1] == open_seats:
            return list(cached[2])  # the node asks after every message it takes: views are not free
        game, turn = self.game, self.game.turn(state)
        result = [Decision(seat, game.view(state, seat), list(game.legal(state, seat)), turn) for seat in open_seats]
        self._decisions = (state, open_seats, tuple(result))
        return result

    def action_payload(self, decision: Decision, action: Any) -> list[Any]:
        """The message payload of a local move: the move and the keys that open what it shows."""
        shown = self.game.shows(self.state, decision.seat, action)
        keys = [[slot, self.deal.local_key(decision.seat, slot)] for slot, _ in shown]
        return [decision.turn, self.game.move_to_wire(action), keys, self.hash_chain[-1]]

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
        game, rules, seats = self.game, self.config.rules, self.config.shape.seats
        if self.starter is None:
            self.starter = game.first_starter(rules, seats, self.deal.randomness)
            throws = game.first_throws(rules, seats, self.deal.randomness)
            if throws:
                self.dice = Throws(throws, self.starter)  # for the game's front ends
        self._plan = plan = game.deal_plan(rules, seats, self.starter)
        if plan.first:
            self.deal.plan = DealPlan((), plan.first)  # the hands once the first slots are open
        else:
            self._deal_hands(())

    def _deal_hands(self, first: tuple[int, ...]) -> None:
        game, rules, seats = self.game, self.config.rules, self.config.shape.seats
        assert self._plan is not None and self.starter is not None
        self.deal.plan = DealPlan(hands_of(self._plan.owners(first), seats), self._plan.first)
        self.state = game.new_hand(rules, seats, self.starter, first)

    def _on_shuffle(self, m: Message) -> bool:
        return self.deal.on_shuffle(m)

    def _on_lock(self, m: Message) -> bool:
        return self.deal.on_lock(m)

    def _on_deal_keys(self, m: Message) -> bool:
        first_step = self.step == Step.FIRST
        if not self.deal.on_deal_keys(m):
            return False
        if first_step:
            first = self.deal.first_cards()
            if first is not None:
                self._deal_hands(first)
                self.step = Step.DEAL_KEYS
            return True
        if self.deal.keys_dealt:
            assert self.deal.plan is not None
            opened = {seat: cards for seat, _, cards in self.deal.local_hands()}
            for seat, slots in enumerate(self.deal.plan.hands):
                cards = opened.get(seat, (UNKNOWN,) * len(slots))
                self.state = self._state_or_stop(self.game.apply_reveal(self.state, Reveal(slots, seat), cards), -1)
            self.step = Step.PLAY
            self.dealt = True
            self._record_turn()
        return True

    @staticmethod
    def _state_or_stop(state: Any, seat: int, template: str = "{error}") -> Any:
        if isinstance(state, Refusal):
            raise Rejected(seat, template.format(error=state.reason))
        return state

    def _playing(self, m: Message, turn: int, basis: bytes) -> Any:
        """The state a move for ``turn``, made on the state hashed ``basis``, applies to; None: not yet.

        A move made on another state than this peer's (Diverged) is a disagreement, not a fault of
        the mover; a move made on the same state that breaks the rules is its mover's fault."""
        state = self.state
        if self.step not in (Step.PLAY, Step.OPEN, Step.DONE) or state is None:
            return None
        if self.step == Step.PLAY and turn > self.game.turn(state):
            return None
        index = chain_index(self.chain_turns, turn)
        if index < 0:
            raise Diverged(m, len(self.hash_chain) - 1, basis)
        if self.hash_chain[index] != basis:
            raise Diverged(m, index, basis)
        if self.step != Step.PLAY:
            raise Rejected(m.seat, reasons.AFTER_THE_END.format(type=m.type))
        if turn < self.game.turn(state):
            played = self.chain_states[index]
            if m.type != "action" or m.seat in _seats_waited(self.game.waiting(played)):
                raise Rejected(m.seat, reasons.STALE_TURN.format(type=m.type))
            return played  # a move of a seat that turn did not wait for: out of turn, not stale
        return state

    def _on_action(self, m: Message) -> bool:
        turn, raw, keys, basis = m.payload
        state = self._playing(m, turn, basis)
        if state is None:
            return False
        game = self.game
        move = game.move_from_wire(raw)
        if isinstance(move, Refusal):
            raise Rejected(m.seat, reasons.MALFORMED_ACTION.format(error=move.reason))
        refused = game.refuse_sent(state, m.seat, move)
        if refused is not None:
            raise Rejected(m.seat, refused.reason)
        self._check_shown_keys(m.seat, game.shows(state, m.seat, move), keys)
        refused = game.refuse_turn(state, m.seat, move)
        if refused is not None:
            raise Rejected(m.seat, refused.reason)
        seats = _seats_waited(self.waiting() if state is self.state else game.waiting(state))
        if m.seat not in seats:
            raise Rejected(m.seat, reasons.OUT_OF_TURN)
        assert state is self.state
        if len(seats) == 1:
            self._apply(m.seat, move)
            self.play_log.append(m)
            self._record_turn()
            return True
        if self.window[m.seat] is not None:
            raise Rejected(m.seat, reasons.SECOND_ANSWER)
        # An answer is judged when it comes, not when the window's last answer does: which answer comes
        # last differs from peer to peer, and the proof kept in every peer's file must be the same.
        judged = self._state_or_stop(game.apply(state, m.seat, move), m.seat, reasons.ILLEGAL_MOVE)
        self.window[m.seat] = (m, move, judged)
        if all(self.window[s] is not None for s in seats):
            self._resolve_window()
        return True

    def _check_shown_keys(self, seat: int, shown: tuple[tuple[int, int], ...], keys: list[list[Any]]) -> None:
        """One key per shown slot, in order, each opening its slot to the card the move names."""
        if [k[0] for k in keys] != [slot for slot, _ in shown]:
            raise Rejected(seat, reasons.KEYS_NOT_THE_SLOTS)
        for (slot, raw), (_, card) in zip(keys, shown, strict=True):
            key = self.deal.checked_key(seat, slot, raw, reasons.KEY_OF_SHOWN_CARD)
            if self.deal.card(slot, {seat: key}) != card:
                raise Rejected(seat, reasons.KEY_NOT_THE_CARD.format(slot=slot))
            self.deal.publish(seat, slot, key)

    def _apply(self, seat: int, move: Any, chosen_at: int | None = None, after: Any = None) -> None:
        """``after``: the state the move gives, when it is known already (the engine is deterministic)."""
        before = self.state
        self.chosen_at[seat] = self.game.turn(before) if chosen_at is None else chosen_at
        if after is None:
            after = self._state_or_stop(self.game.apply(before, seat, move), seat, reasons.ILLEGAL_MOVE)
        self.state = after
        step = Moved(seat, move)
        self.steps.append(step)
        self.applied.append(self.game.step_record(before, step))

    def _resolve_window(self) -> None:
        window_state = self.state
        opened = self.game.turn(window_state)
        for seat, answer in enumerate(self.window):
            if answer is None:
                continue
            m, move, judged = answer
            # The first answer in seat order applies to the window's state, where it was judged: that state
            # is not made twice. The others apply to the state the answers before them gave.
            self._apply(seat, move, opened, judged if self.state is window_state else None)
            self.play_log.append(m)
        self.window = [None] * len(self.window)
        self._record_turn()

    @property
    def reveals(self) -> list[Message]:
        """The keys taken in so far for the reveal the hand waits for, by slot and then seat."""
        return [self.keys_in[key] for key in sorted(self.keys_in)]

    def _on_reveal(self, m: Message) -> bool:
        turn, slot, raw, basis = m.payload
        state = self._playing(m, turn, basis)
        if state is None:
            return False
        reveals = self.waiting().reveals
        if not reveals or slot not in reveals[0].slots or m.seat == reveals[0].to:
            raise Rejected(m.seat, reasons.REVEAL_NOT_DRAWING)
        if (slot, m.seat) in self.keys_in:
            raise Rejected(m.seat, reasons.SECOND_REVEAL)
        self.deal.publish(m.seat, slot, self.deal.checked_key(m.seat, slot, raw, reasons.KEY_OF_DRAWN_CARD))
        self.keys_in[(slot, m.seat)] = m
        reveal = reveals[0]
        if len(self.keys_in) == len(reveal.slots) * (len(self.window) - (reveal.to != EVERYONE)):
            self._open(reveal)
        return True

    def _open(self, reveal: Reveal) -> None:
        """Every key of ``reveal`` is in: its cards reach the state (``UNKNOWN`` outside its audience)."""
        cards = []
        for slot in reveal.slots:
            if reveal.to == EVERYONE:
                card = self.deal.card(slot, {})
            elif reveal.to in self.local:
                card = self.deal.card(slot, {reveal.to: self.local[reveal.to].lock_keys[slot]})
            else:
                card = UNKNOWN
            if card is None:
                raise Rejected(-1, reasons.DRAWN_SLOT_NO_CARD.format(slot=slot))
            cards.append(card)
        before = self.state
        opened = Opened(reveal, tuple(cards))
        self.state = self._state_or_stop(self.game.apply_reveal(before, reveal, opened.cards), -1, reasons.ILLEGAL_MOVE)
        self.steps.append(reveal)
        self.applied.append(self.game.step_record(before, opened))
        self.play_log.extend(self.reveals)
        self.keys_in = {}
        self._record_turn()

    def _record_turn(self) -> None:
        self.hash_chain.append(self.turn_hash())
        assert self.state is not None
        self.chain_turns.append(self.game.turn(self.state))
        self.chain_states.append(self.state)
        self.play_marks.append(len(self.play_log))
        self.turn_log.append(self.turn_messages)
        self.turn_messages = []
        if self.ended:
            self.step = Step.OPEN

    @property
    def ended(self) -> bool:
        """The hand was played to its end (the game waits for nothing more)."""
        return self.state is not None and self.dealt and self.waiting().ended

    def turn_hash(self) -> bytes:
        """Public state plus the commitments to hidden state (the deal stages)."""
        assert self.state is not None
        return hashlib.blake2b(self.deal.deal_digest + self.game.public_digest(self.state), digest_size=32).digest()

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
        moves, so that every peer writes the same file (the moves decide nothing in such a stop). A move
        out of turn met late keeps the moves up to the state it was made on."""
        if not self.hash_chain:
            return None
        unproven_abort = rejected.kind == UNPROVEN and len(evidence) == 1 and evidence[0].type == "abort"
        if rejected.kind == EQUIVOCATION or unproven_abort:
            return 1
        if rejected.kind == REJECTED and len(evidence) == 1 and evidence[0].type == "action":
            # A move met after its turn was played (one out of turn): the file keeps the moves up to the
            # state it was made on, as the file of a peer that met it in time does.
            shown = evidence[0]
            index = chain_index(self.chain_turns, shown.payload[0])
            if 0 <= index < len(self.hash_chain) - 1:
                waited = _seats_waited(self.game.waiting(self.chain_states[index]))
                return index + 1 if shown.seat not in waited else None
        return None

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
        return self.missing_seeds_verdict()

    def missing_seeds_verdict(self) -> Verdict:
        """The stopped hand's verdict naming the seeds not opened."""
        missing = [seat for seat, opened in enumerate(self.deal.opens) if opened is None]
        return self._stopped_verdict(reasons.SEEDS_NEVER_OPENED.format(missing=missing))

    def seed_withheld(self, seat: int, word_of: int = -1) -> None:
        """Every other peer signed that ``seat`` never opened its seed. A hand that was played to its
        end keeps its result (the winner's cards were opened and checked when it won): withholding a
        seed cannot erase a loss. Only the withholder's hidden cards go unchecked, and it is named; where
        the game cannot settle the hand from what every peer saw (``Game.outcome`` of the public cards is
        None: a Ma Diao card a closed slot decides, a Kuaho winner's secret), the hand is void and the withholder
        named. When one peer alone signed it (``word_of``, a table of two), that is its word and names
        nobody, but the rule is the same: the result stands only where the public cards decide it."""
        if self.step != Step.OPEN:
            return
        if self.stopped is None and self.ended:
            decided = self._decided_without(seat)
            if word_of >= 0:
                words = reasons.RESULT_STANDS_SEED_WORD if decided else reasons.VOID_SEED_WORD
                self.verdict = Verdict(decided, -1, words.format(word_of=word_of, seat=seat))
            elif decided:
                self.verdict = Verdict(True, seat, reasons.RESULT_STANDS_SEED.format(seat=seat))
            else:
                self.verdict = Verdict(False, seat, reasons.VOID_SEED.format(seat=seat))
        else:
            self.give_up()
        self.step = Step.DONE
        self.seed_withheld_by = seat

    def seeds_lost_at_once(self, lost: str) -> None:
        """The peers of the seats that never opened their seeds were lost at once after the hand was played
        to its end, and every peer still there signed so (``table.lost``; ``lost`` is that void's reason).
        As for one seed withheld, the result stands where the public cards decide it, else the hand is
        void; nobody is named (a crash is no proof)."""
        if self.step != Step.OPEN or self.stopped is not None or not self.ended:
            return
        self.seeds_lost = tuple(seat for seat, opened in enumerate(self.deal.opens) if opened is None)
        if not self.seeds_lost:
            return
        decided = self._decided_without(self.seeds_lost[0])
        words = reasons.RESULT_STANDS_LOST if decided else reasons.VOID_LOST
        self.verdict = Verdict(decided, -1, words.format(lost=lost))
        self.step = Step.DONE

    def _hidden_seat(self) -> int:
        """A seat whose seed never came (-1: none): the live state as that seat would see it holds, at any
        other peer and at a verifier, the public cards alone."""
        if self.seed_withheld_by >= 0:
            return self.seed_withheld_by
        return self.seeds_lost[0] if self.seeds_lost else -1

    def _decided_without(self, seat: int) -> bool:
        """Whether the played-out hand's result is decided by what every peer saw, ``seat``'s seed kept
        back. The live state as ``seat`` would see it holds, at any other peer and at a verifier, the public
        cards alone (this peer's own cards are forgotten), so every one of them decides alike."""
        return self.state is not None and self.game.outcome(self.game.view(self.state, seat)) is not None

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
        deck = self.deal.deck
        assert self.state is not None and deck is not None and self.starter is not None
        game = self.game
        steps = [Opened(s, tuple(deck[slot] for slot in s.slots)) if isinstance(s, Reveal) else s for s in self.steps]
        trace = self.trace

        def observe(before: Any, step: Any, after: Any) -> None:
            assert trace is not None
            if not trace:  # the deal, as the audit opened it: every slot to everyone
                trace.append(
                    (game.step_record(before, Opened(Reveal(tuple(range(len(deck))), EVERYONE), deck)), before)
                )
            trace.append((game.step_record(before, step), after))

        seats = self.config.shape.seats
        audit = game.replay(self.config.rules, seats, self.starter, steps, deck, observe if trace is not None else None)
        self.full_state = audit.state
        finding = audit.finding
        if finding is not None:
            # "move N" counts the deal as move 0 (the files' words since the first version).
            reason = reasons.AUDIT_MOVE.format(position=finding.position + 1, reason=finding.reason)
            return Verdict(False, finding.seat, reason)
        if game.public_digest(audit.state) != game.public_digest(self.state):
            return Verdict(False, -1, reasons.REPLAY_OTHER_STATE)
        self.outcome = game.outcome(audit.state)
        return self._standing(Verdict(True, -1, reasons.ALL_CHECK_OUT))

    def _stopped_verdict(self, detail: str | None) -> Verdict:
        assert self.stopped is not None
        reason = self.stopped.reason
        if detail is not None:
            reason = reasons.STOPPED_DETAIL.format(reason=reason, detail=detail)
        return Verdict(False, self.stopped.seat, reason)

    @property
    def settled_result(self) -> Any:
        """The game's account of the hand's result as it is paid (``Outcome.account``): the audit's full
        replay settles what needs every hand known (Tứ Sắc: a loser's four held from the deal). None unless
        the verdict lets the result stand."""
        outcome = self.settled_outcome
        return outcome.account if outcome is not None else None

    @property
    def settled_outcome(self) -> Outcome | None:
        if self.verdict is None or not self.verdict.ok:
            return None
        if self.outcome is not None:
            return self.outcome
        # A result that stands without every seed: what every peer's live state holds in public (a peer that
        # runs every seat but the withholder's knows more hands than the others and a verifier do). Lost at
        # once, the hands of the seats whose seeds did open too (what needs a hand known is paid for those:
        # an honest loser's four): those seats are the void's signers, each of whose seeds a file that
        # verifies holds, so every honest peer and a verifier open the same hands. Not for one seed kept
        # back: there a colluder can open its seed to one honest peer only, which settles on its own
        # statements before the other has it, and the two would pay differently.
        if self.state is None:
            return None
        withheld = self._hidden_seat()
        if withheld < 0:
            return self.game.outcome(self.state)
        view = self.game.view(self.state, withheld)
        if not self.seeds_lost:
            return self.game.outcome(view)
        return self.game.outcome_knowing(view, self.deal.opened_hands())


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
