"""Headless full-information play: bots at every seat, the engine as referee."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .bots.base import SeatAgent
from .bots.greedy import GreedyBot
from .bots.strong import StrongBot
from .detrng import DetRng
from .engine.actions import Action, deal
from .engine.cards import NUM_CARDS
from .engine.rules import RuleSet
from .engine.session import SessionState, starter_from_dice
from .engine.state import SEATS, HandResult, HandState, Phase, new_hand
from .engine.transitions import Event, apply, legal_actions

Observer = Callable[[HandState, Action, HandState, list[Event]], None]
"""Told of every applied action: the state before, the action, the state after and the engine's events."""

BOT_LEVELS: dict[str, Callable[[], SeatAgent]] = {"greedy": GreedyBot, "strong": StrongBot}


def make_bot(level: str) -> SeatAgent:
    try:
        return BOT_LEVELS[level]()
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(BOT_LEVELS)}") from None


def shuffled_deck(rng: DetRng) -> tuple[int, ...]:
    deck = list(range(NUM_CARDS))
    rng.shuffle(deck)
    return tuple(deck)


def play_hand(
    rules: RuleSet,
    starter: int,
    deck: tuple[int, ...],
    agents: Sequence[SeatAgent],
    observe: Observer | None = None,
) -> tuple[HandState, list[Action]]:
    """Play one hand to its end; each agent sees only its own view."""
    state = new_hand(rules, starter)
    first = deal(deck)
    before = state
    state, events = apply(state, first)
    if observe is not None:
        observe(before, first, state, events)
    actions = [first]
    while state.phase != Phase.ENDED:
        for seat in state.awaiting():
            legal = legal_actions(state, seat)
            action = legal[0] if len(legal) == 1 else agents[seat].choose(state.view(seat), seat, legal)
            before = state
            state, events = apply(state, action)
            if observe is not None:
                observe(before, action, state, events)
            actions.append(action)
            if state.phase == Phase.ENDED or state.phase != Phase.CLAIM:
                break
    return state, actions


@dataclass
class SimStats:
    seats: tuple[str, ...]
    hands: int = 0
    wins: list[int] = field(default_factory=lambda: [0] * SEATS)
    no_winner: int = 0
    win_points: list[int] = field(default_factory=lambda: [0] * SEATS)
    scores: tuple[int, int, int, int] = (0, 0, 0, 0)
    actions: int = 0

    def record(self, result: HandResult, actions: int) -> None:
        self.hands += 1
        self.actions += actions
        if result.winner < 0:
            self.no_winner += 1
        else:
            self.wins[result.winner] += 1
            self.win_points[result.winner] += result.points

    def to_json(self) -> dict[str, object]:
        return {
            "hands": self.hands,
            "seats": [
                {
                    "seat": seat,
                    "bot": self.seats[seat],
                    "wins": self.wins[seat],
                    "win_rate": self.wins[seat] / self.hands if self.hands else 0.0,
                    "average_win_points": self.win_points[seat] / self.wins[seat] if self.wins[seat] else 0.0,
                    "net_score": self.scores[seat],
                }
                for seat in range(SEATS)
            ],
            "no_winner": self.no_winner,
            "no_winner_rate": self.no_winner / self.hands if self.hands else 0.0,
            "average_win_points": sum(self.win_points) / max(1, sum(self.wins)),
            "actions": self.actions,
        }


def simulate(
    hands: int,
    seed: int | str,
    seats: Sequence[str],
    rules: RuleSet | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> SimStats:
    """Play ``hands`` hands as one session; the same seed gives the same games."""
    if len(seats) != SEATS:
        raise ValueError(f"a table has {SEATS} seats, got {len(seats)}")
    rules = rules or RuleSet()
    agents = [make_bot(level) for level in seats]
    rng = DetRng(f"tusac-sim:{seed}")
    session = SessionState.start(rules, starter_from_dice([rng.below(6) + 1, rng.below(6) + 1]))
    stats = SimStats(tuple(seats))
    for index in range(hands):
        state, actions = play_hand(rules, session.starter, shuffled_deck(rng), agents)
        assert state.result is not None
        session = session.after(state.result)
        stats.record(state.result, len(actions))
        if progress is not None:
            progress(index + 1, hands)
    stats.scores = session.scores
    return stats
