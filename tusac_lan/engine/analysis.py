"""Fast hand analysis from precomputed tables.

The A-B-C cards of a colour, the X-Y-Z cards of a colour and the soldiers of all colours never
share a set, so a hand splits into nine independent groups. A hand is packed into one integer key
with a 3-bit count per kind, laid out so that each colour's A-B-C and X-Y-Z groups are one
contiguous 18-bit field and the soldiers one 12-bit field. Every possible group content is solved
once (least trash, then most points) and looked up afterwards.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from .cards import (
    COPIES,
    GENERAL,
    NUM_CARDS,
    NUM_KINDS,
    SOLDIER,
    card_code,
    kind_code,
    kind_of,
    make_kind,
)
from .rules import RuleSet
from .sets import KindSet, SetKind, set_points

POINT_BITS = 10
POINT_MASK = (1 << POINT_BITS) - 1
SOLDIER_SHIFT = 72


def kind_bit(kind: int) -> int:
    colour, rank = divmod(kind, 7)
    if rank == SOLDIER:
        return SOLDIER_SHIFT + colour * 3
    return colour * 18 + rank * 3


KIND_BIT: tuple[int, ...] = tuple(kind_bit(k) for k in range(NUM_KINDS))
KIND_UNIT: tuple[int, ...] = tuple(1 << b for b in KIND_BIT)
CARD_UNIT: tuple[int, ...] = tuple(KIND_UNIT[c >> 2] for c in range(NUM_CARDS))


def key_of_cards(cards: Iterable[int]) -> int:
    return sum(map(CARD_UNIT.__getitem__, cards))


def key_of_kinds(kinds: Iterable[int]) -> int:
    return sum(map(KIND_UNIT.__getitem__, kinds))


def count_in_key(key: int, kind: int) -> int:
    return (key >> KIND_BIT[kind]) & 7


@dataclass(frozen=True, slots=True)
class GroupSolution:
    trash: int
    points: int
    sets: tuple[KindSet, ...]
    trash_kinds: tuple[int, ...]


def _better(a: GroupSolution | None, b: GroupSolution) -> bool:
    return a is None or (b.trash, -b.points) < (a.trash, -a.points)


def _locked_sets(kinds: Sequence[int], counts: Sequence[int], rules: RuleSet) -> tuple[list[KindSet], int, list[int]]:
    """Special rule 1: three or four identical cards are a set of their own and lend nothing."""
    sets: list[KindSet] = []
    points = 0
    free = list(counts)
    for i, kind in enumerate(kinds):
        if counts[i] >= 3:
            set_kind = SetKind.KONG if counts[i] == 4 else SetKind.PONG
            ks = (kind,) * counts[i]
            sets.append(KindSet(set_kind, ks))
            points += set_points(set_kind, ks, rules, exposed=False)
            free[i] = 0
    return sets, points, free


def solve_rank_group(kinds: tuple[int, int, int], counts: Sequence[int], rules: RuleSet) -> GroupSolution:
    """Best split of one colour's A-B-C or X-Y-Z cards."""
    base_sets, base_points, free = _locked_sets(kinds, counts, rules)
    chow_possible = all(c > 0 for c in free)
    best: GroupSolution | None = None
    for chows in range(min(free) + 1 if chow_possible else 1):
        sets = list(base_sets)
        points = base_points
        trash: list[int] = []
        chow = KindSet(SetKind.CHOW, kinds)
        for _ in range(chows):
            sets.append(chow)
            points += set_points(SetKind.CHOW, kinds, rules, exposed=False)
        for i, kind in enumerate(kinds):
            left = free[i] - chows
            if kind % 7 == GENERAL:
                sets.extend(KindSet(SetKind.GENERAL, (kind,)) for _ in range(left))
                points += left
            elif left == 2:
                sets.append(KindSet(SetKind.PAIR, (kind, kind)))
            elif left == 1:
                trash.append(kind)
        candidate = GroupSolution(len(trash), points, tuple(sets), tuple(trash))
        if _better(best, candidate):
            best = candidate
    assert best is not None
    return best


SOLDIER_TRIPLES = ((0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3))


def solve_soldiers(counts: Sequence[int], rules: RuleSet) -> GroupSolution:
    """Best split of the soldiers of all four colours."""
    kinds = tuple(make_kind(c, SOLDIER) for c in range(4))
    base_sets, base_points, free = _locked_sets(kinds, counts, rules)
    best: GroupSolution | None = None
    for quads, *triples in product(range(3), repeat=5):
        left = list(free)
        for c in range(4):
            left[c] -= quads
        for t, n in zip(SOLDIER_TRIPLES, triples):
            for c in t:
                left[c] -= n
        if min(left) < 0:
            continue
        sets = list(base_sets)
        points = base_points
        quad = KindSet(SetKind.SOLDIER_QUAD, kinds)
        for _ in range(quads):
            sets.append(quad)
            points += set_points(SetKind.SOLDIER_QUAD, kinds, rules, exposed=False)
        for t, n in zip(SOLDIER_TRIPLES, triples):
            chow = KindSet(SetKind.SOLDIER_CHOW, tuple(kinds[c] for c in t))
            for _ in range(n):
                sets.append(chow)
                points += 1
        trash = []
        for c in range(4):
            if left[c] == 2:
                sets.append(KindSet(SetKind.PAIR, (kinds[c], kinds[c])))
            elif left[c] == 1:
                trash.append(kinds[c])
        candidate = GroupSolution(len(trash), points, tuple(sets), tuple(trash))
        if _better(best, candidate):
            best = candidate
    assert best is not None
    return best


