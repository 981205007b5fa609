"""The ``said`` of this player's last WAITING, kept beside its identity across runs.

Every peer keeps the WAITING of each player with the greatest ``said`` and drops one with a smaller or equal
``said`` as old news (a copy handed in again). A player's ``said`` is its calendar clock in milliseconds,
and never less than one past its last: within a run by the handover's memory, across runs by this file. A
calendar clock that stepped back over a restart (set right by NTP at boot, a machine whose clock keeps local
time, a board with no clock that boots at its last saved time) would otherwise make every WAITING of the new
run old news at the others until the clock passed the old ones again (docs/RELIABILITY.md).
"""

from __future__ import annotations

from pathlib import Path

from protocol.carry_on import MAX_SAID
from protocol.whole_file import write_whole

SAID_FILE = "waiting-said"


def read_said_floor(identity_dir: Path) -> int:
    """The ``said`` of this player's last WAITING in an earlier run; 0 when none was kept or it does not read."""
    try:
        text = (identity_dir / SAID_FILE).read_text(encoding="ascii")
    except (OSError, UnicodeDecodeError):
        return 0
    text = text.strip()
    if not text.isascii() or not text.isdigit() or len(text) > len(str(MAX_SAID)):
        return 0
    said = int(text)
    return said if said < MAX_SAID - 1 else 0  # the next must still be a ``said`` a WAITING may carry


def keep_said_floor(identity_dir: Path, said: int) -> bool:
    """Keep ``said`` for the next run, whole or not at all; False if it could not be written (a full disk:
    the WAITING goes out all the same, and a restart after a clock step back may be heard late)."""
    try:
        write_whole(identity_dir / SAID_FILE, f"{said}\n".encode("ascii"), 0o600)
    except OSError:
        return False
    return True
