"""The table's moves told in the player's language as they happen, one line each.

The steps come from ``engine_story.story`` (the narrator the history viewer uses too): a shown card's
fate is told once every seat has answered, with the claims that lost and the seat they lost to.
"""

from __future__ import annotations

from dataclasses import replace

from tusac_lan.engine.actions import Action
from tusac_lan.engine.state import HandState
from tusac_lan.engine_story import StoryStep, story

from .history_page import step_words
from .i18n import translate
from .words import seat_name

LOG_LINES = 60
"""Lines of the move log a snapshot keeps (the newest last)."""


def seat_label(names: tuple[str, ...], seat: int) -> str:
    """A player as the move log names them: name and seat."""
    name = names[seat] if 0 <= seat < len(names) else ""
    return translate("Moves", "{name} ({seat})").format(name=name, seat=seat_name(seat))


def move_line(step: StoryStep, names: tuple[str, ...]) -> str:
    labels = tuple(seat_label(names, seat) for seat in range(len(names)))
    text = step_words(replace(step, also=()), labels)
    if step.also and step.kind in ("take", "win"):
        losers = ", ".join(labels[s] for s in step.also)
        text += ". " + translate("Moves", "{losers} claimed it too and lost to {winner}").format(
            losers=losers, winner=labels[step.seat]
        )
    elif step.also:
        text += ". " + translate("Moves", "{losers} claimed it").format(losers=", ".join(labels[s] for s in step.also))
    return text


class MoveLog:
    """Follows one hand's turns (``TurnApplied``) and tells each new step once."""

    def __init__(self) -> None:
        self._trace: list[tuple[Action, HandState]] = []
        self._told = 0
        self.lines: tuple[str, ...] = ()

    def new_hand(self, number: int) -> None:
        self._trace, self._told = [], 0
        self._add([translate("Moves", "— Hand {number} —").format(number=number + 1)])

    def note(self, line: str) -> None:
        """A line about the table rather than a move (the session went on at a new table)."""
        self._add([line])

    def turn(
        self, before: HandState | None, actions: tuple[Action, ...], after: HandState, names: tuple[str, ...]
    ) -> list[StoryStep]:
        """Take one turn in; returns the steps it completed (already added to ``lines``)."""
        if before is None or not actions:
            return []
        # Only the state after the last answer matters to the story: the earlier answers of a claim
        # window leave the card shown, as ``before`` has it.
        for action in actions[:-1]:
            self._trace.append((action, before))
        self._trace.append((actions[-1], after))
        steps = story(self._trace)
        new = steps[self._told :]
        self._told = len(steps)
        self._add([move_line(step, names) for step in new])
        return new

    def _add(self, lines: list[str]) -> None:
        if lines:
            self.lines = (*self.lines, *lines)[-LOG_LINES:]
