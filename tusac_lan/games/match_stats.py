"""The simulator's figures, per entry of its line-up of bots: integer sums, so parts of a match played in
other processes add up to the same figures."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from .api import Outcome


@dataclass
class SimStats:
    """Without rotation entry i sits at seat i; with rotation it moves one seat on each hand, so every bot
    plays every seat equally often."""

    seats: tuple[str, ...]
    """The bot of each entry (its name)."""
    rotate: bool = False
    hands: int = 0
    wins: list[int] = field(init=False)
    no_winner: int = 0
    win_points: list[int] = field(init=False)
    payments: list[int] = field(init=False)
    payment_squares: list[int] = field(init=False)
    actions: int = 0
    """The deal and every step after it, over all hands."""
    deals: int = 0
    """Deals completed in a duplicate match (each played once with every entry in every seat)."""
    deal_payment_squares: list[int] = field(init=False)
    """Per entry, the sum over those deals of the square of its payment summed over the deal's hands."""
    deal_score_squares: list[float] = field(init=False)
    """Per entry and deal, its wins less the other entries' wins over (seats - 1), squared and summed."""
    _deal_payment: list[int] = field(init=False)
    _deal_score: list[float] = field(init=False)

    def __post_init__(self) -> None:
        count = len(self.seats)
        self.wins, self.win_points, self.payments, self.payment_squares = ([0] * count for _ in range(4))
        self.deal_payment_squares, self._deal_payment = [0] * count, [0] * count
        self.deal_score_squares, self._deal_score = [0.0] * count, [0.0] * count

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.payments)

    def _seat(self, entry: int, shift: int) -> int:
        return (entry + shift) % len(self.seats)

    def record(self, outcome: Outcome, actions: int, shift: int = 0) -> None:
        """One hand in which entry i sat at seat (i + shift) mod the number of seats."""
        self.hands += 1
        self.actions += actions
        for entry in range(len(self.seats)):
            seat = self._seat(entry, shift)
            paid = outcome.payments[seat]
            self.payments[entry] += paid
            self.payment_squares[entry] += paid * paid
            if seat in outcome.winners:
                self.wins[entry] += 1
                self.win_points[entry] += outcome.points
        if not outcome.winners:
            self.no_winner += 1

    def record_in_deal(self, outcome: Outcome, shift: int) -> None:
        """The same hand as part of a duplicate deal; the deal is complete after its last seating."""
        count = len(self.seats)
        for entry in range(count):
            seat = self._seat(entry, shift)
            self._deal_payment[entry] += outcome.payments[seat]
            others = len(outcome.winners) - (seat in outcome.winners)
            if seat in outcome.winners:
                self._deal_score[entry] += 1.0
            if others:
                self._deal_score[entry] -= others / (count - 1)
        if shift == count - 1:
            self.deals += 1
            for entry in range(count):
                self.deal_payment_squares[entry] += self._deal_payment[entry] ** 2
                self.deal_score_squares[entry] += self._deal_score[entry] ** 2
            self._deal_payment = [0] * count
            self._deal_score = [0.0] * count

    def merge(self, other: SimStats) -> None:
        """Add another run's figures (a part of the same match played elsewhere)."""
        if other.seats != self.seats or other.rotate != self.rotate:
            raise ValueError("only runs of the same seats can be merged")
        self.hands += other.hands
        self.actions += other.actions
        self.no_winner += other.no_winner
        self.deals += other.deals
        for entry in range(len(self.seats)):
            self.deal_payment_squares[entry] += other.deal_payment_squares[entry]
            self.deal_score_squares[entry] += other.deal_score_squares[entry]
            self.wins[entry] += other.wins[entry]
            self.win_points[entry] += other.win_points[entry]
            self.payments[entry] += other.payments[entry]
            self.payment_squares[entry] += other.payment_squares[entry]

    def entry_json(self, entry: int) -> dict[str, object]:
        hands = max(1, self.hands)
        rate = self.wins[entry] / hands
        mean = self.payments[entry] / hands
        variance = max(0.0, self.payment_squares[entry] / hands - mean * mean)
        return {
            "seat": entry,
            "bot": self.seats[entry],
            "wins": self.wins[entry],
            "win_rate": rate,
            "win_rate_ci95": 1.96 * math.sqrt(rate * (1 - rate) / hands),
            "average_win_points": self.win_points[entry] / self.wins[entry] if self.wins[entry] else 0.0,
            "net_score": self.payments[entry],
            "mean_payment": mean,
            "mean_payment_ci95": 1.96 * math.sqrt(variance / hands),
        }

    def to_json(self) -> dict[str, object]:
        """The figures `tusac sim --json` prints (Tứ Sắc's keys and order, for every game)."""
        return {
            "hands": self.hands,
            "rotate": self.rotate,
            "seats": [self.entry_json(entry) for entry in range(len(self.seats))],
            "no_winner": self.no_winner,
            "no_winner_rate": self.no_winner / self.hands if self.hands else 0.0,
            "average_win_points": sum(self.win_points) / max(1, sum(self.wins)),
            "actions": self.actions,
        }
