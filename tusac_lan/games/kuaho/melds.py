"""Kuaho's hand analysis on kind counts (28 kinds of the four-colour deck, ``colour * 7 + rank``): is a
hand a win, which kinds complete it, the go-with checks, and a meld value the good bot ranks hands by.

Melds never mix the three rank groups (general-advisor-elephant, chariot-cannon-horse, soldier), so each
group of a hand is split into melds on its own, with a memo per group.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache, lru_cache
from itertools import accumulate, combinations

from ..four_colour.cards import (
    ADVISOR,
    CANNON,
    CHARIOT,
    ELEPHANT,
    GENERAL,
    HORSE,
    NUM_KINDS,
    SOLDIER,
    make_kind,
)

COLOURS = 4
Counts = tuple[int, ...]
"""How many cards of each of the 28 kinds."""

GROUPS: tuple[tuple[int, ...], ...] = ((GENERAL, ADVISOR, ELEPHANT), (CHARIOT, CANNON, HORSE), (SOLDIER,))
"""Ranks that may share a meld: the two sequences and the soldiers."""

GROUP_KINDS: tuple[tuple[int, ...], ...] = tuple(
    tuple(make_kind(colour, rank) for colour in range(COLOURS) for rank in ranks) for ranks in GROUPS
)
"""Per group, its kinds in the order of a group vector (colour-major)."""


def _group_melds(ranks: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every meld within one group, as a count vector over the group's kinds."""
    width = len(ranks)
    size = COLOURS * width
    melds: list[tuple[int, ...]] = []

    def vector(positions: Iterable[int], count: int = 1) -> tuple[int, ...]:
        out = [0] * size
        for p in positions:
            out[p] += count
        return tuple(out)

    for r in range(width):
        for n in (3, 4):
            for colours in combinations(range(COLOURS), n):
                melds.append(vector(c * width + r for c in colours))
    if width == 3:
        melds += [vector(c * width + r for r in range(width)) for c in range(COLOURS)]
    melds += [vector([p], 4) for p in range(size)]
    if ranks[0] == GENERAL:
        melds += [vector([c * width]) for c in range(COLOURS)]
    return tuple(melds)


