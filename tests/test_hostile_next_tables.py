"""Issue 26, point 4, with real `tusac peer` processes on 127.0.0.1 and Mallory (tests/hostile_peer.py)
cheating at the edges of a next table:

- the host is killed; Mallory (East, the lowest seat left) is picked to run the bots and offers a next
  table whose bot seat is a second identity of its own with its own JOIN, or which seats Lan without
  Lan's JOIN, or Mallory votes under a name that looks like another player's: Lan refuses each, says
  why, and does not crash;
- Mallory is replaced by a bot, comes back and asks for its seat without ever signing its READY, or under
  a look-alike name: the offer lapses (or is never made) and the others play the session to its end with
  byte-identical, verified files.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from protocol.names import look_alike_pairs
from tests.test_rejoin import ROOT, host_address, marks, peer, wait_until
from tests.test_take_seat_back import WAITS, sessions

LIMIT = 150.0


def mallory(tmp: Path, index: int, address: str, attack: str, *extra: str) -> subprocess.Popen[str]:
    log = open(tmp / f"out{index}.txt", "a", encoding="utf-8")
    return subprocess.Popen(
        [sys.executable, "-m", "tests.hostile_peer", "--join", address, "--attack", attack]
        + ["--identity", str(tmp / f"id{index}"), "--history-dir", str(tmp / f"h{index}")]
        + ["--deadlines", WAITS[3], "--rejoin-wait", WAITS[1], "--timeout", "60", *extra],
        cwd=ROOT,
        stdout=log,
        stderr=subprocess.STDOUT,
        text=True,
    )


def text(tmp: Path, index: int) -> str:
    path = tmp / f"out{index}.txt"
    return path.read_text("utf-8") if path.exists() else ""


def finish(processes: dict[int, subprocess.Popen[str]], tmp: Path, honest: list[int]) -> list[str]:
    """Wait for the honest peers to end (they must, by themselves), then stop the rest."""
    try:
        for index in honest:
            try:
                processes[index].wait(timeout=LIMIT)
            except subprocess.TimeoutExpired:
                raise AssertionError(text(tmp, index)) from None
    finally:
        for process in processes.values():
            if process.poll() is None:
                process.kill()
                process.wait()
    return [text(tmp, index) for index in honest]


@pytest.mark.parametrize(
    ("attack", "refusal"),
    [
        ("next-bot-twin", "a next table refused: a bot seat of the next table is a peer of its own"),
        ("next-no-join", "a next table refused: the next table seats a player without its JOIN"),
        ("look-alike-name", "votes under a name that looks like 'Lan': refused"),
    ],
)
def test_a_next_table_offer_or_vote_of_mallorys_making_is_refused_without_a_crash(
    tmp_path: Path, attack: str, refusal: str
) -> None:
    host_args = ["--host", "127.0.0.1:0", "--players", "3", "--hands", "3", "--name", "Host", *WAITS]
    processes = {0: peer(tmp_path, 0, *host_args)}
    try:
        address = host_address(tmp_path)
        processes[1] = mallory(tmp_path, 1, address, attack)
        wait_until(lambda: "Mallory joined as East" in text(tmp_path, 0), "Mallory seated East")
        processes[2] = peer(tmp_path, 2, "--join", address, "--name", "Lan", *WAITS)
        wait_until(lambda: any(r[0] == "applied" for r in marks(tmp_path / "timing2.jsonl")), "play at Lan")
        os.kill(processes[0].pid, signal.SIGKILL)
        processes[0].wait(timeout=10)
    except BaseException:
        finish(processes, tmp_path, [])
        raise
    (lan,) = finish(processes, tmp_path, [2])
    # The session ends where the first table stopped (exit 1, as for any stopped table): no crash.
    assert processes[2].returncode == 1 and "Traceback" not in lan and "table stopped: hand 0" in lan, lan
    assert "Host did not come back" in lan, lan
    assert refusal in lan, lan
    assert "the session goes on at a new table" not in lan, lan
    # Lan's files: the first table's, verified; no table of Mallory's making.
    tables = sessions(tmp_path / "h2")
    assert len(tables) == 1 and all(config.continues is None for config, _ in tables.values()), tables


@pytest.mark.parametrize(
    ("attack", "said"),
    [
        ("back-no-ready", "the offer to take back Mallory lapsed: play goes on"),
        ("look-alike-name", "asks its seat back under a name that looks like"),
    ],
)
def test_a_player_asking_back_without_its_ready_or_under_a_look_alike_name_holds_nobody_up(
    tmp_path: Path, attack: str, said: str
) -> None:
    host_args = ["--host", "127.0.0.1:0", "--players", "3", "--hands", "4", "--name", "Host", *WAITS]
    processes = {0: peer(tmp_path, 0, *host_args)}
    try:
        address = host_address(tmp_path)
        processes[1] = peer(tmp_path, 1, "--join", address, "--name", "Lan", *WAITS)
        wait_until(lambda: "Lan joined as East" in text(tmp_path, 0), "Lan seated East")
        # Mallory stops itself in the middle of the first hand, then dies there: a kill timed from the
        # host's first turn landed after that hand had ended when the machine was loaded.
        processes[2] = mallory(tmp_path, 2, address, attack, "--freeze-in-first-hand")
        wait_until(lambda: "stops dead in the first hand" in text(tmp_path, 2), "Mallory stopped in the first hand")
        os.kill(processes[2].pid, signal.SIGKILL)
        processes[2].wait(timeout=10)
        # Mallory's second life is loaded before the next table starts, and goes once it has: loading
        # the program under load took long enough that it asked back only at the last hand (no offer).
        processes[2] = mallory(tmp_path, 2, address, attack, "--start-when", str(tmp_path / "go"))
        wait_until(lambda: "the session goes on at a new table" in text(tmp_path, 0), "the next table", 60)
        (tmp_path / "go").touch()
    except BaseException:
        finish(processes, tmp_path, [])
        raise
    outputs = finish(processes, tmp_path, [0, 1])
    assert [processes[i].returncode for i in (0, 1)] == [0, 0], "\n=====\n".join(outputs)
    assert "ATTACK" in text(tmp_path, 2), text(tmp_path, 2)
    assert said in outputs[0], outputs[0]
    names = [sorted(p.name for p in (tmp_path / f"h{i}").glob("*.tusac")) for i in (0, 1)]
    assert names[0] == names[1], names
    for name in names[0]:
        assert (tmp_path / "h0" / name).read_bytes() == (tmp_path / "h1" / name).read_bytes(), name
    tables = sessions(tmp_path / "h0")
    assert len(tables) == 2, [config.names for config, _ in tables.values()]  # the first table and the bot's
    for config, lines in tables.values():
        assert not look_alike_pairs(list(config.names)), config.names
        # Checked against the table it continues; unsettled only where Mallory, gone, did not sign.
        assert not any("NOT CHECKED" in line for line in lines), lines
        assert all("Mallory did not sign hand 0:" in line for line in lines if "NOT SETTLED" in line), lines
    last = next(config for config, _ in tables.values() if config.continues is not None)
    assert last.bots[2] == "strong"  # Mallory's seat stayed the bot's: the session went on without it
    hands = len(list((tmp_path / "h0").glob(f"{last.table_id.hex()}-hand*.tusac")))
    assert hands == 4, hands
