"""Seats that change hands during a session, over the mesh the table already has (docs/RELIABILITY.md,
"a bot in the absent seat"): after a hand stopped because a player did not come back, the others vote
to go on with a bot in that seat, run by a player they pick, or to end; a replaced player who shows up
again is told where the session went on and takes its seat back at the start of the next hand.

Either way the session goes on at a new table (``table.next_table``) that the picked player hosts: its
TABLE, every player's READY and its GO travel as session messages (``protocol.carry_on``). Nothing here
touches a table's state: the session runner gets a ``NextTable`` and builds a new node from it.

Sans-IO, like the ``TableNode``: the runner hands in the session messages that arrive, the clock and what
it reads of its node (``TableFacts``), and carries out what comes out (``drain``: messages to send, lines
for the log, notices for the front end, clocks to pause). The steps that wait for the other players (a
vote, a next table, a seat asked back) are generators that the runner's one loop resumes once a round,
polling the mesh in between, until they give their result.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeAlias, TypeVar

from protocol.address import PeerAddress
from protocol.carry_on import (
    Back,
    Moved,
    Vote,
    WaitingFor,
    decode_back,
    decode_moved,
    decode_vote,
    decode_waiting,
    encode_back,
    encode_moved,
    encode_vote,
    encode_waiting,
    kind_of,
)
from protocol.identity import Identity
from protocol.lobby import (
    Join,
    LobbyError,
    TableOffer,
    decode_table,
    encode_go,
    encode_join,
    encode_ready,
    is_ready_from,
)

from ..games import GAMES, AnyGame
from ..table.config import Continues, TableConfig
from ..table.next_table import (
    NextSeats,
    Player,
    build_next,
    check_next,
    default_runner,
    name_clash,
    offer_wire,
    pick_runner,
    player_of,
)
from ..table.transcript import Transcript, TranscriptError, read_transcript, table_digest
from .events import (
    VOTE_AWAITED,
    VOTE_DEFAULT,
    VOTE_GAVE_UP,
    VOTE_MISSING,
    VOTE_RETRY,
    VOTE_WAITS,
    CarryOnAsked,
    Notice,
    TableContinued,
    TableNotice,
    VoteNotice,
    WaitingForSeat,
)
from .net import listing
from .problems import problem

MOVED_EVERY = 3.0
"""How often the host tells a replaced player that shows up again where the session went on."""
BACK_EVERY = 3.0
"""How often a replaced player asks for its seat until a table offers it."""
AGAIN_EVERY = 3.0
"""How often a vote, a next table's offer or a READY goes out again while its sender waits on the others:
a peer restarted in the middle (its journal brings it back to the vote) gets what its last run had taken
in; a receiver keeps one copy of each (the same bytes)."""
T = TypeVar("T")
SETTLE = 3.0
"""Seconds after this runner starts before a player it has not heard from counts as away: the links to
the others come up within this time after a restart."""
PER_SENDER = 4
REFUSALS_TOLD = 4
"""The most refused offers of a next table a player is told of at one table (each of its own reason)."""
GONE_AFTER = 3 * BACK_EVERY
"""Seconds a heard player's link must be down before a MOVED no longer needs its word."""
WAIT_FRESH = 3 * BACK_EVERY
"""Seconds a WAITING counts after it came: its signer says it again every ``BACK_EVERY`` while it waits,
and one that stopped (its table played on) no longer vouches for anything."""
"""Session messages of each kind kept from one sender while they wait to be used: more is a flood, its
oldest go."""
LAPSE_AFTER = 3
"""A BACK lapses at a boundary between hands after this many answer times (``within``) without the next
table starting: a player that asks back and never signs its READY holds the table up once, not forever."""


VOTE_LIMIT = 10
"""Answer times a carry-on vote may take, from this player's answer, before it gives up saying so (at a
table that does not wait for answers): long enough for a peer to restart and vote again, or for the next
table to be tried again without a player who died; a player who lies (a vote or offer every other peer
refuses) holds the table up that long, not forever."""

Waiting: TypeAlias = Generator[None, None, T]
"""A step that waits for the others: the runner's loop resumes it once a round until it returns."""


@dataclass(frozen=True)
class TableFacts:
    """What the handover reads of this peer's node at the current table, taken by the runner every round."""

    filed: int
    """Hands filed (records) at the current table."""
    last_hand: int
    """The number of the last hand filed (0: none)."""
    between_hands: bool
    """A hand has ended and the next waits for this peer's player."""
    may_leave: bool
    """This peer may leave its table for a next one (``between_hands``, or the next hand begun only by this
    peer, its host, which has committed to nothing of it)."""
    table: bytes
    """The current table's digest."""
    played: int
    """Hands the session has finished."""
    scores: tuple[int, ...]
    starter: int
    """The next hand's starter."""
    session: bytes
    """The session digest after the last hand filed."""
    hands_left: int
    """The hands the session has left to play after those played to a result here."""
    away: frozenset[bytes] = frozenset()
    """The players (by key) of the current table whose peer's link is down now."""
    off_table: bool = False
    """This peer's session loop decided it is off its table: cut off past the rejoin wait on a side of it
    that may not settle a hand. Only then does its player say WAITING (``say_waiting``)."""

    def continues(self) -> Continues:
        """What a next table takes over from this peer's node."""
        return Continues(self.table, self.played, self.scores, self.starter, self.session)


@dataclass(frozen=True)
class Send:
    """A session message for these peers (by mesh index), to go out wrapped (``protocol.carry_on``)."""

    wire: bytes
    peers: frozenset[int]


@dataclass(frozen=True)
class Note:
    """A line for the table's log."""

    text: str


@dataclass(frozen=True)
class PauseClocks:
    """Seconds this peer spent off the table's clock: every message owed is owed that much later."""

    seconds: float


