"""Issue 22, a crash at a LAN table of a game played through its plugin (Tiến lên): the player's client
offered "Return to the table" and took the table up on Tứ Sắc's own page, whose reducer cannot read the
game's turns: it showed "Shuffling together…" while the peer played on. The table is taken up on the game's
page now, and its score sheet has the hand played before the crash, read from the signed file. The host is a
real `tusac peer` process on 127.0.0.1; the player's first program, killed, was one too."""

from __future__ import annotations

import re
import signal
from pathlib import Path
from typing import Any

from qt_ui.practice_page import PracticePage
from qt_ui.rejoin_offer import unfinished_tables
from tests.client_session import client_window, hands_ended, play_first_offered
from tests.test_hostile_peers import Table
from tusac_lan.table.history import verify_history

LIMIT_MS = 60_000


def test_a_plugin_games_table_is_taken_up_on_its_own_page_with_the_hands_before(tmp_path: Path, qtbot: Any) -> None:
    table = Table(tmp_path)
    table.extra = ["--game", "tienlen"]
    try:
        host = table.peer("Host", "--host", "127.0.0.1:0", "--play", "good", "--rejoin-wait", "120", players=2, hands=3)
        _, line = host.first("hosting on 127.0.0.1:")
        address = line.split()[2]
        mai = table.peer("Mai", "--join", address, "--play", "good", "--rejoin-wait", "120")
        _, ended = mai.first("hand ", LIMIT_MS / 1000)
        assert re.match(r"hand \d+: ", ended), ended
        mai.popen.send_signal(signal.SIGKILL)  # the player's program dies in the next hand
        mai.popen.wait(10)
        first = next((tmp_path / "h-Mai").glob("*-hand0000.tusac"))
        _, run = verify_history(first.read_bytes())
        assert run.settled_outcome is not None
        before = tuple(run.settled_outcome.payments)

        win = client_window(tmp_path, qtbot, name="Mai", identity="id-Mai", histories="h-Mai")
        win.refresh_rejoin_offers()
        (unfinished,) = unfinished_tables(tmp_path / "id-Mai")
        assert unfinished.game == "tienlen" and unfinished.seats == 4 and unfinished.hands == 3
        win.rejoin(unfinished.role, unfinished.address)
        page = win.practice_page
        assert isinstance(page, PracticePage) and win.pages.currentWidget() is page
        assert win.session is None, "not Tứ Sắc's own table session"
        worker = win.practice
        assert worker is not None

        play_first_offered(worker)

        qtbot.waitUntil(hands_ended(win, 2), timeout=LIMIT_MS)
        state = win.practice_state
        assert state is not None
        assert state.payments[0] == before, (state.payments, before)
        assert page.sheet.rowCount() >= 3  # hand 1 read back, the hand played after the rejoin, the totals
        win.leave_practice()
        win.close()
    finally:
        table.close()
