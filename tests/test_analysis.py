from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tusac_lan.games.four_colour.cards import CardError, card_code, parse_hand, parse_kind, split_codes
from tusac_lan.games.tusac.engine.analysis import KIND_UNIT, analyzer_for, group_cards, key_of_cards
from tusac_lan.games.tusac.engine.reference_analysis import reference_score, reference_wins_on
from tusac_lan.games.tusac.engine.rules import SPECIAL_RULE_2_TRASH, RuleSet
from tusac_lan.games.tusac.engine.sets import SetKind

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


def _set_kinds() -> list[list[int]]:
    """Every set a hand can hold, by kinds (for building hands one card or two from a win)."""
    sets: list[list[int]] = []
    for colour in range(4):
        base = colour * 7
        sets += [[base, base + 1, base + 2], [base + 3, base + 4, base + 5], [base]]
        sets += [[base + r] * n for r in range(7) for n in (2, 3)]
    soldiers = [c * 7 + 6 for c in range(4)]
    sets += [[soldiers[i] for i in range(4) if i != skip] for skip in range(4)] + [soldiers]
    return sets


SET_KINDS = _set_kinds()


@st.composite
def near_wins(draw: st.DrawFn) -> list[int]:
    """Some whole sets and a few loose cards: hands that often win on some card."""
    kinds: list[int] = []
    for _ in range(draw(st.integers(3, 7))):
        kinds += draw(st.sampled_from(SET_KINDS))
    kinds += draw(st.lists(st.integers(0, 27), max_size=3))
    cards: list[int] = []
    for kind in kinds:
        copy = sum(1 for c in cards if c >> 2 == kind)
        if copy < 4:
            cards.append(kind * 4 + copy)
    return cards[:21]


@pytest.mark.parametrize("rules", [RuleSet(), RuleSet(special_rule_2=SPECIAL_RULE_2_TRASH)])
@settings(max_examples=300, deadline=None)
@given(cards=st.one_of(near_wins(), st.lists(st.integers(0, 111), min_size=17, max_size=20, unique=True)))
def test_wins_on_agrees_with_the_search(rules: RuleSet, cards: list[int]) -> None:
    analyzer = analyzer_for(rules)
    expected = reference_wins_on([c >> 2 for c in cards], rules)
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
