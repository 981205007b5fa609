"""Tiến lên, the Vietnamese climbing game on the 52-card deck, for 2, 3 or 4 seats (docs/RULES_TIENLEN.md)."""

from __future__ import annotations

from ..api import Game
from .engine import TienLenMove, TienLenState
from .game import TienLenGame
from .rules import TienLenRules

GAME: Game[TienLenState, TienLenMove, TienLenRules] = TienLenGame()
