"""Who sits where, as data: the host's plan of seats, the JOINs it has admitted, and the table it
builds from them. No sockets and no loops: the lobby feeds JOINs in and sends what comes out, so a
later step (a player rejoining after a crash) can work on the same state.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

from protocol.address import PeerAddress
from protocol.identity import Identity, fingerprint
from protocol.lobby import Join, LobbyError
from protocol.names import look_alike_pairs, skeleton
from protocol.shape import MAX_SEATS, MIN_SEATS

from ..games import AnyGame, find_game
from .config import DEFAULT_WAITS, TableConfig, Waits

PLAYER = "player"
"""A seat of the plan that a player who joins takes (the other seats name a bot level)."""

MADE_BOT_LEVELS = ("beginner", "good", "expert", "greedy", "strong")
"""Every level a game's bots have, and the older names, as a host names its bots ("Good bot 2") and a
client reads such a name back as a bot's ("Máy khá 2" in Vietnamese)."""


@dataclass(frozen=True)
class SeatPlan:
    """For every seat after the host's: ``PLAYER`` or the bot level that plays the seat. The host sits at
    seat 0 (South, at four seats)."""

    others: tuple[str, ...]

    def __post_init__(self) -> None:
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise ValueError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats")

    @classmethod
    def for_players(cls, players: int, fill: str, seats: int = 4) -> SeatPlan:
        """``players`` peer processes, the host's included, at ``seats`` seats: players take seats 1, 2, ...
        in turn (East, North, West at four)."""
        if not 1 <= players <= seats:
            raise ValueError(f"a table of {seats} seats has 1 to {seats} players")
        return cls(tuple(PLAYER if seat < players else fill for seat in range(1, seats)))

    @property
    def seats(self) -> int:
        return 1 + len(self.others)

    @property
    def player_seats(self) -> list[int]:
        return [seat for seat, level in enumerate(self.others, 1) if level == PLAYER]

    @property
    def bot_levels(self) -> dict[int, str]:
        return {seat: level for seat, level in enumerate(self.others, 1) if level != PLAYER}

    def bot_name(self, seat: int) -> str:
        return bot_name(self.bot_levels[seat], seat)


def bot_name(level: str, seat: int) -> str:
    """How a host names the bot it makes for ``seat``: "Good bot 2"."""
    return f"{level.capitalize()} bot {seat}"


def made_bot_names() -> list[str]:
    """Every name a host could give a bot, at any seat, new ("Good bot 2") and old ("Good 2")."""
    return [
        name
        for level in MADE_BOT_LEVELS
        for seat in range(1, MAX_SEATS)
        for name in (bot_name(level, seat), f"{level.capitalize()} {seat}")
    ]


@dataclass(frozen=True)
class Taken:
    """A seat a player took: the lobby's handle on its connection, its seat, its JOIN as it came."""

    routing: bytes
    seat: int
    join: Join
    wire: bytes

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.join.identity)


@dataclass(frozen=True)
class HostedTable:
    """What the host sends in its TABLE, and what it keeps to run its own seats."""

    config: TableConfig
    peers: list[list[Any]]
    """``[[endpoint, curve key, [seats]], ...]``: the host first, then each player in seat order."""
    addresses: list[PeerAddress]
    join_wires: list[bytes]
    bots: dict[int, Identity]


