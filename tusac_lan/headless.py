"""Headless full-information play: bots at every seat, the engine as referee."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .bots import levels
from .bots.base import SeatAgent
from .bots.greedy import GreedyBot
from .bots.strong import StrongBot
from .detrng import DetRng
from .engine.actions import Action, deal
from .engine.cards import NUM_CARDS
from .engine.rules import FIRST_STARTER_TWO_DICE, RuleSet
from .engine.scoring import settled
from .engine.session import SessionState, first_starter
from .engine.state import SEATS, HandResult, HandState, Phase, new_hand
from .engine.transitions import Event, apply, legal_actions

Observer = Callable[[HandState, Action, HandState, list[Event]], None]
"""Told of every applied action: the state before, the action, the state after and the engine's events."""

BOT_LEVELS: dict[str, Callable[[], SeatAgent]] = {"greedy": GreedyBot, "strong": StrongBot}
"""The old fixed-strength levels; :mod:`bots.levels` has every level, plain names included."""


def make_bot(level: str, budget: int | None = None, seed: str = "") -> SeatAgent:
    """A bot by level name: beginner/greedy, good/strong, expert (``budget``: its rollouts a decision)."""
    return levels.make_bot(level, budget, seed)


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
    return settled(state), actions


@dataclass
class SimStats:
    """Figures per entry of the seat list: without rotation entry i sits at seat i; with rotation it moves
    one seat on each hand, so every bot plays every seat equally often."""

    seats: tuple[str, ...]
    rotate: bool = False
    hands: int = 0
    wins: list[int] = field(default_factory=lambda: [0] * SEATS)
    no_winner: int = 0
    win_points: list[int] = field(default_factory=lambda: [0] * SEATS)
    payments: list[int] = field(default_factory=lambda: [0] * SEATS)
    payment_squares: list[int] = field(default_factory=lambda: [0] * SEATS)
    actions: int = 0
    deals: int = 0
    """Deals completed in a duplicate match (each played once with every entry in every seat)."""
    deal_payment_squares: list[int] = field(default_factory=lambda: [0] * SEATS)
    """Per entry, the sum over those deals of the square of its payment summed over the deal's hands."""
    deal_score_squares: list[float] = field(default_factory=lambda: [0.0] * SEATS)
    """Per entry and deal, its wins less a third of the other entries' wins, squared and summed."""
    _deal_payment: list[int] = field(default_factory=lambda: [0] * SEATS)
    _deal_score: list[float] = field(default_factory=lambda: [0.0] * SEATS)

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.payments)

    def record(self, result: HandResult, actions: int, shift: int = 0) -> None:
        """One hand in which entry i sat at seat (i + shift) mod 4."""
        self.hands += 1
        self.actions += actions
        for entry in range(SEATS):
            seat = (entry + shift) % SEATS
            paid = result.payments[seat]
            self.payments[entry] += paid
            self.payment_squares[entry] += paid * paid
            if result.winner == seat:
                self.wins[entry] += 1
                self.win_points[entry] += result.points
        if result.winner < 0:
            self.no_winner += 1

    def record_in_deal(self, result: HandResult, shift: int) -> None:
        """The same hand as part of a duplicate deal; the deal is complete after its last seating."""
        for entry in range(SEATS):
            seat = (entry + shift) % SEATS
            self._deal_payment[entry] += result.payments[seat]
            if result.winner == seat:
                self._deal_score[entry] += 1.0
            elif result.winner >= 0:
                self._deal_score[entry] -= 1.0 / 3.0
        if shift == SEATS - 1:
            self.deals += 1
            for entry in range(SEATS):
                self.deal_payment_squares[entry] += self._deal_payment[entry] ** 2
                self.deal_score_squares[entry] += self._deal_score[entry] ** 2
            self._deal_payment = [0] * SEATS
            self._deal_score = [0.0] * SEATS

    def merge(self, other: SimStats) -> None:
        """Add another run's figures (a part of the same match played elsewhere)."""
        if other.seats != self.seats or other.rotate != self.rotate:
            raise ValueError("only runs of the same seats can be merged")
        self.hands += other.hands
        self.actions += other.actions
        self.no_winner += other.no_winner
        self.deals += other.deals
        for entry in range(SEATS):
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
        return {
            "hands": self.hands,
            "rotate": self.rotate,
            "seats": [self.entry_json(entry) for entry in range(SEATS)],
            "no_winner": self.no_winner,
            "no_winner_rate": self.no_winner / self.hands if self.hands else 0.0,
            "average_win_points": sum(self.win_points) / max(1, sum(self.wins)),
            "actions": self.actions,
        }


