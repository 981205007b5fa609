#!/usr/bin/env python3
"""The expert bot measured: against strong bots and greedy bots (rotated through every seat), its
decision time at the default budget, and how realistic its sampled hands are.

    python scripts/bench_expert.py --hands 8000 --budget 1 --workers 1 --duplicate     # expert vs 3 strong
    python scripts/bench_expert.py --hands 800 --budget 1 --opponents greedy --duplicate  # expert vs 3 greedy
    python scripts/bench_expert.py --times 60                                     # decision times, default budget
    python scripts/bench_expert.py --realism 80                                   # sampled vs real hidden hands
    python scripts/bench_expert.py --paired 2000 --budget 24                      # same deals, expert vs strong
    python scripts/bench_expert.py --overrules 40                                 # do the playouts' overrules hold?

A match is the same as ``tusac sim --hands H --seats expert,X,X,X --rotate --budget B --workers W``
(the command is printed). The table is zero-sum, so the expert beats the mean of the other seats
exactly when its own mean payment is above zero; the intervals below are 95 % normal intervals of
the per-hand difference (expert minus the mean of the three others).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Sequence

from tusac_lan.detrng import DetRng
from tusac_lan.games.match_stats import SimStats
from tusac_lan.games.tusac.bots.base import SeatAgent
from tusac_lan.games.tusac.bots.expert import DEFAULT_BUDGET, ExpertBot, Thought
from tusac_lan.games.tusac.bots.sampler import DealSampler
from tusac_lan.games.tusac.bots.strong import StrongBot
from tusac_lan.games.tusac.engine.actions import Action, deal
from tusac_lan.games.tusac.engine.analysis import analyzer_for
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.engine.state import HandState, Phase, new_hand
from tusac_lan.games.tusac.engine.transitions import apply, legal_actions
from tusac_lan.games.tusac.headless import play_hand, shuffled_deck, simulate_parallel


def _raw(stats: SimStats) -> dict[str, object]:
    return {
        "wins": stats.wins,
        "no_winner": stats.no_winner,
        "payments": stats.payments,
        "payment_squares": stats.payment_squares,
        "hands": stats.hands,
        "deals": stats.deals,
        "deal_payment_squares": stats.deal_payment_squares,
        "deal_score_squares": stats.deal_score_squares,
    }


def match(hands: int, budget: int, opponents: str, workers: int, seed: str, keep_parts: bool, duplicate: bool) -> None:
    seats = ["expert", opponents, opponents, opponents]
    command = (
        f"tusac sim --hands {hands} --seed {seed} --seats {','.join(seats)} --rotate "
        f"{'--duplicate ' if duplicate else ''}--budget {budget} --workers {workers}"
    )
    print(f"$ {command}", flush=True)
    started = time.perf_counter()
    name = f"bench_expert_{opponents}_{budget}{'_dup' if duplicate else ''}.jsonl"
    log = open(name, "a", encoding="utf-8") if keep_parts else None
    so_far = SimStats(tuple(seats), True)

    def part_done(part: SimStats) -> None:
        if log is not None:
            log.write(json.dumps({"seed": seed, "budget": budget, **part.to_json(), "raw": _raw(part)}) + "\n")
            log.flush()
        so_far.merge(part)
        print(f"  ... {so_far.hands} hands done ({time.perf_counter() - started:.0f} s): {running(so_far)}", flush=True)

    stats = simulate_parallel(hands, seed, seats, RuleSet(), None, True, budget, workers, part_done, duplicate)
    if log is not None:
        log.close()
    elapsed = time.perf_counter() - started
    report_match(stats, opponents)
    print(f"({elapsed:.0f} s wall, {workers} worker(s))")


def differences(stats: SimStats) -> tuple[float, float, float, float]:
    """Expert minus the mean other seat: win rate and its 95 % half-width, mean payment and its half-width.

    In a duplicate match the unit of the interval is the deal (its four seatings are not independent:
    that is the point), else the hand."""
    n = max(1, stats.hands)
    expert_rate = stats.wins[0] / n
    others = sum(stats.wins[e] for e in (1, 2, 3)) / n
    # per hand: +1 when the expert wins, -1/3 when one of the others does, 0 without a winner
    diff = expert_rate - others / 3
    mean = stats.payments[0] / n
    if stats.deals and stats.deals * 4 == stats.hands:
        deals = stats.deals
        score_var = max(0.0, stats.deal_score_squares[0] / deals - (4 * diff) ** 2)
        deal_pay_var = max(0.0, stats.deal_payment_squares[0] / deals - (4 * mean) ** 2)
        rate_half = 1.96 * math.sqrt(score_var / deals) / 4
        pay_half = 1.96 * math.sqrt(deal_pay_var / deals) / 4
    else:
        variance = max(0.0, expert_rate + others / 9 - diff * diff)
        pay_var = max(0.0, stats.payment_squares[0] / n - mean * mean)
        rate_half = 1.96 * math.sqrt(variance / n)
        pay_half = 1.96 * math.sqrt(pay_var / n)
    # zero-sum: the mean other seat pays -mean/3, so the difference is 4/3 of the expert's mean
    return diff, rate_half, mean * 4 / 3, pay_half * 4 / 3


def running(stats: SimStats) -> str:
    diff, diff_ci, pay, pay_ci = differences(stats)
    return f"win rate {diff:+.4f} ± {diff_ci:.4f}, payment {pay:+.3f} ± {pay_ci:.3f} (expert minus the mean other)"


def report_match(stats: SimStats, opponents: str) -> None:
    n = stats.hands
    expert_rate = stats.wins[0] / n
    other_rates = [stats.wins[e] / n for e in (1, 2, 3)]
    diff, rate_ci, pay_diff, pay_diff_ci = differences(stats)
    mean = stats.payments[0] / n
    pay_ci = pay_diff_ci * 3 / 4
    others_pay = [stats.payments[e] / n for e in (1, 2, 3)]
    dealt = f" ({stats.deals} deals, each in all four seatings)" if stats.deals else ""
    print(f"{n} hands{dealt}, expert rotated through the four seats against three {opponents} bots")
    print(f"  expert  win rate {expert_rate:.4f}   mean payment {mean:+.3f} ± {pay_ci:.3f} a hand")
    for entry, (rate, pay) in enumerate(zip(other_rates, others_pay), 2):
        print(f"  {opponents:<7} win rate {rate:.4f}   mean payment {pay:+.3f}   (entry {entry})")
    print(f"  no winner {stats.no_winner / n:.4f}")
    print(
        f"  expert minus the mean {opponents} seat: win rate {diff:+.4f} ± {rate_ci:.4f}, "
        f"payment {pay_diff:+.3f} ± {pay_diff_ci:.3f} a hand (95 %)"
    )
    verdict = diff - rate_ci > 0 and mean - pay_ci > 0
    print(f"  both intervals exclude equality: {'yes' if verdict else 'no'}")


def from_parts(path: str, opponents: str) -> None:
    """The match figures over the parts logged so far (``--keep-parts``), e.g. of a run cut short."""
    total: SimStats | None = None
    with open(path, encoding="utf-8") as log:
        for line in log:
            record = json.loads(line)
            raw = record["raw"]
            part = SimStats(("expert", opponents, opponents, opponents), True)
            part.hands = raw["hands"]
            part.wins = raw["wins"]
            part.no_winner = raw["no_winner"]
            part.payments = raw["payments"]
            part.payment_squares = raw["payment_squares"]
            part.deals = raw.get("deals", 0)
            part.deal_payment_squares = raw.get("deal_payment_squares", [0] * 4)
            part.deal_score_squares = raw.get("deal_score_squares", [0.0] * 4)
            if total is None:
                total = part
            else:
                total.merge(part)
    if total is None:
        sys.exit(f"no parts in {path}")
    report_match(total, opponents)


def decision_times(hands: int, budget: int) -> None:
    """Time the expert's decisions (with two or more legal actions) at positions from strong bots' hands."""
    rng = DetRng("bench-expert-times")
    bot = ExpertBot(budget)
    strong = StrongBot()
    times: list[float] = []
    cpu_times: list[float] = []
    rollouts: list[int] = []
    for _ in range(hands):
        state, _ = apply(new_hand(RuleSet(), rng.below(4)), deal(shuffled_deck(rng)))
        while state.phase != Phase.ENDED:
            seat = state.awaiting()[0]
            legal = legal_actions(state, seat)
            if len(legal) > 1:
                view = state.view(seat)
                started, cpu_started = time.perf_counter(), time.process_time()
                thought = bot.think(view, seat, legal)
                times.append(time.perf_counter() - started)
                cpu_times.append(time.process_time() - cpu_started)
                rollouts.append(thought.rollouts)
            action = legal[0] if len(legal) == 1 else strong.choose(state.view(seat), seat, legal)
            state, _ = apply(state, action)
    played = [r for r in rollouts if r]
    print(f"expert decision time at budget {budget} over {len(times)} decisions ({hands} hands):")
    for label, values in (("wall", sorted(times)), ("cpu", sorted(cpu_times))):
        deciles = statistics.quantiles(values, n=10)
        print(
            f"  {label}: median {statistics.median(values) * 1000:.0f} ms, p90 {deciles[-1] * 1000:.0f} ms, "
            f"max {values[-1] * 1000:.0f} ms"
        )
    print(
        f"  {len(played)} decisions played out (the rest: a win or a single candidate), "
        f"median {statistics.median(played) if played else 0} rollouts"
    )


def paired(hands: int, budget: int, seed: str) -> None:
    """Each deal played twice, by four strong bots and with the expert in one seat (moving on each deal):
    the expert's payment minus the strong bot's in that seat on the same deal. Most hands play out
    alike, so the difference is far less noisy than a match; a match remains the figure to report."""
    rng = DetRng(f"bench-expert-paired:{seed}")
    strong = StrongBot()
    expert = ExpertBot(budget, seed=seed)
    pay: list[int] = []
    win: list[int] = []
    started = time.process_time()
    for index in range(hands):
        deck, starter, seat = shuffled_deck(rng), rng.below(4), index % 4
        base, _ = play_hand(RuleSet(), starter, deck, [strong] * 4)
        agents: list[SeatAgent] = [strong] * 4
        agents[seat] = expert
        test, _ = play_hand(RuleSet(), starter, deck, agents)
        assert base.result is not None and test.result is not None
        pay.append(test.result.payments[seat] - base.result.payments[seat])
        win.append(int(test.result.winner == seat) - int(base.result.winner == seat))
        if (index + 1) % 100 == 0 or index + 1 == hands:
            half = 1.96 / math.sqrt(index + 1)
            print(
                f"  {index + 1} deals: payment {statistics.mean(pay):+.3f} ± {half * statistics.pstdev(pay):.3f}, "
                f"win rate {statistics.mean(win):+.4f} ± {half * statistics.pstdev(win):.4f} "
                f"(expert minus strong in the same seat; {time.process_time() - started:.0f} s CPU)",
                flush=True,
            )


def overrules(hands: int, budget: int, check_budget: int) -> None:
    """How often the playouts overrule the valuation's favourite (expert in one seat, moving on each hand,
    three strong bots), and whether a far larger playout (``check_budget`` a decision, another seed, no
    confidence bar) agrees that the chosen candidate beats the favourite."""
    rng = DetRng("bench-expert-overrules")
    strong = StrongBot()
    checks: list[tuple[float, float]] = []

    class Checked(ExpertBot):
        def think(self, view: HandState, seat: int, legal: Sequence[Action]) -> Thought:
            thought = super().think(view, seat, legal)
            if thought.candidates and thought.action != thought.candidates[0].action:
                check = ExpertBot(check_budget, seed="check", confidence=0.0).think(view, seat, legal)
                by_action = {w.action: w.mean_payment for w in check.candidates}
                favourite, chosen = by_action[thought.candidates[0].action], by_action[thought.action]
                checks.append((favourite, chosen))
                print(f"  overrule: favourite {favourite:+.2f}, chosen {chosen:+.2f} at {check_budget}", flush=True)
            return thought

    expert = Checked(budget)
    for index in range(hands):
        agents: list[SeatAgent] = [strong] * 4
        agents[index % 4] = expert
        play_hand(RuleSet(), rng.below(4), shuffled_deck(rng), agents)
    held = sum(1 for favourite, chosen in checks if chosen > favourite)
    gain = statistics.mean(chosen - favourite for favourite, chosen in checks) if checks else 0.0
    print(
        f"budget {budget}: {expert.played_out} decisions played out in {hands} hands, {expert.overruled} overruled; "
        f"{held} of {len(checks)} overrules held at {check_budget} playouts, mean gain there {gain:+.2f}"
    )


def realism(hands: int) -> None:
    """Trash in the other seats' hidden hands late in a hand: the real ones, uniform samples, the sampler's."""
    analyzer = analyzer_for(RuleSet())
    rng = DetRng("bench-expert-realism")
    strong = StrongBot()
    real: list[int] = []
    uniform: list[int] = []
    sampled: list[int] = []
    for hand in range(hands):
        state, _ = apply(new_hand(RuleSet(), rng.below(4)), deal(shuffled_deck(rng)))
        step = 0
        while state.phase != Phase.ENDED:
            seat = state.awaiting()[0]
            legal = legal_actions(state, seat)
            if state.phase == Phase.DISCARD and step % 3 == 0 and state.deck_left < 22:
                view = state.view(seat)
                plain = DealSampler(view, seat, trust_discards=False).sample(DetRng(f"{hand}:{step}"))
                fitted = DealSampler(view, seat).sample(DetRng(f"{hand}:{step}"))
                for other in range(4):
                    if other != seat:
                        real.append(analyzer.trash(state.keys[other]))
                        uniform.append(analyzer.trash(plain.keys[other]))
                        sampled.append(analyzer.trash(fitted.keys[other]))
            step += 1
            action = legal[0] if len(legal) == 1 else strong.choose(state.view(seat), seat, legal)
            state, _ = apply(state, action)
    print(f"trash in other seats' hidden hands, deck under 22 cards: {len(real)} hidden hands compared ({hands} hands)")
    print(
        f"  real {statistics.mean(real):.2f}, uniform samples {statistics.mean(uniform):.2f}, "
        f"the sampler's {statistics.mean(sampled):.2f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=0, help="hands of the match (0: no match)")
    parser.add_argument("--budget", type=int, default=120, help="the expert's rollouts a decision in the match")
    parser.add_argument("--opponents", default="strong", choices=["strong", "greedy"])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--duplicate", action="store_true", help="each deal played in all four seatings (hands: a multiple of 4)"
    )
    parser.add_argument("--seed", default="bench-expert")
    parser.add_argument(
        "--keep-parts", action="store_true", help="append each finished part to bench_expert_<opponents>_<budget>.jsonl"
    )
    parser.add_argument("--times", type=int, default=0, help="hands whose decisions are timed at the default budget")
    parser.add_argument("--time-budget", type=int, default=DEFAULT_BUDGET)
    parser.add_argument("--paired", type=int, default=0, help="deals played by strong bots with and without the expert")
    parser.add_argument("--realism", type=int, default=0, help="hands for the sampled-hand realism check")
    parser.add_argument(
        "--overrules", type=int, default=0, help="hands in which the playouts' overrules (at --time-budget) are checked"
    )
    parser.add_argument("--check-budget", type=int, default=1200, help="playouts a decision for that check")
    parser.add_argument("--from-parts", help="report a match from its logged parts (a .jsonl of --keep-parts)")
    args = parser.parse_args()
    if not 1 <= args.workers <= 2:
        sys.exit("use 1 or 2 workers: the machine is shared")
    if args.from_parts:
        from_parts(args.from_parts, args.opponents)
        return
    analyzer_for(RuleSet())
    if args.hands:
        match(args.hands, args.budget, args.opponents, args.workers, args.seed, args.keep_parts, args.duplicate)
    if args.times:
        decision_times(args.times, args.time_budget)
    if args.paired:
        paired(args.paired, args.budget, args.seed)
    if args.realism:
        realism(args.realism)
    if args.overrules:
        overrules(args.overrules, args.time_budget, args.check_budget)


if __name__ == "__main__":
    main()
