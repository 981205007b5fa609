"""The seeds' process section: who may claim what, in which order, and how a hand ends and pays."""

from __future__ import annotations

from tests.scenario import CLEAN_18, Table, south_pongs_east_discard
from tusac_lan.games.tusac.engine.actions import Action, ActionType, ClaimKind, claim, discard, pass_
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.engine.scoring import settle
from tusac_lan.games.tusac.engine.session import SessionState, next_starter, starter_from_dice
from tusac_lan.games.tusac.engine.sets import SetKind
from tusac_lan.games.tusac.engine.state import HAND_SIZE, HandResult, Meld, Phase, with_keys
from tusac_lan.games.tusac.engine.transitions import legal_actions

CLEAN_15 = "RA RB RC WA WB WC YA YB YC RX RY RZ WX WY WZ"
NO_GENERALS_31 = "GB GC GX GY GZ GS RB RC RX RY RZ RS WB WC WX WY WZ WS YB YC YX YY YZ YS GB GC GX GY GZ GS RB"
SOUTH, EAST, NORTH, WEST = range(4)


def test_deal_gives_twenty_each_and_one_more_to_the_starter() -> None:
    table = Table(NORTH, {})
    sizes = [len(h) for h in table.state.hands]
    assert sizes == [HAND_SIZE, HAND_SIZE, HAND_SIZE + 1, HAND_SIZE]
    assert table.state.deck_left == 31
    assert table.state.phase == Phase.DISCARD and table.state.current == NORTH


def test_generals_are_never_discarded() -> None:
    table = Table(SOUTH, {SOUTH: "GA RA GX"})
    legal = legal_actions(table.state, SOUTH)
    assert all((a.cards[0] >> 2) % 7 != 0 for a in legal)
    slot = next(s for s in table.state.hands[SOUTH] if table.state.cards[s] >> 2 == 0)
    assert "general" in table.rejects(discard(SOUTH, slot, table.state.cards[slot]))


def test_only_the_current_seat_discards() -> None:
    table = Table(SOUTH, {EAST: "GX"})
    slot = table.state.hands[EAST][0]
    assert "turn" in table.rejects(discard(EAST, slot, table.state.cards[slot]))


def test_discarder_may_not_answer_its_own_discard() -> None:
    table = Table(SOUTH, {SOUTH: "GX"})
    table.discard(SOUTH, "GX")
    assert table.state.awaiting() == (EAST, NORTH, WEST)
    assert "discarder" in table.rejects(pass_(SOUTH))


def test_low_claims_on_a_discard_only_by_the_next_player() -> None:
    table = Table(SOUTH, {SOUTH: "GX", EAST: "GY GZ YS", NORTH: "GY GZ YS"})
    table.discard(SOUTH, "GX")
    assert table.has(EAST, ClaimKind.CHOW, "GY GZ")
    assert not table.has(NORTH, ClaimKind.CHOW, "GY GZ")
    north = table.state.hands[NORTH]
    gy, gz = (next(s for s in north if table.state.cards[s] >> 2 == k) for k in (4, 5))
    assert "next player" in table.rejects(
        claim(NORTH, ClaimKind.CHOW, (gy, gz), (table.state.cards[gy], table.state.cards[gz]))
    )


def east_chow_against_west_pong() -> Table:
    """South discards GX; East (next) claims a chow, West a pong."""
    table = Table(SOUTH, {SOUTH: "GX", EAST: "GY GZ YS", WEST: "GX GX YS"})
    table.discard(SOUTH, "GX")
    table.claim(EAST, ClaimKind.CHOW, "GY GZ")
    table.act(pass_(NORTH))
    table.claim(WEST, ClaimKind.PONG, "GX GX")
    return table


def test_pong_from_a_far_seat_beats_a_chow_of_the_next_player() -> None:
    table = east_chow_against_west_pong()
    assert table.state.phase == Phase.DISCARD and table.state.current == WEST
    assert len(table.state.melds[WEST]) == 1 and not table.state.melds[EAST]
    # East's revealed chow cards stay in its hand
    assert len(table.state.hands[EAST]) == HAND_SIZE


def test_several_wins_go_to_the_nearest_seat_after_the_discarder() -> None:
    hand = CLEAN_18 + " GX GY"
    table = Table(EAST, {EAST: "GZ", SOUTH: hand, WEST: hand.replace("RA RB RC", "GA GB GC")})
    table.discard(EAST, "GZ")
    table.claim(SOUTH, ClaimKind.WIN)
    table.claim(WEST, ClaimKind.WIN)
    table.pass_rest()
    assert table.state.result is not None and table.state.result.winner == WEST