def _partials(ranks: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Two cards one card short of a set or a sequence."""
    width = len(ranks)
    size = COLOURS * width
    out: set[tuple[int, ...]] = set()
    for r in range(width):
        for a, b in combinations(range(COLOURS), 2):
            v = [0] * size
            v[a * width + r] = v[b * width + r] = 1
            out.add(tuple(v))
    if width == 3:
        for c in range(COLOURS):
            for r1, r2 in combinations(range(width), 2):
                v = [0] * size
                v[c * width + r1] = v[c * width + r2] = 1
                out.add(tuple(v))
    return tuple(sorted(out))


_MELDS = tuple(_group_melds(ranks) for ranks in GROUPS)
_BY_FIRST = tuple(
    tuple(tuple(m for m in melds if m[p] and not any(m[:p])) for p in range(len(melds[0]))) for melds in _MELDS
)
"""Per group and position: the melds whose first card is at that position."""
_PARTIALS = tuple(_partials(ranks) for ranks in GROUPS)
_PARTIAL_BY_FIRST = tuple(
    tuple(tuple(m for m in parts if m[p] and not any(m[:p])) for p in range(len(parts[0]))) for parts in _PARTIALS
)


def _minus(vector: tuple[int, ...], meld: tuple[int, ...]) -> tuple[int, ...] | None:
    out = tuple(a - b for a, b in zip(vector, meld))
    return None if min(out) < 0 else out


@cache
def _splits(group: int, vector: tuple[int, ...]) -> bool:
    first = next((p for p, n in enumerate(vector) if n), -1)
    if first < 0:
        return True
    for meld in _BY_FIRST[group][first]:
        rest = _minus(vector, meld)
        if rest is not None and _splits(group, rest):
            return True
    return False


@cache
def _value(group: int, vector: tuple[int, ...]) -> int:
    """Most points from melds (2 a card) and partial melds (1 a card) that do not share a card."""
    first = next((p for p, n in enumerate(vector) if n), -1)
    if first < 0:
        return 0
    left = list(vector)
    left[first] -= 1
    best = _value(group, tuple(left))
    for meld in _BY_FIRST[group][first]:
        rest = _minus(vector, meld)
        if rest is not None:
            best = max(best, 2 * sum(meld) + _value(group, rest))
    for part in _PARTIAL_BY_FIRST[group][first]:
        rest = _minus(vector, part)
        if rest is not None:
            best = max(best, 2 + _value(group, rest))
    return best


_WITH = tuple(tuple(tuple(m for m in melds if m[p]) for p in range(len(melds[0]))) for melds in _MELDS)
"""Per group and position: every meld holding a card there."""
MAX_HAND = 17
IMPOSSIBLE = -1


@cache
def _reach(group: int, vector: tuple[int, ...]) -> tuple[int, ...]:
    """Per total size of chosen melds (0..MAX_HAND-1): the most cards of ``vector`` they can cover, melds
    that cover no card left out (IMPOSSIBLE where no choice has that size)."""
    first = next((p for p, n in enumerate(vector) if n), -1)
    if first < 0:
        return (0,) + (IMPOSSIBLE,) * (MAX_HAND - 1)
    left = list(vector)
    left[first] -= 1
    best = list(_reach(group, tuple(left)))
    for meld in _WITH[group][first]:
        covered = tuple(min(a, b) for a, b in zip(meld, vector))
        rest = _reach(group, tuple(a - b for a, b in zip(vector, covered)))
        size, gain = sum(meld), sum(covered)
        for total in range(MAX_HAND - size):
            if rest[total] != IMPOSSIBLE:
                best[total + size] = max(best[total + size], rest[total] + gain)
    return tuple(best)


@lru_cache(maxsize=1 << 16)
def _two_groups(first: tuple[int, ...], second: tuple[int, ...]) -> tuple[int, ...]:
    """Per total size of chosen melds in the first two groups: the most cards they cover together."""
    first_reach, second_reach = _reach(0, first), _reach(1, second)
    out = [IMPOSSIBLE] * (2 * MAX_HAND - 1)
    for a, x in enumerate(first_reach):
        if x != IMPOSSIBLE:
            for b, y in enumerate(second_reach):
                if y != IMPOSSIBLE and x + y > out[a + b]:
                    out[a + b] = x + y
    return tuple(out)


@lru_cache(maxsize=1 << 16)
def distance(counts: Counts) -> int:
    """Fewest cards of the hand to exchange before it is one card from a win (0: it is), ignoring how
    many copies are left: melds covering the most cards within one card more than the hand, the rest of
    a win made of generals alone."""
    cards = sum(counts)
    top = cards + 2
    both = _two_groups(group_vector(counts, 0), group_vector(counts, 1))
    third = _reach(2, group_vector(counts, 2))
    most_third = list(accumulate(third[:top], max))  # per size limit, the most the soldiers cover within it
    best = 0
    for size in range(top):
        if both[size] != IMPOSSIBLE:
            best = max(best, both[size] + most_third[min(top - size, len(most_third)) - 1])
    return cards - best


def group_vector(counts: Counts, group: int) -> tuple[int, ...]:
    return tuple(counts[k] for k in GROUP_KINDS[group])


def counts_of(kinds: Iterable[int]) -> Counts:
    out = [0] * NUM_KINDS
    for kind in kinds:
        out[kind] += 1
    return tuple(out)


def is_win(counts: Counts) -> bool:
    """Every card in exactly one meld (a hand's free cards; laid secrets are melds already)."""
    return all(_splits(g, group_vector(counts, g)) for g in range(len(GROUPS)))


def _group_of_kind(kind: int) -> int:
    rank = kind % 7
    return next(g for g, ranks in enumerate(GROUPS) if rank in ranks)


@lru_cache(maxsize=1 << 16)
def completions(counts: Counts) -> tuple[int, ...]:
    """The kinds (of which the hand holds fewer than four) that would make the hand a win, ascending."""
    fits = [_splits(g, group_vector(counts, g)) for g in range(len(GROUPS))]
    if fits.count(False) > 1:
        return ()
    out = []
    for kind in range(NUM_KINDS):
        if counts[kind] >= 4:
            continue
        g = _group_of_kind(kind)
        if not all(fits[h] for h in range(len(GROUPS)) if h != g):
            continue
        grown = list(counts)
        grown[kind] += 1
        if _splits(g, group_vector(tuple(grown), g)):
            out.append(kind)
    return tuple(out)


def meld_value(counts: Counts) -> int:
    return sum(_value(g, group_vector(counts, g)) for g in range(len(GROUPS)))


def general_in_sequence(counts: Counts, colour: int) -> bool:
    """The hand wins with that colour's general, advisor and elephant as one sequence."""
    seq = [make_kind(colour, r) for r in (GENERAL, ADVISOR, ELEPHANT)]
    if any(counts[k] < 1 for k in seq):
        return False
    rest = list(counts)
    for k in seq:
        rest[k] -= 1
    return is_win(tuple(rest))


def go_with_options(kind: int) -> tuple[tuple[int, int], ...]:
    """The pairs of kinds that go with a card: a soldier, two soldiers of two other colours; any other
    card, the two cards of its colour that make its sequence."""
    colour, rank = divmod(kind, 7)
    if rank == SOLDIER:
        others = [c for c in range(COLOURS) if c != colour]
        return tuple((make_kind(a, SOLDIER), make_kind(b, SOLDIER)) for a, b in combinations(others, 2))
    ranks = next(g for g in GROUPS if rank in g)
    pair = [make_kind(colour, r) for r in ranks if r != rank]
    return ((pair[0], pair[1]),)


def goes_with(kind: int, held: Sequence[int]) -> bool:
    """``held`` (counts) holds two cards that go with ``kind``."""
    return any(held[a] and held[b] for a, b in go_with_options(kind))


def _split_group(group: int, vector: tuple[int, ...]) -> list[tuple[int, ...]] | None:
    """One split of a group vector into melds (the first meld that leaves a splittable rest, in the
    order of ``_group_melds``: sets and sequences before four identical cards and a general alone)."""
    first = next((p for p, n in enumerate(vector) if n), -1)
    if first < 0:
        return []
    for meld in _BY_FIRST[group][first]:
        rest = _minus(vector, meld)
        if rest is not None and _splits(group, rest):
            tail = _split_group(group, rest)
            if tail is not None:
                return [meld, *tail]
    return None


def split_win(counts: Counts) -> tuple[tuple[int, ...], ...] | None:
    """A winning hand's melds, each as its kinds ascending (every card in exactly one meld), in the order
    of the rank groups; None when the hand is no win. Deterministic: the same counts, the same split."""
    out: list[tuple[int, ...]] = []
    for group, kinds in enumerate(GROUP_KINDS):
        melds = _split_group(group, group_vector(counts, group))
        if melds is None:
            return None
        for meld in melds:
            out.append(tuple(sorted(kind for kind, n in zip(kinds, meld) for _ in range(n))))
    return tuple(out)
