"""A cheating peer for tests: the real `tusac peer` code with its hooks overridden here, never in
the shipped package. It joins a table on loopback and misbehaves in one chosen way.

    python -m tests.hostile_peer --join 127.0.0.1:7777 --attack flood --identity DIR [--history-dir DIR]
    python -m tests.hostile_peer --host 127.0.0.1:0 --players 3 --attack keep-go --identity DIR
    python -m tests.hostile_peer --host 127.0.0.1:0 --attack next-table-for-seed --identity DIR  (a cheating host)

It prints ``ATTACK <name> <what it did>`` when the attack starts, so a test can time how soon the
honest peers react. An attack is one function registered with ``@attack("name")``; it is called
with the ``Hostile`` once before the lobby and then at every turn of the event loop (``h.tick``),
and may also take over this seat's moves (return True from ``on_move``), keep back what it signed
(``withhold``: the first message it picks and all after it, or that one only with ``only_one``) or
sign no state hashes (``no_hashes``) or only some (``hashes``), or sign another message in place of one its node makes
(``instead``). ``Hostile`` gives it the real node and transport, signing with this seat's key, a
message to one peer only (``send_to``), raw frames onto a link, dropping every link for a while
(``mesh.go_away``), and ``once`` for things done a single time. ``--deadlines`` and ``--rejoin-wait``
are passed on as for ``tusac peer``; with ``--host`` the cheater hosts the table (``--players``,
``--hands``, bots for the seats nobody takes) instead of joining it.

Adding an attack::

    @attack("silent")
    def silent(h: Hostile) -> None:
        if h.playing() and h.once("silent"):
            h.announce("stops answering")
            h.hold_moves = True
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
from collections.abc import Callable, Generator, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import msgpack
import zmq

from protocol.carry_on import MAX_HOLDS, MAX_SAID, encode_moved, encode_waiting, wrap
from protocol.identity import Identity
from protocol.lobby import LOBBY_VERSION, _sign, encode_go, encode_join, encode_ready, refusal_reason
from protocol.messages import Message, MessageError, decode, encode
from protocol.transport import (
    JUNK_LIMIT,
    MAX_FRAME,
    QUEUE_FRAMES,
    MeshTransport,
    PeerAddress,
    _keep_alive,
    curve_keypair,
)
from tusac_lan.games import DEFAULT_GAME, GAMES, AnyGame, find_game
from tusac_lan.games.tusac.engine.actions import Action, ActionType
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.shape import TUSAC_SHAPE
from tusac_lan.peer import handover, net
from tusac_lan.peer import runner as session_runner
from tusac_lan.peer.handover import joins_of, players_of
from tusac_lan.peer.options import PeerError, PeerOptions, parse_deadlines
from tusac_lan.table.config import Continues
from tusac_lan.table.deadlines import MOVE_OWED
from tusac_lan.table.evidence import UNPROVEN, message_list
from tusac_lan.table.hand_run import Decision, HandRun, Rejected
from tusac_lan.table.next_table import NextSeats, Player, build_next, offer_wire
from tusac_lan.table.node import LEFT_TABLE, TableNode
from tusac_lan.table.transcript import peers_from_joins, table_digest
from tusac_lan.terminal.peer_front import TerminalFront

ATTACKS: dict[str, Callable[[Hostile], None]] = {}
JOIN_ATTACKS: dict[str, Callable[[str, Path], list[str]]] = {}
"""Attacks made in the lobby, before any seat is taken: address and identity dir -> what the host answered."""


def attack(name: str) -> Callable[[Callable[[Hostile], None]], Callable[[Hostile], None]]:
    def register(function: Callable[[Hostile], None]) -> Callable[[Hostile], None]:
        ATTACKS[name] = function
        return function

    return register


def join_attack(name: str) -> Callable[[Callable[[str, Path], list[str]]], Callable[[str, Path], list[str]]]:
    def register(function: Callable[[str, Path], list[str]]) -> Callable[[str, Path], list[str]]:
        JOIN_ATTACKS[name] = function
        return function

    return register


@dataclass
class Hostile:
    name: str
    out: Any = field(default_factory=lambda: sys.stdout)
    mesh: HostileMesh | None = None
    node: HostileNode | None = None
    done: set[str] = field(default_factory=set)
    hold_moves: bool = False
    """True: this seat's moves are never sent (the attack took over)."""
    decision: Decision | None = None
    """The move this seat owes now, if any (set when its bot chose one)."""
    on_move: Callable[[Hostile, Decision, Action], bool] | None = None
    withhold: Callable[[Message], bool] | None = None
    """Picks the first message this peer signs but never sends; it sends nothing after it either."""
    silent: bool = False
    """True once ``withhold`` picked a message: every later message is signed and kept, never sent."""
    only_one: bool = False
    """True: ``withhold`` holds back just the message it picks (and any copy of it), not those after it."""
    held: set[bytes] = field(default_factory=set)
    silent_after: bool = False
    """True: nothing this peer signs after the message it just swapped (``instead``) is sent."""
    offered: tuple[bytes, Any] | None = None
    stay: bool = False
    """True: after its session this peer keeps its links up (sending nothing) rather than leave."""
    no_lists: bool = False
    """True: this peer never sends an evidence list (its node takes no disagreement up)."""
    no_hashes: bool = False
    """True: this peer never signs a state hash."""
    stops_on_lists: bool = False
    """True: another peer's evidence list stops this peer's hand, as if it had found the disagreement itself
    (so it opens its seed), and it sends its own list then unless ``no_lists``."""
    twins: dict[int, Identity] = field(default_factory=dict)
    """Second identities of this peer seated at a next table it hosts (``next-bot-twin``)."""
    unjoined: set[int] = field(default_factory=set)
    """Seats of a next table this peer hosts whose players it seats without their JOIN (``next-no-join``)."""
    up_since: float = 0.0
    """When this peer's links last came up (``withhold-flicker``)."""
    hashes: Callable[[Hostile, HandRun], bool] | None = None
    """Called before this peer's node signs its state hashes: may sign some itself (True: it did) or mark
    turns whose hash it never signs (``false-earlier-hash``)."""
    held_turn: int = -1
    """The turn whose state hash this peer kept back in play (``false-earlier-hash``)."""
    before_seed: bool = False
    """Its false hash for the kept-back turn goes just before its seed, not after it (``-early``)."""
    instead: Callable[[Hostile, str, Any], tuple[str, Any] | None] | None = None
    """Given (type, payload) of a message this peer's node is about to sign, another (type, payload) to
    sign in its place under the same number, or None to sign it as it is."""
    runner: session_runner.SessionRunner | None = None
    freeze: bool = False
    """``--freeze-in-first-hand``: the process stops itself once the first hand is in play."""
    deaf: bool = False
    """True: this peer takes nothing more from the honest peers and calls them gone (``claim-lost``)."""
    forged: tuple[bytes, bytes] | None = None
    """The forged MOVED this peer sent (``_forged_moved``) and the digest of the table it names."""
    rounds: dict[str, tuple[int, float]] = field(default_factory=dict)
    """What ``every`` counts: each key's rounds so far and when the last one was."""
    mute: bool = False
    """True: this peer sends nothing on its links but one heartbeat every ``MUTE_BEAT`` s (``quiet-withhold``)."""

    # --- what attacks use ---------------------------------------------------------------------

    def once(self, key: str) -> bool:
        """True the first time only."""
        if key in self.done:
            return False
        self.done.add(key)
        return True

    def every(self, key: str, seconds: float) -> int | None:
        """The number of this round (0, 1, ...) if ``seconds`` have passed since the last round of ``key``
        (the first is at once), else None."""
        now = time.monotonic()
        done, last = self.rounds.get(key, (0, float("-inf")))
        if now - last < seconds:
            return None
        self.rounds[key] = (done + 1, now)
        return done

    def announce(self, what: str) -> None:
        self.out.write(f"ATTACK {self.name} {what}\n")
        self.out.flush()

    @property
    def seat(self) -> int:
        assert self.node is not None
        return min(self.node.seats)

    def playing(self) -> bool:
        """The deal is done and the hand is in play."""
        node = self.node
        return node is not None and node.run is not None and node.run.dealt and node.run.stopped is None

    def sign(self, type_: str, payload: Any, *, hand: int | None = None, seq: int | None = None) -> bytes:
        """A message correctly signed by this seat; by default the next number and this hand."""
        node = self.node
        assert node is not None and node.run is not None
        seat = self.seat
        if seq is None:
            seq = node._seq_out[seat]
            node._seq_out[seat] += 1
        number = node.run.hand_no if hand is None else hand
        return encode(
            node.seats[seat].identity, node.config.table_id, number, seat, seq, type_, payload, node.config.shape
        ).wire

    def send_signed(self, type_: str, payload: Any, **where: Any) -> None:
        assert self.mesh is not None
        self.mesh.broadcast(self.sign(type_, payload, **where))

    def send_to(self, peer: int, wire: bytes) -> None:
        """One message onto the link to ``peer`` only, numbered and resent like a broadcast."""
        assert self.mesh is not None
        link = self.mesh._links[peer]
        seq = link.next_out
        link.next_out += 1
        link.unacked[seq] = (self.mesh._clock(), wire)
        self.mesh._send(link, [b"M", self.mesh._tag(link), seq.to_bytes(8, "big"), wire])

    def keeps(self, wire: bytes) -> bool:
        """Whether this peer really sends a message it signed (``withhold`` and ``silent`` decide)."""
        if self.silent:
            return False
        if self.silent_after:
            self.silent = True  # the swapped message goes out; nothing after it
            return True
        if self.withhold is None:
            return True
        node = self.node
        assert node is not None
        message = decode(wire, node.config.table_id, list(node.config.seat_keys), node.config.shape)
        if self.only_one:
            shown = message.payload[0] if message.type == "exhibit" else wire
            if shown in self.held:
                return False  # a copy of the one it keeps back, shown when the others ask for it
            if self.held or not self.withhold(message):
                return True
            self.held.add(wire)
            self.announce(f"withholds its {message.type} (seat {message.seat}, number {message.seq}) only")
            return False
        if not self.withhold(message):
            return True
        self.silent = True
        self.announce(f"withholds its {message.type} (seat {message.seat}, number {message.seq}) and all after it")
        return False

    def raw(self, peer: int, frames: list[bytes]) -> None:
        """Frames written straight onto this peer's connection to ``peer`` (no numbering, no resend)."""
        assert self.mesh is not None
        self.mesh._links[peer].socket.send_multipart(frames)

    def other_peers(self) -> list[int]:
        assert self.mesh is not None
        return sorted(self.mesh._links)

    def honest(self) -> frozenset[int]:
        """The peers (by first seat) whose players are not colluders (``claim-lost``: names not "Col...")."""
        node = self.node
        assert node is not None
        return frozenset(node.config.peers[s] for s, name in enumerate(node.config.names) if not name.startswith("Col"))

    def tick(self) -> None:
        if self.freeze and self.playing() and self.once("freeze"):
            # The whole process stops in the middle of its first hand (the test kills it there): under
            # load a kill timed from outside may land after that hand has ended.
            self.announce("stops dead in the first hand")
            os.kill(os.getpid(), signal.SIGSTOP)
        ATTACKS[self.name](self)


