#!/usr/bin/env python3
"""Do the playout search's imagined hands (``games/kuaho/rollout.py``) value a turn's start as the engine does with
good bots in every seat?

From seeded deals played by good bots, it keeps N turn starts where the good bot takes the discard (one a
deal, chosen by a DetRng). At each it plays on M worlds twice, after a draw and after a take: once in the
engine with good bots in every seat, once with the rollout's playout; and prints per source the mean of
draw - take (chips to the acting seat's partnership), their sign agreement and correlation over the turn
starts, and the playouts' cost.

The worlds (``--worlds``):
- ``stock`` (the default): the true full state with the stock's cards dealt again at random to its slots.
  Every hand, secret and public card is the true one, and only the stock's order (which no seat knows)
  varies, so the comparison measures the playout policy alone, not the search's sampling of hidden hands.
- ``sampled``: deals consistent with the acting seat's view (``sampling.sample``), as the search sees them.

The engine and the rollout play the same worlds (paired), so a difference between them is the policy's.

python scripts/kuaho_playout_agreement.py [--starts 30] [--worlds-per-start 40] [--policy quick|good]
"""

from __future__ import annotations

import argparse
import math
import time
from collections.abc import Sequence

from tusac_lan.detrng import DetRng
from tusac_lan.games.api import Moved, Refusal, Step
from tusac_lan.games.four_colour.cards import NUM_CARDS
from tusac_lan.games.kuaho import GAME
from tusac_lan.games.kuaho.bots import GoodBot
from tusac_lan.games.kuaho.rollout import POLICIES, played_out
from tusac_lan.games.kuaho.sampling import sample
from tusac_lan.games.kuaho.state import Kind, KuahoMove, KuahoState, Phase, partner
from tusac_lan.games.playout import play_hand

DRAW, TAKE = KuahoMove(Kind.DRAW), KuahoMove(Kind.TAKE)


def deck_of(seed: str) -> tuple[int, ...]:
    deck = list(range(NUM_CARDS))
    DetRng(seed).shuffle(deck)
    return tuple(deck)


def turn_starts(count: int, seed: str) -> list[KuahoState]:
    """``count`` full states (every card known) where a good bot takes the discard, one a deal."""
    rules = GAME.default_rules()
    good = GoodBot()
    rng = DetRng(f"{seed}:pick")
    found: list[KuahoState] = []
    index = 0
    while len(found) < count:
        deck = deck_of(f"{seed}:{index}")
        seen: list[KuahoState] = []

        def observe(state: KuahoState, step: Step[KuahoMove], after: KuahoState, seen: list[KuahoState] = seen) -> None:
            if (
                state.phase == Phase.START
                and isinstance(step, Moved)
                and step.move.kind == Kind.TAKE
                and state.stock
                and DRAW in GAME.legal(state, step.seat)
            ):
                seen.append(state)

        play_hand(GAME, rules, 4, index % 4, deck, [good] * 4, observe)
        if seen:
            found.append(seen[rng.below(len(seen))]._replace(cards=deck))
        index += 1
    return found


def worlds(full: KuahoState, count: int, how: str, rng: DetRng) -> list[KuahoState]:
    out = []
    seat = full.current
    for _ in range(count):
        if how == "stock":
            cards = list(full.cards)
            stock = [cards[slot] for slot in full.stock]
            rng.shuffle(stock)
            for slot, card in zip(full.stock, stock):
                cards[slot] = card
            out.append(full._replace(cards=tuple(cards)))
        else:
            out.append(sample(GAME.view(full, seat), seat, rng))
    return out


def _applied(state: KuahoState, seat: int, move: KuahoMove) -> KuahoState:
    after = GAME.apply(state, seat, move)
    assert not isinstance(after, Refusal), (move, after)
    return after


def engine_value(world: KuahoState, seat: int, move: KuahoMove, good: GoodBot) -> int:
    """The hand played on in the engine with good bots in every seat: the payment to ``seat``'s partnership."""
    state = _applied(world, seat, move)
    while not (waiting := GAME.waiting(state)).ended:
        if waiting.reveals:
            reveal = waiting.reveals[0]
            revealed = GAME.apply_reveal(state, reveal, tuple(state.cards[s] for s in reveal.slots))
            assert not isinstance(revealed, Refusal), revealed
            state = revealed
            continue
        mover = waiting.seats[0]
        legal = GAME.legal(state, mover)
        chosen = legal[0] if len(legal) == 1 else good.choose(GAME.view(state, mover), mover, legal)
        state = _applied(state, mover, chosen)
    outcome = GAME.outcome(state)
    assert outcome is not None
    return outcome.payments[seat] + outcome.payments[partner(seat)]


