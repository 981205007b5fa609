"""The desktop client, driven as a player would: clicks on cards and buttons."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QPoint, QSettings, Qt

from qt_ui.main_window import MainWindow, make_window
from tests.client_session import client_window
from tusac_lan.games.tusac.engine.actions import ActionType, ClaimKind
from tusac_lan.peer.options import CODE_AUTO

LIMIT_MS = 120_000


def window(tmp_path: Path, name: str, qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    return client_window(
        tmp_path, qtbot, name=name, ini=f"{name}.ini", identity=f"{name}-id", histories=f"{name}-histories"
    )


def pending(win: MainWindow) -> bool:
    snap = win.table_page.snapshot
    return snap is not None and bool(snap.legal)


def over(win: MainWindow) -> bool:
    snap = win.table_page.snapshot
    return snap is not None and snap.ended is not None


def play_one_move(win: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """What a player does: click a card and Discard, or click Win / Pass on a shown card."""
    snap = win.table_page.snapshot
    assert snap is not None
    buttons = win.table_page.actions_bar.buttons()
    if any(a.type == ActionType.DISCARD for a in snap.legal):
        table = win.table_page.table
        table.repaint()
        slot = sorted(a.slots[0] for a in snap.legal if a.type == ActionType.DISCARD)[-1]
        rect = table.hand_card_rect(slot)
        assert rect is not None
        qtbot.mouseClick(table, Qt.MouseButton.LeftButton, pos=QPoint(int(rect.center().x()), int(rect.center().y())))
        assert win.table_page.selected == slot
        qtbot.mouseClick(buttons["discard"], Qt.MouseButton.LeftButton)
    elif str(int(ClaimKind.WIN)) in buttons:
        qtbot.mouseClick(buttons[str(int(ClaimKind.WIN))], Qt.MouseButton.LeftButton)
    elif "pass" in buttons:
        qtbot.mouseClick(buttons["pass"], Qt.MouseButton.LeftButton)
    else:  # a drawn general must be taken: the first offered set
        assert buttons, f"no buttons for {snap.legal} (answered {win.table_page.answered}, turn {snap.decision_turn})"
        key = next(iter(buttons))
        qtbot.mouseClick(buttons[key], Qt.MouseButton.LeftButton)
        if win.table_page.actions_bar.menu.isVisible():
            win.table_page.actions_bar.choose_from_menu(0)


def drive(windows: list[MainWindow], qtbot) -> None:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + LIMIT_MS / 1000
    while not all(over(w) for w in windows):
        if time.monotonic() > deadline:
            states = [(w.table_page.alerts.text(), w.table_page.status.text()) for w in windows]
            raise AssertionError(f"the hand did not finish in time: {states}")
        qtbot.waitUntil(
            lambda: any(pending(w) and not over(w) for w in windows) or all(over(w) for w in windows),
            timeout=LIMIT_MS,
        )
        for win in windows:
            if pending(win) and not over(win):
                play_one_move(win, qtbot)


def test_a_whole_hand_against_bots_by_clicking(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, "Lan", qtbot)
    win.lobby.hands.setValue(1)
    win.lobby.bot_level.setCurrentIndex(win.lobby.bot_level.findData("beginner"))
    qtbot.mouseClick(win.lobby.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.pages.currentWidget() is win.table_page, timeout=10_000)
    drive([win], qtbot)
    summary = win.table_page.summary.text()
    assert "Fair deal: <b>verified</b>" in summary and "Payments" in summary
    assert list((tmp_path / "Lan-histories").glob("*.tusac"))
    win.close()


def test_generals_cannot_be_selected_to_discard(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, "Lan", qtbot)
    win.lobby.hands.setValue(20)
    qtbot.mouseClick(win.lobby.play_button, Qt.MouseButton.LeftButton)

    def discard_asked() -> bool:
        snap = win.table_page.snapshot
        return pending(win) and snap is not None and any(a.type == ActionType.DISCARD for a in snap.legal)

    deadline = time.monotonic() + LIMIT_MS / 1000
    while not discard_asked():
        assert time.monotonic() < deadline, "never asked to discard"
        qtbot.waitUntil(lambda: pending(win), timeout=LIMIT_MS)
        if not discard_asked():  # take whatever set is offered: a discard follows any claim
            buttons = win.table_page.actions_bar.buttons()
            claims = [key for key in buttons if key not in ("pass", "discard", str(int(ClaimKind.WIN)))]
            qtbot.mouseClick(buttons[claims[0] if claims else "pass"], Qt.MouseButton.LeftButton)
            if claims and win.table_page.actions_bar.menu.isVisible():
                win.table_page.actions_bar.choose_from_menu(0)
    snap = win.table_page.snapshot
    assert snap is not None and snap.view is not None
    hand = snap.view.hands[snap.me]
    generals = [s for s in hand if (snap.view.cards[s] >> 2) % 7 == 0]
    for slot in generals:
        win.table_page.select(slot)
        assert win.table_page.selected != slot
    assert not win.table_page.actions_bar.buttons()["discard"].isEnabled()
    other = next(s for s in hand if s not in generals)
    win.table_page.select(other)
    assert win.table_page.selected == other and win.table_page.actions_bar.buttons()["discard"].isEnabled()
    win.leave()
    win.close()


def test_the_countdown_passes_for_the_player(qtbot) -> None:  # type: ignore[no-untyped-def]
    from tusac_lan.games.tusac.client.action_bar import ActionBar
    from tusac_lan.games.tusac.engine.actions import Action

    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.claim_seconds = 1
    chosen: list[Action] = []
    bar.chosen.connect(chosen.append)  # (waitSignal on an object-carrying signal crashes PySide6 here)
    legal = (Action(ActionType.CLAIM, 0, int(ClaimKind.PAIR), (3,), (12,)), Action(ActionType.PASS, 0))
    bar.set_legal(legal, -1)
    assert "passing in" in bar.countdown.text()
    qtbot.waitUntil(lambda: bool(chosen), timeout=5_000)
    assert chosen[0].type == ActionType.PASS


def test_a_history_file_opens_verifies_and_steps(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from tests.table_harness import make_table, start_all

    hub, nodes = make_table(history_dir=tmp_path / "made")
    start_all(hub, nodes)
    path = next((tmp_path / "made" / "peer0").glob("*hand0000.tusac"))
    win = window(tmp_path, "Viewer", qtbot)
    win.open_history(str(path))
    qtbot.waitUntil(lambda: win.history.hand is not None, timeout=20_000)
    hand = win.history.hand
    assert hand is not None and hand.ok and win.history.verdict.text().startswith("✔")
    qtbot.mouseClick(win.history.buttons["forward"], Qt.MouseButton.LeftButton)
    assert win.history.position == 1
    qtbot.mouseClick(win.history.buttons["last"], Qt.MouseButton.LeftButton)
    assert win.history.position == len(hand.steps) - 1
    assert win.history.table.scene.state is hand.steps[-1][1]
    assert win.history.table.scene.reveal_all
    win.history.jump(5)
    assert win.history.moves.currentRow() == 5
    broken = tmp_path / "broken.tusac"
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0xFF
    broken.write_bytes(bytes(data))
    win.open_history(str(broken))
    qtbot.waitUntil(lambda: win.history.verdict.text().startswith("✘"), timeout=20_000)
    win.close()


def test_settings_persist(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, "Lan", qtbot)
    win.lobby.name.setText("Thảo")
    win.lobby.name.editingFinished.emit()
    win.close()
    store = QSettings(str(tmp_path / "Lan.ini"), QSettings.Format.IniFormat)
    assert store.value("name") == "Thảo"
    again = make_window(store, tmp_path / "h", discovery=False)
    qtbot.addWidget(again)
    assert again.lobby.name.text() == "Thảo"


def test_host_and_join_between_two_clients_on_loopback(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    host = window(tmp_path, "Host", qtbot)
    guest = window(tmp_path, "Guest", qtbot)
    host.lobby.host_address.setText("127.0.0.1:0")
    for box, level in zip(host.lobby.seat_plan, ("beginner", "player", "beginner"), strict=True):
        box.setCurrentIndex(box.findData(level))
    host.lobby.hands.setValue(1)
    host.code_setting = CODE_AUTO  # as on a LAN address: the table asks for a code
    qtbot.mouseClick(host.lobby.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(host.hosted_at), timeout=20_000)
    assert host.hosted_code and host.hosted_code in host.lobby.message.text()
    guest.lobby.address.setText(host.hosted_at)
    qtbot.mouseClick(guest.lobby.join_button, Qt.MouseButton.LeftButton)  # no code: refused
    qtbot.waitUntil(lambda: "Could not take a seat" in guest.lobby.message.text(), timeout=30_000)
    guest.lobby.code.setText(host.hosted_code.lower())
    qtbot.mouseClick(guest.lobby.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: any(
            text.startswith(("Guest took seat North · key ", "North: Guest (player) · key "))
            for text in (host.lobby.seats.item(i).text() for i in range(host.lobby.seats.count()))
        ),
        timeout=30_000,
    )

    def guest_seats() -> list[str]:
        return [guest.lobby.seats.item(i).text() for i in range(guest.lobby.seats.count())]

    qtbot.waitUntil(lambda: any(line.startswith("North: Guest (you)") for line in guest_seats()), timeout=30_000)
    assert any(line.startswith("South: Host (player) · key ") for line in guest_seats())
    drive([host, guest], qtbot)
    for win in (host, guest):
        assert "Fair deal: <b>verified</b>" in win.table_page.summary.text()
    host_files = sorted((tmp_path / "Host-histories").glob("*hand0000.tusac"))
    guest_files = sorted((tmp_path / "Guest-histories").glob("*hand0000.tusac"))
    assert host_files and guest_files and host_files[0].read_bytes() == guest_files[0].read_bytes()
    host.close()
    guest.close()


def test_animation_and_countdown_settings_apply_and_persist(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, "Lan", qtbot)
    win.lobby.animation.setValue(600)
    win.lobby.claim_seconds.setValue(9)
    assert win.table_page.table.animation_ms == 600 and win.table_page.actions_bar.claim_seconds == 9
    win.close()
    store = QSettings(str(tmp_path / "Lan.ini"), QSettings.Format.IniFormat)
    assert int(store.value("animation_ms")) == 600 and int(store.value("claim_seconds")) == 9


def test_trouble_at_the_table_is_said_plainly(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from qt_ui.session import TableSession
    from qt_ui.snapshot import Snapshot
    from tusac_lan.peer.events import PeerLink
    from tusac_lan.table.events import Desync, HandStarted, HandStopped

    session = TableSession(tmp_path / "id", "Lan", None)
    seen: list[Snapshot] = []
    session.snapshot.connect(seen.append)
    session._on_event(HandStarted(0, ("Lan", "An", "Bình", "Chi"), 0))
    session._on_event(HandStopped(2, "the key for slot 7 does not open it", proven=True))
    session._on_event(Desync(0, 12, {}, (3,), "", ""))
    session._on_event(PeerLink((1,), up=False))
    qtbot.waitUntil(lambda: len(seen) >= 4, timeout=5_000)
    alerts = " ".join(seen[-1].alerts)
    assert "Bình broke the protocol" in alerts and "audit will name who cheated" in alerts
    assert "disagree at turn 12 (Chi" in alerts and "no wrong result" in alerts
    assert seen[-1].trouble and seen[-1].trouble[0].seats == (1,), "a dropped player is counted down, by name"
    session.stop_reporting()


def test_the_seat_list_shows_keys_and_warns_of_look_alike_names(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from qt_ui.session import TableSession
    from tusac_lan.peer.events import SeatedAtTable, SeatListing

    session = TableSession(tmp_path / "id", "Lan", None)
    listed: list[list[str]] = []
    session.seats.connect(listed.append)
    session._on_event(
        SeatedAtTable(
            SeatListing(
                seat=1,
                names=("Lan", "An", "Lan1", "Good 3"),
                bots=("", "", "", "good"),
                fingerprints=(
                    "aaaa-bbbb-cccc-dddd",
                    "1111-2222-3333-4444",
                    "eeee-ffff-0000-1111",
                    "9999-8888-7777-6666",
                ),
                host_seat=0,
                lookalikes=((0, 2),),
            )
        )
    )
    qtbot.waitUntil(lambda: bool(listed), timeout=5_000)
    lines = listed[0]
    assert lines[0] == "South: Lan (player) · key aaaa-bbbb-cccc-dddd"
    assert lines[1] == "East: An (you) · key 1111-2222-3333-4444"
    assert lines[3] == "West: Good bot 3", "a bot the host made is named by its level, in the player's language"
    assert lines[4] == "Coach: off"
    assert "South (Lan) and North (Lan1) have names that look alike" in lines[5]
    session.stop_reporting()


def test_the_hosts_seat_list_puts_a_seats_news_in_place_of_its_waiting_line(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """A player taking or leaving a seat changes that seat's line: the list never says "waiting" for a seat
    someone took (a window check found both lines shown)."""
    from tusac_lan.peer.events import PlayerJoined, PlayerLeft

    host = window(tmp_path, "Host", qtbot)
    host.lobby.host_address.setText("127.0.0.1:0")
    for box, level in zip(host.lobby.seat_plan, ("player", "beginner", "player"), strict=True):
        box.setCurrentIndex(box.findData(level))
    qtbot.mouseClick(host.lobby.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(host.hosted_at), timeout=20_000)

    def lines() -> list[str]:
        return [host.lobby.seats.item(i).text() for i in range(host.lobby.seats.count())]

    before = lines()
    assert "East: waiting for a player" in before and "West: waiting for a player" in before
    session = host.session
    assert session is not None
    session._on_event(PlayerJoined("Gia", "player", 1, "ab12 cd34"))  # as the host's peer tells it
    qtbot.waitUntil(lambda: "Gia took seat East · key ab12 cd34" in lines(), timeout=5_000)
    after = lines()
    assert len(after) == len(before) and after.index("Gia took seat East · key ab12 cd34") == 1
    assert "East: waiting for a player" not in after and "West: waiting for a player" in after
    session._on_event(PlayerLeft("Gia", 1, "words of its own"))
    qtbot.waitUntil(lambda: lines()[1].startswith("Gia left seat East: "), timeout=5_000)
    assert len(lines()) == len(before)
    host.leave()
    host.close()


def test_a_seated_guest_is_told_its_seat_and_who_is_still_to_come(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seated before the table is full, a joining player sees its seat, how many are still to come and the
    host's key, not only "Joining…" (a window check found nothing else said while it waited)."""
    from qt_ui.i18n import use_language
    from qt_ui.play_again import JoinedAgain
    from qt_ui.session import welcome_line
    from tusac_lan.peer.events import Welcomed

    guest = window(tmp_path, "Guest", qtbot)
    session = guest._new_session()
    guest._last_table = JoinedAgain("192.168.1.20:7777", "")  # as join() notes it
    guest.lobby.show_message("Joining 192.168.1.20:7777…")
    session._on_event(Welcomed(2, 1, "308c-5715"))
    said = "You sit North; players still to come: 1 (the host's key 308c-5715)"
    qtbot.waitUntil(lambda: guest.lobby.seats.count() > 0 and guest.lobby.seats.item(0).text() == said, timeout=5_000)
    assert guest.lobby.seats.isVisible()
    seated = "Seated at the table at 192.168.1.20:7777: it starts when the host starts it"
    qtbot.waitUntil(lambda: guest.lobby.message.text() == seated, timeout=5_000)
    # told again as a seat is taken, with who sits where: in place of the line before
    session._on_event(Welcomed(2, 0, "308c-5715", ("Mai", "Lan", "Chi", "Good bot 3")))
    now = (
        "You sit North; the host starts the table (the host's key 308c-5715). At the table so far: Mai (South),"
        " Lan (East), Good bot 3 (West)"
    )
    qtbot.waitUntil(lambda: guest.lobby.seats.item(0).text() == now, timeout=5_000)
    assert guest.lobby.seats.count() == 1
    assert welcome_line(1, 0, "ab") == "You sit East; the host starts the table (the host's key ab)"
    try:
        use_language("vi")
        assert welcome_line(1, 2, "ab") == "Bạn ngồi hướng Đông; còn chờ 2 người chơi (khóa của chủ bàn ab)"
    finally:
        use_language("en")
    session.stop_reporting()
    guest.close()