def dice_starter(rules: RuleSet, rng: DetRng) -> int:
    """The first starter by the table's dice, thrown from ``rng``."""
    if rules.first_starter == FIRST_STARTER_TWO_DICE:
        return first_starter(rules, bytes([rng.below(6), rng.below(6)]))
    return first_starter(rules, bytes(rng.below(256) for _ in range(16)))


def simulate(
    hands: int,
    seed: int | str,
    seats: Sequence[str],
    rules: RuleSet | None = None,
    progress: Callable[[int, int], None] | None = None,
    rotate: bool = False,
    budget: int | None = None,
    duplicate: bool = False,
) -> SimStats:
    """Play ``hands`` hands as one session; the same seed gives the same games.

    ``rotate`` moves every bot one seat on after each hand; ``budget`` is the expert's rollouts a decision.
    ``duplicate`` (with ``rotate``) plays each deal four times, same cards and starter, the bots moved one
    seat on each time, so every bot holds every hand of it: luck of the deal cancels out.
    """
    if duplicate and not rotate:
        raise ValueError("a duplicate match rotates the bots")
    if len(seats) != SEATS:
        raise ValueError(f"a table has {SEATS} seats, got {len(seats)}")
    rules = rules or RuleSet()
    agents = [make_bot(level, budget, seed=f"{seed}:{entry}") for entry, level in enumerate(seats)]
    rng = DetRng(f"tusac-sim:{seed}")
    session = SessionState.start(rules, dice_starter(rules, rng))
    stats = SimStats(tuple(seats), rotate)
    for index in range(hands):
        shift = index % SEATS if rotate else 0
        at_seats = [agents[(seat - shift) % SEATS] for seat in range(SEATS)]
        if not duplicate or shift == 0:
            deck, starter = shuffled_deck(rng), session.starter
        state, actions = play_hand(rules, starter, deck, at_seats)
        assert state.result is not None
        session = session.after(state.result, state.current)
        stats.record(state.result, len(actions), shift)
        if duplicate:
            stats.record_in_deal(state.result, shift)
        if progress is not None:
            progress(index + 1, hands)
    return stats


def _leave_ctrl_c_to_the_parent() -> None:
    """A worker ignores Ctrl-C (the whole terminal's process group gets it): the parent ends the pool and
    says so once, instead of every worker printing a traceback."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _simulate_part(job: tuple[int, str, tuple[str, ...], RuleSet, bool, int | None, bool]) -> SimStats:
    hands, seed, seats, rules, rotate, budget, duplicate = job
    return simulate(hands, seed, seats, rules, None, rotate, budget, duplicate)


PART_HANDS = 200
"""A match of more hands is played as sessions of this many hands each (``{seed}/{part}``)."""


def simulate_parallel(
    hands: int,
    seed: int | str,
    seats: Sequence[str],
    rules: RuleSet | None = None,
    progress: Callable[[int, int], None] | None = None,
    rotate: bool = False,
    budget: int | None = None,
    workers: int = 1,
    on_part: Callable[[SimStats], None] | None = None,
    duplicate: bool = False,
) -> SimStats:
    """``simulate`` for long matches: up to ``PART_HANDS`` hands, exactly ``simulate``; more, sessions of
    ``PART_HANDS`` hands with the seeds ``{seed}/{part}``, shared among ``workers`` processes. The figures
    depend on the seed and the number of hands, not on the workers. ``on_part`` sees each finished part."""
    if hands <= PART_HANDS:
        stats = simulate(hands, seed, seats, rules, progress, rotate, budget, duplicate)
        if on_part is not None:
            on_part(stats)
        return stats
    import multiprocessing

    rules = rules or RuleSet()
    parts = -(-hands // PART_HANDS)
    unit = SEATS if duplicate else 1  # a duplicate deal stays in one part
    units = -(-hands // unit)
    shares = [(units // parts + (1 if part < units % parts else 0)) * unit for part in range(parts)]
    jobs = [
        (share, f"{seed}/{part}", tuple(seats), rules, rotate, budget, duplicate) for part, share in enumerate(shares)
    ]
    total = SimStats(tuple(seats), rotate)
    with multiprocessing.get_context("spawn").Pool(max(1, workers), initializer=_leave_ctrl_c_to_the_parent) as pool:
        for part in pool.imap(_simulate_part, jobs):
            total.merge(part)
            if on_part is not None:
                on_part(part)
            if progress is not None:
                progress(total.hands, hands)
    return total
