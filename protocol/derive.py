"""Secret values derived from a peer's committed seed: keyed BLAKE2b streams, scalars, permutations.

Everything a peer uses in a hand (shuffle scalar, permutation, lock keys, the randomness of its
proofs) comes from its one seed, so the end-of-hand audit can recompute it once the seed is opened.
"""

from __future__ import annotations

import hashlib

from .group import scalar_from_bytes


def stream(seed: bytes, label: bytes, n: int) -> bytes:
    out = b""
    counter = 0
    while len(out) < n:
        out += _block(seed, label, counter)
        counter += 1
    return out[:n]


def _block(seed: bytes, label: bytes, counter: int) -> bytes:
    data = len(label).to_bytes(4, "big") + label + counter.to_bytes(4, "big")
    return hashlib.blake2b(data, key=seed, digest_size=64).digest()


def scalar(seed: bytes, label: bytes) -> int:
    return scalar_from_bytes(stream(seed, label, 64))


def permutation(seed: bytes, label: bytes, size: int) -> tuple[int, ...]:
    """Fisher–Yates from a keyed stream, by rejection so every order is equally likely."""
    items = list(range(size))
    words = stream(seed, b"perm" + label, 4 * 2 * size)
    position = 0
    for i in range(size - 1, 0, -1):
        bound = i + 1
        while True:
            if position + 4 > len(words):
                words += stream(seed, b"perm-more" + label + position.to_bytes(4, "big"), 4 * size)
            word = int.from_bytes(words[position : position + 4], "big")
            position += 4
            if word < (1 << 32) - (1 << 32) % bound:
                break
        j = word % bound
        items[i], items[j] = items[j], items[i]
    return tuple(items)
