from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tusac_lan.engine.analysis import KIND_UNIT, analyzer_for, group_cards, key_of_cards
from tusac_lan.engine.cards import CardError, card_code, parse_hand, parse_kind, split_codes
from tusac_lan.engine.reference_analysis import reference_score
from tusac_lan.engine.rules import RuleSet
from tusac_lan.engine.sets import SetKind

RULE_SETS = [RuleSet(), RuleSet(soldier_quad_points=5, abc_chow_points=2, concealed_pong_points=4)]

hands = st.lists(st.integers(0, 111), min_size=0, max_size=21, unique=True)


@pytest.mark.parametrize("rules", RULE_SETS)
@settings(max_examples=400, deadline=None)
@given(cards=hands)
def test_tables_agree_with_the_exhaustive_search(rules: RuleSet, cards: list[int]) -> None:
    analyzer = analyzer_for(rules)
    result = analyzer.analyze(cards)
    assert (result.trash, result.points) == reference_score([c >> 2 for c in cards], rules)
    assert len(result.trash_kinds) == result.trash
    sets, trash = group_cards(cards, result)
    used = sorted([c for _, cs in sets for c in cs] + trash)
    assert used == sorted(cards), "every card is in exactly one set or trash"


@settings(max_examples=150, deadline=None)
@given(cards=st.lists(st.integers(0, 111), min_size=17, max_size=20, unique=True))
def test_wins_on_agrees_with_the_search(cards: list[int]) -> None:
    rules = RuleSet()
    analyzer = analyzer_for(rules)
    kinds = [c >> 2 for c in cards]
    expected = tuple(k for k in range(28) if kinds.count(k) < 4 and reference_score([*kinds, k], rules)[0] == 0)
    assert analyzer.wins_on(key_of_cards(cards)) == expected
    assert analyzer.analyze(cards).wins_on == expected


def test_generals_are_never_trash_and_score_alone() -> None:
    result = analyzer_for(RuleSet()).analyze(parse_hand("GA RA RA"))
    assert result.trash == 0 and result.points == 3
    assert [s.kind for s in result.sets] == [SetKind.GENERAL] * 3


def test_four_identical_from_the_deal_score_eight() -> None:
    assert analyzer_for(RuleSet()).analyze(parse_hand("RX RX RX RX")).points == 8


def test_least_trash_comes_before_points() -> None:
    # quad (2 points) plus a red soldier left over, or a chow (1) and a red pair: no trash wins
    result = analyzer_for(RuleSet()).analyze(parse_hand("GS RS RS WS YS"))
    assert result.trash == 0 and result.points == 1


def test_three_identical_generals_are_a_locked_pong() -> None:
    result = analyzer_for(RuleSet()).analyze(parse_hand("GA GA GA GB GC"))
    assert result.trash == 2 and result.points == 3


def test_card_codes_parse_and_print() -> None:
    assert card_code(parse_hand("RX")[0]) == "RX"
    assert parse_kind("ys") == parse_kind("YS")
    assert split_codes("GAGBGC, RX") == ["GA", "GB", "GC", "RX"]
    with pytest.raises(CardError, match="QQ"):
        parse_hand("GA QQ")
    with pytest.raises(CardError, match="copies"):
        parse_hand("GA GA GA GA GA")


def test_adding_a_kind_is_adding_its_unit() -> None:
    cards = parse_hand("GA GB")
    assert key_of_cards(cards) + KIND_UNIT[parse_kind("GC")] == key_of_cards(parse_hand("GA GB GC"))
