"""Taking a seat: the signed JOIN a player sends to a host, and the signed TABLE the host answers.

The lobby runs on a plain ZeroMQ socket because a player who typed an address does not know the
host's keys yet. Everything in it is public (names, keys, addresses) and everything is signed,
so nobody can alter a seat on the way; the table itself then runs on the encrypted mesh.

A host may ask for a short table code, given to its players by word of mouth. The code never
travels: it is checked by a password-authenticated key exchange around the JOIN
(``protocol.lobby_code``), which gives a listener nothing to search and a stranger one guess per try.
JOINs of older versions carried a MAC keyed with the code as an eighth field; files keep them, so
they are still read, but a host refuses them (docs/FAIRNESS.md).
"""

from __future__ import annotations

import re
import secrets
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import msgpack

from .identity import MAX_NAME, PUBLIC_KEY_SIZE, Identity, verify
from .shape import MAX_SEATS, MIN_SEATS, TableShape
from .text import printable, unshowable
from .transport import valid_curve_key

LOBBY_VERSION = 1
PREFIX = b"tusac-lobby"
MAX_LOBBY_MESSAGE = 16_384
MAX_HANDS = 10_000
_LEVEL = re.compile(r"[a-z]{1,20}")
_ENDPOINT = re.compile(r"tcp://([A-Za-z0-9.\-]{1,64}|\[[0-9A-Fa-f:.]{2,45}\]):([0-9]{1,5})")


CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
"""Letters and digits of a table code: none that reads like another (no 0/O, 1/I/L)."""
CODE_LENGTH = 6
MAX_CODE_LENGTH = 16
CODE_PROOF_SIZE = 16
"""The eighth field of a JOIN of an older version (a MAC keyed with the code, searchable offline)."""


class LobbyError(ValueError):
    """A lobby message that is rejected; the text says why."""


def new_code(length: int = CODE_LENGTH) -> str:
    """A fresh random table code (6 characters: about 30 bits)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(length))


def check_code(text: str) -> str:
    """A table code as typed (any case, spaces and dashes ignored) in its one spelling; LobbyError if it is none."""
    code = "".join(text.split()).replace("-", "").upper()
    if not CODE_LENGTH <= len(code) <= MAX_CODE_LENGTH:
        raise LobbyError(f"a table code has {CODE_LENGTH} to {MAX_CODE_LENGTH} characters")
    bad = next((ch for ch in code if ch not in CODE_ALPHABET), None)
    if bad is not None:
        raise LobbyError(f"a table code uses only the digits 2-9 and the letters A-Z but I, L and O, not {bad!r}")
    return code


@dataclass(frozen=True)
class Join:
    name: str
    identity: bytes
    curve_public: bytes
    endpoint: str
    play: str
    """The bot level that plays this seat, or "human"."""
    code_proof: bytes | None = None
    """The old proof of the table code a JOIN of an older version carried; None in every new JOIN."""


def check_name(value: Any) -> str:
    """A player or table name as it may be shown: text in NFC, 1 to MAX_NAME characters, single
    spaces only inside, no control or format characters. Raise LobbyError saying what is wrong."""
    if not isinstance(value, str):
        raise LobbyError("a name is text")
    if not 1 <= len(value) <= MAX_NAME:
        raise LobbyError(f"a name has 1 to {MAX_NAME} characters")
    bad = unshowable(value)
    if bad is not None:
        raise LobbyError(f"a name may not hold the control or format character U+{ord(bad):04X}")
    if unicodedata.normalize("NFC", value) != value:
        raise LobbyError("a name must be in Unicode normal form C (NFC)")
    if value != " ".join(value.split()):
        raise LobbyError("a name has no leading, trailing, repeated or unusual spaces")
    return value


def check_level(value: Any) -> str:
    """How a seat is played: "human" or a bot level (lower-case letters)."""
    if not isinstance(value, str) or not _LEVEL.fullmatch(value):
        raise LobbyError("bad play level")
    return value


def check_endpoint(value: Any) -> str:
    """A ``tcp://host:port`` address with a plain host name or IP address."""
    match = _ENDPOINT.fullmatch(value) if isinstance(value, str) else None
    if match is None or not 1 <= int(match.group(2)) <= 65_535:
        raise LobbyError("bad endpoint")
    return match.group(0)


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
    # One byte form: lobby messages are kept in every hand file, which has exactly one valid spelling.
    if msgpack.packb([body, signature], use_bin_type=True) != wire or msgpack.packb(content, use_bin_type=True) != body:
        raise LobbyError("lobby message not in canonical form")
    if len(content) < 2 or not isinstance(content[0], str):
        raise LobbyError("malformed lobby message")
    if type(content[1]) is not int or content[1] != LOBBY_VERSION:  # 1.0 == 1 in Python: refuse the float
        raise LobbyError(f"lobby version {printable(repr(content[1]), 40)}, expected {LOBBY_VERSION}")
    return body, signature, content


