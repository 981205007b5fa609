"""Non-interactive zero-knowledge proofs that each stage of the fair deal is correct.

Every stage is published with its proof, and every peer checks the proof when the stage arrives,
before the next stage is built on it and before any key for the deck is released. Both proofs are
made non-interactive with Fiat–Shamir: the challenge is a BLAKE2b hash of a domain tag, the
caller's context (table, hand, pass, seat), the whole statement and the prover's first messages.
The shuffle proof is in ``shuffle_proof``; this module has the lock proof and the key check.

Lock stage (Chaum–Pedersen, one per slot, one common challenge)
    Statement: inputs Z_i, outputs Y_i, key commitments K_i (i < n) and the locker's A.
    Claim:     the prover knows w_i with Y_i = w_i·Z_i and K_i = w_i·A for every i.
    Proof: T_i = ω_i·Z_i, U_i = ω_i·A; c = hash(statement, T, U); z_i = ω_i + c·w_i.
    The verifier recomputes T_i = z_i·Z_i − c·Y_i and U_i = z_i·A − c·K_i and checks the hash.
    Soundness: two accepting answers to different challenges give every w_i = Δz_i/Δc, so this is
    a proof of knowledge of every factor; for a false claim a hash query passes with probability
    1/ORDER (about 2^-256). A locker that copies another slot (Y_j = k·Z_m) would have to know
    log_{Z_j} Z_m, a discrete log between independently hashed card points.
    With A = a·G (from the shuffle proof) and w_i = a⁻¹·k_i, K_i = k_i·G: the key k_i that takes
    this peer's layers off slot i is then checked by anyone as k_i·G = K_i.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from . import derive
from .group import (
    ORDER,
    GroupError,
    Point,
    add,
    encode,
    mul,
    parse,
    scalar_from_bytes,
    scalar_from_wire,
    scalar_to_bytes,
)


class ProofError(ValueError):
    """A proof that does not verify, or is malformed; the text says why."""


@dataclass(frozen=True)
class LockStatement:
    context: bytes
    inputs: tuple[bytes, ...]
    base: bytes
    outputs: tuple[bytes, ...]
    commitments: tuple[bytes, ...]

    def digest(self) -> bytes:
        h = hashlib.blake2b(b"tusac-lock-statement", digest_size=32)
        h.update(len(self.context).to_bytes(4, "big") + self.context)
        h.update(len(self.inputs).to_bytes(4, "big"))
        for point in (*self.inputs, self.base, *self.outputs, *self.commitments):
            h.update(point)
        return h.digest()


def points_of(data: Sequence[bytes], what: str) -> list[Point]:
    result = []
    for index, item in enumerate(data):
        try:
            result.append(parse(item))
        except GroupError as exc:
            raise ProofError(f"{what} {index}: {exc}") from None
    return result


# --- lock stages ------------------------------------------------------------------------------


def _lock_challenge(statement: LockStatement, first: Sequence[bytes]) -> int:
    h = hashlib.blake2b(b"tusac-lock-challenge", digest_size=64)
    h.update(statement.digest())
    h.update(b"".join(first))
    return scalar_from_bytes(h.digest())


def lock(
    context: bytes,
    inputs: Sequence[bytes],
    base: bytes,
    factors: Sequence[int],
    secret: bytes,
) -> tuple[LockStatement, int, list[int]]:
    """Multiply slot i by factors[i], publish K_i = factors[i]·base, and prove both."""
    zs = points_of(inputs, "input")
    a = parse(base)
    outputs = tuple(encode(mul(w, z)) for w, z in zip(factors, zs, strict=True))
    commitments = tuple(encode(mul(w, a)) for w in factors)
    statement = LockStatement(context, tuple(inputs), base, outputs, commitments)
    challenge, responses = prove_lock(statement, factors, secret, zs)
    return statement, challenge, responses


def prove_lock(
    statement: LockStatement,
    factors: Sequence[int],
    secret: bytes,
    parsed_inputs: Sequence[Point] | None = None,
) -> tuple[int, list[int]]:
    zs = list(parsed_inputs) if parsed_inputs is not None else points_of(statement.inputs, "input")
    a = parse(statement.base)
    nonce_seed = hashlib.blake2b(b"tusac-lock-nonces" + statement.digest(), key=secret, digest_size=32).digest()
    nonces = [derive.scalar(nonce_seed, i.to_bytes(2, "big")) for i in range(len(zs))]
    first = [encode(mul(w, z)) for w, z in zip(nonces, zs, strict=True)]
    first += [encode(mul(w, a)) for w in nonces]
    challenge = _lock_challenge(statement, first)
    responses = [(w + challenge * f) % ORDER for w, f in zip(nonces, factors, strict=True)]
    if 0 in responses:  # probability 2^-256 per slot; a zero answer is refused by the verifier
        raise ProofError("a zero response: prove again with other nonces")
    return challenge, responses


def verify_lock(statement: LockStatement, challenge: int, responses: Sequence[int]) -> None:
    """Raise ProofError unless the proof shows knowledge of every slot's factor."""
    n = len(statement.inputs)
    if not (len(statement.outputs) == len(statement.commitments) == len(responses) == n):
        raise ProofError("the lock stage, its commitments and its proof must cover every slot")
    if not 0 < challenge < ORDER or not all(0 < z < ORDER for z in responses):
        raise ProofError("a lock proof's scalars lie in 1..n-1")
    zs = points_of(statement.inputs, "input")
    ys = points_of(statement.outputs, "slot")
    ks = points_of(statement.commitments, "key commitment")
    try:
        a = parse(statement.base)
    except GroupError as exc:
        raise ProofError(f"the locker's A: {exc}") from None
    minus_c = ORDER - challenge
    try:
        first = [encode(add([mul(z, zi), mul(minus_c, yi)])) for z, zi, yi in zip(responses, zs, ys, strict=True)]
        first += [encode(add([mul(z, a), mul(minus_c, ki)])) for z, ki in zip(responses, ks, strict=True)]
    except GroupError:
        raise ProofError("the lock proof does not verify") from None
    if _lock_challenge(statement, first) != challenge:
        raise ProofError("the lock proof does not verify")


def lock_proof_to_wire(challenge: int, responses: Sequence[int]) -> list[Any]:
    return [scalar_to_bytes(challenge), [scalar_to_bytes(z) for z in responses]]


def lock_proof_from_wire(data: Any, size: int) -> tuple[int, list[int]]:
    if not isinstance(data, list) or len(data) != 2 or not isinstance(data[1], list) or len(data[1]) != size:
        raise ProofError(f"a lock proof is a challenge and {size} answers")
    try:
        return scalar_from_wire(data[0]), [scalar_from_wire(z) for z in data[1]]
    except GroupError as exc:
        raise ProofError(f"lock proof: {exc}") from None


# --- keys -------------------------------------------------------------------------------------


def key_matches(key: int, base: Point, commitment: bytes) -> bool:
    """Whether ``key``·base is the commitment published for it in the lock pass."""
    return encode(mul(key, base)) == commitment