HOSTILE: list[Hostile] = []
START_WHEN_LIMIT = 150.0
"""Seconds a peer started with ``--start-when`` waits for its file at most."""
"""The one Hostile of this process (the patched classes find it here)."""


class HostileMesh(MeshTransport):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        HOSTILE[0].mesh = self
        self.back_at = 0.0
        """While this peer is away (``go_away``): when it binds its socket again."""

    def go_away(self, seconds: float) -> None:
        """Drop every link for ``seconds``: the socket the others connect to is closed (their connections
        break at once, as when a cable is pulled) and this peer neither sends nor reads meanwhile."""
        self.router.close(0)
        self.back_at = time.monotonic() + seconds

    def _come_back(self) -> None:
        router: zmq.Socket[bytes] = self._context.socket(zmq.ROUTER)
        router.curve_server = True
        router.curve_publickey, router.curve_secretkey = self.curve_keys
        router.linger = 0
        router.rcvhwm = QUEUE_FRAMES
        router.setsockopt(zmq.MAXMSGSIZE, MAX_FRAME)
        _keep_alive(router)
        router.bind(self.endpoint)
        self.router = router
        self.back_at = 0.0

    def _send(self, link: Any, frames: list[bytes]) -> None:
        hostile = HOSTILE[0]
        if hostile.mute:
            if frames != [b"H"] or hostile.every(f"beat-{link.index}", MUTE_BEAT) is None:
                return
        super()._send(link, frames)

    def poll(self, timeout: float) -> None:
        if self.back_at:
            left = self.back_at - time.monotonic()
            if left > 0:
                time.sleep(min(timeout, left))  # away: this process does nothing, as one whose link is down
                return
            self._come_back()
        super().poll(timeout)
        if HOSTILE[0].node is not None:
            HOSTILE[0].tick()


class HostileNode(TableNode):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        HOSTILE[0].node = self
        send = self._send_wire

        def maybe_send(wire: bytes) -> None:
            if HOSTILE[0].keeps(wire):
                send(wire)

        self._send_wire = maybe_send

    def receive(self, wire: bytes, source: int = -1) -> None:
        hostile = HOSTILE[0]
        if hostile.deaf:
            try:
                message = decode(wire, self.config.table_id, list(self.config.seat_keys), self.config.shape)
            except MessageError:
                message = None
            if message is not None and self.config.peers[message.seat] in hostile.honest():
                return  # it pretends that nothing of the honest peers comes
        super().receive(wire, source)

    def _send(self, seat: int, type_: str, payload: Any, hand: int | None = None) -> Message:
        hostile = HOSTILE[0]
        swapped = hostile.instead(hostile, type_, payload) if hostile.instead is not None else None
        if swapped is not None:
            type_, payload = swapped
        return super()._send(seat, type_, payload, hand)

    def _dispute(self, run: HandRun, message: Message, index: int, digest: bytes) -> None:
        if HOSTILE[0].no_lists:
            return  # it never makes the evidence list a disagreement asks of it
        super()._dispute(run, message, index, digest)

    def _on_evidence(self, run: HandRun, message: Message) -> None:
        hostile = HOSTILE[0]
        if hostile.stops_on_lists and run is self.run and run.stopped is None and message.seat not in self.seats:
            index = message.payload[0]
            self._stop_hand(Rejected(-1, f"the peers disagree on the state at turn {index}", kind=UNPROVEN), [message])
            if not hostile.no_lists and not self.watch.evidence_sent:
                self.watch.evidence_sent = True
                taken = [m for m in self.inbox.accepted.values() if m.hand == run.hand_no]
                self._send(min(self.seats), "evidence", [index, message_list(taken)])
        super()._on_evidence(run, message)

    def _send_hashes(self, run: HandRun) -> bool:
        hostile = HOSTILE[0]
        if hostile.no_hashes:
            return False
        if hostile.hashes is not None and hostile.hashes(hostile, run):
            return True
        return super()._send_hashes(run)

    def _send_action(self, decision: Decision, action: Action) -> None:
        hostile = HOSTILE[0]
        hostile.decision = decision
        if hostile.on_move is not None and hostile.on_move(hostile, decision, action):
            self.watch.decided.add((decision.seat, decision.turn))
            return
        if hostile.hold_moves:
            self.watch.decided.add((decision.seat, decision.turn))
            return
        hostile.decision = None
        super()._send_action(decision, action)


class HostileRunner(session_runner.SessionRunner):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        HOSTILE[0].runner = self

    def _gone(self) -> frozenset[int]:
        if HOSTILE[0].deaf:
            return HOSTILE[0].honest()  # it calls the honest peers gone, whatever its links say
        return super()._gone()

    def _next_table(self) -> Any:
        while HOSTILE[0].stay:  # its link stays up, saying nothing more, until the test ends it
            self._poll(0.05)
        return super()._next_table()


