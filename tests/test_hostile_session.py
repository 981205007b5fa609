"""A seated cheater against the session beyond one table (issue 12, point 2), with real processes on
127.0.0.1: Mallory (tests/hostile_peer.py) tells the two honest players that the session went on
without them, at a table of its own making where every other seat is a bot, and then goes away for
good. Neither honest player believes it: both vote, go on with a bot in Mallory's seat and play the
session to its end with byte-identical, verified files."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from tests.test_rejoin import ROOT, host_address, peer, wait_until
from tests.test_take_seat_back import WAITS, chain, sessions, table_digests
from tusac_lan.table.history import read_history

LIMIT = 120.0


def test_a_forged_moved_notice_moves_nobody_and_the_others_go_on_without_its_sender(tmp_path: Path) -> None:
    host_args = ["--host", "127.0.0.1:0", "--players", "3", "--hands", "3", "--name", "Host", *WAITS]
    processes = {0: peer(tmp_path, 0, *host_args)}
    try:
        address = host_address(tmp_path)
        processes[1] = peer(tmp_path, 1, "--join", address, "--name", "Lan", *WAITS)
        mallory_out = tmp_path / "out2.txt"
        with open(mallory_out, "w", encoding="utf-8") as log:
            processes[2] = subprocess.Popen(
                [sys.executable, "-m", "tests.hostile_peer", "--join", address, "--attack", "forged-moved"]
                + ["--identity", str(tmp_path / "id2"), "--deadlines", WAITS[3]],
                cwd=ROOT,
                stdout=log,
                stderr=subprocess.STDOUT,
                text=True,
            )
        wait_until(lambda: "ATTACK forged-moved" in mallory_out.read_text("utf-8"), "the forged notice", 60)
        os.kill(processes[2].pid, signal.SIGKILL)
        processes[2].wait(timeout=10)
        for index in (0, 1):
            try:
                processes[index].wait(timeout=LIMIT)
            except subprocess.TimeoutExpired:
                raise AssertionError((tmp_path / f"out{index}.txt").read_text("utf-8")) from None
        outputs = [(tmp_path / f"out{i}.txt").read_text("utf-8") for i in (0, 1)]
        assert [processes[i].returncode for i in (0, 1)] == [0, 0], "\n=====\n".join(outputs)
    finally:
        for process in processes.values():
            if process.poll() is None:
                process.kill()
                process.wait()
    for output in outputs:
        assert "the session went on without this player" not in output, output
        assert "Mallory did not come back" in output, output
    names = [sorted(p.name for p in (tmp_path / f"h{i}").glob("*.tusac")) for i in (0, 1)]
    assert names[0] == names[1], names
    for name in names[0]:
        assert (tmp_path / "h0" / name).read_bytes() == (tmp_path / "h1" / name).read_bytes(), name
    first, following = chain(sessions(tmp_path / "h0"), table_digests(tmp_path / "h0"))
    void = read_history(next((tmp_path / "h0").glob(f"{first.table_id.hex()}-hand0000.tusac")).read_bytes())
    mallory = first.names.index("Mallory")
    assert not void.verdict.ok and void.verdict.seat == mallory
    assert following.bots[mallory] == "strong" and following.host_seat == first.host_seat
    for name in ("Host", "Lan"):  # who joined first sits East: the seats are found by name
        seat = first.names.index(name)
        assert following.seat_keys[seat] == first.seat_keys[seat] and following.names[seat] == name
    assert len(list((tmp_path / "h0").glob(f"{following.table_id.hex()}-hand*.tusac"))) == 3
