"""A peer that crashed comes back to its table: the journal (``table.journal``) gives back the table,
the seats this peer ran with their keys, and the transport keys and address the others know it by;
the session runner then replays the journal into a new node and reconnects (docs/RELIABILITY.md).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import zmq
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, NoEncryption, PrivateFormat

from protocol.identity import Identity
from protocol.messages import Message, MessageError, decode
from protocol.probe import answers_with_key
from protocol.transport import MeshTransport, PeerAddress

from ..table.checkpoint import Checkpoint, CheckpointError, restore
from ..table.journal import (
    Journal,
    JournalError,
    JournalHeader,
    JournalRead,
    LocalSeatKey,
    find_unfinished,
    read_journal,
)
from ..table.node import LocalSeat, ReplayError, TableNode
from ..table.transcript import TranscriptError, read_transcript
from .options import PeerError, PeerOptions
from .seated import Seated

HUMAN = "human"
TABLES = "tables"
ASK_WAIT = 0.5
"""Seconds to wait for one peer of an unfinished table to answer with its key."""


def journal_root(options: PeerOptions) -> Path:
    """Where this player's tables keep their journals: beside its identity."""
    return options.identity_dir / TABLES


def start_journal(seated: Seated, options: PeerOptions, role: str, address: str) -> Journal:
    """A journal for a table whose lobby just finished, before the first message of the session."""
    config = seated.transcript.config
    player = Identity.load_or_create(options.identity_dir, options.name).public_key
    keys = []
    for seat, local in sorted(seated.seats.items()):
        mine = local.identity.public_key == player
        play = (options.play if mine else config.bots[seat] or options.play) if local.agent is not None else HUMAN
        raw = b"" if mine else local.identity.private_key.private_bytes(Encoding.Raw, PrivateFormat.Raw, NoEncryption())
        keys.append(LocalSeatKey(seat, play, raw))
    public, secret = seated.mesh.curve_keys
    header = JournalHeader(
        role,
        address,
        player,
        seated.transcript.table_wire,
        seated.transcript.go_wire,
        seated.me,
        public,
        secret,
        tuple(keys),
    )
    return Journal.create(journal_root(options) / config.table_id.hex(), header)


def resume_seated(
    options: PeerOptions, role: str, address: str, game: str | None = None
) -> tuple[Seated, JournalRead, Journal] | None:
    """The table this player left unfinished in ``role`` at ``address``, set up again from its journal
    with the mesh bound where the others look for it; None if there is none, or (with ``game``) if it is
    a table of another game: a new table of ``game`` at the same address is not that one."""
    identity = Identity.load_or_create(options.identity_dir, options.name)
    path = find_unfinished(journal_root(options), role, address, identity.public_key)
    if path is None:
        return None
    try:
        read = read_journal(path)
        transcript = read_transcript(read.header.table_wire, read.header.go_wire, games=options.games)
        header = read.header
        addresses = [PeerAddress(p[0], p[1]) for p in transcript.peers]
        if not 0 <= header.me < len(addresses):
            raise JournalError("the journal seats this peer nowhere")
        seats: dict[int, LocalSeat] = {}
        for key in header.seats:
            if key.private_key:
                name = transcript.config.names[key.seat]
                seat_identity = Identity(Ed25519PrivateKey.from_private_bytes(key.private_key), name)
            else:
                seat_identity = identity
            if transcript.config.seat_keys[key.seat] != seat_identity.public_key:
                raise JournalError(f"seat {key.seat} is not held by the key this peer has for it")
            agent = None if key.play == HUMAN else transcript.config.game.make_bot(key.play)
            seats[key.seat] = LocalSeat(seat_identity, agent)
    except (JournalError, TranscriptError, OSError, ValueError, IndexError, KeyError) as exc:
        raise PeerError.of("CANNOT_REJOIN", folder=path.parent, error=exc) from None
    if game is not None and transcript.config.game.id != game:
        return None  # its journal stays, for the lobby's Return to that table
    endpoint = addresses[header.me].endpoint
    try:
        mesh = MeshTransport(header.curve_public, header.curve_secret, endpoint, lambda peer, wire: None)
    except zmq.ZMQError as exc:
        raise PeerError.of("REJOIN_ADDRESS_BUSY", folder=path.parent, address=endpoint, error=exc) from None
    # Admit the others at once: they reconnect as soon as the address is bound, and a handshake refused
    # while the node is still being built is not retried for a while.
    mesh.allow(header.me, addresses)
    journal = Journal(path, read.entropy, read.replaced_entry)
    return Seated(transcript, header.me, addresses, seats, mesh), read, journal


