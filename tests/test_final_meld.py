"""A win is the final meld: the shown card is melded with hand cards into one set, and the cards left
in the hand have no trash (seeds: "no more trashes after the final melding"; 000: 取った直後、手にゴミが
なければ勝利). Also special rule 2's two readings and the two kong payments of the seeds."""

from __future__ import annotations

import pytest

from tests.scenario import CLEAN_18, Table
from tusac_lan.games.four_colour.cards import kind_code, parse_hand
from tusac_lan.games.tusac.engine.actions import ActionType, ClaimKind, claim
from tusac_lan.games.tusac.engine.analysis import analyzer_for
from tusac_lan.games.tusac.engine.rules import KONG_OFFSETS_PAYMENT, SPECIAL_RULE_2_TRASH, RuleSet
from tusac_lan.games.tusac.engine.scoring import settle
from tusac_lan.games.tusac.engine.sets import SetKind
from tusac_lan.games.tusac.engine.state import Meld, Phase, with_keys
from tusac_lan.games.tusac.engine.transitions import legal_actions

SOUTH, EAST, NORTH, WEST = range(4)
CLEAN_15 = "RA RB RC WA WB WC YA YB YC RX RY RZ WX WY WZ"
CLEAN_15_NO_WHITE_ABC = "RA RB RC YA YB YC RX RY RZ WX WY WZ YX YY YZ"
TRASH_RULE_2 = RuleSet(special_rule_2=SPECIAL_RULE_2_TRASH)


def wins_on(codes: str, rules: RuleSet | None = None) -> list[str]:
    return [kind_code(k) for k in analyzer_for(rules or RuleSet()).analyze(parse_hand(codes)).wins_on]


def final_meld(table: Table) -> tuple[SetKind, list[str]]:
    """The set the winner made with the shown card: the first of its sets, the taken card last."""
    result = table.state.result
    assert result is not None and result.winner >= 0
    kind, slots, exposed = result.win_sets[0]
    assert exposed and slots[-1] == result.win_slot
    return kind, [kind_code(table.state.cards[s] >> 2) for s in slots]


def concealed_sets(table: Table) -> list[tuple[SetKind, list[str]]]:
    result = table.state.result
    assert result is not None
    return [(k, [kind_code(table.state.cards[s] >> 2) for s in slots]) for k, slots, e in result.win_sets if not e]


def win_on_discard(south: str, card: str, discarder: int = EAST) -> Table:
    table = Table(discarder, {SOUTH: south, discarder: card})
    table.discard(discarder, card)
    table.claim(SOUTH, ClaimKind.WIN)
    table.pass_rest()
    assert table.state.result is not None and table.state.result.winner == SOUTH
    return table


def south_draws(south: str, card: str) -> Table:
    """West starts and discards a soldier nobody takes; South draws ``card``."""
    table = Table(WEST, {SOUTH: south, WEST: "GS"}, deck_top=card)
    table.discard(WEST, "GS")
    table.pass_rest()
    table.draw()
    assert table.state.current == SOUTH and table.state.phase == Phase.CLAIM
    return table


def test_a_pair_is_melded_and_the_chow_stays_in_hand_scenario_2_1() -> None:
    hand = CLEAN_15 + " YA GX GX GY GZ"
    assert wins_on(hand) == ["GX"]
    table = win_on_discard(hand, "GX")
    assert final_meld(table) == (SetKind.PAIR, ["GX", "GX"])
    assert (SetKind.CHOW, ["GX", "GY", "GZ"]) in concealed_sets(table)
    assert table.state.result is not None and table.state.result.points == 5 + 1 + 1


@pytest.mark.parametrize("general", ["GA", "RA", "WA", "YA"])
def test_a_trash_free_hand_with_ga_ga_gb_gc_wins_on_any_general_scenario_3_1(general: str) -> None:
    hand = CLEAN_15 + " GA GA GB GC YA"
    assert analyzer_for(RuleSet()).analyze(parse_hand(hand)).trash == 0
    assert {"GA", "RA", "WA", "YA"} <= set(wins_on(hand))
    table = Table(EAST, {SOUTH: hand, EAST: "GS"}, deck_top=general)
    table.discard(EAST, "GS")
    table.pass_rest()
    table.draw()
    table.claim(SOUTH, ClaimKind.WIN)
    table.pass_rest()
    assert final_meld(table) == (SetKind.GENERAL, [general])
    assert table.state.result is not None and table.state.result.points == 5 + 1 + 1 + 1 + 1


def test_the_4sac_drawn_white_elephant_wins_beside_wa_wb_wc_wc() -> None:
    hand = CLEAN_15_NO_WHITE_ABC + " WA WB WC WC GA"
    assert "WC" in wins_on(hand)
    table = south_draws(hand, "WC")
    table.claim(SOUTH, ClaimKind.WIN)
    table.pass_rest()
    assert final_meld(table) == (SetKind.PAIR, ["WC", "WC"])
    assert (SetKind.CHOW, ["WA", "WB", "WC"]) in concealed_sets(table)


