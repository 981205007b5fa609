"""Issue 22 point 5, with real `tusac peer` processes on 127.0.0.1: after a LAN session the lobby says what
is true (no "hosting at …" with nothing listening), and Play again opens the same table again for the same
players: the host hosts again at the same address, and a guest joins it again once the host opens it."""

from __future__ import annotations

import socket
import subprocess
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from qt_ui.i18n import use_language
from qt_ui.main_window import MainWindow

from .test_client_seat_handover import client, play
from .test_rejoin import peer

LIMIT = 90.0


def answers(address: str) -> bool:
    host, port = address.rsplit(":", 1)
    try:
        with socket.create_connection((host, int(port)), timeout=0.5):
            return True
    except OSError:
        return False


def session_over(win: MainWindow) -> bool:
    return win._session_closed and win.table_page.result_view.play_again_button.isVisible()


def stop(processes: list[subprocess.Popen[str]]) -> None:
    for process in processes:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_the_host_plays_again_at_the_same_address_and_the_lobby_tells_the_truth(tmp_path: Path, qtbot: Any) -> None:
    use_language("en")
    end = time.monotonic() + LIMIT
    win = client(tmp_path, qtbot)
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
        assert not answers(address)
        qtbot.mouseClick(win.table_page.result_view.play_again_button, Qt.MouseButton.LeftButton)
        assert win.pages.currentWidget() is win.lobby
        assert win.focusWidget() is win.lobby.seats, win.focusWidget()  # not a button or field a key would use
        qtbot.waitUntil(lambda: win.hosted_at == address and answers(address), timeout=20_000)
        assert win.lobby.message.text() == f"Hosting on {address} — players can join this address"
        assert win.lobby.start_now_button.isVisibleTo(win.lobby)
        guests.append(peer(tmp_path, 1, "--join", address, "--name", "Lan"))
        qtbot.waitUntil(lambda: win.pages.currentWidget() is win.table_page, timeout=30_000)
        snap = win.table_page.snapshot
        assert snap is not None and snap.names[:2] == ("Mai", "Lan") and snap.hand_no == 0
        win.leave()  # mid-session: the lobby no longer says it hosts
        assert win.hosted_at == "" and win.lobby.message.text() == "You left the table."
        assert not win.lobby.cancel_button.isVisibleTo(win.lobby)
        assert win.lobby.seats.count() == 0
    finally:
        stop(guests)
        win.close()


def test_a_guest_plays_again_once_the_host_opens_the_same_table(tmp_path: Path, qtbot: Any) -> None:
    use_language("en")
    end = time.monotonic() + LIMIT
    with socket.socket() as spare:
        spare.bind(("127.0.0.1", 0))
        address = f"127.0.0.1:{spare.getsockname()[1]}"
    win = client(tmp_path, qtbot)
    hosts: list[subprocess.Popen[str]] = []
    host_args = ("--host", address, "--players", "2", "--hands", "1", "--name", "Hoa")
    try:
        hosts.append(peer(tmp_path, 2, *host_args))
        win.lobby.address.setText(address)
        qtbot.mouseClick(win.lobby.join_button, Qt.MouseButton.LeftButton)
        play(win, qtbot, lambda: session_over(win), end)
        hosts[0].wait(timeout=max(1.0, end - time.monotonic()))
        qtbot.mouseClick(win.table_page.result_view.play_again_button, Qt.MouseButton.LeftButton)
        assert win.lobby.message.text() == f"Waiting for the host to open the table at {address} again…"
        assert win.focusWidget() is win.lobby.cancel_button, win.focusWidget()
        assert win.lobby.cancel_button.isVisibleTo(win.lobby)
        qtbot.waitUntil(lambda: win.session is not None and win._attempt == "join", timeout=5_000)
        hosts.append(peer(tmp_path, 2, *host_args))
        qtbot.waitUntil(lambda: win.pages.currentWidget() is win.table_page, timeout=30_000)
        snap = win.table_page.snapshot
        assert snap is not None and snap.names[0] == "Hoa" and "Mai" in snap.names
        win.leave()
        assert win.lobby.message.text() == "You left the table."
    finally:
        stop(hosts)
        win.close()
