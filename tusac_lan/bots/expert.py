"""The expert bot: plays each candidate out to the end of the hand over many sampled deals.

For a decision it samples the unseen cards consistently with the view (``sampler.DealSampler``),
ranks the legal actions by the strong bot's valuation less the risk of handing another seat its win
with the card discarded (the share of the sampled deals in which some other seat wins on that kind,
times ``feed_weight``), keeps the few best, and plays every candidate out on every sample with the
fast playout policy (``playout``: greedy, its ties broken as the strong bot
would), and weighs each by its mean payment to the seat (points and kong earnings, losses
included). Each sample serves every candidate (common random numbers), so candidates are compared
on the same deals; another candidate replaces the favourite only when its mean gain
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
from ..engine.analysis import CARD_UNIT, KIND_UNIT, analyzer_for, count_in_key
from ..engine.canonical import digest, pack_trusted
from ..engine.cards import NUM_KINDS, is_general_kind
from ..engine.state import SEATS, HandState, Phase
from ..engine.transitions import apply, legal_actions
from .greedy import claim_key
from .knowledge import unseen_counts
from .playout import PolicyAgent, from_state, play_out, tables_for
from .sampler import DealSampler
from .strong import HandValuer, StrongBot

DEFAULT_BUDGET = 300
"""Rollouts per decision at play. With the 16 deals sampled for the risk, the CPU time of a decision at
300 measured median 307 ms, p90 629 ms, max 891 ms over 255 decisions (``scripts/bench_expert.py
--times 8``, on a shared 2-core machine under heavy load)."""
DEFAULT_WIDTH = 3
"""Candidate actions played out per decision (the strong bot's best ones)."""
DEFAULT_FEED_WEIGHT = 1.0
"""A discard that surely hands another seat its win counts as one trash card more."""
DEFAULT_BELIEF_SAMPLES = 16
"""Deals sampled for the discards' risk before any rollout (the rollouts replay them first)."""
MIN_OVERRULE_SAMPLES = 8
"""Fewer playouts a candidate than this cannot tell candidates apart (nor their spread): the favourite
stands without any."""
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
        feed_weight: float = DEFAULT_FEED_WEIGHT,
        belief_samples: int = DEFAULT_BELIEF_SAMPLES,
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
        self.feed_weight = feed_weight
        """What handing another seat its win is worth, in the strong valuation's units (a trash card is 1)."""
        self.belief_samples = belief_samples
        """Deals sampled for the risk of each discard; the rollouts replay them first."""
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
        sampler = DealSampler(view, seat, self.trust_passes)
        rng = DetRng(self.seed + digest(pack_trusted([seat, view.to_canonical()])))
        worlds = [sampler.sample(rng) for _ in range(self.belief_samples)]
        ranked = self.candidates(view, seat, legal, self.feed_risk(worlds, seat))
        candidates = ranked[: min(self.width, self.budget)]
        if len(candidates) == 1:
            return Thought(candidates[0], (), 0, 0)
        samples = self.budget // len(candidates)
        if samples < MIN_OVERRULE_SAMPLES:
            return Thought(candidates[0], (), 0, 0)
        totals = [0] * len(candidates)
        # Paired differences against the favourite (candidate 0), over the same samples.
        gains = [0] * len(candidates)
        gain_squares = [0] * len(candidates)
        for drawn in range(samples):
            full = worlds[drawn] if drawn < len(worlds) else sampler.sample(rng)
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

    @staticmethod
    def feed_risk(worlds: Sequence[HandState], seat: int) -> list[float]:
        """Per kind, the share of the sampled deals in which another seat would win on a card of it."""
        risk = [0.0] * NUM_KINDS
        if not worlds:
            return risk
        wins_mask = tables_for(worlds[0].rules).wins_mask
        share = 1.0 / len(worlds)
        for full in worlds:
            mask = 0
            for other in range(SEATS):
                if other != seat:
                    mask |= wins_mask(full.keys[other])
            kind = 0
            while mask:
                if mask & 1:
                    risk[kind] += share
                mask >>= 1
                kind += 1
        return risk

    def candidates(
        self, view: HandState, seat: int, legal: Sequence[Action], risk: Sequence[float] | None = None
    ) -> list[Action]:
        """Legal actions, one per distinct effect, best first by the strong bot's valuation less the risk
        of handing another seat its win with the card discarded (``risk``: per kind, from samples)."""
        analyzer = analyzer_for(view.rules)
        unseen = unseen_counts(view)
        valuer = HandValuer(analyzer, unseen, self._heuristic.out_weight, self._heuristic.win_weight)
        feed = [self.feed_weight * r for r in risk] if risk is not None else [0.0] * NUM_KINDS
        key = view.keys[seat]
        scored: list[tuple[float, int, Action]] = []
        if legal[0].type == ActionType.DISCARD:
            seen_kinds: set[int] = set()
            for order, action in enumerate(legal):
                kind = action.cards[0] >> 2
                if kind in seen_kinds:
                    continue
                seen_kinds.add(kind)
                value = valuer.value(key - CARD_UNIT[action.cards[0]]) - feed[kind] - 1e-3 * unseen[kind]
                scored.append((value, order, action))
        else:
            for order, action in enumerate(legal):
                if action.type == ActionType.PASS:
                    scored.append((valuer.value(key), order, action))
                elif action.type == ActionType.CLAIM:
                    scored.append((self._after_claim(valuer, claim_key(key, action), feed) + 0.01, order, action))
        scored.sort(key=lambda item: (-item[0], item[1]))
        return [action for _, _, action in scored]

    @staticmethod
    def _after_claim(valuer: HandValuer, key: int, feed: Sequence[float]) -> float:
        """The best discard after a claim, its risk counted."""
        options = [
            valuer.value(key - KIND_UNIT[k]) - feed[k]
            for k in range(NUM_KINDS)
            if not is_general_kind(k) and count_in_key(key, k)
        ]
        return max(options) if options else valuer.value(key)

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
