"""Every protocol message: its schema, its size limit, and how it is signed and checked.

Wire form: msgpack ``[version, body, signature]`` where ``body`` is msgpack
``[table_id, hand, seat, seq, type, payload]`` and the signature is Ed25519 over
``b"tusac-msg" + body`` by the key of ``seat`` at that table. The receiver checks the signature
against the key it holds for the seat, so the sender is always taken from the signature.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import msgpack

from .identity import PUBLIC_KEY_SIZE, SIGNATURE_SIZE, Identity, verify
from .schema import Blob, Bytes, Int, ListOf, Schema, SchemaError, Text, fields
from .shape import TableShape

PROTOCOL_VERSION = 2
SIGNING_PREFIX = b"tusac-msg"
MAX_WIRE = 65_536
KEY_SIZE = 32
EVIDENCE_ENTRIES = 1_500
MAX_HAND = 1_000_000
MAX_SEQ = 2**62
ENVELOPE = 128
"""What a message adds around its payload at most: version, table id, hand, seat, seq, type name and
signature take 115 bytes with a 16-byte table id and the longest numbers and type name."""
EXHIBITED = MAX_WIRE - 2_048
"""The largest message another message (an abort or an exhibit) may carry as proof."""


class MessageError(ValueError):
    """A message that is rejected; the text says why."""


class ForAnotherTable(MessageError):
    """A message of another table of the same session (the one before, or the next): not this table's
    business, and no sign of a misbehaving peer."""


def _require(condition: bool, reason: str) -> None:
    if not condition:
        raise MessageError(reason)


@dataclass(frozen=True)
class MessageType:
    name: str
    payload: Schema
    max_wire: int


def _message_type(name: str, payload: Schema) -> MessageType:
    """A message type whose size limit is the longest payload its schema admits, plus the envelope."""
    return MessageType(name, payload, min(MAX_WIRE, ENVELOPE + payload.max_size))


def _build_types(shape: TableShape) -> dict[str, MessageType]:
    seat = Int(0, shape.seats - 1)
    card = Int(0, shape.deck - 1)
    turn = Int(0, 100_000)
    seq = Int(0, MAX_SEQ)
    digest = Bytes(32)
    point = Bytes(33)
    slot_key = fields(card, Bytes(KEY_SIZE))
    stage = ListOf(point, shape.deck, shape.deck)
    scalars = ListOf(Bytes(KEY_SIZE), shape.deck, shape.deck)
    # A shuffle stage: the deck, A = a·G, and its proof (protocol/shuffle_proof.py): permutation
    # commitments, product chain, challenge, four answers, an answer per card and one per chain link.
    shuffle_proof = fields(stage, stage, Bytes(KEY_SIZE), ListOf(Bytes(KEY_SIZE), 4, 4), scalars, scalars)
    # A lock stage: the deck, every K_i = k_i·G, and the Chaum–Pedersen proof (challenge, one answer per slot).
    lock = fields(stage, stage, fields(Bytes(KEY_SIZE), scalars))
    types = [
        # [seed commitment, nonce commitment, digest of the TABLE the seat accepted]
        _message_type("commit", fields(digest, digest, digest)),
        _message_type("nonce", fields(digest)),
        _message_type("shuffle", fields(stage, point, shuffle_proof)),
        _message_type("lock", lock),
        _message_type("deal_keys", ListOf(slot_key, shape.deck)),
        # A move: [engine turn, the game's move, keys for what it shows, hash of the state it was made on].
        _message_type("action", fields(turn, shape.move, ListOf(slot_key, shape.move_keys), digest)),
        _message_type("reveal", fields(turn, card, Bytes(KEY_SIZE), digest)),
        _message_type("hash", fields(turn, digest)),
        _message_type("open", fields(digest)),
        # Why a peer stops the hand, with the signed message(s) that prove it (none: it proves nothing).
        _message_type("abort", fields(Text(300), ListOf(Blob(EXHIBITED), shape.seats - 1))),
        # After a state hash disagreement: [turn, [[seat, seq, body digest], ...]] of every message taken in.
        _message_type("evidence", fields(turn, ListOf(fields(seat, seq, Bytes(16)), EVIDENCE_ENTRIES))),
        # One message this peer holds, shown because another peer listed a different one under its number.
        _message_type("exhibit", fields(Blob(EXHIBITED))),
        # Past a deadline: "I lack message [seq] of [seat]; whoever has it, show it" (answered by an exhibit).
        _message_type("missing", fields(seat, seq)),
        # Past the grace after that: "message [seq] of [seat], owed for [what], never reached me" (signed word).
        _message_type("withheld", fields(seat, seq, Text(60))),
        # The same word given for a void among the peers still here ("lost at once"), with the seats this
        # peer's own links gave up on: [seat, seq, what, [absent seat, ...]]. It is signed for that void
        # alone, so a withheld statement signed for every other peer's word never counts as one.
        _message_type("lost", fields(seat, seq, Text(60), ListOf(seat, shape.seats))),
        # The end of a hand as this peer saw it: the digest of the hand file's body and of the session so far.
        _message_type("record", fields(digest, digest)),
    ]
    for t in types:
        if t.name not in ("abort", "evidence", "exhibit") and t.max_wire > EXHIBITED:
            raise ValueError(f"a {t.name} message at this table may take {t.max_wire} bytes, more than {EXHIBITED}")
    return {t.name: t for t in types}


_TYPES: dict[TableShape, dict[str, MessageType]] = {}


def message_types(shape: TableShape) -> dict[str, MessageType]:
    """Every message type at a table of this shape, with its schema and size limit (built once per shape)."""
    types = _TYPES.get(shape)
    if types is None:
        types = _TYPES[shape] = _build_types(shape)
    return types


def checked_shape(shape: TableShape) -> TableShape:
    """``shape`` once every message at a table of that shape fits; raise ValueError if one cannot. A game
    makes its shapes through here, so a shape too big for the wire fails where it is made."""
    message_types(shape)
    return shape


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


def encode(
    identity: Identity, table_id: bytes, hand: int, seat: int, seq: int, type_: str, payload: Any, shape: TableShape
) -> Message:
    """Sign one message for a table of this shape; raise MessageError if it does not fit its schema."""
    spec = message_types(shape).get(type_)
    if spec is None:
        raise MessageError(f"unknown message type {type_!r}")
    _check_payload(spec, payload)
    body: bytes = msgpack.packb([table_id, hand, seat, seq, type_, payload], use_bin_type=True)
    message = Message(table_id, hand, seat, seq, type_, payload, body, identity.sign(SIGNING_PREFIX + body))
    if len(message.wire) > spec.max_wire:
        raise MessageError(f"{type_} message of {len(message.wire)} bytes exceeds {spec.max_wire}")
    return message


def _check_payload(spec: MessageType, payload: Any) -> None:
    try:
        spec.payload.check(payload)
    except SchemaError as exc:
        raise MessageError(f"bad {spec.name} payload: {exc}") from None


def _counter(value: Any, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= high


def decode(wire: bytes, table_id: bytes, seat_keys: list[bytes], shape: TableShape) -> Message:
    """Parse and check one message for a table of this shape (``seat_keys`` holds one key per seat);
    raise MessageError with the reason it is rejected."""
    types = message_types(shape)
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
    # An integer only: the float 2.0 equals 2 in Python and msgpack keeps it a float, so it would pass.
    wrong_version = type(version) is not int or version != PROTOCOL_VERSION
    _require(not wrong_version, f"protocol version {version!r}, expected {PROTOCOL_VERSION}")
    _require(isinstance(body, bytes) and isinstance(signature, bytes), "malformed: body and signature are bytes")
    _require(len(signature) == SIGNATURE_SIZE, "unsigned or badly signed")
    try:
        inner = msgpack.unpackb(body, raw=False, strict_map_key=True, max_bin_len=MAX_WIRE, max_str_len=1024)
    except Exception as exc:
        raise MessageError(f"malformed body: {type(exc).__name__}") from None
    _require(isinstance(inner, list) and len(inner) == 6, "malformed body")
    _require(msgpack.packb(inner, use_bin_type=True) == body, "body not in canonical form")
    msg_table, hand, seat, seq, type_, payload = inner
    if msg_table != table_id:
        raise ForAnotherTable("for another table")
    _require(_counter(hand, MAX_HAND), f"a hand number is an integer 0..{MAX_HAND}")
    _require(_counter(seat, shape.seats - 1), f"a seat is an integer 0..{shape.seats - 1}")
    _require(_counter(seq, MAX_SEQ), f"a sequence number is an integer 0..{MAX_SEQ}")
    spec = types.get(type_) if isinstance(type_, str) else None
    _require(spec is not None, f"unknown message type {type_!r}")
    assert spec is not None
    _require(len(wire) <= spec.max_wire, f"oversized {type_}: {len(wire)} bytes")
    _require(len(seat_keys) == shape.seats, "a key for every seat")
    key = seat_keys[seat]
    _require(len(key) == PUBLIC_KEY_SIZE and verify(key, signature, SIGNING_PREFIX + body), "bad signature")
    _check_payload(spec, payload)
    return Message(table_id, hand, seat, seq, type_, payload, body, signature)