def test_drawer_has_first_choice_of_a_drawn_card() -> None:
    # East discards, nobody takes it, North draws GX: North (pair) and West (pair) both want it.
    table = Table(EAST, {EAST: "YS", NORTH: "GX YS", WEST: "GX WS"}, deck_top="GX")
    table.discard(EAST, "YS")
    table.pass_rest()
    table.draw()
    assert table.state.current == NORTH
    table.claim(WEST, ClaimKind.PAIR, "GX")
    table.claim(NORTH, ClaimKind.PAIR, "GX")
    table.pass_rest()
    assert table.state.current == NORTH and len(table.state.melds[NORTH]) == 1


def test_next_player_takes_a_drawn_card_the_drawer_passes() -> None:
    table = Table(EAST, {EAST: "YS", NORTH: "GX YS", WEST: "GX WS"}, deck_top="GX")
    table.discard(EAST, "YS")
    table.pass_rest()
    table.draw()
    table.act(pass_(NORTH))
    table.claim(WEST, ClaimKind.PAIR, "GX")
    table.pass_rest()
    assert table.state.phase == Phase.DISCARD and table.state.current == WEST


def test_untaken_card_goes_to_the_discards_and_the_next_seat_draws() -> None:
    table = Table(SOUTH, {SOUTH: "YS"}, deck_top="YZ YZ")
    table.discard(SOUTH, "YS")
    table.pass_rest()
    assert table.state.phase == Phase.DRAW and table.state.current == EAST
    assert [seat for seat, _ in table.state.discards] == [SOUTH]
    table.draw()
    table.pass_rest()
    assert table.state.current == NORTH and len(table.state.discards) == 2


def test_drawn_general_allows_only_win_or_kong_and_the_drawer_must_take_it() -> None:
    table = Table(EAST, {EAST: "YS", NORTH: "GB GC YS", WEST: "GA GB"}, deck_top="GA")
    table.discard(EAST, "YS")
    table.pass_rest()
    table.draw()
    assert "must take" in table.rejects(pass_(NORTH))
    assert {ClaimKind(a.claim) for a in legal_actions(table.state, NORTH) if a.type == ActionType.CLAIM} == {
        ClaimKind.LONE,
        ClaimKind.CHOW,
    }
    assert [a.type for a in legal_actions(table.state, WEST)] == [ActionType.PASS]
    table.claim(NORTH, ClaimKind.CHOW, "GB GC")
    table.pass_rest()
    assert table.state.melds[NORTH][0].set_kind == SetKind.CHOW


def test_a_drawn_general_taken_alone_is_an_exposed_set() -> None:
    table = Table(EAST, {EAST: "YS"}, deck_top="GA")
    table.discard(EAST, "YS")
    table.pass_rest()
    table.draw()
    table.claim(NORTH, ClaimKind.LONE)
    table.pass_rest()
    assert table.state.melds[NORTH][0].set_kind == SetKind.GENERAL
    assert table.state.phase == Phase.DISCARD and table.state.current == NORTH


def test_a_player_may_always_pass() -> None:
    table = Table(SOUTH, {SOUTH: "GX", EAST: CLEAN_18 + " GX GX"})
    table.discard(SOUTH, "GX")
    assert Action(ActionType.PASS, EAST) in legal_actions(table.state, EAST)
    table.pass_rest()
    assert table.state.phase == Phase.DRAW


def test_hand_ends_without_winner_when_six_cards_remain() -> None:
    table = Table(SOUTH, {SOUTH: "YS"}, deck_top=NO_GENERALS_31)
    table.discard(SOUTH, "YS")
    table.pass_rest()
    assert table.draws_until_the_end() == 31 - 6
    assert table.state.deck_left == 6
    assert table.state.result is not None and table.state.result.winner == -1


def test_no_winner_deck_size_is_a_rule_option() -> None:
    table = Table(SOUTH, {SOUTH: "YS"}, deck_top=NO_GENERALS_31, rules=RuleSet(no_winner_deck=0))
    table.discard(SOUTH, "YS")
    table.pass_rest()
    assert table.draws_until_the_end() == 31


def test_win_pays_points_times_stake_from_every_loser() -> None:
    melds: tuple[tuple[Meld, ...], ...] = ((), (), (), ())
    assert settle(2, 9, melds, RuleSet()) == (-9, -9, 27, -9)
    assert settle(2, 9, melds, RuleSet(stake=5)) == (-45, -45, 135, -45)


def test_a_losers_exposed_kong_earns_from_every_other_seat() -> None:
    kong = Meld(SetKind.KONG, (1, 2, 3, 4), 0)
    melds = ((kong,), (), (), ())
    assert settle(2, 9, melds, RuleSet()) == (-9 + 18, -9 - 6, 27 - 6, -9 - 6)
    assert settle(-1, 0, melds, RuleSet()) == (18, -6, -6, -6)


