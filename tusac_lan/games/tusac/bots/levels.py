"""Bot levels by plain names (beginner, good, expert), the old names (greedy, strong) still accepted."""

from __future__ import annotations

from collections.abc import Callable

from .base import SeatAgent
from .expert import DEFAULT_BUDGET, ExpertBot
from .greedy import GreedyBot
from .strong import StrongBot

PLAIN_LEVELS = ("beginner", "good", "expert")
"""The names players see, weakest first."""
BOT_KINDS = ("greedy", "strong", "expert")
"""The bot behind each plain level, in the same order."""
ALIASES = {**dict(zip(PLAIN_LEVELS, BOT_KINDS)), **{kind: kind for kind in BOT_KINDS}}
"""Every accepted level name -> the bot it makes."""


def bot_kind(level: str) -> str:
    """The bot behind a level name, plain or old ("good" and "strong" give "strong")."""
    try:
        return ALIASES[level.strip().lower()]
    except KeyError:
        names = ", ".join(f"{plain} ({kind})" for plain, kind in zip(PLAIN_LEVELS, BOT_KINDS))
        raise ValueError(f"unknown bot level {level!r}; choose from {names}") from None


def plain_level(level: str) -> str:
    """The plain name of a level ("strong" -> "good")."""
    return PLAIN_LEVELS[BOT_KINDS.index(bot_kind(level))]


def _strong(budget: int | None, seed: str) -> SeatAgent:
    return StrongBot()


def _greedy(budget: int | None, seed: str) -> SeatAgent:
    return GreedyBot()


def _expert(budget: int | None, seed: str) -> SeatAgent:
    return ExpertBot(budget if budget is not None else DEFAULT_BUDGET, seed=seed)


BOTS: dict[str, Callable[[int | None, str], SeatAgent]] = {"strong": _strong, "greedy": _greedy, "expert": _expert}
"""Every bot by its level (``budget`` and ``seed`` matter to the expert only). The first is the stand-in:
the bot that plays the seat of a player who did not come back (its level and name are in signed TABLEs)."""
STAND_IN = next(iter(BOTS))


def make_bot(level: str, budget: int | None = None, seed: str = "") -> SeatAgent:
    """A bot of this level; ``budget`` (rollouts a decision) and ``seed`` matter to the expert only."""
    return BOTS[bot_kind(level)](budget, seed)
