"""The sets a shown card can be melded into with cards from a hand.

This is the seeds' model of a claim and of a win: the shown card is not added to the hand; it is
melded with cards taken from the hand into one exposed set, and a win is a meld after which the
cards left in the hand have no trash.
"""

from __future__ import annotations

from collections.abc import Callable

from ...four_colour.cards import CHARIOT, ELEPHANT, GENERAL, SOLDIER, make_kind, rank_of_kind
from .rules import SPECIAL_RULE_2_WORDS, RuleSet
from .sets import SetKind

MeldShape = tuple[SetKind, tuple[int, ...]]
"""A set kind and the kinds it takes from the hand (sorted); the shown card completes it."""


def chow_partners(kind: int) -> list[tuple[int, int]]:
    """Pairs of kinds that make a chow with ``kind`` (three for a soldier, one otherwise)."""
    colour, rank = divmod(kind, 7)
    if rank == SOLDIER:
        others = [make_kind(c, SOLDIER) for c in range(4) if c != colour]
        return [(others[i], others[j]) for i in range(3) for j in range(i + 1, 3)]
    base = GENERAL if rank <= ELEPHANT else CHARIOT
    a, b = (make_kind(colour, r) for r in range(base, base + 3) if r != rank)
    return [(a, b)]


def quad_partners(kind: int) -> tuple[int, int, int] | None:
    colour, rank = divmod(kind, 7)
    if rank != SOLDIER:
        return None
    a, b, c = (make_kind(other, SOLDIER) for other in range(4) if other != colour)
    return (a, b, c)


def _lendable(n: int) -> bool:
    """Special rule 1: a kind held three or four times is locked and lends no card to another set."""
    return 1 <= n <= 2


def pong_blocked_by_words(kind: int, count: Callable[[int], int]) -> bool:
    """Special rule 2 in the seeds' words: a pair beside two cards that make a chow with it stays a pair."""
    return any(_lendable(count(a)) and _lendable(count(b)) for a, b in chow_partners(kind))


def pong_blocked(rules: RuleSet, final: bool) -> bool:
    """Does special rule 2 in the seeds' words apply to a pong melded now?"""
    return rules.special_rule_2 == SPECIAL_RULE_2_WORDS and not (final and rules.final_pong_wins)


def meld_shapes(kind: int, count: Callable[[int], int], rules: RuleSet, final: bool = False) -> list[MeldShape]:
    """Every set the shown card of ``kind`` can be melded into with the hand whose counts are ``count``.

    Special rule 1 holds (a locked kind only becomes a kong), a pong is made from exactly a pair, and
    with the seeds' reading of special rule 2 a pair beside its chow partners is not melded into a
    pong, except in a ``final`` meld (one that would leave no trash) when ``final_pong_wins`` is on.
    Two or three identical generals are not a pair or pong to meld into: a shown general is taken
    alone, as an A-B-C chow, or as a kong.
    """
    n = count(kind)
    shapes: list[MeldShape] = []
    general = rank_of_kind(kind) == GENERAL
    if n == 3:
        shapes.append((SetKind.KONG, (kind,) * 3))
    if general:
        shapes.append((SetKind.GENERAL, ()))
    else:
        if n == 2 and not (pong_blocked(rules, final) and pong_blocked_by_words(kind, count)):
            shapes.append((SetKind.PONG, (kind, kind)))
        if _lendable(n):
            shapes.append((SetKind.PAIR, (kind,)))
    chow = SetKind.SOLDIER_CHOW if rank_of_kind(kind) == SOLDIER else SetKind.CHOW
    for a, b in chow_partners(kind):
        if _lendable(count(a)) and _lendable(count(b)):
            shapes.append((chow, (a, b)))
    quad = quad_partners(kind)
    if quad is not None and all(_lendable(count(k)) for k in quad):
        shapes.append((SetKind.SOLDIER_QUAD, quad))
    return shapes
