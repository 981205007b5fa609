"""The client tells every move in words at a pace a player can follow, and trouble in player words."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from qt_ui.i18n import use_language
from qt_ui.main_window import make_window
from qt_ui.session import TableSession
from qt_ui.snapshot import Snapshot, Trouble
from tests.scenario import Table
from tusac_lan.games.tusac.engine.actions import Action, ActionType, ClaimKind
from tusac_lan.peer.events import PeerLink
from tusac_lan.table.events import HandStarted, HandStopped, TurnApplied

SOUTH, EAST, NORTH, WEST = range(4)
NAMES = ("Lan", "An", "Bình", "Chi")


def lost_claim_turns() -> list[TurnApplied]:
    """South discards GX; East asks to chow it, North passes, West pongs it: West's pong wins."""
    table = Table(SOUTH, {SOUTH: "GX", EAST: "GY GZ YS", WEST: "GX GX YS"})
    dealt = table.state
    discard = table.find(SOUTH, None, "GX")
    discarded = table.act(discard)
    east = table.find(EAST, ClaimKind.CHOW, "GY GZ")
    table.act(east)
    north = Action(ActionType.PASS, NORTH)
    table.act(north)
    west = table.find(WEST, ClaimKind.PONG, "GX GX")
    taken = table.act(west)
    return [
        TurnApplied(discarded, 0, dealt, (discard,)),
        TurnApplied(taken, 1, discarded, (east, north, west)),
    ]


def session(tmp_path: Path, pace_ms: int = 0) -> tuple[TableSession, list[Snapshot]]:
    table = TableSession(tmp_path / "id", "Lan", None)
    table.pace_ms = pace_ms
    seen: list[Snapshot] = []
    table.snapshot.connect(seen.append)
    table._on_event(HandStarted(0, NAMES, SOUTH))
    return table, seen


