"""Every protocol message: its schema, its size limit, and how it is signed and checked.

Wire form: msgpack ``[version, body, signature]`` where ``body`` is msgpack
``[table_id, hand, seat, seq, type, payload]`` and the signature is Ed25519 over
``b"tusac-msg" + body`` by the key of ``seat`` at that table. The receiver checks the signature
against the key it holds for the seat, so the sender is always taken from the signature.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import msgpack

from .identity import PUBLIC_KEY_SIZE, SIGNATURE_SIZE, Identity, verify

PROTOCOL_VERSION = 2
SIGNING_PREFIX = b"tusac-msg"
MAX_WIRE = 65_536
SEATS = 4
DECK = 112
KEY_SIZE = 32


class MessageError(ValueError):
    """A message that is rejected; the text says why."""


Check = Callable[[Any], None]


def _require(condition: bool, reason: str) -> None:
    if not condition:
        raise MessageError(reason)


def _bytes(size: int) -> Check:
    def check(value: Any) -> None:
        _require(isinstance(value, bytes) and len(value) == size, f"expected {size} bytes")

    return check


def _int(low: int, high: int) -> Check:
    def check(value: Any) -> None:
        _require(
            isinstance(value, int) and not isinstance(value, bool) and low <= value <= high,
            f"expected an integer {low}..{high}",
        )

    return check


def _text(max_len: int) -> Check:
    def check(value: Any) -> None:
        _require(isinstance(value, str) and 0 < len(value) <= max_len, f"expected text of 1..{max_len} characters")

    return check


def _bin(max_len: int) -> Check:
    def check(value: Any) -> None:
        _require(isinstance(value, bytes) and len(value) <= max_len, f"expected at most {max_len} bytes")

    return check


def _list(item: Check, max_len: int, exact: int | None = None) -> Check:
    def check(value: Any) -> None:
        _require(isinstance(value, list), "expected a list")
        _require(len(value) <= max_len, f"a list of at most {max_len}")
        _require(exact is None or len(value) == exact, f"a list of exactly {exact}")
        for x in value:
            item(x)

    return check


def _fields(*checks: Check) -> Check:
    def check(value: Any) -> None:
        _require(isinstance(value, list) and len(value) == len(checks), f"expected {len(checks)} fields")
        for x, c in zip(value, checks, strict=True):
            c(x)

    return check


def _any_action(value: Any) -> None:
    _fields(_int(0, 4), _int(-1, 3), _int(-1, 7), _list(_int(0, DECK - 1), DECK), _list(_int(-1, DECK - 1), DECK))(
        value
    )


SLOT_KEY = _fields(_int(0, DECK - 1), _bytes(KEY_SIZE))
EVIDENCE_ENTRIES = 1_500
MESSAGE_ENTRY = _fields(_int(0, SEATS - 1), _int(0, 2**62), _bytes(16))
POINT = _bytes(33)
STAGE = _list(POINT, DECK, DECK)
SCALARS = _list(_bytes(KEY_SIZE), DECK, DECK)
# A shuffle stage: the deck, A = a·G, and its proof (protocol/shuffle_proof.py): permutation
# commitments, product chain, challenge, four answers, an answer per card and one per chain link.
SHUFFLE_PROOF = _fields(STAGE, STAGE, _bytes(KEY_SIZE), _list(_bytes(KEY_SIZE), 4, 4), SCALARS, SCALARS)
SHUFFLE = _fields(STAGE, POINT, SHUFFLE_PROOF)
# A lock stage: the deck, every K_i = k_i·G, and the Chaum–Pedersen proof (challenge, one answer per slot).
LOCK = _fields(STAGE, STAGE, _fields(_bytes(KEY_SIZE), SCALARS))


@dataclass(frozen=True)
class MessageType:
    name: str
    payload: Check
    max_wire: int


MESSAGE_TYPES: dict[str, MessageType] = {
    t.name: t
    for t in (
        # [seed commitment, nonce commitment, digest of the TABLE the seat accepted]
        MessageType("commit", _fields(_bytes(32), _bytes(32), _bytes(32)), 512),
        MessageType("nonce", _fields(_bytes(32)), 512),
        MessageType("shuffle", SHUFFLE, 24_000),
        MessageType("lock", LOCK, 13_000),
        MessageType("deal_keys", _list(SLOT_KEY, DECK), 4_800),
        # A move: [engine turn, action, keys for what it shows, hash of the state it was made on].
        MessageType("action", _fields(_int(0, 100_000), _any_action, _list(SLOT_KEY, 32), _bytes(32)), 2_500),
        MessageType("reveal", _fields(_int(0, 100_000), _int(0, DECK - 1), _bytes(KEY_SIZE), _bytes(32)), 600),
        MessageType("hash", _fields(_int(0, 100_000), _bytes(32)), 512),
        MessageType("open", _fields(_bytes(32)), 512),
        # Why a peer stops the hand, with the signed message(s) that prove it (none: it proves nothing).
        MessageType("abort", _fields(_text(300), _list(_bin(MAX_WIRE - 2_048), SEATS - 1)), MAX_WIRE),
        # After a state hash disagreement: [turn, [[seat, seq, body digest], ...]] of every message taken in.
        MessageType("evidence", _fields(_int(0, 100_000), _list(MESSAGE_ENTRY, EVIDENCE_ENTRIES)), MAX_WIRE),
        # One message this peer holds, shown because another peer listed a different one under its number.
        MessageType("exhibit", _fields(_bin(MAX_WIRE - 2_048)), MAX_WIRE),
        # Past a deadline: "I lack message [seq] of [seat]; whoever has it, show it" (answered by an exhibit).
        MessageType("missing", _fields(_int(0, SEATS - 1), _int(0, 2**62)), 512),
        # Past the grace after that: "message [seq] of [seat], owed for [what], never reached me" (signed word).
        MessageType("withheld", _fields(_int(0, SEATS - 1), _int(0, 2**62), _text(60)), 512),
        # The end of a hand as this peer saw it: the digest of the hand file's body and of the session so far.
        MessageType("record", _fields(_bytes(32), _bytes(32)), 512),
    )
}


@dataclass(frozen=True)
class Message:
    table_id: bytes
    hand: int
    seat: int
    seq: int
    type: str
    payload: Any
    body: bytes
    signature: bytes

    @property
    def wire(self) -> bytes:
        packed: bytes = msgpack.packb([PROTOCOL_VERSION, self.body, self.signature], use_bin_type=True)
        return packed


def encode(identity: Identity, table_id: bytes, hand: int, seat: int, seq: int, type_: str, payload: Any) -> Message:
    spec = MESSAGE_TYPES.get(type_)
    if spec is None:
        raise MessageError(f"unknown message type {type_!r}")
    spec.payload(payload)
    body: bytes = msgpack.packb([table_id, hand, seat, seq, type_, payload], use_bin_type=True)
    message = Message(table_id, hand, seat, seq, type_, payload, body, identity.sign(SIGNING_PREFIX + body))
    if len(message.wire) > spec.max_wire:
        raise MessageError(f"{type_} message of {len(message.wire)} bytes exceeds {spec.max_wire}")
    return message


def decode(wire: bytes, table_id: bytes, seat_keys: list[bytes]) -> Message:
    """Parse and check one message; raise MessageError with the reason it is rejected."""
    _require(isinstance(wire, bytes), "not bytes")
    _require(len(wire) <= MAX_WIRE, f"oversized: {len(wire)} bytes")
    try:
        outer = msgpack.unpackb(wire, raw=False, strict_map_key=True, max_bin_len=MAX_WIRE, max_str_len=1024)
    except Exception as exc:  # msgpack raises several unrelated exception types
        raise MessageError(f"malformed: {type(exc).__name__}") from None
    _require(isinstance(outer, list) and len(outer) == 3, "malformed: not [version, body, signature]")
    # One byte form per message: anything but msgpack's shortest encoding is refused, so a message
    # (and a history file) has exactly one valid spelling.
    _require(msgpack.packb(outer, use_bin_type=True) == wire, "not in canonical form")
    version, body, signature = outer
    _require(version == PROTOCOL_VERSION, f"protocol version {version!r}, expected {PROTOCOL_VERSION}")
    _require(isinstance(body, bytes) and isinstance(signature, bytes), "malformed: body and signature are bytes")
    _require(len(signature) == SIGNATURE_SIZE, "unsigned or badly signed")
    try:
        inner = msgpack.unpackb(body, raw=False, strict_map_key=True, max_bin_len=MAX_WIRE, max_str_len=1024)
    except Exception as exc:
        raise MessageError(f"malformed body: {type(exc).__name__}") from None
    _require(isinstance(inner, list) and len(inner) == 6, "malformed body")
    _require(msgpack.packb(inner, use_bin_type=True) == body, "body not in canonical form")
    msg_table, hand, seat, seq, type_, payload = inner
    _require(msg_table == table_id, "for another table")
    _int(0, 1_000_000)(hand)
    _int(0, SEATS - 1)(seat)
    _int(0, 2**62)(seq)
    spec = MESSAGE_TYPES.get(type_) if isinstance(type_, str) else None
    _require(spec is not None, f"unknown message type {type_!r}")
    assert spec is not None
    _require(len(wire) <= spec.max_wire, f"oversized {type_}: {len(wire)} bytes")
    key = seat_keys[seat]
    _require(len(key) == PUBLIC_KEY_SIZE and verify(key, signature, SIGNING_PREFIX + body), "bad signature")
    try:
        spec.payload(payload)
    except MessageError as exc:
        raise MessageError(f"bad {type_} payload: {exc}") from None
    return Message(table_id, hand, seat, seq, type_, payload, body, signature)
