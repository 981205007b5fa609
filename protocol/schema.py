"""Schemas of message payloads: each checks a decoded msgpack value and knows its largest encoding.

A schema is a small frozen value, so a game can describe its move layout with the same pieces the
protocol uses for its own messages, and equal layouts compare and hash equal. ``max_size`` is the
longest canonical msgpack encoding of any value the schema accepts; message size limits are
computed from it instead of being written by hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class SchemaError(ValueError):
    """A value that does not fit its schema; the text says why."""


def _int_size(value: int) -> int:
    if 0 <= value <= 0x7F or -32 <= value < 0:
        return 1
    if -0x80 <= value <= 0xFF:
        return 2
    if -0x8000 <= value <= 0xFFFF:
        return 3
    if -0x8000_0000 <= value <= 0xFFFF_FFFF:
        return 5
    return 9


def _bin_header(length: int) -> int:
    return 2 if length < 0x100 else 3 if length < 0x1_0000 else 5


def _str_header(length: int) -> int:
    return 1 if length < 32 else 2 if length < 0x100 else 3 if length < 0x1_0000 else 5


def _array_header(length: int) -> int:
    return 1 if length < 16 else 3 if length < 0x1_0000 else 5


class Schema:
    """Base of the schema pieces."""

    def check(self, value: Any) -> None:
        raise NotImplementedError

    @property
    def max_size(self) -> int:
        raise NotImplementedError


@dataclass(frozen=True)
class Int(Schema):
    low: int
    high: int

    def __post_init__(self) -> None:
        if not -(2**63) <= self.low <= self.high < 2**64:
            raise ValueError(f"bad integer range {self.low}..{self.high}")

    def check(self, value: Any) -> None:
        if not isinstance(value, int) or isinstance(value, bool) or not self.low <= value <= self.high:
            raise SchemaError(f"expected an integer {self.low}..{self.high}")

    @property
    def max_size(self) -> int:
        return max(_int_size(self.low), _int_size(self.high))


@dataclass(frozen=True)
class Bytes(Schema):
    """Exactly ``size`` bytes."""

    size: int

    def check(self, value: Any) -> None:
        if not isinstance(value, bytes) or len(value) != self.size:
            raise SchemaError(f"expected {self.size} bytes")

    @property
    def max_size(self) -> int:
        return _bin_header(self.size) + self.size


@dataclass(frozen=True)
class Blob(Schema):
    """At most ``max_len`` bytes."""

    max_len: int

    def check(self, value: Any) -> None:
        if not isinstance(value, bytes) or len(value) > self.max_len:
            raise SchemaError(f"expected at most {self.max_len} bytes")

    @property
    def max_size(self) -> int:
        return _bin_header(self.max_len) + self.max_len


@dataclass(frozen=True)
class Text(Schema):
    """1 to ``max_len`` characters."""

    max_len: int

    def check(self, value: Any) -> None:
        if not isinstance(value, str) or not 0 < len(value) <= self.max_len:
            raise SchemaError(f"expected text of 1..{self.max_len} characters")

    @property
    def max_size(self) -> int:
        utf8 = 4 * self.max_len
        return _str_header(utf8) + utf8


@dataclass(frozen=True)
class ListOf(Schema):
    """A list of at most ``max_len`` items (exactly ``exact`` if given), each checked by ``item``."""

    item: Schema
    max_len: int
    exact: int | None = None

    def __post_init__(self) -> None:
        if self.max_len < 0 or (self.exact is not None and not 0 <= self.exact <= self.max_len):
            raise ValueError("bad list length bounds")

    def check(self, value: Any) -> None:
        if not isinstance(value, list):
            raise SchemaError("expected a list")
        if len(value) > self.max_len:
            raise SchemaError(f"a list of at most {self.max_len}")
        if self.exact is not None and len(value) != self.exact:
            raise SchemaError(f"a list of exactly {self.exact}")
        check = self.item.check
        for x in value:
            check(x)

    @property
    def max_size(self) -> int:
        return _array_header(self.max_len) + self.max_len * self.item.max_size


@dataclass(frozen=True)
class Fields(Schema):
    """A list of exactly ``len(items)`` values, the i-th checked by ``items[i]``."""

    items: tuple[Schema, ...]

    def check(self, value: Any) -> None:
        if not isinstance(value, list) or len(value) != len(self.items):
            raise SchemaError(f"expected {len(self.items)} fields")
        for x, item in zip(value, self.items, strict=True):
            item.check(x)

    @property
    def max_size(self) -> int:
        return _array_header(len(self.items)) + sum(item.max_size for item in self.items)


def fields(*items: Schema) -> Fields:
    return Fields(tuple(items))
