"""The expert bot: a value learned from simulated play ranks its actions; sampled deals play claims out.

Every candidate action (a discard, a claim followed by its best discard, or a pass) is valued by the
position it leaves: the learned value (``learned_value``) predicts the seat's payment at the end of the
hand from features of that waiting hand (trash, live copies that would cut it or win it, pairs, what its
trash cards could still become, points, the deck left), with weights fitted by least squares on hands of
strong bots (``scripts/fit_expert_value.py``). With ``learned=False`` the strong bot's valuation ranks
instead, less a sampled feed: for each kind it could discard, the share of deals sampled consistently
with the view (``sampler.DealSampler``) in which another seat would win on that card (``win_feed``) or
claim it (``claim_feed``).

Claim decisions (a claim or a pass) are then played out: every candidate (the valuation's few
best) on every sample with the fast playout policy (``playout``: greedy, its ties broken as the strong
bot would), each weighed by its mean payment to the seat (points and kong earnings, losses
included). Each sample serves every candidate (common random numbers), so candidates are compared on
the same deals; another candidate replaces the favourite only when its mean gain over it exceeds
``confidence`` standard errors (then the one with the largest gain is taken). Playouts of a whole
hand are noisy (the paired difference of two candidates has a spread of about 17 points), so they
overrule the favourite only when the gap is large; discards are played out only when
``play_out_discards`` is set, since at any budget a decision can afford their differences are
mostly noise.

The thinking budget is counted in rollouts, never in time, so the same view, seat and seed always
give the same choice on any machine and under any load. Time stays bounded without a clock: a
rollout is one hand's remainder (at most the 25 draws left in a deck and their claims), so a
decision costs at most ``budget`` such playouts and ``belief_samples`` sampled deals. A clock
cut-off would make the choice depend on the machine's load, which is exactly what determinism
forbids; so there is none.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import NamedTuple

from ....canonical import digest, pack_trusted
from ....detrng import DetRng
from ...four_colour.cards import NUM_KINDS, is_general_kind
from ..engine.actions import Action, ActionType, ClaimKind
from ..engine.analysis import CARD_UNIT, analyzer_for, count_in_key
from ..engine.scoring import exposed_points
from ..engine.state import HandState, Phase
from ..engine.transitions import apply, legal_actions
from .greedy import claim_key
from .knowledge import unseen_counts
from .learned_value import LearnedValuer, claim_points
from .playout import CLAIMED, WON, PolicyAgent, discard_takers, from_state, play_out
from .sampler import DealSampler
from .strong import HandValuer, StrongBot
from .value_weights import PAYMENT_WEIGHTS, WIN_WEIGHTS

DEFAULT_BUDGET = 150
"""Rollouts per decision at play (claim decisions only, unless discards are played out too). CPU time
of a decision at 150: median 56 ms, p90 267 ms, max 637 ms over 343 decisions
(``scripts/bench_expert.py --times 10``, shared 2-core machine)."""
DEFAULT_WIDTH = 3
"""Candidate actions played out per decision (the best ones by the valuation)."""
DEFAULT_WIN_FEED = 0.3
"""A discard that surely hands another seat its win counts as 0.3 trash card more."""
DEFAULT_CLAIM_FEED = 0.2
"""A discard another seat surely claims counts as 0.2 trash card more."""
DEFAULT_WIN_BONUS = 0.0
"""Payment points a certain win adds to the learned value's predicted payment."""
DEFAULT_BELIEF_SAMPLES = 16
"""Deals sampled for the discards' feed before any rollout (the rollouts replay them first)."""
MIN_OVERRULE_SAMPLES = 40
"""Fewer playouts a candidate than this cannot tell candidates apart (nor their spread): the favourite
stands without any. Payments are heavy-tailed (a big win is rare and large): at 13 playouts a candidate,
both overrules found in 30 hands were reversed by 600 playouts a candidate."""
DEFAULT_CONFIDENCE = 2.0
"""The favourite stands unless another candidate beats it, on the same samples, by more than this many
standard errors of the mean difference: playouts are noisy, the valuation is not bad."""


