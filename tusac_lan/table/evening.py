"""An evening: the session files of the tables a session went through, each next table linked to the one
before by its ``continues`` (next_table.py). Found from the last table's file back, in its folder; the
files are only read here, each is verified by ``verify_session`` as any session file."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .config import Continues
from .history import MAX_FILE, HistoryError, read_history
from .session_file import MAX_TABLES, find_session, listed_hands


@dataclass(frozen=True)
class Evening:
    files: tuple[Path, ...]
    """The tables' session files, the first table's first; the file asked about is the last."""
    missing: Continues | None = None
    """What the first file found carries over from a table whose file is not in the folder (None: the
    evening starts with it)."""


def carried_by(path: Path) -> Continues | None:
    """What a session file's table carries from the table before it (read from its first hand, unchecked);
    None for a table that starts a session or a file that cannot be read."""
    hands = listed_hands(path)
    try:
        if not hands or hands[0].stat().st_size > MAX_FILE:
            return None
        return read_history(hands[0].read_bytes()).config.continues
    except (OSError, HistoryError):
        return None


def evening_of(path: Path) -> Evening:
    """The tables of the evening that ``path``'s table ends, as far back as their files are at hand."""
    files = [path]
    missing: Continues | None = None
    while len(files) <= MAX_TABLES:
        carried = carried_by(files[0])
        if carried is None:
            break
        before = find_session(path.parent, carried.previous)
        if before is None or before in files:  # not here, or a loop no honest file makes
            missing = carried
            break
        files.insert(0, before)
    return Evening(tuple(files), missing)
