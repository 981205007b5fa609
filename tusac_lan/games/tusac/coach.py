"""The coach: what a player may want to know about its hand, and what the expert would do and why.

Everything here is worked out from one seat's view and only from what that seat may know: its own
cards (read from the slots of its hand, never from another seat's key) and what is public. The
advice is structured data (reason codes and integer parameters) for the client to translate.

Reason codes of a suggestion:

- ``wins``: claim the win (``points``).
- ``only_move``: nothing else is legal.
- ``keeps_ways_to_win``: after this the hand is one card from a win (``n`` unseen cards win,
  ``kinds`` different ones).
- ``dead_card``: every other copy of this card is already seen, so nobody can claim it.
- ``least_trash``: it leaves the least trash (``trash``).
- ``claim_cuts_trash``: the claim lowers the trash (``before``, ``after``).
- ``claim_scores``: the claim makes a set worth points (``points``).
- ``not_worth_claiming``: passing keeps a better hand than any claim.
- ``best_playouts``: the best expected payment over the expert's playouts.

Every suggestion made after playouts carries ``payment_x10``: its expected payment to the seat per
hand, in tenths of a point.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..four_colour.cards import NUM_KINDS, card_code, is_general_kind, kind_code
from .bots.expert import ExpertBot, Thought
from .bots.knowledge import unseen_counts
from .engine.actions import Action, ActionType, ClaimKind
from .engine.analysis import CARD_UNIT, KIND_UNIT, Analyzer, analyzer_for, count_in_key, key_of_cards
from .engine.melds import meld_shapes
from .engine.scoring import exposed_points, win_options
from .engine.sets import set_points
from .engine.state import HandState, Phase, with_keys

COACH_BUDGET = 300
"""The coach's rollouts a suggestion: it answers while the player thinks, so a little less than a bot."""


class Wait(NamedTuple):
    kind: int
    """A card kind on which the hand wins when it is shown."""
    unseen: int
    """Copies of it the seat has not seen (that may still come)."""
    points: int
    """Points of the win on it."""


class Suggestion(NamedTuple):
    action: Action
    reason: str
    params: tuple[tuple[str, int], ...]


class Advice(NamedTuple):
    trash: int
    """Trash cards in the seat's hand now."""
    waits: tuple[Wait, ...]
    """When one card from a win: the cards it waits for (empty otherwise)."""
    suggestion: Suggestion | None
    """What the expert would do, when the seat has a decision to make."""

    def to_json(self) -> dict[str, object]:
        """Plain data for a client: cards as codes, the action as its type, claim and cards."""
        suggestion = self.suggestion
        return {
            "trash": self.trash,
            "waits": [{"card": kind_code(w.kind), "unseen": w.unseen, "points": w.points} for w in self.waits],
            "suggestion": None
            if suggestion is None
            else {
                "action": ActionType(suggestion.action.type).name.lower(),
                "claim": ClaimKind(suggestion.action.claim).name.lower() if suggestion.action.claim >= 0 else None,
                "cards": [card_code(c) for c in suggestion.action.cards],
                "reason": suggestion.reason,
                "params": dict(suggestion.params),
            },
        }


def own_key(view: HandState, seat: int) -> int:
    """The seat's hand key from the cards of its own slots (never from another seat's data)."""
    return key_of_cards(view.cards[slot] for slot in view.hands[seat])


def waits(view: HandState, seat: int, key: int | None = None) -> tuple[Wait, ...]:
    """The kinds a shown card of which wins for the seat whose hand key is ``key`` (its own by default)."""
    analyzer = analyzer_for(view.rules)
    key = own_key(view, seat) if key is None else key
    unseen = unseen_counts(view)
    exposed = exposed_points(view.melds[seat], view.cards, view.rules)
    found = []
    for kind in analyzer.wins_on(key):
        points = _best_win_points(analyzer, key, kind, exposed)
        if points >= view.rules.min_win_points:
            found.append(Wait(kind, unseen[kind], points))
    return tuple(found)


def _best_win_points(analyzer: Analyzer, key: int, kind: int, exposed: int) -> int:
    best = -1
    for set_kind, taken in meld_shapes(kind, lambda k: count_in_key(key, k), analyzer.rules, final=True):
        rest = key - sum(KIND_UNIT[k] for k in taken)
        if analyzer.trash(rest) == 0:
            meld = set_points(set_kind, tuple(sorted((*taken, kind))), analyzer.rules, exposed=True)
            best = max(best, exposed + meld + analyzer.points(rest))
    return best


