"""Kuaho's rule options: the seed's amounts by default, the other readings of its doubtful base and of its
guess that a win needs puro as house rules (docs/RULES_KUAHO.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from ..api import Refusal, RuleField


class KuahoRules(NamedTuple):
    secret_pay: int = 5
    pobis_pay: int = 30
    neither_bonus: int = 0
    """0: a win meeting neither go-with condition adds 2 a general (the seed's words); 1: base only."""
    end_cards: int = 15
    win_without_puro: int = 0
    """0: a win needs puro (the seed's guess); 1: a player may also win on its own draw or its left
    neighbour's discard without having declared puro."""


FIELDS: tuple[RuleField, ...] = (
    RuleField("secret_pay", 5, 0, 50, "what each opponent pays at once for a secret laid"),
    RuleField("pobis_pay", 30, 0, 200, "what each opponent pays for a pobis hand"),
    RuleField(
        "neither_bonus",
        0,
        0,
        1,
        "a win meeting neither go-with condition: base + 2 a general (the seed) or the base alone",
        ("plus_two", "base_only"),
    ),
    RuleField("end_cards", 15, 0, 30, "stock cards turned after a win to find missing go-withs"),
    RuleField(
        "win_without_puro",
        0,
        0,
        1,
        "a win without puro: never (the seed's guess) or on one's own draw or the left neighbour's discard",
        ("never", "allowed"),
    ),
)


def rules_from_values(values: Mapping[str, Any]) -> KuahoRules | Refusal:
    names = [f.name for f in FIELDS]
    unknown = sorted(str(name) for name in values if name not in names)
    if unknown:
        return Refusal(f"Kuaho has no rule {unknown[0]!r}")
    chosen: dict[str, int] = {}
    for field in FIELDS:
        value = values.get(field.name, field.default)
        if not isinstance(value, int) or isinstance(value, bool) or not field.low <= value <= field.high:
            return Refusal(f"{field.name} is an integer from {field.low} to {field.high}")
        chosen[field.name] = value
    return KuahoRules(**chosen)


def rules_from_canonical(data: Any) -> KuahoRules | Refusal:
    if not isinstance(data, list) or len(data) != len(FIELDS):
        return Refusal(f"Kuaho's rules are {len(FIELDS)} integers")
    return rules_from_values(dict(zip((f.name for f in FIELDS), data)))


def rules_to_canonical(rules: KuahoRules) -> list[Any]:
    return list(rules)


def rule_values(rules: KuahoRules) -> dict[str, int]:
    return dict(zip((f.name for f in FIELDS), rules))
