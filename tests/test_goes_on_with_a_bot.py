"""A game of a client plugin when a player does not come back: at a table of a host, a joiner and bots
(Kuaho at four seats, Tiến lên at three) the joiner's process is killed with SIGKILL in the middle of the
first hand and never started again. Past the wait for it (``--rejoin-wait``), the host goes on
(``--absent continue``, the default) with a bot in the absent seat, the session ends, and its files
verify. Real `tusac peer --game GAME` processes on 127.0.0.1 (the harness of tests/test_rejoin.py)."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from tests.test_rejoin import host_address, kill_all, marks, peer, wait_until
from tusac_lan.table.history import verify_history
from tusac_lan.table.session_file import verify_session

KILL_AT = 6
"""The deal and the first lead (Tiến lên) or draw (Kuaho) are behind; a hand lasts many turns more."""


@pytest.mark.parametrize(("game", "seats"), [("kuaho", 4), ("tienlen", 3)])
def test_a_table_goes_on_with_a_bot_for_a_player_who_does_not_come_back(tmp_path: Path, game: str, seats: int) -> None:
    host_args = ["--host", "127.0.0.1:0", "--players", "2", "--seats", str(seats), "--hands", "2", "--name", "Host"]
    # Short deadlines: past the wait they run for the absent seat, and nothing else is slow at this table.
    processes = {0: peer(tmp_path, 0, "--game", game, *host_args, "--rejoin-wait", "3", "--deadlines", "8,8,2")}
    try:
        address = host_address(tmp_path)
        processes[1] = peer(tmp_path, 1, "--game", game, "--join", address, "--name", "Lan")
        timing = tmp_path / "timing1.jsonl"
        wait_until(lambda: any(r[0] == "applied" and int(r[2]) >= KILL_AT for r in marks(timing)), "the turn")  # type: ignore[call-overload]
        os.kill(processes[1].pid, signal.SIGKILL)
        processes[1].wait(timeout=10)
        processes[0].wait(timeout=200)
        out = (tmp_path / "out0.txt").read_text("utf-8")
        assert processes[0].returncode == 0, out
    finally:
        kill_all(processes)
    assert "Lan did not come back within 3 s" in out and "the session goes on at a new table" in out, out
    folder = tmp_path / "h0"
    tables = sorted({path.name.split("-")[0] for path in folder.glob("*.tusac")})
    hands = {table: sorted(folder.glob(f"{table}-hand*.tusac")) for table in tables}
    assert len(tables) == 2, tables  # the table Lan left, and the one a bot took its seat at
    left, later = sorted(tables, key=lambda table: len(hands[table]))
    history, _ = verify_history(hands[left][0].read_bytes())
    assert not history.verdict.ok and history.verdict.seat == -1  # the host's word alone names nobody
    assert history.config.game_id == game and history.config.seats == seats and history.config.names[1] == "Lan"
    config, _ = verify_session(folder / f"{later}-session.tusac")
    assert config.game.id == game and config.seats == seats and config.names[1] != "Lan" and config.bots[1]
    assert len(hands[later]) == 2
    for path in hands[later]:
        history, run = verify_history(path.read_bytes())
        assert history.verdict.ok and run.settled_outcome is not None, history.verdict
        assert history.config.game_id == game and sum(run.settled_outcome.payments) == 0
