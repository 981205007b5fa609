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
class Waits:
    """The table's deadlines, in seconds, signed in the TABLE so that every peer holds every seat to the
    same: for what a peer's software sends, for a player's move, the grace past either before a peer
    signs that a message never came, and how long the table waits in a hand for a peer that went away."""

    protocol: float = 30.0
    move: float = 120.0
    grace: float = 10.0
    rejoin: float = 300.0

    def __post_init__(self) -> None:
        if not all(0.001 <= value <= WAITS_MAX for value in self.seconds()):
            raise ValueError(f"a table's waits are between 1 ms and {WAITS_MAX:g} s")

    @classmethod
    def of(cls, protocol: float, move: float, grace: float, rejoin: float) -> Waits:
        """The waits to whole milliseconds, as the TABLE carries them."""
        return cls(*(round(value * 1000) / 1000 for value in (protocol, move, grace, rejoin)))

    def seconds(self) -> tuple[float, float, float, float]:
        return self.protocol, self.move, self.grace, self.rejoin

    def to_canonical(self) -> list[int]:
        """Whole milliseconds: one encoding for each value."""
        return [round(value * 1000) for value in self.seconds()]

    @classmethod
    def from_canonical(cls, data: Any) -> Waits:
        if not isinstance(data, list) or len(data) != 4 or not all(type(v) is int for v in data):
            raise ValueError("a table's waits are four whole numbers of milliseconds")
        return cls(*(value / 1000 for value in data))


WAITS_MAX = 86_400.0
DEFAULT_WAITS = Waits()
"""Absent from the TABLE: a table signed with these encodes as before the waits were signed."""


@dataclass(frozen=True)
class Continues:
    """What a table takes over from the table it continues (a player did not come back, or came back):
    that table's digest, the hands the session has finished, the scores and the next hand's starter
    after them, and that table's last session digest (the chain its hand files close)."""

    previous: bytes
    played: int
    scores: tuple[int, int, int, int]
    starter: int
    session: bytes

    def __post_init__(self) -> None:
        if len(self.previous) != 32 or len(self.session) != 32:
            raise ValueError("a continued table is named by 32-byte digests")
        if not 0 <= self.played <= 1_000_000 or not 0 <= self.starter < SEATS:
            raise ValueError("bad hands played or starter of a continued table")
        if len(self.scores) != SEATS or sum(self.scores) != 0 or any(abs(s) > 10**9 for s in self.scores):
            raise ValueError("a continued table's scores are four numbers that add up to nothing")

    def to_canonical(self) -> list[Any]:
        return [self.previous, self.played, list(self.scores), self.starter, self.session]

    @classmethod
    def from_canonical(cls, data: Any) -> Continues:
        if not isinstance(data, list) or len(data) != 5:
            raise ValueError("a continued table is [previous, played, scores, starter, session]")
        previous, played, scores, starter, session = data
        if not isinstance(previous, bytes) or not isinstance(session, bytes) or not isinstance(scores, list):
            raise ValueError("bad continued table")
        if not all(type(v) is int for v in (played, starter, *scores)) or len(scores) != SEATS:
            raise ValueError("bad continued table")
        return cls(previous, played, (scores[0], scores[1], scores[2], scores[3]), starter, session)


def signer_of(table: Any) -> Any:
    """The key that must have signed a TABLE: its host seat's, read from the canonical form
    (``TableConfig.to_canonical``: seat keys third, host seat sixth) before it is decoded."""
    return table[2][table[5]]


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
    continues: Continues | None = None
    """The table this one continues in the same session, or None (a new session). A ninth field of the
    canonical form, after the table rules (an empty list when there are none)."""
    waits: Waits = DEFAULT_WAITS
    """The table's deadlines. A tenth field of the canonical form when they are not the defaults, after
    the table rules and the continued table (nil when there is none)."""

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
        waits = self.waits != DEFAULT_WAITS
        if self.table_rules or self.continues is not None or waits:
            table.append(list(self.table_rules))
        if self.continues is not None or waits:
            table.append(self.continues.to_canonical() if self.continues is not None else None)
        if waits:
            table.append(self.waits.to_canonical())
        return table

    @classmethod
    def from_canonical(cls, data: Any) -> TableConfig:
        if len(data) not in (7, 8, 9, 10):
            raise ValueError(
                "a table has seven fields, eight with table rules, nine when it continues another, ten with waits"
            )
        table_id, rules, keys, names, bots, host, peers, *more = data
        if more and (not isinstance(more[0], list) or (not more[0] and len(more) == 1)):
            raise ValueError("table rules, when present, are a non-empty list")
        if len(more) == 2 and more[1] is None:
            raise ValueError("a ninth field names the table this one continues")
        waits = Waits.from_canonical(more[2]) if len(more) == 3 else DEFAULT_WAITS
        if len(more) == 3 and waits == DEFAULT_WAITS:
            raise ValueError("a table's waits, when present, are not the defaults")
        return cls(
            bytes(table_id),
            RuleSet.from_canonical(list(rules)),
            tuple(keys),
            tuple(names),
            tuple(bots),
            host,
            tuple(peers),
            tuple(more[0]) if more else (),
            Continues.from_canonical(more[1]) if len(more) >= 2 and more[1] is not None else None,
            waits,
        )

    def digest(self) -> bytes:
        import msgpack

        return hashlib.blake2b(msgpack.packb(self.to_canonical(), use_bin_type=True), digest_size=32).digest()

    def describe_seat(self, seat: int) -> str:
        kind = f"{self.bots[seat]} bot" if self.bots[seat] else "human"
        return f"{self.names[seat]} ({kind}, {fingerprint(self.seat_keys[seat])})"
