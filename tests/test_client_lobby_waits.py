"""Issue 22 point 6: a hosted table stays open until its host starts it (bots in the seats nobody took) or
closes it, never closing itself on a timeout; joining where nothing listens fails within seconds with the
player's words; a code typed for a table that needs none is refused with a reason, not accepted."""

from __future__ import annotations

import socket
import threading
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from qt_ui.i18n import use_language
from qt_ui.main_window import MainWindow
from qt_ui.move_time import move_time_box
from tests.client_session import client_window
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.peer.events import Hosting, PeerEvent
from tusac_lan.peer.host import host_lobby
from tusac_lan.peer.move_clock import NO_LIMIT
from tusac_lan.peer.options import PeerError, PeerOptions
from tusac_lan.table.seating import SeatPlan


def window(tmp_path: Path, qtbot: Any, name: str = "Mai", language: str = "en") -> MainWindow:
    return client_window(
        tmp_path,
        qtbot,
        name=name,
        language=language,
        ini=f"{name}.ini",
        identity=f"id-{name}",
        histories=f"histories-{name}",
        pace_ms=None,
        animation_ms=None,
    )


def host(win: MainWindow, qtbot: Any, plan: tuple[str, str, str] = ("player", "beginner", "beginner")) -> str:
    win.lobby.host_address.setText("127.0.0.1:0")
    for box, level in zip(win.lobby.seat_plan, plan, strict=True):
        box.setCurrentIndex(box.findData(level))
    qtbot.mouseClick(win.lobby.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(win.hosted_at), timeout=20_000)
    return win.hosted_at


def test_a_hosts_lobby_outlasts_its_timeout_and_starts_with_bots_when_asked(tmp_path: Path) -> None:
    """The desktop host's lobby: no TOO_FEW_CAME after ``timeout``; Start now fills the free seats."""
    asked = threading.Event()
    hosted: list[str] = []

    def heard(event: PeerEvent) -> None:
        if isinstance(event, Hosting):
            hosted.append(event.address)

    def start_now() -> str | None:
        return "beginner" if asked.is_set() else None

    options = PeerOptions(
        identity_dir=tmp_path / "host", name="Host", timeout=0.3, listener=heard, lobby_open=True, start_now=start_now
    )
    timer = threading.Timer(1.5, asked.set)  # five times the lobby's timeout: the lobby is still open
    timer.start()
    try:
        seated = host_lobby("127.0.0.1:0", SeatPlan(("player", "player", "greedy")), 1, RuleSet(), options)
    finally:
        timer.cancel()
    try:
        assert asked.is_set() and hosted
        names = seated.transcript.config.names
        assert names[0] == "Host" and names[1:] == ("Beginner bot 1", "Beginner bot 2", "Greedy bot 3")
        assert sorted(seated.seats) == [0, 1, 2, 3]  # the host runs every bot
    finally:
        seated.mesh.close()


def test_a_terminal_hosts_lobby_still_gives_up_after_its_timeout(tmp_path: Path) -> None:
    options = PeerOptions(identity_dir=tmp_path / "host", name="Host", timeout=0.3)
    began = time.monotonic()
    try:
        host_lobby("127.0.0.1:0", SeatPlan(("player", "greedy", "greedy")), 1, RuleSet(), options)
    except PeerError as exc:
        assert exc.problem.kind == "TOO_FEW_CAME"
    else:
        raise AssertionError("the lobby did not give up")
    assert time.monotonic() - began < 10


def test_the_host_starts_now_with_bots_from_the_lobby(tmp_path: Path, qtbot: Any) -> None:
    use_language("en")
    win = window(tmp_path, qtbot)
    assert not win.lobby.start_now_button.isVisibleTo(win.lobby)
    host(win, qtbot)
    assert win.lobby.start_now_button.isVisibleTo(win.lobby)
    qtbot.mouseClick(win.lobby.start_now_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.pages.currentWidget() is win.table_page, timeout=30_000)
    snap = win.table_page.snapshot
    assert snap is not None and snap.names[0] == "Mai" and all("bot" in name for name in snap.names[1:])
    assert not win.lobby.start_now_button.isVisibleTo(win.lobby)
    win.leave()
    win.close()


