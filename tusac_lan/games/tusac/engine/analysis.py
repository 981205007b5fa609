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
from typing import NamedTuple

from ...four_colour.cards import (
    COPIES,
    GENERAL,
    NUM_CARDS,
    NUM_KINDS,
    SOLDIER,
    kind_code,
    make_kind,
)
from .melds import meld_shapes
from .rules import RuleSet
from .sets import SET_NAMES, KindSet, SetKind, set_points

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


class HandAnalysis(NamedTuple):
    trash: int
    points: int
    sets: tuple[KindSet, ...]
    trash_kinds: tuple[int, ...]
    """Kinds of the trash cards, one entry per card."""
    wins_on: tuple[int, ...]
    """Kinds on which the hand wins: a shown copy melds with hand cards and leaves no trash in the hand."""

    def to_json(self) -> dict[str, object]:
        return {
            "trash": self.trash,
            "trash_cards": [kind_code(k) for k in self.trash_kinds],
            "sets": [{"kind": SET_NAMES[s.kind], "cards": s.codes()} for s in self.sets],
            "points": self.points,
            "wins_on": [kind_code(k) for k in self.wins_on],
        }


def group_cards(
    cards: Sequence[int], analysis: HandAnalysis
) -> tuple[list[tuple[SetKind, tuple[int, ...]]], list[int]]:
    """Give each set of an analysis the concrete cards of the hand (lowest ids first)."""
    pool: dict[int, list[int]] = {}
    for card in sorted(cards, reverse=True):
        pool.setdefault(card >> 2, []).append(card)
    sets = [(ks.kind, tuple(pool[k].pop() for k in ks.kinds)) for ks in analysis.sets]
    trash = sorted(pool[k].pop() for k in analysis.trash_kinds)
    return sets, trash


