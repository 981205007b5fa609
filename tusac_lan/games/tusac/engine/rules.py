"""The rule set in force: part of the game state and of its hash."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from functools import lru_cache
from typing import Any

SPECIAL_RULE_2_WORDS = 0
"""Seeds' words: a pair beside two cards that make a chow with it may not be melded into a pong."""
SPECIAL_RULE_2_TRASH = 1
"""Trash-count reading: no claim may leave the hand with more trash than it had before the claim."""

KONG_PAID_BY_OTHERS = 0
"""Seed 000: a loser's exposed kong is paid for by each of the other players."""
KONG_OFFSETS_PAYMENT = 1
"""Seed 001: each loser pays the winner the winning amount minus its own exposed kong points."""
KONG_PAID_WITH_DEALT = 2
"""Seed 000 in full: a loser's kongs are paid for by each of the other players, its exposed kongs 6
points each and the fours it holds from the deal 8 each (shown at the hand's end)."""

NEXT_AFTER_STARTER = 0
"""Seed 001: after a hand without a winner, the seat after the hand's starter starts the next."""
NEXT_AFTER_CURRENT = 1
"""Seed 000 (現在の親の次): after a hand without a winner, the seat after the player whose turn it was."""

FIRST_STARTER_TWO_DICE = 0
"""Two dice counted round the table from South (uneven: South 22.2 %, North 27.8 %)."""
FIRST_STARTER_FOUR_DICE = 1
"""Four dice, one thrown for each seat: the highest starts, the tied throw again (25 % each)."""


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
    "kong_payment": (KONG_PAID_BY_OTHERS, KONG_PAID_WITH_DEALT),
    "final_pong_wins": (0, 1),
    "next_after_no_winner": (NEXT_AFTER_STARTER, NEXT_AFTER_CURRENT),
    "first_starter": (FIRST_STARTER_TWO_DICE, FIRST_STARTER_FOUR_DICE),
    "four_win_double": (0, 1),
    "discarder_pays": (0, 1),
    "show_dealt_fours": (0, 1),
}
"""The range of every rule option, lowest and highest allowed."""


RULE_CHOICES: dict[str, tuple[str, ...]] = {
    "special_rule_2": ("words", "trash"),
    "kong_payment": ("exposed", "001", "000"),
    "final_pong_wins": ("no", "yes"),
    "next_after_no_winner": ("001", "000"),
    "first_starter": ("two-dice", "four-dice"),
    "four_win_double": ("no", "yes"),
    "discarder_pays": ("no", "yes"),
    "show_dealt_fours": ("no", "yes"),
}
"""For the options that pick one reading of the rules, a word for each value (the value is its index)."""

RULE_HELP: dict[str, str] = {
    "no_winner_deck": "deck size that ends a hand without winner (6; 0: play the deck out)",
    "soldier_quad_points": "points of four soldiers of four colours (2)",
    "exposed_pong_points": "points of three of a kind made with a taken card (3)",
    "concealed_pong_points": "points of three of a kind held from the deal (3)",
    "abc_chow_points": "points of a general-advisor-elephant run (1)",
    "min_win_points": "points a win needs (0)",
    "stake": "payment per point (1)",
    "special_rule_2": "words: a pair beside its chow partners never becomes a pong (default); "
    "trash: no claim may add trash to the hand",
    "kong_payment": "000: the others pay a loser's kongs, 6 each exposed, 8 each held from the deal (default); "
    "exposed: they pay only its exposed kongs; 001: exposed kongs lower what their owner pays the winner",
    "final_pong_wins": "yes: a pong that leaves no trash wins even beside its chow partners (default); "
    "no: special rule 2's words forbid that pong as a win too",
    "next_after_no_winner": "after a hand without winner, 001: the seat after the starter starts (default); "
    "000: the seat after the current player",
    "first_starter": "four-dice: a die for each seat, the highest starts, ties throw again (default); "
    "two-dice: two dice counted from South",
    "four_win_double": "house rule tới quan: yes: a win whose winning card makes a four pays double; no (default)",
    "discarder_pays": "house rule luật đền: yes: the player whose discard is won on pays for the whole table; "
    "no (default)",
    "show_dealt_fours": "house rule: yes: a four dealt in hand is shown to all right after the deal and lies "
    "exposed (8 points, paid like an exposed kong); no (default)",
}
"""A line on each option, for the command line's flags."""


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
    kong_payment: int = KONG_PAID_WITH_DEALT
    final_pong_wins: int = 1
    """1: a pong that leaves no trash wins even where special rule 2's words forbid the pong as a claim."""
    next_after_no_winner: int = NEXT_AFTER_STARTER
    first_starter: int = FIRST_STARTER_FOUR_DICE
    four_win_double: int = 0
    """House rule (tới quan): the win is paid double when the winning card makes a four (its final meld)."""
    discarder_pays: int = 0
    """House rule (luật đền): a win on a discard is paid by the discarder alone, for every loser."""
    show_dealt_fours: int = 0
    """House rule: every four dealt in a hand is shown face up before the first move and lies exposed."""

    def __post_init__(self) -> None:
        for name, (low, high) in RULE_LIMITS.items():
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
                raise RuleError(f"rule {name} must be an integer from {low} to {high}, got {value!r}")

    def to_canonical(self) -> list[int]:
        """Every value in field order, less the trailing fields added later that keep the value they
        had before they existed: a table of the earlier rules keeps its bytes."""
        return list(_canonical_values(self))

    def to_dict(self) -> dict[str, int]:
        return asdict(self)

    def stated(self) -> dict[str, int]:
        """The options the canonical form names (a table of the earlier rules names only those)."""
        return dict(zip((f.name for f in fields(self)), self.to_canonical()))

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
        if not FIRST_FIELDS <= len(values) <= len(names):
            raise RuleError(f"rule set needs {FIRST_FIELDS} to {len(names)} values, got {len(values)}")
        given = dict(zip(names, values))
        rules = cls(**{**{name: LEGACY_VALUES[name] for name in names[len(values) :]}, **given})
        if rules.to_canonical() != list(values):
            raise RuleError("rule set not in canonical form: it ends with options at their earlier values")
        return rules


FIRST_FIELDS = 9
"""The rule set's length before any option was added to it (engine version 2)."""
LEGACY_VALUES: dict[str, int] = {
    "final_pong_wins": 0,
    "next_after_no_winner": NEXT_AFTER_STARTER,
    "first_starter": FIRST_STARTER_TWO_DICE,
    "four_win_double": 0,
    "discarder_pays": 0,
    "show_dealt_fours": 0,
}
"""For each option added since, the rules a table had before it: what a shorter rule list means."""


@lru_cache(maxsize=64)
def _canonical_values(rules: RuleSet) -> tuple[int, ...]:
    """``RuleSet.to_canonical``, made once for each rule set: it is in every state hash, one a turn."""
    names = [f.name for f in fields(rules)]
    values = [getattr(rules, name) for name in names]
    while len(values) > FIRST_FIELDS and values[-1] == LEGACY_VALUES[names[len(values) - 1]]:
        values.pop()
    return tuple(values)
