#!/usr/bin/env python3
"""Ma Diao's bots measured over rotated duplicate deals, and headless speed.

    python scripts/bench_madiao.py --deals 2000                 # good vs beginner, 95 % intervals
    python scripts/bench_madiao.py --deals 2000 --must-follow   # the same under the must-follow house rule
    python scripts/bench_madiao.py --speed 2000                 # hands/s of four good bots, headless
    python scripts/bench_madiao.py --deals 200 --level expert --base good   # expert vs good

Each deal (a seeded shuffle and a dealer) is played five times: four beginners, then the tested level at
each seat in turn against three beginners. The tested level's settlement at a seat, minus the beginner's
at the same seat of the same deal, is the duplicate difference; it is reported separately for the seat
of the dealer and for the three others, with a 95 % normal interval (half 注 per hand; 2 = one 注).
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Sequence
from typing import Any

from tusac_lan.detrng import DetRng
from tusac_lan.games.madiao import GAME
from tusac_lan.games.madiao.rules import MadiaoRules
from tusac_lan.games.playout import play_hand


def interval(values: list[int]) -> str:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("inf")
    return f"{mean:+.3f} ± {half:.3f} (n={len(values)})"


class Timed:
    """A bot whose decisions are timed (CPU seconds of this process)."""

    def __init__(self, level: str, budget: int | None) -> None:
        self.inner = GAME.make_bot(level, budget=budget)
        self.name = level
        self.times: list[float] = []

    def choose(self, view: Any, seat: int, legal: Sequence[Any]) -> Any:
        started = time.process_time()
        move = self.inner.choose(view, seat, legal)
        self.times.append(time.process_time() - started)
        return move


BOTS: dict[str, Timed] = {}


def bot(level: str, budget: int | None = None) -> Timed:
    if level not in BOTS:
        BOTS[level] = Timed(level, budget)
    return BOTS[level]


def settle_of(deck: tuple[int, ...], dealer: int, levels: list[str], rules: MadiaoRules) -> tuple[int, ...]:
    agents = [bot(level) for level in levels]
    played = play_hand(GAME, rules, 4, dealer, deck, agents)
    audit = GAME.replay(rules, 4, dealer, played.steps, deck)
    outcome = GAME.outcome(audit.state)
    if audit.finding is not None or outcome is None:
        raise RuntimeError(f"an honest hand failed its audit: {audit.finding}")
    return outcome.payments


def match(deals: int, level: str, base: str, seed: str, rules: MadiaoRules, budget: int | None = None) -> None:
    print(
        f"$ python scripts/bench_madiao.py --deals {deals} --level {level} --base {base} --seed {seed}"
        f"{' --must-follow' if rules.must_follow else ''}{' --dealer-leads' if rules.dealer_leads else ''}"
        f"{' --weak-mianmen' if rules.weak_mianmen else ''}{f' --budget {budget}' if budget else ''}"
    )
    rng = DetRng(f"bench madiao {seed}")
    as_dealer: list[int] = []
    as_other: list[int] = []
    raw_dealer: list[int] = []
    raw_other: list[int] = []
    started = time.perf_counter()
    for index in range(deals):
        deck = list(range(GAME.deck))
        rng.shuffle(deck)
        dealer = index % 4
        baseline = settle_of(tuple(deck), dealer, [base] * 4, rules)
        for seat in range(4):
            levels = [level if s == seat else base for s in range(4)]
            mine = settle_of(tuple(deck), dealer, levels, rules)[seat]
            (as_dealer if seat == dealer else as_other).append(mine - baseline[seat])
            (raw_dealer if seat == dealer else raw_other).append(mine)
    elapsed = time.perf_counter() - started
    print(f"{level} in {base}'s seat, duplicate difference (half 注 a hand):")
    print(f"  as dealer:      {interval(as_dealer)}")
    print(f"  as non-dealer:  {interval(as_other)}")
    print(f"{level}'s own settlement against three {base} (half 注 a hand):")
    print(f"  as dealer:      {interval(raw_dealer)}")
    print(f"  as non-dealer:  {interval(raw_other)}")
    print(f"({deals * 5} hands in {elapsed:.1f} s)")
    times = sorted(bot(level).times)
    if times:
        p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
        print(
            f"{level}'s {len(times)} decisions: mean {statistics.fmean(times) * 1e3:.1f} ms, "
            f"p99 {p99 * 1e3:.1f} ms, max {times[-1] * 1e3:.1f} ms CPU"
        )


def speed(hands: int, level: str, rules: MadiaoRules) -> None:
    rng = DetRng("bench madiao speed")
    agents = [GAME.make_bot(level) for _ in range(4)]
    started = time.perf_counter()
    for index in range(hands):
        deck = list(range(GAME.deck))
        rng.shuffle(deck)
        play_hand(GAME, rules, 4, index % 4, tuple(deck), agents)
    elapsed = time.perf_counter() - started
    print(f"$ python scripts/bench_madiao.py --speed {hands} --level {level}")
    print(f"{hands} hands of four {level} bots in {elapsed:.2f} s: {hands / elapsed:.0f} hands/s (one core)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=0)
    parser.add_argument("--speed", type=int, default=0)
    parser.add_argument("--level", default="good", choices=GAME.bot_levels)
    parser.add_argument("--base", default="beginner", choices=GAME.bot_levels)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--budget", type=int, default=None, help="the expert's playouts a decision")
    parser.add_argument("--must-follow", action="store_true")
    parser.add_argument("--dealer-leads", action="store_true")
    parser.add_argument("--weak-mianmen", action="store_true")
    args = parser.parse_args()
    rules = MadiaoRules(int(args.must_follow), int(args.dealer_leads), int(args.weak_mianmen))
    bot(args.level, args.budget)
    if args.deals:
        match(args.deals, args.level, args.base, args.seed, rules, args.budget)
    if args.speed:
        speed(args.speed, args.level, rules)


if __name__ == "__main__":
    main()
