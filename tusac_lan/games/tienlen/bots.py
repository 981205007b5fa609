"""Tiến lên's bots: pure choices from a seat's view.

beginner plays the lowest legal play. good splits its hand into the fewest plays (sets and sequences),
plays whole parts of that split, and keeps its 2s and chops for when they win the lead: near the end of
its hand, when an opponent is close to going out, or to chop a 2.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ..api import Seat
from .cards import TWO
from .combos import top_rank
from .engine import MoveKind, TienLenMove, TienLenState, hand_cards


def _plays(legal: Sequence[TienLenMove]) -> Sequence[TienLenMove]:
    if legal[0].kind == MoveKind.PLAY and legal[-1].kind == MoveKind.PLAY:
        return legal
    return [move for move in legal if move.kind == MoveKind.PLAY]


def _forced(legal: Sequence[TienLenMove]) -> TienLenMove | None:
    """A declaration of an instant win is always taken; a seat with no play answers with its only move."""
    if legal[-1].kind == MoveKind.PLAY:
        return None  # plays are never offered beside a declaration
    for move in legal:
        if move.kind == MoveKind.DECLARE:
            return move
    return None if any(move.kind == MoveKind.PLAY for move in legal) else legal[0]


class BeginnerBot:
    name = "beginner"

    def choose(self, view: TienLenState, seat: Seat, legal: Sequence[TienLenMove]) -> TienLenMove:
        forced = _forced(legal)
        if forced is not None:
            return forced
        return min(_plays(legal), key=lambda move: (move.cards[-1], len(move.cards)))


def fewest_plays(counts: Sequence[int], high: int) -> int:
    """The fewest sets and sequences (reaching at most rank ``high``) that hold cards of these counts."""
    return _fewest_from(bytes(counts), high)


@lru_cache(maxsize=1 << 16)
def _fewest_from(counts: bytes, reach: int) -> int:
    shape = counts.lstrip(b"\0")
    start = len(counts) - len(shape)
    shape = shape.rstrip(b"\0")
    if not shape:
        return 0
    return _fewest(shape, min(reach - start, len(shape) - 1))


@lru_cache(maxsize=1 << 18)
def _fewest(shape: bytes, reach: int) -> int:
    """``shape`` (a count per rank) starts and ends with a held rank; a sequence may use ranks up to
    index ``reach``."""
    best = 1 + _fewest_from(shape[1:], reach - 1)
    run = bytearray(shape)
    for end in range(reach + 1):
        if not shape[end]:
            break
        run[end] -= 1
        if end >= 2:
            best = min(best, 1 + _fewest_from(bytes(run), reach))
    return best


def _costly(cards: tuple[int, ...], keep_twos: bool = True) -> bool:
    """A play of 2s (unless they are not worth keeping) or a bomb (a four, a double sequence)."""
    if cards[-1] >> 2 == TWO and keep_twos:
        return True
    return len(cards) >= 4 and (cards[0] >> 2 == cards[-1] >> 2 or cards[0] >> 2 == cards[1] >> 2)


def _counts(cards: Sequence[int]) -> bytes:
    counts = bytearray(13)
    for card in cards:
        counts[card >> 2] += 1
    return bytes(counts)


class GoodBot:
    name = "good"

    def choose(self, view: TienLenState, seat: Seat, legal: Sequence[TienLenMove]) -> TienLenMove:
        forced = _forced(legal)
        if forced is not None:
            return forced
        held = hand_cards(view, seat) or ()
        if view.rules.finish_on_two:
            # Going out on a 2 places last: anything else first, a pass included.
            legal = [m for m in legal if len(m.cards) < len(held) or m.cards[-1] >> 2 != TWO] or legal
        plays = _plays(legal)
        if not plays:
            return legal[0]
        for move in plays:
            if len(move.cards) == len(held):
                return move
        two_in_sequence = bool(view.rules.two_in_sequence)
        # Sequences of one suit are rare: counted by ranks alone, the split leaves them out.
        high = -1 if view.rules.suited_sequences else top_rank(two_in_sequence)
        counts = _counts(held)
        now = _fewest_from(counts, high)
        others = [len(hand) for other, hand in enumerate(view.hands) if other != seat and hand]
        danger = bool(others) and min(others) <= 2
        chopping = view.trick is not None and view.trick.top >> 2 == TWO

        memo: dict[tuple[int, ...], int] = {}

        def after(move: TienLenMove) -> int:
            cards = move.cards
            ranks = (cards[0] >> 2,) if len(cards) == 1 else tuple(card >> 2 for card in cards)
            known = memo.get(ranks)
            if known is None:
                rest = bytearray(counts)
                for rank in ranks:
                    rest[rank] -= 1
                known = memo[ranks] = _fewest_from(bytes(rest), high)
            return known

        # Where going out on a 2 places last, a 2 kept to the end is a loss: spend 2s like other cards.
        keep_twos = not view.rules.finish_on_two

        def costs(move: TienLenMove) -> bool:
            return _costly(move.cards, keep_twos)

        by_top = sorted(plays, key=lambda move: move.cards[-1])
        # Taking one part of a best split leaves one part fewer; nothing leaves fewer than that.
        for move in by_top:
            if not costs(move) and after(move) == now - 1:
                if view.trick is not None or not danger or len(move.cards) > 1:
                    return move
        costly = [move for move in by_top if costs(move)]
        if view.trick is None:
            if danger:
                return min(plays, key=lambda move: (len(move.cards) == 1, after(move), -move.cards[-1]))
            return min(plays, key=lambda move: (after(move), move.cards[-1]))
        spend = [move for move in costly if danger or chopping or after(move) <= 1]
        if spend:
            return min(spend, key=lambda move: (after(move), move.cards[-1]))
        if len(others) == 1:
            # Heads up a pass gives the other the lead at once: a card that costs no extra play is worth it.
            for move in by_top:
                if not costs(move) and after(move) <= now:
                    return move
        if danger:
            return min(plays, key=lambda move: (after(move), move.cards[-1]))
        return legal[0]
