"""The simulator: bots play any game headless over the game interface, and the figures of their match."""

from .run import PART_HANDS, Match, simulate
from .stats import SimStats

__all__ = ["PART_HANDS", "Match", "SimStats", "simulate"]
