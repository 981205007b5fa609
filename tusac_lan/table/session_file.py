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
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgpack

from ..games import GAMES, AnyGame
from .config import Continues, TableConfig
from .hand_run import HandRun
from .history import (
    MAX_FILE,
    MISSING,
    NO_SESSION,
    NOT_A_FILE,
    OTHER_VERSION,
    History,
    HistoryError,
    read_history,
    unpack_record,
    verify_history,
)
from .session import SessionState
from .settlement import unsigned_peers
from .transcript import Transcript, table_digest

MAGIC = "tusac-session"
FORMAT_VERSION = 2
MAX_HANDS = 10_000
MAX_SESSION_FILE = MAX_FILE
_HAND_FILE = re.compile(r"[0-9a-f]{32}-hand[0-9]{4,5}\.tusac")
MAX_TABLES = 64
"""How many tables back ``verify`` follows a session that continues another."""
MAX_SESSIONS_LOOKED_AT = 10_000
"""Session files of a folder looked at to find the table a session continues."""


@dataclass
class SessionReport:
    """What a verified session file shows: its table, the lines ``show`` prints, and the caveats that
    ``verify`` prints first (what the files cannot vouch for: hands some peer did not sign, carried
    scores whose table's files are not at hand)."""

    config: TableConfig
    lines: list[str]
    caveats: list[str] = field(default_factory=list)
    after: Continues | None = None
    """What a table continuing this one must carry: this table's digest, hands, scores, starter, chain."""
    keys: set[bytes] = field(default_factory=set)
    """Every seat key of this table and of the tables it continues (checked ones)."""
    whole: bool = True
    """Every table back to the session's first was found and checked (so ``keys`` are all its players')."""


def hand_file_name(config: TableConfig, hand_no: int) -> str:
    return hand_file_of(config.table_id, hand_no)


def hand_file_of(table_id: bytes, hand_no: int) -> str:
    return f"{table_id.hex()}-hand{hand_no:04d}.tusac"


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


def listed_hands(path: Path) -> list[Path]:
    """The hand files a session file lists that are hand file names of its folder (unchecked otherwise)."""
    try:
        data = path.read_bytes()
        record = msgpack.unpackb(data, raw=False, strict_map_key=True) if len(data) <= MAX_SESSION_FILE else None
    except Exception:  # msgpack raises several unrelated exception types
        return []
    if not isinstance(record, list) or len(record) != 4 or not isinstance(record[3], list):
        return []
    names = [entry[1] for entry in record[3][:MAX_HANDS] if isinstance(entry, list) and len(entry) == 3]
    return [path.parent / name for name in names if isinstance(name, str) and _HAND_FILE.fullmatch(name)]


def verify_session(
    path: Path,
    on_hand: Callable[[History, HandRun], None] | None = None,
    *,
    games: Mapping[str, AnyGame] = GAMES,
    checked: dict[Path, SessionReport] | None = None,
) -> tuple[TableConfig, list[str]]:
    """Check every hand of a session: present, unchanged, verifying, chained in order and signed.
    ``on_hand`` is given each verified hand (a viewer's score sheet), so nobody replays them again.
    The lines start with the report's caveats (none for a settled session that starts a table).
    ``checked``: the reports of session files already checked (an evening's tables verified one after
    another), so that each table before this one is checked once, not once for every table after it."""
    report = check_session(path, on_hand, games=games, checked=checked)
    return report.config, [*report.caveats, *report.lines]


def check_session(
    path: Path,
    on_hand: Callable[[History, HandRun], None] | None = None,
    depth: int = 0,
    *,
    games: Mapping[str, AnyGame] = GAMES,
    checked: dict[Path, SessionReport] | None = None,
) -> SessionReport:
    """``verify_session`` as a report; ``depth``: how many tables later the session asked about is."""
    checked = {} if checked is None else checked
    known = checked.get(path.resolve())
    if known is not None and on_hand is None:
        return known
    report = _check_session(path, on_hand, depth, games, checked)
    checked[path.resolve()] = report
    return report


