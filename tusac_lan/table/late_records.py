"""Records that never came, fetched later: a hand file this peer wrote without every peer's record (it gave up
waiting at the end of a table) is completed from another player's copy of the same hand, met at a later
table (docs/RELIABILITY.md, "Leaving at the end of a table").

A record is a table message signed by its peer's seat key over the body's digest and the session digest
it leads to; a record that signs this very file is the same whoever hands it over, so a file completed
so is byte for byte the one its signer wrote. Nothing here trusts the sender: each record handed in is
checked against the file (``_check_records``), and again in the new file before it is kept."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from protocol.messages import Message, MessageError, decode

from ..games import GAMES, AnyGame
from .history import read_history, record_signers, unpack_record, write_history


@dataclass(frozen=True)
class Unsettled:
    """A hand file some of whose peers' records are missing."""

    table_id: bytes
    hand_no: int
    digest: bytes
    """The digest of the file's body (what every record of it signs)."""
    missing: tuple[bytes, ...]
    """The seat keys of the peers whose record is not in the file."""
    names: tuple[str, ...]
    """Their players' names, as the table named them."""
    players: tuple[bytes, ...]
    """The seat keys of every peer at the table (each of them may hold a copy with more records)."""


def unsettled(data: bytes, games: Mapping[str, AnyGame] = GAMES) -> Unsettled | None:
    """What a hand file lacks (None: every peer signed it). HistoryError if it does not read."""
    history = read_history(data, games)
    config = history.config
    signed = set(record_signers(history))
    peers = sorted(set(config.peers))
    missing = tuple(config.seat_keys[peer] for peer in peers if peer not in signed)
    if not missing:
        return None
    names = tuple(config.names[peer] for peer in peers if peer not in signed)
    players = tuple(config.seat_keys[peer] for peer in peers)
    return Unsettled(config.table_id, history.hand_no, history.body_digest, missing, names, players)


def records_for(data: bytes, digest: bytes, asker: bytes, games: Mapping[str, AnyGame] = GAMES) -> list[bytes]:
    """The records of a hand file for a player that sat at it (``asker``: its key), if its body is ``digest``
    (another body, or another player: none)."""
    history = read_history(data, games)
    if history.body_digest != digest or asker not in history.config.seat_keys:
        return []
    return list(history.records)


def with_records(data: bytes, wires: Sequence[bytes], games: Mapping[str, AnyGame] = GAMES) -> bytes | None:
    """The hand file ``data`` with each record of ``wires`` that signs it and is not in it yet, verified
    whole; None if none of them adds anything."""
    history = read_history(data, games)
    config = history.config
    signed = record_signers(history)
    records: dict[int, Message] = {}
    for wire in [*history.records, *wires]:
        try:
            record = decode(wire, config.table_id, list(config.seat_keys), config.shape)
        except MessageError:
            continue
        if record.type != "record" or record.hand != history.hand_no or config.peers[record.seat] != record.seat:
            continue
        if record.payload != [history.body_digest, history.session_digest] or record.seat in records:
            continue
        records[record.seat] = record
    if len(records) == len(signed):
        return None
    body = unpack_record(data)[:-1]
    completed = write_history(body, list(records.values()))
    # Every record is checked again in the file as written. The body is the one they sign, byte for byte
    # (its digest), so the hand is the one their signers replayed: no replay here, which would hold up a
    # table in play for a second a file on a slow computer.
    if record_signers(read_history(completed, games)) != sorted(records):
        return None
    return completed