Output: TypeAlias = Send | Note | PauseClocks | Notice


def told(kind: str, **fields: object) -> TableNotice:
    """A notice of ``problems``' ``kind`` for the player: its English words, and its kind for a client."""
    said = problem(kind, **fields)
    return TableNotice(said.text, said)


@dataclass(frozen=True)
class NextTable:
    """Where the session goes on for this peer: the next table, this peer's place among its peers, and the
    bots it runs there (as that table's host)."""

    transcript: Transcript
    me: int
    addresses: list[PeerAddress]
    bots: dict[int, Identity]


@dataclass
class Inbox:
    """Session messages that came and wait to be used, by kind. Each sender keeps at most ``PER_SENDER``
    of a kind (its newest): a peer that floods one kind pushes out only its own messages, never another
    player's vote, READY or BACK."""

    votes: list[bytes]
    backs: list[bytes]
    moved: list[bytes]
    tables: list[bytes]
    readies: list[bytes]
    gos: list[bytes]
    senders: dict[bytes, int]
    """The mesh index each waiting message came from (-1: this peer's own)."""

    @classmethod
    def empty(cls) -> Inbox:
        return cls([], [], [], [], [], [], {})

    def put(self, kind: str, wire: bytes, sender: int = -1) -> None:
        boxes = {
            "vote": self.votes,
            "back": self.backs,
            "moved": self.moved,
            "table": self.tables,
            "ready": self.readies,
            "go": self.gos,
        }
        box = boxes[kind]
        if wire in box:
            return
        box.append(wire)
        self.senders[wire] = sender
        own = [w for w in box if self.senders.get(w) == sender]
        for old in own[:-PER_SENDER]:
            box.remove(old)
        if len(self.senders) > 8 * PER_SENDER * len(boxes):
            # Messages used and removed by their readers leave their sender behind: forget those.
            waiting = {w for b in boxes.values() for w in b}
            self.senders = {w: p for w, p in self.senders.items() if w in waiting}


