"""Issue 24, point 1: a joiner killed mid-hand and restarted on a starved laptop (slow to build its table
and to replay its journal, tests/slow_rejoin.py) rejoins and the session finishes for both players with the
same verified files. It used to stop applying turns after a few: frames the host had numbered for the
joiner's previous life, queued on a connection ZeroMQ had replaced, were taken for frames of the new
numbering (acknowledged, and the real frames under those numbers dropped as copies). Real processes on
127.0.0.1."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_rejoin import (
    ROOT,
    all_end_well,
    assert_same_verified_files,
    host_address,
    kill_all,
    marks,
    wait_until,
)

SLOW = {"SLOW_START": "3", "SLOW_REPLAY": "4"}
"""Long enough that the host reconnects to the restarted joiner's address before it joins the mesh, and
again (a link that waits for acknowledgements) while it replays."""


def start(tmp: Path, index: int, args: list[str], slow: dict[str, str] | None = None) -> subprocess.Popen[str]:
    module = "tests.slow_rejoin" if slow else "tusac_lan.terminal.cli"
    command = [sys.executable, "-m", module, "peer", *args, "--identity", str(tmp / f"id{index}")]
    command += ["--history-dir", str(tmp / f"h{index}"), "--timing", str(tmp / f"timing{index}.jsonl")]
    command += ["--timeout", "60"]
    log = open(tmp / f"out{index}.txt", "a", encoding="utf-8")
    env = {**os.environ, **(slow or {})}
    return subprocess.Popen(command, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT, text=True, env=env)


def test_a_joiner_slow_to_come_back_rejoins_and_the_session_finishes(tmp_path: Path) -> None:
    host_args = ["--host", "127.0.0.1:0", "--players", "2", "--hands", "3", "--name", "Host"]
    processes = {0: start(tmp_path, 0, host_args)}
    try:
        join_args = ["--join", host_address(tmp_path), "--name", "Lan"]
        processes[1] = start(tmp_path, 1, join_args)
        timing = tmp_path / "timing1.jsonl"
        wait_until(lambda: any(r[0] == "applied" and int(r[2]) >= 5 for r in marks(timing)), "turn 5")  # type: ignore[call-overload]
        os.kill(processes[1].pid, signal.SIGKILL)
        processes[1].wait(timeout=10)
        timing.rename(tmp_path / "timing1-before.jsonl")
        processes[1] = start(tmp_path, 1, join_args, SLOW)
        all_end_well(tmp_path, processes)
    finally:
        kill_all(processes)
    assert any(r[0] == "rejoined" for r in marks(tmp_path / "timing1.jsonl"))
    for index in (0, 1):
        out = (tmp_path / f"out{index}.txt").read_text("utf-8")
        assert "withheld" not in out and "cut off" not in out, out
    assert_same_verified_files(tmp_path)


WAITS = ["--rejoin-wait", "2", "--deadlines", "4,4,1"]


def test_a_joiner_left_alone_neither_voids_the_hand_nor_plays_on_by_itself(tmp_path: Path) -> None:
    """The host is killed mid-hand and does not come back. The joiner, alone at a table it does not host,
    waits for it through the rejoin wait, then keeps waiting (issue 24, point 6) and tells its player so:
    no void file signed by itself alone, no next table of its own. Its player leaves (Ctrl-C): its journal
    is kept so that a restart takes the seat up again."""
    host_args = ["--host", "127.0.0.1:0", "--players", "2", "--hands", "3", "--name", "Host", *WAITS]
    processes = {0: start(tmp_path, 0, host_args)}
    out1 = tmp_path / "out1.txt"
    try:
        join_args = ["--join", host_address(tmp_path), "--name", "Lan", *WAITS]
        processes[1] = start(tmp_path, 1, join_args)
        timing = tmp_path / "timing1.jsonl"
        wait_until(lambda: any(r[0] == "applied" and int(r[2]) >= 3 for r in marks(timing)), "turn 3")  # type: ignore[call-overload]
        os.kill(processes[0].pid, signal.SIGKILL)
        processes[0].wait(timeout=10)
        wait_until(lambda: "cut off from every other player: no word from Host" in out1.read_text("utf-8"), "notice")
        # Past the wait and the deadlines that would run after it, it is still there, waiting.
        with pytest.raises(subprocess.TimeoutExpired):
            processes[1].wait(timeout=12)
        processes[1].send_signal(signal.SIGINT)
        processes[1].wait(timeout=30)
    finally:
        for process in processes.values():
            if process.poll() is None:
                process.kill()
                process.wait()
    out = out1.read_text("utf-8")
    assert processes[1].returncode != 0, out
    assert "withheld" not in out and "stopped" not in out, out
    assert not list((tmp_path / "h1").glob("*.tusac")), "the joiner wrote a file alone"
    assert [r[1] for r in marks(timing) if r[0] == "hand_start"] == [0], "the joiner dealt a hand alone"
    assert list((tmp_path / "id1" / "tables").glob("*/journal")), "the journal was not kept"
