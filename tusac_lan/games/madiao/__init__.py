"""Ma Diao (馬吊), the Ming trick-taking game on the 40 money-suited cards (seed 003), as a value of the
game interface. Rules: docs/RULES_MADIAO.md."""

from __future__ import annotations

from ..api import Game
from .game import MadiaoGame
from .rules import MadiaoRules
from .state import MadiaoState, Move

GAME: Game[MadiaoState, Move, MadiaoRules] = MadiaoGame()
