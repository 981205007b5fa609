"""A hand played headless over the game interface: every card is known here, so every reveal is opened
at once from the deck, and each owed seat's agent chooses from its own view."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, NamedTuple, TypeVar

from .api import Card, Game, Moved, Observer, Opened, Refusal, Reveal, Seat, SeatAgent, Step, hands_of

S = TypeVar("S")
M = TypeVar("M")
R = TypeVar("R")
T = TypeVar("T")

MAX_STEPS = 100_000
"""A hand that takes more steps than this does not end: a fault of the game."""


class PlayoutError(RuntimeError):
    """The game refused a step its own legal moves or its deck gave, or a hand did not end."""


class Played(NamedTuple, Generic[S, M]):
    dealt: S
    """The state after the deal, every hand opened to its owner."""
    state: S
    steps: tuple[Step[M], ...]


def _taken(result: T | Refusal, what: str) -> T:
    if isinstance(result, Refusal):
        raise PlayoutError(f"the game refused {what}: {result.reason}")
    return result


def deal_hand(game: Game[S, M, R], rules: R, seats: int, starter: Seat, deck: Sequence[Card]) -> S:
    """The state after the deal with every hand opened to its owner (headless knows them all)."""
    plan = game.deal_plan(rules, seats, starter)
    first = tuple(deck[slot] for slot in plan.first)
    state = game.new_hand(rules, seats, starter, first)
    for seat, slots in enumerate(hands_of(plan.owners(first), seats)):
        state = _taken(game.apply_reveal(state, Reveal(slots, seat), tuple(deck[s] for s in slots)), "a dealt hand")
    return state


def play_hand(
    game: Game[S, M, R],
    rules: R,
    seats: int,
    starter: Seat,
    deck: Sequence[Card],
    agents: Sequence[SeatAgent[S, M]],
    observe: Observer[S, M] | None = None,
    max_steps: int = MAX_STEPS,
) -> Played[S, M]:
    """One hand to its end. A window's seats are asked one at a time in ascending order; a seat with a
    single legal move is not asked."""
    dealt = state = deal_hand(game, rules, seats, starter, deck)
    steps: list[Step[M]] = []
    waiting_of, legal_of, view_of, apply_move = game.waiting, game.legal, game.view, game.apply
    while not (waiting := waiting_of(state)).ended:
        if len(steps) >= max_steps:
            raise PlayoutError(f"the hand did not end within {max_steps} steps")
        step: Step[M]
        if waiting.reveals:
            reveal = waiting.reveals[0]
            step = Opened(reveal, tuple(deck[slot] for slot in reveal.slots))
            after = _taken(game.apply_reveal(state, reveal, step.cards), "a reveal it asked for")
        elif waiting.seats:
            seat = waiting.seats[0]
            legal = legal_of(state, seat)
            if not legal:
                raise PlayoutError(f"seat {seat} owes a move and has none")
            move = legal[0] if len(legal) == 1 else agents[seat].choose(view_of(state, seat), seat, legal)
            step = Moved(seat, move)
            applied = apply_move(state, seat, move)
            after = _taken(applied, f"seat {seat}'s move {move!r}") if isinstance(applied, Refusal) else applied
        else:
            raise PlayoutError("the hand waits for nothing and has not ended")
        if observe is not None:
            observe(state, step, after)
        steps.append(step)
        state = after
    return Played(dealt, state, tuple(steps))
