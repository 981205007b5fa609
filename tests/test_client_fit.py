"""The table fits small and large windows, reads in order and says why an action is unavailable."""

from __future__ import annotations

import itertools
import random
from pathlib import Path
from types import SimpleNamespace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu, QPushButton

from qt_ui.main_window import MIN_HEIGHT, MIN_WIDTH, MainWindow
from qt_ui.snapshot import Snapshot
from tests.client_session import client_window
from tusac_lan.games.four_colour.cards import make_kind
from tusac_lan.games.four_colour.client.faces import FACE_COLOURS, SUIT_MARKS, grey_level, index_text
from tusac_lan.games.tusac.client.table_widget import MAX_AREA, Scene, meld_rows
from tusac_lan.games.tusac.engine.actions import Action, ActionType, ClaimKind, deal
from tusac_lan.games.tusac.engine.rules import RuleSet
from tusac_lan.games.tusac.engine.sets import SetKind
from tusac_lan.games.tusac.engine.state import HandState, Meld, Phase, new_hand
from tusac_lan.games.tusac.engine.transitions import apply, legal_actions

NAMES = ("Nguyễn Thị Thanh Hương Lan Anh Bảo Ngọc", "An", "Bình", "Chi")


def played_state(seed: int, turns: int) -> HandState:
    """A hand played by a simple rule (claim whenever possible, never win) for ``turns`` turns,
    so that the table has exposed sets, discards and a shown card."""
    chooser = random.Random(seed)
    deck = list(range(112))
    chooser.shuffle(deck)
    state = new_hand(RuleSet(), 0)
    state, _ = apply(state, deal(tuple(deck)))
    while state.turn < turns and state.phase != Phase.ENDED:
        seat = state.awaiting()[0]
        options = legal_actions(state, seat)
        claims = [a for a in options if a.type == ActionType.CLAIM and a.claim != ClaimKind.WIN]
        passes = [a for a in options if a.type == ActionType.PASS]
        if claims:
            action = claims[0]
        elif passes:
            action = passes[0]
        else:
            action = options[-1]
        state, _ = apply(state, action)
    return state


def window(tmp_path: Path, qtbot, language: str = "en") -> MainWindow:  # type: ignore[no-untyped-def]
    return client_window(tmp_path, qtbot, name=None, language=language, ini="fit.ini", identity="id", show=False)


def at_table(win: MainWindow, state: HandState, legal: tuple[Action, ...] = ()) -> None:
    win.pages.setCurrentWidget(win.table_page)
    snapshot = Snapshot(NAMES, 0, 0, state.view(0), (-12, 105, 3, -96), legal, state.turn, "status")
    win.table_page.show_snapshot(snapshot)
    QApplication.processEvents()
    win.table_page.table.repaint()


def busy_state() -> HandState:
    """A state with many exposed sets, found among a few seeds."""
    return max((played_state(seed, 60) for seed in range(6)), key=lambda s: sum(len(m) for m in s.melds))


def test_the_window_fits_a_half_screen_and_draws_every_card_inside(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot)
    assert (MIN_WIDTH, MIN_HEIGHT) == (960, 640)
    state = busy_state()
    assert sum(len(m) for m in state.melds) >= 4
    for size in ((960, 640), (1280, 720), (1920, 1080)):
        win.resize(*size)
        win.show()
        at_table(win, state)
        QApplication.processEvents()
        assert (win.width(), win.height()) == size, f"the window would not shrink to {size}"
        table = win.table_page.table
        table.repaint()
        inside = table.area()
        assert table._card_rects, "no card was drawn"
        for rect, card in table._card_rects:
            assert inside.contains(rect), f"card {card} drawn outside the table at {size}: {rect}"
        assert win.table_page.actions_bar.isVisible() and win.table_page.leave_button.isVisible()
        assert win.table_page.leave_button.geometry().bottom() <= win.table_page.height()
    lobby_hint = win.lobby.minimumSizeHint()
    assert lobby_hint.width() <= 960 and lobby_hint.height() <= 640 - win.menuBar().height()
    win.close()


