"""What the lobby and the session runner tell a front end, one small frozen class per kind of news;
``PeerEvent`` is everything a ``PeerOptions.listener`` hears (these and the table's events)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from ..table.events import TableEvent
from .problems import Problem, read_leaving, read_refusal


@dataclass(frozen=True)
class SeatListing:
    """A table's seats: names, bot levels ("" for a player), key fingerprints, which seat is this
    player's, the host's seat, and the pairs of seats whose names look alike."""

    seat: int
    names: tuple[str, ...]
    bots: tuple[str, ...]
    fingerprints: tuple[str, ...]
    host_seat: int
    lookalikes: tuple[tuple[int, int], ...]
    coach: bool = False
    """The table's rules let each player turn on the coach."""
    waits: tuple[float, float, float, float] = (30.0, 120.0, 10.0, 300.0)
    """The deadlines the TABLE signed: (a message, a move, the grace, the rejoin wait) in seconds."""
    game: str = "tusac"
    """The id of the game the TABLE names."""
    waits_for_answers: bool = False
    """The table's rule: no answer to "go on with a bot?" keeps the table waiting (else it goes on)."""
    hands: int = 0
    """The hands this table plays, as its host signed them (0: not said)."""


@dataclass(frozen=True)
class KeyFileWarning:
    text: str


@dataclass(frozen=True)
class Hosting:
    """The host's lobby is open at ``address``; ``code`` is the table code players must give (None: none)."""

    address: str
    key: str
    name: str
    code: str | None


@dataclass(frozen=True)
class Notice:
    text: str


@dataclass(frozen=True)
class LobbyNotice(Notice):
    """A notice of the lobby as a typed value (``text`` is its English words)."""

    problem: Problem


@dataclass(frozen=True)
class TableNotice(Notice):
    """A notice of the session going on at a next table, as a typed value (``text`` is its English words)."""

    problem: Problem


@dataclass(frozen=True)
class CutOffFromAll(Notice):
    """Players of the table (``names``) have been away past the rejoin wait and this peer, which does not
    host it, hears at most half of the table (itself included): it keeps waiting (that side never settles
    a hand or plays on) until the link returns or its player leaves."""

    names: tuple[str, ...]


@dataclass(frozen=True)
class PeerAway(Notice):
    """The table waits for the peer of ``seats`` (its player ``name``) to come back, ``left`` seconds more."""

    name: str
    seats: tuple[int, ...]
    left: float


@dataclass(frozen=True)
class PeerBack(Notice):
    """The peer of ``seats`` that was away is back."""

    name: str
    seats: tuple[int, ...]


@dataclass(frozen=True)
class PeerGaveUp(Notice):
    """The peer of ``seats`` did not come back within ``waited`` seconds: the deadlines run for it again;
    ``now``: this peer's player chose not to wait any longer, so what it owes is overdue at once."""

    name: str
    seats: tuple[int, ...]
    waited: float
    now: bool = False


@dataclass(frozen=True)
class MoveTime:
    """This player's move for ``seat`` is due: ``seconds`` to choose it before this peer's bot plays it for
    them (None: the table sets no limit). ``warning``: told again when that time is nearly over."""

    seat: int
    seconds: float | None
    warning: bool = False


@dataclass(frozen=True)
class OutOfTime(Notice):
    """The player of ``seat`` (``name``) ran out of time for a move and their own peer's bot played it
    (``mine``: this player's). Their next move is theirs again. Others learn it from a signed notice of
    that seat's (``protocol.carry_on``), which tells and proves nothing more: a false one harms nobody."""

    name: str
    seat: int
    mine: bool
    turn: int = -1
    """The turn of the move the bot played (-1: not known): only that offer is withdrawn, never the next
    decision of the same seat that the move may bring at once (a general taken, then its discard)."""


@dataclass(frozen=True)
class EarlierHand:
    """A hand of this table played before a rejoin, as its signed file says: the score sheet's row."""

    hand_no: int
    winner: int
    """-1: nobody won, or the hand was stopped."""
    points: int
    payments: tuple[int, ...]
    totals: tuple[int, ...]
    """Each seat's session score after this hand."""
    ok: bool


@dataclass(frozen=True)
class Rejoined(Notice):
    """This peer, restarted, replayed its journal (``entries``) and is back at the table in ``hand``."""

    hand: int
    entries: int
    seats: SeatListing
    scores: tuple[int, ...] = ()
    """The session's scores by seat as the journal gives them back (the rows of the hands before ``hand``
    follow in ``EarlierHands``, once play resumed)."""
    played_before: int = 0
    """At a next table of the session: the hands the session finished before this table (its hands are
    numbered on from there); 0 at the session's first table."""
    carried: tuple[int, ...] = ()
    """At a next table: the session's scores when this table began (the sheet's one row for the earlier
    tables' hands adds up to them); empty at the session's first table."""


