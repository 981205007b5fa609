"""What every peer at a table agrees on before the first hand."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from protocol.identity import fingerprint
from protocol.shape import TableShape

from ..engine.rules import RuleSet
from ..engine.state import SEATS
from .shape import TUSAC_SHAPE


@dataclass(frozen=True)
class TableConfig:
    table_id: bytes
    rules: RuleSet
    seat_keys: tuple[bytes, ...]
    """Ed25519 public key of each seat; bot seats have keys made by the host."""
    names: tuple[str, ...]
    bots: tuple[str, ...]
    """Bot level of each seat, "" for a human seat."""
    host_seat: int
    """The seat whose peer created the table (and runs the bots nobody else plays)."""
    peers: tuple[int, ...] = (0, 1, 2, 3)
    """For each seat, the lowest seat run by the same peer: one vote per peer when state hashes differ."""

    def __post_init__(self) -> None:
        if len(self.table_id) != 16:
            raise ValueError("a table id is 16 bytes")
        if not (len(self.seat_keys) == len(self.names) == len(self.bots) == SEATS):
            raise ValueError("a table has four seats")
        if len(set(self.seat_keys)) != SEATS:
            raise ValueError("every seat needs its own key")
        if len(self.peers) != SEATS or any(not 0 <= p <= s or self.peers[p] != p for s, p in enumerate(self.peers)):
            raise ValueError("each seat's peer is named by the lowest seat that peer runs")

    @property
    def shape(self) -> TableShape:
        """What the protocol checks at this table: seats, deck and the layout of a move."""
        return TUSAC_SHAPE

    def to_canonical(self) -> list[Any]:
        return [
            self.table_id,
            self.rules.to_canonical(),
            list(self.seat_keys),
            list(self.names),
            list(self.bots),
            self.host_seat,
            list(self.peers),
        ]

    @classmethod
    def from_canonical(cls, data: Any) -> TableConfig:
        table_id, rules, keys, names, bots, host, peers = data
        return cls(
            bytes(table_id),
            RuleSet.from_canonical(list(rules)),
            tuple(keys),
            tuple(names),
            tuple(bots),
            host,
            tuple(peers),
        )

    def digest(self) -> bytes:
        import msgpack

        return hashlib.blake2b(msgpack.packb(self.to_canonical(), use_bin_type=True), digest_size=32).digest()

    def describe_seat(self, seat: int) -> str:
        kind = f"{self.bots[seat]} bot" if self.bots[seat] else "human"
        return f"{self.names[seat]} ({kind}, {fingerprint(self.seat_keys[seat])})"
