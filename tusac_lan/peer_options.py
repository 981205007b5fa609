"""What a peer process is asked to do, shared by the lobby, the session runner and the front ends."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .engine.actions import Action
from .table.node import NodeEvent

CODE_BY_ADDRESS = "default"
"""Host's code setting: a fresh code unless the table listens on loopback only (see ``lobby_host``)."""
CODE_AUTO = "auto"
"""Host's code setting: always a fresh code."""
CODE_NONE = "none"
"""Host's code setting: anyone who reaches the lobby may join."""


class PeerError(RuntimeError):
    """The table could not be set up or did not finish; the text says why."""


@dataclass
class PeerOptions:
    identity_dir: Path
    name: str | None = None
    play: str = "greedy"
    history_dir: Path | None = None
    timeout: float = 60.0
    timing: Callable[[str, int, int], None] | None = None
    listener: Callable[[NodeEvent], None] | None = None
    """Every lobby and table event (the terminal front end, a desktop client); None: nobody listens."""
    moves: Callable[[], tuple[int, Action] | None] | None = None
    """Non-blocking: a human seat's move, chosen at the terminal or in a desktop client, or None."""
    cancelled: Callable[[], bool] = lambda: False
    """Polled by the loops: True ends the session at once."""
    announce: str | None = None
    """Host: announce the table on the LAN under this name (mDNS) while seats are free."""
    interfaces: list[str] | None = None
    """The addresses whose interfaces mDNS may use (None: the system's choice)."""
    code: str = CODE_BY_ADDRESS
    """Host: CODE_BY_ADDRESS, CODE_AUTO, CODE_NONE or a table code of its own choosing."""
    join_code: str | None = None
    """Player: the table code the host gave (None: it gave none)."""
    expect_key: str | None = None
    """Player: the fingerprint the host's key must have (from an announcement or told by the host)."""
