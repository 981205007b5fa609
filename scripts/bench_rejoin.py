#!/usr/bin/env python3
"""Rejoin time over an evening: a `tusac peer` process is killed (SIGKILL) mid-hand at given hands of one
long session and started again at once with the same arguments; how long from each restart until it is
back at the table and until play goes on, and how large its crash journal is.

    python scripts/bench_rejoin.py [--runs 1] [--victim joiner|host|both] [--turn 5] [--players 2]
                                   [--at-hand 1,10,100,400] [--hog 0]

The host runs the seats nobody takes with greedy bots; everybody plays greedy. The session has two hands
more than the last ``--at-hand``. At each of those hands the victim is killed once that hand (or the
first after it that gets there: a hand may end early) has applied ``--turn`` turns, and started again at
once. For each kill it reports (CLOCK_MONOTONIC is one clock for the whole machine):
- replayed: from starting the new process to the journal replayed and the mesh connected again
  (the "rejoined" timing mark);
- resumed: from starting the new process to the first turn applied after the crash there (play resumed);
- journal_kb: the victim's journal when it was killed.
Over the whole evening it reports the largest journal any peer had (sampled every 0.2 s). ``--hog N``
runs N busy-looping processes beside the table (a loaded laptop). Every run checks that all peers wrote
byte-identical hand and session files, and that the hands around each kill verify.
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


def marks(path: Path) -> list[list[object]]:
    rows: list[list[object]] = []
    if path.exists():
        for line in path.read_text("utf-8").splitlines():
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError:
                break
    return rows


class Tail:
    """The rows of a timing file, read on from where the last look stopped (the file grows all evening)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.seen: list[list[object]] = []
        self.offset = 0

    def new(self) -> list[list[object]]:
        """The rows added since the last look."""
        known = len(self.seen)
        return self.rows()[known:]

    def rows(self) -> list[list[object]]:
        if self.path.exists():
            with open(self.path, "rb") as handle:
                handle.seek(self.offset)
                data = handle.read()
            whole = data[: data.rfind(b"\n") + 1]
            self.offset += len(whole)
            self.seen.extend(json.loads(line) for line in whole.decode("utf-8").splitlines())
        return self.seen


class Evening:
    def __init__(self, base: Path, players: int) -> None:
        self.base = base
        self.players = players
        self.largest = 0
        self._sampled = 0.0

    def journal_size(self, peer: int) -> int:
        found = list((self.base / f"id{peer}" / "tables").glob("*/journal"))
        try:
            return max((path.stat().st_size for path in found), default=0)
        except OSError:
            return 0  # rewritten just now

    def sample(self) -> None:
        now = time.monotonic()
        if now - self._sampled >= 0.2:
            self._sampled = now
            self.largest = max([self.largest, *(self.journal_size(i) for i in range(self.players))])

    def wait_until(self, check: object, what: str, limit: float) -> None:
        assert callable(check)
        end = time.monotonic() + limit
        while not check():
            if time.monotonic() > end:
                logs = "".join(p.read_text("utf-8")[-3000:] for p in sorted(self.base.glob("out*.txt")))
                raise SystemExit(f"timed out waiting for {what}\n{logs}")
            self.sample()
            time.sleep(0.01)