class Handover:
    """Seats that change hands, for the player of ``my_seat``: ``player`` signs, ``address`` is this peer's
    own, ``peers`` every peer of the session by mesh index (``me``: this one), ``table`` the current table.
    ``carry_on`` is the front end's answer to a ``CarryOnAsked`` (None while it has none)."""

    def __init__(
        self,
        player: Identity,
        my_seat: int,
        address: PeerAddress,
        peers: Sequence[PeerAddress],
        me: int,
        table: Transcript,
        within: float,
        peer_key: dict[int, bytes],
        facts: TableFacts,
        now: float,
        carry_on: Callable[[CarryOnAsked], tuple[bool, int] | None] | None = None,
        games: Mapping[str, AnyGame] = GAMES,
    ) -> None:
        self.player = player
        self.my_seat = my_seat
        self.address = address
        self.peers = list(peers)
        self.me = me
        self.table = table
        self.within = within
        """How long a player has to answer, and the others to agree, when seats change hands."""
        self.peer_key = dict(peer_key)
        """Each peer's player key, by mesh index."""
        self.facts = facts
        self.now = now
        self.wall = now
        self.cancelled = False
        """This player is leaving: a step that waits gives up at once."""
        self.carry_on = carry_on
        self.games = games
        """The games this peer plays, by id: a next table's TABLE is read with them."""
        self.out: list[Output] = []
        self.inbox = Inbox.empty()
        self.replaced: dict[int, Player] = {}
        """Seats whose player was replaced by a bot at this session, with that player."""
        self.told: dict[int, float] = {}
        self.notices: list[tuple[Moved, Transcript]] = []
        """MOVED notices that passed the signer's checks, newest last; ``moved`` says which one counts."""
        self.other_rules: deque[bytes] = deque(maxlen=4 * PER_SENDER)
        """The last MOVEDs refused for rules other than this session's: a copy of one is dropped unchecked."""
        self.notice_wires: dict[bytes, bytes] = {}
        """The wire of each of ``notices``, by its table's digest: a copy of one is old news, dropped before
        its signature is checked (and keeps its place among the notices)."""
        self.said: bytes | None = None
        """The table (by digest) of the MOVED this player was last told about: told once, not at every look."""
        self.started = now
        self.heard: set[bytes] = set()
        """Players whose link was up at some moment since this handover started (``hear``)."""
        self.down_since: dict[bytes, float] = {}
        """Players of this table whose link is down now (``TableFacts.away``), and since when."""
        self.returned_from: set[bytes] = set()
        """Tables (by digest) this player came back from: a MOVED about them that comes late is old news."""
        self.back_since: dict[bytes, tuple[tuple[bytes, int], float]] = {}
        """Replaced players that asked back: the boundary between hands (table digest, hands filed) where
        this peer first saw the BACK, and when. At a later boundary the player may ask again."""
        self.lapsed: set[tuple[bytes, tuple[bytes, int]]] = set()
        """(player, boundary) whose next table did not come about: no more offers there for that player."""
        self.refused: set[bytes] = set()
        """The words of the notices told once (a refusal, a name clash)."""
        self.refusals_told = 0
        """How many refused offers of a next table the player was told of (``REFUSALS_TOLD`` at most)."""
        self.waitings: dict[bytes, tuple[WaitingFor, float]] = {}
        """The latest WAITING of each player of this table (or replaced at this session), by key, and when it
        came: it counts for ``WAIT_FRESH`` seconds (its signer says it again while it waits)."""
        self.back_cache: dict[bytes, Back | None] = {}
        """The BACKs held in the inbox, decoded (None: one that does not decode), so that each is checked once."""
        self.waiting_wires: dict[bytes, bytes] = {}
        """The wire of each of ``waitings``: a copy of one is dropped before its signature is checked."""
        self.said_waiting: tuple[tuple[bytes, ...], float, int] | None = None
        """What this player's last WAITING named, when it went out, and its ``said``."""
        self.said_floor = 0
        """The ``said`` of this player's last WAITING in an earlier run (``said_floor``): the next is later."""

    # --- input and output ------------------------------------------------------------------------

    def clock(self, now: float, facts: TableFacts, cancelled: bool = False, wall: float | None = None) -> None:
        """The time, what the runner's node says and whether this player is leaving: before every round.
        ``wall``: the calendar clock, in seconds (a WAITING says when it was said by it: a steady clock
        starts over when a machine boots); ``now`` stands in for it where none is given."""
        self.now, self.facts, self.cancelled = now, facts, cancelled
        self.wall = now if wall is None else wall
        self.down_since = {key: self.down_since.get(key, now) for key in sorted(facts.away)}

    def at_table(self, table: Transcript, within: float, peer_key: dict[int, bytes]) -> None:
        """The session is at ``table``, with ``within`` to answer; ``peer_key``: each peer's player key by
        mesh index."""
        self.table, self.within = table, within
        self.peer_key = dict(peer_key)
        self.refusals_told = 0

    def hear(self, key: bytes) -> None:
        """The link to this player's peer is up."""
        self.heard.add(key)

    def drain(self) -> list[Output]:
        """What to carry out, in order, since the last call."""
        out, self.out = self.out, []
        return out

    def _note(self, text: str) -> None:
        self.out.append(Note(text))

    def _tell(self, notice: Notice) -> None:
        self.out.append(notice)

    def _send(self, wire: bytes, peers: frozenset[int]) -> None:
        self.out.append(Send(wire, peers))

    def table_peers(self) -> frozenset[int]:
        """The other peers at the current table, by mesh index."""
        here = {bytes(p[1]) for p in self.table.peers}
        return frozenset(i for i, a in enumerate(self.peers) if a.curve_public in here and i != self.me)

    def all_peers(self) -> frozenset[int]:
        return frozenset(i for i in range(len(self.peers)) if i != self.me)

    def peers_of(self, addresses: list[PeerAddress]) -> frozenset[int]:
        keys = {a.curve_public for a in addresses}
        return frozenset(i for i, a in enumerate(self.peers) if a.curve_public in keys and i != self.me)

    def my_label(self) -> str:
        return self.table.config.bots[self.my_seat]

    def _who(self, peer: int) -> str:
        """A peer as its player is known at the current table (its name and seats), never a mesh index."""
        config = self.table.config
        key = self.peer_key.get(peer)
        seats = [seat for seat, seat_key in enumerate(config.seat_keys) if key is not None and seat_key == key]
        if not seats:
            return "a player not at this table"
        words = ", ".join(map(str, seats))
        return f"{config.names[seats[0]]} (seat{'s' if len(seats) > 1 else ''} {words})"

    def receive(self, peer: int, wire: bytes) -> None:
        """A session message from the peer of this mesh index."""
        try:
            kind = kind_of(wire)
        except LobbyError as exc:
            self._note(f"session message from {self._who(peer)} dropped: {exc}")
            return
        if kind == "waiting":
            self._take_waiting(wire)
            return
        self.inbox.put(kind, wire, peer)
        if kind == "moved":
            self._take_moved(wire)

    def _take_waiting(self, wire: bytes) -> None:
        """A player's latest WAITING is kept: a flood of one player's pushes out no other's."""
        if wire in self.waiting_wires.values():
            return  # a copy of one kept: old news, and not worth a signature check
        try:
            waiting = decode_waiting(wire)
        except LobbyError as exc:
            self._note(f"a waiting notice dropped: {exc}")
            return
        known = {p.key for p in players_of(self.table).values()} | {p.key for p in self.replaced.values()}
        if waiting.player not in known or waiting.player == self.player.public_key:
            return
        kept = self.waitings.get(waiting.player)
        if kept is None or waiting.said > kept[0].said:  # one handed in again is not news
            self.waitings[waiting.player] = (waiting, self.now)
            self.waiting_wires[waiting.player] = wire

    def _take_moved(self, wire: bytes) -> None:
        """A MOVED is kept if its signer hosts the table it names and that table put a bot in this player's seat."""
        if wire in self.other_rules or wire in self.notice_wires.values():
            return
        try:
            moved = decode_moved(wire)
            transcript = read_transcript(moved.table_wire, moved.go_wire, games=self.games)
        except (LobbyError, TranscriptError) as exc:
            self._note(f"a moved notice dropped: {exc}")
            return
        config = transcript.config
        if moved.host != config.seat_keys[config.host_seat] or self.player.public_key in config.seat_keys:
            return
        current = self.table.config
        if (config.rules, config.table_rules, config.waits) != (current.rules, current.table_rules, current.waits):
            # A session keeps its rules, its stake and its deadlines from table to table: refused for good,
            # and the player told once.
            self.other_rules.append(wire)
            self._tell_once(told("NEXT_TABLE_OTHER_RULES"))
            return
        # A table of this session: it continues another, and its players all sat at this player's table or
        # were replaced there (one may have come back at a table this player never saw).
        mine = {player.key for player in players_of(self.table).values()} | {p.key for p in self.replaced.values()}
        if config.continues is None or not {p.key for p in players_of(transcript).values()} <= mine:
            return
        if transcript.digest in self.returned_from:
            return
        self.notices = [n for n in self.notices if n[1].digest != transcript.digest]
        self.notices.append((moved, transcript))
        # Its signer hosts the table and sat at this player's: at most four signers, each kept in bounds.
        same = [n for n in self.notices if n[0].host == moved.host]
        for old in same[:-PER_SENDER]:
            self.notices.remove(old)
        self.notice_wires[transcript.digest] = wire
        kept = {t.digest for _, t in self.notices}
        self.notice_wires = {d: w for d, w in self.notice_wires.items() if d in kept}

    @property
    def moved(self) -> tuple[Moved, Transcript] | None:
        """This player was replaced: the table the session went on at, as its host said, once the other
        players vouch for it (``_vouched``); None while no notice does. Of several, the first by ``_ranked``:
        two returners that hold the same notices take the same, whatever order they came in."""
        vouched = [(moved, transcript) for moved, transcript in self.notices if self._vouched(transcript)]
        if not vouched:
            return None
        tables = [t for _, t in vouched]
        moved, transcript = min(vouched, key=lambda n: _ranked(n[1], tables))
        if self.said != transcript.digest:
            self.said = transcript.digest
            config = transcript.config
            self._note(f"this seat is played by {config.names[self.my_seat]}: the session went on without this player")
        return moved, transcript

    def _vouched(self, table: Transcript, lenient: bool = False) -> bool:
        """Any player can sign a MOVED for a table of its own making where every other seat is a bot. A
        real one keeps every other player of this table who is still about: each sits at it (it signed
        its READY), asks back at it too (it was replaced as well, or says WAITING for it: cut off from this
        table as this player was), or has not been heard from since this handover started or not for
        ``GONE_AFTER`` now (it is away, so it may have been replaced). ``lenient``: a player that says
        WAITING counts whatever tables it names (what this player's own WAITING may name: ``say_waiting``)."""
        seated = {p.key for p in players_of(table).values()}
        asking = {back.player for back in self._decoded_backs() if back.table == table.digest}
        here = self.table.digest
        waiting = {
            key
            for key, (w, came) in self.waitings.items()
            if w.table == here and self.now - came <= WAIT_FRESH and (lenient or table.digest in w.holds)
        }
        me = self.player.public_key
        for player in players_of(self.table).values():
            if player.key == me or player.key in seated or player.key in asking or player.key in waiting:
                continue
            if (player.key in self.heard and not self._gone(player.key)) or self.now - self.started < SETTLE:
                return False
        return True

    def _gone(self, key: bytes) -> bool:
        """A player heard once whose link has been down ``GONE_AFTER`` seconds since: away, as one never heard
        (it may have been replaced); a link that drops for a moment leaves it heard."""
        since = self.down_since.get(key)
        return since is not None and self.now - since >= GONE_AFTER

    def say_waiting(self) -> None:
        """Cut off from its table past the wait (``TableFacts.off_table``), this player says so to every peer,
        with the tables it holds a MOVED for that every other player about vouches for or says WAITING too:
        two players replaced together who hear each other each wait for the other to ask back, and this
        breaks that. Again every ``BACK_EVERY`` seconds, and at once when the tables change."""
        if not self.facts.off_table:
            return
        holds = tuple(sorted({t.digest for _, t in self.notices if self._vouched(t, lenient=True)}))
        last = self.said_waiting
        if last is not None and last[0] == holds and self.now - last[1] < BACK_EVERY:
            return
        said = max(int(self.wall * 1000), (last[2] if last is not None else self.said_floor) + 1)
        self.said_waiting = (holds, self.now, said)
        self._send(encode_waiting(self.player, self.table.digest, list(holds), said), self.all_peers())

    # --- the host of a table that replaced a player ---------------------------------------------

    def watch(self, reachable: frozenset[int], over: bool = False) -> None:
        """The host tells every replaced player whose link is up (``reachable``: the peers without a seat
        at this table whose link is up) where the session is, every few seconds until it asks for its seat
        back; at the end, that the session is over."""
        config = self.table.config
        if config.seat_keys[config.host_seat] != self.player.public_key:
            return
        now = self.now
        asked = {back.player for back in self._backs()}
        for peer in sorted(reachable):
            if not over and (self.peer_key.get(peer) in asked or now - self.told.get(peer, -MOVED_EVERY) < MOVED_EVERY):
                continue
            self.told[peer] = now
            notice = encode_moved(self.player, self.table.table_wire, self.table.go_wire, over)
            self._send(notice, frozenset((peer,)))

    def _decoded_backs(self) -> list[Back]:
        """Every waiting BACK that decodes (signed by the player it names): each checked once while held."""
        decoded: dict[bytes, Back | None] = {}
        for wire in self.inbox.backs:
            if wire in self.back_cache:
                decoded[wire] = self.back_cache[wire]
                continue
            try:
                decoded[wire] = decode_back(wire)
            except LobbyError:
                decoded[wire] = None
        self.back_cache = decoded
        return [back for back in decoded.values() if back is not None]

    def _boundary(self) -> tuple[bytes, int]:
        return self.table.digest, self.facts.filed

    def _backs(self) -> list[Back]:
        """The waiting BACKs of players this session replaced that ask back at this table, under a name
        unlike every other at the table, whose offer has not lapsed at this boundary between hands."""
        config = self.table.config
        boundary = self._boundary()
        backs = []
        for back in self._decoded_backs():
            seat = next((s for s, p in self.replaced.items() if p.key == back.player), None)
            if seat is None or back.table != self.table.digest:
                # Not replaced here, or it asked back at a table the session has since left (its BACK came
                # too late for that table's offer): ``watch`` tells it where the session is now.
                continue
            clash = name_clash(back.join.name, [n for s, n in enumerate(config.names) if s != seat])
            if clash is not None:
                self._refuse(back.join.name, clash, "BACK_NAME_CLASH")
                continue
            since = self.back_since.get(back.player)
            if since is None or since[0] != boundary:
                since = self.back_since[back.player] = (boundary, self.now)
            if self.now - since[1] > LAPSE_AFTER * self.within:
                self.lapsed.add((back.player, boundary))
            if (back.player, boundary) not in self.lapsed:
                backs.append(back)
        return backs

    def _refuse(self, name: str, clash: str, kind: str) -> None:
        """Tell once that a player's VOTE or BACK (``kind``: ``VOTE_NAME_CLASH`` or ``BACK_NAME_CLASH``) was
        refused for a name like another's at the table."""
        self._tell_once(told(kind, name=repr(name), clash=repr(clash)), noted=True)

    def _tell_once(self, notice: TableNotice, noted: bool = False) -> bool:
        """Tell the player ``notice`` (and, ``noted``, the log) unless its words were told before; whether
        it was told now."""
        if notice.text.encode() in self.refused:
            return False
        self.refused.add(notice.text.encode())
        if noted:
            self._note(notice.text)
        self._tell(notice)
        return True

    def _lapse(self, keys: list[bytes]) -> None:
        """The next table that took these replaced players back did not come about: play goes on here,
        and they may ask again after the next hand."""
        boundary = self._boundary()
        self.lapsed.update((key, boundary) for key in keys)
        names = ", ".join(p.name for p in self.replaced.values() if p.key in keys)
        self._tell(told("TAKE_BACK_LAPSED", names=names))

    def take_back_plan(self) -> tuple[NextSeats, dict[int, tuple[Join, bytes]]] | None:
        """At the start of a hand: the next table with every replaced player that asked back in its seat,
        if there is one; the same for every peer that saw the same BACKs (the TABLE carries their JOINs)."""
        backs = self._backs()
        if not backs:
            return None
        joins = joins_of(self.table)
        players = players_of(self.table)
        for back in backs:
            seat = next(s for s, p in self.replaced.items() if p.key == back.player)
            players[seat] = player_of(back.join)
            joins[seat] = (back.join, back.join_wire)
        return NextSeats(self.table.config.host_seat, players), joins

    # --- the steps every player takes ------------------------------------------------------------

    def vote(self, absent: dict[int, Player], within: float, left: bool = False) -> Waiting[NextTable | None]:
        """After a hand stopped for ``absent`` players (``left``: they all left the table rather than
        stayed away): ask this player, vote, count, and set up the next table; None if the session ends (a
        player chose to end it), this player leaves, or it learns it was replaced meanwhile (``moved``).

        No answer from this player within ``within`` counts as going on with the usual runner, unless the
        table waits for answers (``TableConfig.waits_for_answers``): then the question stays. A player whose
        vote has not come after 2 × ``within`` is treated as absent too (a bot takes its seat; it may take it
        back at a later hand), once the votes in hand are from more than half of the players asked; with
        fewer (this peer cut off, or a table split in halves) the vote waits, so that no two parts of a
        table go on apart. At a table that waits for answers, it also waits for a player still connected."""
        config = self.table.config
        remaining = {seat: player for seat, player in players_of(self.table).items() if seat not in absent}
        if self.my_seat not in remaining:
            return None
        proposed = default_runner(config, sorted(remaining))
        names = ", ".join(p.name for p in absent.values())
        why = "left the table" if left else "did not come back"
        waits = config.waits_for_answers
        question = CarryOnAsked(
            f"{names} {why}: go on with a bot in their seat, or end the session?",
            tuple(p.name for p in absent.values()),
            tuple((seat, remaining[seat].name) for seat in sorted(remaining)),
            proposed,
            within,
            self.my_seat,
            left,
            waits,
        )
        self._tell(question)
        carry_on = self.carry_on

        def ask() -> tuple[bool, int] | None:
            return carry_on(question) if carry_on else (True, proposed)

        answer = yield from self._until(within, ask)
        if answer is None and waits and not self.cancelled:
            self._tell(VoteNotice("the table waits for this player's answer", VOTE_WAITS))
            answer = yield from self._until(math.inf, ask)
        if self.cancelled:
            return None  # a player who leaves ends nothing for the others: they go on without its vote
        if answer is None:
            self._tell(VoteNotice("no answer in time: going on with a bot, as the table does by default", VOTE_DEFAULT))
            answer = (True, proposed)
        go_on, runner_seat = answer
        if runner_seat not in remaining:
            runner_seat = proposed
        digest = self.table.digest
        hand = self.facts.last_hand
        mine = encode_vote(self.player, digest, hand, go_on, remaining[runner_seat].key, self._join_wire())
        self.inbox.put("vote", mine)
        self._send(mine, self.table_peers())
        again = (mine, self.table_peers())
        until = math.inf if waits else self.now + VOTE_LIMIT * within
        left_out: dict[int, Player] = {}  # voted, but gone when the next table was set up: a bot takes the seat
        while True:
            here = {seat: player for seat, player in remaining.items() if seat not in left_out}
            votes = yield from self._count(digest, hand, here, len(remaining), within, waits, again, until)
            if votes is None:
                return None
            against = [remaining[seat].name for seat, vote in sorted(votes.items()) if not vote.go_on]
            if against:
                self._tell(told("ENDED_BY", names=", ".join(against)))
                return None
            keys = {remaining[seat].key: seat for seat in votes}
            host_seat = pick_runner({seat: vote.runner for seat, vote in votes.items()}, keys)
            if host_seat is None:  # every vote named a player whose vote did not come
                host_seat = default_runner(config, sorted(votes))
            self.replaced.update(absent)
            self.replaced.update({seat: player for seat, player in remaining.items() if seat not in votes})
            plan = NextSeats(host_seat, {seat: player_of(vote.join) for seat, vote in votes.items()})
            joins: dict[int, tuple[Join, bytes]] = {seat: (vote.join, vote.join_wire) for seat, vote in votes.items()}
            seated = yield from self.settle(plan, joins, within)
            if seated is not None or self.cancelled or self.moved is not None:
                return seated
            # The next table did not come about: a player of it died while it was set up (its runner, or one
            # that never signed its READY). Every peer that sees it gone tries again without it; while none
            # is gone, the same table is tried again (a runner back from a restart votes and offers anew).
            gone = {
                seat: player
                for seat, player in plan.players.items()
                if player.key in self.facts.away and seat != self.my_seat
            }
            left_out.update(gone)
            if self.now >= until:
                self._gave_up(within)
                return None
            without = f" without {', '.join(p.name for p in gone.values())}" if gone else ""
            text = f"the next table did not come about: trying again{without}"
            self._tell(VoteNotice(text, VOTE_RETRY, tuple(p.name for p in gone.values())))

    def _count(
        self,
        digest: bytes,
        hand: int,
        remaining: dict[int, Player],
        asked: int,
        within: float,
        waits: bool,
        again: tuple[bytes, frozenset[int]],
        until: float,
    ) -> Waiting[dict[int, Vote] | None]:
        """The votes that count (see ``vote``), this player's own sent again every ``AGAIN_EVERY`` seconds
        while it waits; None if this player leaves, learns it was replaced (``moved``) or waited past
        ``until``."""
        # The others had as long to answer as this player: one that answered last may vote that much later.
        end = self.now + 2 * within
        sent = self.now
        told: tuple[int, ...] = ()
        while not self.cancelled and self.moved is None:
            found = self._votes(digest, hand, remaining)
            if len(found) == len(remaining):
                return found
            missing = tuple(seat for seat in sorted(remaining) if seat not in found)
            names = ", ".join(remaining[seat].name for seat in missing)
            connected = [seat for seat in missing if remaining[seat].key not in self.facts.away]
            # More than half of the players first asked (``asked``): never two parts of a table apart.
            if self.now >= end and 2 * len(found) > asked and not (waits and connected):
                text = f"no vote came from {names}: a bot takes their seat too (they may take it back)"
                self._tell(VoteNotice(text, VOTE_MISSING, tuple(remaining[seat].name for seat in missing)))
                return found
            if self.now >= end and told != missing:
                told = missing
                who = tuple(remaining[seat].name for seat in missing)
                self._tell(VoteNotice(f"waiting for the votes of {names}", VOTE_AWAITED, who))
            if self.now >= until:
                self._gave_up(within)
                return None
            if self.now - sent >= AGAIN_EVERY:
                sent = self.now
                self._send(*again)
            yield
        return None

    def _gave_up(self, within: float) -> None:
        text = f"no next table came about in {VOTE_LIMIT * within:.0f} s: the session ends"
        self._tell(VoteNotice(text, VOTE_GAVE_UP))

    def _votes(self, digest: bytes, hand: int, remaining: dict[int, Player]) -> dict[int, Vote]:
        """The votes in hand, by seat, of the players asked."""
        found: dict[int, Vote] = {}
        for wire in self.inbox.votes:
            try:
                vote = decode_vote(wire)
            except LobbyError:
                continue
            seat = next((s for s, p in remaining.items() if p.key == vote.player), None)
            if seat is None or vote.table != digest or vote.hand != hand:
                continue
            names = self.table.config.names
            clash = name_clash(vote.join.name, [n for s, n in enumerate(names) if s != seat])
            if clash is not None:
                self._refuse(vote.join.name, clash, "VOTE_NAME_CLASH")
                continue
            found[seat] = vote
        return found

    def _join_wire(self) -> bytes:
        play = self.my_label() or "human"
        return encode_join(self.player, self.address.curve_public, self.address.endpoint, play)

    def _until(
        self, within: float, ready: Callable[[], T | None], again: tuple[bytes, frozenset[int]] | None = None
    ) -> Waiting[T | None]:
        """Wait until ``ready`` gives something, at most ``within`` seconds (or until this player leaves);
        ``again``: a message sent before the wait, sent again every ``AGAIN_EVERY`` seconds meanwhile."""
        end = self.now + within
        sent = self.now
        while True:
            value = ready()
            if value is not None or self.now >= end or self.cancelled:
                return value
            if again is not None and self.now - sent >= AGAIN_EVERY:
                sent = self.now
                self._send(*again)
            yield

    def settle(self, plan: NextSeats, joins: dict[int, tuple[Join, bytes]], within: float) -> Waiting[NextTable | None]:
        """Set up the next table of ``plan``: its host offers it and gathers every READY, the others check
        the offer against what they know and sign theirs; None if it does not come about in time."""
        current = self.table
        continues, hands = self.facts.continues(), self.facts.hands_left
        if plan.host_seat == self.my_seat:
            hosted = build_next(current, plan, self.player, self.address, joins, continues, hands)
            table_wire = offer_wire(self.player, hosted, hands)
            self._send(table_wire, self.peers_of(hosted.addresses))
            digest = table_digest(table_wire)
            wanted = {seat: p.key for seat, p in plan.players.items() if seat != plan.host_seat}
            readies = yield from self._until(
                within, lambda: self._readies(digest, wanted), (table_wire, self.peers_of(hosted.addresses))
            )
            if readies is None:
                self._tell(told("NEXT_TABLE_NOT_ACCEPTED"))
                return None
            go_wire = encode_go(self.player, readies)
            self._send(go_wire, self.peers_of(hosted.addresses))
            transcript = read_transcript(table_wire, go_wire, games=self.games)
            return self._seated(transcript, dict(hosted.bots))
        host_key = plan.players[plan.host_seat].key
        offered = yield from self._until(within, lambda: self._offer(current, plan, host_key, continues, hands))
        if offered is None:
            self._tell(told("NEXT_TABLE_NOT_OFFERED"))
            return None
        seated = yield from self._accept(offered, host_key, within)
        if seated is None and offered in self.inbox.tables:
            self.inbox.tables.remove(offered)  # its GO never came: tried again, the host offers it anew
        return seated

    def _refused_offer(self, exc: LobbyError) -> None:
        """Tell the player (and the log) why an offer of a next table was refused: each reason once, and at
        most ``REFUSALS_TOLD`` of them (a host minting offers, each of another number of hands, tells no more)."""
        if self.refusals_told < REFUSALS_TOLD and self._tell_once(told("NEXT_TABLE_REFUSED", error=exc), noted=True):
            self.refusals_told += 1

    def _readies(self, digest: bytes, wanted: dict[int, bytes]) -> list[bytes] | None:
        found = {}
        for seat, key in wanted.items():
            wire = next((w for w in self.inbox.readies if is_ready_from(w, key, digest)), None)
            if wire is not None:
                found[seat] = wire
        return [found[seat] for seat in sorted(found)] if len(found) == len(wanted) else None

    def _offer(
        self, current: Transcript, plan: NextSeats, host_key: bytes, continues: Continues, hands: int
    ) -> bytes | None:
        """The offer of ``plan``'s host that this player expects; offers it refuses are dropped."""
        for wire, offer, _ in self._offers(current, drop_others=True, host_key=host_key):
            try:
                check_next(offer, current.config, plan, continues, hands)
            except LobbyError as exc:
                self._refused_offer(exc)
                self.inbox.tables.remove(wire)
                continue
            return wire
        return None

    def _accept(self, table_wire: bytes, host_key: bytes, within: float) -> Waiting[NextTable | None]:
        digest = table_digest(table_wire)
        ready = encode_ready(self.player, digest)
        self._send(ready, self.all_peers())
        transcript = yield from self._until(within, lambda: self._go(table_wire), (ready, self.all_peers()))
        if transcript is None:
            self._tell(told("NEXT_TABLE_LATE"))
            return None
        return self._seated(transcript, {})

    def _go(self, table_wire: bytes) -> Transcript | None:
        for wire in self.inbox.gos:
            try:
                return read_transcript(table_wire, wire, games=self.games)
            except TranscriptError:
                continue
        return None

    def _seated(self, transcript: Transcript, bots: dict[int, Identity]) -> NextTable | None:
        addresses = [PeerAddress(p[0], p[1]) for p in transcript.peers]
        me = next((i for i, p in enumerate(transcript.peers) if p[1] == self.address.curve_public), None)
        if me is None:  # check_next refuses such an offer; nothing a host sends may crash this player
            self._tell(told("NEXT_TABLE_WITHOUT_ME"))
            return None
        config = transcript.config
        for seat in [s for s, p in self.replaced.items() if config.seat_keys[s] == p.key]:
            del self.replaced[seat]  # back in its seat (any number may come back at one table)
        # A player of this peer's last table whose seat a bot holds at the new one was replaced while this
        # peer was away: it may ask back here too.
        seated = players_of(transcript)
        for seat, player in players_of(self.table).items():
            if seat not in seated and player.key != self.player.public_key and player.key not in config.seat_keys:
                self.replaced.setdefault(seat, player)
        robots = [f"{config.names[s]} ({config.bots[s]})" for s in range(len(config.names)) if config.bots[s]]
        text = f"the session goes on at a new table hosted by {config.names[config.host_seat]}"
        if robots:
            text += "; bots: " + ", ".join(robots)
        played, scores = (config.continues.played, config.continues.scores) if config.continues else (0, ())
        self._tell(TableContinued(text, listing(config, self.my_seat, transcript.hands), played, scores))
        return NextTable(transcript, me, addresses, bots)

    # --- a replaced player comes back ------------------------------------------------------------

    def offer_due(self, within: float) -> Waiting[NextTable | None]:
        """Between hands, at every peer: a next table that takes replaced players back, if one is asked
        for. Its host offers it; the others accept an offer that matches what they saw."""
        current = self.table
        facts = self.facts
        if not facts.between_hands and not self.inbox.tables:
            return None
        if current.config.seat_keys[current.config.host_seat] == self.player.public_key:
            if not facts.between_hands:
                return None
            asked = self.take_back_plan()
            if asked is None:
                return None
            plan, joins = asked
            names = ", ".join(plan.players[s].name for s in plan.players if s in self.replaced)
            self._tell(told("SEAT_BACK_NEXT_HAND", names=names))
            seated = yield from self.settle(plan, joins, within)
            if seated is None:
                self._lapse([plan.players[s].key for s in plan.players if s in self.replaced])
            return seated
        if not facts.may_leave:
            return None  # an offer waits for the end of the hand (a host that offers one mid-hand erases nothing)
        continues, hands = facts.continues(), facts.hands_left
        host_key = current.config.seat_keys[current.config.host_seat]
        for wire, offer, config in self._offers(current, drop_others=True):
            assert config.continues is not None
            if config.continues.played > continues.played:
                return None  # this peer has not finished that hand yet
            players = players_of(current)
            back = [
                join.identity for join in offer.joins if any(p.key == join.identity for p in self.replaced.values())
            ]
            for join in offer.joins:
                seat = next((s for s, p in self.replaced.items() if p.key == join.identity), None)
                if seat is not None:
                    players[seat] = player_of(join)
            plan = NextSeats(current.config.host_seat, players)
            boundary = (current.digest, facts.filed)
            try:
                if any((key, boundary) in self.lapsed for key in back):
                    raise LobbyError("it takes back a player whose offer lapsed at this hand")
                check_next(offer, current.config, plan, continues, hands)
            except LobbyError as exc:
                self._refused_offer(exc)
                self.inbox.tables.remove(wire)
                continue
            self.inbox.tables.remove(wire)
            began = self.now
            seated = yield from self._accept(wire, host_key, within)
            if seated is None:
                # This peer may have dealt the next hand already (the BACK came late): the time it waited
                # for the GO counts against nobody at that hand, once a lapse (never twice a hand).
                self.out.append(PauseClocks(self.now - began))
                self._lapse(back)
            return seated
        return None

    def wait_for_moved(self, within: float) -> Waiting[None]:
        yield from self._until(within, lambda: self.moved)

    def come_back(self, within: float, wait: float) -> Waiting[NextTable | None]:
        """This player was replaced: ask for the seat back until a table offers it (at the start of a later
        hand), at most ``wait`` seconds; None if the session ended without it. It asks at the table the
        latest notice names: one that came after it first asked moves it on."""
        end = self.now + wait
        asked = 0.0
        chosen = self.moved
        if chosen is None:
            return None
        host = chosen[1].config.names[chosen[1].config.host_seat]
        text = f"a bot plays this seat at a table hosted by {host}: waiting to take it back at the next hand"
        self._tell(WaitingForSeat(text, host))
        while self.now < end and not self.cancelled:
            latest = self.moved
            if latest is not None and latest[1].digest != chosen[1].digest:
                # The session went on at another table while this player asked back (another returner took
                # its seat there first): ask back at that one.
                chosen, asked = latest, self.now - BACK_EVERY
            # Its host's latest word on that table (it may since say the session is over).
            moved, table = next((n for n in reversed(self.notices) if n[1].digest == chosen[1].digest), chosen)
            if moved.over:
                self._tell(told("ENDED_WHILE_AWAY"))
                return None
            if self.now - asked >= BACK_EVERY:
                asked = self.now
                self._send(encode_back(self.player, table.digest, self._join_wire()), self.all_peers())
            found = self._offer_back(table)
            if found is not None:
                self.inbox.tables.remove(found)
                seated = yield from self._accept(found, table.config.seat_keys[table.config.host_seat], within)
                if seated is not None:
                    self.returned_from.add(table.digest)
                    self.notices = []
                    self.notice_wires = {}
                return seated
            yield
        self._tell(told("NOT_TAKEN_BACK"))
        return None

    def _offers(
        self, table: Transcript, drop_others: bool, host_key: bytes | None = None
    ) -> list[tuple[bytes, TableOffer, TableConfig]]:
        """The waiting offers of a table that continues ``table``, signed by ``host_key`` (by default
        ``table``'s host); what does not decode is dropped, and with ``drop_others`` so are offers that
        continue another table."""
        signer = host_key if host_key is not None else table.config.seat_keys[table.config.host_seat]
        found = []
        for wire in list(self.inbox.tables):
            try:
                offer = decode_table(wire, lambda t: signer, table.config.shape)
                config = TableConfig.from_canonical(offer.table, self.games)
            except (LobbyError, ValueError, TypeError, IndexError):
                self.inbox.tables.remove(wire)
                continue
            if config.continues is not None and config.continues.previous == table.digest:
                found.append((wire, offer, config))
            elif drop_others:
                self.inbox.tables.remove(wire)
        return found

    def _offer_back(self, table: Transcript) -> bytes | None:
        """An offer from the host of ``table`` that puts this player back in its seat, and otherwise keeps
        that table's players where they are."""
        config = table.config
        for wire, offer, offered in self._offers(table, drop_others=False):
            assert offered.continues is not None
            players = players_of(table)
            players[self.my_seat] = Player(self.player.public_key, self.player.name, self.my_label())
            for join in offer.joins:
                seat = offered.seat_keys.index(join.identity) if join.identity in offered.seat_keys else -1
                if seat >= 0 and seat not in players:
                    players[seat] = player_of(join)
            try:
                check_next(offer, config, NextSeats(config.host_seat, players), offered.continues, offer.hands)
            except LobbyError as exc:
                self._refused_offer(exc)
                self.inbox.tables.remove(wire)
                continue
            return wire
        return None