# --- attacks on the transport -----------------------------------------------------------------------


@attack("forged-frames")
def forged_frames(h: Hostile) -> None:
    """Once play starts, write to every other peer frames that would have passed for a third peer's
    before the sender was bound to the connection: its messages, its acks, its heartbeats. Fewer
    than the junk limit, so nobody should be cut off and the hand should finish normally."""
    if not h.playing() or not h.once("forge"):
        return
    peers = h.other_peers()
    sent = 0
    for target in peers:
        for victim in peers:
            if victim == target:
                continue
            seq = (0).to_bytes(8, "big")
            h.raw(target, [b"M", bytes([victim]), seq, b"not from the victim"])
            h.raw(target, [b"A", bytes([victim]), (2**40).to_bytes(8, "big")])
            h.raw(target, [b"H", bytes([victim])])
            sent += 3
    assert sent < JUNK_LIMIT
    h.announce(f"sent {sent} frames forged as other peers' messages, acks and heartbeats")


# --- floods ------------------------------------------------------------------------------------------


def _biggest_message(h: Hostile, hand: int, seq: int) -> bytes:
    """The largest message the schema lets this seat sign, for a hand not yet started."""
    for type_, payload in (
        ("exhibit", [b"\x00" * 60_000]),
        ("evidence", [0, [b"\x00" * 15_000] * 4]),
        ("hash", [0, b"\x00" * 32]),
    ):
        try:
            return h.sign(type_, payload, hand=hand, seq=seq)
        except MessageError:
            continue
    raise AssertionError("no message type to flood with")


@attack("flood")
def flood(h: Hostile) -> None:
    """When the table waits for this seat's move, flood every peer instead: 2,000 frames of 60 KB
    numbered past the reorder window, 200 of 60 KB inside it, then 3,000 signed messages as large
    as the schema allows for a hand not yet started (they would all wait in the inbox). Every
    honest peer is then waiting at the same point of the hand, so all of them stop at the same turn."""
    h.on_move = _flood_instead


def _flood_instead(h: Hostile, decision: Decision, action: Action) -> bool:
    if not h.once("flood"):
        return True  # no move ever again
    assert h.mesh is not None and h.node is not None and h.node.run is not None
    h.announce("floods every peer instead of moving")
    big = b"\x00" * 60_000
    for peer in h.other_peers():
        start, tag = h.mesh._links[peer].next_out, h.mesh._tag(h.mesh._links[peer])
        for n in range(2_000):
            h.raw(peer, [b"M", tag, (start + 10**6 + n).to_bytes(8, "big"), big])
        for n in range(200):
            h.raw(peer, [b"M", tag, (start + 50 + n).to_bytes(8, "big"), big])
    h.announce("sent the raw frames")
    first = h.node._seq_out[h.seat]
    for n in range(3_000):
        h.mesh.broadcast(_biggest_message(h, h.node.run.hand_no + 5, first + 1 + n))
    h.announce("sent the signed messages")
    return True


# --- hostile message content -----------------------------------------------------------------------


def _misshapen(shape: str) -> Callable[[Hostile, Decision, Action], bool]:
    def move(h: Hostile, decision: Decision, action: Action) -> bool:
        if shape == "discard-without-key" and (
            action.type not in (ActionType.DISCARD, ActionType.CLAIM) or not action.slots
        ):
            return False  # a pass, or a claim of a drawn general (no card of its hand), has no key to leave out
        if not h.once("move"):
            return False
        node = h.node
        assert node is not None and node.run is not None
        run = node.run
        turn, raw, keys, *rest = run.action_payload(decision, action)
        if shape == "pass-with-card":
            card = run.state.cards[run.state.hands[decision.seat][0]] if run.state is not None else 0
            raw = [int(ActionType.PASS), decision.seat, -1, [], [max(card, 0)]]
            keys = []
        elif shape == "discard-without-key":
            keys = []
        h.announce(f"sends a {shape} for turn {turn} instead of {action.describe()}")
        node._send(decision.seat, "action", [turn, raw, keys, *rest])
        return True

    return move


@attack("pass-with-card")
def pass_with_card(h: Hostile) -> None:
    """Its first move: a pass carrying a card (cards and keys lists of different lengths)."""
    h.on_move = _misshapen("pass-with-card")


@attack("discard-without-key")
def discard_without_key(h: Hostile) -> None:
    """Its first discard or claim goes without the key that opens it."""
    h.on_move = _misshapen("discard-without-key")


# --- the deal ----------------------------------------------------------------------------------------
# These patch this process's own deal and hand_run (only the hostile process imports them), so the peer
# publishes a bad stage or key with everything else, signatures included, exactly as an honest peer.


@attack("twinned-card")
def twinned_card(h: Hostile) -> None:
    """Its shuffle stage is made from a deck in which one card is replaced by twice another (the
    attack that would let it find that card after the other stages), with a proof for that deck."""
    if not h.once("patch"):
        return
    import tusac_lan.table.deal as deal_module
    from protocol.fairdeal import shuffle_with_proof as honest
    from protocol.group import multiply

    def twinning(context: bytes, deck: Any, base: bytes, secrets: Any) -> Any:
        cards = list(deck)
        cards[5] = multiply(2, cards[9])
        h.announce("publishes a shuffle stage with card 5 replaced by twice card 9")
        return honest(context, tuple(cards), base, secrets)

    vars(deal_module)["shuffle_with_proof"] = twinning


def _wrong_key(kind: str) -> Callable[[Hostile], None]:
    def patch(h: Hostile) -> None:
        if not h.once("patch"):
            return
        from protocol.group import ORDER
        from tusac_lan.table.hand_run import HandRun, Outgoing

        honest = HandRun._due

        def lying(run: HandRun, seat: int) -> Outgoing | None:
            due = honest(run, seat)
            if due is None or due.type != kind or not h.once("lie"):
                return due
            if kind == "deal_keys":
                due.payload[0][1] = due.payload[1][1]
                h.announce(f"publishes the deal key of slot {due.payload[1][0]} for slot {due.payload[0][0]}")
            else:
                due.payload[2] = ((int.from_bytes(due.payload[2], "big") + 1) % ORDER).to_bytes(32, "big")
                h.announce(f"publishes a wrong key for drawn slot {due.payload[1]}")
            return due

        HandRun._due = lying  # type: ignore[method-assign,assignment]

    return patch


attack("wrong-deal-key")(_wrong_key("deal_keys"))
attack("wrong-draw-key")(_wrong_key("reveal"))


# --- withholding ------------------------------------------------------------------------------------
# The peer signs the message the hand needs from it next (so its own hand goes on) but never sends
# it, nor anything after it: to the others it is a peer that went quiet at that point.


def _withholding(kind: str, what: Callable[[Message], bool]) -> Callable[[Hostile], None]:
    def patch(h: Hostile) -> None:
        if h.once("withhold"):
            h.withhold = what

    attack(f"withhold-{kind}")(patch)
    return patch


_withholding("commit", lambda m: m.type == "commit")
_withholding("nonce", lambda m: m.type == "nonce")
_withholding("shuffle", lambda m: m.type == "shuffle")
_withholding("lock", lambda m: m.type == "lock")
_withholding("deal-keys", lambda m: m.type == "deal_keys")
_withholding("draw-key", lambda m: m.type == "reveal")
_withholding("move", lambda m: m.type == "action")
_withholding("seed", lambda m: m.type == "open")


def _crashing(kind: str, what: str) -> None:
    """A crash at a chosen point (not a cheat): the peer dies (SIGKILL) instead of sending its next message
    of type ``what``, so that two such peers are lost at once at the same point of the hand."""

    def patch(h: Hostile) -> None:
        def crash(message: Message) -> bool:
            if message.type == what:
                h.announce(f"crashes instead of sending its {what}")
                os.kill(os.getpid(), signal.SIGKILL)
            return False

        if h.once("withhold"):
            h.withhold = crash

    attack(f"crash-before-{kind}")(patch)