def test_joining_where_nothing_listens_fails_within_seconds_in_the_players_words(tmp_path: Path, qtbot: Any) -> None:
    use_language("vi")
    win = window(tmp_path, qtbot, language="vi")
    with socket.socket() as spare:
        spare.bind(("127.0.0.1", 0))
        address = f"127.0.0.1:{spare.getsockname()[1]}"  # bound, never listening: nothing answers there
        win.lobby.address.setText(address)
        began = time.monotonic()
        qtbot.mouseClick(win.lobby.join_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: address in win.lobby.message.text() and win.session is not None
                        and win._session_closed, timeout=10_000)  # fmt: skip
    assert time.monotonic() - began < 10
    assert not win.lobby.cancel_button.isVisibleTo(win.lobby)
    assert "Nothing answers" not in win.lobby.message.text()  # told in Vietnamese
    assert "NOTHING_LISTENS" not in win.lobby.message.text()
    assert "nothing listens there" in win.lobby.message.toolTip()  # the peer's English as the detail
    win.close()
    use_language("en")


def test_a_player_named_as_a_table_names_its_bots_is_refused_in_its_own_words(tmp_path: Path, qtbot: Any) -> None:
    """A guest called "Expert bot 2" would read as a bot in the others' lobby lines: the host turns it away,
    and the guest is told why in Vietnamese."""
    use_language("en")
    hoster = window(tmp_path, qtbot, "Mai")
    address = host(hoster, qtbot)
    guest = window(tmp_path, qtbot, "Expert bot 2", language="vi")
    guest.lobby.address.setText(address)
    qtbot.mouseClick(guest.lobby.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest._session_closed, timeout=20_000)
    text = guest.lobby.message.text()
    assert "tên Expert bot 2 là kiểu tên bàn đặt cho các máy; cần một tên khác" in text, text
    assert guest.pages.currentWidget() is guest.lobby
    use_language("en")


def test_a_code_typed_for_a_table_that_needs_none_is_refused_with_a_reason(tmp_path: Path, qtbot: Any) -> None:
    use_language("en")
    hoster = window(tmp_path, qtbot, "Mai")
    address = host(hoster, qtbot)  # on loopback: a table with no code
    assert not hoster.hosted_code
    guest = window(tmp_path, qtbot, "Lan")
    guest.lobby.address.setText(address)
    guest.lobby.code.setText("ABCD2345")
    qtbot.mouseClick(guest.lobby.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest._session_closed, timeout=20_000)
    text = guest.lobby.message.text()
    assert text.startswith("Could not take a seat: The host turned you away:"), text
    assert "needs no table code" in text
    assert guest.pages.currentWidget() is guest.lobby
    assert hoster.session is not None and not hoster._session_closed  # the host keeps hosting
    hoster.cancel_attempt()
    guest.close()
    hoster.close()


def test_the_host_chooses_the_time_for_a_move_as_a_table_rule_no_limit_among_them(tmp_path: Path, qtbot: Any) -> None:
    """Issue 22 point 1's TABLE rule in the host form: the choice goes into the table's deadlines (every peer
    applies the TABLE's) and is kept for the next table."""
    use_language("en")
    win = window(tmp_path, qtbot)
    box = win.lobby.move_time
    labels = [box.itemText(i) for i in range(box.count())]
    assert labels == ["30 s", "1 min", "2 min", "5 min", "No limit"] and box.currentText() == "2 min"
    box.setCurrentIndex(box.findText("No limit"))
    host(win, qtbot)
    assert win.session is not None and win.session.deadlines[1] == NO_LIMIT
    assert win.store.value("deadlines") == "30,none,10"
    qtbot.mouseClick(win.lobby.start_now_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.pages.currentWidget() is win.table_page, timeout=30_000)
    snap = win.table_page.snapshot
    assert snap is not None and snap.move_time == 0.0  # the signed TABLE says no limit: the player is never timed
    win.leave()
    win.close()
    again = window(tmp_path, qtbot)
    assert again.lobby.move_time.currentText() == "No limit"
    use_language("vi")
    assert move_time_box(60.0).currentText() == "1 phút"
    assert move_time_box(45.0).currentText() == "45 giây"
    use_language("en")
    again.close()


