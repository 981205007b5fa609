"""The conformance kit over every registered game and the toy game, and the toy's audit-only breach."""

from __future__ import annotations

import sys
from typing import Any

import pytest

from tests.toy_game import TOY, Kind, ToyGame, ToyMove
from tusac_lan.games import GAMES, find_game, load_client
from tusac_lan.games.api import UNKNOWN, Game, Moved, Opened, Refusal, Step
from tusac_lan.games.conformance import (
    Nonconformance,
    check_audit,
    check_breach_caught,
    check_legal,
    check_peers_agree,
    check_refusals,
    check_replays_alike,
    check_views,
    random_hand,
)

WITH_TOY = {**GAMES, TOY.id: TOY}
CASES = [(game_id, seats) for game_id, game in sorted(WITH_TOY.items()) for seats in game.seat_counts]
SEEDS = ("a", "b")


def game_of(game_id: str) -> Game[Any, Any, Any]:
    return find_game(game_id, WITH_TOY)


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_random_playouts_end_and_replay_alike(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    check_replays_alike(game, game.default_rules(), seats, "alike")


@pytest.mark.parametrize(("game_id", "seats"), CASES)
@pytest.mark.parametrize("seed", SEEDS)
def test_every_contract_on_random_hands(game_id: str, seats: int, seed: str) -> None:
    game = game_of(game_id)
    hand = random_hand(game, game.default_rules(), seats, seed)
    assert hand.played.steps
    check_views(game, hand)
    check_peers_agree(game, hand)
    check_legal(game, hand)
    check_audit(game, hand)
    check_refusals(game, hand, seed)


def test_the_registry_takes_extra_games_as_a_value() -> None:
    assert "toy" not in GAMES
    assert find_game("toy", WITH_TOY) is TOY
    with pytest.raises(ValueError):
        find_game("toy")


def test_the_toy_exercises_what_tu_sac_does_not() -> None:
    kinds = set()
    for seats in (2, 3):
        hand = random_hand(TOY, TOY.default_rules(), seats, "kinds")
        for state, step in zip(hand.states, hand.played.steps):
            waiting = TOY.waiting(state)
            if isinstance(step, Opened):
                kinds.add("private draw" if step.reveal.to >= 0 else "public reveal")
            elif step.move.kind == Kind.DOWN:
                kinds.add("face down")
            if len(waiting.seats) > 1:
                kinds.add("window")
        assert TOY.deal_plan(TOY.default_rules(), seats, 0).first == (0,)
    assert kinds == {"private draw", "public reveal", "face down", "window"}


def breach(seats: int) -> tuple[Any, list[Step[ToyMove]], int]:
    """A random toy hand with its first face-up play of a card at or above the mark played face down
    instead: only the audit can see it."""
    for attempt in range(50):
        hand = random_hand(TOY, TOY.default_rules(), seats, f"breach {attempt}")
        for position, step in enumerate(hand.played.steps):
            state = hand.states[position]
            if isinstance(step, Moved) and step.move.kind == Kind.UP and step.move.card >= state.mark:
                steps = list(hand.played.steps)
                steps[position] = Moved(step.seat, ToyMove(Kind.DOWN, step.move.slot, UNKNOWN))
                return hand, steps, position
    raise AssertionError("no hand with a high card played")


@pytest.mark.parametrize("seats", [2, 3])
def test_the_audit_catches_a_face_down_breach(seats: int) -> None:
    hand, steps, position = breach(seats)
    check_breach_caught(TOY, hand, steps, position)
    mover = steps[position]
    assert isinstance(mover, Moved)
    own = TOY.apply(hand.states[position], mover.seat, mover.move)
    assert own == Refusal("a card played face down must be below the mark")
    finding = TOY.replay(hand.rules, hand.seats, hand.starter, steps, hand.deck).finding
    assert finding is not None and finding.reason == "a card played face down must be below the mark"


def test_the_kit_notices_a_game_that_breaks_the_contract() -> None:
    class Leaky(ToyGame):
        def view(self, state: Any, seat: int) -> Any:
            return state

    hand = random_hand(Leaky(), TOY.default_rules(), 3, "leak")
    with pytest.raises(Nonconformance, match="has not seen"):
        check_views(Leaky(), hand)
    honest_steps = list(hand.played.steps)
    with pytest.raises(Nonconformance, match="did not find"):
        check_breach_caught(TOY, hand, honest_steps, 0)


def test_a_client_plugin_is_loaded_only_when_asked_for() -> None:
    assert "tests.toy_client" not in sys.modules
    plugin = load_client(TOY)
    assert plugin is not None and plugin.game_id == "toy"
    tusac = load_client(find_game())  # Tứ Sắc's plugin answers the shell's own table pages
    assert tusac is not None and tusac.game_id == "tusac"
