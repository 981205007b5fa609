#!/usr/bin/env python3
"""Rejoin time: a `tusac peer` process is killed (SIGKILL) mid-hand and started again with the same
arguments; how long from the restart until it is back at the table and until play goes on.

    python scripts/bench_rejoin.py [--runs 3] [--victim joiner|host|both] [--turn 5] [--players 2]

The host runs the seats nobody takes with greedy bots; everybody plays greedy. Each run kills the
victim once a hand has applied ``--turn`` turns, starts it again at once, and reports
(CLOCK_MONOTONIC is one clock for the whole machine):
- replayed: from starting the new process to the journal replayed and the mesh reconnected
  (the "rejoined" timing mark); journal_kb: the journal's size when the process was killed;
- resumed: from starting the new process to the first turn applied after the crash at the
  restarted peer (play resumed).
Every run also checks that all peers wrote byte-identical hand and session files that verify; a run
that does not (a peer failed, the files differ, a wait timed out) is counted as failed, with the last
line its peers printed, and the runs go on.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tusac_lan.table.history import verify_history  # noqa: E402

RUN_LIMIT = 240.0
"""Seconds from the restart until every peer must have finished the session (a stuck run fails)."""
RUNNING: list[subprocess.Popen[str]] = []
"""The peers of the run under way (a failed run leaves none behind)."""


def marks(path: Path) -> list[list[object]]:
    rows: list[list[object]] = []
    if path.exists():
        for line in path.read_text("utf-8").splitlines():
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError:
                break
    return rows


def wait_until(check: object, what: str, limit: float = 120.0, base: Path | None = None) -> None:
    assert callable(check)
    end = time.monotonic() + limit
    while not check():
        if time.monotonic() > end:
            logs = "".join(p.read_text("utf-8") for p in sorted(base.glob("out*.txt"))) if base else ""
            raise SystemExit(f"timed out waiting for {what}\n{logs}")
        time.sleep(0.01)


def one_run(base: Path, victim: int, turn: int, players: int) -> dict[str, float]:
    def start(i: int, where: list[str]) -> subprocess.Popen[str]:
        command = [sys.executable, "-m", "tusac_lan.cli", "peer", *where, "--identity", str(base / f"id{i}")]
        command += ["--history-dir", str(base / f"h{i}"), "--timing", str(base / f"t{i}.jsonl"), "--timeout", "60"]
        log = open(base / f"out{i}.txt", "a", encoding="utf-8")
        process = subprocess.Popen(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, text=True)
        RUNNING.append(process)
        return process

    host_args = ["--host", "127.0.0.1:0", "--players", str(players), "--hands", "3", "--name", "Host"]
    processes = {0: start(0, host_args)}
    wait_until(lambda: "\n" in (base / "out0.txt").read_text("utf-8"), "the host", base=base)
    address = (base / "out0.txt").read_text("utf-8").split()[2]
    join_args = {i: ["--join", address, "--name", f"Guest{i}"] for i in range(1, players)}
    for i in range(1, players):
        processes[i] = start(i, join_args[i])
    timing = base / f"t{victim}.jsonl"

    def reached() -> bool:
        return any(r[0] == "applied" and int(r[2]) >= turn for r in marks(timing))  # type: ignore[call-overload]

    wait_until(reached, "the turn", base=base)
    # A hand may end before the turn (a quick win): the first hand that reaches it is the one.
    hand = next(int(r[1]) for r in marks(timing) if r[0] == "applied" and int(r[2]) >= turn)  # type: ignore[call-overload]
    os.kill(processes[victim].pid, signal.SIGKILL)
    processes[victim].wait()
    killed_at = max(int(r[2]) for r in marks(timing) if r[0] == "applied" and r[1] == hand)  # type: ignore[call-overload]
    if any(r[0] == "verdict" and r[1] == hand for r in marks(timing)):
        raise SystemExit("the hand ended before the kill landed: use a smaller --turn")
    journal_kb = next((base / f"id{victim}" / "tables").glob("*/journal")).stat().st_size / 1024
    timing.rename(base / f"t{victim}-before.jsonl")
    restarted = time.monotonic()
    processes[victim] = start(victim, host_args if victim == 0 else join_args[victim])
    end = time.monotonic() + RUN_LIMIT
    for i, process in processes.items():
        if process.wait(timeout=max(1.0, end - time.monotonic())) != 0:
            raise SystemExit(f"peer {i} failed:\n" + (base / f"out{i}.txt").read_text("utf-8"))
    after = marks(timing)
    rejoined = next(r for r in after if r[0] == "rejoined")
    resumed = next(r for r in after if r[0] == "applied" and (r[1], r[2]) > (rejoined[1], rejoined[2]))
    for name in ("hand0000.tusac", "hand0001.tusac", "hand0002.tusac", "session.tusac"):
        blobs = {next((base / f"h{i}").glob(f"*{name}")).read_bytes() for i in range(players)}
        if len(blobs) != 1:
            raise SystemExit(f"{name}: the peers' files differ")
        if name.startswith("hand") and not verify_history(blobs.pop())[0].verdict.ok:
            raise SystemExit(f"{name}: does not verify")
    return {
        "killed_at_turn": killed_at,
        "rejoined_at_turn": int(rejoined[2]),  # type: ignore[call-overload]
        "replayed_s": float(rejoined[3]) - restarted,  # type: ignore[arg-type]
        "resumed_s": float(resumed[3]) - restarted,  # type: ignore[arg-type]
        "journal_kb": journal_kb,
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--victim", choices=["joiner", "host", "both"], default="both")
    parser.add_argument("--turn", type=int, default=5)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    victims = {"joiner": [1], "host": [0], "both": [1, 0]}[args.victim]
    for victim in victims:
        results, failed = [], []
        for _ in range(args.runs):
            with tempfile.TemporaryDirectory() as tmp:
                try:
                    results.append(one_run(Path(tmp), victim, args.turn, args.players))
                except SystemExit as exc:
                    lines = [line for line in str(exc.code).splitlines() if line.strip()]
                    failed.append(f"{lines[0]} / {lines[-1]}" if lines else "failed")
                except subprocess.TimeoutExpired:
                    failed.append(f"a peer still running {RUN_LIMIT:.0f} s after the restart")
                finally:
                    for process in list(RUNNING):
                        if process.poll() is None:
                            process.kill()
                            process.wait()
                    RUNNING.clear()
        who = "host" if victim == 0 else "joiner"
        print(f"{who}: {len(failed)} of {args.runs} runs failed" + "".join(f"\n  {reason}" for reason in failed))
        if not results:
            continue
        for key in ("replayed_s", "resumed_s", "journal_kb"):
            values = [r[key] for r in results]
            print(f"{who}: {key} median {statistics.median(values):.2f} (min {min(values):.2f}, max {max(values):.2f})")
        turns = [(int(r["killed_at_turn"]), int(r["rejoined_at_turn"])) for r in results]
        print(f"{who}: (turn applied when killed, turn rejoined at) per run: {turns}; files identical and verified")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
