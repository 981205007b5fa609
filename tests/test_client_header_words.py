"""Issue 22 leftover: the side sheet's headers wrap between words only, in every language.

At a 4-seat Kuaho table in Japanese at 1280x720 the bots' headers came out on three lines broken inside the
words ("東（中 / 級ボッ / ト）", "プレイ / ヤー"): Qt's word wrap breaks Japanese anywhere."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication

from qt_ui.score_sheet import ScoreSheet, column_name
from qt_ui.word_wrap import word_units
from tests.client_session import client_window, speaking, start_game


def test_a_label_is_cut_between_words_only() -> None:
    assert word_units("東（中級ボット）") == ["東", "（中級", "ボット）"]
    assert word_units("プレイヤー") == ["プレイヤー"]
    assert word_units("ボットの札を取った") == ["ボットの", "札を", "取った"]
    assert word_units("第1局") == ["第1局"]
    assert word_units("Tây (máy giỏi)") == ["Tây ", "(máy ", "giỏi)"]
    assert word_units("Lan（中級ボット 2）") == ["Lan", "（中級", "ボット ", "2）"]


def margin(sheet: ScoreSheet) -> int:
    header = sheet.horizontalHeader()
    return header.margin() if hasattr(header, "margin") else 8


def drawn_lines(sheet: ScoreSheet, column: int) -> list[str]:
    """The header's lines as drawn: the sheet's own (``WrappedHeader.lines``), else Qt's word wrap's."""
    header = sheet.horizontalHeader()
    if hasattr(header, "lines"):
        return list(header.lines(column))
    item = sheet.horizontalHeaderItem(column)
    text = item.text() if item is not None else ""
    layout = QTextLayout(text, header.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(header.sectionSize(column) - margin(sheet))
        lines.append(text[line.textStart() : line.textStart() + line.textLength()].rstrip())
    layout.endLayout()
    return lines


def assert_whole_words(sheet: ScoreSheet) -> None:
    """Every header is drawn in whole words that fit their column, none elided, in as many lines as the
    header is high."""
    header = sheet.horizontalHeader()
    metrics = header.fontMetrics()
    for column in range(sheet.columnCount()):
        item = sheet.horizontalHeaderItem(column)
        assert item is not None
        text = item.text()
        lines = drawn_lines(sheet, column)
        assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (text, lines, "elided or lost")
        units = [unit.strip() for unit in word_units(text)]
        for line in lines:  # a line is a run of whole words
            cut = [unit.strip() for unit in word_units(line)]
            assert all(unit in units for unit in cut), (text, lines)
            assert metrics.horizontalAdvance(line) <= header.sectionSize(column) - margin(sheet), (text, line)
        assert header.height() >= len(lines) * metrics.lineSpacing(), (text, lines, header.height())


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
@pytest.mark.parametrize("game", ["kuaho", "tienlen", "madiao"])
def test_a_four_seat_tables_bot_headers_are_whole_words_in_japanese(
    tmp_path: Path, qtbot: Any, game: str, size: tuple[int, int]
) -> None:
    win = client_window(tmp_path, qtbot, language="ja", show=False)
    win.resize(*size)
    win.show()
    start_game(win, qtbot, game, 1, 4)
    page = win.practice_page
    assert page is not None
    QApplication.processEvents()
    sheet = page.sheet
    headers = [sheet.horizontalHeaderItem(c).text() for c in range(1, 5)]  # type: ignore[union-attr]
    assert headers[1:] == [column_name(name) for name in page.names[1:]]
    assert all("ボット" in sheet.horizontalHeaderItem(c).toolTip() for c in range(2, 5))  # type: ignore[union-attr]
    assert_whole_words(sheet)
    for column in range(1, 5):
        assert len(drawn_lines(sheet, column)) == 1, "a seat's name and the default player name fit one line"
    win.leave_practice()


@pytest.mark.parametrize("language", ["vi", "en", "ja"])
def test_long_names_and_a_stand_in_wrap_between_words_in_every_language(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    with speaking(language):
        sheet = ScoreSheet(compact=True)
        qtbot.addWidget(sheet)
        sheet.resize(230, 200)
        sheet.show()
        names = ("Nguyễn Thị Thanh Hương", "たかはし", "Đông (máy giỏi)", "East (good bot)")
        playing = (names[0], "中級ボット 2", names[2], names[3])  # a bot stands in for たかはし
        sheet.set_rows([], names, playing)
        QApplication.processEvents()
        assert_whole_words(sheet)
        assert any(len(drawn_lines(sheet, c)) > 1 for c in range(1, 5)), "some header does wrap here"


def test_short_of_room_the_longest_words_give_way_and_a_short_name_stays_whole(qtbot: Any) -> None:
    """A Vietnamese client at a table a Japanese host named: not every word fits 230 px. The widest columns
    are cut (elided, the name in the tooltip); "Đông" was cut to "Đô…" when every column gave room.

    Where the machine has no font for Japanese (its glyphs drawn as narrow boxes), every name fits 230 px:
    the sheet is narrowed until they do not, so the test is the same on every machine."""
    with speaking("vi"):
        sheet = ScoreSheet(compact=True)
        qtbot.addWidget(sheet)
        sheet.show()
        names = ("Nguyễn Thị Thanh Hương", "たかはし", "Đông (máy giỏi)", "東（初心者ボット）")
        sheet.set_rows([], names, (names[0], "中級ボット 1", names[2], names[3]))
        cut: list[int] = []
        for width in range(230, 150, -10):
            sheet.resize(width, 200)
            QApplication.processEvents()
            cut = [column for column in range(1, 5) if any("…" in line for line in drawn_lines(sheet, column))]
            if cut:
                break
        assert cut, "the names do not all fit here"
        header = sheet.horizontalHeader()
        assert sheet.horizontalHeaderItem(3).text() == "Đông"  # type: ignore[union-attr]
        assert drawn_lines(sheet, 3) == ["Đông"]
        assert drawn_lines(sheet, 1) == ["Nguyễn", "Thị", "Thanh", "Hương"]
        widest = max(header.sectionSize(column) for column in range(1, 5))
        assert all(header.sectionSize(column) >= widest - 1 for column in cut), "only the widest columns are cut"
