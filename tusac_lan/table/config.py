"""What every peer at a table agrees on before the first hand."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from protocol.identity import fingerprint
from protocol.shape import MAX_SEATS, MIN_SEATS, TableShape

from ..games import DEFAULT_GAME, GAMES, AnyGame, find_game
from ..games.api import OPENING, Refusal, table_shape

COACH = "coach"
"""Table rule: each player may turn on the coach (trash, waits, the expert's suggestion) for themselves."""
WAIT_FOR_ANSWERS = "waitforanswers"
"""Table rule: when a player did not come back and a player of the table gives no answer to "go on with a
bot?", the table waits for that answer. Without it (the default) no answer counts as "go on with a bot"."""
TABLE_RULES = (COACH, WAIT_FOR_ANSWERS)  # a rule name is 1-20 letters a-z (protocol.lobby)
"""The table rules beyond the game's rules that this version knows (sorted)."""


def cannot_play(game_id: str, games: Mapping[str, AnyGame] = GAMES) -> str | None:
    """Why the table cannot play the game ``game_id``, or None when it can: every game of the registry
    ``games`` plays at the table, over the game interface alone."""
    if game_id in games:
        return None
    return f"this program cannot play {game_id} at a table (it plays {', '.join(sorted(games))} there)"


BAD_CONTINUED = "bad hands played or starter of a continued table"


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
    scores: tuple[int, ...]
    """One per seat of the table."""
    starter: int
    """A seat, or ``OPENING`` for a game whose hands may start from it (see ``TableConfig``)."""
    session: bytes

    def __post_init__(self) -> None:
        if len(self.previous) != 32 or len(self.session) != 32:
            raise ValueError("a continued table is named by 32-byte digests")
        scores = self.scores
        if not MIN_SEATS <= len(scores) <= MAX_SEATS or sum(scores) != 0 or any(abs(s) > 10**9 for s in scores):
            raise ValueError("a continued table's scores are one number per seat that add up to nothing")
        if not 0 <= self.played <= 1_000_000 or not OPENING <= self.starter < len(self.scores):
            raise ValueError(BAD_CONTINUED)

    def to_canonical(self) -> list[Any]:
        return [self.previous, self.played, list(self.scores), self.starter, self.session]

    @classmethod
    def from_canonical(cls, data: Any) -> Continues:
        if not isinstance(data, list) or len(data) != 5:
            raise ValueError("a continued table is [previous, played, scores, starter, session]")
        previous, played, scores, starter, session = data
        if not isinstance(previous, bytes) or not isinstance(session, bytes) or not isinstance(scores, list):
            raise ValueError("bad continued table")
        if not all(type(v) is int for v in (played, starter, *scores)):
            raise ValueError("bad continued table")
        return cls(previous, played, tuple(scores), starter, session)


def game_rules(data: Any, games: Mapping[str, AnyGame] = GAMES) -> tuple[AnyGame, Any]:
    """A TABLE's game and its rules value from the TABLE's rules field; ValueError saying why not."""
    if not isinstance(data, list):
        raise ValueError("a table's rules are a list")
    game, values = find_game(DEFAULT_GAME, games), data
    if data and isinstance(data[0], str):
        if len(data) < 2 or data[0] == DEFAULT_GAME:
            raise ValueError("a table's rules name a game other than Tứ Sắc, then its engine version")
        game, version, values = find_game(data[0], games), data[1], data[2:]
        if type(version) is not int or version != game.engine_version:
            raise ValueError(
                f"the table plays {game.id} by engine {version!r}, this program has engine {game.engine_version}"
            )
    rules = game.rules_from_canonical(values)
    if isinstance(rules, Refusal):
        raise ValueError(rules.reason)
    return game, rules


def signer_of(table: Any) -> Any:
    """The key that must have signed a TABLE: its host seat's, read from the canonical form
    (``TableConfig.to_canonical``: seat keys third, host seat sixth) before it is decoded."""
    return table[2][table[5]]


@dataclass(frozen=True)
class TableConfig:
    table_id: bytes
    rules: Any
    """The game's rules value (``game.rules_from_canonical``); Tứ Sắc's is a ``RuleSet``."""
    seat_keys: tuple[bytes, ...]
    """Ed25519 public key of each seat; bot seats have keys made by the host. As many as the table has seats."""
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
    game: AnyGame = field(default_factory=find_game)
    """The game the table plays. Tứ Sắc's rules field is a bare list of integers (a TABLE made before
    games were named); another game's is ``[game id, its engine version, *rules]``, a list starting with
    a string, which a client that knows no game refuses as a rule set that is not integers."""

    def __post_init__(self) -> None:
        if len(self.table_id) != 16:
            raise ValueError("a table id is 16 bytes")
        seats = len(self.seat_keys)
        if not MIN_SEATS <= seats <= MAX_SEATS or not len(self.names) == len(self.bots) == seats:
            raise ValueError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, each with a key, a name and a label")
        if seats not in self.game.seat_counts:
            raise ValueError(
                f"{self.game.id} is played by {', '.join(map(str, self.game.seat_counts))} seats, not {seats}"
            )
        if len(set(self.seat_keys)) != seats:
            raise ValueError("every seat needs its own key")
        if len(self.peers) != seats or any(not 0 <= p <= s or self.peers[p] != p for s, p in enumerate(self.peers)):
            raise ValueError("each seat's peer is named by the lowest seat that peer runs")
        if not 0 <= self.host_seat < seats:
            raise ValueError("the host's seat is not a seat of the table")
        if self.continues is not None and len(self.continues.scores) != seats:
            raise ValueError("a continued table's scores are one number per seat")
        if self.continues is not None and self.continues.starter == OPENING and not self._opens_play():
            raise ValueError(BAD_CONTINUED)
        unknown = [rule for rule in self.table_rules if rule not in TABLE_RULES]
        if unknown:
            raise ValueError(f"unknown table rule {unknown[0]!r}")
        if list(self.table_rules) != sorted(set(self.table_rules)):
            raise ValueError("table rules are named once each, in order")

    def _opens_play(self) -> bool:
        """The game finds a session's first starter in play (``OPENING``), so it takes ``OPENING`` as a
        starter: a table continued after a hand nobody led (Tiến lên's void hand) carries it on."""
        return self.game.first_starter(self.rules, self.seats, bytes(32)) == OPENING

    @property
    def game_id(self) -> str:
        return self.game.id

    @property
    def seats(self) -> int:
        return len(self.seat_keys)

    @property
    def coach(self) -> bool:
        """Players may turn on the coach at this table."""
        return COACH in self.table_rules

    @property
    def waits_for_answers(self) -> bool:
        """No answer to the carry-on question keeps this table waiting (rather than going on with a bot)."""
        return WAIT_FOR_ANSWERS in self.table_rules

    @cached_property
    def shape(self) -> TableShape:
        """What the protocol checks at this table: seats, deck and the layout of a move."""
        return table_shape(self.game, self.seats)

    def to_canonical(self) -> list[Any]:
        rules = self.game.rules_to_canonical(self.rules)
        table = [
            self.table_id,
            rules if self.game_id == DEFAULT_GAME else [self.game_id, self.game.engine_version, *rules],
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
    def from_canonical(cls, data: Any, games: Mapping[str, AnyGame] = GAMES) -> TableConfig:
        """The table ``data`` describes, its game found among ``games``; ValueError saying what is wrong
        (a game this client does not play, at another engine version, or with rules it does not take)."""
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
        game, values = game_rules(rules, games)
        return cls(
            bytes(table_id),
            values,
            tuple(keys),
            tuple(names),
            tuple(bots),
            host,
            tuple(peers),
            tuple(more[0]) if more else (),
            Continues.from_canonical(more[1]) if len(more) >= 2 and more[1] is not None else None,
            waits,
            game,
        )

    def digest(self) -> bytes:
        import msgpack

        return hashlib.blake2b(msgpack.packb(self.to_canonical(), use_bin_type=True), digest_size=32).digest()

    def describe_seat(self, seat: int) -> str:
        kind = f"{self.bots[seat]} bot" if self.bots[seat] else "human"
        return f"{self.names[seat]} ({kind}, {fingerprint(self.seat_keys[seat])})"