class Feed(NamedTuple):
    """Per kind, the share of the sampled deals in which a discard of it goes to another seat."""

    wins: tuple[float, ...]
    """Some other seat wins on it."""
    claims: tuple[float, ...]
    """No one wins on it but some other seat would claim it."""


NO_FEED = Feed((0.0,) * NUM_KINDS, (0.0,) * NUM_KINDS)


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
        win_feed: float | None = None,
        claim_feed: float | None = None,
        belief_samples: int = DEFAULT_BELIEF_SAMPLES,
        play_out_discards: bool = False,
        learned: bool = True,
        win_bonus: float = DEFAULT_WIN_BONUS,
        trash_weight: float = 0.0,
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
        self.learned = learned
        """Candidates are ranked by the learned value (``learned_value``), else by the strong valuation."""
        self.win_bonus = win_bonus
        self.trash_weight = trash_weight
        """Payment points subtracted per trash card left on top of the learned value."""
        """Payment points a certain win is worth on top of its predicted payment (learned value)."""
        self._weights = tuple(p + win_bonus * w for p, w in zip(PAYMENT_WEIGHTS, WIN_WEIGHTS))
        self.win_feed = win_feed if win_feed is not None else (0.0 if learned else DEFAULT_WIN_FEED)
        """What handing another seat its win is worth, in the valuation's units (strong: a trash card is 1;
        learned: a point of payment)."""
        self.claim_feed = claim_feed if claim_feed is not None else (0.0 if learned else DEFAULT_CLAIM_FEED)
        """What handing another seat a claim is worth, in the same units."""
        self.belief_samples = belief_samples
        """Deals sampled for the feed of each discard; the rollouts replay them first."""
        self.play_out_discards = play_out_discards
        """Discards are played out too (else the feed-corrected valuation decides them)."""
        self._heuristic = StrongBot()
        self._policy = PolicyAgent()
        self.rollouts = 0
        """Rollouts played by this bot so far (all decisions)."""
        self.played_out = 0
        """Decisions played out so far."""
        self.overruled = 0
        """Decisions played out so far in which the playouts overruled the valuation's favourite."""

    def choose(self, view: HandState, seat: int, legal: Sequence[Action]) -> Action:
        return self.think(view, seat, legal).action

    def think(self, view: HandState, seat: int, legal: Sequence[Action]) -> Thought:
        if not legal:
            raise ValueError("no legal action to choose from")
        wins = [a for a in legal if a.type == ActionType.CLAIM and a.claim == ClaimKind.WIN]
        if len(legal) == 1 or wins:
            return Thought((wins or list(legal))[0], (), 0, 0)
        discarding = legal[0].type == ActionType.DISCARD
        sampler = DealSampler(view, seat, self.trust_passes)
        rng = DetRng(self.seed + digest(pack_trusted([seat, view.to_canonical()])))
        worlds: list[HandState] = []
        feed = NO_FEED
        feeding = self.win_feed != 0.0 or self.claim_feed != 0.0
        if discarding and feeding and len({a.cards[0] >> 2 for a in legal}) > 1:
            worlds = [sampler.sample(rng) for _ in range(self.belief_samples)]
            feed = self.feed_risk(worlds, seat, _held_kinds(view.keys[seat]))
        ranked = self.candidates(view, seat, legal, feed)
        candidates = ranked[: min(self.width, self.budget)]
        if len(candidates) == 1 or (discarding and not self.play_out_discards):
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
        self.played_out += 1
        weighed = tuple(Weighed(a, t / samples) for a, t in zip(candidates, totals))
        best = 0
        best_gain = 0.0
        for index in range(1, len(candidates)):
            mean = gains[index] / samples
            spread = math.sqrt(max(0.0, gain_squares[index] / samples - mean * mean) / samples)
            if mean > self.confidence * spread and mean > best_gain:
                best, best_gain = index, mean
        self.overruled += best != 0
        return Thought(candidates[best], weighed, samples, samples * len(candidates))

    @staticmethod
    def feed_risk(worlds: Sequence[HandState], seat: int, kinds: Sequence[int] | None = None) -> Feed:
        """Per kind (of ``kinds``, all by default), the share of the sampled deals in which another seat
        would win on a discard of it, and the share in which none would but one would claim it."""
        wins = [0.0] * NUM_KINDS
        claims = [0.0] * NUM_KINDS
        if not worlds:
            return NO_FEED
        looked_at = list(range(NUM_KINDS)) if kinds is None else list(kinds)
        share = 1.0 / len(worlds)
        for full in worlds:
            for kind, taker in zip(looked_at, discard_takers(full, seat, looked_at)):
                if taker == WON:
                    wins[kind] += share
                elif taker == CLAIMED:
                    claims[kind] += share
        return Feed(tuple(wins), tuple(claims))

    def candidates(self, view: HandState, seat: int, legal: Sequence[Action], feed: Feed = NO_FEED) -> list[Action]:
        """Legal actions, one per distinct effect, best first by the strong bot's valuation; a discard less
        what handing it to another seat costs (``feed``: per kind, from samples)."""
        analyzer = analyzer_for(view.rules)
        unseen = unseen_counts(view)
        if self.learned:
            return self._learned_candidates(view, seat, legal, feed)
        valuer = HandValuer(analyzer, unseen, self._heuristic.out_weight, self._heuristic.win_weight)
        key = view.keys[seat]
        scored: list[tuple[float, int, Action]] = []
        if legal[0].type == ActionType.DISCARD:
            scored = self._discards(legal, valuer.value, key, feed, unseen)
        else:
            for order, action in enumerate(legal):
                if action.type == ActionType.PASS:
                    scored.append((valuer.value(key), order, action))
                elif action.type == ActionType.CLAIM:
                    scored.append((valuer.best_discard_value(claim_key(key, action)) + 0.01, order, action))
        scored.sort(key=lambda item: (-item[0], item[1]))
        return [action for _, _, action in scored]

    def _discards(
        self, legal: Sequence[Action], value: Callable[[int], float], key: int, feed: Feed, unseen: Sequence[int]
    ) -> list[tuple[float, int, Action]]:
        """Each kind the seat may discard, once, valued by the hand it leaves less the sampled feed; among
        equal values the kind with fewer copies unseen goes."""
        scored: list[tuple[float, int, Action]] = []
        seen_kinds: set[int] = set()
        for order, action in enumerate(legal):
            kind = action.cards[0] >> 2
            if kind in seen_kinds:
                continue
            seen_kinds.add(kind)
            cost = self.win_feed * feed.wins[kind] + self.claim_feed * feed.claims[kind]
            scored.append((value(key - CARD_UNIT[action.cards[0]]) - cost - 1e-3 * unseen[kind], order, action))
        return scored

    def _learned_candidates(self, view: HandState, seat: int, legal: Sequence[Action], feed: Feed) -> list[Action]:
        analyzer = analyzer_for(view.rules)
        unseen = unseen_counts(view)
        shown_points = exposed_points(view.melds[seat], view.cards, view.rules)
        valuer = LearnedValuer(analyzer, unseen, view.deck_left, shown_points, self._weights, self.trash_weight)
        key = view.keys[seat]
        scored: list[tuple[float, int, Action]] = []
        if legal[0].type == ActionType.DISCARD:
            scored = self._discards(legal, valuer.value, key, feed, unseen)
        else:
            shown_kind = view.cards[view.shown] >> 2
            for order, action in enumerate(legal):
                if action.type == ActionType.PASS:
                    scored.append((valuer.value(key), order, action))
                elif action.type == ActionType.CLAIM:
                    extra = claim_points(action, shown_kind, view.rules)
                    scored.append((valuer.best_discard_value(claim_key(key, action), extra), order, action))
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


def _held_kinds(key: int) -> list[int]:
    """The kinds of which the hand holds a card it may discard."""
    return [k for k in range(NUM_KINDS) if not is_general_kind(k) and count_in_key(key, k)]
