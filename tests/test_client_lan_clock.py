"""Issue 22 point 1 for the games played through a client plugin (Tiến lên here): at a LAN table the
player whose move is due sees its own clock, and when its time runs out its own peer's bot plays the move
(the others are told), so a slow human is never voided or named; the others see whom the table waits for."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from qt_ui.practice import PracticeSession
from qt_ui.practice_page import own_clock_line, waiting_line
from qt_ui.practice_state import (
    Asked,
    HandEnded,
    HandStarted,
    Moved,
    OwnClock,
    SessionEnded,
    Stepped,
    TimedOut,
    Waiting,
    new_snapshot,
    reduce,
)
from tests.test_client_lan_game import Client, client, play_on_loopback
from tusac_lan.games import find_game
from tusac_lan.games.api import Moved as GameMoved
from tusac_lan.games.api import Outcome
from tusac_lan.table.history import verify_history

LIMIT_MS = 120_000
DEADLINES = (10.0, 3.0, 4.0)
"""A message, a move, the grace: the player has 1.5 s for a move (``move_clock.time_to_move``)."""


def session(tmp_path: Path, who: str, plays: bool) -> Client:
    return client(tmp_path, who, ("good",), plays)


def test_a_slow_player_at_a_tien_len_lan_table_is_played_for_by_its_own_peer(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    host, host_seen = session(tmp_path, "Host", plays=False)
    guest, guest_seen = session(tmp_path, "Guest", plays=True)
    host.deadlines = DEADLINES
    play_on_loopback(qtbot, host, guest, ("player",), host_seen, guest_seen)
    for seen in (host_seen, guest_seen):
        ended = next(e for e in seen if isinstance(e, SessionEnded))
        assert ended.reason == "" and ended.problem is None, ended
        assert any(isinstance(e, HandEnded) for e in seen)
    mine = [e for e in host_seen if isinstance(e, TimedOut)]
    theirs = [e for e in guest_seen if isinstance(e, TimedOut)]
    assert mine and all(e.mine and "a bot played for you" in e.line for e in mine)
    assert len(theirs) == len(mine) and all(not e.mine and e.line.startswith("Host ran out") for e in theirs)
    # The host's player was shown its clock (the guest's table signed 3 s a move: 1.5 s to choose).
    assert any(isinstance(e, OwnClock) for e in host_seen)
    for seen in (host_seen, guest_seen):  # each page knows the table is timed (its status keeps the room)
        assert next(e for e in seen if isinstance(e, HandStarted)).move_time == 1.5
    # The guest's worker told whom the table waited for, the host's player, with its time.
    assert any(isinstance(e, Waiting) and e.seats == (0,) and e.move_time == 1.5 for e in guest_seen)
    files = [sorted((tmp_path / f"{who}-histories").glob("*-hand*.tusac")) for who in ("Host", "Guest")]
    assert len(files[0]) == len(files[1]) == 1 and files[0][0].read_bytes() == files[1][0].read_bytes()
    history, _ = verify_history(files[0][0].read_bytes())
    assert history.verdict.ok and history.config.waits.move == 3.0


def test_a_move_chosen_for_an_offer_a_bot_already_played_is_not_taken_for_the_next(tmp_path: Path) -> None:
    worker, _ = session(tmp_path, "Me", plays=False)
    worker._new_decision(("pass", "play"))
    worker.choose("pass")  # the click comes late: the bot played the decision meanwhile
    worker._new_decision(())
    worker._new_decision(("pass", "other"))
    assert worker._poll_move() is None
    worker.choose("other")
    assert worker._poll_move() == (0, "other")


def test_the_clock_lines_and_the_reducer() -> None:
    snap = reduce(new_snapshot(2, 1), HandStarted(0, "view", 0, ("Me", "Hương")))
    snap = reduce(snap, Asked("view", ("a", "b")))
    snap = reduce(snap, OwnClock(100.0))
    assert own_clock_line(snap, 40.0) == "Your move: 1:00 left, then a bot plays it for you."
    assert own_clock_line(snap, 90.0) == "Hurry: 0:10 left to choose, then a bot plays this move for you."
    assert own_clock_line(snap, 100.5) == ""
    timed = reduce(snap, TimedOut("You ran out of time", True))
    assert timed.legal == () and timed.own_due == 0.0 and timed.notice == "You ran out of time"
    assert timed.log[-1] == "You ran out of time" and own_clock_line(timed, 40.0) == ""
    assert reduce(snap, Moved()).own_due == 0.0
    snap = reduce(reduce(snap, Moved()), Waiting((1,), 1000.0, 60.0))
    names = ("Me", "Hương")
    assert waiting_line(snap, names, 1010.0) == ""  # not slow yet
    assert waiting_line(snap, names, 1030.0) == "Waiting for Hương to move: 0:30 left, then a bot plays for them."
    assert waiting_line(snap, names, 1061.0) == ""
    assert reduce(snap, Waiting((), 1040.0, 60.0)).waiting is None
    assert waiting_line(reduce(snap, Waiting((1,), 1000.0, 0.0)), names, 1030.0) == ""  # no limit
    assert reduce(snap, HandStarted(1, "view")).notice == ""


def plugin_page(qtbot: Any, game_id: str, names: tuple[str, ...]) -> Any:
    """The table page of a game played through its client plugin, with a seat for each of ``names``."""
    from qt_ui.plugin import game_client
    from qt_ui.practice_page import PracticePage

    game = find_game(game_id)
    plugin = game_client(game)
    assert plugin is not None
    page = PracticePage(game, plugin, len(names), names)
    qtbot.addWidget(page)
    return page


def test_the_page_counts_the_clock_down_and_keeps_the_notice(qtbot) -> None:  # type: ignore[no-untyped-def]
    import time

    page = plugin_page(qtbot, "tienlen", ("Me", "Hương"))
    snap = reduce(new_snapshot(2, 1), HandStarted(0, None, 0, ("Me", "Hương")))
    snap = reduce(snap, TimedOut("Hương ran out of time; a bot played for them.", False))
    snap = reduce(snap, Waiting((1,), time.monotonic() - 25.0, 60.0))
    page.show_snapshot(snap)
    lines = page.status.text().split("\n")
    assert lines[0] == "Hương ran out of time; a bot played for them."
    assert lines[1].startswith("Waiting for Hương to move: 0:3") and page._ticks.isActive()
    page.show_snapshot(reduce(snap, HandEnded(None, Outcome((1, -1), 0, None))))
    assert not page._ticks.isActive()


def test_the_lobby_time_for_a_move_is_signed_by_a_hosted_plugin_game_table(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from tests.client_session import window

    win = window(tmp_path, qtbot)
    win.lobby.choose_game("tienlen")
    win.lobby.seat_count.setCurrentIndex(win.lobby.seat_count.findData(2))
    win.lobby.move_time.setCurrentIndex(win.lobby.move_time.findData(30.0))
    page = win.host_game("tienlen", "127.0.0.1:0", "Tiến lên here", ("player",))
    assert page is not None and win.practice is not None
    assert win.practice.deadlines is not None and win.practice.deadlines[1] == 30.0
    assert win._game_again is not None and win._game_again.deadlines == win.practice.deadlines
    assert win.settings.move_deadline() == 30.0  # kept for the next table
    win.leave_practice()


def test_a_long_line_of_the_move_log_wraps_whole(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 22 (the eve22 evening): a plugin game's long log lines were cut with "…"."""

    page = plugin_page(qtbot, "kuaho", ("Me", "B", "C", "D"))
    page.resize(900, 600)
    page.show()
    line = "Hương declares puro and lays a general face up: " + "one card to a win, " * 8
    page.show_snapshot(reduce(new_snapshot(4, 1), HandStarted(0, None, 0, (), line)))
    item = page.log.item(0)
    assert item.text() == line
    qtbot.waitUntil(lambda: page.log.visualItemRect(item).height() > 2 * page.log.fontMetrics().height())
    width = page.log.viewport().width()
    page.resize(700, 600)
    qtbot.waitUntil(lambda: page.log.viewport().width() < width)
    needed = page.log.fontMetrics().boundingRect(0, 0, page.log.viewport().width() - 8, 10_000, 0x1000, line)
    qtbot.waitUntil(lambda: page.log.visualItemRect(item).height() >= needed.height())


