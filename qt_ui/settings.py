"""What the client remembers between runs (QSettings)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from protocol.identity import default_directory
from tusac_lan.games import DEFAULT_GAME, GAMES, find_game
from tusac_lan.games.api import Refusal
from tusac_lan.peer.options import PeerOptions, parse_deadlines
from tusac_lan.table.config import DEFAULT_WAITS

from .own_table import Rules, default_rules, known_level

DEFAULT_REJOIN_WAIT = PeerOptions(identity_dir=Path()).rejoin_wait


@dataclass
class ClientSettings:
    name: str = "Player"
    default_name: bool = True
    """The player kept the default name: it is stored as "" and shown in the player's language."""
    identity_dir: str = ""
    animation_ms: int = 350
    claim_seconds: int = 15
    bot_pace_ms: int = 800
    """At least this long between two moves of the others shown at the table (0: at once)."""
    bot_level: str = "good"
    bot_levels: tuple[str, str, str] = ("good", "good", "good")
    """The bots of Play now, East, North and West."""
    language: str = ""
    """A language code of ``i18n.LANGUAGES``, or "" to follow the system."""
    rules: Rules = field(default_factory=default_rules)
    game: str = DEFAULT_GAME
    """The game last chosen in the lobby."""
    game_rules: dict[str, Any] = field(default_factory=dict)
    """The house rules last chosen for each game played through its plugin (Tứ Sắc's are ``rules``)."""
    hands: int = 8
    """The hands of a session, as last chosen in the lobby."""
    host_address: str = "0.0.0.0:7777"
    """Where this player last hosted a table."""
    join_address: str = ""
    """The address this player last joined a table at."""
    rejoin_wait: float = DEFAULT_REJOIN_WAIT
    """Seconds a LAN table waits for a player whose connection dropped (no control in the window: set in the
    settings file, e.g. for a slow network or for trying the going-on-with-a-bot path quickly)."""
    deadlines: str = ""
    """The table's deadlines as ``PROTOCOL,MOVE[,GRACE]`` seconds ("" or invalid: the protocol's); every
    peer of a table should use the same."""

    @classmethod
    def load(cls, store: QSettings) -> ClientSettings:
        game = find_game(DEFAULT_GAME)
        rules = {}
        for option, default in game.rule_values(game.default_rules()).items():
            rules[option] = int(store.value(f"rules/{option}", default))  # type: ignore[call-overload]
        rule_set = game.rules_from_values(rules)
        if isinstance(rule_set, Refusal):
            rule_set = game.default_rules()
        chosen = str(store.value("game", DEFAULT_GAME))
        return cls(
            game=chosen if chosen in GAMES else DEFAULT_GAME,
            game_rules=_game_rules(store),
            name=str(store.value("name", "")),
            default_name=not str(store.value("name", "")).strip(),
            identity_dir=str(store.value("identity_dir", str(default_directory()))),
            animation_ms=int(store.value("animation_ms", 350)),  # type: ignore[call-overload]
            claim_seconds=int(store.value("claim_seconds", 15)),  # type: ignore[call-overload]
            bot_pace_ms=int(store.value("bot_pace_ms", 800)),  # type: ignore[call-overload]
            bot_level=str(store.value("bot_level", "good")),
            bot_levels=_three_levels(str(store.value("bot_levels", "")), str(store.value("bot_level", "good"))),
            language=str(store.value("language", "")),
            rules=rule_set,
            hands=_hands(store.value("hands", 8)),
            host_address=str(store.value("host_address", "0.0.0.0:7777")).strip() or "0.0.0.0:7777",
            join_address=str(store.value("join_address", "")).strip(),
            rejoin_wait=_positive(store.value("rejoin_wait", DEFAULT_REJOIN_WAIT), DEFAULT_REJOIN_WAIT),
            deadlines=_listed(store.value("deadlines", "")),
        )

    def table_deadlines(self) -> tuple[float, float, float] | None:
        """The deadlines set in the settings file, None for the protocol's."""
        try:
            return parse_deadlines(self.deadlines) if self.deadlines else None
        except ValueError:
            return None

    def move_deadline(self) -> float:
        """The move deadline of the tables this player hosts (the settings', else the protocol's)."""
        deadlines = self.table_deadlines()
        return deadlines[1] if deadlines is not None else DEFAULT_WAITS.move

    def save(self, store: QSettings) -> None:
        store.setValue("name", "" if self.default_name else self.name)
        store.setValue("identity_dir", self.identity_dir)
        store.setValue("animation_ms", self.animation_ms)
        store.setValue("claim_seconds", self.claim_seconds)
        store.setValue("bot_pace_ms", self.bot_pace_ms)
        store.setValue("bot_level", self.bot_level)
        store.setValue("bot_levels", ",".join(self.bot_levels))
        store.setValue("language", self.language)
        store.setValue("hands", self.hands)
        store.setValue("host_address", self.host_address)
        store.setValue("join_address", self.join_address)
        if self.deadlines:
            store.setValue("deadlines", self.deadlines)
        for option, value in find_game(DEFAULT_GAME).rule_values(self.rules).items():
            store.setValue(f"rules/{option}", value)
        store.setValue("game", self.game)
        for game_id in sorted(self.game_rules):
            if game_id in GAMES:
                for option, value in GAMES[game_id].rule_values(self.game_rules[game_id]).items():
                    store.setValue(f"game_rules/{game_id}/{option}", value)
        # No sync here: a sync writes the file (~20 ms) and saving happens inside click handlers;
        # QSettings writes on its own soon after, and the window syncs when it closes.


def _game_rules(store: QSettings) -> dict[str, Any]:
    """The saved house rules of the plugin games: an option not saved (or not a number) keeps its default;
    rules the game refuses are left out (the lobby then offers the game's defaults)."""
    chosen: dict[str, Any] = {}
    for game_id in sorted(GAMES):
        if game_id == DEFAULT_GAME:
            continue
        game = GAMES[game_id]
        values: dict[str, int] = {}
        for option in game.rule_values(game.default_rules()):
            key = f"game_rules/{game_id}/{option}"
            if store.contains(key):
                try:
                    values[option] = int(str(store.value(key)))
                except ValueError:
                    continue
        if values:
            rules = game.rules_from_values(values)
            if not isinstance(rules, Refusal):
                chosen[game_id] = rules
    return chosen


def _hands(value: object) -> int:
    """A saved count of hands, within the lobby's 1-100 (8 when it is not one)."""
    try:
        hands = int(str(value))
    except ValueError:
        return 8
    return min(100, max(1, hands))


def _positive(value: object, default: float) -> float:
    try:
        number = float(str(value))
    except ValueError:
        return default
    return number if 0 < number <= 24 * 3600 else default


def _three_levels(saved: str, one: str) -> tuple[str, str, str]:
    """The three bots of Play now as saved ("good,good,expert"), else all three at the single level."""
    parts = saved.split(",") if saved else [one] * 3
    if len(parts) != 3 or not all(known_level(part) for part in parts):
        parts = [one if known_level(one) else "good"] * 3
    return parts[0], parts[1], parts[2]


def _listed(value: object) -> str:
    """A comma-separated setting: QSettings reads ``30,40`` written without quotes as a list of strings."""
    if isinstance(value, list):
        return ",".join(str(item) for item in value)
    return str(value)
