"""Every example of the seeds' win-scenario and special-rules sections, played through the engine.

Seats: 0 South, 1 East, 2 North, 3 West. East starts in most scenarios, so South is the last seat
to answer East's discard: a win may be claimed from any seat.
"""

from __future__ import annotations

import pytest

from tests.scenario import CLEAN_18, Table, south_pongs_east_discard
from tusac_lan.games.four_colour.cards import kind_code, parse_hand
from tusac_lan.games.tusac.engine.actions import ActionType, ClaimKind
from tusac_lan.games.tusac.engine.analysis import analyzer_for
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.engine.state import Phase
from tusac_lan.games.tusac.engine.transitions import legal_actions

CLEAN_15 = "RA RB RC WA WB WC YA YB YC RX RY RZ WX WY WZ"
SOUTH, EAST, NORTH, WEST = range(4)


def analyze(codes: str):  # type: ignore[no-untyped-def]
    return analyzer_for(RuleSet()).analyze(parse_hand(codes))


def wins_on(codes: str) -> list[str]:
    return [kind_code(k) for k in analyze(codes).wins_on]


def win_on_discard(south: str, card: str) -> Table:
    table = Table(EAST, {SOUTH: south, EAST: card})
    table.discard(EAST, card)
    assert table.has(SOUTH, ClaimKind.WIN)
    table.claim(SOUTH, ClaimKind.WIN)
    table.pass_rest()
    assert table.state.phase == Phase.ENDED
    assert table.state.result is not None and table.state.result.winner == SOUTH
    return table


def win_on_draw(south: str, card: str) -> Table:
    """East discards a card nobody takes, North draws ``card``, South wins on it."""
    table = Table(EAST, {SOUTH: south, EAST: "GS"}, deck_top=card)
    table.discard(EAST, "GS")
    table.pass_rest()
    table.draw()
    assert table.state.current == NORTH
    table.claim(SOUTH, ClaimKind.WIN)
    table.pass_rest()
    assert table.state.result is not None and table.state.result.winner == SOUTH
    return table


# --- (1) two trash cards left -------------------------------------------------------------------


def test_1_1_two_trash_wait_for_a_chow() -> None:
    hand = CLEAN_18 + " GX GY"
    assert analyze(hand).trash == 2
    assert wins_on(hand) == ["GZ"]
    table = win_on_discard(hand, "GZ")
    assert table.state.result is not None and table.state.result.points == 7


def test_1_2_two_soldiers_wait_for_either_missing_colour() -> None:
    hand = CLEAN_18 + " RS WS"
    assert wins_on(hand) == ["GS", "YS"]
    win_on_discard(hand, "YS")
    win_on_discard(hand, "GS")


def test_1_3_advisor_and_elephant_wait_for_the_drawn_general() -> None:
    hand = CLEAN_18 + " GB GC"
    assert wins_on(hand) == ["GA"]
    table = win_on_draw(hand, "GA")
    assert table.state.result is not None and table.state.result.points == 7


# --- (2) one trash card left --------------------------------------------------------------------


def test_2_1_single_trash_waits_for_its_pair() -> None:
    hand = CLEAN_18 + " GA GX"
    assert analyze(hand).trash == 1
    assert wins_on(hand) == ["GX"]
    win_on_discard(hand, "GX")


def test_2_2_general_and_one_trash_wait_for_the_chow() -> None:
    assert wins_on(CLEAN_18 + " GA GB") == ["GB", "GC"]
    assert wins_on(CLEAN_18 + " GA GC") == ["GB", "GC"]
    table = win_on_discard(CLEAN_18 + " GA GB", "GC")
    assert table.state.result is not None and table.state.result.points == 7


def test_2_3_two_soldier_pairs_and_one_soldier_make_two_chows() -> None:
    hand = CLEAN_15 + " GS GS RS RS WS"
    assert analyze(hand).trash == 1
    assert "YS" in wins_on(hand)
    table = win_on_discard(hand, "YS")
    assert table.state.result is not None and table.state.result.points == 5 + 2


# --- (3) no trash left --------------------------------------------------------------------------


def test_3_1_trash_free_hand_wins_on_any_drawn_general() -> None:
    hand = CLEAN_18 + " GX GX"
    assert analyze(hand).trash == 0
    assert {"GA", "RA", "WA", "YA"} <= set(wins_on(hand))
    for general in ("GA", "RA", "WA", "YA"):
        table = win_on_draw(hand, general)
        assert table.state.result is not None and table.state.result.points == 7


