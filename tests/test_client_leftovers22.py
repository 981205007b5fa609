"""Leftovers of issue 22 in the desktop client: the window names the game of the table, the title bar's X
asks during a table as Quit does, status lines show whole, notices go when they stop being true, the player
is told where the log of a failure is, and bots' names are in the player's language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMessageBox

from qt_ui.main_window import MainWindow, make_window

LIMIT_MS = 60_000


def window(tmp_path: Path, qtbot: Any, language: str) -> MainWindow:
    store = QSettings(str(tmp_path / f"{language}.ini"), QSettings.Format.IniFormat)
    store.setValue("identity_dir", str(tmp_path / "id"))
    store.setValue("name", "Me")
    store.setValue("bot_pace_ms", 0)
    store.setValue("animation_ms", 0)
    store.setValue("language", language)
    win = make_window(store, tmp_path / "histories", discovery=False)
    qtbot.addWidget(win)
    win.show()
    return win


def test_the_window_title_names_the_game_of_the_table_in_the_players_language(tmp_path: Path, qtbot: Any) -> None:
    titles = {"vi": {}, "ja": {}, "en": {}}
    for language, seen in titles.items():
        win = window(tmp_path / language, qtbot, language)
        assert "Tứ Sắc" in win.windowTitle()
        for game_id in ("tienlen", "kuaho", "madiao"):
            page = win.play_game(game_id, 4, "beginner", 1)
            assert page is not None
            qtbot.waitUntil(lambda page=page: page.snapshot is not None, timeout=LIMIT_MS)
            game = page.plugin.title()
            seen[game_id] = game
            assert game in win.windowTitle() and "Tứ Sắc" not in win.windowTitle(), (language, win.windowTitle())
            win.leave_practice()
            assert "Tứ Sắc" in win.windowTitle()
        win.lobby.choose_game("kuaho")
        assert seen["kuaho"] in win.windowTitle(), "the lobby names the game chosen there"
        win.close()
    assert titles["vi"]["tienlen"] == "Tiến lên" and titles["ja"]["kuaho"] != titles["en"]["kuaho"]


class TitleBarClose(QCloseEvent):
    """The close event the window system sends when the player clicks the title bar's X (spontaneous: Qt
    makes such an event only for the window system, which offscreen tests do not have)."""

    def spontaneous(self) -> bool:
        return True


def title_bar_close(win: MainWindow) -> bool:
    """Click the title bar's X: True if the window took the close."""
    event = TitleBarClose()
    win.closeEvent(event)
    if event.isAccepted():
        win.hide()
    return event.isAccepted()


def test_the_title_bars_close_during_a_table_asks_as_quit_does(tmp_path: Path, qtbot: Any) -> None:
    win = window(tmp_path, qtbot, "en")
    win.lobby.hands.setValue(2)
    qtbot.mouseClick(win.lobby.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: win.table_page.snapshot is not None and win.table_page.snapshot.view is not None, timeout=LIMIT_MS
    )
    page = win.table_page
    assert not title_bar_close(win)
    qtbot.waitUntil(lambda: page.leave_question is not None and page.leave_question.isVisible(), timeout=5_000)
    question = page.leave_question
    assert question is not None and "Quit tusac-lan?" in question.text()
    qtbot.mouseClick(question.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert win.isVisible() and win.pages.currentWidget() is page and win.session is not None, "Stay stays"
    assert not title_bar_close(win)
    qtbot.waitUntil(lambda: page.leave_question is not None and page.leave_question.isVisible(), timeout=5_000)
    question = page.leave_question
    assert question is not None
    qtbot.mouseClick(question.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not win.isVisible(), timeout=5_000)
    assert win.session is None


def test_the_title_bars_close_in_the_lobby_closes_at_once(tmp_path: Path, qtbot: Any) -> None:
    win = window(tmp_path, qtbot, "en")
    assert title_bar_close(win)
