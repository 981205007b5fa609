"""Messages of a session beyond one table, sent over the table's mesh: going on without a player who did
not come back, and taking a player back in (docs/RELIABILITY.md, "a bot in the absent seat").

They are lobby messages (signed the same way, kept byte for byte) in an envelope that no table message
can start with: every table message is a msgpack array, and the byte 0xC1 is never used by msgpack. So
a peer tells the two apart without parsing, and a table's messages never reach the session's code.

- VOTE: after a hand stopped because a player stayed away, each remaining player says whether to go on
  with a bot in the empty seat, and which player's computer runs the bots; it carries the player's JOIN
  for the next table (its address and transport key).
- BACK: a player who was replaced asks for its seat again; it carries its JOIN.
- MOVED: the host of the table that replaced a player's tells that player, when it shows up again,
  which table the session went on at (its TABLE and GO), and whether the session is over.
- WAITING: a player cut off from its table past the wait, on a side of it that may not settle a hand,
  says so (binding it to that table, and saying when) with the tables whose MOVED it holds and would take
  but for other players in the same case; such a player counts, for the others, as one that asks back at
  those tables (its latest WAITING, for a few seconds).
- TIMED: a player ran out of time for a move and its own peer's bot played it; signed by that seat's
  key, it only tells the others so (the move itself is an ordinary signed move).
- WANTED and RECORDS: a player whose hand files lack some peers' records (it gave up waiting for them at
  the end of a table) asks the players of those hands it meets at a later table (WANTED: table, hand and
  body digest of each), and each answers with the records its own copy holds (RECORDS). The records are
  table messages their signers signed; the asker checks each against its file.
- TABLE, READY and GO of the next table are the lobby's own (``protocol.lobby``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .identity import PUBLIC_KEY_SIZE, Identity, verify
from .lobby import LOBBY_VERSION, PREFIX, Join, LobbyError, _open, _sign, decode_join

ENVELOPE = b"\xc1tusac-session"
DIGEST_SIZE = 32
MAX_HAND = 1_000_000


def wrap(wire: bytes) -> bytes:
    return ENVELOPE + wire


def unwrap(frame: bytes) -> bytes | None:
    """The session message in ``frame``, or None if it is a table message."""
    return frame[len(ENVELOPE) :] if frame.startswith(ENVELOPE) else None


def kind_of(wire: bytes) -> str:
    """The kind of a session message (vote, back, moved, table, ready, go, timed, waiting, wanted, records);
    LobbyError if it is none."""
    _, _, content = _open(wire)
    kind = content[0]
    if kind not in ("vote", "back", "moved", "table", "ready", "go", "timed", "waiting", "wanted", "records"):
        raise LobbyError(f"not a session message: {kind[:20]!r}")
    return str(kind)


@dataclass(frozen=True)
class Vote:
    player: bytes
    table: bytes
    """The digest of the table whose hand stopped."""
    hand: int
    go_on: bool
    runner: bytes
    """The key of the player whose computer runs the bots of the next table."""
    join: Join
    join_wire: bytes


def encode_vote(player: Identity, table: bytes, hand: int, go_on: bool, runner: bytes, join_wire: bytes) -> bytes:
    return _sign(player, ["vote", LOBBY_VERSION, player.public_key, table, hand, go_on, runner, join_wire])


def decode_vote(wire: bytes) -> Vote:
    body, signature, content = _open(wire)
    if content[0] != "vote" or len(content) != 8:
        raise LobbyError("not a vote")
    _, _, player, table, hand, go_on, runner, join_wire = content
    _check_key(player, signature, body, "vote")
    _check_digest(table)
    if not isinstance(hand, int) or isinstance(hand, bool) or not 0 <= hand <= MAX_HAND:
        raise LobbyError("bad hand in a vote")
    if not isinstance(go_on, bool) or not isinstance(runner, bytes) or len(runner) != PUBLIC_KEY_SIZE:
        raise LobbyError("bad vote")
    join = _own_join(join_wire, player)
    return Vote(player, table, hand, go_on, runner, join, join_wire)


@dataclass(frozen=True)
class Back:
    player: bytes
    table: bytes
    """The digest of the table this player last sat at."""
    join: Join
    join_wire: bytes


def encode_back(player: Identity, table: bytes, join_wire: bytes) -> bytes:
    return _sign(player, ["back", LOBBY_VERSION, player.public_key, table, join_wire])


def decode_back(wire: bytes) -> Back:
    body, signature, content = _open(wire)
    if content[0] != "back" or len(content) != 5:
        raise LobbyError("not a back")
    _, _, player, table, join_wire = content
    _check_key(player, signature, body, "back")
    _check_digest(table)
    return Back(player, table, _own_join(join_wire, player), join_wire)


@dataclass(frozen=True)
class Moved:
    host: bytes
    table_wire: bytes
    go_wire: bytes
    over: bool
    """The session is over: no table will take the player back."""


def encode_moved(host: Identity, table_wire: bytes, go_wire: bytes, over: bool) -> bytes:
    return _sign(host, ["moved", LOBBY_VERSION, host.public_key, table_wire, go_wire, over])


def decode_moved(wire: bytes) -> Moved:
    """A MOVED signed by the key it names; whether that key hosts the table it carries is the reader's check."""
    body, signature, content = _open(wire)
    if content[0] != "moved" or len(content) != 6:
        raise LobbyError("not a moved")
    _, _, host, table_wire, go_wire, over = content
    _check_key(host, signature, body, "moved")
    if not isinstance(table_wire, bytes) or not isinstance(go_wire, bytes) or not isinstance(over, bool):
        raise LobbyError("bad moved")
    return Moved(host, table_wire, go_wire, over)


