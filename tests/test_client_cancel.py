"""Issue 22 point 6: hosting and joining from the lobby can be cancelled at every stage, with a button that
works and leaves no stuck state (the hosted address stops answering; the lobby can host or join again)."""

from __future__ import annotations

import socket
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from qt_ui.i18n import use_language
from qt_ui.main_window import MainWindow
from tests.client_session import client_window


def window(tmp_path: Path, qtbot: Any) -> MainWindow:
    return client_window(tmp_path, qtbot, name="Mai", ini="client.ini", identity="id", pace_ms=None, animation_ms=None)


def answers(address: str) -> bool:
    host, port = address.rsplit(":", 1)
    try:
        with socket.create_connection((host, int(port)), timeout=0.5):
            return True
    except OSError:
        return False


def host(win: MainWindow, qtbot: Any) -> str:
    win.lobby.host_address.setText("127.0.0.1:0")
    for box, level in zip(win.lobby.seat_plan, ("player", "beginner", "beginner"), strict=True):
        box.setCurrentIndex(box.findData(level))
    qtbot.mouseClick(win.lobby.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(win.hosted_at), timeout=20_000)
    return win.hosted_at


def test_a_hosted_table_is_closed_by_cancel_and_the_lobby_can_host_again(tmp_path: Path, qtbot: Any) -> None:
    use_language("en")
    win = window(tmp_path, qtbot)
    assert not win.lobby.cancel_button.isVisibleTo(win.lobby)
    address = host(win, qtbot)
    assert answers(address) and win.lobby.cancel_button.isVisibleTo(win.lobby)
    qtbot.mouseClick(win.lobby.cancel_button, Qt.MouseButton.LeftButton)
    assert win.session is None and not win.lobby.cancel_button.isVisibleTo(win.lobby)
    assert win.lobby.message.text() == "You closed the table you were hosting."
    qtbot.waitUntil(lambda: not answers(address), timeout=5_000)
    again = host(win, qtbot)
    assert answers(again) and win.lobby.cancel_button.isVisibleTo(win.lobby)
    qtbot.mouseClick(win.lobby.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not answers(again), timeout=5_000)
    win.close()


def test_joining_where_nothing_answers_is_cancelled_at_once(tmp_path: Path, qtbot: Any) -> None:
    use_language("en")
    win = window(tmp_path, qtbot)
    with socket.socket() as spare:
        spare.bind(("127.0.0.1", 0))
        address = f"127.0.0.1:{spare.getsockname()[1]}"  # bound, never listening: nothing answers there
        win.lobby.address.setText(address)
        qtbot.mouseClick(win.lobby.join_button, Qt.MouseButton.LeftButton)
        assert win.lobby.message.text() == f"Joining {address}…"
        assert win.lobby.cancel_button.isVisibleTo(win.lobby)
        qtbot.mouseClick(win.lobby.cancel_button, Qt.MouseButton.LeftButton)
        assert win.session is None and not win.lobby.cancel_button.isVisibleTo(win.lobby)
        assert win.lobby.message.text() == "You stopped joining the table."
        assert win.lobby.join_button.isEnabled() and win.lobby.host_button.isEnabled()
    win.close()
