from __future__ import annotations

import msgpack
import pytest

from protocol.identity import Identity, IdentityError, fingerprint
from protocol.messages import MessageError, decode, encode

TABLE = b"T" * 16


@pytest.fixture(scope="module")
def players() -> list[Identity]:
    return [Identity.generate(f"p{i}") for i in range(4)]


def keys(players: list[Identity]) -> list[bytes]:
    return [p.public_key for p in players]


def test_a_signed_message_round_trips(players: list[Identity]) -> None:
    msg = encode(players[1], TABLE, 3, 1, 7, "nonce", [b"n" * 32])
    got = decode(msg.wire, TABLE, keys(players))
    assert (got.seat, got.seq, got.type, got.payload) == (1, 7, "nonce", [b"n" * 32])


def test_the_sender_is_the_signer_not_the_claimed_seat(players: list[Identity]) -> None:
    forged = encode(players[0], TABLE, 0, 2, 1, "nonce", [b"n" * 32])  # seat 2 claimed, seat 0 signed
    with pytest.raises(MessageError, match="bad signature"):
        decode(forged.wire, TABLE, keys(players))


@pytest.mark.parametrize(
    ("wire", "reason"),
    [
        (b"\x00" * 70_000, "oversized"),
        (b"\xc1\xc1", "malformed"),
        (msgpack.packb([1, b"body", b""]), "unsigned"),
        (msgpack.packb([9, b"body", b"s" * 64]), "version"),
        (msgpack.packb({"a": 1}), "malformed"),
    ],
    ids=["oversized", "garbage", "unsigned", "version", "map"],
)
def test_bad_wire_is_rejected_with_a_reason(players: list[Identity], wire: bytes, reason: str) -> None:
    with pytest.raises(MessageError, match=reason):
        decode(wire, TABLE, keys(players))


def test_a_changed_byte_breaks_the_signature(players: list[Identity]) -> None:
    wire = bytearray(encode(players[2], TABLE, 0, 2, 1, "hash", [5, b"h" * 32]).wire)
    wire[-70] ^= 1
    with pytest.raises(MessageError):
        decode(bytes(wire), TABLE, keys(players))


def test_payloads_are_checked_against_their_schema(players: list[Identity]) -> None:
    with pytest.raises(MessageError):
        encode(players[0], TABLE, 0, 0, 1, "reveal", [200, b"k" * 32])
    with pytest.raises(MessageError, match="unknown message type"):
        encode(players[0], TABLE, 0, 0, 1, "gossip", [])


def test_a_message_for_another_table_is_rejected(players: list[Identity]) -> None:
    msg = encode(players[0], b"U" * 16, 0, 0, 1, "nonce", [b"n" * 32])
    with pytest.raises(MessageError, match="another table"):
        decode(msg.wire, TABLE, keys(players))


def test_identity_is_created_once_and_kept(tmp_path) -> None:  # type: ignore[no-untyped-def]
    first = Identity.load_or_create(tmp_path / "id", "Lan")
    again = Identity.load_or_create(tmp_path / "id")
    assert again.public_key == first.public_key and again.name == "Lan"
    assert (tmp_path / "id" / "identity.key").stat().st_mode & 0o777 == 0o600
    assert len(fingerprint(first.public_key)) == 19


def test_a_corrupt_identity_gives_a_clear_error(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "identity.key").write_bytes(b"short")
    with pytest.raises(IdentityError, match="not an identity key"):
        Identity.load_or_create(tmp_path)