def one_evening(base: Path, victim: int, turn: int, players: int, at_hands: list[int]) -> list[dict[str, float]]:
    evening = Evening(base, players)
    hands = max(at_hands) + 2

    def start(i: int, where: list[str]) -> subprocess.Popen[str]:
        command = [sys.executable, "-m", "tusac_lan.terminal.cli", "peer", *where, "--identity", str(base / f"id{i}")]
        command += ["--history-dir", str(base / f"h{i}"), "--timing", str(base / f"t{i}.jsonl"), "--timeout", "120"]
        log = open(base / f"out{i}.txt", "a", encoding="utf-8")
        return subprocess.Popen(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, text=True)

    host_args = ["--host", "127.0.0.1:0", "--players", str(players), "--hands", str(hands), "--name", "Host"]
    processes = {0: start(0, host_args)}
    evening.wait_until(lambda: "\n" in (base / "out0.txt").read_text("utf-8"), "the host", 60)
    address = (base / "out0.txt").read_text("utf-8").split()[2]
    join_args = {i: ["--join", address, "--name", f"Guest{i}"] for i in range(1, players)}
    for i in range(1, players):
        processes[i] = start(i, join_args[i])
    timing = base / f"t{victim}.jsonl"
    results = []
    killed_hands = []
    try:
        for at in at_hands:
            tail = Tail(timing)

            def reached(at: int = at, tail: Tail = tail) -> bool:
                return any(r[0] == "applied" and int(r[1]) >= at and int(r[2]) >= turn for r in tail.new())  # type: ignore[call-overload]

            evening.wait_until(reached, f"turn {turn} of hand {at}", 60 + 5.0 * at)
            seen = tail.rows()
            hand = next(int(r[1]) for r in seen if r[0] == "applied" and int(r[1]) >= at and int(r[2]) >= turn)  # type: ignore[call-overload]
            os.kill(processes[victim].pid, signal.SIGKILL)
            processes[victim].wait()
            journal_kb = evening.journal_size(victim) / 1024
            seen = tail.rows()
            killed_at = max(int(r[2]) for r in seen if r[0] == "applied" and r[1] == hand)  # type: ignore[call-overload]
            if any(r[0] == "verdict" and r[1] == hand for r in seen):
                raise SystemExit("the hand ended before the kill landed: use a smaller --turn")
            timing.rename(base / f"t{victim}-{at}.jsonl")
            restarted = time.monotonic()
            processes[victim] = start(victim, host_args if victim == 0 else join_args[victim])

            def resumed() -> bool:
                after = marks(timing)
                back = next((r for r in after if r[0] == "rejoined"), None)
                return back is not None and any(r[0] == "applied" and (r[1], r[2]) > (back[1], back[2]) for r in after)

            evening.wait_until(resumed, f"play to go on after the restart at hand {hand}", 300)
            after = marks(timing)
            back = next(r for r in after if r[0] == "rejoined")
            going = next(r for r in after if r[0] == "applied" and (r[1], r[2]) > (back[1], back[2]))
            results.append({
                "at": at,
                "hand": hand,
                "killed_at_turn": killed_at,
                "rejoined_at_turn": int(back[2]),  # type: ignore[call-overload]
                "replayed_s": float(back[3]) - restarted,  # type: ignore[arg-type]
                "resumed_s": float(going[3]) - restarted,  # type: ignore[arg-type]
                "journal_kb": journal_kb,
            })  # fmt: skip
            killed_hands.append(hand)
        for i, process in processes.items():
            while process.poll() is None:
                evening.sample()
                time.sleep(0.05)
            if process.returncode != 0:
                raise SystemExit(f"peer {i} failed:\n" + (base / f"out{i}.txt").read_text("utf-8")[-5000:])
    finally:
        for process in processes.values():
            if process.poll() is None:
                process.kill()
                process.wait()
    names = sorted(p.name for p in (base / "h0").iterdir())
    if len(names) != hands + 1:
        raise SystemExit(f"{len(names)} files, not {hands} hands and the session")
    for name in names:
        if len({(base / f"h{i}" / name).read_bytes() for i in range(players)}) != 1:
            raise SystemExit(f"{name}: the peers' files differ")
    for hand in sorted({h + d for h in killed_hands for d in (-1, 0, 1) if 0 <= h + d < hands}):
        data = next((base / "h0").glob(f"*hand{hand:04d}.tusac")).read_bytes()
        if not verify_history(data)[0].verdict.ok:
            raise SystemExit(f"hand {hand} does not verify")
    for result in results:
        result["largest_journal_kb"] = evening.largest / 1024
    return results


def hog(count: int) -> list[subprocess.Popen[bytes]]:
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--victim", choices=["joiner", "host", "both"], default="both")
    parser.add_argument("--turn", type=int, default=5)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--at-hand", default="1,10,100,400", help="the hands to kill the victim at, comma separated")
    parser.add_argument("--hog", type=int, default=0, help="busy-looping processes beside the table")
    args = parser.parse_args()
    at_hands = sorted(int(h) for h in args.at_hand.split(","))
    victims = {"joiner": [1], "host": [0], "both": [1, 0]}[args.victim]
    hogs = hog(args.hog)
    try:
        for victim in victims:
            who = "host" if victim == 0 else "joiner"
            results: list[dict[str, float]] = []
            for _ in range(args.runs):
                started = time.monotonic()
                with tempfile.TemporaryDirectory() as tmp:
                    results += one_evening(Path(tmp), victim, args.turn, args.players, at_hands)
                print(f"{who}: an evening of {max(at_hands) + 2} hands took {time.monotonic() - started:.0f} s")
            for at in at_hands:
                rows = [r for r in results if r["at"] == at]  # the kill made for that --at-hand
                line = ", ".join(
                    f"{key} median {statistics.median(r[key] for r in rows):.2f}"
                    f" (min {min(r[key] for r in rows):.2f}, max {max(r[key] for r in rows):.2f})"
                    for key in ("replayed_s", "resumed_s", "journal_kb")
                )
                turns = [(int(r["killed_at_turn"]), int(r["rejoined_at_turn"])) for r in rows]
                print(f"{who} at hand {at}: {line}; (turn killed at, turn rejoined at): {turns}")
            largest = max(r["largest_journal_kb"] for r in results)
            print(f"{who}: the largest journal of any peer over the evening: {largest:.0f} KB;"
                  " files identical, hands around the kills verified")  # fmt: skip
    finally:
        for process in hogs:
            process.kill()
            process.wait()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
