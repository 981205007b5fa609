"""The rule set in force: part of the game state and of its hash."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

SPECIAL_RULE_2_WORDS = 0
"""Seeds' words: a pair beside two cards that make a chow with it may not be melded into a pong."""
SPECIAL_RULE_2_TRASH = 1
"""Trash-count reading: no claim may leave the hand with more trash than it had before the claim."""

KONG_PAID_BY_OTHERS = 0
"""Seed 000: a loser's exposed kong is paid for by each of the other players."""
KONG_OFFSETS_PAYMENT = 1
"""Seed 001: each loser pays the winner the winning amount minus its own exposed kong points."""


class RuleError(ValueError):
    """A rule option outside its allowed range."""


RULE_LIMITS: dict[str, tuple[int, int]] = {
    "no_winner_deck": (0, 31),
    "soldier_quad_points": (0, 20),
    "exposed_pong_points": (0, 20),
    "concealed_pong_points": (0, 20),
    "abc_chow_points": (0, 20),
    "min_win_points": (0, 100),
    "stake": (1, 1000),
    "special_rule_2": (SPECIAL_RULE_2_WORDS, SPECIAL_RULE_2_TRASH),
    "kong_payment": (KONG_PAID_BY_OTHERS, KONG_OFFSETS_PAYMENT),
}
"""The range of every rule option, lowest and highest allowed."""


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Options for the variants players ask for. Defaults are seeds 000/001."""

    no_winner_deck: int = 6
    """The hand ends without a winner when a draw is due and the deck holds this many cards or fewer."""
    soldier_quad_points: int = 2
    exposed_pong_points: int = 3
    concealed_pong_points: int = 3
    abc_chow_points: int = 1
    min_win_points: int = 0
    """A win needs at least this many points (0: any trash-free hand wins)."""
    stake: int = 1
    special_rule_2: int = SPECIAL_RULE_2_WORDS
    kong_payment: int = KONG_PAID_BY_OTHERS

    def __post_init__(self) -> None:
        for name, (low, high) in RULE_LIMITS.items():
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                raise RuleError(f"rule {name} must be an integer from {low} to {high}, got {value!r}")

    def to_canonical(self) -> list[int]:
        return [getattr(self, f.name) for f in fields(self)]

    def to_dict(self) -> dict[str, int]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleSet:
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise RuleError(f"unknown rule option(s): {', '.join(unknown)}")
        return cls(**data)

    @classmethod
    def from_canonical(cls, values: list[int]) -> RuleSet:
        names = [f.name for f in fields(cls)]
        if len(values) != len(names):
            raise RuleError(f"rule set needs {len(names)} values, got {len(values)}")
        return cls(**dict(zip(names, values)))
