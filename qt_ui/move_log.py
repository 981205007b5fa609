"""The table's moves told in the player's language as they happen, one line each.

The steps come from ``games.tusac.story.story`` (the narrator the history viewer uses too, followed turn by
turn in ``snapshot.reduce``): a shown card's fate is told once every seat has answered, with the claims
that lost and the seat they lost to.
"""

from __future__ import annotations

from dataclasses import replace

from tusac_lan.games.tusac.client.words import seat_name
from tusac_lan.games.tusac.story import StoryStep

from .history_page import step_words
from .i18n import translate


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


def hand_heading(number: int) -> str:
    """The move log's first line for a hand."""
    return translate("Moves", "— Hand {number} —").format(number=number + 1)
