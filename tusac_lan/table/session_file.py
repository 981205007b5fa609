"""The session file: which hand files make up a session, in order.

Layout (canonical msgpack): ``[MAGIC, FORMAT_VERSION, transcript, hands]``, each hand
``[hand_no, file name, body digest]``. It is not signed itself and need not be: every hand file
names the session digest before it, and every peer signs, at the end of every hand, the session
digest after it (a hash chain over the hands' bodies). So the list is proof: a dropped, repeated,
reordered or rewritten hand breaks the chain the last hand's signatures close. A session cut short
(at a stopped hand, or because its players stopped after a finished one) still verifies, with the
signed record of every hand it finished; what it cannot show is that no hand came after its last.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgpack

from .config import TableConfig
from .hand_run import HandRun
from .history import MAX_FILE, NO_SESSION, History, HistoryError, read_history, verify_history
from .transcript import Transcript

MAGIC = "tusac-session"
FORMAT_VERSION = 2
MAX_HANDS = 10_000
MAX_SESSION_FILE = MAX_FILE
_HAND_FILE = re.compile(r"[0-9a-f]{32}-hand[0-9]{4,5}\.tusac")


def hand_file_name(config: TableConfig, hand_no: int) -> str:
    return f"{config.table_id.hex()}-hand{hand_no:04d}.tusac"


def session_file_name(config: TableConfig) -> str:
    return f"{config.table_id.hex()}-session.tusac"


def write_session(transcript: Transcript, hands: list[list[Any]]) -> bytes:
    packed: bytes = msgpack.packb([MAGIC, FORMAT_VERSION, transcript.to_canonical(), hands], use_bin_type=True)
    return packed


def is_session(data: bytes) -> bool:
    try:
        record = msgpack.unpackb(data, raw=False, strict_map_key=True)
    except Exception:
        return False
    return isinstance(record, list) and len(record) >= 2 and record[0] == MAGIC


def verify_session(
    path: Path, on_hand: Callable[[History, HandRun], None] | None = None
) -> tuple[TableConfig, list[str]]:
    """Check every hand of a session: present, unchanged, verifying, chained in order and signed.
    ``on_hand`` is given each verified hand (a viewer's score sheet), so nobody replays them again."""
    try:
        data = path.read_bytes()
        if len(data) > MAX_SESSION_FILE:
            raise HistoryError(f"not a session file: larger than {MAX_SESSION_FILE} bytes")
        record = msgpack.unpackb(data, raw=False, strict_map_key=True)
    except HistoryError:
        raise
    except Exception as exc:
        raise HistoryError(f"not a session file: {type(exc).__name__}") from None
    if not isinstance(record, list) or len(record) != 4 or record[0] != MAGIC:
        raise HistoryError("not a session file")
    _, version, transcript, hands = record
    if type(version) is not int or version != FORMAT_VERSION:  # not True, not 2.0
        raise HistoryError(f"session format {version!r}: this program reads format {FORMAT_VERSION} only")
    if msgpack.packb(record, use_bin_type=True) != data:
        raise HistoryError("damaged session file: not in canonical form")
    if not isinstance(hands, list) or not 1 <= len(hands) <= MAX_HANDS:
        raise HistoryError("a session file lists 1 to 10,000 hands")
    lines = []
    totals = [0, 0, 0, 0]
    previous = NO_SESSION
    config: TableConfig | None = None
    history: History | None = None
    for expected_no, entry in enumerate(hands):
        if not (isinstance(entry, list) and len(entry) == 3):
            raise HistoryError(f"entry {expected_no}: damaged")
        hand_no, name, digest = entry
        if hand_no != expected_no or isinstance(hand_no, bool):
            raise HistoryError(f"entry {expected_no}: hands must be listed 0, 1, 2, ... each once")
        if not isinstance(name, str) or not _HAND_FILE.fullmatch(name):
            raise HistoryError(f"hand {hand_no}: {name!r} is not a hand file name in this folder")
        hand_path = path.parent / name
        try:
            blob = hand_path.read_bytes()
        except OSError:
            raise HistoryError(f"hand {hand_no}: {name} is missing") from None
        history = read_history(blob)
        if history.transcript.to_canonical() != transcript:
            raise HistoryError(f"hand {hand_no}: {name} belongs to another table or other rules")
        carried = history.config.continues
        if hand_no == 0 and carried is not None:
            totals = list(carried.scores)
            lines.append(f"continues table {carried.previous.hex()[:16]} after {carried.played} hands, scores {totals}")
        if history.hand_no != hand_no or name != hand_file_name(history.config, hand_no):
            raise HistoryError(f"hand {hand_no}: {name} holds another hand")
        if history.body_digest != digest:
            raise HistoryError(f"hand {hand_no}: {name} is not the file the session recorded")
        if history.previous_session != previous:
            raise HistoryError(f"hand {hand_no}: does not follow the hands listed before it")
        try:
            history, run = verify_history(blob)
        except HistoryError as exc:
            raise HistoryError(f"hand {hand_no}: {name}: {exc}") from None
        if on_hand is not None:
            on_hand(history, run)
        previous = history.session_digest
        config = history.config
        result = run.settled_result
        payments = list(result.payments) if result is not None else [0, 0, 0, 0]
        totals = [t + p for t, p in zip(totals, payments, strict=True)]
        signers = len(history.signers)
        what = "ok" if history.verdict.ok else f"stopped: {history.verdict.reason}"
        lines.append(f"hand {hand_no}: {what}  payments {payments}  signed by {signers} of {len(set(config.peers))}")
    assert config is not None and history is not None
    wanted = history.transcript.hands
    if len(hands) > wanted:
        raise HistoryError(f"the session lists {len(hands)} hands, its table set {wanted}")
    if len(hands) < wanted:
        # A table may end early: at a stopped hand, or after a finished one when its players stop. A file
        # cannot prove that no hand came after its last; a later hand chains on this list's last session
        # digest, so the file of any peer that played one shows it (docs/HISTORY.md, the session file).
        why = "its last hand was stopped" if not history.verdict.ok else "its players stopped after a finished hand"
        lines.append(f"session ended after {len(hands)} of the {wanted} hands its table set: {why}")
    lines.append(f"scores: {totals}")
    return config, lines
