"""The simulator's figures: ``SimStats`` lives in ``games.match_stats``, below both the simulator and the
games (a game's own headless loop counts with it too)."""

from ..games.match_stats import SimStats

__all__ = ["SimStats"]