def _check_session(
    path: Path,
    on_hand: Callable[[History, HandRun], None] | None,
    depth: int,
    games: Mapping[str, AnyGame],
    checked: dict[Path, SessionReport],
) -> SessionReport:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise HistoryError(f"not a session file: {type(exc).__name__}", NOT_A_FILE) from None
    if len(data) > MAX_SESSION_FILE:
        raise HistoryError(f"not a session file: larger than {MAX_SESSION_FILE} bytes", NOT_A_FILE)
    record = unpack_record(data, "session", MAX_SESSION_FILE)
    if not isinstance(record, list) or len(record) != 4 or record[0] != MAGIC:
        raise HistoryError("not a session file", NOT_A_FILE)
    _, version, transcript, hands = record
    if type(version) is not int or version != FORMAT_VERSION:  # not True, not 2.0
        raise HistoryError(
            f"session format {version!r}: this program reads format {FORMAT_VERSION} only", OTHER_VERSION
        )
    if msgpack.packb(record, use_bin_type=True) != data:
        raise HistoryError("damaged session file: not in canonical form")
    if not isinstance(hands, list) or not 1 <= len(hands) <= MAX_HANDS:
        raise HistoryError("a session file lists 1 to 10,000 hands")
    lines = []
    caveats: list[str] = []
    unsigned: dict[int, list[int]] = {}
    totals: list[int] = []
    state: SessionState | None = None
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
            raise HistoryError(f"hand {hand_no}: {name} is missing", MISSING) from None
        history = read_history(blob, games)
        if history.transcript.to_canonical() != transcript:
            raise HistoryError(f"hand {hand_no}: {name} belongs to another table or other rules")
        carried = history.config.continues
        if hand_no == 0:
            totals = [0] * history.config.seats
        if hand_no == 0 and carried is not None:
            totals = list(carried.scores)
            lines.append(f"continues table {carried.previous.hex()[:16]} after {carried.played} hands, scores {totals}")
            state = SessionState(carried.played, carried.starter, carried.scores)
        elif hand_no == 0:
            state = SessionState.start(history.config.seats, 0)
        if history.hand_no != hand_no or name != hand_file_name(history.config, hand_no):
            raise HistoryError(f"hand {hand_no}: {name} holds another hand")
        if history.body_digest != digest:
            raise HistoryError(f"hand {hand_no}: {name} is not the file the session recorded")
        if history.previous_session != previous:
            raise HistoryError(f"hand {hand_no}: does not follow the hands listed before it")
        try:
            history, run = verify_history(blob, games=games)
        except HistoryError as exc:
            raise HistoryError(f"hand {hand_no}: {name}: {exc}", exc.kind) from None
        if on_hand is not None:
            on_hand(history, run)
        previous = history.session_digest
        config = history.config
        outcome = run.settled_outcome
        assert state is not None
        if outcome is not None and run.starter is not None:
            # As a peer keeps the session (TableNode._finish_hand): a new one starts at its first hand's starter.
            if hand_no == 0 and config.continues is None:
                state = SessionState.start(config.seats, run.starter)
            state = state.after(outcome)
        for peer in unsigned_peers(history):
            unsigned.setdefault(peer, []).append(hand_no)
        payments = list(outcome.payments) if outcome is not None else [0] * len(totals)
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
    assert state is not None and list(state.scores) == totals
    first = read_history((path.parent / hands[0][1]).read_bytes(), games)
    report = SessionReport(config, lines, caveats, keys=set(config.seat_keys))
    if unsigned:
        who = "; ".join(
            f"{config.names[peer]} did not sign hand{'s' if len(nos) > 1 else ''} {', '.join(map(str, nos))}"
            for peer, nos in sorted(unsigned.items())
        )
        caveats.append(f"NOT SETTLED: {who}: those hands are the word of the peers that signed them alone")
    carried = config.continues
    if carried is not None:
        _check_carried(path, first.transcript, carried, report, depth, games, checked)
    report.after = Continues(
        table_digest(first.transcript.table_wire), state.hands_played, state.scores, state.starter, previous
    )
    return report


def _check_carried(
    path: Path,
    transcript: Transcript,
    carried: Continues,
    report: SessionReport,
    depth: int,
    games: Mapping[str, AnyGame],
    checked: dict[Path, SessionReport],
) -> None:
    """A table that continues another carries that table's hands, scores, starter and chain: recompute
    them from that table's files, found in the same folder; say plainly when they are not there."""
    what = f"the scores {list(carried.scores)}, {carried.played} hands and starter this table carries"
    where = f"table {carried.previous.hex()[:16]}"
    found = find_session(path.parent, carried.previous) if depth < MAX_TABLES else None
    if found is None:
        report.whole = False
        report.caveats.insert(
            0,
            f"NOT CHECKED: {what} over from {where}: its files are not in this folder, so they are the word of"
            " this table's players alone (verify it beside them)",
        )
        return
    try:
        before = check_session(found, depth=depth + 1, games=games, checked=checked)
    except HistoryError as exc:
        raise HistoryError(f"the table it continues ({found.name}): {exc}") from None
    assert before.after is not None
    if before.after != carried:
        expected = before.after
        raise HistoryError(
            f"{what} are not what the files of {where} give: scores {list(expected.scores)} after"
            f" {expected.played} hands, starter {expected.starter}"
            + ("" if expected.session == carried.session else ", another last session digest")
        )
    config = transcript.config
    seated = {config.seat_keys[config.host_seat]} | {join.identity for join in _joins(transcript)}
    if not seated <= before.keys:
        if before.whole:
            raise HistoryError(f"a player of this table never sat at {where} or a table before it")
        report.caveats.append(f"a player of this table is not one of {where}: it may have sat at an earlier table")
    report.keys |= before.keys
    report.whole = before.whole
    report.caveats += [f"{where} it continues: {line}" for line in before.caveats]


def _joins(transcript: Transcript) -> list[Any]:
    from protocol.lobby import decode_table

    config = transcript.config
    return list(decode_table(transcript.table_wire, lambda t: config.seat_keys[config.host_seat], config.shape).joins)


def find_session(folder: Path, digest: bytes) -> Path | None:
    """The session file in ``folder`` of the table whose TABLE has this digest, if there is one."""
    for index, candidate in enumerate(sorted(folder.glob("*-session.tusac"))):
        if index >= MAX_SESSIONS_LOOKED_AT:
            return None
        try:
            if candidate.stat().st_size > MAX_SESSION_FILE:
                continue
            record = msgpack.unpackb(candidate.read_bytes(), raw=False, strict_map_key=True)
        except Exception:  # an unreadable file is not the one looked for
            continue
        if isinstance(record, list) and len(record) == 4 and record[0] == MAGIC:
            transcript = record[2]
            if isinstance(transcript, list) and transcript and isinstance(transcript[0], bytes):
                if table_digest(transcript[0]) == digest:
                    return candidate
    return None