def test_3_2_pong_in_hand_becomes_a_kong() -> None:
    hand = CLEAN_15 + " GX GX GX GA GA"
    assert analyze(hand).trash == 0
    table = Table(EAST, {SOUTH: hand, EAST: "GX"})
    table.discard(EAST, "GX")
    assert not table.has(SOUTH, ClaimKind.KONG, "GX GX GX"), "a kong that completes the hand is a win"
    table.claim(SOUTH, ClaimKind.WIN)
    table.pass_rest()
    result = table.state.result
    assert result is not None and result.winner == SOUTH
    assert result.points == 5 + 6 + 2  # chows, a melded kong, two lone generals


def test_3_3_drawn_fourth_card_on_own_exposed_pong() -> None:
    table = south_pongs_east_discard(CLEAN_15 + " GX GX GA GA YS", deck_top="WS WS WS GX")
    table.draw_and_pass(3)
    table.draw()
    assert table.state.current == SOUTH
    assert table.has(SOUTH, ClaimKind.WIN)
    assert not table.has(SOUTH, ClaimKind.EXTEND)
    table.claim(SOUTH, ClaimKind.WIN)
    table.pass_rest()
    result = table.state.result
    assert result is not None and result.winner == SOUTH
    assert result.points == 5 + 2 + 6


def test_3_3_only_the_drawer_lays_a_card_on_its_pong() -> None:
    table = south_pongs_east_discard(CLEAN_15 + " GX GX GA GA YS", deck_top="GX")
    table.draw()
    assert table.state.current == EAST
    assert not table.has(SOUTH, ClaimKind.WIN)
    assert not table.has(SOUTH, ClaimKind.EXTEND)
    assert not table.has(EAST, ClaimKind.EXTEND)


def test_3_4_pair_in_hand_becomes_a_pong() -> None:
    table = win_on_discard(CLEAN_18 + " GX GX", "GX")
    assert table.state.result is not None and table.state.result.points == 6 + 3


def test_3_5_soldier_chow_becomes_a_quad() -> None:
    hand = CLEAN_15 + " GS RS WS GA GA"
    assert analyze(hand).trash == 0
    table = win_on_discard(hand, "YS")
    assert table.state.result is not None and table.state.result.points == 5 + 2 + 2


@pytest.mark.parametrize("soldier", ["GS", "RS", "WS", "YS"])
def test_3_6_soldier_quad_wins_on_any_soldier(soldier: str) -> None:
    hand = CLEAN_15 + " GS RS WS YS GA"
    assert set(wins_on(hand)) >= {"GS", "RS", "WS", "YS"}
    table = win_on_discard(hand, soldier)
    # a pair of the shown colour and a chow of the other three
    assert table.state.result is not None and table.state.result.points == 5 + 1 + 1


# --- special rules ------------------------------------------------------------------------------


def test_special_rule_1_pong_lends_no_card_to_a_chow() -> None:
    result = analyze("GX GX GX GY GZ")
    assert result.trash == 2
    assert sorted(kind_code(k) for k in result.trash_kinds) == ["GY", "GZ"]
    # and a chow claim may not take a card from the locked pong
    south = CLEAN_15 + " GX GX GX GY YS"
    table = Table(WEST, {SOUTH: south, WEST: "GZ"})
    table.discard(WEST, "GZ")
    assert not table.has(SOUTH, ClaimKind.CHOW, "GX GY")
    action = next(a for a in legal_actions(table.state, SOUTH) if a.type == ActionType.PASS)
    assert action.seat == SOUTH
    hand_gx = next(s for s in table.state.hands[SOUTH] if table.state.cards[s] >> 2 == 3)
    hand_gy = next(s for s in table.state.hands[SOUTH] if table.state.cards[s] >> 2 == 4)
    from tusac_lan.games.tusac.engine.actions import claim

    reason = table.rejects(
        claim(SOUTH, ClaimKind.CHOW, (hand_gx, hand_gy), (table.state.cards[hand_gx], table.state.cards[hand_gy]))
    )
    assert "special rule 1" in reason


def test_special_rule_2_pair_beside_a_chow_may_not_become_a_pong() -> None:
    result = analyze("GX GX GY GZ")
    assert result.trash == 1
    south = CLEAN_15 + " GX GX GY GZ YS"
    table = Table(EAST, {SOUTH: south, EAST: "GX"})
    table.discard(EAST, "GX")
    assert not table.has(SOUTH, ClaimKind.PONG, "GX GX")
    gx = [s for s in table.state.hands[SOUTH] if table.state.cards[s] >> 2 == 3]
    from tusac_lan.games.tusac.engine.actions import claim

    reason = table.rejects(claim(SOUTH, ClaimKind.PONG, tuple(gx), tuple(table.state.cards[s] for s in gx)))
    assert "special rule 2" in reason
