"""The fair deal of one hand, for any game: every seat commits to a seed and a nonce, the nonces make
the hand's joint randomness, the seats shuffle and then lock the deck in seat order (each stage with
its proof), deal keys open every dealt slot to the seat that holds it, keys published during play open
more slots, and at the end every seed is opened and the whole deal checked.

A ``DealRun`` knows the seat count, the deck size and which seat holds which slot (``DealPlan``). What
the game does between the deal and the opening of the seeds is the ``HandRun``'s."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from protocol import proofs, shuffle_proof
from protocol.fairdeal import (
    SEED_SIZE,
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

from . import reasons
from .verdict import Rejected, Verdict


class Step(Enum):
    COMMIT = "commit"
    NONCE = "nonce"
    SHUFFLE = "shuffle"
    LOCK = "lock"
    FIRST = "first"
    """Every seat's keys for the slots the game opens to everyone before the hands (none in Tứ Sắc)."""
    DEAL_KEYS = "deal_keys"
    PLAY = "play"
    OPEN = "open"
    DONE = "done"


@dataclass
class Outgoing:
    seat: int
    type: str
    payload: Any


@dataclass(frozen=True)
class DealPlan:
    hands: tuple[tuple[int, ...], ...]
    """The slots dealt to each seat, in the order it holds them; a slot no seat holds stays in the stock."""
    first: tuple[int, ...] = ()
    """Slots every seat opens to everyone after the lock stages, before the hands (``hands`` waits for them)."""

    def opened_by(self, seat: int) -> list[int]:
        """The slots whose deal keys ``seat`` publishes: every other seat's, in slot order."""
        return sorted(slot for other, hand in enumerate(self.hands) if other != seat for slot in hand)


