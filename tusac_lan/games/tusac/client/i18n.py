"""Qt's translator for the plugin's words (the shell installs the translators; the contexts are the
ones the strings had in the shell, so the committed translations still apply)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate
