#!/usr/bin/env python3
"""A flooding peer at a table of real processes on 127.0.0.1: how soon it is named, how much memory
the honest peers use.

    python scripts/bench_flood.py [--attack flood] [--runs 1]

A host, an honest guest and the cheating peer of tests/hostile_peer.py (attack ``flood``: instead of
its move it sends every peer 2,200 frames of 60 KB and 3,000 signed messages of up to 60 KB). For each
honest peer it prints its resident memory before the attack and at its peak (sampled every 0.1 s),
the seconds from the attack to the peer cutting the flooder off, and to its verdict naming it (the
other peers' co-signed word that what it owed never came, past the grace). ``--attack forged-frames`` gives
the same figures for a hand where nothing is flooded, to compare.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.test_hostile_peers import LIMIT, Table  # noqa: E402


def one_run(attack: str) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        table = Table(Path(tmp))
        try:
            host, address = table.host()
            guest = table.peer("Guest", "--join", address)
            mallory = table.hostile(address, attack)
            attacked, _ = mallory.first(f"ATTACK {attack}", limit=60)
            honest = [host, guest]
            for process in honest:
                process.start_rss = process.rss()
            end = time.monotonic() + LIMIT
            while any(p.popen.poll() is None for p in honest) and time.monotonic() < end:
                for process in honest:
                    process.peak_rss = max(process.peak_rss, process.rss())
                time.sleep(0.1)
            result: dict[str, object] = {"attack": attack}
            for process in honest:
                cut = [when for when, line in process.lines if "cut off" in line]
                named = [when for when, line in process.lines if "stopped: " in line]
                result[process.name] = {
                    "rss_before_mb": round(process.start_rss / 2**20, 1),
                    "rss_peak_mb": round(process.peak_rss / 2**20, 1),
                    "cut_off_after_s": round(cut[0] - attacked, 2) if cut else None,
                    "named_after_s": round(named[0] - attacked, 2) if named else None,
                    "exit": process.popen.returncode,
                }
            return result
        finally:
            table.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--attack", default="flood")
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args()
    for _ in range(args.runs):
        print(json.dumps(one_run(args.attack)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
