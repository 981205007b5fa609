"""Tiến lên's expert bot: the same view gives the same move, it sees nothing but its view, its samples
keep what the view says, its work is bounded, and it plays legal moves at every table under every preset."""

from __future__ import annotations

import time
from collections.abc import Sequence

import pytest

from tests.tienlen_helpers import deal, step
from tusac_lan.detrng import DetRng
from tusac_lan.games.api import OPENING, UNKNOWN, UNUSED
from tusac_lan.games.playout import deal_hand, play_hand
from tusac_lan.games.tienlen import GAME
from tusac_lan.games.tienlen.engine import MoveKind, Phase, TienLenMove, TienLenState
from tusac_lan.games.tienlen.expert import PLAYOUTS, ExpertBot, decide, sample
from tusac_lan.games.tienlen.rules import PRESETS


def dealt(seats: int, label: str, starter: int = 0, preset: str = "seed") -> TienLenState:
    rng = DetRng(f"expert test {label}")
    deck = list(range(GAME.deck))
    rng.shuffle(deck)
    return deal_hand(GAME, PRESETS[preset], seats, starter, deck)


def mid_hand(seats: int, label: str) -> TienLenState:
    """A hand some moves in, played by good bots."""
    state = dealt(seats, label)
    good = GAME.make_bot("good")
    for _ in range(3 * seats):
        seat = GAME.waiting(state).seats[0]
        legal = GAME.legal(state, seat)
        after = GAME.apply(state, seat, good.choose(GAME.view(state, seat), seat, legal))
        assert isinstance(after, TienLenState)
        state = after
    return state


def expert_move(state: TienLenState, seat: int, budget: int = 40) -> TienLenMove:
    view = GAME.view(state, seat)
    return GAME.make_bot("expert", budget=budget).choose(view, seat, GAME.legal(view, seat))


def test_the_same_view_gives_the_same_move() -> None:
    for seats in (2, 3, 4):
        state = mid_hand(seats, f"same {seats}")
        seat = GAME.waiting(state).seats[0]
        view = GAME.view(state, seat)
        legal = GAME.legal(view, seat)
        first = decide(view, seat, legal, 60)
        assert first.playouts > 0
        assert decide(view, seat, legal, 60) == first
        assert ExpertBot(60).choose(view, seat, legal) == first.move


def _others_reshuffled(state: TienLenState, seat: int, label: str) -> TienLenState:
    """``state`` with the cards ``seat`` cannot see dealt again among the slots that hide them."""
    view = GAME.view(state, seat)
    hidden = [slot for slot in range(GAME.deck) if view.cards[slot] == UNKNOWN]
    cards = [state.cards[slot] for slot in hidden]
    DetRng(label).shuffle(cards)
    known = list(state.cards)
    for slot, card in zip(hidden, cards):
        known[slot] = card
    return state._replace(cards=tuple(known))


def test_it_never_peeks_at_the_hidden_cards() -> None:
    for seats in (2, 3, 4):
        state = mid_hand(seats, f"peek {seats}")
        seat = GAME.waiting(state).seats[0]
        view = GAME.view(state, seat)
        for other, hand in enumerate(state.hands):
            if other != seat:
                assert all(view.cards[slot] == UNKNOWN for slot in hand)
        assert all(view.cards[slot] == UNKNOWN for slot, owner in enumerate(state.owners) if owner == UNUSED)
        moves = set()
        for attempt in range(3):
            reshuffled = _others_reshuffled(state, seat, f"reshuffle {seats} {attempt}")
            assert reshuffled.cards != state.cards and GAME.view(reshuffled, seat) == view
            moves.add(expert_move(reshuffled, seat))
        assert moves == {expert_move(state, seat)}


def test_a_sample_keeps_what_the_view_says() -> None:
    # The first hand at 3 seats: the lead is found card by card, so every card below the one found is set aside.
    state = dealt(3, "s2", OPENING)
    while GAME.waiting(state).seats and state.phase != Phase.PLAY:
        seat = GAME.waiting(state).seats[0]
        legal = GAME.legal(state, seat)
        after = GAME.apply(state, seat, legal[-1])
        assert isinstance(after, TienLenState)
        state = after
    seat = GAME.waiting(state).seats[0]
    view = GAME.view(state, seat)
    assert view.asked == 1  # 3♠ was set aside
    for label in ("a", "b", "c"):
        world = sample(view, seat, DetRng(label))
        assert sorted(world.cards) == list(range(GAME.deck))
        assert all(known in (UNKNOWN, card) for known, card in zip(view.cards, world.cards))
        assert world.hands == view.hands
        for slot, card in enumerate(world.cards):
            if card < view.asked:
                assert world.owners[slot] == UNUSED  # every seat said it did not hold it


def test_plain_decisions_take_no_playout() -> None:
    whole = deal(["3S 4S 5S", "9D 9H"], starter=0)
    whole = whole._replace(hands=(whole.hands[0][:3], whole.hands[1][:2]))
    view = GAME.view(whole, 0)
    decision = decide(view, 0, GAME.legal(view, 0))
    assert decision.playouts == 0 and len(decision.move.cards) == 3
    nothing = deal(["4S 5S 6D", "9D 2H 8C"], starter=1)
    nothing = step(nothing._replace(hands=(nothing.hands[0][:3], nothing.hands[1][:3])), 1, "2H")
    view = GAME.view(nothing, 0)
    assert decide(view, 0, GAME.legal(view, 0)) == (GAME.legal(view, 0)[0], 0)
    rules = PRESETS["southern"]
    instant = deal(["2S 2C 2D 2H", "3D"], rules=rules)
    view = GAME.view(instant, 0)
    decision = decide(view, 0, GAME.legal(view, 0))
    assert decision.playouts == 0 and decision.move.kind == MoveKind.DECLARE


@pytest.mark.parametrize("seats", (2, 3, 4))
def test_a_decision_takes_at_most_its_playouts_and_well_under_a_second(seats: int) -> None:
    # The opening lead from a full hand is the widest decision: the most candidates, the longest playouts.
    state = dealt(seats, f"bound {seats}")
    view = GAME.view(state, 0)
    legal = GAME.legal(view, 0)
    started = time.process_time()
    decision = decide(view, 0, legal)
    spent = time.process_time() - started
    assert 0 < decision.playouts <= PLAYOUTS and decision.move in legal
    assert spent < 1.0


class Checked:
    """An expert whose every choice is checked to be one of the legal moves it was given."""

    def __init__(self) -> None:
        self.bot = GAME.make_bot("expert", budget=12)
        self.name = "expert"
        self.chosen = 0

    def choose(self, view: TienLenState, seat: int, legal: Sequence[TienLenMove]) -> TienLenMove:
        move = self.bot.choose(view, seat, legal)
        assert move in legal
        self.chosen += 1
        return move


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("seats", (2, 3, 4))
def test_experts_play_legal_moves_to_the_end_of_hands(preset: str, seats: int) -> None:
    rng = DetRng(f"expert legal {preset} {seats}")
    expert = Checked()
    starter = OPENING
    for _ in range(2):
        deck = list(range(GAME.deck))
        rng.shuffle(deck)
        played = play_hand(GAME, PRESETS[preset], seats, starter, deck, [expert] * seats)
        outcome = GAME.outcome(played.state)
        assert outcome is not None
        starter = outcome.next_starter
    assert expert.chosen > 0
