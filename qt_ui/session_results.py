"""Who came out ahead in each saved session, for the list of sessions: a session's totals come from checking
every hand of it (some 0.4 s a hand), so they are worked out once, off the GUI thread, and kept in a small
file beside the history files, keyed by the session file's digest and the size and time of each hand file
it lists (a file changed since is checked again).

Only a session that verifies gets totals; one that does not is kept as such, so the list can say so."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Sequence
from pathlib import Path

CACHE_NAME = ".session-results.json"
"""In the history folder (no session or hand file pattern matches it)."""
MOST_KEPT = 2_000
"""Entries kept at most (the newest written): the file stays small however long the folder's history."""

Totals = tuple[int, ...] | None
"""Each seat's score over the session; None: the session does not verify."""


def session_key(session: bytes, hands: Sequence[Path]) -> str:
    """The digest of a session file's bytes (a session file is small: it lists its hands' digests) and of
    the size and last change of each hand file it lists (``hands``)."""
    digest = hashlib.sha256(session)
    for hand in hands:
        try:
            stat = hand.stat()
        except OSError:
            continue
        digest.update(f"{hand.name} {stat.st_size} {stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def read_cache(folder: Path) -> dict[str, Totals]:
    """The totals kept for ``folder``'s sessions; an unreadable or foreign file is taken as empty."""
    try:
        data = json.loads((folder / CACHE_NAME).read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    kept: dict[str, Totals] = {}
    for key, value in data.items():
        if value is None:
            kept[key] = None
        elif isinstance(value, list) and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            kept[key] = tuple(value)
    return kept


def write_cache(folder: Path, kept: dict[str, Totals]) -> None:
    """Write the cache whole or not at all (a temporary name, then a rename); a full disk or a read-only
    folder only means the totals are worked out again next time."""
    newest = dict(list(kept.items())[-MOST_KEPT:])
    temporary = folder / f"{CACHE_NAME}.{os.getpid()}.tmp"
    try:
        temporary.write_text(json.dumps({k: list(v) if v is not None else None for k, v in newest.items()}), "utf-8")
        os.replace(temporary, folder / CACHE_NAME)
    except OSError:
        temporary.unlink(missing_ok=True)


def leaders(names: tuple[str, ...], totals: tuple[int, ...]) -> tuple[tuple[str, ...], int]:
    """The players with the highest total, and that total (several when tied)."""
    top = max(totals)
    return tuple(name for name, total in zip(names, totals, strict=False) if total == top), top