def test_winner_starts_the_next_hand_else_the_seat_after_the_starter() -> None:
    won = HandResult(3, 7, (-7, -7, -7, 21), (), 5)
    drawn = HandResult(-1, 0, (0, 0, 0, 0), (), -1)
    assert next_starter(won, 1) == 3
    assert next_starter(drawn, 1) == 2
    assert next_starter(drawn, 3) == 0
    session = SessionState.start(RuleSet(), 1).after(won).after(drawn)
    assert session.scores == (-7, -7, -7, 21) and session.starter == 0 and session.hands_played == 2


def test_dice_choose_the_first_starter() -> None:
    assert starter_from_dice([1, 1]) == EAST
    assert starter_from_dice([6, 6]) == WEST
    assert starter_from_dice([2, 3]) == SOUTH


def test_min_win_points_blocks_small_wins() -> None:
    hand = CLEAN_18 + " GX GY"
    table = Table(EAST, {SOUTH: hand, EAST: "GZ"}, rules=RuleSet(min_win_points=10))
    table.discard(EAST, "GZ")
    assert not table.has(SOUTH, ClaimKind.WIN)


def test_point_options_change_the_winners_points() -> None:
    hand = CLEAN_15 + " GS RS WS GA GA"
    table = Table(EAST, {SOUTH: hand, EAST: "YS"}, rules=RuleSet(soldier_quad_points=5))
    table.discard(EAST, "YS")
    table.claim(SOUTH, ClaimKind.WIN)
    table.pass_rest()
    assert table.state.result is not None and table.state.result.points == 5 + 5 + 2


def test_exposed_pong_points_option() -> None:
    table = Table(EAST, {SOUTH: CLEAN_18 + " GX GX", EAST: "GX"}, rules=RuleSet(exposed_pong_points=1))
    table.discard(EAST, "GX")
    table.claim(SOUTH, ClaimKind.WIN)
    table.pass_rest()
    assert table.state.result is not None and table.state.result.points == 6 + 1


def test_rule_set_is_part_of_the_hash() -> None:
    a = Table(SOUTH, {}).state.public_hash()
    b = Table(SOUTH, {}, rules=RuleSet(no_winner_deck=8)).state.public_hash()
    assert a != b


def test_a_claim_that_completes_the_hand_must_be_made_as_a_win() -> None:
    table = Table(EAST, {SOUTH: CLEAN_18 + " GX GX", EAST: "GX"})
    table.discard(EAST, "GX")
    assert not table.has(SOUTH, ClaimKind.PONG, "GX GX")
    assert table.has(SOUTH, ClaimKind.WIN)


def test_a_pong_is_made_from_exactly_a_pair() -> None:
    table = Table(SOUTH, {SOUTH: "GX", EAST: CLEAN_15 + " GX GX GX YS WS"})
    table.discard(SOUTH, "GX")
    assert table.has(EAST, ClaimKind.KONG, "GX GX GX")
    assert not table.has(EAST, ClaimKind.PONG, "GX GX")
    assert not table.has(EAST, ClaimKind.PAIR, "GX")


def test_the_drawer_may_lay_a_drawn_card_on_its_pong_without_winning() -> None:
    table = south_pongs_east_discard(CLEAN_15 + " GX GX YS WB GB", deck_top="WS WS WS GX")
    table.draw_and_pass(3)
    table.draw()
    assert not table.has(SOUTH, ClaimKind.WIN)
    table.claim(SOUTH, ClaimKind.EXTEND)
    table.pass_rest()
    assert table.state.phase == Phase.DISCARD and table.state.current == SOUTH
    assert [m.set_kind for m in table.state.melds[SOUTH]] == [SetKind.KONG]


def test_the_starter_discards_first_even_with_a_complete_hand() -> None:
    table = Table(SOUTH, {SOUTH: CLEAN_18 + " GX GX GX"})
    assert table.state.phase == Phase.DISCARD
    assert all(a.type == ActionType.DISCARD for a in legal_actions(table.state, SOUTH))


def test_a_claim_must_leave_a_card_to_discard() -> None:
    """With a points threshold a hand of generals need not be a win; a claim may not leave only generals."""
    table = Table(WEST, {SOUTH: "GA RA WA GX", WEST: "GX"}, rules=RuleSet(min_win_points=50))
    state = table.state
    south = state.hands[SOUTH]
    keep = tuple(s for s in south if (state.cards[s] >> 2) in (0, 7, 14, 3))[:4]
    table.state = with_keys(state._replace(hands=(keep, *state.hands[1:])))
    table.discard(WEST, "GX")
    assert not table.has(SOUTH, ClaimKind.PAIR, "GX")
    gx = next(s for s in keep if table.state.cards[s] >> 2 == 3)
    assert "discard" in table.rejects(claim(SOUTH, ClaimKind.PAIR, (gx,), (table.state.cards[gx],)))


def test_losing_claims_still_show_their_cards() -> None:
    table = east_chow_against_west_pong()
    shown = [s for s in table.state.hands[EAST] if table.state.is_public(s)]
    assert sorted(table.state.cards[s] >> 2 for s in shown) == [4, 5]
