"""Ma Diao's house rules: the seed's reading is every default."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from ..api import Refusal, RuleField


class MadiaoRules(NamedTuple):
    must_follow: int = 0
    """1: a player holding the led suit plays that suit, face up or face down (the Qing rule)."""
    dealer_leads: int = 0
    """1: the dealer leads the first trick (Andrew Lo's reading), not the first player dealt."""
    weak_mianmen: int = 0
    """1: 免門 also for a hand with no red card, or with no 正賞 and no 次賞."""


FIELDS = (
    RuleField("must_follow", 0, 0, 1, "a player holding the led suit must play that suit", ("free", "must_follow")),
    RuleField("dealer_leads", 0, 0, 1, "who leads the first trick", ("first_dealt", "dealer")),
    RuleField(
        "weak_mianmen",
        0,
        0,
        1,
        "免門 also for a hand with no red card, or with no 正賞 and no 次賞",
        ("four_lowest", "weak"),
    ),
)


def rules_from_values(values: Mapping[str, Any]) -> MadiaoRules | Refusal:
    names = {field.name for field in FIELDS}
    unknown = sorted(name for name in values if name not in names)
    if unknown:
        return Refusal(f"Ma Diao has no rule {unknown[0]!r}")
    chosen: dict[str, int] = {}
    for field in FIELDS:
        value = values.get(field.name, field.default)
        if not isinstance(value, int) or isinstance(value, bool) or not field.low <= value <= field.high:
            return Refusal(f"{field.name} is {field.low} to {field.high}")
        chosen[field.name] = value
    return MadiaoRules(**chosen)


def rules_from_canonical(data: Any) -> MadiaoRules | Refusal:
    if not isinstance(data, list) or len(data) != len(FIELDS):
        return Refusal(f"Ma Diao's rules are {len(FIELDS)} integers")
    return rules_from_values({field.name: value for field, value in zip(FIELDS, data)})
