"""How soon every honest peer reaches its verdict against each protocol attack of the cheating peer
(tests/hostile_peer.py), with real processes on 127.0.0.1, tables side by side as in
tests/test_hostile_protocol.py.

    python scripts/bench_hostile.py [--deadlines 10,6,3] [--at-once 7] [ATTACK ...]

Prints, per attack, the seconds from the attack (the cheating peer's ``ATTACK`` line) to each honest
peer's verdict line, the verdict, and whether the honest files are byte-identical; then the wall time.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.hostile_runs import play_all
from tests.test_hostile_protocol import EXPECTED
from tusac_lan.table.history import read_history


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("attacks", nargs="*", default=list(EXPECTED))
    parser.add_argument("--deadlines", default="10,6,3")
    parser.add_argument("--at-once", type=int, default=7)
    args = parser.parse_args()
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="bench-hostile-") as tmp:
        played = play_all(Path(tmp), args.attacks, args.deadlines, args.at_once)
        for attack in args.attacks:
            run = played[attack]
            if run.failure:
                print(f"{attack:22} FAILED: {run.failure}")
                continue
            attacked = run.attacked()
            delays = [run.first(p, EXPECTED[attack].line)[0] - attacked for p in run.honest]
            blobs = run.table.histories(["Host", "Guest"])
            verdict = read_history(blobs[0]).verdict
            same = "same file" if len(set(blobs)) == 1 else "files differ"
            shown = ", ".join(f"{d:5.1f}" for d in delays)
            print(f"{attack:22} {shown} s  {same:12}  {verdict.ok} seat {verdict.seat}: {verdict.reason[:70]}")
    print(f"wall time {time.monotonic() - start:.0f} s for {len(args.attacks)} tables, deadlines {args.deadlines}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
