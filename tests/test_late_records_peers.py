"""Issue 24, point 8, with real `tusac peer` processes on 127.0.0.1: the host's file of a hand lacks Lan's
record, as when it gave up waiting for it at the end of the table (noted in its history folder). At the
next table the two sit at, the host asks Lan for it and its file becomes byte for byte Lan's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.test_late_records import without
from tests.test_rejoin import ROOT, all_end_well, host_address, peer
from tusac_lan.peer.late_records import listed, remember
from tusac_lan.table.history import read_history
from tusac_lan.table.late_records import unsettled

FAST = ["--deadlines", "2,3,1", "--rejoin-wait", "3"]


def play(tmp_path: Path, evening: str) -> None:
    """Host and Lan play a table of one hand; their output is kept as ``{evening}-out{index}.txt``."""
    processes: dict[int, subprocess.Popen[str]] = {}
    try:
        processes[0] = peer(tmp_path, 0, "--host", "127.0.0.1:0", "--players", "2", "--hands", "1", "--name", "Host")
        processes[1] = peer(tmp_path, 1, "--join", host_address(tmp_path), "--name", "Lan")
        all_end_well(tmp_path, processes)
    finally:
        for process in processes.values():
            if process.poll() is None:
                process.kill()
                process.wait()
    for index in (0, 1):
        (tmp_path / f"out{index}.txt").rename(tmp_path / f"{evening}-out{index}.txt")


def test_a_record_that_never_came_is_fetched_at_the_next_table(tmp_path: Path) -> None:
    play(tmp_path, "first")
    (name,) = [path.name for path in (tmp_path / "h0").glob("*-hand*.tusac")]
    whole = (tmp_path / "h1" / name).read_bytes()
    assert (tmp_path / "h0" / name).read_bytes() == whole
    config = read_history(whole).config
    lan = next(seat for seat, key in enumerate(config.seat_keys) if config.names[seat] == "Lan")
    (tmp_path / "h0" / name).write_bytes(without(whole, {lan}))
    remember(tmp_path / "h0", name)
    play(tmp_path, "second")
    assert (tmp_path / "h0" / name).read_bytes() == whole, (tmp_path / "second-out0.txt").read_text("utf-8")
    assert listed(tmp_path / "h0") == []
    said = (tmp_path / "second-out0.txt").read_text("utf-8")
    assert f"the record(s) of Lan that did not come at the end of hand 0 came from Lan at this table: {name}" in said


def test_a_peer_that_gives_up_waiting_for_a_record_notes_its_file_for_a_later_table(tmp_path: Path) -> None:
    """Mallory (tests/hostile_peer.py ``crash-before-record``) dies just before it signs the hand's file: the
    host files it with its own record and, at the end of the table, notes the file in its history folder (a
    later table asks the players of that hand for the missing record)."""
    host = peer(tmp_path, 0, "--host", "127.0.0.1:0", "--players", "2", "--hands", "1", "--name", "Host", *FAST)
    mallory: subprocess.Popen[str] | None = None
    try:
        address = host_address(tmp_path)
        with open(tmp_path / "out1.txt", "w", encoding="utf-8") as log:
            mallory = subprocess.Popen(
                [sys.executable, "-m", "tests.hostile_peer", "--join", address, "--attack", "crash-before-record"]
                + ["--identity", str(tmp_path / "id1"), "--deadlines", FAST[1]],
                cwd=ROOT,
                stdout=log,
                stderr=subprocess.STDOUT,
                text=True,
            )
        host.wait(timeout=120)
    finally:
        for process in (host, mallory):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait()
    said = (tmp_path / "out0.txt").read_text("utf-8")
    assert "crashes instead of sending its record" in (tmp_path / "out1.txt").read_text("utf-8"), said
    (name,) = [path.name for path in (tmp_path / "h0").glob("*-hand*.tusac")]
    assert listed(tmp_path / "h0") == [name], said
    lacks = unsettled((tmp_path / "h0" / name).read_bytes())
    assert lacks is not None and lacks.names == ("Mallory",)
