"""Seen under Xvfb: a guest whose program was killed during a LAN evening that then ended without it joined
the host's address again from the lobby, and was taken back to its old unfinished hand, where everybody was
"not answering" for five minutes, its score sheet at +0. The desktop client takes an unfinished table up
only while another peer of it still answers with its key (the lobby offers those); otherwise joining is
joining the table there now. The hosts are real `tusac peer` processes on 127.0.0.1."""

from __future__ import annotations

import signal
from pathlib import Path
from typing import Any

from qt_ui.rejoin_offer import unfinished_tables
from tests.client_session import client_window, hands_ended, play_first_offered
from tests.test_hostile_peers import Table
from tests.test_rejoin import wait_until

LIMIT_MS = 60_000


def test_joining_where_an_ended_session_was_left_unfinished_joins_the_table_there_now(
    tmp_path: Path, qtbot: Any
) -> None:
    table = Table(tmp_path)
    table.extra = ["--game", "tienlen"]
    try:
        host = table.peer("Host", "--host", "127.0.0.1:0", "--play", "good", players=2, hands=3)
        _, line = host.first("hosting on 127.0.0.1:")
        address = line.split()[2]
        mai = table.peer("Mai", "--join", address, "--play", "good")
        mai.first("seated as ", LIMIT_MS / 1000)
        # Its journal is written just after it is seated (a kill before that leaves none to come back to).
        wait_until(lambda: bool(unfinished_tables(tmp_path / "id-Mai")), "Mai's journal", LIMIT_MS / 1000)
        mai.popen.send_signal(signal.SIGKILL)  # Mai's program dies; its journal stays unfinished
        mai.popen.wait(10)
        host.popen.send_signal(signal.SIGKILL)  # and that session is over for good
        host.popen.wait(10)
        (left,) = unfinished_tables(tmp_path / "id-Mai")
        assert not left.still_going()
        # The host opens a new table at the same address.
        again = table.peer("Host2", "--host", address, "--play", "good", players=2, hands=1)
        again.first("hosting on 127.0.0.1:")
        win = client_window(tmp_path, qtbot, name="Mai", identity="id-Mai", histories="h-Mai-desk")
        win.lobby.choose_game("tienlen")
        page = win.join_game("tienlen", address, "")
        assert page is not None and win.practice is not None
        worker = win.practice

        play_first_offered(worker)

        qtbot.waitUntil(hands_ended(win, 1), timeout=LIMIT_MS)
        state = win.practice_state
        assert state is not None
        assert "Host2" in state.names, state.names
        win.leave_practice()
        win.close()
    finally:
        table.close()
