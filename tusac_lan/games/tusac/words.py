"""Tứ Sắc's steps in words (the terminal's narration) and its coach behind the game interface."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..api import EVERYONE, Card, Hint, Moved, Seat, Step
from ..four_colour.cards import card_code
from .coach import COACH_BUDGET, suggest
from .engine.actions import Action, ActionType, draw
from .engine.state import SEAT_NAMES, HandResult, HandState
from .engine.transitions import IllegalAction, apply
from .narration import narrate


class TusacNarrator:
    def card_code(self, card: Card) -> str:
        return card_code(card)

    def seat_name(self, seat: Seat, seats: int) -> str:
        return SEAT_NAMES[seat]

    def tell(self, before: HandState, step: Step[Action], after: HandState) -> list[str]:
        if isinstance(step, Moved):
            action = step.move
        elif step.reveal.to == EVERYONE:
            action = draw(before.current, step.reveal.slots[0], step.cards[0])
        else:
            return []  # a hand opened to its owner is not told
        try:
            _, events = apply(before, action)
        except IllegalAction:
            return []
        return narrate(before, action, after, events)

    # Tứ Sắc's files are told by tusac_lan.games.tusac.story (pinned bytes); these serve any other caller.
    def move_json(self, before: HandState, step: Moved[Action], after: HandState) -> dict[str, Any]:
        action = step.move
        return {"kind": ActionType(action.type).name.lower(), "cards": [card_code(c) for c in action.cards if c >= 0]}

    def result_json(self, account: HandResult) -> dict[str, Any]:
        if account.winner < 0:
            return {"end": "no winner"}
        return {"end": "win", "winner": account.winner, "points": account.points}

    def result_lines(self, account: HandResult) -> list[str]:
        if account.winner < 0:
            return ["no winner, the deck ran down"]
        return [f"{SEAT_NAMES[account.winner]} wins with {account.points} points"]


class TusacCoach:
    def hint(self, view: HandState, seat: Seat, legal: Sequence[Action]) -> Hint[Action]:
        suggestion = suggest(view, seat, legal, COACH_BUDGET, "coach")
        return Hint(suggestion.action, suggestion.reason)
