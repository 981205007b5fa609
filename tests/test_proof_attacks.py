"""A cryptographer's attacks on the fair deal's proofs (review: docs/FAIRNESS.md, "Review of the proofs").

Each test builds a malicious prover's messages directly and hands them to the verifier. Every
attack here is expected to be REJECTED; a forgery that passes would make its test fail with
"FORGERY ACCEPTED". The trapdoor tests are the exception that proves the rule: with generators
whose discrete logs the cheat knows, the same forging code does pass, which shows it is a real
attack stopped by the proof (and by the independence of the generators), not a broken test.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from protocol import derive, fairdeal, proofs, shuffle_proof
from protocol.fairdeal import DealSecrets, card_points, key_base, lock_with_proof, open_point, shuffle_with_proof
from protocol.group import (
    FIELD_PRIME,
    ORDER,
    GroupError,
    Point,
    add,
    encode,
    hash_to_point,
    inverse,
    mul,
    multiply,
    parse,
    scalar_from_wire,
    scalar_to_bytes,
)
from protocol.proofs import LockStatement, ProofError, verify_lock
from protocol.shuffle_proof import (
    Generators,
    ShuffleProof,
    ShuffleStatement,
    generators,
    shuffle_proof_from_wire,
    shuffle_proof_to_wire,
    verify_shuffle,
)

N = 8
HAND = b"attack-table" + (5).to_bytes(4, "big") + b"H" * 16
STAGE = fairdeal.stage_context(HAND, "shuffle", 1)
LOCK = fairdeal.stage_context(HAND, "lock", 1)
R = 0x1234567890ABCDEF1234567890ABCDEF1234567890ABCDEF
PERM = (3, 0, 6, 1, 7, 2, 5, 4)


def rand(label: bytes, i: int = 0) -> int:
    return derive.scalar(b"attacker-coins-000000000000000000", label + i.to_bytes(4, "big"))


def deck() -> tuple[bytes, ...]:
    return card_points(HAND, N)


def base() -> bytes:
    return key_base(HAND)


def honest() -> tuple[ShuffleStatement, ShuffleProof]:
    return shuffle_proof.shuffle(STAGE, deck(), base(), R, PERM, b"s" * 32)


def rejected(statement: ShuffleStatement, proof: ShuffleProof) -> str:
    try:
        verify_shuffle(statement, proof)
    except ProofError as exc:
        return str(exc)
    pytest.fail("FORGERY ACCEPTED: a shuffle proof for a false or altered statement verified")


def lock_rejected(statement: LockStatement, challenge: int, responses: Sequence[int]) -> str:
    try:
        verify_lock(statement, challenge, responses)
    except ProofError as exc:
        return str(exc)
    pytest.fail("FORGERY ACCEPTED: a lock proof for a false or altered statement verified")


# --- a general malicious shuffle prover ---------------------------------------------------------


def forge_shuffle(
    statement: ShuffleStatement,
    matrix: Sequence[Sequence[int]],
    r: int,
    u_log: int | None = None,
) -> ShuffleProof:
    """Prove ``statement`` while committing to ``matrix`` (any n×n matrix mod ORDER) instead of a
    permutation; every equation is answered honestly for that matrix. With ``u_log`` = log_H U (a
    trapdoor the real generators do not have) it also answers the product check, which a matrix
    other than a permutation fails."""
    n = len(statement.inputs)
    gens = shuffle_proof.generators(n)
    xs = [parse(x) for x in statement.inputs]
    ys = [parse(y) for y in statement.outputs]
    digest = statement.digest()
    rho = [rand(b"rho", j) for j in range(n)]
    commitments = []
    for j in range(n):
        terms = [mul(rho[j], gens.h)] + [mul(matrix[i][j] % ORDER, gens.g[i]) for i in range(n) if matrix[i][j] % ORDER]
        commitments.append(encode(add(terms)))
    e = shuffle_proof._challenge_vector(digest, commitments)
    e_prime = [sum(matrix[i][j] * e[j] for j in range(n)) % ORDER for i in range(n)]
    beta = [rand(b"beta", i) for i in range(n)]
    chain: list[Point] = []
    previous = gens.u
    beta_hat = 0
    for i in range(n):
        previous = add([mul(beta[i], gens.h), mul(e_prime[i], previous)])
        chain.append(previous)
        beta_hat = (beta[i] + e_prime[i] * beta_hat) % ORDER
    if u_log is not None:  # B_{n-1} - (Πe)·U = (β̂ + (Πe' − Πe)·u)·H
        beta_hat = (beta_hat + (shuffle_proof._product(e_prime) - shuffle_proof._product(e)) * u_log) % ORDER
    rho_bar = sum(rho) % ORDER
    big_r = sum(a * b for a, b in zip(e, rho, strict=True)) % ORDER
    x_hat = add([mul(s, x) for s, x in zip(e, xs, strict=True)])
    w = [rand(b"w", k) for k in range(4)]
    wp = [rand(b"wp", i) for i in range(n)]
    wc = [rand(b"wc", i) for i in range(n)]
    g_base = parse(statement.base)
    first = [
        mul(w[0], gens.h),
        mul(w[1], gens.h),
        add([mul(w[2], gens.h), *(mul(s, g) for s, g in zip(wp, gens.g, strict=True))]),
        add([*(mul(s, y) for s, y in zip(wp, ys, strict=True)), mul((-w[3]) % ORDER, x_hat)]),
        mul(w[3], g_base),
    ]
    befores = [gens.u, *chain[:-1]]
    first += [add([mul(wc[i], gens.h), mul(wp[i], befores[i])]) for i in range(n)]
    chain_bytes = tuple(encode(p) for p in chain)
    v = shuffle_proof._final_challenge(digest, [*commitments, *chain_bytes, *(encode(p) for p in first)])
    return ShuffleProof(
        tuple(commitments),
        chain_bytes,
        v,
        (
            (w[0] + v * rho_bar) % ORDER,
            (w[1] + v * beta_hat) % ORDER,
            (w[2] + v * big_r) % ORDER,
            (w[3] + v * r) % ORDER,
        ),
        tuple((wp[i] + v * e_prime[i]) % ORDER for i in range(n)),
        tuple((wc[i] + v * beta[i]) % ORDER for i in range(n)),
    )


def permutation_matrix(order: Sequence[int]) -> list[list[int]]:
    """Row i has its 1 in column order[i]: output i is the re-keyed input order[i]."""
    return [[1 if j == order[i] else 0 for j in range(len(order))] for i in range(len(order))]


def twin_stage() -> tuple[ShuffleStatement, list[list[int]]]:
    """The twinned card: output 0 is 2·r·X_0 and output 1 is r·(X_1 − X_0); every other output r·X_i.

    The 8 outputs are distinct points, and a cheat who later doubles points finds the pair. The
    matrix M = L^{-T} (L the map from inputs to outputs) has unit row sums and makes
    Σ (Me)_i·Y_i = r·Σ e_i·X_i hold for every e; only the product check can tell it is no permutation."""
    xs = [parse(x) for x in deck()]
    ys = [mul(2 * R % ORDER, xs[0]), mul(R, add([xs[1], mul(ORDER - 1, xs[0])]))]
    ys += [mul(R, x) for x in xs[2:]]
    statement = ShuffleStatement(STAGE, deck(), base(), tuple(encode(y) for y in ys), multiply(R, base()))
    half = inverse(2)
    matrix = permutation_matrix(range(N))
    matrix[0][0], matrix[0][1] = half, half
    return statement, matrix


@pytest.fixture
def trapdoor_u(monkeypatch: pytest.MonkeyPatch) -> Iterator[int]:
    """Generators with U = u·H for a u the cheat knows (the real ones are hashed: nobody knows it)."""
    real = generators(N)
    u_log = 0xC0FFEE
    fake = Generators(real.h, mul(u_log, real.h), real.g, real.g_sum)
    monkeypatch.setattr(shuffle_proof, "generators", lambda n: fake if n == N else real)
    yield u_log


def test_the_forger_reproduces_an_honest_proof_for_a_true_statement() -> None:
    statement, _ = honest()
    verify_shuffle(statement, forge_shuffle(statement, permutation_matrix(PERM), R))


def test_the_twinned_card_is_rejected_by_the_product_check() -> None:
    statement, matrix = twin_stage()
    assert len(set(statement.outputs)) == N
    rejected(statement, forge_shuffle(statement, matrix, R))


def test_the_twinned_card_passes_only_with_a_trapdoor_for_u(trapdoor_u: int) -> None:
    statement, matrix = twin_stage()
    verify_shuffle(statement, forge_shuffle(statement, matrix, R, u_log=trapdoor_u))  # the attack is real
    rejected(statement, forge_shuffle(statement, matrix, R))  # and needs log_H U


def test_a_plain_twin_or_repeat_fails_even_with_the_trapdoor(trapdoor_u: int) -> None:
    """Output 0 = 2·(output of X_3), card X_3 gone, or card X_3 twice: the linear check alone fails
    these, whatever the commitments, because the inputs are independent hashed points."""
    xs = [parse(x) for x in deck()]
    for twin in (2 * R % ORDER, R):
        ys = [mul(R, xs[j]) for j in PERM]
        ys[PERM.index(0)] = mul(twin, xs[3])
        statement = ShuffleStatement(STAGE, deck(), base(), tuple(encode(y) for y in ys), multiply(R, base()))
        mapping = [3 if j == 0 else j for j in PERM]
        for u_log in (None, trapdoor_u):
            rejected(statement, forge_shuffle(statement, permutation_matrix(mapping), R, u_log))
            rejected(statement, forge_shuffle(statement, permutation_matrix(PERM), R, u_log))


def test_a_substituted_card_fails_whoever_proves_it() -> None:
    other = parse(card_points(b"another hand", 1)[0])
    statement, proof = honest()
    outputs = list(statement.outputs)
    outputs[2] = encode(mul(R, other))
    forged = ShuffleStatement(STAGE, statement.inputs, base(), tuple(outputs), statement.base_out)
    rejected(forged, proof)
    rejected(forged, forge_shuffle(forged, permutation_matrix(PERM), R))
    rejected(forged, shuffle_proof.prove_shuffle(forged, R, PERM, b"s" * 32))


def test_a_swapped_pair_after_proving_fails() -> None:
    statement, proof = honest()
    outputs = list(statement.outputs)
    outputs[0], outputs[1] = outputs[1], outputs[0]
    rejected(ShuffleStatement(STAGE, statement.inputs, base(), tuple(outputs), statement.base_out), proof)


def test_a_stage_that_repeats_a_point_fails_with_the_honest_algorithm_on_a_non_permutation() -> None:
    order = (3, 0, 6, 1, 7, 2, 5, 3)  # card 3 twice, card 4 gone
    statement, proof = shuffle_proof.shuffle(STAGE, deck(), base(), R, order, b"s" * 32)
    assert len(set(statement.outputs)) == N - 1
    rejected(statement, proof)
    rejected(statement, forge_shuffle(statement, permutation_matrix(order), R))


def test_an_a_for_another_scalar_than_the_decks_fails() -> None:
    """A = r'·G with r' ≠ r (so the lock keys would not take the shuffle layer off)."""
    statement, _ = honest()
    forged = ShuffleStatement(STAGE, statement.inputs, base(), statement.outputs, multiply(R + 1, base()))
    rejected(forged, forge_shuffle(forged, permutation_matrix(PERM), R))
    rejected(forged, forge_shuffle(forged, permutation_matrix(PERM), R + 1))
    rejected(forged, shuffle_proof.prove_shuffle(forged, R, PERM, b"s" * 32))


# --- Fiat–Shamir: everything is bound ---------------------------------------------------------


def statement_variants(statement: ShuffleStatement) -> Iterator[tuple[str, ShuffleStatement]]:
    other = deck()[::-1]
    yield (
        "context",
        ShuffleStatement(
            statement.context + b"x", statement.inputs, statement.base, statement.outputs, statement.base_out
        ),
    )
    yield (
        "seat",
        ShuffleStatement(
            fairdeal.stage_context(HAND, "shuffle", 2),
            statement.inputs,
            statement.base,
            statement.outputs,
            statement.base_out,
        ),
    )
    yield (
        "pass",
        ShuffleStatement(
            fairdeal.stage_context(HAND, "lock", 1),
            statement.inputs,
            statement.base,
            statement.outputs,
            statement.base_out,
        ),
    )
    yield "input", ShuffleStatement(statement.context, other, statement.base, statement.outputs, statement.base_out)
    yield (
        "base",
        ShuffleStatement(
            statement.context, statement.inputs, key_base(b"other"), statement.outputs, statement.base_out
        ),
    )
    yield (
        "output",
        ShuffleStatement(
            statement.context, statement.inputs, statement.base, statement.outputs[::-1], statement.base_out
        ),
    )
    yield (
        "A",
        ShuffleStatement(
            statement.context, statement.inputs, statement.base, statement.outputs, multiply(2, statement.base_out)
        ),
    )


def test_every_statement_element_is_in_both_challenges() -> None:
    statement, proof = honest()
    e = shuffle_proof._challenge_vector(statement.digest(), proof.commitments)
    for name, variant in statement_variants(statement):
        assert variant.digest() != statement.digest(), name
        assert shuffle_proof._challenge_vector(variant.digest(), proof.commitments) != e, name
        assert rejected(variant, proof), name


def test_every_prover_message_is_bound_and_no_answer_is_malleable() -> None:
    statement, proof = honest()
    other = multiply(3, base())

    def changed(index: int, values: tuple[bytes, ...]) -> tuple[bytes, ...]:
        return (*values[:index], other, *values[index + 1 :])

    for i in (0, N - 1):
        rejected(statement, proof._replace(commitments=changed(i, proof.commitments)))
        rejected(statement, proof._replace(chain=changed(i, proof.chain)))
        for field in ("permuted", "chained"):
            values = list(getattr(proof, field))
            for bad in (values[i] + 1, values[i] + ORDER, 0, -values[i], ORDER - values[i]):
                rejected(statement, proof._replace(**{field: tuple(values[:i] + [bad] + values[i + 1 :])}))  # type: ignore[arg-type]
    for k in range(4):
        answers = list(proof.answers)
        for bad in (answers[k] + 1, answers[k] + ORDER, 0):
            rejected(statement, proof._replace(answers=tuple(answers[:k] + [bad] + answers[k + 1 :])))  # type: ignore[arg-type]
    for v in (proof.challenge + 1, proof.challenge + ORDER, 0, ORDER, ORDER - proof.challenge):
        rejected(statement, proof._replace(challenge=v))


def test_challenges_are_never_zero_and_the_wire_refuses_zero_or_oversized_scalars() -> None:
    statement, proof = honest()
    e = shuffle_proof._challenge_vector(statement.digest(), proof.commitments)
    assert all(0 < x < ORDER for x in e) and len(set(e)) == N and 0 < proof.challenge < ORDER
    wire = shuffle_proof_to_wire(proof)
    for bad in (
        bytes(32),
        scalar_to_bytes(ORDER - 1)[:31],
        ORDER.to_bytes(32, "big"),
        b"\xff" * 32,
        b"\x00" + scalar_to_bytes(proof.challenge),
    ):
        with pytest.raises(ProofError):
            shuffle_proof_from_wire([*wire[:2], bad, *wire[3:]], N)
    for k in (3, 4, 5):  # answers of the wrong length
        for wrong in (wire[k][:-1], [*wire[k], wire[k][0]]):
            with pytest.raises(ProofError):
                shuffle_proof_from_wire([*wire[:k], wrong, *wire[k + 1 :]], N)


def test_proofs_of_the_wrong_length_are_refused_with_a_reason() -> None:
    statement, proof = honest()
    for part in ("commitments", "chain", "permuted", "chained"):
        values = getattr(proof, part)
        for wrong in (values[:-1], (*values, values[0])):
            rejected(statement, proof._replace(**{part: wrong}))  # type: ignore[arg-type]
    for answers in (proof.answers[:3], (*proof.answers, 1)):
        rejected(statement, proof._replace(answers=answers))  # type: ignore[arg-type]
    short = ShuffleStatement(STAGE, statement.inputs, base(), statement.outputs[:-1], statement.base_out)
    rejected(short, proof)


# --- degenerate points and encodings --------------------------------------------------------


def bad_points() -> list[Any]:
    valid = parse(deck()[0])
    x_small = (1).to_bytes(32, "big")  # x = 1 is on the curve; x = p + 1 is the same x, not canonical
    assert parse(b"\x02" + x_small)
    return [
        bytes(33),
        b"\x02" + bytes(32),
        b"\x02" + (FIELD_PRIME + 1).to_bytes(32, "big"),
        b"\x03" + (FIELD_PRIME + 1).to_bytes(32, "big"),
        b"\x02" + (5).to_bytes(32, "big"),  # x = 5 is not on the curve
        b"\x04" + valid.format(compressed=False)[1:33],
        b"\x06" + valid.format()[1:],
        b"\x07" + valid.format()[1:],
        valid.format(compressed=False),
        valid.format()[:32],
        valid.format() + b"\x00",
        b"",
        valid.format().hex(),
        int.from_bytes(valid.format(), "big"),
        None,
    ]


def test_non_canonical_point_encodings_are_refused() -> None:
    for data in bad_points():
        with pytest.raises(GroupError):
            parse(data)


def test_degenerate_points_anywhere_in_a_shuffle_are_refused_with_a_reason() -> None:
    statement, proof = honest()
    for bad in bad_points():
        b = bad  # any type: the verifier must answer with ProofError, never crash
        outputs = (b, *statement.outputs[1:])
        rejected(ShuffleStatement(STAGE, statement.inputs, base(), outputs, statement.base_out), proof)
        rejected(ShuffleStatement(STAGE, statement.inputs, base(), statement.outputs, b), proof)
        rejected(ShuffleStatement(STAGE, statement.inputs, b, statement.outputs, statement.base_out), proof)
        rejected(statement, proof._replace(commitments=(b, *proof.commitments[1:])))
        rejected(statement, proof._replace(chain=(*proof.chain[:-1], b)))


def test_a_shuffle_by_a_trivial_scalar_is_a_true_statement_and_hides_nothing_of_its_own() -> None:
    """r = 1 (A = G) proves: it is a correct stage; it only adds no secrecy of its own (the other
    peers' layers still hide the cards). r = 0 cannot be written: A would be the point at infinity."""
    statement, proof = shuffle_proof.shuffle(STAGE, deck(), base(), 1, PERM, b"s" * 32)
    verify_shuffle(statement, proof)
    with pytest.raises(GroupError):
        shuffle_proof.shuffle(STAGE, deck(), base(), 0, PERM, b"s" * 32)


# --- generators and card points -------------------------------------------------------------


def test_generators_are_hashed_from_public_labels_and_distinct_from_card_points_and_g() -> None:
    gens = generators(N)

    def hashed(label: bytes) -> bytes:
        return hash_to_point(label, domain=b"tusac-shuffle-generator")

    assert encode(gens.h) == hashed(b"H") and encode(gens.u) == hashed(b"U")
    assert [encode(g) for g in gens.g] == [hashed(b"G" + i.to_bytes(2, "big")) for i in range(N)]
    everything = [encode(gens.h), encode(gens.u), *(encode(g) for g in gens.g), *deck(), base()]
    assert len(set(everything)) == len(everything)
    assert generators(112).g[:N] == gens.g


def test_hash_to_curve_domains_are_prefix_free_and_card_points_are_per_hand() -> None:
    """The domain tag is hashed without a length: no tag may be a prefix of another."""
    domains = [b"tusac-card-point", b"tusac-key-base", b"tusac-shuffle-generator"]
    for a in domains:
        for b in domains:
            assert a == b or not b.startswith(a)
    assert set(card_points(HAND, N)).isdisjoint(card_points(HAND[:-1] + b"I", N))
    assert key_base(HAND) != key_base(HAND[:-1] + b"I")
    # try-and-increment: the point is the first x from the counter that lies on the curve, even y
    point = hash_to_point(b"label")
    for counter in range(1000):
        x = hashlib.sha256(
            b"tusac-card-point" + (5).to_bytes(2, "big") + b"label" + counter.to_bytes(4, "big")
        ).digest()
        if b"\x02" + x == point:
            break
        with pytest.raises(GroupError):  # every earlier candidate is off the curve
            parse(b"\x02" + x)
    else:
        pytest.fail("the hashed point is not the first candidate on the curve")


# --- the lock proof and the keys --------------------------------------------------------------


def shuffled_for_lock() -> tuple[fairdeal.Shuffled, DealSecrets]:
    secrets = DealSecrets.from_seed(b"L" * 32, N)
    return shuffle_with_proof(STAGE, deck(), base(), secrets), secrets


def forge_lock(
    context: bytes,
    inputs: Sequence[bytes],
    a: bytes,
    outputs: Sequence[bytes],
    commitments: Sequence[bytes],
    factors: Sequence[int],
) -> tuple[LockStatement, int, list[int]]:
    """A Chaum–Pedersen transcript with nonces, answering with ``factors`` as if they were the witness."""
    statement = LockStatement(context, tuple(inputs), a, tuple(outputs), tuple(commitments))
    challenge, responses = proofs.prove_lock(statement, factors, b"forger" * 6)
    return statement, challenge, responses


def test_a_locker_that_copies_a_slot_fails() -> None:
    shuffled, secrets = shuffled_for_lock()
    w = list(secrets.lock_factors())
    zs = [parse(z) for z in shuffled.deck]
    outputs = [encode(mul(f, z)) for f, z in zip(w, zs, strict=True)]
    outputs[1] = encode(mul(w[1], zs[4]))  # slot 1 now holds slot 4's card
    commitments = [multiply(f, shuffled.commitment) for f in w]
    lock_rejected(*forge_lock(LOCK, shuffled.deck, shuffled.commitment, outputs, commitments, w))


def test_a_key_commitment_not_tied_to_the_slot_factor_fails() -> None:
    """A locker that wants a later key to open slot 3 to a card of its choice must publish K_3 for
    a factor other than the one it put on: refused however it answers."""
    shuffled, secrets = shuffled_for_lock()
    w = list(secrets.lock_factors())
    outputs = [multiply(f, z) for f, z in zip(w, shuffled.deck, strict=True)]
    for k3 in (multiply(7, base()), multiply(w[3], base()), multiply(w[3] + 1, shuffled.commitment)):
        commitments = [multiply(f, shuffled.commitment) for f in w]
        commitments[3] = k3
        lock_rejected(*forge_lock(LOCK, shuffled.deck, shuffled.commitment, outputs, commitments, w))
    # the A of the lock must be the locker's own A: a lock proven against another base fails
    good = forge_lock(
        LOCK, shuffled.deck, shuffled.commitment, outputs, [multiply(f, shuffled.commitment) for f in w], w
    )
    verify_lock(*good)
    lock_rejected(LockStatement(LOCK, good[0].inputs, base(), good[0].outputs, good[0].commitments), good[1], good[2])


def test_a_lock_proof_is_bound_to_everything_and_refuses_degenerate_values() -> None:
    shuffled, secrets = shuffled_for_lock()
    locked = lock_with_proof(LOCK, shuffled.deck, shuffled.commitment, secrets)
    statement = LockStatement(
        LOCK, tuple(shuffled.deck), shuffled.commitment, tuple(locked.deck), tuple(locked.commitments)
    )
    verify_lock(statement, locked.challenge, locked.responses)
    c, zs = locked.challenge, list(locked.responses)
    for variant in (
        LockStatement(LOCK + b"x", statement.inputs, statement.base, statement.outputs, statement.commitments),
        LockStatement(
            fairdeal.stage_context(HAND, "lock", 2),
            statement.inputs,
            statement.base,
            statement.outputs,
            statement.commitments,
        ),
        LockStatement(LOCK, statement.inputs[::-1], statement.base, statement.outputs, statement.commitments),
        LockStatement(LOCK, statement.inputs, statement.base, statement.outputs[::-1], statement.commitments),
        LockStatement(LOCK, statement.inputs, statement.base, statement.outputs, statement.commitments[::-1]),
    ):
        lock_rejected(variant, c, zs)
    for bad_c in (0, c + 1, c + ORDER, ORDER, -c):
        lock_rejected(statement, bad_c, zs)
    for bad in (0, zs[0] + ORDER, zs[0] + 1, -zs[0]):
        lock_rejected(statement, c, [bad, *zs[1:]])
    lock_rejected(statement, c, zs[:-1])
    lock_rejected(statement, c, [*zs, zs[0]])
    for point in bad_points():
        p = point
        lock_rejected(
            LockStatement(LOCK, statement.inputs, statement.base, (p, *statement.outputs[1:]), statement.commitments),
            c,
            zs,
        )
        lock_rejected(
            LockStatement(LOCK, statement.inputs, statement.base, statement.outputs, (*statement.commitments[:-1], p)),
            c,
            zs,
        )
        lock_rejected(LockStatement(LOCK, statement.inputs, p, statement.outputs, statement.commitments), c, zs)
    wire = proofs.lock_proof_to_wire(c, zs)
    for bad_bytes in (bytes(32), ORDER.to_bytes(32, "big"), scalar_to_bytes(c)[1:]):
        with pytest.raises(ProofError):
            proofs.lock_proof_from_wire([bad_bytes, wire[1]], N)
        with pytest.raises(ProofError):
            proofs.lock_proof_from_wire([wire[0], [bad_bytes, *wire[1][1:]]], N)


def test_a_key_passes_its_check_only_if_it_is_the_one_key_and_zero_or_oversized_keys_are_refused() -> None:
    shuffled, secrets = shuffled_for_lock()
    locked = lock_with_proof(LOCK, shuffled.deck, shuffled.commitment, secrets)
    g = parse(base())
    k = secrets.lock_keys[2]
    assert proofs.key_matches(k, g, locked.commitments[2])
    for other in (k + 1, ORDER - k, k * 2 % ORDER, secrets.lock_keys[3], secrets.lock_factors()[2]):
        assert not proofs.key_matches(other, g, locked.commitments[2])
    for data in (bytes(32), ORDER.to_bytes(32, "big"), (k + ORDER).to_bytes(33, "big"), scalar_to_bytes(k)[1:]):
        with pytest.raises(GroupError):
            scalar_from_wire(data)


# --- the deal as a whole --------------------------------------------------------------------


def mini_deal() -> tuple[list[DealSecrets], list[fairdeal.Shuffled], list[fairdeal.Locked], tuple[bytes, ...]]:
    seats = [DealSecrets.from_seed(bytes([seat]) * 32, N) for seat in range(4)]
    points = deck()
    current: Sequence[bytes] = points
    shuffles = []
    for seat, s in enumerate(seats):
        context = fairdeal.stage_context(HAND, "shuffle", seat)
        done = shuffle_with_proof(context, current, base(), s)
        verify_shuffle(ShuffleStatement(context, tuple(current), base(), done.deck, done.commitment), done.proof)
        shuffles.append(done)
        current = done.deck
    locks = []
    for seat, s in enumerate(seats):
        context = fairdeal.stage_context(HAND, "lock", seat)
        done_lock = lock_with_proof(context, current, shuffles[seat].commitment, s)
        verify_lock(
            LockStatement(context, tuple(current), shuffles[seat].commitment, done_lock.deck, done_lock.commitments),
            done_lock.challenge,
            done_lock.responses,
        )
        locks.append(done_lock)
        current = done_lock.deck
    return seats, shuffles, locks, points


def test_keys_that_pass_their_checks_open_every_slot_to_one_card_each() -> None:
    seats, _, locks, points = mini_deal()
    g = parse(base())
    opened = []
    for slot in range(N):
        keys = [s.lock_keys[slot] for s in seats]
        assert all(proofs.key_matches(k, g, locks[q].commitments[slot]) for q, k in enumerate(keys))
        opened.append(points.index(open_point(locks[-1].deck[slot], keys)))
    assert sorted(opened) == list(range(N))


def test_a_coalition_of_three_gets_only_a_point_under_the_fourth_key() -> None:
    """Seats 1–3 strip every layer of their own off a slot dealt to seat 0: what is left is
    k_0·M(card), no card point; telling which card it is means deciding DDH on (G, K_0, M, k_0·M)."""
    seats, _, locks, points = mini_deal()
    for slot in range(N):
        partial = open_point(locks[-1].deck[slot], [s.lock_keys[slot] for s in seats[1:]])
        assert partial not in points
        assert open_point(partial, [seats[0].lock_keys[slot]]) in points


def test_a_forged_stage_in_the_middle_of_a_deal_is_refused_before_any_lock() -> None:
    """Seat 2 twins a card in its shuffle stage with the best forger above: seat 3 refuses it."""
    _, shuffles, _, _ = mini_deal()
    xs = [parse(x) for x in shuffles[1].deck]
    r = 0xABCDEF
    ys = [mul(2 * r, xs[0]), mul(r, add([xs[1], mul(ORDER - 1, xs[0])]))] + [mul(r, x) for x in xs[2:]]
    context = fairdeal.stage_context(HAND, "shuffle", 2)
    statement = ShuffleStatement(context, shuffles[1].deck, base(), tuple(encode(y) for y in ys), multiply(r, base()))
    _, matrix = twin_stage()
    rejected(statement, forge_shuffle(statement, matrix, r))
    wire = shuffle_proof_to_wire(forge_shuffle(statement, matrix, r))
    rejected(statement, shuffle_proof_from_wire(wire, N))
