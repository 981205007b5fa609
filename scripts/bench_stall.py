"""How long a withholder that drops its links now and then holds a hand up, with real processes on
127.0.0.1: a host, an honest guest and the cheating peer of tests/hostile_peer.py (``withhold-flicker``),
which keeps its move back and drops its links DOWN seconds after every UP seconds up.

    python scripts/bench_stall.py [--deadlines 10,6,3] [--rejoin-wait 8] [--flicker 3,3 --flicker 1,5 ...]

Prints, per pattern, the seconds from the move kept back to each honest peer's verdict, and the bound
(the rejoin wait plus the move deadline and the grace). A table whose honest peers do not stop within
the bound plus a minute is reported as a stall.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.test_hostile_peers import Table


def stall(tmp: Path, deadlines: str, rejoin_wait: float, flicker: str, limit: float) -> list[float | None]:
    table = Table(tmp)
    table.deadlines = deadlines
    table.extra = ["--rejoin-wait", f"{rejoin_wait:g}"]
    try:
        host, address = table.host(hands=2)
        guest = table.peer("Guest", "--join", address)
        table.extra += ["--flicker", flicker]
        mallory = table.hostile(address, "withhold-flicker")
        attacked, _ = mallory.first("ATTACK withhold-flicker withholds", limit=120)
        found: list[float | None] = []
        for process in (host, guest):
            try:
                when, _ = process.first("stopped: ", limit=limit)
                found.append(when - attacked)
            except AssertionError:
                found.append(None)
        return found
    finally:
        table.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deadlines", default="10,6,3")
    parser.add_argument("--rejoin-wait", type=float, default=8.0)
    parser.add_argument("--flicker", action="append", metavar="UP,DOWN")
    args = parser.parse_args()
    _, move, grace = (float(part) for part in args.deadlines.split(","))
    bound = args.rejoin_wait + move + grace
    print(f"deadlines {args.deadlines}, rejoin wait {args.rejoin_wait:g} s: bound {bound:g} s")
    for index, flicker in enumerate(args.flicker or ["3,3", "1,5"]):
        with tempfile.TemporaryDirectory(prefix="bench-stall-") as tmp:
            times = stall(Path(tmp) / str(index), args.deadlines, args.rejoin_wait, flicker, bound + 60)
        shown = ", ".join("never" if t is None else f"{t:.1f} s" for t in times)
        print(f"up,down {flicker:>6} s: named by the host, the guest after {shown}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
