"""The score sheet: one row per hand with each player's payment and running total, a last row of totals.
A hand that did not count says so across the seats' columns; one row stands for hands this computer has no
row of (``sheet_rows``); a column is its seat's player's, a bot standing in for that player named beside it
while it plays and its hands marked.

The table's side panel shows it compact (running totals only, the payment in the tooltip); the end of a
session and a session file in the history viewer show it in full, and there a row opens its hand.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QStyle,
    QStyleOptionHeader,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from .i18n import translate
from .sheet_rows import AWAY, SheetRow
from .sheet_rows import rows_from_payments as rows_from_payments
from .word_wrap import word_units, wrapped_lines

__all__ = ["SIDE_HEIGHT", "ScoreSheet", "SheetRow", "column_name", "rows_from_payments"]

WINNER_BACKGROUND = QColor("#fff3c4")
STAND_IN_BACKGROUND = QColor("#e6edf7")
"""A cell of a hand a bot played in the seat of the column's player (or of hands played while away)."""
SIDE_HEIGHT = 220
"""The most pixels the side panel's sheet takes (more hands scroll, the last of them and the totals in sight)."""


def column_name(name: str) -> str:
    """A short header that still tells the seats apart: "Good bot 3" -> "Good 3" (a bot's number is its
    seat's), "East (good bot)" -> "East" (the seat's box at the table and the header's tooltip say the rest:
    "東（初心者ボット）" needs more room than four columns get in Japanese); other names are kept whole
    (wrapped between words, a word elided where the column is too narrow for it)."""
    template = translate("Window", "{seat} ({level} bot)")  # the bots of a game played through its plugin
    pattern = re.escape(template).replace(re.escape("{seat}"), "(?P<seat>.+?)", 1)
    seat_bot = re.fullmatch(pattern.replace(re.escape("{level}"), "(?P<level>.+?)", 1), name)
    if seat_bot is not None:
        return seat_bot["seat"]
    words = name.split()
    if len(words) > 2 and words[-1].isdigit():
        return f"{words[0]} {words[-1]}"
    bot = translate("Scores", "bot")  # a language that writes "Good bot" as one word ("中級ボット 2" -> "中級 2")
    if len(words) == 2 and words[-1].isdigit() and len(words[0]) > len(bot) and words[0].endswith(bot):
        return f"{words[0].removesuffix(bot)} {words[-1]}"
    return name


def _capped(needed: list[int], floors: list[int], room: int) -> list[int]:
    """``needed`` cut to the widest cap that fits ``room`` (never below ``floors``; at the floors if even
    they do not fit)."""
    low, high = 0, max(needed, default=0)
    while low < high:  # the widest cap whose widths fit
        cap = (low + high + 1) // 2
        if sum(max(floor, min(need, cap)) for need, floor in zip(needed, floors, strict=True)) <= room:
            low = cap
        else:
            high = cap - 1
    return [max(floor, min(need, low)) for need, floor in zip(needed, floors, strict=True)]


class WrappedHeader(QHeaderView):
    """The narrow sheet's header: a name too long for its column goes on more lines, broken between words
    only (Qt's own word wrap breaks Japanese inside a word: "東（中級ボッ / ト）"); a word wider than the
    column alone is elided, the full name being in the tooltip."""

    def margin(self) -> int:
        """The pixels a section's text leaves free on its two sides together (at least the style's margins,
        and some room to breathe)."""
        return max(8, 2 * self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self))

    def lines(self, logical: int, width: int | None = None) -> list[str]:
        """The section's text as drawn, a line each (``width``: the section's, by default its size now)."""
        text = self.model().headerData(logical, self.orientation(), Qt.ItemDataRole.DisplayRole) if self.model() else ""
        room = (self.sectionSize(logical) if width is None else width) - self.margin()
        return wrapped_lines(str(text or ""), self.fontMetrics(), max(1, room))

    def paintSection(self, painter: QPainter, rect: QRect, logical: int) -> None:
        if not rect.isValid():
            return
        option = QStyleOptionHeader()
        self.initStyleOptionForIndex(option, logical)
        option.rect = rect
        option.text = "\n".join(self.lines(logical, rect.width()))
        option.textAlignment = Qt.AlignmentFlag.AlignCenter
        painter.save()
        self.style().drawControl(QStyle.ControlElement.CE_Header, option, painter, self)
        painter.restore()


