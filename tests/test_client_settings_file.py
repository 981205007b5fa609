"""The client's settings file as a player edits it by hand."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from qt_ui.settings import ClientSettings


def test_deadlines_written_without_quotes_are_read_as_written(tmp_path: Path) -> None:
    """QSettings reads ``deadlines=30,40`` as a list: the table's deadlines must not fall back silently."""
    path = tmp_path / "client.conf"
    path.write_text("[General]\ndeadlines=30,40\n", encoding="utf-8")
    settings = ClientSettings.load(QSettings(str(path), QSettings.Format.IniFormat))
    assert settings.deadlines == "30,40"
    assert settings.table_deadlines() is not None and settings.table_deadlines()[:2] == (30.0, 40.0)  # type: ignore[index]


def test_the_lobby_shows_the_hands_and_addresses_of_the_last_run(tmp_path: Path, qtbot: Any) -> None:
    """Seen in a real window: the lobby forgot Hands and both addresses between runs."""
    from qt_ui.main_window import make_window

    path = tmp_path / "client.conf"
    store = QSettings(str(path), QSettings.Format.IniFormat)
    store.setValue("identity_dir", str(tmp_path / "id"))
    first = make_window(store, tmp_path / "h", discovery=False)
    qtbot.addWidget(first)
    assert first.lobby.hands.value() == 8 and first.lobby.host_address.text() == "0.0.0.0:7777"
    first.lobby.hands.setValue(5)
    first.lobby.host_address.setText("127.0.0.1:7788")
    first.lobby.address.setText("127.0.0.1:1")  # nothing listens there: the join fails at once
    first.lobby.join_table.emit("127.0.0.1:1", "")
    store.sync()
    again = make_window(QSettings(str(path), QSettings.Format.IniFormat), tmp_path / "h", discovery=False)
    qtbot.addWidget(again)
    lobby = again.lobby
    shown = (lobby.hands.value(), lobby.host_address.text(), lobby.address.text())
    assert shown == (5, "127.0.0.1:7788", "127.0.0.1:1")
    first.cancel_attempt()
    for window in (first, again):
        window.close()
    path.write_text("[General]\nhands=oops\n", encoding="utf-8")
    assert ClientSettings.load(QSettings(str(path), QSettings.Format.IniFormat)).hands == 8