MAX_HOLDS = 16
"""Tables a WAITING may name: a player keeps at most four MOVED of each of at most four signers."""


@dataclass(frozen=True)
class WaitingFor:
    player: bytes
    table: bytes
    """The digest of the table this player was cut off from."""
    holds: tuple[bytes, ...]
    """The tables (by digest, sorted) this player holds a MOVED for and waits to take its seat back at."""
    said: int
    """When it was said, in milliseconds of its signer's calendar clock and never less than one past its
    last (kept across runs): a receiver keeps only the latest of each player, so one handed in again says
    nothing new."""


MAX_SAID = 2**53


def encode_waiting(player: Identity, table: bytes, holds: list[bytes], said: int) -> bytes:
    held = sorted(set(holds))[:MAX_HOLDS]
    return _sign(player, ["waiting", LOBBY_VERSION, player.public_key, table, held, said])


def decode_waiting(wire: bytes) -> WaitingFor:
    body, signature, content = _open(wire)
    if content[0] != "waiting" or len(content) != 6:
        raise LobbyError("not a waiting")
    _, _, player, table, holds, said = content
    _check_key(player, signature, body, "waiting")
    _check_digest(table)
    if not isinstance(holds, list) or len(holds) > MAX_HOLDS:
        raise LobbyError("bad waiting")
    for digest in holds:
        _check_digest(digest)
    if holds != sorted(set(holds)) or type(said) is not int or not 0 <= said < MAX_SAID:
        raise LobbyError("bad waiting")
    return WaitingFor(player, table, tuple(holds), said)


@dataclass(frozen=True)
class Timed:
    seat_key: bytes
    table: bytes
    """The digest of the table (its transcript) the move was played at."""
    hand: int
    seat: int
    turn: int


def encode_timed(seat: Identity, table: bytes, hand: int, seat_no: int, turn: int) -> bytes:
    return _sign(seat, ["timed", LOBBY_VERSION, seat.public_key, table, hand, seat_no, turn])


