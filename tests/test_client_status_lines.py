"""Claim offers and status lines a player can trust: a late key never answers a new offer, one status per
seat, and the table stays where it is when a line or the claim bar comes or goes."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QShortcut

from qt_ui.i18n import use_language
from qt_ui.session import TableSession
from qt_ui.snapshot import Snapshot, Trouble
from qt_ui.table_page import TablePage
from tests.scenario import Table
from tusac_lan.games.tusac.client.action_bar import KEY_GUARD_SECONDS
from tusac_lan.games.tusac.engine.actions import Action, ActionType
from tusac_lan.games.tusac.engine.transitions import legal_actions
from tusac_lan.peer.events import PeerAway, PeerBack, PeerLink
from tusac_lan.table.events import HandEnded as TableHandEnded
from tusac_lan.table.events import HandStarted, TurnApplied
from tusac_lan.table.verdict import Verdict

SOUTH, EAST, NORTH, WEST = range(4)
NAMES = ("Lan", "An", "Bình", "Chi")


def west_offered() -> tuple[Table, tuple[Action, ...]]:
    """South discarded GX: West may pong it or pass."""
    table = Table(SOUTH, {SOUTH: "GX", EAST: "GY GZ YS", WEST: "GX GX YS"})
    table.discard(SOUTH, "GX")
    return table, tuple(legal_actions(table.state, WEST))


def offer(table: Table, legal: tuple[Action, ...], number: int, **more: Any) -> Snapshot:
    view = table.state.view(WEST)
    return Snapshot(NAMES, WEST, 0, view, legal=legal, decision_turn=view.turn, offer=number, **more)


def test_a_new_claim_offer_ignores_keys_for_a_moment_and_marks_itself_new(qtbot: Any) -> None:
    use_language("en")
    page = TablePage("")
    qtbot.addWidget(page)
    page.show()
    page.activateWindow()
    qtbot.waitExposed(page)
    chosen: list[Action] = []
    page.move_chosen.connect(chosen.append)
    bar = page.actions_bar
    table, legal = west_offered()
    page.show_snapshot(offer(table, legal, 1))
    qtbot.waitUntil(lambda: not page.table.flying(), timeout=5_000)  # offered once the shown card has landed
    assert bar.is_fresh() and bar.keys_ignored() and "pass" in bar.buttons()
    bar.key("pass")  # a key pressed for the offer before lands here
    qtbot.keyClick(page, Qt.Key.Key_P)
    assert chosen == [] and "pass" in bar.buttons(), "a key this early answers nothing"
    qtbot.waitUntil(lambda: not bar.keys_ignored(), timeout=int(KEY_GUARD_SECONDS * 1000) + 2_000)
    qtbot.keyClick(page, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: bool(chosen), timeout=2_000)
    assert chosen == [Action(ActionType.PASS, WEST)]
    moves = [s for s in page.findChildren(QShortcut) if s.key().toString() not in ("Left", "Right")]
    assert len(moves) == 11 and not any(s.autoRepeat() for s in moves), "a held key makes one move"
    qtbot.waitUntil(lambda: not bar.is_fresh(), timeout=5_000)


def test_the_same_moves_offered_again_are_a_new_offer_with_a_new_countdown(qtbot: Any) -> None:
    use_language("en")
    page = TablePage("")
    page.table.animation_ms = 0  # the claim offered at once, without the shown card's flight
    qtbot.addWidget(page)
    bar = page.actions_bar
    bar.claim_seconds = 30
    table, legal = west_offered()
    page.show_snapshot(offer(table, legal, 1))
    bar._deadline = time.monotonic() + 3  # the first offer's countdown has run most of its time
    bar._tick()
    assert bar.countdown.text() == "passing in 3 s"
    qtbot.waitUntil(lambda: not bar.is_fresh(), timeout=5_000)
    page.show_snapshot(offer(table, legal, 2))
    assert bar.countdown.text() == "passing in 30 s", "a new question gets its whole time"
    assert bar.is_fresh() and bar.keys_ignored()
    page.show_snapshot(offer(table, legal, 2, status="the same question, shown again"))
    assert bar.countdown.text() == "passing in 30 s"
    qtbot.waitUntil(lambda: not bar.is_fresh(), timeout=5_000)
    page.show_snapshot(offer(table, legal, 2))
    assert not bar.is_fresh(), "a question shown again is not new"
    bar._deadline = time.monotonic() + 3
    page.show_snapshot(offer(table, (), 2))
    assert not bar.buttons()
    page.show_snapshot(offer(table, legal, 2))
    assert bar.buttons() and not bar.is_fresh() and bar.countdown.text() == "passing in 3 s", "its time runs on"


def session_at_page(tmp_path: Path, qtbot: Any) -> tuple[TableSession, TablePage]:
    """Lan's table session (no pace) drawn on a table page."""
    session = TableSession(tmp_path / "id", "Lan", None)
    session.pace_ms = 0
    page = TablePage("")
    qtbot.addWidget(page)
    session.snapshot.connect(page.show_snapshot)
    return session, page


