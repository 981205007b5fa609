"""The games this client plays, found by their wire name."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from .api import ClientPlugin, Game, TerminalPlugin
from .kuaho import GAME as KUAHO
from .madiao import GAME as MADIAO
from .tienlen import GAME as TIENLEN
from .tusac import GAME as TUSAC

AnyGame = Game[Any, Any, Any]

DEFAULT_GAME = "tusac"
"""The game of a TABLE, announcement or file that names none."""

GAMES: Mapping[str, AnyGame] = MappingProxyType(
    {TUSAC.id: TUSAC, TIENLEN.id: TIENLEN, KUAHO.id: KUAHO, MADIAO.id: MADIAO}
)


class UnknownGame(ValueError):
    """A game id this client does not play."""


def find_game(game_id: str | None = None, games: Mapping[str, AnyGame] = GAMES) -> AnyGame:
    """The game named ``game_id`` (None: Tứ Sắc) among ``games`` (a caller adds its own by passing
    ``{**GAMES, ...}``; nothing global changes)."""
    name = DEFAULT_GAME if game_id is None else game_id
    game = games.get(name) if isinstance(name, str) else None
    if game is None:
        raise UnknownGame(f"this client does not play the game {name!r}; it plays {', '.join(sorted(games))}")
    return game


def load_client(game: AnyGame) -> ClientPlugin | None:
    """The game's client plugin, imported only now (it may import the GUI toolkit); None without one."""
    if game.client_plugin is None:
        return None
    plugin: ClientPlugin = importlib.import_module(game.client_plugin).PLUGIN
    if plugin.game_id != game.id:
        raise ValueError(f"the client plugin {game.client_plugin} is for {plugin.game_id!r}, not {game.id!r}")
    return plugin


def load_terminal(game: AnyGame) -> TerminalPlugin | None:
    """The game's terminal plugin, imported only now; None: the terminal plays it from the interface alone."""
    if game.terminal_plugin is None:
        return None
    plugin: TerminalPlugin = importlib.import_module(game.terminal_plugin).PLUGIN
    if plugin.game_id != game.id:
        raise ValueError(f"the terminal plugin {game.terminal_plugin} is for {plugin.game_id!r}, not {game.id!r}")
    return plugin
