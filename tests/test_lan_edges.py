"""LANs as friends have them, in network namespaces this test creates (tests/netns_lab.py, 198.18.77.0/24):
no router (no route even to mDNS's group), a long Japanese table name, and two tables named alike."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.netns_lab import Lab, run, unavailable
from tests.test_lan_namespaces import ROOT, peer_in, stop, table_code
from tusac_lan.table.history import verify_history

LIMIT = 150.0
LONG_NAME = "ハノイの友だちとテーブルを囲む金曜日の夜です"
"""22 Japanese characters: 66 bytes, more than one DNS label holds."""


@pytest.fixture
def lab() -> Iterator[Lab]:
    reason = unavailable()
    if reason is not None:
        pytest.skip(reason)
    with Lab(3) as made:
        yield made


def finished(processes: list[subprocess.Popen[str]]) -> list[str]:
    deadline = time.monotonic() + LIMIT
    return [p.communicate(timeout=max(1.0, deadline - time.monotonic()))[0] for p in processes]


def one_verified_file(directories: list[Path]) -> None:
    blobs = {next(d.glob("*hand0000.tusac")).read_bytes() for d in directories}
    assert len(blobs) == 1
    history, _ = verify_history(blobs.pop())
    assert history.verdict.ok


def test_a_lan_without_a_router_hosts_a_long_japanese_name_on_every_address(lab: Lab, tmp_path: Path) -> None:
    """No default route and no route to 224.0.0.0/4 (a switch, a phone's hotspot): hosting on 0.0.0.0
    still finds the LAN address, announces the table, and a friend finds it by its full name."""
    for i in range(2):
        run("ip", "-n", lab.namespace(i), "route", "del", "224.0.0.0/4")
    files = [["--identity", str(tmp_path / f"id{i}"), "--history-dir", str(tmp_path / f"h{i}")] for i in range(2)]
    host = peer_in(
        lab.namespace(0),
        "--host",
        "0.0.0.0:7777",
        "--players",
        "2",
        "--hands",
        "1",
        "--announce",
        LONG_NAME,
        "--name",
        "Mai",
        *files[0],
    )
    processes = [host]
    try:
        assert host.stdout is not None
        hosting = host.stdout.readline()
        code = host.stdout.readline().split()[2]
        processes.append(peer_in(lab.namespace(1), "--discover", LONG_NAME, "--code", code, "--name", "Lan", *files[1]))
        outputs = finished(processes)
    finally:
        stop(processes)
    assert all(p.returncode == 0 for p in processes), "\n=====\n".join(outputs)
    assert hosting.startswith(f"hosting on {lab.address(0)}:7777"), hosting
    assert "could not announce" not in outputs[0]
    assert f"found {LONG_NAME} — Mai — " in outputs[1]
    one_verified_file([tmp_path / "h0", tmp_path / "h1"])


BROWSE = """
import sys, time
from protocol.discovery import TableBrowser
browser = TableBrowser(lambda tables: None, interfaces=[sys.argv[1]])
deadline = time.monotonic() + 40
while time.monotonic() < deadline and len(browser.tables()) < 2:
    time.sleep(0.2)
for ad in browser.tables():
    print(ad.table, "|", ad.fingerprint, "|", ad.endpoint, flush=True)
browser.close()
"""


def test_two_tables_named_alike_resolve_each_to_its_own_host_and_both_can_be_joined(lab: Lab, tmp_path: Path) -> None:
    hosts = []
    codes = []
    try:
        for i in range(2):
            host = peer_in(
                lab.namespace(i),
                "--host",
                f"{lab.address(i)}:7777",
                "--players",
                "2",
                "--hands",
                "1",
                "--announce",
                "Player's table",
                "--interface",
                lab.address(i),
                "--name",
                f"Host{i}",
                "--identity",
                str(tmp_path / f"id{i}"),
                "--history-dir",
                str(tmp_path / f"h{i}"),
            )
            hosts.append(host)
            codes.append(table_code(host))
        listed = subprocess.run(
            lab.command(2, sys.executable, "-c", BROWSE, lab.address(2)),
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        ).stdout.splitlines()
        endpoints = sorted(line.split(" | ")[2] for line in listed)
        assert endpoints == [f"{lab.address(0)}:7777", f"{lab.address(1)}:7777"], listed
        joiners = [
            peer_in(
                lab.namespace(2),
                "--join",
                f"{lab.address(i)}:7777",
                "--code",
                codes[i],
                "--name",
                f"Guest{i}",
                "--identity",
                str(tmp_path / f"guest{i}"),
                "--history-dir",
                str(tmp_path / f"g{i}"),
            )
            for i in range(2)
        ]
        outputs = finished(hosts + joiners)
        assert all(p.returncode == 0 for p in hosts + joiners), "\n=====\n".join(outputs)
    finally:
        stop(hosts)
    for i in range(2):
        one_verified_file([tmp_path / f"h{i}", tmp_path / f"g{i}"])
