"""The Kuaho playout search and the Ma Diao expert: legal moves only, hand after hand, every hand passing
its audit; the same view gives the same move; they see nothing but their view (the hidden cards dealt again
among the slots that hide them change nothing); their samples keep what the view says; their work is
bounded by playouts.
scripts/bench_kuaho.py (``--strong search``) and scripts/bench_madiao.py measure them against the good
bots. Kuaho's expert level is tests/test_kuaho_expert.py."""

from __future__ import annotations

import time
from typing import Any

import pytest

from tusac_lan.detrng import DetRng
from tusac_lan.games.api import UNKNOWN, Refusal
from tusac_lan.games.four_colour.cards import kind_of
from tusac_lan.games.kuaho import GAME as KUAHO
from tusac_lan.games.kuaho import sampling as kuaho_sampling
from tusac_lan.games.kuaho import search as kuaho_search
from tusac_lan.games.kuaho.engine import fourth_kinds, ready
from tusac_lan.games.kuaho.state import NOT_PURO, Kind, KuahoState, Phase
from tusac_lan.games.madiao import GAME as MADIAO
from tusac_lan.games.madiao import expert as madiao_expert
from tusac_lan.games.madiao.rules import MadiaoRules
from tusac_lan.games.madiao.scoring import yishang_hands
from tusac_lan.games.madiao.state import MadiaoState
from tusac_lan.games.madiao.state import Phase as MadiaoPhase
from tusac_lan.games.playout import deal_hand, play_hand

GAMES: dict[str, Any] = {"kuaho": KUAHO, "madiao": MADIAO}


def deck_of(game: Any, label: str) -> tuple[int, ...]:
    deck = list(range(game.deck))
    DetRng(f"expert {label}").shuffle(deck)
    return tuple(deck)


def walk(game: Any, label: str, until: Any, rules: Any = None) -> Any:
    """A hand dealt from ``label`` and played by good bots until ``until(state)`` holds where a seat is
    owed a choice of more than one move (the state returned)."""
    rules = game.default_rules() if rules is None else rules
    deck = deck_of(game, label)
    state = deal_hand(game, rules, 4, 0, deck)
    good = game.make_bot("good")
    for _ in range(2_000):
        waiting = game.waiting(state)
        assert not waiting.ended, "the hand ended before the state looked for"
        if waiting.reveals:
            reveal = waiting.reveals[0]
            after = game.apply_reveal(state, reveal, tuple(deck[slot] for slot in reveal.slots))
        else:
            seat = waiting.seats[0]
            legal = game.legal(state, seat)
            if len(legal) > 1 and until(state, seat, legal):
                return state
            after = game.apply(state, seat, good.choose(game.view(state, seat), seat, legal))
        assert not isinstance(after, Refusal)
        state = after
    raise AssertionError("no such state")


def kuaho_discard(state: KuahoState, seat: int, legal: Any) -> bool:
    return state.phase == Phase.ACT and state.turn > 12 and sum(m.kind == Kind.DISCARD for m in legal) > 3


def madiao_play(state: MadiaoState, seat: int, legal: Any) -> bool:
    return state.phase == MadiaoPhase.PLAY and len(state.tricks) >= 2


def expert_bot(game: Any, budget: int) -> Any:
    """Kuaho's playout search is not a level the table offers (its expert looks one card ahead instead): it
    is built directly."""
    return kuaho_search.SearchBot(game, budget) if game is KUAHO else game.make_bot("expert", budget=budget)


DECISIONS = {"kuaho": kuaho_discard, "madiao": madiao_play}