@dataclass(frozen=True)
class EarlierHands:
    """The rows of this table's hands before the one a rejoin came back to (``Rejoined.hand``), read from
    the signed files after play resumed: verifying hundreds of files takes a minute, and the table does not
    wait for a score sheet."""

    rows: tuple[EarlierHand, ...]
    before: tuple[EarlierHand, ...] = ()
    """At a next table: the hands of the tables before it, numbered over the session from its first hand."""
    first: int = -1
    """The session's number of this table's first hand, when ``before`` was read (-1: it was not)."""


@dataclass(frozen=True)
class CarryOnAsked(Notice):
    """The hand stopped because ``absent`` did not come back: go on with a bot in their seat, run by one of
    the ``runners`` (seat, player name; ``proposed`` is the usual choice), or end the session? Answered
    through ``PeerOptions.carry_on`` within ``within`` seconds; no answer by then counts as going on with
    the ``proposed`` runner, or, with ``waits`` (the table's rule), the question stays until answered."""

    absent: tuple[str, ...]
    runners: tuple[tuple[int, str], ...]
    proposed: int
    within: float
    mine: int = -1
    """This player's own seat."""
    left: bool = False
    """The absent players left the table on purpose (rather than did not come back)."""
    waits: bool = False
    """The table waits for this player's answer (``TableConfig.waits_for_answers``): no time runs out."""


@dataclass(frozen=True)
class TableContinued(Notice):
    """The session goes on at a new table (``seats``): a bot took an absent player's seat, or a player
    took its seat back."""

    seats: SeatListing
    hands_played: int = 0
    """Hands of the session played (with a result) before this table: its hand 0 is the session's next."""
    scores: tuple[int, ...] = ()
    """The session's scores this table starts from, by seat."""


@dataclass(frozen=True)
class WaitingForSeat(Notice):
    """This player's seat went to a bot while it was away: the session goes on at a table hosted by
    ``host``, and this player asks for the seat back at the start of a later hand."""

    host: str


@dataclass(frozen=True)
class VoteNotice(Notice):
    """What the carry-on vote does meanwhile, for the front end to word (``text`` is its English):
    ``kind`` one of the ``VOTE_*`` below, ``names`` the players it is about."""

    kind: str
    names: tuple[str, ...] = ()


VOTE_DEFAULT = "default"
"""This player gave no answer in time: it goes on with a bot, the table's default."""
VOTE_WAITS = "waits"
"""This player gave no answer in time: the table waits for it (the host's rule)."""
VOTE_AWAITED = "awaited"
"""Past the time to vote, the votes of ``names`` are still awaited (too few votes to go on without them)."""
VOTE_MISSING = "missing"
"""No vote came from ``names``: a bot takes their seat too; they may take it back."""
VOTE_GAVE_UP = "gave up"
"""No next table came about in ``handover.VOTE_LIMIT`` answer times (a table that does not wait for
answers): the session ends."""
VOTE_RETRY = "retry"
"""The next table did not come about: tried again (without ``names``, seen gone)."""


@dataclass(frozen=True)
class PlayerJoined:
    name: str
    play: str
    seat: int
    fingerprint: str


@dataclass(frozen=True)
class PlayerLeft:
    name: str
    seat: int
    reason: str

    @property
    def problem(self) -> Problem:
        """The reason (the player's own words, sent in its LEAVE) read back as its kind."""
        return read_leaving(self.reason)


@dataclass(frozen=True)
class JoinRefused:
    reason: str

    @property
    def problem(self) -> Problem:
        """The reason read back as its kind, for a client to word."""
        return read_refusal(self.reason)


@dataclass(frozen=True)
class PlayerReady:
    name: str
    seat: int


@dataclass(frozen=True)
class TableSet:
    """The host: every seat is taken and the table is set."""

    seats: SeatListing


@dataclass(frozen=True)
class Welcomed:
    """A joining player was given ``seat`` by the host whose key is ``key``; ``free`` seats remain. Told
    again whenever a seat is taken or freed before the table starts."""

    seat: int
    free: int
    key: str
    names: tuple[str, ...] = ()
    """Who sits where so far, by seat ("" a free seat; () if the host did not say)."""


@dataclass(frozen=True)
class SeatedAtTable:
    """A joining player: the host started the table with this player at ``seats.seat``."""

    seats: SeatListing


@dataclass(frozen=True)
class TableFound:
    table: str
    endpoint: str
    key: str


@dataclass(frozen=True)
class PeerLink:
    """The link to the peer that runs ``seats`` went silent (``up`` False) or came back."""

    seats: tuple[int, ...]
    up: bool


LobbyEvent: TypeAlias = (
    KeyFileWarning
    | Hosting
    | Notice
    | PeerAway
    | PeerBack
    | PeerGaveUp
    | MoveTime
    | OutOfTime
    | Rejoined
    | EarlierHands
    | CarryOnAsked
    | TableContinued
    | WaitingForSeat
    | PlayerJoined
    | PlayerLeft
    | JoinRefused
    | PlayerReady
    | TableSet
    | Welcomed
    | SeatedAtTable
    | TableFound
    | PeerLink
)
PeerEvent: TypeAlias = LobbyEvent | TableEvent
