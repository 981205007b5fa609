"""Tiến lên's rules as seed 004 says them (each of its examples a test) and the choices where it is silent
(docs/RULES_TIENLEN.md)."""

from __future__ import annotations

from itertools import combinations

import pytest

from tests.tienlen_helpers import card, cards, deal, play, refused, step
from tusac_lan.detrng import DetRng
from tusac_lan.games.api import OPENING, UNUSED, Refusal
from tusac_lan.games.tienlen import GAME
from tusac_lan.games.tienlen.cards import card_code, card_name
from tusac_lan.games.tienlen.combos import Combo, Kind, answers, beats, classify, leads, unbeatable
from tusac_lan.games.tienlen.engine import NOT_HELD, PASS, Phase, result
from tusac_lan.games.tienlen.rules import TienLenRules

SEED = TienLenRules()
NO_TWO_RUNS = TienLenRules(two_in_sequence=0)


def combo(codes: str, rules: TienLenRules = SEED) -> Combo | None:
    return classify(cards(codes), bool(rules.two_in_sequence))


def shape(codes: str) -> Combo | None:
    """The combination without what following suit matches."""
    found = combo(codes)
    return None if found is None else found._replace(suits=0)


def test_ranks_then_suits_order_the_cards() -> None:
    order = "3 4 5 6 7 8 9 10 J Q K A 2".split()
    assert [card(f"{r}S") for r in order] == sorted(card(f"{r}S") for r in order)
    assert card("3S") == 0 and card("2H") == 51
    assert card("2S") > card("AH") > card("KH")
    assert card("7H") > card("7D") > card("7C") > card("7S")
    assert [card_code(c) for c in (0, 31, 51)] == ["3S", "10H", "2H"]
    assert card_name(card("10D")) == "10♦"


@pytest.mark.parametrize(("seats", "unused"), [(2, 26), (3, 13), (4, 0)])
def test_thirteen_cards_each_and_the_rest_set_aside(seats: int, unused: int) -> None:
    owners = GAME.deal_plan(SEED, seats, OPENING).owners(())
    assert owners.count(UNUSED) == unused
    assert all(owners.count(seat) == 13 for seat in range(seats))
    # The choice of deal order: slots 13·s … 13·s + 12 to seat s, the later slots set aside.
    assert tuple(owners) == tuple(seat for seat in range(seats) for _ in range(13)) + (UNUSED,) * unused


def test_dealing_every_card_equally_is_for_three_players_only() -> None:
    rules = TienLenRules(deal_all=1)
    three = GAME.deal_plan(rules, 3, OPENING).owners(())
    assert [three.count(seat) for seat in range(3)] == [17, 17, 17] and three.count(UNUSED) == 1
    assert GAME.deal_plan(rules, 2, OPENING).owners(()).count(UNUSED) == 26


def test_the_seeds_combinations() -> None:
    assert shape("KS KH") == Combo(Kind.PAIR, 2, card("KH"))
    assert shape("3S 3C 3H") == Combo(Kind.TRIPLE, 3, card("3H"))
    assert shape("JS JC JD JH") == Combo(Kind.FOUR, 4, card("JH"))
    assert shape("5S 6H 7D 8C") == Combo(Kind.SEQUENCE, 4, card("8C"))
    assert shape("9S 9C 10D 10H JS JH") == Combo(Kind.DOUBLE_SEQUENCE, 6, card("JH"))
    assert shape("QD") == Combo(Kind.SINGLE, 1, card("QD"))


def test_k_a_2_is_a_sequence_a_2_3_is_not() -> None:
    assert shape("KS AD 2C") == Combo(Kind.SEQUENCE, 3, card("2C"))
    assert combo("AS 2D 3C") is None
    assert combo("3C AS 2D") is None
    assert combo("KS AD 2C", NO_TWO_RUNS) is None
    assert combo("KS KD AS AC 2S 2C") is not None and combo("KS KD AS AC 2S 2C", NO_TWO_RUNS) is None


@pytest.mark.parametrize("codes", ["3S 4S", "3S 3C 4S", "5S 6S", "9S 9C 10D 10H", "3S 3C 3D 3H 4S", "5S 6S 8S"])
def test_other_card_groups_are_no_combination(codes: str) -> None:
    assert combo(codes) is None


def test_the_higher_combination_is_the_one_with_the_higher_top_card() -> None:
    # The seed's example lost its suits: 5-6-7 ending in 7♥ beats 5-6-7 ending in 7♦.
    high, low = combo("5S 6S 7H"), combo("5H 6H 7D")
    assert high is not None and low is not None and beats(high, low) and not beats(low, high)
    pair_high, pair_low = combo("9S 9H"), combo("9C 9D")
    assert pair_high is not None and pair_low is not None and beats(pair_high, pair_low)