_crashing("seed", "open")
_crashing("record", "record")


FLICKER_UP, FLICKER_DOWN = 3.0, 3.0
"""``withhold-flicker``: seconds with the links up, then down, over and over."""


@attack("withhold-flicker")
def withhold_flicker(h: Hostile) -> None:
    """Withholds its move (signed, never sent) and drops its links for ``FLICKER_DOWN`` seconds after every
    ``FLICKER_UP`` seconds up, so that each peer's deadline for the move never runs long in one piece:
    a peer whose clock for a message restarted on each return would wait for it forever."""
    if h.once("withhold"):
        h.withhold = lambda m: m.type == "action"
    mesh = h.mesh
    if not h.silent or mesh is None:
        return
    now = time.monotonic()
    if h.once("flicker"):
        h.up_since = now
    if now - h.up_since >= FLICKER_UP:
        h.announce(f"drops its links for {FLICKER_DOWN:g} s")
        mesh.go_away(FLICKER_DOWN)
        h.up_since = now + FLICKER_DOWN


@attack("withheld-next")
def withheld_next(h: Hostile) -> None:
    """As soon as play starts, signs that the other peer withheld a move it does not owe yet: a message
    some way past the last one this peer got from it (its next few may be on their way or signed
    already). At a table of two this peer's word is the only one."""
    node = h.node
    if node is None or not h.playing() or not h.once("withheld-next"):
        return
    other = next(seat for seat in range(4) if node.config.peers[seat] == seat and seat not in node.seats)
    seq = node.inbox.expected[other] + 20
    h.announce(f"signs that seat {other} withheld its message number {seq}, which it does not owe yet")
    node._send(h.seat, "withheld", [other, seq, "its move"])


@attack("tiny-deadlines")
def tiny_deadlines(h: Hostile) -> None:
    """Keeps deadlines of its own far shorter than the table's (2 s for anything, 1 s grace), so it signs
    that the other peer withheld its move while that peer's player is still thinking."""
    node = h.node
    if node is None or not h.once("tiny-deadlines"):
        return
    node.deadlines, node.grace = (2.0, 2.0), 1.0
    h.announce("keeps deadlines of 2 s and a grace of 1 s, whatever the table signed")


@attack("withhold-hash")
def withhold_hash(h: Hostile) -> None:
    """Signs its first state hash message but never sends it, not even when asked for a copy; everything
    else, before and after, goes out. The others take its table messages past the gap; its moves and
    keys wait behind it. (Turns whose hash a move or key of its carries have no hash message.)"""
    if h.once("withhold"):
        h.withhold = lambda m: m.type == "hash"
        h.only_one = True


@attack("no-hashes")
def no_hashes(h: Hostile) -> None:
    """Never signs a state hash; plays every move, key and seed honestly."""
    if h.once("no-hashes"):
        h.no_hashes = True
        h.announce("never signs a state hash")


# --- aborts that prove nothing ----------------------------------------------------------------------


@attack("framing-abort")
def framing_abort(h: Hostile) -> None:
    """Once play starts, stops the hand with an abort that names another seat and shows nothing."""
    if not h.playing() or not h.once("abort"):
        return
    assert h.node is not None
    innocent = (h.seat + 1) % 4
    h.announce(f"aborts naming seat {innocent}, with no proof")
    h.node._send(h.seat, "abort", [f"seat {innocent} cheated: it discarded a card it does not hold", []])


@attack("framing-abort-shown")
def framing_abort_shown(h: Hostile) -> None:
    """Once play starts, stops the hand with an abort that shows another seat's valid signed message,
    the first one that seat sent in this hand, as if it broke the rules."""
    if not h.playing() or not h.once("abort"):
        return
    node = h.node
    assert node is not None and node.run is not None
    hand = node.run.hand_no
    others = (m for m in node.inbox.accepted.values() if m.hand == hand and m.seat != h.seat)
    taken = sorted(others, key=lambda m: m.seq)
    shown = next((m for m in taken if m.type == "action"), taken[0])
    h.announce(f"aborts showing seat {shown.seat}'s {shown.type} number {shown.seq} as illegal")
    node._send(h.seat, "abort", [f"seat {shown.seat} sent an illegal {shown.type}", [shown.wire]])


@attack("claim-lost")
def claim_lost(h: Hostile) -> None:
    """Two colluders (players named "Col..."), the host among them, once play starts: each takes nothing
    more from the honest peers, calls them gone, signs by its clock that what they owe never came, and so
    the two void the hand among themselves as lost at once, sending the honest peers their statements."""
    if h.playing() and h.once("claim-lost"):
        h.deaf = True
        h.announce("takes nothing more from the honest peers and calls them gone")


@attack("stray-lost")
def stray_lost(h: Hostile) -> None:
    """At a table where every peer is connected, before its first move: ``lost`` statements signed under its
    own numbers, one well-formed for each honest peer's seat (calling every honest peer absent, the numbers
    and words of what that seat owes next), then malformed ones (itself among the absent, about its own seat,
    absent seats unsorted). Nothing can settle on them: it is one signer, and no honest peer's links gave
    anybody up."""
    h.on_move = _signs_lost_first("stray-lost", _stray_statements)


def _stray_statements(node: HostileNode, me: int, seats: list[int]) -> list[list[Any]]:
    honest = sorted(seat for seat, peer in enumerate(node.config.peers) if peer == seat and seat in seats)
    payloads: list[list[Any]] = [[seat, node.inbox.expected[seat], MOVE_OWED, seats] for seat in honest]
    return payloads + [
        [honest[0], node.inbox.expected[honest[0]], MOVE_OWED, sorted([*seats, me])],
        [me, node._seq_out[me], MOVE_OWED, [me]],
        [honest[0], node.inbox.expected[honest[0]], MOVE_OWED, seats[::-1]],
    ]


def _signs_lost_first(
    key: str, statements: Callable[[HostileNode, int, list[int]], list[list[Any]]]
) -> Callable[[Hostile, Decision, Action], bool]:
    """An ``on_move`` that, before this peer's first move, signs the ``lost`` statements ``statements`` makes
    (from its node, its seat and every other peer's seats) through its own node, then lets the move go."""

    def first(h: Hostile, decision: Decision, action: Action) -> bool:
        node = h.node
        if node is None or node.run is None or not h.once(key):
            return False
        me = h.seat
        seats = [seat for seat, peer in enumerate(node.config.peers) if peer != node.config.peers[me]]
        payloads = statements(node, me, seats)
        for payload in payloads:
            node._send(me, "lost", payload)  # through its own node, which takes its own numbers in order
        h.announce(f"signs {len(payloads)} lost statements calling {seats} absent, then moves")
        return False

    return first


@attack("flood-lost")
def flood_lost(h: Hostile) -> None:
    """Before its first move: 4,000 ``lost`` statements through its own node, each well-formed on another
    number, calling every other peer absent, then it plays on."""
    h.on_move = _signs_lost_first(
        "flood-lost",
        lambda node, me, seats: [[seats[n % len(seats)], 10_000 + n, MOVE_OWED, seats] for n in range(4_000)],
    )


STALL_SECONDS = 8.0
"""How long ``stall-loop`` holds its loop up: past a move's deadline and grace at ``2,3,1``, short of silence."""


@attack("stall-loop")
def stall_loop(h: Hostile) -> None:
    """Not a cheat: a peer starved of CPU. At its first move in play its whole session loop stops for
    ``STALL_SECONDS`` (its transport's own thread still answers the link's pings, so the link stays up),
    then it plays on as an honest peer does."""
    h.on_move = _stall_first


def _stall_first(h: Hostile, decision: Decision, action: Action) -> bool:
    if h.once("stall-loop"):
        h.announce(f"stalls its loop for {STALL_SECONDS:g} s before its move")
        time.sleep(STALL_SECONDS)  # the stall itself: what the other peers meet
        h.announce("plays on")
    return False


