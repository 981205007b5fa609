"""The fair deal: a joint shuffle in which each peer can open only the cards dealt to it.

Every peer's secrets for a hand derive from one 32-byte seed it commits to before play:

1. Shuffle pass, in seat order: peer q multiplies every card of the deck by its shuffle scalar a_q
   and permutes the deck with its permutation π_q. It publishes A_q = a_q·G (G a hashed base
   point) and a proof that the stage is its input re-keyed by a_q and permuted (``proofs``).
2. Lock pass, in seat order: peer q multiplies slot i by w_{q,i} = a_q⁻¹·k_{q,i}: its shuffle
   layer comes off and a per-slot key k_{q,i} goes on. It publishes K_{q,i} = w_{q,i}·A_q =
   k_{q,i}·G and a proof that it knows every w_{q,i}. The deck is then Π_q k_{q,i} · M(card).
3. A slot opens for whoever holds every peer's key k_{q,i}: the other peers publish their keys for a
   player's dealt slots, so only that player (who adds its own) sees them; a shown card is opened
   by publishing the remaining keys. Every published key is checked by every peer: k·G = K.
4. After the hand every seed is opened; every peer recomputes both passes from the seeds and
   checks every published key, so a wrong stage or key names its peer.

No peer, and no coalition short of all the others, can choose or predict the order: it is the
composition of everyone's permutations.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from . import derive, proofs, shuffle_proof
from .group import ORDER, hash_to_point, inverse, mul, multiply, parse

SEED_SIZE = 32


@dataclass(frozen=True)
class DealSecrets:
    seed: bytes
    shuffle_scalar: int
    permutation: tuple[int, ...]
    """Slot i of this peer's output holds slot permutation[i] of its input."""
    lock_keys: tuple[int, ...]

    @classmethod
    def from_seed(cls, seed: bytes, size: int) -> DealSecrets:
        """A peer's secrets for a deck of ``size`` cards (the table shape's deck)."""
        if len(seed) != SEED_SIZE:
            raise ValueError("a deal seed is 32 bytes")
        shuffle = derive.scalar(seed, b"shuffle")
        keys = tuple(derive.scalar(seed, b"lock" + i.to_bytes(2, "big")) for i in range(size))
        return cls(seed, shuffle, derive.permutation(seed, b"deal", size), keys)

    def lock_factors(self) -> tuple[int, ...]:
        """w_i = a⁻¹·k_i: what the lock stage multiplies slot i by."""
        a_inv = inverse(self.shuffle_scalar)
        return tuple(a_inv * k % ORDER for k in self.lock_keys)


def seed_commitment(seed: bytes, context: bytes) -> bytes:
    return hashlib.blake2b(b"tusac-seed-commit" + context + seed, digest_size=32).digest()


def nonce_commitment(nonce: bytes, context: bytes) -> bytes:
    return hashlib.blake2b(b"tusac-nonce-commit" + context + nonce, digest_size=32).digest()


def card_points(context: bytes, size: int) -> tuple[bytes, ...]:
    """The public point of each card id, bound to the hand so points are never reused."""
    return tuple(hash_to_point(context + card.to_bytes(2, "big")) for card in range(size))


def key_base(context: bytes) -> bytes:
    """G: the base of the key commitments, hashed apart from every card point."""
    return hash_to_point(context, domain=b"tusac-key-base")


def stage_context(hand_context: bytes, kind: str, seat: int) -> bytes:
    """What a stage's proof is bound to: the table and hand, the pass and the seat."""
    return hand_context + kind.encode() + bytes([seat])


class Shuffled(NamedTuple):
    deck: tuple[bytes, ...]
    commitment: bytes
    """A = a·G"""
    proof: shuffle_proof.ShuffleProof


class Locked(NamedTuple):
    deck: tuple[bytes, ...]
    commitments: tuple[bytes, ...]
    """K_i = k_i·G"""
    challenge: int
    responses: list[int]


def shuffle_with_proof(context: bytes, deck: Sequence[bytes], base: bytes, secrets: DealSecrets) -> Shuffled:
    statement, proof = shuffle_proof.shuffle(
        context, deck, base, secrets.shuffle_scalar, secrets.permutation, secrets.seed
    )
    return Shuffled(statement.outputs, statement.base_out, proof)


