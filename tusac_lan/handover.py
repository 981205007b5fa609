"""Seats that change hands during a session, over the mesh the table already has (docs/RELIABILITY.md,
"a bot in the absent seat"): after a hand stopped because a player did not come back, the others vote
to go on with a bot in that seat, run by a player they pick, or to end; a replaced player who shows up
again is told where the session went on and takes its seat back at the start of the next hand.

Either way the session goes on at a new table (``table.next_table``) that the picked player hosts: its
TABLE, every player's READY and its GO travel as session messages (``protocol.carry_on``). Nothing here
touches a table's state: the session runner gets a new ``Seated`` and builds a new node from it.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from protocol.carry_on import (
    Back,
    Moved,
    Vote,
    decode_back,
    decode_moved,
    decode_vote,
    encode_back,
    encode_moved,
    encode_vote,
    kind_of,
    wrap,
)
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
from protocol.transport import PeerAddress

from .bots.levels import make_bot
from .lobby_events import CarryOnAsked, Notice, TableContinued, WaitingForSeat
from .lobby_net import listing, tell
from .seated import Seated
from .table.config import Continues, TableConfig
from .table.hand_run import Step
from .table.next_table import (
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
from .table.node import LocalSeat, TableNode
from .table.shape import TUSAC_SHAPE
from .table.transcript import Transcript, TranscriptError, read_transcript, table_digest

if TYPE_CHECKING:
    from .session_runner import SessionRunner

MOVED_EVERY = 3.0
"""How often the host tells a replaced player that shows up again where the session went on."""
BACK_EVERY = 3.0
"""How often a replaced player asks for its seat until a table offers it."""
T = TypeVar("T")
SETTLE = 3.0
"""Seconds after this runner starts before a player it has not heard from counts as away: the links to
the others come up within this time after a restart."""
PER_SENDER = 4
"""Session messages of each kind kept from one sender while they wait to be used: more is a flood, its
oldest go."""
LAPSE_AFTER = 3
"""A BACK lapses at a boundary between hands after this many answer times (``within``) without the next
table starting: a player that asks back and never signs its READY holds the table up once, not forever."""


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
    """The runner's part for seats that change hands; ``runner`` polls the mesh and owns the node."""

    def __init__(self, runner: SessionRunner) -> None:
        self.runner = runner
        self.inbox = Inbox.empty()
        self.replaced: dict[int, Player] = {}
        """Seats whose player was replaced by a bot at this session, with that player."""
        self.told: dict[int, float] = {}
        self.notices: list[tuple[Moved, Transcript]] = []
        """MOVED notices that passed the signer's checks, newest last; ``moved`` says which one counts."""
        self.said: bytes | None = None
        """The table (by digest) of the MOVED this player was last told about: told once, not at every look."""
        self.started = time.monotonic()
        self.heard: set[bytes] = set()
        """Players whose link was up at some moment since this runner started (the runner adds them)."""
        self.returned_from: set[bytes] = set()
        """Tables (by digest) this player came back from: a MOVED about them that comes late is old news."""
        self.back_since: dict[bytes, tuple[tuple[bytes, int], float]] = {}
        """Replaced players that asked back: the boundary between hands (table digest, hands filed) where
        this peer first saw the BACK, and when. At a later boundary the player may ask again."""
        self.lapsed: set[tuple[bytes, tuple[bytes, int]]] = set()
        """(player, boundary) whose next table did not come about: no more offers there for that player."""
        self.refused: set[bytes] = set()
        """Session messages already refused with a notice (told once)."""

    # --- input -----------------------------------------------------------------------------------

    def receive(self, peer: int, wire: bytes) -> None:
        try:
            kind = kind_of(wire)
        except LobbyError as exc:
            self.runner.note(f"session message from peer {peer} dropped: {exc}")
            return
        self.inbox.put(kind, wire, peer)
        if kind == "moved":
            self._take_moved(wire)

    def _take_moved(self, wire: bytes) -> None:
        """A MOVED is kept if its signer hosts the table it names and that table put a bot in this player's seat."""
        runner = self.runner
        try:
            moved = decode_moved(wire)
            transcript = read_transcript(moved.table_wire, moved.go_wire)
        except (LobbyError, TranscriptError) as exc:
            runner.note(f"a moved notice dropped: {exc}")
            return
        config = transcript.config
        if moved.host != config.seat_keys[config.host_seat] or runner.player.public_key in config.seat_keys:
            return
        current = runner.seated.transcript.config
        if (config.rules, config.table_rules, config.waits) != (current.rules, current.table_rules, current.waits):
            # A session keeps its rules, its stake and its deadlines from table to table.
            tell(
                runner.options,
                Notice("a notice that the session went on elsewhere was dropped: its table has other rules"),
            )
            return
        # A table of this session: it continues another, and its players all sat at this player's table.
        mine = {player.key for player in runner.current_players().values()}
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

    @property
    def moved(self) -> tuple[Moved, Transcript] | None:
        """This player was replaced: the table the session went on at, as its host said, once the other
        players vouch for it (``_vouched``); None while no notice does."""
        for moved, transcript in reversed(self.notices):
            if self._vouched(transcript):
                if self.said != transcript.digest:
                    self.said = transcript.digest
                    config = transcript.config
                    self.runner.note(
                        f"this seat is played by {config.names[self.runner.my_seat]}:"
                        " the session went on without this player"
                    )
                return moved, transcript
        return None

    def _vouched(self, table: Transcript) -> bool:
        """Any player can sign a MOVED for a table of its own making where every other seat is a bot. A
        real one keeps every other player of this table who is still about: each sits at it (it signed
        its READY), asks back at it too (it was replaced as well), or has not been heard from since this
        runner started (it is away, so it may have been replaced)."""
        runner = self.runner
        now = time.monotonic()
        seated = {p.key for p in players_of(table).values()}
        asking = {back.player for back in self._decoded_backs() if back.table == table.digest}
        me = runner.player.public_key
        for player in runner.current_players().values():
            if player.key == me or player.key in seated or player.key in asking:
                continue
            if player.key in self.heard or now - self.started < SETTLE:
                return False
        return True

    # --- the host of a table that replaced a player ---------------------------------------------

    def watch(self, now: float, over: bool = False) -> None:
        """The host tells every replaced player whose link is up where the session is (every few seconds,
        until it asks for its seat back; at the end, that the session is over)."""
        runner = self.runner
        config = runner.seated.transcript.config
        if config.seat_keys[config.host_seat] != runner.player.public_key:
            return
        asked = {back.player for back in self._backs()}
        for peer in runner.outside_peers():
            if not runner.mesh.is_connected(peer) or peer in runner.silent:
                continue
            if not over and (
                runner.peer_key.get(peer) in asked or now - self.told.get(peer, -MOVED_EVERY) < MOVED_EVERY
            ):
                continue
            self.told[peer] = now
            transcript = runner.seated.transcript
            notice = encode_moved(runner.player, transcript.table_wire, transcript.go_wire, over)
            runner.mesh.send_to(frozenset((peer,)), wrap(notice))

    def _decoded_backs(self) -> list[Back]:
        """Every waiting BACK that decodes (signed by the player it names)."""
        backs = []
        for wire in self.inbox.backs:
            with contextlib.suppress(LobbyError):
                backs.append(decode_back(wire))
        return backs

    def _backs(self) -> list[Back]:
        """The waiting BACKs of players this session replaced, under a name unlike every other at the
        table, whose offer has not lapsed at this boundary between hands."""
        runner = self.runner
        config = runner.seated.transcript.config
        boundary = (runner.seated.transcript.digest, len(runner.node.records))
        now = time.monotonic()
        backs = []
        for back in self._decoded_backs():
            seat = next((s for s, p in self.replaced.items() if p.key == back.player), None)
            if seat is None:
                continue
            clash = name_clash(back.join.name, [n for s, n in enumerate(config.names) if s != seat])
            if clash is not None:
                self._refuse(back.join.name, clash, "asks its seat back")
                continue
            since = self.back_since.get(back.player)
            if since is None or since[0] != boundary:
                since = self.back_since[back.player] = (boundary, now)
            if now - since[1] > LAPSE_AFTER * runner._within():
                self.lapsed.add((back.player, boundary))
            if (back.player, boundary) not in self.lapsed:
                backs.append(back)
        return backs

    def _refuse(self, name: str, clash: str, what: str) -> None:
        """Tell once that a player's VOTE or BACK was refused for a name like another's at the table."""
        text = f"{name!r} {what} under a name that looks like {clash!r}: refused"
        if text.encode() not in self.refused:
            self.refused.add(text.encode())
            self.runner.note(text)
            tell(self.runner.options, Notice(text))

    def _lapse(self, keys: list[bytes]) -> None:
        """The next table that took these replaced players back did not come about: play goes on here,
        and they may ask again after the next hand."""
        runner = self.runner
        boundary = (runner.seated.transcript.digest, len(runner.node.records))
        self.lapsed.update((key, boundary) for key in keys)
        names = ", ".join(p.name for p in self.replaced.values() if p.key in keys)
        tell(runner.options, Notice(f"the offer to take back {names} lapsed: play goes on"))

    def take_back_plan(self) -> tuple[NextSeats, dict[int, tuple[Join, bytes]]] | None:
        """At the start of a hand: the next table with every replaced player that asked back in its seat,
        if there is one; the same for every peer that saw the same BACKs (the TABLE carries their JOINs)."""
        backs = self._backs()
        if not backs:
            return None
        current = self.runner.seated.transcript
        joins = self.runner.current_joins()
        players = self.runner.current_players()
        for back in backs:
            seat = next(s for s, p in self.replaced.items() if p.key == back.player)
            players[seat] = player_of(back.join)
            joins[seat] = (back.join, back.join_wire)
        return NextSeats(current.config.host_seat, players), joins

    # --- the steps every player takes ------------------------------------------------------------

    def vote(self, node: TableNode, absent: dict[int, Player], within: float, left: bool = False) -> Seated | None:
        """After a hand stopped for ``absent`` players (``left``: they all left the table rather than
        stayed away): ask this player, vote, count, and set up the next table (or None: the session ends).
        Blocks, polling the mesh, for at most about 5 × ``within``."""
        runner = self.runner
        config = runner.seated.transcript.config
        remaining = {seat: player for seat, player in runner.current_players().items() if seat not in absent}
        if runner.my_seat not in remaining:
            return None
        proposed = default_runner(config, sorted(remaining))
        names = ", ".join(p.name for p in absent.values())
        why = "left the table" if left else "did not come back"
        question = CarryOnAsked(
            f"{names} {why}: go on with a bot in their seat, or end the session?",
            tuple(p.name for p in absent.values()),
            tuple((seat, remaining[seat].name) for seat in sorted(remaining)),
            proposed,
            within,
            runner.my_seat,
            left,
        )
        tell(runner.options, question)
        answer = self._wait(
            within, lambda: runner.options.carry_on(question) if runner.options.carry_on else (True, proposed)
        )
        go_on, runner_seat = answer if answer is not None else (False, proposed)
        if runner_seat not in remaining:
            runner_seat = proposed
        digest = runner.seated.transcript.digest
        hand = node.records[-1].hand_no if node.records else 0
        mine = encode_vote(runner.player, digest, hand, go_on, remaining[runner_seat].key, self._join_wire())
        self.inbox.put("vote", mine)
        runner.send_session(mine, runner.table_peers())
        # The others had as long to answer as this player: one that answered last may vote that much later.
        votes = self._wait(2 * within, lambda: self._votes(digest, hand, remaining))
        if votes is None:
            tell(runner.options, Notice("not every player answered in time: the session ends"))
            return None
        against = [remaining[seat].name for seat, vote in sorted(votes.items()) if not vote.go_on]
        if against:
            tell(runner.options, Notice(f"{', '.join(against)} chose to end the session"))
            return None
        keys = {remaining[seat].key: seat for seat in remaining}
        host_seat = pick_runner({seat: vote.runner for seat, vote in votes.items()}, keys)
        assert host_seat is not None
        self.replaced.update(absent)
        plan = NextSeats(host_seat, {seat: player_of(vote.join) for seat, vote in votes.items()})
        joins: dict[int, tuple[Join, bytes]] = {seat: (vote.join, vote.join_wire) for seat, vote in votes.items()}
        return self.settle(node, plan, joins, within)

    def _votes(self, digest: bytes, hand: int, remaining: dict[int, Player]) -> dict[int, Vote] | None:
        found: dict[int, Vote] = {}
        for wire in self.inbox.votes:
            try:
                vote = decode_vote(wire)
            except LobbyError:
                continue
            seat = next((s for s, p in remaining.items() if p.key == vote.player), None)
            if seat is None or vote.table != digest or vote.hand != hand:
                continue
            names = self.runner.seated.transcript.config.names
            clash = name_clash(vote.join.name, [n for s, n in enumerate(names) if s != seat])
            if clash is not None:
                self._refuse(vote.join.name, clash, "votes")
                continue
            found[seat] = vote
        return found if len(found) == len(remaining) else None

    def _join_wire(self) -> bytes:
        runner = self.runner
        play = runner.my_label() or "human"
        return encode_join(runner.player, runner.mesh.curve_keys[0], runner.mesh.endpoint, play)

    def _wait(self, within: float, ready: Callable[[], T | None]) -> T | None:
        """Poll the mesh until ``ready`` gives something, at most ``within`` seconds."""
        end = time.monotonic() + within
        while True:
            value = ready()
            if value is not None or time.monotonic() >= end or self.runner.options.cancelled():
                return value
            self.runner.poll_session(0.05)

    def continues(self, node: TableNode) -> tuple[Continues, int]:
        """What the next table takes over from this peer's node, and the hands it has left to play."""
        session = node.session
        continues = Continues(
            self.runner.seated.transcript.digest,
            session.hands_played,
            session.scores,
            session.starter,
            node.session_digest,
        )
        played_here = sum(1 for record in node.records if record.verdict.ok)
        return continues, self.runner.seated.transcript.hands - played_here

    def settle(
        self, node: TableNode, plan: NextSeats, joins: dict[int, tuple[Join, bytes]], within: float
    ) -> Seated | None:
        """Set up the next table of ``plan``: its host offers it and gathers every READY, the others check
        the offer against what they know and sign theirs; None if it does not come about in time."""
        runner = self.runner
        current = runner.seated.transcript
        continues, hands = self.continues(node)
        if plan.host_seat == runner.my_seat:
            address = PeerAddress(runner.mesh.endpoint, runner.mesh.curve_keys[0])
            hosted = build_next(current, plan, runner.player, address, joins, continues, hands)
            table_wire = offer_wire(runner.player, hosted, hands)
            runner.send_session(table_wire, runner.peers_of(hosted.addresses))
            digest = table_digest(table_wire)
            wanted = {seat: p.key for seat, p in plan.players.items() if seat != plan.host_seat}
            readies = self._wait(within, lambda: self._readies(digest, wanted))
            if readies is None:
                tell(runner.options, Notice("not every player accepted the next table in time"))
                return None
            go_wire = encode_go(runner.player, readies)
            runner.send_session(go_wire, runner.peers_of(hosted.addresses))
            transcript = read_transcript(table_wire, go_wire)
            seats = {runner.my_seat: LocalSeat(runner.player, runner.my_agent())}
            seats.update(
                {seat: LocalSeat(bot, make_bot(hosted.config.bots[seat])) for seat, bot in hosted.bots.items()}
            )
            return self._seated(transcript, seats)
        host_key = plan.players[plan.host_seat].key
        offered = self._wait(within, lambda: self._offer(current, plan, host_key, continues, hands))
        if offered is None:
            tell(runner.options, Notice("the next table was not offered in time"))
            return None
        return self._accept(offered, host_key, within)

    def _refused_offer(self, wire: bytes, exc: LobbyError) -> None:
        self.runner.note(f"a next table refused: {exc}")
        if wire not in self.refused:
            self.refused.add(wire)
            tell(self.runner.options, Notice(f"a next table refused: {exc}"))

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
                self._refused_offer(wire, exc)
                self.inbox.tables.remove(wire)
                continue
            return wire
        return None

    def _accept(self, table_wire: bytes, host_key: bytes, within: float) -> Seated | None:
        runner = self.runner
        digest = table_digest(table_wire)
        runner.send_session(encode_ready(runner.player, digest), runner.all_peers())
        transcript = self._wait(within, lambda: self._go(table_wire))
        if transcript is None:
            tell(runner.options, Notice("the next table did not start in time"))
            return None
        seats = {runner.my_seat: LocalSeat(runner.player, runner.my_agent())}
        return self._seated(transcript, seats)

    def _go(self, table_wire: bytes) -> Transcript | None:
        for wire in self.inbox.gos:
            try:
                return read_transcript(table_wire, wire)
            except TranscriptError:
                continue
        return None

    def _seated(self, transcript: Transcript, seats: dict[int, LocalSeat]) -> Seated | None:
        runner = self.runner
        addresses = [PeerAddress(p[0], p[1]) for p in transcript.peers]
        me = next((i for i, p in enumerate(transcript.peers) if p[1] == runner.mesh.curve_keys[0]), None)
        if me is None:  # check_next refuses such an offer; nothing a host sends may crash this player
            tell(runner.options, Notice("the next table has no address of this player: refused"))
            return None
        for seat in self.replaced:
            if transcript.config.seat_keys[seat] == self.replaced[seat].key:
                del self.replaced[seat]
                break
        config = transcript.config
        bots = [f"{config.names[s]} ({config.bots[s]})" for s in range(len(config.names)) if config.bots[s]]
        text = f"the session goes on at a new table hosted by {config.names[config.host_seat]}"
        if bots:
            text += "; bots: " + ", ".join(bots)
        played, scores = (config.continues.played, config.continues.scores) if config.continues else (0, ())
        tell(runner.options, TableContinued(text, listing(config, runner.my_seat), played, scores))
        return Seated(transcript, me, addresses, seats, runner.mesh)

    # --- a replaced player comes back ------------------------------------------------------------

    def offer_due(self, node: TableNode, within: float) -> Seated | None:
        """Between hands, at every peer: a next table that takes replaced players back, if one is asked
        for. Its host offers it; the others accept an offer that matches what they saw."""
        runner = self.runner
        current = runner.seated.transcript
        if not node.between_hands and not self.inbox.tables:
            return None
        if current.config.seat_keys[current.config.host_seat] == runner.player.public_key:
            if not node.between_hands:
                return None
            asked = self.take_back_plan()
            if asked is None:
                return None
            plan, joins = asked
            names = ", ".join(plan.players[s].name for s in plan.players if s in self.replaced)
            tell(runner.options, Notice(f"{names} takes their seat back at the next hand"))
            seated = self.settle(node, plan, joins, within)
            if seated is None:
                self._lapse([plan.players[s].key for s in plan.players if s in self.replaced])
            return seated
        if not _between_hands(node, current.config):
            return None  # an offer waits for the end of the hand (a host that offers one mid-hand erases nothing)
        continues, hands = self.continues(node)
        host_key = current.config.seat_keys[current.config.host_seat]
        for wire, offer, config in self._offers(current, drop_others=True):
            assert config.continues is not None
            if config.continues.played > continues.played:
                return None  # this peer has not finished that hand yet
            players = runner.current_players()
            back = [
                join.identity for join in offer.joins if any(p.key == join.identity for p in self.replaced.values())
            ]
            for join in offer.joins:
                seat = next((s for s, p in self.replaced.items() if p.key == join.identity), None)
                if seat is not None:
                    players[seat] = player_of(join)
            plan = NextSeats(current.config.host_seat, players)
            boundary = (current.digest, len(node.records))
            try:
                if any((key, boundary) in self.lapsed for key in back):
                    raise LobbyError("it takes back a player whose offer lapsed at this hand")
                check_next(offer, current.config, plan, continues, hands)
            except LobbyError as exc:
                self._refused_offer(wire, exc)
                self.inbox.tables.remove(wire)
                continue
            self.inbox.tables.remove(wire)
            began = time.monotonic()
            seated = self._accept(wire, host_key, within)
            if seated is None:
                # This peer may have dealt the next hand already (the BACK came late): the time it waited
                # for the GO counts against nobody at that hand, once a lapse (never twice a hand).
                node.pause_clocks(time.monotonic() - began)
                self._lapse(back)
            return seated
        return None

    def wait_for_moved(self, within: float) -> None:
        self._wait(within, lambda: self.moved)

    def come_back(self, within: float, wait: float) -> Seated | None:
        """This player was replaced: ask for the seat back until a table offers it (at the start of a later
        hand), at most ``wait`` seconds; None if the session ended without it."""
        runner = self.runner
        end = time.monotonic() + wait
        asked = 0.0
        chosen = self.moved
        if chosen is None:
            return None
        host = chosen[1].config.names[chosen[1].config.host_seat]
        text = f"a bot plays this seat at a table hosted by {host}: waiting to take it back at the next hand"
        tell(runner.options, WaitingForSeat(text, host))
        while time.monotonic() < end and not runner.options.cancelled():
            # Its host's latest word on that table (it may since say the session is over).
            moved, table = next((n for n in reversed(self.notices) if n[1].digest == chosen[1].digest), chosen)
            if moved.over:
                tell(runner.options, Notice("the session ended while this player was away"))
                return None
            now = time.monotonic()
            if now - asked >= BACK_EVERY:
                asked = now
                runner.send_session(encode_back(runner.player, table.digest, self._join_wire()), runner.all_peers())
            found = self._offer_back(table)
            if found is not None:
                self.inbox.tables.remove(found)
                seated = self._accept(found, table.config.seat_keys[table.config.host_seat], within)
                if seated is not None:
                    self.returned_from.add(table.digest)
                    self.notices = []
                return seated
            runner.poll_session(0.05)
        tell(runner.options, Notice("no table took this player back in time"))
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
                offer = decode_table(wire, lambda t: signer, TUSAC_SHAPE)
                config = TableConfig.from_canonical(offer.table)
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
        runner = self.runner
        config = table.config
        for wire, offer, offered in self._offers(table, drop_others=False):
            assert offered.continues is not None
            players = players_of(table)
            players[runner.my_seat] = Player(runner.player.public_key, runner.player.name, runner.my_label())
            for join in offer.joins:
                seat = offered.seat_keys.index(join.identity) if join.identity in offered.seat_keys else -1
                if seat >= 0 and seat not in players:
                    players[seat] = player_of(join)
            try:
                check_next(offer, config, NextSeats(config.host_seat, players), offered.continues, offer.hands)
            except LobbyError as exc:
                self._refused_offer(wire, exc)
                self.inbox.tables.remove(wire)
                continue
            return wire
        return None


def _between_hands(node: TableNode, config: TableConfig) -> bool:
    """This peer may leave its table for a next one: its last hand is filed and the next not begun, or
    begun only by this peer (the host, holding the next hand back for the table it offers, has not
    committed to it: nothing of that hand is dealt). Never in the middle of a hand: a host losing one
    would otherwise offer "the same table again" instead of opening its seed, and the hand go unfiled."""
    if node.between_hands:
        return True
    run = node.run
    return run is not None and run.step == Step.COMMIT and run.commits[config.host_seat] is None


def players_of(transcript: Transcript) -> dict[int, Player]:
    """The players at a table (the host and every seat that joined), by seat."""
    config = transcript.config
    host_peer = config.peers[config.host_seat]
    seats = [s for s in range(len(config.names)) if s == config.host_seat or config.peers[s] != host_peer]
    return {s: Player(config.seat_keys[s], config.names[s], config.bots[s]) for s in seats}
