"""The steps of a turn as one seat saw them: what a front end (the desktop client, the terminal) tells of a
``TurnApplied`` from its node, with the views before and after each step."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .api import EVERYONE, UNKNOWN, Game, Moved, Opened, Refusal, Seat, Step

AnyGame = Game[Any, Any, Any]


def seen_steps(game: AnyGame, before: Any, records: Sequence[object], me: Seat = 0) -> list[tuple[Any, Step[Any], Any]]:
    """The steps of one turn as the player's seat saw them, each with its views before and after.

    ``records`` are the turn's ``step_record``s applied to ``before`` (the node's state): a reveal as it
    is, a move without its seat, which is found again as the seat the state waited for whose move it
    is. A reveal to another seat shows no card."""
    seen: list[tuple[Any, Step[Any], Any]] = []
    state = before
    for record in records:
        if isinstance(record, Opened):
            after = game.apply_reveal(state, record.reveal, record.cards)
            step: Step[Any] = record
            if record.reveal.to not in (me, EVERYONE):
                step = Opened(record.reveal, (UNKNOWN,) * len(record.cards))
        else:
            after, step = state, Moved(-1, record)
            for seat in game.waiting(state).seats:
                applied = game.apply(state, seat, record)
                if not isinstance(applied, Refusal):
                    after, step = applied, Moved(seat, record)
                    break
        if isinstance(after, Refusal):
            break  # the node applied it; this copy cannot: tell no more of the turn than is sure
        seen.append((game.view(state, me), step, game.view(after, me)))
        state = after
    return seen
