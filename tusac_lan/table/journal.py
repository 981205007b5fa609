"""A peer's journal of one table: what it needs to come back to the same hand at the same turn after
a crash (docs/RELIABILITY.md).

One directory per table under the peer's data directory, one append-only file in it. The first
record is the table's header (the signed lobby transcript, where this peer sits, its transport keys,
the seats it runs and the keys of its bots), written whole to a temporary file, synced and renamed.
Then, in the order they happened: each 32 bytes of entropy the table drew (the hand's secrets), each
message that arrived, each message this peer signed, peers cut off, stalled hands given up, and the
end of the session. A record is a 4-byte length and a msgpack list; a record cut short by a crash is
dropped when the journal is read.

What must never be lost is synced before anything that depends on it leaves: the session runner sends
its own messages in batches (everything one arrival or one tick made) after one sync of every record
before and in the batch, so the secrets behind a commitment and every message a move was made on are
on disk before the commitment or the move is sent. Arrived messages are written at once (they survive
the process being killed) and synced with the next batch this peer sends.
The file holds private keys and secrets: it is created readable by its owner only.

At the start of every hand after the first the journal is rewritten whole (a temporary file, synced,
renamed over it): the header, a checkpoint of the session at that hand boundary (``table.checkpoint``),
and whatever entropy a replay had left; everything before is dropped. So a journal holds one hand plus
a constant, and a restart replays only the current hand. A journal without a checkpoint (the first hand,
or one written by an older version) is replayed from the table's first hand.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgpack

from protocol.whole_file import TEMPORARY_SUFFIX, write_whole

JOURNAL_FILE = "journal"
FORMAT = 1
MAX_RECORD = 16 * 1024 * 1024
"""A bound on one record (a message is at most a few hundred KB): a longer length means a broken file."""

HOST = "host"
JOIN = "join"


class JournalError(ValueError):
    """A journal that cannot be used; the text says why."""


@dataclass(frozen=True)
class LocalSeatKey:
    """A seat this peer runs: its seat, ``human`` or the bot level that plays it, and the private key of
    a bot's identity (empty for the player's own seat, whose key is in the identity directory)."""

    seat: int
    play: str
    private_key: bytes


@dataclass(frozen=True)
class JournalHeader:
    role: str
    """HOST or JOIN: with ``address``, what the peer was started with (``--host``/``--join``)."""
    address: str
    player_key: bytes
    """The public key of the player whose identity runs this peer."""
    table_wire: bytes
    go_wire: bytes
    me: int
    """This peer's index in the transcript's peer list (its endpoint there is the one it binds)."""
    curve_public: bytes
    curve_secret: bytes
    seats: tuple[LocalSeatKey, ...]

    def to_canonical(self) -> list[Any]:
        seats = [[s.seat, s.play, s.private_key] for s in self.seats]
        return [FORMAT, self.role, self.address, self.player_key, self.table_wire, self.go_wire, self.me,
                self.curve_public, self.curve_secret, seats]  # fmt: skip

    @classmethod
    def from_canonical(cls, data: Any) -> JournalHeader:
        try:
            version, role, address, player, table, go, me, public, secret, seats = data
            if version != FORMAT:
                raise JournalError(f"journal format {version!r}, this program reads {FORMAT}")
            keys = tuple(LocalSeatKey(int(s), str(p), bytes(k)) for s, p, k in seats)
            return cls(str(role), str(address), bytes(player), bytes(table), bytes(go), int(me), bytes(public),
                       bytes(secret), keys)  # fmt: skip
        except (TypeError, ValueError) as exc:
            if isinstance(exc, JournalError):
                raise
            raise JournalError(f"not a journal header: {exc}") from None


def _pack(record: list[Any]) -> bytes:
    body: bytes = msgpack.packb(record, use_bin_type=True)
    return len(body).to_bytes(4, "big") + body


def _records(data: bytes) -> Iterator[list[Any]]:
    """The complete records of a journal's bytes, in order (a torn last one is left out)."""
    at = 0
    while at + 4 <= len(data):
        size = int.from_bytes(data[at : at + 4], "big")
        if size > MAX_RECORD:
            raise JournalError("a record longer than any journal writes")
        if at + 4 + size > len(data):
            return
        try:
            record = msgpack.unpackb(data[at + 4 : at + 4 + size], raw=False)
        except Exception as exc:  # msgpack raises several unrelated exception types
            raise JournalError(f"an unreadable record: {exc}") from None
        if not isinstance(record, list) or not record or not isinstance(record[0], str):
            raise JournalError("a record that is not a journal entry")
        yield record
        at += 4 + size


