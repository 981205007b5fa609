"""The tables this player left unfinished (the program crashed or was killed), found from their journals,
so the lobby can offer to go back: hosting or joining again at the same address rejoins the same hand.

The journals are only read here, never changed (the session runner repairs a torn last record when it
takes one up); a journal that cannot be read is not offered.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgpack

from protocol.identity import Identity, IdentityError
from protocol.messages import MessageError, decode
from tusac_lan.games import DEFAULT_GAME
from tusac_lan.peer.rejoin import ASK_WAIT, TABLES, still_going
from tusac_lan.table.journal import HOST, JOIN, JOURNAL_FILE, MAX_RECORD, JournalError, JournalHeader
from tusac_lan.table.transcript import TranscriptError, read_transcript

from .i18n import translate


@dataclass(frozen=True)
class Unfinished:
    role: str
    """HOST or JOIN: what to start again."""
    address: str
    hand: int
    """The hand the table was at (counted from 0), -1 if none had started."""
    when: float
    """When the journal was last written (seconds since the epoch)."""
    others: tuple[tuple[str, bytes], ...] = ()
    """The endpoints (``tcp://HOST:PORT``) of the table's other peers with their CURVE keys (made for this
    table), as the journal last knew them."""
    game: str = DEFAULT_GAME
    """The table's game: the page that takes it up is its own."""
    seats: int = 4
    hands: int = 0
    """The session's count of hands."""
    rules: Any = field(default=None, compare=False)

    def still_going(self, wait: float = ASK_WAIT) -> bool:
        """Some other peer of the table still answers with the key it has at it (``peer.rejoin.still_going``):
        the session may be going on, and is offered."""
        return still_going(self.others, wait)

    def offer_text(self) -> str:
        if self.role == HOST:
            if self.hand < 0:
                text = translate("Lobby", "Return to the table you host at {address}")
            else:
                text = translate("Lobby", "Return to the table you host at {address} (hand {number})")
        elif self.hand < 0:
            text = translate("Lobby", "Return to the table at {address}")
        else:
            text = translate("Lobby", "Return to the table at {address} (hand {number})")
        return text.format(address=self.address, number=self.hand + 1)


def _complete_records(data: bytes) -> list[list[Any]]:
    """The journal's whole records (4-byte length, msgpack list), a torn last one left out."""
    records: list[list[Any]] = []
    at = 0
    while at + 4 <= len(data):
        size = int.from_bytes(data[at : at + 4], "big")
        if size > MAX_RECORD or at + 4 + size > len(data):
            break
        record = msgpack.unpackb(data[at + 4 : at + 4 + size], raw=False)
        if not isinstance(record, list) or not record or not isinstance(record[0], str):
            raise JournalError("a record that is not a journal entry")
        records.append(record)
        at += 4 + size
    return records


def read_unfinished(path: Path, player_key: bytes) -> Unfinished | None:
    """The table of this journal if it belongs to ``player_key`` and is not over; None otherwise."""
    try:
        records = _complete_records(path.read_bytes())
        if not records or records[0][0] != "table" or any(r[0] == "end" for r in records):
            return None
        header = JournalHeader.from_canonical(records[0][1])
        if header.player_key != player_key or header.role not in (HOST, JOIN):
            return None
        transcript = read_transcript(header.table_wire, header.go_wire)
        config = transcript.config
        mine = transcript.peers[header.me][0]
        replaced = next((r for r in reversed(records) if r[0] == "replaced" and len(r) == 3), None)
        peers = replaced[2] if replaced is not None else transcript.peers
        others = tuple(
            (str(p[0]), p[1])
            for p in peers
            if isinstance(p, list) and len(p) > 1 and isinstance(p[1], bytes) and p[0] != mine
        )
        keys, hand = list(config.seat_keys), -1
        for record in reversed(records[1:]):
            wire = record[1] if record[0] == "out" else record[2] if record[0] == "in" and len(record) > 2 else None
            if isinstance(wire, bytes):
                with contextlib.suppress(MessageError):
                    hand = decode(wire, config.table_id, keys, config.shape).hand
                    break
        when = path.stat().st_mtime
        return Unfinished(
            header.role,
            header.address,
            hand,
            when,
            others,
            game=config.game_id,
            seats=config.seats,
            hands=transcript.hands,
            rules=config.rules,
        )
    except (JournalError, TranscriptError, OSError, ValueError, TypeError, IndexError):
        return None
    except Exception:  # msgpack raises several unrelated types on a broken file: not offered either
        return None


def unfinished_tables(identity_dir: Path) -> list[Unfinished]:
    """This player's unfinished tables, the latest first (one per role and address: the one a restart takes up)."""
    root = identity_dir / TABLES
    if not root.is_dir():
        return []
    try:
        player = Identity.load_or_create(identity_dir).public_key
    except IdentityError:
        return []
    latest: dict[tuple[str, str], Unfinished] = {}
    for directory in sorted(root.iterdir()):
        found = read_unfinished(directory / JOURNAL_FILE, player)
        if found is None:
            continue
        key = (found.role, found.address)
        if key not in latest or latest[key].when < found.when:
            latest[key] = found
    return sorted(latest.values(), key=lambda table: -table.when)