def encode_join(identity: Identity, curve_public: bytes, endpoint: str, play: str) -> bytes:
    """A player's JOIN (with a table code it goes in a KNOCK: ``protocol.lobby_code``)."""
    return _sign(identity, ["join", LOBBY_VERSION, identity.name, identity.public_key, curve_public, endpoint, play])


def decode_join(wire: bytes) -> Join:
    body, signature, content = _open(wire)
    if len(content) not in (7, 8) or content[0] != "join":
        raise LobbyError("not a join")
    _, _, name, key, curve, endpoint, play, *proof = content
    if not isinstance(key, bytes) or len(key) != PUBLIC_KEY_SIZE or not verify(key, signature, PREFIX + body):
        raise LobbyError("join not signed by its player")
    if not valid_curve_key(curve):
        raise LobbyError("bad transport key")
    if proof and (not isinstance(proof[0], bytes) or len(proof[0]) != CODE_PROOF_SIZE):
        raise LobbyError("bad table code proof")
    return Join(check_name(name), key, curve, check_endpoint(endpoint), check_level(play), proof[0] if proof else None)


@dataclass(frozen=True)
class TableOffer:
    """A checked TABLE: the table's canonical form, its peers, the hands to play and the JOINs it seats."""

    table: list[Any]
    peers: list[list[Any]]
    hands: int
    joins: tuple[Join, ...]
    join_wires: tuple[bytes, ...]


def encode_table(host: Identity, table: list[Any], peers: list[list[Any]], hands: int, joins: list[bytes]) -> bytes:
    """The host's offer; ``joins`` are the signed JOINs of the players it seats, kept as they came."""
    return _sign(host, ["table", LOBBY_VERSION, table, peers, hands, joins])


def decode_table(wire: bytes, host_key_of: Any, shape: TableShape | None) -> TableOffer:
    """Check a TABLE message for a table of this shape (None: of as many seats as it names, within the
    protocol's bounds; its game then checks the count); ``host_key_of(table)`` names the key that must
    have signed it."""
    body, signature, content = _open(wire)
    if len(content) != 6 or content[0] != "table":
        raise LobbyError("not a table")
    _, _, table, peers, hands, join_wires = content
    seats = shape.seats if shape is not None else _named_seats(table)
    _check_seats(table, seats)
    if not verify(host_key_of(table), signature, PREFIX + body):
        raise LobbyError("table not signed by its host")
    if not isinstance(hands, int) or isinstance(hands, bool) or not 1 <= hands <= MAX_HANDS:
        raise LobbyError("bad number of hands")
    _check_peers(peers, seats)
    if not isinstance(join_wires, list) or len(join_wires) >= seats:
        raise LobbyError("bad list of joins")
    if not all(isinstance(w, bytes) for w in join_wires):
        raise LobbyError("bad list of joins")
    joins = tuple(decode_join(w) for w in join_wires)
    if len({j.identity for j in joins}) != len(joins):
        raise LobbyError("a player joins twice")
    return TableOffer(table, peers, hands, joins, tuple(join_wires))


