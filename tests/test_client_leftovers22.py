"""Leftovers of issue 22 in the desktop client: the window names the game of the table, the title bar's X
asks during a table as Quit does, status lines show whole, notices go when they stop being true, the player
is told where the log of a failure is, and bots' names are in the player's language."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMessageBox

from qt_ui.main_window import MainWindow
from tests.test_client_carry_on import window as client_window

LIMIT_MS = 60_000


def window(tmp_path: Path, qtbot: Any, language: str) -> MainWindow:
    return client_window(tmp_path, qtbot, language, name="Me")


def test_the_window_title_names_the_game_of_the_table_in_the_players_language(tmp_path: Path, qtbot: Any) -> None:
    titles: dict[str, dict[str, str]] = {"vi": {}, "ja": {}, "en": {}}
    for language, seen in titles.items():
        win = window(tmp_path / language, qtbot, language)
        assert "Tứ Sắc" in win.windowTitle()
        for game_id in ("tienlen", "kuaho", "madiao"):
            page = win.play_game(game_id, 4, "beginner", 1)
            assert page is not None
            qtbot.waitUntil(lambda page=page: page.snapshot is not None, timeout=LIMIT_MS)
            game = page.plugin.title()
            seen[game_id] = game
            assert game in win.windowTitle() and "Tứ Sắc" not in win.windowTitle(), (language, win.windowTitle())
            win.leave_practice()
            assert "Tứ Sắc" in win.windowTitle()
        win.lobby.choose_game("kuaho")
        assert seen["kuaho"] in win.windowTitle(), "the lobby names the game chosen there"
        win.close()
    assert titles["vi"]["tienlen"] == "Tiến lên" and titles["ja"]["kuaho"] != titles["en"]["kuaho"]


class TitleBarClose(QCloseEvent):
    """The close event the window system sends when the player clicks the title bar's X (spontaneous: Qt
    makes such an event only for the window system, which offscreen tests do not have)."""

    def spontaneous(self) -> bool:
        return True


def title_bar_close(win: MainWindow) -> bool:
    """Click the title bar's X: True if the window took the close."""
    event = TitleBarClose()
    win.closeEvent(event)
    if event.isAccepted():
        win.hide()
    return event.isAccepted()


