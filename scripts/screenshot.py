#!/usr/bin/env python3
"""Save a screenshot of the client in play (offscreen): docs/screenshot.png.

python scripts/screenshot.py [--out docs/screenshot.png] [--moves 14] [--lang en|vi|ja] [--size 1280x720]
                             [--view table|result]

``--view result`` plays the hand out (claims and wins taken) and saves the result view that stays
between hands. Under a real display (Xvfb) set QT_QPA_PLATFORM=xcb.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="docs/screenshot.png")
    parser.add_argument("--moves", type=int, default=14)
    parser.add_argument("--lang", default="en", choices=("en", "vi", "ja"))
    parser.add_argument("--size", default="1280x720", help="window size, WIDTHxHEIGHT")
    parser.add_argument("--view", default="table", choices=("table", "result"))
    args = parser.parse_args()
    app = QApplication([])
    from qt_ui.main_window import scratch_window
    from tusac_lan.games.tusac.engine.actions import ActionType

    window = scratch_window(Path(tempfile.mkdtemp()), name="Lan", animation_ms=0, language=args.lang)
    width, height = (int(part) for part in args.size.split("x"))
    window.resize(width, height)
    window.show()
    window.lobby.hands.setValue(2 if args.view == "result" else 1)
    window.lobby.play_button.click()
    made = [0]

    def player() -> None:
        page = window.table_page
        snap = page.snapshot
        if snap is not None and snap.ended is not None:  # the hand ended: show its result
            app.processEvents()
            window.grab().save(args.out)
            app.quit()
            return
        if args.view == "result" and snap is not None and snap.legal:
            buttons = page.actions_bar.buttons()
            discards = sorted(a.slots[0] for a in snap.legal if a.type == ActionType.DISCARD)
            takes = [k for k in buttons if k not in ("pass", "discard")]
            if "0" in buttons:
                page.actions_bar.trigger("0")
            elif discards:
                page.select(discards[-1])
                page.actions_bar.trigger("discard")
            elif takes:
                page.actions_bar.trigger(takes[0])
                if page.actions_bar.menu.isVisible():
                    page.actions_bar.choose_from_menu(0)
            else:
                page.actions_bar.trigger("pass")
            return
        if snap is None or not snap.legal or snap.view is None:
            return
        discards = sorted(a.slots[0] for a in snap.legal if a.type == ActionType.DISCARD)
        if discards and made[0] >= args.moves:
            page.select(discards[0])
            app.processEvents()
            window.grab().save(args.out)
            app.quit()
            return
        made[0] += 1
        buttons = page.actions_bar.buttons()
        claims = [k for k in buttons if k not in ("pass", "discard", "0")]  # take sets, but don't win yet
        if discards:
            page.select(discards[-1])
            page.actions_bar.trigger("discard")
        elif claims:
            page.actions_bar.trigger(claims[0])
        else:
            page.actions_bar.trigger("pass")

    timer = QTimer()
    timer.timeout.connect(player)
    timer.start(50)
    QTimer.singleShot(120_000, app.quit)
    app.exec()
    window.close()
    print(f"saved {args.out}" if Path(args.out).exists() else "no screenshot taken")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
