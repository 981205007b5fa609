"""Four `tusac peer` processes on loopback play a session of bots over the encrypted mesh."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from tusac_lan.table.history import verify_history

LIMIT = 180.0


def peer(*args: str, cwd: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tusac_lan.terminal.cli", "peer", *args, "--timeout", "60"],
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def finish(processes: list[subprocess.Popen[str]]) -> list[str]:
    """Every process's output once all have ended (within ``LIMIT``), each with exit code 0."""
    deadline = time.monotonic() + LIMIT
    outputs = [p.communicate(timeout=max(1.0, deadline - time.monotonic()))[0] for p in processes]
    assert all(p.returncode == 0 for p in processes), outputs
    return outputs


def stop(processes: list[subprocess.Popen[str]]) -> None:
    for process in processes:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_four_processes_play_a_session_and_write_identical_verified_histories(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parent.parent
    host = peer(
        "--host",
        "127.0.0.1:0",
        "--players",
        "4",
        "--hands",
        "2",
        "--name",
        "Host",
        "--identity",
        str(tmp_path / "id0"),
        "--history-dir",
        str(tmp_path / "h0"),
        cwd=root,
    )
    processes = [host]
    try:
        assert host.stdout is not None
        first = host.stdout.readline()
        assert first.startswith("hosting on 127.0.0.1:"), first
        address = first.split()[2]
        for i in (1, 2, 3):
            processes.append(
                peer(
                    "--join",
                    address,
                    "--name",
                    f"Guest{i}",
                    "--play",
                    "strong" if i == 2 else "greedy",
                    "--identity",
                    str(tmp_path / f"id{i}"),
                    "--history-dir",
                    str(tmp_path / f"h{i}"),
                    cwd=root,
                )
            )
        finish(processes)
    finally:
        stop(processes)
    for hand in range(2):
        files = [next((tmp_path / f"h{i}").glob(f"*hand{hand:04d}.tusac")) for i in range(4)]
        blobs = {f.read_bytes() for f in files}
        assert len(blobs) == 1, f"hand {hand}: histories differ between peers"
        history, _ = verify_history(blobs.pop())
        assert history.verdict.ok
        assert history.config.names[0] == "Host"
        assert sorted(history.config.names[1:]) == ["Guest1", "Guest2", "Guest3"]


def test_a_human_at_the_terminal_plays_against_the_hosts_bots(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parent.parent
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tusac_lan.terminal.cli",
            "peer",
            "--host",
            "127.0.0.1:0",
            "--players",
            "1",
            "--play",
            "human",
            "--identity",
            str(tmp_path / "id"),
            "--history-dir",
            str(tmp_path / "h"),
            "--timeout",
            "60",
        ],
        cwd=root,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        out, _ = process.communicate("1\n" * 400, timeout=LIMIT)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 0, out
    assert "your choice" in out and "every audit ok" in out


def test_a_host_started_with_coach_signs_the_rule_and_the_joiner_is_told(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parent.parent
    common = ("--identity", "--history-dir")
    host = peer("--host", "127.0.0.1:0", "--players", "2", "--hands", "1", "--coach", "--name", "Host",
                common[0], str(tmp_path / "id0"), common[1], str(tmp_path / "h0"), cwd=root)  # fmt: skip
    processes = [host]
    try:
        assert host.stdout is not None
        address = host.stdout.readline().split()[2]
        processes.append(peer("--join", address, "--name", "Guest", common[0], str(tmp_path / "id1"),
                              common[1], str(tmp_path / "h1"), cwd=root))  # fmt: skip
        outputs = finish(processes)
    finally:
        stop(processes)
    assert "table rule: each player may turn on the coach" in outputs[1]
    history, _ = verify_history(next((tmp_path / "h1").glob("*hand0000.tusac")).read_bytes())
    assert history.config.coach and history.verdict.ok