def decode_timed(wire: bytes) -> Timed:
    """A TIMED signed by the key it names; whether that key is the seat's is the reader's check."""
    body, signature, content = _open(wire)
    if content[0] != "timed" or len(content) != 7:
        raise LobbyError("not a timed")
    _, _, key, table, hand, seat, turn = content
    _check_key(key, signature, body, "timed")
    _check_digest(table)
    for value in (hand, seat, turn):
        if type(value) is not int or not 0 <= value <= MAX_HAND:
            raise LobbyError("bad timed")
    return Timed(key, table, hand, seat, turn)


MAX_WANTED = 16
"""Hand files asked for in one WANTED (the newest a player lacks records of)."""
MAX_RECORDS = 8
MAX_RECORD_SIZE = 1024
TABLE_ID_SIZE = 16


@dataclass(frozen=True)
class Wanted:
    player: bytes
    hands: tuple[tuple[bytes, int, bytes], ...]
    """(table id, hand number, body digest) of each hand file whose missing records the player asks for."""


def encode_wanted(player: Identity, hands: list[tuple[bytes, int, bytes]]) -> bytes:
    asked = [[table, hand, digest] for table, hand, digest in hands[:MAX_WANTED]]
    return _sign(player, ["wanted", LOBBY_VERSION, player.public_key, asked])


def decode_wanted(wire: bytes) -> Wanted:
    body, signature, content = _open(wire)
    if content[0] != "wanted" or len(content) != 4:
        raise LobbyError("not a wanted")
    _, _, player, asked = content
    _check_key(player, signature, body, "wanted")
    if not isinstance(asked, list) or len(asked) > MAX_WANTED:
        raise LobbyError("bad wanted")
    hands = []
    for item in asked:
        if not isinstance(item, list) or len(item) != 3:
            raise LobbyError("bad wanted")
        table, hand, digest = item
        _check_hand(table, hand, digest)
        hands.append((table, hand, digest))
    return Wanted(player, tuple(hands))


@dataclass(frozen=True)
class Records:
    player: bytes
    table: bytes
    hand: int
    digest: bytes
    records: tuple[bytes, ...]
    """The records its sender's copy of that hand file holds (table messages, each to be checked)."""


def encode_records(player: Identity, table: bytes, hand: int, digest: bytes, records: list[bytes]) -> bytes:
    kept = [r for r in records if len(r) <= MAX_RECORD_SIZE][:MAX_RECORDS]
    return _sign(player, ["records", LOBBY_VERSION, player.public_key, table, hand, digest, kept])


def decode_records(wire: bytes) -> Records:
    body, signature, content = _open(wire)
    if content[0] != "records" or len(content) != 7:
        raise LobbyError("not a records")
    _, _, player, table, hand, digest, records = content
    _check_key(player, signature, body, "records")
    _check_hand(table, hand, digest)
    if not isinstance(records, list) or len(records) > MAX_RECORDS:
        raise LobbyError("bad records")
    if not all(isinstance(r, bytes) and len(r) <= MAX_RECORD_SIZE for r in records):
        raise LobbyError("bad records")
    return Records(player, table, hand, digest, tuple(records))


def _check_hand(table: object, hand: object, digest: object) -> None:
    if not isinstance(table, bytes) or len(table) != TABLE_ID_SIZE or type(hand) is not int:
        raise LobbyError("bad hand")
    if not 0 <= hand <= MAX_HAND:
        raise LobbyError("bad hand")
    _check_digest(digest)


def _check_key(key: object, signature: bytes, body: bytes, what: str) -> None:
    if not isinstance(key, bytes) or len(key) != PUBLIC_KEY_SIZE or not verify(key, signature, PREFIX + body):
        raise LobbyError(f"{what} not signed by its player")


def _check_digest(value: object) -> None:
    if not isinstance(value, bytes) or len(value) != DIGEST_SIZE:
        raise LobbyError("bad table digest")


def _own_join(join_wire: object, player: bytes) -> Join:
    if not isinstance(join_wire, bytes):
        raise LobbyError("bad join")
    join = decode_join(join_wire)
    if join.identity != player:
        raise LobbyError("the join is another player's")
    return join
