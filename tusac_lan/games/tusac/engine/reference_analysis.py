"""A straightforward exhaustive search over a whole hand: the oracle for the table-driven analyzer.

Slow on purpose-free grounds: it knows nothing of groups or tables, only the set definitions.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations_with_replacement

from ...four_colour.cards import (
    ADVISOR,
    CANNON,
    CHARIOT,
    ELEPHANT,
    GENERAL,
    HORSE,
    NUM_KINDS,
    SOLDIER,
    colour_of_kind,
    rank_of_kind,
)
from .rules import SPECIAL_RULE_2_WORDS, RuleSet


def reference_score(kinds: Iterable[int], rules: RuleSet) -> tuple[int, int]:
    """(least trash, most points among the least-trash splits) of a hand given by card kinds."""
    counts = [0] * NUM_KINDS
    for k in kinds:
        counts[k] += 1
    points = 0
    for k in range(NUM_KINDS):
        if counts[k] == 4:
            points += 8
            counts[k] = 0
        elif counts[k] == 3:
            points += rules.concealed_pong_points
            counts[k] = 0
    trash, neg_points = _search(tuple(counts), rules)
    return trash, points - neg_points


@lru_cache(maxsize=200_000)
def _search(counts: tuple[int, ...], rules: RuleSet) -> tuple[int, int]:
    """Minimise (trash, -points) over every way to take the lowest remaining card."""
    first = next((k for k in range(NUM_KINDS) if counts[k]), -1)
    if first < 0:
        return 0, 0
    rank = rank_of_kind(first)

    def take(*kinds: int) -> tuple[int, ...]:
        new = list(counts)
        for k in kinds:
            new[k] -= 1
        return tuple(new)

    options: list[tuple[int, int]] = []
    t, p = _search(take(first), rules)
    options.append((t + 1, p))
    if counts[first] >= 2:
        t, p = _search(take(first, first), rules)
        options.append((t, p))
    if rank == GENERAL:
        t, p = _search(take(first), rules)
        options.append((t, p - 1))
        if (
            counts[first + 1]
            and counts[first + 2]
            and rank_of_kind(first + 1) == ADVISOR
            and rank_of_kind(first + 2) == ELEPHANT
        ):
            t, p = _search(take(first, first + 1, first + 2), rules)
            options.append((t, p - rules.abc_chow_points))
    if rank == CHARIOT and counts[first + 1] and counts[first + 2]:
        assert rank_of_kind(first + 1) == CANNON and rank_of_kind(first + 2) == HORSE
        t, p = _search(take(first, first + 1, first + 2), rules)
        options.append((t, p - 1))
    if rank == SOLDIER:
        others = [c * 7 + SOLDIER for c in range(colour_of_kind(first) + 1, 4) if counts[c * 7 + SOLDIER]]
        for i in range(len(others)):
            for j in range(i + 1, len(others)):
                t, p = _search(take(first, others[i], others[j]), rules)
                options.append((t, p - 1))
        if len(others) == 3:
            t, p = _search(take(first, *others), rules)
            options.append((t, p - rules.soldier_quad_points))
    return min(options)


def _is_meld(shown: int, taken: tuple[int, ...]) -> bool:
    """Is the shown card with these hand kinds one of the winning sets (generals never pair or pong)?"""
    kinds = sorted((shown, *taken))
    ranks = {rank_of_kind(k) for k in kinds}
    colours = {colour_of_kind(k) for k in kinds}
    if len(kinds) == 1:
        return ranks == {GENERAL}
    if len(set(kinds)) == 1:
        return len(kinds) == 4 or GENERAL not in ranks
    if ranks == {SOLDIER}:
        return len(colours) == len(kinds) >= 3
    if len(kinds) == 3 and len(colours) == 1:
        return ranks in ({GENERAL, ADVISOR, ELEPHANT}, {CHARIOT, CANNON, HORSE})
    return False


def _breaks_special_rules(shown: int, taken: tuple[int, ...], counts: list[int], rules: RuleSet) -> bool:
    """Does the final meld of ``shown`` with ``taken`` break special rule 1 or 2?"""
    identical = all(k == shown for k in taken)
    if identical and len(taken) == 3:
        return False  # a kong: the locked three become four
    if any(counts[k] >= 3 for k in taken):
        return True  # special rule 1
    if identical and len(taken) == 2:
        if counts[shown] != 2:
            return True
        if rules.special_rule_2 == SPECIAL_RULE_2_WORDS and not rules.final_pong_wins:
            partners = [k for k in range(NUM_KINDS) if k != shown and 1 <= counts[k] <= 2]
            return any(_is_meld(shown, (a, b)) for i, a in enumerate(partners) for b in partners[i + 1 :] if a != b)
    return False


def reference_wins_on(kinds: Iterable[int], rules: RuleSet) -> tuple[int, ...]:
    """Kinds on which the hand wins: a shown copy melded with hand cards into a set leaves no trash."""
    hand = list(kinds)
    counts = [0] * NUM_KINDS
    for k in hand:
        counts[k] += 1
    wins = []
    for shown in range(NUM_KINDS):
        if counts[shown] >= 4:
            continue
        choices = sorted({k for k in hand})
        found = False
        for size in range(4):
            for taken in combinations_with_replacement(choices, size):
                if any(taken.count(k) > counts[k] for k in taken):
                    continue
                if not _is_meld(shown, taken) or _breaks_special_rules(shown, taken, counts, rules):
                    continue
                rest = list(hand)
                for k in taken:
                    rest.remove(k)
                if reference_score(rest, rules)[0] == 0:
                    found = True
                    break
            if found:
                break
        if found:
            wins.append(shown)
    return tuple(wins)
