"""Features of a waiting hand (after a discard or a pass), from one seat's view, for a learned value.

A position is the seat's concealed hand key with what is still live: how much trash is left, how
many unseen copies would cut it (by a claim anyone may make, a pong or kong, or a low claim only the
next seat or the drawer makes), how many would win it, what its trash cards could still become, its
points, and how much of the deck is left. ``scripts/fit_expert_value.py`` fits weights for these
features on hands of strong bots; ``learned_value`` applies them.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...four_colour.cards import NUM_KINDS
from ..engine.analysis import KIND_UNIT, Analyzer, count_in_key
from ..engine.sets import SetKind

DECK_CARDS = 31
"""Cards left in the deck after the deal (the scale of the deck feature)."""

FEATURE_NAMES = (
    "bias",
    "trash0",
    "trash1",
    "trash2",
    "trash3",
    "trash4",
    "trash",
    "open_outs",
    "low_outs",
    "win_live",
    "win_kinds",
    "pairs",
    "trash_live",
    "dead_trash",
    "points",
    "deck",
    "trash_x_deck",
    "open_x_deck",
    "low_x_deck",
    "win_x_deck",
    "points_x_ready",
    "points_x_deck",
)


def position_features(
    analyzer: Analyzer, key: int, unseen: Sequence[int], deck_left: int, exposed_points: int
) -> tuple[float, ...]:
    """The features of ``key`` (concealed cards) given the unseen copies per kind and the deck left."""
    trash = analyzer.trash(key)
    open_outs = 0.0
    low_outs = 0.0
    for kind in range(NUM_KINDS):
        left = unseen[kind]
        if not left:
            continue
        held = count_in_key(key, kind)
        if held == 4:
            continue
        if held >= 2:
            # a pong or kong claimed from anyone: the discard after it cuts a trash card
            open_outs += left
            continue
        after = analyzer.trash(key + KIND_UNIT[kind])
        if after >= trash:
            continue
        low_outs += left * (trash - after)
    win_live = 0.0
    win_kinds = 0.0
    if trash <= 2:
        for kind in analyzer.wins_on(key):
            if unseen[kind]:
                win_live += unseen[kind]
                win_kinds += 1
    sets, trash_kinds = analyzer.kind_sets(key)
    pairs = sum(1 for s in sets if s.kind == SetKind.PAIR)
    trash_live = float(sum(unseen[k] for k in trash_kinds))
    dead_trash = float(sum(1 for k in trash_kinds if not unseen[k]))
    points = (analyzer.points(key) + exposed_points) / 10
    deck = deck_left / DECK_CARDS
    ready = 1.0 if trash == 0 else 0.0
    open_outs /= 10
    low_outs /= 10
    win_live /= 4
    trash_live /= 4
    return (
        1.0,
        ready,
        1.0 if trash == 1 else 0.0,
        1.0 if trash == 2 else 0.0,
        1.0 if trash == 3 else 0.0,
        1.0 if trash == 4 else 0.0,
        float(trash),
        open_outs,
        low_outs,
        win_live,
        win_kinds,
        float(pairs),
        trash_live,
        dead_trash,
        points,
        deck,
        trash * deck,
        open_outs * deck,
        low_outs * deck,
        win_live * deck,
        points * ready,
        points * deck,
    )
