"""Run by tests/test_window_frame.py under a real X display with a window manager: shows the client's window
as a first start does (no saved place) and prints, once the window manager's frame is known, the screen's
available area and the window's frame as ``x y width height`` each, on one line (as soon as the frame fits,
else after LIMIT_MS), then how far the lobby scrolls with a hosted table's seats and message shown."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QScrollArea

if TYPE_CHECKING:
    from qt_ui.lobby_page import LobbyPage

LIMIT_MS = 10_000


def show_a_hosted_table(lobby: LobbyPage) -> None:
    """The lobby as its player hosts a table on the LAN: the seats, the rule line and the hosting message."""
    for line in ("Mai (host) — South — ready", "East: waiting for a player", "North: good bot", "West: good bot"):
        lobby.add_seat(line)
    lobby.add_seat("Coach: off")
    lobby.show_message("Hosting on 192.168.1.20:7777 — table code K7Q2: players need the address and the code")


def main() -> int:
    app = QApplication(sys.argv)
    from qt_ui.main_window import make_window

    folder = Path(tempfile.mkdtemp())
    store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("identity_dir", str(folder / "id"))
    store.setValue("language", "en")
    win = make_window(store, folder / "histories", discovery=False)
    win.show()

    def check() -> None:
        area, frame = win.screen().availableGeometry(), win.frameGeometry()
        framed = frame != win.geometry()
        if not (framed and area.contains(frame)) and waited.remainingTime() > 0:
            return  # not framed yet, or not fitted (yet): the answer is the frame at the time limit
        poll.stop()
        print(*(n for r in (area, frame) for n in (r.x(), r.y(), r.width(), r.height())), flush=True)
        show_a_hosted_table(win.lobby)
        QTimer.singleShot(500, hosted)  # the layouts settle

    def hosted() -> None:
        scroller = win.lobby.findChild(QScrollArea)
        print(scroller.verticalScrollBar().maximum() if scroller is not None else -1, flush=True)
        app.quit()

    waited = QTimer()
    waited.setSingleShot(True)
    waited.start(LIMIT_MS)
    poll = QTimer()
    poll.timeout.connect(check)
    poll.start(50)
    app.exec()
    win.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
