"""Files written whole or not at all: a temporary name in the same directory, written and synced, then
renamed over the old file and the directory synced. A crash or a full disk leaves the old file (or none)
and at most a stray temporary, never a torn file."""

from __future__ import annotations

import contextlib
import errno
import os
from pathlib import Path

# The errors that mean "this disk takes no more", as against a bug: the peer tells its player and retries.
NO_ROOM = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EROFS, errno.EACCES, errno.EPERM, errno.EFBIG})

TEMPORARY_SUFFIX = ".partial"


def sync_directory(directory: Path) -> None:
    """Make a rename in ``directory`` durable. Windows cannot open a directory to sync it (and NTFS
    journals the rename itself), so there this does nothing."""
    if os.name == "nt":
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_whole(path: Path, data: bytes, mode: int = 0o644, exclusive: bool = False) -> None:
    """Put ``data`` at ``path`` whole, or leave ``path`` as it was and raise the OSError
    (``exclusive``: FileExistsError if ``path`` is there already, as two first starts may race)."""
    temporary = path.with_name(f".{path.name}{TEMPORARY_SUFFIX}")
    # A stray temporary (a crash) goes; a link planted there is never followed (it would write elsewhere).
    with contextlib.suppress(FileNotFoundError):
        os.unlink(temporary)
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0), mode)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        if exclusive:
            os.link(temporary, path)
            os.unlink(temporary)
        else:
            os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise
    sync_directory(path.parent)


def no_room(exc: OSError) -> bool:
    """The write failed because the disk (or the folder) takes no more, not because of a bug."""
    return exc.errno in NO_ROOM
