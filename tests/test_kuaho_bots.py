"""Kuaho's bots: pure choices from a seat's view, and the good bot beats the beginner over rotated
duplicate deals (scripts/bench_kuaho.py runs the long match)."""

from __future__ import annotations

import math
import time

import pytest

from tests.kuaho_scene import SOUTH, Scene, make_deck
from tusac_lan.detrng import DetRng
from tusac_lan.games.api import Refusal
from tusac_lan.games.kuaho import GAME
from tusac_lan.games.kuaho.state import Kind
from tusac_lan.games.playout import deal_hand, play_hand


def deck_of(seed: str) -> tuple[int, ...]:
    deck = list(range(112))
    DetRng(seed).shuffle(deck)
    return tuple(deck)


def test_the_levels_weakest_first_and_an_unknown_level_refused() -> None:
    assert GAME.bot_levels == ("beginner", "good", "expert") and GAME.stand_in in GAME.bot_levels
    with pytest.raises(ValueError):
        GAME.make_bot("master")


def test_the_good_bot_beats_the_beginner_over_rotated_duplicate_deals() -> None:
    rules = GAME.default_rules()
    per_deal = []
    for index in range(16):
        deck, dealer, total = deck_of(f"bots {index}"), index % 4, 0
        for strong in ((0, 2), (1, 3)):
            agents = [GAME.make_bot("good" if s in strong else "beginner") for s in range(4)]
            outcome = GAME.outcome(play_hand(GAME, rules, 4, dealer, deck, agents).state)
            assert outcome is not None
            total += sum(outcome.payments[s] for s in strong)
        per_deal.append(total / 4)
    mean = sum(per_deal) / len(per_deal)
    sd = math.sqrt(sum((v - mean) ** 2 for v in per_deal) / (len(per_deal) - 1))
    assert mean - 1.96 * sd / math.sqrt(len(per_deal)) > 0, per_deal


@pytest.mark.parametrize("level", ["beginner", "good", "expert"])
def test_a_bot_answers_from_its_view_alone_within_a_second(level: str) -> None:
    rules = GAME.default_rules()
    deck = deck_of(f"view {level}")
    state = deal_hand(GAME, rules, 4, 0, deck)
    bot = GAME.make_bot(level)
    asked = 0
    while not (waiting := GAME.waiting(state)).ended and asked < 60:
        if waiting.reveals:
            reveal = waiting.reveals[0]
            after = GAME.apply_reveal(state, reveal, tuple(deck[s] for s in reveal.slots))
        else:
            seat = waiting.seats[0]
            legal = GAME.legal(state, seat)
            view = GAME.view(state, seat)
            started = time.process_time()
            move = bot.choose(view, seat, legal)
            assert time.process_time() - started < 1.0
            assert move in legal and bot.choose(view, seat, legal) == move
            asked += 1
            after = GAME.apply(state, seat, move)
        assert not isinstance(after, Refusal)
        state = after
    assert asked


def test_the_coach_hints_a_legal_move_with_a_reason() -> None:
    rules = GAME.default_rules()
    deck = deck_of("coach")
    state = deal_hand(GAME, rules, 4, 0, deck)
    reveal = GAME.waiting(state).reveals[0]
    opened = GAME.apply_reveal(state, reveal, tuple(deck[s] for s in reveal.slots))
    assert not isinstance(opened, Refusal)
    coach = GAME.coach()
    assert coach is not None
    legal = GAME.legal(opened, 0)
    hint = coach.hint(GAME.view(opened, 0), 0, legal)
    assert hint.move in legal and hint.reason in ("secret", "discard", "puro")


def test_the_good_bot_lays_a_general_with_the_sowees_twins() -> None:
    """The seed's advice: a general can never be discarded, so it is the best fourth card."""
    hand = "RX RX RX GA GB GB GB WC WC WC GX GX GX YZ YZ YZ"
    scene = Scene(SOUTH, make_deck(SOUTH, {SOUTH: hand}, "RX"))
    legal = GAME.legal(scene.state, SOUTH)
    move = GAME.make_bot("good").choose(GAME.view(scene.state, SOUTH), SOUTH, legal)
    assert move.kind == Kind.SECRET and scene.slot_of(SOUTH, "GA") in move.slots
