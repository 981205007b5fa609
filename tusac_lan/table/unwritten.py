"""The files a peer could not write yet (a full disk, a folder it may not write to): kept in memory,
the newest copy of each, and written again at the next hand boundary and when the session ends."""

from __future__ import annotations

import errno
from dataclasses import dataclass, field
from pathlib import Path

from protocol.whole_file import write_whole


@dataclass
class Unwritten:
    directory: Path
    pending: dict[str, bytes] = field(default_factory=dict)
    """File name → its newest bytes, in the order they were first owed (a hand file before its session file)."""
    error: str = ""
    """Why the last try failed ("" while every file is on disk)."""
    full: bool = False
    """The last try failed because the disk is full (or over its quota), not because it may not be written."""

    def put(self, name: str, data: bytes) -> None:
        self.pending[name] = data

    def flush(self) -> int:
        """Write what is owed, oldest first, stopping at the first failure (``error`` then says why);
        the number of files written."""
        written = 0
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            for name in list(self.pending):
                write_whole(self.directory / name, self.pending[name])
                del self.pending[name]
                written += 1
        except OSError as exc:
            self.error = exc.strerror or str(exc)
            self.full = exc.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG)
        else:
            self.error, self.full = "", False
        return written
