"""The command line as people expect it, and the code paths that differ on other systems (simulated here)."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
import zmq

from protocol import whole_file
from tusac_lan.terminal import cli
from tusac_lan.terminal.peer_front import stdin_lines


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(list(argv), out, err)
    return code, out.getvalue(), err.getvalue()


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["--version"], io.StringIO(), io.StringIO())
    assert stop.value.code == 0
    assert capsys.readouterr().out.startswith("tusac ")


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["sim", "--hands", "0"], "0 is out of range: give 1 or more"),
        (["sim", "--hands", "-3"], "-3 is out of range"),
        (["sim", "--hands", "many"], "'many' is not a whole number"),
        (["sim", "--workers", "0"], "out of range"),
        (["play", "--hands", "0"], "out of range"),
        (["play", "--bots", "genius"], "unknown bot level 'genius'"),
        (["peer", "--host", "127.0.0.1:0", "--hands", "0"], "out of range"),
        (["peer", "--host", "127.0.0.1:0", "--players", "5"], "give from 1 to 4"),
        (["peer", "--host", "127.0.0.1:0", "--fill", "wizard"], "unknown bot level 'wizard'"),
        (["peer", "--join", "127.0.0.1:1", "--play", "wizard"], "unknown bot level 'wizard'"),
        (["peer", "--host", "127.0.0.1:0", "--timeout", "-1"], "give a positive number"),
    ],
)
def test_bad_counts_and_levels_are_refused_before_anything_starts(argv: list[str], said: str) -> None:
    code, out, err = run(*argv)
    assert code == 2 and said in err and not out
    assert "Traceback" not in err


def test_hosting_on_a_port_in_use_is_a_sentence_and_logged(tmp_path: Path) -> None:
    context = zmq.Context()
    taken = context.socket(zmq.ROUTER)
    try:
        port = taken.bind_to_random_port("tcp://127.0.0.1")
        code, _, err = run(
            "peer", "--host", f"127.0.0.1:{port}", "--players", "2", "--timeout", "5", "--identity", str(tmp_path)
        )
    finally:
        taken.close(linger=0)
        context.term()
    assert code == 2
    assert f"127.0.0.1:{port} is already in use" in err and "Traceback" not in err
    log = (tmp_path / "tables" / "tusac.log").read_text(encoding="utf-8")
    assert "already in use" in log


def test_verbose_logs_every_event_on_standard_error_too(tmp_path: Path) -> None:
    code, _, err = run(
        "peer",
        "--host",
        "127.0.0.1:0",
        "--players",
        "1",
        "--hands",
        "1",
        "--identity",
        str(tmp_path),
        "--verbose",
        "--timeout",
        "30",
    )
    assert code == 0, err
    assert "[INFO] HandEnded(" in err
    assert "HandStarted(" in (tmp_path / "tables" / "tusac.log").read_text(encoding="utf-8")


def test_ctrl_c_ends_a_simulation_with_one_line(tmp_path: Path) -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "tusac_lan.terminal.cli", "sim", "--hands", "100000", "--workers", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # a process group of its own, as a terminal gives: Ctrl-C reaches every process
    )
    try:
        assert process.stderr is not None
        seen = ""
        while "hands [" not in seen:  # the progress bar: the workers are at work
            chunk = process.stderr.read(1)
            assert chunk, "sim ended before its progress showed"
            seen += chunk
        os.killpg(process.pid, signal.SIGINT)
        _, rest = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=10)
    assert process.returncode == 130
    assert "interrupted" in rest and "Traceback" not in seen + rest


def test_a_damaged_history_file_says_where_reading_stopped(tmp_path: Path) -> None:
    golden = next(Path(__file__).parent.joinpath("data").glob("*.tusac"))
    cut = tmp_path / "cut.tusac"
    cut.write_bytes(golden.read_bytes()[:4000])
    code, _, err = run("history", "verify", str(cut))
    assert code != 0 and "damaged: the file ends at byte 4000" in err


# --- other systems, simulated ----------------------------------------------------------------------------


def test_windows_does_not_open_a_directory_to_sync_it(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    opened: list[object] = []
    real_open = os.open

    def spy(path: object, flags: int, *rest: int) -> int:
        opened.append(path)
        return real_open(path, flags, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", spy)
    whole_file.sync_directory(tmp_path)
    assert opened == [tmp_path], "a POSIX system syncs the directory"
    opened.clear()
    monkeypatch.setattr(os, "name", "nt")
    whole_file.sync_directory(tmp_path)
    assert opened == [], "Windows cannot open a directory: nothing is tried"


def test_terminal_lines_come_from_a_thread_not_select(monkeypatch: pytest.MonkeyPatch) -> None:
    """Windows' select takes sockets only: standard input is read by a thread on every system."""
    import select

    monkeypatch.setattr(select, "select", lambda *a: pytest.fail("select was used"))
    read_fd, write_fd = os.pipe()
    with os.fdopen(read_fd, "r", encoding="utf-8") as reading, os.fdopen(write_fd, "w", encoding="utf-8") as writing:
        read = stdin_lines(reading)
        assert read() is None
        writing.write("discard GX\n")
        writing.flush()
        assert read(10.0) == "discard GX\n"
        writing.close()
        assert read(10.0) == "", "the end of input"


def test_ctrl_c_ends_a_waiting_host_with_one_line(tmp_path: Path) -> None:
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tusac_lan.terminal.cli",
            "peer",
            "--host",
            "127.0.0.1:0",
            "--players",
            "2",
            "--timeout",
            "60",
            "--identity",
            str(tmp_path),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        assert process.stdout.readline().startswith("hosting on")
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=10)
    assert process.returncode == 130, err
    assert "interrupted" in err and "Traceback" not in err
