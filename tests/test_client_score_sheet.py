"""The side panel's score sheet tells the seats apart and shows what each hand paid."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from qt_ui.i18n import translate, use_language
from qt_ui.result_view import ResultView
from qt_ui.score_sheet import SIDE_HEIGHT, ScoreSheet, column_name, rows_from_payments
from tests.test_client_fit import at_table, busy_state, window


def test_the_side_sheet_names_every_column_apart_and_shows_each_hands_amount(qtbot) -> None:  # type: ignore[no-untyped-def]
    sheet = ScoreSheet(compact=True)
    qtbot.addWidget(sheet)
    names = ("Lan", "Good bot 1", "Expert bot 2", "Good bot 3")
    rows = rows_from_payments([(0, 1, 6, (-6, 12, -3, -3), True), (1, 0, 4, (12, -4, -4, -4), True)])
    sheet.set_rows(rows, names)
    headers = [sheet.horizontalHeaderItem(column).text() for column in range(5)]  # type: ignore[union-attr]
    assert headers == ["Hand", "Lan", "Good 1", "Expert 2", "Good 3"]
    assert sheet.horizontalHeaderItem(2).toolTip() == "Good bot 1"  # type: ignore[union-attr]
    assert [sheet.text_at(1, column) for column in range(1, 5)] == ["+12", "-4", "-4", "-4"], "the hand's amounts"
    assert [sheet.text_at(2, column) for column in range(1, 5)] == ["+6", "+8", "-7", "-7"], "the totals"
    assert "total +8" in sheet.item(1, 2).toolTip()  # type: ignore[union-attr]


def test_a_short_column_name_keeps_the_number_and_leaves_other_names_whole() -> None:
    assert column_name("Máy cao thủ 3") == "Máy 3"
    assert column_name("中級ボット 1") == "中級ボット 1"
    assert column_name("Nguyễn Thị Hương") == "Nguyễn Thị Hương"


@pytest.mark.parametrize("size", [(1280, 760), (1366, 768)])
def test_the_totals_row_is_whole_and_readable_at_the_tables_side(tmp_path: Path, qtbot, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """Issue 22: at 1280x760 the side sheet's Total row was cut to a sliver once five hands were played."""
    for language in ("vi", "en", "ja"):
        win = window(tmp_path / language, qtbot, language)
        win.resize(*size)
        win.show()
        at_table(win, busy_state())
        sheet = win.table_page.sheet
        for hands in range(1, 11):
            payments: list[tuple[int, int, int, tuple[int, ...], bool]] = [
                (hand, 1, 13, (-13, 39, -13, -13) if hand % 2 else (27, -9, -9, -9), True) for hand in range(hands)
            ]
            sheet.set_rows(rows_from_payments(payments), ("Hương", "Máy khá 1", "Máy cao thủ 2", "Máy mới 3"))
            sheet.setVisible(True)
            sheet.keep_fitted(SIDE_HEIGHT)  # as the table page does
            QApplication.processEvents()
            assert_totals_readable(sheet, (language, size, hands))
        win.close()
    use_language("en")


def test_the_totals_row_is_in_sight_at_the_end_of_a_long_session(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = ResultView("")
    qtbot.addWidget(view)
    view.resize(1280, 760)
    view.show()
    payments: list[tuple[int, int, int, tuple[int, ...], bool]] = [
        (hand, 0, 4, (12, -4, -4, -4), True) for hand in range(20)
    ]
    view.session_over(rows_from_payments(payments), ("Mai", "Lan", "Hà", "Chi"), True)
    QApplication.processEvents()
    assert_totals_readable(view.final_sheet, "20 hands")


def assert_totals_readable(sheet: ScoreSheet, case: object) -> None:
    """The last row (the totals) lies whole inside the sheet's viewport, at least a line of its bold font
    high, and every total fits its column (not elided)."""
    last = sheet.rowCount() - 1
    assert sheet.text_at(last, 0) == translate("Scores", "Total"), case
    viewport = sheet.viewport().rect()
    for column in range(sheet.columnCount()):
        item = sheet.item(last, column)
        if item is None or not item.text():
            continue
        rect = sheet.visualRect(sheet.model().index(last, column))
        metrics = QFontMetrics(item.font().resolve(sheet.font()))
        assert rect.top() >= 0 and rect.bottom() <= viewport.bottom(), (case, column, rect, viewport)
        assert rect.height() >= metrics.height(), (case, column, rect.height(), metrics.height())
        assert rect.width() >= metrics.horizontalAdvance(item.text()), (case, column, item.text(), rect.width())


def test_the_japanese_side_sheet_shows_the_whole_total_word_and_short_bot_names(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 22 (seen in a real window): in Japanese the side sheet cut "合計" and wrapped "中級ボット 1"."""
    from PySide6.QtWidgets import QFrame, QVBoxLayout

    from tusac_lan.games.tusac.client.words import bot_name

    use_language("ja")
    try:
        assert column_name("中級ボット 1") == "中級 1" and column_name("Hương") == "Hương"
        frame = QFrame()
        frame.setFixedWidth(230)  # the table page's side panel
        qtbot.addWidget(frame)
        sheet = ScoreSheet(compact=True)
        QVBoxLayout(frame).addWidget(sheet)
        names = ("Hương", bot_name("good", 1), bot_name("expert", 2), bot_name("beginner", 3))
        rows = rows_from_payments([(hand, 1, 12, (-24, 72, -24, -24), True) for hand in range(3)])
        sheet.set_rows(rows, names)
        sheet.keep_fitted(SIDE_HEIGHT)
        frame.show()
        QApplication.processEvents()
        total = sheet.item(3, 0)
        assert total is not None and total.text() == "合計"
        needed = QFontMetrics(total.font().resolve(sheet.font())).horizontalAdvance("合計")
        assert sheet.horizontalHeader().sectionSize(0) >= needed + 8, "the word is whole, not cut to '…'"
        headers = [sheet.horizontalHeaderItem(c).text() for c in range(1, 5)]  # type: ignore[union-attr]
        assert headers == ["Hương", "中級 1", "上級 2", "初心者 3"]
    finally:
        use_language("en")


@pytest.mark.parametrize("compact", [True, False])
@pytest.mark.parametrize("names", [("Hương", "Yuki", "Máy khá 2", "Máy khá 3"), ("A", "B", "C", "D")])
def test_a_sheet_leaves_no_empty_strip_under_its_totals(qtbot, names: tuple[str, ...], compact: bool) -> None:  # type: ignore[no-untyped-def]
    """Seen in real windows: a strip of empty sheet under the Total row, at the side and in the result view
    (the height had a margin, and guessed the header's height)."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    host = QWidget()
    layout = QVBoxLayout(host)
    sheet = ScoreSheet(compact=compact)
    layout.addWidget(sheet)
    layout.addStretch(1)
    qtbot.addWidget(host)
    host.resize(230 if compact else 600, 400)
    host.show()
    sheet.set_rows(rows_from_payments([(0, 2, 21, (-7, -7, 21, -7), True)]), names)
    sheet.keep_fitted(SIDE_HEIGHT)
    qtbot.waitUntil(lambda: sheet.viewport().height() > 0, timeout=5_000)
    rows = sum(sheet.rowHeight(row) for row in range(sheet.rowCount()))
    assert sheet.viewport().height() == rows and not sheet.verticalScrollBar().isVisible()
