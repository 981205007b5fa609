"""Non-interactive zero-knowledge proofs that each stage of the fair deal is correct.

Every stage is published with its proof, and every peer checks the proof before it releases any
key for the deck (see docs/FAIRNESS.md for how the checks are ordered). Both proofs are made
non-interactive with Fiat–Shamir: the challenge is a BLAKE2b hash of a domain tag, the caller's
context (table, hand, stage), the whole statement and the prover's first messages.

Shuffle stage (cut-and-choose with ``SHADOWS`` shadow decks)
    Statement: inputs X_0..X_{n-1}, a base point G, outputs Y_0..Y_{n-1} and A.
    Claim:     there are a scalar r and a permutation π with Y_i = r·X_π(i) for every i and A = r·G.
    For each shadow j the prover picks s_j, σ_j and sets S_j[i] = s_j·X_σj(i), T_j = s_j·G. The
    challenge bit b_j is bit j of the hash of the statement and every (T_j, S_j). For b_j = 0 it
    opens (s_j, σ_j); for b_j = 1 it opens (t_j, τ_j) = (r/s_j, σ_j⁻¹∘π), which takes S_j to Y:
    Y_i = t_j·S_j[τ_j(i)] and A = t_j·T_j. The proof carries only the openings: the verifier
    rebuilds every shadow from its opening (from X for b_j = 0, from Y for b_j = 1), hashes, and
    requires the hash to give exactly the bits the openings claim.
    Soundness: if one shadow could be opened both ways, then Y_i = (t·s)·X_σ(τ(i)) and
    A = (t·s)·G, so the claim is true. For a false claim each shadow set therefore admits at most
    one bit string, and a hash query hits it with probability 2^-SHADOWS: a prover who makes q
    hash queries passes a false stage with probability at most q·2^-40.
    Zero knowledge: an opening for bit 0 is a fresh random scalar and permutation; one for bit 1
    is r/s_j and σ_j⁻¹∘π, again uniformly random because s_j and σ_j are.
    The same claim with A = r·G publishes the commitment A to the shuffle scalar, which the lock
    proof below ties to the per-slot keys.

Lock stage (Chaum–Pedersen, one per slot, one common challenge)
    Statement: inputs Z_i, outputs Y_i, key commitments K_i (i < n) and the locker's A.
    Claim:     the prover knows w_i with Y_i = w_i·Z_i and K_i = w_i·A for every i.
    Proof: T_i = ω_i·Z_i, U_i = ω_i·A; c = hash(statement, T, U); z_i = ω_i + c·w_i.
    The verifier recomputes T_i = z_i·Z_i − c·Y_i and U_i = z_i·A − c·K_i and checks the hash.
    Soundness: two accepting answers to different challenges give every w_i = Δz_i/Δc, so this is
    a proof of knowledge of every factor; for a false claim a hash query passes with probability
    1/n (n ≈ 2^256). A locker that copies another slot (Y_j = k·Z_m) would have to know
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
    inverse,
    mul,
    parse,
    scalar_from_bytes,
    scalar_from_wire,
    scalar_to_bytes,
)

SHADOWS = 40

Opening = tuple[int, int, tuple[int, ...]]
"""(bit, scalar, permutation) of one shadow deck."""


class ProofError(ValueError):
    """A proof that does not verify, or is malformed; the text says why."""


@dataclass(frozen=True)
class ShuffleStatement:
    context: bytes
    inputs: tuple[bytes, ...]
    base: bytes
    outputs: tuple[bytes, ...]
    base_out: bytes

    def digest(self) -> bytes:
        h = hashlib.blake2b(b"tusac-shuffle-statement", digest_size=32)
        h.update(len(self.context).to_bytes(4, "big") + self.context)
        for point in (*self.inputs, self.base, *self.outputs, self.base_out):
            h.update(point)
        return h.digest()


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
        for point in (*self.inputs, self.base, *self.outputs, *self.commitments):
            h.update(point)
        return h.digest()


def _points(data: Sequence[bytes], what: str) -> list[Point]:
    result = []
    for index, item in enumerate(data):
        try:
            result.append(parse(item))
        except GroupError as exc:
            raise ProofError(f"{what} {index}: {exc}") from None
    return result


# --- shuffle stages ---------------------------------------------------------------------------


def _shadow_bits(statement: ShuffleStatement, shadows: Sequence[tuple[bytes, Sequence[bytes]]]) -> list[int]:
    h = hashlib.blake2b(b"tusac-shuffle-challenge", digest_size=32)
    h.update(statement.digest())
    for base_point, deck in shadows:
        h.update(base_point)
        h.update(b"".join(deck))
    word = int.from_bytes(h.digest(), "big")
    return [(word >> j) & 1 for j in range(len(shadows))]


def _from_inputs(xs: Sequence[Point], g: Point, s: int, sigma: Sequence[int]) -> tuple[bytes, list[bytes]]:
    return encode(mul(s, g)), [encode(mul(s, xs[j])) for j in sigma]


def _from_outputs(ys: Sequence[Point], a: Point, t: int, tau: Sequence[int]) -> tuple[bytes, list[bytes]]:
    t_inv = inverse(t)
    deck = [b""] * len(ys)
    for i, j in enumerate(tau):
        deck[j] = encode(mul(t_inv, ys[i]))
    return encode(mul(t_inv, a)), deck


def shuffle(
    context: bytes,
    inputs: Sequence[bytes],
    base: bytes,
    scalar: int,
    order: Sequence[int],
    secret: bytes,
) -> tuple[ShuffleStatement, list[Opening]]:
    """Re-key and permute ``inputs`` (output i = scalar·inputs[order[i]]) and prove it."""
    xs = _points(inputs, "input")
    g = parse(base)
    outputs = tuple(encode(mul(scalar, xs[j])) for j in order)
    statement = ShuffleStatement(context, tuple(inputs), base, outputs, encode(mul(scalar, g)))
    return statement, prove_shuffle(statement, scalar, order, secret, xs)


def prove_shuffle(
    statement: ShuffleStatement,
    scalar: int,
    order: Sequence[int],
    secret: bytes,
    parsed_inputs: Sequence[Point] | None = None,
) -> list[Opening]:
    n = len(statement.inputs)
    xs = list(parsed_inputs) if parsed_inputs is not None else _points(statement.inputs, "input")
    g = parse(statement.base)
    # Shadow randomness depends on the statement too, so one seed never opens one shadow both ways.
    shadow_seed = hashlib.blake2b(b"tusac-shadows" + statement.digest(), key=secret, digest_size=32).digest()
    picks = []
    shadows = []
    for j in range(SHADOWS):
        label = j.to_bytes(2, "big")
        s = derive.scalar(shadow_seed, b"s" + label)
        sigma = derive.permutation(shadow_seed, b"p" + label, n)
        picks.append((s, sigma))
        shadows.append(_from_inputs(xs, g, s, sigma))
    bits = _shadow_bits(statement, shadows)
    openings: list[Opening] = []
    for bit, (s, sigma) in zip(bits, picks, strict=True):
        if bit == 0:
            openings.append((0, s, sigma))
        else:
            where = [0] * n
            for i, j in enumerate(sigma):
                where[j] = i
            openings.append((1, scalar * inverse(s) % ORDER, tuple(where[order[i]] for i in range(n))))
    return openings


def verify_shuffle(statement: ShuffleStatement, openings: Sequence[Opening]) -> None:
    """Raise ProofError unless the openings prove the shuffle statement."""
    n = len(statement.inputs)
    if len(statement.outputs) != n:
        raise ProofError("the stage has a different number of cards than its input")
    if len(openings) != SHADOWS:
        raise ProofError(f"a shuffle proof opens exactly {SHADOWS} shadow decks")
    xs = _points(statement.inputs, "input")
    ys = _points(statement.outputs, "output")
    g = parse(statement.base)
    try:
        a = parse(statement.base_out)
    except GroupError as exc:
        raise ProofError(f"the shuffle scalar's commitment: {exc}") from None
    shadows = []
    claimed = []
    for j, (bit, scalar, order) in enumerate(openings):
        if bit not in (0, 1) or not 0 < scalar < ORDER or sorted(order) != list(range(n)):
            raise ProofError(f"shadow {j}: not a bit, a scalar and a permutation")
        claimed.append(bit)
        shadows.append(_from_inputs(xs, g, scalar, order) if bit == 0 else _from_outputs(ys, a, scalar, order))
    if _shadow_bits(statement, shadows) != claimed:
        raise ProofError("the shuffle proof does not verify (its openings do not match the challenge)")


def shuffle_proof_to_wire(openings: Sequence[Opening]) -> list[list[Any]]:
    return [[bit, scalar_to_bytes(scalar), bytes(order)] for bit, scalar, order in openings]


def shuffle_proof_from_wire(data: Any, size: int) -> list[Opening]:
    """Parse the wire form; raise ProofError on anything malformed."""
    if not isinstance(data, list) or len(data) != SHADOWS:
        raise ProofError(f"a shuffle proof opens exactly {SHADOWS} shadow decks")
    openings: list[Opening] = []
    for j, item in enumerate(data):
        if not isinstance(item, list) or len(item) != 3:
            raise ProofError(f"shadow {j}: malformed opening")
        bit, raw_scalar, raw_order = item
        if bit not in (0, 1) or isinstance(bit, bool):
            raise ProofError(f"shadow {j}: the challenge bit is 0 or 1")
        if not isinstance(raw_order, bytes) or sorted(raw_order) != list(range(size)):
            raise ProofError(f"shadow {j}: not a permutation of {size} slots")
        try:
            scalar = scalar_from_wire(raw_scalar)
        except GroupError as exc:
            raise ProofError(f"shadow {j}: {exc}") from None
        openings.append((int(bit), scalar, tuple(raw_order)))
    return openings


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
    zs = _points(inputs, "input")
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
    zs = list(parsed_inputs) if parsed_inputs is not None else _points(statement.inputs, "input")
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
    zs = _points(statement.inputs, "input")
    ys = _points(statement.outputs, "slot")
    ks = _points(statement.commitments, "key commitment")
    a = parse(statement.base)
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