MUTE_BEAT = 10.0
"""Seconds between the heartbeats ``quiet-withhold`` lets through: short of ``SILENT_AFTER`` (never away)."""


@attack("quiet-withhold")
def quiet_withhold(h: Hostile) -> None:
    """At its first move in play it withholds the move and goes quiet on its links: nothing goes out but a
    heartbeat every ``MUTE_BEAT`` s, so it is never silent (away) yet quiet nearly all the time, to keep the
    clocks on what it owes standing still (``tusac_lan.peer.quiet``). Its quiet spells add up to the rejoin
    wait; then it is named for its move as any withholder is."""
    h.on_move = _quiet_instead


def _quiet_instead(h: Hostile, decision: Decision, action: Action) -> bool:
    if h.once("quiet-withhold"):
        h.hold_moves = True
        h.mute = True
        h.announce(f"withholds its move and sends only a heartbeat every {MUTE_BEAT:g} s")
    return True


# --- equivocation -----------------------------------------------------------------------------------


def _equivocate(h: Hostile, decision: Decision, action: Action) -> bool:
    """Its first discard that has an alternative: one discard to the first other peer, another to the
    rest, both signed under the same number; this peer's own hand goes on with the first."""
    if action.type != ActionType.DISCARD or not h.once("equivocate"):
        return False
    other = next((a for a in decision.legal if a.type == ActionType.DISCARD and a != action), None)
    if other is None:
        h.done.discard("equivocate")
        return False
    node = h.node
    assert node is not None and node.run is not None
    seat = decision.seat
    seq = node._seq_out[seat]
    node._seq_out[seat] = seq + 1
    bodies = [
        encode(
            node.seats[seat].identity, node.config.table_id, node.run.hand_no, seat, seq, "action", payload, TUSAC_SHAPE
        )
        for payload in (node.run.action_payload(decision, action), node.run.action_payload(decision, other))
    ]
    peers = h.other_peers()
    h.send_to(peers[0], bodies[0].wire)
    for peer in peers[1:]:
        h.send_to(peer, bodies[1].wire)
    node._queue(bodies[0])
    h.announce(f"sends {action.describe()} to one peer and {other.describe()} to the others, both number {seq}")
    return True


@attack("equivocate")
def equivocate(h: Hostile) -> None:
    """Two different discards under one number, to different peers; it sends its state hashes."""
    h.on_move = _equivocate


@attack("equivocate-no-hashes")
def equivocate_no_hashes(h: Hostile) -> None:
    """The same, from a peer that never signs a state hash (so the others never compare hashes with it)."""
    h.on_move = _equivocate
    h.no_hashes = True


# --- the end of a hand ---------------------------------------------------------------------------------
# Once the winning move is played (the hand's result is decided) every peer owes its seed; these peers
# try to erase a result instead.


def _played_out(h: Hostile) -> bool:
    """The hand was played to its end and nothing stopped it: its result is decided."""
    node = h.node
    run = node.run if node is not None else None
    return run is not None and run.stopped is None and run.ended  # of any game, not Tứ Sắc's phase only


def _abort_instead_of_seed(reason: str) -> Callable[[Hostile], None]:
    def patch(h: Hostile) -> None:
        def swap(h: Hostile, type_: str, payload: Any) -> tuple[str, Any] | None:
            if type_ != "open" or not h.once("abort"):
                return None
            h.announce(f"signs an abort showing nothing ({reason!r}) instead of its seed, after the winning move")
            h.silent_after = True
            return "abort", [reason, []]

        h.instead = swap

    return patch


attack("abort-after-win")(_abort_instead_of_seed("nothing happened: I lost my connection"))
attack("left-after-win")(_abort_instead_of_seed(LEFT_TABLE))


def _false_last_hash(listed: bool) -> Callable[[Hostile], None]:
    """Signs a false state hash for the hand's last turn (its seed and record go out as they should), and
    sends the evidence list its own node then makes (``listed``: it proves the hash false) or none at all."""

    def patch(h: Hostile) -> None:
        h.instead = _falsify_last_hash
        h.no_lists = not listed
        h.stay = True

    return patch


attack("false-last-hash")(_false_last_hash(listed=False))
attack("false-last-hash-listed")(_false_last_hash(listed=True))


def _falsify_last_hash(h: Hostile, type_: str, payload: Any) -> tuple[str, Any] | None:
    if type_ != "hash" or not _played_out(h) or not h.once("false-hash"):
        return None
    index, digest = payload
    h.announce(f"signs a false state hash for the last turn {index}")
    return "hash", [index, bytes(b ^ 0xFF for b in digest)]


def _false_earlier_hash(before_seed: bool) -> Callable[[Hostile], None]:
    """Sends its state hashes in play up to a turn, then none (its moves and keys go out as they should);
    after the winning move it signs a false hash for that earlier turn, once its seed is out or
    (``before_seed``) just before its seed, then its true one for the last turn. It signs it only after a
    move or key of its own at a later turn (nearly always): every peer drops it as stale."""

    def patch(h: Hostile) -> None:
        h.hashes = _hold_then_falsify
        h.before_seed = before_seed
        h.instead = _falsify_before_seed
        h.stay = True

    return patch


def _hold_then_falsify(h: Hostile, run: HandRun) -> bool:
    node = h.node
    assert node is not None
    watch = node.watch
    if _played_out(h):
        if h.before_seed or not _moved_after_held(h) or not h.once("false-hash"):
            return False
        index = h.held_turn
        h.announce(f"signs a false state hash for the earlier turn {index} it kept back, after its seed")
        node._send(h.seat, "hash", [index, bytes(b ^ 0xFF for b in run.hash_chain[index])])
        return True
    if not h.playing() or watch.hashes_sent >= len(run.hash_chain):
        return False
    if h.held_turn < 0:
        index = watch.hashes_sent
        if index in watch.based or h.once("a hash sent in play"):
            return False  # its first hash message goes out: the others then wait for its last turn's hash
        h.held_turn = index  # the attack is announced with the false hash: a table without one is dealt again
    watch.hashes_sent = len(run.hash_chain)  # none of these turns' hashes is signed
    return False


def _moved_after_held(h: Hostile) -> bool:
    """This peer kept back a turn's hash in play and then signed a move or key at a later turn."""
    node = h.node
    return node is not None and h.held_turn >= 0 and any(basis >= h.held_turn for basis in node.watch.based)


def _falsify_before_seed(h: Hostile, type_: str, payload: Any) -> tuple[str, Any] | None:
    node = h.node
    if not h.before_seed or type_ != "open" or node is None or node.run is None or not _played_out(h):
        return None
    if not _moved_after_held(h) or not h.once("false-hash"):
        return None
    index = h.held_turn
    h.announce(f"signs a false state hash for the earlier turn {index} it kept back, before its seed")
    node._send(h.seat, "hash", [index, bytes(b ^ 0xFF for b in node.run.hash_chain[index])])
    return None


attack("false-earlier-hash")(_false_earlier_hash(before_seed=False))
attack("false-earlier-hash-early")(_false_earlier_hash(before_seed=True))


def _false_hash_in_play(listed: bool, opens_seed: bool) -> Callable[[Hostile], None]:
    """Signs a false state hash for a turn in play; the others stop the hand and ask for its evidence list.
    ``listed``: it sends the list its node makes (which proves the hash false); otherwise it keeps the list
    back, and with ``opens_seed`` it still stops its hand when the others' lists come and opens its seed
    (its list is then owed after the seed), without it it plays on as if nothing happened (keeping its seed)."""

    def patch(h: Hostile) -> None:
        h.instead = _falsify_hash_in_play
        h.no_lists = not listed
        h.stops_on_lists = opens_seed or listed

    return patch


def _falsify_hash_in_play(h: Hostile, type_: str, payload: Any) -> tuple[str, Any] | None:
    node = h.node
    if type_ != "hash" or not h.playing() or node is None or node.run is None or node.run.ended:
        return None
    if not h.once("false-hash"):
        return None
    index, digest = payload
    h.announce(f"signs a false state hash for turn {index}, in play")
    return "hash", [index, bytes(b ^ 0xFF for b in digest)]


