"""The session file: which hand files make up a session, their digests, payments and scores.

Layout (msgpack): ``[MAGIC, FORMAT_VERSION, table, hands, scores]``, each hand
``[hand_no, file name, BLAKE2b-256 of the file, audit ok, payments]``. Every peer writes the same
bytes after every hand (``<table id>-session.tusac``).
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import msgpack

from .config import TableConfig
from .history import HistoryError, verify_history

MAGIC = "tusac-session"
FORMAT_VERSION = 1


def hand_file_name(config: TableConfig, hand_no: int) -> str:
    return f"{config.table_id.hex()}-hand{hand_no:04d}.tusac"


def session_file_name(config: TableConfig) -> str:
    return f"{config.table_id.hex()}-session.tusac"


def file_digest(data: bytes) -> bytes:
    return hashlib.blake2b(data, digest_size=32).digest()


def write_session(config: TableConfig, hands: list[list[Any]], scores: tuple[int, ...]) -> bytes:
    packed: bytes = msgpack.packb(
        [MAGIC, FORMAT_VERSION, config.to_canonical(), hands, list(scores)], use_bin_type=True
    )
    return packed


def is_session(data: bytes) -> bool:
    try:
        record = msgpack.unpackb(data, raw=False)
    except Exception:
        return False
    return isinstance(record, list) and len(record) == 5 and record[0] == MAGIC


def verify_session(path: Path) -> tuple[TableConfig, list[str]]:
    """Check every linked hand file (present, unchanged, verifying) and the running scores."""
    try:
        record = msgpack.unpackb(path.read_bytes(), raw=False)
        _, version, table, hands, scores = record
        config = TableConfig.from_canonical(table)
    except Exception as exc:
        raise HistoryError(f"not a session file: {exc}") from None
    if version != FORMAT_VERSION:
        raise HistoryError(f"session format {version}, this program reads {FORMAT_VERSION}")
    totals = [0, 0, 0, 0]
    lines = []
    for hand_no, name, digest, ok, payments in hands:
        hand_path = path.parent / name
        if not hand_path.exists():
            raise HistoryError(f"hand {hand_no}: {name} is missing")
        data = hand_path.read_bytes()
        if file_digest(data) != digest:
            raise HistoryError(f"hand {hand_no}: {name} is not the file the session recorded")
        history, run = verify_history(data)
        if history.config.table_id != config.table_id or history.hand_no != hand_no:
            raise HistoryError(f"hand {hand_no}: {name} belongs to another table or hand")
        result = run.state.result if run.state is not None and history.verdict.ok else None
        replayed = list(result.payments) if result is not None else [0, 0, 0, 0]
        if replayed != list(payments) or bool(ok) != history.verdict.ok:
            raise HistoryError(f"hand {hand_no}: the session's payments or verdict differ from the hand file")
        totals = [t + p for t, p in zip(totals, payments, strict=True)]
        lines.append(f"hand {hand_no}: {'ok' if ok else 'stopped'}  payments {payments}")
    if totals != list(scores):
        raise HistoryError("the session's scores are not the sum of its hands")
    lines.append(f"scores: {scores}")
    return config, lines