def test_only_the_same_kind_and_count_answers() -> None:
    state = deal(["5S 6S 7S 8S 9H 9D KS", "3S 4C 5C 6C 7C 10D 10H QC"], starter=1)
    state = step(state, 1, "4C 5C 6C")
    assert refused(state, 0, "9D 9H") == "the play does not beat the last one"
    assert refused(state, 0, "5S 6S 7S 8S") == "the play does not beat the last one"
    assert refused(state, 0, "5S 6S 8S") == "the cards make no combination"
    after = step(state, 0, "6S 7S 8S")
    assert after.trick == combo("6S 7S 8S")


def test_the_holder_of_3_spades_leads_the_first_hand_with_it() -> None:
    state = deal(["4S 5S 6S", "3S 3C 4C 5C", "9S", "10S"])
    assert state.phase == Phase.FIND and GAME.waiting(state).seats == (0, 1, 2, 3)
    assert GAME.legal(state, 0) == (NOT_HELD,)
    leads = GAME.legal(state, 1)
    assert leads and all(card("3S") in move.cards for move in leads)
    assert refused(state, 1, "4C") == "the first lead holds the lowest card dealt"
    assert refused(state, 1, NOT_HELD) == "a seat that holds the card asked for said it does not"
    for seat, move in ((0, NOT_HELD), (1, "3S 4C 5C"), (2, NOT_HELD), (3, NOT_HELD)):
        state = step(state, seat, move)
    assert state.phase == Phase.PLAY and state.trick == combo("3S 4C 5C") and state.trick_seat == 1
    assert state.current == 0  # clockwise: seat numbers go down


def test_without_3_spades_the_lowest_dealt_card_leads() -> None:
    # Two players: 3♠ and 3♣ are set aside, so the holder of 3♦ leads.
    state = deal(["4S 5S 6S", "3D 4C 5C"])
    assert cards("3S 3C")[0] not in state.cards[:26]
    state = step(step(state, 0, NOT_HELD), 1, NOT_HELD)
    assert state.phase == Phase.FIND and state.asked == card("3C")
    state = step(step(state, 0, NOT_HELD), 1, NOT_HELD)
    assert state.asked == card("3D")
    assert GAME.legal(state, 0) == (NOT_HELD,)
    state = step(step(state, 0, NOT_HELD), 1, "3D")
    assert state.phase == Phase.PLAY and state.current == 0 and state.trick == combo("3D")


def test_later_hands_are_led_by_the_previous_first_out_with_anything() -> None:
    state = deal(["3S 4S 5S", "9C 9D JH"], starter=1)
    assert state.phase == Phase.PLAY and GAME.waiting(state).seats == (1,)
    state = step(state, 1, "9C 9D")
    assert state.trick == combo("9C 9D")


def test_the_leader_cannot_pass() -> None:
    state = deal(["3S 4S 5S", "9C 9D JH"], starter=1)
    assert refused(state, 1, PASS) == "the leader of a trick cannot pass"
    assert PASS not in GAME.legal(state, 1)


def test_a_pass_holds_until_the_trick_is_cleared() -> None:
    # Three players, clockwise: 0 → 2 → 1 → 0.
    state = deal(["5S 9S 10S", "7S 8S QS", "6S JS KS"], starter=0)
    state = step(state, 0, "5S")
    state = step(state, 2, PASS)
    state = step(state, 1, "7S")
    state = step(state, 0, "9S")
    assert state.current == 1  # seat 2 passed: skipped
    assert refused(state, 2, "JS") == "no move is owed by this seat"
    state = step(state, 1, "QS")
    state = step(state, 0, PASS)
    assert state.trick is None and state.current == 1  # all others passed: seat 1 leads
    state = step(state, 1, "8S")
    assert state.current == 0
    state = step(state, 0, "10S")
    assert state.current == 2 and any(m.cards == cards("JS") for m in GAME.legal(state, 2))


def test_the_strongest_possible_play_clears_the_trick_at_once() -> None:
    state = deal(["KS AD 2H 5S", "3D 4C 5C"], starter=0)
    state = step(state, 0, "KS AD 2H")
    assert unbeatable(Combo(Kind.SEQUENCE, 3, card("2H")), True)
    assert state.trick is None and state.current == 0