def test_each_seat_has_one_current_status_at_the_table(tmp_path: Path, qtbot: Any) -> None:
    use_language("en")
    session, page = session_at_page(tmp_path, qtbot)
    table = Table(SOUTH, {SOUTH: "GX", EAST: "GY GZ YS", WEST: "GX GX YS"})
    session._on_event(HandStarted(0, NAMES, SOUTH))
    session._on_event(TurnApplied(table.state, 0))
    session._on_event(PeerAway("", "An", (EAST, NORTH), 60.0))
    qtbot.waitUntil(lambda: "are not answering" in page.trouble.text(), timeout=5_000)
    assert "An (East) and Bình (North) are not answering" in page.trouble.text()
    session._on_event(PeerBack("", "An", (EAST,)))
    session._on_event(PeerLink((EAST,), up=True))
    qtbot.waitUntil(lambda: "An (East) is back" in page.alerts.text(), timeout=5_000)
    assert page.alerts.text().count("An (East)") == 1, "one line, not twice"
    assert "An (East)" not in page.trouble.text() and "Bình (North) is not answering" in page.trouble.text()
    session._on_event(PeerLink((EAST,), up=False))
    qtbot.waitUntil(lambda: "An (East)" in page.trouble.text(), timeout=5_000)
    assert "An (East)" not in page.alerts.text(), "gone, and no longer back"
    session.stop_reporting()


def laid_out(page: TablePage) -> QRect:
    """The table's place once the page has laid out what it shows now."""
    QCoreApplication.sendPostedEvents()
    layout = page.layout()
    assert layout is not None
    layout.activate()
    place: QRect = page.table.geometry()
    return place


def test_the_table_does_not_move_when_the_claim_bar_or_a_status_line_appears(qtbot: Any) -> None:
    use_language("en")
    page = TablePage("")
    page.table.animation_ms = 0  # the claim offered at once, without the shown card's flight
    qtbot.addWidget(page)
    page.resize(1280, 680)
    page.show()
    qtbot.waitExposed(page)
    table, legal = west_offered()
    view = table.state.view(WEST)
    page.show_snapshot(Snapshot(NAMES, WEST, 0, view, decision_turn=view.turn))
    before = laid_out(page)
    assert before.height() > 300
    lines = ("Bình (North) is back; play goes on.", "An (East) left the table: the hand ends without a result.")
    gone = (Trouble((EAST,), time.monotonic() + 60),)
    page.show_snapshot(offer(table, legal, 1, alerts=lines[:1], trouble=gone, status="asked"))
    assert page.actions_bar.buttons() and page.alerts.text() and page.trouble.isVisibleTo(page)
    assert laid_out(page) == before
    # A line more than the box holds beside the "go on with a bot" button: the box grows to show it whole
    # (its end was hidden, issue "Recovery"), the table moves up by what it needs, no more.
    area = page.status_area
    page.show_snapshot(offer(table, legal, 1, alerts=lines, trouble=gone, status="asked"))
    grown = laid_out(page)
    assert area.verticalScrollBar().maximum() == 0 and page.alerts.geometry().bottom() < area.viewport().height()
    assert grown.top() == before.top() and 0 < before.height() - grown.height() <= page.alerts.fontMetrics().height()
    page.show_snapshot(Snapshot(NAMES, WEST, 0, view, decision_turn=view.turn))
    assert not page.actions_bar.buttons() and not page.trouble.isVisibleTo(page)
    assert laid_out(page) == before


