"""Run inside a network namespace: list the tables the client's LAN browser finds (exit 1 if none)."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from qt_ui.lan import LanTables


def main() -> int:
    app = QApplication([])
    found: list[tuple[str, str]] = []

    def changed(tables: list[tuple[str, str]]) -> None:
        if tables:
            found.extend(tables)
            app.quit()

    lan = LanTables(interfaces=[sys.argv[1]])
    lan.changed.connect(changed)
    lan.start()
    QTimer.singleShot(int(float(sys.argv[2]) * 1000), app.quit)
    app.exec()
    lan.stop()
    for text, address in found:
        print(f"{text} | {address}")
    return 0 if found else 1


if __name__ == "__main__":
    raise SystemExit(main())
