"""Tiến lên's bot levels, weakest first."""

from __future__ import annotations

from ..api import SeatAgent
from .bots import BeginnerBot, GoodBot
from .engine import TienLenMove, TienLenState
from .expert import PLAYOUTS, ExpertBot

LEVELS = ("beginner", "good", "expert")


def make_bot(level: str, budget: int | None = None) -> SeatAgent[TienLenState, TienLenMove]:
    """``budget``: the expert's playouts a decision."""
    if level == "beginner":
        return BeginnerBot()
    if level == "good":
        return GoodBot()
    if level == "expert":
        return ExpertBot(budget or PLAYOUTS)
    raise ValueError(f"unknown bot level {level!r}")
