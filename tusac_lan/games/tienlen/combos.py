"""The combinations of Tiến lên, what beats what, and every play a hand can make."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from enum import IntEnum
from itertools import combinations, product
from typing import NamedTuple

from .cards import ACE, HIGHEST, RANKS, TWO


class Kind(IntEnum):
    SINGLE = 1
    PAIR = 2
    TRIPLE = 3
    FOUR = 4
    SEQUENCE = 5
    DOUBLE_SEQUENCE = 6


SETS = {1: Kind.SINGLE, 2: Kind.PAIR, 3: Kind.TRIPLE, 4: Kind.FOUR}
CHOPPED_BY_PAIRS = {Kind.PAIR: 4, Kind.TRIPLE: 5}
"""A pair of 2s falls to a double sequence of four pairs, three 2s to one of five pairs."""


class Combo(NamedTuple):
    kind: int
    size: int
    top: int
    """The strongest card: combinations of one kind and size compare by it."""


def top_rank(two_in_sequence: bool) -> int:
    """The highest rank a sequence may reach."""
    return TWO if two_in_sequence else ACE


def classify(cards: Sequence[int], two_in_sequence: bool) -> Combo | None:
    """The combination ``cards`` (ascending, distinct) make, or None."""
    size = len(cards)
    if size == 0:
        return None
    ranks = [c >> 2 for c in cards]
    low, high = ranks[0], ranks[-1]
    if low == high:
        return Combo(SETS[size], size, cards[-1]) if size <= 4 else None
    if high > top_rank(two_in_sequence):
        return None
    if size >= 3 and ranks == list(range(low, low + size)):
        return Combo(Kind.SEQUENCE, size, cards[-1])
    if size >= 6 and size % 2 == 0 and ranks == [low + i // 2 for i in range(size)]:
        return Combo(Kind.DOUBLE_SEQUENCE, size, cards[-1])
    return None


def is_chop(new: Combo, old: Combo) -> bool:
    """The exceptions: a four or three pairs in sequence beat a single 2, four pairs a pair of 2s, five
    pairs three 2s."""
    if old.top >> 2 != TWO:
        return False
    if old.kind == Kind.SINGLE:
        return new.kind == Kind.FOUR or (new.kind == Kind.DOUBLE_SEQUENCE and new.size == 6)
    pairs = CHOPPED_BY_PAIRS.get(Kind(old.kind)) if old.kind in (Kind.PAIR, Kind.TRIPLE) else None
    return pairs is not None and new.kind == Kind.DOUBLE_SEQUENCE and new.size == 2 * pairs


def beats(new: Combo, old: Combo) -> bool:
    if new.kind == old.kind and new.size == old.size:
        return new.top > old.top
    return is_chop(new, old)


def unbeatable(combo: Combo, two_in_sequence: bool) -> bool:
    """No combination that can exist beats it (the trick is cleared at once)."""
    if combo.kind in (Kind.SINGLE, Kind.PAIR, Kind.TRIPLE):
        return False  # the strongest of these are 2s, which the chops beat
    if combo.kind in (Kind.SEQUENCE, Kind.DOUBLE_SEQUENCE):
        return combo.top >> 2 == top_rank(two_in_sequence) and combo.top & 3 == 3
    return combo.top == HIGHEST


def by_rank(hand: Sequence[int]) -> list[list[int]]:
    groups: list[list[int]] = [[] for _ in range(RANKS)]
    for card in hand:
        groups[card >> 2].append(card)
    return groups


def _sets(groups: list[list[int]], size: int, above: int) -> Iterator[tuple[int, ...]]:
    for cards in groups:
        if len(cards) >= size and cards[-1] > above:
            for chosen in combinations(cards, size):
                if chosen[-1] > above:
                    yield chosen


def _runs(groups: list[list[int]], pairs: bool, size: int, above: int, high: int) -> Iterator[tuple[int, ...]]:
    """Sequences (or double sequences) of ``size`` cards whose top is above ``above``; size 0: any length."""
    need = 2 if pairs else 1
    longest = [0] * (high + 2)
    for rank in range(high, -1, -1):
        longest[rank] = longest[rank + 1] + 1 if len(groups[rank]) >= need else 0
    wanted = size // need
    for start in range(high - 1):
        reach = longest[start]
        if reach < 3 or (wanted and reach < wanted):
            continue
        for length in (wanted,) if wanted else range(3, reach + 1):
            last = groups[start + length - 1]
            if last[-1] <= above:
                continue
            options = [
                list(combinations(groups[r], 2)) if pairs else [(c,) for c in groups[r]]
                for r in range(start, start + length)
            ]
            for choice in product(*options):
                if choice[-1][-1] > above:
                    yield tuple(c for part in choice for c in part)


def leads(hand: Sequence[int], two_in_sequence: bool) -> list[tuple[int, ...]]:
    """Every combination in ``hand`` (ascending)."""
    groups = by_rank(hand)
    high = top_rank(two_in_sequence)
    out: list[tuple[int, ...]] = [(c,) for c in hand]
    for size in (2, 3, 4):
        out.extend(_sets(groups, size, -1))
    out.extend(_runs(groups, False, 0, -1, high))
    out.extend(_runs(groups, True, 0, -1, high))
    return out


def answers(hand: Sequence[int], trick: Combo, two_in_sequence: bool) -> list[tuple[int, ...]]:
    """Every combination in ``hand`` that beats ``trick``."""
    kind, size, top = trick
    if kind == Kind.SINGLE and top >> 2 != TWO:
        return [(c,) for c in hand if c > top]
    groups = by_rank(hand)
    high = top_rank(two_in_sequence)
    out: list[tuple[int, ...]]
    if kind == Kind.SINGLE:
        out = [(c,) for c in hand if c > top]
    elif kind in (Kind.PAIR, Kind.TRIPLE, Kind.FOUR):
        out = list(_sets(groups, size, top))
    elif kind == Kind.SEQUENCE:
        out = list(_runs(groups, False, size, top, high))
    else:
        out = list(_runs(groups, True, size, top, high))
    if top >> 2 == TWO:
        if kind == Kind.SINGLE:
            out.extend(_sets(groups, 4, -1))
            out.extend(_runs(groups, True, 6, -1, high))
        elif kind in (Kind.PAIR, Kind.TRIPLE):
            out.extend(_runs(groups, True, 2 * CHOPPED_BY_PAIRS[Kind(kind)], -1, high))
    return out
