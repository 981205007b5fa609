#!/usr/bin/env python3
"""How long the GUI thread is ever busy during a session against bots (offscreen).

    python scripts/bench_gui.py [--hands 3] [--coach]

Every event Qt delivers on the GUI thread (paints, timers, clicks, the mailbox that carries the
table's news) is timed through QApplication.notify; the player's moves are made through the
same buttons a player clicks. Prints the longest single delivery and the distribution. With
``--coach`` the coach is on all along (its playouts run on its worker thread).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication


class TimedApplication(QApplication):
    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self.durations: list[float] = []
        self.longest: tuple[float, str] = (0.0, "")
        self.startup = 0.0
        self.recording = False

    def notify(self, receiver: QObject, event: QEvent) -> bool:
        started = time.perf_counter()
        handled = super().notify(receiver, event)
        took = time.perf_counter() - started
        if not self.recording:
            self.startup = max(self.startup, took)
        else:
            self.durations.append(took)
            if took > self.longest[0]:
                self.longest = (took, f"{type(receiver).__name__}/{event.type().name}")
        return handled


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=3)
    parser.add_argument("--coach", action="store_true", help="turn the coach on at the table")
    args = parser.parse_args()
    app = TimedApplication([])
    from qt_ui.main_window import scratch_window
    from tusac_lan.games.tusac.engine.actions import ActionType

    window = scratch_window(Path(tempfile.mkdtemp()))
    window.resize(1400, 860)
    window.show()
    window.lobby.hands.setValue(args.hands)
    window.lobby.bot_level.setCurrentIndex(window.lobby.bot_level.findData("good"))
    window.lobby.play_button.click()
    advice: list[object] = []
    if args.coach:
        window.table_page.coach_toggle.setChecked(True)
        window.table_page.coach.advice_ready.connect(advice.append)
    done: list[bool] = []

    def player() -> None:
        page = window.table_page
        snap = page.snapshot
        if snap is not None and snap.view is not None:
            app.recording = True
        if page.showing_result() and page.result_view.next_button.isEnabled():
            page.result_view.next_button.click()  # the result stays until Next hand
        if snap is not None and snap.legal:
            discards = sorted(a.slots[0] for a in snap.legal if a.type == ActionType.DISCARD)
            if discards:
                page.select(discards[-1])
                page.actions_bar.trigger("discard")
            else:
                buttons = page.actions_bar.buttons()
                key: Any = "pass" if "pass" in buttons else next(iter(buttons), None)
                if key is not None:
                    page.actions_bar.trigger(key)
        if "Session over" in page.status.text():
            done.append(True)
            app.quit()

    timer = QTimer()
    timer.timeout.connect(player)
    timer.start(40)
    QTimer.singleShot(600_000, app.quit)
    started = time.monotonic()
    app.exec()
    wall = time.monotonic() - started
    window.close()
    ms = [d * 1000 for d in app.durations]
    coach = f", coach on ({len(advice)} pieces of advice shown)"
    print(
        f"{args.hands} hands against good bots in {wall:.1f} s{coach if args.coach else ''},"
        f" {'finished' if done else 'NOT finished'}"
    )
    print(
        f"GUI-thread event deliveries: {len(ms)}; median {statistics.median(ms):.3f} ms, "
        f"p99 {sorted(ms)[int(len(ms) * 0.99)]:.2f} ms, longest {app.longest[0] * 1000:.1f} ms ({app.longest[1]})"
    )
    print(f"before the first table snapshot (window creation, first paint): longest {app.startup * 1000:.1f} ms")
    print(f"longest project handler (HandlerClock): {window.clock.longest * 1000:.2f} ms ({window.clock.longest_name})")
    return 0 if done else 1


if __name__ == "__main__":
    raise SystemExit(main())
