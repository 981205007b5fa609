"""What a peer process is asked to do, shared by the lobby, the session runner and the front ends."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..games import GAMES, AnyGame
from ..table.config import Waits
from ..table.node import GRACE, MOVE_DEADLINE, PROTOCOL_DEADLINE
from .events import CarryOnAsked, PeerEvent
from .move_clock import NO_LIMIT
from .problems import Problem, other, problem

CODE_BY_ADDRESS = "default"
"""Host's code setting: a fresh code unless the table listens on loopback only (see ``peer.host``)."""
CODE_AUTO = "auto"
"""Host's code setting: always a fresh code."""
CODE_NONE = "none"
"""Host's code setting: anyone who reaches the lobby may join."""


STALL_MARGIN = 15.0
"""Seconds the session loop waits beyond the longest deadline and its grace before it calls the table stalled."""


class PeerError(RuntimeError):
    """The table could not be set up or did not finish; ``problem`` says why (its kind and values, for a
    client to word), the text in English."""

    def __init__(self, why: Problem | str) -> None:
        self.problem = why if isinstance(why, Problem) else other(why)
        super().__init__(self.problem.text)

    @classmethod
    def of(cls, kind: str, **fields: object) -> PeerError:
        return cls(problem(kind, **fields))


@dataclass
class PeerOptions:
    identity_dir: Path
    name: str | None = None
    play: str = "greedy"
    history_dir: Path | None = None
    timeout: float = 60.0
    """Lobby waits; in play, seconds without progress before giving up, never less than ``stall_limit``."""
    deadlines: tuple[float, float, float] = (PROTOCOL_DEADLINE, MOVE_DEADLINE, GRACE)
    """(protocol, move, grace) for ``TableNode``: every peer of a table should be given the same."""
    rejoin_wait: float = 300.0
    """Seconds the table waits for a peer whose link went silent (crashed, cut off) to come back and
    rejoin; after that the deadlines run for its seats again, and the hand is void if they pass."""
    timing: Callable[[str, int, int], None] | None = None
    listener: Callable[[PeerEvent], None] | None = None
    """Every lobby and table event (the terminal front end, a desktop client); None: nobody listens."""
    moves: Callable[[], tuple[int, Any] | None] | None = None
    """Non-blocking: a human seat's move (a move of the game played), chosen at the terminal or in a
    desktop client, or None."""
    cancelled: Callable[[], bool] = lambda: False
    """Polled by the loops: True ends the session at once."""
    ready_for_next: Callable[[int], bool] | None = None
    """Polled after hand N ended (N given): True lets this peer start the next hand (its player pressed
    Next hand, or a countdown ran out); None: at once, as bots and the terminal do."""
    carry_on: Callable[[CarryOnAsked], tuple[bool, int] | None] | None = None
    """Polled after a hand stopped because a player did not come back: (go on, the seat whose player runs
    the bots) once this player has chosen, None until then; None: go on, the proposed player runs them."""
    stop_waiting: Callable[[], bool] | None = None
    """Polled while players are away: True once the player chose to go on without them now (a bot in their
    seats after the hand they hold up, as when the rejoin wait runs out) rather than wait it out."""
    only_going: bool = False
    """Join or host at an address where this player left a table unfinished: take that table up only if
    another peer of it still answers with the key it has at it (the desktop client, whose lobby offers the
    tables still going apart); otherwise it is a new table. False: take it up always (the terminal, which
    restarts with the same arguments, also when every peer restarts after a power cut)."""
    lobby_open: bool = False
    """Host: the lobby waits for its players until they come, ``start_now`` or ``cancelled`` (a desktop
    client's host decides), not ``timeout`` (the terminal's). Player: once seated, it waits for the host
    to start the table until ``cancelled``, not ``timeout``."""
    start_now: Callable[[], str | None] | None = None
    """Host: polled while seats are free; a bot level once the host chose to start now with bots of that
    level in the seats nobody took, None until then."""
    announce: str | None = None
    """Host: announce the table on the LAN under this name (mDNS) while seats are free."""
    interfaces: list[str] | None = None
    """The addresses whose interfaces mDNS may use (None: the system's choice)."""
    code: str = CODE_BY_ADDRESS
    """Host: CODE_BY_ADDRESS, CODE_AUTO, CODE_NONE or a table code of its own choosing."""
    knock_wait: float = 3.0
    """Player: seconds to wait for the host's address to take a connection before saying nothing listens
    there (longer when the host is about to open its table again, for Play again)."""
    join_code: str | None = None
    """Player: the table code the host gave (None: it gave none)."""
    expect_key: str | None = None
    """Player: the fingerprint the host's key must have (from an announcement or told by the host)."""
    table_rules: tuple[str, ...] = ()
    """Host: table rules beyond the game's that every player agrees to (``table.config.TABLE_RULES``)."""
    game: str = "tusac"
    """Host: the id of the game the table plays. Player: the only game it agrees to play (a TABLE for
    another is refused before this player accepts it)."""
    games: Mapping[str, AnyGame] = field(default_factory=lambda: GAMES)
    """The games this peer plays, by id (the registry; a test adds its own)."""

    def waits(self) -> Waits:
        """The deadlines and the rejoin wait as a host signs them in its TABLE."""
        return Waits.of(*self.deadlines, self.rejoin_wait)

    def at_table(self, waits: Waits) -> PeerOptions:
        """These options at a table that signed ``waits``: the table's deadlines and rejoin wait, not this
        peer's own, so that every peer holds every seat to the same."""
        protocol, move, grace, rejoin = waits.seconds()
        return replace(self, deadlines=(protocol, move, grace), rejoin_wait=rejoin)

    @property
    def stall_limit(self) -> float:
        """Seconds without progress after which a session gives up: past every deadline the node keeps,
        so that a peer that withholds is named by the node before the loop quits."""
        protocol, move, grace = self.deadlines
        return max(self.timeout, max(protocol, move) + grace + STALL_MARGIN)


NO_LIMIT_WORD = "none"
"""``--deadlines 30,none``: no limit on a move (``move_clock.NO_LIMIT``, a day, in the TABLE)."""


def parse_deadlines(text: str) -> tuple[float, float, float]:
    """``PROTOCOL,MOVE[,GRACE]`` in seconds, each positive and finite (MOVE may be ``none``: no limit);
    ValueError with the reason."""
    parts = text.split(",")
    if len(parts) not in (2, 3):
        raise ValueError("deadlines are PROTOCOL,MOVE or PROTOCOL,MOVE,GRACE (seconds)")
    if parts[1].strip().lower() == NO_LIMIT_WORD:
        parts[1] = str(NO_LIMIT)
    try:
        values = [float(part) for part in parts]
    except ValueError:
        raise ValueError(f"deadlines must be numbers of seconds, not {text!r}") from None
    if not all(0 < value <= 24 * 3600 for value in values):
        raise ValueError("each deadline must be more than 0 and at most a day (86400 s)")
    grace = values[2] if len(values) == 3 else GRACE
    return values[0], values[1], grace
