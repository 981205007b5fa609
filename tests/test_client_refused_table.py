"""A desktop host whose table one player's program refuses (set to another game): the host's table stays
open, the host is told who and why in its language, the other player keeps its seat, and Start now puts a
bot in the free seat. The host stopped with "Lan did not take the table" and let everyone go. The guests
are real `tusac peer` processes on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from qt_ui.i18n import translate
from qt_ui.problem_words import game_words, problem_words
from tests.client_session import client_window, speaking
from tests.test_hostile_peers import Table
from tusac_lan.peer.problems import problem

LIMIT_MS = 40_000


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Table]:
    table = Table(tmp_path / "guests")
    yield table
    table.close()


def seat_two_one_refuses(table: Table, address: str, game: str = "") -> tuple[Any, str]:
    """An takes a seat at ``address``; Lan's program, set to Ma Diao, refuses the table. An's process, and
    what the host is told (in the client's language)."""
    an = table.peer("An", "--join", address, *(("--game", game) if game else ()))
    an.first("welcomed to seat", LIMIT_MS / 1000)
    lan = table.peer("Lan", "--join", address, "--game", "madiao")  # set to another game
    assert lan.popen.wait(timeout=LIMIT_MS / 1000) == 2, lan.output()
    # The host is told why, in its player's words: Lan's program is set to Ma Diao, not the table's game (the
    # reason was kept and not shown: "it may be set to another game").
    why = problem("WRONG_GAME", game=game or "tusac", mine="madiao").text
    told = problem_words(problem("TABLE_REFUSED_SEAT_FREE", name="Lan", reason=why))
    assert game_words("madiao") in told and game_words(game or "tusac") in told, told
    return an, told


def test_a_refused_table_stays_open_and_starts_with_a_bot_in_the_free_seat(
    tmp_path: Path, qtbot: Any, table: Table
) -> None:
    with speaking("vi"):
        win = client_window(tmp_path, qtbot, name="Mai", language="vi", pace_ms=None, animation_ms=None)
        win.lobby.choose_game("tienlen")
        win.lobby.seat_count.setCurrentIndex(win.lobby.seat_count.findData(3))
        win.host("127.0.0.1:0", "Bàn của Mai", ("player", "player"), 1, win.lobby.rules())
        qtbot.waitUntil(lambda: bool(win.hosted_at), timeout=LIMIT_MS)
        page = win.practice_page
        assert page is not None
        # Before the table starts the host sees who sits where in the place of the empty table (it saw an
        # empty green table and an empty score sheet), each seat kept for a player awaited.
        assert page.board.currentWidget() is page.roster and not page.sheet.isVisibleTo(page)
        assert not page.actions_bar.widget().isVisibleTo(page)
        waiting = translate("Practice", "waiting for a player…")
        assert page.roster.text().count(waiting) == 2 and "Mai" in page.roster.text(), page.roster.text()
        an, told = seat_two_one_refuses(table, win.hosted_at, "tienlen")
        qtbot.waitUntil(lambda: told in page.status.text(), timeout=LIMIT_MS)
        # An sits in its seat; Lan's, refused, is awaited again (and the host was told Lan left it, and why)
        qtbot.waitUntil(lambda: "An" in page.roster.text(), timeout=LIMIT_MS)
        assert page.roster.text().count(waiting) == 1 and "Lan" not in page.roster.text(), page.roster.text()
        assert "did not take" not in page.status.text()  # in the player's words
        assert win.hosted_at in page.status.text(), "where the table listens is still said"
        an.first(problem("TABLE_SET_AGAIN").text, LIMIT_MS / 1000)  # An keeps its seat
        state = win.practice_state
        assert state is not None and not state.over and win.practice is not None and win.practice.running
        assert page.start_now_button.isVisibleTo(page)
        qtbot.mouseClick(page.start_now_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: win.practice_state is not None and win.practice_state.hand_no >= 0, timeout=LIMIT_MS)
        started = win.practice_state
        assert started is not None
        qtbot.waitUntil(lambda: page.board.currentWidget() is page.scene.widget(), timeout=LIMIT_MS)
        assert page.sheet.isVisibleTo(page) and page.actions_bar.widget().isVisibleTo(page)
        names = started.names
        assert names[:2] == ("Mai", "An") and len(names) == 3 and names[2] != "Lan", names
        an.first("seated as ", LIMIT_MS / 1000)
        win.leave_practice()
        win.close()


def test_a_tu_sac_hosts_lobby_says_who_refused_and_stays_open(tmp_path: Path, qtbot: Any, table: Table) -> None:
    from tests.test_client_lobby_waits import host

    with speaking("ja"):
        win = client_window(tmp_path, qtbot, name="Mai", language="ja", pace_ms=None, animation_ms=None)
        address = host(win, qtbot, ("player", "player", "beginner"))
        an, told = seat_two_one_refuses(table, address)
        seats = win.lobby.seats

        def lines() -> list[str]:
            return [seats.item(row).text() for row in range(seats.count())]

        qtbot.waitUntil(lambda: told in lines(), timeout=LIMIT_MS)
        last = seats.visualItemRect(seats.item(seats.count() - 1))
        assert seats.viewport().rect().contains(last.topLeft()), "the newest line is in sight"
        assert last.width() <= seats.viewport().width(), "a long line wraps, never cut at the list's edge"
        an.first(problem("TABLE_SET_AGAIN").text, LIMIT_MS / 1000)  # An keeps its seat
        assert win.session is not None and not win._session_closed, "the host still hosts"
        qtbot.mouseClick(win.lobby.start_now_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: win.pages.currentWidget() is win.table_page, timeout=LIMIT_MS)
        snap = win.table_page.snapshot
        assert snap is not None
        assert snap.names[:2] == ("Mai", "An") and "Lan" not in snap.names, snap.names
        an.first("seated as ", LIMIT_MS / 1000)
        win.leave()
        win.close()


def test_a_plugin_games_guest_is_told_it_keeps_its_seat(tmp_path: Path, qtbot: Any, table: Table) -> None:
    """The guest's page said nothing while seated (a blank status), and nothing when the table was set again."""
    from qt_ui.i18n import translate

    with speaking("ja"):
        host = client_window(tmp_path / "host", qtbot, name="Mai", language="ja", pace_ms=None, animation_ms=None)
        host.lobby.choose_game("tienlen")
        host.lobby.seat_count.setCurrentIndex(host.lobby.seat_count.findData(3))
        host.host("127.0.0.1:0", "Maiの卓", ("player", "player"), 1, host.lobby.rules())
        qtbot.waitUntil(lambda: bool(host.hosted_at), timeout=LIMIT_MS)
        guest = client_window(tmp_path / "guest", qtbot, name="Yuki", language="ja", pace_ms=None, animation_ms=None)
        guest.lobby.choose_game("tienlen")
        guest.join(host.hosted_at)
        page = guest.practice_page
        assert page is not None
        seated = translate("Practice", "You have a seat: the table starts when the host starts it…")
        assert seated != "You have a seat: the table starts when the host starts it…", "in Japanese"
        # ... and who else sits so far (the host's WELCOME names every seat: here the host alone)
        places = page.plugin.seat_names(3)
        sitting = translate("Status", "At the table so far: {names}").format(
            names=translate("Status", "{name} ({seat})").format(name="Mai", seat=places[0])
        )
        qtbot.waitUntil(lambda: page.status.text() == f"{seated}\n{sitting}", timeout=LIMIT_MS)
        lan = table.peer("Lan", "--join", host.hosted_at, "--game", "madiao")  # set to another game
        assert lan.popen.wait(timeout=LIMIT_MS / 1000) == 2, lan.output()
        again = problem_words(problem("TABLE_SET_AGAIN"))
        qtbot.waitUntil(lambda: page.status.text() == f"{again}\n{seated}\n{sitting}", timeout=LIMIT_MS)
        host_page = host.practice_page
        assert host_page is not None
        qtbot.mouseClick(host_page.start_now_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(
            lambda: guest.practice_state is not None and guest.practice_state.hand_no >= 0, timeout=LIMIT_MS
        )
        state = guest.practice_state
        assert state is not None and state.names[:2] == ("Mai", "Yuki") and "Lan" not in state.names
        assert seated not in page.status.text(), "the table's own line once it runs"
        guest.leave_practice()
        host.leave_practice()
        guest.close()
        host.close()
