from __future__ import annotations

from typing import Any

import msgpack
import pytest

from protocol import lobby
from protocol.identity import Identity, IdentityError, fingerprint
from protocol.lobby import (
    LOBBY_VERSION,
    LobbyError,
    decode_join,
    decode_table,
    encode_join,
    encode_refusal,
    encode_table,
    refusal_reason,
)
from protocol.messages import PROTOCOL_VERSION, MessageError, decode, encode
from protocol.transport import curve_keypair
from tusac_lan.games.tusac.shape import TUSAC_SHAPE

TABLE = b"T" * 16


@pytest.fixture(scope="module")
def players() -> list[Identity]:
    return [Identity.generate(f"p{i}") for i in range(4)]


def keys(players: list[Identity]) -> list[bytes]:
    return [p.public_key for p in players]


def test_a_signed_message_round_trips(players: list[Identity]) -> None:
    msg = encode(players[1], TABLE, 3, 1, 7, "nonce", [b"n" * 32], TUSAC_SHAPE)
    got = decode(msg.wire, TABLE, keys(players), TUSAC_SHAPE)
    assert (got.seat, got.seq, got.type, got.payload) == (1, 7, "nonce", [b"n" * 32])


def test_the_sender_is_the_signer_not_the_claimed_seat(players: list[Identity]) -> None:
    forged = encode(players[0], TABLE, 0, 2, 1, "nonce", [b"n" * 32], TUSAC_SHAPE)  # seat 2 claimed, seat 0 signed
    with pytest.raises(MessageError, match="bad signature"):
        decode(forged.wire, TABLE, keys(players), TUSAC_SHAPE)


@pytest.mark.parametrize(
    ("wire", "reason"),
    [
        (b"\x00" * 70_000, "oversized"),
        (b"\xc1\xc1", "malformed"),
        (msgpack.packb([PROTOCOL_VERSION, b"body", b""]), "unsigned"),
        (msgpack.packb([9, b"body", b"s" * 64]), "version"),
        (msgpack.packb({"a": 1}), "malformed"),
    ],
    ids=["oversized", "garbage", "unsigned", "version", "map"],
)
def test_bad_wire_is_rejected_with_a_reason(players: list[Identity], wire: bytes, reason: str) -> None:
    with pytest.raises(MessageError, match=reason):
        decode(wire, TABLE, keys(players), TUSAC_SHAPE)


def test_a_version_written_as_a_float_is_refused(players: list[Identity]) -> None:
    """The version lies outside the signature and 2.0 == 2 in Python: only the integer is the version."""
    _, body, signature = msgpack.unpackb(encode(players[1], TABLE, 0, 1, 0, "nonce", [b"n" * 32], TUSAC_SHAPE).wire)
    with pytest.raises(MessageError, match=r"version 2\.0"):
        decode(msgpack.packb([float(PROTOCOL_VERSION), body, signature]), TABLE, keys(players), TUSAC_SHAPE)


def test_a_changed_byte_breaks_the_signature(players: list[Identity]) -> None:
    wire = bytearray(encode(players[2], TABLE, 0, 2, 1, "hash", [5, b"h" * 32], TUSAC_SHAPE).wire)
    wire[-70] ^= 1
    with pytest.raises(MessageError):
        decode(bytes(wire), TABLE, keys(players), TUSAC_SHAPE)


def test_payloads_are_checked_against_their_schema(players: list[Identity]) -> None:
    with pytest.raises(MessageError):
        encode(players[0], TABLE, 0, 0, 1, "reveal", [200, b"k" * 32], TUSAC_SHAPE)
    with pytest.raises(MessageError, match="unknown message type"):
        encode(players[0], TABLE, 0, 0, 1, "gossip", [], TUSAC_SHAPE)


def test_a_message_for_another_table_is_rejected(players: list[Identity]) -> None:
    msg = encode(players[0], b"U" * 16, 0, 0, 1, "nonce", [b"n" * 32], TUSAC_SHAPE)
    with pytest.raises(MessageError, match="another table"):
        decode(msg.wire, TABLE, keys(players), TUSAC_SHAPE)


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


# --- the lobby ------------------------------------------------------------------------------------

CURVE = curve_keypair()[0]
ENDPOINT = "tcp://127.0.0.1:5555"


