#!/usr/bin/env python3
"""Sequential network hops per hand, counted from the message flow of real (in-process) hands.

    python scripts/count_hops.py [--hands 40]

A hop is one one-way delay a hand must wait for: a message that can only be sent once the message
before it has arrived. docs/MESSAGE_FLOW.md explains each one. The deal takes a fixed number
(commitments, nonces, four shuffle stages one after another, four lock stages, deal keys); play
takes one hop per entry of the state hash chain (a move, the answers to a card, or the keys that
open a drawn card: each entry waited for the one before); the end takes the seeds and the records.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.table_harness import make_table

DEAL_HOPS = 1 + 1 + 4 + 4 + 1
"""commit, nonce, shuffle by each seat in turn, lock by each seat in turn, deal keys."""
END_HOPS = 2
"""seeds opened, records signed."""


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=40)
    args = parser.parse_args()
    totals: list[int] = []
    kinds: Counter[str] = Counter()
    for _ in range(args.hands):
        hub, nodes = make_table(hands=1)
        for node in nodes:
            node.start()
        hub.run()
        run = nodes[0].run
        assert run is not None and nodes[0].records and nodes[0].records[-1].verdict.ok
        play = 0
        for messages in run.turn_log:
            last = messages[-1].type if messages else "?"
            if last != "deal_keys":
                kinds["a move or the answers to a card" if last == "action" else "the keys of a drawn card"] += 1
                play += 1
        totals.append(DEAL_HOPS + play + END_HOPS)
    print(f"{args.hands} hands of four greedy bots")
    print(f"sequential hops per hand: median {statistics.median(totals):.0f}, min {min(totals)}, max {max(totals)}")
    print(f"  deal {DEAL_HOPS}, end {END_HOPS}, play (per hand, mean):")
    for kind, count in sorted(kinds.items()):
        print(f"    {kind}: {count / args.hands:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
