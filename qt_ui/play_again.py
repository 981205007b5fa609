"""How the last LAN table was hosted or joined, so that Play again opens the same table again for the same
players: the host hosts again at the same address with the same seats, rules and table code; a guest
joins the same address again, waiting for the host to open it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

PLAY_AGAIN_WAIT = 120.0
"""Seconds a guest's Play again waits for the host to open the table again (the lobby's Cancel stops it)."""


@dataclass(frozen=True)
class HostedAgain:
    address: str
    """Where the table listened: the address the host typed, with the port it got (port 0 takes any)."""
    name: str
    plan: tuple[str, ...]
    hands: int
    rules: Any
    """The game's rules, as the lobby gave them."""
    table_rules: tuple[str, ...]
    """The table rules the host chose (``TableConfig.table_rules``)."""
    code: str | None = None
    """The code setting that gives the same table code again (None until the table was open)."""


@dataclass(frozen=True)
class JoinedAgain:
    address: str
    code: str


@dataclass(frozen=True)
class GameAgain:
    """The last table of a game played through its client plugin, to play again: ``kind`` "play" (against
    bots here), "host" or "join"; the same game, seats, bots, hands and rules."""

    kind: str
    game_id: str
    seats: int
    level: str
    hands: int
    rules: Any
    address: str = ""
    """Where the table was hosted (with the port it got) or joined."""
    name: str = ""
    plan: tuple[str, ...] = ()
    code: str = ""
    """The code setting (host: the code the table got, so the players keep it) or the code joined with."""
    deadlines: tuple[float, float, float] | None = None
    """The deadlines a host signed (a message, a move, the grace; None: the protocol's)."""
