"""Run inside a network namespace: watch the client's LAN list.

``lan_list_probe.py ADDRESS SECONDS`` prints the tables once some appear (exit 1 if none).
``lan_list_probe.py ADDRESS SECONDS --until-gone`` also waits, after printing them, for the list to
empty again (a filled table withdraws its record; a dead lobby fails the probe) and prints "gone".
"""

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
    until_gone = "--until-gone" in sys.argv
    gone: list[bool] = []

    def changed(tables: list[tuple[str, str]]) -> None:
        if tables and not found:
            found.extend(tables)
            for text, address in found:
                print(f"{text} | {address}", flush=True)
            if not until_gone:
                app.quit()
        elif found and not tables and until_gone:
            gone.append(True)
            print("gone", flush=True)
            app.quit()

    lan = LanTables(interfaces=[sys.argv[1]])
    lan.changed.connect(changed)
    lan.start()
    QTimer.singleShot(int(float(sys.argv[2]) * 1000), app.quit)
    app.exec()
    lan.stop()
    return 0 if found and (gone or not until_gone) else 1


if __name__ == "__main__":
    raise SystemExit(main())
