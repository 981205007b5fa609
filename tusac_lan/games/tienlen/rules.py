"""Tiến lên's rule options (the signed TABLE's house rules) and their common sets."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from ..api import Refusal, RuleField

SCORING_LAST_PAYS = 0
SCORING_BY_ORDER = 1


class TienLenRules(NamedTuple):
    stake: int = 1
    two_in_sequence: int = 1
    chop_after_pass: int = 0
    instant_win: int = 0
    thoi_black: int = 0
    thoi_red: int = 0
    cong: int = 0
    scoring: int = SCORING_LAST_PAYS
    deal_all: int = 0
    counter_clockwise: int = 0


FIELDS: tuple[RuleField, ...] = (
    RuleField("stake", 1, 1, 100, "chips the last player left pays each other player (the seed's stake)"),
    RuleField(
        "two_in_sequence",
        1,
        0,
        1,
        "whether a 2 may end a sequence or a double sequence (K-A-2, as the seed allows; A-2-3 never)",
        ("never", "at the top"),
    ),
    RuleField(
        "chop_after_pass",
        0,
        0,
        1,
        "whether a player who passed may still chop (the seed: a pass holds until the trick is cleared)",
        ("no", "yes"),
    ),
    RuleField(
        "instant_win",
        0,
        0,
        10,
        "tới trắng: stakes each other player pays a player dealt four 2s, a dragon 3..A, five consecutive "
        "pairs or six pairs who shows it before play (0: no instant wins)",
    ),
    RuleField("thoi_black", 0, 0, 10, "thối heo: chips the last player pays the first out for each black 2 kept"),
    RuleField("thoi_red", 0, 0, 10, "thối heo: chips the last player pays the first out for each red 2 kept"),
    RuleField("cong", 0, 0, 10, "cóng: chips a player who never played a card pays the first out"),
    RuleField(
        "scoring",
        SCORING_LAST_PAYS,
        0,
        1,
        "who pays: the last player pays each other the stake (the seed), or by finishing order (with n "
        "players the i-th out, from 0, wins (n-1-2i) stakes)",
        ("last pays each", "by finishing order"),
    ),
    RuleField(
        "deal_all",
        0,
        0,
        1,
        "at 3 players deal 17 cards each instead of 13 (the seed's other way to deal; never at 2)",
        ("13 each", "all equally"),
    ),
    RuleField(
        "counter_clockwise",
        0,
        0,
        1,
        "the direction of play (the seed: clockwise unless the players agree otherwise)",
        ("clockwise", "counter-clockwise"),
    ),
)

PRESETS: Mapping[str, TienLenRules] = {
    "seed": TienLenRules(),
    "southern": TienLenRules(
        stake=2,
        two_in_sequence=0,
        chop_after_pass=1,
        instant_win=2,
        thoi_black=1,
        thoi_red=2,
        cong=2,
        scoring=SCORING_BY_ORDER,
        counter_clockwise=1,
    ),
    "northern": TienLenRules(two_in_sequence=0, instant_win=1, thoi_black=1, thoi_red=1, cong=1),
}
"""The seed's rules, the common southern set (miền Nam) and the northern set as far as these options go."""


def rules_from_values(values: Mapping[str, Any]) -> TienLenRules | Refusal:
    known = {field.name: field for field in FIELDS}
    for name in values:
        if name not in known:
            return Refusal(f"no rule named {name!r}")
    chosen: list[int] = []
    for field in FIELDS:
        value = values.get(field.name, field.default)
        if not isinstance(value, int) or isinstance(value, bool) or not field.low <= value <= field.high:
            return Refusal(f"{field.name} is {field.low} to {field.high}")
        chosen.append(value)
    return TienLenRules(*chosen)


def rules_from_canonical(data: Any) -> TienLenRules | Refusal:
    if not isinstance(data, list) or len(data) != len(FIELDS):
        return Refusal(f"a rule set is a list of {len(FIELDS)} integers")
    return rules_from_values({field.name: value for field, value in zip(FIELDS, data)})


def hand_size(rules: TienLenRules, seats: int) -> int:
    return 17 if rules.deal_all and seats == 3 else 13
