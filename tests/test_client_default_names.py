"""A default name follows the player's language: the store keeps that the name is the default, not its
text, and a table name the player has not changed follows the player's name."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from qt_ui.i18n import use_language
from qt_ui.main_window import MainWindow, make_window


def store_at(tmp_path: Path, language: str, name: str | None = None) -> QSettings:
    store = QSettings(str(tmp_path / "client.ini"), QSettings.Format.IniFormat)
    store.setValue("identity_dir", str(tmp_path / "id"))
    store.setValue("language", language)
    if name is not None:
        store.setValue("name", name)
    return store


def opened(store: QSettings, tmp_path: Path, qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    win = make_window(store, tmp_path / "histories", discovery=False)
    qtbot.addWidget(win)
    return win


def switched(win: MainWindow, code: str, qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    win.choose_language(code)
    new = win.successor
    assert new is not None
    qtbot.addWidget(new)
    return new


def test_the_default_names_follow_a_change_of_language(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = opened(store_at(tmp_path, "en"), tmp_path, qtbot)
    assert (win.lobby.name.text(), win.lobby.table_name.text()) == ("Player", "Player's table")
    vietnamese = switched(win, "vi", qtbot)
    assert vietnamese.settings.name == "Người chơi"
    assert (vietnamese.lobby.name.text(), vietnamese.lobby.table_name.text()) == ("Người chơi", "Bàn của Người chơi")
    assert QSettings(str(tmp_path / "client.ini"), QSettings.Format.IniFormat).value("name") == ""
    japanese = switched(vietnamese, "ja", qtbot)
    assert (japanese.lobby.name.text(), japanese.lobby.table_name.text()) == ("プレイヤー", "プレイヤーの卓")
    japanese.close()
    use_language("en")


def test_a_default_name_saved_by_an_older_client_in_english_is_shown_in_vietnamese(  # type: ignore[no-untyped-def]
    tmp_path: Path, qtbot
) -> None:
    win = opened(store_at(tmp_path, "vi", name="Player"), tmp_path, qtbot)
    assert (win.lobby.name.text(), win.lobby.table_name.text()) == ("Người chơi", "Bàn của Người chơi")
    win.settings.save(win.store)
    assert win.store.value("name") == ""
    win.close()
    use_language("en")


def test_chosen_names_are_kept_and_an_unchanged_table_name_follows_the_players(  # type: ignore[no-untyped-def]
    tmp_path: Path, qtbot
) -> None:
    win = opened(store_at(tmp_path, "en"), tmp_path, qtbot)
    win.lobby.name.setText("Mai")
    win.lobby.name.editingFinished.emit()
    assert win.settings.name == "Mai" and not win.settings.default_name
    assert win.lobby.table_name.text() == "Mai's table"
    win.lobby.table_name.setText("Friday at Mai's")
    win.lobby.name.setText("Mai Anh")
    win.lobby.name.editingFinished.emit()
    assert win.lobby.table_name.text() == "Friday at Mai's"
    vietnamese = switched(win, "vi", qtbot)
    assert (vietnamese.lobby.name.text(), vietnamese.lobby.table_name.text()) == ("Mai Anh", "Friday at Mai's")
    vietnamese.close()
    use_language("en")
