#!/usr/bin/env python3
"""Memory over a long session: peak RSS after a few hands and after many.

    python scripts/bench_memory.py [--hands 400] [--at 20] [--trace]

Four real table nodes (the whole deal, proofs, signatures, audits, hand and session files written
to a temporary history directory) in this one process, greedy bots at every seat, messages handed
from node to node without sockets: the fastest honest path to hundreds of hands, and four peers'
worth of memory in one figure. Prints peak RSS (``ru_maxrss``) and the RSS now (``/proc``) at hand
``--at`` and at the end. ``--trace`` compares tracemalloc snapshots of hand ``--at`` and the end
and prints where memory grew (slow: use it with few hands).
"""

from __future__ import annotations

import argparse
import resource
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.table_harness import make_table  # noqa: E402

MB = 1024 * 1024


def rss_now() -> float:
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * resource.getpagesize() / MB


def peak_rss() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024 / MB


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--at", type=int, default=20)
    parser.add_argument("--trace", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        hub, nodes = make_table(hands=args.hands, history_dir=Path(tmp))
        if args.trace:
            tracemalloc.start(8)
        started = time.monotonic()
        for node in nodes:
            node.start()
        early = None
        done = 0
        while hub.queue:
            hub.run(limit=hub.delivered + 1000)
            now = time.monotonic()
            for node in nodes:
                node.tick(now)
            finished = min(len(node.records) for node in nodes)
            if finished == done:
                continue
            done = finished
            if done == args.at:
                early = (peak_rss(), rss_now(), time.monotonic() - started)
                print(f"after {done} hands: peak RSS {early[0]:.1f} MB, RSS now {early[1]:.1f} MB ({early[2]:.0f} s)")
                snapshot = tracemalloc.take_snapshot() if args.trace else None
            elif done % 50 == 0:
                print(f"  {done} hands, peak RSS {peak_rss():.1f} MB ({time.monotonic() - started:.0f} s)", flush=True)
        if not all(node.complete for node in nodes):
            print("the session did not complete:", [node.stopped for node in nodes])
            return 1
        files = sum(1 for _ in Path(tmp).rglob("*.tusac"))
        wall = time.monotonic() - started
        peak = peak_rss()
        print(f"after {done} hands: peak RSS {peak:.1f} MB, RSS now {rss_now():.1f} MB ({wall:.0f} s, {files} files)")
        if early is not None:
            print(f"growth of the peak from hand {args.at} to hand {done}: {peak - early[0]:.1f} MB")
        if args.trace and early is not None and snapshot is not None:
            for stat in tracemalloc.take_snapshot().compare_to(snapshot, "traceback")[:10]:
                print(stat)
                for line in stat.traceback.format()[-6:]:
                    print("   ", line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