def test_a_lost_claim_is_told_with_the_claim_that_won(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    use_language("en")
    table, seen = session(tmp_path)
    discard, take = lost_claim_turns()
    table._on_event(discard)
    table._on_event(take)
    qtbot.waitUntil(lambda: len(seen) >= 3, timeout=5_000)
    log = seen[-1].log
    assert log[0] == "— Hand 1 —"
    assert log[1].startswith("Lan (South) discards")
    assert log[2].startswith("Chi (West) takes green chariot (GX): three of a kind")
    assert log[2].endswith("An (East) claimed it too and lost to Chi (West)")
    assert seen[-1].mover == WEST
    table.stop_reporting()


def test_a_player_whose_claim_lost_is_told_so_on_the_status_line(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seen by a helper at a LAN table: a claim that lost was said only in the move log. East asked to chow
    the card West pongs: East's status line says so; North, who passed, and West are told the usual line."""
    use_language("en")
    discard, take = lost_claim_turns()
    for seat, status in (
        (EAST, "Chi took the card you claimed. Chi is discarding"),
        (NORTH, "Chi is discarding"),
        (WEST, "Your turn: choose a card to discard"),
    ):
        table = TableSession(tmp_path / f"id{seat}", NAMES[seat], None)
        seen: list[Snapshot] = []
        table.snapshot.connect(seen.append)
        table._on_event(HandStarted(0, NAMES, seat))
        table._on_event(discard)
        table._on_event(take)
        qtbot.waitUntil(lambda seen=seen: len(seen) >= 3, timeout=5_000)
        assert seen[-1].status == status, seat
        table.stop_reporting()


def test_the_move_log_names_seat_and_card_in_the_chosen_language(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    discard, take = lost_claim_turns()
    try:
        for language, seat, card, lost in (
            ("vi", "Lan (Nam) đánh xe xanh", "xe xanh", "An (Đông) cũng đòi ăn nhưng thua Chi (Tây)"),
            ("ja", "南", "緑", "負け"),
        ):
            use_language(language)
            table, seen = session(tmp_path)
            table._on_event(discard)
            table._on_event(take)
            qtbot.waitUntil(lambda seen=seen: len(seen) >= 3, timeout=5_000)
            log = seen[-1].log
            assert "Lan" in log[1] and seat in log[1] and card in log[1], log
            assert lost in log[2], log
            table.stop_reporting()
    finally:
        use_language("en")


def test_moves_of_the_others_are_shown_at_the_chosen_pace(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    use_language("en")
    discard, take = lost_claim_turns()
    for pace_ms in (0, 400):
        table, seen = session(tmp_path, pace_ms)
        shown_at: list[float] = []
        table.snapshot.connect(lambda _snap, shown_at=shown_at: shown_at.append(time.monotonic()))
        qtbot.waitUntil(lambda seen=seen: len(seen) >= 1, timeout=5_000)
        # The player's own discard shows at once; West's pong, a move of the others, stays for the pace
        # before the next move is shown.
        table._on_event(discard)
        table._on_event(take)
        table._on_event(TurnApplied(take.state, 2, take.state, (Action(ActionType.PASS, WEST),)))
        qtbot.waitUntil(lambda seen=seen: len(seen) >= 4, timeout=5_000)
        own, pong, after = shown_at[-3:]
        assert pong - own < 0.3
        if pace_ms == 0:
            assert after - pong < 0.3
        else:
            assert after - pong >= 0.9 * pace_ms / 1000, after - pong
        table.stop_reporting()


def test_a_lost_connection_names_the_player_with_a_countdown(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    use_language("en")
    table, seen = session(tmp_path)
    table._on_event(PeerLink((NORTH,), up=False))
    qtbot.waitUntil(lambda: bool(seen) and bool(seen[-1].trouble), timeout=5_000)
    from qt_ui.status_words import trouble_text

    snap = seen[-1]
    (trouble,) = snap.trouble
    text = trouble_text(trouble, snap.names, time.monotonic())
    assert text.startswith("Bình (North) is not answering")
    assert text.endswith("this hand does not count.") and "names them" not in text  # a fault, not a charge
    assert "5:00" in text or "4:59" in text
    later = trouble_text(trouble, snap.names, time.monotonic() + 61)
    assert "3:59" in later or "3:58" in later
    table._on_event(PeerLink((NORTH,), up=True))
    qtbot.waitUntil(lambda: not seen[-1].trouble, timeout=5_000)
    assert "Bình (North) is back" in seen[-1].alerts[-1]
    table._on_event(HandStopped(NORTH, "withheld its move", proven=True, withheld=True))
    qtbot.waitUntil(lambda: "did not answer in time" in seen[-1].alerts[-1], timeout=5_000)
    table.stop_reporting()


def in_play_against_bots(tmp_path: Path, qtbot: Any, ini: str) -> Any:
    """A window at a two-hand table of bots, its first hand in play."""
    store = QSettings(str(tmp_path / ini), QSettings.Format.IniFormat)
    store.setValue("identity_dir", str(tmp_path / "id"))
    store.setValue("animation_ms", 0)
    store.setValue("bot_pace_ms", 0)
    store.setValue("language", "en")
    win = make_window(store, tmp_path / "histories", discovery=False)
    qtbot.addWidget(win)
    win.show()
    win.lobby.hands.setValue(2)
    qtbot.mouseClick(win.lobby.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: win.table_page.snapshot is not None and win.table_page.snapshot.view is not None, timeout=30_000
    )
    return win


def test_leaving_during_play_asks_first(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = in_play_against_bots(tmp_path, qtbot, "Lan.ini")
    page = win.table_page
    qtbot.mouseClick(page.leave_button, Qt.MouseButton.LeftButton)
    question = page.leave_question
    assert question is not None and question.isVisible() and "ends without a result" in question.text()
    qtbot.mouseClick(question.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert win.pages.currentWidget() is page and win.session is not None, "Stay keeps the player at the table"
    qtbot.mouseClick(page.leave_button, Qt.MouseButton.LeftButton)
    question = page.leave_question
    assert question is not None
    qtbot.mouseClick(question.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert win.pages.currentWidget() is win.lobby and win.session is None
    win.close()


def test_the_leave_question_at_a_lan_table_says_the_player_cannot_come_back(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = in_play_against_bots(tmp_path, qtbot, "LanLeave.ini")
    page = win.table_page
    page.against_bots = False  # the words a player at a LAN table reads (this table of bots is played the same way)
    for trigger, ending in (
        (page.leave_button.click, "Leave the table?"),
        (win.menu_actions["quit"].trigger, "Quit tusac-lan?"),
    ):
        trigger()
        question = page.leave_question
        assert question is not None and question.isVisible()
        assert "They may go on with a bot in your seat; you cannot come back to this table." in question.text()
        assert question.text().endswith(ending)
        qtbot.mouseClick(question.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert win.pages.currentWidget() is page and win.session is not None, "Stay keeps the player at the table"
    win.close()


def test_quit_at_a_table_of_bots_asks_as_leave_does_then_quits(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 22, point 10: Quit during a table quits (not only leaves), after the same question as Leave, and
    at a table of bots the question speaks of bots, not of "the others"."""
    win = in_play_against_bots(tmp_path, qtbot, "Quit.ini")
    page = win.table_page
    qtbot.mouseClick(page.leave_button, Qt.MouseButton.LeftButton)
    question = page.leave_question
    assert question is not None and "bots" in question.text() and "others" not in question.text()
    qtbot.mouseClick(question.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    win.menu_actions["quit"].trigger()
    question = page.leave_question
    assert question is not None and question.isVisible(), "Quit at a table in play asks first"
    assert "Quit tusac-lan?" in question.text() and "others" not in question.text()
    qtbot.mouseClick(question.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert win.isVisible() and win.pages.currentWidget() is page and win.session is not None, "Stay stays"
    win.menu_actions["quit"].trigger()
    question = page.leave_question
    assert question is not None
    qtbot.mouseClick(question.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not win.isVisible(), timeout=5_000)
    assert win.session is None


def test_a_player_slow_to_discard_is_named_with_the_time_left(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    from qt_ui.status_words import SLOW_AFTER, slow_text

    use_language("en")
    table = Table(EAST, {})
    snap = Snapshot(names=NAMES, me=SOUTH, view=table.state, since=100.0, move_wait=130.0)
    assert slow_text(snap, 100.0 + SLOW_AFTER - 1) == ""
    text = slow_text(snap, 100.0 + 30.0)
    assert text.startswith("Waiting for An (East) to discard: 1:40 left")
    assert slow_text(replace(snap, me=EAST), 130.0) == "", "the player is not told to wait for themself"


def test_a_player_who_leaves_is_named_to_the_others(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    use_language("en")
    table, seen = session(tmp_path)
    table._on_event(
        HandStopped(-1, "stopped by seat 1: left the table (it shows no proof)", False, by=EAST, said="left the table")
    )
    qtbot.waitUntil(lambda: bool(seen) and bool(seen[-1].alerts), timeout=5_000)
    assert seen[-1].alerts[-1] == "An (East) left the table: the hand ends without a result."
    table.stop_reporting()


def test_leaving_sends_a_signed_abort_that_stops_the_hand_at_every_peer() -> None:
    from tests.table_harness import dealt_table
    from tusac_lan.table.events import TableEvent
    from tusac_lan.table.node import LEFT_TABLE

    hub, nodes = dealt_table()
    heard: list[list[TableEvent]] = [[] for _ in nodes]
    for node, events in zip(nodes, heard, strict=True):
        node._listener = events.append
    nodes[2].leave()
    hub.run()
    for events in heard:
        stops = [e for e in events if isinstance(e, HandStopped)]
        assert stops and stops[0].by == 2 and stops[0].said == LEFT_TABLE and not stops[0].proven


def test_the_move_log_panel_appends_and_keeps_the_newest_lines(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from qt_ui.table_page import TablePage

    page = TablePage("")
    qtbot.addWidget(page)
    page._show_moves(("a", "b"))
    page._show_moves(("a", "b", "c"))
    assert page.moves.toPlainText() == "a\nb\nc"
    page._show_moves(("b", "c", "d", "e"))  # the oldest line dropped, two new ones
    assert page.moves.toPlainText().endswith("c\nd\ne") and page.moves.toPlainText().count("c") == 1
    page._show_moves(("x",))
    assert page.moves.toPlainText() == "x"


def test_the_turn_marker_shows_every_seat_the_table_waits_for(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from qt_ui.table_page import TablePage
    from tusac_lan.games.tusac.engine.transitions import legal_actions

    page = TablePage("")
    qtbot.addWidget(page)
    table = Table(SOUTH, {SOUTH: "GX", EAST: "GY GZ YS", WEST: "GX GX YS"})
    page.show_snapshot(Snapshot(names=NAMES, me=SOUTH, view=table.state))
    assert page.table.scene.waiting == frozenset({SOUTH}), "South is to discard"
    table.discard(SOUTH, "GX")
    legal = tuple(legal_actions(table.state, EAST))
    page.show_snapshot(Snapshot(names=NAMES, me=EAST, view=table.state.view(EAST), legal=legal))
    waiting = page.table.scene.waiting
    assert waiting is not None and EAST in waiting and SOUTH not in waiting, "the answers to South's card"
    page.show_snapshot(Snapshot(names=NAMES, me=EAST, view=table.state.view(EAST), trouble=(Trouble((WEST,), 0.0),)))
    assert page.table.scene.silent == frozenset({WEST})
