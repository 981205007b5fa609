"""The Kuaho expert's imagined hands on kind counts (games/kuaho/rollout.py): its analysis agrees with the
hand analysis the engine and the good bot use, and an imagined hand ends in a win or a dead stock with
payments one partnership's gain is the other's loss; its packed group analysis agrees with ``melds``."""

from __future__ import annotations

import pytest

from tusac_lan.detrng import DetRng
from tusac_lan.games.four_colour.cards import NUM_CARDS, kind_of
from tusac_lan.games.kuaho import GAME, melds
from tusac_lan.games.kuaho.bots import quick_rank, rank_hand
from tusac_lan.games.kuaho.melds import GROUP_KINDS, completions, counts_of, is_win
from tusac_lan.games.kuaho.rollout import (
    POLICIES,
    Imagined,
    _packed,
    _splits_packed,
    _value_packed,
    distance_of,
    good_rank,
    meld_points,
    outs,
    rank,
    wins_with,
)
from tusac_lan.games.kuaho.state import Phase
from tusac_lan.games.playout import deal_hand


def vectors(kinds: list[int]) -> list[tuple[int, ...]]:
    counts = counts_of(kinds)
    return [tuple(counts[k] for k in group) for group in GROUP_KINDS]


def test_the_imagined_analysis_agrees_with_the_hand_analysis() -> None:
    rng = DetRng("rollout analysis")
    ready_seen = 0
    for index in range(3_000):
        deck = list(range(NUM_CARDS))
        rng.shuffle(deck)
        held = [kind_of(card) for card in deck[:15]]
        seen = [kind_of(card) for card in deck[15:40]]
        hand = vectors(held)
        assert sorted(outs(hand)) == list(completions(counts_of(held))), index
        ready_seen += bool(outs(hand))
        visible = counts_of(held + seen)
        assert rank(hand, list(counts_of(seen))) == quick_rank(held, visible), index
        for kind in range(28):
            grown = counts_of([*held, kind])
            assert wins_with(hand, kind) == (counts_of(held)[kind] < 4 and is_win(grown))
    assert ready_seen > 0


def test_the_good_policy_ranks_hands_as_the_good_bot_does() -> None:
    rng = DetRng("rollout distance")
    for index in range(1_500):
        deck = list(range(NUM_CARDS))
        rng.shuffle(deck)
        size = 15 if index % 3 else 7 + index % 9  # after secrets a hand holds fewer cards
        held = [kind_of(card) for card in deck[:size]]
        seen = [kind_of(card) for card in deck[size : size + 25]]
        hand = vectors(held)
        assert distance_of(hand) == melds.distance(counts_of(held)), index
        assert good_rank(hand, list(counts_of(seen))) == rank_hand(held, counts_of(held + seen)), index


@pytest.mark.parametrize("policy", POLICIES)
def test_an_imagined_hand_ends_and_its_payments_balance(policy: str) -> None:
    rules = GAME.default_rules()
    ended = 0
    for index in range(40):
        deck = list(range(NUM_CARDS))
        DetRng(f"rollout hand {index}").shuffle(deck)
        state = deal_hand(GAME, rules, 4, index % 4, tuple(deck))
        state = state._replace(cards=tuple(deck), phase=Phase.ACT)  # all known, the sowee turned
        hand = Imagined(state, policy)
        hand.play()
        assert hand.winner >= 0 or hand.top == len(hand.stock)
        values = [hand.value(seat) for seat in range(4)]
        assert values[0] == values[2] == -values[1] == -values[3]
        if hand.winner >= 0:
            ended += 1
            won = hand.hands[hand.winner]
            winning = [k for g, group in enumerate(GROUP_KINDS) for k, n in zip(group, won[g]) for _ in range(n)]
            assert is_win(counts_of(winning))
            assert hand._win_pay() > 0
    assert ended > 30


def test_the_packed_group_analysis_agrees_with_the_melds_analysis() -> None:
    rng = DetRng("rollout packed")
    for group, kinds in enumerate(GROUP_KINDS):
        for _ in range(2_000):
            vector = tuple(rng.below(5) if rng.below(3) else 0 for _ in kinds)
            code = _packed(vector)
            assert _splits_packed(group, code) == melds._splits(group, vector), (group, vector)
            assert _value_packed(group, code) == melds._value(group, vector), (group, vector)
    for index in range(1_000):
        deck = list(range(NUM_CARDS))
        rng.shuffle(deck)
        held = [kind_of(card) for card in deck[:16]]
        assert meld_points(vectors(held)) == melds.meld_value(counts_of(held)), index
