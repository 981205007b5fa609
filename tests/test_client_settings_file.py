"""The client's settings file as a player edits it by hand."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from qt_ui.settings import ClientSettings


def test_deadlines_written_without_quotes_are_read_as_written(tmp_path: Path) -> None:
    """QSettings reads ``deadlines=30,40`` as a list: the table's deadlines must not fall back silently."""
    path = tmp_path / "client.conf"
    path.write_text("[General]\ndeadlines=30,40\n", encoding="utf-8")
    settings = ClientSettings.load(QSettings(str(path), QSettings.Format.IniFormat))
    assert settings.deadlines == "30,40"
    assert settings.table_deadlines() is not None and settings.table_deadlines()[:2] == (30.0, 40.0)  # type: ignore[index]
