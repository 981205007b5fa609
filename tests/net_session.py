"""A bots' table of real peer processes (tests/net_peer.py) in the namespaces of a ``Lab``, and what
they wrote: timing marks, link events, hand files. For tests/test_network_faults.py and
scripts/bench_network.py."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

from tests.netns_lab import ROOT, Lab
from tusac_lan.table.history import verify_history

PORT = 7700


def start_session(
    lab: Lab, base: Path, hands: int, *extra: str, own: dict[int, list[str]] | None = None
) -> list[subprocess.Popen[str]]:
    """Peer 0 hosts for every peer of the lab; the others join; a bot fills the fourth seat. ``own``:
    options of single peers (``--hold-at``, ``--leave-at``)."""
    host = f"{lab.address(0)}:{PORT}"
    peer = [sys.executable, str(ROOT / "tests" / "net_peer.py"), str(base)]
    players = str(len(lab.peers))
    mine = own or {}
    commands = [
        lab.command(
            0, *peer, "0", "--host", host, "--players", players, "--hands", str(hands), *extra, *mine.get(0, [])
        )
    ]
    commands += [
        lab.command(i, *peer, str(i), "--join", host, *extra, *mine.get(i, [])) for i in range(1, len(lab.peers))
    ]
    return [
        subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        for command in commands
    ]


def finish(processes: list[subprocess.Popen[str]], limit: float) -> list[str]:
    """Every process's output once all have ended; any still running after ``limit`` seconds is killed."""
    end = time.monotonic() + limit
    outputs = []
    try:
        for process in processes:
            try:
                outputs.append(process.communicate(timeout=max(1.0, end - time.monotonic()))[0] or "")
            except subprocess.TimeoutExpired:
                process.kill()
                # A process whose output goes to a file has none here: the test reads the file.
                outputs.append((process.communicate()[0] or "") + "\n(killed: over the time limit)")
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait()
    return outputs


Marks = dict[tuple[str, int, int], list[float]]


def read_marks(base: Path, peers: int) -> tuple[Marks, list[tuple[int, bool, float]]]:
    """(kind, hand, index) -> the times each peer marked it; and (peer, up, time) of every link event."""
    marks: Marks = defaultdict(list)
    link_events = []
    for i in range(peers):
        for line in (base / f"t{i}.jsonl").read_text().splitlines():
            row = json.loads(line)
            if row[0] == "link":
                link_events.append((i, bool(row[2]), float(row[3])))
            else:
                marks[(row[0], row[1], row[2])].append(row[3])
    return marks, link_events


def marks_after(base: Path, peer: int, kinds: tuple[str, ...], after: float) -> list[float]:
    rows = [json.loads(line) for line in (base / f"t{peer}.jsonl").read_text().splitlines()]
    return sorted(r[3] for r in rows if r[0] in kinds and r[3] > after)


def applied_turns(base: Path, peer: int) -> int:
    path = base / f"t{peer}.jsonl"
    return path.read_text().count('"applied"') if path.exists() else 0


def wait_for_turns(base: Path, turns: int, limit: float) -> None:
    """Until peer 0 has applied ``turns`` turns of the session (polled; TimeoutError after ``limit`` s)."""
    deadline = time.monotonic() + limit
    while applied_turns(base, 0) < turns:
        if time.monotonic() > deadline:
            raise TimeoutError(f"peer 0 applied {applied_turns(base, 0)} turns in {limit:.0f} s, not {turns}")
        time.sleep(0.1)


def wait_until_held(base: Path, peer: int, limit: float) -> None:
    """Until the held peer has stopped (it marked ``held``); TimeoutError after ``limit`` s."""
    path = base / f"t{peer}.jsonl"
    deadline = time.monotonic() + limit
    while not (path.exists() and '"held"' in path.read_text()):
        if time.monotonic() > deadline:
            raise TimeoutError(f"peer {peer} did not reach its hold in {limit:.0f} s")
        time.sleep(0.05)


def release(base: Path) -> None:
    (base / "release").touch()


def identical_verified_histories(base: Path, peers: int, hands: int) -> bool:
    for hand in range(hands):
        blobs = {next((base / f"h{i}").glob(f"*hand{hand:04d}.tusac")).read_bytes() for i in range(peers)}
        if len(blobs) != 1 or not verify_history(blobs.pop())[0].verdict.ok:
            return False
    return True
