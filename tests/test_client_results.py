"""The result between hands: every peer waits for its own player's Next hand before it starts the next
hand, so the next deal waits for every player; the desktop client's result view and score sheet."""

from __future__ import annotations

import re
import time
from pathlib import Path

from PySide6.QtCore import Qt

import qt_ui.result_view as result_view_module
from qt_ui.main_window import MainWindow
from qt_ui.result_view import Outcome, ResultView, sorted_hands, verdict_words
from tests.scenario import Table
from tests.table_harness import make_table
from tests.test_client import drive, window
from tusac_lan.games.tusac.engine.state import Phase
from tusac_lan.games.tusac.engine.transitions import legal_actions
from tusac_lan.table.hand_run import Verdict


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
    assert page.sheet.rowCount() == 3
    qtbot.mouseClick(view.play_again_button, Qt.MouseButton.LeftButton)
    assert win.session is not None and win.session is not first
    assert page.sheet.rowCount() == 1 and page.sheet.text_at(0, 1) == "+0", "the new session's sheet is empty"
    assert not page.sheet.isVisibleTo(page)
    qtbot.waitUntil(lambda: page.snapshot is not None and page.snapshot.ended is None, timeout=30_000)
    assert not page.showing_result()
    win.leave()
    # The client's own session file opens in the viewer as the same score sheet.
    own = next((tmp_path / "Lan-histories").glob("*-session.tusac"))
    win.open_history(str(own))
    history = win.history
    qtbot.waitUntil(lambda: history.session is not None, timeout=60_000)
    assert history.verdict.text().startswith("✔ Session verified"), history.verdict.text()
    assert [history.sheet.text_at(2, column) for column in range(2, 6)] == totals
    win.close()


def test_the_next_hand_starts_by_itself_when_the_countdown_runs_out(  # type: ignore[no-untyped-def]
    tmp_path: Path, qtbot, monkeypatch
) -> None:
    monkeypatch.setattr(result_view_module, "NEXT_HAND_SECONDS", 1.0)
    win = started_table(tmp_path, qtbot, hands=2)
    drive([win], qtbot)
    assert win.table_page.showing_result()
    qtbot.waitUntil(lambda: shown_hand(win) == 1, timeout=30_000)
    assert not win.table_page.showing_result()
    win.close()


def test_the_countdown_runs_from_when_the_result_is_shown(qtbot) -> None:  # type: ignore[no-untyped-def]
    table = Table(SOUTH, {})
    table.act(legal_actions(table.state, SOUTH)[0])
    table.pass_rest()
    table.draws_until_the_end()
    state = table.state
    assert state.result is not None
    view = ResultView("")
    qtbot.addWidget(view)
    view.show_outcome(Outcome(4, ("Lan", "Minh", "Hùng", "Thảo"), state.result, state, True, "verified", ()))
    # The hand ended 7 s ago (its last moves were replayed at the pace of play): the latest start is 28 s away.
    with qtbot.waitSignal(view.countdown_started, timeout=1_000) as started:
        view.wait_for_next(time.monotonic() + 28)
    assert view.next_button.text() == "Next hand (25 s)"
    hand, deadline = started.args
    assert hand == 4 and 24 < deadline - time.monotonic() <= 25
    view.wait_for_next(time.monotonic() + 10)  # the replay took long: the latest start still holds
    assert view.next_button.text() == "Next hand (10 s)"


SOUTH = 0


def test_a_hand_without_winner_and_a_stopped_hand_have_their_own_result(qtbot) -> None:  # type: ignore[no-untyped-def]
    table = Table(SOUTH, {})
    table.act(legal_actions(table.state, SOUTH)[0])
    table.pass_rest()
    table.draws_until_the_end()
    state = table.state
    assert state.result is not None and state.result.winner == -1
    view = ResultView("", with_next=False)
    qtbot.addWidget(view)
    names = ("Lan", "Minh", "Hùng", "Thảo")
    view.show_outcome(Outcome(4, names, state.result, state, True, "verified", sorted_hands(state)))
    assert view.headline.text() == "No winner: the deck ran down."
    assert view.payment_texts == ["nothing to pay"] * 4
    shown = sum(len(hand) for hand in state.hands) + sum(len(m.slots) for melds in state.melds for m in melds)
    assert len(view.strips) == 1 and len(view.strips[0].cards()) == shown, "every card, held or exposed"
    stopped = Verdict(False, 2, "equivocation: two different messages numbered 7")
    view.show_outcome(Outcome(5, names, None, None, False, verdict_words(stopped, names)))
    assert view.headline.text() == "The hand was stopped."
    assert view.verdict.text() == (
        "✘ Cheating proven against Hùng: it signed two different messages for the same place. The hand does not count."
    )
    assert not view.strips and not view.payment_texts


def test_at_a_lan_table_the_next_deal_waits_for_every_player(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    host = window(tmp_path, "Host", qtbot)
    guest = window(tmp_path, "Guest", qtbot)
    host.lobby.host_address.setText("127.0.0.1:0")
    for box, level in zip(host.lobby.seat_plan, ("beginner", "player", "beginner"), strict=True):
        box.setCurrentIndex(box.findData(level))
    host.lobby.hands.setValue(2)
    qtbot.mouseClick(host.lobby.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(host.hosted_at), timeout=20_000)
    guest.lobby.address.setText(host.hosted_at)
    guest.lobby.code.setText(host.hosted_code)
    qtbot.mouseClick(guest.lobby.join_button, Qt.MouseButton.LeftButton)
    drive([host, guest], qtbot)
    for win in (host, guest):
        assert win.table_page.showing_result() and win.table_page.result_view.next_button.isEnabled()
    qtbot.mouseClick(host.table_page.result_view.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: shown_hand(host) == 1, timeout=30_000)  # the host has started hand 2 ...
    qtbot.wait(1500)  # ... and, for as long as the guest reads the result, it cannot be dealt
    snap = host.table_page.snapshot
    assert snap is not None and snap.hand_no == 1 and snap.status == "Waiting for Guest to start the next hand…"
    assert snap.view is None or snap.view.phase == Phase.ENDED, "hand 2 is not dealt"
    assert guest.table_page.showing_result() and shown_hand(guest) == 0
    qtbot.mouseClick(guest.table_page.result_view.next_button, Qt.MouseButton.LeftButton)

    def dealt(win: MainWindow) -> bool:
        snap = win.table_page.snapshot
        return snap is not None and snap.hand_no == 1 and snap.view is not None and snap.view.phase != Phase.ENDED

    qtbot.waitUntil(lambda: dealt(host) and dealt(guest), timeout=60_000)
    assert shown_hand(guest) == 1 and not guest.table_page.showing_result()
    host.close()
    guest.close()
