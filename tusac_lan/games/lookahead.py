"""The expert bots' common tools over the game interface: a hand played on from a sampled full state (every
card known to it, as an expert imagines the unseen cards) to its end, each seat's agent choosing from its
own view of it; and the choice among candidate moves scored over the same sampled deals.

Nothing here reads a clock or the ``random`` module: the sampling is the caller's (a ``DetRng`` seeded
from what its seat sees), and the work is bounded by counts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from .api import Game, Refusal, SeatAgent

S = TypeVar("S")
M = TypeVar("M")
R = TypeVar("R")

MOST_STEPS = 2_000
"""A playout longer than this is left where it got to (hands end far sooner)."""


def play_on(game: Game[S, M, R], state: S, agents: Sequence[SeatAgent[S, M]], most_steps: int = MOST_STEPS) -> S:
    """``state`` (a full state: every card it will open is known to it) played to the hand's end, each
    owed seat choosing from its own view, every reveal opened from the state's own cards. A step the game
    refuses ends the playout where it is (the caller scores an unfinished hand)."""
    for _ in range(most_steps):
        waiting = game.waiting(state)
        if waiting.ended:
            break
        after: S | Refusal
        if waiting.reveals:
            reveal = waiting.reveals[0]
            known = game.known(state)
            after = game.apply_reveal(state, reveal, tuple(known[slot] for slot in reveal.slots))
        elif waiting.seats:
            seat = waiting.seats[0]
            legal = game.legal(state, seat)
            if not legal:
                break
            move = legal[0] if len(legal) == 1 else agents[seat].choose(game.view(state, seat), seat, legal)
            after = game.apply(state, seat, move)
        else:
            break
        if isinstance(after, Refusal):
            break
        state = after
    return state


def scored_on_samples(
    rounds: int, draw: Callable[[], S], options: Sequence[M], score: Callable[[S, M], float]
) -> list[list[float]]:
    """Each of ``options`` scored on the same ``rounds`` sampled deals (``draw`` one, in turn): a row per
    option, as ``best_paired`` takes them."""
    values: list[list[float]] = [[] for _ in options]
    for _ in range(rounds):
        world = draw()
        for index, move in enumerate(options):
            values[index].append(score(world, move))
    return values


def best_paired(values: Sequence[Sequence[float]], sure: float = 1.0) -> int:
    """The candidate with the best mean among those that beat the first (the fallback move) by more than
    ``sure`` standard errors of their paired differences (each row scored on the same sampled deals);
    else the first. Taking the plain best of a few noisy means would trade good moves for lucky ones."""
    best, best_mean = 0, 0.0
    rounds = len(values[0]) if values else 0
    if rounds == 0:
        return 0
    for index in range(1, len(values)):
        diffs = [mine - first for mine, first in zip(values[index], values[0])]
        mean = sum(diffs) / rounds
        spread = sum((diff - mean) ** 2 for diff in diffs) / max(1, rounds - 1)
        if mean > best_mean and mean * mean * rounds > sure * sure * spread:
            best, best_mean = index, mean
    return best
