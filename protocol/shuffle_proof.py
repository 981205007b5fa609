"""Proof that a shuffle stage is its input re-keyed by one secret scalar and permuted.

Statement: inputs X_0..X_{n-1}, the key base G, outputs Y_0..Y_{n-1} and A.
Claim: the prover knows a scalar r and a permutation π with Y_i = r·X_π(i) for every i and
A = r·G (so A commits to the shuffle scalar, which the lock proof ties to every key).

The argument is the permutation-commitment shuffle argument of Terelius and Wikström ("Proofs of
restricted shuffles", 2010), specialised from re-encryption to re-keying by one scalar. H, U and
G_0..G_{n-1} are independent hashed generators (nobody knows a discrete log between them).

1. Commit to π⁻¹ column by column: c_j = ρ_j·H + G_π⁻¹(j).
2. Challenge vector e = hash(statement, c). Let e'_i = e_π(i). Then
   (a) Σ_j c_j − Σ_i G_i = ρ̄·H                  (the committed matrix has unit row sums)
   (b) C = Σ_j e_j·c_j = R·H + Σ_i e'_i·G_i       (C commits to e', randomness R = Σ e_j ρ_j)
   (c) Π_i e'_i = Π_j e_j, by a chain B_i = β_i·H + e'_i·B_{i−1} (B_{−1} = U), so that
       B_{n−1} − (Π_j e_j)·U = β̂·H
   (d) Σ_i e'_i·Y_i = r·X̂ with X̂ = Σ_j e_j·X_j, and A = r·G.
3. One Schnorr-style proof of knowledge of (ρ̄, β̂, R, r, e', β) for all of (a)–(d), with the same
   responses s'_i for e'_i in (b), (c) and (d), and one Fiat–Shamir challenge v.

What it proves. From accepting answers to two challenges v one extracts every witness; by the
binding of the commitments (discrete logs between H, U and the G_i unknown) and Terelius–Wikström's
theorem (a matrix with unit row sums and Π(Me)_i = Π e_i for a random e is a permutation matrix,
except with probability ≤ n/|group|), the committed matrix is a permutation π. Then r (fixed by
A = r·G), π (fixed by the commitments) and the outputs are all hashed before e, so the differences
D_i = Y_i − r·X_π(i) are fixed before e, and (d), Σ e_π(i)·D_i = 0, holds for a random e with
probability 1/|group| unless every D_i is zero, whatever relations the prover knows among the X's.
So Y_i = r·X_π(i) and A = r·G with one r. Soundness
rests on the discrete-log assumption in secp256k1 with the hashes as random oracles; the
statistical error is of the order of n/2^256 per hash query, far below the 2^-40 the table asks
for. Zero knowledge: the commitments are perfectly hiding Pedersen commitments and every answer
is masked by a fresh scalar (honest-verifier zero knowledge, non-interactive in the random-oracle
model).

Cost, n = 112: about 9n scalar multiplications to make the stage and prove it (≈ 39 ms here) and 7n to
verify (≈ 30 ms), against 40·n each way for cut-and-choose with 40 shadow decks.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from . import derive
from .group import (
    ORDER,
    GroupError,
    Point,
    add,
    encode,
    hash_to_point,
    mul,
    parse,
    scalar_from_bytes,
    scalar_from_wire,
    scalar_to_bytes,
)
from .proofs import ProofError, points_of


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
        h.update(len(self.inputs).to_bytes(4, "big"))
        for point in (*self.inputs, self.base, *self.outputs, self.base_out):
            h.update(point)
        return h.digest()


class ShuffleProof(NamedTuple):
    commitments: tuple[bytes, ...]
    """c_j, the permutation commitment"""
    chain: tuple[bytes, ...]
    """B_i, the product chain"""
    challenge: int
    """v"""
    answers: tuple[int, int, int, int]
    """s for ρ̄, β̂, R, r"""
    permuted: tuple[int, ...]
    """s'_i for e'_i"""
    chained: tuple[int, ...]
    """ŝ_i for β_i"""


class Generators(NamedTuple):
    h: Point
    u: Point
    g: tuple[Point, ...]
    g_sum: Point


@functools.lru_cache(maxsize=4)
def generators(n: int) -> Generators:
    def gen(name: bytes) -> Point:
        return parse(hash_to_point(name, domain=b"tusac-shuffle-generator"))

    g = tuple(gen(b"G" + i.to_bytes(2, "big")) for i in range(n))
    return Generators(gen(b"H"), gen(b"U"), g, add(g))


def _msm(scalars: Sequence[int], points: Sequence[Point]) -> list[Point]:
    """The terms s·P of a sum (zero scalars dropped)."""
    return [mul(s, p) for s, p in zip(scalars, points, strict=True) if s % ORDER]


def _neg(s: int) -> int:
    return (-s) % ORDER


def _challenge_vector(statement_digest: bytes, commitments: Sequence[bytes]) -> list[int]:
    key = hashlib.blake2b(b"tusac-shuffle-e" + statement_digest + b"".join(commitments), digest_size=32).digest()
    return [derive.scalar(key, i.to_bytes(2, "big")) for i in range(len(commitments))]


def _final_challenge(statement_digest: bytes, proof_points: Sequence[bytes]) -> int:
    h = hashlib.blake2b(b"tusac-shuffle-v" + statement_digest, digest_size=64)
    h.update(b"".join(proof_points))
    return scalar_from_bytes(h.digest())


def _product(values: Sequence[int]) -> int:
    result = 1
    for v in values:
        result = result * v % ORDER
    return result


def shuffle(
    context: bytes, inputs: Sequence[bytes], base: bytes, scalar: int, order: Sequence[int], secret: bytes
) -> tuple[ShuffleStatement, ShuffleProof]:
    """Re-key and permute ``inputs`` (output i = scalar·inputs[order[i]]) and prove it."""
    xs = points_of(inputs, "input")
    outputs = tuple(encode(mul(scalar, xs[j])) for j in order)
    statement = ShuffleStatement(context, tuple(inputs), base, outputs, encode(mul(scalar, parse(base))))
    return statement, prove_shuffle(statement, scalar, order, secret, xs)


def prove_shuffle(
    statement: ShuffleStatement,
    scalar: int,
    order: Sequence[int],
    secret: bytes,
    parsed_inputs: Sequence[Point] | None = None,
) -> ShuffleProof:
    n = len(statement.inputs)
    gens = generators(n)
    xs = list(parsed_inputs) if parsed_inputs is not None else points_of(statement.inputs, "input")
    ys = points_of(statement.outputs, "output")
    digest = statement.digest()
    # Every random value depends on the secret and the statement: one statement, one transcript.
    nonce_key = hashlib.blake2b(b"tusac-shuffle-nonces" + digest, key=secret, digest_size=32).digest()

    def nonce(label: bytes, i: int = 0) -> int:
        return derive.scalar(nonce_key, label + i.to_bytes(2, "big"))

    where = [0] * n
    for i, j in enumerate(order):
        where[j] = i
    rho = [nonce(b"rho", j) for j in range(n)]
    commitments = tuple(encode(add([mul(rho[j], gens.h), gens.g[where[j]]])) for j in range(n))
    e = _challenge_vector(digest, commitments)
    e_perm = [e[order[i]] for i in range(n)]

    beta = [nonce(b"beta", i) for i in range(n)]
    chain_points: list[Point] = []
    previous = gens.u
    beta_hat = 0
    for i in range(n):
        previous = add([mul(beta[i], gens.h), mul(e_perm[i], previous)])
        chain_points.append(previous)
        beta_hat = (beta[i] + e_perm[i] * beta_hat) % ORDER
    chain = tuple(encode(p) for p in chain_points)

    x_hat = add(_msm(e, xs))
    rho_bar = sum(rho) % ORDER
    big_r = sum(a * b for a, b in zip(e, rho, strict=True)) % ORDER
    w1, w2, w3, w4 = (nonce(b"w", k) for k in range(4))
    w_perm = [nonce(b"wp", i) for i in range(n)]
    w_chain = [nonce(b"wc", i) for i in range(n)]
    base = parse(statement.base)
    first = [
        mul(w1, gens.h),
        mul(w2, gens.h),
        add([mul(w3, gens.h), *_msm(w_perm, gens.g)]),
        add([*_msm(w_perm, ys), mul(_neg(w4), x_hat)]),
        mul(w4, base),
    ]
    befores = [gens.u, *chain_points[:-1]]
    first += [add([mul(w_chain[i], gens.h), mul(w_perm[i], befores[i])]) for i in range(n)]
    v = _final_challenge(digest, [*commitments, *chain, *(encode(p) for p in first)])
    answers = (
        (w1 + v * rho_bar) % ORDER,
        (w2 + v * beta_hat) % ORDER,
        (w3 + v * big_r) % ORDER,
        (w4 + v * scalar) % ORDER,
    )
    permuted = tuple((w_perm[i] + v * e_perm[i]) % ORDER for i in range(n))
    chained = tuple((w_chain[i] + v * beta[i]) % ORDER for i in range(n))
    if 0 in answers or 0 in permuted or 0 in chained:  # probability about 2^-248; refused by the verifier
        raise ProofError("a zero answer: prove again")
    return ShuffleProof(commitments, chain, v, answers, permuted, chained)


def verify_shuffle(statement: ShuffleStatement, proof: ShuffleProof) -> None:
    """Raise ProofError unless ``proof`` proves the shuffle statement."""
    n = len(statement.inputs)
    if len(statement.outputs) != n or len(proof.commitments) != n or len(proof.chain) != n:
        raise ProofError("the stage, its input and its proof must cover the same number of cards")
    if len(proof.permuted) != n or len(proof.chained) != n or len(proof.answers) != 4:
        raise ProofError("the shuffle proof must answer for every card")
    gens = generators(n)
    xs = points_of(statement.inputs, "input")
    ys = points_of(statement.outputs, "output")
    cs = points_of(proof.commitments, "permutation commitment")
    bs = points_of(proof.chain, "product chain point")
    try:
        base = parse(statement.base)
        a = parse(statement.base_out)
    except GroupError as exc:
        raise ProofError(f"the key base or the shuffle scalar's commitment: {exc}") from None
    digest = statement.digest()
    e = _challenge_vector(digest, proof.commitments)
    v = proof.challenge
    minus_v = _neg(v)
    s_rho, s_beta, s_r, s_scalar = proof.answers
    try:
        # (a) t1 = s·H − v·(Σc − ΣG)
        t1 = add([mul(s_rho, gens.h), mul(minus_v, add(cs)), mul(v, gens.g_sum)])
        # (c) t2 = s·H − v·(B_{n−1} − Πe·U)
        t2 = add([mul(s_beta, gens.h), mul(minus_v, bs[-1]), mul(v * _product(e) % ORDER, gens.u)])
        # (b) t3 = s·H + Σ s'_i·G_i − v·C
        big_c = add(_msm(e, cs))
        t3 = add([mul(s_r, gens.h), *_msm(proof.permuted, gens.g), mul(minus_v, big_c)])
        # (d) t4 = Σ s'_i·Y_i − s·X̂ and t5 = s·G − v·A
        x_hat = add(_msm(e, xs))
        t4 = add([*_msm(proof.permuted, ys), mul(_neg(s_scalar), x_hat)])
        t5 = add([mul(s_scalar, base), mul(minus_v, a)])
        befores = [gens.u, *bs[:-1]]
        links = [
            add([mul(proof.chained[i], gens.h), mul(proof.permuted[i], befores[i]), mul(minus_v, bs[i])])
            for i in range(n)
        ]
    except GroupError:
        raise ProofError("the shuffle proof does not verify") from None
    first = [t1, t2, t3, t4, t5, *links]
    if _final_challenge(digest, [*proof.commitments, *proof.chain, *(encode(p) for p in first)]) != v:
        raise ProofError("the shuffle proof does not verify")


def shuffle_proof_to_wire(proof: ShuffleProof) -> list[Any]:
    return [
        list(proof.commitments),
        list(proof.chain),
        scalar_to_bytes(proof.challenge),
        [scalar_to_bytes(s) for s in proof.answers],
        [scalar_to_bytes(s) for s in proof.permuted],
        [scalar_to_bytes(s) for s in proof.chained],
    ]


def shuffle_proof_from_wire(data: Any, size: int) -> ShuffleProof:
    """Parse the wire form; raise ProofError on anything malformed (points are parsed when verified)."""
    if not isinstance(data, list) or len(data) != 6:
        raise ProofError("a shuffle proof has six parts")
    commitments, chain, raw_v, raw_answers, raw_permuted, raw_chained = data
    for name, part, length in (
        ("permutation commitments", commitments, size),
        ("product chain", chain, size),
        ("answers", raw_answers, 4),
        ("answers for the cards", raw_permuted, size),
        ("answers for the chain", raw_chained, size),
    ):
        if not isinstance(part, list) or len(part) != length or not all(isinstance(x, bytes) for x in part):
            raise ProofError(f"the shuffle proof's {name}: expected {length} byte strings")
    try:
        answers = [scalar_from_wire(s) for s in raw_answers]
        return ShuffleProof(
            tuple(commitments),
            tuple(chain),
            scalar_from_wire(raw_v),
            (answers[0], answers[1], answers[2], answers[3]),
            tuple(scalar_from_wire(s) for s in raw_permuted),
            tuple(scalar_from_wire(s) for s in raw_chained),
        )
    except GroupError as exc:
        raise ProofError(f"shuffle proof: {exc}") from None