class Journal:
    """Appends to one table's journal. Not thread-safe: the session loop's thread only."""

    def __init__(
        self, path: Path, replayed_entropy: list[bytes] | None = None, replaced: list[Any] | None = None
    ) -> None:
        self.path = path
        with open(path, "rb") as handle:
            size = int.from_bytes(handle.read(4), "big")
            self._header = size.to_bytes(4, "big") + handle.read(size)
        """The header record's bytes, which every rewrite keeps as they are."""
        self._fd = os.open(path, os.O_WRONLY | os.O_APPEND)
        self._dirty = False
        self._entropy = list(replayed_entropy or [])
        self._replaced = replaced
        """The last ``replaced`` record: a checkpoint keeps it, since it is written once at a table's start."""
        self.syncs = 0
        self.checkpoints = 0

    @classmethod
    def create(cls, directory: Path, header: JournalHeader) -> Journal:
        """A new journal for a table (its directory named by the table id), the header synced in place."""
        directory.mkdir(parents=True, exist_ok=True, mode=0o700)
        path = directory / JOURNAL_FILE
        write_whole(path, _pack(["table", header.to_canonical()]), 0o600)
        return cls(path)

    def checkpoint(self, state: list[Any]) -> None:
        """Start the journal again at a hand boundary: the header, ``state`` and the entropy a replay has not
        used yet, written whole to a temporary file, synced and renamed over the journal. The caller has
        sent (and so synced) everything this peer signed before: nothing older is needed any more."""
        kept = [self._replaced] if self._replaced is not None else []
        records = [["checkpoint", state], *kept, *(["entropy", value] for value in self._entropy)]
        write_whole(self.path, self._header + b"".join(_pack(record) for record in records), 0o600)
        os.close(self._fd)
        self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)
        self._dirty = False
        self.checkpoints += 1

    def _append(self, record: list[Any]) -> None:
        os.write(self._fd, _pack(record))
        self._dirty = True

    def sync(self) -> None:
        if self._dirty:
            os.fsync(self._fd)
            self._dirty = False
            self.syncs += 1

    def entropy(self, size: int) -> bytes:
        """The table's randomness: what the journal recorded first (a replay), then fresh and recorded."""
        if self._entropy:
            value = self._entropy.pop(0)
            if len(value) == size:
                return value
            raise JournalError("the journal's entropy does not fit the table it replays")
        value = os.urandom(size)
        self._append(["entropy", value])
        return value

    def arrived(self, source: int, wire: bytes) -> None:
        self._append(["in", source, wire])

    def signed(self, wire: bytes) -> None:
        """This peer's own message, about to be sent: the sender syncs before it sends (once for a batch)."""
        self._append(["out", wire])

    def cut_off(self, seat: int, reason: str) -> None:
        self._append(["cut", seat, reason])

    def gave_up(self) -> None:
        self._append(["give_up"])

    def released(self, held: list[tuple[int, int]]) -> None:
        """Messages (seat, number) this peer stopped holding back (``TableNode.release``)."""
        self._append(["release", [[seat, seq] for seat, seq in held]])

    def gone(self, gone: list[int]) -> None:
        """The peers (first seats) this peer's links have given up on, from here on (``TableNode.gone``): a
        replay takes the messages after it with the same view, as a lost-at-once void rests on it."""
        self._append(["gone", sorted(gone)])

    def lost(self, gone: list[int]) -> None:
        """The hand was voided here as lost at once (``table.lost``), with ``gone`` (first seats) the peers
        this peer's links had given up on: a replay remakes the void at this place (the links' view is not
        replayed)."""
        self._append(["lost", sorted(gone)])

    def replaced(self, players: list[list[Any]], peers: list[list[Any]]) -> None:
        """At a next table of the session: the seats whose players it replaced ([seat, key, name, play])
        and every peer of the session ([endpoint, transport key]), so that a restart remembers them."""
        self._replaced = ["replaced", players, peers]
        self._append(self._replaced)

    def timed(self, hand: int, seat: int, turn: int) -> None:
        """The player of ``seat`` ran out of time at ``turn`` of ``hand`` and its peer's bot played (this
        peer's player, or another's signed notice): told again with the move after a restart. A replay
        takes nothing from it (a reader that does not know it skips it)."""
        self._append(["timed", hand, seat, turn])

    def ended(self, reason: str) -> None:
        """The session is over here: a restart with the same arguments starts a new table."""
        self._append(["end", reason])
        self.sync()

    def close(self) -> None:
        if self._fd < 0:
            return
        self.sync()
        os.close(self._fd)
        self._fd = -1

    def discard(self) -> None:
        """Close and delete the journal of a table that is over: its secrets and keys are no longer
        needed (the hand files keep what the table did). An "end" record is written first, so a journal
        that could not be deleted is still never taken up again."""
        self.close()
        stray = (JOURNAL_FILE + ".new", f".{JOURNAL_FILE}{TEMPORARY_SUFFIX}")
        for path in (self.path, *(self.path.with_name(name) for name in stray)):
            path.unlink(missing_ok=True)
        try:
            self.path.parent.rmdir()
        except OSError:
            pass  # something else is in the directory: leave it


