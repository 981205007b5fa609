"""The fair deal: a joint shuffle in which each peer can open only the cards dealt to it.

Every peer's secrets for a hand derive from one 32-byte seed it commits to before play:

1. Shuffle pass, in seat order: peer q multiplies every card of the deck by its shuffle scalar a_q
   and permutes the deck with its permutation π_q.
2. Lock pass, in seat order: peer q multiplies slot i by a_q⁻¹·k_{q,i}: its shuffle layer comes
   off and a per-slot key k_{q,i} goes on. The deck is then Π_q k_{q,i} · M(card at slot i).
3. A slot opens for whoever holds all four keys k_{q,i}: the other peers publish their keys for a
   player's dealt slots, so only that player (who adds its own) sees them; a shown card is opened
   by publishing the remaining keys.
4. After the hand every seed is opened; every peer recomputes both passes from the published
   decks and checks every published key, so a wrong stage or key names its peer.

No peer, and no coalition short of all the others, can choose or predict the order: it is the
composition of everyone's permutations.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from .group import ORDER, hash_to_point, inverse, multiply, scalar_from_bytes

DECK_SIZE = 112
SEED_SIZE = 32


def _stream(seed: bytes, label: bytes, n: int) -> bytes:
    out = b""
    counter = 0
    while len(out) < n:
        out += hashlib.blake2b(label + counter.to_bytes(4, "big"), key=seed, digest_size=64).digest()
        counter += 1
    return out[:n]


def _permutation(seed: bytes, size: int) -> tuple[int, ...]:
    """Fisher–Yates from a keyed stream, by rejection so every order is equally likely."""
    items = list(range(size))
    counter = 0
    for i in range(size - 1, 0, -1):
        bound = i + 1
        while True:
            word = int.from_bytes(_stream(seed, b"perm" + counter.to_bytes(4, "big"), 4), "big")
            counter += 1
            if word < (1 << 32) - (1 << 32) % bound:
                break
        j = word % bound
        items[i], items[j] = items[j], items[i]
    return tuple(items)


@dataclass(frozen=True)
class DealSecrets:
    seed: bytes
    shuffle_scalar: int
    permutation: tuple[int, ...]
    """Slot i of this peer's output holds slot permutation[i] of its input."""
    lock_keys: tuple[int, ...]

    @classmethod
    def from_seed(cls, seed: bytes, size: int = DECK_SIZE) -> DealSecrets:
        if len(seed) != SEED_SIZE:
            raise ValueError("a deal seed is 32 bytes")
        shuffle = scalar_from_bytes(_stream(seed, b"shuffle", 64))
        keys = tuple(scalar_from_bytes(_stream(seed, b"lock" + i.to_bytes(2, "big"), 64)) for i in range(size))
        return cls(seed, shuffle, _permutation(seed, size), keys)


def seed_commitment(seed: bytes, context: bytes) -> bytes:
    return hashlib.blake2b(b"tusac-seed-commit" + context + seed, digest_size=32).digest()


def nonce_commitment(nonce: bytes, context: bytes) -> bytes:
    return hashlib.blake2b(b"tusac-nonce-commit" + context + nonce, digest_size=32).digest()


def card_points(context: bytes, size: int = DECK_SIZE) -> tuple[bytes, ...]:
    """The public point of each card id, bound to the hand so points are never reused."""
    return tuple(hash_to_point(context + card.to_bytes(2, "big")) for card in range(size))


def shuffle_stage(deck: Sequence[bytes], secrets: DealSecrets) -> tuple[bytes, ...]:
    a = secrets.shuffle_scalar
    return tuple(multiply(a, deck[j]) for j in secrets.permutation)


def lock_stage(deck: Sequence[bytes], secrets: DealSecrets) -> tuple[bytes, ...]:
    a_inv = inverse(secrets.shuffle_scalar)
    return tuple(multiply(a_inv * k % ORDER, x) for k, x in zip(secrets.lock_keys, deck, strict=True))


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


def verify_deal(
    context: bytes,
    commit_context: bytes,
    seeds: Sequence[bytes],
    commitments: Sequence[bytes],
    shuffles: Sequence[Sequence[bytes]],
    locks: Sequence[Sequence[bytes]],
) -> tuple[list[StageProblem], tuple[int, ...] | None]:
    """Re-check every stage from the opened seeds; return the problems found and, if none, the deck.

    ``context`` binds the card points, ``commit_context`` the seed commitments.

    Each stage is recomputed from the stage published before it, so a bad stage names exactly the
    peer that published it.
    """
    problems: list[StageProblem] = []
    secrets: list[DealSecrets | None] = []
    for seat, (seed, commitment) in enumerate(zip(seeds, commitments, strict=True)):
        if len(seed) != SEED_SIZE or seed_commitment(seed, commit_context) != commitment:
            problems.append(StageProblem(seat, "opened seed does not match its commitment"))
            secrets.append(None)
        else:
            secrets.append(DealSecrets.from_seed(seed))
    if problems:
        return problems, None
    book = PointBook(card_points(context))
    previous: Sequence[bytes] = book.points
    for name, stages, recompute in (("shuffle", shuffles, shuffle_stage), ("lock", locks, lock_stage)):
        for seat, stage in enumerate(stages):
            s = secrets[seat]
            assert s is not None
            if tuple(stage) != recompute(previous, s):
                problems.append(StageProblem(seat, f"{name} stage does not follow from its seed"))
            previous = stage
    if problems:
        return problems, None
    deck = []
    for slot, locked in enumerate(previous):
        keys = [s.lock_keys[slot] for s in secrets if s is not None]
        card = book.card(open_point(locked, keys))
        if card is None:
            return [StageProblem(-1, f"slot {slot} opens to no card")], None
        deck.append(card)
    if sorted(deck) != list(range(DECK_SIZE)):
        return [StageProblem(-1, "the deck does not hold every card once")], None
    return [], tuple(deck)
