"""The prime-order group of the fair deal: secp256k1 through libsecp256k1 (``coincurve``).

A card is a point hashed onto the curve (its discrete log is unknown to everyone). Encrypting
with a scalar k is k·P; multiplications by scalars commute, so layers put on by different peers
come off in any order, each peer with its own key. secp256k1 has cofactor 1, so every valid
point lies in the group of prime order ``ORDER``. Points travel compressed (33 bytes); point
addition, which the proofs need, is available here (it is not through ``cryptography``'s ECDH).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from coincurve import PublicKey

ORDER = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
FIELD_PRIME = 2**256 - 2**32 - 977
POINT_SIZE = 33
SCALAR_SIZE = 32

Point = PublicKey


class GroupError(ValueError):
    """Bytes that are not a compressed curve point, or a bad scalar."""


def parse(data: bytes) -> Point:
    """A point from its 33-byte compressed form; anything else (infinity, junk) is refused."""
    if not isinstance(data, bytes) or len(data) != POINT_SIZE or data[0] not in (2, 3):
        raise GroupError("a point is 33 bytes, compressed")
    try:
        return PublicKey(data)
    except ValueError:
        raise GroupError("not a curve point") from None


def encode(point: Point) -> bytes:
    return point.format(compressed=True)


def is_point(data: bytes) -> bool:
    try:
        parse(data)
    except GroupError:
        return False
    return True


def hash_to_point(label: bytes, domain: bytes = b"tusac-card-point") -> bytes:
    """Try-and-increment: the first valid x among SHA-256(domain, label, counter), even y.

    Nobody knows the discrete log of the result relative to any other point."""
    counter = 0
    while True:
        x = hashlib.sha256(domain + len(label).to_bytes(2, "big") + label + counter.to_bytes(4, "big")).digest()
        if int.from_bytes(x, "big") < FIELD_PRIME:
            try:
                return encode(PublicKey(b"\x02" + x))
            except ValueError:
                pass
        counter += 1


def _check_scalar(scalar: int) -> bytes:
    if not 0 < scalar < ORDER:
        raise GroupError("a scalar lies in 1..n-1")
    return scalar.to_bytes(SCALAR_SIZE, "big")


def mul(scalar: int, point: Point) -> Point:
    return point.multiply(_check_scalar(scalar))


def multiply(scalar: int, data: bytes) -> bytes:
    return encode(mul(scalar, parse(data)))


def add(points: Sequence[Point]) -> Point:
    """The sum of the points; a sum that is the point at infinity is refused."""
    try:
        return PublicKey.combine_keys(list(points))
    except ValueError:
        raise GroupError("the sum is the point at infinity") from None


def inverse(scalar: int) -> int:
    return pow(scalar, -1, ORDER)


def scalar_from_bytes(data: bytes) -> int:
    """A scalar in 1..n-1 from 64 uniform bytes (the bias of reducing 512 bits is negligible)."""
    return int.from_bytes(data, "big") % (ORDER - 1) + 1


def scalar_to_bytes(scalar: int) -> bytes:
    return scalar.to_bytes(SCALAR_SIZE, "big")


def scalar_from_wire(data: bytes) -> int:
    """A non-zero scalar (a key, a proof's scalar) from its 32 bytes."""
    if not isinstance(data, bytes) or len(data) != SCALAR_SIZE:
        raise GroupError("a scalar is 32 bytes")
    value = int.from_bytes(data, "big")
    if not 0 < value < ORDER:
        raise GroupError("a scalar lies in 1..n-1")
    return value