def test_a_soldier_pair_beside_a_soldier_chow_wins_on_the_pairs_soldier() -> None:
    hand = CLEAN_15 + " GS GS RS WS GA"
    assert "GS" in wins_on(hand)
    table = win_on_discard(hand, "GS")
    assert final_meld(table) == (SetKind.PAIR, ["GS", "GS"])
    assert (SetKind.SOLDIER_CHOW, ["GS", "RS", "WS"]) in concealed_sets(table)


def test_a_pong_in_hand_stays_when_the_fourth_card_makes_a_chow_scenario_1_1() -> None:
    hand = CLEAN_15 + " GX GX GX GY GZ"
    assert wins_on(hand) == ["GX"]
    table = Table(WEST, {SOUTH: hand, WEST: "GX"})
    table.discard(WEST, "GX")
    assert not table.has(SOUTH, ClaimKind.CHOW, "GY GZ"), "a meld that leaves no trash is the win"
    assert table.has(SOUTH, ClaimKind.KONG, "GX GX GX"), "the kong, which leaves trash, stays a plain claim"
    table.claim(SOUTH, ClaimKind.WIN)
    table.pass_rest()
    assert final_meld(table) == (SetKind.CHOW, ["GY", "GZ", "GX"])
    assert (SetKind.PONG, ["GX", "GX", "GX"]) in concealed_sets(table)
    assert table.state.result is not None and table.state.result.points == 5 + 1 + 3


def test_the_meld_that_gives_the_most_points_counts() -> None:
    # GA GA GA GX GX + a drawn GA: the kong (6, the pair GX GX left in hand) beats the lone general (1 + the
    # pong 3 in hand); no chow can be made (no GB GC, and special rule 1 locks the three generals).
    hand = CLEAN_15 + " GA GA GA GX GX"
    table = south_draws(hand, "GA")
    table.claim(SOUTH, ClaimKind.WIN)
    table.pass_rest()
    assert final_meld(table) == (SetKind.KONG, ["GA", "GA", "GA", "GA"])
    assert table.state.result is not None and table.state.result.points == 5 + 6


# --- special rule 2 -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("south", "shown"),
    [(CLEAN_15_NO_WHITE_ABC + " WC WC WA WB YS", "WC"), (CLEAN_15 + " GX GX GY GY GZ", "GX")],
)
def test_special_rule_2_words_by_default_trash_count_as_an_option(south: str, shown: str) -> None:
    pair = f"{shown} {shown}"
    words = Table(EAST, {SOUTH: south, EAST: shown})
    words.discard(EAST, shown)
    assert not words.has(SOUTH, ClaimKind.PONG, pair)
    cards = [s for s in words.state.hands[SOUTH] if kind_code(words.state.cards[s] >> 2) == shown]
    reason = words.rejects(claim(SOUTH, ClaimKind.PONG, tuple(cards), tuple(words.state.cards[s] for s in cards)))
    assert "special rule 2" in reason
    counted = Table(EAST, {SOUTH: south, EAST: shown}, rules=TRASH_RULE_2)
    counted.discard(EAST, shown)
    assert counted.has(SOUTH, ClaimKind.PONG, pair)


def test_special_rule_2_trash_count_forbids_a_claim_that_adds_trash() -> None:
    south = CLEAN_15 + " GX GX GY GZ YS"
    table = Table(EAST, {SOUTH: south, EAST: "GX"}, rules=TRASH_RULE_2)
    table.discard(EAST, "GX")
    assert not table.has(SOUTH, ClaimKind.PONG, "GX GX")


FINAL_PONGS = [
    # Two chows GX GY GZ: the third GX wins only as a pong, leaving two pairs.
    ("RA RB RC WA WB WC YA YB YC RX RY RZ GA YA GX GX GY GY GZ GZ", "GX"),
    # Two soldier chows: the third RS wins only as a pong, leaving the pairs GS GS and YS YS.
    ("RA RB RC WA WB WC YA YB YC RX RY RZ GA YA GS RS YS GS RS YS", "RS"),
    # WA WB WB WC WC: the third WC wins only as a pong, leaving the general alone and a pair.
    ("RA RB RC GA GB GC YA YB YC RX RY RZ GX GY GZ WA WB WB WC WC", "WC"),
]
NO_FINAL_PONG = RuleSet(final_pong_wins=0)


@pytest.mark.parametrize(("hand", "card"), FINAL_PONGS)
def test_a_pong_that_completes_the_hand_wins_beside_its_chow_partners(hand: str, card: str) -> None:
    """Scenario 3-4: a pair melded into a pong wins; rule 2 keeps two trashes out of a hand, and a final
    meld leaves none. The win is allowed by default, and its final meld is the pong."""
    assert analyzer_for(RuleSet()).analyze(parse_hand(hand)).trash == 0
    assert card in wins_on(hand)
    table = win_on_discard(hand, card)
    kind, cards = final_meld(table)
    assert (kind, cards) == (SetKind.PONG, [card] * 3)