@dataclass
class DealRun:
    seats: int
    deck_size: int
    context: bytes
    local: dict[int, DealSecrets]
    local_nonces: dict[int, bytes]
    table_digest: bytes
    """Every seat's commitment names the signed TABLE (see ``HandRun.table_digest``)."""

    step: Step = Step.COMMIT
    commits: list[Message | None] = field(init=False)
    nonces: list[Message | None] = field(init=False)
    shuffles: list[Message] = field(default_factory=list)
    locks: list[Message] = field(default_factory=list)
    first_keys: list[Message | None] = field(init=False)
    """The ``deal_keys`` messages that open ``plan.first`` to everyone, by seat."""
    deal_keys: list[Message | None] = field(init=False)
    opens: list[Message | None] = field(init=False)
    keys: list[dict[int, int]] = field(init=False)
    """Every lock key published so far: keys[seat][slot]."""
    plan: DealPlan | None = None
    """Which seat holds which slot: the game says so once the joint randomness is known."""
    randomness: bytes = b""
    """What the joint randomness leaves after the hand id, for the game (a first hand's starter)."""
    hand_id: bytes = b""
    book: PointBook | None = None
    key_base: bytes = b""
    """G: every published key k must satisfy k·G = its commitment K from the lock pass."""
    _key_base_point: Point | None = None
    deal_digest: bytes = b""
    """The digest of every commitment and stage: the hidden state each turn's hash commits to."""
    deck: tuple[int, ...] | None = None
    """The whole deal, known once every seed is opened and checks out."""

    def __post_init__(self) -> None:
        self.commits = [None] * self.seats
        self.nonces = [None] * self.seats
        self.first_keys = [None] * self.seats
        self.deal_keys = [None] * self.seats
        self.opens = [None] * self.seats
        self.keys = [{} for _ in range(self.seats)]

    # --- what the local seats send --------------------------------------------------------------

    def due(self, seat: int) -> Outgoing | None:
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
        if self.step == Step.FIRST and self.first_keys[seat] is None:
            assert self.plan is not None
            return Outgoing(seat, "deal_keys", [[s, scalar_to_bytes(secrets.lock_keys[s])] for s in self.plan.first])
        if self.step == Step.DEAL_KEYS and self.deal_keys[seat] is None:
            assert self.plan is not None
            slots = self.plan.opened_by(seat)
            return Outgoing(seat, "deal_keys", [[s, scalar_to_bytes(secrets.lock_keys[s])] for s in slots])
        if self.step == Step.OPEN and self.opens[seat] is None:
            return Outgoing(seat, "open", [secrets.seed])
        return None

    def local_key(self, seat: int, slot: int) -> bytes:
        """The key a local seat publishes to open ``slot``."""
        return scalar_to_bytes(self.local[seat].lock_keys[slot])

    # --- what arrives ------------------------------------------------------------------------
    # Each returns False for a message that comes too early (kept for later) and raises Rejected for
    # one that breaks the deal.

    def on_commit(self, m: Message) -> bool:
        if self.step != Step.COMMIT:
            raise Rejected(m.seat, reasons.SECOND_COMMITMENT)
        if self.commits[m.seat] is not None:
            raise Rejected(m.seat, reasons.SECOND_COMMITMENT)
        if m.payload[2] != self.table_digest:
            raise Rejected(m.seat, reasons.OTHER_TABLE_COMMITMENT)
        self.commits[m.seat] = m
        if all(c is not None for c in self.commits):
            self.step = Step.NONCE
        return True

    def on_nonce(self, m: Message) -> bool:
        """The last nonce moves the deal to its shuffle stages (the game then gives the ``plan``)."""
        if self.step == Step.COMMIT:
            return False
        if self.step != Step.NONCE or self.nonces[m.seat] is not None:
            raise Rejected(m.seat, reasons.SECOND_NONCE)
        commit = self.commits[m.seat]
        assert commit is not None
        if nonce_commitment(m.payload[0], self.context) != commit.payload[1]:
            raise Rejected(m.seat, reasons.NONCE_MISMATCH)
        self.nonces[m.seat] = m
        if all(n is not None for n in self.nonces):
            self._start()
        return True

    def _start(self) -> None:
        joint = hashlib.blake2b(
            self.context + b"".join(n.payload[0] for n in self.nonces if n), digest_size=32
        ).digest()
        self.hand_id = joint[:16]
        self.randomness = joint[16:]
        self.book = PointBook(card_points(self.hand_id, self.deck_size))
        self.key_base = key_base(self.hand_id)
        self._key_base_point = parse(self.key_base)
        self.step = Step.SHUFFLE

    def on_shuffle(self, m: Message) -> bool:
        if not self._check_stage(m, self.shuffles, Step.SHUFFLE):
            return False
        if len(self.shuffles) == self.seats:
            self.step = Step.LOCK
        return True

    def on_lock(self, m: Message) -> bool:
        """The last lock stage moves the deal to its deal keys."""
        if not self._check_stage(m, self.locks, Step.LOCK):
            return False
        if len(self.locks) == self.seats:
            digest = hashlib.blake2b(digest_size=32)
            for msg in [*self.commits, *self.shuffles, *self.locks]:
                assert msg is not None
                digest.update(msg.body)
            self.deal_digest = digest.digest()
            self.step = Step.FIRST if self.plan is not None and self.plan.first else Step.DEAL_KEYS
        return True

    def on_deal_keys(self, m: Message) -> bool:
        """Once every seat's deal keys are in (``keys_dealt``), the game takes over."""
        if self.step in (Step.COMMIT, Step.NONCE, Step.SHUFFLE, Step.LOCK):
            return False
        if self.step == Step.FIRST and self.first_keys[m.seat] is not None:
            return False  # its keys for the hands, before this peer has every key for the first slots
        taken = self.first_keys if self.step == Step.FIRST else self.deal_keys
        if self.step not in (Step.FIRST, Step.DEAL_KEYS) or taken[m.seat] is not None:
            raise Rejected(m.seat, reasons.DEAL_KEYS_OUT_OF_ORDER)
        assert self.plan is not None
        slots = list(self.plan.first) if self.step == Step.FIRST else self.plan.opened_by(m.seat)
        if [pair[0] for pair in m.payload] != slots:
            raise Rejected(m.seat, reasons.DEAL_KEYS_WRONG_SLOTS)
        for slot, key in m.payload:
            self.keys[m.seat][slot] = self.checked_key(m.seat, slot, key, reasons.KEY_OF_DEAL)
        taken[m.seat] = m
        return True

    def first_cards(self) -> tuple[int, ...] | None:
        """The cards of ``plan.first``, once every seat's keys for them are in (None before)."""
        if self.plan is None or not all(k is not None for k in self.first_keys):
            return None
        cards = tuple(self.card(slot, {}) for slot in self.plan.first)
        for slot, card in zip(self.plan.first, cards, strict=True):
            if card is None:
                raise Rejected(-1, reasons.SLOT_NO_CARD.format(slot=slot))
        return tuple(c for c in cards if c is not None)

    def on_open(self, m: Message) -> bool:
        """A seat's seed, at the end of the hand; once every seed is in (``seeds_open``), the audit."""
        if self.step != Step.OPEN:
            if self.step == Step.DONE:
                raise Rejected(m.seat, reasons.SECOND_OPENING)
            return False
        if self.opens[m.seat] is not None:
            raise Rejected(m.seat, reasons.SECOND_OPENING)
        self.opens[m.seat] = m
        return True

    @property
    def keys_dealt(self) -> bool:
        return all(d is not None for d in self.deal_keys)

    @property
    def seeds_open(self) -> bool:
        return all(o is not None for o in self.opens)

    @property
    def staged(self) -> bool:
        """Every seat's shuffle and lock stage is in."""
        return len(self.shuffles) == self.seats and len(self.locks) == self.seats

    # --- the stages -----------------------------------------------------------------------------

    def _check_stage(self, m: Message, stages: list[Message], step: Step) -> bool:
        if self.step.value in ("commit", "nonce") or (self.step == Step.SHUFFLE and step == Step.LOCK):
            return False
        if self.step != step or m.seat < len(stages):
            raise Rejected(m.seat, reasons.STAGE_OUT_OF_ORDER.format(step=step.value))
        if m.seat > len(stages):
            return False
        points = m.payload[0]
        if len(set(points)) != self.deck_size or not all(is_point(p) for p in points):
            raise Rejected(m.seat, reasons.STAGE_NOT_A_DECK.format(step=step.value, deck=self.deck_size))
        try:  # its own stages too: a peer never builds on a stage it has not checked
            self._verify_stage(m, step)
        except proofs.ProofError as exc:
            raise Rejected(m.seat, reasons.STAGE_PROOF_FAILS.format(step=step.value, error=exc)) from None
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
            shuffle_proof.verify_shuffle(shuffle, shuffle_proof.shuffle_proof_from_wire(raw, self.deck_size))
        else:
            deck, commitments, raw = m.payload
            base = self.shuffles[m.seat].payload[1]
            lock = proofs.LockStatement(context, self._input(step, m.seat), base, tuple(deck), tuple(commitments))
            proofs.verify_lock(lock, *proofs.lock_proof_from_wire(raw, self.deck_size))

    # --- keys and cards -------------------------------------------------------------------------

    def checked_key(self, seat: int, slot: int, data: bytes, what: str) -> int:
        """A published key, checked against the commitment K its seat made for the slot in the lock pass."""
        key = self._scalar(seat, data)
        if not self.key_matches(seat, slot, key):
            raise Rejected(seat, reasons.KEY_MISMATCH.format(what=what, slot=slot))
        return key

    def key_matches(self, seat: int, slot: int, key: int) -> bool:
        """Whether ``key`` is the one ``seat`` committed to for ``slot`` in the lock pass."""
        assert self._key_base_point is not None
        return proofs.key_matches(key, self._key_base_point, self.locks[seat].payload[1][slot])

    def publish(self, seat: int, slot: int, key: int) -> None:
        """Keep a checked key that ``seat`` published for ``slot``."""
        self.keys[seat][slot] = key

    def _scalar(self, seat: int, data: bytes) -> int:
        try:
            return scalar_from_wire(data)
        except ValueError as exc:
            raise Rejected(seat, reasons.BAD_KEY.format(error=exc)) from None

    def card(self, slot: int, extra: dict[int, int]) -> int | None:
        """The card at ``slot`` from the published keys plus ``extra`` (seat -> key); None if a key is missing."""
        assert self.book is not None
        keys = []
        for seat in range(self.seats):
            key = extra.get(seat, self.keys[seat].get(slot))
            if key is None:
                return None
            keys.append(key)
        return self.book.card(open_point(self.locked_deck()[slot], keys))

    def locked_deck(self) -> tuple[bytes, ...]:
        """The deck after the last lock stage: every slot under every seat's key."""
        return tuple(self.locks[-1].payload[0])

    def local_hands(self) -> list[tuple[int, tuple[int, ...], tuple[int, ...]]]:
        """Each local seat's dealt slots and the cards they open to with its own keys: (seat, slots, cards)."""
        assert self.plan is not None
        opened = []
        for seat, secrets in sorted(self.local.items()):
            slots = self.plan.hands[seat]
            cards = []
            for slot in slots:
                card = self.card(slot, {seat: secrets.lock_keys[slot]})
                if card is None:
                    raise Rejected(-1, reasons.DEALT_SLOT_NO_CARD.format(slot=slot, seat=seat))
                cards.append(card)
            opened.append((seat, slots, tuple(cards)))
        return opened

    # --- the end of the hand ----------------------------------------------------------------------

    def opened_hands(self) -> dict[int, int]:
        """Slot -> card of every slot dealt to a seat whose seed was opened, while others' were not: the
        others published their keys for those slots in the deal, and the opened seed gives the seat's own
        (checked against its seed commitment and its lock-pass commitments first; a seat whose seed or keys
        do not check out is left out). Every peer and a verifier open them alike."""
        if self.plan is None or not self.locks or len(self.locks) != self.seats or self._key_base_point is None:
            return {}
        opened: dict[int, int] = {}
        for seat, message in enumerate(self.opens):
            commit = self.commits[seat]
            if message is None or commit is None:
                continue
            seed = message.payload[0]
            if len(seed) != SEED_SIZE or seed_commitment(seed, self.context) != commit.payload[0]:
                continue
            keys = DealSecrets.from_seed(seed, self.deck_size).lock_keys
            slots = self.plan.hands[seat]
            if not all(self.key_matches(seat, slot, keys[slot]) for slot in slots):
                continue
            cards = [self.card(slot, {seat: keys[slot]}) for slot in slots]
            if all(card is not None for card in cards):
                opened.update((slot, card) for slot, card in zip(slots, cards, strict=True) if card is not None)
        return opened

    def check(self) -> Verdict | None:
        """With every seed open: a bad stage or a wrong key, or None if the deal checks out (``deck`` is then
        the whole deal)."""
        seeds = [o.payload[0] for o in self.opens if o is not None]
        commitments = [c.payload[0] for c in self.commits if c is not None]
        if not self.staged:
            return None
        problems, deck = verify_deal(
            self.hand_id,
            self.context,
            seeds,
            commitments,
            [PublishedStage(s.payload[0], [s.payload[1]]) for s in self.shuffles],
            [PublishedStage(lk.payload[0], lk.payload[1]) for lk in self.locks],
            self.deck_size,
        )
        if problems:
            return Verdict(False, problems[0].seat, problems[0].reason)
        assert deck is not None
        self.deck = deck
        for seat, seed in enumerate(seeds):
            derived = DealSecrets.from_seed(seed, self.deck_size).lock_keys
            for slot, key in sorted(self.keys[seat].items()):
                if derived[slot] != key:
                    return Verdict(False, seat, reasons.WRONG_KEY_PUBLISHED.format(slot=slot))
        return None
