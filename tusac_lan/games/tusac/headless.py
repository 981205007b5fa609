"""Headless full-information play: bots at every seat, the engine as referee."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...detrng import DetRng
from ..api import Outcome
from ..four_colour.cards import NUM_CARDS
from ..match_stats import SimStats
from .bots import levels
from .bots.base import SeatAgent
from .bots.greedy import GreedyBot
from .bots.strong import StrongBot
from .engine.actions import Action, deal
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
    """Play one hand to its end, a seat for each agent; each agent sees only its own view."""
    state = new_hand(rules, starter, len(agents))
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


def _outcome(result: HandResult) -> Outcome:
    """A hand's result as the simulator's figures count it (who won, by how many points)."""
    winners = (result.winner,) if result.winner >= 0 else ()
    return Outcome(result.payments, result.winner, result, winners, result.points)


def dice_starter(rules: RuleSet, rng: DetRng, seats: int = SEATS) -> int:
    """The first starter by the table's dice, thrown from ``rng``."""
    if rules.first_starter == FIRST_STARTER_TWO_DICE:
        return first_starter(rules, bytes([rng.below(6), rng.below(6)]), seats)
    return first_starter(rules, bytes(rng.below(256) for _ in range(16)), seats)


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
        stats.record(_outcome(state.result), len(actions), shift)
        if duplicate:
            stats.record_in_deal(_outcome(state.result), shift)
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
