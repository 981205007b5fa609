"""The combinations of Tiến lên, what beats what, and every play a hand can make."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from enum import IntEnum
from itertools import combinations, product
from typing import NamedTuple

from .cards import ACE, HIGHEST, RANKS, RED_SUITS, TWO


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
    suits: int = 0
    """What following suit matches: a single's suit, a pair's or triple's red cards, a sequence's suits
    rank by rank (base 4, lowest rank last); 0 for bombs."""


def suits_of(kind: int, cards: Sequence[int]) -> int:
    if kind == Kind.SINGLE:
        return cards[0] & 3
    if kind in (Kind.PAIR, Kind.TRIPLE):
        return sum(1 for c in cards if c & 3 in RED_SUITS)
    if kind == Kind.SEQUENCE:
        code = 0
        for card in cards:
            code = code * 4 + (card & 3)
        return code
    return 0


def top_rank(two_in_sequence: bool) -> int:
    """The highest rank a sequence may reach."""
    return TWO if two_in_sequence else ACE


def classify(cards: Sequence[int], two_in_sequence: bool, suited: bool = False) -> Combo | None:
    """The combination ``cards`` (ascending, distinct) make, or None; ``suited``: sequences of one suit."""
    size = len(cards)
    if size == 1:
        return Combo(Kind.SINGLE, 1, cards[0], cards[0] & 3)
    if size == 0:
        return None
    ranks = [c >> 2 for c in cards]
    low, high = ranks[0], ranks[-1]
    if low == high:
        return Combo(SETS[size], size, cards[-1], suits_of(SETS[size], cards)) if size <= 4 else None
    if high > top_rank(two_in_sequence):
        return None
    if size >= 3 and ranks == list(range(low, low + size)):
        if suited and any(c & 3 != cards[0] & 3 for c in cards):
            return None
        return Combo(Kind.SEQUENCE, size, cards[-1], suits_of(Kind.SEQUENCE, cards))
    if size >= 6 and size % 2 == 0 and ranks == [low + i // 2 for i in range(size)]:
        return Combo(Kind.DOUBLE_SEQUENCE, size, cards[-1])
    return None


def is_twos(combo: Combo) -> bool:
    """A single, pair or triple of 2s (heo)."""
    return combo.top >> 2 == TWO and combo.kind in (Kind.SINGLE, Kind.PAIR, Kind.TRIPLE)


def bomb_level(combo: Combo) -> int:
    """The southern order of bombs: 3 pairs in sequence 1, a four 2, p >= 4 pairs p - 1; else 0."""
    if combo.kind == Kind.FOUR:
        return 2
    if combo.kind == Kind.DOUBLE_SEQUENCE:
        pairs = combo.size // 2
        return 1 if pairs == 3 else pairs - 1
    return 0


TWOS_NEED = {Kind.SINGLE: 1, Kind.PAIR: 2, Kind.TRIPLE: 4}
"""The southern order: the weakest bomb that chops a single, a pair, three 2s."""


def is_chop(new: Combo, old: Combo, southern: bool = False) -> bool:
    """The exceptions (a play of another kind or size that beats ``old``). The seed's: a four or three
    pairs in sequence beat a single 2, four pairs a pair of 2s, five pairs three 2s. The southern order:
    a bomb beats the 2s of its level or lower and every bomb of a lower level."""
    if southern:
        level = bomb_level(new)
        if not level or (new.kind == old.kind and new.size == old.size):
            return False
        if is_twos(old):
            return level >= TWOS_NEED[Kind(old.kind)]
        return level > bomb_level(old) > 0
    if old.top >> 2 != TWO:
        return False
    if old.kind == Kind.SINGLE:
        return new.kind == Kind.FOUR or (new.kind == Kind.DOUBLE_SEQUENCE and new.size == 6)
    pairs = CHOPPED_BY_PAIRS.get(Kind(old.kind)) if old.kind in (Kind.PAIR, Kind.TRIPLE) else None
    return pairs is not None and new.kind == Kind.DOUBLE_SEQUENCE and new.size == 2 * pairs


def beats(new: Combo, old: Combo, southern: bool = False, follow: bool = False) -> bool:
    """``follow``: the north's following of suits for singles, pairs, triples and sequences."""
    if new.kind == old.kind and new.size == old.size:
        return new.top > old.top and (not follow or new.suits == old.suits)
    return is_chop(new, old, southern)


