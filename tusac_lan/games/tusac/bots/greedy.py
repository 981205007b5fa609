"""The greedy bot: least trash now, most points as a tie-break, no look at what is still unseen."""

from __future__ import annotations

from collections.abc import Sequence

from ...four_colour.cards import NUM_KINDS, is_general_kind
from ..engine.actions import Action, ActionType, ClaimKind
from ..engine.analysis import CARD_UNIT, KIND_UNIT, POINT_BITS, POINT_MASK, Analyzer, analyzer_for, count_in_key
from ..engine.state import HandState
from .knowledge import hand_key


def _rank(analyzer: Analyzer, key: int) -> tuple[int, int]:
    score = analyzer.score(key)
    return score >> POINT_BITS, -(score & POINT_MASK)


def best_after_discard(analyzer: Analyzer, key: int) -> tuple[int, int]:
    """The best (trash, -points) reachable by discarding one non-general card."""
    options = [
        _rank(analyzer, key - KIND_UNIT[k]) for k in range(NUM_KINDS) if not is_general_kind(k) and count_in_key(key, k)
    ]
    return min(options) if options else _rank(analyzer, key)


def claim_key(key: int, action: Action) -> int:
    return key - sum(CARD_UNIT[c] for c in action.cards)


class GreedyBot:
    name = "greedy"

    def choose(self, view: HandState, seat: int, legal: Sequence[Action]) -> Action:
        first = legal[0]
        if len(legal) == 1:
            return first
        analyzer = analyzer_for(view.rules)
        key = hand_key(view, seat)
        if first.type == ActionType.DISCARD:
            return min(legal, key=lambda a: (_rank(analyzer, key - CARD_UNIT[a.cards[0]]), a))
        wins = [a for a in legal if a.type == ActionType.CLAIM and a.claim == ClaimKind.WIN]
        if wins:
            return wins[0]
        passing = next((a for a in legal if a.type == ActionType.PASS), None)
        best = passing
        best_rank = _rank(analyzer, key) if passing is not None else (99, 0)
        for action in legal:
            if action.type != ActionType.CLAIM:
                continue
            rank = best_after_discard(analyzer, claim_key(key, action))
            if rank < best_rank or best is None:
                best, best_rank = action, rank
        assert best is not None
        return best