def hostile_join(player: Identity, **fields: Any) -> bytes:
    """A JOIN signed by ``player`` with any field replaced, as a modified client could send it."""
    body = {"name": player.name, "curve": CURVE, "endpoint": ENDPOINT, "play": "greedy", "version": LOBBY_VERSION}
    body.update(fields)
    content = ["join", body["version"], body["name"], player.public_key, body["curve"], body["endpoint"], body["play"]]
    return lobby._sign(player, content)


def test_a_good_join_is_read_back(players: list[Identity]) -> None:
    join = decode_join(encode_join(players[1], CURVE, ENDPOINT, "human"))
    assert (join.name, join.curve_public, join.endpoint, join.play) == ("p1", CURVE, ENDPOINT, "human")


@pytest.mark.parametrize(
    ("fields", "reason"),
    [
        ({"name": "Evil\x07bell"}, "control or format character U\\+0007"),
        ({"name": "Evil\u202eeman"}, "control or format character U\\+202E"),
        ({"name": "zero\u200bwidth"}, "control or format character U\\+200B"),
        ({"name": "line\u2028break"}, "U\\+2028"),
        ({"name": "Cafe\u0301"}, "NFC"),
        ({"name": ""}, "1 to 40"),
        ({"name": "x" * 41}, "1 to 40"),
        ({"name": " padded"}, "spaces"),
        ({"name": "ideo\u3000space"}, "spaces"),
        ({"name": 7}, "a name is text"),
        ({"name": b"bytes"}, "a name is text"),
        ({"curve": b"short"}, "transport key"),
        ({"curve": b"\x00" * 40}, "transport key"),
        ({"endpoint": "tcp://127.0.0.1:99999"}, "endpoint"),
        ({"endpoint": "ipc:///tmp/x"}, "endpoint"),
        ({"endpoint": "tcp://host\n:1"}, "endpoint"),
        ({"endpoint": ["tcp://a:1"]}, "endpoint"),
        ({"play": "Greedy!"}, "play level"),
        ({"play": None}, "play level"),
        ({"version": 2}, "lobby version"),
        ({"version": "1"}, "lobby version"),
        ({"version": 1.0}, r"lobby version 1\.0"),
    ],
    ids=lambda v: repr(v)[:30],
)
def test_a_bad_join_is_refused_with_a_reason(players: list[Identity], fields: dict[str, Any], reason: str) -> None:
    with pytest.raises(LobbyError, match=reason):
        decode_join(hostile_join(players[2], **fields))


@pytest.mark.parametrize(
    "wire",
    [
        b"",
        b"\xc1",
        msgpack.packb([b"x"]),
        msgpack.packb([b"\x90", b"s"]),
        msgpack.packb([b"\x91\x01", b"s"]),
        msgpack.packb([msgpack.packb(["join"]), b"s"]),
        b"\x00" * 20_000,
    ],
    ids=["empty", "garbage", "one", "empty-body", "int-type", "short", "oversized"],
)
def test_lobby_garbage_is_refused_with_a_reason(wire: bytes) -> None:
    with pytest.raises(LobbyError):
        decode_join(wire)
    assert refusal_reason(wire) is None


def test_a_table_with_a_bad_seat_name_or_peer_list_is_refused(players: list[Identity]) -> None:
    host = players[0]
    keys = [p.public_key for p in players]
    table = [b"T" * 16, [], keys, ["p0", "p1", "p2", "Bad\x1bname"], ["", "", "", "greedy"], 0, [0, 1, 2, 3]]
    peers = [[ENDPOINT, CURVE, [0, 1, 2, 3]]]
    with pytest.raises(LobbyError, match="U\\+001B"):
        decode_table(encode_table(host, table, peers, 1, []), lambda t: t[2][t[5]], TUSAC_SHAPE)
    table[3] = ["p0", "p1", "p2", "p3"]
    decode_table(encode_table(host, table, peers, 1, []), lambda t: t[2][t[5]], TUSAC_SHAPE)
    for bad in ([[ENDPOINT, CURVE, [0, 1, 2]]], [[ENDPOINT, CURVE, [0, 1]], [ENDPOINT, curve_keypair()[0], [2, 3]]]):
        with pytest.raises(LobbyError):
            decode_table(encode_table(host, table, bad, 1, []), lambda t: t[2][t[5]], TUSAC_SHAPE)


def test_a_refusal_reason_is_made_safe_to_print(players: list[Identity]) -> None:
    assert refusal_reason(encode_refusal(players[0], "no\x1b[2Jway")) == "no?[2Jway"
