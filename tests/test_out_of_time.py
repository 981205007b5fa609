"""Issue 22, point 1: a player whose time to move runs out at a real LAN table of two `tusac peer`
processes on 127.0.0.1. The host's player never chooses a move (tests/idle_human.py); its own peer plays
each one with the stand-in bot before the table's move deadline, so the hand ends with a result, nobody
is named, and the other peer's player is told that a bot played for the host's."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.test_hostile_peers import Process, Table, agreed_verdict

PROTOCOL, MOVE, GRACE = 10.0, 3.0, 4.0
DEADLINES = f"{PROTOCOL:g},{MOVE:g},{GRACE:g}"
MINE = "you ran out of time; a bot played for you"
THEIRS = "Host ran out of time; a bot played for them"


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Table]:
    table = Table(tmp_path)
    table.deadlines = DEADLINES
    yield table
    table.close()


def _count(process: Process, text: str) -> int:
    return sum(text in line for _, line in process.lines)


def test_a_player_who_never_moves_is_played_for_by_its_own_peer_and_nobody_is_named(table: Table) -> None:
    # Two hands: a deal can end before the host's player has anything to choose (CI once met one whose
    # North won at its first turn, so no clock ran); two such deals in a row do not come.
    command = ["-m", "tests.idle_human", "peer", "--host", "127.0.0.1:0", "--players", "2", "--hands", "2"]
    command += ["--play", "human", "--name", "Host", "--timeout", "40", "--deadlines", DEADLINES]
    command += ["--identity", str(table.tmp / "id-Host"), "--history-dir", str(table.tmp / "h-Host")]
    host = table.start("Host", command)
    _, line = host.first("hosting on 127.0.0.1:")
    guest = table.peer("Guest", "--join", line.split()[2])
    host.first(f"deadlines: {PROTOCOL:g} s a message, {MOVE:g} s a move", limit=60)
    table.wait([host, guest])
    for process in (host, guest):
        assert process.popen.returncode == 0, process.output()
        assert not any("stopped: " in line for _, line in process.lines), process.output()
        assert any("every audit ok" in line for _, line in process.lines), process.output()
    mine, theirs = _count(host, MINE), _count(guest, THEIRS)
    print(f"the host's bot played {mine} of its moves; the guest was told of {theirs}")
    assert mine >= 1, host.output()
    assert theirs == mine, guest.output()
    # The host's own clock was shown, with a warning before it ran out.
    assert _count(host, "to choose, then a bot plays this move for you") >= mine, host.output()
    assert _count(host, "hurry: ") >= 1, host.output()
    ok, named, reason = agreed_verdict(table, [host, guest])
    assert ok and named == -1, reason