@dataclass(frozen=True, slots=True)
class HandAnalysis:
    trash: int
    points: int
    sets: tuple[tuple[SetKind, tuple[int, ...]], ...]
    """Each set as (set kind, card ids)."""
    trash_cards: tuple[int, ...]
    wins_on: tuple[int, ...]
    """Kinds that, added to the hand, leave it without trash."""

    def to_json(self) -> dict[str, object]:
        from .sets import SET_NAMES

        return {
            "trash": self.trash,
            "trash_cards": [card_code(c) for c in self.trash_cards],
            "sets": [{"kind": SET_NAMES[k], "cards": [card_code(c) for c in cards]} for k, cards in self.sets],
            "points": self.points,
            "wins_on": [kind_code(k) for k in self.wins_on],
        }


class Analyzer:
    """Hand analysis tables for one rule set. Build with :func:`analyzer_for` to share them."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        abc_solutions: dict[int, GroupSolution] = {}
        xyz_solutions: dict[int, GroupSolution] = {}
        self._colour_solutions: list[tuple[dict[int, GroupSolution], dict[int, GroupSolution]]] = []
        colour_score = [0] * (1 << 18)
        for colour in range(4):
            abc_kinds = (make_kind(colour, 0), make_kind(colour, 1), make_kind(colour, 2))
            xyz_kinds = (make_kind(colour, 3), make_kind(colour, 4), make_kind(colour, 5))
            abc_solutions = {}
            xyz_solutions = {}
            for counts in product(range(COPIES + 1), repeat=3):
                sub = counts[0] | counts[1] << 3 | counts[2] << 6
                abc_solutions[sub] = solve_rank_group(abc_kinds, counts, rules)
                xyz_solutions[sub] = solve_rank_group(xyz_kinds, counts, rules)
            self._colour_solutions.append((abc_solutions, xyz_solutions))
        # Scores do not depend on the colour, so one 18-bit table serves all four.
        abc0, xyz0 = self._colour_solutions[0]
        for a_key, a in abc0.items():
            for x_key, x in xyz0.items():
                colour_score[a_key | x_key << 9] = (a.trash + x.trash) << POINT_BITS | (a.points + x.points)
        self._colour_score = colour_score
        self._soldier_solutions: dict[int, GroupSolution] = {}
        soldier_score = [0] * (1 << 12)
        for counts in product(range(COPIES + 1), repeat=4):
            sub = counts[0] | counts[1] << 3 | counts[2] << 6 | counts[3] << 9
            solution = solve_soldiers(counts, rules)
            self._soldier_solutions[sub] = solution
            soldier_score[sub] = solution.trash << POINT_BITS | solution.points
        self._soldier_score = soldier_score

    def score(self, key: int) -> int:
        """``trash << POINT_BITS | points`` of the hand with this key."""
        cs = self._colour_score
        return (
            cs[key & 0x3FFFF]
            + cs[(key >> 18) & 0x3FFFF]
            + cs[(key >> 36) & 0x3FFFF]
            + cs[(key >> 54) & 0x3FFFF]
            + self._soldier_score[key >> SOLDIER_SHIFT]
        )

    def trash(self, key: int) -> int:
        return self.score(key) >> POINT_BITS

    def points(self, key: int) -> int:
        return self.score(key) & POINT_MASK

    def wins_on(self, key: int) -> tuple[int, ...]:
        """Kinds whose addition leaves the hand without trash, sorted."""
        if self.trash(key) > 2:
            return ()
        return tuple(
            k for k in range(NUM_KINDS) if count_in_key(key, k) < COPIES and self.trash(key + KIND_UNIT[k]) == 0
        )

    def kind_sets(self, key: int) -> tuple[list[KindSet], list[int]]:
        """The best decomposition of a hand by kinds, and its trash kinds."""
        sets: list[KindSet] = []
        trash: list[int] = []
        for colour in range(4):
            abc, xyz = self._colour_solutions[colour]
            field = (key >> (colour * 18)) & 0x3FFFF
            for solution in (abc[field & 0x1FF], xyz[field >> 9]):
                sets.extend(solution.sets)
                trash.extend(solution.trash_kinds)
        soldiers = self._soldier_solutions[key >> SOLDIER_SHIFT]
        sets.extend(soldiers.sets)
        trash.extend(soldiers.trash_kinds)
        return sets, trash

    def analyze(self, cards: Sequence[int]) -> HandAnalysis:
        key = key_of_cards(cards)
        score = self.score(key)
        kind_sets, trash_kinds = self.kind_sets(key)
        pool: dict[int, list[int]] = {}
        for card in sorted(cards):
            pool.setdefault(kind_of(card), []).append(card)
        sets = []
        for ks in kind_sets:
            sets.append((ks.kind, tuple(pool[k].pop(0) for k in ks.kinds)))
        trash_cards = tuple(sorted(pool[k].pop(0) for k in trash_kinds))
        return HandAnalysis(
            trash=score >> POINT_BITS,
            points=score & POINT_MASK,
            sets=tuple(sets),
            trash_cards=trash_cards,
            wins_on=self.wins_on(key),
        )


@lru_cache(maxsize=16)
def analyzer_for(rules: RuleSet) -> Analyzer:
    return Analyzer(rules)