def test_the_clock_lines_do_not_move_the_score_sheet_at_a_lan_table(tmp_path: Path, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Seen in real windows: the status line grew from one line ("The others are playing…") to two (a clock)
    and four (a player ran out of time, then a clock), pushing the score sheet and the moves down at every
    turn. A LAN table's status line keeps the room of its tallest clock text; nothing of it is cut."""
    import time

    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    from qt_ui.status_words import out_of_time_line
    from tests.client_session import client_window

    for language, names in (("vi", ("Hương", "Kenji", "Bot 2", "Bot 3")), ("ja", ("Kenji", "Hương", "B", "C"))):
        win = client_window(tmp_path, qtbot, language=language, ini=f"{language}.ini", identity=f"{language}-id")
        win.resize(1280, 720)
        win.lobby.choose_game("kuaho")
        page = win.host_game("kuaho", "127.0.0.1:0", "Kuaho here", ("player", "good", "good"))
        assert page is not None and page.lan_table
        monkeypatch.setattr(page.actions_bar, "offer", lambda *_: None)  # the moves offered: not this test's
        start = reduce(new_snapshot(4, 2), HandStarted(0, None, 0, names, move_time=25.0))
        now = time.monotonic()
        snaps = [
            reduce(start, Waiting((1,), now, 25.0)),  # the others are playing…
            reduce(reduce(start, Asked(None, ("a",))), OwnClock(now + 25.0)),  # your move: 0:25 left…
            reduce(reduce(start, Asked(None, ("a",))), OwnClock(now + 9.0)),  # hurry: 0:09 left…
            reduce(reduce(start, TimedOut(out_of_time_line(names[1]), False)), Waiting((1,), now - 21.0, 25.0)),
            reduce(
                reduce(reduce(start, TimedOut(out_of_time_line(None), True)), Asked(None, ("a",))),
                OwnClock(now + 25.0),
            ),
        ]
        places = set()
        for snap in snaps:
            page.show_snapshot(snap)
            for _ in range(3):  # the nested layouts answer the status line's new size
                QApplication.sendPostedEvents()
            status = page.status
            assert status.height() >= status.heightForWidth(status.width()) > 0, status.text()  # not cut
            places.add(page.sheet.mapTo(page, QPoint(0, 0)).y())
        assert len(places) == 1, (language, places)
        # A table with no limit for a move shows no clock: its status line keeps no room for one.
        page.show_snapshot(reduce(new_snapshot(4, 2), HandStarted(0, None, 0, names)))
        for _ in range(3):
            QApplication.sendPostedEvents()
        assert page.status.reserved == ()
        assert page.sheet.mapTo(page, QPoint(0, 0)).y() < min(places)
        win.leave_practice()


def test_the_word_that_a_player_ran_out_of_time_goes_once_the_player_moves_or_the_hand_ends() -> None:
    """Seen in real windows: "You ran out of time …; your next move is yours again" stayed on the status line
    for the rest of the hand, through the player's own later moves, and under "The hand is over"."""
    snap = reduce(new_snapshot(2, 2), HandStarted(0, None, 0, ("Me", "Hương")))
    timed = reduce(snap, TimedOut("You ran out of time", True))
    asked = reduce(reduce(timed, Asked(None, ("a",))), OwnClock(100.0))
    assert asked.notice == "You ran out of time"  # shown with the next clock
    moved = reduce(asked, Moved())
    assert moved.notice == "" and moved.log[-1] == "You ran out of time"  # the log keeps it
    theirs = reduce(moved, TimedOut("Hương ran out of time; a bot played for them.", False))
    ended = reduce(theirs, HandEnded(None, Outcome((1, -1), 0, None)))
    assert theirs.notice and ended.notice == ""


def test_the_lobby_no_longer_says_hosting_once_the_player_left_a_plugin_game_lan_table(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seen in real windows after a Tiến lên LAN session: the host's lobby still said "Hosting on
    127.0.0.1:47812 — players can join this address" with nothing listening (the guest's: "Joining …")."""
    from tests.client_session import window

    win = window(tmp_path, qtbot)
    win.lobby.choose_game("tienlen")
    win.lobby.seat_count.setCurrentIndex(win.lobby.seat_count.findData(2))
    page = win.host_game("tienlen", "127.0.0.1:0", "Tiến lên here", ("player",))
    assert page is not None and page.lan_table
    qtbot.waitUntil(lambda: win.lobby.message.text().startswith("Hosting on 127.0.0.1:"), timeout=30_000)
    assert win.hosted_at
    win.leave_practice()
    assert win.lobby.message.text() == "You left the table." and win.hosted_at == ""


def test_a_wrapped_log_line_with_hanzi_keeps_its_last_part(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seen in real windows at a Mã điếu table: "Máy khá 3 đi trước 空沒文 (kōng méi wén, không văn)" showed as
    "… (kōng méi wén," and no more. Qt draws a wrapped item's next part only while the room left holds one as
    tall as the part before (``viewItemTextLayout``); the hanzi part is taller (a fallback font)."""
    from tests.wrapped_lines import drawn_whole

    page = plugin_page(qtbot, "madiao", ("Hương", "Kenji", "Máy khá 2", "Máy khá 3"))
    page.resize(1280, 680)
    page.show()
    line = "Máy khá 3 đi trước 空沒文 (kōng méi wén, không văn)"
    page.show_snapshot(reduce(new_snapshot(4, 1), HandStarted(0, None, 0, (), line)))
    item = page.log.item(0)
    qtbot.waitUntil(lambda: page.log.visualItemRect(item).height() > 1.5 * page.log.fontMetrics().height())
    assert len(drawn_whole(page.log, item)) >= 2


def test_at_a_lan_table_the_next_hand_starts_by_itself_without_next_hand(tmp_path: Path, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Seen in real windows at a Mã điếu LAN table of 30 s a move: nobody pressed Next hand within a minute of
    the result and both sessions stopped ("the table went nowhere for 60 s"); a player who pressed it waited
    for one who did not past the protocol deadline. As at a Tứ Sắc table, the next hand starts by itself
    LATEST_NEXT_SECONDS after the hand's end, and Next hand counts that down."""
    import time

    from qt_ui.snapshot import LATEST_NEXT_SECONDS

    now = [1000.0]
    monkeypatch.setattr("qt_ui.practice.time.monotonic", lambda: now[0])
    worker, _ = session(tmp_path, "Me", plays=False)
    assert not worker._ready(0)
    worker._lan = True
    worker._next_by = now[0] + LATEST_NEXT_SECONDS  # as the hand's end at a LAN table sets it
    assert not worker._ready(0)
    now[0] += LATEST_NEXT_SECONDS
    assert worker._ready(0) and worker._ready(0)
    worker.next_hand()  # a press is for the hand after: not taken for this one twice
    assert worker._nexts == 2

    snap = reduce(new_snapshot(2, 3), HandStarted(0, None, 0, ("Me", "Hương")))
    ended = reduce(snap, HandEnded(None, Outcome((1, -1), 0, None), None, 2000.0))
    assert ended.next_at == 2000.0 and reduce(ended, HandStarted(1, None)).next_at == 0.0
    page = plugin_page(qtbot, "tienlen", ("Me", "Hương"))
    monkeypatch.undo()
    page.show_snapshot(replace_next_at(ended, time.monotonic() + 20.5))
    assert page.next_button.text() == "Next hand (21 s)" and page._ticks.isActive()
    page.show_snapshot(replace_next_at(ended, 0.0))
    assert page.next_button.text() == "Next hand"


def replace_next_at(snap, next_at: float):  # type: ignore[no-untyped-def]
    from dataclasses import replace

    return replace(snap, next_at=next_at)


def test_a_two_hand_lan_table_where_nobody_presses_next_hand_ends(tmp_path: Path, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The whole way on loopback: two players who never press Next hand play a two-hand Tiến lên table to
    its end (before, both sessions stopped a minute after the first hand: the table went nowhere)."""
    import qt_ui.practice as practice
    from qt_ui.practice import PracticeSession
    from tests.test_client_lan_game import auto_play, play_on_loopback

    monkeypatch.setattr(practice, "LATEST_NEXT_SECONDS", 1.0)
    game = find_game("tienlen")
    workers = []
    for who in ("Host", "Guest"):
        worker = PracticeSession(
            game,
            game.default_rules(),
            ("good",),
            2,
            lambda before, step, after: [],
            identity_dir=tmp_path / f"{who}-id",
            history_dir=tmp_path / f"{who}-histories",
            name=who,
        )
        seen: list[Any] = []
        worker.happened.connect(seen.append)
        worker.happened.connect(lambda event, worker=worker: auto_play(worker, event))
        workers.append((worker, seen))
    (host, host_seen), (guest, guest_seen) = workers
    play_on_loopback(qtbot, host, guest, ("player",), host_seen, guest_seen)
    for seen in (host_seen, guest_seen):
        ended = next(e for e in seen if isinstance(e, SessionEnded))
        assert ended.reason == "" and ended.problem is None, ended
        assert [e.outcome.payments for e in seen if isinstance(e, HandEnded)] == [
            e.outcome.payments for e in host_seen if isinstance(e, HandEnded)
        ]
        assert sum(isinstance(e, HandEnded) for e in seen) == 2


def test_the_others_hear_that_a_player_ran_out_of_time_with_its_move_not_after_the_bots_that_follow(
    tmp_path: Path, qtbot: Any
) -> None:
    # Ma Diao at four seats: the guest's seat is followed by the host's two bots, which answer at once; the
    # host's player must hear that the guest ran out of time with the guest's move, not two bot moves later.
    game = find_game("madiao")
    workers = []
    for who, plays in (("Host", True), ("Guest", False)):
        worker = PracticeSession(
            game,
            game.default_rules(),
            ("good", "good", "good"),
            1,
            lambda before, step, after: [],
            identity_dir=tmp_path / f"{who}-id",
            history_dir=tmp_path / f"{who}-histories",
            name=who,
        )
        seen: list[Any] = []
        worker.happened.connect(lambda event, w=worker, s=seen, p=plays: _note(w, s, p, event))
        workers.append((worker, seen))
    (host, host_seen), (guest, guest_seen) = workers
    host.deadlines = DEADLINES
    guest.deadlines = DEADLINES
    play_on_loopback(qtbot, host, guest, ("player", "good", "good"), host_seen, guest_seen)
    assert next(e for e in host_seen if isinstance(e, SessionEnded)).reason == ""
    told = [i for i, e in enumerate(host_seen) if isinstance(e, TimedOut)]
    assert told, "the guest never ran out of time"
    for index in told:
        assert not host_seen[index].mine and host_seen[index].line.startswith("Guest ran out")
        # The line comes just before the steps of the turn that brought the move the guest's bot played (a
        # LAN worker posts a Waiting after each turn's steps, so the steps right after the line are one turn's).
        steps = []
        for event in host_seen[index + 1 :]:
            if not isinstance(event, Stepped):
                break
            steps.append(event.step)
        assert any(isinstance(s, GameMoved) and s.seat == 1 for s in steps), (index, host_seen[index + 1 : index + 6])


def _note(worker: PracticeSession, seen: list[Any], plays: bool, event: Any) -> None:
    seen.append(event)
    if plays and isinstance(event, Asked):
        worker.choose(event.legal[0])
