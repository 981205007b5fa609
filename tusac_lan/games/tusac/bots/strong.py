"""The strong bot: weighs every hand by the unseen cards that would improve it.

The hand only changes through claims, so what matters is not just the trash left but how many of
the still-unseen cards could be claimed to cut it, and how easily: a win, kong or pong may be
claimed from anyone, a pair or chow only from the previous player's discard or one's own draw.
Discards and claims are compared by that value; among equal values a card whose copies are all
seen (no one can claim it) is discarded first.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...four_colour.cards import NUM_KINDS, is_general_kind
from ..engine.actions import Action, ActionType, ClaimKind
from ..engine.analysis import CARD_UNIT, KIND_UNIT, Analyzer, analyzer_for, count_in_key
from ..engine.state import HandState
from .greedy import claim_key
from .knowledge import hand_key, unseen_counts

OPEN_CLAIM_WEIGHT = 1.0
LOW_CLAIM_WEIGHT = 0.35


class HandValuer:
    def __init__(self, analyzer: Analyzer, unseen: list[int], out_weight: float, win_weight: float) -> None:
        self.analyzer = analyzer
        self.unseen = unseen
        self.out_weight = out_weight
        self.win_weight = win_weight
        self._cache: dict[int, float] = {}

    def value(self, key: int) -> float:
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        analyzer = self.analyzer
        trash = analyzer.trash(key)
        outs = 0.0
        wins = 0.0
        for k in range(NUM_KINDS):
            left = self.unseen[k]
            if not left:
                continue
            held = count_in_key(key, k)
            if held == 4:
                continue
            after = analyzer.trash(key + KIND_UNIT[k])
            if after >= trash:
                continue
            weight = OPEN_CLAIM_WEIGHT if held >= 2 or after == 0 else LOW_CLAIM_WEIGHT
            outs += left * weight * (trash - after)
            if after == 0:
                wins += left
        value = -trash + self.out_weight * outs + self.win_weight * wins + 0.02 * analyzer.points(key)
        self._cache[key] = value
        return value

    def best_discard_value(self, key: int) -> float:
        options = [
            self.value(key - KIND_UNIT[k]) for k in range(NUM_KINDS) if not is_general_kind(k) and count_in_key(key, k)
        ]
        return max(options) if options else self.value(key)


class StrongBot:
    name = "strong"

    def __init__(self, out_weight: float = 0.03, win_weight: float = 0.1) -> None:
        self.out_weight = out_weight
        self.win_weight = win_weight

    def choose(self, view: HandState, seat: int, legal: Sequence[Action]) -> Action:
        first = legal[0]
        if len(legal) == 1:
            return first
        for action in legal:
            if action.type == ActionType.CLAIM and action.claim == ClaimKind.WIN:
                return action
        analyzer = analyzer_for(view.rules)
        unseen = unseen_counts(view)
        valuer = HandValuer(analyzer, unseen, self.out_weight, self.win_weight)
        key = hand_key(view, seat)
        if first.type == ActionType.DISCARD:
            return max(
                legal,
                key=lambda a: (valuer.value(key - CARD_UNIT[a.cards[0]]), -unseen[a.cards[0] >> 2], -a.slots[0]),
            )
        best: Action | None = None
        best_value = float("-inf")
        for action in legal:
            if action.type == ActionType.PASS:
                value = valuer.value(key)
            elif action.type == ActionType.CLAIM:
                value = valuer.best_discard_value(claim_key(key, action)) + 0.01
            else:
                continue
            if value > best_value:
                best, best_value = action, value
        assert best is not None
        return best
