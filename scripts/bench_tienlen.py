#!/usr/bin/env python3
"""Tiến lên headless figures over the generic playout: good against beginner and expert against good on
rotated duplicate deals (payment per hand and first-out rate with 95 % intervals) at 2, 3 and 4 seats,
with the expert's decision times; hands per CPU second (the process's own time, so other load on the
machine does not count) with four good bots on one core; legal-move generation time.

python scripts/bench_tienlen.py [--deals 500] [--expert-deals 100] [--budget 200] [--speed-hands 1000] [--seed 1]
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Sequence
from typing import Any

from tusac_lan.detrng import DetRng
from tusac_lan.games import find_game
from tusac_lan.games.api import OPENING, Moved, SeatAgent
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


class Timed:
    """A bot whose decisions are timed (CPU seconds), the plain ones (one legal move) left out as the
    playout leaves them out."""

    def __init__(self, agent: SeatAgent[TienLenState, TienLenMove]) -> None:
        self.agent = agent
        self.name = agent.name
        self.times: list[float] = []

    def choose(self, view: TienLenState, seat: int, legal: Sequence[TienLenMove]) -> TienLenMove:
        started = time.process_time()
        move = self.agent.choose(view, seat, legal)
        self.times.append(time.process_time() - started)
        return move


def match(
    rules: TienLenRules, seats: int, deals: int, seed: str, hero: Any, field: Any, label: str = ""
) -> tuple[str, str]:
    """One ``hero`` bot against ``field`` bots, the hero in every seat of every deal in turn."""
    rng = DetRng(f"bench-tienlen{label}:{seed}:{seats}")
    pay: list[float] = []
    first: list[float] = []
    for _ in range(deals):
        deck = deck_of(rng)
        deal_pay = deal_first = 0.0
        for at in range(seats):
            agents = [hero if seat == at else field for seat in range(seats)]
            played = play_hand(GAME, rules, seats, OPENING, deck, agents)
            outcome, account = GAME.outcome(played.state), result(played.state)
            assert outcome is not None and account is not None
            deal_pay += outcome.payments[at] / seats
            deal_first += (account.order[0] == at) / seats
        pay.append(deal_pay)
        first.append(deal_first)
    return interval(pay), interval(first, "")


def speed(rules: TienLenRules, hands: int, seed: str) -> tuple[float, list[tuple[TienLenState, int]]]:
    rng = DetRng(f"bench-tienlen-speed:{seed}")
    agents = [GAME.make_bot("good")] * 4
    decks = [deck_of(rng) for _ in range(hands)]
    starters = [rng.below(4) for _ in range(hands)]
    first: list[Any] = []
    started = time.process_time()
    for index, (deck, starter) in enumerate(zip(decks, starters)):
        played = play_hand(GAME, rules, 4, OPENING if index % 4 == 0 else starter, deck, agents)
        if index < 50:
            first.append(played)
    elapsed = time.process_time() - started
    kept: list[tuple[Any, int]] = []  # the states of the first hands, for the legal-move times
    for played in first:
        state = played.dealt
        for step in played.steps:
            if isinstance(step, Moved):
                kept.append((state, step.seat))
                state = GAME.apply(state, step.seat, step.move)
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
    parser.add_argument("--expert-deals", type=int, default=0, help="expert against good over this many deals")
    parser.add_argument("--budget", type=int, default=None, help="the expert's playouts a decision")
    parser.add_argument("--seats", type=int, nargs="+", default=[2, 3, 4], choices=GAME.seat_counts)
    parser.add_argument("--speed-hands", type=int, default=1000)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--preset", default="seed", choices=sorted(PRESETS))
    args = parser.parse_args()
    rules = PRESETS[args.preset]

    if args.speed_hands:
        rate, states = speed(rules, args.speed_hands, args.seed)
        print(f"four good bots, one core: {rate:,.0f} hands per CPU second over {args.speed_hands} hands")
        lead_us, answer_us, size = legal_times(states)
        print(
            f"legal moves: {lead_us:,.0f} µs for a lead, {answer_us:,.0f} µs for an answer "
            f"({len(states)} states, {size:.1f} moves on average)",
            flush=True,
        )
    good, beginner = GAME.make_bot("good"), GAME.make_bot("beginner")
    for seats in args.seats if args.deals else ():
        pay, first = match(rules, seats, args.deals, args.seed, good, beginner)
        print(
            f"{seats} seats, good vs beginner over {args.deals} rotated deals: "
            f"good's payment per hand {pay} stakes, first-out rate {first} (even: {1 / seats:.3f})",
            flush=True,
        )
    for seats in args.seats if args.expert_deals else ():
        expert = Timed(GAME.make_bot("expert", budget=args.budget))
        pay, first = match(rules, seats, args.expert_deals, args.seed, expert, good, "-expert")
        times = sorted(expert.times)
        p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
        print(
            f"{seats} seats, expert vs good over {args.expert_deals} rotated deals: "
            f"expert's payment per hand {pay} stakes, first-out rate {first} (even: {1 / seats:.3f}); "
            f"its {len(times)} decisions: mean {statistics.fmean(times) * 1e3:.0f} ms, p99 {p99 * 1e3:.0f} ms, "
            f"max {times[-1] * 1e3:.0f} ms CPU",
            flush=True,
        )


if __name__ == "__main__":
    main()
