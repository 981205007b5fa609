"""Issue 24, point 2 at the end of a hand, with real processes on 127.0.0.1: Mai and Tuan crash (SIGKILL,
each by itself: ``tests/hostile_peer.py``'s ``crash-before-*``) once the hand is played to its end, just
before they open their seeds, or just before they sign the hand's file. Host and Lan settle the hand
between themselves with one identical verified file and go on: the next hand, which waits for the two in
vain, is voided among them as in play, and the session goes on with bots in the two empty seats to its end.
Before, both waited until "no progress" ended the session."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_rejoin import ROOT, host_address, peer
from tests.test_two_lost import NAMES, WAITS, every_output, same_files, stop_all, the_two_left_end


def crash_two(tmp_path: Path, processes: dict[int, subprocess.Popen[str]], attack: str, game: str) -> None:
    """Host and Lan (honest) with Mai and Tuan, who crash at ``attack``, at a table of two hands of ``game``."""
    host_args = ["--host", "127.0.0.1:0", "--players", "4", "--hands", "2", "--name", "Host", "--game", game, *WAITS]
    processes[0] = peer(tmp_path, 0, *host_args)
    address = host_address(tmp_path)
    processes[1] = peer(tmp_path, 1, "--join", address, "--name", "Lan", "--game", game)
    for index in (2, 3):
        with open(tmp_path / f"out{index}.txt", "w", encoding="utf-8") as log:
            processes[index] = subprocess.Popen(
                [sys.executable, "-m", "tests.hostile_peer", "--join", address, "--attack", attack]
                + ["--name", NAMES[index], "--game", game, "--identity", str(tmp_path / f"id{index}"), *WAITS],
                cwd=ROOT,
                stdout=log,
                stderr=subprocess.STDOUT,
                text=True,
            )


@pytest.mark.parametrize(
    ("attack", "said", "game"),
    [
        ("crash-before-seed", "open", "tusac"),
        ("crash-before-record", "record", "tusac"),
        ("crash-before-seed", "open", "kuaho"),
    ],
)
def test_two_peers_lost_at_the_end_of_a_hand_leave_one_file_and_the_two_left_go_on_with_bots(
    tmp_path: Path, attack: str, said: str, game: str
) -> None:
    """Kuaho: the result stands where the public cards decide it (unless the winner laid a secret), else the
    hand is void, naming nobody, and the session goes on with bots all the same."""
    processes: dict[int, subprocess.Popen[str]] = {}
    try:
        crash_two(tmp_path, processes, attack, game)
        the_two_left_end(tmp_path, processes)
    finally:
        stop_all(processes)
    everything = every_output(tmp_path, processes)
    for index in (2, 3):
        assert f"crashes instead of sending its {said}" in (tmp_path / f"out{index}.txt").read_text("utf-8"), everything
    assert [processes[i].returncode for i in (0, 1)] == [0, 0], everything
    verified = [history for history, _ in same_files(tmp_path, everything)]
    first = min((history for history in verified if NAMES[2] in history.config.names), key=lambda h: h.hand_no)
    here = sorted(first.config.names.index(name) for name in NAMES[:2])
    assert first.signers == here, (first.signers, everything)
    absent = sorted(first.config.names.index(name) for name in NAMES[2:])
    lost = f"seats {absent} stopped answering at once"
    if first.verdict.reason.startswith(f"{lost} (seat ") and "withheld its move" in first.verdict.reason:
        # A crasher that made the hand's last move dies as it goes to send its seed: the move can die with it,
        # still in its process's buffers (seen in CI), and the two left then void the hand in play.
        assert attack == "crash-before-seed" and first.verdict.seat == -1, first.verdict
    elif attack == "crash-before-record":
        assert first.verdict.ok, first.verdict
    elif first.verdict.ok:
        assert first.verdict.reason.startswith(f"the result stands; {lost}"), first.verdict
    else:
        assert game == "kuaho" and first.verdict.reason.startswith(f"the hand is void; {lost}"), first.verdict
        assert first.verdict.seat == -1, "a crash names nobody"
    tables = {history.config.table_id for history in verified}
    assert len(tables) == 2, "no next table with bots in the empty seats"
    # The next hand at the first table waits for the two in vain (voided among the two left, as in play);
    # the next table's hand, with bots in their seats, is played out.
    rest = [history for history in verified if history is not first]
    for history in rest:
        assert history.verdict.ok or history.verdict.reason.startswith(lost), history.verdict
    assert any(history.verdict.ok and NAMES[2] not in history.config.names for history in rest), everything