def lock_with_proof(context: bytes, deck: Sequence[bytes], commitment: bytes, secrets: DealSecrets) -> Locked:
    statement, challenge, responses = proofs.lock(context, deck, commitment, secrets.lock_factors(), secrets.seed)
    return Locked(statement.outputs, statement.commitments, challenge, responses)


def shuffle_stage(deck: Sequence[bytes], secrets: DealSecrets) -> tuple[bytes, ...]:
    a = secrets.shuffle_scalar
    points = [parse(x) for x in deck]
    return tuple(mul(a, points[j]).format() for j in secrets.permutation)


def lock_stage(deck: Sequence[bytes], secrets: DealSecrets) -> tuple[bytes, ...]:
    return tuple(multiply(w, x) for w, x in zip(secrets.lock_factors(), deck, strict=True))


def open_point(locked: bytes, keys: Sequence[int]) -> bytes:
    """Take every lock key off one slot."""
    product = 1
    for key in keys:
        product = product * key % ORDER
    return multiply(inverse(product), locked)


class PointBook:
    """Looks a card up by its point."""

    def __init__(self, points: Sequence[bytes]) -> None:
        self.points = tuple(points)
        self._cards = {p: c for c, p in enumerate(points)}

    def card(self, point: bytes) -> int | None:
        return self._cards.get(point)


class StageProblem(NamedTuple):
    seat: int
    reason: str


class PublishedStage(NamedTuple):
    """A stage as published: its deck and its commitment(s) (A for a shuffle, every K_i for a lock)."""

    deck: Sequence[bytes]
    commitments: Sequence[bytes]


def verify_deal(
    context: bytes,
    commit_context: bytes,
    seeds: Sequence[bytes],
    commitments: Sequence[bytes],
    shuffles: Sequence[PublishedStage],
    locks: Sequence[PublishedStage],
    size: int,
) -> tuple[list[StageProblem], tuple[int, ...] | None]:
    """Re-check every stage from the opened seeds; return the problems found and, if none, the deck.

    ``size`` is the number of cards (the table shape's deck). ``context`` binds the card points and
    the key base, ``commit_context`` the seed commitments.

    Each stage is recomputed from the stage published before it, so a bad stage names exactly the
    peer that published it. (The stage proofs were already checked when the stages came in; this
    is the independent re-check from the secrets themselves.)
    """
    problems: list[StageProblem] = []
    secrets: list[DealSecrets] = []
    for seat, (seed, commitment) in enumerate(zip(seeds, commitments, strict=True)):
        if len(seed) != SEED_SIZE or seed_commitment(seed, commit_context) != commitment:
            problems.append(StageProblem(seat, "opened seed does not match its commitment"))
        else:
            secrets.append(DealSecrets.from_seed(seed, size))
    if problems:
        return problems, None
    book = PointBook(card_points(context, size))
    g = parse(key_base(context))
    previous: Sequence[bytes] = book.points
    for seat, stage in enumerate(shuffles):
        s = secrets[seat]
        if tuple(stage.deck) != shuffle_stage(previous, s) or [mul(s.shuffle_scalar, g).format()] != list(
            stage.commitments
        ):
            problems.append(StageProblem(seat, "shuffle stage does not follow from its seed"))
        previous = stage.deck
    for seat, stage in enumerate(locks):
        s = secrets[seat]
        expected_keys = [mul(k, g).format() for k in s.lock_keys]
        if tuple(stage.deck) != lock_stage(previous, s) or list(stage.commitments) != expected_keys:
            problems.append(StageProblem(seat, "lock stage does not follow from its seed"))
        previous = stage.deck
    if problems:
        return problems, None
    deck = []
    for slot, locked in enumerate(previous):
        card = book.card(open_point(locked, [s.lock_keys[slot] for s in secrets]))
        if card is None:
            return [StageProblem(-1, f"slot {slot} opens to no card")], None
        deck.append(card)
    if sorted(deck) != list(range(size)):
        return [StageProblem(-1, "the deck does not hold every card once")], None
    return [], tuple(deck)
