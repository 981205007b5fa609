"""A peer that crashed comes back to its table: the journal (``table.journal``) gives back the table,
the seats this peer ran with their keys, and the transport keys and address the others know it by;
the session runner then replays the journal into a new node and reconnects (docs/RELIABILITY.md).
"""

from __future__ import annotations

from pathlib import Path

import zmq
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, NoEncryption, PrivateFormat

from protocol.identity import Identity
from protocol.transport import MeshTransport, PeerAddress

from .headless import make_bot
from .peer_options import PeerError, PeerOptions
from .table.journal import (
    Journal,
    JournalError,
    JournalHeader,
    JournalRead,
    LocalSeatKey,
    find_unfinished,
    read_journal,
)
from .table.node import LocalSeat
from .table.seating import Seated
from .table.transcript import TranscriptError, read_transcript

HUMAN = "human"
TABLES = "tables"


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


def resume_seated(options: PeerOptions, role: str, address: str) -> tuple[Seated, JournalRead, Journal] | None:
    """The table this player left unfinished in ``role`` at ``address``, set up again from its journal
    with the mesh bound where the others look for it; None if there is none."""
    identity = Identity.load_or_create(options.identity_dir, options.name)
    path = find_unfinished(journal_root(options), role, address, identity.public_key)
    if path is None:
        return None
    try:
        read = read_journal(path)
        transcript = read_transcript(read.header.table_wire, read.header.go_wire)
    except (JournalError, TranscriptError, OSError) as exc:
        raise PeerError(f"cannot rejoin the table in {path.parent}: {exc}") from None
    header = read.header
    addresses = [PeerAddress(p[0], p[1]) for p in transcript.peers]
    if not 0 <= header.me < len(addresses):
        raise PeerError(f"cannot rejoin the table in {path.parent}: the journal seats this peer nowhere")
    seats: dict[int, LocalSeat] = {}
    for key in header.seats:
        if key.private_key:
            seat_identity = Identity(
                Ed25519PrivateKey.from_private_bytes(key.private_key), transcript.config.names[key.seat]
            )
        else:
            seat_identity = identity
        seats[key.seat] = LocalSeat(seat_identity, None if key.play == HUMAN else make_bot(key.play))
    endpoint = addresses[header.me].endpoint
    try:
        mesh = MeshTransport(header.curve_public, header.curve_secret, endpoint, lambda peer, wire: None)
    except zmq.ZMQError as exc:
        raise PeerError(f"cannot rejoin the table: its address {endpoint} cannot be bound again ({exc})") from None
    journal = Journal(path, read.entropy)
    return Seated(transcript, header.me, addresses, seats, mesh), read, journal