class ScoreSheet(QTableWidget):
    row_opened = Signal(int)
    """The hand number of a row the player double-clicked or activated (Enter)."""

    def __init__(self, compact: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.compact = compact
        self.rows: list[SheetRow] = []
        self.names: tuple[str, ...] = ()
        """The seats' names the columns show."""
        self.playing: tuple[str, ...] = ()
        """Who plays each seat now (a bot standing in for the column's player is named beside it)."""
        self._lines: list[SheetRow | None] = []
        """The rows as shown, a row of words (None) above a row of hands this computer has no row of."""
        self._most = 0
        """Fixed at the height the rows need, at most this many pixels (0: not fixed here)."""
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setVisible(False)
        self.setWordWrap(False)
        self.activated.connect(self._activated)
        if compact:  # the side panel is narrow: a smaller font, long names wrapped onto two lines
            self.setHorizontalHeader(WrappedHeader(Qt.Orientation.Horizontal, self))
            font = QFont(self.font())
            font.setPointSizeF(font.pointSizeF() * 0.9)
            self.setFont(font)
            self.horizontalHeader().setFont(font)
            self.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideNone)  # wrapped instead
            self.horizontalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)
            self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.doubleClicked.connect(self._activated)

    def _activated(self, index: object) -> None:
        row = index.row()  # type: ignore[attr-defined]
        line = self._lines[row] if 0 <= row < len(self._lines) else None
        if line is not None and not line.missing:  # a row of hands not on this computer opens none
            self.row_opened.emit(line.hand_no)

    def set_rows(self, rows: list[SheetRow], names: tuple[str, ...], playing: tuple[str, ...] = ()) -> None:
        """``names``: each column's player; ``playing``: who plays each seat now, where a bot stands in for
        that player (the header then says both). A cell of a hand that someone else than the column's
        player played (``SheetRow.players``) is marked so, and its tooltip says who."""
        self.rows = list(rows)
        self.names = tuple(names)
        self.playing = tuple(playing) if len(playing) == len(names) else self.names
        hand = translate("Scores", "Hand")
        full_names = [self._header(seat, False) for seat in range(len(names))]
        if self.compact:
            headers = [hand, *(self._header(seat, True) for seat in range(len(names)))]
        else:
            headers = [hand, translate("Scores", "Winner"), *full_names]
        self.clear()
        self.clearSpans()
        self.setColumnCount(len(headers))
        self.setHorizontalHeaderLabels(headers)
        for column, name in enumerate([hand, *full_names] if self.compact else headers):
            item = self.horizontalHeaderItem(column)
            if item is not None:
                item.setToolTip(name)
        # A row of hands this computer has no row of is told in words above its amounts in the narrow sheet
        # (which has no column to say it in).
        self._lines = []
        for line in rows:
            if self.compact and line.missing:
                self._lines.append(None)
            self._lines.append(line)
        self.setRowCount(len(self._lines) + 1)
        seat_column = 1 if self.compact else 2
        for row, shown in enumerate(self._lines):
            if shown is None:
                note = self._lines[row + 1]
                assert note is not None
                self.setItem(row, 0, self._cell(self._missing_text(note)))
                self.setSpan(row, 0, 1, len(headers))
                continue
            line = shown
            self.setItem(row, 0, self._cell(self._hand_text(line), Qt.AlignmentFlag.AlignCenter))
            if not self.compact:
                self.setItem(row, 1, self._cell(self._winner_text(line, names)))
            if not line.ok:  # the hand did not count: no amounts, a word across the seats' columns
                cell = self._cell(translate("Scores", "did not count"), Qt.AlignmentFlag.AlignCenter)
                cell.setToolTip(translate("Scores", "Hand {number} did not count").format(number=line.hand_no + 1))
                cell.setForeground(QBrush(QColor("#666666")))
                self.setItem(row, seat_column, cell)
                if len(names) > 1:
                    self.setSpan(row, seat_column, 1, len(names))
                continue
            for seat in range(len(names)):
                self.setItem(row, seat_column + seat, self._amount(line, seat))
        last = len(self._lines)
        self.setItem(last, 0, self._cell(translate("Scores", "Total"), bold=True))
        if not self.compact:
            self.setItem(last, 1, self._cell(""))
        totals = rows[-1].totals if rows else (0,) * len(names)
        for seat in range(len(names)):
            cell = self._cell(f"{totals[seat]:+d}", Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, True)
            self.setItem(last, seat_column + seat, cell)
        header = self.horizontalHeader()
        if self.compact:
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            self._fit_columns()
        else:
            header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.scrollToBottom()

    def _header(self, seat: int, short: bool) -> str:
        """The column's player; while a bot stands in for that player, both."""
        name, now = self.names[seat], self.playing[seat]
        if now == name:
            return column_name(name) if short else name
        return translate("Scores", "{player} ({bot})").format(player=name, bot=column_name(now) if short else now)

    def _hand_text(self, line: SheetRow) -> str:
        if not line.missing:
            return str(line.hand_no + 1)
        if line.last > line.hand_no:
            return f"{line.hand_no + 1}–{line.last + 1}"
        return str(line.hand_no + 1) if line.last == line.hand_no else "…"

    def _missing_text(self, line: SheetRow) -> str:
        """Why one row stands for hands this computer has no row of."""
        if line.missing == AWAY:
            return translate("Scores", "while you were away")
        return translate("Scores", "earlier hands")

    def _amount(self, line: SheetRow, seat: int) -> QTableWidgetItem:
        """A seat's cell of a row: the amount (with the running total in the full sheet)."""
        payment, total = line.payments[seat], line.totals[seat]
        if self.compact:
            text = f"{payment:+d}"  # the running total is in the tooltip and the totals row
        else:
            text = translate("Scores", "{payment} → {total}").format(payment=f"{payment:+d}", total=f"{total:+d}")
        cell = self._cell(text, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if line.missing:
            tip = translate("Scores", "Hands {hands} ({note}): {payment}, total {total}").format(
                hands=self._hand_text(line), note=self._missing_text(line), payment=f"{payment:+d}", total=f"{total:+d}"
            )
        else:
            tip = translate("Scores", "Hand {number}: {payment}, total {total}").format(
                number=line.hand_no + 1, payment=f"{payment:+d}", total=f"{total:+d}"
            )
        player = line.players[seat] if seat < len(line.players) else self.names[seat]
        stand_in = bool(line.missing) or player != self.names[seat]
        if player != self.names[seat]:
            tip = translate("Scores", "{tip} (played by {name})").format(tip=tip, name=player)
        cell.setToolTip(tip)
        if stand_in:
            cell.setBackground(QBrush(STAND_IN_BACKGROUND))
            font = cell.font()
            font.setItalic(True)
            cell.setFont(font)
        if seat == line.winner:
            cell.setBackground(QBrush(WINNER_BACKGROUND))
            font = cell.font()
            font.setBold(True)
            cell.setFont(font)
        return cell

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.compact:
            self._fit_columns()
        self.scrollToBottom()  # the totals row and the last hands stay in sight

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.scrollToBottom()

    def _fit_columns(self) -> None:
        """The narrow side sheet: each column as wide as its longest word (a header wraps onto two lines
        between words, "Good" over "1", rather than being cut to "Goo…"), the room left shared out."""
        header = self.horizontalHeader()
        assert isinstance(header, WrappedHeader)
        words = header.fontMetrics()
        margin = header.margin()
        needed: list[int] = []
        cells: list[int] = []
        for column in range(self.columnCount()):
            item = self.horizontalHeaderItem(column)
            text = item.text() if item is not None else ""
            width = 0
            for row in range(self.rowCount()):
                cell = self.item(row, column)
                if cell is not None and self.columnSpan(row, column) == 1:  # a word across columns is not theirs
                    font = cell.font().resolve(self.font())
                    width = max(width, QFontMetrics(font).horizontalAdvance(cell.text()))
            cells.append(width + 8)
            longest = max((words.horizontalAdvance(word.strip()) for word in word_units(text)), default=0)
            needed.append(max(width + 8, longest + margin))
        room = self.viewport().width()
        if not needed or room <= 0:
            return
        spare = room - sum(needed)
        # Short of room, the longest header words give way first (elided, the whole name in the tooltip),
        # the widest columns cut to one width, no narrower than their cells ("Total", "+12") while they can:
        # a short name ("Đông") stays whole beside a long one cut.
        if spare < 0:
            needed = _capped(needed, cells, room)
            spare = room - sum(needed)
        seats = sum(needed[1:]) or 1
        for column, width in enumerate(needed):
            if spare > 0:
                share = spare // len(needed)
            elif column == 0:
                share = 0  # "Total" and the hand numbers are never cut: the seats' columns give the room
            else:
                share = spare * width // seats  # floored: never over
            header.resizeSection(column, max(8, width + share))
        lines = max((len(header.lines(column)) for column in range(self.columnCount())), default=1)
        header.setFixedHeight(lines * words.lineSpacing() + margin)  # "East (good bot)" may take three lines
        if self._most > 0:  # a header now on two lines (or back on one) takes room from the rows
            self.setFixedHeight(self.fitting_height(self._most))

    def keep_fitted(self, most: int) -> None:
        """Be as high as every row needs, at most ``most`` pixels (whole rows only), from now on."""
        self._most = most
        self.setFixedHeight(self.fitting_height(most))

    def _winner_text(self, line: SheetRow, names: tuple[str, ...]) -> str:
        if line.missing:
            return self._missing_text(line)
        if not line.ok:
            return translate("Scores", "stopped")
        if line.winner < 0:
            return translate("Scores", "no winner")
        winner = line.players[line.winner] if line.winner < len(line.players) else names[line.winner]
        return translate("Scores", "{name}, {points} points").format(name=winner, points=line.points)

    def _cell(
        self, text: str, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft, bold: bool = False
    ) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        if bold:
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)
        return item

    def text_at(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return item.text() if item is not None else ""

    def fitting_height(self, most: int = 0) -> int:
        """The height that shows every row without scrolling (capped at 14 rows, and at ``most`` pixels
        if given), worked out from the font rather than from a laid-out table (asking Qt for row heights
        would lay it out now). Capped, it still shows whole rows only: never a row cut to a sliver at the
        bottom (the sheet keeps its totals row, the last, in sight)."""
        row = self.verticalHeader().defaultSectionSize()
        heading = self.horizontalHeader()
        if self.compact and heading.minimumHeight() == heading.maximumHeight():  # fixed to its lines by the fit
            header = heading.maximumHeight()
        else:
            header = max(heading.sizeHint().height(), heading.minimumHeight())
        frame = 2 * self.frameWidth()
        rows = min(self.rowCount(), 14)
        if most > 0:
            rows = max(1, min(rows, (most - header - frame - 4) // row))
        # exactly whole rows: none shows cut, and no empty strip under the totals
        return header + rows * row + frame