@dataclass
class Seating:
    """The host's lobby state: its own seat, its plan, the table code, and the seats taken so far."""

    host: Identity
    host_curve: bytes
    host_endpoint: str
    plan: SeatPlan
    code: str | None = None
    """Players must prove they know this code (the exchange of protocol.lobby_code); None: anyone may join."""
    taken: list[Taken] = field(default_factory=list)
    staying: set[bytes] = field(default_factory=set)
    """The routings of the players who confirmed their seat (a STAY after the WELCOME)."""

    @property
    def free(self) -> int:
        return len(self.plan.player_seats) - len(self.taken)

    @property
    def full(self) -> bool:
        """Every seat taken and every player who took one has said it stays."""
        return self.free == 0 and all(t.routing in self.staying for t in self.taken)

    def stay(self, routing: bytes) -> None:
        if self.holder(routing) is not None:
            self.staying.add(routing)

    def names_by_seat(self) -> list[str]:
        """Who sits where so far, as a WELCOME tells it: the host, the players seated, the bots the plan names,
        "" for a seat still free."""
        names = [self.host.name]
        for seat in range(1, self.plan.seats):
            holder = next((t for t in self.taken if t.seat == seat), None)
            if holder is not None:
                names.append(holder.join.name)
            elif seat in self.plan.bot_levels:
                names.append(self.plan.bot_name(seat))
            else:
                names.append("")
        return names

    def names_in_use(self) -> list[str]:
        """The host's name, the players' seated so far, and the bots' to come."""
        return [self.host.name, *(t.join.name for t in self.taken), *map(self.plan.bot_name, self.plan.bot_levels)]

    def refusal(self, join: Join, knows_code: bool = False) -> str | None:
        """Why this JOIN gets no seat, or None if it may have the next free one; ``knows_code``: its
        player proved the table code in the exchange around it."""
        if self.free == 0:
            return "the table is full"
        if join.code_proof is not None:
            return "this client proves the table code the old way, which a listener can search offline: update it"
        if self.code is not None and not knows_code:
            return "this table needs its table code: ask the host for it"
        seated = [t.join for t in self.taken]
        if join.identity == self.host.public_key or any(j.identity == join.identity for j in seated):
            return "this player already sits here"
        if join.curve_public == self.host_curve or any(j.curve_public == join.curve_public for j in seated):
            return "this transport key is already at the table"
        if join.endpoint == self.host_endpoint or any(j.endpoint == join.endpoint for j in seated):
            return "this address is already at the table"
        wanted = skeleton(join.name)
        clash = next((name for name in self.names_in_use() if skeleton(name) == wanted), None)
        if clash is not None:
            same = "is already at this table" if clash == join.name else f"looks like {clash!r}, already at this table"
            return f"the name {join.name!r} {same}: join under another name (--name)"
        if any(skeleton(name) == wanted for name in made_bot_names()):
            # Shown before the TABLE (which says who is a bot), it would read as a bot's to the others.
            return f"the name {join.name!r} is how a table names its bots: join under another name (--name)"
        return None

    def admit(self, routing: bytes, join: Join, wire: bytes, knows_code: bool = False) -> Taken:
        """Give the JOIN the next free seat; LobbyError (with the reason) if it may not have one."""
        reason = self.refusal(join, knows_code)
        if reason is not None:
            raise LobbyError(reason)
        free = [seat for seat in self.plan.player_seats if all(t.seat != seat for t in self.taken)]
        taken = Taken(routing, free[0], join, wire)
        self.taken.append(taken)
        return taken

    def start_now(self, level: str) -> None:
        """The host starts without waiting for more players: every seat of the plan nobody took is played
        by a bot of ``level`` (a player who took one but did not say it stays yet keeps it)."""
        held = {t.seat for t in self.taken}
        others = tuple(
            level if seat in self.plan.player_seats and seat not in held else was
            for seat, was in enumerate(self.plan.others, 1)
        )
        self.plan = SeatPlan(others)

    def holder(self, routing: bytes) -> Taken | None:
        return next((t for t in self.taken if t.routing == routing), None)

    def release(self, routing: bytes) -> Taken | None:
        """Free the seat taken over ``routing`` (its player left before the TABLE); the seat it had."""
        taken = self.holder(routing)
        if taken is not None:
            self.taken.remove(taken)
            self.staying.discard(routing)
        return taken

    def build(
        self, rules: Any, waits: Waits = DEFAULT_WAITS, host_label: str = "", game: AnyGame | None = None
    ) -> HostedTable:
        """The table once every seat is taken: a fresh id, new keys for the bots, every seat's peer.
        ``host_label`` is how the host plays: "" for its human, else the level of the bot it plays by.
        ``rules`` are ``game``'s (None: Tứ Sắc)."""
        if not self.full:
            raise ValueError("seats are still free")
        bots = {seat: Identity.generate(self.plan.bot_name(seat)) for seat in self.plan.bot_levels}
        by_seat = {t.seat: t for t in self.taken}
        keys, names, labels = [self.host.public_key], [self.host.name], [host_label]
        for seat in range(1, self.plan.seats):
            if seat in by_seat:
                join = by_seat[seat].join
                keys.append(join.identity)
                names.append(join.name)
                labels.append("" if join.play == "human" else join.play)
            else:
                keys.append(bots[seat].public_key)
                names.append(bots[seat].name)
                labels.append(self.plan.bot_levels[seat])
        config = TableConfig(
            table_id=os.urandom(16),
            rules=rules,
            seat_keys=tuple(keys),
            names=tuple(names),
            bots=tuple(labels),
            host_seat=0,
            peers=tuple(seat if seat in by_seat else 0 for seat in range(self.plan.seats)),
            waits=waits,
            game=find_game() if game is None else game,
        )
        in_order = sorted(self.taken, key=lambda t: t.seat)
        addresses = [PeerAddress(self.host_endpoint, self.host_curve)]
        addresses += [PeerAddress(t.join.endpoint, t.join.curve_public) for t in in_order]
        hosted = [[0, *bots]] + [[t.seat] for t in in_order]
        peers: list[list[Any]] = [[a.endpoint, a.curve_public, s] for a, s in zip(addresses, hosted, strict=True)]
        return HostedTable(config, peers, addresses, [t.wire for t in in_order], bots)


def seat_listing(config: TableConfig, me: int) -> dict[str, Any]:
    """A table's seats as plain data for a front end: names, bot labels, every seat's key fingerprint,
    which seat is this player's and which pairs of seats have names that look alike."""
    return {
        "seat": me,
        "names": config.names,
        "bots": config.bots,
        "fingerprints": tuple(fingerprint(key) for key in config.seat_keys),
        "host_seat": config.host_seat,
        "lookalikes": look_alike_pairs(list(config.names)),
    }


def describe_lookalikes(config: TableConfig) -> list[str]:
    seat_name = config.game.narrator().seat_name
    return [
        f"{seat_name(i, config.seats)} ({config.names[i]}) and {seat_name(j, config.seats)} ({config.names[j]})"
        " have names that look alike;"
        " tell them apart by their keys"
        for i, j in look_alike_pairs(list(config.names))
    ]