def test_the_table_is_centred_on_a_large_screen(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot)
    win.resize(2560, 1440)
    win.show()
    at_table(win, busy_state())
    page = win.table_page
    table = page.table
    assert table.width() <= MAX_AREA[0] and table.height() <= MAX_AREA[1]
    left, right = table.geometry().left(), page.summary_frame.geometry().right()
    assert abs((left + right) / 2 - page.width() / 2) <= 2, "the table and its panel are centred"
    area = table.area()
    assert abs(area.center().x() - table.width() / 2) < 1 and abs(area.center().y() - table.height() / 2) < 1
    win.close()


def test_arrow_keys_follow_the_cards_on_screen(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot)
    win.show()
    state = played_state(3, 0)  # the starter (South) discards first
    assert state.phase == Phase.DISCARD and state.current == 0
    legal = tuple(legal_actions(state, 0))
    at_table(win, state, legal)
    table = win.table_page.table
    table.repaint()
    order = table.hand_order()
    discardable = win.table_page.discardable()
    expected = [slot for slot in order if slot in discardable]
    xs = [table.hand_card_rect(slot).x() for slot in order]
    assert xs == sorted(xs), "the hand order is the order on screen"
    assert expected != sorted(expected), "this hand's screen order differs from slot order (else the test is weak)"
    visited = []
    win.table_page.setFocus()
    for _ in expected:
        qtbot.keyClick(win.table_page, Qt.Key.Key_Right)
        visited.append(win.table_page.selected)
    assert visited == expected
    qtbot.keyClick(win.table_page, Qt.Key.Key_Left)
    assert win.table_page.selected == expected[-2]
    win.close()


def test_left_with_nothing_selected_picks_the_last_card(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot)
    win.show()
    state = played_state(3, 0)
    at_table(win, state, tuple(legal_actions(state, 0)))
    page = win.table_page
    expected = [slot for slot in page.table.hand_order() if slot in page.discardable()]
    page.setFocus()
    assert page.selected == -1
    qtbot.keyClick(page, Qt.Key.Key_Left)
    assert page.selected == expected[-1]
    page.selected = -1
    qtbot.keyClick(page, Qt.Key.Key_Right)
    assert page.selected == expected[0]
    win.close()


def test_exposed_runs_read_a_b_c_and_soldiers_by_colour() -> None:
    red = [make_kind(1, rank) * 4 for rank in range(7)]
    soldiers = [make_kind(colour, 6) * 4 + 1 for colour in (3, 0, 2)]
    cards = {
        10: red[1],
        11: red[2],
        12: red[0],
        20: red[5],
        21: red[3],
        22: red[4],
        30: soldiers[0],
        31: soldiers[1],
        32: soldiers[2],
    }
    state = SimpleNamespace(
        cards=cards,
        melds=(
            (
                Meld(SetKind.CHOW, (10, 11, 12), 3),
                Meld(SetKind.CHOW, (20, 21, 22), 3),
                Meld(SetKind.SOLDIER_CHOW, (30, 31, 32), 3),
            ),
        ),
    )
    rows = meld_rows(state, 0)  # type: ignore[arg-type]
    assert [[index_text(c >> 2) for c in row] for row in rows] == [["A", "B", "C"], ["X", "Y", "Z"], ["GS", "WS", "YS"]]


def test_long_names_are_elided_and_scores_always_show(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot)
    table = win.table_page.table
    state = played_state(1, 10)
    table.show_scene(Scene(state.view(0), NAMES, 1, (-12, 105, 3, -96)))
    for width in (140.0, 200.0, 320.0, 600.0):
        lines = table.label_text(state, 0, width)
        text = " ".join(lines)
        assert "-12" in text and "South" in text and f"{len(state.hands[0])} cards" in text
        assert NAMES[0] in text or "…" in text
    wide = table.label_text(state, 0, 900.0)
    assert wide == [f"{NAMES[0]} · South · {len(state.hands[0])} cards · -12"]
    win.close()