attack("false-hash")(_false_hash_in_play(listed=False, opens_seed=False))
attack("false-hash-seed")(_false_hash_in_play(listed=False, opens_seed=True))
attack("false-hash-listed")(_false_hash_in_play(listed=True, opens_seed=True))


@attack("plant-hash")
def plant_hash(h: Hostile) -> None:
    """Once play starts, signs a state hash for a turn three ahead of this peer's own, made up."""
    node = h.node
    if node is None or node.run is None or not h.playing() or not h.once("plant"):
        return
    index = len(node.run.hash_chain) + 3
    wire = h.sign("hash", [index, b"\x5a" * 32])
    h.announce(f"plants a state hash for turn {index}, three turns ahead")
    assert h.mesh is not None
    h.mesh.broadcast(wire)
    node._queue(decode(wire, node.config.table_id, list(node.config.seat_keys), TUSAC_SHAPE))


@attack("next-table-for-seed")
def next_table_for_seed(h: Hostile) -> None:
    """The host: once the hand is played out, it keeps its seed (and all after it) and offers "the same
    table again" to the others instead, carrying the scores from before this hand; it sends the GO as soon
    as every other player's READY is in."""
    node, runner = h.node, h.runner
    if h.once("withhold"):
        h.withhold = lambda m: m.type == "open"
    if node is None or runner is None or node.transcript is None or not _played_out(h):
        return
    current = node.transcript
    if h.once("offer"):
        players = players_of(current)
        plan = NextSeats(current.config.host_seat, players)
        facts = runner.table_facts()
        continues, hands = facts.continues(), facts.hands_left
        assert h.mesh is not None
        address = PeerAddress(h.mesh.endpoint, h.mesh.curve_keys[0])
        me = node.seats[h.seat].identity
        hosted = build_next(current, plan, me, address, joins_of(current), continues, hands)
        h.offered = (offer_wire(me, hosted, hands), hosted)
        runner.send_session(h.offered[0], runner.handover.peers_of(hosted.addresses))
        h.announce("keeps its seed and offers the same table again instead")
    if h.offered is not None and "go" not in h.done:
        table_wire, hosted = h.offered
        wanted = {seat: p.key for seat, p in players_of(current).items() if seat != current.config.host_seat}
        readies = runner.handover._readies(table_digest(table_wire), wanted)
        if readies is not None and h.once("go"):
            me = node.seats[h.seat].identity
            runner.send_session(encode_go(me, readies), runner.handover.peers_of(hosted.addresses))
            h.announce("every other player accepted the next table mid-hand: GO sent")


# --- the session beyond one table ---------------------------------------------------------------------


def _forged_moved(h: Hostile, stake_times: int = 1) -> int | None:
    """Send every other player a MOVED for a table of this peer's making (this peer hosts, every other seat
    a bot), its stake ``stake_times`` the real one's; the stake offered, or None if not sent now."""
    node, mesh = h.node, h.mesh
    if node is None or mesh is None or not h.playing() or node.transcript is None or not h.once("forged-moved"):
        return None
    me = node.seats[h.seat].identity
    current = node.transcript
    plan = NextSeats(h.seat, {h.seat: Player(me.public_key, current.config.names[h.seat], "")})
    session = node.session
    continues = Continues(current.digest, session.hands_played, session.scores, session.starter, node.session_digest)
    address = PeerAddress(mesh.endpoint, mesh.curve_keys[0])
    hosted = build_next(current, plan, me, address, {}, continues, current.hands)
    rules: RuleSet = replace(hosted.config.rules, stake=hosted.config.rules.stake * stake_times)
    hosted = replace(hosted, config=replace(hosted.config, rules=rules))
    table_wire = offer_wire(me, hosted, current.hands)
    notice = encode_moved(me, table_wire, encode_go(me, []), False)
    h.forged = (notice, table_digest(table_wire))
    mesh.send_to(None, wrap(notice))
    return rules.stake


@attack("forged-moved")
def forged_moved(h: Hostile) -> None:
    """Tells every other player that the session went on without it, at a table of this peer's making
    (this peer hosts, every other seat a bot): a player who believed it would leave the real table."""
    if _forged_moved(h) is not None:
        h.announce("tells the others they were replaced, at a table of its own")


def _look_alike(name: str) -> str:
    """``name`` with its Latin a, e, o drawn by Cyrillic letters: the same name to a reader."""
    return name.translate({ord("a"): "\u0430", ord("e"): "\u0435", ord("o"): "\u043e"})


def _patch_next_table(h: Hostile, offer: Callable[[Any, Any], Any]) -> None:
    """When this peer hosts a next table, ``offer(hosted, plan)`` rewrites what it offers, and the READYs
    it gathers are whatever the rewritten table needs (and those of this peer's twins, ``h.twins``)."""
    if not h.once("patched"):
        return
    real_build = getattr(handover, "build_next")  # noqa: B009 (the handover module's own name for it)
    real_readies = handover.Handover._readies

    def build(current: Any, plan: Any, host: Any, address: Any, joins: Any, continues: Any, hands: int) -> Any:
        hosted = offer(real_build(current, plan, host, address, joins, continues, hands), plan)
        h.announce("offers a next table of its own making")
        return hosted

    def readies(self: Any, digest: bytes, wanted: dict[int, bytes]) -> list[bytes] | None:
        found = real_readies(self, digest, {s: k for s, k in wanted.items() if s not in h.unjoined})
        if found is None:
            return None
        mine = {seat: encode_ready(twin, digest) for seat, twin in h.twins.items()}
        theirs = dict(zip(sorted(s for s in wanted if s not in h.unjoined), found, strict=True))
        return [{**theirs, **mine}[seat] for seat in sorted({**theirs, **mine})]

    setattr(handover, "build_next", build)  # noqa: B010
    handover.Handover._readies = readies  # type: ignore[method-assign]


def _rebuilt(hosted: Any, keys: list[bytes], joined: dict[int, tuple[bytes, list[Any]]]) -> Any:
    """``hosted`` with these seat keys and these joined seats (seat -> JOIN wire, transport peer entry)."""
    config = hosted.config
    hosted_seats = sorted(seat for seat in range(4) if seat not in joined)
    config = replace(config, seat_keys=tuple(keys), peers=peers_from_joins(config, set(joined)))
    host_entry = [hosted.peers[0][0], hosted.peers[0][1], hosted_seats]
    peers = [host_entry, *(joined[seat][1] for seat in sorted(joined))]
    return replace(hosted, config=config, peers=peers, join_wires=[joined[seat][0] for seat in sorted(joined)])


def _joined_of(hosted: Any) -> dict[int, tuple[bytes, list[Any]]]:
    from protocol.lobby import decode_join

    found = {}
    for wire in hosted.join_wires:
        join = decode_join(wire)
        seat = hosted.config.seat_keys.index(join.identity)
        entry = next(p for p in hosted.peers if seat in p[2])
        found[seat] = (wire, entry)
    return found


@attack("next-bot-twin")
def next_bot_twin(h: Hostile) -> None:
    """Hosting a next table, this peer puts a second identity of its own in a bot seat, with a JOIN and a
    READY of its own: one person would hold two peers' signatures (and two votes)."""

    def offer(hosted: Any, plan: Any) -> Any:
        seat = next(s for s in range(4) if s not in plan.players)
        twin = Identity.generate(hosted.config.names[seat])
        h.twins = {seat: twin}
        keys = list(hosted.config.seat_keys)
        keys[seat] = twin.public_key
        endpoint, curve = "tcp://127.0.0.1:9", curve_keypair()[0]
        joined = _joined_of(hosted)
        joined[seat] = (encode_join(twin, curve, endpoint, hosted.config.bots[seat]), [endpoint, curve, [seat]])
        return _rebuilt(hosted, keys, joined)

    _patch_next_table(h, offer)


