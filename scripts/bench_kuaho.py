#!/usr/bin/env python3
"""Kuaho on one core: hand analysis speed, headless hands, bot decision time, and a bot match over
rotated duplicate deals (each deal played twice, the two levels swapping partnerships; the dealer rotates
with the deal) with a 95 % interval on the stronger level's payment per seat and hand.

python scripts/bench_kuaho.py [--deals 200] [--strong good] [--weak beginner] [--seed bench] [--budget N]
python scripts/bench_kuaho.py --strong expert --weak good --deals 1000 --analysis-hands 0 --headless-hands 0
python scripts/bench_kuaho.py --strong search --weak good --deals 100 --analysis-hands 0 --headless-hands 0
    [--budget N] [--policy good]

``search`` is the playout search kept for study (games/kuaho/search.py), not a level the table offers.
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Sequence

from tusac_lan.detrng import DetRng
from tusac_lan.games.api import Seat
from tusac_lan.games.four_colour.cards import NUM_CARDS, kind_of
from tusac_lan.games.kuaho import GAME
from tusac_lan.games.kuaho.melds import completions, counts_of, distance, is_win
from tusac_lan.games.kuaho.rollout import POLICIES
from tusac_lan.games.kuaho.search import PLAYOUTS, POLICY, SearchBot
from tusac_lan.games.kuaho.state import KuahoMove, KuahoState
from tusac_lan.games.playout import play_hand


class Timed:
    """A bot whose slowest decision is kept (CPU time of this process)."""

    def __init__(self, level: str, budget: int | None = None, policy: str = POLICY) -> None:
        self.inner = SearchBot(GAME, budget or PLAYOUTS, policy) if level == "search" else GAME.make_bot(level)
        self.name = level
        self.slowest = 0.0
        self.spent = 0.0
        self.decisions = 0

    def choose(self, view: KuahoState, seat: Seat, legal: Sequence[KuahoMove]) -> KuahoMove:
        started = time.process_time()
        move = self.inner.choose(view, seat, legal)
        spent = time.process_time() - started
        self.slowest = max(self.slowest, spent)
        self.spent += spent
        self.decisions += 1
        return move


def deck_of(seed: str) -> tuple[int, ...]:
    deck = list(range(NUM_CARDS))
    DetRng(seed).shuffle(deck)
    return tuple(deck)


def analysis(hands: int) -> None:
    rng = DetRng("bench-kuaho-analysis")
    sixteen = []
    for _ in range(hands):
        deck = list(range(NUM_CARDS))
        rng.shuffle(deck)
        sixteen.append(counts_of(kind_of(c) for c in deck[:16]))
    fifteen = [counts_of(kind_of(c) for c in deck_of(f"fifteen {i}")[:15]) for i in range(hands)]
    for label, work in (("cold", 1), ("warm", 2)):
        started = time.perf_counter()
        for _ in range(work):
            for counts in sixteen:
                is_win(counts)
        win_rate = work * hands / (time.perf_counter() - started)
        started = time.perf_counter()
        for counts in fifteen:
            completions(counts)
        outs_rate = hands / (time.perf_counter() - started)
        started = time.perf_counter()
        for counts in fifteen:
            distance(counts)
        far_rate = hands / (time.perf_counter() - started)
        print(
            f"analysis ({label} memo): is_win {win_rate:,.0f} hands/s, completions {outs_rate:,.0f} hands/s, "
            f"distance {far_rate:,.0f} hands/s"
        )


def interval(values: list[float]) -> tuple[float, float]:
    mean = sum(values) / len(values)
    var = sum((v - mean) ** 2 for v in values) / max(len(values) - 1, 1)
    return mean, 1.96 * math.sqrt(var / len(values))


def match(deals: int, strong: str, weak: str, seed: str, budget: int | None = None, policy: str = POLICY) -> None:
    rules = GAME.default_rules()
    bots = {strong: Timed(strong, budget, policy), weak: Timed(weak, budget, policy)}
    per_deal: list[float] = []
    wins = {strong: 0, weak: 0}
    hands = 0
    started = time.perf_counter()
    for index in range(deals):
        deck = deck_of(f"{seed}:{index}")
        dealer = index % 4
        total = 0
        for strong_seats in ((0, 2), (1, 3)):
            levels = [strong if seat in strong_seats else weak for seat in range(4)]
            played = play_hand(GAME, rules, 4, dealer, deck, [bots[level] for level in levels])
            outcome = GAME.outcome(played.state)
            assert outcome is not None
            total += sum(outcome.payments[s] for s in strong_seats)
            if played.state.winner >= 0:
                wins[levels[played.state.winner]] += 1
            hands += 1
        per_deal.append(total / 4)  # per seat and hand: two hands, two seats each
    elapsed = time.perf_counter() - started
    mean, half = interval(per_deal)
    print(f"match: {deals} deals x 2 seatings = {hands} hands, {hands / elapsed:.1f} hands/s with these bots")
    low, high = mean - half, mean + half
    print(f"{strong} vs {weak}: {mean:+.2f} chips per seat and hand, 95 % interval {low:+.2f} .. {high:+.2f}")
    print(f"hands won: {strong} {wins[strong]}, {weak} {wins[weak]}, void {hands - wins[strong] - wins[weak]}")
    for level, bot in bots.items():
        mean = bot.spent / max(bot.decisions, 1)
        print(f"{level}: {bot.decisions} decisions, mean {mean * 1000:.1f} ms, slowest {bot.slowest * 1000:.1f} ms CPU")


def headless(hands: int) -> None:
    rules = GAME.default_rules()
    agents = [GAME.make_bot("good") for _ in range(4)]
    started = time.perf_counter()
    steps = 0
    for index in range(hands):
        deck = deck_of(f"headless {index}")
        played = play_hand(GAME, rules, 4, index % 4, deck, agents)
        audit = GAME.replay(rules, 4, index % 4, played.steps, deck)
        assert audit.finding is None and GAME.outcome(audit.state) is not None
        steps += len(played.steps)
    elapsed = time.perf_counter() - started
    rate = hands / elapsed
    print(
        f"headless: {hands} hands of good bots played and audited, {rate:.1f} hands/s, {steps / hands:.0f} steps a hand"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--strong", default="good")
    parser.add_argument("--weak", default="beginner")
    parser.add_argument("--seed", default="bench")
    parser.add_argument("--analysis-hands", type=int, default=20_000)
    parser.add_argument("--headless-hands", type=int, default=100)
    parser.add_argument("--budget", type=int, default=None, help="the search's playouts a decision")
    parser.add_argument("--policy", choices=POLICIES, default=POLICY, help="how the search's imagined players play")
    args = parser.parse_args()
    if args.analysis_hands:
        analysis(args.analysis_hands)
    if args.headless_hands:
        headless(args.headless_hands)
    match(args.deals, args.strong, args.weak, args.seed, args.budget, args.policy)


if __name__ == "__main__":
    main()
