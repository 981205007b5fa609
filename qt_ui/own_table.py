"""What the shell's own table pages, lobby and session take from the game those pages play (Tứ Sắc), asked
of its client plugin (``plugin.own_pages``) so that the shell never imports the game by name. The game's
values pass through here untouched (``View``, ``Move``, ``Rules``, ``Result``, ``StoryStep``)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from PySide6.QtWidgets import QPushButton

from tusac_lan.games import DEFAULT_GAME, find_game

from .plugin import own_pages

Rules = Any
"""The game's rules value: the shell only keeps it and hands it on (to the table, the settings, the form)."""
Move = Any
"""One of the legal moves the table offered, handed back as chosen."""
View = Any
"""The hand's state as a seat sees it (or with every card known, after the audit)."""
Result = Any
"""The game's own account of a hand's result."""
StoryStep = Any
"""One step of the hand as the game tells it."""
Groups = list[tuple[list[int], bool]]
"""A hand sorted into groups of cards; True marks trash."""


def seat_name(seat: int) -> str:
    return own_pages().seat_name(seat)


def bot_level_name(level: str) -> str:
    return own_pages().bot_level_name(level)


def bot_levels() -> tuple[str, ...]:
    """Bot levels offered, weakest first."""
    return own_pages().bot_levels


def known_level(level: str) -> bool:
    """A level name the game's bots take (plain or an older name)."""
    return own_pages().known_level(level)


def plain_level(level: str) -> str:
    return own_pages().plain_level(level)


def describe_rules(rules: Rules) -> str:
    """The house rules in a line: a preset's name, or what differs from the seed rules."""
    return own_pages().describe_rules(rules)


def default_rules() -> Rules:
    return find_game(DEFAULT_GAME).default_rules()


def played_without_asking(legal: Sequence[Move]) -> Move | None:
    """The move played for the player without asking (nothing to decide, e.g. a lone pass), else None."""
    return own_pages().played_without_asking(legal)


def discard_slots(legal: Sequence[Move]) -> list[int]:
    """The cards the legal moves may discard, by slot, in order."""
    return own_pages().discard_slots(legal)


def shown_name(name: str, seat: int, level: str | None = None) -> str:
    return own_pages().shown_name(name, seat, level)


def shown_names(names: tuple[str, ...], bots: tuple[str, ...] | None = None) -> tuple[str, ...]:
    return own_pages().shown_names(names, bots)


def dice_line(rounds: tuple[tuple[int, ...], ...], starter: int, names: tuple[str, ...]) -> str:
    return own_pages().dice_line(rounds, starter, names)


def story(trace: Sequence[tuple[Move, View]]) -> list[StoryStep]:
    return own_pages().story(trace)


def step_words(step: StoryStep, names: tuple[str, ...]) -> str:
    """One step of a hand in the player's language, its cards named in words."""
    return own_pages().step_words(step, names)


def move_line(step: StoryStep, names: tuple[str, ...]) -> str:
    """One step for the move log, the seats named by their players."""
    return own_pages().move_line(step, names)


def hand_heading(number: int) -> str:
    """The move log's first line for a hand."""
    return own_pages().hand_heading(number)


def describe_state(view: View, me: int, names: tuple[str, ...] = ()) -> str:
    return own_pages().describe_state(view, me, names)


def discarding_seat(view: View) -> int:
    return own_pages().discarding_seat(view)


def table_widget(family: str) -> Any:
    return own_pages().table_widget(family)


def scene(view: View | None, names: Sequence[str], me: int, scores: Sequence[int], **shown: Any) -> Any:
    return own_pages().scene(view, names, me, scores, **shown)


def max_area() -> tuple[float, float]:
    return own_pages().max_area


def action_bar() -> Any:
    return own_pages().action_bar()


def shortcut_keys() -> list[tuple[str, str]]:
    return own_pages().shortcut_keys()


def coach_panel() -> Any:
    return own_pages().coach_panel()


def coach_toggle() -> QPushButton:
    return own_pages().coach_toggle()


def set_name(kind: Any, cards: Iterable[int], exposed: bool) -> str:
    return own_pages().set_name(kind, cards, exposed)


def hand_groups(view: View, seat: int) -> Groups:
    return own_pages().hand_groups(view, seat)


def winner_set_rows(view: View, result: Result) -> list[tuple[Any, list[int], int, str]]:
    return own_pages().winner_set_rows(view, result)


def payment_parts(view: View) -> Sequence[Sequence[Any]]:
    return own_pages().payment_parts(view)
