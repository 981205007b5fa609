"""The side panel's score sheet tells the seats apart and shows what each hand paid."""

from __future__ import annotations

from qt_ui.score_sheet import ScoreSheet, column_name, rows_from_payments


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