@attack("next-no-join")
def next_no_join(h: Hostile) -> None:
    """Hosting a next table, this peer seats the other players by their keys but without their JOINs
    (so it runs their seats, by the TABLE), and starts it without their READYs."""

    def offer(hosted: Any, plan: Any) -> Any:
        h.unjoined = {s for s in plan.players if s != plan.host_seat}
        return _rebuilt(hosted, list(hosted.config.seat_keys), {})

    _patch_next_table(h, offer)


@attack("look-alike-name")
def look_alike_name(h: Hostile) -> None:
    """Votes, or asks its seat back, under a name that looks like another player's (the JOIN in its VOTE or BACK)."""
    if not h.once("patched"):
        return
    real = handover.Handover._join_wire

    def join_wire(self: Any) -> bytes:
        other = next(p.name for s, p in sorted(players_of(self.table).items(), reverse=True) if s != self.my_seat)
        me = replace(self.player, name=_look_alike(other))
        if me.name == other:
            return real(self)
        h.announce(f"votes as {me.name!r}")
        return encode_join(me, self.address.curve_public, self.address.endpoint, self.my_label() or "human")

    handover.Handover._join_wire = join_wire  # type: ignore[method-assign]


@attack("back-no-ready")
def back_no_ready(h: Hostile) -> None:
    """Replaced by a bot, this player asks for its seat back and never signs the READY of the offer."""
    if not h.once("patched"):
        return

    def accept(self: Any, table_wire: bytes, host_key: bytes, within: float) -> Generator[None, None, None]:
        h.announce("asked back and keeps its READY")
        yield from ()

    handover.Handover._accept = accept  # type: ignore[method-assign]


@attack("forged-moved-stake")
def forged_moved_stake(h: Hostile) -> None:
    """At a table of two, tells the other player that the session went on without it at a table of this
    peer's making with a stake a thousand times higher, then stops the hand with an abort that shows
    nothing: a player who believed the notice would wait to be seated back at that table."""
    stake = _forged_moved(h, 1000)
    if stake is not None and h.node is not None:
        h.announce(f"tells the other player it was replaced, at a table of its own with stake {stake}")
        h.node._send(h.seat, "abort", ["the table moved on", []])


# --- the WAITING notice -------------------------------------------------------------------------------
# A player cut off from its table past the wait says WAITING every 3 s (protocol/carry_on.py; docs/
# RELIABILITY.md, "Taking the seat back"). A modified client signs whatever WAITING it likes, whenever it
# likes: these are a seated player's, sent while it plays on at the live table.

WAITING_EVERY = 0.05
"""Seconds between two rounds of ``waiting-flood``: twenty rounds a second, each of several WAITINGs."""
FAR_AFTER = 40
"""Rounds of ``waiting-flood`` said now, before it says every WAITING in the far future (at the latest from
the second hand on: bots may play a hand in well under the 2 s that 40 rounds take)."""
BAD_EVERY = 20
"""``waiting-flood`` sends every malformed WAITING (``bad_waitings``) once in this many rounds."""


def _live(node: TableNode) -> bool:
    """The table is live: its first hand has begun and the session is not over (nor stopped)."""
    return node.run is not None and not node.complete and node.stopped is None


def bad_waitings(me: Identity, table: bytes, other: bytes) -> list[tuple[str, bytes]]:
    """WAITINGs no peer may take, each with the words of the reason it is dropped for: signed by ``me``, a
    player of ``table`` (its digest), unless the reason says otherwise; ``other``: another player's key."""
    key = me.public_key
    holds = sorted(os.urandom(32) for _ in range(3))

    def signed(*content: Any, version: int = LOBBY_VERSION, kind: str = "waiting") -> bytes:
        return _sign(me, [kind, version, *content])

    good = signed(key, table, holds, 1)
    body, signature = msgpack.unpackb(good, raw=False)
    flipped = msgpack.packb([body, bytes([signature[0] ^ 1]) + signature[1:]], use_bin_type=True)
    # The same message with its body's length in four bytes where one or two would do: one message, two spellings.
    long_length = b"\x92\xc6" + len(body).to_bytes(4, "big") + body + msgpack.packb(signature, use_bin_type=True)
    return [
        ("oversized lobby message", signed(key, table, sorted(os.urandom(32) for _ in range(600)), 2)),
        ("oversized lobby message", b"\x00" * 60_000),
        ("malformed lobby message", b"\x93\x01\x02"),
        ("malformed lobby message", good[:-7]),
        ("lobby message not in canonical form", long_length),
        (f"lobby version {LOBBY_VERSION + 1}", signed(key, table, holds, 3, version=LOBBY_VERSION + 1)),
        ("not a session message", signed(key, table, holds, 3, kind="waitin")),
        ("not a waiting", signed(key, table, holds, 3, "and more")),
        ("waiting not signed by its player", signed(other, table, holds, 3)),
        ("waiting not signed by its player", flipped),
        ("bad table digest", signed(key, table[:31], holds, 3)),
        ("bad table digest", signed(key, table, [holds[0], "x" * 32], 3)),
        ("bad waiting", signed(key, table, sorted(os.urandom(32) for _ in range(MAX_HOLDS + 1)), 3)),
        ("bad waiting", signed(key, table, holds[::-1], 3)),
        ("bad waiting", signed(key, table, [holds[0], holds[0]], 3)),
        ("bad waiting", signed(key, table, {"holds": holds}, 3)),
        ("bad waiting", signed(key, table, holds, -1)),
        ("bad waiting", signed(key, table, holds, MAX_SAID)),
        ("bad waiting", signed(key, table, holds, True)),
        ("bad waiting", signed(key, table, holds, 3.0)),
    ]


@attack("waiting-flood")
def waiting_flood(h: Hostile) -> None:
    """Seated at a live table and playing on, floods every other peer with WAITINGs from the first deal to
    the end of the session (between hands too), twenty rounds a second: its own, bound to the live table,
    naming sixteen tables that do not exist (said now, then from round ``FAR_AFTER`` on at the far end of
    what ``said`` may be); one bound to a table that does not exist; one of a player not at the table; and
    every ``BAD_EVERY`` rounds each malformed one of ``bad_waitings`` (oversized, not in canonical form,
    signed for another player, too many tables, ``said`` out of range...). No honest peer is off its table:
    none of it may move, stall or name anyone."""
    node, mesh = h.node, h.mesh
    if node is None or mesh is None or node.transcript is None or not _live(node):
        return
    n = h.every("waiting-flood", WAITING_EVERY)
    if n is None:
        return
    me = node.seats[h.seat].identity
    table = node.transcript.digest
    other = next(key for seat, key in enumerate(node.config.seat_keys) if seat not in node.seats)
    assert node.run is not None
    far = n >= FAR_AFTER or node.run.hand_no >= 1
    said = MAX_SAID - 1 if far else int(time.time() * 1000) + n
    stranger = Identity.generate("Stranger")
    wires = [
        encode_waiting(me, table, [os.urandom(32) for _ in range(MAX_HOLDS)], said),
        encode_waiting(me, os.urandom(32), [table], said),
        encode_waiting(stranger, table, [os.urandom(32)], said),
    ]
    if n % BAD_EVERY == 0:
        wires += [wire for _, wire in bad_waitings(me, table, other)]
    for wire in wires:
        mesh.send_to(None, wrap(wire))
    if n == 0:
        h.announce("floods every peer with WAITINGs, twenty rounds a second")
    if far and h.once("waiting-far"):
        h.announce("says its WAITINGs at the far end of time from now on")
    elif n % 100 == 0:
        h.announce(f"has sent {n} rounds of WAITINGs")


BURST = 1_000
"""Copies of one signed WAITING ``waiting-burst`` sends every other peer at once, at every hand. Each copy
costs its receiver a signature check (about 0.12 ms) before it is found old news: with the three peers
starved to half a core between them (scripts/starved.py), 3,000 kept a peer from the table for up to 3.4 s
(the deadline is 4 s) and 9,000 ended the first hand void naming the cheater, its own move stuck behind its
copies (docs/RELIABILITY.md, tests/test_hostile_waiting.py)."""


