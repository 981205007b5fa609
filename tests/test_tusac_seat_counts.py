"""Tứ Sắc at two and three seats (issue 25 point 6d; docs/RULES.md, "Two and three players"): 20 cards to each
seat and 21 to the starter, the rest in the draw pile; turns, claims, payments and the next starter go
round the seats there are."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from tests.test_dealt_fours import agreed_run, played_out, tusac_table
from tusac_lan.games.api import STOCK, hands_of, stock_of
from tusac_lan.games.four_colour.cards import NUM_CARDS
from tusac_lan.games.tusac import GAME as TUSAC
from tusac_lan.games.tusac.engine.actions import ClaimKind, claim, deal, discard, pass_
from tusac_lan.games.tusac.engine.rules import KONG_OFFSETS_PAYMENT, RuleSet
from tusac_lan.games.tusac.engine.scoring import settle
from tusac_lan.games.tusac.engine.session import SessionState, next_starter, throw_for_starter
from tusac_lan.games.tusac.engine.sets import SetKind
from tusac_lan.games.tusac.engine.state import HandState, Meld, Phase, new_hand
from tusac_lan.games.tusac.engine.transitions import IllegalAction, apply
from tusac_lan.games.tusac.hand_end import payment_parts
from tusac_lan.terminal.cli import main


def test_tusac_takes_two_three_and_four_seats() -> None:
    assert TUSAC.seat_counts == (2, 3, 4)
    with pytest.raises(ValueError, match="2, 3 or 4 seats, not 5"):
        new_hand(RuleSet(), 0, 5)


@pytest.mark.parametrize(("seats", "stock"), [(2, 71), (3, 51), (4, 31)])
def test_the_deal_gives_20_cards_a_seat_21_to_the_starter_and_the_rest_to_the_pile(seats: int, stock: int) -> None:
    starter = seats - 1
    owners = TUSAC.deal_plan(RuleSet(), seats, starter).owners(())
    hands = hands_of(owners, seats)
    assert [len(hand) for hand in hands] == [21 if seat == starter else 20 for seat in range(seats)]
    assert len(stock_of(owners)) == stock == owners.count(STOCK)
    state = TUSAC.new_hand(RuleSet(), seats, starter, ())
    assert state.hands == hands and state.deck_left == stock and state.current == starter
    assert len(state.responses) == len(state.melds) == len(state.keys) == seats


def three_seat_hand() -> HandState:
    """South (0) starts a hand of three with the deck in slot order: South holds cards 0, 3, 6, ... (slot
    3k), East 1, 4, 7, ..., North 2, 5, 8, ...; the last dealt slot (60) goes to South."""
    return apply(new_hand(RuleSet(), 0, 3), deal(tuple(range(NUM_CARDS))))[0]


def test_turns_and_claims_go_round_three_seats() -> None:
    state = three_seat_hand()
    assert state.hands[0][-1] == 60 and len(state.hands[0]) == 21
    state = apply(state, discard(0, 9, 9))[0]  # South discards card 9
    assert state.awaiting() == (1, 2)
    # Only the next seat (East) may claim a low set; North may not.
    with pytest.raises(IllegalAction, match="only the next player"):
        apply(state, claim(2, ClaimKind.PAIR, (11,), (11,)))
    state = apply(apply(state, pass_(1))[0], pass_(2))[0]
    assert state.phase == Phase.DRAW and state.current == 1  # East draws next
    assert state.deck_pos == 61


def test_a_hand_of_three_ends_without_winner_when_the_pile_runs_down_and_the_next_seat_starts() -> None:
    state = three_seat_hand()._replace(deck_pos=NUM_CARDS - 7)
    state = apply(state, discard(0, 9, 9))[0]
    state = apply(apply(state, pass_(1))[0], pass_(2))[0]
    assert state.phase == Phase.DRAW  # 7 cards left: one more draw is due
    state = state._replace(deck_pos=NUM_CARDS - 6, phase=Phase.DISCARD, current=1)
    state = apply(state, discard(1, 10, 10))[0]
    state = apply(apply(state, pass_(2))[0], pass_(0))[0]
    assert state.phase == Phase.ENDED and state.result is not None
    assert state.result.winner == -1 and state.result.payments == (0, 0, 0)
    assert next_starter(state.result, 2) == 0  # the seat after the starter, round three seats
    assert next_starter(state.result, 0, RuleSet(next_after_no_winner=1), state.current) == 2
    session = SessionState.start(RuleSet(), 2, 3).after(state.result)
    assert session.starter == 0 and session.scores == (0, 0, 0)


def test_kongs_are_paid_by_each_other_seat_there_is() -> None:
    kong = (Meld(SetKind.KONG, (0, 1, 2, 3), 0),)
    assert settle(-1, 0, ((), kong, ()), RuleSet()) == (-6, 12, -6)
    assert settle(0, 10, ((), kong), RuleSet()) == (10 - 6, -10 + 6)
    assert settle(2, 10, ((), kong, ()), RuleSet()) == (-10 - 6, -10 + 12, 20 - 6)
    assert settle(2, 10, ((), kong, ()), RuleSet(kong_payment=KONG_OFFSETS_PAYMENT)) == (-10, -4, 14)
    assert settle(0, 5, ((), (), ()), RuleSet(discarder_pays=1), payer=1) == (10, -10, 0)


def test_the_four_dice_choose_among_the_seats_there_are() -> None:
    starters = {throw_for_starter(bytes([n, n * 7 % 256, 3]), 3).starter for n in range(64)}
    assert starters == {0, 1, 2}
    assert all(len(r) == 2 for r in throw_for_starter(b"\x05\x01", 2).rounds)


@pytest.mark.parametrize("seats", [2, 3])
def test_a_full_hand_at_the_table_agrees_at_every_peer(seats: int, tmp_path: Path) -> None:
    hub, nodes = tusac_table(seats, RuleSet(), tmp_path)
    run, runs = agreed_run(hub, nodes)
    assert run.full_state is not None and run.full_state.phase == Phase.ENDED and run.full_state.seats == seats
    outcome = run.settled_outcome
    assert outcome is not None and len(outcome.payments) == seats and sum(outcome.payments) == 0
    assert 0 <= outcome.next_starter < seats
    assert all(other is not None and other.settled_outcome == outcome for other in runs)
    assert all(node.session.scores == outcome.payments for node in nodes)
    # Every peer's file of the hand verifies and tells it, seat by seat there is.
    (hand_file,) = (tmp_path / "peer1").glob("*-hand0000.tusac")
    for command in (["history", "verify"], ["history", "show"]):
        out, err = io.StringIO(), io.StringIO()
        assert main([*command, str(hand_file)], out, err) == 0, err.getvalue()
    dealt = out.getvalue().split("dealt:\n")[1].split("play:")[0].splitlines()
    assert [len(line.split()) - 1 for line in dealt] == [21 if s == run.starter else 20 for s in range(seats)]


def test_sim_plays_tusac_at_three_seats() -> None:
    out, err = io.StringIO(), io.StringIO()
    argv = ["sim", "--game", "tusac", "--seats", "3", "--hands", "20", "--seed", "3", "--json", "--no-progress"]
    assert main(argv, out, err) == 0, err.getvalue()
    figures = json.loads(out.getvalue())
    assert figures["hands"] == 20 and len(figures["seats"]) == 3
    assert sum(seat["net_score"] for seat in figures["seats"]) == 0
    assert sum(seat["wins"] for seat in figures["seats"]) + figures["no_winner"] == 20


@pytest.mark.parametrize("seats", [2, 3])
@pytest.mark.parametrize("rules", [RuleSet(), RuleSet(kong_payment=KONG_OFFSETS_PAYMENT), RuleSet(discarder_pays=1)])
def test_hands_of_fewer_seats_pay_in_full_and_the_payments_explained_add_up(seats: int, rules: RuleSet) -> None:
    for starter in range(seats):
        deck = tuple((card * 37 + starter * 11) % NUM_CARDS for card in range(NUM_CARDS))
        state = played_out(apply(new_hand(rules, starter, seats), deal(deck))[0])
        assert state.result is not None and len(state.result.payments) == seats
        assert sum(state.result.payments) == 0
        parts = payment_parts(state)
        assert [sum(p.amount for p in seat) for seat in parts] == list(state.result.payments)
        assert not any(p.why == "other" for seat in parts for p in seat)
