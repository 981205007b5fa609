"""Re-check a finished hand with every card known.

During a networked hand each peer checks what is public at once. Once the hand is over and all
cards are opened, the whole action list is replayed here with full information, so every rule
that needs a hidden hand (special rules 1 and 2, a claim that should have been a win, ...) is
checked too, and the first action that breaks one is reported with the seat that made it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .actions import Action, ActionType, deal, draw
from .rules import RuleSet
from .state import SEATS, HandState, new_hand
from .transitions import IllegalAction, apply


class AuditFinding(NamedTuple):
    position: int
    """Position of the offending action in the list; -1 when the list itself is incomplete."""
    seat: int
    reason: str


class Draw(NamedTuple):
    """A draw of ``slot`` by the seat on turn, as a reveal to every seat records it (no seat named)."""

    slot: int
    card: int


class AuditResult(NamedTuple):
    state: HandState
    """The state after the last action that applied."""
    finding: AuditFinding | None

    @property
    def ok(self) -> bool:
        return self.finding is None


def audit(
    rules: RuleSet,
    starter: int,
    actions: Sequence[Action | Draw],
    deck: tuple[int, ...],
    trace: list[tuple[Action, HandState]] | None = None,
    seats: int = SEATS,
) -> AuditResult:
    """Replay ``actions`` with the opened ``deck`` in place of the first (possibly hidden) deal.

    With ``trace``, each applied action (the deal with its cards) and the full state after it are
    appended to it, so a viewer can step through the hand without replaying it again."""
    state = new_hand(rules, starter, seats)
    if not actions or isinstance(actions[0], Draw) or actions[0].type != ActionType.DEAL:
        return AuditResult(state, AuditFinding(0, -1, "a hand starts with its deal"))
    try:
        state, _ = apply(state, deal(deck))
    except IllegalAction as exc:
        return AuditResult(state, AuditFinding(0, -1, f"the opened deck is not a deal: {exc}"))
    if trace is not None:
        trace.append((deal(deck), state))
    for index, step in enumerate(actions[1:], 1):
        action = draw(state.current, step.slot, step.card) if isinstance(step, Draw) else step
        if action.type == ActionType.DEAL:
            return AuditResult(state, AuditFinding(index, -1, "a second deal"))
        try:
            state, _ = apply(state, action)
        except IllegalAction as exc:
            return AuditResult(state, AuditFinding(index, action.seat, str(exc)))
        if trace is not None:
            trace.append((action, state))
    return AuditResult(state, None)