def advise(
    view: HandState, seat: int, legal: Sequence[Action] = (), budget: int = COACH_BUDGET, seed: str = "coach"
) -> Advice:
    """The coach's figures for ``seat`` and, given its legal actions, the expert's suggestion."""
    view = with_keys(view._replace(cards=view.visible_cards(seat)))  # forget anything beyond the seat's view
    if not view.knows_hand(seat):
        raise ValueError("the coach needs the seat's own hand")
    analyzer = analyzer_for(view.rules)
    key = own_key(view, seat)
    suggestion = suggest(view, seat, legal, budget, seed) if legal else None
    return Advice(analyzer.trash(key), waits(view, seat, key), suggestion)


def suggest(view: HandState, seat: int, legal: Sequence[Action], budget: int, seed: str) -> Suggestion:
    thought = ExpertBot(budget=budget, seed=seed).think(view, seat, legal)
    action = thought.action
    if action.type == ActionType.CLAIM and action.claim == ClaimKind.WIN:
        return Suggestion(action, "wins", (("points", _win_points(view, seat, action)),))
    if len(legal) == 1:
        return Suggestion(action, "only_move", ())
    payment = _payment_x10(thought)
    analyzer = analyzer_for(view.rules)
    key = own_key(view, seat)
    if action.type == ActionType.DISCARD:
        return _discard_reason(view, seat, legal, analyzer, key, action, payment)
    if action.type == ActionType.CLAIM:
        return _claim_reason(view, analyzer, key, action, payment)
    return Suggestion(action, "not_worth_claiming", payment)


def _payment_x10(thought: Thought) -> tuple[tuple[str, int], ...]:
    for weighed in thought.candidates:
        if weighed.action == thought.action:
            return (("payment_x10", round(weighed.mean_payment * 10)),)
    return ()


def _discard_reason(
    view: HandState,
    seat: int,
    legal: Sequence[Action],
    analyzer: Analyzer,
    key: int,
    action: Action,
    payment: tuple[tuple[str, int], ...],
) -> Suggestion:
    kind = action.cards[0] >> 2
    after = key - CARD_UNIT[action.cards[0]]
    ways = waits(view, seat, after)
    if ways:
        live = sum(w.unseen for w in ways)
        return Suggestion(action, "keeps_ways_to_win", (("n", live), ("kinds", len(ways)), *payment))
    if unseen_counts(view)[kind] == 0:
        return Suggestion(action, "dead_card", payment)
    least = min(analyzer.trash(key - CARD_UNIT[a.cards[0]]) for a in legal if a.type == ActionType.DISCARD)
    if analyzer.trash(after) == least:
        return Suggestion(action, "least_trash", (("trash", least), *payment))
    return Suggestion(action, "best_playouts", payment)


def _claim_reason(
    view: HandState, analyzer: Analyzer, key: int, action: Action, payment: tuple[tuple[str, int], ...]
) -> Suggestion:
    rest = key - sum(CARD_UNIT[c] for c in action.cards)
    before = analyzer.trash(key)
    after = min(
        (
            analyzer.trash(rest - KIND_UNIT[k])
            for k in range(NUM_KINDS)
            if not is_general_kind(k) and count_in_key(rest, k)
        ),
        default=analyzer.trash(rest),
    )
    if after < before:
        return Suggestion(action, "claim_cuts_trash", (("before", before), ("after", after), *payment))
    if action.claim in (ClaimKind.KONG, ClaimKind.PONG, ClaimKind.EXTEND):
        points = 6 if action.claim != ClaimKind.PONG else view.rules.exposed_pong_points
        return Suggestion(action, "claim_scores", (("points", points), *payment))
    return Suggestion(action, "best_playouts", payment)


def _win_points(view: HandState, seat: int, action: Action) -> int:
    if view.phase != Phase.CLAIM:
        return 0
    analyzer = analyzer_for(view.rules)
    drawer = view.shown_drawn and seat == view.current
    options = win_options(analyzer, view.hands[seat], view.melds[seat], view.cards, view.shown, drawer)
    return max((o.points for o in options), default=0)
