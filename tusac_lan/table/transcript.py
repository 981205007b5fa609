"""The lobby transcript: the signed record of how a table was set up, kept at the head of every hand file.

It is two lobby messages, each kept byte for byte as it was signed:

- the host's TABLE: the table's configuration (rules, stake, seat keys, names, bot labels, host
  seat), the transport addresses, the number of hands, and the signed JOIN of every player it seats;
- the host's GO: every seated player's signed READY, which names the digest of that TABLE.

So the host vouches for the configuration, and every other player vouches, under its own key, that
it accepted exactly that configuration. Which peer runs which seat comes from the JOINs alone: a seat
whose key signed a JOIN is run by that player; every other seat (the host's and the bots it runs) by
the host. Nothing the host merely asserts about peers decides anything.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from protocol.identity import Identity
from protocol.lobby import LobbyError, TableOffer, decode_go, decode_table, encode_go, encode_table, is_ready_from

from ..games import GAMES, AnyGame
from .config import TableConfig, signer_of


class TranscriptError(ValueError):
    """A lobby transcript that does not hold together; the text says why."""


def table_digest(table_wire: bytes) -> bytes:
    return hashlib.blake2b(b"tusac-table" + table_wire, digest_size=32).digest()


def peers_from_joins(config: TableConfig, joined: set[int]) -> tuple[int, ...]:
    """For each seat, the lowest seat its peer runs: a joined seat runs alone, the host runs the rest."""
    hosted = [seat for seat in range(config.seats) if seat not in joined]
    return tuple(seat if seat in joined else min(hosted) for seat in range(config.seats))


@dataclass(frozen=True)
class Transcript:
    table_wire: bytes
    go_wire: bytes
    config: TableConfig
    peers: list[list[Any]]
    """Transport addresses: ``[[endpoint, curve key, [seats]], ...]``."""
    hands: int

    def to_canonical(self) -> list[bytes]:
        return [self.table_wire, self.go_wire]

    @cached_property
    def digest(self) -> bytes:
        return table_digest(self.table_wire)


def seated_joins(offer: TableOffer, config: TableConfig) -> dict[int, bytes]:
    """The seats an offer's JOINs take (seat -> the player's key), each JOIN checked against its seat's
    name, label and address, and the TABLE's peer of each seat against them; TranscriptError if not."""
    joined: dict[int, bytes] = {}
    for join in offer.joins:
        if join.identity not in config.seat_keys:
            raise TranscriptError(f"{join.name}'s JOIN is for no seat of this table")
        seat = config.seat_keys.index(join.identity)
        if seat == config.host_seat:
            raise TranscriptError("the host's own seat has a JOIN")
        if config.names[seat] != join.name:
            raise TranscriptError(f"seat {seat} is named {config.names[seat]!r}, its player joined as {join.name!r}")
        label = "" if join.play == "human" else join.play
        if config.bots[seat] != label:
            raise TranscriptError(f"seat {seat}'s label differs from how its player said it plays")
        if not any(p[0] == join.endpoint and p[1] == join.curve_public and seat in p[2] for p in offer.peers):
            raise TranscriptError(f"seat {seat}'s address is not the one its player joined from")
        joined[seat] = join.identity
    if config.peers != peers_from_joins(config, set(joined)):
        raise TranscriptError("the TABLE's peer of each seat is not what the JOINs say")
    return joined


def read_transcript(table_wire: Any, go_wire: Any, *, games: Mapping[str, AnyGame] = GAMES) -> Transcript:
    """Check a transcript end to end and give the table it sets up (its game found among ``games``); raise
    TranscriptError if it fails."""
    if not isinstance(table_wire, bytes) or not isinstance(go_wire, bytes):
        raise TranscriptError("a transcript is two signed lobby messages")
    try:
        offer = decode_table(table_wire, signer_of, None)
        config = TableConfig.from_canonical(offer.table, games)
    except (LobbyError, ValueError, TypeError, IndexError) as exc:
        raise TranscriptError(f"the TABLE: {exc}") from None
    joined = seated_joins(offer, config)
    try:
        readies = decode_go(go_wire, config.seat_keys[config.host_seat], config.shape)
    except LobbyError as exc:
        raise TranscriptError(f"the GO: {exc}") from None
    digest = table_digest(table_wire)
    if len(readies) != len(joined):
        raise TranscriptError("the GO does not hold one READY from each player who joined")
    for (seat, key), ready in zip(sorted(joined.items()), readies, strict=True):
        if not is_ready_from(ready, key, digest):
            raise TranscriptError(f"seat {seat} did not accept this TABLE")
    return Transcript(table_wire, go_wire, config, offer.peers, offer.hands)


def local_transcript(
    host: Identity, config: TableConfig, peers: list[list[Any]], hands: int, players: dict[int, Identity]
) -> Transcript:
    """A transcript for a table whose players' identities are all at hand (a local table, tests):
    ``players`` are the seats that join (each signs its JOIN and READY); the host runs the rest."""
    from protocol.lobby import encode_join, encode_ready

    joins = []
    for seat, identity in sorted(players.items()):
        endpoint, curve = next((p[0], p[1]) for p in peers if seat in p[2])
        joins.append(encode_join(identity, curve, endpoint, config.bots[seat] or "human"))
    table_wire = encode_table(host, config.to_canonical(), peers, hands, joins)
    digest = table_digest(table_wire)
    readies = [encode_ready(identity, digest) for _, identity in sorted(players.items())]
    return read_transcript(table_wire, encode_go(host, readies))
