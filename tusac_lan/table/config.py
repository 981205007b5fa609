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

COACH = "coach"
"""Table rule: each player may turn on the coach (trash, waits, the expert's suggestion) for themselves."""
TABLE_RULES = (COACH,)
"""The table rules beyond the game's rules that this version knows."""


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
    table_rules: tuple[str, ...] = ()
    """Table rules every player agrees to that are not game rules (``COACH``), sorted. Absent from the
    canonical form when there are none, so a table without any encodes as before they existed."""

    def __post_init__(self) -> None:
        if len(self.table_id) != 16:
            raise ValueError("a table id is 16 bytes")
        if not (len(self.seat_keys) == len(self.names) == len(self.bots) == SEATS):
            raise ValueError("a table has four seats")
        if len(set(self.seat_keys)) != SEATS:
            raise ValueError("every seat needs its own key")
        if len(self.peers) != SEATS or any(not 0 <= p <= s or self.peers[p] != p for s, p in enumerate(self.peers)):
            raise ValueError("each seat's peer is named by the lowest seat that peer runs")
        unknown = [rule for rule in self.table_rules if rule not in TABLE_RULES]
        if unknown:
            raise ValueError(f"unknown table rule {unknown[0]!r}")
        if list(self.table_rules) != sorted(set(self.table_rules)):
            raise ValueError("table rules are named once each, in order")

    @property
    def coach(self) -> bool:
        """Players may turn on the coach at this table."""
        return COACH in self.table_rules

    @property
    def shape(self) -> TableShape:
        """What the protocol checks at this table: seats, deck and the layout of a move."""
        return TUSAC_SHAPE

    def to_canonical(self) -> list[Any]:
        table = [
            self.table_id,
            self.rules.to_canonical(),
            list(self.seat_keys),
            list(self.names),
            list(self.bots),
            self.host_seat,
            list(self.peers),
        ]
        if self.table_rules:
            table.append(list(self.table_rules))
        return table

    @classmethod
    def from_canonical(cls, data: Any) -> TableConfig:
        if len(data) not in (7, 8):
            raise ValueError("a table has seven fields, or eight with table rules")
        table_id, rules, keys, names, bots, host, peers, *more = data
        if more and (not isinstance(more[0], list) or not more[0]):
            raise ValueError("table rules, when present, are a non-empty list")
        return cls(
            bytes(table_id),
            RuleSet.from_canonical(list(rules)),
            tuple(keys),
            tuple(names),
            tuple(bots),
            host,
            tuple(peers),
            tuple(more[0]) if more else (),
        )

    def digest(self) -> bytes:
        import msgpack

        return hashlib.blake2b(msgpack.packb(self.to_canonical(), use_bin_type=True), digest_size=32).digest()

    def describe_seat(self, seat: int) -> str:
        kind = f"{self.bots[seat]} bot" if self.bots[seat] else "human"
        return f"{self.names[seat]} ({kind}, {fingerprint(self.seat_keys[seat])})"