def _named_seats(table: Any) -> int:
    if not isinstance(table, list) or len(table) < 3 or not isinstance(table[2], list):
        raise LobbyError("bad table")
    if not MIN_SEATS <= len(table[2]) <= MAX_SEATS:
        raise LobbyError("bad seat keys")
    return len(table[2])


def _check_seats(table: Any, seats: int) -> None:
    """The seat fields of a table (``[id, rules, keys, names, bots, host_seat, peers]``, an eighth, the
    table rules, when it has any, a ninth when it continues another table, the rules then possibly
    none, and a tenth, the table's deadlines, the ninth then possibly nil); the rest is checked by whoever
    builds the table from it."""
    if not isinstance(table, list) or len(table) not in (7, 8, 9, 10):
        raise LobbyError("bad table")
    _, _, keys, names, bots, host_seat, _ = table[:7]
    if len(table) == 8 or (len(table) >= 9 and table[7] != []):
        _check_table_rules(table[7])
    if not isinstance(keys, list) or len(keys) != seats:
        raise LobbyError("bad seat keys")
    if not all(isinstance(k, bytes) and len(k) == PUBLIC_KEY_SIZE for k in keys):
        raise LobbyError("bad seat keys")
    if not isinstance(names, list) or len(names) != seats or not isinstance(bots, list) or len(bots) != seats:
        raise LobbyError("bad seats")
    for name in names:
        check_name(name)
    for bot in bots:
        if bot != "":
            check_level(bot)
    if not isinstance(host_seat, int) or isinstance(host_seat, bool) or not 0 <= host_seat < seats:
        raise LobbyError("bad host seat")


def _check_table_rules(rules: Any) -> None:
    """Table rules beyond the game's (such as a coach every player may use): named once each, in order."""
    if not isinstance(rules, list) or not 1 <= len(rules) <= 16:
        raise LobbyError("bad table rules")
    if not all(isinstance(rule, str) and _LEVEL.fullmatch(rule) for rule in rules) or rules != sorted(set(rules)):
        raise LobbyError("bad table rules")


def _check_peers(peers: Any, seats: int) -> None:
    """``[[endpoint, curve key, [seats]], ...]``: every seat run by exactly one peer, every key distinct."""
    if not isinstance(peers, list) or not 1 <= len(peers) <= seats:
        raise LobbyError("bad peer list")
    seated: list[int] = []
    for peer in peers:
        if not isinstance(peer, list) or len(peer) != 3 or not isinstance(peer[2], list):
            raise LobbyError("bad peer list")
        check_endpoint(peer[0])
        if not valid_curve_key(peer[1]):
            raise LobbyError("bad transport key in the peer list")
        if not all(isinstance(s, int) and not isinstance(s, bool) for s in peer[2]):
            raise LobbyError("bad peer list")
        seated.extend(peer[2])
    if sorted(seated) != list(range(seats)):
        raise LobbyError("the peer list does not seat every seat once")
    if len({p[1] for p in peers}) != len(peers) or len({p[0] for p in peers}) != len(peers):
        raise LobbyError("two peers share an address or a transport key")


def encode_ready(player: Identity, table_digest: bytes) -> bytes:
    """A player accepts the TABLE with this digest (its rules, stake, names, seats) and may be connected to."""
    return _sign(player, ["ready", LOBBY_VERSION, player.public_key, table_digest])


def is_ready_from(wire: bytes, key: bytes, table_digest: bytes) -> bool:
    try:
        body, signature, content = _open(wire)
    except LobbyError:
        return False
    return (
        content[0] == "ready"
        and len(content) == 4
        and content[2] == key
        and content[3] == table_digest
        and verify(key, signature, PREFIX + body)
    )


def encode_go(host: Identity, readies: list[bytes]) -> bytes:
    """The host starts the table, handing every player every READY so that all keep the same record."""
    return _sign(host, ["go", LOBBY_VERSION, readies])


