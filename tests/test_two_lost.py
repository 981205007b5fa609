"""Issue 24, point 2: two of four peers killed at once (SIGKILL, never restarted). The two still there
cannot settle the hand yet (a void needs every other peer's word); they give up after the stall limit,
but a session that did not end cleanly keeps its journal (a restart can take the table up again) and the
give-up names players, never transport indices. Real `tusac peer` processes on 127.0.0.1."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import time
from pathlib import Path

from tests.test_rejoin import host_address, marks, peer, wait_until

WAITS = ["--deadlines", "2,3,1", "--rejoin-wait", "3"]
LIMIT = 150.0


def test_two_peers_lost_at_once_leave_the_others_their_journals_and_names(tmp_path: Path) -> None:
    host_args = ["--host", "127.0.0.1:0", "--players", "4", "--hands", "2", "--name", "Host", *WAITS]
    processes = {0: peer(tmp_path, 0, *host_args)}
    try:
        address = host_address(tmp_path)
        for index, name in ((1, "Lan"), (2, "Mai"), (3, "Tuan")):
            processes[index] = peer(tmp_path, index, "--join", address, "--name", name)
        timing = tmp_path / "timing1.jsonl"
        wait_until(lambda: any(r[0] == "applied" and int(r[2]) >= 3 for r in marks(timing)), "turn 3", 90.0)  # type: ignore[call-overload]
        for index in (2, 3):
            os.kill(processes[index].pid, signal.SIGKILL)
        for index in (2, 3):
            processes[index].wait(timeout=10)
        end = time.monotonic() + LIMIT
        for index in (0, 1):
            try:
                processes[index].wait(timeout=max(1.0, end - time.monotonic()))
            except subprocess.TimeoutExpired:
                raise AssertionError((tmp_path / f"out{index}.txt").read_text("utf-8")) from None
    finally:
        for process in processes.values():
            if process.poll() is None:
                process.kill()
                process.wait()
    for index in (0, 1):
        out = (tmp_path / f"out{index}.txt").read_text("utf-8")
        assert "cheat" not in out, out
        # Players by name, never the transport's "peer 2" or a list of indices.
        assert not re.search(r"\bpeers?:? \[?\d", out), out
        journals = list((tmp_path / f"id{index}" / "tables").glob("*/journal"))
        assert journals, f"peer {index} deleted its journal on an unclean end:\n{out}"