def test_a_single_2_of_hearts_does_not_clear_the_trick_a_four_may_chop_it() -> None:
    state = deal(["2H 5S", "7C 7D 7H 7S 9C"], starter=0)
    state = step(state, 0, "2H")
    assert state.trick is not None and state.current == 1
    state = step(state, 1, "7S 7C 7D 7H")
    assert state.trick == combo("7S 7C 7D 7H")


@pytest.mark.parametrize(
    ("lead", "answer", "taken"),
    [
        ("2S", "9S 9C 9D 9H", True),
        ("2S", "4S 4C 5S 5C 6S 6C", True),
        ("2S", "4S 4C 5S 5C 6S 6C 7S 7C", False),
        ("2S 2C", "4S 4C 5S 5C 6S 6C 7S 7C", True),
        ("2S 2C", "9S 9C 9D 9H", False),
        ("2S 2C", "4S 4C 5S 5C 6S 6C", False),
        ("2S 2C 2D", "4S 4C 5S 5C 6S 6C 7S 7C 8S 8C", True),
        ("2S 2C 2D", "4S 4C 5S 5C 6S 6C 7S 7C", False),
        ("AS", "9S 9C 9D 9H", False),
    ],
)
def test_the_chops_of_a_2(lead: str, answer: str, taken: bool) -> None:
    state = deal([lead + " 3D", answer + " 3H"], starter=0)
    state = step(state, 0, lead)
    after = GAME.apply(state, 1, play(state, 1, answer))
    assert isinstance(after, Refusal) != taken


def test_after_a_chop_a_higher_four_or_a_higher_run_of_as_many_pairs_follows() -> None:
    # Three players clockwise 0 → 2 → 1.
    four = deal(["2S 5H", "9S 9C 9D 9H", "JS JC JD JH 4S 4C 5D 5C 6S 6C"], starter=0)
    four = step(step(four, 0, "2S"), 2, PASS)
    four = step(four, 1, "9S 9C 9D 9H")
    four = step(four, 0, PASS)
    assert four.trick is None and four.current == 1  # seat 2 passed: it may not chop back
    four = deal(["2S 5H", "9S 9C 9D 9H", "JS JC JD JH 4S 4C 5D 5C 6S 6C"], starter=0)
    four = step(step(four, 0, "2S"), 2, "4S 4C 5D 5C 6S 6C")
    assert refused(four, 1, "9S 9C 9D 9H") == "the play does not beat the last one"
    runs = deal(["2S 5H", "4S 4C 5S 5C 6S 6C", "7S 7C 8S 8C 9S 9C JS JC JD JH"], starter=0)
    runs = step(step(runs, 0, "2S"), 2, "JS JC JD JH")
    assert refused(runs, 1, "4S 4C 5S 5C 6S 6C") == "the play does not beat the last one"
    runs = deal(["2S 5H", "4S 4C 5S 5C 6S 6C", "7S 7C 8S 8C 9S 9C JS JC JD JH"], starter=0)
    runs = step(step(runs, 0, "2S"), 2, "7S 7C 8S 8C 9S 9C")
    assert refused(runs, 1, "4S 4C 5S 5C 6S 6C") == "the play does not beat the last one"
    higher = deal(["2S 5H", "10S 10C JH JD QS QC", "7S 7C 8S 8C 9S 9C"], starter=0)
    higher = step(step(higher, 0, "2S"), 2, "7S 7C 8S 8C 9S 9C")
    assert step(higher, 1, "10S 10C JD JH QS QC").trick == combo("10S 10C JD JH QS QC")
    higher = deal(["2S 5H", "10S 10C 10D 10H", "JS JC JD JH"], starter=0)
    higher = step(step(higher, 0, "2S"), 2, "JS JC JD JH")
    assert refused(higher, 1, "10S 10C 10D 10H") == "the play does not beat the last one"
    higher = deal(["2S 5H", "QS QC QD QH", "JS JC JD JH"], starter=0)
    higher = step(step(higher, 0, "2S"), 2, "JS JC JD JH")
    assert step(higher, 1, "QS QC QD QH").trick == combo("QS QC QD QH")


def test_going_out_hands_the_lead_to_the_next_player() -> None:
    # Three players clockwise 0 → 2 → 1; seat 0 plays its last card and the others pass.
    state = deal(["AS", "3C 4C", "5C 6C"], starter=0)
    state = state._replace(hands=(state.hands[0][:1], *state.hands[1:]))
    state = step(state, 0, "AS")
    assert state.out == (0,)
    state = step(step(state, 2, PASS), 1, PASS)
    assert state.trick is None and state.current == 2


