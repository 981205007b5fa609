"""Tiến lên's rule options (the signed TABLE's house rules) and their common sets."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from ..api import Refusal, RuleField

SCORING_LAST_PAYS = 0
SCORING_BY_ORDER = 1
SCORING_BY_PAIRS = 2


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
    chops: int = 0
    follow_suit: int = 0
    suited_sequences: int = 0
    finish_on_two: int = 0


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
    RuleField(
        "cong",
        0,
        0,
        10,
        "cóng: a player who has not played a card when the first player goes out is placed last and pays "
        "this many times what its place pays (0: no cóng; 2: double, the common rule)",
    ),
    RuleField(
        "scoring",
        SCORING_LAST_PAYS,
        0,
        2,
        "who pays: the last player pays each other the stake (the seed); by finishing order (each player "
        "pays each one placed above it the stake: 4 players +3 +1 -1 -3); or by pairs (the last pays the "
        "first 2 stakes, the third the second 1: 4 players +2 +1 -1 -2; 2 or 3 players +1 (0) -1)",
        ("last pays each", "by finishing order", "by pairs"),
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
    RuleField(
        "chops",
        0,
        0,
        1,
        "which bombs chop (chặt): the seed's list (a four or 3 pairs in sequence a single 2, 4 pairs a pair "
        "of 2s, 5 pairs three 2s), or the southern order (3 pairs < four < 4 pairs < 5 pairs: a bomb chops "
        "every weaker bomb and every 2s the weaker ones chop; a four also a pair of 2s)",
        ("seed", "southern"),
    ),
    RuleField(
        "follow_suit",
        0,
        0,
        1,
        "the north's following: a single beats only a single of its suit, a pair or triple only one of "
        "as many red cards, a sequence only one of the same suits rank by rank",
        ("no", "yes"),
    ),
    RuleField(
        "suited_sequences",
        0,
        0,
        1,
        "the north's sequences: a sequence is of one suit (double sequences and the rest unchanged)",
        ("mixed suits", "one suit"),
    ),
    RuleField(
        "finish_on_two",
        0,
        0,
        1,
        "the north's last play: a player who goes out with a play holding a 2 is placed last",
        ("allowed", "placed last"),
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
        scoring=SCORING_BY_PAIRS,
        counter_clockwise=1,
        chops=1,
    ),
    "northern": TienLenRules(
        two_in_sequence=0,
        instant_win=1,
        thoi_black=1,
        thoi_red=1,
        cong=2,
        scoring=SCORING_BY_PAIRS,
        follow_suit=1,
        suited_sequences=1,
        finish_on_two=1,
    ),
}
"""The seed's rules, the common southern set (miền Nam) and the northern one (miền Bắc)."""


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
    rules = TienLenRules(*chosen)
    if rules.deal_all and rules.instant_win:
        return Refusal("instant wins are patterns of 13 cards: they cannot be on with every card dealt")
    return rules


def rules_from_canonical(data: Any) -> TienLenRules | Refusal:
    if not isinstance(data, list) or len(data) != len(FIELDS):
        return Refusal(f"a rule set is a list of {len(FIELDS)} integers")
    return rules_from_values({field.name: value for field, value in zip(FIELDS, data)})


def hand_size(rules: TienLenRules, seats: int) -> int:
    return 17 if rules.deal_all and seats == 3 else 13
