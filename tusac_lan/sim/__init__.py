"""The simulator: bots play any game headless over the game interface, and the figures of their match."""

from ..games.match_stats import SimStats
from .run import PART_HANDS, Match, simulate

__all__ = ["PART_HANDS", "Match", "SimStats", "simulate"]
