"""Kuaho (Cuajo), the Philippine partnership rummy of seed 002 on the four-colour deck (docs/RULES_KUAHO.md)."""

from __future__ import annotations

from ..api import Game
from .game import KuahoGame
from .rules import KuahoRules
from .state import KuahoMove, KuahoState

GAME: Game[KuahoState, KuahoMove, KuahoRules] = KuahoGame()