def test_a_seated_player_waits_for_the_host_to_start_past_its_timeout(tmp_path: Path) -> None:
    """A guest of a desktop host's open lobby waits for the table as long as the host keeps it open (its
    Cancel stops it), not ``timeout`` (it gave up after 120 s while the host waited for a third player)."""
    from tusac_lan.peer.events import Welcomed
    from tusac_lan.peer.join import join_lobby

    asked, open_now = threading.Event(), threading.Event()
    hosted: list[str] = []
    results: list[Any] = []

    def heard(event: PeerEvent) -> None:
        if isinstance(event, Hosting):
            hosted.append(event.address)
            open_now.set()

    def hosting() -> None:
        options = PeerOptions(
            identity_dir=tmp_path / "host",
            name="Host",
            timeout=20,
            listener=heard,
            lobby_open=True,
            start_now=lambda: "beginner" if asked.is_set() else None,
        )
        try:
            results.append(host_lobby("127.0.0.1:0", SeatPlan(("player", "player", "greedy")), 1, RuleSet(), options))
        except Exception as exc:  # the test reads it
            results.append(exc)

    host = threading.Thread(target=hosting)
    host.start()
    try:
        assert open_now.wait(20)

        def seated(event: PeerEvent) -> None:
            if isinstance(event, Welcomed):
                threading.Timer(1.5, asked.set).start()  # three times the guest's timeout

        guest_options = PeerOptions(
            identity_dir=tmp_path / "guest", name="Guest", timeout=0.5, listener=seated, lobby_open=True
        )
        guest = join_lobby(hosted[0], guest_options)
        try:
            assert asked.is_set()
            assert guest.transcript.config.names == ("Host", "Guest", "Beginner bot 2", "Greedy bot 3")
        finally:
            guest.mesh.close()
    finally:
        asked.set()
        host.join(30)
        for result in results:
            if not isinstance(result, Exception):
                result.mesh.close()
    assert not isinstance(results[0], Exception), results


def test_a_seated_player_hears_at_once_that_the_host_closed_the_table(tmp_path: Path, qtbot: Any) -> None:
    use_language("en")
    hoster = window(tmp_path, qtbot, "Mai")
    address = host(hoster, qtbot, ("player", "player", "beginner"))
    guest = window(tmp_path, qtbot, "Lan")
    guest.lobby.address.setText(address)
    qtbot.mouseClick(guest.lobby.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: hoster.lobby.seats.count() > 0 and any(
        "Lan" in hoster.lobby.seats.item(i).text() for i in range(hoster.lobby.seats.count())
    ), timeout=20_000)  # fmt: skip
    assert guest.lobby.cancel_button.isVisibleTo(guest.lobby), "seated, the guest can still stop waiting"
    qtbot.mouseClick(hoster.lobby.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest._session_closed, timeout=10_000)
    assert guest.lobby.message.text() == (
        "Could not take a seat: The host turned you away: the host closed the table before it started."
    )
    guest.close()
    hoster.close()


def test_nothing_above_moves_when_the_seats_of_a_hosted_table_appear(tmp_path: Path, qtbot: Any) -> None:
    """Seen in real windows: the whole lobby moved up by about 60 px when hosting started (it was centred,
    and the seats of the table appeared below); then the join form by 15-26 px (the list of tables found gave
    the room); then all of it across by 7 px (the scroll bar appeared when the lobby no longer fitted)."""
    use_language("en")
    win = window(tmp_path, qtbot)
    win.resize(1280, 720)
    win.show()
    qtbot.waitExposed(win)
    lobby = win.lobby

    def tops() -> list[tuple[int, int]]:
        shown = (lobby.name, lobby.hands, lobby.host_address, lobby.tables, lobby.code, lobby.address)
        return [(w.mapTo(win, w.rect().topLeft()).x(), w.mapTo(win, w.rect().topLeft()).y()) for w in shown]

    before = tops()
    host(win, qtbot)
    qtbot.waitUntil(lambda: lobby.seats.isVisible(), timeout=10_000)
    assert tops() == before
    win.cancel_attempt()
    win.close()
