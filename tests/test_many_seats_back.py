"""Issue 24 point 4: any number of replaced players take their seats back at a 4-peer table, together or
apart, and no honest peer is named on the way (no "withheld", no bad frames, no flooding).

Four real peer processes on 127.0.0.1 (tests/net_peer.py: a host and three joiners, 4 players): peer 2
is killed in the first hand; the others wait for it (3 s), void the hand naming its seat and go on at a
next table with a bot in it; there peer 3 is killed the same way, and a third table seats bots in both
seats (two peers lost at once are issue 24 point 2). Peers 2 and 3 then come back, at the same moment or one after
the other's return took hold: each takes its seat back at the next hand and all four finish the session
with the same files. The host starts no table's second hand until both are back (``--ready-when``): the
bots' hands take a fraction of a second, and a session of six once ended before the second returner asked.
The waits are scaled down (``COMMON``) so that each test takes about a minute.

Each peer is killed where it holds after four turns of its hand (``--hold-in-hand``): a bots' hand can end
in a fraction of a second, and a kill that came after the hand's end took another hand, and seconds, to
be noticed. Every wait is bounded far above what its step takes (``STEP``), so that load never fails it."""

from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path

import pytest

from tests.net_session import finish
from tests.test_crash_in_vote import free_port, start
from tests.test_rejoin import wait_until
from tests.test_seats_taken_back import hands_started

LIMIT = 120.0
"""The longest the session may take to finish once both peers were let go (about 15 s, a minute under load)."""
STEP = 60.0
"""The longest a step may take: a peer lost until the host started the next table (about 12 s, load or
not: the waits of ``COMMON`` and the runner's), a peer let go until it is back at the table (about 3 s, 8 s
under load)."""
HANDS = 6
"""Hands to play to a result: both returners are back within three of them, even under load."""
COMMON = ["--timeout", "30", "--rejoin-wait", "3", "--deadlines", "3,3,2"]
NAMED = ("withheld", "bad frames", "flooding", "cut off", "Traceback")


def returned(base: Path, index: int) -> bool:
    return hands_started(base, index) >= 1


def marks(base: Path, index: int, kind: str) -> int:
    path = base / f"t{index}.jsonl"
    text = path.read_text("utf-8") if path.exists() else ""
    return text.count(f'["{kind}"')


def lose(processes: dict[int, subprocess.Popen[str]], base: Path, index: int, tables: int, again: list[str]) -> None:
    """Kill peer ``index`` once it holds in the middle of its hand and start it again (``again``), loaded
    but held until ``go<index>`` exists (loading takes seconds under load); wait for the next table."""
    asked = marks(base, 0, "asked")
    wait_until(lambda: marks(base, index, "held") >= 1, f"peer {index} held after four turns", STEP)
    os.kill(processes[index].pid, signal.SIGKILL)
    processes[index].wait(timeout=10)
    (base / f"t{index}.jsonl").rename(base / f"t{index}-before.jsonl")
    processes[index] = start(base, index, *again, "--start-when", str(base / f"go{index}"))
    wait_until(lambda: marks(base, 0, "asked") > asked and hands_started(base, 0) >= tables, "a next table", STEP)


@pytest.mark.parametrize("apart", [False, True], ids=["together", "apart"])
def test_two_replaced_players_take_their_seats_back(tmp_path: Path, apart: bool) -> None:
    host = f"127.0.0.1:{free_port()}"
    gate = tmp_path / "ready"
    args = {0: ["--host", host, "--players", "4", "--hands", str(HANDS), *COMMON]}
    args.update({i: ["--join", host, *COMMON] for i in (1, 2, 3)})
    processes: dict[int, subprocess.Popen[str]] = {0: start(tmp_path, 0, *args[0], "--ready-when", str(gate))}
    try:
        wait_until(lambda: (tmp_path / "t0.jsonl").exists(), "the host", 30)
        # Peer 2 holds in the first hand, peer 3 in the second it starts (the next table's first).
        hold = {1: [], 2: ["--hold-at", "4", "--hold-in-hand", "1"], 3: ["--hold-at", "4", "--hold-in-hand", "2"]}
        for index in (1, 2, 3):
            processes[index] = start(tmp_path, index, *args[index], *hold[index])
        lose(processes, tmp_path, 2, 2, args[2])
        lose(processes, tmp_path, 3, 3, args[3])
        (tmp_path / "go2").touch()
        if apart:
            wait_until(lambda: returned(tmp_path, 2), "peer 2 back at the table", STEP)
        (tmp_path / "go3").touch()
        wait_until(lambda: returned(tmp_path, 2) and returned(tmp_path, 3), "both back at the table", STEP)
        gate.touch()
        finish([processes[i] for i in range(4)], LIMIT)
    finally:
        gate.touch()
        for process in processes.values():
            if process.poll() is None:
                process.kill()
                process.wait()
    outputs = [(tmp_path / f"out{i}.txt").read_text("utf-8") for i in range(4)]
    joined = "\n=====\n".join(outputs)
    assert [processes[i].returncode for i in range(4)] == [0, 0, 0, 0], joined
    for output in outputs:
        assert not [word for word in NAMED if word in output], joined
    overs = {line for output in outputs for line in output.splitlines() if line.startswith("session over")}
    assert len(overs) == 1, joined
    last = overs.pop().split()[-1]
    names = [sorted(p.name for p in (tmp_path / f"h{i}").glob("*.tusac")) for i in range(4)]
    for i in range(4):
        assert any(name.startswith(last) for name in names[i]), f"peer {i} has no file of the last table"
    for name in set(names[0]) & set(names[1]) & set(names[2]) & set(names[3]):
        blobs = {(tmp_path / f"h{i}" / name).read_bytes() for i in range(4)}
        assert len(blobs) == 1, f"{name}: the peers' files differ"