def _ranked(table: Transcript, among: list[Transcript]) -> tuple[int, int, int, bytes]:
    """The order of the tables a player could take its seat back at: first the one later than the most of
    the others (``_later``), then the one that seats the most players, then the most hands played (a
    claim), then the smallest digest. A table of one player's own making, every other seat a bot, is later
    than nothing."""
    later = sum(_later(table, other) for other in among if other.digest != table.digest)
    return -later, -len(players_of(table)), -_played(table), table.digest


def _later(table: Transcript, other: Transcript) -> bool:
    """The session went on at ``table`` after ``other``: it continues ``other`` or claims more hands played,
    and it seats a player of ``other`` besides its own host (that player's READY is in its GO: it checked
    where the session was), or its host hosted ``other`` too with another player seated there (every
    other player of it replaced since). Nobody can sign such a table alone."""
    carried = table.config.continues
    if not (carried is not None and carried.previous == other.digest) and _played(table) <= _played(other):
        return False
    host = _host_key(table)
    before = {p.key for p in players_of(other).values()}
    kept = {p.key for p in players_of(table).values()} - {host}
    return bool(kept & before) or (host == _host_key(other) and bool(before - {host}))


def _played(table: Transcript) -> int:
    carried = table.config.continues
    return carried.played if carried is not None else 0


def _host_key(table: Transcript) -> bytes:
    return table.config.seat_keys[table.config.host_seat]


def players_of(transcript: Transcript) -> dict[int, Player]:
    """The players at a table (the host and every seat that joined), by seat."""
    config = transcript.config
    host_peer = config.peers[config.host_seat]
    seats = [s for s in range(len(config.names)) if s == config.host_seat or config.peers[s] != host_peer]
    return {s: Player(config.seat_keys[s], config.names[s], config.bots[s]) for s in seats}


def joins_of(transcript: Transcript) -> dict[int, tuple[Join, bytes]]:
    """The JOINs of the players who joined a table (its host's TABLE carries them), by seat."""
    config = transcript.config
    try:
        offer = decode_table(transcript.table_wire, lambda t: config.seat_keys[config.host_seat], config.shape)
    except LobbyError:
        return {}
    return {config.seat_keys.index(j.identity): (j, w) for j, w in zip(offer.joins, offer.join_wires, strict=True)}
