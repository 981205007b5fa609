"""Taking a seat: the signed JOIN a player sends to a host, and the signed TABLE the host answers.

The lobby runs on a plain ZeroMQ socket because a player who typed an address does not know the
host's keys yet. Everything in it is public (names, keys, addresses) and everything is signed,
so nobody can alter a seat on the way; the table itself then runs on the encrypted mesh.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import msgpack

from .identity import PUBLIC_KEY_SIZE, Identity, clean_name, verify

LOBBY_VERSION = 1
PREFIX = b"tusac-lobby"
MAX_LOBBY_MESSAGE = 16_384


class LobbyError(ValueError):
    """A lobby message that is rejected; the text says why."""


@dataclass(frozen=True)
class Join:
    name: str
    identity: bytes
    curve_public: bytes
    endpoint: str
    play: str
    """The bot level that plays this seat, or "human"."""


def _sign(identity: Identity, body: list[Any]) -> bytes:
    packed: bytes = msgpack.packb(body, use_bin_type=True)
    wire: bytes = msgpack.packb([packed, identity.sign(PREFIX + packed)], use_bin_type=True)
    return wire


def _open(wire: bytes) -> tuple[bytes, bytes, list[Any]]:
    if len(wire) > MAX_LOBBY_MESSAGE:
        raise LobbyError("oversized lobby message")
    try:
        body, signature = msgpack.unpackb(wire, raw=False)
        content = msgpack.unpackb(body, raw=False)
    except Exception as exc:
        raise LobbyError(f"malformed lobby message: {type(exc).__name__}") from None
    if not isinstance(body, bytes) or not isinstance(signature, bytes) or not isinstance(content, list):
        raise LobbyError("malformed lobby message")
    return body, signature, content


def encode_join(identity: Identity, curve_public: bytes, endpoint: str, play: str) -> bytes:
    return _sign(identity, ["join", LOBBY_VERSION, identity.name, identity.public_key, curve_public, endpoint, play])


def decode_join(wire: bytes) -> Join:
    body, signature, content = _open(wire)
    if len(content) != 7 or content[0] != "join":
        raise LobbyError("not a join")
    _, version, name, key, curve, endpoint, play = content
    if version != LOBBY_VERSION:
        raise LobbyError(f"lobby version {version}, expected {LOBBY_VERSION}")
    if not isinstance(key, bytes) or len(key) != PUBLIC_KEY_SIZE or not verify(key, signature, PREFIX + body):
        raise LobbyError("join not signed by its player")
    if not isinstance(curve, bytes) or len(curve) != 40:
        raise LobbyError("bad transport key")
    if not isinstance(endpoint, str) or not endpoint.startswith("tcp://") or len(endpoint) > 100:
        raise LobbyError("bad endpoint")
    if not isinstance(play, str) or len(play) > 20:
        raise LobbyError("bad play level")
    return Join(clean_name(str(name)), key, curve, endpoint, play)


def encode_table(host: Identity, table: list[Any], peers: list[list[Any]], hands: int) -> bytes:
    return _sign(host, ["table", LOBBY_VERSION, table, peers, hands])


def decode_table(wire: bytes, host_key_of: Any) -> tuple[list[Any], list[list[Any]], int]:
    """Check a TABLE message; ``host_key_of(table)`` names the key that must have signed it."""
    body, signature, content = _open(wire)
    if len(content) != 5 or content[0] != "table":
        raise LobbyError("not a table")
    _, version, table, peers, hands = content
    if version != LOBBY_VERSION:
        raise LobbyError(f"lobby version {version}, expected {LOBBY_VERSION}")
    if not verify(host_key_of(table), signature, PREFIX + body):
        raise LobbyError("table not signed by its host")
    if not isinstance(peers, list) or not isinstance(hands, int) or not 1 <= hands <= 10_000:
        raise LobbyError("bad table")
    return table, peers, hands


def encode_ready(player: Identity) -> bytes:
    """A player has admitted the table's transport keys and may be connected to."""
    return _sign(player, ["ready", LOBBY_VERSION, player.public_key])


def is_ready_from(wire: bytes, key: bytes) -> bool:
    try:
        body, signature, content = _open(wire)
    except LobbyError:
        return False
    return (
        content[:1] == ["ready"] and len(content) == 3 and content[2] == key and verify(key, signature, PREFIX + body)
    )


def encode_go(host: Identity) -> bytes:
    return _sign(host, ["go", LOBBY_VERSION])


def is_go_from(wire: bytes, key: bytes) -> bool:
    try:
        body, signature, content = _open(wire)
    except LobbyError:
        return False
    return content[:1] == ["go"] and verify(key, signature, PREFIX + body)


def encode_refusal(host: Identity, reason: str) -> bytes:
    return _sign(host, ["refuse", LOBBY_VERSION, reason[:200]])


def refusal_reason(wire: bytes) -> str | None:
    try:
        _, _, content = _open(wire)
    except LobbyError:
        return None
    if len(content) == 3 and content[0] == "refuse" and isinstance(content[2], str):
        return content[2]
    return None
