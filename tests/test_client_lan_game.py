"""A 3-seat Tiến lên LAN table in the desktop client's worker: one client hosts on 127.0.0.1 (a bot in
the third seat), another joins; both play the hand to its end and keep byte-identical, verified files."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from qt_ui.practice import PracticeSession
from qt_ui.practice_state import Asked, Gathering, HandEnded, HandStarted, SessionEnded
from tusac_lan.games import find_game
from tusac_lan.table.history import verify_history

LIMIT_MS = 120_000

Client = tuple[PracticeSession, list[Any]]


def client(tmp_path: Path, who: str, levels: tuple[str, ...] = ("good", "good"), plays: bool = True) -> Client:
    """A Tiến lên worker whose player plays the first legal move offered (``plays``), with the events it posted."""
    game = find_game("tienlen")
    session = PracticeSession(
        game,
        game.default_rules(),
        levels,
        1,
        lambda before, step, after: [],
        identity_dir=tmp_path / f"{who}-id",
        history_dir=tmp_path / f"{who}-histories",
        name=who,
    )
    seen: list[Any] = []

    def happened(event: Any) -> None:
        seen.append(event)
        if plays and isinstance(event, Asked):
            session.choose(event.legal[0])

    session.happened.connect(happened)
    return session, seen


def play_on_loopback(
    qtbot: Any, host: PracticeSession, guest: PracticeSession, plan: tuple[str, ...], *seen: list[Any]
) -> None:
    """``host`` hosts on 127.0.0.1 with the seat ``plan`` and ``guest`` joins, until every one of ``seen``
    (the workers' events) has its session's end."""
    addresses: list[str] = []
    host.hosting.connect(lambda address, code: addresses.append(address))
    try:
        host.host("127.0.0.1:0", plan)
        qtbot.waitUntil(lambda: bool(addresses), timeout=LIMIT_MS)
        guest.join(addresses[0])
        for events in seen:
            qtbot.waitUntil(lambda events=events: any(isinstance(e, SessionEnded) for e in events), timeout=LIMIT_MS)
    finally:
        host.leave()
        guest.leave()


def test_two_clients_play_a_three_seat_tien_len_table_on_loopback(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    host, host_seen = client(tmp_path, "Host")
    guest, guest_seen = client(tmp_path, "Guest")
    play_on_loopback(qtbot, host, guest, ("player", "good"), host_seen, guest_seen)
    for seen, seat in ((host_seen, 0), (guest_seen, 1)):
        ended = next(e for e in seen if isinstance(e, SessionEnded))
        assert ended.reason == ""
        started = next(e for e in seen if isinstance(e, HandStarted))
        assert started.seat == seat and started.names[:2] == ("Host", "Guest")
        outcome = next(e for e in seen if isinstance(e, HandEnded)).outcome
        assert sum(outcome.payments) == 0
    files = [sorted((tmp_path / f"{who}-histories").glob("*-hand*.tusac")) for who in ("Host", "Guest")]
    assert len(files[0]) == len(files[1]) == 1
    assert files[0][0].read_bytes() == files[1][0].read_bytes()
    history, run = verify_history(files[0][0].read_bytes())
    assert history.verdict.ok and history.config.game_id == "tienlen" and history.config.seats == 3
    assert history.config.bots[2] == "good"
    settled = run.settled_outcome
    host_outcome = next(e for e in host_seen if isinstance(e, HandEnded)).outcome
    assert settled is not None and tuple(settled.payments) == host_outcome.payments


def auto_play(session: PracticeSession, event: Any) -> None:
    if isinstance(event, Asked):
        session.choose(event.legal[0])


def test_host_and_join_in_the_lobby_play_a_tien_len_table(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from tests.client_session import window

    wins = [window(tmp_path / who, qtbot) for who in ("host", "guest")]
    for win in wins:
        win.lobby.choose_game("tienlen")
    host, guest = wins
    guest.settings.name = "Guest"  # two players of one name are refused at a table
    host.lobby.seat_count.setCurrentIndex(host.lobby.seat_count.findData(3))
    host.lobby.hands.setValue(1)
    host.host("127.0.0.1:0", "Tiến lên here", ("player", "good", "good"), 1, host.lobby.rules())
    page = host.practice_page
    assert page is not None and host.pages.currentWidget() is page
    qtbot.waitUntil(lambda: bool(host.hosted_at), timeout=LIMIT_MS)
    assert "Hosting on" in page.status.text()
    guest.join(host.hosted_at)
    for win in wins:
        session = win.practice
        assert session is not None
        session.happened.connect(lambda event, s=session: auto_play(s, event))
    for win in wins:
        qtbot.waitUntil(lambda win=win: win.practice_state is not None and win.practice_state.over, timeout=LIMIT_MS)
    states = [win.practice_state for win in wins]
    assert [(s.stopped, len(s.payments)) for s in states if s is not None] == [("", 1), ("", 1)]
    assert states[1] is not None and states[1].seat == 1 and states[1].names[:2] == ("Me", "Guest")
    # Issue 22 (the eve22 evening): the guest's move log named the seats from its own side (its name for
    # the host's moves, "East (good bot)" for its own), not as the table seats them.
    for state in states:
        assert state is not None
        assert not any("(good bot)" in line for line in state.log), state.log
        assert any(line.startswith("Me ") for line in state.log)
        assert any(line.startswith("Guest ") for line in state.log)
    files = [sorted((tmp_path / who / "histories").glob("*-hand*.tusac")) for who in ("host", "guest")]
    assert len(files[0]) == 1 and files[0][0].read_bytes() == files[1][0].read_bytes()
    history, _ = verify_history(files[0][0].read_bytes())
    assert history.config.game_id == "tienlen" and history.config.seats == 3 and history.config.bots[2]
    for win in wins:
        win.leave_practice()


def test_the_host_seat_plan_has_a_row_for_each_other_seat(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from tests.client_session import window

    win = window(tmp_path, qtbot)
    lobby = win.lobby
    assert all(box.isVisible() for box in lobby.seat_plan)  # Tứ Sắc: East, North and West
    lobby.choose_game("tienlen")
    lobby.seat_count.setCurrentIndex(lobby.seat_count.findData(3))
    assert [box.isVisible() for box in lobby.seat_plan] == [True, True, False]
    lobby.seat_count.setCurrentIndex(lobby.seat_count.findData(2))
    assert [box.isVisible() for box in lobby.seat_plan] == [True, False, False]
    lobby.choose_game("tusac")
    assert all(box.isVisible() for box in lobby.seat_plan)


def test_the_host_seat_plan_names_the_seats_as_the_games_table_does(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Tiến lên at 3 seats sits South, East and West (its plugin's names, the practice table's): the lobby's
    seat plan says East and West too, not Tứ Sắc's East and North."""
    from PySide6.QtWidgets import QLabel

    from qt_ui.plugin import game_client
    from tests.client_session import window

    win = window(tmp_path, qtbot)
    lobby = win.lobby

    def rows() -> list[tuple[str, str]]:
        found = []
        for box in (box for box in lobby.seat_plan if box.isVisibleTo(lobby)):
            label = lobby._host_form.labelForField(box)
            assert isinstance(label, QLabel)
            found.append((label.text(), box.accessibleName()))
        return found

    assert rows() == [("East", "Who plays East"), ("North", "Who plays North"), ("West", "Who plays West")]
    lobby.choose_game("tienlen")
    plugin = game_client(find_game("tienlen"))
    assert plugin is not None
    for seats, names in ((3, ["East", "West"]), (2, ["North"]), (4, ["East", "North", "West"])):
        lobby.seat_count.setCurrentIndex(lobby.seat_count.findData(seats))
        assert list(plugin.seat_names(seats)[1:]) == names
        assert rows() == [(name, f"Who plays {name}") for name in names], seats
    lobby.choose_game("tusac")
    assert [label for label, _ in rows()] == ["East", "North", "West"]


def test_the_host_of_a_plugin_games_table_starts_it_now_with_bots(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 22 point 6: nobody came; the host starts its Tiến lên table now, a bot in the player's seat."""
    from tests.client_session import window

    host = window(tmp_path / "host", qtbot)
    host.lobby.choose_game("tienlen")
    host.lobby.seat_count.setCurrentIndex(host.lobby.seat_count.findData(3))
    host.lobby.hands.setValue(1)
    host.host("127.0.0.1:0", "Tiến lên here", ("player", "good", "good"), 1, host.lobby.rules())
    page = host.practice_page
    assert page is not None
    qtbot.waitUntil(lambda: bool(host.hosted_at), timeout=LIMIT_MS)
    assert page.start_now_button.isVisibleTo(page)
    session = host.practice
    assert session is not None
    session.happened.connect(lambda event: auto_play(session, event))
    page.start_now_button.click()
    qtbot.waitUntil(lambda: host.practice_state is not None and host.practice_state.over, timeout=60_000)
    state = host.practice_state
    assert state is not None and state.stopped == "" and len(state.payments) == 1
    assert not page.start_now_button.isVisibleTo(page)
    host.leave_practice()


def test_a_player_who_pressed_next_hand_is_told_whom_the_next_hand_waits_for(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seen by a helper at a LAN table: after Next hand a player was told nothing of whom the table waited for.
    The host presses Next hand at once, the guest only once the host's worker said it waits for the guest;
    the bot in the third seat is never named."""
    from qt_ui.plugin import game_client
    from qt_ui.practice_page import PracticePage
    from qt_ui.practice_state import new_snapshot, reduce

    host, host_seen = client(tmp_path, "Host")
    guest, guest_seen = client(tmp_path, "Guest")
    for session in (host, guest):
        session.hands = 2
    pressed: list[str] = []

    def host_presses(event: Any) -> None:
        if isinstance(event, HandEnded) and "host" not in pressed:
            pressed.append("host")
            host.next_hand()
        if isinstance(event, Gathering) and event.seats == (1,) and pressed == ["host"]:
            pressed.append("guest")
            guest.next_hand()

    host.happened.connect(host_presses)
    play_on_loopback(qtbot, host, guest, ("player", "good"), host_seen, guest_seen)
    assert pressed == ["host", "guest"], pressed
    told = [e for e in host_seen if isinstance(e, Gathering)]
    assert told[0].seats == (1,) and all(2 not in e.seats for e in told), told
    for seen in (host_seen, guest_seen):
        ended = next(e for e in seen if isinstance(e, SessionEnded))
        assert ended.reason == "" and sum(isinstance(e, HandEnded) for e in seen) == 2
    # The host's page, with the result on show, says so in words.
    plugin = game_client(host.game)
    assert plugin is not None
    page = PracticePage(host.game, plugin, 3, ("Host", "Guest", "Good bot 3"))
    qtbot.addWidget(page)
    ended_at = next(i for i, e in enumerate(host_seen) if isinstance(e, HandEnded))
    snapshot = new_snapshot(3, 2)
    for event in host_seen[: ended_at + 1]:
        snapshot = reduce(snapshot, event)
    page.show_snapshot(snapshot)
    assert page.next_button.isVisibleTo(page) and page.status.text() == "The hand is over."
    qtbot.mouseClick(page.next_button, Qt.MouseButton.LeftButton)
    for event in host_seen[ended_at + 1 : host_seen.index(told[0]) + 1]:
        snapshot = reduce(snapshot, event)
    assert snapshot.outcome is not None and snapshot.gathering == (1,)
    page.show_snapshot(snapshot)
    assert page.status.text() == "Waiting for Guest to start the next hand…"
    assert not page.next_button.isVisibleTo(page), "pressed once: a second press would be for the hand after"