def decode_go(wire: bytes, key: bytes, shape: TableShape) -> list[bytes]:
    """The READYs a GO signed by ``key`` carries (at most one per seat but the host's); raise
    LobbyError if it is not such a GO."""
    body, signature, content = _open(wire)
    if content[0] != "go" or len(content) != 3 or not verify(key, signature, PREFIX + body):
        raise LobbyError("not a go from the host")
    readies = content[2]
    if not isinstance(readies, list) or len(readies) >= shape.seats or not all(isinstance(w, bytes) for w in readies):
        raise LobbyError("bad list of readies")
    return list(readies)


def encode_welcome(host: Identity, seat: int, free: int, names: Sequence[str] = ()) -> bytes:
    """The host's answer to a JOIN it seats, at once: the key that will sign the TABLE (so a player
    can check it before the table fills), the seat, the seats still free, and who sits where so far
    (``names`` by seat: the host, the players seated, the bots the host plans; "" for a free seat). The
    player answers with a STAY or a LEAVE; the host counts the seat as taken only after a STAY. The host
    sends it again to every player seated whenever a seat is taken or freed."""
    return _sign(host, ["welcome", LOBBY_VERSION, host.public_key, seat, free, list(names)])


@dataclass(frozen=True)
class Welcome:
    host_key: bytes
    seat: int
    free: int
    names: tuple[str, ...] = ()
    """Who sits where so far, by seat ("" a free seat); () if the host did not say."""


def decode_welcome(wire: bytes, shape: TableShape) -> Welcome:
    body, signature, content = _open(wire)
    if content[0] != "welcome" or len(content) != 6:
        raise LobbyError("not a welcome")
    _, _, key, seat, free, names = content
    if not isinstance(key, bytes) or len(key) != PUBLIC_KEY_SIZE or not verify(key, signature, PREFIX + body):
        raise LobbyError("welcome not signed by its host")
    if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < shape.seats for v in (seat, free)):
        raise LobbyError("bad seat in a welcome")
    # The lobby's shape is the most seats the game is played by: the table may have fewer.
    if not isinstance(names, list) or not (not names or MIN_SEATS <= len(names) <= shape.seats):
        raise LobbyError("a welcome names every seat of the table or none")
    shown = tuple(name if name == "" else check_name(name) for name in names)
    if shown and (seat >= len(shown) or not shown[seat]):
        raise LobbyError("a welcome leaves the player's own seat free")
    return Welcome(key, seat, free, shown)


def encode_stay(player: Identity) -> bytes:
    """A welcomed player keeps its seat: the host's key is the one it expected."""
    return _sign(player, ["stay", LOBBY_VERSION, player.public_key])


def encode_leave(player: Identity, reason: str) -> bytes:
    """A welcomed player gives its seat back (it will not sit at this table); the reason is shown."""
    return _sign(player, ["leave", LOBBY_VERSION, player.public_key, reason[:200]])


def seat_answer(wire: bytes, key: bytes) -> tuple[bool, str] | None:
    """A welcomed player's answer signed by ``key``: (True, "") to stay, (False, reason) to leave;
    None if ``wire`` is neither."""
    try:
        body, signature, content = _open(wire)
    except LobbyError:
        return None
    if len(content) < 3 or content[2] != key or not verify(key, signature, PREFIX + body):
        return None
    if content[0] == "stay" and len(content) == 3:
        return True, ""
    if content[0] == "leave" and len(content) == 4 and isinstance(content[3], str):
        return False, printable(content[3])
    return None


def encode_refusal(host: Identity, reason: str) -> bytes:
    return _sign(host, ["refuse", LOBBY_VERSION, reason[:200]])


def refusal_reason(wire: bytes) -> str | None:
    try:
        _, _, content = _open(wire)
    except LobbyError:
        return None
    if len(content) == 3 and content[0] == "refuse" and isinstance(content[2], str):
        return printable(content[2])
    return None