class Analyzer:
    """Hand analysis tables for one rule set. Build with :func:`analyzer_for` to share them."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self._colour_parts: list[dict[int, tuple[tuple[KindSet, ...], tuple[int, ...]]]] = []
        colour_score = [0] * (1 << 18)
        for colour in range(4):
            abc_kinds = (make_kind(colour, 0), make_kind(colour, 1), make_kind(colour, 2))
            xyz_kinds = (make_kind(colour, 3), make_kind(colour, 4), make_kind(colour, 5))
            abc: dict[int, GroupSolution] = {}
            xyz: dict[int, GroupSolution] = {}
            for counts in product(range(COPIES + 1), repeat=3):
                sub = counts[0] | counts[1] << 3 | counts[2] << 6
                abc[sub] = solve_rank_group(abc_kinds, counts, rules)
                xyz[sub] = solve_rank_group(xyz_kinds, counts, rules)
            parts = {}
            for a_key, a in abc.items():
                for x_key, x in xyz.items():
                    field = a_key | x_key << 9
                    parts[field] = (a.sets + x.sets, a.trash_kinds + x.trash_kinds)
                    # Scores do not depend on the colour, so one table serves all four.
                    if colour == 0:
                        colour_score[field] = (a.trash + x.trash) << POINT_BITS | (a.points + x.points)
            self._colour_parts.append(parts)
        self._colour_score = colour_score
        self._soldier_parts: dict[int, tuple[tuple[KindSet, ...], tuple[int, ...]]] = {}
        soldier_score = [0] * (1 << 12)
        for counts in product(range(COPIES + 1), repeat=4):
            sub = counts[0] | counts[1] << 3 | counts[2] << 6 | counts[3] << 9
            solution = solve_soldiers(counts, rules)
            self._soldier_parts[sub] = (solution.sets, solution.trash_kinds)
            soldier_score[sub] = solution.trash << POINT_BITS | solution.points
        self._soldier_score = soldier_score
        # For each group content, the kinds whose meld with cards of that group leaves the group without
        # trash: a meld takes cards of the shown card's own group only, so the winning cards of a hand
        # come from these lists. The tables do not depend on the colour: colour 0's serves all four.
        completing = {field: _completing_kinds(field, range(6), colour_score, rules) for field in self._colour_parts[0]}
        self._colour_completing = [
            {field: tuple(k + 7 * colour for k in kinds) for field, kinds in completing.items()} for colour in range(4)
        ]
        self._soldier_completing = {
            field: _completing_kinds(field, [make_kind(c, SOLDIER) for c in range(4)], soldier_score, rules)
            for field in self._soldier_parts
        }

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
        """Kinds a shown copy of which this hand can meld so that no trash is left in it, sorted."""
        cs = self._colour_score
        fields = [(key >> shift) & 0x3FFFF for shift in (0, 18, 36, 54)]
        soldiers = key >> SOLDIER_SHIFT
        dirty = [i for i in range(4) if cs[fields[i]] >> POINT_BITS]
        soldiers_dirty = self._soldier_score[soldiers] >> POINT_BITS > 0
        if len(dirty) + soldiers_dirty > 1:
            return ()
        if dirty:
            return self._colour_completing[dirty[0]][fields[dirty[0]]]
        if soldiers_dirty:
            return self._soldier_completing[soldiers]
        found: list[int] = []
        for i in range(4):
            found.extend(self._colour_completing[i][fields[i]])
        found.extend(self._soldier_completing[soldiers])
        return tuple(sorted(found))

    def kind_sets(self, key: int) -> tuple[tuple[KindSet, ...], tuple[int, ...]]:
        """The best decomposition of a hand by kinds, and its trash kinds."""
        parts = self._colour_parts
        g = parts[0][key & 0x3FFFF]
        r = parts[1][(key >> 18) & 0x3FFFF]
        w = parts[2][(key >> 36) & 0x3FFFF]
        y = parts[3][(key >> 54) & 0x3FFFF]
        s = self._soldier_parts[key >> SOLDIER_SHIFT]
        return g[0] + r[0] + w[0] + y[0] + s[0], g[1] + r[1] + w[1] + y[1] + s[1]

    def analyze_key(self, key: int) -> HandAnalysis:
        """Everything at once, with the lookups of score, kind_sets and wins_on shared (unrolled: hot path)."""
        cs = self._colour_score
        f0 = key & 0x3FFFF
        f1 = (key >> 18) & 0x3FFFF
        f2 = (key >> 36) & 0x3FFFF
        f3 = (key >> 54) & 0x3FFFF
        fs = key >> SOLDIER_SHIFT
        s0, s1, s2, s3, ss = cs[f0], cs[f1], cs[f2], cs[f3], self._soldier_score[fs]
        score = s0 + s1 + s2 + s3 + ss
        trash = score >> POINT_BITS
        parts = self._colour_parts
        g, r, w, y, s = parts[0][f0], parts[1][f1], parts[2][f2], parts[3][f3], self._soldier_parts[fs]
        wins: tuple[int, ...] = ()
        if trash == 0:
            wins = self.wins_on(key)
        elif trash <= 2:  # one card lowers a group's trash by 2 at most (true of every group content)
            completing = self._colour_completing
            if s0 >> POINT_BITS == trash:
                wins = completing[0][f0]
            elif s1 >> POINT_BITS == trash:
                wins = completing[1][f1]
            elif s2 >> POINT_BITS == trash:
                wins = completing[2][f2]
            elif s3 >> POINT_BITS == trash:
                wins = completing[3][f3]
            elif ss >> POINT_BITS == trash:
                wins = self._soldier_completing[fs]
        return HandAnalysis(
            trash,
            score & POINT_MASK,
            g[0] + r[0] + w[0] + y[0] + s[0],
            g[1] + r[1] + w[1] + y[1] + s[1],
            wins,
        )

    def analyze(self, cards: Sequence[int]) -> HandAnalysis:
        return self.analyze_key(key_of_cards(cards))


def _completing_kinds(field: int, kinds: Iterable[int], score: Sequence[int], rules: RuleSet) -> tuple[int, ...]:
    """Kinds of one group (colour 0's A-B-C and X-Y-Z, or the soldiers) on which the group content
    ``field`` can meld a shown card and keep no trash."""

    def count(kind: int) -> int:
        return (field >> _offset_in_field(kind)) & 7

    found = []
    for kind in kinds:
        if count(kind) >= COPIES:
            continue  # no copy left to be shown
        for _, taken in meld_shapes(kind, count, rules, final=True):
            rest = field - sum(1 << _offset_in_field(k) for k in taken)
            if score[rest] >> POINT_BITS == 0:
                found.append(kind)
                break
    return tuple(found)


def _offset_in_field(kind: int) -> int:
    """Bit offset of a kind inside its group's field (colour fields are read as colour 0's)."""
    colour, rank = divmod(kind, 7)
    return colour * 3 if rank == SOLDIER else rank * 3


@lru_cache(maxsize=16)
def analyzer_for(rules: RuleSet) -> Analyzer:
    return Analyzer(rules)
