"""Which story tells a game's hand files: Tứ Sắc keeps its own (``games.tusac.story``, pinned bytes); every
other game is told through its narrator by the table's ``GameStory``."""

from __future__ import annotations

from ..games import AnyGame
from ..games.tusac.story import TusacNarrator
from ..table.hand_story import GameStory
from ..table.narrator import Narrator


def file_story(game: AnyGame) -> Narrator:
    return TusacNarrator() if game.id == TusacNarrator.game else GameStory(game)
