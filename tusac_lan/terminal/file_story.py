"""Which story tells a game's hand files: a game with a terminal plugin tells them in its own words (Tứ Sắc:
pinned bytes); every other game is told through its narrator by the table's ``GameStory``."""

from __future__ import annotations

from ..games import AnyGame, load_terminal
from ..table.hand_story import GameStory
from ..table.narrator import Narrator


def file_story(game: AnyGame) -> Narrator:
    plugin = load_terminal(game)
    return plugin.file_story() if plugin is not None else GameStory(game)
