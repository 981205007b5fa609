"""Issue 22 point 3, at a LAN host with a real `tusac peer` guest on 127.0.0.1: after a session ends and
the host plays again, the new session's side sheet and result view hold its own hands only, never a row
or a total of the session before."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from qt_ui.i18n import use_language

from .test_client_play_again import answers, session_over, stop
from .test_client_seat_handover import client, play
from .test_rejoin import peer

LIMIT = 150.0


def test_a_lan_hosts_new_session_shows_no_row_of_the_session_before(tmp_path: Path, qtbot: Any) -> None:
    use_language("en")
    end = time.monotonic() + LIMIT
    win = client(tmp_path, qtbot)
    page = win.table_page
    view = page.result_view
    guests: list[subprocess.Popen[str]] = []
    try:
        win.lobby.host_address.setText("127.0.0.1:0")
        for box, level in zip(win.lobby.seat_plan, ("player", "beginner", "beginner"), strict=True):
            box.setCurrentIndex(box.findData(level))
        win.lobby.hands.setValue(1)
        qtbot.mouseClick(win.lobby.host_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(win.hosted_at), timeout=20_000)
        address = win.hosted_at
        guests.append(peer(tmp_path, 1, "--join", address, "--name", "Lan"))
        play(win, qtbot, lambda: session_over(win), end)
        guests[0].wait(timeout=max(1.0, end - time.monotonic()))
        assert view.final_sheet.rowCount() == 2 and page.sheet.rowCount() == 2  # its hand and the totals
        first = win.session
        qtbot.mouseClick(view.play_again_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: win.hosted_at == address and answers(address), timeout=20_000)
        guests.append(peer(tmp_path, 1, "--join", address, "--name", "Lan"))
        qtbot.waitUntil(lambda: win.pages.currentWidget() is page, timeout=30_000)
        assert win.session is not first
        assert page.sheet.rowCount() == 1, "the new session's side sheet starts empty"
        assert [page.sheet.text_at(0, column) for column in range(1, 5)] == ["+0"] * 4
        assert not view.play_again_button.isVisible()
        play(win, qtbot, lambda: session_over(win), end)
        snap = page.snapshot
        assert snap is not None and snap.hand_no == 0
        for sheet in (view.final_sheet, page.sheet):
            assert sheet.rowCount() == 2, "one hand and the totals: no row of the session before"
        totals = [view.final_sheet.text_at(1, column) for column in range(2, 6)]
        assert totals == [f"{score:+d}" for score in snap.scores], (totals, snap.scores)
        assert [page.sheet.text_at(1, column) for column in range(1, 5)] == totals
    finally:
        stop(guests)
        win.close()