def test_disabled_actions_and_buttons_say_why(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot)
    win.show()

    def check() -> int:
        disabled = 0
        menus = [a.menu() for a in win.menuBar().actions()]
        while menus:
            menu = menus.pop()
            assert isinstance(menu, QMenu) and menu.toolTipsVisible()
            for action in menu.actions():
                if action.menu() is not None:
                    menus.append(action.menu())
                if action.isSeparator() or action.menu() is not None:
                    continue
                assert action.toolTip() and action.toolTip() != action.text().replace("&", ""), action.text()
                disabled += not action.isEnabled()
        for button in win.findChildren(QPushButton):
            if button.isVisible() and not button.isEnabled():
                assert button.toolTip(), f"{button.text()} is disabled without a reason"
                disabled += 1
        return disabled

    assert not win.menu_actions["leave"].isEnabled()
    assert "not at a table" in win.menu_actions["leave"].toolTip()
    assert check() >= 2  # Leave the table, Join selected (no table found)
    state = played_state(3, 0)
    at_table(win, state, tuple(legal_actions(state, 0)))
    assert not win.menu_actions["play"].isEnabled() and "Leave the table first" in win.menu_actions["play"].toolTip()
    discard = win.table_page.actions_bar.buttons()["discard"]
    assert not discard.isEnabled() and "choose a card" in discard.toolTip()
    assert check() >= 5
    win.table_page.select(next(iter(win.table_page.discardable())))
    assert discard.isEnabled() and "Discard the chosen card" in discard.toolTip()
    win.close()


def test_menus_help_and_about(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot)
    titles = [a.text() for a in win.menuBar().actions()]
    assert titles == ["&Game", "&View", "&Help"]
    for key in (
        "play",
        "host",
        "join",
        "rules",
        "history",
        "leave",
        "quit",
        "fullscreen",
        "how-to-play",
        "legend",
        "about",
    ):
        assert key in win.menu_actions
    about = win.show_about()
    text = about.text()
    assert "Open Font License" in text and "Qt " in text and "PySide6 " in text and "Python " in text
    assert "SIL OPEN FONT LICENSE" in about.detailedText()
    legend = win.show_legend()
    assert legend.isVisible()
    about.close()
    legend.close()
    win.close()


def test_colours_stay_apart_without_colour() -> None:
    greys = sorted(grey_level(c) for c in FACE_COLOURS)
    assert all(b - a >= 30 for a, b in itertools.pairwise(greys)), greys
    assert abs(grey_level(FACE_COLOURS[0]) - grey_level(FACE_COLOURS[1])) >= 30, "red and green look alike in grey"
    assert len(set(SUIT_MARKS)) == 4
    soldiers = {index_text(make_kind(colour, 6)) for colour in range(4)}
    assert soldiers == {"GS", "RS", "WS", "YS"}


