"""A session's running state at the table: hands finished, scores, and who starts the next hand. The game
says who starts next (``Outcome.next_starter``); the table only keeps count."""

from __future__ import annotations

from typing import NamedTuple

from ..games.api import Outcome, Seat


class SessionState(NamedTuple):
    hands_played: int
    starter: Seat
    """Who starts (or deals) the next hand, as the game last said."""
    scores: tuple[int, ...]
    """One per seat, in the game's least unit."""

    @classmethod
    def start(cls, seats: int, starter: Seat) -> SessionState:
        return cls(0, starter, (0,) * seats)

    def after(self, outcome: Outcome) -> SessionState:
        scores = tuple(score + paid for score, paid in zip(self.scores, outcome.payments, strict=True))
        return SessionState(self.hands_played + 1, outcome.next_starter, scores)
