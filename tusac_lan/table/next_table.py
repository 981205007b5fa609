"""The table a session goes on at when its seats change hands: a player did not come back (a bot takes
the seat, run by the player the others picked), or a replaced player came back (the seat is its own
again). Data only, no sockets: the session runner sends what this builds and checks what it receives.

The next table is a table like any other (a TABLE signed by its host with every player's JOIN, a GO
with every player's READY), so every hand file it writes verifies as before; what links it to the
table before is its ``Continues`` field: that table's digest, the hands played, the scores and the next
starter, which every player signs with its READY.
"""

from __future__ import annotations

import os
from collections import Counter
from dataclasses import dataclass
from typing import Any

from protocol.address import PeerAddress
from protocol.identity import Identity
from protocol.lobby import Join, LobbyError, TableOffer, encode_table
from protocol.names import look_alike_pairs

from ..games import GAMES
from .config import Continues, TableConfig
from .seating import HostedTable
from .transcript import Transcript, TranscriptError, peers_from_joins, seated_joins


@dataclass(frozen=True)
class Player:
    """A player at the next table: its key, its name and how it plays ("" for a human)."""

    key: bytes
    name: str
    label: str


@dataclass(frozen=True)
class NextSeats:
    """Who sits where at the next table: its host's seat and the players; every other seat is a bot."""

    host_seat: int
    players: dict[int, Player]
    """Every player's seat, the host's included."""

    def bot_seat(self, current: TableConfig, seat: int) -> tuple[str, str]:
        """The name and level of the bot in ``seat``: a bot of the table before keeps both; a player's
        seat gets the game's stand-in (``Game.stand_in``)."""
        hosted_before = current.peers[seat] == current.peers[current.host_seat] and seat != current.host_seat
        if hosted_before and current.bots[seat]:
            return current.names[seat], current.bots[seat]
        level = current.game.stand_in
        return f"{level.capitalize()} bot {seat}", level


def player_of(join: Join) -> Player:
    return Player(join.identity, join.name, "" if join.play == "human" else join.play)


def pick_runner(votes: dict[int, bytes], keys: dict[bytes, int]) -> int | None:
    """The seat whose player runs the bots: the one most votes name; a tie goes to the lowest seat. Votes
    for a key that is not a remaining player's count for nobody; None if no vote names one."""
    named = Counter(keys[key] for key in votes.values() if key in keys)
    if not named:
        return None
    best = max(named.values())
    return min(seat for seat, count in named.items() if count == best)


def default_runner(current: TableConfig, remaining: list[int]) -> int:
    """The seat a player proposes when it has no preference: the host's if it is still there, else the
    lowest remaining player's."""
    return current.host_seat if current.host_seat in remaining else min(remaining)


def build_next(
    current: Transcript,
    plan: NextSeats,
    host: Identity,
    host_address: PeerAddress,
    joins: dict[int, tuple[Join, bytes]],
    continues: Continues,
    hands: int,
) -> HostedTable:
    """The host's next table: fresh bot keys, the players' JOINs, the same rules and table rules."""
    config = current.config
    keys: list[bytes] = []
    names: list[str] = []
    labels: list[str] = []
    bots: dict[int, Identity] = {}
    for seat in range(config.seats):
        player = plan.players.get(seat)
        if player is not None:
            keys.append(player.key)
            names.append(player.name)
            labels.append(player.label)
            continue
        name, level = plan.bot_seat(config, seat)
        bots[seat] = Identity.generate(name)
        keys.append(bots[seat].public_key)
        names.append(name)
        labels.append(level)
    joined = {seat for seat in plan.players if seat != plan.host_seat}
    next_config = TableConfig(
        table_id=os.urandom(16),
        rules=config.rules,
        seat_keys=tuple(keys),
        names=tuple(names),
        bots=tuple(labels),
        host_seat=plan.host_seat,
        peers=peers_from_joins(config, joined),
        table_rules=config.table_rules,
        continues=continues,
        waits=config.waits,
        game=config.game,
    )
    hosted_seats = sorted(seat for seat in range(config.seats) if seat not in joined)
    addresses = [host_address]
    peers: list[list[Any]] = [[host_address.endpoint, host_address.curve_public, hosted_seats]]
    for seat in sorted(joined):
        join = joins[seat][0]
        addresses.append(PeerAddress(join.endpoint, join.curve_public))
        peers.append([join.endpoint, join.curve_public, [seat]])
    join_wires = [joins[seat][1] for seat in sorted(joined)]
    return HostedTable(next_config, peers, addresses, join_wires, bots)


def offer_wire(host: Identity, hosted: HostedTable, hands: int) -> bytes:
    return encode_table(host, hosted.config.to_canonical(), hosted.peers, hands, hosted.join_wires)


def check_next(
    offer: TableOffer, current: TableConfig, plan: NextSeats, continues: Continues, hands: int
) -> TableConfig:
    """The next table an offer sets, if it is the one this player expects (the same rules, these players
    in these seats, the bots where the plan puts them, the scores and starter it knows); LobbyError
    saying what differs if not."""
    try:
        config = TableConfig.from_canonical(offer.table, {**GAMES, current.game.id: current.game})
    except (ValueError, TypeError, IndexError) as exc:
        raise LobbyError(f"the next table: {exc}") from None
    if (
        config.game is not current.game
        or config.seats != current.seats
        or config.rules != current.rules
        or config.table_rules != current.table_rules
        or config.waits != current.waits
    ):
        raise LobbyError("the next table has other rules")
    if config.host_seat != plan.host_seat:
        raise LobbyError("the next table is hosted by another player")
    if config.continues != continues:
        raise LobbyError("the next table carries other scores, hands or starter than this player's")
    if offer.hands != hands:
        raise LobbyError(f"the next table plays {offer.hands} hands, not the {hands} left")
    for seat in range(current.seats):
        player = plan.players.get(seat)
        if player is not None:
            if (config.seat_keys[seat], config.names[seat], config.bots[seat]) != (
                player.key,
                player.name,
                player.label,
            ):
                raise LobbyError(f"seat {seat} of the next table is not its player's")
        elif (config.names[seat], config.bots[seat]) != plan.bot_seat(current, seat):
            raise LobbyError(f"seat {seat} of the next table is not the bot it should be")
        elif config.seat_keys[seat] in {p.key for p in plan.players.values()} | set(current.seat_keys):
            # A bot's key is new: not a player's (who alone could sign for it), not one of the table before.
            raise LobbyError(f"a player's key sits in the bot seat {seat}")
    try:
        joined = seated_joins(offer, config)
    except TranscriptError as exc:
        raise LobbyError(f"the next table: {exc}") from None
    # Every player but the host sits by its own JOIN, and nobody else has one: a bot seat with a JOIN
    # would be a second peer, a hidden identity of whoever signed it, with a peer's signature and vote.
    wanted = {seat: player.key for seat, player in plan.players.items() if seat != plan.host_seat}
    if joined != wanted:
        missing = sorted(set(wanted) - set(joined))
        if missing:
            raise LobbyError(f"the next table seats a player without its JOIN (seat {missing[0]})")
        raise LobbyError(f"a bot seat of the next table is a peer of its own (seat {min(set(joined) - set(wanted))})")
    clash = look_alike_pairs(list(config.names))
    if clash:
        first, second = clash[0]
        raise LobbyError(f"the next table names seats {first} and {second} alike")
    return config


def name_clash(name: str, others: list[str]) -> str | None:
    """The name among ``others`` that ``name`` looks like (the lobby's check, for a name in a VOTE or
    BACK), or None."""
    return next((other for other in others if look_alike_pairs([name, other])), None)
