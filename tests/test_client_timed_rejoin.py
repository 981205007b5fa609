"""Issue 22: after a crash, the Moves log of the hand the player came back to says again where a bot played
for them (their time had run out), as it said before the crash. The notes come from the journal, where the
peer writes each one as it tells it; the others' moves of the replayed hand are told again with them.

The host is a real `tusac peer` process of Tiến lên on 127.0.0.1; the player's first program, an honest
peer whose player never moves (tests/idle_human.py), is killed just after its bot played for it."""

from __future__ import annotations

import signal
from pathlib import Path
from typing import Any

from qt_ui.practice_page import PracticePage
from qt_ui.rejoin_offer import unfinished_tables
from qt_ui.status_words import out_of_time_line
from tests.client_session import client_window, play_first_offered
from tests.test_hostile_peers import Table

LIMIT_MS = 60_000
MINE = "you ran out of time; a bot played for you"


def test_the_moves_log_of_a_rejoined_hand_says_again_where_a_bot_played_for_the_player(
    tmp_path: Path, qtbot: Any
) -> None:
    table = Table(tmp_path)
    table.deadlines = "10,3,4"  # three seconds a move
    table.extra = ["--game", "tienlen"]
    try:
        host = table.peer("Host", "--host", "127.0.0.1:0", "--play", "good", "--rejoin-wait", "120", players=2, hands=2)
        _, line = host.first("hosting on 127.0.0.1:")
        table.module = "tests.idle_human"
        mai = table.peer("Mai", "--join", line.split()[2], "--play", "human", "--rejoin-wait", "120")
        mai.first(MINE, LIMIT_MS / 1000)
        mai.popen.send_signal(signal.SIGKILL)  # in the hand where its bot just played for it
        mai.popen.wait(10)

        win = client_window(tmp_path, qtbot, name="Mai", identity="id-Mai", histories="h-Mai")
        win.refresh_rejoin_offers()
        (unfinished,) = unfinished_tables(tmp_path / "id-Mai")
        win.rejoin(unfinished.role, unfinished.address)
        page = win.practice_page
        assert isinstance(page, PracticePage) and win.practice is not None
        play_first_offered(win.practice)  # back at the keyboard: no new note comes while the test looks
        note = out_of_time_line(None)

        def told_again() -> bool:
            state = win.practice_state
            return state is not None and state.hand_no >= 0 and note in state.log

        qtbot.waitUntil(told_again, timeout=LIMIT_MS)
        state = win.practice_state
        assert state is not None
        log = list(state.log)
        first = next(i for i, text in enumerate(log) if text.startswith("—"))
        at = log.index(note)
        # in the hand it came back to, with the move it is about (as it was told before the crash)
        assert first < at and not any(text.startswith("—") for text in log[first + 1 : at]), log
        assert log[at + 1].startswith("Mai "), ("the note goes just before the move the bot played", log)
        win.leave_practice()
        win.close()
    finally:
        table.close()
