"""Issue 24 point 4: a host restarted at a next table remembers the seats it replaced (its journal says
so) and tells a returning player where the session went; that player takes its seat back.

Real peer processes on 127.0.0.1 (tests/net_peer.py: a host and two joiners, a bot in the fourth seat):
peer 2 is killed in the first hand; the others wait for it (15 s), void the hand naming its seat and go
on at a next table with a bot in it. There the host is killed and started again, then peer 2: it is
told where the session went, takes its seat back at the next hand, and the three finish the session
with the same files. The wait must outlast the host's restart: with 5 s, a restart that took 8.7 s in CI
(two workers on two cores) came back past the wait and the deadline of the nonce it owed, and peer 1,
the only other peer, voided the hand on its word, ending the session."""

from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path

from tests.net_session import finish
from tests.test_crash_in_vote import applied, marked, start, table_args
from tests.test_rejoin import wait_until

LIMIT = 150.0
HANDS = 4
REJOIN_WAIT = "15"


def hands_started(base: Path, index: int) -> int:
    path = base / f"t{index}.jsonl"
    text = path.read_text("utf-8") if path.exists() else ""
    return text.count('["hand_start"')


def test_a_restarted_host_takes_back_the_player_it_replaced(tmp_path: Path) -> None:
    args = table_args(3, HANDS, rejoin_wait=REJOIN_WAIT)
    processes: dict[int, subprocess.Popen[str]] = {0: start(tmp_path, 0, *args[0])}
    try:
        wait_until(lambda: (tmp_path / "t0.jsonl").exists(), "the host", 30)
        for index in (1, 2):
            processes[index] = start(tmp_path, index, *args[index])
        wait_until(lambda: applied(tmp_path, 2) >= 4, "four turns at peer 2", LIMIT / 3)
        os.kill(processes[2].pid, signal.SIGKILL)
        processes[2].wait(timeout=10)
        # The next table (a bot in peer 2's seat) has begun at the host: kill it there, start it again.
        wait_until(lambda: marked(tmp_path, 0, "asked") and hands_started(tmp_path, 0) >= 2, "a next table", LIMIT / 3)
        os.kill(processes[0].pid, signal.SIGKILL)
        processes[0].wait(timeout=10)
        (tmp_path / "t0.jsonl").rename(tmp_path / "t0-before.jsonl")
        processes[0] = start(tmp_path, 0, *args[0])
        wait_until(lambda: (tmp_path / "t0.jsonl").exists(), "the host again", 30)
        (tmp_path / "t2.jsonl").rename(tmp_path / "t2-before.jsonl")
        processes[2] = start(tmp_path, 2, *args[2])
        finish([processes[i] for i in range(3)], LIMIT)
    finally:
        for process in processes.values():
            if process.poll() is None:
                process.kill()
                process.wait()
    outputs = [(tmp_path / f"out{i}.txt").read_text("utf-8") for i in range(3)]
    assert [processes[i].returncode for i in range(3)] == [0, 0, 0], "\n=====\n".join(outputs)
    overs = {line for output in outputs for line in output.splitlines() if line.startswith("session over")}
    assert len(overs) == 1, outputs
    names = [sorted(p.name for p in (tmp_path / f"h{i}").glob("*.tusac")) for i in range(3)]
    last = overs.pop().split()[-1]
    for i in range(3):
        assert any(name.startswith(last) for name in names[i]), f"peer {i} has no file of the last table"
    for name in set(names[0]) & set(names[1]) & set(names[2]):
        blobs = {(tmp_path / f"h{i}" / name).read_bytes() for i in range(3)}
        assert len(blobs) == 1, f"{name}: the peers' files differ"
