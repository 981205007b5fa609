"""Tứ Sắc, the game this project started with, as a value of the game interface."""

from __future__ import annotations

from ..api import Game
from .engine.actions import Action
from .engine.rules import RuleSet
from .engine.state import HandState
from .game import TusacGame

GAME: Game[HandState, Action, RuleSet] = TusacGame()
