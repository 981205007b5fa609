#!/usr/bin/env python3
"""Tiến lên headless figures over the generic playout: good against beginner on rotated duplicate deals
(payment per hand and first-out rate with 95 % intervals) at 2, 3 and 4 seats; hands per CPU second (the
process's own time, so other load on the machine does not count) with four good bots on one core;
legal-move generation time.

python scripts/bench_tienlen.py [--deals 500] [--speed-hands 1000] [--seed 1]
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from typing import Any

from tusac_lan.detrng import DetRng
from tusac_lan.games import find_game
from tusac_lan.games.api import OPENING, Moved
from tusac_lan.games.playout import play_hand
from tusac_lan.games.tienlen.engine import TienLenMove, TienLenState, result
from tusac_lan.games.tienlen.rules import PRESETS, TienLenRules

GAME = find_game("tienlen")


def deck_of(rng: DetRng) -> tuple[int, ...]:
    deck = list(range(GAME.deck))
    rng.shuffle(deck)
    return tuple(deck)


def interval(samples: list[float], sign: str = "+") -> str:
    mean = statistics.fmean(samples)
    half = 1.96 * statistics.stdev(samples) / math.sqrt(len(samples)) if len(samples) > 1 else math.inf
    return f"{mean:{sign}.3f} ± {half:.3f}"


def match(rules: TienLenRules, seats: int, deals: int, seed: str) -> tuple[str, str]:
    """One good bot against beginners, the good bot in every seat of every deal in turn."""
    rng = DetRng(f"bench-tienlen:{seed}:{seats}")
    good, beginner = GAME.make_bot("good"), GAME.make_bot("beginner")
    pay: list[float] = []
    first: list[float] = []
    for _ in range(deals):
        deck = deck_of(rng)
        deal_pay = deal_first = 0.0
        for hero in range(seats):
            agents = [good if seat == hero else beginner for seat in range(seats)]
            played = play_hand(GAME, rules, seats, OPENING, deck, agents)
            outcome, account = GAME.outcome(played.state), result(played.state)
            assert outcome is not None and account is not None
            deal_pay += outcome.payments[hero] / seats
            deal_first += (account.order[0] == hero) / seats
        pay.append(deal_pay)
        first.append(deal_first)
    return interval(pay), interval(first, "")


def speed(rules: TienLenRules, hands: int, seed: str) -> tuple[float, list[tuple[TienLenState, int]]]:
    rng = DetRng(f"bench-tienlen-speed:{seed}")
    agents = [GAME.make_bot("good")] * 4
    decks = [deck_of(rng) for _ in range(hands)]
    starters = [rng.below(4) for _ in range(hands)]
    kept: list[tuple[Any, int]] = []
    started = time.process_time()
    for index, (deck, starter) in enumerate(zip(decks, starters)):
        played = play_hand(GAME, rules, 4, OPENING if index % 4 == 0 else starter, deck, agents)
        if index < 50:
            state = played.dealt
            for step in played.steps:
                if isinstance(step, Moved):
                    kept.append((state, step.seat))
                    state = GAME.apply(state, step.seat, step.move)
    elapsed = time.process_time() - started
    return hands / elapsed, kept


def legal_times(states: list[tuple[TienLenState, int]]) -> tuple[float, float, float]:
    lead: list[float] = []
    answer: list[float] = []
    sizes: list[int] = []
    for state, seat in states:
        started = time.process_time()
        for _ in range(10):
            moves: tuple[TienLenMove, ...] = GAME.legal(state, seat)
        spent = (time.process_time() - started) / 10
        (lead if state.trick is None else answer).append(spent)
        sizes.append(len(moves))
    return statistics.fmean(lead) * 1e6, statistics.fmean(answer) * 1e6, statistics.fmean(sizes)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--speed-hands", type=int, default=1000)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--preset", default="seed", choices=sorted(PRESETS))
    args = parser.parse_args()
    rules = PRESETS[args.preset]

    rate, states = speed(rules, args.speed_hands, args.seed)
    print(f"four good bots, one core: {rate:,.0f} hands per CPU second over {args.speed_hands} hands")
    lead_us, answer_us, size = legal_times(states)
    print(
        f"legal moves: {lead_us:,.0f} µs for a lead, {answer_us:,.0f} µs for an answer "
        f"({len(states)} states, {size:.1f} moves on average)"
    )
    for seats in (2, 3, 4):
        pay, first = match(rules, seats, args.deals, args.seed)
        print(
            f"{seats} seats, good vs beginner over {args.deals} rotated deals: "
            f"good's payment per hand {pay} stakes, first-out rate {first} (even: {1 / seats:.3f})"
        )


if __name__ == "__main__":
    main()