def test_the_player_sees_its_own_clock_and_a_warning_before_a_bot_plays_for_it(qtbot: Any) -> None:
    use_language("vi")
    try:
        page = TablePage("")
        qtbot.addWidget(page)
        page.show()
        table = Table(WEST, {WEST: "GX"})  # West starts: its discard is due
        legal = tuple(legal_actions(table.state, WEST))
        page.show_snapshot(offer(table, legal, 1, own_due=time.monotonic() + 90))
        qtbot.waitUntil(lambda: "1:2" in page.trouble.text() or "1:3" in page.trouble.text(), timeout=5_000)
        calm = page.trouble.text()
        assert "<b>" not in calm and "máy sẽ đi thay bạn" in calm, calm
        page.show_snapshot(offer(table, legal, 1, own_due=time.monotonic() + 10))
        qtbot.waitUntil(lambda: "Nhanh lên" in page.trouble.text(), timeout=5_000)
        assert "<b>" in page.trouble.text()
        page.show_snapshot(offer(table, (), 1, own_due=time.monotonic() + 10))  # chosen (or played for it)
        qtbot.waitUntil(lambda: "Nhanh lên" not in page.trouble.text(), timeout=5_000)
    finally:
        use_language("en")


def test_a_claim_offer_passes_before_the_move_clock_runs_out_and_shows_one_clock(qtbot: Any) -> None:
    """Seen under Xvfb after a rejoin: "Hurry: 0:05 left, then a bot plays" beside "passing in 11 s" on a
    claim offer; the clock ran out first and the bot claimed for the player, who had been told the card
    would be passed. The offer's countdown now ends a second before the clock, and it is the one clock."""
    use_language("en")
    page = TablePage("")
    qtbot.addWidget(page)
    page.show()
    chosen: list[tuple[float, Action]] = []
    page.move_chosen.connect(lambda action: chosen.append((time.monotonic(), action)))
    table, legal = west_offered()
    due = time.monotonic() + 3.0
    page.show_snapshot(offer(table, legal, 1, own_due=due))
    bar = page.actions_bar
    qtbot.waitUntil(bar.counting_down, timeout=5_000)  # once the card on show has landed
    assert bar.claim_seconds > 3 and int(bar.countdown.text().split()[2]) <= 3, bar.countdown.text()
    qtbot.waitUntil(lambda: "a bot plays" not in page.trouble.text(), timeout=1_500)  # its next tick
    assert not chosen
    qtbot.waitUntil(lambda: bool(chosen), timeout=5_000)
    at, action = chosen[0]
    assert action.type == ActionType.PASS and at < due, (at, due)


def test_the_status_line_names_the_player_not_only_the_seat(qtbot: Any) -> None:
    """Seen in a real window (Japanese): "南が 黄の象 (YC) を捨てました" where the table's seat box said Hương."""
    from tusac_lan.games.tusac.client.move_words import describe_state

    table, _ = west_offered()
    try:
        for language in ("en", "ja"):
            use_language(language)
            line = describe_state(table.state.view(WEST), WEST, NAMES)
            assert NAMES[SOUTH] in line, line
        use_language("en")
        assert describe_state(table.state.view(WEST), WEST).startswith("South discarded")  # no names known
    finally:
        use_language("en")


