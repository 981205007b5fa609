"""What a table node tells its front end, one small frozen class per kind of news.

A front end dispatches on the type (``match event: case HandStarted(...)``); every field is plain
data or a value of the game played (its state, moves and account of a result: ``GameState``,
``GameMove``, ``GameAccount``), which only that game's front end reads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeAlias

from .verdict import Verdict

GameState: TypeAlias = Any
"""A state of the game played (a seat's view or a full state), opaque to the table."""
GameMove: TypeAlias = Any
GameAccount: TypeAlias = Any
"""The game's own account of a hand's result (``Outcome.account``)."""


@dataclass(frozen=True)
class HandStarted:
    hand: int
    names: tuple[str, ...]
    human: int
    """The first seat of this peer a player holds, -1 if only bots sit here."""
    fingerprints: tuple[str, ...] = ()
    """Every seat's key fingerprint, when the session runner knows them."""


@dataclass(frozen=True)
class Gathering:
    """The next hand waits for the commitments of ``seats``: their peers have not started it yet (a player
    still reading the last result). Told when the set changes while the hand gathers, empty once all came;
    not for a table's first hand."""

    hand: int
    seats: tuple[int, ...]


@dataclass(frozen=True)
class Dealt:
    hand: int
    dice: tuple[tuple[int, ...], ...] = ()
    """The throws that chose the first hand's starter (a die for each seat, 0 for a seat out of a round
    of ties), when the table's rules throw them; empty otherwise."""
    starter: int = -1


@dataclass(frozen=True)
class TurnApplied:
    state: GameState
    """This peer's state after the turn (other seats' cards it cannot see are unknown)."""
    turn: int
    """The turn's index in the hand's hash chain."""
    before: GameState | None = None
    """The state the turn started from (None for the first turn of a hand this peer saw)."""
    actions: tuple[Any, ...] = ()
    """The steps the turn applied, in the order the rules applied them, as the game's front ends take
    them (``Game.step_record``: Tứ Sắc's engine actions, its draws included)."""
    replayed: bool = False
    """Told again after a rejoin, from the journal's replay (played before the crash): a front end shows
    it at once, not at the pace of a move being made."""


@dataclass(frozen=True)
class DecisionNeeded:
    """A seat a player holds must choose one of ``legal``."""

    seat: int
    view: GameState
    legal: tuple[GameMove, ...]


@dataclass(frozen=True)
class HandEnded:
    hand: int
    result: GameAccount | None
    verdict: Verdict
    scores: tuple[int, ...]
    full_state: GameState | None
    """The end of the hand with every card known (the audit's replay), None if the audit did not replay it."""


@dataclass(frozen=True)
class SessionOver:
    reason: str


@dataclass(frozen=True)
class HandStopped:
    """The hand stops, naming ``seat`` (-1: nobody yet)."""

    seat: int
    reason: str
    proven: bool
    withheld: bool = False
    """The seat is named because the other peers signed that a message it owed never came."""
    by: int = -1
    """For a stop no proof backs: the seat whose peer stopped the hand, and ``said``, its words."""
    said: str = ""


@dataclass(frozen=True)
class Desync:
    hand: int
    turn: int
    hashes: dict[int, str]
    disputed: tuple[int, ...]
    """The seats that signed another state hash than this peer's."""
    local_hash: str
    state: str


@dataclass(frozen=True)
class MessageRejected:
    reason: str


@dataclass(frozen=True)
class CutOff:
    """This peer no longer listens to the peer that runs ``seat``."""

    seat: int
    reason: str


@dataclass(frozen=True)
class Owed:
    """A seat this peer has waited for since ``since`` (the session clock), and what the table does then."""

    seat: int
    what: str
    """In words: "its move", "its nonce", ..."""
    since: float
    deadline: float
    """Seconds after ``since`` when this peer asks the others for a copy."""
    grace: float
    """Seconds after the deadline when this peer signs that it never came (the hand is then void)."""

    @property
    def gives_up_at(self) -> float:
        return self.since + self.deadline + self.grace


@dataclass(frozen=True)
class Waiting:
    """The seats the table has waited for longer than a moment, replacing the last such list (empty: none)."""

    owed: tuple[Owed, ...]


@dataclass(frozen=True)
class FilesUnwritten:
    """This peer could not write ``files`` of its history files to ``directory`` (``error``: the system's
    words, e.g. "No space left on device"); it plays on and tries again at the next hand boundary."""

    directory: str
    error: str
    files: int
    full: bool = True
    """The disk is full (or over quota); False: the folder may not be written (read-only, no permission)."""


@dataclass(frozen=True)
class FilesWritten:
    """The files this peer could not write before are now on disk in ``directory``."""

    directory: str
    files: int


TableEvent: TypeAlias = (
    HandStarted
    | Gathering
    | Dealt
    | TurnApplied
    | DecisionNeeded
    | HandEnded
    | SessionOver
    | HandStopped
    | Desync
    | MessageRejected
    | CutOff
    | Waiting
    | FilesUnwritten
    | FilesWritten
)
