"""Tứ Sắc at 2 and 3 seats in the desktop client: Play now at the chosen seat count, the table, the result,
the score sheet and the history page of such a session."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.test_client import drive, window
from tusac_lan.table.history import verify_history


@pytest.mark.parametrize("seats", [3, 2])
def test_a_two_hand_session_at_fewer_seats_by_clicking(tmp_path: Path, qtbot, seats: int) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, "Lan", qtbot)
    lobby = win.lobby
    lobby.choose_game("tusac")
    assert [lobby.seat_count.itemData(i) for i in range(lobby.seat_count.count())] == [2, 3, 4]
    lobby.seat_count.setCurrentIndex(lobby.seat_count.findData(seats))
    assert [box.isVisibleTo(lobby) for box in lobby.bot_seats] == [seat < seats for seat in (1, 2, 3)]
    lobby.hands.setValue(2)
    lobby.bot_level.setCurrentIndex(lobby.bot_level.findData("beginner"))
    qtbot.mouseClick(lobby.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.pages.currentWidget() is win.table_page, timeout=10_000)
    page = win.table_page
    drive([win], qtbot)
    view = page.result_view
    snap = page.snapshot
    assert snap is not None and snap.ended is not None and len(snap.ended.scores) == seats
    assert len(view.payment_texts) == seats and all(view.payment_texts)
    assert view.verdict.text().startswith("✔ Fair deal: verified")
    assert len(page.table.scene.names) == seats
    qtbot.mouseClick(view.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.snapshot is not None and page.snapshot.hand_no == 1, timeout=30_000)
    drive([win], qtbot)
    qtbot.waitUntil(lambda: view.play_again_button.isVisible(), timeout=30_000)
    sheet = view.final_sheet
    assert sheet.columnCount() == 2 + seats
    totals = [int(sheet.text_at(2, column)) for column in range(2, 2 + seats)]
    snap = page.snapshot
    assert snap is not None and tuple(totals) == snap.scores and sum(totals) == 0
    win.leave()
    files = sorted((tmp_path / "Lan-histories").glob("*-hand*.tusac"))
    assert len(files) == 2
    for file in files:
        history, _ = verify_history(file.read_bytes())
        assert history.verdict.ok and history.config.seats == seats
    # The session file opens in the history page as a score sheet of ``seats`` columns.
    own = next((tmp_path / "Lan-histories").glob("*-session.tusac"))
    win.open_history(str(own))
    history_page = win.history
    qtbot.waitUntil(lambda: history_page.session is not None, timeout=60_000)
    assert history_page.verdict.text().startswith("✔ Session verified"), history_page.verdict.text()
    assert [int(history_page.sheet.text_at(2, column)) for column in range(2, 2 + seats)] == totals
    # And a hand file opens and steps.
    win.open_history(str(files[0]))
    qtbot.waitUntil(lambda: history_page.session is None and history_page.verdict.text().startswith("✔"), timeout=60_000)
    win.close()
