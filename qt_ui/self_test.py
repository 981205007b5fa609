"""``tusac selftest``: the desktop client plays one hand against bots by itself, offscreen, and the hand's
history file is verified. A download (the bundle of scripts/build_bundle.py) or an install checks itself
with it: Qt, the fonts, the engine, the fair deal, the signatures and the files all take part."""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

LIMIT = 240.0
"""Seconds the hand may take before the self-test gives up."""


def run_self_test() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory(prefix="tusac-selftest-") as folder:
        return _play_and_verify(app, Path(folder))


def _play_and_verify(app: QApplication, work: Path) -> int:
    from PySide6.QtCore import QSettings, QTimer

    from tusac_lan.table.history import HistoryError, verify_history

    from .main_window import make_window
    from .plugin import own_pages
    from .table_page import TablePage

    store = QSettings(str(work / "client.ini"), QSettings.Format.IniFormat)
    for key, value in {
        "identity_dir": str(work / "id"),
        "name": "Self-test",
        "bot_pace_ms": 0,
        "animation_ms": 0,
        "language": "en",
    }.items():
        store.setValue(key, value)
    win = make_window(store, work / "histories", discovery=False)
    win.show()
    win.lobby.hands.setValue(1)
    win.lobby.bot_level.setCurrentIndex(win.lobby.bot_level.findData("beginner"))
    outcome: list[str] = []
    started = time.monotonic()
    game = own_pages()

    def step() -> None:
        try:
            play(win.table_page)
        except Exception as exc:  # a self-test reports what broke instead of looping on it
            outcome.append(f"error: {exc!r}")
            app.quit()

    def play(page: TablePage) -> None:
        snap = page.snapshot
        if page.showing_result() or (snap is not None and snap.over):
            outcome.append("over")
            app.quit()
            return
        if time.monotonic() - started > LIMIT:
            outcome.append("timeout")
            app.quit()
            return
        if snap is None or not snap.legal:
            return
        bar = page.actions_bar
        buttons = bar.buttons()
        discards = game.discard_slots(snap.legal)
        if discards:
            page.select(discards[-1])
            if page.selected == discards[-1]:
                bar.set_legal(snap.legal, discards[-1], snap.offer)
                bar.trigger("discard")
        elif game.win_claim in buttons:
            bar.trigger(game.win_claim)
        elif "pass" in buttons:
            bar.trigger("pass")
        elif buttons:
            bar.trigger(next(iter(buttons)))
            if bar.menu.isVisible():
                bar.choose_from_menu(0)

    ticker = QTimer()
    ticker.timeout.connect(step)
    ticker.start(50)
    QTimer.singleShot(0, win.lobby.play_button.click)
    app.exec()
    ticker.stop()
    files = sorted((work / "histories").glob("*hand0000.tusac"))
    if outcome != ["over"] or not files:
        sys.stderr.write(f"selftest: the hand did not finish ({outcome or 'no outcome'}; files: {len(files)})\n")
        return 1
    try:
        history, _ = verify_history(files[0].read_bytes())
    except HistoryError as exc:
        sys.stderr.write(f"selftest: the hand's file does not verify: {exc}\n")
        return 1
    if not history.verdict.ok:
        sys.stderr.write(f"selftest: the audit found: {history.verdict.reason}\n")
        return 1
    print(f"selftest: one hand against bots played and its file verified ({time.monotonic() - started:.1f} s)")
    win.close()
    return 0
