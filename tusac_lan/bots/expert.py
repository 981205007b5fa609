"""The expert bot: plays each candidate out to the end of the hand over many sampled deals.

For a decision it keeps the few most promising actions by the strong bot's valuation, samples the
unseen cards consistently with the view (``sampler.DealSampler``), plays every candidate out on
every sample with the fast playout policy (``playout``: greedy, its ties broken as the strong bot
would), and weighs each by its mean payment to the seat (points and kong earnings, losses
included). Each sample serves every candidate (common random numbers), so candidates are compared
on the same deals; another candidate replaces the strong bot's favourite only when its mean gain
over it exceeds ``confidence`` standard errors (then the one with the largest gain is taken).

The thinking budget is counted in rollouts, never in time, so the same view, seat and seed always
give the same choice on any machine and under any load. Time stays bounded without a clock: a
rollout is one hand's remainder (at most the 25 draws left in a deck and their claims), so a
decision costs at most ``budget`` such playouts. A clock cut-off would make the choice depend on
the machine's load, which is exactly what determinism forbids; so there is none.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NamedTuple

from ..detrng import DetRng
from ..engine.actions import Action, ActionType, ClaimKind
from ..engine.analysis import CARD_UNIT, analyzer_for
from ..engine.canonical import digest, pack_trusted
from ..engine.state import HandState, Phase
from ..engine.transitions import apply, legal_actions
from .greedy import claim_key
from .knowledge import unseen_counts
from .playout import PolicyAgent, from_state, play_out
from .sampler import DealSampler
from .strong import HandValuer, StrongBot

DEFAULT_BUDGET = 300
"""Rollouts per decision at play. At 600 the CPU time of a decision measured median 0.49 s, max 1.23 s
(``scripts/bench_expert.py --times 4 --time-budget 600``): half of that keeps the worst case under 1 s."""
DEFAULT_WIDTH = 3
"""Candidate actions played out per decision (the strong bot's best ones)."""
DEFAULT_CONFIDENCE = 1.5
"""The heuristic's favourite stands unless another candidate beats it, on the same samples, by more
than this many standard errors of the mean difference: playouts are noisy, the heuristic is not bad."""


class Weighed(NamedTuple):
    action: Action
    mean_payment: float
    """Mean payment to the seat over the samples (negative: it expects to pay)."""


class Thought(NamedTuple):
    """What one decision weighed: the choice, every candidate's mean payment, the work done."""

    action: Action
    candidates: tuple[Weighed, ...]
    samples: int
    rollouts: int


class ExpertBot:
    name = "expert"

    def __init__(
        self,
        budget: int = DEFAULT_BUDGET,
        width: int = DEFAULT_WIDTH,
        seed: str = "",
        trust_passes: bool = True,
        confidence: float = DEFAULT_CONFIDENCE,
        smart: bool = True,
    ) -> None:
        if budget < 1 or width < 1:
            raise ValueError("the budget and the width must be at least 1")
        self.budget = budget
        self.width = width
        self.seed = seed.encode()
        self.trust_passes = trust_passes
        self.confidence = confidence
        self.smart = smart
        """Playouts break the greedy discard's ties as the strong bot does (slower, closer to good play)."""
        self._heuristic = StrongBot()
        self._policy = PolicyAgent()
        self.rollouts = 0
        """Rollouts played by this bot so far (all decisions)."""

    def choose(self, view: HandState, seat: int, legal: Sequence[Action]) -> Action:
        return self.think(view, seat, legal).action

    def think(self, view: HandState, seat: int, legal: Sequence[Action]) -> Thought:
        if not legal:
            raise ValueError("no legal action to choose from")
        wins = [a for a in legal if a.type == ActionType.CLAIM and a.claim == ClaimKind.WIN]
        if len(legal) == 1 or wins:
            return Thought((wins or list(legal))[0], (), 0, 0)
        candidates = self.candidates(view, seat, legal)[: min(self.width, self.budget)]
        if len(candidates) == 1:
            return Thought(candidates[0], (), 0, 0)
        samples = self.budget // len(candidates)
        sampler = DealSampler(view, seat, self.trust_passes)
        rng = DetRng(self.seed + digest(pack_trusted([seat, view.to_canonical()])))
        totals = [0] * len(candidates)
        # Paired differences against the heuristic's favourite (candidate 0), over the same samples.
        gains = [0] * len(candidates)
        gain_squares = [0] * len(candidates)
        for _ in range(samples):
            full = sampler.sample(rng)
            base = 0
            for index, action in enumerate(candidates):
                payment = self.rollout(full, seat, action)
                totals[index] += payment
                if index == 0:
                    base = payment
                gain = payment - base
                gains[index] += gain
                gain_squares[index] += gain * gain
        self.rollouts += samples * len(candidates)
        weighed = tuple(Weighed(a, t / samples) for a, t in zip(candidates, totals))
        best = 0
        best_gain = 0.0
        for index in range(1, len(candidates)):
            mean = gains[index] / samples
            spread = math.sqrt(max(0.0, gain_squares[index] / samples - mean * mean) / samples)
            if mean > self.confidence * spread and mean > best_gain:
                best, best_gain = index, mean
        return Thought(candidates[best], weighed, samples, samples * len(candidates))

    def candidates(self, view: HandState, seat: int, legal: Sequence[Action]) -> list[Action]:
        """Legal actions, one per distinct effect, the strong bot's favourites first."""
        analyzer = analyzer_for(view.rules)
        unseen = unseen_counts(view)
        valuer = HandValuer(analyzer, unseen, self._heuristic.out_weight, self._heuristic.win_weight)
        key = view.keys[seat]
        scored: list[tuple[float, int, Action]] = []
        if legal[0].type == ActionType.DISCARD:
            seen_kinds: set[int] = set()
            for order, action in enumerate(legal):
                kind = action.cards[0] >> 2
                if kind in seen_kinds:
                    continue
                seen_kinds.add(kind)
                scored.append((valuer.value(key - CARD_UNIT[action.cards[0]]) - 1e-3 * unseen[kind], order, action))
        else:
            for order, action in enumerate(legal):
                if action.type == ActionType.PASS:
                    scored.append((valuer.value(key), order, action))
                elif action.type == ActionType.CLAIM:
                    scored.append((valuer.best_discard_value(claim_key(key, action)) + 0.01, order, action))
        scored.sort(key=lambda item: (-item[0], item[1]))
        return [action for _, _, action in scored]

    def rollout(self, full: HandState, seat: int, action: Action) -> int:
        """The payment to ``seat`` when it takes ``action`` in ``full`` and every seat then plays the policy."""
        if action.type == ActionType.DISCARD:
            return from_state(full, self.smart).run_after_discard(action.cards[0] >> 2)[seat]
        state, _ = apply(full, action)
        while state.phase == Phase.CLAIM:
            for other in state.awaiting():
                legal = legal_actions(state, other)
                answer = legal[0] if len(legal) == 1 else self._policy.choose(state, other, legal)
                state, _ = apply(state, answer)
                if state.phase != Phase.CLAIM:
                    break
        if state.phase == Phase.ENDED:
            assert state.result is not None
            return state.result.payments[seat]
        return play_out(state, self.smart)[seat]
