#!/usr/bin/env python3
"""Headless play figures: greedy throughput (the simulator over the game interface, and the engine's own
loop it replaced), strong-vs-greedy results, strong bot decision time.

python scripts/bench_sim.py [--speed-hands 2000] [--match-hands 2000] [--seed 1]
"""

from __future__ import annotations

import argparse
import statistics
import time

from tusac_lan.detrng import DetRng
from tusac_lan.games import find_game
from tusac_lan.games.tusac.bots.greedy import GreedyBot
from tusac_lan.games.tusac.bots.strong import StrongBot
from tusac_lan.games.tusac.engine.analysis import analyzer_for
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.engine.state import Phase, new_hand
from tusac_lan.games.tusac.engine.transitions import apply, legal_actions
from tusac_lan.games.tusac.headless import play_hand, shuffled_deck
from tusac_lan.games.tusac.headless import simulate as engine_loop
from tusac_lan.sim import simulate


def decision_times(hands: int) -> list[float]:
    rng = DetRng("bench-decisions")
    bot = StrongBot()
    times: list[float] = []
    for _ in range(hands):
        state = new_hand(RuleSet(), rng.below(4))
        _, actions = play_hand(RuleSet(), state.starter, shuffled_deck(rng), [GreedyBot()] * 4)
        for action in actions:
            state, _ = apply(state, action)
            if state.phase == Phase.ENDED:
                break
            for seat in state.awaiting():
                legal = legal_actions(state, seat)
                if len(legal) < 2:
                    continue
                view = state.view(seat)
                started = time.perf_counter()
                bot.choose(view, seat, legal)
                times.append(time.perf_counter() - started)
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--speed-hands", type=int, default=2000)
    parser.add_argument("--match-hands", type=int, default=2000)
    parser.add_argument("--seed", default="1")
    args = parser.parse_args()
    analyzer_for(RuleSet())

    game = find_game("tusac")
    rules = game.default_rules()
    started = time.perf_counter()
    stats = simulate(game, rules, 4, args.speed_hands, args.seed, ["greedy"] * 4)
    elapsed = time.perf_counter() - started
    print(f"four greedy bots: {stats.hands / elapsed:,.0f} hands/s ({stats.actions / stats.hands:.0f} actions a hand)")
    started = time.perf_counter()
    engine_loop(args.speed_hands, args.seed, ["greedy"] * 4)
    speed = args.speed_hands / (time.perf_counter() - started)
    print(f"  the engine's own loop it replaced (headless.simulate): {speed:,.0f} hands/s")

    started = time.perf_counter()
    match = simulate(game, rules, 4, args.match_hands, args.seed, ["strong", "greedy", "greedy", "greedy"]).to_json()
    elapsed = time.perf_counter() - started
    print(f"strong (South) against three greedy over {args.match_hands} hands ({elapsed:.0f} s):")
    for seat in match["seats"]:  # type: ignore[attr-defined]
        print(
            f"  {'SENW'[seat['seat']]} {seat['bot']:<7} win rate {seat['win_rate']:.3f}  "
            f"avg points {seat['average_win_points']:5.2f}  net score {seat['net_score']:+d}"
        )
    print(f"  no winner {match['no_winner_rate']:.3f}")

    times = decision_times(50)
    print(
        f"strong bot decision time over {len(times)} decisions: median {statistics.median(times) * 1000:.2f} ms, "
        f"max {max(times) * 1000:.2f} ms"
    )


if __name__ == "__main__":
    main()