@dataclass
class JournalRead:
    header: JournalHeader
    entries: list[list[Any]]
    """What came after the checkpoint (all of it, without one)."""
    checkpoint: Any = None
    """The signed checkpoint the journal starts again from (``table.checkpoint.read_signed``), or None."""

    @property
    def ended(self) -> bool:
        return any(entry[0] == "end" for entry in self.entries)

    @property
    def replaced(self) -> tuple[list[list[Any]], list[list[Any]]]:
        """The last ``Journal.replaced`` entry (nothing replaced, no peers: none)."""
        found = self.replaced_entry
        return (list(found[1]), list(found[2])) if found is not None else ([], [])

    @property
    def replaced_entry(self) -> list[Any] | None:
        return next((entry for entry in reversed(self.entries) if entry[0] == "replaced" and len(entry) == 3), None)

    @property
    def entropy(self) -> list[bytes]:
        return [bytes(entry[1]) for entry in self.entries if entry[0] == "entropy"]

    @property
    def timed(self) -> list[tuple[int, int, int]]:
        """(hand, seat, turn) of each ``Journal.timed`` entry, in order (one that does not read is skipped)."""
        found = []
        for entry in self.entries:
            if entry[0] == "timed" and len(entry) == 4 and all(isinstance(v, int) for v in entry[1:]):
                found.append((int(entry[1]), int(entry[2]), int(entry[3])))
        return found


def read_journal(path: Path) -> JournalRead:
    """A journal's header and entries; JournalError if it is not one. A torn last record is cut off the
    file, so appends after a restart follow the last complete record."""
    data = path.read_bytes()
    records = list(_records(data))
    if not records or records[0][0] != "table" or len(records[0]) != 2:
        raise JournalError(f"{path} does not start with a table header")
    complete = sum(4 + len(msgpack.packb(r, use_bin_type=True)) for r in records)
    if complete < len(data):
        with open(path, "r+b") as handle:
            handle.truncate(complete)
            os.fsync(handle.fileno())
    header = JournalHeader.from_canonical(records[0][1])
    if len(records) > 1 and records[1][0] == "checkpoint":
        if len(records[1]) != 2:
            raise JournalError(f"{path} has a broken checkpoint record")
        return JournalRead(header, records[2:], records[1][1])
    return JournalRead(header, records[1:])


def find_unfinished(root: Path, role: str, address: str, player_key: bytes) -> Path | None:
    """The journal of the latest table this player was at in ``role`` with ``address`` and that is not
    over, or None."""
    if not root.is_dir():
        return None
    found: list[tuple[float, Path]] = []
    for directory in sorted(root.iterdir()):
        path = directory / JOURNAL_FILE
        if not path.is_file():
            continue
        try:
            read = read_journal(path)
        except (JournalError, OSError):
            continue
        header = read.header
        if (header.role, header.address, header.player_key) == (role, address, player_key) and not read.ended:
            found.append((path.stat().st_mtime, path))
    return max(found)[1] if found else None
