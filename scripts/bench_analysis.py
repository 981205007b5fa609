#!/usr/bin/env python3
"""Hand analysis throughput on one core: the table-driven analyzer against the exhaustive search.

python scripts/bench_analysis.py [--hands 200000] [--oracle-hands 2000]
"""

from __future__ import annotations

import argparse
import time

from tusac_lan.detrng import DetRng
from tusac_lan.games.tusac.engine.analysis import analyzer_for, key_of_cards
from tusac_lan.games.tusac.engine.reference_analysis import _search, reference_score
from tusac_lan.games.tusac.engine.rules import RuleSet


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=200_000)
    parser.add_argument("--oracle-hands", type=int, default=2_000)
    parser.add_argument("--cpu", action="store_true", help="time by this process's CPU time, not the wall clock")
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    rules = RuleSet()
    rng = DetRng("bench-analysis")
    hands = []
    for _ in range(args.hands):
        deck = list(range(112))
        for i in range(20):
            j = i + rng.below(112 - i)
            deck[i], deck[j] = deck[j], deck[i]
        hands.append(deck[:20])

    started = clock()
    analyzer = analyzer_for(rules)
    build = clock() - started

    started = clock()
    for hand in hands:
        analyzer.score(key_of_cards(hand))
    score_rate = len(hands) / (clock() - started)

    started = clock()
    for hand in hands:
        key = key_of_cards(hand)
        analyzer.score(key)
        analyzer.wins_on(key)
    wait_rate = len(hands) / (clock() - started)

    full = hands[: len(hands) // 4]
    started = clock()
    for hand in full:
        analyzer.analyze(hand)
    full_rate = len(full) / (clock() - started)

    oracle = hands[: args.oracle_hands]
    mismatches = 0
    elapsed = 0.0
    for hand in oracle:
        _search.cache_clear()
        started = clock()
        expected = reference_score([c >> 2 for c in hand], rules)
        elapsed += clock() - started
        score = analyzer.score(key_of_cards(hand))
        mismatches += (score >> 10, score & 1023) != expected
    oracle_rate = len(oracle) / elapsed

    print(f"table build:                         {build * 1000:8.0f} ms (once per rule set)")
    print(f"trash + points (tables):             {score_rate:10,.0f} hands/s")
    print(f"trash + points + winning cards:      {wait_rate:10,.0f} hands/s")
    print(f"full analysis (sets, trash cards):   {full_rate:10,.0f} hands/s")
    print(f"exhaustive search (oracle):          {oracle_rate:10,.0f} hands/s")
    print(f"speed-up of tables over the search:  {score_rate / oracle_rate:10,.0f}x")
    print(f"oracle disagreements:                {mismatches:10d} of {len(oracle)}")


if __name__ == "__main__":
    main()
