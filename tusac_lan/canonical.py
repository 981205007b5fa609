"""Canonical msgpack: the one byte form used for hashing."""

from __future__ import annotations

import hashlib
from typing import Any

import msgpack


def _check(obj: Any) -> Any:
    if obj is None or isinstance(obj, (bool, int, str, bytes)):
        return obj
    if isinstance(obj, (list, tuple)):
        return [_check(x) for x in obj]
    raise TypeError(f"not canonical: {type(obj).__name__}")


def pack_canonical(obj: Any) -> bytes:
    """Lists, integers, strings, bytes, booleans and None only: no maps or floats, so no order or rounding question."""
    packed: bytes = msgpack.packb(_check(obj), use_bin_type=True)
    return packed


def pack_trusted(obj: Any) -> bytes:
    """The same bytes as ``pack_canonical`` for structures the engine builds itself (no type walk: hot path)."""
    packed: bytes = msgpack.packb(obj, use_bin_type=True)
    return packed


def digest(data: bytes) -> bytes:
    return hashlib.blake2b(data, digest_size=32).digest()
