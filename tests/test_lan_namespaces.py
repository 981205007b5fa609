"""Peers in their own network namespaces, joined by a virtual bridge: they find the table over mDNS
and play a hand of bots across it. Every address lives in namespaces this test creates and deletes
(tests/netns_lab.py: 198.18.77.0/24, the range reserved for network testing); nothing touches the
machine's interfaces."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.netns_lab import Lab, unavailable
from tusac_lan.table.history import verify_history

PEERS = 3
LIMIT = 180.0


@pytest.fixture
def bridged() -> Iterator[list[tuple[str, str]]]:
    reason = unavailable()
    if reason is not None:
        pytest.skip(reason)
    with Lab(PEERS) as lab:
        yield lab.peers


ROOT = Path(__file__).resolve().parent.parent
PROBE_ENV = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}


def in_namespace(ns: str, *command: str, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen(
        ["ip", "netns", "exec", ns, *command],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
    )


def peer_in(ns: str, *args: str) -> subprocess.Popen[str]:
    return in_namespace(ns, sys.executable, "-m", "tusac_lan.terminal.cli", "peer", "--timeout", "60", *args)


def probe_in(ns: str, address: str, *args: str) -> subprocess.Popen[str]:
    return in_namespace(ns, sys.executable, str(ROOT / "tests" / "lan_list_probe.py"), address, *args, env=PROBE_ENV)


def stop(processes: list[subprocess.Popen[str]]) -> None:
    for process in processes:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_peers_in_namespaces_discover_each_other_and_play(bridged: list[tuple[str, str]], tmp_path: Path) -> None:
    def peer(i: int, *args: str) -> subprocess.Popen[str]:
        ns, address = bridged[i]
        files = ["--identity", str(tmp_path / f"id{i}"), "--history-dir", str(tmp_path / f"h{i}")]
        return peer_in(ns, *args, "--interface", address, "--name", f"peer{i}", *files)

    host_address = bridged[0][1]
    hosting = ["--host", f"{host_address}:7777", "--players", str(PEERS), "--hands", "1", "--announce", "Bridge table"]
    processes = [peer(0, *hosting)]
    try:
        code = table_code(processes[0])
        processes += [peer(i, "--discover", "--code", code) for i in range(1, PEERS)]
        deadline = time.monotonic() + LIMIT
        outputs = [p.communicate(timeout=max(1.0, deadline - time.monotonic()))[0] for p in processes]
    finally:
        stop(processes)
    assert all(p.returncode == 0 for p in processes), "\n=====\n".join(outputs)
    for output in outputs[1:]:
        assert "found Bridge table — peer0 — " in output and f"{host_address}:7777" in output
    blobs = {next((tmp_path / f"h{i}").glob("*hand0000.tusac")).read_bytes() for i in range(PEERS)}
    assert len(blobs) == 1
    history, _ = verify_history(blobs.pop())
    assert history.verdict.ok


def table_code(host: subprocess.Popen[str]) -> str:
    """The code a LAN host prints after its address (a table on a LAN address asks for one)."""
    assert host.stdout is not None
    lines = [host.stdout.readline(), host.stdout.readline()]
    assert lines[0].startswith("hosting on") and lines[1].startswith("table code: "), lines
    return lines[1].split()[2]


def host_announcing(ns: str, address: str, name: str, identity: Path, *extra: str) -> tuple[subprocess.Popen[str], str]:
    host = peer_in(
        ns,
        "--host",
        f"{address}:7777",
        "--players",
        "2",
        "--announce",
        name,
        "--interface",
        address,
        "--identity",
        str(identity),
        *extra,
    )
    return host, table_code(host)


def test_the_lobby_lists_a_table_announced_on_the_lan(bridged: list[tuple[str, str]], tmp_path: Path) -> None:
    (host_ns, host_address), (probe_ns, probe_address) = bridged[:2]
    host, _ = host_announcing(host_ns, host_address, "Lobby table", tmp_path / "host", "--name", "Mai")
    try:
        probe = probe_in(probe_ns, probe_address, "30")
        out, _ = probe.communicate(timeout=60)
    finally:
        stop([host])
    assert probe.returncode == 0, out
    assert "Lobby table — Mai — 1 free seat — " in out and f"| {host_address}:7777" in out


def test_a_table_leaves_the_lobby_list_once_its_seats_are_filled(
    bridged: list[tuple[str, str]], tmp_path: Path
) -> None:
    (host_ns, host_address), (probe_ns, probe_address), (guest_ns, _) = bridged
    host, code = host_announcing(host_ns, host_address, "Full soon", tmp_path / "host")
    processes = [host]
    try:
        probe = probe_in(probe_ns, probe_address, "60", "--until-gone")
        processes.append(probe)
        assert probe.stdout is not None
        first = probe.stdout.readline()
        assert "Full soon" in first and "1 free seat — " in first, first
        guest = [
            "--join",
            f"{host_address}:7777",
            "--code",
            code,
            "--name",
            "Guest",
            "--identity",
            str(tmp_path / "guest"),
        ]
        processes.append(peer_in(guest_ns, *guest))
        rest, _ = probe.communicate(timeout=LIMIT)
        assert probe.returncode == 0 and "gone" in rest, rest
    finally:
        stop(processes)


def test_a_table_whose_host_died_leaves_the_lobby_list_within_seconds(
    bridged: list[tuple[str, str]], tmp_path: Path
) -> None:
    """Issue 22 point 5, ghost tables: a host killed without a word (its mDNS record outlives it, no
    goodbye sent) is off the list within a few seconds, since a table is listed only while its lobby answers."""
    (host_ns, host_address), (probe_ns, probe_address) = bridged[:2]
    host, _ = host_announcing(host_ns, host_address, "Ghost soon", tmp_path / "host")
    processes = [host]
    try:
        probe = probe_in(probe_ns, probe_address, "60", "--until-gone")
        processes.append(probe)
        assert probe.stdout is not None
        first = probe.stdout.readline()
        assert "Ghost soon" in first, first
        host.kill()  # SIGKILL: no goodbye on the LAN
        host.wait(timeout=10)
        killed = time.monotonic()
        rest, _ = probe.communicate(timeout=LIMIT)
        assert probe.returncode == 0 and "gone" in rest, rest
        assert time.monotonic() - killed < 8.0, "the dead table stayed listed"
    finally:
        stop(processes)