@pytest.mark.parametrize(("hand", "card"), FINAL_PONGS)
def test_the_option_keeps_special_rule_2s_words_for_a_final_pong_too(hand: str, card: str) -> None:
    assert card not in wins_on(hand, NO_FINAL_PONG)
    assert card in wins_on(hand, TRASH_RULE_2)
    table = Table(EAST, {SOUTH: hand, EAST: card}, rules=NO_FINAL_PONG)
    table.discard(EAST, card)
    assert not table.has(SOUTH, ClaimKind.WIN)
    assert not table.has(SOUTH, ClaimKind.PONG, f"{card} {card}")


def test_a_pong_that_leaves_trash_is_still_refused_by_rule_2s_words() -> None:
    """The exemption is for the final meld only: the same pair beside its partners, with trash left
    elsewhere, is no pong."""
    south = CLEAN_15 + " GX GX GY GZ YS"
    table = Table(EAST, {SOUTH: south, EAST: "GX"})
    table.discard(EAST, "GX")
    assert not table.has(SOUTH, ClaimKind.PONG, "GX GX")
    assert not table.has(SOUTH, ClaimKind.WIN)


# --- kong payments ------------------------------------------------------------------------------------


def test_kong_payments_seed_000_by_default_seed_001_as_an_option() -> None:
    kong = Meld(SetKind.KONG, (1, 2, 3, 4), 0)
    melds = ((kong,), (), (), ())
    assert settle(2, 9, melds, RuleSet()) == (-9 + 18, -9 - 6, 27 - 6, -9 - 6)
    offset = RuleSet(kong_payment=KONG_OFFSETS_PAYMENT)
    assert settle(2, 9, melds, offset) == (-(9 - 6), -9, 9 - 6 + 9 + 9, -9)
    assert settle(2, 4, melds, offset) == (2, -4, -2 + 4 + 4, -4), "kongs worth more than the win are paid back"
    assert settle(-1, 0, melds, offset) == (0, 0, 0, 0)


# --- a seat always has a legal action -----------------------------------------------------------------


def test_the_drawer_of_a_general_that_cannot_take_it_passes() -> None:
    """min_win_points 10, a hand of three generals: no win (4 points), taking the general alone leaves
    nothing to discard, so the drawer may pass."""
    table = Table(WEST, {SOUTH: "GA RA WA", WEST: "GS"}, deck_top="YA", rules=RuleSet(min_win_points=10))
    state = table.state
    generals = tuple(s for s in state.hands[SOUTH] if state.cards[s] >> 2 in (0, 7, 14))[:3]
    table.state = with_keys(state._replace(hands=(generals, *state.hands[1:])))
    table.discard(WEST, "GS")
    table.pass_rest()
    table.draw()
    legal = legal_actions(table.state, SOUTH)
    assert [a.type for a in legal] == [ActionType.PASS]


def test_a_drawer_with_a_legal_way_to_take_a_general_may_not_pass() -> None:
    table = south_draws(CLEAN_18 + " GX YS", "GA")
    legal = legal_actions(table.state, SOUTH)
    assert legal and all(a.type == ActionType.CLAIM for a in legal)
    assert "must take" in table.rejects(legal[0]._replace(type=ActionType.PASS, claim=-1, slots=(), cards=()))


def test_analyze_json_wins_on_follows_the_final_meld_and_the_rule_options() -> None:
    import io
    import json

    from tusac_lan.terminal.cli import main

    def wins(*argv: str) -> list[str]:
        out, err = io.StringIO(), io.StringIO()
        assert main(["analyze", "--json", *argv], out, err) == 0, err.getvalue()
        return list(json.loads(out.getvalue())["wins_on"])

    assert "GA" in wins(CLEAN_15 + " GA GA GB GC YA")
    two_chows = "RA RB RC WA WB WC YA YB YC RX RY RZ GA YA GX GX GY GY GZ GZ"
    assert "GX" in wins(two_chows)
    assert "GX" not in wins("--final-pong-wins", "no", two_chows)
    assert "GX" in wins("--final-pong-wins", "no", "--special-rule-2", "trash", two_chows)


def test_an_exposed_abc_chow_scores_the_option_whatever_order_its_cards_were_laid() -> None:
    from tusac_lan.games.four_colour.cards import parse_kind
    from tusac_lan.games.tusac.engine.sets import set_points

    rules = RuleSet(abc_chow_points=2)
    for order in ("GA GB GC", "GB GC GA", "GC GA GB"):
        kinds = tuple(parse_kind(code) for code in order.split())
        assert set_points(SetKind.CHOW, kinds, rules, exposed=True) == 2


def test_a_view_keeps_no_other_hands_make_up() -> None:
    table = Table(EAST, {SOUTH: CLEAN_18 + " GX GY", EAST: "GZ"})
    view = table.state.view(SOUTH)
    assert view.knows_hand(SOUTH)
    assert not any(view.knows_hand(seat) for seat in (EAST, NORTH, WEST))
