"""Ma Diao after a crash, in real `tusac peer --game madiao` processes on 127.0.0.1 (the harness of
tests/test_rejoin.py), at a table of four seats: a host, a joiner and two bots.

- The joiner is killed with SIGKILL in the middle of the first hand's tricks and started again with the
  same arguments: it replays its journal, rejoins the same hand, and both peers write byte-identical hand
  and session files that verify, every hand settled.
- The joiner is killed for good: once the host has waited for it, the hand stops (on the host's word
  alone, so nobody is named) and the session goes on at a next table with a bot in that seat, to its
  last hand, in files that verify.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
from pathlib import Path

from tests.test_rejoin import all_end_well, host_address, kill_all, marks, peer, wait_until
from tusac_lan.table.history import verify_history
from tusac_lan.table.session_file import verify_session

GAME = ["--game", "madiao"]
HANDS = 2
KILL_AT = 9
"""A turn of the first hand's tricks (four answers to the declarations come first; a hand has 37)."""
HOST = ["--host", "127.0.0.1:0", "--players", "2", "--seats", "4", "--hands", str(HANDS), "--name", "Host"]


def applied(timing: Path) -> list[tuple[int, int]]:
    return [(int(r[1]), int(r[2])) for r in marks(timing) if r[0] == "applied"]  # type: ignore[call-overload]


def kill_joiner_mid_hand(
    tmp: Path, processes: dict[int, subprocess.Popen[str]], *host_extra: str
) -> tuple[list[str], int, int]:
    """Host and joiner started (the host given ``host_extra``); the joiner killed once it applied
    ``KILL_AT`` turns of a hand. Returns the joiner's arguments, that hand and the turn it was killed at."""
    processes[0] = peer(tmp, 0, *GAME, *HOST, *host_extra)
    join = ["--join", host_address(tmp), "--name", "Lan"]
    processes[1] = joiner = peer(tmp, 1, *GAME, *join)
    timing = tmp / "timing1.jsonl"
    wait_until(lambda: any(turn >= KILL_AT for _, turn in applied(timing)), f"turn {KILL_AT} at the joiner")
    hand = next(hand for hand, turn in applied(timing) if turn >= KILL_AT)
    os.kill(joiner.pid, signal.SIGKILL)
    joiner.wait(timeout=10)
    killed_at = max(turn for number, turn in applied(timing) if number == hand)
    assert not any(r[0] == "verdict" and r[1] == hand for r in marks(timing)), "killed after the hand ended"
    timing.rename(tmp / "timing1-before.jsonl")
    return join, hand, killed_at


def test_a_ma_diao_peer_killed_mid_hand_replays_its_journal_and_the_hands_settle(tmp_path: Path) -> None:
    processes: dict[int, subprocess.Popen[str]] = {}
    try:
        join, hand, killed_at = kill_joiner_mid_hand(tmp_path, processes)
        for path in (tmp_path / "id1" / "tables").glob("*/journal"):
            shutil.copyfile(path, tmp_path / "journal-at-kill")
        wait_until(lambda: "waiting for Lan to come back (" in (tmp_path / "out0.txt").read_text("utf-8"), "notice")
        processes[1] = peer(tmp_path, 1, *GAME, *join)
        all_end_well(tmp_path, processes)
    finally:
        kill_all(processes)
    rejoined = [r for r in marks(tmp_path / "timing1.jsonl") if r[0] == "rejoined"]
    assert rejoined and rejoined[0][1] == hand, "the restarted peer did not rejoin its hand"
    assert killed_at <= int(rejoined[0][2]) <= killed_at + 4  # type: ignore[call-overload]
    out = (tmp_path / "out1.txt").read_text("utf-8")
    assert f"back at the table: hand {hand}" in out and "journal entries replayed" in out
    names = [f"hand{number:04d}.tusac" for number in range(HANDS)] + ["session.tusac"]
    for name in names:
        blobs = {next((tmp_path / f"h{i}").glob(f"*{name}")).read_bytes() for i in (0, 1)}
        assert len(blobs) == 1, f"{name}: the peers' files differ"
    for number in range(HANDS):
        history, run = verify_history(next((tmp_path / "h0").glob(f"*hand{number:04d}.tusac")).read_bytes())
        assert history.verdict.ok and history.config.game_id == "madiao" and history.config.seats == 4
        assert run.settled_outcome is not None and sum(run.settled_outcome.payments) == 0
    host = (tmp_path / "out0.txt").read_text("utf-8")
    assert "Lan is back" in host, host


def test_a_ma_diao_session_goes_on_with_a_bot_in_the_seat_of_a_player_who_never_comes_back(tmp_path: Path) -> None:
    processes: dict[int, subprocess.Popen[str]] = {}
    try:
        kill_joiner_mid_hand(tmp_path, processes, "--rejoin-wait", "2", "--deadlines", "4,4,1", "--absent", "continue")
        all_end_well(tmp_path, {0: processes[0]})
    finally:
        kill_all(processes)
    host = (tmp_path / "out0.txt").read_text("utf-8")
    assert "Lan did not come back within 2 s" in host and "session over: 2 hand(s), every audit ok" in host, host
    sessions = {}
    for path in sorted((tmp_path / "h0").glob("*-session.tusac")):
        config, lines = verify_session(path)
        assert config.game_id == "madiao" and lines[-1].startswith("scores: "), lines
        sessions[path.name.split("-")[0]] = lines
    after = next(
        table for table, lines in sessions.items() if any(line.startswith("continues table ") for line in lines)
    )
    left = next(table for table in sessions if table != after)
    assert any(line.startswith("hand 0: stopped: ") for line in sessions[left]), sessions[left]  # the left hand
    assert [line[:9] for line in sessions[after] if line.startswith("hand ")] == ["hand 0: o", "hand 1: o"]
    stopped, _ = verify_history(next((tmp_path / "h0").glob(f"{left}-hand0000.tusac")).read_bytes())
    assert not stopped.verdict.ok
    for number in range(HANDS):  # the next table, a bot in the joiner's seat
        history, run = verify_history(next((tmp_path / "h0").glob(f"{after}-hand{number:04d}.tusac")).read_bytes())
        assert history.config.game_id == "madiao" and history.verdict.ok, history.verdict
        assert history.config.bots[1] == "good" and run.settled_outcome is not None
