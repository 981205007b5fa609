#!/usr/bin/env python3
"""Four `tusac peer` processes on loopback: deal time, audit time, move-to-agreement latency.

    python scripts/bench_peers.py [--hands 5] [--game tusac tienlen] [--play LEVEL]

Each game named runs in turn in the same run (Tứ Sắc with its greedy bot, another game with its
stand-in unless ``--play`` says), so the figures stand side by side under the same load.

Every process writes timing marks (CLOCK_MONOTONIC is one clock for the whole machine):
- deal: from the first peer starting the hand to the last peer holding its cards, and the CPU
  time each process spent between its own two marks (building, proving and checking stages);
- audit: from the first peer seeing the hand end to the last peer having its verdict;
- latency: from the last move of a turn being sent to all four peers having applied it and
  seen all four state hashes agree (a hash may come as the basis of a peer's next move or key);
- CPU time of each process per turn of play, from its cards dealt to the hand's end.
It also checks that all four peers wrote byte-identical histories that verify.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=5)
    parser.add_argument("--game", nargs="+", default=["tusac"], help="the games to measure, one after another")
    parser.add_argument("--play", default=None, help="bot level (default: Tứ Sắc's greedy, another game's stand-in)")
    args = parser.parse_args()
    failed = 0
    for game in args.game:
        print(f"== {game}", flush=True)
        failed |= bench(game, args.hands, args.play)
    return failed


def bench(game: str, hands: int, play: str | None) -> int:
    if play is None and game == "tusac":
        play = "greedy"
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)

        def start(i: int, where: list[str]) -> subprocess.Popen[str]:
            command = [sys.executable, "-m", "tusac_lan.terminal.cli", "peer", *where, "--game", game]
            command += ["--play", play] if play else []
            command += ["--identity", str(base / f"id{i}"), "--history-dir", str(base / f"h{i}")]
            command += ["--timing", str(base / f"t{i}.jsonl"), "--timeout", "60", "--name", f"peer{i}"]
            return subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)

        started = time.monotonic()
        host = start(0, ["--host", "127.0.0.1:0", "--players", "4", "--hands", str(hands)])
        assert host.stdout is not None
        address = host.stdout.readline().split()[2]
        processes = [host] + [start(i, ["--join", address]) for i in (1, 2, 3)]
        for process in processes:
            process.communicate(timeout=600)
        if any(p.returncode for p in processes):
            print("a peer failed:", [p.returncode for p in processes])
            return 1
        wall = time.monotonic() - started
        marks: dict[tuple[str, int, int], list[float]] = defaultdict(list)
        cpu: dict[tuple[str, int, int], list[float]] = defaultdict(list)
        """The same marks in each process's own CPU time, in peer order."""
        for i in range(4):
            for line in (base / f"t{i}.jsonl").read_text().splitlines():
                kind, hand, index, at, used = json.loads(line)
                marks[(kind, hand, index)].append(at)
                cpu[(kind, hand, index)].append(used)
        deals, audits, latencies = [], [], []
        play_cpu: list[list[float]] = [[] for _ in range(4)]
        """Each peer's CPU time per turn of play (from its cards dealt to the hand's end)."""
        deal_cpu: list[list[float]] = [[] for _ in range(4)]
        for hand in range(hands):
            deals.append(max(marks[("dealt", hand, -1)]) - min(marks[("hand_start", hand, -1)]))
            for peer, (begin, end) in enumerate(zip(cpu[("hand_start", hand, -1)], cpu[("dealt", hand, -1)])):
                deal_cpu[peer].append(end - begin)
            audits.append(max(marks[("verdict", hand, -1)]) - min(marks[("ended", hand, -1)]))
            turns = len({i for (k, h, i) in marks if k == "applied" and h == hand})
            for peer, (begin, end) in enumerate(zip(cpu[("dealt", hand, -1)], cpu[("ended", hand, -1)])):
                play_cpu[peer].append((end - begin) / max(1, turns))
            indices = sorted({i for (k, h, i) in marks if k == "agreed" and h == hand})
            for index in indices:
                agreed = marks[("agreed", hand, index)]
                sent = marks.get(("move_sent", hand, index))
                if sent and len(agreed) == 4:
                    latencies.append(max(agreed) - max(sent))
        identical = True
        from tusac_lan.table.history import verify_history

        for hand in range(hands):
            blobs = {next((base / f"h{i}").glob(f"*hand{hand:04d}.tusac")).read_bytes() for i in range(4)}
            identical &= len(blobs) == 1
            for blob in blobs:
                verify_history(blob)
    ms = 1000.0
    print(f"{hands} hands, four processes on loopback, {wall:.1f} s in all")
    print(
        f"deal (start of hand -> every seat holds its cards): median {statistics.median(deals) * ms:.0f} ms, "
        f"max {max(deals) * ms:.0f} ms"
    )
    per_peer = ", ".join(f"{statistics.median(c) * ms:.0f}" for c in deal_cpu)
    print(f"CPU time of each peer for the deal (median, ms):   {per_peer}")
    print(
        f"end-of-hand audit (hand over -> every verdict):     median {statistics.median(audits) * ms:.0f} ms, "
        f"max {max(audits) * ms:.0f} ms"
    )
    per_turn = ", ".join(f"{statistics.median(c) * ms:.2f}" for c in play_cpu)
    print(f"CPU time of each peer per turn of play (ms):      {per_turn}")
    latencies.sort()
    print(
        f"move -> applied by all four and hashes agreed:     median {statistics.median(latencies) * ms:.1f} ms, "
        f"p95 {latencies[int(len(latencies) * 0.95)] * ms:.1f} ms over {len(latencies)} turns"
    )
    print(f"histories byte-identical across peers and verified: {identical}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
