"""``tusac`` with no command: the desktop client."""

from __future__ import annotations

import os
import sys


def self_test() -> int:
    """``tusac selftest``: one hand against bots, offscreen, and its file verified (qt_ui/self_test.py)."""
    from .self_test import run_self_test

    return run_self_test()


def main(argv: list[str] | None = None) -> int:
    if sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or os.environ.get("QT_QPA_PLATFORM")
    ):
        sys.stderr.write("tusac: no display found; `tusac play` plays at the terminal\n")
        return 2
    from PySide6.QtWidgets import QApplication

    from .main_window import make_window

    app = QApplication(argv if argv is not None else sys.argv)
    app.setApplicationName("tusac-lan")
    app.setOrganizationName("tusac-lan")
    window = make_window()
    window.show()
    return int(app.exec())