def test_the_title_bars_close_during_a_table_asks_as_quit_does(tmp_path: Path, qtbot: Any) -> None:
    win = window(tmp_path, qtbot, "en")
    win.lobby.hands.setValue(2)
    qtbot.mouseClick(win.lobby.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: win.table_page.snapshot is not None and win.table_page.snapshot.view is not None, timeout=LIMIT_MS
    )
    page = win.table_page
    assert not title_bar_close(win)
    qtbot.waitUntil(lambda: page.leave_question is not None and page.leave_question.isVisible(), timeout=5_000)
    question = page.leave_question
    assert question is not None and "Quit tusac-lan?" in question.text()
    qtbot.mouseClick(question.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert win.isVisible() and win.pages.currentWidget() is page and win.session is not None, "Stay stays"
    assert not title_bar_close(win)
    qtbot.waitUntil(lambda: page.leave_question is not None and page.leave_question.isVisible(), timeout=5_000)
    question = page.leave_question
    assert question is not None
    qtbot.mouseClick(question.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not win.isVisible(), timeout=5_000)
    assert win.session is None


def test_the_title_bars_close_in_the_lobby_closes_at_once(tmp_path: Path, qtbot: Any) -> None:
    win = window(tmp_path, qtbot, "en")
    assert title_bar_close(win)


def test_three_status_lines_show_whole_at_1280_by_720_in_every_language(tmp_path: Path, qtbot: Any) -> None:
    """A Japanese line (its fallback font's lines are taller than the font's) and a line under the "go on
    with a bot" button show whole, and the table stays where it is when they come."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QScrollArea

    from qt_ui.snapshot import Snapshot, Trouble
    from tests.test_client_fit import busy_state

    lines = {
        "en": "Bình (North) is back; play goes on.",
        "vi": "Bình (Bắc) đã trở lại; ván bài chơi tiếp.",
        "ja": "ビン（北）が戻りました。対局は続きます。",
    }
    state = busy_state()
    names = ("Lan", "An", "Bình", "Chi")
    for language, line in lines.items():
        win = window(tmp_path / language, qtbot, language)
        win.resize(1280, 720)
        win.pages.setCurrentWidget(win.table_page)
        page = win.table_page
        area = page.findChild(QScrollArea, "status_lines")
        assert area is not None

        def shown(snapshot: Snapshot, page: Any = page) -> Any:
            page.show_snapshot(snapshot)
            QCoreApplication.sendPostedEvents()
            QCoreApplication.processEvents()
            return page.table.geometry()

        before = shown(Snapshot(names, 0, 0, state.view(0), status="s"))
        three = tuple(f"{line} {n}" for n in (1, 2, 3))
        assert shown(Snapshot(names, 0, 0, state.view(0), alerts=three, status="s")) == before
        assert area.verticalScrollBar().maximum() == 0, (language, "the third line is cut off")
        assert page.alerts.geometry().bottom() < area.viewport().height()
        gone = (Trouble((1,), time.monotonic() + 300),)  # a line and the "go on with a bot" button under it
        assert shown(Snapshot(names, 0, 0, state.view(0), alerts=three[:1], trouble=gone, status="s")) == before
        assert page.go_on_button.isVisible() and page.trouble.text()
        assert area.verticalScrollBar().maximum() == 0, (language, "the line under the button is cut off")
        win.close()


def test_the_notice_of_a_new_table_goes_once_that_table_plays(tmp_path: Path, qtbot: Any) -> None:
    from qt_ui.i18n import use_language
    from qt_ui.session import TableSession
    from qt_ui.snapshot import Snapshot
    from qt_ui.table_page import TablePage
    from tests.scenario import Table
    from tests.test_client_carry_on import FIRST, WITH_BOT
    from tusac_lan.peer.events import SeatedAtTable, TableContinued
    from tusac_lan.table.events import HandStarted, SessionOver, TurnApplied

    use_language("en")
    session = TableSession(tmp_path / "id", "Mai", None)
    session.pace_ms = 0
    page = TablePage("")
    qtbot.addWidget(page)
    seen: list[Snapshot] = []
    session.snapshot.connect(seen.append)
    session.snapshot.connect(page.show_snapshot)
    session._on_event(SeatedAtTable(FIRST))
    session._on_event(HandStarted(3, FIRST.names, 2))
    session._on_event(SessionOver("hand 3 stopped"))
    qtbot.waitUntil(lambda: bool(seen) and seen[-1].over, timeout=5_000)
    session._on_event(TableContinued("the session goes on at a new table hosted by Host", WITH_BOT, 3))
    line = "The session goes on at a new table: Good bot 1 plays Lan's seat, run by Host's computer."
    qtbot.waitUntil(lambda: line in seen[-1].alerts, timeout=5_000)
    session._on_event(HandStarted(0, WITH_BOT.names, 2))
    qtbot.waitUntil(lambda: seen[-1].hand_no == 4, timeout=5_000)
    assert line in seen[-1].alerts, "said while the new table shuffles"
    table = Table(0, {0: "GX", 1: "GY GZ YS", 3: "GX GX YS"})
    session._on_event(TurnApplied(table.state, 0))
    qtbot.waitUntil(lambda: seen[-1].view is not None, timeout=5_000)
    assert line not in seen[-1].alerts and line not in page.alerts.text(), "the new table plays: the notice goes"
    assert line in seen[-1].log, "the move log keeps it"
    session.stop_reporting()


def test_a_failure_of_the_program_is_written_to_its_log_and_the_player_is_told_which_file(
    tmp_path: Path, qtbot: Any
) -> None:
    from qt_ui.i18n import use_language
    from qt_ui.problem_words import problem_words
    from tusac_lan.peer.log import LOG_FILE

    def broken(options: Any) -> Any:
        raise RuntimeError("a fault of this program")

    for language in ("en", "vi", "ja"):
        win = window(tmp_path / language, qtbot, language)
        log = tmp_path / language / "id" / "tables" / LOG_FILE
        session = win._new_session()
        win._attempt = "join"
        session._start(broken)  # the table's worker fails as a fault of the program would make it
        qtbot.waitUntil(lambda win=win: win._session_closed, timeout=LIMIT_MS)
        message = win.lobby.message.text()
        assert str(log) in message, (language, message)
        written = log.read_text("utf-8")
        assert "RuntimeError: a fault of this program" in written and "Traceback" in written
        win.close()
    use_language("en")

    # A plugin game's table (its own worker): what the page says names the log.
    from qt_ui.practice import PracticeSession
    from tusac_lan.games import find_game

    game = find_game("tienlen")
    worker = PracticeSession(game, game.default_rules(), ("beginner",), 1, lambda *_: [], identity_dir=tmp_path / "p")
    ended: list[Any] = []
    worker.happened.connect(ended.append)
    worker._body = broken
    worker.start()
    qtbot.waitUntil(lambda: bool(ended), timeout=LIMIT_MS)
    problem = ended[-1].problem
    log = tmp_path / "p" / "tables" / LOG_FILE
    assert problem is not None and str(log) in problem_words(problem) and "RuntimeError" in log.read_text("utf-8")
    worker.leave()


def test_the_bots_a_host_seats_at_a_plugin_games_lan_table_are_named_in_the_players_language(qtbot: Any) -> None:
    from qt_ui.i18n import use_language
    from qt_ui.practice import PracticeSession
    from qt_ui.practice_state import HandStarted as Started
    from tusac_lan.games import find_game
    from tusac_lan.peer.events import SeatedAtTable, SeatListing
    from tusac_lan.table.events import HandStarted

    names = ("Host", "Good bot 1", "Me", "Expert bot 3")
    # A player who chose a bot's name keeps it: the table says seat 1 is a player's.
    listing = SeatListing(2, names, ("", "good", "", "expert"), ("",) * 4, 0, (), game="kuaho")
    impostor = SeatListing(2, names, ("", "", "", "expert"), ("",) * 4, 0, (), game="kuaho")
    shown: dict[tuple[str, bool], tuple[str, ...]] = {}
    try:
        for language in ("en", "vi", "ja"):
            use_language(language)
            for seats in (listing, impostor):
                game = find_game("kuaho")
                worker = PracticeSession(game, game.default_rules(), ("good",) * 3, 1, lambda *_: [])
                worker._lan = True
                seen: list[Any] = []
                worker.happened.connect(seen.append)
                worker._heard(SeatedAtTable(seats))
                worker._heard(HandStarted(0, names, 2))
                worker._start_shown(None)
                qtbot.waitUntil(lambda seen=seen: any(isinstance(e, Started) for e in seen), timeout=5_000)
                started = next(e for e in seen if isinstance(e, Started))
                assert worker.table_names == started.names
                shown[language, seats is impostor] = started.names
                worker.leave()
    finally:
        use_language("en")
    assert shown["en", False] == names
    for language in ("vi", "ja"):
        bots = shown[language, False]
        assert bots[0] == "Host" and bots[2] == "Me"
        assert bots[1] != "Good bot 1" and bots[3] != "Expert bot 3" and bots[1].endswith("1"), bots
        assert shown[language, True][1] == "Good bot 1" and shown[language, True][3] == bots[3]


def test_a_plugin_games_score_sheet_names_the_bot_in_a_seat_and_the_player_back(qtbot: Any) -> None:
    from qt_ui.i18n import use_language
    from qt_ui.plugin import game_client
    from qt_ui.practice_page import PracticePage
    from qt_ui.practice_state import HandEnded, HandStarted, new_snapshot, reduce
    from tusac_lan.games import find_game
    from tusac_lan.games.api import Outcome

    use_language("en")
    game = find_game("kuaho")
    plugin = game_client(game)
    assert plugin is not None
    players, with_bot = ("Host", "Lan", "Me", "Chi"), ("Host", "Good bot 1", "Me", "Chi")
    page = PracticePage(game, plugin, 4, players)
    qtbot.addWidget(page)

    def headers() -> list[str]:
        sheet = page.sheet
        return [sheet.horizontalHeaderItem(c).toolTip() for c in range(1, sheet.columnCount())]  # type: ignore[union-attr]

    state = reduce(new_snapshot(4, 3), HandStarted(0, None, 2, players))
    state = reduce(state, HandEnded(None, Outcome((3, -1, -1, -1), -1, None)))
    page.show_snapshot(state)
    assert headers() == list(players)
    state = reduce(state, HandStarted(1, None, 2, with_bot))  # the session went on with a bot in Lan's seat
    page.show_snapshot(state)
    # The column stays Lan's, the bot named beside it while it plays (as at a Tứ Sắc table).
    assert headers() == ["Host", "Lan (Good bot 1)", "Me", "Chi"]
    state = reduce(state, HandEnded(None, Outcome((-1, 3, -1, -1), -1, None)))
    state = reduce(state, HandStarted(2, None, 2, players))  # Lan took the seat back
    page.show_snapshot(state)
    assert headers() == list(players)
    played_by_bot = page.sheet.item(1, 2)
    assert played_by_bot is not None and "Good bot 1" in played_by_bot.toolTip()


def two_moves_of_others() -> list[Any]:
    """South discards, then the others pass: two turns of other seats than West's."""
    from tests.scenario import Table
    from tusac_lan.games.tusac.engine.actions import Action, ActionType
    from tusac_lan.table.events import TurnApplied

    table = Table(0, {0: "GX", 1: "GY GZ YS", 3: "GX GX YS"})
    before = table.state
    discard = table.find(0, None, "GX")
    after = table.act(discard)
    first = (before, after, (discard,))
    before = after
    passes = []
    for seat in (1, 2):
        passing = Action(ActionType.PASS, seat)
        passes.append(passing)
        table.act(passing)
    second = (before, table.state, tuple(passes))
    return [
        TurnApplied(after, turn, start, actions, replayed=True)
        for turn, (start, after, actions) in enumerate((first, second), 1)
    ]


def test_the_moves_told_again_after_a_rejoin_are_shown_at_once_not_at_the_bots_pace(tmp_path: Path, qtbot: Any) -> None:
    from dataclasses import replace

    from qt_ui.i18n import use_language
    from qt_ui.session import TableSession
    from qt_ui.snapshot import Snapshot
    from tusac_lan.table.events import HandStarted

    use_language("en")
    session = TableSession(tmp_path / "id", "Chi", None)
    session.pace_ms = 60_000  # a move of another seat would stay a minute before the next is shown
    seen: list[Snapshot] = []
    session.snapshot.connect(seen.append)
    session._on_event(HandStarted(0, ("An", "Bình", "Chi", "Dũng"), 3))
    replayed = two_moves_of_others()
    for event in replayed:
        session._on_event(event)
    qtbot.waitUntil(lambda: bool(seen) and seen[-1] is session.current, timeout=5_000)
    assert seen[-1].view is not None and seen[-1].view.turn == replayed[-1].state.turn, "both shown at once"
    assert not session._pace.isActive()
    # A live move of another seat is still paced: the next one waits its turn to be shown.
    shown = len(seen)
    for event in replayed:
        session._on_event(replace(event, replayed=False))
    qtbot.waitUntil(lambda: len(seen) > shown, timeout=5_000)
    assert session._pace.isActive() and seen[-1] is not session.current, "live moves of others are shown at the pace"
    session.stop_reporting()


def test_a_plugin_games_guest_counts_the_hands_the_host_set(tmp_path: Path, qtbot: Any) -> None:
    """The guest's lobby says 5 hands, the host's table plays 1: the guest's page says "hand 1 of 1"."""
    from tests.client_session import window as english_window
    from tests.test_client_lan_game import auto_play

    wins = [english_window(tmp_path / who, qtbot) for who in ("host", "guest")]
    host, guest = wins
    for win in wins:
        win.lobby.choose_game("tienlen")
    guest.settings.name = "Guest"
    guest.lobby.hands.setValue(5)
    host.lobby.seat_count.setCurrentIndex(host.lobby.seat_count.findData(2))
    host.lobby.hands.setValue(1)
    host.host("127.0.0.1:0", "Tiến lên here", ("player",), 1, host.lobby.rules())
    qtbot.waitUntil(lambda: bool(host.hosted_at), timeout=LIMIT_MS)
    guest.join(host.hosted_at)
    for win in wins:
        session = win.practice
        assert session is not None
        session.happened.connect(lambda event, s=session: auto_play(s, event))
    page = guest.practice_page
    assert page is not None
    qtbot.waitUntil(lambda: guest.practice_state is not None and guest.practice_state.hand_no >= 0, timeout=LIMIT_MS)
    assert guest.practice_state is not None and guest.practice_state.hands == 1
    assert page.title.text().endswith("hand 1 of 1"), page.title.text()
    assert page.sheet.isVisibleTo(page) and page.sheet.columnCount() == 3, "the host's seats' sheet once seated"
    for win in wins:
        qtbot.waitUntil(lambda win=win: win.practice_state is not None and win.practice_state.over, timeout=LIMIT_MS)
        assert win.practice_state is not None and len(win.practice_state.payments) == 1
        win.leave_practice()


def test_a_plugin_games_failed_join_counts_none_of_the_guests_hands(tmp_path: Path, qtbot: Any) -> None:
    """The guest's lobby says 5 hands; it joins where nothing listens: its page named "hand 1 of 5", a count
    of a table it never had. It names the game alone while joining and once the join failed."""
    import socket

    from tests.client_session import window as english_window

    guest = english_window(tmp_path / "guest", qtbot)
    guest.lobby.choose_game("kuaho")
    guest.lobby.hands.setValue(5)
    with socket.socket() as spare:
        spare.bind(("127.0.0.1", 0))  # bound, never listening: nothing answers there
        address = f"127.0.0.1:{spare.getsockname()[1]}"
        guest.join(address)
        page = guest.practice_page
        assert page is not None
        assert page.status.text() == f"Joining {address}…", page.status.text()  # not a blank side panel
        game = page.plugin.title()
        assert page.title.text() == game, page.title.text()
        assert not page.sheet.isVisibleTo(page), "no sheet of this lobby's seats for a table not joined yet"
        qtbot.waitUntil(lambda: guest.practice_state is not None and guest.practice_state.over, timeout=LIMIT_MS)
        assert guest.practice_page is page
        assert page.snapshot is not None and page.snapshot.over and page.snapshot.hand_no < 0
    assert page.title.text() == game, page.title.text()
    assert not page.sheet.isVisibleTo(page) and not page.sheet_title.isVisibleTo(page)
    assert "stopped" in page.status.text(), page.status.text()
    guest.leave_practice()


def test_a_plugin_games_moves_told_again_after_a_rejoin_are_not_paced(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import threading
    from types import SimpleNamespace

    import qt_ui.practice as practice
    from tusac_lan.games import find_game
    from tusac_lan.games.api import Moved
    from tusac_lan.table.events import TurnApplied

    game = find_game("tienlen")
    worker = practice.PracticeSession(game, game.default_rules(), ("good",), 1, lambda *_: [], pace=60.0)
    worker.game = SimpleNamespace(view=lambda state, seat: state)
    # Each turn is a bot's move (seat 1), as the worker sees it.
    monkeypatch.setattr(practice, "seen_steps", lambda game, start, actions, me: [(start, Moved(1, "x"), "after")])
    told = threading.Event()

    def hear(replayed: bool) -> None:
        worker._heard(TurnApplied("after", 3, "before", ("x",), replayed=replayed))
        told.set()

    threading.Thread(target=hear, args=(True,), daemon=True).start()
    assert told.wait(10.0), "a turn told again after a rejoin is not held at the bots' pace"
    told.clear()
    live = threading.Thread(target=hear, args=(False,), daemon=True)
    live.start()
    assert not told.wait(0.5), "a live bot's move is paced"
    worker.leave()  # ends the pause
    live.join(10.0)
    assert told.is_set()


def test_a_bot_in_the_hosts_seat_at_a_next_table_is_named_in_the_players_language(qtbot: Any) -> None:
    """Seen in a real window: after the host left, a Japanese guest's table said "Good bot 0" (seat 0's bot,
    named by the next table, was not read as one of the host's bot names)."""
    from qt_ui.i18n import use_language
    from qt_ui.practice import shown_names

    use_language("ja")
    try:
        shown = shown_names(("Good bot 0", "Yuki", "Good bot 2", "Good bot 3"), ("good", "", "good", "good"))
    finally:
        use_language("en")
    assert shown[1] == "Yuki" and not any("Good bot" in name for name in shown), shown