def rollout_value(world: KuahoState, seat: int, move: KuahoMove, policy: str) -> int:
    return played_out(_applied(world, seat, move), seat, policy)


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def error(values: Sequence[float]) -> float:
    centre = mean(values)
    return math.sqrt(sum((v - centre) ** 2 for v in values) / max(len(values) - 1, 1) / len(values))


def correlation(xs: Sequence[float], ys: Sequence[float]) -> float:
    mx, my = mean(xs), mean(ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / math.sqrt(sxx * syy) if sxx and syy else 0.0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--starts", type=int, default=30)
    parser.add_argument("--worlds-per-start", type=int, default=40)
    parser.add_argument("--worlds", choices=("stock", "sampled"), default="stock")
    parser.add_argument("--policy", choices=POLICIES, default=POLICIES[0])
    parser.add_argument("--seed", default="agree")
    parser.add_argument("--engine-cache", default="", help="a file keeping the engine's figures between runs")
    args = parser.parse_args()
    starts = turn_starts(args.starts, args.seed)
    good = GoodBot()
    cached: dict[str, list[list[int]]] = {}
    if args.engine_cache:
        try:
            with open(args.engine_cache) as file:
                for line in file:
                    key, _, numbers = line.partition(" ")
                    cached[key] = [[int(x) for x in pair.split(",")] for pair in numbers.split()]
        except FileNotFoundError:
            pass
    engine_means, rollout_means, world_engine, world_rollout = [], [], [], []
    engine_errors, rollout_errors = [], []
    halves: tuple[list[float], list[float]] = ([], [])
    rollout_time, playouts = 0.0, 0
    for number, full in enumerate(starts):
        seat = full.current
        rng = DetRng(f"{args.seed}:{args.worlds}:{number}")
        played = worlds(full, args.worlds_per_start, args.worlds, rng)
        key = f"{args.seed}:{args.worlds}:{args.worlds_per_start}:{number}"
        if key not in cached:
            cached[key] = [[engine_value(w, seat, DRAW, good), engine_value(w, seat, TAKE, good)] for w in played]
            if args.engine_cache:
                with open(args.engine_cache, "a") as file:
                    file.write(key + " " + " ".join(f"{a},{b}" for a, b in cached[key]) + "\n")
        engine = [float(a - b) for a, b in cached[key]]
        started = time.process_time()
        rollout = [
            float(rollout_value(w, seat, DRAW, args.policy) - rollout_value(w, seat, TAKE, args.policy)) for w in played
        ]
        rollout_time += time.process_time() - started
        playouts += 2 * len(played)
        engine_means.append(mean(engine))
        rollout_means.append(mean(rollout))
        engine_errors.append(error(engine))
        rollout_errors.append(error(rollout))
        world_engine += engine
        world_rollout += rollout
        halves[0].append(mean(engine[0::2]))
        halves[1].append(mean(engine[1::2]))
        print(
            f"start {number:2d} (turn {full.turn:3d}, stock {len(full.stock):2d}): draw - take "
            f"engine {engine_means[-1]:+7.2f} ± {engine_errors[-1]:5.2f}, "
            f"rollout {rollout_means[-1]:+7.2f} ± {rollout_errors[-1]:5.2f}",
            flush=True,
        )
    agree = sum((e > 0) == (r > 0) for e, r in zip(engine_means, rollout_means))
    clear = [(e, r) for e, r, s in zip(engine_means, rollout_means, engine_errors) if abs(e) > 2 * s]
    clear_agree = sum((e > 0) == (r > 0) for e, r in clear)
    weight = sum(abs(e) for e in engine_means)
    weighted = sum(abs(e) for e, r in zip(engine_means, rollout_means) if (e > 0) == (r > 0)) / max(weight, 1e-9)
    half = correlation(*halves)
    print(f"worlds: {args.worlds}, {args.worlds_per_start} a turn start; rollout policy: {args.policy}")
    print(f"mean draw - take: engine with good bots {mean(engine_means):+.2f}, rollout {mean(rollout_means):+.2f}")
    print(f"sign agreement {agree}/{len(starts)}, correlation {correlation(engine_means, rollout_means):+.2f}")
    print(
        f"sign agreement where the engine's sign is clear (beyond 2 standard errors) {clear_agree}/{len(clear)}; "
        f"weighted by the engine's |draw - take| {weighted:.2f}"
    )
    print(
        f"per world: correlation {correlation(world_engine, world_rollout):+.2f}; engine's own split-half "
        f"correlation {half:+.2f} (its reliability with all worlds {2 * half / (1 + half):+.2f})"
    )
    print(f"rollout: {playouts} playouts, {1000 * rollout_time / playouts:.2f} ms CPU each (with the apply)")


if __name__ == "__main__":
    main()