@attack("waiting-burst")
def waiting_burst(h: Hostile) -> None:
    """Seated at a live table and playing on, sends every other peer ``BURST`` copies of one WAITING (signed
    once, bound to the live table, naming sixteen tables that do not exist) as each hand's play begins: each
    copy costs its receiver a signature check, and this peer nothing."""
    node, mesh = h.node, h.mesh
    if node is None or mesh is None or node.transcript is None or node.run is None or not h.playing():
        return
    if not h.once(f"burst {node.run.hand_no}"):
        return
    me = node.seats[h.seat].identity
    wire = wrap(
        encode_waiting(me, node.transcript.digest, [os.urandom(32) for _ in range(MAX_HOLDS)], int(time.time() * 1000))
    )
    for _ in range(BURST):
        mesh.send_to(None, wire)
    h.announce(f"sent every peer {BURST} copies of one WAITING in hand {node.run.hand_no}")


@attack("waiting-forged-moved")
def waiting_forged_moved(h: Hostile) -> None:
    """Tells every other player that the session went on without them at a table of its own making (the
    MOVED of ``forged-moved``: this peer hosts, every other seat a bot) and says WAITING for that table,
    bound to the live table, as a player cut off from it would; both again four times a second to the end
    of the session while it plays on at the live table. A player who followed it would leave the real table."""
    if _forged_moved(h) is not None:
        h.announce("tells the others they were replaced at a table of its own, and says WAITING for it")
    node, mesh = h.node, h.mesh
    if h.forged is None or node is None or mesh is None or node.transcript is None or not _live(node):
        return
    n = h.every("waiting-forged-moved", 0.25)
    if n is None:
        return
    notice, forged = h.forged
    me = node.seats[h.seat].identity
    mesh.send_to(None, wrap(notice))
    mesh.send_to(None, wrap(encode_waiting(me, node.transcript.digest, [forged], int(time.time() * 1000) + n)))


@attack("keep-go")
def keep_go(h: Hostile) -> None:
    """A host (``--host``) that sends the GO to every player but the first it would send it to: that player
    waits in the lobby for a start that never comes, and its commitment is owed all the same."""
    if not h.once("keep-go"):
        return
    from protocol.carry_on import kind_of
    from protocol.lobby import LobbyError

    honest = zmq.Socket.send_multipart

    def send(socket: Any, frames: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            is_go = len(frames) == 2 and kind_of(bytes(frames[1])) == "go"
        except LobbyError:
            is_go = False
        if is_go and h.once("kept"):
            h.announce("keeps back the GO of the first player it should start")
            return None
        return honest(socket, frames, *args, **kwargs)

    zmq.Socket.send_multipart = send  # type: ignore[method-assign,assignment]


# --- the lobby ---------------------------------------------------------------------------------------


@join_attack("bad-joins")
def bad_joins(address: str, identity_dir: Path) -> list[str]:
    """JOINs a modified client could send: names with control and format characters, not in NFC,
    too long; a bad transport key; a bad address; garbage. Returns the host's answer to each."""
    from protocol import lobby

    player = Identity.load_or_create(identity_dir, "Evil")
    curve = curve_keypair()[0]
    endpoint = "tcp://127.0.0.1:9"

    def signed(name: Any, key: Any = curve, where: Any = endpoint) -> bytes:
        return lobby._sign(player, ["join", lobby.LOBBY_VERSION, name, player.public_key, key, where, "greedy"])

    wires = [
        signed("Evil\x07bell"),
        signed("Evil\u202eeman"),
        signed("zero\u200bwidth"),
        signed("Cafe\u0301"),
        signed("x" * 300),
        signed(12345),
        signed("Fine", key=b"\x00" * 40),
        signed("Fine", where="tcp://127.0.0.1:70000"),
        b"\xc1\xc1\xc1",
        encode_join(player, curve, endpoint, "greedy")[:-5],
    ]
    host, port = net.split_address(address)
    context: zmq.Context[zmq.Socket[bytes]] = zmq.Context()
    answers = []
    try:
        for wire in wires:
            dealer: zmq.Socket[bytes] = context.socket(zmq.DEALER)
            dealer.linger = 0
            dealer.connect(f"tcp://{host}:{port}")
            dealer.send(wire)
            if dealer.poll(10_000, zmq.POLLIN):
                answers.append(refusal_reason(dealer.recv()) or "an answer that is not a refusal")
            else:
                answers.append("no answer")
            dealer.close(0)
    finally:
        context.term()
    return answers


# --- running --------------------------------------------------------------------------------------


def main(argv: list[str] | None = None, games: Mapping[str, AnyGame] = GAMES) -> int:
    """``games``: the games this peer plays (tests/hostile_toy.py adds the toy, as its cheat runs it)."""
    parser = argparse.ArgumentParser(description="a cheating tusac peer, for tests")
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--join", metavar="HOST:PORT")
    where.add_argument("--host", metavar="HOST:PORT", help="host the table (attacks of a host)")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--game", default=DEFAULT_GAME, help="as for tusac peer")
    parser.add_argument("--hands", type=int, default=1)
    parser.add_argument("--attack", required=True, choices=sorted([*ATTACKS, *JOIN_ATTACKS]))
    parser.add_argument("--identity", required=True)
    parser.add_argument("--history-dir")
    parser.add_argument("--name", default="Mallory")
    parser.add_argument("--timeout", type=float, default=30.0)
    parser.add_argument("--deadlines", default="30,120,10", help="PROTOCOL,MOVE[,GRACE] as for tusac peer")
    parser.add_argument("--rejoin-wait", type=float, default=300.0, help="as for tusac peer")
    parser.add_argument("--flicker", metavar="UP,DOWN", help="withhold-flicker: seconds up, then down")
    parser.add_argument("--freeze-in-first-hand", action="store_true", help="SIGSTOP itself once the hand is in play")
    parser.add_argument("--start-when", metavar="FILE", help="loaded, wait for FILE to exist before starting")
    args = parser.parse_args(argv)
    if args.start_when:
        # A test starts this process early and lets it go at its moment: under load, loading the
        # program takes seconds that would otherwise eat into the time it is given.
        give_up = time.monotonic() + START_WHEN_LIMIT
        while not Path(args.start_when).exists() and time.monotonic() < give_up:
            time.sleep(0.02)
    if args.attack in JOIN_ATTACKS and args.join:
        answers = JOIN_ATTACKS[args.attack](args.join, Path(args.identity))
        for answer in answers:
            print(f"REFUSED {answer}")
        return 0
    if args.flicker:
        global FLICKER_UP, FLICKER_DOWN
        FLICKER_UP, FLICKER_DOWN = (float(part) for part in args.flicker.split(","))
    game = find_game(args.game, games)
    level = "greedy" if game.id == DEFAULT_GAME else game.stand_in
    HOSTILE.append(Hostile(args.attack, freeze=args.freeze_in_first_hand))
    HOSTILE[0].tick()  # attacks that start before the first message (withholding the commitment)
    net.MeshTransport = HostileMesh  # type: ignore[attr-defined]
    session_runner.TableNode = HostileNode  # type: ignore[attr-defined]
    session_runner.SessionRunner = HostileRunner  # type: ignore[misc]
    options = PeerOptions(
        identity_dir=Path(args.identity),
        name=args.name,
        history_dir=Path(args.history_dir) if args.history_dir else None,
        timeout=args.timeout,
        deadlines=parse_deadlines(args.deadlines),
        rejoin_wait=args.rejoin_wait,
        listener=TerminalFront(sys.stdout, sys.stdout, tusac=game.id == DEFAULT_GAME).listener,
        play=level,
        game=game.id,
        games=games,
    )
    try:
        if args.host:
            rules = RuleSet() if game.id == DEFAULT_GAME else game.default_rules()
            session_runner.host_table(args.host, args.players, args.hands, rules, level, options)
        else:
            session_runner.join_table(args.join, options)
    except PeerError as exc:
        print(f"hostile peer ended: {exc}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
