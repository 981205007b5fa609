"""Commutative encryption of card points on P-256, x-coordinates only.

A card is a point hashed onto the curve (its discrete log is unknown to everyone). Encrypting
with a scalar k is k·P. Multiplication by scalars commutes, so layers put on by different peers
can be taken off in any order, each peer with its own key. Only x-coordinates travel: x(k·P)
depends on x(P) alone (P and −P share it), and ECDH in `cryptography` computes exactly that.
P-256 has cofactor 1, so every valid point lies in the prime-order group.
"""

from __future__ import annotations

import hashlib

from cryptography.hazmat.primitives.asymmetric import ec

CURVE = ec.SECP256R1()
FIELD_PRIME = 2**256 - 2**224 + 2**192 + 2**96 - 1
ORDER = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
POINT_SIZE = 32


class GroupError(ValueError):
    """Bytes that are not the x-coordinate of a curve point, or a bad scalar."""


def _public_key(x: bytes) -> ec.EllipticCurvePublicKey:
    if len(x) != POINT_SIZE:
        raise GroupError("a point is 32 bytes")
    try:
        return ec.EllipticCurvePublicKey.from_encoded_point(CURVE, b"\x02" + x)
    except ValueError:
        raise GroupError("not the x-coordinate of a curve point") from None


def is_point(x: bytes) -> bool:
    try:
        _public_key(x)
    except GroupError:
        return False
    return True


def hash_to_point(label: bytes) -> bytes:
    """Try-and-increment: the first valid x among SHA-256(label, counter)."""
    counter = 0
    while True:
        candidate = hashlib.sha256(b"tusac-card-point" + label + counter.to_bytes(4, "big")).digest()
        if int.from_bytes(candidate, "big") < FIELD_PRIME and is_point(candidate):
            return candidate
        counter += 1


def multiply(scalar: int, x: bytes) -> bytes:
    if not 0 < scalar < ORDER:
        raise GroupError("a scalar lies in 1..n-1")
    return ec.derive_private_key(scalar, CURVE).exchange(ec.ECDH(), _public_key(x))


def inverse(scalar: int) -> int:
    return pow(scalar, -1, ORDER)


def scalar_from_bytes(data: bytes) -> int:
    """A scalar in 1..n-1 from 64 uniform bytes (the bias of reducing 512 bits is negligible)."""
    return int.from_bytes(data, "big") % (ORDER - 1) + 1


def scalar_to_bytes(scalar: int) -> bytes:
    return scalar.to_bytes(32, "big")


def scalar_from_wire(data: bytes) -> int:
    if len(data) != 32:
        raise GroupError("a scalar is 32 bytes")
    value = int.from_bytes(data, "big")
    if not 0 < value < ORDER:
        raise GroupError("a scalar lies in 1..n-1")
    return value