def _hidden_dealt_again(game: Any, state: Any, seat: int, label: str) -> Any:
    """``state`` with the cards ``seat`` cannot see dealt again among the slots that hide them."""
    view = game.view(state, seat)
    hidden = [slot for slot, card in enumerate(view.cards) if card == UNKNOWN]
    cards = [state.cards[slot] for slot in hidden]
    DetRng(label).shuffle(cards)
    known = list(state.cards)
    for slot, card in zip(hidden, cards):
        known[slot] = card
    return state._replace(cards=tuple(known))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_same_view_gives_the_same_move_and_only_the_view_counts(game_id: str) -> None:
    game = GAMES[game_id]
    state = walk(game, f"same {game_id}", DECISIONS[game_id])
    seat = game.waiting(state).seats[0]
    view = game.view(state, seat)
    legal = game.legal(view, seat)
    assert legal == game.legal(state, seat)
    module = kuaho_search if game_id == "kuaho" else madiao_expert
    first = module.decide(game, view, seat, legal, 12)
    assert first.playouts > 0 and first.move in legal
    assert module.decide(game, view, seat, legal, 12) == first
    assert expert_bot(game, 12).choose(view, seat, legal) == first.move
    for attempt in range(3):
        other = _hidden_dealt_again(game, state, seat, f"again {game_id} {attempt}")
        assert other.cards != state.cards and game.view(other, seat) == view
        assert expert_bot(game, 12).choose(game.view(other, seat), seat, legal) == first.move


def test_a_kuaho_sample_keeps_what_the_view_says() -> None:
    def puro_elsewhere(state: KuahoState, seat: int, legal: Any) -> bool:
        return state.phase in (Phase.START, Phase.ACT) and any(
            p != NOT_PURO for other, p in enumerate(state.puro) if other != seat
        )

    state = walk(KUAHO, "kuaho sample", puro_elsewhere)
    seat = KUAHO.waiting(state).seats[0]
    view = KUAHO.view(state, seat)
    for label in ("a", "b", "c"):
        world = kuaho_sampling.sample(view, seat, DetRng(label))
        assert sorted(world.cards) == list(range(KUAHO.deck))
        assert all(known in (UNKNOWN, card) for known, card in zip(view.cards, world.cards))
        sowee = kind_of(world.sowee)
        for other in range(4):
            for secret in world.secrets[other]:
                laid = sorted(kind_of(world.cards[slot]) for slot in secret)
                assert len(set(laid)) == 1 or laid.count(sowee) == 3
            if other != seat and world.puro[other] != NOT_PURO:
                held = [kind_of(world.cards[slot]) for slot in world.hands[other]]
                assert ready(held, fourth_kinds(world, other) or [])


def test_a_madiao_sample_keeps_what_the_view_says() -> None:
    rules = MadiaoRules(must_follow=1)
    state = walk(MADIAO, "madiao sample", madiao_play, rules)
    seat = MADIAO.waiting(state).seats[0]
    view = MADIAO.view(state, seat)
    for label in ("a", "b", "c"):
        world = madiao_expert.sample(view, seat, DetRng(label))
        assert sorted(world.cards) == list(range(MADIAO.deck))
        assert all(known in (UNKNOWN, card) for known, card in zip(view.cards, world.cards))
        for other in range(4):
            if other != seat:
                assert not yishang_hands([world.cards[slot] for slot in world.dealt[other]])
        assert madiao_expert._consistent(world, seat)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_decision_takes_at_most_its_playouts_and_under_a_second(game_id: str) -> None:
    game = GAMES[game_id]
    module = kuaho_search if game_id == "kuaho" else madiao_expert
    state = walk(game, f"time {game_id}", DECISIONS[game_id])
    seat = game.waiting(state).seats[0]
    view = game.view(state, seat)
    legal = game.legal(view, seat)
    for budget in (1, 10):
        assert module.decide(game, view, seat, legal, budget).playouts <= max(budget, len(legal))
    started = time.process_time()
    decision = module.decide(game, view, seat, legal, module.PLAYOUTS)
    assert time.process_time() - started < 1.0 and decision.playouts <= module.PLAYOUTS


@pytest.mark.parametrize(("game_id", "hands"), [("kuaho", 3), ("madiao", 12)])
def test_experts_play_legal_moves_to_the_end_of_hands_that_pass_their_audit(game_id: str, hands: int) -> None:
    game = GAMES[game_id]
    rules = game.default_rules()
    for index in range(hands):
        deck = deck_of(game, f"legal {game_id} {index}")
        agents = [expert_bot(game, 6), game.make_bot("good")] * 2
        played = play_hand(game, rules, 4, index % 4, deck, agents)  # a refused move raises
        audit = game.replay(rules, 4, index % 4, played.steps, deck)
        assert audit.finding is None and game.outcome(audit.state) is not None