def replay_journal(
    node: TableNode,
    entries: list[list[Any]],
    announce: Callable[[set[bytes]], None] = lambda wires: None,
    checkpoint: Checkpoint | None = None,
) -> dict[tuple[int, int], Message]:
    """Rebuild a new, unstarted ``node`` from a journal's entries: from the ``checkpoint`` the journal starts
    again from (checked against the table and the signed files first), or from the table's first hand
    without one; then the same inputs in the same order, and
    whenever a local seat would sign its message number n, the journal's message n of that seat instead
    (never a new signature); the deadline notices the clock made are taken back at their place.
    ``announce`` is told the journaled messages' bytes first (they must not be journaled or sent again
    while replaying). Returns this peer's journaled messages by (seat, number); ReplayError if the
    journal does not replay to the same place."""
    config = node.config
    keys = list(config.seat_keys)
    own: dict[tuple[int, int], Message] = {}
    order: list[Message | None] = []  # each entry's own message, if it is one
    try:
        for entry in entries:
            message = decode(bytes(entry[1]), config.table_id, keys, config.shape) if entry[0] == "out" else None
            if message is not None:
                own[(message.seat, message.seq)] = message
            order.append(message)
    except MessageError as exc:
        raise ReplayError(f"a message of this peer in the journal does not check: {exc}") from None
    announce({m.wire for m in own.values()})
    node.recall = lambda seat, seq: own.get((seat, seq))
    if checkpoint is not None:
        try:
            # This peer's records of the hand before go out again with the rest (the others may lack them).
            own.update({(m.seat, m.seq): m for m in restore(node, checkpoint)})
        except (CheckpointError, IndexError, KeyError, TypeError, ValueError) as exc:
            node.recall = None
            raise ReplayError(f"the journal's checkpoint does not check: {exc}") from None
    try:
        if checkpoint is not None:
            node.start_from_checkpoint()
        else:
            node.start()
        for entry, mine in zip(entries, order, strict=True):
            if entry[0] == "in":
                node.receive(bytes(entry[2]), int(entry[1]))
            elif entry[0] == "cut":
                node.cut_off(int(entry[1]), str(entry[2]))
            elif entry[0] == "give_up":
                node.give_up()
            elif entry[0] == "release":
                node.release([(int(seat), int(seq)) for seat, seq in entry[1]])
            elif entry[0] == "gone":
                node.gone = frozenset(int(peer) for peer in entry[1])
            elif entry[0] == "lost":
                node.lost_again(frozenset(int(peer) for peer in entry[1]))
            elif mine is not None and mine.type in ("missing", "withheld"):
                node.adopt_notice(mine)
    except (JournalError, IndexError, TypeError, ValueError) as exc:
        raise ReplayError(f"the journal does not replay ({exc})") from None
    finally:
        node.recall = None
    for seat, seq in own:
        if node.next_seq(seat) <= seq:
            # Going on would sign another message under a number already used: equivocation.
            raise ReplayError(f"the replay did not reach message {seq} of seat {seat}")
    return own


def still_going(others: Iterable[tuple[str, bytes]], wait: float = ASK_WAIT) -> bool:
    """Some other peer of an unfinished table (``others``: their endpoints, ``tcp://HOST:PORT``, with the
    CURVE keys they have at that table) still answers with its key: the session may be going on. When none
    does, the others ended it (or are all gone too; a later table at the same address has other keys)."""
    return any(answers_with_key(endpoint, key, wait) for endpoint, key in others)
