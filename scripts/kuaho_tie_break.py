#!/usr/bin/env python3
"""Kuaho: how the good bot breaks ties between discards of equal rank, measured against the good bot itself
over rotated duplicate deals (as ``bench_kuaho.py``'s match: each deal played twice, the partnerships
swapping; 95 % interval on the variant's payment per seat and hand).

The good bot throws, of the discards its ranking puts equal, the lowest move. ``deadest`` throws the card of
which this seat has seen the most copies (its own and the public ones), keeping the cards whose copies are
still live. Only heuristics: some 25 hands a second on one core.

python scripts/kuaho_tie_break.py [--tie-break deadest] [--deals 1000] [--seed q1] [--ready]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from bench_kuaho import deck_of, interval

from tusac_lan.games.api import Seat
from tusac_lan.games.kuaho import GAME
from tusac_lan.games.kuaho.bots import READY, GoodBot, _visible
from tusac_lan.games.kuaho.state import KuahoMove, KuahoState
from tusac_lan.games.playout import play_hand


class DeadestFirst(GoodBot):
    """The good bot, but of equal-ranked discards the one with the most copies seen (``ready``: also when
    the hand is one card from a win, where the ranking counts live outs)."""

    name = "deadest"

    def __init__(self, ready: bool = False) -> None:
        self.ready = ready

    def discard_of(self, scored: Sequence[tuple[int, int, KuahoMove]], view: KuahoState, seat: Seat) -> KuahoMove:
        top = max(entry[0] for entry in scored)
        if top >= READY and not self.ready:
            return super().discard_of(scored, view, seat)
        visible = _visible(view, seat)
        tied = [entry for entry in scored if entry[0] == top]
        return min(tied, key=lambda entry: (-visible[entry[1]], entry[2]))[2]


def match(variant: GoodBot, deals: int, seed: str) -> None:
    rules = GAME.default_rules()
    good = GoodBot()
    per_deal: list[float] = []
    started = time.perf_counter()
    for index in range(deals):
        deck = deck_of(f"{seed}:{index}")
        total = 0
        for seats in ((0, 2), (1, 3)):
            bots = [variant if seat in seats else good for seat in range(4)]
            played = play_hand(GAME, rules, 4, index % 4, deck, bots)
            outcome = GAME.outcome(played.state)
            assert outcome is not None
            total += sum(outcome.payments[seat] for seat in seats)
        per_deal.append(total / 4)
    mean, half = interval(per_deal)
    elapsed = time.perf_counter() - started
    print(
        f"{variant.name} vs good, seed {seed}, {deals} deals x 2 seatings: {mean:+.2f} chips per seat and hand,"
        f" 95 % interval {mean - half:+.2f} .. {mean + half:+.2f} ({2 * deals / elapsed:.1f} hands/s)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tie-break", choices=("lowest", "deadest"), default="deadest")
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", default="q1")
    parser.add_argument("--ready", action="store_true", help="deadest also between ready hands")
    args = parser.parse_args()
    variant = DeadestFirst(args.ready) if args.tie_break == "deadest" else GoodBot()
    match(variant, args.deals, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
