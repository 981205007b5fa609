"""The words the shell's own table pages, lobby and session take from the game those pages play (Tứ Sắc),
asked of its client plugin (``plugin.own_pages``) so that the shell never imports the game by name."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tusac_lan.games import DEFAULT_GAME, find_game

from .plugin import own_pages


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


def describe_rules(rules: Any) -> str:
    """The house rules in a line: a preset's name, or what differs from the seed rules."""
    return own_pages().describe_rules(rules)


def default_rules() -> Any:
    return find_game(DEFAULT_GAME).default_rules()


Rules = Any
"""The game's rules value: the shell only keeps it and hands it on (to the table, the settings, the form)."""


def played_without_asking(legal: Sequence[Any]) -> Any | None:
    """The move played for the player without asking (nothing to decide, e.g. a lone pass), else None."""
    return own_pages().played_without_asking(legal)


Move = Any
"""One of the legal moves the table offered, handed back as chosen."""
