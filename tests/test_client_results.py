"""The result between hands: every peer waits for its own player's Next hand before it starts the next
hand, so the next deal waits for every player; the desktop client's result view and score sheet."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt

import qt_ui.session as session_module
from qt_ui.main_window import MainWindow
from tests.table_harness import make_table
from tests.test_client import drive, window


def test_the_next_deal_waits_until_every_peer_is_ready_for_it() -> None:
    ready = {"pressed": False}
    asked: list[int] = []

    def slow_player(hand: int) -> bool:
        asked.append(hand)
        return ready["pressed"]

    hub, nodes = make_table(hands=2, ready_for_next=[None, None, slow_player, None])
    for node in nodes:
        node.start()
    hub.run()
    assert [len(node.records) for node in nodes] == [1, 1, 1, 1]
    assert asked == [0]
    waiting = nodes[2]
    assert waiting.run is not None and waiting.run.hand_no == 0, "the slow peer still shows hand 0's result"
    others = [node for i, node in enumerate(nodes) if i != 2]
    assert all(node.run is not None and node.run.hand_no == 1 and not node.run.dealt for node in others)
    waiting.tick(0.0)
    hub.run()
    assert asked == [0, 0] and not any(node.complete for node in nodes), "still not pressed: nothing moves"
    ready["pressed"] = True
    waiting.tick(0.0)
    hub.run()
    assert all(node.complete for node in nodes)
    assert [len(node.records) for node in nodes] == [2, 2, 2, 2]
    assert all(node.records[1].verdict.ok for node in nodes)


def started_table(tmp_path: Path, qtbot, hands: int) -> MainWindow:  # type: ignore[no-untyped-def]
    win = window(tmp_path, "Lan", qtbot)
    win.lobby.hands.setValue(hands)
    win.lobby.bot_level.setCurrentIndex(win.lobby.bot_level.findData("beginner"))
    qtbot.mouseClick(win.lobby.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.pages.currentWidget() is win.table_page, timeout=10_000)
    return win


def shown_hand(win: MainWindow) -> int:
    snap = win.table_page.snapshot
    return -1 if snap is None else snap.hand_no


def test_the_result_stays_until_next_hand_then_the_session_ends_with_a_score_sheet(  # type: ignore[no-untyped-def]
    tmp_path: Path, qtbot
) -> None:
    win = started_table(tmp_path, qtbot, hands=2)
    page = win.table_page
    drive([win], qtbot)
    view = page.result_view
    assert page.showing_result()
    assert view.headline.text() and view.verdict.text().startswith("✔ Fair deal: verified")
    assert len(view.payment_texts) == 4 and all(view.payment_texts)
    assert view.strips and all(strip.cards() for strip in view.strips)
    assert view.next_button.isVisible() and re.fullmatch(r"Next hand \(\d+ s\)", view.next_button.text())
    assert page.sheet.isVisible() and page.sheet.rowCount() == 2  # hand 1 and the totals
    qtbot.wait(1500)  # the result must still be there: the next hand waits for the player
    assert shown_hand(win) == 0 and page.showing_result()
    qtbot.mouseClick(view.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: shown_hand(win) == 1, timeout=30_000)
    assert not page.showing_result()
    drive([win], qtbot)
    qtbot.waitUntil(lambda: view.play_again_button.isVisible(), timeout=30_000)
    assert not view.next_button.isVisible()
    assert view.final_sheet.isVisible() and view.final_sheet.rowCount() == 3
    totals = [view.final_sheet.text_at(2, column) for column in range(2, 6)]
    snap = page.snapshot
    assert snap is not None and totals == [f"{score:+d}" for score in snap.scores]
    assert sum(int(total) for total in totals) == 0
    first = win.session
    qtbot.mouseClick(view.play_again_button, Qt.MouseButton.LeftButton)
    assert win.session is not None and win.session is not first
    qtbot.waitUntil(lambda: page.snapshot is not None and page.snapshot.ended is None, timeout=30_000)
    assert not page.showing_result()
    win.close()


def test_the_next_hand_starts_by_itself_when_the_countdown_runs_out(  # type: ignore[no-untyped-def]
    tmp_path: Path, qtbot, monkeypatch
) -> None:
    monkeypatch.setattr(session_module, "NEXT_HAND_SECONDS", 1.0)
    win = started_table(tmp_path, qtbot, hands=2)
    drive([win], qtbot)
    assert win.table_page.showing_result()
    qtbot.waitUntil(lambda: shown_hand(win) == 1, timeout=30_000)
    assert not win.table_page.showing_result()
    win.close()
