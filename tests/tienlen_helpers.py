"""Tiến lên hands laid out by hand for the rule tests: each seat's cards by code, the rest set aside."""

from __future__ import annotations

from collections.abc import Sequence

from tusac_lan.games.api import OPENING, Refusal
from tusac_lan.games.playout import deal_hand
from tusac_lan.games.tienlen import GAME
from tusac_lan.games.tienlen.cards import card_from_code
from tusac_lan.games.tienlen.engine import MoveKind, TienLenMove, TienLenState
from tusac_lan.games.tienlen.rules import TienLenRules, hand_size


def card(code: str) -> int:
    found = card_from_code(code)
    assert found is not None, code
    return found


def cards(codes: str) -> tuple[int, ...]:
    return tuple(sorted(card(code) for code in codes.split()))


def _filler_order(card: int) -> tuple[bool, int, int]:
    """Unlisted cards fill a hand from the middle ranks out; the 3s and 2s (who leads, what chops) last."""
    rank = card >> 2
    return (rank in (0, 12), abs(rank - 6), card)


def deck_for(hands: Sequence[str], rules: TienLenRules) -> tuple[int, ...]:
    """A deck whose slots give each seat its listed cards first, then cards nobody listed; the rest set aside."""
    seats = len(hands)
    size = hand_size(rules, seats)
    listed = [cards(h) for h in hands]
    spare = sorted((c for c in range(52) if all(c not in h for h in listed)), key=_filler_order)
    deck: list[int] = []
    for held in listed:
        assert len(held) <= size
        fill = size - len(held)
        deck.extend(held)
        deck.extend(spare[:fill])
        spare = spare[fill:]
    deck.extend(spare)
    return tuple(deck)


def deal(hands: Sequence[str], rules: TienLenRules | None = None, starter: int = OPENING) -> TienLenState:
    rules = rules or TienLenRules()
    state: TienLenState = deal_hand(GAME, rules, len(hands), starter, deck_for(hands, rules))
    return state


def play(state: TienLenState, seat: int, codes: str) -> TienLenMove:
    chosen = cards(codes)
    where = {state.cards[slot]: slot for slot in state.hands[seat]}
    return TienLenMove(MoveKind.PLAY, tuple(where[c] for c in chosen), chosen)


def step(state: TienLenState, seat: int, move: TienLenMove | str) -> TienLenState:
    if isinstance(move, str):
        move = play(state, seat, move)
    after = GAME.apply(state, seat, move)
    assert not isinstance(after, Refusal), after
    return after


def refused(state: TienLenState, seat: int, move: TienLenMove | str) -> str:
    if isinstance(move, str):
        move = play(state, seat, move)
    after = GAME.apply(state, seat, move)
    assert isinstance(after, Refusal), "the move was taken"
    return after.reason