def test_counter_clockwise_going_out_hands_the_lead_to_the_next_player_counter_clockwise() -> None:
    # The seed says "the left neighbour" (clockwise); with counter-clockwise play the next is seat 1.
    state = deal(["AS", "3C 4C", "5C 6C"], rules=TienLenRules(counter_clockwise=1), starter=0)
    state = state._replace(hands=(state.hands[0][:1], *state.hands[1:]))
    state = step(step(step(state, 0, "AS"), 1, PASS), 2, PASS)
    assert state.trick is None and state.current == 1


@pytest.mark.parametrize(("counter_clockwise", "next_seat"), [(0, 2), (1, 1)])
def test_going_out_with_a_play_that_clears_the_trick_at_once_hands_the_lead_to_the_next_player(
    counter_clockwise: int, next_seat: int
) -> None:
    # The seed names the left neighbour when the others all passed; a play nobody can beat clears the
    # trick without their passes, and the lead goes on the same way.
    state = deal(["KS AD 2H", "3C 4C", "5C 6C"], rules=TienLenRules(counter_clockwise=counter_clockwise), starter=0)
    state = step(state._replace(hands=(state.hands[0][:3], *state.hands[1:])), 0, "KS AD 2H")
    assert state.out == (0,) and state.trick is None and state.current == next_seat


def test_after_a_void_hand_the_lowest_card_leads_again() -> None:
    void = deal(["4S", "5S"], starter=1)._replace(phase=Phase.ENDED)
    outcome = GAME.outcome(void)
    assert outcome is not None and outcome.payments == (0, 0) and outcome.next_starter == OPENING
    assert GAME.new_hand(SEED, 2, outcome.next_starter, ()).phase == Phase.FIND


def test_play_goes_on_until_one_is_left_who_pays_each_other_the_stake() -> None:
    state = deal(["AS", "3C 4C", "5C 6C"], rules=TienLenRules(stake=3), starter=0)
    hands = (state.hands[0][:1], state.hands[1][:2], state.hands[2][:2])
    state = step(state._replace(hands=hands), 0, "AS")
    state = step(step(state, 2, PASS), 1, PASS)
    state = step(state, 2, "5C")
    assert state.current == 1
    state = step(state, 1, PASS)
    state = step(state, 2, "6C")
    assert state.phase == Phase.ENDED
    outcome, account = GAME.outcome(state), result(state)
    assert outcome is not None and account is not None and account.order == (0, 2, 1)
    assert outcome.payments == (3, -6, 3) and outcome.next_starter == 0


def test_the_last_player_pays_each_other_player() -> None:
    state = deal(["AS", "3C", "5C 6C 2S", "7C"], starter=0)._replace(phase=Phase.ENDED, out=(1, 3, 0))
    outcome = result(state)
    assert outcome is not None and outcome.order == (1, 3, 0, 2) and outcome.payments == (1, 1, -3, 1)


def test_a_player_who_went_out_leaves_the_play() -> None:
    state = deal(["AS", "3C 4C", "5C 6C"], starter=0)
    state = step(state._replace(hands=(state.hands[0][:1], *state.hands[1:])), 0, "AS")
    assert GAME.waiting(state).seats == (2,) and not state.hands[0]


@pytest.mark.parametrize(
    ("two_in_sequence", "southern", "follow", "suited"),
    [(True, False, False, False), (False, False, False, False), (True, True, False, False), (False, True, True, True)],
)
def test_every_combination_a_hand_holds_is_found_and_nothing_else(
    two_in_sequence: bool, southern: bool, follow: bool, suited: bool
) -> None:
    rng = DetRng(f"combinations {two_in_sequence} {southern} {follow} {suited}")
    for _ in range(40):
        deck = list(range(52))
        rng.shuffle(deck)
        # Few ranks, so the hands are full of pairs, runs and fours.
        hand = sorted(c for c in deck if c >> 2 in (0, 1, 2, 3, 10, 11, 12))[:11]
        every = {
            chosen
            for size in range(1, len(hand) + 1)
            for chosen in combinations(hand, size)
            if classify(chosen, two_in_sequence, suited) is not None
        }
        found = leads(hand, two_in_sequence, suited)
        assert len(found) == len(set(found)) and set(found) == every
        for trick in sorted(every)[:: max(1, len(every) // 12)]:
            old = classify(trick, two_in_sequence, suited)
            assert old is not None
            wanted = {c for c in every if beats(classify(c, two_in_sequence, suited), old, southern, follow)}  # type: ignore[arg-type]
            found = answers(hand, old, two_in_sequence, southern, follow, suited)
            assert len(found) == len(set(found)) and set(found) == wanted
