"""Running scores over a session of hands, and who starts the next hand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .rules import RuleSet
from .state import SEATS, HandResult


def starter_from_dice(dice: Sequence[int]) -> int:
    """Count the dice total round the table counter-clockwise from South (South counts 1)."""
    if not dice or any(not 1 <= d <= 6 for d in dice):
        raise ValueError("dice show 1 to 6")
    return (sum(dice) - 1) % SEATS


def next_starter(result: HandResult, starter: int) -> int:
    """The winner starts the next hand; after a hand without winner, the seat after the starter does."""
    return result.winner if result.winner >= 0 else (starter + 1) % SEATS


class SessionState(NamedTuple):
    rules: RuleSet
    hands_played: int
    starter: int
    scores: tuple[int, int, int, int]

    @classmethod
    def start(cls, rules: RuleSet, starter: int) -> SessionState:
        return cls(rules, 0, starter, (0, 0, 0, 0))

    def after(self, result: HandResult) -> SessionState:
        scores = tuple(s + p for s, p in zip(self.scores, result.payments))
        return SessionState(
            self.rules,
            self.hands_played + 1,
            next_starter(result, self.starter),
            (scores[0], scores[1], scores[2], scores[3]),
        )