def unbeatable(combo: Combo, two_in_sequence: bool, southern: bool = False, follow: bool = False) -> bool:
    """No combination that can exist beats it (the trick is cleared at once)."""
    if combo.kind in (Kind.SINGLE, Kind.PAIR, Kind.TRIPLE):
        return False  # the strongest of these are 2s, which the chops beat
    if combo.kind == Kind.SEQUENCE or (combo.kind == Kind.DOUBLE_SEQUENCE and not southern):
        if combo.top >> 2 != top_rank(two_in_sequence):
            return False
        return combo.top & 3 == 3 or (follow and combo.kind == Kind.SEQUENCE)  # following: no other suits answer
    return combo.top == HIGHEST and not southern  # the southern order: a longer double sequence beats it


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
            if not pairs:
                # A card from each rank: product's tuples are the runs themselves, in the same order.
                for run in product(*groups[start : start + length]):
                    if run[-1] > above:
                        yield run
                continue
            options = [list(combinations(groups[r], 2)) for r in range(start, start + length)]
            for choice in product(*options):
                if choice[-1][-1] > above:
                    yield tuple(c for part in choice for c in part)


def _one_suit(cards: tuple[int, ...]) -> bool:
    return all(c & 3 == cards[0] & 3 for c in cards)


def leads(hand: Sequence[int], two_in_sequence: bool, suited: bool = False) -> list[tuple[int, ...]]:
    """Every combination in ``hand`` (ascending)."""
    groups = by_rank(hand)
    high = top_rank(two_in_sequence)
    out: list[tuple[int, ...]] = [(c,) for c in hand]
    for size in (2, 3, 4):
        out.extend(_sets(groups, size, -1))
    runs = _runs(groups, False, 0, -1, high)
    out.extend(run for run in runs if _one_suit(run)) if suited else out.extend(runs)
    out.extend(_runs(groups, True, 0, -1, high))
    return out


def answers(
    hand: Sequence[int],
    trick: Combo,
    two_in_sequence: bool,
    southern: bool = False,
    follow: bool = False,
    suited: bool = False,
) -> list[tuple[int, ...]]:
    """Every combination in ``hand`` that beats ``trick``: the chops in the seed's or the southern order,
    following suit, sequences of one suit, as asked."""
    kind, size, top, suits = trick
    if kind == Kind.SINGLE and top >> 2 != TWO:
        return [(c,) for c in hand if c > top and (not follow or c & 3 == suits)]
    groups = by_rank(hand)
    high = top_rank(two_in_sequence)
    out: list[tuple[int, ...]]
    if kind == Kind.SINGLE:
        out = [(c,) for c in hand if c > top]
    elif kind in (Kind.PAIR, Kind.TRIPLE, Kind.FOUR):
        out = list(_sets(groups, size, top))
    elif kind == Kind.SEQUENCE:
        out = list(_runs(groups, False, size, top, high))
        if suited:
            out = [run for run in out if _one_suit(run)]
    else:
        out = list(_runs(groups, True, size, top, high))
    if follow and kind in (Kind.SINGLE, Kind.PAIR, Kind.TRIPLE, Kind.SEQUENCE):
        out = [cards for cards in out if suits_of(kind, cards) == suits]
    if southern:
        for cards in (*_sets(groups, 4, -1), *_runs(groups, True, 0, -1, high)):
            combo = classify(cards, two_in_sequence)
            if combo is not None and is_chop(combo, trick, True):
                out.append(cards)
    elif top >> 2 == TWO:
        if kind == Kind.SINGLE:
            out.extend(_sets(groups, 4, -1))
            out.extend(_runs(groups, True, 6, -1, high))
        elif kind in (Kind.PAIR, Kind.TRIPLE):
            out.extend(_runs(groups, True, 2 * CHOPPED_BY_PAIRS[Kind(kind)], -1, high))
    return out