def test_house_rules_presets(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from tusac_lan.games.tusac.client.house_rules import HouseRulesDialog, describe_rules, presets

    win = window(tmp_path, qtbot)
    dialog = HouseRulesDialog(RuleSet(), win)
    names = [name for name, _ in presets()]
    taiwan = next(i for i, name in enumerate(names) if name.startswith("Taiwanese"))
    dialog.preset.setCurrentIndex(taiwan)
    dialog._apply_preset(taiwan)
    rules = dialog.rules()
    assert rules.min_win_points == 10 and rules.abc_chow_points == 2
    dialog.fields["stake"].set_value(5)
    dialog._match_preset()
    assert dialog.preset.currentText() == "Custom"
    win.lobby.set_rules(dialog.rules())
    assert "Custom" in win.lobby.rules_summary.text()
    assert win.settings.rules == dialog.rules()
    assert describe_rules(RuleSet()) == "Seed rules (default)"
    win.close()


def test_a_card_says_its_name_and_why_it_cannot_be_discarded(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot)
    win.show()
    state = played_state(3, 0)
    at_table(win, state, tuple(legal_actions(state, 0)))
    table = win.table_page.table
    generals = [s for s in state.hands[0] if (state.cards[s] >> 2) % 7 == 0]
    others = [s for s in state.hands[0] if s not in generals]
    assert generals and others
    general = table.hand_card_rect(generals[0])
    other = table.hand_card_rect(others[0])
    assert general is not None and other is not None
    assert "general" in table.tooltip_at(general.center()) and "never discarded" in table.tooltip_at(general.center())
    assert "never discarded" not in table.tooltip_at(other.center())
    assert table.tooltip_at(table.area().topLeft()) == ""
    win.close()


def test_a_language_chosen_at_the_table_waits_until_the_player_leaves(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from qt_ui.i18n import use_language

    win = window(tmp_path, qtbot)
    win.show()
    win.lobby.hands.setValue(1)
    win.lobby.play_button.click()
    qtbot.waitUntil(lambda: win.table_page.snapshot is not None, timeout=20_000)
    win.choose_language("ja")
    assert win.successor is None and "leave the table" in win.table_page.status.text()
    win.leave()
    new = win.successor
    assert new is not None
    qtbot.addWidget(new)
    assert new.lobby.play_button.text() == "今すぐ遊ぶ"
    assert new.lobby.hands.value() == 1, "what the player chose in the lobby survives the new language"
    new.close()
    use_language("en")


# --- for screen readers, and where the files are -------------------------------------------------------


def test_every_lobby_input_has_an_accessible_name_in_the_players_language(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QLineEdit, QListWidget

    for language in ("en", "vi"):
        win = window(tmp_path / language, qtbot, language)
        inputs = [
            w for kind in (QLineEdit, QAbstractSpinBox, QComboBox, QListWidget) for w in win.lobby.findChildren(kind)
        ]
        inputs = [w for w in inputs if not isinstance(w.parent(), QAbstractSpinBox | QComboBox)]  # their own parts
        assert len(inputs) >= 15
        names = [w.accessibleName() for w in inputs]
        assert all(names), [type(w).__name__ for w in inputs if not w.accessibleName()]
        assert len(set(names)) == len(names), names
        if language == "vi":
            assert "Mã bàn" in names and "Table code" not in names
        win.close()


def test_the_table_describes_itself_for_screen_readers(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot)
    state = played_state(3, 9)
    at_table(win, state)
    table = win.table_page.table
    said = table.accessibleDescription()
    assert table.accessibleName() == "The card table"
    lines = said.splitlines()
    assert lines[0] == "Hand 1" and lines[-1] == "status", said
    assert f"{NAMES[1]}: East · {len(state.hands[1])} cards · +105" in lines
    mine = next(line for line in lines if line.startswith("Your cards: "))
    assert mine.count("(") == len(state.hands[0]), mine  # each card named with its code
    if state.phase == Phase.CLAIM:
        assert any(line.startswith("Shown card: ") for line in lines)
    later = played_state(3, 15)
    at_table(win, later)
    assert table.accessibleDescription() != said  # it follows the state
    win.close()


def test_about_shows_where_each_kind_of_file_is_kept(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot)
    text = win.show_about().text()
    for kind, path in (
        ("Identity", tmp_path / "id"),
        ("Journals", tmp_path / "id" / "tables"),
        ("Histories", tmp_path / "histories"),
        ("Settings", tmp_path / "fit.ini"),
    ):
        assert f"{kind}: <code>{path}</code>" in text, text
    win.close()


def claim_on_a_drawn_card() -> HandState:
    """A hand played on until South may claim a card drawn by another seat."""
    for seed in range(40):
        state = played_state(seed, 0)
        while state.phase != Phase.ENDED:
            seats = state.awaiting()
            if state.phase == Phase.CLAIM and state.shown_drawn and 0 in seats and state.current != 0:
                if any(a.type == ActionType.CLAIM for a in legal_actions(state, 0)):
                    return state
            options = legal_actions(state, seats[0])
            passes = [a for a in options if a.type == ActionType.PASS]
            state, _ = apply(state, passes[0] if passes else options[-1])
    raise AssertionError("no hand offers South a drawn card")


def test_the_claim_bar_waits_until_the_drawn_card_has_landed(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = window(tmp_path, qtbot)
    win.show()
    page = win.table_page
    page.table.animation_ms = 300
    state = claim_on_a_drawn_card()
    with qtbot.waitSignal(page.table.landed, timeout=5_000):
        at_table(win, state, tuple(legal_actions(state, 0)))
        assert page.table.flying()
        assert not page.actions_bar.buttons(), "no claim is offered while the card flies in"
    assert "pass" in page.actions_bar.buttons() and len(page.actions_bar.buttons()) > 1
    assert page.actions_bar.buttons()["pass"].isVisible()
    win.close()


def test_the_score_sheets_columns_show_whole_names_at_960_by_640(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 22 point 9: at the smallest window the side sheet's bot columns are not cut ("Goo…")."""
    from qt_ui.score_sheet import rows_from_payments

    win = window(tmp_path, qtbot)
    win.resize(960, 640)
    win.show()
    at_table(win, busy_state())
    sheet = win.table_page.sheet
    names = ("Mai", "Good bot 1", "Strong bot 2", "Beginner bot 3")
    sheet.set_rows(rows_from_payments([(0, 1, 13, (-13, 39, -13, -13), True)]), names)
    sheet.setVisible(True)
    QApplication.processEvents()
    header = sheet.horizontalHeader()
    metrics = header.fontMetrics()
    for column in range(1, sheet.columnCount()):
        item = sheet.horizontalHeaderItem(column)
        assert item is not None
        needed = max(metrics.horizontalAdvance(word) for word in item.text().split()) + 8
        assert header.sectionSize(column) >= needed, (item.text(), header.sectionSize(column), needed)
        if metrics.horizontalAdvance(item.text()) + 8 > header.sectionSize(column):  # wrapped, not cut
            assert header.height() >= 2 * metrics.height(), (item.text(), header.height())
    for column in range(sheet.columnCount()):
        assert header.sectionViewportPosition(column) + header.sectionSize(column) <= sheet.viewport().width() + 1
    win.close()


def test_the_lobby_of_a_hosted_table_fits_1280_by_720_without_scrolling(tmp_path: Path, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The seat list takes the room its lines need, up to ``SEATS_HEIGHT``: a hosted table's seats, its rule
    line and the hosting message fit a 1280×720 window (a list of fixed height made the lobby scroll). In a
    window manager's frame: tests/test_window_frame.py."""
    from PySide6.QtWidgets import QScrollArea

    from qt_ui.lobby_page import SEATS_HEIGHT
    from tests.frame_fit_window import show_a_hosted_table

    win = window(tmp_path, qtbot)
    win.show()
    win.resize(1280, 720)
    qtbot.waitUntil(lambda: (win.width(), win.height()) == (1280, 720), timeout=5_000)
    lobby = win.lobby
    scroller = lobby.findChild(QScrollArea)
    assert scroller is not None
    show_a_hosted_table(lobby)
    QApplication.processEvents()
    assert lobby.seats.isVisible() and lobby.seats.height() < SEATS_HEIGHT
    qtbot.waitUntil(lambda: scroller.verticalScrollBar().maximum() == 0, timeout=5_000)
    bottom = lobby.history_button.mapTo(lobby, lobby.history_button.rect().bottomLeft()).y()
    assert bottom <= scroller.viewport().height()
    lobby.clear_seats()
    lobby.add_seat("A player was turned away: " + "their program speaks another version of the table's rules " * 9)
    QApplication.processEvents()
    wide = lobby.seats.height()
    win.resize(960, 720)  # the long line wraps over more rows when the window narrows: the list follows
    qtbot.waitUntil(lambda: lobby.seats.height() > wide, timeout=5_000)
    assert lobby.seats.height() < SEATS_HEIGHT and lobby.seats.verticalScrollBar().maximum() == 0
    for row in range(12):  # a long list scrolls inside itself, the lobby does not grow past the cap
        lobby.add_seat(f"line {row}")
    QApplication.processEvents()
    assert lobby.seats.height() == SEATS_HEIGHT
