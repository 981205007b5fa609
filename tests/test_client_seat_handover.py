"""Issue 12, point 2 in the desktop client, with a real `tusac peer` process on 127.0.0.1: the client
hosts, the joining player's program is killed and does not come back, the client's player is asked and
goes on with a bot in that seat; the killed player, started again, takes its seat back at a later hand,
and the session finishes with every hand played and the files of the last table the same at both."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt

from qt_ui.i18n import use_language
from qt_ui.main_window import MainWindow, make_window
from qt_ui.session import SESSION_OVER
from qt_ui.sheet_rows import AWAY
from qt_ui.snapshot import Snapshot
from tusac_lan.table.history import read_history, verify_history

from .test_client import pending, play_one_move
from .test_client_sheet_adds_up import column_sums, totals
from .test_rejoin import host_address, marks, peer, wait_until

LIMIT = 85.0
WAITS = ("--rejoin-wait", "2", "--deadlines", "4,4,1")
HANDS = 3


def client(tmp: Path, qtbot: Any, rejoin_wait: float = 2, deadlines: str = "4,4,1") -> MainWindow:
    store = QSettings(str(tmp / "client.ini"), QSettings.Format.IniFormat)
    store.setValue("identity_dir", str(tmp / "id0"))
    store.setValue("name", "Mai")
    store.setValue("bot_pace_ms", 0)
    store.setValue("animation_ms", 0)
    store.setValue("language", "en")
    store.setValue("rejoin_wait", rejoin_wait)  # the table's waits, as with `tusac peer --deadlines 4,4,1`
    store.setValue("deadlines", deadlines)
    win = make_window(store, tmp / "h0", discovery=False)
    qtbot.addWidget(win)
    win.show()
    return win


def play(win: MainWindow, qtbot: Any, done: Any, end: float, on_question: Any = None) -> None:
    """Play the client's seat as a player does (cards, buttons, Next hand) until ``done()``; a question
    to go on goes to ``on_question``."""
    page = win.table_page

    def next_wanted() -> bool:
        snap = page.snapshot
        ended = snap is not None and snap.ended is not None and not snap.over
        button = page.result_view.next_button
        return ended and button.isVisible() and button.isEnabled()

    while not done():
        left = end - time.monotonic()
        assert left > 0, f"timed out: {page.status.text()} / {page.alerts.text()}"
        qtbot.waitUntil(
            lambda: done() or pending(win) or next_wanted() or page.carry_on is not None, timeout=int(left * 1000)
        )
        if page.carry_on is not None and on_question is not None:
            on_question(page.carry_on)
        elif pending(win) and page.carry_on is None:
            play_one_move(win, qtbot)
        elif next_wanted():
            qtbot.mouseClick(page.result_view.next_button, Qt.MouseButton.LeftButton)


def test_the_client_goes_on_with_a_bot_and_the_player_takes_the_seat_back(tmp_path: Path, qtbot: Any) -> None:
    use_language("en")
    end = time.monotonic() + LIMIT
    win = client(tmp_path, qtbot)
    lan: subprocess.Popen[str] | None = None
    try:
        win.lobby.host_address.setText("127.0.0.1:0")
        for box, level in zip(win.lobby.seat_plan, ("player", "beginner", "beginner"), strict=True):
            box.setCurrentIndex(box.findData(level))
        win.lobby.hands.setValue(HANDS)
        qtbot.mouseClick(win.lobby.host_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(win.hosted_at), timeout=20_000)
        join_args = ("--join", win.hosted_at, "--name", "Lan", *WAITS)
        lan = peer(tmp_path, 1, *join_args)
        timing = tmp_path / "timing1.jsonl"
        page = win.table_page

        def lan_plays() -> bool:
            return any(r[0] == "applied" for r in marks(timing))

        play(win, qtbot, lan_plays, end)
        os.kill(lan.pid, signal.SIGKILL)  # Lan's program dies and does not come back in time
        lan.wait(timeout=10)
        asked: list[str] = []

        def go_on(dialog: Any) -> None:
            asked.append(dialog.text.text())
            assert [dialog.runners.itemText(i) for i in range(dialog.runners.count())] == ["Me (Mai, South)"]
            qtbot.mouseClick(dialog.go_on_button, Qt.MouseButton.LeftButton)

        def bot_in_lans_seat() -> bool:
            snap = page.snapshot
            return snap is not None and snap.names[1] != "Lan"

        play(win, qtbot, bot_in_lans_seat, end, go_on)
        assert asked == ["Lan did not come back. Go on with a bot in their seat, or end the session?"]
        line = "The session goes on at a new table: Good bot 1 plays Lan's seat, run by your computer."
        snap = page.snapshot
        assert snap is not None
        assert snap.names[1] == "Good bot 1", snap.names
        assert line in snap.log, snap.log[-5:]
        header = page.sheet.horizontalHeaderItem(2)  # Lan's column names the bot beside Lan, not the bot alone
        assert header is not None and header.toolTip() == "Lan (Good bot 1)" and header.text() == "Lan (Good 1)"
        lan = peer(tmp_path, 1, *join_args)  # started again: it finds a bot in its seat and asks it back

        def lan_back() -> bool:
            snap = page.snapshot
            return snap is not None and snap.names[1] == "Lan"

        play(win, qtbot, lan_back, end)
        # the status line goes once the new table plays (its deal may be shown by now): the log keeps it
        assert "Lan is back in their seat." in page.snapshot.log  # type: ignore[union-attr]
        closed: list[str] = []
        assert win.session is not None
        win.session.closed.connect(closed.append)
        play(win, qtbot, lambda: bool(closed), end)
        assert closed == [SESSION_OVER]
        # Lan keeps the column: the hands the bot played in Lan's seat are marked as the bot's (issue 22 point 3)
        sheet = page.sheet
        assert sheet.horizontalHeaderItem(2).text() == "Lan"  # type: ignore[union-attr]
        rows = page.score_rows()
        by_bot = [row for row, line in enumerate(rows) if line.ok and line.players[1] != "Lan"]
        assert by_bot and all("played by Good bot 1" in sheet.item(row, 2).toolTip() for row in by_bot)  # type: ignore[union-attr]
        lans = [row for row, line in enumerate(rows) if line.ok and row not in by_bot]
        assert lans and not any("played by" in sheet.item(row, 2).toolTip() for row in lans)  # type: ignore[union-attr]
        assert column_sums(sheet, 1) == totals(sheet, 1) == list(page.snapshot.scores)  # type: ignore[union-attr]
        lan.wait(timeout=max(1.0, end - time.monotonic()))
        assert lan.returncode == 0, (tmp_path / "out1.txt").read_text("utf-8")
    finally:
        if lan is not None and lan.poll() is None:
            lan.kill()
            lan.wait()
    # The void hand is the host's word that Lan's seat withheld (a table of two: it names nobody); the
    # session's hands were played; the last table's files agree.
    hands = [read_history(p.read_bytes()) for p in (tmp_path / "h0").glob("*-hand*.tusac")]
    void = [h for h in hands if not h.verdict.ok]
    assert len(void) == 1 and void[0].verdict.seat == -1 and "alone signed that seat 1" in void[0].verdict.reason
    assert sum(1 for h in hands if h.verdict.ok) == HANDS
    # (the void hand's file differs: Lan's own record of it was cut short by its death)
    shared = [
        path
        for path in (tmp_path / "h1").glob("*-hand*.tusac")
        if read_history(path.read_bytes()).config.continues is not None
    ]
    assert shared, "Lan played at the table it came back to"
    for path in shared:
        assert path.read_bytes() == (tmp_path / "h0" / path.name).read_bytes(), path.name
        assert verify_history(path.read_bytes())[1].verdict is not None
    win.close()


def test_a_returning_player_in_the_client_waits_for_its_seat_and_takes_it_back(tmp_path: Path, qtbot: Any) -> None:
    use_language("en")
    end = time.monotonic() + LIMIT
    host = peer(tmp_path, 0, "--host", "127.0.0.1:0", "--players", "2", "--hands", "8", "--name", "Host", *WAITS)
    lan: subprocess.Popen[str] | None = None
    win: MainWindow | None = None
    try:
        lan = peer(tmp_path, 1, "--join", host_address(tmp_path), "--name", "Lan", *WAITS)
        timing = tmp_path / "timing1.jsonl"
        wait_until(lambda: any(r[0] == "applied" for r in marks(timing)), "play at Lan's")
        os.kill(lan.pid, signal.SIGKILL)
        lan.wait(timeout=10)
        host_out = tmp_path / "out0.txt"
        wait_until(lambda: "the session goes on at a new table" in host_out.read_text("utf-8"), "the next table", 60)
        store = QSettings(str(tmp_path / "client.ini"), QSettings.Format.IniFormat)
        store.setValue("identity_dir", str(tmp_path / "id1"))
        store.setValue("name", "Lan")
        store.setValue("bot_pace_ms", 0)
        store.setValue("animation_ms", 0)
        store.setValue("language", "en")
        store.setValue("rejoin_wait", 2)
        store.setValue("deadlines", "4,4,1")
        win = make_window(store, tmp_path / "h1", discovery=False)
        qtbot.addWidget(win)
        win.show()
        (button,) = win.lobby.rejoin_buttons
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert win.session is not None
        seen: list[Snapshot] = []
        win.session.snapshot.connect(seen.append)  # before any news of the table is delivered
        page = win.table_page

        def waiting() -> Snapshot | None:
            return next((snap for snap in seen if snap.seat_wanted_since > 0), None)

        qtbot.waitUntil(lambda: waiting() is not None, timeout=int((end - time.monotonic()) * 1000))
        shown = waiting()
        assert shown is not None and shown.status == "Waiting to take your seat back at the next hand…"
        away = "While you were away, a bot took your seat at the table Host hosts now."
        assert any(alert.startswith(away) for alert in shown.alerts), shown.alerts
        assert not any(alert.startswith("You are back at the table") for alert in shown.alerts), shown.alerts

        def back() -> bool:
            snap = page.snapshot
            return snap is not None and snap.seat_wanted_since == 0 and snap.names[1] == "Lan" and snap is seen[-1]

        qtbot.waitUntil(back, timeout=int((end - time.monotonic()) * 1000))
        assert "You are back in your seat: the session goes on at a new table." in seen[-1].log
        closed: list[str] = []
        win.session.closed.connect(closed.append)
        play(win, qtbot, lambda: bool(closed), end)
        assert closed == [SESSION_OVER]
        host.wait(timeout=max(1.0, end - time.monotonic()))
        assert host.returncode == 0, host_out.read_text("utf-8")
        assert "Lan takes their seat back at the next hand" in host_out.read_text("utf-8")
        # The client numbers the hands across the session as the host does (the void hand included).
        last = page.snapshot
        assert last is not None and last.hand_no + 1 == len(list((tmp_path / "h0").glob("*-hand*.tusac")))
        # Lan's sheet adds up to the host's totals: the hands played while Lan was away are one row (Lan has
        # no file of them), the amounts the host's scores less Lan's rows (issue 22 point 3).
        paid = [0] * len(last.scores)
        for path in (tmp_path / "h0").glob("*-hand*.tusac"):
            outcome = verify_history(path.read_bytes())[1].settled_outcome
            if outcome is not None:
                paid = [total + payment for total, payment in zip(paid, outcome.payments, strict=True)]
        final = page.result_view.final_sheet
        assert [row.missing for row in page.score_rows()].count(AWAY) == 1, page.score_rows()
        assert "while you were away" in [final.text_at(row, 1) for row in range(final.rowCount())]
        assert column_sums(final, 2) == totals(final, 2) == paid == list(last.scores)
    finally:
        for process in (host, lan):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait()
    for path in (tmp_path / "h1").glob("*-hand*.tusac"):
        if read_history(path.read_bytes()).config.continues is not None:
            assert path.read_bytes() == (tmp_path / "h0" / path.name).read_bytes(), path.name
    win.close()


def test_the_others_go_on_with_a_bot_now_instead_of_waiting_out_the_rejoin_wait(tmp_path: Path, qtbot: Any) -> None:
    """Issue 22 point 4: from the moment Lan is shown as gone, "Go on with a bot now" is offered; pressed,
    the question to go on comes at once, not after the table's ten-minute rejoin wait, nor after the
    minute its deadlines give what Lan owes."""
    use_language("en")
    end = time.monotonic() + LIMIT
    win = client(tmp_path, qtbot, rejoin_wait=600, deadlines="60,60,1")
    lan: subprocess.Popen[str] | None = None
    try:
        win.lobby.host_address.setText("127.0.0.1:0")
        for box, level in zip(win.lobby.seat_plan, ("player", "beginner", "beginner"), strict=True):
            box.setCurrentIndex(box.findData(level))
        win.lobby.hands.setValue(2)
        qtbot.mouseClick(win.lobby.host_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(win.hosted_at), timeout=20_000)
        lan = peer(tmp_path, 1, "--join", win.hosted_at, "--name", "Lan", "--rejoin-wait", "600")
        timing = tmp_path / "timing1.jsonl"
        page = win.table_page
        play(win, qtbot, lambda: any(r[0] == "applied" for r in marks(timing)), end)
        assert not page.go_on_button.isVisibleTo(page), "nobody is gone yet"
        os.kill(lan.pid, signal.SIGKILL)
        lan.wait(timeout=10)

        def gone_shown() -> bool:
            return page.go_on_button.isVisibleTo(page)

        play(win, qtbot, gone_shown, end)
        assert "Lan" in page.trouble.text()
        qtbot.mouseClick(page.go_on_button, Qt.MouseButton.LeftButton)
        pressed = time.monotonic()
        assert not page.go_on_button.isVisibleTo(page), "asked once"
        asked: list[str] = []

        def go_on(dialog: Any) -> None:
            # Lan's move or key is owed for up to a minute by the table's deadlines: "now" does not wait it out.
            assert time.monotonic() - pressed < 20, "the question came only after the deadline"
            asked.append(dialog.text.text())
            qtbot.mouseClick(dialog.go_on_button, Qt.MouseButton.LeftButton)

        def bot_in_lans_seat() -> bool:
            snap = page.snapshot
            return snap is not None and snap.names[1] != "Lan"

        play(win, qtbot, bot_in_lans_seat, end, go_on)
        assert asked == ["Lan did not come back. Go on with a bot in their seat, or end the session?"]
        assert page.snapshot is not None and page.snapshot.names[1] == "Good bot 1"
    finally:
        if lan is not None and lan.poll() is None:
            lan.kill()
            lan.wait()
    win.close()