def test_the_line_that_a_player_is_back_goes_when_that_hand_ends(tmp_path: Path, qtbot: Any) -> None:
    """Seen in a real window (Vietnamese host, Tứ Sắc LAN): "Yuki (Đông) đã quay lại; ván chơi tiếp." stayed
    in red over the hand's result and on into the next hand."""
    use_language("en")
    session, page = session_at_page(tmp_path, qtbot)
    ended: list[Snapshot] = []
    session.snapshot.connect(lambda snap: ended.append(snap) if snap.ended is not None else None)
    table = Table(SOUTH, {SOUTH: "GX", EAST: "GY GZ YS", WEST: "GX GX YS"})
    session._on_event(HandStarted(0, NAMES, SOUTH))
    session._on_event(TurnApplied(table.state, 0))
    session._on_event(PeerLink((EAST,), up=False))
    qtbot.waitUntil(lambda: "An (East)" in page.trouble.text(), timeout=5_000)
    session._on_event(PeerBack("", "An", (EAST,)))
    session._on_event(PeerLink((EAST,), up=True))
    qtbot.waitUntil(lambda: "An (East) is back; play goes on." in page.alerts.text(), timeout=5_000)
    session._on_event(TableHandEnded(0, None, Verdict(False, EAST, "seat 1 withheld its move"), (0, 0, 0, 0), None))
    qtbot.waitUntil(lambda: bool(ended), timeout=5_000)
    assert "is back" not in " ".join(ended[-1].alerts), ended[-1].alerts
    assert "is back" not in page.alerts.text()
    session._on_event(PeerBack("", "An", (EAST,)))  # back while the result is shown: so until a hand starts
    qtbot.waitUntil(lambda: "An (East) is back" in page.alerts.text(), timeout=5_000)
    session._on_event(HandStarted(1, NAMES, SOUTH))
    qtbot.waitUntil(lambda: "is back" not in page.alerts.text(), timeout=5_000)
    session.stop_reporting()


def test_a_long_line_under_the_players_clock_shows_whole_and_the_box_shrinks_back(qtbot: Any) -> None:
    """Seen in a real window (issue "Recovery"): the status box, three lines high, hid the end of the line
    that this computer is cut off and keeps waiting while the player's own clock showed above it. The box
    grows to show what it says whole, and back to its three lines (the table where it was) when it is
    shorter; in English and in Vietnamese."""
    from PySide6.QtWidgets import QScrollArea

    from qt_ui.status_words import StatusWords

    try:
        for language in ("en", "vi"):
            use_language(language)
            page = TablePage("")
            page.table.animation_ms = 0
            qtbot.addWidget(page)
            page.resize(1280, 680)
            page.show()
            qtbot.waitExposed(page)
            area = page.findChild(QScrollArea, "status_lines")
            assert area is not None
            table = Table(WEST, {WEST: "GX"})  # West starts: its discard is due, its clock runs
            legal = tuple(legal_actions(table.state, WEST))
            page.show_snapshot(offer(table, legal, 1, own_due=time.monotonic() + 90))
            qtbot.waitUntil(lambda page=page: page.trouble.isVisibleTo(page), timeout=5_000)
            before, three = laid_out(page), area.height()
            words = StatusWords()
            cut = words.cut_off((words.player(NAMES, SOUTH), words.player(NAMES, NORTH)))
            gave_up = words.gave_up((words.player(NAMES, EAST),), 300.0)
            # Three lines that wrap: more than the box's three rows in any font (with Noto CJK installed, two
            # such lines and the clock fit the three rows at 1280 px, and the box rightly did not grow).
            lines = (gave_up, cut, words.gave_up((words.player(NAMES, WEST),), 300.0))
            page.show_snapshot(offer(table, legal, 1, own_due=time.monotonic() + 90, alerts=lines))
            laid_out(page)
            assert area.height() > three, (language, "the box grows for the long lines")
            assert area.verticalScrollBar().maximum() == 0, (language, "nothing of the lines is hidden")
            assert page.alerts.geometry().bottom() < area.viewport().height(), language
            assert page.trouble.isVisibleTo(page) and page.trouble.text(), "the clock is still shown above them"
            page.show_snapshot(offer(table, legal, 1, own_due=time.monotonic() + 90))
            assert laid_out(page) == before and area.height() == three, language
            page.close()
    finally:
        use_language("en")
