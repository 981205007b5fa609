"""Issue 19's polish of the plugin games' pages: Play again at the session's end, the cards the seats
still held in the result between hands, the seats' boxes in the order of play, and the lobby's game and
its house rules kept for the next run."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from qt_ui.main_window import make_window
from qt_ui.plugin import game_client
from tests.client_session import move_and_wait, session_over, turn_or_end, window
from tusac_lan.games import find_game
from tusac_lan.games.playout import deal_hand
from tusac_lan.games.simple_client import HandScene
from tusac_lan.games.tienlen.cards import card_name
from tusac_lan.games.tienlen.engine import left_in_hand, result

from .test_client_plugins import play_as_a_player

LIMIT_MS = 120_000


def row_order(row: QHBoxLayout, widgets: list[Any]) -> list[int]:
    """The seats whose widgets the row shows, left to right."""
    items = [row.itemAt(index) for index in range(row.count())]
    shown = [item.widget() for item in items if item is not None]
    return [widgets.index(widget) for widget in shown if widget in widgets]


def dealt_view(game_id: str, seats: int, seat: int, **rules: int) -> Any:
    game = find_game(game_id)
    chosen = game.rules_from_values(rules)
    state = deal_hand(game, chosen, seats, 0, tuple(range(game.deck)))
    return game.view(state, seat)


@pytest.mark.parametrize(
    ("seats", "seat", "counter", "order"),
    [
        (2, 0, 0, [0, 1]),
        (2, 1, 1, [1, 0]),
        (3, 0, 0, [0, 2, 1]),
        (3, 0, 1, [0, 1, 2]),
        (3, 2, 0, [2, 1, 0]),
        (4, 0, 0, [0, 3, 2, 1]),
        (4, 0, 1, [0, 1, 2, 3]),
        (4, 1, 0, [1, 0, 3, 2]),
        (4, 2, 1, [2, 3, 0, 1]),
    ],
)
def test_tien_len_seats_read_in_the_order_of_play_from_the_player(
    qtbot: Any, seats: int, seat: int, counter: int, order: list[int]
) -> None:
    """The player's box first, then the seat that plays after it (clockwise by default, -1 in seat numbers;
    counter-clockwise with the house rule), for 2, 3 and 4 seats and wherever the player sits."""
    plugin = game_client(find_game("tienlen"))
    assert plugin is not None
    scene = plugin.scene(find_game("tienlen"))
    assert isinstance(scene, HandScene)
    qtbot.addWidget(scene)
    names = plugin.seat_names(seats)
    view = dealt_view("tienlen", seats, seat, counter_clockwise=counter)
    scene.show_view(view, seat, names, ())
    assert row_order(scene.seats_row, scene.seat_labels) == order
    first = scene.seat_labels[order[0]]
    assert first.text().startswith(f"<b>{names[seat]}</b>")
    scene.show_view(view, seat, names, ())  # shown again: the same order
    assert row_order(scene.seats_row, scene.seat_labels) == order


@pytest.mark.parametrize("game_id", ["madiao", "kuaho"])
def test_four_seat_games_show_the_player_first_then_the_next_in_play(qtbot: Any, game_id: str) -> None:
    game = find_game(game_id)
    plugin = game_client(game)
    assert plugin is not None
    scene = plugin.scene(game)
    qtbot.addWidget(scene.widget())
    names = plugin.seat_names(4)
    for seat, order in ((0, [0, 1, 2, 3]), (2, [2, 3, 0, 1]), (3, [3, 0, 1, 2])):
        scene.show_view(dealt_view(game_id, 4, seat), seat, names, ())
        row: QHBoxLayout = scene.seats_row  # type: ignore[attr-defined]
        widgets: list[QWidget] = getattr(scene, "seat_widgets", None) or scene.seat_labels  # type: ignore[attr-defined]
        assert row_order(row, widgets) == order


def test_the_lobby_keeps_the_game_and_its_house_rules_after_a_restart(tmp_path: Path, qtbot: Any) -> None:
    win = window(tmp_path, qtbot)
    game = find_game("tienlen")
    chosen = game.rules_from_values({"counter_clockwise": 1, "stake": 3})
    win.lobby.choose_game("tienlen")
    win.lobby._game_rules["tienlen"] = chosen
    win.lobby.game_chosen.emit("tienlen", chosen)  # as the house-rules form does when it is accepted
    win.store.sync()
    win.close()
    store = QSettings(str(tmp_path / "me.ini"), QSettings.Format.IniFormat)
    again = make_window(store, tmp_path / "histories", discovery=False)
    qtbot.addWidget(again)
    assert again.lobby.game_id() == "tienlen"
    assert again.lobby.game_rules("tienlen") == chosen
    assert again.lobby.game_rules() == chosen
    assert "counter-clockwise" in again.lobby.rules_summary.text()


def test_a_settings_file_with_unknown_game_or_bad_rules_falls_back(tmp_path: Path) -> None:
    from qt_ui.settings import ClientSettings

    path = tmp_path / "client.conf"
    path.write_text("[General]\ngame=nosuch\n[game_rules]\ntienlen\\stake=x\nmadiao\\nosuch=3\n", encoding="utf-8")
    settings = ClientSettings.load(QSettings(str(path), QSettings.Format.IniFormat))
    assert settings.game == "tusac" and settings.game_rules == {}


def test_play_again_replays_the_same_table_and_the_result_shows_the_cards_left(tmp_path: Path, qtbot: Any) -> None:
    """A one-hand Tiến lên session against a bot: between hands the result names the cards the loser
    still held (as the audited last state has them); at the end Play again opens the same table again
    (same seats, bots, hands and rules, even after the lobby's rules changed)."""
    win = window(tmp_path, qtbot)
    game = find_game("tienlen")
    rules = game.rules_from_values({"counter_clockwise": 1})
    page = win.play_game("tienlen", 2, "beginner", 1, rules)
    assert page is not None and not page.play_again_button.isVisible()
    passes: list[int] = []
    while True:
        state = turn_or_end(win, qtbot, LIMIT_MS)
        if state.outcome is not None or state.over:
            break
        move_and_wait(win, qtbot, lambda: play_as_a_player(page, qtbot, passes), LIMIT_MS)
    state = session_over(win, qtbot, LIMIT_MS)
    end = state.end_state
    assert end is not None and state.outcome is not None
    text = page.result.widget().text()  # type: ignore[attr-defined]
    told = result(end)
    assert told is not None
    for seat in range(2):
        left = sorted(left_in_hand(end, seat))
        line = f"{page.names[seat]} still held: " + " ".join(card_name(card) for card in left)
        assert (line in text) == bool(left)
        if left and any(s == seat for s, _, _ in told.thoi):
            assert re.search(re.escape(line) + r" \([^)]*thối heo", text)
    assert any(left_in_hand(end, seat) for seat in range(2)) == ("Cards left in hand" in text) or told.void
    assert page.play_again_button.isVisible()
    win.lobby._game_rules["tienlen"] = game.default_rules()
    page.play_again_button.click()
    again = win.practice_page
    assert again is not None and again is not page and win.pages.currentWidget() is again
    assert win.practice is not None
    assert win.practice.rules == rules and win.practice.seats == 2 and win.practice.hands == 1
    assert win.practice.levels == ("beginner",)
    qtbot.waitUntil(lambda: win.practice_state is not None and win.practice_state.hand_no == 0, timeout=LIMIT_MS)
    assert not again.play_again_button.isVisible()
    win.leave_practice()


def test_held_lines_name_the_costs(qtbot: Any) -> None:
    """The lines alone, on a dealt hand nobody played: every seat still holds its 13 cards."""
    plugin = game_client(find_game("tienlen"))
    assert plugin is not None
    box = plugin.result_panel(find_game("tienlen"))
    assert isinstance(box, QLabel)
    qtbot.addWidget(box)
    game = find_game("tienlen")
    state = deal_hand(game, game.default_rules(), 2, 0, tuple(range(game.deck)))
    names = ("Me", "North")
    box.show_held(state, names)  # type: ignore[attr-defined]
    text = box.text()
    assert "Cards left in hand" in text
    for seat, name in enumerate(names):
        cards = " ".join(card_name(card) for card in sorted(left_in_hand(state, seat)))
        assert f"{name} still held: {cards}" in text


def test_play_again_at_a_lan_table_the_host_opens_it_again_and_the_guest_joins(tmp_path: Path, qtbot: Any) -> None:
    """Host and guest windows on 127.0.0.1: after the session both press Play again (the guest first: it
    waits for the host), and the same table (same address, seats, the guest in its seat) plays again."""
    from .test_client_lan_game import auto_play

    wins = [window(tmp_path / who, qtbot) for who in ("host", "guest")]
    for win in wins:
        win.lobby.choose_game("tienlen")
    host, guest = wins
    guest.settings.name = "Guest"

    def play_along() -> None:
        """Every session's questions answered (connected before the event loop runs again: none missed)."""
        for win in wins:
            session = win.practice
            assert session is not None
            session.happened.connect(lambda event, s=session: auto_play(s, event))

    def all_over() -> None:
        for win in wins:
            over = lambda win=win: win.practice_state is not None and win.practice_state.over  # noqa: E731
            qtbot.waitUntil(over, timeout=LIMIT_MS)

    host.lobby.seat_count.setCurrentIndex(host.lobby.seat_count.findData(3))
    host.lobby.hands.setValue(1)
    host.host("127.0.0.1:0", "Tiến lên here", ("player", "good", "good"), 1, host.lobby.rules())
    qtbot.waitUntil(lambda: bool(host.hosted_at), timeout=LIMIT_MS)  # only the hosting comes before a guest
    address = host.hosted_at
    guest.join(address)
    play_along()
    all_over()
    pages = [win.practice_page for win in wins]
    assert all(page is not None and page.play_again_button.isVisible() for page in pages)
    host.lobby.hands.setValue(5)  # the lobby changed since: Play again keeps the table as it was
    host.hosted_at = ""
    guest.practice_page.play_again_button.click()  # type: ignore[union-attr]
    host.practice_page.play_again_button.click()  # type: ignore[union-attr]
    assert all(win.practice_page is not None and win.practice_page not in pages for win in wins)
    play_along()
    qtbot.waitUntil(lambda: host.hosted_at == address, timeout=LIMIT_MS)
    all_over()
    states = [win.practice_state for win in wins]
    assert [(s.stopped, len(s.payments)) for s in states if s is not None] == [("", 1), ("", 1)]
    assert states[1] is not None and states[1].seat == 1 and states[1].names[:2] == ("Me", "Guest")
    for win in wins:
        win.leave_practice()
